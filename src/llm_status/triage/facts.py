"""A node's facts, read from a transcript of the commands that say them (``llm-status
collect``'s, FaultDiag's collected files, a pasted shell session), wherever a side's files
hold one; and what they say of a device, a variable or a version, for diagnosis to
compare across the two ends (``registry/facts.py`` has the formats)."""

from __future__ import annotations

import json
import re
from typing import NamedTuple

from ..registry import facts as registry

# How far into a file a transcript's first command line is looked for.
HEAD = 1 << 16
# The most of a transcript read for facts (ours: collect writes tens of kilobytes).
MOST = 1 << 23
_DEVICE = re.compile(r"\s-i\s+(\d{1,4})\b")
_PROCESS = re.compile(r"/proc/(\d{1,10})/")


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

    def record(self) -> dict:
        return self._asdict()


def is_transcript(head: bytes) -> bool:
    """Whether a file's first bytes hold a command line whose output says a fact."""
    text = head[:HEAD].decode("utf-8", "replace")
    if text.lstrip("\ufeff").startswith(registry.HEADER):
        return True
    return any(registry.COMMAND_LINE.match(line) for line in text.splitlines()[:2000])


def read(text: str, file: str) -> list[Fact]:
    """The facts a transcript's lines say, in its order."""
    found: list[Fact] = []
    command = device = process = None
    block: list[tuple[int, str]] | None = None  # a JSON file's lines: a rank table's?
    for line_no, line in enumerate(text.splitlines(), start=1):
        line = line.rstrip("\r")
        if (head := registry.COMMAND_LINE.match(line)) is not None:
            found += rank_table(block or (), file)
            command = head["command"]
            device = m[1] if (m := _DEVICE.search(command)) else None
            process = m[1] if (m := _PROCESS.search(command)) else None
            block = [] if _JSON_FILE.match(command) else None
            continue
        if (not_run := registry.NOT_RUN.match(line)) is not None:
            found.append(
                Fact("not_run", None, not_run["command"], not_run["why"], file, line_no, line)
            )
            continue
        if block is not None and len(block) < MOST_JSON_LINES:
            block.append((line_no, line))
        if command is not None and registry.ENV_AFTER.search(command):
            if (env := registry.ENV_LINE.match(line)) and registry.wanted(env["name"]):
                value = registry.redacted(env["name"], env["value"])
                found.append(Fact("env", None, env["name"], value, file, line_no, line, process))
                if value.lstrip().startswith("{"):  # a rank table given as a variable's value
                    found += rank_table([(line_no, value)], file, line)
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
            found.append(Fact(reading.key, on, None, value, file, line_no, line))
            break
    found += rank_table(block or (), file)
    return found


_JSON_FILE = re.compile(r"cat \S*\.json\b")
MOST_JSON_LINES = 100_000  # lines of one JSON file kept for reading (ours: a rank table of
# a few thousand devices has tens of thousands)


def rank_table(lines, file: str, text: str | None = None) -> list[Fact]:
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
            shown = (text or said).strip()[:300]
            found.append(Fact("rank_ip", str(device), server_id, address, file, line_no, shown))
    return found
