"""Upstream's messages in a line: the matcher that knows which of the catalogue's
templates (``registry/upstream_messages.py``) a line prints, and the level a line's own
format states. The catalogue is data; reading a line with it is this floor's."""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable
from functools import cache, lru_cache
from typing import NamedTuple

from ..registry.log_formats import ERROR_LEVELS_WRITTEN, PLOG_HEAD, STATED_LEVEL
from ..registry.upstream_messages import (
    ERRORNO,
    PLACEHOLDER,
    RAISED,
    SPACE,
    VALUE_OF,
    Message,
    messages,
)

_STATED_LEVEL = re.compile(STATED_LEVEL)
_PLOG_HEAD = re.compile(PLOG_HEAD)


def stated_level(line: str) -> str | None:
    """The level a line's own format states (``INFO``, ``E``, ...), or None."""
    match = _STATED_LEVEL.match(line)
    return next((group for group in match.groups() if group), None) if match else None


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
        if token[-1] in VALUE_OF:
            piece.append(f"(?:{VALUE_OF[token[-1]]})")
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
        SPACE if chunk.isspace() else re.sub(r"([\\^$.|?*+()\[\]{}/-])", r"\\\1", chunk)
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
    quiet = level is not None and level not in ERROR_LEVELS_WRITTEN
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
