"""The triage page's engine: this package, run in the browser by Pyodide (CPython for
WebAssembly). The site serves both from its own folder, so that nothing is fetched from
elsewhere: Pyodide's files as npm ships them at one version, and the package as a zip
of its own modules and data (what the wheel holds), read by ``triage.browser``.
"""

from __future__ import annotations

import io
import json
import zipfile
from pathlib import Path

# The Pyodide the page runs: CPython 3.14 (the package supports 3.10 and later), whose
# core holds lzma, so the page reads .xz logs as the command does. The Makefile installs
# this version from npm; the build refuses any other.
PYODIDE = "314.0.8"
# What the worker (a module worker) loads of it: the loader, the interpreter (its JavaScript and its
# WebAssembly), the standard library, and the lock file loadPyodide reads (it names
# packages this page never loads).
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
FOLDER = "assets/engine/"
PACKAGE = "llm_status.zip"
# The package's files the engine needs: its modules and its data.
_SHIPPED = (".py", ".tsv", ".md")
# A fixed time in the archive: the same package gives the same bytes (and cache).
_EPOCH = (2026, 1, 1, 0, 0, 0)


class EngineMissing(Exception):
    """Pyodide is not where the build looks, or not the pinned version."""


def pyodide_files(folder: Path) -> dict[str, Path]:
    """Each file of the engine, by its path in the site, from npm's ``pyodide`` folder.

    Raises ``EngineMissing`` with what to do when it is absent or another version.
    """
    manifest = folder / "package.json"
    try:
        version = json.loads(manifest.read_text("utf-8"))["version"]
    except (OSError, ValueError, KeyError):
        raise EngineMissing(
            f"Pyodide {PYODIDE} is not in {folder}: `make build` installs it from npm"
        ) from None
    if version != PYODIDE:
        raise EngineMissing(f"{folder} holds Pyodide {version}, not {PYODIDE}: run `make build`")
    files = {FOLDER + name: folder / name for name in PYODIDE_FILES}
    absent = [str(path) for path in files.values() if not path.is_file()]
    if absent:
        raise EngineMissing(f"Pyodide's files are missing: {', '.join(absent)}")
    return files


def package_archive() -> bytes:
    """The package as a zip (``llm_status/...``) of its modules and data, the same bytes
    for the same files."""
    root = Path(__file__).resolve().parents[1]
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in sorted(root.rglob("*")):
            if path.suffix not in _SHIPPED or "__pycache__" in path.parts:
                continue
            name = "llm_status/" + path.relative_to(root).as_posix()
            info = zipfile.ZipInfo(name, _EPOCH)
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, path.read_bytes())
    return out.getvalue()


def download_size(files: dict[str, Path], package: bytes) -> int:
    """Bytes the page fetches the first time it triages (its engine and the package)."""
    return sum(path.stat().st_size for path in files.values()) + len(package)
