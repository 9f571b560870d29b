"""The registry, checked from other angles than the one it was written from."""

import io
import re

import pytest
from support.upstream import (
    api_reference_functions,
    cpp_only_codes,
    registered_descriptions,
    values_table,
)

from llm_status import LLMStatusCode
from llm_status.names import functions_in, functions_named
from llm_status.registry import functions
from llm_status.registry.codes import CODES, FUNCTIONS
from llm_status.registry.record import FAMILIES, HIXL, LANGUAGES, Source

MEMBERS = list(LLMStatusCode)
HAN = re.compile(r"[\u4e00-\u9fff]")


def test_members_names_and_values_are_upstreams():
    assert [(m.name, m.value) for m in MEMBERS] == [(r.name, r.value) for r in values_table()]
    assert len(MEMBERS) == 29


def test_documented_is_the_official_tables_column():
    assert {m.name: m.documented for m in MEMBERS} == {r.name: r.in_table for r in values_table()}


def test_the_cpp_only_codes_are_known_but_not_members():
    cpp_only = {c.name: c.value for c in CODES if not c.member}
    assert cpp_only == cpp_only_codes()
    assert not set(cpp_only) & set(LLMStatusCode.__members__)


def test_no_two_codes_share_a_name_nor_a_family_a_value():
    names = [n for c in CODES for n in (c.name, *c.aliases)]
    assert len(set(names)) == len(names)
    for family in FAMILIES:
        values = [c.value for c in CODES if c.family is family]
        assert len(set(values)) == len(values), family.name


def test_module_codes_are_in_their_range():
    for code in CODES:
        if code.family is HIXL:
            assert code.value == 0 or code.value % 100000 == 3900 or 103900 <= code.value <= 103999
        elif code.value not in (0, 0xFFFFFFFF, -1, 507053, 507057):
            assert 0x5010B001 <= code.value <= 0x5010B0FF, code.name


@pytest.mark.parametrize("member", MEMBERS, ids=lambda m: m.name)
def test_every_member_speaks_both_languages(member):
    assert member.recoverable in (True, False, None)
    # None is the table's 无 for LLM_SUCCESS alone; elsewhere it is "no source says".
    assert (member.info.verdict == "none") == (member is LLMStatusCode.LLM_SUCCESS)
    assert (member.recoverable is None) == (member.info.verdict in ("none", "unstated"))
    for lang in LANGUAGES:
        assert member.meaning[lang].strip()
        assert member.remedy[lang] and all(step.strip() for step in member.remedy[lang])
    assert len(member.remedy["en"]) == len(member.remedy["zh"])
    assert len(member.notes["en"]) == len(member.notes["zh"])
    # Each language is written in its own script (API names aside).
    assert HAN.search(member.meaning["zh"] + "".join(member.remedy["zh"]))
    assert not HAN.search(member.meaning["en"] + "".join(member.remedy["en"]))


@pytest.mark.parametrize(
    "code", [c for c in CODES if c.first_row is None and c.second_row is None], ids=lambda c: c.name
)
def test_codes_no_table_documents_say_their_text_is_ours(code):
    """Meaning and remedy are labelled ours, recoverability is not stated, and the meaning
    rests on the description upstream registers, which a note quotes word for word."""
    assert code.meaning.source is Source.OURS
    assert all(step.source in (Source.OURS, Source.API) for step in code.remedy)
    assert code.recoverable is None and code.verdict == "unstated"
    assert code.remedy[0].en.startswith("Upstream gives no remedy")
    assert code.remedy[0].zh.startswith("上游未给出")
    description = registered_descriptions().get(code.name)
    notes = " ".join(code.notes_in("en")) + " ".join(code.notes_in("zh"))
    if description is None:  # the C++-only codes: upstream defines none
        assert not code.member and "defines no description" in notes
    else:
        assert f'"{description}"' in notes and f"“{description}”" in notes


@pytest.mark.parametrize("code", CODES, ids=lambda c: c.name)
def test_both_languages_name_the_same_functions(code):
    zh = code.meaning.zh + "".join(code.remedy_in("zh"))
    assert functions_in(zh) == functions_named(code)


def test_every_function_of_the_page_is_in_upstreams_api_reference():
    # That every function a text names is on the page: tidy's stage texts -> functions page.
    assert set(FUNCTIONS) <= {f.name for f in functions.ALL}


def test_the_functions_are_every_public_function_of_the_api_reference():
    documented = api_reference_functions()
    ours = {(f.owner or f.name, f.name) for f in functions.LLMDATADIST + functions.CACHE_MANAGER}
    assert ours == documented


def test_the_reserved_codes_say_so():
    assert any("reserved" in n for n in LLMStatusCode.LLM_DEVICE_MEM_ERROR.notes["en"])
    assert "预留" in LLMStatusCode.LLM_LINK_BUSY.info.second_row.remedy[0].zh


def test_the_registry_check_runs_as_a_command():
    """make test runs it before the tests: the shipped registry is one the site can build."""
    import subprocess
    import sys

    result = subprocess.run(
        [sys.executable, "-m", "llm_status.registry"], capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("the registry is sound:") and not result.stderr


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_where_the_tables_disagree_every_front_shows_both_verdicts(lang):
    """LLM_TIMEOUT: the Python table says recoverable, the C++ table not. The command,
    the JSON, the exception's note, the page's badge and its first screen say both."""
    import contextlib

    from llm_status.cli import main
    from llm_status.exception import note_for
    from llm_status.export import code_record
    from llm_status.i18n import say
    from llm_status.site import code_page

    differ = [c for c in CODES if c.tables_differ_on_recovery]
    assert [c.name for c in differ] == ["LLM_TIMEOUT"]  # today; the test covers any
    for code in differ:
        each = [
            say(
                "by_table",
                lang,
                table=say("table_" + t.value, lang),
                says=say("verdict_" + v, lang),
            )
            for t, v in code.verdicts_by_table
        ]
        assert len(each) == 2
        record = code_record(code, "/")
        assert [b["label"][lang] for b in record["badges"]] == each
        assert set(record["recoverable_by_table"].values()) == {"yes", "no"}
        assert all(text in note_for(code, lang) for text in each)
        page = code_page(code, lang)
        first_screen = page[: page.index("\n## ")]
        assert all(text in first_screen for text in each)
        # Said once there, by the badges: no flag and no value line repeat it (P3-6).
        second = say("table_" + code.family.tables[1].value, lang)
        flag = say("flag_second_verdict", lang, table=second, verdict=say("verdict_no", lang))
        assert flag not in first_screen
        body = first_screen[first_screen.index("\n# ") :]  # below the front matter
        assert all(body.count(text) == 1 for text in each)
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            assert main(["explain", code.name, "--lang", lang]) == 0
        shown = " ".join(out.getvalue().split())
        assert all(
            say(
                "by_table", lang, table=say("table_" + t.value, lang), says=say("answer_" + v, lang)
            )
            in shown
            for t, v in code.verdicts_by_table
        )
