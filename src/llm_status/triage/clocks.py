"""Time across the ends: the window the method weighs a failure in, a log's time as
seconds, and where two sides' clocks may disagree (logs that do not overlap, a link set-up
both ends passed further apart than its timeout) or state different zones."""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from datetime import datetime, timedelta
from functools import lru_cache

from .events import Event

# Ours: how far before a symptom its causes are looked for (the guide says "the same time
# window" and gives no number). A cause comes before the wait that ends in the symptom,
# and waits last up to a couple of minutes (the catalogue's link timeouts; HCCL's
# "timeout[120]" in vllm-ascend#1955, whose taken port was logged 120.1 s before its
# timeout), so five minutes.
WINDOW = 300.0
AFTER = 5.0  # seconds after the first error that still count as its window
# Pairs of sides whose logs do not overlap said one by one; past this, one sentence a side.
MOST_PAIRS_SAID = 3
MOST_SIDES_NAMED = 10  # sides a sentence about many names; the JSON lists them all

_EPOCH = datetime(1970, 1, 1)


@lru_cache(maxsize=1 << 16)
def seconds(time: str | None) -> float | None:
    """A log's time (no zone: as the log states it) as seconds, for differences only.
    Cached: each hypothesis compares every event's time with its symptom's."""
    if time is None:
        return None
    return (datetime.fromisoformat(time) - _EPOCH).total_seconds()


def few_sides(sides: list[str]) -> str:
    """Sides as a sentence names them: the first few, and how many more."""
    more = len(sides) - MOST_SIDES_NAMED
    return ", ".join(sides[:MOST_SIDES_NAMED]) + (f" (+{more:,})" if more > 0 else "")


def time_ranges(sources: list[dict]) -> dict[str, tuple[float, float]]:
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


def clocks_said(
    sources: list[dict], events: list[Event], entries: dict[str, dict[str, Event]]
) -> tuple[list[tuple[str, dict]], Apart]:
    """Where the two ends' clocks may disagree: logs of the same failure that do not
    overlap in time at all; or a link set-up that both ends passed although their lines
    put its two entries further apart than its timeout (ours: the set-up waits for both
    ends, and gives up with an error after the timeout, so two ends that both passed were
    waiting at the same time). The sentences that say so, and those pairs of sides (each
    pair, also where the sentences are one a side)."""
    ranges = time_ranges(sources)
    apart = Apart(ranges)
    reduced = reduced_sides(sources)
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


def reduced_sides(sources: list[dict]) -> set[str]:
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


def clock(moment: float) -> str:
    moment = min(max(moment, _EARLIEST), _LATEST)
    return (_EPOCH + timedelta(seconds=moment)).isoformat(timespec="seconds").replace("T", " ")
