"""Upstream's messages: every place in its source that reports a status code with a message.

A log rarely says ``LLM_PARAM_INVALID``; it says ``remote cache is not remote
accessible.``, or an exception's text is ``cache_desc placement must be HOST``
with no code at all. ``data/messages.tsv`` (a copy of
``shared/upstream/messages.tsv``), and ``data/hixl-messages.tsv`` for HIXL's
and ADXL's codes, list every such place at one upstream commit: the code, the origin (how it reaches a user), the path, line and
function, and the message template as upstream writes it. Templates are
quoted as they are, never translated: logs are in English whatever the
reader's language.

The table is read on first use, not at import: ``import llm_status`` stays cheap. What
knows a message in a line is the reading floor's (``reading/messages.py``).
"""

from __future__ import annotations

import os
import re
from collections import namedtuple
from functools import cache, lru_cache

from .record import Source, T

# The upstream commit the catalogue was read from; the site shows it.
COMMIT = "9ed283b27309463ed0faa490b79c0dc9ddef6377"
COMMIT_DATE = "2026-08-22"  # as shared/upstream/README.md gives it
# The one setting for links to upstream's source: a message links to its line there.
REPOSITORY = "https://github.com/hicann/hixl"

# Placeholders in templates: C's printf conversions, Python's {name} and {},
# and the catalogue's own <code> and <info> (the code and the free text of a
# failed call's message).
PLACEHOLDER = re.compile(
    r"%[-+ #0]*\d*(?:\.\d+)?(?:hh|h|ll|l|z|j|t|L)?[diouxXfFeEgGcspn]"
    # A lone %: the extraction kept "%" of "%" PRIu64 and lost the macro (9 templates,
    # "index=%"); upstream prints a value there.
    r"|(?<!%)%(?![-+ #0-9.hlzjtLdiouxXfFeEgGcspn%])"
    r"|\{[^{}]*\}|<code>|<info>"
)
# What a placeholder matches in a log: a number where C prints one, else any text.
# Every run is bounded (no number a log prints is longer): with bounds, searching a
# piece of a template costs at most its longest match at each place of a line, so a
# search is linear in the line's length; an unbounded run tried from every place of a
# hostile line is what made a few KB take minutes.
_NUMBER = r"-?(?:0x)?[0-9a-fA-F]{1,32}?"
_FLOAT = r"[-+]?(?:[0-9.eE]{1,32}?|[nN][aA][nN]|[iI][nN][fF])"
VALUE_OF = {"d": _NUMBER, "i": _NUMBER, "u": _NUMBER, "x": _NUMBER, "X": _NUMBER}
VALUE_OF.update(dict.fromkeys("fFeEgG", _FLOAT), o=r"\d{1,32}?")
# White space in a template is any white space in a log, up to this much.
SPACE = r"\s{1,64}?"

# A template is matched on its own (with no code in the line) only when its
# literal text is specific: at least this many letters in at least this many
# words. The catalogue's generic phrases ("Out of memory.", 11 letters; "Process
# timeout.", 14; "No comm link yet", 13) fall below; tests/test_catalogue.py
# checks that no template so marked matches a line of realistic noise.
MIN_LETTERS = 16
MIN_WORDS = 3

# The values of ``code`` that name no member: the status is the line's own number
# (``*``: passed on unchanged; ``acl``, ``hccl``: a lower layer's; ``llm``, ``hixl``: the
# other family's, converted).
PASSED_ON = frozenset({"*", "acl", "hccl", "llm", "hixl"})


# What upstream's catalogue README says its conversion of an ACL call's status does
# (shared/upstream/README.md, `returns`: "ConvertAclError2Ge: 507046 stream sync timeout
# becomes LLM_TIMEOUT"; aclError.zh.md's row: "... becomes LLM_TIMEOUT / hixl TIMEOUT").
# Of other values it says nothing, and nothing is said of them here.
ACL_CONVERTED = {
    ("LLM", "ACL_ERROR_RT_STREAM_SYNC_TIMEOUT"): "LLM_TIMEOUT",
    ("HIXL", "ACL_ERROR_RT_STREAM_SYNC_TIMEOUT"): "TIMEOUT",
}
# The statuses a row's ``returns`` names no code by.
_NOT_A_CODE = frozenset({"*", "acl", "hccl", "llm", "hixl", "-", "raise", ""})


class Message(namedtuple("Message", "code returns origin path line function template")):
    """One row of the catalogue, its columns as upstream's README names them.

    ``code`` is the status the line shows: a member's name, or ``*`` (the status of
    the call that failed, passed on: the line's ErrorNo says which), ``acl``, ``hccl``
    (a lower layer's value), ``llm``, ``hixl`` (a status converted from the other
    family). ``returns`` is what the call does next: a member's name, ``*`` (passes the
    failed call's status on unchanged), ``acl``/``hccl``/``hixl``/``llm`` (returns it
    converted), ``-`` (logs and goes on) or ``raise`` (Python raises)."""

    __slots__ = ()

    @property
    def named_code(self) -> str | None:
        """The name of the code the row reports, or None where the line's own number
        says which (``code`` is one of ``PASSED_ON``)."""
        return None if self.code in PASSED_ON else self.code

    @property
    def passes_on(self) -> bool:
        """Whether the line reports the status of a call that failed before it, rather than
        a check that failed here: ``code`` ``*`` (the failed call's status) or ``returns``
        ``*`` (passed on unchanged, as ``LLM_CHK_STATUS_RET`` does with ``ErrorNo:
        4294967295`` whatever the real code). The first line of the chain is the cause."""
        return self.code == "*" or self.returns == "*"

    def fails_with(self, lower: tuple[str, ...] = ()) -> tuple[str, str] | None:
        """The code the call fails with after this line, where it is not the one the line
        logs (fidelity M6): the member its ``returns`` names (``"returns"``), or the code
        upstream converts the failed ACL call's status to (``"acl"``, by
        ``ACL_CONVERTED``; ``lower``: the aclError names the line carries). A name of
        the line's family, or None."""
        if self.returned is not None:
            return self.returned, "returns"
        for name in lower:
            if (converted := ACL_CONVERTED.get((self.converts, name))) is not None:
                return converted, "acl"
        return None

    @property
    def returned(self) -> str | None:
        """The member the call returns after this line where it is not the one logged
        (and is a failure: a check that logs and returns SUCCESS goes on)."""
        name = self.returns
        if name in _NOT_A_CODE or name == self.code or name.endswith("SUCCESS"):
            return None
        return name

    @property
    def converts(self) -> str | None:
        """The family whose conversion of an ACL call's status the call returns
        (``returns`` ``acl``): HIXL's, LLM-DataDist's; None for ADXL's, whose values the
        catalogue does not name."""
        if self.returns != "acl" or self.path.startswith("src/llm_datadist/adxl"):
            return None
        return "HIXL" if self.path.startswith(("src/hixl/", "src/ops/hixl")) else "LLM"

    @property
    def passed_as(self) -> str | None:
        """How the line's number relates to the failure it passes on: ``"not-cause"``
        where it logs a number of its own (``LLM_CHK_STATUS_RET`` logs ``ge::FAILED``,
        4294967295, whatever the real status: ``code`` a member, ``returns`` ``*``);
        ``"repeats"`` where it logs the failed call's own status (``code`` ``*``:
        ``HIXL_CHK_STATUS_RET``), so its ErrorNo is the cause's (fidelity M7); else None."""
        if self.code == "*":
            return "repeats"
        if self.returns == "*":
            return "not-cause"
        return None

    @property
    def url(self) -> str:
        """The line in upstream's source, at the commit of the catalogue."""
        return f"{REPOSITORY}/blob/{COMMIT}/{self.path}#L{self.line}"

    @property
    def site(self) -> str:
        """``path:line``."""
        return f"{self.path}:{self.line}"

    @property
    def shows_as(self) -> str:
        """How it reaches a user: ``plog`` (an ERROR line), ``exception`` (an LLMException's
        text) or ``description`` (what upstream registers for the code)."""
        if self.origin == "cpp-desc":
            return "description"
        return "plog" if self.origin.startswith(("cpp", "hixl", "adxl")) else "exception"

    @property
    def literal(self) -> str:
        """The template's own words, its placeholders taken out."""
        return PLACEHOLDER.sub(" ", self.template)

    @property
    def specific(self) -> bool:
        """Whether the template says enough to name its code on its own."""
        words = re.findall(r"[A-Za-z]{2,}", self.literal)
        return len(words) >= MIN_WORDS and sum(map(len, words)) >= MIN_LETTERS

    @property
    def plain(self) -> bool:
        """Whether its own words are all prose ("Failed to create channel"), which any
        software may print: no identifier, bracket, number or ``=`` that only upstream's
        line has. Such a template names its code only on a line that says it is
        upstream's (``ErrorNo:``, the template's file or function)."""
        return _prose(self.template)

    @property
    def says_success(self) -> bool:
        """The row reports the success code: an INFO early return (a success line, which
        names no code), or a raise with no code (whose exception's status_code is then
        LLM_SUCCESS). For the same text, a row that names a failure is preferred."""
        return self.code in SUCCESS_NAMES

    @property
    def info_row(self) -> bool:
        """An early return that upstream logs at INFO level (no ErrorNo)."""
        return self.origin.endswith("-info")

    @property
    def shown_in(self) -> str:
        """How a reader is told where the message shows (i18n ``shows_as_<this>``): a plog
        ERROR line, a plog INFO line (an early return: fidelity W4), an exception's text,
        the registered description."""
        return "plog_info" if self.shows_as == "plog" and self.info_row else self.shows_as

    @property
    def errorno_row(self) -> bool:
        """A C++ check whose plog ERROR line carries ``ErrorNo: N`` (upstream's README)."""
        return self.origin in ERRORNO_ORIGINS


@cache
def _prose(template: str) -> bool:
    literal = PLACEHOLDER.sub(" ", template)
    if _NOT_PROSE.search(literal):
        return False
    words = re.findall(r"[A-Za-z]+", literal)
    return all(w.islower() or w.istitle() or len(w) <= 4 for w in words)


# Characters prose does not have: what makes a template upstream's own.
_NOT_PROSE = re.compile(r"[^A-Za-z ,.:;'!()\-]")
ERRORNO_ORIGINS = ("cpp-check", "hixl-check", "adxl-check")
ERRORNO = "ErrorNo:"  # what upstream's C++ check writes before its code (upstream's README)
RAISED = "LLMException"  # what a line of Python's raise names
SUCCESS_NAMES = ("LLM_SUCCESS", "SUCCESS")  # each family's code of value 0

# One file a family: LLM-DataDist's codes, then HIXL's (and ADXL's), at the same commit.
FILES = ("data/messages.tsv", "data/hixl-messages.tsv")


@lru_cache(maxsize=1)
def _files() -> tuple[tuple[list[str], list[str]], ...]:
    """Each file of the catalogue as read: its header's columns, and its rows' lines."""
    # A plain file read: importlib.resources (or pathlib) would cost more than the reading.
    here = os.path.dirname(__file__)
    files = []
    for name in FILES:
        with open(os.path.join(here, name), encoding="utf-8") as file:
            lines = [line for line in file.read().splitlines() if line and line[0] != "#"]
        # Each file's first row names its columns.
        files.append((lines[0].split("\t"), lines[1:]))
    return tuple(files)


def _read(starting: str = "") -> list[Message]:
    """The catalogue's rows in its order; with ``starting`` (a code's name and a tab), only
    the rows of that code: ``explain NAME`` need not build the thousands of others."""
    rows = []
    for columns, lines in _files():
        for line in lines:
            if line.startswith(starting):
                row = dict(zip(columns, line.split("\t"), strict=True))
                rows.append(Message(**{**row, "line": int(row["line"])}))
    return rows


@lru_cache(maxsize=1)
def messages() -> tuple[Message, ...]:
    """Every row of the catalogue, in its order."""
    return tuple(_read())


@lru_cache(maxsize=1)
def _public_calls() -> frozenset[str]:
    """The Python calls a user makes: the documented ones, and every call whose failure
    the Python layer reports with a code (``[copy_cache] failed, ...``)."""
    from .functions import ALL

    names = {f.name for f in ALL}
    names |= {m.function for m in messages() if m.origin == "py-status"}
    return frozenset(names)


def calls_of(message: Message) -> tuple[str, ...]:
    """The public Python calls a message comes out of: a method of LLMDataDist or
    CacheManager (in their own files), the calls that reach a Python helper
    (``functions.PY_REACHED_BY``) or a C++ method (``functions.REACHED_BY``); () where
    that is not known."""
    from .functions import PUBLIC_FILES, PY_REACHED_BY, REACHED_BY

    if message.origin.startswith("py"):
        file = message.path.rsplit("/", 1)[-1]
        if (file, message.function) in PY_REACHED_BY:  # a helper the public calls reach
            return PY_REACHED_BY[file, message.function]
        in_class = file in PUBLIC_FILES
        return (message.function,) if in_class and message.function in _public_calls() else ()
    return REACHED_BY.get(message.function, ())


def group_of(message: Message) -> tuple[str, str]:
    """Where a message belongs: ``("function", "pull_cache, pull_blocks")`` for the public
    calls it comes out of, ``("cpp_api", "PullKvBlocks")`` where only the C++ API reaches
    it, else its file or component: ``("python", "llm_utils.py")`` for a Python row,
    ``("component", "cache_mgr")`` for a C++ one (the fidelity review's W1)."""
    from .functions import CPP_API_ONLY

    if calls := calls_of(message):
        return ("function", ", ".join(calls))
    if message.function in CPP_API_ONLY:
        return ("cpp_api", CPP_API_ONLY[message.function])
    if message.origin.startswith("py"):
        return ("python", message.path.rsplit("/", 1)[-1])
    parts = message.path.split("/")
    if parts[1] != "llm_datadist":  # src/hixl/cs/file.cc: hixl/cs
        return ("component", "/".join(parts[1:-1]))
    # src/llm_datadist/<component>/file.cc, or a file right under src/llm_datadist/.
    component = parts[2] if len(parts) > 3 else parts[-1].rsplit(".", 1)[0]
    if component == "api" and parts[-1].startswith("adxl"):
        # ADXL's public API lives in LLM-DataDist's api/ folder (the fidelity review's S17).
        component = "adxl (api)"
    return ("component", component)


def of_code(name: str) -> list[Message]:
    """The messages that report the code ``name`` (its registered description first)."""
    if messages.cache_info().currsize:  # the whole catalogue is read already
        rows = [m for m in messages() if m.code == name]
    else:
        rows = _read(name + "\t")
    return sorted(rows, key=lambda m: m.origin != "cpp-desc")


@lru_cache(maxsize=1)
def _sites_of_templates() -> dict[str, int]:
    counts: dict[str, int] = {}
    for message in messages():
        counts[message.template] = counts.get(message.template, 0) + 1
    return counts


def sites_printing(message: Message) -> int:
    """How many places of upstream's source print the message's template (the catalogue
    has hundreds printed at more than one)."""
    return _sites_of_templates().get(message.template, 1)


def of_function(name: str) -> list[Message]:
    """The messages that come out of the public call ``name``."""
    return [m for m in messages() if name in calls_of(m)]


def raised_in_source(name: str) -> T | None:
    """What the catalogue shows the call ``name`` raising, which its reference may not
    say: LLMException with the codes of its own checks (``returns`` ``raise``), and with
    whatever code the C++ layer returned (``handle_llm_status``: "[link] failed, error
    code is ..."). None where the catalogue has no raise of it."""
    rows = [m for m in of_function(name) if m.returns == "raise"]
    codes = sorted({m.code for m in rows if m.named_code})
    passed = [m for m in rows if m.passes_on]
    if not rows:
        return None
    en, zh = [], []
    if codes:
        en.append("with " + " or ".join(codes) + " from its own checks")
        zh.append("自身检查失败时status_code为" + "或".join(codes))
    if passed:
        head = passed[0].template.split("]", 1)[0] + "] failed, error code is ..."
        en.append(f'with whatever code the C++ layer returned ("{head}")')
        zh.append(f"C++层返回失败时为其返回的错误码（“{head}”）")
    return T.of(Source.UPSTREAM_SOURCE)(
        "In the source it raises LLMException " + ", and ".join(en) + ".",
        "源码中它会抛出LLMException：" + "；".join(zh) + "。",
    )


@lru_cache(maxsize=1)
def _by_site() -> dict[str, Message]:
    return {m.site: m for m in messages()}


def message_at(site: str) -> Message | None:
    """The catalogue's row printed at ``path:line``, if it has one."""
    return _by_site().get(site)
