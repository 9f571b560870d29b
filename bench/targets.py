"""Issue 53's per-core targets, each a ratio in one run: decode's and triage's CPU per MB
against the project as the performance review of 2026-12-04 measured it (``REVIEWED``, a
git worktree of that commit, read from its src/), the two run in turn in the same minutes,
and each against grep in the C locale on the same bytes, for scale.

- decode of a realistic log: at most a third of the reviewed CPU per MB;
- triage of a pair: at least twice the reviewed MB/s a core, so at most half its CPU.

Start-up (bench/runtime.py), every core (bench/jobs.py), merge memory (bench/cluster.py)
and the index's bytes (bench/weight.py) are measured where they were.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

from common import ROOT, median, table, timed
from support.synthetic_logs import make_realistic_log
from triage import write_side

REVIEWED = "0fda561"  # the project at the performance review of 2026-12-04
ROUNDS = 3
LINES = 100_000  # the realistic log: about 13 MB
SIDE_MB = 50
# The review's own reference for decode: grep -E with these alternatives, in C.
GREP_DECODE = "(ErrorNo|error code|status: |ret[^a-z])"
TARGETS = {"decode": 1 / 3, "triage": 1 / 2}  # CPU per MB, against the reviewed


def _worktree(tmp: Path) -> Path | None:
    folder = tmp / "reviewed"
    done = subprocess.run(
        ["git", "-C", str(ROOT), "worktree", "add", "--detach", str(folder), REVIEWED],
        capture_output=True,
        text=True,
    )
    return folder if done.returncode == 0 else None


def _command(src: Path, args: list[str]) -> list[str]:
    # -j 1 where the command has it: a core's work, as the targets are per core.
    jobs = ["-j", "1"] if src == ROOT / "src" else []
    return [sys.executable, "-m", "llm_status", args[0], *jobs, *args[1:]]


def _cpu(src: Path, args: list[str]) -> float:
    env = {"PYTHONPATH": str(src), "PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8"}
    return timed(_command(src, args), env=env).cpu


def _interleaved(reviewed: Path, args: list[str], grep: list[str]) -> tuple[float, float, float]:
    """Median CPU seconds of today's command, the reviewed one and grep, in turn, the
    order rotated each round."""
    runs: dict[str, list[float]] = {"today": [], "reviewed": [], "grep": []}
    do = {
        "today": lambda: _cpu(ROOT / "src", args),
        "reviewed": lambda: _cpu(reviewed / "src", args),
        "grep": lambda: timed(grep, env={"LC_ALL": "C", "PATH": "/usr/bin:/bin"}).cpu,
    }
    names = list(do)
    for turn in range(ROUNDS):
        for name in names[turn % 3 :] + names[: turn % 3]:
            runs[name].append(do[name]())
    return median(runs["today"]), median(runs["reviewed"]), median(runs["grep"])


def _row(what: str, size: int, today: float, reviewed: float, grep: float, target: float):
    ratio = today / reviewed
    held = "holds" if ratio <= target else "MISSED"
    return [
        what,
        f"{size / today / 1e6:,.1f} MB/s ({today:.2f} s)",
        f"{size / reviewed / 1e6:,.1f} MB/s ({reviewed:.2f} s)",
        f"{ratio:.2f} (at most {target:.2f}): {held}",
        f"{today / max(grep, 1e-3):,.0f}×",
    ]


def run() -> str:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        reviewed = _worktree(folder)
        if reviewed is None:
            return "### Issue 53's targets\n\n(no git: the reviewed commit cannot be checked out)\n"
        try:
            log = folder / "realistic.log"
            log.write_text(make_realistic_log(LINES), "utf-8")
            size = os.path.getsize(log)
            grep = ["grep", "-c", "-E", GREP_DECODE, str(log)]
            rows = [
                _row(
                    f"decode, a realistic log of {size / 1e6:.0f} MB",
                    size,
                    *_interleaved(reviewed, ["decode", str(log)], grep),
                    TARGETS["decode"],
                )
            ]
            sides = [write_side(folder, s, SIDE_MB, seed) for s, seed in (("P", 1), ("D", 2))]
            logs = [str(f) for side in sides for f in side.rglob("*.log")]
            size = sum(os.path.getsize(f) for f in logs)
            pair = ["triage", f"P={sides[0]}", f"D={sides[1]}"]
            rows.append(
                _row(
                    f"triage, a pair of {size / 1e6:.0f} MB",
                    size,
                    *_interleaved(reviewed, pair, ["grep", "-c", "ERROR", *logs]),
                    TARGETS["triage"],
                )
            )
        finally:
            subprocess.run(
                ["git", "-C", str(ROOT), "worktree", "remove", "--force", str(reviewed)],
                capture_output=True,
            )
    return (
        f"### Issue 53's targets: a core's CPU per MB against the reviewed {REVIEWED}\n\n"
        "Each command with `-j 1` (one core), against the project as the performance "
        f"review of 2026-12-04 measured it, in turn, {ROUNDS} rounds (medians); grep in the "
        "C locale on the same bytes for scale (decode: the review's "
        f"`grep -c -E '{GREP_DECODE}'`; triage: `grep -c ERROR`):\n\n"
        + table(
            ["what", "today, a core", "reviewed, a core", "CPU today ÷ reviewed", "÷ grep"], rows
        )
        + "\n"
    )


if __name__ == "__main__":
    print(run())
