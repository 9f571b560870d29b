"""Two-sided failures as upstream logs them: HCCL's socket timeout as the guide quotes it,
upstream's messages, the communicator both ends share, and a decision of a finding
by its hypothesis (``decided``)."""

from __future__ import annotations

from llm_status.triage import decisions
from support.plogs import at, comm_prepare, message, noise, plog, upstream_line, write

COMM = "10.0.0.2:16000_10.0.0.1:16000"

CONNECT = message("AdxlInnerEngine::Connect", "Failed to connect, remote engine")

REGISTER = message("AdxlEngine::RegisterMem", "Failed to register mem, type")

TRANSFER_SYNC = message("AdxlEngine::TransferSync", "Failed to TransferSync")


def socket_timeout(when, pid=2002, tid=3001) -> str:
    """HCCL's error as the guide quotes it: the decode side waited for the socket."""
    text = f"wait socket establish timeout, comm[{COMM}], timeout:3000 ms"
    return plog(
        "ERROR", "HCCL", when, "hccl_socket_manager.cc:233", tid, "WaitLinkEstablish", text, pid
    )


def decided(found, symptom: str) -> dict[str, decisions.Decision]:
    finding = next(f for f in found.findings if f.symptom.key == symptom)
    return {d.hypothesis.key: d for d in finding.decisions}


def prefill_failed_registration(tmp_path, gap: float = 1.0):
    """Decode waits for the socket; prefill had failed to register its memory first, and
    entered the link set-up late."""
    p = [
        *noise(200, seed=1, pid=1001),
        (at(1.0), upstream_line(REGISTER, at(1.0), 503900, 4001, pid=1001)),
        (at(2.0 + gap), comm_prepare(at(2.0 + gap), COMM, 4001, 1001)),
    ]
    d = [
        *noise(200, seed=2, pid=2002),
        (at(2.0), comm_prepare(at(2.0), COMM, 3001, 2002)),
        (at(5.1), socket_timeout(at(5.1))),
        (
            at(5.2),
            upstream_line(
                CONNECT, at(5.2), 503900, 3001, pid=2002, number="3000", text="10.0.0.1:16000"
            ),
        ),
    ]
    return write(tmp_path / "P" / "plog" / "plog-1001.log", p).parents[1], write(
        tmp_path / "D" / "plog" / "plog-2002.log", d
    ).parents[1]


# HCCL's lines as a public incident shows them (vllm-ascend#1955: the decode side's port
# was taken): HCCL writes its thread in brackets, and its own words for the port.
REAL_HCCL = """\
[ERROR] HCCL(2717288,python3):2025-07-23-03:47:57.070.463 [hccl_socket.cc:100] [2717288][HcclSocket][Listen] socket type[1], listen on ip[192.168.20.160] and specific port[16666] fail. Please check the port status and whether the port is been using by other process.
[ERROR] HCCL(2717288,python3):2025-07-23-03:47:57.070.466 [hccl_socket_manager.cc:54] [2717288][ServerInit]call trace: hcclRet -> 19
[ERROR] HCCL(2717288,python3):2025-07-23-03:47:57.070.472 [hccl_communicator.cc:2307] [2717288][InitNic]call trace: hcclRet -> 19
[ERROR] HCCL(2717288,python3):2025-07-23-03:49:57.177.194 [hccl_socket_manager.cc:778] [2734049][Wait][LinkEstablish]wait socket establish timeout, role[1] rank[12] timeout[120]
[ERROR] HCCL(2717288,python3):2025-07-23-03:49:57.177.265 [hccl_socket_manager.cc:830] [2734049][Wait][LinksEstablishCompleted] is failed. ret[9].
"""


def skewed_ends(tmp_path, ahead: float):
    """The scenario where the ends entered the failing link 0.5 s apart (within the timeout),
    after a link set-up both ends passed a minute before; prefill's clock ``ahead`` seconds
    ahead of decode's."""
    p_at = lambda s: at(s + ahead)  # noqa: E731 - prefill's clock
    warm = "10.0.0.2:16001_10.0.0.1:16001"
    p = [
        (p_at(-60.0), comm_prepare(p_at(-60.0), warm, 4001, 1001)),
        (p_at(1.0), upstream_line(REGISTER, p_at(1.0), 503900, 4001, pid=1001)),
        (p_at(2.5), comm_prepare(p_at(2.5), COMM, 4001, 1001)),
    ]
    d = [
        (at(-60.0), comm_prepare(at(-60.0), warm, 3001, 2002)),
        (at(2.0), comm_prepare(at(2.0), COMM, 3001, 2002)),
        (at(5.1), socket_timeout(at(5.1))),
    ]
    return write(tmp_path / "P.log", p), write(tmp_path / "D.log", d)
