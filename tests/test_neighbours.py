"""Issue 34: the neighbours' codes (Mooncake, memfabric, MindIE, SGLang) are named in their
own messages, routed with their words, sources and remedies, and never from a bare number."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support.neighbour_lines import LINES
from support.plogs import first_screen

from llm_status.reading.kinds import neighbour_codes as named_in
from llm_status.registry import neighbour_contexts, neighbours
from llm_status.registry.neighbour_contexts import CONTEXTS
from llm_status.registry.neighbours import FAMILIES

# The same words from other software, and numbers in prose: nothing.
NEAR_MISSES = [
    # A user's prompt quoting the pool's line and Mooncake's warning: vLLM's own prefix
    # names serving.py, and no glog prefix stands before the warning's words.
    "ERROR 03-12 10:41:04 [serving.py:12] Error in request chatcmpl-9: prompt: 'why does "
    "[mooncake_backend.py:246] Failed to get 2 keys out of 8. error_codes=[-707]. happen, "
    "with lease_expired_before_data_transfer_completed key=x'",
    # memcache_backend.py prints the same message with MemCache's codes.
    "ERROR 06-16 13:10:34 [memcache_backend.py:192] Failed to get 2 keys out of 8. "
    "error_codes=[-707]. Check key existence and memory state.",
    "Failed to get 2 keys out of 8. error_codes=[-707].",  # no file: whose codes, unknown
    "retried -707 times, then -101 and -1",
    "error code is INTERNAL_ERROR",  # no Mooncake message, no glog line
    "RuntimeError: HCCL function error: hcclCommInitRootInfoConfig(a), error code is 7",
    "XMIE05E01001B MIE05E01001BB MIE99E000001",
    "ERR_DNS",  # a name in prose is no line of Mooncake's
    "hybm core init failed: -99",  # no such hybm code
    "tent_open_segment: NoSuchStatus: x",  # not one of TENT's names
    "open_segment: RdmaError: x",  # not TENT's message
    "XMIE04E020911 MIE03E4000089",  # a code inside a longer word
]


def _names(line: str) -> list[tuple[str, str]]:
    return [(n.code.family, n.code.name) for n in named_in(line) if n.code is not None]


@pytest.mark.parametrize("line", LINES)
def test_each_line_names_its_code_in_its_table(line):
    assert _names(line) == LINES[line]


@pytest.mark.parametrize("line", NEAR_MISSES)
def test_the_near_misses_name_nothing(line):
    assert named_in(line) == ()


@pytest.mark.parametrize("context", CONTEXTS, ids=lambda c: c.pattern[:40])
def test_every_context_names_a_code_of_its_table_in_its_example(context):
    named = [n.code for n in named_in(context.example) if n.code is not None]
    assert named and all(code.family == context.family for code in named)


def test_the_same_number_is_decided_by_the_message_that_prints_it():
    """-101 is the Store's SEGMENT_NOT_FOUND and the Transfer Engine's ERR_DNS; -1 the
    Store's INTERNAL_ERROR, error.h's ERR_INVALID_ARGUMENT, the binding's any failure and
    memfabric's BM_ERROR and SM_ERROR."""
    assert {c.family for c in neighbours.of_value(-101)} == {"mooncake-store", "mooncake-te"}
    assert len(neighbours.of_value(-1)) == 5
    store = "ERROR 06-16 13:10:34 [mooncake_backend.py:202] Failed to put 1 keys out of 1. error_codes=[-101]."
    assert _names(store) == [("mooncake-store", "SEGMENT_NOT_FOUND")]
    binding = "Mooncake transfer failed, ret: -1"
    assert _names(binding) == [("mooncake-te-python", "-1")]
    assert neighbours.by_name("-101") == ()  # a number alone is never a name


@settings(max_examples=300, deadline=None)
@given(
    words=st.lists(
        st.sampled_from(["retry", "ret", "code", "status", "error", "failed", "is", ":", "="]),
        max_size=6,
    ),
    number=st.integers(-2100, 0),
)
def test_other_softwares_negative_numbers_name_nothing(words, number):
    line = " ".join([*words, str(number), *words])
    assert named_in(line) == ()


def test_the_index_counts_what_the_tables_hold():
    """A count in prose is computed (fidelity W5's rule): the index's numbers are the
    tables'."""
    from llm_status.site.neighbour_page import neighbours_index

    for lang in ("en", "zh"):
        text = neighbours_index(lang)
        assert str(len(neighbours.codes())) in text
        assert str(len(neighbours.of_value(-1))) in text


def test_the_tables_are_as_their_sources_define_them():
    """Counts and rows read from the vendored tables (each says its commit)."""
    assert len(neighbours.of_family("mooncake-te")) == 17  # error.h's #defines
    lease = neighbours.code("mooncake-store", "LEASE_EXPIRED")
    assert (lease.value, lease.line) == (-707, 319)
    assert lease.meaning.en == "Lease expired before data transfer completed"
    assert lease.meaning.zh == "数据传输完成前租约已过期"  # Mooncake's Chinese page
    assert lease.ours_in == ()
    rpc_timeout = neighbours.code("mooncake-store", "RPC_TIMEOUT")
    assert rpc_timeout.ours_in == ("zh",)  # no Chinese row: ours, labelled
    context = neighbours.code("mooncake-te-status", "Context")
    assert (context.value, context.enumerator, context.meaning) == (202, "kContext", None)
    assert neighbours.code("memfabric-hybm", "-3").name == "BM_MALLOC_FAILED"
    assert neighbours.code("mindie-llm", "MIE05E01001B").enumerator == (
        "TEXT_GENERATOR_PD_LINK_OUT_OF_TIME"
    )
    for family in FAMILIES:
        for code in neighbours.of_family(family):
            assert code.meaning is None or (code.meaning.en and code.meaning.zh), code


def test_tents_status_is_its_own_table_not_the_classic_engines():
    """TENT's numbers differ from the classic Status's for the same names, and its own
    names exist only there (tent/include/tent/common/status.h, its status.cpp's names)."""
    assert len(neighbours.of_family("mooncake-tent-status")) == 14
    tent = neighbours.code("mooncake-tent-status", "DeviceNotFound")
    classic = neighbours.code("mooncake-te-status", "DeviceNotFound")
    assert (tent.value, classic.value) == (4, 6)
    assert neighbours.code("mooncake-tent-status", "RdmaError").enumerator == "kRdmaError"
    assert neighbours.code("mooncake-te-status", "RdmaError") is None
    assert {c.family for c in neighbours.by_name("DeviceNotFound")} == {
        "mooncake-te-status",
        "mooncake-tent-status",
    }


# MindIE's composed codes, read by their parts: MindIE Server's logger_def.h and MindIE
# MS's LoggerDef.h (whose GenerateCode writes the sub-module left-justified: 4 is "40").
COMPOSED = {
    "MIE04E020911": ("mindie-server", ["ENDPOINT", "SPLITWISE", "PULL_KV_ERROR"]),
    "MIE04E01011C": ("mindie-server", ["DAEMON", "INIT", "INIT_ERROR"]),
    "MIE03E400008": ("mindie-ms", ["MS_COMMON", "HTTPSERVER", "DEADLINE_EXCEEDED"]),
    "MIE03E100902": ("mindie-ms", ["MS_CONTROLLER", "NODE_SCHEDULER", "INVALID_PARAMETER"]),
    # A feature's digits mean another feature in another sub-module.
    "MIE03E200902": ("mindie-ms", ["MS_COORDINATOR", "HTTPIO_CTXPOOL", "INVALID_PARAMETER"]),
}


@pytest.mark.parametrize("name", COMPOSED)
def test_mindies_composed_codes_are_read_by_their_parts(name):
    family, parts = COMPOSED[name]
    code = neighbours.mindie_code(name)
    assert code.family == family
    assert [p[2] for p in code.parts] == parts


def test_a_composed_code_says_where_its_source_prints_it_or_that_none_does():
    pulled = neighbours.code("mindie-server", "MIE04E020911")
    assert [(path.rsplit("/", 1)[1], line) for path, line, _ in pulled.sites] == [
        ("single_llm_decode_req_handler.cpp", 289),
        ("single_llm_decode_req_handler.cpp", 323),
        ("single_llm_decode_req_handler.cpp", 331),
    ]
    assert pulled.sites[1][2] == "Pull kv failed irreversibly."
    timeout = neighbours.code("mindie-ms", "MIE03E400008")
    assert timeout.sites[0][2] == "[HttpServer] HTTP server on timeout."
    unseen = neighbours.mindie_code("MIE04E991234")  # the form, no such parts, no site
    assert unseen.sites == () and [p[2] for p in unseen.parts] == ["", "FAULT_CONTROL", ""]
    assert neighbours.code("mindie-server", "MIE04E991234") is None


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_explain_reads_a_mindie_server_code_by_its_parts(lang):
    done = _explain("[ERROR] [MIE04E020911] Pull kv failed irreversibly.", "--lang", lang)
    assert done.returncode == 0, done.stderr
    joined = re.sub(r"\n\s*", "", done.stdout)
    assert "PULL_KV_ERROR" in joined and "single_llm_decode_req_handler.cpp:289" in joined
    words = (
        ("sub-module ENDPOINT (02)", "Printed at 3 places")
        if lang == "en"
        else (
            "子模块ENDPOINT（02）",
            "有3处打印它",
        )
    )
    for said in words:
        assert said in " ".join(done.stdout.split()).replace(" （", "（") or said in joined
    assert "/neighbours/mindie-server/#MIE04E020911" in done.stdout
    unnamed = _explain("MIE04E991234", "--lang", lang)
    assert unnamed.returncode == 0
    said = "which it does not name" if lang == "en" else "源码中无此名称"
    assert said in " ".join(unnamed.stdout.split())


def test_explain_json_carries_a_composed_codes_parts_and_sites():
    record = json.loads(_explain("MIE03E400008", "--json").stdout)["neighbours"][0]
    assert [p["name"] for p in record["parts"]] == ["MS_COMMON", "HTTPSERVER", "DEADLINE_EXCEEDED"]
    assert record["printed_at"][0]["path"].endswith("http_server/HttpServer.cpp")
    assert record["source"].startswith("Ascend/MindIE-Motor ")


def test_sglangs_engine_failure_routes_to_memfabrics_line_above():
    (named,) = named_in("[2026-02-19 16:32:40 TP0] Ascend Transfer Engine initialization failed.")
    assert named.reason.name == "ascend-engine-init-failed" and named.reason.whole
    done = _explain("Ascend Transfer Engine initialization failed.")
    assert done.returncode == 0 and "hybm core init failed" in " ".join(done.stdout.split())
    assert named_in("Ascend Transfer Engine initialization") == ()  # not the message


def test_sglang_reasons_are_named_and_the_propagated_one_said_so():
    line = (
        "[2026-02-19 16:32:42 TP6] Decode transfer failed for request rank=6 "
        "decode_req.req.bootstrap_room=687467831379323517 with exception "
        "KVTransferError(bootstrap_room=687467831379323517): Failed due to an unknown reason "
        "from another rank"
    )
    (named,) = named_in(line)
    assert (named.reason.name, named.room, named.reason.propagated) == (
        "unknown-from-another-rank",
        "687467831379323517",
        True,
    )
    dead = "KVTransferError(bootstrap_room=1): Failed to get kvcache from prefill instance, it might be dead"
    assert named_in(dead)[0].reason.propagated is False


def _llm_status(command: str, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "llm_status", command, *args],
        capture_output=True,
        text=True,
        env={"NO_COLOR": "1", "PATH": "/usr/bin:/bin"},
        check=False,
    )


def _explain(*args: str) -> subprocess.CompletedProcess:
    return _llm_status("explain", *args)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_explain_routes_a_lease_expiry_to_mooncakes_remedy(lang):
    line = next(iter(LINES))
    done = _explain(line, "--lang", lang)
    assert done.returncode == 0, done.stderr
    assert "LEASE_EXPIRED (-707)" in done.stdout
    assert "--default_kv_lease_ttl" in done.stdout
    assert "ASCEND_TRANSFER_TIMEOUT" in done.stdout
    words = (
        "Lease expired before data transfer completed"
        if lang == "en"
        else "数据传输完成前租约已过期"
    )
    assert words in done.stdout
    assert ("/zh/neighbours/" in done.stdout) == (lang == "zh")
    joined = re.sub(r"\n\s*", "", done.stdout)  # a long path is cut across lines
    assert "mooncake_backend.py:202,246" in joined  # which message printed it


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_explain_shows_mindies_disagreeing_readings_both(lang):
    done = _explain("MIE05E01001B", "--lang", lang)
    assert done.returncode == 0, done.stderr
    assert "TEXT_GENERATOR_PD_LINK_OUT_OF_TIME" in done.stdout
    if lang == "en":
        assert "Link timeout" in done.stdout and "Failed to establish links" in done.stdout
        assert "disagree" in done.stdout
    else:
        assert "建链超时" in done.stdout and "建链失败" in done.stdout
        assert "并不一致" in done.stdout


def test_explain_json_carries_the_neighbours_record():
    done = _explain(next(iter(LINES)), "--json")
    record = json.loads(done.stdout)["neighbours"][0]
    assert record["family"] == "mooncake-store" and record["name"] == "LEASE_EXPIRED"
    assert record["defined_at"].endswith("mooncake-store/include/types.h#L319")
    assert "--default_kv_lease_ttl" in record["remedy"]["en"]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_bare_number_is_said_to_be_ambiguous_not_named(lang):
    done = _explain("--lang", lang, "--", "-101")
    assert done.returncode == 2  # no code of ours: bad input, as any other number
    assert done.stdout == ""
    assert "SEGMENT_NOT_FOUND" in done.stderr and "ERR_DNS" in done.stderr
    assert ("cannot say which" in done.stderr) == (lang == "en")


def test_explain_says_nothing_found_on_a_near_miss():
    done = _explain(NEAR_MISSES[0])
    assert done.returncode == 1
    assert "no status code found" in done.stderr


def test_decode_names_them_under_their_lines(tmp_path):
    log = tmp_path / "mixed.log"
    log.write_text("\n".join(["INFO start", *LINES, *NEAR_MISSES]) + "\n", encoding="utf-8")
    done = _llm_status("decode", str(log))
    assert done.returncode == 0, done.stderr
    shown = re.findall(r"^(\d+):", done.stdout, re.M)
    # Every line of LINES (2..7), and of the near-misses only the torch_npu line's HCCL code.
    assert shown[: len(LINES)] == [str(n) for n in range(2, 2 + len(LINES))]
    for _, name in (pair for pairs in LINES.values() for pair in pairs):
        assert name in done.stdout
    assert "memcache" not in done.stdout


def _triage(*args: str) -> subprocess.CompletedProcess:
    return _llm_status("triage", *args)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_triage_names_the_neighbours_code_and_its_remedy_first(tmp_path, lang):
    """The first sentence names the Store's code and what vllm-ascend documents doing; the
    line is the store's event; SGLang's relaying rank is not what failed first."""
    from support.triage_corpus import neighbours_lines

    neighbours_lines(tmp_path)
    store = _triage(str(tmp_path / "D"), "--lang", lang)
    first = " ".join(first_screen(store.stdout).split())  # as wrapped at any column
    assert "LEASE_EXPIRED (-707)" in first and "[STORE]" in first  # its code, its layer
    assert "--default_kv_lease_ttl" in first
    sglang = _triage(str(tmp_path / "P"), "--lang", lang)
    first = " ".join(first_screen(sglang.stdout).split())
    assert "sglang.log:2" in first and "it might be dead" in first
    assert "sglang.log:1" not in first


def test_a_summary_keeps_the_neighbours_codes_and_refuses_unknown_ones(tmp_path):
    from support.triage_corpus import neighbours_lines

    neighbours_lines(tmp_path)
    summary = tmp_path / "d.json"
    done = _triage(str(tmp_path / "D"), "--summary")
    assert done.returncode == 0, done.stderr
    summary.write_text(done.stdout, "utf-8")
    record = json.loads(summary.read_text("utf-8"))
    keys = [k for event in record["events"] for k in event.get("neighbours", [])]
    assert keys == ["mooncake-store/LEASE_EXPIRED"]
    assert "LEASE_EXPIRED" in _triage(str(summary)).stdout
    text = summary.read_text("utf-8").replace("mooncake-store/LEASE_EXPIRED", "mooncake-store/NOPE")
    summary.write_text(text, "utf-8")
    refused = _triage(str(summary))
    assert refused.returncode == 2 and "Traceback" not in refused.stderr
    assert neighbour_contexts.known_key("mooncake-store/LEASE_EXPIRED")
    assert neighbour_contexts.known_key("sglang-kv/unknown-from-another-rank")
    assert not neighbour_contexts.known_key("mooncake-store/NOPE")
    assert not neighbour_contexts.known_key("nope/LEASE_EXPIRED")


def test_a_line_of_many_glog_prefixes_is_read_in_one_pass():
    """Hostile input: 30,000 glog prefixes after the words on one line. Each prefix's
    pattern looks at most 300 characters on (the unbounded one took hours here)."""
    line = "error= " + "E1202 10:41:07.372946 5127 a.cpp:1] " * 30_000
    assert named_in(line) == ()
    far = "E1202 10:41:07.372946 5127 a.cpp:1] " + "y" * 400 + " error=LEASE_EXPIRED"
    assert named_in(far) == ()  # beyond the reach: named only near its prefix


def _lease_case(tmp_path: Path, master: str | None, env: list[str]) -> dict:
    """The Store's lease expiry in vllm-ascend's KV pool, with a node's facts: the
    master's command line (``master``) and an inference process's environment."""
    from support.triage_corpus import neighbours_lines

    neighbours_lines(tmp_path)
    facts = ["# llm-status collect: d"]
    if master is not None:
        facts += ["$ cat /proc/12/cmdline", master]
    facts += ["$ cat /proc/14/cmdline", "python -m vllm.entrypoints.openai.api_server"]
    facts += ["$ cat /proc/14/environ", *env]
    (tmp_path / "D" / "facts.txt").write_text("\n".join(facts) + "\n", "utf-8")
    done = _triage(str(tmp_path / "D"), "--json")
    record = json.loads(done.stdout)
    (finding,) = [s for s in record["symptoms"] if s["key"] == "lease-expired"]
    return finding


@pytest.mark.parametrize(
    ("master", "env", "status", "verdict"),
    [
        # vllm-ascend's guide: keep the lease longer than both timeouts.
        (
            "mooncake_master --port 50088 --default_kv_lease_ttl 5000",
            ["ASCEND_TRANSFER_TIMEOUT=10000"],
            "supported",
            "likely",
        ),
        # Longer than the longer timeout, not than both together (a get whose link is not
        # up yet waits for the connect, then the transfer: the fidelity review's M7): open.
        (
            "mooncake_master --port 50088 --default_kv_lease_ttl 11000",
            ["ASCEND_TRANSFER_TIMEOUT=10000"],
            "open",
            "insufficient",
        ),
        (
            "mooncake_master --port 50088 --default_kv_lease_ttl 14000",
            ["ASCEND_TRANSFER_TIMEOUT=10000"],
            "ruled-out",
            "likely",
        ),
        # Mooncake's defaults: a 10000 ms lease; 3000 ms timeouts where none is set.
        (
            "/usr/local/bin/mooncake_master --port 50088",
            ["ASCEND_CONNECT_TIMEOUT=10000"],
            "supported",
            "likely",
        ),
        (
            "/usr/local/bin/mooncake_master --port 50088",
            ["HCCL_BUFFSIZE=200"],
            "ruled-out",
            "likely",
        ),
        # A process sets one timeout short and leaves the other unset: the unset one is
        # Mooncake's default (3000 ms), longer than the lease; both set short: open while
        # their sum is longer than the lease, ruled out once it is not.
        (
            "mooncake_master --port 50088 --default_kv_lease_ttl 2500",
            ["ASCEND_TRANSFER_TIMEOUT=2000"],
            "supported",
            "likely",
        ),
        (
            "mooncake_master --port 50088 --default_kv_lease_ttl 2500",
            ["ASCEND_TRANSFER_TIMEOUT=2000", "ASCEND_CONNECT_TIMEOUT=2000"],
            "open",
            "insufficient",
        ),
        (
            "mooncake_master --port 50088 --default_kv_lease_ttl 2500",
            ["ASCEND_TRANSFER_TIMEOUT=1000", "ASCEND_CONNECT_TIMEOUT=1000"],
            "ruled-out",
            "likely",
        ),
        # No master seen: not decided, and said what to collect.
        (None, ["ASCEND_TRANSFER_TIMEOUT=10000"], "open", "insufficient"),
    ],
)
def test_the_lease_expiry_is_decided_by_the_lease_and_the_timeouts(
    tmp_path, master, env, status, verdict
):
    finding = _lease_case(tmp_path, master, env)
    lease = finding["hypotheses"][0]
    assert lease["key"] == "lease-too-short"
    assert lease["status"] == status, lease["decided_by"]
    assert finding["verdict"] == verdict
    if status == "open" and master is None:
        assert "mooncake_master" in lease["decided_by"]  # what to collect
    elif status == "open":  # between the longer timeout and their sum: said why
        assert "their sum" in lease["decided_by"]


def _transport_log(folder: Path, transport: str | None, at: str = "10:41:05.372946") -> Path:
    """A decode node's output: vllm-ascend's connector raising the binding's -1, after
    ``transport``, a line of Mooncake's Ascend direct transport (glog) or of other text."""
    lines = [
        "I1202 10:41:01.100000 5127 transfer_executor_base.cpp:284] Success to initialize "
        "adxl engine:10.0.0.3:16000, pid:5127",
        *([transport.format(at=at)] if transport else []),
        "(Worker_DP0_TP0 pid=5127) ERROR 12-02 10:41:05 [mooncake_connector.py:1012] Mooncake "
        "transfer failed for request. remote_request_id=cmpl-42-0, ret=-1. ",
        "(Worker_DP0_TP0 pid=5127) ERROR 12-02 10:41:05 [mooncake_connector.py:727] Failed to "
        "transfer KV cache for request cmpl-42-0: Mooncake transfer failed, ret: -1",
    ]
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "vllm.log").write_text("\n".join(lines) + "\n", "utf-8")
    return folder


TRANSPORT = {
    "transport-connect": "E1202 {at} 5127 transfer_executor_base.cpp:316] Connect timeout "
    "to: 10.0.0.2:16000, errmsg: ",
    "transport-transfer": "E1202 {at} 5127 transfer_executor_base.cpp:699] Transfer failed "
    "to: 10.0.0.2:16000, errmsg: ",
    "transport-not-ready": "E1202 {at} 5127 transfer_executor_base.cpp:523] Register mem "
    "ret: 503900, errmsg: ",
}


@pytest.mark.parametrize("key", TRANSPORT)
def test_mooncakes_minus_one_is_decided_by_the_transports_line_before_it(tmp_path, key):
    """Issue 34: vllm-ascend's "Mooncake transfer failed, ret: -1" is the binding's any
    failure; the Ascend direct transport's line before it (its clock finer than vLLM's
    whole second, so in the same second it may come first) says which: that hypothesis
    alone is supported, and the verdict is at most likely (no line rules the others out)."""
    from llm_status.triage import triage

    found = triage([f"D={_transport_log(tmp_path / 'D', TRANSPORT[key])}"])
    finding = next(f for f in found.findings if f.symptom.key == "mooncake-transfer-failed")
    supported = [d.hypothesis.key for d in finding.decisions if d.status == "supported"]
    assert supported == [key] and finding.verdict == "likely"


def test_mooncakes_minus_one_without_the_transports_line_is_not_decided(tmp_path):
    """No transport line, or one a second after the failure, or the words in vLLM's own
    line (a prompt): nothing is supported, and the first sentence says not enough evidence."""
    from llm_status.triage import triage

    quoted = (
        "(APIServer pid=1) ERROR 12-02 10:41:04 [serving.py:12] prompt: 'why Connect timeout "
        "to: 10.0.0.2:16000 and Transfer failed to: x and Register mem ret: 1'"
    )
    for n, transport in enumerate(
        (None, TRANSPORT["transport-connect"].replace("{at}", "10:41:06.372946"), quoted)
    ):
        found = triage([f"D={_transport_log(tmp_path / str(n), transport)}"])
        finding = next(f for f in found.findings if f.symptom.key == "mooncake-transfer-failed")
        assert all(d.status != "supported" for d in finding.decisions), transport
        assert finding.verdict == "insufficient"


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_transports_cause_comes_first_in_both_languages(tmp_path, lang):
    """The report's first paragraph: the transport's cause, its line, the next step."""
    folder = _transport_log(tmp_path / "D", TRANSPORT["transport-connect"])
    first = first_screen(_triage(str(folder), "--lang", lang).stdout)
    joined = {"en": " ".join(first.split()), "zh": "".join(first.split())}[lang]
    words = {"en": "could not connect to the target", "zh": "与目标引擎的连接未能建立"}[lang]
    assert words in joined and "vllm.log:2" in joined and "ASCEND_CONNECT_TIMEOUT" in joined


# vllm-ascend's KV pool asks for a key the Store does not have (-704), with each node's
# facts: the pool's put line on the prefill node, and each process's PYTHONHASHSEED.
_GET_704 = (
    "(Worker_DP0_TP0 pid=51) ERROR 12-02 10:41:05 [mooncake_backend.py:246] Failed to get 2 "
    "keys out of 8. error_codes=[-704]. Check key existence and memory state."
)
_PUT_200 = (
    "(Worker_DP0_TP0 pid=77) ERROR 12-02 10:41:03 [mooncake_backend.py:202] Failed to put 2 "
    "keys out of 8. error_codes=[-200]. Check memory and store capacity."
)


def _not_found_case(tmp_path: Path, seeds: dict[str, str | None], put: bool | str = False) -> dict:
    """Decode's -704 (and prefill's failed put, or ``put``'s line), with a facts file for
    each node in ``seeds``: its inference process's PYTHONHASHSEED (None: unset)."""
    (tmp_path / "D").mkdir()
    (tmp_path / "P").mkdir()
    (tmp_path / "D" / "vllm.log").write_text(_GET_704 + "\n", "utf-8")
    prefill = "(Worker_DP0_TP0 pid=77) INFO 12-02 10:41:00 [core.py:1] Started.\n"
    put = _PUT_200 if put is True else put
    (tmp_path / "P" / "vllm.log").write_text(prefill + (put + "\n" if put else ""), "utf-8")
    for node, seed in seeds.items():
        env = ["ASCEND_CONNECT_TIMEOUT=3000", *([f"PYTHONHASHSEED={seed}"] if seed else [])]
        facts = [f"# llm-status collect: {node}", "$ cat /proc/14/cmdline", "python -m vllm"]
        facts += ["$ cat /proc/14/environ", *env]
        (tmp_path / node / "facts.txt").write_text("\n".join(facts) + "\n", "utf-8")
    done = _triage(str(tmp_path / "D"), str(tmp_path / "P"), "--json")
    assert done.returncode in (0, 1), done.stderr
    (finding,) = [s for s in json.loads(done.stdout)["symptoms"] if s["key"] == "object-not-found"]
    return {h["key"]: h["status"] for h in finding["hypotheses"]} | {"": finding["verdict"]}


@pytest.mark.parametrize(
    ("seeds", "put", "seed", "stored"),
    [
        ({"D": "0", "P": "0"}, False, "ruled-out", "open"),  # the guide's setting: not it
        ({"D": "0", "P": "42"}, False, "supported", "open"),  # two seeds
        ({"D": "0", "P": None}, False, "supported", "open"),  # unset: random per process
        ({"D": "0"}, False, "open", "open"),  # one node's facts alone
        ({}, True, "open", "supported"),  # no facts; prefill's put failed first
        ({"D": "7", "P": "7"}, True, "ruled-out", "supported"),  # the control: config agrees
        # A prompt quoting the pool's words is no put of the pool's.
        (
            {},
            "ERROR 12-02 10:41:03 [serving.py:12] Error in request chatcmpl-9: prompt: 'why "
            "[mooncake_backend.py:202] Failed to put 2 keys out of 8. error_codes=[-200].'",
            "open",
            "open",
        ),
    ],
)
def test_object_not_found_is_decided_by_the_seeds_and_the_put_line(
    tmp_path, seeds, put, seed, stored
):
    found = _not_found_case(tmp_path, seeds, put)
    assert (found["hash-seed"], found["put-failed"]) == (seed, stored)
    if seed == "supported" and stored == "open":
        assert found[""] != "confirmed"  # nothing else ruled out: no confirmed verdict


def test_collect_reads_the_hash_seed():
    from llm_status.registry import facts

    assert facts.wanted("PYTHONHASHSEED")


def _master_case(tmp_path: Path, masters: dict[str, tuple[str | None, str | None]]) -> dict:
    """Decode's -704, each node in ``masters`` with its facts: the master its process sets
    in MOONCAKE_MASTER and the one its mooncake.json names (None: not there)."""
    (tmp_path / "D").mkdir()
    (tmp_path / "P").mkdir()
    (tmp_path / "D" / "vllm.log").write_text(_GET_704 + "\n", "utf-8")
    (tmp_path / "P" / "vllm.log").write_text(
        "(Worker_DP0_TP0 pid=77) INFO 12-02 10:41:00 [core.py:1] Started.\n", "utf-8"
    )
    for node, (env, config) in masters.items():
        facts = [f"# llm-status collect: {node}", "$ cat /proc/14/environ", "PYTHONHASHSEED=0"]
        facts += [f"MOONCAKE_MASTER={env}"] * (env is not None)
        if config is not None:
            facts += ["$ cat /etc/mooncake/mooncake.json", "{", '    "protocol": "ascend",']
            facts += [f'    "master_server_address": "{config}"', "}"]
        (tmp_path / node / "facts.txt").write_text("\n".join(facts) + "\n", "utf-8")
    done = _triage(str(tmp_path / "D"), str(tmp_path / "P"), "--json")
    (finding,) = [s for s in json.loads(done.stdout)["symptoms"] if s["key"] == "object-not-found"]
    return {h["key"]: (h["status"], h["decided_by"]) for h in finding["hypotheses"]}


@pytest.mark.parametrize(
    ("masters", "status", "words"),
    [
        ({"D": (None, "10.0.0.1:50088"), "P": (None, "10.0.0.2:50088")}, "supported", "different"),
        (
            {"D": (None, "xx.xx.xx.xx:50088"), "P": (None, "10.0.0.1:50088")},
            "supported",
            "placeholder",
        ),
        # MOONCAKE_MASTER takes precedence over the file (vllm-ascend's kv_pool.md).
        (
            {"D": ("10.0.0.1:50088", "10.0.0.9:50088"), "P": (None, "10.0.0.1:50088")},
            "ruled-out",
            "same",
        ),
        ({"D": (None, "10.0.0.1:50088"), "P": (None, "10.0.0.1:50088")}, "ruled-out", "same"),
        ({"D": (None, "10.0.0.1:50088")}, "open", "Only one node"),
    ],
    ids=["differ", "placeholder", "env-first", "same", "one-node"],
)
def test_object_not_found_reads_each_nodes_mooncake_master(tmp_path, masters, status, words):
    found = _master_case(tmp_path, masters)
    assert found["other-master"][0] == status
    assert words in found["other-master"][1]


def test_each_sglang_reason_cites_the_lines_that_give_it():
    """Fidelity W2: each reason's file:line, in Ascend/sglang at the commit the family
    names, holds the reason's words (the lines as vendored by
    scripts/vendor_sglang_lines.py); the family names that repository and commit."""
    import re
    from pathlib import Path

    from llm_status.registry import neighbours

    rows = (Path(__file__).parent / "data" / "sglang-reason-lines.tsv").read_text("utf-8")
    cited = dict(
        line.split("\t", 1) for line in rows.splitlines()[2:] if line and not line.startswith("#")
    )
    assert neighbours.SGLANG_COMMIT in rows.splitlines()[0]
    family = neighbours.FAMILIES["sglang-kv"]
    assert (family.repo, family.commit) == (neighbours.SGLANG, neighbours.SGLANG_COMMIT)
    for reason in neighbours.REASONS:
        literals = re.split(r"\[[^\]]*\][+*?]?|\\[dswDSW][+*?]?|\(\?:[^)]*\)|[+*?]", reason.pattern)
        words = max((w.replace("\\", "") for w in literals), key=len)
        file, _, numbers = reason.where.partition(":")
        for number in numbers.split(","):
            assert words in cited[f"{file}:{number}"], (reason.name, number, words)


@pytest.mark.parametrize(("lang", "said"), [("en", "does not define it"), ("zh", "并未定义它")])
def test_mindie_codes_the_tables_commit_does_not_define_are_not_read_but_keep_their_page(
    lang, said
):
    """Fidelity W3: MIE05E000005 and MIE05E000006 are in no text of error_code.py at the
    commit MindIE LLM's table is read at: not rows of it; their published pages stay and
    say why."""
    from llm_status.registry import neighbours
    from llm_status.site.neighbour_page import neighbour_pages

    pages = neighbour_pages(lang)
    for (family, name), _ in neighbours.RETIRED.items():
        assert neighbours.code(family, name) is None
        assert said in pages[f"neighbours/{family}/{name}.md"]
