"""The triage page: what ``llm-status triage`` does, upstream's method it follows, the
symptoms and hypotheses it weighs (from ``registry/symptoms.py``), the verdicts, a
cluster's summaries, and the JSON schema (``triage.report.SCHEMA_FIELDS``)."""

from __future__ import annotations

from ..i18n import say
from ..links import codes_folder
from ..names import BY_KEY
from ..registry.record import Source
from ..registry.symptoms import SYMPTOMS
from ..triage.report import SCHEMA_FIELDS
from .code_page import front_matter, provenance
from .paths import symptom_path
from .symptom_page import with_code
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

_CLUSTER = """\
# on every node, by the cluster's own tools; each summary is kilobytes
$ kubectl exec prefill-0 -- llm-status triage P=/root/ascend/log --summary > prefill-0.json
$ pdsh -w decode-[0-7] 'llm-status triage D=/root/ascend/log --summary' > /dev/null
$ ansible decode -m shell -a 'llm-status triage D=/root/ascend/log --summary > /tmp/node.json'
# then, on one machine, as with raw logs
$ llm-status triage prefill-0.json decode-*.json"""


def triage_page(lang: str) -> str:
    guide = provenance(SYMPTOMS[0].source, lang)
    lines = [
        "---",
        f"title: {front_matter(say('triage_page_title', lang))}",
        f"description: {front_matter(say('triage_page_description', lang))}",
        "---",
        "",
        f"# {escape(say('triage_page_title', lang))}",
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
        *console(_CLUSTER),
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


def _symptom(symptom, lang: str) -> list[str]:
    colon = escape(say("colon", lang))
    codes = say("list_separator", lang).join(
        f"[`{name}`]({codes_folder(BY_KEY[name.lower()])}{BY_KEY[name.lower()].name}.md)"
        for name in symptom.codes
    )
    head = [
        f"### `{symptom.title}` {{#{symptom.key}}}",  # our data: no backtick in a title
        "",
        f"[{escape(say('triage_page_symptom_page', lang))}]({symptom_path(symptom)})",
        "",
        f"- **{escape(say('triage_page_phase', lang))}**{colon}{escape(say('phase_' + symptom.phase, lang))}",
        f"- **{escape(say('triage_page_codes', lang))}**{colon}{codes}"
        + provenance(symptom.codes_source, lang),
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
