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

import itertools
import re
from typing import NamedTuple

from . import secrets

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
# How a secret's value is written once hidden (registry/secrets.py has the names).
REDACTED = secrets.REDACTED

# The processes whose environment is read: an inference server's command line names one
# of these, or its memory maps hold one of the transfer libraries.
PROCESS_WORDS = ("vllm", "sglang", "mindie", "mindieservice", "llm_datadist", "hixl", "mooncake")
LIBRARY_WORDS = ("llm_datadist", "libhixl", "libadxl", "mooncake")

# The first line collect writes: a transcript of ours, whatever its commands found; then
# the host's name and the time, with the node's zone ("# llm-status collect: prefill-0
# 2026-03-12T10:45:00+08:00").
HEADER = "# llm-status collect:"
# What follows "$ cat FILE" where collect wrote only the members triage reads of a config
# (MEMBERS), as JSON, not the file.
MEMBERS_NOTE = "# only the members triage reads, as JSON"
# The members of a config file (a rank table, Mooncake's config, a framework's config)
# that a Reading or the rank table's reading uses: collect writes these and nothing else
# of a file a process names (adversarial review 2026-12-04, H1, H3).
MEMBERS = frozenset(
    {
        "server_list",
        "server_id",
        "device",
        "device_id",
        "device_ip",
        "master_server_address",
        "kv_connector",
        # The layout both ends of a transfer must share (LAYOUT_READINGS), as a config
        # (vLLM's --config YAML, SGLang's) names its engine arguments.
        *(
            spelled
            for name in (
                "tensor-parallel-size",
                "data-parallel-size",
                "pipeline-parallel-size",
                "decode-context-parallel-size",
                "block-size",
                "page-size",
                "kv-cache-dtype",
                "kv-transfer-config",
                "kv-role",
                "disaggregation-mode",
                "disaggregation-transfer-backend",
                "tp-size",
                "dp-size",
                "pp-size",
            )
            for spelled in (name, name.replace("-", "_"))
        ),
    }
)
# A command line in a transcript: after a shell's prompt ("$ ", "# ", "root@n1:~# ") or
# bare (FaultDiag's files), one of the commands whose output says a fact.
COMMAND_LINE = re.compile(
    r"^(?:[\w.@:~/\[\] -]{0,80}?[$#] ?)?(?P<command>(?:\S*/)?(?:hccn_tool|npu-smi)\b.*|"
    r"cat \S*(?:hccn\.conf|version\.info|install\.info|/environ|/cmdline|\.json|\.ya?ml|\.toml)\b.*|"
    r"(?:\S*/)?ip (?:-[46] )?-o (?:-[46] )?addr\b.*|(?:\S*/)?ss -[a-z]{1,8}\b.*|"
    r"ls -d \S*\.dist-info\b.*|"
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
    # A line may say more facts than this one (a command line's flags): the readings
    # after it are tried on the same line too, and the fact is its process's.
    also: bool = False


_FD = "MindCluster FaultDiag's npu_info_parser.py (Ascend/mind-cluster)"
# A process's command line, as collect writes it ("$ cat /proc/N/cmdline", then the line).
_CMDLINE = re.compile(r"cat /proc/\d{1,10}/cmdline")
# An inference process's layout and KV cache, as its command line states them (vLLM's and
# SGLang's flags; vllm-ascend's --kv-transfer-config JSON): what both ends of a transfer
# must agree on for the blocks one writes to be read right by the other (llm-status
# check). A flag not given takes its program's default, which is not read here.
_VLLM_CLI = "vLLM's and SGLang's engine arguments, as vllm-ascend#6485 and #9220 launch them"


def _flag(*names: str, value: str = r"\d{1,6}") -> re.Pattern:
    """A flag on a command line (--block-size 128, --block-size=128), or the same member
    of a config as collect writes its members (JSON: "block-size": 128, "block_size":
    "128")."""
    spelled = "|".join(re.escape(name) for name in names)
    members = "|".join(
        re.escape(n.lstrip("-")) + "|" + re.escape(n.lstrip("-").replace("-", "_"))
        for n in names
        if n.startswith("--")
    )
    return re.compile(
        rf'(?:(?:^|\s)(?:{spelled})(?:=|\s+)|"(?:{members})"\s*:\s*"?)(?P<value>{value})(?![\w.])',
        re.ASCII,
    )


# A command line, or a config's members (vLLM's --config YAML, a JSON config).
_CMDLINE_OR_CONFIG = re.compile(r"cat /proc/\d{1,10}/cmdline|cat \S*\.(?:json|ya?ml|toml)\b")
# A JSON key, also where it stands in a JSON text that is itself a string value (a YAML
# config's kv-transfer-config: '{"kv_role": ...}', written by collect as an escaped string).
_KEY = r'\\?"{}\\?"\s*:\s*'


def _layout(key: str, pattern: re.Pattern, seen: str, sample: str) -> Reading:
    return Reading(
        key, "cat /proc/<pid>/cmdline", _CMDLINE_OR_CONFIG, pattern, seen, (sample,), False,
        also=True,
    )  # fmt: skip


LAYOUT_READINGS = (
    _layout(
        "tp_size",
        _flag("--tensor-parallel-size", "--tp-size", "-tp"),
        _VLLM_CLI,
        "vllm serve /models/qwen --tensor-parallel-size 8",
    ),
    _layout(
        "dp_size",
        _flag("--data-parallel-size", "--dp-size", "-dp"),
        _VLLM_CLI,
        "vllm serve /models/qwen --data-parallel-size 2",
    ),
    _layout(
        "pp_size",
        _flag("--pipeline-parallel-size", "--pp-size", "-pp"),
        _VLLM_CLI,
        "vllm serve /models/qwen --pipeline-parallel-size 2",
    ),
    _layout(
        "dcp_size",
        _flag("--decode-context-parallel-size", "-dcp"),
        "vLLM's --decode-context-parallel-size (vllm-ascend's pd_disaggregation_mooncake_"
        "multi_node.md: DCP on both ends or on neither)",
        "vllm serve /models/dsv32 --decode-context-parallel-size 8",
    ),
    _layout(
        "block_size",
        _flag("--block-size", "--page-size"),
        "vLLM's --block-size, SGLang's --page-size",
        "vllm serve /models/qwen --block-size 128",
    ),
    _layout(
        "kv_cache_dtype",
        _flag("--kv-cache-dtype", value=r"[A-Za-z][\w.]{0,30}"),
        "vLLM's and SGLang's --kv-cache-dtype",
        "vllm serve /models/qwen --kv-cache-dtype int8",
    ),
    _layout(
        "kv_role",
        re.compile(
            r"(?:" + _KEY.format("kv_role") + r'\\?"|--disaggregation-mode(?:=|\s+)'
            r'|"disaggregation[-_]mode"\s*:\s*")'
            r"(?P<value>kv_producer|kv_consumer|kv_both|prefill|decode)\b",
            re.ASCII,
        ),
        "vLLM's --kv-transfer-config kv_role, SGLang's --disaggregation-mode",
        """vllm serve /models/qwen --kv-transfer-config '{"kv_role": "kv_producer"}'""",
    ),
    _layout(
        "kv_connector",
        re.compile(
            r"(?:" + _KEY.format("kv_connector") + r'\\?"|--disaggregation-transfer-backend'
            r'(?:=|\s+)|"disaggregation[-_]transfer[-_]backend"\s*:\s*")'
            r"(?P<value>[A-Za-z][\w-]{0,79})",
            re.ASCII,
        ),
        "vLLM's --kv-transfer-config kv_connector, SGLang's --disaggregation-transfer-backend",
        """vllm serve /models/qwen --kv-transfer-config '{"kv_connector": "MooncakeConnectorV1"}'""",
    ),
    # vllm-ascend's Mooncake connectors are told both ends' layouts in their extra config
    # ("prefill": {"dp_size": 1, "tp_size": 8}, "decode": {...}; vllm-ascend#6485, #9220).
    _layout(
        "stated_prefill",
        re.compile(_KEY.format("prefill") + r"(?P<value>\{[^{}]{1,300}\})", re.ASCII),
        'vllm-ascend\'s kv_connector_extra_config "prefill" (vllm-ascend#6485)',
        """vllm serve /models/qwen --kv-transfer-config '{"kv_connector_extra_config": {"prefill": {"dp_size": 1, "tp_size": 8}}}'""",
    ),
    _layout(
        "stated_decode",
        re.compile(_KEY.format("decode") + r"(?P<value>\{[^{}]{1,300}\})", re.ASCII),
        'vllm-ascend\'s kv_connector_extra_config "decode" (vllm-ascend#6485)',
        """vllm serve /models/qwen --kv-transfer-config '{"kv_connector_extra_config": {"decode": {"dp_size": 1, "tp_size": 8}}}'""",
    ),
)


READINGS = (
    *LAYOUT_READINGS,  # first: a command line's other readings still read its line
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
    # The node's own addresses (ip -o addr): which entry of a rank table is this node's
    # (its server_id is the host's address: HCCL's rank table, LLMConfig.zh.md).
    Reading(
        "host_ip",
        "ip -4 -o addr",
        re.compile(r"\bip (?:-[46] )?-o (?:-[46] )?addr\b"),
        re.compile(r"^\d{1,6}:\s+\S+\s+inet6?\s+(?P<value>[0-9A-Fa-f:.]{2,45})/\d{1,3}\b"),
        "ip -4 -o addr, ip -6 -o addr (iproute2 6.1, as this project's machine prints it)",
        (
            "4: eth0    inet 192.0.2.2/24 brd 192.0.2.255 scope global eth0\\       "
            "valid_lft forever preferred_lft forever",
            "4: eth0    inet6 fd00::2/64 scope global nodad \\       valid_lft forever "
            "preferred_lft forever",
        ),
        per_device=False,
    ),
    # A port something listens on, and which process holds it where ss could say
    # ("users:((...,pid=N,...))" with -p): HCCL's guide asks which process holds a port
    # that cannot be bound (param_link_stage.md, EI0019).
    Reading(
        "listen",
        "ss -ltnp",
        re.compile(r"\bss -[a-z]{1,8}\b"),
        re.compile(r"^LISTEN\s+\d+\s+\d+\s+\S*:(?P<value>\d{1,5})\s+\S+"),
        "ss -ltnp (iproute2 6.1, as this project's machine prints it; the process column "
        "as ss(8) documents it)",
        (
            "LISTEN 0      4096         0.0.0.0:16666      0.0.0.0:*    "
            'users:(("python3",pid=3012,fd=41))',
            "LISTEN 0      128          0.0.0.0:2024      0.0.0.0:*          ",
        ),
        per_device=False,
    ),
    # vllm-ascend's KV pool, named on a process's command line or in the connector's
    # config (kv_pool.md: "kv_connector": "AscendStoreConnector"): its requirement table
    # applies (REQUIREMENTS).
    Reading(
        "kv_pool",
        "cat /proc/<pid>/cmdline",
        re.compile(r"cat /proc/\d{1,10}/cmdline|cat \S*\.json"),
        re.compile(r"(?P<value>\bAscendStoreConnector\b)"),
        "vllm-ascend's kv_pool.md: kv_connector AscendStoreConnector",
        (
            "vllm serve /models/x --kv-transfer-config "
            '{"kv_connector":"AscendStoreConnector","kv_role":"kv_both"}',
        ),
        per_device=False,
    ),
    # Mooncake's master, as a node's mooncake.json names it (MOONCAKE_CONFIG_PATH's file;
    # vllm-ascend's kv_pool.md: MOONCAKE_MASTER, where set, takes precedence).
    Reading(
        "master_address",
        "cat /path/to/mooncake.json",
        re.compile(r"cat \S*\.json"),
        re.compile(r'"master_server_address"\s*:\s*"(?P<value>[^"\s]{1,200})"'),
        "mooncake.json's master_server_address (vllm-ascend kv_pool.md, Step 2.2.1)",
        ('    "master_server_address": "10.0.0.1:50088",',),
        per_device=False,
    ),
    # Mooncake's wheel, as the folder pip installs it in holds it (collect lists the
    # dist-info beside the mooncake module an inference process has loaded).
    Reading(
        "mooncake",
        "ls -d <site-packages>/mooncake*.dist-info",
        re.compile(r"ls -d \S*\.dist-info"),
        re.compile(r"/mooncake[\w]*?-(?P<value>\d[\w.+]{0,40}?)\.dist-info/?\s*$"),
        "the wheel's dist-info folder (PyPA's binary distribution format: "
        "{name}-{version}.dist-info)",
        ("/usr/local/lib/python3.11/site-packages/mooncake_transfer_engine-0.3.11.dist-info",),
        per_device=False,
    ),
)

# A rank table (HCCL's, as a JSON file or as LLM-DataDist's local_comm_res): each server's
# devices and the IP each device is given. HCCL checks each rank's device_ip against the
# device's own and fails with EI0014 where they differ (HCCL's guide,
# rank_table_load_fail.md); the form is upstream's (api/LLMConfig.zh.md, local_comm_res).
RANK_TABLE_SEEN = (
    "HCCL's rank table (upstream's api/LLMConfig.zh.md, local_comm_res; HCCL's guide "
    "rank_table_load_fail.md, EI0014)"
)
RANK_TABLE_SAMPLE = """{
    "server_list": [
        {
            "device": [
                {
                    "device_id": "0",
                    "device_ip": "192.168.100.101"
                }
            ],
            "server_id": "10.0.0.10"
        }
    ],
    "status": "completed",
    "version": "1.0"
}"""


class Requirement(NamedTuple):
    """A published requirement: where a node's processes use ``what`` (a fact's key and
    value: an environment variable's, or a Reading's), its ``component`` (a Reading's key)
    must be at least ``least``, as ``source`` says."""

    what: tuple[str, str, str]  # (fact key, variable name or "", value)
    says: str  # what uses it, as the source names it
    component: str
    least: str
    source: str
    # Where the source gives another way ("HDK >= 26.0 or ... with mooncake >= v0.3.11"):
    # the requirement does not apply where this component is at least this version.
    unless: tuple[str, str] | None = None


_KV_POOL = "vllm-ascend docs/source/user_guide/feature_guide/kv_pool.md"
REQUIREMENTS = (
    # The KV pool's dependencies (kv_pool.md:5-9, section 1).
    Requirement(
        ("kv_pool", "", "AscendStoreConnector"),
        "AscendStoreConnector",
        "cann",
        "8.5.0",
        f"{_KV_POOL}:6",
    ),
    Requirement(
        ("kv_pool", "", "AscendStoreConnector"),
        "AscendStoreConnector",
        "mooncake",
        "0.3.11.post1",
        f"{_KV_POOL}:9",
    ),
    # The A3 row of its hardware table (kv_pool.md:1103): "HDK >= 26.0 or HDK >= 25.5 with
    # mooncake >= v0.3.11, CANN >= 9.0.0, LingQu Computing Network >= 1.5". Both of its
    # HDK's choices need 25.5 at least, and below 26.0 Mooncake 0.3.11; the driver's
    # version.info says the HDK's (ours: the driver ships in the HDK). LingQu's version is
    # in no fact a node's transcript gives: not checked.
    Requirement(
        ("env", "ASCEND_ENABLE_USE_FABRIC_MEM", "1"),
        "ASCEND_ENABLE_USE_FABRIC_MEM=1",
        "cann",
        "9.0.0",
        f"{_KV_POOL}:1103",
    ),
    Requirement(
        ("env", "ASCEND_ENABLE_USE_FABRIC_MEM", "1"),
        "ASCEND_ENABLE_USE_FABRIC_MEM=1",
        "driver",
        "25.5",
        f"{_KV_POOL}:1103",
    ),
    Requirement(
        ("env", "ASCEND_ENABLE_USE_FABRIC_MEM", "1"),
        "ASCEND_ENABLE_USE_FABRIC_MEM=1",
        "mooncake",
        "0.3.11",
        f"{_KV_POOL}:1103",
        unless=("driver", "26.0"),
    ),
)

# How long a fact stays evidence of a failure (ours): the state of a port (UP or DOWN, its
# health, what listens) changes in minutes and counts within an hour of the failure; a
# setting (a TLS switch, an address, a variable, a version) within a day. A fact collected
# further from the failure, before or after, is the state of another time: a cause it
# shows is not confirmed by it, and its hypothesis stays open (adversarial review
# 2026-12-04, H5: a port DOWN eight days later).
STATE_KEYS = frozenset({"link", "net_health", "listen"})
STATE_WINDOW_S = 3600
SETTING_WINDOW_S = 86400

# The master address of vllm-ascend's guide left as it is written there (kv_pool.md:93:
# "master_server_address": "xx.xx.xx.xx:50088").
PLACEHOLDER = re.compile(r"\bx{1,3}(?:\.x{1,3}){3}\b", re.IGNORECASE)

# How each component's version is named in a sentence (the driver's version.info says the
# HDK's: ours).
COMPONENTS = {"cann": "CANN", "driver": "HDK", "mooncake": "Mooncake"}

# One part of a version: a number, a release candidate ("RC1": before the number 0 there),
# an alpha or beta build (before the release it leads to) or a post-release (after it).
_PART = re.compile(
    r"(?:(?P<number>\d{1,9})|(?P<tag>rc|alpha|beta|post)(?P<n>\d{0,9}))", re.IGNORECASE
)
_ORDER = {"alpha": -2, "beta": -1, "rc": 0, "post": 2}


def _version_key(text: str) -> tuple[tuple[int, int], ...] | None:
    """A version as something to compare (8.0.RC1 < 8.0.0 < 8.5.0.alpha001 < 8.5.0 <
    8.5.0.post1), or None where a part is none of those (a vendor's build tag we cannot
    order)."""
    key = []
    for part in re.split(r"[.\-_]", text.strip().lstrip("vV")):
        m = _PART.fullmatch(part)
        if m is None:
            return None
        if m["number"] is not None:
            key.append((1, int(m["number"])))
        else:
            key.append((_ORDER[m["tag"].lower()], int(m["n"] or 0)))
    return tuple(key) or None


def at_least(have: str, least: str) -> bool | None:
    """Whether version ``have`` is ``least`` or later; None where either cannot be ordered.
    The shorter is taken as ending in zeros (25.5 is 25.5.0, which is before 25.5.0.post1);
    a pre-release of ``least`` itself (25.5.RC1) is None."""
    a, b = _version_key(have), _version_key(least)
    if a is None or b is None:
        return None
    if _padded(a, b) >= _padded(b, a):
        return True
    # A pre-release of the release asked for (8.5.RC1 for 8.5.0): whether it does what the
    # release does, the table does not say.
    release = tuple(itertools.takewhile(lambda part: part[0] == 1, a))
    return None if _padded(release, b) >= _padded(b, release) else False


def _padded(key: tuple, other: tuple) -> tuple:
    return key + ((1, 0),) * max(0, len(other) - len(key))


# An environment line of a process (collect's "cat /proc/N/environ", or "env" pasted).
ENV_LINE = re.compile(r"^(?P<name>[A-Za-z_][A-Za-z0-9_]{0,127})=(?P<value>.*)$", re.ASCII)
ENV_AFTER = re.compile(r"/environ|^(?:env|printenv)\b")
# What collect could not run, and why: "! hccn_tool: not found".
NOT_RUN = re.compile(r"^! (?P<command>[^:]{1,200}): (?P<why>.{1,200})$")


def wanted(name: str) -> bool:
    """Whether an environment variable is one that decides a transfer."""
    return name.startswith(ENV_PREFIXES) or name in ENV_NAMES
