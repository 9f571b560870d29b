"""What both ends of a KV transfer must agree on that no log line says (llm-status
check): their inference processes' layout and KV cache, as their command lines state
them (registry/facts.LAYOUT_READINGS). A block the prefill end writes is read by the
decode end as its own layout lays blocks out; where the two differ, the transfer can
succeed and the decode end still read the wrong numbers: garbled output, no error line.

Each rule names the facts it compares, what it looks for (a problem, as triage's
hypotheses are worded), and whose statement that is."""

from __future__ import annotations

from typing import NamedTuple

from .record import Source, T

# vllm-ascend's guide to PD disaggregation with Mooncake, at its v0.23.0 docs
# (docs/source/tutorials/features/pd_disaggregation_mooncake_multi_node.md).
VLLM_ASCEND_PD_GUIDE = "vllm-ascend pd_disaggregation_mooncake_multi_node.md (v0.23.0)"


class LayoutRule(NamedTuple):
    key: str
    facts: tuple[str, ...]  # the fact keys it compares (registry/facts.LAYOUT_READINGS)
    says: T  # the problem it looks for
    source: Source


LAYOUT_RULES = (
    LayoutRule(
        "same_connector",
        ("kv_connector",),
        T(
            "The two ends name different KV connectors.",
            "两端指定的 KV 连接器不同。",
        ),
        Source.OURS,
    ),
    LayoutRule(
        "same_block_size",
        ("block_size",),
        T(
            "The two ends' KV cache blocks differ in size (vLLM's --block-size, SGLang's "
            "--page-size): a block is copied as one end lays it out and read as the other "
            "does.",
            "两端 KV cache 的块大小不同（vLLM 的 --block-size、SGLang 的 --page-size）："
            "块按一端的布局复制，却按另一端的布局读取。",
        ),
        Source.OURS,
    ),
    LayoutRule(
        "same_kv_dtype",
        ("kv_cache_dtype",),
        T(
            "The two ends' KV cache dtypes differ (--kv-cache-dtype): the bytes one end "
            "writes are read as another type.",
            "两端 KV cache 的数据类型不同（--kv-cache-dtype）：一端写入的字节被按另一种类型读取。",
        ),
        Source.OURS,
    ),
    LayoutRule(
        "dcp_both_or_neither",
        ("dcp_size",),
        T(
            "Decode context parallelism (DCP) is on at one end only. vllm-ascend's guide "
            "says, of DeepSeek-V3.2-style models on the Sparse Flash Attention backend "
            "(DeepSeek-V3.2, GLM-5.1, GLM-5.2): enable DCP on both the prefill and the decode "
            "nodes, or on neither; on one side only it can cause known accuracy issues.",
            "解码上下文并行（DCP）只在一端开启。vllm-ascend 的指南说明：对使用 Sparse Flash "
            "Attention 后端的 DeepSeek-V3.2 类模型（DeepSeek-V3.2、GLM-5.1、GLM-5.2），DCP "
            "须在 prefill 与 decode 节点上同时开启或同时关闭；只在一端开启可能导致已知的精度问题。",
        ),
        Source.NEIGHBOUR_GUIDE,
    ),
    LayoutRule(
        "stated_layout",
        ("stated_prefill", "stated_decode", "tp_size", "dp_size", "pp_size", "kv_role"),
        T(
            "vllm-ascend's Mooncake connector is told both ends' layouts in its extra config "
            '("prefill" and "decode": dp_size, tp_size, pp_size): the two ends tell it '
            "different layouts, or an end's own flags are not what its config says of it.",
            'vllm-ascend 的 Mooncake 连接器在其 extra config 中获知两端的布局（"prefill" 与 '
            '"decode"：dp_size、tp_size、pp_size）：两端给出的布局不同，或某一端自身的参数与其配置'
            "中对自己的描述不符。",
        ),
        Source.OURS,
    ),
)
