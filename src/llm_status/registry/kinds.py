"""The kinds of code a line can carry beside the families' own, each as one ``Kind``
(``record.py``): where its module's data says a line may hold one. Every reader of a
line (the grammar, the fast path, triage's anchors, a hit's findings) loops over
``KINDS``; a new kind is its module's data and one entry here, read by one of the
reading floor's mechanisms (``reader``: a table, or one of ``reading/kinds.READERS``).
The order is the order a line's findings are listed in."""

from __future__ import annotations

import re

from . import error_manager, lower_layers, neighbour_contexts, torch_npu
from .record import Kind

# aclError and HcclResult, after the words that say which one a value is ("HCCL Error
# Code:", "runtime result =", "ret[", an aclrt call's "failed:"), and after a template
# whose call returns one: a line with a template's keyword is read for it too. Of those
# words, "runtime result" says a code wherever it stands (triage keeps its line at any
# level); "returned", "ret[" and "error code is" are read where a call's name or a
# level already keeps the line.
LOWER = Kind(
    "lower",
    "context",
    "(?i:" + "|".join(re.escape(words) for words in lower_layers.CONTEXT_WORDS) + ")",
    literals=tuple(w.lower() for w in lower_layers.CONTEXT_WORDS),
    anchors=("runtime result",),
    also_after=("keyword",),
    always=True,
    reader="context-values",
    data="lower",
    calls=True,
)
# The CANN error manager's code where its block heads a line (EJ0001: [PID: 7] ...,
# Title(EI0006): ...): its words then decide.
ERROR_MANAGER = Kind(
    "error-manager",
    "manager",
    rf"{error_manager.CODE}(?=:|\[PID|\):)",
    spelled=error_manager.spelled,
    reader="block-head",
    data="manager",
)
# torch_npu's code as its suffix prints it, its submodule's name after it ("ERR02200
# DIST call hccl api failed").
TORCH_NPU = Kind(
    "torch_npu",
    "torch",
    rf"{torch_npu.NAMED_CODE}(?= [A-Z]+ )",
    spelled=torch_npu.spelled,
    reader="named-suffix",
    data="torch_npu",
)
# A neighbour's code or reason in its own program's words (error_codes=[-707],
# MIE05E01001B); torch_npu's "error code is" (a lower layer's words) may be one too.
NEIGHBOUR = Kind(
    "neighbour",
    "neighbour",
    neighbour_contexts.LINE_PATTERN,
    literals=neighbour_contexts.LINE_LITERALS,
    anchors=neighbour_contexts.ANCHORS,
    also_after=("context",),
    # The Store's names, as tokens (a catalogued site prints one after its own words).
    spelled=lambda: neighbour_contexts.STORE_NAMES,
    reader="contexts",
    data="neighbours",
)
KINDS = (LOWER, ERROR_MANAGER, TORCH_NPU, NEIGHBOUR)


def kind_named(name: str) -> Kind:
    """The kind of that name (a finding's ``kind``)."""
    return next(kind for kind in KINDS if kind.name == name)
