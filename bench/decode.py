"""How fast a day of logs is read: lines a second, memory by input size, and grep for scale.

The log is synthetic and reproducible (a fixed seed): two lines in three are
the noise of a real node (plog INFO lines of other modules, an inference
framework's progress lines), one in three carries a code or one of upstream's
messages, in the shapes real logs print them (plog ERROR lines with
``ErrorNo:``, ``LLMException`` texts, failed calls with their code).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from common import BIN, checkout, table, timed
from support.synthetic_logs import make_log, make_realistic_log

from llm_status.reading import messages as line_messages

LINES = 100_000
SIZES_MB = (10, 100, 1000)


def grep_pattern() -> str:
    """The same anchors as lines.pattern(), as an extended regular expression for grep."""
    from llm_status.lookup import BY_VALUE

    decimals = sorted({str(v) for v in BY_VALUE if v not in (0, -1)})
    words = sorted(line_messages.matcher().by_keyword)
    anchors = [
        "LLM[_ ]",
        "[Ll][Ll][Mm][Ss][Tt][Aa][Tt][Uu][Ss][Cc][Oo][Dd][Ee]",
        "0[xX][0-9a-fA-F]",
        "5010[bB]0",
        *decimals,
        *words,
    ]
    return r"\b(" + "|".join(anchors) + r")\b"


# The code before the fast path (logs.scan_bytes): the speed targets are ratios to it,
# measured in the same run (a git worktree of that commit, read from its src/).
BASELINE = "88cd364f52e2a5bd91ac4849a1bbd2badee5ce77"
ROOT = Path(__file__).resolve().parents[1]
_LIBRARY = (
    "import io, sys, time\n"
    # Where decode_stream lives: reading/ today, the package's top before (the baseline).
    "try:\n    from llm_status.reading.logs import decode_stream\n"
    "except ImportError:\n    from llm_status.logs import decode_stream\n"
    "data = open(sys.argv[1], 'rb').read(); best = 1e9\n"
    "for _ in range(int(sys.argv[2])):\n"
    "    t = time.perf_counter(); hits = sum(1 for _ in decode_stream(io.BytesIO(data)))\n"
    "    best = min(best, time.perf_counter() - t)\n"
    "print(best, hits)"
)


def _library(path: Path, src: Path, runs: int = 3) -> tuple[float, int]:
    """Seconds of ``decode_stream`` over the file (best of ``runs``, the templates compiled
    by the first), and its hits, with the package of ``src``."""
    done = subprocess.run(
        [sys.executable, "-c", _LIBRARY, str(path), str(runs)],
        env={"PYTHONPATH": str(src), "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        check=True,
    )
    seconds, hits = done.stdout.split()
    return float(seconds), int(hits)


def _command(path: Path, src: Path) -> float:
    """Wall seconds of ``llm-status decode FILE`` (output to a file), best of 3."""
    command = [sys.executable, "-m", "llm_status", "decode", str(path)]
    env = {"PYTHONPATH": str(src), "PATH": "/usr/bin:/bin"}
    return min(timed(command, env=env).wall for _ in range(3))


def _grep(path: Path, locale: str) -> tuple[float, str]:
    """``grep -c -E`` with the anchors, its count kept (written, not sent to /dev/null)."""
    env = {"LC_ALL": locale, "PATH": "/usr/bin:/bin"}
    command = ["grep", "-c", "-E", grep_pattern(), str(path)]
    wall = min(timed(command, env=env).wall for _ in range(3))
    count = subprocess.run(command, env=env, capture_output=True, text=True).stdout.strip()
    return wall, count


def _hostile_per_kb() -> list[list[str]]:
    """Time per KB of the review's backtracking lines and of an ordinary line, 64 KB each."""
    from support.backtracking import hostile, worst_templates

    from llm_status.reading.logs import scan_bytes

    ordinary = (make_realistic_log(600).replace("\n", " ") * 20)[: 64 * 1024]
    rows = []
    worst = worst_templates(10)
    for what, lines in (
        ("ordinary (plog and vLLM words)", [ordinary]),
        (
            "built to backtrack (10 worst templates)",
            [hostile(m.template, 64 * 1024) for m in worst],
        ),
    ):
        start = time.perf_counter()
        for line in lines:
            list(scan_bytes(line.encode()))
        per_kb = (time.perf_counter() - start) / (len(lines) * 64) * 1e6
        rows.append([what, f"{per_kb:,.0f} µs per KB"])
    return rows


def run() -> str:
    current = ROOT / "src"
    with tempfile.TemporaryDirectory() as tmp:
        logs = {
            "realistic": Path(tmp) / "realistic.log",
            "dense": Path(tmp) / "dense.log",
        }
        logs["realistic"].write_text(make_realistic_log(LINES), "utf-8")
        logs["dense"].write_text(make_log(LINES), "utf-8")
        # The commit before the fast path, beside today's (None without git).
        with checkout(BASELINE, Path(tmp) / "baseline") as before_it:
            base = before_it / "src" if before_it is not None else None
            speed = []
            for name, log in logs.items():
                seconds, hits = _library(log, current)
                command = _command(log, current)
                row = [name, f"{hits:,}", f"{LINES / seconds:,.0f} lines/s"]
                if base is not None:
                    before, before_hits = _library(log, base)
                    before_command = _command(log, base)
                    row += [f"{before / seconds:.1f}×", f"{LINES / command:,.0f} lines/s"]
                    row += [f"{before_command / command:.1f}×"]
                    if before_hits != hits:
                        # What a line names has changed since (issues 49-51: another kind's
                        # code, a success at INFO); the fast path's equality is
                        # tests/test_fast_path.py's.
                        row[1] = f"{hits:,} (before: {before_hits:,})"
                else:
                    row += ["(no git)", f"{LINES / command:,.0f} lines/s", "(no git)"]
                for locale in ("C", "C.UTF-8"):
                    wall, count = _grep(log, locale)
                    row.append(f"{LINES / wall:,.0f} lines/s ({count})")
                speed.append(row)
        memory = []
        block = logs["dense"].read_bytes()
        llm_status = str(BIN / "llm-status")
        for size in SIZES_MB:
            big = Path(tmp) / f"{size}MB.log"
            with big.open("wb") as out:
                while out.tell() < size * 2**20:
                    out.write(block)
            measured = timed([llm_status, "decode", str(big)])
            memory.append(
                [
                    f"{big.stat().st_size / 2**20:,.0f} MiB",
                    f"{measured.peak / 2**20:.0f} MiB",
                    f"{measured.wall:.0f} s",
                ]
            )
            big.unlink()
    header = [
        "log",
        "hits",
        "library",
        "library vs before",
        "command",
        "command vs before",
        "grep -c -E, C",
        "grep -c -E, C.UTF-8",
    ]
    return (
        f"### Reading logs ({LINES:,} lines each: realistic, about 1.5% hits; dense, one in "
        "three)\n\n"
        + table(header, speed)
        + "\n\nTime per KB of one 64 KB line (the library):\n\n"
        + table(["line", "time"], _hostile_per_kb())
        + "\n\n`llm-status decode FILE`, peak resident memory by input size:\n\n"
        + table(["input", "peak memory", "wall"], memory)
        + "\n"
    )


def log_size_mb(data: bytes) -> float:
    return len(data) / 1e6


if __name__ == "__main__":
    if shutil.which("grep") is None:
        sys.exit("bench/decode.py: grep is needed, for scale")
    print(run())
