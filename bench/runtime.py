"""What the package costs at run time: the import, a lookup, the command."""

from __future__ import annotations

import compileall
import re
import subprocess
import sys
import timeit

from common import BIN, ENV, ROOT, median, table, timed

# As pip installs a package: compiled to bytecode. (Some environments set
# PYTHONDONTWRITEBYTECODE, and then every import compiles the source again.)
BYTECODE_ENV = {k: v for k, v in ENV.items() if k != "PYTHONDONTWRITEBYTECODE"}

LOG_LINE = "[pid 4242] 2026-11-29 10:00:01 PullKvBlocks failed, ret = 1343270939, rank 3"


def _import_us() -> float:
    """Microseconds that ``import llm_status`` adds (cumulative, from -X importtime)."""
    result = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", "import llm_status"],
        capture_output=True,
        text=True,
        env=BYTECODE_ENV,
        check=True,
    )
    for line in result.stderr.splitlines():
        match = re.match(r"import time:\s+\d+ \|\s+(\d+) \|\s+llm_status$", line)
        if match:
            return float(match.group(1))
    raise RuntimeError("llm_status not in -X importtime's output")


def _third_party_imports() -> list[str]:
    code = (
        "import sys, sysconfig; before = set(sys.modules); import llm_status; "
        "std = sysconfig.get_paths()['stdlib']; "
        "print(sorted(m for m in set(sys.modules) - before "
        "if not m.startswith('llm_status') and getattr(sys.modules[m], '__file__', None) "
        "and not sys.modules[m].__file__.startswith(std)))"
    )
    return eval(
        subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, check=True
        ).stdout
    )


# Start-up, as ratios to a bare `python -c pass` measured in the same minutes (issue 53):
# the machine's load moves every absolute figure, and a ratio much less.
IMPORT_TARGET = 2.0
EXPLAIN_TARGET = 4.0


def _startup(runs: int) -> dict[str, tuple[float, float]]:
    """CPU time (user + system) of each start-up, its median, and its median ratio to
    ``python -c pass`` taken pair by pair, the three run in turn, in a rotating order."""
    commands = {
        "pass": [sys.executable, "-c", "pass"],
        "import": [sys.executable, "-c", "import llm_status"],
        "explain": [str(BIN / "llm-status"), "explain", "LLM_TIMEOUT"],
    }
    cpu: dict[str, list[float]] = {name: [] for name in commands}
    names = list(commands)
    for turn in range(runs):
        for name in names[turn % 3 :] + names[: turn % 3]:
            cpu[name].append(timed(commands[name], env=BYTECODE_ENV).cpu)
    return {
        name: (median(times), median([t / p for t, p in zip(times, cpu["pass"], strict=True)]))
        for name, times in cpu.items()
    }


def run(runs: int = 40) -> str:
    compileall.compile_dir(ROOT / "src" / "llm_status", quiet=1)
    import_ms = median([_import_us() for _ in range(runs)]) / 1000
    startup = _startup(runs)
    from llm_status import lookup

    number = 20_000
    per_call_us = (
        min(timeit.repeat(lambda: lookup(LOG_LINE), number=number, repeat=5)) / number * 1e6
    )
    by_name_us = (
        min(timeit.repeat(lambda: lookup("LLM_TIMEOUT"), number=number, repeat=5)) / number * 1e6
    )

    def held(ratio: float, target: float) -> str:
        return f"at most {target:g}x: {'holds' if ratio <= target else 'MISSED'}"

    rows = [
        [
            "`python -c 'import llm_status'`, CPU, to `python -c pass`",
            f"{startup['import'][1]:.2f}x ({startup['import'][0] * 1000:.0f} ms)",
            held(startup["import"][1], IMPORT_TARGET),
        ],
        [
            "`llm-status explain LLM_TIMEOUT`, CPU, to `python -c pass`",
            f"{startup['explain'][1]:.2f}x ({startup['explain'][0] * 1000:.0f} ms)",
            held(startup["explain"][1], EXPLAIN_TARGET),
        ],
        ["a bare `python -c pass`, CPU, for scale", f"{startup['pass'][0] * 1000:.0f} ms", ""],
        ["`import llm_status`, cumulative, `-X importtime`", f"{import_ms:.1f} ms", ""],
        ["`lookup()` of a log line", f"{per_call_us:.1f} µs", ""],
        ["`lookup()` of a name", f"{by_name_us:.1f} µs", ""],
    ]
    third = _third_party_imports()
    return (
        f"### Run time (medians of {runs}, interleaved; bytecode compiled)\n\n"
        + table(["what", "cost", "target"], rows)
        + f"\n\nModules outside the standard library that `import llm_status` loads: {third or 'none'}\n"
    )


if __name__ == "__main__":
    print(run())
