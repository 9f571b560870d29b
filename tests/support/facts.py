"""Transcripts as ``llm-status collect`` writes them: hccn_tool's answers, hccn.conf, the
processes' environments, versions, RDMA settings and a rank table."""

from __future__ import annotations

import json


def facts_text(ipv4=("10.0.0.10",), conf=None, tls="0", ipv6=(), roce=None, links=("UP",)) -> str:
    """A transcript as collect writes it: each device's hccn_tool answers, hccn.conf, and
    one inference process's environment."""
    lines = ["# llm-status collect: node 2026-03-12T10:50:00"]
    for device, address in enumerate(ipv4):
        lines += [f"$ hccn_tool -i {device} -ip -g", f"ipaddr:{address}", "netmask:255.255.255.0"]
    for device, address in enumerate(ipv6):
        lines += [f"$ hccn_tool -i {device} -ip -inet6 -g", f"ipv6_address:{address}"]
    for device in range(max(len(ipv4), len(ipv6))):
        lines += [
            f"$ hccn_tool -i {device} -tls -g",
            f"dev_id:{device}, tls switch[{tls}](0:disable, 1:enable), tls preconfigured[1]"
            "(0:non-preset, 1:preset), tls alarm time threshold[60]days",
        ]
    for device, state in enumerate(links):
        lines += [f"$ hccn_tool -i {device} -link -g", f"link status: {state}"]
    if conf is not False:
        lines.append("$ cat /etc/hccn.conf")
        lines += [f"address_{d}={a}" for d, a in enumerate(conf or ipv4)]
    else:
        lines.append("! cat /etc/hccn.conf: No such file or directory")
    lines += ["$ cat /proc/4242/cmdline", "vllm serve /models/x", "$ cat /proc/4242/environ"]
    lines += ["ASCEND_RT_VISIBLE_DEVICES=0"] + ([f"HCCL_INTRA_ROCE_ENABLE={roce}"] if roce else [])
    return "\n".join(lines) + "\n"


# A rank table as HCCL's (and LLM-DataDist's local_comm_res) form has it, for node n1
# (host 10.0.0.10) and n2 (10.0.0.20); each device's IP as given.
def rank_table(n1=("10.0.0.10",), n2=("10.0.1.10",)) -> str:
    def server(server_id, ips):
        devices = [
            {"device_id": str(d), "device_ip": ip, "rank_id": str(d)} for d, ip in enumerate(ips)
        ]
        return {"device": devices, "server_id": server_id}

    table = {
        "server_list": [server("10.0.0.10", n1), server("10.0.0.20", n2)],
        "status": "completed",
        "version": "1.0",
    }
    return json.dumps(table, indent=4)


def with_rank_table(text: str, table: str, host: str = "10.0.0.10") -> str:
    return (
        text
        + f"$ ip -4 -o addr\n4: eth0    inet {host}/24 brd 10.0.0.255 scope global eth0\\       "
        "valid_lft forever preferred_lft forever\n"
        + "$ cat /etc/hccl/rank_table.json\n"
        + table
        + "\n"
    )


def versions_text(cann="9.0.0", driver="25.5.0", mooncake=None, uses=()) -> str:
    """A node's facts with its versions, and what its process uses: "pool" (the KV pool's
    connector on its command line), "fabric" (ASCEND_ENABLE_USE_FABRIC_MEM=1)."""
    config = (
        ' --kv-transfer-config {"kv_connector":"AscendStoreConnector"}' if "pool" in uses else ""
    )
    lines = [
        "# llm-status collect: node 2026-03-12T10:50:00",
        "$ hccn_tool -i 0 -ip -g",
        "ipaddr:10.0.0.10",
        "$ cat /usr/local/Ascend/driver/version.info",
        f"Version={driver}",
        "$ cat /usr/local/Ascend/ascend-toolkit/latest/aarch64-linux/ascend_toolkit_install.info",
        f"version={cann}",
        "$ cat /proc/4242/cmdline",
        "vllm serve /models/x" + config,
        "$ cat /proc/4242/environ",
        "ASCEND_RT_VISIBLE_DEVICES=0",
        *(["ASCEND_ENABLE_USE_FABRIC_MEM=1"] if "fabric" in uses else []),
    ]
    if mooncake:
        lines += [
            "$ ls -d /usr/lib/python3.11/site-packages/mooncake*.dist-info",
            f"/usr/lib/python3.11/site-packages/mooncake_transfer_engine-{mooncake}.dist-info",
        ]
    return "\n".join(lines) + "\n"


def rdma_text(timeout=None, retry=None, transfer=None, mooncake=False) -> str:
    """A node's facts: its process's RDMA settings and transfer timeout, as set."""
    lines = ["# llm-status collect: node 2026-03-12T10:50:00", "$ cat /proc/4242/environ"]
    lines += ["ASCEND_RT_VISIBLE_DEVICES=0"]
    lines += [f"HCCL_RDMA_TIMEOUT={timeout}"] * (timeout is not None)
    lines += [f"HCCL_RDMA_RETRY_CNT={retry}"] * (retry is not None)
    lines += [f"ASCEND_TRANSFER_TIMEOUT={transfer}"] * (transfer is not None)
    if mooncake:
        lines += [
            "$ ls -d /usr/lib/python3.11/site-packages/mooncake*.dist-info",
            "/usr/lib/python3.11/site-packages/mooncake_transfer_engine-0.3.12.dist-info",
        ]
    return "\n".join(lines) + "\n"
