"""Upstream's messages: every row is on a page and reachable from lookup; noise is not."""

import html
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sitebuild import page_of

from llm_status import catalogue, decode, find
from llm_status.links import page_path
from llm_status.logs import hit_of
from llm_status.record import LANGUAGES

ROWS = catalogue.messages()
PRINTED = [m for m in ROWS if m.shows_as != "description"]
PLACEHOLDER = re.compile(
    r"%[-+ #0]*\d*(?:\.\d+)?(?:hh|h|ll|l|z|j|t|L)?[diouxXfFeEgGcspn]|\{[^{}]*\}|<code>|<info>"
)


def fill(template: str, number: str = "17", text: str = "req_7") -> str:
    """A template with its placeholders filled as a log fills them."""

    def value(match: re.Match) -> str:
        token = match.group()
        if token == "<code>":
            return "LLM_TIMEOUT"
        if token[0] == "%" and token[-1] in "diouxX":
            return number
        if token[0] == "%" and token[-1] in "fFeEgG":
            return "1.5"
        return text

    return PLACEHOLDER.sub(value, template)


def as_logged(message: catalogue.Message, filled: str) -> str:
    """The line a user has: a plog ERROR line for C++, an exception's text for Python."""
    if message.shows_as == "plog":
        value = find(message.code).value
        return (
            "[ERROR] LLMDATADIST(2741,python):2026-11-28-21:33:05.612.873 "
            f"[{message.path.rsplit('/', 1)[-1]}:{message.line}][HIXL] 2741 {message.function}: "
            f"ErrorNo: {value} {filled}"
        )
    return f"llm_datadist.status.LLMException: {filled}"


def test_the_catalogue_has_every_row_of_upstream():
    assert len(ROWS) == 392 + 777  # LLM-DataDist's, then HIXL's and ADXL's
    assert {m.origin for m in ROWS} == {
        "cpp-check",
        "cpp-desc",
        "py-check",
        "py-raise",
        "py-status",
        "hixl-check",
        "adxl-check",
    }


@pytest.mark.parametrize("message", PRINTED, ids=lambda m: m.site)
def test_every_printed_message_resolves_to_its_code_and_template(message):
    hit = hit_of(1, as_logged(message, fill(message.template)))
    if catalogue.keyword_of_message(message) is None:
        pytest.skip("no literal word to know it by (a template of placeholders only)")
    if message.shows_as == "exception" and not message.specific and message.code != "*":
        # An exception's text alone is too little: beside its code it is found.
        hit = hit_of(1, as_logged(message, fill(message.template)) + f" ({message.code})")
    assert hit is not None and hit.message is not None
    # Two templates may print the same text ({ip_and_port}ip:port, {listen_ip_info}ip:port).
    assert fill(hit.message.template) == fill(message.template)
    expected = "LLM_TIMEOUT" if message.code == "*" else message.code
    assert hit.code.name == expected


def test_a_template_of_placeholders_only_is_never_matched():
    unknowable = [m for m in PRINTED if catalogue.keyword_of_message(m) is None]
    assert {m.template for m in unknowable} <= {"{device_id}"}


def test_no_template_matches_a_line_of_realistic_noise():
    from upstream import DATA

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
        if message.code != "*":
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
    message=st.sampled_from([m for m in PRINTED if m.specific]),
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
    if message.code != "*":
        # Rows that print the same text may report different codes: any of them.
        alike = {m.code for m in PRINTED if fill(m.template) == fill(message.template)}
        assert alike & {c.name for c in hit.codes}
