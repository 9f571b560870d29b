"""The codes of the layers under LLM-DataDist and HIXL, from their official tables, as
data: AscendCL's ``aclError`` (``data/aclError.zh.md``: its three tables, acl, the
runtime's and GE's codes passed through, word for word) and HCCL's ``HcclResult``
(``data/HcclResult.md``: the values and the header's one-line comments).

These are named only in their own context (``reading.kinds.lower_codes``): a line whose upstream message
reports an ACL or HCCL status (the catalogue's ``code`` ``acl``/``hccl``, or a ``returns``
``acl`` with ``ret: 0x%X``), or a line that says ``HCCL Error Code:``, ``hcclRet ->`` or
``hccl_result =``; never as a bare number, which in a log is as often a count or a pid.

Language: the aclError table is Chinese only. Its meaning and remedy are quoted in
Chinese; the English meaning is read from the constant's name (ours, and labelled so).
HcclResult's comments are English (the header's); their Chinese is ours.
"""

from __future__ import annotations

import os
import re
from collections import namedtuple
from functools import lru_cache

from .record import Source, T

# Plain paths and collections' named tuples: `explain` reads this module, and pathlib and
# typing would cost it more than its tables.
DATA = os.path.join(os.path.dirname(__file__), "data")


def _read(name: str) -> str:
    with open(os.path.join(DATA, name), encoding="utf-8") as file:
        return file.read()


class LowerCode(
    namedtuple("LowerCode", "layer name value meaning remedy table deprecated", defaults=(False,))
):
    """A row of a lower layer's table: ``layer`` "ACL" (aclError) or "HCCL" (HcclResult),
    its ``name`` and ``value``, its ``meaning`` (a ``T``: the table's words in their
    language, the other ours), ``remedy`` (the aclError table's, in Chinese, word for
    word, or None), ``table`` ("acl", "runtime", "GE", "HcclResult") and whether the
    table marks it ``deprecated``."""

    __slots__ = ()

    @property
    def hex(self) -> str:
        return f"0x{self.value:X}"

    @property
    def ours_in(self) -> str:
        """The language whose words are ours: aclError's English (read from the name),
        HcclResult's Chinese; the other is the table's."""
        return "en" if self.layer == "ACL" else "zh"


# The aclError page's three tables, by the heading that starts each.
_TABLES = (("表 1", "acl"), ("表 2", "runtime"), ("表 3", "GE"))
_ACL_ROW = re.compile(
    r"^\|\s*(?:static\s+)?(?:const\s+)?(?:u?int(?:32_t)?\s+)?\s*(?P<name>ACL_[A-Z0-9_]+)\s*=\s*"
    r"(?P<value>\d+);(?P<note>[^|]*)\|\s*(?P<meaning>[^|]*?)\s*\|\s*(?P<remedy>.*?)\s*\|\s*$"
)
_HCCL_ROW = re.compile(
    r"^\|\s*(?P<name>HCCL_[A-Z_]+)\s*\|\s*(?P<value>\d+)\s*\|\s*(?P<comment>[^|]*?)\s*\|"
)

# HcclResult's comments in Chinese: ours (the header's words are English).
_HCCL_ZH = {
    "HCCL_SUCCESS": "成功",
    "HCCL_E_PARA": "参数错误",
    "HCCL_E_PTR": "空指针",
    "HCCL_E_MEMORY": "内存错误",
    "HCCL_E_INTERNAL": "内部错误",
    "HCCL_E_NOT_SUPPORT": "特性不支持",
    "HCCL_E_NOT_FOUND": "未找到指定资源",
    "HCCL_E_UNAVAIL": "资源不可用",
    "HCCL_E_SYSCALL": "调用系统接口出错",
    "HCCL_E_TIMEOUT": "超时",
    "HCCL_E_OPEN_FILE_FAILURE": "打开文件失败",
    "HCCL_E_TCP_CONNECT": "TCP连接失败",
    "HCCL_E_ROCE_CONNECT": "RoCE连接失败",
    "HCCL_E_TCP_TRANSFER": "TCP传输失败",
    "HCCL_E_ROCE_TRANSFER": "RoCE传输失败",
    "HCCL_E_RUNTIME": "调用runtime接口失败",
    "HCCL_E_DRV": "调用driver接口失败",
    "HCCL_E_PROFILING": "调用profiling接口失败",
    "HCCL_E_CCE": "调用CCE接口失败",
    "HCCL_E_NETWORK": "调用网络接口失败",
    "HCCL_E_AGAIN": "请重试",
    "HCCL_E_REMOTE": "CQE错误",
    "HCCL_E_SUSPENDING": "通信域处于挂起状态",
    "HCCL_E_OPRETRY_FAIL": "重试受限",
    "HCCL_E_OOM": "内存不足",
    "HCCL_E_IN_STATUS": "错误信息在状态中",
}

# Words of a constant's name, for its English meaning (ours).
_WORDS = {"RT": "runtime:", "GE": "GE:", "DRV": "driver", "DEVICEID": "device ID", "ID": "ID"}


# Where a name read word by word misleads (the fidelity review's S10), the table's meaning
# in our English instead.
_GLOSSES = {
    "ACL_ERROR_NONE": "Success",  # 执行成功。
    "ACL_ERROR_RT_STREAM_SUBSCRIBE": "Runtime: the stream is not subscribed, or subscribed twice",
    "ACL_ERROR_RT_DEVIDE_OOM": "Runtime: the device's memory is used up",  # Device侧内存耗尽。
}


def _gloss(name: str) -> str:
    """ACL_ERROR_RT_STREAM_SYNC_TIMEOUT -> "runtime: stream sync timeout"."""
    if name in _GLOSSES:
        return _GLOSSES[name]
    words = name.removeprefix("ACL_ERROR_").removeprefix("ACL_").split("_")
    text = " ".join(_WORDS.get(w, w.lower()) for w in words)
    return text[:1].upper() + text[1:]


@lru_cache(maxsize=1)
def acl_codes() -> tuple[LowerCode, ...]:
    table, found = "acl", []
    for line in _read("aclError.zh.md").splitlines():
        for heading, name in _TABLES:
            if line.startswith(f"**{heading}**"):
                table = name
        match = _ACL_ROW.match(line)
        if match is None:
            continue
        meaning = match["meaning"].strip()
        found.append(
            LowerCode(
                "ACL",
                match["name"],
                int(match["value"]),
                T(_gloss(match["name"]), meaning, Source.ACL_TABLE),
                None if match["remedy"] in ("", "-") else match["remedy"],
                table,
                "废弃" in match["note"],
            )
        )
    return tuple(found)


@lru_cache(maxsize=1)
def hccl_codes() -> tuple[LowerCode, ...]:
    found = []
    for line in _read("HcclResult.md").splitlines():
        match = _HCCL_ROW.match(line)
        if match is None:
            continue
        english = match["comment"]  # as the header writes it (fidelity S11: not recapitalised)
        found.append(
            LowerCode(
                "HCCL",
                match["name"],
                int(match["value"]),
                T(english, _HCCL_ZH[match["name"]], Source.HCCL_HEADER),
                None,
                "HcclResult",
            )
        )
    return tuple(found)


@lru_cache(maxsize=1)
def _by_value() -> dict[tuple[str, int], LowerCode]:
    table: dict[tuple[str, int], LowerCode] = {}
    codes = (*acl_codes(), *hccl_codes())
    # A value's current name first; a name to be deprecated only where its value has no
    # other (ACL_ERROR_INVALID_DEVICE, 200002: the fidelity review's S10).
    for code in (*(c for c in codes if not c.deprecated), *(c for c in codes if c.deprecated)):
        table.setdefault((code.layer, code.value), code)
    return table


@lru_cache(maxsize=1)
def _by_name() -> dict[str, LowerCode]:
    return {code.name: code for code in (*acl_codes(), *hccl_codes())}


def lower_by_name(name: str) -> LowerCode | None:
    """The code of that name (ACL_ERROR_RT_STREAM_SYNC_TIMEOUT), if a table has it."""
    return _by_name().get(name)


def lower_code(layer: str, value: int) -> LowerCode | None:
    """The code of a layer ("ACL", "HCCL") with that value, if its table has one."""
    return _by_value().get((layer, value))


# Where a line says which layer's status it carries, the words after which the value
# stands (lower-cased): HCCL's own words (shared/upstream/README.md, HcclResult.md).
# An upstream message whose code (or whose call's return) is a lower layer's: which layer.
LAYER_OF_CODE = {"acl": "ACL", "hccl": "HCCL"}
# Where its template prints the call's status ("ret: 0x%X"), the value stands after
# "ret:"; else after the line's "ErrorNo:" (lower-cased).
CALL_STATUS = ("ret: 0x", "ret:")
LINE_STATUS = "errorno:"


class Context(namedtuple("Context", "layer words after line hccl_call", defaults=("", "", False))):
    """Where a line says which ``layer``'s status a value is: the ``words`` the value
    stands after (lower-cased), the words that must come before them on the line
    (``after``: torch_npu's ``HCCL function error: X, error code is N``), a pattern the
    line must match (``line``: HCCL's own plog line, for its ``ret[9]``), and whether an
    HCCL call named after ``after`` (``HcclAllreduce``) makes the value an HcclResult
    (``hccl_call``; ours: the call returns one, whatever macro reports it)."""

    __slots__ = ()


# An HCCL plog line: "[ERROR] HCCL(106335,):2026-05-21-21:39:58.706.533 [...]".
HCCL_LINE = r"^\s*\[[A-Z]+\]\s*HCCL\("
CONTEXTS = (
    # HCCL's own words (shared/upstream/README.md, HcclResult.md, its fault-diagnosis
    # guide: "ret[7]", "call trace: hcclRet -> 9", "call trace: ret -> 9").
    Context("HCCL", "hccl error code:"),
    Context("HCCL", "hcclret ->"),
    Context("HCCL", "hccl_result ="),
    Context("HCCL", "ret[", line=HCCL_LINE),
    Context("HCCL", "return[", line=HCCL_LINE),
    Context("HCCL", "call trace: ret ->", line=HCCL_LINE),
    # torch_npu's checks (shared/upstream/torch-npu-error-codes.md): HCCL_CHECK_ERROR's N
    # is an HcclResult, NPU_CHECK_ERROR's and OPS_CHECK_ERROR's an aclError.
    Context("HCCL", "error code is", after="hccl function error:"),
    Context("ACL", "error code is", after="npu function error:", hccl_call=True),
    Context("ACL", "error code is", after="ops function error:", hccl_call=True),
    Context("ACL", "error code is", after="npu error,"),
    # Its NPU_CHECK_WARN, the same status at WARNING ("Warning: NPU warning, error code is
    # 507018", shared/real-logs: vllm-ascend 2105).
    Context("ACL", "error code is", after="npu warning,"),
    # The runtime's words in an error manager's block ("runtime result = 207000").
    Context("ACL", "runtime result ="),
    # An ACL call's status in the words after its name (hixl-messages.tsv: "Fabric mem
    # aclrtStreamQuery returned unexpected status:%d"; "aclrtMalloc returned 207001"), and
    # an HCCL call's ("HcclCommInitRootInfo fail, error:7"): ours, the call's name says
    # which table its status is of.
    Context("ACL", "returned unexpected status:", after="aclrt"),
    Context("ACL", "returned", after="aclrt"),
    # "[ERROR] aclrtSynchronizeStream(stream) failed: 507015" (shared/real-logs: PTOAS 426,
    # 765, 959): an ACL call's status after its "failed:" (ours, as "returned" above).
    Context("ACL", "failed:", after="aclrt"),
    Context("HCCL", "fail, error:", after="hccl"),
)
# The same words as a line reader looks for them (reading/grammar.pattern), before the value
# (or, for a context's words as common as "failed:", the call's name they follow).
CONTEXT_WORDS = (
    "aclrt",
    "HCCL Error Code",
    "hcclRet",
    "hccl_result",
    "error code is",
    "runtime result",
    "ret[",
    "return[",
    "ret ->",
    "errNo[",
    "returned",
    "fail, error:",
)
# HCCL's errNo[0x%016llx] packs its module (5, HCCL), a submodule and the HcclResult in
# the low 16 bits (HCCL_ERROR_CODE, hicann/hcomm src/pub_inc/log.h, read in its fork
# libochao-huawei/hcomm at 0ec47c3a95e3; a build without it prints the HcclResult alone).
ERRNO = re.compile(r"errNo\[0x([0-9a-fA-F]{16})\]", re.ASCII)
HCCL_MODULES = (0, 5)
NUMBER = re.compile(r"\s*(0[xX][0-9A-Fa-f]{1,8}|\d{1,10})(?!\w|\.\d)", re.ASCII)


def shipped() -> dict:
    """What a reader in the browser needs to find these codes in a line (``reading.kinds.lower_codes``):
    each layer's names by value, the contexts they stand in, and how a value is written."""
    codes: dict[str, dict[str, str]] = {"ACL": {}, "HCCL": {}}
    for (layer, value), code in _by_value().items():
        codes[layer][str(value)] = code.name
    return {
        "codes": codes,
        "contexts": [c._asdict() for c in CONTEXTS],
        "layer_of_code": LAYER_OF_CODE,
        "call_status": list(CALL_STATUS),
        "line_status": LINE_STATUS,
        "number": NUMBER.pattern,
        "errno": ERRNO.pattern,
        "hccl_modules": list(HCCL_MODULES),
    }
