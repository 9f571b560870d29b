"""The symptoms of upstream's differential diagnosis, as data: for each ambiguous symptom
of a failed link or transfer, the hypotheses, the lines that support or rule out each,
and what to check next.

Source: upstream's troubleshooting guide (hicann/hixl ``.agents/skills/hixl-troubleshoot/``
at the pinned commit; ``shared/upstream/troubleshoot/differential-diagnosis.md``), its
facts in our words. What the guide leaves to a person (comparing two configurations, running
``hccn_tool``) stays a hypothesis to check, never a verdict; what we add (the codes a
symptom is usually reported with, the time window) is labelled ours.

A ``Look`` is what a reader of logs can decide: lines holding all the words of one of its
``lines`` (compared case-insensitively), on one ``side`` (``peer``: the end that did not
show the symptom; ``any``), of some layers only (``layers``), before the symptom or at
any time. ``check`` names a computation over both ends: ``comm_gap``, the time between the two ends
entering the same ``comm[...]`` against the timeout the logs state; ``comm_shared``, the
same, and also whether the peer entered that ``comm[...]`` at all.
"""

from __future__ import annotations

from typing import NamedTuple

from .record import Source, T

GUIDE = Source.GUIDE
HCCL_GUIDE = Source.HCCL_GUIDE
NEIGHBOUR = Source.NEIGHBOUR
NEIGHBOUR_GUIDE = Source.NEIGHBOUR_GUIDE
OURS = Source.OURS

# Below the libraries; with the device's network port (hccn_tool's output), below the
# driver (ours: the tool prints a state, not a layer). ROCE is the plog module of the RoCE
# driver's user-space library (hns_roce_lite), which prints the error CQE itself
# (hccl-fault-diagnosis/task_exec_stage.md, EI0013).
LOWER_LAYERS = ("HCCL", "HCCP", "ROCE", "RUNTIME", "DRV", "NIC")


# The formats upstream prints its lines in (registry/log_formats.py, triage/events.py):
# CANN's plog and the error manager's block. A hypothesis's words count only there, never
# in another program's line that quotes them (a user's prompt, a shell trace, a web
# server's port).
UPSTREAM = ("plog", "error-manager")
# What shows a symptom: upstream's lines, and the exception or torch_npu's line that
# carries a layer's code in its context words (507046 after "error code is").
SHOWN_IN = (*UPSTREAM, "exception", "torch_npu")


class Look(NamedTuple):
    """Lines that decide: any of ``lines`` (each a tuple of words a line holds, all of
    them) on ``side``, from ``layers`` (None: any) and ``formats``, ``before`` the
    symptom or at any time. ``lines`` empty: any error line of those layers. ``whole``:
    in the side's logs before the symptom, however long before (a registration precedes
    the link), not only in the window. ``same_thread``: on the symptom's side, in its
    thread (ours: the transfer's own task)."""

    lines: tuple[tuple[str, ...], ...]
    side: str = "any"
    layers: tuple[str, ...] | None = None
    before: bool = False
    errors: bool = True  # only lines of ERROR level count (else any kept line)
    formats: tuple[str, ...] = UPSTREAM
    whole: bool = False
    same_thread: bool = False


class Hypothesis(NamedTuple):
    key: str
    says: T  # the hypothesis
    confirms: T  # the evidence that supports it, in words
    rules_out: T  # what rules it out, or the next step where nothing in a log does
    next: T  # what to check or collect next
    supports: Look | None = None  # a line (or a check) that supports it
    refutes: Look | None = None  # a line that rules it out (where none supports it)
    supports_also: Look | None = None  # another kind of line that supports it
    absent_rules_out: bool = False  # with the side's logs at hand, no supporting line rules it out
    absent_supports: bool = False  # with the side's logs at hand, no such line supports it
    check: str | None = None  # a computation over both ends: "comm_gap", "tls"
    shows: tuple[str, ...] = ()  # words of lines a person should read to decide
    source: Source = GUIDE
    # A supporting line that names its port (port[N]): the node's facts say what holds it
    # (ss -ltnp's line of that port), as HCCL's guide asks (param_link_stage.md, EI0019).
    ports: bool = False

    @property
    def collects(self) -> str | None:
        """Which logs its next step asks for: ``both`` (both ends', or the peer's: the
        other end's), ``one`` (a plog of the side that shows it), or None (no log)."""
        if "plog" not in self.next.en:
            return None
        return "both" if ("peer's" in self.next.en or "Both ends'" in self.next.en) else "one"


class Symptom(NamedTuple):
    key: str  # its page: symptoms/<key>/
    title: str  # as the log shows it
    lines: tuple[tuple[str, ...], ...]  # a line shows the symptom when it holds all of one
    # "link" (set-up: both ends' logs decide), "transfer", or "node" (a fact of the node
    # whose line shows it: its own logs decide)
    phase: str
    hypotheses: tuple[Hypothesis, ...]
    codes: tuple[str, ...] = ()  # the codes it is usually reported with (qualified names)
    codes_source: Source = OURS
    # where it has none of ours: what the caller gets instead, and whose that is
    no_code: T | None = None
    error_only: bool = True  # only a line of ERROR level shows it
    source: Source = GUIDE
    formats: tuple[str, ...] = SHOWN_IN  # the formats of the lines that show it
    # the error manager's codes it is reported with (registry/error_manager.py)
    manager_codes: tuple[str, ...] = ()
    # words that lead a pasted line to its page (the site's search and decoder) where
    # ``lines`` are no words of a line (a neighbour's code's key): triage takes none of them
    pasted: tuple[tuple[str, ...], ...] = ()

    @property
    def pasted_lines(self) -> tuple[tuple[str, ...], ...]:
        """What a pasted line of it holds, for the site: its lines, then ``pasted``."""
        return (*self.lines, *self.pasted)


# Configuration hypotheses decided by the two nodes' facts (issue 32: llm-status collect's
# transcript, registry/facts.py). Each is a link set-up's: a fact decides only the
# hypotheses of the symptom that admits it.
# What rules out a cause of Mooncake's -1: no line (its binding returns -1 for any failure).
ANY_FAILURE = T(
    "No line rules it out: the binding returns -1 for any failure.",
    "没有日志能排除它：该绑定在任何失败时都返回-1。",
)
DEVICE_IP = Hypothesis(
    "device-ip",
    T(
        "A device's IP in `/etc/hccn.conf` or in the rank table is not the one the device "
        "has, or the file is missing where the process runs (a container that does not "
        "mount it).",
        "`/etc/hccn.conf`或rank table中某个device的IP不是该device实际的IP，或进程所在环境中"
        "没有该文件（容器未挂载）。",
    ),
    T(
        "On one node, `address_N` of `/etc/hccn.conf`, or the rank table's `device_ip` of "
        "the node's own server, differs from `hccn_tool -i N -ip -g`, or `cat /etc/hccn.conf` "
        "fails where hccn_tool answers. HCCL checks the rank table's and fails with EI0014 "
        "(HCCL's guide).",
        "同一节点上，`/etc/hccn.conf`的`address_N`或rank table中本节点server的`device_ip`与"
        "`hccn_tool -i N -ip -g`不同，或hccn_tool可用而`cat /etc/hccn.conf`失败。HCCL会校验"
        "rank table中的地址，不一致时报EI0014（HCCL的指南）。",
    ),
    T(
        "Ruled out when every device's addresses agree on both nodes.",
        "两个节点上每个device的各处地址都一致时排除。",
    ),
    T(
        "On both nodes: `cat /etc/hccn.conf`, `cat $RANK_TABLE_FILE` and "
        "`hccn_tool -i N -ip -g` for each device (`llm-status collect` runs them all).",
        "在两个节点上：`cat /etc/hccn.conf`、`cat $RANK_TABLE_FILE`，以及每个device的"
        "`hccn_tool -i N -ip -g`（`llm-status collect`会全部运行）。",
    ),
    check="device_ip",
    # Ours: from the research table (row 6, Mooncake's Ascend transport document: "Ensure
    # /etc/hccn.conf exists, especially in containers"); the rank table's part is HCCL's
    # guide's (rank_table_load_fail.md, EI0014), and its sentences name it.
    source=OURS,
)
VERSIONS = Hypothesis(
    "version-requirement",
    T(
        "A node's CANN, HDK or Mooncake is older than a published requirement of what its "
        "processes use (vllm-ascend's KV pool, its fabric memory).",
        "某个节点的CANN、HDK或Mooncake版本低于其进程所用功能公布的要求（vllm-ascend的KV池、"
        "fabric内存）。",
    ),
    T(
        "A node's version (CANN's install info, the driver's version.info, the Mooncake wheel) "
        "is below what vllm-ascend's KV pool guide asks for: CANN 8.5.0 and Mooncake "
        "0.3.11.post1 for AscendStoreConnector; CANN 9.0.0 and HDK 25.5 for "
        "ASCEND_ENABLE_USE_FABRIC_MEM=1.",
        "某节点的版本（CANN的install info、驱动的version.info、Mooncake wheel）低于vllm-ascend"
        "的KV池指南的要求：AscendStoreConnector需要CANN 8.5.0与Mooncake 0.3.11.post1；"
        "ASCEND_ENABLE_USE_FABRIC_MEM=1需要CANN 9.0.0与HDK 25.5。",
    ),
    T(
        "Ruled out when both nodes' versions meet every requirement that applies.",
        "两个节点的版本都满足所有适用的要求时排除。",
    ),
    T(
        "On both nodes: `cat /usr/local/Ascend/driver/version.info`, CANN's "
        "`ascend_toolkit_install.info`, and the Mooncake wheel the process loads "
        "(`llm-status collect` reads them all); compare with the requirement tables of what "
        "you deploy.",
        "在两个节点上：`cat /usr/local/Ascend/driver/version.info`、CANN的"
        "`ascend_toolkit_install.info`，以及进程加载的Mooncake wheel（`llm-status collect`"
        "会全部读取）；再与所部署软件的版本要求表对照。",
    ),
    check="requirements",
    # vllm-ascend's kv_pool.md (its dependencies, section 1; its hardware table, 5.1), as
    # registry/facts.py's REQUIREMENTS cites them line by line.
    source=NEIGHBOUR_GUIDE,
)
IP_FAMILY = Hypothesis(
    "ip-family",
    T(
        "One end's devices have IPv4 addresses and the other's only IPv6 (HCCL uses IPv4 "
        "where a device has one).",
        "一端的device配置了IPv4地址，而另一端只有IPv6（device有IPv4时HCCL使用IPv4）。",
    ),
    T(
        "`hccn_tool -i N -ip -g` gives an IPv4 address on one node's devices and none on "
        "the other's, which give only `-ip -inet6 -g`; or HCCL's own check at the "
        "communicator's start says `device ip family[...] is not same as others` (EI0001, "
        "HCCL's guide). The guide names that check, not this symptom: pairing them is ours.",
        "一个节点的device上`hccn_tool -i N -ip -g`有IPv4地址，另一节点的device没有，只有"
        "`-ip -inet6 -g`的地址；或HCCL在通信域初始化时的校验报`device ip family[...] is not "
        "same as others`（EI0001，HCCL的指南）。指南给出的是该校验而非本现象：二者的关联为本项目判断。",
    ),
    T(
        "Ruled out when both nodes' devices use the same family.",
        "两个节点的device使用同一协议族时排除。",
    ),
    T(
        "`hccn_tool -i N -ip -g` and `hccn_tool -i N -ip -inet6 -g` on both nodes; HCCL's "
        "guide sets the family with `HCCL_SOCKET_FAMILY`.",
        "在两个节点上运行`hccn_tool -i N -ip -g`与`hccn_tool -i N -ip -inet6 -g`；HCCL的指南"
        "通过`HCCL_SOCKET_FAMILY`指定协议族。",
    ),
    check="ip_family",
    # HCCL's own line of the mismatch (cluster_info_verify_fail.md: "[InitGroupStage]
    # [RanktableCheck]rank[0] device ip family[2] is not same as others[10]."), whenever
    # before the symptom: it supports it where the nodes' facts decide nothing.
    supports=Look(
        (("device ip family[", "is not same as others"),),
        layers=("HCCL",),
        before=True,
        whole=True,
    ),
    # HCCL's guide (cluster_info_verify_fail.md, EI0001): all ranks of a job must use one
    # IP family; HCCL takes IPv4 first, IPv6 where a device has no IPv4. The guide ties it
    # to no socket timeout or 503900, nor does upstream's differential diagnosis: its
    # place under these symptoms is ours (the fidelity review's M4).
    source=OURS,
)


NIC_DOWN = Hypothesis(
    "nic-down",
    T(
        "A device's network port is DOWN, or fails its health check.",
        "device的网口处于DOWN，或其健康检查失败。",
    ),
    T(
        "`hccn_tool -i N -link -g` says `link status: DOWN` (upstream's guide), or "
        "`-net_health -g` a failed state, on every device of a node whose ports it reports "
        "(the health states are FaultDiag's, and the every-device rule ours).",
        "某节点上hccn_tool报告的每个device，`hccn_tool -i N -link -g`均为`link status: DOWN`"
        "（上游指南），或`-net_health -g`为失败状态（健康状态取自FaultDiag，“每个device”的规则为本项目判断）。",
    ),
    T(
        "A port that is UP now may have been DOWN at the failure: its history "
        "(`-link_stat -g`) decides, not its state now.",
        "当前为UP的网口在故障时刻可能曾为DOWN：由其历史（`-link_stat -g`）判定，而不是当前状态。",
    ),
    T(
        "On both nodes, `hccn_tool -i N -link -g` and `-link_stat -g` for each device, and "
        "which device the failing link used.",
        "在两个节点上对每个device运行`hccn_tool -i N -link -g`与`-link_stat -g`，并确认故障链路所用的device。",
    ),
    check="nic_down",
    # Upstream's guide (env-check.md): a NIC that is DOWN fails link set-ups and transfers;
    # one UP now but DOWN at the failure can be the cause too (its link_stat history).
    source=GUIDE,
)

# Upstream's first environment check for a link failure (troubleshoot/env-check.md: "环境
# ROCE 没有配置连通，会导致建链失败。排除其他明显原因后，主动检查 device IP 和 device 间联通性"):
# no log line decides it; the guide's roce_test between the two devices does.
ROCE_UNREACHABLE = Hypothesis(
    "roce-unreachable",
    T(
        "The two devices cannot reach each other over RoCE (the network between them is not "
        "configured to connect).",
        "两个device之间的RoCE不通（二者之间的网络未配置连通）。",
    ),
    T(
        "No log line shows it: the guide's RoCE test between the two devices fails.",
        "没有日志行能说明：指南中两个device之间的RoCE测试失败。",
    ),
    T(
        "Ruled out when the guide's RoCE test between the two devices passes.",
        "指南中两个device之间的RoCE测试通过时排除。",
    ),
    T(
        "Once the logs show no more obvious cause, test the two devices' connectivity as the "
        "guide does: on the receiving node `hccn_tool -i 0 -roce_test reset` then `hccn_tool "
        "-i 0 -roce_test ib_send_bw -s 65536 -n 1000 -tcp`; on the sending node `hccn_tool -i "
        "1 -roce_test reset` then `hccn_tool -i 1 -roce_test ib_send_bw -s 65536 -n 1000 "
        "address <the receiver's device IP> -tcp` (the receiver's device IP: `hccn_tool -i 0 "
        "-ip -g` there).",
        "排除其他明显原因后，按指南检查两个device的连通性：在接收端运行`hccn_tool -i 0 -roce_test "
        "reset`，再运行`hccn_tool -i 0 -roce_test ib_send_bw -s 65536 -n 1000 -tcp`；在发送端运行"
        "`hccn_tool -i 1 -roce_test reset`，再运行`hccn_tool -i 1 -roce_test ib_send_bw -s 65536 "
        "-n 1000 address <接收端的device IP> -tcp`（接收端的device IP：在接收端运行`hccn_tool -i 0 "
        "-ip -g`）。",
    ),
    source=GUIDE,
)

SYMPTOMS = (
    Symptom(
        key="wait-socket-establish-timeout",
        title="wait socket establish timeout / HcclCommPrepare",
        # HCCL's guide (param_link_stage.md, "建链超时（EI0006）") finds this symptom by its
        # lines ("wait socket establish timeout", "[InitChannelStage][Timeout]") for its
        # EI0006, whose block says "Getting socket times out" (error-manager.tsv): the code
        # keys it as much as the words (issue 50: rules decide on codes).
        lines=(
            ("wait socket establish timeout",),
            ("hcclcommprepare", "timeout"),
            ("[initchannelstage][timeout]",),
            ("ei0006",),
        ),
        manager_codes=("EI0006",),
        phase="link",
        codes=("hixl::TIMEOUT", "LLM_TIMEOUT", "LLM_LINK_FAILED"),
        hypotheses=(
            Hypothesis(
                "issued-apart",
                T(
                    "The two ends started the link set-up further apart than the timeout.",
                    "两端发起建链的时间差超过了超时时间。",
                ),
                T(
                    "Both ends' HcclCommPrepare entries for the same comm[...] are further "
                    "apart than the timeout the logs state.",
                    "同一comm[...]两端的HcclCommPrepare入口时间差大于日志中给出的超时时间。",
                ),
                T(
                    "Ruled out when the two entries are closer than the timeout; then look "
                    "for the peer's first error in the same window.",
                    "时间差小于超时时间即可排除；随后查找对端同一时间窗口内的首个错误。",
                ),
                T(
                    "Both ends' INFO-level plogs around the failure, with the HcclCommPrepare "
                    "entries of the same comm[...].",
                    "收集两端故障前后的INFO级plog，其中要有同一comm[...]的HcclCommPrepare入口。",
                ),
                check="comm_gap",
            ),
            Hypothesis(
                "path-mismatch",
                T(
                    "The two ends use different link paths.",
                    "两端使用的链路路径不一致。",
                ),
                T(
                    "LINK_ERROR_INFO shows one end on an HCCS virtual IP and the other on a "
                    "RoCE IP, or HCCL_INTRA_ROCE_ENABLE differs between the ends.",
                    "LINK_ERROR_INFO显示一端使用HCCS虚拟IP而另一端使用RoCE IP，或两端"
                    "HCCL_INTRA_ROCE_ENABLE不一致。",
                ),
                T(
                    "Ruled out when both ends use the same path and environment variables.",
                    "两端路径与环境变量一致时排除。",
                ),
                T(
                    "Read both ends' LINK_ERROR_INFO lines and compare HCCL_INTRA_ROCE_ENABLE.",
                    "阅读两端的LINK_ERROR_INFO行，并比较HCCL_INTRA_ROCE_ENABLE。",
                ),
                # Both ends' HCCL_INTRA_ROCE_ENABLE, from their nodes' facts (issue 32).
                check="roce_env",
                shows=("LINK_ERROR_INFO", "HCCL_INTRA_ROCE_ENABLE"),
            ),
            Hypothesis(
                "tls-mismatch",
                T("The two ends' TLS settings differ.", "两端的TLS配置不一致。"),
                T(
                    "TlsStatus, or `hccn_tool -tls -g` on each end, differs.",
                    "TlsStatus或两端`hccn_tool -tls -g`的结果不一致。",
                ),
                T("Ruled out when the TLS state is the same.", "TLS状态一致时排除。"),
                T(
                    "Run `hccn_tool -tls -g` on both ends and compare.",
                    "在两端运行`hccn_tool -tls -g`并比较结果。",
                ),
                # HCCL's guide (param_link_stage.md, EI0006, check 5): LINK_ERROR_INFO's
                # TlsStatus is the logging card's own (ENABLE, DISABLE; UNKNOWN: not read),
                # and HCCP's `TLS SWITCH (1)` in the device log says the same.
                check="tls",
                shows=("TlsStatus", "TLS SWITCH"),
            ),
            DEVICE_IP,
            IP_FAMILY,
            NIC_DOWN,
            ROCE_UNREACHABLE,
            VERSIONS,
            Hypothesis(
                "port-conflict",
                T(
                    "A listening port is taken or does not match (several processes on one "
                    "card, a container's ports, a random port unlike the ranktable's).",
                    "监听端口被占用或不一致（同卡多进程、容器端口、随机端口与ranktable不符）。",
                ),
                T(
                    "A line says `listen on port ... fail` or `Address already in use`.",
                    "日志中有`listen on port ... fail`或`Address already in use`。",
                ),
                T(
                    "Ruled out when both ends listen successfully and the ranktable's ports agree.",
                    "两端均监听成功且ranktable端口一致时排除。",
                ),
                # Ours, from the guide's evidence and HCCL's fault-diagnosis guide
                # (param_link_stage.md, EI0019: HCCL binds port 16666 by default; several
                # processes on one device set HCCL_NPU_SOCKET_PORT_RANGE="auto").
                T(
                    "On the node whose line says so: which process holds the port (`ss -ltnp`); "
                    "for several processes on one device, HCCL's guide sets "
                    'HCCL_NPU_SOCKET_PORT_RANGE="auto"; then device_port / listen_port of '
                    "every process on the card and the ranktable's ports.",
                    "在报出该行的节点上：查看哪个进程占用了该端口（`ss -ltnp`）；同一device上有多个进程时，"
                    'HCCL的指南设置HCCL_NPU_SOCKET_PORT_RANGE="auto"；再检查同卡各进程的'
                    "device_port/listen_port以及ranktable中的端口。",
                ),
                # The guide's `listen on port ... fail`, and the words HCCL's line has
                # ("listen on ip[...] and specific port[...] fail", vllm-ascend#1955).
                ports=True,
                supports=Look(
                    (
                        ("listen on port", "fail"),
                        ("listen on ip", "port[", "fail"),
                        ("address already in use",),
                    ),
                    layers=("HCCL", "HCCP"),
                ),
            ),
            Hypothesis(
                "peer-failed-first",
                T(
                    "A resource or registration failure on the peer surfaced as a timeout.",
                    "对端的资源或注册失败被包装成了超时。",
                ),
                T(
                    "Before the timeout, the peer shows DevMemAllocHugePageManaged, "
                    "ibv_cmd_create_cq, a memory registration failure, or a first error of "
                    "DRV or HCCP.",
                    "超时之前，对端出现DevMemAllocHugePageManaged、ibv_cmd_create_cq、内存注册"
                    "失败，或DRV、HCCP的首个错误。",
                ),
                T(
                    "Ruled out when the peer's logs of that window show no such error; only "
                    "then look at the network and the configuration.",
                    "对端该时间窗口的日志中没有此类错误时排除；此后才排查网络与配置。",
                ),
                T(
                    "The peer's plog of the same window (DRV, HCCP, RUNTIME and HCCL lines).",
                    "收集对端同一时间窗口的plog（DRV、HCCP、RUNTIME与HCCL日志）。",
                ),
                supports=Look(
                    (
                        ("devmemallochugepagemanaged",),
                        ("ibv_cmd_create_cq",),
                        ("failed to register mem",),
                        ("register mem failed",),
                        ("hcclmemregipc",),
                    ),
                    side="peer",
                    before=True,
                ),
                # The guide's "or a first error of DRV or HCCP" on the peer (fidelity W1).
                supports_also=Look((), side="peer", layers=("DRV", "HCCP"), before=True),
                absent_rules_out=True,
            ),
        ),
    ),
    Symptom(
        key="failed-to-connect-503900",
        title="Failed to connect ... 503900 / HcclCommPrepare ... ret[13]",
        lines=(("failed to connect", "503900"), ("hcclcommprepare", "ret[13]")),
        phase="link",
        codes=("hixl::FAILED", "LLM_LINK_FAILED"),
        hypotheses=(
            Hypothesis(
                "user-hbm",
                T("The peer ran out of user HBM.", "对端用户HBM不足。"),
                T(
                    "The peer first shows DevMemAllocHugePageManaged or `halMemAlloc ... out "
                    "of memory`.",
                    "对端先出现DevMemAllocHugePageManaged或`halMemAlloc ... out of memory`。",
                ),
                T(
                    "Not this when the only such line is `ibv_cmd_create_cq ... ret 12`.",
                    "只有`ibv_cmd_create_cq ... ret 12`时不是本项。",
                ),
                T(
                    "The peer's plog before the failure, and its HBM use (npu-smi info).",
                    "收集对端失败前的plog，以及其HBM占用（npu-smi info）。",
                ),
                supports=Look(
                    (("devmemallochugepagemanaged",), ("halmemalloc", "out of memory")),
                    side="peer",
                    before=True,
                ),
                refutes=Look((("ibv_cmd_create_cq", "ret 12"),), before=True),
            ),
            Hypothesis(
                "device-resources",
                T(
                    "The device ran out of system memory or CQ/QP resources.",
                    "device系统内存或CQ/QP资源不足。",
                ),
                T(
                    "`ibv_cmd_create_cq failed, ret 12`, `create cq failed ret -259` or `qp "
                    "create failed` comes before the HCCL failure.",
                    "`ibv_cmd_create_cq failed, ret 12`、`create cq failed ret -259`或"
                    "`qp create failed`早于HCCL失败出现。",
                ),
                T(
                    "Where none of them appears, check the registration and link evidence.",
                    "未出现时检查注册与链路相关证据。",
                ),
                T(
                    "Both ends' plogs before the failure (HCCP and DRV lines).",
                    "收集两端失败前的plog（HCCP与DRV日志）。",
                ),
                supports=Look(
                    (
                        ("ibv_cmd_create_cq", "ret 12"),
                        ("create cq failed", "-259"),
                        ("qp create failed",),
                    ),
                    before=True,
                ),
            ),
            Hypothesis(
                "registration",
                T(
                    "A memory registration had an invalid parameter or memory type.",
                    "内存注册的参数或类型非法。",
                ),
                T(
                    "The peer's first error is of halShmem, memory registration, alignment, "
                    "size or HcclMemRegIpc.",
                    "对端的首个错误来自halShmem、内存注册、对齐、size或HcclMemRegIpc。",
                ),
                T(
                    "503900 alone says nothing of registration.",
                    "仅凭503900不能推断为注册问题。",
                ),
                T(
                    "The peer's plog from its memory registration to the failure.",
                    "收集对端从内存注册到失败之间的plog。",
                ),
                supports=Look(
                    (
                        ("halshmem",),
                        ("hcclmemregipc",),
                        ("failed to register mem",),
                        ("register mem failed",),
                    ),
                    side="peer",
                    before=True,
                ),
            ),
            Hypothesis(
                "peer-not-entered",
                T(
                    "The peer did not enter the same link set-up.",
                    "对端未进入同一建链流程。",
                ),
                T(
                    "The two ends share no comm[...], or entered it further apart than the "
                    "timeout.",
                    "两端没有相同的comm[...]，或进入时间差超过超时时间。",
                ),
                T(
                    "Where both entered in time and resources are fine, check the link "
                    "configuration.",
                    "两端均已及时进入且资源正常时，检查链路配置。",
                ),
                T(
                    "Both ends' INFO-level plogs with the HcclCommPrepare entries.",
                    "收集两端含HcclCommPrepare入口的INFO级plog。",
                ),
                check="comm_shared",
            ),
            DEVICE_IP,
            IP_FAMILY,
            NIC_DOWN,
            ROCE_UNREACHABLE,
            VERSIONS,
        ),
    ),
    Symptom(
        key="stream-sync-timeout",
        title="stream sync timeout / RtStreamSynchronizeWithTimeout",
        lines=(
            ("stream sync timeout",),
            ("rtstreamsynchronizewithtimeout",),
            ("acl_error_rt_stream_sync_timeout",),  # 507046, named in its context
        ),
        phase="transfer",
        codes=("hixl::TIMEOUT", "LLM_TIMEOUT"),
        hypotheses=(
            Hypothesis(
                "rdma-retransmission",
                T(
                    "RDMA retransmissions ran out, or the network flapped.",
                    "RDMA重传超过次数，或网络闪断。",
                ),
                T(
                    "`error cqe status`, HCCP/RoCE retransmission errors, a NIC that was DOWN.",
                    "出现`error cqe status`、HCCP/RoCE重传错误，或网卡曾处于DOWN状态。",
                ),
                T(
                    "Without retransmission evidence, do not blame the network.",
                    "没有重传证据时，不应直接归因于网络。",
                ),
                # Upstream's guide (SKILL.md, step 7): the environment is checked only once
                # the logs support the hypothesis (fidelity S1).
                T(
                    "Both ends' HCCP lines; once they show retransmission errors, each NIC's "
                    "history (`hccn_tool -i N -link_stat -g`).",
                    "收集两端HCCP日志；日志中出现重传错误后，再查看各网卡的历史状态"
                    "（`hccn_tool -i N -link_stat -g`）。",
                ),
                # The CQE as each layer words it: ROCE's `error cqe status: 0x15`, HCCP's
                # `failed CQE status[12]`, HCCL's `[ROCE CQE ERROR]cqe error status[12]`
                # (hccl-fault-diagnosis/task_exec_stage.md, EI0013).
                supports=Look(
                    (("error cqe",), ("cqe status",), ("cqe error",)),
                    layers=("HCCL", "HCCP", "ROCE"),
                ),
                # The guide's "a NIC that was DOWN": hccn_tool's link record in the window.
                supports_also=Look((), layers=("NIC",), formats=("hccn-link-record",)),
            ),
            Hypothesis(
                "timeout-below-retransmission",
                T(
                    "The transfer's timeout is shorter than RDMA's retransmission window.",
                    "业务传输超时小于RDMA重传窗口。",
                ),
                T(
                    "The timeout the logs or the environment give is below HCCL_RDMA_TIMEOUT "
                    "times the retry range.",
                    "日志或环境中的传输超时小于HCCL_RDMA_TIMEOUT乘以重试范围。",
                ),
                T(
                    "If it still happens with a wider window, follow the transfer's task chain.",
                    "调整窗口后仍复现，则继续追查传输任务链。",
                ),
                T(
                    "The transfer timeout used and HCCL_RDMA_TIMEOUT and HCCL_RDMA_RETRY_CNT "
                    "on both ends (`llm-status collect` reads the processes' variables); "
                    "Mooncake's Ascend transport guide sets ASCEND_TRANSFER_TIMEOUT slightly "
                    "above the window.",
                    "确认两端所用的传输超时以及HCCL_RDMA_TIMEOUT与HCCL_RDMA_RETRY_CNT（`llm-status "
                    "collect`会读取进程的环境变量）；Mooncake的Ascend transport指南建议将"
                    "ASCEND_TRANSFER_TIMEOUT设置为略大于该窗口。",
                ),
                # The window: 4.096 us x 2^HCCL_RDMA_TIMEOUT x HCCL_RDMA_RETRY_CNT (Mooncake's
                # ascend_direct_transport.md), HCCL's defaults 20 and 7 (HCCL's guide).
                check="rdma_window",
                shows=("HCCL_RDMA_TIMEOUT",),
            ),
            Hypothesis(
                "congestion",
                T(
                    "PFC or congestion slowed the transfers.",
                    "PFC或拥塞导致性能退化。",
                ),
                T(
                    "Slow transfers with retransmission counts, and PFC/DSCP settings that "
                    "differ between the NPUs and the switch.",
                    "性能变慢且伴随重传统计，且NPU与交换机的PFC/DSCP配置不一致。",
                ),
                T(
                    "One timeout without retransmissions or statistics is no ground for a PFC conclusion.",
                    "只有一次超时、没有重传或统计时，不应套用PFC结论。",
                ),
                T(
                    "Transfer statistics over time; once they show slow transfers with "
                    "retransmissions, the PFC/DSCP settings of NPUs and switch.",
                    "收集一段时间的传输统计；统计显示传输变慢且伴随重传后，再查看NPU和交换机的"
                    "PFC/DSCP配置。",
                ),
            ),
            Hypothesis(
                "task-failed-first",
                T(
                    "A transfer task of HIXL or ADXL had failed, or was never issued, before "
                    "the wait timed out.",
                    "在同步等待超时之前，HIXL或ADXL的传输任务已失败或未下发。",
                ),
                T(
                    "HIXL/ADXL's timeline shows a failure before the stream timeout.",
                    "HIXL/ADXL的时间线在stream超时之前已有失败。",
                ),
                T(
                    "Find the earliest task error first, not the final sync timeout.",
                    "先定位最早的任务错误，而不是只看最终的同步超时。",
                ),
                T(
                    "The plog from the transfer's start to the timeout.",
                    "收集从传输开始到超时之间的plog。",
                ),
                # The guide: HIXL/ADXL's own task failed before the timeout. Ours: the task's
                # is an error of the symptom's side and thread (not any error of five minutes).
                supports=Look((), layers=("HIXL", "ADXL"), before=True, same_thread=True),
            ),
        ),
    ),
    Symptom(
        key="checkmemcpyattr",
        title="CheckMemCpyAttr",
        lines=(("checkmemcpyattr",),),
        phase="transfer",
        # No code of ours: a runtime call that rejects the copy returns an aclError, which
        # HIXL and ADXL return as it is (HIXL_CHK_ACL_RET, hixl_checker.h:116-124;
        # AclError2AdxlStatus, adxl_utils.cc:38-48) and Python turns into LLM_FAILED; which
        # aclError the source does not say (the fidelity review's S15).
        codes=(),
        no_code=T(
            "none of ours: the runtime's aclError, which HIXL and ADXL return as it is and "
            "Python raises as LLM_FAILED",
            "没有专门的错误码：runtime的aclError，HIXL与ADXL原样返回，Python抛出LLM_FAILED",
            Source.UPSTREAM_SOURCE,
        ),
        hypotheses=(
            Hypothesis(
                "type-mismatch",
                T(
                    "The transfer's memory type or device ID is not the memory's own.",
                    "传输入参中的内存类型或device ID与实际内存不符。",
                ),
                T(
                    "RUNTIME reports a memory type unlike the one the call passed.",
                    "RUNTIME报出的实际类型与接口传入的类型不同。",
                ),
                T(
                    "Where type and ID agree, check which engine registered the memory.",
                    "类型与ID一致时，检查内存由哪个实例注册。",
                ),
                T(
                    "Read the RUNTIME line of CheckMemCpyAttr and the call's arguments.",
                    "阅读CheckMemCpyAttr的RUNTIME日志与调用入参。",
                ),
                shows=("CheckMemCpyAttr",),
            ),
            Hypothesis(
                "host-not-pinned",
                T("RUNTIME does not know the HOST memory.", "HOST内存未被RUNTIME识别。"),
                T(
                    "The memory was not allocated with aclrtMallocHost/rtMallocHost, or torch "
                    "did not use pin_memory=True.",
                    "内存不是通过aclrtMallocHost/rtMallocHost申请的，或torch未使用pin_memory=True。",
                ),
                T("Ruled out once the memory is known to be pinned.", "确认内存为锁页内存后排除。"),
                T(
                    "Check how the HOST buffers are allocated.",
                    "检查HOST缓冲区的申请方式。",
                ),
            ),
            Hypothesis(
                "wrong-instance",
                T(
                    "The memory was registered on another Hixl/AdxlEngine instance.",
                    "内存注册在了另一个Hixl/AdxlEngine实例上。",
                ),
                T(
                    "The registration log's instance or address is not the transfer's.",
                    "注册日志中的实例或地址与传输调用的实例不一致。",
                ),
                T(
                    "Ruled out when the same instance registered the address.",
                    "同一实例且地址已注册时排除。",
                ),
                T(
                    "Compare the registration lines with the transfer's engine.",
                    "比较注册日志与传输所用的实例。",
                ),
            ),
            Hypothesis(
                "unregistered",
                T("The memory was not registered.", "使用了未注册的内存。"),
                T(
                    "The registered range does not cover the address, or the registration came "
                    "after the transfer or the link.",
                    "注册范围不覆盖传输地址，或注册发生在传输/建链之后。",
                ),
                T(
                    "Where address and order are right, check the call's attributes.",
                    "地址与时序均正确时，继续检查接口属性。",
                ),
                T(
                    "The registration lines (address, length, time) and the transfer's.",
                    "收集注册日志（地址、长度、时间）与传输日志。",
                ),
            ),
        ),
    ),
    Symptom(
        key="remote-buffer-not-found",
        title="Can't find remoteBuffer by key",
        lines=(("can't find remotebuffer by key",),),
        phase="transfer",
        codes=("hixl::FAILED", "hixl::PARAM_INVALID"),
        hypotheses=(
            Hypothesis(
                "peer-not-registered",
                T(
                    "The peer had not registered the memory, or registered it after the link.",
                    "对端未注册内存，或注册晚于建链。",
                ),
                T(
                    "The peer has no matching `Add local mem range`, or it comes after the link "
                    "or the transfer.",
                    "对端没有对应的`Add local mem range`，或其时间晚于建链/传输。",
                ),
                T(
                    "Ruled out when address, length and registration time match.",
                    "地址、长度与注册时间均匹配时排除。",
                ),
                T(
                    "The peer's plog with its `Add local mem range` lines.",
                    "收集对端含`Add local mem range`的plog。",
                ),
                # Registration precedes the link, often by far more than the window (fidelity
                # W2): the peer's logs before the symptom, however long before.
                supports=Look(
                    (("add local mem range",),),
                    side="peer",
                    before=True,
                    errors=False,
                    whole=True,
                ),
                absent_supports=True,
                shows=("Add local mem range",),
            ),
            Hypothesis(
                "hccs-host-memory",
                T(
                    "On an HCCS path, the peer registered HOST memory.",
                    "HCCS路径下对端使用了HOST内存。",
                ),
                T(
                    "The path is HCCS, the peer registered HOST memory, and the RoCE path it "
                    "needs is not configured.",
                    "路径为HCCS，对端注册了HOST内存，且未配置所需的RoCE路径。",
                ),
                T(
                    "Where path and memory type are compatible, check the key and its lifetime.",
                    "路径与内存类型兼容时，检查key及其生命周期。",
                ),
                T(
                    "The path each end uses, and the peer's memory type.",
                    "确认两端路径与对端内存类型。",
                ),
            ),
            Hypothesis(
                "instance-rebuilt",
                T(
                    "The remote instance was rebuilt and the key is stale.",
                    "远端实例重建导致key失效。",
                ),
                T(
                    "After a rebuild or Finalize, an old handle, context or key is reused.",
                    "重建/Finalize之后仍复用旧的handle、context或key。",
                ),
                T(
                    "Without lifetime events, check the registration and the address first.",
                    "没有生命周期事件时，先检查注册与地址。",
                ),
                T(
                    "The peer's plog around any Finalize or restart.",
                    "收集对端Finalize或重启前后的plog。",
                ),
                shows=("Finalize",),
            ),
        ),
    ),
    # HCCL's own fault-diagnosis guide (hicann/hccl docs/zh/user_guide/fault_diagnosis/,
    # shared/upstream/hccl-fault-diagnosis/): its symptoms that a log's lines decide, its
    # facts in our words. Its others (EI0002, EI0004, EI0005, EI0014-EI0016, EI0001) are
    # decided by comparing the ends' scripts, rank tables or settings: the error manager's
    # pages link their sections.
    Symptom(
        key="port-bind-failed",
        title="socket type[N], listen on ip[...] and specific port[...] fail (EI0019)",
        lines=(
            ("listen on ip", "port[", "fail"),
            ("failed to enable listening",),
            ("failed to bind the ip port",),
        ),
        phase="node",
        # Both say "Failed to enable listening": EI0019 of the host network adapter's
        # socket, EI0020 of the NPU network adapter's (error-manager.tsv); their codes,
        # not the phrase, decide which port. EJ0003 is HCCP's own "Failed to bind the IP
        # port" (error-manager.tsv, Communication_Error_Bind_IP_Port): a port of this node.
        manager_codes=("EI0019", "EI0020", "EJ0003"),
        source=HCCL_GUIDE,
        hypotheses=(
            Hypothesis(
                "device-port-taken",
                T(
                    "Another process holds the device NIC's port that HCCL listens on for the "
                    "parameter plane (16666 by default), often another process on the same device.",
                    "HCCL在参数面监听的device侧网卡端口（默认16666）已被其他进程占用，"
                    "常见于同一device上的另一进程。",
                ),
                T(
                    "The line says `socket type[0]` or `socket type[1]`: the parameter plane's "
                    "port on the device NIC; or the error manager's EI0020, whose message is of "
                    "the NPU network adapter's socket and whose solution sets "
                    "`HCCL_NPU_SOCKET_PORT_RANGE`.",
                    "该行为`socket type[0]`或`socket type[1]`：device侧网卡上的参数面端口；或为"
                    "错误管理器的EI0020，其报错针对NPU网卡的socket，其解决方法设置"
                    "`HCCL_NPU_SOCKET_PORT_RANGE`。",
                ),
                T(
                    "A `socket type[2]` line is the host NIC's port of the cluster-information "
                    "negotiation instead (the next hypothesis).",
                    "`socket type[2]`的行则是集群信息协商所用的host侧网卡端口（见下一假设）。",
                ),
                T(
                    "Whether several processes on this device call HCCL, and whether that is "
                    "intended (`npu-smi info` lists each device's processes); if it is, HCCL's "
                    'guide sets `HCCL_NPU_SOCKET_PORT_RANGE="auto"`.',
                    "确认该device上是否有多个进程调用HCCL、是否符合预期（`npu-smi info`列出各device"
                    '上的进程）；若符合预期，HCCL的指南设置`HCCL_NPU_SOCKET_PORT_RANGE="auto"`。',
                ),
                ports=True,
                supports=Look(
                    (("socket type[0]", "fail"), ("socket type[1]", "fail"), ("ei0020",)),
                    layers=("HCCL",),
                ),
                refutes=Look((("socket type[2]", "fail"), ("ei0019",)), layers=("HCCL",)),
                source=HCCL_GUIDE,
            ),
            Hypothesis(
                "host-port-taken",
                T(
                    "The host NIC's port for the communicator's cluster-information negotiation "
                    "(60000-60031 by default) is already bound.",
                    "通信域集群信息协商所用的host侧网卡端口（默认60000-60031）已被绑定。",
                ),
                T(
                    "The line says `socket type[2]`, or the error manager's EI0019 says the host "
                    "network adapter's socket cannot listen.",
                    "该行为`socket type[2]`，或错误管理器的EI0019说明host侧网卡的socket无法监听。",
                ),
                T(
                    "A `socket type[0]` or `socket type[1]` line, or EI0020 (the NPU network "
                    "adapter's socket), is the device NIC's port instead.",
                    "`socket type[0]`或`socket type[1]`的行，或EI0020（NPU网卡的socket），"
                    "则是device侧网卡的端口。",
                ),
                T(
                    "Which process holds the port on the host (`ss -ltnp`); HCCL's guide sets the "
                    "host's ports with `HCCL_IF_BASE_PORT`, and, for several processes on one NPU, "
                    "with `HCCL_HOST_SOCKET_PORT_RANGE`.",
                    "在host上查看哪个进程占用了该端口（`ss -ltnp`）；HCCL的指南通过`HCCL_IF_BASE_PORT`"
                    "设置host侧端口，单个NPU上有多个进程时通过`HCCL_HOST_SOCKET_PORT_RANGE`设置。",
                ),
                ports=True,
                supports=Look((("socket type[2]", "fail"), ("ei0019",)), layers=("HCCL",)),
                refutes=Look(
                    (("socket type[0]", "fail"), ("socket type[1]", "fail"), ("ei0020",)),
                    layers=("HCCL",),
                ),
                source=HCCL_GUIDE,
            ),
            # EJ0003's entry gives no cause and no solution, and does not say which port:
            # the line's own Reason is the one fact of it; what to look at next is ours.
            Hypothesis(
                "hccp-port-taken",
                T(
                    "HCCP, the process that sets up RDMA for the device, could not bind an "
                    "address and port of this node: one that another process holds, or an "
                    "address the node does not have. Which port, the error manager's entry "
                    "does not say; the line's Reason may.",
                    "为device建立RDMA的HCCP进程无法绑定本节点的某个地址和端口：该端口已被其他进程"
                    "占用，或本节点没有该地址。是哪个端口，错误管理器的条目未说明；该行的Reason"
                    "可能说明。",
                ),
                T(
                    "The line is the error manager's EJ0003 (HCCP Errors, "
                    "Communication_Error_Bind_IP_Port: `Failed to bind the IP port`).",
                    "该行为错误管理器的EJ0003（HCCP Errors，Communication_Error_Bind_IP_Port："
                    "`Failed to bind the IP port`）。",
                ),
                T(
                    "An EI0019 or EI0020 line, or a `socket type[N]` line, is HCCL's own "
                    "listening socket instead (the hypotheses above).",
                    "EI0019或EI0020的行，或`socket type[N]`的行，则是HCCL自身的监听socket"
                    "（见上面的假设）。",
                ),
                T(
                    "On this node: the address and port the EJ0003 line's Reason gives, which "
                    "process holds that port (`ss -ltnp`), whether the node has that address "
                    "(`ip addr`, and `hccn_tool -i N -ip -g` for a device's), and whether an "
                    "earlier process still runs on the device (`npu-smi info` lists each "
                    "device's processes).",
                    "在本节点上：EJ0003行的Reason给出的地址和端口，哪个进程占用该端口（`ss -ltnp`），"
                    "本节点是否有该地址（`ip addr`；device的地址用`hccn_tool -i N -ip -g`），以及"
                    "该device上是否仍有先前的进程在运行（`npu-smi info`列出各device上的进程）。",
                ),
                ports=True,
                supports=Look((("ej0003",), ("failed to bind the ip port",))),
                refutes=Look(
                    (("socket type[", "fail"), ("ei0019",), ("ei0020",)), layers=("HCCL",)
                ),
                source=OURS,
            ),
        ),
    ),
    # HCCL's own account of a heartbeat exception in the task execution stage (HCCL's
    # guide, task_exec_stage.md): "[TaskExecStage][HeartbeatAbnormal]Cluster Exception
    # Location[IP/ID]:[ip/id], Arrival Time:[...], Discoverer:[ip/id], ExceptionType:[...],
    # Possible Reason:...", the most likely single point of failure as HCCL infers it.
    # Its location is a node to read, named by the line itself (diagnosis._peer_named).
    Symptom(
        key="cluster-exception",
        title="[TaskExecStage][HeartbeatAbnormal]Cluster Exception Location[IP/ID]",
        lines=(("cluster exception location",),),
        phase="node",
        source=HCCL_GUIDE,
        hypotheses=(
            # No line rules one out: HCCL's line is its inference, and the guide warns that
            # a network fault and an exited process can both give LOST and ERROR CQE events.
            Hypothesis(
                "location-exited",
                T(
                    "The process at the exception's location had exited before the exception "
                    "reached this node.",
                    "异常所在位置的进程在异常广播到本端之前已经退出。",
                ),
                T(
                    "HCCL's line says `ExceptionType:[Heartbeat Lost Occurred]`.",
                    "HCCL的日志为`ExceptionType:[Heartbeat Lost Occurred]`。",
                ),
                T(
                    "The location's own logs show it running at the Arrival Time (HCCL's guide: "
                    "a network fault and an exited process both lose the heartbeat; if both "
                    "ends report each other LOST, look at the network).",
                    "异常所在节点自身的日志显示其在Arrival Time仍在运行（HCCL的指南：网络异常和"
                    "进程退出都会导致心跳丢失；若两端互报对端LOST，请排查网络）。",
                ),
                T(
                    "The plog of the node the line names at `Cluster Exception Location` "
                    "(ip/device), around its `Arrival Time`: whether its process had exited "
                    "by then, and why.",
                    "该行`Cluster Exception Location`所指节点（ip/device）在`Arrival Time`前后的"
                    "plog：其进程是否已经退出，以及原因。",
                ),
                supports=Look((("heartbeat lost occurred",),), layers=("HCCL",)),
                source=HCCL_GUIDE,
            ),
            Hypothesis(
                "location-unreachable",
                T(
                    "The network between the nodes failed, so the location's heartbeat could "
                    "not arrive.",
                    "节点间网络异常，异常所在位置的心跳无法到达。",
                ),
                T(
                    "HCCL's line says `ExceptionType:[Heartbeat Lost Occurred]`.",
                    "HCCL的日志为`ExceptionType:[Heartbeat Lost Occurred]`。",
                ),
                T(
                    "The location's process had exited (the previous hypothesis); the logs do "
                    "not rule it out by themselves.",
                    "异常所在位置的进程已经退出（见上一假设）；日志本身无法排除它。",
                ),
                T(
                    "The links between this node and the location around the Arrival Time "
                    "(`hccn_tool -i N -link -g` and `-link_stat -g` on both), and the "
                    "location's plog: whether it reports this node LOST too.",
                    "在Arrival Time前后本节点与异常所在节点之间的链路（两端的"
                    "`hccn_tool -i N -link -g`和`-link_stat -g`），以及异常所在节点的plog："
                    "它是否也报本节点LOST。",
                ),
                supports=Look((("heartbeat lost occurred",),), layers=("HCCL",)),
                source=HCCL_GUIDE,
            ),
            Hypothesis(
                "location-stuck",
                T(
                    "The service process at the exception's location is stuck, or deadlocked "
                    "(its host process or its device task).",
                    "异常所在位置的业务进程卡死或发生死锁（host进程或device任务）。",
                ),
                T(
                    "HCCL's line says `ExceptionType:[Stuck Occurred]`.",
                    "HCCL的日志为`ExceptionType:[Stuck Occurred]`。",
                ),
                T(
                    "Another exception type on the line; the guide times the stuck check at "
                    "1/3 to 2/3 of `HCCL_EXEC_TIMEOUT`.",
                    "该行为其他异常类型；指南说明卡死检测时间为`HCCL_EXEC_TIMEOUT`的1/3至2/3。",
                ),
                T(
                    "Where the process at the line's `Cluster Exception Location` is stuck: "
                    "its plog and its stack at the Arrival Time.",
                    "该行`Cluster Exception Location`所指节点的进程卡在何处：其在Arrival Time的"
                    "plog与调用栈。",
                ),
                supports=Look((("stuck occurred",),), layers=("HCCL",)),
                source=HCCL_GUIDE,
            ),
            Hypothesis(
                "location-error-cqe",
                T(
                    "A CQE error (a failed RDMA completion) occurred at the exception's location.",
                    "异常所在位置发生了cqe error（RDMA完成出错）。",
                ),
                T(
                    "HCCL's line says `ExceptionType:[Error CQE Occurred]`.",
                    "HCCL的日志为`ExceptionType:[Error CQE Occurred]`。",
                ),
                T(
                    "Another exception type on the line.",
                    "该行为其他异常类型。",
                ),
                T(
                    "The run logs of the node at the line's `Cluster Exception Location`: "
                    "its error CQE events and the links they name.",
                    "该行`Cluster Exception Location`所指节点的run日志：其error cqe事件及所涉链路。",
                ),
                supports=Look((("error cqe occurred",),), layers=("HCCL",)),
                source=HCCL_GUIDE,
            ),
        ),
    ),
    Symptom(
        key="qp-memory",
        title="Resource_Error_Insufficient_Device_Memory (EI0011)",
        lines=(("insufficient_device_memory",), ("ei0011", "bytes of npu memory")),
        phase="node",
        manager_codes=("EI0011",),
        source=HCCL_GUIDE,
        hypotheses=(
            Hypothesis(
                "qp-memory",
                T(
                    "The device had too little free memory for the QPs HCCL creates when it "
                    "sets up a link (their size depends on the QP depth).",
                    "HCCL建链时创建QP，device侧空闲内存不足（其大小取决于QP深度）。",
                ),
                T(
                    "The EI0011 line's size reads `Affected by QP depth configuration`.",
                    "EI0011报错中的大小注明`Affected by QP depth configuration`。",
                ),
                T(
                    "Without those words, another of HCCL's allocations ran short (the next "
                    "hypothesis).",
                    "没有这些字样时，是HCCL的其他内存申请不足（见下一假设）。",
                ),
                T(
                    "HCCL's guide: lower the batch size, use fewer RoCE links, or free device "
                    "memory; `npu-smi info` shows the device's memory in use.",
                    "HCCL的指南：调小batch size、减少RoCE链路数量或释放device内存；"
                    "`npu-smi info`可查看device内存占用。",
                ),
                supports=Look(
                    (("insufficient_device_memory", "qp depth"), ("ei0011", "qp depth")),
                ),
                source=HCCL_GUIDE,
            ),
            Hypothesis(
                "hccl-buffer",
                T(
                    "Another of HCCL's allocations, such as its buffer (cclBuffer), ran out of "
                    "device memory.",
                    "HCCL的其他内存申请（如cclBuffer）因device内存不足而失败。",
                ),
                T(
                    "The driver reports the failed allocation, and the stack in the CANN log "
                    "shows HCCL's buffer.",
                    "由驱动上报内存申请失败，且CANN日志中的调用栈显示为HCCL的buffer。",
                ),
                T(
                    "An EI0011 whose size names the QP depth is the QPs' (the previous hypothesis).",
                    "EI0011的大小注明QP深度时，属于QP的内存（见上一假设）。",
                ),
                T(
                    "The stack of the driver's error; where it is HCCL's buffer, HCCL's guide "
                    "sizes it with `HCCL_BUFFSIZE`.",
                    "查看驱动报错的调用栈；若为HCCL的buffer，HCCL的指南通过`HCCL_BUFFSIZE`调整其大小。",
                ),
                refutes=Look((("insufficient_device_memory", "qp depth"), ("ei0011", "qp depth"))),
                shows=("cclBuffer", "HCCL_BUFFSIZE"),
                source=HCCL_GUIDE,
            ),
        ),
    ),
    # A neighbour's symptom (issue 34): Mooncake Store's lease expiry, as vllm-ascend's KV
    # pool prints its code (error_codes=[-707]) or Mooncake logs it; decided by the facts
    # of the master's node and an inference node (issue 32).
    Symptom(
        key="lease-expired",
        title="LEASE_EXPIRED (Mooncake Store, -707)",
        # Shown where a line names the code in Mooncake's or vllm-ascend's own message
        # (neighbour_contexts.CONTEXTS), never by the words alone (a prompt may quote them).
        lines=(("mooncake-store/lease_expired",),),
        pasted=(("lease_expired_before_data_transfer_completed",), ("error_codes=[-707",)),
        phase="transfer",
        source=NEIGHBOUR_GUIDE,
        formats=(*SHOWN_IN, "glog", "vllm", "iso", None),
        error_only=False,  # Mooncake logs the expiry as a WARNING (client_service.cpp:1410)
        hypotheses=(
            Hypothesis(
                "lease-too-short",
                T(
                    "The KV lease of Mooncake's master is not longer than the transfer's "
                    "timeout: a key's lease can run out while its transfer still waits.",
                    "由Mooncake master给出的KV租约不长于传输的超时时间：键的租约可能在其传输仍在"
                    "等待时到期。",
                ),
                T(
                    "mooncake_master's --default_kv_lease_ttl (10000 ms when not set) is at "
                    "most ASCEND_CONNECT_TIMEOUT or ASCEND_TRANSFER_TIMEOUT (3000 ms each when "
                    "not set) of the inference processes.",
                    "mooncake_master的--default_kv_lease_ttl（未设置时为10000 ms）不大于推理进程的"
                    "ASCEND_CONNECT_TIMEOUT或ASCEND_TRANSFER_TIMEOUT（未设置时各为3000 ms）。",
                ),
                T(
                    "Ruled out when the lease is longer than the two timeouts together (ours: "
                    "a get whose link is not up yet waits for the connect, then the transfer); "
                    "between the longer one and their sum it stays open.",
                    "租约长于两个超时时间之和时排除（本项目判断：链路尚未建立的get会先等待建链，"
                    "再等待传输）；介于较长者与二者之和之间时保持未定。",
                ),
                T(
                    "Raise mooncake_master's --default_kv_lease_ttl above both timeouts "
                    "(vllm-ascend's KV pool guide); `llm-status collect` on the master's node "
                    "and on an inference node gives both.",
                    "将mooncake_master的--default_kv_lease_ttl调大到两个超时时间之上（vllm-ascend的"
                    "KV池指南）；在master所在节点和一个推理节点上运行`llm-status collect`可得到二者。",
                ),
                check="lease_ttl",
                shows=("default_kv_lease_ttl", "ASCEND_TRANSFER_TIMEOUT"),
                source=NEIGHBOUR_GUIDE,
            ),
            Hypothesis(
                "slow-transfer",
                T(
                    "A transfer took longer than the lease for another reason: a slow or "
                    "failing link under it.",
                    "某次传输因其他原因耗时超过租约：其下的链路缓慢或故障。",
                ),
                T(
                    "The Ascend direct transport's, HIXL's or HCCL's errors before the expiry.",
                    "到期之前Ascend direct transport、HIXL或HCCL的错误。",
                ),
                T(
                    "The logs do not rule it out: read the transfer's lines before the expiry.",
                    "日志无法排除它：请阅读到期之前该传输的日志。",
                ),
                T(
                    "Read the prefill node's HIXL and HCCL lines before the expiry.",
                    "阅读到期之前prefill节点的HIXL与HCCL日志。",
                ),
                source=OURS,
            ),
        ),
    ),
    # vllm-ascend's KV pool cannot find a key its get asks for (issue 34): the Store's -704.
    Symptom(
        key="object-not-found",
        title="OBJECT_NOT_FOUND (Mooncake Store, -704)",
        # Shown where the pool's own message names the code (neighbour_contexts.CONTEXTS).
        lines=(("mooncake-store/object_not_found",),),
        pasted=(("error_codes=[-704",),),
        phase="transfer",
        source=NEIGHBOUR_GUIDE,
        formats=(*SHOWN_IN, "glog", "vllm", "iso", None),
        hypotheses=(
            Hypothesis(
                "hash-seed",
                T(
                    "The nodes do not hash a block to the same key: PYTHONHASHSEED is not "
                    "the same on every node, so a decode node asks for keys no prefill node "
                    "put.",
                    "各节点对同一块算出的键不同：PYTHONHASHSEED并非在所有节点上一致，所以decode节点"
                    "请求的键没有任何prefill节点写入过。",
                ),
                T(
                    "Two inference processes' PYTHONHASHSEED differ, or one leaves it unset "
                    "(Python then seeds its hashes at random in each process: Python's "
                    "documentation of PYTHONHASHSEED).",
                    "两个推理进程的PYTHONHASHSEED不同，或有进程未设置它（此时Python在每个进程中"
                    "随机选取哈希种子：Python关于PYTHONHASHSEED的文档）。",
                ),
                T(
                    "Ruled out when the processes of at least two nodes all set the same value.",
                    "至少两个节点的推理进程都设置了相同的值时排除。",
                ),
                T(
                    "Set the same PYTHONHASHSEED on every node (vllm-ascend's KV pool guide); "
                    "`llm-status collect` on a prefill and a decode node gives each process's "
                    "value.",
                    "在所有节点上设置相同的PYTHONHASHSEED（vllm-ascend的KV池指南）；在一个prefill"
                    "节点和一个decode节点上运行`llm-status collect`可得到每个进程的值。",
                ),
                check="hash_seed",
                shows=("PYTHONHASHSEED",),
                source=NEIGHBOUR_GUIDE,
            ),
            Hypothesis(
                "other-master",
                T(
                    "The nodes do not use the same Mooncake master: a key put through one "
                    "master is not found through another, or a node still has the guide's "
                    "placeholder address.",
                    "各节点使用的Mooncake master不同：经一个master写入的键无法经另一个master找到；"
                    "或某节点仍使用指南中的占位地址。",
                ),
                T(
                    "Two nodes' master differs (MOONCAKE_MASTER, which takes precedence, else "
                    "mooncake.json's master_server_address), or one is still xx.xx.xx.xx.",
                    "两个节点的master不同（MOONCAKE_MASTER优先，否则为mooncake.json的"
                    "master_server_address），或某节点仍为xx.xx.xx.xx。",
                ),
                T(
                    "Ruled out when two nodes or more use the same master.",
                    "两个或更多节点使用同一master时排除。",
                ),
                T(
                    "Set every node's master_server_address (or MOONCAKE_MASTER) to the one "
                    "master (vllm-ascend's KV pool guide); `llm-status collect` on a prefill "
                    "and a decode node gives each node's.",
                    "将所有节点的master_server_address（或MOONCAKE_MASTER）设为同一个master"
                    "（vllm-ascend的KV池指南）；在一个prefill节点和一个decode节点上运行"
                    "`llm-status collect`可得到各节点的值。",
                ),
                # The setting and its precedence are vllm-ascend's kv_pool.md's (Step 2.2.1);
                # that another master explains a key not found is ours.
                check="master_address",
                shows=("master_server_address",),
                source=OURS,
            ),
            Hypothesis(
                "put-failed",
                T(
                    "The key was never stored: the pool's put of it failed on the node that "
                    "computed it.",
                    "该键从未被写入：计算它的节点上，KV池对它的put失败了。",
                ),
                T(
                    "The pool's line Failed to put N keys out of M. error_codes=[...] on any "
                    "node before the get failed (mooncake_backend.py:202); its codes say why.",
                    "get失败之前，任一节点上有KV池的日志Failed to put N keys out of M. "
                    "error_codes=[...]（mooncake_backend.py:202）；其中的错误码说明了原因。",
                ),
                T(
                    "No line rules it out: a put's failure is logged on the node that put, "
                    "which may not be among the logs given.",
                    "没有日志能排除它：put的失败记录在执行put的节点上，而该节点的日志可能不在所给日志中。",
                ),
                T(
                    "The prefill nodes' vLLM logs of that time: explain the put line's "
                    "error_codes.",
                    "查看prefill节点同一时间的vLLM日志：用explain查看put日志行中的error_codes。",
                ),
                # The Store's layer: only the pool's own line, its codes named in context
                # (neighbour_contexts.CONTEXTS: vLLM's prefix naming mooncake_backend.py).
                supports=Look(
                    (("failed to put", "keys out of", "error_codes="),),
                    layers=("STORE",),
                    before=True,
                    formats=("vllm", None),
                ),
                shows=("Failed to put",),
                source=OURS,
            ),
        ),
    ),
    # vllm-ascend's P2P connectors' failure (issue 34): the Mooncake binding's -1, which it
    # returns for any failure; what failed is in the Ascend direct transport's line before
    # it, which Mooncake logs before it returns (transfer_executor_base.cpp @ 3b5a594).
    Symptom(
        key="mooncake-transfer-failed",
        title="Mooncake transfer failed, ret: -1 (vllm-ascend)",
        # Shown where vllm-ascend's own message names the binding's return value
        # (neighbour_contexts.CONTEXTS), never by the words alone.
        lines=(("mooncake-te-python/-1",),),
        pasted=(("mooncake transfer failed, ret:",),),
        phase="transfer",
        source=NEIGHBOUR,
        formats=(*SHOWN_IN, "glog", "vllm", "iso", None),
        hypotheses=(
            Hypothesis(
                "transport-connect",
                T(
                    "The Ascend direct transport (Mooncake's) could not connect to the "
                    "target engine: HIXL's connect timed out or failed.",
                    "与目标引擎的连接未能建立：Mooncake的Ascend direct transport中HIXL的建链超时或失败。",
                ),
                T(
                    "Its line Connect timeout to: <target> (HIXL's TIMEOUT) or Failed to "
                    "connect to target: <target>, status: <HIXL's code> before the failure "
                    "(transfer_executor_base.cpp:316,321).",
                    "失败之前有其日志Connect timeout to: <target>（HIXL的TIMEOUT）或Failed to "
                    "connect to target: <target>, status: <HIXL错误码>（transfer_executor_base.cpp:316,321）。",
                ),
                ANY_FAILURE,
                T(
                    "The target's logs of the same time (its HIXL and HCCL lines), whether the "
                    "target engine listens at that address, and ASCEND_CONNECT_TIMEOUT; the "
                    "status in the line is HIXL's code: explain it.",
                    "收集目标端同一时间的日志（其HIXL与HCCL日志），确认目标引擎在该地址监听，并检查"
                    "ASCEND_CONNECT_TIMEOUT；该行中的status是HIXL的错误码：用explain查看其含义。",
                ),
                supports=Look(
                    (("connect timeout to:",), ("failed to connect to target:",)),
                    before=True,
                    formats=("glog",),
                ),
                shows=("Connect timeout to:", "Failed to connect to target:"),
                source=NEIGHBOUR,
            ),
            Hypothesis(
                "transport-transfer",
                T(
                    "The connection stood, but the transfer through HIXL timed out or failed.",
                    "连接已建立，但经由HIXL的传输超时或失败。",
                ),
                T(
                    "Its line Transfer timeout to: <target> or Transfer failed to: <target> "
                    "before the failure (transfer_executor_base.cpp:696,699).",
                    "失败之前有其日志Transfer timeout to: <target>或Transfer failed to: <target>"
                    "（transfer_executor_base.cpp:696,699）。",
                ),
                ANY_FAILURE,
                T(
                    "Both ends' HIXL and HCCL lines of that time, and ASCEND_TRANSFER_TIMEOUT.",
                    "收集两端同一时间的HIXL与HCCL日志，并检查ASCEND_TRANSFER_TIMEOUT。",
                ),
                supports=Look(
                    (("transfer timeout to:",), ("transfer failed to:",)),
                    before=True,
                    formats=("glog",),
                ),
                shows=("Transfer timeout to:", "Transfer failed to:"),
                source=NEIGHBOUR,
            ),
            Hypothesis(
                "transport-not-ready",
                T(
                    "The transport never became ready: HIXL's engine did not start, or the "
                    "KV cache memory was not registered.",
                    "transport从未就绪：HIXL的引擎未能启动，或KV cache内存未能注册。",
                ),
                T(
                    "Its line Failed to initialize AdxlEngine, status: <code> or Register "
                    "mem ret: <code> before the failure (transfer_executor_base.cpp:279,523).",
                    "失败之前有其日志Failed to initialize AdxlEngine, status: <code>或Register "
                    "mem ret: <code>（transfer_executor_base.cpp:279,523）。",
                ),
                ANY_FAILURE,
                T(
                    "The code in that line is HIXL's: explain it; the same process's lines at "
                    "start-up.",
                    "该行中的错误码是HIXL的：用explain查看其含义；并查看同一进程启动时的日志。",
                ),
                supports=Look(
                    (("failed to initialize adxlengine",), ("register mem ret:",)),
                    before=True,
                    whole=True,
                    formats=("glog",),
                ),
                shows=("Failed to initialize AdxlEngine", "Register mem ret:"),
                source=NEIGHBOUR,
            ),
        ),
    ),
    Symptom(
        key="error-cqe",
        title="error CQE / Execution_Error_ROCE_CQE (EI0013)",
        lines=(("error cqe status",), ("roce cqe error",), ("an error cqe occurred",)),
        phase="transfer",
        manager_codes=("EI0013",),
        source=HCCL_GUIDE,
        hypotheses=(
            Hypothesis(
                "network",
                T(
                    "The network between the two devices failed: a port went down or flapped, "
                    "or the path dropped the packets.",
                    "两个device之间的网络异常：网口断链或闪断，或链路丢包。",
                ),
                T(
                    "hccn_tool's link record shows a port DOWN near the CQE.",
                    "hccn_tool的链路记录显示网口在CQE前后处于DOWN。",
                ),
                T(
                    "Where the ports stayed up, look at the peer (the next hypothesis).",
                    "网口一直正常时，排查对端（见下一假设）。",
                ),
                T(
                    "On both ends, `hccn_tool -i N -link_stat -g` (a LINK DOWN near the time) and "
                    "`hccn_tool -i N -net_health -g`; then the switches between them.",
                    "在两端运行`hccn_tool -i N -link_stat -g`（时间附近是否有LINK DOWN）与"
                    "`hccn_tool -i N -net_health -g`；再排查两端之间的交换机。",
                ),
                supports=Look((), layers=("NIC",), formats=("hccn-link-record",)),
                source=HCCL_GUIDE,
            ),
            Hypothesis(
                "peer-exited-first",
                T(
                    "The peer's process exited, or began tearing down its resources, before it "
                    "answered this end's packets.",
                    "对端进程在响应本端报文之前已异常退出或进入资源销毁流程。",
                ),
                T(
                    "Before the CQE, the peer logs an error of its own, or HcclCommDestroy or "
                    "Finalize.",
                    "CQE之前，对端日志中有其自身的报错，或HcclCommDestroy、Finalize。",
                ),
                T(
                    "A peer that exited after the CQE points back to the network.",
                    "对端退出时间晚于CQE时，应回到网络排查。",
                ),
                T(
                    "The peer's plog and service log around the CQE: when its process exited or "
                    "destroyed its communicator, and why.",
                    "收集对端CQE前后的plog与业务日志：其进程何时退出或销毁通信域，以及原因。",
                ),
                supports=Look(
                    (("hcclcommdestroy",), ("finalize",)), side="peer", before=True, errors=False
                ),
                supports_also=Look((), side="peer", before=True),
                source=HCCL_GUIDE,
            ),
            Hypothesis(
                "retransmission-settings",
                T(
                    "RDMA's retransmission timeout or retry count is too small for the link's "
                    "quality.",
                    "RDMA重传超时时间或重传次数对当前链路质量而言过小。",
                ),
                T(
                    "`HCCL_RDMA_TIMEOUT` or `HCCL_RDMA_RETRY_CNT` is set small.",
                    "`HCCL_RDMA_TIMEOUT`或`HCCL_RDMA_RETRY_CNT`配置较小。",
                ),
                T(
                    "At their defaults, the settings are not the cause.",
                    "两者为默认值时，不是配置原因。",
                ),
                T(
                    "Both ends' `HCCL_RDMA_TIMEOUT` and `HCCL_RDMA_RETRY_CNT`; HCCL's guide "
                    "raises them where the link is poor. A CQE status other than 12 (the "
                    "retransmission timeout) is rare: the guide sends it to technical support.",
                    "两端的`HCCL_RDMA_TIMEOUT`与`HCCL_RDMA_RETRY_CNT`；链路状态不佳时HCCL的指南将其调大。"
                    "CQE状态码不是12（重传超时）的情况极少见，指南建议联系技术支持。",
                ),
                check="rdma_settings",
                shows=("HCCL_RDMA_TIMEOUT", "HCCL_RDMA_RETRY_CNT"),
                source=HCCL_GUIDE,
            ),
        ),
    ),
)

BY_KEY = {symptom.key: symptom for symptom in SYMPTOMS}


def of_code(code) -> list[Symptom]:
    """The symptoms a code is usually reported with (ours: each symptom's ``codes``)."""
    return [s for s in SYMPTOMS if code.qualified in s.codes]
