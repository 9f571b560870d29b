"""torch_npu's code (ERR02200) said in a terminal's lines: ``explain``'s answer, and
the sentences triage says under its line, in torch_npu's words."""

from __future__ import annotations

from .i18n import say
from .links import docs_base, torch_npu_path
from .registry import torch_npu
from .terminal import WIDTH, Style, wrap


def torch_npu_said(code: torch_npu.TorchNpuCode, lang: str, style: Style) -> list[str]:
    """torch_npu's code (ERR02200) in two sentences: its submodule and error type in
    torch_npu's words, and where the failure's CANN code is."""
    said = say(
        "torch_npu_code",
        lang,
        code=style(code.code, "bold"),
        submodule=code.submodule,
        kind=code.kind,
        meaning=code.meaning,
        source=torch_npu.SOURCE,
    )
    more = (
        say("torch_npu_carries", lang, carries=code.carries)
        if code.carries
        else say("torch_npu_carries_nothing", lang)
    )
    return [said, more]


def torch_npu_lines(
    code: torch_npu.TorchNpuCode, lang: str, style: Style, width: int = WIDTH
) -> list[str]:
    """torch_npu's code as explain says it: its sentences, then its page."""
    said, more = torch_npu_said(code, lang, style)
    page = docs_base() + torch_npu_path(code.code, lang)
    return [*wrap(said, width, "  ", ""), *wrap(more, width, "  ", "  "), "  " + page]
