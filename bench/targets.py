"""Issue 53's per-core targets, each a ratio in one run: decode's and triage's CPU per MB
against the project as the performance review of 2026-12-04 measured it (``REVIEWED``, a
git worktree of that commit, read from its src/), the two run in turn in the same minutes,
and each against grep in the C locale on the same bytes, for scale.

- decode of a realistic log: at most a third of the reviewed CPU per MB;
- triage of a pair: at least twice the reviewed MB/s a core, so at most half its CPU.

Beside each, its floor: a bare Python that loads what tells a line worth reading and
makes only the passes the command makes over each block to find the lines to read
(decode: each block cut into words and asked for the ~1,900 words, and the literals'
``bytes.find`` passes; triage: the anchors' passes), the fastest ways of the standard
library measured (one regular expression of the literals was twice as slow), and, for
decode, reads the lines it shows once each (nothing explained or written): where the
floor's own ratio is above a target, no reader of this design in the standard library
meets it.

Start-up (bench/runtime.py), every core (bench/jobs.py), merge memory (bench/cluster.py)
and the index's bytes (bench/weight.py) are measured where they were.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

from common import ROOT, checkout, median, table, timed
from support.synthetic_logs import make_realistic_log
from triage import write_side

REVIEWED = "0fda561"  # the project at the performance review of 2026-12-04
ROUNDS = 3
LINES = 100_000  # the realistic log: about 13 MB
SIDE_MB = 50
# The review's own reference for decode: grep -E with these alternatives, in C.
GREP_DECODE = "(ErrorNo|error code|status: |ret[^a-z])"
TARGETS = {"decode": 1 / 3, "triage": 1 / 2}  # CPU per MB, against the reviewed
_FLOORS = {
    # argv: the log, and its hits' lines (_hit_lines), each read once as decode reads it.
    "decode": (
        "from llm_status.reading import logs\n"
        "worth = logs._worth()\n"
        "with open(sys.argv[1], 'rb') as log:\n"
        "    while block := log.read(logs.BLOCK):\n"
        "        low = block.lower()\n"
        "        worth.all_words.intersection(low.translate(logs._NOT_WORD).split())\n"
        "        logs._lines_holding(worth.beginnings, low)\n"
        "with open(sys.argv[2], encoding='utf-8') as hits:\n"
        "    for line in hits.read().splitlines():\n"
        "        logs.hit_of(1, line, everything=True)\n"
    ),
    "triage": (
        "from llm_status.triage import sources\n"
        "for path in sys.argv[1:]:\n"
        "    with open(path, 'rb') as log:\n"
        "        while block := log.read(1 << 20):\n"
        "            sources._anchored(block, block.lower())\n"
    ),
}


def _command(src: Path, args: list[str]) -> list[str]:
    # -j 1 where the command has it: a core's work, as the targets are per core.
    jobs = ["-j", "1"] if src == ROOT / "src" else []
    return [sys.executable, "-m", "llm_status", args[0], *jobs, *args[1:]]


def _env(src: Path = ROOT / "src") -> dict[str, str]:
    """The environment every Python run of this benchmark gets: the package at ``src``."""
    return {"PYTHONPATH": str(src), "PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8"}


def _cpu(src: Path, args: list[str]) -> float:
    return timed(_command(src, args), env=_env(src)).cpu


def _hit_lines(log: Path) -> Path:
    """The lines of ``log`` that decode shows, one a line, in a file beside it."""
    hits = log.with_suffix(".hits")
    write = (
        "import sys\nfrom llm_status.reading import logs\n"
        "with open(sys.argv[1], 'rb') as log, open(sys.argv[2], 'w', encoding='utf-8') as out:\n"
        "    out.writelines(hit.line + '\\n' for hit in logs.decode_stream(log, True))\n"
    )
    subprocess.run([sys.executable, "-c", write, str(log), str(hits)], env=_env(), check=True)
    return hits


def _floor(floor: str, files: list[str]) -> float:
    return timed([sys.executable, "-c", "import sys\n" + floor, *files], env=_env()).cpu


def _interleaved(
    reviewed: Path, args: list[str], grep: list[str], floor: str, files: list[str]
) -> tuple[float, float, float, float]:
    """Median CPU seconds of today's command, the reviewed one, grep and the floor, in
    turn, the order rotated each round."""
    do = {
        "today": lambda: _cpu(ROOT / "src", args),
        "reviewed": lambda: _cpu(reviewed / "src", args),
        "grep": lambda: timed(grep, env={"LC_ALL": "C", "PATH": "/usr/bin:/bin"}).cpu,
        "floor": lambda: _floor(floor, files),
    }
    runs: dict[str, list[float]] = {name: [] for name in do}
    names = list(do)
    for turn in range(ROUNDS):
        for name in names[turn % len(names) :] + names[: turn % len(names)]:
            runs[name].append(do[name]())
    return tuple(median(runs[name]) for name in names)


def _row(
    what: str, size: int, today: float, reviewed: float, grep: float, floor: float, target: float
):
    ratio = today / reviewed
    held = "holds" if ratio <= target else "MISSED"
    below = "; the target is below it" if floor / reviewed > target else ""
    return [
        what,
        f"{size / today / 1e6:,.1f} MB/s ({today:.2f} s)",
        f"{size / reviewed / 1e6:,.1f} MB/s ({reviewed:.2f} s)",
        f"{ratio:.2f} (at most {target:.2f}): {held}",
        f"{floor:.2f} s: {floor / reviewed:.2f}{below}",
        f"{today / max(grep, 1e-3):,.0f}×",
    ]


def run() -> str:
    with (
        tempfile.TemporaryDirectory() as tmp,
        checkout(REVIEWED, Path(tmp) / "reviewed") as reviewed,
    ):
        folder = Path(tmp)
        if reviewed is None:
            return "### Issue 53's targets\n\n(no git: the reviewed commit cannot be checked out)\n"
        log = folder / "realistic.log"
        log.write_text(make_realistic_log(LINES), "utf-8")
        size = os.path.getsize(log)
        grep = ["grep", "-c", "-E", GREP_DECODE, str(log)]
        rows = [
            _row(
                f"decode, a realistic log of {size / 1e6:.0f} MB",
                size,
                *_interleaved(
                    reviewed,
                    ["decode", str(log)],
                    grep,
                    _FLOORS["decode"],
                    [str(log), str(_hit_lines(log))],
                ),
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
                *_interleaved(
                    reviewed, pair, ["grep", "-c", "ERROR", *logs], _FLOORS["triage"], logs
                ),
                TARGETS["triage"],
            )
        )
    return (
        f"### Issue 53's targets: a core's CPU per MB against the reviewed {REVIEWED}\n\n"
        "Each command with `-j 1` (one core), against the project as the performance "
        f"review of 2026-12-04 measured it, in turn, {ROUNDS} rounds (medians); the floor "
        "(a bare Python making only the passes that find the lines to read, and for decode "
        "reading the lines it shows, nothing explained or written), against the reviewed; "
        "grep in the C locale on the same bytes for scale (decode: the review's "
        f"`grep -c -E '{GREP_DECODE}'`; triage: `grep -c ERROR`):\n\n"
        + table(
            [
                "what",
                "today, a core",
                "reviewed, a core",
                "CPU today ÷ reviewed",
                "floor, ÷ reviewed",
                "÷ grep",
            ],
            rows,
        )
        + "\n"
    )


if __name__ == "__main__":
    print(run())
