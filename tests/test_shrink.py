"""Issue 33: a summary is what triage needs, not the log. Each side's failure window is
kept whole and every other kind of line by its first and last (triage/shrink.py); merging
summaries gives the raw merge's first error, first failure, verdict and symptoms, on a
storm of 30,000 repeats and on every case of the shared corpus."""

from __future__ import annotations

import json
from datetime import datetime, timedelta
from pathlib import Path

import pytest
from support.plogs import echo_cascade
from support.triage_corpus import CASES

from llm_status.triage import summary_of, triage
from llm_status.triage.record import MOST_CHAIN_LINES, record_of

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


def _read(record_text: str) -> dict:
    return json.loads(record_text)


def _first_lines_bytes(summary: dict) -> int:
    """What a node adds to a summary of summaries at most: its record (its INFO minutes
    aside) and its first error of each layer, as JSON."""
    firsts: dict[str, dict] = {}
    for event in summary["events"]:
        if event["level"] in ("ERROR", "CRITICAL", "FATAL", "E") and event["layer"] not in firsts:
            firsts[event["layer"]] = event
    sources = [
        {**s, "files": [{k: v for k, v in f.items() if k != "info_minutes"} for f in s["files"]]}
        for s in summary["sources"]
    ]
    return len(json.dumps([sources, list(firsts.values())], ensure_ascii=False)) + 64


def test_a_summary_of_summaries_is_its_largest_input_plus_the_other_nodes_first_errors(tmp_path):
    """Issue 33, 1: 200 node summaries rolled up by rack (10 of 20), then the racks into
    one: each level is no larger than its largest input plus what the other nodes' first
    lines weigh, where keeping everything would be the sum; and the cluster's answer is
    the one the 200 node summaries merged give: the node that failed first, its echoes,
    the first error and failure, the verdict."""
    from llm_status.triage.record import record_of

    specs = echo_cascade(tmp_path / "logs")
    (tmp_path / "logs").mkdir(exist_ok=True)
    nodes = []
    for spec in specs:
        path = tmp_path / f"{spec.split('=')[0]}.json"
        path.write_text(summary_of([spec]), "utf-8")
        nodes.append(path)
    weight = {path: _first_lines_bytes(_read(path.read_text("utf-8"))) for path in nodes}
    racks = []
    for r in range(10):
        inputs = nodes[r * 20 : (r + 1) * 20]
        text = summary_of([str(p) for p in inputs])
        sizes = [p.stat().st_size for p in inputs]
        assert len(text.encode()) <= max(sizes) + sum(weight[p] for p in inputs)
        assert len(text.encode()) < sum(sizes) / 3  # not the sum of its inputs
        path = tmp_path / f"rack-{r}.json"
        path.write_text(text, "utf-8")
        racks.append(path)
    cluster = summary_of([str(p) for p in racks])
    sizes = [p.stat().st_size for p in racks]
    largest = racks[sizes.index(max(sizes))]
    others = [
        p
        for p in nodes
        if p.stem not in {s["label"] for s in _read(largest.read_text("utf-8"))["sources"]}
    ]
    assert len(cluster.encode()) <= max(sizes) + sum(weight[p] for p in others)
    (tmp_path / "cluster.json").write_text(cluster, "utf-8")

    whole = triage([str(p) for p in nodes])
    rolled = triage([str(tmp_path / "cluster.json")])
    assert rolled.first_node == whole.first_node
    assert rolled.first_node["side"] == "node-042" and len(rolled.first_node["echoes"]) == 179
    raw, merged = record_of(whole, "en"), record_of(rolled, "en")
    for key in ("first_error", "first_failure"):
        ref_raw, ref_merged = raw[key], merged[key]
        assert merged["events"][ref_merged]["text"] == raw["events"][ref_raw]["text"]
    assert merged["verdict"] == raw["verdict"]
    assert [s["key"] for s in merged["symptoms"]] == [s["key"] for s in raw["symptoms"]]
    # The reduced sides are said once, and listed in the JSON.
    reduced = [m for m in merged["missing"] if m["key"] == "missing_reduced"]
    assert len(reduced) == 1 and len(reduced[0]["sides"]) == 199


def test_a_reduced_side_keeps_its_count_and_decides_nothing_by_silence(tmp_path):
    """A reduced node's lines left out are counted on the line kept of their kind (the
    "lines of the same error" stay the logs'), and diagnosis.covers says no for it."""
    from llm_status.triage.clocks import seconds
    from llm_status.triage.decisions import Across
    from llm_status.triage.diagnosis import _minutes, covers

    specs = echo_cascade(tmp_path, nodes=50, echoes=30)
    paths = []
    for spec in specs:
        path = tmp_path / f"{spec.split('=')[0]}.json"
        path.write_text(summary_of([spec]), "utf-8")
        paths.append(str(path))
    (tmp_path / "all.json").write_text(summary_of(paths), "utf-8")
    record = _read((tmp_path / "all.json").read_text("utf-8"))
    by_label = {s["label"]: s for s in record["sources"]}
    assert by_label["node-001"]["reduced"] == 29 and "reduced" not in by_label["node-042"]
    kept = [e for e in record["events"] if e["source"] == "node-001"]
    assert len(kept) == 1 and kept[0]["repeats"] == 29
    found = triage([str(tmp_path / "all.json")])
    assert found.recurrences == triage(paths).recurrences
    # Its one kept line's minute is held, yet its silence there says nothing.
    across = Across(
        {}, None, *_minutes(found.sources, found.events), set(), {}, {}, {"node-001"}, {}, {}, {}
    )
    then = seconds(kept[0]["time"])
    assert kept[0]["time"][:16] in across.minutes["node-001"]
    assert not covers(across, "node-001", then)
    assert covers(across._replace(reduced=set()), "node-001", then, since=then)


def test_many_summaries_merge_in_memory_bounded_by_what_the_answer_keeps(tmp_path, monkeypatch):
    """Issue 53: past ``WHOLE_SIDES`` sides of summaries, triage rolls up what it has read
    before it reads on (a rack's summary, done as it reads), so that it never holds more
    than a rack of whole sides and the others' first lines; the answer is the flat merge's,
    and every side is still named."""
    from llm_status.triage import diagnosis, rollup, summaries

    specs = echo_cascade(tmp_path / "logs", nodes=60, echoes=20)
    paths = []
    for spec in specs:
        path = tmp_path / f"{spec.split('=')[0]}.json"
        path.write_text(summary_of([spec]), "utf-8")
        paths.append(str(path))
    flat = triage(paths)
    held: list[int] = []
    add = rollup.Pool.add

    def counted(pool, sources, events):
        add(pool, sources, events)
        held.append(len(pool.events))

    monkeypatch.setattr(rollup.Pool, "add", counted)
    monkeypatch.setattr(rollup, "WHOLE_SIDES", 7)
    monkeypatch.setattr(summaries, "WHOLE_SIDES", 7)
    monkeypatch.setattr(diagnosis, "WHOLE_SIDES", 7)  # the number its sentence says
    streamed = triage(paths)
    assert len(held) == 60
    # A rack of whole sides, the three the answer stands on, and one first line a node.
    assert max(held) <= (7 + 1 + 3) * 20 + 60
    assert max(held) < len(flat.events) / 3, (max(held), len(flat.events))
    assert streamed.first_node == flat.first_node
    assert streamed.first_node["side"] == "node-042"
    raw, merged = record_of(flat, "en"), record_of(streamed, "en")
    _same(raw, merged)
    assert sorted(s["label"] for s in merged["sources"]) == sorted(
        s["label"] for s in raw["sources"]
    )
    reduced = [m for m in merged["missing"] if m["key"] == "missing_reduced"]
    # Whole: the sides the answer stands on and those read since the last roll-up.
    assert len(reduced) == 1 and 60 - (7 + 3) <= len(reduced[0]["sides"]) < 60
    assert "node-042" not in reduced[0]["sides"]
    assert "past 7 sides of summaries" in reduced[0]["says"]
    assert any("超过7端" in m["says"] for m in record_of(streamed, "zh")["missing"])
    assert not any(m["key"] == "missing_reduced" for m in raw["missing"])
