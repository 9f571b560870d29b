"""How well search answers: the hit rate of tests/data/search-queries.tsv on the site (in
Debian's Chromium) and through `llm-status search`, and what a search costs the command."""

from __future__ import annotations

import tempfile
import timeit
from pathlib import Path
from urllib.parse import urlsplit

from common import BIN, ROOT, median, table, timed
from support.browser import CHROMIUM, CHROMIUM_FLAGS, LAPTOP, search, serve
from support.sitebuild import build

QUERIES = ROOT / "tests" / "data" / "search-queries.tsv"


def queries() -> list[tuple[str, str, list[str]]]:
    rows = QUERIES.read_text("utf-8").splitlines()
    return [
        (lang, query, expected.split("|"))
        for lang, query, expected in (line.split("\t") for line in rows if line and line[0] != "#")
    ]


def _code_of(url: str) -> str:
    parts = urlsplit(url)
    if parts.path.endswith("/codes/") and parts.fragment:
        return parts.fragment
    segments = [p for p in parts.path.split("/") if p]
    return segments[segments.index("codes") + 1] if "codes" in segments[:-1] else parts.path


def _rate(found: dict[str, list[bool]]) -> dict[str, str]:
    return {
        lang: f"{sum(hits)}/{len(hits)} ({sum(hits) / len(hits):.0%})"
        for lang, hits in found.items()
    }


def run() -> str:
    from playwright.sync_api import sync_playwright

    from llm_status import search as command_search

    site_hits: dict[str, list[bool]] = {"en": [], "zh": []}
    command_hits: dict[str, list[bool]] = {"en": [], "zh": []}
    with tempfile.TemporaryDirectory() as tmp:
        build(Path(tmp) / "site")
        with serve(Path(tmp) / "site") as root, sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
            page = browser.new_page(viewport=LAPTOP)
            for lang in ("en", "zh"):
                page.goto(root if lang == "en" else root + "zh/")
                for each, query, expected in queries():
                    if each == lang:
                        top = [_code_of(u) for u in search(page, query)[:3]]
                        site_hits[lang].append(bool(set(top) & set(expected)))
            browser.close()
    for lang, query, expected in queries():
        top = [c.name for c in command_search(query, lang)[:3]]
        command_hits[lang].append(bool(set(top) & set(expected)))
    title = "link failed using llmdatadist for disaggregated prefill"
    per_query = min(timeit.repeat(lambda: command_search(title), number=20, repeat=3)) / 20
    wall = median([timed([str(BIN / "llm-status"), "search", title]).wall for _ in range(9)])
    site, command = _rate(site_hits), _rate(command_hits)
    rows = [
        ["the site (Chromium)", site["en"], site["zh"]],
        ["`llm-status search`", command["en"], command["zh"]],
    ]
    return (
        "### Search: an expected code among the first 3 results (tests/data/search-queries.tsv)\n\n"
        + table(["where", "English", "Chinese"], rows)
        + f"\n\n`llm-status search '{title}'`, wall, median of 9: {wall * 1000:.0f} ms"
        + f" (the search itself, in a warm process: {per_query * 1000:.1f} ms)\n"
    )


if __name__ == "__main__":
    print(run())
