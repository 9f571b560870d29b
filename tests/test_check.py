"""llm-status check (issue 52): two nodes' facts, before serving and without a log, held
against every rule triage decides configuration by and the layout both ends must share.
Each rule on transcripts made here: one that shows its problem (found, exit 1), and
where they exist one that rules it out; both languages; JSON."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from support.facts import facts_text, rdma_text, versions_text

from llm_status.i18n import say
from llm_status.triage.config_checks import FACT_CHECKS
from llm_status.triage.readiness import _hypotheses

SCRIPT = Path(sys.executable).with_name("llm-status")
HEAD = "# llm-status collect: node 2026-03-12T10:50:00"


def cmdline(args: str, env: tuple[str, ...] = ()) -> str:
    """A node's facts: one inference process's command line (and environment)."""
    lines = [HEAD, "$ cat /proc/4242/cmdline", f"vllm serve /models/qwen {args}"]
    lines += ["$ cat /proc/4242/environ", "ASCEND_RT_VISIBLE_DEVICES=0", *env]
    return "\n".join(lines) + "\n"


def connector(role: str, prefill: str, decode: str, flags: str = "") -> str:
    extra = f'{{"prefill": {prefill}, "decode": {decode}}}'
    config = (
        f'{{"kv_connector": "MooncakeConnectorV1", "kv_role": "{role}", '
        f'"kv_connector_extra_config": {extra}}}'
    )
    return cmdline(f"{flags} --kv-transfer-config '{config}'")


def master(address: str, env: tuple[str, ...] = ()) -> str:
    lines = [HEAD, "$ cat /opt/mooncake.json", f'    "master_server_address": "{address}",']
    lines += ["$ cat /proc/4242/environ", "ASCEND_RT_VISIBLE_DEVICES=0", *env]
    return "\n".join(lines) + "\n"


def lease(ttl: int, timeout: int) -> str:
    lines = [HEAD, "$ cat /proc/12/cmdline", f"mooncake_master --port 50088 --default_kv_lease_ttl {ttl}"]  # fmt: skip
    lines += ["$ cat /proc/14/cmdline", "python -m vllm.entrypoints.openai.api_server"]
    lines += ["$ cat /proc/14/environ", f"ASCEND_TRANSFER_TIMEOUT={timeout}"]
    return "\n".join(lines) + "\n"


POOL = '--kv-transfer-config {"kv_connector":"AscendStoreConnector"}'
SAME = '{"dp_size": 1, "tp_size": 8}'

# rule: (P's facts, D's facts) that show its problem, and that rule it out (None: the
# rule has no way to rule it out from facts alone).
CASES = {
    "tls": ((facts_text(tls="1"), facts_text(tls="0")), (facts_text(), facts_text())),
    "device_ip": (
        (facts_text(), facts_text(conf=("10.0.0.99",))),
        (facts_text(), facts_text()),
    ),
    "ip_family": (
        (facts_text(), facts_text(ipv4=(), ipv6=("fd00::10",))),
        (facts_text(), facts_text()),
    ),
    "roce_env": ((facts_text(roce="1"), facts_text()), None),
    "nic_down": ((facts_text(), facts_text(links=("DOWN",))), None),
    "hash_seed": (
        (cmdline(POOL, ("PYTHONHASHSEED=0",)), cmdline(POOL, ("PYTHONHASHSEED=1",))),
        (cmdline(POOL, ("PYTHONHASHSEED=0",)), cmdline(POOL, ("PYTHONHASHSEED=0",))),
    ),
    "requirements": (
        (versions_text(cann="8.0.RC1", uses=("pool",)), versions_text(uses=("pool",))),
        (
            versions_text(mooncake="0.3.11.post1", uses=("pool", "fabric")),
            versions_text(mooncake="0.3.12", uses=("pool",)),
        ),
    ),
    "rdma_window": (
        (rdma_text(transfer=5000), rdma_text(transfer=5000)),
        (rdma_text(transfer=2000, timeout=14, retry=7), rdma_text(transfer=2000, timeout=14)),
    ),
    "rdma_settings": ((rdma_text(), rdma_text(retry=3)), (rdma_text(timeout=22), rdma_text())),
    "master_address": (
        (master("10.0.0.1:50088"), master("10.0.0.2:50088")),
        (master("10.0.0.1:50088"), master("10.0.0.1:50088")),
    ),
    "lease_ttl": (
        (lease(5000, 10000), lease(5000, 10000)),
        (lease(14000, 10000), lease(14000, 10000)),
    ),
    "same_connector": (
        (
            cmdline('--kv-transfer-config \'{"kv_connector": "MooncakeConnectorV1"}\''),
            cmdline('--kv-transfer-config \'{"kv_connector": "LLMDataDistCMgrConnector"}\''),
        ),
        (
            cmdline('--kv-transfer-config \'{"kv_connector": "MooncakeConnectorV1"}\''),
            cmdline('--kv-transfer-config \'{"kv_connector": "MooncakeConnectorV1"}\''),
        ),
    ),
    "same_block_size": (
        (cmdline("--block-size 128"), cmdline("--block-size=64")),
        (cmdline("--block-size 128"), cmdline("--block-size 128")),
    ),
    "same_kv_dtype": (
        (cmdline("--kv-cache-dtype int8"), cmdline("--kv-cache-dtype auto")),
        (cmdline("--kv-cache-dtype int8"), cmdline("--kv-cache-dtype int8")),
    ),
    "dcp_both_or_neither": (
        (cmdline("--decode-context-parallel-size 8"), cmdline("-dcp 1")),
        (cmdline("-dcp 4"), cmdline("--decode-context-parallel-size 8")),
    ),
    "stated_layout": (
        (
            connector("kv_producer", SAME, SAME, "--tensor-parallel-size 8"),
            connector("kv_consumer", SAME, '{"dp_size": 2, "tp_size": 4}', "-tp 4"),
        ),
        (
            connector("kv_producer", SAME, SAME, "--tensor-parallel-size 8"),
            connector("kv_consumer", SAME, SAME, "--tensor-parallel-size 8"),
        ),
    ),
}


def _check(tmp_path: Path, p: str, d: str, *args: str) -> subprocess.CompletedProcess:
    for name, text in (("p.txt", p), ("d.txt", d)):
        (tmp_path / name).write_text(text, "utf-8")
    # Named as an operator in the folder names them: the answer's lines then do not depend
    # on how long pytest's temporary folder's path is (a long one is cut at the width).
    return subprocess.run(
        [SCRIPT, "check", "P=p.txt", "D=d.txt", *args],
        capture_output=True,
        text=True,
        check=False,
        cwd=tmp_path,
    )


def _results(done: subprocess.CompletedProcess) -> dict[str, dict]:
    assert done.returncode in (0, 1), done.stderr
    record = json.loads(done.stdout)
    assert record["schema"] == "llm-status-check/1" and record["version"]
    return {r["rule"]: r for r in record["results"]}


def test_every_configuration_rule_of_triage_is_a_rule_of_check():
    assert set(_hypotheses()) == set(FACT_CHECKS)
    assert set(FACT_CHECKS) <= set(CASES)


@pytest.mark.parametrize("rule", sorted(CASES))
def test_each_rule_finds_its_problem_in_the_facts_and_names_the_lines(tmp_path, rule):
    (p, d), clear = CASES[rule]
    done = _check(tmp_path, p, d, "--json")
    found = _results(done)[rule]
    assert found["result"] == "differs", found
    assert done.returncode == 1
    assert found["evidence"] and {e["side"] for e in found["evidence"]} <= {"P", "D"}
    if clear is not None:
        done = _check(tmp_path, *clear, "--json")
        assert _results(done)[rule]["result"] == "holds", _results(done)[rule]


def test_a_rule_for_what_no_node_uses_says_so_and_finds_nothing(tmp_path):
    """PYTHONHASHSEED matters to vllm-ascend's KV pool: without it, not used."""
    done = _check(tmp_path, cmdline("--block-size 128"), cmdline("--block-size 128"), "--json")
    results = _results(done)
    assert results["hash_seed"]["result"] == "not_applicable"
    assert done.returncode == 0


def test_a_flag_not_given_is_unknown_never_the_default_guessed(tmp_path):
    results = _results(_check(tmp_path, cmdline("--block-size 128"), cmdline(""), "--json"))
    assert results["same_block_size"]["result"] == "unknown"
    assert "D" in results["same_block_size"]["why"][0]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_answer_lists_what_was_found_first_in_either_language(tmp_path, lang):
    done = _check(tmp_path, *CASES["same_block_size"][0], "--lang", lang)
    assert done.returncode == 1, done.stderr
    lines = [line for line in done.stdout.splitlines() if line.strip()]
    found = say("check_found", lang)
    assert lines[2].startswith(f"[{found}]")  # the head, then the first rule: a problem
    flat = "".join(done.stdout.split())
    assert (
        "".join(say("check_differ", lang, flag="block_size", values="P: 128; D: 64").split())
        in flat
    )
    assert "p.txt:3" in done.stdout and "d.txt:3" in done.stdout
    assert all(len(line) <= 100 for line in done.stdout.splitlines())


def test_a_node_without_facts_is_named_with_the_command_to_run(tmp_path):
    (tmp_path / "logs").mkdir()
    (tmp_path / "logs" / "plog.log").write_text("[INFO] GE(1,python): nothing\n", "utf-8")
    (tmp_path / "p.txt").write_text(facts_text(), "utf-8")
    done = subprocess.run(
        [SCRIPT, "check", f"P={tmp_path / 'p.txt'}", f"D={tmp_path / 'logs'}"],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "llm-status collect > facts.txt" in done.stdout and "D=facts.txt" in done.stdout


def test_bad_input_is_one_line_and_exit_2(tmp_path):
    done = subprocess.run(
        [SCRIPT, "check", f"P={tmp_path / 'nowhere.txt'}"], capture_output=True, text=True
    )
    assert done.returncode == 2 and "nowhere.txt" in done.stderr
    assert len(done.stderr.splitlines()) == 1 and "Traceback" not in done.stderr


def test_a_config_file_states_the_layout_as_the_command_line_does(tmp_path):
    """vLLM's --config YAML (as vllm-ascend#9220 launches it): collect keeps the layout's
    members of it (never the file whole: the API key stays out), and check reads them
    as it reads flags."""
    from llm_status import collect
    from llm_status.registry import facts

    config = (
        "host: 0.0.0.0\n"
        "tensor-parallel-size: 4\n"
        "block-size: 128\n"
        "api-key: sk-do-not-print\n"
        'kv-transfer-config: \'{"kv_connector": "MooncakeHybridConnector","kv_role": '
        '"kv_producer","kv_connector_extra_config": {"prefill": {"dp_size": 1,"tp_size": 4},'
        '"decode": {"dp_size": 1,"tp_size": 4}}}\'\n'
    )
    kept = collect.config_members("/etc/vllm/prefill.yaml", config)
    p = (
        f"{HEAD}\n$ cat /proc/7/cmdline\nvllm serve --config /etc/vllm/prefill.yaml\n"
        f"$ cat /etc/vllm/prefill.yaml {facts.MEMBERS_NOTE}\n{json.dumps(kept, indent=4)}\n"
    )
    assert "sk-do-not-print" not in p
    d = connector(
        "kv_consumer", '{"dp_size": 1, "tp_size": 4}', '{"dp_size": 1, "tp_size": 4}',
        "--tensor-parallel-size 4 --block-size 64",
    )  # fmt: skip
    results = _results(_check(tmp_path, p, d, "--json"))
    assert results["same_block_size"]["result"] == "differs"
    assert results["stated_layout"]["result"] == "holds", results["stated_layout"]
    assert results["same_connector"]["result"] == "differs"  # Hybrid on P only
