"""Screenshots of a code page, in both languages, at laptop and phone width.

``make screenshots`` runs this file: it builds the site, serves it on
127.0.0.1 and writes the PNGs to screenshots/ (the README shows one of them).
The browser tests call ``take`` too, into a temporary folder.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from support.browser import CHROMIUM, CHROMIUM_FLAGS, LAPTOP, PHONE, serve
from support.sitebuild import ROOT, build

CODE = "LLM_TIMEOUT"


def take(browser, root: str, out_dir: Path) -> list[Path]:
    """Write ``code-page-{lang}-{laptop,phone}.png`` to ``out_dir``; return the paths."""
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for lang in ("en", "zh"):
        for device, viewport in (("laptop", LAPTOP), ("phone", PHONE)):
            # A reader of the page's language: no hint towards the other one.
            locale = "en-US" if lang == "en" else "zh-CN"
            context = browser.new_context(viewport=viewport, device_scale_factor=1, locale=locale)
            page = context.new_page()
            prefix = "" if lang == "en" else f"{lang}/"
            page.goto(f"{root}{prefix}codes/{CODE}/", wait_until="networkidle")
            path = out_dir / f"code-page-{lang}-{device}.png"
            page.screenshot(path=str(path))
            context.close()
            written.append(path)
    return written


def main() -> int:
    from playwright.sync_api import sync_playwright

    out_dir = ROOT / "screenshots"
    with tempfile.TemporaryDirectory() as tmp:
        result = build(Path(tmp) / "site")
        if result.returncode != 0:
            print(result.stderr, file=sys.stderr)
            return 1
        with serve(Path(tmp) / "site") as root, sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
            for path in take(browser, root, out_dir):
                print(path.relative_to(ROOT))
            browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
