"""The functions page: upstream's calls, what they return, and what they print."""

from __future__ import annotations

import html
from collections.abc import Iterable

from ..i18n import say
from ..links import page_path
from ..names import functions_named
from ..registry import functions, upstream_messages
from ..registry.record import (
    Code,
    Source,
    T,
)
from .code_page import OPEN_UP_TO, front_matter, label, message_group, message_item
from .paths import DEFAULT_LANGUAGE
from .text import escape, inline


def _labelled(text: T, lang: str, link_to: str) -> str:
    """A statement of the functions page: its facts are the API reference's (the page
    says so once), so only what comes from elsewhere carries a label."""
    # The Python table is no fact of the reference's: labelled here, though a code page
    # of LLM-DataDist shows its words unlabelled (fidelity M11).
    named = "" if text.source is Source.API else label(text.source, lang)
    return inline(text[lang], link_to) + named


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
            return [head + _labelled(texts[0], lang, "")]
        return [head, *(f"    - {_labelled(t, lang, '')}" for t in texts)] if texts else []

    lines = [
        f"### `{function.qualified}` {{#{function.anchor}}}",
        "",
        "```python",
        function.signature,
        "```",
        "",
        _labelled(function.summary, lang, ""),
        "",
        *item("function_returns", _raises(function)),
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
        items = [
            message_item(m, lang, f"{function.anchor}-") + f" · {html.escape(_reports(m, lang))}"
            for m in printed
        ]
        lines += ["", *message_group(html.escape(title), items, len(printed) > OPEN_UP_TO)]
    return [*lines, ""]


def _raises(function: functions.Function) -> list[T]:
    """What the reference says it raises or returns, then what the source shows it raising."""
    in_source = upstream_messages.raised_in_source(function.name)
    return [*function.raises, *([in_source] if in_source else [])]


def _reports(message: upstream_messages.Message, lang: str) -> str:
    """The code a message reports, or "any code" for a failed call's message."""
    return say("any_code", lang) if message.named_code is None else message.code


def functions_page(codes: Iterable[Code], lang: str) -> str:
    """The functions page: every public function upstream documents, by class."""
    codes = list(codes)
    lines = [
        "---",
        f"title: {front_matter(say('functions_title', lang))}",
        f"description: {front_matter(say('functions_description', lang))}",
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
