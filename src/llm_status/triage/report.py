"""A diagnosis said: as lines a person reads in a minute (either language), and as the
JSON record of the documented schema (``llm-status-triage/1``, README: "Triage")."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import NamedTuple

from ..code_text import (
    fails_with,
    lower_decoded,
    manager_logged,
    manager_said,
    passed_said,
    torch_npu_lines,
)
from ..i18n import say
from ..links import docs_base, lang_prefix
from ..names import BY_KEY
from ..neighbour_text import headline, neighbour_lines
from ..reading import kinds
from ..reading.grammar import peel
from ..reading.stamp import TORCH_NPU, body_of
from ..registry import facts as facts_registry
from ..registry.lower_layers import lower_by_name
from ..registry.record import Source, T
from ..registry.symptoms import LOWER_LAYERS
from ..registry.upstream_messages import message_at
from ..terminal import WIDTH, Style, cut_around, quoted, visible, wrap
from .clocks import AFTER, WINDOW, few_sides
from .code_says import first_code
from .decisions import Decision, Diagnosis, Finding
from .diagnosis import CHAIN_GAP, COVERED_SHARE, is_ours
from .events import Event, decisive

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
    ("lang", T("The language of the sentences (`en`, `zh`).", "句子所用的语言（`en`、`zh`）。")),
    (
        "sources",
        T(
            "Each side: `label`, `files` (each with `lines`, `first` and `last` timestamp, and `year` where clocks that state no year were given one: its `year` and `from`, `line` (the file's first dated line) or `mtime` (its last change); `nuls`: the NUL bytes passed over at its start; `content`: its size and CRC-32, `bytes:crc`, which tells two sides given the same logs; `facts`: true where it is a node's facts transcript, which two nodes may hold alike; `info_minutes`: the minutes that hold plog INFO lines, which tell whether a line missing from them says anything), `skipped` files, `counts` (`errors`, `successes`, `untimed`, `repeats`: lines past the cap that replaced the latest of their kind, `not_kept`), `cut` (from when its context lines were not all kept: past 20,000 of them, each kind keeps its first there and its latest), `reduced` (how many of its lines a summary of summaries left out: of a cluster, a side the answer does not stand on keeps its first error of each layer and its link set-ups' entries, and triage argues nothing from its silence), `versions` (plog lines that state one: `file`, `line_no`, `version`, `text`), `facts` (what its node's facts transcripts say, `llm-status collect`'s or another's: each with `key` ("
            + FACT_KEYS_EN
            + "), `device`, `name` (a variable's, the command not run, or a rank table's `server_id`), `value`, `process`, `file`, `line_no`, `text` (redacted as `value` is), `host` and `collected` (the node and the time its transcript states: collect's header, a prompt's host, FaultDiag's `Datetime:`)).",
            "各端：`label`、`files`（各含`lines`及首末时间戳`first`、`last`；不含年份的时间被补上年份时还有`year`：其`year`与来源`from`，`line`（该文件第一条带年份的行）或`mtime`（文件的最后修改时间）；`nuls`：在其开头略过的NUL字节数；`content`：其大小与CRC-32，`bytes:crc`，用来识别两端给出的是同一份日志；`facts`：该文件是节点的事实记录时为true，两个节点的此类记录可能相同；`info_minutes`：含plog INFO日志行的各分钟，用来判断其中缺少的行能否说明问题）、跳过的文件`skipped`、计数`counts`（`errors`、`successes`、`untimed`、`repeats`：超过上限后替换同类最近一条的行数、`not_kept`）、`cut`（自何时起其上下文行不再全部保留：超过20,000条后，每类只保留其在此之后的第一条与最近一条）、`reduced`（摘要的摘要略去的该端日志行数：集群中，结论不依据的一端只保留每层的第一条错误及其建链入口行，排查不会根据其中缺少某行下结论）、`versions`（给出版本的plog行：`file`、`line_no`、`version`、`text`）、`facts`（其节点事实记录所给出的事实，由`llm-status collect`或其他工具生成：各含`key`（"
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
            "What would settle it (under `confirmed`, only the caveats are shown in the report): each `key` and `says`; `missing_reduced` (the sides a summary of summaries kept by their first lines) lists them all in `sides`.",
            "还需要的证据（结论为`confirmed`时，报告中只列出注意事项）：各含`key`与`says`；`missing_reduced`（摘要的摘要只保留了最初日志行的各端）在`sides`中列出全部这些端。",
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
SHOWN = 1000  # characters of a log line shown whole in the report (the JSON has it all)
# Past SHOWN: its start, the part around its code, its end (characters).
_START, _AROUND, _END = 400, 200, 120
TIMELINE = 12  # events in the report's timeline


def where(event: Event) -> str:
    """``source / file:line / timestamp``, as upstream's guide writes an event (to the
    millisecond: the JSON has the microseconds)."""
    time = event.time[:23].replace("T", " ") if event.time else "-"
    # A file given without a label is its own side: its name is said once (issue 50).
    side = "" if event.source == event.file else f"{visible(event.source)} / "
    return f"{side}{visible(event.file)}:{event.line_no} / {time}"


def lines_of(diagnosis: Diagnosis, lang: str, style: Style, width: int = WIDTH) -> list[str]:
    """The report's lines, wrapped at ``width`` columns (the page lets the browser wrap:
    it gives a width no line reaches)."""

    def heading(key: str, **fields) -> str:
        return style(say(key, lang, **fields), "bold")

    # The first screen is the answer (issue 50): the verdict and its cause, the next
    # steps as a short list (the first failure's own code first), what failed first;
    # then the evidence, the timeline and each hypothesis, which it says follow.
    out = first_screen(diagnosis, lang, style, width)
    out.append("")
    out.append(heading("triage_evidence"))
    shown, rest = _sides_shown(diagnosis)
    for source in shown:
        out += _side_lines(source, lang, width)
    if rest:
        out += wrap(_rest_says(rest, lang, bool(shown)), width, "    ", "  ")
    for side, path in diagnosis.paths.items():
        said = say("triage_path", lang, side=visible(side), path=say("path_" + path, lang))
        out += wrap(
            said + say("said_by", lang, source=say("source_troubleshooting-guide", lang)),
            width,
            "    ",
            "  ",
        )
    for key, fields in diagnosis.clocks:
        out += wrap(say(key, lang, **_shown(fields)), width, "    ", "  ! ")
    for key, fields in diagnosis.pairing:
        mark = "  = " if key == "pair_named" else "  ! "
        out += wrap(say(key, lang, **_shown(fields)), width, "    ", mark)
    for key, fields in diagnosis.facts_aside:
        out += wrap(say(key, lang, **_shown(fields)), width, "    ", "  ! ")

    # One account of what failed first (issue 50): the first screen's line in full, then,
    # where the failure reached the libraries later, their first error apart.
    first, lead = diagnosis.first_error, diagnosis.first_failure or diagnosis.first_error
    out += ["", heading("triage_failed_first_full")]
    if lead is None:
        out.append("  " + say("triage_no_error", lang))
    else:
        out += _event_lines(lead, lang, style, width)
    if first is not None and first is not lead and is_ours(first):
        out += ["", heading("triage_reached_ours")]
        out += _event_lines(first, lang, style, width)
    if first is not None:
        for side, count in sorted(diagnosis.recurrences.items()):
            successes = _counts(diagnosis, side).get("successes", 0)
            out += wrap(
                say(
                    "triage_seen",
                    lang,
                    side=visible(side),
                    count=f"{count:,}",
                    successes=f"{successes:,}",
                ),
                width,
                "    ",
                "    ",
            )
        chain = next((c for c in diagnosis.chains if any(e is first for _, e in c)), None)
        if chain and len(chain) > 1:
            out.append("  " + say("triage_chain", lang))
            for role, event in chain:
                out += wrap(
                    f"{say('role_' + role, lang)}{say('colon', lang)}{where(event)}  {_short(event)}",
                    width,
                    "        ",
                    "    - ",
                )
    lower = diagnosis.first_lower
    layers = say("list_separator", lang).join(LOWER_LAYERS)
    out += ["", heading("triage_first_lower", layers=layers)]
    if lower is None:
        out.append("  " + say("triage_no_lower", lang))
    elif lower is lead or lower is first:  # said in full above: once is enough
        out += wrap(f"{where(lower)}  [{visible(lower.layer)}] " + say("triage_lower_above", lang), width, "    ", "  ")  # fmt: skip
    else:
        out += _event_lines(lower, lang, style, width)

    out += ["", heading("triage_timeline")]
    for event in _timeline(diagnosis):
        out += wrap(
            f"{where(event)}  [{visible(event.layer)}] {_short(event)}", width, "      ", "  "
        )

    for finding in diagnosis.findings:
        out += ["", *_finding_lines(finding, lang, style, width)]
    if not diagnosis.findings:
        out += ["", *wrap(say("triage_no_symptom", lang), width, "  ", "")]

    out += ["", verdict_line(diagnosis, lang, style)]
    out += wrap(say("verdict_says_" + diagnosis.verdict, lang), width, "  ", "  ")
    # Under "confirmed", nothing is asked to settle it (adversarial L5): what is left are
    # caveats (clocks, a collapsed side, untimed lines).
    confirmed = diagnosis.verdict == "confirmed"
    missing = [(k, f) for k, f in diagnosis.missing if not confirmed or k in _CAVEATS]
    if missing:
        out += ["", heading("triage_caveats" if confirmed else "triage_missing")]
        for key, fields in missing:
            out += wrap(say(key, lang, **_shown(fields)), width, "    ", "  - ")
    out += ["", *wrap(say("triage_source", lang, ours=thresholds(lang)), width, "  ", "")]
    # The answer again where the eye lands after a long report (as cargo and pytest end
    # on their summary): the verdict and its cause, and where its next steps are.
    last = verdict_headline(diagnosis, lang) + say("triage_steps_above", lang)
    return [*out, "", *wrap(last, width, "  ", "")]


# Past this many sides, the report lists those that matter and counts the rest (the JSON
# has each): a cluster's report stays a page, not a line a node (issue 33).
MOST_SIDES_LISTED = 12


def _sides_shown(diagnosis: Diagnosis) -> tuple[list[dict], list[dict]]:
    """The sides to list: all of a few; of many, those whose lines the report shows (the
    first failure's, the first error's, each symptom's and the node that failed first)."""
    if len(diagnosis.sources) <= MOST_SIDES_LISTED:
        return diagnosis.sources, []
    named = {e.source for e in (diagnosis.first_failure, diagnosis.first_error) if e is not None}
    named |= {f.event.source for f in diagnosis.findings}
    if diagnosis.first_node is not None:
        named.add(diagnosis.first_node["side"])
    shown = [s for s in diagnosis.sources if s["label"] in named][:MOST_SIDES_LISTED]
    kept = {id(s) for s in shown}
    return shown, [s for s in diagnosis.sources if id(s) not in kept]


def _rest_says(rest: list[dict], lang: str, others: bool) -> str:
    files = [f for source in rest for f in source["files"]]
    times = [t for f in files for t in (f.get("first"), f.get("last")) if t]
    return say(
        "triage_sides_rest" if others else "triage_sides_all",
        lang,
        count=f"{len(rest):,}",
        files=f"{len(files):,}",
        lines=f"{sum(f['lines'] or 0 for f in files):,}",
        start=min(times)[:23].replace("T", " ") if times else "-",
        end=max(times)[:23].replace("T", " ") if times else "-",
    )


def first_node_says(node: dict, lang: str) -> str:
    """Of a cluster: which node failed first, how many after it, and its echoes."""
    fields = {
        "total": f"{node['total']:,}",
        "side": visible(node["side"]),
        "time": (node["time"] or "-")[:23].replace("T", " "),
        "later": f"{node['later']:,}",
        "echoes": f"{len(node['echoes']):,}",
        "silent": f"{node['silent']:,}",
        "addresses": visible(", ".join(node["addresses"][:5])),
    }
    said = say("cluster_first" if node["echoes"] else "cluster_first_unnamed", lang, **fields)
    if node["clocks"]:  # which came first holds only if their clocks agreed
        doubt = {"count": f"{len(node['clocks']):,}", "sides": visible(few_sides(node["clocks"]))}
        said += (" " if lang == "en" else "") + say("cluster_first_clocks", lang, **doubt)
    return said


def _facts_lines(facts, lang: str, width: int) -> list[str]:
    """A side's node's facts, grouped by what they say (a device's, a variable's, a
    version), and what could not be run there."""
    if not facts:
        return []
    said: dict[str, list[str]] = {}
    for fact in facts:
        if fact["key"] == "not_run":
            continue
        if fact["key"] == "env":
            said.setdefault("env", []).append(f"{fact['name']}={fact['value']}")
        elif fact["key"] == "rank_ip":  # a rank table's device, named by its server
            said.setdefault("rank_ip", []).append(
                f"{fact['name']}/{fact['device']}={fact['value']}"
            )
        elif fact["device"] is not None:
            said.setdefault(fact["key"], []).append(f"{fact['device']}={fact['value']}")
        else:
            said.setdefault(fact["key"], []).append(fact["value"])
    groups = "; ".join(f"{key} {', '.join(dict.fromkeys(values))}" for key, values in said.items())
    files = ", ".join(dict.fromkeys(visible(fact["file"]) for fact in facts))
    out = []
    if groups:
        text = say("triage_facts", lang, count=len(facts), files=files, facts=visible(groups))
        out += wrap(text, width, "      ", "    ")
    not_run = [f"{f['name']} ({f['value']})" for f in facts if f["key"] == "not_run"]
    if not_run:
        text = say("triage_not_run", lang, commands=visible("; ".join(not_run)))
        out += wrap(text, width, "      ", "    ")
    return out


def _side_lines(source: dict, lang: str, width: int) -> list[str]:
    files = source["files"]
    times = sorted(t for f in files for t in (f.get("first"), f.get("last")) if t)
    said = say(
        "triage_side",
        lang,
        side=visible(source["label"]),
        files=len(files),
        lines=f"{sum(f['lines'] or 0 for f in files):,}",
        start=times[0][:23].replace("T", " ") if times else "-",
        end=times[-1][:23].replace("T", " ") if times else "-",
    )
    out = wrap(said, width, "    ", "  ")
    for version in source.get("versions", ()):
        where_ = f"{visible(version['file'])}:{version['line_no']}"
        out += wrap(
            say("triage_version", lang, version=visible(version["version"]), where=where_),
            width,
            "      ",
            "    ",
        )
    out += _facts_lines(source.get("facts", ()), lang, width)
    for file in files:
        if file.get("nuls"):
            said = say("nuls_skipped", lang, input=repr(file["file"]), count=f"{file['nuls']:,}")
            out += wrap(said, width, "      ", "    ")
        if given := file.get("year"):
            said = say(
                _YEAR_FROM[given["from"]],
                lang,
                file=visible(file["file"]),
                year=given["year"],
            )
            out += wrap(said, width, "      ", "    ")
    if source["skipped"]:
        names = ", ".join(visible(str(s["file"])) for s in source["skipped"][:5])
        out += wrap(
            say("triage_skipped", lang, count=len(source["skipped"]), names=names),
            width,
            "    ",
            "    ",
        )
    return out


def _shown(fields: dict) -> dict:
    """A sentence's fields as a terminal may show them: what came from the input (a side's
    label, a comm[...] of a log line) with its control characters written out."""
    return {key: visible(str(value)) for key, value in fields.items()}


def _counts(diagnosis: Diagnosis, label: str) -> dict:
    for source in diagnosis.sources:
        if source["label"] == label:
            return source["counts"]
    return {}


# What a file's dated lines or its last change gave a clock that states no year (its
# key in a source's record: sources._date_the_yearless), said as a sentence of its own.
_YEAR_FROM = {"line": "triage_year_from_line", "mtime": "triage_year_from_mtime"}


def _event_lines(event: Event, lang: str, style: Style, width: int) -> list[str]:
    out = wrap(f"{where(event)}  [{visible(event.layer)}]", width, "    ", "  ")
    out += wrap(_short(event), width, "    ", "    ")
    if event.code:
        said = say("triage_reports", lang, code=visible(event.code))
        out += wrap(said, width, "      ", "    ")
    for name in event.lower:
        said = lower_decoded(lower_by_name(name), lang, style)
        out += wrap(said, width, "      ", "    ")
    if event.em:
        for said in manager_said(event.em, lang):
            out += wrap(said, width, "      ", "    ")
        for said in manager_logged(event.em, event.cause, event.solution, event.trace, lang):
            if said.startswith("- "):  # a frame, under the TraceBack's heading
                out += wrap(said[2:], width, "        ", "      - ")
            else:
                out += wrap(said, width, "      ", "    ")
    if event.layer == TORCH_NPU and (code := kinds.torch_npu_code(event.text)):
        out += [" " * 4 + line.lstrip() for line in torch_npu_lines(code, lang, style, width)]
    if event.neighbours:  # a neighbour's code: its words, where printed, what to do
        for named in kinds.neighbour_codes(event.text):
            out += ["    " + line for line in neighbour_lines(named, lang, style, width - 4)]
    if event.site:
        key = "triage_printed_at" if event.site_named else "triage_looks_like"
        out += wrap(say(key, lang, site=visible(event.site)), width, "      ", "    ")
    if event.site and (message := message_at(event.site)) is not None:
        if said := passed_said(message, lang):
            out += wrap(said, width, "      ", "    ")
        logged = BY_KEY.get((event.code or "").lower())
        if returned := fails_with(message, event.lower, logged, lang):
            out += wrap(returned[1], width, "      ", "    ")
    return out


def _short(event: Event) -> str:
    """The line without what ``where`` says already (a plog's level, module, time, file
    and thread; a wrapper's prefix), whole up to ``SHOWN`` characters (the report wraps
    it: an error manager's reason, a peer's address, the end of a message are read
    there); a longer one keeps its start, the part around its code and its end."""
    text = body_of(peel(event.text).line)
    if len(text) <= SHOWN:
        return visible(text)
    return visible(cut_around(text, decisive(event), _START, _AROUND, _END))


def _timeline(diagnosis: Diagnosis) -> list[Event]:
    """The few events that matter: the first error and its chain, the first lower-layer
    error, each symptom's line and the lines that decided a hypothesis, in time order."""
    chosen: list[Event] = []
    first = diagnosis.first_error
    for event in (first, diagnosis.first_lower):
        if event is not None:
            chosen.append(event)
    for chain in diagnosis.chains:
        if any(e is first for _, e in chain):
            chosen += [e for _, e in chain]
    for finding in diagnosis.findings:
        chosen.append(finding.event)
        for decision in finding.decisions:
            chosen += decision.evidence
    unique = list({id(e): e for e in chosen}.values())
    unique.sort(key=lambda e: (e.time is None, e.time or "", e.source, e.file, e.line_no))
    return unique[:TIMELINE]


def _finding_lines(finding: Finding, lang: str, style: Style, width: int) -> list[str]:
    symptom = finding.symptom
    out = [
        style(say("triage_symptom", lang, title=symptom.title), "bold"),
        *wrap(
            say(
                "triage_symptom_at",
                lang,
                where=where(finding.event),
                count=finding.count,
                phase=say("phase_" + symptom.phase, lang),
            ),
            width,
            "    ",
            "  ",
        ),
    ]
    # The supported first, then the ruled out, then the open: what to act on first.
    order = {"supported": 0, "ruled-out": 1, "open": 2}
    for decision in sorted(finding.decisions, key=lambda d: order[d.status]):
        out += _decision_lines(decision, lang, style, width)
    # What supports or rules out each hypothesis, in full: the symptom's section of the
    # site's triage page (the JSON has it too).
    page = docs_base() + lang_prefix(lang) + f"triage/#{symptom.key}"
    out += wrap(say("triage_see_page", lang, url=page), width, "    ", "  ")
    return out


def decided_by(decision: Decision, lang: str) -> str:
    """How a hypothesis was decided, one sentence (the report's and the JSON's)."""
    return say(
        decision.why,
        lang,
        gap=decision.gap_ms if decision.gap_ms is not None else "-",
        timeout=decision.timeout_ms if decision.timeout_ms is not None else "-",
        **dict(decision.said),
    )


_STATUS_STYLE = {"supported": "red", "ruled-out": "green", "open": "yellow"}


def _decision_lines(decision: Decision, lang: str, style: Style, width: int) -> list[str]:
    h = decision.hypothesis
    label = style(say("status_" + decision.status, lang), _STATUS_STYLE[decision.status])
    out = wrap(f"[{label}] {h.says[lang]}", width, "      ", "  ")
    if decision.why == "decided_nothing":
        # Open, and nothing in the logs bears on it: the next step says enough.
        return out + wrap(say("triage_next", lang, next=h.next[lang]), width, "      ", "      ")
    out += wrap(decided_by(decision, lang), width, "      ", "      ")
    for event in decision.evidence:
        out += wrap(f"{where(event)}  {_short(event)}", width, "          ", "      > ")
    if decision.status == "open":
        out += wrap(say("triage_next", lang, next=h.next[lang]), width, "      ", "      ")
    return out


_CAVEATS = ("missing_clocks", "missing_cut", "missing_reduced", "missing_time")


# Decisions that rest on a rule of ours (diagnosis.covers, the twins, the thread): the
# guide says what a missing line means, not when a side's logs are complete enough.
_OURS_DECIDE = (
    "decided_absent",
    "decided_absent_rules_out",
    "decided_not_covered",
    "decided_peer_never_entered",
    "decided_same_logs",
)


def _decided_source(decision: Decision) -> str:
    if decision.why in _OURS_DECIDE or (
        decision.hypothesis.supports is not None and decision.hypothesis.supports.same_thread
    ):
        return Source.OURS.value
    return decision.hypothesis.source.value


def thresholds(lang: str) -> str:
    """The numbers triage decides by that are ours, not the guide's, in one sentence (the
    report's footer, the triage page; fidelity M3)."""
    return say(
        "triage_ours",
        lang,
        window=_seconds(WINDOW, lang),
        after=_seconds(AFTER, lang),
        gap=_seconds(CHAIN_GAP, lang),
        share=f"{COVERED_SHARE:.0%}",
    )


def _seconds(value: float, lang: str) -> str:
    return f"{value:g} s" if lang == "en" else f"{value:g}秒"


def first_screen(diagnosis: Diagnosis, lang: str, style: Style, width: int) -> list[str]:
    """The report's first lines: the verdict and its cause (or that none can be named),
    the next steps numbered (what the first failure's own code says first, then what
    would name a cause), what failed first, and where the rest is."""
    out = wrap(verdict_headline(diagnosis, lang), width, "  ", "")
    if diagnosis.first_node is not None:  # a cluster: the node to look at, and its echoes
        out += wrap(first_node_says(diagnosis.first_node, lang), width, "  ", "")
    steps = next_steps(diagnosis, lang)
    out += ["", style(say("triage_next_steps", lang), "bold")]
    for number, step in enumerate(steps, start=1):
        out += wrap(step, width, "     ", f"  {number}. ")
    lead = diagnosis.first_failure or diagnosis.first_error
    if lead is not None:
        out += ["", style(say("triage_failed_first", lang), "bold")]
        out += wrap(f"{where(lead)}  [{visible(lead.layer)}]", width, "    ", "  ")
        text = quoted(_short(lead), decisive(lead), _ANSWER_TEXT)
        out += wrap(visible(text), width, "    ", "    ")
    out += ["", *wrap(say("triage_rest_follows", lang), width, "  ", "")]
    return out


def verdict_headline(diagnosis: Diagnosis, lang: str) -> str:
    """The verdict and its cause with the line that decided it, or that no cause can be
    named yet: the report's first sentence (answer() says it all in one, for the record)."""
    verdict = say("verdict_" + diagnosis.verdict, lang)
    verdict = verdict[:1].upper() + verdict[1:]
    finding = diagnosis.findings[0] if diagnosis.findings else None
    if finding is not None and diagnosis.verdict != "insufficient":
        supported = [d for d in finding.decisions if d.status == "supported"]
        causes = say("list_separator", lang).join(
            _lower_first(d.hypothesis.says[lang]).rstrip("。.") for d in supported
        )
        if len(supported) == 1 and supported[0].evidence:
            evidence = where(supported[0].evidence[0])
            return say("headline_cause", lang, verdict=verdict, cause=causes, evidence=evidence)
        if len(supported) == 1:
            return say("headline_absent", lang, verdict=verdict, cause=causes)
        if supported:
            return say("headline_several", lang, verdict=verdict, count=len(supported), causes=causes)  # fmt: skip
        ruled = sum(1 for d in finding.decisions if d.status == "ruled-out")
        return say("headline_open", lang, verdict=verdict, ruled=ruled)
    if diagnosis.first_failure is None and diagnosis.first_error is None:
        return say("headline_no_error", lang, verdict=verdict)
    return say("headline_none", lang, verdict=verdict)


def next_steps(diagnosis: Diagnosis, lang: str) -> list[str]:
    """The next steps, numbered in the report: what the first failure's own code says
    (its table's words, labelled), then what the supported cause asks (ours, from the
    guide's evidence), else what would name a cause; never what was given."""
    steps = []
    code = first_code(diagnosis, lang)
    if code is not None:
        says = code.says.rstrip("。.")
        steps.append(say("step_code_says", lang, code=visible(code.code), where=where(code.event), says=says))  # fmt: skip
    finding = diagnosis.findings[0] if diagnosis.findings else None
    supported = [d for d in finding.decisions if d.status == "supported"] if finding else []
    if len(supported) == 1 and diagnosis.verdict != "insufficient":
        said = _cause_next(supported[0], diagnosis, lang)
        # Whose the step is: its hypothesis's source, or ours where it says the logs were given.
        given = said == say("answer_next_given", lang)
        source = Source.OURS if given else supported[0].hypothesis.source
        steps.append(said + say("said_by", lang, source=say("source_" + source.value, lang)))
    else:
        steps += [say(k, lang, **_shown(f)) for k, f in diagnosis.missing if k not in _CAVEATS][:3]
    return steps or [say("triage_next_read", lang)]


def _cause_next(d, diagnosis: Diagnosis, lang: str) -> str:
    """A supported cause's next step: its hypothesis's, unless that asks for logs that
    were given and hold the line that decided it (both ends' where it asks for both)."""
    asks = d.hypothesis.collects
    if d.evidence and (asks == "one" or (asks == "both" and len(diagnosis.sources) > 1)):
        return say("answer_next_given", lang)
    return d.hypothesis.next[lang]


def answer(diagnosis: Diagnosis, lang: str) -> str:
    """The report's first sentence: the verdict and its cause with the line that decided
    it, or what failed first, and the next step (UX P2-1; issue 31, 10)."""
    verdict = say("verdict_" + diagnosis.verdict, lang)
    verdict = verdict[:1].upper() + verdict[1:]
    missing = [say(k, lang, **_shown(f)) for k, f in diagnosis.missing if k not in _CAVEATS]
    finding = diagnosis.findings[0] if diagnosis.findings else None
    if finding is not None and diagnosis.verdict != "insufficient":
        # What the first failure's own code says comes before what the guide's
        # hypotheses make of it (issue 50): the code's words, then the refinement.
        code = first_code(diagnosis, lang)
        first = (
            ""
            if code is None
            else say(
                "answer_its_code",
                lang,
                code=visible(code.code),
                where=where(code.event),
                says=code.says.rstrip("。."),
            )
        )
        supported = [d for d in finding.decisions if d.status == "supported"]
        if len(supported) == 1:
            d = supported[0]
            cause = _lower_first(d.hypothesis.says[lang]).rstrip("。.")
            fields = {"verdict": verdict, "cause": cause, "first_code": first}
            fields["next"] = _cause_next(d, diagnosis, lang)
            if d.evidence and d.hypothesis.source == Source.NEIGHBOUR:
                # Decided by what a neighbour's own code logs (Mooncake's transport), not the guide.
                basis = say("basis_neighbour", lang)
                return say("answer_cause_from", lang, evidence=where(d.evidence[0]), basis=basis, **fields)  # fmt: skip
            if d.evidence:
                return say("answer_cause", lang, evidence=where(d.evidence[0]), **fields)
            return say("answer_absent", lang, **fields)
        if supported:
            causes = say("list_separator", lang).join(
                _lower_first(d.hypothesis.says[lang]).rstrip("。.") for d in supported
            )
            return say("answer_several", lang, verdict=verdict, count=len(supported), causes=causes, first_code=first)  # fmt: skip
        ruled = sum(1 for d in finding.decisions if d.status == "ruled-out")
        return say("answer_open", lang, verdict=verdict, ruled=ruled, next=_first(missing, lang), first_code=first)  # fmt: skip
    lead = diagnosis.first_failure or diagnosis.first_error
    if lead is None:
        return say("answer_no_error", lang, verdict=verdict, next=_first(missing, lang))
    text, next_step = _short(lead), _first(missing, lang)
    if lead.neighbours and (named := kinds.neighbour_codes(lead.text)):
        # A neighbour's code: it, in its table's words; and what its neighbour documents.
        text, documented = headline(named[0], lang)
        next_step = documented or next_step
    text = text if len(text) <= _ANSWER_TEXT else text[: _ANSWER_TEXT - 1] + "…"
    fields = {"verdict": verdict, "where": where(lead), "layer": visible(lead.layer)}
    fields |= {"text": visible(text).rstrip("。."), "next": next_step}  # the sentence ends it
    # The first failure's own code leads where its table says anything (issue 50): its
    # words are the first thing to check, whatever else would name a cause.
    code = first_code(diagnosis, lang)
    if code is None or (lead.neighbours and code.event is lead):
        return say("answer_first_failure", lang, **fields)
    said = {"code": visible(code.code), "says": code.says.rstrip("。.")}
    if code.event is lead:
        return say("answer_first_failure_code", lang, **fields, **said)
    return say("answer_first_failure_code_at", lang, **fields, **said, at=where(code.event))


_ANSWER_TEXT = 160  # characters of the failing line the first sentence quotes


def _first(missing: list[str], lang: str) -> str:
    return missing[0] if missing else say("triage_next_read", lang)


def _lower_first(text: str) -> str:
    """A sentence to go after "Likely: " ("The peer ..." → "the peer ...")."""
    return text if text[1:2].isupper() else text[:1].lower() + text[1:]


def verdict_line(diagnosis: Diagnosis, lang: str, style: Style | None = None) -> str:
    """The report's verdict line (``Verdict: likely``), its heading in bold."""
    heading = say("triage_verdict", lang)
    return (
        (style(heading, "bold") if style else heading)
        + say("colon", lang)
        + _verdict_word(diagnosis, lang)
    )


def _verdict_word(diagnosis: Diagnosis, lang: str) -> str:
    return say("verdict_" + diagnosis.verdict, lang)


# -- JSON --------------------------------------------------------------------------------


# Past this many events, the record carries the lines it refers to and the first
# failure's window, and counts the rest (issue 33: a cluster's merge stays bounded).
MOST_RECORDED = 5000
MOST_CHAINS, MOST_CHAIN_LINES = 20, 100  # then, the chains it carries and their lines


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
                        "decided_source": _decided_source(d),
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
