"""The llm-status command run as a user runs it: the console script in a subprocess, with
none of the reader's environment (``run``); a line that passes an earlier status on."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

SCRIPT = Path(sys.executable).with_name("llm-status")


def run(*args, stdin="", env=None, module=False):
    command = [sys.executable, "-m", "llm_status"] if module else [str(SCRIPT)]
    environment = {k: v for k, v in os.environ.items() if not k.startswith(("LLM_STATUS", "LC_"))}
    environment.pop("LANG", None)
    environment.pop("COLUMNS", None)  # the terminal's width: a run here has none
    environment.update(env or {})
    return subprocess.run(
        [*command, *args], input=stdin, capture_output=True, text=True, env=environment, timeout=60
    )


# A line that passes on an earlier failure's status (messages.tsv: code *, returns *),
# and the check that failed first (returns a member).
PASSES_ON = (
    "[ERROR] LLMDATADIST(2741,python):2026-11-30-10:00:02.000.001 [llm_datadist_impl.cc:299]"
    "2741 SetRole: ErrorNo: 4294967295 [SetRole] failed, prev_role = Prompt, target_role = Decoder"
)
