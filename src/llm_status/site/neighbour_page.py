"""The pages of the neighbours' codes (``registry/neighbours.py``): an index of the tables,
a page a table (every code, its value and meaning, where a log prints it), and a page a
code (its words, whose they are, where it is printed, what to do, the same number in
other tables)."""

from __future__ import annotations

import html
import re

from ..i18n import say
from ..links import NEIGHBOURS_FOLDER
from ..neighbour_text import meaning_said, same_number
from ..registry import neighbour_contexts, neighbours
from ..registry.neighbours import FAMILIES, Family, NeighbourCode
from ..registry.record import Source
from ..registry.symptoms import SYMPTOMS
from .code_page import explain_section, front_matter, provenance
from .paths import symptom_path
from .text import escape

NEIGHBOURS_INDEX = NEIGHBOURS_FOLDER + "index.md"
_GITHUB = "https://github.com/{repo}/blob/{commit}/{path}"


def neighbour_pages(lang: str) -> dict[str, str]:
    """The index, every table's page and every code's page, by their paths in docs/."""
    pages = {NEIGHBOURS_INDEX: neighbours_index(lang)}
    for family in FAMILIES.values():
        pages[f"{NEIGHBOURS_FOLDER}{family.key}/index.md"] = family_page(family, lang)
        for code in neighbours.of_family(family.key):
            if neighbours.has_page(family.key, code.name):
                pages[f"{NEIGHBOURS_FOLDER}{family.key}/{code.name}.md"] = code_page(code, lang)
    for (key, name), enumerator in neighbours.RETIRED.items():
        pages[f"{NEIGHBOURS_FOLDER}{key}/{name}.md"] = retired_page(key, name, enumerator, lang)
    return pages


def retired_page(key: str, name: str, enumerator: str, lang: str) -> str:
    """A code once listed that the table's commit does not define: its page says so."""
    family = FAMILIES[key]
    lines = _head(f"{name} · {family.title[lang]}", say("nb_retired_description", lang, name=name))
    lines += [f"[{escape(family.title[lang])}](index.md)", ""]
    said = say("nb_retired", lang, name=name, enumerator=enumerator, repo=family.repo, path=family.path, commit=family.commit[:12])  # fmt: skip
    return "\n".join([*lines, escape(said), ""])


def _head(title: str, description: str) -> list[str]:
    return [
        "---",
        f"title: {front_matter(title)}",
        f"description: {front_matter(description)}",
        "---",
        "",
        f"# {escape(title)}",
        "",
    ]


def neighbours_index(lang: str) -> str:
    tables = [f for f in FAMILIES.values() if neighbours.of_family(f.key)]
    count = len(neighbours.codes())
    intro = say(
        "nb_index_intro",
        lang,
        count=count,
        families=len(tables),
        n101=len(neighbours.of_value(-101)),
        n1=len(neighbours.of_value(-1)),
    )
    lines = [*_head(say("nb_index_title", lang), intro), escape(intro), ""]
    lines += [
        f"| {escape(say('nb_col_table', lang))} | {escape(say('nb_col_code', lang))} | "
        f"{escape(say('nb_col_meaning', lang))} |",
        "| --- | --- | --- |",
    ]
    for family in FAMILIES.values():
        size = len(neighbours.of_family(family.key)) or len(neighbours.reasons())
        lines.append(
            f"| [{escape(family.title[lang])}]({family.key}/index.md) | {size} | "
            f"{escape(family.about[lang])}{provenance(Source.OURS, lang)} |"
        )
    return "\n".join([*lines, ""]) + "\n"


def _defined(family: Family, lang: str) -> str:
    if not family.commit:
        return ""
    where = _GITHUB.format(repo=family.repo, commit=family.commit, path=family.path)
    return say(
        "nb_defined",
        lang,
        path=f"[`{family.path}`]({where})",
        repo=family.repo,
        commit=f"`{family.commit[:12]}`",
    )


def _where(family: Family, lang: str, code: NeighbourCode | None = None) -> list[str]:
    """Where a log prints the table's codes: each message's pattern and its source. On a
    code's page, the forms the table's codes are printed in, without a message that
    stands for another code alone (the lease line is LEASE_EXPIRED's: fidelity M3)."""
    contexts = [
        c
        for c in neighbour_contexts.CONTEXTS
        if c.family == family.key and (code is None or not c.code or c.code == code.name)
    ]
    heading = "nb_where" if code is None else "nb_where_forms"
    lines = [f"## {escape(say(heading, lang))}", ""]
    if family.key == "mindie-llm":
        lines.append(f"- `{neighbours.MINDIE_EXAMPLE}`")
    for context in contexts:
        lines.append(
            f"- `{context.example}`  \n  "
            + escape(say("nb_printed_by", lang, where=context.printed_by))
        )
    if family.key in neighbours.COMPOSED:
        lines.append(escape(say("nb_composed_where", lang)))
    elif not contexts and family.key != "mindie-llm":
        lines.append(escape(say("nb_not_printed", lang)))
    return [*lines, ""]


def family_page(family: Family, lang: str) -> str:
    codes = neighbours.of_family(family.key)
    lines = [*_head(family.title[lang], family.about[lang])]
    lines += [escape(family.about[lang]) + provenance(Source.OURS, lang), ""]
    if defined := _defined(family, lang):
        lines += [defined, ""]
    if family.meanings is not None:
        lines += [escape(say("nb_meanings", lang, said=family.meanings[lang])), ""]
    if family.key == "sglang-kv":
        return "\n".join([*lines, *_reasons(lang)]) + "\n"
    lines += _where(family, lang)
    lines += [f"## {escape(say('nb_family_table', lang, count=len(codes)))}", ""]
    if family.key in neighbours.COMPOSED:
        return "\n".join([*lines, *_composed_table(codes, lang), ""]) + "\n"
    lines += [
        f"| {escape(say('nb_col_code', lang))} | {escape(say('nb_col_value', lang))} | "
        f"{escape(say('nb_col_meaning', lang))} |",
        "| --- | --- | --- |",
    ]
    for code in codes:
        name = f"`{code.name}`"
        if neighbours.has_page(family.key, code.name):
            name = f"[{name}]({code.name}.md)"
        value = f"`{code.value}`" if code.value is not None and str(code.value) != code.name else ""
        lines.append(f'| <a id="{code.name}"></a>{name} | {value} | {_meaning_cell(code, lang)} |')
    if family.key == "mooncake-store":
        lines += _sites_table(family, lang)
    return "\n".join([*lines, ""]) + "\n"


def _sites_table(family: Family, lang: str) -> list[str]:
    """The catalogue of the places the Store's source logs a code (its glog statements)."""
    sites = neighbour_contexts.SITES
    columns = ("nb_col_site", "nb_col_level", "nb_col_function", "nb_col_before", "nb_col_after")
    lines = [
        "",
        f"## {escape(say('nb_store_sites', lang, count=len(sites)))}",
        "",
        escape(say("nb_sites_about", lang, repo=family.repo, commit=family.commit[:12])),
        "",
        "| " + " | ".join(escape(say(c, lang)) for c in columns) + " |",
        "| --- | --- | --- | --- | --- |",
    ]
    for site in sites:
        link = _GITHUB.format(repo=family.repo, commit=family.commit, path=site.path)
        cells = (
            f"[`{site.path}:{site.line}`]({link}#L{site.line})",
            site.level,
            f"`{site.function}`" if site.function else "",
            _words(site.before),
            _words(site.after),
        )
        lines.append("| " + " | ".join(cells) + " |")
    return lines


def _words(words: str) -> str:
    """A site's words as a table cell: in a code span, its spaces shown (a cell trims them)."""
    if not words:
        return ""
    return "<code>" + html.escape(words).replace(" ", "&nbsp;").replace("|", "&#124;") + "</code>"


def _composed_table(codes: tuple[NeighbourCode, ...], lang: str) -> list[str]:
    """MindIE's composed codes: each code, its parts by name, and every place its source
    prints it with that statement's words."""
    family = FAMILIES[codes[0].family]
    lines = [
        f"| {escape(say('nb_col_code', lang))} | {escape(say('nb_col_parts', lang))} | "
        f"{escape(say('nb_col_printed', lang))} |",
        "| --- | --- | --- |",
    ]
    for code in codes:
        parts = " · ".join(f"`{name}`" if name else f"`{digits}`" for _, digits, name in code.parts)
        printed = "<br>".join(
            f"[`{path}:{line}`]({_GITHUB.format(repo=family.repo, commit=family.commit, path=path)}"
            f"#L{line})" + (f" {escape(words)}" if words else "")
            for path, line, words in code.sites
        )
        lines.append(f'| <a id="{code.name}"></a>`{code.name}` | {parts} | {printed} |')
    return lines


def _meaning_cell(code: NeighbourCode, lang: str) -> str:
    if code.meaning is not None and code.family != "mooncake-te-python":
        ours = lang in code.ours_in
        return escape(code.meaning[lang]) + provenance(
            Source.OURS if ours else Source.NEIGHBOUR, lang
        )
    if code.enumerator:
        return f"`{code.enumerator}`"
    return escape(meaning_said(code, lang))


def _as_said(pattern: str) -> str:
    """A reason's words as SGLang's text reads, its values as "…" (fidelity S5): a class
    or an escape with its count, "(?:A|B)" as "A/B", the escapes undone."""
    text = re.sub(
        r"\[[^\]]*\](?:[+*?]|\{\d+(?:,\d*)?\})?|\\[dswDSW](?:[+*?]|\{\d+(?:,\d*)?\})?", "…", pattern
    )
    text = re.sub(r"\(\?:([^()]*)\)", lambda m: m[1].replace("|", "/"), text)
    return re.sub(r"\\(.)", r"\1", text)


def _cited(reason) -> str:
    """A reason's lines in SGLang, each linked at the commit they are read at."""
    file, _, numbers = reason.where.partition(":")
    base = f"https://github.com/{neighbours.SGLANG}/blob/{neighbours.SGLANG_COMMIT}/python/sglang/srt/disaggregation/{file}"  # fmt: skip
    return ", ".join(f"[`{file}:{n}`]({base}#L{n})" for n in numbers.split(","))


def _reasons(lang: str) -> list[str]:
    intro = say(
        "nb_reasons_intro", lang, repo=neighbours.SGLANG, commit=neighbours.SGLANG_COMMIT[:7]
    )
    lines = [f"## {escape(say('nb_reasons', lang))}", "", escape(intro), ""]
    lines += [
        f"| {escape(say('nb_col_reason', lang))} | {escape(say('nb_col_meaning', lang))} |",
        "| --- | --- |",
    ]
    for reason in neighbours.reasons():
        meaning = escape(reason.meaning[lang]) + provenance(Source.OURS, lang)
        if reason.propagated:
            meaning += " " + escape(say("nb_propagated", lang))
        lines.append(
            f'| <a id="{reason.name}"></a>`{_as_said(reason.pattern)}` ({_cited(reason)}) | {meaning} |'
        )
    return [*lines, ""]


def code_page(code: NeighbourCode, lang: str) -> str:
    family = FAMILIES[code.family]
    title = f"{code.name} · {family.title[lang]}"
    description = say("nb_page_description", lang, name=code.name, family=family.title[lang])
    lines = _head(title, description)
    lines += [f"[{escape(family.title[lang])}](index.md)", ""]
    value = f"`{code.value}`" if code.value is not None else ""
    colon = escape(say("colon", lang))
    if value:
        lines += [f"- **{escape(say('nb_col_value', lang))}**{colon}{value}"]
    if code.meaning is not None:
        lines += [f"- **{escape(say('nb_col_meaning', lang))}**{colon}{_meaning_cell(code, lang)}"]
    else:
        lines += [f"- {escape(meaning_said(code, lang))}"]
    if code.enumerator and code.family != "mindie-llm":
        lines += [f"- {escape(say('nb_enumerator', lang, name=code.enumerator))}"]
    if code.comment and code.meaning is not None and code.comment.rstrip(".") != code.meaning.en:
        lines += [f"- {escape(say('nb_comment', lang, comment=code.comment))}"]
    if code.line:
        where = code.url
        lines += [f"- [`{family.path}:{code.line}`]({where}) @ `{family.commit[:12]}`"]
    lines.append("")
    if found := neighbours.readings(code):
        lines += [f"## {escape(say('nb_readings', lang))}", ""]
        lines += [
            "- "
            + escape(say("nb_reading", lang, who=r.who[lang], says=r.says[lang]))
            + provenance(Source.OURS, lang)
            for r in found
        ]
        lines += ["", escape(say("nb_readings_disagree", lang)), ""]
    if (remedy := neighbours.remedy(code)) is not None:
        lines += [f"## {escape(say('nb_remedy', lang))}", ""]
        lines += [escape(remedy.says[lang]) + provenance(Source.OURS, lang), ""]
        lines += [escape(say("nb_remedy_from", lang, source=remedy.source)), ""]
    lines += _where(family, lang, code)
    # The symptoms whose lines this code shows (its key, as an event keeps it).
    key = f"{code.family}/{code.name}".lower()
    if found := [s for s in SYMPTOMS if any(line == (key,) for line in s.lines)]:
        lines += [f"## {escape(say('page_symptoms', lang))}", ""]
        lines += [f"- [`{s.title}`](../../{symptom_path(s)})" for s in found]
        lines.append("")
    if others := same_number(code):
        listed = ", ".join(
            f"[`{o.name}`](../{o.family}/index.md#{o.name}) ({escape(FAMILIES[o.family].title[lang])})"
            for o in others
        )
        lines += [say("nb_same_number", lang, others=listed), ""]
    lines += explain_section(code.name, lang)
    return "\n".join(lines) + "\n"
