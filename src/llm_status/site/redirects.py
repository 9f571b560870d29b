"""The small HTML page at each alias of a code (its number, its hex, lower case)."""

from __future__ import annotations

import html
import json

from ..i18n import say
from ..links import codes_folder, lang_prefix, page_path
from ..registry.record import (
    Code,
)
from .policy import with_policy


def alias_files(code: Code, lang: str) -> list[str]:
    """Where the redirects of a code's aliases are written in the site, for ``lang``.

    >>> from llm_status import find
    >>> alias_files(find("hixl::TIMEOUT"), "zh")[:2]
    ['zh/hixl/codes/timeout/index.html', 'zh/hixl/codes/103901/index.html']
    """
    prefix = lang_prefix(lang)
    return [f"{prefix}{codes_folder(code)}{alias}/index.html" for alias in code.alias_paths]


def redirect_page(code: Code, lang: str, site_url: str, directory_urls: bool = True) -> str:
    """A small HTML page at an alias that sends the browser on to the code's page.

    Without directory URLs (a site opened from disk) it names the page's file.
    """
    target = f"../{code.name}/" + ("" if directory_urls else "index.html")
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
