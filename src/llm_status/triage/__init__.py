"""Triage: from a failed transfer's logs, on both ends, to the first cause and the next
thing to check (``llm-status triage P=... D=...``).

``events`` reads a line, ``sources`` reads a side's logs (or its summary), ``diagnosis``
follows upstream's troubleshooting method over the merged events, ``report`` says it.
"""

from __future__ import annotations

import os
import re
from collections.abc import Sequence

from ..i18n import BadInput
from .decisions import Diagnosis
from .diagnosis import diagnose
from .events import Event
from .facts import read as read_facts
from .rollup import Pool, rolled_up
from .shrink import shrink
from .sources import Given, Progress, Side, Workers, read_side
from .summaries import is_summary, read_summary, summary_text

__all__ = ["Diagnosis", "Event", "Given", "gather", "parse_sources", "summary_of", "triage"]

_LABEL = re.compile(r"[A-Za-z0-9_.-]{1,40}")


def parse_sources(specs: Sequence[str]) -> list[Given]:
    """``P=/logs/prefill`` as label and path; a bare path has no label; ``-`` is standard
    input (path None)."""
    parsed = []
    for spec in specs:
        label, path = None, spec
        head, equals, tail = spec.partition("=")
        if (
            equals
            and _LABEL.fullmatch(head)
            and not (os.path.exists(spec) and not os.path.exists(tail))
        ):
            label, path = head, tail
        if path == "":
            raise BadInput("empty_source", input=repr(spec))
        parsed.append(Given(label, None if path == "-" else path, path))
    return parsed


def gather(
    specs: Sequence[str] | Sequence[Given],
    lang: str,
    progress: Progress | None = None,
    workers: Workers | None = None,
) -> tuple[list[Side], list[dict], list[Event]]:
    """Every side the arguments name (``P=/logs/prefill``, or each already a ``Given``):
    raw logs read into sides, summaries as they are."""
    raw: dict[str, list[Given]] = {}
    pool = Pool()  # the summaries' sides, rolled up past a rack of them (issue 53)
    given = [s for s in specs if isinstance(s, Given)] or parse_sources(specs)
    from_summary: dict[str, str] = {}  # each side a summary gave, and which summary
    for item in given:
        label, path = item.label, item.path
        if path is not None and os.path.isfile(path) and is_summary(path):
            more_sources, more_events = read_summary(path, label, item.shown)
            for source in more_sources:
                # Two nodes under one label would pool their facts and lines silently
                # (adversarial review 2026-12-04, L6).
                first = from_summary.setdefault(source["label"], item.shown)
                if first != item.shown:
                    raise BadInput(
                        "summaries_one_label", label=source["label"], first=repr(first),
                        second=repr(item.shown),
                    )  # fmt: skip
            pool.add(more_sources, more_events)
            continue
        if path is not None and not os.path.exists(path):
            raise BadInput("cannot_read", input=repr(item.shown), reason=os.strerror(2))
        raw.setdefault(label or item.shown, []).append(item)
    sides = [read_side(label, items, lang, progress, workers) for label, items in raw.items()]
    sources, events = pool.sources, pool.events
    for side in sides:
        sources.append(side.source_record())
        events += side.events
    unreadable = all(not side.files and side.skipped for side in sides)
    if sides and unreadable and len(sources) == len(sides):
        # Nothing named could be read (binary data, unreadable): unusable input, not
        # "no error found".
        names = ", ".join(repr(skipped["file"]) for s in sides for skipped in s.skipped[:3])
        raise BadInput("nothing_readable", input=names)
    return sides, sources, events


def triage(specs: Sequence[str], lang: str = "en", workers: Workers | None = None) -> Diagnosis:
    """The diagnosis of the logs (or summaries) that ``specs`` name."""
    _, sources, events = gather(specs, lang, workers=workers)
    return diagnose(sources, events)


def summary_of(
    specs: Sequence[str],
    lang: str = "en",
    facts_text: str | None = None,
    workers: Workers | None = None,
) -> str:
    """One summary (JSON) of what ``specs`` name: what triage reads of them, and no more;
    ``facts_text``: this node's facts transcript (``llm-status collect``'s), which every
    side read here is given, so that one file carries a node's logs and facts."""
    sides, sources, events = gather(specs, lang, workers=workers)
    if facts_text is not None:
        facts = read_facts(facts_text, COLLECTED)
        for source in sources[len(sources) - len(sides) :]:  # the logs read here, not summaries
            # Collected here, for this side: the node is the side (a pod's own host name is
            # not its node's, and the side is named for the node: deploy/node.sh).
            mine = [f._replace(host=source["label"]).record() for f in facts]
            source["facts"] = source.get("facts", []) + mine
    # Of a cluster: the sides the answer stands on whole, the others by their first lines.
    sources, events = rolled_up(sources, events)
    return summary_text(sources, shrink(events))


# The name a summary gives the transcript `--collect` read (it is no file of the logs).
COLLECTED = "llm-status collect"
