"""``llm-status explain``: what an input names (a code of ours by name or number, a line
of a log, a lower layer's or a neighbour's code), said as that kind says it.

A code of ours by its name is the common question and must answer at once: reading a
line's kinds is loaded only where the input is a line or another kind's code."""

from __future__ import annotations

import argparse
from io import TextIOBase as TextIO

from .advice import step_of_line
from .code_text import explain_lines, fails_with, lower_lines
from .command_output import open_url, print_explained, print_lines
from .export import code_record, lower_record, message_record
from .i18n import say
from .links import docs_base, docs_url
from .lookup import Identified, UnknownCode, identify, is_line
from .terminal import WIDTH, Style, wrap


def explain(args: argparse.Namespace, out: TextIO, style: Style) -> int:
    # What the input is (a line is read once: its codes, and the upstream message it
    # prints), then that kind's explanation.
    try:
        found = identify(args.code)
    except UnknownCode as error:
        from .explain_kinds import unknown  # what the input may be all the same

        raise unknown(error, args) from None
    if found.kind == "code":
        return _explain_code(found, args, out, style)
    from .explain_kinds import explain_kind

    return explain_kind(found, args, out, style)


def _explain_code(found: Identified, args: argparse.Namespace, out: TextIO, style: Style) -> int:
    """A code of ours: its tables, and what the line it stands in says of it."""
    code, hit = found.found, found.hit
    if hit is not None:  # a line: the words of its reading (a name needs none of them)
        from .finding_text import symptom_lines
        from .message_text import message_lines
        from .neighbour_text import neighbour_lines, neighbour_record
        from .reading import kinds
    message = hit.message if hit else None
    returned = None
    if message is not None:
        returned = fails_with(message, [c.name for c in hit.lower], code, args.lang)
        if returned is not None:
            logged, code = code, returned[0]  # what to act on: the code the call fails with
    if args.open:
        open_url(docs_url(code, args.lang), args.lang, out)
        return 0
    if args.json:
        record = code_record(code, docs_base())
        if message is not None:
            record["message"] = message_record(message, disagrees=hit.disagrees)
        if hit is not None and hit.lower:
            record["lower"] = [lower_record(c) for c in hit.lower]
        if returned is not None:
            record["logged"] = logged.qualified  # what the line logs; `code`: what to act on
        if hit is not None and (named := kinds.neighbour_codes(hit.line)):
            record["neighbours"] = [neighbour_record(n) for n in named]
        if found.success_at is not None:
            record["reports_no_failure"] = {"level": found.success_at}
        print_explained(args, record, out)
    else:
        by_name = not is_line(args.code) and not args.code.strip().isdigit()
        lines = explain_lines(code, args.lang, style, by_name)
        if message is not None:
            lines[1:1] = ["", *message_lines(message, hit, args.lang, style)]
        if hit is not None and (step := step_of_line(code, hit.line)) and step[0]:
            # The line names the call that decides the remedy: that branch, first.
            call, given = step
            said = say("step_after", args.lang, call=call, says=given.describe(args.lang))
            lines[1:1] = ["", *wrap(said, WIDTH, "  ", "=> ")]
        if hit is not None and hit.lower:
            lines[1:1] = ["", *lower_lines(hit.lower, args.lang, style)]
        if found.success_at is not None:
            said = say(
                "explain_success_only", args.lang, code=code.qualified, level=found.success_at
            )
            lines[1:1] = ["", *wrap(said, WIDTH, "  ", "=> ")]
        if returned is not None:
            lines[1:1] = ["", *wrap(returned[1], WIDTH, "  ", "=> ")]
        if hit is not None:  # the neighbour's code on the same line, after
            for named in kinds.neighbour_codes(hit.line):
                lines += ["", *neighbour_lines(named, args.lang, style)]
        if hit is not None and (symptom := symptom_lines(hit.line, args.lang)):
            lines += ["", *symptom]  # a symptom's line: its page, and triage of both ends
        print_lines(lines, out)
    return 0
