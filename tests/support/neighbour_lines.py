"""The neighbours' lines as their programs print them, one per code read."""

from __future__ import annotations

# Lines as the neighbours print them: vLLM's prefix and a worker's, glog's, MindIE's,
# SGLang's (research-2026-12-02.md T4; shared/real-logs lines.tsv 110, 131; FaultDiag's
# test of its MindIE parser; an SGLang issue's decode log).
LINES = {
    "(Worker_DP0_TP2_EP2 pid=90725) ERROR 06-16 13:10:34 [mooncake_backend.py:246] Failed to "
    "get 2 keys out of 8. error_codes=[-707]. Check key existence and memory state.": [
        ("mooncake-store", "LEASE_EXPIRED")
    ],
    "Failed to submit all transfers, error code is Context": [("mooncake-te-status", "Context")],
    "E0212 17:34:25.448876 212704 client_service.cpp:3759] OffloadObjectHeartbeat failed, "
    "error code is SEGMENT_NOT_FOUND": [("mooncake-store", "SEGMENT_NOT_FOUND")],
    "Failed to transfer KV cache for request chatcmpl-xxxxxxxx: Mooncake transfer failed, ret: -1": [
        ("mooncake-te-python", "-1")
    ],
    "(Worker_DP0_TP0 pid=5127) ERROR 12-02 10:41:05 [mooncake_connector.py:1012] Mooncake "
    "transfer failed for request. remote_request_id=cmpl-42-0, ret=-1. ": [
        ("mooncake-te-python", "-1")
    ],
    "hybm core init failed: -3": [("memfabric-hybm", "BM_MALLOC_FAILED")],
    # Mooncake's own warning, which prints no code: the status its call returns next.
    "W1202 10:41:07.372946 5127 client_service.cpp:1410] "
    "lease_expired_before_data_transfer_completed key=req-42_layer_3": [
        ("mooncake-store", "LEASE_EXPIRED")
    ],
    "[2025-05-30 21:47:44,982] [134] [281466201825504] [llm] [ERROR] [logging.py-56] : Link "
    "from 2.0.0.0 to 1.0.0.0 failed, error code is MIE05E01001B.": [("mindie-llm", "MIE05E01001B")],
    # TENT's C API (transfer_engine_c.cpp:88): its Status by name, then its message.
    "E1202 10:41:07.372946 5127 transfer_engine_c.cpp:88] tent_open_segment: RdmaError: "
    "post send failed": [("mooncake-tent-status", "RdmaError")],
    # A name both engines have is TENT's where TENT's message prints it.
    "E1202 10:41:07.372946 5127 transfer_engine_c.cpp:88] tent_open_segment: DeviceNotFound: "
    "npu 3": [("mooncake-tent-status", "DeviceNotFound")],
    # MindIE Server and MindIE MS, as their sources write the code before their words.
    "[ERROR] [MIE04E020911] Pull kv failed irreversibly.": [("mindie-server", "MIE04E020911")],
    "[2025-11-05 12:00:00.123456] [ERROR] [MIE03E400008] [HttpServer] HTTP server on timeout.": [
        ("mindie-ms", "MIE03E400008")
    ],
}
