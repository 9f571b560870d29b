#!/bin/sh
# Where the operator is: each node's summary from its pod's log (kubectl logs: what
# node.sh printed, LLM_STATUS_OUT=-), then one report of them all (../merge.sh). No
# volume is shared: every cluster keeps a pod's output until the pod is deleted.
#   LLM_STATUS_SELECTOR  the summaries' pods (default: app.kubernetes.io/name=llm-status)
#   LLM_STATUS_NAMESPACE their namespace (default: kubectl's current one)
#   LLM_STATUS_OUT       where the summaries and report.txt go (default: llm-status-out)
#   LLM_STATUS_WAIT      seconds to wait for every pod's summary (default: 600)
#   LLM_STATUS_STEP      merge: one report of them all (default); check: llm-status check
#                        of the nodes' facts, before traffic (exit 1 where a rule differs)
#   KUBECTL              the kubectl to run (default: kubectl)
set -eu
kubectl=${KUBECTL:-kubectl}
selector=${LLM_STATUS_SELECTOR:-app.kubernetes.io/name=llm-status}
out=${LLM_STATUS_OUT:-llm-status-out}
wait=${LLM_STATUS_WAIT:-600}
# kubectl's arguments: the namespace where one is given (a name holds no space).
set -- ${LLM_STATUS_NAMESPACE:+"--namespace=$LLM_STATUS_NAMESPACE"}
pods=$("$kubectl" "$@" get pods -l "$selector" -o name)
if [ -z "$pods" ]; then
  echo "llm-status: no pod matches $selector" >&2
  exit 2
fi
mkdir -p "$out"
expect=$(printf '%s\n' "$pods" | wc -l)
waiting=$pods
waited=0
while [ -n "$waiting" ]; do
  still=""
  for pod in $waiting; do
    # The pod's last summary line (a restarted DaemonSet pod prints one a run).
    line=$("$kubectl" "$@" logs "$pod" 2>/dev/null | grep '^llm-status-summary ' | tail -n 1 || true)
    node=$(printf '%s\n' "$line" | cut -d ' ' -f 2)
    case $node in
      "" | .* | *[!A-Za-z0-9._-]*)
        still="$still $pod"
        continue
        ;;
    esac
    printf '%s\n' "${line#"llm-status-summary $node "}" > "$out/$node.json.part"
    mv "$out/$node.json.part" "$out/$node.json"
  done
  waiting=$still
  if [ -z "$waiting" ] || [ "$waited" -ge "$wait" ]; then
    break
  fi
  sleep 5
  waited=$((waited + 5))
done
for pod in $waiting; do
  echo "llm-status: no summary in the log of $pod" >&2
done
if [ "${LLM_STATUS_STEP:-merge}" = check ]; then
  # Before traffic: each node's facts (the summary's --collect) against every rule.
  set --
  for summary in "$out"/*.json; do
    [ -f "$summary" ] && set -- "$@" "$summary"
  done
  if [ $# -eq 0 ]; then
    echo "llm-status: no summary to check" >&2
    exit 2
  fi
  exec llm-status check "$@"
fi
# merge.sh says how many of the expected it had, and merges those.
LLM_STATUS_OUT=$out LLM_STATUS_EXPECT=$expect LLM_STATUS_WAIT=0 \
  exec sh "$(dirname "$0")/../merge.sh"
