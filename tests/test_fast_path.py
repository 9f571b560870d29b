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
from support.catalogue_lines import PRINTED, as_logged, fill
from support.hostile import LOGS
from support.other_software import lines as other_softwares_lines
from support.upstream import log_lines

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
    from support.synthetic_logs import make_log

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


# -- triage's anchors: words that begin alike are looked for as one ----------------------


def _kept_lines(piece: bytes) -> tuple[set[int], set[int]]:
    """Where the lines that hold an anchor start, and those that hold a weak one."""
    from llm_status.triage import sources

    anchored, weak, _ = sources._anchored(piece, piece.lower())
    return {piece.rfind(b"\n", 0, at) + 1 for at in anchored}, {
        piece.rfind(b"\n", 0, at) + 1 for at in weak
    }


def _words() -> list[str]:
    from llm_status.triage.events import anchors

    cased, caseless, _, _ = anchors()
    return [w.decode() for w in (*cased, *caseless)]


@settings(max_examples=200, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_triage_keeps_the_same_lines_whether_words_that_begin_alike_are_looked_for_as_one(data):
    """A block's anchors, looked for by the beginning their words share, keep the lines
    each word looked for apart keeps: words of one beginning on one line, a beginning
    with no word after it ("hccl" alone, "transfer " in every line), a level word inside
    another word, in any case."""
    from llm_status.triage import sources

    words = _words()
    pieces = st.sampled_from(
        [*words, *(w[: max(1, len(w) // 2)] for w in words), "hccl", "transfer ", "mie0"]
    )
    cased = st.sampled_from([str.lower, str.upper, str.title, lambda s: s])
    line = st.lists(
        st.tuples(pieces, cased).map(lambda p: p[1](p[0])) | st.text(max_size=8), max_size=6
    ).map(" ".join)
    piece = "\n".join(data.draw(st.lists(line, min_size=1, max_size=30))).encode()
    sources._TOO_COMMON.clear()
    grouped = _kept_lines(piece)
    sources._TOO_COMMON.update(key for key, _ in sources._groups(tuple(w.encode() for w in words)))
    sources._TOO_COMMON.update(
        key for key, _ in sources._groups(tuple(w.lower().encode() for w in words))
    )
    try:
        apart = _kept_lines(piece)
    finally:
        sources._TOO_COMMON.clear()
    assert grouped == apart


def test_a_beginning_a_log_holds_on_every_line_is_looked_for_by_its_words_from_then_on():
    from llm_status.triage import sources

    sources._TOO_COMMON.clear()
    piece = b"[INFO] HIXL Transfer: transfer 7 finished\n" * 200 + b"transfer timeout to: x\n"
    try:
        assert _kept_lines(piece)[0] == {len(piece) - len(b"transfer timeout to: x\n")}
        assert b"transfer " in sources._TOO_COMMON  # 200 places, none a word of its own
        assert _kept_lines(piece)[0] == {len(piece) - len(b"transfer timeout to: x\n")}
    finally:
        sources._TOO_COMMON.clear()


# -- decode's literals: looked for by the beginnings they share -----------------------


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_the_lines_that_hold_a_literal_are_those_its_expression_finds(data):
    """``_lines_holding`` finds a line's literals by the beginnings they share (``err``
    for ``error=``, ``errno[``, ``err=``): it marks exactly the lines where the literals'
    expression finds one, wherever it stands (at a line's end, inside a word, twice,
    beside another), in lines built of the literals, their beginnings and noise."""
    from llm_status.reading.logs import _lines_holding, _worth

    worth = _worth()
    literals = [literal for _, group in worth.beginnings for literal in group]
    pieces = literals + [key for key, _ in worth.beginnings] + [b"x", b" ", b"_", b"0", b"e"]
    lines = data.draw(
        st.lists(st.lists(st.sampled_from(pieces), max_size=6).map(b"".join), max_size=12)
    )
    block = b"\n".join(lines)
    expected = {n for n, line in enumerate(block.split(b"\n")) if worth.literals.search(line)}
    assert _lines_holding(worth.beginnings, block) == expected
