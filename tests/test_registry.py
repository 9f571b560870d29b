"""The registry, checked from other angles than the one it was written from."""

import re

import pytest
from upstream import cpp_only_codes, values_table

from llm_status import LLMStatusCode
from llm_status.codes import CODES, FUNCTIONS, functions_in, functions_named
from llm_status.record import LANGUAGES

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


def test_no_two_codes_share_a_name_or_a_value():
    names = [n for c in CODES for n in (c.name, *c.aliases)]
    values = [c.value for c in CODES]
    assert len(set(names)) == len(names)
    assert len(set(values)) == len(values)


def test_module_codes_are_in_their_range():
    for code in CODES:
        if code.value not in (0, 0xFFFFFFFF, -1, 507053, 507057):
            assert 0x5010B001 <= code.value <= 0x5010B0FF, code.name


@pytest.mark.parametrize("member", MEMBERS, ids=lambda m: m.name)
def test_every_member_speaks_both_languages(member):
    assert member.recoverable in (True, False, None)
    assert (member.recoverable is None) == (member is LLMStatusCode.LLM_SUCCESS)
    for lang in LANGUAGES:
        assert member.meaning[lang].strip()
        assert member.remedy[lang] and all(step.strip() for step in member.remedy[lang])
    assert len(member.remedy["en"]) == len(member.remedy["zh"])
    assert len(member.notes["en"]) == len(member.notes["zh"])
    # Each language is written in its own script (API names aside).
    assert HAN.search(member.meaning["zh"] + "".join(member.remedy["zh"]))
    assert not HAN.search(member.meaning["en"] + "".join(member.remedy["en"]))


@pytest.mark.parametrize("member", [m for m in MEMBERS if not m.documented], ids=lambda m: m.name)
def test_codes_the_table_leaves_out_say_the_text_is_ours(member):
    assert any("official table" in note for note in member.notes["en"])
    assert any("官方表格未收录" in note for note in member.notes["zh"])


@pytest.mark.parametrize("code", CODES, ids=lambda c: c.name)
def test_both_languages_name_the_same_functions(code):
    zh = code.meaning.zh + "".join(code.remedy_in("zh"))
    assert functions_in(zh) == functions_named(code)


def test_every_function_listed_is_named_by_some_remedy():
    named = {f for code in CODES for f in functions_named(code)}
    assert named == set(FUNCTIONS)


def test_the_disagreements_of_values_md_are_noted():
    assert any("not recoverable" in n for n in LLMStatusCode.LLM_TIMEOUT.notes["en"])
    assert any("reserved" in n for n in LLMStatusCode.LLM_LINK_BUSY.notes["en"])
    assert any("reserved" in n for n in LLMStatusCode.LLM_DEVICE_MEM_ERROR.notes["en"])
