"""Lines built to make a backtracking matcher take minutes (the reading-logs review).

For a template with text placeholders (``%s``, ``{name}``), a line that holds its
keyword and every piece of its literal text but the last, over and over, made
``.*?`` between the pieces try every split of the line: 26 s at 4 KB, over 150 s
at 6 KB. The pieces alone are enough; vLLM logs a prompt at INFO, so the same
bytes inside a prompt reach us too.
"""

from __future__ import annotations

import re

from llm_status.registry import upstream_messages as catalogue

# A placeholder that prints text (anything may stand there), as opposed to a number.
TEXT = re.compile(r"%[-+ #0]*\d*(?:\.\d+)?(?:hh|h|ll|l|z|j|t|L)?[scp]|\{[^{}]*\}|<info>")


def hostile(template: str, size: int) -> str:
    """``size`` characters of the template's pieces but the last, repeated."""
    pieces = [catalogue.PLACEHOLDER.sub("1", p) for p in TEXT.split(template)]
    pieces = [p for p in pieces if p.strip()]
    unit = "".join(pieces[:-1]) if len(pieces) > 1 else pieces[0][:-1]
    return (unit * (size // len(unit) + 1))[:size]


def worst_templates(count: int = 40) -> list[catalogue.Message]:
    """The templates with the most text placeholders: the slowest for a backtracker."""
    rows = sorted(catalogue.messages(), key=lambda m: -len(TEXT.findall(m.template)))
    return rows[:count]


def hostile_lines(size: int, count: int = 40) -> list[str]:
    """One hostile line for each of the worst templates, and the first in a vLLM prompt."""
    worst = worst_templates(count)
    lines = [hostile(m.template, size) for m in worst]
    lines.append(
        "INFO 11-30 10:00:00 [logger.py:43] Received request cmpl-7: prompt: '"
        + hostile(worst[0].template, size)
        + "', params: SamplingParams(n=1)"
    )
    return lines
