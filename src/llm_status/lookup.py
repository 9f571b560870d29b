"""Find the code in whatever the user has: a name, a number, hex, or a whole log line.

``find`` returns the registry entry (the four C++-only codes included),
``lookup`` the ``LLMStatusCode`` member, ``decode`` every code of every line
of a log, ``search`` the codes whose text answers some words. The exact ways
to name a code are ``names``'; a log line is read by ``logs``. Bad input raises
``UnknownCode``.
"""

from __future__ import annotations

from collections import namedtuple
from enum import Enum

from .names import (
    _SHOWN,
    BY_KEY,
    BY_NAME,
    BY_VALUE,
    CppOnlyCode,
    UnknownCode,
    _by_value,
    exact_code,
    namesakes,
    parse_whole,
    quoted,
    spaced_name,
    suggest,
)
from .registry.record import Code
from .status import ENUMS, HixlStatus, LLMStatusCode, _Knowledge

__all__ = [
    "BY_NAME",
    "BY_VALUE",
    "CppOnlyCode",
    "UnknownCode",
    "decode",
    "exact_code",
    "find",
    "lookup",
    "namesakes",
    "quoted",
    "search",
    "spaced_name",
]


def _parse(text: str) -> Code:
    """A name or a number as a whole, else the code a log line reports, else its message's."""
    near_miss = None
    try:
        code = parse_whole(text)
    except UnknownCode as error:
        # "0x5010B01A-", "LLMStatusCode.0x5010b001": no name or number as a whole, but
        # a line the command reads a code in; lookup() reads it as the command does.
        code, near_miss = None, error
    if code is not None:
        return code
    stripped = text.strip()
    from .reading.logs import hit_of  # late: it reads upstream's messages

    hit = hit_of(1, stripped) if stripped else None
    if hit is not None:
        return hit.code
    if near_miss is not None:
        raise near_miss
    if is_line(stripped):
        # Read as explain reads it (issue 51, 8): a line of only success at INFO is that
        # code; a line of another kind's code only says which it is.
        found = identify(stripped, names_ours=False)
        if found.kind == "code":
            return found.found
        if found.kind != "none":
            raise OtherKindCode(stripped, found)
    words = stripped.split()
    raise UnknownCode("not_found", quoted(stripped), suggest(words[0]) if len(words) == 1 else ())


class OtherKindCode(UnknownCode):
    """A line that reports another kind's code only (an aclError, an error manager's
    block, torch_npu's, a neighbour's): no status code of LLM-DataDist or HIXL, and
    ``found`` says which it is (``identify``'s answer)."""

    def __init__(self, text: str, found: Identified):
        self.found = found
        named = ", ".join(_named(found))
        super().__init__("other_kind", quoted(text), kind=found.kind, named=named)


def _named(found: Identified) -> list[str]:
    """The codes an identified line names, as their tables write them."""
    many = isinstance(found.found, tuple) and not hasattr(found.found, "_fields")
    items = found.found if many else (found.found,)
    names = []
    for item in items:
        if isinstance(item, str):  # an error manager's code
            names.append(item)
        elif hasattr(item, "layer"):  # a lower layer's: its table's name for it
            names.append(f"{item.name} ({_LOWER_TABLES.get(item.layer, item.layer)})")
        else:  # torch_npu's code, a neighbour's Named, a table kind's finding
            names.append(getattr(item, "key", None) or getattr(item, "code", None) or str(item))
    return names


_LOWER_TABLES = {"ACL": "aclError", "HCCL": "HcclResult"}


def find(x: object) -> Code:
    """The registry entry for a member, an entry, a name, a number, hex, or a log line.

    Unlike ``lookup`` it also knows the four codes that only the C++ API defines.

    >>> find("0x5010B014").name
    'LLM_CACHE_INCOMPATIBLE'
    >>> find("PullKvBlocks failed, ret = 1343270939").name
    'LLM_LINK_BUSY'
    """
    if isinstance(x, Code):
        return x
    if isinstance(x, _Knowledge):  # a member of LLMStatusCode or HixlStatus
        return x.info
    if isinstance(x, Enum) and isinstance(getattr(x, "name", None), str):
        # A member of another enum, such as the real llm_datadist.LLMStatusCode.
        return _parse(x.name)
    if isinstance(x, int) and not isinstance(x, bool):
        return _by_value(int(x), str(int(x)) if abs(x) < 10**_SHOWN else quoted(str(x)))
    if isinstance(x, str):
        return _parse(x)
    text = repr(x)
    if len(text) > _SHOWN:
        text = f"{text[:_SHOWN]}…"
    raise UnknownCode("wrong_type", text, type=type(x).__name__)


def lookup(x: object) -> LLMStatusCode | HixlStatus:
    """The member of its family's enum (``LLMStatusCode``, ``HixlStatus``) for a name, a
    number, hex, or a log line.

    >>> lookup("llm_timeout")
    <LLMStatusCode.LLM_TIMEOUT: 1343270938>
    >>> lookup("0x5010b01a") is lookup(1343270938) is lookup("LLMStatusCode.LLM_TIMEOUT")
    True
    >>> lookup("pull_blocks failed, error code is LLMStatusCode.LLM_TIMEOUT, pid 4242.")
    <LLMStatusCode.LLM_TIMEOUT: 1343270938>
    >>> lookup("LLM_TIMEOT")
    Traceback (most recent call last):
    ...
    llm_status.names.UnknownCode: 'LLM_TIMEOT' is not a status code name; did you mean LLM_TIMEOUT?
    >>> lookup("status: 103905"), lookup("hixl::TIMEOUT")
    (<HixlStatus.UNSUPPORTED: 103905>, <HixlStatus.TIMEOUT: 103901>)
    """
    code = find(x)
    if not code.member:
        raise CppOnlyCode(code)
    return ENUMS[code.family.enum][code.name]


def decode(text: str) -> list:
    """Every line of ``text`` that carries a code or one of upstream's messages, as ``Hit``
    entries (``logs.Hit``: line number, text, codes, the catalogue message).

    >>> [(h.line_no, [c.name for c in h.codes]) for h in decode(
    ...     "start\\nlink_clusters: LLM_LINK_FAILED, then 0x5010B01B\\nend")]
    [(2, ['LLM_LINK_FAILED', 'LLM_LINK_BUSY'])]
    """
    from .reading.logs import decode_text  # late: it loads upstream's messages

    return decode_text(text)


def search(words: str, lang: str | None = None, limit: int | None = None) -> list[Code]:
    """Codes ranked by how well their text answers ``words``, best first (``ranking.py``):
    every word counts, none is required; a code the words name exactly comes first.
    ``lang`` is accepted for compatibility: both languages are always searched.

    >>> [c.name for c in search("内存不足")][:3]
    ['LLM_OUT_OF_MEMORY', 'LLM_DEVICE_OUT_OF_MEMORY', 'LLM_BLOCKS_OUT_OF_MEMORY']
    >>> [c.name for c in search("too many clusters")][:1]
    ['LLM_CLUSTER_NUM_EXCEED_LIMIT']
    >>> search("LLM_FAILED")[0].name
    'LLM_FAILED'
    """
    if not words.split():
        raise UnknownCode("empty", quoted(words))
    from .ranking import rank  # late: it reads upstream's messages

    return rank(words, limit)


# (collections' namedtuple, not typing's: typing would cost a fifth of `import llm_status`)
class Identified(namedtuple("Identified", "kind found hit success_at", defaults=(None, None))):
    """What an input to ``explain`` is: its ``kind`` (``code``, ``lower``,
    ``error-manager``, ``torch_npu``, ``neighbour``, as a line's findings name them),
    ``found`` (the code, or the codes, of that kind it names) and, for a line of a log,
    its ``hit`` (None for a name or a number); ``success_at``: for a line that reports
    only success at a level below an error, that level (its code is explained, with a
    note that the line names no failure)."""

    __slots__ = ()


def is_line(text: str) -> bool:
    """Whether the input is more than a name or a number: a line of a log."""
    return len(text.split()) > 1 or not text.strip().replace("_", "").isalnum()


def identify(given: str, names_ours: bool = True) -> Identified:
    """Route an input to what it names, in this order: a line that reports a code of
    ours; a line that reports only a lower layer's status; a lower layer's name
    (ACL_ERROR_..., HCCL_E_...); an error manager's code or a line of its block; torch_npu's
    code or its line; a neighbour's code or its line; else a code of ours by name or
    number (``find``: raises ``UnknownCode``), or, with ``names_ours`` false (``find``'s
    own question), kind ``none``."""
    text = given.strip()
    if not is_line(given) and text.lower() in BY_KEY:
        # A name or value of ours, which no other kind claims (a test holds every key to
        # it): known without loading the other kinds' tables or the reading of lines.
        return Identified("code", find(given))
    # Late: reading a line loads upstream's messages (import time is in the bench).
    from .reading import kinds
    from .reading.logs import hit_of, success_only
    from .registry import error_manager, neighbours, torch_npu
    from .registry.kinds import KINDS
    from .registry.lower_layers import lower_by_name
    from .registry.neighbour_contexts import Named

    line = is_line(given)
    hit = hit_of(1, text, everything=True) if line else None
    if hit is not None and hit.code is not None:
        return Identified("code", hit.code, hit)
    if line and not (hit is not None and hit.others):
        codes, level = success_only(text)
        if codes:  # "[<LLMStatusCode.LLM_SUCCESS: 0>]" at INFO: the code, named as no failure
            return Identified("code", codes[0], hit, success_at=level)
    if hit is not None and hit.lower:
        return Identified("lower", hit.lower, hit)  # only a lower layer's status
    if (lower := lower_by_name(text.upper())) is not None:
        return Identified("lower", (lower,))
    manager = hit.manager if hit is not None else None
    if manager is None and error_manager.known(text):
        manager = text.upper()
    if manager is not None:
        return Identified("error-manager", manager, hit)
    torch = kinds.torch_npu_code(text) if line else torch_npu.parse(text)
    if torch is not None:
        return Identified("torch_npu", torch, hit)
    named = (
        kinds.neighbour_codes(text)
        if line
        else tuple(Named(code, None) for code in neighbours.by_name(text))
    )
    if named:  # Mooncake's, memfabric's, MindIE's, SGLang's
        return Identified("neighbour", named, hit)
    for kind in KINDS:  # a kind whose codes are one table: its row, by name or value
        if kind.table is None:
            continue
        if hit is not None and hit.of(kind.name):
            return Identified(kind.name, hit.of(kind.name), hit)
        # A row's name as a word of its own, as people type it ("demo-101").
        if len(text.split()) == 1 and (row := kinds.rows_of(kind).get(text.upper())) is not None:
            return Identified(kind.name, (kinds.finding_of_row(kind, row),))
    if not names_ours:
        return Identified("none", None, hit)
    return Identified("code", find(given))
