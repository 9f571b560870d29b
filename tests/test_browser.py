"""The built site in a real browser: search, the language menu, aliases, clean loads, screenshots."""

from __future__ import annotations

import struct
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from browser import CHROMIUM, CHROMIUM_FLAGS, LAPTOP, PHONE, search, serve

playwright = pytest.importorskip("playwright.sync_api")

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


@pytest.fixture(scope="module")
def browser():
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: run `make test`, which installs Debian's chromium")
    with playwright.sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport=LAPTOP)
    page = context.new_page()
    page.set_default_timeout(20_000)
    yield page
    context.close()


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
    search(page, "timeout")  # the search worker and its index load too
    assert not failures and not outside and not errors


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
