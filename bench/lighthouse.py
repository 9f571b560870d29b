"""Lighthouse (mobile preset, its simulated throttling) on the home and a code page in
each language, and on the heaviest pages (LLM_PARAM_INVALID's hundreds of messages, the
functions), served compressed as a static host serves them."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from common import ROOT, table

sys.path.insert(0, str(ROOT / "tests"))

from browser import CHROMIUM, CHROMIUM_FLAGS, serve
from sitebuild import build

LIGHTHOUSE = ROOT / ".venv" / "npm" / "node_modules" / ".bin" / "lighthouse"
PAGES = [
    "",
    "codes/LLM_TIMEOUT/",
    "zh/",
    "zh/codes/LLM_TIMEOUT/",
    "codes/LLM_PARAM_INVALID/",  # the heaviest code page (the UX review)
    "functions/",
    "triage/",  # the engine loads on the first run only, not with the page
]
CATEGORIES = ["performance", "accessibility", "best-practices", "seo"]


def run() -> str:
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        build(Path(tmp) / "site")
        with serve(Path(tmp) / "site") as root:
            for path in PAGES:
                report = Path(tmp) / "report.json"
                subprocess.run(
                    [
                        str(LIGHTHOUSE),
                        root + path,
                        "--quiet",
                        "--output=json",
                        f"--output-path={report}",
                        "--only-categories=" + ",".join(CATEGORIES),
                        "--chrome-flags=" + " ".join(CHROMIUM_FLAGS),
                    ],
                    env={**os.environ, "CHROME_PATH": CHROMIUM},
                    check=True,
                    capture_output=True,
                )
                found = json.loads(report.read_text("utf-8"))
                scores = [round(found["categories"][c]["score"] * 100) for c in CATEGORIES]
                paint = found["audits"]["first-contentful-paint"]["displayValue"]
                blocking = found["audits"]["total-blocking-time"]["displayValue"]
                rows.append([f"/{path}", *scores, paint, blocking])
    return (
        "### Lighthouse (mobile preset)\n\n"
        + table(["page", *CATEGORIES, "first contentful paint", "total blocking time"], rows)
        + "\n"
    )


if __name__ == "__main__":
    print(run())
