"""The shapes real logs arrive in, as data (like lnav's format files): each with its
pattern, what its named groups are (``level``, ``date``/``clock`` or ``time``), where
it was seen, and sample lines, verbatim from public threads (shared/real-logs/), that a
test reads through every front.

``WRAPPERS`` are prefixes that another program puts before every line it relays (a
Ray actor's ``(TaskRunner pid=n)``, torch's ``[rank1]:``, vLLM's logger): the line
inside is read as if it stood alone (``reading.grammar.peel``), and a wrapper's own clock and
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

_NEW = "tests/data/real-logs/lines-2026-12-04.tsv"
# kubelet's CRI container log line: its stream, and "P" for a part of a line (joined to
# the parts after it up to its "F" part: reading/joining.py).
CRI = re.compile(
    r"(?P<day>\d{4}-\d\d-\d\d)T\d\d:\d\d:\d\d(?:\.\d{1,9})?(?:Z|[+-]\d\d:\d\d) "
    r"(?P<stream>stdout|stderr) (?P<tag>[FP]) ",
    re.A,
)
# A shell's or Python's prompt that starts a pasted command ("$ hccn_tool -i 0 -tls -g",
# "(base) [root@host dir]# cat ...", ">>> print(x)": shared/real-logs/README.md): a line
# of its own, never the rest of the line before it (reading/joining.py).
PROMPT = re.compile(r"(?:\([\w.-]{1,40}\) )?(?:\[[^\]\n]{1,80}\] ?[#$]|[#$]|>>>) ", re.A)
WRAPPERS = (
    # kubelet's CRI container log, as /var/log/pods and /var/log/containers hold every
    # container's stdout and stderr: "<RFC 3339 time> <stream> <F|P> <line>" (kubernetes
    # pkg/kubelet/kuberuntime/logs/logs.go; "P" a part of a line, "F" its last). Its clock
    # is the runtime's, in UTC ("Z"), not the node's local clock the plogs state: it is
    # not taken as the line's time (ours: logs of two zones would merge apart); its day
    # dates a clock inside it that states no year (vLLM's "03-12 10:41:02").
    Wrapper(
        "kubelet-cri",
        CRI,
        "kubelet's CRI logging (kubernetes design proposal kubelet-cri-logging.md, "
        "tests/data/real-logs/more-lines.tsv)",
        ("2016-10-06T00:17:09.669794202Z stdout F The content of the log entry 1",),
    ),
    # docker compose's output: each service's lines after its name, padded, and "| ".
    Wrapper(
        "docker-compose",
        # (not a level word: loguru's "INFO     | " without its date is no service)
        re.compile(
            r"(?!(?:TRACE|DEBUG|INFO|WARNING|WARN|ERROR|CRITICAL|FATAL|SUCCESS) )"
            r"[A-Za-z0-9][\w.-]{0,79} +\| ",
            re.A,
        ),
        f"docker compose's output ({_NEW}: vllm-ascend 4284)",
        (
            "mineru-npu-model-server   |     total_memory = torch_npu.npu.get_device_properties"
            "(device).total_memory / (1024 ** 3)  # 转为 GB",
        ),
    ),
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
        # "(TaskRunner pid=467613) ", "(VllmWorker rank=3 pid=112081) ", "(VllmWorker TP3 pid=2322) ",
        # and Ray's driver relaying another node's worker: "(RayWorkerWrapper pid=2322, ip=10.0.0.6) "
        re.compile(
            r"\((?P<process>[A-Za-z_][\w.-]{0,60})(?: [\w=]{1,30})? pid=\d{1,10}"
            r"(?:, ip=[0-9A-Fa-f.:]{2,45})?\) ?",
            re.A,
        ),
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

# glog's fatal check prints its banner and the fatal line on one line, where the stack
# trace goes to stderr unbuffered: "*** Check failure stack trace: ***F0212 17:34:25...".
WRAPPERS += (
    Wrapper(
        "glog-check-failure",
        re.compile(r"\*\*\* Check failure stack trace: \*\*\*"),
        f"glog's fatal check, Mooncake's ({_THREADS})",
        (
            "*** Check failure stack trace: ***F0212 17:34:25.448904 212704 "
            "transfer_engine_bench.cpp:286] Assert failed: !rc",
        ),
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


class Format(NamedTuple):
    """A line's own format: its pattern (searched in the line's first 300 characters, or
    matched at its start), its named groups (``level``, ``time`` or ``date`` and
    ``clock``, ``module``, ``tid``, ``site``), where it was seen, and samples."""

    name: str
    pattern: re.Pattern
    seen: str
    samples: tuple[str, ...]


# A plog line: "[ERROR] HIXL(1234,python):2026-03-12-10:41:02.123.456 [file.cc:12]5678 Func: ...";
# HCCL writes its thread in brackets: "... [hccl_socket.cc:100] [2717288][HcclSocket][Listen] ...".
PLOG = Format(
    "plog",
    re.compile(
        r"\[(?P<level>ERROR|WARNING|WARN|INFO|DEBUG|EVENT|TRACE)\]\s*(?P<module>[A-Za-z_]+)\((?P<pid>\d+),"
        r"[^)]*\):(?P<time>\d{4}-\d\d-\d\d-\d\d:\d\d:\d\d\.\d{3}\.\d{3})"
        r"(?:\s*\[(?P<site>[^\]]*)\]\s*\[?(?P<tid>\d+)\]?)?",
        re.ASCII,
    ),
    "CANN's plog (shared/upstream/README.md, What a plog looks like; " + _THREADS + ")",
    (
        "[ERROR] HCCL(106335,):2026-05-21-21:39:58.706.533 [hccl_socket_manager.cc:835] [128657]"
        "[Create][Sockets]Wait links establish completed failed, local role is client. ret[9]",
        "[EVENT] TDT(946748,main):2025-05-19-15:59:07.741.638 [process_mode_manager.cpp:103]"
        "[OpenProcess][tid:947062] [ProcessModeManager] enter into open process deviceId[0] "
        "rankSize[0]",
    ),
)
# glog: "E20260312 10:00:00.123456 <tid> file.cc:123]" (also without the year: "E0312").
GLOG = Format(
    "glog",
    re.compile(
        r"(?P<level>[IWEF])(?P<date>\d{8}|\d{4}) (?P<clock>\d\d:\d\d:\d\d(?:\.\d{1,9})?)\s+(?P<tid>\d+)\s",
        re.ASCII,
    ),
    "glog, Mooncake's and other C++ components' (" + _THREADS + ": Mooncake, LMCache-Ascend)",
    (
        "I0729 06:58:32.392539 23436 transfer_engine.cpp:387] Metrics reporting is disabled (set "
        "MC_TE_METRIC=1 to enable)",
        "I20251222 18:59:04.417019 281473495854048 client_metric.cpp:76] Client metrics enabled "
        "(default enabled)",
    ),
)
# torch's C++ logging (c10, since torch 2.3): "[E1206 18:44:12.715298746
# ProcessGroupNCCL.cpp:607] ..." (the month is not padded: "E626" is the 26th of June; no
# year), usually under torch's "[rank0]:" (a wrapper). ProcessGroupHCCL's lines have it too.
_MORE = "tests/data/real-logs/more-lines.tsv"
C10 = Format(
    "c10",
    re.compile(
        r"\[(?P<level>[IWEF])(?P<date>[01]?\d[0-3]\d) (?P<clock>\d\d:\d\d:\d\d(?:\.\d{1,9})?) "
        r"(?P<site>[\w./-]{1,120}:\d{1,6})\]",
        re.ASCII,
    ),
    f"torch's c10 logging ({_MORE}: LlamaFactory 6269, BasicSR 737)",
    (
        "[rank0]:[E1206 18:44:12.715298746 ProcessGroupNCCL.cpp:607] [Rank 0] Watchdog caught "
        "collective operation timeout: WorkNCCL(SeqNum=7753, OpType=_REDUCE_SCATTER_BASE, "
        "NumelIn=544997376, NumelOut=68124672, Timeout(ms)=600000) ran for 600061 milliseconds "
        "before timing out.",
        "[rank1]:[E626 06:24:44.903881913 ProcessGroupNCCL.cpp:616] [Rank 1] Watchdog caught "
        "collective operation timeout: WorkNCCL(SeqNum=808, OpType=ALLREDUCE, NumelIn=9801523, "
        "NumelOut=9801523, Timeout(ms)=600000) ran for 600020 milliseconds before timing out.",
    ),
)
# MindIE's logger: "[2025-11-18 09:33:11,638] [42] [281471064600800] [llmmodels] [INFO]
# [model_runner.py-108] : ...".
MINDIE = Format(
    "mindie",
    re.compile(
        r"\[(?P<date>\d{4}-\d\d-\d\d) (?P<clock>\d\d:\d\d:\d\d,\d{3})\] \[\d+\] \[\d+\] "
        r"\[[\w.-]+\] \[(?P<level>[A-Z]+)\] \[(?P<site>[\w.-]+)\] :",
        re.ASCII,
    ),
    "MindIE's logger (" + _THREADS + ": gpustack 3352)",
    (
        "[2025-11-18 09:33:11,638] [42] [281471064600800] [llmmodels] [INFO] [model_runner.py-108] : "
        "Can not get device info, you can use BIND_CPU=0 to skip.",
    ),
)
# ATB's (and LCCL's) log files: "[2024-08-15 03:34:42.482189] [info] [17738] [config.cpp:34] "
# (its level in lower case).
ATB = Format(
    "atb",
    re.compile(
        r"\[(?P<date>\d{4}-\d\d-\d\d) (?P<clock>\d\d:\d\d:\d\d\.\d{6})\] "
        r"\[(?P<level>trace|debug|info|warn|warning|error|critical|fatal)\] \[\d+\] "
        r"\[(?P<site>[\w./-]{1,120}:\d{1,6})\] ",
        re.ASCII,
    ),
    f"ATB's log files, atb_<pid>_<time>.log ({_NEW}: KsanaLLM 26)",
    ("[2024-08-15 03:34:42.482189] [info] [17738] [config.cpp:34] Config:",),
)
# MindIE-Server's: "[2025-10-12 17:17:33.458+08:00] [26217] [33186] [server] [INFO]
# [http_server.cpp:54] : ...": its clock with the node's zone, which the node's other logs
# (plogs: local time, no zone) share; the clock is read as written (ours).
MINDIE_SERVER = Format(
    "mindie-server",
    re.compile(
        r"\[(?P<date>\d{4}-\d\d-\d\d) (?P<clock>\d\d:\d\d:\d\d\.\d{3})(?:[+-]\d\d:\d\d|Z)\] "
        r"\[\d+\] \[[\w-]+\] \[[\w-]+\] \[(?P<level>[A-Z]+)\] \[(?P<site>[\w./-]+:\d{1,6})\] :",
        re.ASCII,
    ),
    f"MindIE-Server's logger ({_NEW}: gpustack 3352)",
    (
        "[2025-10-12 17:17:33.458+08:00] [26217] [33186] [server] [INFO] [http_server.cpp:54] : "
        "[endpoint] Receive request from 192.168.20.7:46182 ,method is GET, uri is /v1/models",
    ),
)
# loguru, as Mooncake's Python side configures it: "2025-07-29 06:58:32.392 | pid=23436 |
# rank=0 | INFO     | ...".
LOGURU = Format(
    "loguru",
    re.compile(
        r"(?P<date>\d{4}-\d\d-\d\d) (?P<clock>\d\d:\d\d:\d\d\.\d{3}) \|(?: [\w=]+ \|)* "
        r"(?P<level>[A-Z]+) *\| ",
        re.ASCII,
    ),
    "loguru (" + _THREADS + ": vllm-ascend, Mooncake)",
    (
        "2025-07-29 06:58:32.392 | pid=23436 | rank=0 | INFO     | MooncakeTransferEngineConfig: "
        "MooncakeTransferEngineConfig(local_hostname='10.1.1.23:31479:npu_0', "
        "metadata_server='10.1.1.23:2379', protocol='rdma', device_name='')",
    ),
)
# An application's: "2026-03-12 10:00:00.123456", "2026-03-12T10:00:00,123" (the level is
# the first level word after it).
ISO = Format(
    "iso",
    re.compile(r"(?P<date>\d{4}-\d\d-\d\d)[ T](?P<clock>\d\d:\d\d:\d\d(?:[.,]\d{1,9})?)", re.ASCII),
    "applications' loggers (" + _THREADS + ": lmdeploy's, whose frame is a wrapper)",
    ("2024-10-21 10:42:00,218 - lmdeploy - ERROR - model_agent.py:489 - Rank[2] failed.",),
)
# vLLM's "INFO 03-12 10:00:00" (no year), when it is not a wrapper's prefix.
MONTH_DAY = Format(
    "vllm",
    re.compile(
        r"(?P<level>ERROR|WARNING|INFO|DEBUG|CRITICAL) (?P<date>\d\d-\d\d) (?P<clock>\d\d:\d\d:\d\d)",
        re.ASCII,
    ),
    "vLLM's logger (" + _THREADS + ")",
    ("ERROR 12-17 09:31:58 [engine.py:458] Traceback (most recent call last):",),
)
# A level word anywhere near the start, for lines of no format above.
LEVEL = re.compile(r"\b(ERROR|CRITICAL|FATAL|WARNING|WARN|INFO|DEBUG)\b", re.ASCII)
# A level by its name, as each format writes it (glog's and c10's letters, "WARN"), and
# the levels of an error line: one map for every reader of a line.
LEVEL_NAMES = {"I": "INFO", "W": "WARNING", "E": "ERROR", "F": "FATAL", "WARN": "WARNING"}
ERROR_LEVELS = ("ERROR", "CRITICAL", "FATAL")
# An error's level in any spelling a format writes it ("E", "F" as glog does).
ERROR_LEVELS_WRITTEN = (*ERROR_LEVELS, *(w for w, n in LEVEL_NAMES.items() if n in ERROR_LEVELS))

# A line's level, where its own format states one, anchored at its start (a rank prefix
# "[rank1]:" allowed): plog's "[INFO] HIXL(...)", vLLM's "INFO 11-30 ...", uvicorn's
# "INFO:", glog's "I1130 10:00:00", Python logging's "2026-03-12 10:00:00,123 - INFO -".
# One group a shape; written for Python's re and JavaScript's RegExp alike.
STATED_LEVEL = (
    r"^[ \t]*(?:\[rank[0-9]+\]:[ \t]*)?(?:"
    r"\[(ERROR|WARNING|WARN|INFO|DEBUG|TRACE|EVENT)\]"
    r"|(ERROR|WARNING|WARN|INFO|DEBUG|CRITICAL)(?::[ \t]|[ \t]+[0-9][0-9]-[0-9][0-9][ \t])"
    r"|([IWEF])[0-9]{4}(?:[0-9]{4})?[ \t][0-9][0-9]:[0-9][0-9]"
    r"|[0-9]{4}-[0-9][0-9]-[0-9][0-9][ T][0-9:.,]+[ \t]*[-|]?[ \t]*\[?"
    r"(ERROR|WARNING|WARN|INFO|DEBUG|CRITICAL)(?![A-Za-z0-9_]))"
)
# A plog header: "[ERROR] HIXL(1234,python):" (upstream's README).
PLOG_HEAD = r"^[ \t]*\[[A-Z]+\][ \t]*[A-Za-z_]+\([0-9]+,"
FORMATS = (PLOG, GLOG, C10, MINDIE, MINDIE_SERVER, ATB, LOGURU, ISO, MONTH_DAY)


class Transcript(NamedTuple):
    """A line of a tool's output that says a device's state (``hccn_tool``'s, ``npu-smi``'s):
    its pattern (searched in the line, after a wrapper), the layer whose state it is, the
    level each state it may say is (the others are no event), the literals that find such
    a line in a block (``anchors``), where it was seen, and samples. The layers and the
    levels are ours: the tools print a state, not a level."""

    name: str
    pattern: re.Pattern
    layer: str
    levels: dict[str, str]
    anchors: tuple[bytes, ...]
    seen: str
    samples: tuple[str, ...]


# The device's network port, as hccn_tool names it (its "-i N" is the device): a link
# that went down, or a health check that failed.
NIC = "NIC"
# A chip's health, as npu-smi reports it.
NPU = "NPU"
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
_HCCL_GUIDE = "shared/upstream/hccl-fault-diagnosis/task_exec_stage.md"
_RESEARCH = (
    "shared/reviews/research-2026-12-02.md, configuration table, row 10 (FaultDiag's fixture)"
)
TRANSCRIPTS = (
    # "hccn_tool -i 0 -link_stat -g": the port's link changes, each with its device's clock
    # (C's asctime: "Sun Oct  5 10:13:50 2025"); both "[devid 0]" and "[device 0]" are printed.
    Transcript(
        "hccn-link-record",
        re.compile(
            r"\[(?:devid|device) ?(?P<device>\d{1,4})\]\s*(?P<day>[A-Z][a-z]{2}) "
            rf"(?P<month>{'|'.join(MONTHS)}) +(?P<date>\d{{1,2}}) (?P<clock>\d\d:\d\d:\d\d) "
            r"(?P<year>\d{4})\s+LINK (?P<state>UP|DOWN)\b",
            re.ASCII,
        ),
        NIC,
        {"DOWN": "ERROR"},
        (b"DOWN",),
        f"hccn_tool -link_stat -g ({_HCCL_GUIDE}; {_RESEARCH})",
        (
            "[devid 0]    Sun Oct  5 10:13:50 2025    LINK DOWN",
            "[devid 0]    Tue Aug  1 14:44:40 2022    LINK DOWN",
        ),
    ),
    # "hccn_tool -i 0 -link -g": the port's state now.
    Transcript(
        "hccn-link",
        re.compile(r"^\s*link status: (?P<state>UP|DOWN)\b", re.ASCII),
        NIC,
        {"DOWN": "ERROR"},
        (b"DOWN",),
        "hccn_tool -link -g (shared/upstream/troubleshoot/env-check.md: UP, DOWN)",
        ("link status: DOWN",),
    ),
    # "hccn_tool -i 0 -net_health -g": the states FaultDiag counts as unhealthy.
    Transcript(
        "hccn-net-health",
        re.compile(
            r"^\s*net health status: (?P<state>Socket failed|Receive timeout|Unreachable|"
            r"Detect ip set|Success|Init)\b",
            re.ASCII,
        ),
        NIC,
        {s: "ERROR" for s in ("Socket failed", "Receive timeout", "Unreachable", "Detect ip set")},
        (b"net health status: ",),
        f"hccn_tool -net_health -g ({_RESEARCH})",
        ("net health status: Socket failed",),
    ),
    # "npu-smi info": a chip's row, its Health column. Read as a format, no event: a chip's
    # health is a fact of the node, not a moment of its log.
    Transcript(
        "npu-smi",
        re.compile(
            r"^\| (?P<device>\d{1,4}) +(?P<name>[\w-]{2,40}) *\| (?P<state>OK|Warning|Alarm|"
            r"Critical) +\|",
            re.ASCII,
        ),
        NPU,
        {},
        (),
        f"npu-smi info ({_THREADS}: vllm-ascend 9168, 1528)",
        (
            "| 0     Ascend910           | OK            | 163.7       36                0    / 0 "
            "            |",
            "| 0     910B1               | OK            | 87.9        26                0    / 0 "
            "            |",
        ),
    ),
)
