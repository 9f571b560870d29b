"""Every front names the same codes in a line (issue 49): ``explain`` on the line, ``decode
--json`` and triage's event of the line alone name one set of codes, read once by the
reading floor (``llm_status.reading``), over every corpus the tests hold: the real lines
and excerpts people pasted, the decoder's shared vectors, a head of every error-manager
code in each form its blocks take, and every neighbour's message. A line that names a
failure code is never "no error line" to triage."""

from __future__ import annotations

import csv
import json
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest

from llm_status.reading import KINDS, findings_of_line, keys
from llm_status.registry import error_manager, neighbour_contexts
from llm_status.triage import gather
from llm_status.triage.diagnosis import diagnose
from llm_status.triage.record import record_of

DATA = Path(__file__).parent / "data"
SCRIPT = Path(sys.executable).with_name("llm-status")
csv.field_size_limit(1 << 30)


def _tsv_lines(path: Path) -> list[str]:
    with path.open(encoding="utf-8", newline="") as file:
        return [row["line"] for row in csv.DictReader(file, delimiter="\t", quoting=csv.QUOTE_NONE)]


def _headers() -> list[str]:
    """A head of every error-manager code, in each form upstream's blocks take it (the
    shared real lines show each): PID and clock, a clock alone, none, the code in a title."""
    lines = []
    for code in sorted({entry.code for entry in error_manager.entries()}):
        lines += [
            f"{code}: [PID: 4711] 2025-04-08-18:07:20.444.436 Something failed.",
            f"{code}: 2024-05-21-11:57:54.167.645 Something failed.",
            f"{code}: Inner Error!",
            f"[PID: 758] 2026-05-08-03:20:31.921.533 Invalid_Argument({code}): Something failed.",
            f"[rank1]: {code}: [PID: 4711] 2025-04-08-18:07:20.444.436 Something failed.",
        ]
    return lines


def site_lines(levels: str) -> list[tuple[object, str]]:
    """A line of each site where Mooncake's source logs a Store ErrorCode (its catalogue,
    mooncake-store-sites.tsv) at one of ``levels``, as glog prints it: its level, file
    and line, the site's words, a code (each of the Store's names in turn, or -707 where
    it prints a value), and its words after."""
    names = neighbour_contexts.STORE_NAMES
    lines = []
    for index, site in enumerate(neighbour_contexts.SITES):
        if site.level not in levels or not site.before:
            continue
        if site.form == "value" and not site.before.endswith("="):
            continue  # a number after ": " can be anything: not read (neighbour_contexts)
        code = names[index % len(names)] if site.form == "name" else "-707"
        file = site.path.rsplit("/", 1)[1]
        prefix = f"{site.level}1202 10:41:07.372946 5127 {file}:{site.line}] "
        lines.append((site, prefix + site.before + code + site.after))
    return lines


@cache
def corpus() -> tuple[str, ...]:
    lines = _tsv_lines(DATA / "real-logs" / "lines.tsv")
    lines += _tsv_lines(DATA / "real-logs" / "lines-2026-12-04.tsv")
    lines += _tsv_lines(DATA / "real-logs" / "more-lines.tsv")
    for folder in ("excerpts", "excerpts-2026-12-04"):
        for path in sorted((DATA / "real-logs" / folder).glob("*.log")):
            lines += path.read_text("utf-8", errors="replace").splitlines()
    for row in (DATA / "log-lines.tsv").read_text("utf-8").splitlines():
        if row and not row.startswith("#"):
            lines.append(row.split("\t")[0])
    lines += _headers()
    lines += [context.example for context in neighbour_contexts.CONTEXTS]
    # Mooncake's errors, at every site its source logs a Store code (a warning or an INFO
    # line is kept by triage only by its anchors: below).
    lines += [line for _, line in site_lines("EF")]
    # A value in LLM-DataDist's range that is no code's (decode shows it, as unknown).
    lines.append("PullKvBlocks failed, ret = 1343270999")
    return tuple(dict.fromkeys(line for line in lines if line.strip()))


def _decode_json(lines: list[str]) -> list[dict]:
    done = subprocess.run(
        [SCRIPT, "decode", "--json"],
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode in (0, 1), done.stderr
    return [json.loads(row) for row in done.stdout.splitlines()]


@cache
def decoded() -> dict[int, frozenset[str]]:
    """Each corpus line's keys, as ``decode --json`` names them (one run over them all:
    its line numbers are the corpus's)."""
    found = {}
    for record in _decode_json(list(corpus())):
        assert {f["kind"] for f in record["findings"]} <= set(KINDS)
        found[record["line_no"] - 1] = frozenset(
            f["key"] for f in record["findings"] if f["kind"] != "unknown"
        )
    return found


def _triaged(line: str, folder: Path) -> tuple[frozenset[str], object]:
    path = folder / "one.log"
    path.write_text(line + "\n", "utf-8")
    _, sources, events = gather([f"X={path}"], "en")
    named: set[str] = set()
    for event in events:
        named |= {*event.codes, *event.lower, *event.neighbours}
        named |= {x for x in (event.em, event.torch) if x}
    return frozenset(named), diagnose(sources, events)


def test_the_corpus_is_every_kind_of_code():
    kinds = {f.kind for line in corpus() for f in findings_of_line(line)}
    assert kinds == set(KINDS), kinds


def test_explain_decode_and_triage_name_the_same_codes_in_every_corpus_line(tmp_path):
    by_decode = decoded()
    differ = []
    silent = []
    for index, line in enumerate(corpus()):
        mine = keys(findings_of_line(line))
        theirs = by_decode.get(index, frozenset())
        triaged, found = _triaged(line, tmp_path)
        if not mine == theirs == triaged:
            differ.append((line[:100], sorted(mine), sorted(theirs), sorted(triaged)))
        # A failure code: not a success, nor the error manager's warning (W11001); in a
        # line whose own program did not state it below an error (Mooncake's glog W line
        # is its warning: kept and named, not an error of ours to call).
        failures = {k for k in mine if not k.endswith("SUCCESS") and not k.startswith("W")}
        stated_below = any(e.level in ("WARNING", "INFO", "DEBUG") for e in found.events)
        if failures and not stated_below and found.first_failure is found.first_error is None:
            silent.append((line[:100], sorted(failures)))
    assert not differ, f"{len(differ)} lines: {differ[:5]}"
    assert not silent, f"{len(silent)} lines: {silent[:5]}"


def test_every_site_mooncake_logs_a_store_code_at_is_read_and_named_by_its_site():
    """Each catalogued site, at any level: read by the reading floor and by decode, its
    code named, and the site glog's prefix names said as where it was printed."""
    lines = site_lines("EWIF")
    assert len(lines) > 200  # the catalogue, not a few messages by hand
    by_decode = _decode_json([line for _, line in lines])
    wrong = []
    for (site, line), record in zip(lines, by_decode, strict=True):
        found = [f for f in findings_of_line(line) if f.family == "mooncake-store"]
        decoded_keys = {f["key"] for f in record["findings"]}
        if len(found) != 1 or decoded_keys != {found[0].key}:
            wrong.append((line, found, decoded_keys))
        elif f"{site.path}:{site.line}" not in found[0].ref.context.printed_by:
            wrong.append((line, found[0].ref.context.printed_by))
    assert not wrong, wrong[:3]


def test_a_store_name_in_words_no_site_prints_is_not_read_as_a_code():
    for line in (
        "E1202 10:41:07.372946 5127 client_service.cpp:3737] retrying SEGMENT_NOT_FOUND later",
        "MountLocalDiskSegment failed, error code is SEGMENT_NOT_FOUND",  # no glog prefix
        "E1202 10:41:07.372946 5127 client_service.cpp:3737] Failed to revoke lease: -707",
    ):
        assert not [f for f in findings_of_line(line) if f.family == "mooncake-store"], line


@pytest.mark.parametrize(
    "line",
    [
        "PullKvBlocks failed, ret = 1343270938",
        "[ERROR] 2024-05-21-11:57:54 (PID:927000, Device:3, RankID:3) ERR02200 DIST call hccl api failed.",
        "EI9999: Inner Error!",
        "Call aclrt api failed, ret: 0x7BCA6",
    ],
)
def test_explain_json_of_a_line_lists_the_findings_decode_json_lists(line):
    explained = subprocess.run(
        [SCRIPT, "explain", line, "--json"], capture_output=True, text=True, check=False
    )
    assert explained.returncode == 0, explained.stderr
    (decoded_record,) = _decode_json([line])
    assert json.loads(explained.stdout)["findings"] == decoded_record["findings"]
    for finding in decoded_record["findings"]:
        assert finding["page"].startswith("https://llm-status.github.io/")


def test_decode_json_is_one_record_a_line_with_the_files_name_of_several(tmp_path):
    (tmp_path / "p.log").write_text("ok\nret = 1343270938\n")
    (tmp_path / "d.log").write_text("Failed to connect to target: 10.0.0.7:20064, status: 503900\n")
    done = subprocess.run(
        [SCRIPT, "decode", "--json", "p.log", "d.log"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    records = [json.loads(row) for row in done.stdout.splitlines()]
    assert [(r["file"], r["line_no"]) for r in records] == [("p.log", 2), ("d.log", 1)]
    assert [f["key"] for r in records for f in r["findings"]] == ["LLM_TIMEOUT", "hixl::FAILED"]
    nothing = subprocess.run(
        [SCRIPT, "decode", "--json"], input="ok\n", capture_output=True, text=True, check=False
    )
    assert nothing.returncode == 1 and nothing.stdout == ""


@pytest.mark.parametrize(
    ("line", "form", "level", "time", "wrappers"),
    [
        (
            "2026-03-12T02:41:05.100000000Z stderr F [ERROR] HCCL(2002,python):2026-03-12-10:41:05.100.000 "
            "[hccl_socket_manager.cc:233]3001 WaitLinkEstablish: wait socket establish timeout",
            "plog",
            "ERROR",
            "2026-03-12T10:41:05.100000",
            ("kubelet-cri",),
        ),
        (
            "mineru-npu-model-server   | RuntimeError: Engine core initialization failed.",
            "exception",
            "ERROR",
            None,
            ("docker-compose",),
        ),
        (
            "[2024-08-15 03:34:42.482189] [error] [17738] [config.cpp:34] Config: bad",
            "atb",
            "ERROR",
            "2024-08-15T03:34:42.482189",
            (),
        ),
        (
            "[2025-10-12 17:17:33.458+08:00] [26217] [33186] [server] [ERROR] [http_server.cpp:54] : x",
            "mindie-server",
            "ERROR",
            "2025-10-12T17:17:33.458000",
            (),
        ),
        ("INFO     | mineru.backend: started", None, "INFO", None, ()),
    ],
    ids=["kubelet-cri", "docker-compose", "atb", "mindie-server", "not-a-service"],
)
def test_the_frames_people_run_in_are_read(line, form, level, time, wrappers):
    """Kubernetes' container logs (the runtime's UTC clock is not the line's: the plog's
    own local clock is), docker compose's prefix, ATB's and MindIE-Server's frames."""
    from llm_status.triage.events import event_of

    event = event_of("D", "f", 1, line, 2026)
    assert (event.format, event.level, event.time, event.wrappers) == (form, level, time, wrappers)


def test_a_clock_to_the_second_is_an_interval_that_never_comes_first_in_its_second(tmp_path):
    """torch_npu's clock states whole seconds; the error manager's block after it, the
    milliseconds of the same second. The block's line is not after the torch_npu line
    because of a ".000" the log never wrote: in its file, the torch_npu line stands first
    (file order inside the second); against another side's line of that second, it does
    not come first."""
    from llm_status.triage import triage

    d = tmp_path / "d.log"
    d.write_text(
        "[ERROR] 2025-11-26-11:11:13 (PID:1176, Device:0, RankID:-1) ERR00100 PTA call acl api failed.\n"
        "EZ9999[PID: 1176] 2025-11-26-11:11:13.907.262 AclNN_Inner_Error(EZ9999):  Op Pack failed.\n"
    )
    p = tmp_path / "p.log"
    p.write_text(
        "[ERROR] HCCL(7,python):2025-11-26-11:11:13.500.000 [a.cc:1]1 HcclCommInitRootInfo fail, error:7\n"
    )
    found = triage([f"D={d}", f"P={p}"])
    order = [(e.source, e.line_no) for e in found.events]
    assert order.index(("D", 1)) < order.index(("D", 2))  # its file's order
    assert order.index(("P", 1)) < order.index(("D", 1))  # not first before .500
    torch_line = next(e for e in found.events if e.source == "D" and e.line_no == 1)
    assert torch_line.time == "2025-11-26T11:11:13"  # no ".000000" it never wrote
    record = record_of(found, "en")
    assert "2025-11-26T11:11:13" in [e["time"] for e in record["events"]]


def test_a_year_taken_from_a_files_last_change_makes_no_clock_remark(tmp_path):
    """A side of vLLM's year-less lines dated by the file's mtime, beside a plog of
    another year: the report does not say their clocks disagree."""
    import os

    from llm_status.triage import triage

    d = tmp_path / "d.log"
    d.write_text(
        "ERROR 03-12 10:41:05 [engine.py:1] RuntimeError: HcclCommInitRootInfo fail, error:7\n"
    )
    os.utime(d, (1_700_000_000, 1_700_000_000))  # 2023
    p = tmp_path / "p.log"
    p.write_text("[ERROR] HCCL(7,python):2026-03-12-10:41:04.000.000 [a.cc:1]1 x fail, error:7\n")
    found = triage([f"D={d}", f"P={p}"])
    d_files = next(s for s in found.sources if s["label"] == "D")["files"]
    assert d_files[0]["year"]["from"] == "mtime"
    assert not [k for k, _ in found.clocks if k.startswith("clocks_apart")]
