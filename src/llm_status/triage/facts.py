"""A node's facts, read from a transcript of the commands that say them (``llm-status
collect``'s, FaultDiag's collected files, a pasted shell session), wherever a side's files
hold one; and what they say of a device, a variable or a version, for diagnosis to
compare across the two ends (``registry/facts.py`` has the formats)."""

from __future__ import annotations

import json
import re
from itertools import pairwise
from typing import NamedTuple

from .. import redaction
from ..registry import facts as registry

# How far into a file a transcript's first command line is looked for.
HEAD = 1 << 16
# The most of a transcript read for facts (ours: collect writes tens of kilobytes).
MOST = 1 << 23
_DEVICE = re.compile(r"\s-i\s+(\d{1,4})\b")
_PROCESS = re.compile(r"/proc/(\d{1,10})/")
# The host a shell's prompt names: "root@prefill-9:~# ", "[root@node-1 ~]# ".
_PROMPT_HOST = re.compile(r"[\w.-]{1,64}@(?P<host>[A-Za-z0-9][\w.-]{0,252})(?=[\s:\]])")
# collect's header: the host, then the time with the node's zone.
_HEADER = re.compile(
    re.escape(registry.HEADER)
    + r" (?P<host>\S{1,253}) (?P<time>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:[+-]\d\d:\d\d|Z)?\s*$"
)
# FaultDiag's collected files begin with their time: "Datetime: 2025-10-28 21:46:46.000000".
_FAULTDIAG_TIME = re.compile(r"^Datetime: (\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)")


class Fact(NamedTuple):
    """What one line of a transcript says: ``key`` (a Reading's, "env" or "not_run"), of
    ``device`` or of the node, ``name`` (a variable's, or the command not run), its
    ``value``, and where the line is."""

    key: str
    device: str | None
    name: str | None
    value: str
    file: str
    line_no: int
    text: str
    process: str | None = None
    # Which node said it and when, where the transcript says: collect's header, a
    # prompt's host, FaultDiag's "Datetime:" (the node's local time, as its logs state it).
    host: str | None = None
    collected: str | None = None

    def record(self) -> dict:
        return self._asdict()


def is_transcript(head: bytes, name: str = "") -> bool:
    """Whether a file's first bytes hold a command line whose output says a fact: collect's
    header, or a command line followed by output (not a blank line: a Markdown heading
    "# env" is followed by one) in a file that is not a document (a runbook's README)."""
    text = head[:HEAD].decode("utf-8", "replace")
    if text.lstrip("\ufeff").startswith(registry.HEADER):
        return True
    if name.lower().endswith(_DOCUMENTS):
        return False
    lines = text.splitlines()[:2000]
    return any(
        registry.COMMAND_LINE.match(line) and following.strip()
        for line, following in pairwise(lines)
    )


# Files that are documents, not sessions: their command lines are examples.
_DOCUMENTS = (".md", ".markdown", ".rst", ".html", ".htm", ".adoc")


def read(text: str, file: str) -> list[Fact]:
    """The facts a transcript's lines say, in its order."""
    found: list[Fact] = []
    command = device = process = None
    block: list[tuple[int, str]] | None = None  # a JSON file's lines: a rank table's?
    lines = text.lstrip("\ufeff").splitlines()
    # collect's own transcript is a frame: its commands stand after "$ " and nothing it
    # wrote from the world can (collect escapes it), so no other line is a command there.
    header = _HEADER.match(lines[0].rstrip("\r")) if lines else None
    framed = bool(lines) and lines[0].startswith(registry.HEADER)
    host = header["host"] if header else None
    collected = header["time"] if header else None
    if not framed and lines and (when := _FAULTDIAG_TIME.match(lines[0])):
        collected = f"{when[1]}T{when[2]}"

    def fact(key, on, name, value, line_no, shown, process=None) -> Fact:
        return Fact(key, on, name, value, file, line_no, shown, process, host, collected)

    for line_no, line in enumerate(lines, start=1):
        line = line.rstrip("\r")
        if framed and line_no == 1:
            continue
        head = registry.COMMAND_LINE.match(line)
        if head is not None and framed and not line.startswith("$ "):
            head = None
        if head is not None:
            found += rank_table(block or (), file, host=host, collected=collected)
            command = head["command"]
            device = m[1] if (m := _DEVICE.search(command)) else None
            process = m[1] if (m := _PROCESS.search(command)) else None
            block = [] if _JSON_FILE.match(command) else None
            if not framed and (prompt := _PROMPT_HOST.search(line[: head.start("command")])):
                host = prompt["host"]
            continue
        if (not_run := registry.NOT_RUN.match(line)) is not None:
            shown = redaction.text_of(line)
            found.append(fact("not_run", None, not_run["command"], not_run["why"], line_no, shown))
            continue
        if block is not None and len(block) < MOST_JSON_LINES:
            block.append((line_no, line))
        if command is not None and registry.ENV_AFTER.search(command):
            if (env := registry.ENV_LINE.match(line)) and registry.wanted(env["name"]):
                value = redaction.value(env["name"], env["value"])
                shown = f"{env['name']}={value}"
                found.append(fact("env", None, env["name"], value, line_no, shown, process))
                if value.lstrip().startswith("{"):  # a rank table given as a variable's value
                    found += rank_table([(line_no, value)], file, shown, host, collected)
            continue
        for reading in registry.READINGS:
            if reading.after is not None and (command is None or not reading.after.search(command)):
                continue
            if (said := reading.pattern.search(line)) is None:
                continue
            value = said["value"]
            if reading.values is not None:
                value = reading.values.get(value, value)
            on = said.groupdict().get("device") or (device if reading.per_device else None)
            whose = process if reading.also else None
            found.append(
                fact(reading.key, on, None, value, line_no, redaction.text_of(line), whose)
            )
            if not reading.also:
                break
    found += rank_table(block or (), file, host=host, collected=collected)
    return found


# A file read whole as JSON: a rank table's or a config's ("cat x.json"; collect's members
# of a YAML or TOML config are written as JSON after the note that says so).
_JSON_FILE = re.compile(
    r"cat \S*\.json\b|cat \S*\.(?:ya?ml|toml) " + re.escape(registry.MEMBERS_NOTE)
)
MOST_JSON_LINES = 100_000  # lines of one JSON file kept for reading (ours: a rank table of
# a few thousand devices has tens of thousands)


def rank_table(
    lines, file: str, text: str | None = None, host: str | None = None, collected=None
) -> list[Fact]:
    """What a rank table (``registry.RANK_TABLE_SAMPLE``'s form) gives each device: a
    ``rank_ip`` fact of its device_id, named by its server's server_id, at the line that
    gives its device_ip. Anything else (not JSON, another JSON) says nothing."""
    lines = list(lines)
    whole = "\n".join(line for _, line in lines)
    if '"server_list"' not in whole:
        return []
    try:
        table = json.loads(whole)
    except (ValueError, RecursionError):
        return []
    servers = table.get("server_list") if isinstance(table, dict) else None
    found: list[Fact] = []
    for server in servers if isinstance(servers, list) else ():
        if not isinstance(server, dict) or not isinstance(server.get("device"), list):
            continue
        server_id = str(server.get("server_id", ""))[:64]
        for entry in server["device"]:
            if not isinstance(entry, dict):
                continue
            device, address = entry.get("device_id"), entry.get("device_ip")
            if not isinstance(address, str) or not str(device).isdigit():
                continue
            line_no, said = next(
                ((n, t) for n, t in lines if '"device_ip"' in t and address in t), lines[0]
            )
            shown = redaction.text_of((text or said).strip())[:300]
            found.append(
                Fact(
                    "rank_ip",
                    str(device),
                    server_id,
                    address,
                    file,
                    line_no,
                    shown,
                    None,
                    host,
                    collected,
                )
            )
    return found


_READING = {reading.key: reading for reading in registry.READINGS}


def again(fact: Fact) -> Fact | None:
    """A fact of a summary read again from its line (``text``): its key's Reading must
    find in that line the value the record gives (an environment line its name and value;
    a rank table's line the address; a "not run" line its command and why), else it is
    no fact (adversarial review 2026-12-04, M6: a fact written into a summary by hand
    decided a verdict). What the line alone cannot say (the device of a command's ``-i
    N``, a rank table's server) is kept as recorded."""
    text = fact.text
    if fact.key == "env":
        env = registry.ENV_LINE.match(text)
        ok = env is not None and env["name"] == fact.name and env["value"] == fact.value
        return fact if ok and registry.wanted(env["name"]) else None
    if fact.key == "rank_ip":
        return fact if fact.value and fact.value in text else None
    if fact.key == "not_run":
        said = registry.NOT_RUN.match(text)
        ok = said is not None and said["command"] == fact.name and said["why"] == fact.value
        return fact if ok else None
    reading = _READING.get(fact.key)
    said = reading.pattern.search(text) if reading is not None else None
    if said is None:
        return None
    value = said["value"]
    if reading.values is not None:
        value = reading.values.get(value, value)
    device = said.groupdict().get("device")
    if value != fact.value or (device is not None and device != fact.device):
        return None
    return fact
