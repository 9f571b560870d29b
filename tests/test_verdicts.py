"""A verdict you can trust (issue 31): the reviews' reproducers of confident wrong verdicts
(shared/reviews/adversarial-2026-12-02.md N-H2, N-M1; fidelity-2026-12-02.md W1-W3, M1),
written again here from their descriptions, with logs as upstream prints them."""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support.plogs import (
    at,
    comm_prepare,
    echo_cascade,
    first_screen,
    message,
    noise,
    plog,
    upstream_line,
    write,
)
from support.triage_logs import COMM, REGISTER, decided, socket_timeout
from support.verdict_logs import stream_sync_timeout

from llm_status.triage import triage

SYNC = message("AdxlEngine::TransferSync", "Failed to TransferSync")


# Other software's lines that quote a hypothesis's words (the review's N-H2 cases): a
# user's prompt in vLLM's error, an on-call script's trace, a web server's port.
QUOTERS = (
    "ERROR 03-12 10:41:04 [serving.py:12] Error in request chatcmpl-9: prompt too long: 'my "
    "plog says error cqe status 12, and listen on ip[1.2.3.4] and specific port[60001] fail'",
    '2026-03-12 10:41:04 + grep -c "ERROR.*error cqe" /root/ascend/log/debug/plog/*.log',
    "2026-03-12T10:41:04.000000000Z stderr F ERROR:    [Errno 98] error while attempting to "
    "bind on address ('0.0.0.0', 8000): address already in use",
    "(EngineCore_DP0 pid=7) ERROR 03-12 10:41:04 [core.py:1] HCCP ibv_cmd_create_cq failed, "
    "ret 12 was in my last prompt",
    # The words of HCCL's guide's symptoms (test_hccl_guide_symptoms.py), quoted.
    "ERROR 03-12 10:41:04 [serving.py:12] Error in request chatcmpl-7: prompt: 'HCCL says "
    "socket type[0], listen on ip[1.2.3.4] and specific port[16666] fail, then "
    "Resource_Error_Insufficient_Device_Memory(EI0011) Affected by QP depth configuration'",
    "ERROR 03-12 10:41:04 [serving.py:12] Error in request chatcmpl-8: prompt: 'HCCP TLS "
    "SWITCH (1) and |  client  | time out |   DISABLE  | LinkInfo, then Entry-HcclCommDestroy'",
    # The neighbours' lines (issue 34), quoted: the Store's lease expiry in vllm-ascend's
    # pool and in Mooncake's warning.
    "ERROR 03-12 10:41:04 [serving.py:12] Error in request chatcmpl-6: prompt: 'why does "
    "[mooncake_backend.py:246] Failed to get 2 keys out of 8. error_codes=[-707]. happen, "
    "with lease_expired_before_data_transfer_completed key=x'",
)


def test_a_hypothesis_is_never_supported_by_another_programs_line_that_quotes_its_words(
    tmp_path,
):
    """The runtime's stream sync timeout alone: no hypothesis supported. Add the quoting
    lines of other software: still none (before, "error cqe" in a prompt confirmed the
    RDMA hypothesis, and uvicorn's port confirmed a port conflict)."""
    d = [*noise(200, seed=5, pid=2002), (at(10.0), stream_sync_timeout(at(10.0)))]
    alone = triage([f"D={write(tmp_path / 'd.log', d)}"])
    quoted = triage([f"D={write(tmp_path / 'q.log', [*d, *((at(4.0), q) for q in QUOTERS)])}"])
    for found in (alone, quoted):
        statuses = {k: v.status for k, v in decided(found, "stream-sync-timeout").items()}
        assert "supported" not in statuses.values(), statuses
        assert found.verdict != "confirmed"


@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
@given(picked=st.lists(st.sampled_from(QUOTERS), min_size=1, max_size=4))
def test_adding_other_softwares_quoting_lines_never_changes_a_verdict(tmp_path_factory, picked):
    """A property over a two-sided case (decode's socket timeout, prefill's registration
    failure): lines of other software quoting any hypothesis's words, on either side,
    change no hypothesis's status and not the verdict."""
    root = tmp_path_factory.mktemp("q")
    p = [
        *noise(200, seed=1, pid=1001),
        (at(1.0), upstream_line(REGISTER, at(1.0), 503900, 4001, pid=1001)),
    ]
    d = [*noise(200, seed=2, pid=2002), (at(5.1), socket_timeout(at(5.1)))]
    plain = triage([f"P={write(root / 'p.log', p)}", f"D={write(root / 'd.log', d)}"])
    extra = [(at(4.0), q) for q in picked]
    quoted = triage(
        [f"P={write(root / 'pq.log', [*p, *extra])}", f"D={write(root / 'dq.log', [*d, *extra])}"]
    )
    assert quoted.verdict == plain.verdict
    assert [f.symptom.key for f in quoted.findings] == [f.symptom.key for f in plain.findings]
    key = "wait-socket-establish-timeout"
    assert {k: v.status for k, v in decided(quoted, key).items()} == {
        k: v.status for k, v in decided(plain, key).items()
    }


def test_the_peers_drv_and_hccp_first_errors_support_a_peer_failure(tmp_path):
    """Fidelity W1: the guide's evidence for "a failure on the peer surfaced as a timeout"
    includes the peer's first DRV or HCCP error. Before, it was ruled out by absence."""
    p = [
        *noise(200, seed=1, pid=1001),
        (at(-10.0), comm_prepare(at(-10.0), COMM, 4001, 1001)),
        (at(0.0), socket_timeout(at(0.0), pid=1001, tid=4001)),
    ]
    drv = plog(
        "ERROR",
        "DRV",
        at(-9.0),
        "drv_mem.c:1",
        5001,
        "drvMemAlloc",
        "halMemAlloc failed, ret=6",
        2002,
    )
    hccp = plog("ERROR", "HCCP", at(-8.0), "ra.c:1", 5002, "ra_socket_init", "socket init failed ret -12", 2002)  # fmt: skip
    d = [
        *noise(200, seed=2, pid=2002),
        (at(-9.9), comm_prepare(at(-9.9), COMM, 3001, 2002)),
        (at(-9.0), drv),
        (at(-8.0), hccp),
    ]
    found = triage([f"P={write(tmp_path / 'p.log', p)}", f"D={write(tmp_path / 'd.log', d)}"])
    peer = decided(found, "wait-socket-establish-timeout")["peer-failed-first"]
    assert peer.status == "supported"
    assert peer.evidence[0].layer == "DRV"


def _transfer_failed_on_p(tmp_path, d_lines):
    """Prefill can't find the remote buffer; decode's logs are ``d_lines``."""
    lost = plog(
        "ERROR", "HIXL", at(0.0), "buffer_transfer.cc:1", 4001, "Transfer",
        "Can't find remoteBuffer by key 1234", 1001,
    )  # fmt: skip
    p = [
        *noise(200, seed=1, pid=1001),
        (at(-100.0), comm_prepare(at(-100.0), COMM, 4001, 1001)),
        (at(0.0), lost),
    ]
    return triage([f"P={write(tmp_path / 'p.log', p)}", f"D={write(tmp_path / 'd.log', d_lines)}"])


def test_a_registration_long_before_the_link_is_found_not_taken_as_missing(tmp_path):
    """Fidelity W2: decode registered its memory 11 minutes before the transfer failed
    (registration precedes the link). The line is found; nothing is "confirmed" by its
    absence."""
    added = plog(
        "INFO", "ADXL", at(-660.0), "channel_msg_handler.cc:233", 3001, "RegisterMem",
        "Add local mem range start:5000, end:9000, type:DEVICE, channel:1.", 2002,
    )  # fmt: skip
    found = _transfer_failed_on_p(tmp_path, [(at(-660.0), added), *noise(200, seed=2, pid=2002)])
    registered = decided(found, "remote-buffer-not-found")["peer-not-registered"]
    assert registered.status == "open" and registered.why == "decided_present_check"
    assert found.verdict != "confirmed"


def test_a_peer_log_at_error_level_decides_nothing_by_a_missing_info_line(tmp_path):
    """Fidelity W2 and W3: the peer's plog holds only ERROR lines (its default level). A
    missing `Add local mem range` or HcclCommPrepare there says nothing: open."""
    errors_only = [
        (at(-30.0 + i), plog("ERROR", "GE", at(-30.0 + i), "g.cc:1", 9, "Run", f"step {i}", 2002))
        for i in range(30)
    ]
    found = _transfer_failed_on_p(tmp_path, errors_only)
    registered = decided(found, "remote-buffer-not-found")["peer-not-registered"]
    assert registered.status == "open"
    # A 503900 link failure, the peer's plog at ERROR level: not "never entered".
    connect = message("AdxlInnerEngine::Connect", "Failed to connect, remote engine")
    p = [
        *noise(200, seed=1, pid=1001),
        (at(-3.0), comm_prepare(at(-3.0), COMM, 4001, 1001)),
        (at(0.0), upstream_line(connect, at(0.0), 503900, 4001, pid=1001, number="3000", text="10.0.0.2:2000")),
    ]  # fmt: skip
    found = triage(
        [f"P={write(tmp_path / 'p2.log', p)}", f"D={write(tmp_path / 'd2.log', errors_only)}"]
    )
    entered = decided(found, "failed-to-connect-503900")["peer-not-entered"]
    assert entered.status == "open"


def _peer_failed_first(found):
    return decided(found, "wait-socket-establish-timeout")["peer-failed-first"].status


def test_a_gap_over_the_failure_or_stray_stamps_do_not_cover_the_window(tmp_path):
    """Adversarial N-M1: prefill's logs hold lines from 09:00 and from 11:30 (a gap over
    the failure at 10:41), or one line stamped 1970 and one 2099: the window is not
    covered, so the missing line rules nothing out."""
    d = [*noise(200, seed=2, pid=2002), (at(5.0), socket_timeout(at(5.0)))]
    early = noise(50, seed=1, start=-6000.0, pid=1001, span=100.0)  # around 09:00
    late = noise(50, seed=3, start=2900.0, pid=1001, span=100.0)  # around 11:30
    stray = [
        plog("INFO", "HCCL", at(0.0).replace(year=1970), "a.cc:1", 1, "X", "y", 1001),
        plog("INFO", "HCCL", at(0.0).replace(year=2099), "a.cc:1", 1, "X", "y", 1001),
    ]
    for name, p in (("gap", [*early, *late]), ("stray", stray)):
        found = triage(
            [f"P={write(tmp_path / f'{name}.log', p)}", f"D={write(tmp_path / 'd.log', d)}"]
        )
        assert _peer_failed_first(found) == "open", name
        assert found.verdict != "confirmed", name
    # The control: prefill's lines across the window, and no failure in them: ruled out.
    covered = triage(
        [
            f"P={write(tmp_path / 'covered.log', noise(200, seed=1, pid=1001))}",
            f"D={write(tmp_path / 'd.log', d)}",
        ]
    )
    assert _peer_failed_first(covered) == "ruled-out"


@settings(max_examples=20, deadline=None, suppress_health_check=list(HealthCheck))
@given(cut=st.tuples(st.floats(-300.0, 0.0), st.floats(1.0, 300.0)))
def test_removing_the_peers_lines_over_the_window_never_decides_more(tmp_path_factory, cut):
    """A property: removing a span of the peer's lines over the failure's window never
    turns an open hypothesis into ruled out or supported."""
    root = tmp_path_factory.mktemp("cut")
    start, length = cut
    d = [*noise(200, seed=2, pid=2002), (at(5.0), socket_timeout(at(5.0)))]
    p = noise(300, seed=1, pid=1001)
    kept = [line for line in p if not at(start) <= line[0] <= at(start + length)]
    whole = triage([f"P={write(root / 'p.log', p)}", f"D={write(root / 'd.log', d)}"])
    holed = triage([f"P={write(root / 'ph.log', kept)}", f"D={write(root / 'd.log', d)}"])
    before = decided(whole, "wait-socket-establish-timeout")
    after = decided(holed, "wait-socket-establish-timeout")
    for key, decision in after.items():
        if before[key].status == "open":
            assert decision.status == "open", key


def test_an_unrelated_earlier_error_of_another_thread_supports_no_failed_task(tmp_path):
    """Fidelity M1: a HIXL error four minutes earlier on another thread, then the runtime's
    stream sync timeout: "a transfer task had failed first" is not supported (ours: the
    task's error is of the symptom's thread), and the verdict is not confirmed."""
    earlier = plog(
        "ERROR", "HIXL", at(-240.0), "adxl_engine.cc:1", 7777, "RegisterMem",
        "ErrorNo: 103900 some earlier unrelated failure", 1001,
    )  # fmt: skip
    p = [
        *noise(200, seed=1, pid=1001),
        (at(-240.0), earlier),
        (at(0.0), stream_sync_timeout(at(0.0), pid=1001, tid=4001)),
    ]
    found = triage([f"P={write(tmp_path / 'p.log', p)}"])
    task = decided(found, "stream-sync-timeout")["task-failed-first"]
    assert task.status == "open"
    assert found.verdict != "confirmed"
    # The same error on the timeout's own thread, just before it, supports it.
    own = earlier.replace("]7777 ", "]4001 ").replace("10:37:00", "10:40:59")
    p[-2] = (at(-1.0), own.replace("2026-03-12-10:37:00", "2026-03-12-10:40:59"))
    found = triage([f"P={write(tmp_path / 'p2.log', p)}"])
    assert decided(found, "stream-sync-timeout")["task-failed-first"].status == "supported"


# How a hypothesis is decided across two ends (diagnosis._decide, _comm_check).
TWO_SIDED = (
    "decided_gap_within",
    "decided_gap_over",
    "decided_peer_never_entered",
    "decided_absent",
    "decided_absent_rules_out",
)


def _decode_side(root):
    d = [
        *noise(200, seed=2, pid=2002),
        (at(2.0), comm_prepare(at(2.0), COMM, 3001, 2002)),
        (at(5.1), socket_timeout(at(5.1))),
    ]
    return write(root / "D" / "plog" / "plog-2002.log", d)


@settings(max_examples=6, deadline=None, suppress_health_check=list(HealthCheck))
@given(how=st.sampled_from(["same path", "a copy", "the folder and the file"]))
def test_one_sides_logs_given_twice_are_said_so_and_decide_nothing_across(tmp_path_factory, how):
    """Adversarial N-H3: `P=d.log D=d.log`, a copy of d.log as P, or d's folder as P and
    its file as D. Said first, in both languages; no hypothesis is decided across the two
    "ends", and the verdict is never confirmed."""
    from llm_status.i18n import say
    from llm_status.terminal import Style
    from llm_status.triage.report import lines_of

    root = tmp_path_factory.mktemp("twice")
    d = _decode_side(root)
    p = {"same path": d, "a copy": root / "copy.log", "the folder and the file": d.parents[1]}[how]
    if how == "a copy":
        p.write_bytes(d.read_bytes())
    found = triage([f"P={p}", f"D={d}"])
    assert [k for k, _ in found.clocks][:1] == ["same_logs"]
    assert found.verdict != "confirmed"
    for finding in found.findings:
        assert not [x.why for x in finding.decisions if x.why in TWO_SIDED], how
    for lang in ("en", "zh"):
        report = "".join("\n".join(lines_of(found, lang, Style(None))).split())
        said = say("same_logs", lang, **dict(found.clocks)["same_logs"])
        assert "".join(said.split()) in report


def test_two_sides_with_different_logs_are_not_twins(tmp_path):
    d = _decode_side(tmp_path)
    p = write(tmp_path / "p.log", noise(200, seed=1, pid=1001))
    assert "same_logs" not in [k for k, _ in triage([f"P={p}", f"D={d}"]).clocks]


def _set_ups(count: int, pid: int, tid: int, start: float) -> list:
    """``count`` INFO link set-ups, each of its own comm, a line each 10 ms from ``start``."""
    lines = []
    for i in range(count):
        when = at(start + i * 0.01)
        comm = f"10.0.{i // 250}.{i % 250}:16000_10.0.0.1:16000"
        lines.append((when, comm_prepare(when, comm, tid, pid)))
    return lines


def test_a_side_past_the_cap_still_yields_its_first_error_and_says_where_it_collapsed(tmp_path):
    """Adversarial N-H1: 21,000 INFO set-ups (kept at any level) before the failure's
    `error cqe` and `stream sync timeout`. Before, "No error line in these logs". Now the
    first error is the cqe line, RDMA is supported as with the last lines alone, and the
    report says from when the side's context was collapsed, in both languages."""
    from llm_status.i18n import say
    from llm_status.terminal import Style
    from llm_status.triage.report import lines_of
    from llm_status.triage.sources import MOST_EVENTS

    cqe = plog("ERROR", "HCCP", at(250.0), "ra.c:1", 3001, "ra_cq_poll", "error cqe status 12", 2002)  # fmt: skip
    tail = [(at(250.0), cqe), (at(252.0), stream_sync_timeout(at(252.0)))]
    whole = write(tmp_path / "whole.log", [*_set_ups(MOST_EVENTS + 1000, 2002, 3001, 0.0), *tail])
    found = triage([f"D={whole}"])
    assert found.first_error is not None and "error cqe" in found.first_error.text
    assert decided(found, "stream-sync-timeout")["rdma-retransmission"].status == "supported"
    last = triage([f"D={write(tmp_path / 'last.log', tail)}"])
    assert found.verdict == last.verdict
    assert found.sources[0]["cut"] == "2026-03-12T10:44:20.000000"  # the 20,001st set-up
    for lang in ("en", "zh"):
        report = "".join("\n".join(lines_of(found, lang, Style(None))).split())
        fields = dict(found.missing)["missing_cut"]
        assert "".join(say("missing_cut", lang, **fields).split()) in report


def test_the_cap_never_turns_a_peers_failure_into_a_rule_out(tmp_path):
    """Adversarial N-H1's flipped verdict: prefill logged 21,000 set-ups before its memory
    registration failed, a second before decode's socket timeout. With prefill's whole log
    the peer's failure is supported, as with its last lines alone (before: ruled out)."""
    from llm_status.triage.sources import MOST_EVENTS

    failed = (at(299.0), upstream_line(REGISTER, at(299.0), 503900, 4001, pid=1001))
    p = write(tmp_path / "p.log", [*_set_ups(MOST_EVENTS + 1000, 1001, 4001, 0.0), failed])
    d = [
        *noise(300, seed=2, pid=2002, start=0.0, span=301.0),
        (at(300.0), socket_timeout(at(300.0))),
    ]
    found = triage([f"P={p}", f"D={write(tmp_path / 'd.log', d)}"])
    assert _peer_failed_first(found) == "supported"


def test_no_control_character_from_the_input_reaches_the_terminal(tmp_path):
    """Adversarial N-M3: a bare path named with OSC 52 and a clear-screen (the path is the
    side's label), a log line's comm[...] with CSI sequences, and a summary whose label,
    layer, code and site carry escapes: the text report holds none of them raw."""
    import json

    from llm_status.terminal import Style
    from llm_status.triage import summary_of
    from llm_status.triage.report import lines_of

    folder = tmp_path / "x\x1b]52;c;aGk=\x07\x1b[2J"
    hostile = "\x1b[2J\x1b[8m"
    d = [
        *noise(100, seed=2, pid=2002),
        (at(2.0), comm_prepare(at(2.0), hostile, 3001, 2002)),
        (at(5.1), socket_timeout(at(5.1)).replace(COMM, hostile)),
    ]
    write(folder / "plog" / "plog-2002.log", d)
    p = [*noise(100, seed=1, pid=1001), (at(2.5), comm_prepare(at(2.5), hostile, 4001, 1001))]
    summary = json.loads(summary_of([f"P={write(tmp_path / 'p.log', p)}"]))
    summary["sources"][0]["label"] = "P\x1b[2J"
    for event in summary["events"]:
        event.update(source="P\x1b[2J", layer="HCCL\x07", code="X\x1b[8m", site="a\x1b]0;t\x07")
    (tmp_path / "p.json").write_text(json.dumps(summary), "utf-8")
    found = triage([str(folder), str(tmp_path / "p.json")])
    for lang in ("en", "zh"):
        report = "\n".join(lines_of(found, lang, Style(None)))
        assert not any(c in report for c in "\x1b\x07\x00"), [
            line for line in report.splitlines() if any(c in line for c in "\x1b\x07")
        ][:3]


def _summary_file(tmp_path):
    from llm_status.triage import summary_of

    d = [*noise(50, seed=2, pid=2002), (at(5.1), socket_timeout(at(5.1)))]
    return summary_of([f"D={write(tmp_path / 'd.log', d)}"])


def _tampered(summary: str) -> dict:
    """Each way the review changed a summary (N-M2), as the text of the file."""
    import json

    record = json.loads(summary)

    def changed(change) -> str:
        copy = json.loads(summary)
        change(copy)
        return json.dumps(copy)

    event = lambda **fields: lambda r: r["events"][-1].update(fields)  # noqa: E731
    source = lambda **fields: lambda r: r["sources"][0].update(fields)  # noqa: E731
    file = lambda **fields: lambda r: r["sources"][0]["files"][0].update(fields)  # noqa: E731
    return {
        "time yesterday": changed(event(time="yesterday")),
        "time a number": changed(event(time=12345)),
        "time with a zone": changed(event(time="2026-03-12T10:41:05.100000+08:00")),
        "text null": changed(event(text=None)),
        "an unknown lower name": changed(event(lower=["ACL_ERROR_NO_SUCH"])),
        "lines null": changed(file(lines="many")),
        "first garbage": changed(file(first="garbage")),
        "counts a list": changed(source(counts=[1, 2])),
        "an unknown field": changed(event(colour="red")),
        "NaN": summary.replace('"line_no":', '"timeout_ms":NaN,"line_no":', 1),
        "Infinity": summary.replace('"line_no":', '"timeout_ms":Infinity,"line_no":', 1),
        "nested deep": '{"schema":"llm-status-summary/1","sources":'
        + "[" * 100_000
        + "]" * 100_000
        + "}",
        "events not a list": changed(lambda r: r.update(events={"a": 1})),
        "not a summary": json.dumps({**record, "schema": "other/1"}),
    }


def test_a_tampered_summary_is_one_line_naming_it_and_exit_2(tmp_path, capsys):
    """Adversarial N-M2: each way of changing a summary gives `bad_summary`, one line
    that names the file, exit 2; never a traceback. The command runs in this process
    (its main, as the console script calls it): a subprocess a case added 28 s and nothing
    this checks (the console script itself is test_cli's)."""
    from llm_status.cli import main

    for name, text in _tampered(_summary_file(tmp_path)).items():
        path = tmp_path / f"{name.replace(' ', '-')}.json"
        path.write_text(text, "utf-8")
        status = main(["triage", str(path)])
        said = capsys.readouterr()
        if name == "not a summary":
            continue  # read as a log, which it then is
        assert status == 2, (name, said.out[-300:], said.err[-300:])
        assert said.err.count("\n") == 1 and "Traceback" not in said.err, name
        assert path.name in said.err, name
        # In Chinese, the reason is Chinese too, not Python's English (bilingual parity).
        assert main(["triage", str(path), "--lang", "zh"]) == 2
        reason = capsys.readouterr().err.split("摘要：", 1)[1]
        assert any("\u4e00" <= c <= "\u9fff" for c in reason), (name, reason)


def test_a_summary_written_before_events_named_their_format_is_refused_not_half_read(tmp_path):
    """A summary whose events name no format (written before the formats were added)
    would show no symptom: it is refused with a message to write it again; a /1 summary
    whose events do name theirs is read as before."""
    import json
    import subprocess
    import sys
    from pathlib import Path

    from llm_status.i18n import say

    record = json.loads(_summary_file(tmp_path))
    assert record["schema"] == "llm-status-summary/2"
    old = {**record, "schema": "llm-status-summary/1"}
    path = _write(tmp_path / "old-ok.json", json.dumps(old))
    assert triage([str(path)]).verdict == triage([str(_write(tmp_path / "new.json", json.dumps(record)))]).verdict  # fmt: skip
    for event in old["events"]:
        del event["format"]
    path = _write(tmp_path / "old.json", json.dumps(old))
    script = Path(sys.executable).with_name("llm-status")
    for lang in ("en", "zh"):
        done = subprocess.run(
            [script, "triage", str(path), "--lang", lang], capture_output=True, text=True
        )
        assert done.returncode == 2
        assert say("summary_old", lang) in done.stderr


def test_a_summary_is_known_with_a_bom_its_keys_sorted_or_its_schema_late(tmp_path):
    """A UTF-8 BOM, a pass through `jq -S .` (events before schema), or the schema after
    the first 200 bytes: still a summary, merged as one (before: read as a raw log)."""
    import json

    summary = _summary_file(tmp_path)
    reference = triage([str(_write(tmp_path / "s.json", summary))])
    record = json.loads(summary)
    forms = {
        "bom": "\ufeff" + summary,
        "sorted": json.dumps(record, sort_keys=True, indent=2),
        "late": json.dumps(
            {"sources": record["sources"], "events": record["events"], "schema": record["schema"]}
        ),
    }
    for name, text in forms.items():
        found = triage([str(_write(tmp_path / f"{name}.json", text))])
        assert [e.text for e in found.events] == [e.text for e in reference.events], name
        assert found.verdict == reference.verdict, name


def _write(path, text):
    path.write_text(text, "utf-8")
    return path


def test_the_json_output_is_strict_json(tmp_path):
    """What a program that reads `triage --json` checks (jq, JavaScript's JSON.parse,
    Go's encoding/json): UTF-8 throughout and no NaN or Infinity, whatever the log held.
    Here a line of bytes that are no UTF-8, a terminal's escape and a timeout that is no
    finite number: the report still parses strictly, and says what the text report says."""
    import json
    import subprocess
    import sys
    from pathlib import Path

    text = socket_timeout(at(5.1)).replace("timeout:3000 ms", "timeout:1e999 ms")
    log = write(tmp_path / "d.log", [*noise(50, seed=2, pid=2002), (at(5.1), text)])
    log.write_bytes(log.read_bytes().replace(b"wait socket", b"\xff\xfe\x1b[2J wait socket", 1))
    script = Path(sys.executable).with_name("llm-status")
    out = subprocess.run([script, "triage", "--json", f"D={log}"], capture_output=True)
    assert out.returncode in (0, 1), out.stderr
    strict = out.stdout.decode("utf-8")  # raises on a lone surrogate or a stray byte

    def refuse(name):
        raise AssertionError(f"{name} in the JSON report")

    report = json.loads(strict, parse_constant=refuse)
    assert "\x1b" not in strict  # JSON's escape of it (\\u001b), never the raw byte
    assert report["verdict"] == triage([f"D={log}"]).verdict
    assert any("wait socket establish timeout" in e["text"] for e in report["events"])


def _report(found, lang):
    from llm_status.terminal import Style
    from llm_status.triage.report import lines_of

    return lines_of(found, lang, Style(None))


def test_the_first_sentence_is_the_answer_with_its_cause_line_and_next_step(tmp_path):
    """UX P2-1: the report opens with the verdict and its cause, the line that decided it
    and the next step, in both languages (before: "Evidence" and file counts)."""
    from llm_status.i18n import say

    cq = plog("ERROR", "HCCP", at(3.0), "rdma_agent.cc:140", 4001, "CreateCq", "ibv_cmd_create_cq failed, ret 12", 2002)  # fmt: skip
    connect = message("AdxlInnerEngine::Connect", "Failed to connect, remote engine")
    line = upstream_line(connect, at(3.001), 503900, 4001, pid=2002, number="3000", text="10.0.0.2:2000")  # fmt: skip
    d = [*noise(200, seed=5, pid=2002), (at(3.0), cq), (at(3.001), line)]
    found = triage([f"D={write(tmp_path / 'd.log', d)}"])
    assert found.verdict == "likely"  # one end's logs of a link problem
    rdma = decided(found, "failed-to-connect-503900")["device-resources"]
    for lang in ("en", "zh"):
        first = "".join(first_screen("\n".join(_report(found, lang))).split())
        verdict = say("verdict_" + found.verdict, lang)
        assert first.lower().startswith("".join(verdict.split()).lower()), first
        assert "".join(rdma.hypothesis.says[lang].split()).lower()[1:12] in first.lower()
        assert f"d.log:{rdma.evidence[0].line_no}/" in first  # the CQ line that decided it
        assert "".join(rdma.hypothesis.next[lang].split()) in first


def test_what_failed_first_leads_where_no_cause_is_named(tmp_path):
    """UX P2-2: the earliest error line of any layer (a CQ failure of HCCP's, 1 ms before
    ADXL's 503900) is what the first screen says failed first, above the first
    LLM-DataDist/HIXL error's section."""
    cq = plog("ERROR", "HCCP", at(3.0), "rdma_agent.cc:140", 4001, "CreateCq", "create cq failed ret -259", 1001)  # fmt: skip
    connect = message("AdxlInnerEngine::Connect", "Failed to connect, remote engine")
    line = upstream_line(connect, at(3.001), 503900, 4001, pid=1001, number="3000", text="10.0.0.2:2000")  # fmt: skip
    found = triage([f"P={write(tmp_path / 'p.log', [*noise(100, seed=1, pid=1001), (at(3.0), cq), (at(3.001), line)])}"])  # fmt: skip
    assert found.first_failure.layer == "HCCP" and found.first_error.layer == "ADXL"
    text = "\n".join(_report(found, "en"))
    # One account of what failed first; the libraries' first error is where it reached them.
    assert text.index("What failed first") < text.index("Where it reached LLM-DataDist")
    assert text.count("What failed first") == 2  # the first screen's, and in full
    # The cause the first sentence names is decided by that line.
    # (A long path is cut anywhere at the terminal's width: read it without the cuts.)
    flat = re.sub(r"\s", "", first_screen(text))
    assert f"p.log:{found.first_failure.line_no}/" in flat


def test_not_enough_evidence_always_lists_what_to_collect(tmp_path):
    """Fidelity M2, UX P2-3: both ends' plogs, the first error a HIXL check with no symptom
    of the guide: the verdict names no cause, and the list below it is never empty."""
    notify = plog(
        "ERROR", "HIXL", at(0.0), "hixl_impl.cc:407", 4001, "SendNotify",
        "ErrorNo: 103900 notify.notify_msg length exceed max limit: 1024, current: 4096", 1001,
    )  # fmt: skip
    p = write(tmp_path / "p.log", [*noise(100, seed=1, pid=1001), (at(0.0), notify)])
    d = write(tmp_path / "d.log", noise(100, seed=2, pid=2002))
    found = triage([f"P={p}", f"D={d}"])
    assert found.verdict == "insufficient"
    assert found.missing, "nothing listed under 'collect what is listed below'"
    for lang in ("en", "zh"):
        text = "\n".join(_report(found, lang))
        assert ("What would settle it" if lang == "en" else "还需要的证据") in text


def test_a_confirmed_report_asks_for_nothing_more(tmp_path):
    """Adversarial L5: under "confirmed", no "What would settle it"; caveats only."""
    from support.triage_corpus import CASES

    given = CASES["cq_resources"](tmp_path)
    found = triage([f"{label}={tmp_path / name}" for label, name, _ in given])
    assert found.verdict == "confirmed"
    for lang, heading in (("en", "What would settle it"), ("zh", "还需要的证据")):
        assert heading not in "\n".join(_report(found, lang))


def test_what_to_collect_names_the_peer_the_lines_name_as_remote(tmp_path):
    """Issue 31, 8: decode alone, its ADXL line naming `remote engine:10.0.0.1:16000`:
    what would settle it names that node's plog, the window and the level, in both
    languages. A comm[...] alone names both ends and no peer."""
    connect = message("AdxlInnerEngine::Connect", "Failed to connect, remote engine")
    d = [
        *noise(200, seed=2, pid=2002),
        (at(5.1), socket_timeout(at(5.1))),
        (at(5.2), upstream_line(connect, at(5.2), 503900, 3001, pid=2002, number="3000", text="10.0.0.1:16000")),
    ]  # fmt: skip
    found = triage([f"D={write(tmp_path / 'd.log', d)}"])
    fields = dict(found.missing)["missing_peer_named"]
    assert fields["peer"] == "10.0.0.1:16000"
    for lang, level in (("en", "INFO level"), ("zh", "INFO级")):
        text = "".join("\n".join(_report(found, lang)).split())
        assert "10.0.0.1:16000" in text and "".join(level.split()) in text
    alone = triage([f"D={write(tmp_path / 'd2.log', d[:-1])}"])
    assert "missing_peer_named" not in dict(alone.missing)


@pytest.mark.parametrize(
    ("kind", "cause", "steps"),
    [
        ("0", "device-port-taken", ("npu-smi info", 'HCCL_NPU_SOCKET_PORT_RANGE="auto"')),
        ("1", "device-port-taken", ("npu-smi info", 'HCCL_NPU_SOCKET_PORT_RANGE="auto"')),
        ("2", "host-port-taken", ("ss -ltnp", "HCCL_IF_BASE_PORT")),
    ],
)
def test_a_local_listen_failure_is_decided_from_its_side_alone_with_a_local_next_step(
    tmp_path, kind, cause, steps
):
    """Issue 31, 7: HCCL's own "listen on ip[...] and specific port[16666] fail" (its
    guide's EI0019 line) on one side decides from that side's logs alone: socket type 0 or
    1 is the device NIC's parameter-plane port, 2 the host NIC's negotiation port (HCCL's
    guide), and the first sentence's next step is that port's, on this node."""
    listen = plog(
        "ERROR", "HCCL", at(1.0), "hccl_socket.cc:110", 1009464, "RanktableDetect",
        f"[InitGroupStage][RanktableDetect] socket type[{kind}], listen on ip[192.168.2.199] "
        "and specific port[16666] fail. Please check the port status and whether the port "
        "is being used by other process.", 2002,
    )  # fmt: skip
    d = [*noise(200, seed=2, pid=2002), (at(1.0), listen), (at(5.1), socket_timeout(at(5.1)))]
    found = triage([f"D={write(tmp_path / 'd.log', d)}"])
    assert decided(found, "wait-socket-establish-timeout")["port-conflict"].status == "supported"
    bind = decided(found, "port-bind-failed")
    other = ({"device-port-taken", "host-port-taken"} - {cause}).pop()
    assert (bind[cause].status, bind[other].status) == ("supported", "ruled-out")
    assert found.findings[0].symptom.key == "port-bind-failed"
    assert found.verdict == "confirmed"
    for lang in ("en", "zh"):
        first = " ".join(first_screen("\n".join(_report(found, lang))).split())
        assert all(step in first for step in steps), first


def test_hccls_detection_names_the_pair_and_the_rank_to_read_next(tmp_path):
    """Issue 31, 7 and 8: HCCL's CONNECT TIMEOUT DETECT RESULT (its guide's lines) names
    srcRank and dstRank: said in the evidence, and dstRank's plog is what to collect."""
    from pathlib import Path

    guide = Path(__file__).parents[2] / "shared" / "upstream" / "hccl-fault-diagnosis"
    lines = (
        "[ERROR] HCCL(17528,python3):2026-03-18-10:34:43.141.966 [detect_connect_anomalies.cc:132] "
        "[18744]This node (server 192.168.200.100, device ID 1) detects that srcRank (server "
        "192.168.200.100, device ID 1) fails to connect to dstRank (server 192.168.200.100, "
        "device ID 0). Continue to analyze the fault based on the logs of srcRank and dstRank."
    )
    if guide.is_dir():  # the line as HCCL's guide prints it
        assert lines in (guide / "param_link_stage.md").read_text("utf-8")
    found = triage([f"D={write(tmp_path / 'd.log', [lines])}"])
    pair = dict(found.pairing)["hccl_pair"]
    assert (pair["src"], pair["src_device"], pair["dst"], pair["dst_device"]) == (
        "192.168.200.100",
        "1",
        "192.168.200.100",
        "0",
    )
    assert found.missing[0][0] == "missing_dst_rank"


def test_many_nodes_whose_logs_do_not_overlap_get_one_remark_not_one_a_pair(tmp_path):
    """Adversarial N-M4 and issue 33: 1,000 nodes whose logs never overlap gave 499,500
    "do not overlap" sentences, then one a side; now one remark that counts them, names
    the first, and lists them all in the JSON; the clocks still count as apart, pair by
    pair; the report stays a page."""
    from llm_status.triage.record import record_of

    specs = []
    for n in range(1000):
        line = plog("INFO", "HCCL", at(n * 3600.0), "a.cc:1", 1, "X", "y", 1000 + n)
        specs.append(f"node-{n:04d}={write(tmp_path / f'n{n}.log', [(at(n * 3600.0), line)])}")
    found = triage(specs)
    assert [k for k, _ in found.clocks] == ["clocks_apart_many"]
    assert dict(found.clocks)["clocks_apart_many"]["count"] == "1,000"
    clocks = record_of(found, "en")["clocks"]
    assert clocks[0]["sides"] == [f"node-{n:04d}" for n in range(1000)]
    assert "node-0000, node-0001" in clocks[0]["says"] and "(+990)" in clocks[0]["says"]
    assert frozenset(("node-0003", "node-0917")) in found_skewed(found)
    # The report lists no node a line: the sides are counted, and named in the JSON.
    for lang in ("en", "zh"):
        report = _report(found, lang)
        assert len(report) < 60 and not any(
            line.strip().startswith("node-0005:") for line in report
        )
    record = record_of(found, "en")
    assert len(record["sources"]) == 1000 and len(json.dumps(record)) < 2_000_000


def found_skewed(found):
    from llm_status.triage import clocks

    return clocks.clocks_said(found.sources, found.events, {})[1]


def test_overlap_is_counted_in_n_log_n_and_agrees_with_the_pairs():
    """The count of sides each side does not overlap, by two sorted lists, is the pairwise
    test's, on ranges that touch, nest and stand apart."""
    import random

    from llm_status.triage.clocks import Apart

    rng = random.Random(7)
    for _ in range(50):
        ranges = {}
        for n in range(rng.randrange(1, 30)):
            start = rng.choice([0.0, 10.0, 20.0, rng.uniform(0, 100)])
            ranges[f"s{n}"] = (start, start + rng.choice([0.0, 5.0, 10.0, rng.uniform(0, 50)]))
        apart = Apart(ranges)
        for a in ranges:
            pairwise = sum(
                1
                for b in ranges
                if b != a and (ranges[a][1] < ranges[b][0] or ranges[b][1] < ranges[a][0])
            )
            assert apart.count[a] == pairwise


def test_a_kind_first_seen_past_the_cap_keeps_its_earliest_line(tmp_path):
    """20,000 HCCL errors fill the cap; then a DRV error at 10:47:00 and the same again at
    10:47:30. The first DRV error is kept (the earliest error of its layer), and so is
    its latest; what is between is counted."""
    from llm_status.triage.sources import MOST_EVENTS

    hccl = [
        (at(i * 0.01), plog("ERROR", "HCCL", at(i * 0.01), "a.cc:1", 7, "F", "x", 7))
        for i in range(MOST_EVENTS)
    ]
    drv = [
        (at(360.0 + s), plog("ERROR", "DRV", at(360.0 + s), "d.c:1", 8, "M", "halMemAlloc failed, ret=6", 7))
        for s in (0.0, 10.0, 30.0)
    ]  # fmt: skip
    found = triage([f"D={write(tmp_path / 'd.log', [*hccl, *drv])}"])
    kept = [e.time for e in found.events if e.layer == "DRV"]
    assert kept == ["2026-03-12T10:47:00.000000", "2026-03-12T10:47:30.000000"]
    assert found.sources[0]["counts"]["repeats"] == 1


def test_of_200_nodes_the_report_names_the_one_that_failed_first_and_its_echoes(tmp_path):
    """Issue 33, 3: node-042 runs out of CQ resources and fails its connect first; the
    other 199 time out later against its engine (their lines name it as the remote end).
    The report's first lines name node-042 and count the echoes; the JSON lists them."""
    from llm_status.triage.record import record_of

    root = "10.0.0.42:16000"
    specs = echo_cascade(tmp_path, nodes=200, echoes=1)
    found = triage(specs)
    node = found.first_node
    assert node["side"] == "node-042" and node["addresses"] == [root]
    assert len(node["echoes"]) == node["later"] == 179 and node["silent"] == 20
    for lang in ("en", "zh"):
        head = " ".join(" ".join(_report(found, lang)[:12]).split())  # the answer's paragraph
        assert "node-042" in head and "179" in head
    assert record_of(found, "en")["first_node"]["echoes"][0] == "node-001"


def test_two_sides_are_no_cluster(tmp_path):
    """The pair's report keeps its pairing; no first-node remark."""
    p = [(at(1.0), upstream_line(REGISTER, at(1.0), 503900, 4001, pid=1001))]
    d = [(at(5.1), socket_timeout(at(5.1)))]
    found = triage([f"P={write(tmp_path / 'p.log', p)}", f"D={write(tmp_path / 'd.log', d)}"])
    assert found.first_node is None


def test_the_node_that_failed_first_is_doubted_where_a_later_nodes_clock_may_disagree(tmp_path):
    """Issue 33, 3: node-042 fails first and its logs run on to 100 s; node-007 times
    out against it at 200 s, after node-042's logs end (their clocks may disagree, so
    which failed first holds only if they agreed); node-003, inside node-042's logs,
    raises no doubt. The first lines say so, in both languages; the JSON lists it."""
    from llm_status.triage.record import record_of

    root = "10.0.0.42:16000"

    def connect(when, local, remote, pid):
        text = f"Failed to connect, local engine:{local}, remote engine:{remote}, timeout:3000 ms."
        return plog("ERROR", "ADXL", when, "channel_msg_handler.cc:497", 9, "Connect", text, pid)

    cq = plog("ERROR", "HCCP", at(1.0), "rdma_agent.cc:140", 9, "CreateCq", "ibv_cmd_create_cq failed, ret 12", 42)  # fmt: skip
    ok = plog("INFO", "HIXL", at(100.0), "a.cc:1", 9, "X", "transfer ok", 42)
    sides = {
        "node-042": [(at(1.0), cq), (at(100.0), ok)],
        "node-003": [(at(5.0), connect(at(5.0), "10.0.1.3:16000", root, 3))],
        "node-007": [(at(200.0), connect(at(200.0), "10.0.1.7:16000", root, 7))],
    }
    specs = [f"{label}={write(tmp_path / f'{label}.log', lines)}" for label, lines in sides.items()]
    found = triage(specs)
    assert found.first_node["side"] == "node-042" and found.first_node["clocks"] == ["node-007"]
    for lang, words in (("en", "holds only if their clocks agreed"), ("zh", "时钟一致时")):
        head = "".join("".join(_report(found, lang)[:14]).split())  # wrapped anywhere in Chinese
        assert words.replace(" ", "") in head and "node-007" in head, lang
    assert record_of(found, "en")["first_node"]["clocks"] == ["node-007"]
    # Where node-007's line falls inside node-042's logs, no doubt is raised.
    sides["node-007"] = [(at(50.0), connect(at(50.0), "10.0.1.7:16000", root, 7))]
    specs = [f"{label}={write(tmp_path / f'{label}.log', lines)}" for label, lines in sides.items()]
    assert triage(specs).first_node["clocks"] == []
