"""Upstream's message catalogue as lines: a template filled as a log fills it (``fill``),
and the line a user has for a row (``as_logged``: a plog line, or an exception's text)."""

from __future__ import annotations

import re

from llm_status import find
from llm_status.registry import upstream_messages as catalogue

ROWS = catalogue.messages()

PRINTED = [m for m in ROWS if m.shows_as != "description"]


# The catalogue's own list of placeholders (shared, not copied): what fill() fills.
PLACEHOLDER = catalogue.PLACEHOLDER


def fill(template: str, number: int | str = 17, text: str = "req_7") -> str:
    """A template with its placeholders filled as a log fills them (a number in the
    placeholder's base; a number given as text, as it is)."""

    def value(match: re.Match) -> str:
        token = match.group()
        if token == "<code>":
            return "LLM_TIMEOUT"
        if token[0] == "%" and token[-1] in "xX":
            return format(number, token[-1]) if isinstance(number, int) else number
        if token[0] == "%" and token[-1] in "diou":
            return str(number)
        if token[0] == "%" and token[-1] in "fFeEgG":
            return "1.5"
        return text

    return PLACEHOLDER.sub(value, template)


# The status a line passes on, where the row names none: a code of the row's family.
PASSED_ON_AS = {"LLM-DataDist": "LLM_TIMEOUT", "HIXL": "hixl::TIMEOUT"}


# A row whose code is a lower layer's prints that layer's value as its ErrorNo (upstream's
# README: `acl`, the aclError value of the failed call; `hccl`, its HcclResult), and again
# where its template prints the call's result: an aclError that no family of ours has
# (507046: stream sync timeout, aclError.zh.md) and an HcclResult (9).
LOWER_VALUE = {"acl": ("ACL", 507046), "hccl": ("HCCL", 9)}


def family_of(message: catalogue.Message) -> str:
    return "HIXL" if message.origin.startswith(("hixl", "adxl")) else "LLM-DataDist"


def as_logged(message: catalogue.Message, filled: str) -> str:
    """The line a user has: a plog ERROR line for C++ (INFO, with no ErrorNo, for an early
    return that logs at INFO), an exception's text for Python."""
    if message.origin.endswith("-info"):
        return (
            "[INFO] LLMDATADIST(2741,python):2026-11-28-21:33:05.612.873 "
            f"[{message.path.rsplit('/', 1)[-1]}:{message.line}][HIXL] 2741 {message.function}: "
            f"{filled}"
        )
    if message.shows_as == "plog":
        if message.code in ("acl", "hccl"):
            value = LOWER_VALUE[message.code][1]
        elif message.named_code is None:
            value = find(PASSED_ON_AS[family_of(message)]).value
        else:
            value = find(message.code).value
        return (
            "[ERROR] LLMDATADIST(2741,python):2026-11-28-21:33:05.612.873 "
            f"[{message.path.rsplit('/', 1)[-1]}:{message.line}][HIXL] 2741 {message.function}: "
            f"ErrorNo: {value} {filled}"
        )
    return f"llm_datadist.status.LLMException: {filled}"
