"""Upstream's messages: every place in its source that reports a status code with a message.

A log rarely says ``LLM_PARAM_INVALID``; it says ``remote cache is not remote
accessible.``, or an exception's text is ``cache_desc placement must be HOST``
with no code at all. ``data/messages.tsv`` (a copy of
``shared/upstream/messages.tsv``), and ``data/hixl-messages.tsv`` for HIXL's
and ADXL's codes, list every such place at one upstream commit: the code, the origin (how it reaches a user), the path, line and
function, and the message template as upstream writes it. Templates are
quoted as they are, never translated: logs are in English whatever the
reader's language.

The table is read on first use, not at import: ``import llm_status`` stays cheap.
"""

from __future__ import annotations

import re
from collections import defaultdict, namedtuple
from collections.abc import Iterable
from functools import cache, lru_cache
from pathlib import Path
from typing import NamedTuple

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
_VALUE_OF = {"d": _NUMBER, "i": _NUMBER, "u": _NUMBER, "x": _NUMBER, "X": _NUMBER}
_VALUE_OF.update(dict.fromkeys("fFeEgG", _FLOAT), o=r"\d{1,32}?")
# White space in a template is any white space in a log, up to this much.
_SPACE = r"\s{1,64}?"

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

# A line's level, where its own format states one, anchored at its start (a rank prefix
# "[rank1]:" allowed): plog's "[INFO] HIXL(...)", vLLM's "INFO 11-30 ...", uvicorn's
# "INFO:", glog's "I1130 10:00:00", Python logging's "2026-03-12 10:00:00,123 - INFO -".
# One group a shape; written for Python's re and JavaScript's RegExp alike.
STATED_LEVEL = (
    r"^[ \t]*(?:\[rank[0-9]+\]:[ \t]*)?(?:"
    r"\[(ERROR|WARNING|WARN|INFO|DEBUG|TRACE|EVENT)\]"
    r"|(ERROR|WARNING|WARN|INFO|DEBUG|CRITICAL)(?::[ \t]|[ \t]+[0-9][0-9]-[0-9][0-9][ \t])"
    r"|([IWEF])[0-9]{4}(?:[0-9]{4})?[ \t][0-9][0-9]:[0-9][0-9]"
    r"|[0-9]{4}-[0-9][0-9]-[0-9][0-9][ T][0-9:.,]+[ \t]*[-|]?[ \t]*\[?"
    r"(ERROR|WARNING|WARN|INFO|DEBUG|CRITICAL)(?![A-Za-z0-9_]))"
)
_STATED_LEVEL = re.compile(STATED_LEVEL)
ERROR_LEVELS = ("ERROR", "CRITICAL", "E", "F")
# A plog header: "[ERROR] HIXL(1234,python):" (upstream's README).
PLOG_HEAD = r"^[ \t]*\[[A-Z]+\][ \t]*[A-Za-z_]+\([0-9]+,"
_PLOG_HEAD = re.compile(PLOG_HEAD)


def stated_level(line: str) -> str | None:
    """The level a line's own format states (``INFO``, ``E``, ...), or None."""
    match = _STATED_LEVEL.match(line)
    return next((group for group in match.groups() if group), None) if match else None


# One file a family: LLM-DataDist's codes, then HIXL's (and ADXL's), at the same commit.
FILES = ("data/messages.tsv", "data/hixl-messages.tsv")


@lru_cache(maxsize=1)
def messages() -> tuple[Message, ...]:
    """Every row of the catalogue, in its order."""
    # A plain file read: importlib.resources would cost more than the reading.
    here = Path(__file__).parent
    text = "\n".join((here / name).read_text("utf-8") for name in FILES)
    rows = []
    columns = None
    for line in text.splitlines():
        if not line or line.startswith("#"):
            continue
        cells = line.split("\t")
        if cells[0] == "code":  # each file's header row names its columns
            columns = cells
            continue
        row = dict(zip(columns, cells, strict=True))
        rows.append(Message(**{**row, "line": int(row["line"])}))
    return tuple(rows)


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
    it, else ``("component", "cache_mgr")``."""
    from .functions import CPP_API_ONLY

    if calls := calls_of(message):
        return ("function", ", ".join(calls))
    if message.function in CPP_API_ONLY:
        return ("cpp_api", CPP_API_ONLY[message.function])
    if message.origin.startswith("py"):
        return ("component", message.path.rsplit("/", 1)[-1])
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
    rows = [m for m in messages() if m.code == name]
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


# -- matching a line of a log --------------------------------------------------------


def segments_of(template: str) -> tuple[str, ...]:
    """The pieces a line must hold, in order, to print ``template``: each a regular
    expression (Python and JavaScript alike) of bounded length. Between two pieces stood
    a text placeholder (``%s``, ``{name}``): anything may stand there.

    >>> [len(segments_of(t)) for t in ("link %s failed, ret %d", "cache id:%ld not found", "%s")]
    [2, 1, 0]
    """
    # A full stop at the end says nothing: a message pasted without it still matches.
    template = template.rstrip(".!") or template
    segments, piece = [], []
    position = 0
    for placeholder in PLACEHOLDER.finditer(template):
        piece.append(_literal_pattern(template[position : placeholder.start()]))
        token = placeholder.group()
        if token[-1] in _VALUE_OF:
            piece.append(f"(?:{_VALUE_OF[token[-1]]})")
        else:  # text: the piece ends here
            segments.append("".join(piece))
            piece = []
        position = placeholder.end()
    piece.append(_literal_pattern(template[position:]))
    segments.append("".join(piece))
    # A text placeholder at either end says nothing about the line: no empty piece.
    return tuple(segment for segment in segments if segment)


def holds(segments: Iterable[re.Pattern], line: str) -> bool:
    """Whether ``line`` holds the pieces in order: each found where the one before ends.

    Leftmost, shortest matches one after another find the pieces wherever a regular
    expression joining them with ``.*?`` would, without its backtracking: each piece is
    searched once, so the time is linear in the line's length.

    >>> found = [re.compile(s) for s in segments_of("cache id:%ld not found")]
    >>> holds(found, "E ... ErrorNo: 1343270917 cache id:17 not found"), holds(found, "cache id:x not found")
    (True, False)
    """
    position = 0
    for segment in segments:
        match = segment.search(line, position)
        if match is None:
            return False
        position = match.end()
    return True


def _literal_pattern(text: str) -> str:
    # Escape what is special in either language, so that the pattern reads alike in
    # Python and in JavaScript; white space in a template is any white space in a log.
    return "".join(
        _SPACE if chunk.isspace() else re.sub(r"([\\^$.|?*+()\[\]{}/-])", r"\\\1", chunk)
        for chunk in re.split(r"(\s+)", text)
        if chunk
    )


# A word a template can be known by: four word characters or more, whole.
KEYWORD = r"\b\w{4,}(?!\w)"
_WORD4 = re.compile(r"\w{4,}", re.ASCII)
_NUMBER_WORD = re.compile(r"0[xX][0-9a-fA-F]+|\d+")


@cache
def words_of(message: Message) -> tuple[str, ...]:
    """The whole words of a template's literal text (four characters or more) that a log
    prints as they are: a word that touches a placeholder may be glued to its value."""
    words = []
    position = 0
    for placeholder in (*PLACEHOLDER.finditer(message.template), None):
        end = placeholder.start() if placeholder else len(message.template)
        segment = message.template[position:end]
        for word in _WORD4.finditer(segment):
            glued = (word.start() == 0 and position > 0) or (
                word.end() == len(segment) and placeholder is not None
            )
            # A code's name (and the LLMStatusCode. before it), a hex or decimal number:
            # reading/grammar.py reads these as codes, never as keywords.
            named = word.group().upper().startswith(("LLM_", "LLMSTATUSCODE"))
            number = _NUMBER_WORD.fullmatch(word.group()) is not None
            if not glued and not named and not number:
                words.append(word.group())
        position = placeholder.end() if placeholder else end
    return words


def _plain(word: str) -> bool:
    """A word of prose ("stream", "prompt"), not an identifier ("cache_desc", "PullCache")."""
    return word.isalpha() and (word.islower() or word.istitle())


def keyword_of_message(message: Message) -> str | None:
    """The keyword the matcher knows ``message`` by (None: it cannot be matched)."""
    for keyword, entries in matcher().by_keyword.items():
        if any(entry[1] == message for entry in entries):
            return keyword
    return None


def keywords(rows: tuple[Message, ...]) -> dict[Message, str]:
    """For each template, the word a line must hold to print it. An identifier
    (``dst_addr_count``, ``RemoteCacheAccessible``) before a word of prose, which
    other logs print too (``stream``, ``prompt``); then the longest word (long
    words are rare ones); then the word fewest templates share."""
    sharing: dict[str, int] = defaultdict(int)
    for message in rows:
        for word in set(words_of(message)):
            sharing[word] += 1
    chosen = {}
    for message in rows:
        words = words_of(message)
        if words:
            chosen[message] = min(words, key=lambda w: (_plain(w), -len(w), sharing[w]))
    return chosen


def trie(words: Iterable[str]) -> str:
    """One regular expression for a set of words, shaped as a trie: at each place the
    engine tries a handful of first characters, not every word (five times faster
    over a log than a plain alternation of the 224 keywords)."""
    root: dict = {}
    for word in words:
        node = root
        for ch in word:
            node = node.setdefault(ch, {})
        node[""] = {}

    def build(node: dict) -> str:
        branches = [re.escape(ch) + build(child) for ch, child in sorted(node.items()) if ch]
        if not branches:
            return ""
        body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
        return f"(?:{body})?" if "" in node else body

    return "(?:" + build(root) + ")"


# Where a line says which line of source printed it: plog's ``[hixl_impl.cc:122]``,
# glog's ``ascend_direct_transport.cpp:1140]`` (upstream's README, "What a plog looks like").
OWN_SITE = r"(?<![\w.])([A-Za-z_][\w.-]*\.(?:cc|cpp|cxx|c|h|hpp|py)):(\d+)\]"
_OWN_SITE = re.compile(OWN_SITE, re.ASCII)


class MessageMatch(namedtuple("MessageMatch", "message code")):
    """A catalogue message found in a line, and the code it reports there (for a failed
    call's message, the code the line names; else the row's)."""

    __slots__ = ()


class _Lazy:
    """A template's pieces, compiled on its first search; before it, the words of its
    literal text, each of which a line that prints it holds as it is (a test of ``in``:
    most templates that share a keyword with a line are ruled out so, uncompiled)."""

    __slots__ = ("compiled", "template", "words")

    def __init__(self, template: str):
        self.template = template
        self.compiled: tuple[re.Pattern, ...] | None = None
        self.words: tuple[str, ...] | None = None

    def search(self, line: str) -> bool:
        if self.words is None:
            # As segments_of reads it: its end's full stop dropped, white space any.
            text = self.template.rstrip(".!") or self.template
            words = {w for part in PLACEHOLDER.split(text) for w in part.split()}
            self.words = tuple(sorted(words, key=len, reverse=True)) or ("",)
        # The longest (the rarest) first: most templates are ruled out by it alone.
        if self.words[0] not in line or not all(word in line for word in self.words[1:]):
            return False
        if self.compiled is None:
            self.compiled = tuple(map(re.compile, segments_of(self.template)))
        return holds(self.compiled, line)


class _Matcher:
    """Finds the catalogue's message in a line: one pattern finds the templates' keywords,
    then only the templates with a keyword the line holds are tried."""

    def __init__(self, rows: tuple[Message, ...]):
        # keyword -> (pattern, message, specific, length of its literal text, its file)
        self.by_keyword: dict[str, list[tuple[_Lazy, Message, bool, int, str]]] = defaultdict(list)
        # The description is matched through its code, on the code's page.
        printed = tuple(m for m in rows if m.origin != "cpp-desc")
        for message, keyword in keywords(printed).items():
            # The pattern is compiled when a line first holds its keyword: compiling all
            # 1,100 up front was most of what a search or an explain cost.
            entry = (
                _Lazy(message.template),
                message,
                message.specific,
                len(message.literal.strip()),
                message.path.rsplit("/", 1)[-1],
            )
            self.by_keyword[keyword].append(entry)
        self._keywords: re.Pattern | None = None
        self._standing: dict[tuple[str, bool, bool], list] = {}

    @property
    def keywords(self) -> re.Pattern:
        """The keywords as one expression, made when first needed (a large compile)."""
        if self._keywords is None:
            self._keywords = re.compile(rf"\b{trie(self.by_keyword)}(?!\w)", re.ASCII)
        return self._keywords

    def standing(self, keyword: str, shape: Shape) -> list:
        """The templates of ``keyword`` that can name a code on a line of ``shape`` that
        names none: the specific ones that ``fits`` it (kept once a keyword and shape: a
        line of INFO has only INFO's templates to try)."""
        key = (keyword, shape.quiet, shape.unchecked)
        entries = self._standing.get(key)
        if entries is None:
            entries = [e for e in self.by_keyword[keyword] if e[2] and fits(e[1], shape)]
            self._standing[key] = entries
        return entries

    def match(
        self, line: str, codes: tuple[str, ...] = (), keywords: Iterable[str] | None = None
    ) -> Message | None:
        """The best message of the line: one whose code the line also names, else the
        most specific; a template that is not specific only beside a code. ``keywords``:
        those the line holds, where the caller has found them already."""
        best, best_rank = None, None
        found = self.keywords.findall(line) if keywords is None else keywords
        # A line that names the file that printed it was printed there: a template of
        # another file is not its message, though the words agree (Mooncake's
        # "Failed to connect to target" is not ADXL's "Failed to connect").
        own = _OWN_SITE.search(line)
        own_file = own.group(1) if own else None
        shape = None if codes else shape_of(line)  # what the line's own format says
        for keyword in set(found):
            entries = self.by_keyword[keyword] if shape is None else self.standing(keyword, shape)
            # The cheap tests first: the line's own file, then its shape, then the pieces.
            for pattern, message, _specific, length, file in entries:
                if own_file is not None and file != own_file:
                    continue
                if shape is not None and not stands_alone(message, line, own, shape):
                    continue
                if not pattern.search(line):
                    continue
                at_line = own is not None and own.group(2) == str(message.line)
                # The same template stands in several places: plog names the function.
                here = bool(message.function) and message.function.rsplit("::", 1)[-1] in line
                agrees = message.named_code is None or message.code in codes
                rank = (at_line, agrees, not message.says_success, here, length)
                if best_rank is None or rank > best_rank:
                    best, best_rank = message, rank
        return best


class Shape(NamedTuple):
    """What a line's own format says of it: ``quiet``, it states a level below an error
    (INFO, WARNING); ``unchecked``, a plog line without ``ErrorNo:``; ``numbered``, it
    has ``ErrorNo:``."""

    quiet: bool
    unchecked: bool
    numbered: bool


def shape_of(line: str) -> Shape:
    level = stated_level(line)
    numbered = ERRORNO in line
    quiet = level is not None and level not in ERROR_LEVELS
    return Shape(quiet, bool(_PLOG_HEAD.match(line)) and not numbered, numbered)


def fits(message: Message, shape: Shape) -> bool:
    """Whether upstream prints the template on a line of that shape: an error's template
    not on an INFO or WARNING line, a C++ check's not on a plog line without its ErrorNo."""
    return (message.info_row or not shape.quiet) and not (shape.unchecked and message.errorno_row)


def stands_alone(message: Message, line: str, own: re.Match | None, shape: Shape) -> bool:
    """Whether a line that names no code gets one from this template: where it ``fits``
    the line's shape and, for a template of plain words, the line says it is upstream's
    (its ErrorNo, file or function; for Python's, the LLMException it raises)."""
    if not fits(message, shape):
        return False
    return not message.plain or shape.numbered or confirmed(message, line, own)


def confirmed(message: Message, line: str, own: re.Match | None = None) -> bool:
    """Whether the line says it was printed where the template stands: its own
    ``[file:line]`` names the template's file, or it names the template's function; for
    a Python template, the LLMException it raises. Else a match only looks like it."""
    if message.shows_as == "exception" and RAISED in line:
        return True
    return printed_here(message, line, own)


def printed_here(message: Message, line: str, own: re.Match | None = None) -> bool:
    """Whether the line names the template's file (its own ``[file:line]``) or function."""
    own = own if own is not None else _OWN_SITE.search(line)
    if own is not None and own.group(1) == message.path.rsplit("/", 1)[-1]:
        return True
    function = message.function.rsplit("::", 1)[-1]
    edged = rf"(?<!\w){re.escape(function)}(?!\w)"
    return bool(function) and re.search(edged, line, re.ASCII) is not None


@lru_cache(maxsize=1)
def matcher() -> _Matcher:
    return _Matcher(messages())


@lru_cache(maxsize=1)
def _by_site() -> dict[str, Message]:
    return {m.site: m for m in messages()}


def message_at(site: str) -> Message | None:
    """The catalogue's row printed at ``path:line``, if it has one."""
    return _by_site().get(site)
