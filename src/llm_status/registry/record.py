"""The shape of one registry entry: a status code with its text in both languages.

Kept apart from the data (``codes.py``) so that the data reads like the table
it came from, and from the enum (``status.py``) so that tools (the site
builder, the tests) can check a registry before anything is built from it.
"""

from __future__ import annotations

from collections import namedtuple
from collections.abc import Callable
from enum import Enum

LANGUAGES = ("en", "zh")
# The answers to "recoverable?" (Code.verdict), in the order lists group them.
VERDICTS = ("yes", "no", "unstated", "none")


class Area(str, Enum):
    """What part of LLM-DataDist a code is about; the site groups codes by it."""

    LINKING = "linking"
    TRANSFER = "cache transfer"
    MEMORY = "memory"
    PREFIXES = "prefixes"
    GENERAL = "general"


class Source(str, Enum):
    """Where a statement of the registry comes from; every statement names one.

    The official tables are quoted (Chinese) and translated (English); the API
    reference and upstream's source give facts that we put in our words;
    ``OURS`` is what this project infers, and the pages label it so. The tables,
    in shared/upstream/: LLMStatusCode.zh.md (Python), LLM-DataDist-error-code.zh.md
    (C++), HIXL-error-code.zh.md, ADXL-error-code.deprecated.zh.md.
    """

    PY_TABLE = "python-table"
    CPP_TABLE = "cpp-table"
    HIXL_TABLE = "hixl-table"
    ADXL_TABLE = "adxl-table"  # deprecated: HIXL replaced ADXL
    API = "api-reference"  # upstream's Python API reference (shared/upstream/api/)
    UPSTREAM_SOURCE = "upstream-source"  # upstream's source code (values.md, messages.tsv)
    # upstream's troubleshooting guide (hicann/hixl .agents/skills/hixl-troubleshoot/,
    # shared/upstream/troubleshoot/): its method, symptoms, hypotheses and thresholds
    GUIDE = "troubleshooting-guide"
    ACL_TABLE = "acl-table"  # AscendCL's aclError table (lower_layers.py)
    HCCL_HEADER = "hccl-header"  # HCCL's HcclResult, with its header's comments
    ERROR_MANAGER = "error-manager"  # CANN's error-manager entries (error_manager.py)
    HCCL_GUIDE = "hccl-guide"  # HCCL's own fault-diagnosis guide (hicann/hccl docs)
    TORCH_NPU = "torch-npu"  # torch_npu's source (torch_npu.py)
    # a neighbour's own table, header or page (Mooncake, memfabric, MindIE: neighbours.py),
    # named beside it
    NEIGHBOUR = "neighbour"
    # the guides of the software around upstream (vllm-ascend's KV pool guide, Mooncake's
    # Ascend direct transport page): their facts, in our words
    NEIGHBOUR_GUIDE = "neighbour-guide"
    OURS = "ours"  # this project's inference, labelled as such wherever it is shown


class Action(str, Enum):
    """What a program should do next about a code: a small closed set to branch on."""

    NOTHING = "nothing"
    INVESTIGATE = "investigate before retrying"
    CHECK_LINK = "check the link state"
    RETRY_LATER = "retry later"
    RETRY_LONGER_TIMEOUT = "retry with a longer timeout"
    RELINK = "re-establish the link"
    FREE_MEMORY = "free memory"
    CHECK_NETWORK = "check the network"
    FIX_CALL = "fix the call"
    FIX_CONFIG = "fix the configuration"
    REPAIR_MEMORY = "repair the UCE address, then remap registered KV memory"
    RESTART = "restart and collect logs"
    ESCALATE = "collect logs and escalate"

    @property
    def retries(self) -> bool:
        """Whether a program may try the call again once it has done this: our reading
        (the tables say "re-establish the link", "free memory"; that the call may then be
        tried again is ours, the fidelity review's S1)."""
        return self in _RETRYING


_RETRYING = frozenset(
    {Action.RETRY_LATER, Action.RETRY_LONGER_TIMEOUT, Action.RELINK, Action.FREE_MEMORY}
)


# How the two LLM-DataDist tables name the same thing: the Python API's words and the
# C++ API's (the tables' rows for LINK_FAILED, UNLINK_FAILED, NOTIFY_PROMPT_UNLINK_FAILED,
# CLUSTER_NUM_EXCEED_LIMIT, EXIST_LINK), and the verbs 排查 and 检查, which the tables use
# alike. Remedies (and meanings) that differ only by these say the same thing.
_CPP_NAMES = (  # in order: unlink_clusters holds link_clusters
    ("unlink_clusters", "UnlinkLlmClusters"),
    ("link_clusters", "LinkLlmClusters"),
    ("切换当前LLMDataDist的角色", "SetRole"),
    ("switch_role", "设置角色"),  # EXIST_LINK's meaning: "switch_role时" / "设置角色时"
    ("UnlinkLlmClusters接口", "UnlinkLlmClusters"),
    ("排查", "检查"),
)


def _in_cpp_names(text: str) -> str:
    for python, cpp in _CPP_NAMES:
        text = text.replace(python, cpp)
    return text


# Named tuples, not dataclasses: importing dataclasses (and the inspect module it
# pulls in) would triple what `import llm_status` costs.
class T(namedtuple("T", (*LANGUAGES, "source"), defaults=(None,))):
    """One piece of text, English and Chinese side by side: ``T(en, zh)``, and in the
    registry the ``Source`` it comes from: ``T(en, zh, Source.PY_TABLE)``.

    >>> T("Out of memory", "内存不足")["zh"]
    '内存不足'
    """

    __slots__ = ()

    def __getitem__(self, lang: str) -> str:
        if lang not in LANGUAGES:
            raise KeyError(lang)
        return getattr(self, lang)

    @classmethod
    def of(cls, source: Source) -> Callable[[str, str], T]:
        """A maker of one source's texts, as the registry writes them: ``py(en, zh)``.

        >>> T.of(Source.OURS)("A guess", "猜测").source
        <Source.OURS: 'ours'>
        """
        return lambda en, zh: cls(en, zh, source)


class Rule(namedtuple("Rule", "action step apis source to", defaults=(None, None, None))):
    """One piece of advice: the action, the remedy step (from 1) it comes from, the
    calls it is for (None: any other call) and the ``Source`` of the decision (the
    table whose step says the action, or ours); ``to``, the last step it comes from where
    the action takes more than one (LLM_FAILED: restart, step 1, and collect the logs,
    step 2). A code's rules are tried in order;
    where they split by call and no call is named, the first applies, so the
    safe branch comes first."""

    __slots__ = ()


class Family(
    namedtuple(
        "Family",
        "name slug tables prefix qualifiers enum table_url bare_hex",
        defaults=(None, None),
    )
):
    """A family of codes: one engine's, with its own official tables and names.

    ``name`` as people say it (``LLM-DataDist``, ``HIXL``); ``slug``, the folder
    of its pages below the site root ("" for ``codes/``, ``hixl`` for
    ``hixl/codes/``); ``tables``, the ``Source`` of its first and second official
    table; ``prefix``, what every name of the family starts with (``LLM_``);
    ``qualifiers``, how code and logs write a name in full (``hixl::TIMEOUT``);
    ``enum``, the name of its IntEnum; ``table_url``, the first table online;
    ``bare_hex``, the range of values that logs print in hex without ``0x``
    (``5010b01a``), where a bare hex run is read as a code.
    A third family is one more of these, and its codes.
    """

    __slots__ = ()

    def bare(self, name: str) -> str:
        """A name without the family's prefix: ``LLM_TIMEOUT`` -> ``TIMEOUT``."""
        return name.removeprefix(self.prefix)

    def labels(self, source: Source | None) -> bool:
        """Whether a statement from ``source`` carries a provenance label: every source
        but the family's first table, whose words are the page's own."""
        return source is not None and source is not self.tables[0]


LLM_DATADIST = Family(
    "LLM-DataDist",
    "",
    (Source.PY_TABLE, Source.CPP_TABLE),
    "LLM_",
    ("LLMStatusCode.", "llm_datadist::"),
    "LLMStatusCode",
    "https://www.hiascend.com/document/detail/zh/canncommercial/latest/API/hixlug/"
    "llmprv2_42_0067.html",
    # The module's range, 0x5010B000 + n (values.md), as one C++ framework prints it.
    (0x5010B000, 0x5010B0FF),
)
HIXL = Family(
    "HIXL",
    "hixl",
    (Source.HIXL_TABLE, Source.ADXL_TABLE),
    "",
    ("hixl::", "adxl::", "hixl."),
    "HixlStatus",
)
FAMILIES = (LLM_DATADIST, HIXL)


# Kind and KindCode are collections' named tuples, as Row and Code are: typing's
# NamedTuple would load typing at `import llm_status`, a fifth of its cost.
_KIND_FIELDS = (
    "name group pattern spelled literals anchors also_after always "
    "table title source folder reader data calls"
)


class Kind(
    namedtuple(
        "Kind",
        _KIND_FIELDS,
        defaults=(None, (), (), (), False, None, None, "", "", "table", "", False),
    )
):
    """A kind of code a line can carry beside the families' own (a lower layer's, an
    error manager's block, torch_npu's, a neighbour's), as data every reader of a line
    loops over: the line's grammar holds its ``pattern`` as the named group ``group``;
    the fast path reads a line that holds one of its ``tokens`` (whole words: each code
    as it is spelled, made by ``spelled``) or ``literals`` (lower-cased, anywhere); triage
    keeps a line that holds one of its ``anchors`` (lower-cased) at any level; a line
    whose grammar saw a group of ``also_after`` (another kind's words, a template's
    keyword) is read for it too; ``always``: read in every hit, not only where a front
    asks for everything a line names. ``name`` is its findings' kind. Its reader of a line
    is the reading floor's mechanism named ``reader`` (``reading/kinds.READERS``, and the
    browser's ``lines.js``), given the kind and its data (in the browser, the grammar's
    member ``data``).

    A kind whose codes are one table (``KindCode`` rows, made by ``table``) needs no
    reader, sentence or page of its own: a match of its ``pattern`` is a code of the
    table by name or value, said as its row says it and listed on one page at ``folder``
    (below the site's root) under ``title`` (a ``T``), its rows' words from ``source``.

    ``reader``, how a line is read for it: "table" (a match of its pattern is a row), or
    a mechanism another kind could share with data of its own: "context-values" (a value
    after a layer's context words), "block-head" (the head of a block a manager prints),
    "named-suffix" (a code and the submodule named after it), "contexts" (a program's own
    messages around its codes). ``data``: where the browser's grammar holds its data
    (site/data.py). ``calls``: its findings are a call's status, so a code of ours of the
    same value on the line is that status, not ours (the fidelity review's M2).

    ``Kind(name, group, pattern, spelled=None, literals=(), anchors=(), also_after=(),
    always=False, table=None, title=None, source="", folder="", reader="table", data="",
    calls=False)``."""

    __slots__ = ()


class KindCode(namedtuple("KindCode", "name value meaning")):
    """One row of a kind's table: the code's name as the table writes it, its value (or
    None), and its meaning (a ``T``) in each language, with its source."""

    __slots__ = ()


class Row(namedtuple("Row", "name meaning recoverable remedy")):
    """One row of an official table, as the table says it: the name it uses, the
    meaning, 是/否/无 as True/False/None, and the remedy steps."""

    __slots__ = ()


_CODE_FIELDS = (
    "name value recoverable area meaning remedy documented notes aliases member advice "
    "second_row family also reserved"
)


class Code(
    namedtuple("Code", _CODE_FIELDS, defaults=((), (), True, (), None, LLM_DATADIST, None, None))
):
    """One status code: what it means, whether it recovers, what to do.

    ``Code(name, value, recoverable, area, meaning=T, remedy=(T, ...),
    documented=bool, notes=(T, ...), aliases=(str, ...), member=True)``.
    ``recoverable`` is None where the question does not apply (LLM_SUCCESS).
    ``member`` is False for the codes that only the C++ API defines: a log can
    carry their numbers, but ``LLMStatusCode`` has no member for them.
    ``advice`` is what a program should do, as ``Rule`` entries. ``family`` is
    the ``Family`` it belongs to. ``documented`` says whether the family's first
    official table (LLM-DataDist: the Python table; HIXL: HIXL's) has a row,
    which the entry's own fields then say; ``second_row`` is the row of its
    second table (the C++ table; ADXL's deprecated one), a ``Row``, where it has
    one. ``also`` is how people say it when they search (``T`` of "; "-separated
    phrases, ours): the site and ``llm-status search`` find the code by them, and
    the page shows them as ours. ``reserved`` is the ``Source`` of the table
    that calls the code reserved (not returned, or not supported, for now), or
    None. Every text carries its ``Source``.
    """

    __slots__ = ()

    @property
    def shown(self) -> str:
        """The code as a reader is shown it: LLM-DataDist's by its name, another family's
        with the family's name before it (``HIXL FAILED``: a bare FAILED names no library).

        >>> from llm_status import find
        >>> find("LLM_TIMEOUT").shown, find("hixl::FAILED").shown
        ('LLM_TIMEOUT', 'HIXL FAILED')
        """
        return self.name if self.family is LLM_DATADIST else f"{self.family.name} {self.name}"

    @property
    def hex(self) -> str:
        """The value as upstream's headers write it: ``0x5010B01A``; ``-0x1`` for -1."""
        sign = "-" if self.value < 0 else ""
        return f"{sign}0x{abs(self.value):X}"

    @property
    def alias_paths(self) -> list[str]:
        """The other paths below ``codes/`` that lead to the code's page: lower-case name,
        decimal, hex, and each alias in both cases.

        >>> from llm_status import find
        >>> find("LLM_TIMEOUT").alias_paths, find("LLM_SEQ_LENOVERLIMIT").alias_paths[-2:]
        (['llm_timeout', '1343270938', '0x5010b01a'], ['LLM_SEQ_LEN_OVER_LIMIT', 'llm_seq_len_over_limit'])
        """
        paths = [self.name.lower(), str(self.value), self.hex.lower()]
        for alias in self.aliases:
            paths += [alias, alias.lower()]
        return list(dict.fromkeys(p for p in paths if p != self.name))

    @property
    def recoverable_source(self) -> Source:
        """Where the answer to "recoverable?" comes from: the family's first table where
        it documents the code, else its second table where it agrees, else ours."""
        first, second = self.family.tables
        if self.documented:
            return first
        if self.second_row is not None and self.second_row.recoverable is self.recoverable:
            return second
        return Source.OURS

    @property
    def qualified(self) -> str:
        """The name as a log of another family could not mistake: ``hixl::TIMEOUT``;
        LLM-DataDist's names are unmistakable as they are."""
        if self.family.prefix:
            return self.name
        return self.family.qualifiers[0] + self.name

    @property
    def verdict(self) -> str:
        """The answer to "recoverable?": ``yes``, ``no``, ``none`` (the table's 无: there
        is nothing to recover) or ``unstated`` (no source says)."""
        if self.recoverable is None:
            return "unstated" if self.recoverable_source is Source.OURS else "none"
        return "yes" if self.recoverable else "no"

    @property
    def verdicts_by_table(self) -> tuple[tuple[Source, str], ...]:
        """Each official table's answer to "recoverable?" (``yes``, ``no``, ``none``), for
        the family's tables that have a row, the first table first."""
        rows = zip(self.family.tables, (self.first_row, self.second_row), strict=True)
        return tuple(
            (table, {True: "yes", False: "no", None: "none"}[row.recoverable])
            for table, row in rows
            if row is not None
        )

    @property
    def tables_differ_on_recovery(self) -> bool:
        """Whether the family's two tables give different answers (LLM_TIMEOUT: the Python
        table says recoverable, the C++ table not): every front shows both then."""
        return len({verdict for _, verdict in self.verdicts_by_table}) > 1

    @property
    def table_differences(self) -> tuple[str, ...] | None:
        """What the family's two tables say differently (``name``, ``meaning``,
        ``recoverable``, ``remedy``: compared in Chinese, the tables' words); None where
        one of them has no row."""
        first, second = self.first_row, self.second_row
        if first is None or second is None:
            return None
        fields = tuple(
            field
            for field, a, b in (
                ("name", first.name, second.name),
                ("meaning", first.meaning.zh, second.meaning.zh),
                ("recoverable", first.recoverable, second.recoverable),
                ("remedy", [t.zh for t in first.remedy], [t.zh for t in second.remedy]),
            )
            if a != b
        )
        same_meaning = _in_cpp_names(first.meaning.zh) == _in_cpp_names(second.meaning.zh)
        if "meaning" in fields and self.family is LLM_DATADIST and same_meaning:
            fields = tuple("meaning_names" if f == "meaning" else f for f in fields)
        if "remedy" in fields and self.family is LLM_DATADIST:
            said = [_in_cpp_names(t.zh) for t in first.remedy]
            if said == [_in_cpp_names(t.zh) for t in second.remedy]:
                # The same steps, in the C++ API's names (the fidelity review's S8).
                fields = tuple("remedy_names" if f == "remedy" else f for f in fields)
        return fields

    @property
    def in_no_table(self) -> bool:
        """Neither of the family's official tables has a row for the code: all it says is
        ours or upstream's source."""
        return self.first_row is None and self.second_row is None

    @property
    def first_row(self) -> Row | None:
        """The row of the family's first official table (the Python table; HIXL's), read
        from the entry; None where that table has no row."""
        if not self.documented:
            return None
        return Row(self.name, self.meaning, self.recoverable, self.remedy)

    @property
    def reserved_words(self) -> T | None:
        """What the reserving table's row says of it, a step or its remark ("预留错误码，暂不会
        返回。", "本错误码为预留，暂不支持。"): each table's own words, not one sentence for all."""
        if self.reserved is None:
            return None
        first = self.reserved is self.family.tables[0]
        row = self.first_row if first else self.second_row
        said = [*(row.remedy if row else ()), *(n for n in self.notes if n.source is self.reserved)]
        return next((text for text in said if "预留" in text.zh), None)

    def remedy_in(self, lang: str) -> tuple[str, ...]:
        return tuple(step[lang] for step in self.remedy)

    def also_in(self, lang: str) -> tuple[str, ...]:
        """The search phrases of ``also``, one by one ("; " or "；" between them)."""
        if self.also is None:
            return ()
        return tuple(
            p.strip() for p in self.also[lang].replace("；", "; ").split("; ") if p.strip()
        )

    def notes_in(self, lang: str) -> tuple[str, ...]:
        return tuple(note[lang] for note in self.notes)


def by_language(texts: tuple[T, ...]) -> dict[str, tuple[str, ...]]:
    """``(T(en, zh), ...)`` -> ``{"en": (...), "zh": (...)}``."""
    return {lang: tuple(t[lang] for t in texts) for lang in LANGUAGES}
