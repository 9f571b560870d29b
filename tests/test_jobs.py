"""-j N: decode's files read in worker processes, the output the same as one process
writes, in the files' order; triage's blocks looked through in worker processes, the
report the same; Ctrl-C ends every worker."""

from __future__ import annotations

import os
import signal
import subprocess
import time
from itertools import pairwise
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import given as for_any
from hypothesis import strategies as st
from support.command import SCRIPT, run
from support.synthetic_logs import make_realistic_log
from support.triage_corpus import CASES
from support.triage_page import specs_of
from support.upstream import log_lines

from llm_status.terminal import Style

LINES = [text for text, _, _ in log_lines()]
NOISE = [
    "[INFO] HCCL(7981,python):2026-11-29-10:18:02.223.456 [transport.cc:20]7981 Send: rank 2",
    'INFO:     10.0.0.5:51181 - "POST /v1/completions HTTP/1.1" 200 OK',
    "",
]
# A file as logs come: upstream's lines and other software's, a copytruncate's NULs at
# its start, or nothing at all.
A_FILE = st.tuples(st.booleans(), st.lists(st.sampled_from(LINES + NOISE), max_size=12)).map(
    lambda f: ("\0" * 64 if f[0] else "") + "\n".join(f[1]) + ("\n" if f[1] else "")
)


def _both(*args: str) -> tuple:
    one = run("decode", "-j", "1", *args)
    many = run("decode", "-j", "3", *args)
    return one, many


@settings(
    max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@for_any(st.lists(A_FILE, min_size=2, max_size=5), st.booleans())
def test_the_workers_write_what_one_process_writes(tmp_path, files, as_json):
    paths = []
    for n, text in enumerate(files):
        path = tmp_path / f"{len(list(tmp_path.iterdir()))}-{n}.log"
        path.write_text(text, "utf-8")
        paths.append(str(path))
    one, many = _both(*(["--json"] if as_json else []), *paths)
    assert (many.returncode, many.stdout, many.stderr) == (one.returncode, one.stdout, one.stderr)


# A log of many lines as logs come: a copytruncate's NULs at its start or not, Windows
# line ends or not, a last line with no line end or not, a line longer than a piece.
A_LARGE_LOG = st.tuples(
    st.booleans(),
    st.lists(st.sampled_from([*LINES, *NOISE, "x " * 700]), min_size=20, max_size=80),
    st.sampled_from(["\n", "\r\n"]),
    st.booleans(),
).map(
    lambda f: (("\0" * 300 if f[0] else "") + f[2].join(f[1]) + (f[2] if f[3] else "")).encode(
        "utf-8"
    )
)


@settings(
    max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@for_any(A_LARGE_LOG, st.booleans())
def test_a_large_log_read_in_pieces_writes_what_one_process_writes(
    tmp_path, monkeypatch, capsys, data, as_json
):
    """Issue 53, 4: one large log is read in pieces of whole lines by the workers, each
    from its own first line's number; the output (lines, numbers, what is said of the
    NULs, the exit status) is what one process writes. Pieces of 512 bytes here, so that
    a log of a few KB is many."""
    from llm_status import cli, decode_command

    monkeypatch.setattr(decode_command, "PIECE", 512)
    path = tmp_path / f"{len(list(tmp_path.iterdir()))}.log"
    path.write_bytes(data)
    os.utime(path, (0, 0))  # long written: its last line is whole, in both runs
    said = []
    for jobs in ("1", "3"):
        status = cli.main(["decode", "-j", jobs, *(["--json"] if as_json else []), str(path)])
        out, err = capsys.readouterr()
        said.append((status, out, err))
    assert said[1] == said[0]
    pieces = list(decode_command._pieces(str(path), 3, "en"))
    if pieces != [None]:  # large, and read as it is (not a paste its wide lines say wrapped)
        assert len(data) >= 2 * 512 and len(pieces) > 1 and pieces[-1].end == len(data)
        assert all(a.end == b.start for a, b in pairwise(pieces))


def test_a_compressed_or_joined_log_is_read_whole(tmp_path, monkeypatch, capsys):
    """A .gz, or a kubelet log whose partial lines are joined, reads differently from a
    line's start: it is one piece, read by one worker."""
    import gzip

    from llm_status import cli, decode_command

    monkeypatch.setattr(decode_command, "PIECE", 512)
    text = "\n".join(LINES[:40]).encode()
    (tmp_path / "a.log.gz").write_bytes(gzip.compress(text))
    cri = b"".join(
        b"2026-03-12T10:41:02.1Z stderr F " + line.encode() + b"\n" for line in LINES[:40]
    )
    (tmp_path / "b.log").write_bytes(cri)
    (tmp_path / "c.log").write_bytes(text)
    assert list(decode_command._pieces(str(tmp_path / "a.log.gz"), 3, "en")) == [None]
    assert list(decode_command._pieces(str(tmp_path / "b.log"), 3, "en")) == [None]
    assert len(list(decode_command._pieces(str(tmp_path / "c.log"), 3, "en"))) > 1
    # Each, in pieces or whole, reads as one process reads it.
    for name in ("a.log.gz", "b.log", "c.log"):
        said = []
        for jobs in ("1", "3"):
            status = cli.main(["decode", "-j", jobs, str(tmp_path / name)])
            said.append((status, *capsys.readouterr()))
        assert said[1] == said[0] and said[0][1].count("\n") > 40, name


def test_the_files_order_and_what_is_said_of_each(tmp_path):
    """Three files (the second with a copytruncate's NULs), then one that cannot be read:
    each file's lines after its name, in the order given, the NULs said before the second
    file's lines, the unreadable file said as one line with exit 2, the Prometheus file
    the same."""
    first, second, third = (tmp_path / name for name in ("b.log", "a.log", "c.log"))
    first.write_text("\n".join(LINES[:40]) + "\n", "utf-8")
    second.write_text("\0" * 100 + "\n".join(LINES[40:80]) + "\n", "utf-8")
    third.write_text(make_realistic_log(3000), "utf-8")
    files = [str(first), str(second), str(third)]
    for extra in ([], ["--json"]):
        one_metrics, many_metrics = tmp_path / "one.prom", tmp_path / "many.prom"
        one = run("decode", "-j", "1", "--prometheus", str(one_metrics), *extra, *files)
        many = run("decode", "-j", "3", "--prometheus", str(many_metrics), *extra, *files)
        assert one.returncode == 0 and one.stdout, one.stderr
        assert (many.stdout, many.stderr) == (one.stdout, one.stderr)
        assert many_metrics.read_text("utf-8") == one_metrics.read_text("utf-8")
    plain = run("decode", "-j", "3", *files)
    named = [line.split(":", 1)[0] for line in plain.stdout.splitlines() if line[:1] == "/"]
    assert list(dict.fromkeys(named)) == files  # each file's lines together, in order
    [said] = plain.stderr.splitlines()  # the NULs, said once, of the second file
    assert "a.log" in said and "100 NUL bytes" in said
    missing = str(tmp_path / "gone.log")
    one, many = _both(*files, missing)
    assert one.returncode == many.returncode == 2
    assert (many.stdout, many.stderr) == (one.stdout, one.stderr)
    assert "gone.log" in many.stderr


def test_ctrl_c_ends_every_worker(tmp_path):
    """Ctrl-C, as a terminal sends it to the whole process group: the command says it
    was interrupted, exits 130, and leaves no worker behind."""
    for n in range(4):
        (tmp_path / f"{n}.log").write_text(make_realistic_log(60_000, seed=n), "utf-8")
    files = sorted(str(p) for p in tmp_path.glob("*.log"))
    process = subprocess.Popen(
        [str(SCRIPT), "decode", "-j", "2", *files],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,  # a group of its own, as a terminal's foreground job
    )
    group = process.pid
    deadline = time.monotonic() + 60
    while len(_in_group(group)) < 3 and time.monotonic() < deadline:
        time.sleep(0.05)  # the command and its two workers
    assert len(_in_group(group)) >= 3, "the workers never started"
    os.killpg(group, signal.SIGINT)
    _, stderr = process.communicate(timeout=60)
    assert process.returncode == 130, stderr
    assert stderr.splitlines() == ["llm-status: interrupted"]  # no worker's traceback
    deadline = time.monotonic() + 10
    while _in_group(group) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert _in_group(group) == []


def test_ctrl_c_as_the_first_worker_starts(tmp_path):
    """Ctrl-C the moment the first worker exists, before it can have set itself to ignore
    it: a worker that died of it could hold the pool's queue lock, and the command then
    waited for ever in terminate() (before the fix, 6 runs of 30 hung and 9 printed a
    worker's traceback). Ten times: each ends at once, 130, one line."""
    _two_sides(tmp_path, 40_000, seeds=(5, 6))
    for _ in range(10):
        process = _triage_in_its_group(tmp_path)
        group = process.pid
        deadline = time.monotonic() + 60
        while len(_in_group(group)) < 2 and process.poll() is None:
            assert time.monotonic() < deadline, "no worker started"
            time.sleep(0.001)
        os.killpg(group, signal.SIGINT)
        _, stderr = process.communicate(timeout=60)
        assert process.returncode in (130, 0), stderr  # 0: it had finished
        assert stderr.splitlines() in (["llm-status: interrupted"], []), stderr


def _two_sides(folder: Path, lines: int, seeds: tuple[int, int]) -> None:
    """A realistic log of ``lines`` in each of ``folder``'s P and D."""
    for side, seed in zip("PD", seeds, strict=True):
        (folder / side).mkdir()
        (folder / side / "plog-1.log").write_text(make_realistic_log(lines, seed=seed), "utf-8")


def _triage_in_its_group(folder: Path) -> subprocess.Popen:
    """``triage -j 2`` of ``folder``'s P and D, started as its own process group (whose id
    is its pid), its standard error kept."""
    return subprocess.Popen(
        [str(SCRIPT), "triage", "-j", "2", f"P={folder / 'P'}", f"D={folder / 'D'}"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )


def _in_group(group: int) -> list[int]:
    """The live processes of a process group (zombies, already ended, are not)."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
        except OSError:
            continue
        fields = stat.rsplit(")", 1)[1].split()
        if int(fields[2]) == group and fields[0] != "Z":
            found.append(int(entry))
    return found


# -- triage -j N ----------------------------------------------------------------------


@pytest.mark.parametrize("case", sorted(CASES))
def test_triage_with_workers_says_what_one_process_says(tmp_path, monkeypatch, case):
    """Every case of the triage corpus, read in blocks of 4 KiB (so that many are in
    flight at once), its anchors looked for by two workers: the same report and record,
    and the same summary, as the reader alone makes."""
    from llm_status.triage import sources, summary_of, triage
    from llm_status.triage.record import record_of
    from llm_status.triage.report import lines_of

    given = CASES[case](tmp_path)
    monkeypatch.setattr(sources, "BLOCK", 4096)
    workers = sources.Workers(2)
    try:
        said = []
        for each in (None, workers):
            specs = specs_of(tmp_path, given, monkeypatch)  # standard input again, for a paste
            found = triage(specs, "en", each)
            specs = specs_of(tmp_path, given, monkeypatch)
            summary = summary_of(specs, "zh", None, each)
            said.append((record_of(found, "en"), lines_of(found, "en", Style(None)), summary))
    finally:
        workers.close()
    assert said[1] == said[0]


def test_triage_j_on_the_command_line(tmp_path):
    """A pair of 3 MB sides (three blocks each) with a failure at the end: the report, the
    JSON record and the summary the same with -j 1 and -j 3."""
    for side, seed in (("P", 1), ("D", 2)):
        folder = tmp_path / side
        folder.mkdir()
        noise = make_realistic_log(22_000, seed=seed)
        (folder / "plog-1.log").write_text(noise + "\n".join(LINES[:30]) + "\n", "utf-8")
    sources = [f"P={tmp_path / 'P'}", f"D={tmp_path / 'D'}"]
    for extra in ([], ["--json"], ["--summary"]):
        one = run("triage", "-j", "1", *extra, *sources)
        many = run("triage", "-j", "3", *extra, *sources)
        assert one.stdout and one.returncode in (0, 1), one.stderr
        assert (many.returncode, many.stdout, many.stderr) == (
            one.returncode,
            one.stdout,
            one.stderr,
        )


def test_ctrl_c_ends_triages_workers(tmp_path):
    _two_sides(tmp_path, 150_000, seeds=(3, 4))
    process = _triage_in_its_group(tmp_path)
    group = process.pid
    deadline = time.monotonic() + 60
    while len(_in_group(group)) < 3 and time.monotonic() < deadline:
        time.sleep(0.05)
    assert len(_in_group(group)) >= 3, "the workers never started"
    os.killpg(group, signal.SIGINT)
    _, stderr = process.communicate(timeout=60)
    assert process.returncode == 130, stderr
    assert stderr.splitlines() == ["llm-status: interrupted"]
    deadline = time.monotonic() + 10
    while _in_group(group) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert _in_group(group) == []


def test_the_default_is_the_cores_a_container_may_use(monkeypatch):
    """-j's default: the CPUs this process may run on, and no more than its cgroup's CPU
    quota (a pod limited to one CPU on a node of many starts one process, not dozens)."""
    from llm_status import cores

    mine = len(os.sched_getaffinity(0))
    files = {cores.CPU_MAX: "100000 100000\n"}
    monkeypatch.setattr(cores, "_read", files.get)
    assert cores.usable() == 1
    files[cores.CPU_MAX] = "max 100000\n"
    assert cores.usable() == mine
    files[cores.CPU_MAX] = f"{mine * 300000} 100000\n"  # a quota above the CPUs: the CPUs
    assert cores.usable() == mine
    del files[cores.CPU_MAX]
    files |= {cores.CFS_QUOTA: "50000\n", cores.CFS_PERIOD: "100000\n"}  # cgroup v1, half
    assert cores.usable() == 1
    files.clear()
    files[cores.MEMORY_MAX] = f"{cores.WORKER_MEMORY + 1}\n"  # room for one worker
    assert cores.usable() == 1
    files[cores.MEMORY_MAX] = "max\n"
    assert cores.usable() == mine


def test_decode_reads_here_where_no_folder_can_be_made(tmp_path):
    """A container's read-only root with no writable /tmp: the workers have nowhere to
    write, and decode reads the files in its own process, the output the same."""
    files = []
    for n in range(3):
        path = tmp_path / f"{n}.log"
        path.write_text("\n".join(LINES[n * 20 : n * 20 + 20]) + "\n", "utf-8")
        files.append(str(path))
    nowhere = {"TMPDIR": str(tmp_path / "no-such-folder")}
    one = run("decode", "-j", "1", *files)
    many = run("decode", "-j", "3", *files, env=nowhere)
    assert one.returncode == 0 and one.stdout
    assert (many.returncode, many.stdout, many.stderr) == (one.returncode, one.stdout, one.stderr)
