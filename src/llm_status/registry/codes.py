"""The registry: every status code of LLM-DataDist, in English and 简体中文.

This is the one place that knows about the codes. The enum, the lookup, the
command line and every page of the site are built from ``CODES``; a change of
wording is one edit here.

Every statement says where it comes from (``Source``, see ``record.py``):

* ``py(...)``: the official ``LLMStatusCode`` table. The 22 codes marked
  ``documented=True`` say, in Chinese, what it says, sentence by sentence
  (``tests/test_official_table.py``).
* ``cpp(...)``: the official C++ table (``llm_datadist::LLM_*``), quoted in
  each code's ``cpp`` row (``tests/test_cpp_table.py``); LLM_WAIT_PROCESS_TIMEOUT
  and LLM_DEVICE_OUT_OF_MEMORY, which only it documents, take their text from it.
* ``api(...)`` and ``src(...)``: facts of upstream's API reference and source,
  in our words.
* ``ours(...)``: what this project infers; every page labels it.

The English is our translation. Values come from upstream's ``status.py`` and
``llm_error_codes.h``: most are ``0x5010B000 + n``. Entries are in the order
of upstream's enum; codes are never removed.
"""

from __future__ import annotations

from . import functions
from .record import HIXL, Action, Area, Code, Row, Rule, Source, T

# A statement, in both languages, of one source (see record.Source):
py = T.of(Source.PY_TABLE)  # the official Python (LLMStatusCode) table
cpp = T.of(Source.CPP_TABLE)  # the official C++ table
hixl = T.of(Source.HIXL_TABLE)  # the official HIXL table
adxl = T.of(Source.ADXL_TABLE)  # ADXL's table (deprecated; HIXL replaced ADXL)
api = T.of(Source.API)  # a fact of upstream's API reference, in our words
src = T.of(Source.UPSTREAM_SOURCE)  # a fact of upstream's source code, in our words
ours = T.of(Source.OURS)  # this project's inference, labelled as ours wherever shown


# The upstream functions a text may name and link, by the name it is written
# with: every function of functions.py but the bare words (link, init, ...).
FUNCTIONS = {f.name: f.qualified for f in functions.ALL if f.in_text}

# The transfer calls that the official LLM_TIMEOUT remedy names ("pull_cache,
# pull_blocks, transfer_cache_async 等"): after a timeout there, the link is lost.
TABLE_TRANSFER_CALLS = ("pull_cache", "pull_blocks", "transfer_cache_async")
# The transfer calls it leaves to its "等" (etc.): the API reference gives them
# the same timeout as pull_cache and pull_blocks (LLMConfig.sync_kv_timeout).
OTHER_TRANSFER_CALLS = ("push_cache", "push_blocks")
TRANSFER_CALLS = TABLE_TRANSFER_CALLS + OTHER_TRANSFER_CALLS

# Reused sentences of the official tables, so that identical text stays identical.
_KEEP_LOGS = T(
    "Preserve the failure state: collect the host and device logs and back them up.",
    "保留现场，获取Host/Device日志，并备份。",
)
_CHECK_LINK_STATE = T(
    "In the calling framework, check the state of the links between the Decoder and the "
    "Prompt side.",
    "上层排查Decode与Prompt建链情况。",
)
_FIND_CAUSE_IN_LOGS = T("Find the cause of the error in the logs.", "基于日志排查错误原因。")


def _as(source: Source, text: T) -> T:
    """The same sentence, said by another source."""
    return text._replace(source=source)


def _no_table(description: str) -> T:
    """The note of a code no official table documents: what its text rests on."""
    return src(
        "No official table documents this code. Its meaning here is ours, read from the "
        f'constant\'s name and the description upstream registers for it: "{description}"',
        "官方表格均未收录该错误码。此处的含义由本项目根据常量名和上游为其注册的描述整理："
        f"“{description}”",
    )


def _never_reported() -> T:
    return src(
        "At the commit this project was built from, upstream's source registers this code "
        "but reports it nowhere with a message: whether it can be recovered is not stated.",
        "在本项目所依据的上游提交中，源码注册了该错误码，但没有任何地方携带消息上报它："
        "是否可恢复，上游没有说明。",
    )


_NO_REMEDY = "Upstream gives no remedy for this code. "
_NO_REMEDY_ZH = "上游未给出该错误码的解决办法。"

# The fidelity review's M10: not the C++ API's (llm_datadist.h defines exactly the C++
# table's 18), but ge:: numbers of an internal header that nothing in src/ uses.
_CPP_ONLY = src(
    "Defined only in upstream's internal error-number header (llm_error_codes.h, namespace "
    "ge), not by LLMStatusCode or the llm_datadist:: API, and nothing in upstream's source "
    "at the commit this project was built from returns it. Should a log carry its value, "
    "upstream's code_2_status() turns it into LLM_FAILED for Python.",
    "仅在上游内部的错误码头文件（llm_error_codes.h，命名空间ge）中定义，LLMStatusCode和llm_datadist::"
    "接口都没有定义它；在本项目所依据的上游提交中，源码没有任何地方返回它。若日志中出现其取值，上游的"
    "code_2_status()会在Python中把它转换为LLM_FAILED。",
)
_CPP_ONLY_MEANING = ours(
    "Its meaning here is ours, read from the constant's name: upstream defines no "
    "description for it, and no official table documents it.",
    "此处的含义由本项目根据常量名整理：上游没有为其定义描述，官方表格也未收录。",
)

CODES: tuple[Code, ...] = (
    # -- Success and general failures ---------------------------------------
    Code(
        "LLM_SUCCESS", 0x0, None, Area.GENERAL,
        meaning=py("Success", "成功"),
        remedy=(py("None.", "无"),),
        documented=True,
        notes=(
            src(
                "An LLMException whose status_code is LLM_SUCCESS is still a failure: upstream "
                "raises some without a code, and status_code then defaults to LLM_SUCCESS "
                "(such as 'dim {dim} is not supported'). Read its message.",
                "status_code为LLM_SUCCESS的LLMException仍然是失败：上游抛出某些异常时不带错误码，"
                "此时status_code默认为LLM_SUCCESS（例如“dim {dim} is not supported”）。请阅读其消息。",
            ),
        ),
        advice=(Rule(Action.NOTHING, 1, None, Source.PY_TABLE),),
        second_row=Row("LLM_SUCCESS", cpp("Success", "成功"), None, (cpp("None.", "无"),)),
    ),
    Code(
        "LLM_FAILED", 0xFFFFFFFF, False, Area.GENERAL,
        meaning=py("Generic failure", "通用失败"),
        remedy=(
            py("Restart the machine or the container.", "重启机器或容器；"),
            _as(Source.PY_TABLE, _KEEP_LOGS),
        ),
        documented=True,
        notes=(
            src(
                "The value is ge::FAILED, a uint32_t: 4294967295 in Python, not -1.",
                "取值为ge::FAILED（uint32_t），在Python中是4294967295，不是-1。",
            ),
            src(
                "Two causes that a restart does not fix: a CacheManager call before init or "
                "after finalize fails with this code (LLMDataDistV2 logs 'Llm datadist of "
                "cluster:%lu is not initialized.'), and so does a second LLMDataDist in one "
                "process ('Cannot init multiple LLMDataDists'). Call init first; use one "
                "LLMDataDist a process.",
                "有两种原因重启无法解决：在init之前或finalize之后调用CacheManager接口会报该错误码"
                "（LLMDataDistV2输出“Llm datadist of cluster:%lu is not initialized.”）；"
                "同一进程中创建第二个LLMDataDist也会报该错误码（“Cannot init multiple "
                "LLMDataDists”）。请先调用init，且每个进程只使用一个LLMDataDist。",
            ),
            src(
                "Many plog lines show ErrorNo: 4294967295 only because they pass on an earlier "
                "failure (LLM_CHK_STATUS_RET logs this value whatever the real code): the first "
                "error line before them is the cause.",
                "许多plog行显示ErrorNo: 4294967295，只是因为它们传递了此前的失败"
                "（LLM_CHK_STATUS_RET无论实际错误码为何都输出该值）：它们之前的第一条错误才是原因。",
            ),
        ),
        advice=(Rule(Action.RESTART, 1, None, Source.PY_TABLE, to=2),),
        second_row=Row(
            "LLM_FAILED", cpp("Generic failure", "通用失败"), False,
            (_as(Source.CPP_TABLE, _KEEP_LOGS),),
        ),
        also=ours(
            "generic error; internal error; unknown failure; unknown error; called after "
            "finalize; not initialized",
            "通用错误；内部错误；失败；未知错误；finalize之后调用；未初始化",
        ),
    ),
    # -- 0x5010B000 + n: the LLM-DataDist module's own codes ------------------
    Code(
        "LLM_WAIT_PROCESS_TIMEOUT", 0x5010B001, True, Area.TRANSFER,
        # The Python table leaves it out; the C++ table documents it (as LLM_WAIT_PROC_TIMEOUT).
        meaning=cpp("Processing timed out", "处理超时"),
        remedy=(
            cpp(
                "If a transfer call such as PullKvCache or PullKvBlocks returned this error, "
                "that link cannot be recovered: re-establish it.",
                "如果是PullKvCache、PullKvBlocks等传输相关接口报该错误，该链路不可恢复，需重新建链。",
            ),
            cpp(
                "If any other call raised it, increase the timeout and retry.",
                "其他接口报该异常，加大超时时间并重试。",
            ),
        ),
        documented=False,
        notes=(
            src(
                'Upstream registers the description "request wait to be processed timeout!" '
                "for it.",
                "上游为其注册的描述为“request wait to be processed timeout!”。",
            ),
            src(
                "At commit 9ed283b upstream only logs this number (SyncFlag::Wait, 'Wait flag "
                "timed out'); both of its callers then return LLM_TIMEOUT, so the call fails "
                "with LLM_TIMEOUT: see that code's page.",
                "在提交9ed283b中，上游只在日志中输出该数值（SyncFlag::Wait，“Wait flag timed "
                "out”）；其两处调用方随后都返回LLM_TIMEOUT，因此接口报错的错误码是LLM_TIMEOUT："
                "请参见该错误码的页面。",
            ),
            ours(
                "PullKvCache and PullKvBlocks are the C++ API's names. In Python the transfer "
                "calls are pull_cache, pull_blocks, push_cache, push_blocks and "
                "transfer_cache_async: the advice takes the re-link branch for all of them.",
                "PullKvCache和PullKvBlocks是C++接口的名称。Python中的传输接口为pull_cache、"
                "pull_blocks、push_cache、push_blocks和transfer_cache_async：建议对它们都按重新建链处理。",
            ),
        ),
        aliases=("LLM_WAIT_PROC_TIMEOUT",),
        advice=(
            Rule(Action.RELINK, 1, TRANSFER_CALLS, Source.OURS),
            Rule(Action.RETRY_LONGER_TIMEOUT, 2, None, Source.CPP_TABLE),
        ),
        second_row=Row(
            "LLM_WAIT_PROC_TIMEOUT", cpp("Processing timed out", "处理超时"), True,
            (
                cpp(
                    "If a transfer call such as PullKvCache or PullKvBlocks returned this "
                    "error, that link cannot be recovered: re-establish it.",
                    "如果是PullKvCache、PullKvBlocks等传输相关接口报该错误，该链路不可恢复，需重新建链。",
                ),
                cpp(
                    "If any other call raised it, increase the timeout and retry.",
                    "其他接口报该异常，加大超时时间并重试。",
                ),
            ),
        ),
        also=ours(
            "waited too long; request wait timeout",
            "等待超时；请求等待超时",
        ),
    ),
    Code(
        "LLM_KV_CACHE_NOT_EXIST", 0x5010B002, True, Area.TRANSFER,
        meaning=py("The KV cache does not exist", "KV不存在"),
        remedy=(
            py(
                "Check in the error log of the prefill side whether the request concerned "
                "has completed.",
                "检查对应全量侧报错日志中的请求是否完成。",
            ),
            py("Check whether the same cache is pulled more than once.", "检查是否存在重复拉取。"),
            py(
                "Check whether the parameters that identify the target cache are wrong.",
                "检查标记目标cache的参数是否错误。",
            ),
        ),
        documented=True,
        advice=(Rule(Action.FIX_CALL, 3, None, Source.OURS),),
        second_row=Row(
            "LLM_KV_CACHE_NOT_EXIST", cpp("The KV cache does not exist", "KV不存在"), True,
            (
                cpp("Check that the cache_id is correct.", "检查cache_id是否正确。"),
                cpp("Check whether the cache has already been released.", "检查是否Cache已经释放。"),
                cpp(
                    "Check in the error log of the prefill side whether the request "
                    "concerned has completed.",
                    "检查对应全量侧报错日志中的请求是否完成。",
                ),
                cpp("Check whether the same cache is pulled more than once.", "检查是否存在重复拉取。"),
            ),
        ),
        also=ours(
            "cache not found; KV cache missing; no such cache; cache does not exist",
            "找不到cache；缓存不存在；KV cache不存在",
        ),
    ),
    Code(
        "LLM_REPEAT_REQUEST", 0x5010B003, True, Area.TRANSFER,
        meaning=py("Repeated request", "重复请求"),
        remedy=(py("Check whether the same call is made more than once.", "检查是否存在重复调用。"),),
        documented=True,
        advice=(Rule(Action.FIX_CALL, 1, None, Source.PY_TABLE),),
        also=ours(
            "duplicate request; same request twice",
            "请求重复；重复调用",
        ),
    ),
    Code(
        "LLM_REQUEST_ALREADY_COMPLETED", 0x5010B004, None, Area.TRANSFER,
        meaning=ours("The request has already completed", "请求已经完成"),
        remedy=(
            ours(
                _NO_REMEDY + "Check whether the same request is handled more than once.",
                _NO_REMEDY_ZH + "请检查是否重复处理了同一请求。",
            ),
        ),
        documented=False,
        notes=(_no_table("request already complete!"), _never_reported()),
        advice=(Rule(Action.INVESTIGATE, 1, None, Source.OURS),),
    ),
    Code(
        "LLM_PARAM_INVALID", 0x5010B005, True, Area.GENERAL,
        meaning=py("Invalid parameter", "参数错误"),
        remedy=(_as(Source.PY_TABLE, _FIND_CAUSE_IN_LOGS),),
        documented=True,
        advice=(Rule(Action.INVESTIGATE, 1, None, Source.PY_TABLE),),
        second_row=Row(
            "LLM_PARAM_INVALID", cpp("Invalid parameter", "参数错误"), True,
            (_as(Source.CPP_TABLE, _FIND_CAUSE_IN_LOGS),),
        ),
        also=ours(
            "invalid argument; bad parameter; wrong argument; parameter error",
            "参数非法；参数无效；入参错误",
        ),
    ),
    Code(
        "LLM_ENGINE_FINALIZED", 0x5010B006, None, Area.GENERAL,
        meaning=ours("The engine has been finalized", "引擎已经终止"),
        remedy=(
            ours(
                _NO_REMEDY + "Check whether the call came after finalize on this LLMDataDist.",
                _NO_REMEDY_ZH + "请检查该调用是否发生在该LLMDataDist的finalize之后。",
            ),
            ours(
                "Check that finalize does not run at the same time as another call: the API "
                "reference says it must not be called concurrently with other interfaces.",
                "检查finalize是否与其他调用同时执行：API参考说明finalize不能和其他接口并发调用。",
            ),
        ),
        documented=False,
        notes=(
            _no_table("llm engine finalized!"),
            _never_reported(),
            src(
                "A call after finalize does not get this code: LLMDataDist raises RuntimeError "
                "('llm datadist is not initialized'), and a CacheManager call fails with "
                "LLM_FAILED ('Llm datadist of cluster:%lu is not initialized.').",
                "finalize之后的调用不会得到该错误码：LLMDataDist抛出RuntimeError（“llm "
                "datadist is not initialized”），CacheManager的调用以LLM_FAILED失败"
                "（“Llm datadist of cluster:%lu is not initialized.”）。",
            ),
        ),
        advice=(Rule(Action.INVESTIGATE, 1, None, Source.OURS),),
        also=ours("finalized engine; engine already finalized", "引擎已终止"),
    ),
    # -- Links between clusters ------------------------------------------------
    Code(
        "LLM_NOT_YET_LINK", 0x5010B007, True, Area.LINKING,
        meaning=py("The link has not been established", "没有建链"),
        remedy=(_as(Source.PY_TABLE, _CHECK_LINK_STATE),),
        documented=True,
        advice=(Rule(Action.CHECK_LINK, 1, None, Source.PY_TABLE),),
        second_row=Row(
            "LLM_NOT_YET_LINK", cpp("The link has not been established", "没有建链"), True,
            (_as(Source.CPP_TABLE, _CHECK_LINK_STATE),),
        ),
        also=ours(
            "not linked; link not established; no link; not connected",
            "未建链；链路未建立；没有连接",
        ),
    ),
    Code(
        "LLM_ALREADY_LINK", 0x5010B008, True, Area.LINKING,
        meaning=py("The link has already been established", "已经建过链"),
        remedy=(_as(Source.PY_TABLE, _CHECK_LINK_STATE),),
        documented=True,
        advice=(Rule(Action.CHECK_LINK, 1, None, Source.PY_TABLE),),
        second_row=Row(
            "LLM_ALREADY_LINK", cpp("The link is established more than once", "重复建链"), True,
            (_as(Source.CPP_TABLE, _CHECK_LINK_STATE),),
        ),
        also=ours(
            "already linked; duplicate link; linked twice",
            "重复建链；已建链",
        ),
    ),
    Code(
        "LLM_LINK_FAILED", 0x5010B009, True, Area.LINKING,
        meaning=py("Failed to establish the link", "建链失败"),
        remedy=(
            py(
                "When this code is in the second return value of link_clusters, check "
                "the network connection between the clusters concerned.",
                "link_clusters第二个返回值中有该错误码时，需要检查对应集群之间的网络连接。",
            ),
        ),
        documented=True,
        advice=(Rule(Action.CHECK_NETWORK, 1, None, Source.PY_TABLE),),
        second_row=Row(
            "LLM_LINK_FAILED", cpp("Failed to establish the link", "建链失败"), True,
            (
                cpp(
                    "When this code is in the second return value of LinkLlmClusters, check "
                    "the network connection between the clusters concerned.",
                    "LinkLlmClusters第二个返回值中有该错误码时，需要检查对应集群之间的网络连接。",
                ),
            ),
        ),
        also=ours(
            "link failed; connection failed; cannot connect; link error; link_clusters failed",
            "连接失败；无法建链；建链报错",
        ),
    ),
    Code(
        "LLM_UNLINK_FAILED", 0x5010B00A, True, Area.LINKING,
        meaning=py("Failed to tear down the link", "断链失败"),
        remedy=(
            py(
                "When this code is in the second return value of unlink_clusters, check "
                "the network connection between the clusters concerned.",
                "unlink_clusters第二个返回值中有该错误码时，需要检查对应集群之间的网络连接。",
            ),
        ),
        documented=True,
        notes=(
            src(
                "Upstream's source also returns it from CommLinkManager::Link, when setting "
                "the ACL context fails (\"Set aclrt context failed.\"): a device problem "
                "while linking, not the network.",
                "上游源码在CommLinkManager::Link中设置ACL context失败时（“Set aclrt context "
                "failed.”）也返回该错误码：这是建链时的设备问题，而非网络问题。",
            ),
        ),
        advice=(Rule(Action.CHECK_NETWORK, 1, None, Source.PY_TABLE),),
        second_row=Row(
            "LLM_UNLINK_FAILED", cpp("Failed to tear down the link", "断链失败"), True,
            (
                cpp(
                    "When this code is in the second return value of UnlinkLlmClusters, "
                    "check the network connection between the clusters concerned.",
                    "UnlinkLlmClusters第二个返回值中有该错误码时，需要检查对应集群之间的网络连接。",
                ),
            ),
        ),
        also=ours(
            "unlink failed; disconnect failed",
            "断开连接失败；解除链路失败",
        ),
    ),
    Code(
        "LLM_NOTIFY_PROMPT_UNLINK_FAILED", 0x5010B00B, True, Area.LINKING,
        meaning=py(
            "Failed to notify the Prompt side to tear down the link", "通知Prompt侧断链失败"
        ),
        remedy=(
            py(
                "Check the network connection between the Decoder and the Prompt side.",
                "排查Decode与Prompt之间的网络连接。",
            ),
            py(
                "Call unlink_clusters on the Prompt side yourself to clean up the "
                "leftover resources.",
                "主动调Prompt侧的unlink_clusters清理残留资源。",
            ),
        ),
        documented=True,
        advice=(Rule(Action.CHECK_NETWORK, 1, None, Source.PY_TABLE),),
        second_row=Row(
            "LLM_NOTIFY_PROMPT_UNLINK_FAILED",
            cpp("Failed to notify the Prompt side to tear down the link", "通知Prompt侧断链失败"),
            True,
            (
                cpp(
                    "Check the network connection between the Decoder and the Prompt side.",
                    "排查Decode与Prompt之间的网络连接。",
                ),
                cpp(
                    "Call UnlinkLlmClusters on the Prompt side yourself to clean up the "
                    "leftover resources.",
                    "主动调Prompt侧的UnlinkLlmClusters接口清理残留资源。",
                ),
            ),
        ),
    ),
    Code(
        "LLM_CLUSTER_NUM_EXCEED_LIMIT", 0x5010B00C, True, Area.LINKING,
        meaning=py("The number of clusters exceeds the limit", "集群数量超过限制"),
        remedy=(
            py(
                "Check the arguments passed to link_clusters and unlink_clusters: the "
                "number of clusters must not exceed 16.",
                "排查link_clusters和unlink_clusters传入参数，clusters数量不能超过16。",
            ),
        ),
        documented=True,
        advice=(Rule(Action.FIX_CALL, 1, None, Source.PY_TABLE),),
        second_row=Row(
            "LLM_CLUSTER_NUM_EXCEED_LIMIT",
            cpp("The number of clusters exceeds the limit", "集群数量超过限制"),
            True,
            (
                cpp(
                    "Check the arguments passed to LinkLlmClusters and UnlinkLlmClusters: "
                    "the number of clusters must not exceed 16.",
                    "检查LinkLlmClusters和UnlinkLlmClusters传入参数，clusters数量不能超过16。",
                ),
            ),
        ),
        also=ours(
            "too many clusters; more than 16 clusters; cluster limit",
            "集群太多；超过16个集群；集群数超限",
        ),
    ),
    Code(
        "LLM_PROCESSING_LINK", 0x5010B00D, True, Area.LINKING,
        meaning=py("A link is being established", "正在处理建链"),
        remedy=(
            py(
                "A link is being established or torn down at the moment; try again later.",
                "当前正在执行建链或断链操作，请稍后再试。",
            ),
        ),
        documented=True,
        advice=(Rule(Action.RETRY_LATER, 1, None, Source.PY_TABLE),),
        second_row=Row(
            "LLM_PROCESSING_LINK", cpp("A link is being established", "正在处理建链"), True,
            (
                cpp(
                    "A link is being established or torn down at the moment; try again later.",
                    "当前正在执行建链或断链操作，请稍后再试。",
                ),
            ),
        ),
        also=ours(
            "link in progress; linking in progress; busy linking",
            "建链中；正在建链",
        ),
    ),
    # -- Memory ---------------------------------------------------------------
    Code(
        "LLM_DEVICE_OUT_OF_MEMORY", 0x5010B00E, True, Area.MEMORY,
        # The Python table leaves it out; the C++ table documents it.
        meaning=cpp("Out of device memory", "Device内存不足"),
        remedy=(
            cpp(
                "Check for memory that was allocated and never released.",
                "检查申请的内存是否没有释放。",
            ),
        ),
        documented=False,
        notes=(
            src(
                'Upstream registers the description "device out of memory!" for it.',
                "上游为其注册的描述为“device out of memory!”。",
            ),
        ),
        advice=(Rule(Action.FREE_MEMORY, 1, None, Source.CPP_TABLE),),
        second_row=Row(
            "LLM_DEVICE_OUT_OF_MEMORY", cpp("Out of device memory", "Device内存不足"), True,
            (
                cpp(
                    "Check for memory that was allocated and never released.",
                    "检查申请的内存是否没有释放。",
                ),
            ),
        ),
        also=ours("out of device memory (never returned at 9ed283b)", "Device内存不足（9ed283b中从未返回）"),
    ),
    # -- Prefixes -------------------------------------------------------------
    Code(
        "LLM_PREFIX_ALREADY_EXIST", 0x5010B00F, True, Area.PREFIXES,
        meaning=py("The prefix already exists", "前缀已经存在"),
        remedy=(
            py(
                "Check whether a common prefix with the same Prefix Id has already been "
                "loaded. If so, release it first.",
                "检查是否已加载过相同Prefix Id的公共前缀。如果是，需要先释放。",
            ),
        ),
        documented=True,
        advice=(Rule(Action.FIX_CALL, 1, None, Source.PY_TABLE),),
    ),
    Code(
        "LLM_PREFIX_NOT_EXIST", 0x5010B010, True, Area.PREFIXES,
        meaning=py("The prefix does not exist", "前缀不存在"),
        remedy=(
            py(
                "Check that the Prefix Id in the Request has been loaded.",
                "检查Request中的Prefix Id是否已加载过。",
            ),
        ),
        documented=True,
        advice=(Rule(Action.FIX_CALL, 1, None, Source.PY_TABLE),),
    ),
    # -- Sequences and blocks -------------------------------------------------
    Code(
        "LLM_SEQ_LENOVERLIMIT", 0x5010B011, None, Area.TRANSFER,
        meaning=ours("The sequence length exceeds the limit", "序列长度超过限制"),
        remedy=(
            ours(
                _NO_REMEDY + "Upstream documents no such limit either: check the sequence "
                "length of the request that failed.",
                _NO_REMEDY_ZH + "上游也未说明该限制：请检查失败请求的序列长度。",
            ),
        ),
        documented=False,
        notes=(
            _no_table("Sequence length exceed limit."),
            _never_reported(),
            src(
                "The Python member is spelled LLM_SEQ_LENOVERLIMIT; the C++ constant is "
                "LLM_SEQ_LEN_OVER_LIMIT.",
                "Python成员名写作LLM_SEQ_LENOVERLIMIT；C++常量名为LLM_SEQ_LEN_OVER_LIMIT。",
            ),
        ),
        aliases=("LLM_SEQ_LEN_OVER_LIMIT",),
        advice=(Rule(Action.INVESTIGATE, 1, None, Source.OURS),),
    ),
    Code(
        "LLM_NO_FREE_BLOCK", 0x5010B012, None, Area.MEMORY,
        meaning=ours("No free block", "没有空闲的block"),
        remedy=(
            ours(
                _NO_REMEDY + "Check whether the blocks of finished requests are still held.",
                _NO_REMEDY_ZH + "请检查已完成请求的block是否仍被占用。",
            ),
        ),
        documented=False,
        notes=(_no_table("No free block."), _never_reported()),
        advice=(Rule(Action.INVESTIGATE, 1, None, Source.OURS),),
    ),
    Code(
        "LLM_BLOCKS_OUT_OF_MEMORY", 0x5010B013, None, Area.MEMORY,
        meaning=ours("Out of memory for blocks", "block内存不足"),
        remedy=(
            ours(
                _NO_REMEDY + "Check for blocks that were allocated and never released.",
                _NO_REMEDY_ZH + "请检查申请的block是否没有释放。",
            ),
        ),
        documented=False,
        notes=(_no_table("Block is out of memory."), _never_reported()),
        advice=(Rule(Action.INVESTIGATE, 1, None, Source.OURS),),
    ),
    # -- Role switching and features ------------------------------------------
    Code(
        "LLM_EXIST_LINK", 0x5010B018, True, Area.LINKING,
        meaning=py(
            "Unreleased links remain when switch_role is called",
            "switch_role时，存在未释放的链接",
        ),
        remedy=(
            py(
                "Check that unlink_clusters was called to tear down every link before "
                "switching the role of this LLMDataDist.",
                "检查在切换当前LLMDataDist的角色前是否已经调用unlink_clusters断开所有的链接。",
            ),
        ),
        documented=True,
        advice=(Rule(Action.FIX_CALL, 1, None, Source.PY_TABLE),),
        second_row=Row(
            "LLM_EXIST_LINK",
            cpp("Unreleased links remain when SetRole is called", "设置角色时，存在未释放的链接"),
            True,
            (
                cpp(
                    "Check that UnlinkLlmClusters was called to tear down every link before "
                    "SetRole.",
                    "检查在SetRole前是否已经调用UnlinkLlmClusters断开所有的链接。",
                ),
            ),
        ),
        also=ours(
            "switch role failed; unlink before switching; links left at switch_role",
            "切换角色失败；切换角色前断链",
        ),
    ),
    Code(
        "LLM_FEATURE_NOT_ENABLED", 0x5010B019, True, Area.GENERAL,
        meaning=py("The feature is not enabled", "特性未使能"),
        remedy=(
            py(
                "Check that the required options were passed when LLMDataDist was "
                "initialized: if switching the role of this LLMDataDist raised the "
                "exception, check that LLMConfig set enable_switch_role = True at "
                "initialization.",
                "检查初始化LLMDataDist时是否传入了必要option: 如果是切换当前LLMDataDist的角色时"
                "抛出该异常，排查初始化时LLMConfig是否设置了enable_switch_role = True。",
            ),
        ),
        documented=True,
        notes=(
            src(
                "At commit 9ed283b the source sets llm.EnableSwitchRole but reads it nowhere. "
                "It returns this code where a memory pool is not configured ('memory pool is "
                "not enabled'), for a placement a send does not support, when the listen "
                "address changes under the hixl backend, and for calls the C++ API does not "
                "support: see what the log says.",
                "在提交9ed283b中，源码设置了llm.EnableSwitchRole，但没有任何地方读取它。源码在以下"
                "情况返回该错误码：未配置内存池（“memory pool is not enabled”）、发送不支持的"
                "placement、hixl后端下监听地址变化，以及C++接口不支持的调用：请参见日志中的内容。",
            ),
        ),
        advice=(Rule(Action.FIX_CONFIG, 1, None, Source.PY_TABLE),),
        second_row=Row(
            "LLM_FEATURE_NOT_ENABLED", cpp("The feature is not enabled", "特性未使能"), True,
            (
                cpp(
                    "Check that the required options were passed when LLM-DataDist was "
                    "initialized.",
                    "检查初始化LLM-DataDist时是否传入了必要option。",
                ),
                cpp("Check whether an unsupported interface was called.", "检查是否调用了不支持的接口。"),
            ),
        ),
        also=ours(
            "feature disabled; enable_switch_role not set; option missing",
            "功能未开启；未设置enable_switch_role",
        ),
    ),
    # -- Transfers ------------------------------------------------------------
    Code(
        "LLM_TIMEOUT", 0x5010B01A, True, Area.TRANSFER,
        meaning=py("Processing timed out", "处理超时"),
        remedy=(
            py(
                "If a transfer call such as pull_cache, pull_blocks or "
                "transfer_cache_async raised it, that link cannot be recovered: "
                "re-establish it.",
                "如果是pull_cache、pull_blocks、transfer_cache_async等传输相关接口报错，"
                "该链路不可恢复，需重新建链。",
            ),
            py(
                "If any other call raised it, increase the timeout and retry.",
                "其他接口报该异常，加大超时时间并重试。",
            ),
        ),
        documented=True,
        notes=(
            ours(
                "push_cache and push_blocks are transfer calls too: the API reference gives "
                "them the same timeout as pull_cache and pull_blocks (LLMConfig's "
                "sync_kv_timeout). The advice takes the re-link branch for them as well.",
                "push_cache和push_blocks同样是传输接口：API参考为它们配置与pull_cache、pull_blocks"
                "相同的超时时间（LLMConfig的sync_kv_timeout）。建议对它们同样按重新建链处理。",
            ),
            src(
                "In upstream's source, push_cache and push_blocks take the path of "
                "transfer_cache_async (transfer_cache_v2, then DataCacheEngine::TransferCache), "
                "whose layer-wise job returns LLM_TIMEOUT (\"stream handle transfer request "
                "timeout\") once sync_kv_timeout has passed.",
                "上游源码中push_cache和push_blocks与transfer_cache_async走同一路径（transfer_cache_v2，"
                "再到DataCacheEngine::TransferCache），其分层传输任务超过sync_kv_timeout后返回LLM_TIMEOUT"
                "（“stream handle transfer request timeout”）。",
            ),
            ours(
                "Some frameworks retry pull_blocks up to 3 times on this code; the official "
                "remedy says a link that timed out in a transfer must be re-established "
                "instead.",
                "有的框架在该错误码下最多重试pull_blocks 3次；官方解决办法则要求传输超时的链路重新建链。",
            ),
        ),
        advice=(
            Rule(Action.RELINK, 1, TABLE_TRANSFER_CALLS, Source.PY_TABLE),
            Rule(Action.RELINK, 1, OTHER_TRANSFER_CALLS, Source.OURS),
            Rule(Action.RETRY_LONGER_TIMEOUT, 2, None, Source.PY_TABLE),
        ),
        second_row=Row(
            "LLM_TIMEOUT", cpp("Processing timed out", "处理超时"), False,
            (_as(Source.CPP_TABLE, _KEEP_LOGS),),
        ),
        also=ours(
            "timeout; timed out; time out; transfer timeout; pull timeout",
            "超时；超时了；传输超时；拉取超时",
        ),
    ),
    Code(
        "LLM_LINK_BUSY", 0x5010B01B, True, Area.LINKING,
        meaning=py("The link is busy", "链路繁忙"),
        remedy=(
            py(
                "Check whether calls made at the same time conflict. For example, these "
                "calls at the same time raise this code: unlink and pull_cache; "
                "pull_cache and transfer_cache_async on the same link.",
                "检查同时调用的接口是否有冲突，例如：同时调用如下接口时，会报该错误码。"
                "同时调用unlink和pull_cache。使用相同链路同时调用pull_cache和transfer_cache_async。",
            ),
        ),
        documented=True,
        advice=(Rule(Action.FIX_CALL, 1, None, Source.PY_TABLE),),
        second_row=Row(
            "LLM_LINK_BUSY", cpp("The link is busy", "链路忙"), True,
            (cpp("A reserved code: it is not returned for now.", "预留错误码，暂不会返回。"),),
        ),
        also=ours(
            "link busy; concurrent calls conflict; link in use",
            "链路被占用；并发冲突；同时调用冲突",
        ),
        reserved=Source.CPP_TABLE,
    ),
    Code(
        "LLM_OUT_OF_MEMORY", 0x5010B01C, True, Area.MEMORY,
        meaning=py("Out of memory", "内存不足"),
        remedy=(
            py(
                "Check that the memory pool can hold the KV cache size requested.",
                "检查内存池是否足够容纳申请的KV大小；",
            ),
            py(
                "Check for memory that was allocated and never released.",
                "检查申请的内存是否没有释放。",
            ),
        ),
        documented=True,
        advice=(Rule(Action.FREE_MEMORY, 2, None, Source.OURS),),
        second_row=Row(
            "LLM_OUT_OF_MEMORY", cpp("Out of memory", "内存不足"), True,
            (
                cpp(
                    "Check that the memory pool or the system memory is sufficient.",
                    "检查内存池或系统内存是否充足。",
                ),
            ),
        ),
        also=ours(
            "OOM; not enough memory; memory pool full; NPU out of memory; device OOM; HBM full",
            "内存不够；内存池不足；OOM；显存不足；NPU内存不足；device内存不够",
        ),
    ),
    # -- ACL runtime codes ----------------------------------------------------
    Code(
        "LLM_DEVICE_MEM_ERROR", 507053, True, Area.MEMORY,
        meaning=py(
            "A virtual address with a memory UCE (uncorrectable error: a memory error "
            "the hardware cannot correct and recover from by itself)",
            "出现内存UCE（uncorrect error，指系统硬件不能直接处理恢复内存错误）的错误虚拟地址",
        ),
        remedy=(
            py(
                "Follow the description of torch_npu.npu.restart_device in the Ascend "
                "Extension for PyTorch custom API reference (https://www.hiascend.com/"
                "document/detail/zh/Pytorch/2600/apiref/torchnpuCustomsapi/docs/zh/"
                "custom_APIs/overview.md) to obtain and repair the virtual address with "
                "the memory UCE.",
                "请参考《Ascend Extension for PyTorch 自定义API参考(https://www.hiascend.com/"
                "document/detail/zh/Pytorch/2600/apiref/torchnpuCustomsapi/docs/zh/"
                "custom_APIs/overview.md)》中的torch_npu.npu.restart_device接口的说明获取并"
                "修复内存UCE的错误虚拟地址。",
            ),
            py(
                "If it is KV cache memory, also call the cache manager's "
                "remap_registered_memory to repair the KV cache memory registered with "
                "the NIC.",
                "如果是KV Cache内存，需要再调用cache manager的remap_registered_memory接口"
                "修复注册给网卡的KV Cache内存。",
            ),
        ),
        documented=True,
        notes=(
            py("This code is reserved and not supported yet.", "本错误码为预留，暂不支持。"),
            api(
                "The API reference marks remap_registered_memory itself as reserved and not "
                "supported yet.",
                "API参考将remap_registered_memory接口本身标为预留接口，暂不支持。",
            ),
        ),
        advice=(Rule(Action.REPAIR_MEMORY, 1, None, Source.PY_TABLE),),
        also=ours(
            "UCE; uncorrectable memory error; HBM error; memory fault",
            "内存UCE错误；显存故障；内存故障",
        ),
        reserved=Source.PY_TABLE,
    ),
    Code(
        "LLM_SUSPECT_REMOTE_ERROR", 507057, False, Area.MEMORY,
        meaning=py("Suspected memory UCE fault", "疑似是UCE内存故障"),
        remedy=(
            py(
                "The calling framework must weigh it together with other faults to tell "
                "whether it is a memory UCE fault or another fault.",
                "上层框架需要结合其它故障进行综合判断是UCE内存故障还是他故障。",
            ),
        ),
        documented=True,
        advice=(Rule(Action.ESCALATE, None, None, Source.OURS),),
        also=ours(
            "suspected remote error; remote UCE",
            "疑似远端错误；远端故障",
        ),
    ),
    # -- Python only ----------------------------------------------------------
    Code(
        "LLM_UNKNOWN_ERROR", -1, False, Area.GENERAL,
        meaning=py("Unknown error", "未知错误"),
        remedy=(_as(Source.PY_TABLE, _KEEP_LOGS),),
        documented=True,
        notes=(
            src(
                "A value of the Python API only (-1): no upstream component produces it.",
                "仅Python接口定义的取值（-1）：上游没有任何组件产生该值。",
            ),
        ),
        advice=(Rule(Action.ESCALATE, 1, None, Source.PY_TABLE),),
        also=ours(
            "unknown error",
            "未知错误",
        ),
    ),
    # -- C++ only: no LLMStatusCode member, but logs carry their numbers ------
    Code(
        "LLM_CACHE_INCOMPATIBLE", 0x5010B014, None, Area.TRANSFER,
        meaning=ours("The caches are incompatible", "cache不兼容"),
        remedy=(
            ours(
                _NO_REMEDY + "Check that the source and destination caches are described "
                "alike (data type, shape, number of tensors).",
                _NO_REMEDY_ZH + "请检查源cache与目标cache的描述是否一致（数据类型、shape、tensor数量）。",
            ),
        ),
        documented=False,
        notes=(_CPP_ONLY, _CPP_ONLY_MEANING),
        member=False,
        advice=(Rule(Action.INVESTIGATE, 1, None, Source.OURS),),
    ),
    Code(
        "LLM_CACHE_KEY_ALREADY_EXIST", 0x5010B015, None, Area.TRANSFER,
        meaning=ours("The cache key already exists", "cache key已经存在"),
        remedy=(
            ours(
                _NO_REMEDY + "Check whether the same cache key is used more than once.",
                _NO_REMEDY_ZH + "请检查是否重复使用了同一cache key。",
            ),
        ),
        documented=False,
        notes=(_CPP_ONLY, _CPP_ONLY_MEANING),
        member=False,
        advice=(Rule(Action.INVESTIGATE, 1, None, Source.OURS),),
    ),
    Code(
        "LLM_COPY_CACHE_FAILED", 0x5010B016, None, Area.TRANSFER,
        meaning=ours("Copying the cache failed", "拷贝cache失败"),
        remedy=(
            ours(
                _NO_REMEDY + "Check the source and destination of the copy, then the device "
                "logs.",
                _NO_REMEDY_ZH + "请检查拷贝的源和目的，再查看Device日志。",
            ),
        ),
        documented=False,
        notes=(_CPP_ONLY, _CPP_ONLY_MEANING),
        member=False,
        advice=(Rule(Action.INVESTIGATE, 1, None, Source.OURS),),
    ),
    Code(
        "LLM_CACHE_ID_ALREADY_EXIST", 0x5010B017, None, Area.TRANSFER,
        meaning=ours("The cache id already exists", "cache id已经存在"),
        remedy=(
            ours(
                _NO_REMEDY + "Check whether the same cache id is used more than once.",
                _NO_REMEDY_ZH + "请检查是否重复使用了同一cache id。",
            ),
        ),
        documented=False,
        notes=(_CPP_ONLY, _CPP_ONLY_MEANING),
        member=False,
        advice=(Rule(Action.INVESTIGATE, 1, None, Source.OURS),),
    ),
    # == HIXL: hixl::Status, LLM-DataDist's successor (and ADXL, the deprecated one) ==
    Code(
        "SUCCESS", 0, None, Area.GENERAL,
        meaning=hixl("Success", "成功"),
        remedy=(hixl("Nothing to do.", "不涉及。"),),
        documented=True,
        advice=(Rule(Action.NOTHING, 1, None, Source.HIXL_TABLE),),
        second_row=Row("SUCCESS", adxl("Success", "成功"), None, (adxl("Nothing to do.", "不涉及。"),)),
        family=HIXL,
    ),
    Code(
        "PARAM_INVALID", 103900, True, Area.GENERAL,
        meaning=hixl("Invalid parameter", "参数错误"),
        remedy=(_as(Source.HIXL_TABLE, _FIND_CAUSE_IN_LOGS),),
        documented=True,
        advice=(Rule(Action.INVESTIGATE, 1, None, Source.HIXL_TABLE),),
        second_row=Row(
            "PARAM_INVALID", adxl("Invalid parameter", "参数错误"), True,
            (_as(Source.ADXL_TABLE, _FIND_CAUSE_IN_LOGS),),
        ),
        family=HIXL,
    ),
    Code(
        "TIMEOUT", 103901, False, Area.TRANSFER,
        meaning=hixl("Processing timed out", "处理超时"),
        remedy=(_as(Source.HIXL_TABLE, _KEEP_LOGS),),
        documented=True,
        advice=(Rule(Action.ESCALATE, 1, None, Source.HIXL_TABLE),),
        second_row=Row(
            "TIMEOUT", adxl("Processing timed out", "处理超时"), False,
            (_as(Source.ADXL_TABLE, _KEEP_LOGS),),
        ),
        family=HIXL,
        also=ours(
            "HIXL timeout; transfer timed out",
            "HIXL超时；传输超时",
        ),
    ),
    Code(
        "NOT_CONNECTED", 103902, True, Area.LINKING,
        meaning=hixl("No link has been established", "没有建链"),
        remedy=(hixl("In the calling framework, check the state of the links.", "上层排查建链情况。"),),
        documented=True,
        advice=(Rule(Action.CHECK_LINK, 1, None, Source.HIXL_TABLE),),
        second_row=Row(
            "NOT_CONNECTED", adxl("No link has been established", "没有建链"), True,
            (adxl("In the calling framework, check the state of the links.", "上层排查建链情况。"),),
        ),
        family=HIXL,
        also=ours(
            "not connected; connection not established; no connection",
            "未连接；没有连接",
        ),
    ),
    Code(
        "ALREADY_CONNECTED", 103903, True, Area.LINKING,
        meaning=hixl("The link is already established", "已经建链"),
        remedy=(hixl("In the calling framework, check the state of the links.", "上层排查建链情况。"),),
        documented=True,
        advice=(Rule(Action.CHECK_LINK, 1, None, Source.HIXL_TABLE),),
        second_row=Row(
            "ALREADY_CONNECTED", adxl("The link is already established", "已经建链"), True,
            (adxl("In the calling framework, check the state of the links.", "上层排查建链情况。"),),
        ),
        family=HIXL,
    ),
    Code(
        "NOTIFY_FAILED", 103904, False, Area.LINKING,
        meaning=hixl("Notification failed", "通知失败"),
        remedy=(hixl("A reserved code: it is not returned for now.", "预留错误码，暂不会返回。"),),
        documented=True,
        advice=(Rule(Action.ESCALATE, None, None, Source.OURS),),
        second_row=Row(
            "NOTIFY_FAILED", adxl("Notification failed", "通知失败"), False,
            (adxl("A reserved code: it is not returned for now.", "预留错误码，暂不会返回。"),),
        ),
        family=HIXL,
        reserved=Source.HIXL_TABLE,
    ),
    Code(
        "UNSUPPORTED", 103905, True, Area.GENERAL,
        meaning=hixl("Unsupported parameter or interface", "不支持的参数或接口"),
        remedy=(
            hixl(
                "From what the interface returned, check whether the current configuration "
                "or feature is supported; if it is not, use parameters or interfaces that are.",
                "根据接口返回信息确认是否支持当前配置或特性，若不支持，请使用已经支持的参数或接口。",
            ),
        ),
        documented=True,
        notes=(
            src(
                "ADXL's source uses it at one place, an INFO log (aclrtMemcpyBatch is not "
                "supported, buffer_transfer_service.cc), and its caller falls back to an "
                "asynchronous copy: no ADXL call returns it to the user, as ADXL's table says.",
                "ADXL的源码只在一处内部使用它，即一条INFO日志（aclrtMemcpyBatch is not "
                "supported，buffer_transfer_service.cc），其调用方随即改用异步拷贝：没有任何ADXL接口"
                "把它返回给用户，与ADXL的表格所说一致。",
            ),
        ),
        advice=(Rule(Action.FIX_CALL, 1, None, Source.HIXL_TABLE),),
        second_row=Row(
            "UNSUPPORTED", adxl("Unsupported parameter or interface", "不支持的参数或接口"), True,
            (adxl("A reserved code: it is not returned for now.", "预留错误码，暂不会返回。"),),
        ),
        family=HIXL,
        also=ours(
            "not supported; unsupported feature",
            "不支持",
        ),
    ),
    Code(
        "FAILED", 503900, False, Area.GENERAL,
        meaning=hixl("Generic failure", "通用失败"),
        remedy=(_as(Source.HIXL_TABLE, _KEEP_LOGS),),
        documented=True,
        advice=(Rule(Action.ESCALATE, 1, None, Source.HIXL_TABLE),),
        second_row=Row(
            "FAILED", adxl("Generic failure", "通用失败"), False,
            (_as(Source.ADXL_TABLE, _KEEP_LOGS),),
        ),
        family=HIXL,
        also=ours(
            "HIXL failed; Inner Error; failed to connect to target",
            "HIXL失败；内部错误",
        ),
    ),
    Code(
        "RESOURCE_EXHAUSTED", 203900, True, Area.GENERAL,
        meaning=hixl(
            "Resources are exhausted (for now, stream resources only)",
            "资源耗尽，当前仅包含stream资源",
        ),
        remedy=(hixl("Wait for resources to be released, then try again.", "等待资源释放后再进行尝试。"),),
        documented=True,
        notes=(
            src(
                "The table speaks of stream resources only; upstream's source also reports "
                "it when channels, transfer slots, pending transfer tasks, notify queues or "
                "virtual memory run out (see what the log says).",
                "表格只提到stream资源；上游源码在通道、传输槽、待查询的传输任务、通知队列或虚拟内存"
                "耗尽时也上报该错误码（见日志中的内容）。",
            ),
            src(
                "ADXL's table has no row for it, yet ADXL's source reports it at two places: "
                "the channel pool at connect (channel_msg_handler.cc) and the transfer slot "
                "pool (transfer_slot_pool.cc).",
                "ADXL的表格未收录该错误码，但ADXL的源码中有两处上报它：建链时的通道池"
                "（channel_msg_handler.cc）与传输槽池（transfer_slot_pool.cc）。",
            ),
        ),
        advice=(Rule(Action.RETRY_LATER, 1, None, Source.HIXL_TABLE),),
        family=HIXL,
        also=ours(
            "resource exhausted; no free slots; queue full",
            "资源不足；队列已满",
        ),
    ),
)  # fmt: skip


# Codes a reader of one may be after instead: each page links the others of its
# group (and its namesake in the other family: lookup.namesakes).
RELATED = (
    ("LLM_TIMEOUT", "LLM_WAIT_PROCESS_TIMEOUT", "TIMEOUT"),
    (
        "LLM_OUT_OF_MEMORY",
        "LLM_DEVICE_OUT_OF_MEMORY",
        "LLM_BLOCKS_OUT_OF_MEMORY",
        "LLM_NO_FREE_BLOCK",
    ),
    (
        "LLM_NOT_YET_LINK",
        "LLM_ALREADY_LINK",
        "LLM_LINK_FAILED",
        "LLM_UNLINK_FAILED",
        "LLM_NOTIFY_PROMPT_UNLINK_FAILED",
        "LLM_CLUSTER_NUM_EXCEED_LIMIT",
        "LLM_PROCESSING_LINK",
        "LLM_LINK_BUSY",
        "LLM_EXIST_LINK",
    ),
    ("LLM_DEVICE_MEM_ERROR", "LLM_SUSPECT_REMOTE_ERROR"),
    ("LLM_PREFIX_ALREADY_EXIST", "LLM_PREFIX_NOT_EXIST"),
    ("LLM_REPEAT_REQUEST", "LLM_REQUEST_ALREADY_COMPLETED"),
    ("LLM_EXIST_LINK", "LLM_FEATURE_NOT_ENABLED"),
    ("LLM_FAILED", "LLM_UNKNOWN_ERROR"),
    (
        "LLM_CACHE_INCOMPATIBLE",
        "LLM_CACHE_KEY_ALREADY_EXIST",
        "LLM_COPY_CACHE_FAILED",
        "LLM_CACHE_ID_ALREADY_EXIST",
    ),
    ("NOT_CONNECTED", "ALREADY_CONNECTED", "NOTIFY_FAILED"),
)
