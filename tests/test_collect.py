"""``llm-status collect`` (issue 32): a node's facts as a transcript, run here against a
fake ``hccn_tool`` and ``npu-smi`` on PATH that print the outputs the sources record
(``registry/facts.py``: each Reading's samples), and on this machine as it is (no Ascend
software: a clean transcript of what was not found, exit 0). No secret's value reaches a
transcript."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from llm_status import collect, redaction
from llm_status.registry import facts as registry
from llm_status.triage.facts import is_transcript, read

SCRIPT = Path(sys.executable).with_name("llm-status")
SAMPLE = {reading.key: reading.samples[0] for reading in registry.READINGS}

# A fake hccn_tool: the outputs of the formats' samples, by its arguments (device 1's TLS
# switched on, its address 10.0.0.12).
FAKE_HCCN_TOOL = """#!/bin/sh
dev=$2
case "$3 $4" in
  "-ip -g") echo "ipaddr:10.0.0.1$dev"; echo "netmask:255.255.255.0" ;;
  "-ip -inet6") echo "ipv6_address:fd00::1$dev"; echo "prefix_length:64" ;;
  "-tls -g") echo "dev_id:$dev, tls switch[$dev](0:disable, 1:enable), tls preconfigured[1](0:non-preset, 1:preset), tls alarm time threshold[60]days" ;;
  "-link -g") echo "link status: UP" ;;
  "-net_health -g") echo "net health status: Success" ;;
  "-link_stat -g") echo "[devid $dev]link up count       : 1" ;;
  *) echo "hccn_tool: unsupported $*" >&2; exit 3 ;;
esac
"""
FAKE_NPU_SMI = """#!/bin/sh
echo "+------------------------------------------------------------------------------------------------+"
echo "| npu-smi 24.1.rc3                 Version: 24.1.rc3                                             |"
"""


def _fake(folder: Path, name: str, text: str) -> None:
    path = folder / name
    path.write_text(text, "utf-8")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)


@pytest.fixture
def tools(tmp_path, monkeypatch):
    """hccn_tool and npu-smi on PATH, /etc/hccn.conf and the driver's version.info in a
    folder of the test's."""
    bin_ = tmp_path / "bin"
    bin_.mkdir()
    _fake(bin_, "hccn_tool", FAKE_HCCN_TOOL)
    _fake(bin_, "npu-smi", FAKE_NPU_SMI)
    monkeypatch.setenv("PATH", f"{bin_}{os.pathsep}{os.environ['PATH']}")
    conf = tmp_path / "hccn.conf"
    conf.write_text("address_0=10.0.0.10\nnetmask_0=255.255.255.0\naddress_1=10.0.0.99\n")
    version = tmp_path / "driver" / "version.info"
    version.parent.mkdir()
    version.write_text("Version=23.0.7\n")
    monkeypatch.setattr(registry, "HCCN_CONF", str(conf))
    monkeypatch.setattr(registry, "DRIVER_VERSION", str(version))
    return tmp_path


def test_each_format_reads_its_samples():
    """Every Reading reads the sample it cites, after the command it follows."""
    for reading in registry.READINGS:
        command = reading.typed.replace(" N ", " 0 ").replace("<arch>", "aarch64")
        command = command.replace("<pid>", "12")
        for sample in reading.samples:
            found = read(f"$ {command}\n{sample}\n", "f.txt")
            # A command line's layout flags are its facts too (registry.LAYOUT_READINGS).
            layout = {r.key for r in registry.LAYOUT_READINGS} - {reading.key}
            keys = [f.key for f in found if f.key not in layout]
            assert keys == [reading.key], (reading.key, sample)


def test_collect_writes_the_facts_triage_reads(tools):
    lines = list(collect.transcript(devices=[0, 1]))
    text = "\n".join(lines) + "\n"
    assert is_transcript(text.encode())
    assert "$ " + str(tools / "bin" / "hccn_tool") + " -i 1 -tls -g" in lines
    facts = {(f.key, f.device): f.value for f in read(text, "facts.txt")}
    assert facts[("ipv4", "0")] == "10.0.0.10" and facts[("ipv4", "1")] == "10.0.0.11"
    assert facts[("conf_ipv4", "1")] == "10.0.0.99"
    assert (facts[("tls", "0")], facts[("tls", "1")]) == ("DISABLE", "ENABLE")
    assert facts[("link", "0")] == "UP" and facts[("net_health", "1")] == "Success"
    assert facts[("driver", None)] == "23.0.7" and facts[("npu_smi", None)] == "24.1.rc3"
    # What the tool would not do is said, with its words, not read as a fact.
    assert any(line.startswith("! ") and "-optical -g: exit 3" in line for line in lines)
    assert "!> hccn_tool: unsupported -i 0 -optical -g" in lines


def test_on_a_machine_without_ascend_it_says_what_was_not_found_and_exits_0():
    done = subprocess.run([SCRIPT, "collect", "--devices", "0"], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].startswith(registry.HEADER)
    if not Path(registry.HCCN_TOOL).exists():
        assert any(line.startswith("! hccn_tool: not found") for line in lines)
    assert done.stderr.count("\n") == 1 and "could not run" in done.stderr
    found = read(done.stdout, "facts.txt")
    assert {f.key for f in found} >= {"not_run"}
    zh = subprocess.run([SCRIPT, "collect", "--lang", "zh"], capture_output=True, text=True)
    assert zh.returncode == 0 and "未能运行" in zh.stderr


@pytest.mark.parametrize("bad", ["x", "1-", "-3", "0-99999"])
def test_bad_devices_are_one_line_and_exit_2(bad):
    done = subprocess.run([SCRIPT, "collect", f"--devices={bad}"], capture_output=True, text=True)
    assert done.returncode == 2 and done.stderr.count("\n") == 1, done.stderr
    assert "Traceback" not in done.stderr


def test_a_process_environment_keeps_what_matters_and_no_secret(tmp_path):
    env = {
        "PATH": os.environ["PATH"],
        "HCCL_INTRA_ROCE_ENABLE": "1",
        "ASCEND_BUFFER_POOL": "4:8",
        "MOONCAKE_MASTER_TOKEN": "s3cr3t-value",
        "HCCL_PASSWORD": "hunter2",
        "ASCEND_MF_STORE_URL": "tcp://admin:pa55@10.0.0.1:6000",
        "UNRELATED": "nothing",
    }
    child = subprocess.Popen(
        [sys.executable, "-c", "import time; time.sleep(30)", "--api-key", "sk-topsecret"],
        env=env,
    )
    try:
        # Until the child runs Python (its command line says so), /proc shows the parent's.
        for _ in range(1200):  # a bound for a loaded machine; it breaks at the sign
            if b"sleep" in Path(f"/proc/{child.pid}/cmdline").read_bytes():
                break
            time.sleep(0.05)
        lines = list(collect._process(child.pid))
    finally:
        child.kill()
        child.wait()
    text = "\n".join(lines)
    assert "HCCL_INTRA_ROCE_ENABLE=1" in lines and "ASCEND_BUFFER_POOL=4:8" in lines
    assert "UNRELATED" not in text
    for secret in ("s3cr3t-value", "hunter2", "pa55", "admin", "sk-topsecret"):
        assert secret not in text, secret
    assert "ASCEND_MF_STORE_URL=tcp://<redacted>@10.0.0.1:6000" in lines
    facts = read(text, "facts.txt")
    assert {f.name for f in facts if f.key == "env"} >= {"HCCL_INTRA_ROCE_ENABLE"}
    assert {f.process for f in facts if f.key == "env"} == {str(child.pid)}


SECRET_WORDS = st.sampled_from(["TOKEN", "SECRET", "PASSWORD", "PASSWD", "API_KEY", "CREDENTIAL"])


@settings(max_examples=200, deadline=None)
@given(
    prefix=st.sampled_from(registry.ENV_PREFIXES),
    word=SECRET_WORDS,
    case=st.sampled_from([str.upper, str.lower]),
    value=st.text(
        alphabet=st.characters(blacklist_categories=("Cs",), blacklist_characters="\0"),
        min_size=4,
        max_size=40,
    ).map(lambda v: "Z" + v),
)
def test_no_value_of_a_variable_named_like_a_secret_reaches_the_transcript(
    prefix, word, case, value
):
    name = prefix + case(word)
    environ = f"HCCL_IF_IP=10.0.0.1\0{name}={value}\0".encode()
    text = "\n".join(collect.environ_lines(environ))
    assert value not in text and f"{name}={registry.REDACTED}" in text
    args = redaction.arguments(["serve", f"--{case(word).replace('_', '-')}", value, "--port", "1"])
    assert value not in " ".join(args)
    config = json.dumps({"kv_connector": "x", case(word).lower(): value})
    assert json.dumps(value)[1:-1] not in redaction.structured_text(config)


def test_faultdiags_layout_and_a_pasted_session_read_alike():
    """FaultDiag's files (the command line bare, then its output) and a pasted shell
    session (a prompt, then the command): the same facts."""
    faultdiag = (
        "Datetime: 2025-10-28 21:46:46.000000\n\n"
        "/usr/local/Ascend/driver/tools/hccn_tool -i 0 -ip -g\nipaddr:10.0.0.10\n"
        "netmask:255.255.255.0\n\n\n"
        "/usr/local/Ascend/driver/tools/hccn_tool -i 0 -link -g\nlink status: DOWN\n"
    )
    pasted = (
        "[root@node-1 ~]# hccn_tool -i 0 -ip -g\nipaddr:10.0.0.10\nnetmask:255.255.255.0\n"
        "[root@node-1 ~]# hccn_tool -i 0 -link -g\nlink status: DOWN\n"
    )
    for text in (faultdiag, pasted):
        assert is_transcript(text.encode())
        assert [(f.key, f.device, f.value) for f in read(text, "t.txt")] == [
            ("ipv4", "0", "10.0.0.10"),
            ("link", "0", "DOWN"),
        ]
    # A log that only quotes such words is none.
    assert not is_transcript(b"[INFO] HCCL(1,python):2026-03-12-10:41:00.000.000 ipaddr:1.2.3.4\n")


def test_a_summary_with_collect_carries_the_nodes_facts(tools, tmp_path):
    """`triage --summary --collect`: one file per node carries its logs and its facts."""
    logs = tmp_path / "logs"
    logs.mkdir()
    (logs / "plog-1.log").write_text(
        "[INFO] HCCL(1,python):2026-03-12-10:41:00.000.000 [a.cc:1]1 Entry-HcclCommPrepare\n"
    )
    env = {**os.environ, "LLM_STATUS_LANG": "en"}
    done = subprocess.run(
        [SCRIPT, "triage", f"D={logs}", "--summary", "--collect"],
        capture_output=True,
        text=True,
        env=env,
    )
    assert done.returncode == 0, done.stderr
    facts = json.loads(done.stdout)["sources"][0]["facts"]
    # The fake tools are on PATH (the fixture's), so hccn_tool answered for /dev's devices
    # or said it found none; the node's versions file is its own.
    assert {f["file"] for f in facts} == {"llm-status collect"}
    # Collected for this side: its node is the side, whatever the pod calls itself.
    assert {f["host"] for f in facts} == {"D"}
    assert any(f["key"] in ("not_run", "npu_smi") for f in facts)
    alone = subprocess.run(
        [SCRIPT, "triage", f"D={logs}", "--collect"], capture_output=True, text=True
    )
    assert alone.returncode == 2 and "--summary" in alone.stderr


def test_a_process_gives_its_rank_table_and_the_mooncake_wheel_it_loaded(tmp_path):
    """RANK_TABLE_FILE's table is written whole (its device_ip of each device) and the
    Mooncake wheel beside the module the process has mapped (its version)."""
    table = tmp_path / "rank_table.json"
    table.write_text(registry.RANK_TABLE_SAMPLE, "utf-8")
    site = tmp_path / "lib" / "python3.11" / "site-packages"
    (site / "mooncake").mkdir(parents=True)
    (site / "mooncake" / "engine.so").write_bytes(b"\0" * 4096)
    (site / "mooncake_transfer_engine-0.3.11.post1.dist-info").mkdir()
    # The child maps the module's file, as the loader maps a real one.
    code = (
        "import mmap, sys, time; f = open(sys.argv[1], 'rb'); "
        "m = mmap.mmap(f.fileno(), 0, prot=mmap.PROT_READ); print('ready', flush=True); "
        "time.sleep(30)"
    )
    child = subprocess.Popen(
        [sys.executable, "-c", code, str(site / "mooncake" / "engine.so")],
        env={"PATH": os.environ["PATH"], "RANK_TABLE_FILE": str(table)},
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert child.stdout.readline() == "ready\n"  # mapped: no sleep to wait for it
        lines = list(collect._process(child.pid))
    finally:
        child.kill()
        child.wait()
    assert f"$ cat {table} {registry.MEMBERS_NOTE}" in lines
    assert f"$ ls -d {site}/mooncake*.dist-info" in lines
    facts = read("\n".join(lines) + "\n", "facts.txt")
    assert [(f.key, f.device, f.name, f.value) for f in facts if f.key == "rank_ip"] == [
        ("rank_ip", "0", "10.0.0.10", "192.168.100.101")
    ]
    assert [f.value for f in facts if f.key == "mooncake"] == ["0.3.11.post1"]


def test_the_rank_table_sample_reads_as_the_collect_page_says():
    text = "$ cat /etc/hccl/rank_table.json\n" + registry.RANK_TABLE_SAMPLE + "\n"
    found = read(text, "t")
    device_line = next(i for i, line in enumerate(text.splitlines(), 1) if "device_ip" in line)
    assert [(f.key, f.device, f.value, f.line_no) for f in found] == [
        ("rank_ip", "0", "192.168.100.101", device_line)
    ]
