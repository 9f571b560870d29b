"""``make properdocs-check``: the site built by MkDocs and by ProperDocs is the same site.

MkDocs 1.x has no maintainer and Material for MkDocs ends in 2027; ProperDocs continues
MkDocs 1.x and runs the same plugins and hooks. This builds the site with both (each from
its own virtual environment) and compares every file, the generator meta tag aside, so
that a forced move of builder is one line of the Makefile.

Usage: compare_builders.py MKDOCS PROPERDOCS (the two executables)
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).parents[1]
GENERATOR = re.compile(rb'<meta name="generator" content="[^"]*">')


def build(executable: str, site: Path) -> None:
    subprocess.run(
        [executable, "build", "--strict", "--quiet", "--site-dir", str(site)],
        cwd=ROOT,
        check=True,
        env={**os.environ, "NO_MKDOCS_2_WARNING": "1"},
    )


def files(site: Path) -> dict[str, bytes]:
    return {
        str(path.relative_to(site)): GENERATOR.sub(b"", path.read_bytes())
        for path in sorted(site.rglob("*"))
        if path.is_file()
    }


def main(mkdocs: str, properdocs: str) -> int:
    with tempfile.TemporaryDirectory() as temp:
        first, second = Path(temp, "mkdocs"), Path(temp, "properdocs")
        build(mkdocs, first)
        build(properdocs, second)
        a, b = files(first), files(second)
    only_a, only_b = sorted(a.keys() - b.keys()), sorted(b.keys() - a.keys())
    differ = sorted(path for path in a.keys() & b.keys() if a[path] != b[path])
    for label, paths in (("only MkDocs built", only_a), ("only ProperDocs built", only_b)):
        for path in paths:
            print(f"{label}: {path}", file=sys.stderr)
    for path in differ:
        print(f"differs: {path}", file=sys.stderr)
    if only_a or only_b or differ:
        return 1
    print(f"MkDocs and ProperDocs built the same {len(a)} files (generator tag aside)")
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:3]))
