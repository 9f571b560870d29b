"""Fixtures shared by the site and browser tests: one build of the real site per run."""

import pytest
from sitebuild import build


@pytest.fixture(scope="session")
def built(tmp_path_factory):
    """The real site, built once with --strict: (site folder, the build's CompletedProcess)."""
    site = tmp_path_factory.mktemp("site")
    result = build(site)
    assert result.returncode == 0, result.stderr
    return site, result


@pytest.fixture(scope="session")
def site(built):
    return built[0]
