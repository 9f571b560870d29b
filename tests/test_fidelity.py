"""The fidelity review's findings (shared/reviews/fidelity-2026-12-01.md), each as what a
reader of the page or the command would check. Expected words are written out here,
not rebuilt from the sentences the code under test uses."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest

from llm_status import advice, find, lookup
from llm_status.code_text import explain_lines
from llm_status.export import code_record
from llm_status.names import BY_NAME
from llm_status.registry import functions, upstream_messages
from llm_status.site import code_page
from llm_status.site.code_page import message_item
from llm_status.site.functions_page import functions_page
from llm_status.terminal import Style

ROOT = Path(__file__).resolve().parent.parent


def _section(page: str, qualified: str) -> str:
    """One function's section of the functions page, its Markdown escapes taken out."""
    start = page.index(f"### `{qualified}` ")
    end = page.find("\n### ", start + 1)
    return page[start : end if end > 0 else None].replace("\\", "")


def _first_screen(page: str) -> str:
    return page[: page.index("\n## ")]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_call_the_source_makes_raise_says_so_under_returns_and_raises(lang):
    """M5: link, register_cache, unlink_clusters ... end in handle_llm_status or raise
    LLMException(LLM_PARAM_INVALID) in the source; the page said only TypeError."""
    page = functions_page(BY_NAME.values(), lang)
    raising = {
        f.name
        for f in functions.ALL
        if any(m.returns == "raise" for m in upstream_messages.of_function(f.name))
    }
    assert {"link", "register_cache", "unlink_clusters", "switch_role"} <= raising
    for function in functions.ALL:
        returns = _section(page, function.qualified)
        if function.name in raising:
            assert "LLMException" in returns, function.name
    link = _section(page, "LLMDataDist.link")
    assert "[link] failed, error code is ..." in link
    assert "LLM_PARAM_INVALID" in link
    assert ("In the source it raises" if lang == "en" else "源码中它会抛出") in link
    assert "LLM_FEATURE_NOT_ENABLED" in _section(page, "LLMDataDist.switch_role")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_transfer_cache_async_is_bounded_by_sync_kv_timeout_in_the_source(lang):
    """W4: sync_kv_timeout bounds each layer of transfer_cache_async too, and
    CacheTask.synchronize returns LLM_TIMEOUT rather than raising it."""
    section = _section(functions_page(BY_NAME.values(), lang), "CacheManager.transfer_cache_async")
    assert "only" not in section and "只对应" not in section
    assert "CacheTask.synchronize" in section and "LLM_TIMEOUT" in section
    assert "upstream-source" in section  # labelled as the source's, not the reference's


def test_unlink_clusters_does_not_borrow_link_clusters_advice():
    """S6: the 200 ms / 2000 ms advice is given under link_clusters only."""
    page = functions_page(BY_NAME.values(), "en")
    assert "200 ms" in _section(page, "LLMDataDist.link_clusters")
    assert "200 ms" not in _section(page, "LLMDataDist.unlink_clusters")
    assert "link_total_time" in _section(page, "LLMDataDist.link")  # S19


@pytest.mark.parametrize(
    "name", ["LLM_KV_CACHE_NOT_EXIST", "LLM_OUT_OF_MEMORY", "LLM_SUSPECT_REMOTE_ERROR"]
)
def test_advice_that_picks_one_of_several_steps_is_ours(name):
    """M7: the tables list these steps side by side; choosing one is ours."""
    record = code_record(BY_NAME[name], "/")
    assert [rule["source"] for rule in record["advice"]] == ["ours"]
    assert advice(name).ours


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_llm_timeout_first_screen_labels_what_the_table_does_not_say(lang):
    """M8: push_cache and push_blocks are ours, and so is what to do when the call is not
    known; the table's own calls carry no label."""
    page = code_page(BY_NAME["LLM_TIMEOUT"], lang)
    flag = re.search(r'<p class="llm-flag llm-flag--depends">(.*?)</p>', _first_screen(page)).group(
        1
    )
    table_calls, our_calls = flag.split("push_cache")[0], flag.split("push_cache")[1]
    assert "llm-src--ours" not in table_calls
    assert (
        "llm-src--ours"
        in our_calls.split("push_blocks")[1].split("；" if lang == "zh" else "; ")[0]
    )
    unnamed = "when the call is not known" if lang == "en" else "不知道是哪个接口时"
    line = next(line for line in page.splitlines() if line.startswith(f"- {unnamed}"))
    assert "llm-src--ours" in line
    assert advice("LLM_TIMEOUT").ours and not advice("LLM_TIMEOUT", api="pull_blocks").ours


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_relinking_tears_down_both_ends_as_the_api_reference_says(lang):
    """M11: a timed-out link is faulty: a plain unlink from the client can fail, so both
    ends unlink with force=True before link_clusters, on the home page and the code pages."""
    home = (ROOT / "docs" / ("index.md" if lang == "en" else "index.zh.md")).read_text()
    loop = home[home.index("def with_retries") :]
    assert "unlink_clusters(..., force=True)" in loop.split("raise RuntimeError")[0]
    for code in BY_NAME.values():
        if any(rule.action.name == "RELINK" for rule in code.advice):
            page = code_page(code, lang)
            assert "unlink_clusters(..., force=True)" in page.replace("`", "").replace(
                "](../functions.md#unlink_clusters)", ""
            ).replace("[", ""), code.name


def test_the_headline_example_is_a_code_the_source_returns():
    """S15: the home page's placeholder and the README's first example were LLM_LINK_BUSY,
    which the C++ table calls reserved and nothing returns."""
    home = (ROOT / "docs" / "index.md").read_text()
    placeholder = re.search(r'placeholder="([^"]+)"', home).group(1)
    code = BY_NAME[lookup(placeholder).name]
    assert code.reserved is None
    readme = (ROOT / "README.md").read_text()
    first = re.search(r'\$ llm-status explain "([^"]+)"', readme).group(1)
    assert BY_NAME[lookup(first).name].reserved is None


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_table_says_re_establish_and_the_retry_is_not_put_in_its_mouth(lang):
    """S1: "该链路不可恢复，需重新建链。": the step says re-link, not "then retry"."""
    page = code_page(BY_NAME["LLM_TIMEOUT"], lang)
    assert "then retry" not in page and "重新建链后重试" not in page
    assert ("re-establish the link" if lang == "en" else "重新建链") in _first_screen(page)


@pytest.mark.parametrize(
    "name",
    [
        "LLM_LINK_FAILED",
        "LLM_UNLINK_FAILED",
        "LLM_NOTIFY_PROMPT_UNLINK_FAILED",
        "LLM_CLUSTER_NUM_EXCEED_LIMIT",
        "LLM_EXIST_LINK",
    ],
)
def test_remedies_that_differ_only_by_the_cpp_names_say_so(name):
    """S8: LinkLlmClusters for link_clusters, 检查 for 排查: the same remedy."""
    code = BY_NAME[name]
    page = html.unescape(code_page(code, "en"))
    assert "the same remedy, in the C++ API's names" in page
    assert "解决办法相同，使用C++接口的名称" in code_page(code, "zh")
    # and no "remedy of the C++ table" flag on the first screen for a mere renaming
    assert "llm-flag--second" not in _first_screen(page)
    assert "the same remedy" not in code_page(BY_NAME["LLM_TIMEOUT"], "en")


@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("LLM_LINK_BUSY", "预留错误码，暂不会返回。"),
        ("LLM_DEVICE_MEM_ERROR", "本错误码为预留，暂不支持。"),
        ("NOTIFY_FAILED", "预留错误码，暂不会返回。"),
    ],
)
def test_a_reserved_code_quotes_what_its_table_says(name, words):
    """S14: "not returned" and "not supported" are different things; each table's own."""
    code = BY_NAME[name]
    flag = re.search(r'llm-flag--reserved">([^<]*)<', code_page(code, "zh")).group(1)
    assert words in flag
    other = {"暂不会返回", "暂不支持"} - {w for w in ("暂不会返回", "暂不支持") if w in words}
    assert not any(w in flag for w in other)


def test_the_four_numbers_of_the_internal_header_are_not_the_cpp_apis():
    """M10: llm_datadist.h defines the C++ table's 18 codes; these four are ge:: numbers of
    llm_error_codes.h that nothing returns, and their meaning and remedy are ours."""
    from llm_status.site.index_page import index_page

    for lang in ("en", "zh"):
        index = index_page(BY_NAME.values(), lang).replace("\\", "")
        section = index[index.index("{#LLM_CACHE_INCOMPATIBLE}") :].split("\n### ")[0]
        assert section.count("llm-src--ours") >= 2  # its meaning and its remedy
        assert "llm_error_codes.h" in index
    explained = code_record(BY_NAME["LLM_CACHE_INCOMPATIBLE"], "/")["notes"]
    assert any("llm_error_codes.h" in note for note in explained["en"])
    assert not any("Defined only by the C++ API" in note for note in explained["en"])


def test_explain_shows_what_the_log_says_when_a_note_points_there():
    """S18: the note says "see what the log says": explain prints that section."""
    import contextlib
    import io

    from llm_status.cli import main

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["explain", "hixl::RESOURCE_EXHAUSTED"]) == 0
    text = out.getvalue()
    assert "see what the log says" in text
    section = " ".join(text.split("What the log says:")[1].split())
    assert "src/llm_datadist/adxl/transfer_slot_pool.cc:71" in section
    assert "Transfer slot pool capacity limit reached" in section


def test_adxl_api_messages_are_grouped_as_adxls():
    """S17: src/llm_datadist/api/adxl_engine_impl.cc is ADXL's API, not LLM-DataDist's."""
    rows = [m for m in upstream_messages.messages() if m.path.endswith("api/adxl_engine_impl.cc")]
    assert rows and {upstream_messages.group_of(m) for m in rows} == {("component", "adxl (api)")}


def test_the_catalogue_quotes_the_two_garbled_templates_whole():
    """S9: the regenerated catalogue has the message and the PRId64 the old one lost."""
    sites = {m.site: m.template for m in upstream_messages.messages()}
    assert (
        sites["src/python/llm_datadist/llm_datadist/v2/llm_datadist.py:372"]
        == 'Failed to switch to Prompt, option "llm.listenIpInfo" must be specified'
    )
    assert "%lu and %u" in sites["src/llm_datadist/common/llm_utils.cc:303"]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_log_lines_next_step_says_when_the_decision_is_ours(lang):
    """M8, for decode and the decoder (both read codes.json's advice): after push_blocks
    the re-link is our advice; after pull_blocks it is the table's."""
    import contextlib
    import io
    import sys

    from llm_status.cli import main

    ours = "our advice" if lang == "en" else "本项目的建议"
    said = {}
    for call in ("push_blocks", "pull_blocks"):
        out = io.StringIO()
        line = f"{call} failed, error code is LLMStatusCode.LLM_TIMEOUT\n"
        stdin, sys.stdin = sys.stdin, io.TextIOWrapper(io.BytesIO(line.encode()))
        try:
            with contextlib.redirect_stdout(out):
                main(["decode", "--lang", lang])
        finally:
            sys.stdin = stdin
        said[call] = next(x for x in out.getvalue().splitlines() if "=>" in x)
    assert ours in said["push_blocks"] and ours not in said["pull_blocks"]
    rules = code_record(BY_NAME["LLM_TIMEOUT"], "/")["advice"]
    assert [ours in rule["says"][lang] for rule in rules] == [False, True, False]


def test_an_exception_raised_without_a_code_is_not_nothing_to_do():
    """M4: llm_utils.py raises LLMException("dim ... is not supported") with no status_code,
    which then defaults to LLM_SUCCESS: advice(e) says investigate, not nothing."""
    from llm_status import Action, LLMException, LLMStatusCode

    raised = LLMException("dim 5 is not supported, shape = [1, 5]")
    assert raised.status_code is LLMStatusCode.LLM_SUCCESS
    given = advice(raised)
    assert given.action is Action.INVESTIGATE and given.ours
    assert "no code" in given.remedy["en"] and "未携带错误码" in given.remedy["zh"]
    # A returned status of success is still success; an exception with a code, its code.
    assert advice(LLMStatusCode.LLM_SUCCESS).action is Action.NOTHING
    timed_out = LLMException("pull_blocks failed", status_code=LLMStatusCode.LLM_TIMEOUT)
    assert advice(timed_out, api="pull_blocks").action is Action.RELINK


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_an_info_level_early_return_is_not_called_an_error_line(lang):
    """Fidelity W4: the catalogue's *-info rows are early returns logged at INFO level;
    a code page lists them as "plog INFO line", never "plog ERROR line"."""
    from llm_status.i18n import say

    rows = [m for m in upstream_messages.messages() if m.info_row and m.shows_as == "plog"]
    assert len(rows) == 22 and all(m.shown_in == "plog_info" for m in rows)
    for message in rows:
        item = message_item(message, lang)
        assert html.escape(say("shows_as_short_plog_info", lang)) in item
        assert html.escape(say("shows_as_short_plog", lang)) + " ·" not in item


# A number in a note's prose, as the catalogue counts it (2026-12-02 W5): the places ADXL's
# source reports a code at, by file.
_COUNTS = {"one": 1, "two": 2, "three": 3, "four": 4}


@pytest.mark.parametrize("name", ["hixl::RESOURCE_EXHAUSTED"])
def test_a_count_of_adxls_sites_in_a_note_is_the_catalogues(name):
    code = find(name)
    sites = [
        m
        for m in upstream_messages.messages()
        if m.origin == "adxl-check" and m.code == code.name.split("::")[-1]
    ]
    files = {m.path.rsplit("/", 1)[-1] for m in sites}
    (note,) = [n.en for n in code.notes if "ADXL's source reports it" in n.en]
    said = re.search(r"reports it at (\w+) places?", note)
    assert said and _COUNTS[said[1]] == len(sites)
    assert all(file in note for file in files)


def test_unsupported_is_not_said_to_be_returned_where_its_only_caller_catches_it():
    """M8 of 2026-12-02: ADXL's one site is an INFO early return whose caller falls back to
    an asynchronous copy (buffer_transfer_service.cc:521-523): the table's "not returned"
    holds, and the note says so."""
    code = find("hixl::UNSUPPORTED")
    notes = " ".join(n.en for n in code.notes)
    assert "reports it" not in notes
    assert "no ADXL call returns it to the user" in notes
    (site,) = [
        m
        for m in upstream_messages.messages()
        if m.code == "UNSUPPORTED" and m.origin.startswith("adxl")
    ]
    assert site.origin == "adxl-info"  # an INFO log, as the note says


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("name", ["LLM_TIMEOUT", "hixl::FAILED"])
def test_the_symptoms_a_code_is_reported_with_are_labelled_ours(name, lang):
    """M5 of 2026-12-02: the pairing of codes and symptoms is ours (symptoms.py), and the
    code pages listed it with no label."""
    page = code_page(find(name), lang)
    heading = "## Symptoms it is reported with" if lang == "en" else "## 常伴随的现象"
    section = page[page.index(heading) :].split("\n## ", 1)[0]
    assert "llm-src--ours" in section


@pytest.mark.parametrize(
    ("name", "calls"),
    [
        ("LLM_LINK_FAILED", "link_clusters"),
        # "re-establish the link" names no call: the word is not link()
        ("LLM_WAIT_PROCESS_TIMEOUT", ""),
        ("LLM_EXIST_LINK", "unlink_clusters switch_role"),
    ],
)
def test_the_calls_a_pages_remedy_speaks_of_are_the_calls_it_names(name, calls):
    """What a traceback's link is told the remedy speaks of (UX P2-6): the documented calls
    the remedy names as calls, not the same words used as nouns."""
    page = code_page(find(name), "en")
    assert re.search(r'data-rules="([^"]*)"', page)[1] == calls


def test_the_reviews_style_points_s2_s3_s4_s5_s8_s16_are_mended():
    """fidelity-2026-12-02 S2-S5, S8, S16: the words a reader sees, in both languages."""
    from llm_status.i18n import MESSAGES
    from llm_status.registry.lower_layers import hccl_codes
    from llm_status.registry.symptoms import BY_KEY
    from llm_status.site.symptom_page import _decides

    zh = "\n".join(t.zh for t in MESSAGES.values())
    for calque in ("少数几种动作之一", "按status_code分支", "以该错误码失败的调用", "此为更稳妥的分支",
                   "把数值转换为本页的内容", "日志中的样子", "支持证据"):  # fmt: skip
        assert calque not in zh, calque
    assert {c.name: c.meaning.zh for c in hccl_codes()}["HCCL_E_REMOTE"] == "CQE错误"
    # S2: the rule reads HIXL's and ADXL's error lines, not any error.
    (task,) = [h for h in BY_KEY["stream-sync-timeout"].hypotheses if h.key == "task-failed-first"]
    assert "HIXL or ADXL error line" in _decides(task, "en")
    assert "HIXL或ADXL的错误行" in _decides(task, "zh")
    # S3: written out, not "the same" of a rule on another page.
    (peer,) = [h for h in BY_KEY["failed-to-connect-503900"].hypotheses if h.check == "comm_shared"]
    assert not _decides(peer, "en").startswith("the same")
    assert not _decides(peer, "zh").startswith("同上")
    # S4: the guide's "do not conclude PFC".
    (congestion,) = [h for h in BY_KEY["stream-sync-timeout"].hypotheses if h.key == "congestion"]
    assert "PFC conclusion" in congestion.rules_out.en
    # S16: a Python file, not a component.
    assert "component" not in MESSAGES["log_group_python"].en


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_switch_role_labels_the_python_tables_words_and_says_what_the_source_enforces(lang):
    """Fidelity M11: on the functions page (whose facts are the reference's) the Python
    table's remedy carries its label; the reference's sentence on the listening port under
    the hixl backend is there, and the source's check that enforces it."""
    import importlib

    from llm_status.i18n import say
    from llm_status.names import BY_NAME
    from llm_status.registry import functions

    page = importlib.import_module("llm_status.site.functions_page")
    (switch,) = [f for f in functions.LLMDATADIST if f.name == "switch_role"]
    codes = list({c.name: c for c in BY_NAME.values()}.values())
    text = "\n".join(page._function_section(switch, codes, lang))
    line = next(x for x in text.splitlines() if "enable\\_switch\\_role = True" in x)
    assert say("source_python-table", lang) in line
    assert ("hixl transfer backend" if lang == "en" else "hixl传输后端") in text
    assert "hixl\\_transfer\\_engine.cc:259" in text


def test_a_helpers_messages_are_the_public_calls_that_reach_it():
    """Fidelity M10: init lists the messages of the helpers it calls (llm_datadist.py:97-98)
    and says LLM_PARAM_INVALID; TransferCacheJob.init's row (llm_utils.py:160) is under
    transfer_cache_async, which runs it, not under LLMDataDist.init."""
    from llm_status.registry import upstream_messages as u

    init = {(m.path.rsplit("/", 1)[-1], m.line) for m in u.of_function("init")}
    assert {("llm_datadist.py", n) for n in (72, 76, 446, 452, 456)} <= init
    assert ("llm_utils.py", 160) not in init
    assert "LLM_PARAM_INVALID" in u.raised_in_source("init").en
    job = next(m for m in u.messages() if m.path.endswith("llm_utils.py") and m.line == 160)
    assert u.group_of(job) == ("function", "transfer_cache_async")
    steps = next(m for m in u.messages() if m.path.endswith("llm_utils.py") and m.line == 321)
    assert u.group_of(steps) == ("function", "pull_blocks, pull_cache")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_explain_says_a_message_printed_at_several_places_is_one_of_them(lang, capsys):
    """Fidelity S14: "remote cache is not remote accessible." is printed at two places;
    a line that names neither file is said to look like one of the two, not like the one.
    A helper's message names the public call that reaches it (M10)."""
    from llm_status.cli import main

    main(["explain", "ErrorNo: 1343270917 remote cache is not remote accessible.", "--lang", lang])
    text = ("" if lang == "zh" else " ").join(capsys.readouterr().out.split())
    assert ("one of 2 places" if lang == "en" else "有2处输出同样的文字") in text
    main(["explain", "cache_desc.num_tensors (3) is not even", "--lang", lang, "--json"])
    (message,) = [json.loads(capsys.readouterr().out)["message"]]
    assert (message["sites"], message["calls"]) == (1, ["transfer_cache_async"])
    main(["explain", "cache_desc.num_tensors (3) is not even", "--lang", lang])
    text = " ".join(capsys.readouterr().out.split())
    assert "transfer_cache_async" in text


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_tables_quoted_cell_keeps_its_note_and_its_address_whole(lang):
    """Fidelity S9: the Sources table quotes LLM_DEVICE_MEM_ERROR's remedy cell with its
    "说明：本错误码为预留，暂不支持。" and the address as the table writes it."""
    from llm_status.names import BY_NAME
    from llm_status.site.code_page import sources_section

    text = "\n".join(sources_section(BY_NAME["LLM_DEVICE_MEM_ERROR"], lang, "../functions.md"))
    remedy = next(line for line in text.splitlines() if "restart_device" in line)
    note = "说明：本错误码为预留，暂不支持。" if lang == "zh" else "Note: This code is reserved"
    assert note in remedy
    assert "https://www.hiascend.com/document/detail/zh/Pytorch/2600/" in remedy.replace("\\", "")
    assert "www.hiascend.com/…" not in remedy


def test_next_steps_check_the_environment_only_once_the_logs_support_it():
    """Fidelity S1 (upstream's guide, SKILL.md step 7): the network's environment checks
    come after the logs support the hypothesis; S6: the index's symptoms are lines that name
    no LLM-DataDist code, or only HIXL's 503900."""
    from llm_status.i18n import MESSAGES
    from llm_status.registry.symptoms import BY_KEY

    hypotheses = {h.key: h for h in BY_KEY["stream-sync-timeout"].hypotheses}
    for key in ("rdma-retransmission", "congestion"):
        assert "once they show" in hypotheses[key].next.en, key
        assert "后，再" in hypotheses[key].next.zh, key
    assert "503900" in MESSAGES["index_symptoms"].en and "503900" in MESSAGES["index_symptoms"].zh


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_where_the_tables_mean_different_things_the_first_screen_says_both(lang):
    """Fidelity S13: LLM_ALREADY_LINK's first screen gives the C++ table's meaning (重复建链)
    beside the Python table's, before the remedy."""
    from llm_status.names import BY_NAME
    from llm_status.site.code_page import code_page

    page = code_page(BY_NAME["LLM_ALREADY_LINK"], lang)
    first = page.split("\n## ", 1)[0]
    assert "重复建链" in first if lang == "zh" else "established more than once" in first


def test_meanings_that_differ_only_by_the_cpp_names_say_so():
    """EXIST_LINK's meanings differ only by switch_role / 设置角色: said as names, not as
    another meaning on the first screen (the same rule as S8's remedies)."""
    code = BY_NAME["LLM_EXIST_LINK"]
    assert "meaning_names" in code.table_differences
    assert "another meaning" not in _first_screen(html.unescape(code_page(code, "en")))


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_checkmemcpyattr_names_no_code_of_ours_and_says_what_the_caller_gets(lang):
    """Fidelity S15: no stated basis for PARAM_INVALID; upstream's source passes a failed
    runtime call's aclError on as it is (HIXL_CHK_ACL_RET, AclError2AdxlStatus)."""
    from llm_status.registry.symptoms import BY_KEY as SYMPTOMS
    from llm_status.site.symptom_page import symptom_page

    symptom = SYMPTOMS["checkmemcpyattr"]
    assert symptom.codes == ()
    page = symptom_page(symptom, lang).replace("\\_", "_")
    assert "PARAM_INVALID" not in page.split("## ", 2)[1]
    assert ("aclError" in page) and ("LLM_FAILED" in page)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_words_that_show_a_symptom_are_labelled_ours(lang):
    """Fidelity S5: the words a line must hold to show a symptom are ours, and the section
    says so; its zh heading is 日志特征."""
    from llm_status.i18n import say
    from llm_status.registry.symptoms import BY_KEY as SYMPTOMS
    from llm_status.site.symptom_page import symptom_page

    page = symptom_page(SYMPTOMS["stream-sync-timeout"], lang)
    section = page.split(f"## {say('symptom_shows', lang)}", 1)[1].split("\n## ", 1)[0]
    assert "llm-src--ours" in section.split("\n- ", 1)[0]
    assert say("symptom_shows", "zh") == "日志特征"


@pytest.mark.parametrize(
    ("words", "first", "below"),
    [
        ("device OOM", "LLM_OUT_OF_MEMORY", "LLM_DEVICE_OUT_OF_MEMORY"),
        ("显存不足", "LLM_OUT_OF_MEMORY", "LLM_DEVICE_OUT_OF_MEMORY"),
        ("internal error", "LLM_FAILED", "LLM_UNKNOWN_ERROR"),
        ("内部错误", "LLM_FAILED", "LLM_UNKNOWN_ERROR"),
    ],
)
def test_m13_a_symptom_s_words_rank_the_code_the_source_returns_first(words, first, below):
    """Fidelity M13 (2026-12-02: partly): "device OOM" ranked LLM_DEVICE_OUT_OF_MEMORY
    first, which upstream only registers (device-pool exhaustion returns
    LLM_OUT_OF_MEMORY, data_cache_engine.cc:290); "internal error" ranked
    LLM_UNKNOWN_ERROR first, which nothing upstream produces (values.md)."""
    from llm_status import search

    found = [code.name for code in search(words)]
    assert found[0] == first, found[:3]
    assert below in found[1:], found[:5]
    # The catalogue holds the source's side of it.
    assert any(
        m.path.endswith("data_cache_engine.cc")
        for m in upstream_messages.of_code("LLM_OUT_OF_MEMORY")
    )


@pytest.mark.parametrize(
    ("lang", "python", "cpp"), [("en", "(Python, ", "(C++, "), ("zh", "（Python，", "（C++，")]
)
def test_a_message_group_says_python_only_for_python_rows(lang, python, cpp):
    """Fidelity W1: LLM_TIMEOUT's C++ groups (common, data_transfer: .cc files) say C++;
    only a group of Python rows (the catalogue's py-* origins) says Python."""
    from llm_status.names import BY_NAME
    from llm_status.site.code_page import messages_section

    groups = {}
    for message in upstream_messages.of_code("LLM_TIMEOUT"):
        groups.setdefault(upstream_messages.group_of(message), []).append(message)
    section = "\n".join(messages_section(BY_NAME["LLM_TIMEOUT"], lang))
    for (kind, name), rows in groups.items():
        if kind not in ("python", "component"):
            continue
        said = (python if kind == "python" else cpp) + str(len(rows))
        assert said in section, (name, said)
        assert all(m.origin.startswith("py") == (kind == "python") for m in rows)
    assert cpp in section  # LLM_TIMEOUT has C++ groups (msg_handler_plugin.cc, data_transfer)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_torch_npus_npu_function_error_names_the_acl_error_never_our_member_by_value(lang):
    """Fidelity M2: "NPU function error: SUSPECT REMOTE ERROR, error code is 507057" is
    torch_npu's check of an ACL call: the aclError of that value, not LLM-DataDist's
    LLM_SUSPECT_REMOTE_ERROR (same value); LLM-DataDist's plog ErrorNo stays ours."""
    import subprocess
    import sys

    from llm_status.reading import findings_of_line

    line = "RuntimeError: x.cpp:45 NPU function error: SUSPECT REMOTE ERROR, error code is 507057"
    found = findings_of_line(line)
    assert [(f.kind, f.name) for f in found] == [("lower", "ACL_ERROR_RT_SUSPECT_REMOTE_ERROR")]
    script = Path(sys.executable).with_name("llm-status")
    said = subprocess.run([script, "explain", "--lang", lang, line], capture_output=True, text=True)
    assert said.returncode == 0 and "LLM_SUSPECT_REMOTE_ERROR" not in said.stdout
    assert "ACL_ERROR_RT_SUSPECT_REMOTE_ERROR" in said.stdout
    plog = "[ERROR] LLM(1,python):2026-03-12-10:41:02.123.456 [a.cc:1]2 f: ErrorNo: 507057 x failed"
    assert [f.name for f in findings_of_line(plog)] == ["LLM_SUSPECT_REMOTE_ERROR"]
    named = "pull_blocks failed, error code is LLM_SUSPECT_REMOTE_ERROR (507057)"
    assert "LLM_SUSPECT_REMOTE_ERROR" in [f.name for f in findings_of_line(named)]


@pytest.mark.parametrize(("lang", "heading"), [("en", "How logs print this table's codes"), ("zh", "日志如何打印该表的错误码")])  # fmt: skip
def test_a_neighbour_codes_page_lists_no_message_that_stands_for_another_code(lang, heading):
    """Fidelity M3: Mooncake's lease line stands for LEASE_EXPIRED alone
    (client_service.cpp:1410): CHECKSUM_MISMATCH's page does not list it; LEASE_EXPIRED's
    does; the section says it shows how the table's codes are printed."""
    from llm_status.registry import neighbours
    from llm_status.site.neighbour_page import code_page

    def section(name: str) -> str:
        page = code_page(neighbours.code("mooncake-store", name), lang)
        return page.split(f"## {heading}", 1)[1].split("\n## ", 1)[0]

    assert "lease_expired_before_data_transfer_completed" not in section("CHECKSUM_MISMATCH")
    assert "lease_expired_before_data_transfer_completed" in section("LEASE_EXPIRED")
    assert "error_codes=[-707]" in section("CHECKSUM_MISMATCH")  # a form of the table's codes


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_symptom_decided_by_the_masters_facts_starts_by_collecting_them(lang):
    """Fidelity S10: the lease expiry's and the missing object's pages start with
    `llm-status collect` on the master's node and an inference node, not the link
    symptoms' "the other end's logs"."""
    from llm_status.i18n import say
    from llm_status.registry.symptoms import BY_KEY
    from llm_status.site.symptom_page import symptom_page

    for key in ("lease-expired", "object-not-found"):
        page = symptom_page(BY_KEY[key], lang).replace("\\\\", "")
        first = page.split(say("symptom_first", lang), 1)[1].split("\n", 1)[0]
        assert "llm-status collect" in first and "master" in first, (key, first)
    page = symptom_page(BY_KEY["wait-socket-establish-timeout"], lang)
    assert "master" not in page.split(say("symptom_first", lang), 1)[1].split("\n", 1)[0]


def test_sglangs_reasons_are_shown_as_its_words_not_as_patterns():
    """Fidelity S5: the reasons' column shows SGLang's text, its values as "…"."""
    from llm_status.registry import neighbours
    from llm_status.site.neighbour_page import family_page

    page = family_page(neighbours.FAMILIES["sglang-kv"], "en")
    assert "Prefill server with bootstrap_addr: … is healthy before, but now it is down" in page
    assert "[^ \\t]+" not in page and "(?:" not in page and "AbortReq\\\\." not in page


@pytest.mark.parametrize(("lang", "title"), [("en", "**Title**"), ("zh", "**标题**")])
def test_an_error_manager_page_gives_each_registered_entry_its_own_title(lang, title):
    """Fidelity S4: EI0004 is registered twice with two titles (hicann/runtime's and
    hicann/hcomm's File_Operation_Error_Parse): each entry's section names its own."""
    from llm_status.i18n import say
    from llm_status.registry import error_manager
    from llm_status.site.manager_page import manager_page

    page = manager_page("EI0004", lang).replace("\\_", "_")
    entries = error_manager.of_code("EI0004")
    assert len({e.title for e in entries}) > 1
    for entry in entries:
        heading = "## " + say("em_registered_in", lang, repo=entry.repo)
        section = page.split(heading, 1)[1].split("\n## ", 1)[0]
        assert title in section and entry.title in section, entry.repo


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_an_entrys_numbered_solution_is_said_as_its_numbered_steps(lang):
    """UX review 2026-12-04, P3-6: EI0006's Solution, one line in its entry ("...in the
    cluster.2. If..."), is said as upstream numbers it: a step a line, in the terminal."""
    import subprocess
    import sys
    from pathlib import Path

    script = Path(sys.executable).with_name("llm-status")
    done = subprocess.run(
        [script, "explain", "EI0006", "--lang", lang], capture_output=True, text=True
    )
    lines = done.stdout.splitlines()
    starts = [line.strip()[:3] for line in lines if line.strip()[:3] in ("1. ", "2. ", "3. ")]
    assert starts[:3] == ["1. ", "2. ", "3. "], done.stdout
    assert not any("cluster.2." in line for line in lines)


@pytest.mark.parametrize(
    ("lang", "worded", "reserved"),
    [
        (
            "en",
            "The C++ table words the same meaning otherwise: “链路忙”.",
            "it is not returned for now",
        ),
        ("zh", "C++表格以不同措辞给出同一含义：“链路忙”。", "暂不会返回"),
    ],
)
def test_a_meaning_in_other_words_and_a_reserved_remedy_are_said_once(lang, worded, reserved):
    """The 2026-12-04 fidelity review's S1: LLM_LINK_BUSY's first screen said "another
    meaning: The link is busy" (the Python table's own English), and the C++ table's remedy,
    which is only its words that the code is reserved, right above the reserved line that
    quotes them. Now: the same meaning in the table's own words, and the reserved words
    once, on the page and in explain."""
    code = BY_NAME["LLM_LINK_BUSY"]
    first = _first_screen(html.unescape(code_page(code, lang)))
    assert worded in first
    assert first.count(reserved) == 1
    said = " ".join(" ".join(explain_lines(code, lang, Style(False))).split())
    assert said.count(reserved) == 1
    # A meaning that differs in English too still says so (LLM_ALREADY_LINK).
    other = _first_screen(html.unescape(code_page(BY_NAME["LLM_ALREADY_LINK"], lang)))
    assert ("another meaning" if lang == "en" else "给出的含义不同") in other


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_torch_npu_page_says_what_changes_its_message(lang):
    """The 2026-12-04 fidelity review's S7: the torch_npu page left out what upstream says
    changes the message: TORCH_NPU_COMPACT_ERROR_OUTPUT (no ERR code; the error manager's
    block as "CANN error: ..." or "CANN Inner Error. ..."), and the device errors that
    "NPU function error" names, each with its aclError: here as the document's table has
    them, row by row."""
    from support.upstream import UPSTREAM

    from llm_status.site.manager_page import torch_npu_page

    page = html.unescape(torch_npu_page(lang)).replace("\\_", "_")
    document = (UPSTREAM / "torch-npu-error-codes.md").read_text("utf-8")
    table = document.split("### Device errors", 1)[1].split("\n\n`", 1)[0]
    rows = re.findall(r"^\| (\d+) \| (ACL_ERROR_RT_\w+) \| `([^`]+)`", table, re.M)
    assert len(rows) == 7
    for value, constant, shown in rows:
        assert re.search(rf"\| \[?`{value}`.*\| `{constant}` \| `{re.escape(shown)}` \|", page)
    assert "TORCH_NPU_COMPACT_ERROR_OUTPUT" in page
    assert "CANN error:" in page and "CANN Inner Error." in page
    assert "UB LINK ERROR" in page  # Ascend950's name for the HCCS link error


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_value_line_says_the_verdict_only_where_it_says_whose(lang):
    """The UX review of 2026-12-04, P3-13: LLM_LINK_FAILED's value line ended "· Recoverable:
    yes" under a "recoverable" badge. It says the verdict only where it adds whose it is
    (not the family's first table), as a label the badge has not."""
    from llm_status.i18n import say
    from llm_status.registry.codes import CODES
    from llm_status.site.code_page import provenance

    said = say("recoverable", lang) + say("colon", lang)

    def value_line(code):
        page = code_page(code, lang)
        return next(line for line in page.splitlines() if line.startswith(say("page_value", lang)))

    assert said not in value_line(BY_NAME["LLM_LINK_FAILED"])
    labelled = [
        c
        for c in CODES
        if c.member
        and provenance(c.recoverable_source, lang, c.family)
        and not c.tables_differ_on_recovery
        and c.verdict != "unstated"
    ]
    assert labelled  # the case exists, and keeps its line
    assert all(said in value_line(c) and "llm-src" in value_line(c) for c in labelled)
