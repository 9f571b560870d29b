"""From both ends' events to a diagnosis, by upstream's troubleshooting method
(``shared/upstream/troubleshoot/SKILL.md``): merge the ends by time; the first
LLM-DataDist/HIXL error and the first lower-layer (HCCL, HCCP, runtime, driver) error in
the same window; each failure's chain (origin, the calls it passed through, the
symptom); the symptoms of the differential diagnosis with each hypothesis supported,
ruled out or open, and the lines that decided it; a verdict at the guide's threshold;
what is missing to settle it.

The method's parts stand apart: its records (``decisions.py``), time across the ends
(``clocks.py``: ``WINDOW``, ours), who the other end is (``peers.py``) and the
configuration's checks on the nodes' facts (``config_checks.py``). The numbers that are
ours here: ``CHAIN_GAP`` and ``COVERED_SHARE``.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache
from itertools import islice

from ..reading.stamp import TORCH_NPU
from ..registry import neighbours
from ..registry.symptoms import (
    LOWER_LAYERS,
    SYMPTOMS,
    Hypothesis,
    Look,
    Symptom,
)
from .clocks import AFTER, WINDOW, Apart, clock, clocks_said, few_sides, reduced_sides, seconds
from .config_checks import FACT_CHECKS, at_failure, fact_event, node_facts
from .decisions import (
    CAVEATS,
    CONFIRMED,
    INSUFFICIENT,
    LIKELY,
    OPEN,
    RULED_OUT,
    SUPPORTED,
    Across,
    Decision,
    Diagnosis,
    Finding,
)
from .events import APP, PATHS, Event, kind_of
from .peers import LOCAL, REMOTE, hccl_detected, located, pairing, peer_named
from .sources import MOST_EVENTS
from .summaries import WHOLE_SIDES

# Ours: the gap between one thread's error lines that ends a chain of them.
CHAIN_GAP = 2.0
# Ours: a side's logs cover a window (so that a line missing from them says something)
# where they hold lines in the symptom's minute or the one before, and in at least this
# share of the window's minutes: not by their first and last stamps, which a gap over the
# failure, or one stray 1970 or 2099 line, would stretch over it.
COVERED_SHARE = 0.5
OURS_LAYERS = ("LLM-DataDist", "HIXL", "ADXL")
# The line of a link set-up's entry on one end (lower-cased): HCCL's HcclCommPrepare.
ENTRY = "hcclcommprepare"
# Where upstream's Python layer prints (its catalogue's paths): the symptom a caller saw.
PYTHON_SITE = "src/python/"
# The lines that end a side's latest chain when they name no thread: the application's,
# and the Python exception.
CALLERS = (APP, TORCH_NPU, "LLM-DataDist")


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
    said, skewed = clocks_said(sources, events, entries)
    clocks = [("same_logs", {"a": a, "b": b, "file": f}) for a, b, f in twins] + said
    pairs = {frozenset((a, b)) for a, b, _ in twins}
    cut = {s["label"]: seconds(s["cut"]) for s in sources if s.get("cut")}
    reduced = reduced_sides(sources)
    facts, aside = node_facts(sources)
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
    detected = hccl_detected(errors)
    for fields in detected:
        missing.insert(0, ("missing_dst_rank", fields))
    steps = [key for key, _ in missing if key not in CAVEATS]
    if verdict == INSUFFICIENT and not steps and (lead := first_failure or first_error):
        # Never "collect what is listed below" with nothing below (fidelity M2, UX P2-3),
        # nor only a caveat below (a side kept by its first lines is no step to take).
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
        [("hccl_pair", f) for f in detected] + pairing(anchor, events, others),
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
            own.update(m[1] for m in LOCAL.finditer(event.text))
        elif event.time is not None:
            later.setdefault(event.source, []).extend(m[1] for m in REMOTE.finditer(event.text))
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
    return clock(moment)[:16].replace(" ", "T")


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
        decision = FACT_CHECKS[h.check](h, at, events, at_failure(across, at))
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
        if h.ports and (held := _holders(supporting, at_failure(across, at))):
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
        start = clock(seconds(anchor.time) - WINDOW)
        end = clock(seconds(anchor.time) + AFTER)
        peer = peer_named(anchor, events)
        if (place := located(anchor, events)) is not None:
            # HCCL's report names the node of the fault: its logs, wherever it is.
            missing.append(("missing_location", place | {"start": start, "end": end}))
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
        fields = {"side": label, "time": clock(moment), "most": f"{MOST_EVENTS:,}"}
        missing.append(("missing_cut", fields))
    if across.reduced:  # one remark, however many: the JSON lists them (issue 33)
        sides = sorted(across.reduced)
        fields = {"count": f"{len(sides):,}", "sides": few_sides(sides), "listed": sides, "whole": WHOLE_SIDES}  # fmt: skip
        missing.append(("missing_reduced", fields))
    untimed = sum(1 for e in events if e.time is None)
    if untimed:
        missing.append(("missing_time", {"count": untimed}))
    return missing


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
