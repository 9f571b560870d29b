"""``LLMStatusCode``: upstream's enum, with each member's knowledge attached.

Drop-in compatible with ``llm_datadist.LLMStatusCode``: the same names and
values, an ``IntEnum``, members that print as ``LLMStatusCode.LLM_X``. The
members are made from the registry (``codes.py``), never listed twice.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum, IntEnum

from .codes import CODES, functions_named
from .record import Code, by_language

_INFO: dict[str, Code] = {code.name: code for code in CODES if code.member}
if len(_INFO) != sum(code.member for code in CODES):
    # Say which, rather than the enum's "Attempted to reuse key".
    _twice = sorted(
        {c.name for c in CODES if c.member and [d.name for d in CODES].count(c.name) > 1}
    )
    raise ValueError(f"codes.py: {', '.join(_twice)} defined twice: a name is one entry")


class LLMStatusCode(IntEnum):
    """The ``status_code`` of an ``LLMException``.

    >>> LLMStatusCode.LLM_TIMEOUT == 0x5010B01A
    True
    >>> print(LLMStatusCode.LLM_TIMEOUT)
    LLMStatusCode.LLM_TIMEOUT
    >>> LLMStatusCode.LLM_TIMEOUT.recoverable
    True
    >>> LLMStatusCode.LLM_TIMEOUT.meaning["zh"]
    '处理超时'
    >>> LLMStatusCode.LLM_TIMEOUT.remedy["en"][1]
    'If any other call raised it, increase the timeout and retry.'
    >>> LLMStatusCode.LLM_TIMEOUT.functions
    ('pull_cache', 'pull_blocks', 'transfer_cache_async')
    """

    # The enum's documented way to make members in a loop: _ignore_ keeps the
    # loop's variables from becoming members themselves.
    _ignore_ = "_members _code"
    _members = vars()
    for _code in CODES:
        if _code.member:
            _members[_code.name] = _code.value

    # Upstream's members print as LLMStatusCode.LLM_X in messages; IntEnum
    # would print the bare number.
    __str__ = Enum.__str__

    def __format__(self, format_spec: str) -> str:
        return format(str(self), format_spec)

    @property
    def info(self) -> Code:
        """The registry entry behind this member."""
        return _INFO[self.name]

    @property
    def recoverable(self) -> bool | None:
        """True or False as the official table says; None for LLM_SUCCESS (无)."""
        return self.info.recoverable

    @property
    def meaning(self) -> Mapping[str, str]:
        """``{"en": ..., "zh": ...}``."""
        return {"en": self.info.meaning.en, "zh": self.info.meaning.zh}

    @property
    def remedy(self) -> Mapping[str, tuple[str, ...]]:
        """The remedy steps, ``{"en": (step, ...), "zh": (step, ...)}``."""
        return by_language(self.info.remedy)

    @property
    def notes(self) -> Mapping[str, tuple[str, ...]]:
        """Where upstream sources disagree or say more, ``{"en": (...), "zh": (...)}``."""
        return by_language(self.info.notes)

    @property
    def documented(self) -> bool:
        """Whether the official ``LLMStatusCode`` table documents this code."""
        return self.info.documented

    @property
    def functions(self) -> tuple[str, ...]:
        """The upstream functions the remedy names."""
        return functions_named(self.info)


def code_2_status(code: int) -> LLMStatusCode:
    """Upstream's conversion of a raw value: an unknown value gives LLM_FAILED.

    >>> code_2_status(1343270938)
    <LLMStatusCode.LLM_TIMEOUT: 1343270938>
    >>> code_2_status(12345)
    <LLMStatusCode.LLM_FAILED: 4294967295>
    """
    try:
        return LLMStatusCode(code)
    except ValueError:
        return LLMStatusCode.LLM_FAILED
