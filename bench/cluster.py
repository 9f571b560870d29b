"""A cluster, not a pair (issue 33): a node's summary against the size of its logs, and
merging 50, 500 and 5,000 nodes' summaries, with the growth from one to the next.

A node's logs are synthetic and reproducible: bench/triage.py's INFO noise, one failure
(a socket that never came up), then a storm of its echoes, one error line a second for
as long as the size asks (a tenth of the lines). ``grep -c ERROR`` on the same file is
the reference of speed; the merge's reference is the 50 nodes' merge (a linear merge
grows 10x from 50 to 500).

    python bench/cluster.py            # 1 MB to 1 GB, and 50, 500 and 5,000 nodes
    python bench/cluster.py --quick    # 1 MB to 100 MB, and 50 and 500 nodes
"""

from __future__ import annotations

import json
import random
import sys
import tempfile
from datetime import datetime, timedelta
from pathlib import Path

from common import BIN, table, timed
from triage import _NOISE

from llm_status.triage.summaries import WHOLE_SIDES

SIZES_MB = (1, 10, 100, 1000)
NODES = (50, 500, 5000)
FIRST = (
    "[ERROR] HCCL(1001,python):2026-03-12-10:00:00.100.000 [hccl_socket_manager.cc:233]1002 "
    "WaitLinkEstablish: wait socket establish timeout, comm[10.0.0.2:16000_10.0.0.1:16000]"
)
ECHO = (
    "[ERROR] HCCL(1001,python):{stamp} [hccl_comm.cc:77]1002 Transport init error! createLink "
    "para error, rank[{rank}] remote rank[{peer}] ip[10.0.0.{host}]"
)


def write_node(folder: Path, megabytes: int, seed: int) -> Path:
    """A node's plog of about ``megabytes``: noise, the failure, then a storm of echoes."""
    rnd = random.Random(seed)
    plog = folder / "plog"
    plog.mkdir(parents=True)
    start = datetime(2026, 3, 12, 10, 0, 0)
    target = megabytes * 2**20
    written, second = 0, 0
    with (plog / "plog-1001_1.log").open("w", encoding="utf-8") as out:
        out.write(FIRST + "\n")
        while written < target:
            lines = []
            for _ in range(9):
                lines.append(
                    rnd.choice(_NOISE).format(
                        pid=1001, tid=1002, mm="00", ss="00", n=rnd.randint(1, 99999)
                    )
                )
            second += 1
            moment = start + timedelta(seconds=second)
            stamp = moment.strftime("%Y-%m-%d-%H:%M:%S") + ".200.000"
            lines.append(
                ECHO.format(stamp=stamp, rank=second % 8, peer=(second + 1) % 8, host=second % 250)
            )
            block = "\n".join(lines) + "\n"
            out.write(block)
            written += len(block)
    return folder


def run(quick: bool = False) -> str:
    llm_status = str(BIN / "llm-status")
    sizes = SIZES_MB[:3] if quick else SIZES_MB
    nodes = NODES[:2] if quick else NODES
    rows, merges, trees = [], [], []
    with tempfile.TemporaryDirectory() as tmp:
        summary_text = ""
        for size in sizes:
            node = write_node(Path(tmp) / f"node-{size}", size, size)
            log = next(node.rglob("*.log"))
            mb = log.stat().st_size / 1e6
            out = Path(tmp) / f"node-{size}.json"
            run_ = timed([llm_status, "triage", f"node={node}", "--summary"])
            text = _summary(llm_status, node)
            out.write_text(text, "utf-8")
            grep = timed(["grep", "-c", "ERROR", str(log)])
            rows.append(
                [
                    f"{mb:,.0f} MB",
                    f"{sum(1 + e.get('repeats', 0) for e in json.loads(text)['events']):,}",
                    f"{len(text.encode()) / 1024:,.0f} KiB",
                    f"{run_.wall:.1f} s",
                    f"{run_.peak / 2**20:.0f} MiB",
                    f"{run_.cpu / grep.cpu:.0f}×",
                ]
            )
            if size == 10:
                summary_text = text
            log.unlink()
        previous = None
        for count in nodes:
            folder = Path(tmp) / f"merge-{count}"
            folder.mkdir()
            for i in range(count):
                name = f"node-{i:04d}"
                mine = summary_text.replace('"node"', json.dumps(name))
                (folder / f"{name}.json").write_text(mine, "utf-8")
            report = Path(tmp) / f"report-{count}.json"
            files = sorted(str(f) for f in folder.iterdir())
            run_ = timed(
                ["sh", "-c", f'"{llm_status}" triage --json "$@" > "{report}"', "-", *files]
            )
            growth = f"{run_.wall / previous.wall:.1f}×" if previous else "-"
            # Memory against the nodes: a merge that held every node's events grows as they do.
            held = f"{run_.peak / previous.peak:.2f}×" if previous else "-"
            merges.append(
                [
                    f"{count:,}",
                    f"{run_.wall:.1f} s",
                    f"{run_.peak / 2**20:.0f} MiB",
                    f"{report.stat().st_size / 1e6:.1f} MB",
                    growth,
                    held,
                ]
            )
            previous = run_
            trees.append(tree_merge(llm_status, folder, count))
            for f in folder.iterdir():
                f.unlink()
        chains = chain_growth(llm_status, Path(tmp))
    return (
        "### A cluster (issue 33)\n\n"
        "A node's summary against the size of its logs (`llm-status triage node=... "
        "--summary`; a tenth of the lines a storm of one error, a second apart):\n\n"
        + table(
            [
                "node's log",
                "its error lines",
                "summary",
                "wall",
                "peak memory",
                "CPU vs grep -c ERROR",
            ],
            rows,
        )
        + "\n\nMerging the 10 MB node's summary, each node its own name (`llm-status triage "
        "--json node-*.json`; growth: the wall time, and the peak memory, against the row "
        f"before, which had a tenth of the nodes; past {WHOLE_SIDES} sides triage rolls up "
        "what it has read, so memory should stay near 1×):\n\n"
        + table(
            ["nodes", "wall", "peak memory", "the JSON record", "growth", "memory growth"], merges
        )
        + "\n\nThe same nodes merged up a tree, as a cluster of thousands would be: racks of "
        f"{RACK} nodes each summarised (`llm-status triage --summary node-*.json`, one a rack, "
        "as they would run side by side), then the racks' summaries merged into one report:\n\n"
        + table(
            [
                "nodes",
                "a rack's summary: wall",
                "its size",
                "the racks' merge: wall",
                "peak memory",
                "the JSON record",
            ],
            trees,
        )
        + "\n\nOne thread's chain of error lines, a second apart (`llm-status triage node=...`; "
        "growth against the row before; a linear chain grows 2×):\n\n"
        + table(["chained lines", "wall", "growth"], chains)
        + "\n"
    )


RACK = 100  # nodes a rack's summary of summaries holds


def tree_merge(llm_status: str, folder: Path, count: int) -> list[str]:
    """``count`` node summaries (in ``folder``) merged up a tree: each rack of ``RACK``
    into one summary, then the racks into one report. The slowest rack, the largest rack
    summary, the final merge, the peak memory of any step and the report's size."""
    racks = folder.parent / f"racks-{count}"
    racks.mkdir()
    files = sorted(str(f) for f in folder.iterdir())
    walls, sizes, peaks = [], [], []
    for r in range(0, count, RACK):
        out = racks / f"rack-{r // RACK:03d}.json"
        cmd = f'"{llm_status}" triage --summary "$@" > "{out}"'
        run_ = timed(["sh", "-c", cmd, "-", *files[r : r + RACK]])
        walls.append(run_.wall)
        peaks.append(run_.peak)
        sizes.append(out.stat().st_size)
    report = folder.parent / f"tree-{count}.json"
    cmd = f'"{llm_status}" triage --json "$@" > "{report}"'
    final = timed(["sh", "-c", cmd, "-", *sorted(str(f) for f in racks.iterdir())])
    for f in racks.iterdir():
        f.unlink()
    return [
        f"{count:,}",
        f"{max(walls):.1f} s",
        f"{max(sizes) / 1024:,.0f} KiB",
        f"{final.wall:.1f} s",
        f"{max([*peaks, final.peak]) / 2**20:.0f} MiB",
        f"{report.stat().st_size / 1e6:.1f} MB",
    ]


CHAINS = (5_000, 10_000, 20_000)


def chain_growth(llm_status: str, tmp: Path) -> list[list[str]]:
    """Seconds to triage one thread's chain of 5,000, 10,000 and 20,000 error lines, each
    a second after the one before (one chain of them all), against the one before."""
    rows, previous = [], None
    for count in CHAINS:
        folder = tmp / f"chain-{count}" / "plog"
        folder.mkdir(parents=True)
        start = datetime(2026, 3, 12, 10, 0, 0)
        lines = [FIRST]
        for i in range(count - 1):
            stamp = (start + timedelta(seconds=1 + i)).strftime("%Y-%m-%d-%H:%M:%S") + ".200.000"
            lines.append(ECHO.format(stamp=stamp, rank=i % 8, peer=(i + 1) % 8, host=i % 250))
        (folder / "plog-1001_1.log").write_text("\n".join(lines) + "\n", "utf-8")
        run_ = timed([llm_status, "triage", f"node={folder.parent}"])
        growth = f"{run_.wall / previous:.1f}×" if previous else "-"
        rows.append([f"{count:,}", f"{run_.wall:.1f} s", growth])
        previous = run_.wall
    return rows


def _summary(llm_status: str, node: Path) -> str:
    import subprocess

    return subprocess.run(
        [llm_status, "triage", f"node={node}", "--summary"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout


if __name__ == "__main__":
    print(run(quick="--quick" in sys.argv[1:]))
