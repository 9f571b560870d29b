"""Each kind's reader of a line: where a line names a lower layer's code, heads an error
manager's block (or goes on with one), names torch_npu's code, or a neighbour's. The
registry holds what each kind is (its tables, its contexts, its patterns as data); reading
a line with them is this floor's, and only this floor's."""

from __future__ import annotations

import re
from functools import cache
from typing import NamedTuple

from ..registry.error_manager import (
    FRAME,
    FRAME_LINE,
    GOES_ON,
    HEAD,
    INSIDE,
    SCREEN,
    STAMP,
    TITLED,
    Block,
    Frame,
    known,
)
from ..registry.lower_layers import (
    CALL_STATUS,
    CONTEXTS,
    ERRNO,
    HCCL_MODULES,
    LAYER_OF_CODE,
    LINE_STATUS,
    NUMBER,
    LowerCode,
    lower_code,
)
from ..registry.neighbour_contexts import REASON, Named, compiled, key_of, sites_of
from ..registry.neighbour_contexts import WORDS as NEIGHBOUR_WORDS
from ..registry.neighbours import MINDIE, REASONS, mindie_code
from ..registry.neighbours import code as neighbour_code
from ..registry.record import Kind, KindCode
from ..registry.torch_npu import NAMED, TorchNpuCode, parse
from .grammar import peel

# -- a lower layer's code: aclError, HcclResult ---------------------------------------


def lower_codes(line: str, message=None) -> tuple[LowerCode, ...]:
    """The lower layers' codes that ``line`` reports in their context: the status of the
    ACL or HCCL call its upstream ``message`` says failed, HCCL's own words, torch_npu's
    checks, the runtime's words in an error manager's block.

    >>> [c.name for c in lower_codes("RuntimeError: x:1 HCCL function error: hcclCommInitRootInfoConfig(a), error code is 7")]
    ['HCCL_E_UNAVAIL']
    >>> [c.name for c in lower_codes("[ERROR] HCCL(1,p):2025-11-21-13:18:47.639.869 [a.cc:1] [1][x]errNo[0x0000000005010009] y")]
    ['HCCL_E_TIMEOUT']
    """
    lowered = line.lower()
    found: list[LowerCode] = []
    if message is not None:
        template_says, after_call = CALL_STATUS
        layer = LAYER_OF_CODE.get(message.code) or (
            "ACL" if message.returns == "acl" and template_says in message.template else None
        )
        if layer is not None:
            # "... ret: 0x7BCA6" names the call's status; else the line's ErrorNo does.
            after = after_call if template_says in message.template else LINE_STATUS
            found += _values_after(lowered, line, after, layer)
    for context in CONTEXTS:
        if context.line and not re.match(context.line, line):
            continue
        start = 0
        layer = context.layer
        if context.after:
            start = lowered.find(context.after)
            if start < 0:
                continue
            start += len(context.after)
            if context.hccl_call and lowered[start:].lstrip().startswith("hccl"):
                layer = "HCCL"
        found += _values_after(lowered, line, context.words, layer, start)
    for match in ERRNO.finditer(line):
        value = int(match[1], 16)
        if value >> 32 == 0 and (value >> 24) & 0xFF in HCCL_MODULES:
            code = lower_code("HCCL", value & 0xFFFF)
            if code is not None and code.value != 0:
                found.append(code)
    return tuple(dict.fromkeys(found))


def _values_after(
    lowered: str, line: str, words: str, layer: str, start: int = 0
) -> list[LowerCode]:
    found = []
    at = lowered.find(words, start)
    while at >= 0:
        match = NUMBER.match(line, at + len(words))
        if match:
            text = match.group(1)
            value = int(text, 16) if text[:2] in ("0x", "0X") else int(text)
            code = lower_code(layer, value)
            if code is not None and value != 0:  # success is no failure's status
                found.append(code)
        at = lowered.find(words, at + 1)
    return found


# -- the error manager's block ---------------------------------------------------------


def manager_block(line: str) -> Block | None:
    """The error manager's code a line heads, where the line is one of its blocks (read
    after a wrapper's prefix: ``peel`` first); None for any other line.

    >>> manager_block("EJ0001: [PID: 4711] 2024-05-21-11:57:54.167.645 Failed to initialize")
    Block(code='EJ0001', time='2024-05-21T11:57:54.167645', text='Failed to initialize')
    >>> manager_block("The EI0006 code means a socket timed out") is None
    True
    >>> manager_block("[PID: 7] 2025-12-04-21:59:08.232.310 Execution Error ROCE CQE(EI0013): An")
    Block(code='EI0013', time='2025-12-04T21:59:08.232310', text='An')
    """
    start = len(line) - len(line.lstrip())
    if screen := SCREEN.match(line, start):
        stamp = STAMP.match(line, start)
        raw = stamp["time"]
        time = f"{raw[:10]}T{raw[11:19]}.{raw[20:23]}{raw[24:27]}"
        if not known(screen["code"]):
            return None
        return Block(screen["code"].upper(), time, line[screen.end() :].strip())
    head = HEAD.match(line, start) or TITLED.match(line, start)
    if head is None:
        # Quoted inside another program's line: "... errmsg: EJ0001: ...", "... terminated
        # with exception: EI0006: ..." (the issue's words of how frameworks relay it).
        inside = INSIDE.search(line)
        if inside is not None:
            head = HEAD.match(line, inside.end()) or TITLED.match(line, inside.end())
    if head is None or not known(head["code"]):
        return None
    rest = line[head.end() :].lstrip(":").lstrip()
    time = None
    if stamp := STAMP.match(rest):
        raw = stamp["time"]
        time = f"{raw[:10]}T{raw[11:19]}.{raw[20:23]}{raw[24:27]}"
        rest = rest[stamp.end() :].lstrip()
    if head.re is HEAD and (titled := TITLED.match(rest)) and titled["code"] == head["code"]:
        rest = rest[titled.end() :].lstrip()
    return Block(head["code"].upper(), time, rest)


def block_goes_on(line: str) -> tuple[str, str] | None:
    """What a line below a block's head is of that block, and its words: ``("cause",
    words)``, ``("solution", words)``, ``("traceback", "")``, ``("frame", line)``; None
    for a line that is no part of a block (read after ``peel``)."""
    text = line.strip()
    for kind, words in GOES_ON:
        if text.startswith(words):
            return kind, text[len(words) :].lstrip(":").strip()
    if FRAME_LINE.match(text):
        return FRAME, text
    return None


def block_frame(text: str) -> Frame | None:
    """A TraceBack frame's message and place: ``"stream setup failed, retCode=0x7020010.
    [FUNC:SyncGetDevMsg][FILE:api_impl.cc][LINE:4643]"``."""
    match = FRAME_LINE.match(text.strip())
    if match is None:
        return None
    return Frame(match["message"].rstrip("."), match["func"], match["file"], int(match["line"]))


# -- torch_npu's code ------------------------------------------------------------------


def torch_npu_code(line: str) -> TorchNpuCode | None:
    """The torch_npu code a line prints in its suffix's words, or None."""
    for match in NAMED.finditer(line):
        code = parse(match[1])
        if code is not None and code.submodule == match[2]:
            return code
    return None


# -- a neighbour's code or reason ------------------------------------------------------


# The source file and line glog's prefix names ("client_service.cpp:3737] ").
_GLOG_SITE = re.compile(r"([\w.-]+):(\d+)\] ", re.ASCII)


def neighbour_codes(line: str) -> tuple[Named, ...]:
    """The neighbours' codes a line names in their context, and SGLang's reason.

    >>> [n.code.name for n in neighbour_codes("ERROR 06-16 13:10:34 [mooncake_backend.py:246] Failed to get 2 keys out of 8. error_codes=[-707]. Check key existence and memory state.")]
    ['LEASE_EXPIRED']
    >>> [n.code.family for n in neighbour_codes("Failed to submit all transfers, error code is Context")]
    ['mooncake-te-status']
    >>> neighbour_codes("retry -707 times")
    ()
    """
    if not any(word in line for word in NEIGHBOUR_WORDS):
        return ()
    found: list[Named] = []
    for context, pattern in compiled():
        for match in pattern.finditer(line):
            groups = match.groupdict()
            values = (groups.get("codes") or groups.get("code") or context.code).replace(" ", "")
            if groups.get("before"):  # a catalogued site's words: the sites that print them
                form = "name" if values[:1].isalpha() else "value"
                own = _GLOG_SITE.search(line)
                at = (own[1], int(own[2])) if own is not None else None
                printed_by = sites_of(context, groups["before"], form, at)
                context = context._replace(printed_by=printed_by)
            for value in values.split(","):
                named = neighbour_code(context.family, value)
                if named is not None and all(n.code != named for n in found):
                    found.append(Named(named, context))
    for match in MINDIE.finditer(line):
        named = mindie_code(match[1])
        if named is not None and all(n.code != named for n in found):
            found.append(Named(named, None))
    if (match := REASON.search(line)) is not None:
        for reason in REASONS:
            if not reason.whole and re.match(reason.pattern, match["reason"], re.ASCII):
                found.append(Named(None, None, reason, match["room"], match["reason"][:300]))
                break
    for reason in REASONS:
        if reason.whole and (said := re.search(reason.pattern, line, re.ASCII)):
            found.append(Named(None, None, reason, "", said[0]))
    return tuple(found)


# -- each kind's reader, by its name (registry/kinds.py) -----------------------------------


class Finding(NamedTuple):
    """One code a line names: its ``kind``, its ``family`` (``llm_datadist``, ``HIXL``,
    ``aclError``, ``HcclResult``, ``error-manager``, ``torch_npu``, a neighbour's
    family), its ``name`` as its table writes it, its ``value`` where it has one, and its
    ``key`` (what every front names it by)."""

    kind: str
    family: str
    name: str
    value: int | None
    key: str
    ref: object = None  # what the kind's reader found (a Code, a LowerCode, a Named)

    def record(self) -> dict:
        return {k: v for k, v in self._asdict().items() if k != "ref"}


# A lower layer's findings' family, by its layer (the browser's reader is shipped it).
LOWER_FAMILY = {"ACL": "aclError", "HCCL": "HcclResult"}


def _context_values(kind: Kind, line: str, message) -> tuple[Finding, ...]:
    return tuple(
        Finding(kind.name, LOWER_FAMILY.get(c.layer, c.layer), c.name, c.value, c.name, c)
        for c in lower_codes(line, message)
    )


def _block_head(kind: Kind, line: str, message) -> tuple[Finding, ...]:
    block = manager_block(peel(line).line)  # a block's head, a wrapper's prefix aside
    if block is None:
        return ()
    return (Finding(kind.name, kind.name, block.code, None, block.code, block),)


def _named_suffix(kind: Kind, line: str, message) -> tuple[Finding, ...]:
    code = torch_npu_code(line)
    if code is None:
        return ()
    return (Finding(kind.name, kind.name, code.code, None, code.code, code),)


def _contexts(kind: Kind, line: str, message) -> tuple[Finding, ...]:
    found = []
    for named in neighbour_codes(line):
        key = key_of(named)
        family, _, name = key.partition("/")
        value = named.code.value if named.code is not None else None
        found.append(Finding(kind.name, family, name, value, key, named))
    return tuple(found)


# What a kind's reader finds in a line (``message``: upstream's message the line prints,
# or None), as findings, by its mechanism (``Kind.reader``); the browser's lines.js has
# the same mechanisms by the same names.
READERS = {
    "table": lambda kind, line, message: _tabled(kind, line),
    "context-values": _context_values,
    "block-head": _block_head,
    "named-suffix": _named_suffix,
    "contexts": _contexts,
}


def reader_of(kind: Kind):
    """A kind's reader of a line: its mechanism, given the kind."""
    mechanism = READERS[kind.reader]
    return lambda line, message: mechanism(kind, line, message)


def _tabled(kind: Kind, line: str) -> tuple[Finding, ...]:
    rows = rows_of(kind)
    found = []
    for match in re.finditer(kind.pattern, line, re.ASCII):
        row = rows.get(match.group().upper())
        if row is not None:
            found.append(finding_of_row(kind, row))
    return tuple(dict.fromkeys(found))


def finding_of_row(kind: Kind, row: KindCode) -> Finding:
    """A table kind's row as a finding, keyed ``kind/NAME`` as every front names it."""
    return Finding(kind.name, kind.name, row.name, row.value, f"{kind.name}/{row.name}", row)


@cache
def rows_of(kind: Kind) -> dict[str, KindCode]:
    """A table kind's rows by their name (upper-cased) and by their value."""
    rows = {}
    for row in kind.table():
        rows[row.name.upper()] = row
        if row.value is not None:
            rows.setdefault(str(row.value), row)
    return rows
