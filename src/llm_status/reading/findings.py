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

from ..registry.kinds import KINDS as OTHER_KINDS
from .kinds import Finding
from .logs import Hit, hit_of

KINDS = ("code", "unknown", *(kind.name for kind in OTHER_KINDS))


def findings_of_hit(hit: Hit | None) -> tuple[Finding, ...]:
    """Every code a hit (``logs.hit_of``, read with ``everything``) names, by kind: the
    families' codes, the values in their ranges that are no code's, then each other
    kind's findings (``Hit.others``, in the kinds' order)."""
    if hit is None:
        return ()
    found: list[Finding] = []
    codes = hit.codes if hit.code is None or hit.code in hit.codes else (*hit.codes, hit.code)
    for code in codes:
        found.append(Finding("code", code.family.name, code.name, code.value, code.qualified, code))
    for value in hit.unknown:
        found.append(Finding("unknown", "", str(value), value, f"unknown/{value}"))
    for _, findings in hit.others:
        found += findings
    return tuple(dict.fromkeys(found))


def findings_of_line(text: str) -> tuple[Finding, ...]:
    """Every code one line names (its wrappers peeled, read whole)."""
    return findings_of_hit(hit_of(1, text.strip(), everything=True))


def keys(found: tuple[Finding, ...]) -> frozenset[str]:
    """The codes a line names, by key; a value in a range that is no code's is none."""
    return frozenset(f.key for f in found if f.kind != "unknown")
