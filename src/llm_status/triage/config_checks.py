"""The configuration's hypotheses decided by the nodes' facts (``llm-status collect``'s
transcripts, registry/facts.py): each check's rule, the facts that count at a failure
(its node's, its time's, its other end's), and the decision with the facts that made it.
``FACT_CHECKS`` maps a hypothesis's ``check`` to its function."""

from __future__ import annotations

import re

from ..registry import facts as facts_registry
from ..registry.symptoms import UPSTREAM, Hypothesis
from .clocks import WINDOW, seconds
from .decisions import OPEN, RULED_OUT, SUPPORTED, Across, Decision
from .events import APP, Event
from .facts import Fact
from .peers import ids_of, named_in, peer_named

# Each card's TLS state as HCCL's guide reads it (param_link_stage.md, EI0006, check 5):
# the TlsStatus column of a LINK_ERROR_INFO row, the logging card's own (UNKNOWN: not
# read), and HCCP's `TLS SWITCH (1)` in the device log.
_TLS_ROW = re.compile(r"\|\s*(ENABLE|DISABLE)\s*\|\s*LinkInfo", re.ASCII)
_TLS_SWITCH = re.compile(r"TLS SWITCH \(([01])\)", re.ASCII)


def _tls_states(events: list[Event], across: Across) -> dict[str, tuple[str, Event]]:
    """Each side's one TLS state and a line that says it: its LINK_ERROR_INFO rows first
    (the failing card's), else its `TLS SWITCH` lines, else its node's facts. A side whose
    lines disagree (cards set apart) has none: which card failed is not known."""
    rows: dict[str, dict[str, Event]] = {}
    switches: dict[str, dict[str, Event]] = {}
    for event in events:
        if event.format not in UPSTREAM or event.layer not in ("HCCL", "HCCP"):
            continue  # another program's line quoting the words decides nothing
        if found := _TLS_ROW.search(event.text):
            rows.setdefault(event.source, {}).setdefault(found[1], event)
        elif found := _TLS_SWITCH.search(event.text):
            state = "ENABLE" if found[1] == "1" else "DISABLE"
            switches.setdefault(event.source, {}).setdefault(state, event)
    states = {}
    for side in rows.keys() | switches.keys():
        said = rows.get(side) or switches[side]
        if len(said) == 1:
            states[side] = next(iter(said.items()))
    for side, facts in across.facts.items():
        # Else the node's facts: hccn_tool -tls -g of its devices, where they all agree.
        said = {f.value: f for f in facts if f.key == "tls"}
        if side not in states and len(said) == 1:
            value, fact = next(iter(said.items()))
            states[side] = (value, fact_event(side, fact))
    return states


def _tls_check(h: Hypothesis, at: Event, events: list[Event], across: Across) -> Decision:
    """Whether the two ends' TLS states differ (HCCL's guide: a mismatch fails the socket's
    check, and both ends time out)."""
    states = _tls_states(events, across)
    mine = states.get(at.source)
    ends = set(other_ends(across, at))
    peers = [(side, said) for side, said in sorted(states.items()) if side in ends]
    if mine is None or not peers:
        return Decision(h, OPEN, "decided_tls_unknown", tuple(e for _, e in states.values()))
    differ = [said for _, said in peers if said[0] != mine[0]]
    if differ:
        return Decision(h, SUPPORTED, "decided_tls_differ", (mine[1], differ[0][1]))
    return Decision(h, RULED_OUT, "decided_tls_same", (mine[1], peers[0][1][1]))


def _facts_of(sources: list[dict]) -> dict[str, list[Fact]]:
    """Each side's facts (its transcripts', or its summary's)."""
    found: dict[str, list[Fact]] = {}
    for source in sources:
        for record in source.get("facts", ()):
            found.setdefault(source["label"], []).append(Fact(**record))
    return found


def node_facts(sources: list[dict]) -> tuple[dict[str, list[Fact]], dict]:
    """Each side's facts that are of its node, and the others set aside with why: a
    transcript whose host (collect's header, a prompt) is not the side's, by its name (a
    side named as a host: prefill-0), its role (prefill-9's facts given as D) or its
    address (a side named by an IP its facts do not hold); and where a side's facts name
    two hosts or more, those that name one (which is its node is not known)."""
    facts = _facts_of(sources)
    aside: dict[tuple, tuple[str, dict]] = {}
    for side, found in facts.items():
        kept = []
        for fact in found:
            if fact.host and not _may_be(side, fact, found):
                key = ("facts_other_node", side, fact.file)
                aside[key] = (key[0], {"side": side, "host": fact.host, "file": fact.file})
                continue
            kept.append(fact)
        hosts = sorted({_short(f.host) for f in kept if f.host})
        if len(hosts) > 1:
            key = ("facts_hosts", side)
            aside[key] = (key[0], {"side": side, "hosts": ", ".join(hosts[:4])})
            kept = [f for f in kept if not f.host]
        facts[side] = kept
    return facts, aside


_ROLE = re.compile(r"^(?:(?P<prefill>p|prefill)|(?P<decode>d|decode))(?![a-z])", re.IGNORECASE)
_BARE_ROLE = re.compile(r"(?:p|d|prefill|decode)\d{0,4}", re.IGNORECASE)
_ADDRESS = re.compile(r"\d{1,3}(?:\.\d{1,3}){3}|[0-9A-Fa-f:]{2,45}:[0-9A-Fa-f:]{0,45}")


def _short(host: str) -> str:
    return host.split(".")[0].lower() if not _ADDRESS.fullmatch(host) else host.lower()


def named_role(name: str) -> str | None:
    """The role a side's label or a host's name says (P, prefill-0: prefill), or None."""
    found = _ROLE.match(name)
    return None if found is None else found.lastgroup


def _may_be(side: str, fact: Fact, found: list[Fact]) -> bool:
    """Whether a fact's host may be the side's node (ours: the label a person gave the
    side is what it is, where it names a host, a role or an address)."""
    if _ADDRESS.fullmatch(side):
        addresses = {f.value for f in found if f.key == "host_ip" and f.file == fact.file}
        return not addresses or side in addresses
    if not _BARE_ROLE.fullmatch(side) and _short(side) != _short(fact.host):
        return False  # a side named as a host (prefill-0): its own transcript names it
    mine, theirs = named_role(side), named_role(fact.host)
    return mine is None or theirs is None or mine == theirs


def at_failure(across: Across, at: Event) -> Across:
    """What is known across the ends for a failure at ``at``: only the facts collected
    near its time count (registry/facts.py: a port's state within an hour, a setting
    within a day, before or after); the others are set aside, with when they were."""
    key = (at.source, at.file, at.line_no)
    if key in across.views:
        return across.views[key]
    facts: dict[str, list[Fact]] = {}
    then = seconds(at.time)
    for side, found in across.facts.items():
        kept = []
        for fact in found:
            if fact.collected and then is not None:
                gap = seconds(fact.collected) - then
                state = fact.key in facts_registry.STATE_KEYS
                window = facts_registry.STATE_WINDOW_S if state else facts_registry.SETTING_WINDOW_S
                if abs(gap) > window:
                    aside_key = ("facts_out_of_window", side, fact.file, state)
                    across.aside[aside_key] = (
                        "facts_after" if gap > 0 else "facts_before",
                        {
                            "side": side,
                            "file": fact.file,
                            "collected": fact.collected.replace("T", " "),
                            "hours": f"{abs(gap) / 3600:,.1f}",
                            "window": f"{window // 3600:g}",
                        },
                    )
                    continue
            kept.append(fact)
        facts[side] = kept
    view = across._replace(facts=facts)
    across.views[key] = view
    return view


def fact_event(label: str, fact: Fact) -> Event:
    """A fact's line as evidence (the report and the JSON show evidence as lines)."""
    layer = "NIC" if fact.device is not None else APP
    return Event(label, fact.file, fact.line_no, None, "INFO", layer, fact.text, format="facts")


def other_ends(across: Across, at: Event) -> list[str]:
    """The sides that are the symptom's other end (adversarial review 2026-12-04, H5): of
    two sides, the other (not given the same logs); of more, those whose logs name what
    the failure's lines name (its comm[...], a cluster or request id, the peer), as the
    report's pairing reads them. A side whose facts give its addresses, none of them the
    peer's address the failure names, is not that end. A third node never decides."""
    others = [
        side
        for side in sorted(across.by_side)
        if side != at.source and frozenset((side, at.source)) not in across.twins
    ]
    if len(others) > 1:
        near = [
            e
            for e in across.by_side.get(at.source, ())
            if e.time and at.time and abs(seconds(e.time) - seconds(at.time)) <= WINDOW
        ]
        names = list(dict.fromkeys(n for e in (at, *near) for n in ids_of(e)))
        named = []
        for side in others:
            theirs = across.by_side.get(side, ())
            ids = {n for e in theirs for n in ids_of(e)}
            text = "\n".join(e.text for e in theirs)
            if any(named_in(name, ids, text) for name in names):
                named.append(side)
        if not named and any(across.facts.get(side) for side in others):
            across.aside[("no_peer", at.source)] = (
                "facts_no_peer",
                {"side": at.source, "count": len(others)},
            )
        others = named
    # The peer's address only where a line says it is the remote end (a comm[...] names
    # both ends, its first address no more the peer's than its second).
    remote = peer_named(at, across.by_side.get(at.source, []))
    address = remote.rsplit(":", 1)[0] if remote else None
    ends = []
    for side in others:
        facts = across.facts.get(side, [])
        known = {f.value for f in facts if f.key in ("host_ip", "ipv4", "ipv6", "conf_ipv4")}
        whole = any(f.key == "host_ip" for f in facts) and any(
            f.key in ("ipv4", "ipv6") for f in facts
        )
        if address and whole and address not in known:
            across.aside[("not_peer", side, address)] = (
                "facts_not_peer",
                {"side": side, "address": address},
            )
            continue
        ends.append(side)
    return ends


def _own_rank_entries(facts: list[Fact]) -> dict[str, Fact]:
    """This node's devices in the rank tables its facts hold: those of the server whose
    server_id is one of the node's own addresses (ip -o addr). Where the facts do not give
    the node's addresses, no server is known to be this node, and none is compared (a
    table's only server may be another node: adversarial review 2026-12-04, H5)."""
    ranks = [f for f in facts if f.key == "rank_ip"]
    hosts = {f.value for f in facts if f.key == "host_ip"}
    return {f.device: f for f in ranks if f.name in hosts}


def _device_ip_check(h: Hypothesis, at: Event, across: Across) -> Decision:
    """Each node's /etc/hccn.conf, and its rank table's entry, against its devices' own
    IPs (hccn_tool -ip -g, -ip -inet6 -g)."""
    ends = [at.source, *other_ends(across, at)]
    agreeing: list[Event] = []
    for side in ends:
        facts = across.facts.get(side, [])
        own = {f.device: f for f in facts if f.key == "ipv4"}
        own6 = {f.device: f for f in facts if f.key == "ipv6"}
        conf = {f.device: f for f in facts if f.key == "conf_ipv4"}
        for device, fact in sorted(own.items()):
            if device in conf and conf[device].value != fact.value:
                evidence = (fact_event(side, conf[device]), fact_event(side, fact))
                return Decision(h, SUPPORTED, "decided_device_ip_differs", evidence)
        ranked = _own_rank_entries(facts)
        for device, entry in sorted(ranked.items()):
            mine = (own6 if ":" in entry.value else own).get(device)
            if mine is not None and mine.value.lower() != entry.value.lower():
                evidence = (fact_event(side, entry), fact_event(side, mine))
                return Decision(h, SUPPORTED, "decided_rank_ip_differs", evidence)
        if any(d not in (own6 if ":" in f.value else own) for d, f in ranked.items()):
            ranked = {}  # a device the node did not answer for: its entry is not compared
        missing = next(
            (f for f in facts if f.key == "not_run" and "hccn.conf" in (f.name or "")), None
        )
        if own and missing is not None:
            return Decision(h, SUPPORTED, "decided_conf_missing", (fact_event(side, missing),))
        if own and all(d in conf for d in own):
            agreeing.append(fact_event(side, next(iter(own.values()))))
            agreeing += [fact_event(side, f) for f in list(ranked.values())[:1]]
    if len(ends) > 1 and len({e.source for e in agreeing}) == len(ends):
        return Decision(h, RULED_OUT, "decided_device_ip_agrees", tuple(agreeing))
    return Decision(h, OPEN, "decided_no_facts", ())


def _family(facts: list[Fact]) -> tuple[str, Fact] | None:
    """The IP family a node's devices use, where they all agree (HCCL's guide: IPv4 where
    a device has one, else IPv6), with a line that says it."""
    v4 = {f.device: f for f in facts if f.key == "ipv4"}
    v6 = {f.device: f for f in facts if f.key == "ipv6"}
    devices = v4.keys() | v6.keys()
    if not devices:
        return None
    if v4 and devices <= v4.keys():
        return "IPv4", next(iter(v4.values()))
    if not v4:
        return "IPv6", next(iter(v6.values()))
    return None  # some devices with IPv4, some without: which one the link used is unknown


def _compare_ends(h: Hypothesis, at: Event, across: Across, read, said: tuple) -> Decision:
    """One fact of the symptom's end against the same of its other end (``read``: a
    node's facts to its value and a line saying it, or None); ``said``: how a difference
    and an agreement decide (status and sentence each)."""
    mine = read(across.facts.get(at.source, []))
    theirs = [(s, v) for s in other_ends(across, at) if (v := read(across.facts.get(s, [])))]
    if mine is None or not theirs:
        return Decision(h, OPEN, "decided_no_facts", ())
    side, (value, fact) = theirs[0]
    evidence = (fact_event(at.source, mine[1]), fact_event(side, fact))
    status, why = said[0] if value != mine[0] else said[1]
    return Decision(h, status, why, evidence)


def _ip_family_check(h: Hypothesis, at: Event, across: Across) -> Decision:
    said = ((SUPPORTED, "decided_family_differs"), (RULED_OUT, "decided_family_same"))
    return _compare_ends(h, at, across, _family, said)


def _env_value(facts: list[Fact], name: str) -> tuple[str, Fact] | None:
    """A variable's value in a node's inference processes, where they all agree ("" for
    unset), with a line of that process's environment; None without any."""
    envs = _environments(facts)
    if not envs:
        return None
    said = {env[name].value if name in env else "" for env in envs.values()}
    if len(said) != 1:
        return None
    first = next(iter(next(iter(envs.values())).values()))  # the first process's first line
    fact = next((env[name] for env in envs.values() if name in env), first)
    return said.pop(), fact


def _roce_env_check(h: Hypothesis, at: Event, events: list[Event], across: Across) -> Decision:
    """Both ends' HCCL_INTRA_ROCE_ENABLE (the guide: it differs between the ends); the
    same value leaves it open: the guide rules it out only when the path agrees too."""
    said = ((SUPPORTED, "decided_env_differs"), (OPEN, "decided_env_same"))
    return _compare_ends(h, at, across, lambda facts: _env_value(facts, ROCE_ENV), said)


# hccn_tool's states of a port that fails (upstream's env-check.md: DOWN; FaultDiag's
# unhealthy states, as log_formats.TRANSCRIPTS reads them).
_UNHEALTHY = {"DOWN", "Socket failed", "Receive timeout", "Unreachable", "Detect ip set"}


def _nic_down_check(h: Hypothesis, at: Event, events: list[Event], across: Across) -> Decision:
    """A node whose every reported port is DOWN or unhealthy supports it; some ports
    down leave it open (which device the link used, the logs do not say)."""
    ends = [at.source, *other_ends(across, at)]
    some: list[Event] = []
    reported = False
    for side in ends:
        ports: dict[str, list[Fact]] = {}
        for fact in across.facts.get(side, []):
            if fact.key in ("link", "net_health") and fact.device is not None:
                ports.setdefault(fact.device, []).append(fact)
        failing = [
            next(f for f in facts if f.value in _UNHEALTHY)
            for facts in ports.values()
            if any(f.value in _UNHEALTHY for f in facts)
        ]
        reported = reported or bool(ports)
        if ports and len(failing) == len(ports):
            return Decision(
                h, SUPPORTED, "decided_nic_down", tuple(fact_event(side, f) for f in failing[:3])
            )
        some += [fact_event(side, f) for f in failing[:3]]
    if some:
        return Decision(h, OPEN, "decided_nic_some_down", tuple(some[:3]))
    return Decision(h, OPEN, "decided_nic_history" if reported else "decided_no_facts", ())


# Mooncake's defaults where nothing sets them: the master's KV lease (types.h:84) and the
# Ascend direct transport's timeouts (ascend_direct_transport.md:55-56), in milliseconds.
LEASE_DEFAULT_MS, TIMEOUT_DEFAULT_MS = 10_000, 3_000
TIMEOUTS = ("ASCEND_CONNECT_TIMEOUT", "ASCEND_TRANSFER_TIMEOUT")


def _lease_check(h: Hypothesis, at: Event, events: list[Event], across: Across) -> Decision:
    """Mooncake's KV lease against the transfer's timeouts (vllm-ascend's KV pool guide:
    keep the lease longer than both), from any node's facts: the master's command line,
    and each inference process's environment, where an unset timeout is Mooncake's
    default: the longest timeout of any process counts."""
    lease = None  # (milliseconds, the fact's line)
    timeout: tuple[int, Event | None] | None = None
    both = 0  # the longest connect + transfer of any process
    for side, facts in sorted(across.facts.items()):
        for fact in facts:
            if fact.key == "lease_ttl" and lease is None:
                lease = (int(fact.value), fact_event(side, fact))
            elif fact.key == "mooncake_master" and lease is None:
                lease = (LEASE_DEFAULT_MS, fact_event(side, fact))
        for mine, total in _process_timeouts(side, facts):
            both = max(both, total)
            if timeout is None or mine[0] > timeout[0]:
                timeout = mine
    if lease is None or timeout is None:
        return Decision(h, OPEN, "decided_no_lease_facts", ())
    evidence = tuple(e for e in (lease[1], timeout[1]) if e is not None)
    if lease[0] <= timeout[0]:
        why = "decided_lease_short"
        return Decision(h, SUPPORTED, why, evidence, gap_ms=lease[0], timeout_ms=timeout[0])
    # Ours (the fidelity review's M7): a get whose link is not up yet waits for the
    # connect and then the transfer, so a lease between the longer timeout and their sum
    # can still run out: neither said nor ruled out.
    status, why = (OPEN, "decided_lease_between") if lease[0] <= both else (RULED_OUT, "decided_lease_long")  # fmt: skip
    return Decision(h, status, why, evidence, gap_ms=lease[0], timeout_ms=both)


def _environments(facts: list[Fact]) -> dict[str | None, dict[str, Fact]]:
    """Each inference process's environment in a node's facts, in their order: its
    variables' lines by name (a process whose transcript names none has an empty one)."""
    found: dict[str | None, dict[str, Fact]] = {}
    for fact in facts:
        if fact.key == "env":
            found.setdefault(fact.process, {}).setdefault(fact.name, fact)
    return found


def _process_timeouts(side: str, facts: list[Fact]) -> list[tuple[tuple[int, Event | None], int]]:
    """Each inference process's longest ASCEND_*_TIMEOUT, an unset one counting as
    Mooncake's default, with the line that sets it (None for the default); and the sum of
    its timeouts (a get may wait for the connect, then the transfer)."""
    found = []
    for env in _environments(facts).values():
        each = []
        for name in TIMEOUTS:
            fact = env.get(name)
            if fact is not None and fact.value.isdigit():
                each.append((int(fact.value), fact_event(side, fact)))
            else:
                each.append((TIMEOUT_DEFAULT_MS, None))
        found.append((max(each, key=lambda timeout: timeout[0]), sum(t for t, _ in each)))
    return found


HASH_SEED = "PYTHONHASHSEED"


def _hash_seed_check(h: Hypothesis, at: Event, events: list[Event], across: Across) -> Decision:
    """Every inference process's PYTHONHASHSEED, on every node with facts (vllm-ascend's KV
    pool guide: the same on all nodes). An unset or "random" one supports it (Python then
    seeds at random in each process), as do two that differ; the same value in the
    processes of two nodes or more rules it out; one node's alone decides nothing."""
    seeds: list[tuple[str, str, Event]] = []  # (node, value, the line of its process)
    for side, facts in sorted(across.facts.items()):
        for env in _environments(facts).values():
            seed = env.get(HASH_SEED)
            value = seed.value if seed is not None else ""
            seeds.append((side, value, fact_event(side, seed or next(iter(env.values())))))
    if not seeds:
        return Decision(h, OPEN, "decided_no_seed_facts", ())
    if unset := [s for s in seeds if s[1] in ("", "random")]:
        return Decision(h, SUPPORTED, "decided_seed_unset", (unset[0][2],))
    if len({s[1] for s in seeds}) > 1:
        first = seeds[0]
        other = next(s for s in seeds if s[1] != first[1])
        return Decision(h, SUPPORTED, "decided_seed_differs", (first[2], other[2]))
    if len({s[0] for s in seeds}) < 2:
        return Decision(h, OPEN, "decided_seed_one_node", (seeds[0][2],))
    return Decision(h, RULED_OUT, "decided_seed_same", tuple(s[2] for s in seeds[:2]))


def _requirements_check(h: Hypothesis, at: Event, events: list[Event], across: Across) -> Decision:
    """Each end's versions against the published requirements of what its processes use
    (registry.facts.REQUIREMENTS: vllm-ascend's KV pool, its fabric memory): one below
    supports it; every requirement met on both ends rules it out; a node whose facts do
    not give the version, or a version we cannot order, leaves it open."""
    ends = [at.source, *other_ends(across, at)]
    met: list[Event] = []
    decided_ends = 0
    uses_any = False
    for side in ends:
        facts = across.facts.get(side, [])
        open_here = not facts
        for need in facts_registry.REQUIREMENTS:
            key, name, value = need.what
            uses = next(
                (f for f in facts if f.key == key and f.value == value and (f.name or "") == name),
                None,
            )
            if uses is None:
                continue
            uses_any = True
            if need.unless is not None:  # another way the source gives, where it is met
                other = next((f for f in facts if f.key == need.unless[0]), None)
                if other is not None and facts_registry.at_least(other.value, need.unless[1]):
                    continue
            have = next((f for f in facts if f.key == need.component), None)
            enough = None if have is None else facts_registry.at_least(have.value, need.least)
            if enough is False:
                said = (
                    ("component", facts_registry.COMPONENTS[need.component]),
                    ("have", have.value),
                    ("least", need.least),
                    ("uses", need.says),
                    ("source", need.source),
                )
                evidence = (fact_event(side, have), fact_event(side, uses))
                return Decision(h, SUPPORTED, "decided_version_below", evidence, said=said)
            if enough is None:
                open_here = True
            else:
                met.append(fact_event(side, have))
        decided_ends += not open_here
    if not uses_any:
        return Decision(
            h, OPEN, "decided_no_requirement" if across.facts else "decided_no_facts", ()
        )
    if len(ends) > 1 and decided_ends == len(ends):
        return Decision(h, RULED_OUT, "decided_versions_met", tuple(dict.fromkeys(met))[:3])
    return Decision(h, OPEN, "decided_versions_unknown", tuple(dict.fromkeys(met))[:3])


MASTER_ENV = "MOONCAKE_MASTER"


def _master(side: str, facts: list[Fact]) -> tuple[str, Event] | None:
    """The Mooncake master a node's inference processes use: MOONCAKE_MASTER where they set
    it (it takes precedence: vllm-ascend's kv_pool.md), else their mooncake.json's
    master_server_address; None where the facts give neither or the processes disagree."""
    said = _env_value(facts, MASTER_ENV)
    if said is not None and said[0]:
        return said[0], fact_event(side, said[1])
    named = {f.value: f for f in facts if f.key == "master_address"}
    if len(named) != 1:
        return None
    value, fact = next(iter(named.items()))
    return value, fact_event(side, fact)


def _master_check(h: Hypothesis, at: Event, events: list[Event], across: Across) -> Decision:
    """The Mooncake master of each node with facts: the guide's placeholder left in, or two
    nodes with different masters, supports it (a key put through one master is not found
    through another: ours); the same master on two nodes or more rules it out."""
    masters = [
        (side, found)
        for side, facts in sorted(across.facts.items())
        if (found := _master(side, facts))
    ]
    if placeholder := next(
        (m for _, m in masters if facts_registry.PLACEHOLDER.search(m[0])), None
    ):
        return Decision(h, SUPPORTED, "decided_master_placeholder", (placeholder[1],))
    if len({m[0] for _, m in masters}) > 1:
        first = masters[0][1]
        other = next(m for _, m in masters if m[0] != first[0])
        return Decision(h, SUPPORTED, "decided_master_differs", (first[1], other[1]))
    if len(masters) > 1:
        return Decision(h, RULED_OUT, "decided_master_same", tuple(m[1] for _, m in masters[:2]))
    return Decision(h, OPEN, "decided_master_one_node" if masters else "decided_no_facts", ())


# RDMA's retransmission settings, and their defaults as HCCL's own INFO lines state them
# (HCCL's guide, debug_thinking.md: "HCCL_RDMA_TIMEOUT set by default to [20]",
# "HCCL_RDMA_RETRY_CNT set by default to [7]").
RDMA_SETTINGS = {"HCCL_RDMA_TIMEOUT": 20, "HCCL_RDMA_RETRY_CNT": 7}
TRANSFER_TIMEOUT = "ASCEND_TRANSFER_TIMEOUT"


def _rdma_settings(side: str, env: dict[str, Fact]) -> tuple[dict[str, int], list[Event]] | None:
    """A process's HCCL_RDMA_TIMEOUT and HCCL_RDMA_RETRY_CNT (their defaults where unset),
    with the lines that set them; None where one is set to what is not a number."""
    values, lines = {}, []
    for name, default in RDMA_SETTINGS.items():
        fact = env.get(name)
        if fact is None:
            values[name] = default
        elif fact.value.strip().isdigit() and len(fact.value.strip()) < 4:
            values[name] = int(fact.value)
            lines.append(fact_event(side, fact))
        else:
            return None
    return values, lines


def retransmission_ms(settings: dict[str, int]) -> float:
    """RDMA's retransmission window: 4.096 us x 2^HCCL_RDMA_TIMEOUT per retransmission, times
    HCCL_RDMA_RETRY_CNT (Mooncake's ascend_direct_transport.md, "RDMA Timeout and Retry
    Configuration")."""
    return 4.096e-3 * 2 ** settings["HCCL_RDMA_TIMEOUT"] * settings["HCCL_RDMA_RETRY_CNT"]


def _window_check(h: Hypothesis, at: Event, events: list[Event], across: Across) -> Decision:
    """The transfer's timeout against RDMA's retransmission window, on the symptom's node
    (upstream's guide: a timeout below HCCL_RDMA_TIMEOUT x the retry range supports it). The
    timeout is the symptom line's own where it states one, else the process's
    ASCEND_TRANSFER_TIMEOUT (Mooncake's default, 3000 ms, where the process loads Mooncake
    and sets none); the window is its processes' settings, HCCL's defaults where unset."""
    facts = across.facts.get(at.source, [])
    envs = _environments(facts)
    if not envs:
        return Decision(h, OPEN, "decided_no_facts", ())
    loads_mooncake = any(f.key == "mooncake" for f in facts)
    shortest: tuple[float, int, list[Event]] | None = None  # (window, timeout, lines)
    for env in envs.values():
        settings = _rdma_settings(at.source, env)
        if settings is None:
            continue
        set_timeout = env.get(TRANSFER_TIMEOUT)
        if at.timeout_ms is not None:
            timeout, lines = at.timeout_ms, [at]
        elif set_timeout is not None and set_timeout.value.strip().isdigit():
            timeout, lines = int(set_timeout.value), [fact_event(at.source, set_timeout)]
        elif set_timeout is None and loads_mooncake:
            timeout, lines = TIMEOUT_DEFAULT_MS, []
        else:
            continue
        window = retransmission_ms(settings[0])
        if shortest is None or timeout - window < shortest[1] - shortest[0]:
            shortest = (window, timeout, lines + settings[1])
    if shortest is None:
        return Decision(h, OPEN, "decided_no_window", ())
    window, timeout, lines = shortest
    status, why = (
        (SUPPORTED, "decided_window_longer")
        if timeout < window
        else (RULED_OUT, "decided_window_shorter")
    )
    evidence = tuple(lines) or (
        fact_event(at.source, next(iter(next(iter(envs.values())).values()))),
    )
    return Decision(h, status, why, evidence, gap_ms=round(window), timeout_ms=timeout)


def _retransmission_check(
    h: Hypothesis, at: Event, events: list[Event], across: Across
) -> Decision:
    """Both ends' HCCL_RDMA_TIMEOUT and HCCL_RDMA_RETRY_CNT (HCCL's guide: set small, they
    let a poor link end in an error CQE; at their defaults they are not the cause): one set
    below its default supports it; every process of both ends at its default or above rules
    it out."""
    ends = [at.source, *other_ends(across, at)]
    seen = 0
    defaults: list[Event] = []
    for side in ends:
        envs = _environments(across.facts.get(side, []))
        if not envs:
            continue
        seen += 1
        for env in envs.values():
            for name, default in RDMA_SETTINGS.items():
                fact = env.get(name)
                if fact is None:
                    continue
                value = fact.value.strip()
                if not value.isdigit():
                    return Decision(h, OPEN, "decided_rdma_unreadable", (fact_event(side, fact),))
                if int(value) < default:
                    said = (("name", name), ("value", value), ("default", str(default)))
                    return Decision(
                        h, SUPPORTED, "decided_rdma_small", (fact_event(side, fact),), said=said
                    )
                defaults.append(fact_event(side, fact))
    if seen == 0:
        return Decision(h, OPEN, "decided_no_facts", ())
    if len(ends) > 1 and seen == len(ends):
        return Decision(h, RULED_OUT, "decided_rdma_default", tuple(defaults[:2]))
    return Decision(h, OPEN, "decided_rdma_one_end", tuple(defaults[:2]))


# The variable that chooses RoCE within a server (upstream's guide, path mismatch).
ROCE_ENV = "HCCL_INTRA_ROCE_ENABLE"
# The checks that read a node's facts (the collect page lists the hypotheses that run them).
FACT_CHECKS = {
    "tls": _tls_check,
    "device_ip": lambda h, at, events, across: _device_ip_check(h, at, across),
    "ip_family": lambda h, at, events, across: _ip_family_check(h, at, across),
    "roce_env": _roce_env_check,
    "nic_down": _nic_down_check,
    "lease_ttl": _lease_check,
    "hash_seed": _hash_seed_check,
    "requirements": _requirements_check,
    "rdma_window": _window_check,
    "rdma_settings": _retransmission_check,
    "master_address": _master_check,
}
