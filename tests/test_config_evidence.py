"""Configuration as evidence (issue 32): each node's facts transcript, given with its logs,
decides the link set-up's configuration hypotheses across the two ends; a fact decides
only a hypothesis the failure's symptom admits; a control where both ends agree supports
none of them; a summary carries its node's facts."""

from __future__ import annotations

import json

import pytest
from plogs import at, noise, write
from test_triage import decided, socket_timeout

from llm_status.terminal import Style
from llm_status.triage import summary_of, triage
from llm_status.triage.report import lines_of

CONFIG = ("tls-mismatch", "device-ip", "ip-family", "path-mismatch", "nic-down")


def facts_text(ipv4=("10.0.0.10",), conf=None, tls="0", ipv6=(), roce=None, links=("UP",)) -> str:
    """A transcript as collect writes it: each device's hccn_tool answers, hccn.conf, and
    one inference process's environment."""
    lines = ["# llm-status collect: node 2026-03-12T10:50:00"]
    for device, address in enumerate(ipv4):
        lines += [f"$ hccn_tool -i {device} -ip -g", f"ipaddr:{address}", "netmask:255.255.255.0"]
    for device, address in enumerate(ipv6):
        lines += [f"$ hccn_tool -i {device} -ip -inet6 -g", f"ipv6_address:{address}"]
    for device in range(max(len(ipv4), len(ipv6))):
        lines += [
            f"$ hccn_tool -i {device} -tls -g",
            f"dev_id:{device}, tls switch[{tls}](0:disable, 1:enable), tls preconfigured[1]"
            "(0:non-preset, 1:preset), tls alarm time threshold[60]days",
        ]
    for device, state in enumerate(links):
        lines += [f"$ hccn_tool -i {device} -link -g", f"link status: {state}"]
    if conf is not False:
        lines.append("$ cat /etc/hccn.conf")
        lines += [f"address_{d}={a}" for d, a in enumerate(conf or ipv4)]
    else:
        lines.append("! cat /etc/hccn.conf: No such file or directory")
    lines += ["$ cat /proc/4242/cmdline", "vllm serve /models/x", "$ cat /proc/4242/environ"]
    lines += ["ASCEND_RT_VISIBLE_DEVICES=0"] + ([f"HCCL_INTRA_ROCE_ENABLE={roce}"] if roce else [])
    return "\n".join(lines) + "\n"


def _sides(tmp_path, p_facts: str | None, d_facts: str | None):
    specs = []
    for label, text in (("P", p_facts), ("D", d_facts)):
        folder = tmp_path / label
        lines = [line for _, line in noise(150, seed=len(label))]
        write(folder / "plog-1.log", [*lines, socket_timeout(at(5.1))] if label == "D" else lines)
        if text is not None:
            (folder / "node-facts.txt").write_text(text, "utf-8")
        specs.append(f"{label}={folder}")
    return triage(specs)


@pytest.mark.parametrize(
    ("p", "d", "supported"),
    [
        (facts_text(tls="1"), facts_text(tls="0"), "tls-mismatch"),
        (facts_text(), facts_text(conf=("10.0.0.99",)), "device-ip"),
        (facts_text(), facts_text(conf=False), "device-ip"),
        (facts_text(), facts_text(ipv4=(), ipv6=("fd00::10",)), "ip-family"),
        (facts_text(roce="1"), facts_text(), "path-mismatch"),
        (facts_text(), facts_text(links=("DOWN",)), "nic-down"),
    ],
    ids=["tls", "hccn-conf-stale", "hccn-conf-missing", "ip-family", "roce-env", "nic-down"],
)
def test_each_configuration_check_decides_from_both_nodes_facts(tmp_path, p, d, supported):
    found = _sides(tmp_path, p, d)
    hypotheses = decided(found, "wait-socket-establish-timeout")
    assert hypotheses[supported].status == "supported", hypotheses[supported]
    assert all(e.format == "facts" for e in hypotheses[supported].evidence)
    others = [k for k in CONFIG if k != supported]
    assert all(hypotheses[k].status != "supported" for k in others), {
        k: hypotheses[k].status for k in others
    }


def test_a_control_where_both_ends_agree_supports_no_configuration_hypothesis(tmp_path):
    found = _sides(tmp_path, facts_text(roce="1"), facts_text(roce="1"))
    hypotheses = decided(found, "wait-socket-establish-timeout")
    assert {k: hypotheses[k].status for k in CONFIG} == {
        "tls-mismatch": "ruled-out",
        "device-ip": "ruled-out",
        "ip-family": "ruled-out",
        "path-mismatch": "open",  # the same variable; the path each used is in the logs
        "nic-down": "open",  # UP now; whether it was DOWN at the failure is its history's
    }
    assert hypotheses["nic-down"].why == "decided_nic_history"
    assert "missing_facts" not in dict(found.missing)


def test_without_facts_the_hypotheses_stay_open_and_the_command_is_named(tmp_path):
    found = _sides(tmp_path, None, facts_text())
    hypotheses = decided(found, "wait-socket-establish-timeout")
    assert {hypotheses[k].why for k in ("device-ip", "ip-family")} == {"decided_no_facts"}
    assert [f["side"] for k, f in found.missing if k == "missing_facts"] == ["P"]
    for lang in ("en", "zh"):
        text = " ".join(" ".join(lines_of(found, lang, Style(None))).split())
        assert "llm-status collect > facts.txt" in text


def test_a_fact_decides_only_what_the_symptom_admits(tmp_path):
    """TLS that differs explains a link set-up, not a stream sync timeout: no stream
    hypothesis reads facts."""
    from test_verdicts import stream_sync_timeout

    specs = []
    for label, tls in (("P", "1"), ("D", "0")):
        folder = tmp_path / label
        lines = [line for _, line in noise(150, seed=3)]
        if label == "D":
            lines.append(stream_sync_timeout(at(10.0)))
        write(folder / "plog-1.log", lines)
        (folder / "facts.txt").write_text(facts_text(tls=tls), "utf-8")
        specs.append(f"{label}={folder}")
    found = triage(specs)
    assert [f.symptom.key for f in found.findings] == ["stream-sync-timeout"]
    assert all(d.status != "supported" for f in found.findings for d in f.decisions), (
        "a fact supported a transfer's hypothesis"
    )


def test_a_summary_carries_its_nodes_facts(tmp_path):
    folder = tmp_path / "P"
    write(folder / "plog-1.log", [line for _, line in noise(50, seed=1)])
    (folder / "facts.txt").write_text(facts_text(tls="1"), "utf-8")
    summary = summary_of([f"P={folder}"])
    record = json.loads(summary)
    assert {f["key"] for f in record["sources"][0]["facts"]} >= {"ipv4", "tls", "env"}
    (tmp_path / "p.json").write_text(summary, "utf-8")
    d = tmp_path / "D"
    write(d / "plog-1.log", [*(line for _, line in noise(150, seed=2)), socket_timeout(at(5.1))])
    (d / "facts.txt").write_text(facts_text(tls="0"), "utf-8")
    found = triage([str(tmp_path / "p.json"), f"D={d}"])
    assert decided(found, "wait-socket-establish-timeout")["tls-mismatch"].status == "supported"
    # Shown per side in the report, in both languages.
    for lang, words in (("en", "Its node's facts"), ("zh", "其节点的事实")):
        assert words in "\n".join(lines_of(found, lang, Style(None)))


def test_the_json_names_a_fact_as_its_side_and_index(tmp_path):
    from llm_status.triage.report import record_of

    found = _sides(tmp_path, facts_text(tls="1"), facts_text(tls="0"))
    record = json.loads(json.dumps(record_of(found, "en")))
    symptom = next(s for s in record["symptoms"] if s["key"] == "wait-socket-establish-timeout")
    tls = next(h for h in symptom["hypotheses"] if h["key"] == "tls-mismatch")
    assert tls["status"] == "supported"
    for ref in tls["evidence"]:
        side = next(s for s in record["sources"] if s["label"] == ref["side"])
        assert side["facts"][ref["fact"]]["key"] == "tls"


def test_one_port_down_of_several_leaves_it_open_with_the_line(tmp_path):
    """Which device the failing link used the logs do not say: one port DOWN of two is
    shown, not taken for the cause."""
    found = _sides(
        tmp_path, facts_text(), facts_text(ipv4=("10.0.0.10", "10.0.0.11"), links=("UP", "DOWN"))
    )
    nic = decided(found, "wait-socket-establish-timeout")["nic-down"]
    assert (nic.status, nic.why) == ("open", "decided_nic_some_down")
    assert "link status: DOWN" in nic.evidence[0].text
