"""Secrets stay secret (issue 48; adversarial review 2026-12-04, H1-H4, M1, M2, L3): a
secret planted in every place a node keeps one (a process's environment and command line,
a shell string, config files in JSON, YAML and TOML at any depth, URLs, a pasted ``env``
session, a rank table in a variable) is found in no output: ``collect``'s transcript,
triage's text report, ``--json``, ``--summary``, and the triage page's record. Root's
``collect`` reads a file another process names only with that process's rights, and no
argument of a process becomes a line of the transcript."""

from __future__ import annotations

import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support.plogs import at, noise, write
from support.triage_logs import socket_timeout

from llm_status import collect, redaction
from llm_status.registry import facts as registry
from llm_status.registry.secrets import REDACTED
from llm_status.terminal import Style
from llm_status.triage import browser, summary_of, triage
from llm_status.triage.facts import read
from llm_status.triage.record import record_of
from llm_status.triage.report import lines_of

SCRIPT = Path(sys.executable).with_name("llm-status")
LEAKS = [f"LEAK{n:02d}x" for n in range(40)]


def _wait_for_python(pid: int) -> None:
    """Until the child runs Python (its command line says so), /proc shows the parent's."""
    for _ in range(1200):  # a bound for a loaded machine; it breaks at the sign
        if b"sleep" in Path(f"/proc/{pid}/cmdline").read_bytes():
            return
        time.sleep(0.05)


def _configs(folder: Path) -> dict[str, Path]:
    """Config files that hold secrets at every depth, as numbers, objects and URLs."""
    folder.mkdir(parents=True, exist_ok=True)
    files = {
        "yaml": folder / "cfg.yaml",
        "json": folder / "kv.json",
        "toml": folder / "cfg.toml",
        "mooncake": folder / "mooncake.json",
        "rank": folder / "rank_table.json",
    }
    files["yaml"].write_text(
        f'password: yamlpass-{LEAKS[1]}\napi_key: "yamlkey-{LEAKS[2]}"\n'
        "kv_connector: MooncakeConnector\nclient-key-data: "
        f"{LEAKS[30]}\n",
        "utf-8",
    )
    files["json"].write_text(
        json.dumps(
            {
                "kv_connector": "AscendStoreConnector",
                "password": 123456789,
                "auth": {"user": "u", "pass": f"nested-{LEAKS[3]}"},
                "extra": {"deep": {"token": [LEAKS[4]]}},
            }
        ),
        "utf-8",
    )
    files["toml"].write_text(
        f'[store]\npassword = "{LEAKS[5]}"\nkv_connector = "AscendStoreConnector"\n', "utf-8"
    )
    files["mooncake"].write_text(
        json.dumps(
            {
                "master_server_address": "10.0.0.1:50088",
                "metadata_server": f"etcd://root:pw-{LEAKS[6]}@10.0.0.1:2379",
                "pwd": LEAKS[7],
                "ak": LEAKS[8],
                "sk": LEAKS[9],
            }
        ),
        "utf-8",
    )
    table = json.loads(registry.RANK_TABLE_SAMPLE)
    table["password"] = f"rt-{LEAKS[10]}"
    files["rank"].write_text(json.dumps(table, indent=4), "utf-8")
    return files


def _secret_process(tmp_path: Path) -> tuple[subprocess.Popen, Path]:
    files = _configs(tmp_path / "configs")
    env = {
        "PATH": os.environ["PATH"],
        "HCCL_INTRA_ROCE_ENABLE": "1",
        "MOONCAKE_STORE_KEY": LEAKS[13],
        "LLM_ENCRYPTION_KEY": LEAKS[14],
        "ASCEND_PWD": LEAKS[15],
        "HCCL_AK": LEAKS[16],
        "HCCL_SK": LEAKS[17],
        "MINDIE_LLM_PASS": LEAKS[18],
        "MOONCAKE_MASTER": f"redis://user:pa@ss-{LEAKS[12]}@10.0.0.1:6379",
        "SGLANG_DSN": f"postgresql://u:pa/ss-{LEAKS[19]}@h/db",
        "ASCEND_MF_STORE_URL": f"tcp://admin:{LEAKS[20]}@10.0.0.1:6000",
        "MOONCAKE_CONFIG_PATH": str(files["mooncake"]),
        "RANK_TABLE_FILE": str(files["rank"]),
        "LLM_RANK_TABLE": json.dumps({"server_list": [], "password": f"rt-{LEAKS[21]}"}),
    }
    args = [
        sys.executable,
        "-c",
        "import time; time.sleep(60)",
        "vllm",
        "serve",
        "--config",
        str(files["yaml"]),
        "--kv-transfer-config",
        str(files["json"]),
        f"--extra-config={files['toml']}",
        '--extra={"password": 42424242, "session": {"id": "' + LEAKS[22] + '"}}',
        "-p",
        f"pw-{LEAKS[23]}",
        "--api-key",
        LEAKS[24],
        f"--hf_token={LEAKS[25]}",
        f"HF_TOKEN=hf-{LEAKS[27]} python3 x; echo vllm serve --api-key sk-{LEAKS[28]}",
    ]
    child = subprocess.Popen(args, env=env)
    _wait_for_python(child.pid)
    return child, files


def _assert_no_leak(text: str, where: str) -> None:
    found = [leak for leak in LEAKS if leak in text]
    assert not found, (where, found)
    for number in ("123456789", "42424242"):
        assert number not in text, (where, number)


def test_collect_writes_no_secret_from_any_place_a_process_keeps_one(tmp_path):
    child, _ = _secret_process(tmp_path)
    try:
        lines = list(collect._process(child.pid))
    finally:
        child.kill()
        child.wait()
    text = "\n".join(lines)
    _assert_no_leak(text, "collect")
    # What triage reads is still there: the variables, the configs' members it uses.
    assert "HCCL_INTRA_ROCE_ENABLE=1" in lines
    assert "MOONCAKE_MASTER=redis://<redacted>@10.0.0.1:6379" in lines
    assert f"HCCL_AK={REDACTED}" in lines and f"ASCEND_PWD={REDACTED}" in lines
    facts = read(text + "\n", "facts.txt")
    keys = {f.key for f in facts}
    assert {"rank_ip", "master_address", "kv_pool", "env"} <= keys, keys
    # A config is never written whole: only the members triage reads.
    assert "metadata_server" not in text and "yamlpass" not in text


def test_every_writer_of_triage_holds_no_secret_a_node_showed(tmp_path):
    """The transcript collect wrote, a pasted env session and a rank table in a variable,
    in a node's log folder: the text report, --json, --summary and the page's record."""
    child, _ = _secret_process(tmp_path)
    try:
        transcript = "\n".join(collect._process(child.pid))
    finally:
        child.kill()
        child.wait()
    d = tmp_path / "D"
    write(d / "plog-1.log", [*noise(50, seed=2), (at(5.1), socket_timeout(at(5.1)))])
    (d / "facts.txt").write_text(
        "# llm-status collect: decode-0 2026-03-12T10:50:00+08:00\n" + transcript + "\n"
    )
    (d / "env-session.txt").write_text(
        "root@decode-0:~# env\n"
        f"VLLM_API_KEY=apikey-{LEAKS[31]}\n"
        f"MOONCAKE_MASTER=redis://user:pw-{LEAKS[32]}@10.0.0.1:6379\n"
        f"HCCL_TOKEN={LEAKS[33]}\n"
        'LLM_RANK_TABLE={"server_list":[{"device":[{"device_id":"0","device_ip":"192.168.1.1"}],'
        f'"server_id":"10.0.0.9"}}],"password":"rt-{LEAKS[34]}"}}\n'
        # A log line of a program that prints its connection string.
        f"[ERROR] 2026-03-12 10:41:05 store: connect to redis://u:{LEAKS[35]}@h:1 failed\n",
        "utf-8",
    )
    p = tmp_path / "P"
    write(p / "plog-1.log", noise(50, seed=1))
    found = triage([f"P={p}", f"D={d}"])
    for lang in ("en", "zh"):
        _assert_no_leak("\n".join(lines_of(found, lang, Style(None))), f"text {lang}")
        _assert_no_leak(json.dumps(record_of(found, lang), ensure_ascii=False), f"json {lang}")
    summary = summary_of([f"D={d}"])
    _assert_no_leak(summary, "summary")
    # The facts the summary carries still say what they say, hidden where secret.
    facts = json.loads(summary)["sources"][0]["facts"]
    assert any(f["name"] == "VLLM_API_KEY" and f["value"] == REDACTED for f in facts)
    assert all(LEAKS[34] not in f["text"] for f in facts)
    # The triage page's worker calls this; its saved JSON is the record inside.
    page = browser.run([{"label": "D", "items": [{"path": str(d), "shown": "D"}]}], "en")
    _assert_no_leak(page, "page")
    # The command's own outputs, as an operator runs them.
    for argv in (["triage", f"D={d}"], ["triage", f"D={d}", "--json"], ["triage", f"D={d}", "--summary"]):  # fmt: skip
        done = subprocess.run([SCRIPT, *argv], capture_output=True, text=True, check=False)
        assert done.returncode in (0, 1), done.stderr
        _assert_no_leak(done.stdout + done.stderr, " ".join(argv))


NAMES = st.sampled_from(
    [
        "HCCL_AK", "HCCL_SK", "MINDIE_LLM_PASS", "ASCEND_PWD", "MOONCAKE_STORE_KEY",
        "LLM_ENCRYPTION_KEY", "SGLANG_DSN", "VLLM_API_KEY", "hf_token", "apiKey",
        "client_secret", "db_password", "session_cookie", "Authorization", "privateKey", "cloudAk",
    ]
)  # fmt: skip
VALUES = st.text(
    alphabet=st.characters(
        blacklist_categories=("Cs", "Cc", "Zs", "Zl", "Zp"), blacklist_characters="\"'\\,;&}])<>`"
    ),
    min_size=6,
    max_size=30,
).map(lambda v: "S3" + v)


@settings(max_examples=300, deadline=None)
@given(name=NAMES, value=VALUES, form=st.integers(0, 7))
def test_a_secret_under_any_such_name_in_any_form_is_hidden(name, value, form):
    """The forms a value is written in: a variable, an option (both ways), YAML, JSON (a
    string and a nested object), a shell string, a URL's password."""
    text = [
        f"{name}={value}",
        f"--{name.replace('_', '-')} {value}",
        f"--{name}={value}",
        f"{name}: {value}",
        json.dumps({"outer": {name: value}}),
        json.dumps({name: {"inner": value}}),
        f"sh -c 'export {name}={value}; vllm serve'",
        f"MOONCAKE_MASTER=redis://user:{value}@10.0.0.1:6379",
    ][form]
    assert value not in redaction.text_of(text)
    assert value not in redaction.structured_text(text)
    assert value not in redaction.command_line(text.split(" "))
    if form == 0:
        assert value not in redaction.value(name, value)


def test_a_name_is_secret_by_its_words_not_by_a_word_inside_another():
    for name in ("HCCL_AK", "MINDIE_LLM_PASS", "ASCEND_PWD", "MOONCAKE_STORE_KEY", "HFTOKEN"):
        assert redaction.is_secret_name(name), name
    for name in ("HCCL_CONNECT_TIMEOUT", "max_num_batched_tokens", "tokenizer", "PYTHONHASHSEED"):
        assert not redaction.is_secret_name(name), name
    # No member triage reads of a config is a secret's name.
    assert not [m for m in registry.MEMBERS if redaction.is_secret_name(m)]


@pytest.mark.skipif(os.geteuid() != 0, reason="a confused deputy needs root")
def test_roots_collect_reads_a_file_a_process_names_only_with_that_process_rights():
    """H3: an unprivileged process names a root-only file and /etc/shadow."""
    folder = Path(tempfile.mkdtemp(prefix="llm-status-deputy-"))
    try:
        folder.chmod(0o755)  # a folder its user may enter, as /etc is
        private = folder / "root-only.json"
        private.write_text(json.dumps({"master_server_address": "SECRET-ROOT-ONLY:1"}), "utf-8")
        private.chmod(0o600)
        readable = folder / "ok.json"
        readable.write_text(json.dumps({"master_server_address": "10.0.0.1:50088"}), "utf-8")
        readable.chmod(0o644)
        nobody = 65534
        # sh runs the sleep as a child ("; :"), so its own command line stays as given.
        child = subprocess.Popen(
            ["/bin/sh", "-c", "sleep 60; :", "sh", "--kv-transfer-config", str(private),
             "--config", str(readable)],
            env={"PATH": "/usr/bin:/bin", "MOONCAKE_CONFIG_PATH": "/etc/shadow",
                 "RANK_TABLE_FILE": str(private)},
            user=nobody, group=nobody, extra_groups=[], cwd="/",
        )  # fmt: skip
        try:
            for _ in range(1200):  # a bound for a loaded machine; it breaks at the sign
                if b"sleep 60" in Path(f"/proc/{child.pid}/cmdline").read_bytes():
                    break
                time.sleep(0.05)
            lines = list(collect._process(child.pid))
        finally:
            child.kill()
            child.wait()
    finally:
        shutil.rmtree(folder)
    text = "\n".join(lines)
    assert "SECRET-ROOT-ONLY" not in text
    assert "root:" not in text  # /etc/shadow's first line
    assert f"! cat {private}: not readable by the process's user" in text
    assert "! cat /etc/shadow: not readable by the process's user" in text
    assert "10.0.0.1:50088" in text  # what its user may read is read


def test_only_an_inference_servers_executable_makes_a_process_one():
    def server(*args: str) -> bool:
        return collect.is_server([a.encode() for a in args])

    assert server("/usr/local/bin/vllm", "serve", "/models/x")
    assert server("python3", "-m", "vllm.entrypoints.openai.api_server")
    assert server("/usr/bin/python3.11", "/usr/local/bin/sglang", "serve")
    assert server("mindieservice_daemon")
    assert not server("python3", "-c", "import time; time.sleep(9)", "vllm", "--config", "x")
    assert not server("sleep", "vllm")
    assert not server("bash", "-c", "vllm serve")


def test_no_argument_or_variable_of_a_process_becomes_a_line_of_the_transcript(tmp_path):
    """H4, M1: newlines, a forged command block and escape sequences in a process's
    argument, its variable and a config's file name stay on their own line, escaped."""
    forged = "x\n$ hccn_tool -i 0 -ip -g\nipaddr:192.168.100.100\n$ cat /etc/hccn.conf\naddress_0=192.168.100.99"
    escape = "\x1b]52;c;SGVsbG8=\x07\x1b[2J"
    odd = tmp_path / f"cfg{escape}.json"
    odd.write_text(json.dumps({"master_server_address": "10.0.0.1:50088"}), "utf-8")
    child = subprocess.Popen(
        [sys.executable, "-c", "import time; time.sleep(60)", f"--note={forged}",
         f"--model={escape}", "--config", str(odd), "# hccn_tool -i 0 -tls -g"],
        env={"PATH": os.environ["PATH"],
             "HCCL_WHATEVER": "a\n$ hccn_tool -i 1 -tls -g\ndev_id:1, tls switch[1](0:disable"},
    )  # fmt: skip
    try:
        _wait_for_python(child.pid)
        lines = [
            collect.line("# llm-status collect: n 2026-03-12T10:50:00"),
            *collect._process(child.pid),
        ]
    finally:
        child.kill()
        child.wait()
    text = "\n".join(lines) + "\n"
    assert "\x1b" not in text and "\x07" not in text
    commands = [line for line in lines if line.startswith("$ ")]
    assert all(
        line.startswith(("$ cat /proc/", f"$ cat {collect.line(str(odd))}")) for line in commands
    ), commands
    header = f"{registry.HEADER} n 2026-03-12T10:50:00\n"
    facts = read(header + "\n".join(lines[1:]) + "\n", "facts.txt")
    assert not [f for f in facts if f.key in ("ipv4", "conf_ipv4", "tls")], facts
    assert "\\n$ hccn_tool -i 0 -ip -g\\nipaddr:192.168.100.100" in text


def test_a_transcript_of_collect_takes_commands_only_in_its_own_frame():
    """A prompt-like line inside collect's transcript (a process named so) is no command."""
    text = (
        f"{registry.HEADER} n 2026-03-12T10:50:00\n"
        "$ cat /proc/7/cmdline\n"
        "a# hccn_tool -i 0 -ip -g\n"
        "ipaddr:192.168.100.100\n"
    )
    assert [f for f in read(text, "t") if f.key == "ipv4"] == []


FLOOD = "#!/bin/sh\nexec cat /dev/zero\n"
HANG = "#!/bin/sh\nexec sleep 30\n"


def _tool(tmp_path: Path, text: str) -> dict:
    bin_ = tmp_path / "bin"
    bin_.mkdir()
    for name in ("hccn_tool", "npu-smi"):
        (bin_ / name).write_text(text, "utf-8")
        (bin_ / name).chmod(0o755)
    return {**os.environ, "PATH": f"{bin_}{os.pathsep}{os.environ['PATH']}"}


def test_a_tool_that_floods_is_read_to_the_cap_and_memory_stays_bounded(tmp_path):
    """M2: a tool that writes without end is read as it streams, cut at MOST_OUTPUT."""
    env = _tool(tmp_path, FLOOD)
    child = subprocess.Popen(
        [SCRIPT, "collect", "--devices", "0"], env=env, stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )  # fmt: skip
    out, err = child.communicate(timeout=300)
    assert child.returncode == 0, err
    text = out.decode("utf-8", "replace")
    assert f"output cut at {collect.MOST_OUTPUT} bytes" in text
    # The child's peak memory (the largest of this test's children so far): a flood of
    # gigabytes held whole would be that large; read to the cap, it is tens of MB.
    peak_kib = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    assert peak_kib < 400 * 1024, peak_kib


def test_a_wedged_tool_is_bounded_by_the_collections_deadline(tmp_path, monkeypatch):
    """L3: one deadline for the whole collection, as well as each command's timeout."""
    monkeypatch.setenv("PATH", _tool(tmp_path, HANG)["PATH"])
    lines = list(collect.transcript(devices=list(range(8)), deadline=1.0))
    assert any("timed out after" in line for line in lines)
    skipped = [line for line in lines if "the collection's deadline of 1 s passed" in line]
    assert len(skipped) >= 8 * len(registry.DEVICE_QUERIES) - 2


def test_a_summary_of_a_transcript_keeps_no_raw_secret_line(tmp_path):
    """H2: a fact's text is its redacted line, in the summary as in the report."""
    d = tmp_path / "D"
    write(d / "plog-1.log", noise(20, seed=2))
    (d / "env.txt").write_text(
        f"root@decode-0:~# env\nVLLM_API_KEY=apikey-{LEAKS[36]}\n"
        f"HCCL_TOKEN={LEAKS[37]}\nMOONCAKE_MASTER=redis://user:{LEAKS[38]}@10.0.0.1:6379\n",
        "utf-8",
    )
    summary = summary_of([f"D={d}"])
    _assert_no_leak(summary, "summary")
    facts = json.loads(summary)["sources"][0]["facts"]
    assert {f["text"] for f in facts} >= {f"VLLM_API_KEY={REDACTED}", f"HCCL_TOKEN={REDACTED}"}
