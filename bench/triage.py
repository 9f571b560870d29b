"""How fast triage reads both ends' logs: MB/s per core (CPU time) against ``grep -c
ERROR`` on the same files, peak memory from 10 MB to 1 GB a side, and merging 500
nodes' summaries.

The logs are synthetic and reproducible: plog INFO lines of HIXL, HCCL, GE and the
runtime, an inference framework's request lines (prompts that hold "error", "timeout",
503900), the statistic lines of transfers that went through, and, once a side, a
failure: prefill fails to register its memory, decode waits for the socket and fails
to connect.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from common import BIN, table, timed

SIZES_MB = (10, 100, 1000)
SUMMARIES = 500

_NOISE = (
    "[INFO] HIXL({pid},python):2026-03-12-10:{mm}:{ss}.123.456 [engine.cc:{n}]{tid} Transfer: "
    "transfer {n} finished, cost {n} us, blocks {n}",
    "[INFO] HCCL({pid},python):2026-03-12-10:{mm}:{ss}.223.456 [transport.cc:{n}]{tid} Send: "
    "rank {n} send {n} bytes to rank {n}",
    "[INFO] GE({pid},python):2026-03-12-10:{mm}:{ss}.323.456 [graph_manager.cc:{n}]{tid} RunGraph: "
    "graph {n} executed, time cost {n} us.",
    "[WARNING] RUNTIME({pid},python):2026-03-12-10:{mm}:{ss}.423.456 [stream.cc:{n}]{tid} Sync: "
    "stream {n} sync wait {n} ms",
    "INFO 03-12 10:{mm}:{ss} [engine.py:{n}] Received request cmpl-{n}: prompt: 'why does my "
    "job fail with error 503900 after a timeout?'",
    "[EVENT] HIXL({pid},python):2026-03-12-10:{mm}:{ss}.523.456 [statistic.cc:{n}]{tid} Dump: "
    "Direct transfer statistic info: count {n}, avg {n} us",
)
_FAILURE = {
    "P": [
        "[ERROR] HIXL({pid},python):2026-03-12-10:59:58.100.000 [adxl_engine.cc:310]{tid} "
        "RegisterMem: ErrorNo: 503900 Failed to register mem, type:1, addr:0x12c0000, size:4096",
        "[INFO] HCCL({pid},python):2026-03-12-10:59:59.900.000 [hccl_comm.cc:412]{tid} "
        "HcclCommPrepare: Entry-HcclCommPrepare comm[10.0.0.2:16000_10.0.0.1:16000] timeout:3000 ms",
    ],
    "D": [
        "[INFO] HCCL({pid},python):2026-03-12-10:59:56.000.000 [hccl_comm.cc:412]{tid} "
        "HcclCommPrepare: Entry-HcclCommPrepare comm[10.0.0.2:16000_10.0.0.1:16000] timeout:3000 ms",
        "[ERROR] HCCL({pid},python):2026-03-12-10:59:59.000.000 [hccl_socket_manager.cc:233]{tid} "
        "WaitLinkEstablish: wait socket establish timeout, comm[10.0.0.2:16000_10.0.0.1:16000]",
        "[ERROR] HIXL({pid},python):2026-03-12-10:59:59.100.000 [adxl_inner_engine.cc:352]{tid} "
        "Connect: ErrorNo: 503900 Failed to connect, remote engine:10.0.0.1:16000, timeout:3000 ms",
    ],
}


def write_side(folder: Path, side: str, megabytes: int, seed: int) -> Path:
    """A side's plog folder of about ``megabytes``, its failure near the end."""
    rnd = random.Random(seed)
    plog = folder / side / "plog"
    plog.mkdir(parents=True)
    pid = 1001 if side == "P" else 2002
    chunk = []
    for _ in range(20_000):
        text = rnd.choice(_NOISE).format(
            pid=pid,
            tid=pid + 1,
            mm=f"{rnd.randint(0, 58):02d}",
            ss=f"{rnd.randint(0, 59):02d}",
            n=rnd.randint(1, 99999),
        )
        chunk.append(text)
    block = ("\n".join(chunk) + "\n").encode()
    target = megabytes * 2**20
    with (plog / f"plog-{pid}_1.log").open("wb") as out:
        while out.tell() + len(block) < target:
            out.write(block)
        for line in _FAILURE[side]:
            out.write((line.format(pid=pid, tid=pid + 1) + "\n").encode())
    return folder / side


def _in_the_page(root: Path, site: Path) -> tuple[float, float, int]:
    """Seconds from the triage page's button to its report, both sides' folders chosen
    (the site built here, served, in Debian's Chromium): the first run (the engine
    downloaded and started) and the next (the engine running), and the bytes of the
    engine the first run took from the site."""
    from playwright.sync_api import sync_playwright
    from support.browser import CHROMIUM, CHROMIUM_FLAGS, LAPTOP, serve
    from support.sitebuild import build

    if not site.exists():
        build(site)
    sent: list = []
    runs = []
    with serve(site, sent=sent) as url, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
        page = browser.new_page(viewport=LAPTOP)
        page.goto(url + "triage/")
        page.wait_for_selector("#llm-triage.llm-triage--ready")
        sides = page.locator(".llm-triage__side")
        for n, side in enumerate(("P", "D")):
            sides.nth(n).locator("input[webkitdirectory]").set_input_files(root / side)
        for _ in range(2):
            start = time.perf_counter()
            page.click(".llm-triage__run")
            page.wait_for_function(
                "() => (document.getElementById('llm-triage').result || {}).record", timeout=600_000
            )
            runs.append(time.perf_counter() - start)
        browser.close()
    engine = sum(size for path, _, size in sent if "/assets/engine/" in path)
    return runs[0], runs[1], engine


def _cpu_rate(command: list[str], megabytes: float) -> tuple[float, float, int]:
    run = timed(command)
    return megabytes / run.cpu, run.wall, run.peak


def run() -> str:
    llm_status = str(BIN / "llm-status")
    speed, memory = [], []
    with tempfile.TemporaryDirectory() as tmp:
        for size in SIZES_MB:
            root = Path(tmp) / str(size)
            p = write_side(root, "P", size, 1)
            d = write_side(root, "D", size, 2)
            files = [str(f) for f in sorted(root.rglob("*.log"))]
            size_bytes = sum(Path(f).stat().st_size for f in files)
            total = size_bytes / 2**20  # MiB, as the input is shown
            rate, wall, peak = _cpu_rate(
                [llm_status, "triage", f"P={p}", f"D={d}"], size_bytes / 1e6
            )
            grep = timed(["grep", "-c", "ERROR", *files])
            if size == 100:
                first, page, engine = _in_the_page(root, Path(tmp) / "site")
            memory.append([f"{total:,.0f} MiB", f"{peak / 2**20:.0f} MiB", f"{wall:.1f} s"])
            if size == 100:
                speed = [
                    [
                        "`llm-status triage P=... D=...` (reads, merges, diagnoses)",
                        f"{rate:,.0f} MB/s per core",
                        f"{total:,.0f} MiB in {wall:.1f} s",
                    ],
                    [
                        "the site's triage page, the same folders (the package in Pyodide, "
                        "in Chromium's worker), its engine running",
                        f"{size_bytes / 1e6 / page:,.0f} MB/s",
                        f"{total:,.0f} MiB in {page:.1f} s: {page / wall:.1f}× the command's "
                        "wall time",
                    ],
                    [
                        "the same, the first run of a page (the engine fetched and started)",
                        f"{size_bytes / 1e6 / first:,.0f} MB/s",
                        f"{total:,.0f} MiB in {first:.1f} s, {engine / 1e6:.1f} MB of engine "
                        "fetched from the site (a second visit: none)",
                    ],
                    [
                        "`grep -c ERROR` on the same files, for scale",
                        f"{size_bytes / 1e6 / grep.cpu:,.0f} MB/s per core",
                        f"triage takes {(size_bytes / 1e6 / rate) / grep.cpu:.1f}× grep's CPU time",
                    ],
                ]
            for side in (p, d):
                subprocess.run(["rm", "-rf", str(side)], check=True)
        merges = _merge_summaries(Path(tmp), llm_status)
        long_lines = _one_long_line(Path(tmp), llm_status)
    return (
        "### Triage (two sides, mostly INFO noise, one failure a side)\n\n"
        + table(["what", "speed", "note"], speed)
        + "\n\nPeak resident memory by input size (both sides together):\n\n"
        + table(["input", "peak memory", "wall"], memory)
        + f"\n\nMerging {SUMMARIES} nodes' summaries (`llm-status triage node-*.json`):\n\n"
        + table(["each node", "events a summary", "a summary", "merging 500"], merges)
        + "\n\nOne line with no break, `ERROR ` over and over (the adversarial review's L11: "
        "read in pieces of 1 to 2 MiB (a block, and what was left of the one before), each counted once at most):\n\n"
        + table(
            ["line", "triage CPU", "grep -c ERROR CPU", "ratio to grep", "errors counted"],
            long_lines,
        )
        + "\n"
    )


def _one_long_line(tmp: Path, llm_status: str) -> list[list[str]]:
    """Triage of one file holding one line of 30 MB and of 120 MB: its CPU time against
    grep's, and how many errors it counts (one a piece at most)."""
    rows = []
    for megabytes in (30, 120):
        log = tmp / f"long-{megabytes}" / "plog-1.log"
        log.parent.mkdir()
        log.write_bytes(b"ERROR " * (megabytes * 2**20 // 6) + b"\n")
        run = timed([llm_status, "triage", f"D={log.parent}", "--json"])
        grep = timed(["grep", "-c", "ERROR", str(log)])
        record = json.loads(
            subprocess.run(
                [llm_status, "triage", f"D={log.parent}", "--json"], capture_output=True, text=True
            ).stdout
        )
        errors = record["sources"][0]["counts"]["errors"]
        rows.append(
            [
                f"{megabytes} MiB",
                f"{run.cpu:.1f} s",
                f"{grep.cpu:.2f} s",
                f"{run.cpu / grep.cpu:,.0f}×",
                f"{errors}",
            ]
        )
        log.unlink()
    return rows


def _merge_summaries(tmp: Path, llm_status: str) -> list[list[str]]:
    """Seconds to triage 500 nodes' summaries: of a node with one failure, and of a
    node of a failing hour (a link set-up a minute on each of its 16 devices, every one
    entered with HcclCommPrepare at INFO, and the failure retried 60 times)."""
    rows = []
    for name, extra in (("one failure", ()), ("a failing hour", _failing_hour())):
        p = write_side(tmp / name, "P", 1, 3)
        with next(p.rglob("*.log")).open("a", encoding="utf-8") as log:
            log.writelines(line + "\n" for line in extra)
        text = subprocess.run(
            [llm_status, "triage", f"P={p}", "--summary"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        events = len(json.loads(text)["events"])
        folder = tmp / name / "summaries"
        folder.mkdir()
        for i in range(SUMMARIES):
            node = f"node-{i:03d}"
            # Each node its own label and addresses, as a cluster's nodes are.
            mine = text.replace('"P"', json.dumps(node)).replace(
                "10.0.0.", f"10.{i // 250}.{i % 250}."
            )
            (folder / f"{node}.json").write_text(mine, "utf-8")
        start = time.perf_counter()
        done = subprocess.run(
            [llm_status, "triage", *sorted(str(f) for f in folder.iterdir())],
            capture_output=True,
            text=True,
        )
        seconds = time.perf_counter() - start
        if done.returncode != 0 or "node-499" not in done.stdout:
            raise SystemExit(f"bench/triage.py: merging summaries failed: {done.stderr}")
        rows.append([name, f"{events:,}", f"{len(text) / 1024:,.0f} KiB", f"{seconds:.1f} s"])
    return rows


def _failing_hour() -> list[str]:
    stamp = "[{level}] {module}(1001,python):2026-03-12-11:{mm:02d}:{ss:02d}.{ms:03d}.000 "
    lines = []
    for minute in range(60):
        for device in range(16):
            comm = f"10.0.0.2:{16000 + device}_10.0.1.{minute}:{16000 + device}"
            lines.append(
                stamp.format(level="INFO", module="HCCL", mm=minute, ss=device, ms=0)
                + f"[hccl_comm.cc:412]1002 HcclCommPrepare: Entry-HcclCommPrepare comm[{comm}] "
                "timeout:3000 ms"
            )
        for line in _FAILURE["D"][1:]:
            lines.append(
                stamp.format(level="ERROR", module="HIXL", mm=minute, ss=30, ms=0)
                + line.split(" ", 2)[2].format(tid=1002)
            )
    return lines


if __name__ == "__main__":
    if "--quick" in sys.argv:
        SIZES_MB = (10, 100)
    print(run())
