"""What the method decides, as records: each hypothesis's decision and the lines that
decided it, what is known across the ends before any symptom is weighed, each symptom's
finding, and the diagnosis."""

from __future__ import annotations

from collections import Counter
from typing import NamedTuple

from ..registry.symptoms import Hypothesis, Symptom
from .clocks import Apart
from .events import Event
from .facts import Fact

SUPPORTED, RULED_OUT, OPEN = "supported", "ruled-out", "open"
CONFIRMED, LIKELY, INSUFFICIENT = "confirmed", "likely", "insufficient"
# What is missing that only qualifies the answer (a caveat), not a step towards one.
CAVEATS = ("missing_clocks", "missing_cut", "missing_reduced", "missing_time")


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
