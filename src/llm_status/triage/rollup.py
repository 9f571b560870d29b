"""A summary of summaries (issue 33): a tree of merges (each rack's nodes, then the racks)
stays about as small as its largest input plus the other nodes' first errors, however
many levels it has.

Of three sides or more (a cluster, as ``diagnosis._first_node`` counts one), a summary
keeps whole the sides the merge's answer stands on: the one whose error came first (of
any layer), the one whose LLM-DataDist/HIXL line came first, and the first symptom's.
Every other side keeps its record (without the minutes of its INFO lines) and its first
lines: its first error of each layer (the node that failed first, its echoes and the
silent nodes are counted on these), and its first line of each link set-up
(``comm[...]``) that a whole side entered (two ends' entries are how clocks are compared).
The lines it leaves out of a kind it keeps are counted on the one kept
(``Event.repeats``), and the side says how many it left out (``reduced``). Triage then
argues nothing from a reduced side's silence (``diagnosis.covers``): a line it does not
hold may have been left out here. This rule is ours.

Triage reads many summaries the same way (issue 53): past ``WHOLE_SIDES`` sides held
whole, it rolls up what it has read before it reads on (``Pool``), as a rack's summary
would, so that its memory is the sides the answer stands on and the others' first lines,
not every node's events.
"""

from __future__ import annotations

from collections import Counter

from .diagnosis import diagnose, merged
from .events import Event, kind_of
from .summaries import WHOLE_SIDES

CLUSTER = 3  # sides from which a summary is a cluster's (diagnosis._first_node's threshold)


class Pool:
    """The sides and events of summaries as they are read, rolled up whenever more than
    ``WHOLE_SIDES`` sides are held whole (``rolled_up``: a reduced side keeps its record
    and first lines, and says how many it left out)."""

    def __init__(self) -> None:
        self.sources: list[dict] = []
        self.events: list[Event] = []
        self._whole = 0

    def add(self, sources: list[dict], events: list[Event]) -> None:
        self.sources += sources
        self.events += events
        self._whole += sum(1 for source in sources if "reduced" not in source)
        if self._whole > WHOLE_SIDES:
            self.sources, self.events = rolled_up(self.sources, self.events)
            self._whole = sum(1 for source in self.sources if "reduced" not in source)


def rolled_up(sources: list[dict], events: list[Event]) -> tuple[list[dict], list[Event]]:
    """The sources and events a summary of ``sources`` keeps (all of them, for a pair)."""
    if len({source["label"] for source in sources}) < CLUSTER:
        return sources, events
    found = diagnose(sources, events)
    leads = (found.first_failure, found.first_error, *(f.event for f in found.findings[:1]))
    whole = {event.source for event in leads if event is not None}
    comms = {e.comm for e in events if e.source in whole and e.comm is not None}
    kept: list[Event] = []
    by_side: dict[str, list[Event]] = {}
    for event in merged(events):
        if event.source in whole:
            kept.append(event)
        else:
            by_side.setdefault(event.source, []).append(event)
    left_out: Counter = Counter()
    for side, side_events in by_side.items():
        first, dropped = _first_lines(side_events, comms)
        kept += first
        left_out[side] = dropped
    reduced = [_reduced(s, left_out[s["label"]]) if s["label"] not in whole else s for s in sources]
    return reduced, kept


def _first_lines(events: list[Event], comms: set[str]) -> tuple[list[Event], int]:
    """A reduced side's first error of each layer and first line of each shared link
    set-up, each carrying the lines of its kind left out; and how many were left out."""
    keep: dict[tuple, int] = {}  # what a kept line stands for, and its index in ``out``
    out: list[Event] = []
    later: list[Event] = []
    for event in events:
        if event.is_error and ("error", event.layer) not in keep:
            keep[("error", event.layer)] = len(out)
            out.append(event)
        elif not event.is_error and event.comm in comms and ("comm", event.comm) not in keep:
            keep[("comm", event.comm)] = len(out)
            out.append(event)
        else:
            later.append(event)
    kinds = {(e.is_error, e.layer, kind_of(e)): i for i, e in enumerate(out)}
    for event in later:
        at = kinds.get((event.is_error, event.layer, kind_of(event)))
        if at is not None:
            out[at] = out[at]._replace(repeats=out[at].repeats + 1 + event.repeats)
    return out, sum(1 + e.repeats for e in later)


def _reduced(source: dict, dropped: int) -> dict:
    """A side's record once its lines were reduced: its files without their INFO minutes
    (a reduced side's silence decides nothing), and how many lines were left out."""
    files = [{k: v for k, v in file.items() if k != "info_minutes"} for file in source["files"]]
    return {**source, "files": files, "reduced": source.get("reduced", 0) + dropped}
