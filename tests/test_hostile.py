"""Hostile and broken input: no hang, no traceback, no leak, never a silent wrong answer.

Each case is an attack an adversarial review found; the command is run as a user
runs it (a subprocess, its streams as the shell sets them up). Timeouts here
guard against a hang; they measure nothing (bench/ does).
"""

from __future__ import annotations

import contextlib
import io
import os
import re
import subprocess
import sys
import tracemalloc
import warnings
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from support.command import run
from support.hostile import LOGS

from llm_status import (
    LLMException,
    LLMStatusCode,
    UnknownCode,
    annotate,
    decode,
    find,
    search,
)
from llm_status.links import BadDocsURL, docs_base
from llm_status.names import BY_KEY, led_by_a_word
from llm_status.reading.logs import LONGEST_LINE, decode_stream, hit_of, scan
from llm_status.registry import upstream_messages as catalogue
from llm_status.registry.codes import CODES
from llm_status.registry.record import FAMILIES, Code

SCRIPT = Path(sys.executable).with_name("llm-status")


def shell(command: str, env: dict | None = None, stdin: bytes | None = None):
    """``llm-status`` inside a shell line, so that redirections (>&-, >/dev/full) are real."""
    environment = {k: v for k, v in os.environ.items() if not k.startswith(("LLM_STATUS", "LC_"))}
    environment.pop("LANG", None)
    environment.update(env or {})
    return subprocess.run(
        # The command's name where it is a command, not inside a path (a temporary folder
        # may be named llm-status-tests-...).
        ["bash", "-c", re.sub(r"(?<![\w/.-])llm-status(?![\w-])", str(SCRIPT), command)],
        input=stdin,
        capture_output=True,
        env=environment,
        timeout=120,
    )


def one_line_error(result) -> str:
    """The command's stderr, which must be one line naming the problem, no traceback."""
    text = result.stderr.decode("utf-8", "replace")
    assert "Traceback" not in text
    assert text.count("\n") == 1 and text.startswith("llm-status: "), text
    return text


# -- long lines, long numbers -------------------------------------------------------------


def test_a_long_line_without_spaces_is_read_whole_and_shown_cut(tmp_path):
    payload = "QUJD" * 250_000  # a megabyte of base64 in one word
    log = tmp_path / "big.log"
    log.write_text(f"start\nPullKvBlocks failed, ret = 1343270939 body={payload} 0x5010B01A\nend\n")
    result = shell(f"llm-status decode {log}")
    assert result.returncode == 0
    out = result.stdout.decode()
    assert "LLM_LINK_BUSY" in out and "LLM_TIMEOUT" in out  # the code after the payload too
    assert "cut: 1,000," in out and len(out) < 5_000


def test_a_line_longer_than_the_block_is_read_in_pieces():
    """A file with no line break at all: memory stays bounded, the code is still found."""
    body = b"x" * (3 * LONGEST_LINE) + b" ret = 1343270939 " + b"y" * LONGEST_LINE
    tracemalloc.start()
    hits = list(decode_stream(io.BytesIO(body)))
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert [c.name for h in hits for c in h.codes] == ["LLM_LINK_BUSY"]
    assert hits[0].line_no == 1
    assert peak < 16 * LONGEST_LINE  # bounded by the block, not the 5 MiB input


class Endless(io.RawIOBase):
    """/dev/zero in a test: as many NUL bytes as are asked for, never an end."""

    def __init__(self, limit: int):
        self.left = limit

    def readable(self) -> bool:
        return True

    def readinto(self, buffer) -> int:
        size = min(len(buffer), self.left)
        buffer[:size] = b"\0" * size
        self.left -= size
        return size


def test_a_stream_of_zeros_is_read_in_flat_memory():
    tracemalloc.start()
    assert list(decode_stream(io.BufferedReader(Endless(64 * 2**20)))) == []
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert peak < 16 * LONGEST_LINE


@pytest.mark.parametrize(
    "text", ["9" * 5000, "0x" + "f" * 5000, "１３４３２７０９３８", "-" + "1" * 4301]
)
def test_a_huge_or_full_width_number_is_an_error_not_a_traceback(text):
    with pytest.raises(UnknownCode):
        find(text)
    result = shell(f"llm-status explain '{text}'")
    assert result.returncode == 2
    assert "characters)" in one_line_error(result) or text in result.stderr.decode()


def test_a_huge_number_in_a_log_does_not_hide_the_other_lines(tmp_path):
    log = tmp_path / "log"
    log.write_text("id " + "7" * 5000 + "\nret = 1343270938\n")
    result = shell(f"llm-status decode {log}")
    assert result.returncode == 0 and b"\n2:ret = 1343270938\n" in b"\n" + result.stdout


def test_a_long_docs_url_does_not_hang_explain():
    result = shell(
        "llm-status explain LLM_TIMEOUT", env={"LLM_STATUS_DOCS_URL": "https://x/" + "a" * 100_000}
    )
    assert result.returncode == 0 and b"LLM_TIMEOUT" in result.stdout


# -- encodings and streams ---------------------------------------------------------------


def test_invalid_utf8_on_stdin_is_read():
    result = shell(
        "llm-status decode", env={"LANG": "C.UTF-8"}, stdin=b"\xff\xfe ret = 1343270938\n"
    )
    assert result.returncode == 0 and b"LLM_TIMEOUT" in result.stdout


def test_a_latin1_terminal_gets_chinese_replaced_not_a_traceback():
    result = shell("llm-status explain LLM_TIMEOUT --lang zh", env={"PYTHONIOENCODING": "latin-1"})
    assert result.returncode == 0 and b"LLM_TIMEOUT" in result.stdout
    assert b"Traceback" not in result.stderr


def test_a_full_disk_is_one_line_and_status_3():
    result = shell("llm-status list > /dev/full")
    assert result.returncode == 3
    assert "cannot write the answer" in one_line_error(result)


def test_a_closed_stdout_is_one_line_and_status_3():
    result = shell("llm-status explain LLM_TIMEOUT >&-")
    assert result.returncode == 3
    assert "standard output is closed" in one_line_error(result)


def test_a_closed_stdin_is_bad_input():
    result = shell("llm-status decode <&-")
    assert result.returncode == 2
    assert "standard input" in one_line_error(result)


def test_errors_to_a_full_stderr_keep_their_status():
    assert shell("llm-status explain LLM_NOPE 2>/dev/full").returncode == 2
    assert shell("llm-status search zzzz 2>/dev/full").returncode == 1


def test_a_reader_that_leaves_is_not_an_error():
    result = shell("llm-status list | head -1")
    assert result.returncode == 0 and b"Traceback" not in result.stderr


@pytest.mark.parametrize(
    "text, lines",
    [
        ("a\fret = 1343270938\nb\u2028c ret = 1343270939\r\nend", [1, 2]),
        ("\n\nret = 1343270938\r\n\r\nLLM_TIMEOUT", [3, 5]),
    ],
)
def test_line_numbers_are_greps(text, lines):
    """Lines end at \\n only (form feed, U+2028 and \\r are inside a line), as grep -n counts."""
    assert [h.line_no for h in decode(text)] == lines
    for hit in decode(text):
        assert hit.line == text.split("\n")[hit.line_no - 1].removesuffix("\r")


# -- small inconsistencies ----------------------------------------------------------------


@pytest.mark.parametrize("text", ["0x5010B01A,", "1343270938,", "(LLM_TIMEOUT)", "'0x5010b01a'."])
def test_punctuation_around_a_whole_input_is_dropped(text):
    assert find(text).name == "LLM_TIMEOUT"


@pytest.mark.parametrize(
    "text", ["llm_tımeout", "ＬＬＭ_ＴＩＭＥＯＵＴ", "llm_ﬁle", "LLM_T\u0130MEOUT"]
)
def test_names_are_ascii_so_look_alikes_are_not_names(text):
    """(A name still ends where other text begins: 报错LLM_TIMEOUT，is LLM_TIMEOUT.)"""
    with pytest.raises(UnknownCode):
        find(text)


def test_an_empty_file_name_is_an_error_not_stdin():
    result = shell("llm-status decode ''", stdin=b"ret = 1343270938\n")
    assert result.returncode == 2
    assert "file name is empty" in one_line_error(result)


def test_a_huge_search_term_is_not_echoed_whole():
    result = shell("llm-status search " + "z" * 100_000)
    assert result.returncode == 1
    assert len(one_line_error(result)) < 300


def test_annotate_adds_one_note_whatever_changed_between_calls(monkeypatch):
    error = LLMException("x", status_code=LLMStatusCode.LLM_TIMEOUT)
    monkeypatch.setenv("LLM_STATUS_LANG", "zh")
    annotate(error)
    monkeypatch.setenv("LLM_STATUS_DOCS_URL", "http://mirror/")
    annotate(error)
    assert len(error.__notes__) == 1


@pytest.mark.parametrize(
    "value",
    [
        "https://docs/\nLLM_FAILED (0x0): forged line",
        "\x1b[31mred",
        "--incognito",
        "javascript:x",
        "ftp://x/",
        "https://docs.example/\u202egnp.exe",  # a bidi override: shows another URL
        "https://docs.example/\u200b",  # a zero-width space
        # The adversarial review's L8: no host, a file, a query, a fragment, a broken host.
        "http://",
        "file:///srv/llm-status/",
        "https://docs.example/?next=",
        "https://docs.example/#",
        "http://[::1",
        "https://user:pw@docs.example/",
        "https://docs.example:port/",
    ],
)
def test_an_unusable_docs_url_is_said_and_not_used(value, monkeypatch):
    monkeypatch.setenv("LLM_STATUS_DOCS_URL", value)
    with warnings.catch_warnings(record=True) as warned:
        warnings.simplefilter("always")
        assert docs_base() == "https://llm-status.github.io/"
    assert any(isinstance(w.message, BadDocsURL) for w in warned)
    result = shell("llm-status explain LLM_TIMEOUT --open", env={"LLM_STATUS_DOCS_URL": value})
    assert result.returncode == 0
    assert b"https://llm-status.github.io/codes/LLM_TIMEOUT/" in result.stdout
    assert b"LLM_STATUS_DOCS_URL" in result.stderr and b"Traceback" not in result.stderr
    assert value.encode() not in result.stdout


@pytest.mark.parametrize(
    "value",
    [
        "https://mirror.example/llm/",
        "HTTPS://Mirror.example/llm/",
        "http://127.0.0.1:8000/",
        "http://[::1]:8000/",
    ],
)
def test_a_usable_docs_url_is_used(value, monkeypatch):
    monkeypatch.setenv("LLM_STATUS_DOCS_URL", value)
    assert docs_base() == value


def test_a_number_that_merely_equals_a_value_loses_to_the_one_reported():
    """pid=507053 equals LLM_DEVICE_MEM_ERROR's value; ret = says what the line reports."""
    assert find("worker pid=507053 failed: ret = 1343270938").name == "LLM_TIMEOUT"
    assert find("Check failed: ret == LLM_SUCCESS, ret = 1343270917").name == "LLM_PARAM_INVALID"


# -- properties ---------------------------------------------------------------------------


@settings(max_examples=300, deadline=None)
@given(text=st.one_of(LOGS, st.text()))
# Found by Hypothesis: 39 characters that repr() writes as ten each (a cut by characters
# let the message run to 400).
@example(text="\U0001239a\U0001342f" * 20 + "00000\x1f\x08")
def test_lookup_answers_or_says_no(text):
    try:
        code = find(text)
    except UnknownCode as error:
        assert str(error) and len(str(error)) < 400
    else:
        assert code in CODES


@settings(max_examples=300, deadline=None)
@given(text=st.one_of(LOGS, st.text()))
def test_decode_never_raises_and_numbers_lines_as_grep(text):
    lines = text.split("\n")
    for hit in decode(text):
        assert 1 <= hit.line_no <= len(lines)
        assert hit.line == lines[hit.line_no - 1].removesuffix("\r")
        assert hit.codes and hit.code in hit.codes


@settings(max_examples=300, deadline=None)
@given(text=st.one_of(LOGS, st.text()))
def test_the_stream_and_the_string_agree(text):
    data = text.encode("utf-8", "surrogatepass")
    streamed = [(h.line_no, h.codes) for h in decode_stream(io.BytesIO(data))]
    whole = [(h.line_no, h.codes) for h in decode(data.decode("utf-8", "replace"))]
    assert streamed == whole


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(words=st.one_of(LOGS, st.text()))
def test_search_answers_or_says_no(words):
    try:
        found = search(words)
    except UnknownCode:
        assert not words.split()
    else:
        # Codes, each once; and where the words are a code's exact name, that code first,
        # but for a bare HIXL name typed as a plain word ("timeout"), which its prefixed
        # namesake leads (LLM_TIMEOUT, then HIXL's: names.led_by_a_word).
        assert all(isinstance(code, Code) for code in found)
        assert len(set(found)) == len(found)
        exact = BY_KEY.get(words.strip().lower())
        if exact is not None and found:
            first = led_by_a_word(words, exact)
            assert found[: len(first)] == first


def test_a_line_built_to_backtrack_is_read_in_linear_time():
    """The review's payloads, 64 KB a line (6 KB took over 150 s before): each template is
    a few searches, each linear in the line, so all of them take well under a second."""
    import time

    from support.backtracking import hostile_lines

    lines = hostile_lines(64_000)
    started = time.process_time()
    for line in lines:
        decode(line)
        with contextlib.suppress(UnknownCode):
            find(line)
        search(line[:4000])
    assert time.process_time() - started < 20, "a hostile line took too long to read"


def test_the_pieces_of_a_template_still_find_its_line():
    from support.backtracking import worst_templates

    from llm_status.reading.logs import hit_of

    for message in worst_templates():
        filled = catalogue.PLACEHOLDER.sub("7", message.template)
        hit = hit_of(1, f"ErrorNo: 4294967295 {filled}")
        assert hit is not None and hit.message is not None, message.site


@pytest.mark.parametrize(
    "shape",
    [
        "step {v} of 1000000",
        "# npu blocks: {v}",
        "received {v} bytes",
        "time cost {v} us",
        "[INFO] HIXL({v},python):2026-11-30-10:00:01.123.456 [hixl_impl.cc:88]{v} Init: ok",
        "remoteRank[{v}] is invalid",
        "cpu affinity mask {h}",
        "timeout:{v} ms",
    ],
)
def test_a_number_outside_a_familys_range_counts_only_where_reported(shape):
    """HIXL's 503900, LLM_FAILED's 4294967295, 507053: as often a pid, a count, a size or
    HCCL's sentinel as a code. Where the line reports one (ErrorNo:, status:), it is."""
    # 0 and -1 count only as names anywhere (test_lookup); the others outside a range here.
    outside = [
        c
        for c in CODES
        if c.value not in (0, -1)
        and not any(lo <= c.value <= hi for lo, hi in (f.bare_hex for f in FAMILIES if f.bare_hex))
    ]
    assert {c.value for c in outside} >= {503900, 103904, 4294967295, 507053}
    for code in outside:
        line = shape.format(v=code.value, h=hex(code.value))
        assert decode(line) == [], line
        assert [c.value for h in decode(f"{line}, ErrorNo: {code.value}") for c in h.codes] == [
            code.value
        ]


def test_no_control_character_of_a_log_reaches_the_terminal(tmp_path):
    """OSC 52 (writes the clipboard), a title, clear-screen, conceal, NUL, a bidi override:
    decode writes each out as text, and the line is still the log's, numbered."""
    hostile = (
        "ret = 1343270938 \x1b]52;c;ZWNobyBwd25lZA==\x07 \x1b]0;title\x07 \x1b[2J\x1b[8m"
        "hidden\x00 \x9b31m \u202egnp.exe"
    )
    log = tmp_path / "log"
    log.write_bytes(("ok\n" + hostile + "\n").encode())
    result = shell(f"llm-status decode {log}")
    assert result.returncode == 0
    out = result.stdout.decode()
    assert not [ch for ch in out if (ord(ch) < 0x20 and ch != "\n") or 0x7F <= ord(ch) < 0xA0]
    assert "\u202e" not in out
    assert "2:ret = 1343270938 \\x1b]52;c;ZWNobyBwd25lZA==\\x07" in out and "\\u202e" in out


def _log_as(kind: str, text: str) -> bytes:
    import gzip
    import lzma

    data = text.encode()
    return {
        "gzip": lambda: gzip.compress(data),
        "xz": lambda: lzma.compress(data),
        "utf-16": lambda: text.encode("utf-16"),  # with its byte order mark
        "utf-16-be": lambda: b"\xfe\xff" + text.encode("utf-16-be"),
    }[kind]()


@pytest.mark.parametrize("kind", ["gzip", "xz", "utf-16", "utf-16-be"])
def test_a_compressed_or_utf16_log_is_read(tmp_path, kind):
    log = tmp_path / "plog.log.1"
    log.write_bytes(_log_as(kind, "boot ok\n[ERROR] x: ErrorNo: 1343270938 timed out\n"))
    result = shell(f"llm-status decode {log}")
    assert result.returncode == 0, result.stderr
    assert b"2:[ERROR] x: ErrorNo: 1343270938 timed out\n" in result.stdout


@pytest.mark.parametrize(
    "data, says",
    [
        (b"\x00\x01\x02binary\x00ret = 1343270938\n", b"binary data, not a text log"),
        (_log_as("gzip", "ret = 1343270938\n" * 50)[:30], b"cannot read"),
    ],
    ids=["binary", "cut-gzip"],
)
def test_what_cannot_be_read_as_text_is_said_never_nothing_found(tmp_path, data, says):
    log = tmp_path / "log"
    log.write_bytes(data)
    result = shell(f"llm-status decode {log}")
    assert result.returncode == 2
    assert says in result.stderr and len(result.stderr.splitlines()) == 1


def test_several_files_are_decoded_each_line_after_its_files_name(tmp_path):
    (tmp_path / "p.log").write_text("ret = 1343270938\n")
    (tmp_path / "d.log").write_text("ok\nret = 1343270939\n")
    result = shell(f"cd {tmp_path} && llm-status decode p.log d.log")
    assert result.returncode == 0
    assert b"p.log:1:ret = 1343270938\n" in result.stdout
    assert b"d.log:2:ret = 1343270939\n" in result.stdout


def test_a_pipe_is_decoded_line_by_line(tmp_path):
    """tail -F log | llm-status decode: a coded line is shown when it comes, not when the
    pipe has a megabyte or closes."""
    import select

    process = subprocess.Popen(
        [str(SCRIPT), "decode"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    try:
        process.stdin.write(b"[ERROR] x: ErrorNo: 1343270938 timed out\n")
        process.stdin.flush()
        ready, _, _ = select.select([process.stdout], [], [], 20)
        assert ready, "nothing was printed while the pipe stayed open"
        assert process.stdout.readline() == b"1:[ERROR] x: ErrorNo: 1343270938 timed out\n"
    finally:
        process.kill()
        process.wait()


def test_ctrl_c_is_one_line_and_exit_130():
    """Ctrl-C at a terminal: the shell runs a foreground command with SIGINT at its
    default, whatever its own parent ignores. (A command started where SIGINT is ignored,
    as a non-interactive shell's background job is, keeps ignoring it, as POSIX has it
    and Python honours: under such a parent this test once saw exit 0 and no line, a
    signal the command never received, not one it lost.)"""
    import select
    import signal

    process = subprocess.Popen(
        [str(SCRIPT), "decode"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    # Ready when it answers a line (a sleep raced start-up on a loaded machine).
    process.stdin.write(b"ret = 1343270938\n")
    process.stdin.flush()
    ready, _, _ = select.select([process.stdout], [], [], 60)
    assert ready and process.stdout.readline().startswith(b"1:ret = 1343270938")
    process.send_signal(signal.SIGINT)
    _, err = process.communicate(timeout=20)
    assert process.returncode == 130
    assert err == b"llm-status: interrupted\n"


def test_other_softwares_lines_of_upstreams_plain_words_name_no_code():
    """The review's M3: each template of plain words, on an INFO or WARNING line of other
    software (its own format says so) or quoted in a prompt, names no code."""
    from support.other_software import lines, plain_templates

    assert len(plain_templates()) > 200  # the review counted 272 made of words alone
    found = [hit.line for hit in scan("\n".join(lines()))]
    assert found == []


def test_a_plain_template_on_upstreams_own_line_still_names_its_code():
    """The same words on upstream's plog ERROR line (its ErrorNo, file and function) do."""
    from support.catalogue_lines import as_logged, fill
    from support.other_software import plain_templates

    for message in plain_templates()[:200]:
        if message.named_code is None or message.shows_as != "plog":
            continue
        hit = hit_of(1, as_logged(message, fill(message.template)))
        assert hit is not None and hit.code.name == message.named_code, message.site


@pytest.mark.parametrize(
    "line",
    [
        # A C++ check's template on a plog ERROR line without its ErrorNo: not upstream's.
        "[ERROR] GE(2002,python):2026-03-12-10:41:00.020.000 [graph.cc:12]3002 Run: "
        "Failed to create channel",
        # At INFO, a C++ check's specific template is no error of upstream's either.
        "[INFO] HIXL(1,python):2026-03-12-10:41:02.123.456 [hixl_cs_client.cc:9]2 F: "
        "Failed to create channel, remote_engine:127.0.0.1:16000",
    ],
)
def test_a_line_whose_format_says_otherwise_takes_no_code_from_a_template(line):
    hit = hit_of(1, line)
    assert hit is None


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_match_the_line_does_not_confirm_looks_like_it(lang):
    """ "printed by" only where the line names the template's file or function."""
    from support.catalogue_lines import as_logged, fill

    from llm_status.i18n import say

    row = next(
        m
        for m in catalogue.messages()
        if m.named_code and m.shows_as == "plog" and m.specific and not m.plain
    )
    text = fill(row.template)
    own = " ".join(run("explain", as_logged(row, text), "--lang", lang).stdout.split())
    bare_line = f"ErrorNo: {find(row.named_code).value} {text}"
    bare = " ".join(run("explain", bare_line, "--lang", lang).stdout.split())
    assert row.site in own and row.site in bare
    looks = say("message_like", lang, shows_as="X", function="F", site="S").split("F")[0]
    assert looks.strip() in bare and looks.strip() not in own


@pytest.mark.parametrize("text", ["0x5010B01A-", "LLMStatusCode.0x5010b001", "TIMEOUT,"])
def test_lookup_and_the_command_agree_on_a_code_with_punctuation(text):
    said = run("explain", text).stdout.split()[0]
    assert find(text).name == said


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize(
    "args", [["--bogus"], ["decode", "--lang", "xx"], ["explain"], ["search", "x", "--limit", "0"]]
)
def test_a_wrong_option_is_one_line_and_exit_2(args, lang):
    env = {"LLM_STATUS_LANG": lang} if lang == "zh" else {}
    done = run(*args, env=env)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and "--help" in done.stderr
    assert ("用法见" in done.stderr) == (lang == "zh")


def test_a_binary_file_is_said_so_even_without_a_nul_at_its_start(tmp_path):
    """A NUL after the first 8 bytes (a core dump, an image) is binary data: exit 2."""
    data = b"ELF-like" + bytes(range(1, 256)) * 4 + b"\x00" + b"ret = 1343270938\n"
    path = tmp_path / "core.bin"
    path.write_bytes(data)
    for command in (["decode", str(path)], ["triage", str(path)]):
        done = run(*command)
        assert done.returncode == 2 and "core.bin" in done.stderr, command
        assert done.stderr.count("\n") == 1 and not done.stdout


def test_a_half_written_last_line_of_a_log_being_written_is_not_read(tmp_path):
    """The review: 6 of 11 runs read "ret = 13432" of a line being appended as a code."""
    log = tmp_path / "plog.log"
    log.write_bytes(b"start\nret = 1343270938")  # the last line, without its line end
    # Still being written as the command reads it, however slow its start on a loaded
    # machine: its last change is stamped a little after now.
    soon = log.stat().st_mtime + 30
    os.utime(log, (soon, soon))
    writing = run("decode", str(log))  # just written: it may be half of a line
    assert writing.returncode == 1 and not writing.stdout
    old = log.stat().st_mtime - 90
    os.utime(log, (old, old))  # a minute untouched: the log ends there
    assert "LLM_TIMEOUT" in run("decode", str(log)).stdout


def test_a_line_longer_than_a_piece_is_cut_between_words_and_said_as_a_piece(tmp_path):
    """A piece boundary inside 13432709389 (no code) read 1343270938 (LLM_TIMEOUT)."""
    log = tmp_path / "long.log"
    body = (b"x" * 99 + b" ") * (3 * LONGEST_LINE // 100)
    # A number with no code in it, across where a piece ends when the file is read in
    # blocks of LONGEST_LINE: its first ten digits, the value of LLM_TIMEOUT, before it.
    at = 2 * LONGEST_LINE - 10
    line = body[: at - 1] + b" 13432709389 " + body[at + 12 :] + b" ret = 1343270917\n"
    log.write_bytes(line)
    old = log.stat().st_mtime - 60
    os.utime(log, (old, old))
    out = run("decode", str(log)).stdout
    assert "LLM_TIMEOUT" not in out and "LLM_PARAM_INVALID" in out
    assert "1 MiB" in out and "characters)" not in out  # a piece: its line's length unknown


@pytest.mark.parametrize("value", ["nan", "-nan", "inf", "-inf", "NAN", "1.50"])
def test_a_float_placeholder_takes_what_printf_prints(value):
    """printf's %f prints nan and inf too: the review found them missed."""
    line = (
        "[ERROR] ADXL(1,python):2026-03-12-10:41:02.123.456 [adxl_inner_engine.cc:100]2 "
        f"Initialize: ErrorNo: 103900 Invalid waterline config: high_waterline:{value}, "
        f"low_waterline:0.20, high_mark(3) must be at least 1 greater than low_mark(3) "
        "when max_channel=8."
    )
    hit = hit_of(1, line)
    assert hit is not None and hit.message is not None
    assert hit.message.site.endswith("adxl_inner_engine.cc:100")


@pytest.mark.parametrize(("lang", "said"), [("en", "interrupted"), ("zh", "已中断")])
def test_ctrl_c_while_the_command_starts_is_the_same_one_line(lang, said):
    """A SIGINT that arrives while the command's modules still load (a loaded machine)
    is one line and exit 130 too, not a traceback: made here by an interrupt raised as
    llm_status.cli is imported by the command's entry point (src/llm_status_command.py)."""
    starter = (
        "import builtins, sys\n"
        "real = builtins.__import__\n"
        "def interrupted(name, *args, **kwargs):\n"
        "    if name == 'llm_status.cli':\n"
        "        raise KeyboardInterrupt\n"
        "    return real(name, *args, **kwargs)\n"
        "builtins.__import__ = interrupted\n"
        "from llm_status_command import main_exit\n"
        "main_exit()\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", starter],
        capture_output=True,
        env={**os.environ, "LLM_STATUS_LANG": lang},
    )
    assert done.returncode == 130
    assert done.stderr.decode() == f"llm-status: {said}\n"


def test_a_folder_1100_deep_is_walked_without_recursion(tmp_path):
    """Issue 35 (adversarial): os.walk recurses, and a log folder 1,100 deep ended in a
    RecursionError's traceback. Our walk keeps its own stack and os.walk's order."""
    from llm_status.triage import triage

    folder = tmp_path
    for _ in range(1100):  # one at a time: pathlib's and os's makedirs recurse too
        folder = folder / "d"
        folder.mkdir()
    line = "[ERROR] HIXL(1,python):2026-03-12-10:41:00.000.000 [a.cc:1]1 F: ErrorNo: 503900 x\n"
    (folder / "plog-1.log").write_text(line, "utf-8")
    (tmp_path / "a.log").write_text(line.replace(":00.000", ":01.000"), "utf-8")
    try:
        found = triage([f"D={tmp_path}"])
        files = [f["file"] for f in found.sources[0]["files"]]
        assert files[0] == "a.log" and files[1].endswith("/d/plog-1.log") and len(files) == 2
        assert found.first_error is not None and found.first_error.file.count("/") == 1100
    finally:
        # Removed here, bottom up: pytest's own clean-up (shutil.rmtree) recurses too.
        (folder / "plog-1.log").unlink()
        while folder != tmp_path:
            folder.rmdir()
            folder = folder.parent


def test_one_line_with_no_break_counts_once_a_piece_at_most(tmp_path):
    """The adversarial review's L11: a line of "ERROR " over and over, with no line break,
    is read in pieces (a block of 1 MiB, and what was left of the one before) and counted
    once a piece at most, not once a word."""
    from llm_status.triage import triage

    megabytes = 5
    log = tmp_path / "plog-1.log"
    log.write_bytes(b"ERROR " * (megabytes * 2**20 // 6) + b"\n")
    found = triage([f"D={tmp_path}"])
    (side,) = found.sources
    assert 1 <= side["counts"]["errors"] <= megabytes
    assert side["files"][0]["lines"] == 1
    assert len(found.events) <= megabytes
