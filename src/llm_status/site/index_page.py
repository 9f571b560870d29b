"""The recoverability index: every code, by family, verdict and area."""

from __future__ import annotations

import html
from collections.abc import Iterable

from ..i18n import say
from ..links import codes_folder
from ..names import BY_KEY
from ..registry.record import (
    FAMILIES,
    VERDICTS,
    Area,
    Code,
)
from ..registry.symptoms import SYMPTOMS
from ..verdict_words import by_recoverability
from .code_page import badge, filter_box, front_matter, provenance, said
from .paths import area_anchor, family_anchor, symptom_path
from .text import escape, inline


def _marks(code: Code, lang: str) -> str:
    """Small labels after a meaning in the index: ours (no table documents the code),
    reserved (a table says it is not returned for now)."""
    marks = []
    if code.in_no_table:
        marks.append(("ours", say("source_ours", lang)))
    if code.reserved is not None:
        marks.append(("reserved", say("mark_reserved", lang)))
    return "".join(
        f' <span class="llm-src llm-src--{kind}">{html.escape(text)}</span>' for kind, text in marks
    )


def _table(
    codes: Iterable[Code], lang: str, families: bool = False, verdicts: bool = False
) -> list[str]:
    """A table of codes, from the index (codes/index.md): name, (family,) value, hex,
    meaning (with its marks), (recoverable). In a <div> that a phone shows as cards."""
    header = [say("name", lang), say("page_value", lang), say("hex", lang), say("meaning", lang)]
    if families:
        header.insert(1, say("family", lang))
    if verdicts:
        header.append(say("recoverable", lang))
    rule = (
        "| --- | "
        + ("--- | " if families else "")
        + "---: | --- | --- |"
        + (" --- |" if verdicts else "")
    )
    lines = [
        '<div class="llm-index" markdown="1">',
        "",
        "| " + " | ".join(escape(h) for h in header) + " |",
        rule,
    ]
    for code in codes:
        link = (
            f"[{escape(code.name)}](../{codes_folder(code)}{code.name}.md)"
            if code.member
            else (f"[{escape(code.name)}](#{code.name})")
        )
        family = f" {escape(code.family.name)} |" if families else ""
        # A badge (recoverable / not recoverable, each table's where they disagree): it
        # says what it is without its column's header, as a phone's card shows it.
        verdict = f" {badge(code, lang)} |" if verdicts else ""
        meaning = escape(code.meaning[lang]) + _marks(code, lang)
        lines.append(f"| {link} |{family} `{code.value}` | `{code.hex}` | {meaning} |{verdict}")
    return [*lines, "", "</div>"]


def _legend(lang: str) -> list[str]:
    """What each label of the tables says (as Ruff's rule table explains its symbols)."""
    badges = [
        f'<span class="llm-badge llm-badge--{v}">{html.escape(say("verdict_" + v, lang))}</span>'
        f"{html.escape(say('colon', lang))}{html.escape(say('legend_' + v, lang))}"
        for v in VERDICTS
    ]
    marks = [
        f'<span class="llm-src llm-src--{kind}">{html.escape(text)}</span>'
        f"{html.escape(say('colon', lang))}{html.escape(say('legend_' + kind, lang))}"
        for kind, text in (
            ("ours", say("source_ours", lang)),
            ("reserved", say("mark_reserved", lang)),
        )
    ]
    return [
        '<details class="llm-legend">',
        f"<summary>{html.escape(say('index_legend', lang))}</summary>",
        "<ul>",
        *(f"<li>{item}</li>" for item in badges + marks),
        "</ul>",
        "</details>",
        "",
    ]


def _symptoms(lang: str) -> list[str]:
    """The symptoms of upstream's differential diagnosis, each to its page, with the
    codes it is usually reported with (those are ours)."""
    colon = say("list_separator", lang)
    rows = []
    for symptom in SYMPTOMS:
        # As the symptom's data names them (hixl::TIMEOUT, not a bare TIMEOUT).
        codes = colon.join(
            f"[`{name}`](../{codes_folder(BY_KEY[name.lower()])}{BY_KEY[name.lower()].name}.md)"
            for name in symptom.codes
        )
        said = f"{codes}{provenance(symptom.codes_source, lang)}"
        if not codes and symptom.no_code is not None:
            said = escape(symptom.no_code[lang]) + provenance(symptom.no_code.source, lang)
        rows.append(
            f"| [`{symptom.title}`](../{symptom_path(symptom)}){provenance(symptom.source, lang)} "
            f"| {escape(say('phase_' + symptom.phase, lang))} "
            f"| {said} |"
        )
    return [
        "",
        f"## {escape(say('index_symptoms', lang))} {{#symptoms}}",
        "",
        escape(say("index_symptoms_intro", lang)),
        "",
        f"| {escape(say('index_symptom', lang))} | {escape(say('triage_page_phase', lang))} "
        f"| {escape(say('triage_page_codes', lang))} |",
        "| --- | --- | --- |",
        *rows,
        "",
        f"## {escape(say('nb_index_title', lang))} {{#neighbours}}",
        "",
        escape(say("index_neighbours", lang))
        + f" [{escape(say('nb_index_title', lang))}](../neighbours/index.md)",
    ]


def index_page(codes: Iterable[Code], lang: str) -> str:
    """The recoverability index: every code of every family by recoverability, then each
    family's codes by area, then the C++-only codes."""
    codes = list(codes)
    members = [c for c in codes if c.member]
    cpp_only = [c for c in codes if not c.member]
    several = len({c.family for c in members}) > 1
    lines = [
        "---",
        f"title: {front_matter(say('index_title', lang))}",
        "search:",
        "  exclude: true  # it repeats the code pages, and its rows spliced into snippets",
        "---",
        "",
        f"# {escape(say('index_title', lang))}",
        "",
        escape(say("index_intro", lang)),
        "",
        # Narrows every table as one types, like Rust's error index.
        *filter_box("index", len(codes), lang),
        *_legend(lang),
        f"## {escape(say('index_by_recoverability', lang))}",
    ]
    # Every code, the C++-only ones too (their "page" is their anchor below); a code whose
    # tables disagree (LLM_TIMEOUT: the C++ table says not recoverable) in a group of its
    # own, first, as `llm-status list` has them; not under "Recoverable" (UX P3-12).
    for heading, group in by_recoverability(codes):
        if group:
            title = escape(say(heading, lang))
            # A code whose tables disagree (LLM_TIMEOUT: the C++ table says not
            # recoverable) shows each table's badge here too, as its page does.
            disagree = any(c.tables_differ_on_recovery for c in group)
            lines += [
                "",
                f"### {title} ({len(group)})",
                "",
                *_table(group, lang, several, disagree),
            ]
    lines += _symptoms(lang)
    for family in FAMILIES:
        in_family = [c for c in members if c.family is family]
        if not in_family:
            continue
        lines += [
            "",
            f"## {escape(say('index_family', lang, family=family.name))} {{#{family_anchor(family)}}}",
            "",
            escape(say("index_family_intro_" + family.name, lang)),
        ]
        for area in Area:
            group = [c for c in in_family if c.area is area]
            if group:
                title = escape(say("area_" + area.name, lang))
                lines += [
                    "",
                    f"### {title} ({len(group)}) {{#{area_anchor(family, area)}}}",
                    "",
                    *_table(group, lang, verdicts=True),
                ]
    if cpp_only:
        lines += [
            "",
            f"## {escape(say('index_cpp_only', lang))}",
            "",
            inline(say("index_cpp_only_intro", lang), "../functions.md"),
        ]
        for code in cpp_only:
            # Meaning and remedy are ours (M10): each carries its label, as on a page.
            steps = (
                (f"{n}. " if len(code.remedy) > 1 else "") + said(step, lang, "../functions.md")
                for n, step in enumerate(code.remedy, start=1)
            )
            lines += [
                "",
                f"### {escape(code.name)} {{#{code.name}}}",
                "",
                f"{badge(code, lang)} **{said(code.meaning, lang, '../functions.md')}**",
                "",
                f"`{code.value}` · `{code.hex}`",
                "",
                *steps,
            ]
    lines.append("")
    return "\n".join(lines)
