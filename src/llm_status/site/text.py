"""Inline text: a registry text as Markdown that shows as it is written, with
upstream's functions and our codes linked. String in, string out."""

from __future__ import annotations

import re

from ..links import codes_folder
from ..names import BY_NAME
from ..registry.codes import CODES, FUNCTIONS
from ..registry.record import (
    Code,
)

# -- inline text ----------------------------------------------------------------------

# Characters that Markdown (or HTML inside it) reads as markup wherever they stand.
# Not "()!.-+": they are markup only after "]" (escaped) or starting a line, and
# escaping them everywhere made Markdown parse one escape per word (8 % of each
# page's Markdown; docs/benchmarks.md).
_MARKDOWN_ESCAPES = {ch: "\\" + ch for ch in "\\`*_{}[]#"}
_MARKDOWN_ESCAPES.update({"<": "&lt;", ">": "&gt;", "&": "&amp;", "|": "&#124;"})
# For str.translate, which runs in C: every text of every page goes through it.
_ESCAPE_TABLE = str.maketrans(_MARKDOWN_ESCAPES)
# What makes a list, a heading underline or a rule at the start of a line: "- ", "1. ", "===".
_LINE_START = re.compile(r"[-+=]|\d+(?=\.)")
_URL = r"https?://[^\s()（）《》<>|]+"
_FUNCTION = "|".join(re.escape(name) for name in sorted(FUNCTIONS, key=len, reverse=True))
# The names of other codes in a text link to their pages: LLM-DataDist's by their
# unmistakable names (HIXL's are plain words: TIMEOUT, FAILED).
_CODE_NAME = "|".join(
    re.escape(code.name)
    for code in sorted(CODES, key=lambda c: len(c.name), reverse=True)
    if code.family.prefix
)
_INLINE = re.compile(
    rf"(?P<url>{_URL})|(?<![\w.])(?P<function>{_FUNCTION})(?!\w)"
    rf"|(?<![\w.])(?P<code>{_CODE_NAME})(?!\w)",
    re.ASCII,
)


def escape(text: str) -> str:
    """Text that Markdown shows as it is, never as markup.

    >>> escape("<script>alert(1)</script> | *bold* `code`")
    '&lt;script&gt;alert(1)&lt;/script&gt; &#124; \\\\*bold\\\\* \\\\`code\\\\`'
    >>> escape("1. not a list"), escape("- not a list")
    ('1\\\\. not a list', '\\\\- not a list')
    """
    # Registry texts are one line (check() says so): only their start can open a block.
    head, start = "", _LINE_START.match(text)
    if start and start.group().isdigit():  # "1. " -> "1\. "
        head, text = start.group() + "\\.", text[start.end() + 1 :]
    elif start:  # "- " -> "\- "
        head, text = "\\" + start.group(), text[1:]
    return head + text.translate(_ESCAPE_TABLE)


def anchor(function: str) -> str:
    """The anchor of a function on the functions page: ``torch_npu.npu.restart_device`` -> ``torch_npu-npu-restart_device``."""
    return function.replace(".", "-")


def code_link(code: Code, functions_page: str) -> str:
    """A link to a code's page (or a C++-only code's anchor on the index), from the page
    whose link to the functions page is ``functions_page``."""
    up = functions_page.removesuffix("functions.md")
    target = f"{codes_folder(code)}{code.name}.md" if code.member else f"codes/index.md#{code.name}"
    return f"[`{code.name}`]({up}{target})"  # a safe name (check()), in a code span as it is


def inline(text: str, functions_page: str, whole_urls: bool = False) -> str:
    """Registry text as Markdown: escaped, function names as code linked to their explanation, URLs as links
    (their host as the link's text), or, ``whole_urls``, the whole address as text.

    >>> inline("Call unlink_clusters first.", "../functions.md")
    'Call [`unlink_clusters`](../functions.md#unlink_clusters) first.'
    >>> inline("See (https://www.hiascend.com/document/a.md).", "")
    'See ([www.hiascend.com/…](https://www.hiascend.com/document/a.md)).'
    """
    out = []
    position = 0
    for match in _INLINE.finditer(text):
        out.append(escape(text[position : match.start()]))
        if match.group("url"):
            # The link says where it goes, not the whole address (the UX review: a raw
            # URL as link text); the address is the link's.
            url = match.group("url")
            host, _, rest = url.split("://", 1)[1].partition("/")
            if whole_urls:
                # A quotation of a table keeps the address whole, as text (fidelity S9); a
                # link's text says where it goes, not its whole address (UX P3-8).
                out.append(escape(url))
            else:
                out.append(f"[{escape(host + ('/…' if rest else ''))}]({url})")
        elif match.group("code"):
            out.append(code_link(BY_NAME[match.group("code")], functions_page))
        else:
            function = match.group("function")
            out.append(f"[`{function}`]({functions_page}#{anchor(function)})")
        position = match.end()
    out.append(escape(text[position:]))
    return "".join(out)


def console(*commands: str) -> list[str]:
    """A page's lines for commands to type: a fenced ``console`` block, then a blank line."""
    return ["```console", *commands, "```", ""]
