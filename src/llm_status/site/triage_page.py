"""The triage page: what ``llm-status triage`` does, upstream's method it follows, the
symptoms and hypotheses it weighs (from ``registry/symptoms.py``), the verdicts, a
cluster's summaries, and the JSON schema (``triage.record.SCHEMA_FIELDS``)."""

from __future__ import annotations

import html

from ..i18n import MESSAGES, say
from ..links import docs_base
from ..registry.record import Source
from ..registry.symptoms import SYMPTOMS
from ..triage.record import SCHEMA_FIELDS
from ..triage.report import thresholds
from .code_page import front_matter, provenance
from .paths import TRIAGE_IN_BROWSER, symptom_path
from .symptom_page import symptom_codes, with_code
from .text import console, escape

# Each step, and whose it is: the guide's method; the chains are upstream's catalogue's
# (its README: "most plog ERROR lines are a chain"); how the logs are read is ours.
_STEPS = (
    ("triage_page_step_read", Source.OURS),
    ("triage_page_step_merge", Source.GUIDE),
    ("triage_page_step_first", Source.GUIDE),
    ("triage_page_step_chain", Source.UPSTREAM_SOURCE),
    ("triage_page_step_symptoms", Source.GUIDE),
    ("triage_page_step_verdict", Source.GUIDE),
)
_VERDICTS = ("confirmed", "likely", "insufficient")

_RUN = """\
$ llm-status triage P=/logs/prefill-0 D=/logs/decode-0
$ llm-status triage /root/ascend/log
$ llm-status triage P=... D=... --json
$ llm-status triage P=... D=... --lang zh"""

_CLUSTER = (
    "$ kubectl exec prefill-0 -- llm-status triage P=/root/ascend/log --summary --collect "
    "> prefill-0.json",
    "$ pdsh -w 'decode-[0-7]' 'llm-status triage \"$(hostname)=/root/ascend/log\" --summary "
    "--collect > /tmp/llm-status.json'",
    "$ rpdcp -w 'decode-[0-7]' /tmp/llm-status.json .",
)
_MERGE = "$ llm-status triage prefill-0.json llm-status.json.*"


def triage_page(lang: str, engine_mb: int | None = None) -> str:
    guide = provenance(SYMPTOMS[0].source, lang)
    lines = [
        "---",
        f"title: {front_matter(say('triage_page_title', lang))}",
        f"description: {front_matter(say('triage_page_description', lang))}",
        "---",
        "",
        f"# {escape(say('triage_page_title', lang))}",
        "",
        # The form first, the page's intro and the command under it (the UX review's P3-2:
        # the form began below a command block, 1,017 px down an English phone).
        *_form(lang, engine_mb),
        f"## {escape(say('page_command', lang))}",
        "",
        escape(say("triage_page_intro", lang)),
        "",
        *console(_RUN),
        f"## {escape(say('triage_page_method', lang))}",
        "",
        *(
            f"{n}. {escape(say(key, lang))}{provenance(source, lang)}"
            for n, (key, source) in enumerate(_STEPS, start=1)
        ),
        "",
        escape(thresholds(lang)) + provenance(Source.OURS, lang),
        "",
        escape(say("triage_page_exit", lang)),
        "",
        f"## {escape(say('triage_verdict', lang))}",
        "",
        *(
            f"- **{escape(say('verdict_' + v, lang))}** (`{v}`){escape(say('colon', lang))}"
            f"{escape(say('verdict_says_' + v, lang))}{guide}"
            for v in _VERDICTS
        ),
        "",
        f"## {escape(say('triage_page_symptoms', lang))}",
        "",
        escape(say("triage_page_symptoms_intro", lang)),
        "",
    ]
    for symptom in SYMPTOMS:
        lines += _symptom(symptom, lang)
    lines += [
        f"## {escape(say('triage_page_cluster', lang))}",
        "",
        escape(say("triage_page_cluster_intro", lang)),
        "",
        *console(
            "# " + say("triage_page_cluster_each", lang),
            *_CLUSTER,
            "# " + say("triage_page_cluster_then", lang),
            _MERGE,
        ),
        f"## {escape(say('triage_page_json', lang))}",
        "",
        escape(say("triage_page_json_intro", lang)),
        "",
        f"| {escape(say('triage_page_field', lang))} | {escape(say('triage_page_meaning', lang))} |",
        "| --- | --- |",
        *(f"| `{field}` | {text[lang]} |" for field, text in SCHEMA_FIELDS),
        "",
    ]
    return "\n".join(lines)


# The sides the form offers, by their labels (the command's examples: P=... D=...).
_SIDES = ("P", "D")
# What the form's script says, from the command's sentences (data-* attributes), their
# fields ({file}) for the script to fill.
_FORM_SAYS = {
    "starting": "triage_ui_starting",
    "reading": "triage_ui_reading",
    "weighing": "triage_ui_weighing",
    "cancelled": "triage_ui_cancelled",
    "none": "triage_ui_none",
    "failed": "triage_ui_failed",
    "save-text": "triage_ui_save_text",
    "save-json": "triage_ui_save_json",
    "no-worker": "triage_ui_no_worker",
    "no-wasm": "triage_ui_no_wasm",
    "why": "triage_ui_why",
}


def _form(lang: str, engine_mb: int | None) -> list[str]:
    """Triage in the browser (assets/triage.js, which every page loads, as its pages'
    addresses differ with and without directory URLs; it works where it finds this box,
    in a worker): a box a side, the button, and where the report goes."""
    said = " ".join(
        f'data-{name}="{html.escape(MESSAGES[key][lang], quote=True)}"'
        for name, key in _FORM_SAYS.items()
    )
    sides = []
    for label in _SIDES:
        sides += [
            f'<section class="llm-triage__side" aria-label="{html.escape(say("triage_ui_side", lang))} {label}">',
            f"<p><label>{html.escape(say('triage_ui_side', lang))} "
            f'<input class="llm-triage__label" value="{label}" size="6" maxlength="40" '
            f'aria-label="{html.escape(say("triage_ui_label", lang), quote=True)}"></label></p>',
            # On a touch screen there is nothing to drop: it says "choose" (P3-2).
            f'<p class="llm-triage__drop" '
            f'data-touch="{html.escape(say("triage_ui_drop_touch", lang), quote=True)}">'
            f"{html.escape(say('triage_ui_drop', lang))}</p>",
            f'<p><label class="md-button">{html.escape(say("triage_ui_files", lang))}'
            '<input type="file" multiple class="llm-triage__input"></label> '
            f'<label class="md-button">{html.escape(say("triage_ui_folder", lang))}'
            '<input type="file" webkitdirectory class="llm-triage__input"></label> '
            f'<button type="button" class="md-button llm-triage__clear">{html.escape(say("triage_ui_clear", lang))}</button></p>',
            f'<p class="llm-triage__chosen" data-says="{html.escape(MESSAGES["triage_ui_chosen"][lang], quote=True)}" '
            f'data-read="{html.escape(MESSAGES["triage_ui_read"][lang], quote=True)}"></p>',
            f'<textarea rows="3" aria-label="{html.escape(say("triage_ui_paste", lang), quote=True)} ({label})" '
            f'placeholder="{html.escape(say("triage_ui_paste", lang), quote=True)}"></textarea>',
            "</section>",
        ]
    return [
        f"## {escape(say('triage_ui_heading', lang))} {{#{TRIAGE_IN_BROWSER}}}",
        "",
        f'<div id="llm-triage" class="llm-triage" data-lang="{lang}" {said}'
        + (f' data-engine-mb="{engine_mb}"' if engine_mb else "")
        # The report names pages by the published site's address, as the command does;
        # the page links them to this copy of the site (a local or offline one too).
        + f' data-published="{html.escape(docs_base(), quote=True)}"'
        + ">",
        '<div class="llm-triage__sides">',
        *sides,
        "</div>",
        f'<p><button type="button" class="md-button md-button--primary llm-triage__run">'
        f"{html.escape(say('triage_ui_run', lang))}</button> "
        f'<button type="button" class="md-button llm-triage__cancel" hidden>'
        f"{html.escape(say('triage_ui_cancel', lang))}</button></p>",
        f'<progress class="llm-triage__progress" max="1" hidden '
        f'aria-label="{html.escape(say("triage_ui_progress", lang), quote=True)}"></progress>',
        '<p class="llm-triage__status" role="status" aria-live="polite"></p>',
        '<div class="llm-triage__output"></div>',
        f"<noscript><p>{html.escape(say('triage_ui_noscript', lang))}</p></noscript>",
        "</div>",
        "",
        # What the boxes take, under them: the boxes on a phone's first screen (P3-2).
        with_code(say("triage_ui_intro", lang)),
        "",
    ]


def _symptom(symptom, lang: str) -> list[str]:
    colon = escape(say("colon", lang))
    head = [
        f"### `{symptom.title}` {{#{symptom.key}}}",  # our data: no backtick in a title
        "",
        f"[{escape(say('triage_page_symptom_page', lang))}]({symptom_path(symptom)})",
        "",
        f"- **{escape(say('triage_page_phase', lang))}**{colon}{escape(say('phase_' + symptom.phase, lang))}",
        f"- **{escape(say('triage_page_codes', lang))}**{colon}{symptom_codes(symptom, lang, '')}",
        "",
        f"| {escape(say('triage_page_hypothesis', lang))} | {escape(say('triage_page_supports', lang))} "
        f"| {escape(say('triage_page_rules_out', lang))} | {escape(say('triage_page_next', lang))} |",
        "| --- | --- | --- | --- |",
    ]
    rows = [
        f"| {with_code(h.says[lang])}{provenance(h.source, lang)} | {with_code(h.confirms[lang])} "
        f"| {with_code(h.rules_out[lang])} | {with_code(h.next[lang])} |"
        for h in symptom.hypotheses
    ]
    return [*head, *rows, ""]
