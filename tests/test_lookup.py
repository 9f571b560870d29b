"""lookup(), find(), decode() and search(): every form of every code, and bad input."""

import json

import pytest
from support.upstream import log_lines

from llm_status import (
    CppOnlyCode,
    LLMStatusCode,
    UnknownCode,
    code_2_status,
    decode,
    find,
    lookup,
    search,
)
from llm_status.registry.codes import CODES

MEMBERS = list(LLMStatusCode)


def forms(member):
    """Every way a user may write a member, alone or inside a log line."""
    yield member
    yield member.name
    yield member.name.lower()
    yield f"  LLMStatusCode.{member.name}\n"
    yield member.value
    yield str(member.value)
    yield hex(member.value)
    yield hex(member.value).upper().replace("0X", "0x")
    yield f"pull_blocks failed, error code is {member}, req_id=7."
    if member.value not in (0, -1):  # in a line, these two count only by name
        yield f"[pid 4242] 2026-11-29 10:00:01 PullKvBlocks failed, ret = {member.value}"
        yield f"rank 3: status {hex(member.value)} on link 12"


@pytest.mark.parametrize("member", MEMBERS, ids=lambda m: m.name)
def test_every_member_round_trips_through_every_form(member):
    for form in forms(member):
        assert lookup(form) is member, form


@pytest.mark.parametrize(
    "text, expected",
    [
        ("PullKvBlocks failed, ret = 1343270939", "LLM_LINK_BUSY"),
        ("1700000000 4242 LLM_TIMEOUT 12", "LLM_TIMEOUT"),
        ("拉取失败，错误码为LLMStatusCode.LLM_LINK_BUSY。", "LLM_LINK_BUSY"),
        ("link_clusters returned (LLM_SUCCESS, [LLM_LINK_FAILED])", "LLM_SUCCESS"),
        ("seq over limit: LLM_SEQ_LEN_OVER_LIMIT", "LLM_SEQ_LENOVERLIMIT"),
        ("ret=-1 then code 4294967295", "LLM_FAILED"),
        ("LLM_DATADIST init ok, then ret = 507057", "LLM_SUSPECT_REMOTE_ERROR"),
    ],
)
def test_the_first_code_of_a_line_wins(text, expected):
    assert lookup(text).name == expected


def test_decode_shows_every_code_of_every_line():
    log = "\n".join(
        [
            "ok 0",
            "link_clusters: [LLM_LINK_FAILED, LLM_ALREADY_LINK] pid=1234",
            "",
            "ret = 1343270934 (0x5010B016)",
        ]
    )
    hits = decode(log)
    assert [(h.line_no, [c.name for c in h.codes]) for h in hits] == [
        (2, ["LLM_LINK_FAILED", "LLM_ALREADY_LINK"]),
        (4, ["LLM_COPY_CACHE_FAILED"]),
    ]


@pytest.mark.parametrize("code", [c for c in CODES if not c.member], ids=lambda c: c.name)
def test_cpp_only_numbers_are_explained_not_members(code):
    for form in (code.value, str(code.value), code.hex, code.name, f"ret = {code.value}"):
        assert find(form) is code
        with pytest.raises(CppOnlyCode, match=code.name):
            lookup(form)
    assert code_2_status(code.value) is LLMStatusCode.LLM_FAILED


BAD = [
    "",
    "   ",
    None,
    "LLM_NOPE",
    "0xZZ",
    -5,
    2**64,
    b"LLM_TIMEOUT",
    "x" * 1_000_000,
    True,
    3.5,
    "12345",
    "no code in this line at all",
    ["LLM_TIMEOUT"],
]


@pytest.mark.parametrize("bad", BAD, ids=lambda b: repr(b)[:20])
def test_bad_input_is_a_value_error_that_repeats_it(bad):
    with pytest.raises(ValueError) as raised:
        lookup(bad)
    message = str(raised.value)
    assert isinstance(raised.value, UnknownCode)
    if isinstance(bad, str):
        assert bad.strip()[:20] in message if bad.strip() else "empty input" in message
    else:
        assert repr(bad)[:20] in message
    assert len(message) < 300  # a 1 MB input is shown cut short


@pytest.mark.parametrize(
    "typo, suggested", [("LLM_TIMEOT", "LLM_TIMEOUT"), ("link_busy", "LLM_LINK_BUSY")]
)
def test_near_misses_suggest_names(typo, suggested):
    with pytest.raises(ValueError, match=f"did you mean {suggested}"):
        lookup(typo)


def test_messages_follow_the_readers_language(monkeypatch):
    monkeypatch.setenv("LLM_STATUS_LANG", "zh")
    with pytest.raises(ValueError, match="不是错误码名称"):
        lookup("LLM_NOPE")


def test_code_2_status_is_upstreams():
    assert code_2_status(1343270938) is LLMStatusCode.LLM_TIMEOUT
    assert code_2_status(0) is LLMStatusCode.LLM_SUCCESS
    assert code_2_status(424242) is LLMStatusCode.LLM_FAILED


@pytest.mark.parametrize(
    "words, expected",
    [
        ("超时", "LLM_TIMEOUT"),
        ("建链失败", "LLM_LINK_FAILED"),
        ("TIMED OUT", "LLM_TIMEOUT"),
        ("unlink_clusters", "LLM_UNLINK_FAILED"),
        ("prefix id", "LLM_PREFIX_NOT_EXIST"),
    ],
)
def test_search_puts_the_best_match_first(words, expected):
    assert expected in [c.name for c in search(words)[:2]]


def test_search_ranks_every_word_instead_of_requiring_all():
    """A whole bug title finds its code, though most of its words are in no code's text."""
    assert search("link failed using llmdatadist for disaggregated prefill")[0].name == (
        "LLM_LINK_FAILED"
    )
    assert search("zzzz qqqq") == []
    with pytest.raises(ValueError):
        search("   ")


@pytest.mark.parametrize(
    "query", ["LLM_FAILED", "llm_failed", "LLMStatusCode.LLM_FAILED", "4294967295", "0xFFFFFFFF"]
)
def test_search_puts_the_code_a_query_names_first(query):
    assert search(query)[0].name == "LLM_FAILED"


@pytest.mark.parametrize("line, expected, where", log_lines(), ids=lambda v: str(v)[:30])
def test_decode_agrees_with_the_shared_test_vectors(line, expected, where):
    hits = decode(line)
    assert [c.name for hit in hits for c in hit.codes] == expected
    assert [hit.message.site for hit in hits if hit.message] == ([where] if where else [])


def test_every_key_of_every_code_means_the_same_to_the_command_and_the_site():
    """One table of keys (names.BY_KEY): what `llm-status explain KEY` finds is the page
    the site's exact search (and its 404 page, which reads the same keys) goes to."""
    from llm_status.links import page_path
    from llm_status.names import BY_KEY, exact_code, keys_of
    from llm_status.registry.codes import CODES
    from llm_status.site import search_extension

    for lang in ("en", "zh"):
        names = search_extension(CODES, lang)["names"]
        assert set(names) == set(BY_KEY)
        for code in CODES:
            for key in keys_of(code):
                assert exact_code(key) is BY_KEY[key], key
                assert names[key] == page_path(BY_KEY[key], "en"), key


def test_hex_without_0x_is_a_code_only_in_the_modules_range():
    from llm_status.names import exact_code

    assert exact_code("5010b01a").name == "LLM_TIMEOUT"
    assert exact_code("5010B01A,").name == "LLM_TIMEOUT"
    for other in ("195dd", "ffffffff", "7bcad"):  # HIXL's TIMEOUT, LLM_FAILED, 507053
        with pytest.raises(UnknownCode):
            exact_code(other)


@pytest.mark.parametrize("zeros", [1, 3])
@pytest.mark.parametrize("value", sorted({c.value for c in CODES if c.value > 0}))
def test_a_zero_filled_value_is_read_alike_whole_and_in_a_line(value, zeros):
    """Adversarial review L5: find("04294967295") gave LLM_FAILED while the line
    "ret = 04294967295" gave nothing. Upstream never zero-fills a value (%u, %d); both
    now read none, and the whole input offers the value as upstream writes it."""
    from llm_status.i18n import say
    from llm_status.reading.logs import hit_of

    filled = "0" * zeros + str(value)
    assert hit_of(1, f"PullKvBlocks failed, ret = {filled}") is None
    with pytest.raises(UnknownCode) as raised:
        find(filled)
    assert raised.value.message("en") == (
        say("leading_zero", "en", input=repr(filled))
        + "; "
        + say("did_you_mean", "en", names=value)
    )
    assert find(str(value)).value == value


# Issue 51, point 8: what used to hold.
_SUCCESS_LINE = (
    "INFO 12-02 10:41:05 [llm_datadist_connector.py:300] pull results: "
    "[<LLMStatusCode.LLM_SUCCESS: 0>, <LLMStatusCode.LLM_SUCCESS: 0>]"
)


@pytest.mark.parametrize(
    ("lang", "said"), [("en", "it names no failure"), ("zh", "不表示任何失败")]
)
def test_a_line_of_success_at_info_is_explained_as_that_code_naming_no_failure(lang, said):
    """An enum's repr in a list of returns, at INFO: explain names LLM_SUCCESS and says
    the line names no failure (decode and triage name none: it is no failure's line)."""
    import subprocess
    import sys
    from pathlib import Path

    script = Path(sys.executable).with_name("llm-status")
    done = subprocess.run([script, "explain", "--lang", lang, _SUCCESS_LINE], capture_output=True, text=True)  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("LLM_SUCCESS") and said in " ".join(done.stdout.split())
    record = subprocess.run([script, "explain", "--json", _SUCCESS_LINE], capture_output=True, text=True)  # fmt: skip
    assert json.loads(record.stdout)["reports_no_failure"] == {"level": "INFO"}
    assert lookup(_SUCCESS_LINE) is LLMStatusCode.LLM_SUCCESS
    decoded = subprocess.run([script, "decode", "--json"], input=_SUCCESS_LINE, capture_output=True, text=True)  # fmt: skip
    assert decoded.stdout == ""


@pytest.mark.parametrize(
    ("line", "named"),
    [
        ("aclrtSynchronizeStreamWithTimeout returned 507057", "ACL_ERROR_RT_SUSPECT_REMOTE_ERROR"),
        ("aclrtMemcpy failed, returned 507053", "ACL_ERROR_RT_DEVICE_MEM_ERROR"),
        ("EI0006: [PID: 1] 2025-04-08-18:07:20.444.436 Getting socket times out.", "EI0006"),
    ],
)
def test_lookup_reads_a_line_of_another_kinds_code_as_explain_does(line, named):
    """An ACL call's status whose value is also one of ours (507057, 507053) is the
    aclError, as explain names it: lookup() says so (it no longer answers "no status code
    found"), and an error manager's block too."""
    from llm_status.lookup import OtherKindCode, identify

    with pytest.raises(OtherKindCode) as raised:
        lookup(line)
    assert named in str(raised.value)
    assert raised.value.found == identify(line)


def test_no_other_kind_claims_a_name_or_value_of_ours():
    """``identify`` answers a name or a value of ours (every key of ``BY_KEY``, in any
    case) at once, without loading the other kinds (the start-up of ``explain NAME``).
    That is the answer its full order gives only while no other kind claims the key:
    a lower layer's name, an error manager's code, torch_npu's, a neighbour's or a row
    of a kind's table. Were one added that does, this fails."""
    from llm_status.lookup import identify
    from llm_status.names import BY_KEY
    from llm_status.reading import kinds
    from llm_status.registry import error_manager, neighbours, torch_npu
    from llm_status.registry.kinds import KINDS
    from llm_status.registry.lower_layers import lower_by_name

    claimed = []
    for key in BY_KEY:
        for text in {key, key.upper(), key.title()}:
            others = [
                lower_by_name(text.upper()),
                error_manager.known(text) or None,
                torch_npu.parse(text),
                neighbours.by_name(text) or None,
                *(kinds.rows_of(k).get(text.upper()) for k in KINDS if k.table is not None),
            ]
            if any(other is not None for other in others):
                claimed.append(text)
            else:
                said = identify(text)
                assert (said.kind, said.found, said.success_at) == ("code", find(text), None)
    assert claimed == []
