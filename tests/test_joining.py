"""Lines a log split that are one (issue 49, item 3): kubelet's partial CRI lines, and a
paste wrapped at a fixed width, are read as the line they were; every other log is read
as it is, and every line keeps the number grep -n gives it."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from llm_status.reading.joining import joined
from llm_status.triage import triage

DATA = Path(__file__).parent / "data"
EXCERPTS = sorted((DATA / "real-logs").glob("excerpts*/*.log"))
SHARED = Path(__file__).parents[2] / "shared" / "real-logs"


def _all(stream) -> bytes:
    out = b""
    while chunk := stream.read(1 << 20):
        out += chunk
    return out


def _decode(path: Path) -> list[dict]:
    script = Path(sys.executable).with_name("llm-status")
    done = subprocess.run([script, "decode", "--json", str(path)], capture_output=True, text=True)
    return [json.loads(line) for line in done.stdout.splitlines()]


def _found(records: list[dict]) -> set[tuple]:
    return {(f["kind"], f["name"]) for r in records for f in r["findings"]}


def test_kubelets_partial_lines_are_read_as_the_line_they_were(tmp_path):
    """A line kubelet cut into "P" parts and its "F" part: a code cut in two is read
    whole, at the first part's number; the line after keeps its own; another stream's
    line in between is not joined on."""
    log = tmp_path / "0.log"
    log.write_text(
        "2026-03-12T10:41:02.100000000Z stdout F INFO start\n"
        "2026-03-12T10:41:02.200000000Z stderr P Failed to connect, remote engine:10.0.0.2:2000,"
        " ret = 5039\n"
        "2026-03-12T10:41:02.200000001Z stderr F 00\n"
        "2026-03-12T10:41:02.300000000Z stderr F ret = 503900 again\n"
        "2026-03-12T10:41:02.400000000Z stdout P status: 5039\n"
        "2026-03-12T10:41:02.400000001Z stderr F unrelated\n"
        "2026-03-12T10:41:02.400000002Z stdout F 00\n",
        "utf-8",
    )
    records = _decode(log)
    assert [(r["line_no"], [f["value"] for f in r["findings"]]) for r in records] == [
        (2, [503900]),
        (4, [503900]),
    ]
    assert records[0]["text"].endswith("ret = 503900")


def test_a_triage_reads_kubelets_partial_lines_joined(tmp_path):
    log = tmp_path / "0.log"
    log.write_text(
        "2026-03-12T10:41:02.200000000Z stderr P [ERROR] HIXL(2741,python):2026-03-12-10:41:02."
        "123.456 [adxl_inner_engine.cc:120]5678 Connect: Failed to connect, remote engine:10.0."
        "0.2:2000, ret = 50\n"
        "2026-03-12T10:41:02.200000001Z stderr F 3900\n"
        "2026-03-12T10:41:03.000000000Z stdout F INFO after\n",
        "utf-8",
    )
    found = triage([f"P={log}"])
    first = found.first_error
    assert (first.line_no, first.layer) == (1, "HIXL")
    assert first.text.endswith("ret = 503900")


def test_a_container_logs_yearless_clock_takes_the_year_kubelet_wrote(tmp_path):
    """vLLM's "12-31 23:59:58" inside kubelet's "2025-12-31T15:59:58Z": dated 2025 by the
    line itself, not by the file's last change (here set in 2027)."""
    log = tmp_path / "0.log"
    log.write_text(
        "2025-12-31T15:59:57.100000000Z stdout F INFO 12-31 23:59:57 [engine.py:12] start\n"
        "2025-12-31T15:59:58.100000000Z stderr F ERROR 12-31 23:59:58 [worker.py:9] "
        "Mooncake transfer failed for request. remote_request_id=cmpl-1-0, ret=-1.\n",
        "utf-8",
    )
    later = 1_800_000_000  # 2027-01-15
    os.utime(log, (later, later))
    found = triage([f"D={log}"])
    assert found.first_error.time.startswith("2025-12-31T23:59:58")
    files = [f for side in found.sources for f in side["files"]]
    assert files and all(f.get("year") is None for f in files), files


@pytest.mark.parametrize(
    ("line", "time"),
    [
        # A node east of UTC: its new year in kubelet's last day of the old one.
        ("2025-12-31T16:30:00.1Z stderr F ERROR 01-01 00:30:00 [w.py:9] x", "2026-01-01T00:30:00"),
        (
            "2025-12-31T16:30:00.1Z stderr F E0101 00:30:00.123456 5 w.cc:9] x",
            "2026-01-01T00:30:00.123456",
        ),
        # West of UTC: its old year's last evening in kubelet's new year.
        ("2026-01-01T01:00:00.1Z stderr F ERROR 12-31 20:00:00 [w.py:9] x", "2025-12-31T20:00:00"),
        # A line that states its year keeps it.
        (
            "2025-12-31T16:30:00.1Z stderr F [ERROR] HIXL(1,python):2025-12-31-23:59:59.000.000 [a.cc:1] x",
            "2025-12-31T23:59:59",
        ),
    ],
)
def test_a_yearless_clock_is_of_the_year_nearest_kubelets_day(line, time):
    from llm_status.reading.stamp import read_stamp

    assert read_stamp(line).time.startswith(time)


@pytest.mark.parametrize("width", [80, 100, 120])
@pytest.mark.parametrize("excerpt", EXCERPTS, ids=lambda p: p.stem)
def test_a_paste_wrapped_at_a_fixed_width_names_the_codes_of_the_whole(tmp_path, excerpt, width):
    """Each real excerpt folded at a terminal's width (mid-token, as `fold` and a stored
    copy cut): decode names the same codes as in the whole lines, each at the physical
    line where its line starts."""
    folded = tmp_path / "folded.log"
    lines = excerpt.read_text("utf-8").splitlines()
    pieces = [line[at : at + width] for line in lines for at in range(0, max(len(line), 1), width)]
    folded.write_text("\n".join(pieces) + "\n", "utf-8")
    if sum(len(p) == width for p in pieces) < 2:
        pytest.skip("fewer than two lines reach the width: nothing says it was wrapped")
    records = _decode(folded)
    assert _found(records) == _found(_decode(excerpt))
    physical = folded.read_text("utf-8").splitlines()
    for record in records:
        assert record["text"].startswith(physical[record["line_no"] - 1])


def _corpus() -> list[Path]:
    files = [*DATA.rglob("*.log"), *DATA.rglob("*.tsv"), *SHARED.rglob("*")]
    return sorted(p for p in files if p.is_file())


@pytest.mark.parametrize("path", _corpus(), ids=lambda p: p.name)
def test_a_log_that_was_not_split_is_read_as_it_is(path):
    """No corpus file (plogs, tables of npu-smi, the expected TSVs, every real excerpt) is
    joined anywhere: a joining rule that fired on them would change what they say."""
    data = path.read_bytes()
    assert _all(joined(io.BytesIO(data))) == data


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.text(st.sampled_from("ab 1|\t-[]:P"), max_size=60).map(lambda t: t.replace("\n", "")),
        max_size=30,
    ),
    st.sampled_from(["", "2026-03-12T10:41:02.1Z stdout P ", "2026-03-12T10:41:02.1Z stderr F "]),
    st.booleans(),
)
def test_joining_never_changes_how_many_lines_a_log_has(texts, prefix, ends):
    """Whatever the lines, the joined log has as many line ends as the log: a line that
    took others in leaves them empty after it, so every number stays grep -n's."""
    data = "\n".join(prefix + text for text in texts).encode() + (b"\n" if ends else b"")
    out = _all(joined(io.BytesIO(data)))
    assert out.count(b"\n") == data.count(b"\n")


def test_a_stream_read_as_it_comes_still_holds_back_only_a_partial_line():
    """From a pipe, lines come one read at a time: a whole line is passed on at once, a
    "P" part waits for the part that ends it."""

    class Pipe(io.RawIOBase):
        def __init__(self, pieces):
            self.pieces = list(pieces)

        def readable(self):
            return True

        def read1(self, size=-1):
            return self.pieces.pop(0) if self.pieces else b""

        read = read1

    cri = [
        b"2026-03-12T10:41:02.1Z stdout F first\n",
        b"2026-03-12T10:41:02.2Z stdout P sec",
        b"ond\n2026-03-12T10:41:02.3Z stdout F ond\n",
    ]
    stream = joined(Pipe(cri))
    assert stream.read(100) == b"2026-03-12T10:41:02.1Z stdout F first\n"
    assert stream.read(100) == b"2026-03-12T10:41:02.2Z stdout F secondond\n\n"
