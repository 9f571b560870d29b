"""``make bench``: every benchmark, as Markdown tables, with the machine they ran on."""

from __future__ import annotations

import build_phases
import cluster
import decode
import growth
import hook_overhead
import jobs
import lighthouse
import runtime
import search
import targets
import triage
import weight
from common import machine

if __name__ == "__main__":
    print(f"## Benchmarks\n\nMachine: {machine()}\n", flush=True)
    for benchmark in (
        runtime,
        targets,
        decode,
        triage,
        jobs,
        cluster,
        search,
        lighthouse,
        weight,
        hook_overhead,
        growth,
        build_phases,
    ):
        print(benchmark.run(), flush=True)
