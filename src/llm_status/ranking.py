"""``search()``: codes ranked by how well their text answers the words, as people type them.

Every word counts and none is required: BM25 over each code's fields, weighted
(its names, its meaning in both tables, the phrases people search it by, its
remedy, notes and upstream's messages). English is cut into words (an
identifier also into its parts: ``pull_cache``, ``pull``, ``cache``); Chinese,
which has no spaces, into overlapping pairs of characters, on both sides, so
that a phrase typed without spaces finds the words of a page without a
dictionary. A code's exact name or value, or one of upstream's messages,
puts its code first.
"""

from __future__ import annotations

import contextlib
import math
import re
from collections import Counter
from functools import lru_cache

from .reading import messages as line_messages
from .registry.codes import CODES
from .registry.record import LANGUAGES, Code

# How much a word found in each field weighs.
_WEIGHTS = {"name": 4.0, "meaning": 3.0, "also": 3.0, "remedy": 1.5, "notes": 0.5, "log": 1.0}
_K1, _B = 1.2, 0.75
_KEYWORD = re.compile(r"\w{4,}", re.ASCII)
_WORD = re.compile(r"[a-z0-9]+(?:_[a-z0-9]+)*|[\u3400-\u9fff]+")
# Words of a question that say nothing about a code.
_STOP = frozenset(
    {"a", "an", "and", "the", "of", "to", "in", "on", "for", "is", "are", "was", "be"}
    | {"with", "by", "at", "from", "or", "it", "this", "that", "when", "what", "why"}
    | {"how", "using", "use", "my", "i", "after", "before"}
)


def tokens(text: str) -> list[str]:
    """The words of ``text`` as the index holds them.

    >>> tokens("pull_cache超时了")
    ['pull_cache', 'pull', 'cache', '超时', '时了']
    """
    out = []
    for word in _WORD.findall(text.lower()):
        if word[0] >= "\u3400":  # Chinese: pairs of characters, or the one alone
            out += [word[i : i + 2] for i in range(len(word) - 1)] or [word]
        elif "_" in word:
            out += [word, *word.split("_")]
        elif word not in _STOP:
            out.append(word)
    return out


def _fields(code: Code) -> dict[str, list[str]]:
    """The text of each field of a code, both languages, as tokens."""
    from .registry import upstream_messages  # late: reading upstream's messages is work

    names = [code.name, code.qualified, *code.aliases, str(code.value), code.hex]
    meaning = [code.meaning[lang] for lang in LANGUAGES]
    remedy = [step[lang] for step in code.remedy for lang in LANGUAGES]
    if code.second_row is not None:  # the second table's words: 重复建链
        meaning += [code.second_row.meaning[lang] for lang in LANGUAGES]
        remedy += [step[lang] for step in code.second_row.remedy for lang in LANGUAGES]
    text = {
        "name": names,
        "meaning": meaning,
        "also": [phrase for lang in LANGUAGES for phrase in code.also_in(lang)],
        "remedy": remedy,
        "notes": [note[lang] for note in code.notes for lang in LANGUAGES],
        "log": [m.template for m in upstream_messages.of_code(code.name)],
    }
    return {field: tokens(" ".join(parts)) for field, parts in text.items()}


class _Index:
    def __init__(self, codes: tuple[Code, ...]):
        self.codes = codes
        self.fields = [{f: Counter(t) for f, t in _fields(code).items()} for code in codes]
        self.lengths = [{f: sum(c.values()) for f, c in doc.items()} for doc in self.fields]
        self.average = {
            f: max(1.0, sum(lengths[f] for lengths in self.lengths) / len(codes)) for f in _WEIGHTS
        }
        having = Counter(t for doc in self.fields for t in set().union(*doc.values()))
        self.idf = {t: math.log(1 + (len(codes) - n + 0.5) / (n + 0.5)) for t, n in having.items()}

    def score(self, number: int, terms: list[str]) -> float:
        total = 0.0
        doc, lengths = self.fields[number], self.lengths[number]
        for term in terms:
            idf = self.idf.get(term)
            if idf is None:
                continue
            for field, weight in _WEIGHTS.items():
                tf = doc[field].get(term, 0)
                if tf:
                    norm = 1 - _B + _B * lengths[field] / self.average[field]
                    total += weight * idf * tf * (_K1 + 1) / (tf + _K1 * norm)
        return total


@lru_cache(maxsize=1)
def _index() -> _Index:
    return _Index(CODES)


# Below this score the best code shares a word or two with the query, no more (ours,
# measured: the held-out queries of tests/data/search-queries.tsv that name no code score
# 12.6 and up, but for the one-word "日志" at 2.3; "use_ascend_direct", "kubernetes pod
# evicted" and the misspelt "LLM_TIMOUT" score 0.6 to 3.9).
WEAK_BELOW = 5.0


class Ranked(list):
    """The codes ``rank`` found, best first, and whether the best answers the words well
    (``strong``): named exactly, one of upstream's messages, a meaning whole, or a score
    of at least ``WEAK_BELOW``."""

    strong = False


def rank(words: str, limit: int | None = None) -> Ranked:
    """The codes whose text answers ``words``, best first; a code the words name exactly
    (a name, a value, hex) first of all.

    >>> [c.name for c in rank("too many clusters")][:1]
    ['LLM_CLUSTER_NUM_EXCEED_LIMIT']
    >>> sorted(c.name for c in rank("申请的内存没有释放")[:2])
    ['LLM_DEVICE_OUT_OF_MEMORY', 'LLM_OUT_OF_MEMORY']
    """
    from .names import UnknownCode, exact_code, led_by_a_word

    first: list[Code] = []
    with contextlib.suppress(UnknownCode):
        first = led_by_a_word(words, exact_code(words))
    # Words that are one of upstream's messages name its code too (a message alone
    # has three words at least: upstream_messages.MIN_WORDS).
    if not first and len(words.split()) >= 3:
        matcher = line_messages.matcher()
        held = [w for w in _KEYWORD.findall(words) if w in matcher.by_keyword]
        message = matcher.match(words.strip(), (), held) if held else None
        if message is not None and message.named_code is not None:
            first = [exact_code(message.code)]
    # The words are a code's meaning, whole ("内存不足"): that code first, too.
    said = words.strip().lower()
    first += [
        code
        for code in CODES
        if said in {code.meaning[lang].lower() for lang in LANGUAGES}
        or (
            code.second_row
            and said in {code.second_row.meaning[lang].lower() for lang in LANGUAGES}
        )
    ]
    # The words are one of a code's search phrases, whole ("device OOM", "internal
    # error"): that code next. The phrases stand on the code the source returns for the
    # symptom (LLM_OUT_OF_MEMORY, LLM_FAILED), where the words alone rank a code of that
    # name the source never returns (the fidelity review's M13).
    first += [
        code
        for code in CODES
        if said in {p.lower() for lang in LANGUAGES for p in code.also_in(lang)}
    ]
    index = _index()
    terms = tokens(words)
    scored = [(index.score(n, terms), -n, code) for n, code in enumerate(index.codes)]
    scored.sort(reverse=True)
    ranked = [code for score, _, code in scored if score > 0]
    found = list(dict.fromkeys(first + ranked))
    found = Ranked(found[:limit] if limit else found)
    found.strong = bool(first) or (bool(scored) and scored[0][0] >= WEAK_BELOW)
    return found
