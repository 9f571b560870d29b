"""The registry: every status code of LLM-DataDist, in English and 简体中文.

This is the one place that knows about the codes. The enum, the lookup, the
command line and every page of the site are built from ``CODES``; a change of
wording is one edit here.

Sources (see ``shared/upstream/`` in the project):

* The Chinese meaning, recoverability and remedy of the 22 codes marked
  ``documented=True`` say what the official ``LLMStatusCode`` table says,
  sentence by sentence (``tests/test_official_table.py`` checks it).
* Values come from upstream's ``status.py`` and ``llm_error_codes.h``: most are
  ``0x5010B000 + n``.
* The English is our own translation. The seven members the official table
  leaves out, and the four C++-only codes, are described from their names,
  the C++ constants and the CANN 8.x documentation: ``documented=False``.

Entries are in the order of upstream's enum; codes are never removed.
"""

from __future__ import annotations

from .record import Action, Area, Code, Rule, T

# The upstream functions the remedies name, as they are written in the text,
# and where they live. The site explains each one (docs/functions.md).
FUNCTIONS = {
    "link_clusters": "LLMDataDist.link_clusters",
    "unlink_clusters": "LLMDataDist.unlink_clusters",
    "switch_role": "LLMDataDist.switch_role",
    "finalize": "LLMDataDist.finalize",
    "pull_cache": "CacheManager.pull_cache",
    "pull_blocks": "CacheManager.pull_blocks",
    "transfer_cache_async": "CacheManager.transfer_cache_async",
    "remap_registered_memory": "CacheManager.remap_registered_memory",
    "torch_npu.npu.restart_device": "torch_npu.npu.restart_device",
}

# The transfer calls after which, says the official remedy of LLM_TIMEOUT, the
# link is lost.
TRANSFER_CALLS = ("pull_cache", "pull_blocks", "transfer_cache_async")

# The official table, in Chinese: every code page links to it.
OFFICIAL_TABLE_URL = (
    "https://www.hiascend.com/document/detail/zh/canncommercial/latest/API/hixlug/"
    "llmprv2_42_0067.html"
)

# Reused sentences of the official table, so that identical advice stays identical.
_KEEP_LOGS = T(
    "Preserve the failure state: collect the host and device logs and back them up.",
    "保留现场，获取Host/Device日志，并备份。",
)
_CHECK_LINK_STATE = T(
    "In the calling framework, check the link state between the Decoder and the Prompt side.",
    "上层排查Decode与Prompt建链情况。",
)
_NOT_IN_TABLE = T(
    "Not in the official table: the meaning, recoverability and remedy here are ours, "
    "inferred from the name, the C++ constant and earlier CANN documentation.",
    "官方表格未收录：此处的含义、是否可恢复和解决办法由本项目根据枚举名、C++常量和早期CANN文档整理。",
)
_CPP_ONLY = T(
    "Defined only by the C++ API: LLMStatusCode has no member for it, and upstream's "
    "code_2_status() turns its value into LLM_FAILED.",
    "仅C++接口定义：LLMStatusCode没有对应成员，上游的code_2_status()会把该值转换为LLM_FAILED。",
)

CODES: tuple[Code, ...] = (
    # -- Success and general failures ---------------------------------------
    Code(
        "LLM_SUCCESS", 0x0, None, Area.GENERAL,
        meaning=T("Success", "成功"),
        remedy=(T("None.", "无"),),
        documented=True,
        advice=(Rule(Action.NOTHING, 1),),
    ),
    Code(
        "LLM_FAILED", 0xFFFFFFFF, False, Area.GENERAL,
        meaning=T("Generic failure", "通用失败"),
        remedy=(
            T("Restart the machine or the container.", "重启机器或容器。"),
            _KEEP_LOGS,
        ),
        documented=True,
        notes=(
            T(
                "The value is ge::FAILED, a uint32_t: 4294967295 in Python, not -1.",
                "取值为ge::FAILED（uint32_t），在Python中是4294967295，不是-1。",
            ),
        ),
        advice=(Rule(Action.RESTART, 1),),
    ),
    # -- 0x5010B000 + n: the LLM-DataDist module's own codes ------------------
    Code(
        "LLM_WAIT_PROCESS_TIMEOUT", 0x5010B001, True, Area.TRANSFER,
        meaning=T("Timed out waiting for processing", "等待处理超时"),
        remedy=(
            T(
                "Treat the link as lost: tear it down with unlink_clusters, set it up "
                "again with link_clusters, then retry.",
                "视为该链路已不可用：先调用unlink_clusters断链，再调用link_clusters重新建链，然后重试。",
            ),
            T(
                "If it happens again, check that the peer cluster is alive and not "
                "overloaded, and increase the timeout.",
                "如果再次出现，检查对端集群是否存活、是否过载，并加大超时时间。",
            ),
        ),
        documented=False,
        notes=(
            _NOT_IN_TABLE,
            T(
                "CANN 8.x documented this code with the remedy that the link is lost and "
                "must be re-established; the current table gives that remedy under "
                "LLM_TIMEOUT.",
                "CANN 8.x文档收录了该错误码，解决办法为该链路不可恢复、需重新建链；"
                "当前表格把这一解决办法放在LLM_TIMEOUT下。",
            ),
        ),
        advice=(Rule(Action.RELINK, 1),),
    ),
    Code(
        "LLM_KV_CACHE_NOT_EXIST", 0x5010B002, True, Area.TRANSFER,
        meaning=T("The KV cache does not exist", "KV不存在"),
        remedy=(
            T(
                "Check in the error log of the Prompt (full) side whether the request "
                "concerned has completed.",
                "检查对应全量侧报错日志中的请求是否完成。",
            ),
            T("Check whether the same cache is pulled twice.", "检查是否存在重复拉取。"),
            T(
                "Check that the parameters identifying the target cache are correct.",
                "检查标记目标cache的参数是否错误。",
            ),
        ),
        documented=True,
        advice=(Rule(Action.FIX_CALL, 1),),
    ),
    Code(
        "LLM_REPEAT_REQUEST", 0x5010B003, True, Area.TRANSFER,
        meaning=T("Repeated request", "重复请求"),
        remedy=(T("Check whether the same call is made twice.", "检查是否存在重复调用。"),),
        documented=True,
        advice=(Rule(Action.FIX_CALL, 1),),
    ),
    Code(
        "LLM_REQUEST_ALREADY_COMPLETED", 0x5010B004, True, Area.TRANSFER,
        meaning=T("The request has already completed", "请求已经完成"),
        remedy=(
            T(
                "Check whether the same request is handled twice: it has already "
                "completed, so this call has nothing left to do.",
                "检查是否重复处理同一请求：该请求已经完成，本次调用无需再做。",
            ),
        ),
        documented=False,
        notes=(_NOT_IN_TABLE,),
        advice=(Rule(Action.FIX_CALL, 1),),
    ),
    Code(
        "LLM_PARAM_INVALID", 0x5010B005, True, Area.GENERAL,
        meaning=T("Invalid parameter", "参数错误"),
        remedy=(T("Find the cause of the error in the logs.", "基于日志排查错误原因。"),),
        documented=True,
        advice=(Rule(Action.FIX_CALL, 1),),
    ),
    Code(
        "LLM_ENGINE_FINALIZED", 0x5010B006, False, Area.GENERAL,
        meaning=T("The LLMDataDist instance has been finalized", "LLMDataDist实例已经终止"),
        remedy=(
            T(
                "Do not call an LLMDataDist after its finalize; if the process must go "
                "on, create a new LLMDataDist and initialize it.",
                "不要在finalize之后继续调用该LLMDataDist；如需继续，新建LLMDataDist并重新初始化。",
            ),
        ),
        documented=False,
        notes=(_NOT_IN_TABLE,),
        advice=(Rule(Action.FIX_CALL, 1),),
    ),
    # -- Links between clusters ------------------------------------------------
    Code(
        "LLM_NOT_YET_LINK", 0x5010B007, True, Area.LINKING,
        meaning=T("No link has been established", "没有建链"),
        remedy=(_CHECK_LINK_STATE,),
        documented=True,
        advice=(Rule(Action.RELINK, 1),),
    ),
    Code(
        "LLM_ALREADY_LINK", 0x5010B008, True, Area.LINKING,
        meaning=T("The link has already been established", "已经建过链"),
        remedy=(_CHECK_LINK_STATE,),
        documented=True,
        advice=(Rule(Action.FIX_CALL, 1),),
    ),
    Code(
        "LLM_LINK_FAILED", 0x5010B009, True, Area.LINKING,
        meaning=T("Failed to establish the link", "建链失败"),
        remedy=(
            T(
                "When this code is in the second return value of link_clusters, check "
                "the network connection between the clusters concerned.",
                "link_clusters第二个返回值中有该错误码时，需要检查对应集群之间的网络连接。",
            ),
        ),
        documented=True,
        advice=(Rule(Action.CHECK_NETWORK, 1),),
    ),
    Code(
        "LLM_UNLINK_FAILED", 0x5010B00A, True, Area.LINKING,
        meaning=T("Failed to tear down the link", "断链失败"),
        remedy=(
            T(
                "When this code is in the second return value of unlink_clusters, check "
                "the network connection between the clusters concerned.",
                "unlink_clusters第二个返回值中有该错误码时，需要检查对应集群之间的网络连接。",
            ),
        ),
        documented=True,
        advice=(Rule(Action.CHECK_NETWORK, 1),),
    ),
    Code(
        "LLM_NOTIFY_PROMPT_UNLINK_FAILED", 0x5010B00B, True, Area.LINKING,
        meaning=T("Failed to notify the Prompt side of the unlink", "通知Prompt侧断链失败"),
        remedy=(
            T(
                "Check the network connection between the Decoder and the Prompt side.",
                "排查Decode与Prompt之间的网络连接。",
            ),
            T(
                "Call unlink_clusters on the Prompt side yourself to clean up the "
                "leftover resources.",
                "主动调Prompt侧的unlink_clusters清理残留资源。",
            ),
        ),
        documented=True,
        advice=(Rule(Action.CHECK_NETWORK, 1),),
    ),
    Code(
        "LLM_CLUSTER_NUM_EXCEED_LIMIT", 0x5010B00C, True, Area.LINKING,
        meaning=T("Too many clusters", "集群数量超过限制"),
        remedy=(
            T(
                "Check the arguments passed to link_clusters and unlink_clusters: the "
                "number of clusters must not exceed 16.",
                "排查link_clusters和unlink_clusters传入参数，clusters数量不能超过16。",
            ),
        ),
        documented=True,
        advice=(Rule(Action.FIX_CALL, 1),),
    ),
    Code(
        "LLM_PROCESSING_LINK", 0x5010B00D, True, Area.LINKING,
        meaning=T("A link operation is in progress", "正在处理建链"),
        remedy=(
            T(
                "A link or unlink operation is running at the moment; try again later.",
                "当前正在执行建链或断链操作，请稍后再试。",
            ),
        ),
        documented=True,
        advice=(Rule(Action.RETRY_LATER, 1),),
    ),
    # -- Memory ---------------------------------------------------------------
    Code(
        "LLM_DEVICE_OUT_OF_MEMORY", 0x5010B00E, True, Area.MEMORY,
        meaning=T("Out of device memory", "Device内存不足"),
        remedy=(
            T(
                "Check how much device memory is in use, and release the KV caches that "
                "are no longer needed.",
                "检查Device内存占用，释放不再需要的KV Cache。",
            ),
            T(
                "Request less memory (a smaller cache, fewer requests at once) and retry.",
                "减少申请的内存（更小的cache、更少的并发请求）后重试。",
            ),
        ),
        documented=False,
        notes=(_NOT_IN_TABLE,),
        advice=(Rule(Action.FREE_MEMORY, 1),),
    ),
    # -- Prefixes -------------------------------------------------------------
    Code(
        "LLM_PREFIX_ALREADY_EXIST", 0x5010B00F, True, Area.PREFIXES,
        meaning=T("The prefix already exists", "前缀已经存在"),
        remedy=(
            T(
                "Check whether a common prefix with the same Prefix Id has already been "
                "loaded. If so, release it first.",
                "检查是否已加载过相同Prefix Id的公共前缀。如果是，需要先释放。",
            ),
        ),
        documented=True,
        advice=(Rule(Action.FIX_CALL, 1),),
    ),
    Code(
        "LLM_PREFIX_NOT_EXIST", 0x5010B010, True, Area.PREFIXES,
        meaning=T("The prefix does not exist", "前缀不存在"),
        remedy=(
            T(
                "Check that the Prefix Id in the Request has been loaded.",
                "检查Request中的Prefix Id是否已加载过。",
            ),
        ),
        documented=True,
        advice=(Rule(Action.FIX_CALL, 1),),
    ),
    # -- Sequences and blocks -------------------------------------------------
    Code(
        "LLM_SEQ_LENOVERLIMIT", 0x5010B011, True, Area.TRANSFER,
        meaning=T("The sequence length is over the limit", "序列长度超过限制"),
        remedy=(
            T(
                "Check that the sequence length of the request does not exceed the "
                "maximum the cache was configured for.",
                "检查请求的序列长度是否超过cache配置的最大长度。",
            ),
        ),
        documented=False,
        notes=(
            _NOT_IN_TABLE,
            T(
                "The Python member is spelled LLM_SEQ_LENOVERLIMIT; the C++ constant is "
                "LLM_SEQ_LEN_OVER_LIMIT.",
                "Python成员名写作LLM_SEQ_LENOVERLIMIT；C++常量名为LLM_SEQ_LEN_OVER_LIMIT。",
            ),
        ),
        aliases=("LLM_SEQ_LEN_OVER_LIMIT",),
        advice=(Rule(Action.FIX_CALL, 1),),
    ),
    Code(
        "LLM_NO_FREE_BLOCK", 0x5010B012, True, Area.MEMORY,
        meaning=T("No free block", "没有空闲的block"),
        remedy=(
            T(
                "Every block of the PagedAttention block pool is in use: release the "
                "blocks of finished requests, or wait and retry.",
                "PagedAttention的block池已全部占用：释放已完成请求的block，或稍后重试。",
            ),
            T("If it persists, enlarge the block pool.", "如果持续出现，扩大block池。"),
        ),
        documented=False,
        notes=(_NOT_IN_TABLE,),
        advice=(Rule(Action.RETRY_LATER, 1),),
    ),
    Code(
        "LLM_BLOCKS_OUT_OF_MEMORY", 0x5010B013, True, Area.MEMORY,
        meaning=T("Out of memory for the blocks", "block内存不足"),
        remedy=(
            T(
                "Check that the memory pool can hold the number and size of blocks "
                "requested.",
                "检查内存池是否足够容纳申请的block数量和大小。",
            ),
            T(
                "Check for blocks that were allocated and never released.",
                "检查申请的block是否没有释放。",
            ),
        ),
        documented=False,
        notes=(_NOT_IN_TABLE,),
        advice=(Rule(Action.FIX_CONFIG, 1),),
    ),
    # -- Role switching and features ------------------------------------------
    Code(
        "LLM_EXIST_LINK", 0x5010B018, True, Area.LINKING,
        meaning=T(
            "Links were not unlinked before switching roles (switch_role)",
            "switch_role时，存在未释放的链接",
        ),
        remedy=(
            T(
                "Before switching the role of this LLMDataDist, check that "
                "unlink_clusters has been called to tear down every link.",
                "检查在切换当前LLMDataDist的角色前是否已经调用unlink_clusters断开所有的链接。",
            ),
        ),
        documented=True,
        advice=(Rule(Action.FIX_CALL, 1),),
    ),
    Code(
        "LLM_FEATURE_NOT_ENABLED", 0x5010B019, True, Area.GENERAL,
        meaning=T("The feature is not enabled", "特性未使能"),
        remedy=(
            T(
                "Check that the required options were passed when LLMDataDist was "
                "initialized: if switching the role of this LLMDataDist raised the "
                "exception, check that LLMConfig set enable_switch_role = True at "
                "initialization.",
                "检查初始化LLMDataDist时是否传入了必要option：如果是切换当前LLMDataDist的角色时"
                "抛出该异常，排查初始化时LLMConfig是否设置了enable_switch_role = True。",
            ),
        ),
        documented=True,
        advice=(Rule(Action.FIX_CONFIG, 1),),
    ),
    # -- Transfers ------------------------------------------------------------
    Code(
        "LLM_TIMEOUT", 0x5010B01A, True, Area.TRANSFER,
        meaning=T("Processing timed out", "处理超时"),
        remedy=(
            T(
                "If a transfer call such as pull_cache, pull_blocks or "
                "transfer_cache_async raised it, that link cannot be recovered: "
                "re-establish it.",
                "如果是pull_cache、pull_blocks、transfer_cache_async等传输相关接口报错，"
                "该链路不可恢复，需重新建链。",
            ),
            T(
                "If any other call raised it, increase the timeout and retry.",
                "其他接口报该异常，加大超时时间并重试。",
            ),
        ),
        documented=True,
        notes=(
            T(
                "Upstream documents disagree on recoverability: the current Python table "
                "says recoverable; the C++ error-code page and the CANN 8.0 Python page "
                "say not recoverable. CANN 8.x gave the re-establish-the-link remedy to "
                "LLM_WAIT_PROCESS_TIMEOUT.",
                "上游文档对是否可恢复说法不一：当前Python表格为“是”，C++错误码页面和CANN 8.0 "
                "Python页面为“否”。CANN 8.x把“需重新建链”的解决办法放在LLM_WAIT_PROCESS_TIMEOUT下。",
            ),
            T(
                "Some frameworks retry pull_blocks up to 3 times on this code; the official "
                "remedy says a link that timed out in a transfer must be re-established "
                "instead.",
                "有的框架在该错误码下最多重试pull_blocks 3次；官方解决办法则要求传输超时的链路重新建链。",
            ),
        ),
        advice=(
            Rule(Action.RELINK, 1, TRANSFER_CALLS),
            Rule(Action.RETRY_LONGER_TIMEOUT, 2),
        ),
    ),
    Code(
        "LLM_LINK_BUSY", 0x5010B01B, True, Area.LINKING,
        meaning=T("The link is busy", "链路繁忙"),
        remedy=(
            T(
                "Check whether calls made at the same time conflict. For example, these "
                "calls at the same time raise this code: unlink and pull_cache; "
                "pull_cache and transfer_cache_async on the same link.",
                "检查同时调用的接口是否有冲突，例如：同时调用如下接口时，会报该错误码："
                "同时调用unlink和pull_cache；使用相同链路同时调用pull_cache和transfer_cache_async。",
            ),
        ),
        documented=True,
        notes=(
            T(
                "The C++ error-code page calls this a reserved code that is never returned.",
                "C++错误码页面称该错误码为预留，不会返回。",
            ),
        ),
        advice=(Rule(Action.RETRY_LATER, 1),),
    ),
    Code(
        "LLM_OUT_OF_MEMORY", 0x5010B01C, True, Area.MEMORY,
        meaning=T("Out of memory", "内存不足"),
        remedy=(
            T(
                "Check that the memory pool is large enough for the KV cache size "
                "requested.",
                "检查内存池是否足够容纳申请的KV大小。",
            ),
            T(
                "Check for memory that was allocated and never released.",
                "检查申请的内存是否没有释放。",
            ),
        ),
        documented=True,
        advice=(Rule(Action.FREE_MEMORY, 2),),
    ),
    # -- ACL runtime codes ----------------------------------------------------
    Code(
        "LLM_DEVICE_MEM_ERROR", 507053, True, Area.MEMORY,
        meaning=T(
            "A virtual address with a memory UCE (uncorrectable error: a memory error "
            "the hardware cannot correct and recover from by itself)",
            "出现内存UCE（uncorrect error，指系统硬件不能直接处理恢复内存错误）的错误虚拟地址",
        ),
        remedy=(
            T(
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
            T(
                "If it is KV cache memory, also call the cache manager's "
                "remap_registered_memory to repair the KV cache memory registered with "
                "the NIC.",
                "如果是KV Cache内存，需要再调用cache manager的remap_registered_memory接口"
                "修复注册给网卡的KV Cache内存。",
            ),
        ),
        documented=True,
        notes=(
            T(
                "This code is reserved and not supported yet.",
                "本错误码为预留，暂不支持。",
            ),
        ),
        advice=(Rule(Action.REPAIR_MEMORY, 1),),
    ),
    Code(
        "LLM_SUSPECT_REMOTE_ERROR", 507057, False, Area.MEMORY,
        meaning=T(
            "Suspected remote error: possibly a memory UCE fault", "疑似是UCE内存故障"
        ),
        remedy=(
            T(
                "The calling framework must weigh it together with other faults to tell "
                "whether it is a memory UCE fault or another fault.",
                "上层框架需要结合其它故障进行综合判断是UCE内存故障还是他故障。",
            ),
        ),
        documented=True,
        advice=(Rule(Action.ESCALATE, 1),),
    ),
    # -- Python only ----------------------------------------------------------
    Code(
        "LLM_UNKNOWN_ERROR", -1, False, Area.GENERAL,
        meaning=T("Unknown error", "未知错误"),
        remedy=(_KEEP_LOGS,),
        documented=True,
        notes=(
            T(
                "A value of the Python API only (-1): no upstream component produces it.",
                "仅Python接口定义的取值（-1）：上游没有任何组件产生该值。",
            ),
        ),
        advice=(Rule(Action.ESCALATE, 1),),
    ),
    # -- C++ only: no LLMStatusCode member, but logs carry their numbers ------
    Code(
        "LLM_CACHE_INCOMPATIBLE", 0x5010B014, True, Area.TRANSFER,
        meaning=T("The caches are incompatible", "cache不兼容"),
        remedy=(
            T(
                "Check that the source and destination caches have the same layout: "
                "data type, shape and number of layers.",
                "检查源cache与目标cache的布局是否一致：数据类型、shape和层数。",
            ),
        ),
        documented=False,
        notes=(_CPP_ONLY,),
        member=False,
        advice=(Rule(Action.FIX_CONFIG, 1),),
    ),
    Code(
        "LLM_CACHE_KEY_ALREADY_EXIST", 0x5010B015, True, Area.TRANSFER,
        meaning=T("The cache key already exists", "cache key已经存在"),
        remedy=(
            T(
                "Check for a duplicate cache key: release the cache held under that key "
                "first, or use another key.",
                "检查是否存在重复的cache key：先释放该key下的cache，或改用其他key。",
            ),
        ),
        documented=False,
        notes=(_CPP_ONLY,),
        member=False,
        advice=(Rule(Action.FIX_CALL, 1),),
    ),
    Code(
        "LLM_COPY_CACHE_FAILED", 0x5010B016, True, Area.TRANSFER,
        meaning=T("Copying the cache failed", "拷贝cache失败"),
        remedy=(
            T(
                "Check the source and destination of the copy (cache ids, offsets, "
                "sizes), then the device logs.",
                "检查拷贝的源和目的（cache id、偏移、大小），再查看Device日志。",
            ),
        ),
        documented=False,
        notes=(_CPP_ONLY,),
        member=False,
        advice=(Rule(Action.FIX_CALL, 1),),
    ),
    Code(
        "LLM_CACHE_ID_ALREADY_EXIST", 0x5010B017, True, Area.TRANSFER,
        meaning=T("The cache id already exists", "cache id已经存在"),
        remedy=(
            T(
                "Check for a duplicate cache id: release the cache with that id first, "
                "or use another id.",
                "检查是否存在重复的cache id：先释放该id的cache，或改用其他id。",
            ),
        ),
        documented=False,
        notes=(_CPP_ONLY,),
        member=False,
        advice=(Rule(Action.FIX_CALL, 1),),
    ),
)  # fmt: skip


def functions_in(text: str) -> tuple[str, ...]:
    """The upstream functions ``text`` names, in ``FUNCTIONS`` order."""
    import re  # here, not at the top: importing re is most of what `import llm_status` would cost

    # ASCII word boundaries: in "link_clusters第二个" the name ends at the Han character.
    return tuple(
        f for f in FUNCTIONS if re.search(rf"(?<![\w.]){re.escape(f)}(?!\w)", text, re.ASCII)
    )


def functions_named(code: Code) -> tuple[str, ...]:
    """The upstream functions that the English meaning or remedy name, in ``FUNCTIONS`` order."""
    return functions_in(" ".join((code.meaning.en, *code.remedy_in("en"))))
