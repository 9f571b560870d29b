"""The page on a node's facts (``collect.md``): why they matter, what ``llm-status collect``
runs and reads (from ``registry/facts.py``), what it never does, how to run it in a
container and on every node, and the hypotheses the facts decide (from
``registry/symptoms.py``, each linked to its symptom's page)."""

from __future__ import annotations

from ..i18n import say
from ..registry import facts, secrets
from ..registry.record import Source
from ..registry.symptoms import SYMPTOMS
from ..triage.config_checks import FACT_CHECKS
from .code_page import front_matter, provenance
from .paths import symptom_path
from .symptom_page import with_code
from .text import console, escape

_CONTAINER = """\
$ kubectl exec decode-0 -- llm-status collect > decode-0-facts.txt
$ kubectl exec decode-0 -- llm-status collect --pid 1 --devices 0-7 > decode-0-facts.txt"""

_CLUSTER = """\
$ pdsh -w 'node-[01-16]' 'llm-status collect > /root/ascend/log/facts.txt'
$ llm-status triage P=/logs/node-01 D=/logs/node-09"""


def collect_page(lang: str) -> str:
    colon = escape(say("colon", lang))
    ours = provenance(Source.OURS, lang)
    lines = [
        "---",
        f"title: {front_matter(say('collect_page_title', lang))}",
        f"description: {front_matter(say('collect_page_description', lang))}",
        "---",
        "",
        f"# {escape(say('collect_page_title', lang))}",
        "",
        escape(say("collect_page_intro", lang)),
        "",
        *console("$ llm-status collect > facts.txt" + ("" if lang == "en" else " --lang zh")),
        f"## {escape(say('collect_page_runs', lang))}",
        "",
        escape(say("collect_page_runs_intro", lang)),
        "",
        f"| {escape(say('collect_page_command', lang))} | {escape(say('collect_page_reads', lang))} "
        f"| {escape(say('collect_page_seen', lang))} |",
        "| --- | --- | --- |",
    ]
    for reading in facts.READINGS:
        lines.append(
            f"| `{reading.typed}` | `{reading.key}`{colon}"
            f"<code>{escape(reading.samples[0])}</code> | {escape(reading.seen)} |"
        )
    # The rank table is read as a whole (JSON), not line by line: its device lines' sample.
    device_line = next(line for line in facts.RANK_TABLE_SAMPLE.splitlines() if "device_ip" in line)
    lines.append(
        f"| `cat $RANK_TABLE_FILE` | `rank_ip`{colon}<code>{escape(device_line.strip())}</code> "
        f"| {escape(facts.RANK_TABLE_SEEN)} |"
    )
    lines += [
        "",
        f"- **{escape(say('collect_page_env', lang))}**{colon}"
        + ", ".join(f"`{p}*`" for p in facts.ENV_PREFIXES)
        + ", "
        + ", ".join(f"`{n}`" for n in facts.ENV_NAMES)
        + ours,
        f"- **{escape(say('collect_page_secrets', lang))}**{colon}"
        + escape(
            say(
                "collect_page_secrets_says",
                lang,
                redacted=facts.REDACTED,
                words=", ".join(sorted(secrets.WORDS)),
                members=", ".join(sorted(facts.MEMBERS)),
            )
        )
        + ours,
        f"- **{escape(say('collect_page_never', lang))}**{colon}"
        + escape(say("collect_page_never_says", lang))
        + ours,
        "",
        escape(say("collect_page_when", lang)) + ours,
        "",
        f"## {escape(say('collect_page_where', lang))}",
        "",
        escape(say("collect_page_container", lang)),
        "",
        *console(_CONTAINER),
        escape(say("collect_page_cluster", lang)),
        "",
        *console(_CLUSTER),
        f"## {escape(say('collect_page_decides', lang))}",
        "",
        escape(say("collect_page_decides_intro", lang)),
        "",
    ]
    for symptom in SYMPTOMS:
        for h in symptom.hypotheses:
            if h.check in FACT_CHECKS:
                link = f"{symptom_path(symptom)}#{h.key}"
                lines.append(
                    f"- [{with_code(h.says[lang])}]({link}) (`{symptom.title}`)"
                    f"{provenance(h.source, lang)}"
                )
    lines += [
        "",
        escape(say("collect_page_formats", lang)),
        "",
    ]
    return "\n".join(lines) + "\n"
