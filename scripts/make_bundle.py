"""``make bundle``: the site as one archive that works from disk, next to the wheel.

Writes dist/llm_status-VERSION-py3-none-any.whl and
dist/llm-status-site-VERSION.tar.gz (unpack, open llm-status-site/index.html; its
README.txt says how to serve it for the triage page, which needs HTTP);
``--out DIR`` writes both to DIR instead (the tests do).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

ROOT = Path(__file__).parents[1]
BUILD = ROOT / "build" / "bundle"
# The shim that lets search run from file://, from the npm registry (pinned).
IFRAME_WORKER = "iframe-worker@1.0.4"


def run(*command: str, cwd: Path = ROOT) -> None:
    subprocess.run(command, cwd=cwd, check=True, env={**os.environ, "NO_MKDOCS_2_WARNING": "1"})


def iframe_worker_shim() -> Path:
    folder = BUILD / "npm"
    folder.mkdir(parents=True, exist_ok=True)
    packed = list(folder.glob("iframe-worker-*.tgz"))
    if not packed:
        run("npm", "pack", IFRAME_WORKER, "--silent", cwd=folder)
        packed = list(folder.glob("iframe-worker-*.tgz"))
    with tarfile.open(packed[0]) as archive:
        archive.extract("package/shim/index.js", folder, filter="data")
    return folder / "package" / "shim" / "index.js"


def main(argv: list[str]) -> int:
    dist = Path(argv[argv.index("--out") + 1]) if "--out" in argv else ROOT / "dist"
    if shutil.which("npm") is None:
        print("make bundle: npm is needed (for the iframe-worker package)", file=sys.stderr)
        return 2
    from llm_status.version import VERSION as version

    shutil.rmtree(BUILD / "site", ignore_errors=True)
    dist.mkdir(parents=True, exist_ok=True)
    run(sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", str(dist), ".")
    shim = iframe_worker_shim()
    site = BUILD / "site" / "llm-status-site"
    run(sys.executable, "-m", "mkdocs", "build", "--strict", "--quiet",
        "--config-file", "mkdocs.bundle.yml", "--site-dir", str(site))  # fmt: skip
    shutil.copy(shim, site / "assets" / "javascripts" / "iframe-worker-shim.js")
    # How to open it, in both languages (the triage page needs it served over HTTP).
    from llm_status.i18n import say

    readme = say("bundle_readme", "en") + "\n----\n\n" + say("bundle_readme", "zh")
    (site / "README.txt").write_text(readme, "utf-8")
    archive = dist / f"llm-status-site-{version}.tar.gz"
    with tarfile.open(archive, "w:gz") as tar:
        tar.add(site, arcname=site.name)
    print(archive)
    for wheel in dist.glob(f"llm_status-{version}-*.whl"):
        print(wheel)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
