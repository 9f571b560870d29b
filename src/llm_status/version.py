"""Which llm-status this is, and where its knowledge comes from: the package's version,
and the upstream commits its tables were read at (``llm-status --version``; every JSON
the command writes carries ``version``)."""

from __future__ import annotations

from .registry.record import T

# The one place the version is written: pyproject.toml reads it (setuptools' attr).
VERSION = "0.1.0"
_OURS_AND_HIXL = T(
    "LLM-DataDist, HIXL and ADXL: their tables, API reference and messages",
    "LLM-DataDist、HIXL与ADXL：错误码表格、API参考与日志消息",
)
_HCCL_GUIDE = T("HCCL's fault-diagnosis guide", "HCCL故障诊断指南")
_ERROR_MANAGER = T("the CANN error manager's catalogue", "CANN错误管理器的错误码目录")


def version() -> str:
    """The package's version: ``VERSION``, which pyproject.toml reads too (the triage page's
    engine runs the package without installed metadata, and must say the same)."""
    return VERSION


def sources() -> list[tuple[T, str, str]]:
    """What each table is read from: (what, repository, commit), as the registry names
    them; the error manager's catalogue by each repository it gathers entries from."""
    from .registry import error_manager, neighbours, upstream_messages

    found = [
        (_OURS_AND_HIXL, "hicann/hixl", upstream_messages.COMMIT),
        (_HCCL_GUIDE, "hicann/hccl", error_manager.GUIDE_COMMIT),
    ]
    managed = sorted({(e.repo, e.commit) for e in error_manager.entries() if e.repo and e.commit})
    found += [(_ERROR_MANAGER, repo, commit) for repo, commit in managed]
    seen = set()
    for family in neighbours.FAMILIES.values():  # each neighbour's table, once a commit
        if family.commit and (family.repo, family.commit) not in seen:
            seen.add((family.repo, family.commit))
            found.append((family.title, family.repo, family.commit))
    return found


def version_lines(lang: str) -> list[str]:
    """``llm-status --version``: the package's version, then each table's source."""
    from .i18n import say
    from .terminal import WIDTH, wrap

    lines = [say("version_line", lang, version=version()), say("version_sources", lang)]
    for what, repo, commit in sources():
        lines += wrap(f"{what[lang]}{say('colon', lang)}{repo}@{commit[:12]}", WIDTH, "    ", "  ")
    return lines
