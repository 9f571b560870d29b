"""Hostile input for the readers: fragments of real lines and noise, joined at random."""

from __future__ import annotations

from hypothesis import strategies as st

# Text as logs hold it: codes, names, messages and noise, glued by anything.
FRAGMENTS = st.sampled_from(
    [
        "LLM_TIMEOUT",
        "llm_link_busy",
        "LLMStatusCode.LLM KV_CACHE_NOT EXIST",
        "0x5010B01A",
        "5010b01b",
        "1343270917",
        "507053",
        "-1",
        "0",
        "ret = ",
        "ret == ",
        "ErrorNo: ",
        "cache_desc placement must be HOST",
        "remote cache is not remote accessible.",
        # The shapes of a line's own level, and a template of plain words (M3).
        "INFO 11-30 10:00:02 [pool.py:12] ",
        "[WARNING] GE(2002,python):2026-03-12-10:41:00.020.000 [graph.cc:12]3002 Run: ",
        "[ERROR] HIXL(2741,python):2026-03-12-10:41:02.123.456 [adxl_inner_engine.cc:352]3001 ",
        "I1130 10:00:06.123456  1234 transfer.cc:12] ",
        "Failed to create channel",
        "Connect",
        "[pull_blocks] failed, error code is LLMStatusCode.LLM_TIMEOUT, x.",
        "pull_cache",
        "link_clusters",
        "_pull_blocks",
        "0x5010B0FE",
        "1343271166",
        "5010b0ff",
        "\n",
        "\r\n",
        "\u2028",
        "\f",
        "报错",
        "，",
        " ",
        "=",
        "x",
        "99999999999",
        "\x00",
        "\ud7ff",
    ]
)

LOGS = st.lists(st.one_of(FRAGMENTS, st.text(max_size=8)), max_size=30).map("".join)
