"""Where a code's page is: the URL an error message links to, in the reader's language.

``DEFAULT_DOCS_URL`` is the ``site_url`` of ``mkdocs.yml`` (a test keeps the
two equal); ``LLM_STATUS_DOCS_URL`` points messages at another copy of the
site, such as one served inside a cluster without internet.
"""

from __future__ import annotations

import os

from .messages import say
from .record import LANGUAGES, Code

DEFAULT_DOCS_URL = "https://llm-status.github.io/"


def current_lang() -> str:
    """The reader's language: ``LLM_STATUS_LANG``, else the locale, else English.

    A value that starts with ``zh`` (``zh``, ``zh_CN.UTF-8``) means Chinese and
    one that starts with ``en`` means English; anything else is passed over.

    >>> import os
    >>> os.environ["LLM_STATUS_LANG"] = "zh_CN.UTF-8"
    >>> current_lang()
    'zh'
    >>> del os.environ["LLM_STATUS_LANG"]
    """
    # LLM_STATUS_LANG first, then the POSIX order of precedence for messages.
    for variable in ("LLM_STATUS_LANG", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(variable, "").strip().lower()
        for lang in LANGUAGES:
            if value.startswith(lang):
                return lang
        if value and variable != "LLM_STATUS_LANG":
            # The first locale variable that is set decides, as in POSIX.
            return "en"
    return "en"


def check_lang(lang: str | None) -> str:
    """``lang`` if it is one of ours, the reader's language for None, else ValueError."""
    if lang is None:
        return current_lang()
    if lang not in LANGUAGES:
        raise ValueError(say("bad_lang", current_lang(), input=repr(lang)))
    return lang


def docs_base() -> str:
    """The site's root URL, always ending in ``/``."""
    base = os.environ.get("LLM_STATUS_DOCS_URL", "").strip() or DEFAULT_DOCS_URL
    return base if base.endswith("/") else base + "/"


def page_path(code: Code, lang: str) -> str:
    """Where a code is explained, below the site root: ``codes/NAME/``, ``zh/codes/NAME/``.

    The C++-only codes have no page of their own (they are not members); the
    index explains them, under an anchor of their name.
    """
    prefix = "" if lang == "en" else f"{lang}/"
    if not code.member:
        return f"{prefix}codes/#{code.name}"
    return f"{prefix}codes/{code.name}/"


def docs_url(code: object, lang: str | None = None) -> str:
    """The URL of the page that explains ``code`` (a member, a name, a number, a log line).

    >>> docs_url("LLM_TIMEOUT", "en")
    'https://llm-status.github.io/codes/LLM_TIMEOUT/'
    >>> docs_url(1343270939, "zh")
    'https://llm-status.github.io/zh/codes/LLM_LINK_BUSY/'
    """
    from .lookup import find  # late: lookup imports this module

    return docs_base() + page_path(find(code), check_lang(lang))
