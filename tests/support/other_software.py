"""Other software's INFO and WARNING lines built from upstream's plain-word templates (the
reading-logs review, M3): a vLLM WARNING "Failed to create socket. Falling back to ...",
"memory pool is not enabled" at INFO, a prompt that quotes an error. Each template of
plain words, filled as a log fills it, in the shapes other software writes its lines."""

from __future__ import annotations

from llm_status.registry import upstream_messages as catalogue
from support.catalogue_lines import fill

# Where a line of another program puts its text: its own format says its level.
SHAPES = (
    "WARNING 11-30 10:00:01 [zmq.py:88] {text}. Falling back to the ipc transport",
    "INFO 11-30 10:00:02 [pool.py:12] {text}",
    "INFO:     127.0.0.1:50312 - {text}",
    "2026-11-30 10:00:05,123 - INFO - {text}",
    "2026-11-30 10:00:05.123 | WARNING  | worker:run:41 - {text}",
    "I1130 10:00:06.123456  1234 transfer.cc:12] {text}",
    "W1130 10:00:06.123456  1234 transfer.cc:12] {text}",
    "[INFO] GE(2002,python):2026-03-12-10:41:00.020.000 [graph.cc:12]3002 Run: {text}",
    "[WARNING] RUNTIME(2002,python):2026-03-12-10:41:00.020.000 [stream.cc:9]3002 Sync: {text}",
    "[rank3]: INFO 11-30 10:00:07 [worker.py:3] {text}",
    "INFO 11-30 10:00:04 [engine.py:301] Received request cmpl-1: prompt: 'what does \"{text}\" mean?'",
)


def plain_templates() -> list[catalogue.Message]:
    """The error templates made of plain words only (Message.plain), one per text."""
    seen, rows = set(), []
    for message in catalogue.messages():
        if message.plain and message.specific and not message.info_row:
            text = fill(message.template)
            if message.shows_as != "description" and text not in seen:
                seen.add(text)
                rows.append(message)
    return rows


def lines() -> list[str]:
    """Every plain template in every shape: none is upstream's error line."""
    return [
        shape.format(text=fill(message.template))
        for message in plain_templates()
        for shape in SHAPES
    ]
