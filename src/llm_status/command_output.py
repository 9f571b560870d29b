"""What every command writes: lines, a JSON record (``explain``'s with the findings of its
line), a page opened, "nothing found", a complaint on standard error."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from io import TextIOBase as TextIO

from .i18n import say
from .links import finding_url
from .lookup import is_line
from .version import version


def print_lines(lines: Sequence[str], out: TextIO) -> None:
    """Lines of text, each ended by a newline."""
    out.write("\n".join(lines) + "\n")


def print_json(data: object, out: TextIO) -> None:
    """A JSON record, with the version that wrote it (a list, as ``list --json``'s, is
    the registry's records as they are)."""
    if isinstance(data, dict):
        data = {**data, "version": version()}
    import json  # here: only a command asked for JSON needs it

    json.dump(data, out, ensure_ascii=False, indent=2, allow_nan=False)
    out.write("\n")


def open_url(url: str, lang: str, out: TextIO) -> None:
    """Open ``url`` in a graphical browser if there is one; say the URL either way."""
    import webbrowser

    # Without a display, webbrowser falls back to a text browser (lynx, w3m) that
    # would take over the terminal of a server reached over SSH: print instead.
    graphical = sys.platform in ("darwin", "win32") or any(
        os.environ.get(v) for v in ("DISPLAY", "WAYLAND_DISPLAY", "BROWSER")
    )
    try:
        opened = graphical and webbrowser.open(url)
    except webbrowser.Error:
        opened = False
    out.write(say("opened" if opened else "no_browser", lang, url=url) + "\n")


def print_explained(args: argparse.Namespace, record: dict, out: TextIO) -> None:
    """``explain --json``'s record; of a log line, with every finding of the line, as
    ``decode --json`` lists them (the same reading)."""
    if is_line(args.code):
        from .reading import findings_of_line  # a line's reading: loaded for a line only

        record = {
            **record,
            "findings": [
                f.record() | {"page": finding_url(f, args.lang)}
                for f in findings_of_line(args.code)
            ],
        }
    print_json(record, out)


class NothingFound(Exception):
    """A search or a log with no code in it: not an error, but exit 1, as grep does."""


def complain(text: str) -> None:
    """One line on stderr; where even that fails (a full disk), the exit status says it."""
    try:
        print(f"llm-status: {text}", file=sys.stderr, flush=True)
    except (OSError, ValueError):
        silence(sys.stderr)


def silence(stream: TextIO | None) -> None:
    """Point a stream that failed at /dev/null, so that Python's own flush at exit does
    not fail again (and turn the exit status into 120)."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, stream.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass
