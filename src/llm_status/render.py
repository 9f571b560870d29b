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

from .advice import calls_of, rule_line
from .codes import CODES, FUNCTIONS, OFFICIAL_TABLE_URL
from .export import registry_records
from .links import page_path
from .messages import answer, recoverability, say
from .record import LANGUAGES, Action, Area, Code, Rule, T

DEFAULT_LANGUAGE = LANGUAGES[0]
SAFE_NAME = re.compile(r"[A-Z][A-Z0-9_]*")
_BADGE_CLASS = {True: "yes", False: "no", None: "none"}


# -- checking the registry --------------------------------------------------------


class RegistryError(ValueError):
    """A registry that cannot make a correct site; the message names every problem."""


def _text_problems(where: str, text: object) -> Iterable[str]:
    if not isinstance(text, T):
        yield f"{where} is not text in both languages"
        return
    for lang in LANGUAGES:
        value = getattr(text, lang)
        if not isinstance(value, str) or not value.strip():
            yield f"{where}.{lang} is empty"
        elif value != value.strip() or "\n" in value:
            yield f"{where}.{lang} has line breaks or surrounding spaces"


def _code_problems(code: Code) -> Iterable[str]:
    if not isinstance(code.name, str) or not SAFE_NAME.fullmatch(code.name):
        yield f"name {code.name!r} is not a safe path segment (A-Z, 0-9, _)"
    if not isinstance(code.value, int) or isinstance(code.value, bool):
        yield f"value {code.value!r} is not an integer"
    if code.recoverable not in (True, False, None):
        yield f"recoverable {code.recoverable!r} is not True, False or None"
    if not isinstance(code.area, Area):
        yield f"area {code.area!r} is not an Area"
    yield from _text_problems("meaning", code.meaning)
    if not code.remedy:
        yield "remedy is empty"
    for number, step in enumerate(code.remedy, start=1):
        yield from _text_problems(f"remedy[{number}]", step)
    for number, note in enumerate(code.notes, start=1):
        yield from _text_problems(f"notes[{number}]", note)
    for alias in code.aliases:
        if not isinstance(alias, str) or not SAFE_NAME.fullmatch(alias):
            yield f"alias {alias!r} is not a safe path segment (A-Z, 0-9, _)"
    yield from _advice_problems(code)


def _advice_problems(code: Code) -> Iterable[str]:
    if not code.advice:
        yield "advice is empty: every code tells a program what to do"
        return
    for number, rule in enumerate(code.advice, start=1):
        if not isinstance(rule, Rule) or not isinstance(rule.action, Action):
            yield f"advice[{number}] is not a Rule with an Action"
        elif not (isinstance(rule.step, int) and 1 <= rule.step <= len(code.remedy)):
            yield f"advice[{number}].step {rule.step!r} is not a step of the remedy"
    if isinstance(code.advice[-1], Rule) and code.advice[-1].apis is not None:
        yield "advice: the last rule must be for any call (apis=None)"


def check(codes: Iterable[Code]) -> None:
    """Raise ``RegistryError`` naming each code and field that cannot make a correct page.

    >>> from llm_status import find
    >>> broken = find("LLM_PARAM_INVALID")._replace(meaning=T("Invalid parameter", ""))
    >>> check([broken])
    Traceback (most recent call last):
    ...
    llm_status.render.RegistryError: the registry cannot make a correct site:
      LLM_PARAM_INVALID: meaning.zh is empty
    """
    problems = []
    seen: dict[str, str] = {}
    for code in codes:
        label = getattr(code, "name", repr(code))
        if not isinstance(code, Code):
            problems.append(f"{label}: is not a Code entry")
            continue
        problems += [f"{label}: {problem}" for problem in _code_problems(code)]
        for path in (code.name, *aliases(code)):
            other = seen.setdefault(path.lower(), code.name)
            if other != code.name:
                problems.append(f"{label}: value or name {path!r} is already {other}'s")
    if problems:
        raise RegistryError("the registry cannot make a correct site:\n  " + "\n  ".join(problems))


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
_INLINE = re.compile(rf"(?P<url>{_URL})|(?<![\w.])(?P<function>{_FUNCTION})(?!\w)", re.ASCII)


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
    """The recoverability badge: recoverable / not recoverable / not applicable."""
    label = html.escape(recoverability(code.recoverable, lang))
    return f'<span class="llm-badge llm-badge--{_BADGE_CLASS[code.recoverable]}">{label}</span>'


def example(code: Code, lang: str) -> str:
    """The "handle it in code" doctest of a code's page."""
    steps = "\n".join(f"- {step}" for step in code.remedy_in(lang))
    return (
        ">>> from llm_status import LLMException, LLMStatusCode\n"
        ">>> try:\n"
        f'...     raise LLMException("call failed", status_code=LLMStatusCode.{code.name})\n'
        "... except LLMException as e:\n"
        "...     code = e.status_code\n"
        f">>> code is LLMStatusCode.{code.name}, code.recoverable\n"
        f"(True, {code.recoverable!r})\n"
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
        )
    if not code.documented:
        lines.append(f"- {escape(say('advice_ours', lang))}")
    return lines


def _advice_example(code: Code) -> str:
    """A doctest of ``advice`` for each of the code's rules."""
    lines = [">>> from llm_status import advice"]
    for rule in code.advice:
        call = (
            f"advice({code.name!r})"
            if rule.apis is None
            else f"advice({code.name!r}, api={rule.apis[0]!r})"
        )
        lines += [f">>> {call}.action", f"<Action.{rule.action.name}: {rule.action.value!r}>"]
    return "\n".join(lines) + "\n"


def code_page(code: Code, lang: str) -> str:
    """The Markdown page of one code, in one language."""
    functions_page = "../functions.md"
    meaning = inline(code.meaning[lang], functions_page)
    lang_option = "" if lang == DEFAULT_LANGUAGE else f" --lang {lang}"
    documented = say("page_documented" if code.documented else "page_not_documented", lang)
    colon = say("colon", lang)
    lines = [
        "---",
        # The meaning in the title: a browser tab says what the code is. The theme
        # puts title and description into HTML unescaped: escape them here.
        f"title: {_front_matter(code.name + say('colon', lang) + code.meaning[lang])}",
        f"description: {_front_matter(code.meaning[lang])}",
        "search:",
        "  boost: 2  # a code's own page answers a search before pages that mention it",
        "---",
        "",
        f"# {escape(code.name)}",
        "",
        f"{badge(code, lang)} **{meaning}**",
        "",
        f"{escape(say('page_value', lang))}{colon}`{code.value}` · `{code.hex}` · "
        f"{escape(say('area_' + code.area.value, lang))} · "
        f"{escape(say('recoverable', lang))}{colon}{escape(answer(code.recoverable, lang))}",
        "",
        f"## {escape(say('page_remedy', lang))}",
        "",
        *(
            f"{number}. {inline(step, functions_page)}"
            for number, step in enumerate(code.remedy_in(lang), start=1)
        ),
        "",
        f"## {escape(say('page_code', lang))}",
        "",
        inline(say("page_code_intro", lang), functions_page),
        "",
        "```pycon",
        example(code, lang),  # ends in a blank line, or doctest reads the fence as output
        "```",
        "",
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
        f"$ llm-status explain {code.name}{lang_option}",
        "```",
        "",
        f"## {escape(say('page_upstream', lang))}",
        "",
        f"- {inline(documented, functions_page)}",
        *(f"- {inline(note, functions_page)}" for note in code.notes_in(lang)),
        f"- [{escape(say('page_official_link', lang))}]({OFFICIAL_TABLE_URL})",
        "",
    ]
    return "\n".join(lines)


def _table(codes: Iterable[Code], lang: str) -> list[str]:
    header = [say("name", lang), say("page_value", lang), say("hex", lang), say("meaning", lang)]
    lines = [
        "| " + " | ".join(escape(h) for h in header) + " |",
        "| --- | ---: | --- | --- |",
    ]
    for code in codes:
        link = (
            f"[{escape(code.name)}]({code.name}.md)"
            if code.member
            else (f"[{escape(code.name)}](#{code.name})")
        )
        lines.append(f"| {link} | `{code.value}` | `{code.hex}` | {escape(code.meaning[lang])} |")
    return lines


def index_page(codes: Iterable[Code], lang: str) -> str:
    """The recoverability index: every code by recoverability, then by area, then the C++-only codes."""
    codes = list(codes)
    members = [c for c in codes if c.member]
    cpp_only = [c for c in codes if not c.member]
    lines = [
        "---",
        f"title: {_front_matter(say('index_title', lang))}",
        "search:",
        "  boost: 0.5  # it repeats what the code pages say",
        "---",
        "",
        f"# {escape(say('index_title', lang))}",
        "",
        escape(say("index_intro", lang)),
        "",
        f"## {escape(say('index_by_recoverability', lang))}",
    ]
    groups = (
        (True, "group_recoverable"),
        (False, "group_unrecoverable"),
        (None, "group_not_applicable"),
    )
    for recoverable, key in groups:
        group = [c for c in members if c.recoverable is recoverable]
        lines += ["", f"### {escape(say(key, lang))} ({len(group)})", "", *_table(group, lang)]
    lines += ["", f"## {escape(say('index_by_area', lang))}"]
    for area in Area:
        group = [c for c in members if c.area is area]
        if group:
            title = escape(say("area_" + area.value, lang))
            lines += ["", f"### {title} ({len(group)})", "", *_table(group, lang)]
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


# -- aliases and data ---------------------------------------------------------------------


def aliases(code: Code) -> list[str]:
    """The other paths below ``codes/`` that lead to a code's page: lower-case name, decimal, hex.

    >>> from llm_status import find
    >>> aliases(find("LLM_TIMEOUT")), aliases(find("LLM_SEQ_LENOVERLIMIT"))[-2:]
    (['llm_timeout', '1343270938', '0x5010b01a'], ['LLM_SEQ_LEN_OVER_LIMIT', 'llm_seq_len_over_limit'])
    """
    paths = [code.name.lower(), str(code.value), code.hex.lower()]
    for alias in code.aliases:
        paths += [alias, alias.lower()]
    return list(dict.fromkeys(p for p in paths if p != code.name))


def redirect_page(code: Code, lang: str, site_url: str, directory_urls: bool = True) -> str:
    """A small HTML page at an alias that sends the browser on to the code's page.

    Without directory URLs (a site opened from disk) it names the page's file.
    """
    target = f"../{code.name}/" + ("" if directory_urls else "index.html")
    canonical = site_url + page_path(code, lang)
    title = html.escape(say("redirect", lang, name=code.name))
    return (
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


def codes_script(codes: Iterable[Code], site_url: str) -> str:
    """``codes.js``: the same data for a page opened from disk, where a script may not fetch."""
    records = json.dumps(registry_records(site_url, tuple(codes)), ensure_ascii=False)
    return f"window.__llmStatusCodes = {records}\n"


# -- everything, for one language ----------------------------------------------------------


def pages(codes: Iterable[Code], lang: str) -> dict[str, str]:
    """Every generated Markdown page of one language, by its path in docs/ in the default
    language (``codes/index.md``, ``codes/LLM_TIMEOUT.md``); ``localized`` gives the others.
    """
    codes = list(codes)
    out = {"codes/index.md": index_page(codes, lang)}
    for code in codes:
        if code.member:
            out[f"codes/{code.name}.md"] = code_page(code, lang)
    return out


def write_markdown(docs_dir: Path, codes: Iterable[Code] = CODES) -> list[Path]:
    """Write every generated page, in every language, under ``docs_dir``; return the paths."""
    codes = list(codes)
    check(codes)
    written = []
    for lang in LANGUAGES:
        for uri, text in pages(codes, lang).items():
            path = Path(docs_dir) / localized(uri, lang)
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            written.append(path)
    return written
