"""Who the other end is, as the lines say it: the peer a failure's lines name in words
that say it is the remote one, the pair HCCL's own detection names, the node a cluster
exception report places the fault at, and whether another side's logs are of the same
link (they name the failure's comm, cluster, request or peer address)."""

from __future__ import annotations

import re

from .clocks import AFTER, WINDOW, clock, seconds
from .events import Event

# Where a line names the other end's address as the remote one (upstream's templates:
# "remote engine:%s", HCCL's "remote_ip_addr[%s]" and "remoteIpAddr[%s]", "dest_ip",
# "target: %s").
REMOTE = re.compile(
    r"(?:remote[ _]?engine|remote_ip_addr|remoteipaddr|remote ip|dest_ip|target)\W{0,4}"
    r"(\d{1,3}(?:\.\d{1,3}){3}(?::\d{1,5})?)(?![\d.])",
    re.IGNORECASE | re.ASCII,
)

# The error manager's EI0013 names its peer in its own words (error-manager.tsv: "Peer
# information: server %s, device ID %s, device IP %s."): the other end, by its block.
_PEER_INFO = re.compile(
    r"Peer information: server ([^,\s]{1,100}), device ID (\d{1,5}), device IP "
    r"(\d{1,3}(?:\.\d{1,3}){3})",
    re.ASCII,
)

# HCCL's heartbeat line of an error CQE names the other end (HCCL's guide,
# task_exec_stage.md: "[ROCE CQE ERROR]cqe error status[12], ..., remoteIP{server[S],
# deviceId[D],deviceIp[I]}"), as EI0013's block does.
_CQE_REMOTE = re.compile(
    r"remoteIP\{server\[([^\],\s]{1,100})\],deviceId\[([^\],\s]{1,45})\],"
    r"deviceIp\[(\d{1,3}(?:\.\d{1,3}){3})\]\}",
    re.ASCII,
)

# HCCL's cluster exception report names the node where it places the fault (HCCL's guide,
# task_exec_stage.md: "Cluster Exception Location[IP/ID]:[127.10.0.1/1]"): the node to read.
_LOCATION = re.compile(
    r"Cluster Exception Location\[IP/ID\]:\[(\d{1,3}(?:\.\d{1,3}){3}|[0-9A-Fa-f:]{2,45})/(\d{1,5})\]"
    r"(?:, Arrival Time:\[([^\]]{1,40})\])?",
    re.ASCII,
)

# HCCL's own verdict on a failed link set-up (hccl-fault-diagnosis/param_link_stage.md:
# "CONNECT TIMEOUT DETECT RESULT ... srcRank (server S, device ID D) fails to connect to
# dstRank (server S2, device ID D2). Continue to analyze the fault based on the logs of
# srcRank and dstRank."): the pair to follow.
_DETECTED = re.compile(
    r"srcRank \(server (?P<src>[0-9A-Fa-f.:]{2,45}), device ID (?P<src_device>\d{1,5})\) "
    r"fails to connect to dstRank \(server (?P<dst>[0-9A-Fa-f.:]{2,45}), device ID "
    r"(?P<dst_device>\d{1,5})\)",
    re.ASCII,
)

# How the report writes what a line names that the other end logs too.
ID_FORMS = {"comm": "comm[{}]", "cluster": "cluster_id={}", "request": "req_id={}"}
# Where a line names its own end's address (upstream's templates: "local engine:%s",
# "local_engine:%s", "local_ip:%s"; HCCL's "localIpAddr[%s]").
LOCAL = re.compile(
    r"(?:local[ _]?engine|local_ip_addr|localipaddr|local_ip)\W{0,4}"
    r"(\d{1,3}(?:\.\d{1,3}){3}(?::\d{1,5})?)(?![\d.])",
    re.IGNORECASE | re.ASCII,
)


def hccl_detected(errors: list[Event]) -> list[dict]:
    """The pairs HCCL's own connect-timeout detection names (each once), with the window
    of its line: whose logs to read next, srcRank's and dstRank's."""
    said: dict[tuple, dict] = {}
    for event in errors:
        if "dstRank" not in event.text or (found := _DETECTED.search(event.text)) is None:
            continue
        key = tuple(found.groupdict().values())
        if key not in said and event.time is not None:
            then = seconds(event.time)
            said[key] = {
                "side": event.source,
                **found.groupdict(),
                "start": clock(then - WINDOW),
                "end": clock(then + AFTER),
            }
    return list(said.values())


def peer_named(anchor: Event, events: list[Event]) -> str | None:
    """The other end's address as the failure's side's error lines of the window name it
    in words that say it is the remote one (``remote engine:10.0.0.1:16000``,
    ``remote_ip_addr[...]``, ``Failed to connect to target: ...``, an EI0013 block's
    ``Peer information: server ..., device ID ..., device IP ...``, HCCL's heartbeat
    line's ``remoteIP{server[...],deviceId[...],deviceIp[...]}``): the last before the
    failure. None where no line says which end an address is (a comm[...] names both)."""
    then = seconds(anchor.time)
    named = []
    for e in events:
        if not (e.source == anchor.source and e.is_error and e.time):
            continue
        if not then - WINDOW <= seconds(e.time) <= then + AFTER:
            continue
        if found := REMOTE.search(e.text):
            named.append(found[1])
        elif found := (_PEER_INFO.search(e.text) or _CQE_REMOTE.search(e.text)):
            named.append(f"server {found[1]}, device ID {found[2]}, device IP {found[3]}")
    return named[-1] if named else None


def located(anchor: Event, events: list[Event]) -> dict | None:
    """Where HCCL's cluster exception report on the anchor's side, in its window, places
    the fault (its server and device), and when it reached the node: the node to read."""
    then = seconds(anchor.time)
    for e in events:
        if e.source != anchor.source or not (e.is_error and e.time):
            continue
        if then - WINDOW <= seconds(e.time) <= then + AFTER and (found := _LOCATION.search(e.text)):
            return {"server": found[1], "device": found[2], "arrival": found[3] or "-"}
    return None


def pairing(anchor: Event | None, events: list[Event], labels: list[str]) -> list[tuple[str, dict]]:
    """Whether each other side's logs are of the same link as the failure: they name the
    ``comm[...]``, a cluster id or request id, the peer ``ip:port`` or the peer's IP that
    the failure's lines name (by what the lines carry, not by time alone)."""
    if anchor is None:
        return []
    near = [
        e
        for e in events
        if e.source == anchor.source
        and e.time
        and anchor.time
        and abs(seconds(e.time) - seconds(anchor.time)) <= WINDOW
    ]
    names = list(dict.fromkeys(n for e in (anchor, *near) for n in ids_of(e)))
    if not names:
        return []
    by_source: dict[str, list[Event]] = {}
    for event in events:
        by_source.setdefault(event.source, []).append(event)
    said = []
    for label in labels:
        if label == anchor.source:
            continue
        theirs = by_source.get(label, [])
        ids = {n for e in theirs for n in ids_of(e)}
        text = "\n".join(e.text for e in theirs)
        named = next((name for name in names if named_in(name, ids, text)), None)
        if named is not None:
            said.append(("pair_named", {"side": label, "name": named}))
        else:
            said.append(("pair_not_named", {"side": label, "names": ", ".join(names[:3])}))
    return said


def ids_of(event: Event) -> list[str]:
    """What a line names that the other end of its link logs too, as the line writes it."""
    ids = [ID_FORMS["comm"].format(event.comm)] if event.comm else []
    ids += [ID_FORMS["cluster"].format(c) for c in event.clusters]
    ids += [ID_FORMS["request"].format(event.request)] if event.request else []
    ids += [event.peer] if event.peer else []
    return ids


def named_in(name: str, ids: set[str], text: str) -> bool:
    """Whether the other side's lines name ``name``: the same comm, cluster or request id;
    for a peer ``ip:port``, its IP anywhere in their lines' ``text`` (the peer logs its
    own address without our port), not inside a longer number."""
    if name in ids:
        return True
    if not name[0].isdigit():
        return False
    ip = name.split(":")[0]
    at = text.find(ip)  # at C speed; the edges are checked only where it is found
    while at >= 0:
        end = at + len(ip)
        before, after = text[at - 1 : at] if at else "", text[end : end + 1]
        if not (before.isdigit() or before == ".") and not after.isdigit():
            return True
        at = text.find(ip, at + 1)
    return False
