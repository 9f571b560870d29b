"""What ``decode`` found, as Prometheus's text exposition format (version 0.0.4), for
node_exporter's textfile collector: a counter of the lines that name each code, labelled
with the code's kind, family, name and whether the program may recover from it (the
official tables' answer, for LLM-DataDist's, HIXL's and ADXL's codes; "not_applicable"
for a success; "unknown" for every other kind, whose tables do not say).

The file is written whole or not at all (a temporary file beside it, then renamed):
the collector may read it at any moment.
"""

from __future__ import annotations

import os
import tempfile
from collections import Counter

from .reading.kinds import Finding
from .version import VERSION

LINES = "llm_status_code_lines_total"
BUILD = "llm_status_build_info"


def _label(value: object) -> str:
    """A label's value as the format escapes it: backslash, double quote, line feed."""
    text = str(value)
    return text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")


def _recoverable(finding: Finding) -> str:
    """The tables' answer: "true", "false", "not_applicable" (a success code: the tables
    give it none); "unknown" for a kind whose table does not say."""
    if finding.kind != "code":
        return "unknown"
    return {True: "true", False: "false"}.get(finding.ref.recoverable, "not_applicable")


def exposition(counts: Counter[Finding]) -> str:
    """The text exposition of ``counts`` (each finding, and how many lines name it)."""
    lines = [
        f"# HELP {LINES} Lines of the logs read that name a status code "
        "(llm-status decode), by the code.",
        f"# TYPE {LINES} counter",
    ]
    for finding, count in sorted(counts.items(), key=lambda item: (item[0].kind, item[0].key)):
        labels = {
            "kind": finding.kind,
            "family": finding.family,
            "name": finding.name,
            "key": finding.key,
            "recoverable": _recoverable(finding),
        }
        said = ",".join(f'{name}="{_label(value)}"' for name, value in labels.items())
        lines.append(f"{LINES}{{{said}}} {count}")
    lines += [
        f"# HELP {BUILD} The llm-status that wrote these metrics.",
        f"# TYPE {BUILD} gauge",
        f'{BUILD}{{version="{_label(VERSION)}"}} 1',
    ]
    return "\n".join(lines) + "\n"


def writable(path: str) -> bool:
    """Whether ``path`` can be written as ``write_whole`` writes it (its folder exists and
    takes a new file): asked before the logs are read, not after."""
    folder = os.path.dirname(os.path.abspath(path))
    return os.path.isdir(folder) and os.access(folder, os.W_OK | os.X_OK)


def write_whole(path: str, text: str) -> None:
    """``text`` to ``path``, through a temporary file in its folder, renamed over it."""
    folder = os.path.dirname(os.path.abspath(path))
    descriptor, temporary = tempfile.mkstemp(prefix=".llm-status-", suffix=".prom", dir=folder)
    try:
        with os.fdopen(descriptor, "w", encoding="utf-8") as file:
            file.write(text)
        os.chmod(temporary, 0o644)  # the collector runs as another user
        os.replace(temporary, path)
    except BaseException:
        os.unlink(temporary)
        raise
