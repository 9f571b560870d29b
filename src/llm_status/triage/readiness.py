"""llm-status check: two nodes' facts (``llm-status collect``'s transcripts, their
folders, or their summaries) held against every rule triage decides configuration by
(``config_checks.FACT_CHECKS``) and against the layout both ends of a KV transfer must
agree on (``registry/layout_rules.py``), before anything fails and without a log.

Each rule's result: ``differs`` (the problem it looks for is there), ``holds`` (the facts
rule it out), ``unknown`` (the facts do not say), with the facts that decided it. A rule
triage runs from one end's view is run from each node's, and the worst view counts."""

from __future__ import annotations

import json
from typing import NamedTuple

from ..registry.layout_rules import LAYOUT_RULES, LayoutRule
from ..registry.record import Source, T
from ..registry.symptoms import SYMPTOMS
from .clocks import Apart
from .config_checks import FACT_CHECKS, fact_event, named_role, node_facts
from .decisions import OPEN, RULED_OUT, SUPPORTED, Across, Decision
from .events import APP, Event
from .facts import Fact

DIFFERS, HOLDS, UNKNOWN, UNUSED = "differs", "holds", "unknown", "not_applicable"
_RESULT = {SUPPORTED: DIFFERS, RULED_OUT: HOLDS, OPEN: UNKNOWN}
_WORST = (DIFFERS, UNKNOWN, HOLDS, UNUSED)  # the order results are listed in, and combined by
# A rule for what only some deployments use, by the fact that says a node uses it: a
# KV pool's hashing (vllm-ascend's KV pool guide: PYTHONHASHSEED the same on all nodes
# "upon enabling KV Pool"; a node uses it where its processes name AscendStoreConnector).
_USED_WHERE = {"hash_seed": "kv_pool"}


class Result(NamedTuple):
    """One rule's result over the nodes given."""

    rule: str  # a FACT_CHECKS name, or a layout rule's key
    says: T  # the problem it looks for
    source: Source
    result: str  # DIFFERS, HOLDS, UNKNOWN
    why: tuple[tuple[str, dict], ...]  # the sentences (key, fields) that say how
    evidence: tuple[Event, ...]  # the facts' lines that decided it


def _hypotheses() -> dict[str, object]:
    """The first hypothesis that runs each configuration check: its words are the rule's."""
    found: dict[str, object] = {}
    for symptom in SYMPTOMS:
        for h in symptom.hypotheses:
            if h.check in FACT_CHECKS:
                found.setdefault(h.check, h)
    return found


def _across(facts: dict[str, list[Fact]], sides: list[str]) -> Across:
    """What is known across the nodes when only their facts are: no line, no clock."""
    return Across(
        entries={},
        skewed=Apart({}),
        minutes={side: set() for side in sides},
        info={side: set() for side in sides},
        twins=set(),
        cut={},
        facts=facts,
        reduced=set(),
        aside={},
        views={},
        by_side={side: [] for side in sides},
    )


def _from_each_end(check, h, sides: list[str], across: Across) -> list[Decision]:
    decisions = []
    for side in sides:
        at = Event(side, "", 0, None, "ERROR", APP, "")  # a failure at no time on that node
        decisions.append(check(h, at, [], across))
    return decisions


def _combined(rule: str, h, decisions: list[Decision]) -> Result:
    results = [_RESULT[d.status] for d in decisions]
    worst = min(results, key=_WORST.index)
    chosen = [d for d, r in zip(decisions, results, strict=True) if r == worst]
    why, evidence = [], []
    for d in chosen:
        numbers = {"gap": d.gap_ms, "timeout": d.timeout_ms}
        fields = {k: "-" if v is None else v for k, v in numbers.items()} | dict(d.said)
        said = (d.why, fields)
        if said not in why:
            why.append(said)
        evidence += [e for e in d.evidence if e not in evidence]
    return Result(rule, h.says, h.source, worst, tuple(why), tuple(evidence))


# -- the layout rules ------------------------------------------------------------------


def _values(facts: list[Fact], key: str) -> dict[str, Fact]:
    """A node's values of one layout fact, each with a fact that says it."""
    found: dict[str, Fact] = {}
    for fact in facts:
        if fact.key == key:
            found.setdefault(fact.value, fact)
    return found


def _evidence(side: str, found: dict[str, Fact]) -> list[Event]:
    return [fact_event(side, fact) for fact in found.values()]


def _compare(rule: LayoutRule, facts: dict[str, list[Fact]], sides: list[str], on=None) -> Result:
    """One fact of every node compared: the same everywhere holds, one that differs
    differs; a node that states none, or several, leaves it unknown. ``on``: what a value
    means for the rule (DCP: on or off)."""
    key = rule.facts[0]
    said = {side: _values(facts.get(side, []), key) for side in sides}
    evidence = [e for side in sides for e in _evidence(side, said[side])]
    silent = [side for side in sides if not said[side]]
    several = [side for side in sides if len(said[side]) > 1]
    if several:
        values = ", ".join(sorted(said[several[0]]))
        why = ("check_several", {"side": several[0], "flag": key, "values": values})
        return Result(rule.key, rule.says, rule.source, UNKNOWN, (why,), tuple(evidence))
    meant = {side: (on or str)(next(iter(said[side]))) for side in sides if said[side]}
    if len(set(meant.values())) > 1:
        shown = "; ".join(f"{side}: {next(iter(said[side]))}" for side in sides if said[side])
        why = ("check_differ", {"flag": key, "values": shown})
        return Result(rule.key, rule.says, rule.source, DIFFERS, (why,), tuple(evidence))
    if silent:
        why = ("check_not_stated", {"sides": ", ".join(silent), "flag": key})
        return Result(rule.key, rule.says, rule.source, UNKNOWN, (why,), tuple(evidence))
    value = next(iter(said[sides[0]]))
    why = ("check_same", {"flag": key, "value": value})
    return Result(rule.key, rule.says, rule.source, HOLDS, (why,), tuple(evidence))


def _role(side: str, facts: list[Fact]) -> str | None:
    """A node's role in the transfer: its kv_role (SGLang's mode), else its label's."""
    roles = {f.value for f in facts if f.key == "kv_role"}
    mapped = {
        {"kv_producer": "prefill", "kv_consumer": "decode"}.get(r, r)
        for r in roles
        if r != "kv_both"
    }
    if len(mapped) == 1:
        return next(iter(mapped))
    return named_role(side)


def _stated(fact: Fact) -> dict | None:
    # Escaped where it stood in a JSON string (a YAML config's kv-transfer-config).
    try:
        said = json.loads(fact.value.replace('\\"', '"'))
    except ValueError:
        return None
    return said if isinstance(said, dict) else None


def _stated_layout(rule: LayoutRule, facts: dict[str, list[Fact]], sides: list[str]) -> Result:
    """Each node's connector config says both ends' layouts: the nodes must say the same,
    and what a node says of its own role must be its own flags (tp_size: its
    --tensor-parallel-size, and so on)."""
    problems, evidence, told = [], [], {}
    for side in sides:
        mine = facts.get(side, [])
        for role in ("prefill", "decode"):
            for fact in (f for f in mine if f.key == f"stated_{role}"):
                said = _stated(fact)
                if said is None:
                    continue
                evidence.append(fact_event(side, fact))
                first = told.setdefault(role, (side, said))
                if first[1] != said:
                    problems.append(
                        (
                            "check_told_differ",
                            {"role": role, "one": first[0], "other": side,
                             "a": json.dumps(first[1], sort_keys=True),
                             "b": json.dumps(said, sort_keys=True)},
                        )
                    )  # fmt: skip
                if _role(side, mine) != role:
                    continue
                for size in ("tp_size", "dp_size", "pp_size"):
                    own = _values(mine, size)
                    if size in said and len(own) == 1 and str(said[size]) != next(iter(own)):
                        evidence += _evidence(side, own)
                        problems.append(
                            (
                                "check_told_own",
                                {"side": side, "size": size, "told": said[size],
                                 "own": next(iter(own))},
                            )
                        )  # fmt: skip
    evidence = list(dict.fromkeys(evidence))  # a line that states both roles, once
    if problems:
        return Result(rule.key, rule.says, rule.source, DIFFERS, tuple(problems), tuple(evidence))
    if not told:
        why = ("check_not_stated", {"sides": ", ".join(sides), "flag": "kv_connector_extra_config"})
        return Result(rule.key, rule.says, rule.source, UNKNOWN, (why,), ())
    why = ("check_told_same", {"roles": ", ".join(sorted(told))})
    return Result(rule.key, rule.says, rule.source, HOLDS, (why,), tuple(evidence))


def _dcp_on(value: str) -> str:
    return "on" if value.isdigit() and int(value) > 1 else "off"


_LAYOUT = {
    "same_connector": _compare,
    "same_block_size": _compare,
    "same_kv_dtype": _compare,
    "dcp_both_or_neither": lambda rule, facts, sides: _compare(rule, facts, sides, _dcp_on),
    "stated_layout": _stated_layout,
}


def check(sources: list[dict]) -> tuple[list[Result], list[str]]:
    """Every rule's result over the nodes whose facts ``sources`` hold (triage.gather's),
    differing first; and the nodes whose facts they do not hold."""
    facts, _ = node_facts(sources)
    sides = [source["label"] for source in sources]
    across = _across(facts, sides)
    results = []
    for rule, h in _hypotheses().items():
        used = _USED_WHERE.get(rule)
        if used is not None and not any(f.key == used for found in facts.values() for f in found):
            why = (("check_not_used", {"fact": used}),)
            results.append(Result(rule, h.says, h.source, UNUSED, why, ()))
            continue
        results.append(_combined(rule, h, _from_each_end(FACT_CHECKS[rule], h, sides, across)))
    for rule in LAYOUT_RULES:
        results.append(_LAYOUT[rule.key](rule, facts, sides))
    silent = [side for side in sides if not facts.get(side)]
    return sorted(results, key=lambda r: _WORST.index(r.result)), silent
