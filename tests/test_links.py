"""docs_url(): the page of a code, at the published site or another, in the reader's language."""

from pathlib import Path

import pytest
import yaml

from llm_status import LLMStatusCode, docs_url
from llm_status.links import DEFAULT_DOCS_URL, current_lang

ROOT = Path(__file__).parents[1]


class _Loader(yaml.SafeLoader):
    """mkdocs.yml carries !!python/name tags for extensions; only site_url is read here."""


_Loader.add_multi_constructor("tag:yaml.org,2002:python/", lambda loader, suffix, node: None)


def test_the_packaged_default_is_mkdocs_site_url():
    config = yaml.load((ROOT / "mkdocs.yml").read_text("utf-8"), Loader=_Loader)
    assert config["site_url"] == DEFAULT_DOCS_URL


def test_english_and_chinese_pages():
    assert docs_url("LLM_TIMEOUT", "en") == DEFAULT_DOCS_URL + "codes/LLM_TIMEOUT/"
    assert docs_url(LLMStatusCode.LLM_TIMEOUT, "zh") == DEFAULT_DOCS_URL + "zh/codes/LLM_TIMEOUT/"


@pytest.mark.parametrize("base", ["http://127.0.0.1:8000", "http://127.0.0.1:8000/"])
def test_the_environment_points_at_another_copy(monkeypatch, base):
    monkeypatch.setenv("LLM_STATUS_DOCS_URL", base)
    assert docs_url("0x5010B01B", "en") == "http://127.0.0.1:8000/codes/LLM_LINK_BUSY/"


@pytest.mark.parametrize(
    "env, expected",
    [
        ({}, "en"),
        ({"LANG": "zh_CN.UTF-8"}, "zh"),
        ({"LC_ALL": "zh_TW.UTF-8", "LANG": "en_US.UTF-8"}, "zh"),
        ({"LC_ALL": "C.UTF-8", "LANG": "zh_CN.UTF-8"}, "en"),
        ({"LLM_STATUS_LANG": "en", "LANG": "zh_CN.UTF-8"}, "en"),
        ({"LLM_STATUS_LANG": "zh"}, "zh"),
        ({"LLM_STATUS_LANG": "fr", "LANG": "zh_CN.UTF-8"}, "zh"),
    ],
)
def test_the_language_comes_from_the_environment(monkeypatch, env, expected):
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    assert current_lang() == expected
    prefix = "zh/" if expected == "zh" else ""
    assert docs_url("LLM_TIMEOUT") == f"{DEFAULT_DOCS_URL}{prefix}codes/LLM_TIMEOUT/"


def test_an_unknown_language_is_refused():
    with pytest.raises(ValueError, match="'fr'"):
        docs_url("LLM_TIMEOUT", "fr")


def test_the_decoder_takes_the_triage_sections_address_from_shipped_data():
    """The page's script holds no address of a page section (the UX review's P2-4 link):
    grammar.json ships it, from the one constant the triage page's heading uses."""
    from pathlib import Path

    from llm_status.site.data import grammar_record
    from llm_status.site.paths import TRIAGE_IN_BROWSER

    script = (Path(__file__).parents[1] / "docs" / "assets" / "decoder.js").read_text("utf-8")
    assert TRIAGE_IN_BROWSER not in script and "grammar.triage_ui" in script
    assert grammar_record()["triage_ui"] == {"location": "triage/", "anchor": TRIAGE_IN_BROWSER}
