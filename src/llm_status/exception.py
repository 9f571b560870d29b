"""``LLMException``, compatible with upstream's, and a note that says where to look.

A traceback of an ``LLMException`` ends with one more line (a PEP 678 note):
the code, whether it is recoverable, and the URL of its page. ``str(e)`` stays
the message alone, as upstream's. ``annotate`` adds the same note to an
exception raised by the real ``llm_datadist`` package.
"""

from __future__ import annotations

from .i18n import current_lang, say
from .links import annotated_url, docs_url
from .lookup import find
from .registry.record import Code
from .status import LLMStatusCode
from .terminal import visible
from .verdict_words import recoverability


class LLMException(RuntimeError):
    """An error of LLM-DataDist, with its ``status_code``.

    >>> e = LLMException("pull_blocks failed", status_code=LLMStatusCode.LLM_TIMEOUT)
    >>> str(e), e.status_code.recoverable
    ('pull_blocks failed', True)
    >>> print(e.__notes__[0])  # doctest: +ELLIPSIS
    LLM_TIMEOUT (0x5010B01A): Processing timed out; Python table: recoverable; C++ table: not recoverable. See https://.../codes/LLM_TIMEOUT/#call=pull_blocks&msg=pull_blocks%20failed
    """

    def __init__(self, *args: object, status_code: LLMStatusCode = LLMStatusCode.LLM_SUCCESS):
        super().__init__(*args)
        self._status_code = status_code
        annotate(self)

    @property
    def status_code(self) -> LLMStatusCode:
        return self._status_code


def note_for(code: Code, lang: str | None = None, message: str = "") -> str:
    """The one line a traceback gets: code, meaning, recoverable or not, URL (with the
    exception's ``message`` in its fragment, where one is given)."""
    lang = lang or current_lang()
    return say(
        "note",
        lang,
        name=code.name,
        hex=code.hex,
        meaning=code.meaning[lang],
        recoverable=recoverability(code, lang),
        url=annotated_url(code, message, lang) if message else docs_url(code, lang),
    )


def _is_note_of(code: Code, note: object) -> bool:
    """Whether ``note`` is the note of ``code``, in either language: it starts with the
    code's name and hex."""
    return isinstance(note, str) and note.startswith(code.name) and code.hex in note[:40]


def annotate(exc: BaseException) -> BaseException:
    """Add the note to ``exc`` if its ``status_code`` is a code; return ``exc``.

    Works on anything: an exception of the real ``llm_datadist`` package
    (whose ``status_code`` has a ``.name``), one whose ``status_code`` is a
    plain int, or something else entirely, which is returned unchanged. It
    never raises, and never adds the note twice. ``LLM_SUCCESS`` gets no
    note: it is upstream's default, and there is nothing to look up.

    >>> class Fake(Exception):
    ...     status_code = 1343270939
    >>> annotate(Fake("boom")).__notes__  # doctest: +ELLIPSIS
    ['LLM_LINK_BUSY (0x5010B01B): The link is busy; recoverable. See https://...']
    >>> annotate(None) is None
    True
    """
    try:
        status = getattr(exc, "status_code", None)
        # Upstream's enum members are found by name; anything else by value.
        code = find(status.name if isinstance(getattr(status, "name", None), str) else status)
        if code.value == LLMStatusCode.LLM_SUCCESS:
            return exc
        notes = getattr(exc, "__notes__", None)
        # Once, whatever the language or the docs URL were when a note was added.
        if isinstance(notes, list) and any(_is_note_of(code, n) for n in notes):
            return exc
        message = exc.args[0] if exc.args and isinstance(exc.args[0], str) else ""
        note = note_for(code, message=visible(message))
        if hasattr(exc, "add_note"):
            exc.add_note(note)
        else:  # Python 3.10: keep the note where 3.11's traceback will look
            exc.__notes__ = [*(notes or []), note]
    except Exception:
        pass
    return exc
