"""What the site weighs: a code page, the search index (its first part, which answers,
against the whole), a first visit, and what going to search adds (the index is asked for
only then, its second part once the first is in)."""

from __future__ import annotations

import gzip
import json
import tempfile
from pathlib import Path

from common import ROOT, mkdocs_build, table, timed
from support.browser import CHROMIUM, CHROMIUM_FLAGS, LAPTOP, SEARCH_READY, serve


def _first_visit(root: str, path: str) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    """What a fresh browser loads for ``path`` (requests, bytes, gzip bytes), and then what
    going to search adds (the search index, asked for only then)."""
    from playwright.sync_api import sync_playwright

    bodies = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
        page = browser.new_page(viewport=LAPTOP)
        page.on("response", lambda r: bodies.append(r.body()))
        page.goto(root + path, wait_until="networkidle")
        page.wait_for_timeout(500)
        visit = list(bodies)
        page.locator("input.md-search__input").click()
        page.wait_for_function(SEARCH_READY)
        page.wait_for_timeout(500)
        search = bodies[len(visit) :]
        browser.close()

    def weighed(loaded):
        return len(loaded), sum(map(len, loaded)), sum(len(gzip.compress(b)) for b in loaded)

    return weighed(visit), weighed(search)


def run() -> str:
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "site"
        timed(mkdocs_build(ROOT / "mkdocs.yml", site))
        for lang, prefix in (("en", ""), ("zh", "zh/")):
            page = (site / prefix / "codes" / "LLM_TIMEOUT" / "index.html").read_bytes()
            index = (site / prefix / "search" / "search_index.json").read_bytes()
            more = (site / prefix / "search" / "search_more.json").read_bytes()
            pages = len({d["location"].split("#")[0] for d in json.loads(index)["docs"]})
            share = len(index) / (len(index) + len(more))
            with serve(site) as root:
                visit, search = _first_visit(root, f"{prefix}codes/LLM_TIMEOUT/")
            rows.append(
                [
                    lang,
                    f"{len(page) / 1024:.1f} KiB",
                    f"{len(index) / 1024:.0f} KiB for {pages} pages "
                    f"({len(gzip.compress(index)) / 1024:.0f} KiB gzipped), {share:.2f} of the "
                    f"whole; then {len(more) / 1024:.0f} KiB "
                    f"({len(gzip.compress(more)) / 1024:.0f} KiB gzipped)",
                    f"{visit[0]} requests, {visit[1] / 1024:.0f} KiB ({visit[2] / 1024:.0f} KiB gzipped)",
                    f"{search[0]} requests, {search[1] / 1024:.0f} KiB ({search[2] / 1024:.0f} KiB gzipped)",
                ]
            )
    return (
        "### Weight\n\n"
        + table(
            [
                "language",
                "code page HTML",
                "search index: first part, then second",
                "first visit to a code page",
                "then going to search",
            ],
            rows,
        )
        + "\n"
    )


if __name__ == "__main__":
    print(run())
