"""The shapes real logs arrive in, as data (like lnav's format files): each with its
pattern, what its named groups are (``level``, ``date``/``clock`` or ``time``), where
it was seen, and sample lines, verbatim from public threads (shared/real-logs/), that a
test reads through every front.

``WRAPPERS`` are prefixes that another program puts before every line it relays (a
Ray actor's ``(TaskRunner pid=n)``, torch's ``[rank1]:``, vLLM's logger): the line
inside is read as if it stood alone (``logline.peel``), and a wrapper's own clock and
level are the line's where the line inside states none. ``TORCH_NPU_ERROR`` is
torch_npu's own error line, with its ``ERRxxxxx`` code (upstream's
torch-npu-error-codes.md).
"""

from __future__ import annotations

import re
from typing import NamedTuple

_THREADS = "shared/real-logs/lines.tsv"


class Wrapper(NamedTuple):
    """A prefix that wraps a line: its pattern (matched at the line's start), where it
    was seen, and samples (the whole line; the test peels each)."""

    name: str
    pattern: re.Pattern
    seen: str
    samples: tuple[str, ...]


_LEVEL = r"(?P<level>DEBUG|INFO|WARNING|WARN|ERROR|CRITICAL)"

WRAPPERS = (
    Wrapper(
        "markdown-quote",
        re.compile(r"> (?=\S)"),
        f"a paster's quote ({_THREADS}, Ascend/samples 21)",
        (
            "> [ERROR] GE(946748,main):2025-05-19-15:59:07.739.753 [host_cpu_engine.cc:288]947062 "
            "LoadLib: ErrorNo: 1343225860(Internal errors) [INIT][DEFAULT][Invoke][DlOpen] failed. "
            "path = /usr/local/Ascend/ascend-toolkit/7.0.RC1/opp/built-in/op_impl/host_cpu/"
            "libops_host_cpu.so, error = /usr/local/Ascend/ascend-toolkit/7.0.RC1/opp/built-in/"
            "op_impl/host_cpu/libops_host_cpu.so: undefined symbol: _ZN2ge14GetShapeErrMsgEjRKSsS1_",
        ),
    ),
    Wrapper(
        "ray-process",
        # "(TaskRunner pid=467613) ", "(VllmWorker rank=3 pid=112081) ", "(VllmWorker TP3 pid=2322) "
        re.compile(r"\((?P<process>[A-Za-z_][\w.-]{0,60})(?: [\w=]{1,30})? pid=\d{1,10}\) ?", re.A),
        f"Ray and vLLM's worker processes ({_THREADS}: verl 332, vllm-ascend 1993, 2643)",
        (
            "(TaskRunner pid=467613) EJ0001: [PID: 468348] 2025-04-24-16:14:56.975.866 Failed to "
            "initialize the HCCP process. Reason: Maybe the last training process is running.",
            "(EngineCore_DP0 pid=553) EL0004: [PID: 553] 2025-09-17-04:55:13.065.712 Failed to "
            "allocate memory.",
        ),
    ),
    Wrapper(
        "torch-rank",
        re.compile(r"\[rank\d{1,6}\]: ?", re.A),
        f"torch.distributed's rank prefix ({_THREADS}: vllm-ascend 486)",
        (
            "[rank1]: EI0006: [PID: 1292363] 2025-04-08-18:07:20.444.436 Getting socket times "
            "out. Reason: Remote Rank did not send the data in time. Please check the reason for "
            "the rank being stuck",
        ),
    ),
    Wrapper(
        "vllm-logger",
        # "ERROR 12-17 09:31:58 [engine.py:458] ", old vLLM "ERROR 03-05 07:15:39 file.py:240] "
        re.compile(
            _LEVEL + r" (?P<date>\d\d-\d\d) (?P<clock>\d\d:\d\d:\d\d)(?:\.\d{1,6})? "
            r"(?:\[[\w./-]{1,80}:\d{1,6}\]|[\w./-]{1,80}:\d{1,6}\]) ?",
            re.A,
        ),
        f"vLLM's logger, no year ({_THREADS}: vllm-ascend 5135, 1993)",
        (
            "ERROR 12-17 09:31:58 [engine.py:458] EH9999: [PID: 53769] 2025-12-17-09:31:39.804.969 "
            "rtSetStreamFailureMode failed, runtime result = 207000.[FUNC:ReportCallError]"
            "[FILE:log_inner.cpp][LINE:161]",
        ),
    ),
    Wrapper(
        "python-logging",
        # logging's default format: "ERROR:asyncio:"
        re.compile(_LEVEL + r":[\w.]{1,80}:", re.A),
        f"Python logging's default format ({_THREADS})",
        (
            "ERROR:asyncio:Exception in callback functools.partial(<function _log_task_completion "
            "at 0xfffa6ad07370>, error_callback=<bound method AsyncLLMEngine._error_callback of "
            "<vllm.engine.async_llm_engine.AsyncLLMEngine object at 0xfffa681c3730>>)",
        ),
    ),
    Wrapper(
        "lmdeploy",
        re.compile(
            r"(?P<date>\d{4}-\d\d-\d\d) (?P<clock>\d\d:\d\d:\d\d),(?P<ms>\d{3}) - [\w.]{1,40} - "
            + _LEVEL
            + r" - [\w./-]{1,80}:\d{1,6} - ",
            re.A,
        ),
        f"lmdeploy's logger ({_THREADS}: Ascend/pytorch 54)",
        ("2024-10-21 10:42:00,218 - lmdeploy - ERROR - model_agent.py:489 - Rank[2] failed.",),
    ),
)

# torch_npu's error line: "[ERROR] 2025-04-24-16:14:56 (PID:468348, Device:0, RankID:2)
# ERR02200 DIST call hccl api failed." (a year, no fraction of a second).
TORCH_NPU_ERROR = re.compile(
    r"\[(?P<level>ERROR|WARNING|WARN|INFO)\] (?P<time>\d{4}-\d\d-\d\d-\d\d:\d\d:\d\d) "
    r"\(PID:\d{1,10}, Device:-?\d{1,6}, RankID:-?\d{1,10}\) (?P<code>ERR\d{5})",
    re.A,
)
TORCH_NPU_SAMPLES = (
    "[ERROR] 2024-05-21-11:57:54 (PID:927000, Device:3, RankID:3) ERR02200 DIST call hccl api "
    "failed.",
)
