"""Upstream's messages: every row is on a page and reachable from lookup; noise is not."""

import html
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support.catalogue_lines import (
    LOWER_VALUE,
    PASSED_ON_AS,
    PRINTED,
    ROWS,
    as_logged,
    family_of,
    fill,
)
from support.sitebuild import page_of

from llm_status import decode, find
from llm_status.links import page_path
from llm_status.reading import messages as line_messages
from llm_status.reading.logs import hit_of
from llm_status.registry import upstream_messages as catalogue
from llm_status.registry.record import LANGUAGES

# A template that prints the call's result: a number after words that say so ("ret: 0x%X",
# "result = %d"); the other numbers of such rows are handles, counts and flags.
PRINTS_RESULT = re.compile(r"(?i)\b(?:ret|result|error code|status)\b[^%]{0,6}%[-#0-9.]*l*[diouxX]")


def test_the_catalogue_has_every_row_of_upstream():
    assert len(ROWS) == 1003 + 1923  # LLM-DataDist's, then HIXL's and ADXL's
    assert {m.origin for m in ROWS} == {
        "cpp-check",
        "cpp-info",
        "cpp-desc",
        "py-check",
        "py-raise",
        "py-status",
        "hixl-check",
        "hixl-info",
        "adxl-check",
        "adxl-info",
    }
    # What a row's code and its call's return can be (upstream's README names them).
    names = {m.code for m in ROWS} - catalogue.PASSED_ON
    assert all(find(PASSED_ON_AS[family_of(m)]) and find(m.code) for m in ROWS if m.named_code)
    assert {m.returns for m in ROWS} - names - catalogue.PASSED_ON <= {"-", "raise"}


# The oracle, computed once (not once a row): each row's text as a log fills it, and the
# codes the rows that print the same text report (two rows may print one text and report
# different codes: a line of that text may be any of theirs).
FILLED = {m.site: fill(m.template) for m in PRINTED}
REPORTED_BY_TEXT: dict[str, set[str]] = {}
for _m in PRINTED:
    if _m.code not in ("acl", "hccl"):
        _name = _m.named_code or find(PASSED_ON_AS[family_of(_m)]).name
        REPORTED_BY_TEXT.setdefault(FILLED[_m.site], set()).add(_name)


@pytest.mark.parametrize("message", PRINTED, ids=lambda m: m.site)
def test_every_printed_message_resolves_to_its_code_and_template(message):
    if message.code in ("acl", "hccl"):
        # A lower layer's call failed: the line names the lower layer's code it prints
        # (aclError, HcclResult), and none of ours.
        layer, value = LOWER_VALUE[message.code]
        number = value if PRINTS_RESULT.search(message.template) else 3
        line = as_logged(message, fill(message.template, number=number))
        hit = hit_of(1, line, everything=True)
        named = {(lower.layer, lower.value) for lower in (hit.lower if hit else ())}
        assert named == {(layer, value)}, line
        assert hit is None or not hit.codes, line
        return
    filled = FILLED[message.site]
    hit = hit_of(1, as_logged(message, filled))
    if message.origin.endswith("-info"):
        # An early return logged at INFO carries no number: it names the code its row
        # reports, and none where the row reports none or success (fidelity W4).
        reports = message.named_code if message.named_code and not message.says_success else None
        assert (hit.code.name if hit else None) == reports
        return
    if line_messages.keyword_of_message(message) is None:
        pytest.skip("no literal word to know it by (a template of placeholders only)")
    if message.shows_as == "exception" and not message.specific and message.code != "*":
        # An exception's text alone is too little: beside its code it is found.
        hit = hit_of(1, as_logged(message, filled) + f" ({message.code})")
    assert hit is not None and hit.message is not None
    # Two templates may print the same text ({ip_and_port}ip:port, {listen_ip_info}ip:port),
    # or the same but for a full stop at the end.
    assert fill(hit.message.template).rstrip(".") == filled.rstrip(".")
    # Rows that print the same text may report different codes: any of theirs.
    assert hit.code.name in REPORTED_BY_TEXT[filled]


def test_only_a_template_with_no_word_of_four_letters_is_never_matched():
    unknowable = [m for m in PRINTED if line_messages.keyword_of_message(m) is None]
    assert "ip not set" in {m.template for m in unknowable}
    assert not any(re.search(r"[A-Za-z_]{4}", m.literal) for m in unknowable)


def test_no_template_matches_a_line_of_realistic_noise():
    from support.upstream import DATA

    noise = [
        line
        for line in (DATA / "noise.log").read_text("utf-8").splitlines()
        if line and not line.startswith("#")
    ]
    assert len(noise) > 20
    assert decode("\n".join(noise)) == []


def test_the_threshold_is_what_keeps_generic_templates_off_noise():
    """Three noise lines print generic templates ("%s is not assigned"): only the
    threshold keeps them from being read as LLM_PARAM_INVALID."""
    generic = [m for m in PRINTED if not m.specific]
    assert {"%s is not assigned", "cache id:%ld not found", "No comm link yet"} <= {
        m.template for m in generic
    }
    line = "[lru] cache id:7 not found, loading it from disk"
    assert hit_of(1, line) is None
    # Beside the code, the same words say where it comes from.
    assert hit_of(1, line + " ErrorNo: 1343270917").message.template == "cache id:%ld not found"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_row_is_on_its_codes_page(site, lang):
    by_code = {}
    for message in ROWS:
        if message.named_code is not None:
            by_code.setdefault(message.code, []).append(message)
    for name, messages in by_code.items():
        path = page_of(site, page_path(find(name), lang))
        text = html.unescape(path.read_text("utf-8"))  # what the reader sees
        for message in messages:
            assert message.template in text, (name, message.site)
            if message.shows_as != "description":
                assert message.url in text, (name, message.site)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_failed_calls_message_is_on_its_functions_section(site, lang):
    path = page_of(site, "functions/" if lang == "en" else f"{lang}/functions/")
    text = html.unescape(path.read_text("utf-8"))
    for message in (m for m in ROWS if m.code == "*"):
        section = message.function
        if f'id="{section}"' in text:
            assert message.url in text, message.site


@settings(max_examples=200, deadline=None)
@given(
    message=st.sampled_from(
        [
            m
            for m in PRINTED
            if m.specific and m.code not in ("acl", "hccl") and m.shows_as == "exception"
        ]
    ),
    number=st.integers(min_value=0, max_value=2**32).map(str),
    text=st.text(
        alphabet=st.characters(codec="ascii", categories=("L", "N")), min_size=1, max_size=12
    ),
)
def test_any_values_in_a_specific_template_still_find_it(message, number, text):
    """Whatever values a log prints into a template, the line still names its code."""
    line = f"llm_datadist.status.LLMException: {fill(message.template, number, text)}"
    hit = hit_of(1, line)
    assert hit is not None
    if message.named_code is not None:
        # Rows that print the same text may report different codes: any of them.
        alike = {m.code for m in PRINTED if fill(m.template) == fill(message.template)}
        assert alike & {c.name for c in hit.codes}


def test_messages_are_attributed_to_the_calls_that_really_reach_them():
    """The fidelity review's W1 and W2, from upstream's source: pull_blocks reaches
    LLMDataDistV2::PullCache (as pull_cache does), never PullBlocks, which only the C++
    API's PullKvBlocks calls; a helper's init in llm_utils.py is not LLMDataDist.init."""
    by_function = {}
    for message in PRINTED:
        by_function.setdefault(message.function, []).append(message)
    pull_cache = by_function["LLMDataDistV2::PullCache"]
    assert all(m in catalogue.of_function("pull_blocks") for m in pull_cache)
    assert all(m in catalogue.of_function("pull_cache") for m in pull_cache)
    pull_blocks = by_function["LLMDataDistV2::PullBlocks"]
    assert not any(m in catalogue.of_function("pull_blocks") for m in pull_blocks)
    assert {catalogue.group_of(m) for m in pull_blocks} == {("cpp_api", "PullKvBlocks")}
    helper = [m for m in PRINTED if m.path.endswith("llm_utils.py") and m.function == "init"]
    assert helper and not any(m in catalogue.of_function("init") for m in helper)


def test_a_template_that_lost_its_priu64_still_finds_its_line():
    """The review: 9 templates end in a lone % where upstream wrote "%" PRIu64 (the
    extraction lost the macro), and never matched the number a real line prints."""
    lone = [
        m for m in PRINTED if re.search(r"(?<!%)%(?![-+ #0-9.hlzjtLdiouxXfFeEgGcspn%])", m.template)
    ]
    assert len(lone) >= 9
    for message in lone:
        if message.code in ("acl", "hccl"):  # a lower layer's status: no code of ours
            continue
        text = re.sub(r"(?<!%)%(?![-+ #0-9.hlzjtLdiouxXfFeEgGcspn%])", "184467", message.template)
        hit = hit_of(1, as_logged(message, fill(text)))
        assert hit is not None and hit.message is not None, message.site
        assert fill(hit.message.template) == fill(message.template), message.site
