"""Logs as upstream prints them, for triage's scenarios: plog lines in the shape of
``shared/upstream/README.md`` ("What a plog looks like"), the catalogue's own templates
for HIXL/ADXL/LLM-DataDist lines, and the words of upstream's troubleshooting guide for
the lower layers (HCCL, HCCP, the driver), whose own source we do not have."""

from __future__ import annotations

import random
from datetime import datetime, timedelta
from pathlib import Path

from llm_status.registry import upstream_messages as catalogue
from support.catalogue_lines import fill

T0 = datetime(2026, 3, 12, 10, 41, 0)


def at(seconds: float) -> datetime:
    return T0 + timedelta(seconds=seconds)


def plog(
    level: str,
    module: str,
    when: datetime,
    site: str,
    tid: int,
    function: str,
    text: str,
    pid: int = 2741,
) -> str:
    """``[ERROR] HIXL(<pid>,python):2026-03-12-10:41:02.123.456 [file.cc:12]5678 Func: text``."""
    stamp = (
        when.strftime("%Y-%m-%d-%H:%M:%S")
        + f".{when.microsecond // 1000:03d}.{when.microsecond % 1000:03d}"
    )
    return f"[{level}] {module}({pid},python):{stamp} [{site}]{tid} {function}: {text}"


def message(function: str, starts: str) -> catalogue.Message:
    """The catalogue's row of ``function`` whose template starts with ``starts``."""
    for row in catalogue.messages():
        if row.function == function and row.template.startswith(starts):
            return row
    raise LookupError(f"{function}: {starts}")


def upstream_line(
    row: catalogue.Message, when: datetime, value: int, tid: int, pid: int = 2741, **fill_with
) -> str:
    """The ERROR line upstream prints for a catalogue row, its ErrorNo ``value``."""
    site = f"{row.path.rsplit('/', 1)[-1]}:{row.line}"
    text = f"ErrorNo: {value} {fill(row.template, **fill_with)}"
    return plog("ERROR", "HIXL", when, site, tid, row.function.rsplit("::", 1)[-1], text, pid)


def comm_prepare(when: datetime, comm: str, tid: int, pid: int, timeout_ms: int = 3000) -> str:
    """HCCL's INFO line as a side enters a link set-up (the guide's Entry-HcclCommPrepare)."""
    text = f"Entry-HcclCommPrepare comm[{comm}] timeout:{timeout_ms} ms"
    return plog("INFO", "HCCL", when, "hccl_comm.cc:412", tid, "HcclCommPrepare", text, pid)


def noise(
    count: int, seed: int, start: float = -320.0, pid: int = 2741, span: float = 330.0
) -> list[tuple[float, str]]:
    """INFO lines of upstream and of other software (vLLM, uvicorn), spread over ``span``
    seconds from ``start``: by default the five minutes before T0 and ten seconds after,
    so that a side's logs cover a failure's window (triage's diagnosis.covers)."""
    rng = random.Random(seed)
    lines = []
    for i in range(count):
        when = at(start + i * span / count)
        kind = rng.randrange(4)
        if kind == 0:
            text = f"transfer {rng.randrange(10**6)} finished, cost {rng.randrange(10**5)} us, npu blocks: 103904"
            lines.append(
                (when, plog("INFO", "HIXL", when, "engine.cc:88", 3001, "Transfer", text, pid))
            )
        elif kind == 1:
            stamp = when.strftime("%m-%d %H:%M:%S")
            lines.append(
                (
                    when,
                    f"INFO {stamp} [engine.py:301] Received request cmpl-{rng.randrange(10**9)}: prompt: 'error timeout failed 503900'",
                )
            )
        elif kind == 2:
            stamp = when.strftime("%Y-%m-%d %H:%M:%S,%f")[:-3]
            lines.append(
                (
                    when,
                    f'{stamp} INFO uvicorn.access: 10.0.0.9:5{rng.randrange(1000)} - "POST /v1/completions HTTP/1.1" 200',
                )
            )
        else:
            text = f"pid {rng.randrange(10**6)} step {i} of 1000000 time cost 507053 us"
            lines.append((when, plog("INFO", "GE", when, "graph.cc:12", 3002, "Run", text, pid)))
    return lines


def write(path: Path, lines: list[tuple[datetime, str]] | list[str]) -> Path:
    """A log file of the lines, in time order where they are timed."""
    path.parent.mkdir(parents=True, exist_ok=True)
    texts = [line if isinstance(line, str) else line[1] for line in sorted(lines, key=_when)]
    path.write_text("\n".join(texts) + "\n", "utf-8")
    return path


def _when(line) -> datetime:
    return T0 if isinstance(line, str) else line[0]


def echo_cascade(folder: Path, nodes: int = 200, echoes: int = 60) -> list[str]:
    """``nodes`` nodes: node-042 runs out of CQ resources and fails its connect first,
    the others time out against its engine ``echoes`` times each (every line names it as
    the remote end), and every tenth logs a success only."""

    def connect(when, local, remote, pid):
        text = f"Failed to connect, local engine:{local}, remote engine:{remote}, timeout:3000 ms."
        return plog("ERROR", "ADXL", when, "channel_msg_handler.cc:497", 9, "Connect", text, pid)

    root = "10.0.0.42:16000"
    specs = []
    for n in range(nodes):
        if n == 42:
            cq = "ibv_cmd_create_cq failed, ret 12"
            first = plog("ERROR", "HCCP", at(1.0), "rdma_agent.cc:140", 9, "CreateCq", cq, 42)
            lines = [(at(1.0), first), (at(1.1), connect(at(1.1), root, "10.0.0.1:16000", 42))]
        elif n % 10 == 0:
            lines = [(at(2.0), plog("INFO", "HIXL", at(2.0), "a.cc:1", 9, "X", "transfer ok", n))]
        else:
            lines = [
                (
                    at(5.0 + n / 100 + i),
                    connect(at(5.0 + n / 100 + i), f"10.0.1.{n}:16000", root, n),
                )
                for i in range(echoes)
            ]
        specs.append(f"node-{n:03d}={write(folder / f'n{n}.log', lines)}")
    return specs


def first_screen(report: str) -> str:
    """A triage report's first screen: the verdict, the next steps and what failed first,
    up to the sentence that says the rest follows (in either language)."""
    for rest in ("The evidence, the first errors", "以下依次是证据"):
        at = report.find(rest)
        if at >= 0:
            return report[:at]
    return report
