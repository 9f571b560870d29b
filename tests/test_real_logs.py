"""Logs as people have them (shared/real-logs/, copied into tests/data/real-logs/): lines
wrapped by other programs (Ray's ``(TaskRunner pid=n)``, torch's ``[rank1]:``, vLLM's
logger), the CANN error manager's blocks (``EJ0001: [PID: n] ...``), torch_npu's own
error line, and the layers' values in their own words (``HCCL function error: ...,
error code is 7``, ``runtime result = 207000``, ``ret[9]``, ``errNo[0x...05010009]``).

What each line carries is stated here from the tables (error-manager.tsv, HcclResult,
aclError, torch_npu's), not from the tool.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from llm_status.reading import findings_of_line, kinds
from llm_status.reading.grammar import peel
from llm_status.reading.logs import hit_of
from llm_status.reading.stamp import transcript_of
from llm_status.registry import error_manager
from llm_status.registry.log_formats import (
    TORCH_NPU_ERROR,
    TORCH_NPU_SAMPLES,
    TRANSCRIPTS,
    WRAPPERS,
)
from llm_status.triage import triage
from llm_status.triage.events import event_of

DATA = Path(__file__).parent / "data" / "real-logs"
SCRIPT = Path(sys.executable).with_name("llm-status")


def real_lines() -> list[tuple[str, str]]:
    """shared/real-logs/lines.tsv as of 2026-12-02, whose every line expected.tsv states."""
    rows = (DATA / "lines.tsv").read_text("utf-8").splitlines()[1:]
    return [tuple(row.split("\t", 1)) for row in rows]


def all_real_lines() -> set[str]:
    """Every real line the tests hold: those, the lines added on 2026-12-04, and
    more-lines.tsv's."""
    rows = (DATA / "lines-2026-12-04.tsv").read_text("utf-8").splitlines()[1:]
    rows += (DATA / "more-lines.tsv").read_text("utf-8").splitlines()[1:]
    return {line for _, line in real_lines()} | {row.split("\t", 1)[1] for row in rows}


# -- wrappers ------------------------------------------------------------------------------


@pytest.mark.parametrize("wrapper", WRAPPERS, ids=lambda w: w.name)
def test_each_wrappers_samples_are_real_and_peeled(wrapper):
    lines = all_real_lines()
    for sample in wrapper.samples:
        assert sample in lines, sample
        peeled = peel(sample)
        assert wrapper.name in peeled.wrappers
        assert peeled.line and not wrapper.pattern.match(peeled.line)


def test_a_wrapper_gives_its_clock_and_level_where_the_line_inside_has_none():
    line = "ERROR 12-17 09:31:58 [engine.py:458] Traceback (most recent call last):"
    event = event_of("P", "log", 1, line, 2025)
    assert (event.level, event.time) == ("ERROR", "2025-12-17T09:31:58")
    # A vLLM clock has no year: with none known from the file, the line has no time.
    assert event_of("P", "log", 1, line, None).time is None


_PREFIXES = (
    "(TaskRunner pid=467613) ",
    "(EngineCore_DP0 pid=553) ",
    "(VllmWorker rank=3 pid=112081) ",
    "(VllmWorker TP3 pid=2322) ",
    "[rank1]: ",
    "> ",
)
_INNER = (
    "EJ0001: [PID: 468348] 2025-04-24-16:14:56.975.866 Failed to initialize the HCCP process.",
    "[ERROR] HCCL(106335,):2026-05-21-21:39:58.706.533 [hccl_socket_manager.cc:835] [128657]"
    "[Create][Sockets]Wait links establish completed failed, local role is client. ret[9]",
    "[ERROR] HIXL(1,p):2026-03-12-10:41:02.123.456 [adxl_engine.cc:310]2 RegisterMem: ErrorNo: "
    "503900 Failed to register mem",
    "[ERROR] 2025-04-24-16:14:56 (PID:468348, Device:0, RankID:2) ERR02200 DIST call hccl api "
    "failed.",
    "RuntimeError: npuSynchronizeDevice:x.cpp:508 NPU function error: "
    "AclrtSynchronizeDeviceWithTimeout, error code is 507013",
)


def _read(event):
    return (event.level, event.time, event.layer, event.code, event.codes, event.lower, event.em)


@settings(max_examples=60, deadline=None)
@given(inner=st.sampled_from(_INNER), prefixes=st.lists(st.sampled_from(_PREFIXES), max_size=3))
def test_wrapping_a_line_in_known_prefixes_does_not_change_what_is_read(inner, prefixes):
    wrapped = "".join(prefixes) + inner
    assert _read(event_of("P", "log", 1, wrapped, 2026)) == _read(
        event_of("P", "log", 1, inner, 2026)
    )


# -- the error manager's blocks ------------------------------------------------------------


def test_the_registry_holds_every_entry_of_upstreams_catalogue():
    rows = (DATA.parent / "upstream-error-manager.tsv").read_text("utf-8").splitlines()[1:]
    assert len(error_manager.entries()) == len(rows) == 633
    assert len({e.code for e in error_manager.entries()}) == 583
    # Registered twice with other words: both kept, told apart by where.
    assert [e.repo for e in error_manager.of_code("EI0006")] == ["hicann/runtime", "hicann/hcomm"]
    layers = {
        code: error_manager.layer_of(code) for code in ("EI0006", "EJ0001", "EL0004", "EE1001")
    }
    assert layers == {"EI0006": "HCCL", "EJ0001": "HCCP", "EL0004": "DRV", "EE1001": "RUNTIME"}
    assert error_manager.layer_of("EH9999") == "RUNTIME"  # an inner code: its prefix's class


@pytest.mark.parametrize("prefix", ("", *_PREFIXES, "ERROR 12-17 09:31:58 [engine.py:458] "))
def test_a_block_of_every_registered_code_is_an_event_of_its_layer_at_its_own_time(prefix):
    for entry in error_manager.entries():
        line = f"{prefix}{entry.code}: [PID: 4711] 2026-01-12-08:15:02.816.428 {entry.message[:80]}"
        event = event_of("P", "log", 1, line, 2025)
        assert event.em == entry.code, line
        assert event.time == "2026-01-12T08:15:02.816428", line
        assert event.level == ("WARNING" if entry.code.startswith("W") else "ERROR"), line
        cls = entry.cls or error_manager.class_of(entry.code)
        assert event.layer == (error_manager.LAYER_OF_CLASS.get(cls) or cls or "CANN"), line


@pytest.mark.parametrize(
    ("line", "code"),
    [
        ("EI9999: Inner Error!", "EI9999"),
        ("E19999[PID: 7] 2026-01-12-08:15:02.816.428 Inner_Error(E19999):  x", "E19999"),
        ("Communication_Error_Get_Socket(EI0006): Getting socket times out.", "EI0006"),
        ("The code EI0006 means that a socket timed out", None),
        ("ERROR: EI0006 was printed", None),
        ("EX0001: not a prefix anyone registers", None),
        ("ZE0001: nor this", None),
    ],
)
def test_a_code_is_named_only_as_a_block_heads_it(line, code):
    block = kinds.manager_block(line)
    assert (block.code if block else None) == code


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_explain_an_error_managers_code_quotes_its_entries(lang):
    out = subprocess.run(
        [SCRIPT, "explain", "EJ0001", "--lang", lang], capture_output=True, text=True
    )
    assert out.returncode == 0, out.stderr
    entry = error_manager.of_code("EJ0001")[0]
    assert entry.title in out.stdout and "HCCP Errors" in out.stdout
    assert "Wait for 10s after killing the last training process" in out.stdout
    assert ("上游只以英文登记" in out.stdout) == (lang == "zh")
    line = "(TaskRunner pid=467613) EJ0001: [PID: 468348] 2025-04-24-16:14:56.975.866 Failed"
    assert (
        subprocess.run(
            [SCRIPT, "explain", line, "--lang", lang], capture_output=True, text=True
        ).stdout
        == out.stdout
    )
    record = json.loads(
        subprocess.run(
            [SCRIPT, "explain", "EI0006", "--json"], capture_output=True, text=True
        ).stdout
    )["manager"]
    assert [e["repo"] for e in record["entries"]] == ["hicann/runtime", "hicann/hcomm"]
    assert record["class"] == "HCCL Errors" and record["entries"][0]["class"] == "HCCL Errors"
    inner = subprocess.run([SCRIPT, "explain", "EI9999"], capture_output=True, text=True)
    assert "inner error" in inner.stdout and "HCCL Errors" in inner.stdout
    prose = subprocess.run([SCRIPT, "explain", "the EI0006 code"], capture_output=True, text=True)
    assert prose.returncode == 1


# -- torch_npu's line and the layers' values in their own words ------------------------------


def test_torch_npus_error_line_is_read_with_its_clock():
    for sample in TORCH_NPU_SAMPLES:
        assert sample in {line for _, line in real_lines()}
        assert TORCH_NPU_ERROR.match(sample)["code"] == "ERR02200"
        event = event_of("P", "log", 1, sample)
        assert (event.level, event.time, event.layer) == (
            "ERROR",
            "2024-05-21T11:57:54",
            "torch_npu",
        )


# Each line verbatim from shared/real-logs/lines.tsv, with the code its context names,
# read from the tables: HcclResult 7 HCCL_E_UNAVAIL, 6 HCCL_E_NOT_FOUND, 9 HCCL_E_TIMEOUT;
# aclError 107020 ACL_ERROR_RT_TASK_TIMEOUT, 207000 ACL_ERROR_RT_FEATURE_NOT_SUPPORT,
# 207001 ACL_ERROR_RT_MEMORY_ALLOCATION, 507013 ACL_ERROR_RT_SYS_DMA.
LOWER_IN_REAL_LINES = {
    "HCCL function error: hcclCommInitRootInfoConfig(numRanks, &rootInfo, rank, config, &(comm->hcclComm_)), error code is 7": "HCCL_E_UNAVAIL",
    "NPUStream.cpp:370 NPU error, error code is 107020.": "ACL_ERROR_RT_TASK_TIMEOUT",
    "rtSetStreamFailureMode failed, runtime result = 207000.": "ACL_ERROR_RT_FEATURE_NOT_SUPPORT",
    "OPS function error: HcclAllreduce, error code is 6": "HCCL_E_NOT_FOUND",
    "NPU function error: AclrtSynchronizeDeviceWithTimeout, error code is 507013": "ACL_ERROR_RT_SYS_DMA",
    "alloc device memory failed, runtime result = 207001": "ACL_ERROR_RT_MEMORY_ALLOCATION",
    "Wait links establish completed failed, local role is client. ret[9]": "HCCL_E_TIMEOUT",
}


def test_each_layers_value_is_named_in_its_own_words_in_real_lines():
    found = {}
    for _, line in real_lines():
        for words, name in LOWER_IN_REAL_LINES.items():
            if words in line:
                hit = hit_of(1, peel(line).line, everything=True)
                found[words] = [c.name for c in hit.lower] if hit else []
                assert found[words] == [name], line
    assert sorted(found) == sorted(LOWER_IN_REAL_LINES)


@pytest.mark.parametrize(
    ("line", "names"),
    [
        # HCCL's errNo packs module 5, a submodule, the HcclResult (HCCL_ERROR_CODE).
        (
            "[ERROR] HCCL(17528,python3):2026-03-18-10:34:43.142.156 [hcom.cc:515] [18111]"
            "[AllReduce][Result]errNo[0x0000000005010009] hcclComm AllReduce error",
            ["HCCL_E_TIMEOUT"],
        ),
        (
            "[ERROR]HCCL(3729526,python3.11):2025-10-23-17:30:40.099.058 [externalinput.cc:169] "
            "[3729526][InitGroupStage][EnvConfig]errNo[0x0000000005000001] parse failed",
            ["HCCL_E_PARA"],
        ),
        (
            "[ERROR] HCCL(1,p):2026-03-18-10:34:43.142.152 [hccl_comm.cc:306] [18111][HcclComm]"
            "errNo[0x0000000000000009] index[0]",
            ["HCCL_E_TIMEOUT"],
        ),
        # Another module's number in the same spelling is no HcclResult.
        (
            "[ERROR] HCCL(1,p):2026-03-18-10:34:43.142.152 [x.cc:1] [1]errNo[0x0000000007010009] y",
            [],
        ),
        # ret[9] counts on HCCL's own line only.
        (
            "[ERROR] HCCL(3626636,t):2025-11-21-13:18:47.639.882 [op_base.cc:1071] [3626636]"
            "[InitGroupStage][RanktableDetect]HcclGetRootInfo failed, ret[7]",
            ["HCCL_E_UNAVAIL"],
        ),
        ("INFO 03-12 10:00:00 [engine.py:1] cache ret[7] hits", []),
        # An HCCL call's "fail, error:N" (the words _FAILED_CALL's comment quotes).
        ("HcclCommInitRootInfo fail, error:7", ["HCCL_E_UNAVAIL"]),
        # An ACL call's "returned N", and HIXL's "returned unexpected status:%d".
        ("aclrtMalloc returned 207001", ["ACL_ERROR_RT_MEMORY_ALLOCATION"]),
        (
            "[ERROR] HIXL(7,python):2026-03-12-10:41:02.123.456 [fabric_mem_transfer_service.cc:272]"
            "8 QueryAsyncSlotStreams: Fabric mem aclrtStreamQuery returned unexpected "
            "status:507899, stream[0]:0x1.",
            ["ACL_ERROR_RT_DRV_INTERNAL_ERROR"],
        ),
        # No call named before them: the words alone are no context.
        ("the request returned 207001 rows", []),
        ("job fail, error:7 retries", []),
    ],
)
def test_hccls_own_spellings_of_its_result(line, names):
    hit = hit_of(1, line, everything=True)
    assert ([c.name for c in hit.lower] if hit else []) == names


# -- triage on the excerpts ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("excerpt", "layer", "em", "time"),
    [
        (
            "llamafactory-3839-ej0001-hccp-traceback.log",
            "HCCP",
            "EJ0001",
            "2024-05-21T11:57:54.167645",
        ),
        ("vllm-ascend-1993-el0004-alloc-207001.log", "DRV", "EL0004", "2025-09-17T04:55:13.065712"),
        (
            "ascend-pytorch-54-hccl-fftsplus-timeout.log",
            "HCCL",
            "EI9999",
            "2024-10-21T10:42:00.358410",
        ),
    ],
)
def test_triage_finds_the_error_managers_block_as_the_layers_first_error(excerpt, layer, em, time):
    """Before: "No error line in these logs" or an application's line alone. The block
    is the lower layer's first error, at its own time, and the origin of its chain (the
    torch_npu line and the application's say what they saw)."""
    found = triage([str(DATA / "excerpts" / excerpt)])
    lower = found.first_lower
    assert (lower.layer, lower.em, lower.time) == (layer, em, time)
    chain = next(c for c in found.chains if any(e is lower for _, e in c))
    assert [role for role, e in chain if e is lower] == ["origin"]
    assert all(role == "symptom" for role, e in chain if e.layer in ("app", "torch_npu"))


# -- clocks --------------------------------------------------------------------------------


def test_clocks_without_a_year_take_the_files_dated_line_or_its_mtime_and_say_so(tmp_path):
    import os

    from llm_status.terminal import Style
    from llm_status.triage.report import lines_of

    # A year-less error before the file's first dated line: dated by that line's year.
    log = tmp_path / "worker.log"
    log.write_text(
        "E1130 01:27:56.831786 12 x.cc:1] wait socket establish timeout\n"
        "[INFO] HCCL(1,p):2024-11-30-01:28:00.000.000 [a.cc:1] [2]y: later\n"
    )
    found = triage([f"P={log}"])
    assert found.first_error.time == "2024-11-30T01:27:56.831786"
    assert found.sources[0]["files"][0]["year"] == {"year": 2024, "from": "line"}
    assert found.sources[0]["files"][0]["first"] == "2024-11-30T01:27:56.831786"
    # None of it dated: the year of the file's last change, said in the report.
    alone = tmp_path / "vllm.log"
    alone.write_text("ERROR 07-17 08:06:53 [multiproc_executor.py:487] RuntimeError: boom\n")
    os.utime(alone, (1754006400, 1754006400))  # 2025-08-01
    found = triage([f"D={alone}"])
    assert found.first_error.time == "2025-07-17T08:06:53"
    assert found.sources[0]["counts"].get("untimed", 0) == 0
    said = "\n".join(lines_of(found, "en", Style(None), 10**6))
    assert "vllm.log: its clocks that state no year are read in 2025" in said


def test_year_1_and_year_9999_are_read_without_error(tmp_path):
    log = tmp_path / "k8s.log"
    log.write_text(
        "[ERROR] HCCL(1,p):0001-01-01-00:00:00.000.000 [a.cc:1] [2]x: wait socket establish timeout\n"
        "[ERROR] HIXL(1,p):9999-12-31-23:59:59.999.999 [adxl_engine.cc:310]2 RegisterMem: "
        "ErrorNo: 503900 Failed to register mem\n"
    )
    for args in ([], ["--json"]):
        done = subprocess.run([SCRIPT, "triage", str(log), *args], capture_output=True, text=True)
        assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr


# -- torch_npu's codes ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("code", "submodule", "kind", "meaning", "carries"),
    [
        # The scheme's examples (torch-npu-error-codes.md): submodule, error type, words.
        ("ERR02200", "DIST", "HCCL", "call hccl api failed", "HcclResult"),
        ("ERR00100", "PTA", "ACL", "call acl api failed", "aclError"),
        ("ERR01100", "OPS", "ACL", "call acl api failed", "aclError"),
        ("ERR99999", "UNKNOWN", "EXCEPT", "applicaiton exception", None),
    ],
)
def test_torch_npus_codes_read_by_its_scheme(code, submodule, kind, meaning, carries):
    from llm_status.registry import torch_npu

    assert torch_npu.parse(code) == (code, submodule, kind, meaning, carries)
    out = subprocess.run([SCRIPT, "explain", code], capture_output=True, text=True)
    assert out.returncode == 0 and f"\u201c{meaning}\u201d" in " ".join(out.stdout.split())
    assert "no CANN code" in out.stdout
    zh = subprocess.run([SCRIPT, "explain", code, "--lang", "zh"], capture_output=True, text=True)
    assert "不是CANN错误码" in zh.stdout.replace("\n  ", "")


def test_torch_npus_code_is_named_in_its_own_words_only():
    from llm_status.registry import torch_npu

    real = [line for _, line in real_lines() if "ERR0" in line]
    assert real and all(kinds.torch_npu_code(line) for line in real)
    assert kinds.torch_npu_code("the run ERR02200 of a test") is None
    assert torch_npu.parse("ERR55555") is None  # no such submodule
    record = json.loads(
        subprocess.run(
            [SCRIPT, "explain", real[0], "--json"], capture_output=True, text=True
        ).stdout
    )
    assert record["torch_npu"]["code"] == kinds.torch_npu_code(real[0]).code


SHARED = Path(__file__).parents[2] / "shared" / "upstream"


@pytest.mark.skipif(not SHARED.is_dir(), reason="shared/ is not beside this clone")
def test_the_hccl_guides_sections_are_the_headings_that_name_a_code():
    import re

    found = []
    for path in sorted((SHARED / "hccl-fault-diagnosis").glob("*.md")):
        if path.name.startswith("README"):
            continue
        for line in path.read_text("utf-8").splitlines():
            if match := re.match(r"^#+ (.*?(?:（|\()\s*(E[A-Z0-9]\d{4})\s*(?:）|\)))\s*$", line):
                found.append((match[2], path.name, line.lstrip("#").strip()))
    assert [tuple(s) for s in error_manager.guide_sections()] == found
    assert (SHARED / "error-manager.tsv").read_bytes() == error_manager.DATA.read_bytes()


@pytest.mark.parametrize(
    "form",
    __import__("llm_status.registry.log_formats", fromlist=["FORMATS"]).FORMATS,
    ids=lambda f: f.name,
)
def test_each_formats_samples_are_real_and_read_by_it(form):
    """Each sample is a line of shared/real-logs/lines.tsv, or of more-lines.tsv (real
    lines of public threads, with their address, for a format shared/ has none of)."""
    more = (DATA / "more-lines.tsv").read_text("utf-8").splitlines()[1:]
    lines = all_real_lines() | {row.split("\t", 1)[1] for row in more}
    for sample in form.samples:
        assert sample in lines, sample
        inside = peel(sample).line  # c10's line stands under torch's "[rank0]:"
        assert form.pattern.search(sample[:300]) or form.pattern.search(inside[:300]), sample


# -- every real line, as the tables read it ---------------------------------------------------


def _expected(name: str) -> list[dict]:
    rows = (DATA / name).read_text("utf-8").splitlines()
    names = rows[0].split("\t")
    return [dict(zip(names, row.split("\t"), strict=True)) for row in rows[1:]]


_TABLES = (("lines.tsv", "expected.tsv"), ("lines-2026-12-04.tsv", "expected-2026-12-04.tsv"))


@pytest.mark.parametrize(("lines_file", "expected_file"), _TABLES, ids=lambda name: name)
def test_every_real_line_is_read_as_its_formats_and_tables_say(lines_file, expected_file):
    """expected.tsv: for each line of lines.tsv (its number n), the format that reads it
    (registry/log_formats.py; "-": none of them, as a traceback's frame or a table's
    row), its wrappers, level, layer, time (a line read alone: a clock with no year
    has none), the codes it names (LLM-DataDist's, HIXL's, the error manager's,
    torch_npu's) and the lower layers' (aclError, HcclResult), each decided from its
    format and the tables (error-manager.tsv, aclError, HcclResult, torch_npu's), and
    reviewed line by line; where the decision is ours (a failed call's words make an
    error; an HCCL call's result is an HcclResult), the reader's rule says so.
    ``findings``: every code the line names, of every kind, by the key every front names
    it by (reading/findings.py: the codes and lower columns, and a neighbour's code).

    Derived twice: first from the reader's output, reviewed row by row; then again by
    hand, from the formats and the tables alone, before comparing with the table. The two differed on
    one row, 30 ("Possible Cause: ..."), whose end names HCCL_EXEC_TIMEOUT: the layer
    rule (a layer's name in the line's first 400 characters) makes it HCCL, as here.
    Rows 109 and 130 (issue 34): a neighbour's code in its own message makes the line an
    error of its table's layer, CONNECTOR (the Python binding's -1) and STORE (the
    Transfer Engine's Status, printed by the Store), by the reader's rule (ours).

    expected-2026-12-04.tsv, for the 130 lines shared/real-logs/ gained that day: taken
    from the reader's output, then read row by row against the formats and the tables;
    the reading found an ACL call's status after "failed:" ("aclrtSynchronizeStream(stream)
    failed: 507015") and torch_npu's NPU_CHECK_WARN ("NPU warning, error code is 507018")
    unread, and both are read now (registry/lower_layers.CONTEXTS). What it leaves as
    it is: a loguru line with a two-digit year (row 130) has no format; Mooncake's
    "batchput failed,err code -800" (row 113) and "build op model failed, result =
    500001" (row 128) name no code, as no context of their tables is theirs."""

    rows = (DATA / lines_file).read_text("utf-8").splitlines()[1:]
    lines = [row.split("\t", 1)[1] for row in rows]
    expected = _expected(expected_file)
    assert [int(row["n"]) for row in expected] == list(range(1, len(lines) + 1))
    for row in expected:
        line = lines[int(row["n"]) - 1]
        event = event_of("P", "log", int(row["n"]), line, None)
        named = kinds.torch_npu_code(line)
        codes = [*event.codes, *([event.em] if event.em else []), *([named.code] if named else [])]
        found = [f.key for f in findings_of_line(line) if f.kind != "unknown"]
        read = {
            "format": event.format or "-",
            "wrappers": "+".join(event.wrappers) or "-",
            "level": event.level or "-",
            "layer": event.layer,
            "time": event.time or "-",
            "codes": ",".join(codes) or "-",
            "lower": ",".join(event.lower) or "-",
            "findings": ",".join(found) or "-",
        }
        assert read == {k: v for k, v in row.items() if k != "n"}, (row["n"], line)


# -- where logs live, and nothing cut --------------------------------------------------------


def test_a_folder_of_symlinks_a_nul_run_and_a_gz_in_a_gz_are_read(tmp_path):
    import gzip

    pods, containers = tmp_path / "pods", tmp_path / "containers"
    pods.mkdir()
    containers.mkdir()
    register = (
        "[ERROR] HIXL(1,p):2026-03-12-10:41:02.123.456 [adxl_engine.cc:310]2 RegisterMem: "
        "ErrorNo: 503900 Failed to register mem\n"
    )
    # What logrotate's copytruncate leaves: NULs up to the writer's old offset, then text.
    (pods / "0.log").write_bytes(b"\x00" * 100_000 + register.encode())
    (pods / "1.log.gz").write_bytes(
        gzip.compress(
            gzip.compress(b"[ERROR] HCCL(1,p):2026-03-12-10:41:01.000.000 [a.cc:1] [2]x: y\n")
        )
    )
    # kubelet's /var/log/containers: symlinks, two to the same file.
    for name, target in (("a.log", "0.log"), ("b.log", "0.log"), ("c.log.gz", "1.log.gz")):
        (containers / name).symlink_to(pods / target)
    found = triage([f"P={containers}"])
    files = {f["file"]: f for f in found.sources[0]["files"]}
    assert sorted(files) == ["a.log", "c.log.gz"]  # each real file once
    assert files["a.log"]["nuls"] == 100_000
    assert found.first_error.text == register.strip()
    assert found.first_lower.layer == "HCCL"  # read inside both gzips
    done = subprocess.run([SCRIPT, "decode", str(pods / "0.log")], capture_output=True, text=True)
    assert done.returncode == 0 and "503900" in done.stdout
    assert "read past 100,000 NUL bytes at its start" in done.stderr


def test_a_long_line_keeps_its_start_its_code_and_its_end(tmp_path):
    from llm_status.terminal import Style
    from llm_status.triage.report import lines_of

    reason = "Reason: the listening port 60001 is already in use by another process"
    block = f"EI0019: [PID: 7] 2026-01-12-08:15:02.816.428 Bind failed. {'x' * 500} {reason}"
    huge = (
        "[ERROR] HIXL(1,p):2026-01-12-08:15:03.000.000 [adxl_engine.cc:310]2 RegisterMem: "
        + "y" * 3000
        + " ErrorNo: 503900 Failed to register mem "
        + "z" * 3000
        + " the end"
    )
    log = tmp_path / "long.log"
    log.write_text(f"{block}\n{huge}\n")
    said = " ".join(lines_of(triage([str(log)]), "en", Style(None), 10**6))
    assert reason in said  # under the length shown whole: no cut
    assert "RegisterMem: yyy" in said and "503900" in said and "the end" in said
    assert " … " in said and "y" * 3000 not in said


def test_a_line_with_two_clocks_is_placed_by_its_own_and_keeps_the_other():
    """The README's quirk: vLLM's clock (09:31:58, no year) and the error manager's
    (09:31:39.804969) on one line, 19 seconds apart."""
    line = next(line for _, line in real_lines() if "EH9999: [PID: 53769]" in line)
    event = event_of("P", "log", 1, line, None)
    assert event.time == "2025-12-17T09:31:39.804969"
    assert event.other_time == "2025-12-17T09:31:58"
    alone = event_of("P", "log", 1, "EH9999: [PID: 53769] 2025-12-17-09:31:39.804.969 x", None)
    assert alone.other_time is None


@pytest.mark.parametrize(
    "line",
    [
        "RuntimeError: init failed, errmsg: EJ0001: [PID: 7] 2024-05-21-11:57:54.167.645 Failed",
        "(EngineCore_DP0 pid=1) Worker terminated with exception: 'EI0006: Getting socket times out.",
    ],
)
def test_a_block_relayed_inside_another_line_is_read(line):
    block = kinds.manager_block(peel(line).line)
    assert block is not None and block.code in ("EJ0001", "EI0006")
    assert event_of("P", "log", 1, line, 2024).em == block.code


def test_a_block_headed_by_its_title_is_named_by_decode_too():
    """The error manager's other head, "Title(CODE): ...", is read by the line grammar as
    well as by named_in: decode and explain find it alike."""
    line = "Communication_Error_Get_Socket(EI0006): Getting socket times out."
    hit = hit_of(1, line, everything=True)
    assert hit is not None and hit.manager == "EI0006"


def test_only_a_code_of_the_error_managers_shape_is_one():
    """EI99999 ends in 9999 but is no code (six characters: two, then four digits)."""
    assert error_manager.known("EI9999") and error_manager.known("ei0006")
    assert not any(map(error_manager.known, ("EI99999", "EI999", "E19999X", "")))
    done = subprocess.run([SCRIPT, "explain", "EI99999"], capture_output=True, text=True)
    assert done.returncode == 2 and "no status code found" in done.stderr


# -- what a block goes on with -------------------------------------------------------------


def report_of(path: Path, lang: str) -> str:
    """The command's report without its white space (the words, not where it wraps)."""
    out = subprocess.run(
        [SCRIPT, "triage", "--lang", lang, str(path)], capture_output=True, text=True
    ).stdout
    return "".join(out.split())


def unspaced(text: str) -> str:
    return "".join(text.split())


def test_a_blocks_cause_solution_and_traceback_are_its_events_own():
    """EJ0001's block in the LlamaFactory paste goes on with a Solution and a TraceBack of
    five frames (the paste's lines 6-12): they belong to the block's event, in the log's
    order, and are no events of their own."""
    found = triage([str(DATA / "excerpts" / "llamafactory-3839-ej0001-hccp-traceback.log")])
    block = found.first_lower
    assert block.em == "EJ0001" and block.line_no == 5
    assert block.solution == "Wait for 10s after killing the last training process and try again."
    assert len(block.trace) == 5
    assert block.trace[0].startswith("tsd client wait response fail, device response code[1].")
    assert block.trace[-1].endswith("[FUNC:FuncErrorReason][FILE:error_message_manage.cc][LINE:53]")
    assert not any(6 <= e.line_no <= 12 for e in found.events)
    frame = kinds.block_frame(block.trace[2])
    assert frame == ("stream setup failed, retCode=0x7020010", "SyncGetDevMsg", "api_impl.cc", 4643)


def test_a_frames_lower_code_is_its_blocks_and_the_report_lists_the_frames():
    """EL0004's only frame says "runtime result = 207001" (aclError's
    ACL_ERROR_RT_MEMORY_ALLOCATION): the block carries it. Its cause and solution are
    registered (EL0004's entry), so the report quotes the registry's and lists the frame
    as logged, in both languages."""
    excerpt = DATA / "excerpts" / "vllm-ascend-1993-el0004-alloc-207001.log"
    found = triage([str(excerpt)])
    block = found.first_lower
    assert block.em == "EL0004"
    assert block.cause == "Available memory is insufficient."
    assert "ACL_ERROR_RT_MEMORY_ALLOCATION" in block.lower
    for lang, heading in (("en", "Its TraceBack, as logged"), ("zh", "其TraceBack（日志原文")):
        out = report_of(excerpt, lang)
        assert unspaced(heading) in out
        frame = "- alloc device memory failed, runtime result = 207001 [ReportCallError, log_inner.cpp:161]"
        assert unspaced(frame) in out
        assert ",aslogged:" not in out and "（日志原文）：" not in out  # registered: quoted once


def test_an_inner_codes_logged_cause_and_solution_are_shown(tmp_path):
    """EI9999's text is given at run time (its registered fields say N/A): the report
    shows the block's own Possible Cause and Solution, as logged, and keeps a prefix
    repeated on each line of the block (Ray's, as verl 332's paste has it)."""
    log = tmp_path / "worker.log"
    log.write_text(
        "(TaskRunner pid=7) EI9999: [PID: 7] 2025-04-24-16:14:56.975.866 hccl something.\n"
        "(TaskRunner pid=7)         Possible Cause: the peer went away.\n"
        "(TaskRunner pid=7)         Solution: Check the peer.\n"
        "(TaskRunner pid=7)         TraceBack (most recent call last):\n"
        "(TaskRunner pid=7)         x failed[FUNC:F][FILE:f.cc][LINE:3]\n"
        "(TaskRunner pid=7) INFO later line\n",
        encoding="utf-8",
    )
    found = triage([str(log)])
    block = next(e for e in found.events if e.em == "EI9999")
    assert (block.cause, block.solution, block.trace) == (
        "the peer went away.",
        "Check the peer.",
        ("x failed[FUNC:F][FILE:f.cc][LINE:3]",),
    )
    for lang, said in (
        ("en", "Possible cause, as logged: the peer went away."),
        ("zh", "可能原因（日志原文）：the peer went away."),
    ):
        assert unspaced(said) in report_of(log, lang)


def test_a_failed_calls_line_alone_is_an_error_and_a_weak_word_keeps_nothing_else(tmp_path):
    """Mooncake's "aclrtGetDevice failed" (real line 129) with no level, alone in a file:
    an error of the runtime's layer. An INFO line that says "fail", and a frame below no
    block, are not kept."""
    log = tmp_path / "mooncake.log"
    log.write_text(
        "[INFO] HCCL(1,p):2026-03-12-10:41:00.000.000 [a.cc:1] [2]retry after fail count 0\n"
        "stream setup failed, retCode=0x7020010.[FUNC:SyncGetDevMsg][FILE:api_impl.cc][LINE:4643]\n"
        + real_lines()[128][1]
        + "\n",
        encoding="utf-8",
    )
    found = triage([str(log)])
    assert [(e.line_no, e.level, e.layer) for e in found.events] == [(3, "ERROR", "RUNTIME")]


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "ERR00100: torch_npu's code: submodule PTA, error type ACL"),
        ("zh", "ERR00100：torch_npu的错误码：子模块PTA，错误类型ACL"),
    ],
)
def test_decode_names_torch_npus_code_where_its_line_prints_it(lang, said):
    """vllm-ascend 1993's paste: decode names ERR00100 under its line and leads to its
    page, and still names the aclError of "error code is 507013" above it."""
    excerpt = DATA / "excerpts" / "vllm-ascend-1993-el0004-alloc-207001.log"
    out = subprocess.run(
        [SCRIPT, "decode", "--lang", lang, str(excerpt)], capture_output=True, text=True
    ).stdout
    flat = "".join(out.split())
    assert unspaced(said) in flat
    assert "layers/torch_npu/#ERR00100" in flat
    assert "ACL_ERROR_RT_SYS_DMA" in flat


# -- a tool's output: hccn_tool's and npu-smi's ------------------------------------------------


# Where each transcript's samples stand verbatim: HCCL's guide prints a link record, the
# research table FaultDiag's fixtures; npu-smi's rows are real lines. "link status: DOWN"
# is the one sample of ours: the guide names the states (UP, DOWN), not the line.
_SAMPLED = {
    "[devid 0]    Sun Oct  5 10:13:50 2025    LINK DOWN": "upstream/hccl-fault-diagnosis/task_exec_stage.md",
    "[devid 0]    Tue Aug  1 14:44:40 2022    LINK DOWN": "reviews/research-2026-12-02.md",
    "net health status: Socket failed": "reviews/research-2026-12-02.md",
}


@pytest.mark.parametrize("transcript", TRANSCRIPTS, ids=lambda t: t.name)
def test_each_transcripts_samples_are_read_by_it_and_stand_where_it_says(transcript):
    lines = {line for _, line in real_lines()}
    shared = SHARED.parent
    for sample in transcript.samples:
        said = transcript_of(sample)
        assert said is not None and said[0] is transcript, sample
        if sample in _SAMPLED and shared.is_dir():
            assert sample in (shared / _SAMPLED[sample]).read_text("utf-8"), sample
        elif sample not in _SAMPLED and transcript.name == "npu-smi":
            assert sample in lines, sample


def test_a_tools_output_of_a_link_down_or_an_unhealthy_port_is_an_error(tmp_path):
    """A pasted hccn_tool session ("[devid 0] ... LINK DOWN" with its device's clock, a
    failed health check, a port down now): errors of the NIC's layer; what says all is
    well is no event, nor is an npu-smi row (a chip's health is a fact of the node)."""
    log = tmp_path / "node.txt"
    log.write_text(
        "$ hccn_tool -i 0 -link_stat -g\n"
        "[devid 0]current time        : Tue Oct 28 21:46:46 2025\n"
        "[devid 0]    Sun Oct  5 10:13:51 2025    LINK UP\n"
        "[devid 0]    Sun Oct  5 10:13:50 2025    LINK DOWN\n"
        "[device 1]    Sun Oct  5 10:14:02 2025    LINK DOWN\n"
        "$ hccn_tool -i 1 -net_health -g\n"
        "net health status: Socket failed\n"
        "net health status: Success\n"
        "link status: DOWN\n"
        "link status: UP\n"
        "| 3     910B1               | Alarm         | 87.9        26                0    / 0             |\n"
        "| 4     910B1               | OK            | 87.9        26                0    / 0             |\n",
        encoding="utf-8",
    )
    found = triage([str(log)])
    read = [(e.line_no, e.level, e.layer, e.format, e.time) for e in found.events]
    assert read == [
        (4, "ERROR", "NIC", "hccn-link-record", "2025-10-05T10:13:50"),
        (5, "ERROR", "NIC", "hccn-link-record", "2025-10-05T10:14:02"),
        (7, "ERROR", "NIC", "hccn-net-health", None),
        (9, "ERROR", "NIC", "hccn-link", None),
    ]
    assert found.first_error.line_no == 4
    assert found.first_lower is not None and found.first_lower.layer == "NIC"


def test_a_files_first_and_last_year_less_info_lines_count_for_the_time_it_covers(tmp_path):
    """Mooncake's glog INFO lines (real lines 90 and 91) around an error: the file covers
    from its first INFO line to its last, in the year of its last change (it states none),
    not only the error's moment."""
    import os

    lines = [line for _, line in real_lines()]
    log = tmp_path / "mooncake.log"
    log.write_text(
        f"{lines[89]}\nE0729 06:58:40.000000 23436 x.cc:1] Fail to register memory\n"
        "I0729 07:10:00.000000 23436 transfer_engine.cpp:44] later\n",
        encoding="utf-8",
    )
    os.utime(log, (1_754_006_400, 1_754_006_400))  # 2025-08-01
    record = triage([str(log)]).sources[0]["files"][0]
    assert (record["first"], record["last"]) == (
        "2025-07-29T06:58:32.392539",
        "2025-07-29T07:10:00.000000",
    )
    assert record["year"] == {"year": 2025, "from": "mtime"}


@settings(max_examples=12, deadline=None)
@given(order=st.permutations(range(4)))
def test_the_order_of_a_sides_files_never_changes_the_merged_order(order):
    """The real excerpts (plog, year-less wrappers, blocks with their own clocks) and a
    year-less glog file given as one side in any order: the same events in the same
    order, and the same first error."""
    import os
    import tempfile

    names = sorted((DATA / "excerpts").glob("*.log"))[:3]
    with tempfile.TemporaryDirectory() as tmp:
        glog = Path(tmp) / "mooncake.log"
        glog.write_text("E0521 11:57:53.000000 7 x.cc:1] Fail to register memory\n", "utf-8")
        os.utime(glog, (1_716_300_000, 1_716_300_000))  # 2024-05-21
        files = [str(name) for name in names] + [str(glog)]
        reference = triage([f"P={f}" for f in files])
        shuffled = triage([f"P={files[i]}" for i in order])
        key = [(e.file, e.line_no, e.time) for e in reference.events]
        assert [(e.file, e.line_no, e.time) for e in shuffled.events] == key
        assert shuffled.first_error == reference.first_error
        # The year-less glog line, a second before the torch_npu line, is first.
        assert reference.first_error.file == str(glog)
