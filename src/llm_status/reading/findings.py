"""A line's findings by kind: each code it names, whatever its kind, as one typed record.

The kinds, in the order a line's findings are listed (the README's "Where a new thing
goes"): ``code`` (LLM-DataDist's, HIXL's and ADXL's codes, by value, name or upstream's
message), ``unknown`` (a value in one of those families' ranges that is no code's),
``lower`` (an aclError or HcclResult the line reports), ``error-manager`` (the CANN error
manager's code whose block the line heads), ``torch_npu`` (torch_npu's code), and
``neighbour`` (a neighbour's code or reason, in its own program's words).

A finding's ``key`` is the name a triage event keeps it by (``LLMStatusCode.LLM_TIMEOUT``,
``ACL_ERROR_RT_STREAM_SYNC_TIMEOUT``, ``EI0006``, ``ERR02200``,
``mooncake-store/LEASE_EXPIRED``): the same key in every front is the same code.
"""

from __future__ import annotations

from typing import NamedTuple

from ..registry import neighbours
from .logs import Hit, hit_of

KINDS = ("code", "unknown", "lower", "error-manager", "torch_npu", "neighbour")


class Finding(NamedTuple):
    """One code a line names: its ``kind``, its ``family`` (``llm_datadist``, ``HIXL``,
    ``aclError``, ``HcclResult``, ``error-manager``, ``torch_npu``, a neighbour's
    family), its ``name`` as its table writes it, its ``value`` where it has one, and its
    ``key`` (what every front names it by)."""

    kind: str
    family: str
    name: str
    value: int | None
    key: str
    ref: object = None  # the registry's entry (a Code, a LowerCode), for a front's page

    def record(self) -> dict:
        return {k: v for k, v in self._asdict().items() if k != "ref"}


_LOWER_FAMILY = {"ACL": "aclError", "HCCL": "HcclResult"}


def findings_of_hit(hit: Hit | None) -> tuple[Finding, ...]:
    """Every code a hit (``logs.hit_of``, read with ``everything``) names, by kind."""
    if hit is None:
        return ()
    found: list[Finding] = []
    codes = hit.codes if hit.code is None or hit.code in hit.codes else (*hit.codes, hit.code)
    for code in codes:
        found.append(Finding("code", code.family.name, code.name, code.value, code.qualified, code))
    for value in hit.unknown:
        found.append(Finding("unknown", "", str(value), value, f"unknown/{value}"))
    for lower in hit.lower:
        family = _LOWER_FAMILY.get(lower.layer, lower.layer)
        found.append(Finding("lower", family, lower.name, lower.value, lower.name, lower))
    if hit.manager:
        found.append(Finding("error-manager", "error-manager", hit.manager, None, hit.manager))
    if hit.torch:
        found.append(Finding("torch_npu", "torch_npu", hit.torch, None, hit.torch))
    for named in hit.neighbours:
        key = neighbours.key_of(named)
        family, _, name = key.partition("/")
        value = named.code.value if named.code is not None else None
        found.append(Finding("neighbour", family, name, value, key))
    return tuple(dict.fromkeys(found))


def findings_of_line(text: str) -> tuple[Finding, ...]:
    """Every code one line names (its wrappers peeled, read whole)."""
    return findings_of_hit(hit_of(1, text.strip(), everything=True))


def keys(found: tuple[Finding, ...]) -> frozenset[str]:
    """The codes a line names, by key; a value in a range that is no code's is none."""
    return frozenset(f.key for f in found if f.kind != "unknown")
