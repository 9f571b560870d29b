"""The llm-status command, run as a user runs it: in a subprocess."""

import contextlib
import io
import json
import os
import pty
import subprocess
import time
from pathlib import Path

import pytest
from hypothesis import given as for_any
from hypothesis import strategies as st
from support.command import PASSES_ON, SCRIPT, run

from llm_status import LLMStatusCode
from llm_status.cli import main
from llm_status.i18n import say
from llm_status.registry.codes import CODES
from llm_status.terminal import columns


def test_the_console_script_and_the_module_agree():
    assert run("explain", "LLM_TIMEOUT").stdout == run("explain", "LLM_TIMEOUT", module=True).stdout


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_explain_says_meaning_recoverability_steps_functions_and_page(lang):
    result = run("explain", "pull_blocks failed, ret = 1343270938", "--lang", lang)
    assert result.returncode == 0, result.stderr
    member = LLMStatusCode.LLM_TIMEOUT
    out = result.stdout
    assert member.meaning[lang] in out
    # The tables disagree on LLM_TIMEOUT: both answers, each with its table.
    assert (
        "Recoverable: Python table: yes; C++ table: no"
        if lang == "en"
        else "是否可恢复：Python表格：是；C++表格：否"
    ) in out
    flat = " ".join(out.split())
    for number, step in enumerate(member.remedy[lang], start=1):
        assert f"{number}. " in out
        assert " ".join(step.split())[:20] in flat
    for function in member.functions:
        assert function in out
    assert f"/{'zh/' if lang == 'zh' else ''}codes/LLM_TIMEOUT/" in out


def test_explain_of_a_line_with_no_code_says_nothing_found_and_exits_1():
    line = "INFO 11-30 10:00:00 [scheduler.py:88] Avg prompt throughput: 3.5 tokens/s"
    result = run("explain", line)
    assert result.returncode == 1 and "no status code found" in result.stderr
    assert run("explain", "LLM_NOPE").returncode == 2  # not a code at all: bad input


def test_explain_json_is_the_record():
    data = json.loads(run("explain", "0x5010b01b", "--json").stdout)
    assert data["name"] == "LLM_LINK_BUSY" and data["value"] == 1343270939
    assert data["remedy"]["zh"] == list(LLMStatusCode.LLM_LINK_BUSY.remedy["zh"])


def test_the_language_follows_the_locale():
    assert "含义" in run("explain", "LLM_FAILED", env={"LANG": "zh_CN.UTF-8"}).stdout
    assert "Meaning" in run("explain", "LLM_FAILED", env={"LLM_STATUS_LANG": "en"}).stdout


def test_search_finds_chinese_and_english():
    assert run("search", "内存不足").stdout.split()[0] == "LLM_OUT_OF_MEMORY"
    assert "LLM_TIMEOUT" in run("search", "Timeout", "--lang", "en").stdout
    nothing = run("search", "zebra")
    assert nothing.returncode == 1 and "zebra" in nothing.stderr


def test_list_groups_by_recoverability():
    out = run("list").stdout
    assert (
        out.index("Recoverable (") < out.index("Not recoverable (") < out.index("Not applicable (")
    )
    for code in CODES:
        assert code.name in out
    # A code the tables disagree on (LLM_TIMEOUT: Python yes, C++ no) is listed with the
    # cautious answer: among the unrecoverable, in a group of its own, never as recoverable.
    recoverable = json.loads(run("list", "--recoverable", "--json").stdout)
    assert {c["name"] for c in recoverable} == {
        c.name for c in CODES if c.recoverable is True and not c.tables_differ_on_recovery
    }
    unrecoverable = run("list", "--unrecoverable", "--lang", "zh").stdout
    assert "LLM_FAILED" in unrecoverable and "LLM_TIMEOUT" in unrecoverable
    assert unrecoverable.index("官方表格说法不一 (1)") < unrecoverable.index("LLM_TIMEOUT")
    assert "C++表格：不可恢复" in " ".join(unrecoverable.split()).replace(" ", "")


def test_decode_reads_a_file_or_stdin(tmp_path):
    log = "boot ok\n[4242] PullKvBlocks failed, ret = 1343270939\nLLMStatusCode.LLM_TIMEOUT\n"
    path = tmp_path / "host.log"
    path.write_text(log)
    from_file = run("decode", str(path))
    assert from_file.returncode == 0
    assert from_file.stdout == run("decode", stdin=log).stdout
    # The line as it is in the log, numbered as grep -n numbers it.
    assert "\n2:[4242] PullKvBlocks failed, ret = 1343270939\n" in "\n" + from_file.stdout
    assert "LLM_LINK_BUSY: The link is busy (recoverable)" in from_file.stdout
    assert "\n3:LLMStatusCode.LLM_TIMEOUT\n" in from_file.stdout
    assert "boot ok" not in from_file.stdout
    nothing = run("decode", stdin="all quiet\n")
    assert nothing.returncode == 1 and "standard input" in nothing.stderr


# The arguments, and the piece of them the message must name.
BAD = [
    (["explain", ""], ""),
    (["explain", "   "], ""),
    (["explain", "LLM_NOPE"], "LLM_NOPE"),
    (["explain", "0xZZ"], "0xZZ"),
    (["explain", "-5"], "-5"),
    (["explain", str(2**64)], str(2**64)),
    (["explain", "x" * 100_000], "x" * 40),
    (["explain"], "CODE"),
    (["explain", "LLM_TIMEOUT", "--lang", "fr"], "fr"),
    (["decode", "/no/such/file.log"], "/no/such/file.log"),
    (["search", " "], ""),
    (["list", "--recoverable", "--unrecoverable"], "--recoverable"),
    (["frobnicate"], "frobnicate"),
    ([], "explain"),
]


@pytest.mark.parametrize(
    "args, named", BAD, ids=lambda a: " ".join(a)[:30] if isinstance(a, list) else ""
)
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_bad_input_exits_2_with_a_message_and_no_traceback(args, named, lang):
    result = run(*args, env={"LLM_STATUS_LANG": lang})
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert named in result.stderr and result.stderr.strip()
    assert not result.stdout


def test_messages_are_in_the_readers_language():
    assert "不是错误码名称" in run("explain", "LLM_NOPE", "--lang", "zh").stderr
    assert "用法" in run("explain", env={"LLM_STATUS_LANG": "zh"}).stderr
    assert "is not a status code name" in run("explain", "LLM_NOPE").stderr


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_everything_fits_80_columns(lang):
    outputs = [
        run("list", "--lang", lang).stdout,
        run("--help", env={"LLM_STATUS_LANG": lang}).stdout,
        run("--version", env={"LLM_STATUS_LANG": lang}).stdout,
    ]
    # Every code's explain in-process (the two above run as a user runs them).
    for code in CODES:
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            assert main(["explain", code.name, "--lang", lang]) == 0
        outputs.append(out.getvalue())
    for out in outputs:
        for line in out.splitlines():
            assert columns(line) <= 80, line


def _on_a_terminal(*args, env=None, width=None):
    """Run the command with its output on a pseudo-terminal (``width`` columns wide, where
    given: set by the child itself before it runs the command, so no print can come
    first); return what it printed."""
    environment = {**os.environ, **(env or {})}
    environment.pop("NO_COLOR", None) if "NO_COLOR" not in (env or {}) else None
    if width is not None:
        environment.pop("COLUMNS", None)
    pid, fd = pty.fork()
    if pid == 0:  # the child: its stdout is the terminal
        if width is not None:
            import fcntl
            import struct
            import termios

            fcntl.ioctl(1, termios.TIOCSWINSZ, struct.pack("HHHH", 24, width, 0, 0))
        os.execve(str(SCRIPT), [str(SCRIPT), *args], environment)
    chunks = []
    while True:
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            break
        if not chunk:
            break
        chunks.append(chunk)
    os.waitpid(pid, 0)
    return b"".join(chunks).decode()


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_narrow_terminal_gets_lines_as_wide_as_it_a_wide_one_80(lang):
    """The UX review's P3-5: output wrapped at 80 columns whatever the terminal, so a
    60-column pane folded each line mid-word (and a command in backquotes with it). At
    most the terminal's width, and 80 at most: a wide terminal keeps lines one reads."""
    import re

    for width, most in ((60, 60), (200, 80)):
        said = _on_a_terminal("explain", "LLM_TIMEOUT", "--lang", lang, width=width)
        lines = re.sub(r"\033\[[0-9;]*m", "", said).replace("\r", "").splitlines()
        assert len(lines) > 10 and max(columns(line) for line in lines) <= most, width
    assert max(columns(line) for line in run("explain", "LLM_TIMEOUT").stdout.splitlines()) > 60


def test_colour_only_on_a_terminal_and_never_with_no_color():
    assert "\033[" in _on_a_terminal("explain", "LLM_TIMEOUT")
    assert "\033[" not in _on_a_terminal("explain", "LLM_TIMEOUT", env={"NO_COLOR": "1"})
    assert "\033[" not in run("explain", "LLM_TIMEOUT").stdout


def test_open_prints_the_url_where_there_is_no_browser():
    result = run("explain", "0x5010B01B", "--open", "--lang", "zh", env={"DISPLAY": ""})
    assert result.returncode == 0
    assert result.stdout.strip() == (
        "此处没有浏览器；页面地址为 https://llm-status.github.io/zh/codes/LLM_LINK_BUSY/"
    )


def _opened(tmp_path, given: str) -> tuple[subprocess.CompletedProcess, str]:
    """``explain given --open`` with a browser that writes down the URL it is handed: the
    command's result, and that URL."""
    opened = tmp_path / "opened"
    browser = tmp_path / "browser"
    browser.write_text(f'#!/bin/sh\necho "$1" > {opened}\n')
    browser.chmod(0o755)
    result = run("explain", given, "--open", env={"BROWSER": str(browser)})
    # The browser runs in the background: poll for its sign, with room for a loaded machine.
    for _ in range(600):
        if opened.exists():
            break
        time.sleep(0.1)
    return result, opened.read_text().strip() if opened.exists() else ""


def _query_set():
    rows = (Path(__file__).parent / "data" / "search-queries.tsv").read_text("utf-8").splitlines()
    return [line.split("\t") for line in rows if line and not line.startswith("#")]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_search_answers_the_query_set_as_the_site_does(lang):
    """At least 95 % of tests/data/search-queries.tsv find an expected code in the first
    three, none finds nothing (the browser test holds the site to the same)."""
    from llm_status import search

    queries = [(q, e.split("|")) for each, q, e in _query_set() if each == lang]
    assert len(queries) >= 40
    misses = []
    for query, expected in queries:
        found = [c.name for c in search(query, lang)[:3]]
        assert found, query
        if not set(found) & set(expected):
            misses.append((query, found))
    assert len(misses) <= 0.05 * len(queries), misses


def test_search_takes_a_limit_and_refuses_a_bad_one():
    result = run("search", "link", "failed", "llmdatadist", "--limit", "2")
    assert result.returncode == 0
    assert result.stdout.splitlines()[0].startswith("LLM_LINK_FAILED")
    assert (
        len([line for line in result.stdout.splitlines() if line.startswith(("LLM_", "hixl"))]) == 2
    )
    bad = run("search", "timeout", "--limit", "0")
    assert bad.returncode == 2 and "Traceback" not in bad.stderr


# LLM_CHK_STATUS_RET's line: it logs ge::FAILED (4294967295) whatever the real status.
NOT_THE_CAUSE = (
    "[ERROR] LLMDATADIST(2741,python):2026-11-30-10:00:02.000.001 [llm_datadist_impl.cc:59]"
    "2741 ConvertClusterInfos: ErrorNo: 4294967295 Failed to parse remote ip info, index = 0"
)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_line_that_passes_on_an_earlier_failure_says_so(lang, tmp_path):
    """Fidelity M7: a row that logs the failed call's own status (`code` `*`: SetRole's)
    repeats it, and its status is the one to act on; a row that logs a number of its own
    (`code` LLM_FAILED, `returns` `*`) says its ErrorNo is not the cause."""
    from llm_status.i18n import say

    for line, key, other in (
        (PASSES_ON, "repeats_status", "passes_on"),
        (NOT_THE_CAUSE, "passes_on", "repeats_status"),
    ):
        said = "".join(say(key, lang).split())
        explained = "".join(run("explain", line, "--lang", lang).stdout.split())
        assert said in explained and "".join(say(other, lang).split()) not in explained
        log = tmp_path / "plog.log"
        log.write_text(line + "\n")
        decoded = "".join(run("decode", str(log), "--lang", lang).stdout.split())
        assert said in decoded
    record = json.loads(run("explain", PASSES_ON, "--json").stdout)
    assert record["message"]["passes_on"] is True and record["message"]["returns"] == "*"


def test_explain_and_json_say_which_upstream_they_describe():
    from llm_status.registry import upstream_messages

    assert upstream_messages.COMMIT[:7] in run("explain", "LLM_TIMEOUT").stdout
    record = json.loads(run("explain", "LLM_TIMEOUT", "--json").stdout)
    assert record["applies_to"]["commit"] == upstream_messages.COMMIT


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_decode_says_what_the_lines_call_decides_and_names_unknown_values(lang):
    log = "\n".join(
        [
            "pull_blocks failed, ret = 1343270938",  # the call decides: re-link
            "wait finished: status_code=LLM_TIMEOUT",  # no call named: it depends
            "PullKvBlocks failed, ret = 0x5010B0FE",  # in the range, no code's value
        ]
    )
    out = run("decode", "--lang", lang, stdin=log).stdout
    after = say("step_after", lang, call="pull_blocks", says=say("action_RELINK", lang))
    assert after in out
    assert out.count(say("step_depends", lang)) == 1
    assert "1343271166" in out and "0x5010B0FE" in out
    assert say("not_a_known_value", lang) in out


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_explain_says_an_unknown_value_in_a_range_as_decode_and_the_site_say_it(lang):
    """Architecture review 2.4: decode said "not the value of a known code", explain "no
    status code found". Now both (and the site's search) say the first; a line finds
    nothing (exit 1), a value alone is bad input (exit 2)."""
    said = say(
        "unknown_in_range",
        lang,
        value=1343271166,
        hex="0x5010B0FE",
        says=say("not_a_known_value", lang),
    )
    decoded = run("decode", "--lang", lang, stdin="ret = 0x5010B0FE\n").stdout
    assert said in decoded
    for given, status in (("ret = 0x5010B0FE", 1), ("0x5010B0FE", 2), ("1343271166", 2)):
        explained = run("explain", given, "--lang", lang)
        assert explained.returncode == status, given
        assert explained.stderr == f"llm-status: {said}\n", given
    # Outside every family's range: no code's value, said as before.
    assert "12345" in run("explain", "ret = 12345").stderr


def test_explain_of_a_line_puts_the_branch_its_call_selects_first():
    out = run("explain", "pull_blocks failed, error code is LLMStatusCode.LLM_TIMEOUT").stdout
    first = out.split("Meaning")[0]
    assert "after pull_blocks: re-establish the link (remedy step 1)" in first
    assert "longer timeout" not in first


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_search_says_when_nothing_matches_well(lang):
    """An identifier no page has (use_ascend_direct) answered LLM_DEVICE_MEM_ERROR as if
    it were the answer: below the floor the command says so, shows the closest, exits 1."""
    weak = run("search", "use_ascend_direct", "--lang", lang)
    assert weak.returncode == 1
    assert (
        "no page matches 'use_ascend_direct' well" if lang == "en" else "匹配得好的页面"
    ) in weak.stderr
    assert weak.stdout.strip()  # the closest, still shown
    typo = run("search", "LLM_TIMOUT", "--lang", lang)
    assert typo.returncode == 1
    assert "LLM_TIMEOUT" in typo.stderr  # did you mean
    assert typo.stdout.splitlines()[0].startswith("LLM_TIMEOUT ")
    good = run("search", "link", "failed", "--lang", lang)
    assert good.returncode == 0 and not good.stderr
    assert good.stdout.splitlines()[0].startswith("LLM_LINK_FAILED")


def test_a_negative_hex_value_is_a_code_not_an_option():
    """Adversarial review (issue 35): argparse took -0x1 for an option; it is -1."""
    hexa = run("explain", "-0x1")
    assert hexa.returncode == 0, hexa.stderr
    assert hexa.stdout.splitlines()[0] == run("explain", "-1").stdout.splitlines()[0]


def test_a_seconds_fraction_of_any_length_is_read():
    """Python 3.10's fromisoformat reads 3 or 6 digits only: a log's 1, 2, 4, 5 or 9 are
    padded or cut to microseconds first."""
    from llm_status.reading.stamp import _normal

    for given, read in (
        ("2026-03-12T10:41:03.5", "2026-03-12T10:41:03.500000"),
        ("2026-03-12T10:41:03.52", "2026-03-12T10:41:03.520000"),
        ("2026-03-12T10:41:03.5234", "2026-03-12T10:41:03.523400"),
        ("2026-03-12T10:41:03.52345", "2026-03-12T10:41:03.523450"),
        ("2026-03-12T10:41:03.502205450", "2026-03-12T10:41:03.502205"),
    ):
        assert _normal(given) == read


def test_a_summary_is_utf8_whatever_the_locale(tmp_path):
    """A summary is read on another machine: its bytes are UTF-8 even where this
    machine's output encoding is Latin-1 (it failed with an encoding error before)."""
    log = tmp_path / "u.log"
    log.write_text(
        "[ERROR] HIXL(1,p):2026-03-12-10:41:02.123.456 [adxl_engine.cc:310]2 RegisterMem: "
        "ErrorNo: 503900 注册失败\n",
        "utf-8",
    )
    done = subprocess.run(
        [SCRIPT, "triage", f"P={log}", "--summary"],
        capture_output=True,
        env={**os.environ, "PYTHONIOENCODING": "latin-1", "PYTHONUTF8": "0"},
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.decode("utf-8"))["events"][0]["text"].endswith("注册失败")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_value_that_is_also_an_aclerror_says_both(lang):
    """507057 is LLM_SUSPECT_REMOTE_ERROR and ACL_ERROR_RT_SUSPECT_REMOTE_ERROR (issue 30
    §4; fidelity review M9): explain and the page say which a number means where."""
    from llm_status.code_text import same_value_below
    from llm_status.names import BY_VALUE

    both = {v: c.name for v, c in BY_VALUE.items() if same_value_below(c) is not None}
    assert both == {507053: "LLM_DEVICE_MEM_ERROR", 507057: "LLM_SUSPECT_REMOTE_ERROR"}
    out = " ".join(run("explain", "507057", "--lang", lang).stdout.split())
    assert "ACL_ERROR_RT_SUSPECT_REMOTE_ERROR" in out and "LLM_SUSPECT_REMOTE_ERROR" in out
    from llm_status.names import BY_NAME
    from llm_status.site import code_page

    page = code_page(BY_NAME["LLM_DEVICE_MEM_ERROR"], lang)
    assert "ACL_ERROR_RT_DEVICE_MEM_ERROR" in page


# A check that logs LLM_FAILED and returns LLM_PARAM_INVALID (LLM_CHECK_NOTNULL's row).
PARAM_CHECK = (
    "[ERROR] LLM(1,python):2026-03-12-10:41:02.123.456 [send_state.cc:143]12 "
    "QueryCacheEntryAndOffset: ErrorNo: 4294967295 [Check][Param:cache_manager]null is "
    "invalidentity:x get cache manager failed"
)


# What --open hands the browser, for each kind of thing explain knows.
OPENED = "https://llm-status.github.io/"


@pytest.mark.parametrize(
    ("given", "url"),
    [
        ("LLM_TIMEOUT", OPENED + "codes/LLM_TIMEOUT/"),
        # Adversarial review L10: --open on a lower layer's line said "no status code found".
        (
            "Call aclrt api failed, ret: 0x7BCA6",
            OPENED + "layers/aclError/#ACL_ERROR_RT_STREAM_SYNC_TIMEOUT",
        ),
        ("EI0006", OPENED + "layers/error-manager/EI0006/"),
        ("ERR02200", OPENED + "layers/torch_npu/#ERR02200"),
        # Fidelity M6: the page of the code the call fails with, not the one it logs.
        (PARAM_CHECK, OPENED + "codes/LLM_PARAM_INVALID/"),
    ],
)
def test_open_hands_the_url_to_the_browser(tmp_path, given, url):
    result, handed = _opened(tmp_path, given)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"Opened {url}"
    assert handed == url


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_explain_acts_on_the_code_the_call_fails_with(lang, tmp_path):
    """Fidelity M6: the line logs LLM_FAILED ("restart the machine"), but the call fails
    with LLM_PARAM_INVALID: that is the code explained, with its remedy, and the sentence
    says which was logged; decode says it under the line (--open: the test above)."""
    from llm_status.i18n import say

    out = run("explain", PARAM_CHECK, "--lang", lang).stdout
    assert out.startswith("LLM_PARAM_INVALID")
    said = say(
        "fails_with",
        lang,
        logged="LLM_FAILED",
        code="LLM_PARAM_INVALID",
        how=say("fails_with_returns", lang),
    )
    assert "".join(said.split()) in "".join(out.split())
    record = json.loads(run("explain", PARAM_CHECK, "--json").stdout)
    assert (record["name"], record["logged"]) == ("LLM_PARAM_INVALID", "LLM_FAILED")
    log = tmp_path / "plog.log"
    log.write_text(PARAM_CHECK + "\n")
    decoded = run("decode", str(log), "--lang", lang).stdout
    assert "".join(said.split()) in "".join(decoded.split())


@for_any(
    st.lists(
        st.sampled_from(["在", "本节点", "上：", "port", "(", "）", "，", "EJ0003"]), max_size=20
    ),
    st.sampled_from(["`ss -ltnp`", "`hccn_tool -i N -ip -g`", "`ip addr`"]),
    st.lists(st.sampled_from(["以及", "the", "node", "地址", "；"]), max_size=20),
    st.integers(min_value=32, max_value=100),
)
def test_a_command_in_backquotes_is_never_cut_at_its_spaces(before, command, after, width):
    """The UX review: Chinese text wrapped inside `ss -ltnp` cut the command a person
    copies. A short span in backquotes stays on one line, in either language's text."""
    from llm_status.terminal import wrap

    text = " ".join(before) + " (" + command + "), " + " ".join(after)
    lines = wrap(text, width, "  ")
    assert any(command in line for line in lines), lines
    assert all(columns(line) <= max(width, columns("  " + command)) for line in lines)


@pytest.mark.parametrize(("lang", "said"), [("en", "upstream commits"), ("zh", "上游提交")])
def test_version_says_the_package_and_the_upstream_commits_and_every_json_carries_it(lang, said):
    """Issue 52, 1: `--version` prints the package's version (the one pip installs:
    pyproject.toml reads it from the package) and the commit each table is read at;
    explain's and decode's JSON carry the same version."""
    from importlib.metadata import version as installed

    from llm_status.version import VERSION

    expected = installed("llm-status")
    assert expected == VERSION
    done = run("--version", env={"LLM_STATUS_LANG": lang})
    assert done.returncode == 0 and expected in done.stdout.splitlines()[0]
    assert said in done.stdout and "hicann/hixl@9ed283b27309" in done.stdout
    assert json.loads(run("explain", "--json", "LLM_TIMEOUT").stdout)["version"] == expected
    decoded = run("decode", "--json", stdin="ret = 1343270938\n").stdout
    assert json.loads(decoded)["version"] == expected
