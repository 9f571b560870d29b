"""Reading one line of a log: the codes it carries, the code it reports, the message it prints.

One regular expression finds, in a single pass, everything a line can hold: a
code's name (also as people retype it, ``LLMStatusCode.LLM KV_CACHE_NOT
EXIST``), its hex value (also without ``0x``: ``5010b01a``), its decimal value,
and the keywords of upstream's message templates. ``logs.py`` runs the same
expression over a block of many lines to find the few worth reading.

The grammar is made from the registry (families' prefixes, qualifiers and ranges, the
codes' values), and ``grammar()`` gives it, with the constants that read its matches,
as data: the site ships it to the browser's decoder, which knows none of it itself.
"""

from __future__ import annotations

import re
from collections import namedtuple
from collections.abc import Iterable
from functools import lru_cache
from typing import NamedTuple

from ..names import BY_NAME, BY_VALUE, spaced_name
from ..registry import (
    log_formats,
    upstream_messages,
)
from ..registry.kinds import KINDS
from ..registry.log_formats import WRAPPERS
from ..registry.record import FAMILIES, Code
from . import messages as line_messages

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


class Line(namedtuple("Line", "found keywords unknown groups", defaults=(frozenset(),))):
    """What one line holds: its codes (``Found``, in order), the template keywords, and
    the numbers in a family's range that are no code's value (``0x5010B0FE``), in order,
    and ``groups``: the other kinds' groups it holds a match of (``registry/kinds.py``:
    ``context``, the words after which a lower layer's code stands; ``manager``, a code
    where an error manager's block heads one; ...), and ``keyword`` where it holds a
    template's keyword."""

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


def _caseless(text: str) -> str:
    """``hixl::`` -> ``[Hh][Ii][Xx][Ll]::``: the text in any case, as an expression."""
    return "".join(f"[{c.upper()}{c.lower()}]" if c.isalpha() else re.escape(c) for c in text)


def _hex_range(low: int, high: int) -> str:
    """The hex digits of the values from ``low`` to ``high``, a range aligned on whole
    digits (0x5010B000 to 0x5010B0FF: ``5010[bB]0[0-9a-fA-F]{2}``)."""
    first, last = f"{low:x}", f"{high:x}"
    for free in range(len(first), 0, -1):  # the most trailing digits that run 0 to f
        head, tails = first[:-free], (first[-free:], last[-free:])
        if head == last[:-free] and tails == ("0" * free, "f" * free):
            return f"{_caseless(first[:-free])}[0-9a-fA-F]{{{free}}}"
    raise ValueError(f"the range {low:#x}-{high:#x} is not aligned on hex digits")


def _decimal_range(low: str, high: str) -> str:
    """The decimal numbers from ``low`` to ``high`` (as many digits each), as an expression.

    >>> import re
    >>> found = re.compile(_decimal_range("1343270912", "1343271167")).fullmatch
    >>> [bool(found(str(n))) for n in (1343270911, 1343270912, 1343271000, 1343271167, 1343271168)]
    [False, True, True, True, False]
    """
    if low == high:
        return low
    if set(low) == {"0"} and set(high) == {"9"}:
        return rf"\d{{{len(low)}}}"
    same = 0
    while low[same] == high[same]:
        same += 1
    head, low, high = low[:same], low[same:], high[same:]
    rest = len(low) - 1
    parts = [low[0] + _decimal_range(low[1:], "9" * rest) if rest else low[0]]
    if int(high[0]) - int(low[0]) > 1:
        parts.append(f"[{int(low[0]) + 1}-{int(high[0]) - 1}]" + (rf"\d{{{rest}}}" if rest else ""))
    parts.append(high[0] + _decimal_range("0" * rest, high[1:]) if rest else high[0])
    return head + "(?:" + "|".join(parts) + ")"


def code_alternatives() -> str:
    """The expression's alternatives that find a code, made from the registry (Python
    syntax; the browser receives them, with ``(?P<`` written ``(?<``)."""
    prefixed = [f for f in FAMILIES if f.prefix]
    # The enum's own spelling (LLMStatusCode.LLM_X), also with the name's words spaced.
    enums = "|".join(_caseless(f.enum + ".") for f in prefixed)
    spaced = "|".join(re.escape(f.prefix.rstrip("_")) + "[ _]" for f in prefixed)
    names = "|".join(_caseless(f.prefix) for f in prefixed)
    # A family whose names are plain words (TIMEOUT, FAILED) counts them only qualified.
    qualifiers = "|".join(_caseless(q) for f in FAMILIES if not f.prefix for q in f.qualifiers)
    bare = "|".join(_hex_range(*f.bare_hex) for f in FAMILIES if f.bare_hex)
    # A decimal in a family's range that is no code's: the decoder says so.
    ranged = "|".join(
        _decimal_range(str(lo), str(hi))
        for lo, hi in (f.bare_hex for f in FAMILIES if f.bare_hex)
        if len(str(lo)) == len(str(hi))
    )
    decimals = sorted({str(v) for v in BY_VALUE if v not in _AMBIGUOUS})
    return (
        # The name's words are upper case: the message's words after it are not.
        rf"(?:{enums})\s?(?P<spaced>(?:{spaced})[A-Z][A-Z0-9]*(?:[ _][A-Z][A-Z0-9]*)*)"
        rf"|(?P<name>(?:{names})\w+)"
        rf"|(?:{qualifiers})(?P<qualified>[A-Z][A-Z_]*)(?!\w)"
        r"|(?P<hex>0[xX][0-9a-fA-F]+)(?!\w)"
        # Hex without 0x, as one C++ framework prints it: only in its family's range.
        rf"|(?P<bare>{bare})(?!\w)"
        # Decimal: only the values of codes (0 and -1 count only as names).
        rf"|(?<!\.)(?:(?P<dec>{line_messages.trie(decimals)})|(?P<ranged>{ranged}))(?!\w|\.\d)"
    )


@lru_cache(maxsize=1)
def pattern() -> re.Pattern:
    """Everything a line can hold, in one expression (re.ASCII: a name or a number ends
    where Chinese text begins, as in 报错LLM_TIMEOUT，)."""
    keywords = sorted(line_messages.matcher().by_keyword)
    # Each other kind's group (registry/kinds.py): where a line may hold one, read
    # further by its reader (reading/kinds.READERS) where the line's hit is made.
    kinds = "".join(f"|(?P<{kind.group}>{kind.pattern})" for kind in KINDS)
    return re.compile(
        # One boundary check first: most places of a line are inside a word and fail at once.
        rf"\b(?:{code_alternatives()}|(?P<keyword>{line_messages.trie(keywords)})(?!\w)"
        rf"{kinds})",
        re.ASCII,
    )


def javascript(source: str) -> str:
    """A pattern of ours as JavaScript spells it (its named groups ``(?<name>``): the
    browser's readers receive every pattern so.

    >>> javascript(r"(?P<level>ERROR)")
    '(?<level>ERROR)'
    """
    return source.replace("(?P<", "(?<")


def grammar() -> dict:
    """The grammar of a line as data, for a reader in another language (the browser):
    the expression that finds codes and the constants that read its matches."""
    return {
        # Everything a line can hold, in one expression (pattern()): codes, the
        # templates' keywords, the words before a lower layer's code.
        "line": pattern().pattern,
        "reported": list(_REPORTED),
        "compared": list(_COMPARED),
        "ambiguous": sorted(_AMBIGUOUS),
        "longest_hex": _LONGEST_HEX,
        "look_back": _LOOK_BACK,
        "qualified_only": [f.name for f in FAMILIES if not f.prefix],
        "ranges": {f.name: list(f.bare_hex) for f in FAMILIES if f.bare_hex},
        # A word a template is known by (line_messages.words_of), and where a line
        # names the source line that printed it (line_messages.OWN_SITE).
        "keyword": line_messages.KEYWORD,
        "own_site": line_messages.OWN_SITE,
        # What a line's own format says (line_messages.stands_alone).
        "stated_level": log_formats.STATED_LEVEL,
        "error_levels": list(log_formats.ERROR_LEVELS_WRITTEN),
        "plog_head": log_formats.PLOG_HEAD,
        "number_word": upstream_messages.ERRORNO,
        "raised": upstream_messages.RAISED,
    }


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
# How far before a code the words that report it (ret =) or compare it (==) stand.
_LOOK_BACK = 24


def read(text: str, start: int = 0, end: int | None = None) -> Line:
    """What the line ``text[start:end]`` holds (``text`` may be a whole block of lines)."""
    end = len(text) if end is None else end
    return from_matches(text, pattern().finditer(text, start, end), start)


def read_at(text: str, starts: Iterable[int]) -> Line:
    """What the line ``text`` holds, the pattern tried only at ``starts`` (in order):
    the same as ``read`` where every match of the pattern starts at one of them (each
    tried from where the match before ended, as finditer goes)."""
    compiled, matches, end = pattern(), [], 0
    for start in starts:
        if start < end:
            continue
        match = compiled.match(text, start)
        if match is not None:
            matches.append(match)
            end = match.end()
    return from_matches(text, matches, 0)


def from_matches(text: str, matches: Iterable[re.Match], start: int) -> Line:
    """What a line holds, from the matches of ``pattern()`` in it (its first at ``start``)."""
    found = []
    keywords = []
    unknown: list[int] = []
    groups = set()
    for match in matches:
        keyword = match.group("keyword")
        if keyword is not None:
            keywords.append(keyword)
            continue
        group = next((g for g in _KIND_GROUPS if match.group(g) is not None), None)
        if group is not None:
            groups.add(group)  # the line is read for its kind by logs._hit
            continue
        spaced, name, qualified, hex_, bare, dec, ranged = match.group(
            "spaced", "name", "qualified", "hex", "bare", "dec", "ranged"
        )
        if ranged is not None:
            unknown.append(int(ranged))  # in a family's range, but no code's value
            continue
        if spaced is not None:
            code = spaced_name(spaced)
        elif qualified is not None:
            code = BY_NAME.get(qualified)
            code = code if code is not None and not code.family.prefix else None
        elif name is not None:
            # As the enums print it, in capitals: a log's lower-case llm_timeout= is an
            # option's name, not the code (a whole input is read in any case: names.py).
            code = BY_NAME.get(name) if name.isupper() else None
        elif dec is not None:
            code = BY_VALUE.get(int(dec))
        else:
            digits = hex_ or bare
            value = int(digits, 16) if len(digits) <= _LONGEST_HEX else None
            code = None if value in _AMBIGUOUS else BY_VALUE.get(value)
            if code is None and value is not None and _in_a_range(value):
                unknown.append(value)
        if code is None:
            continue
        before = text[max(start, match.start() - _LOOK_BACK) : match.start()].rstrip()
        if before.endswith(_COMPARED):
            continue  # ret == LLM_SUCCESS: what it is compared with, not what it is
        reported = _reports(before)
        if not reported and (dec or hex_ or bare) and not _in_a_range(code.value):
            # A number outside a family's range (HIXL's 503900, LLM_FAILED's 4294967295)
            # is as often a pid, a count, a size or a sentinel: it counts where reported.
            continue
        found.append(Found(code, reported))
    if keywords:
        groups.add("keyword")
    return Line(tuple(found), tuple(keywords), tuple(dict.fromkeys(unknown)), frozenset(groups))


def _in_a_range(value: int) -> bool:
    """Whether ``value`` is in a family's range (0x5010B000 + n): a number that says it is
    a code wherever it stands."""
    return any(low <= value <= high for low, high in _RANGES)


_RANGES = tuple(f.bare_hex for f in FAMILIES if f.bare_hex)
_KIND_GROUPS = tuple(kind.group for kind in KINDS)


# -- wrappers --------------------------------------------------------------------------


class Peeled(NamedTuple):
    """A line with the prefixes that wrap it taken off (registry/log_formats.WRAPPERS):
    the line inside, the wrappers' names (outermost first), and the level, date and
    clock the innermost wrapper that states them states (vLLM's ``ERROR 12-17
    09:31:58``): the line's own where it states none."""

    line: str
    wrappers: tuple[str, ...] = ()
    level: str | None = None
    date: str | None = None  # "12-17" (no year) or "2024-10-21"
    clock: str | None = None  # "09:31:58" or "10:42:00.218"
    # The full date a wrapper states (kubelet's "2026-03-12T...Z" around vLLM's "03-12
    # 10:41:02"): it dates a clock inside it that states no year (reading/stamp.py).
    day: str | None = None


_MOST_WRAPPERS = 8  # a line is wrapped a few times at most; this bounds the loop


def peel(line: str) -> Peeled:
    """``line`` with its wrappers taken off.

    >>> peel("(VllmWorker rank=3 pid=1) ERROR 07-17 08:06:53 [executor.py:487] EE1001: x")
    Peeled(line='EE1001: x', wrappers=('ray-process', 'vllm-logger'), level='ERROR', date='07-17', clock='08:06:53', day=None)
    >>> peel("plain line").wrappers
    ()
    """
    names: list[str] = []
    level = date = clock = day = None
    rest = line
    for _ in range(_MOST_WRAPPERS):
        for wrapper in WRAPPERS:
            if match := wrapper.pattern.match(rest):
                break
        else:
            break
        names.append(wrapper.name)
        found = match.groupdict()
        level = found.get("level") or level
        if found.get("day") and day is None:
            day = found["day"]
        if found.get("clock"):
            date = found["date"]
            clock = found["clock"] + (f".{found['ms']}" if found.get("ms") else "")
        rest = rest[match.end() :]
    if not names:
        return Peeled(line)
    return Peeled(rest, tuple(names), level, date, clock, day)
