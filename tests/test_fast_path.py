"""The fast path of reading a log (``logs.scan_bytes``: lines told worth a look by their
tokens) gives exactly what the plain one does (``logs.scan``: the pattern over the whole
block): every hit, with its line number, text, codes, message, reported code, unknown
values and lower layers' codes, on the project's lines, on filled and mangled templates,
on other software's lines and on seeded random text."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from other_software import lines as other_softwares_lines
from test_catalogue import PRINTED, as_logged, fill
from test_hostile import LOGS
from upstream import log_lines

from llm_status.reading.logs import scan, scan_bytes


def same(text: str | bytes) -> None:
    data = text if isinstance(text, bytes) else text.encode("utf-8", "surrogatepass")
    for everything in (False, True):
        plain = list(scan(data.decode("utf-8", "replace"), 1, everything))
        fast = list(scan_bytes(data, 1, everything))
        assert fast == plain


def test_the_projects_lines():
    same("\n".join(line for line, _, _ in log_lines()))


def test_every_template_filled_as_upstream_logs_it_and_mangled():
    rnd = random.Random(5)
    lines = []
    for message in PRINTED:
        line = as_logged(message, fill(message.template))
        lines.append(line)
        cut = rnd.randrange(len(line))
        lines.append(
            line[:cut] + rnd.choice(["", " ", "\r", "x", "。", "\t", "::", "_"]) + line[cut:]
        )
        lines.append(line.upper())
        lines.append(line.lower())
        lines.append(fill(message.template))  # the message alone, pasted
    same("\n".join(lines))
    same("\r\n".join(lines))


def test_other_softwares_lines():
    same("\n".join(other_softwares_lines()))


def test_a_synthetic_day():
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parents[1] / "bench"))
    from decode import make_log

    same(make_log(3000, seed=3))


@pytest.mark.parametrize("seed", range(8))
def test_seeded_random_bytes(seed):
    rnd = random.Random(seed)
    alphabet = (
        "LLM_TIMEOUT 0x5010B01A 1343270938 503900 ErrorNo: ret = hixl::TIMEOUT\n\r\xe4\xb8é.:_-"
    )
    text = "".join(rnd.choice(alphabet) for _ in range(30_000))
    same(text)
    same(bytes(rnd.randrange(256) for _ in range(30_000)))  # not UTF-8: replaced alike
    same(
        b"\n".join(
            bytes(rnd.randrange(256) for _ in range(40)) + b" ret = 1343270938" for _ in range(500)
        )
    )


@settings(max_examples=500, deadline=None, suppress_health_check=list(HealthCheck))
@given(text=st.one_of(LOGS, st.text()))
def test_any_text(text):
    same(text)
