"""What a line's upstream message is said as: its template, where upstream prints it,
and whether the line's number agrees with it (``explain`` and ``decode`` of a line)."""

from __future__ import annotations

from .code_text import passed_said
from .i18n import say
from .reading.logs import Hit
from .reading.messages import confirmed
from .registry.upstream_messages import Message, calls_of, sites_printing
from .terminal import WIDTH, Style, wrap


def message_lines(message: Message, hit: Hit, lang: str, style: Style) -> list[str]:
    """What the explanation says about the message a line prints: the template, where
    upstream prints it, and whether the line's number agrees."""
    lines = wrap(
        message.template, WIDTH, "  ", style(say("message", lang), "bold") + say("colon", lang)
    )
    lines += wrap(printed_by(message, hit.line, lang), WIDTH, "  ", "  ")
    lines.append("  " + message.url)  # whole, so that the terminal can open it
    if said := passed_said(message, lang):
        lines += wrap(said, WIDTH, "  ", "  ")
    if hit.disagrees:
        lines += wrap(disagreement(hit, lang), WIDTH, "  ", "  ")
    return lines


def printed_by(message: Message, line: str, lang: str) -> str:
    """Where upstream prints a message, and how it shows: one sentence; "looks like"
    where the line does not say it was printed there."""
    function = message.function or message.path.rsplit("/", 1)[-1]
    calls = calls_of(message)
    if calls and function not in calls:
        # A helper: the public calls that reach it (fidelity M10's W1: a bare "init").
        function = say("message_reached_by", lang, function=function, calls=", ".join(calls))
    sites = sites_printing(message)
    if confirmed(message, line):
        key = "message_from"
    else:
        # The line names no file or function: where several places print the same words,
        # this is only one of them (fidelity S14).
        key = "message_like_many" if sites > 1 else "message_like"
    return say(
        key,
        lang,
        shows_as=say("shows_as_" + message.shown_in, lang),
        function=function,
        site=message.site,
        count=sites,
    )


def disagreement(hit: Hit, lang: str) -> str:
    """The line's number says one code, its message another: one sentence."""
    return say("message_disagrees", lang, code=hit.code.name, other=hit.message.code)
