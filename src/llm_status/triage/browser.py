"""What the triage page's worker calls: this package, run in the browser by Pyodide, on
the files a person gave the page (mounted read-only in Pyodide's file system, each box
under a folder of its own). The report is the command's, from the same functions, with
no width (the browser wraps) and its headings marked; nothing here is the browser's own.
"""

from __future__ import annotations

import json
import os
from collections.abc import Sequence

from ..i18n import BadInput
from ..terminal import Style
from . import gather
from .diagnosis import diagnose
from .record import record_of
from .report import answer, lines_of
from .sources import Given, Progress, Side
from .summaries import is_summary

# A width no line reaches: the page lets the browser wrap the report.
_NO_WIDTH = 1 << 30
_HEADING = "\x00"  # what the command prints in bold; the page shows it bold too


class _Headings(Style):
    """The command's bold, as a mark the page reads (and takes off); no other colour."""

    def __init__(self):
        self.enabled = True

    def __call__(self, text: str, *styles: str) -> str:
        return _HEADING + text if "bold" in styles else text


def run(sides: Sequence[dict], lang: str, progress: Progress | None = None) -> str:
    """The report of the sides the page was given, as JSON: ``record`` (what ``--json``
    prints), ``lines`` (each ``text`` and whether it is a ``heading``) and ``verdict``
    (the line the page's live region says), ``boxes`` (each box's files ``read`` and
    ``skipped``, as the report counts them); or ``failed``, the one line the command
    would print for unusable input.

    ``sides``: each ``{"label": "P" or None, "items": [{"path", "shown"}]}``, where a
    ``path`` is a file or folder of Pyodide's file system and ``shown`` its name in the
    report (the file's or folder's own name, ``-`` for pasted lines).
    """
    given = [
        Given(side.get("label") or None, item["path"], item["shown"])
        for side in sides
        for item in side["items"]
    ]
    try:
        read, sources, events = gather(given, lang, progress)
    except BadInput as error:
        return json.dumps({"failed": error.message(lang)}, ensure_ascii=False)
    if progress is not None:
        progress("weighing", "", 0)
    found = diagnose(sources, events)
    # A line that starts bold is a heading; a name in bold inside a line is plain text.
    lines = [
        {"text": text.replace(_HEADING, ""), "heading": text.startswith(_HEADING)}
        for text in lines_of(found, lang, _Headings(), _NO_WIDTH)
    ]
    result = {
        "record": record_of(found, lang),
        "lines": lines,
        "verdict": answer(found, lang),
        "boxes": [_counted(box, read) for box in sides],
    }
    return json.dumps(result, ensure_ascii=False, allow_nan=False)


def _counted(box: dict, read: Sequence[Side]) -> dict:
    """A box's files as the report counts them: the page said how many were chosen, and
    a core dump in a chosen folder is chosen, then skipped (the UX review's P3-2). A box
    reads into the side of its label, or each item into a side of its item's name (as
    gather groups them); a summary given is one file read."""
    names = {box.get("label") or item["shown"] for item in box["items"]}
    sides = [side for side in read if side.label in names]
    summaries = sum(
        1 for item in box["items"] if os.path.isfile(item["path"]) and is_summary(item["path"])
    )
    return {
        "read": sum(len(side.files) for side in sides) + summaries,
        "skipped": sum(len(side.skipped) for side in sides),
    }
