"""The answer (issue 50): rules decide on codes before words, and a symptom's word
counts only as a word of a message, never inside an identifier."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support.plogs import at, first_screen, noise, plog, write

from llm_status.i18n import say
from llm_status.terminal import Style
from llm_status.triage import triage
from llm_status.triage.decisions import RULED_OUT, SUPPORTED
from llm_status.triage.report import lines_of

_LISTEN = (
    "{code}: [PID: 2741] 2026-03-12-10:41:02.123.456 Failed to enable listening for the "
    "{adapter} network adapter socket. Reason: port 60000 in use"
)


def _port(tmp_path, code: str, adapter: str):
    when = at(2.2)
    failed = plog("ERROR", "HCCL", when, "hccl_socket.cc:88", 3003, "Listen", "listen fail")
    lines = [*noise(40, 1), (at(2.123), _LISTEN.format(code=code, adapter=adapter)), (when, failed)]
    return triage([f"P={write(tmp_path / code / 'p.log', lines)}"])


def _decided(found) -> dict[str, str]:
    (finding,) = [f for f in found.findings if f.symptom.key == "port-bind-failed"]
    return {d.hypothesis.key: d.status for d in finding.decisions}


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_error_managers_code_decides_which_port_failed_to_listen(tmp_path, lang):
    """EI0019 (the host network adapter's socket) and EI0020 (the NPU's) share the words
    "Failed to enable listening"; their codes decide the port, and so the variable that
    moves it (HCCL_IF_BASE_PORT against HCCL_NPU_SOCKET_PORT_RANGE)."""
    host, device = _port(tmp_path, "EI0019", "host"), _port(tmp_path, "EI0020", "NPU")
    ours = {"hccp-port-taken": RULED_OUT}  # HCCP's EJ0003 is neither
    assert _decided(host) == {"device-port-taken": RULED_OUT, "host-port-taken": SUPPORTED} | ours
    assert _decided(device) == {"device-port-taken": SUPPORTED, "host-port-taken": RULED_OUT} | ours
    first = {
        name: first_screen("\n".join(lines_of(found, lang, Style(False))))
        for name, found in (("host", host), ("device", device))
    }
    assert "HCCL_IF_BASE_PORT" in first["host"] and "HCCL_NPU_SOCKET" not in first["host"]
    assert "HCCL_NPU_SOCKET_PORT_RANGE" in first["device"]
    assert "HCCL_IF_BASE_PORT" not in first["device"]


_BIND = (
    "EJ0003: [PID: 2741] 2026-03-12-10:41:02.123.456 Failed to bind the IP port. "
    "Reason: bind 192.168.1.10:16666 failed, errno 98"
)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_hccps_ej0003_is_a_local_port_conflict_answered_by_its_entry(tmp_path, lang):
    """EJ0003 (HCCP's "Failed to bind the IP port") is a port of this node: its next steps
    are this node's (no other side's plog), its entry's words come first (it registers no
    solution, and says so), and which of HCCL's ports it is stays undecided."""
    lines = [*noise(40, 1), (at(2.123), _BIND)]
    found = triage([f"P={write(tmp_path / 'p.log', lines)}"])
    decided = _decided(found)
    assert decided["hccp-port-taken"] == SUPPORTED
    assert decided["host-port-taken"] == decided["device-port-taken"] == "open"
    screen = first_screen("\n".join(lines_of(found, lang, Style(False))))
    joined = "".join(screen.split())
    assert "EJ0003" in screen and "Failedtobindtheipport".lower() in joined.lower()
    no_solution = say("em_message_only", lang, cls="C", title="T", message="M").split("M", 1)[1]
    assert "".join(no_solution.split()) in joined
    assert "ss-ltnp" in joined
    assert say("missing_other_side", lang, start="", end="")[:20] not in screen


def test_a_word_inside_an_identifier_starts_no_symptom(tmp_path):
    """ "timeout" in a variable's name (timeout_sec=) is no timeout; in the words of the
    message it is."""
    found = []
    for name, text in (("named", "failed, timeout_sec=120"), ("said", "wait for peer timeout")):
        line = plog("ERROR", "HCCL", at(2), "hccl_comm.cc:10", 3003, "HcclCommPrepare", text)
        log = write(tmp_path / name / "p.log", [*noise(40, 1), (at(2), line)])
        found.append({f.symptom.key for f in triage([f"P={log}"]).findings})
    assert found[0] == set()
    assert found[1] != set()


# -- the first failure's own code answers first -------------------------------------------

_SOLVED = [
    e
    for e in __import__("llm_status.registry.error_manager", fromlist=["entries"]).entries()
    if e.solution and e.solution != "N/A"
]


def _answer(tmp_path, lines: list[str], lang: str) -> str:
    from llm_status.triage.report import answer

    log = tmp_path / "p.log"
    log.write_text("\n".join(lines) + "\n", "utf-8")
    return answer(triage([f"P={log}"], lang), lang)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_lone_line_of_every_error_manager_code_with_a_solution_is_answered_by_it(tmp_path, lang):
    """Each of the catalogue's error codes whose first entry states a Solution: a block's
    head line alone, and the answer's first sentence quotes that Solution, labelled. (A
    warning's code, W..., heads no failure: its line is no error line.)"""
    from llm_status.registry import error_manager

    firsts = {}
    for entry in _SOLVED:
        if entry.code.startswith("E"):
            firsts.setdefault(entry.code, error_manager.of_code(entry.code)[0])
    assert len(firsts) > 250  # of the 583 rows, the codes that state a Solution
    for code, entry in firsts.items():
        if not entry.solution or entry.solution == "N/A":
            continue  # its first entry states none: another entry of the code does
        head = f"{code}: [PID: 7] 2026-03-12-10:41:02.123.456 {entry.message}"
        said = _answer(tmp_path, [head], lang)
        words = " ".join(entry.solution.replace("\\r\\n", " ").split())
        assert words[:60] in " ".join(said.split()), (code, said)
        assert ("error manager" if lang == "en" else "错误管理器") in said


@pytest.mark.parametrize(("lang", "meaning"), [("en", "aicore timeout"), ("zh", "AI Core执行超时")])
def test_a_watchdogs_line_is_answered_by_the_runtimes_code_below_it(lang, meaning):
    """A real paste (vllm-ascend 4972): HCCL's watchdog fails first and names no code;
    torch_npu's ERR02005 comes next, then the runtime's 507014. The answer names the code
    that says what failed (aclError's AICORE_TIMEOUT), not torch_npu's part that raised."""
    from pathlib import Path

    from llm_status.triage.report import answer

    folder = Path(__file__).parent / "data" / "real-logs" / "excerpts-2026-12-04"
    found = triage([f"P={folder / 'vllm-ascend-4972-aicore-timeout-507014.log'}"], lang)
    said = answer(found, lang)
    assert "ACL_ERROR_RT_AICORE_TIMEOUT" in said and meaning in said
    assert "ERR02005" not in said


def test_the_record_names_the_first_failures_code_and_its_line():
    """--json: programs read the code the answer leads with, and the line it stands in."""
    import json
    import subprocess
    import sys
    from pathlib import Path

    folder = Path(__file__).parent / "data" / "real-logs" / "excerpts-2026-12-04"
    log = folder / "vllm-ascend-8360-el0003-title-code-507011.log"
    script = Path(sys.executable).with_name("llm-status")
    done = subprocess.run([script, "triage", "--json", f"P={log}"], capture_output=True, text=True)
    record = json.loads(done.stdout)
    first = record["first_code"]
    assert first["code"] == "EL0003" and "Try again with a valid argument" in first["says"]
    assert record["events"][first["event"]]["em"] == "EL0003"


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_local_fault_never_asks_for_the_other_side(lang):
    """A memory allocation that failed on one node (vllm-ascend 1993, EL0004): no line
    names a peer or a link's symptom, so the next step is this node's own logs."""
    from pathlib import Path

    from llm_status.triage.report import answer

    folder = Path(__file__).parent / "data" / "real-logs" / "excerpts"
    found = triage([f"P={folder / 'vllm-ascend-1993-el0004-alloc-207001.log'}"], lang)
    keys = [key for key, _ in found.missing]
    assert "missing_local" in keys
    assert not {"missing_other_side", "missing_peer_named", "missing_window"} & set(keys)
    said = answer(found, lang)
    assert "Close applications not in use" in said  # EL0004's own Solution
    assert ("other side" if lang == "en" else "另一端") not in said
    assert "device-*/" in said


def test_a_link_symptom_on_one_side_still_asks_for_the_other_end(tmp_path):
    line = plog(
        "ERROR", "HCCL", at(2), "hccl_socket.cc:1", 3003, "Connect", "wait socket establish timeout"
    )
    found = triage([f"P={write(tmp_path / 'p.log', [*noise(40, 1), (at(2), line)])}"])
    keys = [key for key, _ in found.missing]
    assert {"missing_other_side", "missing_peer_named"} & set(keys)


_CONNECT = (
    "[ERROR] ADXL(2002,python):2026-03-12-10:41:03.001.000 [adxl_inner_engine.cc:120]4001 "
    "Connect: ErrorNo: 503900 Failed to connect, remote engine 10.0.0.2:2000"
)
_EI0006 = "EI0006: [PID: 7] 2026-03-12-10:41:02.123.456 Failed to establish the socket connection."


@pytest.mark.parametrize(
    ("lang", "words"),
    [("en", "llm-status triage P=<prefill's logs> D=<decode's logs>"),
     ("zh", "llm-status triage P=<prefill端的日志> D=<decode端的日志>")],
)  # fmt: skip
@pytest.mark.parametrize(
    ("command", "line", "page"),
    [("decode", _CONNECT, "symptoms/failed-to-connect-503900/"),
     ("explain", _CONNECT, "symptoms/failed-to-connect-503900/"),
     ("decode", _EI0006, "symptoms/wait-socket-establish-timeout/"),
     ("explain", _EI0006, "symptoms/wait-socket-establish-timeout/")],
)  # fmt: skip
def test_the_command_points_a_symptoms_line_where_the_site_does(command, line, page, lang, words):
    """Point 5: decode and explain of a line of a symptom (a 503900 connect failure, an
    EI0006 block) name the symptom's page and the triage of both ends."""
    import subprocess
    import sys
    from pathlib import Path

    script = Path(sys.executable).with_name("llm-status")
    args = [script, command, "--lang", lang] + ([line] if command == "explain" else [])
    done = subprocess.run(args, input=line + "\n", capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    text = "".join(done.stdout.split())  # as wrapped at any column, in either language
    assert ("" if lang == "en" else "zh/") + page in text
    assert "".join(words.split()) in text


# -- the first screen ------------------------------------------------------------------------


def _corpus_lines() -> list[str]:
    from pathlib import Path

    folder = Path(__file__).parent / "data" / "real-logs"
    lines = []
    for name in ("lines.tsv", "lines-2026-12-04.tsv"):
        rows = (folder / name).read_text("utf-8").splitlines()[1:]
        lines += [row.split("\t", 1)[1] for row in rows]
    return lines


_CORPUS = _corpus_lines()


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(
    data=st.data(),
    lang=st.sampled_from(["en", "zh"]),
    sides=st.integers(min_value=1, max_value=2),
)
def test_the_first_15_lines_at_100_columns_always_hold_a_next_step(
    tmp_path_factory, data, lang, sides
):
    """Whatever real lines a side's logs hold (any of shared/real-logs', in any order),
    the report's first 15 lines at 100 columns give its verdict and a numbered next step."""
    import os

    folder = tmp_path_factory.mktemp("screen")
    specs = []
    for label in ("P", "D")[:sides]:
        lines = data.draw(st.lists(st.sampled_from(_CORPUS), min_size=1, max_size=12))
        (folder / f"{label.lower()}.log").write_text("\n".join(lines) + "\n", "utf-8")
        specs.append(f"{label}={label.lower()}.log")
    here = os.getcwd()
    os.chdir(folder)
    try:
        found = triage(specs, lang)
    finally:
        os.chdir(here)
    screen = lines_of(found, lang, Style(False), 100)[:15]
    assert screen[0].startswith(say("verdict_" + found.verdict, lang)[:1].upper())
    assert any(line.startswith("  1. ") for line in screen), "\n".join(screen)


def test_every_real_excerpts_first_screen_names_its_first_failures_code_and_its_words():
    """Done when (issue 50): on every excerpt of shared/real-logs (tests/data/real-logs),
    the first screen names the first failure's code and what its own text says, where a
    table says anything; the excerpts whose first failure carries none are counted."""
    from pathlib import Path

    from llm_status.triage.code_says import first_code

    folder = Path(__file__).parent / "data" / "real-logs"
    excerpts = sorted((folder / "excerpts").glob("*.log"))
    excerpts += sorted((folder / "excerpts-2026-12-04").glob("*"))
    named = 0
    for excerpt in excerpts:
        for lang in ("en", "zh"):
            found = triage([f"P={excerpt}"], lang)
            code = first_code(found, lang)
            screen = "".join(first_screen("\n".join(lines_of(found, lang, Style(False)))).split())
            if code is None:
                continue
            named += lang == "en"
            assert "".join(code.code.split()) in screen, excerpt.name
            assert "".join(code.says.split())[:40] in screen, excerpt.name
    # Of the 13 excerpts, 8: three hold no error line, an EI9999 (inner: its words are
    # given at run time) and a runtime line of no code name none.
    assert named >= 8


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_an_ei0013_block_names_its_peer_for_the_next_step(tmp_path, lang):
    """Point 3: the other end's logs are asked for by the peer the block itself names
    (EI0013's "Peer information: server ..., device ID ..., device IP ...")."""
    log = tmp_path / "p.log"
    log.write_text(
        "EI0013: [PID: 7] 2026-03-12-10:41:02.123.456 An error CQE occurred during operator "
        "execution. Local information: server 10.0.0.1, device ID 3, device IP 192.168.1.3. "
        "Peer information: server 10.0.0.2, device ID 5, device IP 192.168.1.15.\n",
        "utf-8",
    )
    found = triage([f"P={log}"], lang)
    fields = dict(found.missing)["missing_peer_named"]
    assert fields["peer"] == "server 10.0.0.2, device ID 5, device IP 192.168.1.15"
    screen = " ".join(first_screen("\n".join(lines_of(found, lang, Style(False)))).split())
    assert "device IP 192.168.1.15" in screen and "EI0013" in screen


def test_hccls_error_cqe_heartbeat_line_names_its_peer_for_the_next_step(tmp_path):
    """HCCL's guide (task_exec_stage.md) finds an error CQE's other end in its heartbeat
    line's remoteIP{server[...],deviceId[...],deviceIp[...]}: the next step names it."""
    log = tmp_path / "p.log"
    log.write_text(
        "[ERROR] HCCL(2040034,alltoall_test):2026-03-12-10:41:02.607.432 [heartbeat.cc:1229] "
        "[2040666][TaskExecStage][HeartbeatAbnormal][ROCE CQE ERROR]cqe error status[12], "
        "time:[2026-03-12 10:41:02.776654],localInfo{server[127.10.0.1],deviceId[127.10.0.1],"
        "deviceIp[127.11.0.1]}, remoteIP{server[127.10.0.2],deviceId[127.10.0.2],"
        "deviceIp[127.11.0.2]}\n",
        "utf-8",
    )
    found = triage([f"P={log}"])
    assert [f.symptom.key for f in found.findings] == ["error-cqe"]
    fields = dict(found.missing)["missing_peer_named"]
    assert fields["peer"] == "server 127.10.0.2, device ID 127.10.0.2, device IP 127.11.0.2"


def test_clocks_that_state_different_zones_are_said_and_never_converted(tmp_path):
    """Issue 49, point 4: MindIE-Server's "+08:00" beside an ISO clock's "Z": each
    event keeps its zone and the time as written; the report says the zones differ."""
    p = tmp_path / "p.log"
    p.write_text(
        "[2025-10-12 17:17:33.458+08:00] [26217] [33186] [server] [ERROR] "
        "[http_server.cpp:54] : [endpoint] request failed\n",
        "utf-8",
    )
    d = tmp_path / "d.log"
    d.write_text("2025-10-12T09:17:34.000Z ERROR request failed, ret = 1343270938\n", "utf-8")
    found = triage([f"P={p}", f"D={d}"])
    assert {e.zone for e in found.events} == {"+08:00", "Z"}
    assert {e.time for e in found.events} >= {"2025-10-12T17:17:33.458000"}
    assert dict(found.clocks)["clocks_zones"] == {"zones": "+08:00, Z"}
    same = triage([f"P={p}"])  # one zone: nothing to say
    assert "clocks_zones" not in dict(same.clocks)


def test_hcclss_own_ip_family_check_supports_the_ip_family_hypothesis_as_ours(tmp_path):
    """The fidelity review's M4: HCCL's guide names the IP-family check at communicator
    start (EI0001's line), not the socket timeout; its line supports the hypothesis, and
    the hypothesis is labelled ours."""
    from llm_status.registry.record import Source

    check = plog(
        "ERROR", "HCCL", at(-60), "hccl_comm.cc:1", 3003, "Init",
        "[InitGroupStage][RanktableCheck]rank[0] device ip family[2] is not same as others[10].",
    )  # fmt: skip
    symptom = plog(
        "ERROR", "HCCL", at(2), "hccl_socket.cc:1", 3003, "Connect", "wait socket establish timeout"
    )
    log = write(tmp_path / "p.log", [*noise(40, 1), (at(-60), check), (at(2), symptom)])
    found = triage([f"P={log}"])
    (finding,) = [f for f in found.findings if f.symptom.key == "wait-socket-establish-timeout"]
    (family,) = [d for d in finding.decisions if d.hypothesis.key == "ip-family"]
    assert family.status == SUPPORTED and family.evidence[0].text == check
    assert family.hypothesis.source == Source.OURS


def test_upstreams_first_environment_check_is_a_hypothesis_of_both_link_symptoms(tmp_path):
    """The fidelity review's M6: the guide's first check for a link failure, RoCE
    connectivity between the two devices, is open on both link symptoms (no line decides
    it) and its next step is the guide's roce_test."""
    from llm_status.registry.symptoms import SYMPTOMS

    for key in ("wait-socket-establish-timeout", "failed-to-connect-503900"):
        (symptom,) = [s for s in SYMPTOMS if s.key == key]
        (roce,) = [h for h in symptom.hypotheses if h.key == "roce-unreachable"]
        assert "-roce_test ib_send_bw" in roce.next.en and "-roce_test ib_send_bw" in roce.next.zh
    line = plog(
        "ERROR", "HCCL", at(2), "hccl_socket.cc:1", 3003, "Connect", "wait socket establish timeout"
    )
    found = triage([f"P={write(tmp_path / 'p.log', [*noise(40, 1), (at(2), line)])}"])
    (finding,) = [f for f in found.findings if f.symptom.key == "wait-socket-establish-timeout"]
    assert {d.hypothesis.key: d.status for d in finding.decisions}["roce-unreachable"] == "open"


# HCCL's guide (task_exec_stage.md) quotes these two lines of its cluster exception report.
_LOST = (
    "[ERROR]HCCL(835695,all_reduce_test):2026-03-12-10:41:02.049.385[task_exception_handler.cc:610]"
    "[835695][TaskExecStage][HeartbeatAbnormal]Cluster Exception Location[IP/ID]:[127.10.0.1/1], "
    "Arrival Time:[Thu Mar 12 10:40:58 2026], Discoverer:[127.10.0.1/2], ExceptionType:[Heartbeat "
    "Lost Occurred], Possible Reason:1. Process has exited, 2. Network Disconnected"
)
_STUCK = (
    "[ERROR]HCCL(1219039,all_reduce_test):2026-03-12-10:41:02.859.568[task_exception_handler.cc:610] "
    "[1219039][TaskExecStage][HeartbeatAbnormal]Cluster Exception Location[IP/ID]:[127.10.0.3/5], "
    "Arrival Time:[Thu Mar 12 10:40:19 2026], ExceptionType:[Stuck Occurred], Possible Reason:1.Host "
    "process is stuck, 2.Device task is stuck"
)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_hccls_cluster_exception_report_names_the_node_to_read_and_its_type_decides(tmp_path, lang):
    """HCCL's cluster exception report places the fault at a node (IP/ID) and names its
    type: a lost heartbeat leaves the exited process and the network open (the guide:
    either loses it), and the next step is that node's plog; a stuck process is the one
    cause its line supports, never "confirmed" (the line is HCCL's inference)."""
    lost = triage([f"P={write(tmp_path / 'lost' / 'p.log', [*noise(40, 1), (at(2.049), _LOST)])}"])
    (finding,) = [f for f in lost.findings if f.symptom.key == "cluster-exception"]
    decided = {d.hypothesis.key: d.status for d in finding.decisions}
    assert decided == {
        "location-exited": SUPPORTED,
        "location-unreachable": SUPPORTED,
        "location-stuck": "open",
        "location-error-cqe": "open",
    }
    screen = first_screen("\n".join(lines_of(lost, lang, Style(False))))
    assert "127.10.0.1" in screen.split(say("triage_failed_first", lang))[0]  # a next step names it
    assert lost.verdict == "likely"
    stuck = triage(
        [f"P={write(tmp_path / 'stuck' / 'p.log', [*noise(40, 1), (at(2.859), _STUCK)])}"]
    )
    (finding,) = [f for f in stuck.findings if f.symptom.key == "cluster-exception"]
    supported = [d.hypothesis.key for d in finding.decisions if d.status == SUPPORTED]
    assert supported == ["location-stuck"] and stuck.verdict == "likely"


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_an_ei0006_block_is_the_link_set_up_timeout_and_asks_for_the_other_end(tmp_path, lang):
    """HCCL's guide files EI0006 ("Getting socket times out") under the link set-up
    timeout: its code alone shows that symptom, a link's, whose other end decides; so the
    next steps ask for the other side's plog, and begin with EI0006's own Solution."""
    block = (
        "EI0006: [PID: 1292363] 2026-03-12-10:41:02.444.436 Getting socket times out. Reason: "
        "Remote Rank did not send the data in time. Please check the reason for the rank "
        "being stuck"
    )
    found = triage([f"P={write(tmp_path / 'p.log', [*noise(40, 1), (at(2.444), block)])}"])
    assert [f.symptom.key for f in found.findings] == ["wait-socket-establish-timeout"]
    screen = first_screen("\n".join(lines_of(found, lang, Style(False))))
    steps = screen.split(say("triage_failed_first", lang))[0]
    assert "HCCL_CONNECT_TIMEOUT" in steps  # EI0006's Solution, first
    flat = "".join(steps.split())
    assert (
        "".join(say("missing_other_side", lang, start="S", end="E").split("S")[0].split()) in flat
    )
