"""The neighbours' codes: what the software around LLM-DataDist and HIXL prints when a
prefill/decode transfer fails. Mooncake's Store and Transfer Engine (which vllm-ascend
and SGLang reach HIXL through), memfabric_hybrid (SGLang's ``ascend`` backend), MindIE
LLM, and SGLang's own transfer errors. Their tables are data (``data/neighbours/*.tsv``,
each with its repository, path and commit), quoted where the neighbour documents a
meaning, and said to have none where it documents only a name.

A neighbour's code is named only in its context (``neighbour_contexts.CONTEXTS``): a
message its source prints the code in. Their negative numbers collide with one another (-101 is the
Store's SEGMENT_NOT_FOUND and the Transfer Engine's ERR_DNS; -1 is three things), so a
bare number in prose names nothing, and the family is decided by the message, never by
the number alone.
"""

from __future__ import annotations

import csv
import re
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple

from .record import Source, T

DATA = Path(__file__).parent / "data" / "neighbours"
MOONCAKE = "kvcache-ai/Mooncake"
MOONCAKE_COMMIT = "3b5a594133958449a1feaf1c9e0fc1b553e34a28"
MEMFABRIC = "Ascend/memfabric_hybrid"
MEMFABRIC_COMMIT = "7171ad35d67df61bcdd3f016fb43f71790ebb6f8"
MINDIE = "Ascend/MindIE-LLM"
MINDIE_COMMIT = "fe39899772dc6d17597762f7391006b35ce07673"
# MindIE Server's code parts are read at a later commit of the same repository.
MINDIE_SERVER_COMMIT = "8b4871ad31f592aa863f6255760e4934484d78e4"
MINDIE_MOTOR = "Ascend/MindIE-Motor"  # MindIE MS
MINDIE_MOTOR_COMMIT = "5dfb024e45feec2e947f12d0af72b79b24edff53"
VLLM_ASCEND = "vllm-project/vllm-ascend"
VLLM_ASCEND_COMMIT = "182b75ea84ff13ece27b57391331ef8935410aea"
# SGLang's reasons are read in Ascend's fork, at the commit its Ascend backend was read at.
SGLANG = "Ascend/sglang"
SGLANG_COMMIT = "bf186cf8fc05b687c9f00e47f283760d2996b244"
OURS = T.of(Source.OURS)


class Family(NamedTuple):
    key: str  # "mooncake-store": its pages' folder
    title: T
    repo: str  # where it is defined: repository, commit, path
    commit: str
    path: str
    layer: str  # the layer its lines are events of in triage
    about: T  # what the family is and how its codes show in logs (ours)
    meanings: T | None = None  # where its meanings come from, when it documents any


class NeighbourCode(NamedTuple):
    family: str
    name: str  # as a log prints it: "LEASE_EXPIRED", "Context", "MIE05E01001B"
    value: int | None  # its number, where it has one
    line: int | None  # the line of family.path that defines it
    meaning: T | None  # the neighbour's words; ``ours_in`` says which language is ours
    enumerator: str = ""  # the enumerator, where the printed name differs (kContext)
    comment: str = ""  # the header's comment on it, word for word (English)
    ours_in: tuple[str, ...] = ()  # the languages whose meaning is our translation
    # A MindIE code built of parts: (part, its digits, the source's name or "").
    parts: tuple[tuple[str, str, str], ...] = ()
    # Where its source prints it: (path, line, the statement's words).
    sites: tuple[tuple[str, int, str], ...] = ()

    @property
    def url(self) -> str:
        family = FAMILIES[self.family]
        line = f"#L{self.line}" if self.line else ""
        return f"https://github.com/{family.repo}/blob/{family.commit}/{family.path}{line}"


# The neighbour's own words, in the language it wrote them; the other language's are ours.
NEIGHBOUR = Source.NEIGHBOUR

FAMILIES: dict[str, Family] = {
    family.key: family
    for family in (
        Family(
            "mooncake-store",
            T("Mooncake Store ErrorCode", "Mooncake Store 错误码"),
            MOONCAKE,
            MOONCAKE_COMMIT,
            "mooncake-store/include/types.h",
            "STORE",
            OURS(
                "The status of a Mooncake Store operation (put, get, the master's RPCs). Its "
                "C++ logs print the name (Transfer failed, error code is TRANSFER_FAIL); "
                "Python callers get the number (vllm-ascend's KV pool prints "
                "error_codes=[-707]).",
                "Mooncake Store 操作（put、get、与 master 的 RPC）的状态。其 C++ 日志打印名称"
                "（Transfer failed, error code is TRANSFER_FAIL）；Python 调用方得到数值"
                "（vllm-ascend 的 KV 池打印 error_codes=[-707]）。",
            ),
            T(
                "Mooncake's error-code page (docs/source/troubleshooting/error-code.md), "
                "word for word; where it has no row, the header's comment.",
                "Mooncake 的错误码说明（docs/source/zh_archive/error-code.md）原文；"
                "该页没有的行，为头文件注释的中文翻译（本项目所译）。",
            ),
        ),
        Family(
            "mooncake-te",
            T("Mooncake Transfer Engine error codes", "Mooncake Transfer Engine 错误码"),
            MOONCAKE,
            MOONCAKE_COMMIT,
            "mooncake-transfer-engine/include/error.h",
            "STORE",
            OURS(
                "The classic Transfer Engine's return values (#define ERR_...). Their "
                "numbers collide with the Store's with other meanings (-101 is ERR_DNS "
                "here, SEGMENT_NOT_FOUND there): which one a number is, the message that "
                "prints it says.",
                "经典 Transfer Engine 的返回值（#define ERR_...）。它们的数值与 Store 的"
                "错误码重合而含义不同（-101 在此为 ERR_DNS，在 Store 为 SEGMENT_NOT_FOUND）："
                "一个数值属于哪一张表，由打印它的消息决定。",
            ),
            T(
                "Mooncake's error-code page, word for word.",
                "Mooncake 的错误码说明原文。",
            ),
        ),
        Family(
            "mooncake-te-status",
            T("Mooncake Transfer Engine Status", "Mooncake Transfer Engine Status"),
            MOONCAKE,
            MOONCAKE_COMMIT,
            "mooncake-transfer-engine/include/common/base/status.h",
            "STORE",
            OURS(
                "The Status of newer Transfer Engine calls, printed by name "
                "(Failed to submit all transfers, error code is Context). Mooncake "
                "documents no meaning beyond the name; the message around it says what "
                "failed.",
                "较新的 Transfer Engine 接口返回的 Status，日志打印其名称"
                "（Failed to submit all transfers, error code is Context）。Mooncake "
                "除名称外没有说明其含义；其前后的消息说明了哪一步失败。",
            ),
        ),
        Family(
            "mooncake-tent-status",
            T("Mooncake TENT Status", "Mooncake TENT Status"),
            MOONCAKE,
            MOONCAKE_COMMIT,
            "mooncake-transfer-engine/tent/include/tent/common/status.h",
            "STORE",
            OURS(
                "The Status of TENT, Mooncake's newer transfer engine (namespace "
                "mooncake::tent), printed by name before its message (tent_open_segment: "
                "RdmaError: ...). Its names and numbers are not the classic Transfer "
                "Engine's (DeviceNotFound is 4 here, 6 there; RdmaError is TENT's alone): "
                "only TENT's own messages name them. Mooncake documents no meaning beyond "
                "the name.",
                "Mooncake 较新的传输引擎 TENT（命名空间 mooncake::tent）的 Status，日志在消息前"
                "打印其名称（tent_open_segment: RdmaError: ...）。其名称与数值不同于经典 "
                "Transfer Engine（DeviceNotFound 在此为 4，在彼为 6；RdmaError 只有 TENT 有）："
                "只有 TENT 自身的消息才会识别为它。Mooncake 除名称外没有说明其含义。",
            ),
        ),
        Family(
            "mooncake-te-python",
            T(
                "Mooncake Transfer Engine Python binding",
                "Mooncake Transfer Engine Python 绑定",
            ),
            MOONCAKE,
            MOONCAKE_COMMIT,
            "mooncake-integration/transfer_engine/transfer_engine_py.cpp",
            "CONNECTOR",
            OURS(
                "What TransferEngine's Python methods return: 0, or -1 for any failure "
                "(transfer_engine_py.cpp returns -1 wherever a transfer fails). "
                "vllm-ascend's connectors raise it as Mooncake transfer failed, ret: -1. "
                "It is not error.h's ERR_INVALID_ARGUMENT: the cause is in Mooncake's "
                "and HIXL's lines before it.",
                "TransferEngine 的 Python 方法的返回值：0，或任何失败时的 -1"
                "（transfer_engine_py.cpp 在传输失败处一律返回 -1）。vllm-ascend 的连接器"
                "抛出 Mooncake transfer failed, ret: -1。它不是 error.h 的 "
                "ERR_INVALID_ARGUMENT：原因在其前面 Mooncake 与 HIXL 的日志中。",
            ),
        ),
        Family(
            "memfabric-hybm",
            T("memfabric_hybrid hybm result codes", "memfabric_hybrid hybm 返回码"),
            MEMFABRIC,
            MEMFABRIC_COMMIT,
            "src/hybm/csrc/common/hybm_types.h",
            "MEMFABRIC",
            OURS(
                "The results of memfabric_hybrid's memory layer (hybm), which SGLang's "
                "ascend backend uses (hybm core init failed: -3). memfabric_hybrid "
                "documents no meaning beyond the name.",
                "memfabric_hybrid 内存层（hybm）的返回码，SGLang 的 ascend 后端使用它"
                "（hybm core init failed: -3）。memfabric_hybrid 除名称外没有说明其含义。",
            ),
        ),
        Family(
            "memfabric-smem",
            T("memfabric_hybrid smem result codes", "memfabric_hybrid smem 返回码"),
            MEMFABRIC,
            MEMFABRIC_COMMIT,
            "src/smem/csrc/common/smem_types.h",
            "MEMFABRIC",
            OURS(
                "The results of memfabric_hybrid's shared-memory layer (smem). "
                "memfabric_hybrid documents no meaning beyond the name.",
                "memfabric_hybrid 共享内存层（smem）的返回码。memfabric_hybrid 除名称外"
                "没有说明其含义。",
            ),
        ),
        Family(
            "mindie-llm",
            T("MindIE LLM error codes", "MindIE LLM 错误码"),
            MINDIE,
            MINDIE_COMMIT,
            "mindie_llm/utils/log/error_code.py",
            "APP",
            OURS(
                "MindIE's codes are MIE, a component on two digits (05 is MindIE LLM), "
                "E, and six hexadecimal digits (MindIE's error-code reference, "
                "mindie_log_0072). MIE05E010016 to MIE05E01001B are the prefill/decode "
                "link and KV-pull failures; the cause is in the LLM-DataDist lines beside "
                "them.",
                "MindIE 的错误码由 MIE、两位组件号（05 为 MindIE LLM）、E 和六位十六进制数"
                "组成（MindIE 错误码参考 mindie_log_0072）。MIE05E010016 至 MIE05E01001B "
                "是 PD 建链与拉取 KV 的失败；原因在其旁边 LLM-DataDist 的日志中。",
            ),
        ),
        Family(
            "mindie-server",
            T("MindIE Server error codes", "MindIE Server 错误码"),
            MINDIE,
            MINDIE_SERVER_COMMIT,
            "src/utils/log/logger_def.h",
            "APP",
            OURS(
                "MindIE Server's codes are built of parts: MIE04, a level letter (E for an "
                "error), then a sub-module, a feature and an error type, two hexadecimal "
                "digits each, named in its logger_def.h. MIE04E020911 is the endpoint's "
                "SPLITWISE feature's PULL_KV_ERROR: the decode side's pull of the KV cache "
                "failed (single_llm_decode_req_handler.cpp). Every code listed here is "
                "printed somewhere in its source; any other code of this form is read the "
                "same way.",
                "MindIE Server 的错误码由几部分组成：MIE04、级别字母（E 为错误），然后是子模块、"
                "特性和错误类型，各两位十六进制数，其名称见 logger_def.h。MIE04E020911 即 "
                "endpoint 子模块 SPLITWISE 特性的 PULL_KV_ERROR：decode 端拉取 KV cache 失败"
                "（single_llm_decode_req_handler.cpp）。此处所列每个错误码都在其源码某处打印；"
                "同一格式的其他错误码按同样方式解读。",
            ),
        ),
        Family(
            "mindie-ms",
            T("MindIE MS error codes", "MindIE MS 错误码"),
            MINDIE_MOTOR,
            MINDIE_MOTOR_COMMIT,
            "mindie_motor/src/http_client_ctl/log/LoggerDef.h",
            "APP",
            OURS(
                "MindIE MS (the controller and coordinator of a prefill/decode cluster, "
                "in Ascend/MindIE-Motor) builds its codes of parts: MIE03, a level letter "
                "(E error, C critical), then a sub-module, a feature of that sub-module and "
                "an error type, two hexadecimal digits each, as its Logger.cpp's "
                "GenerateCode writes the members of LoggerDef.h. It writes the sub-module "
                "left-justified: MS_CONTROLLER (1) is 10, MS_COMMON (4) is 40, so "
                "MIE03E400008 is MS_COMMON's HTTPSERVER's DEADLINE_EXCEEDED.",
                "MindIE MS（PD 集群的 controller 与 coordinator，位于 Ascend/MindIE-Motor）"
                "的错误码由几部分组成：MIE03、级别字母（E 错误，C 严重），然后是子模块、该子模块"
                "的特性和错误类型，各两位十六进制数，由其 Logger.cpp 的 GenerateCode 按 "
                "LoggerDef.h 的成员写出。它把子模块左对齐书写：MS_CONTROLLER（1）写作 10，"
                "MS_COMMON（4）写作 40，所以 MIE03E400008 即 MS_COMMON 的 HTTPSERVER 的 "
                "DEADLINE_EXCEEDED。",
            ),
        ),
        Family(
            "sglang-kv",
            T("SGLang KV transfer errors", "SGLang KV 传输错误"),
            SGLANG,
            SGLANG_COMMIT,
            "python/sglang/srt/disaggregation/common/conn.py",
            "CONNECTOR",
            OURS(
                "SGLang's prefill/decode transfer fails a request with "
                "KVTransferError(bootstrap_room=N): reason. The reason is text, not a "
                "code; some reasons only pass on another rank's failure.",
                "SGLang 的 PD 传输以 KVTransferError(bootstrap_room=N): 原因 使请求失败。"
                "原因是文本而非错误码；有的原因只是转述另一个 rank 的失败。",
            ),
        ),
    )
}


# -- the tables -------------------------------------------------------------------------


def _rows(name: str) -> list[dict[str, str]]:
    """A table's rows: its ``#`` lines say where it comes from; then a header and rows."""
    lines = (DATA / name).read_text("utf-8").splitlines()
    body = [line for line in lines if not line.startswith("#")]
    return list(csv.DictReader(body, delimiter="\t", quoting=csv.QUOTE_NONE))


# The Store's rows Mooncake's Chinese page has none for: the header's comment, ours in Chinese.
_STORE_ZH = {
    "CLIENT_NOT_FOUND": "未找到客户端",
    "ILLEGAL_CLIENT": "客户端无权执行该操作",
    "OBJECT_HAS_REPLICATION_TASK": "对象有正在进行的复制任务",
    "OBJECT_NO_REPLICATION_TASK": "对象没有正在进行的复制任务",
    "REPLICA_NOT_FOUND": "未找到副本",
    "REPLICA_ALREADY_EXISTS": "副本已存在",
    "REPLICA_IS_GONE": "副本曾存在，但现已不在",
    "REPLICA_NOT_IN_LOCAL_MEMORY": "副本不在当前节点的内存中",
    "OBJECT_REPLICA_BUSY": "对象的副本引用计数不为零",
    "CHECKSUM_MISMATCH": "取回的对象数据与其存储的校验和不一致",
    "RPC_TIMEOUT": "RPC 调用超时（客户端截止时间已到）",
    "OPLOG_ENTRY_NOT_FOUND": "未找到 OpLog 条目（与后端无关）",
    "K8S_LEASE_OPERATION_ERROR": "K8s Lease 操作失败",
    "K8S_LEASE_NOT_FOUND": "未找到 K8s Lease",
    "INCOMPLETE_OPLOG_CATCH_UP": "提升时的追赶无法证明所有持久化的 OpLog 条目都已应用，"
    "或在最终追赶与第二次补洞之后仍有未解决的跳过/缺失",
    "NOT_SUPPORTED": "当前模式下不支持该操作",
    "BUCKET_NOT_FOUND": "未找到桶",
    "BUCKET_ALREADY_EXISTS": "桶已存在",
    "KEYS_EXCEED_BUCKET_LIMIT": "键数超出桶的限制",
    "KEYS_ULTRA_LIMIT": "键数超出上限",
    "UNABLE_OFFLOAD": "未启用卸载（offload）功能",
    "UNABLE_OFFLOADING": "无法卸载",
    "SERIALIZE_UNSUPPORTED": "不支持序列化",
    "SERIALIZE_FAIL": "序列化失败",
    "DESERIALIZE_FAIL": "反序列化失败",
    "PERSISTENT_FAIL": "持久化失败",
    "TASK_NOT_FOUND": "未找到任务 ID，或已完成的任务已从 master 的内存历史中清除",
    "TASK_PENDING_LIMIT_EXCEEDED": "master 侧待处理任务队列已满，无法再接收任务",
    "JOB_NOT_FOUND": "未找到作业 ID",
    "DFS_NETWORK_TIMEOUT": "DFS 网络超时",
    "DFS_SERVICE_UNAVAILABLE": "DFS 服务不可用",
    "DFS_QUOTA_EXCEEDED": "DFS 配额超限",
    "DFS_PERMISSION_DENIED": "DFS 权限被拒绝",
    "DFS_STALE_HANDLE": "DFS 文件句柄已过期",
    "DFS_PARTIAL_WRITE": "DFS 部分写入成功",
    "TENANT_QUOTA_EXCEEDED": "租户内存配额超限",
    "TENANT_NOT_REGISTERED": "租户没有配额策略",
    "TENANT_NOT_EMPTY": "租户仍拥有对象或配额",
}


def _store() -> list[NeighbourCode]:
    found = []
    for row in _rows("mooncake-store.tsv"):
        # English: Mooncake's page, else its header's comment; Chinese: its Chinese page,
        # else our translation of the English.
        english = row["doc_en"] or row["comment"].rstrip(".")
        chinese = row["doc_zh"] or _STORE_ZH[row["name"]]
        found.append(
            NeighbourCode(
                "mooncake-store",
                row["name"],
                int(row["value"]),
                int(row["line"]),
                T(english, chinese, NEIGHBOUR),
                comment=row["comment"],
                ours_in=() if row["doc_zh"] else ("zh",),
            )
        )
    return found


def _transfer_engine() -> list[NeighbourCode]:
    found = []
    for row in _rows("mooncake-te.tsv"):
        meaning = T(row["doc_en"], row["doc_zh"], NEIGHBOUR) if row["doc_en"] else None
        found.append(
            NeighbourCode("mooncake-te", row["name"], int(row["value"]), int(row["line"]), meaning)
        )
    return found


def _status(family: str) -> list[NeighbourCode]:
    """A Status::Code table (the classic engine's, TENT's): printed by name, no meaning."""
    return [
        NeighbourCode(
            family,
            row["printed"],
            int(row["value"]),
            int(row["line"]),
            None,
            enumerator=row["enumerator"],
        )
        for row in _rows(f"{family}.tsv")
    ]


@lru_cache(maxsize=1)
def _mindie_parts() -> dict[str, dict[tuple[str, str, str], str]]:
    """The composed families' parts: {family: {(part, scope, digits): name}}; a feature of
    MindIE MS is scoped by its sub-module's digits, MindIE Server's by none."""
    server = {}
    for row in _rows("mindie-server-parts.tsv"):
        server[(row["part"], "", row["digits"])] = row["name"]
    ms = {}
    rows = _rows("mindie-ms-parts.tsv")
    modules = {row["name"]: row["digits"] for row in rows if row["part"] == "submodule"}
    for row in rows:
        scope = modules.get(row["submodule"], "") if row["part"] == "feature" else ""
        ms[(row["part"], scope, row["digits"])] = row["name"]
    return {"mindie-server": server, "mindie-ms": ms}


COMPOSED_OF = {"04": "mindie-server", "03": "mindie-ms"}
COMPOSED = tuple(COMPOSED_OF.values())  # the families whose codes are read by their parts


def _parts_of(family: str, name: str) -> tuple[tuple[str, str, str], ...]:
    """A composed code's parts: MIE, component, level, then sub-module, feature and error
    type on two digits each, with the names the family's source gives them ("" if none)."""
    table = _mindie_parts()[family]
    sub, feature, kind = name[6:8], name[8:10], name[10:12]
    scope = sub if family == "mindie-ms" else ""
    return (
        ("submodule", sub, table.get(("submodule", "", sub), "")),
        ("feature", feature, table.get(("feature", scope, feature), "")),
        ("type", kind, table.get(("type", "", kind), "")),
    )


def _composed(family: str) -> list[NeighbourCode]:
    sites: dict[str, list[tuple[str, int, str]]] = {}
    for row in _rows(f"{family}-sites.tsv"):
        sites.setdefault(row["code"], []).append((row["path"], int(row["line"]), row["words"]))
    return [
        NeighbourCode(
            family, name, None, None, None, parts=_parts_of(family, name), sites=tuple(at)
        )
        for name, at in sites.items()
    ]


def _memfabric(family: str) -> list[NeighbourCode]:
    return [
        NeighbourCode(family, row["name"], int(row["value"]), int(row["line"]), None)
        for row in _rows(f"{family}.tsv")
    ]


def _mindie() -> list[NeighbourCode]:
    # Written by hand from MindIE LLM's file: no line numbers.
    return [
        NeighbourCode("mindie-llm", row["code"], None, None, None, enumerator=row["name"])
        for row in _rows("mindie-llm.tsv")
    ]


# The Python binding's one failure value (transfer_engine_py.cpp: "return -1" at 511,
# 537, 566, 610, 642 among others).
_BINDING = (
    NeighbourCode(
        "mooncake-te-python",
        "-1",
        -1,
        511,
        OURS("Any failure of the transfer", "传输的任何失败"),
        ours_in=("en", "zh"),
    ),
)


class Reason(NamedTuple):
    """A reason SGLang's KVTransferError gives: its words (a pattern, values masked), who
    says it, what it means and whether it only passes on another rank's failure."""

    name: str  # a short name of ours, for its anchor
    pattern: str
    # file:line(s) below python/sglang/srt/disaggregation/ in SGLANG at SGLANG_COMMIT
    # (tests/test_neighbours.py holds each against the line it cites, as vendored)
    where: str
    meaning: T
    propagated: bool = False
    whole: bool = False  # a message of its own, read in the whole line (no KVTransferError)


REASONS = (
    Reason(
        "unknown-from-another-rank",
        r"Failed due to an unknown reason from another rank",
        "mooncake/conn.py:1734,1898",
        OURS(
            "This rank did not fail itself: another rank of the same request did, and "
            "left no reason here. Look for the first KVTransferError of the same "
            "bootstrap_room on the other ranks and the other side.",
            "本 rank 自身没有失败：同一请求的另一个 rank 失败了，且没有在此留下原因。"
            "请在其他 rank 和另一端查找同一 bootstrap_room 的第一条 KVTransferError。",
        ),
        propagated=True,
    ),
    Reason(
        "lost-connection-with-prefill",
        r"Lost connection with prefill instance",
        "common/conn.py:742",
        OURS(
            "The decode side lost its connection to the prefill instance named after it.",
            "decode 端与其后所列的 prefill 实例失去连接。",
        ),
    ),
    Reason(
        "prefill-down",
        r"Prefill server with bootstrap_addr: [^ \t]+ is healthy before, but now it is down",
        "common/conn.py:954",
        OURS(
            "The prefill server answered before and no longer does: look at its logs.",
            "prefill 服务之前正常，现在已无响应：请查看它的日志。",
        ),
    ),
    Reason(
        "bootstrap-info",
        r"Could not fetch bootstrap info for",
        "common/conn.py:1021",
        OURS(
            "The decode side could not get the prefill side's bootstrap information.",
            "decode 端无法获取 prefill 端的 bootstrap 信息。",
        ),
    ),
    Reason(
        "prefill-parallel-info",
        r"Could not fetch prefill parallel info from bootstrap_addr",
        "mooncake/conn.py:1836",
        OURS(
            "The decode side could not get the prefill side's parallel layout.",
            "decode 端无法获取 prefill 端的并行配置信息。",
        ),
    ),
    Reason(
        "timed-out",
        r"Request [^ \t]+ timed out after [\d.]+s in KVPoll\.(?:Bootstrapping|WaitingForInput)",
        "common/conn.py:900,1141",
        OURS(
            "The transfer stayed in one state past SGLang's timeout; the state named "
            "(Bootstrapping: the handshake; WaitingForInput: waiting for the KV) says "
            "which step did not finish.",
            "传输在某一状态停留超过 SGLang 的超时时间；所列状态（Bootstrapping：握手；"
            "WaitingForInput：等待 KV）说明哪一步没有完成。",
        ),
    ),
    Reason(
        "aborted",
        r"Aborted by AbortReq\.",
        "common/conn.py:922,1165",
        OURS(
            "The request was aborted (AbortReq): not a transfer failure.",
            "请求被中止（AbortReq）：不是传输失败。",
        ),
    ),
    Reason(
        "decode-session-dead",
        r"Decode instance could be dead, remote mooncake session [^ \t]+ is not alive",
        "mooncake/conn.py:1228",
        OURS(
            "The prefill side found the decode side's Mooncake session gone: look at "
            "the decode instance's logs at that time.",
            "prefill 端发现 decode 端的 Mooncake 会话已不存在：请查看 decode 实例当时的日志。",
        ),
    ),
    Reason(
        "send-kv-chunk",
        r"Failed to send kv chunk of [^ \t]+ to",
        "mooncake/conn.py:1311",
        OURS(
            "The prefill side's transfer of a KV chunk failed: Mooncake's and HIXL's "
            "lines before it say why.",
            "prefill 端传输一个 KV 块失败：其前面 Mooncake 与 HIXL 的日志说明了原因。",
        ),
    ),
    Reason(
        "prefill-might-be-dead",
        r"Failed to get kvcache from prefill instance, it might be dead",
        "mooncake/conn.py:1556",
        OURS(
            "The decode side did not get the KV cache from the prefill instance: look at "
            "the prefill instance's logs at that time.",
            "decode 端没有从 prefill 实例取得 KV cache：请查看 prefill 实例当时的日志。",
        ),
    ),
)


# SGLang's messages that are no KVTransferError but say where the cause is.
REASONS += (
    Reason(
        "ascend-engine-init-failed",
        r"Ascend Transfer Engine initialization failed\.",
        "ascend/transfer_engine.py:82",
        OURS(
            "SGLang's ascend backend: memfabric's engine did not start (any non-zero from "
            "its initialize). The cause is memfabric's line a few lines above (hybm core "
            "init failed: N, and the like).",
            "SGLang的ascend后端：memfabric的引擎未能启动（其initialize返回任何非零值）。原因在"
            "其上方几行memfabric的日志中（hybm core init failed: N等）。",
        ),
        whole=True,
    ),
)


# Codes once listed that the table's commit does not define: the fidelity review of
# 2026-12-04 found MIE05E000005 and MIE05E000006 in no text of error_code.py at
# MINDIE_COMMIT (a later text has them, at a commit we cannot name). They are not read as
# codes; their pages stay, saying so, so that no published link breaks.
RETIRED = {
    ("mindie-llm", "MIE05E000005"): "ATB_MODELS_OUT_OF_MEMORY",
    ("mindie-llm", "MIE05E000006"): "ACL_GRAPH_OUT_OF_MEMORY",
}


def reasons() -> tuple[Reason, ...]:
    return REASONS


@lru_cache(maxsize=1)
def codes() -> tuple[NeighbourCode, ...]:
    return (
        *_store(),
        *_transfer_engine(),
        *_status("mooncake-te-status"),
        *_status("mooncake-tent-status"),
        *_BINDING,
        *_memfabric("memfabric-hybm"),
        *_memfabric("memfabric-smem"),
        *_mindie(),
        *_composed("mindie-server"),
        *_composed("mindie-ms"),
    )


# The tables whose codes logs print as numbers (the others print names or strings).
NUMBERED = (
    "mooncake-store",
    "mooncake-te",
    "mooncake-te-python",
    "memfabric-hybm",
    "memfabric-smem",
)


def of_value(value: int, but: str = "") -> tuple[NeighbourCode, ...]:
    """Every numbered table's code of that number (but one table's): what a bare number
    could be, which only the message that prints it decides."""
    return tuple(
        c for c in codes() if c.value == value and c.family in NUMBERED and c.family != but
    )


def has_page(family: str, name: str) -> bool:
    """Whether a code has a page of its own: every code of a table, except the Python
    binding's one value (its family's page says it), a MindIE code not in the table, and
    MindIE's composed codes (their family's page lists each, its parts and its sites)."""
    if family in ("mooncake-te-python", *COMPOSED):
        return False
    return code(family, name) is not None


def of_family(family: str) -> tuple[NeighbourCode, ...]:
    return tuple(code for code in codes() if code.family == family)


@lru_cache(maxsize=1)
def _index() -> dict[tuple[str, str], NeighbourCode]:
    table = {}
    for code in codes():
        table[(code.family, code.name)] = code
        if code.value is not None:
            table.setdefault((code.family, str(code.value)), code)
    return table


def code(family: str, name_or_value: str) -> NeighbourCode | None:
    """A family's code by the name a log prints or by its number."""
    return _index().get((family, name_or_value.strip()))


def by_name(name: str) -> tuple[NeighbourCode, ...]:
    """The codes a name is, asked for alone (``explain LEASE_EXPIRED``): names only, never
    numbers, which collide. The upper-case names (the Store's, error.h's, memfabric's,
    MindIE's) may be typed in any case; the Transfer Engine's Status names as printed.

    >>> [c.family for c in by_name("lease_expired")]
    ['mooncake-store']
    >>> by_name("-707")
    ()
    """
    name = name.strip()
    found = [c for c in codes() if c.name == name and c.family != "mooncake-te-python"]
    if not found and name.upper() != name:
        upper = name.upper()
        found = [c for c in codes() if c.name == upper and c.family != "mooncake-te-status"]
    if not found and (mindie := mindie_code(name)) is not None:
        found = [mindie]
    return tuple(found)


# -- MindIE's format ----------------------------------------------------------------------

MINDIE_CODE = r"MIE\d{2}E[0-9A-F]{6}"
# A line that names one, as MindIE LLM logs it (FaultDiag's test of its MindIE parser).
MINDIE_EXAMPLE = (
    "[2025-05-30 21:47:44,982] [134] [281466201825504] [llm] [ERROR] [logging.py-56] : "
    "Link from 2.0.0.0 to 1.0.0.0 failed, error code is MIE05E01001B."
)
MINDIE = re.compile(rf"(?<![A-Za-z0-9])({MINDIE_CODE})(?![A-Za-z0-9])", re.ASCII)
# The components of MindIE's format (its error-code reference, mindie_log_0072).
MINDIE_COMPONENTS = {
    "00": "MindIE Cert",
    "01": "MindIE Benchmark",
    "02": "MindIE Client",
    "03": "MindIE MS",
    "04": "MindIE Server",
    "05": "MindIE LLM",
    "06": "MindIE SD",
    "07": "MindIE RT",
    "08": "MindIE Torch",
}


def mindie_code(text: str) -> NeighbourCode | None:
    """A MindIE code by its format: MindIE LLM's table's row; MindIE MS's or Server's code
    read by its parts; or, for another component's code, the code with no name (its
    component says whose it is).

    >>> [p[2] for p in mindie_code("MIE04E020911").parts]
    ['ENDPOINT', 'SPLITWISE', 'PULL_KV_ERROR']
    >>> [p[2] for p in mindie_code("MIE03E400008").parts]
    ['MS_COMMON', 'HTTPSERVER', 'DEADLINE_EXCEEDED']
    """
    match = MINDIE.fullmatch(text.strip().upper())
    if match is None or match[1][3:5] not in MINDIE_COMPONENTS:
        return None
    name = match[1]
    if (family := COMPOSED_OF.get(name[3:5])) is not None:
        # MindIE MS's and Server's codes are read by their parts, printed anywhere or not.
        found = code(family, name)
        return found or NeighbourCode(family, name, None, None, None, parts=_parts_of(family, name))
    return code("mindie-llm", name) or NeighbourCode("mindie-llm", name, None, None, None)


# Two readings of MindIE's prefill/decode codes that are not MindIE LLM's table: MindIE's
# error-code reference (hiascend.com, mindie_log_0155, as research-2026-12-02.md T4 reads
# it) and FaultDiag's knowledge graph (ascend-faultdiag mindie_parser.py:184-199, KG
# AISW_MindIE_LLM_TEXTGENERATOR_19/23). They disagree on 1A and 1B; both are shown.
class Reading(NamedTuple):
    who: T
    says: T


_REFERENCE = T("MindIE's error-code reference", "MindIE 错误码参考")
_FAULTDIAG = T("MindCluster FaultDiag", "MindCluster FaultDiag")
MINDIE_READINGS: dict[str, tuple[Reading, ...]] = {
    "MIE05E010016": (
        Reading(_REFERENCE, OURS("LLM-DataDist unknown fault", "LLM-DataDist 未知故障")),
    ),
    "MIE05E010017": (
        Reading(_REFERENCE, OURS("Block id invalid (pull_kv)", "block id 无效（pull_kv）")),
    ),
    "MIE05E010018": (
        Reading(
            _REFERENCE,
            OURS("remote_model_instance_id not linked", "remote_model_instance_id 未建链"),
        ),
    ),
    "MIE05E010019": (
        Reading(
            _REFERENCE,
            OURS(
                "PD link or pull_kv failed; read it with the other codes in the log",
                "PD 建链或 pull_kv 失败；需结合日志中的其他错误码分析",
            ),
        ),
    ),
    "MIE05E01001A": (
        Reading(
            _REFERENCE,
            OURS("Repeated link to a device already linked", "对已建链的设备重复建链"),
        ),
        Reading(_FAULTDIAG, OURS("Pull KV failed", "拉取 KV 失败")),
    ),
    "MIE05E01001B": (
        Reading(_REFERENCE, OURS("Link timeout", "建链超时")),
        Reading(_FAULTDIAG, OURS("Failed to establish links", "建链失败")),
    ),
}


# -- where a line names one ----------------------------------------------------------------


# Where the neighbour documents what to do (its words are facts we say in ours, labelled
# with the source).
class Remedy(NamedTuple):
    says: T
    source: str  # repository path:line @ commit
    by: T = T("vllm-ascend's KV pool guide", "vllm-ascend的KV池指南")  # the source, short


REMEDIES: dict[tuple[str, str], Remedy] = {
    ("mooncake-store", "LEASE_EXPIRED"): Remedy(
        OURS(
            "The KV object's lease ran out before its transfer finished. Raise "
            "mooncake_master's --default_kv_lease_ttl (milliseconds) and keep it above "
            "ASCEND_CONNECT_TIMEOUT and ASCEND_TRANSFER_TIMEOUT. Mooncake logs it as "
            "lease_expired_before_data_transfer_completed key=...",
            "KV 对象的租约在其传输完成前已过期。请调大 mooncake_master 的 "
            "--default_kv_lease_ttl（毫秒），并使其大于 ASCEND_CONNECT_TIMEOUT 与 "
            "ASCEND_TRANSFER_TIMEOUT。Mooncake 的日志为 "
            "lease_expired_before_data_transfer_completed key=...",
        ),
        f"{VLLM_ASCEND} docs/source/user_guide/feature_guide/kv_pool.md:128,1208 @ "
        f"{VLLM_ASCEND_COMMIT[:12]}; {MOONCAKE} mooncake-store/src/client_service.cpp",
    ),
    ("mooncake-store", "BUFFER_OVERFLOW"): Remedy(
        OURS(
            "With SSD offload on, the per-rank SSD read/write buffer is too small: raise "
            "MOONCAKE_OFFLOAD_LOCAL_BUFFER_SIZE_BYTES (not global_segment_size), no higher "
            "than the available KV cache memory vLLM's workers log.",
            "开启 SSD 卸载时，每个 rank 的 SSD 读写缓冲区过小：请调大 "
            "MOONCAKE_OFFLOAD_LOCAL_BUFFER_SIZE_BYTES（而非 global_segment_size），"
            "但不超过 vLLM worker 日志中的可用 KV cache 内存。",
        ),
        f"{VLLM_ASCEND} docs/source/user_guide/feature_guide/kv_pool.md:427,1267-1271 @ "
        f"{VLLM_ASCEND_COMMIT[:12]}",
    ),
    ("mooncake-store", "OBJECT_NOT_FOUND"): Remedy(
        OURS(
            "The key is not in the store (evicted, never put, or put by a prefill that "
            "failed). vllm-ascend's kv_load_failure_policy decides whether the request "
            "then fails (fail) or recomputes (recompute).",
            "该键不在存储中（已被淘汰、从未写入，或写入它的 prefill 已失败）。vllm-ascend 的 "
            "kv_load_failure_policy 决定此时请求失败（fail）还是重计算（recompute）。",
        ),
        f"{VLLM_ASCEND} docs/source/user_guide/feature_guide/kv_pool.md:13-22 @ "
        f"{VLLM_ASCEND_COMMIT[:12]}",
    ),
}


def remedy(code: NeighbourCode) -> Remedy | None:
    return REMEDIES.get((code.family, code.name))


def readings(code: NeighbourCode) -> tuple[Reading, ...]:
    return MINDIE_READINGS.get(code.name, ()) if code.family == "mindie-llm" else ()
