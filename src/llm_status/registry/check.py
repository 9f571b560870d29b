"""The registry's check: every problem of a registry at once, each named with its fix.

Like rustc's tidy for error codes: it collects every problem (a code, its field, what
is wrong and how to mend it) and reports them together. The site's build runs it on
the registry it builds (the hook), the enums' duplicate check is its own, and
``python -m llm_status.registry`` runs it on the package's registry (``make test``
does, before the tests): one checker.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable

from .record import LANGUAGES, Action, Area, Code, Family, Row, Rule, Source, T

# String tests, not regular expressions: the enums run the duplicate check on every
# `import llm_status`, which does not import re (it costs 5 ms).
_UPPER = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
_NAME_CHARS = _UPPER | frozenset("0123456789_")
# Control characters (\r turns into Markdown structure; NUL, DEL and the
# noncharacters break front matter or reach the HTML), and the line and
# paragraph separators: none belongs in a registry text.
_CONTROL = frozenset(
    [chr(c) for c in (*range(0x20), *range(0x7F, 0xA0), *range(0xFDD0, 0xFDF0))]
    + ["\u2028", "\u2029", "\ufffe", "\uffff"]
)


def safe_name(name: object) -> bool:
    """A name that is a path segment of the site and a Python identifier: A-Z, 0-9, _."""
    return isinstance(name, str) and name[:1] in _UPPER and set(name) <= _NAME_CHARS


def _first_control(text: str) -> int:
    """Where the first control character of ``text`` stands, or -1."""
    return next((i for i, ch in enumerate(text) if ch in _CONTROL), -1)


class RegistryError(ValueError):
    """A registry that cannot make a correct site; the message names every problem."""


def _text_problems(where: str, text: object) -> Iterable[str]:
    if not isinstance(text, T):
        yield f"{where} is not text in both languages"
        return
    if not isinstance(text.source, Source):
        yield f"{where} has no provenance: say where it comes from (py(), cpp(), api(), src() or ours())"
    for lang in LANGUAGES:
        value = getattr(text, lang)
        if not isinstance(value, str) or not value.strip():
            yield f"{where}.{lang} is empty"
        elif value != value.strip() or "\n" in value:
            yield f"{where}.{lang} has line breaks or surrounding spaces"
        elif (at := _first_control(value)) >= 0:
            yield (
                f"{where}.{lang} has the control character U+{ord(value[at]):04X} at "
                f"{at}: registry text is one line of plain text"
            )


def _code_problems(code: Code) -> Iterable[str]:
    if not safe_name(code.name):
        yield f"name {code.name!r} is not a safe path segment (A-Z, 0-9, _)"
    if not isinstance(code.value, int) or isinstance(code.value, bool):
        yield f"value {code.value!r} is not an integer"
    if code.recoverable not in (True, False, None):
        yield f"recoverable {code.recoverable!r} is not True, False or None"
    if not isinstance(code.area, Area):
        yield f"area {code.area!r} is not an Area"
    if code.reserved is not None and code.reserved_words is None:
        yield f"reserved by {code.reserved.value}, but no step of that table's row says 预留"
    yield from _text_problems("meaning", code.meaning)
    if not code.remedy:
        yield "remedy is empty"
    for number, step in enumerate(code.remedy, start=1):
        yield from _text_problems(f"remedy[{number}]", step)
    for number, note in enumerate(code.notes, start=1):
        yield from _text_problems(f"notes[{number}]", note)
    if code.also is not None:
        yield from _text_problems("also", code.also)
    for alias in code.aliases:
        if not safe_name(alias):
            yield f"alias {alias!r} is not a safe path segment (A-Z, 0-9, _)"
    yield from _provenance_problems(code)
    yield from _advice_problems(code)


def _provenance_problems(code: Code) -> Iterable[str]:
    """What the tables say stays theirs; what no source says is labelled ours."""
    if not isinstance(code.family, Family):
        yield f"family {code.family!r} is not a Family"
        return
    first, second = code.family.tables
    main = {"meaning": code.meaning, **{f"remedy[{n}]": s for n, s in enumerate(code.remedy, 1)}}
    if code.documented:
        for where, text in main.items():
            if isinstance(text, T) and text.source is not first:
                yield f"{where} of a code its {first.value} documents must be that table's"
    if code.second_row is not None:
        if not isinstance(code.second_row, Row):
            yield f"second_row is not a Row of the {second.value}"
            return
        if code.second_row.name != code.name and code.second_row.name not in code.aliases:
            yield f"the {second.value}'s name {code.second_row.name!r} is not among the aliases"
        row = {
            "second_row.meaning": code.second_row.meaning,
            **{f"second_row.remedy[{n}]": s for n, s in enumerate(code.second_row.remedy, 1)},
        }
        for where, text in row.items():
            yield from _text_problems(where, text)
            if isinstance(text, T) and text.source is not second:
                yield f"{where} must be the {second.value}'s"
    if code.verdict not in ("none", "unstated") and code.recoverable_source is Source.OURS:
        yield "recoverable: no table says so; where no source says, it is None (not stated)"


def _advice_problems(code: Code) -> Iterable[str]:
    if not code.advice:
        yield "advice is empty: every code tells a program what to do"
        return
    for number, rule in enumerate(code.advice, start=1):
        if not isinstance(rule, Rule) or not isinstance(rule.action, Action):
            yield f"advice[{number}] is not a Rule with an Action"
        elif rule.step is None and rule.source is not Source.OURS:
            yield f"advice[{number}] names no step: only our own advice may say what no step says"
        elif rule.step is not None and not (
            isinstance(rule.step, int) and 1 <= rule.step <= len(code.remedy)
        ):
            yield f"advice[{number}].step {rule.step!r} is not a step of the remedy"
        elif rule.to is not None and not (
            isinstance(rule.to, int)
            and rule.step is not None
            and rule.step < rule.to <= len(code.remedy)
        ):
            yield f"advice[{number}].to {rule.to!r} is not a later step of the remedy"
        elif not isinstance(rule.source, Source):
            yield f"advice[{number}] has no provenance: the table whose step says it, or Source.OURS"
    if isinstance(code.advice[-1], Rule) and code.advice[-1].apis is not None:
        yield "advice: the last rule must be for any call (apis=None)"


def check(codes: Iterable[Code]) -> tuple[Code, ...]:
    """The codes, as a tuple; or ``RegistryError`` naming each code and field that cannot
    make a correct page.

    >>> from llm_status import find
    >>> broken = find("LLM_PARAM_INVALID")._replace(meaning=T("Invalid parameter", "", Source.PY_TABLE))
    >>> check([broken])
    Traceback (most recent call last):
    ...
    llm_status.registry.check.RegistryError: the registry cannot make a correct site:
      LLM_PARAM_INVALID: meaning.zh is empty
    """
    if isinstance(codes, (str, bytes)) or not isinstance(codes, Iterable):
        raise RegistryError(f"the registry is not a sequence of Code entries: {codes!r:.60}")
    codes = list(codes)
    if not codes:
        raise RegistryError("the registry is empty: CODES holds no code")
    problems = []
    seen: dict[str, tuple[int, str]] = {}  # family/path -> (entry, its name)
    for number, code in enumerate(codes):
        label = getattr(code, "name", repr(code))
        if not isinstance(code, Code):
            problems.append(f"{label!s:.60}: is not a Code entry")
            continue
        problems += [f"{label}: {problem}" for problem in _code_problems(code)]
        if not safe_name(code.name):
            continue
        for path in (code.name, *code.alias_paths):
            # Paths are a family's: hixl/codes/0/ and codes/0/ are two pages.
            key = f"{code.family.slug}/{path.lower()}"
            entry, other = seen.setdefault(key, (number, code.name))
            if entry == number:
                continue
            if other == code.name:  # the same entry written twice
                problems.append(f"{label}: defined twice (entries {entry + 1} and {number + 1})")
                break
            problems.append(f"{label}: value or name {path!r} is already {other}'s")
    if problems:
        raise RegistryError("the registry cannot make a correct site:\n  " + "\n  ".join(problems))
    return tuple(codes)


def symptom_problems(symptoms, codes: Iterable[Code]) -> list[str]:
    """What in the symptoms' data (``symptoms.py``) cannot work: a code that is no
    member, an empty text, a key twice, words with capitals (lines are compared
    lower-cased, so such words would never match).

    >>> from .symptoms import SYMPTOMS, Look
    >>> from .codes import CODES
    >>> symptom_problems(SYMPTOMS, CODES)
    []
    >>> broken = SYMPTOMS[0]._replace(lines=(("Wait Socket",),), codes=("LLM_NOPE",))
    >>> symptom_problems([broken], CODES)  # doctest: +NORMALIZE_WHITESPACE
    ['wait-socket-establish-timeout: LLM_NOPE is no code of the registry',
     "wait-socket-establish-timeout: 'Wait Socket' has capitals: lines are compared lower-cased"]
    """
    known = {code.qualified for code in codes if code.member}
    problems, keys = [], set()
    for symptom in symptoms:
        if "`" in symptom.title or _first_control(symptom.title) >= 0:
            problems.append(f"{symptom.key}: a backtick or control character in its title")
        slug = symptom.key.replace("-", "")
        if symptom.key in keys or not (slug.isascii() and slug.isalnum() and slug.islower()):
            problems.append(f"{symptom.key}: a key twice, or not a safe path")
        keys.add(symptom.key)
        problems += [
            f"{symptom.key}: {c} is no code of the registry"
            for c in symptom.codes
            if c not in known
        ]
        from . import error_manager  # its table: not loaded by every import of the enums

        problems += [
            f"{symptom.key}: {c} is no code the error manager registers"
            for c in symptom.manager_codes
            if not error_manager.of_code(c)
        ]
        if symptom.phase not in ("link", "transfer", "node"):
            problems.append(f"{symptom.key}: its phase is not link, transfer or node")
        looks = [h.supports for h in symptom.hypotheses] + [h.refutes for h in symptom.hypotheses]
        words = [w for line in symptom.lines for w in line]
        words += [w for look in looks if look is not None for line in look.lines for w in line]
        problems += [
            f"{symptom.key}: {w!r} has capitals: lines are compared lower-cased"
            for w in words
            if w != w.lower()
        ]
        for hypothesis in symptom.hypotheses:
            for field in ("says", "confirms", "rules_out", "next"):
                text = getattr(hypothesis, field)
                if not (text.en.strip() and text.zh.strip()):
                    problems.append(
                        f"{symptom.key}/{hypothesis.key}: {field} is empty in a language"
                    )
    return problems


def duplicate_names(codes: Iterable[Code]) -> list[str]:
    """The names that two entries of one family define (an enum cannot hold both)."""
    seen, twice = set(), []
    for code in codes:
        key = (code.family, code.name)
        if key in seen:
            twice.append(f"{code.name} defined twice: a name is one entry")
        seen.add(key)
    return twice


def main() -> int:
    """Check the package's registry: the problems on stderr and exit 1, or one line."""
    from .codes import CODES
    from .symptoms import SYMPTOMS

    try:
        check(CODES)
    except RegistryError as error:
        print(error, file=sys.stderr)
        return 1
    if problems := symptom_problems(SYMPTOMS, CODES):
        print("the symptoms cannot be read:\n  " + "\n  ".join(problems), file=sys.stderr)
        return 1
    print(f"the registry is sound: {len(CODES)} codes")
    return 0
