"""Another kind's finding under a log line, as decode says it: one sayer a kind (by the
kind's name, registry/kinds.py), each a sentence or two and the finding's page. decode
loops over a line's findings; it holds no branch a kind."""

from __future__ import annotations

from .code_text import lower_decoded
from .i18n import say
from .links import docs_base, finding_url, lang_prefix
from .manager_text import manager_said
from .neighbour_text import decoded_lines
from .reading import Finding
from .registry.kinds import kind_named
from .registry.symptoms import SYMPTOMS
from .terminal import WIDTH, Style, wrap
from .torch_npu_text import torch_npu_said

_INDENT, _MARK = "      ", "  v  "


def _lower(finding: Finding, lang: str, style: Style) -> list[str]:
    return wrap(lower_decoded(finding.ref, lang, style), WIDTH, _INDENT, _MARK)


def _manager(finding: Finding, lang: str, style: Style) -> list[str]:
    lines = []
    for said in manager_said(finding.name, lang):
        lines += wrap(said, WIDTH, _INDENT, _MARK)
    return [*lines, "     " + finding_url(finding, lang)]


def _torch_npu(finding: Finding, lang: str, style: Style) -> list[str]:
    lines = []
    for said in torch_npu_said(finding.ref, lang, style):
        lines += wrap(said, WIDTH, _INDENT, _MARK)
    return [*lines, "     " + finding_url(finding, lang)]


def _neighbour(finding: Finding, lang: str, style: Style) -> list[str]:
    return decoded_lines(finding.ref, lang, style)


SAYERS = {
    "lower": _lower,
    "error-manager": _manager,
    "torch_npu": _torch_npu,
    "neighbour": _neighbour,
}


def _row(finding: Finding, lang: str, style: Style) -> list[str]:
    """A code of a kind whose codes are one table: its row's words, and its page."""
    kind = kind_named(finding.kind)
    said = say(
        "kind_row_said",
        lang,
        name=style(finding.name, "bold"),
        title=kind.title[lang],
        meaning=finding.ref.meaning[lang],
    )
    return [*wrap(said, WIDTH, _INDENT, _MARK), "     " + finding_url(finding, lang)]


def under_a_line(finding: Finding, lang: str, style: Style) -> list[str]:
    """What decode prints under a line for one finding of another kind."""
    return SAYERS.get(finding.kind, _row)(finding, lang, style)


def explained(finding: Finding, lang: str, style: Style) -> list[str]:
    """What explain prints for a finding of a kind whose codes are one table."""
    return [line.removeprefix(_INDENT[:4]) for line in _row(finding, lang, style)]


def symptom_lines(line: str, lang: str) -> list[str]:
    """Where a line is a symptom's that upstream's guide describes (a 503900 connect
    failure, an EI0006 block): its page, then the triage of both ends, which decides its
    cause, as the site's decoder says it (registry/symptoms.py: the words a pasted line
    of it holds)."""
    lowered = line.lower()
    shown = [
        s for s in SYMPTOMS if any(all(w in lowered for w in words) for words in s.pasted_lines)
    ]
    lines = []
    for symptom in shown:
        said = say("decoder_symptom", lang, title=symptom.title)
        lines += wrap(said, WIDTH, _INDENT, "  ~  ")
        lines.append("     " + docs_base() + lang_prefix(lang) + f"symptoms/{symptom.key}/")
    if shown:
        lines += wrap(say("cli_triage_both", lang), WIDTH, _INDENT, "  ~  ")
    return lines
