"""HIXL, LLM-DataDist's successor, as a second family: its table, ADXL's, lookup, pages."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from support.sitebuild import page_of
from support.upstream import cpp_constants, sentences, simple_table

from llm_status import Action, HixlStatus, LLMStatusCode, UnknownCode, advice, decode, find, lookup
from llm_status.links import page_path
from llm_status.lookup import namesakes
from llm_status.registry.codes import CODES
from llm_status.registry.record import HIXL, LANGUAGES, LLM_DATADIST, Source

ANSWERS = {"是": True, "否": False, "无": None}
HIXL_ROWS = simple_table("HIXL-error-code.zh.md")
ADXL_ROWS = simple_table("ADXL-error-code.deprecated.zh.md")
HIXL_CODES = [c for c in CODES if c.family is HIXL]
SCRIPT = Path(sys.executable).with_name("llm-status")

# Lines of real public reports (a vllm-ascend issue, a Mooncake issue).
REAL = [
    (
        "E0730 11:02:03.123456 4242 ascend_direct_transport.cpp:1140] Failed to connect to "
        "target: 80.48.37.141:20022, status: 103905",
        "UNSUPPORTED",
    ),
    (
        "E0804 09:15:41.654321 4243 transfer_executor_base.cpp:263] Failed to connect to "
        "target: 10.196.186.72:20064, status: 503900, errmsg: E19999: Inner Error!",
        "FAILED",
    ),
]


def test_the_hixl_table_has_its_nine_codes_and_the_registry_each():
    assert len(HIXL_ROWS) == 9
    assert {row.name for row in HIXL_ROWS} == {c.name for c in HIXL_CODES}
    assert cpp_constants("HIXL-error-code.zh.md") == {c.name: c.value for c in HIXL_CODES}


@pytest.mark.parametrize("row", HIXL_ROWS, ids=lambda r: r.name)
def test_every_code_says_what_the_hixl_table_says(row):
    code = find(f"hixl::{row.name}")
    assert code.documented and code.meaning.zh == row.meaning
    assert code.recoverable is ANSWERS[row.recoverable]
    assert sentences("".join(code.remedy_in("zh"))) == sentences(row.steps[0])
    assert code.meaning.source is Source.HIXL_TABLE


@pytest.mark.parametrize("row", ADXL_ROWS, ids=lambda r: r.name)
def test_every_code_of_adxl_has_its_row_as_the_second(row):
    code = find(f"adxl::{row.name}")
    assert code.second_row.name == row.name and code.second_row.meaning.zh == row.meaning
    assert code.second_row.recoverable is ANSWERS[row.recoverable]
    assert sentences("".join(s.zh for s in code.second_row.remedy)) == sentences(row.steps[0])


def test_adxl_has_the_same_names_and_values_less_resource_exhausted():
    assert cpp_constants("ADXL-error-code.deprecated.zh.md") == {
        c.name: c.value for c in HIXL_CODES if c.name != "RESOURCE_EXHAUSTED"
    }
    assert find("hixl::RESOURCE_EXHAUSTED").second_row is None


def test_the_remedy_that_differs_in_adxls_table_is_said(site):
    for lang, words in (
        ("en", "The tables differ on: the remedy."),
        ("zh", "两张表格的不同之处：解决办法。"),
    ):
        text = page_of(site, page_path(find("hixl::UNSUPPORTED"), lang)).read_text("utf-8")
        assert words in text


@pytest.mark.parametrize("line, name", REAL, ids=["vllm-ascend", "mooncake"])
def test_the_two_real_lines_resolve(line, name):
    code = find(line)
    assert code.family is HIXL and code.name == name
    assert [c.name for h in decode(line) for c in h.codes] == [name]


@pytest.mark.parametrize(
    "text, name",
    [
        ("ErrorNo: 103900 invalid", "PARAM_INVALID"),
        ("hixl::TIMEOUT", "TIMEOUT"),
        ("adxl::NOT_CONNECTED", "NOT_CONNECTED"),
        ("ret = hixl::ALREADY_CONNECTED", "ALREADY_CONNECTED"),
        ("203900", "RESOURCE_EXHAUSTED"),
        ("0x7B05C", "FAILED"),
        ("hixl.UNSUPPORTED", "UNSUPPORTED"),
    ],
)
def test_every_printed_form_finds_the_hixl_code(text, name):
    code = find(text)
    assert (code.family, code.name) == (HIXL, name)


def test_a_number_no_family_has_stays_unknown():
    with pytest.raises(UnknownCode, match="103906"):
        find("103906")
    assert decode("status: 103906") == []


def test_a_bare_word_in_a_log_is_not_a_hixl_code():
    """TIMEOUT and FAILED are words of every log: in a line they count only qualified."""
    assert decode("request FAILED after TIMEOUT, see SUCCESS rate") == []


def test_the_exact_spelling_decides_and_the_namesake_is_offered():
    assert find("PARAM_INVALID").family is HIXL
    assert find("LLM_PARAM_INVALID").family is LLM_DATADIST
    assert [c.name for c in namesakes(find("PARAM_INVALID"))] == ["LLM_PARAM_INVALID"]
    out = subprocess.run(
        [str(SCRIPT), "explain", "PARAM_INVALID"],
        capture_output=True,
        text=True,
        env={**os.environ, "LLM_STATUS_LANG": "en"},
    ).stdout
    assert "LLM_PARAM_INVALID is LLM-DataDist's code of the same name" in " ".join(out.split())


def test_a_shared_value_is_the_first_familys():
    assert find("0").name == "LLM_SUCCESS" and find("hixl::SUCCESS").family is HIXL


def test_the_enum_compares_equal_to_hixls_integers():
    assert HixlStatus.TIMEOUT == 103901 and HixlStatus(503900) is HixlStatus.FAILED
    assert lookup("status: 103905") is HixlStatus.UNSUPPORTED
    assert lookup(HixlStatus.TIMEOUT) is HixlStatus.TIMEOUT
    assert len(LLMStatusCode) == 29  # LLM-DataDist's members are as they were


def test_hixls_resource_exhausted_is_retried_later():
    # That no code is retried where its table says it does not recover: test_advice.py.
    assert advice("hixl::RESOURCE_EXHAUSTED").action is Action.RETRY_LATER


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_index_lists_hixl_and_links_its_pages(site, lang):
    # That every code has its page and aliases: tidy's stages and test_site.py.
    index = page_of(site, "codes/" if lang == "en" else f"{lang}/codes/").read_text("utf-8")
    assert "HIXL" in index and 'href="../hixl/codes/TIMEOUT/"' in index


def test_codes_json_and_list_know_the_family(site):
    records = json.loads((site / "codes.json").read_text("utf-8"))
    hixl = [r for r in records if r["family"] == "HIXL"]
    assert len(hixl) == 9 and {r["qualified"] for r in hixl} >= {"hixl::TIMEOUT"}
    listed = subprocess.run(
        [str(SCRIPT), "list", "--family", "HIXL", "--json"], capture_output=True, text=True
    )
    assert {r["name"] for r in json.loads(listed.stdout)} == {c.name for c in HIXL_CODES}
    explained = subprocess.run(
        [str(SCRIPT), "explain", REAL[0][0], "--json"], capture_output=True, text=True
    )
    record = json.loads(explained.stdout)
    assert (record["family"], record["name"]) == ("HIXL", "UNSUPPORTED")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_decode_names_hixls_code_with_its_library(tmp_path, lang):
    """UX review 2026-12-04, P3-8: "FAILED: Generic failure" named no library."""
    import subprocess
    import sys
    from pathlib import Path

    log = tmp_path / "p.log"
    log.write_text("Failed to connect to target: 10.0.0.7:20064, status: 503900\n", "utf-8")
    script = Path(sys.executable).with_name("llm-status")
    done = subprocess.run(
        [script, "decode", "--lang", lang, str(log)], capture_output=True, text=True
    )
    assert "-> HIXL FAILED" in done.stdout, done.stdout
