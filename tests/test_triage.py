"""llm-status triage, on two-sided failures built as upstream logs them (tests/support/plogs.py):
the first error, its chain, each hypothesis's status and the lines that decided it, the
verdict at the guide's threshold, and what is said to be missing."""

from __future__ import annotations

import gzip
import json
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support.command import run
from support.plogs import at, comm_prepare, message, noise, plog, upstream_line, write
from support.triage_logs import (
    COMM,
    CONNECT,
    REAL_HCCL,
    REGISTER,
    TRANSFER_SYNC,
    decided,
    prefill_failed_registration,
    skewed_ends,
)

from llm_status.i18n import say
from llm_status.terminal import Style
from llm_status.triage import summary_of, triage
from llm_status.triage.record import SCHEMA, record_of
from llm_status.triage.report import lines_of
from llm_status.version import VERSION

PLAIN = Style(None)


def decided_finding(found, symptom: str):
    return next(f for f in found.findings if f.symptom.key == symptom)


def test_a_decode_timeout_whose_prefill_failed_a_registration_first(tmp_path):
    p, d = prefill_failed_registration(tmp_path, gap=4.0)
    found = triage([f"P={p}", f"D={d}"])
    # The first error of the libraries is prefill's registration, a second before decode's.
    assert found.first_error.source == "P" and "register mem" in found.first_error.text
    hypotheses = decided(found, "wait-socket-establish-timeout")
    assert hypotheses["peer-failed-first"].status == "supported"
    assert hypotheses["peer-failed-first"].evidence[0].source == "P"
    # Prefill entered the comm 4 s after decode, over the 3000 ms the lines state.
    assert hypotheses["issued-apart"].status == "supported"
    assert (
        hypotheses["issued-apart"].gap_ms == 4000 and hypotheses["issued-apart"].timeout_ms == 3000
    )
    assert {hypotheses[k].status for k in ("path-mismatch", "tls-mismatch")} == {"open"}
    # Two hypotheses supported: likely, not confirmed.
    assert found.verdict == "likely"


def test_entries_within_the_timeout_rule_the_gap_out(tmp_path):
    p, d = prefill_failed_registration(tmp_path, gap=0.5)
    hypotheses = decided(triage([f"P={p}", f"D={d}"]), "wait-socket-establish-timeout")
    assert hypotheses["issued-apart"].status == "ruled-out"
    assert hypotheses["issued-apart"].gap_ms == 500
    # One hypothesis left with a line, both ends' logs at hand: confirmed.
    assert triage([f"P={p}", f"D={d}"]).verdict == "confirmed"


def test_one_side_is_at_most_likely_and_says_what_the_other_would_settle(tmp_path):
    _, d = prefill_failed_registration(tmp_path)
    found = triage([f"D={d}"])
    hypotheses = decided(found, "wait-socket-establish-timeout")
    assert hypotheses["peer-failed-first"].status == "open"
    assert hypotheses["peer-failed-first"].why == "decided_no_peer"
    assert found.verdict == "insufficient"  # nothing ruled out, the peer unseen
    keys = [key for key, _ in found.missing]
    # Decode's Connect line names the remote engine: the other side's plog, by its address.
    assert "missing_peer_named" in keys
    fields = dict(found.missing)["missing_peer_named"]
    assert fields["peer"] == "10.0.0.1:16000"
    assert fields["start"] <= "2026-03-12 10:41:05" <= fields["end"]


def test_a_503900_whose_peer_ran_out_of_cq_resources(tmp_path):
    cq = plog(
        "ERROR",
        "HCCP",
        at(3.0),
        "rdma_agent.cc:140",
        4001,
        "CreateCq",
        "ibv_cmd_create_cq failed, ret 12",
        1001,
    )
    p = [
        *noise(100, seed=3, pid=1001),
        (at(3.0), cq),
        (at(3.1), comm_prepare(at(3.1), COMM, 4001, 1001)),
    ]
    d = [
        *noise(100, seed=4, pid=2002),
        (at(3.0), comm_prepare(at(3.0), COMM, 3001, 2002)),
        (
            at(4.0),
            upstream_line(
                CONNECT, at(4.0), 503900, 3001, pid=2002, number="3000", text="10.0.0.1:16000"
            ),
        ),
    ]
    found = triage([f"P={write(tmp_path / 'p.log', p)}", f"D={write(tmp_path / 'd.log', d)}"])
    hypotheses = decided(found, "failed-to-connect-503900")
    assert hypotheses["device-resources"].status == "supported"
    assert hypotheses["device-resources"].evidence[0].layer == "HCCP"
    # The guide: only `ibv_cmd_create_cq ret 12` is not user HBM.
    assert hypotheses["user-hbm"].status == "ruled-out"
    assert hypotheses["peer-not-entered"].status == "ruled-out"  # 100 ms apart
    assert found.first_lower.layer == "HCCP"
    assert found.verdict == "confirmed"
    # Both ends' plogs were the input: the answer asks for nothing given (issue 50).
    from llm_status.triage.report import answer

    for lang, plogs in (("en", "plogs before the failure"), ("zh", "收集两端失败前的plog")):
        said = answer(triage([f"P={tmp_path / 'p.log'}", f"D={tmp_path / 'd.log'}"], lang), lang)
        assert plogs not in said and ("given" in said or "所给日志" in said)


def test_a_stream_sync_timeout_under_rdma_retransmission_errors(tmp_path):
    cqe = plog(
        "ERROR",
        "HCCP",
        at(8.0),
        "hccp_event.cc:77",
        3005,
        "PollCq",
        "error cqe status 12, qpn 77",
        2002,
    )
    sync = plog(
        "ERROR",
        "RUNTIME",
        at(10.0),
        "stream.cc:901",
        3001,
        "RtStreamSynchronizeWithTimeout",
        "stream sync timeout, timeout 2000 ms",
        2002,
    )
    failed = upstream_line(
        TRANSFER_SYNC, at(10.1), 103902, 3001, pid=2002, number="2000", text="10.0.0.1:16000"
    )
    d = [*noise(300, seed=5, pid=2002), (at(8.0), cqe), (at(10.0), sync), (at(10.1), failed)]
    found = triage([f"D={write(tmp_path / 'd.log', d)}"])
    hypotheses = decided(found, "stream-sync-timeout")
    assert hypotheses["rdma-retransmission"].status == "supported"
    assert "error cqe" in hypotheses["rdma-retransmission"].evidence[0].text
    assert hypotheses["task-failed-first"].status == "open"  # no HIXL error before the wait
    # One line supports one hypothesis, but none is ruled out: the guide's check before a
    # reply ("at least one candidate ruled out") keeps it at likely (fidelity M1).
    assert decided_finding(found, "stream-sync-timeout").verdict == "likely"
    # The CQE came first, and it is a symptom of its own in HCCL's guide (EI0013): the
    # network or a peer that exited first. One side's logs, with no port record and no
    # peer, decide neither, and the report leads with it.
    assert found.findings[0].symptom.key == "error-cqe"
    assert found.verdict == "insufficient"
    # The chain of decode's thread 3001: the runtime's timeout, then HIXL passing it on.
    chain = next(c for c in found.chains if any(e is found.first_error for _, e in c))
    assert [role for role, _ in chain] == ["origin", "passed-on"]
    assert chain[0][1].layer == "RUNTIME"


def test_skewed_clocks_are_said(tmp_path):
    p, d = prefill_failed_registration(tmp_path)
    # Prefill's clock an hour ahead: its lines rewritten with the hour 11 (the plog's
    # clock and vLLM's, which states no year: both are the machine's).
    for log in p.rglob("*.log"):
        text = log.read_text("utf-8").replace("2026-03-12-10:", "2026-03-12-11:")
        log.write_text(text.replace(" 03-12 10:", " 03-12 11:"), "utf-8")
    found = triage([f"P={p}", f"D={d}"])
    assert [key for key, _ in found.clocks] == ["clocks_apart"]
    hypotheses = decided(found, "wait-socket-establish-timeout")
    assert hypotheses["peer-failed-first"].status == "open"  # P's logs miss decode's window
    assert "missing_window" in [key for key, _ in found.missing]


def test_rotated_and_compressed_files_read_as_one(tmp_path):
    p, d = prefill_failed_registration(tmp_path, gap=4.0)
    whole = record_of(triage([f"P={p}", f"D={d}"]), "en")
    log = next(d.rglob("*.log"))
    lines = log.read_text("utf-8").splitlines(keepends=True)
    half = len(lines) // 2
    (log.parent / "plog-2002.log.1.gz").write_bytes(gzip.compress("".join(lines[:half]).encode()))
    log.write_text("".join(lines[half:]), "utf-8")
    (log.parent / "core.bin").write_bytes(b"\x00\x01" * 100)  # not text: listed as skipped
    rotated = record_of(triage([f"P={p}", f"D={d}"]), "en")
    assert rotated["verdict"] == whole["verdict"]
    assert [h["status"] for s in rotated["symptoms"] for h in s["hypotheses"]] == [
        h["status"] for s in whole["symptoms"] for h in s["hypotheses"]
    ]
    sources = {s["label"]: s for s in rotated["sources"]}
    assert [s["file"] for s in sources["D"]["skipped"]] == ["plog/core.bin"]
    assert len(sources["D"]["files"]) == 2


def test_a_chain_of_ten_propagated_lines(tmp_path):
    origin = upstream_line(REGISTER, at(1.0), 103901, 4001, pid=1001)
    rows = [
        m
        for m in __import__("llm_status").registry.upstream_messages.messages()
        if m.passes_on and m.origin == "adxl-check"
    ][:9]
    passed = [
        upstream_line(row, at(1.0 + 0.01 * (i + 1)), 4294967295, 4001, pid=1001)
        for i, row in enumerate(rows)
    ]
    found = triage([f"P={write(tmp_path / 'p.log', [origin, *passed])}"])
    chain = found.chains[0]
    assert len(chain) == 10
    assert [role for role, _ in chain] == ["origin", *["passed-on"] * 9]
    assert chain[0][1].text == origin and found.first_error.text == origin


def test_a_code_seen_once_among_many_transfers_is_counted(tmp_path):
    stats = [
        plog(
            "EVENT",
            "HIXL",
            at(i * 0.1),
            "statistic.cc:50",
            3009,
            "Dump",
            "Direct transfer statistic info: count 1",
            2002,
        )
        for i in range(1000)
    ]
    failed = upstream_line(
        CONNECT, at(50.05), 503900, 3001, pid=2002, number="3000", text="10.0.0.1:16000"
    )
    found = triage([f"D={write(tmp_path / 'd.log', [*stats, failed])}"])
    assert found.recurrences == {"D": 1}
    assert found.sources[0]["counts"]["successes"] == 1000
    text = " ".join(" ".join(lines_of(found, "en", PLAIN)).split())
    assert (
        "lines of the same error: 1; of transfers that went through (statistic lines): 1,000"
        in text
    )


# -- properties ---------------------------------------------------------------------------


@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(seed=st.integers(0, 10**6), count=st.integers(1, 300))
def test_noise_never_makes_an_error(tmp_path_factory, seed, count):
    log = write(tmp_path_factory.mktemp("noise") / "n.log", noise(count, seed))
    found = triage([str(log)])
    assert found.first_error is None and found.findings == [] and found.chains == []


@settings(max_examples=15, deadline=None, suppress_health_check=list(HealthCheck))
@given(order=st.permutations(range(4)))
def test_the_order_of_the_files_never_changes_the_verdict(tmp_path_factory, order):
    root = tmp_path_factory.mktemp("order")
    p, d = prefill_failed_registration(root)
    specs = [
        f"P={p}",
        f"D={d}",
        f"P={write(root / 'extra-p.log', noise(20, 7, pid=1001))}",
        f"D={write(root / 'extra-d.log', noise(20, 8, pid=2002))}",
    ]
    reference = record_of(triage(specs), "en")
    shuffled = record_of(triage([specs[i] for i in order]), "en")
    assert shuffled["verdict"] == reference["verdict"]
    assert shuffled["symptoms"] == reference["symptoms"]
    assert shuffled["events"] == reference["events"]


def test_a_summary_merged_equals_the_raw_merge(tmp_path):
    p, d = prefill_failed_registration(tmp_path, gap=4.0)
    raw = record_of(triage([f"P={p}", f"D={d}"]), "en")
    (tmp_path / "p.json").write_text(summary_of([f"P={p}"]), "utf-8")
    (tmp_path / "d.json").write_text(summary_of([f"D={d}"]), "utf-8")
    merged = record_of(triage([str(tmp_path / "d.json"), str(tmp_path / "p.json")]), "en")
    assert merged["events"] == raw["events"]
    assert merged["symptoms"] == raw["symptoms"] and merged["verdict"] == raw["verdict"]
    assert sorted(merged["sources"], key=lambda s: s["label"]) == sorted(
        raw["sources"], key=lambda s: s["label"]
    )
    # A node's summary is small beside its logs.
    assert (tmp_path / "d.json").stat().st_size < 20_000


# -- the command ------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_command_reports_in_either_language(tmp_path, lang):
    p, d = prefill_failed_registration(tmp_path, gap=4.0)
    done = run("triage", f"P={p}", f"D={d}", "--lang", lang)
    assert done.returncode == 0, done.stderr
    out = done.stdout
    for key in ("triage_evidence", "triage_timeline", "triage_verdict", "status_supported"):
        assert say(key, lang) in out
    assert say("verdict_likely", lang) in out
    assert "P / plog/plog-1001.log:" in out and "D / plog/plog-2002.log:" in out
    assert all(len(line) <= 100 for line in out.splitlines())


def test_the_json_follows_its_schema(tmp_path):
    p, d = prefill_failed_registration(tmp_path, gap=4.0)
    record = json.loads(run("triage", f"P={p}", f"D={d}", "--json").stdout)
    assert record["schema"] == SCHEMA
    assert set(record) >= {"sources", "events", "first_error", "symptoms", "verdict", "missing"}
    first = record["events"][record["first_error"]]
    assert first["source"] == "P" and first["role"] in ("origin", "passed-on", "symptom", "context")
    assert {e["role"] for e in record["events"]} <= {"origin", "passed-on", "symptom", "context"}
    hypothesis = record["symptoms"][0]["hypotheses"][0]
    assert set(hypothesis) >= {"key", "status", "evidence", "next", "source"}
    zh = json.loads(run("triage", f"P={p}", f"D={d}", "--json", "--lang", "zh").stdout)
    assert [h["status"] for s in zh["symptoms"] for h in s["hypotheses"]] == [
        h["status"] for s in record["symptoms"] for h in s["hypotheses"]
    ]


def test_exit_status_says_what_was_found(tmp_path):
    quiet = write(tmp_path / "quiet.log", noise(50, 9))
    assert run("triage", str(quiet)).returncode == 1
    missing = run("triage", f"P={tmp_path / 'nowhere'}")
    assert (
        missing.returncode == 2
        and "nowhere" in missing.stderr
        and "Traceback" not in missing.stderr
    )
    broken = tmp_path / "node.json"
    broken.write_text('{"schema": "llm-status-summary/1", "sources": [', "utf-8")
    done = run("triage", str(broken))
    assert (
        done.returncode == 2 and "node.json" in done.stderr and len(done.stderr.splitlines()) == 1
    )


def test_a_summary_from_standard_input(tmp_path):
    _, d = prefill_failed_registration(tmp_path)
    text = "".join(p.read_text("utf-8") for p in d.rglob("*.log"))
    summary = run("triage", "D=-", "--summary", stdin=text)
    assert summary.returncode == 0
    record = json.loads(summary.stdout)
    assert record["sources"][0]["label"] == "D" and record["events"]


def test_the_json_fields_are_the_documented_ones(tmp_path):
    from pathlib import Path

    from llm_status.triage.record import SCHEMA_FIELDS

    p, d = prefill_failed_registration(tmp_path)
    record = record_of(triage([f"P={p}", f"D={d}"]), "en")
    assert list(record) == [field for field, _ in SCHEMA_FIELDS]
    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    for field, text in SCHEMA_FIELDS:
        assert f"| `{field}` | {text.en} |" in readme, field


def test_the_other_sides_logs_are_paired_by_what_the_lines_name(tmp_path):
    p, d = prefill_failed_registration(tmp_path)
    found = triage([f"P={p}", f"D={d}"])
    assert found.pairing == [("pair_named", {"side": "P", "name": f"comm[{COMM}]"})]
    # The logs of another machine, which never name the failure's link.
    other = write(tmp_path / "other" / "plog.log", noise(50, 11, pid=1001))
    wrong = triage([f"P={other}", f"D={d}"])
    assert [key for key, _ in wrong.pairing] == ["pair_not_named"]


def test_the_evidence_list_says_the_versions_the_plogs_state(tmp_path):
    stated = plog(
        "INFO",
        "HIXL",
        at(0.5),
        "engine.cc:12",
        3001,
        "Init",
        "hixl version: 8.3.RC1, build 2026-08-22",
        2002,
    )
    prompt = "INFO 03-12 10:41:00 [engine.py:1] prompt: 'which version 9.9 should I use?'"
    failed = upstream_line(
        CONNECT, at(2.0), 503900, 3001, pid=2002, number="3000", text="10.0.0.1:16000"
    )
    found = triage(
        [
            f"D={write(tmp_path / 'd.log', [(at(0.5), stated), (at(0.6), prompt), (at(2.0), failed)])}"
        ]
    )
    versions = found.sources[0]["versions"]
    assert [v["version"] for v in versions] == ["8.3.RC1"]  # not the prompt's
    assert versions[0]["line_no"] == 1
    text = " ".join(" ".join(lines_of(found, "en", PLAIN)).split())
    # (A long path is cut anywhere at the terminal's width: read it without the cuts.)
    flat = re.sub(r"\s", "", text)
    assert "aversionstated:8.3.RC1(" in flat and "d.log:1)" in flat


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(
    data=st.lists(
        st.one_of(
            st.binary(max_size=200),
            st.sampled_from(
                [
                    b"[ERROR] HIXL(1,p):2026-13-45-99:99:99.999.999 [a.cc:1]2 F: ErrorNo: 503900 x\n",
                    b"E0230 25:61:61.000000 12 x.cc:1] wait socket establish timeout\n",
                    b"ERROR 02-30 10:00:00 [x.py:1] LLMException: status_code 1343270938\n",
                    b"\x1b[31m[ERROR]\x1b[0m \xff\xfe comm[\n",
                    b"Traceback (most recent call last)\r\n",
                    b"HcclCommPrepare comm[a] timeout:99999999999 ms\n",
                ]
            ),
        ),
        max_size=20,
    )
)
def test_any_bytes_give_a_report_never_a_traceback(tmp_path_factory, data):
    """Impossible dates, control characters, broken UTF-8, huge numbers: a report (or a
    clear BadInput), and the text report holds no raw control character."""
    from llm_status.i18n import BadInput

    log = tmp_path_factory.mktemp("hostile") / "x.log"
    log.write_bytes(b"".join(data))
    try:
        found = triage([f"P={log}"])
    except BadInput:
        return
    text = "\n".join(lines_of(found, "en", PLAIN))
    assert not any(ord(c) < 32 and c != "\n" for c in text)
    json.dumps(record_of(found, "zh"))


def test_each_sides_engine_and_path_by_the_guides_decision_tree(tmp_path):
    failed = upstream_line(
        CONNECT, at(2.0), 503900, 3001, pid=2002, number="3000", text="10.0.0.1:16000"
    )
    adxl = plog(
        "INFO",
        "HIXL",
        at(1.0),
        "adxl_inner_engine.cc:90",
        3001,
        "Init",
        "AdxlInnerEngine init success",
        2002,
    )
    cs = plog(
        "INFO",
        "HIXL",
        at(1.1),
        "hixl_cs_client.cc:50",
        3001,
        "Connect",
        "[HixlClient] connect to server",
        1001,
    )
    d = write(tmp_path / "d.log", [(at(1.0), adxl), (at(2.0), failed)])
    p = write(tmp_path / "p.log", [(at(1.0), adxl), (at(1.1), cs)])
    quiet = write(tmp_path / "q.log", noise(20, 3))
    found = triage([f"P={p}", f"D={d}", f"Q={quiet}"])
    # HIXL_CS's words decide before ADXL's; a side that shows none is not said.
    assert found.paths == {"P": "HIXL_CS", "D": "ADXL"}


@pytest.mark.parametrize("spec", ["", "P="])
def test_a_source_with_no_path_is_said_as_such(spec):
    for lang in ("en", "zh"):
        done = run("triage", spec, "--lang", lang)
        assert done.returncode == 2 and done.stderr.count("\n") == 1
        assert say("empty_source", lang, input=repr(spec)) in done.stderr


def test_hccls_own_lines_as_a_real_incident_prints_them(tmp_path):
    log = tmp_path / "plog-2717288.log"
    log.write_text(REAL_HCCL, "utf-8")
    found = triage([f"D={log}"])
    wait = next(e for e in found.events if "wait socket" in e.text)
    assert (wait.tid, wait.layer) == ("2734049", "HCCL")
    assert found.events[1].lower == ("HCCL_E_NETWORK",)  # hcclRet -> 19
    hypotheses = decided(found, "wait-socket-establish-timeout")
    assert hypotheses["port-conflict"].status == "supported"
    assert "specific port[16666] fail" in hypotheses["port-conflict"].evidence[0].text
    # The listen line came first, and HCCL's guide decides it from this node's lines alone:
    # socket type[1] is the device NIC's parameter-plane port, not the host's (EI0019).
    assert found.findings[0].symptom.key == "port-bind-failed"
    bind = decided(found, "port-bind-failed")
    assert (bind["device-port-taken"].status, bind["host-port-taken"].status) == (
        "supported",
        "ruled-out",
    )
    assert found.verdict == "confirmed"
    for lang in ("en", "zh"):
        text = "\n".join(lines_of(found, lang, PLAIN))
        # No line of the libraries: what failed first is the one account of the failure.
        assert say("triage_failed_first_full", lang) in text
        assert say("triage_reached_ours", lang) not in text


def test_the_ends_are_paired_by_the_cluster_ids_their_lines_name(tmp_path):
    link = message("LLMLinkManager::LinkClusters", "Failed to link cluster, remote")
    disconnect = message("LinkMsgHandler::ProcessDisconnectRequest", "Failed to process")
    d = write(
        tmp_path / "D" / "plog.log",
        [*noise(30, 3, pid=2002), (at(5.0), upstream_line(link, at(5.0), 1, 3001, number="7"))],
    )
    p_line = upstream_line(disconnect, at(4.0), 1, 4001, pid=1001, number="7")
    assert "local cluster_id:7" in p_line
    p = write(tmp_path / "P" / "plog.log", [*noise(30, 4, pid=1001), (at(4.0), p_line)])
    found = triage([f"P={p}", f"D={d}"])
    assert ("pair_named", {"side": "D", "name": "cluster_id=7"}) in found.pairing
    # Another deployment's cluster 8 is not this link's.
    other = write(
        tmp_path / "O" / "plog.log",
        [(at(4.0), upstream_line(disconnect, at(4.0), 1, 4001, pid=1001, number="8"))],
    )
    found = triage([f"P={other}", f"D={d}"])
    assert [key for key, _ in found.pairing] == ["pair_not_named"]


def test_the_ends_are_paired_by_a_request_id(tmp_path):
    send = message("GetSendTask", "req_id[%lu], model_id[%lu], src block index")
    lost = message("BufferTransferService::HandleBufferResp", "buffer_addr not found")
    d = write(tmp_path / "D.log", [(at(5.0), upstream_line(lost, at(5.0), 1, 3001, number="42"))])
    p = write(tmp_path / "P.log", [(at(4.9), upstream_line(send, at(4.9), 1, 4001, number="42"))])
    found = triage([f"P={p}", f"D={d}"])
    assert ("pair_named", {"side": "D", "name": "req_id=42"}) in found.pairing


def test_clocks_that_disagree_are_seen_from_a_set_up_both_ends_passed(tmp_path):
    p, d = skewed_ends(tmp_path, ahead=10.0)
    found = triage([f"P={p}", f"D={d}"])
    said = dict(found.clocks)
    assert said["clocks_causal"]["skew"] == "7,000"  # 10 s apart, a 3 s timeout
    # The failing link's entries look 10.5 s apart; with such clocks that says nothing.
    issued = decided(found, "wait-socket-establish-timeout")["issued-apart"]
    assert (issued.status, issued.why) == ("open", "decided_clocks")
    assert found.verdict != "confirmed"  # confirmed with agreeing clocks (test below)
    assert "missing_clocks" in [key for key, _ in found.missing]
    for lang in ("en", "zh"):
        text = "\n".join(lines_of(found, lang, PLAIN))
        expected = say("clocks_causal", lang, **said["clocks_causal"])
        assert "".join(expected.split()) in "".join(text.split())


def test_agreeing_clocks_say_nothing_of_clocks(tmp_path):
    p, d = skewed_ends(tmp_path, ahead=0.0)
    found = triage([f"P={p}", f"D={d}"])
    assert found.clocks == []
    assert decided(found, "wait-socket-establish-timeout")["issued-apart"].status == "ruled-out"
    assert found.verdict == "confirmed"


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_summary_of_another_version_is_merged_and_said_and_a_bad_version_refused(tmp_path, lang):
    """Issue 52: a summary written by another llm-status (or by one before 0.1.0, which
    names none) is read again with this version's tables and merged; the report says
    which; one whose version is no version is refused, naming the field."""
    p, d = prefill_failed_registration(tmp_path, gap=4.0)
    ours = json.loads(summary_of([f"D={d}"]))
    assert ours["version"] == VERSION
    older = ours | {"version": "0.0.9"}
    (tmp_path / "d.json").write_text(json.dumps(older), "utf-8")
    nameless = {k: v for k, v in ours.items() if k != "version"}
    (tmp_path / "p.json").write_text(summary_of([f"P={p}"]), "utf-8")
    done = run("triage", str(tmp_path / "p.json"), str(tmp_path / "d.json"), "--lang", lang)
    assert done.returncode == 0, done.stderr
    said = say("summary_other_version", lang, version="0.0.9", ours=VERSION)
    assert _flat(said) in _flat(done.stdout)
    assert _flat(say("summary_no_version", lang, ours=VERSION)) not in _flat(done.stdout)
    # The same events as the summary of this version gives (read again, not trusted).
    merged = record_of(triage([str(tmp_path / "p.json"), str(tmp_path / "d.json")]), "en")
    (tmp_path / "d.json").write_text(json.dumps(ours), "utf-8")
    same = record_of(triage([str(tmp_path / "p.json"), str(tmp_path / "d.json")]), "en")
    assert merged["events"] == same["events"] and merged["verdict"] == same["verdict"]
    # One before versions: merged, and said so.
    (tmp_path / "d.json").write_text(json.dumps(nameless), "utf-8")
    done = run("triage", str(tmp_path / "d.json"), "--lang", lang)
    assert _flat(say("summary_no_version", lang, ours=VERSION)) in _flat(done.stdout)
    # A summary of summaries keeps what its parts said.
    again = run("triage", str(tmp_path / "d.json"), "--summary")
    (tmp_path / "dd.json").write_text(again.stdout, "utf-8")
    done = run("triage", str(tmp_path / "dd.json"), "--lang", lang)
    assert _flat(say("summary_no_version", lang, ours=VERSION)) in _flat(done.stdout)
    # A version that is no version: refused, the field named.
    (tmp_path / "d.json").write_text(json.dumps(ours | {"version": "1; rm -rf /"}), "utf-8")
    done = run("triage", str(tmp_path / "d.json"), "--lang", lang)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert (
        say("summary_must", lang, field="version", what=say("summary_a_version", lang))
        in done.stderr
    )


def _flat(text: str) -> str:
    """Text as a reader reads it, however the terminal wrapped it."""
    return "".join(text.split())
