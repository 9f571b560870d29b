"""What the hook costs: the real build, against the same pages written out beforehand.

The pre-written variant is the same project with the renderer's Markdown in
docs/ (render.write_markdown) and no hook; it lacks what only the hook makes
(alias redirects, codes.json, the per-language search split), a few hundred
small files. Builds alternate, so that a slow spell of the machine hits both.
"""

from __future__ import annotations

import re
import shutil
import tempfile
from pathlib import Path

from common import ROOT, median, mkdocs_build, table, timed

from llm_status.render import write_markdown


def _pre_written_project(where: Path) -> Path:
    for part in ("docs", "overrides"):
        shutil.copytree(ROOT / part, where / part)
    write_markdown(where / "docs")
    config = (ROOT / "mkdocs.yml").read_text("utf-8")
    config = re.sub(r"\nhooks:\n(  - .*\n)+", "\n", config)
    config = config.replace("\nwatch:\n", "\nnot_in_nav: |\n  /codes/LLM_*.md\n\nwatch:\n")
    config = re.sub(r"\nwatch:\n(  - .*\n)+", "\n", config)
    (where / "mkdocs.yml").write_text(config, "utf-8")
    return where / "mkdocs.yml"


def run(runs: int = 5) -> str:
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        pre_written = _pre_written_project(tmp / "pre")
        times: dict[str, list[float]] = {"hook": [], "pre-written": []}
        for _ in range(runs):
            times["hook"].append(timed(mkdocs_build(ROOT / "mkdocs.yml", tmp / "a"))[0])
            times["pre-written"].append(timed(mkdocs_build(pre_written, tmp / "b"))[0])
    hook, pre = median(times["hook"]), median(times["pre-written"])
    rows = [
        ["hook (the real build)", f"{hook:.2f}", " ".join(f"{t:.2f}" for t in times["hook"])],
        [
            "pages written beforehand",
            f"{pre:.2f}",
            " ".join(f"{t:.2f}" for t in times["pre-written"]),
        ],
    ]
    return (
        f"### Hook overhead ({runs} alternating runs)\n\n"
        + table(["build", "median s", "runs s"], rows)
        + f"\n\nRatio hook / pre-written: **{hook / pre:.3f}** (target: at most 1.05)\n"
    )


if __name__ == "__main__":
    print(run())
