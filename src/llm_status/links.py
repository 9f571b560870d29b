"""Where a code's page is: the URL an error message links to, in the reader's language.

``DEFAULT_DOCS_URL`` is the ``site_url`` of ``mkdocs.yml`` (a test keeps the
two equal); ``LLM_STATUS_DOCS_URL`` points messages at another copy of the
site, such as one served inside a cluster without internet.
"""

from __future__ import annotations

import os

from .i18n import check_lang, current_lang, say
from .registry.record import LANGUAGES, Code

DEFAULT_DOCS_URL = "https://llm-status.github.io/"


class BadDocsURL(UserWarning):
    """``LLM_STATUS_DOCS_URL`` is not a URL the links may use; they use the default."""

    def __init__(self, value: str):
        self.value = value
        super().__init__(self.message(current_lang()))

    def message(self, lang: str) -> str:
        shown = repr(self.value if len(self.value) <= 60 else self.value[:60] + "…")
        return say("bad_docs_url", lang, input=shown, default=DEFAULT_DOCS_URL)


# Characters RFC 3986 allows nowhere in a URL (adversarial review 2026-12-04, L9).
_NOT_IN_A_URL = frozenset('<>"`{}|\\^')


def _usable(url: str) -> bool:
    """An http(s) URL of a host (the site's own `make serve` is http://127.0.0.1:8000/),
    with no user, query or fragment, and no control character, space or format character:
    nothing in it can forge a second line of a note, reach a terminal as an escape, or a
    browser as an option (--...). A file URL is refused: the site's directory URLs
    (codes/LLM_TIMEOUT/) need a server (`python3 -m http.server` serves a copy)."""
    # A scheme is read in any case (HTTPS:// is https://); a format character (a bidi
    # override, a zero-width space) would show a reader another URL than the one opened.
    if not url[:8].lower().startswith(("http://", "https://")):
        return False
    # Here, not at the top: a URL is checked only where one is set.
    from unicodedata import category
    from urllib.parse import urlsplit

    if any(
        ch <= " " or ch == "\x7f" or 0x80 <= ord(ch) < 0xA0 or category(ch) == "Cf" for ch in url
    ):
        return False
    if "?" in url or "#" in url:
        return False  # a query or a fragment would swallow the page's path
    if any(ch in _NOT_IN_A_URL for ch in url):
        return False  # RFC 3986 allows none of them: they end an attribute or a Markdown link
    host = url.split("://", 1)[1].split("/", 1)[0]
    if not host.isascii():
        # A host in another script (llm-stаtus with a Cyrillic а) shows one site and opens
        # another; a real internationalised host is written in its ASCII form (xn--).
        return False
    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018 - raises ValueError for a port that is no number
    except ValueError:
        return False  # "https://[::1": a host that does not parse
    return bool(parts.hostname) and "@" not in parts.netloc


def docs_base() -> str:
    """The site's root URL, always ending in ``/``: ``LLM_STATUS_DOCS_URL`` where it is a
    usable URL, else (with a ``BadDocsURL`` warning) the default.

    >>> import os, warnings
    >>> os.environ["LLM_STATUS_DOCS_URL"] = "https://docs.example/\\nforged line"
    >>> with warnings.catch_warnings(record=True) as w:
    ...     warnings.simplefilter("always")
    ...     docs_base(), len(w)
    ('https://llm-status.github.io/', 1)
    >>> del os.environ["LLM_STATUS_DOCS_URL"]
    """
    base = os.environ.get("LLM_STATUS_DOCS_URL", "").strip()
    if not base:
        return DEFAULT_DOCS_URL
    if not _usable(base):
        import warnings

        warnings.warn(BadDocsURL(base), stacklevel=2)
        return DEFAULT_DOCS_URL
    return base if base.endswith("/") else base + "/"


def codes_folder(code: Code) -> str:
    """The folder of a code's family below a language's root: ``codes/``, ``hixl/codes/``."""
    slug = code.family.slug
    return f"{slug}/codes/" if slug else "codes/"


# The page of each lower layer's table, below a language's root.
LOWER_PATHS = {"ACL": "layers/aclError/", "HCCL": "layers/HcclResult/"}


def lang_prefix(lang: str) -> str:
    """Where a language's pages stand below the site's root: English at the root, every
    other language in a folder of its name (``zh/``). The one place this rule is written."""
    return "" if lang == LANGUAGES[0] else f"{lang}/"


# The CANN error manager's codes, a page each, and torch_npu's codes, one page.
MANAGER_FOLDER = "layers/error-manager/"
TORCH_NPU_PAGE = "layers/torch_npu/"


def manager_path(code: str, lang: str) -> str:
    """An error manager's code's page (its index for a code registered nowhere)."""
    from .registry import error_manager

    prefix = lang_prefix(lang)
    page = f"{code.upper()}/" if error_manager.of_code(code) else ""
    return f"{prefix}{MANAGER_FOLDER}{page}"


NEIGHBOURS_FOLDER = "neighbours/"


def neighbour_path(family: str, name: str | None, lang: str) -> str:
    """A neighbour's code's page (``neighbours/mooncake-store/LEASE_EXPIRED/``), or its
    family's page where ``name`` is None or the family's table is its one page."""
    from .registry import neighbours

    prefix = lang_prefix(lang)
    page = f"{NEIGHBOURS_FOLDER}{family}/"
    if name is not None and neighbours.has_page(family, name):
        page += f"{name}/"
    elif name is not None:
        page += f"#{name}"
    return prefix + page


def torch_npu_path(code: str, lang: str) -> str:
    """torch_npu's page, at the code's line where it lists it."""
    prefix = lang_prefix(lang)
    return f"{prefix}{TORCH_NPU_PAGE}#{code.upper()}"


def lower_path(code, lang: str) -> str:
    """Where a lower layer's code (``registry.lower_layers.LowerCode``) is listed: its
    table's page, at the code's row."""
    prefix = lang_prefix(lang)
    return f"{prefix}{LOWER_PATHS[code.layer]}#{code.name}"


def page_path(code: Code, lang: str) -> str:
    """Where a code is explained, below the site root: ``codes/NAME/``, ``zh/codes/NAME/``,
    ``hixl/codes/NAME/``.

    The C++-only codes have no page of their own (they are not members); the
    index explains them, under an anchor of their name.
    """
    prefix = lang_prefix(lang)
    if not code.member:
        return f"{prefix}codes/#{code.name}"
    return f"{prefix}{codes_folder(code)}{code.name}/"


def docs_url(code: object, lang: str | None = None) -> str:
    """The URL of the page that explains ``code`` (a member, a name, a number, a log line).

    >>> docs_url("LLM_TIMEOUT", "en")
    'https://llm-status.github.io/codes/LLM_TIMEOUT/'
    >>> docs_url(1343270939, "zh")
    'https://llm-status.github.io/zh/codes/LLM_LINK_BUSY/'
    """
    from .lookup import find  # late: the front door reads upstream's messages

    return docs_base() + page_path(find(code), check_lang(lang))


# How much of an exception's message a link carries: enough to find its template.
FRAGMENT_MESSAGE = 200
_CALL = r"^\W{0,3}\[?(\w{2,40})\]? failed"  # "[pull_blocks] failed", "pull_blocks failed"


def annotated_url(code: Code, message: str, lang: str | None = None) -> str:
    """The page of ``code``, with what the exception says in the fragment (a browser never
    sends it to a server): the call that failed and the start of the message, so that the
    page settles "depends on the call" and opens the message (React's error decoder does
    the same with its arguments).

    >>> from llm_status import find
    >>> annotated_url(find("LLM_TIMEOUT"), "[pull_blocks] failed, error code is x", "en")
    'https://llm-status.github.io/codes/LLM_TIMEOUT/#call=pull_blocks&msg=%5Bpull_blocks%5D%20failed%2C%20error%20code%20is%20x'
    """
    url = docs_url(code, lang)
    if not message or "#" in url:
        return url  # a C++-only code's anchor on the index: no room for more
    import re  # here: importing it costs more than the rest of `import llm_status`
    from urllib.parse import quote

    call = re.search(_CALL, message)
    fields = ([f"call={call.group(1)}"] if call else []) + [
        "msg=" + quote(" ".join(message.split())[:FRAGMENT_MESSAGE], safe="")
    ]
    return url + "#" + "&".join(fields)


def _neighbour_path(finding, lang: str) -> str:
    if finding.family == "sglang-kv":  # SGLang's reasons: one page, a section each
        return neighbour_path(finding.family, None, lang) + f"#{finding.name}"
    return neighbour_path(finding.family, finding.name, lang)


# A finding's page path, by its kind (reading.Finding: its ``ref`` is what its reader found).
_PATH_OF_KIND = {
    "code": lambda finding, lang: page_path(finding.ref, lang),
    "lower": lambda finding, lang: lower_path(finding.ref, lang),
    "error-manager": lambda finding, lang: manager_path(finding.name, lang),
    "torch_npu": lambda finding, lang: torch_npu_path(finding.name, lang),
    "neighbour": _neighbour_path,
}


def kind_path(kind, row: str | None, lang: str) -> str:
    """The page of a kind whose codes are one table (registry/kinds.py), at a row."""
    prefix = lang_prefix(lang)
    return prefix + kind.folder + (f"#{row}" if row else "")


def finding_url(finding, lang: str) -> str | None:
    """The page of a line's finding (``reading.Finding``), of any kind; None for a value
    that is no code's."""
    from .registry.kinds import KINDS

    path_of = _PATH_OF_KIND.get(finding.kind)
    if path_of is not None:
        return docs_base() + path_of(finding, lang)
    kind = next((k for k in KINDS if k.name == finding.kind and k.table), None)
    return None if kind is None else docs_base() + kind_path(kind, finding.name, lang)
