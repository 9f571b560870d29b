"""How many cores this process may use, the default of ``-j``: the CPUs it may run on
(its affinity, which a cpuset narrows), and no more than its cgroup's CPU quota (a
Kubernetes pod's CPU limit: ``os.cpu_count()`` there is the node's, dozens of cores, of
which the pod may use two)."""

from __future__ import annotations

import math
import os

CPU_MAX = "/sys/fs/cgroup/cpu.max"  # cgroup v2: "<quota> <period>", or "max <period>"
CFS_QUOTA = "/sys/fs/cgroup/cpu/cpu.cfs_quota_us"  # cgroup v1: -1 where there is none
CFS_PERIOD = "/sys/fs/cgroup/cpu/cpu.cfs_period_us"


def usable() -> int:
    """The cores this process may keep busy, at least 1."""
    try:
        cores = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # not Linux
        cores = os.cpu_count() or 1
    quota = quota_cores(_read(CPU_MAX), _read(CFS_QUOTA), _read(CFS_PERIOD))
    return max(1, min(cores, quota) if quota else cores)


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
