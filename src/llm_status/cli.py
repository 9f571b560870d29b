"""``llm-status``: explain, search, list and decode LLM-DataDist status codes.

Exit status: 0 when there is an answer, 1 when a search or a log finds no
code (or a search matches no page well: the closest are shown as such), 2 for bad input (an unknown code, an unreadable file, a wrong option),
3 when the answer cannot be written (a closed output, a full disk). Every
failure is one line on stderr.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import re
import sys
import warnings
from collections.abc import Iterator, Sequence
from io import TextIOBase as TextIO

from .code_text import code_table, grouped_table
from .command_output import NothingFound, complain, print_json, print_lines, silence
from .i18n import BadInput, current_lang, say
from .links import BadDocsURL, docs_base
from .lookup import find, search
from .names import quoted, suggest
from .registry.codes import CODES
from .registry.record import FAMILIES, LANGUAGES
from .terminal import Style, columns, visible, wrap

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


def _terminal_columns() -> int:
    """The terminal's columns as ``shutil.get_terminal_size`` reads them: COLUMNS where it
    is a positive number, else the terminal of standard output, else 80."""
    given = os.environ.get("COLUMNS", "")
    if given.isdigit() and int(given) > 0:
        return int(given)
    try:
        return os.get_terminal_size(sys.__stdout__.fileno()).columns or 80
    except (AttributeError, ValueError, OSError):
        return 80


class _ColumnsHelpFormatter(argparse.HelpFormatter):
    """argparse's help, wrapped by terminal columns: Chinese characters take two."""

    def __init__(self, prog: str, indent_increment=2, max_help_position=24, width=None):
        # argparse's own width (shutil.get_terminal_size's columns, less two), measured
        # here: argparse makes a formatter for every option it adds, and shutil would
        # load bz2 and lzma with it on every command.
        if width is None:
            width = _terminal_columns() - 2
        super().__init__(prog, indent_increment, max_help_position, width)

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
    common = argparse.ArgumentParser(add_help=False, formatter_class=_ColumnsHelpFormatter)
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
    decode_.add_argument("-j", "--jobs", type=_positive, metavar="N", help=h("help_jobs"))

    triage_ = command("triage", "help_triage")
    triage_.add_argument("sources", metavar="SOURCE", nargs="+", help=h("help_triage_sources"))
    triage_.add_argument("--json", action="store_true", help=h("help_json"))
    triage_.add_argument("--summary", action="store_true", help=h("help_summary"))
    triage_.add_argument("--collect", action="store_true", help=h("help_triage_collect"))
    triage_.add_argument("-j", "--jobs", type=_positive, metavar="N", help=h("help_triage_jobs"))
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


# -- commands ------------------------------------------------------------------------


def _search(args: argparse.Namespace, out: TextIO, style: Style) -> int:
    words = " ".join(args.words)
    found = search(words, args.lang, args.limit)
    if not found:
        raise NothingFound(say("no_results", args.lang, input=quoted(words)))
    if found.strong:
        print_lines(code_table(found, args.lang, style), out)
        return 0
    # Below the floor: say so, and show the closest as such (exit 1, as for nothing).
    weak = say("search_weak", args.lang, input=quoted(words))
    names = [n for word in words.split() if "_" in word for n in suggest(word)]
    if names:
        weak += say("semicolon", args.lang) + say("did_you_mean", args.lang, names=", ".join(names))
        # The names it was probably meant to be come first among the closest.
        found = list(dict.fromkeys([find(n) for n in names] + found))[: args.limit]
    complain(weak)
    print_lines(code_table(found, args.lang, style), out)
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
        from .export import registry_records

        print_json(registry_records(docs_base(), tuple(codes)), out)
    else:
        print_lines(grouped_table(codes, args.lang, style), out)
    return 0


TRIAGE_WORKERS = 4


def _triage(args: argparse.Namespace, out: TextIO, style: Style) -> int:
    # Late: triage reads the symptoms' data and builds its own pattern, which the other
    # commands do not need (import time is in the bench).
    # The workers look for the anchors of the blocks read ahead; the report is the same.
    from .cores import usable
    from .triage.sources import Workers

    jobs = args.jobs or usable()
    workers = Workers(jobs) if jobs > 1 else None
    try:
        return _triage_with(args, out, style, workers)
    finally:
        if workers is not None:
            workers.close()


def _triage_with(args: argparse.Namespace, out: TextIO, style: Style, workers) -> int:
    from . import triage  # loaded already, with its workers

    if args.summary:
        facts = None
        if args.collect:
            from . import collect  # late, as triage: only this command reads the node

            facts = "\n".join(collect.transcript()) + "\n"
        # A summary is a file for another machine: UTF-8 whatever this one's locale.
        text = triage.summary_of(args.sources, args.lang, facts, workers)
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
    found = triage.triage(args.sources, args.lang, workers)
    if args.json:
        from .triage.record import record_of

        print_json(record_of(found, args.lang), out)
    else:
        from .triage.report import lines_of

        print_lines(lines_of(found, args.lang, style), out)
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
        print_json(record_of(results, sides, silent, args.lang), out)
    else:
        print_lines(lines_of(results, sides, silent, args.lang, style), out)
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
    complain(say("collect_done", args.lang, ran=ran, not_run=not_run, names=visible(shown)))
    return 0


def _explain(args: argparse.Namespace, out: TextIO, style: Style) -> int:
    from .explain_command import explain  # late, as each command: only what it reads loads

    return explain(args, out, style)


def _decode(args: argparse.Namespace, out: TextIO, style: Style) -> int:
    from .decode_command import decode

    return decode(args, out, style)


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
        complain(say("cannot_write", lang, reason=say("stdout_closed", lang)))
        return 3
    try:
        with warnings.catch_warnings(record=True) as warned:
            warnings.simplefilter("always", BadDocsURL)
            status = _COMMANDS[args.command](args, out, Style(out))
            out.flush()
        for warning in warned:
            if isinstance(warning.message, BadDocsURL):
                complain(warning.message.message(args.lang))
        return status
    except BadInput as error:  # an unknown code, an unreadable file: one line, exit 2
        complain(error.message(args.lang))
        return 2
    except NothingFound as nothing:
        complain(str(nothing))
        return 1
    except BrokenPipeError:
        # `llm-status list | head`: the reader left; that is not an error.
        silence(sys.stdout)
        return 0
    except OSError as error:  # a full disk, a device that refuses writes
        silence(sys.stdout)
        complain(say("cannot_write", args.lang, reason=error.strerror or str(error)))
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


def main_exit() -> None:
    """The console script's entry point: Ctrl-C is one line and exit 130, as a shell has it."""
    try:
        status = main()
    except KeyboardInterrupt:
        silence(sys.stdout)
        complain(say("interrupted", current_lang()))
        status = 130
    sys.exit(status)
