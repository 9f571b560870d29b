"""Reading the logs of one side (a directory, a file, standard input) into what triage
needs: its kept events and a few counts. That is also a node's summary
(``llm-status triage --summary``): the same record, written as JSON, merges exactly as
the raw logs do, because triage reads nothing else of them.

Logs are read in blocks (memory stays flat whatever their size), directories
recursively in name order (plog/, debug/, run/, rotated and compressed files), and a
file that is not text (a core dump, a tarball) is listed as skipped, not read.
"""

from __future__ import annotations

import os
import re
import time
import zlib
from bisect import bisect_left
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from datetime import datetime, timedelta
from functools import lru_cache
from typing import BinaryIO, NamedTuple

from ..i18n import BadInput
from ..reading import findings_of_line, kinds
from ..reading.grammar import peel
from ..reading.input import log_stream
from ..reading.logs import LONGEST_LINE
from ..reading.stamp import Stamp, is_plog, nearest, read_stamp, time_of
from ..registry.facts import HEADER as _FACTS_HEADER
from ..registry.log_formats import ERROR_LEVELS
from .events import (
    CAMEL,
    EM_TRACEBACK,
    GLOG_ERRORS,
    LEVEL_WORDS,
    PATHS,
    SUCCESSES,
    WEAK_WORTH,
    Event,
    anchors,
    event_of,
    kind_of,
)
from .facts import MOST as MOST_FACTS
from .facts import Fact, is_transcript
from .facts import read as read_facts

HEADER_BYTES = _FACTS_HEADER.encode()

BLOCK = 1 << 20
# Events kept of one side, errors and other lines (context) each; past it, each kind of
# line (events.kind_of) keeps its first there and its latest, and the rest is counted (ours: enough for the
# failures of a day). No error is lost to context, the first of each kind is never
# dropped, and a side whose context was collapsed says from when (a line missing after
# that decides nothing: diagnosis.covers).
MOST_EVENTS = 20000
MOST_VERSIONS = 5
SHOWN_VERSION = 200
_VERSION = re.compile(r"version[^0-9\n]{0,24}(\d{1,4}(?:\.\w{1,12}){1,5})", re.I | re.A)


class Given(NamedTuple):
    """One thing named for a side: a file or a folder (``path``; None is standard input),
    and the name the report gives it (the path as typed; the triage page's files stand
    in Pyodide's file system under another path)."""

    label: str | None
    path: str | None
    shown: str


# Told of each block read: the stage ("reading"), the file's name, its bytes read so
# far (the triage page's progress bar).
Progress = Callable[[str, str, int], None]


class Side:
    """What one side's logs hold for triage: its label (P, D), the files read (with their
    lines and the time they cover), the files skipped, the kept events, the counts."""

    def __init__(self, label: str):
        self.label = label
        self.files: list[dict] = []
        self.skipped: list[dict] = []
        self.events: list[Event] = []
        self.counts: Counter = Counter()  # "successes", "errors", "not_kept", "untimed"
        self.versions: list[dict] = []  # plog lines that state a version, a few
        self.facts: list[Fact] = []  # what its node's facts transcripts say (triage/facts.py)
        # Past MOST_EVENTS of errors or of context: each kind seen there, and the index of
        # the slot its latest takes (None until a second line of that kind comes).
        self.kept = {True: 0, False: 0}  # events kept before the cap, errors and context
        self.cut: str | None = None  # when its context lines stopped being all kept
        self.latest: dict[tuple[bool, str], int | None] = {}

    def source_record(self) -> dict:
        """What a summary says of this side, its events aside."""
        return {
            "label": self.label,
            "files": self.files,
            "skipped": self.skipped,
            "counts": dict(sorted(self.counts.items())),
            **({"cut": self.cut} if self.cut else {}),
            "versions": self.versions,
            **({"facts": [fact.record() for fact in self.facts]} if self.facts else {}),
        }


def read_side(
    label: str,
    given: Iterable[Given],
    lang: str,
    progress: Progress | None = None,
    workers: Workers | None = None,
) -> Side:
    """A side from the files and folders given for it (``workers``: where its blocks'
    anchors are looked for, else here)."""
    side = Side(label)
    for item in given:
        if item.path is not None and os.path.isdir(item.path):
            for file in _files_under(item.path, side):
                shown = os.path.relpath(file, item.path)
                _read_file(side, file, shown, lang, progress, workers)
        else:
            _read_file(side, item.path, item.shown, lang, progress, workers)
    return side


def _files_under(root: str, side: Side) -> Iterator[str]:
    """A folder's files in name order, depth first, a folder's own files before its
    folders' (os.walk's order), by a stack of our own: os.walk recurses, and a folder
    1,100 deep would end in a RecursionError. No folder symlink is followed; a symlink to
    a file is read, as kubelet's /var/log/containers/*.log are, each file once however
    many links lead to it."""
    seen: set[str] = set()
    folders = [root]
    while folders:
        folder = folders.pop()
        try:
            with os.scandir(folder) as found:
                entries = sorted(found, key=lambda entry: entry.name)
        except OSError as error:
            _walk_error(side, error)
            continue
        below = []
        for entry in entries:
            try:
                if entry.is_dir(follow_symlinks=False):
                    below.append(entry.path)
                    continue
            except OSError:
                continue
            if not os.path.isfile(entry.path):
                continue  # a broken link, a socket, a device, a link to a folder
            real = os.path.realpath(entry.path)
            if real in seen:
                continue
            seen.add(real)
            yield entry.path
        folders += reversed(below)


def _walk_error(side: Side, error: OSError) -> None:
    side.skipped.append({"file": error.filename, "why": error.strerror or str(error)})


def _read_file(
    side: Side,
    path: str | None,
    name: str,
    lang: str,
    progress: Progress | None,
    workers: Workers | None = None,
) -> None:
    try:
        with log_stream(path, lang, shown=name) as stream:
            _read_stream(side, stream, name, progress, workers)
    except BadInput as error:
        if path is not None and error.key in ("not_text", "cannot_read", "xz_not_here"):
            side.skipped.append({"file": name, "why": error.key})
            return
        raise


def _read_stream(
    side: Side,
    stream: BinaryIO,
    name: str,
    progress: Progress | None,
    workers: Workers | None = None,
) -> None:
    """Kept lines of one file, block by block: the anchors are looked for in the block's
    bytes (``bytes.find``), and only the lines that hold one are decoded and read."""
    line_no, lines = 1, 0
    year: int | None = None
    first_year: int | None = None  # the year of the file's first line that states one
    yearless: int | None = None  # the year a kept clock that states none was read in
    yearless_times: list[str] = []
    # The first and the last line whose clock states no year, read before any year was
    # known: dated at the end with the file's year, for the time the file covers.
    undated: tuple[str | None, str | None] = (None, None)
    info_minutes: set[bytes] = set()
    first = last = None
    kept_before = len(side.events)
    content, size = 0, 0
    transcript: bytearray | None = None  # the file, where it is a node's facts transcript
    header_end = 0  # where collect's header line ends, in the first block
    dated_at: str | None = None  # the time of the last kept line that stated its year
    read = getattr(stream, "read1", stream.read)
    pieces = _pieces(read)
    for block, piece, broke, located in workers.ahead(pieces) if workers else _here(pieces):
        if size == 0 and block and is_transcript(block, name):
            transcript = bytearray()
            if block.removeprefix(b"\xef\xbb\xbf").startswith(HEADER_BYTES):
                # collect's header states when the facts were collected, which is no time
                # the node's logs cover (adversarial review 2026-12-04, H5).
                header_end = block.find(b"\n") + 1 or len(block)
        if transcript is not None and len(transcript) < MOST_FACTS:
            transcript += block[: MOST_FACTS - len(transcript)]
        # The file's content, as a checksum: two sides given the same logs are said so.
        content, size = zlib.crc32(block, content), size + len(block)
        if progress is not None:
            progress("reading", name, getattr(stream, "raw", stream).taken)
        if piece is None:
            continue  # a line that runs on past the block
        timed = piece
        if header_end:
            timed, header_end = piece[header_end:], 0
        if piece:
            # The time a file covers: its first and its last line that states one (the
            # same whatever the blocks: a file read in pieces of another size covers the
            # same time). Only lines with a clock in them are tried.
            if first is None and (found := _first_time(timed, year)) is not None:
                at_first, stated, text = found
                undated = (undated[0] or text, undated[1])  # a clock with no year, none known
                if at_first is not None:
                    first, year = at_first, year or stated
                    first_year = first_year or year
            at_last, text = _last_time(timed, year)
            last = at_last or last
            if text is not None:
                undated = (undated[0], text)
            # The minutes that hold plog INFO lines: whether a side's logs of a window
            # could show an INFO line that is not there (diagnosis.covers).
            info_minutes.update(_INFO_MINUTE.findall(piece))
            for word in SUCCESSES:
                side.counts["successes"] += piece.count(word.encode())
            for path, cheap, words in PATHS:
                key = "path_" + path
                if key in side.counts or (cheap and cheap not in piece):
                    continue
                if any(word.encode() in piece for word in words):
                    side.counts[key] = 1  # the side's logs show this path
        lowered = piece.lower()
        if len(side.versions) < MOST_VERSIONS:
            _versions(side, name, piece, lowered, line_no)
        counted, position = 0, -1
        anchored, weak, weak_codes = located or _anchored(piece, lowered)
        for at in anchored:
            if at <= position:
                continue  # the rest of a line already kept
            start, end = _bounds(piece, at)
            line_no += piece.count(b"\n", counted, start)
            counted, position = start, end
            weak_only = at in weak and not _strong_in(anchored, weak, at, end)
            named = False  # a failure code a code's literal led to (issue 49)
            if weak_only and not WEAK_WORTH.search(piece, start, end):
                named = at in weak_codes and names_a_failure(_decoded(piece[start:end]))
                if not named:
                    continue  # a weak word alone: no failed call, no device's state
            line = _decoded(piece[start:end]).rstrip("\r")
            # The line's stamp, read once for its own year and for its event (again only
            # where its year is not the one it was read in).
            stamp = read_stamp(line, year)
            own = stamp.year
            if own is not None and own != year:
                year = own
                stamp = read_stamp(line, year)
            if own is not None and stamp.time:
                dated_at = stamp.time
            elif own is None and stamp.time and (dated_at or first) is not None:
                # Nearest the last dated line read, else the file's first (a year-less
                # line above it, read in its year).
                stamp = nearest(line, stamp, year, dated_at or first)
            first_year = first_year or year
            if weak_only and stamp.level not in ERROR_LEVELS and not named:
                continue  # a weak word, in no error
            kept = len(side.events)
            _keep(side, name, line_no, line, year, stamp)
            if len(side.events) > kept and side.events[-1].em is not None:
                # The lines right below a block's head that go on it (its cause, solution,
                # TraceBack) are its event's, read here, not as lines of their own.
                taken, last_start, position = _goes_on(side, kept, piece, end)
                if taken:
                    line_no, counted = line_no + taken, last_start
            if own is None and len(side.events) > kept and side.events[-1].time is not None:
                # A clock that states no year, read in the year of the file's dated lines.
                yearless = yearless or year
                yearless_times.append(side.events[-1].time)
        line_no += piece.count(b"\n", counted)
        if not block:
            lines = line_no if piece else line_no - 1
            break
        if broke:
            line_no += 1  # the line break the block ended on
    if transcript is not None:
        # Its facts, as well as its lines (hccn_tool's LINK DOWN records are events too).
        side.facts += read_facts(transcript.decode("utf-8", "replace"), name)
    record = {"file": name, "lines": lines, "first": first, "last": last}
    record["content"] = f"{size}:{content:08x}"  # bytes and CRC-32 of what was read
    if transcript is not None:
        record["facts"] = True  # a node's facts, not its logs: two nodes' may be alike
    if info_minutes:
        # "2026-03-12-10:41" as "2026-03-12T10:41", in order: a day is 1,440 at most.
        record["info_minutes"] = sorted(
            f"{m[:10].decode()}T{m[11:].decode()}" for m in info_minutes
        )
    if getattr(stream, "skipped_nuls", 0):
        record["nuls"] = stream.skipped_nuls  # passed over at its start (copytruncate)
    if yearless is not None:
        record["year"] = {"year": yearless, "from": "line"}
    modified = _modified(stream)
    dated = _date_the_yearless(side, kept_before, first_year, modified, first)
    if dated is not None:
        year_given, source, times = dated
        record["year"] = {"year": year_given, "from": source}
        yearless_times += times
    for text in undated:
        if text is not None and (given := _in_its_year(text, first_year, modified)):
            yearless_times.append(given[0].time)
            record.setdefault("year", {"year": given[1], "from": given[2]})
    if yearless_times:  # the time the file covers, its year-less clocks too
        record["first"] = min(t for t in (first, *yearless_times) if t)
        record["last"] = max(t for t in (last, *yearless_times) if t)
    side.files.append(record)


def _pieces(read: Callable[[int], bytes]) -> Iterator[tuple[bytes, bytes | None, bool]]:
    """Each block read, with the whole lines it ends (``piece``: None while one line runs
    on past it) and whether a line break ended them; the last block read is b"", its
    piece what was left."""
    pending = b""
    while True:
        block = read(BLOCK)
        data = pending + block
        if not block:
            yield block, data, False
            return
        cut = data.rfind(b"\n")
        if cut < 0 and len(data) <= LONGEST_LINE:
            pending = data
            yield block, None, False
            continue
        if cut < 0:
            cut = len(data)  # one line longer than we hold: read it as it stands
        yield block, data[:cut], cut < len(data)
        pending = data[cut + 1 :]


def _here(pieces: Iterator[tuple]) -> Iterator[tuple]:
    """The pieces, their anchors looked for by the reader itself (None: not yet)."""
    for block, piece, broke in pieces:
        yield block, piece, broke, None


class Workers:
    """Worker processes that look for the anchors of the blocks read ahead (``-j N``): the
    bytes.find passes that are two thirds of triage's time. The reader goes on in order
    with each block's anchors as the workers found them, so the report is the one the
    reader alone makes; at most ``2 * jobs`` blocks are in flight. Ctrl-C reaches every
    process of the terminal's group: the workers ignore it, and ``close`` ends them."""

    def __init__(self, jobs: int):
        from ..cores import pool

        self.depth = 2 * jobs
        self.pool = pool(jobs)

    def ahead(self, pieces: Iterator[tuple]) -> Iterator[tuple]:
        from collections import deque

        window: deque = deque()
        for block, piece, broke in pieces:
            asked = self.pool.apply_async(_anchored_of, (piece,)) if piece else None
            window.append((block, piece, broke, asked))
            if len(window) > self.depth:
                yield _answered(window.popleft())
        while window:
            yield _answered(window.popleft())

    def close(self) -> None:
        self.pool.terminate()
        self.pool.join()


def _answered(item: tuple) -> tuple:
    block, piece, broke, asked = item
    return block, piece, broke, asked.get() if asked is not None else None


def _anchored_of(piece: bytes) -> tuple[list[int], set[int], set[int]]:
    return _anchored(piece, piece.lower())


def _goes_on(side: Side, at: int, piece: bytes, end: int) -> tuple[int, int, int]:
    """The lines of a block after the end of its head's line (``end``) that go on it
    (``kinds.block_goes_on``), given to its event (``side.events[at]``): how many, where
    the last starts and where it ends (``end`` where none does)."""
    taken, last_start, position = 0, end, end
    while position < len(piece):
        start = position + 1
        stop = piece.find(b"\n", start)
        stop = len(piece) if stop < 0 else stop
        inner = peel(_decoded(piece[start:stop]).rstrip("\r")).line
        more = kinds.block_goes_on(inner)
        if more is None or kinds.manager_block(inner) is not None:
            break
        side.events[at] = side.events[at].goes_on(*more)
        taken, last_start, position = taken + 1, start, stop
    return taken, last_start, position


def _modified(stream: BinaryIO) -> str | None:
    """When the file was last written (ISO 8601, UTC; a file, not a pipe), or None."""
    descriptor = getattr(stream, "file", None)
    if descriptor is None:
        return None
    try:
        moment = time.gmtime(os.fstat(descriptor).st_mtime)
    except (OSError, ValueError, OverflowError):
        return None
    return time.strftime("%Y-%m-%dT%H:%M:%S", moment)


# A log's clock is the machine's local time, a file's mtime UTC: a day apart at most.
_A_DAY_LATER = 1


def _in_its_year(
    text: str, first_year: int | None, modified: str | None, first: str | None = None
) -> tuple[Stamp, int, str] | None:
    """A line whose clock states no year, dated: in the year of the file's first line
    that states one, else in the year of its last change, or the year before where that
    would put the line after the change (a December line in a file written in January).
    Its stamp in that year, the year and where it came from ("line", "mtime"); None
    where it states no time in any."""
    if first_year is not None:
        stamp = read_stamp(text, first_year)
        if stamp.time and first is not None:
            stamp = nearest(text, stamp, first_year, first)
        return (stamp, first_year, "line") if stamp.time else None
    if modified is None:
        return None
    year = int(modified[:4])
    stamp = read_stamp(text, year)
    if stamp.time and stamp.time[:10] > _day_after(modified):
        year -= 1
        stamp = read_stamp(text, year)
    return (stamp, year, "mtime") if stamp.time else None


def _day_after(moment: str) -> str:
    day = datetime.fromisoformat(moment[:10]) + timedelta(days=_A_DAY_LATER)
    return day.date().isoformat()


def _date_the_yearless(
    side: Side, start: int, first_year: int | None, modified: str | None, first=None
) -> tuple[int, str, list[str]] | None:
    """The file's kept lines whose clock states no year (glog's ``E1130``, vLLM's
    ``07-17``) and that no earlier line of it dated, each dated by ``_in_its_year``: the
    year (the latest given), where it came from ("line", "mtime"), and the times given.
    None where there were none."""
    times, years, source = [], [], ""
    for at in range(start, len(side.events)):
        event = side.events[at]
        if event.time is not None:
            continue
        given = _in_its_year(event.text, first_year, modified, first)
        if given is None:
            continue
        stamp, year, source = given  # the line's stamp, read once
        dated = event_of(event.source, event.file, event.line_no, event.text, year, stamp)
        if dated.time is not None:
            side.events[at] = dated
            side.counts["untimed"] -= 1
            times.append(dated.time)
            years.append(year)
    if not times:
        return None
    return max(years), source, sorted(times)


def _decoded(data: bytes) -> str:
    return data.decode("utf-8", errors="replace")


# A plog INFO line's minute: "[INFO] HCCL(7,python):2026-03-12-10:41" (the literal
# "[INFO] " first: bytes.find's speed).
_INFO_MINUTE = re.compile(
    rb"\[INFO\] \w{1,30}\(\d{1,10},[^)\n]{0,60}\):(\d{4}-\d\d-\d\d-\d\d:\d\d)"
)

# What every timestamp triage reads has (reading/stamp._stamp): a clock, hh:mm:ss.
_CLOCK = re.compile(rb"\d\d:\d\d:\d\d")


def _bounds(piece: bytes, at: int) -> tuple[int, int]:
    """Where the line of a block that holds ``at`` starts and ends (its line break)."""
    end = piece.find(b"\n", at)
    return piece.rfind(b"\n", 0, at) + 1, len(piece) if end < 0 else end


# A year to try a clock in, where no year is known: is it a clock that states none? (A
# leap year: the 29th of February is a date in it.)
_PROBE_YEAR = 2000
# Where a full timestamp writes its year: a plog's or an application's 2026-03-12, glog's
# I20260312.
_DATED = re.compile(rb"(?<!\d)(?:19|20)\d\d-[01]\d-[0-3]\d|\b[IWEF](?:19|20)\d{6} ")


def _first_time(piece: bytes, year: int | None) -> tuple[str | None, int | None, str | None] | None:
    """The block's first line that states a time: its time and the year its full
    timestamp states (None for a year-less clock); and, before it, the first line whose
    clock states no year where none is known (None where there is none). None, None and
    that line where no line of the block states a time it can be read in."""
    undated = None
    for clock in _CLOCK.finditer(piece):
        start, end = _bounds(piece, clock.start())
        line = _decoded(piece[start:end]).rstrip("\r")
        stamp = read_stamp(line, year)
        if stamp.time is not None:
            return stamp.time, stamp.year, undated
        if year is None and time_of(line, _PROBE_YEAR) is not None:
            undated = line
            break
    if undated is None:
        return None
    # Past a year-less clock, only the lines where a year is written are read for one.
    for date in _DATED.finditer(piece, end):
        start, end = _bounds(piece, date.start())
        stamp = read_stamp(_decoded(piece[start:end]).rstrip("\r"), None)
        if stamp.time is not None and stamp.year is not None:
            return stamp.time, stamp.year, undated
    return None, None, undated


def _last_time(piece: bytes, year: int | None) -> tuple[str | None, str | None]:
    """The time of the block's last line that states one, and None; or, where its clock
    states no year and none is known, None and the line; or None, None: lines tried from
    the end, only those with a clock."""
    end = len(piece)
    while end > 0:
        start = piece.rfind(b"\n", 0, end) + 1
        line = piece[start:end]
        if _CLOCK.search(line):
            text = _decoded(line).rstrip("\r")
            if stamp := time_of(text, year):
                return stamp, None
            if year is None and time_of(text, _PROBE_YEAR) is not None:
                return None, text
        end = start - 1
    return None, None


def _versions(side: Side, name: str, piece: bytes, lowered: bytes, first_line_no: int) -> None:
    """The plog lines of a block that state a version (the guide: the CANN version is
    usually in the logs), each version once, a few a side."""
    at = lowered.find(b"version")
    while at >= 0 and len(side.versions) < MOST_VERSIONS:
        start, end = _bounds(piece, at)
        line = _decoded(piece[start:end])
        found = _VERSION.search(line)
        if found and is_plog(line) and found.group(1) not in {v["version"] for v in side.versions}:
            side.versions.append(
                {
                    "file": name,
                    "line_no": first_line_no + piece.count(b"\n", 0, start),
                    "version": found.group(1),
                    "text": line[:SHOWN_VERSION],
                }
            )
        at = lowered.find(b"version", end)


# Anchors that begin alike are looked for as one: the beginning they share (four bytes or
# more) is found once a block, and each place checked for the words that start there. A
# pass over a block costs about the same for any word (bench/triage.py: 0.4 to 0.7 ms a
# MB), so three words that share "mie0" cost one pass, not three. A beginning this log
# holds often ("transfer " in every line of a HIXL transfer) costs a check at each place:
# past _COMMON places in a block, its words are looked for apart from then on.
_SHARED_BEGINNING = 4
_COMMON = 64
_TOO_COMMON: set[bytes] = set()


def _keyed(words: tuple[bytes, ...]) -> list[tuple[bytes, tuple[bytes, ...]]]:
    """The words grouped by the beginning they share (a word alone is its own key)."""
    groups = _groups(words)
    if not _TOO_COMMON:
        return groups
    return [
        part
        for key, group in groups
        for part in ([(w, (w,)) for w in group] if key in _TOO_COMMON else [(key, group)])
    ]


@lru_cache(maxsize=4)
def _groups(words: tuple[bytes, ...]) -> list[tuple[bytes, tuple[bytes, ...]]]:
    by_beginning: dict[bytes, list[bytes]] = {}
    for word in sorted(words):
        by_beginning.setdefault(word[:_SHARED_BEGINNING], []).append(word)
    groups = []
    for members in by_beginning.values():
        first, last = members[0], members[-1]  # sorted: what these two share, all share
        pairs = enumerate(zip(first, last, strict=False))
        key = first[: next((i for i, (a, b) in pairs if a != b), len(first))]
        groups.append((key, tuple(members)))
    return groups


def _anchored(piece: bytes, lowered: bytes) -> tuple[list[int], set[int], set[int]]:
    """Where the anchors stand in a block, in order, each found with ``bytes.find``; which
    of them are weak words only (``Anchors.weak_cased``, ``weak_caseless``); and which
    are a code's literal (a value's first digits, a name's prefix: ``CODE_LITERALS``),
    whose line is read where it names a failure code, whatever else it holds."""
    found: set[int] = set()
    cased, caseless, weak_cased, weak_caseless = anchors()
    weak: set[int] = set()
    for word in weak_cased:
        at = piece.find(word)
        while at >= 0:
            weak.add(at)
            at = piece.find(word, at + len(word))
    # "fail" is common (users' prompts quote it): only where a lower layer's call stands
    # before it, looked for in the few bytes before it, is its line read.
    for word in weak_caseless:
        at = lowered.find(word)
        while at >= 0:
            before = max(0, at - _CALL_BEFORE)
            if CAMEL.search(piece, before, at) and WEAK_WORTH.search(piece, before, at + 12):
                weak.add(at)
            at = lowered.find(word, at + len(word))
    for words, text in ((cased, piece), (caseless, lowered)):
        for key, group in _keyed(words):
            at, seen = text.find(key), 0
            while at >= 0:
                seen += 1
                word = next((w for w in group if text.startswith(w, at)), None)
                if word is not None and (word not in LEVEL_WORDS or _a_word(text, at, len(word))):
                    found.add(at)
                    # One place of a word is enough for its line (the reader reads the
                    # line whole): a line of "ERROR ERROR ..." costs one look, not one a word.
                    at = text.find(b"\n", at)
                    at = -1 if at < 0 else text.find(key, at + 1)
                else:
                    at = text.find(key, at + len(key))
            if seen > _COMMON and len(group) > 1:
                _TOO_COMMON.add(key)  # from the next block on, its words apart
    # glog's level letter at a line's start: "E0312 10:41:02.123456 ..." or "F2026...".
    # One pass for both letters (a line break is found at memchr's speed): two passes of
    # bytes.find for "\nE" and "\nF" took four times as long.
    for match in _GLOG_LINE.finditer(piece):
        at = match.start()
        if piece[at + 2 : at + 6].isdigit():
            found.add(at + 1)
    if piece[:1].decode("latin-1") in GLOG_ERRORS and piece[1:5].isdigit():
        found.add(0)
    # torch's c10 logging, an error's level in brackets: "[rank0]:[E1206 18:44:12.71 ...".
    found.update(match.start() for match in _C10_ERROR.finditer(piece))
    # An error manager's block: the header may state no PID; it stands a few lines above
    # its "TraceBack" (after "Possible Cause:" and "Solution:").
    at = piece.find(EM_TRACEBACK)
    while at >= 0:
        start = at
        for _ in range(_EM_HEADER_ABOVE):
            if start <= 0:
                break
            start = piece.rfind(b"\n", 0, start - 1) + 1
            found.add(start)
        at = piece.find(EM_TRACEBACK, at + 1)
    # An error manager's block's head that states no PID and heads no TraceBack here
    # ("EI9999: Inner Error!", "EJ0001: 2024-05-21-11:57:54.167.645 Failed ..."): its
    # code then ":", "(" or "[", a literal "E" first (the search runs at C speed), the
    # head confirmed by the error manager's reader.
    for match in (*_EM_CODE.finditer(piece), *_EM_WARNING.finditer(piece)):
        at = match.start()
        if at and piece[at - 1 : at].isalnum():
            continue
        start, end = _bounds(piece, at)
        if start not in found and kinds.manager_block(peel(_decoded(piece[start:end])).line):
            found.add(start)
    codes: set[int] = set()
    for words, text in ((CODE_LITERALS_CASED, piece), (CODE_LITERALS_CASELESS, lowered)):
        for word in words:
            at = text.find(word)
            while at >= 0:
                start = text.rfind(b"\n", 0, at) + 1
                end = text.find(b"\n", at)  # one place a line: the line is read whole
                if not _below_error(piece, start, len(piece) if end < 0 else end):
                    codes.add(at)
                at = -1 if end < 0 else text.find(word, end + 1)
    codes -= found
    weak = (weak | codes) - found
    return sorted(found | weak), weak, codes


# Where a code of ours stands in a line that no level or other word keeps, as literals
# ``bytes.find`` looks for, read further only where its line names a failure code
# (names_a_failure) and states no level below an error: LLM-DataDist's values
# (1343..., 4294967295 for -1, 5070.. for the two it shares with aclError), its hex
# (0x5010B...), its names (LLM_...) and the qualified names (hixl::, adxl::). HIXL's
# bare numbers (503900) are not looked for: each pass costs about 0.3 ms a MB, and a
# HIXL status stands in its own [ERROR] lines, which the level keeps (ours; measured on
# bench/triage.py's logs, whose prompts quote 503900 on one line in six).
CODE_LITERALS_CASED = (b"LLM_",)
CODE_LITERALS_CASELESS = (b"1343", b"4294", b"5070", b"5010b", b"xl::")


def _below_error(piece: bytes, start: int, end: int) -> bool:
    """Whether a line writes a level below an error anywhere (INFO, WARNING, DEBUG): a
    code its own program logged so (a user's prompt that quotes 503900, at INFO) is no
    failure to read it for; three searches at C speed, before any reading."""
    return any(piece.find(word, start, end) >= 0 for word in _BELOW_ERROR)


_BELOW_ERROR = (b"INFO", b"WARN", b"DEBUG")


def names_a_failure(line: str) -> bool:
    """Whether a line names a failure code of any kind (not only a success)."""
    return any(
        f.kind not in ("code", "lower", "unknown") or f.value != 0
        for f in findings_of_line(line)
        if f.kind != "unknown"
    )


_EM_CODE = re.compile(rb"E[0-9A-Z]\d{4}[:)\[]")
_EM_WARNING = re.compile(rb"W[0-9A-Z]\d{4}[:)\[]")  # a warning's code: its own literal


def _strong_in(anchored: list[int], weak: set[int], start: int, end: int) -> bool:
    """Whether a line (``start`` to ``end``) holds an anchor that is not weak."""
    at = bisect_left(anchored, start)
    while at < len(anchored) and anchored[at] < end:
        if anchored[at] not in weak:
            return True
        at += 1
    return False


# How far before "fail" a failed call's name may start (events.FAILED_CALL: the call's
# name, 64 characters at most, then 40 more).
_CALL_BEFORE = 110
_GLOG_LINE = re.compile(b"\n[" + "".join(GLOG_ERRORS).encode() + b"]")
_C10_ERROR = re.compile(rb"\[[EF][01]?\d[0-3]\d \d\d:\d\d:\d\d")
_EM_HEADER_ABOVE = 3  # lines above a block's TraceBack where its header may stand


def _a_word(text: bytes, at: int, length: int) -> bool:
    """ERROR standing as a word of its own: no letter on either side (not NO_ERROR)."""
    before = text[at - 1 : at] if at else b""
    after = text[at + length : at + length + 1]
    return not (before.isalpha() or before == b"_") and not (after.isalpha() or after == b"_")


def _keep(side: Side, name: str, line_no: int, line: str, year: int | None, stamp) -> None:
    if any(word in line for word in SUCCESSES):
        return  # a transfer that went through: counted with the block, not kept
    event = event_of(side.label, name, line_no, line, year, stamp)
    error = event.is_error
    if error:
        side.counts["errors"] += 1
    if event.time is None:
        side.counts["untimed"] += 1
    if side.kept[error] < MOST_EVENTS:
        side.kept[error] += 1
        side.events.append(event)
        return
    # Past the cap: each kind's first line there, kept for good (a kind first seen past the
    # cap keeps its earliest: the first DRV error after 20,000 HCCL ones), then its latest.
    key = (error, kind_of(event))
    if key not in side.latest:
        if len(side.latest) < 2 * MOST_EVENTS:
            side.latest[key] = None  # its first: no slot for its latest yet
            side.events.append(event)
        else:
            side.counts["not_kept"] += 1
    elif (at := side.latest[key]) is None:
        side.latest[key] = len(side.events)  # its second: the slot its latest takes
        side.events.append(event)
    else:  # its latest takes the slot, and counts the line it replaces (Event.repeats)
        side.events[at] = event._replace(repeats=side.events[at].repeats + 1)
        side.counts["repeats"] += 1
    if not error and event.time and (side.cut is None or event.time < side.cut):
        # From here on, this side's context lines are not all kept: from when.
        side.cut = event.time
