"""MkDocs hook: hands the pages that ``llm_status.site`` makes from the registry to MkDocs.

It knows nothing about the codes. Per language build (mkdocs-static-i18n
builds English, then Chinese) it adds the generated pages, the alias
redirects and, once, ``codes.json`` and ``messages.json`` (and ``codes.js``
and ``messages.js``, the same data for the offline bundle's log decoder) and the
triage page's engine (Pyodide's files and the package, ``site.engine``);
after the last build it splits the one search index into one per language.

``LLM_STATUS_REGISTRY`` names a Python file whose ``CODES`` replace the
package's: a registry under change, or a broken one in the tests.
``LLM_STATUS_PYODIDE`` names npm's ``pyodide`` folder, where it is not the one
``make build`` installs (``.venv/pyodide/node_modules/pyodide``).
"""

from __future__ import annotations

import copy
import importlib
import importlib.util
import json
import os
import runpy
import sys
from pathlib import Path

import mkdocs.plugins
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import File, Files, InclusionLevel
from mkdocs.utils import get_relative_url

# The registry of the build under way, read afresh by every on_config, so
# that `mkdocs serve` shows a change to it on the next reload.
_codes: tuple = ()
_site = None
_engine: dict = {}  # the engine's files, by their path in the site
_package = b""  # the package as the engine reads it (site.package_archive)
# Where `make build` installs Pyodide from npm (the Makefile's $(VENV)/pyodide).
_PYODIDE = Path(__file__).resolve().parents[1] / ".venv" / "pyodide" / "node_modules" / "pyodide"
# The package's source files (modules and data), each with the mtime it was last run from.
_run_from: dict[str, int] = {}


# -- events -------------------------------------------------------------------------------


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    global _codes, _site, _package
    _site, _codes = _load_registry()
    from llm_status.registry.check import RegistryError, check

    try:
        _codes = check(_codes)
    except RegistryError as error:
        # Before anything is written: a bad registry leaves the last site as it was.
        raise PluginError(f"llm-status: {error}") from None
    try:
        _engine.clear()
        _engine.update(_site.pyodide_files(Path(os.environ.get("LLM_STATUS_PYODIDE") or _PYODIDE)))
    except _site.EngineMissing as error:
        raise PluginError(f"llm-status: {error}") from None
    _package = _site.package_archive()
    # The language hint's words, from i18n: the theme writes them into every page.
    config.extra["language_hint"] = _site.language_hint()
    return config


@mkdocs.plugins.event_priority(-200)  # after i18n's on_files (-100), which drops unknown files
def on_files(files: Files, config: MkDocsConfig) -> Files:
    i18n = config.plugins["i18n"]
    lang = i18n.current_language
    site_url = config.site_url or ""
    generated = []
    engine_mb = round(_site.download_size(_engine, _package) / 1e6)
    for uri, markdown in _site.pages(_codes, lang, engine_mb).items():
        # The per-code pages stay out of the nav: a nav of every code makes
        # every page carry it, and the build quadratic. The index links them.
        inclusion = InclusionLevel.UNDEFINED if uri in _site.IN_NAV else InclusionLevel.NOT_IN_NAV
        generated.append(_page(config, uri, markdown, lang, inclusion))
    for file in generated:
        files.append(file)
    # sitemap.xml lists what i18n collected in its own on_files: add ours.
    i18n.i18n_files_per_language.setdefault(lang, []).extend(generated)
    for code in _codes:
        if code.member:
            for path in _site.alias_files(code, lang):
                html = _site.redirect_page(code, lang, site_url, config.use_directory_urls, path)
                files.append(File.generated(config, path, content=html))
    for path, (page, code) in _site.manager_files(lang).items():
        html = _site.redirect_to(page, code, lang, site_url, config.use_directory_urls, path)
        files.append(File.generated(config, path, content=html))
    if lang == i18n.default_language:
        files.append(
            File.generated(config, "codes.json", content=_site.codes_json(_codes, site_url))
        )
        files.append(
            File.generated(config, "codes.js", content=_site.codes_script(_codes, site_url))
        )
        files.append(File.generated(config, "grammar.json", content=_site.grammar_json()))
        files.append(File.generated(config, "grammar.js", content=_site.grammar_script()))
        files.append(File.generated(config, "messages.json", content=_site.messages_json()))
        files.append(File.generated(config, "messages.js", content=_site.messages_script()))
        for uri, path in _engine.items():
            files.append(File.generated(config, uri, abs_src_path=str(path)))
        package = _site.ENGINE_FOLDER + _site.ENGINE_PACKAGE
        files.append(File.generated(config, package, content=_package))
    return files


def on_page_context(context: dict, page, config: MkDocsConfig, nav) -> dict:
    # The footer's line (site.footer): its words in the page's language, its links from it.
    lang = config.plugins["i18n"].current_language
    benchmarks = _site.built_path("benchmarks.md", lang).removesuffix("index.html")
    address = (config.site_url or "") + page.url
    context["llm_footer"] = _site.footer(
        lang, page.title or "", address, get_relative_url(benchmarks, page.url)
    )
    return context


@mkdocs.plugins.event_priority(
    -200
)  # after i18n's, which points the language menu at this page's twin
def on_post_page(output: str, page, config: MkDocsConfig) -> str:
    # i18n leaves the menu of the last page in the config, and 404.html (built
    # after every page) would offer that page's twin: give it the homes back.
    i18n = config.plugins["i18n"]
    if getattr(i18n, "extra_alternate", None):
        config.extra.alternate = copy.deepcopy(i18n.extra_alternate)
    return _with_policy(output, config)


_not_found: dict = {}  # the default language's 404, and the other languages' chrome


def on_post_template(output: str, template_name: str, config: MkDocsConfig) -> str:
    # 404.html is a template of the theme, not a page: one file for every language.
    if template_name == "404.html":
        i18n = config.plugins["i18n"]
        output = _site.one_not_found(
            output, i18n.current_language, i18n.default_language, _not_found
        )
    return _with_policy(output, config) if template_name.endswith(".html") else output


@mkdocs.plugins.event_priority(-200)  # after i18n's on_post_build, which writes the last index
def on_post_build(config: MkDocsConfig) -> None:
    i18n = config.plugins["i18n"]
    if i18n.building:
        return  # an inner language build; the index is not complete yet
    folder = Path(config.site_dir) / "search"
    if not (folder / "search_index.json").exists():
        return
    index = json.loads((folder / "search_index.json").read_text("utf-8"))
    extensions = {lang: _site.search_extension(_codes, lang) for lang in i18n.build_languages}
    # material's offline plugin inlines the index into a script for pages opened from
    # disk: one per language too.
    offline = (folder / "search_index.js").exists()
    for path, text in _site.split_search_index(
        index, i18n.build_languages, i18n.default_language, extensions, offline
    ).items():
        (Path(config.site_dir) / path).parent.mkdir(parents=True, exist_ok=True)
        (Path(config.site_dir) / path).write_text(text, "utf-8")


# -- helpers ------------------------------------------------------------------------------


def _load_registry():
    """The renderer and the codes, run again if their source changed since (mkdocs serve)."""
    stamps = _package_stamps()
    # Not on every build: one `mkdocs build` configures once per language, and
    # running the modules again each time was most of the hook's cost.
    if _run_from and stamps != _run_from:
        # Every module of the package, none listed by hand: a module left out keeps
        # the old registry's objects, and identity checks against them fail.
        for name in [n for n in sys.modules if n == "llm_status" or n.startswith("llm_status.")]:
            del sys.modules[name]
    try:
        site = importlib.import_module("llm_status.site")
    except Exception as error:  # a broken codes.py: its message, not a traceback
        raise PluginError(f"llm-status: the registry does not load: {error}") from None
    _run_from.clear()
    _run_from.update(stamps)
    path = os.environ.get("LLM_STATUS_REGISTRY")
    if not path:
        return site, site.CODES
    try:
        namespace = runpy.run_path(path)
    except (Exception, SystemExit) as error:  # SystemExit(0) too: it would end the build "well"
        reason = f"it exited ({error.code!r})" if isinstance(error, SystemExit) else error
        raise PluginError(f"llm-status: cannot read the registry {path!r}: {reason}") from None
    if "CODES" not in namespace:
        raise PluginError(f"llm-status: the registry {path!r} defines no CODES")
    return site, namespace["CODES"]  # registry.check says what is wrong with it


def _package_stamps() -> dict[str, int]:
    """The mtime of every source file of the package, found without importing it."""
    spec = importlib.util.find_spec("llm_status")
    if spec is None or not spec.submodule_search_locations:
        raise PluginError("llm-status: the package llm_status is not installed")
    root = Path(next(iter(spec.submodule_search_locations)))
    return {
        str(path): path.stat().st_mtime_ns
        for path in sorted(root.rglob("*"))
        if path.suffix in (".py", ".tsv", ".md") and "__pycache__" not in path.parts
    }


def _with_policy(output: str, config: MkDocsConfig) -> str:
    """The page with its content security policy, but in the offline bundle (from
    file://, 'self' allows no script)."""
    if config.extra.get("offline_bundle"):
        return output
    return _site.with_policy(output)


def _page(config: MkDocsConfig, uri: str, markdown: str, lang: str, inclusion) -> File:
    """A generated page carrying what mkdocs-static-i18n sets on its own files.

    ``alternates`` (the same page in every language) is what the language
    switcher and sitemap.xml read; the others are what i18n's events expect.
    """
    i18n = config.plugins["i18n"]
    alternates = {}
    for each in i18n.build_languages:
        # Only this language's file is built now; the others give their URL.
        content = markdown if each == lang else ""
        file = File.generated(
            config, _site.localized(uri, each), content=content, inclusion=inclusion
        )
        file.dest_uri = _site.built_path(uri, each)
        file.locale = file.locale_alternate_of = each
        file.localization = None if each == i18n.default_language else each
        file.norm_src_uri = uri
        alternates[each] = file
    page = alternates[lang]
    page.alternates = alternates
    return page
