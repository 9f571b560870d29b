"""CANN's error-manager codes (``EI0006``, ``EJ0001``, ``EL0004``, ``E19999``, ``W11002``):
every entry registered in hicann/runtime, hicann/ge, hicann/driver, hicann/opbase and
hicann/hcomm, as data (``data/error-manager.tsv``, a copy of
shared/upstream/error-manager.tsv): its class, title, message template, arguments,
possible cause and solution, word for word, and where it is registered (repository,
path, commit). A code registered in two places keeps both entries.

A component reports a code when a call fails, and the error manager prints a block that
ends a log or an exception: ``[PID: <pid>] <time> <title>(<code>): <message>``, its
``Possible Cause:`` and ``Solution:``, then ``TraceBack (most recent call last):`` and
the other messages (upstream's README, "How the block is printed"). A code is named only
in that context (``reading.kinds.manager_block``): at the start of a line (a wrapper's prefix aside) and
followed by ``:`` or ``[PID``, or as ``(<code>):`` after its title; never as a word of
prose. A code ending in ``9999`` or ``8888`` is an inner error, its text given at run
time; most such codes are registered nowhere.

Language: upstream registers these texts in English only; the pages quote them as they
are, and say so in Chinese.
"""

from __future__ import annotations

import csv
import re
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple

DATA = Path(__file__).parent / "data" / "error-manager.tsv"
SOURCE = "the CANN error manager's registered codes (shared/upstream/error-manager.tsv)"
# The last four characters of an inner error's code (error_manager.cc: 9999, and 8888).
INNER = ("9999", "8888")
# The layer of triage a class of codes is of; other classes are CANN components of
# their own (operators, profiling...), named by their class. Ours: the class's words.
LAYER_OF_CLASS = {
    "HCCL Errors": "HCCL",
    "HCCP Errors": "HCCP",
    "Driver Errors": "DRV",
    "RTS Errors": "RUNTIME",
    "ACL Errors": "RUNTIME",  # AscendCL, the runtime's interface
    "GE Errors": "GE",
}


class Entry(NamedTuple):
    """One registered entry, its fields as upstream's JSON has them."""

    code: str
    cls: str  # errClass ("HCCL Errors"); empty where upstream gives none
    title: str  # errTitle ("Communication_Error_Get_Socket")
    message: str  # ErrMessage, its %s filled at run time from arglist
    arglist: str
    cause: str  # the suggestion's Possible Cause ("N/A" or empty where none)
    solution: str
    repo: str
    path: str
    commit: str

    @property
    def where(self) -> str:
        return f"{self.repo}:{self.path}@{self.commit[:12]}"


def _unescaped(text: str) -> str:
    """A field as upstream's JSON decodes: ``\\n``, ``\\r``, ``\\t``, ``\\\\`` written out."""
    return re.sub(r"\\(.)", lambda m: {"n": "\n", "r": "\r", "t": "\t"}.get(m[1], m[1]), text)


@lru_cache(maxsize=1)
def entries() -> tuple[Entry, ...]:
    with DATA.open(encoding="utf-8", newline="") as file:
        rows = list(csv.DictReader(file, delimiter="\t", quoting=csv.QUOTE_NONE))
    return tuple(
        Entry(
            cls=_unescaped(row["class"]).strip(),
            **{key: _unescaped(value) for key, value in row.items() if key != "class"},
        )
        for row in rows
    )


@lru_cache(maxsize=1)
def _by_code() -> dict[str, tuple[Entry, ...]]:
    found: dict[str, list[Entry]] = {}
    for entry in entries():
        found.setdefault(entry.code, []).append(entry)
    return {code: tuple(each) for code, each in found.items()}


def of_code(code: str) -> tuple[Entry, ...]:
    """The entries registered for ``code`` (two where two components register it), or ()."""
    return _by_code().get(code.upper(), ())


def is_inner(code: str) -> bool:
    return code.upper().endswith(INNER)


@lru_cache(maxsize=1)
def _class_of_prefix() -> dict[str, str]:
    """The class each code prefix is registered with (EI: HCCL Errors), for the inner
    codes that are registered nowhere (EI9999)."""
    found: dict[str, str] = {}
    for entry in entries():
        if entry.cls:
            found.setdefault(entry.code[:2], entry.cls)
    return found


def class_of(code: str) -> str:
    """The class of a code: its entry's, else its prefix's (an inner code), else ''."""
    for entry in of_code(code):
        if entry.cls:
            return entry.cls
    return _class_of_prefix().get(code[:2].upper(), "")


def layer_of(code: str) -> str:
    """The layer a code reports for: triage's where its class is one (EI0006: HCCL), else
    its class ("AI CPU Errors"), else the error manager's own word for it, CANN."""
    cls = class_of(code)
    return LAYER_OF_CLASS.get(cls) or cls or UNCLASSED


# The layer of a code registered with no class (234 of hicann/runtime's): ours.
UNCLASSED = "CANN"


@lru_cache(maxsize=1)
def spelled() -> frozenset[str]:
    """Every code a block's line may head with: the registered ones, and the inner codes
    (9999, 8888) of each prefix that registers codes."""
    inner = {prefix + end for prefix in _class_of_prefix() for end in INNER}
    return frozenset({entry.code for entry in entries()} | inner)


def known(code: str) -> bool:
    """Whether ``code`` is a code of the error manager: registered, or an inner error of
    a prefix that registers codes."""
    code = code.upper()
    if not re.fullmatch(CODE, code, re.ASCII):
        return False  # no code's shape (EI99999, E1): nothing registered, nothing inner
    return bool(of_code(code)) or (is_inner(code) and code[:2] in _class_of_prefix())


# A block's line: "EJ0001: [PID: 4711] 2026-01-12-08:15:02.816.428 Failed to ...",
# "E19999[PID: 7] 2026-... Inner_Error(E19999):  ...", "EI9999: Inner Error!", and the
# title's form "Title_Of_The_Code(EI0006): ...". The code is E or W, one letter or digit,
# four digits.
_CODE = CODE = r"[EW][0-9A-Z]\d{4}"
HEAD = re.compile(rf"(?P<code>{_CODE})(?::|\[PID)", re.ASCII)
TITLED = re.compile(rf"[A-Za-z][\w]*\((?P<code>{_CODE})\):", re.ASCII)
# As a program's screen log prints a block (HCCL's fault-diagnosis guide, "打屏日志"): the
# process and its clock first, then the title, which may hold spaces, and the code:
# "[PID: 3448331] 2025-12-04-21:59:08.232.310 Execution Error ROCE CQE(EI0013): ...".
SCREEN = re.compile(
    r"\[PID:\s*\d+\]\s*\d{4}-\d\d-\d\d-\d\d:\d\d:\d\d\.\d{3}\.\d{3}\s+"
    rf"[A-Za-z][\w ]{{0,80}}?\((?P<code>{_CODE})\):",
    re.ASCII,
)
# Where another program's line relays a block: after "errmsg:" or "terminated with
# exception:" (and the spaces or a quote after it).
INSIDE = re.compile(r"(?:errmsg:|terminated with exception:)\s*['\"]?", re.IGNORECASE)
# Its own clock: "2024-05-21-11:57:54.167.645" (the plog's shape), after "[PID: n] ".
STAMP = re.compile(
    r"(?:\[PID:\s*\d+\]\s*)?(?P<time>\d{4}-\d\d-\d\d-\d\d:\d\d:\d\d\.\d{3}\.\d{3})", re.ASCII
)


class Block(NamedTuple):
    """What a line of an error-manager block says: its code, the time it states (ISO
    8601) or None, and its text after the code."""

    code: str
    time: str | None
    text: str


# What a block goes on with, on the lines below its head (shared/real-logs/excerpts: the
# error manager prints them indented, and a relaying program may repeat its prefix on
# each): "Possible Cause: ...", "Solution: ...", "TraceBack (most recent call last):",
# then one message per frame, each ending in "[FUNC:f][FILE:x.cc][LINE:n]".
CAUSE, SOLUTION, TRACEBACK, FRAME = "cause", "solution", "traceback", "frame"
GOES_ON = (
    (CAUSE, "Possible Cause:"),
    (SOLUTION, "Solution:"),
    (TRACEBACK, "TraceBack (most recent call last)"),
)
FRAME_LINE = re.compile(
    r"(?P<message>.*?)\s*\[FUNC:(?P<func>[^\]]{0,200})\]\[FILE:(?P<file>[^\]]{0,200})\]"
    r"\[LINE:(?P<line>\d{1,9})\]\s*$",
    re.ASCII,
)


class Frame(NamedTuple):
    """One frame of a block's TraceBack: what it said, and where (function, file, line)."""

    message: str
    func: str
    file: str
    line: int


# -- HCCL's own fault-diagnosis guide ------------------------------------------------------

# hicann/hccl docs/zh/user_guide/fault_diagnosis/ (shared/upstream/hccl-fault-diagnosis/):
# the sections whose heading names a code, as data/hccl-fault-diagnosis.tsv lists them.
GUIDE = Path(__file__).parent / "data" / "hccl-fault-diagnosis.tsv"
GUIDE_COMMIT = "09300b70df9a031339f08e5f2ca06d7bf294d009"
GUIDE_URL = (
    "https://github.com/hicann/hccl/blob/" + GUIDE_COMMIT + "/docs/zh/user_guide/fault_diagnosis/"
)


class GuideSection(NamedTuple):
    code: str
    file: str
    heading: str  # Chinese, the guide's words

    @property
    def url(self) -> str:
        return GUIDE_URL + self.file


@lru_cache(maxsize=1)
def guide_sections() -> tuple[GuideSection, ...]:
    rows = GUIDE.read_text("utf-8").splitlines()[1:]
    return tuple(GuideSection(*row.split("\t")) for row in rows if row)


# A step of an entry's numbered list where the entry runs them together on one line
# ("...in the cluster.2. If this error..."): its number after the end of the step before.
_STEP = re.compile(r"(?:^|(?<=[.。)）]))\s*(\d{1,2})\.\s*(?=\S)")


def steps_of(text: str) -> list[str]:
    """The steps of an entry's text that is a list numbered 1, 2, 3 ... from its start
    (upstream's numbers, in order); [] for any other text.

    >>> steps_of("1. Check the cluster.2. If so, adjust it (120s by default).3. Check links.")
    ['Check the cluster.', 'If so, adjust it (120s by default).', 'Check links.']
    >>> steps_of("Check the version 8.0.2 of it.")
    []
    """
    marks = list(_STEP.finditer(text))
    if len(marks) < 2 or marks[0].start() != 0:
        return []
    if [int(m[1]) for m in marks] != list(range(1, len(marks) + 1)):
        return []
    ends = [m.start() for m in marks[1:]] + [len(text)]
    return [text[m.end() : end].strip() for m, end in zip(marks, ends, strict=True)]


def guide_of(code: str) -> tuple[GuideSection, ...]:
    """The sections of HCCL's fault-diagnosis guide about ``code`` (EI0006: 建链超时)."""
    return tuple(s for s in guide_sections() if s.code == code.upper())


def shipped(page_of) -> dict:
    """What a reader in the browser needs to know a block's line (``reading.kinds.manager_block``): the
    patterns, every code a block may head with, and each registered code's class, title
    and page (``page_of(code)``)."""
    return {
        "head": HEAD.pattern,
        "titled": TITLED.pattern,
        "screen": SCREEN.pattern,
        "inside": INSIDE.pattern,
        "spelled": sorted(spelled()),
        "inner_class": dict(sorted(_class_of_prefix().items())),
        "index": page_of(""),
        "codes": {
            code: [class_of(code), each[0].title, page_of(code)]
            for code, each in _by_code().items()
        },
    }
