"""The shape of one registry entry: a status code with its text in both languages.

Kept apart from the data (``codes.py``) so that the data reads like the table
it came from, and from the enum (``status.py``) so that tools (the site
builder, the tests) can check a registry before anything is built from it.
"""

from __future__ import annotations

from collections import namedtuple
from enum import Enum

LANGUAGES = ("en", "zh")


class Area(str, Enum):
    """What part of LLM-DataDist a code is about; the site groups codes by it."""

    LINKING = "linking"
    TRANSFER = "cache transfer"
    MEMORY = "memory"
    PREFIXES = "prefixes"
    GENERAL = "general"


class Action(str, Enum):
    """What a program should do next about a code: a small closed set to branch on."""

    NOTHING = "nothing"
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
class T(namedtuple("T", LANGUAGES)):
    """One piece of text, English and Chinese side by side: ``T(en, zh)``.

    >>> T("Out of memory", "内存不足")["zh"]
    '内存不足'
    """

    __slots__ = ()

    def __getitem__(self, lang: str) -> str:
        if lang not in LANGUAGES:
            raise KeyError(lang)
        return getattr(self, lang)


class Rule(namedtuple("Rule", "action step apis", defaults=(None,))):
    """One piece of advice: the action, the remedy step (from 1) it comes from, and
    the calls it is for (None: any call). A code's rules are tried in order."""

    __slots__ = ()


_CODE_FIELDS = "name value recoverable area meaning remedy documented notes aliases member advice"


class Code(namedtuple("Code", _CODE_FIELDS, defaults=((), (), True, ()))):
    """One status code: what it means, whether it recovers, what to do.

    ``Code(name, value, recoverable, area, meaning=T, remedy=(T, ...),
    documented=bool, notes=(T, ...), aliases=(str, ...), member=True)``.
    ``recoverable`` is None where the question does not apply (LLM_SUCCESS).
    ``member`` is False for the codes that only the C++ API defines: a log can
    carry their numbers, but ``LLMStatusCode`` has no member for them.
    ``advice`` is what a program should do, as ``Rule`` entries.
    """

    __slots__ = ()

    @property
    def hex(self) -> str:
        """The value as upstream's headers write it: ``0x5010B01A``; ``-0x1`` for -1."""
        sign = "-" if self.value < 0 else ""
        return f"{sign}0x{abs(self.value):X}"

    def remedy_in(self, lang: str) -> tuple[str, ...]:
        return tuple(step[lang] for step in self.remedy)

    def notes_in(self, lang: str) -> tuple[str, ...]:
        return tuple(note[lang] for note in self.notes)


def by_language(texts: tuple[T, ...]) -> dict[str, tuple[str, ...]]:
    """``(T(en, zh), ...)`` -> ``{"en": (...), "zh": (...)}``."""
    return {lang: tuple(t[lang] for t in texts) for lang in LANGUAGES}
