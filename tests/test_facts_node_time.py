"""A fact is its node's, at its time (issue 48; adversarial review 2026-12-04, H5, M6,
L10): facts of a third node, of a rank table's other server, of a pasted session from
another host, or of a day long after the failure never confirm a cause; the report says
why each was set aside; a summary's events and facts are read again from their lines."""

from __future__ import annotations

import json

from support.facts import facts_text, rank_table, with_rank_table
from support.plogs import at, comm_prepare, noise, write
from support.triage_logs import COMM, decided, socket_timeout

from llm_status.terminal import Style
from llm_status.triage import summary_of, triage
from llm_status.triage.facts import is_transcript, read
from llm_status.triage.record import record_of
from llm_status.triage.report import lines_of

SYMPTOM = "wait-socket-establish-timeout"


def _side(tmp_path, label: str, lines, facts: str | None = None, name: str = "facts.txt"):
    folder = tmp_path / label
    write(folder / "plog-1.log", lines)
    if facts is not None:
        (folder / name).write_text(facts, "utf-8")
    return f"{label}={folder}"


def _decode(tmp_path, facts: str | None, **kw):
    lines = [*noise(150, seed=2), (at(2.0), comm_prepare(at(2.0), COMM, 3001, 2002))]
    return _side(tmp_path, "D", [*lines, (at(5.1), socket_timeout(at(5.1)))], facts, **kw)


def _prefill(tmp_path, label: str, facts: str | None, comm: str = COMM, seed: int = 1):
    lines = [*noise(150, seed=seed, pid=1001), (at(2.5), comm_prepare(at(2.5), comm, 4001, 1001))]
    return _side(tmp_path, label, lines, facts)


def _text(found) -> str:
    return "\n".join(
        " ".join(" ".join(lines_of(found, lang, Style(None))).split()) for lang in ("en", "zh")
    )


def test_a_third_nodes_facts_never_decide_a_two_node_link(tmp_path):
    """Case 1: D fails on comm[A]; P1, whose logs name it, has D's TLS; P0, of another
    comm, has TLS off. The link is D and P1: TLS is ruled out, never supported."""
    specs = [
        _decode(tmp_path, facts_text(tls="1")),
        _prefill(tmp_path, "P1", facts_text(tls="1")),
        _prefill(tmp_path, "P0", facts_text(tls="0"), comm="10.9.9.9:16000_10.9.9.8:16000", seed=5),
    ]
    found = triage(specs)
    tls = decided(found, SYMPTOM)["tls-mismatch"]
    assert tls.status == "ruled-out", tls
    assert {e.source for e in tls.evidence} == {"D", "P1"}
    assert found.verdict != "confirmed" or "TLS" not in found.findings[0].symptom.key


def test_of_several_sides_none_named_as_the_peer_no_facts_are_compared(tmp_path):
    specs = [
        _decode(tmp_path, facts_text(tls="1")),
        _prefill(tmp_path, "P1", facts_text(tls="0"), comm="10.9.9.9:1_10.9.9.8:1", seed=4),
        _prefill(tmp_path, "P0", facts_text(tls="0"), comm="10.9.9.7:1_10.9.9.6:1", seed=5),
    ]
    found = triage(specs)
    assert decided(found, SYMPTOM)["tls-mismatch"].status == "open"
    assert [k for k, _ in found.facts_aside] == ["facts_no_peer"]
    assert "no node's facts are compared as its other end" in _text(found)


def test_a_rank_table_whose_only_server_is_another_node_is_not_compared(tmp_path):
    """Case 2: D's addresses say it is 10.0.0.20; its table lists only 10.0.0.10."""
    table = json.dumps(
        {"server_list": [{"device": [{"device_id": "0", "device_ip": "192.168.100.10"}],
                          "server_id": "10.0.0.10"}]}
    )  # fmt: skip
    mine = with_rank_table(facts_text(), table, host="10.0.0.20")
    found = triage([_prefill(tmp_path, "P", facts_text()), _decode(tmp_path, mine)])
    device_ip = decided(found, SYMPTOM)["device-ip"]
    assert device_ip.why != "decided_rank_ip_differs", device_ip
    # Its own server's entry, where it differs, still decides (the control).
    stale = with_rank_table(facts_text(), rank_table(n1=("10.0.0.99",)))
    found = triage([_prefill(tmp_path / "b", "P", facts_text()), _decode(tmp_path / "b", stale)])
    assert decided(found, SYMPTOM)["device-ip"].why == "decided_rank_ip_differs"


def test_a_pasted_session_of_another_host_decides_nothing_for_this_side(tmp_path):
    """Case 3: D's folder holds prefill-9's pasted hccn_tool session."""
    pasted = (
        "root@prefill-9:~# hccn_tool -i 0 -tls -g\n"
        "dev_id:0, tls switch[1](0:disable, 1:enable), tls preconfigured[1](0:non-preset, "
        "1:preset), tls alarm time threshold[60]days\n"
    )
    found = triage([_prefill(tmp_path, "P", facts_text(tls="0")), _decode(tmp_path, pasted)])
    assert decided(found, SYMPTOM)["tls-mismatch"].status == "open"
    assert ("facts_other_node", {"side": "D", "host": "prefill-9", "file": "facts.txt"}) in (
        found.facts_aside
    )
    assert "prefill-9" in _text(found) and "主机prefill-9" in _text(found)
    record = record_of(found, "en")
    assert [a["key"] for a in record["facts_set_aside"]] == ["facts_other_node"]
    # The same session given as a side named for its host counts there.
    assert read(pasted, "t")[0].host == "prefill-9"


def test_a_side_named_for_a_host_takes_only_that_hosts_transcript(tmp_path):
    """A side named as a host (deploy/node.sh names it so) takes its own host's transcript,
    not another's; a side named by its role takes one of that role."""
    for host, status in (("decode-7", "open"), ("decode-0", "supported")):
        facts = facts_text(tls="0").replace("collect: node ", f"collect: {host} ")
        folder = tmp_path / host
        write(
            folder / "decode-0" / "plog-1.log",
            [*noise(150, seed=2), (at(5.1), socket_timeout(at(5.1)))],
        )
        (folder / "decode-0" / "facts.txt").write_text(facts, "utf-8")
        found = triage(
            [_prefill(folder, "P", facts_text(tls="1")), f"decode-0={folder / 'decode-0'}"]
        )
        assert decided(found, SYMPTOM)["tls-mismatch"].status == status, host
    # Given as D (a role), decode-7's transcript may be its node's; prefill-9's may not.
    for host, status in (("decode-7", "supported"), ("prefill-9", "open")):
        facts = facts_text(tls="0").replace("collect: node ", f"collect: {host} ")
        folder = tmp_path / f"role-{host}"
        found = triage([_prefill(folder, "P", facts_text(tls="1")), _decode(folder, facts)])
        assert decided(found, SYMPTOM)["tls-mismatch"].status == status, host


def test_facts_collected_days_after_the_failure_confirm_nothing(tmp_path):
    """Case 4: P's transcript is of eight days later: its port DOWN then is not evidence;
    its header's time is not in P's log range."""
    later = facts_text(links=("DOWN",)).replace("2026-03-12T10:50:00", "2026-03-20T09:00:00")
    found = triage([_prefill(tmp_path, "P", later), _decode(tmp_path, facts_text())])
    hypotheses = decided(found, SYMPTOM)
    assert hypotheses["nic-down"].status != "supported"
    assert hypotheses["tls-mismatch"].status != "ruled-out"  # P's TLS of that day: not used
    keys = {k for k, _ in found.facts_aside}
    assert keys == {"facts_after"}
    assert "after the failure" in _text(found) and "失败之后" in _text(found)
    p = next(s for s in found.sources if s["label"] == "P")
    facts_file = next(f for f in p["files"] if f["file"] == "facts.txt")
    assert facts_file["first"] is None and facts_file["last"] is None
    # Collected within the hour, the same DOWN supports it.
    soon = facts_text(links=("DOWN",))
    found = triage([_prefill(tmp_path / "b", "P", soon), _decode(tmp_path / "b", facts_text())])
    assert decided(found, SYMPTOM)["nic-down"].status == "supported"


def test_a_forged_summary_event_or_fact_decides_nothing(tmp_path):
    """M6: a summary whose INFO line is marked an error of HIXL, and facts whose line says
    nothing, merge as their lines would."""
    specs = [_prefill(tmp_path, "P", None), _decode(tmp_path, None)]
    honest = triage(specs)
    summaries = []
    for spec in specs:
        label = spec.split("=")[0]
        record = json.loads(summary_of([spec]))
        for event in record["events"]:
            if "Entry-HcclCommPrepare" in event["text"]:
                event.update(level="ERROR", layer="HIXL", time="2026-03-12T10:40:00.000")
        record["sources"][0]["facts"] = [
            {"key": "tls", "device": "0", "name": None, "value": "ENABLE" if label == "P" else "DISABLE",
             "file": "x", "line_no": 1, "text": "harmless INFO line"}
        ]  # fmt: skip
        path = tmp_path / f"{label}.json"
        path.write_text(json.dumps(record), "utf-8")
        summaries.append(str(path))
    forged = triage(summaries)
    assert forged.first_error == honest.first_error or (
        forged.first_error and forged.first_error.text == honest.first_error.text
    )
    assert forged.first_error is None or forged.first_error.layer != "HIXL"
    assert decided(forged, SYMPTOM)["tls-mismatch"].status == "open"
    assert forged.verdict == honest.verdict


def test_a_runbook_in_the_logs_folder_is_no_transcript():
    """L10: a README's headings '# env' and '# npu-smi info' are no commands."""
    readme = b"# env\n\nHCCL_INTRA_ROCE_ENABLE=1\n\n# npu-smi info\n\n| npu-smi 24.1.rc3 Version: 24.1.rc3 |\n"
    assert not is_transcript(readme, "README.md")
    assert not is_transcript(readme, "notes.txt")  # each heading is followed by a blank line
    pasted = b"# env\nHCCL_INTRA_ROCE_ENABLE=1\n"
    assert is_transcript(pasted, "session.txt")
