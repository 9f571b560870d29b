"""Text for an 80-column terminal, where a Chinese character takes two columns.

``textwrap`` counts characters, so Chinese lines come out twice too wide;
these helpers count columns, and break Chinese between any two characters
and English between words.
"""

from __future__ import annotations

import os
import re
import unicodedata
from io import TextIOBase as TextIO

WIDTH = 80

# A run of characters that stays together: a word of Latin script (with its
# trailing punctuation), a run of spaces, or one wide character.
_PIECE = re.compile(r"[^\s\u1100-\uffff]+|\s+|.", re.DOTALL)
# Colour codes take no columns.
_ANSI = re.compile(r"\033\[[0-9;]*m")


def columns(text: str) -> int:
    """How many terminal columns ``text`` takes.

    >>> columns("LLM_TIMEOUT"), columns("处理超时")
    (11, 8)
    """
    text = _ANSI.sub("", text)
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def wrap(text: str, width: int = WIDTH, indent: str = "", first: str | None = None) -> list[str]:
    """Lines of at most ``width`` columns; ``first`` starts the first line instead of ``indent``.

    >>> wrap("如果是pull_cache、pull_blocks等传输相关接口报错，该链路不可恢复，需重新建链。", 30, "  ")
    ['  如果是pull_cache、', '  pull_blocks等传输相关接口报', '  错，该链路不可恢复，需重新建', '  链。']
    """
    lines: list[str] = []
    line = first if first is not None else indent
    used = columns(line)
    start = used
    for piece in _PIECE.findall(text):
        size = columns(piece)
        if piece.isspace():
            if used > start:
                line, used = line + " ", used + 1
            continue
        if used + size > width and used > start:
            lines.append(line.rstrip())
            line, used = indent, columns(indent)
            start = used
        while used + size > width and len(piece) > 1:
            # A single word longer than the line (a URL): cut it.
            cut = len(piece)
            while cut > 1 and used + columns(piece[:cut]) > width:
                cut -= 1
            lines.append(line + piece[:cut])
            piece = piece[cut:]
            size = columns(piece)
            line, used = indent, columns(indent)
        line, used = line + piece, used + size
    lines.append(line.rstrip())
    return lines


def pad(text: str, width: int) -> str:
    """``text`` padded with spaces to ``width`` columns."""
    return text + " " * max(0, width - columns(text))


_SGR = {"bold": "1", "dim": "2", "red": "31", "green": "32", "yellow": "33"}


class Style:
    """ANSI colour when writing to a terminal, plain text otherwise or with NO_COLOR."""

    def __init__(self, stream: TextIO):
        isatty = getattr(stream, "isatty", None)
        self.enabled = bool(isatty and isatty()) and not os.environ.get("NO_COLOR")

    def __call__(self, text: str, *styles: str) -> str:
        if not self.enabled or not styles:
            return text
        codes = ";".join(_SGR[s] for s in styles)
        return f"\033[{codes}m{text}\033[0m"
