"""llm-status check's answer: in a terminal's lines (the problems found first, each with
the facts that decided it and whose rule it is), or as one JSON record."""

from __future__ import annotations

from ..i18n import say
from ..terminal import WIDTH, Style, visible, wrap
from ..version import VERSION
from .readiness import DIFFERS, HOLDS, UNKNOWN, UNUSED, Result
from .report import where

_LABEL = {
    DIFFERS: "check_found",
    HOLDS: "check_clear",
    UNKNOWN: "check_unknown",
    UNUSED: "check_unused",
}
_STYLE = {DIFFERS: "red", HOLDS: "green", UNKNOWN: "yellow", UNUSED: "dim"}
_SHOWN = 160  # characters of a fact's line shown


def lines_of(
    results: list[Result], sides: list[str], silent: list[str], lang: str, style: Style,
    width: int = WIDTH,
) -> list[str]:  # fmt: skip
    counts = {r: sum(x.result == r for x in results) for r in (DIFFERS, UNKNOWN, HOLDS, UNUSED)}
    head = say(
        "check_head",
        lang,
        count=len(results),
        sides=", ".join(visible(s) for s in sides),
        found=counts[DIFFERS],
        unknown=counts[UNKNOWN],
        clear=counts[HOLDS],
        unused=counts[UNUSED],
    )
    out = wrap(head, width, "  ", "")
    for side in silent:
        out += wrap(say("check_no_facts", lang, side=visible(side)), width, "    ", "  ")
    for result in results:
        label = style(say(_LABEL[result.result], lang), _STYLE[result.result])
        whose = say("said_by", lang, source=say("source_" + result.source.value, lang))
        out += ["", *wrap(f"[{label}] {result.says[lang]}{whose}", width, "    ", "")]
        for key, fields in result.why:
            out += wrap(say(key, lang, **fields), width, "    ", "    ")
        for event in result.evidence:
            text = visible(event.text)
            text = text if len(text) <= _SHOWN else text[:_SHOWN] + "…"
            out += wrap(f"{where(event)}  {text}", width, "        ", "      > ")
    return out


def record_of(results: list[Result], sides: list[str], silent: list[str], lang: str) -> dict:
    """One JSON record: each rule's key, result, words, source and the facts' lines."""
    return {
        "schema": "llm-status-check/1",
        "version": VERSION,
        "sides": sides,
        "without_facts": silent,
        "results": [
            {
                "rule": r.rule,
                "result": r.result,
                "says": r.says[lang],
                "source": r.source.value,
                "why": [say(key, lang, **fields) for key, fields in r.why],
                "evidence": [
                    {"side": e.source, "file": e.file, "line_no": e.line_no, "text": e.text}
                    for e in r.evidence
                ],
            }
            for r in results
        ],
    }
