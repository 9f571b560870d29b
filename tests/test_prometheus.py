"""decode --prometheus (issue 52): how many lines name each code, in Prometheus's text
exposition format, read back with the format's reference parser (prometheus-client), for
node_exporter's textfile collector."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from prometheus_client.parser import text_string_to_metric_families

from llm_status.i18n import say
from llm_status.version import VERSION

SCRIPT = Path(sys.executable).with_name("llm-status")
LOG = [
    # Ours, twice: LLM_TIMEOUT by its value.
    "[ERROR] LLMDATADIST(8,python):2026-03-12-10:41:02.123.456 [llm_datadist.cc:88]8 "
    "PullKvCache: wait timeout, ret = 1343270938",
    "[INFO] GE(8,python):2026-03-12-10:41:02.500.000 [graph.cc:1]8 RunGraph done",
    "[ERROR] LLMDATADIST(8,python):2026-03-12-10:41:03.123.456 [llm_datadist.cc:88]8 "
    "PullKvCache: wait timeout, ret = 1343270938",
    # HCCL's own code, in its words.
    "[ERROR] HCCL(1,p):2025-11-21-13:18:47.639.869 [a.cc:1] [1][x]errNo[0x0000000005010009] y",
    # The error manager's block, torch_npu's code, Mooncake's code.
    "EJ0001: [PID: 4711] 2024-05-21-11:57:54.167.645 Failed to initialize the HCCP process.",
    "[ERROR] 2024-05-21-11:57:54 (PID:927000, Device:3, RankID:3) ERR02200 DIST call hccl "
    "api failed.",
    "E1202 10:41:07.372946 5127 client_service.cpp:3737] MountLocalDiskSegment failed, "
    'error code is SEGMENT_NOT_FOUND with "quotes" \\ and a backslash',
]


def _decode(tmp_path: Path, *args: str, lines=LOG) -> tuple[subprocess.CompletedProcess, Path]:
    log = tmp_path / "node.log"
    log.write_text("\n".join(lines) + "\n", "utf-8")
    metrics = tmp_path / "llm_status.prom"
    done = subprocess.run(
        [SCRIPT, "decode", str(log), "--prometheus", str(metrics), *args],
        capture_output=True,
        text=True,
        check=False,
    )
    return done, metrics


def _samples(text: str) -> dict[str, dict]:
    families = {f.name: f for f in text_string_to_metric_families(text)}
    assert families["llm_status_code_lines"].type == "counter"
    assert families["llm_status_build_info"].samples[0].labels == {"version": VERSION}
    return {
        s.labels["key"]: s
        for s in families["llm_status_code_lines"].samples
        if s.name == "llm_status_code_lines_total"
    }


def test_each_code_is_a_counter_of_the_lines_that_name_it_labelled_as_its_table_says(tmp_path):
    done, metrics = _decode(tmp_path, "--json")
    assert done.returncode == 0, done.stderr
    samples = _samples(metrics.read_text("utf-8"))
    # The same codes, and the same counts, as decode --json names line by line.
    lines = Counter(
        f["key"] for row in done.stdout.splitlines() for f in json.loads(row)["findings"]
    )
    assert {key: s.value for key, s in samples.items()} == dict(lines)
    timeout = samples["LLM_TIMEOUT"]
    assert timeout.value == 2
    assert timeout.labels == {
        "kind": "code",
        "family": "LLM-DataDist",
        "name": "LLM_TIMEOUT",
        "key": "LLM_TIMEOUT",
        "recoverable": "true",  # the official tables: a timeout can be retried
    }
    assert samples["HCCL_E_TIMEOUT"].labels["kind"] == "lower"
    assert samples["HCCL_E_TIMEOUT"].labels["recoverable"] == "unknown"
    assert samples["EJ0001"].labels["family"] == "error-manager"
    assert samples["ERR02200"].labels["kind"] == "torch_npu"
    assert samples["mooncake-store/SEGMENT_NOT_FOUND"].labels["name"] == "SEGMENT_NOT_FOUND"
    assert not list(tmp_path.glob(".llm-status-*"))  # no temporary file left


def test_a_log_with_no_code_writes_metrics_with_no_code(tmp_path):
    done, metrics = _decode(tmp_path, lines=["[INFO] GE(8,python): nothing here"])
    assert done.returncode == 1  # as decode says: nothing found
    assert _samples(metrics.read_text("utf-8")) == {}


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_file_that_cannot_be_written_is_said_before_any_log_is_read(tmp_path, lang):
    log = tmp_path / "node.log"
    log.write_text(LOG[0] + "\n", "utf-8")
    where = tmp_path / "no such folder" / "x.prom"
    done = subprocess.run(
        [SCRIPT, "decode", "--lang", lang, str(log), "--prometheus", str(where)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 2 and done.stdout == ""
    assert say("no_such_folder", lang) in done.stderr and str(where) in done.stderr
    assert "Traceback" not in done.stderr
