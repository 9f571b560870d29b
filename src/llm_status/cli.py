"""``llm-status``: explain, search, list and decode LLM-DataDist status codes.

Exit status: 0 when there is an answer, 1 when a search or a log finds no
code (or a search matches no page well: the closest are shown as such), 2 for bad input (an unknown code, an unreadable file, a wrong option),
3 when the answer cannot be written (a closed output, a full disk). Every
failure is one line on stderr.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import re
import sys
import warnings
from collections import Counter
from collections.abc import Iterator, Sequence
from io import TextIOBase as TextIO

from .advice import rule_says, step_of_line
from .code_text import (
    code_table,
    explain_lines,
    fails_with,
    grouped_table,
    lower_lines,
    manager_lines,
    manager_record,
    passed_said,
    torch_npu_lines,
)
from .export import code_record, lower_record, message_record, registry_records
from .finding_text import explained, symptom_lines, under_a_line
from .i18n import BadInput, current_lang, say
from .links import (
    BadDocsURL,
    docs_base,
    docs_url,
    finding_url,
    lower_path,
    manager_path,
    neighbour_path,
    torch_npu_path,
)
from .lookup import Identified, UnknownCode, find, identify, is_line, search
from .names import InRangeValue, quoted, suggest
from .neighbour_text import neighbour_lines, neighbour_record
from .reading import findings_of_hit, findings_of_line, kinds
from .reading.input import log_stream
from .reading.logs import Hit, decode_stream, hit_of
from .reading.messages import confirmed
from .registry import error_manager, neighbours
from .registry.codes import CODES
from .registry.lower_layers import LowerCode
from .registry.neighbours import FAMILIES as FAMILIES_OF_NEIGHBOURS
from .registry.record import FAMILIES, LANGUAGES, Code
from .registry.upstream_messages import Message, calls_of, sites_printing
from .terminal import WIDTH, Style, columns, visible, wrap
from .verdict_words import recoverability
from .version import version

# argparse's own words, for a Chinese reader. argparse looks them up through
# gettext, for which Python ships no Chinese upstream_messages.
_ARGPARSE_ZH = {
    "usage: ": "用法：",
    "positional arguments": "位置参数",
    "options": "选项",
    "show this help message and exit": "显示帮助并退出",
    "%(prog)s: error: %(message)s\n": "%(prog)s：错误：%(message)s\n",
    "the following arguments are required: %s": "缺少必需的参数：%s",
    "unrecognized arguments: %s": "无法识别的参数：%s",
    "argument %(argument_name)s: %(message)s": "参数%(argument_name)s：%(message)s",
    "invalid choice: %(value)r (choose from %(choices)s)": "无效的选项：%(value)r（可选：%(choices)s）",
    "expected one argument": "需要一个参数值",
    "not allowed with argument %s": "不能与参数%s同时使用",
    "ambiguous option: %(option)s could match %(matches)s": "选项%(option)s有歧义，可能是：%(matches)s",
}


@contextlib.contextmanager
def _argparse_language(lang: str) -> Iterator[None]:
    if lang != "zh":
        yield
        return
    saved = argparse._, argparse.ngettext
    argparse._ = lambda text: _ARGPARSE_ZH.get(text, text)
    argparse.ngettext = lambda one, many, n: _ARGPARSE_ZH.get(
        one if n == 1 else many, one if n == 1 else many
    )
    try:
        yield
    finally:
        argparse._, argparse.ngettext = saved


def _requested_lang(argv: Sequence[str]) -> str:
    """The language asked for with --lang, read before argparse, so its help and errors use it."""
    for i, arg in enumerate(argv):
        value = None
        if arg == "--lang" and i + 1 < len(argv):
            value = argv[i + 1]
        elif arg.startswith("--lang="):
            value = arg.split("=", 1)[1]
        if value in LANGUAGES:
            return value
    return current_lang()


class _ColumnsHelpFormatter(argparse.HelpFormatter):
    """argparse's help, wrapped by terminal columns: Chinese characters take two."""

    def _split_lines(self, text: str, width: int) -> list[str]:
        return wrap(" ".join(text.split()), width)

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        return "\n".join(wrap(" ".join(text.split()), width, indent))

    def _format_usage(self, usage, actions, groups, prefix):
        # argparse fits the usage line by characters: a translated prefix of wide
        # characters ("用法：") takes more columns than it counts, so take them off.
        said = prefix if prefix is not None else argparse._("usage: ")
        wider = columns(said) - len(said)
        self._width -= wider
        try:
            return super()._format_usage(usage, actions, groups, prefix)
        finally:
            self._width += wider


def _positive(text: str) -> int:
    """A whole number of 1 or more, for --limit."""
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(repr(text))
    return int(text)


def _devices(text: str) -> list[int]:
    """Devices as hccn_tool numbers them: "0,1,2" or "0-7"."""
    found: list[int] = []
    for part in text.split(","):
        low, dash, high = part.strip().partition("-")
        high = high if dash else low
        if not (low.isdigit() and high.isdigit()) or not 0 <= int(high) - int(low) <= 4096:
            raise argparse.ArgumentTypeError(repr(text))
        found += range(int(low), int(high) + 1)
    return found


class _OneLineParser(argparse.ArgumentParser):
    """argparse, its errors one line (the usage is for --help), in the reader's language
    around argparse's own (English) words."""

    lang = "en"

    def error(self, message: str):  # argparse calls it
        said = say("usage_error", self.lang, prog=self.prog, message=message)
        self.exit(2, visible(said) + "\n")


_NEGATIVE_NUMBER = re.compile(r"^-\d+$|^-\d*\.\d+$|^-0[xX][0-9a-fA-F]+$")


class _Version(argparse.Action):
    """``--version``: the version and the upstream commits, in the reader's language."""

    def __call__(self, parser, namespace, values, option_string=None):
        from .version import version_lines

        print("\n".join(version_lines(parser.lang)))
        parser.exit(0)


def _parser(lang: str) -> argparse.ArgumentParser:
    def h(key: str) -> str:
        return say(key, lang)

    parser_class = type("Parser", (_OneLineParser,), {"lang": lang})
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--lang", choices=LANGUAGES, default=lang, help=h("help_lang"))
    parser = parser_class(
        prog="llm-status", description=h("help_description"), formatter_class=_ColumnsHelpFormatter
    )
    parser.add_argument("--version", action=_Version, nargs=0, help=h("help_version"))
    commands = parser.add_subparsers(dest="command", required=True, title=h("help_commands"))

    def command(name: str, help_key: str) -> argparse.ArgumentParser:
        return commands.add_parser(
            name,
            parents=[common],
            help=h(help_key),
            description=h(help_key),
            formatter_class=_ColumnsHelpFormatter,
        )

    explain = command("explain", "help_explain")
    # A negative hex value (-0x1) is a code, as -1 is, not an option: argparse tells the two
    # apart by this pattern of its own (no option of ours looks like a number).
    explain._negative_number_matcher = _NEGATIVE_NUMBER
    explain.add_argument("code", metavar="CODE", help=h("help_code"))
    explain.add_argument("--json", action="store_true", help=h("help_json"))
    explain.add_argument("--open", action="store_true", help=h("help_open"))

    search_ = command("search", "help_search")
    search_.add_argument("words", metavar="WORDS", nargs="+", help=h("help_words"))
    search_.add_argument("--limit", type=_positive, default=10, metavar="N", help=h("help_limit"))

    list_ = command("list", "help_list")
    only = list_.add_mutually_exclusive_group()
    only.add_argument("--recoverable", action="store_true", help=h("help_only_recoverable"))
    only.add_argument("--unrecoverable", action="store_true", help=h("help_only_unrecoverable"))
    list_.add_argument("--json", action="store_true", help=h("help_json"))
    list_.add_argument(
        "--family",
        choices=[family.name for family in FAMILIES],
        help=h("help_family"),
    )

    decode_ = command("decode", "help_decode")
    decode_.add_argument("files", metavar="FILE", nargs="*", help=h("help_file"))
    decode_.add_argument("--json", action="store_true", help=h("help_json_lines"))
    decode_.add_argument("--prometheus", metavar="FILE", help=h("help_prometheus"))

    triage_ = command("triage", "help_triage")
    triage_.add_argument("sources", metavar="SOURCE", nargs="+", help=h("help_triage_sources"))
    triage_.add_argument("--json", action="store_true", help=h("help_json"))
    triage_.add_argument("--summary", action="store_true", help=h("help_summary"))
    triage_.add_argument("--collect", action="store_true", help=h("help_triage_collect"))
    check_ = command("check", "help_check")
    check_.add_argument("sources", metavar="SOURCE", nargs="+", help=h("help_check_sources"))
    check_.add_argument("--json", action="store_true", help=h("help_json"))
    collect_ = command("collect", "help_collect")
    collect_.add_argument(
        "--pid", type=_positive, action="append", default=[], metavar="N", help=h("help_pid")
    )
    collect_.add_argument("--devices", type=_devices, metavar="N,N", help=h("help_devices"))
    # Named so, "required: {explain,search,...}" says which commands there are.
    commands.metavar = "{" + ",".join(commands.choices) + "}"
    return parser


# -- output ------------------------------------------------------------------------


def _print(lines: Sequence[str], out: TextIO) -> None:
    out.write("\n".join(lines) + "\n")


def _print_json(data: object, out: TextIO) -> None:
    """A JSON record, with the version that wrote it (a list, as ``list --json``'s, is
    the registry's records as they are)."""
    if isinstance(data, dict):
        data = {**data, "version": version()}
    json.dump(data, out, ensure_ascii=False, indent=2, allow_nan=False)
    out.write("\n")


# -- commands ------------------------------------------------------------------------


def _open(url: str, lang: str, out: TextIO) -> None:
    """Open ``url`` in a graphical browser if there is one; say the URL either way."""
    import webbrowser

    # Without a display, webbrowser falls back to a text browser (lynx, w3m) that
    # would take over the terminal of a server reached over SSH: print instead.
    graphical = sys.platform in ("darwin", "win32") or any(
        os.environ.get(v) for v in ("DISPLAY", "WAYLAND_DISPLAY", "BROWSER")
    )
    try:
        opened = graphical and webbrowser.open(url)
    except webbrowser.Error:
        opened = False
    out.write(say("opened" if opened else "no_browser", lang, url=url) + "\n")


def _print_explained(args: argparse.Namespace, record: dict, out: TextIO) -> None:
    """``explain --json``'s record; of a log line, with every finding of the line, as
    ``decode --json`` lists them (the same reading)."""
    if is_line(args.code):
        record = {
            **record,
            "findings": [
                f.record() | {"page": finding_url(f, args.lang)}
                for f in findings_of_line(args.code)
            ],
        }
    _print_json(record, out)


def _explain(args: argparse.Namespace, out: TextIO, style: Style) -> int:
    # What the input is (a line is read once: its codes, and the upstream message it
    # prints), then that kind's explanation.
    try:
        found = identify(args.code)
    except UnknownCode as error:
        raise _unknown(error, args) from None
    return _EXPLAIN.get(found.kind, _explain_rows)(found, args, out, style)


def _explain_code(found: Identified, args: argparse.Namespace, out: TextIO, style: Style) -> int:
    """A code of ours: its tables, and what the line it stands in says of it."""
    code, hit = found.found, found.hit
    message = hit.message if hit else None
    returned = None
    if message is not None:
        returned = fails_with(message, [c.name for c in hit.lower], code, args.lang)
        if returned is not None:
            logged, code = code, returned[0]  # what to act on: the code the call fails with
    if args.open:
        _open(docs_url(code, args.lang), args.lang, out)
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
        _print_explained(args, record, out)
    else:
        by_name = not is_line(args.code) and not args.code.strip().isdigit()
        lines = explain_lines(code, args.lang, style, by_name)
        if message is not None:
            lines[1:1] = ["", *_message_lines(message, hit, args.lang, style)]
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
        _print(lines, out)
    return 0


def _explain_neighbours(
    found: Identified, args: argparse.Namespace, out: TextIO, style: Style
) -> int:
    """A neighbour's codes (Mooncake, memfabric, MindIE) or SGLang's reason: their words,
    where they are printed, what to do, and their pages."""
    named = found.found
    if args.open:
        first = named[0]
        family = first.code.family if first.code else "sglang-kv"
        _open(
            docs_base() + neighbour_path(family, first.code and first.code.name, args.lang),
            args.lang,
            out,
        )
    elif args.json:
        _print_explained(args, {"neighbours": [neighbour_record(n) for n in named]}, out)
    else:
        lines: list[str] = []
        for each in named:
            lines += ([""] if lines else []) + neighbour_lines(each, args.lang, style)
        _print(lines, out)
    return 0


def _unknown(error: UnknownCode, args: argparse.Namespace) -> Exception:
    """What ``explain`` says of input that names no code. A value in a family's range
    that no code has is said as decode says it; a line of a log with no code in it is
    "nothing found" (exit 1, as grep); input that is no code at all (an unknown name, a
    bad number) is bad input (exit 2)."""
    unknown = hit_of(1, args.code.strip(), everything=True)
    if unknown is not None and unknown.unknown and unknown.code is None:
        error = InRangeValue(unknown.unknown[0])
    if error.key in ("not_found", "unknown_in_range") and is_line(args.code):
        return _NothingFound(error.message(args.lang))
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
        _open(docs_base() + lower_path(hit.lower[0], args.lang), args.lang, out)
        return 0
    if args.json:
        record = {"lower": [lower_record(c) for c in hit.lower]}
        if hit.message is not None:
            record["message"] = message_record(hit.message)
        _print_explained(args, record, out)
        return 0
    lines = lower_lines(hit.lower, args.lang, style)
    if hit.message is not None:
        lines += ["", *_message_lines(hit.message, hit, args.lang, style)]
    _print(lines, out)
    return 0


def _explain_lower_name(code: LowerCode, args: argparse.Namespace, out: TextIO, style) -> int:
    """A lower layer's code asked for by its name: its table's words, and its page."""
    page = docs_base() + lower_path(code, args.lang)
    if args.open:
        _open(page, args.lang, out)
    elif args.json:
        _print_json(lower_record(code) | {"url": page}, out)
    else:
        _print([*lower_lines((code,), args.lang, style)[1:], "", "  " + page], out)
    return 0


def _explain_manager(found: Identified, args: argparse.Namespace, out: TextIO, style: Style) -> int:
    """An error manager's code: the entries registered for it, word for word."""
    code = found.found
    if args.open:
        _open(docs_base() + manager_path(code, args.lang), args.lang, out)
    elif args.json:
        entries = [manager_record(entry) for entry in error_manager.of_code(code)]
        record = {"manager": {"code": code, "class": error_manager.class_of(code)}}
        record["manager"] |= {"inner": error_manager.is_inner(code), "entries": entries}
        _print_explained(args, record, out)
    else:
        symptom = symptom_lines(found.hit.line, args.lang) if found.hit is not None else []
        _print([*manager_lines(code, args.lang, style), *(["", *symptom] if symptom else [])], out)
    return 0


def _explain_torch_npu(
    found: Identified, args: argparse.Namespace, out: TextIO, style: Style
) -> int:
    """torch_npu's code: its scheme's words, and where the failure's CANN code is."""
    code = found.found
    if args.open:
        _open(docs_base() + torch_npu_path(code.code, args.lang), args.lang, out)
    elif args.json:
        _print_explained(args, {"torch_npu": code._asdict()}, out)
    else:
        _print(torch_npu_lines(code, args.lang, style), out)
    return 0


def _explain_rows(found: Identified, args: argparse.Namespace, out: TextIO, style: Style) -> int:
    """Codes of a kind whose codes are one table (registry/kinds.py): each row's words and
    its page."""
    if args.open:
        _open(finding_url(found.found[0], args.lang), args.lang, out)
    elif args.json:
        records = [f.record() | {"page": finding_url(f, args.lang)} for f in found.found]
        _print_json({"findings": records}, out)
    else:
        lines: list[str] = []
        for finding in found.found:
            lines += ([""] if lines else []) + explained(finding, args.lang, style)
        _print(lines, out)
    return 0


# What explain says of each kind an input may be (lookup.identify), by the kind's name;
# a kind whose codes are one table, by its rows (_explain_rows).
_EXPLAIN = {
    "code": _explain_code,
    "lower": _explain_lower,
    "error-manager": _explain_manager,
    "torch_npu": _explain_torch_npu,
    "neighbour": _explain_neighbours,
}


def _message_lines(message: Message, hit: Hit, lang: str, style: Style) -> list[str]:
    """What the explanation says about the message a line prints: the template, where
    upstream prints it, and whether the line's number agrees."""
    lines = wrap(
        message.template, WIDTH, "  ", style(say("message", lang), "bold") + say("colon", lang)
    )
    lines += wrap(_printed_by(message, hit.line, lang), WIDTH, "  ", "  ")
    lines.append("  " + message.url)  # whole, so that the terminal can open it
    if said := passed_said(message, lang):
        lines += wrap(said, WIDTH, "  ", "  ")
    if hit.disagrees:
        lines += wrap(_disagreement(hit, lang), WIDTH, "  ", "  ")
    return lines


def _printed_by(message: Message, line: str, lang: str) -> str:
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


def _disagreement(hit: Hit, lang: str) -> str:
    """The line's number says one code, its message another: one sentence."""
    return say("message_disagrees", lang, code=hit.code.name, other=hit.message.code)


def _search(args: argparse.Namespace, out: TextIO, style: Style) -> int:
    words = " ".join(args.words)
    found = search(words, args.lang, args.limit)
    if not found:
        raise _NothingFound(say("no_results", args.lang, input=quoted(words)))
    if found.strong:
        _print(code_table(found, args.lang, style), out)
        return 0
    # Below the floor: say so, and show the closest as such (exit 1, as for nothing).
    weak = say("search_weak", args.lang, input=quoted(words))
    names = [n for word in words.split() if "_" in word for n in suggest(word)]
    if names:
        weak += say("semicolon", args.lang) + say("did_you_mean", args.lang, names=", ".join(names))
        # The names it was probably meant to be come first among the closest.
        found = list(dict.fromkeys([find(n) for n in names] + found))[: args.limit]
    _complain(weak)
    _print(code_table(found, args.lang, style), out)
    return 1


def _list(args: argparse.Namespace, out: TextIO, style: Style) -> int:
    codes = list(CODES)
    if args.family:
        codes = [c for c in codes if c.family.name == args.family]
    # Where the tables disagree (LLM_TIMEOUT), the cautious answer: a code one table calls
    # not recoverable is listed as such, and not as recoverable.
    if args.recoverable:
        codes = [c for c in codes if {v for _, v in c.verdicts_by_table} == {"yes"}]
    elif args.unrecoverable:
        codes = [c for c in codes if "no" in {v for _, v in c.verdicts_by_table}]
    if args.json:
        _print_json(registry_records(docs_base(), tuple(codes)), out)
    else:
        _print(grouped_table(codes, args.lang, style), out)
    return 0


# A line of a log is shown cut to this many characters: its codes are found in all of it.
_SHOWN_LINE = 2000


def _decode(args: argparse.Namespace, out: TextIO, style: Style) -> int:
    explained: dict[Code, list[str]] = {}  # a code's lines, made once: logs repeat codes
    found = 0
    counted: Counter = Counter()  # --prometheus: each code, the lines that name it
    if args.prometheus is not None:
        _can_write_prometheus(args.prometheus, args.lang)
    # Several files: each line after its file's name, as grep prints it.
    for path in args.files or [None]:
        prefix = f"{visible(path)}:" if len(args.files) > 1 else ""
        with log_stream(path, args.lang) as stream:
            if stream.skipped_nuls:
                _complain(
                    say(
                        "nuls_skipped",
                        args.lang,
                        input=stream.source,
                        count=f"{stream.skipped_nuls:,}",
                    )
                )
            for hit in decode_stream(stream, everything=True, last_line_final=stream.settled):
                found += 1
                if args.prometheus is not None:
                    counted.update(f for f in findings_of_hit(hit) if f.kind != "unknown")
                if args.json:
                    _print([_hit_json(hit, path if len(args.files) > 1 else None, args.lang)], out)
                else:
                    _print(_hit_lines(hit, args.lang, style, explained, prefix), out)
                if stream.live:
                    out.flush()  # from a pipe, each line as it comes
    if args.prometheus is not None:
        # Written also where nothing was found: no code is a fact the collector reports.
        _write_prometheus(args.prometheus, counted, args.lang)
    if not found:
        sources = [repr(p) for p in args.files] or [say("stdin", args.lang)]
        raise _NothingFound(
            say("not_found", args.lang, input=say("list_separator", args.lang).join(sources))
        )
    return 0


def _can_write_prometheus(path: str, lang: str) -> None:
    from .prometheus import writable

    if not writable(path):
        reason = say("no_such_folder", lang)
        raise BadInput("cannot_write_file", input=repr(path), reason=reason)


def _write_prometheus(path: str, counted: Counter, lang: str) -> None:
    from .prometheus import exposition, write_whole  # decode --prometheus only

    try:
        write_whole(path, exposition(counted))
    except OSError as error:
        reason = error.strerror or type(error).__name__
        raise BadInput("cannot_write_file", input=repr(path), reason=reason) from None


def _hit_json(hit: Hit, file: str | None, lang: str) -> str:
    """One line of a log as JSON Lines: its number, its text, and each finding (its kind,
    family, name, value, key and page), as ``explain --json`` names them for the line."""
    record = {"file": file} if file is not None else {}
    record |= {
        "version": version(),
        "line_no": hit.line_no,
        "text": hit.line,
        "piece": hit.piece,
        "findings": [f.record() | {"page": finding_url(f, lang)} for f in findings_of_hit(hit)],
    }
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"))


def _hit_lines(
    hit: Hit, lang: str, style: Style, explained: dict[Code, list[str]], prefix: str = ""
) -> list[str]:
    """One line of a log as it is in the log, with its number as ``grep -n`` prints it
    (cut when long; control characters written out), and each code it carries, explained."""
    text = hit.line
    if hit.piece:  # of a line too long to hold: its length is not known here
        text = text[:_SHOWN_LINE] + say("cut_piece", lang)
    elif len(text) > _SHOWN_LINE:
        text = text[:_SHOWN_LINE] + say("cut", lang, length=f"{len(hit.line):,}")
    lines = [style(f"{prefix}{hit.line_no}:", "dim") + visible(text)]
    for code in hit.codes:
        lines += _explained(code, lang, style, explained)
        # Where the remedy splits by call, the call this line names decides (as the
        # browser's decoder says it); a line that names none is told it depends.
        if step := step_of_line(code, hit.line):
            call, given = step
            next_step = (
                say("step_after", lang, call=call, says=rule_says(given, lang))
                if call
                else say("step_depends", lang)
            )
            lines += wrap(next_step, WIDTH, "      ", "  => ")
    for _, findings in hit.others:  # each other kind's, in the kinds' order
        for finding in findings:
            lines += under_a_line(finding, lang, style)
    for value in hit.unknown:
        not_known = say(
            "unknown_in_range",
            lang,
            value=value,
            hex=f"0x{value:X}",
            says=say("not_a_known_value", lang),
        )
        lines += wrap(not_known, WIDTH, "      ", "  ?  ")
    if hit.message is not None:
        lines += wrap(_printed_by(hit.message, hit.line, lang), WIDTH, "      ", "  @ ")
        lines.append("     " + hit.message.url)
        if said := passed_said(hit.message, lang):
            lines += wrap(said, WIDTH, "      ", "  ^ ")
        lower = [c.name for c in hit.lower]
        if returned := fails_with(hit.message, lower, hit.code, lang):
            lines += wrap(returned[1], WIDTH, "      ", "  => ")
        if hit.disagrees:
            lines += wrap(_disagreement(hit, lang), WIDTH, "      ", "  ! ")
    return lines + symptom_lines(hit.line, lang)


def _explained(code: Code, lang: str, style: Style, explained: dict[Code, list[str]]) -> list[str]:
    """A code's lines under a log line, made once: logs repeat codes."""
    if code not in explained:
        said = say(
            "decoded",
            lang,
            name=style(code.shown, "bold"),
            meaning=code.meaning[lang],
            recoverable=recoverability(code, lang),
        )
        explained[code] = [*wrap(said, WIDTH, "      ", "  -> "), "     " + docs_url(code, lang)]
    return explained[code]


class _NothingFound(Exception):
    """A search or a log with no code in it: not an error, but exit 1, as grep does."""


def _triage(args: argparse.Namespace, out: TextIO, style: Style) -> int:
    # Late: triage reads the symptoms' data and builds its own pattern, which the other
    # commands do not need (import time is in the bench).
    from . import triage

    if args.summary:
        facts = None
        if args.collect:
            from . import collect  # late, as triage: only this command reads the node

            facts = "\n".join(collect.transcript()) + "\n"
        # A summary is a file for another machine: UTF-8 whatever this one's locale.
        text = triage.summary_of(args.sources, args.lang, facts)
        binary = getattr(out, "buffer", None)
        if binary is not None:
            out.flush()
            binary.write(text.encode("utf-8"))
            binary.flush()
        else:
            out.write(text)
        return 0
    if args.collect:
        raise BadInput("collect_needs_summary")
    found = triage.triage(args.sources, args.lang)
    if args.json:
        from .triage.record import record_of

        _print_json(record_of(found, args.lang), out)
    else:
        from .triage.report import lines_of

        _print(lines_of(found, args.lang, style), out)
    return 0 if found.first_error is not None or found.findings else 1


def _check(args: argparse.Namespace, out: TextIO, style: Style) -> int:
    """Before serving: the nodes' facts against every configuration rule; exit 1 where
    one differs."""
    from .triage import gather
    from .triage.readiness import DIFFERS, check
    from .triage.readiness_text import lines_of, record_of

    _, sources, _ = gather(args.sources, args.lang)
    results, silent = check(sources)
    sides = [source["label"] for source in sources]
    if args.json:
        _print_json(record_of(results, sides, silent, args.lang), out)
    else:
        _print(lines_of(results, sides, silent, args.lang, style), out)
    return 1 if any(r.result == DIFFERS for r in results) else 0


def _collect(args: argparse.Namespace, out: TextIO, style: Style) -> int:
    """This node's facts transcript on stdout; on stderr, in the reader's language, what
    ran and what could not."""
    from . import collect  # late: the other commands never read the node

    ran = not_run = 0
    names: list[str] = []
    for line in collect.transcript(args.pid, args.devices):
        out.write(line + "\n")
        if line.startswith("$ "):
            ran += 1
        elif line.startswith("! "):
            not_run += 1
            names.append(line[2:].partition(":")[0])
    out.flush()
    shown = ", ".join(dict.fromkeys(names)) or "-"
    _complain(say("collect_done", args.lang, ran=ran, not_run=not_run, names=visible(shown)))
    return 0


_COMMANDS = {
    "explain": _explain,
    "search": _search,
    "list": _list,
    "decode": _decode,
    "check": _check,
    "triage": _triage,
    "collect": _collect,
}


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status (see the module's docstring)."""
    _usable_streams()
    argv = list(sys.argv[1:] if argv is None else argv)
    lang = _requested_lang(argv)
    with _argparse_language(lang):
        try:
            args = _parser(lang).parse_args(argv)
        except SystemExit as exit_:
            return int(exit_.code or 0)
    out = sys.stdout
    if out is None:  # started with its output closed (>&-)
        _complain(say("cannot_write", lang, reason=say("stdout_closed", lang)))
        return 3
    try:
        with warnings.catch_warnings(record=True) as warned:
            warnings.simplefilter("always", BadDocsURL)
            status = _COMMANDS[args.command](args, out, Style(out))
            out.flush()
        for warning in warned:
            if isinstance(warning.message, BadDocsURL):
                _complain(warning.message.message(args.lang))
        return status
    except BadInput as error:  # an unknown code, an unreadable file: one line, exit 2
        _complain(error.message(args.lang))
        return 2
    except _NothingFound as nothing:
        _complain(str(nothing))
        return 1
    except BrokenPipeError:
        # `llm-status list | head`: the reader left; that is not an error.
        _silence(sys.stdout)
        return 0
    except OSError as error:  # a full disk, a device that refuses writes
        _silence(sys.stdout)
        _complain(say("cannot_write", args.lang, reason=error.strerror or str(error)))
        return 3


def _usable_streams() -> None:
    """Standard streams that cannot raise on what we write: a closed one (<&-, 2>&-) is
    None, and a locale that cannot encode Chinese (latin-1) would fail mid-answer."""
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w")  # noqa: SIM115 - for the rest of the process
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="replace")


def _complain(text: str) -> None:
    """One line on stderr; where even that fails (a full disk), the exit status says it."""
    try:
        print(f"llm-status: {text}", file=sys.stderr, flush=True)
    except (OSError, ValueError):
        _silence(sys.stderr)


def _silence(stream: TextIO | None) -> None:
    """Point a stream that failed at /dev/null, so that Python's own flush at exit does
    not fail again (and turn the exit status into 120)."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, stream.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass


def main_exit() -> None:
    """The console script's entry point: Ctrl-C is one line and exit 130, as a shell has it."""
    try:
        status = main()
    except KeyboardInterrupt:
        _silence(sys.stdout)
        _complain(say("interrupted", current_lang()))
        status = 130
    sys.exit(status)
