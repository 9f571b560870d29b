"""The shape of one registry entry: a status code with its text in both languages.

Kept apart from the data (``codes.py``) so that the data reads like the table
it came from, and from the enum (``status.py``) so that tools (the site
builder, the tests) can check a registry before anything is built from it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum

LANGUAGES = ("en", "zh")


class Area(str, Enum):
    """What part of LLM-DataDist a code is about; the site groups codes by it."""

    LINKING = "linking"
    TRANSFER = "cache transfer"
    MEMORY = "memory"
    PREFIXES = "prefixes"
    GENERAL = "general"


@dataclass(frozen=True)
class T:
    """One piece of text, English and Chinese side by side."""

    en: str
    zh: str

    def __getitem__(self, lang: str) -> str:
        if lang not in LANGUAGES:
            raise KeyError(lang)
        return getattr(self, lang)


@dataclass(frozen=True)
class Code:
    """One status code: what it means, whether it recovers, what to do.

    ``member`` is False for the codes that only the C++ API defines: a log can
    carry their numbers, but ``LLMStatusCode`` has no member for them.
    """

    name: str
    value: int
    recoverable: bool | None
    area: Area
    meaning: T
    remedy: tuple[T, ...]
    documented: bool
    notes: tuple[T, ...] = ()
    aliases: tuple[str, ...] = ()
    member: bool = True

    @property
    def hex(self) -> str:
        """The value as upstream's headers write it: ``0x5010B01A``; ``-0x1`` for -1."""
        sign = "-" if self.value < 0 else ""
        return f"{sign}0x{abs(self.value):X}"

    def meaning_in(self, lang: str) -> str:
        return self.meaning[lang]

    def remedy_in(self, lang: str) -> tuple[str, ...]:
        return tuple(step[lang] for step in self.remedy)

    def notes_in(self, lang: str) -> tuple[str, ...]:
        return tuple(note[lang] for note in self.notes)


def by_language(texts: tuple[T, ...]) -> Mapping[str, tuple[str, ...]]:
    """``(T(en, zh), ...)`` -> ``{"en": (...), "zh": (...)}``."""
    return {lang: tuple(t[lang] for t in texts) for lang in LANGUAGES}
