"""Recovery advice a program can act on: the official remedy, as one of a few actions.

Frameworks that drive LLM-DataDist turn the remedies (written for people)
into code, and get it wrong: one retries ``pull_blocks`` on ``LLM_TIMEOUT``,
where the official remedy says that link is lost. ``advice`` gives the
decision as data, with the remedy step it comes from.
"""

from __future__ import annotations

from collections import namedtuple

from .lookup import find
from .messages import say
from .record import Action, Code, Rule, T

__all__ = ["Action", "Advice", "advice"]


class Advice(namedtuple("Advice", "code action step remedy ours")):
    """``code`` (name), ``action`` (an ``Action``), ``step`` (from 1) and ``remedy`` (its
    text, ``T(en, zh)``) of the remedy; ``ours`` is True where the official table
    does not document the code, so the advice is this project's."""

    __slots__ = ()

    def describe(self, lang: str) -> str:
        """One line: the action and the step it comes from."""
        text = rule_line(self.action, self.step, lang)
        return say("advice_line_ours", lang, line=text) if self.ours else text


def rule_line(action: Action, step: int, lang: str) -> str:
    """ "re-establish the link, then retry (remedy step 1)", in ``lang``."""
    return say("advice_line", lang, action=say("action_" + action.value, lang), step=step)


def calls_of(code: Code, rule: Rule, lang: str) -> str:
    """Which calls a rule is for, as words: "from pull_cache, pull_blocks", "from any call"."""
    if rule.apis is None:
        return say("advice_any_call" if len(code.advice) == 1 else "advice_other_calls", lang)
    return say("advice_from", lang, calls=say("list_separator", lang).join(rule.apis))


def advice(code: object, api: str | None = None) -> Advice:
    """What to do next about ``code`` (anything ``lookup`` takes), raised by the call ``api``.

    >>> advice("LLM_TIMEOUT", api="pull_blocks").action
    <Action.RELINK: 're-establish the link, then retry'>
    >>> advice("LLM_TIMEOUT", api="link_clusters").action
    <Action.RETRY_LONGER_TIMEOUT: 'retry with a longer timeout'>
    >>> a = advice(1343270939)
    >>> a.action.retries, a.step, a.ours
    (True, 1, False)
    """
    info = find(code)
    return advice_for(info, api)


def advice_for(code: Code, api: str | None = None) -> Advice:
    """The advice of a registry entry (``advice`` after the lookup)."""
    for rule in code.advice:
        if rule.apis is None or api in rule.apis:
            remedy: T = code.remedy[rule.step - 1]
            return Advice(code.name, rule.action, rule.step, remedy, not code.documented)
    raise LookupError(f"{code.name} has no advice for {api!r}")  # the registry check forbids it
