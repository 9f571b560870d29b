"""The facts of a node that decide what its logs cannot (issue 32), as data: the commands
``llm-status collect`` runs, how each command's output says a fact (a pattern, samples, and
where the format was seen), the environment variables that matter, and the names of what
is secret. Triage reads a transcript of these commands wherever it finds one: written by
``collect`` (``$ command`` then its output), by FaultDiag's collection scripts (the command
line bare, then its output), or pasted from a shell (a prompt, then the command).

Sources: HCCL's fault-diagnosis guide (``shared/upstream/hccl-fault-diagnosis/``), upstream's
troubleshooting guide (``shared/upstream/troubleshoot/env-check.md``), and the research
table of 2026-12-02 (``shared/reviews/research-2026-12-02.md``, T1), which quotes
FaultDiag's parsers (Ascend/mind-cluster ``component/ascend-faultdiag/src/ascend_fd/pkg/
parse/knowledge_graph/parser/npu_info_parser.py``) and public threads.
"""

from __future__ import annotations

import re
from typing import NamedTuple

# Where Ascend's tools stand when they are not on PATH (FaultDiag's scripts call them so).
HCCN_TOOL = "/usr/local/Ascend/driver/tools/hccn_tool"
NPU_SMI = "/usr/local/bin/npu-smi"
HCCN_CONF = "/etc/hccn.conf"
DRIVER_VERSION = "/usr/local/Ascend/driver/version.info"
# CANN's toolkit: its install info, one per architecture (FaultDiag's VersionInfoParser).
TOOLKIT_INFO = "/usr/local/Ascend/ascend-toolkit/latest/{arch}-linux/ascend_toolkit_install.info"

# hccn_tool's queries of one device (its "-i N"), in the order collect runs them.
DEVICE_QUERIES = (
    ("-ip", "-g"),
    ("-ip", "-inet6", "-g"),
    ("-tls", "-g"),
    ("-link", "-g"),
    ("-link_stat", "-g"),
    ("-net_health", "-g"),
    ("-optical", "-g"),
)

# The environment that decides a transfer: the libraries', HCCL's, the runtime's, the
# engines' and the frameworks' variables, and the host NIC's for Gloo (research T1 rows
# 1, 2, 4, 12, 15).
ENV_PREFIXES = (
    "HCCL_",
    "ASCEND_",
    "HIXL_",
    "ADXL_",
    "LLM_",
    "MOONCAKE_",
    "VLLM_",
    "SGLANG_",
    "MINDIE_",
)
# PYTHONHASHSEED: vllm-ascend's KV pool needs the same on every node (kv_pool.md).
ENV_NAMES = (
    "GLOO_SOCKET_IFNAME",
    "TP_SOCKET_IFNAME",
    "LD_LIBRARY_PATH",
    "RANK_TABLE_FILE",
    "PYTHONHASHSEED",
)
# A name that says its value is a secret: never written (ours).
SECRET_NAME = re.compile(
    r"secret|token|passw(?:or)?d|passwd|credential|api[_-]?key|access[_-]?key|private[_-]?key|"
    r"auth|cookie|session",
    re.IGNORECASE,
)
# A URL's user and password ("redis://user:pass@host"): the host is a fact, they are not.
URL_USER = re.compile(r"(?P<scheme>[A-Za-z][\w+.-]*://)[^/@\s]+@")
REDACTED = "<redacted>"

# The processes whose environment is read: an inference server's command line names one
# of these, or its memory maps hold one of the transfer libraries.
PROCESS_WORDS = ("vllm", "sglang", "mindie", "mindieservice", "llm_datadist", "hixl", "mooncake")
LIBRARY_WORDS = ("llm_datadist", "libhixl", "libadxl", "mooncake")

# The first line collect writes: a transcript of ours, whatever its commands found.
HEADER = "# llm-status collect:"
# A command line in a transcript: after a shell's prompt ("$ ", "# ", "root@n1:~# ") or
# bare (FaultDiag's files), one of the commands whose output says a fact.
COMMAND_LINE = re.compile(
    r"^(?:[\w.@:~/\[\] -]{0,80}?[$#] ?)?(?P<command>(?:\S*/)?(?:hccn_tool|npu-smi)\b.*|"
    r"cat \S*(?:hccn\.conf|version\.info|install\.info|/environ|/cmdline)\b.*|"
    r"(?:env|printenv)(?: *\|.*)?)$",
    re.ASCII,
)


class Reading(NamedTuple):
    """A fact one output line says: after a command matching ``after`` (None: after any;
    ``typed``: the command as a person types it), a line matching ``pattern`` (group
    ``value``; ``device`` where the line names its device, else the command's ``-i N``)
    says ``key`` of that device or of the node."""

    key: str
    typed: str
    after: re.Pattern | None
    pattern: re.Pattern
    seen: str
    samples: tuple[str, ...]
    per_device: bool = True
    values: dict[str, str] | None = None  # what a value the tool prints means


_FD = "MindCluster FaultDiag's npu_info_parser.py (Ascend/mind-cluster)"
# A process's command line, as collect writes it ("$ cat /proc/N/cmdline", then the line).
_CMDLINE = re.compile(r"cat /proc/\d{1,10}/cmdline")
READINGS = (
    Reading(
        "ipv4",
        "hccn_tool -i N -ip -g",
        re.compile(r"hccn_tool -i (?P<device>\d{1,4}) -ip -g"),
        re.compile(r"^\s*ipaddr:\s*(?P<value>\d{1,3}(?:\.\d{1,3}){3})\s*$"),
        f"hccn_tool -ip -g ({_FD}, IpInfoParser; upstream's env-check.md reads ipaddr:)",
        ("ipaddr:192.168.100.101",),
    ),
    Reading(
        "ipv6",
        "hccn_tool -i N -ip -inet6 -g",
        re.compile(r"hccn_tool -i (?P<device>\d{1,4}) -ip -inet6 -g"),
        re.compile(r"^\s*ipv6_address:\s*(?P<value>[0-9A-Fa-f:.]{2,45})\s*$"),
        f"hccn_tool -ip -inet6 -g ({_FD}, IpInfoParser)",
        ("ipv6_address:fd00::101",),
    ),
    Reading(
        "tls",
        "hccn_tool -i N -tls -g",
        None,  # the line names its device: "| grep switch" output reads alone
        re.compile(r"dev_id:\s*(?P<device>\d{1,4}), tls switch\[(?P<value>[01])\]"),
        "hccn_tool -tls -g (shared/upstream/hccl-fault-diagnosis/param_link_stage.md)",
        (
            "dev_id:0, tls switch[0](0:disable, 1:enable), tls preconfigured[1](0:non-preset, "
            "1:preset), tls alarm time threshold[60]days",
        ),
        values={"0": "DISABLE", "1": "ENABLE"},
    ),
    Reading(
        "link",
        "hccn_tool -i N -link -g",
        re.compile(r"hccn_tool -i (?P<device>\d{1,4}) -link -g"),
        re.compile(r"^\s*link status: (?P<value>UP|DOWN)\b"),
        "hccn_tool -link -g (shared/upstream/troubleshoot/env-check.md: UP, DOWN)",
        ("link status: UP",),
    ),
    Reading(
        "net_health",
        "hccn_tool -i N -net_health -g",
        re.compile(r"hccn_tool -i (?P<device>\d{1,4}) -net_health -g"),
        re.compile(r"^\s*net health status: (?P<value>[A-Za-z][A-Za-z ]{1,30}?)\s*$"),
        f"hccn_tool -net_health -g ({_FD})",
        ("net health status: Success", "net health status: Socket failed"),
    ),
    Reading(
        "conf_ipv4",
        "cat /etc/hccn.conf",
        re.compile(r"cat \S*hccn\.conf"),
        re.compile(r"^\s*address_(?P<device>\d{1,4})=(?P<value>\d{1,3}(?:\.\d{1,3}){3})\s*$"),
        "/etc/hccn.conf's address_N (Mooncake's ascend_direct_transport.md: the file must exist, in containers too)",
        ("address_0=192.168.100.101",),
    ),
    Reading(
        "driver",
        "cat /usr/local/Ascend/driver/version.info",
        re.compile(r"cat \S*driver/version\.info"),
        re.compile(r"^\s*Version=(?P<value>[\w.-]{1,40})\s*$"),
        f"the driver's version.info ({_FD}, VersionInfoParser)",
        ("Version=23.0.7",),
        per_device=False,
    ),
    Reading(
        "cann",
        "cat /usr/local/Ascend/ascend-toolkit/latest/<arch>-linux/ascend_toolkit_install.info",
        re.compile(r"cat \S*_install\.info"),
        re.compile(r"^\s*version=(?P<value>[\w.-]{1,40})\s*$"),
        f"CANN's ascend_toolkit_install.info ({_FD}, VersionInfoParser)",
        ("version=8.0.RC1",),
        per_device=False,
    ),
    Reading(
        "npu_smi",
        "npu-smi info",
        None,
        re.compile(r"npu-smi (?P<value>[\w.-]{1,40}) +Version: "),
        "npu-smi info's header (as pasted in vllm-ascend#1528)",
        ("| npu-smi 24.1.rc3                 Version: 24.1.rc3                                |",),
        per_device=False,
    ),
    # Mooncake's master: its KV lease (vllm-ascend's kv_pool.md:121,128: in milliseconds,
    # "keep it larger than ASCEND_CONNECT_TIMEOUT and ASCEND_TRANSFER_TIMEOUT"), or the
    # master itself, whose lease is then Mooncake's default (types.h:84, 10000 ms).
    Reading(
        "lease_ttl",
        "cat /proc/<pid>/cmdline",
        _CMDLINE,
        re.compile(r"\bmooncake_master\b.*--default_kv_lease_ttl[= ](?P<value>\d{1,12})\b"),
        "mooncake_master's --default_kv_lease_ttl (vllm-ascend kv_pool.md:121,128)",
        (
            "mooncake_master --port 50088 --eviction_high_watermark_ratio 0.9 "
            "--eviction_ratio 0.1 --default_kv_lease_ttl 11000 --enable_offload=false "
            "--client_ttl=120",
        ),
        per_device=False,
    ),
    Reading(
        "mooncake_master",
        "cat /proc/<pid>/cmdline",
        _CMDLINE,
        re.compile(r"(?P<value>\bmooncake_master\b)"),
        "mooncake_master's command line, no --default_kv_lease_ttl (Mooncake types.h:84: "
        "10000 ms by default)",
        ("/usr/local/bin/mooncake_master --port 50088 --enable_offload=false",),
        per_device=False,
    ),
)

# An environment line of a process (collect's "cat /proc/N/environ", or "env" pasted).
ENV_LINE = re.compile(r"^(?P<name>[A-Za-z_][A-Za-z0-9_]{0,127})=(?P<value>.*)$", re.ASCII)
ENV_AFTER = re.compile(r"/environ|^(?:env|printenv)\b")
# What collect could not run, and why: "! hccn_tool: not found".
NOT_RUN = re.compile(r"^! (?P<command>[^:]{1,200}): (?P<why>.{1,200})$")


def wanted(name: str) -> bool:
    """Whether an environment variable is one that decides a transfer."""
    return name.startswith(ENV_PREFIXES) or name in ENV_NAMES


def redacted(name: str, value: str) -> str:
    """A variable's value as a transcript may hold it: none where its name says it is a
    secret, and no user or password in a URL."""
    if SECRET_NAME.search(name):
        return REDACTED
    return URL_USER.sub(lambda m: m["scheme"] + REDACTED + "@", value)
