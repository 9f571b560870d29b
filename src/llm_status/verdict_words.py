"""How a code's verdict is worded: an official table's answer to "recoverable?", the
code's own (or "not stated"), each table's where they differ, and the label that says
whose a statement is."""

from __future__ import annotations

from collections.abc import Iterable

from .i18n import say
from .registry.record import LLM_DATADIST, VERDICTS, Code, Family, Source


def answer(recoverable: bool | None, lang: str) -> str:
    """An official table's answer to "recoverable?": yes / no / not applicable (是 / 否 / 无)."""
    key = {True: "answer_yes", False: "answer_no", None: "answer_none"}
    return say(key[recoverable], lang)


def said_by(source: Source | None, lang: str, family: Family = LLM_DATADIST) -> str:
    """The provenance label the command puts after a statement: " (ours)", " (C++ table)";
    nothing for the words of the family's first table (the Python table, HIXL's)."""
    if not family.labels(source):
        return ""
    return say("said_by", lang, source=say("source_" + source.value, lang))


def verdict_answer(code: Code, lang: str) -> str:
    """A code's answer to "recoverable?": the table's, or "not stated" where no source says;
    each table's, where the two disagree ("Python table: yes; C++ table: no")."""
    return _by_table(code, lang, "answer_") or say("answer_" + code.verdict, lang)


def recoverability(code: Code, lang: str) -> str:
    """``recoverable`` / ``not recoverable`` / ``not applicable`` / ``not stated``, in ``lang``;
    each table's, where the two disagree ("Python table: recoverable; C++ table: not
    recoverable")."""
    return _by_table(code, lang, "verdict_") or say("verdict_" + code.verdict, lang)


def verdict_labels(code: Code, lang: str) -> list[tuple[str, str]]:
    """The badges of a code: ``(verdict, label)`` once, or one per table where the tables
    disagree (``("yes", "Python table: recoverable")``, ``("no", "C++ table: ...")``)."""
    if not code.tables_differ_on_recovery:
        return [(code.verdict, say("verdict_" + code.verdict, lang))]
    return each_table_says(code, lang, "verdict_")


def each_table_says(code: Code, lang: str, prefix: str) -> list[tuple[str, str]]:
    """``(verdict, "Python table: yes")`` for each table with a row: its answer said with
    ``prefix`` (``answer_``: yes / no; ``verdict_``: recoverable / not recoverable)."""
    return [
        (
            verdict,
            say(
                "by_table",
                lang,
                table=say("table_" + table.value, lang),
                says=say(prefix + verdict, lang),
            ),
        )
        for table, verdict in code.verdicts_by_table
    ]


def by_recoverability(codes: Iterable[Code]) -> list[tuple[str, list[Code]]]:
    """The codes in their groups of recoverability, each under the key of its heading:
    those on whose recoverability the tables disagree first, then each verdict's; as
    `llm-status list` and the site's index show them. Empty groups too.

    >>> from llm_status.registry.codes import CODES
    >>> [(key, len(group)) for key, group in by_recoverability(CODES)][:2]
    [('group_differ', 1), ('group_yes', 24)]
    """
    codes = list(codes)
    groups = [("group_differ", [c for c in codes if c.tables_differ_on_recovery])]
    return groups + [
        (
            "group_" + verdict,
            [c for c in codes if c.verdict == verdict and not c.tables_differ_on_recovery],
        )
        for verdict in VERDICTS
    ]


def differences_sentence(code: Code, lang: str) -> str:
    """What the family's two tables say differently, as one sentence; "" where one of them
    has no row."""
    fields = code.table_differences
    if fields is None:
        return ""
    if not fields:
        return say("sources_agree", lang)
    joined = say("list_separator", lang).join(say("field_" + field, lang) for field in fields)
    return say("sources_differ", lang, fields=joined)


def reserved_flag(code: Code, lang: str) -> str:
    """ "Reserved: the C++ table says “A reserved code: it is not returned for now.”"."""
    table = say("table_" + code.reserved.value, lang)
    return say("flag_reserved", lang, table=table, words=code.reserved_words[lang])


def second_table_flags(code: Code, lang: str, verdict: bool = True) -> list[str]:
    """What the family's second table says differently: its meaning, its verdict on
    recoverability (unless ``verdict`` is false: a page's badges say it), its remedy (its
    words, numbered); nothing where the tables agree."""
    differ = code.table_differences or ()
    table = say("table_" + code.family.tables[1].value, lang)
    flags = []
    if "meaning" in differ:  # the first screen shows both (fidelity S13: LLM_ALREADY_LINK)
        second = code.second_row.meaning
        if second.en == code.meaning.en:
            # Other words, one meaning (链路繁忙, 链路忙): its Chinese, as the table has it,
            # not "another meaning" (the fidelity review's S1).
            flags.append(say("flag_second_meaning_worded", lang, table=table, words=second.zh))
        else:
            flags.append(say("flag_second_meaning", lang, table=table, meaning=second[lang]))
    if "recoverable" in differ and verdict:
        verdict = dict(code.verdicts_by_table)[code.family.tables[1]]
        flags.append(
            say("flag_second_verdict", lang, table=table, verdict=say("verdict_" + verdict, lang))
        )
    if "remedy" in differ and not second_remedy_only_reserves(code):
        steps = " ".join(f"{n}. {step[lang]}" for n, step in enumerate(code.second_row.remedy, 1))
        flags.append(say("flag_second_remedy", lang, table=table, steps=steps))
    return flags


def second_remedy_only_reserves(code: Code) -> bool:
    """The second table's remedy is only its words that the code is reserved, which the
    reserved flag quotes already (S1: LLM_LINK_BUSY said it twice, one above the other)."""
    if code.reserved is not code.family.tables[1] or code.second_row is None:
        return False
    return [step.zh for step in code.second_row.remedy] == [code.reserved_words.zh]


def _by_table(code: Code, lang: str, prefix: str) -> str | None:
    if not code.tables_differ_on_recovery:
        return None
    return say("list_separator_long", lang).join(
        text for _, text in each_table_says(code, lang, prefix)
    )
