"""LLMException as upstream's, with a note; annotate() for the real package's exceptions."""

import enum
import traceback

import pytest

from llm_status import LLMException, LLMStatusCode, annotate, docs_url


def formatted(exc):
    try:
        raise exc
    except BaseException as raised:
        return "".join(traceback.format_exception(raised))


def test_it_is_upstreams_exception():
    e = LLMException("pull_cache failed", "more", status_code=LLMStatusCode.LLM_LINK_BUSY)
    assert isinstance(e, RuntimeError)
    assert e.status_code is LLMStatusCode.LLM_LINK_BUSY
    assert e.args == ("pull_cache failed", "more")
    assert str(LLMException("only the message", status_code=LLMStatusCode.LLM_TIMEOUT)) == (
        "only the message"
    )
    assert LLMException("x").status_code is LLMStatusCode.LLM_SUCCESS
    with pytest.raises(TypeError):
        LLMException("x", LLMStatusCode.LLM_TIMEOUT, code=1)  # status_code is keyword-only


def test_the_traceback_shows_code_recoverability_and_page():
    text = formatted(LLMException("pull_blocks failed", status_code=LLMStatusCode.LLM_TIMEOUT))
    last = text.rstrip().splitlines()[-1]
    assert last == (
        "LLM_TIMEOUT (0x5010B01A): Processing timed out; Python table: recoverable; "
        "C++ table: not recoverable. See "
        + docs_url(LLMStatusCode.LLM_TIMEOUT, "en")
        # the call and the message, in the fragment: the page settles what to do
        + "#call=pull_blocks&msg=pull_blocks%20failed"
    )


def test_the_note_speaks_the_readers_language(monkeypatch):
    monkeypatch.setenv("LANG", "zh_CN.UTF-8")
    e = LLMException("x", status_code=LLMStatusCode.LLM_FAILED)
    assert e.__notes__ == [
        "LLM_FAILED（0xFFFFFFFF）：通用失败；不可恢复。详见 "
        + docs_url(LLMStatusCode.LLM_FAILED, "zh")
        + "#msg=x"
    ]


def test_success_gets_no_note():
    assert not hasattr(LLMException("x"), "__notes__")


class UpstreamCode(enum.Enum):
    """Stands for llm_datadist.LLMStatusCode: another class, the same names."""

    LLM_LINK_BUSY = 1343270939


class UpstreamError(RuntimeError):
    def __init__(self, status):
        super().__init__("pull_cache failed")
        self.status_code = status


@pytest.mark.parametrize("status", [UpstreamCode.LLM_LINK_BUSY, 1343270939, "LLM_LINK_BUSY"])
def test_annotate_explains_the_real_packages_exceptions(status):
    e = annotate(UpstreamError(status))
    assert len(e.__notes__) == 1 and e.__notes__[0].startswith("LLM_LINK_BUSY (0x5010B01B)")
    annotate(e)
    assert len(e.__notes__) == 1  # never twice


class Hostile(Exception):
    @property
    def status_code(self):
        raise RuntimeError("no")


@pytest.mark.parametrize(
    "thing",
    [None, 42, "text", Exception("plain"), UpstreamError(12345), UpstreamError(None), Hostile()],
    ids=repr,
)
def test_annotate_never_raises(thing):
    assert annotate(thing) is thing
    assert not getattr(thing, "__notes__", None)


def test_the_link_carries_no_control_character_and_no_more_than_its_bound():
    """The message is the raiser's text: it reaches a terminal and a browser's address bar,
    so it is escaped there and cut to links.FRAGMENT_MESSAGE characters."""
    from llm_status.links import FRAGMENT_MESSAGE

    e = LLMException(
        "[pull_cache] failed\x1b[31m " + "x" * 5000, status_code=LLMStatusCode.LLM_TIMEOUT
    )
    note = e.__notes__[0]
    assert "\x1b" not in note and "\n" not in note
    fragment = note.split("#", 1)[1]
    assert fragment.startswith("call=pull_cache&msg=")
    assert len(fragment) < 3 * FRAGMENT_MESSAGE + 40
