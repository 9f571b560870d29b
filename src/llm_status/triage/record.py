"""A triage's record: the one JSON object ``llm-status triage --json`` writes and the page
saves, its schema's fields said once (``SCHEMA_FIELDS``, the triage page's table), each
event written once and referred to by its place."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import NamedTuple

from ..i18n import say
from ..registry import facts as facts_registry
from ..registry.record import T
from ..version import version
from .clocks import AFTER, WINDOW
from .code_says import first_code
from .decisions import Diagnosis
from .events import Event
from .report import answer, decided_by, decided_source, first_node_says

MOST_CHAINS, MOST_CHAIN_LINES = 20, 100  # then, the chains it carries and their lines


SCHEMA = "llm-status-triage/1"


# The keys a node's fact may have: its Readings', a rank table's device (read whole), a
# process's variable, and what collect could not run.
FACT_KEYS = (*(reading.key for reading in facts_registry.READINGS), "rank_ip", "env", "not_run")


FACT_KEYS_EN = ", ".join(f"`{key}`" for key in FACT_KEYS)


FACT_KEYS_ZH = "、".join(f"`{key}`" for key in FACT_KEYS)


# The fields of the JSON record, documented once: the site's triage page and the README
# show this table (a test holds the README's equal to it).
SCHEMA_FIELDS = (
    (
        "schema",
        T(
            "`llm-status-triage/1`; a new version if a field changes meaning.",
            "`llm-status-triage/1`；字段含义改变时版本号随之改变。",
        ),
    ),
    ("version", T("The llm-status version that wrote it.", "写出该记录的llm-status版本。")),
    ("lang", T("The language of the sentences (`en`, `zh`).", "句子所用的语言（`en`、`zh`）。")),
    (
        "sources",
        T(
            "Each side: `label`, `files` (each with `lines`, `first` and `last` timestamp, and `year` where clocks that state no year were given one: its `year` and `from`, `line` (the file's first dated line) or `mtime` (its last change); `nuls`: the NUL bytes passed over at its start; `content`: its size and CRC-32, `bytes:crc`, which tells two sides given the same logs; `facts`: true where it is a node's facts transcript, which two nodes may hold alike; `info_minutes`: the minutes that hold plog INFO lines, which tell whether a line missing from them says anything), `skipped` files, `counts` (`errors`, `successes`, `untimed`, `repeats`: lines past the cap that replaced the latest of their kind, `not_kept`), `cut` (from when its context lines were not all kept: past 20,000 of them, each kind keeps its first there and its latest), `reduced` (how many of its lines a summary of summaries, or triage past 100 sides of summaries, left out: of a cluster, a side the answer does not stand on keeps its first error of each layer and its link set-ups' entries, and triage argues nothing from its silence), `versions` (plog lines that state one: `file`, `line_no`, `version`, `text`), `written_by` (where it came from a summary another llm-status wrote: that version, `\"\"` for one older than 0.1.0), `facts` (what its node's facts transcripts say, `llm-status collect`'s or another's: each with `key` ("
            + FACT_KEYS_EN
            + "), `device`, `name` (a variable's, the command not run, or a rank table's `server_id`), `value`, `process`, `file`, `line_no`, `text` (redacted as `value` is), `host` and `collected` (the node and the time its transcript states: collect's header, a prompt's host, FaultDiag's `Datetime:`)).",
            '各端：`label`、`files`（各含`lines`及首末时间戳`first`、`last`；不含年份的时间被补上年份时还有`year`：其`year`与来源`from`，`line`（该文件第一条带年份的行）或`mtime`（文件的最后修改时间）；`nuls`：在其开头略过的NUL字节数；`content`：其大小与CRC-32，`bytes:crc`，用来识别两端给出的是同一份日志；`facts`：该文件是节点的事实记录时为true，两个节点的此类记录可能相同；`info_minutes`：含plog INFO日志行的各分钟，用来判断其中缺少的行能否说明问题）、跳过的文件`skipped`、计数`counts`（`errors`、`successes`、`untimed`、`repeats`：超过上限后替换同类最近一条的行数、`not_kept`）、`cut`（自何时起其上下文行不再全部保留：超过20,000条后，每类只保留其在此之后的第一条与最近一条）、`reduced`（摘要的摘要，或排查在摘要超过100端时，略去的该端日志行数：集群中，结论不依据的一端只保留每层的第一条错误及其建链入口行，排查不会根据其中缺少某行下结论）、`versions`（给出版本的plog行：`file`、`line_no`、`version`、`text`）、`written_by`（来自另一版本llm-status写出的摘要时为该版本，早于0.1.0的为`""`）、`facts`（其节点事实记录所给出的事实，由`llm-status collect`或其他工具生成：各含`key`（'
            + FACT_KEYS_ZH
            + "）、`device`、`name`（变量名、未能运行的命令，或rank table的`server_id`）、`value`、`process`、`file`、`line_no`、`text`（与`value`一样隐去秘密）、`host`与`collected`（其记录所述的节点与时间：collect的首行、提示符中的主机名、FaultDiag的`Datetime:`））。",
        ),
    ),
    (
        "events",
        T(
            "The kept lines, merged by time: `source`, `file`, `line_no`, `time` (ISO 8601, no zone), `level`, `layer`, `text`, `code`, `codes`, `lower` (the aclError or HcclResult codes it reports), `site` (upstream's message), `site_named` (false: the line only looks like that message, naming neither its file nor its function), `passes_on`, `returns`, `tid`, `comm`, `peer`, `timeout_ms`, `clusters` (the cluster ids it names), `request` (the request id it names), `em` (the CANN error manager's code whose block the line heads: `EJ0001`), `format` (the format that read it: `plog`, `glog`, `iso`, `vllm`, `torch_npu`, `error-manager`, `exception`, `traceback`, or null), `wrappers` (the prefixes around it, outermost first: `ray-process`, `torch-rank`, `vllm-logger`, ...), `other_time` (a line with two clocks is placed by its own, the more precise; the wrapper's, where they differ by a second or more), `cause`, `solution` and `trace` (what an error manager's block went on with below its head, as logged: its `Possible Cause:`, its `Solution:`, its TraceBack's frames, the most recent call last), `neighbours` (the neighbours' codes it names in their messages: `mooncake-store/LEASE_EXPIRED`, `sglang-kv/unknown-from-another-rank`), `torch` (torch_npu's code it prints: `ERR02200`), `zone` (the zone its clock states, `+08:00` or `Z`, where it states one: times are compared as written), `repeats` (lines of its kind collapsed into it: past the cap of kept lines, and in a summary outside its side's failure window), and `role`: `origin`, `passed-on`, `symptom` or `context`.",
            "保留的日志行，按时间归并：`source`、`file`、`line_no`、`time`（ISO 8601，无时区）、`level`、`layer`、`text`、`code`、`codes`、`lower`（该行报告的aclError或HcclResult错误码）、`site`（上游消息）、`site_named`（false：该行只是看起来像该消息，未给出其文件或函数）、`passes_on`、`returns`、`tid`、`comm`、`peer`、`timeout_ms`、`clusters`（该行提到的集群ID）、`request`（该行提到的请求ID）、`em`（该行作为首行的CANN错误管理器错误块的错误码：`EJ0001`）、`format`（读取该行的格式：`plog`、`glog`、`iso`、`vllm`、`torch_npu`、`error-manager`、`exception`、`traceback`或null）、`wrappers`（包在该行外面的前缀，由外向内：`ray-process`、`torch-rank`、`vllm-logger`等）、`other_time`（带两个时钟的行按其自身的、更精确的时钟排序；两者相差一秒或以上时，这里是包装前缀的时钟）、`cause`、`solution`和`trace`（错误管理器错误块首行之下各行的日志原文：其`Possible Cause:`、`Solution:`和TraceBack各帧，最近的调用在最后）、`neighbours`（该行在周边软件自身消息中给出的错误码：`mooncake-store/LEASE_EXPIRED`、`sglang-kv/unknown-from-another-rank`）、`torch`（该行给出的torch_npu错误码：`ERR02200`）、`zone`（其时钟标明的时区，`+08:00`或`Z`，若有：时间按原文比较）、`repeats`（并入该行的同类行数：超出保留行数上限时，以及摘要中该端故障窗口之外），以及`role`：`origin`、`passed-on`、`symptom`或`context`。",
        ),
    ),
    (
        "events_omitted",
        T(
            "How many kept lines `events` leaves out: past 5,000, it carries the lines the report refers to and those of the first failure's window (from 300 s before it to 5 s after), and counts the rest (a cluster's merge stays bounded).",
            "`events`略去的保留行数：超过5,000条时，只包含报告引用的行和首个失败窗口（其前300秒至其后5秒）内的行，其余只计数（使集群合并的输出有界）。",
        ),
    ),
    (
        "first_error",
        T(
            "The index in `events` of the first LLM-DataDist, HIXL or ADXL error, or null.",
            "首个LLM-DataDist、HIXL或ADXL错误在`events`中的下标，或null。",
        ),
    ),
    (
        "first_lower_error",
        T(
            "The index of the first HCCL, HCCP, runtime or driver error in its window, or null.",
            "同一时间窗口内首个HCCL、HCCP、runtime或driver错误的下标，或null。",
        ),
    ),
    (
        "chains",
        T(
            "Each chain as indexes into `events`, its origin first; past 5,000 kept lines, the first 20 chains, each to its first 100 lines (`chains_omitted`: the chains left out).",
            "各调用链在`events`中的下标，源头在前；保留行超过5,000条时，只给出前20条调用链，每条至多前100行（`chains_omitted`：略去的调用链数）。",
        ),
    ),
    (
        "chains_omitted",
        T(
            "How many chains `chains` leaves out (0 up to 5,000 kept lines).",
            "`chains`略去的调用链数（保留行不超过5,000条时为0）。",
        ),
    ),
    (
        "symptoms",
        T(
            "Each symptom found: `key`, `title`, `phase`, `event`, `count`, `verdict`, and `hypotheses`, each with `key`, `says`, `status` (`supported`, `ruled-out`, `open`), `decided_by`, `evidence` (indexes into `events`; a node's fact as `side` and `fact`, its index in that side's `facts`), `gap_ms`, `timeout_ms`, `next` (ours, from the guide's evidence), `source` (of the hypothesis), `decided_source` (`ours` where a rule of ours decided it: when a side's logs cover a window, the same thread).",
            "发现的各现象：`key`、`title`、`phase`、`event`、`count`、`verdict`，以及`hypotheses`，各含`key`、`says`、`status`（`supported`、`ruled-out`、`open`）、`decided_by`、`evidence`（`events`中的下标；节点事实记为`side`与`fact`，即其在该端`facts`中的下标）、`gap_ms`、`timeout_ms`、`next`（本项目依据指南的证据给出）、`source`（假设的出处）、`decided_source`（由本项目规则判定时为`ours`：一端日志是否覆盖某窗口、同一线程）。",
        ),
    ),
    (
        "verdict",
        T(
            "`confirmed`, `likely` or `insufficient`, by the guide's evidence threshold.",
            "按指南的证据门槛：`confirmed`、`likely`或`insufficient`。",
        ),
    ),
    (
        "answer",
        T(
            "The report's first sentence: the verdict and its cause with the line that decided it, or what failed first, what its code's own text says, and the next step.",
            "报告的第一句：结论及其原因与判定所依据的日志行，或首先失败的日志行、其错误码原文所说，以及下一步。",
        ),
    ),
    (
        "first_code",
        T(
            "The first failure's own code, or null: `event` (an index into `events`: the first failing line, or the first line after it in its window that carries a code), `code` (as its table names it: `EI0020`, `ACL_ERROR_RT_AICORE_TIMEOUT`, `LLM_TIMEOUT`), `says` (what its own text says, labelled with whose words: the error manager's Solution, the family's remedy, AscendCL's row, HcclResult's meaning, a neighbour's remedy, torch_npu's scheme).",
            "首先失败处的错误码，或null：`event`（`events`中的下标：首个失败行，或其时间窗口内其后第一个带错误码的行）、`code`（按其表格的名称：`EI0020`、`ACL_ERROR_RT_AICORE_TIMEOUT`、`LLM_TIMEOUT`）、`says`（其原文所说，并标注出处：错误管理器的Solution、该系列的解决方法、AscendCL表格的一行、HcclResult的含义、周边软件的解决方法、torch_npu的编码规则）。",
        ),
    ),
    (
        "first_failure",
        T(
            "The earliest error line of any layer, on any side (an index into `events`), or null.",
            "任一层、任一端按时间最早的错误行（`events`中的下标），或null。",
        ),
    ),
    (
        "missing",
        T(
            "What would settle it (under `confirmed`, only the caveats are shown in the report): each `key` and `says`; `missing_reduced` (the sides a summary of summaries, or triage past 100 sides of summaries, kept by their first lines) lists them all in `sides`.",
            "还需要的证据（结论为`confirmed`时，报告中只列出注意事项）：各含`key`与`says`；`missing_reduced`（摘要的摘要，或排查在摘要超过100端时，只保留了最初日志行的各端）在`sides`中列出全部这些端。",
        ),
    ),
    (
        "paths",
        T(
            "Each side's engine and path by the guide's decision tree: `HIXL_CS`, `FabricMem` or `ADXL` (direct); a side whose logs show none is absent.",
            "按指南的决策树得出的各端引擎与路径：`HIXL_CS`、`FabricMem`或`ADXL`（直传）；日志中未体现的端不列出。",
        ),
    ),
    (
        "pairing",
        T(
            "Whether each other side's logs are of the failure's link (they name its `comm[...]`, a cluster id, a request id or the peer): each `key` and `says`.",
            "其他各端的日志是否属于失败所在的链路（是否提到其`comm[...]`、集群ID、请求ID或对端）：各含`key`与`says`。",
        ),
    ),
    (
        "first_node",
        T(
            "Of three sides or more: the side whose error came first (`side`, `time`), the "
            "`total` of sides, how many failed `later`, the `echoes` (the later sides whose "
            "errors name one of its `addresses` as their peer; ours), how many are `silent` "
            '(no timed error), `clocks` (the later sides whose clocks may disagree with its: "first" then holds only if they agreed), and `says`; else null.',
            "三端及以上时：最先出错的一端（`side`、`time`）、总端数`total`、之后出错的端数`later`、"
            "`echoes`（之后出错且其错误行把该端的某个地址`addresses`作为对端的各端；本项目的判定）、"
            "没有带时间错误的端数`silent`、时钟可能与其不一致的后出错各端`clocks`（此时“最先”只在时钟一致时成立），以及`says`；否则为null。",
        ),
    ),
    (
        "clocks",
        T(
            "Where the sides' clocks may disagree (`clocks_apart`: their logs do not overlap; `clocks_apart_many`: past three such pairs, one remark, with every side it concerns in `sides`; `clocks_causal`: a link set-up both passed puts their entries further apart than its timeout; `clocks_zones`: the lines' clocks state different zones, whose times are compared as written): each `key` and `says`.",
            "各端时钟可能不一致之处（`clocks_apart`：日志时间不重叠；`clocks_apart_many`：超过三对时只给一条说明，所涉及的各端都列在`sides`中；`clocks_causal`：两端都通过的一次建链中，两端进入时间相差超过其超时时间；`clocks_zones`：各行时钟标明了不同时区，时间按原文比较）：各含`key`与`says`。",
        ),
    ),
    (
        "facts_set_aside",
        T(
            "A node's facts that decided nothing, and why: `facts_other_node` (a transcript "
            "of another host), `facts_hosts` (a side's facts name several hosts), "
            "`facts_after` and `facts_before` (collected further from the failure than a fact "
            "counts: a port's state an hour, a setting a day; ours), `facts_not_peer` (a node "
            "whose addresses are not the peer's the failure names), `facts_no_peer` (of "
            "three sides or more, none named as the failure's other end): each `key`, "
            "`side` and `says`.",
            "未作判定依据的节点事实及原因：`facts_other_node`（另一台主机的记录）、`facts_hosts`"
            "（一端的事实涉及多台主机）、`facts_after`与`facts_before`（采集时间距失败超过事实的有效期："
            "端口状态一小时，配置一天；本项目的规则）、`facts_not_peer`（节点地址不是失败行所指的对端）、"
            "`facts_no_peer`（三端及以上时，没有一端被认定为失败的另一端）：各含`key`、`side`与`says`。",
        ),
    ),
)


# Past this many events, the record carries the lines it refers to and the first
# failure's window, and counts the rest (issue 33: a cluster's merge stays bounded).
MOST_RECORDED = 5000


class _At(NamedTuple):
    """An event a field of the record refers to, resolved to its index in ``events`` once
    the record knows which events it carries."""

    event: Event


def record_of(diagnosis: Diagnosis, lang: str) -> dict:
    """The report as data (schema ``llm-status-triage/1``)."""
    roles = {}
    for chain in diagnosis.chains:
        for role, event in chain:
            roles[id(event)] = role

    # A node's fact, as evidence, is no line of `events`: its side and its index there.
    facts = {
        (source["label"], fact["file"], fact["line_no"]): i
        for source in diagnosis.sources
        for i, fact in enumerate(source.get("facts", ()))
    }

    def ref(event: Event | None) -> int | dict | None:
        if event is None:
            return None
        if event.format == "facts":
            return {"side": event.source, "fact": facts[event.source, event.file, event.line_no]}
        return _At(event)

    # A cluster's storm makes a chain a side: past MOST_RECORDED, the first few, cut.
    bounded = len(diagnosis.events) > MOST_RECORDED
    chains = MOST_CHAINS if bounded else len(diagnosis.chains)
    most = MOST_CHAIN_LINES if bounded else None
    record = {
        "schema": SCHEMA,
        "version": version(),
        "lang": lang,
        "sources": diagnosis.sources,
        "events": [],
        "events_omitted": 0,
        "first_error": ref(diagnosis.first_error),
        "first_lower_error": ref(diagnosis.first_lower),
        "chains": [[ref(e) for _, e in chain[:most]] for chain in diagnosis.chains[:chains]],
        "chains_omitted": len(diagnosis.chains) - min(chains, len(diagnosis.chains)),
        "symptoms": [
            {
                "key": f.symptom.key,
                "title": f.symptom.title,
                "phase": f.symptom.phase,
                "event": ref(f.event),
                "count": f.count,
                "verdict": f.verdict,
                "source": f.symptom.source.value,
                "hypotheses": [
                    {
                        "key": d.hypothesis.key,
                        "says": d.hypothesis.says[lang],
                        "status": d.status,
                        "decided_by": decided_by(d, lang),
                        "evidence": [ref(e) for e in d.evidence],
                        "gap_ms": d.gap_ms,
                        "timeout_ms": d.timeout_ms,
                        "next": d.hypothesis.next[lang],
                        "source": d.hypothesis.source.value,
                        "decided_source": decided_source(d),
                    }
                    for d in f.decisions
                ],
            }
            for f in diagnosis.findings
        ],
        "verdict": diagnosis.verdict,
        "answer": answer(diagnosis, lang),
        "first_code": (
            None
            if (code := first_code(diagnosis, lang)) is None
            else {"event": ref(code.event), "code": code.code, "says": code.says}
        ),
        "first_failure": ref(diagnosis.first_failure),
        "missing": [
            {"key": key, "says": say(key, lang, **fields)}
            | ({"sides": fields["listed"]} if "listed" in fields else {})
            for key, fields in diagnosis.missing
        ],
        "paths": diagnosis.paths,
        "pairing": [
            {"key": key, "says": say(key, lang, **fields)} for key, fields in diagnosis.pairing
        ],
        "first_node": (
            None
            if diagnosis.first_node is None
            else diagnosis.first_node | {"says": first_node_says(diagnosis.first_node, lang)}
        ),
        "clocks": [
            {"key": key, "says": say(key, lang, **fields)}
            | ({"sides": fields["listed"]} if "listed" in fields else {})
            for key, fields in diagnosis.clocks
        ],
        "facts_set_aside": [
            {"key": key, "side": fields["side"], "says": say(key, lang, **fields)}
            for key, fields in diagnosis.facts_aside
        ],
    }
    referred: dict[int, Event] = {}
    record = _resolved(record, referred, None)  # first: which events it refers to
    carried = _carried(diagnosis, referred)
    index = {id(event): i for i, event in enumerate(carried)}
    record = _resolved(record, referred, index)
    record["events"] = [e.record() | {"role": roles.get(id(e), "context")} for e in carried]
    record["events_omitted"] = len(diagnosis.events) - len(carried)
    return record


def _carried(diagnosis: Diagnosis, referred: dict[int, Event]) -> list[Event]:
    """The events the record carries: all of them, or past MOST_RECORDED those it
    refers to and those of the first failure's window (in time order, as merged)."""
    if len(diagnosis.events) <= MOST_RECORDED:
        return diagnosis.events
    lead = diagnosis.first_failure or diagnosis.first_error
    window = None
    if lead is not None and lead.time is not None:
        at = datetime.fromisoformat(lead.time)
        window = (at - timedelta(seconds=WINDOW), at + timedelta(seconds=AFTER))
    room = MOST_RECORDED
    carried = []
    for event in diagnosis.events:
        inside = (
            window is not None
            and event.time is not None
            and window[0] <= datetime.fromisoformat(event.time) <= window[1]
        )
        if id(event) in referred or (inside and room > 0):
            carried.append(event)
            room -= id(event) not in referred
    return carried


def _resolved(value, referred: dict[int, Event], index: dict[int, int] | None):
    """The record with each ``_At`` noted in ``referred`` (``index`` None) or replaced by
    its event's index in the carried events."""
    if isinstance(value, _At):
        if index is None:
            referred[id(value.event)] = value.event
            return value
        return index[id(value.event)]
    if isinstance(value, dict):
        return {key: _resolved(item, referred, index) for key, item in value.items()}
    if isinstance(value, list):
        return [_resolved(item, referred, index) for item in value]
    return value
