"""Recovery advice a program can act on: the official remedy, as one of a few actions.

Frameworks that drive LLM-DataDist turn the remedies (written for people)
into code, and get it wrong: one retries ``pull_blocks`` on ``LLM_TIMEOUT``,
where the official remedy says that link is lost. ``advice`` gives the
decision as data, with the remedy step it comes from.
"""

from __future__ import annotations

from collections import namedtuple

from .i18n import say
from .lookup import find
from .registry.record import Action, Code, Rule, Source, T

__all__ = ["Action", "Advice", "advice"]


class Advice(
    namedtuple("Advice", "code action step remedy source depends_on_call to", defaults=(None,))
):
    """``code`` (name), ``action`` (an ``Action``), ``step`` (from 1; None where no step of
    the remedy says it) and ``remedy`` (its text, ``T(en, zh)``) of the remedy, and the ``source`` of the decision (the
    table whose step says it, or ours). ``depends_on_call`` is True where the
    advice splits by the call that raised the code and none was named: the
    advice is then the safer branch. ``to`` is the last step the action comes from where it
    takes more than one (None: ``step`` alone)."""

    __slots__ = ()

    @property
    def ours(self) -> bool:
        """Whether the decision is this project's, not a table's."""
        return self.source is Source.OURS

    def describe(self, lang: str) -> str:
        """One line: the action and the step it comes from (none where no step says it)."""
        text = rule_line(self.action, self.step, lang, self.to)
        if self.ours:
            text = say("advice_line_ours", lang, line=text)
        if self.depends_on_call:
            text = say("advice_line_depends", lang, line=text)
        return text


def rule_says(rule: Rule | Advice, lang: str) -> str:
    """What a rule says to do, short, as a log line's next step: "re-establish the link",
    and "; our advice" where the decision is ours (LLM_TIMEOUT after push_blocks)."""
    text = say("action_" + rule.action.name, lang)
    return say("advice_line_ours", lang, line=text) if rule.source is Source.OURS else text


def rule_line(action: Action, step: int | None, lang: str, to: int | None = None) -> str:
    """ "re-establish the link (remedy step 1)", in ``lang``; "(remedy steps 1–2)" where the
    action takes steps ``step`` to ``to``; the action alone where no step says it."""
    if step is None:
        return say("action_" + action.name, lang)
    if to is not None:
        return say("advice_line_steps", lang, action=say("action_" + action.name, lang), first=step, last=to)  # fmt: skip
    return say("advice_line", lang, action=say("action_" + action.name, lang), step=step)


def call_named(code: Code, line: str) -> str | None:
    """The call a log line names, of those a code's remedy splits by (``pull_blocks``
    for LLM_TIMEOUT), as a word of its own; None when the remedy does not split or the
    line names none. The browser's decoder reads a line the same way (``nextStep``).

    >>> from llm_status import find
    >>> call_named(find("LLM_TIMEOUT"), "pull_blocks failed, status_code=LLM_TIMEOUT")
    'pull_blocks'
    >>> call_named(find("LLM_TIMEOUT"), "my_pull_blocks_wrapper: LLM_TIMEOUT") is None
    True
    """
    if len(code.advice) < 2:
        return None
    for rule in code.advice:
        for api in rule.apis or ():
            if _names_word(line, api):
                return api
    return None


def step_of_line(code: Code, line: str) -> tuple[str | None, Advice] | None:
    """What to do about ``code`` seen in ``line``, where the remedy splits by call: the
    call the line names and its advice, or (None, the safer branch) when it names none."""
    if len(code.advice) < 2:
        return None
    api = call_named(code, line)
    return api, advice_for(code, api)


def _names_word(line: str, word: str) -> bool:
    """Whether ``word`` stands in ``line`` with no ASCII letter, digit or _ on either side
    (as a JavaScript ``\\w`` reads it, so both fronts agree)."""
    start = line.find(word)
    while start >= 0:
        end = start + len(word)
        if (start == 0 or not _is_word(line[start - 1])) and (
            end == len(line) or not _is_word(line[end])
        ):
            return True
        start = line.find(word, start + 1)
    return False


def _is_word(char: str) -> bool:
    return char.isascii() and (char.isalnum() or char == "_")


def unnamed_call(code: Code) -> Advice | None:
    """The advice when the call is not known, for a code whose rules split by call."""
    return advice_of_rule(code, code.advice[0], True) if len(code.advice) > 1 else None


def calls_of(code: Code, rule: Rule, lang: str) -> str:
    """Which calls a rule is for, as words: "from pull_cache, pull_blocks", "from any call"."""
    if rule.apis is None:
        return say("advice_any_call" if len(code.advice) == 1 else "advice_other_calls", lang)
    return say("advice_from", lang, calls=say("list_separator", lang).join(rule.apis))


def advice(code: object, api: str | None = None) -> Advice:
    """What to do next about ``code`` (anything ``lookup`` takes), raised by the call ``api``.

    >>> advice("LLM_TIMEOUT", api="pull_blocks").action
    <Action.RELINK: 're-establish the link'>
    >>> advice("LLM_TIMEOUT", api="push_blocks").action
    <Action.RELINK: 're-establish the link'>
    >>> advice("LLM_TIMEOUT", api="link_clusters").action
    <Action.RETRY_LONGER_TIMEOUT: 'retry with a longer timeout'>

    With no call named, a code whose remedy splits by call gets the safer branch:

    >>> a = advice("LLM_TIMEOUT")
    >>> a.action.name, a.depends_on_call
    ('RELINK', True)
    >>> a = advice(1343270939)
    >>> a.action.name, a.action.retries, a.step, a.ours
    ('FIX_CALL', False, 1, False)

    An exception is read by its ``status_code``. Upstream raises some LLMExceptions
    without a code ("dim {dim} is not supported"), and their status_code is then
    LLM_SUCCESS: a failure all the same, so the advice is to investigate its message:

    >>> from llm_status import LLMException
    >>> a = advice(LLMException("dim 5 is not supported, shape = [1]"))
    >>> a.code, a.action.name, a.ours
    ('LLM_SUCCESS', 'INVESTIGATE', True)
    """
    raised = isinstance(code, BaseException) and hasattr(code, "status_code")
    info = find(code.status_code if raised else code)
    if raised and all(rule.action is Action.NOTHING for rule in info.advice):
        return Advice(info.name, Action.INVESTIGATE, None, _RAISED_WITHOUT_CODE, Source.OURS, False)
    return advice_for(info, api)


# What an exception that carries the success code means (the fidelity review's M4): upstream
# raised it without a code (status.py: status_code defaults to LLM_SUCCESS).
_RAISED_WITHOUT_CODE = T(
    "The exception names no code: upstream raised it without one. Read its message.",
    "该异常未携带错误码：上游抛出它时未指定错误码。请阅读其消息。",
    Source.OURS,
)


def advice_for(code: Code, api: str | None = None) -> Advice:
    """The advice of a registry entry (``advice`` after the lookup)."""
    splits = len(code.advice) > 1
    if api is None and splits:
        # The call is unknown: the first rule, the safe branch (Rule says so).
        return advice_of_rule(code, code.advice[0], depends_on_call=True)
    for rule in code.advice:
        if rule.apis is None or api in rule.apis:
            return advice_of_rule(code, rule, depends_on_call=False)
    raise LookupError(f"{code.name} has no advice for {api!r}")  # the registry check forbids it


def advice_of_rule(code: Code, rule: Rule, depends_on_call: bool = False) -> Advice:
    """The advice one of a code's rules gives. Taking the safer branch where the call is
    not known is our decision, whichever table's step it is (no table says what to do
    when the call is unknown)."""
    # An ours rule whose action no step of the remedy says names no step (fidelity M1).
    remedy: T | None = None if rule.step is None else code.remedy[rule.step - 1]
    source = Source.OURS if depends_on_call else rule.source
    return Advice(code.name, rule.action, rule.step, remedy, source, depends_on_call, rule.to)
