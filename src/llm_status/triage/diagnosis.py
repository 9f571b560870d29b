"""From both ends' events to a diagnosis, by upstream's troubleshooting method
(``shared/upstream/troubleshoot/SKILL.md``): merge the ends by time; the first
LLM-DataDist/HIXL error and the first lower-layer (HCCL, HCCP, runtime, driver) error in
the same window; each failure's chain (origin, the calls it passed through, the
symptom); the symptoms of the differential diagnosis with each hypothesis supported,
ruled out or open, and the lines that decided it; a verdict at the guide's threshold;
what is missing to settle it.

The numbers that are ours, not the guide's, are named here: ``WINDOW`` and ``CHAIN_GAP``.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections import Counter
from datetime import datetime, timedelta
from functools import lru_cache
from itertools import islice
from typing import NamedTuple

from ..reading.stamp import TORCH_NPU
from ..registry import facts as facts_registry
from ..registry import neighbours
from ..registry.symptoms import (
    LOWER_LAYERS,
    SYMPTOMS,
    UPSTREAM,
    Hypothesis,
    Look,
    Symptom,
)
from .events import APP, PATHS, Event, kind_of
from .facts import Fact
from .sources import MOST_EVENTS

# Ours: how far before a symptom its causes are looked for (the guide says "the same time
# window" and gives no number). A cause comes before the wait that ends in the symptom,
# and waits last up to a couple of minutes (the catalogue's link timeouts; HCCL's
# "timeout[120]" in vllm-ascend#1955, whose taken port was logged 120.1 s before its
# timeout), so five minutes. And the gap that ends a chain of one thread's error lines.
WINDOW = 300.0
AFTER = 5.0  # seconds after the first error that still count as its window
CHAIN_GAP = 2.0
# Ours: a side's logs cover a window (so that a line missing from them says something)
# where they hold lines in the symptom's minute or the one before, and in at least this
# share of the window's minutes: not by their first and last stamps, which a gap over the
# failure, or one stray 1970 or 2099 line, would stretch over it.
COVERED_SHARE = 0.5
# Pairs of sides whose logs do not overlap said one by one; past this, one sentence a side.
MOST_PAIRS_SAID = 3
MOST_SIDES_NAMED = 10  # sides a sentence about many names; the JSON lists them all
OURS_LAYERS = ("LLM-DataDist", "HIXL", "ADXL")
# The line of a link set-up's entry on one end (lower-cased): HCCL's HcclCommPrepare.
ENTRY = "hcclcommprepare"
# Where upstream's Python layer prints (its catalogue's paths): the symptom a caller saw.
PYTHON_SITE = "src/python/"
# Where a line names the other end's address as the remote one (upstream's templates:
# "remote engine:%s", HCCL's "remote_ip_addr[%s]" and "remoteIpAddr[%s]", "dest_ip",
# "target: %s").
_REMOTE = re.compile(
    r"(?:remote[ _]?engine|remote_ip_addr|remoteipaddr|remote ip|dest_ip|target)\W{0,4}"
    r"(\d{1,3}(?:\.\d{1,3}){3}(?::\d{1,5})?)(?![\d.])",
    re.IGNORECASE | re.ASCII,
)
# The error manager's EI0013 names its peer in its own words (error-manager.tsv: "Peer
# information: server %s, device ID %s, device IP %s."): the other end, by its block.
_PEER_INFO = re.compile(
    r"Peer information: server ([^,\s]{1,100}), device ID (\d{1,5}), device IP "
    r"(\d{1,3}(?:\.\d{1,3}){3})",
    re.ASCII,
)
# HCCL's heartbeat line of an error CQE names the other end (HCCL's guide,
# task_exec_stage.md: "[ROCE CQE ERROR]cqe error status[12], ..., remoteIP{server[S],
# deviceId[D],deviceIp[I]}"), as EI0013's block does.
_CQE_REMOTE = re.compile(
    r"remoteIP\{server\[([^\],\s]{1,100})\],deviceId\[([^\],\s]{1,45})\],"
    r"deviceIp\[(\d{1,3}(?:\.\d{1,3}){3})\]\}",
    re.ASCII,
)
# HCCL's cluster exception report names the node where it places the fault (HCCL's guide,
# task_exec_stage.md: "Cluster Exception Location[IP/ID]:[127.10.0.1/1]"): the node to read.
_LOCATION = re.compile(
    r"Cluster Exception Location\[IP/ID\]:\[(\d{1,3}(?:\.\d{1,3}){3}|[0-9A-Fa-f:]{2,45})/(\d{1,5})\]"
    r"(?:, Arrival Time:\[([^\]]{1,40})\])?",
    re.ASCII,
)
# HCCL's own verdict on a failed link set-up (hccl-fault-diagnosis/param_link_stage.md:
# "CONNECT TIMEOUT DETECT RESULT ... srcRank (server S, device ID D) fails to connect to
# dstRank (server S2, device ID D2). Continue to analyze the fault based on the logs of
# srcRank and dstRank."): the pair to follow.
_DETECTED = re.compile(
    r"srcRank \(server (?P<src>[0-9A-Fa-f.:]{2,45}), device ID (?P<src_device>\d{1,5})\) "
    r"fails to connect to dstRank \(server (?P<dst>[0-9A-Fa-f.:]{2,45}), device ID "
    r"(?P<dst_device>\d{1,5})\)",
    re.ASCII,
)
# How the report writes what a line names that the other end logs too.
ID_FORMS = {"comm": "comm[{}]", "cluster": "cluster_id={}", "request": "req_id={}"}
# The lines that end a side's latest chain when they name no thread: the application's,
# and the Python exception.
CALLERS = (APP, TORCH_NPU, "LLM-DataDist")

SUPPORTED, RULED_OUT, OPEN = "supported", "ruled-out", "open"
CONFIRMED, LIKELY, INSUFFICIENT = "confirmed", "likely", "insufficient"


class Decision(NamedTuple):
    hypothesis: Hypothesis
    status: str
    why: str  # the key of our sentence that says how it was decided
    evidence: tuple[Event, ...]  # the lines that decided it
    gap_ms: int | None = None
    timeout_ms: int | None = None
    said: tuple[tuple[str, str], ...] = ()  # the sentence's other fields (a version's)


class Across(NamedTuple):
    """What is known across the ends before any symptom is weighed: when each side
    entered each ``comm[...]``, which pairs of sides' clocks may disagree, and the minutes
    each side's logs hold lines in (``minutes[label]``: any level; ``info[label]``: plog
    INFO lines)."""

    entries: dict[str, dict[str, Event]]
    skewed: Apart
    minutes: dict[str, set[str]]
    info: dict[str, set[str]]
    twins: set[frozenset]  # pairs of sides given the same logs: neither is the other's peer
    cut: dict[str, float]  # from when a side's context lines were not all kept (sources)
    facts: dict[str, list[Fact]]  # each side's node's facts (triage/facts.py)
    reduced: set[str]  # sides a summary of summaries kept by their first lines (rollup.py)
    # The facts set aside, and why (a (key, fields) sentence by what it is about), filled
    # as the checks weigh them; the facts that count at each failure (by its place); each
    # side's events, for which sides are a failure's peers.
    aside: dict[tuple, tuple[str, dict]]
    views: dict[tuple, Across]
    by_side: dict[str, list[Event]]


class Finding(NamedTuple):
    symptom: Symptom
    event: Event  # the first line that shows it
    count: int  # lines that show it
    decisions: tuple[Decision, ...]
    verdict: str


class Diagnosis(NamedTuple):
    sources: list[dict]
    events: list[Event]  # merged, by time (lines with none after, in file order)
    first_error: Event | None
    first_lower: Event | None
    chains: list[list[tuple[str, Event]]]  # (role, event), in time order
    findings: list[Finding]
    verdict: str
    missing: list[tuple[str, dict]]  # (key of our sentence, its fields)
    recurrences: Counter  # the first error's kind, on each side
    clocks: list[tuple[str, dict]]
    pairing: list[tuple[str, dict]]  # whether the other sides' logs are of the same link
    paths: dict[str, str]  # each side's engine and path (HIXL_CS, FabricMem, ADXL), where shown
    first_failure: Event | None = None  # the earliest error of any layer, on any side
    first_node: dict | None = None  # of three sides or more: the one that failed first
    # The node's facts that decided nothing, and why: another node's, another time's, not
    # the failing link's other end (sentence keys and their fields).
    facts_aside: tuple[tuple[str, dict], ...] = ()


_EPOCH = datetime(1970, 1, 1)


@lru_cache(maxsize=1 << 16)
def seconds(time: str | None) -> float | None:
    """A log's time (no zone: as the log states it) as seconds, for differences only.
    Cached: each hypothesis compares every event's time with its symptom's."""
    if time is None:
        return None
    return (datetime.fromisoformat(time) - _EPOCH).total_seconds()


# The neighbours' reasons that relay another rank's failure (registry/neighbours.py).
RELAYED = frozenset(f"sglang-kv/{r.name}" for r in neighbours.reasons() if r.propagated)


@lru_cache(maxsize=1 << 17)
def _low(text: str) -> str:
    """A line lower-cased, once: every symptom and hypothesis reads every kept line."""
    return text.lower()


def merged(events: list[Event]) -> list[Event]:
    """Both ends' events by time; lines without one after them, in file order. The key
    is the events' own (never the order the sources were given in).

    A clock to the whole second (torch_npu's "2025-11-26-11:11:13") is an interval: it
    never comes first before the milliseconds of its own second. Inside its second it
    stands where its file puts it, before the next line of its file that states a
    fraction there, and where none does, at the second's end (issue 49)."""
    place: dict[int, str] = {}
    by_file: dict[tuple[str, str], list[Event]] = {}
    for event in events:
        if event.time is not None and len(event.time) == 19:
            by_file.setdefault((event.source, event.file), [])
    if by_file:
        for event in events:
            if event.time is not None and (event.source, event.file) in by_file:
                by_file[event.source, event.file].append(event)
        for file_events in by_file.values():
            following: tuple[str, str] | None = None  # the next precise stamp, in file order
            for event in sorted(file_events, key=lambda e: e.line_no, reverse=True):
                second = event.time[:19]
                if len(event.time) > 19:
                    following = (second, event.time[19:])
                else:
                    fraction = following[1] if following and following[0] == second else ".9999999"
                    place[id(event)] = second + fraction

    def key(e: Event) -> tuple:
        return (e.time is None, place.get(id(e), e.time or ""), e.source, e.file, e.line_no)

    return sorted(events, key=key)


def diagnose(sources: list[dict], events: list[Event]) -> Diagnosis:
    events = merged(events)
    errors = [e for e in events if e.is_error]
    ours = [e for e in errors if is_ours(e)]
    first_error = ours[0] if ours else _not_relayed(errors)
    first_lower = _first_lower(errors, first_error)
    first_failure = _first_failure(errors)
    chains = _chains(errors)
    labels = sorted({s["label"] for s in sources})
    twins = _twins(sources)
    entries = _entries(events)
    said, skewed = _clocks(sources, events, entries)
    clocks = [("same_logs", {"a": a, "b": b, "file": f}) for a, b, f in twins] + said
    pairs = {frozenset((a, b)) for a, b, _ in twins}
    cut = {s["label"]: seconds(s["cut"]) for s in sources if s.get("cut")}
    reduced = _reduced(sources)
    facts, aside = _node_facts(sources)
    by_side: dict[str, list[Event]] = {label: [] for label in labels}
    for event in events:
        by_side.setdefault(event.source, []).append(event)
    across = Across(
        entries,
        skewed,
        *_minutes(sources, events),
        pairs,
        cut,
        facts,
        reduced,
        aside,
        {},
        by_side,
    )
    findings = [f for s in SYMPTOMS if (f := _finding(s, events, sources, across)) is not None]
    findings.sort(key=lambda f: (f.event.time is None, f.event.time or ""))
    verdict = _verdict(findings, events, first_error)
    missing = _missing(findings, across, labels, first_error, events)
    detected = _hccl_detected(errors)
    for fields in detected:
        missing.insert(0, ("missing_dst_rank", fields))
    if verdict == INSUFFICIENT and not missing and (lead := first_failure or first_error):
        # Never "collect what is listed below" with nothing below (fidelity M2, UX P2-3).
        missing.append(("missing_lead", {"side": lead.source}))
    if skewed:
        missing.append(
            (
                "missing_clocks",
                {"sides": few_sides(skewed.all_sides())},
            )
        )
    anchor = findings[0].event if findings else first_error
    # The sides whose logs may be the anchor's peer's (not those given the same logs).
    others = [x for x in labels if anchor is None or frozenset((x, anchor.source)) not in pairs]
    recurrences: Counter = Counter()
    if first_error is not None:
        kind = kind_of(first_error)
        recurrences = Counter()  # a summary's collapsed lines count (Event.repeats)
        for e in errors:
            if kind_of(e) == kind:
                recurrences[e.source] += 1 + e.repeats
    return Diagnosis(
        sources,
        events,
        first_error,
        first_lower,
        chains,
        findings,
        verdict,
        missing,
        recurrences,
        clocks,
        [("hccl_pair", f) for f in detected] + _pairing(anchor, events, others),
        _paths(sources),
        first_failure,
        _first_node(first_failure, errors, labels, skewed),
        tuple(across.aside.values()),
    )


def is_ours(event: Event) -> bool:
    """Whether a line is LLM-DataDist's, HIXL's or ADXL's, or reports one of their codes."""
    return event.layer in OURS_LAYERS or bool(event.codes)


def _not_relayed(errors: list[Event]) -> Event | None:
    """The first error, but not a line that only passes on another rank's failure (SGLang's
    "unknown reason from another rank") where another error stands in the same second:
    that one failed itself (ours: a relayed failure is never its own origin)."""
    if not errors:
        return None
    first = errors[0]
    if not any(key in RELAYED for key in first.neighbours):
        return first
    second = (first.time or "")[:19]
    for event in errors[1:]:
        if (event.time or "")[:19] != second:
            break
        if not any(key in RELAYED for key in event.neighbours):
            return event
    return first


def _first_failure(errors: list[Event]) -> Event | None:
    """The earliest error line of any layer, on any side: what failed first (UX P2-2). A
    caller's line (the application's, torch_npu's) only where no layer below logged one:
    its clock often rounds to the second before the line that explains it."""
    timed = [e for e in errors if e.time is not None]
    below = [e for e in timed if not _a_callers(e)]
    return _not_relayed(below or timed)


# Where a line names its own end's address (upstream's templates: "local engine:%s",
# "local_engine:%s", "local_ip:%s"; HCCL's "localIpAddr[%s]").
_LOCAL = re.compile(
    r"(?:local[ _]?engine|local_ip_addr|localipaddr|local_ip)\W{0,4}"
    r"(\d{1,3}(?:\.\d{1,3}){3}(?::\d{1,5})?)(?![\d.])",
    re.IGNORECASE | re.ASCII,
)


def few_sides(sides: list[str]) -> str:
    """Sides as a sentence names them: the first few, and how many more."""
    more = len(sides) - MOST_SIDES_NAMED
    return ", ".join(sides[:MOST_SIDES_NAMED]) + (f" (+{more:,})" if more > 0 else "")


def _first_node(
    first: Event | None, errors: list[Event], labels: list[str], skewed: Apart
) -> dict | None:
    """Of three sides or more (a cluster): the side whose error came first, how many
    failed after it, which of those name one of its addresses as their peer (echoes of
    its failure, ours: a later error that names it as the other end), and which of them
    may have a clock that disagrees with its (``clocks``: then "first" holds only if the
    clocks agreed). One pass over the errors: no pair of sides is compared but the first
    node with each."""
    if first is None or len(labels) < 3:
        return None
    node = first.source
    own: set[str] = set()
    later: dict[str, list[str]] = {}  # each other side's remote addresses, of its errors
    for event in errors:
        if event.source == node:
            own.update(m[1] for m in _LOCAL.finditer(event.text))
        elif event.time is not None:
            later.setdefault(event.source, []).extend(m[1] for m in _REMOTE.finditer(event.text))
    hosts = {address.split(":")[0] for address in own}
    echoes = sorted(
        side
        for side, remotes in later.items()
        if any(r in own or (":" not in r and r in hosts) for r in remotes)
    )
    return {
        "side": node,
        "time": first.time,
        "total": len(labels),
        "later": len(later),
        "echoes": echoes,
        "silent": len(labels) - len(later) - 1,
        "addresses": sorted(own),
        "clocks": sorted(side for side in later if frozenset((node, side)) in skewed),
    }


def _first_lower(errors: list[Event], first: Event | None) -> Event | None:
    """The first HCCL, HCCP, runtime or driver error in the first error's window, on any
    side (the peer's comes first as often as not)."""
    lower = [e for e in errors if e.layer in LOWER_LAYERS and e.time is not None]
    if first is None or first.time is None:
        return lower[0] if lower else None
    at = seconds(first.time)
    for event in lower:
        if at - WINDOW <= seconds(event.time) <= at + AFTER:
            return event
    return None


def _chains(errors: list[Event]) -> list[list[tuple[str, Event]]]:
    """One thread's error lines, each within ``CHAIN_GAP`` of the one before, as one
    chain: its first line the origin, the lines that pass a status on (or follow it in
    the library), and the symptom the caller saw (the application's, the exception)."""
    open_chains: dict[tuple[str, str | None], list[Event]] = {}
    # Each side's chain that took a line last: the errors come in time order, so it is the
    # side's latest (one lookup a line: linear in the lines, whatever the threads).
    latest: dict[str, tuple[str, str | None]] = {}
    done: list[list[Event]] = []
    for event in errors:
        if event.time is None:
            continue
        key = (event.source, event.tid)
        if event.layer in CALLERS and event.tid is None and event.source in latest:
            # The application's line, or the Python exception: the end of the side's latest chain.
            key = latest[event.source]
        chain = open_chains.get(key)
        latest[event.source] = key
        if chain and seconds(event.time) - seconds(chain[-1].time) <= CHAIN_GAP:
            chain.append(event)
            continue
        if chain:
            done.append(chain)
        open_chains[key] = [event]
    done += open_chains.values()
    done.sort(key=lambda c: c[0].time)
    return [_roles(chain) for chain in done]


def _roles(chain: list[Event]) -> list[tuple[str, Event]]:
    """Each line's role in its chain. The origin is its first line of a library or a layer
    below: a caller's line (the application's, torch_npu's) says what it saw, even when
    its clock puts it first (a whole second, or a report written before the block that
    explains it: ERR02200 before EJ0001)."""
    origin = next((i for i, e in enumerate(chain) if not _a_callers(e)), 0)
    return [("origin" if i == origin else _role(e), e) for i, e in enumerate(chain)]


def _a_callers(event: Event) -> bool:
    return event.layer in (APP, TORCH_NPU) or (event.site or "").startswith(PYTHON_SITE)


def _role(event: Event) -> str:
    return "symptom" if _a_callers(event) else "passed-on"


def _shows(symptom: Symptom, event: Event) -> bool:
    if symptom.error_only and not event.is_error:
        return False
    if event.format not in symptom.formats:
        return False  # its words in another program's line (a prompt, a shell trace)
    # The line, and the lower layers' codes it reports (ret: 0x7BCA6 is the runtime's
    # ACL_ERROR_RT_STREAM_SYNC_TIMEOUT).
    text = _low(event.text) + (" " + " ".join(event.lower).lower() if event.lower else "")
    if event.neighbours:  # and the neighbours' codes it names (mooncake-store/lease_expired)
        text += " " + " ".join(event.neighbours).lower()
    return any(all(_holds(text, word) for word in line) for line in symptom.lines)


def _holds(text: str, word: str) -> bool:
    """Whether a lower-cased line holds ``word`` as a word of its message: not inside an
    identifier (``timeout`` in ``timeout_sec`` or ``wait_timeout_ms=``, ``socket`` in
    ``hccl_socket``), though a word may go on as words do (``fail`` in ``failed``). A
    word that is itself part of an identifier (``insufficient_device_memory``, the end of
    EI0011's title) is looked for as it is."""
    if "_" in word:
        return word in text
    at = text.find(word)
    while at >= 0:
        end = at + len(word)
        before = text[at - 1] if at and _WORDY.match(word) else ""
        after = text[end] if end < len(text) and _WORDY.match(word[-1]) else ""
        if not (before.isalnum() or before == "_") and after != "_":
            return True
        at = text.find(word, at + 1)
    return False


_WORDY = re.compile(r"\w", re.ASCII)


def _finding(
    symptom: Symptom, events: list[Event], sources: list[dict], across: Across
) -> Finding | None:
    showing = [e for e in events if _shows(symptom, e)]
    if not showing:
        return None
    first = showing[0]
    decisions = tuple(_decide(h, first, events, sources, across) for h in symptom.hypotheses)
    verdict = _threshold(symptom, decisions, across, first)
    if verdict == CONFIRMED and symptom.phase == "link" and _involves(across.skewed, first.source):
        # The guide (SKILL.md): a hint that the ends' clocks disagree lowers the confidence
        # of a conclusion; a link problem is decided across both ends' times.
        verdict = LIKELY
    return Finding(symptom, first, len(showing), decisions, verdict)


def _involves(skewed: Apart, side: str) -> bool:
    return skewed.involves(side)


def _in_look(look: Look, event: Event, symptom_event: Event) -> bool:
    if look.side == "peer" and event.source == symptom_event.source:
        return False
    if look.same_thread and not _same_thread(event, symptom_event):
        return False
    if look.layers is not None and event.layer not in look.layers:
        return False
    if event.format not in look.formats:
        return False  # upstream's words in another program's line (a prompt, a shell trace)
    if look.errors and not event.is_error:
        return False
    at, then = seconds(event.time), seconds(symptom_event.time)
    if at is None or then is None:
        return False
    start = float("-inf") if look.whole else then - WINDOW
    if not start <= at <= (then + _rounded(symptom_event) if look.before else then + AFTER):
        return False
    if look.before and event is symptom_event:
        return False
    if not look.lines:
        return event.is_error  # any error of those layers
    text = _low(event.text)
    return any(all(_holds(text, word) for word in line) for line in look.lines)


def _rounded(event: Event) -> float:
    """How much later than its time a line may have been written: a clock that states
    whole seconds (vLLM's ``12-02 10:41:05``) stands for its whole second, so a line of
    that second with a finer clock may come before it (ours)."""
    whole = event.time is not None and len(event.time) == 19  # no fraction: reading/stamp._normal
    return 1.0 if whole else 0.0


def _same_thread(event: Event, symptom_event: Event) -> bool:
    """The symptom's side, and its thread where both lines name one (ours)."""
    if event.source != symptom_event.source:
        return False
    return event.tid is None or symptom_event.tid is None or event.tid == symptom_event.tid


def _found(look: Look, symptom_event: Event, events: list[Event]) -> tuple[Event, ...]:
    return tuple(islice((e for e in events if _in_look(look, e, symptom_event)), 3))


def _minutes(sources: list[dict], events: list[Event]) -> tuple[dict, dict]:
    """The minutes each side's logs hold lines in: any level (its kept lines and its plog
    INFO lines), and plog INFO lines."""
    info: dict[str, set[str]] = {}
    for source in sources:
        minutes = info.setdefault(source["label"], set())
        for file in source["files"]:
            minutes.update(file.get("info_minutes", ()))
    every = {label: set(minutes) for label, minutes in info.items()}
    for event in events:
        if event.time is not None:
            every.setdefault(event.source, set()).add(event.time[:16])
    return every, info


def covers(across: Across, label: str, then: float, info: bool = False, since=None) -> bool:
    """Whether a side's logs hold lines across the window before ``then`` (from ``since``
    where given, else ``WINDOW`` before), at any level or of plog INFO: in the window's
    last minute or the one before, and in ``COVERED_SHARE`` of its minutes (ours)."""
    held = (across.info if info else across.minutes).get(label, set())
    if label in across.reduced:
        return False  # a summary of summaries left its other lines out (rollup.py)
    if not held or (label in across.cut and then + AFTER >= across.cut[label]):
        return False  # no lines; or not all kept there (past the cap on context lines)
    start = then - WINDOW if since is None else min(since, then)
    minutes = [_minute(start + 60 * i) for i in range(int((then - start) // 60) + 1)]
    if _minute(then) not in minutes:
        minutes.append(_minute(then))
    if _minute(then) not in held and _minute(then - 60) not in held:
        return False
    return sum(1 for m in minutes if m in held) >= COVERED_SHARE * len(minutes)


def _minute(moment: float) -> str:
    return _clock(moment)[:16].replace(" ", "T")


def _ranges(sources: list[dict]) -> dict[str, tuple[float, float]]:
    """Each side's span of time, from its files' first and last lines; a file whose year
    came from its last change (a clock that states none, and no dated line) is left out:
    a year so inferred says nothing of the clock (issue 49)."""
    ranges = {}
    for source in sources:
        times = [
            seconds(t)
            for f in source["files"]
            if (f.get("year") or {}).get("from") != "mtime"
            for t in (f.get("first"), f.get("last"))
            if t
        ]
        if times:
            ranges[source["label"]] = (min(times), max(times))
    return ranges


def _twins(sources: list[dict]) -> list[tuple[str, str, str]]:
    """The pairs of sides that hold the same file (the same bytes: its size and CRC-32),
    with that file's name: one side's logs given twice (``P=d.log D=d.log``, a copy, a
    glob that matched the same folder)."""
    seen: dict[str, tuple[str, str]] = {}
    twins = []
    for source in sources:
        for file in source["files"]:
            key = file.get("content")
            if not key or key.startswith("0:") or file.get("facts"):
                continue  # an empty file is no one's logs; two nodes' facts may be alike
            if key in seen and seen[key][0] != source["label"]:
                pair = (seen[key][0], source["label"], seen[key][1])
                if all((a, b) != pair[:2] for a, b, _ in twins):
                    twins.append(pair)
            seen.setdefault(key, (source["label"], file["file"]))
    return twins


def _peers(across: Across, label: str) -> list[str]:
    """The sides that may be a side's peer: the others, but those given the same logs."""
    return [
        other
        for other in across.minutes
        if other != label and frozenset((label, other)) not in across.twins
    ]


def _peer_present(across: Across, symptom_event: Event) -> bool:
    """Whether another side's logs hold lines in the symptom's window at all (the guide: a
    link problem is decided with both ends' logs): enough for a line of theirs to decide,
    not for a line missing from them (``_peer_covers``)."""
    then = seconds(symptom_event.time)
    if then is None:
        return False
    window = {_minute(then - WINDOW + 60 * i) for i in range(int(WINDOW // 60) + 1)}
    window.add(_minute(then + AFTER))
    return any(
        not window.isdisjoint(across.minutes[label])
        for label in _peers(across, symptom_event.source)
    )


def _peer_covers(across: Across, symptom_event: Event, info: bool = False, since=None) -> bool:
    """Whether another side's logs cover the symptom's window (the guide: a link problem
    is decided with both ends' logs of the same window; how densely, ours: ``covers``)."""
    then = seconds(symptom_event.time)
    if then is None:
        return False
    return any(
        covers(across, label, then, info, since) for label in _peers(across, symptom_event.source)
    )


def _decide(
    h: Hypothesis, at: Event, events: list[Event], sources: list[dict], across: Across
) -> Decision:
    if h.check in FACT_CHECKS:
        decision = FACT_CHECKS[h.check](h, at, events, _at_failure(across, at))
        # Where the facts decide nothing, a line of its own may (HCCL's check of the IP
        # family at the communicator's start).
        lines = _found(h.supports, at, events) if decision.status == OPEN and h.supports else ()
        if lines:
            return Decision(h, SUPPORTED, "decided_line", lines)
        if decision.why != "decided_no_facts" or not h.shows:
            return decision
        # No node's facts: the lines a person should read, as for any open hypothesis.
        shown = _shown(h, at, events)
        return Decision(h, OPEN, "decided_read", shown) if shown else decision
    if h.check is not None:
        return _comm_check(h, at, sources, across)
    supporting = _found(h.supports, at, events) if h.supports else ()
    if h.supports_also is not None and not supporting:
        supporting = _found(h.supports_also, at, events)
    look = h.supports
    side_present = look is not None and (
        look.side != "peer" or _peer_covers(across, at, info=not look.errors)
    )
    if h.absent_supports:
        if supporting:
            return Decision(h, OPEN, "decided_present_check", supporting)
        if look.whole:
            # Whether the peer's INFO logs go back to the link set-up, where a registration
            # would stand (fidelity W2): else its absence says nothing.
            since = _entered(across, at)
            if since is None or not _peer_covers(across, at, info=True, since=since):
                return Decision(h, OPEN, "decided_not_covered", ())
        if side_present:
            return Decision(h, SUPPORTED, "decided_absent", ())
        return Decision(h, OPEN, "decided_no_peer", ())
    if supporting:
        if h.ports and (held := _holders(supporting, _at_failure(across, at))):
            return Decision(h, SUPPORTED, "decided_line_held", supporting + held)
        return Decision(h, SUPPORTED, "decided_line", supporting)
    if h.refutes is not None and (refuting := _found(h.refutes, at, events)):
        return Decision(h, RULED_OUT, "decided_refuted", refuting)
    if h.absent_rules_out and side_present:
        return Decision(h, RULED_OUT, "decided_absent_rules_out", ())
    if look is not None and look.side == "peer" and not side_present:
        return Decision(h, OPEN, "decided_no_peer", ())
    shown = _shown(h, at, events)
    return Decision(h, OPEN, "decided_read" if shown else "decided_nothing", shown)


def _shown(h: Hypothesis, at: Event, events: list[Event]) -> tuple[Event, ...]:
    """Up to three lines of the symptom's window with the hypothesis's words to read."""
    words = [w.lower() for w in h.shows]
    if not words:
        return ()
    then = seconds(at.time)
    return tuple(
        islice(
            (
                e
                for e in events
                if e is not at
                and (then is None or e.time is None or -WINDOW <= seconds(e.time) - then <= AFTER)
                and any(w in _low(e.text) for w in words)
            ),
            3,
        )
    )


_PORT = re.compile(r"\bport\s?\[?(\d{1,5})\b", re.IGNORECASE)


def _holders(lines: tuple[Event, ...], across: Across) -> tuple[Event, ...]:
    """What holds the ports the lines name, on each line's node, as its facts say (ss -ltnp:
    the listening socket, and its process where ss could say)."""
    held = []
    for line in lines:
        ports = set(_PORT.findall(line.text))
        held += [
            fact_event(line.source, f)
            for f in across.facts.get(line.source, [])
            if f.key == "listen" and f.value in ports
        ]
    return tuple(dict.fromkeys(held))[:3]


def _entered(across: Across, at: Event) -> float | None:
    """When the symptom's side last entered a link set-up before it (its HcclCommPrepare
    entry), or None where its logs show none."""
    mine = [
        e.time
        for by_side in across.entries.values()
        if (e := by_side.get(at.source)) is not None and e.time <= (at.time or "")
    ]
    return seconds(max(mine)) if mine else None


def _entries(events: list[Event]) -> dict[str, dict[str, Event]]:
    """Each ``comm[...]``'s first HcclCommPrepare line on each side: when it entered."""
    entries: dict[str, dict[str, Event]] = {}
    for event in events:
        if event.comm and ENTRY in _low(event.text) and event.time:
            entries.setdefault(event.comm, {}).setdefault(event.source, event)
    return entries


def _comm_check(h: Hypothesis, at: Event, sources: list[dict], across: Across) -> Decision:
    """The time between the two ends entering the same comm[...] (their first
    HcclCommPrepare lines), against the timeout the logs state."""
    entries = across.entries
    comm = at.comm if at.comm in entries else None
    if comm is None:  # the symptom names none: the comm its side entered last before it
        mine = [
            (e.time, c)
            for c, by_side in entries.items()
            if (e := by_side.get(at.source)) is not None and e.time <= (at.time or "")
        ]
        comm = max(mine)[1] if mine else None
    if comm is None:
        return Decision(h, OPEN, "decided_no_comm", ())
    sides = entries[comm]
    timeout = next((e.timeout_ms for e in (at, *sides.values()) if e.timeout_ms is not None), None)
    if len(sides) < 2:
        # The entry is an INFO line: only a peer's INFO logs of the window miss it (W3).
        if h.check == "comm_shared" and _peer_covers(across, at, info=True):
            return Decision(h, SUPPORTED, "decided_peer_never_entered", tuple(sides.values()))
        return Decision(h, OPEN, "decided_no_peer", tuple(sides.values()))
    a, b = sorted(sides.values(), key=lambda e: e.time)[:2]
    if frozenset((a.source, b.source)) in across.twins:
        return Decision(h, OPEN, "decided_same_logs", (a, b))
    gap = round((seconds(b.time) - seconds(a.time)) * 1000)
    if timeout is None:
        return Decision(h, OPEN, "decided_no_timeout", (a, b), gap)
    if frozenset((a.source, b.source)) in across.skewed:
        # Two clocks that may disagree give no time between two machines' lines.
        return Decision(h, OPEN, "decided_clocks", (a, b), gap, timeout)
    status = SUPPORTED if gap > timeout else RULED_OUT
    why = "decided_gap_over" if gap > timeout else "decided_gap_within"
    return Decision(h, status, why, (a, b), gap, timeout)


# Each card's TLS state as HCCL's guide reads it (param_link_stage.md, EI0006, check 5):
# the TlsStatus column of a LINK_ERROR_INFO row, the logging card's own (UNKNOWN: not
# read), and HCCP's `TLS SWITCH (1)` in the device log.
_TLS_ROW = re.compile(r"\|\s*(ENABLE|DISABLE)\s*\|\s*LinkInfo", re.ASCII)
_TLS_SWITCH = re.compile(r"TLS SWITCH \(([01])\)", re.ASCII)


def _tls_states(events: list[Event], across: Across) -> dict[str, tuple[str, Event]]:
    """Each side's one TLS state and a line that says it: its LINK_ERROR_INFO rows first
    (the failing card's), else its `TLS SWITCH` lines, else its node's facts. A side whose
    lines disagree (cards set apart) has none: which card failed is not known."""
    rows: dict[str, dict[str, Event]] = {}
    switches: dict[str, dict[str, Event]] = {}
    for event in events:
        if event.format not in UPSTREAM or event.layer not in ("HCCL", "HCCP"):
            continue  # another program's line quoting the words decides nothing
        if found := _TLS_ROW.search(event.text):
            rows.setdefault(event.source, {}).setdefault(found[1], event)
        elif found := _TLS_SWITCH.search(event.text):
            state = "ENABLE" if found[1] == "1" else "DISABLE"
            switches.setdefault(event.source, {}).setdefault(state, event)
    states = {}
    for side in rows.keys() | switches.keys():
        said = rows.get(side) or switches[side]
        if len(said) == 1:
            states[side] = next(iter(said.items()))
    for side, facts in across.facts.items():
        # Else the node's facts: hccn_tool -tls -g of its devices, where they all agree.
        said = {f.value: f for f in facts if f.key == "tls"}
        if side not in states and len(said) == 1:
            value, fact = next(iter(said.items()))
            states[side] = (value, fact_event(side, fact))
    return states


def _tls_check(h: Hypothesis, at: Event, events: list[Event], across: Across) -> Decision:
    """Whether the two ends' TLS states differ (HCCL's guide: a mismatch fails the socket's
    check, and both ends time out)."""
    states = _tls_states(events, across)
    mine = states.get(at.source)
    ends = set(_other_ends(across, at))
    peers = [(side, said) for side, said in sorted(states.items()) if side in ends]
    if mine is None or not peers:
        return Decision(h, OPEN, "decided_tls_unknown", tuple(e for _, e in states.values()))
    differ = [said for _, said in peers if said[0] != mine[0]]
    if differ:
        return Decision(h, SUPPORTED, "decided_tls_differ", (mine[1], differ[0][1]))
    return Decision(h, RULED_OUT, "decided_tls_same", (mine[1], peers[0][1][1]))


def _facts_of(sources: list[dict]) -> dict[str, list[Fact]]:
    """Each side's facts (its transcripts', or its summary's)."""
    found: dict[str, list[Fact]] = {}
    for source in sources:
        for record in source.get("facts", ()):
            found.setdefault(source["label"], []).append(Fact(**record))
    return found


def _node_facts(sources: list[dict]) -> tuple[dict[str, list[Fact]], dict]:
    """Each side's facts that are of its node, and the others set aside with why: a
    transcript whose host (collect's header, a prompt) is not the side's, by its name (a
    side named as a host: prefill-0), its role (prefill-9's facts given as D) or its
    address (a side named by an IP its facts do not hold); and where a side's facts name
    two hosts or more, those that name one (which is its node is not known)."""
    facts = _facts_of(sources)
    aside: dict[tuple, tuple[str, dict]] = {}
    for side, found in facts.items():
        kept = []
        for fact in found:
            if fact.host and not _may_be(side, fact, found):
                key = ("facts_other_node", side, fact.file)
                aside[key] = (key[0], {"side": side, "host": fact.host, "file": fact.file})
                continue
            kept.append(fact)
        hosts = sorted({_short(f.host) for f in kept if f.host})
        if len(hosts) > 1:
            key = ("facts_hosts", side)
            aside[key] = (key[0], {"side": side, "hosts": ", ".join(hosts[:4])})
            kept = [f for f in kept if not f.host]
        facts[side] = kept
    return facts, aside


_ROLE = re.compile(r"^(?:(?P<prefill>p|prefill)|(?P<decode>d|decode))(?![a-z])", re.IGNORECASE)
_BARE_ROLE = re.compile(r"(?:p|d|prefill|decode)\d{0,4}", re.IGNORECASE)
_ADDRESS = re.compile(r"\d{1,3}(?:\.\d{1,3}){3}|[0-9A-Fa-f:]{2,45}:[0-9A-Fa-f:]{0,45}")


def _short(host: str) -> str:
    return host.split(".")[0].lower() if not _ADDRESS.fullmatch(host) else host.lower()


def _named_role(name: str) -> str | None:
    """The role a side's label or a host's name says (P, prefill-0: prefill), or None."""
    found = _ROLE.match(name)
    return None if found is None else found.lastgroup


def _may_be(side: str, fact: Fact, found: list[Fact]) -> bool:
    """Whether a fact's host may be the side's node (ours: the label a person gave the
    side is what it is, where it names a host, a role or an address)."""
    if _ADDRESS.fullmatch(side):
        addresses = {f.value for f in found if f.key == "host_ip" and f.file == fact.file}
        return not addresses or side in addresses
    if not _BARE_ROLE.fullmatch(side) and _short(side) != _short(fact.host):
        return False  # a side named as a host (prefill-0): its own transcript names it
    mine, theirs = _named_role(side), _named_role(fact.host)
    return mine is None or theirs is None or mine == theirs


def _at_failure(across: Across, at: Event) -> Across:
    """What is known across the ends for a failure at ``at``: only the facts collected
    near its time count (registry/facts.py: a port's state within an hour, a setting
    within a day, before or after); the others are set aside, with when they were."""
    key = (at.source, at.file, at.line_no)
    if key in across.views:
        return across.views[key]
    facts: dict[str, list[Fact]] = {}
    then = seconds(at.time)
    for side, found in across.facts.items():
        kept = []
        for fact in found:
            if fact.collected and then is not None:
                gap = seconds(fact.collected) - then
                state = fact.key in facts_registry.STATE_KEYS
                window = facts_registry.STATE_WINDOW_S if state else facts_registry.SETTING_WINDOW_S
                if abs(gap) > window:
                    aside_key = ("facts_out_of_window", side, fact.file, state)
                    across.aside[aside_key] = (
                        "facts_after" if gap > 0 else "facts_before",
                        {
                            "side": side,
                            "file": fact.file,
                            "collected": fact.collected.replace("T", " "),
                            "hours": f"{abs(gap) / 3600:,.1f}",
                            "window": f"{window // 3600:g}",
                        },
                    )
                    continue
            kept.append(fact)
        facts[side] = kept
    view = across._replace(facts=facts)
    across.views[key] = view
    return view


def fact_event(label: str, fact: Fact) -> Event:
    """A fact's line as evidence (the report and the JSON show evidence as lines)."""
    layer = "NIC" if fact.device is not None else APP
    return Event(label, fact.file, fact.line_no, None, "INFO", layer, fact.text, format="facts")


def _other_ends(across: Across, at: Event) -> list[str]:
    """The sides that are the symptom's other end (adversarial review 2026-12-04, H5): of
    two sides, the other (not given the same logs); of more, those whose logs name what
    the failure's lines name (its comm[...], a cluster or request id, the peer), as the
    report's pairing reads them. A side whose facts give its addresses, none of them the
    peer's address the failure names, is not that end. A third node never decides."""
    others = [
        side
        for side in sorted(across.by_side)
        if side != at.source and frozenset((side, at.source)) not in across.twins
    ]
    if len(others) > 1:
        near = [
            e
            for e in across.by_side.get(at.source, ())
            if e.time and at.time and abs(seconds(e.time) - seconds(at.time)) <= WINDOW
        ]
        names = list(dict.fromkeys(n for e in (at, *near) for n in _ids(e)))
        named = []
        for side in others:
            theirs = across.by_side.get(side, ())
            ids = {n for e in theirs for n in _ids(e)}
            text = "\n".join(e.text for e in theirs)
            if any(_named(name, ids, text) for name in names):
                named.append(side)
        if not named and any(across.facts.get(side) for side in others):
            across.aside[("no_peer", at.source)] = (
                "facts_no_peer",
                {"side": at.source, "count": len(others)},
            )
        others = named
    # The peer's address only where a line says it is the remote end (a comm[...] names
    # both ends, its first address no more the peer's than its second).
    remote = _peer_named(at, across.by_side.get(at.source, []))
    address = remote.rsplit(":", 1)[0] if remote else None
    ends = []
    for side in others:
        facts = across.facts.get(side, [])
        known = {f.value for f in facts if f.key in ("host_ip", "ipv4", "ipv6", "conf_ipv4")}
        whole = any(f.key == "host_ip" for f in facts) and any(
            f.key in ("ipv4", "ipv6") for f in facts
        )
        if address and whole and address not in known:
            across.aside[("not_peer", side, address)] = (
                "facts_not_peer",
                {"side": side, "address": address},
            )
            continue
        ends.append(side)
    return ends


def _own_rank_entries(facts: list[Fact]) -> dict[str, Fact]:
    """This node's devices in the rank tables its facts hold: those of the server whose
    server_id is one of the node's own addresses (ip -o addr). Where the facts do not give
    the node's addresses, no server is known to be this node, and none is compared (a
    table's only server may be another node: adversarial review 2026-12-04, H5)."""
    ranks = [f for f in facts if f.key == "rank_ip"]
    hosts = {f.value for f in facts if f.key == "host_ip"}
    return {f.device: f for f in ranks if f.name in hosts}


def _device_ip_check(h: Hypothesis, at: Event, across: Across) -> Decision:
    """Each node's /etc/hccn.conf, and its rank table's entry, against its devices' own
    IPs (hccn_tool -ip -g, -ip -inet6 -g)."""
    ends = [at.source, *_other_ends(across, at)]
    agreeing: list[Event] = []
    for side in ends:
        facts = across.facts.get(side, [])
        own = {f.device: f for f in facts if f.key == "ipv4"}
        own6 = {f.device: f for f in facts if f.key == "ipv6"}
        conf = {f.device: f for f in facts if f.key == "conf_ipv4"}
        for device, fact in sorted(own.items()):
            if device in conf and conf[device].value != fact.value:
                evidence = (fact_event(side, conf[device]), fact_event(side, fact))
                return Decision(h, SUPPORTED, "decided_device_ip_differs", evidence)
        ranked = _own_rank_entries(facts)
        for device, entry in sorted(ranked.items()):
            mine = (own6 if ":" in entry.value else own).get(device)
            if mine is not None and mine.value.lower() != entry.value.lower():
                evidence = (fact_event(side, entry), fact_event(side, mine))
                return Decision(h, SUPPORTED, "decided_rank_ip_differs", evidence)
        if any(d not in (own6 if ":" in f.value else own) for d, f in ranked.items()):
            ranked = {}  # a device the node did not answer for: its entry is not compared
        missing = next(
            (f for f in facts if f.key == "not_run" and "hccn.conf" in (f.name or "")), None
        )
        if own and missing is not None:
            return Decision(h, SUPPORTED, "decided_conf_missing", (fact_event(side, missing),))
        if own and all(d in conf for d in own):
            agreeing.append(fact_event(side, next(iter(own.values()))))
            agreeing += [fact_event(side, f) for f in list(ranked.values())[:1]]
    if len(ends) > 1 and len({e.source for e in agreeing}) == len(ends):
        return Decision(h, RULED_OUT, "decided_device_ip_agrees", tuple(agreeing))
    return Decision(h, OPEN, "decided_no_facts", ())


def _family(facts: list[Fact]) -> tuple[str, Fact] | None:
    """The IP family a node's devices use, where they all agree (HCCL's guide: IPv4 where
    a device has one, else IPv6), with a line that says it."""
    v4 = {f.device: f for f in facts if f.key == "ipv4"}
    v6 = {f.device: f for f in facts if f.key == "ipv6"}
    devices = v4.keys() | v6.keys()
    if not devices:
        return None
    if v4 and devices <= v4.keys():
        return "IPv4", next(iter(v4.values()))
    if not v4:
        return "IPv6", next(iter(v6.values()))
    return None  # some devices with IPv4, some without: which one the link used is unknown


def _compare_ends(h: Hypothesis, at: Event, across: Across, read, said: tuple) -> Decision:
    """One fact of the symptom's end against the same of its other end (``read``: a
    node's facts to its value and a line saying it, or None); ``said``: how a difference
    and an agreement decide (status and sentence each)."""
    mine = read(across.facts.get(at.source, []))
    theirs = [(s, v) for s in _other_ends(across, at) if (v := read(across.facts.get(s, [])))]
    if mine is None or not theirs:
        return Decision(h, OPEN, "decided_no_facts", ())
    side, (value, fact) = theirs[0]
    evidence = (fact_event(at.source, mine[1]), fact_event(side, fact))
    status, why = said[0] if value != mine[0] else said[1]
    return Decision(h, status, why, evidence)


def _ip_family_check(h: Hypothesis, at: Event, across: Across) -> Decision:
    said = ((SUPPORTED, "decided_family_differs"), (RULED_OUT, "decided_family_same"))
    return _compare_ends(h, at, across, _family, said)


def _env_value(facts: list[Fact], name: str) -> tuple[str, Fact] | None:
    """A variable's value in a node's inference processes, where they all agree ("" for
    unset), with a line of that process's environment; None without any."""
    envs = _environments(facts)
    if not envs:
        return None
    said = {env[name].value if name in env else "" for env in envs.values()}
    if len(said) != 1:
        return None
    first = next(iter(next(iter(envs.values())).values()))  # the first process's first line
    fact = next((env[name] for env in envs.values() if name in env), first)
    return said.pop(), fact


def _roce_env_check(h: Hypothesis, at: Event, events: list[Event], across: Across) -> Decision:
    """Both ends' HCCL_INTRA_ROCE_ENABLE (the guide: it differs between the ends); the
    same value leaves it open: the guide rules it out only when the path agrees too."""
    said = ((SUPPORTED, "decided_env_differs"), (OPEN, "decided_env_same"))
    return _compare_ends(h, at, across, lambda facts: _env_value(facts, ROCE_ENV), said)


# hccn_tool's states of a port that fails (upstream's env-check.md: DOWN; FaultDiag's
# unhealthy states, as log_formats.TRANSCRIPTS reads them).
_UNHEALTHY = {"DOWN", "Socket failed", "Receive timeout", "Unreachable", "Detect ip set"}


def _nic_down_check(h: Hypothesis, at: Event, events: list[Event], across: Across) -> Decision:
    """A node whose every reported port is DOWN or unhealthy supports it; some ports
    down leave it open (which device the link used, the logs do not say)."""
    ends = [at.source, *_other_ends(across, at)]
    some: list[Event] = []
    reported = False
    for side in ends:
        ports: dict[str, list[Fact]] = {}
        for fact in across.facts.get(side, []):
            if fact.key in ("link", "net_health") and fact.device is not None:
                ports.setdefault(fact.device, []).append(fact)
        failing = [
            next(f for f in facts if f.value in _UNHEALTHY)
            for facts in ports.values()
            if any(f.value in _UNHEALTHY for f in facts)
        ]
        reported = reported or bool(ports)
        if ports and len(failing) == len(ports):
            return Decision(
                h, SUPPORTED, "decided_nic_down", tuple(fact_event(side, f) for f in failing[:3])
            )
        some += [fact_event(side, f) for f in failing[:3]]
    if some:
        return Decision(h, OPEN, "decided_nic_some_down", tuple(some[:3]))
    return Decision(h, OPEN, "decided_nic_history" if reported else "decided_no_facts", ())


# Mooncake's defaults where nothing sets them: the master's KV lease (types.h:84) and the
# Ascend direct transport's timeouts (ascend_direct_transport.md:55-56), in milliseconds.
LEASE_DEFAULT_MS, TIMEOUT_DEFAULT_MS = 10_000, 3_000
TIMEOUTS = ("ASCEND_CONNECT_TIMEOUT", "ASCEND_TRANSFER_TIMEOUT")


def _lease_check(h: Hypothesis, at: Event, events: list[Event], across: Across) -> Decision:
    """Mooncake's KV lease against the transfer's timeouts (vllm-ascend's KV pool guide:
    keep the lease longer than both), from any node's facts: the master's command line,
    and each inference process's environment, where an unset timeout is Mooncake's
    default: the longest timeout of any process counts."""
    lease = None  # (milliseconds, the fact's line)
    timeout: tuple[int, Event | None] | None = None
    both = 0  # the longest connect + transfer of any process
    for side, facts in sorted(across.facts.items()):
        for fact in facts:
            if fact.key == "lease_ttl" and lease is None:
                lease = (int(fact.value), fact_event(side, fact))
            elif fact.key == "mooncake_master" and lease is None:
                lease = (LEASE_DEFAULT_MS, fact_event(side, fact))
        for mine, total in _process_timeouts(side, facts):
            both = max(both, total)
            if timeout is None or mine[0] > timeout[0]:
                timeout = mine
    if lease is None or timeout is None:
        return Decision(h, OPEN, "decided_no_lease_facts", ())
    evidence = tuple(e for e in (lease[1], timeout[1]) if e is not None)
    if lease[0] <= timeout[0]:
        why = "decided_lease_short"
        return Decision(h, SUPPORTED, why, evidence, gap_ms=lease[0], timeout_ms=timeout[0])
    # Ours (the fidelity review's M7): a get whose link is not up yet waits for the
    # connect and then the transfer, so a lease between the longer timeout and their sum
    # can still run out: neither said nor ruled out.
    status, why = (OPEN, "decided_lease_between") if lease[0] <= both else (RULED_OUT, "decided_lease_long")  # fmt: skip
    return Decision(h, status, why, evidence, gap_ms=lease[0], timeout_ms=both)


def _environments(facts: list[Fact]) -> dict[str | None, dict[str, Fact]]:
    """Each inference process's environment in a node's facts, in their order: its
    variables' lines by name (a process whose transcript names none has an empty one)."""
    found: dict[str | None, dict[str, Fact]] = {}
    for fact in facts:
        if fact.key == "env":
            found.setdefault(fact.process, {}).setdefault(fact.name, fact)
    return found


def _process_timeouts(side: str, facts: list[Fact]) -> list[tuple[tuple[int, Event | None], int]]:
    """Each inference process's longest ASCEND_*_TIMEOUT, an unset one counting as
    Mooncake's default, with the line that sets it (None for the default); and the sum of
    its timeouts (a get may wait for the connect, then the transfer)."""
    found = []
    for env in _environments(facts).values():
        each = []
        for name in TIMEOUTS:
            fact = env.get(name)
            if fact is not None and fact.value.isdigit():
                each.append((int(fact.value), fact_event(side, fact)))
            else:
                each.append((TIMEOUT_DEFAULT_MS, None))
        found.append((max(each, key=lambda timeout: timeout[0]), sum(t for t, _ in each)))
    return found


HASH_SEED = "PYTHONHASHSEED"


def _hash_seed_check(h: Hypothesis, at: Event, events: list[Event], across: Across) -> Decision:
    """Every inference process's PYTHONHASHSEED, on every node with facts (vllm-ascend's KV
    pool guide: the same on all nodes). An unset or "random" one supports it (Python then
    seeds at random in each process), as do two that differ; the same value in the
    processes of two nodes or more rules it out; one node's alone decides nothing."""
    seeds: list[tuple[str, str, Event]] = []  # (node, value, the line of its process)
    for side, facts in sorted(across.facts.items()):
        for env in _environments(facts).values():
            seed = env.get(HASH_SEED)
            value = seed.value if seed is not None else ""
            seeds.append((side, value, fact_event(side, seed or next(iter(env.values())))))
    if not seeds:
        return Decision(h, OPEN, "decided_no_seed_facts", ())
    if unset := [s for s in seeds if s[1] in ("", "random")]:
        return Decision(h, SUPPORTED, "decided_seed_unset", (unset[0][2],))
    if len({s[1] for s in seeds}) > 1:
        first = seeds[0]
        other = next(s for s in seeds if s[1] != first[1])
        return Decision(h, SUPPORTED, "decided_seed_differs", (first[2], other[2]))
    if len({s[0] for s in seeds}) < 2:
        return Decision(h, OPEN, "decided_seed_one_node", (seeds[0][2],))
    return Decision(h, RULED_OUT, "decided_seed_same", tuple(s[2] for s in seeds[:2]))


def _requirements_check(h: Hypothesis, at: Event, events: list[Event], across: Across) -> Decision:
    """Each end's versions against the published requirements of what its processes use
    (registry.facts.REQUIREMENTS: vllm-ascend's KV pool, its fabric memory): one below
    supports it; every requirement met on both ends rules it out; a node whose facts do
    not give the version, or a version we cannot order, leaves it open."""
    ends = [at.source, *_other_ends(across, at)]
    met: list[Event] = []
    decided_ends = 0
    uses_any = False
    for side in ends:
        facts = across.facts.get(side, [])
        open_here = not facts
        for need in facts_registry.REQUIREMENTS:
            key, name, value = need.what
            uses = next(
                (f for f in facts if f.key == key and f.value == value and (f.name or "") == name),
                None,
            )
            if uses is None:
                continue
            uses_any = True
            if need.unless is not None:  # another way the source gives, where it is met
                other = next((f for f in facts if f.key == need.unless[0]), None)
                if other is not None and facts_registry.at_least(other.value, need.unless[1]):
                    continue
            have = next((f for f in facts if f.key == need.component), None)
            enough = None if have is None else facts_registry.at_least(have.value, need.least)
            if enough is False:
                said = (
                    ("component", facts_registry.COMPONENTS[need.component]),
                    ("have", have.value),
                    ("least", need.least),
                    ("uses", need.says),
                    ("source", need.source),
                )
                evidence = (fact_event(side, have), fact_event(side, uses))
                return Decision(h, SUPPORTED, "decided_version_below", evidence, said=said)
            if enough is None:
                open_here = True
            else:
                met.append(fact_event(side, have))
        decided_ends += not open_here
    if not uses_any:
        return Decision(
            h, OPEN, "decided_no_requirement" if across.facts else "decided_no_facts", ()
        )
    if len(ends) > 1 and decided_ends == len(ends):
        return Decision(h, RULED_OUT, "decided_versions_met", tuple(dict.fromkeys(met))[:3])
    return Decision(h, OPEN, "decided_versions_unknown", tuple(dict.fromkeys(met))[:3])


MASTER_ENV = "MOONCAKE_MASTER"


def _master(side: str, facts: list[Fact]) -> tuple[str, Event] | None:
    """The Mooncake master a node's inference processes use: MOONCAKE_MASTER where they set
    it (it takes precedence: vllm-ascend's kv_pool.md), else their mooncake.json's
    master_server_address; None where the facts give neither or the processes disagree."""
    said = _env_value(facts, MASTER_ENV)
    if said is not None and said[0]:
        return said[0], fact_event(side, said[1])
    named = {f.value: f for f in facts if f.key == "master_address"}
    if len(named) != 1:
        return None
    value, fact = next(iter(named.items()))
    return value, fact_event(side, fact)


def _master_check(h: Hypothesis, at: Event, events: list[Event], across: Across) -> Decision:
    """The Mooncake master of each node with facts: the guide's placeholder left in, or two
    nodes with different masters, supports it (a key put through one master is not found
    through another: ours); the same master on two nodes or more rules it out."""
    masters = [
        (side, found)
        for side, facts in sorted(across.facts.items())
        if (found := _master(side, facts))
    ]
    if placeholder := next(
        (m for _, m in masters if facts_registry.PLACEHOLDER.search(m[0])), None
    ):
        return Decision(h, SUPPORTED, "decided_master_placeholder", (placeholder[1],))
    if len({m[0] for _, m in masters}) > 1:
        first = masters[0][1]
        other = next(m for _, m in masters if m[0] != first[0])
        return Decision(h, SUPPORTED, "decided_master_differs", (first[1], other[1]))
    if len(masters) > 1:
        return Decision(h, RULED_OUT, "decided_master_same", tuple(m[1] for _, m in masters[:2]))
    return Decision(h, OPEN, "decided_master_one_node" if masters else "decided_no_facts", ())


# RDMA's retransmission settings, and their defaults as HCCL's own INFO lines state them
# (HCCL's guide, debug_thinking.md: "HCCL_RDMA_TIMEOUT set by default to [20]",
# "HCCL_RDMA_RETRY_CNT set by default to [7]").
RDMA_SETTINGS = {"HCCL_RDMA_TIMEOUT": 20, "HCCL_RDMA_RETRY_CNT": 7}
TRANSFER_TIMEOUT = "ASCEND_TRANSFER_TIMEOUT"


def _rdma_settings(side: str, env: dict[str, Fact]) -> tuple[dict[str, int], list[Event]] | None:
    """A process's HCCL_RDMA_TIMEOUT and HCCL_RDMA_RETRY_CNT (their defaults where unset),
    with the lines that set them; None where one is set to what is not a number."""
    values, lines = {}, []
    for name, default in RDMA_SETTINGS.items():
        fact = env.get(name)
        if fact is None:
            values[name] = default
        elif fact.value.strip().isdigit() and len(fact.value.strip()) < 4:
            values[name] = int(fact.value)
            lines.append(fact_event(side, fact))
        else:
            return None
    return values, lines


def retransmission_ms(settings: dict[str, int]) -> float:
    """RDMA's retransmission window: 4.096 us x 2^HCCL_RDMA_TIMEOUT per retransmission, times
    HCCL_RDMA_RETRY_CNT (Mooncake's ascend_direct_transport.md, "RDMA Timeout and Retry
    Configuration")."""
    return 4.096e-3 * 2 ** settings["HCCL_RDMA_TIMEOUT"] * settings["HCCL_RDMA_RETRY_CNT"]


def _window_check(h: Hypothesis, at: Event, events: list[Event], across: Across) -> Decision:
    """The transfer's timeout against RDMA's retransmission window, on the symptom's node
    (upstream's guide: a timeout below HCCL_RDMA_TIMEOUT x the retry range supports it). The
    timeout is the symptom line's own where it states one, else the process's
    ASCEND_TRANSFER_TIMEOUT (Mooncake's default, 3000 ms, where the process loads Mooncake
    and sets none); the window is its processes' settings, HCCL's defaults where unset."""
    facts = across.facts.get(at.source, [])
    envs = _environments(facts)
    if not envs:
        return Decision(h, OPEN, "decided_no_facts", ())
    loads_mooncake = any(f.key == "mooncake" for f in facts)
    shortest: tuple[float, int, list[Event]] | None = None  # (window, timeout, lines)
    for env in envs.values():
        settings = _rdma_settings(at.source, env)
        if settings is None:
            continue
        set_timeout = env.get(TRANSFER_TIMEOUT)
        if at.timeout_ms is not None:
            timeout, lines = at.timeout_ms, [at]
        elif set_timeout is not None and set_timeout.value.strip().isdigit():
            timeout, lines = int(set_timeout.value), [fact_event(at.source, set_timeout)]
        elif set_timeout is None and loads_mooncake:
            timeout, lines = TIMEOUT_DEFAULT_MS, []
        else:
            continue
        window = retransmission_ms(settings[0])
        if shortest is None or timeout - window < shortest[1] - shortest[0]:
            shortest = (window, timeout, lines + settings[1])
    if shortest is None:
        return Decision(h, OPEN, "decided_no_window", ())
    window, timeout, lines = shortest
    status, why = (
        (SUPPORTED, "decided_window_longer")
        if timeout < window
        else (RULED_OUT, "decided_window_shorter")
    )
    evidence = tuple(lines) or (
        fact_event(at.source, next(iter(next(iter(envs.values())).values()))),
    )
    return Decision(h, status, why, evidence, gap_ms=round(window), timeout_ms=timeout)


def _retransmission_check(
    h: Hypothesis, at: Event, events: list[Event], across: Across
) -> Decision:
    """Both ends' HCCL_RDMA_TIMEOUT and HCCL_RDMA_RETRY_CNT (HCCL's guide: set small, they
    let a poor link end in an error CQE; at their defaults they are not the cause): one set
    below its default supports it; every process of both ends at its default or above rules
    it out."""
    ends = [at.source, *_other_ends(across, at)]
    seen = 0
    defaults: list[Event] = []
    for side in ends:
        envs = _environments(across.facts.get(side, []))
        if not envs:
            continue
        seen += 1
        for env in envs.values():
            for name, default in RDMA_SETTINGS.items():
                fact = env.get(name)
                if fact is None:
                    continue
                value = fact.value.strip()
                if not value.isdigit():
                    return Decision(h, OPEN, "decided_rdma_unreadable", (fact_event(side, fact),))
                if int(value) < default:
                    said = (("name", name), ("value", value), ("default", str(default)))
                    return Decision(
                        h, SUPPORTED, "decided_rdma_small", (fact_event(side, fact),), said=said
                    )
                defaults.append(fact_event(side, fact))
    if seen == 0:
        return Decision(h, OPEN, "decided_no_facts", ())
    if len(ends) > 1 and seen == len(ends):
        return Decision(h, RULED_OUT, "decided_rdma_default", tuple(defaults[:2]))
    return Decision(h, OPEN, "decided_rdma_one_end", tuple(defaults[:2]))


# The variable that chooses RoCE within a server (upstream's guide, path mismatch).
ROCE_ENV = "HCCL_INTRA_ROCE_ENABLE"
# The checks that read a node's facts (the collect page lists the hypotheses that run them).
FACT_CHECKS = {
    "tls": _tls_check,
    "device_ip": lambda h, at, events, across: _device_ip_check(h, at, across),
    "ip_family": lambda h, at, events, across: _ip_family_check(h, at, across),
    "roce_env": _roce_env_check,
    "nic_down": _nic_down_check,
    "lease_ttl": _lease_check,
    "hash_seed": _hash_seed_check,
    "requirements": _requirements_check,
    "rdma_window": _window_check,
    "rdma_settings": _retransmission_check,
    "master_address": _master_check,
}


def _threshold(symptom: Symptom, decisions: tuple[Decision, ...], across: Across, at: Event) -> str:
    """The guide's evidence threshold: confirmed needs one hypothesis supported by a
    discriminating line, and another ruled out (its check before replying: "at least one
    candidate ruled out, or why the evidence cannot rule one out"), and, for a link
    problem, both ends' logs of the window; else at most likely; nothing decided is not
    enough evidence."""
    supported = [d for d in decisions if d.status == SUPPORTED]
    ruled_out = [d for d in decisions if d.status == RULED_OUT]
    both_ends = _peer_present(across, at)
    by_line = len(supported) == 1 and bool(supported[0].evidence)
    if by_line and ruled_out and (symptom.phase != "link" or both_ends):
        return CONFIRMED
    if supported or ruled_out:
        return LIKELY
    return INSUFFICIENT


def _verdict(findings: list[Finding], events: list[Event], first: Event | None) -> str:
    # The guide: from application-level errors alone, no network, configuration or bug
    # conclusion: only a request for the logs.
    if not any(e.layer != APP for e in events):
        return INSUFFICIENT
    if not findings:
        return INSUFFICIENT
    return findings[0].verdict


def _missing(
    findings: list[Finding],
    across: Across,
    labels: list[str],
    first: Event | None,
    events: list[Event],
) -> list[tuple[str, dict]]:
    """What would settle it, each a sentence of ours with its fields."""
    missing: list[tuple[str, dict]] = []
    anchor = findings[0].event if findings else first
    if not any(e.layer != APP for e in events):
        missing.append(("missing_plog", {}))
    # The other end's logs decide a link's or a transfer's symptom, or a failure whose
    # lines name its peer; a fault of one node (no such symptom, no peer named) is
    # decided by that node's own logs (issue 50: a local fault's next step is local).
    link = any(f.symptom.phase in ("link", "transfer") for f in findings)
    if anchor is not None and anchor.time is not None:
        start = _clock(seconds(anchor.time) - WINDOW)
        end = _clock(seconds(anchor.time) + AFTER)
        peer = _peer_named(anchor, events)
        if (located := _located(anchor, events)) is not None:
            # HCCL's report names the node of the fault: its logs, wherever it is.
            missing.append(("missing_location", located | {"start": start, "end": end}))
        elif not link and peer is None:
            if not findings:
                missing.append(
                    ("missing_local", {"side": anchor.source, "start": start, "end": end})
                )
        elif not _peers(across, anchor.source):  # one side, or two given the same logs
            if peer is not None:
                fields = {"peer": peer, "start": start, "end": end}
                missing.append(("missing_peer_named", fields))
            else:
                missing.append(("missing_other_side", {"start": start, "end": end}))
        elif not _peer_present(across, anchor):
            others = [label for label in labels if label != anchor.source]
            missing.append(
                ("missing_window", {"side": ", ".join(others), "start": start, "end": end})
            )
    if any(finding.symptom.phase == "link" for finding in findings):
        # The sides whose INFO lines show them entering a link set-up: one pass, not one a side.
        entering = {e.source for e in events if not e.is_error and ENTRY in _low(e.text)}
        missing += [
            ("missing_info_level", {"side": label}) for label in labels if label not in entering
        ]
    if any(d.why == "decided_no_facts" for f in findings for d in f.decisions):
        # A configuration's hypothesis waits for a node's facts: the command that gives them.
        missing += [("missing_facts", {"side": x}) for x in labels if not across.facts.get(x)]
    for label, moment in sorted(across.cut.items()):
        fields = {"side": label, "time": _clock(moment), "most": f"{MOST_EVENTS:,}"}
        missing.append(("missing_cut", fields))
    if across.reduced:  # one remark, however many: the JSON lists them (issue 33)
        sides = sorted(across.reduced)
        fields = {"count": f"{len(sides):,}", "sides": few_sides(sides), "listed": sides}
        missing.append(("missing_reduced", fields))
    untimed = sum(1 for e in events if e.time is None)
    if untimed:
        missing.append(("missing_time", {"count": untimed}))
    return missing


def _hccl_detected(errors: list[Event]) -> list[dict]:
    """The pairs HCCL's own connect-timeout detection names (each once), with the window
    of its line: whose logs to read next, srcRank's and dstRank's."""
    said: dict[tuple, dict] = {}
    for event in errors:
        if "dstRank" not in event.text or (found := _DETECTED.search(event.text)) is None:
            continue
        key = tuple(found.groupdict().values())
        if key not in said and event.time is not None:
            then = seconds(event.time)
            said[key] = {
                "side": event.source,
                **found.groupdict(),
                "start": _clock(then - WINDOW),
                "end": _clock(then + AFTER),
            }
    return list(said.values())


def _peer_named(anchor: Event, events: list[Event]) -> str | None:
    """The other end's address as the failure's side's error lines of the window name it
    in words that say it is the remote one (``remote engine:10.0.0.1:16000``,
    ``remote_ip_addr[...]``, ``Failed to connect to target: ...``, an EI0013 block's
    ``Peer information: server ..., device ID ..., device IP ...``, HCCL's heartbeat
    line's ``remoteIP{server[...],deviceId[...],deviceIp[...]}``): the last before the
    failure. None where no line says which end an address is (a comm[...] names both)."""
    then = seconds(anchor.time)
    named = []
    for e in events:
        if not (e.source == anchor.source and e.is_error and e.time):
            continue
        if not then - WINDOW <= seconds(e.time) <= then + AFTER:
            continue
        if found := _REMOTE.search(e.text):
            named.append(found[1])
        elif found := (_PEER_INFO.search(e.text) or _CQE_REMOTE.search(e.text)):
            named.append(f"server {found[1]}, device ID {found[2]}, device IP {found[3]}")
    return named[-1] if named else None


def _located(anchor: Event, events: list[Event]) -> dict | None:
    """Where HCCL's cluster exception report on the anchor's side, in its window, places
    the fault (its server and device), and when it reached the node: the node to read."""
    then = seconds(anchor.time)
    for e in events:
        if e.source != anchor.source or not (e.is_error and e.time):
            continue
        if then - WINDOW <= seconds(e.time) <= then + AFTER and (found := _LOCATION.search(e.text)):
            return {"server": found[1], "device": found[2], "arrival": found[3] or "-"}
    return None


def _pairing(
    anchor: Event | None, events: list[Event], labels: list[str]
) -> list[tuple[str, dict]]:
    """Whether each other side's logs are of the same link as the failure: they name the
    ``comm[...]``, a cluster id or request id, the peer ``ip:port`` or the peer's IP that
    the failure's lines name (by what the lines carry, not by time alone)."""
    if anchor is None:
        return []
    near = [
        e
        for e in events
        if e.source == anchor.source
        and e.time
        and anchor.time
        and abs(seconds(e.time) - seconds(anchor.time)) <= WINDOW
    ]
    names = list(dict.fromkeys(n for e in (anchor, *near) for n in _ids(e)))
    if not names:
        return []
    by_source: dict[str, list[Event]] = {}
    for event in events:
        by_source.setdefault(event.source, []).append(event)
    said = []
    for label in labels:
        if label == anchor.source:
            continue
        theirs = by_source.get(label, [])
        ids = {n for e in theirs for n in _ids(e)}
        text = "\n".join(e.text for e in theirs)
        named = next((name for name in names if _named(name, ids, text)), None)
        if named is not None:
            said.append(("pair_named", {"side": label, "name": named}))
        else:
            said.append(("pair_not_named", {"side": label, "names": ", ".join(names[:3])}))
    return said


def _ids(event: Event) -> list[str]:
    """What a line names that the other end of its link logs too, as the line writes it."""
    ids = [ID_FORMS["comm"].format(event.comm)] if event.comm else []
    ids += [ID_FORMS["cluster"].format(c) for c in event.clusters]
    ids += [ID_FORMS["request"].format(event.request)] if event.request else []
    ids += [event.peer] if event.peer else []
    return ids


def _named(name: str, ids: set[str], text: str) -> bool:
    """Whether the other side's lines name ``name``: the same comm, cluster or request id;
    for a peer ``ip:port``, its IP anywhere in their lines' ``text`` (the peer logs its
    own address without our port), not inside a longer number."""
    if name in ids:
        return True
    if not name[0].isdigit():
        return False
    ip = name.split(":")[0]
    at = text.find(ip)  # at C speed; the edges are checked only where it is found
    while at >= 0:
        end = at + len(ip)
        before, after = text[at - 1 : at] if at else "", text[end : end + 1]
        if not (before.isdigit() or before == ".") and not after.isdigit():
            return True
        at = text.find(ip, at + 1)
    return False


def _paths(sources: list[dict]) -> dict[str, str]:
    """Each side's engine and path by the guide's decision tree (hixl-transfer-paths.md):
    HIXL_CS's words first, then FabricMem's, then ADXL's direct path; none shown, none said."""
    found = {}
    for source in sources:
        counts = source["counts"]
        for path, _, _ in PATHS:
            if counts.get("path_" + path):
                found[source["label"]] = path
                break
    return found


class Apart:
    """Which pairs of sides' clocks may disagree: those whose logs do not overlap in time,
    answered from each side's range when asked (no list of pairs: 1,000 nodes would make
    499,500), and those a link set-up showed (``add``)."""

    def __init__(self, ranges: dict[str, tuple[float, float]]):
        self.ranges = ranges
        self.shown: set[frozenset] = set()  # by a link set-up both ends passed
        # Each side's count of others it does not overlap: those that end before it
        # starts and those that start after it ends, by two sorted lists (n log n).
        ends = sorted(end for _, end in ranges.values())
        starts = sorted(start for start, _ in ranges.values())
        self.count = {
            side: bisect_left(ends, start) + len(starts) - bisect_right(starts, end)
            for side, (start, end) in ranges.items()
        }

    def __contains__(self, pair: frozenset) -> bool:
        if pair in self.shown:
            return True
        a, b = tuple(pair) if len(pair) == 2 else (None, None)
        if a not in self.ranges or b not in self.ranges:
            return False
        (a0, a1), (b0, b1) = self.ranges[a], self.ranges[b]
        return a1 < b0 or b1 < a0

    def __bool__(self) -> bool:
        return bool(self.shown) or any(self.count.values())

    def add(self, a: str, b: str) -> None:
        self.shown.add(frozenset((a, b)))

    def involves(self, side: str) -> bool:
        return self.count.get(side, 0) > 0 or any(side in pair for pair in self.shown)

    def sides(self) -> list[str]:
        """The sides whose logs some other side's do not overlap, in order."""
        return sorted(side for side, n in self.count.items() if n)

    def pairs_at_most(self, most: int) -> bool:
        return sum(self.count.values()) // 2 <= most

    def pairs(self) -> list[tuple[str, str]]:
        """The pairs that do not overlap (asked only where they are few)."""
        labels = self.sides()
        return [
            (a, b)
            for i, a in enumerate(labels)
            for b in labels[i + 1 :]
            if frozenset((a, b)) in self
        ]

    def all_sides(self) -> list[str]:
        """Every side of a pair whose clocks may disagree."""
        return sorted(set(self.sides()) | {side for pair in self.shown for side in pair})


def _clocks(
    sources: list[dict], events: list[Event], entries: dict[str, dict[str, Event]]
) -> tuple[list[tuple[str, dict]], Apart]:
    """Where the two ends' clocks may disagree: logs of the same failure that do not
    overlap in time at all; or a link set-up that both ends passed although their lines
    put its two entries further apart than its timeout (ours: the set-up waits for both
    ends, and gives up with an error after the timeout, so two ends that both passed were
    waiting at the same time). The sentences that say so, and those pairs of sides (each
    pair, also where the sentences are one a side)."""
    ranges = _ranges(sources)
    apart = Apart(ranges)
    reduced = _reduced(sources)
    said = []
    involved = apart.sides()
    if apart.pairs_at_most(MOST_PAIRS_SAID):
        said += [("clocks_apart", {"a": a, "b": b}) for a, b in apart.pairs()]
    elif involved:
        # Many nodes: one sentence, the sides counted and the first named; the JSON lists
        # them all (adversarial N-M4, issue 33: never a sentence a pair, nor a side).
        said.append(
            (
                "clocks_apart_many",
                {
                    "count": f"{len(involved):,}",
                    "total": f"{len(ranges):,}",
                    "sides": few_sides(involved),
                    "listed": involved,
                },
            )
        )
    # Clocks that state their zone, and state different ones: times are compared as
    # written (a zone is never converted: a line that states none has none known).
    zones = sorted({e.zone for e in events if e.zone})
    if len(zones) > 1:
        said.append(("clocks_zones", {"zones": ", ".join(zones)}))
    errors: dict[str, list[float]] = {}  # each side's error times, in order
    for event in events:
        if event.is_error and event.time:
            errors.setdefault(event.source, []).append(seconds(event.time))
    for times in errors.values():
        times.sort()
    for comm, by_side in entries.items():
        if len(by_side) < 2:
            continue
        first, second = sorted(by_side.values(), key=lambda e: e.time)[:2]
        if frozenset((first.source, second.source)) in apart:
            continue
        timeout = first.timeout_ms if first.timeout_ms is not None else second.timeout_ms
        gap = round((seconds(second.time) - seconds(first.time)) * 1000)
        if timeout is None or gap <= timeout:
            continue
        if any(_failed_after(e, timeout, errors, ranges) for e in (first, second)):
            continue
        if reduced & {first.source, second.source}:
            continue  # its errors in that time may be among the lines left out
        said.append(
            (
                "clocks_causal",
                {
                    "a": first.source,
                    "b": second.source,
                    "comm": comm,
                    "gap": f"{gap:,}",
                    "timeout": f"{timeout:,}",
                    "skew": f"{gap - timeout:,}",
                },
            )
        )
        apart.add(first.source, second.source)
    return said, apart


def _reduced(sources: list[dict]) -> set[str]:
    """The sides a summary of summaries kept by their first lines only (rollup.py)."""
    return {source["label"] for source in sources if "reduced" in source}


def _failed_after(
    entry: Event,
    timeout_ms: int,
    errors: dict[str, list[float]],
    ranges: dict[str, tuple[float, float]],
) -> bool:
    """Whether ``entry``'s side reported an error in the set-up's time (its timeout and
    our few seconds after), or its logs end before that time is over (so they cannot say)."""
    start = seconds(entry.time)
    end = start + timeout_ms / 1000 + AFTER
    if ranges.get(entry.source, (start, start))[1] < end:
        return True
    times = errors.get(entry.source, [])
    at = bisect_left(times, start)
    return at < len(times) and times[at] <= end


# The span a datetime holds, as seconds (a window before year 1's first second, or after
# year 9999's last, stops there: Go's zero time is common in Kubernetes logs).
_EARLIEST = (datetime.min - _EPOCH).total_seconds()
# A second short of the calendar's end: the float of datetime.max rounds up past it
# (adversarial review 2026-12-04, M4: a year-9999 stamp ended in an OverflowError).
_LATEST = (datetime.max - timedelta(seconds=1) - _EPOCH).total_seconds()


def _clock(moment: float) -> str:
    moment = min(max(moment, _EARLIEST), _LATEST)
    return (_EPOCH + timedelta(seconds=moment)).isoformat(timespec="seconds").replace("T", " ")
