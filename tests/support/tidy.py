"""The tidy check: the registry, the official table, the hand-written pages and the built site agree.

As rustc's tidy does for its error index, it runs in named stages, both ways
round, collects every problem, and says for each where it is and how to fix
it. ``PYTHONPATH=tests python -m support.tidy SITE`` runs it on a built site;
``PYTHONPATH=tests python -m support.tidy SITE --write-urls`` adds the site's new URLs to
tests/data/published-urls.txt (it never removes one).
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterable
from pathlib import Path

from llm_status.advice import unnamed_call
from llm_status.links import codes_folder, page_path
from llm_status.names import functions_named
from llm_status.registry import functions, symptoms
from llm_status.registry.codes import CODES
from llm_status.registry.record import LANGUAGES, Source
from llm_status.site import anchor
from support.sitebuild import page_of
from support.upstream import cpp_table, official_table

ROOT = Path(__file__).parents[2]
PUBLISHED = Path(__file__).parents[1] / "data" / "published-urls.txt"
ANSWERS = {"是": True, "否": False, "无": None}
MEMBERS = [c for c in CODES if c.member]


# -- stages ------------------------------------------------------------------------------


def registry_to_pages(site: Path) -> Iterable[str]:
    """Every member has its page, in every language."""
    for code in MEMBERS:
        for lang in LANGUAGES:
            if page_of(site, page_path(code, lang)) is None:
                yield f"{code.name}: no {lang} page at {page_path(code, lang)}: is the hook in mkdocs.yml?"


def pages_to_registry(site: Path) -> Iterable[str]:
    """Every folder below a family's codes/ is a member's page or one of its aliases,
    nothing else."""
    from llm_status.site import alias_files, manager_files

    # What the hook writes there: each member's page and its aliases (HIXL's numbers below
    # codes/ too), the error manager's and torch_npu's codes (redirects.manager_files).
    written = {
        path.removesuffix("/index.html")
        for lang in LANGUAGES
        for path in [f for c in MEMBERS for f in alias_files(c, lang)] + list(manager_files(lang))
    }
    for folder_of_family in sorted({codes_folder(code) for code in MEMBERS}):
        in_family = [code for code in MEMBERS if codes_folder(code) == folder_of_family]
        known = {c.name for c in in_family} | {a for c in in_family for a in c.alias_paths}
        yield from _strays(site, folder_of_family, known, written)


def _strays(site: Path, folder_of_family: str, known: set[str], written: set[str]) -> Iterable[str]:
    for lang in LANGUAGES:
        prefix = "" if lang == "en" else f"{lang}/"
        codes_dir = site / f"{prefix}{folder_of_family}"
        for folder in sorted(p for p in codes_dir.iterdir() if p.is_dir()):
            if folder.name not in known and folder.relative_to(site).as_posix() not in written:
                yield (
                    f"{folder.relative_to(site)}/: a page for a code that is not a member "
                    "(the C++-only codes are explained on the index, not on pages of their own)"
                )


def texts_to_functions_page(site: Path) -> Iterable[str]:
    """Every function a text or an advice rule names has its section on the functions page,
    in every language; every section there is a function of functions.py."""
    named = {f for code in CODES for f in functions_named(code)}
    named |= {api for code in CODES for rule in code.advice for api in rule.apis or ()}
    known = {f.anchor for f in functions.ALL}
    for lang in LANGUAGES:
        where = "functions/" if lang == "en" else f"{lang}/functions/"
        path = page_of(site, where)
        if path is None:
            yield f"{where}: no functions page: is the hook in mkdocs.yml?"
            continue
        anchors = set(re.findall(r'<h3 id="([^"]+)"', path.read_text("utf-8")))
        for function in sorted(named):
            if anchor(function) not in anchors:
                yield f"{where}: no section #{anchor(function)} explaining {function}"
        for extra in sorted(anchors - known):
            yield f"{where}: #{extra} is not a function of functions.py"


def _ours_expected(code) -> int:
    """How many statements of a code's page say they are ours."""
    texts = [code.meaning, *code.remedy, *code.notes, *([code.also] if code.also else [])]
    count = sum(t.source is Source.OURS for t in texts)
    # The value line's verdict, where the badges do not give one a table.
    split = code.tables_differ_on_recovery
    count += code.verdict != "unstated" and code.recoverable_source is Source.OURS and not split
    # The symptoms it is reported with: a pairing of ours.
    count += bool(symptoms.of_code(code))
    count += sum(rule.source is Source.OURS for rule in code.advice)
    unknown = unnamed_call(code)
    # Where the advice splits by call, the first screen says each rule again, with its label.
    # (and once more in the flag of each call, hidden until a link names the call).
    count += bool(unknown) and 2 * sum(rule.source is Source.OURS for rule in code.advice)
    return count + bool(unknown and unknown.ours)


def ours_is_labelled(site: Path) -> Iterable[str]:
    """Each statement that is ours carries the "ours" label on its page, and nothing else does."""
    for code in MEMBERS:
        for lang in LANGUAGES:
            path = page_of(site, page_path(code, lang))
            if path is None:
                continue
            found = path.read_text("utf-8").count('class="llm-src llm-src--ours"')
            if found != _ours_expected(code):
                yield (
                    f"{code.name} ({lang}): {found} statements labelled ours, "
                    f"the registry has {_ours_expected(code)}: is render.provenance() called for each?"
                )


def cpp_table_to_registry() -> Iterable[str]:
    """Every code of the official C++ table is in the registry, under its C++ name."""
    rows_by_name = {code.second_row.name: code for code in CODES if code.second_row is not None}
    for row in cpp_table():
        code = rows_by_name.get(row.name)
        if code is None:
            yield f"{row.name}: in the C++ table, no code of codes.py has it as its cpp row"
        elif code.second_row.recoverable is not ANSWERS[row.recoverable]:
            yield f"{row.name}: the C++ table says recoverable={row.recoverable}, codes.py says {code.second_row.recoverable}"


def official_table_to_registry() -> Iterable[str]:
    """Every code of the official table is in the registry, with the same recoverability."""
    by_name = {code.name: code for code in CODES}
    for row in official_table():
        code = by_name.get(row.name)
        if code is None:
            yield f"{row.name}: in the official table, not in codes.py"
        elif code.recoverable is not ANSWERS[row.recoverable]:
            yield (
                f"{row.name}: the official table says recoverable={row.recoverable}, "
                f"codes.py says {code.recoverable}"
            )
        elif not code.documented:
            yield f"{row.name}: in the official table, but documented=False in codes.py"


def _structure(path: Path) -> tuple[int, int, int, int]:
    """(sections, remedy steps, notes, rows of the sources table) of a built code page."""
    text = path.read_text("utf-8")
    article = text[text.index("<article") : text.index("</article>")]
    sections = article.split("<h2")
    # A remedy of several steps is a list; of one, a paragraph (before the next section).
    first = sections[1]
    steps = first[: first.index("</ol>")].count("<li>") if "<ol>" in first.split("<h3")[0] else 1
    notes, sources = sections[-2], sections[-1]
    return len(sections) - 1, steps, notes.count("<li>"), sources.count("<tr>")


def languages_have_the_same_structure(site: Path) -> Iterable[str]:
    """A code's pages carry the same sections, remedy steps and notes in every language."""
    for code in MEMBERS:
        shapes = {}
        for lang in LANGUAGES:
            path = page_of(site, page_path(code, lang))
            if path is not None:
                shapes[lang] = _structure(path)
        if len(set(shapes.values())) > 1:
            yield f"{code.name}: (sections, steps, notes, sources rows) differ between languages: {shapes}"


def site_urls(site: Path) -> set[str]:
    """Every URL the site publishes: pages (canonical and alias) and codes.json."""
    urls = {"codes.json"} if (site / "codes.json").exists() else set()
    for path in site.rglob("index.html"):
        relative = path.parent.relative_to(site).as_posix()
        if not relative.startswith(("assets", "search")):
            urls.add("" if relative == "." else relative + "/")
    return urls


def published_urls_still_resolve(site: Path) -> Iterable[str]:
    """Every URL ever published still leads somewhere; every URL of this site is recorded."""
    published = _read_published()
    for url in sorted(published):
        if url != "codes.json" and page_of(site, url) is None:
            yield (
                f"{url or '/'}: published before, gone now; leave a redirect "
                "(an alias in codes.py) rather than break the link"
            )
        elif url == "codes.json" and not (site / url).exists():
            yield "codes.json: published before, gone now"
    new = site_urls(site) - published
    if new:
        yield (
            f"{len(new)} URLs of this site are not in tests/data/published-urls.txt "
            f"(first: {sorted(new)[0] or '/'}): run `make published-urls`"
        )


def _read_published() -> set[str]:
    lines = PUBLISHED.read_text("utf-8").splitlines() if PUBLISHED.exists() else []
    return {"" if line == "/" else line for line in lines if line and not line.startswith("#")}


STAGES: dict[str, Callable[..., Iterable[str]]] = {
    "registry -> pages": registry_to_pages,
    "pages -> registry": pages_to_registry,
    "texts -> functions page": texts_to_functions_page,
    "ours is labelled": ours_is_labelled,
    "official table -> registry": lambda site: official_table_to_registry(),
    "C++ table -> registry": lambda site: cpp_table_to_registry(),
    "English <-> Chinese pages": languages_have_the_same_structure,
    "published URLs": published_urls_still_resolve,
}


def check(site: Path) -> list[str]:
    """Every problem of every stage, each prefixed with its stage."""
    return [f"[{stage}] {problem}" for stage, run in STAGES.items() for problem in run(site)]


def write_published(site: Path) -> int:
    """Add this site's URLs to published-urls.txt; return how many were new."""
    published = _read_published()
    urls = published | site_urls(site)
    header = (
        "# Every URL llm-status has published, below the site root ('/' is the home).\n"
        "# The tidy check fails when a build drops one: a rename leaves a redirect.\n"
        "# Only ever added to: `make published-urls`.\n"
    )
    lines = sorted((url or "/") for url in urls)
    PUBLISHED.write_text(header + "\n".join(lines) + "\n", "utf-8")
    return len(urls - published)


def main(argv: list[str]) -> int:
    site = Path(argv[0])
    if "--write-urls" in argv:
        print(f"{write_published(site)} new URLs in {PUBLISHED.relative_to(ROOT)}")
        return 0
    problems = check(site)
    print("\n".join(problems) or "tidy: no problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
