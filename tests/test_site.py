"""The built site: every page, alias and link there, the language menu, codes.json, bad data."""

import importlib.util
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from html import unescape

import pytest
from support.sitebuild import MKDOCS, ROOT, Page, build, html_pages, page_of, resolve

from llm_status import LLMStatusCode, docs_url
from llm_status.export import registry_records
from llm_status.links import DEFAULT_DOCS_URL, codes_folder, page_path
from llm_status.names import BY_KEY
from llm_status.registry.codes import CODES
from llm_status.registry.record import LANGUAGES

MEMBERS = [c for c in CODES if c.member]


@pytest.fixture(scope="module")
def pages(site):
    return {path: Page(path) for path in html_pages(site)}


def test_the_strict_build_has_no_warning(built):
    assert "WARNING" not in built[1].stderr


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_code_page_says_name_verdict_meaning_and_value_before_its_first_section(site, lang):
    # That every member has a page is tidy's stage registry -> pages.
    for code in MEMBERS:
        text = page_of(site, page_path(code, lang)).read_text("utf-8")
        # The h1: HIXL's plain-word names with their family (the UX review).
        heading = code.name if code.family.prefix else f"{code.family.name} {code.name}"
        assert f'">{heading}<a class="headerlink"' in text
        assert f'class="llm-badge llm-badge--{code.verdict}"' in text
        assert code.meaning[lang].replace("<", "&lt;") in text
        assert f"<code>{code.value}</code>" in text and f"<code>{code.hex}</code>" in text
        # The recoverability badge comes before the first section: visible without scrolling.
        assert text.index("llm-badge--") < text.index("<h2")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_alias_redirects_to_the_canonical_page(site, pages, lang):
    for code in MEMBERS:
        canonical = page_of(site, page_path(code, lang))
        prefix = "" if lang == "en" else f"{lang}/"
        for alias in code.alias_paths:
            path = page_of(site, f"{prefix}{codes_folder(code)}{alias}/")
            assert path, f"no alias {prefix}{codes_folder(code)}{alias}/"
            page = pages[path]
            target, _ = resolve(site, path, page.refresh)
            assert page_of(site, target) == canonical
            assert page.canonical == DEFAULT_DOCS_URL + page_path(code, lang)
            assert len(path.read_bytes()) < 1024  # a redirect, not a copy


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_url_docs_url_gives_resolves(site, pages, monkeypatch, lang):
    monkeypatch.setenv("LLM_STATUS_DOCS_URL", "http://site/")
    for code in CODES:
        path, fragment = resolve(site, site / "index.html", docs_url(code, lang))
        target = page_of(site, path)
        assert target, docs_url(code, lang)
        if fragment:
            assert fragment in pages[target].ids


def test_no_internal_link_is_broken(site, pages):
    broken = []
    for path, page in pages.items():
        for href in page.links + page.resources:
            internal = resolve(site, path, href)
            if internal is None:
                continue
            target_path, fragment = internal
            target = page_of(site, target_path)
            if target is None:
                broken.append(f"{path.relative_to(site)} -> {href}")
            elif fragment and target.suffix == ".html" and fragment not in pages[target].ids:
                broken.append(f"{path.relative_to(site)} -> {href} (no such anchor)")
    assert not broken


def test_nothing_is_loaded_from_the_internet(site, pages):
    for path, page in pages.items():
        for resource in page.resources:
            assert resolve(site, path, resource) is not None, f"{path}: {resource}"
    css = "".join(p.read_text("utf-8", "replace") for p in site.rglob("*.css"))
    assert "fonts.googleapis" not in css and "fonts.gstatic" not in css


def _lang_of(site, path):
    return "zh" if path.relative_to(site).parts[0] == "zh" else "en"


def test_the_language_menu_goes_to_the_twin_and_back(site, pages):
    checked = 0
    for path, page in pages.items():
        if not page.switcher or path.name == "404.html":
            continue
        own = _lang_of(site, path)
        for lang, href in page.switcher.items():
            twin = page_of(site, resolve(site, path, href)[0])
            assert twin, f"{path.relative_to(site)}: {lang} -> {href}"
            assert _lang_of(site, twin) == lang
            assert page_of(site, resolve(site, twin, pages[twin].switcher[own])[0]) == path
        checked += 1
    assert checked >= 2 * (len(MEMBERS) + 3)


def test_the_language_menu_of_the_404_page_goes_to_the_homes(site, pages):
    menu = pages[site / "404.html"].switcher
    assert {
        lang: page_of(site, resolve(site, site / "404.html", href)[0])
        for lang, href in menu.items()
    } == {
        "en": site / "index.html",
        "zh": site / "zh" / "index.html",
    }


def test_codes_json_is_the_registry_and_the_command(site):
    published = json.loads((site / "codes.json").read_text("utf-8"))
    assert published == registry_records(DEFAULT_DOCS_URL)
    env = {k: v for k, v in os.environ.items() if not k.startswith("LLM_STATUS")}
    listed = subprocess.run(
        [sys.executable, "-m", "llm_status", "list", "--json"],
        capture_output=True,
        text=True,
        env=env,
        check=True,
    )
    assert json.loads(listed.stdout) == published


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_words_people_search_by_are_in_the_search_index_of_their_code(site, lang):
    """A code's "also searched" words are what a search is to find it by: they must be in
    the search index under its page, not in a section the search leaves out (the UX
    review's 内存池不够, which LLM_OUT_OF_MEMORY lists and the search did not find)."""
    root = site if lang == "en" else site / lang
    index = json.loads((root / "search" / "search_index.json").read_text("utf-8"))
    indexed: dict[str, str] = {}
    for doc in index["docs"]:
        page = doc["location"].split("#")[0]
        text = unescape(re.sub(r"<[^>]*>", " ", doc["title"] + " " + doc["text"]))
        indexed[page] = indexed.get(page, "") + " " + text.replace("\u200b", "")
    coded = [code for code in CODES if code.also is not None and code.member]
    assert len(coded) >= 20
    missing = [
        (code.name, term)
        for code in coded
        for term in code.also_in(lang)
        if term not in indexed.get(page_path(code, "en"), "")
    ]
    assert not missing


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_search_index_comes_in_two_parts_the_code_pages_first(site, lang):
    """Issue 53, 6: the first part holds the code pages whole and every lower layer's and
    neighbour's page by its own entry (a search finds each by its name); the second part
    only those pages' sections, each under a page of the first; the first is under half."""
    root = site if lang == "en" else site / lang
    first_bytes = (root / "search" / "search_index.json").read_bytes()
    more_bytes = (root / "search" / "search_more.json").read_bytes()
    first, more = json.loads(first_bytes), json.loads(more_bytes)
    firsts = [doc["location"] for doc in first["docs"]]
    seconds = [doc["location"] for doc in more["docs"]]
    assert len(seconds) > 1000 and not set(firsts) & set(seconds)
    assert all(at.startswith(("layers/", "neighbours/")) and "#" in at for at in seconds)
    assert {at.split("#")[0] for at in seconds} <= set(firsts)
    built = {
        path.parent.relative_to(root).as_posix() + "/"
        for folder in ("layers", "neighbours")
        for path in (root / folder).rglob("index.html")
    }
    assert len(built) > 700 and built <= set(firsts)
    assert "codes/LLM_TIMEOUT/" in firsts and any(
        a.startswith("codes/LLM_TIMEOUT/#") for a in firsts
    )
    assert len(first_bytes) < 0.5 * (len(first_bytes) + len(more_bytes))
    prefix = "" if lang == "en" else f"{lang}/"
    assert first["config"]["llm_status"]["more"] == f"{prefix}search/search_more.json"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_code_pages_related_codes_are_no_search_text_of_it(site, lang):
    """The UX review of 2026-12-04, P3-7: a page was found through the meanings of the
    codes it lists as related (LLM_KV_CACHE_NOT_EXIST through its neighbours'). The
    section stays on the page, out of the index."""
    from llm_status.i18n import say

    root = site if lang == "en" else site / lang
    index = json.loads((root / "search" / "search_index.json").read_text("utf-8"))
    titles = {unescape(d["title"]) for d in index["docs"] if "/codes/" in "/" + d["location"]}
    assert say("page_remedy", lang) in titles  # the index holds code pages' sections
    assert say("page_related", lang) not in titles
    page = (root / "codes" / "LLM_TIMEOUT" / "index.html").read_text("utf-8")
    assert say("page_related", lang) in unescape(page)


def test_the_browser_reads_the_line_grammar_from_the_site_and_knows_none_itself(site):
    """Knowledge written once: the decoder interprets grammar.json (reading.grammar.grammar()), and
    its script holds none of what the grammar says."""
    from llm_status.reading import grammar as line_grammar

    shipped = json.loads((site / "grammar.json").read_text("utf-8"))
    grammar = line_grammar.grammar()
    says = shipped.pop("says")
    # The symptoms a line with no code leads to: the triage data's, its words as it has them.
    from llm_status.registry.symptoms import SYMPTOMS

    symptoms = shipped.pop("symptoms")
    assert [(s["title"], s["lines"]) for s in symptoms] == [
        (s.title, [list(line) for line in s.pasted_lines]) for s in SYMPTOMS
    ]
    from llm_status.links import LOWER_PATHS
    from llm_status.reading.kinds import LOWER_FAMILY
    from llm_status.registry import lower_layers

    # (with the tables' pages, where the 404 page sends /codes/HCCL_E_TIMEOUT/; each
    # layer's findings' family)
    assert shipped.pop("lower") == {
        **lower_layers.shipped(),
        "paths": LOWER_PATHS,
        "families": LOWER_FAMILY,
    }
    # The error manager's blocks and the wrappers around a line: the registry's, as data.
    from llm_status.registry import error_manager
    from llm_status.registry.log_formats import WRAPPERS

    manager = shipped.pop("manager")
    assert manager["spelled"] == sorted(error_manager.spelled())
    assert set(manager["codes"]) == {e.code for e in error_manager.entries()}
    assert shipped.pop("wrappers") == [w.pattern.pattern.replace("(?P<", "(?<") for w in WRAPPERS]
    # Where a paste that shows a symptom is sent: the triage page's section, one constant.
    from llm_status.site.paths import TRIAGE_IN_BROWSER

    assert shipped.pop("triage_ui") == {"location": "triage/", "anchor": TRIAGE_IN_BROWSER}
    # torch_npu's codes (ERR02200 DIST ...): the registry's, with their pages.
    from llm_status.links import torch_npu_path
    from llm_status.registry import torch_npu

    torch = shipped.pop("torch_npu")
    assert torch == torch_npu.shipped(lambda code: torch_npu_path(code, "en"))
    # The neighbours' codes (Mooncake, memfabric, MindIE, SGLang): the registry's, as data.
    from llm_status.links import neighbour_path
    from llm_status.registry import neighbour_contexts, neighbours

    near = shipped.pop("neighbours")
    registry = neighbour_contexts.shipped(lambda family, name: neighbour_path(family, name, "en"))
    # MindIE's composed codes carry the command's sentence too, read by their parts.
    from llm_status.neighbour_text import meaning_said

    expected = json.loads(json.dumps(registry["codes"]))
    for family in neighbours.COMPOSED:
        for name, row in expected[family].items():
            code = neighbours.code(family, name)
            row.append([meaning_said(code, "en"), meaning_said(code, "zh")])
    assert near["codes"] == expected
    assert [family for family, *_ in near["contexts"]] == [
        c.family for c in neighbour_contexts.CONTEXTS
    ]
    assert near["words"] == list(neighbour_contexts.WORDS)
    # What an ACL call's status becomes in each family: upstream_messages' one table.
    from llm_status.registry.upstream_messages import ACL_CONVERTED

    converted = shipped.pop("acl_converted")
    assert {(f, n): c for f, names in converted.items() for n, c in names.items()} == ACL_CONVERTED
    # The kinds a line's findings are listed by, in the registry's order (registry/kinds.py).
    from llm_status.registry.kinds import KINDS

    kinds = shipped.pop("kinds")
    assert [(k["name"], k["group"], k["also_after"]) for k in kinds] == [
        (k.name, k.group, list(k.also_after)) for k in KINDS
    ]
    assert shipped == {**grammar, "line": grammar["line"].replace("(?P<", "(?<")}
    # Its sentences are the command's (i18n), in both languages, their fields unfilled.
    from llm_status.i18n import MESSAGES

    for lang, sentences in says.items():
        assert sentences and all(MESSAGES[key][lang] == text for key, text in sentences.items())
    script = "".join(
        (ROOT / "docs" / "assets" / name).read_text("utf-8") for name in ("decoder.js", "lines.js")
    )
    for knowledge in ("5010", "errorno", "LLMStatusCode", "[Hh][Ii][Xx][Ll]", "\\d{6", "cc|cpp"):
        assert knowledge not in script, knowledge
    # Nor does the search worker spell how a name stands in words: the extension ships it.
    worker = (
        ROOT / "docs" / "assets" / "javascripts" / "workers" / "llm-status-search.js"
    ).read_text()
    # (Its comments may give examples; its code spells none.)
    worker = re.sub(r"(?m)^\s*//.*$", "", worker)
    for knowledge in ("LLM_[", "hixl::[", "LLMStatusCode", "ErrorNo", "\\d{6", "LLM_"):
        assert knowledge not in worker, knowledge
    # Nor the 404 page where a family's pages are (each code's path in codes.json says).
    not_found = re.sub(r"(?m)^\s*//.*$", "", (ROOT / "docs/assets/not-found.js").read_text())
    for knowledge in ("hixl", "HIXL", "LLM_"):
        assert knowledge not in not_found, knowledge


def test_the_triage_page_runs_the_package_and_its_scripts_know_none_of_it(site):
    """One engine: the triage page's worker runs the package itself (its modules and data,
    zipped into the site beside Pyodide, byte for byte), and its scripts spell none of the
    method; no port of it ships (triage.json is gone)."""
    import zipfile

    from llm_status.registry.log_formats import ERROR_LEVELS
    from llm_status.registry.symptoms import SYMPTOMS
    from llm_status.site import engine
    from llm_status.triage import events
    from llm_status.triage.clocks import WINDOW
    from llm_status.triage.diagnosis import ENTRY

    package = ROOT / "src" / "llm_status"
    with zipfile.ZipFile(site / engine.FOLDER / engine.PACKAGE) as archive:
        shipped = {name: archive.read(name) for name in archive.namelist()}
    expected = {
        "llm_status/" + path.relative_to(package).as_posix(): path.read_bytes()
        for path in package.rglob("*")
        if path.suffix in (".py", ".tsv", ".md") and "__pycache__" not in path.parts
    }
    assert shipped == expected
    assert "llm_status/triage/browser.py" in shipped
    for name in engine.PYODIDE_FILES:
        assert (site / engine.FOLDER / name).stat().st_size > 0, name
    assert not (site / "triage.json").exists()
    scripts = "".join(
        (ROOT / "docs" / "assets" / name).read_text("utf-8")
        for name in ("triage.js", "triage-worker.js")
    )
    # Glue, not a port: the worker is short, and spells no word the method weighs.
    assert len((ROOT / "docs" / "assets" / "triage-worker.js").read_text().splitlines()) < 150
    words = [*events.MARKERS, *events.SUCCESSES, *ERROR_LEVELS, events.APP, ENTRY]
    words += [s.key for s in SYMPTOMS] + [h.key for s in SYMPTOMS for h in s.hypotheses]
    words += ["HIXL", "ADXL", "HCCL", "LLM-DataDist", "src/", "comm[", "cluster_id", str(WINDOW)]
    for knowledge in words:
        assert not re.search(rf"(?<![\w.-]){re.escape(knowledge)}(?![\w-])", scripts), knowledge


def test_the_sitemap_lists_every_code_page_in_both_languages(site):
    sitemap = (site / "sitemap.xml").read_text("utf-8")
    for code in MEMBERS:
        for lang in LANGUAGES:
            assert f"<loc>{DEFAULT_DOCS_URL}{page_path(code, lang)}</loc>" in sitemap


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_index_lists_every_code_by_recoverability_and_by_area(site, pages, lang):
    index = page_of(site, "codes/" if lang == "en" else f"{lang}/codes/")
    links = [resolve(site, index, href) for href in pages[index].links]
    links = [link[0] for link in links if link]
    for code in MEMBERS:
        # Once by recoverability, once by area (and where a text names it).
        assert links.count("/" + page_path(code, lang)) >= 2
    for code in CODES:
        if not code.member:
            assert code.name in pages[index].ids


# -- registries that are not the package's ------------------------------------------

REGISTRY = """\
from llm_status.registry.codes import CODES as _CODES
from llm_status.registry.record import Source, T

def _change(code):
    if code.name != {name!r}:
        return code
    return {change}

CODES = tuple(_change(code) for code in _CODES)
"""

# The code to break, how, and what the one message must say.
BROKEN = {
    "missing language": (
        "LLM_TIMEOUT",
        'code._replace(meaning=T(code.meaning.en, ""))',
        "LLM_TIMEOUT: meaning.zh is empty",
    ),
    "empty remedy": ("LLM_LINK_BUSY", "code._replace(remedy=())", "LLM_LINK_BUSY: remedy is empty"),
    "empty step": (
        "LLM_FAILED",
        'code._replace(remedy=(code.remedy[0], T("", "无")))',
        "LLM_FAILED: remedy[2].en is empty",
    ),
    "duplicate value": (
        "LLM_LINK_BUSY",
        "code._replace(value=0x5010B01A)",
        "LLM_LINK_BUSY: value or name '1343270938' is already LLM_TIMEOUT's",
    ),
    "statement with no provenance": (
        "LLM_TIMEOUT",
        'code._replace(notes=(T("Retry three times.", "重试三次。"),))',
        "LLM_TIMEOUT: notes[1] has no provenance",
    ),
    "table text said to be ours": (
        "LLM_LINK_BUSY",
        'code._replace(meaning=T("Busy", "链路繁忙", Source.OURS))',
        "LLM_LINK_BUSY: meaning of a code its python-table documents must be that table's",
    ),
    "carriage return turned into a heading": (
        "LLM_TIMEOUT",
        'code._replace(remedy=(T("Restart\\r===", "重启", Source.PY_TABLE),))',
        "LLM_TIMEOUT: remedy[1].en has the control character U+000D",
    ),
    "carriage return turned into a list item": (
        "LLM_TIMEOUT",
        'code._replace(remedy=(T("Retry\\r- x", "重试", Source.PY_TABLE), code.remedy[1]))',
        "LLM_TIMEOUT: remedy[1].en has the control character U+000D",
    ),
    "a fake table row": (
        "LLM_TIMEOUT",
        'code._replace(meaning=T("Timed out\\r| x |", "处理超时", Source.PY_TABLE))',
        "LLM_TIMEOUT: meaning.en has the control character U+000D",
    ),
    "NUL, DEL and a noncharacter": (
        "LLM_LINK_BUSY",
        'code._replace(notes=(T("a\\x00b", "c\\x7fd", Source.OURS), T("e\\ufffe", "f", Source.OURS)))',
        "LLM_LINK_BUSY: notes[1].en has the control character U+0000",
    ),
    "unsafe name": (
        "LLM_OUT_OF_MEMORY",
        'code._replace(name="LLM_OUT/../X")',
        "LLM_OUT/../X: name 'LLM_OUT/../X' is not a safe path segment",
    ),
}


# Registries broken as a whole, and what the one message must say.
BROKEN_WHOLE = {
    "a duplicate entry": (
        "from llm_status.registry.codes import CODES as _C\nCODES = _C + (_C[3],)\n",
        "LLM_KV_CACHE_NOT_EXIST: defined twice (entries 4 and 43)",
    ),
    "no codes": ("CODES = ()\n", "the registry is empty"),
    "None": ("CODES = None\n", "the registry is not a sequence of Code entries: None"),
    "no CODES": ("X = 1\n", "defines no CODES"),
    "an exit": ("raise SystemExit(0)\n", "it exited (0)"),
    "an error": ("CODES = 1 / 0\n", "division by zero"),
}


def _broken(tmp_path, kind: str):
    """A registry file broken as ``kind`` says, and the message that must name it."""
    registry = tmp_path / "codes.py"
    if kind in BROKEN:
        name, change, message = BROKEN[kind]
        registry.write_text(REGISTRY.format(name=name, change=change))
    else:
        source, message = BROKEN_WHOLE[kind]
        registry.write_text(source)
    return registry, message


@pytest.fixture(scope="module")
def hook():
    """The site's MkDocs hook, loaded as mkdocs loads it, in this process."""
    spec = importlib.util.spec_from_file_location(
        "llm_status_hook", ROOT / "hooks" / "llm_status_site.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("kind", [*BROKEN, *BROKEN_WHOLE])
def test_a_broken_registry_is_refused_before_anything_is_written(tmp_path, hook, monkeypatch, kind):
    """Every kind of broken registry, as the build's first step (the hook's on_config)
    meets it: one message that names what is wrong. Two kinds run whole builds below."""
    from mkdocs.exceptions import PluginError

    registry, message = _broken(tmp_path, kind)
    monkeypatch.setenv("LLM_STATUS_REGISTRY", str(registry))
    with pytest.raises(PluginError) as refused:
        hook.on_config(None)
    assert message in str(refused.value)


@pytest.mark.parametrize("kind", ["empty remedy", "an error"])
def test_a_broken_registry_stops_the_build_and_leaves_the_site(tmp_path, kind):
    registry, message = _broken(tmp_path, kind)
    site = tmp_path / "site"
    site.mkdir()
    (site / "index.html").write_text("the last good site")
    result = build(site, registry)
    assert result.returncode != 0
    assert "Traceback" not in result.stderr
    assert message in result.stderr
    assert [p.name for p in site.iterdir()] == ["index.html"]
    assert (site / "index.html").read_text() == "the last good site"


def test_markup_in_the_registry_shows_as_text(tmp_path):
    text = "<script>alert(1)</script> a|b *not bold* `not code` [not](link) _x_ # y"
    # Markup only at the start of a line: a step or a note must not become a list.
    numbered, dashed = "1. not a list", "- not a list, === not a heading"
    t = "T({0!r}, {0!r}, Source.PY_TABLE)".format
    registry = tmp_path / "codes.py"
    change = (
        f"code._replace(meaning={t(text)}, remedy=({t(text)}, {t(numbered)}), notes=({t(dashed)},))"
    )
    registry.write_text(REGISTRY.format(name="LLM_TIMEOUT", change=change))
    result = build(tmp_path / "site", registry)
    assert result.returncode == 0, result.stderr
    html = (tmp_path / "site" / "codes" / "LLM_TIMEOUT" / "index.html").read_text("utf-8")
    assert "<script>alert" not in html
    body = html[html.index("<article") :]
    assert "<em>not bold</em>" not in body and "<code>not code</code>" not in body
    # What the reader sees: the meaning, the remedy steps, the example's output, the
    # Sources table (meaning and remedy again), the note.
    seen = unescape(body)
    assert seen.count(text) == 5
    assert seen.count(numbered) == 3
    # The note, and again under the Python table's remedy in Sources, where a table's own
    # note is quoted (fidelity S9).
    assert seen.count(dashed) == 2


def _free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _fetch(url):
    try:
        with urllib.request.urlopen(url, timeout=5) as response:
            return response.read().decode("utf-8")
    except OSError:
        return ""


def test_mkdocs_serve_picks_up_a_change_to_the_registry(tmp_path):
    # A copy of the project, so that the test edits the copy's codes.py as a developer would.
    for part in ("mkdocs.yml", "docs", "hooks", "overrides", "src"):
        source = ROOT / part
        copy = shutil.copytree if source.is_dir() else shutil.copy
        copy(source, tmp_path / part)
    codes = tmp_path / "src" / "llm_status" / "registry" / "codes.py"
    port = _free_port()
    env = {**os.environ, "PYTHONPATH": str(tmp_path / "src"), "NO_MKDOCS_2_WARNING": "1"}
    # The copy has no .venv: the engine is the one make installed for the project.
    env["LLM_STATUS_PYODIDE"] = str(ROOT / ".venv" / "pyodide" / "node_modules" / "pyodide")
    server = subprocess.Popen(
        [str(MKDOCS), "serve", "--dev-addr", f"127.0.0.1:{port}"],
        cwd=tmp_path,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    url = f"http://127.0.0.1:{port}/codes/LLM_TIMEOUT/"
    try:
        # A guard against a server that never rebuilds, not a measure of speed: a build
        # takes minutes with two other test runs on the machine's two cores.
        def page_says(words, seconds=420):
            deadline = time.monotonic() + seconds
            while time.monotonic() < deadline and server.poll() is None:
                if words in _fetch(url):
                    return True
                time.sleep(0.5)
            return False

        assert page_says(LLMStatusCode.LLM_TIMEOUT.meaning["en"])
        codes.write_text(
            codes.read_text("utf-8").replace(
                '"Processing timed out"', '"Processing ran out of time"'
            ),
            "utf-8",
        )
        assert page_says("Processing ran out of time")
    finally:
        server.terminate()
        server.wait(timeout=30)


def test_a_duplicate_in_codes_py_itself_is_named_not_a_traceback(tmp_path):
    """The enum would say "Attempted to reuse key"; the build and an import name the code."""
    shutil.copytree(ROOT / "src", tmp_path / "src")
    codes = tmp_path / "src" / "llm_status" / "registry" / "codes.py"
    codes.write_text(codes.read_text("utf-8") + "\nCODES = CODES + (CODES[3],)\n", "utf-8")
    env = {**os.environ, "PYTHONPATH": str(tmp_path / "src"), "NO_MKDOCS_2_WARNING": "1"}
    result = subprocess.run(
        [MKDOCS, "build", "--strict", "--site-dir", str(tmp_path / "site")],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
    )
    assert result.returncode != 0
    assert "Traceback" not in result.stderr
    assert "LLM_KV_CACHE_NOT_EXIST defined twice" in result.stderr


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_triage_page_lists_every_symptom_hypothesis_and_field(site, lang):
    from llm_status.registry.symptoms import SYMPTOMS
    from llm_status.triage.record import SCHEMA_FIELDS

    page = page_of(site, "triage/" if lang == "en" else "zh/triage/").read_text("utf-8")
    text = unescape(page)
    for symptom in SYMPTOMS:
        assert symptom.title in text and f'id="{symptom.key}"' in page
        for hypothesis in symptom.hypotheses:
            assert hypothesis.says[lang].split("`")[0] in text
        for name in symptom.codes:
            assert f"<code>{name}</code></a>" in page
    for field, _ in SCHEMA_FIELDS:
        assert f"<code>{field}</code>" in page


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_lower_layers_pages_list_every_code_with_its_tables_words(site, lang):
    from llm_status.registry.lower_layers import acl_codes, hccl_codes

    prefix = "" if lang == "en" else "zh/"
    for folder, codes in (("aclError", acl_codes()), ("HcclResult", hccl_codes())):
        text = unescape(page_of(site, f"{prefix}layers/{folder}/").read_text("utf-8"))
        for code in codes:
            assert code.name in text and code.hex in text, code.name
            assert f'id="{code.name}"' in text, code.name  # what explain links to
            assert code.meaning[lang] in text, code.name
            if code.layer == "ACL":  # the table's own words, on both languages' pages
                assert code.meaning.zh in text, code.name


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_symptom_has_its_page_linked_both_ways_with_its_codes(site, lang):
    from llm_status.registry.symptoms import SYMPTOMS

    prefix = "" if lang == "en" else f"{lang}/"
    for symptom in SYMPTOMS:
        path = page_of(site, f"{prefix}symptoms/{symptom.key}/")
        text = unescape(path.read_text("utf-8"))
        assert symptom.title in text
        for hypothesis in symptom.hypotheses:
            assert f'id="{hypothesis.key}"' in text
            assert hypothesis.next[lang].split("`")[0] in text
        for name in symptom.codes:
            code = BY_KEY[name.lower()]
            page = page_of(site, page_path(code, lang)).read_text("utf-8")
            assert f'symptoms/{symptom.key}/"' in page, (name, symptom.key)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_hixl_page_says_whose_timeout_it_is(site, lang):
    """The UX review: HIXL pages' title, heading and breadcrumb said just "TIMEOUT"; and
    (2026-12-04, P3-8) the breadcrumb had no HIXL level: HIXL is one, linked to the index's
    HIXL section."""
    prefix = "" if lang == "en" else "zh/"
    text = page_of(site, f"{prefix}hixl/codes/TIMEOUT/").read_text("utf-8")
    title = re.search(r"<title>([^<]*)</title>", text).group(1)
    assert title.startswith("HIXL TIMEOUT")
    assert '">HIXL TIMEOUT<a class="headerlink"' in text
    crumb = re.search(r'<p [^>]*class="llm-breadcrumb"[^>]*>(.*?)</p>', text, re.S)[1]
    assert unescape(re.sub(r"<[^>]+>", "", crumb)).endswith("› HIXL › TIMEOUT")
    assert 'href="../../../codes/#hixl-codes">HIXL</a>' in crumb
    index = page_of(site, f"{prefix}codes/").read_text("utf-8")
    assert re.search(r'<h2 id="hixl-codes"[^>]*>HIXL', index)
    # Its number below codes/, a file a plain static server serves with no 404 page
    # (python3 -m http.server, as the offline README says: P3-9 of 2026-12-04).
    moved = (site / prefix / "codes" / "103901" / "index.html").read_text("utf-8")
    assert 'url=../../hixl/codes/TIMEOUT/"' in moved


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_code_pages_area_leads_to_its_table_on_the_index(site, lang):
    """The area (Cache transfer) is a link to the index's table of that area, which lists
    the code (UX review P3-8)."""
    prefix = "" if lang == "en" else f"{lang}/"
    for name, family_dir in (("LLM_TIMEOUT", "codes"), ("TIMEOUT", "hixl/codes")):
        page = site / prefix / family_dir / name / "index.html"
        text = page.read_text("utf-8")
        href = re.search(r'<a href="([^"]*#[a-z]+-[a-z-]+)">', text.split("</h1>", 1)[1])[1]
        target, fragment = resolve(site, page, href)
        index = page_of(site, target).read_text("utf-8")
        table = index.split(f'id="{fragment}"', 1)[1].split("<h", 1)[0]
        assert f">{name}<" in table, (name, fragment)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_index_lists_every_symptom_with_its_codes(site, lang):
    """Issue 22 §1: a symptom's page is in the index, beside the codes it comes with."""
    from llm_status.registry.symptoms import SYMPTOMS

    index = site / ("" if lang == "en" else lang) / "codes" / "index.html"
    text = index.read_text("utf-8")
    section = text.split('id="symptoms"', 1)[1].split("<h2", 1)[0]
    for symptom in SYMPTOMS:
        row = section.split(f"symptoms/{symptom.key}/", 1)[1].split("</tr>", 1)[0]
        for name in symptom.codes:
            assert f"<code>{name}</code>" in row, (symptom.key, name)


def test_a_build_without_the_engine_says_how_to_get_it_and_writes_nothing(tmp_path):
    """The triage page's engine comes from npm (make installs it): a build that cannot
    find it, or finds another version, stops before it writes, and says what to run."""
    from llm_status.site import engine

    site = tmp_path / "site"
    site.mkdir()
    (site / "index.html").write_text("the last good build")
    elsewhere = tmp_path / "pyodide"
    elsewhere.mkdir()
    for given, says in (
        (None, f"Pyodide {engine.PYODIDE} is not in"),
        ("0.0.1", f"holds Pyodide 0.0.1, not {engine.PYODIDE}"),
    ):
        if given:
            (elsewhere / "package.json").write_text(json.dumps({"version": given}))
        env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "LLM_STATUS_PYODIDE": str(elsewhere)}
        result = subprocess.run(
            [MKDOCS, "build", "--strict", "--site-dir", str(site)],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
        )
        assert result.returncode != 0
        assert says in result.stderr and "make build" in result.stderr
        assert "Traceback" not in result.stderr
        assert [p.name for p in site.iterdir()] == ["index.html"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_error_manager_code_has_its_page_quoting_its_entries(site, lang):
    """Issue 30 §2: a page a code, both languages, each entry's words quoted, the index
    listing every code, HCCL's own guide linked from the codes it covers; explain's and
    torch_npu's addresses reach a built page."""
    import html as html_module

    from llm_status.links import manager_path, torch_npu_path
    from llm_status.registry import error_manager

    prefix = "" if lang == "en" else "zh/"
    index = (site / prefix / "layers" / "error-manager" / "index.html").read_text("utf-8")
    codes = dict.fromkeys(e.code for e in error_manager.entries())
    for code in codes:
        page = site / manager_path(code, lang) / "index.html"
        text = html_module.unescape(page.read_text("utf-8"))
        for entry in error_manager.of_code(code):
            first_line = entry.message.replace("\r\n", "\n").split("\n")[0].strip()
            assert first_line in text, code
            assert entry.repo in text
        assert ("上游只以英文登记这些文字" in text) == (lang == "zh")
        assert f'href="{code}/"' in index or f'href="{code}/index.html"' in index, code
    ei0006 = html_module.unescape((site / manager_path("EI0006", lang) / "index.html").read_text())
    assert "建链超时（EI0006）" in ei0006
    assert "hicann/hccl/blob/09300b70df9a031339f08e5f2ca06d7bf294d009" in ei0006
    # UX review 2026-12-04, P3-6: a breadcrumb; the Solution as upstream numbers it, a
    # numbered list; the way from the code to its symptom's page and to triage.
    from llm_status.i18n import say

    crumb = re.search(r'<p [^>]*class="llm-breadcrumb"[^>]*>(.*?)</p>', ei0006, re.S)
    assert crumb and say("em_index_title", lang) in crumb[1] and "EI0006" in crumb[1]
    steps = re.search(r"<blockquote>\s*<ol>(.*?)</ol>", ei0006, re.S)
    assert steps and steps[1].count("<li>") == 3, steps
    assert "<li>Check the rank service processes" in steps[1]
    assert 'href="../../../symptoms/wait-socket-establish-timeout/"' in ei0006
    assert re.search(
        r'href="../../../triage/#in-the-browser">' + say("decoder_triage", lang), ei0006
    )
    torch = (site / torch_npu_path("ERR02200", lang).split("#")[0] / "index.html").read_text()
    assert all(f'id="{code}"' in torch for code in ("ERR02200", "ERR00100", "ERR01100", "ERR99999"))
    # Below codes/ as the home page says a code is, files a server with no 404 page serves
    # (python3 -m http.server; UX 2026-12-04 P3-9), in both cases.
    prefix = "" if lang == "en" else f"{lang}/"
    for asked, lands in (("EI0006", "layers/error-manager/EI0006/"), ("ei0006", "layers/error-manager/EI0006/"), ("err02200", "layers/torch_npu/#ERR02200")):  # fmt: skip
        moved = (site / prefix / "codes" / asked / "index.html").read_text("utf-8")
        assert f'url=../../{lands}"' in moved, asked


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_index_by_recoverability_shows_where_the_tables_disagree(site, lang):
    """UX review P2-5: LLM_TIMEOUT sat in "Recoverable" with no mark; its page says the
    C++ table calls it not recoverable. Its row there carries both tables' badges; and
    (2026-12-04, P3-12) it stands in a group of its own, first, as `llm-status list` has
    it, not under "Recoverable"."""
    from llm_status.i18n import say

    text = (site / ("" if lang == "en" else "zh/") / "codes" / "index.html").read_text("utf-8")
    sections = text.split("<h3")  # the page's h3 sections (the contents hold none)
    heads = [s.split("</h3>")[0] for s in sections[1:]]
    assert f">{say('group_differ', lang)} (1)" in heads[0]
    row = next(r for r in sections[1].split("<tr>") if "LLM_TIMEOUT" in r)
    assert "llm-badge--no" in row and "llm-badge--yes" in row
    recoverable = next(s for s in sections if f">{say('group_yes', lang)} (" in s.split("</h3>")[0])
    assert "LLM_TIMEOUT" not in recoverable


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_facts_page_lists_what_collect_reads_and_the_hypotheses_facts_decide(site, lang):
    """Issue 32, 5: the page on collecting facts, in the nav, with each format's command
    and sample, and a link to each hypothesis that reads facts, on its symptom's page."""
    from llm_status.registry import facts
    from llm_status.registry.symptoms import SYMPTOMS
    from llm_status.triage.config_checks import FACT_CHECKS

    prefix = "" if lang == "en" else f"{lang}/"
    page = (site / prefix / "collect" / "index.html").read_text("utf-8")
    text = unescape(re.sub(r"<[^>]+>", "", page))
    for reading in facts.READINGS:
        assert reading.typed in text, reading.key
    for symptom in SYMPTOMS:
        for h in symptom.hypotheses:
            if h.check in FACT_CHECKS:
                assert f"symptoms/{symptom.key}/#{h.key}" in page, (symptom.key, h.key)
    home = (site / prefix / "index.html").read_text("utf-8")
    assert re.search(r'href="[./]*collect/"', home), "the nav does not list the page"


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_symptom_pages_first_screen_says_where_it_stands_and_the_first_step(site, lang):
    """The UX review's P2-4 and P3-8: above the hypotheses, a way up to the index's symptoms
    and the first step, with the triage page a link away."""
    from llm_status.i18n import say
    from llm_status.registry.symptoms import SYMPTOMS

    prefix = "" if lang == "en" else "zh/"
    for symptom in SYMPTOMS:
        html = (site / prefix / "symptoms" / symptom.key / "index.html").read_text("utf-8")
        article = unescape(html[html.index("<article") :])
        first = article[: article.index("<h2")]
        assert say("symptom_first", lang) in first, symptom.key
        # Collecting the master's and an inference node's facts first where they decide
        # (fidelity S10), else this node's lines, else both ends' logs.
        master = any(h.check in ("lease_ttl", "master_address", "hash_seed") for h in symptom.hypotheses)  # fmt: skip
        step = "symptom_first_master" if master else "symptom_first_node" if symptom.phase == "node" else "symptom_first_both"  # fmt: skip
        assert say(step, lang) in first, symptom.key
        assert "triage/#in-the-browser" in first and "codes/#symptoms" in first


def test_the_language_hint_takes_its_words_from_the_page_not_its_script(site):
    """Knowledge written once: the hint's sentences are i18n's, carried by every page in a
    <meta> the theme writes; the script holds none."""
    import json
    import re
    from html import unescape as unescaped
    from pathlib import Path

    from llm_status.site import language_hint

    script = (Path(__file__).parents[1] / "docs" / "assets" / "language-hint.js").read_text("utf-8")
    assert not re.search(r"[\u4e00-\u9fff]", script) and "This page is also" not in script
    for path in ("index.html", "zh/codes/LLM_TIMEOUT/index.html"):
        page = (site / path).read_text("utf-8")
        meta = re.search(r"<meta name=\"llm-language-hint\" content='([^']*)'>", page)
        assert meta is not None, path
        assert json.loads(unescaped(meta[1])) == language_hint()
