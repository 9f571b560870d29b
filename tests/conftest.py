"""Fixtures shared by the site and browser tests: one build of the real site per run
(shared by pytest-xdist's workers), one server of it and one Chromium per worker, a fresh
page per test."""

import subprocess
from pathlib import Path

import pytest
from support.browser import CHROMIUM, CHROMIUM_FLAGS, LAPTOP, serve
from support.sitebuild import build, once_a_run

# What makes a test slow: a built site, a browser, or a build of its own. Such tests are
# marked `slow`, so that `pytest -m "not slow"` runs the fast floor (under a minute).
_SLOW_FIXTURES = {"built", "site", "served", "browser", "page", "root", "decoder"}
_SLOW_FILES = {
    "test_browser.py",
    "test_bundle.py",
    "test_quality.py",
    "test_hook.py",
    "test_site.py",
}


def pytest_collection_modifyitems(items):
    for item in items:
        fixtures = set(getattr(item, "fixturenames", ()))
        if fixtures & _SLOW_FIXTURES or item.path.name in _SLOW_FILES:
            item.add_marker(pytest.mark.slow)


@pytest.fixture(scope="session")
def built(tmp_path_factory, request):
    """The real site, built once a run with --strict: (site folder, the build's
    CompletedProcess). The tests only read it."""

    def make(site):
        result = build(site)
        return {"args": result.args, "returncode": result.returncode,
                "stdout": result.stdout, "stderr": result.stderr}  # fmt: skip

    site, said = once_a_run(request, tmp_path_factory, "site", make)
    result = subprocess.CompletedProcess(**said)
    assert result.returncode == 0, result.stderr
    return site, result


@pytest.fixture(scope="session")
def site(built):
    return built[0]


@pytest.fixture(scope="session")
def served(site):
    """One static server of the site for the session's browser tests: its root URL."""
    with serve(site) as url:
        yield url


@pytest.fixture(scope="session")
def root(served):
    return served


@pytest.fixture(scope="session")
def browser():
    """Debian's Chromium, driven by Playwright (which may not download a browser here)."""
    sync_api = pytest.importorskip("playwright.sync_api")
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: run `make test`, which installs Debian's chromium")
    with sync_api.sync_playwright() as p:
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
