"""The Chinese of every documented code says what the official table says."""

import re

import pytest
from support.upstream import official_table, sentences

from llm_status import LLMStatusCode

ANSWERS = {"是": True, "否": False, "无": None}
ROWS = official_table()


def test_the_table_has_the_22_documented_codes():
    documented = {m.name for m in LLMStatusCode if m.documented}
    assert {row.name for row in ROWS} == documented
    assert len(ROWS) == 22


@pytest.mark.parametrize("row", ROWS, ids=lambda row: row.name)
def test_meaning_and_recoverability(row):
    member = LLMStatusCode[row.name]
    assert member.meaning["zh"] == row.meaning
    assert member.recoverable is ANSWERS[row.recoverable]


@pytest.mark.parametrize("row", ROWS, ids=lambda row: row.name)
def test_remedy_says_every_sentence_and_no_other(row):
    ours = sentences("".join(LLMStatusCode[row.name].remedy["zh"]))
    assert ours == sentences(row.remedy)


@pytest.mark.parametrize("row", ROWS, ids=lambda row: row.name)
def test_remedy_keeps_the_tables_punctuation(row):
    """Word for word means its 。；: too (the fidelity review's S7): the steps, put
    together, are the cell, white space aside."""
    ours = "".join(LLMStatusCode[row.name].remedy["zh"])
    assert re.sub(r"\s+", "", ours) == re.sub(r"\s+", "", row.remedy)


@pytest.mark.parametrize("row", [r for r in ROWS if r.remark], ids=lambda row: row.name)
def test_remarks_of_the_table_are_notes(row):
    notes = sentences("".join(LLMStatusCode[row.name].notes["zh"]))
    for sentence in sentences(row.remark):
        assert sentence in notes
