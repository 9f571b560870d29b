"""``llm-status collect``: the facts of this node that decide what its logs cannot, as one
transcript (each command on a line of its own, ``$ command``, then its output: the layout
of FaultDiag's files and of a shell session, which triage reads wherever it finds one).

It only reads: each command is a query (hccn_tool's ``-g``, ``npu-smi info``, ``cat``,
``ip``, ``ss``), run with a short timeout, with no shell. What it cannot run is said, with
why (``! hccn_tool: not found``): in a container without the driver's tools, that is a
finding. Of the inference processes it writes only the variables that decide a transfer
(``registry/facts.py``), and never a secret's value.
"""

from __future__ import annotations

import glob
import os
import platform
import re
import shutil
import socket
import subprocess
from collections.abc import Iterator, Sequence
from datetime import datetime
from itertools import pairwise

from .registry import facts

TIMEOUT = 5.0  # seconds a command may take (ours: each is a query of local state)
MOST_OUTPUT = 1 << 20  # bytes of one command's output written (its first)
# An option whose value is a secret, on a command line ("--api-key X", "--token=X").
_SECRET_OPTION = re.compile(
    r"^(?P<option>--?[\w-]*(?:" + facts.SECRET_NAME.pattern + r")[\w-]*)(?:=(?P<value>.*))?$",
    re.IGNORECASE,
)
# A JSON member whose name says it is a secret ("api_key": "..."), in a config on a command
# line or in a file it names.
_SECRET_MEMBER = re.compile(
    r'(?P<name>"[^"]*(?:' + facts.SECRET_NAME.pattern + r')[^"]*"\s*:\s*)"(?:[^"\\]|\\.)*"',
    re.IGNORECASE,
)


def transcript(pids: Sequence[int] = (), devices: Sequence[int] | None = None) -> Iterator[str]:
    """The lines of this node's facts transcript."""
    yield f"{facts.HEADER} {socket.gethostname()} {datetime.now().isoformat(timespec='seconds')}"
    hccn_tool = _tool("hccn_tool", facts.HCCN_TOOL)
    npu_smi = _tool("npu-smi", facts.NPU_SMI)
    if devices is None:
        devices = _devices()
    if hccn_tool is None:
        yield "! hccn_tool: not found (PATH, " + facts.HCCN_TOOL + ")"
    elif not devices:
        yield "! hccn_tool: no device (/dev/davinciN)"
    else:
        for device in devices:
            for query in facts.DEVICE_QUERIES:
                yield from _run([hccn_tool, "-i", str(device), *query])
    yield from _cat(facts.HCCN_CONF)
    if npu_smi is None:
        yield "! npu-smi: not found (PATH, " + facts.NPU_SMI + ")"
    else:
        yield from _run([npu_smi, "info"])
    yield from _cat(facts.DRIVER_VERSION)
    infos = sorted(glob.glob(facts.TOOLKIT_INFO.format(arch="*")))
    yield from (
        _cat(infos[0]) if infos else _cat(facts.TOOLKIT_INFO.format(arch=platform.machine()))
    )
    for command in (["ip", "-4", "-o", "addr"], ["ip", "-6", "-o", "addr"], ["ss", "-ltnp"]):
        tool = shutil.which(command[0])
        if tool is None:
            yield f"! {command[0]}: not found (PATH)"
        else:
            yield from _run([tool, *command[1:]], shown=command)
    for pid in pids or _inference_processes():
        yield from _process(pid)


def _tool(name: str, usual: str) -> str | None:
    found = shutil.which(name)
    if found is None and os.access(usual, os.X_OK):
        found = usual
    return found


def _devices() -> list[int]:
    """The devices this node (or container) sees: its /dev/davinciN."""
    found = (re.fullmatch(r"davinci(\d{1,4})", name) for name in _listdir("/dev"))
    return sorted(int(m[1]) for m in found if m)


def _listdir(path: str) -> list[str]:
    try:
        return os.listdir(path)
    except OSError:
        return []


def _run(argv: list[str], shown: list[str] | None = None) -> Iterator[str]:
    line = "$ " + " ".join(shown or argv)
    try:
        done = subprocess.run(
            argv,
            capture_output=True,
            timeout=TIMEOUT,
            stdin=subprocess.DEVNULL,
            env={**os.environ, "LC_ALL": "C"},
            check=False,
        )
    except subprocess.TimeoutExpired:
        yield line
        yield f"! {' '.join(shown or argv)}: timed out after {TIMEOUT:g} s"
        return
    except OSError as error:
        yield f"! {' '.join(shown or argv)}: {error.strerror or type(error).__name__}"
        return
    yield line
    yield from _text(done.stdout)
    if done.returncode != 0:
        yield f"! {' '.join(shown or argv)}: exit {done.returncode}"
        yield from _text(done.stderr, prefix="!> ")  # its words, not a fact and not "! x: why"


def _cat(path: str) -> Iterator[str]:
    try:
        with open(path, "rb") as file:
            data = file.read(MOST_OUTPUT)
    except OSError as error:
        yield f"! cat {path}: {error.strerror or type(error).__name__}"
        return
    yield f"$ cat {path}"
    yield from _text(data)


def _text(data: bytes, prefix: str = "") -> Iterator[str]:
    text = data[:MOST_OUTPUT].decode("utf-8", "replace")
    for line in text.splitlines():
        # No control character reaches a terminal that shows the transcript.
        yield prefix + "".join(c if c.isprintable() or c == "\t" else "?" for c in line)


def _inference_processes() -> list[int]:
    """The processes that serve inference: their command line names vllm, sglang, MindIE
    or a transfer library, or their memory maps hold one of the libraries."""
    found = []
    for name in _listdir("/proc"):
        if not name.isdigit() or int(name) == os.getpid():
            continue
        args = _read(f"/proc/{name}/cmdline").replace(b"\0", b" ").lower()
        if any(word.encode() in args for word in facts.PROCESS_WORDS):
            found.append(int(name))
            continue
        if b"python" in args:
            maps = _read(f"/proc/{name}/maps", 1 << 24)
            if any(word.encode() in maps for word in facts.LIBRARY_WORDS):
                found.append(int(name))
    return sorted(found)


def _read(path: str, most: int = 1 << 20) -> bytes:
    try:
        with open(path, "rb") as file:
            return file.read(most)
    except OSError:
        return b""


def _process(pid: int) -> Iterator[str]:
    """A process's command line (its secrets redacted) and the variables that matter."""
    cmdline = _read(f"/proc/{pid}/cmdline")
    environ = _read(f"/proc/{pid}/environ", 1 << 22)
    if not cmdline and not environ:
        yield f"! cat /proc/{pid}/environ: not readable (no such process, or not ours)"
        return
    yield f"$ cat /proc/{pid}/cmdline"
    yield " ".join(safe_args(cmdline.decode("utf-8", "replace").split("\0")))
    yield f"$ cat /proc/{pid}/environ"
    yield from environ_lines(environ)
    for path in _configs(cmdline.decode("utf-8", "replace").split("\0"), environ):
        yield f"$ cat {path}"
        yield from _text(safe_json(_read(path, MOST_OUTPUT).decode("utf-8", "replace")).encode())
    yield from _wheels(pid)


# Where a Python module of a wheel is loaded from: its folder holds the wheel's dist-info.
_SITE = re.compile(rb"(/\S+/(?:site|dist)-packages)/mooncake\w*/")


def _wheels(pid: int) -> Iterator[str]:
    """The Mooncake wheel a process has loaded: its dist-info folder beside the module, whose
    name carries the version (registry/facts.py, the "mooncake" Reading)."""
    sites = dict.fromkeys(m[1] for m in _SITE.finditer(_read(f"/proc/{pid}/maps", 1 << 24)))
    for site in sites:
        folder = site.decode("utf-8", "replace")
        yield f"$ ls -d {folder}/mooncake*.dist-info"
        yield from _text("\n".join(sorted(glob.glob(f"{folder}/mooncake*.dist-info"))).encode())


def environ_lines(environ: bytes) -> Iterator[str]:
    """A process's environment (``/proc/N/environ``: NUL-separated) as the transcript
    holds it: the variables that decide a transfer, none of a secret's value."""
    for entry in environ.decode("utf-8", "replace").split("\0"):
        name, _, value = entry.partition("=")
        if facts.wanted(name):
            yield from _text(f"{name}={facts.redacted(name, value)}".encode())


def safe_args(args: list[str]) -> list[str]:
    """A command line with the values of secret options and JSON members redacted."""
    out, secret_next = [], False
    for arg in (a for a in args if a):
        if secret_next:
            out.append(facts.REDACTED)
            secret_next = False
            continue
        option = _SECRET_OPTION.match(arg)
        if option and option["value"] is not None:
            out.append(f"{option['option']}={facts.REDACTED}")
        elif option:
            out.append(arg)
            secret_next = True
        else:
            out.append(
                facts.URL_USER.sub(lambda m: m["scheme"] + facts.REDACTED + "@", safe_json(arg))
            )
    return out


def safe_json(text: str) -> str:
    """JSON (or any text) with the values of members named like secrets redacted."""
    return _SECRET_MEMBER.sub(lambda m: m["name"] + f'"{facts.REDACTED}"', text)


# A config file a process names: on its command line ("--config x.json", "--kv-transfer-
# config x.json") or in MOONCAKE_CONFIG_PATH.
_CONFIG_OPTION = re.compile(r"^--[\w-]*config[\w-]*$")


def _configs(args: list[str], environ: bytes) -> list[str]:
    paths = [
        value
        for option, value in pairwise(args)
        if _CONFIG_OPTION.match(option) and value.endswith((".json", ".yaml", ".yml"))
    ]
    for entry in environ.split(b"\0"):
        # Mooncake's config, and HCCL's rank table (its device_ip of each device).
        if entry.startswith((b"MOONCAKE_CONFIG_PATH=", b"RANK_TABLE_FILE=")):
            paths.append(entry.partition(b"=")[2].decode("utf-8", "replace"))
    return [p for p in dict.fromkeys(paths) if os.path.isfile(p)]
