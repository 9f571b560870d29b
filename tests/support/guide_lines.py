"""HCCL's fault-diagnosis guide's own lines: an error CQE, and hccn_tool's link records."""

from __future__ import annotations

# task_exec_stage.md, EI0013: the RoCE driver's, HCCP's and HCCL's lines of one error CQE.
CQE = """\
[ERROR] ROCE(2040034,alltoall_test):2025-10-05-10:14:30.776.612 [hns_roce_lite.c:630]hns_roce_lite_handle_error_cqe(630) : error cqe status: 0x15
[ERROR] HCCP(2040034,alltoall_test):2025-10-05-10:14:30.776.650 [ra_hdc_lite.c:794]tid:2040458,ra_hdc_lite_period_poll_cqe : [create][ra_hdc_period_poll]failed CQE status[12], wr[0]
[ERROR] HCCL(2040034,alltoall_test):2025-10-05-10:14:31.607.432 [heartbeat.cc:1229] [2040666][TaskExecStage][HeartbeatAbnormal][ROCE CQE ERROR]cqe error status[12], time:[2025-10-05 10:14:30.776654],localInfo{server[127.10.0.1],deviceId[127.10.0.1],deviceIp[127.11.0.1]}, remoteIP{server[127.10.0.2],deviceId[127.10.0.2],deviceIp[127.11.0.2]}
"""


# hccn_tool -i 0 -link_stat -g, as the same section shows it.
LINK_STAT = """\
[devid 0]current time        : Sun Oct  5 10:20:46 2025
[devid 0]link up count       : 2
[devid 0]link down count     : 1
[devid 0]link change records :
[devid 0]    Sun Oct  5 10:13:51 2025    LINK UP
[devid 0]    Sun Oct  5 10:13:50 2025    LINK DOWN
"""
