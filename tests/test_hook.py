"""The MkDocs hook: what `mkdocs serve` does to it between two builds."""

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).parents[1]

# Run in a process of its own: a reload replaces every llm_status module, and this
# process's tests hold objects of the ones they imported.
RELOAD = """
import importlib.util, json, sys
spec = importlib.util.spec_from_file_location("hook", "hooks/llm_status_site.py")
hook = importlib.util.module_from_spec(spec)
spec.loader.exec_module(hook)
render, codes = hook._load_registry()
before = render.pages(codes, "en")
hook._run_from["a source that changed"] = 0  # what a saved file is to `mkdocs serve`
reloaded, codes_after = hook._load_registry()
after = reloaded.pages(codes_after, "en")
print(json.dumps({
    "reloaded": reloaded is not render,
    "differ": sorted(uri for uri in before if before[uri] != after.get(uri)),
    "timeout_page": after["codes/LLM_TIMEOUT.md"],
}))
"""


def test_a_reload_as_mkdocs_serve_does_gives_the_same_pages():
    result = subprocess.run(
        [sys.executable, "-c", RELOAD], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr
    seen = json.loads(result.stdout)
    assert seen["reloaded"]
    assert seen["differ"] == []
    # The bug a hand-kept list of modules made: after a reload every page listed itself
    # under "Related codes".
    related = seen["timeout_page"].split("Related codes", 1)[1]
    assert "LLM_TIMEOUT`" not in related.split("\n## ", 1)[0]
