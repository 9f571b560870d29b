"""tests/data/upstream/ is a copy of the project's shared facts: keep it current."""

import pytest
from support.upstream import ROOT, SHARED_UPSTREAM, UPSTREAM


@pytest.mark.skipif(not SHARED_UPSTREAM.is_dir(), reason="shared/ is not beside this clone")
@pytest.mark.parametrize(
    "name",
    [
        "LLMStatusCode.zh.md",
        "LLM-DataDist-error-code.zh.md",
        "values.md",
        "api/LLMDataDist.zh.md",
        "api/CacheManager.zh.md",
        "HIXL-error-code.zh.md",
        "ADXL-error-code.deprecated.zh.md",
        "torch-npu-error-codes.md",
    ],
)
def test_copy_matches_shared(name):
    ours = (UPSTREAM / name).read_text("utf-8")
    assert ours == (SHARED_UPSTREAM / name).read_text("utf-8"), (
        f"tests/data/upstream/{name} differs from shared/upstream/{name}: copy it over "
        "and fix what the tests then report"
    )


@pytest.mark.skipif(not SHARED_UPSTREAM.is_dir(), reason="shared/ is not beside this clone")
@pytest.mark.parametrize("name", ["messages.tsv", "hixl-messages.tsv"])
def test_the_message_catalogue_is_shareds(name):
    ours = (ROOT / "src" / "llm_status" / "registry" / "data" / name).read_text("utf-8")
    assert ours == (SHARED_UPSTREAM / name).read_text("utf-8"), (
        f"src/llm_status/registry/data/{name} differs from shared/upstream/{name}: copy it over, "
        "set upstream_messages.COMMIT to the commit its header names, and fix what the tests "
        "then report"
    )


@pytest.mark.parametrize("name", ["messages.tsv", "hixl-messages.tsv"])
def test_the_catalogue_is_read_at_the_commit_its_header_names(name):
    from llm_status.registry import upstream_messages as catalogue

    header = (ROOT / "src" / "llm_status" / "registry" / "data" / name).read_text("utf-8")
    assert f"at {catalogue.COMMIT})" in header.splitlines()[0]
