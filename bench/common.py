"""What the benchmarks share: the machine they ran on, timing a command, Markdown tables."""

from __future__ import annotations

import contextlib
import os
import platform
import statistics
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).parents[1]
BIN = Path(sys.executable).parent
ENV = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}


def machine() -> str:
    """One line naming the machine: CPU, cores, memory, Python, OS."""
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    memory = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30
    return (
        f"{cpu}, {os.cpu_count()} cores, {memory:.0f} GiB, Python {platform.python_version()}, "
        f"{platform.system()} {platform.release()}"
    )


class Run(NamedTuple):
    wall: float  # seconds
    cpu: float  # seconds of user + system time
    peak: int  # bytes of resident memory, at the most


def timed(command: list[str], env: dict | None = None, cwd: Path = ROOT) -> Run:
    """Run ``command``; return its wall time, CPU time and peak memory, of it alone."""
    # A child of its own, so that the rusage of *its* children is the command's.
    probe = (
        "import resource, subprocess, sys, time; t = time.perf_counter(); "
        # Output to a file, not /dev/null: GNU grep seeing /dev/null stops at its first match.
        "import tempfile; o = tempfile.TemporaryFile(); "
        "r = subprocess.run(sys.argv[1:], stdout=o, stderr=subprocess.PIPE, text=True); "
        "w = time.perf_counter() - t; u = resource.getrusage(resource.RUSAGE_CHILDREN); "
        "sys.stderr.write(r.stderr) if r.returncode else None; "
        "print(w, u.ru_utime + u.ru_stime, u.ru_maxrss); sys.exit(r.returncode)"
    )
    output = python(["-c", probe, *command], " ".join(command), env, cwd)
    wall, cpu, peak_kib = output.split()
    return Run(float(wall), float(cpu), int(peak_kib) * 1024)


def python(args: list[str], what: str, env: dict | None = None, cwd: Path = ROOT) -> str:
    """Run this Python with ``args`` and return its output; if it fails, say ``what`` failed, and how."""
    result = subprocess.run(
        [sys.executable, *args], env=env or ENV, cwd=cwd, capture_output=True, text=True
    )
    if result.returncode != 0:
        raise RuntimeError(f"{what} failed:\n{result.stderr[-2000:]}")
    return result.stdout


@contextlib.contextmanager
def checkout(commit: str, folder: Path) -> Iterator[Path | None]:
    """The project at ``commit``, a git worktree in ``folder`` for the benchmark to run
    beside today's (None where git cannot make it), removed afterwards."""
    git = ["git", "-C", str(ROOT), "worktree"]
    done = subprocess.run(
        [*git, "add", "--detach", str(folder), commit], capture_output=True, text=True
    )
    if done.returncode != 0:
        yield None
        return
    try:
        yield folder
    finally:
        subprocess.run([*git, "remove", "--force", str(folder)], capture_output=True)


def median(values: list[float]) -> float:
    return statistics.median(values)


def table(header: list[str], rows: list[list[object]]) -> str:
    """A Markdown table."""
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join(" --- " for _ in header) + "|"]
    lines += ["| " + " | ".join(str(cell) for cell in row) + " |" for row in rows]
    return "\n".join(lines)


def mkdocs_build(config: Path, site_dir: Path) -> list[str]:
    """The command that builds the site of ``config`` into ``site_dir``."""
    return [
        str(BIN / "mkdocs"),
        "build",
        "--quiet",
        "--config-file",
        str(config),
        "--site-dir",
        str(site_dir),
    ]
