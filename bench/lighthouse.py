"""Lighthouse (mobile preset, its simulated throttling) on the home and a code page in
each language, the triage page, a symptom page, and the heaviest pages (LLM_PARAM_INVALID's
hundreds of messages, the functions), served compressed as a static host serves them: the
median of three runs a page (one run's performance swings by several points)."""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import tempfile
from pathlib import Path

from common import ROOT, table
from support.browser import CHROMIUM, CHROMIUM_FLAGS, serve
from support.sitebuild import build

LIGHTHOUSE = ROOT / ".venv" / "npm" / "node_modules" / ".bin" / "lighthouse"
PAGES = [
    "",
    "codes/LLM_TIMEOUT/",
    "zh/",
    "zh/codes/LLM_TIMEOUT/",
    "codes/LLM_PARAM_INVALID/",  # the heaviest code page (the UX review)
    "functions/",
    "triage/",  # the engine loads on the first run only, not with the page
    "symptoms/failed-to-connect-503900/",
]
RUNS = 3
CATEGORIES = ["performance", "accessibility", "best-practices", "seo"]


def run() -> str:
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        build(Path(tmp) / "site")
        with serve(Path(tmp) / "site") as root:
            for path in PAGES:
                runs = [_audit(root + path, Path(tmp) / "report.json") for _ in range(RUNS)]
                # The run of the median performance, whole: its paint and blocking time.
                runs.sort(key=lambda run: run[0][0])
                scores = [
                    statistics.median(run[0][i] for run in runs) for i in range(len(CATEGORIES))
                ]
                middle = runs[len(runs) // 2]
                rows.append([f"/{path}", *(round(x) for x in scores), *middle[1:]])
    return (
        f"### Lighthouse (mobile preset, the median of {RUNS} runs)\n\n"
        + table(["page", *CATEGORIES, "first contentful paint", "total blocking time"], rows)
        + "\n"
    )


def _audit(url: str, report: Path) -> tuple[list[int], str, str]:
    """One Lighthouse run: the categories' scores, first contentful paint, blocking time."""
    subprocess.run(
        [
            str(LIGHTHOUSE),
            url,
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
    audits = found["audits"]
    paint = audits["first-contentful-paint"]["displayValue"]
    return scores, paint, audits["total-blocking-time"]["displayValue"]


if __name__ == "__main__":
    print(run())
