"""torch_npu's own error codes (``ERR02200 DIST call hccl api failed``), as data: ``ERR``,
the submodule on two digits, the error type on three (shared/upstream/torch-npu-error-codes.md,
quoting Ascend/pytorch ``torch_npu/csrc/core/npu/NPUException.{h,cpp}`` and
``torch_npu/utils/_error_code.py`` at 9e73e708ab93). The printed meaning is torch_npu's
text, word for word (its spelling "applicaiton" too).

The code is no CANN code: it says which part of torch_npu raised the error and what kind
of call failed. The CANN code is elsewhere in the message: the HcclResult of ``HCCL
function error: X, error code is N``, the aclError of ``NPU function error``, and the
error manager's block that follows.
"""

from __future__ import annotations

import re
from typing import NamedTuple

SOURCE = (
    "torch_npu (Ascend/pytorch torch_npu/csrc/core/npu/NPUException.h, "
    "torch_npu/utils/_error_code.py at 9e73e708ab93)"
)
# The submodules: number, name (C++ SubModule, Python _SubModuleID).
SUBMODULES = {0: "PTA", 1: "OPS", 2: "DIST", 3: "GRAPH", 4: "PROF", 99: "UNKNOWN"}
# The error types: number, C++ ErrCode (Python's where C++ has none), printed meaning.
ERROR_TYPES = {
    0: ("SUC", "success"),
    1: ("PARAM", "invalid parameter"),
    2: ("TYPE", "invalid type"),
    3: ("VALUE", "invalid value"),
    4: ("PTR", "invalid pointer"),
    5: ("INTERNAL", "internal error"),
    6: ("MEMORY", "memory error"),
    7: ("NOT_SUPPORT", "feature not supported"),
    8: ("NOT_FOUND", "resource not found"),
    9: ("UNAVAIL", "resource unavailable"),
    10: ("SYSCALL", "system call failed"),
    11: ("TIMEOUT", "timeout error"),
    12: ("PERMISSION", "permission error"),
    100: ("ACL", "call acl api failed"),
    200: ("HCCL", "call hccl api failed"),
    300: ("GE", "call ge api failed"),
    999: ("EXCEPT", "applicaiton exception"),
}
# What the error type says the CANN code of the message is (the document's sections:
# "HCCL failures", "ACL and runtime failures").
CARRIES = {100: "aclError", 200: "HcclResult"}

# The runtime errors that ``NPU function error: X, error code is N`` names X by
# (``getDeviceErrorMessage``): aclError, its constant in hicann/runtime's rt_error_codes.h,
# X as torch_npu prints it (the document's "Device errors" table).
DEVICE_ERRORS = (
    (107022, "ACL_ERROR_RT_DEVICE_TASK_ABORT", "FORCE STOP"),
    (507053, "ACL_ERROR_RT_DEVICE_MEM_ERROR", "UCE ERROR"),
    (507054, "ACL_ERROR_RT_HBM_MULTI_BIT_ECC_ERROR", "HBM MULTI BIT ECC ERROR."),
    (507055, "ACL_ERROR_RT_SUSPECT_DEVICE_MEM_ERROR", "SUSPECT MEM ERROR"),
    (507056, "ACL_ERROR_RT_LINK_ERROR", "HCCS LINK ERROR"),
    (507057, "ACL_ERROR_RT_SUSPECT_REMOTE_ERROR", "SUSPECT REMOTE ERROR"),
    (507904, "ACL_ERROR_RT_COMM_OP_RETRY_FAIL", "HCCL OP RETRY FAILED"),
)
# The codes torch_npu's page lists, each at its line: its check macros' (the document's
# "HCCL failures", "ACL and runtime failures"), and the exception hook's.
LISTED = ("ERR02200", "ERR00100", "ERR01100", "ERR99999")
# What the environment variable that shortens torch_npu's messages is called.
COMPACT = "TORCH_NPU_COMPACT_ERROR_OUTPUT"


class TorchNpuCode(NamedTuple):
    code: str  # "ERR02200"
    submodule: str  # "DIST"
    kind: str  # "HCCL"
    meaning: str  # "call hccl api failed"
    carries: str | None  # the CANN code the message carries: "HcclResult", "aclError"


_CODE = re.compile(r"ERR(\d{2})(\d{3})", re.ASCII)


def parse(code: str) -> TorchNpuCode | None:
    """``ERR02200`` read by torch_npu's scheme, or None where it is not one.

    >>> parse("ERR02200")
    TorchNpuCode(code='ERR02200', submodule='DIST', kind='HCCL', meaning='call hccl api failed', carries='HcclResult')
    """
    match = _CODE.fullmatch(code.strip().upper())
    if match is None:
        return None
    submodule, kind = int(match[1]), int(match[2])
    if submodule not in SUBMODULES or kind not in ERROR_TYPES:
        return None
    name, meaning = ERROR_TYPES[kind]
    return TorchNpuCode(match[0], SUBMODULES[submodule], name, meaning, CARRIES.get(kind))


# Where a line names one: "ERR02200 DIST call hccl api failed" (the code, then its
# submodule's name), as torch_npu's suffix prints it.
NAMED_CODE = r"ERR\d{5}"
NAMED = re.compile(rf"(?<![A-Za-z0-9])({NAMED_CODE}) ([A-Z]+) ", re.ASCII)


def spelled() -> tuple[str, ...]:
    """Every code torch_npu's scheme makes (a submodule's and an error type's numbers)."""
    return tuple(f"ERR{s:02d}{k:03d}" for s in SUBMODULES for k in ERROR_TYPES)


def shipped(page_of) -> dict:
    """What the browser's decoder needs to name torch_npu's code in a line (``reading.kinds.torch_npu_code``):
    the pattern, and each code's submodule, error type and page (``page_of(code)``)."""
    codes = {}
    for spelled_code in spelled():
        code = parse(spelled_code)
        codes[code.code] = [code.submodule, code.kind, code.meaning, page_of(code.code)]
    return {"named": NAMED.pattern, "codes": codes}
