"""Every core: decode of a node's files (and of them as one file, read in pieces) and
triage of a pair, with ``-j 1`` against ``-j`` of all the machine's cores, run in turn in
the same minutes (issue 53). Reported: the wall time of each, the speed-up (``-j 1``'s
wall over all cores'), and the cores kept busy (CPU time over wall time), against grep's
floor on the same bytes."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from common import BIN, median, table, timed
from support.synthetic_logs import make_realistic_log
from triage import write_side

ROUNDS = 3
FILES = 8  # a node's plogs, rotated
LINES_A_FILE = 60_000  # about 8 MB each
SIDE_MB = 100
BUSY_TARGET = 1.6  # cores busy on a 2-core machine, with -j of all its cores


def _runs(commands: dict[str, list[str]]) -> dict[str, list]:
    """Each command ``ROUNDS`` times, in turn, the order rotated each round."""
    runs: dict[str, list] = {name: [] for name in commands}
    names = list(commands)
    for turn in range(ROUNDS):
        for name in names[turn % len(names) :] + names[: turn % len(names)]:
            runs[name].append(timed(commands[name]))
    return runs


def _rows(what: str, runs: dict[str, list], size: int, cores: int) -> list[list[str]]:
    one = median([r.wall for r in runs["-j 1"]])
    many = median([r.wall for r in runs["-j all"]])
    busy = median([r.cpu / r.wall for r in runs["-j all"]])
    grep = median([r.cpu for r in runs["grep"]])
    held = "holds" if busy >= BUSY_TARGET else "MISSED"
    return [
        [f"{what}, `-j 1`, wall", f"{one:.2f} s ({size / one / 1e6:,.0f} MB/s)", ""],
        [
            f"{what}, `-j {cores}`, wall",
            f"{many:.2f} s ({size / many / 1e6:,.0f} MB/s): {one / many:.2f}x faster",
            "",
        ],
        [
            f"{what}, `-j {cores}`, cores busy (CPU / wall)",
            f"{busy:.2f}",
            f"at least {BUSY_TARGET:g}: {held}",
        ],
        [f"{what}, `grep -c ERROR` on the same files, CPU, for scale", f"{grep:.2f} s", ""],
    ]


def run() -> str:
    cores = os.cpu_count() or 1
    command = [str(BIN / "llm-status")]
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        files = []
        for n in range(FILES):
            path = folder / f"plog-{n}.log"
            path.write_text(make_realistic_log(LINES_A_FILE, seed=n), "utf-8")
            files.append(str(path))
        size = sum(os.path.getsize(f) for f in files)
        runs = _runs(
            {
                "-j 1": [*command, "decode", "-j", "1", *files],
                "-j all": [*command, "decode", "-j", str(cores), *files],
                "grep": ["grep", "-c", "ERROR", *files],
            }
        )
        rows += _rows(f"decode of {FILES} files, {size / 1e6:.0f} MB", runs, size, cores)
        # The same bytes as one file: read in pieces of whole lines.
        whole = folder / "plog-all.log"
        with whole.open("wb") as out:
            for f in files:
                out.write(Path(f).read_bytes())
        runs = _runs(
            {
                "-j 1": [*command, "decode", "-j", "1", str(whole)],
                "-j all": [*command, "decode", "-j", str(cores), str(whole)],
                "grep": ["grep", "-c", "ERROR", str(whole)],
            }
        )
        rows += _rows(f"decode of them as one file, {size / 1e6:.0f} MB", runs, size, cores)
        whole.unlink()
        sides = [write_side(folder, side, SIDE_MB, seed) for side, seed in (("P", 1), ("D", 2))]
        logs = [str(f) for side in sides for f in side.rglob("*.log")]
        size = sum(os.path.getsize(f) for f in logs)
        pair = [f"P={sides[0]}", f"D={sides[1]}"]
        runs = _runs(
            {
                "-j 1": [*command, "triage", "-j", "1", *pair],
                "-j all": [*command, "triage", "-j", str(cores), *pair],
                "grep": ["grep", "-c", "ERROR", *logs],
            }
        )
        rows += _rows(f"triage of a pair, {size / 1e6:.0f} MB", runs, size, cores)
    return (
        f"### Every core (medians of {ROUNDS}, in turn; {cores} cores)\n\n"
        + table(["what", "measured", "target"], rows)
        + "\n"
    )


if __name__ == "__main__":
    print(run())
