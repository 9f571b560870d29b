"""Issue 33: a summary is what triage needs, not the log. Each side's failure window is
kept whole and every other kind of line by its first and last (triage/shrink.py); merging
summaries gives the raw merge's first error, first failure, verdict and symptoms, on a
storm of 30,000 repeats and on every case of the shared corpus."""

from __future__ import annotations

import json
from datetime import datetime, timedelta
from pathlib import Path

import pytest
from triage_corpus import CASES

from llm_status.triage import summary_of, triage
from llm_status.triage.report import MOST_CHAIN_LINES, record_of

FIRST = (
    "[ERROR] HCCL(106335,python):2026-05-21-21:39:58.706.533 [transport_manager.cc:123]"
    "[106335][Hccl]wait socket establish timeout, role[0] rank[1] timeout[120 s]"
)
ECHO = (
    "[ERROR] HCCL(106335,python):{stamp} [hccl_comm.cc:77][106335][Hccl]Transport init error! "
    "createLink para error, rank[{rank}] remote rank[{peer}] ip[10.0.0.{host}]"
)


def storm(folder: Path, repeats: int = 30_000) -> Path:
    """One failure, then ``repeats`` echoes of one message a second, for hours."""
    start = datetime(2026, 5, 21, 21, 39, 58)
    lines = [FIRST]
    for i in range(repeats):
        moment = start + timedelta(seconds=1 + i)
        stamp = moment.strftime("%Y-%m-%d-%H:%M:%S") + f".{i % 1000:03d}.{i % 997:03d}"
        lines.append(ECHO.format(stamp=stamp, rank=i % 8, peer=(i + 1) % 8, host=i % 250))
    (folder / "plog").mkdir(parents=True)
    (folder / "plog" / "plog-1.log").write_text("\n".join(lines) + "\n", "utf-8")
    return folder


def _same(raw: dict, merged: dict) -> None:
    """What an engineer reads first: the same in the raw merge and the summaries'."""

    def first(record: dict, key: str):
        at = record[key]
        if at is None:
            return None
        event = record["events"][at]
        return event["source"], event["file"], event["line_no"], event["text"]

    for key in ("first_error", "first_failure"):
        assert first(merged, key) == first(raw, key), key
    assert merged["verdict"] == raw["verdict"]
    assert merged["answer"] == raw["answer"]
    assert merged["symptoms"] == raw["symptoms"]


def test_a_storm_of_30000_repeats_summarises_small_and_merges_the_same(tmp_path):
    node = storm(tmp_path / "node")
    text = summary_of([f"N={node}"])
    assert len(text.encode()) <= 200_000
    (tmp_path / "n.json").write_text(text, "utf-8")
    raw = record_of(triage([f"N={node}"]), "en")
    merged = record_of(triage([str(tmp_path / "n.json")]), "en")
    _same(raw, merged)
    # The storm is counted, not lost: its last line carries the lines between.
    events = json.loads(text)["events"]
    assert sum(1 + e.get("repeats", 0) for e in events) == 30_001
    # The first chain's lines in the window are the raw chain's.
    window_end = "2026-05-21T21:44:58"

    def chain(record: dict) -> list:
        lines = [record["events"][i] for i in record["chains"][0]]
        return [(e["line_no"], e["text"]) for e in lines if e["time"] <= window_end]

    # (The raw record, past 5,000 lines, carries each chain's first 100 lines.)
    assert chain(merged)[:MOST_CHAIN_LINES] == chain(raw)
    assert len(chain(raw)) == MOST_CHAIN_LINES


def test_the_same_errors_count_is_the_logs_not_the_summarys(tmp_path):
    """The report's "lines of the same error" counts a summary's collapsed lines."""
    node = storm(tmp_path / "node", repeats=2_000)
    (tmp_path / "n.json").write_text(summary_of([f"N={node}"]), "utf-8")
    raw = triage([f"N={node}"])
    merged = triage([str(tmp_path / "n.json")])
    assert merged.recurrences == raw.recurrences


def _specs(folder: Path, given) -> list[str] | None:
    specs = []
    for label, name, kind in given:
        if kind == "paste":
            return None  # standard input: no file to summarise
        for each in name if kind == "files" else [name]:
            path = str(folder / each)
            specs.append(path if label is None else f"{label}={path}")
    return specs


@pytest.mark.parametrize("case", sorted(CASES))
def test_every_corpus_case_merges_the_same_from_its_summaries(tmp_path, case, monkeypatch):
    """Each side summarised on its own, then merged: what the raw merge says."""
    folder = tmp_path / "case"
    folder.mkdir()
    given = CASES[case](folder)
    specs = _specs(folder, given)
    if specs is None:
        pytest.skip("a paste")
    monkeypatch.chdir(folder)
    raw = record_of(triage(specs), "en")
    summaries = []
    for n, spec in enumerate(specs):
        if spec.endswith(".json"):
            summaries.append(spec)  # a case's own summary, merged as it is
            continue
        path = tmp_path / f"side-{n}.json"
        path.write_text(summary_of([spec]), "utf-8")
        summaries.append(str(path))
    merged = record_of(triage(summaries), "en")
    _same(raw, merged)
