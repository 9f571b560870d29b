"""The registry as plain data: what ``llm-status list --json`` prints and the site's ``codes.json``."""

from __future__ import annotations

from .codes import CODES, FUNCTIONS, functions_named
from .links import page_path
from .record import LANGUAGES, Code


def code_record(code: Code, base: str) -> dict:
    """One code as JSON-ready data; ``base`` is the site root its URLs hang from.

    >>> r = code_record(CODES[0], "https://example.org/")
    >>> r["name"], r["value"], r["hex"], r["recoverable"], r["url"]["zh"]
    ('LLM_SUCCESS', 0, '0x0', None, 'https://example.org/zh/codes/LLM_SUCCESS/')
    """
    return {
        "name": code.name,
        "value": code.value,
        "hex": code.hex,
        "member": code.member,
        "recoverable": code.recoverable,
        "area": code.area.value,
        "documented": code.documented,
        "meaning": {lang: code.meaning[lang] for lang in LANGUAGES},
        "remedy": {lang: list(code.remedy_in(lang)) for lang in LANGUAGES},
        "notes": {lang: list(code.notes_in(lang)) for lang in LANGUAGES},
        "functions": {name: FUNCTIONS[name] for name in functions_named(code)},
        "aliases": list(code.aliases),
        "advice": [
            {
                "action": rule.action.name,
                "step": rule.step,
                "apis": list(rule.apis) if rule.apis else None,
            }
            for rule in code.advice
        ],
        "url": {lang: base + page_path(code, lang) for lang in LANGUAGES},
    }


def registry_records(base: str, codes: tuple[Code, ...] = CODES) -> list[dict]:
    """Every code, members first in enum order, then the C++-only codes."""
    return [code_record(code, base) for code in codes]
