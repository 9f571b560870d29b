"""A summary keeps what triage needs, not the log (issue 33): each side's failure window
whole, and outside it each kind of line by its first and its last, the lines between
counted on the last (``Event.repeats``).

The window is the side's own: from ``clocks.WINDOW`` seconds before its first error
(of any layer: the look-back in which causes are looked for) to ``KEPT_AFTER`` seconds
after it (ours: a chain or a symptom's later lines stay whole, where a failure's storm of
echoes begins). A kind is ``events.kind_of``'s (upstream's message, else the code, else
the line with its numbers masked), at a level and a layer: a storm of 30,000 repeats of
one message keeps two lines outside the window and its count.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime, timedelta

from .clocks import WINDOW
from .events import Event, kind_of

KEPT_AFTER = 300.0  # seconds after a side's first error kept whole (ours)


def shrink(events: Iterable[Event]) -> list[Event]:
    """The events a summary keeps, each side's in its own order."""
    sides: dict[str, list[Event]] = {}
    for event in events:
        sides.setdefault(event.source, []).append(event)
    kept: list[Event] = []
    for side in sides.values():
        kept += _shrunk(side)
    return kept


def _shrunk(events: list[Event]) -> list[Event]:
    window = _window(events)
    out: list[Event] = []
    first: set[tuple] = set()
    last: dict[tuple, int] = {}  # a kind's last kept, by its index in ``out``
    for event in events:
        if _inside(event, window):
            out.append(event)
            continue
        key = (event.is_error, event.layer, kind_of(event))
        if key not in first:
            first.add(key)
            out.append(event)
        elif key not in last:
            last[key] = len(out)
            out.append(event)
        else:  # the last slot takes the newer line; the one it held is counted
            held = out[last[key]]
            out[last[key]] = event._replace(repeats=event.repeats + held.repeats + 1)
    return out


def _inside(event: Event, window: tuple[datetime, datetime] | None) -> bool:
    if window is None or event.time is None:
        return False
    return window[0] <= datetime.fromisoformat(event.time) <= window[1]


def _window(events: list[Event]) -> tuple[datetime, datetime] | None:
    """The side's failure window."""
    times = [datetime.fromisoformat(e.time) for e in events if e.is_error and e.time]
    if not times:
        return None
    first = min(times)
    return first - timedelta(seconds=WINDOW), first + timedelta(seconds=KEPT_AFTER)
