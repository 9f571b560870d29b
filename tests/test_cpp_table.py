"""Every code's ``cpp`` row says what the official C++ table says, and nothing it does not."""

import re

import pytest
from support.upstream import cpp_constants, cpp_table, sentences

from llm_status import find
from llm_status.registry.codes import CODES
from llm_status.registry.record import LLM_DATADIST

ANSWERS = {"是": True, "否": False, "无": None}
ROWS = cpp_table()


def test_the_table_has_18_codes_and_the_registry_has_a_row_for_each():
    assert len(ROWS) == 18
    in_registry = {
        code.second_row.name
        for code in CODES
        if code.family is LLM_DATADIST and code.second_row is not None
    }
    assert in_registry == {row.name for row in ROWS}


def test_the_constants_have_the_registry_values():
    constants = cpp_constants()
    assert len(constants) == 18
    for name, value in constants.items():
        assert find(name).value == value, name


@pytest.mark.parametrize("row", ROWS, ids=lambda row: row.name)
def test_meaning_recoverability_and_every_step(row):
    code = find(row.name)  # the C++ name finds the code (LLM_WAIT_PROC_TIMEOUT included)
    assert code.second_row.name == row.name
    assert code.second_row.meaning.zh == row.meaning
    assert code.second_row.recoverable is ANSWERS[row.recoverable]
    # Every sentence, and no other; where the cell numbers its steps, the same steps.
    assert sentences("".join(s.zh for s in code.second_row.remedy)) == sentences("".join(row.steps))
    if len(row.steps) > 1:
        assert [sentences(s.zh) for s in code.second_row.remedy] == [
            sentences(s) for s in row.steps
        ]
    # Word for word, its punctuation too (the fidelity review's S7), white space aside.
    assert re.sub(r"\s+", "", "".join(s.zh for s in code.second_row.remedy)) == re.sub(
        r"\s+", "", "".join(row.steps)
    )


@pytest.mark.parametrize(
    "name", ["LLM_WAIT_PROCESS_TIMEOUT", "LLM_DEVICE_OUT_OF_MEMORY"], ids=lambda n: n
)
def test_the_codes_only_the_cpp_table_documents_say_what_it_says(name):
    code = find(name)
    assert not code.documented
    assert code.meaning == code.second_row.meaning
    assert code.recoverable is code.second_row.recoverable
    assert code.remedy == code.second_row.remedy


def test_the_differences_the_issue_names_are_there():
    timeout, busy, already = find("LLM_TIMEOUT"), find("LLM_LINK_BUSY"), find("LLM_ALREADY_LINK")
    assert timeout.first_row.recoverable is True and timeout.second_row.recoverable is False
    assert busy.second_row.remedy[0].zh == "预留错误码，暂不会返回。"
    assert (already.first_row.meaning.zh, already.second_row.meaning.zh) == (
        "已经建过链",
        "重复建链",
    )
