"""What the browser reads: codes.json and messages.json (and their scripts for a
page opened from disk), and the search worker's extension."""

from __future__ import annotations

import json
import re
from collections.abc import Iterable

from ..export import registry_records
from ..i18n import MESSAGES, say
from ..links import (
    LOWER_PATHS,
    MANAGER_FOLDER,
    kind_path,
    manager_path,
    neighbour_path,
    page_path,
    torch_npu_path,
)
from ..names import (
    AROUND,
    BY_NAME,
    LONGEST_SHOWN,
    SUGGEST_CUTOFF,
    SUGGEST_PREFIXES,
    SUGGESTED,
    keys_of,
    led_by_a_word,
)
from ..neighbour_text import meaning_said
from ..reading import grammar
from ..reading import messages as line_messages
from ..reading.kinds import LOWER_FAMILY, rows_of
from ..registry import (
    error_manager,
    lower_layers,
    neighbour_contexts,
    neighbours,
    torch_npu,
    upstream_messages,
)
from ..registry.functions import ALL as FUNCTION_TABLE
from ..registry.kinds import KINDS
from ..registry.log_formats import ERROR_LEVELS, WRAPPERS
from ..registry.record import (
    FAMILIES,
    LANGUAGES,
    Code,
    Kind,
)
from ..registry.symptoms import SYMPTOMS
from ..verdict_words import verdict_labels
from .paths import DEFAULT_LANGUAGE, TRIAGE_IN_BROWSER, TRIAGE_PAGE


def codes_json(codes: Iterable[Code], site_url: str) -> str:
    """``codes.json``: the same records as ``llm-status list --json``."""
    return json.dumps(registry_records(site_url, tuple(codes)), ensure_ascii=False, indent=2) + "\n"


def messages_records() -> list[dict]:
    """What the site's log decoder needs to know a message when it sees one: for each
    template a log prints, the keyword it is indexed by and a pattern that reads alike
    in Python and JavaScript."""
    printed = tuple(m for m in upstream_messages.messages() if m.shows_as != "description")
    records = []
    for message, keyword in line_messages.keywords(printed).items():
        records.append(
            {
                "code": message.code,
                # The code's name, or null where the line's own number says which.
                "named": message.named_code,
                "keyword": keyword,
                "segments": line_messages.segments_of(message.template),
                "specific": message.specific,
                # What a line with no code of its own must say to take this one's
                # (line_messages.stands_alone).
                "plain": message.plain,
                "info_row": message.info_row,
                "numbered_row": message.errorno_row,
                "says_success": message.says_success,
                "length": len(message.literal.strip()),
                "template": message.template,
                "function": message.function,
                "site": message.site,
                "url": message.url,
                "shows_as": message.shows_as,
                "passes_on": message.passes_on,
                # How its number relates to the failure it passes on (fidelity M7), and
                # the code the call then fails with (M6): upstream_messages.Message.
                "passed_as": message.passed_as,
                "returned": message.returned,
                "converts": message.converts,
                # What the call returns next (the catalogue's column): chains and the
                # lower layer a line's "ret:" is of follow it.
                "returns": message.returns,
            }
        )
    return records


# The language hint's words (assets/language-hint.js), in the language of the reader it
# speaks to: every page carries both, as a <meta> the theme writes (overrides/main.html).
_LANGUAGE_HINT = {"label": "hint_label", "link": "hint_link", "close": "hint_close"}


def language_hint() -> dict[str, dict[str, str]]:
    """The language hint's sentences, by the reader's language (i18n's)."""
    return {
        lang: {k: MESSAGES[key][lang] for k, key in _LANGUAGE_HINT.items()} for lang in LANGUAGES
    }


def messages_json() -> str:
    """``messages.json``: loaded by the decoder only when someone pastes a log."""
    return json.dumps(messages_records(), ensure_ascii=False) + "\n"


def messages_script() -> str:
    """``messages.js``: the same data for a page opened from disk."""
    return f"window.__llmStatusMessages = {json.dumps(messages_records(), ensure_ascii=False)}\n"


def codes_script(codes: Iterable[Code], site_url: str) -> str:
    """``codes.js``: the same data for a page opened from disk, where a script may not fetch."""
    records = json.dumps(registry_records(site_url, tuple(codes)), ensure_ascii=False)
    return f"window.__llmStatusCodes = {records}\n"


def grammar_record() -> dict:
    """How a line of a log is read (``reading.grammar.grammar()``), in JavaScript's spelling: the
    browser's decoder interprets this; it holds no grammar of its own."""
    record = grammar.grammar()
    # The decoder's sentences, as the command says them (i18n): the page writes none.
    says = {lang: {key: MESSAGES[key][lang] for key in _DECODER_SAYS} for lang in LANGUAGES}
    # A pasted line of a symptom (wait socket establish timeout) that holds no code: the
    # decoder leads to the symptom's page (registry/symptoms.py), as the search does.
    symptoms = [
        {
            "location": f"symptoms/{s.key}/",
            "title": s.title,
            "lines": [list(line) for line in s.pasted_lines],
        }
        for s in SYMPTOMS
    ]
    return {
        **record,
        "line": grammar.javascript(record["line"]),
        # The lower layers' codes a line names after their words (kinds.lower_codes).
        "lower": {**lower_layers.shipped(), "paths": LOWER_PATHS, "families": LOWER_FAMILY},
        # The error manager's blocks (kinds.manager_block), read inside the wrappers
        # that relay a line (registry/log_formats.WRAPPERS, grammar.peel).
        "manager": {
            key: grammar.javascript(value) if isinstance(value, str) else value
            for key, value in error_manager.shipped(_manager_page).items()
        },
        # The neighbours' codes in their messages (kinds.neighbour_codes), and their pages.
        "neighbours": _neighbours_shipped(),
        # torch_npu's codes (kinds.torch_npu_code): "ERR02200 DIST ..." and its page.
        "torch_npu": torch_npu.shipped(lambda code: torch_npu_path(code, DEFAULT_LANGUAGE)),
        "wrappers": [grammar.javascript(w.pattern.pattern) for w in WRAPPERS],
        # What an ACL call's status becomes in each family (upstream_messages.ACL_CONVERTED).
        "acl_converted": {
            family: {
                name: code
                for (f, name), code in upstream_messages.ACL_CONVERTED.items()
                if f == family
            }
            for family in sorted({f for f, _ in upstream_messages.ACL_CONVERTED})
        },
        # Every other kind, in the order a line's findings list them (registry/kinds.py):
        # when a line is read for it (its group, the groups it is read after), and, for a
        # kind whose codes are one table, its pattern, rows and page (reading/kinds._tabled).
        "kinds": [_kind_shipped(kind) for kind in KINDS],
        "says": says,
        "symptoms": symptoms,
        # Where the decoder sends a paste that shows a symptom: triage in the page.
        "triage_ui": {"location": TRIAGE_PAGE, "anchor": TRIAGE_IN_BROWSER},
    }


def _kind_shipped(kind: Kind) -> dict:
    shipped = {
        "name": kind.name,
        "group": kind.group,
        "also_after": list(kind.also_after),
        "always": kind.always,
        "reader": kind.reader,  # lines.js's mechanism, as reading/kinds.READERS's
        "data": kind.data,  # the member of this grammar that holds its data
        "calls": kind.calls,
    }
    if kind.table is not None:
        rows = rows_of(kind)
        shipped["table"] = {
            "pattern": grammar.javascript(kind.pattern),
            "rows": {key: [row.name, row.value] for key, row in rows.items()},
            "path": kind_path(kind, None, DEFAULT_LANGUAGE),
        }
    return shipped


def _neighbours_shipped() -> dict:
    """The neighbours' grammar (neighbour_contexts.shipped), its patterns in JavaScript's spelling."""
    record = neighbour_contexts.shipped(
        lambda family, name: neighbour_path(family, name, DEFAULT_LANGUAGE)
    )
    record["contexts"] = [[f, grammar.javascript(p), code] for f, p, code in record["contexts"]]
    for key in ("mindie", "reason"):
        record[key] = grammar.javascript(record[key])
    record["reasons"] = [[n, grammar.javascript(p), *rest] for n, p, *rest in record["reasons"]]
    # MindIE's composed codes printed in their sources: the command's sentence, read by
    # their parts, in both languages (any other code of their form shows its head alone).
    for family in neighbours.COMPOSED:
        for name, row in record["codes"].get(family, {}).items():
            code = neighbours.code(family, name)
            row.append([meaning_said(code, "en"), meaning_said(code, "zh")])
    return record


_DECODER_SAYS = (
    "explain_success_only",
    "decoder_lower",
    "step_after",
    "step_depends",
    "unknown_in_range",
    "not_a_known_value",
    "passes_on",
    "colon",
    "on_line",
    "decoder_search",
    "decoder_triage",
    "decoder_symptom",
    "decoder_manager",
    "decoder_manager_inner",
    "decoder_torch_npu",
    "nb_code",
    "nb_no_meaning",
    "nb_enumerator",
    "nb_reason",
    "nb_message",
    "nb_propagated",
    "repeats_status",
    "fails_with",
    "fails_with_returns",
    "fails_with_acl",
)


def _manager_page(code: str) -> str:
    """An error manager's code's page, below a language's root (its index for none)."""
    return manager_path(code, DEFAULT_LANGUAGE) if code else MANAGER_FOLDER


def grammar_json() -> str:
    """``grammar.json``: read by the decoder with ``codes.json``."""
    return json.dumps(grammar_record(), ensure_ascii=False) + "\n"


def grammar_script() -> str:
    """``grammar.js``: the same data for a page opened from disk."""
    return f"window.__llmStatusGrammar = {json.dumps(grammar_record(), ensure_ascii=False)}\n"


# -- search ----------------------------------------------------------------------------


def _decimal_value(codes: Iterable[Code]) -> str:
    """A decimal as long as the codes' values of five digits or more run (a shorter
    number is any number)."""
    lengths = [len(str(c.value)) for c in codes if c.value >= 10**4]
    return rf"\d{{{min(lengths)},{max(lengths)}}}"


def log_line_pattern(codes: Iterable[Code]) -> str:
    """What makes a query a line of a log to the site's search (JavaScript's spelling, to
    be read ignoring case): a code's value as logs print it (a decimal as long as the
    codes' values run, a hex), the words that report a code (``ErrorNo:``, ``ret =``,
    ``status:``), a family's qualifier (``LLMStatusCode.``), an error level in brackets,
    a traceback or a raise.

    >>> import re
    >>> from llm_status.registry.codes import CODES
    >>> line = re.compile(log_line_pattern(CODES), re.I)
    >>> bool(line.search("PullKvBlocks failed, ret = 1343270938")), bool(line.search("link failed"))
    (True, False)
    """
    words = [
        rf"\b{_decimal_value(codes)}\b",
        r"\b0x[0-9a-f]{5,}\b",
        re.escape(upstream_messages.ERRORNO.rstrip(":")),
        *(rf"\b{re.escape(word)}\s*[:=]" for word in ("ret", "status")),
        *(re.escape(q) for f in FAMILIES for q in f.qualifiers if q.endswith(".")),
        *(re.escape(f"[{level}]") for level in ERROR_LEVELS),
        "Traceback",
        re.escape(upstream_messages.RAISED),
        "Exception:",
    ]
    return "(?:" + "|".join(words) + ")"


def search_extension(codes: Iterable[Code], lang: str) -> dict:
    """What the site's search worker (llm-status-search.js) adds to material's search, in
    ``lang``: the page each exact name or value leads to, and its labels."""
    codes = list(codes)
    names: dict[str, str] = {}
    results: dict[str, dict] = {}
    for code in codes:
        location = page_path(code, DEFAULT_LANGUAGE)
        for key in keys_of(code):
            names.setdefault(key, location)  # a value two families share: the first's
        if code.member:
            # A result says which code it is (three are "Processing timed out"): its
            # qualified name and value, and as its text the verdict and the first step.
            verdicts = say("list_separator_long", lang).join(
                label for _, label in verdict_labels(code, lang)
            )
            results[location] = {
                "title": f"{code.qualified} · {code.value}{say('colon', lang)}{code.meaning[lang]}",
                "text": f"{verdicts} · {code.remedy[0][lang]}",
            }
    # A public function's name typed whole (transfer_cache_async, CacheManager.pull_blocks)
    # leads to its entry on the functions page, which lists the codes it raises; a name
    # that is also a plain word (link, init) only in its qualified form; the library's
    # name (LLMDataDist's constructor) is a word of every page, not a query for it.
    classes = {function.owner.lower() for function in FUNCTION_TABLE}
    functions: dict[str, str] = {}
    for function in FUNCTION_TABLE:
        forms = [function.qualified] + ([function.name] if function.in_text else [])
        for form in forms:
            if form.lower() not in classes and form.lower() not in names:
                functions.setdefault(form.lower(), f"functions/#{function.anchor}")
    # One of a code's search phrases typed whole ("device OOM") leads to that code, as
    # ranking.rank puts it first; a phrase two codes carry leads nowhere of its own.
    holders: dict[str, set[str]] = {}
    for code in codes:
        for phrase in {p.lower() for each in LANGUAGES for p in code.also_in(each)}:
            holders.setdefault(phrase, set()).add(page_path(code, DEFAULT_LANGUAGE))
    phrases = {
        phrase: next(iter(pages))
        for phrase, pages in sorted(holders.items())
        if len(pages) == 1 and phrase not in names and phrase not in functions
    }
    # A bare name typed as a word ("timeout"): the pages names.led_by_a_word puts first.
    words = {}
    for code in codes:
        led = led_by_a_word(code.name.lower(), code) if code.member else []
        if len(led) > 1:
            words[code.name.lower()] = [page_path(c, DEFAULT_LANGUAGE) for c in led]
    other = next(each for each in LANGUAGES if each != lang)
    return {
        "lang": lang,
        "names": names,
        "words": words,
        "functions": functions,
        "phrases": phrases,
        "results": results,
        "around": AROUND,  # the punctuation stripped around an exact query
        "decoder": "",  # the home page, with #log=...
        # The other language's home, from this one's root (translations sit one level down).
        "other": f"{other}/" if lang == DEFAULT_LANGUAGE else "../",
        "labels": {
            "decode": say("search_decode", lang),
            "other": say("search_other", other),
            # A near miss of a name (LLM_TIMOUT), and a value in a family's range that no
            # code has (0x5010B0FE): the command's and the decoder's words.
            "did_you_mean": say("did_you_mean", lang, names="{names}"),
            "unknown": say(
                "unknown_in_range",
                lang,
                value="{value}",
                hex="{hex}",
                says=say("not_a_known_value", lang),
            ),
        },
        # "Did you mean" as the command says it (names.suggest): the names it compares
        # with (and each one's page), its cutoff and count, the prefix it retries with, and
        # the qualifiers a name may be written with (hixl::TIMEOT).
        "suggest": {
            "names": list(BY_NAME),
            "pages": {name: page_path(code, DEFAULT_LANGUAGE) for name, code in BY_NAME.items()},
            "cutoff": SUGGEST_CUTOFF,
            "count": SUGGESTED,
            "prefixes": list(SUGGEST_PREFIXES),
            "qualifiers": [q for f in FAMILIES for q in f.qualifiers],
            "longest": LONGEST_SHOWN,
        },
        "ranges": [list(f.bare_hex) for f in FAMILIES if f.bare_hex],
        # How a code's name stands in a line of words: a family's prefix (LLM_TIMEOUT), or
        # a qualifier where the names are plain words (hixl::TIMEOUT).
        "named": "|".join(
            [
                re.escape(f.prefix) + "[A-Z0-9_]+"
                if f.prefix
                else "(?:" + "|".join(map(re.escape, f.qualifiers)) + ")[A-Z0-9_]+"
                for f in FAMILIES
            ]
            + [r"0x[0-9a-f]+", _decimal_value(codes)]
        ),
        # A query that looks like a line of a log (the search offers the decoder with it).
        "log_line": log_line_pattern(codes),
        # The anchor of "What the log says" (toc's slug of its heading).
        "log_sections": [say("page_log", lang).lower().replace(" ", "-")],
        # A symptom's page, and the words (lower-cased) a pasted line of it holds: such a
        # line finds the symptom's page first (registry/symptoms.py).
        "symptoms": [
            {"location": f"symptoms/{s.key}/", "lines": [list(line) for line in s.pasted_lines]}
            for s in SYMPTOMS
        ],
    }
