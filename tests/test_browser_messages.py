"""Long lists of upstream's messages in a real browser: a link to one message opens it,
a search lands on it, and the filter narrows the list as one types."""

from __future__ import annotations

import pytest
from support.browser import search


def _open_groups(page) -> int:
    return page.eval_on_selector_all("details.llm-messages", "ds => ds.filter(d => d.open).length")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_link_to_one_message_opens_its_group_and_shows_it(page, root, lang):
    prefix = "" if lang == "en" else "zh/"
    anchor = "m-llm_datadist-api-llm_datadist_impl-cc-44"  # "ip not set", one of 358
    page.goto(f"{root}{prefix}codes/LLM_PARAM_INVALID/")
    assert _open_groups(page) == 0  # a long list starts folded
    page.goto(f"{root}{prefix}codes/LLM_PARAM_INVALID/#{anchor}")
    target = page.locator(f"#{anchor}")
    assert target.text_content() == "ip not set"
    assert target.is_visible()
    assert page.evaluate(f"document.getElementById('{anchor}').closest('details').open")
    # The link on the item is the same address, for a reader to copy.
    link = page.locator(f'a.llm-message-link[href="#{anchor}"]')
    assert link.count() == 1 and link.get_attribute("aria-label")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_filter_narrows_a_long_list_as_one_types(page, root, lang):
    prefix = "" if lang == "en" else "zh/"
    page.goto(f"{root}{prefix}codes/LLM_PARAM_INVALID/")
    box = page.locator(".llm-filter input")
    assert box.is_visible()
    # The folded groups are not built until something needs them (message_group).
    assert page.locator(".llm-messages li").count() == 0
    box.fill("tensor_num_per_layer")
    total = page.locator(".llm-messages li").count()
    assert total > 300
    visible = page.locator(".llm-messages li:visible")
    assert 0 < visible.count() < 20
    assert all("tensor_num_per_layer" in t for t in visible.all_text_contents())
    count = page.locator(".llm-filter__count").text_content()
    assert str(visible.count()) in count and str(total) in count
    box.fill("")
    assert _open_groups(page) == 0  # cleared: folded again, as it was


def test_a_folded_group_shows_its_messages_when_opened(page, root):
    page.goto(root + "codes/LLM_PARAM_INVALID/")
    group = page.locator("details.llm-messages").first
    group.locator("summary").click()
    items = group.locator("li")
    assert items.count() >= 1 and items.first.is_visible()
    assert items.first.locator("code").get_attribute("id").startswith("m-")


def test_a_search_for_a_message_lands_on_it_opened(page, root):
    page.goto(root)
    results = search(page, "Multiply overflow when multiplying")
    assert results and "/codes/LLM_PARAM_INVALID/" in results[0]
    page.locator("li.md-search-result__item a").first.click()
    page.wait_for_selector(".llm-message--target")
    target = page.locator(".llm-message--target")
    assert "Multiply overflow" in target.text_content()
    assert target.is_visible()


def test_without_the_script_the_filter_is_not_offered(browser, root):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(f"{root}codes/LLM_PARAM_INVALID/")
    assert not page.locator(".llm-filter").is_visible()
    context.close()


def test_a_malformed_fragment_is_ignored_not_an_exception(page, root):
    """Adversarial review L9: "#%E0%A4%A&call=%zz" threw "URI malformed" on every code
    page, and the page's other links stopped working."""
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(root + "codes/LLM_PARAM_INVALID/#%E0%A4%A&call=%zz")
    page.wait_for_load_state("networkidle")
    assert errors == []
