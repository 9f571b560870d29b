"""A code said in a terminal's lines: ``llm-status explain``'s page of a code, and the
table that ``list`` and ``search`` print. Words from ``i18n``, layout from ``terminal``."""

from __future__ import annotations

from collections.abc import Sequence

from .advice import advice_of_rule, calls_of, unnamed_call
from .i18n import say
from .links import docs_url
from .lookup import namesakes
from .names import BY_NAME, functions_named
from .registry import upstream_messages
from .registry.codes import CODES, FUNCTIONS
from .registry.lower_layers import LowerCode, lower_code
from .registry.record import LLM_DATADIST, Action, Code, Source
from .terminal import WIDTH, Style, columns, pad, wrap
from .verdict_words import (
    by_recoverability,
    differences_sentence,
    each_table_says,
    recoverability,
    reserved_flag,
    said_by,
    second_remedy_only_reserves,
    verdict_answer,
)

_COLOURS = {"yes": "green", "no": "red", "none": "dim", "unstated": "yellow"}


# How many of a code's messages ``explain`` quotes; the page has them all.
LOG_SHOWN = 5


def _log_says(code: Code, lang: str, heading: str) -> list[str]:
    """ "What the log says": the catalogue's messages of the code, a few, with their sites."""
    rows = [m for m in upstream_messages.of_code(code.name) if m.shows_as != "description"]
    commit = upstream_messages.COMMIT[:7]
    if not rows:
        return ["", heading, *wrap(say("log_none", lang, commit=commit), WIDTH, "  ", "  ")]
    key = "explain_log_all" if len(rows) <= LOG_SHOWN else "explain_log_some"
    said = say(key, lang, commit=commit, count=len(rows), shown=LOG_SHOWN)
    lines = ["", heading, *wrap(said, WIDTH, "  ", "  ")]
    for message in rows[:LOG_SHOWN]:
        lines += wrap(f"{message.template}  [{message.site}]", WIDTH, "      ", "    - ")
    return lines


def explain_lines(code: Code, lang: str, style: Style, by_name: bool = False) -> list[str]:
    def label(key: str) -> str:
        return style(say(key, lang), "bold") + say("colon", lang)

    def heading(key: str) -> str:
        return label(key).rstrip()

    lines = [f"{style(code.name, 'bold')}  {code.hex}  {code.value}"]
    if code.family is not LLM_DATADIST:
        lines.append(say("family_line", lang, family=code.family.name, name=code.qualified))
    if not code.member:
        lines.append(say("no_member", lang))
    # A bare name (PARAM_INVALID) that another family spells with its prefix
    # (LLM_PARAM_INVALID): the exact spelling decided, and the other is offered.
    for other in namesakes(code) if by_name and not code.family.prefix else ():
        lines += wrap(say("namesake", lang, name=other.qualified, family=other.family.name))
    lines.append("")
    lines += wrap(
        code.meaning[lang] + said_by(code.meaning.source, lang, code.family),
        WIDTH,
        "  ",
        label("meaning"),
    )
    if code.tables_differ_on_recovery:  # each table's answer, in its colour
        answers = [style(text, _COLOURS[v]) for v, text in each_table_says(code, lang, "answer_")]
        lines += wrap(
            say("list_separator_long", lang).join(answers), WIDTH, "  ", label("recoverable")
        )
    else:
        lines.append(
            f"{label('recoverable')}{style(verdict_answer(code, lang), _COLOURS[code.verdict])}"
            + (
                ""
                if code.verdict == "unstated"
                else said_by(code.recoverable_source, lang, code.family)
            )
        )
    if code.reserved is not None:
        lines += wrap(reserved_flag(code, lang), WIDTH, "  ")
    if (same := same_value_below(code)) is not None:
        lines += ["", *wrap(same_value_said(code, same, lang), WIDTH, "  ", "  ")]
    lines += ["", heading("remedy")]
    for number, step in enumerate(code.remedy, start=1):
        lines += wrap(
            step[lang] + said_by(step.source, lang, code.family), WIDTH, "     ", f"  {number}. "
        )
    if (
        code.table_differences
        and "remedy" in code.table_differences
        and not second_remedy_only_reserves(code)  # its words are the reserved line's
    ):
        table = say("table_" + code.family.tables[1].value, lang)
        lines += [
            "",
            style(say("remedy_of", lang, table=table), "bold") + say("colon", lang).rstrip(),
        ]
        for number, step in enumerate(code.second_row.remedy, start=1):
            lines += wrap(step[lang], WIDTH, "     ", f"  {number}. ")
    lines += ["", heading("advice")]
    advised = [(calls_of(code, rule, lang), advice_of_rule(code, rule)) for rule in code.advice]
    if unknown := unnamed_call(code):
        advised.append((say("advice_unnamed", lang), unknown))
    for where, given in advised:
        lines += wrap(f"{where}{say('colon', lang)}{given.describe(lang)}", WIDTH, "    ", "  ")
    if any(rule.action is Action.RELINK for rule in code.advice):
        how = say("relink_how", lang) + said_by(Source.API, lang, code.family)
        lines += wrap(how, WIDTH, "    ", "  ")
    lines += _log_says(code, lang, heading("page_log"))
    functions = functions_named(code)
    if functions:
        lines += ["", heading("functions")]
        lines += [f"  {name}  ({FUNCTIONS[name]})" for name in functions]
    if code.notes:
        lines += ["", heading("notes")]
        for note in code.notes:
            lines += wrap(
                note[lang] + said_by(note.source, lang, code.family), WIDTH, "    ", "  - "
            )
    lines += ["", *wrap(_in_tables(code, lang), WIDTH, "  ", label("official"))]
    lines += wrap(docs_url(code, lang), WIDTH, "  ", label("page"))
    applies = say(
        "applies_to",
        lang,
        repository="hicann/hixl",
        commit=upstream_messages.COMMIT[:7],
        date=upstream_messages.COMMIT_DATE,
    )
    lines += ["", *wrap(applies, WIDTH, "  ")]
    return lines


def _in_tables(code: Code, lang: str) -> str:
    """Which official tables document a code, and under which name."""

    def documented(row) -> str:
        if row is None:
            return say("documented_no", lang)
        if row.name != code.name:
            return say("documented_as", lang, name=row.name)
        return say("documented_yes", lang)

    first, second = code.family.tables
    documented_in = say(
        "in_tables",
        lang,
        first=say("table_" + first.value, lang),
        first_says=documented(code.first_row),
        second=say("table_" + second.value, lang),
        second_says=documented(code.second_row),
    )
    differ = differences_sentence(code, lang)
    return (
        say("official_and_differ", lang, documented=documented_in, differ=differ)
        if differ
        else documented_in
    )


def code_table(codes: Sequence[Code], lang: str, style: Style) -> list[str]:
    """One row a code: name, hex, meaning (wrapped under itself)."""
    name_width = max(columns(c.qualified) for c in CODES) + 2
    hex_width = max(len(c.hex) for c in CODES) + 2
    lines = []
    for code in codes:
        meaning = code.meaning[lang] + ("" if code.member else " " + say("cpp_marker", lang))
        if code.tables_differ_on_recovery:
            meaning += say("said_by", lang, source=recoverability(code, lang))
        first = pad(style(code.qualified, "bold"), name_width) + pad(code.hex, hex_width)
        lines += wrap(meaning, WIDTH, " " * (name_width + hex_width), first)
    return lines


def grouped_table(codes: Sequence[Code], lang: str, style: Style) -> list[str]:
    lines: list[str] = []
    # The codes on whose recoverability the tables disagree stand apart, first.
    for key, group in by_recoverability(codes):
        if not group:
            continue
        if lines:
            lines.append("")
        lines.append(style(f"{say(key, lang)} ({len(group)})", "bold"))
        lines += code_table(group, lang, style)
    return lines


def lower_meaning(code: LowerCode, lang: str) -> str:
    """A lower layer's meaning in ``lang``, labelled where the words are ours (aclError's
    English, read from the constant's name; HcclResult's Chinese)."""
    ours = code.ours_in == lang
    said = say(
        "said_by",
        lang,
        source=say("source_" + ("ours" if ours else code.meaning.source.value), lang),
    )
    return code.meaning[lang] + said


def lower_decoded(code: LowerCode, lang: str, style: Style) -> str:
    """One lower layer's code in a sentence, as decode and triage print it under a line."""
    return say(
        "lower_decoded",
        lang,
        name=style(code.name, "bold"),
        layer=code.layer,
        value=code.value,
        hex=code.hex,
        meaning=lower_meaning(code, lang),
    )


def lower_lines(codes: Sequence[LowerCode], lang: str, style: Style) -> list[str]:
    """The codes of the layers below that a line reports: name, value, the table's meaning
    and (aclError's) remedy, word for word."""
    colon = say("colon", lang)
    lines = [style(say("lower_heading", lang), "bold") + colon.rstrip()]
    for code in codes:
        table = say("lower_table_" + code.table, lang)
        lines.append(
            "  "
            + say(
                "lower_row",
                lang,
                name=style(code.name, "bold"),
                value=code.value,
                hex=code.hex,
                table=table,
            )
        )
        lines += wrap(lower_meaning(code, lang), WIDTH, "      ", "    ")
        if lang == "en" and code.layer == "ACL":
            lines += wrap(
                say("lower_in_chinese", lang, text=code.meaning.zh), WIDTH, "      ", "    "
            )
        if code.remedy:
            remedy = code.remedy.replace("<br>", " ")
            lines += wrap(say("lower_remedy", lang, text=remedy), WIDTH, "      ", "    ")
    return lines


def passed_said(message: upstream_messages.Message, lang: str) -> str | None:
    """What a line that passes a failure on says of its number (fidelity M7): not the
    cause's where it logs a number of its own, the cause's where it repeats it."""
    key = {"not-cause": "passes_on", "repeats": "repeats_status"}.get(message.passed_as or "")
    return say(key, lang) if key else None


def fails_with(
    message: upstream_messages.Message, lower: Sequence[str], logged: Code | None, lang: str
) -> tuple[Code, str] | None:
    """The code the call fails with after the line, where it is not the one the line
    logs, and the sentence that says so (fidelity M6): ``LLM_FAILED`` logged, then
    ``LLM_PARAM_INVALID`` returned; an ACL call's 507046 converted to LLM_TIMEOUT."""
    said = message.fails_with(tuple(lower))
    if said is None or (code := BY_NAME.get(said[0])) is None or code is logged:
        return None
    how = said[1]
    why = (
        say("fails_with_returns", lang)
        if how == "returns"
        else say("fails_with_acl", lang, lower=", ".join(lower))
    )
    shown = logged.qualified if logged is not None else "-"
    return code, say("fails_with", lang, logged=shown, code=code.qualified, how=why)


def same_value_below(code: Code) -> LowerCode | None:
    """AscendCL's code of the same value, where there is one (507057 is
    LLM_SUSPECT_REMOTE_ERROR and ACL_ERROR_RT_SUSPECT_REMOTE_ERROR); 0 is no failure."""
    return lower_code("ACL", code.value) if code.value not in (0, -1) else None


def same_value_said(code: Code, lower: LowerCode, lang: str) -> str:
    """Both names of one value: which a number means depends on what reports it; and the
    aclError row's remedy, quoted as its table has it (the fidelity review's M1)."""
    # Its meaning, its label after it, and the sentence's own full stop after both.
    words = lower.meaning[lang]
    meaning = words.rstrip("。.") + lower_meaning(lower, lang)[len(words) :]
    said = say(
        "same_value_below",
        lang,
        value=code.value,
        name=code.name,
        lower=lower.name,
        table=say("lower_table_" + lower.table, lang),
        meaning=meaning,
    )
    if lower.remedy:
        remedy = " ".join(lower.remedy.replace("<br>", " ").split())
        said += " " + say("same_value_remedy", lang, lower=lower.name, remedy=remedy)
    return said
