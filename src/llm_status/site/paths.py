"""Where a generated page is: its source path and its built path in each language."""

from __future__ import annotations

from ..links import lang_prefix
from ..registry.record import (
    LANGUAGES,
)

DEFAULT_LANGUAGE = LANGUAGES[0]


def localized(uri: str, lang: str) -> str:
    """A page's path in docs/ for ``lang``, in mkdocs-static-i18n's suffix layout.

    >>> localized("codes/LLM_TIMEOUT.md", "en"), localized("codes/LLM_TIMEOUT.md", "zh")
    ('codes/LLM_TIMEOUT.md', 'codes/LLM_TIMEOUT.zh.md')
    """
    return uri if lang == DEFAULT_LANGUAGE else uri.removesuffix(".md") + f".{lang}.md"


def built_path(uri: str, lang: str) -> str:
    """Where the page of ``uri`` is written in the site, for ``lang``.

    >>> built_path("codes/LLM_TIMEOUT.md", "zh"), built_path("codes/index.md", "en")
    ('zh/codes/LLM_TIMEOUT/index.html', 'codes/index.html')
    """
    stem = uri.removesuffix(".md")
    path = f"{stem}.html" if stem.endswith("/index") else f"{stem}/index.html"
    return lang_prefix(lang) + path


# The triage page's section that runs triage in the page: the symptom pages and the home
# page's decoder (shipped in grammar.json) lead to it.
TRIAGE_PAGE = "triage/"
TRIAGE_IN_BROWSER = "in-the-browser"


def symptom_path(symptom) -> str:
    """A symptom's page, as a path in docs/ of the default language."""
    return f"symptoms/{symptom.key}.md"


def family_anchor(family) -> str:
    """The anchor of the index's section of one family (a code page's breadcrumb links to
    it): the same in both languages."""
    return f"{family.slug}-codes"


def area_anchor(family, area) -> str:
    """The anchor of the index's table of one family's area (a code page's area links
    to it): the same in both languages and whatever the count."""
    return f"{family.name.lower()}-{area.name.lower().replace('_', '-')}"
