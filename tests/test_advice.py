"""advice(): every code tells a program what to do, traceable to a remedy step."""

import pytest

from llm_status import Action, LLMStatusCode, advice
from llm_status.codes import CODES, TRANSFER_CALLS
from llm_status.messages import MESSAGES
from llm_status.record import Rule
from llm_status.render import RegistryError, check


@pytest.mark.parametrize("code", CODES, ids=lambda c: c.name)
def test_every_code_has_advice_from_one_of_its_remedy_steps(code):
    for api in (None, "pull_blocks", "link_clusters"):
        given = advice(code.name, api=api)
        assert isinstance(given.action, Action)
        assert given.remedy == code.remedy[given.step - 1]
        assert given.ours is (not code.documented)


@pytest.mark.parametrize("api", TRANSFER_CALLS)
def test_a_timeout_after_a_transfer_means_the_link_is_lost(api):
    given = advice(LLMStatusCode.LLM_TIMEOUT, api=api)
    assert given.action is Action.RELINK
    assert "re-establish" in given.remedy.en and "重新建链" in given.remedy.zh


def test_a_timeout_elsewhere_means_a_longer_timeout():
    given = advice("0x5010B01A", api="link_clusters")
    assert given.action is Action.RETRY_LONGER_TIMEOUT and given.step == 2
    assert advice("LLM_TIMEOUT").action is Action.RETRY_LONGER_TIMEOUT


def test_what_cannot_be_recovered_is_never_retried():
    for code in CODES:
        if code.recoverable is False:
            assert not advice(code.name).action.retries, code.name


@pytest.mark.parametrize("action", Action)
def test_every_action_is_said_in_both_languages(action):
    text = MESSAGES["action_" + action.value]
    assert text.en.strip() and text.zh.strip()


@pytest.mark.parametrize(
    "rules, problem",
    [
        ((), "LLM_LINK_BUSY: advice is empty"),
        ((Rule(Action.RETRY_LATER, 9),), "LLM_LINK_BUSY: advice[1].step 9 is not a step"),
        ((Rule(Action.RETRY_LATER, 1, ("pull_cache",)),), "the last rule must be for any call"),
        (("retry",), "LLM_LINK_BUSY: advice[1] is not a Rule"),
    ],
)
def test_the_registry_check_refuses_bad_advice(rules, problem):
    code = next(c for c in CODES if c.name == "LLM_LINK_BUSY")
    with pytest.raises(RegistryError) as refused:
        check([code._replace(advice=rules)])
    assert problem in str(refused.value)
