"""The "handle it in code" example of every generated page runs, and says what it shows."""

import doctest

import pytest

from llm_status.registry.codes import CODES
from llm_status.registry.record import LANGUAGES
from llm_status.site import code_page, index_page, localized

PAGES = [(code, lang) for code in CODES if code.member for lang in LANGUAGES]


def run_examples(markdown: str, name: str) -> doctest.TestResults:
    """Run the doctests of one page; a failure report names the page."""
    test = doctest.DocTestParser().get_doctest(markdown, {}, name, name, 0)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    report = []
    runner.run(test, out=report.append)
    assert not runner.failures, f"the examples of {name} fail:\n" + "".join(report)
    return runner.summarize(verbose=False)


@pytest.mark.parametrize("code, lang", PAGES, ids=lambda v: getattr(v, "name", v))
def test_the_example_of_every_code_page_runs(code, lang):
    name = localized(f"codes/{code.name}.md", lang)
    result = run_examples(code_page(code, lang), name)
    # A code with nothing to do (SUCCESS) has no "handle it in code": advice() alone.
    assert result.attempted >= (2 if code.verdict == "none" else 4)


def test_a_wrong_example_fails_naming_the_page():
    code = next(c for c in CODES if c.name == "LLM_TIMEOUT")
    page = code_page(code, "zh").replace("('RELINK', True)", "('RELINK', False)")
    with pytest.raises(AssertionError, match=r"codes/LLM_TIMEOUT\.zh\.md"):
        run_examples(page, "codes/LLM_TIMEOUT.zh.md")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_index_has_nothing_to_run(lang):
    assert not doctest.DocTestParser().get_examples(index_page(CODES, lang))


def test_write_markdown_writes_every_page_of_every_language(tmp_path):
    """Rendering without MkDocs: the same pages, on disk, for any other generator."""
    from llm_status.site import pages, write_markdown

    written = write_markdown(tmp_path)
    expected = {
        tmp_path / localized(uri, lang): text
        for lang in LANGUAGES
        for uri, text in pages(CODES, lang).items()
    }
    assert sorted(written) == sorted(expected)
    assert all(path.read_text("utf-8") == text for path, text in expected.items())
    # The Chinese page beside the English one, as mkdocs-static-i18n's suffix layout has it.
    page = (tmp_path / "codes" / "LLM_TIMEOUT.zh.md").read_text("utf-8")
    assert "处理超时" in page and "LLM_TIMEOUT" in page


@pytest.mark.parametrize("code, lang", PAGES, ids=lambda v: getattr(v, "name", v))
def test_every_page_says_which_upstream_it_describes(code, lang):
    """Like Microsoft Learn's "Applies to": the upstream commit, on the first screen."""
    from llm_status.registry import upstream_messages

    page = code_page(code, lang)
    first_screen = page[: page.index("\n## ")]
    assert f"/tree/{upstream_messages.COMMIT}" in first_screen
    assert upstream_messages.COMMIT_DATE in first_screen
