"""advice(): every code tells a program what to do, traceable to a remedy step."""

import pytest

from llm_status import Action, advice
from llm_status.registry.check import RegistryError, check
from llm_status.registry.codes import CODES, TRANSFER_CALLS
from llm_status.registry.record import Rule, Source


@pytest.mark.parametrize("code", CODES, ids=lambda c: c.name)
def test_every_code_has_advice_from_one_of_its_remedy_steps(code):
    for api in (None, "pull_blocks", "link_clusters"):
        given = advice(code.name, api=api)
        assert isinstance(given.action, Action)
        assert isinstance(given.source, Source)
        if given.step is None:  # ours, where no step says the action (fidelity M1)
            assert given.ours and given.remedy is None
            continue
        assert given.remedy == code.remedy[given.step - 1]
        # Advice a table gives cites a step of that table; only ours may rest on other text.
        if not given.ours:
            assert given.remedy.source is given.source


@pytest.mark.parametrize("code", ["LLM_TIMEOUT", "LLM_WAIT_PROCESS_TIMEOUT"])
@pytest.mark.parametrize("api", TRANSFER_CALLS)
def test_a_timeout_after_a_transfer_means_the_link_is_lost(code, api):
    given = advice(code, api=api)
    assert given.action is Action.RELINK
    assert "re-establish" in given.remedy.en and "重新建链" in given.remedy.zh


def test_push_calls_relink_too_and_say_that_is_ours():
    """The table names pull_cache, pull_blocks, transfer_cache_async "等" (etc.)."""
    for api in ("push_blocks", "push_cache"):
        given = advice("LLM_TIMEOUT", api=api)
        assert given.action is Action.RELINK and given.ours
    assert not advice("LLM_TIMEOUT", api="pull_blocks").ours


@pytest.mark.parametrize("code", ["LLM_TIMEOUT", "LLM_WAIT_PROCESS_TIMEOUT"])
def test_a_timeout_elsewhere_means_a_longer_timeout(code):
    given = advice(code, api="link_clusters")
    assert given.action is Action.RETRY_LONGER_TIMEOUT and given.step == 2
    assert not given.ours


@pytest.mark.parametrize("code", ["LLM_TIMEOUT", "LLM_WAIT_PROCESS_TIMEOUT"])
def test_with_no_call_named_the_advice_is_the_safe_branch_and_says_so(code):
    given = advice(code)
    assert given.action is Action.RELINK and given.depends_on_call
    assert "depends on the call" in given.describe("en")
    assert "处理方式取决于报错接口" in given.describe("zh")


def test_a_code_whose_advice_does_not_split_does_not_depend_on_the_call():
    assert not advice("LLM_LINK_BUSY").depends_on_call


@pytest.mark.parametrize(
    "code, action",
    [
        ("LLM_LINK_BUSY", Action.FIX_CALL),  # check conflicting calls: fix them, not wait
        ("LLM_NOT_YET_LINK", Action.CHECK_LINK),  # the remedy asks to check the link state
        ("LLM_ALREADY_LINK", Action.CHECK_LINK),
        ("LLM_PARAM_INVALID", Action.INVESTIGATE),  # find the cause in the logs
    ],
)
def test_advice_does_what_the_remedy_says(code, action):
    given = advice(code)
    assert given.action is action and not given.ours


def test_kv_cache_not_exist_cites_the_step_about_the_call():
    given = advice("LLM_KV_CACHE_NOT_EXIST")
    assert given.action is Action.FIX_CALL
    assert "parameters" in given.remedy.en and "参数" in given.remedy.zh


def test_codes_no_table_documents_get_our_advice_and_no_retry():
    for code in CODES:
        if code.first_row is None and code.second_row is None:
            given = advice(code.name)
            assert given.ours and not given.action.retries, code.name


def test_what_cannot_be_recovered_is_never_retried():
    for code in CODES:
        if code.recoverable is not True:
            assert not advice(code.name).action.retries, code.name


@pytest.mark.parametrize(
    "rules, problem",
    [
        ((), "LLM_LINK_BUSY: advice is empty"),
        ((Rule(Action.RETRY_LATER, 9),), "LLM_LINK_BUSY: advice[1].step 9 is not a step"),
        (
            (Rule(Action.RETRY_LATER, 1, ("pull_cache",), Source.OURS),),
            "the last rule must be for any call",
        ),
        ((Rule(Action.RETRY_LATER, 1),), "LLM_LINK_BUSY: advice[1] has no provenance"),
        (("retry",), "LLM_LINK_BUSY: advice[1] is not a Rule"),
    ],
)
def test_the_registry_check_refuses_bad_advice(rules, problem):
    code = next(c for c in CODES if c.name == "LLM_LINK_BUSY")
    with pytest.raises(RegistryError) as refused:
        check([code._replace(advice=rules)])
    assert problem in str(refused.value)


@pytest.mark.parametrize("code", ["hixl::TIMEOUT", "hixl::FAILED", "LLM_UNKNOWN_ERROR"])
def test_the_tables_step_is_said_in_its_words_not_escalate(code):
    """Fidelity S12: the tables say "保留现场，获取Host/Device日志，并备份。"; "escalate" is
    not theirs, and the line labelled theirs does not say it."""
    for lang in ("en", "zh"):
        said = advice(code).describe(lang)
        assert "escalate" not in said and "上报" not in said
    assert "保留现场" in advice(code).describe("zh")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_our_advice_cites_no_remedy_step_that_does_not_say_it(lang):
    """Fidelity M1: LLM_SUSPECT_REMOTE_ERROR's one step weighs UCE against other faults;
    keeping the scene is ours, and names no step; the aclError row of the same value is
    quoted with its own remedy."""
    from llm_status.code_text import explain_lines
    from llm_status.names import BY_NAME
    from llm_status.terminal import Style

    said = " ".join(
        " ".join(explain_lines(BY_NAME["LLM_SUSPECT_REMOTE_ERROR"], lang, Style(False))).split()
    )
    assert ("remedy step" not in said) if lang == "en" else ("解决办法第" not in said)
    assert "用户需排查对端Device进程的错误信息或当前Device的内存访问情况。" in said.replace(" ", "")


@pytest.mark.parametrize(
    ("lang", "cited"), [("en", "(remedy steps 1–2)"), ("zh", "（解决办法第1–2步）")]
)
def test_an_action_of_two_steps_cites_both(lang, cited):
    """The 2026-12-04 fidelity review's S8: LLM_FAILED's "restart and collect logs" cited
    step 1, which only restarts; collecting the logs is step 2. The command, the page, the
    advice a program gets and the JSON say steps 1 to 2."""
    from llm_status.code_text import explain_lines
    from llm_status.export import code_record
    from llm_status.names import BY_NAME
    from llm_status.site.code_page import code_page
    from llm_status.terminal import Style

    code = BY_NAME["LLM_FAILED"]
    assert "collect" in code.remedy[1].en and "日志" in code.remedy[1].zh  # what step 2 says
    assert cited in " ".join(explain_lines(code, lang, Style(False)))
    assert cited in code_page(code, lang)
    given = advice(code)
    assert (given.step, given.to) == (1, 2) and cited in given.describe(lang)
    assert code_record(code, "/")["advice"][0]["to"] == 2
