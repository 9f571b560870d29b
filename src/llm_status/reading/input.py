"""Where a log is read from: a file named on the command line, or standard input, as a
binary stream (decompressed, re-encoded to UTF-8) whose every read error is said as one
line naming the input, never as a traceback."""

from __future__ import annotations

import contextlib
import os
import stat
import sys
import time
from collections.abc import Iterator
from typing import BinaryIO

from ..i18n import BadInput, say
from .logs import NotText, NoXz, text_stream


@contextlib.contextmanager
def log_stream(path: str | None, lang: str, shown: str | None = None) -> Iterator[Reading]:
    """The log as bytes: the file named, or standard input; read in blocks, never whole.
    ``shown`` is the name a message gives it, where that is not its path (the triage
    page's files stand in Pyodide's file system under another name)."""
    if path == "":
        raise BadInput("empty_file_name", input="''")
    source = repr(shown if shown is not None else path) if path else say("stdin", lang)
    try:
        stream = open(path, "rb") if path else getattr(sys.stdin, "buffer", None)  # noqa: SIM115
        if stream is None:
            raise OSError(say("stdin_closed", lang))
    except OSError as error:
        raise BadInput("cannot_read", input=source, reason=error.strerror or str(error)) from None
    try:
        raw = Reading(stream, source)
        try:
            # Read errors of the file, then of its decompression, each said as one line.
            text = text_stream(raw)
            reading = Reading(text, source, live=raw.live)
            reading.file, reading.raw = raw.file, raw
            reading.skipped_nuls = getattr(text, "skipped_nuls", 0)
        except NoXz:
            raise BadInput("xz_not_here", input=source) from None
        except NotText:
            raise BadInput("not_text", input=source) from None
        except Exception as error:  # a .gz or .xz that is cut or broken from its first bytes
            raise BadInput("cannot_read", input=source, reason=str(error)) from None
        yield reading
    finally:
        if path:
            stream.close()


@contextlib.contextmanager
def piece_stream(path: str, start: int, end: int, lang: str) -> Iterator[Reading]:
    """The bytes ``start`` to ``end`` of a log read as it is (``logs.as_it_is``): a piece of
    whole lines, read in blocks, its read errors said as ``log_stream``'s are."""
    source = repr(path)
    try:
        stream = open(path, "rb")  # noqa: SIM115
        stream.seek(start)
    except OSError as error:
        raise BadInput("cannot_read", input=source, reason=error.strerror or str(error)) from None
    try:
        yield Reading(_Bounded(stream, end - start), source)
    finally:
        stream.close()


class _Bounded:
    """A stream that ends after ``left`` bytes."""

    def __init__(self, stream: BinaryIO, left: int):
        self.stream, self.left = stream, left

    def fileno(self) -> int:
        return self.stream.fileno()

    def read(self, size: int = -1) -> bytes:
        size = self.left if size is None or size < 0 else min(size, self.left)
        data = self.stream.read(size)
        self.left -= len(data)
        return data

    read1 = read


_WRITING = 1.0  # seconds since a file's last change within which it is being written


class Reading:
    """A binary stream whose read errors say which input failed (not a traceback)."""

    def __init__(self, stream: BinaryIO, source: str, live: bool | None = None):
        self.stream, self.source = stream, source
        # Not a regular file (a pipe, a terminal): lines are shown as they come.
        self.file: int | None = None  # the descriptor of a regular file
        if live is None:
            try:
                regular = stat.S_ISREG(os.fstat(stream.fileno()).st_mode)
                live = not regular
            except (OSError, ValueError, AttributeError):
                regular = live = False
            self.file = stream.fileno() if regular else None
        self.live = live
        self.raw: Reading = self  # the stream under a decompressor, if any
        self.taken = 0  # bytes read so far
        self.skipped_nuls = 0  # NUL bytes passed over at the log's start (copytruncate)

    def settled(self) -> bool:
        """Whether what was read ends where the log does: not a regular file being
        written (modified within the last ``_WRITING`` seconds), whose last line without
        a line end may be half of one."""
        if self.file is None:
            return True
        try:
            return time.time() - os.fstat(self.file).st_mtime > _WRITING
        except OSError:
            return True

    def read(self, size: int) -> bytes:
        return self._guarded(self.stream.read, size)

    def read1(self, size: int) -> bytes:
        return self._guarded(getattr(self.stream, "read1", self.stream.read), size)

    def _guarded(self, read, size: int) -> bytes:
        try:
            data = read(size)
            self.taken += len(data)
            return data
        except BadInput:
            raise  # the file under a decompressor could not be read: said already
        # A closed stream (ValueError), a device error (OSError), a cut .gz (EOFError), a
        # broken .xz (lzma.LZMAError): whatever the input's reading raises is one line.
        except Exception as error:
            reason = getattr(error, "strerror", None) or str(error)
            raise BadInput("cannot_read", input=self.source, reason=reason) from None
