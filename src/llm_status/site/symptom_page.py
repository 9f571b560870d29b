"""A page per symptom (``symptoms/<key>/``), from ``registry/symptoms.py``: the symptom as
the log shows it, its phase, the evidence threshold, each hypothesis with what supports
it, what rules it out and what to check next, what triage decides by itself, and the codes
it is usually reported with (whose pages link back)."""

from __future__ import annotations

import html

from ..i18n import say
from ..links import MANAGER_FOLDER, codes_folder
from ..names import BY_KEY
from ..reading import kinds
from ..registry import neighbour_contexts, neighbours
from ..registry.record import Source
from ..registry.symptoms import Hypothesis, Symptom
from .code_page import front_matter, provenance
from .paths import TRIAGE_IN_BROWSER
from .text import console, escape


def with_code(text: str) -> str:
    """Our text as Markdown: what stands between backticks (a log's words) as code."""
    parts = text.split("`")
    return "".join(
        f"<code>{html.escape(part)}</code>" if i % 2 else escape(part)
        for i, part in enumerate(parts)
    )


def symptom_codes(symptom: Symptom, lang: str, up: str) -> str:
    """The codes a symptom is reported with, as links from a page ``up`` below the root,
    and whose they are: ours where we chose them, HCCL's guide's where it names them."""
    codes = [
        f"[`{name}`]({up}{codes_folder(BY_KEY[name.lower()])}{BY_KEY[name.lower()].name}.md)"
        for name in symptom.codes
    ] + [f"[`{code}`]({up}{MANAGER_FOLDER}{code}.md)" for code in symptom.manager_codes]
    if not codes and symptom.no_code is not None:
        return escape(symptom.no_code[lang]) + provenance(symptom.no_code.source, lang)
    source = Source.HCCL_GUIDE if symptom.manager_codes else symptom.codes_source
    return say("list_separator", lang).join(codes) + provenance(source, lang)


def _shown(words: tuple[str, ...], lang: str) -> str:
    """A line's words as the page lists them; a neighbour's code (its key, as an event
    keeps it: mooncake-store/lease_expired) as the code, linked to its page."""
    if len(words) == 1 and (named := _neighbour_of_key(words[0])) is not None:
        page = f"../neighbours/{named.family}/" + (
            f"{named.name}.md"
            if neighbours.has_page(named.family, named.name)
            else f"index.md#{named.name}"  # a table that is its one page (the binding's -1)
        )
        said = say("symptom_neighbour_line", lang, code=named.name)
        # The messages that name it, as their example lines show them.
        examples = [
            f"    - <code>{html.escape(c.example)}</code>"
            for c in neighbour_contexts.CONTEXTS
            if any(n.code == named for n in kinds.neighbour_codes(c.example))
        ]
        head = f"- [`{named.name}`]({page}){escape(say('colon', lang))}{escape(said)}"
        return "\n".join([head, *examples])
    return f"- <code>{html.escape(' … '.join(words))}</code>"


def _neighbour_of_key(key: str):
    family, _, name = key.partition("/")
    if family not in neighbours.FAMILIES:
        return None
    return next((c for c in neighbours.of_family(family) if c.name.lower() == name), None)


# Checks decided by the facts of Mooncake's master's node and an inference node: for a
# symptom whose hypotheses these decide, collecting them comes first (fidelity S10).
_MASTER_FACTS = ("lease_ttl", "master_address", "hash_seed")


def _first_step(symptom: Symptom) -> str:
    """The key of a symptom page's first step: collect the master's and an inference
    node's facts, read this node's own lines, or get both ends' logs."""
    if any(h.check in _MASTER_FACTS for h in symptom.hypotheses):
        return "symptom_first_master"
    return "symptom_first_node" if symptom.phase == "node" else "symptom_first_both"


def symptom_page(symptom: Symptom, lang: str) -> str:
    guide = provenance(symptom.source, lang)
    colon = escape(say("colon", lang))
    # The threshold of a node's own line is ours (a fact of one node needs no peer); the
    # others are upstream's troubleshooting guide's.
    threshold_source = Source.OURS if symptom.phase == "node" else Source.GUIDE
    shows = [
        _shown(words, lang)
        + (escape(say("symptom_error_only", lang)) if symptom.error_only else "")
        for words in symptom.lines
    ]
    lines = [
        "---",
        f"title: {front_matter(symptom.title)}",
        f"description: {front_matter(say('symptom_description', lang, title=symptom.title))}",
        "---",
        "",
        # Where it stands (the index's symptoms), then the first thing to do: the first
        # screen on a phone (the UX review's P2-4, P3-8).
        f"[{escape(say('symptom_crumb_index', lang))}](../codes/index.md#symptoms)",
        "",
        f"# `{symptom.title}`",
        "",
        f"**{escape(say('symptom_first', lang))}**{colon}"
        + escape(say(_first_step(symptom), lang))
        + f" [{escape(say('triage_ui_heading', lang))}](../triage.md#{TRIAGE_IN_BROWSER})"
        + provenance(Source.OURS, lang),
        "",
        escape(say("symptom_intro", lang)) + guide,
        "",
        f"## {escape(say('symptom_shows', lang))}",
        "",
        # The words that make a line show it are ours, read from the guide's symptom
        # (fidelity S5): labelled so.
        escape(say("symptom_shows_intro", lang)) + provenance(Source.OURS, lang),
        "",
        *shows,
        "",
        f"- **{escape(say('triage_page_phase', lang))}**{colon}{escape(say('phase_' + symptom.phase, lang))}",
        f"- **{escape(say('triage_page_codes', lang))}**{colon}{symptom_codes(symptom, lang, '../')}",
        f"- **{escape(say('symptom_threshold', lang))}**{colon}"
        + escape(say("symptom_threshold_" + symptom.phase, lang))
        + provenance(threshold_source, lang),
        "",
        f"## {escape(say('symptom_hypotheses', lang))}",
        "",
    ]
    for hypothesis in symptom.hypotheses:
        lines += _hypothesis(hypothesis, lang)
    lines += [
        f"## {escape(say('symptom_run', lang))}",
        "",
        escape(say("symptom_run_intro", lang)),
        "",
        *console(
            "$ llm-status triage P=/root/ascend/log-prefill D=/root/ascend/log-decode"
            + ("" if lang == "en" else " --lang zh")
        ),
        say(
            "symptom_run_here",
            lang,
            link=f"[{escape(say('triage_ui_heading', lang))}](../triage.md#{TRIAGE_IN_BROWSER})",
        ),
        "",
    ]
    return "\n".join(lines)


def _hypothesis(h: Hypothesis, lang: str) -> list[str]:
    colon = escape(say("colon", lang))
    out = [
        f"### {with_code(h.says[lang])} {{#{h.key}}}",
        "",
        f"- **{escape(say('triage_page_supports', lang))}**{colon}{with_code(h.confirms[lang])}"
        + provenance(h.source, lang),
        f"- **{escape(say('triage_page_rules_out', lang))}**{colon}{with_code(h.rules_out[lang])}"
        + provenance(h.source, lang),
        f"- **{escape(say('triage_page_next', lang))}**{colon}{with_code(h.next[lang])}"
        + provenance(Source.OURS, lang),
        f"- **{escape(say('symptom_triage_decides', lang))}**{colon}{escape(_decides(h, lang))}"
        + provenance(Source.OURS, lang),
        "",
    ]
    return out


def _decides(h: Hypothesis, lang: str) -> str:
    """What triage reads to decide the hypothesis, in words."""
    if h.check is not None:
        return say("symptom_check_" + h.check, lang)
    if h.supports is not None:
        words = say("list_separator", lang).join(" … ".join(line) for line in h.supports.lines)
        side = say("symptom_side_" + h.supports.side, lang)
        if not words and not h.absent_supports:
            # Any error line of the Look's layers (fidelity S2: not "any error").
            layers = say("symptom_layers_or", lang).join(h.supports.layers or ("",)).strip()
            return say("symptom_decides_layer_error", lang, layers=layers, side=side)
        key = "symptom_decides_absent" if h.absent_supports else "symptom_decides_line"
        return say(key, lang, words=words, side=side)
    if h.shows:
        return say("symptom_decides_shows", lang, words=say("list_separator", lang).join(h.shows))
    return say("symptom_decides_nothing", lang)
