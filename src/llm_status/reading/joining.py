"""Lines a log split that are one: kubelet's partial lines (its CRI log writes a line
longer than its buffer as "P" parts, then the "F" part that ends it) and a paste's lines
wrapped at a fixed width (a break mid-token, and the next line no header of its own).

A joined line keeps its first line's number: the lines it took in are left empty after
it, so every later line keeps the number ``grep -n`` gives it. A log that needs no join
is passed on untouched (the fast path reads its blocks as they are).

>>> import io
>>> cri = (b"2026-03-12T10:41:02.1Z stderr P EZ9999: [PID: 7] ret = 13432\\n"
...        b"2026-03-12T10:41:02.1Z stderr F 70938\\n")
>>> joined(io.BytesIO(cri)).read()
b'2026-03-12T10:41:02.1Z stderr F EZ9999: [PID: 7] ret = 1343270938\\n\\n'
"""

from __future__ import annotations

import re
from itertools import pairwise
from typing import BinaryIO

from ..registry.log_formats import CRI, PROMPT

_CRI = re.compile(CRI.pattern.encode("ascii"))
_LOOK = 1 << 16  # bytes of a log's start that decide whether its lines were wrapped
_NARROWEST = 40  # a paste wrapped narrower than this is not told from short lines
_WRAPPED_LINES = 2  # lines of exactly the widest length that say a paste was wrapped


def joined(stream: BinaryIO) -> BinaryIO:
    """``stream``, its split lines joined where its start shows it splits them."""
    read = getattr(stream, "read1", stream.read)
    head = read(_LOOK)
    cri = _CRI.match(head) is not None
    width = _wrapped_width(head)
    if not cri and width is None:
        return _Replayed(head, stream)
    return _Joined(head, stream, cri, width)


def _wrapped_width(head: bytes) -> int | None:
    """The width a paste was wrapped at, where its start shows one: the widest length,
    held by a few lines (a twentieth of them at least), most of which break before a line
    that goes on from them."""
    lines = head.decode("utf-8", errors="replace").split("\n")[:-1]  # whole lines only
    texts = [line.rstrip("\r") for line in lines]
    if not texts:
        return None
    width = max(len(text) for text in texts)
    widest = sum(len(text) == width for text in texts)
    if width < _NARROWEST or widest < _WRAPPED_LINES or widest * 20 < len(texts):
        return None
    # Of the widest lines, at least half go on in the next: a wrap cuts nearly every one,
    # a log's widest lines (a tool's repeated output) end where they end.
    ends = [_breaks(a, b, width) for a, b in pairwise(texts) if len(a) == width and b]
    return width if ends and sum(ends) * 2 >= len(ends) else None


def _breaks(line: str, following: str, width: int) -> bool:
    """Whether ``following`` goes on ``line``: a line cut at the width inside a token (or
    just after a space the cut kept), the next line starting inside it, with no header
    of its own (a clock, a level, a prefix). Never a line with a tab: a
    terminal wraps at columns, which a tab's width leaves unknown (and TSV is no paste)."""
    if len(line) != width or "\t" in line or "\t" in following:
        return False
    if not (_GOES_ON.match(following) and (line[-1] == " " or _GOES_ON.match(line[-1]))):
        return False
    if PROMPT.match(following):  # a pasted command starts a line of its own
        return False
    from .stamp import read_stamp  # the stamp reader, only for the few candidates

    stamp = read_stamp(following)
    return not (stamp.wrappers or stamp.format or stamp.block or stamp.level or stamp.time)


# A character a token goes on with: not a space, not a table's border (npu-smi's "|", "+").
_GOES_ON = re.compile(r"[^\s|+]")


class _Replayed:
    """The bytes already looked at, then the rest of the stream."""

    def __init__(self, head: bytes, stream: BinaryIO):
        self.head, self.stream = head, stream
        self.skipped_nuls = getattr(stream, "skipped_nuls", 0)

    def read(self, size: int = -1) -> bytes:
        if self.head:
            data, self.head = self.head, b""
            return data
        return self.stream.read(size)

    def read1(self, size: int = -1) -> bytes:
        if self.head:
            data, self.head = self.head, b""
            return data
        return getattr(self.stream, "read1", self.stream.read)(size)


class _Joined(_Replayed):
    """The stream with its split lines joined, read a block at a time."""

    def __init__(self, head: bytes, stream: BinaryIO, cri: bool, width: int | None):
        super().__init__(b"", stream)
        self.pending, self.cri, self.width, self.ended = head, cri, width, False

    def read(self, size: int = -1) -> bytes:
        while not self.ended:
            block = getattr(self.stream, "read1", self.stream.read)(1 << 20)
            data = self.pending + block
            if not block:
                self.ended, self.pending = True, b""
                return self._join(data, final=True)
            cut = data.rfind(b"\n")
            if cut < 0:
                self.pending = data
                continue
            lines = data[:cut].split(b"\n")
            out, taken = self._lines(lines, final=False)
            self.pending = b"\n".join(lines[taken:]) + (b"\n" if taken < len(lines) else b"")
            self.pending += data[cut + 1 :]
            if out:
                return out
        return b""

    read1 = read

    def _join(self, data: bytes, final: bool) -> bytes:
        if not data:
            return b""
        out, _ = self._lines(data.removesuffix(b"\n").split(b"\n"), final)
        return out if data.endswith(b"\n") else out[:-1]  # no line end where it had none

    def _lines(self, lines: list[bytes], final: bool) -> tuple[bytes, int]:
        """The lines joined, each with its line end, and how many were taken: a line that
        may go on in a line not read yet is held back, unless the log ended."""
        out: list[bytes] = []
        at = 0
        while at < len(lines):
            line, end = lines[at], at
            while end + 1 < len(lines) and (
                merged := self._goes_on(line, lines[end], lines[end + 1])
            ):
                line, end = merged, end + 1
            if end + 1 == len(lines) and not final and self._may_go_on(line, lines[end]):
                break
            out.append(line)
            out.extend(b"" for _ in range(end - at))
            at = end + 1
        return b"".join(part + b"\n" for part in out), at

    def _may_go_on(self, line: bytes, last: bytes) -> bool:
        if self.cri and (found := _CRI.match(line)) and found["tag"] == b"P":
            return True
        if self.width is None:
            return False
        text = last.decode("utf-8", errors="replace").rstrip("\r")
        return len(text) == self.width

    def _goes_on(self, line: bytes, last: bytes, following: bytes) -> bytes | None:
        """``line`` (ending in the physical line ``last``) with ``following`` joined on,
        or None where ``following`` is a line of its own."""
        if self.cri and (found := _CRI.match(line)) and found["tag"] == b"P":
            part = _CRI.match(following)
            if part is None or part["stream"] != found["stream"]:
                return None
            head = line[: found.start("tag")] + part["tag"] + line[found.end("tag") : found.end()]
            return head + line[found.end() :] + following[part.end() :]
        if self.width is None:
            return None
        a = last.decode("utf-8", errors="replace").rstrip("\r")
        b = following.decode("utf-8", errors="replace")
        if not _breaks(a, b, self.width):
            return None
        return line.rstrip(b"\r") + following
