"""The page of each kind whose codes are one table (registry/kinds.py): its rows, each
an anchor of its name, so that a kind of code needs no page module of its own."""

from __future__ import annotations

from ..i18n import say
from ..registry.kinds import KINDS
from ..registry.record import Kind
from .code_page import front_matter
from .text import escape


def kind_pages(lang: str) -> dict[str, str]:
    """Each table kind's page, by its path in docs/ (``layers/demo.md``)."""
    return {kind.folder.rstrip("/") + ".md": kind_page(kind, lang) for kind in KINDS if kind.table}


def kind_page(kind: Kind, lang: str) -> str:
    title = kind.title[lang]
    intro = say("kind_page_intro", lang, source=kind.source)
    head = [
        say("lower_col_name", lang),
        say("lower_col_value", lang),
        say("lower_col_meaning", lang),
    ]
    lines = [
        "---",
        f"title: {front_matter(title)}",
        f"description: {front_matter(intro)}",
        "---",
        "",
        f"# {escape(title)}",
        "",
        escape(intro),
        "",
        "| " + " | ".join(escape(h) for h in head) + " |",
        "|" + " --- |" * len(head),
    ]
    for row in kind.table():
        value = f"`{row.value}`" if row.value is not None else "-"
        # Each row an anchor of its name: decode and explain link a code to its row.
        lines.append(
            f'| <a id="{row.name}"></a>`{row.name}` | {value} | {escape(row.meaning[lang])} |'
        )
    return "\n".join(lines) + "\n"
