"""The built site in a real browser: search, the language menu, aliases, clean loads, screenshots."""

from __future__ import annotations

import struct
from pathlib import Path
from urllib.parse import urlencode, urlsplit

import pytest
from browser import LAPTOP, PHONE, search, serve
from hypothesis import HealthCheck, given, settings
from test_hostile import LOGS
from upstream import log_lines

DATA = Path(__file__).parent / "data"


def _queries():
    rows = []
    for line in (DATA / "search-queries.tsv").read_text("utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            lang, query, expected = line.split("\t")
            rows.append((lang, query, expected.split("|")))
    return rows


@pytest.fixture(scope="module")
def root(site):
    with serve(site) as url:
        yield url


def _code_of(url: str, root: str) -> str:
    """``http://host/zh/codes/LLM_X/?h=..`` -> ``LLM_X``; other pages by their path."""
    path = urlsplit(url).path
    parts = [p for p in path.split("/") if p]
    if "codes" in parts and parts.index("codes") + 1 < len(parts):
        return parts[parts.index("codes") + 1]
    return path


@pytest.mark.parametrize("lang, query, expected", _queries(), ids=lambda v: str(v))
def test_a_search_finds_the_code_in_its_language(page, root, lang, query, expected):
    home = root if lang == "en" else root + f"{lang}/"
    page.goto(home)
    results = search(page, query)
    top = [_code_of(url, root) for url in results[:3]]
    assert set(top) & set(expected), f"{query!r} -> {top}"
    # Results stay in the page's language.
    for url in results:
        assert urlsplit(url).path.startswith("/zh/") == (lang == "zh"), url


@pytest.mark.parametrize("lang, other", [("en", "zh"), ("zh", "en")])
def test_the_language_menu_lands_on_the_twin_and_back(page, root, lang, other):
    start = root + ("" if lang == "en" else f"{lang}/") + "codes/LLM_LINK_BUSY/"
    twin = root + ("" if other == "en" else f"{other}/") + "codes/LLM_LINK_BUSY/"
    page.goto(start)
    for target, hreflang in ((twin, other), (start, lang)):
        page.hover(".md-header__option .md-select")
        page.click(f"a.md-select__link[hreflang={hreflang}]")
        page.wait_for_url(target)
        assert page.locator("h1").inner_text().startswith("LLM_LINK_BUSY")


@pytest.mark.parametrize(
    "alias, canonical",
    [
        ("codes/llm_timeout/", "codes/LLM_TIMEOUT/"),
        ("codes/1343270939/", "codes/LLM_LINK_BUSY/"),
        ("zh/codes/0x5010b01a/", "zh/codes/LLM_TIMEOUT/"),
        ("zh/codes/llm_seq_len_over_limit/", "zh/codes/LLM_SEQ_LENOVERLIMIT/"),
    ],
)
def test_an_alias_lands_on_the_canonical_page(page, root, alias, canonical):
    page.goto(root + alias)
    page.wait_for_url(root + canonical)
    assert page.locator("h1").inner_text().startswith(canonical.split("/")[-2])


PAGES = ["", "codes/", "codes/LLM_TIMEOUT/", "functions/"]


@pytest.mark.parametrize("path", PAGES + [f"zh/{p}" for p in PAGES])
def test_a_page_loads_cleanly(page, root, path):
    failures, outside, errors = [], [], []
    page.on("response", lambda r: r.status >= 400 and failures.append(f"{r.status} {r.url}"))
    page.on("requestfailed", lambda r: failures.append(f"failed {r.url}"))
    page.on(
        "request",
        lambda r: not r.url.startswith((root, "data:", "blob:")) and outside.append(r.url),
    )
    page.on("console", lambda m: m.type == "error" and errors.append(m.text))
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(root + path, wait_until="networkidle")
    # The page states its content security policy (a violation is a console error).
    policy = page.locator('meta[http-equiv="Content-Security-Policy"]')
    assert "default-src 'none'" in policy.get_attribute("content")
    search(page, "timeout")  # the search worker and its index load too
    if path in ("", "zh/"):  # the decoder fetches codes.json, then messages.json
        page.locator("#llm-decoder textarea").fill("cache_desc placement must be HOST")
        page.wait_for_selector("#llm-decoder.llm-decoder--messages li[data-site]")
    assert not failures and not outside and not errors


def _decoded(page) -> list[str]:
    page.wait_for_selector("#llm-decoder.llm-decoder--ready")
    return page.eval_on_selector_all(
        "#llm-decoder li[data-code]", "items => items.map(i => i.dataset.code)"
    )


@pytest.mark.parametrize("line, expected, where", log_lines(), ids=lambda v: str(v)[:30])
def test_the_log_decoder_agrees_with_the_shared_test_vectors(page, root, line, expected, where):
    page.goto(root + "#" + urlencode({"log": line}))
    if line.strip():
        page.wait_for_selector("#llm-decoder.llm-decoder--messages")
    assert _decoded(page) == expected
    sites = page.eval_on_selector_all(
        "#llm-decoder li[data-site]", "items => items.map(i => i.dataset.site)"
    )
    assert sites == ([where] if where else [])


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_log_decoder_decodes_as_you_type_and_sends_nothing(page, root, lang):
    requests = []
    home = root if lang == "en" else root + f"{lang}/"
    page.goto(home, wait_until="networkidle")
    page.on("request", lambda r: requests.append((r.url, r.headers.get("referer") or "")))
    box = page.locator("#llm-decoder textarea")
    box.fill("pull_blocks failed, error code is LLMStatusCode.LLM_TIMEOUT\nret = 1343270932")
    page.wait_for_selector("#llm-decoder.llm-decoder--messages li[data-code]")
    assert _decoded(page) == ["LLM_TIMEOUT", "LLM_CACHE_INCOMPATIBLE"]
    first = page.locator("#llm-decoder li").first
    assert first.locator(".llm-badge--yes").inner_text() == (
        "recoverable" if lang == "en" else "可恢复"
    )
    meaning = "Processing timed out" if lang == "en" else "处理超时"
    assert meaning in first.inner_text()
    # A code whose recoverability no source states says so, as the page does.
    second = page.locator("#llm-decoder li").nth(1)
    assert second.locator(".llm-badge--unstated").inner_text() == (
        "recoverability not stated" if lang == "en" else "是否可恢复未说明"
    )
    first.locator("a").first.click()
    page.wait_for_url(home + "codes/LLM_TIMEOUT/")
    # The text stays in the page and the address's #fragment: no request, and no
    # Referer, carries it.
    assert requests and not [
        (url, referer)
        for url, referer in requests
        if "pull_blocks" in url + referer or "1343270932" in url + referer
    ]
    page.go_back()
    assert "#log=" in page.url and _decoded(page) == ["LLM_TIMEOUT", "LLM_CACHE_INCOMPATIBLE"]


def test_an_old_link_with_the_log_in_the_query_still_works_and_moves_it_out(page, root):
    page.goto(root + "?" + urlencode({"log": "ret = 1343270939"}))
    page.wait_for_selector("#llm-decoder li[data-code]")
    assert _decoded(page) == ["LLM_LINK_BUSY"]
    assert "?log=" not in page.url and "#log=" in page.url


def test_a_large_paste_stays_out_of_the_address(page, root):
    page.goto(root, wait_until="networkidle")
    log = "[INFO] nothing to see here, step 12\n" * 2000 + "ret = 1343270938\n"
    page.locator("#llm-decoder textarea").fill(log)
    page.wait_for_selector("#llm-decoder li[data-code]")
    assert _decoded(page) == ["LLM_TIMEOUT"]
    assert len(page.url) < 200


def test_the_log_decoder_says_when_there_is_nothing(page, root):
    page.goto(root + "?log=all+quiet")
    page.wait_for_selector("#llm-decoder.llm-decoder--ready")
    assert page.locator(".llm-decoder__none").inner_text() == "No status code found in this text."


def _png_size(path: Path) -> tuple[int, int]:
    header = path.read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    return struct.unpack(">II", header[16:24])


def test_screenshots_of_a_code_page(browser, root, tmp_path):
    from screenshots import take

    written = take(browser, root, tmp_path)
    assert len(written) == 4
    for path in written:
        width, _ = _png_size(path)
        assert width in (LAPTOP["width"], PHONE["width"]), path


@pytest.fixture(scope="module")
def decoder(browser, root):
    """The home page's decoder, with upstream's messages loaded."""
    context = browser.new_context(viewport=LAPTOP)
    page = context.new_page()
    page.goto(root, wait_until="networkidle")
    page.locator("#llm-decoder textarea").fill("ret = 1343270938")
    page.wait_for_selector("#llm-decoder.llm-decoder--messages")
    yield lambda text: page.evaluate("t => document.getElementById('llm-decoder').decode(t)", text)
    context.close()


def _python_decoder(text: str) -> dict:
    """What the page should show for ``text``, from llm_status.decode()."""
    from llm_status import decode

    codes, sites = [], {}
    for hit in decode(text):
        for code in hit.codes:
            if code.name not in codes:
                codes.append(code.name)
        if hit.message is not None and hit.code.name not in sites:
            sites[hit.code.name] = hit.message.site
    return {"codes": codes, "sites": [sites.get(name) for name in codes]}


@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(text=LOGS)
def test_the_python_and_javascript_decoders_agree(decoder, text):
    assert decoder(text) == _python_decoder(text)


def test_the_decoders_agree_on_every_line_of_a_synthetic_day(decoder):
    import sys

    sys.path.insert(0, str(Path(__file__).parents[1] / "bench"))
    from decode import make_log

    for line in make_log(600, seed=11).splitlines():
        assert decoder(line) == _python_decoder(line), line
