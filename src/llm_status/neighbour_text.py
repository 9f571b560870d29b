"""The neighbours' codes as the command says them (``registry/neighbours.py``): what a code
means in its neighbour's words, which message printed it, what the neighbour documents
doing about it, and its page; and the same as a JSON record."""

from __future__ import annotations

from .i18n import say
from .links import docs_base, neighbour_path
from .registry import neighbours
from .registry.neighbour_contexts import Named
from .registry.neighbours import FAMILIES, NeighbourCode
from .terminal import WIDTH, Style, wrap


def meaning_said(code: NeighbourCode, lang: str) -> str:
    """Its meaning in its neighbour's words, quoted, and whose they are; or that the
    neighbour gives none; or, for a MindIE code, its name in MindIE's source."""
    family = FAMILIES[code.family]
    if code.family == "mooncake-te-python":  # one value, which the family's words explain
        return family.about[lang]
    if code.meaning is not None:
        key = "nb_words_ours" if lang in code.ours_in else "nb_words"
        space = " " if lang == "en" else ""
        return f"\u201c{code.meaning[lang]}\u201d{space}" + say(key, lang, repo=family.repo)
    if code.parts:
        return parts_said(code, lang)
    if code.enumerator and code.family == "mindie-llm":
        return say("nb_enumerator", lang, name=code.enumerator)
    if code.family == "mindie-llm":
        component = neighbours.MINDIE_COMPONENTS[code.name[3:5]]
        return say("nb_mindie_unknown", lang, code=code.name, component=component)
    return say("nb_no_meaning", lang, repo=family.repo)


_PART_WORDS = {
    "submodule": "nb_part_submodule",
    "feature": "nb_part_feature",
    "type": "nb_part_type",
}


def parts_said(code: NeighbourCode, lang: str) -> str:
    """A MindIE code built of parts, read by them: each part's name in its source."""
    family = FAMILIES[code.family]
    said = []
    for part, digits, name in code.parts:
        kind = say(_PART_WORDS[part], lang)
        if name:
            said.append(say("nb_part", lang, part=kind, name=name, digits=digits))
        else:
            said.append(say("nb_part_unnamed", lang, part=kind, digits=digits))
    component = neighbours.MINDIE_COMPONENTS[code.name[3:5]]
    source = f"{family.repo} {family.path} @ {family.commit[:12]}"
    return say(
        "nb_mindie_parts",
        lang,
        component=component,
        source=source,
        parts=say("nb_parts_sep", lang).join(said),
    )


def sites_said(code: NeighbourCode, lang: str) -> str:
    """Where a composed code's source prints it: how many places, and the first."""
    if not code.sites:
        return say("nb_no_sites", lang)
    path, line, words = code.sites[0]
    where = f"{path}:{line}" + (f" \u201c{words}\u201d" if words else "")
    return say("nb_sites", lang, count=len(code.sites), where=where)


def heading(code: NeighbourCode, lang: str) -> str:
    value = f" ({code.value})" if code.value is not None and str(code.value) != code.name else ""
    return say(
        "nb_code", lang, name=code.name, value=value, family=FAMILIES[code.family].title[lang]
    )


def same_number(code: NeighbourCode) -> list[NeighbourCode]:
    """The other tables' codes of the same number: what a bare number could also be."""
    if code.family not in neighbours.NUMBERED:
        return []
    return neighbours.of_value(code.value, but=code.family)


def decoded_lines(named: Named, lang: str, style: Style, width: int = WIDTH) -> list[str]:
    """A neighbour's code under a log line, as decode says it: one sentence and its page
    (explain says the rest)."""
    if named.reason is not None:
        return neighbour_lines(named, lang, style, width)
    code = named.code
    said = style(heading(code, lang), "bold") + say("colon", lang) + meaning_said(code, lang)
    page = docs_base() + neighbour_path(code.family, code.name, lang)
    return [*wrap(said, width, "      ", "  v  "), "     " + page]


def neighbour_lines(
    named: Named, lang: str, style: Style, width: int = WIDTH, page: bool = True
) -> list[str]:
    """A neighbour's code (or SGLang's reason) as explain says it."""
    if named.reason is not None:
        reason = named.reason
        key = "nb_message" if reason.whole else "nb_reason"
        lines = wrap(say(key, lang, room=named.room, meaning=reason.meaning[lang]), width, "  ", "")
        if reason.propagated:
            lines += wrap(say("nb_propagated", lang), width, "  ", "  ! ")
        lines.append(
            "  " + docs_base() + neighbour_path("sglang-kv", None, lang) + f"#{reason.name}"
        )
        return lines
    code = named.code
    lines = [style(heading(code, lang), "bold")]
    lines += wrap(meaning_said(code, lang), width, "  ", "  ")
    if code.parts:
        lines += wrap(sites_said(code, lang), width, "  ", "  @ ")
    if named.context is not None:
        lines += wrap(
            say("nb_printed_by", lang, where=named.context.printed_by), width, "  ", "  @ "
        )
    for reading in neighbours.readings(code):
        said = say("nb_reading", lang, who=reading.who[lang], says=reading.says[lang])
        lines += wrap(said, width, "  ", "  ~ ")
    if neighbours.readings(code):
        lines += wrap(say("nb_readings_disagree", lang), width, "  ", "    ")
    if (remedy := neighbours.remedy(code)) is not None:
        by = say("nb_remedy_from", lang, source=remedy.source)
        said = remedy.says[lang] + say("open_paren", lang) + by + say("close_paren", lang)
        lines += wrap(said, width, "  ", "  => ")
    if named.context is None and (others := same_number(code)):
        listed = ", ".join(f"{o.name} ({FAMILIES[o.family].title[lang]})" for o in others)
        lines += wrap(say("nb_same_number", lang, others=listed), width, "  ", "  ! ")
    if page:
        lines.append("  " + docs_base() + neighbour_path(code.family, code.name, lang))
    return lines


def neighbour_record(named: Named) -> dict:
    """One neighbour's code (or SGLang's reason) as the JSON output carries it."""
    if named.reason is not None:
        reason = named.reason
        return {
            "family": "sglang-kv",
            "reason": reason.name,
            "bootstrap_room": named.room,
            "propagated": reason.propagated,
            "meaning": {"en": reason.meaning.en, "zh": reason.meaning.zh, "source": "ours"},
            "printed_by": f"{neighbours.SGLANG} python/sglang/srt/disaggregation/{reason.where} @ {neighbours.SGLANG_COMMIT[:12]}",
        }
    code = named.code
    record: dict = {"family": code.family, "name": code.name, "value": code.value}
    if code.meaning is not None:
        record["meaning"] = {"en": code.meaning.en, "zh": code.meaning.zh}
        record["meaning"]["ours_in"] = list(code.ours_in)
    if code.enumerator:
        record["enumerator"] = code.enumerator
    if code.parts:
        family = FAMILIES[code.family]
        record["parts"] = [{"part": p, "digits": d, "name": n} for p, d, n in code.parts]
        record["printed_at"] = [
            {"path": path, "line": line, "words": words} for path, line, words in code.sites
        ]
        record["source"] = f"{family.repo} {family.path} @ {family.commit}"
    record["defined_at"] = code.url if code.line else FAMILIES[code.family].repo
    if named.context is not None:
        record["printed_by"] = named.context.printed_by
    if (remedy := neighbours.remedy(code)) is not None:
        record["remedy"] = {"en": remedy.says.en, "zh": remedy.says.zh, "source": remedy.source}
    if found := neighbours.readings(code):
        record["readings"] = [{"who": r.who.en, "en": r.says.en, "zh": r.says.zh} for r in found]
    record["url"] = docs_base() + neighbour_path(code.family, code.name, "en")
    return record


def headline(named: Named, lang: str) -> tuple[str, str | None]:
    """A neighbour's code as a report's first sentence names it, and what its neighbour
    documents doing (with its source), where it does: the cause in the first sentence."""
    if named.reason is not None:
        return (named.said if named.reason.whole else f"KVTransferError: {named.said}"), None
    code = named.code
    said = heading(code, lang) + say("colon", lang) + meaning_said(code, lang)
    remedy = neighbours.remedy(code)
    if remedy is None:
        return said, None
    by = say("nb_remedy_from", lang, source=remedy.by[lang])
    return said, remedy.says[lang] + say("open_paren", lang) + by + say("close_paren", lang)
