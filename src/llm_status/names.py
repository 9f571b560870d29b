"""The vocabulary of codes: every exact way to name one, and the parse of one.

A code is named by its name (``LLM_TIMEOUT``, an alias, ``hixl::TIMEOUT``), its
decimal or hex value, or a spaced name as people retype it. ``BY_NAME`` and
``BY_VALUE`` are built once from the registry; ``parse_whole`` reads a text that
is one of these as a whole. Reading a log line is a floor above (``reading``,
``logs``); accepting anything is the front door's (``lookup.find``). Bad input
raises ``UnknownCode``, a ``ValueError`` whose message repeats the input and, for
a near miss, suggests names.
"""

from __future__ import annotations

from .i18n import BadInput, say
from .registry.codes import CODES, FUNCTIONS
from .registry.record import FAMILIES, Code

BY_NAME: dict[str, Code] = {}
for _code in CODES:
    for _name in (_code.name, *_code.aliases):
        BY_NAME[_name] = _code
# A value two families share (0: LLM_SUCCESS and HIXL's SUCCESS) is the first
# family's; the other is found by its name (hixl::SUCCESS).
BY_VALUE: dict[int, Code] = {}
for _code in CODES:
    BY_VALUE.setdefault(_code.value, _code)


def keys_of(code: Code) -> tuple[str, ...]:
    """Every exact way to write ``code``, lower-cased: its names (with and without each
    qualifier of its family), its decimal and hex value, and its hex without ``0x``
    where its family's logs print it so.

    >>> keys_of(BY_NAME["LLM_TIMEOUT"])
    ('llm_timeout', 'llmstatuscode.llm_timeout', 'llm_datadist::llm_timeout', '1343270938', '0x5010b01a', '5010b01a')
    """
    names = [code.name, *code.aliases]
    keys = [*names, *(q + n for q in code.family.qualifiers for n in names)]
    keys += [str(code.value), code.hex]
    low, high = code.family.bare_hex or (1, 0)
    if low <= code.value <= high:
        keys.append(code.hex.removeprefix("0x"))
    return tuple(dict.fromkeys(key.lower() for key in keys))


# Every key of every code: the one table the parser, the site's search and its 404 page
# read (a key two families share, the value 0, is the first family's).
BY_KEY: dict[str, Code] = {}
for _code in CODES:
    for _key in keys_of(_code):
        BY_KEY.setdefault(_key, _code)


# Punctuation around a whole input, as it comes when copied out of a sentence ("LLM_TIMEOUT,");
# the site's search strips the same (it receives these in its extension).
AROUND = ",.;:!?'\"()[]{}<>"


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
        around = "[\\s" + re.escape(AROUND) + "]+"
        self.around = re.compile(f"^{around}|{around}$")


_patterns: _Patterns | None = None


def _compiled() -> _Patterns:
    global _patterns
    if _patterns is None:
        _patterns = _Patterns()
    return _patterns


# Longer inputs are shown cut short in messages (and suggest no name).
_SHOWN = LONGEST_SHOWN = 60


class UnknownCode(BadInput):
    """Input that names no status code, with names close to it where there are some.
    ``str()`` is in the reader's language; ``message(lang)`` in a chosen one."""

    def __init__(self, key: str, shown: str, suggestions: tuple[str, ...] = (), **fields):
        self.shown = shown
        self.suggestions = suggestions
        super().__init__(key, input=shown, **fields)

    def message(self, lang: str) -> str:
        text = super().message(lang)
        if self.suggestions:
            text += "; " + say("did_you_mean", lang, names=", ".join(self.suggestions))
        return text


class InRangeValue(UnknownCode):
    """A value in a family's range that no code has (0x5010B0FE): said as ``decode`` and
    the site say it, "1343271166 (0x5010B0FE): not the value of a known code"."""

    def __init__(self, value: int):
        self.value = value
        super().__init__("unknown_in_range", str(value))

    def message(self, lang: str) -> str:
        hexa = f"0x{self.value:X}"
        return say(
            "unknown_in_range",
            lang,
            value=self.value,
            hex=hexa,
            says=say("not_a_known_value", lang),
        )


class CppOnlyCode(UnknownCode):
    """A code that only the C++ API defines: known, explained, but not a member."""

    def __init__(self, code: Code):
        self.code = code
        super().__init__("cpp_only", code.name, name=code.name)


def quoted(text: str) -> str:
    """The input as a message repeats it: quoted, and cut short when long."""
    whole = repr(text)
    if len(whole) <= _SHOWN + 2:
        return whole
    # Cut by the width each character takes once escaped: an astral or control character
    # is written as ten ("\U0001239a"), so a cut by characters could run ten times long.
    cut = width = 0
    for char in text:
        width += len(repr(char)) - 2
        if width > _SHOWN:
            break
        cut += 1
    return f"{text[:cut]!r}… ({len(text):,} characters)"


# "Did you mean": Python's difflib.get_close_matches over every name at this cutoff,
# retried with the prefix of a family whose names carry one ("link_busy" for
# LLM_LINK_BUSY). The site's search does the same, from these (site.data ships them).
SUGGEST_CUTOFF = 0.75
SUGGESTED = 3
SUGGEST_PREFIXES = tuple(f.prefix for f in FAMILIES if f.prefix)


def suggest(word: str) -> tuple[str, ...]:
    """Names close to a word that looked like a name (``LLM_TIMEOT``, ``timeout``).

    >>> suggest("LLM_LINK"), suggest("link_busy"), suggest("TIMEOT")
    (('LLM_LINK_BUSY',), ('LLM_LINK_BUSY',), ('TIMEOUT', 'LLM_TIMEOUT'))
    """
    if len(word) > _SHOWN or not word.isascii():
        return ()  # no name is that long, and names are ASCII
    import difflib  # only when there is something to suggest: it is slow to import

    word = word.upper()
    found = difflib.get_close_matches(word, BY_NAME, n=SUGGESTED, cutoff=SUGGEST_CUTOFF)
    for prefix in SUGGEST_PREFIXES:
        if not word.startswith(prefix):
            found += difflib.get_close_matches(
                prefix + word, BY_NAME, n=SUGGESTED, cutoff=SUGGEST_CUTOFF
            )
    return tuple(dict.fromkeys(n for n in found if n != word))[:SUGGESTED]


# A number with more digits than any code's is not converted at all: it is not a
# code, and Python refuses to convert one of more than 4,300 digits.
_LONGEST = max(len(str(abs(value))) for value in BY_VALUE) + 1


def _by_value(value: int, shown: str) -> Code:
    try:
        return BY_VALUE[value]
    except KeyError:
        raise UnknownCode("unknown_value", shown) from None


def _number(digits: str, base: int, shown: str) -> Code:
    unsigned = digits.lstrip("+-")
    if base == 10 and len(unsigned) > 1 and unsigned.startswith("0"):
        # Upstream prints a value with %u or %d, never zero-filled, and the line reader
        # reads no code in "ret = 04294967295" (a zero-filled field is another number):
        # the whole input is read alike (adversarial review, L5), the value offered.
        significant = unsigned.lstrip("0") or "0"
        value = None
        if len(significant) <= _LONGEST:  # no int() of 5,000 digits (Python refuses it)
            value = int(significant) * (-1 if digits[0] == "-" else 1)
        known = value is not None and value in BY_VALUE
        raise UnknownCode("leading_zero", shown, (str(value),) if known else ())
    if len(unsigned) > _LONGEST + (2 if base == 16 else 0):
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


def _qualified(word: str, said: str) -> Code | None:
    """A name written with its family's qualifier (``hixl::TIMEOUT``, ``adxl::FAILED``);
    None when ``word`` carries no qualifier."""
    for family in FAMILIES:
        for qualifier in family.qualifiers:
            if word[: len(qualifier)].lower() != qualifier.lower():
                continue
            name = word[len(qualifier) :]
            code = BY_NAME.get(name.upper()) if name.isascii() else None
            if code is None or code.family is not family:
                raise UnknownCode("unknown_name", said, suggest(name))
            return code
    return None


def exact_code(text: str) -> Code:
    """The code ``text`` is as a whole: a name (qualified or not), a decimal or hex value,
    punctuation around it aside; ``UnknownCode`` for anything else, a log line too."""
    code = parse_whole(text)
    if code is None:
        raise UnknownCode("not_found", quoted(text.strip()))
    return code


def parse_whole(text: str) -> Code | None:
    """The code ``text`` is as a whole, None when it is no name and no number (a log
    line, say); ``UnknownCode`` for a near miss (an unknown name, a bad number)."""
    stripped = text.strip()
    if not stripped:
        raise UnknownCode("empty", quoted(text))
    # Keys are ASCII: str.lower() would turn a look-alike ("LLM_TİMEOUT") into one.
    code = BY_KEY.get(stripped.lower()) if stripped.isascii() else None
    if code is not None:  # the common case, a key: one dictionary access
        return code
    said = quoted(stripped)
    patterns = _compiled()
    # The whole input is one name or one number (copied with a comma, say): a code.
    word = patterns.around.sub("", stripped) or stripped
    if word.isascii() and (code := BY_KEY.get(word.lower())) is not None:
        return code
    if (qualified := _qualified(word, said)) is not None:
        return qualified
    if match := patterns.name.fullmatch(word):
        name = match.group(1)
        code = BY_NAME.get(name.upper())
        if code is None:
            raise UnknownCode("unknown_name", said, suggest(name))
        return code
    if patterns.hex.fullmatch(word):
        return _number(word, 16, said)
    if patterns.looks_hex.fullmatch(word):
        raise UnknownCode("bad_hex", said)
    if patterns.decimal.fullmatch(word):
        return _number(word, 10, said)
    return None


def led_by_a_word(words: str, code: Code) -> list[Code]:
    """What a search for ``words``, which name ``code`` exactly, lists first: ``code``; and
    where ``code`` is a bare name of a family whose names are plain words (HIXL's TIMEOUT)
    typed as a word, in lower case, its namesakes of the prefixed family first
    (LLM_TIMEOUT): the UX review of 2026-12-04 searched "timeout" for LLM_TIMEOUT and found
    it third. Typed as HIXL writes it (TIMEOUT, hixl::TIMEOUT), HIXL's code leads. A search
    only: ``explain timeout`` is HIXL's, offering LLM_TIMEOUT.

    >>> [c.qualified for c in led_by_a_word("timeout", BY_NAME["TIMEOUT"])]
    ['LLM_TIMEOUT', 'hixl::TIMEOUT']
    >>> [c.qualified for c in led_by_a_word("TIMEOUT", BY_NAME["TIMEOUT"])]
    ['hixl::TIMEOUT']
    """
    typed = words.strip()
    if code.family.prefix or typed != typed.lower() or typed != code.name.lower():
        return [code]
    return [*namesakes(code), code]


def namesakes(code: Code) -> list[Code]:
    """The codes of other families with the same name but for the prefix: PARAM_INVALID
    (HIXL) and LLM_PARAM_INVALID (LLM-DataDist) are offered for each other.

    >>> [c.name for c in namesakes(BY_NAME["PARAM_INVALID"])]
    ['LLM_PARAM_INVALID']
    """
    bare = code.family.bare(code.name)
    return [
        other
        for other in CODES
        if other.family is not code.family and other.family.bare(other.name) == bare
    ]


def functions_in(text: str) -> tuple[str, ...]:
    """The upstream functions ``text`` names, in ``FUNCTIONS`` order."""
    import re  # here, not at the top: importing re is most of what `import llm_status` would cost

    # ASCII word boundaries: in "link_clusters第二个" the name ends at the Han character.
    return tuple(
        f for f in FUNCTIONS if re.search(rf"(?<![\w.]){re.escape(f)}(?!\w)", text, re.ASCII)
    )


def functions_named(code: Code) -> tuple[str, ...]:
    """The upstream functions that the English meaning or remedy name, in ``FUNCTIONS`` order."""
    return functions_in(" ".join((code.meaning.en, *code.remedy_in("en"))))
