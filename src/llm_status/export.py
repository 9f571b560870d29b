"""The registry as plain data: what ``llm-status list --json`` prints and the site's ``codes.json``."""

from __future__ import annotations

from .advice import rule_says
from .links import page_path
from .names import functions_named, keys_of
from .registry import upstream_messages
from .registry.codes import CODES, FUNCTIONS
from .registry.lower_layers import LowerCode
from .registry.record import LANGUAGES, Code, Row, T
from .verdict_words import verdict_labels


def _text(text: T) -> dict:
    return {**{lang: text[lang] for lang in LANGUAGES}, "source": text.source.value}


def _row(row: Row | None) -> dict | None:
    """An official table's row as data, or None where the table has no row."""
    if row is None:
        return None
    return {
        "name": row.name,
        "meaning": _text(row.meaning),
        "recoverable": row.recoverable,
        "remedy": [_text(step) for step in row.remedy],
    }


def code_record(code: Code, base: str) -> dict:
    """One code as JSON-ready data; ``base`` is the site root its URLs hang from.

    >>> r = code_record(CODES[0], "https://example.org/")
    >>> r["name"], r["family"], r["value"], r["hex"], r["recoverable"], r["url"]["zh"]
    ('LLM_SUCCESS', 'LLM-DataDist', 0, '0x0', None, 'https://example.org/zh/codes/LLM_SUCCESS/')

    ``provenance`` says where each statement comes from, in the order of its list:
    ``python-table``, ``cpp-table``, ``api-reference``, ``upstream-source`` or ``ours``.

    >>> from llm_status import find
    >>> p = code_record(find("LLM_ENGINE_FINALIZED"), "/")["provenance"]
    >>> p["meaning"], p["recoverable"], p["remedy"]
    ('ours', 'ours', ['ours', 'ours'])
    """
    first, second = code.family.tables
    labels = {lang: verdict_labels(code, lang) for lang in LANGUAGES}
    return {
        "name": code.name,
        "family": code.family.name,
        "qualified": code.qualified,
        "value": code.value,
        "hex": code.hex,
        "member": code.member,
        # The family's first table's answer (True, False; None: no table says or 无), kept
        # for programs that read one boolean; each table's answer is beside it.
        "recoverable": code.recoverable,
        "verdict": code.verdict,
        # Which upstream this describes (the commit the tables, reference and catalogue are of).
        "applies_to": {
            "repository": upstream_messages.REPOSITORY,
            "commit": upstream_messages.COMMIT,
            "date": upstream_messages.COMMIT_DATE,
        },
        "recoverable_by_table": {table.value: verdict for table, verdict in code.verdicts_by_table},
        # What a front shows: one badge, or one a table where the tables disagree.
        "badges": [
            {"verdict": verdict, "label": {lang: labels[lang][n][1] for lang in LANGUAGES}}
            for n, (verdict, _) in enumerate(labels["en"])
        ],
        "area": code.area.value,
        "documented": code.documented,
        "meaning": {lang: code.meaning[lang] for lang in LANGUAGES},
        "remedy": {lang: list(code.remedy_in(lang)) for lang in LANGUAGES},
        "notes": {lang: list(code.notes_in(lang)) for lang in LANGUAGES},
        "functions": {name: FUNCTIONS[name] for name in functions_named(code)},
        "aliases": list(code.aliases),
        # Every exact way to write the code, lower-cased (names.keys_of): the 404 page
        # reads these, as the command's parser and the site's search do.
        "keys": list(keys_of(code)),
        "also": {lang: list(code.also_in(lang)) for lang in LANGUAGES} if code.also else None,
        "advice": [
            {
                "action": rule.action.name,
                "step": rule.step,
                "to": rule.to,
                "apis": list(rule.apis) if rule.apis else None,
                "source": rule.source.value,
                "says": {lang: rule_says(rule, lang) for lang in LANGUAGES},
            }
            for rule in code.advice
        ],
        "provenance": {
            "meaning": code.meaning.source.value,
            "recoverable": code.recoverable_source.value,
            "remedy": [step.source.value for step in code.remedy],
            "notes": [note.source.value for note in code.notes],
            "advice": [rule.source.value for rule in code.advice],
        },
        "tables": {first.value: _row(code.first_row), second.value: _row(code.second_row)},
        "path": page_path(code, "en"),
        "url": {lang: base + page_path(code, lang) for lang in LANGUAGES},
    }


def registry_records(base: str, codes: tuple[Code, ...] = CODES) -> list[dict]:
    """Every code, members first in enum order, then the C++-only codes."""
    return [code_record(code, base) for code in codes]


def message_record(message, disagrees: bool = False) -> dict:
    """A catalogue message as data: where upstream prints it, and how it reaches a user."""
    record = {
        "path": message.path,
        "line": message.line,
        "function": message.function,
        "template": message.template,
        "origin": message.origin,
        "shows_as": message.shows_as,
        "code": message.code,
        "returns": message.returns,
        # The line passes on an earlier failure's status: not the cause (see the README).
        "passes_on": message.passes_on,
        "url": message.url,
        # How many places print the same words (this is one); the public calls that
        # reach the function that prints it.
        "sites": upstream_messages.sites_printing(message),
        "calls": list(upstream_messages.calls_of(message)),
    }
    if disagrees:
        record["disagrees"] = True
    return record


def lower_record(code: LowerCode) -> dict:
    """A lower layer's code (aclError, HcclResult) as JSON: the table's words, and which
    of the two languages is ours."""
    return {
        "layer": code.layer,
        "name": code.name,
        "value": code.value,
        "hex": code.hex,
        "table": code.table,
        "meaning": {lang: code.meaning[lang] for lang in LANGUAGES},
        "remedy": {"zh": code.remedy} if code.remedy else None,
        "source": code.meaning.source.value,
        "ours": [code.ours_in],
    }
