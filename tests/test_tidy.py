"""The tidy check on the real site, stage by stage, and on sites it must find fault with."""

import shutil

import pytest
from support import tidy


@pytest.mark.parametrize("stage", tidy.STAGES)
def test_the_site_is_tidy(site, stage):
    problems = list(tidy.STAGES[stage](site))
    assert not problems, "\n".join(problems)


def test_a_missing_page_and_a_stray_page_are_found(site, tmp_path):
    copy = tmp_path / "site"
    shutil.copytree(site, copy)
    shutil.rmtree(copy / "zh" / "codes" / "LLM_LINK_BUSY")
    shutil.copytree(copy / "codes" / "LLM_TIMEOUT", copy / "codes" / "LLM_CACHE_INCOMPATIBLE")
    problems = "\n".join(tidy.check(copy))
    assert "LLM_LINK_BUSY: no zh page at zh/codes/LLM_LINK_BUSY/" in problems
    assert "codes/LLM_CACHE_INCOMPATIBLE/: a page for a code that is not a member" in problems
    assert "zh/codes/LLM_LINK_BUSY/: published before, gone now" in problems


def test_an_unexplained_function_and_an_unlabelled_guess_are_found(site, tmp_path):
    copy = tmp_path / "site"
    shutil.copytree(site, copy)
    for lang in ("", "zh/"):
        page = copy / f"{lang}functions" / "index.html"
        page.write_text(page.read_text("utf-8").replace('id="pull_blocks"', 'id="x"'), "utf-8")
    page = copy / "codes" / "LLM_TIMEOUT" / "index.html"
    page.write_text(page.read_text("utf-8").replace("llm-src--ours", "llm-src--api", 1), "utf-8")
    problems = "\n".join(tidy.check(copy))
    assert "functions/: no section #pull_blocks explaining pull_blocks" in problems
    assert "zh/functions/: no section #pull_blocks explaining pull_blocks" in problems
    assert "functions/: #x is not a function of functions.py" in problems
    assert "LLM_TIMEOUT (en): 7 statements labelled ours, the registry has 8" in problems


def test_pages_that_differ_between_languages_are_found(site, tmp_path):
    copy = tmp_path / "site"
    shutil.copytree(site, copy)
    page = copy / "zh" / "codes" / "LLM_FAILED" / "index.html"
    page.write_text(page.read_text("utf-8").replace("<li>", "<li>extra step</li><li>", 1), "utf-8")
    problems = list(tidy.languages_have_the_same_structure(copy))
    assert len(problems) == 1 and problems[0].startswith("LLM_FAILED:")
