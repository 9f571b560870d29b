"""What the hook costs: the real build, against the same pages written out beforehand.

The pre-written variant is the same project with no hook, and in docs/ the
renderer's Markdown (render.write_markdown), the alias redirects and
codes.json, so that both builds write the same files (mkdocs-static-i18n
copies the static redirects into /zh/ as well). Only the per-language split
of the search index is the hook's alone. Builds alternate, so that a slow
spell of the machine hits both.
"""

from __future__ import annotations

import re
import shutil
import tempfile
from pathlib import Path

from build_phases import HOOK, measure
from common import ROOT, median, mkdocs_build, table, timed

from llm_status.links import DEFAULT_DOCS_URL
from llm_status.registry.codes import CODES
from llm_status.site import (
    alias_files,
    codes_json,
    manager_files,
    redirect_page,
    redirect_to,
    write_markdown,
)


def _pre_written_project(where: Path) -> Path:
    for part in ("docs", "overrides"):
        shutil.copytree(ROOT / part, where / part)
    docs = where / "docs"
    write_markdown(docs)
    # Where the hook puts them (hooks/llm_status_site.py): HIXL's in its own folder, the
    # error manager's codes at theirs (writing every alias below codes/ made HIXL's 0,
    # LLM_SUCCESS's too, a folder twice).
    redirects = {
        path: redirect_page(code, "en", DEFAULT_DOCS_URL, True, path)
        for code in CODES
        if code.member
        for path in alias_files(code, "en")
    }
    for path, (page, code) in manager_files("en").items():
        redirects[path] = redirect_to(page, code, "en", DEFAULT_DOCS_URL, True, path)
    for path, html in redirects.items():
        (docs / path).parent.mkdir(parents=True, exist_ok=True)
        (docs / path).write_text(html, "utf-8")
    (docs / "codes.json").write_text(codes_json(CODES, DEFAULT_DOCS_URL), "utf-8")
    config = (ROOT / "mkdocs.yml").read_text("utf-8")
    config = re.sub(r"\nhooks:\n(  - .*\n)+", "\n", config)
    config = config.replace("\nwatch:\n", "\nnot_in_nav: |\n  /codes/LLM_*.md\n\nwatch:\n")
    config = re.sub(r"\nwatch:\n(  - .*\n)+", "\n", config)
    (where / "mkdocs.yml").write_text(config, "utf-8")
    return where / "mkdocs.yml"


def run(runs: int = 15) -> str:
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        pre_written = _pre_written_project(tmp / "pre")
        hook, pre = [], []
        for _ in range(runs):
            hook.append(timed(mkdocs_build(ROOT / "mkdocs.yml", tmp / "a")))
            pre.append(timed(mkdocs_build(pre_written, tmp / "b")))
    rows = []
    for label, field in (("wall", "wall"), ("CPU", "cpu")):
        h = [getattr(r, field) for r in hook]
        p = [getattr(r, field) for r in pre]
        pairs = median([a / b for a, b in zip(h, p, strict=True)])
        rows.append(
            [
                label,
                f"{median(h):.2f}",
                f"{median(p):.2f}",
                f"{median(h) / median(p):.3f}",
                f"{pairs:.3f}",
            ]
        )
    return (
        f"### Hook overhead ({runs} alternating runs)\n\n"
        + table(
            [
                "time",
                "hook, median s",
                "pre-written, median s",
                "ratio of medians",
                "median of paired ratios",
            ],
            rows,
        )
        + "\n\nTarget: at most 1.05.\n\n"
        + _own_share()
    )


def _own_share(builds: int = 5) -> str:
    """The hook's own time inside the real build: timed in the same process, so the
    machine's slow and fast spells, which move whole builds by 20 %, cancel out."""
    shares, seconds = [], []
    for _ in range(builds):
        phases, _pages = measure(ROOT / "mkdocs.yml")
        shares.append(phases[HOOK] / phases["total"])
        seconds.append(phases[HOOK])
    return (
        f"The hook's own functions, timed inside the same build (median of {builds}): "
        f"**{median(seconds) * 1000:.0f} ms, {median(shares):.1%} of the build**, "
        f"which is an overhead of {1 / (1 - median(shares)):.3f}.\n"
    )


if __name__ == "__main__":
    print(run())
