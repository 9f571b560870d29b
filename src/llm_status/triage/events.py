"""One line of a log as triage keeps it: an ``Event`` with its time, level, layer and
what it carries (codes, upstream's message, ``comm[...]``, a peer, a stated timeout).

Which lines are kept: error lines of any software (a plog's ``[ERROR]``, glog's ``E``,
an application's ``ERROR``), tracebacks and ``LLMException``, lines with one of the
markers that upstream's troubleshooting guide reads even at INFO (``HcclCommPrepare``,
``LINK_ERROR_INFO``, ``CheckMemCpyAttr``, ...), and every word the symptoms' data looks
for. Those are literals (``anchors()``) that ``bytes.find`` looks for in a block of many
lines, at C speed; only the lines that hold one are decoded and read further.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

from .. import redaction
from ..names import BY_KEY
from ..reading import kinds
from ..reading.logs import hit_of
from ..reading.messages import confirmed
from ..reading.stamp import FAILED_CALL, FAILED_CALL_IN, TORCH_NPU, read_stamp
from ..registry import error_manager, neighbour_contexts
from ..registry.kinds import KINDS
from ..registry.log_formats import (
    ERROR_LEVELS,
    TRANSCRIPTS,
)
from ..registry.lower_layers import lower_by_name
from ..registry.symptoms import SYMPTOMS
from ..terminal import cut_around

# INFO lines that decide between hypotheses (shared/upstream/README.md, "What a plog
# looks like"): kept at any level.
MARKERS = (
    "HcclCommPrepare",
    "LINK_ERROR_INFO",
    "CheckMemCpyAttr",
    "remoteBuffer",
    "Connect statistic",
    "Direct transfer statistic",
    "Fabric mem transfer statistic",
    "halMemImport",
    "suspect remote",
)
# Which engine and path a side's logs show (upstream's hixl-transfer-paths.md: HIXL_CS
# first, then FabricMem, else ADXL's direct path). Each with a cheap first test (one
# pass over a block), then its words; once a side shows a path, its block is not searched
# for it again.
PATHS = (
    ("HIXL_CS", b"Hixl", ("[HixlClient]", "[HixlServer]", "HixlCSClient", "HixlCSServer")),
    ("FabricMem", b"abric", ("[FabricMemEngine]", "Fabric mem transfer statistic")),
    ("ADXL", b"", ("AdxlInnerEngine", "Connect statistic info", "Direct transfer statistic")),
)
# What says a transfer went through (counted, not kept): upstream's statistic lines.
SUCCESSES = ("Direct transfer statistic", "Fabric mem transfer statistic")

_COMM = re.compile(r"comm\[([^\]\s]{1,200})\]")
_PEER = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3}):(\d{1,5})(?!\d)", re.ASCII)
# The ids a line names that both ends of one link log: LLM-DataDist's cluster ids (local
# and remote: "remote_cluster_id = 7", "peer cluster id:7", "remote_cluster_id is 7") and
# a request's id ("req_id[42]", "req_id:42"), as the catalogue's templates print them.
_CLUSTER = re.compile(
    r"cluster[_ ]id(?:\s+is)?\s*[:=]\s*(\d{1,20})(?!\d)", re.IGNORECASE | re.ASCII
)
_REQUEST = re.compile(r"\breq(?:uest)?[_ ]id\s*[:=\[]\s*(\d{1,20})(?!\d)", re.IGNORECASE | re.ASCII)
_TIMEOUT = re.compile(
    r"timeout(?:_ms)?\s*[:=\[]\s*(\d{1,9})\s*(ms|s\b|\])?", re.IGNORECASE | re.ASCII
)

# The layer a plog module name says (the README's list of markers).
_MODULE_LAYER = {
    "HIXL": "HIXL",
    "ADXL": "ADXL",
    "HCCL": "HCCL",
    "HCCP": "HCCP",
    "ROCE": "ROCE",  # the RoCE driver's user-space library (hns_roce_lite)
    "RUNTIME": "RUNTIME",
    "DRV": "DRV",
    "DEVMM": "DRV",
}
# Words that name a lower layer where the module does not (the README's markers).
_LAYER_WORDS = (
    ("HCCP", "HCCP"),
    # HCCL's words where it spells them its own way (shared/real-logs/README.md, quirks).
    ("creakLink", "HCCL"),
    ("Transport init error", "HCCL"),
    ("RtStream", "RUNTIME"),
    ("aclrt", "RUNTIME"),
    ("devmm", "DRV"),
    ("devdrv", "DRV"),
    ("halMem", "DRV"),
    ("HCCL", "HCCL"),
    ("Hccl", "HCCL"),
)
SHOWN = 2000  # characters of a line an event keeps
# The layer of a line no layer's words name: the application's.
APP = "app"


class Event(NamedTuple):
    """A kept line: where it is (source label, file, line number), when, at which level
    and layer, and what it carries. ``time`` is ISO 8601 (no zone: a log states none),
    or None where the line has none; ``code`` the qualified name it reports."""

    source: str
    file: str
    line_no: int
    time: str | None
    level: str
    layer: str
    text: str
    code: str | None = None
    codes: tuple[str, ...] = ()
    site: str | None = None  # upstream's message: path:line at the pinned commit
    site_named: bool = True  # the line names that site's file or function (else: looks like it)
    passes_on: bool = False
    returns: str | None = None
    tid: str | None = None
    lower: tuple[str, ...] = ()  # the lower layers' codes it reports (ACL_ERROR_..., HCCL_E_...)
    comm: str | None = None
    peer: str | None = None
    timeout_ms: int | None = None
    clusters: tuple[str, ...] = ()  # the cluster ids it names, local and remote
    request: str | None = None  # the request id it names
    em: str | None = None  # the CANN error manager's code whose block the line heads
    format: str | None = None  # the format that read it (log_formats: "plog", "glog", ...)
    wrappers: tuple[str, ...] = ()  # the wrappers around it, outermost first
    other_time: str | None = None  # the other clock of a line with two, where they disagree
    # What an error manager's block went on with below its head, as logged: its "Possible
    # Cause:", its "Solution:", its TraceBack's frames (most recent call last).
    cause: str | None = None
    solution: str | None = None
    trace: tuple[str, ...] = ()
    # The neighbours' codes it names in their messages ("mooncake-store/LEASE_EXPIRED",
    # "sglang-kv/unknown-from-another-rank": registry/neighbours.py).
    neighbours: tuple[str, ...] = ()
    # torch_npu's code it prints ("ERR02200 DIST call hccl api failed").
    torch: str | None = None
    # Lines of its kind a summary collapsed into it (triage/shrink.py): between the kind's
    # first kept line and this one, outside its side's failure window.
    repeats: int = 0
    # The zone its clock states ("+08:00", "Z"), where it states one: times are compared
    # as written; where the lines state different zones, the report says so.
    zone: str | None = None

    @property
    def is_error(self) -> bool:
        return self.level in ERROR_LEVELS

    def record(self) -> dict:
        return self._asdict() | {
            "codes": list(self.codes),
            "lower": list(self.lower),
            "clusters": list(self.clusters),
            "wrappers": list(self.wrappers),
            "trace": list(self.trace),
            "neighbours": list(self.neighbours),
        }

    def goes_on(self, kind: str, words: str) -> Event:
        """This block's event with one more line of its block (``kinds.block_goes_on``):
        a frame's lower-layer codes are the block's too (its runtime result)."""
        if kind == error_manager.CAUSE:
            return self._replace(cause=words)
        if kind == error_manager.SOLUTION:
            return self._replace(solution=words)
        if kind != error_manager.FRAME:
            return self
        hit = hit_of(self.line_no, words, everything=True)
        lower = tuple(code.name for code in hit.lower) if hit else ()
        return self._replace(
            trace=(*self.trace, words), lower=tuple(dict.fromkeys((*self.lower, *lower)))
        )


class Anchors(NamedTuple):
    """What makes a line worth keeping, as literals that ``bytes.find`` looks for (C
    speed, linear): ``cased`` in the line as it is (levels, exceptions), ``caseless`` in
    the line lower-cased (markers, and the words the symptoms' data looks for).
    ``weak_cased``, ``weak_caseless``: words of a line kept only where it is an error (a
    lower layer's failed call that states no level, a tool's output of a device's state)."""

    cased: tuple[bytes, ...]
    caseless: tuple[bytes, ...]
    weak_cased: tuple[bytes, ...] = ()
    weak_caseless: tuple[bytes, ...] = ()


# A level or an exception, as the line writes it. "ERROR" counts as a word of its own
# (not NO_ERROR); glog's "E0312 ..." at a line's start is looked for apart.
LEVEL_WORDS = tuple(level.encode() for level in ERROR_LEVELS)
# glog's letters of an error's level, at a line's start: "E0312 10:41:02.123456 ...".
GLOG_ERRORS = ("E", "F")
# The error manager's "TraceBack (most recent call last):" (a capital B): the lines before
# it are read too, for a block's header that states no PID ("EI0002: The wait ...").
EM_TRACEBACK = b"TraceBack (most recent"
CASED = (
    b"Traceback (most recent call last)",
    b"LLMException",
    b"LLMStatusCode.",
    b"status_code",
    b"ErrorNo:",
    # A raised exception's own line ("RuntimeError: ..."), and the error manager's blocks
    # ("EJ0001: [PID: 7] ...", and "TraceBack (most recent ..." under a header that
    # states no PID: the lines before it are read too).
    b"Error: ",
    b"[PID: ",
)  # and EM_TRACEBACK, looked for apart (sources._anchored: its line and those above it)
# A failed call ("aclrtGetDevice failed") and a tool's output of a
# device's state (hccn_tool's "LINK DOWN"): kept only as an error. (A block's lines below
# its head are read with it: sources._goes_on.)
WEAK_CASED = tuple(dict.fromkeys(w for transcript in TRANSCRIPTS for w in transcript.anchors))
# A failed call's words as the real lines write them ("aclrtGetDevice failed",
# "HcclCommInitRootInfo fail, error:7"): "fail" alone is too common (users' prompts).
WEAK_CASELESS = (b" failed", b" fail,")
# What makes a weak word's line worth reading, away from a block: such a call, or a
# tool's output of a device's state (read in the line's bytes, before it is decoded).
WEAK_WORTH = re.compile(
    b"|".join((FAILED_CALL.encode(), *(re.escape(w) for w in WEAK_CASED))), re.ASCII
)
# Before "fail", what a call's name has (aclrtGetDevice, HcclCommInit): a lower-case
# letter then a capital. A first test, cheaper than WEAK_WORTH's.
CAMEL = re.compile(rb"[a-z][A-Z]")


@lru_cache(maxsize=1)
def anchors() -> Anchors:
    """The markers, the words of lines a person should read, and the words of what the
    symptoms' data looks for at any level. What it looks for in error lines only needs
    no anchor: an error line is kept by its level."""
    words = set(MARKERS) - set(SUCCESSES)  # transfers that went through are only counted
    for symptom in SYMPTOMS:
        if not symptom.error_only:
            words |= {line[0] for line in symptom.lines}
        for hypothesis in symptom.hypotheses:
            for look in (hypothesis.supports, hypothesis.refutes):
                if look is not None and not look.errors:
                    words |= {line[0] for line in look.lines}
            words |= set(hypothesis.shows)
    # Each other kind's words that keep a line wherever they stand (registry/kinds.py): a
    # lower layer's code in its own words ("runtime result = 207001"), the neighbours'
    # messages that print their codes (not "error=", too common alone): a line that
    # names a failure code is read, whatever else it holds (issue 49).
    for kind in KINDS:
        words |= set(kind.anchors)
    caseless = tuple(sorted({w.lower().encode() for w in words}))
    return Anchors(LEVEL_WORDS + CASED, caseless, WEAK_CASED, WEAK_CASELESS)


def event_of(
    source: str, file: str, line_no: int, line: str, year: int | None = None, stamp=None
) -> Event:
    """The event of one kept line. ``year``: for a timestamp that has none (glog's
    ``E0312``, vLLM's ``03-12``), the year of the file's last full timestamp; ``stamp``:
    the line's ``read_stamp`` in that year, where the caller has read it already.

    A line a wrapper relays (``(TaskRunner pid=7) ``, ``[rank1]: ``, vLLM's logger) is
    read as the line inside it; the wrapper's level and clock count where that line
    states none. An error manager's block line is an error of its code's layer, at the
    time it states (more precise than a wrapper's)."""
    stamp = stamp or read_stamp(line, year)
    inner, block, level, module, time = (
        stamp.inner,
        stamp.block,
        stamp.level,
        stamp.module,
        stamp.time,
    )
    tid, site_of_line = stamp.tid, stamp.site
    hit = hit_of(line_no, inner, everything=True)
    quiet = level and level not in ERROR_LEVELS
    if hit is not None and quiet and hit.codes and all(c.value == 0 for c in hit.codes):
        # Only success, at a level below an error a wrapper states (vLLM's INFO): no
        # code, as the whole line reads (logs._quiet; adversarial review 12-02 L10).
        hit = hit._replace(codes=(), code=None)
    message = hit.message if hit else None
    layer = _layer(module, inner, message.path if message else None, site_of_line)
    lower = hit.lower if hit else ()
    failing = hit is not None and any(code.value != 0 for code in hit.codes)
    if not level and (lower or failing):
        # A failure code, in its layer's own words, in a line that states no level: an
        # error of its layer (ours; issue 49: a line that names a failure code is never
        # "no error line").
        level = ERROR_LEVELS[0]
    if layer == APP and lower:
        layer = _LOWER_LAYER[lower[0].layer]
    elif layer == APP and (call := FAILED_CALL_IN.search(inner)):
        layer = _CALL_LAYER.get(call["prefix"].lower(), "HCCL")
    if block is not None:
        layer = error_manager.layer_of(block.code)
    elif stamp.torch_npu is not None:
        layer = TORCH_NPU  # the wrapper's line: the layer it names failed below it
    elif stamp.layer is not None:
        layer = stamp.layer
    # Read in the whole line: vLLM's prefix names the file that decides the table.
    named = kinds.neighbour_codes(line)
    if named and layer == APP:
        # A neighbour's code, in its own message: an error of its table's layer (the
        # store's, the connector's, memfabric's; MindIE's is the application's), where
        # the line states no level (SGLang's logger states none): ours, as for a lower
        # layer's code. A reason that only passes on another rank's failure passes on.
        level = level or ERROR_LEVELS[0]
        layer = neighbour_contexts.layer_of(named[0])
    comm = _COMM.search(line)
    peer = _PEER.search(line)
    request = _REQUEST.search(line)
    timeout = _TIMEOUT.search(line)
    timeout_ms = None
    if (
        timeout
        and timeout.group(2) in ("ms", None)
        and "ms" in line[timeout.start() : timeout.end() + 3]
    ):
        timeout_ms = int(timeout.group(1))
    elif timeout and timeout.group(2) == "s":
        timeout_ms = int(timeout.group(1)) * 1000
    return Event(
        source=source,
        file=file,
        line_no=line_no,
        time=time,
        level=level,
        layer=layer,
        # A report, a summary and --json are made to be shared: a secret a line shows
        # (a URL's password, "token=...") is hidden there (adversarial review, H2).
        text=redaction.text_of(line if len(line) <= SHOWN else _cut(line, hit, block)),
        code=hit.code.qualified if hit and hit.code else None,
        codes=tuple(code.qualified for code in hit.codes) if hit else (),
        site=message.site if message else None,
        site_named=confirmed(message, line) if message else True,
        passes_on=bool(message and message.passes_on)
        or any(n.reason is not None and n.reason.propagated for n in named),
        returns=message.returns if message else None,
        tid=tid,
        lower=tuple(code.name for code in hit.lower) if hit else (),
        comm=comm.group(1) if comm else None,
        peer=f"{peer.group(1)}:{peer.group(2)}" if peer else None,
        timeout_ms=timeout_ms,
        clusters=tuple(dict.fromkeys(_CLUSTER.findall(line))),
        request=request.group(1) if request else None,
        em=block.code if block is not None else None,
        format=stamp.format,
        wrappers=stamp.wrappers,
        other_time=stamp.other_time,
        neighbours=tuple(neighbour_contexts.key_of(n) for n in named),
        torch=hit.torch if hit else None,
        zone=stamp.zone,
    )


# A line longer than SHOWN keeps its start, the part around its code, and its end.
_START, _AROUND, _END = 1200, 300, 200


def _cut(line: str, hit, block) -> str:
    codes = (*(hit.codes if hit else ()), *(hit.lower if hit else ()))
    return cut_around(line, _words(block.code if block else None, codes), _START, _AROUND, _END)


def kind_of(event: Event) -> str:
    """What makes two lines the same failure or the same kind of line: upstream's
    message, else the code, else the line with its numbers taken out."""
    if event.site:
        return event.site
    if event.code:
        return event.code
    text = event.text[event.text.find("]", 40) + 1 :] if "]" in event.text[:120] else event.text
    text = text[:120]
    if text.isascii():  # most lines: one translate in C, not a generator a character
        return text.translate(_ASCII_DIGITS)
    return "".join("#" if c.isdigit() else c for c in text)


_ASCII_DIGITS = str.maketrans("0123456789", "#" * 10)


def decisive(event: Event) -> list[str]:
    """The words of a kept line worth keeping when it is shown cut: its codes, as a line
    spells them (a name, a value), and the error manager's code."""
    names = (*event.codes, *event.lower)
    codes = [c for name in names if (c := lower_by_name(name) or BY_KEY.get(name.lower()))]
    return _words(event.em, codes)


def _words(manager: str | None, codes) -> list[str]:
    """An error manager's code, then each code as a line spells it: its name, its value."""
    words = [manager] if manager else []
    for code in codes:
        words += [code.name, str(code.value)]
    return words


# Which layer upstream's message is of, by its source path; trusted over a plog module
# that is one of these (the libraries' own, or none).
_PATH_LAYERS = (
    (("src/llm_datadist/adxl/", "src/llm_datadist/api/adxl"), "ADXL"),
    (("src/hixl/", "src/ops/hixl"), "HIXL"),
    (("src/llm_datadist/", "src/python/"), "LLM-DataDist"),
)
_MODULES_OF_OURS = ("", "HIXL", "ADXL", "GE", "LLM", "LLMDATADIST")
# HIXL's module name on a line of ADXL's engine: (the module's layer, the line's).
_ADXL_UNDER = ("HIXL", "ADXL")
_ADXL_WORDS = ("AdxlInnerEngine", "AscendDirect")
# The layer such a call's prefix names (CANN's naming: aclrt/rt the runtime, hal/drv the
# driver, Hccl/Hcom HCCL), and the layer of a lower code's table.
_CALL_LAYER = {"aclrt": "RUNTIME", "rt": "RUNTIME", "hal": "DRV", "drv": "DRV"}
_LOWER_LAYER = {"ACL": "RUNTIME", "HCCL": "HCCL"}


def _layer(module: str, line: str, path: str | None, site_of_line: str | None) -> str:
    """Which layer of the stack printed the line: upstream's message says it best (its
    source path), then a plog's module, then the words the README lists."""
    if path is not None and module in _MODULES_OF_OURS:
        for prefixes, layer in _PATH_LAYERS:
            if path.startswith(prefixes):
                return layer
    if module in _MODULE_LAYER:
        layer = _MODULE_LAYER[module]
        if layer == _ADXL_UNDER[0] and any(word in line for word in _ADXL_WORDS):
            return _ADXL_UNDER[1]
        return layer
    for word, layer in _LAYER_WORDS:
        if word in line[:400]:
            return layer
    if module:
        return module
    return APP
