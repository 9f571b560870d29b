"""Reading whole logs: every line that carries a code or one of upstream's messages.

plog directories hold hundreds of megabytes, and most lines say nothing about
a status code. One regular expression, run over a block of many lines at
once, finds the places worth a look (a code's name, hex or decimal value, or
a keyword of a catalogue template); only the lines that hold one are read
further. A file is read in blocks, so memory stays flat whatever its size.
Lines end at ``\\n`` (a ``\\r`` before it is dropped), so line numbers agree
with ``grep -n``.
"""

from __future__ import annotations

import re
from collections import namedtuple
from collections.abc import Iterator
from functools import lru_cache
from typing import BinaryIO, NamedTuple

from ..names import BY_NAME, BY_VALUE
from ..registry.kinds import KINDS
from ..registry.log_formats import ERROR_LEVELS_WRITTEN
from ..registry.record import FAMILIES
from . import grammar
from . import messages as line_messages
from .grammar import peel
from .joining import joined
from .kinds import reader_of

BLOCK = 1 << 20  # bytes read at a time
# A line longer than this is read in pieces of this size (each under the same
# line number), so that a file with no line break cannot fill the memory.
LONGEST_LINE = 1 << 20
_OVERLAP = 64  # bytes a piece shares with the next, so that no code is cut in two
_LOOK_FOR_A_BREAK = 4096  # how far back from a piece's end a space is looked for


class Hit(
    namedtuple(
        "Hit", "line_no line codes message code unknown piece others", defaults=((), False, ())
    )
):
    """A line of a log that carries codes: its number (from 1), its text, the codes
    (each once, in order), the catalogue ``Message`` it prints (None where it prints
    none we know), and ``code``, the one it reports: the number or name after ``ret =``,
    ``ErrorNo:`` or ``status:``, else the first it names, else its message's.

    ``unknown``: the numbers in a family's range that are no code's value; ``others``:
    each other kind's findings in it (``registry/kinds.py``, ``reading/kinds.READERS``),
    as ``(kind, findings)`` pairs in the kinds' order. Read with ``everything=True``, a line that holds
    only those is a hit too, with no ``code``."""

    __slots__ = ()

    def of(self, kind: str) -> tuple:
        """The findings of one other kind (``lower``, ``error-manager``, ...) in the line."""
        return next((found for name, found in self.others if name == kind), ())

    @property
    def lower(self) -> tuple:
        """The lower layers' codes (aclError, HcclResult) it reports in their context."""
        return tuple(f.ref for f in self.of("lower"))

    @property
    def manager(self) -> str | None:
        """The CANN error manager's code whose block the line heads (``EJ0001: ...``)."""
        return next((f.name for f in self.of("error-manager")), None)

    @property
    def torch(self) -> str | None:
        """torch_npu's code the line prints (``ERR02200 DIST ...``)."""
        return next((f.name for f in self.of("torch_npu")), None)

    @property
    def neighbours(self) -> tuple:
        """The neighbours' codes it names in their messages (``registry.neighbours.Named``)."""
        return tuple(f.ref for f in self.of("neighbour"))

    @property
    def disagrees(self) -> bool:
        """The line's number says one code and its message another."""
        if self.message is None or self.code is None:
            return False
        return self.message.named_code not in (None, self.code.name)


def _quiet(line: str) -> bool:
    """Whether a line states a level below an error (INFO, WARNING), in its own format
    (plog's ``[INFO]``) or, where it states none, in the prefix that relays it."""
    peeled = peel(line)
    level = line_messages.stated_level(peeled.line) or peeled.level
    return level is not None and level not in ERROR_LEVELS_WRITTEN


def hit_of(
    line_no: int, text: str, start: int = 0, end: int | None = None, everything: bool = False
) -> Hit | None:
    """The hit of the line ``text[start:end]``, or None when it carries no code (and, with
    ``everything``, no unknown value and no lower layer's code)."""
    end = len(text) if end is None else end
    return _hit(line_no, text, start, end, grammar.read(text, start, end), everything)


def _hit(
    line_no: int, text: str, start: int, end: int, line: grammar.Line, everything: bool = False
) -> Hit | None:
    codes = line.codes
    message = None
    if line.keywords:
        names = tuple(code.name for code in codes)
        message = line_messages.matcher().match(text[start:end], names, line.keywords)
    reported = line.reported
    # A success line (an INFO early return that reports success, "Already initialized")
    # names no failure: the line gets no code from it. A raise with no code is another
    # thing: its exception's status_code is LLM_SUCCESS, and that code's page says why.
    said = BY_NAME[message.named_code] if message and message.named_code else None
    if said is not None and not (message.says_success and message.info_row):
        if said not in codes:
            codes = (*codes, said)
        reported = reported or said
    # A line that states a level below an error and reports only success ("ret =
    # LLM_SUCCESS" at INFO) names no failure either (the adversarial review's L10). At
    # ERROR it does: an exception's status_code is LLM_SUCCESS where none was given.
    if codes and all(code.value == 0 for code in codes) and _quiet(text[start:end]):
        codes, reported = (), None
    # Each other kind, where the grammar saw its group (or a group it is read after: a
    # lower layer's code stands after words a template's keyword may have taken,
    # "runtime result = 207000"), by its reader; the rest only where a front asks for
    # everything a line names.
    others = []
    for kind in KINDS:
        if (everything or kind.always) and (
            kind.group in line.groups or not line.groups.isdisjoint(kind.also_after)
        ):
            found = reader_of(kind)(text[start:end], message)
            if found:
                others.append((kind.name, found))
    # A value both ours and a lower layer's (507057: LLM_SUSPECT_REMOTE_ERROR and the
    # aclError of that value), which the line reports as an ACL or HCCL call's status (its
    # kind that reads calls found it there: Kind.calls), is that call's: no member of ours by value (the
    # fidelity review's M2: torch_npu's "NPU function error: ..., error code is 507057").
    # A line that names our code by name keeps it.
    calls = {kind.name for kind in KINDS if kind.calls}
    called = {f.value for kind, found in others if kind in calls for f in found}
    if called and any(c.value in called for c in codes):
        line_text = text[start:end]
        codes = tuple(c for c in codes if c.value not in called or c.name in line_text)
        if reported is not None and reported not in codes:
            reported = codes[0] if codes else None
    if reported is None and not (everything and (line.unknown or others)):
        return None
    return Hit(
        line_no, text[start:end], codes, message, reported, line.unknown, False, tuple(others)
    )


def success_only(text: str) -> tuple[tuple, str | None]:
    """The success codes a line reports where that is all it reports, at a level below an
    error (``_hit`` names no failure for it: an enum's repr in a list of returns at INFO),
    and that level; ``((), None)`` for any other line."""
    codes = grammar.read(text).codes
    if not codes or any(code.value != 0 for code in codes) or not _quiet(text):
        return (), None
    peeled = peel(text)
    return codes, line_messages.stated_level(peeled.line) or peeled.level


def scan(text: str, first_line_no: int = 1, everything: bool = False) -> Iterator[Hit]:
    """The hits of ``text``, a block of whole lines that starts at ``first_line_no``.

    One pass of ``grammar.pattern()`` over the whole block: its matches, taken a line at
    a time, are all that is read of the lines that hold any.
    """
    line_no, counted = first_line_no, 0
    start = end = -1
    group: list[re.Match] = []
    for match in grammar.pattern().finditer(text):
        if match.start() <= end:
            group.append(match)
            continue
        if group:
            hit = _hit(
                line_no, text, start, end, grammar.from_matches(text, group, start), everything
            )
            if hit is not None:
                yield hit
        start = text.rfind("\n", 0, match.start()) + 1
        end = text.find("\n", match.end())
        if end < 0:
            end = len(text)
        if end > start and text[end - 1] == "\r":
            end -= 1
        line_no += text.count("\n", counted, start)
        counted = start
        group = [match]
    if group:
        hit = _hit(line_no, text, start, end, grammar.from_matches(text, group, start), everything)
        if hit is not None:
            yield hit


def decode_text(text: str) -> list[Hit]:
    """Every hit of a whole log given as one string."""
    return list(scan(text))


class NotText(ValueError):
    """A log that is not text a reader can take: binary data, or a compression it lacks."""


class NoXz(NotText):
    """An xz log where this Python has no ``lzma`` (Pyodide, in the triage page)."""


_BINARY_CHECK = 4096  # bytes of a log's start looked at for a NUL
# How a compressed or UTF-16 log starts (rotated logs are often .gz or .xz).
_GZIP, _XZ = b"\x1f\x8b", b"\xfd7zXZ\x00"
_UTF16 = (b"\xff\xfe", b"\xfe\xff")


class _Prefixed:
    """A stream whose first bytes were read to see what it is, given back in front."""

    def __init__(self, head: bytes, stream: BinaryIO):
        self.head, self.stream = head, stream
        self.skipped_nuls = 0

    def read(self, size: int = -1) -> bytes:
        return self._head(size) or self.stream.read(size)

    def read1(self, size: int = -1) -> bytes:
        return self._head(size) or getattr(self.stream, "read1", self.stream.read)(size)

    def _head(self, size: int) -> bytes:
        # As much of the head as asked for (gzip asks for its two magic bytes alone).
        cut = len(self.head) if size is None or size < 0 else size
        head, self.head = self.head[:cut], self.head[cut:]
        return head


class _Reencoded:
    """A UTF-16 stream read as UTF-8 bytes, a block at a time."""

    def __init__(self, stream: BinaryIO):
        import codecs

        self.stream, self.decoder = stream, codecs.getincrementaldecoder("utf-16")("replace")

    def read(self, size: int = -1) -> bytes:
        data = self.stream.read(size)
        return self.decoder.decode(data, final=not data).encode("utf-8")

    read1 = read


def text_stream(stream: BinaryIO, depth: int = 0) -> BinaryIO:
    """``stream`` as the bytes of a text log: a gzip or xz log uncompressed (a ``.gz``
    inside a ``.gz`` too), a UTF-16 log (with its byte order mark) as UTF-8, a log that
    starts with a run of NUL bytes read from its first other byte (what logrotate's
    copytruncate leaves while the writer keeps its offset: the stream's ``skipped_nuls``
    says how many); ``NotText`` for binary data.

    >>> import gzip, io
    >>> text_stream(io.BytesIO(gzip.compress(b"ret = 1343270938\\n"))).read()
    b'ret = 1343270938\\n'
    >>> after = text_stream(io.BytesIO(b"\\x00" * 70000 + b"ret = 1343270938\\n"))
    >>> after.skipped_nuls, after.read()
    (70000, b'ret = 1343270938\\n')
    """
    head = stream.read(8)
    if head.startswith(_GZIP) and depth < _NESTED:
        import gzip

        return text_stream(gzip.GzipFile(fileobj=_Prefixed(head, stream)), depth + 1)
    if head.startswith(_XZ) and depth < _NESTED:
        try:
            import lzma
        except ImportError:
            raise NoXz("an xz log, and no lzma here") from None

        return text_stream(lzma.LZMAFile(_Prefixed(head, stream)), depth + 1)
    skipped = 0
    if head.startswith(b"\x00"):  # a run of NULs, however short: padding, read past
        head, skipped = _past_nuls(head, stream)
    # A byte order mark, then the NUL bytes of ASCII text in UTF-16 (a log's timestamps
    # and words): not invalid UTF-8 that happens to start with 0xFF 0xFE.
    if head.startswith(_UTF16) and b"\x00" in head[2:]:
        return _Reencoded(_Prefixed(head, stream))
    # read1: from a pipe, what has come (a line of tail -F), not a wait for 4 KB.
    if len(head) == 8:
        head += getattr(stream, "read1", stream.read)(_BINARY_CHECK - 8)
    if _binary(head):
        raise NotText("binary data, not a text log")
    text = _Prefixed(head, stream)
    text.skipped_nuls = skipped
    return joined(text)  # kubelet's partial lines, a paste's wrapped ones: one line each


def as_it_is(text: BinaryIO, raw: BinaryIO) -> bool:
    """Whether ``text``, ``text_stream(raw)``, is the bytes of ``raw`` as they are, past its
    leading NULs: not decompressed, re-encoded or joined. Such a log reads the same from
    any line's start, so a large one can be read in pieces side by side."""
    from .joining import _Replayed

    return type(text) is _Replayed and type(text.stream) is _Prefixed and text.stream.stream is raw


# Compressed inside compressed, read this deep at most (a .gz of a .gz: 2).
_NESTED = 3


def _past_nuls(head: bytes, stream: BinaryIO) -> tuple[bytes, int]:
    """The stream's first bytes after its leading run of NULs, and the run's length (read
    a block at a time: such a run can be gigabytes long)."""
    skipped = 0
    while head and not head.strip(b"\x00"):
        skipped += len(head)
        head = stream.read(1 << 16)
    text = head.lstrip(b"\x00")
    return text, skipped + len(head) - len(text)


def _binary(head: bytes) -> bool:
    """Whether a log's first bytes (past a leading run of NULs) are binary data: a control
    byte among its first 8, or a quarter of them control bytes or not UTF-8 (a core dump,
    an image). NULs count for neither: a text log with a stray NUL, or NULs between its
    lines where a crash or copytruncate left them, is still read (adversarial review
    2026-12-04, L5: a line, 5,000 NULs, then the log)."""
    if any(0 < b < 0x20 and b not in _TEXT_CONTROLS for b in head[:8]):
        return True
    text = head.replace(b"\x00", b"").decode("utf-8", errors="replace")
    odd = sum(1 for ch in text if ch == "\ufffd" or (ch < " " and ch not in "\t\n\r\f\x1b"))
    return len(text) >= 64 and odd * 4 > len(text)


_TEXT_CONTROLS = frozenset(b"\t\n\r\f\x1b")


def decode_stream(
    stream: BinaryIO, everything: bool = False, last_line_final=lambda: True, line_no: int = 1
) -> Iterator[Hit]:
    """Every hit of a log read from a binary stream, in blocks: memory stays flat.

    Bytes that are not UTF-8 are replaced, never an error. ``everything``: also the lines
    that hold only numbers in a family's range that are no code's value, or only a lower
    layer's code. ``line_no``: the number of the stream's first line (a piece of a log
    read from a line's start: decode -j).
    """
    pending = b""
    seen_in_line: set[str] = set()  # the codes of a long line read in pieces, shown once
    # read1: what is there, up to a block; from a pipe (tail -F log | llm-status decode)
    # each line is read when it comes, not when a whole block has.
    read = getattr(stream, "read1", stream.read)
    whole = True  # whether the first line of what is read next starts where it starts
    while True:
        block = read(BLOCK)
        data = pending + block
        if not block:
            # A last line with no line end in a file still being written is half of
            # one (ret = 13432 of ret = 1343270938): ``last_line_final`` says.
            if data and last_line_final():
                yield from _scan_bytes(data, line_no, seen_in_line, everything, whole)
            return
        cut = data.rfind(b"\n")
        if cut < 0:
            if len(data) <= LONGEST_LINE:
                pending = data
                continue
            # One line, longer than we hold: read this piece of it, up to a break between
            # words (a piece cut inside a number would read another), and keep a little
            # before it for the next.
            end = max(data.rfind(b" ", len(data) - _LOOK_FOR_A_BREAK), 0) or len(data)
            yield from _scan_bytes(data[:end], line_no, seen_in_line, everything, False)
            whole = False
            pending = data[max(end - _OVERLAP, 0) :]
            continue
        yield from _scan_bytes(data[:cut], line_no, seen_in_line, everything, whole)
        line_no += data.count(b"\n", 0, cut + 1)
        seen_in_line = set()
        whole = True
        pending = data[cut + 1 :]


class _Worth(NamedTuple):
    """What makes a line worth reading, told from ``grammar.pattern()``'s alternatives:
    each match begins a token (a run of ``\\w``, lower-cased here). A line is read when a
    token is one of ``codes`` (a code's decimal value, a number in a family's range, the
    enum's name), or ``literals`` finds a prefix (``llm_``, ``0x``, a range's bare hex) or
    a literal (``hixl::``, ``hccl error code``) in its lower-cased text; or, where it names
    no code, when a token is the keyword of a template that can name a code on a line of
    its shape (``standing``, by ``Shape.quiet`` and ``Shape.unchecked``: the matcher's
    own ``standing`` lists)."""

    codes: frozenset[bytes]
    literals: re.Pattern  # the prefixes and the literals inside, as one expression
    keywords: frozenset[bytes]
    all_words: frozenset[bytes]  # codes and keywords
    standing: dict[tuple[bool, bool], frozenset[bytes]]
    # The keywords that stand on a line of some shape, and those that stand on every
    # shape: a line's shape is read only where these two do not already tell.
    standing_somewhere: frozenset[bytes]
    standing_everywhere: frozenset[bytes]
    # The literals by the beginning they share (``_by_beginning``): each looked for once
    # a block with ``bytes.find``, the group's literals checked where it stands.
    beginnings: tuple[tuple[bytes, tuple[bytes, ...]], ...]


@lru_cache(maxsize=1)
def _worth() -> _Worth:
    codes = {str(v).encode() for v in BY_VALUE if v not in (0, -1)}
    # Each other kind's words (registry/kinds.py): its codes as a line spells them (an
    # error manager's, torch_npu's: its reader then decides), and its literals anywhere.
    inside = set()
    for kind in KINDS:
        if kind.spelled is not None:
            codes |= {code.lower().encode() for code in kind.spelled()}
        # A table kind's codes by their names, anywhere ("demo-101" is two tokens).
        inside |= {row.name.lower().encode() for row in (kind.table() if kind.table else ())}
        inside |= {w.encode() for w in kind.literals}
    prefixes = {b"0x"}
    for family in FAMILIES:
        if family.prefix:
            codes.add(family.enum.lower().encode())
            prefixes.add(family.prefix.lower().encode())
        inside |= {q.lower().encode() for q in family.qualifiers}
        if family.bare_hex:
            low, high = family.bare_hex
            codes |= {str(v).encode() for v in range(low, high + 1)}
            # The hex digits its range's values share (5010b0).
            first, last = f"{low:x}", f"{high:x}"
            shared = next(
                (i for i, (a, b) in enumerate(zip(first, last, strict=True)) if a != b), len(first)
            )
            prefixes.add(first[:shared].encode())
    matcher = line_messages.matcher()
    keywords = frozenset(k.lower().encode() for k in matcher.by_keyword)
    standing = {}
    for quiet in (False, True):
        for unchecked in (False, True):
            shape = line_messages.Shape(quiet, unchecked, numbered=False)
            standing[quiet, unchecked] = frozenset(
                k.lower().encode() for k in matcher.by_keyword if matcher.standing(k, shape)
            )
    every = sorted(prefixes | inside, key=len, reverse=True)
    literals = b"|".join(re.escape(x) for x in every)
    return _Worth(
        frozenset(codes),
        re.compile(literals),
        keywords,
        frozenset(codes) | keywords,
        standing,
        frozenset().union(*standing.values()),
        frozenset.intersection(*standing.values()),
        _by_beginning(every),
    )


def _by_beginning(literals: list[bytes]) -> tuple[tuple[bytes, tuple[bytes, ...]], ...]:
    """The literals grouped by their first three bytes, each group under the beginning
    all of its literals share (``err``: ``error=``, ``errno[``, ``err=``...)."""
    groups: dict[bytes, list[bytes]] = {}
    for literal in literals:
        groups.setdefault(literal[:3], []).append(literal)
    keyed = []
    for group in groups.values():
        key = group[0]
        for literal in group[1:]:
            while not literal.startswith(key):
                key = key[:-1]
        keyed.append((key, tuple(group)))
    return tuple(keyed)


# Every byte that is not \w (re.ASCII) becomes a space, but the line break.
_NOT_WORD = bytes(
    c if chr(c).isascii() and (chr(c).isalnum() or c == 0x5F or c == 0x0A) else 0x20
    for c in range(256)
)


def _worth_reading(present: frozenset[bytes], line: bytes, worth: _Worth) -> bool:
    """Whether a line that holds none of the literals is worth reading, by the words of
    ``worth`` it holds (``present``: codes and keywords)."""
    if not worth.codes.isdisjoint(present):
        return True
    if present.isdisjoint(worth.standing_somewhere):
        return False
    if not present.isdisjoint(worth.standing_everywhere):
        return True
    # The shape's expressions are ASCII: on Latin-1 text (a byte a character, at C
    # speed) they read what they would read in the line's bytes.
    shape = line_messages.shape_of(line.decode("latin-1"))
    return not present.isdisjoint(worth.standing[shape.quiet, shape.unchecked])


def _lines_holding(beginnings: tuple, block: bytes) -> set[int]:
    """The indexes of the lines of ``block`` that hold one of the literals (none holds a
    line break), given by their shared ``beginnings``: each beginning looked for through
    the block with ``bytes.find``, its literals checked where it stands, and a line once
    found not looked at again for it. A regular expression of them all, once a block, was
    twice as slow (it tries every place where a literal's first letter stands)."""
    places = []
    for key, literals in beginnings:
        at = block.find(key)
        while at >= 0:
            if any(block.startswith(literal, at) for literal in literals):
                places.append(at)
                at = block.find(b"\n", at)
                if at < 0:
                    break
            at = block.find(key, at + 1)
    found, line, counted = set(), 0, 0
    for at in sorted(places):
        line += block.count(b"\n", counted, at)
        counted = at
        found.add(line)
    return found


def _starts(text: str, present: set[bytes], worth: _Worth) -> list[int]:
    """Where in ``text`` (a line) a match of the pattern may start: each token that is
    one of the ``present`` words, and each of ``worth``'s literals at a token's start.
    Every match starts at a token, so these are all the places finditer would find one."""
    low = text.translate(_ASCII_LOWER)  # as long as the text: its offsets are the text's
    starts = set()
    for word in present:
        starts.update(_at_edges(low, word.decode(), whole=True))
    # Each literal's places once, whatever its count on the line: looking for them again
    # at each match was quadratic in a line of many "error=" (adversarial review
    # 2026-12-04, M3: 54 KB of them took 13.6 s).
    literals = {m.group() for m in worth.literals.finditer(low.encode("ascii", "replace"))}
    for literal in literals:
        starts.update(_at_edges(low, literal.decode(), whole=False))
    return sorted(starts)


def _at_edges(low: str, word: str, whole: bool) -> Iterator[int]:
    at = low.find(word)
    while at >= 0:
        end = at + len(word)
        if (at == 0 or not _is_word(low[at - 1])) and (
            not whole or end == len(low) or not _is_word(low[end])
        ):
            yield at
        at = low.find(word, at + 1)


def _is_word(ch: str) -> bool:
    return ch.isascii() and (ch.isalnum() or ch == "_")


_FEW = 4
_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")


def scan_bytes(data: bytes, first_line_no: int = 1, everything: bool = False) -> Iterator[Hit]:
    """The hits of ``data``, a block of whole lines (UTF-8; bytes that are not are
    replaced), the same as ``scan`` of it decoded: each line is first told worth a
    look or not (``_Worth``: one ``lower``, ``translate`` and ``split`` of the block, in
    C, and a few set tests a line), and the pattern is tried only where its tokens
    start in the lines worth it (``grammar.read_at``)."""
    worth = _worth()
    low = data.lower()
    tokens_of = low.translate(_NOT_WORD).split(b"\n")
    lines = data.split(b"\n")
    holding = _lines_holding(worth.beginnings, low)
    # Each line's words asked of the words worth reading, in C: a set of every line's
    # words, built to be asked, was a third of decode's time.
    among = worth.all_words.intersection
    for index, tokens in enumerate(tokens_of):
        present = among(tokens.split())
        if index not in holding and (
            not present or not _worth_reading(present, lines[index], worth)
        ):
            continue
        line = lines[index]
        if line.endswith(b"\r"):
            line = line[:-1]
        text = line.decode("utf-8", errors="replace")
        # A line of few such words is read where they stand; one of many, by the pattern
        # over it all (as fast, by then).
        if len(present) <= _FEW:
            read = grammar.read_at(text, _starts(text, present, worth))
        else:
            read = grammar.read(text)
        hit = _hit(first_line_no + index, text, 0, len(text), read, everything)
        if hit is not None:
            yield hit


def _scan_bytes(
    data: bytes, line_no: int, seen_in_line: set[str], everything: bool = False, whole=True
) -> Iterator[Hit]:
    for hit in scan_bytes(data, line_no, everything):
        if hit.line_no == line_no and not whole:
            hit = hit._replace(piece=True)  # of a line longer than LONGEST_LINE
        if hit.line_no == line_no and seen_in_line:
            fresh = tuple(c for c in hit.codes if c.name not in seen_in_line)
            if not fresh and not hit.unknown:
                continue
            hit = hit._replace(codes=fresh)
        if hit.line_no == line_no:
            seen_in_line.update(c.name for c in hit.codes)
        yield hit
