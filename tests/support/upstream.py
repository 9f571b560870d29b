"""The upstream facts the registry is checked against (tests/data/upstream/).

They are a copy of the project's shared/upstream/ folder, so that a clone
runs its tests on its own; test_upstream_copy.py keeps the copy current when
shared/ is beside the clone.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).parents[2]
DATA = Path(__file__).parents[1] / "data"
UPSTREAM = DATA / "upstream"
SHARED_UPSTREAM = Path(__file__).parents[3] / "shared" / "upstream"


def _cells(line: str) -> list[str]:
    return [cell.strip().replace("\\_", "_") for cell in line.strip().strip("|").split("|")]


def _table_rows(text: str) -> list[list[str]]:
    lines = [line for line in text.splitlines() if line.startswith("|")]
    return [_cells(line) for line in lines[2:]]  # past the header and its rule


@dataclass(frozen=True)
class OfficialRow:
    name: str
    meaning: str
    recoverable: str  # 是 / 否 / 无
    remedy: str  # the remedy proper
    remark: str  # what follows 说明： in the cell


def official_table() -> list[OfficialRow]:
    rows = []
    for name, meaning, recoverable, remedy in _table_rows(
        (UPSTREAM / "LLMStatusCode.zh.md").read_text("utf-8")
    ):
        remedy, _, remark = remedy.partition("说明：")
        rows.append(OfficialRow(name, meaning, recoverable, remedy.strip(), remark.strip()))
    return rows


@dataclass(frozen=True)
class CppRow:
    name: str
    meaning: str
    recoverable: str  # 是 / 否 / 无
    steps: list[str]  # the remedy, one item a "- " or "1. " step of the cell


_STEP_MARK = re.compile(r"(?:^|\s{2,})(?:- |\d+\. )")


def cpp_table() -> list[CppRow]:
    """The official C++ table (LLM-DataDist-error-code.zh.md), its steps split where the cell
    lists them ("- ..." or "1. ...")."""
    rows = []
    text = (UPSTREAM / "LLM-DataDist-error-code.zh.md").read_text("utf-8")
    for name, meaning, recoverable, remedy in _table_rows(text):
        steps = [step.strip() for step in _STEP_MARK.split(remedy) if step.strip()]
        rows.append(CppRow(name, meaning, recoverable, steps))
    return rows


def cpp_constants(name: str = "LLM-DataDist-error-code.zh.md") -> dict[str, int]:
    """The constants a table's code block defines: name -> value."""
    text = (UPSTREAM / name).read_text("utf-8")
    found = re.findall(r"constexpr Status (\w+) = (0x[0-9A-Fa-f]+|\d+)U;", text)
    return {constant: int(value, 0) for constant, value in found}


def simple_table(name: str) -> list[CppRow]:
    """A table of HIXL's or ADXL's codes: the same columns, one step a cell."""
    rows = []
    for constant, meaning, recoverable, remedy in _table_rows((UPSTREAM / name).read_text("utf-8")):
        rows.append(CppRow(constant, meaning, recoverable, [remedy]))
    return rows


@dataclass(frozen=True)
class ValueRow:
    name: str
    value: int
    in_table: bool


def values_table() -> list[ValueRow]:
    rows = []
    for member, _n, _hex, decimal, in_table in _table_rows(
        (UPSTREAM / "values.md").read_text("utf-8")
    ):
        rows.append(ValueRow(member.split()[0], int(decimal), in_table.startswith("yes")))
    return rows


def cpp_only_codes() -> dict[str, int]:
    """The C++ codes values.md lists without a Python member: name -> value."""
    text = (UPSTREAM / "values.md").read_text("utf-8")
    found = re.findall(r"(LLM_[A-Z_]+) \(n=(\d+)\)|(LLM_[A-Z_]+) \((\d+)\)", text)
    return {a or c: 0x5010B000 + int(b or d) for a, b, c, d in found}


_SENTENCE_END = re.compile(r"[。；：:]")


def sentences(text: str) -> list[str]:
    """Chinese text cut at 。；：, without white space: the unit the table is compared in."""
    text = re.sub(r"\s+", "", text)
    return [part for part in _SENTENCE_END.split(text) if part]


def log_lines() -> list[tuple[str, list[str], str]]:
    """tests/data/log-lines.tsv: a log line, the codes it carries in order, and the site
    (path:line) of the upstream message it prints ("" for none)."""
    rows = []
    for line in (DATA / "log-lines.tsv").read_text("utf-8").splitlines():
        if line and not line.startswith("#"):
            text, codes, *site = line.split("\t")
            rows.append((text, codes.split(), site[0] if site else ""))
    return rows


def registered_descriptions() -> dict[str, str]:
    """The description upstream registers for each code (the cpp-desc rows of messages.tsv)."""
    from llm_status.registry.upstream_messages import messages

    return {m.code: m.template for m in messages() if m.origin == "cpp-desc"}


def api_reference_functions() -> set[tuple[str, str]]:
    """(class, function) for every function the API reference documents for LLMDataDist
    and CacheManager; the constructor of LLMDataDist is ("LLMDataDist", "LLMDataDist")."""
    found = set()
    for owner in ("LLMDataDist", "CacheManager"):
        text = (UPSTREAM / "api" / f"{owner}.zh.md").read_text("utf-8")
        for heading in re.findall(r"^## (.+)$", text, re.M):
            name = heading.replace("\\_", "_").strip()
            if name == "产品支持情况" or name == "CacheManager构造函数":
                continue  # not a function; CacheManager is only had through cache_manager
            found.add((owner, owner if name.endswith("构造函数") else name))
    return found
