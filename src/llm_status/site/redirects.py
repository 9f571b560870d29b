"""The small HTML page at each alias of a code (its number, its hex, lower case)."""

from __future__ import annotations

import functools
import html
import json
import posixpath

from ..i18n import say
from ..links import codes_folder, lang_prefix
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
        # Not where a code of codes/ is already (HIXL's SUCCESS is 0, as LLM_SUCCESS is).
        files += [
            f"{prefix}codes/{n}/index.html"
            for n in (str(code.value), code.hex.lower())
            if n not in _in_codes_folder()
        ]
    return files


@functools.cache
def _in_codes_folder() -> frozenset[str]:
    """The names and aliases of the members whose pages are below ``codes/``."""
    from ..registry.codes import CODES

    return frozenset(
        name
        for code in CODES
        if code.member and codes_folder(code) == "codes/"
        for name in (code.name, *code.alias_paths)
    )


def redirect_page(
    code: Code, lang: str, site_url: str, directory_urls: bool = True, at: str | None = None
) -> str:
    """A small HTML page at an alias that sends the browser on to the code's page; ``at``,
    the alias file's path (one of ``alias_files``), where it is not in the code's folder.

    Without directory URLs (a site opened from disk) it names the page's file.
    """
    page = f"{lang_prefix(lang)}{codes_folder(code)}{code.name}/"
    at = at or posixpath.dirname(page.rstrip("/")) + "/alias/index.html"
    return redirect_to(page, code.name, lang, site_url, directory_urls, at)


def manager_files(lang: str) -> dict[str, tuple[str, str]]:
    """The error manager's codes below ``codes/`` (``codes/EI0006/``, ``codes/ei0006/``),
    each to its page, and torch_npu's codes to their line of its page: where the home page
    says a code is, for a static server with no 404 page (UX 2026-12-04, P3-9). By path:
    the page it leads to, from the site's root, and the code.

    >>> files = manager_files("zh")
    >>> files["zh/codes/ei0006/index.html"], files["zh/codes/ERR02200/index.html"]
    (('zh/layers/error-manager/EI0006/', 'EI0006'), ('zh/layers/torch_npu/#ERR02200', 'ERR02200'))
    """
    from ..links import manager_path, torch_npu_path
    from ..registry import error_manager, torch_npu

    prefix = lang_prefix(lang)
    files = {}
    codes = {entry.code for entry in error_manager.entries()}
    for code in sorted(codes):
        for spelled in (code, code.lower()):
            files[f"{prefix}codes/{spelled}/index.html"] = (manager_path(code, lang), code)
    for code in torch_npu.LISTED:
        for spelled in (code, code.lower()):
            files[f"{prefix}codes/{spelled}/index.html"] = (torch_npu_path(code, lang), code)
    return files


def redirect_to(
    page: str, name: str, lang: str, site_url: str, directory_urls: bool, at: str
) -> str:
    """A small HTML page at ``at`` (a path below the site's root) that sends the browser
    on to ``page`` (another such path, with its anchor if any), named ``name``."""
    path, _, anchor = page.partition("#")
    folder = posixpath.dirname(at)
    target = posixpath.relpath(path, folder) + "/" + ("" if directory_urls else "index.html")
    target += f"#{anchor}" if anchor else ""
    canonical = site_url + page
    title = html.escape(say("redirect", lang, name=name))
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
