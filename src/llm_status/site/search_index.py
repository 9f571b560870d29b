"""One search index per language, so that a Chinese page finds Chinese pages.

mkdocs-static-i18n leaves one index of both languages at ``search/``; the theme
override (``overrides/main.html``) points a page's search at its language's root.
Each index's config carries what our search worker adds (the search extension).
"""

from __future__ import annotations

import json


def split_search_index(
    index: dict, languages: list[str], default: str, extensions: dict[str, dict], offline: bool
) -> dict[str, str]:
    """The files to write below the site's root, by path: ``search/search_index.json``,
    ``zh/search/search_index.json``, and their ``.js`` twins when ``offline`` (material's
    offline plugin inlines the index into a script for pages opened from disk).

    >>> index = {"config": {}, "docs": [{"location": "a/"}, {"location": "zh/a/"}]}
    >>> files = split_search_index(index, ["en", "zh"], "en", {"en": {}, "zh": {}}, False)
    >>> sorted(files), json.loads(files["zh/search/search_index.json"])["docs"]
    (['search/search_index.json', 'zh/search/search_index.json'], [{'location': 'a/'}])
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
        config = {**index["config"], "llm_status": extensions[lang]}
        data = json.dumps({**index, "config": config, "docs": docs}, ensure_ascii=False)
        files[f"{folder}/search_index.json"] = data
        if offline:
            files[f"{folder}/search_index.js"] = f"var __index = {data}"
    return files
