"""An error manager's code (EJ0001, EI9999) said in a terminal's lines: ``explain``'s
answer, and the sentences triage says under its line. Its words are upstream's
registered entry's, word for word (English: upstream's only)."""

from __future__ import annotations

from collections.abc import Sequence

from .i18n import say
from .links import docs_base, manager_path
from .reading import kinds
from .registry import error_manager
from .terminal import WIDTH, Style, visible, wrap


def manager_lines(code: str, lang: str, style: Style) -> list[str]:
    """An error manager's code (EJ0001): each entry registered for it, its class, title,
    message, possible cause and solution word for word (English: upstream's only), and
    where it is registered; an inner code (EI9999) says its text is given at run time."""
    colon = say("colon", lang)
    entries = error_manager.of_code(code)
    if not entries:
        said = wrap(_manager_inner(style(code, "bold"), code, lang), WIDTH, "  ", "")
        return [*said, "", "  " + docs_base() + manager_path(code, lang)]
    lines: list[str] = []
    for entry in entries:
        if lines:
            lines.append("")
        lines += wrap(_manager_head(style(entry.code, "bold"), entry, lang), WIDTH, "  ", "")
        for key, text in (
            ("em_message", entry.message),
            ("em_cause", entry.cause),
            ("em_solution", entry.solution),
        ):
            if _stated(text):
                said = visible(" ".join(text.split()))
                steps = error_manager.steps_of(said)
                if steps:  # upstream's numbered steps, each on a line of its own
                    lines.append("  " + say(key, lang) + colon)
                    for n, step in enumerate(steps, start=1):
                        lines += wrap(step, WIDTH, "         ", f"      {n}. ")
                    continue
                lines += wrap(said, WIDTH, "      ", "  " + say(key, lang) + colon)
    if lang != "en":
        lines += ["", *wrap(say("em_english_only", lang), WIDTH, "  ", "  ")]
    return [*lines, "", "  " + docs_base() + manager_path(code, lang)]


def _manager_head(shown: str, entry: error_manager.Entry, lang: str) -> str:
    """An entry's first sentence: its code (as ``shown``), class, title and where."""
    cls = entry.cls or error_manager.class_of(entry.code) or say("em_no_class", lang)
    return say("em_entry", lang, code=shown, cls=cls, title=entry.title, where=entry.where)


def _manager_inner(shown: str, code: str, lang: str) -> str:
    cls = error_manager.class_of(code) or say("em_no_class", lang)
    return say("em_inner", lang, code=shown, cls=cls)


def _stated(text: str) -> bool:
    """Whether upstream gives the field (it writes "N/A" or nothing where it does not)."""
    return bool(text) and text != "N/A"


def manager_record(entry: error_manager.Entry) -> dict:
    """An error manager's entry as JSON, its fields named as upstream's JSON names them."""
    return {("class" if key == "cls" else key): value for key, value in entry._asdict().items()}


def manager_said(code: str, lang: str) -> list[str]:
    """An error manager's code in a sentence or two, as triage says it under its line:
    its first entry (class, title, where), and upstream's solution where it gives one."""
    entries = error_manager.of_code(code)
    if not entries:
        return [_manager_inner(code, code, lang)]
    entry = entries[0]
    said = [_manager_head(code, entry, lang)]
    if _stated(entry.solution):
        solution = visible(" ".join(entry.solution.split()))
        said.append(say("em_solution", lang) + say("colon", lang) + solution)
    return said


def manager_logged(
    code: str, cause: str | None, solution: str | None, trace: Sequence[str], lang: str
) -> list[str]:
    """What a block went on with below its head, as logged: its cause and solution where
    upstream's registered entry states none (an inner code's text is given at run time),
    and its TraceBack's frames, most recent call last, each with its function and place."""
    entries = error_manager.of_code(code)
    said = []
    for key, logged, field in (("em_cause", cause, "cause"), ("em_solution", solution, "solution")):
        if logged and not (entries and _stated(getattr(entries[0], field))):
            said.append(say("em_logged", lang, what=say(key, lang), words=visible(logged)))
    if trace:
        said.append(say("em_traceback", lang))
    for text in trace:
        frame = kinds.block_frame(text)
        if frame is None:
            said.append("- " + visible(text))
        else:
            where = f"{frame.func}, {frame.file}:{frame.line}"
            said.append("- " + visible(f"{frame.message} [{where}]"))
    return said
