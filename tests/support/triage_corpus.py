"""The shared corpus of triage: two-sided failures as upstream logs them, each written
as the folders (or files) an engineer would give, for both fronts to read. The command
(``llm-status triage``) and the site's triage page must give the same report of each
(tests/test_browser_triage.py), as the decoder's vectors hold the two decoders equal.

A case writes its logs under a folder and returns what is given for each side:
``(label, name, kind)``, ``name`` relative to the case's folder and ``kind`` ``dir`` (a
folder: the page's folder button), ``file`` (a file: its file button), ``files`` (``name``
a list of them) or ``paste``. ``label`` None: none given (the page's box left empty; for
the command, bare paths), so that each file or folder is a side of its own.
"""

from __future__ import annotations

import gzip
from pathlib import Path

from llm_status.triage import summary_of
from support.plogs import at, comm_prepare, message, noise, plog, upstream_line, write
from support.triage_logs import (
    COMM,
    CONNECT,
    REAL_HCCL,
    REGISTER,
    TRANSFER_SYNC,
    prefill_failed_registration,
    skewed_ends,
)


def _registration_first(root: Path, gap: float = 4.0):
    p, d = prefill_failed_registration(root, gap=gap)
    return [("P", p.name, "dir"), ("D", d.name, "dir")]


def registration_first(root: Path):
    """Decode waits for the socket; prefill failed a registration first and entered 4 s late."""
    return _registration_first(root)


def entries_within_the_timeout(root: Path):
    return _registration_first(root, gap=1.0)


def one_side(root: Path):
    """Decode's logs alone: at most likely, and what prefill's would settle."""
    _, d = prefill_failed_registration(root)
    return [("D", d.name, "dir")]


def cq_resources(root: Path):
    """A 503900 whose peer ran out of CQ resources (HCCP's ibv_cmd_create_cq ret 12)."""
    cq = plog(
        "ERROR", "HCCP", at(3.0), "rdma_agent.cc:140", 4001, "CreateCq",
        "ibv_cmd_create_cq failed, ret 12", 1001,
    )  # fmt: skip
    write(
        root / "P" / "p.log",
        [*noise(100, seed=3, pid=1001), (at(3.0), cq), (at(3.1), comm_prepare(at(3.1), COMM, 4001, 1001))],
    )  # fmt: skip
    connect = upstream_line(
        CONNECT, at(4.0), 503900, 3001, pid=2002, number="3000", text="10.0.0.1:16000"
    )
    write(
        root / "D" / "d.log",
        [*noise(100, seed=4, pid=2002), (at(3.0), comm_prepare(at(3.0), COMM, 3001, 2002)), (at(4.0), connect)],
    )  # fmt: skip
    return [("P", "P", "dir"), ("D", "D", "dir")]


def stream_sync_timeout(root: Path):
    """A stream sync timeout under RDMA retransmission errors, as single files."""
    cqe = plog(
        "ERROR", "HCCP", at(8.0), "hccp_event.cc:77", 3005, "PollCq",
        "error cqe status 12, qpn 77", 2002,
    )  # fmt: skip
    sync = plog(
        "ERROR", "RUNTIME", at(10.0), "stream.cc:901", 3001, "RtStreamSynchronizeWithTimeout",
        "stream sync timeout, timeout 2000 ms", 2002,
    )  # fmt: skip
    failed = upstream_line(
        TRANSFER_SYNC, at(10.1), 103902, 3001, pid=2002, number="2000", text="10.0.0.1:16000"
    )
    write(
        root / "d.log",
        [*noise(300, seed=5, pid=2002), (at(8.0), cqe), (at(10.0), sync), (at(10.1), failed)],
    )
    return [("D", "d.log", "file")]


def skewed_by_an_hour(root: Path):
    p, d = prefill_failed_registration(root)
    for log in p.rglob("*.log"):
        log.write_text(log.read_text("utf-8").replace("2026-03-12-10:", "2026-03-12-11:"), "utf-8")
    return [("P", p.name, "dir"), ("D", d.name, "dir")]


def rotated_and_compressed(root: Path):
    """Decode's plog rotated into a .gz, beside a core dump that is skipped."""
    p, d = prefill_failed_registration(root, gap=4.0)
    log = next(d.rglob("*.log"))
    lines = log.read_text("utf-8").splitlines(keepends=True)
    half = len(lines) // 2
    (log.parent / "plog-2002.log.1.gz").write_bytes(gzip.compress("".join(lines[:half]).encode()))
    log.write_text("".join(lines[half:]), "utf-8")
    (log.parent / "core.bin").write_bytes(b"\x00\x01" * 100)
    return [("P", p.name, "dir"), ("D", d.name, "dir")]


def hccl_real_incident(root: Path):
    """HCCL's own lines of vllm-ascend#1955 (the port in use), pasted."""
    (root / "plog-2717288.log").write_text(REAL_HCCL, "utf-8")
    return [("D", "plog-2717288.log", "paste")]


def clocks_causal(root: Path):
    """Prefill's clock 10 s ahead, seen from a link set-up both ends passed."""
    skewed_ends(root, ahead=10.0)
    return [("P", "P.log", "file"), ("D", "D.log", "file")]


def clocks_agree(root: Path):
    skewed_ends(root, ahead=0.0)
    return [("P", "P.log", "file"), ("D", "D.log", "file")]


def summary_and_raw(root: Path):
    """Prefill's node reduced to a summary (--summary), decode's logs raw."""
    p, d = prefill_failed_registration(root, gap=4.0)
    (root / "prefill-0.json").write_text(summary_of([f"P={p}"]), "utf-8")
    return [("P", "prefill-0.json", "file"), ("D", d.name, "dir")]


def summaries_of_nodes(root: Path):
    """Three nodes' summaries given together, unlabelled: each node its own side."""
    p, d = prefill_failed_registration(root, gap=4.0)
    (root / "prefill-0.json").write_text(summary_of([f"prefill-0={p}"]), "utf-8")
    (root / "decode-0.json").write_text(summary_of([f"decode-0={d}"]), "utf-8")
    (root / "decode-1.json").write_text(
        summary_of([f"decode-1={write(root / 'quiet.log', noise(50, seed=11, pid=3003))}"]),
        "utf-8",
    )
    return [(None, ["decode-0.json", "decode-1.json", "prefill-0.json"], "files")]


def unlabelled_folders(root: Path):
    """Two folders in one box, no label: each folder a side, named as given."""
    p, d = prefill_failed_registration(root, gap=4.0)
    return [(None, p.name, "dir"), (None, d.name, "dir")]


def paired_by_cluster_ids(root: Path):
    link = message("LLMLinkManager::LinkClusters", "Failed to link cluster, remote")
    disconnect = message("LinkMsgHandler::ProcessDisconnectRequest", "Failed to process")
    write(
        root / "D" / "plog.log",
        [*noise(30, 3, pid=2002), (at(5.0), upstream_line(link, at(5.0), 1, 3001, number="7"))],
    )
    p_line = upstream_line(disconnect, at(4.0), 1, 4001, pid=1001, number="7")
    write(root / "P" / "plog.log", [*noise(30, 4, pid=1001), (at(4.0), p_line)])
    return [("P", "P", "dir"), ("D", "D", "dir")]


def a_chain_of_ten(root: Path):
    from llm_status.registry import upstream_messages

    origin = upstream_line(REGISTER, at(1.0), 103901, 4001, pid=1001)
    rows = [m for m in upstream_messages.messages() if m.passes_on and m.origin == "adxl-check"][:9]
    passed = [
        upstream_line(row, at(1.0 + 0.01 * (i + 1)), 4294967295, 4001, pid=1001)
        for i, row in enumerate(rows)
    ]
    write(root / "p.log", [origin, *passed])
    return [("P", "p.log", "file")]


def noise_only(root: Path):
    """Other software's INFO lines and upstream's, no error: the report says so."""
    write(root / "P" / "app.log", noise(400, seed=9, pid=1001))
    write(root / "D" / "app.log", noise(400, seed=10, pid=2002))
    return [("P", "P", "dir"), ("D", "D", "dir")]


def a_traceback_alone(root: Path):
    """The application's traceback, no plog: not enough evidence, and what to collect."""
    (root / "vllm.log").write_text(
        "INFO 03-12 10:41:00 [engine.py:301] Received request cmpl-1\n"
        "ERROR 03-12 10:41:05 [engine.py:310] pull failed\n"
        "Traceback (most recent call last):\n"
        '  File "/app/kv.py", line 88, in pull\n'
        "    cache_manager.pull_blocks(src, dst)\n"
        "llm_datadist.status.LLMException: pull_blocks failed, status_code: LLM_TIMEOUT\n",
        "utf-8",
    )
    return [("D", "vllm.log", "file")]


def real_pastes(root: Path):
    """Logs as people pasted them (tests/data/real-logs/excerpts/): wrapped lines, the
    error manager's blocks, torch_npu's lines, HCCL's LINK_ERROR_INFO; each file a side."""
    import shutil

    folder = Path(__file__).parents[1] / "data" / "real-logs" / "excerpts"
    names = sorted(path.name for path in folder.glob("*.log"))
    for name in names:
        shutil.copy(folder / name, root / name)
    return [(None, names, "files")]


def facts_of_both_nodes(root: Path):
    """Each side's folder with its node's facts transcript (llm-status collect's), the two
    devices' TLS switched apart: the TLS hypothesis is decided from the facts."""
    from support.facts import facts_text

    p, d = prefill_failed_registration(root)
    (p / "facts.txt").write_text(facts_text(tls="1"), "utf-8")
    (d / "facts.txt").write_text(facts_text(tls="0"), "utf-8")
    return [("P", p.name, "dir"), ("D", d.name, "dir")]


def rank_table_and_versions(root: Path):
    """The decode node's rank table gives its device a stale IP, and the prefill node runs
    the KV pool on a CANN older than vllm-ascend's requirement (issue 32)."""
    from support.facts import facts_text, rank_table, with_rank_table

    p, d = prefill_failed_registration(root)
    pool = facts_text().replace(
        "vllm serve /models/x",
        'vllm serve /models/x --kv-transfer-config {"kv_connector":"AscendStoreConnector"}',
    )
    pool += (
        "$ cat /usr/local/Ascend/ascend-toolkit/latest/aarch64-linux/ascend_toolkit_install.info\n"
    )
    pool += "version=8.0.RC1\n"
    (p / "facts.txt").write_text(pool, "utf-8")
    stale = with_rank_table(facts_text(), rank_table(n1=("10.0.0.99",)))
    (d / "facts.txt").write_text(stale, "utf-8")
    return [("P", p.name, "dir"), ("D", d.name, "dir")]


def hccl_guide_cqe(root: Path):
    """HCCL's guide's error CQE lines, and hccn_tool's link record of the port going down
    before it, in one folder."""
    from support.guide_lines import CQE, LINK_STAT

    write(root / "D" / "plog-1.log", CQE.splitlines())
    (root / "D" / "hccn_link_stat.txt").write_text(LINK_STAT, "utf-8")
    return [("D", "D", "dir")]


def neighbours_lines(root: Path):
    """The neighbours' lines (issue 34): vllm-ascend's KV pool on Mooncake with the Store's
    lease expiry, and SGLang's decode ranks, one relaying the other's failure."""
    from support.neighbour_lines import LINES

    (root / "D").mkdir()
    (root / "D" / "vllm.log").write_text(
        "(Worker pid=90725) INFO 06-16 13:10:30 [mooncake_backend.py:157] Mooncake store "
        "initialized.\n" + next(iter(LINES)) + "\n",
        "utf-8",
    )
    (root / "P").mkdir()
    (root / "P" / "sglang.log").write_text(
        "[2026-02-19 16:32:42 TP6] Decode transfer failed for request rank=6 with exception "
        "KVTransferError(bootstrap_room=687467831379323517): Failed due to an unknown reason "
        "from another rank\n"
        "[2026-02-19 16:32:42 TP7] Decode transfer failed for request rank=7 with exception "
        "KVTransferError(bootstrap_room=687467831379323517): Failed to get kvcache from "
        "prefill instance, it might be dead\n",
        "utf-8",
    )
    return [("D", "D", "dir"), ("P", "P", "dir")]


def lease_expired_with_facts(root: Path):
    """The Store's lease expiry with the node's facts: mooncake_master's lease (5,000 ms)
    shorter than the processes' ASCEND_TRANSFER_TIMEOUT (10,000 ms)."""
    neighbours_lines(root)
    facts = [
        "# llm-status collect: decode-0",
        "$ cat /proc/12/cmdline",
        "mooncake_master --port 50088 --default_kv_lease_ttl 5000",
        "$ cat /proc/14/cmdline",
        "python -m vllm.entrypoints.openai.api_server",
        "$ cat /proc/14/environ",
        "ASCEND_TRANSFER_TIMEOUT=10000",
    ]
    (root / "D" / "facts.txt").write_text("\n".join(facts) + "\n", "utf-8")
    return [("D", "D", "dir")]


def mooncake_transport_connect(root: Path):
    """vllm-ascend's P2P connector raises the Mooncake binding's -1; the Ascend direct
    transport logged its connect timeout (glog, finer clock) in the same second before."""
    (root / "D").mkdir()
    (root / "D" / "vllm.log").write_text(
        "I1202 10:41:01.100000 5127 transfer_executor_base.cpp:284] Success to initialize "
        "adxl engine:10.0.0.3:16000, pid:5127\n"
        "E1202 10:41:05.372946 5127 transfer_executor_base.cpp:316] Connect timeout to: "
        "10.0.0.2:16000, errmsg: \n"
        "(Worker_DP0_TP0 pid=5127) ERROR 12-02 10:41:05 [mooncake_connector.py:1012] Mooncake "
        "transfer failed for request. remote_request_id=cmpl-42-0, ret=-1. \n"
        "(Worker_DP0_TP0 pid=5127) ERROR 12-02 10:41:05 [mooncake_connector.py:727] Failed to "
        "transfer KV cache for request cmpl-42-0: Mooncake transfer failed, ret: -1\n",
        "utf-8",
    )
    return [("D", "D", "dir")]


CASES = {
    case.__name__: case
    for case in (
        registration_first,
        entries_within_the_timeout,
        one_side,
        cq_resources,
        stream_sync_timeout,
        skewed_by_an_hour,
        rotated_and_compressed,
        hccl_real_incident,
        clocks_causal,
        clocks_agree,
        summary_and_raw,
        summaries_of_nodes,
        unlabelled_folders,
        paired_by_cluster_ids,
        a_chain_of_ten,
        noise_only,
        a_traceback_alone,
        real_pastes,
        facts_of_both_nodes,
        rank_table_and_versions,
        hccl_guide_cqe,
        neighbours_lines,
        lease_expired_with_facts,
        mooncake_transport_connect,
    )
}
