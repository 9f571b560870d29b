"""How many worker processes this process may start, the default of ``-j``: one a CPU it
may run on (its affinity, which a cpuset narrows), no more than its cgroup's CPU quota (a
Kubernetes pod's CPU limit: ``os.cpu_count()`` there is the node's, dozens of cores, of
which the pod may use two), and no more than its cgroup's memory limit allows at
``WORKER_MEMORY`` a worker (llm-status's metrics DaemonSet runs in 256 MiB, and sets no
CPU limit); and the pool of them (``pool``) decode and triage start."""

from __future__ import annotations

import math
import os

CPU_MAX = "/sys/fs/cgroup/cpu.max"  # cgroup v2: "<quota> <period>", or "max <period>"
CFS_QUOTA = "/sys/fs/cgroup/cpu/cpu.cfs_quota_us"  # cgroup v1: -1 where there is none
CFS_PERIOD = "/sys/fs/cgroup/cpu/cpu.cfs_period_us"
MEMORY_MAX = "/sys/fs/cgroup/memory.max"  # cgroup v2: bytes, or "max"
MEMORY_LIMIT = "/sys/fs/cgroup/memory/memory.limit_in_bytes"  # cgroup v1
# A worker's resident memory was about 27 MiB reading the bench's logs (decode and
# triage alike, on a 2-core machine); the rest is room for the command itself.
WORKER_MEMORY = 48 << 20


def usable() -> int:
    """The worker processes this process may start, at least 1."""
    try:
        cores = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # not Linux
        cores = os.cpu_count() or 1
    quota = quota_cores(_read(CPU_MAX), _read(CFS_QUOTA), _read(CFS_PERIOD))
    memory = memory_limit(_read(MEMORY_MAX), _read(MEMORY_LIMIT))
    for bound in (quota, memory and memory // WORKER_MEMORY):
        if bound is not None:
            cores = min(cores, bound)
    return max(1, cores)


def memory_limit(memory_max: str | None, limit_in_bytes: str | None) -> int | None:
    """A cgroup's memory limit in bytes, or None where it sets none (cgroup v1 writes a
    number near 2**63 for none).

    >>> memory_limit("268435456", None), memory_limit("max", None)
    (268435456, None)
    >>> memory_limit(None, "9223372036854771712") is None
    True
    """
    text = memory_max if memory_max is not None else limit_in_bytes
    try:
        limit = int(text)
    except (TypeError, ValueError):
        return None
    return limit if 0 < limit < 1 << 60 else None


def pool(jobs: int):
    """``jobs`` worker processes that ignore Ctrl-C: it reaches every process of the
    terminal's group, and the command that started them ends them (``terminate``), so
    that it alone says it was interrupted, in one line."""
    import multiprocessing
    import signal

    # Workers are born with Ctrl-C held back, and the pool's threads (which start any
    # worker that replaces one) too: a worker forked before its initializer ran died of
    # it, maybe holding the pool's queue lock, and terminate() then waited for ever (a
    # loaded machine's test saw it). The command's own thread gets it once they exist.
    held = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        return multiprocessing.Pool(jobs, initializer=_ignore_interrupt)
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, held)


def _ignore_interrupt() -> None:
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)


def quota_cores(cpu_max: str | None, cfs_quota: str | None, cfs_period: str | None) -> int | None:
    """The cores a cgroup's CPU quota allows, rounded up (1.5 cores: 2), or None where it
    sets none.

    >>> quota_cores("200000 100000", None, None), quota_cores("max 100000", None, None)
    (2, None)
    >>> quota_cores(None, "150000", "100000"), quota_cores(None, "-1", "100000")
    (2, None)
    """
    quota = period = None
    if cpu_max is not None:
        fields = cpu_max.split()
        if len(fields) == 2 and fields[0] != "max":
            quota, period = fields
    elif cfs_quota is not None and cfs_period is not None:
        quota, period = cfs_quota.strip(), cfs_period.strip()
    try:
        quota_us, period_us = int(quota), int(period)
    except (TypeError, ValueError):
        return None
    if quota_us <= 0 or period_us <= 0:
        return None
    return math.ceil(quota_us / period_us)


def _read(path: str) -> str | None:
    try:
        with open(path, encoding="ascii") as file:
            return file.read()
    except (OSError, UnicodeDecodeError):
        return None
