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


def test_the_jobs_agree_on_how_many_nodes_and_mount_the_logs_read_only():
    (summaries,) = _documents(DEPLOY / "kubernetes" / "summaries-job.yaml")
    (merge,) = _documents(DEPLOY / "kubernetes" / "merge-job.yaml")
    assert summaries["spec"]["completionMode"] == "Indexed"
    assert summaries["spec"]["completions"] == summaries["spec"]["parallelism"]
    expect = {e["name"]: e.get("value") for e in _pod_spec(merge)["containers"][0]["env"]}
    assert int(expect["LLM_STATUS_EXPECT"]) == summaries["spec"]["completions"]
    for doc in (summaries, _documents(DEPLOY / "kubernetes" / "daemonset.yaml")[0]):
        mounts = _pod_spec(doc)["containers"][0]["volumeMounts"]
        assert all(m["readOnly"] for m in mounts if m["name"] != "out")
        volumes = {v["name"]: v for v in _pod_spec(doc)["volumes"]}
        assert volumes["plog"]["hostPath"]["path"] == "/root/ascend/log"
        # One pod a node: the Job spreads them; a DaemonSet is one a node.
        if doc["kind"] == "Job":
            rule = _pod_spec(doc)["affinity"]["podAntiAffinity"]
            term = rule["requiredDuringSchedulingIgnoredDuringExecution"][0]
            assert term["topologyKey"] == "kubernetes.io/hostname"


@pytest.mark.parametrize("manifest", ["summaries-job.yaml", "daemonset.yaml"])
def test_the_pods_command_writes_its_nodes_summary_and_the_merge_reports_them(tmp_path, manifest):
    """Two nodes' pods, as the manifest runs them, then the merge Job's: one report."""
    scripts = tmp_path / "configmap"
    scripts.mkdir()
    for name in ("node.sh", "merge.sh"):
        shutil.copy(DEPLOY / name, scripts / name)
    (doc,) = _documents(DEPLOY / "kubernetes" / manifest)
    out = tmp_path / "out"
    for node in ("prefill-0", "decode-0"):
        logs = _fake_node(tmp_path, node)
        env = _container_env(
            doc, {"LLM_STATUS_NODE": node, "LLM_STATUS_LOGS": str(logs), "LLM_STATUS_OUT": str(out)}
        )
        done = _run_command(doc, env, scripts)
        assert done.returncode == 0, done.stderr
        summary = json.loads((out / f"{node}.json").read_text("utf-8"))
        assert summary["sources"][0]["label"] == node
        assert summary["sources"][0]["facts"]  # --collect: the node's facts, or why not
    assert not list(out.glob("*.part"))
    (merge,) = _documents(DEPLOY / "kubernetes" / "merge-job.yaml")
    env = _container_env(merge, {"LLM_STATUS_OUT": str(out), "LLM_STATUS_WAIT": "0"})
    done = _run_command(merge, env, scripts)
    assert "Traceback" not in done.stderr
    report = (out / "report.txt").read_text("utf-8")
    assert report == done.stdout
    assert "prefill-0" in report and "decode-0" in report
    assert "wait socket establish timeout" in report


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
