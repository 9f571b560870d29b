"""The Medium and Low findings of the adversarial review of 2026-12-04 (issue 48) that
are not about secrets or facts (those are test_secrets.py and test_facts_node_time.py):
each as the review did it, and what a user sees now."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from support.plogs import at, noise, write
from support.triage_logs import socket_timeout

from llm_status.links import _usable
from llm_status.reading import logs
from llm_status.reading.grammar import peel

SCRIPT = Path(sys.executable).with_name("llm-status")


def run(*args: str, **kw) -> subprocess.CompletedProcess:
    return subprocess.run([SCRIPT, *args], capture_output=True, text=True, check=False, **kw)


def test_a_line_of_many_error_words_is_looked_at_once_a_literal(tmp_path, monkeypatch):
    """M3: decode of one line of N "error= " looked for every literal again at each of
    its N places (quadratic: 54 KB took 13.6 s). Now each literal once a line: the calls
    do not grow with N."""
    calls = []
    real = logs._at_edges

    def counted(low, word, whole):
        calls.append(word)
        return real(low, word, whole)

    monkeypatch.setattr(logs, "_at_edges", counted)
    counts = []
    for n in (200, 2000):
        calls.clear()
        list(logs.scan_bytes(("error= " * n + "ret = 1343270938\n").encode()))
        counts.append(len(calls))
    assert 0 < counts[0] == counts[1], counts
    # And the command answers such a line (the code at its end is found).
    log = tmp_path / "eq.log"
    log.write_text("error= " * 8000 + "ret = 1343270938\n")
    done = run("decode", str(log))
    assert done.returncode == 0 and "LLM_TIMEOUT" in done.stdout


@pytest.mark.parametrize(
    "line",
    [
        "9999-12-31 23:59:59 ERROR app: expiry",
        "[ERROR] HCCL(1,p):9999-12-31-23:59:59.100.000 [a.cc:1]1 x",
    ],
)
def test_a_stamp_of_the_calendars_last_year_is_a_report(tmp_path, line):
    """M4: year 9999 ended in an OverflowError."""
    log = tmp_path / "d.log"
    log.write_text(line + "\n")
    for lang in ("en", "zh"):
        done = run("triage", f"D={log}", "--lang", lang)
        assert done.returncode in (0, 1), done.stderr
        assert "Traceback" not in done.stderr


def test_a_summary_whose_file_has_no_line_count_is_a_report(tmp_path):
    """M5: "lines": null gave a TypeError in the text report."""
    d = tmp_path / "D"
    write(d / "plog-1.log", [*noise(20, seed=2), (at(5.1), socket_timeout(at(5.1)))])
    summary = json.loads(run("triage", f"D={d}", "--summary").stdout)
    summary["sources"][0]["files"][0]["lines"] = None
    path = tmp_path / "d.json"
    path.write_text(json.dumps(summary))
    for args in ((), ("--json",)):
        done = run("triage", str(path), *args)
        assert done.returncode == 0, done.stderr
        assert "Traceback" not in done.stderr


@pytest.mark.parametrize(
    "data",
    [
        b"boot ok\n" + b"\x00" * 5000 + b"\n[ERROR] x: ErrorNo: 1343270938 timed out\n",
        b"\x00\x00\x00\x00[ERROR] x: ErrorNo: 1343270938 timed out\n",
    ],
    ids=["nuls-after-a-line", "four-leading-nuls"],
)
def test_a_short_run_of_nuls_refuses_no_log(tmp_path, data):
    """L5: one line then 5,000 NULs, or four NULs at the start, refused the whole file."""
    log = tmp_path / "plog.log"
    log.write_bytes(data)
    done = run("decode", str(log))
    assert done.returncode == 0, done.stderr
    assert "LLM_TIMEOUT" in done.stdout
    triaged = run("triage", f"D={log}")
    assert triaged.returncode in (0, 1), triaged.stderr


def test_two_summaries_of_one_label_are_refused_with_how_to_label_them(tmp_path):
    """L6: two nodes labelled D merged silently, their facts pooled."""
    paths = []
    for name, seed in (("a", 1), ("b", 2)):
        d = tmp_path / name
        write(d / "plog-1.log", [*noise(20, seed=seed), (at(5.1), socket_timeout(at(5.1)))])
        path = tmp_path / f"D{name}.json"
        path.write_text(run("triage", f"D={d}", "--summary").stdout)
        paths.append(str(path))
    for lang, words in (("en", "give each its own label"), ("zh", "请为每个摘要指定不同的标签")):
        done = run("triage", *paths, "--lang", lang)
        assert done.returncode == 2 and words in done.stderr
        assert done.stderr.count("\n") == 1
    # Labelled apart, they merge.
    done = run("triage", f"D1={paths[0]}", f"D2={paths[1]}")
    assert done.returncode in (0, 1), done.stderr


def test_rays_relay_of_another_nodes_worker_is_peeled():
    """L7: Ray's driver log prefixes a remote worker's line with its pid and ip."""
    line = "(RayWorkerWrapper pid=2322, ip=10.0.0.6) [ERROR] HCCL(1,python):2026-03-12-10:41:00.000.000 [a.cc:1]1 x"
    peeled = peel(line)
    assert peeled.wrappers == ("ray-process",) and peeled.line.startswith("[ERROR] HCCL(")


@pytest.mark.parametrize(
    "url",
    [
        'https://a.b/"onmouseover=alert(1)"/',
        "https://a.b/<script>/",
        "https://a.b/`x`/",
        "https://llm-st\u0430tus.github.io/",  # a Cyrillic а
    ],
)
def test_a_docs_url_with_characters_no_url_holds_is_refused(url):
    """L9: characters RFC 3986 allows nowhere, and a host in another script."""
    assert not _usable(url)
    done = run("explain", "LLM_TIMEOUT", env={"LLM_STATUS_DOCS_URL": url, "PATH": "/usr/bin:/bin"})
    assert done.returncode == 0
    assert "https://llm-status.github.io/codes/LLM_TIMEOUT/" in done.stdout
    assert url not in done.stdout


@pytest.mark.parametrize(
    ("lines", "times"),
    [
        (
            [
                "ERROR 12-31 23:59:58 [engine.py:458] Traceback (most recent call last):",
                "[ERROR] HCCL(1,python):2027-01-01-00:00:01.000.000 [a.cc:1]1 HcclCommInitRootInfo fail, error:7",
            ],
            ["2026-12-31T23:59:58", "2027-01-01T00:00:01"],
        ),
        (
            [
                "[ERROR] HCCL(1,python):2026-12-31-23:59:59.000.000 [a.cc:1]1 HcclCommInitRootInfo fail, error:7",
                "ERROR 01-01 00:00:01 [engine.py:458] RuntimeError: boom",
            ],
            ["2026-12-31T23:59:59", "2027-01-01T00:00:01"],
        ),
    ],
    ids=["before-new-year", "after-new-year"],
)
def test_a_clock_without_a_year_by_new_year_is_dated_nearest_its_dated_lines(
    tmp_path, lines, times
):
    """L4: a year-less line across New Year was dated a year off; its summary agrees."""
    log = tmp_path / "d.log"
    log.write_text("\n".join(lines) + "\n")
    record = json.loads(run("triage", f"D={log}", "--json").stdout)
    assert [e["time"][:19] for e in record["events"]] == times
    summary = tmp_path / "d.json"
    summary.write_text(run("triage", f"D={log}", "--summary").stdout)
    merged = json.loads(run("triage", str(summary), "--json").stdout)
    assert [e["time"][:19] for e in merged["events"]] == times
