#!/bin/sh
# Bare metal, with pdsh: every node's summary, copied back, merged here.
#   deploy/pdsh.sh 'prefill-[0-3],decode-[0-7]' [logs folder on the nodes]
# Needs pdsh, pdcp and rpdcp (pdsh's packages), and llm-status on every node and here.
set -eu
hosts=$1
logs=${2:-/root/ascend/log}
here=$(dirname "$0")
# A value for the remote shell, quoted whole: a folder named "bob's run" stays one
# argument and runs nothing (a quote in it ends no quoting).
quote() { printf "'%s'" "$(printf '%s' "$1" | sed "s/'/'\\\\''/g")"; }
pdcp -w "$hosts" "$here/node.sh" /tmp/llm-status-node.sh
# -S: pdsh's exit status is the largest of the nodes', so a node whose step failed is
# reported here (its own line on stderr says which), not lost.
pdsh -S -w "$hosts" "LLM_STATUS_LOGS=$(quote "$logs") LLM_STATUS_OUT=/tmp/llm-status sh /tmp/llm-status-node.sh"
mkdir -p summaries
# rpdcp names each copy after its host (<node>.json.<host>): triage reads summaries by
# what they hold, whatever their names.
rpdcp -w "$hosts" '/tmp/llm-status/*.json' summaries/
llm-status triage summaries/*
