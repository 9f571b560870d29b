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
# The name is a file's name in $out and a side's label: a host name's letters only, so
# that nothing is written outside $out ("../x") and triage takes it as a label.
case $node in
  "" | .* | *[!A-Za-z0-9._-]*)
    echo "llm-status: node name '$node' is not a host name (letters, digits, . _ -)" >&2
    exit 2
    ;;
esac
mkdir -p "$out"
part="$out/$node.json.part"
trap 'rm -f "$part"' EXIT
# --collect runs llm-status collect here (read-only queries, each with a timeout) and puts
# the node's facts in the summary; what it cannot run, it says there.
llm-status triage "$node=$logs" --summary --collect > "$part"
mv "$part" "$out/$node.json"
echo "llm-status: $out/$node.json" >&2
