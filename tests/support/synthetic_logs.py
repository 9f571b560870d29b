"""Synthetic logs of a node's day, reproducible (a fixed seed), for the benchmarks and the
tests that hold the decoders to each other over them.

``make_log``: two lines in three are the noise of a real node (plog INFO lines of other
modules, an inference framework's progress lines), one in three carries a code or one of
upstream's messages, in the shapes real logs print them (plog ERROR lines with
``ErrorNo:``, ``LLMException`` texts, failed calls with their code).
``make_realistic_log``: a production node's day, about 1.5% of its lines such hits.
"""

from __future__ import annotations

import random
import re

NOISE = (
    "[INFO] GE({pid},python):2026-11-29-10:{mm}:01.123.456 [graph_manager.cc:{n}] {pid} "
    "RunGraph: graph {n} executed, time cost {n} us.",
    "[INFO] LLMDATADIST({pid},python):2026-11-29-10:{mm}:02.223.456 [llm_datadist_v2.cc:{n}]"
    "[HIXL] {pid} LinkClusters: link to cluster {n} success, ip 10.0.0.{n}.",
    "[DEBUG] HCCL({pid},python):2026-11-29-10:{mm}:03.000.001 [transport.cc:{n}] {pid} "
    "rank {n} send {n} bytes to rank {n}",
    "INFO 11-29 10:{mm}:04 [scheduler.py:{n}] Avg prompt throughput: {n}.5 tokens/s, "
    "Running: {n} reqs, Pending: 0 reqs",
    "[WARNING] RUNTIME({pid},python):2026-11-29-10:{mm}:05.999.999 [stream.cc:{n}] {pid} "
    "stream {n} sync wait {n} ms",
)
_PLACEHOLDER = re.compile(
    r"%[-+ #0]*\d*(?:\.\d+)?(?:hh|h|ll|l|z|j|t|L)?[diouxXfFeEgGcspn]|\{[^{}]*\}|<code>|<info>"
)


def make_log(lines: int, seed: int = 7) -> str:
    """``lines`` lines of a log, one in three carrying a code or a message."""
    from llm_status import find
    from llm_status.registry import upstream_messages as catalogue

    rnd = random.Random(seed)
    printed = [m for m in catalogue.messages() if m.shows_as != "description"]

    def fill(template: str) -> str:
        def value(match: re.Match) -> str:
            token = match.group()
            if token == "<code>":
                return rnd.choice(("LLM_TIMEOUT", "LLM_LINK_BUSY", "LLM_PARAM_INVALID"))
            return str(rnd.randint(1, 4096)) if token[-1] in "diuxX" else "req_7"

        return _PLACEHOLDER.sub(value, template)

    out = []
    for i in range(lines):
        if i % 3:
            pid, mm, n = rnd.randint(1000, 9999), rnd.randint(10, 59), rnd.randint(1, 999)
            out.append(rnd.choice(NOISE).format(pid=pid, mm=mm, n=n))
            continue
        message = rnd.choice(printed)
        text = fill(message.template)
        if message.shows_as == "plog":
            if message.code in ("acl", "hccl"):
                value = 507046  # a lower layer's number (aclError's stream sync timeout)
            elif message.named_code is None:  # passed on: the failed call's status
                hixl = message.origin.startswith(("hixl", "adxl"))
                value = find("hixl::TIMEOUT" if hixl else "LLM_TIMEOUT").value
            else:
                value = find(message.code).value
            out.append(
                f"[ERROR] LLMDATADIST({rnd.randint(1000, 9999)},python):2026-11-29-10:00:01.123.456 "
                f"[{message.path.rsplit('/', 1)[-1]}:{message.line}][HIXL] 4242 "
                f"{message.function}: ErrorNo: {value} {text}"
            )
        else:
            out.append(f"llm_datadist.status.LLMException: {text}")
    return "\n".join(out) + "\n"


# A production node's day (the performance review's "realistic" log): INFO noise of plog
# and vLLM shapes, and one line in about 66 (1.5%) a hit of make_log's kinds.
REALISTIC_NOISE = (
    "[INFO] HIXL({pid},python):2026-11-29-10:{mm}:01.123.456 [engine.cc:{n}]{pid} Transfer: "
    "transfer {n} finished, cost {n} us, blocks {n}",
    "[INFO] HCCL({pid},python):2026-11-29-10:{mm}:02.223.456 [transport.cc:{n}]{pid} Send: "
    "rank {n} send {n} bytes to rank {n}",
    "[INFO] GE({pid},python):2026-11-29-10:{mm}:03.323.456 [graph_manager.cc:{n}]{pid} RunGraph: "
    "graph {n} executed, time cost {n} us.",
    "[WARNING] RUNTIME({pid},python):2026-11-29-10:{mm}:04.423.456 [stream.cc:{n}]{pid} Sync: "
    "stream {n} sync wait {n} ms",
    "[EVENT] HIXL({pid},python):2026-11-29-10:{mm}:05.523.456 [statistic.cc:{n}]{pid} Dump: "
    "Direct transfer statistic info: count {n}, avg {n} us",
    "INFO 11-29 10:{mm}:06 [engine.py:{n}] Received request cmpl-{n}: prompt: 'Summarise the "
    "meeting notes of week {n} in three bullet points.', params: SamplingParams(n=1)",
    "INFO 11-29 10:{mm}:07 [metrics.py:{n}] Avg prompt throughput: {n}.5 tokens/s, Avg "
    "generation throughput: {n}.1 tokens/s, Running: {n} reqs, Pending: 0 reqs",
    'INFO:     10.0.0.{n}:{n} - "POST /v1/completions HTTP/1.1" 200 OK',
)


def make_realistic_log(lines: int, seed: int = 8) -> str:
    """``lines`` lines of a production node's log: about 1.5% carry a code or a message."""
    rnd = random.Random(seed)
    hits = make_log(lines // 66 * 3 + 3, seed=seed).splitlines()[::3]
    out = []
    for i in range(lines):
        if i % 66 == 0 and hits:
            out.append(hits.pop())
            continue
        pid, mm, n = rnd.randint(1000, 9999), rnd.randint(10, 59), rnd.randint(1, 99999)
        out.append(rnd.choice(REALISTIC_NOISE).format(pid=pid, mm=mm, n=n))
    return "\n".join(out) + "\n"
