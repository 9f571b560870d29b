"""Reading one line of a log: the codes it carries, the code it reports, the message it prints.

One regular expression finds, in a single pass, everything a line can hold: a
code's name (also as people retype it, ``LLMStatusCode.LLM KV_CACHE_NOT
EXIST``), its hex value (also without ``0x``: ``5010b01a``), its decimal value,
and the keywords of upstream's message templates. ``logs.py`` runs the same
expression over a block of many lines to find the few worth reading.
"""

from __future__ import annotations

import re
from collections import namedtuple
from collections.abc import Iterable
from functools import lru_cache

from .names import BY_NAME, BY_VALUE, spaced_name
from .registry import upstream_messages
from .registry.record import HIXL, Code

# In the middle of a log line, 0 and -1 are far more often something else (a
# rank, a return value of another API) than LLM_SUCCESS or LLM_UNKNOWN_ERROR:
# there those two count only when written as names.
_AMBIGUOUS = frozenset({0, -1})

# What comes right before the code a line reports (ret = X, ErrorNo: X, error
# code is X, status: X); string tests, not expressions: they run for every code found.
_REPORTED = ("ret", "errorno", "status", "code", "code is")
_COMPARED = ("==", "!=")


class Found(namedtuple("Found", "code reported")):
    """A code in a line, and whether the line reports it (``ret = X``, ``ErrorNo: X``)."""

    __slots__ = ()


class Line(namedtuple("Line", "found keywords")):
    """What one line holds: its codes (``Found``, in order) and the template keywords."""

    __slots__ = ()

    @property
    def codes(self) -> tuple[Code, ...]:
        """Each code once, in the order it first stands."""
        return tuple(dict.fromkeys(found.code for found in self.found))

    @property
    def reported(self) -> Code | None:
        """The code the line reports: the first after ``ret =``, ``ErrorNo:``,
        ``status:`` or ``error code is``, else the first it carries."""
        for found in self.found:
            if found.reported:
                return found.code
        return self.found[0].code if self.found else None


@lru_cache(maxsize=1)
def pattern() -> re.Pattern:
    """Everything a line can hold, in one expression (re.ASCII: a name or a number ends
    where Chinese text begins, as in 报错LLM_TIMEOUT，)."""
    decimals = sorted({str(v) for v in BY_VALUE if v not in _AMBIGUOUS})
    keywords = sorted(upstream_messages.matcher().by_keyword)
    return re.compile(
        # One boundary check first: most places of a line are inside a word and fail at once.
        r"\b(?:"
        r"[Ll][Ll][Mm][Ss][Tt][Aa][Tt][Uu][Ss][Cc][Oo][Dd][Ee]\.\s?"
        # The name's words are upper case: the message's words after it are not.
        r"(?P<spaced>LLM[ _][A-Z][A-Z0-9]*(?:[ _][A-Z][A-Z0-9]*)*)"
        r"|(?P<name>[Ll][Ll][Mm]_\w+)"
        # HIXL's names, which are plain words (TIMEOUT, FAILED), count only qualified.
        r"|(?:[Hh][Ii][Xx][Ll]|[Aa][Dd][Xx][Ll])(?:::|\.)(?P<qualified>[A-Z][A-Z_]*)(?!\w)"
        r"|(?P<hex>0[xX][0-9a-fA-F]+)(?!\w)"
        # Hex without 0x, as one C++ framework prints it: only in the module's range.
        r"|(?P<bare>5010[bB]0[0-9a-fA-F]{2})(?!\w)"
        # Decimal: only the values of codes (0 and -1 count only as names).
        rf"|(?<!\.)(?P<dec>{upstream_messages.trie(decimals)})(?!\w|\.\d)"
        rf"|(?P<keyword>{upstream_messages.trie(keywords)})(?!\w)"
        r")",
        re.ASCII,
    )


def _reports(before: str) -> bool:
    """Whether the text before a code introduces it as the one reported (``ret =``)."""
    before = before.rstrip(":=").rstrip().lower()
    for word in _REPORTED:
        if before.endswith(word):
            start = len(before) - len(word)
            return start == 0 or not before[start - 1].isalnum()
    return False


# A hex run longer than this is a payload or an address, never a code.
_LONGEST_HEX = 10


def read(text: str, start: int = 0, end: int | None = None) -> Line:
    """What the line ``text[start:end]`` holds (``text`` may be a whole block of lines)."""
    end = len(text) if end is None else end
    return from_matches(text, pattern().finditer(text, start, end), start)


def from_matches(text: str, matches: Iterable[re.Match], start: int) -> Line:
    """What a line holds, from the matches of ``pattern()`` in it (its first at ``start``)."""
    found = []
    keywords = []
    for match in matches:
        keyword = match.group("keyword")
        if keyword is not None:
            keywords.append(keyword)
            continue
        spaced, name, qualified, hex_, bare, dec = match.group(
            "spaced", "name", "qualified", "hex", "bare", "dec"
        )
        if spaced is not None:
            code = spaced_name(spaced)
        elif qualified is not None:
            code = BY_NAME.get(qualified)
            code = code if code is not None and code.family is HIXL else None
        elif name is not None:
            code = BY_NAME.get(name.upper())
        elif dec is not None:
            code = BY_VALUE.get(int(dec))
        else:
            digits = hex_ or bare
            value = int(digits, 16) if len(digits) <= _LONGEST_HEX else None
            code = None if value in _AMBIGUOUS else BY_VALUE.get(value)
        if code is None:
            continue
        before = text[max(start, match.start() - 24) : match.start()].rstrip()
        if before.endswith(_COMPARED):
            continue  # ret == LLM_SUCCESS: what it is compared with, not what it is
        found.append(Found(code, _reports(before)))
    return Line(tuple(found), tuple(keywords))
