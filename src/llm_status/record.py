"""The shape of one registry entry: a status code with its text in both languages.

Kept apart from the data (``codes.py``) so that the data reads like the table
it came from, and from the enum (``status.py``) so that tools (the site
builder, the tests) can check a registry before anything is built from it.
"""

from __future__ import annotations

from collections import namedtuple
from enum import Enum

LANGUAGES = ("en", "zh")
# The answers to "recoverable?" (Code.verdict), in the order lists group them.
VERDICTS = ("yes", "no", "unstated", "none")


class Area(str, Enum):
    """What part of LLM-DataDist a code is about; the site groups codes by it."""

    LINKING = "linking"
    TRANSFER = "cache transfer"
    MEMORY = "memory"
    PREFIXES = "prefixes"
    GENERAL = "general"


class Source(str, Enum):
    """Where a statement of the registry comes from; every statement names one.

    The two official tables are quoted (Chinese) and translated (English); the
    API reference and upstream's source give facts that we put in our words;
    ``OURS`` is what this project infers, and the pages label it so.
    """

    PY_TABLE = (
        "python-table"  # the official LLMStatusCode table (shared/upstream/LLMStatusCode.zh.md)
    )
    CPP_TABLE = (
        "cpp-table"  # the official C++ table (shared/upstream/LLM-DataDist-error-code.zh.md)
    )
    API = "api-reference"  # upstream's Python API reference (shared/upstream/api/)
    UPSTREAM_SOURCE = "upstream-source"  # upstream's source code (values.md, messages.tsv)
    OURS = "ours"  # this project's inference, labelled as such wherever it is shown


class Action(str, Enum):
    """What a program should do next about a code: a small closed set to branch on."""

    NOTHING = "nothing"
    INVESTIGATE = "investigate before retrying"
    CHECK_LINK = "check the link state"
    RETRY_LATER = "retry later"
    RETRY_LONGER_TIMEOUT = "retry with a longer timeout"
    RELINK = "re-establish the link, then retry"
    FREE_MEMORY = "free memory, then retry"
    CHECK_NETWORK = "check the network"
    FIX_CALL = "fix the call"
    FIX_CONFIG = "fix the configuration"
    REPAIR_MEMORY = "repair the device memory"
    RESTART = "restart and collect logs"
    ESCALATE = "collect logs and escalate"

    @property
    def retries(self) -> bool:
        """Whether a program may try the call again once it has done this."""
        return self in _RETRYING


_RETRYING = frozenset(
    {Action.RETRY_LATER, Action.RETRY_LONGER_TIMEOUT, Action.RELINK, Action.FREE_MEMORY}
)


# Named tuples, not dataclasses: importing dataclasses (and the inspect module it
# pulls in) would triple what `import llm_status` costs.
class T(namedtuple("T", (*LANGUAGES, "source"), defaults=(None,))):
    """One piece of text, English and Chinese side by side: ``T(en, zh)``, and in the
    registry the ``Source`` it comes from: ``T(en, zh, Source.PY_TABLE)``.

    >>> T("Out of memory", "内存不足")["zh"]
    '内存不足'
    """

    __slots__ = ()

    def __getitem__(self, lang: str) -> str:
        if lang not in LANGUAGES:
            raise KeyError(lang)
        return getattr(self, lang)


class Rule(namedtuple("Rule", "action step apis source", defaults=(None, None))):
    """One piece of advice: the action, the remedy step (from 1) it comes from, the
    calls it is for (None: any other call) and the ``Source`` of the decision (the
    table whose step says the action, or ours). A code's rules are tried in order;
    where they split by call and no call is named, the first applies, so the
    safe branch comes first."""

    __slots__ = ()


class Row(namedtuple("Row", "name meaning recoverable remedy")):
    """One row of an official table, as the table says it: the name it uses, the
    meaning, 是/否/无 as True/False/None, and the remedy steps."""

    __slots__ = ()


_CODE_FIELDS = (
    "name value recoverable area meaning remedy documented notes aliases member advice cpp"
)


class Code(namedtuple("Code", _CODE_FIELDS, defaults=((), (), True, (), None))):
    """One status code: what it means, whether it recovers, what to do.

    ``Code(name, value, recoverable, area, meaning=T, remedy=(T, ...),
    documented=bool, notes=(T, ...), aliases=(str, ...), member=True)``.
    ``recoverable`` is None where the question does not apply (LLM_SUCCESS).
    ``member`` is False for the codes that only the C++ API defines: a log can
    carry their numbers, but ``LLMStatusCode`` has no member for them.
    ``advice`` is what a program should do, as ``Rule`` entries. ``cpp`` is the
    row of the official C++ table (a ``Row``), where it has one; ``documented``
    says whether the official Python table has a row. Every text carries its
    ``Source``.
    """

    __slots__ = ()

    @property
    def hex(self) -> str:
        """The value as upstream's headers write it: ``0x5010B01A``; ``-0x1`` for -1."""
        sign = "-" if self.value < 0 else ""
        return f"{sign}0x{abs(self.value):X}"

    @property
    def recoverable_source(self) -> Source:
        """Where the answer to "recoverable?" comes from: the Python table where it
        documents the code, else the C++ table where it agrees, else ours."""
        if self.documented:
            return Source.PY_TABLE
        if self.cpp is not None and self.cpp.recoverable is self.recoverable:
            return Source.CPP_TABLE
        return Source.OURS

    @property
    def verdict(self) -> str:
        """The answer to "recoverable?": ``yes``, ``no``, ``none`` (the table's 无: there
        is nothing to recover) or ``unstated`` (no source says)."""
        if self.recoverable is None:
            return "unstated" if self.recoverable_source is Source.OURS else "none"
        return "yes" if self.recoverable else "no"

    @property
    def python_row(self) -> Row | None:
        """The row of the official Python table, read from the entry (None if it has none)."""
        if not self.documented:
            return None
        return Row(self.name, self.meaning, self.recoverable, self.remedy)

    def remedy_in(self, lang: str) -> tuple[str, ...]:
        return tuple(step[lang] for step in self.remedy)

    def notes_in(self, lang: str) -> tuple[str, ...]:
        return tuple(note[lang] for note in self.notes)


def by_language(texts: tuple[T, ...]) -> dict[str, tuple[str, ...]]:
    """``(T(en, zh), ...)`` -> ``{"en": (...), "zh": (...)}``."""
    return {lang: tuple(t[lang] for t in texts) for lang in LANGUAGES}
