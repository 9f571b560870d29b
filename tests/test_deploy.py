"""Issue 33, the cluster's own engine: every recipe in deploy/ is parsed, its Kubernetes
manifests checked against the Kubernetes API's schema (kubernetes-validate, offline), and
its scripts run here, exactly as written, against a fake plog directory."""

from __future__ import annotations

import copy
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import jinja2
import kubernetes_validate
import pytest
import yaml

DEPLOY = Path(__file__).resolve().parent.parent / "deploy"
MANIFESTS = sorted((DEPLOY / "kubernetes").glob("*.yaml"))
KUBERNETES = "1.30"  # a version the validator ships the schema of
BIN = str(Path(sys.executable).parent)  # llm-status, as the image installs it
HCCL = (
    "[ERROR] HCCL(106335,python):2026-05-21-21:39:58.706.533 [transport_manager.cc:123]"
    "[106335][Hccl]wait socket establish timeout, role[0] rank[1] timeout[120 s]"
)


def _documents(path: Path) -> list[dict]:
    return [doc for doc in yaml.safe_load_all(path.read_text("utf-8")) if doc]


def _fake_node(root: Path, name: str, line: str = HCCL) -> Path:
    logs = root / name / "plog"
    logs.mkdir(parents=True)
    (logs / "plog-1.log").write_text(line + "\n", "utf-8")
    return root / name


def _pod_spec(doc: dict) -> dict:
    return doc["spec"]["template"]["spec"]


def _container_env(doc: dict, values: dict[str, str]) -> dict[str, str]:
    """The container's environment as the manifest sets it, the downward API's values
    and the mounted paths given by ``values``."""
    env = {}
    for item in _pod_spec(doc)["containers"][0]["env"]:
        env[item["name"]] = values.get(item["name"], item.get("value", ""))
    env["PATH"] = BIN + os.pathsep + "/usr/bin:/bin"
    return env


def _run_command(doc: dict, env: dict[str, str], scripts: Path) -> subprocess.CompletedProcess:
    """The container's command as written, the ConfigMap's mount at ``scripts``."""
    command = _pod_spec(doc)["containers"][0]["command"]
    command = [part.replace("/opt/llm-status", str(scripts)) for part in command]
    if command[-1].endswith("exec sleep infinity"):  # the DaemonSet's wait, after its work
        command[-1] = command[-1].removesuffix(" && exec sleep infinity")
    return subprocess.run(
        command, env=env, capture_output=True, text=True, timeout=300, check=False
    )


@pytest.mark.parametrize("path", MANIFESTS, ids=lambda p: p.name)
def test_each_manifest_is_valid_for_the_kubernetes_api(path):
    for doc in _documents(path):
        assert kubernetes_validate.validate(doc, KUBERNETES, strict=True) == KUBERNETES


def test_the_validator_refuses_a_broken_manifest():
    """The check above can fail: a Job whose completions is text is refused."""
    (doc,) = _documents(DEPLOY / "kubernetes" / "summaries-job.yaml")
    broken = copy.deepcopy(doc)
    broken["spec"]["completions"] = "two"
    with pytest.raises(kubernetes_validate.ValidationError):
        kubernetes_validate.validate(broken, KUBERNETES, strict=True)


@pytest.mark.parametrize("manifest", ["summaries-job.yaml", "daemonset.yaml"])
def test_the_pods_read_plogs_and_container_logs_read_only_on_npu_nodes_and_share_no_volume(
    manifest,
):
    (doc,) = _documents(DEPLOY / "kubernetes" / manifest)
    spec = _pod_spec(doc)
    mounts = spec["containers"][0]["volumeMounts"]
    assert all(m["readOnly"] for m in mounts)
    volumes = {v["name"]: v for v in spec["volumes"]}
    # No volume but the node's own folders and the script: no ReadWriteMany claim.
    assert all("hostPath" in v or "configMap" in v for v in volumes.values())
    paths = {v["hostPath"]["path"] for v in volumes.values() if "hostPath" in v}
    assert {"/root/ascend/log", "/var/log/pods", "/var/log/containers"} <= paths
    env = {e["name"]: e.get("value") for e in spec["containers"][0]["env"]}
    assert env["LLM_STATUS_CONTAINER_LOGS"] == "/var/log/pods"
    assert env["LLM_STATUS_OUT"] == "-"  # the summary to the pod's log
    # The NPU nodes, as MindCluster's device plugin selects and tolerates them.
    assert spec["nodeSelector"] == {"accelerator": "huawei-Ascend910"}
    assert {"key": "huawei.com/Ascend910", "operator": "Exists", "effect": "NoSchedule"} in (
        spec["tolerations"]
    )
    if doc["kind"] == "Job":  # one pod a node: the Job spreads them
        assert doc["spec"]["completionMode"] == "Indexed"
        assert doc["spec"]["completions"] == doc["spec"]["parallelism"]
        rule = spec["affinity"]["podAntiAffinity"]
        term = rule["requiredDuringSchedulingIgnoredDuringExecution"][0]
        assert term["topologyKey"] == "kubernetes.io/hostname"


# A vLLM worker's error, as kubelet writes it: split by the runtime into a partial ("P")
# line and its end ("F").
CONTAINER_LOG = (
    "2026-05-21T13:39:57.100000000Z stdout F INFO 05-21 21:39:57 [engine.py:12] started\n"
    "2026-05-21T13:39:59.100000000Z stderr P ERROR 05-21 21:39:59 [worker.py:9] Mooncake "
    "transfer failed for request. remote_request_id=cmpl-1-0, re\n"
    "2026-05-21T13:39:59.100000001Z stderr F t=-1.\n"
)


def _fake_pods(root: Path) -> Path:
    """A node's /var/log/pods: an inference pod's container log, and an earlier run of
    ours whose log holds a summary (a line that names a code: never read as the node's)."""
    pods = root / "pods"
    vllm = pods / "inference_vllm-decode-0_6f1c" / "vllm"
    vllm.mkdir(parents=True)
    (vllm / "0.log").write_text(CONTAINER_LOG, "utf-8")
    ours = pods / "default_llm-status-summaries-0-x7k2p_9a0b" / "llm-status"
    ours.mkdir(parents=True)
    (ours / "0.log").write_text(
        '2026-05-20T10:00:00.000000000Z stdout F llm-status-summary old {"text": '
        '"EI0006: [PID: 1] 2026-05-20-10:00:00.000.000 stale"}\n',
        "utf-8",
    )
    return pods


def _kubectl(bin_dir: Path, logs: Path) -> Path:
    """kubectl as gather.sh runs it, for pods whose logs are files of ``logs``: ``get pods
    -l SELECTOR -o name`` lists them, ``logs pod/NAME`` prints one."""
    bin_dir.mkdir(exist_ok=True)
    path = bin_dir / "kubectl"
    path.write_text(
        f"""#!/bin/sh
[ "${{1#--namespace=}}" != "$1" ] && shift
case "$1 $2" in
  "get pods") for f in {logs}/*; do echo "pod/$(basename "$f")"; done ;;
  "logs pod/"*) cat "{logs}/${{2#pod/}}" ;;
  *) exit 2 ;;
esac
""",
        "utf-8",
    )
    path.chmod(0o755)
    return path


def _gather(tmp_path: Path, pod_logs: Path, **env: str) -> subprocess.CompletedProcess:
    """deploy/kubernetes/gather.sh where the operator is, its kubectl a stand-in for pods
    whose logs are ``pod_logs``' files; what it writes goes to ``tmp_path/here``."""
    return subprocess.run(
        ["sh", str(DEPLOY / "kubernetes" / "gather.sh")],
        env={
            "PATH": f"{BIN}{os.pathsep}/usr/bin:/bin",
            "KUBECTL": str(_kubectl(tmp_path / "bin", pod_logs)),
            "LLM_STATUS_OUT": str(tmp_path / "here"),
            "LLM_STATUS_WAIT": "0",
            **env,
        },
        capture_output=True, text=True, timeout=300, check=False,
    )  # fmt: skip


@pytest.mark.parametrize("manifest", ["summaries-job.yaml", "daemonset.yaml"])
def test_the_pods_print_their_summaries_and_gather_merges_them_from_their_logs(tmp_path, manifest):
    """Two nodes' pods, as the manifest runs them (their plogs, and kubelet's container
    logs with a partial line), each printing its summary to its log; then gather.sh, where
    the operator is, reads those logs through kubectl and merges them into one report."""
    scripts = tmp_path / "configmap"
    scripts.mkdir()
    shutil.copy(DEPLOY / "node.sh", scripts / "node.sh")
    (doc,) = _documents(DEPLOY / "kubernetes" / manifest)
    pod_logs = tmp_path / "pod-logs"
    pod_logs.mkdir()
    for node in ("prefill-0", "decode-0"):
        logs = _fake_node(tmp_path, node)
        given = {"LLM_STATUS_NODE": node, "LLM_STATUS_LOGS": str(logs / "plog")}
        if node == "decode-0":
            given["LLM_STATUS_CONTAINER_LOGS"] = str(_fake_pods(logs))
        else:
            given["LLM_STATUS_CONTAINER_LOGS"] = str(tmp_path / "none")
        done = _run_command(doc, _container_env(doc, given), scripts)
        assert done.returncode == 0, done.stderr
        (line,) = done.stdout.splitlines()
        assert line.startswith(f"llm-status-summary {node} {{")
        # What kubectl logs gives: the pod's stdout and stderr, as the runtime kept them.
        (pod_logs / f"llm-status-summaries-{node}").write_text(done.stdout + done.stderr)
    assert not list(tmp_path.rglob("*.part"))
    out = tmp_path / "here"
    done = _gather(tmp_path, pod_logs)
    assert done.returncode in (0, 1), done.stderr
    assert "Traceback" not in done.stderr
    assert sorted(p.name for p in out.glob("*.json")) == ["decode-0.json", "prefill-0.json"]
    report = (out / "report.txt").read_text("utf-8")
    assert report == done.stdout
    assert "prefill-0" in report and "decode-0" in report
    assert "wait socket establish timeout" in report
    # The container log's partial line, read whole; our own earlier summary, not at all.
    summary = json.loads((out / "decode-0.json").read_text("utf-8"))
    texts = [event["text"] for event in summary["events"]]
    assert any(t.endswith("remote_request_id=cmpl-1-0, ret=-1.") for t in texts), texts
    assert not any("stale" in t for t in texts)


def test_gather_says_which_pods_printed_no_summary_and_merges_the_others(tmp_path):
    pod_logs = tmp_path / "pod-logs"
    pod_logs.mkdir()
    (pod_logs / "llm-status-summaries-0").write_text("llm-status: node name '..' is not\n")
    logs = _fake_node(tmp_path, "decode-0")
    node = subprocess.run(
        ["sh", str(DEPLOY / "node.sh")],
        env={"PATH": f"{BIN}{os.pathsep}/usr/bin:/bin", "LLM_STATUS_OUT": "-"}
        | {"LLM_STATUS_NODE": "decode-0", "LLM_STATUS_LOGS": str(logs)},
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    (pod_logs / "llm-status-summaries-1").write_text(node.stdout)
    done = _gather(tmp_path, pod_logs)
    assert "no summary in the log of pod/llm-status-summaries-0" in done.stderr
    assert "1 of 2 summaries" in done.stderr
    assert "decode-0" in done.stdout


def test_the_merge_says_which_nodes_did_not_report_in_time(tmp_path):
    out = tmp_path / "out"
    logs = _fake_node(tmp_path, "decode-0")
    env = {"PATH": BIN + os.pathsep + "/usr/bin:/bin", "LLM_STATUS_OUT": str(out)}
    node = subprocess.run(
        ["sh", str(DEPLOY / "node.sh")],
        env=env | {"LLM_STATUS_NODE": "decode-0", "LLM_STATUS_LOGS": str(logs)},
        capture_output=True,
        text=True,
        check=False,
    )
    assert node.returncode == 0, node.stderr
    merge = subprocess.run(
        ["sh", str(DEPLOY / "merge.sh")],
        env=env | {"LLM_STATUS_EXPECT": "3", "LLM_STATUS_WAIT": "0"},
        capture_output=True,
        text=True,
        check=False,
    )
    assert "1 of 3 summaries" in merge.stderr
    assert "decode-0" in merge.stdout


def _stand_ins(bin_dir: Path, hosts_root: Path) -> None:
    """pdsh, pdcp and rpdcp as their manual describes them, for hosts that are folders
    here: each host's command runs with that host's name and its own /tmp."""
    bin_dir.mkdir()
    common = f"""
hosts() {{ echo "$1" | tr ',' ' '; }}
root={hosts_root}
"""
    scripts = {
        "pdsh": common
        + """[ "$1" = -S ] && shift
[ "$1" = -w ] || exit 2
status=0
for h in $(hosts "$2"); do
  mkdir -p "$root/$h/tmp"
  # The host's /tmp and name: what its shell would see; -S: the largest exit status.
  rc=0
  said=$(cd "$root/$h" && HOSTNAME="$h" PATH="$root/$h/bin:$PATH" \\
     sh -c "$(echo "$3" | sed "s#/tmp/#$root/$h/tmp/#g")" 2>&1) || rc=$?
  printf '%s\\n' "$said" | sed "s/^/$h: /"
  [ "$rc" -gt "$status" ] && status=$rc
done
exit "$status"
""",
        "pdcp": common
        + """[ "$1" = -w ] || exit 2
for h in $(hosts "$2"); do
  mkdir -p "$root/$h/tmp"; cp "$3" "$(echo "$4" | sed "s#^/tmp/#$root/$h/tmp/#")"
done
""",
        "rpdcp": common
        + """[ "$1" = -w ] || exit 2
for h in $(hosts "$2"); do
  for f in $(echo "$3" | sed "s#^/tmp/#$root/$h/tmp/#"); do cp "$f" "$4/$(basename "$f").$h"; done
done
""",
    }
    for name, text in scripts.items():
        path = bin_dir / name
        path.write_text("#!/bin/sh\n" + text, "utf-8")
        path.chmod(0o755)


def test_the_pdsh_recipe_as_written(tmp_path):
    hosts_root = tmp_path / "hosts"
    for host in ("prefill-0", "decode-0"):
        _fake_node(hosts_root, host)
        # Each host's hostname, for node.sh's default side name.
        bin_dir = hosts_root / host / "bin"
        bin_dir.mkdir()
        (bin_dir / "hostname").write_text(f"#!/bin/sh\necho {host}\n", "utf-8")
        (bin_dir / "hostname").chmod(0o755)
    _stand_ins(tmp_path / "bin", hosts_root)
    here = tmp_path / "here"
    here.mkdir()
    env = {"PATH": f"{tmp_path / 'bin'}{os.pathsep}{BIN}{os.pathsep}/usr/bin:/bin"}
    # The logs folder of each host, given as the recipe's second argument: relative to
    # the host's folder, where the stand-in runs its commands.
    done = subprocess.run(
        ["sh", str(DEPLOY / "pdsh.sh"), "prefill-0,decode-0", "plog"],
        cwd=here,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode in (0, 1), done.stderr  # triage: 1 where not enough evidence
    assert sorted(p.name for p in (here / "summaries").iterdir()) == [
        "decode-0.json.decode-0",
        "prefill-0.json.prefill-0",
    ]
    assert "prefill-0" in done.stdout and "decode-0" in done.stdout


def test_the_ansible_playbook_runs_node_sh_with_its_environment(tmp_path):
    """Ansible is not installed here: the playbook is parsed, its script is the one the
    other recipes run, and its environment, rendered as Ansible would, runs it."""
    (plays,) = _documents(DEPLOY / "ansible" / "playbook.yml")  # one document: a list of plays
    (first, merge) = plays
    (script_task, fetch_task) = first["tasks"]
    assert (DEPLOY / "ansible" / script_task["ansible.builtin.script"]).resolve() == (
        DEPLOY / "node.sh"
    )
    logs = _fake_node(tmp_path, "decode-0")
    values = {
        "inventory_hostname": "decode-0",
        "llm_status_logs": str(logs),
        "llm_status_out": str(tmp_path / "out"),
    }
    render = jinja2.Environment(undefined=jinja2.StrictUndefined)
    env = {k: render.from_string(v).render(values) for k, v in script_task["environment"].items()}
    done = subprocess.run(
        ["sh", str(DEPLOY / "node.sh")],
        env=env | {"PATH": BIN + os.pathsep + "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    fetched = render.from_string(fetch_task["ansible.builtin.fetch"]["src"]).render(values)
    assert Path(fetched).is_file()
    assert "llm-status triage" in merge["tasks"][0]["ansible.builtin.shell"]


def _pdsh_hosts(tmp_path: Path, hosts: tuple[str, ...], logs: str = "plog") -> tuple[Path, dict]:
    """Hosts as folders with their logs under ``logs``, and pdsh's stand-ins on PATH."""
    hosts_root = tmp_path / "hosts"
    for host in hosts:
        folder = _fake_node(hosts_root, host)
        if logs != "plog":
            (hosts_root / host / "plog").rename(hosts_root / host / logs)
        bin_dir = hosts_root / host / "bin"
        bin_dir.mkdir()
        (bin_dir / "hostname").write_text(f"#!/bin/sh\necho {host}\n", "utf-8")
        (bin_dir / "hostname").chmod(0o755)
        assert folder.exists() or (hosts_root / host / logs).exists()
    _stand_ins(tmp_path / "bin", hosts_root)
    env = {"PATH": f"{tmp_path / 'bin'}{os.pathsep}{BIN}{os.pathsep}/usr/bin:/bin"}
    return hosts_root, env


def test_a_quote_in_the_pdsh_logs_argument_runs_nothing_and_such_a_folder_is_read(tmp_path):
    """Adversarial review 2026-12-04, M7: the logs argument is one value on every node."""
    _, env = _pdsh_hosts(tmp_path, ("decode-0",), logs="bob's run")
    here = tmp_path / "here"
    here.mkdir()
    pwned = tmp_path / "PWNED"
    hostile = f"/logs'; touch {pwned}; echo '"
    done = subprocess.run(
        ["sh", str(DEPLOY / "pdsh.sh"), "decode-0", hostile],
        cwd=here, env=env, capture_output=True, text=True, timeout=300, check=False,
    )  # fmt: skip
    assert not pwned.exists()
    # The node's step failed (no such folder): the recipe says so and fails.
    assert done.returncode != 0
    shutil.rmtree(here / "summaries", ignore_errors=True)
    done = subprocess.run(
        ["sh", str(DEPLOY / "pdsh.sh"), "decode-0", "bob's run"],
        cwd=here, env=env, capture_output=True, text=True, timeout=300, check=False,
    )  # fmt: skip
    assert done.returncode in (0, 1), done.stderr
    assert [p.name for p in (here / "summaries").iterdir()] == ["decode-0.json.decode-0"]


@pytest.mark.parametrize("name", ["../escaped", "a b", "*", ".hidden", ""])
def test_a_node_name_that_is_no_host_name_writes_nothing_anywhere(tmp_path, name):
    """L1: node.sh refuses a name that is no host name, and leaves no part file."""
    logs = _fake_node(tmp_path, "decode-0")
    out = tmp_path / "out" / "inner"
    env = {"PATH": BIN + os.pathsep + "/usr/bin:/bin", "LLM_STATUS_OUT": str(out)}
    done = subprocess.run(
        ["sh", str(DEPLOY / "node.sh")],
        env=env | {"LLM_STATUS_NODE": name, "LLM_STATUS_LOGS": str(logs)},
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    if name == "":  # empty: the host's own name is taken
        assert done.returncode == 0, done.stderr
        return
    assert done.returncode == 2 and "is not a host name" in done.stderr
    written = [p for p in tmp_path.rglob("*") if p.is_file() and "json" in p.name]
    assert written == []


def test_a_failing_node_step_leaves_no_part_file(tmp_path):
    out = tmp_path / "out"
    env = {"PATH": BIN + os.pathsep + "/usr/bin:/bin", "LLM_STATUS_OUT": str(out)}
    done = subprocess.run(
        ["sh", str(DEPLOY / "node.sh")],
        env=env | {"LLM_STATUS_NODE": "decode-0", "LLM_STATUS_LOGS": str(tmp_path / "none")},
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert done.returncode == 2
    assert list(out.iterdir()) == []


def test_the_merge_reads_a_folder_with_a_space_and_fails_where_triage_cannot_read(tmp_path):
    """L2: summaries in a folder whose name holds a space merge; a summary triage cannot
    read fails the step (its exit status), not a report-less success."""
    out = tmp_path / "out put"
    logs = _fake_node(tmp_path, "decode-0")
    env = {"PATH": BIN + os.pathsep + "/usr/bin:/bin", "LLM_STATUS_OUT": str(out)}
    node = subprocess.run(
        ["sh", str(DEPLOY / "node.sh")],
        env=env | {"LLM_STATUS_NODE": "decode-0", "LLM_STATUS_LOGS": str(logs)},
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert node.returncode == 0, node.stderr
    merge = subprocess.run(
        ["sh", str(DEPLOY / "merge.sh")], env=env | {"LLM_STATUS_WAIT": "0"},
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert merge.returncode in (0, 1), merge.stderr
    assert "decode-0" in merge.stdout
    (out / "broken.json").write_text('{"schema": "llm-status-summary/2", "sources": 3}')
    merge = subprocess.run(
        ["sh", str(DEPLOY / "merge.sh")], env=env | {"LLM_STATUS_WAIT": "0"},
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert merge.returncode == 2 and "the merge failed" in merge.stderr


def test_the_metrics_daemonset_writes_what_node_exporter_reads(tmp_path):
    """Its command as written, once round its loop, over a node's plogs and container
    logs: the textfile it writes parses as Prometheus's format and counts their codes."""
    from prometheus_client.parser import text_string_to_metric_families

    (doc,) = _documents(DEPLOY / "kubernetes" / "metrics-daemonset.yaml")
    spec = _pod_spec(doc)
    assert spec["nodeSelector"] == {"accelerator": "huawei-Ascend910"}
    mounts = {m["name"]: m for m in spec["containers"][0]["volumeMounts"]}
    assert [name for name, m in mounts.items() if not m.get("readOnly")] == ["textfile"]
    node = _fake_node(tmp_path, "decode-0")
    pods = _fake_pods(node)
    textfile = tmp_path / "textfile"
    textfile.mkdir()
    command = list(spec["containers"][0]["command"])
    script = command[-1].replace("sleep 300;", "break;")
    for path, here in (("/logs", node / "plog"), ("/var/log/pods", pods), ("/textfile", textfile)):
        script = script.replace(f"{path} ", f"{here} ").replace(f"{path}/", f"{here}/")
    done = subprocess.run(
        [*command[:-1], script],
        env={"PATH": f"{BIN}{os.pathsep}/usr/bin:/bin"},
        capture_output=True, text=True, timeout=300, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    text = (textfile / "llm_status.prom").read_text("utf-8")
    (lines,) = [
        f for f in text_string_to_metric_families(text) if f.name == "llm_status_code_lines"
    ]
    named = {s.labels["key"]: s.value for s in lines.samples if s.name.endswith("_total")}
    # The plog's HCCL timeout (EI0006's words name no code: none), and the container log's
    # Mooncake return value, read whole from its partial lines.
    assert named.get("mooncake-te-python/-1") == 1, named
    assert "EI0006" not in named  # our own pod's earlier summary: not the node's lines


def test_gather_checks_a_pd_pairs_facts_before_traffic(tmp_path):
    """The summaries Job on a P/D pair, then gather.sh's check step: each node's facts
    (here a transcript beside its logs) held against every rule; a block size that
    differs fails the step (exit 1) and is said."""
    scripts = tmp_path / "configmap"
    scripts.mkdir()
    shutil.copy(DEPLOY / "node.sh", scripts / "node.sh")
    (doc,) = _documents(DEPLOY / "kubernetes" / "summaries-job.yaml")
    pod_logs = tmp_path / "pod-logs"
    pod_logs.mkdir()
    for node, size in (("prefill-0", 128), ("decode-0", 64)):
        logs = _fake_node(tmp_path, node) / "plog"
        (logs / "facts.txt").write_text(
            f"# llm-status collect: {node} 2026-05-21T21:00:00\n"
            f"$ cat /proc/7/cmdline\nvllm serve /models/qwen --block-size {size}\n",
            "utf-8",
        )
        given = {"LLM_STATUS_NODE": node, "LLM_STATUS_LOGS": str(logs)}
        given["LLM_STATUS_CONTAINER_LOGS"] = str(tmp_path / "none")
        done = _run_command(doc, _container_env(doc, given), scripts)
        assert done.returncode == 0, done.stderr
        (pod_logs / f"llm-status-summaries-{node}").write_text(done.stdout)
    done = _gather(tmp_path, pod_logs, LLM_STATUS_STEP="check")
    assert done.returncode == 1, done.stderr
    assert "block_size" in done.stdout and "prefill-0: 128" in done.stdout
