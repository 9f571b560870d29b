"""``LLMStatusCode`` and ``HixlStatus``: upstream's codes as enums, each member's knowledge attached.

``LLMStatusCode`` is drop-in compatible with ``llm_datadist.LLMStatusCode``:
the same names and values, an ``IntEnum``, members that print as
``LLMStatusCode.LLM_X``. ``HixlStatus`` holds HIXL's ``hixl::Status``
constants, whose members compare equal to the integers the ``hixl`` module
exports. The members are made from the registry (``codes.py``), never listed
twice.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum, IntEnum

from .names import functions_named
from .registry.check import duplicate_names
from .registry.codes import CODES
from .registry.record import HIXL, LLM_DATADIST, Code, Family, by_language

# Say which name is twice, rather than the enum's "Attempted to reuse key".
if _twice := duplicate_names(c for c in CODES if c.member):
    raise ValueError("codes.py: " + "; ".join(_twice))
_INFO: dict[tuple[Family, str], Code] = {(c.family, c.name): c for c in CODES if c.member}


def _members(family: Family) -> dict[str, int]:
    return {name: code.value for (f, name), code in _INFO.items() if f is family}


class _Knowledge:
    """What every member knows: its registry entry, read through a few properties."""

    __slots__ = ()
    _family: Family

    # Upstream's members print as LLMStatusCode.LLM_X in messages; IntEnum
    # would print the bare number.
    __str__ = Enum.__str__

    def __format__(self, format_spec: str) -> str:
        return format(str(self), format_spec)

    @property
    def info(self) -> Code:
        """The registry entry behind this member."""
        return _INFO[(self._family, self.name)]

    @property
    def recoverable(self) -> bool | None:
        """True or False as the official table says; None where it says 无 (nothing to
        recover) or where no source says."""
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
        """Whether the family's first official table documents this code."""
        return self.info.documented

    @property
    def functions(self) -> tuple[str, ...]:
        """The upstream functions the remedy names."""
        return functions_named(self.info)


class LLMStatusCode(_Knowledge, IntEnum):
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
    _ignore_ = "_name _value"
    for _name, _value in _members(LLM_DATADIST).items():
        vars()[_name] = _value


class HixlStatus(_Knowledge, IntEnum):
    """HIXL's ``hixl::Status`` (ADXL's, deprecated, has the same names and values).

    >>> HixlStatus.TIMEOUT == 103901, HixlStatus(503900).name
    (True, 'FAILED')
    >>> HixlStatus.TIMEOUT.recoverable, HixlStatus.TIMEOUT.meaning["zh"]
    (False, '处理超时')
    """

    _ignore_ = "_name _value"
    for _name, _value in _members(HIXL).items():
        vars()[_name] = _value


LLMStatusCode._family = LLM_DATADIST
HixlStatus._family = HIXL
# The enum of each family, by the family's enum name.
ENUMS = {LLMStatusCode.__name__: LLMStatusCode, HixlStatus.__name__: HixlStatus}


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
