"""The registry as the site's pages and data: pure functions, no MkDocs import.

One module per artefact (like Ruff's generators): ``code_page``, ``index_page``,
``functions_page``, ``redirects``, ``data`` (what the browser reads), ``policy``
(the content security policy), ``search_index`` (one index per language), all over
``text`` (registry text as Markdown) and ``paths``. ``hooks/`` hands these strings
to MkDocs; ``write_markdown`` writes the same pages to disk for any other generator.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from ..links import codes_folder
from ..registry.check import check
from ..registry.codes import CODES
from ..registry.record import LANGUAGES, Code
from ..registry.symptoms import SYMPTOMS
from .code_page import code_page
from .collect_page import collect_page
from .data import (
    codes_json,
    codes_script,
    grammar_json,
    grammar_script,
    language_hint,
    messages_json,
    messages_records,
    messages_script,
    search_extension,
)
from .engine import FOLDER as ENGINE_FOLDER
from .engine import PACKAGE as ENGINE_PACKAGE
from .engine import EngineMissing, download_size, package_archive, pyodide_files
from .footer import footer
from .functions_page import functions_page
from .index_page import index_page
from .kind_page import kind_pages
from .lower_page import LOWER_PAGES, lower_page
from .manager_page import MANAGER_INDEX, TORCH_NPU_DOC, manager_pages, torch_npu_page
from .neighbour_page import NEIGHBOURS_INDEX, neighbour_pages
from .not_found import one_not_found
from .paths import DEFAULT_LANGUAGE, built_path, localized, symptom_path
from .policy import content_security_policy, with_policy
from .redirects import alias_files, manager_files, redirect_page, redirect_to
from .search_index import split_search_index
from .symptom_page import symptom_page
from .text import anchor, escape, inline
from .triage_page import triage_page

__all__ = [
    "CODES",
    "DEFAULT_LANGUAGE",
    "ENGINE_FOLDER",
    "ENGINE_PACKAGE",
    "IN_NAV",
    "EngineMissing",
    "alias_files",
    "anchor",
    "built_path",
    "check",
    "code_page",
    "codes_json",
    "codes_script",
    "content_security_policy",
    "download_size",
    "escape",
    "footer",
    "functions_page",
    "grammar_json",
    "grammar_script",
    "index_page",
    "inline",
    "language_hint",
    "localized",
    "lower_page",
    "manager_files",
    "messages_json",
    "messages_records",
    "messages_script",
    "one_not_found",
    "package_archive",
    "pages",
    "pyodide_files",
    "redirect_page",
    "redirect_to",
    "search_extension",
    "split_search_index",
    "symptom_page",
    "triage_page",
    "with_policy",
    "write_markdown",
]


# The generated pages that belong in the nav; the code pages stay out of it.
IN_NAV = (
    "codes/index.md",
    "functions.md",
    "triage.md",
    "collect.md",
    *LOWER_PAGES,
    MANAGER_INDEX,
    TORCH_NPU_DOC,
    NEIGHBOURS_INDEX,
)


def pages(codes: Iterable[Code], lang: str, engine_mb: int | None = None) -> dict[str, str]:
    """Every generated Markdown page of one language, by its path in docs/ in the default
    language (``codes/index.md``, ``codes/LLM_TIMEOUT.md``); ``localized`` gives the others.
    ``engine_mb``: what the triage page downloads the first time, said on it.
    """
    codes = list(codes)
    out = {
        "codes/index.md": index_page(codes, lang),
        "functions.md": functions_page(codes, lang),
        "triage.md": triage_page(lang, engine_mb),
        "collect.md": collect_page(lang),
        **{path: lower_page(layer, lang) for path, layer in LOWER_PAGES.items()},
        **manager_pages(lang),
        TORCH_NPU_DOC: torch_npu_page(lang),
        **neighbour_pages(lang),
        **kind_pages(lang),
        **{symptom_path(s): symptom_page(s, lang) for s in SYMPTOMS},
    }
    for code in codes:
        if code.member:
            out[f"{codes_folder(code)}{code.name}.md"] = code_page(code, lang, codes)
    return out


def write_markdown(docs_dir: Path, codes: Iterable[Code] = CODES) -> list[Path]:
    """Write every generated page, in every language, under ``docs_dir``; return the paths."""
    codes = check(codes)
    written = []
    for lang in LANGUAGES:
        for uri, text in pages(codes, lang).items():
            path = Path(docs_dir) / localized(uri, lang)
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            written.append(path)
    return written
