"""Store the lines of Ascend/sglang that SGLang's reasons cite (registry/neighbours.py,
``Reason.where``), as they read at ``SGLANG_COMMIT``, so that a test can hold each
reason against the line it cites without the repository (the fidelity review's W2: a
shift of the cited lines must not happen again).

    python scripts/vendor_sglang_lines.py /path/to/a/clone/of/Ascend/sglang
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from llm_status.registry import neighbours

OUT = Path(__file__).parents[1] / "tests" / "data" / "sglang-reason-lines.tsv"
FOLDER = "python/sglang/srt/disaggregation/"


def main(clone: str) -> None:
    rows = [
        f"# The lines of {neighbours.SGLANG} that SGLang's reasons cite, at commit "
        f"{neighbours.SGLANG_COMMIT}, below {FOLDER} (scripts/vendor_sglang_lines.py).",
        "where\tline",
    ]
    for reason in neighbours.REASONS:
        file, _, numbers = reason.where.partition(":")
        text = subprocess.run(
            ["git", "-C", clone, "show", f"{neighbours.SGLANG_COMMIT}:{FOLDER}{file}"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.splitlines()
        for number in numbers.split(","):
            rows.append(f"{file}:{number}\t{text[int(number) - 1].strip()}")
    OUT.write_text("\n".join(rows) + "\n", "utf-8")


if __name__ == "__main__":
    main(sys.argv[1])
