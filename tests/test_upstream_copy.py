"""tests/data/upstream/ is a copy of the project's shared facts: keep it current."""

import pytest
from upstream import SHARED_UPSTREAM, UPSTREAM


@pytest.mark.skipif(not SHARED_UPSTREAM.is_dir(), reason="shared/ is not beside this clone")
@pytest.mark.parametrize(
    "name",
    [
        "LLMStatusCode.zh.md",
        "LLM-DataDist-error-code.zh.md",
        "values.md",
        "messages.tsv",
        "api/LLMDataDist.zh.md",
        "api/CacheManager.zh.md",
    ],
)
def test_copy_matches_shared(name):
    ours = (UPSTREAM / name).read_text("utf-8")
    assert ours == (SHARED_UPSTREAM / name).read_text("utf-8"), (
        f"tests/data/upstream/{name} differs from shared/upstream/{name}: copy it over "
        "and fix what the tests then report"
    )
