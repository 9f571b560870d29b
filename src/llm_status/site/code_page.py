"""The page of one code: meaning, recoverability, what to do, what the log says,
the sources side by side, the code that handles it."""

from __future__ import annotations

import html
import json
import re
from collections.abc import Iterable

from ..advice import advice_of_rule, calls_of, rule_line, unnamed_call
from ..code_text import same_value_below, same_value_said
from ..i18n import say
from ..links import codes_folder
from ..names import BY_NAME, functions_named, namesakes
from ..registry import functions, symptoms, upstream_messages
from ..registry.codes import CODES, RELATED
from ..registry.record import (
    LLM_DATADIST,
    Action,
    Code,
    Family,
    Row,
    Source,
    T,
)
from ..verdict_words import (
    answer,
    differences_sentence,
    recoverability,
    reserved_flag,
    second_table_flags,
    verdict_answer,
    verdict_labels,
)
from .paths import DEFAULT_LANGUAGE, area_anchor, family_anchor, symptom_path
from .text import code_link, console, escape, inline


def front_matter(text: str) -> str:
    """A front-matter value the theme can put into HTML as it is: escaped, then quoted for YAML."""
    return json.dumps(html.escape(text), ensure_ascii=False)


def badge(code: Code, lang: str) -> str:
    """The recoverability badge: recoverable / not recoverable / not applicable / not stated;
    one a table, each saying which, where the tables disagree."""
    return " ".join(
        f'<span class="llm-badge llm-badge--{verdict}">{html.escape(label)}</span>'
        for verdict, label in verdict_labels(code, lang)
    )


def provenance(source: Source | None, lang: str, family: Family = LLM_DATADIST) -> str:
    """The small label after a statement that the family's first official table does not
    make: where it comes from ("C++ table", "ours", ...); nothing for the table's own
    words (the Python table's for LLM-DataDist, HIXL's for HIXL)."""
    if not family.labels(source):
        return ""
    return label(source, lang)


def label(source: Source, lang: str) -> str:
    """The small label that names a statement's source, wherever it stands."""
    title = html.escape(say("source_title_" + source.value, lang), quote=True)
    text = html.escape(say("source_" + source.value, lang))
    return f' <span class="llm-src llm-src--{source.value}" title="{title}">{text}</span>'


def explain_section(name: str, lang: str) -> list[str]:
    """A page's last section: the command that says the same in a terminal."""
    return [
        f"## {escape(say('page_command', lang))}",
        "",
        "```console",
        f"$ llm-status explain {name}" + (" --lang zh" if lang == "zh" else ""),
        "```",
        "",
    ]


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
            f">>> status = {enum}({code.value})  # {say('example_returned', lang)}\n"
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
        f">>> try:  # {say('example_failed', lang)}\n"
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
        line = rule_line(rule.action, rule.step, lang, rule.to)
        lines.append(
            f"- {inline(where, functions_page)}{escape(say('colon', lang))}**{escape(line)}**"
            + provenance(rule.source, lang, code.family)
        )
    if unknown := unnamed_call(code):
        line = say(
            "advice_line_depends",
            lang,
            line=rule_line(unknown.action, unknown.step, lang, unknown.to),
        )
        lines.append(
            f"- {escape(say('advice_unnamed', lang))}{escape(say('colon', lang))}**{escape(line)}**"
            + provenance(unknown.source, lang, code.family)
        )
    if any(rule.action is Action.RELINK for rule in code.advice):
        lines += [
            "",
            inline(say("relink_how", lang), functions_page) + provenance(Source.API, lang),
        ]
    return lines


def _row_cells(row: Row | None, lang: str, functions_page: str, notes=()) -> list[str]:
    """One official table's column of the sources table: name, meaning, recoverable, remedy
    (with the table's own notes under it, "说明：", as its cell has them). A quotation:
    addresses are shown whole."""
    if row is None:
        return [escape(say("table_absent", lang))] * 4
    steps = "<br>".join(
        [
            *(
                f"{n}\\. {inline(step[lang], functions_page, whole_urls=True)}"
                for n, step in enumerate(row.remedy, 1)
            ),
            *(escape(say("table_note", lang, text=note[lang])) for note in notes),
        ]
    )
    return [
        f"`{row.name}`",
        inline(row.meaning[lang], functions_page),
        escape(answer(row.recoverable, lang)),
        steps,
    ]


def _differences(code: Code, lang: str) -> str:
    """One sentence: what the two official tables disagree on, or that only one (or none) speaks."""
    python, cpp = code.first_row, code.second_row
    if python is None and cpp is None:
        return say("sources_none", lang)
    if python is None or cpp is None:
        table = say("table_" + code.family.tables[0 if cpp is None else 1].value, lang)
        return say("sources_one", lang, table=table)
    return differences_sentence(code, lang)


# A code with more messages than this shows each group folded.
OPEN_UP_TO = 12


def message_anchor(message: upstream_messages.Message, prefix: str = "") -> str:
    """A message's anchor on its page, from its site: ``m-llm_datadist-api-llm_datadist_impl-cc-44``
    (``prefix`` tells apart the same message under several functions)."""
    site = re.sub(r"[^A-Za-z0-9_]+", "-", message.path.removeprefix("src/"))
    return f"{prefix}m-{site}-{message.line}"


def message_item(message: upstream_messages.Message, lang: str, prefix: str = "") -> str:
    """One message: the template as upstream writes it, how it shows, its line, and a link
    to it on this page (an anchor of its own, which the page opens: messages.js)."""
    shows = html.escape(say("shows_as_short_" + message.shown_in, lang))
    link = (
        f'<a href="{html.escape(message.url)}">{html.escape(message.site.rsplit("/", 1)[-1])}</a>'
    )
    anchor = message_anchor(message, prefix)
    title = html.escape(say("message_link", lang), quote=True)
    return (
        f'<code id="{anchor}">{html.escape(message.template)}</code> · {shows} · {link} · '
        f'<a class="llm-message-link" href="#{anchor}" title="{title}" aria-label="{title}">#</a>'
    )


def message_group(title: str, items: list[str], folded: bool) -> list[str]:
    """A group of messages (each an item's HTML), as raw HTML. A folded group's items wait
    in a <template>, which a browser keeps out of the page until the group is opened
    (messages.js builds it then): LLM_PARAM_INVALID's 358 messages cost no layout, no
    style and no DOM (bench: Lighthouse's DOM size 1,945 to 513, blocking time 151 to
    132 ms). The text is in the HTML all the same, so the site's search finds it."""
    listed = ["<ul>", *(f"<li>{item}</li>" for item in items), "</ul>"]
    if folded:
        listed = ['<template class="llm-messages__later">', *listed, "</template>"]
    return [
        f'<details class="llm-messages"{"" if folded else " open"}>',
        f"<summary>{title}</summary>",
        *listed,
        "</details>",
        "",
    ]


# What each filter box narrows, and its words: its label and its count.
_FILTERS = {
    "message": ("message_filter", "message_filter_count"),  # a code's messages
    "index": ("index_filter", "index_filter_count"),  # the index's codes
}


def filter_box(what: str, count: int, lang: str) -> list[str]:
    """A box that narrows a long list as one types (messages.js): ``what`` is one of
    ``_FILTERS``, which gives its words and its class. Hidden until the script shows it,
    since without it the box would do nothing."""
    label_key, count_key = _FILTERS[what]
    label = html.escape(say(label_key, lang))
    # The count's template, its fields left for the script to fill.
    counted = say(count_key, lang, shown="{shown}", total="{total}")
    counted = html.escape(counted, quote=True)
    return [
        f'<div class="llm-filter llm-filter--{what}" hidden data-count="{counted}" data-total="{count}">'
        f'<label>{label} <input type="search" autocomplete="off" spellcheck="false"></label> '
        '<span class="llm-filter__count" aria-live="polite"></span></div>',
        "",
    ]


def _group_title(kind: str, name: str, count: int, lang: str) -> str:
    """A group's summary: raw HTML, which MkDocs does not rewrite, so no link to a page."""
    key = {
        "function": "log_group_function",
        "cpp_api": "log_group_cpp_api",
        "python": "log_group_python",
        "component": "log_group_component",
    }[kind]
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
        folded = len(printed) > OPEN_UP_TO
        if folded:
            lines += filter_box("message", len(printed), lang)
            noscript = say("log_folded_noscript", lang, commit=commit)
            lines += [f"<noscript><p>{noscript}</p></noscript>", ""]
        for (kind, name), members in sorted(
            groups.items(), key=lambda g: (g[0][0] != "function", g[0][1])
        ):
            title = _group_title(kind, name, len(members), lang)
            lines += message_group(title, [message_item(m, lang) for m in members], folded)
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
    notes = [[n for n in code.notes if n.source is table] for table in code.family.tables]
    columns = [
        _row_cells(python, lang, functions_page, notes[0]),
        _row_cells(cpp, lang, functions_page, notes[1] if len(notes) > 1 else ()),
    ]
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
    verdict = html.escape(_differences(code, lang))
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
    # A call no rule names, and one with a timeout of its own: "retry with a longer
    # timeout" must make sense for it (finalize has none; the fidelity review's S10).
    other = next(f.name for f in functions.ALL if f.timeout and f.name not in named)
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
        f"## {escape(say('page_code', lang))} {{ data-search-exclude }}",  # the same on every page
        "",
        inline(say("page_code_intro_" + code.family.name, lang), functions_page),
        "",
        "```pycon",
        example(code, lang),  # ends in a blank line, or doctest reads the fence as output
        "```",
        "",
    ]


def applies_to(lang: str) -> str:
    """Which upstream the page describes, like Microsoft Learn's "Applies to"."""
    commit = upstream_messages.COMMIT
    link = f'<a href="{upstream_messages.REPOSITORY}/tree/{commit}"><code>{commit[:7]}</code></a>'
    text = say(
        "applies_to",
        lang,
        repository="hicann/hixl",
        commit="{commit}",
        date=upstream_messages.COMMIT_DATE,
    )
    return f'<p class="llm-applies">{html.escape(text).replace("{commit}", link)}</p>'


def first_screen(code: Code, lang: str) -> list[str]:
    """What a reader must know before acting, right under the badge: the split where
    what to do depends on the call, and a mark where the text is ours or the code is
    reserved."""
    lines = []
    if unnamed_call(code):
        # One entry a rule: the table's calls and the calls we add (LLM_TIMEOUT's push_*)
        # stay apart, so that ours carries its label (the fidelity review, M8).
        splits = [
            html.escape(
                f"{calls_of(code, rule, lang)}{say('colon', lang)}{say('action_' + rule.action.name, lang)}"
            )
            + provenance(rule.source, lang, code.family)
            for rule in code.advice
        ]
        text = html.escape(say("depends_on_call", lang, split="\0")).replace(
            "\0", html.escape(say("list_separator_long", lang)).join(splits)
        )
        lines.append(f'<p class="llm-flag llm-flag--depends">{text}</p>')
        lines += _settled_flags(code, lang)
    # Where the tables disagree, the second one's answer is on the first screen too: a
    # C++ API user must not act on the Python table's verdict alone.
    # (Not its verdict where the badges already give one a table: said three times on
    # a phone's first screen, the UX review's P3-6.)
    split = code.tables_differ_on_recovery
    for text in second_table_flags(code, lang, verdict=not split):
        lines.append(f'<p class="llm-flag llm-flag--second">{html.escape(text)}</p>')
    if code.in_no_table:
        lines.append(
            f'<p class="llm-flag llm-flag--ours">{html.escape(say("flag_ours", lang))}</p>'
        )
    if code.reserved is not None:
        text = reserved_flag(code, lang)
        lines.append(f'<p class="llm-flag llm-flag--reserved">{html.escape(text)}</p>')
    # The same value in AscendCL's table (507057): which one a number means.
    if (same := same_value_below(code)) is not None:
        text = html.escape(same_value_said(code, same, lang))
        lines.append(f'<p class="llm-flag llm-flag--second">{text}</p>')
    return [*lines, ""] if lines else []


def _yours(code: Code, lang: str) -> list[str]:
    """The reader's own error, shown back where a link from a traceback brings one
    (annotate()'s ``#call=link&msg=...``; messages.js fills it in), above the verdict: the
    message, the call, whether the page has a rule for that call, and a link down to the
    message upstream printed (the UX review's P2-6). Hidden otherwise."""
    rules = [rule.apis for rule in code.advice]
    # The calls the remedy is written for: its rules' calls, or, where a rule holds for any
    # call, the documented calls its steps name ("the second return value of
    # link_clusters"); none where it names none.
    if rules and all(rules):
        named = sorted({api for apis in rules for api in apis})
    else:
        named = functions_named(code)
    # Every word in data attributes, none in the text: the site's search indexes no
    # "Your error" on every code page.
    data = {
        "heading": say("yours_heading", lang) + say("colon", lang),
        # The page fills the reader's call and message in (messages.js).
        "from": say("yours_from", lang, call="{call}"),
        "rules": " ".join(named),
        "other": say("yours_no_rule", lang, call="{call}", calls="{calls}"),
        "at": say("yours_message_at", lang, where="{where}"),
        "matches": say("yours_matches", lang),
    }
    attributes = " ".join(f'data-{k}="{html.escape(v, quote=True)}"' for k, v in data.items())
    return [
        f'<div class="llm-yours" hidden {attributes}><strong class="llm-yours__heading"></strong>'
        '<code class="llm-yours__message"></code> <span class="llm-yours__from"></span>'
        # (The link down to the message is made when there is one: an anchor without an
        # address is not crawlable, Lighthouse's SEO says.)
        '<span class="llm-yours__other" hidden></span></div>',
        "",
    ]


def _settled_flags(code: Code, lang: str) -> list[str]:
    """What to do after each call, hidden: a link that names the call (annotate()'s
    ``#call=pull_blocks``) shows the one for it in place of "it depends" (messages.js).
    The rule for "any other call" stands for the documented calls no rule names."""
    named = {api for rule in code.advice for api in rule.apis or ()}
    others = [f.name for f in functions.ALL if f.name not in named and f.owner]
    flags = []
    for rule in code.advice:
        apis = " ".join(rule.apis or others)
        action = say("action_" + rule.action.name, lang)  # its label says whose it is
        text = html.escape(say("step_after", lang, call="\0", says=action))
        text = text.replace("\0", '<code class="llm-call"></code>')
        flags.append(
            f'<p class="llm-flag llm-flag--settled" hidden data-apis="{html.escape(apis)}">'
            f"{text}{provenance(rule.source, lang, code.family)}</p>"
        )
    return flags


def _symptoms(code: Code, lang: str, functions_page: str) -> list[str]:
    """The symptoms of upstream's differential diagnosis this code is usually reported
    with (ours), linked to their pages: a code is a symptom's symptom."""
    found = symptoms.of_code(code)
    if not found:
        return []
    up = functions_page.removesuffix("functions.md")
    items = [f"- [`{s.title}`]({up}{symptom_path(s)})" for s in found]
    # The pairing is ours (symptoms.py's codes_source): labelled so, as the symptom pages
    # label it (the fidelity review's M5).
    intro = escape(say("page_symptoms_ours", lang)) + provenance(Source.OURS, lang, code.family)
    return [f"## {escape(say('page_symptoms', lang))}", "", intro, "", *items, ""]


def _related(code: Code, lang: str, functions_page: str) -> list[str]:
    """The codes a reader of this one may be after instead: its group (codes.RELATED),
    and its namesake in another family."""

    names = [n for group in RELATED if code.name in group for n in group if n != code.name]
    others = [BY_NAME[n] for n in dict.fromkeys(names)] + namesakes(code)
    others = list(dict.fromkeys(o for o in others if o is not code))
    if not others:
        return []
    items = [
        f"- {code_link(o, functions_page)}{escape(say('colon', lang))}{escape(o.meaning[lang])}"
        + ("" if o.family is code.family else f" ({escape(o.family.name)})")
        for o in others
    ]
    # Out of the search: the other codes' meanings found this page for their words.
    return [f"## {escape(say('page_related', lang))} {{ data-search-exclude }}", "", *items, ""]


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
        parts.append("← " + code_link(family[at - 1], functions_page))
    if at + 1 < len(family):
        parts.append(code_link(family[at + 1], functions_page) + " →")
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
    # HIXL's names are plain words (TIMEOUT): its family says whose they are.
    shown = code.shown
    lines = [
        "---",
        # The meaning in the title: a browser tab says what the code is. The theme
        # puts title and description into HTML unescaped: escape them here.
        f"title: {front_matter(shown + say('colon', lang) + code.meaning[lang])}",
        # For a link preview: what it means, its value, whether it recovers.
        f"description: {front_matter(say('page_description', lang, meaning=code.meaning[lang], value=code.value, hex=code.hex, verdict=recoverability(code, lang)))}",
        "search:",
        "  boost: 2  # a code's own page answers a search before pages that mention it",
        "---",
        "",
        f"[{escape(say('crumb_home', lang))}]({_up(code)}index.md) › "
        f"[{escape(say('index_title', lang))}]({_up(code)}codes/index.md) › "
        # A family whose names are plain words (HIXL's FAILED) is a level of its own.
        + (
            f"[{escape(code.family.name)}]({_up(code)}codes/index.md#{family_anchor(code.family)}) › "
            if shown != code.name
            else ""
        )
        + escape(code.name),
        '{ .llm-breadcrumb aria-label="breadcrumb" }',
        "",
        f"# {escape(shown)}",
        "",
        *_yours(code, lang),
        *family_line,
        f"{badge(code, lang)} **{meaning}**",
        "",
        *first_screen(code, lang),
        f"{escape(say('page_value', lang))}{colon}`{code.value}` · `{code.hex}` · "
        f"[{escape(say('area_' + code.area.name, lang))}]"
        f"({_up(code)}codes/index.md#{area_anchor(code.family, code.area)})"
        # The verdict again only where it says more than the badge above: whose it is, where
        # that is not the family's first table (the badge says "recoverable" alone; UX
        # P3-6, and 2026-12-04 P3-13: LLM_LINK_FAILED said "Recoverable: yes" under it).
        + (
            f" · {escape(say('recoverable', lang))}{colon}{escape(verdict_answer(code, lang))}{whose}"
            if (whose := provenance(code.recoverable_source, lang, family))
            and not code.tables_differ_on_recovery
            and code.verdict != "unstated"
            else ""
        ),
        "",
        applies_to(lang),
        "",
        f"## {escape(say('page_remedy', lang))}",
        "",
        # One step is a sentence, not a list ("1. None." on LLM_SUCCESS, UX review).
        *(
            (f"{number}. " if len(code.remedy) > 1 else "")
            + said(step, lang, functions_page, family)
            for number, step in enumerate(code.remedy, start=1)
        ),
        "",
        # What the on-call reader asks next (which message, from where), before the
        # sections for programs (the UX review's P2-5).
        *messages_section(code, lang),
        *_symptoms(code, lang, functions_page),
        *_related(code, lang, functions_page),
        *_handle_in_code(code, lang, functions_page),
        f"## {escape(say('advice', lang))} {{ data-search-exclude }}",  # the same on every page
        "",
        inline(say("page_advice_intro", lang), functions_page),
        "",
        *_advice_list(code, lang, functions_page),
        "",
        "```pycon",
        _advice_example(code),
        "```",
        "",
        f"## {escape(say('page_command', lang))} {{ data-search-exclude }}",  # the same on every page
        "",
        *console(f"$ llm-status explain {code.qualified}{lang_option}"),
        # No "Notes" heading over nothing (the UX review).
        *(
            [f"## {escape(say('page_upstream', lang))}", ""]
            + [f"- {said(note, lang, functions_page, family)}" for note in code.notes]
            + [""]
            if code.notes
            else []
        ),
        *sources_section(code, lang, functions_page),
        # Under a heading the search indexes: after the command's section (excluded, the
        # same on every page) its words found nothing where a code has no notes.
        *_also(code, lang),
        *_neighbours(code, lang, functions_page, codes),
    ]
    return "\n".join(lines)
