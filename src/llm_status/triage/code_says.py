"""What the first failure's own code says to do: the code a failing line carries, in
its table's words, labelled with whose they are. The error manager's Solution, our
families' remedy, AscendCL's row (its meaning and remedy), HcclResult's meaning, a
neighbour's documented remedy, torch_npu's scheme. The answer leads with it; a
hypothesis the logs support refines it."""

from __future__ import annotations

from typing import NamedTuple

from ..code_text import lower_meaning, said_by
from ..i18n import say
from ..manager_text import manager_said
from ..names import BY_KEY
from ..neighbour_text import headline
from ..reading import kinds
from ..registry import error_manager
from ..registry.lower_layers import lower_by_name
from ..terminal import Style, visible
from ..torch_npu_text import torch_npu_said
from .clocks import WINDOW, seconds
from .decisions import Diagnosis
from .events import Event


class CodeSays(NamedTuple):
    """A failing line (``event``) and what its code's own text says: the code as named
    (``EI0020``, ``ACL_ERROR_RT_AICORE_TIMEOUT``), and its words, each labelled."""

    event: Event
    code: str
    says: str
    # torch_npu's code names no cause (its scheme says which part raised): a code of
    # the failure's own layer below it is the one to act on, where the window has one.
    strong: bool = True


def code_says(event: Event, lang: str) -> CodeSays | None:
    """What the code a line carries says, where its table says anything: the error
    manager's block first (its Solution is the most particular), then ours, a lower
    layer's, a neighbour's, torch_npu's."""
    if event.em and (said := _manager(event.em, lang)):
        return CodeSays(event, event.em, said)
    if event.em and (said := _manager_message(event.em, lang)):
        # No Solution registered: its own message is what it says (issue 50: never only
        # a remark), weaker than a later code whose table says what to do.
        return CodeSays(event, event.em, said, strong=False)
    for name in event.codes:
        code = BY_KEY.get(name.lower())
        if code is not None and code.value != 0 and code.remedy:
            step = code.remedy[0]
            said = code.meaning[lang] + say("semicolon", lang) + step[lang]
            return CodeSays(event, code.name, said + said_by(step.source, lang, code.family))
    for name in event.lower:
        if (lower := lower_by_name(name)) is not None:
            said = lower_meaning(lower, lang)
            if lower.remedy:
                remedy = " ".join(lower.remedy.replace("<br>", " ").split())
                said += say("semicolon", lang) + say("lower_remedy_inline", lang, text=remedy)
            return CodeSays(event, lower.name, said)
    if event.neighbours and (named := kinds.neighbour_codes(event.text)):
        text, documented = headline(named[0], lang)
        return CodeSays(event, event.neighbours[0], text + (f" {documented}" if documented else ""))
    if event.torch and (code := kinds.torch_npu_code(event.text)):
        said, more = torch_npu_said(code, lang, Style(False))
        return CodeSays(event, code.code, f"{said} {more}", strong=False)
    return None


def _manager(code: str, lang: str) -> str | None:
    """Its first entry's Solution as decode and triage say it under its line (the second
    sentence of ``manager_said``, where upstream gives one), labelled."""
    said = manager_said(code, lang)
    if len(said) < 2:
        return None
    return said[1] + say("said_by", lang, source=say("source_error-manager", lang))


def _manager_message(code: str, lang: str) -> str | None:
    """A registered code with no Solution: its class, title and message as registered,
    and that its entry states no cause or solution, labelled."""
    entries = error_manager.of_code(code)
    if not entries or not entries[0].message:
        return None
    entry = entries[0]
    said = say("em_message_only", lang, cls=entry.cls or say("em_no_class", lang), title=entry.title, message=visible(entry.message))  # fmt: skip
    return said + say("said_by", lang, source=say("source_error-manager", lang))


def first_code(diagnosis: Diagnosis, lang: str) -> CodeSays | None:
    """The first failure's code and what it says: the first failing line's own, or, where
    that line carries none, the first line after it on its side, within the failure's
    window, that carries one (a watchdog's line first, the runtime's code below it); a
    code that names a cause before torch_npu's, which names the part that raised."""
    lead = diagnosis.first_failure or diagnosis.first_error
    if lead is None:
        return None
    weak = None
    start = seconds(lead.time)
    after = False
    for event in diagnosis.events:
        after = after or event is lead
        if not after or event.source != lead.source or not event.is_error:
            continue
        at = seconds(event.time)
        if start is not None and at is not None and at - start > WINDOW:
            break
        if (said := code_says(event, lang)) is not None:
            if said.strong:
                return said
            weak = weak or said
    return weak
