"""The registry as the site's pages: pure functions from ``Code`` entries to Markdown and HTML.

Nothing here imports MkDocs: ``hooks/`` hands these strings to MkDocs, and
``write_markdown`` writes the same pages to disk for any other generator.
``check`` refuses a registry that cannot make a correct page, before anything
is written.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Iterable
from pathlib import Path

from .advice import advice_of_rule, calls_of, rule_line, unnamed_call
from .export import registry_records
from .i18n import answer, recoverability, say, verdict_answer
from .links import codes_folder, page_path
from .names import functions_named, namesakes
from .registry import functions, upstream_messages
from .registry.check import check
from .registry.codes import CODES, FUNCTIONS, RELATED
from .registry.record import (
    FAMILIES,
    LANGUAGES,
    LLM_DATADIST,
    VERDICTS,
    Action,
    Area,
    Code,
    Family,
    Row,
    Rule,
    Source,
    T,
)

DEFAULT_LANGUAGE = LANGUAGES[0]


# -- inline text ----------------------------------------------------------------------

# Characters that Markdown (or HTML inside it) reads as markup wherever they stand.
# Not "()!.-+": they are markup only after "]" (escaped) or starting a line, and
# escaping them everywhere made Markdown parse one escape per word (8 % of each
# page's Markdown; docs/benchmarks.md).
_MARKDOWN_ESCAPES = {ch: "\\" + ch for ch in "\\`*_{}[]#"}
_MARKDOWN_ESCAPES.update({"<": "&lt;", ">": "&gt;", "&": "&amp;", "|": "&#124;"})
# For str.translate, which runs in C: every text of every page goes through it.
_ESCAPE_TABLE = str.maketrans(_MARKDOWN_ESCAPES)
# What makes a list, a heading underline or a rule at the start of a line: "- ", "1. ", "===".
_LINE_START = re.compile(r"[-+=]|\d+(?=\.)")
_URL = r"https?://[^\s()（）《》<>|]+"
_FUNCTION = "|".join(re.escape(name) for name in sorted(FUNCTIONS, key=len, reverse=True))
# The names of other codes in a text link to their pages: LLM-DataDist's by their
# unmistakable names (HIXL's are plain words: TIMEOUT, FAILED).
_CODE_NAME = "|".join(
    re.escape(code.name)
    for code in sorted(CODES, key=lambda c: len(c.name), reverse=True)
    if code.family.prefix
)
_INLINE = re.compile(
    rf"(?P<url>{_URL})|(?<![\w.])(?P<function>{_FUNCTION})(?!\w)"
    rf"|(?<![\w.])(?P<code>{_CODE_NAME})(?!\w)",
    re.ASCII,
)
_BY_NAME = {code.name: code for code in CODES}


def escape(text: str) -> str:
    """Text that Markdown shows as it is, never as markup.

    >>> escape("<script>alert(1)</script> | *bold* `code`")
    '&lt;script&gt;alert(1)&lt;/script&gt; &#124; \\\\*bold\\\\* \\\\`code\\\\`'
    >>> escape("1. not a list"), escape("- not a list")
    ('1\\\\. not a list', '\\\\- not a list')
    """
    # Registry texts are one line (check() says so): only their start can open a block.
    head, start = "", _LINE_START.match(text)
    if start and start.group().isdigit():  # "1. " -> "1\. "
        head, text = start.group() + "\\.", text[start.end() + 1 :]
    elif start:  # "- " -> "\- "
        head, text = "\\" + start.group(), text[1:]
    return head + text.translate(_ESCAPE_TABLE)


def anchor(function: str) -> str:
    """The anchor of a function on the functions page: ``torch_npu.npu.restart_device`` -> ``torch_npu-npu-restart_device``."""
    return function.replace(".", "-")


def _code_link(code: Code, functions_page: str) -> str:
    """A link to a code's page (or a C++-only code's anchor on the index), from the page
    whose link to the functions page is ``functions_page``."""
    up = functions_page.removesuffix("functions.md")
    target = f"{codes_folder(code)}{code.name}.md" if code.member else f"codes/index.md#{code.name}"
    return f"[`{code.name}`]({up}{target})"  # a safe name (check()), in a code span as it is


def inline(text: str, functions_page: str) -> str:
    """Registry text as Markdown: escaped, function names as code linked to their explanation, URLs as links.

    >>> inline("Call unlink_clusters first.", "../functions.md")
    'Call [`unlink_clusters`](../functions.md#unlink_clusters) first.'
    """
    out = []
    position = 0
    for match in _INLINE.finditer(text):
        out.append(escape(text[position : match.start()]))
        if match.group("url"):
            url = match.group("url")
            out.append(f"[{escape(url)}]({url})")
        elif match.group("code"):
            out.append(_code_link(_BY_NAME[match.group("code")], functions_page))
        else:
            function = match.group("function")
            out.append(f"[`{function}`]({functions_page}#{anchor(function)})")
        position = match.end()
    out.append(escape(text[position:]))
    return "".join(out)


# -- pages ------------------------------------------------------------------------------


def localized(uri: str, lang: str) -> str:
    """A page's path in docs/ for ``lang``, in mkdocs-static-i18n's suffix layout.

    >>> localized("codes/LLM_TIMEOUT.md", "en"), localized("codes/LLM_TIMEOUT.md", "zh")
    ('codes/LLM_TIMEOUT.md', 'codes/LLM_TIMEOUT.zh.md')
    """
    return uri if lang == DEFAULT_LANGUAGE else uri.removesuffix(".md") + f".{lang}.md"


def built_path(uri: str, lang: str) -> str:
    """Where the page of ``uri`` is written in the site, for ``lang``.

    >>> built_path("codes/LLM_TIMEOUT.md", "zh"), built_path("codes/index.md", "en")
    ('zh/codes/LLM_TIMEOUT/index.html', 'codes/index.html')
    """
    stem = uri.removesuffix(".md")
    path = f"{stem}.html" if stem.endswith("/index") else f"{stem}/index.html"
    return path if lang == DEFAULT_LANGUAGE else f"{lang}/{path}"


def _front_matter(text: str) -> str:
    """A front-matter value the theme can put into HTML as it is: escaped, then quoted for YAML."""
    return json.dumps(html.escape(text), ensure_ascii=False)


def badge(code: Code, lang: str) -> str:
    """The recoverability badge: recoverable / not recoverable / not applicable / not stated."""
    label = html.escape(recoverability(code, lang))
    return f'<span class="llm-badge llm-badge--{code.verdict}">{label}</span>'


def provenance(source: Source | None, lang: str, family: Family = LLM_DATADIST) -> str:
    """The small label after a statement that the family's first official table does not
    make: where it comes from ("C++ table", "ours", ...); nothing for the table's own
    words (the Python table's for LLM-DataDist, HIXL's for HIXL)."""
    if not family.labels(source):
        return ""
    title = html.escape(say("source_title_" + source.value, lang), quote=True)
    text = html.escape(say("source_" + source.value, lang))
    return f' <span class="llm-src llm-src--{source.value}" title="{title}">{text}</span>'


def said(text: T, lang: str, functions_page: str, family: Family = LLM_DATADIST) -> str:
    """A registry statement as Markdown, with its provenance label."""
    return inline(text[lang], functions_page) + provenance(text.source, lang, family)


def example(code: Code, lang: str) -> str:
    """The "handle it in code" doctest of a code's page."""
    steps = "\n".join(f"- {step}" for step in code.remedy_in(lang))
    if code.family is not LLM_DATADIST:  # HIXL returns a status; nothing raises it
        enum = code.family.enum
        return (
            f">>> from llm_status import {enum}\n"
            f">>> status = {enum}({code.value})  # what a call returned\n"
            f">>> status is {enum}.{code.name}, status.recoverable\n"
            f"(True, {code.recoverable!r})\n"
            f'>>> for step in status.remedy["{lang}"]:\n'
            '...     print("-", step)\n'
            f"{steps}\n"
        )
    api = next((rule.apis[0] for rule in code.advice if rule.apis), None)
    call = f"{api}(...)" if api else "call(...)"
    given = advice_of_rule(code, code.advice[0])
    return (
        ">>> from llm_status import LLMException, LLMStatusCode, advice\n"
        ">>> try:  # a call that failed with this code\n"
        f'...     raise LLMException("{call} failed", status_code=LLMStatusCode.{code.name})\n'
        "... except LLMException as e:\n"
        "...     code = e.status_code\n"
        f"...     next_step = advice(code{f', api={api!r}' if api else ''})\n"
        ">>> next_step.action.name, next_step.action.retries\n"
        f"({given.action.name!r}, {given.action.retries!r})\n"
        f'>>> for step in code.remedy["{lang}"]:\n'
        '...     print("-", step)\n'
        f"{steps}\n"
    )


def _advice_list(code: Code, lang: str, functions_page: str) -> list[str]:
    lines = []
    for rule in code.advice:
        where = calls_of(code, rule, lang)
        line = rule_line(rule.action, rule.step, lang)
        lines.append(
            f"- {inline(where, functions_page)}{escape(say('colon', lang))}**{escape(line)}**"
            + provenance(rule.source, lang, code.family)
        )
    if unknown := unnamed_call(code):
        line = say("advice_line_depends", lang, line=rule_line(unknown.action, unknown.step, lang))
        lines.append(
            f"- {escape(say('advice_unnamed', lang))}{escape(say('colon', lang))}**{escape(line)}**"
            + provenance(unknown.source, lang, code.family)
        )
    return lines


def _row_cells(row: Row | None, lang: str, functions_page: str) -> list[str]:
    """One official table's column of the sources table: name, meaning, recoverable, remedy."""
    if row is None:
        return [escape(say("table_absent", lang))] * 4
    steps = "<br>".join(
        f"{n}\\. {inline(step[lang], functions_page)}" for n, step in enumerate(row.remedy, 1)
    )
    return [
        f"`{row.name}`",
        inline(row.meaning[lang], functions_page),
        escape(answer(row.recoverable, lang)),
        steps,
    ]


def _differences(python: Row | None, cpp: Row | None, family: Family, lang: str) -> str:
    """One sentence: what the two official tables disagree on, or that only one (or none) speaks."""
    if python is None and cpp is None:
        return say("sources_none", lang)
    if python is None or cpp is None:
        table = say("table_" + family.tables[0 if cpp is None else 1].value, lang)
        return say("sources_one", lang, table=table)
    differ = [
        field
        for field, a, b in (
            ("field_name", python.name, cpp.name),
            ("field_meaning", python.meaning.zh, cpp.meaning.zh),
            ("field_recoverable", python.recoverable, cpp.recoverable),
            ("field_remedy", [t.zh for t in python.remedy], [t.zh for t in cpp.remedy]),
        )
        if a != b
    ]
    if not differ:
        return say("sources_agree", lang)
    fields = say("list_separator", lang).join(say(field, lang) for field in differ)
    return say("sources_differ", lang, fields=fields)


# A code with more messages than this shows each group folded.
_OPEN_UP_TO = 12


def _message_item(message: upstream_messages.Message, lang: str) -> str:
    """One message: the template as upstream writes it, how it shows, and its line."""
    shows = html.escape(say("shows_as_short_" + message.shows_as, lang))
    link = (
        f'<a href="{html.escape(message.url)}">{html.escape(message.site.rsplit("/", 1)[-1])}</a>'
    )
    return f"- <code>{html.escape(message.template)}</code> · {shows} · {link}"


def _group_title(kind: str, name: str, count: int, lang: str) -> str:
    """A group's summary: raw HTML, which MkDocs does not rewrite, so no link to a page."""
    key = "log_group_function" if kind == "function" else "log_group_component"
    return say(key, lang, name=f"<code>{html.escape(name)}</code>", count=count)


def messages_section(code: Code, lang: str) -> list[str]:
    """ "What the log says": the description upstream registers for a code, then every
    message that reports it, grouped by the call (or the component) it comes from."""
    rows = upstream_messages.of_code(code.name)
    described = [m for m in rows if m.shows_as == "description"]
    printed = [m for m in rows if m.shows_as != "description"]
    commit = f'<a href="{upstream_messages.REPOSITORY}/tree/{upstream_messages.COMMIT}"><code>{upstream_messages.COMMIT[:7]}</code></a>'
    lines = [f"## {escape(say('page_log', lang))}", ""]
    if described:
        lines += [
            say(
                "log_description",
                lang,
                template=f"<code>{html.escape(described[0].template)}</code>",
            ),
            "",
        ]
    if printed:
        lines += [say("log_messages", lang, count=len(printed), commit=commit), ""]
        groups: dict[tuple[str, str], list] = {}
        for message in printed:
            groups.setdefault(upstream_messages.group_of(message), []).append(message)
        folded = len(printed) > _OPEN_UP_TO
        for (kind, name), members in sorted(
            groups.items(), key=lambda g: (g[0][0] != "function", g[0][1])
        ):
            title = _group_title(kind, name, len(members), lang)
            lines += [
                f'<details class="llm-messages" markdown="1"{"" if folded else " open"}>',
                f"<summary>{title}</summary>",
                "",
                *(_message_item(m, lang) for m in members),
                "",
                "</details>",
                "",
            ]
    else:
        lines += [say("log_none", lang, commit=commit), ""]
    if code.family is LLM_DATADIST:
        lines += [escape(say("log_failed_call", lang)), ""]
    return lines


def sources_section(code: Code, lang: str, functions_page: str) -> list[str]:
    """The "Sources" part of a code page: both official tables side by side, and where they differ."""
    python, cpp = code.first_row, code.second_row
    header = [
        say("table_field", lang),
        *(say("table_" + t.value, lang) for t in code.family.tables),
    ]
    labels = ["name", "meaning", "recoverable", "remedy"]
    columns = [_row_cells(python, lang, functions_page), _row_cells(cpp, lang, functions_page)]
    lines = [f"## {escape(say('page_sources', lang))}", ""]
    if python is not None or cpp is not None:
        lines += [
            escape(say("page_sources_intro_" + code.family.name, lang)),
            "",
            "| " + " | ".join(escape(h) for h in header) + " |",
            "| --- | --- | --- |",
        ]
        for i, label in enumerate(labels):
            lines.append(f"| {escape(say(label, lang))} | {columns[0][i]} | {columns[1][i]} |")
        lines.append("")
    verdict = html.escape(_differences(python, cpp, code.family, lang))
    lines += [f'<p class="llm-sources-verdict">{verdict}</p>', ""]
    if code.family.table_url:
        table = say("table_" + code.family.tables[0].value, lang)
        lines += [
            f"- [{escape(say('page_official_link', lang, table=table))}]({code.family.table_url})",
            "",
        ]
    return lines


def _advice_example(code: Code) -> str:
    """A doctest of ``advice`` for each of the code's rules, and for an unnamed call."""
    lines = [">>> from llm_status import advice"]
    named = {api for rule in code.advice for api in rule.apis or ()}
    other = next(f for f in FUNCTIONS if f not in named)  # a call no rule names
    name = code.qualified
    for rule in code.advice:
        if rule.apis is not None:
            call = f"advice({name!r}, api={rule.apis[0]!r})"
        elif len(code.advice) > 1:
            call = f"advice({name!r}, api={other!r})"
        else:
            call = f"advice({name!r})"
        lines += [f">>> {call}.action", f"<Action.{rule.action.name}: {rule.action.value!r}>"]
    if unknown := unnamed_call(code):
        lines += [
            f">>> advice({name!r}).action.name, advice({name!r}).depends_on_call",
            f"({unknown.action.name!r}, True)",
        ]
    return "\n".join(lines) + "\n"


def _also(code: Code, lang: str) -> list[str]:
    """How people say it when they search: shown, so that the search finding the page by
    these words is no mystery, and labelled ours, since upstream does not say them."""
    if code.also is None:
        return []
    terms = escape(say("list_separator", lang).join(code.also_in(lang)))
    label = escape(say("also_searched", lang)) + escape(say("colon", lang))
    return [
        f'<p class="llm-also" markdown="1">{label}{terms}{provenance(code.also.source, lang)}</p>',
        "",
    ]


def _handle_in_code(code: Code, lang: str, functions_page: str) -> list[str]:
    """The "handle it in code" section; none where there is nothing to handle."""
    if all(rule.action is Action.NOTHING for rule in code.advice):
        return []
    return [
        f"## {escape(say('page_code', lang))}",
        "",
        inline(say("page_code_intro_" + code.family.name, lang), functions_page),
        "",
        "```pycon",
        example(code, lang),  # ends in a blank line, or doctest reads the fence as output
        "```",
        "",
    ]


def first_screen(code: Code, lang: str) -> list[str]:
    """What a reader must know before acting, right under the badge: the split where
    what to do depends on the call, and a mark where the text is ours or the code is
    reserved."""
    lines = []
    if unnamed_call(code):
        # One entry an action: the calls of rules that agree, together.
        by_action: dict[Action, list[Rule]] = {}
        for rule in code.advice:
            by_action.setdefault(rule.action, []).append(rule)
        splits = []
        for action, rules in by_action.items():
            apis = [api for rule in rules for api in rule.apis or ()]
            joined = rules[0]._replace(apis=tuple(apis) if all(r.apis for r in rules) else None)
            where = calls_of(code, joined, lang)
            splits.append(f"{where}{say('colon', lang)}{say('action_' + action.name, lang)}")
        text = say("depends_on_call", lang, split=say("list_separator_long", lang).join(splits))
        lines.append(f'<p class="llm-flag llm-flag--depends">{html.escape(text)}</p>')
    if code.in_no_table:
        lines.append(
            f'<p class="llm-flag llm-flag--ours">{html.escape(say("flag_ours", lang))}</p>'
        )
    if code.reserved is not None:
        table = say("table_" + code.reserved.value, lang)
        text = say("flag_reserved", lang, table=table)
        lines.append(f'<p class="llm-flag llm-flag--reserved">{html.escape(text)}</p>')
    return [*lines, ""] if lines else []


def _related(code: Code, lang: str, functions_page: str) -> list[str]:
    """The codes a reader of this one may be after instead: its group (codes.RELATED),
    and its namesake in another family."""

    names = [n for group in RELATED if code.name in group for n in group if n != code.name]
    others = [_BY_NAME[n] for n in dict.fromkeys(names)] + namesakes(code)
    others = list(dict.fromkeys(o for o in others if o is not code))
    if not others:
        return []
    items = [
        f"- {_code_link(o, functions_page)}{escape(say('colon', lang))}{escape(o.meaning[lang])}"
        + ("" if o.family is code.family else f" ({escape(o.family.name)})")
        for o in others
    ]
    return [f"## {escape(say('page_related', lang))}", "", *items, ""]


def _neighbours(code: Code, lang: str, functions_page: str, codes: Iterable[Code]) -> list[str]:
    """The previous and the next code of the family, in the registry's (upstream's) order."""
    family = [c.name for c in codes if c.family is code.family and c.member]
    by_name = {c.name: c for c in codes}
    if code.name not in family:
        return []
    at = family.index(code.name)
    family = [by_name[name] for name in family]
    parts = []
    if at > 0:
        parts.append("← " + _code_link(family[at - 1], functions_page))
    if at + 1 < len(family):
        parts.append(_code_link(family[at + 1], functions_page) + " →")
    return [
        " · ".join(parts),
        '{ .llm-neighbours aria-label="' + say("neighbours", lang) + '" }',
        "",
    ]


def _up(code: Code) -> str:
    """From a code's page to the site root: ``../`` (codes/), ``../../`` (hixl/codes/)."""
    return "../" * codes_folder(code).count("/")


def code_page(code: Code, lang: str, codes: Iterable[Code] = CODES) -> str:
    """The Markdown page of one code, in one language (``codes``: the registry it is in)."""
    family = code.family
    functions_page = _up(code) + "functions.md"
    meaning = said(code.meaning, lang, functions_page, family)
    lang_option = "" if lang == DEFAULT_LANGUAGE else f" --lang {lang}"
    colon = say("colon", lang)
    family_line = (
        [] if family is LLM_DATADIST else [escape(say("page_family_" + family.name, lang)), ""]
    )
    lines = [
        "---",
        # The meaning in the title: a browser tab says what the code is. The theme
        # puts title and description into HTML unescaped: escape them here.
        f"title: {_front_matter(code.name + say('colon', lang) + code.meaning[lang])}",
        # For a link preview: what it means, its value, whether it recovers.
        f"description: {_front_matter(say('page_description', lang, meaning=code.meaning[lang], value=code.value, hex=code.hex, verdict=recoverability(code, lang)))}",
        "search:",
        "  boost: 2  # a code's own page answers a search before pages that mention it",
        "---",
        "",
        f"[{escape(say('crumb_home', lang))}]({_up(code)}index.md) › "
        f"[{escape(say('index_title', lang))}]({_up(code)}codes/index.md) › {escape(code.name)}",
        '{ .llm-breadcrumb aria-label="breadcrumb" }',
        "",
        f"# {escape(code.name)}",
        "",
        *family_line,
        f"{badge(code, lang)} **{meaning}**",
        "",
        *first_screen(code, lang),
        f"{escape(say('page_value', lang))}{colon}`{code.value}` · `{code.hex}` · "
        f"{escape(say('area_' + code.area.name, lang))} · "
        f"{escape(say('recoverable', lang))}{colon}{escape(verdict_answer(code, lang))}"
        + ("" if code.verdict == "unstated" else provenance(code.recoverable_source, lang, family)),
        "",
        f"## {escape(say('page_remedy', lang))}",
        "",
        *(
            f"{number}. {said(step, lang, functions_page, family)}"
            for number, step in enumerate(code.remedy, start=1)
        ),
        "",
        *_handle_in_code(code, lang, functions_page),
        f"## {escape(say('advice', lang))}",
        "",
        inline(say("page_advice_intro", lang), functions_page),
        "",
        *_advice_list(code, lang, functions_page),
        "",
        "```pycon",
        _advice_example(code),
        "```",
        "",
        f"## {escape(say('page_command', lang))}",
        "",
        "```console",
        f"$ llm-status explain {code.qualified}{lang_option}",
        "```",
        "",
        *messages_section(code, lang),
        *_related(code, lang, functions_page),
        f"## {escape(say('page_upstream', lang))}",
        "",
        *(f"- {said(note, lang, functions_page, family)}" for note in code.notes),
        *([] if code.notes else [escape(say("page_no_notes", lang))]),
        "",
        *_also(code, lang),
        *sources_section(code, lang, functions_page),
        *_neighbours(code, lang, functions_page, codes),
    ]
    return "\n".join(lines)


def _marks(code: Code, lang: str) -> str:
    """Small labels after a meaning in the index: ours (no table documents the code),
    reserved (a table says it is not returned for now)."""
    marks = []
    if code.in_no_table:
        marks.append(("ours", say("source_ours", lang)))
    if code.reserved is not None:
        marks.append(("reserved", say("mark_reserved", lang)))
    return "".join(
        f' <span class="llm-src llm-src--{kind}">{html.escape(text)}</span>' for kind, text in marks
    )


def _table(
    codes: Iterable[Code], lang: str, families: bool = False, verdicts: bool = False
) -> list[str]:
    """A table of codes, from the index (codes/index.md): name, (family,) value, hex,
    meaning (with its marks), (recoverable). In a <div> that a phone shows as cards."""
    header = [say("name", lang), say("page_value", lang), say("hex", lang), say("meaning", lang)]
    if families:
        header.insert(1, say("family", lang))
    if verdicts:
        header.append(say("recoverable", lang))
    rule = (
        "| --- | "
        + ("--- | " if families else "")
        + "---: | --- | --- |"
        + (" --- |" if verdicts else "")
    )
    lines = [
        '<div class="llm-index" markdown="1">',
        "",
        "| " + " | ".join(escape(h) for h in header) + " |",
        rule,
    ]
    for code in codes:
        link = (
            f"[{escape(code.name)}](../{codes_folder(code)}{code.name}.md)"
            if code.member
            else (f"[{escape(code.name)}](#{code.name})")
        )
        family = f" {escape(code.family.name)} |" if families else ""
        verdict = f" {escape(verdict_answer(code, lang))} |" if verdicts else ""
        meaning = escape(code.meaning[lang]) + _marks(code, lang)
        lines.append(f"| {link} |{family} `{code.value}` | `{code.hex}` | {meaning} |{verdict}")
    return [*lines, "", "</div>"]


def index_page(codes: Iterable[Code], lang: str) -> str:
    """The recoverability index: every code of every family by recoverability, then each
    family's codes by area, then the C++-only codes."""
    codes = list(codes)
    members = [c for c in codes if c.member]
    cpp_only = [c for c in codes if not c.member]
    several = len({c.family for c in members}) > 1
    lines = [
        "---",
        f"title: {_front_matter(say('index_title', lang))}",
        "search:",
        "  exclude: true  # it repeats the code pages, and its rows spliced into snippets",
        "---",
        "",
        f"# {escape(say('index_title', lang))}",
        "",
        escape(say("index_intro", lang)),
        "",
        f"## {escape(say('index_by_recoverability', lang))}",
    ]
    for verdict in VERDICTS:
        # Every code, the C++-only ones too (their "page" is their anchor below).
        group = [c for c in codes if c.verdict == verdict]
        if group:
            title = escape(say("group_" + verdict, lang))
            lines += ["", f"### {title} ({len(group)})", "", *_table(group, lang, several)]
    for family in FAMILIES:
        in_family = [c for c in members if c.family is family]
        if not in_family:
            continue
        lines += [
            "",
            f"## {escape(say('index_family', lang, family=family.name))}",
            "",
            escape(say("index_family_intro_" + family.name, lang)),
        ]
        for area in Area:
            group = [c for c in in_family if c.area is area]
            if group:
                title = escape(say("area_" + area.name, lang))
                lines += [
                    "",
                    f"### {title} ({len(group)})",
                    "",
                    *_table(group, lang, verdicts=True),
                ]
    if cpp_only:
        lines += [
            "",
            f"## {escape(say('index_cpp_only', lang))}",
            "",
            inline(say("index_cpp_only_intro", lang), "../functions.md"),
        ]
        for code in cpp_only:
            steps = (
                f"{n}. {inline(step, '../functions.md')}"
                for n, step in enumerate(code.remedy_in(lang), start=1)
            )
            lines += [
                "",
                f"### {escape(code.name)} {{#{code.name}}}",
                "",
                f"{badge(code, lang)} **{escape(code.meaning[lang])}**",
                "",
                f"`{code.value}` · `{code.hex}`",
                "",
                *steps,
            ]
    lines.append("")
    return "\n".join(lines)


def _ours_only(text: T, lang: str, link_to: str) -> str:
    """A statement of the functions page: its facts are the API reference's, so only
    what is ours carries a label."""
    label = provenance(text.source, lang) if text.source is Source.OURS else ""
    return inline(text[lang], link_to) + label


def _function_section(function: functions.Function, codes: list[Code], lang: str) -> list[str]:
    named_by = [
        c
        for c in codes
        if function.name in functions_named(c)
        or any(function.name in (rule.apis or ()) for rule in c.advice)
    ]
    colon = escape(say("colon", lang))

    def item(key: str, texts: Iterable[T]) -> list[str]:
        """One labelled item: its text inline, or a nested list where there are several."""
        texts = list(texts)
        head = f"- **{escape(say(key, lang))}**{colon}"
        if len(texts) == 1:
            return [head + _ours_only(texts[0], lang, "")]
        return [head, *(f"    - {_ours_only(t, lang, '')}" for t in texts)] if texts else []

    lines = [
        f"### `{function.qualified}` {{#{function.anchor}}}",
        "",
        "```python",
        function.signature,
        "```",
        "",
        _ours_only(function.summary, lang, ""),
        "",
        *item("function_returns", function.raises),
        *item("function_timeout", [function.timeout] if function.timeout else []),
        *item("function_notes", function.notes),
    ]
    if named_by:
        links = say("list_separator", lang).join(
            f"[{escape(c.name)}]({page_path(c, DEFAULT_LANGUAGE).removesuffix('/') + '.md'})"
            if c.member
            else f"[{escape(c.name)}](codes/index.md#{c.name})"
            for c in named_by
        )
        lines.append(f"- **{escape(say('function_codes', lang))}**{colon}{links}")
    printed = upstream_messages.of_function(function.name)
    if printed:
        # The messages that come out of the call, and the code each reports.
        title = say("function_messages", lang, count=len(printed))
        lines += [
            "",
            f'<details class="llm-messages" markdown="1"{"" if len(printed) > _OPEN_UP_TO else " open"}>',
            f"<summary>{html.escape(title)}</summary>",
            "",
            *(_message_item(m, lang) + f" · {html.escape(_reports(m, lang))}" for m in printed),
            "",
            "</details>",
        ]
    return [*lines, ""]


def _reports(message: upstream_messages.Message, lang: str) -> str:
    """The code a message reports, or "any code" for a failed call's message."""
    return say("any_code", lang) if message.named_code is None else message.code


def functions_page(codes: Iterable[Code], lang: str) -> str:
    """The functions page: every public function upstream documents, by class."""
    codes = list(codes)
    lines = [
        "---",
        f"title: {_front_matter(say('functions_title', lang))}",
        f"description: {_front_matter(say('functions_description', lang))}",
        "search:",
        "  boost: 0.5  # a code's page answers before the calls that mention it",
        "---",
        "",
        f"# {escape(say('functions_title', lang))}",
        "",
        escape(say("functions_intro", lang)),
        "",
    ]
    for key, group in (
        ("functions_llmdatadist", functions.LLMDATADIST),
        ("functions_cache_manager", functions.CACHE_MANAGER),
        ("functions_others", functions.OTHERS),
    ):
        lines += [f"## {escape(say(key, lang))}", ""]
        for function in group:
            lines += _function_section(function, codes, lang)
    return "\n".join(lines)


# -- aliases and data ---------------------------------------------------------------------


def alias_files(code: Code, lang: str) -> list[str]:
    """Where the redirects of a code's aliases are written in the site, for ``lang``.

    >>> from llm_status import find
    >>> alias_files(find("hixl::TIMEOUT"), "zh")[:2]
    ['zh/hixl/codes/timeout/index.html', 'zh/hixl/codes/103901/index.html']
    """
    prefix = "" if lang == DEFAULT_LANGUAGE else f"{lang}/"
    return [f"{prefix}{codes_folder(code)}{alias}/index.html" for alias in code.alias_paths]


def redirect_page(code: Code, lang: str, site_url: str, directory_urls: bool = True) -> str:
    """A small HTML page at an alias that sends the browser on to the code's page.

    Without directory URLs (a site opened from disk) it names the page's file.
    """
    target = f"../{code.name}/" + ("" if directory_urls else "index.html")
    canonical = site_url + page_path(code, lang)
    title = html.escape(say("redirect", lang, name=code.name))
    return with_policy(
        "<!doctype html>\n"
        f'<html lang="{lang}">\n'
        "<head>\n"
        '<meta charset="utf-8">\n'
        f"<title>{title}</title>\n"
        f'<link rel="canonical" href="{html.escape(canonical)}">\n'
        '<meta name="robots" content="noindex">\n'
        f'<meta http-equiv="refresh" content="0; url={target}">\n'
        f"<script>location.replace({json.dumps(target)} + location.search + location.hash)</script>\n"
        "</head>\n"
        f'<body><a href="{target}">{title}</a></body>\n'
        "</html>\n"
    )


def codes_json(codes: Iterable[Code], site_url: str) -> str:
    """``codes.json``: the same records as ``llm-status list --json``."""
    return json.dumps(registry_records(site_url, tuple(codes)), ensure_ascii=False, indent=2) + "\n"


def messages_records() -> list[dict]:
    """What the site's log decoder needs to know a message when it sees one: for each
    template a log prints, the keyword it is indexed by and a pattern that reads alike
    in Python and JavaScript."""
    printed = tuple(m for m in upstream_messages.messages() if m.shows_as != "description")
    records = []
    for message, keyword in upstream_messages.keywords(printed).items():
        records.append(
            {
                "code": message.code,
                # The code's name, or null where the line's own number says which.
                "named": message.named_code,
                "keyword": keyword,
                "segments": upstream_messages.segments_of(message.template),
                "specific": message.specific,
                "length": len(message.literal.strip()),
                "template": message.template,
                "function": message.function,
                "site": message.site,
                "url": message.url,
                "shows_as": message.shows_as,
            }
        )
    return records


def messages_json() -> str:
    """``messages.json``: loaded by the decoder only when someone pastes a log."""
    return json.dumps(messages_records(), ensure_ascii=False) + "\n"


def messages_script() -> str:
    """``messages.js``: the same data for a page opened from disk."""
    return f"window.__llmStatusMessages = {json.dumps(messages_records(), ensure_ascii=False)}\n"


def codes_script(codes: Iterable[Code], site_url: str) -> str:
    """``codes.js``: the same data for a page opened from disk, where a script may not fetch."""
    records = json.dumps(registry_records(site_url, tuple(codes)), ensure_ascii=False)
    return f"window.__llmStatusCodes = {records}\n"


# -- search ----------------------------------------------------------------------------


def search_keys(code: Code) -> list[str]:
    """What a person types to mean exactly this code, lower-cased: its names (with and
    without their qualifiers), its decimal and hex value.

    >>> from llm_status import find
    >>> search_keys(find("hixl::TIMEOUT"))[:4]
    ['timeout', 'hixl::timeout', 'adxl::timeout', 'hixl.timeout']
    """
    names = [code.name, *code.aliases]
    keys = [*names, *(q + n for q in code.family.qualifiers for n in names)]
    keys += [str(code.value), code.hex, code.hex.replace("0x", "")]
    return list(dict.fromkeys(key.lower() for key in keys))


def search_extension(codes: Iterable[Code], lang: str) -> dict:
    """What the site's search worker (llm-status-search.js) adds to material's search, in
    ``lang``: the page each exact name or value leads to, and its labels."""
    names: dict[str, str] = {}
    for code in codes:
        location = page_path(code, DEFAULT_LANGUAGE)
        for key in search_keys(code):
            names.setdefault(key, location)  # a value two families share: the first's
    other = next(each for each in LANGUAGES if each != lang)
    return {
        "lang": lang,
        "names": names,
        "decoder": "",  # the home page, with #log=...
        # The other language's home, from this one's root (translations sit one level down).
        "other": f"{other}/" if lang == DEFAULT_LANGUAGE else "../",
        "labels": {"decode": say("search_decode", lang), "other": say("search_other", other)},
        # The anchor of "What the log says" (toc's slug of its heading).
        "log_sections": [say("page_log", lang).lower().replace(" ", "-")],
    }


# -- the content security policy ------------------------------------------------------

# The site loads nothing from elsewhere and runs only its own scripts: its files,
# and the few inline scripts of the theme, each allowed by its hash.
_INLINE_SCRIPT = re.compile(r"<script(?![^>]*\b(?:src|type)=)[^>]*>(.*?)</script>", re.DOTALL)
_POLICY = (
    "default-src 'none'; script-src 'self' {hashes}; style-src 'self' 'unsafe-inline'; "
    "img-src 'self' data:; font-src 'self'; connect-src 'self'; worker-src 'self'; "
    "manifest-src 'self'; base-uri 'self'; form-action 'none'"
)


def content_security_policy(page: str) -> str:
    """The policy a page needs: only its own files, and its inline scripts by their hash.

    >>> content_security_policy("<script>go()</script>").split("; ")[1]
    "script-src 'self' 'sha256-...'"
    """
    import base64
    import hashlib

    hashes = " ".join(
        f"'sha256-{base64.b64encode(hashlib.sha256(body.encode()).digest()).decode()}'"
        for body in _INLINE_SCRIPT.findall(page)
    )
    return _POLICY.format(hashes=hashes).replace(" ;", ";")


def with_policy(page: str) -> str:
    """An HTML page with its content security policy, first in its <head> (a policy
    applies only to what follows it)."""
    policy = content_security_policy(page)
    meta = (
        f'<meta http-equiv="Content-Security-Policy" content="{html.escape(policy, quote=False)}">'
    )
    head = page.find("<head>")
    if head < 0:
        return page
    return page[: head + 6] + "\n" + meta + page[head + 6 :]


# -- everything, for one language ----------------------------------------------------------


# The generated pages that belong in the nav; the code pages stay out of it.
IN_NAV = ("codes/index.md", "functions.md")


def pages(codes: Iterable[Code], lang: str) -> dict[str, str]:
    """Every generated Markdown page of one language, by its path in docs/ in the default
    language (``codes/index.md``, ``codes/LLM_TIMEOUT.md``); ``localized`` gives the others.
    """
    codes = list(codes)
    out = {"codes/index.md": index_page(codes, lang), "functions.md": functions_page(codes, lang)}
    for code in codes:
        if code.member:
            out[f"{codes_folder(code)}{code.name}.md"] = code_page(code, lang, codes)
    return out


def write_markdown(docs_dir: Path, codes: Iterable[Code] = CODES) -> list[Path]:
    """Write every generated page, in every language, under ``docs_dir``; return the paths."""
    codes = check(codes)
    written = []
    for lang in LANGUAGES:
        for uri, text in pages(codes, lang).items():
            path = Path(docs_dir) / localized(uri, lang)
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            written.append(path)
    return written
