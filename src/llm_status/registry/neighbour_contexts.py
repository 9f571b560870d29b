"""Where a line names a neighbour's code: the messages its source prints one in
(``CONTEXTS``, each with its repository path:line), the words that find such a line,
what a line names (``Named``, keyed as an event keeps it), and what the browser's decoder
is shipped of them. The tables themselves are ``neighbours.py``'s."""

from __future__ import annotations

import re
from functools import cache
from typing import NamedTuple

from .neighbours import (
    COMPOSED_OF,
    FAMILIES,
    MEMFABRIC,
    MEMFABRIC_COMMIT,
    MINDIE,
    MINDIE_COMPONENTS,
    MOONCAKE,
    MOONCAKE_COMMIT,
    REASONS,
    VLLM_ASCEND,
    VLLM_ASCEND_COMMIT,
    NeighbourCode,
    Reason,
    T,
    _rows,
    code,
    codes,
    mindie_code,
)


class Context(NamedTuple):
    """A message that prints a family's code: the pattern it matches (the code in group
    ``code``, or a list of numbers in group ``codes``), and where it is printed."""

    family: str
    pattern: str
    printed_by: str  # repository path:line @ commit
    example: str  # a line it matches, as a log shows it (a test holds that it does)
    code: str = ""  # the code a message stands for where it prints none


# glog's prefix (E1202 10:41:07.372946 5127 file.cpp:3808] ), anywhere a wrapper leaves it.
# The patterns are read by Python (re.ASCII) and by the browser (JavaScript) alike: ASCII
# classes, and [^\n] for "any character", which both read the same.
_GLOG = r"(?:^|[ \t])[IWEF]\d{4}(?:\d{4})? \d\d:\d\d:\d\d\.\d{6} +\d+ [\w.-]+:\d+\] "


CONTEXTS = (
    # vllm-ascend's KV pool on Mooncake: the Store's numbers. memcache_backend.py prints
    # the same words with MemCache's codes: only vLLM's prefix naming the file decides.
    Context(
        "mooncake-store",
        # vLLM's own prefix, at the line's start (a worker's before it): not a quote of it
        # inside another line (a user's prompt).
        r"^(?:\([^()\n]{1,80}\) )?(?:ERROR|WARNING) \d\d-\d\d \d\d:\d\d:\d\d(?:\.\d{1,6})? "
        r"\[mooncake_backend\.py:\d+\] Failed to (?:put|get) \d+ keys out of \d+\. "
        r"error_codes=\[(?P<codes>-?\d+(?:, ?-?\d+)*)\]",
        f"{VLLM_ASCEND} vllm_ascend/distributed/kv_transfer/kv_pool/ascend_store/backend/"
        f"mooncake_backend.py:202,246 @ {VLLM_ASCEND_COMMIT[:12]}",
        "ERROR 06-16 13:10:34 [mooncake_backend.py:246] Failed to get 2 keys out of 8. error_codes=[-707]. Check key existence and memory state.",
    ),
    # Mooncake's own warning of a lease expiry, which prints no code: LEASE_EXPIRED, the
    # status the call returns next (client_service.cpp:1410-1412).
    Context(
        "mooncake-store",
        _GLOG + r"lease_expired_before_data_transfer_completed key=",
        f"{MOONCAKE} mooncake-store/src/client_service.cpp:1410 @ {MOONCAKE_COMMIT[:12]}",
        "W1202 10:41:07.372946 5127 client_service.cpp:1410] "
        "lease_expired_before_data_transfer_completed key=req-42_layer_3",
        code="LEASE_EXPIRED",
    ),
    # The Transfer Engine's Status, printed by name in the Store's transfer task (the
    # Transfer Engine's own sources print no "error code is"; Mooncake #882 quotes it).
    Context(
        "mooncake-te-status",
        r"Failed to submit all transfers, error code is (?P<code>[A-Z][A-Za-z]+)\b",
        f"{MOONCAKE} mooncake-store/src/transfer_task.cpp:1252 @ {MOONCAKE_COMMIT[:12]}",
        "Failed to submit all transfers, error code is NotSupportedTransport",
    ),
    # TENT's C API, on a segment it cannot open (its transfer_engine_c.cpp; the classic
    # engine has no tent_ function): TENT's Status by name, then its message.
    Context(
        "mooncake-tent-status",
        r"tent_(?:open_segment|create_engine): (?P<code>[A-Z][A-Za-z]+): ",
        f"{MOONCAKE} mooncake-transfer-engine/tent/src/transfer_engine_c.cpp:46,88 @ "
        f"{MOONCAKE_COMMIT[:12]}",
        "E1202 10:41:07.372946 5127 transfer_engine_c.cpp:88] tent_open_segment: "
        "RpcServiceError: connect to 10.0.0.2:12345 failed",
    ),
    # vllm-ascend's P2P connectors raise the binding's return value.
    Context(
        "mooncake-te-python",
        r"Mooncake transfer failed, ret: (?P<code>-?\d+)",
        f"{VLLM_ASCEND} vllm_ascend/distributed/kv_transfer/kv_p2p/mooncake_connector.py:1017, "
        f"mooncake_hybrid_connector.py:706,806 @ {VLLM_ASCEND_COMMIT[:12]}",
        "Failed to transfer KV cache for request chatcmpl-xxxxxxxx: Mooncake transfer failed, ret: -1",
    ),
    # The same connectors' error line just before they raise it (mooncake_connector.py:1012).
    Context(
        "mooncake-te-python",
        r"Mooncake transfer failed for request\. remote_request_id=\S{1,200}, ret=(?P<code>-?\d+)",
        f"{VLLM_ASCEND} vllm_ascend/distributed/kv_transfer/kv_p2p/mooncake_connector.py:1012, "
        f"mooncake_hybrid_connector.py:701,801 @ {VLLM_ASCEND_COMMIT[:12]}",
        "Mooncake transfer failed for request. remote_request_id=cmpl-42-0, ret=-1.",
    ),
    # The layerwise connector, pre-creating a link where the two ends' TP differ.
    Context(
        "mooncake-te-python",
        r"Mooncake transfer failed to create link\. session_id=\S{1,200}, ret=(?P<code>-?\d+)",
        f"{VLLM_ASCEND} vllm_ascend/distributed/kv_transfer/kv_p2p/"
        f"mooncake_layerwise_connector.py:2084 @ {VLLM_ASCEND_COMMIT[:12]}",
        "ERROR 06-16 13:10:34 [mooncake_layerwise_connector.py:2084] Mooncake transfer failed "
        "to create link. session_id=10.0.0.2:15000, ret=-1. ",
    ),
    # memfabric's smem, on its memory layer's failure to start.
    Context(
        "memfabric-hybm",
        r"hybm core init failed: (?P<code>-?\d+)",
        f"{MEMFABRIC} src/smem/csrc/smem_trans/smem_trans.cpp:47 @ {MEMFABRIC_COMMIT[:12]}",
        "hybm core init failed: -3",
    ),
)


class Site(NamedTuple):
    """A place where Mooncake's source logs a Store ErrorCode (mooncake-store-sites.tsv,
    written from the source by scripts/vendor_mooncake_sites.py): its file and line, the
    level glog prints, the function above it, the code's form (``name``, ``value``), and
    the words the statement prints just before and after it."""

    path: str
    line: int
    level: str
    function: str
    form: str
    before: str
    after: str


SITES = tuple(
    Site(r["path"], int(r["line"]), r["level"], r["function"], r["form"], r["before"], r["after"])
    for r in _rows("mooncake-store-sites.tsv")
)


def _literal(words: str) -> str:
    """Words as a pattern both Python and JavaScript read the same (no ``\\-``)."""
    return re.sub(r"([\\.^$*+?()\[\]{}|])", r"\\\1", words)


def _catalogued(form: str, code: str, example: str) -> Context:
    """One context for the Store's sites of a form: glog's prefix, then a site's words
    just before the code, then the code. A value is read only after words that end in
    "=" (error=, err=): after ": " a number can be anything."""
    befores = {
        s.before
        for s in SITES
        if s.form == form and s.before and (form == "name" or s.before.endswith("="))
    }
    words = "|".join(_literal(b) for b in sorted(befores, key=lambda b: (-len(b), b)))
    return Context(
        "mooncake-store",
        # (At most 300 characters from glog's prefix: a line of many prefixes stays linear.)
        _GLOG + rf"[^\n]{{0,300}}?(?P<before>{words}){code}",
        f"{MOONCAKE} mooncake-store/ ({len(SITES)} glog sites: "
        f"registry/data/neighbours/mooncake-store-sites.tsv) @ {MOONCAKE_COMMIT[:12]}",
        example,
    )


# Mooncake Store's glog lines that print an ErrorCode, by name or by value, as its source
# prints one (the catalogue of its sites, not a few messages by hand).
CONTEXTS += (
    _catalogued(
        "name",
        r"(?P<code>[A-Z][A-Z0-9_]{3,})\b",
        "E1202 10:41:07.372946 5127 client_service.cpp:3737] "
        "MountLocalDiskSegment failed, error code is SEGMENT_NOT_FOUND",
    ),
    _catalogued(
        "value",
        r"(?P<code>-\d+)\b",
        "E1202 10:41:07.372946 5127 client_service.cpp:4371] "
        "Range read failed, entry=3, error=-704",
    ),
)


def sites_of(context: Context, before: str, form: str, own: tuple[str, int] | None = None) -> str:
    """Where the source prints ``before`` just before a code of that form, for a line one
    of the catalogued contexts read: the site ``own`` is (the file and line glog's prefix
    names, at the catalogue's commit), or else each site of those words (the first three,
    and how many more)."""
    at = [s for s in SITES if s.before == before and s.form == form]
    if own is not None:
        here = [s for s in at if s.path.endswith("/" + own[0]) and s.line == own[1]]
        at = here or at
    if not at:
        return context.printed_by
    where = ", ".join(
        f"{s.path}:{s.line} ({s.function})" if s.function else f"{s.path}:{s.line}" for s in at[:3]
    )
    more = f" +{len(at) - 3}" if len(at) > 3 else ""
    return f"{MOONCAKE} {where}{more} @ {MOONCAKE_COMMIT[:12]}"


@cache
def compiled() -> tuple[tuple[Context, re.Pattern], ...]:
    """Each context with its pattern compiled, on the first line read for a neighbour: the
    catalogue's alternations take milliseconds that a command reading none need not pay."""
    return tuple((c, re.compile(c.pattern, re.ASCII)) for c in CONTEXTS)


REASON = re.compile(
    r"KVTransferError\(bootstrap_room=(?P<room>\d+)\): (?P<reason>[^\n]*)", re.ASCII
)


# The Store's ErrorCode names (all capitals with an underscore: no common word): a
# catalogued site prints one after words of its own (mooncake-store-sites.tsv).
STORE_NAMES = tuple(row["name"] for row in _rows("mooncake-store.tsv"))


# Where a line reader (reading/grammar.pattern, reading/logs._Worth) sees that a line may hold one: the
# Store's names, and the words of the contexts that "error code is" (a lower layer's
# context words) leaves out.
LINE_PATTERN = (
    "(?:" + "|".join(sorted(STORE_NAMES, key=len, reverse=True)) + r")(?![A-Za-z0-9_])|"
    r"(?:error_codes|error_code|error|err)=|Mooncake transfer failed|hybm core init failed"
    r"|KVTransferError|MIE0\d|Ascend Transfer Engine initialization failed"
    r"|lease_expired_before_data_transfer_completed|tent_(?:open_segment|create_engine): "
)


LINE_LITERALS = (
    "err=",
    "error_codes=",
    "error_code=",
    "error=",
    "mooncake transfer failed",
    "hybm core init failed",
    "kvtransfererror",
    "mie0",
    "ascend transfer engine initialization failed",
    "lease_expired_before_data_transfer_completed",
    "tent_open_segment: ",
    "tent_create_engine: ",
)


# What makes a line worth keeping in triage (triage/events.anchors): each context's
# words, and MindIE LLM's component, lower-cased.
ANCHORS = (
    "error_codes=",
    "error code is",
    "tent_open_segment: ",
    "tent_create_engine: ",
    "mooncake transfer failed",
    "hybm core init failed",
    "kvtransfererror",
    "mie05e",
    "mie04e",
    "mie03e",
    "ascend transfer engine initialization failed",
    "lease_expired_before_data_transfer_completed",
)


# The words every context holds, for a quick test before the patterns (a line reader's).
WORDS = (
    "err=",
    "error_codes=",
    "error code is",
    "error=",
    "error_code=",
    "Mooncake transfer failed",
    "hybm core init failed",
    "KVTransferError",
    "MIE",
    "Ascend Transfer Engine initialization failed",
    "lease_expired_before_data_transfer_completed",
    "tent_",
    *STORE_NAMES,
)


class Named(NamedTuple):
    """A neighbour's code a line names, or an SGLang reason it gives."""

    code: NeighbourCode | None
    context: Context | None
    reason: Reason | None = None
    room: str = ""
    said: str = ""  # the reason's words, as the line gives them


def shipped(page_of) -> dict:
    """What the browser's decoder needs to name these codes in a line (``reading.kinds.neighbour_codes``): the
    contexts and their families, each table's codes by name (and number: the second
    index), with their number, meaning in both languages, page (``page_of(family,
    name)``) and source name; MindIE's format; SGLang's reasons."""
    tables: dict[str, dict[str, list]] = {}
    numbers: dict[str, dict[str, str]] = {}
    for each in codes():
        meaning = each.meaning or T(None, None)
        if each.family == "mooncake-te-python":
            meaning = FAMILIES[each.family].about
        row = [each.value, meaning.en, meaning.zh, page_of(each.family, each.name), each.enumerator]
        tables.setdefault(each.family, {})[each.name] = row
        if each.value is not None:
            numbers.setdefault(each.family, {}).setdefault(str(each.value), each.name)
    return {
        "words": list(WORDS),
        "contexts": [[c.family, c.pattern, c.code] for c in CONTEXTS],
        "families": {f.key: [f.title.en, f.title.zh, f.repo] for f in FAMILIES.values()},
        "codes": tables,
        "numbers": numbers,
        "mindie": MINDIE.pattern,
        "components": list(MINDIE_COMPONENTS),
        "composed": dict(COMPOSED_OF),  # a component whose codes are another family's
        "reason": REASON.pattern,
        "reasons": [
            [r.name, r.pattern, r.meaning.en, r.meaning.zh, r.propagated, r.whole] for r in REASONS
        ],
        "reasons_page": page_of("sglang-kv", None),
    }


def key_of(named: Named) -> str:
    """A named code's key as an event keeps it: ``mooncake-store/LEASE_EXPIRED``,
    ``sglang-kv/unknown-from-another-rank``."""
    if named.reason is not None:
        return f"sglang-kv/{named.reason.name}"
    return f"{named.code.family}/{named.code.name}"


def known_key(key: str) -> bool:
    """Whether a key (``key_of``) names a code or reason of ours: a summary's check."""
    family, _, name = key.partition("/")
    if family == "sglang-kv":
        return any(r.name == name for r in REASONS)
    if family not in FAMILIES:
        return False
    if code(family, name) is not None:
        return True
    mindie = mindie_code(name) if family.startswith("mindie-") else None
    return mindie is not None and mindie.family == family


def layer_of(named: Named) -> str:
    """The layer of the line that names it: its family's (SGLang's reasons: the connector's)."""
    return FAMILIES[named.code.family if named.code else "sglang-kv"].layer
