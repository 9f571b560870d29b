"""Configuration as evidence (issue 32): each node's facts transcript, given with its logs,
decides the link set-up's configuration hypotheses across the two ends; a fact decides
only a hypothesis the failure's symptom admits; a control where both ends agree supports
none of them; a summary carries its node's facts."""

from __future__ import annotations

import json

import pytest
from support.facts import facts_text, rank_table, rdma_text, versions_text, with_rank_table
from support.plogs import at, noise, write
from support.triage_logs import decided, socket_timeout

from llm_status.terminal import Style
from llm_status.triage import summary_of, triage
from llm_status.triage.report import lines_of

CONFIG = ("tls-mismatch", "device-ip", "ip-family", "path-mismatch", "nic-down")


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
    from support.verdict_logs import stream_sync_timeout

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
    from llm_status.triage.record import record_of

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


def test_the_rank_table_of_the_nodes_own_server_is_compared_with_its_devices(tmp_path):
    """HCCL's guide (EI0014): a rank table's device_ip must be the device's own. The node's
    own server is the one whose server_id is its address; the other server's is not its."""
    stale = with_rank_table(facts_text(), rank_table(n1=("10.0.0.99",)))
    found = _sides(tmp_path, facts_text(), stale)
    device_ip = decided(found, "wait-socket-establish-timeout")["device-ip"]
    assert (device_ip.status, device_ip.why) == ("supported", "decided_rank_ip_differs")
    assert '"device_ip": "10.0.0.99"' in device_ip.evidence[0].text
    assert device_ip.evidence[1].text == "ipaddr:10.0.0.10"
    for lang, words in (("en", "EI0014"), ("zh", "EI0014")):
        text = " ".join("\n".join(lines_of(found, lang, Style(None))).split())
        assert words in text and '"device_ip": "10.0.0.99"' in text


def test_a_rank_table_that_agrees_or_names_another_server_decides_nothing_against(tmp_path):
    # The other server's entry differs from this node's devices: not this node's.
    other = with_rank_table(facts_text(), rank_table(n2=("10.9.9.9",)))
    found = _sides(tmp_path / "a", with_rank_table(facts_text(), rank_table()), other)
    assert decided(found, "wait-socket-establish-timeout")["device-ip"].status == "ruled-out"
    # A table of two servers, neither of them this node's: it is not compared.
    elsewhere = with_rank_table(facts_text(), rank_table(n1=("10.0.0.99",)), host="10.7.7.7")
    found = _sides(tmp_path / "b", facts_text(), elsewhere)
    assert decided(found, "wait-socket-establish-timeout")["device-ip"].status == "ruled-out"


def test_a_rank_table_in_a_variable_is_read_as_its_only_server():
    from llm_status.triage.facts import read

    table = '{"server_list":[{"device":[{"device_id":"0","device_ip":"10.0.0.77"}],"server_id":"x"}],"version":"1.0"}'
    text = f"$ cat /proc/9/environ\nASCEND_LOCAL_COMM_RES={table}\n"
    ranks = [f for f in read(text, "t") if f.key == "rank_ip"]
    assert [(f.device, f.name, f.value, f.line_no) for f in ranks] == [("0", "x", "10.0.0.77", 2)]


@pytest.mark.parametrize(
    "body",
    [
        "{",
        '{"server_list": 3}',
        '{"server_list": [{"device": "x"}]}',
        "[" * 5000 + "]" * 5000,
        '{"server_list": [{"device": [{"device_id": "a", "device_ip": 5}]}]}',
    ],
    ids=["cut", "not-a-list", "devices-not-a-list", "deep", "bad-types"],
)
def test_a_json_file_that_is_no_rank_table_says_nothing(body):
    from llm_status.triage.facts import read

    found = read(f'$ cat /x/rank_table.json\n{body}\n"server_list"\n', "t")
    assert [f for f in found if f.key == "rank_ip"] == []


# HCCL's own line of a port it cannot bind (vllm-ascend#1955), and ss -ltnp's answer on
# that node, collected after.
LISTEN_FAIL = (
    "socket type[1], listen on ip[192.168.20.160] and specific port[16666] fail. Please check "
    "the port status and whether the port is been using by other process."
)
SS = (
    "$ ss -ltnp\nState  Recv-Q Send-Q Local Address:Port Peer Address:PortProcess\n"
    'LISTEN 0      4096         0.0.0.0:16666      0.0.0.0:*    users:(("python3",pid=3012,fd=41))\n'
    "LISTEN 0      128          0.0.0.0:22         0.0.0.0:*\n"
)


def test_a_port_that_cannot_be_bound_shows_what_holds_it_on_that_node(tmp_path):
    from support.plogs import plog

    folder = tmp_path / "D"
    lines = [line for _, line in noise(150, seed=4)]
    write(
        folder / "plog-1.log",
        [*lines, plog("ERROR", "HCCL", at(5.0), "hccl_socket.cc:100", 3001, "Listen", LISTEN_FAIL)],
    )
    (folder / "facts.txt").write_text(facts_text() + SS, "utf-8")
    found = triage([f"D={folder}"])
    bind = decided(found, "port-bind-failed")["device-port-taken"]
    assert (bind.status, bind.why) == ("supported", "decided_line_held")
    assert [e.format for e in bind.evidence] == ["plog", "facts"]
    assert 'users:(("python3",pid=3012' in bind.evidence[-1].text
    assert all(":22 " not in e.text for e in bind.evidence)
    for lang in ("en", "zh"):
        assert "ss -ltnp" in "\n".join(lines_of(found, lang, Style(None)))
    # Without the node's facts, the same line supports it alone.
    (folder / "facts.txt").unlink()
    again = decided(triage([f"D={folder}"]), "port-bind-failed")["device-port-taken"]
    assert (again.status, again.why) == ("supported", "decided_line")


@pytest.mark.parametrize(
    ("p", "d", "status", "words"),
    [
        (
            versions_text(cann="8.0.RC1", uses=("pool",)),
            versions_text(uses=("pool",)),
            "supported",
            "CANN is 8.0.RC1, below 8.5.0",
        ),
        (
            versions_text(mooncake="0.3.11", uses=("pool",)),
            versions_text(mooncake="0.3.12", uses=("pool",)),
            "supported",
            "Mooncake is 0.3.11, below 0.3.11.post1",
        ),
        (
            versions_text(uses=("fabric",)),
            versions_text(driver="24.1.rc3", uses=("fabric",)),
            "supported",
            "HDK is 24.1.rc3, below 25.5",
        ),
        (
            versions_text(mooncake="0.3.11.post1", uses=("pool", "fabric")),
            versions_text(mooncake="0.3.12", uses=("pool",)),
            "ruled-out",
            None,
        ),
        (
            versions_text(cann="8.5.RC1", uses=("pool",)),
            versions_text(uses=("pool",)),
            "open",
            None,
        ),
        (versions_text(cann="8.0.RC1"), versions_text(cann="8.0.RC1"), "open", None),
        # The A3 row (kv_pool.md:1103): HDK >= 26.0, or HDK >= 25.5 with Mooncake >=
        # v0.3.11 (the fidelity review's M8): below 26.0 with no Mooncake known, open;
        # with an older Mooncake, below; at 26.0, Mooncake's version does not matter.
        (versions_text(uses=("fabric",)), versions_text(uses=("fabric",)), "open", None),
        (
            versions_text(mooncake="0.3.10", uses=("fabric",)),
            versions_text(mooncake="0.3.12", uses=("fabric",)),
            "supported",
            "Mooncake is 0.3.10, below 0.3.11",
        ),
        (
            versions_text(driver="26.0.0", uses=("fabric",)),
            versions_text(driver="26.0.0", mooncake="0.3.10", uses=("fabric",)),
            "ruled-out",
            None,
        ),
    ],
    ids=[
        "cann-below",
        "mooncake-below",
        "hdk-below",
        "met",
        "pre-release",
        "nothing-applies",
        "a3-hdk-25.5-mooncake-unknown",
        "a3-hdk-25.5-mooncake-old",
        "a3-hdk-26",
    ],
)
def test_versions_are_held_against_the_published_requirements_of_what_is_used(
    tmp_path, p, d, status, words
):
    found = _sides(tmp_path, p, d)
    versions = decided(found, "wait-socket-establish-timeout")["version-requirement"]
    assert versions.status == status, versions
    if words:
        en = " ".join("\n".join(lines_of(found, "en", Style(None))).split())
        assert words in en and "kv_pool.md" in en
        zh = " ".join("\n".join(lines_of(found, "zh", Style(None))).split())
        assert words.split(" is ")[1].split(",")[0] in zh and "kv_pool.md" in zh


def test_a_version_requirement_is_ruled_out_only_with_both_nodes_facts(tmp_path):
    found = _sides(tmp_path, versions_text(uses=("pool",)), None)
    versions = decided(found, "wait-socket-establish-timeout")["version-requirement"]
    assert (versions.status, versions.why) == ("open", "decided_versions_unknown")


@pytest.mark.parametrize(
    ("have", "least", "expected"),
    [
        ("8.0.RC1", "8.5.0", False),
        ("8.5.0", "8.5.0", True),
        ("9.0.0", "8.5.0", True),
        ("8.5.RC1", "8.5.0", None),
        ("8.5.0.alpha001", "8.5.0", None),
        ("0.3.11", "0.3.11.post1", False),
        ("0.3.12", "0.3.11.post1", True),
        ("25.5.0", "25.5", True),
        ("24.1.rc3", "25.5", False),
        ("26.0.RC1", "25.5", True),
        ("25.5.0.b080", "25.5", None),
        ("", "25.5", None),
    ],
)
def test_versions_are_ordered_as_their_releases_are(have, least, expected):
    from llm_status.registry.facts import at_least

    assert at_least(have, least) is expected


def _stream_timeout(tmp_path, facts: str | None):
    from support.plogs import plog

    text = "stream sync timeout"  # as the guide quotes RUNTIME's line: no timeout in it
    line = plog(
        "ERROR",
        "RUNTIME",
        at(10.0),
        "stream.cc:1",
        3001,
        "RtStreamSynchronizeWithTimeout",
        text,
        2002,
    )
    folder = tmp_path / "D"
    write(folder / "plog-1.log", [*(line for _, line in noise(100, seed=5)), line])
    if facts is not None:
        (folder / "facts.txt").write_text(facts, "utf-8")
    found = triage([f"D={folder}"])
    return decided(found, "stream-sync-timeout")["timeout-below-retransmission"], found


@pytest.mark.parametrize(
    ("facts", "status", "window", "timeout"),
    [
        # HCCL's defaults: 4.096 us x 2^20 x 7; the timeout set, or Mooncake's default.
        (rdma_text(transfer=5000), "supported", 30065, 5000),
        (rdma_text(mooncake=True), "supported", 30065, 3000),
        (rdma_text(transfer=2000, timeout=14, retry=7), "ruled-out", 470, 2000),
        (rdma_text(transfer=10000, timeout=14), "ruled-out", 470, 10000),
        (rdma_text(), "open", None, None),  # no timeout known: not Mooncake's
        (rdma_text(transfer=5000, timeout="x"), "open", None, None),
    ],
    ids=["defaults", "mooncake-default", "small-window", "set-timeout", "no-timeout", "unreadable"],
)
def test_the_transfer_timeout_is_held_against_rdmas_retransmission_window(
    tmp_path, facts, status, window, timeout
):
    decision, found = _stream_timeout(tmp_path, facts)
    assert decision.status == status, decision
    assert (decision.gap_ms, decision.timeout_ms) == (window, timeout)
    if status == "supported":
        for lang, words in (("en", f"= {window} ms"), ("zh", f"= {window} ms")):
            text = " ".join("\n".join(lines_of(found, lang, Style(None))).split())
            assert words in text and "HCCL_RDMA_RETRY_CNT" in text


def test_without_facts_the_window_hypothesis_shows_the_lines_to_read(tmp_path):
    decision, _ = _stream_timeout(tmp_path, None)
    assert (decision.status, decision.why) == ("open", "decided_no_facts")


def _cqe(tmp_path, p: str | None, d: str | None):
    from support.guide_lines import CQE

    specs = []
    for label, facts in (("P", p), ("D", d)):
        folder = tmp_path / label
        lines = CQE.splitlines() if label == "D" else []
        write(folder / "plog-1.log", lines or [line for _, line in noise(20, seed=6)])
        if facts is not None:
            # Collected minutes after the failure (a fact of months later decides nothing).
            facts = facts.replace("2026-03-12T10:50:00", "2025-10-05T10:20:00")
            (folder / "facts.txt").write_text(facts, "utf-8")
        specs.append(f"{label}={folder}")
    return decided(triage(specs), "error-cqe")["retransmission-settings"]


@pytest.mark.parametrize(
    ("p", "d", "status", "why"),
    [
        (rdma_text(), rdma_text(retry=3), "supported", "decided_rdma_small"),
        (rdma_text(timeout=22), rdma_text(), "ruled-out", "decided_rdma_default"),
        (None, rdma_text(), "open", "decided_rdma_one_end"),
        (rdma_text(timeout="auto"), rdma_text(), "open", "decided_rdma_unreadable"),
    ],
    ids=["retry-small", "defaults-or-above", "one-end", "unreadable"],
)
def test_rdma_settings_below_hccls_defaults_support_the_cqe_hypothesis(tmp_path, p, d, status, why):
    decision = _cqe(tmp_path, p, d)
    assert (decision.status, decision.why) == (status, why)
    if status == "supported":
        assert decision.evidence[0].text == "HCCL_RDMA_RETRY_CNT=3"
