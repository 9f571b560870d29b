"""A node's summary (``llm-status triage --summary``): the sides' records and kept events
as JSON, which merge exactly as the raw logs do. Read back, a summary is checked field by
field (types, ISO times, finite numbers, the lower layers' names) before triage trusts
it: a file that is not one, or was changed by hand or by a tool, gets one line that
names it, never a traceback (adversarial review 2026-12-02, N-M2).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from datetime import datetime

from ..i18n import BadInput, Phrase
from ..reading.stamp import nearest, read_stamp
from ..registry import error_manager, neighbour_contexts
from ..registry.lower_layers import lower_by_name
from ..version import VERSION, version
from .events import Event, event_of
from .facts import Fact, again

# /2: every event names its format (the symptoms are read only in upstream's formats).
SUMMARY_SCHEMA = "llm-status-summary/2"
# /1 is read where its events carry a format too (those written since the formats were
# added); one without gets a message to write it again, not symptoms lost in silence.
READS = ("llm-status-summary/1", SUMMARY_SCHEMA)
# Where a file says it is a summary of any version: its "schema" key, at its start as
# --summary writes it, or at its end where a tool sorted its keys (jq -S puts "events" first).
_SCHEMA = re.compile(rb'"schema"\s*:\s*"llm-status-summary/\d{1,4}"')
_LOOK = 1 << 20  # bytes looked at, at each end
# Ours: sides of summaries triage holds whole before it rolls them up (rollup.Pool; the
# rack of bench/cluster.py): up to this many, summaries merge whole, side by side.
WHOLE_SIDES = 100

# An event's fields by type (events.Event).
_TEXT = ("source", "file", "text", "level", "layer")
_TEXT_OR_NONE = (
    "time",
    "code",
    "site",
    "returns",
    "tid",
    "comm",
    "peer",
    "request",
    "em",
    "format",
    "other_time",
    "cause",
    "solution",
    "torch",
)
_LISTS = ("codes", "lower", "clusters", "wrappers", "trace", "neighbours")
_FLAGS = ("site_named", "passes_on")
_TIMES = ("time", "other_time")


def is_summary(path: str) -> bool:
    """Whether a file says it is a summary: a JSON object (a UTF-8 BOM aside) whose
    "schema" key names ours, at its start or, keys sorted, at its end."""
    try:
        with open(path, "rb") as file:
            head = file.read(_LOOK)
            if not head.removeprefix(b"\xef\xbb\xbf").lstrip().startswith(b"{"):
                return False
            if _SCHEMA.search(head):
                return True
            file.seek(0, 2)
            size = file.tell()
            file.seek(max(0, size - _LOOK))
            return _SCHEMA.search(file.read()) is not None
    except OSError:
        return False


def read_summary(
    path: str, label: str | None, shown: str | None = None
) -> tuple[list[dict], list[Event]]:
    """The sources and events of a summary; ``label`` (``P=node.json``) renames its side;
    ``shown`` is the name a message gives it, where that is not its path."""
    try:
        with open(path, encoding="utf-8-sig") as file:
            record = json.load(file, parse_constant=_no_constant)
        if not isinstance(record, dict) or record.get("schema") not in READS:
            raise _Bad("summary_schema", schema=SUMMARY_SCHEMA)
        sources = [_source(source) for source in _list(record, "sources")]
        written = _written_by(record)
        for source in sources:
            if written != VERSION:  # a summary of summaries keeps what its parts said
                source.setdefault("written_by", written)
        events = [_event(event) for event in _list(record, "events")]
        events = reread(sources, events)
    except _Bad as bad:
        reason = bad.phrase
    except RecursionError:
        reason = Phrase("summary_nested")
    except UnicodeDecodeError:
        reason = Phrase("summary_not_utf8")
    except json.JSONDecodeError as error:
        reason = Phrase("summary_not_json", line=error.lineno, column=error.colno)
    except OSError as error:
        reason = Phrase("summary_unreadable", error=error.strerror or type(error).__name__)
    except (ValueError, KeyError, TypeError):  # a field our checks did not name
        reason = Phrase("summary_malformed")
    else:
        reason = None
    if reason is not None:
        raise BadInput("bad_summary", input=repr(shown or path), reason=reason)
    if label is not None:
        renamed = {source["label"]: label for source in sources}
        for source in sources:
            source["label"] = label
        events = [e._replace(source=renamed.get(e.source, label)) for e in events]
    return sources, events


def reread(sources: list[dict], events: list[Event]) -> list[Event]:
    """A summary's events read again from their text, as a raw log's lines are read: a
    summary is lines, not conclusions, so a level, layer, time or code written into one by
    hand decides nothing a raw log would not (adversarial review 2026-12-04, M6). Kept
    from the record: where the line is (side, file, line number), what its block went on
    with below it (read again as its block's lines are), and the lines it stands for
    (``repeats``). A clock that states no year is read in its file's year."""
    years: dict[tuple[str, str], int] = {}
    for source in sources:
        for file in source.get("files", ()):
            given = file.get("year")
            stated = file.get("first") or file.get("last")
            year = given.get("year") if isinstance(given, dict) else None
            if not isinstance(year, int) and stated:
                year = int(stated[:4])
            if isinstance(year, int) and 1 <= year <= 9999:
                years[source["label"], file["file"]] = year
    firsts = {
        (source["label"], file["file"]): file.get("first")
        for source in sources
        for file in source.get("files", ())
    }
    dated: dict[tuple[str, str], str] = {}  # each file's last line read that states a year
    fresh: list[Event] = list(events)
    in_file_order = sorted(range(len(events)), key=lambda i: (events[i].source, events[i].file, events[i].line_no))  # fmt: skip
    for index in in_file_order:
        event = events[index]
        where = (event.source, event.file)
        year = years.get(where)
        stamp = read_stamp(event.text, year)
        if stamp.time and stamp.year is not None:
            dated[where] = stamp.time
        elif stamp.time and (reference := dated.get(where) or firsts.get(where)):
            stamp = nearest(event.text, stamp, year, reference)  # as its raw log is read
        again = event_of(event.source, event.file, event.line_no, event.text, year, stamp)
        if event.cause is not None:
            again = again.goes_on(error_manager.CAUSE, event.cause)
        if event.solution is not None:
            again = again.goes_on(error_manager.SOLUTION, event.solution)
        for frame in event.trace:
            again = again.goes_on(error_manager.FRAME, frame)
        fresh[index] = again._replace(repeats=event.repeats)
    return fresh


def summary_text(sources: list[dict], events: Iterable[Event]) -> str:
    """One summary of several sides (what ``--summary`` writes): their sources and events."""
    record = {
        "schema": SUMMARY_SCHEMA,
        "version": version(),  # which llm-status wrote it (read by any that reads the schema)
        "sources": sources,
        "events": [e.record() for e in events],
    }
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"), allow_nan=False) + "\n"


class _Bad(Exception):
    """Why a file is no summary we can trust, as a sentence of ours in both languages."""

    def __init__(self, message: str, /, **fields: object):
        super().__init__(message)
        self.phrase = Phrase(message, fields)


def _no_constant(name: str):
    raise _Bad("summary_constant", name=name)


def _list(record: dict, key: str) -> list:
    value = record.get(key)
    if not isinstance(value, list):
        raise _Bad("summary_not_list", field=key)
    return value


def _event(event) -> Event:
    if not isinstance(event, dict):
        raise _Bad("summary_not_object", field="events")
    unknown = set(event) - set(Event._fields)
    if unknown:
        raise _Bad("summary_unknown_fields", fields=", ".join(sorted(unknown)))
    if "format" not in event:
        # Written before events named their format: its lines would show no symptom.
        raise _Bad("summary_old")
    for key in _TEXT:
        _must(isinstance(event.get(key), str), key, "summary_text")
    for key in _TEXT_OR_NONE:
        _must(event.get(key) is None or isinstance(event[key], str), key, "summary_text_or_null")
    _must(_whole(event.get("line_no")), "line_no", "summary_whole")
    timeout = event.get("timeout_ms")
    _must(timeout is None or _whole(timeout), "timeout_ms", "summary_whole_or_null")
    _must(_whole(event.get("repeats", 0)), "repeats", "summary_whole")
    for key in _FLAGS:
        _must(isinstance(event.get(key, True), bool), key, "summary_flag")
    for key in _LISTS:
        values = event.get(key, [])
        _must(isinstance(values, list) and all(isinstance(v, str) for v in values), key, "summary_texts")  # fmt: skip
    for key in _TIMES:
        _must(event.get(key) is None or _iso(event[key]), key, "summary_iso")
    for name in event.get("lower", []):
        _must(lower_by_name(name) is not None, "lower", "summary_lower")
    for key in event.get("neighbours", []):
        _must(neighbour_contexts.known_key(key), "neighbours", "summary_neighbours")
    return Event(**{**event, **{k: tuple(event.get(k, ())) for k in _LISTS}})


# A version as we write one (0.1.0, 1.2.3rc1): a longer or stranger text is no version.
_VERSION = re.compile(r"[0-9A-Za-z.+-]{1,40}")


def _written_by(record: dict) -> str:
    """Which llm-status wrote a summary: its "version" ("" where it names none: those
    written before 0.1.0). Any version whose schema we read is merged, and the report
    says which (summary_other_version)."""
    written = record.get("version", "")
    _must(written == "" or (isinstance(written, str) and _VERSION.fullmatch(written)), "version", "summary_a_version")  # fmt: skip
    return written


def _source(source) -> dict:
    if not isinstance(source, dict):
        raise _Bad("summary_not_object", field="sources")
    _must(isinstance(source.get("label"), str), "label", "summary_text")
    written = source.get("written_by", "")
    _must(written == "" or (isinstance(written, str) and _VERSION.fullmatch(written)), "written_by", "summary_a_version")  # fmt: skip
    for key in ("files", "skipped", "versions"):
        _must(isinstance(source.get(key, []), list), key, "summary_a_list")
    for file in source.get("files", []):
        _must(isinstance(file, dict) and isinstance(file.get("file"), str), "files", "summary_objects")  # fmt: skip
        _must(file.get("lines") is None or _whole(file["lines"]), "lines", "summary_whole")
        for key in ("first", "last"):
            _must(file.get(key) is None or _iso(file[key]), key, "summary_iso")
        minutes = file.get("info_minutes", [])
        _must(isinstance(minutes, list) and all(isinstance(m, str) for m in minutes), "info_minutes", "summary_texts")  # fmt: skip
    counts = source.get("counts", {})
    _must(isinstance(counts, dict) and all(_whole(v) for v in counts.values()), "counts", "summary_numbers")  # fmt: skip
    _must(source.get("cut") is None or _iso(source["cut"]), "cut", "summary_iso")
    _must(_whole(source.get("reduced", 0)), "reduced", "summary_whole")
    facts = _list({"facts": source.get("facts", [])}, "facts")
    for fact in facts:
        _fact(fact)
    if facts:
        # Read again from their lines: a fact no line of it says is none (M6).
        source["facts"] = [f.record() for r in facts if (f := again(Fact(**r))) is not None]
    return {"files": [], "skipped": [], "counts": {}, "versions": [], **source}


def _fact(fact) -> None:
    """A node's fact as triage/facts.Fact records it."""
    if not isinstance(fact, dict):
        raise _Bad("summary_not_object", field="facts")
    unknown = set(fact) - set(Fact._fields)
    if unknown:
        raise _Bad("summary_unknown_fields", fields=", ".join(sorted(unknown)))
    for key in ("key", "value", "file", "text"):
        _must(isinstance(fact.get(key), str), key, "summary_text")
    for key in ("device", "name", "process", "host"):
        _must(fact.get(key) is None or isinstance(fact[key], str), key, "summary_text_or_null")
    if fact.get("collected") is not None:
        _must(_iso(fact["collected"]), "collected", "summary_iso")
    _must(_whole(fact.get("line_no")), "line_no", "summary_whole")


def _must(holds: bool, key: str, what: str) -> None:
    """``what``: the message key of what ``key`` must be."""
    if not holds:
        raise _Bad("summary_must", field=key, what=Phrase(what))


def _whole(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _iso(value) -> bool:
    """An ISO 8601 time as triage writes one: no zone, a date a calendar has."""
    if not isinstance(value, str):
        return False
    try:
        moment = datetime.fromisoformat(value[:26])
    except ValueError:
        return False
    return moment.tzinfo is None and len(value) <= 26
