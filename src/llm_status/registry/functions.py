"""The public functions of LLMDataDist and CacheManager, as upstream's API reference documents them.

Each entry says, in our words and both languages, what the function does, what
its reference says it raises or returns, and which timeout governs it. The
facts are the reference's (``shared/upstream/api/``); a sentence that is our
reading says so (``ours``). The codes whose remedies name a function are
not listed here: the registry knows them (``codes_naming``).

Kept apart from ``codes.py`` so that the codes read like their tables and the
functions like theirs; ``FUNCTIONS`` (what a remedy's text may link) is made
from this table.
"""

from __future__ import annotations

from collections import namedtuple

from .record import Source, T

api = T.of(Source.API)  # a fact of upstream's API reference, in our words
src = T.of(Source.UPSTREAM_SOURCE)  # a fact of upstream's source, in our words
ours = T.of(Source.OURS)  # this project's reading, labelled as ours


class Function(
    namedtuple(
        "Function",
        "name owner signature summary raises timeout notes in_text",
        defaults=((), None, (), True),
    )
):
    """One public function: ``name`` as Python spells it, the class it belongs to
    (``owner``), its ``signature`` as the reference gives it, a ``summary``, what
    the reference says it ``raises`` or returns (``T`` entries), the ``timeout``
    that governs it (None where the reference names none), ``notes``, and
    ``in_text``: whether a mention of the bare name in a remedy links here
    (False for words like ``link`` and ``init``, which are also plain English)."""

    __slots__ = ()

    @property
    def qualified(self) -> str:
        return f"{self.owner}.{self.name}" if self.owner else self.name

    @property
    def anchor(self) -> str:
        """Its anchor on the functions page: ``torch_npu.npu.restart_device`` -> ``torch_npu-npu-restart_device``."""
        return self.name.replace(".", "-")


_TYPE_ERRORS = api(
    "TypeError or ValueError for arguments of the wrong type or value.",
    "参数错误时可能抛出TypeError或ValueError。",
)
_SYNC_KV_TIMEOUT = api(
    "LLMConfig.sync_kv_timeout, in milliseconds (1000 ms when it is not set): a call that "
    "runs longer raises LLMException.",
    "LLMConfig.sync_kv_timeout，单位为毫秒（不配置时为1000ms）：执行时间超过它的调用会抛出LLMException。",
)
_SYNC_KV_RAISES = api(
    "LLMException when the call runs longer than sync_kv_timeout, or when a layer range is "
    "invalid; the reference does not name the status_code.",
    "执行时间超过sync_kv_timeout，或layer范围参数异常时，抛出LLMException；API参考未说明其status_code。",
)
_LAYER_RANGES = api(
    "src_layer_range and dst_layer_range (step 1) move only some layers; "
    "tensor_num_per_layer (2 by default: K and V) says how many tensors make a layer.",
    "src_layer_range和dst_layer_range（步长只支持1）只传输部分layer；tensor_num_per_layer"
    "（默认2，即K和V）表示每层的tensor数量。",
)
_LINK_TIMEOUT = api(
    "Its timeout argument, in milliseconds (3000 by default). The reference advises more "
    "than 200 ms, and more than 2000 ms when TLS is on.",
    "其timeout参数，单位为毫秒（默认3000）。API参考建议配置200ms以上；TLS开启时建议2000ms以上。",
)
# The reference gives the 200 ms / 2000 ms advice under link_clusters only.
_UNLINK_TIMEOUT = api(
    "Its timeout argument, in milliseconds (3000 by default).",
    "其timeout参数，单位为毫秒（默认3000）。",
)
_HCCL_LINK_TIME = api(
    "The HCCL link set-up itself is bounded by LLMConfig.link_total_time (seconds; 0, the "
    "default, reads HCCL_CONNECT_TIMEOUT, 120 s by default), retried link_retry_count times "
    "(1 by default) within it.",
    "HCCL建链本身的超时由LLMConfig的link_total_time（单位秒；默认0，即读取环境变量HCCL_CONNECT_TIMEOUT，"
    "默认120s）决定，在该时间内按link_retry_count（默认1）重试。",
)

LLMDATADIST = (
    Function(
        "LLMDataDist",
        "",
        "LLMDataDist(role: LLMRole, cluster_id: int)",
        api(
            "Creates an LLMDataDist. The role (LLMRole.PROMPT for the prefill cluster, "
            "LLMRole.DECODER for the decode cluster) only labels it and does not change how "
            "data moves; cluster_id must be unique among every LLMDataDist that links.",
            "构造LLMDataDist。角色（LLMRole.PROMPT为全量集群，LLMRole.DECODER为增量集群）只用于标识，"
            "对传输过程无影响；cluster_id在所有参与建链的LLMDataDist中必须唯一。",
        ),
        raises=(_TYPE_ERRORS,),
        in_text=False,
    ),
    Function(
        "init",
        "LLMDataDist",
        "init(options: Dict[str, str])",
        api(
            "Initializes the LLMDataDist from options, usually made by "
            "LLMConfig.generate_options(): device_id is required, and the cache manager mode "
            "must be on (enable_cache_manager = True, or local_comm_res set).",
            "根据options初始化LLMDataDist，options通常由LLMConfig.generate_options()生成：device_id必填，"
            "且需开启CacheManager模式（enable_cache_manager设为True，或设置local_comm_res）。",
        ),
        raises=(
            api(
                "LLMException when initialization fails; the reference does not name the "
                "status_code.",
                "初始化失败时抛出LLMException；API参考未说明其status_code。",
            ),
            _TYPE_ERRORS,
        ),
        notes=(
            api(
                "Once init has succeeded, call finalize before the process exits.",
                "初始化成功后，进程退出前需要调用finalize。",
            ),
        ),
        in_text=False,
    ),
    Function(
        "finalize",
        "LLMDataDist",
        "finalize()",
        api(
            "Releases the LLMDataDist. Call it before the process exits, once init has "
            "succeeded, and never at the same time as another call.",
            "释放LLMDataDist。初始化成功后，进程退出前需要调用；不能与其他接口并发调用。",
        ),
        notes=(
            api(
                "The reference does not say whether the instance can be initialized again "
                "after finalize.",
                "API参考未说明finalize之后该实例能否再次初始化。",
            ),
        ),
    ),
    Function(
        "link_clusters",
        "LLMDataDist",
        "link_clusters(clusters: Union[List[LLMClusterInfo], Tuple[LLMClusterInfo]], timeout=3000)",
        api(
            "Establishes links to peer clusters, started from one side: the client. Whether "
            "a side is the client or the server does not depend on its Prompt or Decoder "
            "role: the side that sets listen_ip_info listens and is the server.",
            "单边建链，由Client单侧发起。是Client还是Server与Prompt或Decoder角色无关：设置了"
            "listen_ip_info、监听端口的一侧为Server。",
        ),
        raises=(
            api(
                "It returns a tuple: the call's own LLMStatusCode, and a list with one "
                "LLMStatusCode per cluster; a failed link shows in that list.",
                "返回两个值的元组：接口本身的LLMStatusCode，以及每个集群建链结果（LLMStatusCode）的列表；"
                "建链失败体现在该列表中。",
            ),
            _TYPE_ERRORS,
        ),
        timeout=_LINK_TIMEOUT,
        notes=(
            api(
                "Register all memory before linking: memory registered after the link is "
                "not accessible from the remote side.",
                "调用前需提前注册所有内存，否则建链后注册的内存不支持远端访问。",
            ),
            api(
                "With local_comm_res empty or at version 1.0 or 1.2, links go through HCCL "
                "communication domains, at most 512; with version 1.3, through HixlCS, with no "
                "limit on links.",
                "local_comm_res为空、version为1.0或1.2时，通过集合通信的通信域建链，最多512个；"
                "version为1.3时使用HixlCS能力建链，没有链路上限。",
            ),
            ours(
                "The limit of 16 clusters per call comes from the remedy of "
                "LLM_CLUSTER_NUM_EXCEED_LIMIT; the API reference itself does not state it.",
                "每次调用最多16个集群的限制出自LLM_CLUSTER_NUM_EXCEED_LIMIT的解决办法；API参考本身没有说明。",
            ),
        ),
    ),
    Function(
        "unlink_clusters",
        "LLMDataDist",
        "unlink_clusters(clusters: Union[List[LLMClusterInfo], Tuple[LLMClusterInfo]], "
        "timeout=3000, force=False)",
        api(
            "Tears down links. Without force, the client starts it and tells the server, and "
            "both ends are torn down when nothing is faulty; when a fault makes it fail, the "
            "server must tear down its side too. With force=True it tears down only the "
            "local side, so both ends call it.",
            "断链。非强制断链由Client发起并通知Server，无故障时两端链路都会拆除；有故障导致断链失败时，"
            "需要在Server端也发起断链。force=True时只拆除本端链路，两端都要调用。",
        ),
        raises=(
            api(
                "It returns a tuple: the call's own LLMStatusCode, and a list with one "
                "LLMStatusCode per cluster.",
                "返回两个值的元组：接口本身的LLMStatusCode，以及每个集群断链结果（LLMStatusCode）的列表。",
            ),
            _TYPE_ERRORS,
        ),
        timeout=_UNLINK_TIMEOUT,
    ),
    Function(
        "switch_role",
        "LLMDataDist",
        "switch_role(role: LLMRole, switch_options: Optional[Dict[str, str]] = None)",
        api(
            "Switches this LLMDataDist to another role, and with switch_options between "
            "client and server: listen_ip_info (such as 192.168.1.1:26000) makes it a server; "
            "without it, it is a client, and a server that becomes a client closes its port. "
            "To move only a server's listening port, the options can name another port, and "
            "the one before is closed; with the hixl transfer backend, switch_role cannot "
            "change the listening port.",
            "切换当前LLMDataDist的角色，并可通过switch_options切换Client或Server：配置listen_ip_info"
            "（如192.168.1.1:26000）即作为Server；不配置则作为Client，Server切换为Client会关闭之前监听的端口。"
            "若只需切换Server的监听端口，可通过options指定另一个端口，之前的监听端口随之关闭；指定hixl"
            "传输后端时，不支持通过switch_role变更监听端口。",
        ),
        raises=(
            api(
                "LLMException with LLM_EXIST_LINK when links are left over.",
                "存在残留链路资源时抛出LLMException，status_code为LLM_EXIST_LINK。",
            ),
            T.of(Source.PY_TABLE)(
                "LLM_FEATURE_NOT_ENABLED: if it is raised when switching this LLMDataDist's "
                "role, check that LLMConfig set enable_switch_role = True at initialization.",
                "LLM_FEATURE_NOT_ENABLED：如果是切换当前LLMDataDist的角色时抛出该异常，"
                "排查初始化时LLMConfig是否设置了enable_switch_role = True。",
            ),
            src(
                "In the source, under the hixl transfer backend, a listen_ip_info other than "
                'the one it was initialised with returns LLM_FEATURE_NOT_ENABLED ("listen ip '
                'info:... is not the same with init listen ip info:...", '
                "hixl_transfer_engine.cc:259); it sets llm.EnableSwitchRole but reads it nowhere "
                "(at 9ed283b).",
                "在源码中，使用hixl传输后端时，若listen_ip_info与初始化时的不同，返回"
                'LLM_FEATURE_NOT_ENABLED（"listen ip info:... is not the same with init listen ip '
                'info:..."，hixl_transfer_engine.cc:259）；源码中没有任何地方读取enable_switch_role。',
            ),
            _TYPE_ERRORS,
        ),
    ),
    Function(
        "link",
        "LLMDataDist",
        "link(comm_name: str, cluster_rank_info: Dict[int, int], rank_table: str) -> int",
        api(
            "Establishes links from both sides at once, through an HCCL communication domain "
            "described by a rank table; every node of the domain calls it at the same time. It "
            "returns the domain's id. The reference recommends link_clusters instead.",
            "双边建链，通过由rank table描述的通信域建链，通信域内所有节点需同时发起，返回标识通信域的ID。"
            "API参考推荐使用更易用的link_clusters。",
        ),
        raises=(_TYPE_ERRORS,),
        timeout=_HCCL_LINK_TIME,
        notes=(
            api(
                "At most 4 nodes per domain; no more than 16 domains advised, 512 at most; at "
                "most 16 links are set up at once, more wait in a queue. Configure the memory "
                "pool or register memory before link. Not on Ascend 950PR/950DT.",
                "通信域内节点最多4个；通信域数量建议不超过16，最大512；最多16条链路并发建链，超过的会排队。"
                "link前需先配置内存池或注册内存。Ascend 950PR/950DT不支持该接口。",
            ),
        ),
        in_text=False,
    ),
    Function(
        "unlink",
        "LLMDataDist",
        "unlink(comm_id: int)",
        api(
            "Tears down the links of a domain that link set up, by the id link returned.",
            "断开由link建立的链路，参数为link返回的通信域ID。",
        ),
        raises=(
            api(
                "LLMException when it fails; the reference does not name the status_code.",
                "异常时抛出LLMException；API参考未说明其status_code。",
            ),
            _TYPE_ERRORS,
        ),
        in_text=False,
    ),
    Function(
        "query_register_mem_status",
        "LLMDataDist",
        "query_register_mem_status(comm_id: int) -> RegisterMemStatus",
        api(
            "Tells how far the registration of memory has got in a domain set up by link.",
            "查询由link建立的通信域中内存注册的状态。",
        ),
        raises=(
            api(
                "LLMException when it fails; the reference does not name the status_code.",
                "异常时抛出LLMException；API参考未说明其status_code。",
            ),
            _TYPE_ERRORS,
        ),
    ),
    Function(
        "cache_manager",
        "LLMDataDist",
        "cache_manager",
        api(
            "The CacheManager of this LLMDataDist, once init has run: every cache call below "
            "goes through it.",
            "获取该LLMDataDist的CacheManager实例（在init之后）：下列缓存接口都通过它调用。",
        ),
        in_text=False,
    ),
)

CACHE_MANAGER = (
    Function(
        "pull_cache",
        "CacheManager",
        "pull_cache(cache_key: Union[CacheKey, CacheKeyByIdAndIndex], cache: Cache, "
        "batch_index: int = 0, size: int = -1, **kwargs)",
        api(
            "Pulls a cache from the peer that holds cache_key into the local cache. A pull "
            "can be partial: size > 0 is the tensor size to pull (-1, the default, the whole "
            "of one local KV).",
            "根据CacheKey从对端拉取Cache到本地Cache。可以只拉取一部分：size>0表示要拉取的tensor大小"
            "（默认-1表示完整拷贝本地单个KV的大小）。",
        ),
        raises=(_SYNC_KV_RAISES, _TYPE_ERRORS),
        timeout=_SYNC_KV_TIMEOUT,
        notes=(_LAYER_RANGES,),
    ),
    Function(
        "pull_blocks",
        "CacheManager",
        "pull_blocks(src_cache_key, dst_cache, src_blocks=(), dst_blocks=(), **kwargs)",
        api(
            "Pulls a cache by blocks, for PagedAttention: the blocks src_blocks of the peer's "
            "cache into the blocks dst_blocks of the local one. src_blocks stays empty unless "
            "src_cache_key is a BlocksCacheKey.",
            "PagedAttention场景下，按block列表从对端拉取Cache：对端的src_blocks拉取到本地的dst_blocks。"
            "src_cache_key不是BlocksCacheKey时，src_blocks不填。",
        ),
        raises=(_SYNC_KV_RAISES, _TYPE_ERRORS),
        timeout=_SYNC_KV_TIMEOUT,
        notes=(_LAYER_RANGES,),
    ),
    Function(
        "push_cache",
        "CacheManager",
        "push_cache(dst_cache_key: CacheKeyByIdAndIndex, src_cache: Cache, "
        "src_batch_index: int = 0, src_layer_range=None, dst_layer_range=None, size: int = -1, "
        "tensor_num_per_layer=2)",
        api(
            "Pushes a local cache to the peer's cache that dst_cache_key names.",
            "根据CacheKey把本地Cache推送到远端Cache。",
        ),
        raises=(_SYNC_KV_RAISES, _TYPE_ERRORS),
        timeout=_SYNC_KV_TIMEOUT,
    ),
    Function(
        "push_blocks",
        "CacheManager",
        "push_blocks(dst_cache_key: BlocksCacheKey, src_cache: Cache, src_blocks=(), "
        "dst_blocks=(), src_layer_range=None, dst_layer_range=None, tensor_num_per_layer=2)",
        api(
            "Pushes local blocks to the peer's blocks, for PagedAttention.",
            "PagedAttention场景下，按block列表把本地Cache推送到远端Cache。",
        ),
        raises=(_SYNC_KV_RAISES, _TYPE_ERRORS),
        timeout=_SYNC_KV_TIMEOUT,
    ),
    Function(
        "transfer_cache_async",
        "CacheManager",
        "transfer_cache_async(src_cache, layer_synchronizer, transfer_configs, "
        "src_block_indices=None, dst_block_indices=None, dst_block_memory_size=None) -> CacheTask",
        api(
            "Transfers a cache layer by layer, asynchronously, as layer_synchronizer says each "
            "layer is ready; it returns a CacheTask to wait on.",
            "异步分层传输Cache，由layer_synchronizer通知每层就绪；返回CacheTask。",
        ),
        raises=(
            api(
                "LLMException for invalid data; the reference does not name the status_code.",
                "传入数据非法时抛出LLMException；API参考未说明其status_code。",
            ),
            _TYPE_ERRORS,
        ),
        notes=(
            api(
                "The reference names no timeout for it.",
                "API参考未说明其超时时间。",
            ),
            src(
                "In the source each layer's transfer is bounded by sync_kv_timeout: "
                "transfer_cache_async, push_cache and push_blocks all go through "
                "transfer_cache_v2 to DataCacheEngine::TransferCache, whose layer-wise job "
                'returns LLM_TIMEOUT ("stream handle transfer request timeout") after that '
                "many milliseconds. CacheTask.synchronize(timeout_in_millis) and "
                "get_results(timeout_in_millis) return LLM_TIMEOUT, a status and not an "
                "exception, when their wait runs out.",
                "源码中每一层的传输都受sync_kv_timeout限制：transfer_cache_async、push_cache和push_blocks"
                "都经由transfer_cache_v2调用DataCacheEngine::TransferCache，其分层传输任务超过该毫秒数后返回"
                "LLM_TIMEOUT（“stream handle transfer request timeout”）。CacheTask.synchronize"
                "(timeout_in_millis)和get_results(timeout_in_millis)等待超时时返回LLM_TIMEOUT（返回状态，"
                "不抛出异常）。",
            ),
        ),
    ),
    Function(
        "register_cache",
        "CacheManager",
        "register_cache(cache_desc: CacheDesc, addrs: List[int], cache_keys=(), "
        "remote_accessible: Optional[bool] = None) -> Cache",
        api(
            "Registers memory the caller allocated, outside PagedAttention, and returns the "
            "Cache. Device memory is registered before linking.",
            "非PagedAttention场景下注册自行申请的内存，返回注册的Cache。Device内存需要先注册再建链。",
        ),
        raises=(
            _TYPE_ERRORS,
            api("AttributeError when an argument is None.", "传入参数为None时抛出AttributeError。"),
        ),
        notes=(
            api(
                "register_cache and register_blocks_cache take at most 240 addresses between them.",
                "register_cache与register_blocks_cache的地址个数之和不超过240。",
            ),
        ),
    ),
    Function(
        "register_blocks_cache",
        "CacheManager",
        "register_blocks_cache(cache_desc: CacheDesc, addrs: List[int], blocks_cache_key=None, "
        "remote_accessible: Optional[bool] = None) -> Cache",
        api(
            "Registers memory the caller allocated, for PagedAttention, and returns the Cache.",
            "PagedAttention场景下注册自行申请的内存，返回注册的Cache。",
        ),
        raises=(
            _TYPE_ERRORS,
            api("AttributeError when an argument is None.", "传入参数为None时抛出AttributeError。"),
        ),
    ),
    Function(
        "unregister_cache",
        "CacheManager",
        "unregister_cache(cache_id: int) -> None",
        api(
            "Unregisters memory that register_cache or register_blocks_cache registered. Only "
            "with local_comm_res set; tear the links down with unlink first, or HCCL reports "
            "errors.",
            "解除注册由register_cache或register_blocks_cache注册的内存。仅支持配置了local_comm_res的场景；"
            "调用前需先调用unlink断链，否则会导致HCCL报错。",
        ),
        raises=(_TYPE_ERRORS,),
    ),
    Function(
        "remap_registered_memory",
        "CacheManager",
        "remap_registered_memory(mem_infos: Union[MemInfo, list[MemInfo]]) -> None",
        api(
            "Meant to repair KV cache memory registered with the NIC after a memory UCE "
            "(ACL_ERROR_RT_DEVICE_MEM_ERROR). The function itself is reserved and not "
            "supported yet.",
            "用于在发生内存UCE故障（ACL_ERROR_RT_DEVICE_MEM_ERROR）后修复注册给网卡的KV Cache内存。"
            "该接口本身为预留接口，暂不支持。",
        ),
        raises=(_TYPE_ERRORS,),
    ),
)

OTHERS = (
    Function(
        "torch_npu.npu.restart_device",
        "",
        "torch_npu.npu.restart_device",
        api(
            "Part of Ascend Extension for PyTorch, not of LLM-DataDist. Its description, in "
            "that project's custom API reference, explains how to obtain and repair the "
            "virtual address hit by a memory UCE.",
            "属于Ascend Extension for PyTorch，不属于LLM-DataDist。其自定义API参考中的说明介绍了如何获取并"
            "修复发生内存UCE的错误虚拟地址。",
        ),
    ),
)

ALL = LLMDATADIST + CACHE_MANAGER + OTHERS


# Which Python calls reach a C++ method, read in upstream's source at the catalogue's
# commit (the fidelity review of 2026-12-01): pull_cache and pull_blocks both call
# pull_cache_v2, the wrapper of LLMDataDistV2::PullCache; copy_cache and copy_blocks both
# call copy_cache_v2. A C++ method not listed here is attributed to its component, with
# its name: matching it to a Python call by its name was wrong (PullBlocks is not what
# pull_blocks reaches).
REACHED_BY = {
    "LLMDataDistV2::PullCache": ("pull_cache", "pull_blocks"),
    "LLMDataDistV2::CopyCache": ("copy_cache", "copy_blocks"),
    "CacheManager::CopyCache": ("copy_cache", "copy_blocks"),
}
# C++ methods that only the C++ API reaches (LlmDataDist::PullKvBlocks calls PullBlocks).
CPP_API_ONLY = {"LLMDataDistV2::PullBlocks": "PullKvBlocks"}
# The files of the Python classes whose methods are the public calls: a helper of the
# same name elsewhere (TransferCacheJob.init in llm_utils.py) is not the public call.
PUBLIC_FILES = ("llm_datadist.py", "cache_manager.py")
# Which public calls reach a Python helper (its file and function), read in upstream's
# source at the catalogue's commit 9ed283b (the fidelity review of 2026-12-02, M10):
# LLMDataDist.init calls _check_flow_graph_max_size and _setup_engine_option
# (llm_datadist.py:97-98); CacheManager.transfer_cache_async calls llm_utils's
# transfer_cache_async (cache_manager.py:506), which runs TransferCacheJob.init
# (llm_utils.py:310), which checks each config (:166); pull_blocks and pull_cache call
# layer_range_to_tensor_indices (cache_manager.py:258, 308).
PY_REACHED_BY = {
    ("llm_datadist.py", "_check_flow_graph_max_size"): ("init",),
    ("llm_datadist.py", "_setup_engine_option"): ("init",),
    ("llm_utils.py", "transfer_cache_async"): ("transfer_cache_async",),
    ("llm_utils.py", "init"): ("transfer_cache_async",),
    ("llm_utils.py", "check_transfer_config"): ("transfer_cache_async",),
    ("llm_utils.py", "layer_range_to_tensor_indices"): ("pull_blocks", "pull_cache"),
}
