"""``llm-status collect``: the facts of this node that decide what its logs cannot, as one
transcript (each command on a line of its own, ``$ command``, then its output: the layout
of FaultDiag's files and of a shell session, which triage reads wherever it finds one).

It only reads, with the rights of the operator who runs it: each command is a query
(hccn_tool's ``-g``, ``npu-smi info``, ``cat``, ``ip``, ``ss``), run with no shell, a
short timeout and a cap on its output, read as it streams, under one deadline for the
whole collection. What it cannot run is said, with why (``! hccn_tool: not found``): in a
container without the driver's tools, that is a finding.

Of the inference processes (found by their executable) it writes the command line and
the variables that decide a transfer (``registry/facts.py``), every secret's value hidden
(``redaction.py``), and of the config files they name only the members triage reads. A
file another process names is read with that process's rights, never root's: root's
``collect`` reads nothing a process's user could not (adversarial review 2026-12-04, H3).

The transcript is a frame no input can forge: every line it writes from the world
(command lines, file names, tool output) is escaped so that it can never be a line of its
own nor begin with the frame's marks (``$``, ``!``, ``#``), and no control character
reaches a terminal (H4, M1).
"""

from __future__ import annotations

import glob
import json
import os
import platform
import re
import selectors
import shutil
import signal
import socket
import stat
import subprocess
import time
from collections.abc import Iterator, Sequence
from datetime import datetime
from itertools import pairwise
from typing import NamedTuple

from . import redaction
from .registry import facts

TIMEOUT = 5.0  # seconds a command may take (ours: each is a query of local state)
DEADLINE = 60.0  # seconds the whole collection may take (ours: 8 devices' 56 queries answer in
# a few seconds; a wedged tool would otherwise take 5 s each, minutes in all)
MOST_OUTPUT = 1 << 20  # bytes of one command's output read (its first); the rest is not read


class _Clock:
    """The collection's one deadline, and each command's share of what is left."""

    def __init__(self, seconds: float):
        self.end = time.monotonic() + seconds
        self.seconds = seconds

    def left(self) -> float:
        return self.end - time.monotonic()


def transcript(
    pids: Sequence[int] = (), devices: Sequence[int] | None = None, deadline: float = DEADLINE
) -> Iterator[str]:
    """The lines of this node's facts transcript: its header (the host, the time with its
    zone), then each command and its output."""
    clock = _Clock(deadline)
    stamp = datetime.now().astimezone().isoformat(timespec="seconds")
    # The node's name: LLM_STATUS_NODE where the recipes set it (a pod's own host name is
    # not its node's: deploy/), else the host's.
    node = os.environ.get("LLM_STATUS_NODE", "").strip() or socket.gethostname()
    yield f"{facts.HEADER} {line(node)} {stamp}"
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
                yield from _run([hccn_tool, "-i", str(device), *query], clock)
    yield from _cat(facts.HCCN_CONF)
    if npu_smi is None:
        yield "! npu-smi: not found (PATH, " + facts.NPU_SMI + ")"
    else:
        yield from _run([npu_smi, "info"], clock)
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
            yield from _run([tool, *command[1:]], clock, shown=command)
    for pid in pids or _inference_processes():
        yield from _process(pid)


def line(text: str) -> str:
    """A value from the world as one line of the transcript: every control character
    written out (``\\n``, ``\\x1b``), so it can start no line of its own and send nothing
    to a terminal; and a first character that is one of the frame's marks escaped."""
    out = "".join(c if c.isprintable() or c == "\t" else _escaped(c) for c in text)
    return "\\" + out if out.startswith(_MARKS) else out


_MARKS = ("$", "!", "#", "\\")
_NAMED = {"\n": "\\n", "\r": "\\r"}


def _escaped(c: str) -> str:
    if c in _NAMED:
        return _NAMED[c]
    code = ord(c)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


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


def _run(argv: list[str], clock: _Clock, shown: list[str] | None = None) -> Iterator[str]:
    said = line(" ".join(shown or argv))
    budget = min(TIMEOUT, clock.left())
    if budget <= 0:
        yield f"! {said}: not run, the collection's deadline of {clock.seconds:g} s passed"
        return
    try:
        process = subprocess.Popen(
            argv,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env={**os.environ, "LC_ALL": "C"},
            start_new_session=True,  # its own group: a timeout ends its children too
        )
    except OSError as error:
        yield f"! {said}: {error.strerror or type(error).__name__}"
        return
    output = _read_capped(process, budget)
    yield "$ " + said
    yield from _text(output.stdout)
    if output.timed_out:
        yield f"! {said}: timed out after {budget:g} s"
    elif output.returncode != 0:
        yield f"! {said}: exit {output.returncode}"
        yield from _text(output.stderr, prefix="!> ")  # its words, not a fact nor "! x: why"
    if output.capped:
        yield f"! {said}: output cut at {MOST_OUTPUT} bytes"


class _Output(NamedTuple):
    stdout: bytes
    stderr: bytes
    returncode: int | None
    timed_out: bool
    capped: bool


def _read_capped(process: subprocess.Popen, budget: float) -> _Output:
    """A command's output as it streams, each stream up to MOST_OUTPUT (then the command
    is ended: memory stays bounded whatever it writes), within ``budget`` seconds. A child
    it left behind holding the pipe does not hold the collection: once the command has
    exited, what is already written is read and no more is waited for."""
    end = time.monotonic() + budget
    taken = {process.stdout: bytearray(), process.stderr: bytearray()}
    capped = timed_out = False
    with selectors.DefaultSelector() as selector:
        for stream in taken:
            os.set_blocking(stream.fileno(), False)
            selector.register(stream, selectors.EVENT_READ)
        while selector.get_map():
            left = end - time.monotonic()
            if left <= 0:
                timed_out = process.poll() is None
                break
            exited = process.poll() is not None
            ready = selector.select(timeout=0.05 if exited else min(left, 0.5))
            if not ready and exited:
                break
            for key, _ in ready:
                chunk = os.read(key.fd, 1 << 16)
                if not chunk:
                    selector.unregister(key.fileobj)
                    continue
                held = taken[key.fileobj]
                held += chunk[: MOST_OUTPUT - len(held)]
                if len(held) >= MOST_OUTPUT:
                    capped = True
                    selector.unregister(key.fileobj)
            if capped:
                break
    if process.poll() is None:
        _end(process)
    for stream in taken:
        stream.close()
    code = process.wait()
    return _Output(
        bytes(taken[process.stdout]), bytes(taken[process.stderr]), code, timed_out, capped
    )


def _end(process: subprocess.Popen) -> None:
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except OSError:
        process.kill()


def _cat(path: str) -> Iterator[str]:
    try:
        with open(path, "rb") as file:
            data = file.read(MOST_OUTPUT)
    except OSError as error:
        yield f"! cat {line(path)}: {error.strerror or type(error).__name__}"
        return
    yield f"$ cat {line(path)}"
    yield from _text(data)


def _text(data: bytes, prefix: str = "") -> Iterator[str]:
    text = data[:MOST_OUTPUT].decode("utf-8", "replace")
    for said in text.splitlines():
        yield prefix + line(said) if prefix else line(said)


def _inference_processes() -> list[int]:
    """The processes that serve inference: their executable is an inference server's
    (vllm, sglang, MindIE's daemon, Mooncake's master), or a Python whose script or
    module is one, or a Python whose memory maps hold a transfer library. A word anywhere
    else on a command line makes no process one (anyone may write any argument)."""
    found = []
    for name in _listdir("/proc"):
        if not name.isdigit() or int(name) == os.getpid():
            continue
        args = _read(f"/proc/{name}/cmdline").split(b"\0")
        program = os.path.basename(args[0]).lower() if args else b""
        if is_server(args):
            found.append(int(name))
        elif program.startswith(b"python"):
            maps = _read(f"/proc/{name}/maps", 1 << 24)
            if any(word.encode() in maps for word in facts.LIBRARY_WORDS):
                found.append(int(name))
    return sorted(found)


def is_server(args: list[bytes]) -> bool:
    """Whether a command line (``/proc/N/cmdline``'s arguments) runs an inference server:
    its program, or a Python's script (``python3 /usr/local/bin/vllm serve``) or module
    (``python -m sglang.launch_server``), is named for one."""
    args = [a for a in args if a]
    if not args:
        return False
    words = tuple(w.encode() for w in facts.PROCESS_WORDS)
    program = os.path.basename(args[0]).lower()
    if program.startswith(words):
        return True
    if not program.startswith(b"python"):
        return False
    rest = iter(args[1:])
    for arg in rest:
        if arg == b"-m":
            module = next(rest, b"").lower()
            return module.split(b".")[0].startswith(words)
        if arg.startswith(b"-m") and len(arg) > 2:
            return arg[2:].lower().split(b".")[0].startswith(words)
        if arg == b"-c" or arg.startswith(b"-c"):
            return False  # a program given as a string: its words are anyone's
        if arg.startswith(b"-"):
            continue
        return os.path.basename(arg).lower().startswith(words)
    return False


def _read(path: str, most: int = 1 << 20) -> bytes:
    try:
        with open(path, "rb") as file:
            return file.read(most)
    except OSError:
        return b""


def _process(pid: int) -> Iterator[str]:
    """A process's command line (its secrets hidden), the variables that matter, the
    members triage reads of the configs it names (read with its rights) and the Mooncake
    wheel it has loaded."""
    cmdline = _read(f"/proc/{pid}/cmdline")
    environ = _read(f"/proc/{pid}/environ", 1 << 22)
    if not cmdline and not environ:
        yield f"! cat /proc/{pid}/environ: not readable (no such process, or not ours)"
        return
    args = cmdline.decode("utf-8", "replace").split("\0")
    yield f"$ cat /proc/{pid}/cmdline"
    yield line(redaction.command_line(args))
    yield f"$ cat /proc/{pid}/environ"
    yield from environ_lines(environ)
    owner = credentials(pid)
    for path in _configs(args, environ):
        shown = line(path)
        data = read_as(owner, pid, path, MOST_OUTPUT)
        if isinstance(data, str):
            yield f"! cat {shown}: {data}"
            continue
        kept = config_members(path, data.decode("utf-8", "replace"))
        if kept is None:
            yield f"! cat {shown}: not a config triage reads (JSON, TOML or YAML)"
            continue
        yield f"$ cat {shown} {facts.MEMBERS_NOTE}"
        yield from _text(json.dumps(kept, indent=4, ensure_ascii=False).encode())
    yield from _wheels(pid)


# Where a Python module of a wheel is loaded from: its folder holds the wheel's dist-info.
_SITE = re.compile(rb"(/\S+/(?:site|dist)-packages)/mooncake\w*/")


def _wheels(pid: int) -> Iterator[str]:
    """The Mooncake wheel a process has loaded: its dist-info folder beside the module, whose
    name carries the version (registry/facts.py, the "mooncake" Reading)."""
    sites = dict.fromkeys(m[1] for m in _SITE.finditer(_read(f"/proc/{pid}/maps", 1 << 24)))
    for site in sites:
        folder = site.decode("utf-8", "replace")
        yield f"$ ls -d {line(folder)}/mooncake*.dist-info"
        yield from _text(
            "\n".join(sorted(glob.glob(f"{glob.escape(folder)}/mooncake*.dist-info"))).encode()
        )


def environ_lines(environ: bytes) -> Iterator[str]:
    """A process's environment (``/proc/N/environ``: NUL-separated) as the transcript
    holds it: the variables that decide a transfer, none of a secret's value, each on one
    line whatever its value holds."""
    for entry in environ.decode("utf-8", "replace").split("\0"):
        name, _, value = entry.partition("=")
        if facts.wanted(name):
            yield line(f"{name}={redaction.value(name, value)}")


class Credentials(NamedTuple):
    """A process's user and groups (``/proc/N/status``: real, effective, saved, fs)."""

    uids: tuple[int, ...]
    gids: tuple[int, ...]
    groups: tuple[int, ...]


def credentials(pid: int) -> Credentials | None:
    """A process's credentials, or None where its status cannot be read."""
    said: dict[str, tuple[int, ...]] = {}
    for row in _read(f"/proc/{pid}/status").decode("ascii", "replace").splitlines():
        key, _, values = row.partition(":")
        if key in ("Uid", "Gid", "Groups"):
            try:
                said[key] = tuple(int(v) for v in values.split())
            except ValueError:
                return None
    if len(said.get("Uid", ())) < 4 or len(said.get("Gid", ())) < 4:
        return None
    return Credentials(said["Uid"], said["Gid"], said.get("Groups", ()))


def read_as(owner: Credentials | None, pid: int, path: str, most: int) -> bytes | str:
    """A file a process names, read as that process would read it (its mount namespace
    and working folder, through ``/proc/N/root`` and ``/proc/N/cwd``; its user and groups,
    in a child that takes them before it opens the file): the bytes, or why not. Where
    this collection runs as the process's own user, or as a user who is not root, it reads
    with its own rights, which are then no more than the operator's."""
    if owner is None:
        return "not read (the process's user is not known)"
    where = f"/proc/{pid}/root{path}" if path.startswith("/") else f"/proc/{pid}/cwd/{path}"
    me = os.geteuid()
    if me != 0 or owner.uids[1] == 0:
        return _read_file(where, most)
    reading, writing = os.pipe()
    child = os.fork()
    if child == 0:  # pragma: no cover - the child's own process, measured by its answer
        os.close(reading)
        try:
            os.setgroups(list(owner.groups))
            os.setresgid(owner.gids[0], owner.gids[1], owner.gids[2])
            os.setresuid(owner.uids[0], owner.uids[1], owner.uids[2])
            answer = _read_file(where, most)
            body = b"+" + answer if isinstance(answer, bytes) else b"-" + answer.encode()
            view = memoryview(body)
            while view:
                view = view[os.write(writing, view) :]
        finally:
            os._exit(0)
    os.close(writing)
    chunks = []
    with os.fdopen(reading, "rb") as stream:
        while chunk := stream.read(1 << 16):
            chunks.append(chunk)
    os.waitpid(child, 0)
    body = b"".join(chunks)
    if not body:
        return "not read with the process's rights"
    return (
        body[1:]
        if body[:1] == b"+"
        else "not readable by the process's user: " + body[1:].decode("utf-8", "replace")
    )


def _read_file(path: str, most: int) -> bytes | str:
    """A regular file's first ``most`` bytes, or why not (a FIFO or a device is never
    opened to wait on: non-blocking, then checked)."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_NOCTTY)
    except OSError as error:
        return error.strerror or type(error).__name__
    with os.fdopen(fd, "rb") as file:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return "not a regular file"
        try:
            return file.read(most)
        except OSError as error:
            return error.strerror or type(error).__name__


# A config file a process names: on its command line ("--config x.json", "--kv-transfer-
# config x.json") or in MOONCAKE_CONFIG_PATH.
_CONFIG_OPTION = re.compile(r"^--[\w-]*config[\w-]*$")
_CONFIG_FILE = (".json", ".yaml", ".yml", ".toml")


def _configs(args: list[str], environ: bytes) -> list[str]:
    paths = [
        value
        for option, value in pairwise(args)
        if _CONFIG_OPTION.match(option) and value.endswith(_CONFIG_FILE)
    ]
    for arg in args:
        option, equals, value = arg.partition("=")
        if equals and _CONFIG_OPTION.match(option) and value.endswith(_CONFIG_FILE):
            paths.append(value)
    for entry in environ.split(b"\0"):
        # Mooncake's config, and HCCL's rank table (its device_ip of each device).
        if entry.startswith((b"MOONCAKE_CONFIG_PATH=", b"RANK_TABLE_FILE=")):
            paths.append(entry.partition(b"=")[2].decode("utf-8", "replace"))
    return [p for p in dict.fromkeys(paths) if p and "\0" not in p]


def config_members(path: str, text: str) -> dict | None:
    """The members of a config that triage reads (``facts.MEMBERS``), at any depth, with
    the objects that lead to them; nothing else of the file. None where it is no JSON,
    TOML or YAML this can read."""
    if path.endswith(".toml"):
        import tomllib  # late: only a TOML config needs it

        try:
            parsed = tomllib.loads(text)
        except (ValueError, RecursionError):
            return None
    elif path.endswith((".yaml", ".yml")):
        parsed = _yaml_scalars(text)
    else:
        try:
            parsed = json.loads(text)
        except (ValueError, RecursionError):
            return None
    kept = members(parsed)
    return redaction.tree(kept) if isinstance(kept, dict) else {}


def members(node: object) -> object:
    """Only ``facts.MEMBERS`` of a parsed config, and the objects and lists on the way to
    them (a rank table's server_list[*].device[*].device_ip)."""
    if isinstance(node, dict):
        out = {}
        for key, item in node.items():
            if key in facts.MEMBERS:
                out[key] = members(item) if isinstance(item, dict | list) else item
            elif isinstance(item, dict | list) and (inner := members(item)):
                out[key] = inner
        return out
    if isinstance(node, list):
        kept = [members(item) if isinstance(item, dict | list) else item for item in node]
        return [item for item in kept if item not in ({}, [])]
    return node


# A YAML mapping's scalar member on a line of its own: "key: value" (a value that opens
# a block or a flow is not read).
_YAML_MEMBER = re.compile(
    r"^\s*(?:-\s+)?[\"']?(?P<key>[\w.-]{1,80})[\"']?\s*:\s+(?P<value>[^{\[#|>&*!\s][^#]*?)\s*$"
)


def _yaml_scalars(text: str) -> dict:
    """A YAML file's scalar members that triage reads, as one flat mapping (no parser
    in the standard library; the configs' members it reads are scalars)."""
    found = {}
    for row in text.splitlines():
        m = _YAML_MEMBER.match(row)
        if m and m["key"] in facts.MEMBERS:
            found[m["key"]] = m["value"].strip("\"'")
    return found
