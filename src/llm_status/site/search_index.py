"""One search index per language, so that a Chinese page finds Chinese pages, in two
parts, so that the code pages answer first.

mkdocs-static-i18n leaves one index of both languages at ``search/``; the theme
override (``overrides/main.html``) points a page's search at its language's root.
Each index's config carries what our search worker adds (the search extension).

The lower layers' and the neighbours' pages are 70% of an index (the performance review
of 2026-12-04: 1.3 of 1.9 MB), most of it their tables and registrations. Their pages
stay in the first part, title and lead, so that a search finds each by its name; their
sections are the second part (``search_more.json``), which our worker asks for once the
first is in and adds to the search (issue 53). A bundle opened from disk keeps one whole
index: material's own worker reads it there.
"""

from __future__ import annotations

import json

# The pages whose sections are the second part: below the language's root.
SECOND_PART = ("layers/", "neighbours/")


def split_search_index(
    index: dict, languages: list[str], default: str, extensions: dict[str, dict], offline: bool
) -> dict[str, str]:
    """The files to write below the site's root, by path: ``search/search_index.json``
    and ``search/search_more.json``, ``zh/search/...`` the same, and the whole index's
    ``.js`` twin when ``offline`` (material's offline plugin inlines the index into a
    script for pages opened from disk).

    >>> docs = [{"location": "a/"}, {"location": "layers/x/"}, {"location": "layers/x/#t"}]
    >>> index = {"config": {}, "docs": docs + [{"location": "zh/a/"}]}
    >>> files = split_search_index(index, ["en", "zh"], "en", {"en": {}, "zh": {}}, False)
    >>> sorted(files)
    ['search/search_index.json', 'search/search_more.json', 'zh/search/search_index.json', 'zh/search/search_more.json']
    >>> first = json.loads(files["search/search_index.json"])
    >>> [d["location"] for d in first["docs"]], first["config"]["llm_status"]["more"]
    (['a/', 'layers/x/'], 'search/search_more.json')
    >>> json.loads(files["search/search_more.json"])["docs"], json.loads(files["zh/search/search_index.json"])["docs"]
    ([{'location': 'layers/x/#t'}], [{'location': 'a/'}])
    """
    by_lang: dict[str, list] = {}
    for doc in index["docs"]:
        lang, _, rest = doc["location"].partition("/")
        if lang in languages and lang != default:
            by_lang.setdefault(lang, []).append({**doc, "location": rest})
        else:
            by_lang.setdefault(default, []).append(doc)
    files = {}
    for lang, docs in by_lang.items():
        folder = "search" if lang == default else f"{lang}/search"
        first, second = parts(docs)
        more = f"{folder}/search_more.json"
        config = {**index["config"], "llm_status": {**extensions[lang], "more": more}}
        files[f"{folder}/search_index.json"] = _json({**index, "config": config, "docs": first})
        files[more] = _json({"docs": second})
        if offline:
            whole = {**index["config"], "llm_status": extensions[lang]}
            files[f"{folder}/search_index.js"] = "var __index = " + _json(
                {**index, "config": whole, "docs": docs}
            )
    return files


def parts(docs: list[dict]) -> tuple[list[dict], list[dict]]:
    """The index's first part and its second: the sections of the lower layers' and the
    neighbours' pages (each page's own entry stays first)."""
    first, second = [], []
    for doc in docs:
        location = doc["location"]
        later = "#" in location and location.startswith(SECOND_PART)
        (second if later else first).append(doc)
    return first, second


def _json(data: dict) -> str:
    return json.dumps(data, ensure_ascii=False)
