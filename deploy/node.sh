#!/bin/sh
# One node's part of a cluster's triage: its logs and facts as one summary, named after
# the node, written whole or not at all. Every recipe in deploy/ runs this file.
#   LLM_STATUS_NODE  the node's name, its side in the merged report (default: hostname)
#   LLM_STATUS_LOGS  where its logs are (default: /root/ascend/log, the plog directory)
#   LLM_STATUS_OUT   the folder the summary goes to (default: /tmp/llm-status)
set -eu
node=${LLM_STATUS_NODE:-$(hostname)}
logs=${LLM_STATUS_LOGS:-/root/ascend/log}
out=${LLM_STATUS_OUT:-/tmp/llm-status}
mkdir -p "$out"
# --collect runs llm-status collect here (read-only queries, each with a timeout) and puts
# the node's facts in the summary; what it cannot run, it says there.
llm-status triage "$node=$logs" --summary --collect > "$out/$node.json.part"
mv "$out/$node.json.part" "$out/$node.json"
echo "llm-status: $out/$node.json" >&2
