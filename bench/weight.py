"""What the site weighs: a code page, the search index, a first visit."""

from __future__ import annotations

import gzip
import json
import tempfile
from pathlib import Path

from common import ROOT, mkdocs_build, table, timed
from support.browser import CHROMIUM, CHROMIUM_FLAGS, LAPTOP, serve


def _first_visit(root: str, path: str) -> tuple[int, int, int]:
    """(requests, bytes, gzip bytes) a fresh browser loads for ``path``, search index included."""
    from playwright.sync_api import sync_playwright

    bodies = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
        page = browser.new_page(viewport=LAPTOP)
        page.on("response", lambda r: bodies.append(r.body()))
        page.goto(root + path, wait_until="networkidle")
        page.wait_for_timeout(500)
        browser.close()
    return len(bodies), sum(map(len, bodies)), sum(len(gzip.compress(b)) for b in bodies)


def run() -> str:
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "site"
        timed(mkdocs_build(ROOT / "mkdocs.yml", site))
        for lang, prefix in (("en", ""), ("zh", "zh/")):
            page = (site / prefix / "codes" / "LLM_TIMEOUT" / "index.html").read_bytes()
            index = (site / prefix / "search" / "search_index.json").read_bytes()
            pages = len({d["location"].split("#")[0] for d in json.loads(index)["docs"]})
            with serve(site) as root:
                requests, raw, packed = _first_visit(root, f"{prefix}codes/LLM_TIMEOUT/")
            rows.append(
                [
                    lang,
                    f"{len(page) / 1024:.1f} KiB",
                    f"{len(index) / 1024:.0f} KiB for {pages} pages ({len(index) / pages / 1024:.1f} KiB each)",
                    f"{requests} requests, {raw / 1024:.0f} KiB ({packed / 1024:.0f} KiB gzipped)",
                ]
            )
    return (
        "### Weight\n\n"
        + table(["language", "code page HTML", "search index", "first visit to a code page"], rows)
        + "\n"
    )


if __name__ == "__main__":
    print(run())
