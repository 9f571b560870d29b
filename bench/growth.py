"""How the build grows: synthetic registries of 29 to 5,000 codes, in both languages.

For scale, the largest size is built once more as a floor: the same
configuration (theme, overrides, plugins, Markdown extensions), no hook, and
as many pages per language holding only a heading, a sentence and two steps.
No per-code page can cost less than that.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from common import ENV, ROOT, mkdocs_build, table, timed

# A registry file for LLM_STATUS_REGISTRY: the real codes, then synthetic ones
# shaped like them (two remedy steps, a function name, advice, both languages).
SYNTHETIC = """\
import os
from llm_status.registry.codes import CODES as REAL
from llm_status.registry.record import Action, Area, Code, Rule, Source, T

AREAS = list(Area)


def synthetic(i):
    return Code(
        f"LLM_SYNTH_{i:05d}", 0x60000000 + i, i % 4 != 0, AREAS[i % len(AREAS)],
        meaning=T(f"Synthetic failure number {i}", f"第{i}号合成故障", Source.PY_TABLE),
        remedy=(
            T("Check the link between the clusters with link_clusters, then retry.",
              "用link_clusters检查集群之间的链路，然后重试。", Source.PY_TABLE),
            T(f"If it persists, collect the host logs of request {i}.",
              f"如果持续出现，收集请求{i}的Host日志。", Source.PY_TABLE),
        ),
        documented=True,
        advice=(Rule(Action.RETRY_LATER, 1, None, Source.PY_TABLE),),
    )


CODES = REAL + tuple(synthetic(i) for i in range(int(os.environ["BENCH_CODES"]) - len(REAL)))
"""

SIZES = (29, 500, 2000, 5000)

# The project's mkdocs.yml with its pages, hook and assets taken out.
FLOOR_CONFIG = """\
INHERIT: {root}/mkdocs.yml
docs_dir: {docs}
theme:
  custom_dir: {root}/overrides
hooks: []
watch: []
extra_css: []
extra_javascript: []
nav:
  - Home: index.md
validation:
  nav:
    omitted_files: info
"""
FLOOR_PAGE = {
    "en": "# C{i}\n\nSynthetic failure number {i}.\n\n1. Check the link.\n2. Collect the logs.\n",
    "zh": "# C{i}\n\n第{i}号合成故障。\n\n1. 检查链路。\n2. 收集日志。\n",
}


def _floor_project(where: Path, pages: int) -> Path:
    docs = where / "docs"
    (docs / "codes").mkdir(parents=True)
    for lang, suffix in (("en", ""), ("zh", ".zh")):
        (docs / f"index{suffix}.md").write_text(FLOOR_PAGE[lang].format(i=0), "utf-8")
        for i in range(pages):
            (docs / "codes" / f"C{i}{suffix}.md").write_text(FLOOR_PAGE[lang].format(i=i), "utf-8")
    config = where / "mkdocs.yml"
    config.write_text(FLOOR_CONFIG.format(root=ROOT, docs=docs), "utf-8")
    return config


def run(sizes=SIZES, rounds: int = 2) -> str:
    """Build each size; the two largest ``rounds`` times, alternating, and keep the best.

    Builds on this kind of machine (a shared VM) scatter by 10 to 30 % from run
    to run, more than the growth target's margin over linear: the best of
    alternating runs is the least disturbed measurement of each size.
    """
    repeated = sorted(sizes)[-2:]
    order = list(sizes) + [size for _ in range(rounds - 1) for size in repeated]
    runs: dict[int, list] = {size: [] for size in sizes}
    files: dict[int, int] = {}
    with tempfile.TemporaryDirectory() as tmp:
        registry = Path(tmp) / "registry.py"
        registry.write_text(SYNTHETIC, "utf-8")
        for size in order:
            env = {**ENV, "LLM_STATUS_REGISTRY": str(registry), "BENCH_CODES": str(size)}
            site = Path(tmp) / f"site{size}"
            runs[size].append(timed(mkdocs_build(ROOT / "mkdocs.yml", site), env=env))
            files[size] = sum(1 for _ in site.rglob("*") if _.is_file())
    best = {size: min(r.wall for r in runs[size]) for size in sizes}
    rows = [
        [
            f"{size:,}",
            f"{best[size]:.1f}",
            ", ".join(f"{r.wall:.1f}" for r in runs[size]),
            f"{best[size] / size * 1000:.1f}",
            f"{max(r.peak for r in runs[size]) / 2**20:,.0f}",
            f"{files[size]:,}",
        ]
        for size in sizes
    ]
    text = "### Growth\n\n" + table(
        ["codes", "build s, best", "runs s", "ms per code", "peak MiB", "files written"], rows
    )
    if 2000 in best and 5000 in best:
        text += f"\n\n5,000 / 2,000 codes: **{best[5000] / best[2000]:.2f}** times the time (linear: 2.5; target at most 2.6)"
    largest = max(sizes)
    with tempfile.TemporaryDirectory() as tmp:
        floor = timed(mkdocs_build(_floor_project(Path(tmp), largest), Path(tmp) / "site"))
    text += (
        f"\n\nFloor: {largest:,} one-paragraph pages per language, same configuration, no hook: "
        f"**{floor.wall:.1f} s** ({floor.wall / largest * 1000:.1f} ms per code), "
        f"{floor.peak / 2**20:,.0f} MiB"
    )
    return text + "\n"


if __name__ == "__main__":
    import sys

    print(run(tuple(int(a) for a in sys.argv[1:]) or SIZES))
    os._exit(0)
