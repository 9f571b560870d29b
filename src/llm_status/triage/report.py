"""A diagnosis said as lines a person reads in a minute, in either language: the answer
first (the verdict, the next steps, what failed first), then the evidence, the first
errors, the timeline and each hypothesis. Its JSON record is ``record.py``'s."""

from __future__ import annotations

from ..code_text import fails_with, lower_decoded, passed_said
from ..i18n import say
from ..links import docs_base, lang_prefix
from ..manager_text import manager_logged, manager_said
from ..names import BY_KEY
from ..neighbour_text import headline, neighbour_lines
from ..reading import kinds
from ..reading.grammar import peel
from ..reading.stamp import TORCH_NPU, body_of
from ..registry.lower_layers import lower_by_name
from ..registry.record import Source
from ..registry.symptoms import LOWER_LAYERS
from ..registry.upstream_messages import message_at
from ..terminal import WIDTH, Style, cut_around, quoted, visible, wrap
from ..torch_npu_text import torch_npu_lines
from ..version import VERSION
from .clocks import AFTER, WINDOW, few_sides
from .code_says import first_code
from .decisions import CAVEATS, Decision, Diagnosis, Finding
from .diagnosis import CHAIN_GAP, COVERED_SHARE, is_ours
from .events import Event, decisive

SHOWN = 1000  # characters of a log line shown whole in the report (the JSON has it all)
# Past SHOWN: its start, the part around its code, its end (characters).
_START, _AROUND, _END = 400, 200, 120
TIMELINE = 12  # events in the report's timeline


def where(event: Event) -> str:
    """``source / file:line / timestamp``, as upstream's guide writes an event (to the
    millisecond: the JSON has the microseconds)."""
    time = event.time[:23].replace("T", " ") if event.time else "-"
    # A file given without a label is its own side: its name is said once (issue 50).
    side = "" if event.source == event.file else f"{visible(event.source)} / "
    return f"{side}{visible(event.file)}:{event.line_no} / {time}"


def lines_of(diagnosis: Diagnosis, lang: str, style: Style, width: int = WIDTH) -> list[str]:
    """The report's lines, wrapped at ``width`` columns (the page lets the browser wrap:
    it gives a width no line reaches)."""

    def heading(key: str, **fields) -> str:
        return style(say(key, lang, **fields), "bold")

    # The first screen is the answer (issue 50): the verdict and its cause, the next
    # steps as a short list (the first failure's own code first), what failed first;
    # then the evidence, the timeline and each hypothesis, which it says follow.
    out = first_screen(diagnosis, lang, style, width)
    out.append("")
    out.append(heading("triage_evidence"))
    shown, rest = _sides_shown(diagnosis)
    for source in shown:
        out += _side_lines(source, lang, width)
    if rest:
        out += wrap(_rest_says(rest, lang, bool(shown)), width, "    ", "  ")
    for side, path in diagnosis.paths.items():
        said = say("triage_path", lang, side=visible(side), path=say("path_" + path, lang))
        out += wrap(
            said + say("said_by", lang, source=say("source_troubleshooting-guide", lang)),
            width,
            "    ",
            "  ",
        )
    for key, fields in diagnosis.clocks:
        out += wrap(say(key, lang, **_shown(fields)), width, "    ", "  ! ")
    for key, fields in diagnosis.pairing:
        mark = "  = " if key == "pair_named" else "  ! "
        out += wrap(say(key, lang, **_shown(fields)), width, "    ", mark)
    for key, fields in diagnosis.facts_aside:
        out += wrap(say(key, lang, **_shown(fields)), width, "    ", "  ! ")

    # One account of what failed first (issue 50): the first screen's line in full, then,
    # where the failure reached the libraries later, their first error apart.
    first, lead = diagnosis.first_error, diagnosis.first_failure or diagnosis.first_error
    out += ["", heading("triage_failed_first_full")]
    if lead is None:
        out.append("  " + say("triage_no_error", lang))
    else:
        out += _event_lines(lead, lang, style, width)
    if first is not None and first is not lead and is_ours(first):
        out += ["", heading("triage_reached_ours")]
        out += _event_lines(first, lang, style, width)
    if first is not None:
        for side, count in sorted(diagnosis.recurrences.items()):
            successes = _counts(diagnosis, side).get("successes", 0)
            out += wrap(
                say(
                    "triage_seen",
                    lang,
                    side=visible(side),
                    count=f"{count:,}",
                    successes=f"{successes:,}",
                ),
                width,
                "    ",
                "    ",
            )
        chain = next((c for c in diagnosis.chains if any(e is first for _, e in c)), None)
        if chain and len(chain) > 1:
            out.append("  " + say("triage_chain", lang))
            for role, event in chain:
                out += wrap(
                    f"{say('role_' + role, lang)}{say('colon', lang)}{where(event)}  {_short(event)}",
                    width,
                    "        ",
                    "    - ",
                )
    lower = diagnosis.first_lower
    layers = say("list_separator", lang).join(LOWER_LAYERS)
    out += ["", heading("triage_first_lower", layers=layers)]
    if lower is None:
        out.append("  " + say("triage_no_lower", lang))
    elif lower is lead or lower is first:  # said in full above: once is enough
        out += wrap(f"{where(lower)}  [{visible(lower.layer)}] " + say("triage_lower_above", lang), width, "    ", "  ")  # fmt: skip
    else:
        out += _event_lines(lower, lang, style, width)

    out += ["", heading("triage_timeline")]
    for event in _timeline(diagnosis):
        out += wrap(
            f"{where(event)}  [{visible(event.layer)}] {_short(event)}", width, "      ", "  "
        )

    for finding in diagnosis.findings:
        out += ["", *_finding_lines(finding, lang, style, width)]
    if not diagnosis.findings:
        out += ["", *wrap(say("triage_no_symptom", lang), width, "  ", "")]

    out += ["", verdict_line(diagnosis, lang, style)]
    out += wrap(say("verdict_says_" + diagnosis.verdict, lang), width, "  ", "  ")
    # Under "confirmed", nothing is asked to settle it (adversarial L5): what is left are
    # caveats (clocks, a collapsed side, untimed lines).
    confirmed = diagnosis.verdict == "confirmed"
    missing = [(k, f) for k, f in diagnosis.missing if not confirmed or k in CAVEATS]
    if missing:
        out += ["", heading("triage_caveats" if confirmed else "triage_missing")]
        for key, fields in missing:
            out += wrap(say(key, lang, **_shown(fields)), width, "    ", "  - ")
    out += ["", *wrap(say("triage_source", lang, ours=thresholds(lang)), width, "  ", "")]
    # The answer again where the eye lands after a long report (as cargo and pytest end
    # on their summary): the verdict and its cause, and where its next steps are.
    last = verdict_headline(diagnosis, lang) + say("triage_steps_above", lang)
    return [*out, "", *wrap(last, width, "  ", "")]


# Past this many sides, the report lists those that matter and counts the rest (the JSON
# has each): a cluster's report stays a page, not a line a node (issue 33).
MOST_SIDES_LISTED = 12


def _sides_shown(diagnosis: Diagnosis) -> tuple[list[dict], list[dict]]:
    """The sides to list: all of a few; of many, those whose lines the report shows (the
    first failure's, the first error's, each symptom's and the node that failed first)."""
    if len(diagnosis.sources) <= MOST_SIDES_LISTED:
        return diagnosis.sources, []
    named = {e.source for e in (diagnosis.first_failure, diagnosis.first_error) if e is not None}
    named |= {f.event.source for f in diagnosis.findings}
    if diagnosis.first_node is not None:
        named.add(diagnosis.first_node["side"])
    shown = [s for s in diagnosis.sources if s["label"] in named][:MOST_SIDES_LISTED]
    kept = {id(s) for s in shown}
    return shown, [s for s in diagnosis.sources if id(s) not in kept]


def _rest_says(rest: list[dict], lang: str, others: bool) -> str:
    files = [f for source in rest for f in source["files"]]
    times = [t for f in files for t in (f.get("first"), f.get("last")) if t]
    return say(
        "triage_sides_rest" if others else "triage_sides_all",
        lang,
        count=f"{len(rest):,}",
        files=f"{len(files):,}",
        lines=f"{sum(f['lines'] or 0 for f in files):,}",
        start=min(times)[:23].replace("T", " ") if times else "-",
        end=max(times)[:23].replace("T", " ") if times else "-",
    )


def first_node_says(node: dict, lang: str) -> str:
    """Of a cluster: which node failed first, how many after it, and its echoes."""
    fields = {
        "total": f"{node['total']:,}",
        "side": visible(node["side"]),
        "time": (node["time"] or "-")[:23].replace("T", " "),
        "later": f"{node['later']:,}",
        "echoes": f"{len(node['echoes']):,}",
        "silent": f"{node['silent']:,}",
        "addresses": visible(", ".join(node["addresses"][:5])),
    }
    said = say("cluster_first" if node["echoes"] else "cluster_first_unnamed", lang, **fields)
    if node["clocks"]:  # which came first holds only if their clocks agreed
        doubt = {"count": f"{len(node['clocks']):,}", "sides": visible(few_sides(node["clocks"]))}
        said += (" " if lang == "en" else "") + say("cluster_first_clocks", lang, **doubt)
    return said


def _facts_lines(facts, lang: str, width: int) -> list[str]:
    """A side's node's facts, grouped by what they say (a device's, a variable's, a
    version), and what could not be run there."""
    if not facts:
        return []
    said: dict[str, list[str]] = {}
    for fact in facts:
        if fact["key"] == "not_run":
            continue
        if fact["key"] == "env":
            said.setdefault("env", []).append(f"{fact['name']}={fact['value']}")
        elif fact["key"] == "rank_ip":  # a rank table's device, named by its server
            said.setdefault("rank_ip", []).append(
                f"{fact['name']}/{fact['device']}={fact['value']}"
            )
        elif fact["device"] is not None:
            said.setdefault(fact["key"], []).append(f"{fact['device']}={fact['value']}")
        else:
            said.setdefault(fact["key"], []).append(fact["value"])
    groups = "; ".join(f"{key} {', '.join(dict.fromkeys(values))}" for key, values in said.items())
    files = ", ".join(dict.fromkeys(visible(fact["file"]) for fact in facts))
    out = []
    if groups:
        text = say("triage_facts", lang, count=len(facts), files=files, facts=visible(groups))
        out += wrap(text, width, "      ", "    ")
    not_run = [f"{f['name']} ({f['value']})" for f in facts if f["key"] == "not_run"]
    if not_run:
        text = say("triage_not_run", lang, commands=visible("; ".join(not_run)))
        out += wrap(text, width, "      ", "    ")
    return out


def _side_lines(source: dict, lang: str, width: int) -> list[str]:
    files = source["files"]
    times = sorted(t for f in files for t in (f.get("first"), f.get("last")) if t)
    said = say(
        "triage_side",
        lang,
        side=visible(source["label"]),
        files=len(files),
        lines=f"{sum(f['lines'] or 0 for f in files):,}",
        start=times[0][:23].replace("T", " ") if times else "-",
        end=times[-1][:23].replace("T", " ") if times else "-",
    )
    out = wrap(said, width, "    ", "  ")
    if (written := source.get("written_by")) is not None:
        key, given = ("summary_other_version", written) if written else ("summary_no_version", "")
        said = say(key, lang, version=visible(given), ours=VERSION)
        out += wrap(said, width, "      ", "    ")
    for version in source.get("versions", ()):
        where_ = f"{visible(version['file'])}:{version['line_no']}"
        out += wrap(
            say("triage_version", lang, version=visible(version["version"]), where=where_),
            width,
            "      ",
            "    ",
        )
    out += _facts_lines(source.get("facts", ()), lang, width)
    for file in files:
        if file.get("nuls"):
            said = say("nuls_skipped", lang, input=repr(file["file"]), count=f"{file['nuls']:,}")
            out += wrap(said, width, "      ", "    ")
        if given := file.get("year"):
            said = say(
                _YEAR_FROM[given["from"]],
                lang,
                file=visible(file["file"]),
                year=given["year"],
            )
            out += wrap(said, width, "      ", "    ")
    if source["skipped"]:
        names = ", ".join(visible(str(s["file"])) for s in source["skipped"][:5])
        out += wrap(
            say("triage_skipped", lang, count=len(source["skipped"]), names=names),
            width,
            "    ",
            "    ",
        )
    return out


def _shown(fields: dict) -> dict:
    """A sentence's fields as a terminal may show them: what came from the input (a side's
    label, a comm[...] of a log line) with its control characters written out."""
    return {key: visible(str(value)) for key, value in fields.items()}


def _counts(diagnosis: Diagnosis, label: str) -> dict:
    for source in diagnosis.sources:
        if source["label"] == label:
            return source["counts"]
    return {}


# What a file's dated lines or its last change gave a clock that states no year (its
# key in a source's record: sources._date_the_yearless), said as a sentence of its own.
_YEAR_FROM = {"line": "triage_year_from_line", "mtime": "triage_year_from_mtime"}


def _event_lines(event: Event, lang: str, style: Style, width: int) -> list[str]:
    out = wrap(f"{where(event)}  [{visible(event.layer)}]", width, "    ", "  ")
    out += wrap(_short(event), width, "    ", "    ")
    if event.code:
        said = say("triage_reports", lang, code=visible(event.code))
        out += wrap(said, width, "      ", "    ")
    for name in event.lower:
        said = lower_decoded(lower_by_name(name), lang, style)
        out += wrap(said, width, "      ", "    ")
    if event.em:
        for said in manager_said(event.em, lang):
            out += wrap(said, width, "      ", "    ")
        for said in manager_logged(event.em, event.cause, event.solution, event.trace, lang):
            if said.startswith("- "):  # a frame, under the TraceBack's heading
                out += wrap(said[2:], width, "        ", "      - ")
            else:
                out += wrap(said, width, "      ", "    ")
    if event.layer == TORCH_NPU and (code := kinds.torch_npu_code(event.text)):
        out += [" " * 4 + line.lstrip() for line in torch_npu_lines(code, lang, style, width)]
    if event.neighbours:  # a neighbour's code: its words, where printed, what to do
        for named in kinds.neighbour_codes(event.text):
            out += ["    " + line for line in neighbour_lines(named, lang, style, width - 4)]
    if event.site:
        key = "triage_printed_at" if event.site_named else "triage_looks_like"
        out += wrap(say(key, lang, site=visible(event.site)), width, "      ", "    ")
    if event.site and (message := message_at(event.site)) is not None:
        if said := passed_said(message, lang):
            out += wrap(said, width, "      ", "    ")
        logged = BY_KEY.get((event.code or "").lower())
        if returned := fails_with(message, event.lower, logged, lang):
            out += wrap(returned[1], width, "      ", "    ")
    return out


def _short(event: Event) -> str:
    """The line without what ``where`` says already (a plog's level, module, time, file
    and thread; a wrapper's prefix), whole up to ``SHOWN`` characters (the report wraps
    it: an error manager's reason, a peer's address, the end of a message are read
    there); a longer one keeps its start, the part around its code and its end."""
    text = body_of(peel(event.text).line)
    if len(text) <= SHOWN:
        return visible(text)
    return visible(cut_around(text, decisive(event), _START, _AROUND, _END))


def _timeline(diagnosis: Diagnosis) -> list[Event]:
    """The few events that matter: the first error and its chain, the first lower-layer
    error, each symptom's line and the lines that decided a hypothesis, in time order."""
    chosen: list[Event] = []
    first = diagnosis.first_error
    for event in (first, diagnosis.first_lower):
        if event is not None:
            chosen.append(event)
    for chain in diagnosis.chains:
        if any(e is first for _, e in chain):
            chosen += [e for _, e in chain]
    for finding in diagnosis.findings:
        chosen.append(finding.event)
        for decision in finding.decisions:
            chosen += decision.evidence
    unique = list({id(e): e for e in chosen}.values())
    unique.sort(key=lambda e: (e.time is None, e.time or "", e.source, e.file, e.line_no))
    return unique[:TIMELINE]


def _finding_lines(finding: Finding, lang: str, style: Style, width: int) -> list[str]:
    symptom = finding.symptom
    out = [
        style(say("triage_symptom", lang, title=symptom.title), "bold"),
        *wrap(
            say(
                "triage_symptom_at",
                lang,
                where=where(finding.event),
                count=finding.count,
                phase=say("phase_" + symptom.phase, lang),
            ),
            width,
            "    ",
            "  ",
        ),
    ]
    # The supported first, then the ruled out, then the open: what to act on first.
    order = {"supported": 0, "ruled-out": 1, "open": 2}
    for decision in sorted(finding.decisions, key=lambda d: order[d.status]):
        out += _decision_lines(decision, lang, style, width)
    # What supports or rules out each hypothesis, in full: the symptom's section of the
    # site's triage page (the JSON has it too).
    page = docs_base() + lang_prefix(lang) + f"triage/#{symptom.key}"
    out += wrap(say("triage_see_page", lang, url=page), width, "    ", "  ")
    return out


def decided_by(decision: Decision, lang: str) -> str:
    """How a hypothesis was decided, one sentence (the report's and the JSON's)."""
    return say(
        decision.why,
        lang,
        gap=decision.gap_ms if decision.gap_ms is not None else "-",
        timeout=decision.timeout_ms if decision.timeout_ms is not None else "-",
        **dict(decision.said),
    )


_STATUS_STYLE = {"supported": "red", "ruled-out": "green", "open": "yellow"}


def _decision_lines(decision: Decision, lang: str, style: Style, width: int) -> list[str]:
    h = decision.hypothesis
    label = style(say("status_" + decision.status, lang), _STATUS_STYLE[decision.status])
    out = wrap(f"[{label}] {h.says[lang]}", width, "      ", "  ")
    if decision.why == "decided_nothing":
        # Open, and nothing in the logs bears on it: the next step says enough.
        return out + wrap(say("triage_next", lang, next=h.next[lang]), width, "      ", "      ")
    out += wrap(decided_by(decision, lang), width, "      ", "      ")
    for event in decision.evidence:
        out += wrap(f"{where(event)}  {_short(event)}", width, "          ", "      > ")
    if decision.status == "open":
        out += wrap(say("triage_next", lang, next=h.next[lang]), width, "      ", "      ")
    return out


# Decisions that rest on a rule of ours (diagnosis.covers, the twins, the thread): the
# guide says what a missing line means, not when a side's logs are complete enough.
_OURS_DECIDE = (
    "decided_absent",
    "decided_absent_rules_out",
    "decided_not_covered",
    "decided_peer_never_entered",
    "decided_same_logs",
)


def decided_source(decision: Decision) -> str:
    if decision.why in _OURS_DECIDE or (
        decision.hypothesis.supports is not None and decision.hypothesis.supports.same_thread
    ):
        return Source.OURS.value
    return decision.hypothesis.source.value


def thresholds(lang: str) -> str:
    """The numbers triage decides by that are ours, not the guide's, in one sentence (the
    report's footer, the triage page; fidelity M3)."""
    return say(
        "triage_ours",
        lang,
        window=_seconds(WINDOW, lang),
        after=_seconds(AFTER, lang),
        gap=_seconds(CHAIN_GAP, lang),
        share=f"{COVERED_SHARE:.0%}",
    )


def _seconds(value: float, lang: str) -> str:
    return f"{value:g} s" if lang == "en" else f"{value:g}秒"


def first_screen(diagnosis: Diagnosis, lang: str, style: Style, width: int) -> list[str]:
    """The report's first lines: the verdict and its cause (or that none can be named),
    the next steps numbered (what the first failure's own code says first, then what
    would name a cause), what failed first, and where the rest is."""
    out = wrap(verdict_headline(diagnosis, lang), width, "  ", "")
    if diagnosis.first_node is not None:  # a cluster: the node to look at, and its echoes
        out += wrap(first_node_says(diagnosis.first_node, lang), width, "  ", "")
    steps = next_steps(diagnosis, lang)
    out += ["", style(say("triage_next_steps", lang), "bold")]
    for number, step in enumerate(steps, start=1):
        out += wrap(step, width, "     ", f"  {number}. ")
    lead = diagnosis.first_failure or diagnosis.first_error
    if lead is not None:
        out += ["", style(say("triage_failed_first", lang), "bold")]
        out += wrap(f"{where(lead)}  [{visible(lead.layer)}]", width, "    ", "  ")
        text = quoted(_short(lead), decisive(lead), _ANSWER_TEXT)
        out += wrap(visible(text), width, "    ", "    ")
    out += ["", *wrap(say("triage_rest_follows", lang), width, "  ", "")]
    return out


def verdict_headline(diagnosis: Diagnosis, lang: str) -> str:
    """The verdict and its cause with the line that decided it, or that no cause can be
    named yet: the report's first sentence (answer() says it all in one, for the record)."""
    verdict = say("verdict_" + diagnosis.verdict, lang)
    verdict = verdict[:1].upper() + verdict[1:]
    finding = diagnosis.findings[0] if diagnosis.findings else None
    if finding is not None and diagnosis.verdict != "insufficient":
        supported = [d for d in finding.decisions if d.status == "supported"]
        causes = say("list_separator", lang).join(
            _lower_first(d.hypothesis.says[lang]).rstrip("。.") for d in supported
        )
        if len(supported) == 1 and supported[0].evidence:
            evidence = where(supported[0].evidence[0])
            return say("headline_cause", lang, verdict=verdict, cause=causes, evidence=evidence)
        if len(supported) == 1:
            return say("headline_absent", lang, verdict=verdict, cause=causes)
        if supported:
            return say("headline_several", lang, verdict=verdict, count=len(supported), causes=causes)  # fmt: skip
        ruled = sum(1 for d in finding.decisions if d.status == "ruled-out")
        return say("headline_open", lang, verdict=verdict, ruled=ruled)
    if diagnosis.first_failure is None and diagnosis.first_error is None:
        return say("headline_no_error", lang, verdict=verdict)
    return say("headline_none", lang, verdict=verdict)


def next_steps(diagnosis: Diagnosis, lang: str) -> list[str]:
    """The next steps, numbered in the report: what the first failure's own code says
    (its table's words, labelled), then what the supported cause asks (ours, from the
    guide's evidence), else what would name a cause; never what was given."""
    steps = []
    code = first_code(diagnosis, lang)
    if code is not None:
        says = code.says.rstrip("。.")
        steps.append(say("step_code_says", lang, code=visible(code.code), where=where(code.event), says=says))  # fmt: skip
    finding = diagnosis.findings[0] if diagnosis.findings else None
    supported = [d for d in finding.decisions if d.status == "supported"] if finding else []
    if len(supported) == 1 and diagnosis.verdict != "insufficient":
        said = _cause_next(supported[0], diagnosis, lang)
        # Whose the step is: its hypothesis's source, or ours where it says the logs were given.
        given = said == say("answer_next_given", lang)
        source = Source.OURS if given else supported[0].hypothesis.source
        steps.append(said + say("said_by", lang, source=say("source_" + source.value, lang)))
    else:
        steps += [say(k, lang, **_shown(f)) for k, f in diagnosis.missing if k not in CAVEATS][:3]
    return steps or [say("triage_next_read", lang)]


def _cause_next(d, diagnosis: Diagnosis, lang: str) -> str:
    """A supported cause's next step: its hypothesis's, unless that asks for logs that
    were given and hold the line that decided it (both ends' where it asks for both)."""
    asks = d.hypothesis.collects
    if d.evidence and (asks == "one" or (asks == "both" and len(diagnosis.sources) > 1)):
        return say("answer_next_given", lang)
    return d.hypothesis.next[lang]


def answer(diagnosis: Diagnosis, lang: str) -> str:
    """The report's first sentence: the verdict and its cause with the line that decided
    it, or what failed first, and the next step (UX P2-1; issue 31, 10)."""
    verdict = say("verdict_" + diagnosis.verdict, lang)
    verdict = verdict[:1].upper() + verdict[1:]
    missing = [say(k, lang, **_shown(f)) for k, f in diagnosis.missing if k not in CAVEATS]
    finding = diagnosis.findings[0] if diagnosis.findings else None
    if finding is not None and diagnosis.verdict != "insufficient":
        # What the first failure's own code says comes before what the guide's
        # hypotheses make of it (issue 50): the code's words, then the refinement.
        code = first_code(diagnosis, lang)
        first = (
            ""
            if code is None
            else say(
                "answer_its_code",
                lang,
                code=visible(code.code),
                where=where(code.event),
                says=code.says.rstrip("。."),
            )
        )
        supported = [d for d in finding.decisions if d.status == "supported"]
        if len(supported) == 1:
            d = supported[0]
            cause = _lower_first(d.hypothesis.says[lang]).rstrip("。.")
            fields = {"verdict": verdict, "cause": cause, "first_code": first}
            fields["next"] = _cause_next(d, diagnosis, lang)
            if d.evidence and d.hypothesis.source == Source.NEIGHBOUR:
                # Decided by what a neighbour's own code logs (Mooncake's transport), not the guide.
                basis = say("basis_neighbour", lang)
                return say("answer_cause_from", lang, evidence=where(d.evidence[0]), basis=basis, **fields)  # fmt: skip
            if d.evidence:
                return say("answer_cause", lang, evidence=where(d.evidence[0]), **fields)
            return say("answer_absent", lang, **fields)
        if supported:
            causes = say("list_separator", lang).join(
                _lower_first(d.hypothesis.says[lang]).rstrip("。.") for d in supported
            )
            return say("answer_several", lang, verdict=verdict, count=len(supported), causes=causes, first_code=first)  # fmt: skip
        ruled = sum(1 for d in finding.decisions if d.status == "ruled-out")
        return say("answer_open", lang, verdict=verdict, ruled=ruled, next=_first(missing, lang), first_code=first)  # fmt: skip
    lead = diagnosis.first_failure or diagnosis.first_error
    if lead is None:
        return say("answer_no_error", lang, verdict=verdict, next=_first(missing, lang))
    text, next_step = _short(lead), _first(missing, lang)
    if lead.neighbours and (named := kinds.neighbour_codes(lead.text)):
        # A neighbour's code: it, in its table's words; and what its neighbour documents.
        text, documented = headline(named[0], lang)
        next_step = documented or next_step
    text = text if len(text) <= _ANSWER_TEXT else text[: _ANSWER_TEXT - 1] + "…"
    fields = {"verdict": verdict, "where": where(lead), "layer": visible(lead.layer)}
    fields |= {"text": visible(text).rstrip("。."), "next": next_step}  # the sentence ends it
    # The first failure's own code leads where its table says anything (issue 50): its
    # words are the first thing to check, whatever else would name a cause.
    code = first_code(diagnosis, lang)
    if code is None or (lead.neighbours and code.event is lead):
        return say("answer_first_failure", lang, **fields)
    said = {"code": visible(code.code), "says": code.says.rstrip("。.")}
    if code.event is lead:
        return say("answer_first_failure_code", lang, **fields, **said)
    return say("answer_first_failure_code_at", lang, **fields, **said, at=where(code.event))


_ANSWER_TEXT = 160  # characters of the failing line the first sentence quotes


def _first(missing: list[str], lang: str) -> str:
    return missing[0] if missing else say("triage_next_read", lang)


def _lower_first(text: str) -> str:
    """A sentence to go after "Likely: " ("The peer ..." → "the peer ...")."""
    return text if text[1:2].isupper() else text[:1].lower() + text[1:]


def verdict_line(diagnosis: Diagnosis, lang: str, style: Style | None = None) -> str:
    """The report's verdict line (``Verdict: likely``), its heading in bold."""
    heading = say("triage_verdict", lang)
    return (
        (style(heading, "bold") if style else heading)
        + say("colon", lang)
        + _verdict_word(diagnosis, lang)
    )


def _verdict_word(diagnosis: Diagnosis, lang: str) -> str:
    return say("verdict_" + diagnosis.verdict, lang)
