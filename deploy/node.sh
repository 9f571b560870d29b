#!/bin/sh
# One node's part of a cluster's triage: its logs and facts as one summary, named after
# the node, written whole or not at all. Every recipe in deploy/ runs this file.
#   LLM_STATUS_NODE  the node's name, its side in the merged report (default: hostname)
#   LLM_STATUS_LOGS  where its logs are (default: /root/ascend/log, the plog directory)
#   LLM_STATUS_CONTAINER_LOGS
#                    kubelet's folder of the containers' logs (/var/log/pods), read too:
#                    vLLM, SGLang and Mooncake write to stdout (default: none)
#   LLM_STATUS_PODS  which of its pod folders (<namespace>_<pod>_<uid>) to read, a shell
#                    pattern (default: *); llm-status's own pods are never read
#   LLM_STATUS_OUT   the folder the summary goes to (default: /tmp/llm-status), or - for
#                    standard output: one line, "llm-status-summary <node> <summary>",
#                    printed once it is whole (what gather.sh reads with kubectl logs)
set -eu
node=${LLM_STATUS_NODE:-$(hostname)}
logs=${LLM_STATUS_LOGS:-/root/ascend/log}
pods=${LLM_STATUS_CONTAINER_LOGS:-}
which=${LLM_STATUS_PODS:-*}
out=${LLM_STATUS_OUT:-/tmp/llm-status}
# The name is a file's name in $out and a side's label: a host name's letters only, so
# that nothing is written outside $out ("../x") and triage takes it as a label.
case $node in
  "" | .* | *[!A-Za-z0-9._-]*)
    echo "llm-status: node name '$node' is not a host name (letters, digits, . _ -)" >&2
    exit 2
    ;;
esac
set -- "$node=$logs"
if [ -n "$pods" ]; then
  for folder in "$pods"/*/; do
    [ -d "$folder" ] || continue
    name=$(basename "$folder")
    case $name in
      *_llm-status-*) continue ;; # our own pods' logs: earlier summaries, not the node's
    esac
    # shellcheck disable=SC2254 # $which is a pattern, as documented
    case $name in
      $which) set -- "$@" "$node=$folder" ;;
    esac
  done
fi
# --collect runs llm-status collect here (read-only queries, each with a timeout) and puts
# the node's facts in the summary; what it cannot run, it says there.
if [ "$out" = - ]; then
  # Printed only once whole: a pod's log never holds half a summary.
  summary=$(llm-status triage "$@" --summary --collect)
  printf 'llm-status-summary %s %s\n' "$node" "$summary"
  exit 0
fi
mkdir -p "$out"
part="$out/$node.json.part"
trap 'rm -f "$part"' EXIT
llm-status triage "$@" --summary --collect > "$part"
mv "$part" "$out/$node.json"
echo "llm-status: $out/$node.json" >&2
