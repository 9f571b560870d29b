"""Find the code in whatever the user has: a name, a number, hex, or a whole log line.

``find`` returns the registry entry (the four C++-only codes included),
``lookup`` the ``LLMStatusCode`` member, ``decode`` every code of every line
of a log. Bad input raises ``UnknownCode``, a ``ValueError`` whose message
repeats the input and, for a near miss, suggests names.
"""

from __future__ import annotations

from enum import Enum

from .codes import CODES
from .links import current_lang
from .messages import say
from .record import FAMILIES, Code
from .status import ENUMS, HixlStatus, LLMStatusCode, _Knowledge

BY_NAME: dict[str, Code] = {}
for _code in CODES:
    for _name in (_code.name, *_code.aliases):
        BY_NAME[_name] = _code
# A value two families share (0: LLM_SUCCESS and HIXL's SUCCESS) is the first
# family's; the other is found by its name (hixl::SUCCESS).
BY_VALUE: dict[int, Code] = {}
for _code in CODES:
    BY_VALUE.setdefault(_code.value, _code)


class _Patterns:
    """The regular expressions of a lookup, compiled on the first one: importing
    re would cost more than all the rest of ``import llm_status``."""

    def __init__(self):
        import re

        # re.ASCII: names and numbers are ASCII, so a look-alike (a dotless ı, a ligature
        # ﬁ, full-width letters or digits) is never one; and a name or a number ends
        # where Chinese text begins ("报错LLM_TIMEOUT，").
        self.name = re.compile(r"(?:LLMStatusCode\.)?(LLM_\w+)", re.IGNORECASE | re.ASCII)
        self.decimal = re.compile(r"[+-]?\d+", re.ASCII)
        self.hex = re.compile(r"[+-]?0x[0-9a-f]+", re.IGNORECASE | re.ASCII)
        self.looks_hex = re.compile(r"[+-]?0x\S*", re.IGNORECASE)
        # Punctuation around a whole input, as it comes when copied out of a sentence.
        self.around = re.compile(r"^[\s,.;:!?'\"()\[\]{}<>]+|[\s,.;:!?'\"()\[\]{}<>]+$")


_patterns: _Patterns | None = None


def _compiled() -> _Patterns:
    global _patterns
    if _patterns is None:
        _patterns = _Patterns()
    return _patterns


# Longer inputs are shown cut short in messages.
_SHOWN = 60


class UnknownCode(ValueError):
    """Input that names no status code. ``str()`` is in the reader's language.

    ``message(lang)`` gives the message in a chosen language.
    """

    def __init__(self, key: str, shown: str, suggestions: tuple[str, ...] = (), **fields):
        self.key = key
        self.shown = shown
        self.suggestions = suggestions
        self.fields = fields
        super().__init__(self.message(current_lang()))

    def message(self, lang: str) -> str:
        text = say(self.key, lang, input=self.shown, **self.fields)
        if self.suggestions:
            text += "; " + say("did_you_mean", lang, names=", ".join(self.suggestions))
        return text


class CppOnlyCode(UnknownCode):
    """A code that only the C++ API defines: known, explained, but not a member."""

    def __init__(self, code: Code):
        self.code = code
        super().__init__("cpp_only", code.name, name=code.name)


def shown(text: str) -> str:
    """The input as a message repeats it: quoted, and cut short when long."""
    if len(text) <= _SHOWN:
        return repr(text)
    return f"{text[:_SHOWN]!r}… ({len(text):,} characters)"


def _suggest(word: str) -> tuple[str, ...]:
    """Names close to a word that looked like a name (``LLM_TIMEOT``, ``timeout``)."""
    if len(word) > _SHOWN or not word.isascii():
        return ()  # no name is that long, and names are ASCII
    import difflib  # only when there is something to suggest: it is slow to import

    word = word.upper()
    found = difflib.get_close_matches(word, BY_NAME, n=3, cutoff=0.75)
    if not word.startswith("LLM_"):  # "link_busy" for LLM_LINK_BUSY
        found += difflib.get_close_matches("LLM_" + word, BY_NAME, n=3, cutoff=0.75)
    return tuple(dict.fromkeys(n for n in found if n != word))[:3]


# A number with more digits than any code's is not converted at all: it is not a
# code, and Python refuses to convert one of more than 4,300 digits.
_LONGEST = max(len(str(abs(value))) for value in BY_VALUE) + 1


def _by_value(value: int, shown: str) -> Code:
    try:
        return BY_VALUE[value]
    except KeyError:
        raise UnknownCode("unknown_value", shown) from None


def _number(digits: str, base: int, shown: str) -> Code:
    if len(digits.lstrip("+-")) > _LONGEST + (2 if base == 16 else 0):
        raise UnknownCode("unknown_value", shown)
    return _by_value(int(digits, base), shown)


def spaced_name(name: str) -> Code | None:
    """``LLM KV_CACHE_NOT EXIST`` -> LLM_KV_CACHE_NOT_EXIST: the longest run of its
    words that is a name (the words after it are the message's)."""
    words = name.replace("_", " ").split()
    for end in range(len(words), 1, -1):
        code = BY_NAME.get("_".join(words[:end]).upper())
        if code is not None:
            return code
    return None


def _qualified(word: str, quoted: str) -> Code | None:
    """A name written with its family's qualifier (``hixl::TIMEOUT``, ``adxl::FAILED``);
    None when ``word`` carries no qualifier."""
    for family in FAMILIES:
        for qualifier in family.qualifiers:
            if word[: len(qualifier)].lower() != qualifier.lower():
                continue
            name = word[len(qualifier) :]
            code = BY_NAME.get(name.upper()) if name.isascii() else None
            if code is None or code.family is not family:
                raise UnknownCode("unknown_name", quoted, _suggest(name))
            return code
    return None


def exact_code(text: str) -> Code:
    """The code ``text`` is as a whole: a name (qualified or not), a decimal or hex value,
    punctuation around it aside; ``UnknownCode`` for anything else, a log line too."""
    return _parse(text, lines=False)


def _parse(text: str, lines: bool = True) -> Code:
    stripped = text.strip()
    if not stripped:
        raise UnknownCode("empty", shown(text))
    # Names are ASCII: str.upper() would turn a look-alike ("llm_tımeout") into one.
    code = BY_NAME.get(stripped.upper()) if stripped.isascii() else None
    if code is not None:  # the common case, a name: one dictionary access
        return code
    quoted = shown(stripped)
    patterns = _compiled()
    # The whole input is one name or one number (copied with a comma, say): a code.
    word = patterns.around.sub("", stripped) or stripped
    if (qualified := _qualified(word, quoted)) is not None:
        return qualified
    if match := patterns.name.fullmatch(word):
        name = match.group(1)
        code = BY_NAME.get(name.upper())
        if code is None:
            raise UnknownCode("unknown_name", quoted, _suggest(name))
        return code
    if patterns.hex.fullmatch(word):
        return _number(word, 16, quoted)
    if patterns.looks_hex.fullmatch(word):
        raise UnknownCode("bad_hex", quoted)
    if patterns.decimal.fullmatch(word):
        return _number(word, 10, quoted)
    if not lines:
        raise UnknownCode("not_found", quoted)
    # Otherwise it is a line of a log: the code it reports, else its message's.
    from .logs import hit_of  # late: it reads upstream's messages

    hit = hit_of(1, stripped)
    if hit is not None:
        return hit.code
    words = stripped.split()
    raise UnknownCode("not_found", quoted, _suggest(words[0]) if len(words) == 1 else ())


def find(x: object) -> Code:
    """The registry entry for a member, an entry, a name, a number, hex, or a log line.

    Unlike ``lookup`` it also knows the four codes that only the C++ API defines.

    >>> find("0x5010B014").name
    'LLM_CACHE_INCOMPATIBLE'
    >>> find("PullKvBlocks failed, ret = 1343270939").name
    'LLM_LINK_BUSY'
    """
    if isinstance(x, Code):
        return x
    if isinstance(x, _Knowledge):  # a member of LLMStatusCode or HixlStatus
        return x.info
    if isinstance(x, Enum) and isinstance(getattr(x, "name", None), str):
        # A member of another enum, such as the real llm_datadist.LLMStatusCode.
        return _parse(x.name)
    if isinstance(x, int) and not isinstance(x, bool):
        return _by_value(int(x), str(int(x)) if abs(x) < 10**_SHOWN else shown(str(x)))
    if isinstance(x, str):
        return _parse(x)
    text = repr(x)
    if len(text) > _SHOWN:
        text = f"{text[:_SHOWN]}…"
    raise UnknownCode("wrong_type", text, type=type(x).__name__)


def lookup(x: object) -> LLMStatusCode | HixlStatus:
    """The member of its family's enum (``LLMStatusCode``, ``HixlStatus``) for a name, a
    number, hex, or a log line.

    >>> lookup("llm_timeout")
    <LLMStatusCode.LLM_TIMEOUT: 1343270938>
    >>> lookup("0x5010b01a") is lookup(1343270938) is lookup("LLMStatusCode.LLM_TIMEOUT")
    True
    >>> lookup("pull_blocks failed, error code is LLMStatusCode.LLM_TIMEOUT, pid 4242.")
    <LLMStatusCode.LLM_TIMEOUT: 1343270938>
    >>> lookup("LLM_TIMEOT")
    Traceback (most recent call last):
    ...
    llm_status.lookup.UnknownCode: 'LLM_TIMEOT' is not a status code name; did you mean LLM_TIMEOUT?
    >>> lookup("status: 103905"), lookup("hixl::TIMEOUT")
    (<HixlStatus.UNSUPPORTED: 103905>, <HixlStatus.TIMEOUT: 103901>)
    """
    code = find(x)
    if not code.member:
        raise CppOnlyCode(code)
    return ENUMS[code.family.enum][code.name]


def namesakes(code: Code) -> list[Code]:
    """The codes of other families with the same name but for the prefix: PARAM_INVALID
    (HIXL) and LLM_PARAM_INVALID (LLM-DataDist) are offered for each other.

    >>> [c.name for c in namesakes(find("PARAM_INVALID"))]
    ['LLM_PARAM_INVALID']
    """
    bare = code.family.bare(code.name)
    return [
        other
        for other in CODES
        if other.family is not code.family and other.family.bare(other.name) == bare
    ]


def decode(text: str) -> list:
    """Every line of ``text`` that carries a code or one of upstream's messages, as ``Hit``
    entries (``logs.Hit``: line number, text, codes, the catalogue message).

    >>> [(h.line_no, [c.name for c in h.codes]) for h in decode(
    ...     "start\\nlink_clusters: LLM_LINK_FAILED, then 0x5010B01B\\nend")]
    [(2, ['LLM_LINK_FAILED', 'LLM_LINK_BUSY'])]
    """
    from .logs import decode_text  # late: it loads upstream's messages

    return decode_text(text)


def search(words: str, lang: str | None = None, limit: int | None = None) -> list[Code]:
    """Codes ranked by how well their text answers ``words``, best first (``ranking.py``):
    every word counts, none is required; a code the words name exactly comes first.
    ``lang`` is accepted for compatibility: both languages are always searched.

    >>> [c.name for c in search("内存不足")][:3]
    ['LLM_OUT_OF_MEMORY', 'LLM_DEVICE_OUT_OF_MEMORY', 'LLM_BLOCKS_OUT_OF_MEMORY']
    >>> [c.name for c in search("too many clusters")][:1]
    ['LLM_CLUSTER_NUM_EXCEED_LIMIT']
    >>> search("LLM_FAILED")[0].name
    'LLM_FAILED'
    """
    if not words.split():
        raise UnknownCode("empty", shown(words))
    from .ranking import rank  # late: it reads upstream's messages

    return rank(words, limit)
