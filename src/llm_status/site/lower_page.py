"""The pages of the layers below: every aclError and HcclResult code, with its table's
words (``registry/lower_layers.py``), one page a table."""

from __future__ import annotations

import re

from ..i18n import say
from ..links import LOWER_PATHS
from ..registry.lower_layers import LowerCode, acl_codes, hccl_codes
from ..registry.record import Source
from .code_page import front_matter, provenance
from .text import escape

# The page of each layer, by its path in docs/.
LOWER_PAGES = {path.rstrip("/") + ".md": layer for layer, path in LOWER_PATHS.items()}
_WORDS = {
    "ACL": ("lower_page_acl_title", "lower_page_acl_intro"),
    "HCCL": ("lower_page_hccl_title", "lower_page_hccl_intro"),
}
_LINK = re.compile(r"\[([^\]]{1,80})\]\((https://[^)\s]{1,300})\)")


def _official(text: str) -> str:
    """A table cell of upstream's, word for word: its line breaks and links kept, the
    rest escaped."""
    out = []
    for part in text.split("<br>"):
        position, pieces = 0, []
        for match in _LINK.finditer(part):
            pieces.append(escape(part[position : match.start()]))
            pieces.append(f"[{escape(match.group(1))}]({match.group(2)})")
            position = match.end()
        pieces.append(escape(part[position:]))
        out.append("".join(pieces).strip())
    return "<br>".join(out)


def lower_page(layer: str, lang: str) -> str:
    codes = acl_codes() if layer == "ACL" else hccl_codes()
    title, intro = _WORDS[layer]
    lines = [
        "---",
        f"title: {front_matter(say(title, lang))}",
        f"description: {front_matter(say(intro, lang))}",
        "---",
        "",
        f"# {escape(say(title, lang))}",
        "",
        escape(say(intro, lang)),
        "",
        escape(say("lower_page_context", lang)),
        "",
    ]
    tables = dict.fromkeys(code.table for code in codes)
    for table in tables:
        rows = [c for c in codes if c.table == table]
        lines += [f"## {escape(say('lower_table_' + table, lang))} ({len(rows)})", ""]
        lines += _table(rows, lang)
    return "\n".join(lines) + "\n"


def _table(rows: list[LowerCode], lang: str) -> list[str]:
    acl = rows[0].layer == "ACL"
    head = [
        say("lower_col_name", lang),
        say("lower_col_value", lang),
        say("lower_col_meaning", lang),
    ]
    if acl and lang == "en":
        head.append(say("lower_col_official", lang))
    if acl:
        head.append(say("lower_col_remedy", lang))
    out = ["| " + " | ".join(escape(h) for h in head) + " |", "|" + " --- |" * len(head)]
    for code in rows:
        ours = code.ours_in == lang
        meaning = escape(code.meaning[lang]) + (provenance(Source.OURS, lang) if ours else "")
        deprecated = " " + escape(say("lower_deprecated", lang)) if code.deprecated else ""
        # Each row an anchor of its name: llm-status explain links a code to its row.
        cells = [
            f'<a id="{code.name}"></a>`{code.name}`{deprecated}',
            f"`{code.value}` · `{code.hex}`",
            meaning,
        ]
        if acl and lang == "en":
            cells.append(_official(code.meaning.zh))
        if acl:
            cells.append(_official(code.remedy) if code.remedy else "-")
        out.append("| " + " | ".join(cells) + " |")
    return [*out, ""]
