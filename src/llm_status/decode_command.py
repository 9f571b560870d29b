"""``llm-status decode``: each line of a log that carries a code, as the log has it, with
each code it carries explained under it."""

from __future__ import annotations

import argparse
import contextlib
import os
from collections import Counter
from collections.abc import Iterator
from io import TextIOBase as TextIO
from typing import NamedTuple

from .advice import rule_says, step_of_line
from .code_text import fails_with, passed_said
from .command_output import NothingFound, complain, print_lines
from .cores import pool as workers_pool
from .cores import usable as usable_cores
from .finding_text import symptom_lines, under_a_line
from .i18n import BadInput, say
from .links import docs_url, finding_url
from .message_text import disagreement, printed_by
from .reading import findings_of_hit
from .reading.input import log_stream, piece_stream
from .reading.logs import LONGEST_LINE, Hit, as_it_is, decode_stream
from .registry.record import Code
from .terminal import WIDTH, Style, visible, wrap
from .verdict_words import recoverability
from .version import version

# A line of a log is shown cut to this many characters: its codes are found in all of it.
_SHOWN_LINE = 2000


def decode(args: argparse.Namespace, out: TextIO, style: Style) -> int:
    found = 0
    counted: Counter = Counter()  # --prometheus: each code, the lines that name it
    if args.prometheus is not None:
        _can_write_prometheus(args.prometheus, args.lang)
    files = args.files or [None]
    jobs = args.jobs or usable_cores()
    # Several files, each to a worker; or one large file, in pieces (_pieces).
    side_by_side = len(files) > 1 or (files[0] is not None and _large(files[0]))
    folder = None
    if jobs > 1 and side_by_side and all(map(os.path.isfile, files)):
        jobs = min(jobs, sum(_tasks_of(path, jobs) for path in files))
        folder = _workers_folder()
    if folder is not None:
        results = _in_workers(files, args, style, jobs, out, folder)
    else:  # one file, standard input, a pipe: read here, each line written as it comes
        results = (_decode_file(path, args, style, out, complain) for path in files)
    for file_found, file_counted in results:
        found += file_found
        counted.update(file_counted)
    if args.prometheus is not None:
        # Written also where nothing was found: no code is a fact the collector reports.
        _write_prometheus(args.prometheus, counted, args.lang)
    if not found:
        sources = [repr(p) for p in args.files] or [say("stdin", args.lang)]
        raise NothingFound(
            say("not_found", args.lang, input=say("list_separator", args.lang).join(sources))
        )
    return 0


def _decode_file(
    path: str | None, args: argparse.Namespace, style: Style, out: TextIO, aside, piece=None
) -> tuple[int, Counter]:
    """One file's hits (``path`` None: standard input's) written to ``out``, what is said
    of the file on the way (``aside``: standard error's); how many hits, and each code's
    lines for --prometheus. ``piece``: a ``Piece`` of the file, read alone."""
    explained: dict[Code, list[str]] = {}  # a code's lines, made once: logs repeat codes
    found, counted = 0, Counter()
    # Several files: each line after its file's name, as grep prints it.
    prefix = f"{visible(path)}:" if len(args.files) > 1 else ""
    with _opened(path, args.lang, piece) as stream:
        if stream.skipped_nuls:  # of a log in pieces, its first piece's
            count = f"{stream.skipped_nuls:,}"
            aside(say("nuls_skipped", args.lang, input=stream.source, count=count))
        line_no = piece.line_no if piece is not None else 1
        hits = decode_stream(stream, True, last_line_final=stream.settled, line_no=line_no)
        for hit in hits:
            found += 1
            if args.prometheus is not None:
                counted.update(f for f in findings_of_hit(hit) if f.kind != "unknown")
            if args.json:
                file = path if len(args.files) > 1 else None
                print_lines([_hit_json(hit, file, args.lang)], out)
            else:
                print_lines(_hit_lines(hit, args.lang, style, explained, prefix), out)
            if stream.live:
                out.flush()  # from a pipe, each line as it comes
    return found, counted


class Piece(NamedTuple):
    """Bytes ``start`` to ``end`` of a log read as it is, whole lines, the first of them
    line ``line_no``; ``skipped_nuls``: the NULs the log starts with (the first piece's
    worker says them)."""

    start: int
    end: int
    line_no: int
    skipped_nuls: int


# A log read as it is, this large or more, is read in pieces side by side (decode -j): a
# piece is at least PIECE bytes, and a worker gets about four (ours: fewer is less even,
# more is more pieces' output copied for nothing).
PIECE = 16 << 20


def _large(path: str) -> bool:
    try:
        return os.path.getsize(path) >= 2 * PIECE
    except OSError:
        return False


def _step(size: int, jobs: int) -> int:
    return max(PIECE, size // (jobs * 4))


def _tasks_of(path: str, jobs: int) -> int:
    """How many pieces ``_pieces`` makes of a file, about (the workers to start)."""
    if not _large(path):
        return 1
    try:
        size = os.path.getsize(path)
    except OSError:
        return 1
    return 1 + size // _step(size, jobs)


def _pieces(path: str, jobs: int, lang: str) -> Iterator[Piece | None]:
    """A log's pieces of whole lines, each with the number of its first line (counted
    here, while the workers read the pieces before); one None, the whole file, where it
    is small or not read as it is (compressed, re-encoded, its lines joined), or cannot
    be read (its worker says why, in its turn, as one process would)."""
    plain = _large(path)
    try:
        if plain:
            with log_stream(path, lang) as reading:
                plain = as_it_is(reading.stream, reading.raw)
                start = nuls = reading.skipped_nuls
            size = os.path.getsize(path)
            log = open(path, "rb")  # noqa: SIM115
    except (BadInput, OSError):
        plain = False
    if not plain:
        yield None
        return
    line_no = 1
    with log:
        while start < size:
            try:
                end = _line_start_after(log, start + _step(size, jobs), size)
            except OSError:
                end = size  # the rest: its worker says what could not be read
            yield Piece(start, end, line_no, nuls if start == nuls else 0)
            # Where the count cannot be read, this piece's worker meets the same error, and
            # the command stops there.
            with contextlib.suppress(OSError):
                line_no += _count_lines(log, start, end)
            start = end


def _line_start_after(log, at: int, size: int) -> int:
    """Where the first line that starts at ``at`` or after starts (``size``: none does
    within a longest line, or the log ends first)."""
    if at >= size:
        return size
    log.seek(at - 1)
    cut = log.read(LONGEST_LINE).find(b"\n")
    return size if cut < 0 else at + cut


def _count_lines(log, start: int, end: int) -> int:
    log.seek(start)
    count = 0
    while start < end:
        block = log.read(min(end - start, 1 << 20))
        if not block:
            break
        count += block.count(b"\n")
        start += len(block)
    return count


@contextlib.contextmanager
def _opened(path: str | None, lang: str, piece: Piece | None):
    if piece is None:
        with log_stream(path, lang) as stream:
            yield stream
    else:
        with piece_stream(path, piece.start, piece.end, lang) as stream:
            stream.skipped_nuls = piece.skipped_nuls
            yield stream


def _workers_folder() -> str | None:
    """A private folder for the workers' output, or None where none can be made (a
    container's read-only root with no writable /tmp): the files are then read here."""
    import tempfile

    try:
        return tempfile.mkdtemp(prefix="llm-status-decode-")
    except OSError:
        return None


def _in_workers(
    files: list[str], args: argparse.Namespace, style: Style, jobs: int, out: TextIO, folder: str
) -> Iterator[tuple[int, Counter]]:
    """Each file (a large one: each of its pieces) decoded in one of ``jobs`` worker
    processes, its output written to a file of its own (a worker holds no more than one
    file's reading); each output then copied to ``out`` in the files' order, what was said
    of it first, as one process would have written them. Ctrl-C ends every worker."""
    import shutil

    pieces = ((path, piece) for path in files for piece in _pieces(path, jobs, args.lang))
    tasks = (
        (path, piece, os.path.join(folder, str(n)), args, style)
        for n, (path, piece) in enumerate(pieces)
    )
    pool = workers_pool(jobs)
    try:
        for written, said, failed, found, counted in pool.imap(_decode_in_worker, tasks):
            for sentence in said:
                complain(sentence)
            if failed is not None:
                raise BadInput(failed[0], **failed[1])
            out.flush()
            with open(written, encoding="utf-8") as text:
                shutil.copyfileobj(text, out)
            os.remove(written)
            yield found, counted
        pool.close()
    finally:
        pool.terminate()  # Ctrl-C, a file that cannot be read, a reader that left
        pool.join()
        shutil.rmtree(folder, ignore_errors=True)


def _decode_in_worker(task: tuple) -> tuple:
    """A worker's file: its output written to ``written``; what was said of it, the input
    it could not read (a message's key and fields), its count of hits and of codes."""
    path, piece, written, args, style = task
    said: list[str] = []
    with open(written, "w", encoding="utf-8") as out:
        try:
            found, counted = _decode_file(path, args, style, out, said.append, piece)
        except BadInput as error:
            return written, said, (error.key, error.fields), 0, Counter()
    return written, said, None, found, counted


def _can_write_prometheus(path: str, lang: str) -> None:
    from .prometheus import writable

    if not writable(path):
        reason = say("no_such_folder", lang)
        raise BadInput("cannot_write_file", input=repr(path), reason=reason)


def _write_prometheus(path: str, counted: Counter, lang: str) -> None:
    from .prometheus import exposition, write_whole  # decode --prometheus only

    try:
        write_whole(path, exposition(counted))
    except OSError as error:
        reason = error.strerror or type(error).__name__
        raise BadInput("cannot_write_file", input=repr(path), reason=reason) from None


def _hit_json(hit: Hit, file: str | None, lang: str) -> str:
    """One line of a log as JSON Lines: its number, its text, and each finding (its kind,
    family, name, value, key and page), as ``explain --json`` names them for the line."""
    record = {"file": file} if file is not None else {}
    record |= {
        "version": version(),
        "line_no": hit.line_no,
        "text": hit.line,
        "piece": hit.piece,
        "findings": [f.record() | {"page": finding_url(f, lang)} for f in findings_of_hit(hit)],
    }
    import json  # here: only --json needs it

    return json.dumps(record, ensure_ascii=False, separators=(",", ":"))


def _hit_lines(
    hit: Hit, lang: str, style: Style, explained: dict[Code, list[str]], prefix: str = ""
) -> list[str]:
    """One line of a log as it is in the log, with its number as ``grep -n`` prints it
    (cut when long; control characters written out), and each code it carries, explained."""
    text = hit.line
    if hit.piece:  # of a line too long to hold: its length is not known here
        text = text[:_SHOWN_LINE] + say("cut_piece", lang)
    elif len(text) > _SHOWN_LINE:
        text = text[:_SHOWN_LINE] + say("cut", lang, length=f"{len(hit.line):,}")
    lines = [style(f"{prefix}{hit.line_no}:", "dim") + visible(text)]
    for code in hit.codes:
        lines += _explained(code, lang, style, explained)
        # Where the remedy splits by call, the call this line names decides (as the
        # browser's decoder says it); a line that names none is told it depends.
        if step := step_of_line(code, hit.line):
            call, given = step
            next_step = (
                say("step_after", lang, call=call, says=rule_says(given, lang))
                if call
                else say("step_depends", lang)
            )
            lines += wrap(next_step, WIDTH, "      ", "  => ")
    for _, findings in hit.others:  # each other kind's, in the kinds' order
        for finding in findings:
            lines += under_a_line(finding, lang, style)
    for value in hit.unknown:
        not_known = say(
            "unknown_in_range",
            lang,
            value=value,
            hex=f"0x{value:X}",
            says=say("not_a_known_value", lang),
        )
        lines += wrap(not_known, WIDTH, "      ", "  ?  ")
    if hit.message is not None:
        lines += wrap(printed_by(hit.message, hit.line, lang), WIDTH, "      ", "  @ ")
        lines.append("     " + hit.message.url)
        if said := passed_said(hit.message, lang):
            lines += wrap(said, WIDTH, "      ", "  ^ ")
        lower = [c.name for c in hit.lower]
        if returned := fails_with(hit.message, lower, hit.code, lang):
            lines += wrap(returned[1], WIDTH, "      ", "  => ")
        if hit.disagrees:
            lines += wrap(disagreement(hit, lang), WIDTH, "      ", "  ! ")
    return lines + symptom_lines(hit.line, lang)


def _explained(code: Code, lang: str, style: Style, explained: dict[Code, list[str]]) -> list[str]:
    """A code's lines under a log line, made once: logs repeat codes."""
    if code not in explained:
        said = say(
            "decoded",
            lang,
            name=style(code.shown, "bold"),
            meaning=code.meaning[lang],
            recoverable=recoverability(code, lang),
        )
        explained[code] = [*wrap(said, WIDTH, "      ", "  -> "), "     " + docs_url(code, lang)]
    return explained[code]
