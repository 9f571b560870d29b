"""One 404 page for every language, as a static host serves one file.

mkdocs-static-i18n renders the theme's 404.html once per language build, each over the
last, so the page kept the last language's chrome (Chinese menus at an English address,
the UX review's P2-1). The default language's page is kept, and each other language's
chrome (header, menu, material's translations, title) goes inside it as data: at an
address below that language's root, the page puts it in place before material's script
starts, which then also searches that language's index (overrides/404.html)."""

from __future__ import annotations

import json
import re

_CONFIG = re.compile(r'<script id="__config" type="application/json">(.*?)</script>', re.DOTALL)
_TITLE = re.compile(r"<title>(.*?)</title>", re.DOTALL)


def _element(page: str, opening: str, tag: str) -> str:
    """The outer HTML of the first element that starts with ``opening``, its nested
    ``tag`` elements counted to find its end."""
    start = page.index(opening)
    depth, at = 0, start
    pattern = re.compile(rf"<{tag}[\s>]|</{tag}>")
    for match in pattern.finditer(page, start):
        depth += -1 if match.group().startswith("</") else 1
        if depth == 0:
            at = match.end()
            break
    return page[start:at]


def chrome_of(page: str, lang: str) -> dict:
    """What a language's 404 shows around its content."""
    config = json.loads(_CONFIG.search(page).group(1))
    return {
        "lang": lang,
        "title": _TITLE.search(page).group(1).strip(),
        "header": _element(page, '<header class="md-header', "header"),
        "nav": _element(page, '<nav class="md-nav md-nav--primary"', "nav"),
        "translations": config["translations"],
    }


def one_not_found(page: str, lang: str, default: str, kept: dict) -> str:
    """The 404 page to write in ``lang``'s build: the default language's, with the chrome of
    every other language built so far (``kept`` carries them from build to build)."""
    if lang == default:
        kept.clear()
        kept["page"] = page
        return page
    if "page" not in kept:
        return page  # the default language was not built first: leave it as it is
    kept[lang] = chrome_of(page, lang)
    data = "".join(
        f'<script id="llm-chrome-{other}" type="application/json">'
        + json.dumps(chrome, ensure_ascii=False).replace("</", "<\\/")
        + "</script>"
        for other, chrome in kept.items()
        if other != "page"
    )
    return kept["page"].replace('<script id="__config"', data + '<script id="__config"', 1)
