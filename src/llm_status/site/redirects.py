"""The small HTML page at each alias of a code (its number, its hex, lower case)."""

from __future__ import annotations

import html
import json
import posixpath

from ..i18n import say
from ..links import codes_folder, lang_prefix, page_path
from ..registry.record import (
    Code,
)
from .policy import with_policy


def alias_files(code: Code, lang: str) -> list[str]:
    """Where the redirects of a code's aliases are written in the site, for ``lang``; a
    code of a family with a folder of its own (HIXL's) is at its number and hex below
    ``codes/`` too, where the home page says any code's number is (``codes/503900/``):
    a static server with no 404 page (``python3 -m http.server``) serves them as they are.

    >>> from llm_status import find
    >>> alias_files(find("hixl::TIMEOUT"), "zh")[:2]
    ['zh/hixl/codes/timeout/index.html', 'zh/hixl/codes/103901/index.html']
    >>> alias_files(find("hixl::TIMEOUT"), "en")[-2:]
    ['codes/103901/index.html', 'codes/0x195dd/index.html']
    """
    prefix = lang_prefix(lang)
    files = [f"{prefix}{codes_folder(code)}{alias}/index.html" for alias in code.alias_paths]
    if codes_folder(code) != "codes/":
        files += [f"{prefix}codes/{n}/index.html" for n in (str(code.value), code.hex.lower())]
    return files


def redirect_page(
    code: Code, lang: str, site_url: str, directory_urls: bool = True, at: str | None = None
) -> str:
    """A small HTML page at an alias that sends the browser on to the code's page; ``at``,
    the alias file's path (one of ``alias_files``), where it is not in the code's folder.

    Without directory URLs (a site opened from disk) it names the page's file.
    """
    page = f"{lang_prefix(lang)}{codes_folder(code)}{code.name}/"
    folder = posixpath.dirname(at) if at else posixpath.dirname(page.rstrip("/")) + "/x"
    target = posixpath.relpath(page, folder) + "/" + ("" if directory_urls else "index.html")
    canonical = site_url + page_path(code, lang)
    title = html.escape(say("redirect", lang, name=code.name))
    return with_policy(
        "<!doctype html>\n"
        f'<html lang="{lang}">\n'
        "<head>\n"
        '<meta charset="utf-8">\n'
        f"<title>{title}</title>\n"
        f'<link rel="canonical" href="{html.escape(canonical)}">\n'
        '<meta name="robots" content="noindex">\n'
        f'<meta http-equiv="refresh" content="0; url={target}">\n'
        f"<script>location.replace({json.dumps(target)} + location.search + location.hash)</script>\n"
        "</head>\n"
        f'<body><a href="{target}">{title}</a></body>\n'
        "</html>\n"
    )
