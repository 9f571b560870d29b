"""Shared by the tests, and by the doctests under src/ and docs/."""

import pytest

# Variables that change what the package says; each test starts without them.
_READER_ENVIRONMENT = (
    "LLM_STATUS_LANG",
    "LLM_STATUS_DOCS_URL",
    "LC_ALL",
    "LC_MESSAGES",
    "LANG",
    "NO_COLOR",
)


@pytest.fixture(autouse=True)
def _english_reader(monkeypatch):
    """Examples are written for an English reader and the published site."""
    for variable in _READER_ENVIRONMENT:
        monkeypatch.delenv(variable, raising=False)
