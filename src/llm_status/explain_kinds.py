"""``llm-status explain`` of what is not a code of ours by name: another kind's code (a
lower layer's, an error manager's, torch_npu's, a neighbour's, a row of a kind's table),
and what input that names no code may be all the same."""

from __future__ import annotations

import argparse
from io import TextIOBase as TextIO

from .code_text import lower_lines
from .command_output import NothingFound, open_url, print_explained, print_json, print_lines
from .export import lower_record, message_record
from .finding_text import explained, symptom_lines
from .i18n import BadInput, say
from .links import docs_base, finding_url, lower_path, manager_path, neighbour_path, torch_npu_path
from .lookup import Identified, UnknownCode, is_line
from .manager_text import manager_lines, manager_record
from .message_text import message_lines
from .names import InRangeValue
from .neighbour_text import neighbour_lines, neighbour_record
from .reading.logs import hit_of
from .registry import error_manager, neighbours
from .registry.lower_layers import LowerCode
from .registry.neighbours import FAMILIES as FAMILIES_OF_NEIGHBOURS
from .terminal import Style
from .torch_npu_text import torch_npu_lines


def explain_kind(found: Identified, args: argparse.Namespace, out: TextIO, style: Style) -> int:
    """What explain says of another kind's code, by the kind's name; a kind whose codes
    are one table, by its rows."""
    return _EXPLAIN.get(found.kind, _explain_rows)(found, args, out, style)


def _explain_neighbours(
    found: Identified, args: argparse.Namespace, out: TextIO, style: Style
) -> int:
    """A neighbour's codes (Mooncake, memfabric, MindIE) or SGLang's reason: their words,
    where they are printed, what to do, and their pages."""
    named = found.found
    if args.open:
        first = named[0]
        family = first.code.family if first.code else "sglang-kv"
        open_url(
            docs_base() + neighbour_path(family, first.code and first.code.name, args.lang),
            args.lang,
            out,
        )
    elif args.json:
        print_explained(args, {"neighbours": [neighbour_record(n) for n in named]}, out)
    else:
        lines: list[str] = []
        for each in named:
            lines += ([""] if lines else []) + neighbour_lines(each, args.lang, style)
        print_lines(lines, out)
    return 0


def unknown(error: UnknownCode, args: argparse.Namespace) -> Exception:
    """What ``explain`` says of input that names no code. A value in a family's range
    that no code has is said as decode says it; a line of a log with no code in it is
    "nothing found" (exit 1, as grep); input that is no code at all (an unknown name, a
    bad number) is bad input (exit 2)."""
    unknown = hit_of(1, args.code.strip(), everything=True)
    if unknown is not None and unknown.unknown and unknown.code is None:
        error = InRangeValue(unknown.unknown[0])
    if error.key in ("not_found", "unknown_in_range") and is_line(args.code):
        return NothingFound(error.message(args.lang))
    if error.key == "unknown_value" and _neighbour_numbers(args.code, args.lang):
        # No code of ours, but a neighbour's number: say whose it may be (still exit 2).
        return _NeighbourNumber(error, args.code)
    return error


class _NeighbourNumber(BadInput):
    """A number that is no code of ours, and the neighbours' codes it may be."""

    def __init__(self, error: BadInput, given: str):
        self.error, self.given = error, given
        super().__init__(error.key, **error.fields)

    def message(self, lang: str) -> str:
        said = say("nb_bare_number", lang, codes=_neighbour_numbers(self.given, lang))
        return self.error.message(lang) + say("semicolon", lang) + said


def _neighbour_numbers(given: str, lang: str) -> str:
    """The neighbours' codes a bare number may be, listed; "" where none."""
    try:
        value = int(given.strip())
    except ValueError:
        return ""
    return say("list_separator", lang).join(
        f"{c.name}{say('open_paren', lang)}{FAMILIES_OF_NEIGHBOURS[c.family].title[lang]}"
        + say("close_paren", lang)
        for c in neighbours.of_value(value)
        if c.family != "mooncake-te-python"
    )


def _explain_lower(found: Identified, args: argparse.Namespace, out: TextIO, style: Style) -> int:
    """A line that reports only the status of a failed ACL or HCCL call, or a lower
    layer's code asked for by its name."""
    hit = found.hit
    if hit is None:
        return _explain_lower_name(found.found[0], args, out, style)
    if args.open:  # its table's page, at its row
        open_url(docs_base() + lower_path(hit.lower[0], args.lang), args.lang, out)
        return 0
    if args.json:
        record = {"lower": [lower_record(c) for c in hit.lower]}
        if hit.message is not None:
            record["message"] = message_record(hit.message)
        print_explained(args, record, out)
        return 0
    lines = lower_lines(hit.lower, args.lang, style)
    if hit.message is not None:
        lines += ["", *message_lines(hit.message, hit, args.lang, style)]
    print_lines(lines, out)
    return 0


def _explain_lower_name(code: LowerCode, args: argparse.Namespace, out: TextIO, style) -> int:
    """A lower layer's code asked for by its name: its table's words, and its page."""
    page = docs_base() + lower_path(code, args.lang)
    if args.open:
        open_url(page, args.lang, out)
    elif args.json:
        print_json(lower_record(code) | {"url": page}, out)
    else:
        print_lines([*lower_lines((code,), args.lang, style)[1:], "", "  " + page], out)
    return 0


def _explain_manager(found: Identified, args: argparse.Namespace, out: TextIO, style: Style) -> int:
    """An error manager's code: the entries registered for it, word for word."""
    code = found.found
    if args.open:
        open_url(docs_base() + manager_path(code, args.lang), args.lang, out)
    elif args.json:
        entries = [manager_record(entry) for entry in error_manager.of_code(code)]
        record = {"manager": {"code": code, "class": error_manager.class_of(code)}}
        record["manager"] |= {"inner": error_manager.is_inner(code), "entries": entries}
        print_explained(args, record, out)
    else:
        symptom = symptom_lines(found.hit.line, args.lang) if found.hit is not None else []
        print_lines(
            [*manager_lines(code, args.lang, style), *(["", *symptom] if symptom else [])], out
        )
    return 0


def _explain_torch_npu(
    found: Identified, args: argparse.Namespace, out: TextIO, style: Style
) -> int:
    """torch_npu's code: its scheme's words, and where the failure's CANN code is."""
    code = found.found
    if args.open:
        open_url(docs_base() + torch_npu_path(code.code, args.lang), args.lang, out)
    elif args.json:
        print_explained(args, {"torch_npu": code._asdict()}, out)
    else:
        print_lines(torch_npu_lines(code, args.lang, style), out)
    return 0


def _explain_rows(found: Identified, args: argparse.Namespace, out: TextIO, style: Style) -> int:
    """Codes of a kind whose codes are one table (registry/kinds.py): each row's words and
    its page."""
    if args.open:
        open_url(finding_url(found.found[0], args.lang), args.lang, out)
    elif args.json:
        records = [f.record() | {"page": finding_url(f, args.lang)} for f in found.found]
        print_json({"findings": records}, out)
    else:
        lines: list[str] = []
        for finding in found.found:
            lines += ([""] if lines else []) + explained(finding, args.lang, style)
        print_lines(lines, out)
    return 0


# What explain says of each kind an input may be (lookup.identify), by the kind's name;
# a kind whose codes are one table, by its rows (_explain_rows).
_EXPLAIN = {
    "lower": _explain_lower,
    "error-manager": _explain_manager,
    "torch_npu": _explain_torch_npu,
    "neighbour": _explain_neighbours,
}
