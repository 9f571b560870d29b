"""The runtime's stream sync timeout as a plog line."""

from __future__ import annotations

from support.plogs import (
    plog,
)


def stream_sync_timeout(when, pid=2002, tid=3001) -> str:
    return plog(
        "ERROR", "RUNTIME", when, "stream.cc:1", tid, "RtStreamSynchronizeWithTimeout",
        "stream sync timeout, timeout 2000 ms", pid,
    )  # fmt: skip
