"""Text for a terminal of 80 columns (or fewer), where a Chinese character takes two.

``textwrap`` counts characters, so Chinese lines come out twice too wide;
these helpers count columns, and break Chinese between any two characters
and English between words.
"""

from __future__ import annotations

import os
from functools import cache
from io import TextIOBase as TextIO


def _width_of_the_terminal() -> int:
    """80 columns, or the terminal's where it is narrower (a split pane, a phone's SSH
    client): a line wider than the terminal is folded by it mid-word, a back-quoted
    command with it. Piped output, or a terminal that gives no size, keeps 80; COLUMNS,
    where set, is the terminal's width, as shells and Python's shutil take it."""
    given = os.environ.get("COLUMNS", "")
    try:
        size = int(given) if given.isdigit() else os.get_terminal_size(1).columns
    except OSError:  # not a terminal
        return 80
    return min(80, size) if size >= 40 else 80


WIDTH = _width_of_the_terminal()


@cache
def _pattern(name: str):
    """One of the patterns below, compiled where it is first used: importing ``re`` at
    ``import llm_status`` would cost more than the rest of it."""
    import re

    return re.compile(_PATTERNS[name])


_PATTERNS = {
    # A run of characters that stays together: a short span in backquotes (a command, as
    # `ss -ltnp`: never cut at its space), a word of Latin script (with its trailing
    # punctuation), a run of spaces, or one wide character.
    "piece": r"(?s)`[^`\n]{1,72}`|[^\s\u1100-\uffff`]+|\s+|.",
    # A word of text of one column a character: a short span in backquotes with what is
    # glued to it, or what stands between spaces.
    "word": r"[^\s`]*`[^`\n]{1,72}`\S*|\S+",
    # Colour codes take no columns.
    "ansi": r"\033\[[0-9;]*m",
}


# What a log's text must never bring to a terminal as it is: C0 and C1 controls (an
# escape sequence can write the clipboard, set the title, clear or hide the screen),
# DEL, and the bidirectional overrides that reorder what is shown. Tab is kept.
UNSAFE_RANGES = ((0x00, 0x08), (0x0A, 0x1F), (0x7F, 0x9F), (0x202A, 0x202E), (0x2066, 0x2069))
_UNSAFE = {
    c: f"\\x{c:02x}" if c < 0x100 else f"\\u{c:04x}"
    for low, high in UNSAFE_RANGES
    for c in range(low, high + 1)
}


def visible(text: str) -> str:
    """``text`` with every control character written out (``\\x1b``), so that a log's
    text reaches a terminal as text, never as a command to it.

    >>> print(visible("ok\x1b]52;c;aGk=\x07 end\u202e"))
    ok\\x1b]52;c;aGk=\\x07 end\\u202e
    """
    return text.translate(_UNSAFE)


def columns(text: str) -> int:
    """How many terminal columns ``text`` takes.

    >>> columns("LLM_TIMEOUT"), columns("处理超时")
    (11, 8)
    """
    if "\033" in text:
        text = _pattern("ansi").sub("", text)
    if text.isascii():  # most of a log: one column a character
        return len(text)
    return sum(_width(ch) for ch in text)


def _width(ch: str) -> int:
    return 2 if _east_asian_width()(ch) in "WF" else 1


@cache
def _east_asian_width():
    """``unicodedata.east_asian_width``, loaded with the first wide text measured."""
    import unicodedata

    return unicodedata.east_asian_width


def wrap(text: str, width: int = WIDTH, indent: str = "", first: str | None = None) -> list[str]:
    """Lines of at most ``width`` columns; ``first`` starts the first line instead of ``indent``.

    >>> wrap("如果是pull_cache、pull_blocks等传输相关接口报错，该链路不可恢复，需重新建链。", 30, "  ")
    ['  如果是pull_cache、', '  pull_blocks等传输相关接口报', '  错，该链路不可恢复，需重新建', '  链。']
    """
    head = first if first is not None else indent
    if text.isascii() and "\033" not in text:
        return _wrap_ascii(text, width, indent, head)
    lines: list[str] = []
    line = head
    used = columns(line)
    start = used
    for piece in _pattern("piece").findall(text):
        size = columns(piece)
        if piece.isspace():
            if used > start:
                line, used = line + " ", used + 1
            continue
        if used + size > width and used > start:
            lines.append(line.rstrip())
            line, used = indent, columns(indent)
            start = used
        if used + size <= width or len(piece) == 1:
            line, used = line + piece, used + size
            continue
        # A single word longer than the line (a URL, a payload): cut it, in one pass
        # over its characters (measuring each cut again made this cubic).
        chars = [line]
        for ch in piece:
            size = _width(ch)
            if used + size > width and used > start:
                lines.append("".join(chars))
                chars, used = [indent], columns(indent)
            chars.append(ch)
            used += size
        line = "".join(chars)
    lines.append(line.rstrip())
    return lines


def _wrap_ascii(text: str, width: int, indent: str, head: str) -> list[str]:
    """``wrap`` for text of one column a character: most of a log, and it must be fast."""
    lines: list[str] = []
    line, used = head, columns(head)
    start = used
    indent_used = columns(indent)
    for word in _pattern("word").findall(text) if "`" in text else text.split():
        if used > start and used + 1 + len(word) > width:
            lines.append(line)
            line, used = indent, indent_used
            start = used
        if used > start:
            line, used = line + " ", used + 1
        position = 0  # a word longer than the line (a URL, a payload) is cut
        while used + len(word) - position > width and len(word) - position > 1:
            room = max(1, width - used)
            lines.append(line + word[position : position + room])
            position += room
            line, used = indent, indent_used
            start = used
        line, used = line + word[position:], used + len(word) - position
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


def quoted(text: str, words: list[str], most: int) -> str:
    """A line quoted in a sentence, to about ``most`` characters: whole where it fits;
    else cut between words, never inside one, keeping its start and the word that holds
    the first of ``words`` it has (a code), with " … " where something was left out.

    >>> quoted("a failed call of aclrtSynchronizeStream, ret 507015 after 3 tries", ["507015"], 30)
    'a failed call … 507015 after 3 …'
    >>> quoted("short line", ["x"], 30)
    'short line'
    """
    if len(text) <= most:
        return text
    at = min((found for w in words if w and (found := text.find(w)) >= 0), default=-1)
    if at < 0 or text.find(" ", at) in range(0, most) or at < most // 2:
        return _before_space(text, most) + " …"
    head = _before_space(text, most // 2)
    start = text.rfind(" ", 0, at) + 1  # the word that holds the code, whole
    token_end = text.find(" ", at)
    token_end = len(text) if token_end < 0 else token_end
    rest = text[start:]
    budget = max(most - len(head) - 3, token_end - start)
    tail = rest if len(rest) <= budget else _before_space(rest, budget, token_end - start)
    return f"{head} … {tail}" + ("" if tail == rest else " …")


def _before_space(text: str, most: int, least: int = 1) -> str:
    """``text`` up to the last space before ``most`` characters (at least ``least``)."""
    cut = text.rfind(" ", least, most + 1)
    return text[: cut if cut > 0 else most].rstrip()


def cut_around(text: str, words: list[str], start: int, around: int, end: int) -> str:
    """A text too long to show whole: its first ``start`` characters, the ``around``
    characters either side of the first of ``words`` it holds, and its last ``end``, with
    " … " where something was left out.

    >>> cut_around("a" * 50 + " code 42 " + "b" * 50 + " end", ["42"], 5, 3, 4)
    'aaaaa … de 42 bb …  end'
    """
    keep = [(0, start)]
    for word in words:
        at = text.find(word) if word else -1
        if at >= 0:
            keep.append((max(0, at - around), at + len(word) + around))
            break
    keep.append((max(0, len(text) - end), len(text)))
    pieces: list[str] = []
    shown_to = 0
    for first, last in sorted(keep):
        first = max(first, shown_to)
        if last <= first:
            continue
        if first > shown_to:
            pieces.append(" … ")
        pieces.append(text[first:last])
        shown_to = last
    return "".join(pieces)
