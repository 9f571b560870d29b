"""make bundle: the site as one archive, opened from disk (file://) in Chromium."""

import subprocess
import sys
import tarfile
from pathlib import Path

import pytest
from support.browser import search
from support.sitebuild import ROOT, once_a_run


@pytest.fixture(scope="session")
def unpacked(tmp_path_factory, request):
    """make bundle's archive and wheel, made once a run (it builds the site again, for disk)
    and unpacked: the site's folder."""

    def make(out):
        made = subprocess.run(
            [sys.executable, str(ROOT / "scripts" / "make_bundle.py"), "--out", str(out)],
            capture_output=True,
            text=True,
            timeout=600,
        )
        archives = list(out.glob("llm-status-site-*.tar.gz"))
        if made.returncode == 0 and len(archives) == 1:
            with tarfile.open(archives[0]) as archive:
                archive.extractall(out / "unpacked", filter="data")
        return {"returncode": made.returncode, "stderr": made.stderr}

    out, made = once_a_run(request, tmp_path_factory, "bundle", make)
    assert made["returncode"] == 0, made["stderr"]
    archives = list(out.glob("llm-status-site-*.tar.gz"))
    assert len(archives) == 1 and list(out.glob("llm_status-*.whl"))
    return out / "unpacked" / "llm-status-site"


@pytest.mark.parametrize("lang, query", [("en", "timeout"), ("zh", "超时")])
def test_search_and_the_log_decoder_work_from_disk(unpacked, page, lang, query):
    home = (unpacked / ("index.html" if lang == "en" else "zh/index.html")).as_uri()
    errors = []
    # A load that the next navigation cuts short (ERR_ABORTED) is no failure of the site.
    page.on("requestfailed", lambda r: "ERR_ABORTED" not in r.failure and errors.append(r.url))
    page.on("request", lambda r: not r.url.startswith("file://") and errors.append(r.url))
    page.goto(home)
    results = search(page, query)
    assert any("/codes/LLM_TIMEOUT/index.html" in url for url in results[:3])
    assert all(("/zh/" in url) == (lang == "zh") for url in results)
    page.goto(home + "?log=PullKvBlocks+failed%2C+ret+%3D+1343270939")
    page.wait_for_selector("#llm-decoder.llm-decoder--ready")
    link = page.locator("#llm-decoder li a").first
    assert link.inner_text() == "LLM_LINK_BUSY"
    link.click()
    page.wait_for_url("**/codes/LLM_LINK_BUSY/index.html")
    assert not errors


def test_an_alias_leads_to_the_page_from_disk(unpacked, page):
    page.goto((unpacked / "codes" / "0x5010b01a" / "index.html").as_uri())
    page.wait_for_url("**/codes/LLM_TIMEOUT/index.html")
    assert Path(page.url.removeprefix("file://")).exists()


def test_the_triage_page_from_disk_says_how_to_serve_it(unpacked, page):
    """No worker starts from file://, and a browser loads no engine from there: the page
    says to serve the folder (the one line its README gives) or run the command."""
    from llm_status.i18n import say

    for lang in ("en", "zh"):
        page.goto((unpacked / ("zh/" if lang == "zh" else "") / "triage" / "index.html").as_uri())
        status = page.locator(".llm-triage__status")
        assert status.inner_text() == say("triage_ui_no_worker", lang)
        assert "python3 -m http.server 8000 --bind 127.0.0.1" in status.inner_text()
        assert page.locator(".llm-triage__run").is_disabled()
    readme = (unpacked / "README.txt").read_text("utf-8")
    assert say("bundle_readme", "en") in readme and say("bundle_readme", "zh") in readme


def test_the_bundle_served_as_its_readme_says_triages_in_the_browser(unpacked, page, tmp_path):
    """The bundle carries the engine: served over HTTP (as README.txt says), its triage
    page gives the command's verdict, with no request off the machine."""
    from support.browser import serve
    from support.triage_corpus import CASES
    from support.triage_page import command, in_the_page

    asked = []
    page.on("request", lambda request: asked.append(request.url))
    given = CASES["registration_first"](tmp_path)
    with serve(unpacked) as url:
        result = in_the_page(page, url, tmp_path, given, "zh")
    with pytest.MonkeyPatch.context() as monkeypatch:
        record, _ = command(tmp_path, given, "zh", monkeypatch)
    assert result["record"] == record
    assert all(u.startswith(url) for u in asked)


def test_a_folded_group_of_messages_opens_from_disk(unpacked, page):
    page.goto((unpacked / "codes" / "LLM_PARAM_INVALID" / "index.html").as_uri())
    group = page.locator("details.llm-messages").first
    group.locator("summary").click()
    assert group.locator("li").first.is_visible()


def test_the_wheel_holds_every_data_file_and_its_command_runs_installed(unpacked, tmp_path):
    """The wheel make bundle writes (and `pip install .` builds): every table the package
    reads is in it, and the command, installed from it alone in a fresh environment,
    names a neighbour's code (its tables are data files in a folder of their own)."""
    import venv
    import zipfile

    (wheel,) = unpacked.parent.parent.glob("llm_status-*.whl")
    package = ROOT / "src" / "llm_status"
    data = {
        "llm_status/" + p.relative_to(package).as_posix()
        for p in (package / "registry" / "data").rglob("*")
        if p.suffix in (".tsv", ".md")
    }
    with zipfile.ZipFile(wheel) as archive:
        assert data <= set(archive.namelist()), sorted(data - set(archive.namelist()))
    venv.create(tmp_path / "env", with_pip=True)
    python = tmp_path / "env" / "bin" / "python"
    subprocess.run(
        [python, "-m", "pip", "install", "--quiet", "--no-index", "--no-deps", str(wheel)],
        check=True,
        timeout=300,
    )
    command = tmp_path / "env" / "bin" / "llm-status"
    version = subprocess.run([command, "--version"], capture_output=True, text=True)
    assert version.returncode == 0 and "llm-status" in version.stdout, version.stderr
    line = (
        "E1202 10:41:07.372946 5127 client_service.cpp:3737] MountLocalDiskSegment failed, "
        "error code is SEGMENT_NOT_FOUND"
    )
    done = subprocess.run([command, "explain", line], capture_output=True, text=True)
    assert done.returncode == 0 and "SEGMENT_NOT_FOUND" in done.stdout, done.stderr
