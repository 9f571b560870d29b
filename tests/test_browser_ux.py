"""The UX review's findings (shared/reviews/ux-2026-12-01.md) in a real browser, each as a
reader would see it: the page's order, the index's filter and legend, the footer."""

from __future__ import annotations

from urllib.parse import urlsplit

import pytest
from support.browser import PHONE, SEARCH_READY, SETTLED, search


def _heading_y(page, text: str) -> float:
    return page.evaluate(
        "t => [...document.querySelectorAll('h2')].find(h => h.textContent.includes(t))"
        ".getBoundingClientRect().top",
        text,
    )


@pytest.mark.parametrize(
    ("lang", "log", "code"),
    [("en", "What the log says", "Handle it in code"), ("zh", "日志中的内容", "在代码中处理")],
)
def test_what_the_log_says_comes_before_the_sections_for_programs(page, root, lang, log, code):
    """P2-5: after what to do, the reader's next question is which message, from where."""
    page.goto(f"{root}{'' if lang == 'en' else 'zh/'}codes/LLM_TIMEOUT/")
    assert _heading_y(page, log) < _heading_y(page, code)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_index_filters_as_one_types_and_explains_its_labels(page, root, lang):
    page.set_viewport_size(PHONE)
    page.goto(f"{root}{'' if lang == 'en' else 'zh/'}codes/")
    box = page.locator(".llm-filter--index input")
    assert box.is_visible()
    rows = page.locator(".llm-index tbody tr:visible").count()
    box.fill("timeout")
    names = {
        t.strip()
        for t in page.locator(".llm-index tbody tr:visible td:first-child").all_text_contents()
    }
    assert {"LLM_TIMEOUT", "LLM_WAIT_PROCESS_TIMEOUT", "TIMEOUT"} <= names
    assert "LLM_LINK_BUSY" not in names
    count = page.locator(".llm-filter--index .llm-filter__count").text_content()
    assert str(len(names)) in count
    box.fill("503900")
    assert {
        t.strip()
        for t in page.locator(".llm-index tbody tr:visible td:first-child").all_text_contents()
    } == {"FAILED"}
    box.fill("")
    assert page.locator(".llm-index tbody tr:visible").count() == rows
    # The legend names every label the tables use.
    legend = page.locator("details.llm-legend")
    legend.locator("summary").click()
    for label in (
        "llm-badge--yes",
        "llm-badge--no",
        "llm-badge--unstated",
        "llm-src--ours",
        "llm-src--reserved",
    ):
        assert legend.locator(f".{label}").is_visible(), label


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_footer_has_the_benchmarks_and_a_way_to_report_a_wrong_remedy(page, root, lang):
    """Benchmarks leave the users' menu for the footer; every page says what it describes,
    when it was made, and links the issue form with the page filled in."""
    prefix = "" if lang == "en" else "zh/"
    page.goto(f"{root}{prefix}codes/LLM_TIMEOUT/")
    menu = page.locator(".md-nav--primary").inner_text()
    assert "Benchmarks" not in menu and "性能测试" not in menu
    footer = page.locator(".llm-footer")
    assert "9ed283b" in footer.inner_text()
    report = footer.locator("a[href*='issues/new']")
    assert "LLM_TIMEOUT" in report.get_attribute("href")
    footer.locator("a[href*='benchmarks']").click()
    page.wait_for_load_state()
    assert page.url.endswith(f"/{prefix}benchmarks/")


def test_a_link_says_where_it_goes_not_its_whole_address(page, root):
    """P3-8: LLM_DEVICE_MEM_ERROR's remedy linked a 100-character URL by itself."""
    page.goto(f"{root}codes/LLM_DEVICE_MEM_ERROR/")
    texts = page.eval_on_selector_all("article a[href^='http']", "as => as.map(a => a.textContent)")
    assert texts and not [t for t in texts if t.startswith("http")]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_search_results_say_which_code_and_what_to_do(page, root, lang):
    """P2-6: three codes are "Processing timed out"; each result names its code and value,
    and its text is the verdict and the first step, not struck-out words."""
    page.goto(f"{root}{'' if lang == 'en' else 'zh/'}")
    search(page, "timeout" if lang == "en" else "超时")
    titles = page.locator(".md-search-result__item h1").all_text_contents()
    assert any("LLM_TIMEOUT · 1343270938" in t for t in titles), titles
    assert any("hixl::TIMEOUT · 103901" in t for t in titles), titles
    first = page.locator(".md-search-result__item").first.inner_text()
    assert ("recoverable" if lang == "en" else "可恢复") in first


def test_a_line_that_names_its_code_puts_that_code_right_after_the_decoder(page, root):
    """P2-6: LLM_WAIT_PROCESS_TIMEOUT ranked above LLM_TIMEOUT for a line naming LLM_TIMEOUT."""
    page.goto(root)
    found = search(
        page, "pull_blocks failed, error code is LLMStatusCode.LLM_TIMEOUT, cache_key = 7"
    )
    assert "#log=" in found[0]
    assert "/codes/LLM_TIMEOUT/" in found[1]


@pytest.mark.parametrize(
    ("asked", "lang", "site_name", "menu", "query", "found"),
    [
        ("codes/NO_SUCH_CODE/", "en", "llm-status", "Status codes", "timeout", "/codes/"),
        ("zh/codes/NO_SUCH/", "zh", "llm-status 错误码手册", "错误码", "超时", "/zh/codes/"),
    ],
)
def test_the_404_page_has_one_language_and_searches_it(
    page, root, asked, lang, site_name, menu, query, found
):
    """P2-1: the 404 showed Chinese chrome at an English address, and searched English
    pages at a Chinese one."""
    response = page.goto(root + asked)
    assert response.status == 404
    assert page.locator(".md-header__topic").first.inner_text().strip() == site_name
    nav = page.locator("nav.md-nav--primary")
    assert menu in nav.inner_text()
    other = "错误码" if lang == "en" else "Status codes"
    assert other not in nav.inner_text()
    links = nav.locator("a").evaluate_all("as => as.map(a => new URL(a.href).pathname)")
    assert all(link.startswith("/zh/") == (lang == "zh") for link in links), links
    assert page.title() == site_name
    results = search(page, query)
    pages = [r for r in results if "#log=" not in r and "?q=" not in r]
    assert pages and all(("/zh/" in r) == (lang == "zh") for r in pages), results
    assert any(found in r for r in pages[:3])


@pytest.mark.parametrize(
    ("lang", "query", "title", "lands"),
    [
        ("en", "LLM_TIMOUT", "Did you mean LLM_TIMEOUT?", "codes/LLM_TIMEOUT/"),
        ("zh", "LLM_TIMOUT", "您是否要找：LLM_TIMEOUT？", "zh/codes/LLM_TIMEOUT/"),
        ("en", "0x5010B0FE", "1343271166 (0x5010B0FE): not the value of a known code", "#log="),
        ("zh", "5010B0FE", "1343271166（0x5010B0FE）：不是已知错误码的取值", "#log="),
    ],
)
def test_search_answers_a_slip_and_an_unknown_value_as_the_command_does(
    page, root, lang, query, title, lands
):
    """A near miss offers the name the command offers ("did you mean"), and a value in a
    family's range that no code has is "not the value of a known code", as the command
    and the decoder say it."""
    page.goto(f"{root}{'' if lang == 'en' else 'zh/'}")
    found = search(page, query)
    assert page.locator(".md-search-result__item h1").first.inner_text() == title
    assert lands in found[0]
    assert not [r for r in found if "?q=" in r]  # no hint towards the other language


def test_a_chinese_page_shows_no_result_before_anything_is_typed(page, root):
    """P2-2: "1 result: Search the English pages" stood in the empty box."""
    page.goto(root + "zh/")
    page.locator("input.md-search__input").click()
    page.wait_for_timeout(800)
    assert page.locator("li.md-search-result__item").count() == 0


def test_a_phrase_an_input_method_commits_searches(page, root):
    """The UX review: a Chinese phrase committed without a key-up never searched."""
    page.goto(root + "zh/")
    box = page.locator("input.md-search__input")
    box.click()
    page.wait_for_function(SEARCH_READY)
    # What an input method does: the text arrives while composing, then the commit.
    page.evaluate(
        """() => { const box = document.querySelector('input.md-search__input')
        box.dispatchEvent(new CompositionEvent('compositionstart'))
        box.value = '链路繁忙'
        box.dispatchEvent(new InputEvent('input', {inputType: 'insertCompositionText', isComposing: true}))
        box.dispatchEvent(new CompositionEvent('compositionend', {data: '链路繁忙'})) }"""
    )
    page.wait_for_selector("li.md-search-result__item")
    titles = page.locator(".md-search-result__item h1").all_text_contents()
    assert any("LLM_LINK_BUSY" in t for t in titles)
    assert not any("\u200b" in t for t in titles)


def test_a_phrase_inserted_whole_with_no_key_up_searches(page, root):
    """The UX review's P3-5: a Chinese phrase inserted as text (insertText) with no key-up
    after it ran no search, and the box kept saying 键入以开始搜索."""
    page.goto(root + "zh/")
    box = page.locator("input.md-search__input")
    box.click()
    page.wait_for_function(SEARCH_READY)
    page.evaluate(
        """() => { const box = document.querySelector('input.md-search__input')
        box.value = '链路繁忙'
        box.dispatchEvent(new InputEvent('input', {inputType: 'insertText', data: '链路繁忙'})) }"""
    )
    page.wait_for_selector("li.md-search-result__item")
    titles = page.locator(".md-search-result__item h1").all_text_contents()
    assert any("LLM_LINK_BUSY" in t for t in titles)


def test_a_name_in_a_phone_heading_breaks_after_an_underscore(page, root):
    page.set_viewport_size(PHONE)
    page.goto(root + "codes/LLM_CLUSTER_NUM_EXCEED_LIMIT/")
    heading = page.locator("article h1")
    assert heading.locator("wbr").count() == 4
    assert heading.inner_text().replace("¶", "").strip() == "LLM_CLUSTER_NUM_EXCEED_LIMIT"
    # Each line of the heading ends at an underscore or the name's end, never mid-word.
    fits = page.evaluate(
        "() => { const h = document.querySelector('article h1'); return h.scrollWidth <= h.clientWidth }"
    )
    assert fits


@pytest.mark.parametrize(("lang", "notes"), [("en", "Notes"), ("zh", "说明")])
def test_no_empty_notes_and_examples_speak_the_pages_language(page, root, lang, notes):
    from llm_status.registry.codes import CODES

    prefix = "" if lang == "en" else "zh/"
    bare = next(c for c in CODES if c.member and not c.notes and c.family.prefix)
    page.goto(f"{root}{prefix}codes/{bare.name}/")
    headings = [h.replace("¶", "").strip() for h in page.locator("article h2").all_text_contents()]
    assert notes not in headings, bare.name
    page.goto(f"{root}{prefix}codes/LLM_NOT_YET_LINK/")
    example = page.locator("article pre").first.inner_text()
    if lang == "zh":
        assert "报该错误码的调用" in example and "a call that failed" not in example
    else:
        assert "a call that failed with this code" in example


def _annotated_link(status: int, message: str, lang: str) -> tuple[str, str]:
    """The page and fragment of the link annotate() adds to an exception of ``status``."""
    import os

    from llm_status import annotate

    class Raised(Exception):
        status_code = status  # as upstream's exception carries it

    os.environ["LLM_STATUS_LANG"] = lang
    try:
        note = annotate(Raised(message)).__notes__[0]
    finally:
        del os.environ["LLM_STATUS_LANG"]
    link = note[note.index("https://") :].split()[0].rstrip("。.")
    path, fragment = link.split("llm-status.github.io/", 1)[1].split("#", 1)
    return path, fragment


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_link_annotate_adds_settles_the_call_and_opens_the_message(page, root, lang):
    """Like React's error decoder: the link in a traceback carries the call and the
    message (in the fragment, which no server sees); the page says what to do after that
    call, and opens the message the exception printed."""
    from llm_status.i18n import say

    message = "[pull_blocks] failed, error code is LLMStatusCode.LLM_TIMEOUT, cache_key = 7."
    path, fragment = _annotated_link(1343270938, message, lang)
    assert fragment.startswith("call=pull_blocks&msg=")
    page.goto(f"{root}{path}#{fragment}")
    settled = page.locator(".llm-flag--settled:visible")
    assert settled.count() == 1
    after = say("step_after", lang, call="pull_blocks", says=say("action_RELINK", lang))
    assert settled.inner_text().startswith(after)
    assert not page.locator(".llm-flag--depends").is_visible()
    # A message of the code's own, filled in: its template opens, folded as it was.
    message = "llm_datadist.status.LLMException: cache_desc placement must be HOST"
    path, fragment = _annotated_link(1343270917, message, lang)
    page.goto(f"{root}{path}#{fragment}")
    opened = page.locator(".llm-message--target")
    assert opened.is_visible() and "cache_desc placement must be HOST" in opened.inner_text()


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_link_from_a_traceback_shows_the_error_back_above_the_verdict(browser, root, lang):
    """P2-6 of 2026-12-02, on a phone: the message and the call the link carries are shown
    first; a call the remedy does not speak of is said; the message upstream printed is
    labelled and a link away, and the page stays at its verdict."""
    from llm_status.i18n import say

    message = "[link] failed, error code is LLMStatusCode.LLM_LINK_FAILED. Call DlHcclExchangeMemDesc failed, ret:5"
    path, fragment = _annotated_link(0x5010B009, message, lang)
    assert fragment.startswith("call=link&msg=")
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    page = context.new_page()
    page.goto(f"{root}{path}#{fragment}")
    yours = page.locator(".llm-yours")
    yours.wait_for()
    said = yours.inner_text()
    assert message in said and say("yours_from", lang, call="link") in said
    assert say("yours_no_rule", lang, call="link", calls="link_clusters") in said
    matched = page.locator(".llm-message--target")
    assert "Call DlHcclExchangeMemDesc failed" in matched.inner_text()
    assert say("yours_matches", lang) in matched.inner_text()
    assert page.evaluate("window.scrollY") == 0  # the verdict stays in view
    badge = page.locator("article .llm-badge").first
    assert badge.bounding_box()["y"] < PHONE["height"]
    yours.locator(".llm-yours__at").click()
    page.wait_for_function("window.scrollY > 0")
    context.close()


@pytest.mark.parametrize(("lang", "line_word"), [("en", "line 3"), ("zh", "第3行")])
def test_the_decoder_numbers_lines_and_a_line_without_a_code_leads_on(page, root, lang, line_word):
    """The UX review: no line numbers, and a line with no code was a dead end."""
    from urllib.parse import urlencode

    home = f"{root}{'' if lang == 'en' else 'zh/'}"
    log = "INFO start\nINFO still fine\n[ERROR] HIXL(1,python):2026-03-12-10:41:02.123.456 ret = 1343270938"
    page.goto(home + "#" + urlencode({"log": log}))
    item = page.wait_for_selector("#llm-decoder li[data-code='LLM_TIMEOUT']")
    assert line_word in item.inner_text()
    symptom = "HcclCommPrepare: wait socket establish timeout, role[0] rank[1] timeout[120]"
    page.locator("#llm-decoder textarea").fill(symptom)
    page.wait_for_selector("#llm-decoder .llm-decoder__none")
    link = page.locator("#llm-decoder .llm-decoder__symptom a")
    assert link.count() == 1 and "wait socket establish timeout" in link.inner_text()
    link.click()
    page.wait_for_load_state()
    assert "/symptoms/wait-socket-establish-timeout/" in page.url
    page.goto(home)
    page.locator("#llm-decoder textarea").fill("nothing to see here")
    page.wait_for_selector("#llm-decoder .llm-decoder__none")
    assert page.locator("#llm-decoder .llm-decoder__symptom").count() == 0
    search = page.locator("#llm-decoder .llm-decoder__search a")
    assert "q=nothing+to+see+here" in search.get_attribute("href")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_decoded_line_that_is_a_symptoms_leads_to_it_and_to_triage(page, root, lang):
    """P2-4 of 2026-12-02: HIXL's commonest line names FAILED and is a symptom of the
    guide's; under its code, its symptom's page and the triage of both ends."""
    from urllib.parse import urlencode

    home = f"{root}{'' if lang == 'en' else 'zh/'}"
    line = "Failed to connect to target: 10.0.0.7:20064, status: 503900"
    page.goto(home + "#" + urlencode({"log": line}))
    page.wait_for_selector("#llm-decoder li[data-code='FAILED']")
    symptom = page.locator("#llm-decoder .llm-decoder__symptom a")
    assert symptom.count() == 1
    assert symptom.get_attribute("href").endswith("symptoms/failed-to-connect-503900/")
    triage = page.locator("#llm-decoder .llm-decoder__triage a")
    assert triage.inner_text() == (
        "Triage both ends' logs of that time" if lang == "en" else "排查两端同一时段的日志"
    )
    assert triage.get_attribute("href").endswith("triage/#in-the-browser")
    triage.click()
    page.wait_for_load_state()
    assert urlsplit(page.url).path.endswith(("/triage/", "/zh/triage/")[lang == "zh"])
    assert page.locator("#in-the-browser").count() == 1  # the section it names is there
    page.goto(home + "#" + urlencode({"log": "ret = 1343270938"}))  # a code, no symptom
    page.wait_for_selector("#llm-decoder li[data-code='LLM_TIMEOUT']")
    assert page.locator("#llm-decoder .llm-decoder__triage").count() == 0


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_index_names_wrap_into_two_lines_at_most_on_a_desktop(page, root, lang):
    """P3-3 of 2026-12-02: at 1280 px, "LLM_PREFIX_ / ALREADY_ / EXIST" took three lines;
    now a name that splits after an "_" into two parts of 14 characters or fewer takes two
    lines at most, and still no table is wider than the column (the earlier fix)."""

    def halves(name: str) -> int:  # its longest part, split into two after an "_"
        cuts = [i + 1 for i, ch in enumerate(name) if ch == "_"]
        return min((max(i, len(name) - i) for i in cuts), default=len(name))

    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(f"{root}{'' if lang == 'en' else 'zh/'}codes/")
    lines = page.evaluate(
        """() => Array.from(document.querySelectorAll('.llm-index td:first-child a')).map(c => {
             const height = parseFloat(getComputedStyle(c).lineHeight)
             return [c.textContent, Math.round(c.getBoundingClientRect().height / height)]
           })"""
    )
    assert lines and [x for x in lines if x[1] > 2 and halves(x[0]) <= 14] == []
    wide = page.evaluate(
        """() => Array.from(document.querySelectorAll('.llm-index table')).filter(
             t => t.getBoundingClientRect().width > t.closest('article').getBoundingClientRect().width + 1).length"""
    )
    assert wide == 0


def test_no_hidden_tab_stop_before_the_content(page, root):
    """P3-4: the 8th Tab landed on the closed search's 0 px scroll area."""
    page.goto(root + "codes/LLM_TIMEOUT/")
    for _ in range(12):
        page.keyboard.press("Tab")
        size = page.evaluate(
            "(() => { const r = document.activeElement.getBoundingClientRect(); return [r.width, r.height] })()"
        )
        name = page.evaluate("document.activeElement.className")
        assert "md-search__scrollwrap" not in name
        assert size[1] > 0 or "md-option" in name  # material's own toggles are 0 px inputs


def test_on_a_phone_the_copy_button_leaves_the_first_line_clear(browser, root):
    """P3-2: the button sat over the first line of every code block."""
    context = browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True)
    page = context.new_page()
    page.goto(root + "codes/LLM_TIMEOUT/")
    clear = page.evaluate(
        """(() => [...document.querySelectorAll('article pre')].map(pre => {
          const button = pre.parentElement.querySelector('.md-code__button, .md-clipboard')
          const code = pre.querySelector('code')
          const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT)
          walker.nextNode()
          const range = document.createRange()
          range.selectNodeContents(walker.currentNode)
          const line = range.getClientRects()[0], box = button && button.getBoundingClientRect()
          return !box || !line || line.top >= box.bottom - 0.5
        }))()"""
    )
    context.close()
    assert clear and all(clear), clear


@pytest.mark.parametrize("path", ["codes/", "functions/", "zh/codes/"])
def test_the_table_of_contents_shows_whole_names(page, root, path):
    """P3-7: the index's and the functions page's contents cut LLM_CACHE_KEY_ALREAD… and
    CacheManager.transfer_c…: a name breaks after "_" instead."""
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(root + path)
    cut = page.eval_on_selector_all(
        ".md-nav--secondary .md-ellipsis",
        "es => es.filter(e => e.scrollWidth > e.clientWidth + 1).map(e => e.textContent.trim())",
    )
    assert page.locator(".md-nav--secondary .md-ellipsis").count() > 10
    assert cut == []


@pytest.mark.parametrize(
    "width, path",
    [
        (1280, "codes/"),
        (1280, "zh/codes/"),
        (1280, "triage/"),
        (1280, "functions/"),
        (1280, "codes/LLM_TIMEOUT/"),
        (390, "codes/LLM_TIMEOUT/"),
        (390, "zh/codes/LLM_TIMEOUT/"),
    ],
)
def test_no_table_is_wider_than_the_page(page, root, width, path):
    """P3-7, P3-8: five index tables were 3 to 22 px wider than the column at 1280 px,
    and LLM_TIMEOUT's Sources table 425 px on a 390 px phone."""
    page.set_viewport_size({"width": width, "height": 800})
    page.goto(root + path)
    wider = page.eval_on_selector_all(
        ".md-typeset__scrollwrap",
        "ws => ws.filter(w => w.scrollWidth > w.clientWidth + 1).map(w => w.scrollWidth - w.clientWidth)",
    )
    assert wider == []


def _slips() -> list[str]:
    """Names as people mistype them: the architecture review's, and for names of every
    family a letter dropped, two swapped, the prefix left off in lower case."""
    from llm_status.names import BY_NAME

    slips = ["LLM_LINK", "link_busy", "LLM_OUT_MEMORY", "hixl::TIMEOT", "LLM_TIMOUT", "adxl::FAILD"]
    for name in list(BY_NAME)[::6]:
        slips.append(name[:3] + name[4:])
        if len(name) > 7:
            slips.append(name[:5] + name[6] + name[5] + name[7:])
        slips.append(name.removeprefix("LLM_").lower())
    return slips


def test_search_offers_the_names_the_command_offers(page, root):
    """One "did you mean" (architecture review 2.4): the site's search offers, in order,
    the names ``names.suggest`` gives the command for the same word, and none where it
    gives none."""
    from llm_status.names import BY_NAME, parse_whole, suggest
    from llm_status.registry.record import FAMILIES

    qualifiers = [q for f in FAMILIES for q in f.qualifiers]
    page.goto(root)
    for slip in _slips():
        try:
            if parse_whole(slip) is not None:
                continue  # a slip that is a name after all
        except ValueError:
            pass
        word = slip
        for qualifier in qualifiers:
            if word.lower().startswith(qualifier.lower()):
                word = word[len(qualifier) :]
        expected = [f"Did you mean {name}?" for name in suggest(word)]
        search(page, slip)
        titles = page.locator(".md-search-result__item h1").all_inner_texts()
        offered = [t for t in titles if t.startswith("Did you mean")]
        assert offered == expected, slip
        assert all(n in BY_NAME for n in suggest(word))


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_home_pages_decoder_is_on_a_phones_first_screen(page, root, lang):
    """P3-9: on a phone the decoder's box starts on the first screen (it was at 850 px on
    an 844 px screen), its explanation under it."""
    page.set_viewport_size(PHONE)
    page.goto(f"{root}{'' if lang == 'en' else 'zh/'}")
    box = page.locator("#llm-decoder textarea").bounding_box()
    assert box["y"] + 40 < PHONE["height"], box


@pytest.mark.parametrize(("lang", "word", "negated"), [("zh", "可恢复", "不可恢复")])
def test_the_index_filter_does_not_take_a_word_for_its_negation(page, root, lang, word, negated):
    """P3-5: 可恢复 matched 不可恢复 ("显示36个错误码，共42个")."""
    page.goto(f"{root}zh/codes/")
    box = page.locator(".llm-filter--index input")
    box.fill(word)
    rows = page.locator(".llm-index tbody tr:visible").all_text_contents()
    assert rows and all(word in row for row in rows)
    assert not any(negated in row and row.count(word) == row.count(negated) for row in rows)
    # Nor 是否可恢复, the heading of codes upstream says nothing of (2026-12-04, P3-12).
    assert not any(row.count(word) == row.count("是否" + word) for row in rows)
    box.fill(negated)
    again = page.locator(".llm-index tbody tr:visible").all_text_contents()
    assert again and all(negated in row for row in again)


@pytest.mark.parametrize("width", [320, 360, 390])
@pytest.mark.parametrize("lang", ["", "zh/"])
def test_the_headers_site_name_is_shown_whole_on_a_phone(browser, root, lang, width):
    """UX review 2026-12-04, P3-11: the Chinese header read "llm-status 错误…" on a phone."""
    context = browser.new_context(
        viewport={"width": width, "height": 800}, is_mobile=True, has_touch=True
    )
    page = context.new_page()
    page.goto(root + lang)
    name = page.evaluate(
        "() => { const e = document.querySelector('.md-header__topic .md-ellipsis');"
        " return [e.textContent.trim(), e.scrollWidth <= e.clientWidth,"
        " e.scrollHeight <= e.clientHeight] }"
    )
    context.close()
    assert name == ["llm-status 错误码手册" if lang else "llm-status", True, True]


@pytest.mark.parametrize(
    ("lang", "query", "name"),
    [("en", "timeout", "LLM_TIMEOUT"), ("zh", "链路繁忙", "LLM_LINK_BUSY")],
)
def test_a_page_asks_for_the_search_index_only_when_a_reader_goes_to_search(
    page, root, lang, query, name
):
    """The UX review's P3-10 and issue 51's point 13: the 1.7 MB index was on every page's
    critical path. A page loads without it; focusing the box asks for it, once, and the
    search answers."""
    asked = []
    page.on("request", lambda r: asked.append(r.url) if "search_index" in r.url else None)
    page.goto(f"{root}{'' if lang == 'en' else 'zh/'}codes/LLM_TIMEOUT/", wait_until="load")
    page.wait_for_function(SETTLED)
    page.wait_for_timeout(500)  # a request sent after the load would show here
    assert asked == []
    results = search(page, query)
    assert len(asked) == 1 and asked[0].endswith(
        f"{'' if lang == 'en' else 'zh/'}search/search_index.json"
    )
    assert any(f"codes/{name}/" in url for url in results[:3])


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_code_pages_answer_from_the_index_s_first_part_and_the_sections_come_after(
    page, root, lang
):
    """Issue 53, 6: the index's first part (the code pages whole, each lower layer's and
    neighbour's page by its own entry) answers a search; its second part (their tables and
    registrations) is asked for once the first is in, and a message only those sections
    hold is found then. Without the second part the search still answers, and says so."""
    prefix = "" if lang == "en" else "zh/"
    held = []
    page.route("**/search/search_more.json", lambda route: held.append(route))
    page.goto(f"{root}{prefix}codes/", wait_until="load")
    box = page.locator("input.md-search__input")
    with page.expect_request(lambda r: r.url.endswith(f"/{prefix}search/search_more.json")):
        box.click()  # the first part asked for, then, once it is in, the second
    page.wait_for_function(
        "() => !/Initializing|初始化/.test("
        "document.querySelector('.md-search-result__meta').textContent)"
    )
    assert len(held) == 1 and page.evaluate("document.documentElement.dataset.llmSearch") == "asked"
    box.fill("LLM_LINK_BUSY")
    box.dispatch_event("keyup")
    first = page.locator("li.md-search-result__item a").first
    first.wait_for()
    assert "/codes/LLM_LINK_BUSY/" in first.get_attribute("href")
    box.fill("EI0006")
    box.dispatch_event("keyup")
    page.wait_for_function(
        "() => [...document.querySelectorAll('li.md-search-result__item a')]"
        ".some(a => a.href.includes('/layers/error-manager/EI0006/'))"
    )
    # A code that only MindIE MS's table holds (its page has no page a code): found once
    # the second part is in, typed before it was (the last query is answered again).
    page.evaluate("() => { document.querySelector('.md-search-result__meta').textContent = '' }")
    box.fill("MIE03E100001")
    box.dispatch_event("keyup")
    page.wait_for_function("() => document.querySelector('.md-search-result__meta').textContent")
    links = "[...document.querySelectorAll('li.md-search-result__item a')].map(a => a.href)"
    assert not any("/neighbours/mindie-ms/" in url for url in page.evaluate(links))
    held[0].continue_()
    page.wait_for_function("() => document.documentElement.dataset.llmSearch === 'whole'")
    page.wait_for_function(
        "() => [...document.querySelectorAll('li.md-search-result__item a')]"
        ".some(a => a.href.includes('/neighbours/mindie-ms/'))"
    )
    # The second part unreachable: the first still answers, and the page says "first".
    page.unroute("**/search/search_more.json")
    page.route("**/search/search_more.json", lambda route: route.abort())
    page.goto(f"{root}{prefix}codes/?q=LLM_TIMEOUT", wait_until="load")
    page.wait_for_function("() => document.documentElement.dataset.llmSearch === 'first'")
    first = page.locator("li.md-search-result__item a").first
    first.wait_for()
    assert "/codes/LLM_TIMEOUT/" in first.get_attribute("href")


@pytest.mark.parametrize("how", ["key", "address"])
def test_the_search_a_key_or_an_address_opens_has_its_index(page, root, how):
    """Material's "/" key opens the search (focus comes after); a link's ?q= searches at once."""
    if how == "key":
        page.goto(root + "codes/", wait_until="load")
        page.keyboard.press("/")
    else:
        page.goto(root + "codes/?q=LLM_LINK_BUSY", wait_until="load")
    page.wait_for_function(SEARCH_READY)
    assert page.evaluate("document.documentElement.dataset.llmSearch") == "whole"


@pytest.mark.parametrize(("lang", "query"), [("en", "link busy timeout"), ("zh", "链路 繁忙 超时")])
def test_search_results_list_no_missing_words(page, root, lang, query):
    """The UX review of 2026-12-04, P3-7: results listed the query's words a page lacks,
    struck through under "Missing". The ranking weighs them; the list shows what matched."""
    page.goto(f"{root}{'' if lang == 'en' else 'zh/'}codes/", wait_until="load")
    assert search(page, query)
    assert page.locator(".md-search-result__item").count() > 1
    assert page.locator(".md-search-result s, .md-search-result__terms").count() == 0


@pytest.mark.parametrize("lang", ["", "zh/"])
def test_a_symptoms_heading_takes_three_lines_at_most_on_a_phone(page, root, lang):
    """The UX review of 2026-12-04, P3-13: a symptom page's heading, a log's words in
    monospace, took four lines of a phone's first screen."""
    from llm_status.registry.symptoms import SYMPTOMS

    page.set_viewport_size(PHONE)
    tallest = 0.0
    for symptom in SYMPTOMS:
        page.goto(f"{root}{lang}symptoms/{symptom.key}/", wait_until="load")
        lines = page.evaluate(
            "() => { const h = document.querySelector('h1');"
            " return h.getBoundingClientRect().height / parseFloat(getComputedStyle(h).lineHeight) }"
        )
        tallest = max(tallest, lines)
    assert 1.9 < tallest <= 3.05


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_timeout_typed_as_a_word_finds_llm_timeout_first_as_the_command_does(page, root, lang):
    """Issue 51, 12 (the UX review of 2026-12-04, P3-7): "timeout" put LLM_TIMEOUT third.
    Typed as a word it leads, then HIXL's TIMEOUT; typed as HIXL writes it, HIXL's leads.
    The site and `llm-status search` list the same."""
    from llm_status import search as command_search

    page.goto(f"{root}{'' if lang == 'en' else 'zh/'}", wait_until="load")
    for query, led in (("timeout", 2), ("TIMEOUT", 1)):
        found = [urlsplit(url).path for url in search(page, query)[:led]]
        expected = [c.name for c in command_search(query, lang)[:led]]
        assert [path.rstrip("/").rsplit("/", 1)[-1] for path in found] == expected, query
    assert [c.qualified for c in command_search("timeout")[:2]] == ["LLM_TIMEOUT", "hixl::TIMEOUT"]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_decoder_names_a_line_of_only_success_as_explain_does(page, root, lang):
    """Issue 51, 8: a line that reports only success at INFO (an enum's repr in a list of
    returns) is explained as LLM_SUCCESS with its note that it names no failure; the home
    page's decoder said "No status code found". It says what explain says now."""
    import contextlib
    import io
    from urllib.parse import urlencode

    from llm_status.cli import main

    line = (
        "[INFO] LLMDATADIST(2741,python):2026-11-28-21:33:05.612.873 [llm_datadist.py:120] "
        "2741 pull_blocks returned [<LLMStatusCode.LLM_SUCCESS: 0>, <LLMStatusCode.LLM_SUCCESS: 0>]"
    )
    page.goto(
        f"{root}{'' if lang == 'en' else 'zh/'}#{urlencode({'log': line})}", wait_until="load"
    )
    page.wait_for_function(SETTLED)
    said = page.locator(".llm-decoder__success")
    said.wait_for()
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["explain", line, "--lang", lang]) == 0
    note = next(
        text for text in out.getvalue().splitlines() if "INFO" in text and "LLM_SUCCESS" in text
    )
    shown = " ".join(said.inner_text().split())
    assert said.get_attribute("data-code") == "LLM_SUCCESS"
    assert " ".join(note.lstrip("=> ").split())[:30] in shown
    assert page.locator(".llm-decoder__none").count() == 0
