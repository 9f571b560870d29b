"""The reader's language, and a sentence of ours said in it: ``say(key, lang, **fields)``
fills in one of ``sentences.MESSAGES`` (every sentence, in English and 简体中文, side by
side); a ``Phrase`` is one said later; ``BadInput`` is bad input said as one."""

from __future__ import annotations

import os

from .registry.record import LANGUAGES

_messages: dict | None = None


def _sentences() -> dict:
    """``sentences.MESSAGES``, read with the first sentence said: `import llm_status` says
    none, and they are a thousand."""
    global _messages
    if _messages is None:
        from .sentences import MESSAGES

        _messages = MESSAGES
    return _messages


def __getattr__(name: str) -> object:
    if name == "MESSAGES":  # i18n.MESSAGES, as the site and the tests read them
        return _sentences()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def say(key: str, lang: str, **fields: object) -> str:
    """One message in one language, its fields filled in.

    >>> say("unknown_name", "zh", input="'LLM_NOPE'")
    "'LLM_NOPE'不是错误码名称"
    """
    return (_messages or _sentences())[key][lang].format(**fields)


# -- bad input -------------------------------------------------------------------------


class Phrase:
    """A sentence of ours said later, in the reader's language: a message key and its
    fields (a field may be a Phrase too). A BadInput's reason is one, so that its
    message is whole in either language."""

    def __init__(self, key: str, fields: dict | None = None, **more: object):
        self.key = key
        self.fields = {**(fields or {}), **more}

    def said(self, lang: str) -> str:
        return say(self.key, lang, **_localized(self.fields, lang))

    def __repr__(self) -> str:
        return f"Phrase({self.key!r}, {self.fields!r})"


def _localized(fields: dict, lang: str) -> dict:
    return {k: v.said(lang) if isinstance(v, Phrase) else v for k, v in fields.items()}


class BadInput(ValueError):
    """Input the package cannot use, said in both languages: ``key`` (of ``MESSAGES``) and
    the ``fields`` it is said with; ``str()`` is in the reader's language, ``message(lang)``
    in the one chosen. The command prints it as one line and exits 2."""

    def __init__(self, key: str, **fields: object):
        self.key = key
        self.fields = fields
        super().__init__(self.message(current_lang()))

    def message(self, lang: str) -> str:
        return say(self.key, lang, **_localized(self.fields, lang))


# -- the reader's language ------------------------------------------------------------


def current_lang() -> str:
    """The reader's language: ``LLM_STATUS_LANG``, else the locale, else English.

    A value that starts with ``zh`` (``zh``, ``zh_CN.UTF-8``) means Chinese and
    one that starts with ``en`` means English; anything else is passed over.

    >>> import os
    >>> os.environ["LLM_STATUS_LANG"] = "zh_CN.UTF-8"
    >>> current_lang()
    'zh'
    >>> del os.environ["LLM_STATUS_LANG"]
    """
    # LLM_STATUS_LANG first, then the POSIX order of precedence for messages.
    for variable in ("LLM_STATUS_LANG", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(variable, "").strip().lower()
        for lang in LANGUAGES:
            if value.startswith(lang):
                return lang
        if value and variable != "LLM_STATUS_LANG":
            # The first locale variable that is set decides, as in POSIX.
            return "en"
    return "en"


def check_lang(lang: str | None) -> str:
    """``lang`` if it is one of ours, the reader's language for None, else ValueError."""
    if lang is None:
        return current_lang()
    if lang not in LANGUAGES:
        raise ValueError(say("bad_lang", current_lang(), input=repr(lang)))
    return lang
