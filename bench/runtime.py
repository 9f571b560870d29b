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


def _wall(command: list[str], runs: int) -> float:
    return median([timed(command, env=BYTECODE_ENV).wall for _ in range(runs)])


def run(runs: int = 40) -> str:
    compileall.compile_dir(ROOT / "src" / "llm_status", quiet=1)
    import_ms = median([_import_us() for _ in range(runs)]) / 1000
    bare, imported = [], []
    for _ in range(runs):  # alternating, so that both see the same machine
        bare.append(timed([sys.executable, "-c", "pass"], env=BYTECODE_ENV).wall)
        imported.append(timed([sys.executable, "-c", "import llm_status"], env=BYTECODE_ENV).wall)
    added_ms = (median(imported) - median(bare)) * 1000
    from llm_status import lookup

    number = 20_000
    per_call_us = (
        min(timeit.repeat(lambda: lookup(LOG_LINE), number=number, repeat=5)) / number * 1e6
    )
    by_name_us = (
        min(timeit.repeat(lambda: lookup("LLM_TIMEOUT"), number=number, repeat=5)) / number * 1e6
    )
    explain = _wall([str(BIN / "llm-status"), "explain", "LLM_TIMEOUT"], runs)
    rows = [
        [
            "what `import llm_status` adds to `python -c pass`, wall",
            f"{added_ms:.1f} ms",
            "under 15 ms",
        ],
        ["`import llm_status`, cumulative, `-X importtime`", f"{import_ms:.1f} ms", ""],
        ["`lookup()` of a log line", f"{per_call_us:.1f} µs", ""],
        ["`lookup()` of a name", f"{by_name_us:.1f} µs", ""],
        [
            "`llm-status explain LLM_TIMEOUT`, wall",
            f"{explain * 1000:.0f} ms",
            "under 100 ms",
        ],
        ["a bare `python -c pass`, wall, for scale", f"{median(bare) * 1000:.0f} ms", ""],
    ]
    third = _third_party_imports()
    return (
        f"### Run time (medians of {runs}, bytecode compiled)\n\n"
        + table(["what", "cost", "target"], rows)
        + f"\n\nModules outside the standard library that `import llm_status` loads: {third or 'none'}\n"
    )


if __name__ == "__main__":
    print(run())
