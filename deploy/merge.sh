#!/bin/sh
# The merge step: wait for the nodes' summaries (LLM_STATUS_EXPECT of them, at most
# LLM_STATUS_WAIT seconds), then one report of them all; a node that did not report in
# time is said, and the report is of those that did. The step fails (its exit status)
# where triage could not read them; "no error in these logs" (1) is a report.
#   LLM_STATUS_OUT     the folder of the summaries (default: /tmp/llm-status)
#   LLM_STATUS_EXPECT  how many (default: 1)
#   LLM_STATUS_WAIT    seconds to wait for them (default: 600)
set -eu
out=${LLM_STATUS_OUT:-/tmp/llm-status}
expect=${LLM_STATUS_EXPECT:-1}
wait=${LLM_STATUS_WAIT:-600}
count() { find "$out" -maxdepth 1 -name '*.json' | wc -l; }
waited=0
while [ "$(count)" -lt "$expect" ] && [ "$waited" -lt "$wait" ]; do
  sleep 5
  waited=$((waited + 5))
done
if [ "$(count)" -lt "$expect" ]; then
  echo "llm-status: $(count) of $expect summaries after ${wait}s; merging those" >&2
fi
# One argument a summary, whatever the folder's name holds (node.sh names them by
# host names, which hold no newline).
set --
for summary in "$out"/*.json; do
  [ -f "$summary" ] && set -- "$@" "$summary"
done
status=0
llm-status triage "$@" > "$out/report.txt" || status=$?
cat "$out/report.txt"
if [ "$status" -gt 1 ]; then
  echo "llm-status: the merge failed (exit $status)" >&2
  exit "$status"
fi
