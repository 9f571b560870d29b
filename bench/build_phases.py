"""Where a large build's time goes: Markdown (and Pygments in it), the search plugin, the theme, the hook.

One build of a synthetic registry (growth.SYNTHETIC) runs in a child
process in which timers wrap the MkDocs, Markdown, search plugin and Jinja
functions of PHASES and the hook's functions; the rest is what those leave
(imports, files, nav, writing). Python's own start is not counted. The
timers cost a microsecond or two a call, well under 1 % of a build.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from pathlib import Path

from common import ENV, ROOT, mkdocs_build, python, table
from growth import SYNTHETIC

CODES = 2000

# (label, module, attribute): functions whose inclusive time makes a phase.
PHASES = (
    ("Markdown to HTML (mkdocs Page.render)", "mkdocs.structure.pages", "Page.render"),
    ("of it, Pygments (pymdownx Highlight.highlight)", "pymdownx.highlight", "Highlight.highlight"),
    (
        "search index (material's SearchIndex.add_entry_from_context)",
        "material.plugins.search.plugin",
        "SearchIndex.add_entry_from_context",
    ),
    ("theme templates (jinja2 Template.render)", "jinja2.environment", "Template.render"),
)


HOOK = "the hook (hooks/llm_status_site.py: loading it, its events)"


def _measure(argv: list[str]) -> None:
    """In the child: run ``mkdocs`` with timers around PHASES and the hook; print totals as JSON."""
    start = time.perf_counter()
    import functools
    import importlib

    totals = dict.fromkeys([label for label, _, _ in PHASES] + [HOOK], 0.0)
    calls = dict.fromkeys(totals, 0)

    def timer(label, function):
        @functools.wraps(function)  # keeps mkdocs_priority, which orders the hook's events
        def timed(*args, **kwargs):
            start = time.perf_counter()
            try:
                return function(*args, **kwargs)
            finally:
                totals[label] += time.perf_counter() - start
                calls[label] += 1

        return timed

    for label, module, attribute in PHASES:
        owner_name, name = attribute.split(".")
        owner = getattr(importlib.import_module(module), owner_name)
        setattr(owner, name, timer(label, getattr(owner, name)))

    # MkDocs loads a hook once (Hooks._load_hook) and calls its on_* functions as events.
    from mkdocs.config.config_options import Hooks

    load = Hooks._load_hook

    def load_and_time(self, name, path):
        module = timer(HOOK, load)(self, name, path)
        for event in [a for a in vars(module) if a.startswith("on_")]:
            if not hasattr(getattr(module, event), "__wrapped__"):
                setattr(module, event, timer(HOOK, getattr(module, event)))
        return module

    Hooks._load_hook = load_and_time

    from mkdocs.__main__ import cli

    try:
        cli.main(argv, standalone_mode=False)
    finally:
        totals["total"] = time.perf_counter() - start
        print(json.dumps({"seconds": totals, "calls": calls}))


def measure(config: Path, env: dict | None = None) -> tuple[dict[str, float], int]:
    """Seconds per phase (and "total") of one build of ``config``, and the pages it built."""
    with tempfile.TemporaryDirectory() as tmp:
        command = mkdocs_build(config, Path(tmp) / "site")[1:]
        output = python([__file__, "--measure", *command], "the measured build", env)
    data = json.loads(output.splitlines()[-1])
    return data["seconds"], data["calls"][PHASES[0][0]]


def run(codes: int = CODES) -> str:
    with tempfile.TemporaryDirectory() as tmp:
        registry = Path(tmp) / "registry.py"
        registry.write_text(SYNTHETIC, "utf-8")
        env = {**ENV, "LLM_STATUS_REGISTRY": str(registry), "BENCH_CODES": str(codes)}
        seconds, pages = measure(ROOT / "mkdocs.yml", env)
    total = seconds.pop("total")
    top_level = [label for label in seconds if not label.startswith("of it")]
    seconds["everything else (imports, files, nav, writing)"] = total - sum(
        seconds[label] for label in top_level
    )
    rows = [
        [label, f"{s:.1f}", f"{s / pages * 1000:.1f}", f"{s / total:.0%}"]
        for label, s in seconds.items()
    ]
    rows.append(["**the build**", f"**{total:.1f}**", f"{total / pages * 1000:.1f}", "100%"])
    return (
        f"### Where the time goes\n\n{codes:,} codes, {pages:,} pages built\n\n"
        + table(["phase", "s", "ms per page", "share"], rows)
        + "\n"
    )


if __name__ == "__main__":
    if sys.argv[1:2] == ["--measure"]:
        _measure(sys.argv[2:])
    else:
        print(run(int(sys.argv[1]) if sys.argv[1:] else CODES))
        os._exit(0)
