"""What a line's own format says of it, read once: the line inside its wrappers, its
level, its clock (to the precision it states), the plog module, thread and ``[file:line]``
it names, the format that read it (``registry/log_formats.py``), an error manager's
block it heads, and the device state a tool's output gives. Triage, summaries and every
front take a line's stamp from here."""

from __future__ import annotations

import re
from datetime import datetime
from typing import NamedTuple

from ..registry import error_manager
from ..registry.log_formats import (
    ATB,
    C10,
    ERROR_LEVELS,
    GLOG,
    ISO,
    LEVEL,
    LEVEL_NAMES,
    LOGURU,
    MINDIE,
    MINDIE_SERVER,
    MONTH_DAY,
    MONTHS,
    PLOG,
    TORCH_NPU_ERROR,
    TRANSCRIPTS,
    Transcript,
)
from . import kinds
from .grammar import peel

# The formats of a line (registry/log_formats.py).
_PLOG, _GLOG, _ISO, _MONTH_DAY = PLOG.pattern, GLOG.pattern, ISO.pattern, MONTH_DAY.pattern
# Applications' own frames, each with its clock and level where _ISO finds a clock alone.
_FRAMED = (MINDIE, MINDIE_SERVER, ATB, LOGURU)
# The levels of an error line, and how glog and others write a level.
# torch_npu's own error line (ERR02200 DIST call hccl api failed): a symptom the
# application saw, its cause in the layer below.
TORCH_NPU = "torch_npu"
# The formats no pattern of log_formats reads: the error manager's block, a raised
# exception's own line, a Python traceback's first line.
ERROR_MANAGER, EXCEPTION, TRACEBACK = "error-manager", "exception", "traceback"
# A lower layer's call that failed, said in its words ("aclrtGetDevice failed",
# "rtGetDevMsg execution failed", "HcclCommInitRootInfo fail, error:7"): ours, the call
# names the layer, "fail" says what happened.
FAILED_CALL = (
    r"\b(?P<prefix>aclrt|rt|hal|drv|Hccl|hccl|Hcom|hcom)[A-Z]\w{2,60}\b[^\n]{0,40}?"
    r"\bfail(?:ed|ure|s)?\b"
)


# What makes a line of no level an error: a Python traceback, or the exception's own line.
_RAISED = ("Traceback (most recent", "LLMException")
# FAILED_CALL, said with no level of the line's own: an error of the layer it names.
FAILED_CALL_IN = re.compile(FAILED_CALL, re.ASCII)
# A raised exception's own line, as a traceback ends: "RuntimeError: ...".
_EXCEPTION = re.compile(r"(?:[A-Za-z_][\w]*\.)*[A-Za-z_]\w*(?:Error|Exception): ", re.ASCII)


def is_plog(line: str) -> bool:
    """Whether a line has a plog's header (level, module, pid, time)."""
    return _PLOG.match(line) is not None


def body_of(line: str) -> str:
    """A plog line after its header (level, module, time, ``[file:line]tid``): what the
    function printed."""
    match = _PLOG.match(line)
    return line[match.end() :].lstrip() if match else line


def time_of(line: str, year: int | None = None) -> str | None:
    """The time a line states (ISO 8601), or None."""
    return read_stamp(line, year).time


class Stamp(NamedTuple):
    """What a line's format says of it: the line inside its wrappers, the error manager's
    block it heads (if any), its level, plog module, time (ISO 8601), thread and
    ``[file:line]``, and the year its full timestamp states (for the lines that state
    none)."""

    inner: str
    block: error_manager.Block | None
    level: str
    module: str
    time: str | None
    tid: str | None
    site: str | None
    year: int | None
    torch_npu: str | None = None  # torch_npu's ERRxxxxx on its own error line
    format: str | None = None  # the format that read it (log_formats: "plog", "glog", ...)
    wrappers: tuple[str, ...] = ()  # the wrappers around it, outermost first
    other_time: str | None = None  # a wrapper's clock that disagrees with the line's
    layer: str | None = None  # the layer a tool's output says the state of (hccn_tool's NIC)
    zone: str | None = None  # the zone its clock states ("+08:00", "Z"), where it states one


def read_stamp(line: str, year: int | None = None) -> Stamp:
    """A line's stamp. A line a wrapper relays (``(TaskRunner pid=7) ``, ``[rank1]: ``,
    vLLM's logger) is read as the line inside it; the wrapper's level and clock count
    where that line states none. An error manager's block line is an error at the time
    it states (more precise than a wrapper's); so is torch_npu's error line."""
    peeled = peel(line)
    inner = peeled.line
    # A wrapper's full date (kubelet's) dates a clock inside it that states no year (its
    # own, or the wrapper's inside it: vLLM's "12-31"): in the year that puts that month
    # and day nearest the date.
    near = int(peeled.day[:4]) if peeled.day else None
    level, module, time, tid, site_of_line, form = _stamp(inner, year or near)
    if near is not None and year_of_stamp(inner) is None:
        yearless = peeled.date if peeled.date and len(peeled.date) == 5 else None
        if (month_day := time[5:10] if time else yearless) is not None:
            dated, near = near, _year_near(month_day, peeled.day)
            if year is None and time is not None and near != dated:
                level, module, time, tid, site_of_line, form = _stamp(inner, near)
    stated = year_of_stamp(inner) or near
    block = kinds.manager_block(inner)
    torch_npu = TORCH_NPU_ERROR.match(inner)
    if block is not None:
        level = "WARNING" if block.code.startswith("W") else ERROR_LEVELS[0]
        time = _normal(block.time) or time
        stated = stated or (int(block.time[:4]) if block.time else None)
        form = ERROR_MANAGER
    elif torch_npu is not None:
        form = TORCH_NPU
        level = LEVEL_NAMES.get(torch_npu["level"], torch_npu["level"])
        stated = int(torch_npu["time"][:4])
        time = _normal(f"{torch_npu['time'][:10]}T{torch_npu['time'][11:]}")
    tool_layer = None
    if not form and (said := transcript_of(inner)) is not None:
        transcript, match = said  # a tool's output: a device's state (the level is ours)
        form, tool_layer = transcript.name, transcript.layer
        level = transcript.levels.get(match["state"], "INFO")
        time = _normal(transcript_time(match))
        stated = int(match["year"]) if "year" in match.re.groupindex else stated
    if not form and _EXCEPTION.match(inner):
        level, form = level or ERROR_LEVELS[0], EXCEPTION  # a raised exception's own line
    elif not form and inner.startswith(_RAISED[0]):
        form = TRACEBACK
    if not level and peeled.level:
        level = LEVEL_NAMES.get(peeled.level, peeled.level)
    if peeled.date and len(peeled.date) == 10:
        stated = stated or int(peeled.date[:4])
    wrapper_time = None
    if peeled.clock is not None:
        date = peeled.date or ""
        if len(date) == 10:
            wrapper_time = _normal(f"{date}T{peeled.clock}")
        else:
            wrapper_time = _normal(_dated(date.replace("-", ""), peeled.clock, year or stated))
    # Two clocks on one line (the wrapper's, the line's own): placed by the line's, the
    # more precise; the other is kept where they disagree (by a second or more).
    other = wrapper_time if time and wrapper_time and wrapper_time[:19] != time[:19] else None
    time = time or wrapper_time
    if not level and any(word in inner for word in _RAISED):
        level = ERROR_LEVELS[0]
    if not level and FAILED_CALL_IN.search(inner):
        level = ERROR_LEVELS[0]  # a lower layer's call failed, in its own words (ours)
    code = torch_npu["code"] if torch_npu else None
    zone = _ZONE.search(inner, 0, 300) if time else None
    return Stamp(
        inner,
        block,
        level,
        module,
        time,
        tid,
        site_of_line,
        stated,
        code,
        form,
        peeled.wrappers,
        other,
        tool_layer,
        zone[1] if zone else None,
    )


# The zone a clock states right after its seconds (MindIE-Server's "17:17:33.458+08:00",
# ISO 8601's "Z"): kept as stated, never converted (the zone of a line that states none
# is not known).
_ZONE = re.compile(r"\d\d:\d\d:\d\d(?:[.,]\d{1,9})?(Z|[+-]\d\d:\d\d)(?![A-Za-z0-9])", re.ASCII)


def _stamp(
    line: str, year: int | None
) -> tuple[str, str, str | None, str | None, str | None, str | None]:
    """A line's level, plog module, time, thread, ``[file:line]`` and format (its name in
    registry/log_formats.py), where it states them."""
    head = line[:300]
    level, module, time, tid, site_of_line, form = "", "", None, None, None, None
    if match := _PLOG.search(head):
        level, module, form = match["level"], match["module"].upper(), PLOG.name
        stamp = match["time"]  # 2026-03-12-10:41:02.123.456
        time = f"{stamp[:10]}T{stamp[11:19]}.{stamp[20:23]}{stamp[24:27]}"
        tid, site_of_line = match["tid"], match["site"]
    elif match := _GLOG.match(head):
        level, form = LEVEL_NAMES[match["level"]], GLOG.name
        time = _dated(match["date"], match["clock"], year)
        tid = match["tid"]
    elif match := C10.pattern.match(head):
        level, form = LEVEL_NAMES[match["level"]], C10.name
        time = _dated(match["date"].zfill(4), match["clock"], year)
        site_of_line = match["site"]
    elif match := _MONTH_DAY.search(head):
        level, form = match["level"], MONTH_DAY.name
        time = _dated(match["date"].replace("-", ""), match["clock"], year)
    elif framed := next(((f, m) for f in _FRAMED if (m := f.pattern.match(head))), None):
        form, match = framed[0].name, framed[1]
        level = match["level"].upper()  # ATB writes it in lower case
        time = f"{match['date']}T{match['clock'].replace(',', '.')}"
    else:
        if match := _ISO.search(head):
            time = f"{match['date']}T{match['clock'].replace(',', '.')}"
            form = ISO.name
        if found := LEVEL.search(head):
            level = found.group(1)
    return LEVEL_NAMES.get(level, level), module, _normal(time), tid, site_of_line, form


def _year_near(month_day: str, day: str) -> int:
    """The year (``day``'s, the one before or after) that puts ``month_day`` ("01-01")
    nearest ``day`` ("2025-12-31"): a node's local new year in kubelet's UTC of the day
    before is of the next year.

    >>> _year_near("01-01", "2025-12-31"), _year_near("12-31", "2026-01-01"), _year_near("03-12", "2026-03-12")
    (2026, 2025, 2026)
    """
    then = datetime.fromisoformat(day)
    candidates = []
    for year in (then.year - 1, then.year, then.year + 1):
        try:
            when = datetime(year, int(month_day[:2]), int(month_day[3:5]))
        except ValueError:  # 02-29 in a year that has none
            continue
        candidates.append((abs((when - then).days), year))
    return min(candidates)[1] if candidates else then.year


def nearest(line: str, stamp: Stamp, year: int, reference: str) -> Stamp:
    """A clock that states no year, in the year (this one, the one before or after) that
    puts it nearest the dated line it sits by: "12-31 23:59:58" before a line of
    2027-01-01 00:00:01 is of 2026 (adversarial review 2026-12-04, L4)."""
    then = datetime.fromisoformat(reference[:19])
    best, gap = stamp, abs((datetime.fromisoformat(stamp.time[:19]) - then).total_seconds())
    for other in (year - 1, year + 1):
        if not 1 <= other <= 9999:
            continue
        candidate = read_stamp(line, other)
        if candidate.time is None:
            continue
        apart = abs((datetime.fromisoformat(candidate.time[:19]) - then).total_seconds())
        if apart < gap:
            best, gap = candidate, apart
    return best


def year_of_stamp(head: str) -> int | None:
    """The year of a line's own full timestamp (a plog's, an application's, glog's with
    its year), wrappers aside."""
    head = head[:300]
    match = _PLOG.search(head) or _ISO.search(head)
    if match:
        text = match["time"] if "time" in match.re.groupindex else match["date"]
        return int(text[:4])
    glog = _GLOG.match(head)
    if glog and len(glog["date"]) == 8:
        return int(glog["date"][:4])
    return None


def _dated(date: str, clock: str, year: int | None) -> str | None:
    if len(date) == 8:
        return f"{date[:4]}-{date[4:6]}-{date[6:]}T{clock}"
    if year is None:
        return None  # month and day, and no year anywhere before it in the file
    return f"{year:04d}-{date[:2]}-{date[2:]}T{clock}"


def _normal(time: str | None) -> str | None:
    """ISO 8601 to microseconds, or to the second where the stamp states no fraction (a
    clock to the second is an interval, not its ".000000": issue 49); None where it is
    no date (13th month, a 25th hour)."""
    if time is None:
        return None
    # Six digits of a second's fraction, as Python 3.10's fromisoformat needs them (a log
    # may write 1 to 9: "10:41:03.5", "06:55:06.502205450").
    head, dot, fraction = time.partition(".")
    if dot:
        time = f"{head}.{(fraction + '000000')[:6]}"
    try:
        moment = datetime.fromisoformat(time[:26])
    except ValueError:
        return None
    return moment.isoformat(timespec="microseconds" if dot else "seconds")


def transcript_of(line: str) -> tuple[Transcript, re.Match] | None:
    """The tool's output a line is, and its match; None for any other line."""
    if "|" not in line and "status: " not in line and "LINK " not in line:
        return None
    for transcript in TRANSCRIPTS:
        if match := transcript.pattern.search(line):
            return transcript, match
    return None


def transcript_time(match: re.Match) -> str | None:
    """The time a link record states (ISO 8601), or None."""
    if "month" not in match.re.groupindex:
        return None
    month = MONTHS.index(match["month"]) + 1
    return f"{match['year']}-{month:02d}-{int(match['date']):02d}T{match['clock']}"
