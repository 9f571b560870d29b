"""Triage in the browser (the triage page, assets/triage.js and its worker, which runs the
package's own triage in Pyodide): on the shared corpus (tests/support/triage_corpus.py) it gives
the report ``llm-status triage`` gives, the JSON record whole and every line, in both
languages; it sends nothing off the site, and a second visit fetches no engine again; it
shows its progress and can be cancelled; a 100 MB pair of logs does not freeze the page."""

from __future__ import annotations

import json
import random
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support.browser import LAPTOP, serve
from support.plogs import at, comm_prepare, noise
from support.triage_corpus import CASES
from support.triage_page import command, in_the_page, open_triage

from llm_status.i18n import BadInput, say

LANGS = ("en", "zh")


@pytest.fixture(scope="session")
def kept_page(browser, root):
    """The triage page in each language, opened once a session (once a pytest-xdist
    worker) and kept open, as an engineer keeps it between incidents: its engine starts
    once (3 s of Pyodide a start) and runs each case after. The tests of a first visit
    (what it fetches, its policy, its progress) open a page of their own."""
    pages = {}

    def opened(lang):
        # A context of its own each: a page behind another in its window is a background
        # tab, which Chromium throttles (a folder given to it then times out).
        if lang not in pages:
            page = browser.new_context(viewport=LAPTOP).new_page()
            page.set_default_timeout(20_000)
            open_triage(page, root, lang)
            pages[lang] = page
        return pages[lang]

    yield opened
    for page in pages.values():
        page.context.close()


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("case", sorted(CASES))
def test_the_page_gives_the_commands_report(kept_page, root, tmp_path, monkeypatch, case, lang):
    given = CASES[case](tmp_path)
    page = kept_page(lang)
    result = in_the_page(page, root, tmp_path, given, lang, kept=True)
    assert "failed" not in result, result
    record, lines = command(tmp_path, given, lang, monkeypatch)
    # What an engineer acts on first, then everything.
    assert result["record"]["verdict"] == record["verdict"]
    assert result["record"]["first_error"] == record["first_error"]
    assert [[h["status"] for h in s["hypotheses"]] for s in result["record"]["symptoms"]] == [
        [h["status"] for h in s["hypotheses"]] for s in record["symptoms"]
    ]
    assert result["record"] == record
    assert [line["text"] for line in result["lines"]] == lines
    # The page shows it: the answer first (the verdict and its cause, or what failed
    # first: its live region says it), then the report as the command prints it.
    assert page.locator(".llm-triage__status").inner_text() == record["answer"]
    # The report's first line is the answer's first sentence: the verdict and its cause.
    assert record["answer"].startswith(lines[0].strip().rstrip("。."))
    shown = page.locator(".llm-triage__report").inner_text()
    assert all(line.strip() in shown for line in lines if line.strip())


def test_the_page_sends_nothing_off_the_site(page, root, tmp_path):
    asked = []
    page.on("request", lambda request: asked.append(request.url))
    given = CASES["registration_first"](tmp_path)
    result = in_the_page(page, root, tmp_path, given, "en")
    assert result["record"]["verdict"] == "likely"
    assert asked and all(url.startswith(root) for url in asked), asked
    # The logs go nowhere, not even to the site: no request carries them.
    assert not any("plog" in url or "POST" in url for url in asked)


def test_the_page_saves_the_report_and_its_json(kept_page, root, tmp_path):
    given = CASES["cq_resources"](tmp_path)
    page = kept_page("en")
    result = in_the_page(page, root, tmp_path, given, "en", kept=True)
    with page.expect_download() as text:
        page.get_by_role("button", name="Save the report").click()
    saved = text.value.path().read_text("utf-8")
    assert saved == "\n".join(line["text"] for line in result["lines"]) + "\n"
    with page.expect_download() as data:
        page.get_by_role("button", name="Save as JSON").click()
    assert json.loads(data.value.path().read_text("utf-8")) == result["record"]


def test_the_page_says_what_it_needs(page, root):
    open_triage(page, root, "zh")
    page.click(".llm-triage__run")
    assert page.locator(".llm-triage__status").inner_text() == "请至少给出一端的日志。"


def test_a_binary_file_alone_is_unusable_input_said_as_the_command_says(page, root, tmp_path):
    (tmp_path / "core").write_bytes(b"\x00\x01" * 4000)
    open_triage(page, root, "en")
    page.locator(".llm-triage__side").nth(0).locator("input[multiple]").set_input_files(
        tmp_path / "core"
    )
    page.click(".llm-triage__run")
    page.wait_for_function("() => document.getElementById('llm-triage').result !== null")
    status = page.locator(".llm-triage__status").inner_text()
    assert "none of the files given is a text log ('core')" in status


def big_side(path, seed, pid, lines_of_failure, size):
    """A plog of ``size`` bytes: upstream's and other software's INFO lines, and the
    failure's lines among them."""
    rng = random.Random(seed)
    block = [text for _, text in noise(2000, seed=seed, pid=pid)]
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8") as out:
        written = 0
        while written < size:
            chunk = "\n".join(rng.sample(block, len(block))) + "\n"
            out.write(chunk)
            written += len(chunk)
        out.write("\n".join(lines_of_failure) + "\n")
    return path


@pytest.mark.alone  # a pause measured while another worker takes a core is not the page's
def test_a_100_mb_pair_does_not_freeze_the_page(page, root, tmp_path, monkeypatch):
    from support.plogs import upstream_line
    from support.triage_logs import REGISTER, socket_timeout

    half = 50 * 10**6
    p = big_side(
        tmp_path / "P" / "plog" / "plog-1001.log",
        1,
        1001,
        [
            upstream_line(REGISTER, at(1.0), 503900, 4001, pid=1001),
            comm_prepare(at(6.0), "10.0.0.2:16000_10.0.0.1:16000", 4001, 1001),
        ],
        half,
    )
    d = big_side(
        tmp_path / "D" / "plog" / "plog-2002.log",
        2,
        2002,
        [
            comm_prepare(at(2.0), "10.0.0.2:16000_10.0.0.1:16000", 3001, 2002),
            socket_timeout(at(5.1)),
        ],
        half,
    )
    assert p.stat().st_size + d.stat().st_size >= 100 * 10**6
    open_triage(page, root, "en")
    sides = page.locator(".llm-triage__side")
    sides.nth(0).locator("input[webkitdirectory]").set_input_files(tmp_path / "P")
    sides.nth(1).locator("input[webkitdirectory]").set_input_files(tmp_path / "D")
    # While the worker reads, the page answers: the longest pause between two ticks of
    # its event loop, measured in the page.
    page.evaluate(
        """() => { window.__longest = 0; let last = performance.now();
        window.__ticks = setInterval(() => { const now = performance.now();
          window.__longest = Math.max(window.__longest, now - last); last = now }, 20) }"""
    )
    page.click(".llm-triage__run")
    page.wait_for_function(
        "() => document.getElementById('llm-triage').result !== null", timeout=600_000
    )
    longest = page.evaluate("() => window.__longest")
    result = page.evaluate("() => document.getElementById('llm-triage').result")
    assert "failed" not in result, result
    # Ours: a page that stops answering for half a second feels frozen.
    assert longest < 500, f"the page stopped answering for {longest:.0f} ms"
    record, _ = command(tmp_path, [("P", "P", "dir"), ("D", "D", "dir")], "en", monkeypatch)
    assert result["record"]["verdict"] == record["verdict"]
    assert result["record"]["first_error"] == record["first_error"]
    assert result["record"]["sources"] == record["sources"]


def _rows():
    from llm_status.registry import upstream_messages

    return [m for m in upstream_messages.messages() if m.shows_as != "description"]


# Lines as both ends print them, and as they should never be: the two fronts must agree
# on all of them, whatever their mix.
_HOSTILE = [
    b"[ERROR] HIXL(1,p):2026-13-45-99:99:99.999.999 [a.cc:1]2 F: ErrorNo: 503900 x",
    b"E0230 25:61:61.000000 12 x.cc:1] wait socket establish timeout",
    b"E0312 10:41:03.5 77 x.cc:1] wait socket establish timeout comm[a_b] timeout:3000 ms",
    b"ERROR 02-30 10:00:00 [x.py:1] LLMException: status_code 1343270938",
    b"\x1b[31m[ERROR]\x1b[0m \xff\xfe comm[",
    b"Traceback (most recent call last)\r",
    b"HcclCommPrepare comm[a] timeout:99999999999 ms",
    b"2026-03-12 10:41:04,120 ERROR cluster_id = 7 req_id[42] 10.0.0.1:16000 timeout 3 s",
    "2026-03-12T10:41:04.5 报错ERROR：建链失败 remote_cluster_id is 8 \u202e".encode(),
    b"[WARN] HCCL(9,p):2026-03-12-10:41:04.000.001 [h.cc:3] [77][X] hcclRet -> 19, HCCL Error Code: 7",
]


@st.composite
def a_side(draw):
    from support.plogs import upstream_line

    rows = _rows()
    lines = []
    for _ in range(draw(st.integers(0, 12))):
        kind = draw(st.integers(0, 5))
        when = at(draw(st.floats(0, 400, allow_nan=False)))
        if kind == 0:
            row = rows[draw(st.integers(0, len(rows) - 1))]
            value = draw(st.sampled_from([503900, 103902, 1343270938, 4294967295, 1, 7]))
            lines.append(
                upstream_line(row, when, value, draw(st.integers(1, 5)), number="3000").encode()
            )
        elif kind == 1:
            lines.append(
                comm_prepare(when, draw(st.sampled_from(["a_b", "c_d"])), 3001, 2002).encode()
            )
        elif kind == 2:
            lines.append(draw(st.sampled_from(_HOSTILE)))
        elif kind == 3:
            lines.append(
                draw(st.text(max_size=80)).encode("utf-8", "surrogatepass").replace(b"\n", b" ")
            )
        elif kind == 4:
            lines.append(draw(st.binary(max_size=60)).replace(b"\n", b" "))
        else:
            lines += [
                text.encode()
                for _, text in noise(draw(st.integers(1, 20)), draw(st.integers(0, 99)))
            ]
    return b"\n".join(lines) + draw(st.sampled_from([b"\n", b"", b"\r\n"]))


# The page runs the command's own code: a few examples hold the glue (mounting, names,
# unusable input said as the command says it), not a second implementation.
@settings(max_examples=3, deadline=None, suppress_health_check=list(HealthCheck))
@given(p=a_side(), d=a_side())
def test_the_page_and_the_command_agree_on_any_logs(kept_page, root, tmp_path_factory, p, d):
    folder = tmp_path_factory.mktemp("any")
    for label, data in (("P", p), ("D", d)):
        (folder / label).mkdir()
        (folder / label / "plog.log").write_bytes(data)
    given_ = [("P", "P", "dir"), ("D", "D", "dir")]
    result = in_the_page(kept_page("en"), root, folder, given_, "en", kept=True)
    with pytest.MonkeyPatch.context() as monkeypatch:
        try:
            record, lines = command(folder, given_, "en", monkeypatch)
        except BadInput as error:
            assert result.get("failed") == str(error), result
            return
    assert "failed" not in result, result
    assert result["record"] == record
    assert [line["text"] for line in result["lines"]] == lines


def test_files_dropped_on_a_side_are_read_as_chosen_ones(page, root, tmp_path, monkeypatch):
    given = CASES["clocks_causal"](tmp_path)
    open_triage(page, root, "en")
    for n, (_label, name, _) in enumerate(given):
        text = (tmp_path / name).read_text("utf-8")
        # A drop as the browser makes it, of one file: its DataTransfer holds the File.
        transfer = page.evaluate_handle(
            """([name, text]) => { const t = new DataTransfer();
            t.items.add(new File([text], name)); return t }""",
            [name, text],
        )
        page.locator(".llm-triage__side").nth(n).dispatch_event("drop", {"dataTransfer": transfer})
    page.wait_for_function(
        "() => document.querySelectorAll('.llm-triage__chosen')[1].textContent !== ''"
    )
    page.click(".llm-triage__run")
    page.wait_for_function("() => document.getElementById('llm-triage').result !== null")
    result = page.evaluate("() => document.getElementById('llm-triage').result")
    record, _ = command(tmp_path, given, "en", monkeypatch)
    assert result["record"] == record


def test_an_xz_log_is_read_in_the_page_as_the_command_reads_it(
    kept_page, root, tmp_path, monkeypatch
):
    """Pyodide 314's Python has lzma in its core: a rotated .xz log is read in the page,
    and its report is the command's."""
    import lzma

    given = CASES["registration_first"](tmp_path)
    log = next((tmp_path / "D").rglob("*.log"))
    (log.parent / "plog-old.log.xz").write_bytes(lzma.compress(log.read_bytes()))
    log.unlink()  # only the compressed copy: the failure is read from it or not at all
    result = in_the_page(kept_page("en"), root, tmp_path, given, "en", kept=True)
    decode = next(s for s in result["record"]["sources"] if s["label"] == "D")
    assert decode["skipped"] == []
    assert "plog/plog-old.log.xz" in {f["file"] for f in decode["files"]}
    record, _ = command(tmp_path, given, "en", monkeypatch)
    assert result["record"] == record


def _policy_of(site, path: str) -> str:
    """The content security policy a built page states in its <meta>."""
    import html
    import re

    text = (site / path).read_text("utf-8")
    return html.unescape(
        re.search(r'http-equiv="Content-Security-Policy" content="([^"]*)"', text)[1]
    )


@pytest.mark.parametrize("wasm", [True, False])
def test_the_engine_runs_under_the_sites_policy_sent_as_a_header(browser, site, tmp_path, wasm):
    """A page's <meta> policy does not reach its worker; a host's header does. Under the
    triage page's own policy as a header, the engine runs; without 'wasm-unsafe-eval'
    (the one thing the policy allows for it) it cannot start."""
    policy = _policy_of(site, "triage/index.html")
    assert "'unsafe-eval'" not in policy
    if not wasm:
        policy = policy.replace("'wasm-unsafe-eval' ", "")
    given = CASES["registration_first"](tmp_path)
    with serve(site, headers={"Content-Security-Policy": policy}) as url:
        context = browser.new_context()
        page = context.new_page()
        result = in_the_page(page, url, tmp_path, given, "en")
        if wasm:
            assert result.get("record", {}).get("verdict") == "likely", result
        else:  # said in a sentence, not a page that waits for ever
            assert "failed" in result, result
            assert page.locator(".llm-triage__status").inner_text() == say(
                "triage_ui_no_wasm", "en"
            )
        context.close()


def test_a_second_visit_fetches_no_engine(browser, site, tmp_path):
    """The engine comes the first time, at most 15 MB in all; a browser keeps it (a
    profile on disk, as a person's is): a second visit takes none of its bytes from the
    site again (a file it asks about again is answered 304, without a body)."""
    from support.browser import CHROMIUM, CHROMIUM_FLAGS

    sent: list = []
    (tmp_path / "logs").mkdir()
    given = CASES["registration_first"](tmp_path / "logs")
    with serve(site, sent=sent) as url:
        context = browser.browser_type.launch_persistent_context(
            tmp_path / "profile", executable_path=CHROMIUM, args=CHROMIUM_FLAGS
        )
        try:
            first = in_the_page(context.new_page(), url, tmp_path / "logs", given, "en")
            engine_first = sum(size for path, _, size in sent if "/assets/engine/" in path)
            sent.clear()
            second = in_the_page(context.new_page(), url, tmp_path / "logs", given, "en")
        finally:
            context.close()
    assert first["record"] == second["record"]
    assert 5 * 10**6 < engine_first <= 15 * 10**6, engine_first
    again = [(path, status, size) for path, status, size in sent if "/assets/engine/" in path]
    assert sum(size for _, _, size in again) == 0, again


def test_the_page_shows_its_progress_and_can_be_cancelled(page, root, tmp_path):
    from support.plogs import upstream_line
    from support.triage_logs import REGISTER

    big_side(
        tmp_path / "P" / "plog-1.log",
        3,
        1001,
        [upstream_line(REGISTER, at(1.0), 503900, 4001, pid=1001)],
        40 * 10**6,
    )
    open_triage(page, root, "zh")
    cancel = page.get_by_role("button", name="取消")
    assert not cancel.is_visible()  # nothing runs: nothing to cancel (material's display)
    page.locator(".llm-triage__side").nth(0).locator("input[webkitdirectory]").set_input_files(
        tmp_path / "P"
    )
    page.click(".llm-triage__run")
    assert cancel.is_visible()
    # First the engine starts (its download said), then the files are read, with a bar,
    # their sizes as a person reads them (never "0.0 of 0.0 MB").
    page.wait_for_function(
        "() => /正在读取/.test(document.querySelector('.llm-triage__status').textContent)",
        timeout=60_000,
    )
    reading = page.locator(".llm-triage__status").inner_text()
    assert re.search(r"/\d+(\.\d)? (kB|MB)$", reading) and "0.0/0.0" not in reading, reading
    bar = page.locator(".llm-triage__progress")
    assert bar.is_visible()
    page.wait_for_function(
        "() => document.querySelector('.llm-triage__progress').value > 0", timeout=60_000
    )
    page.get_by_role("button", name="取消").click()
    assert page.locator(".llm-triage__status").inner_text() == say("triage_ui_cancelled", "zh")
    assert not bar.is_visible()
    assert page.evaluate("() => document.getElementById('llm-triage').result") == {
        "cancelled": True
    }
    # A run after the cancel starts a new engine and finishes.
    page.click(".llm-triage__run")
    page.wait_for_function(
        "() => (document.getElementById('llm-triage').result || {}).record !== undefined",
        timeout=120_000,
    )
    result = page.evaluate("() => document.getElementById('llm-triage').result")
    assert page.locator(".llm-triage__status").inner_text() == result["record"]["answer"]
    assert not cancel.is_visible()  # the report is there: nothing left to cancel


@pytest.mark.parametrize("lang", LANGS)
def test_the_reports_addresses_link_to_this_copy_of_the_site(kept_page, root, tmp_path, lang):
    """The report names pages by the published site's address, as the command does; on
    the page each is a link to the same page of the site it is served from (the fidelity
    of the text kept: the address is still the published one)."""
    given = CASES["cq_resources"](tmp_path)
    page = kept_page(lang)
    in_the_page(page, root, tmp_path, given, lang, kept=True)
    links = page.locator(".llm-triage__report a")
    assert links.count() >= 1
    for n in range(links.count()):
        text, href = links.nth(n).inner_text(), links.nth(n).get_attribute("href")
        assert text.startswith("https://llm-status.github.io/")
        assert href == root + text.removeprefix("https://llm-status.github.io/")


@pytest.mark.parametrize("lang", LANGS)
def test_the_answers_cause_links_to_its_hypothesis(page, root, tmp_path, lang):
    """Issue 31, 10: on the page, the cause the answer names links to its hypothesis on
    its symptom's page (what supports it, what would rule it out)."""
    given = CASES["cq_resources"](tmp_path)
    result = in_the_page(page, root, tmp_path, given, lang)
    symptom = result["record"]["symptoms"][0]
    supported = [h for h in symptom["hypotheses"] if h["status"] == "supported"]
    assert len(supported) == 1
    link = page.locator(".llm-triage__why a")
    assert supported[0]["says"] in link.inner_text()
    link.click()
    page.wait_for_url(f"**/symptoms/{symptom['key']}/#{supported[0]['key']}")
    assert ("/zh/" in page.url) == (lang == "zh")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_form_comes_first_says_choose_on_touch_and_sizes_small_files_in_kb(browser, root, lang):
    """The UX review's P3-2: the form before the command block, on a phone's first screen;
    "choose" on a touch screen, where nothing is dropped; a small file in kB, not 0.0 MB."""
    from support.browser import PHONE

    from llm_status.i18n import say

    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    page = context.new_page()
    try:
        page.goto(f"{root}{'' if lang == 'en' else 'zh/'}triage/")
        form = page.locator("#llm-triage").bounding_box()
        command = page.locator("pre").first.bounding_box()
        assert form["y"] < command["y"] and form["y"] < PHONE["height"], (form, command)
        drop = page.locator(".llm-triage__drop").first
        assert drop.inner_text() == say("triage_ui_drop_touch", lang)
        page.locator(".llm-triage__input").first.set_input_files(
            files=[{"name": "plog-1.log", "mimeType": "text/plain", "buffer": b"x" * 7_300}]
        )
        chosen = page.locator(".llm-triage__chosen").first
        page.wait_for_function("() => document.querySelector('.llm-triage__chosen').textContent")
        assert chosen.inner_text() == say("triage_ui_chosen", lang, count=1, size="7.3 kB")
    finally:
        context.close()


@pytest.mark.parametrize("lang", LANGS)
def test_after_a_run_each_box_says_how_many_of_its_files_were_read_and_skipped(
    kept_page, root, tmp_path, lang
):
    """The UX review's P3-2: a folder with a core dump showed "Files: 3" where the report
    said "files: 2 ... skipped 1". The box says what was chosen, then what was read."""
    given = CASES["registration_first"](tmp_path)
    label, folder, kind = given[0]
    assert kind == "dir"
    (tmp_path / folder / "core").write_bytes(b"\x7fELF\x00\x01" * 2000)
    chosen = [f for f in (tmp_path / folder).rglob("*") if f.is_file()]
    page = kept_page(lang)
    result = in_the_page(page, root, tmp_path, given, lang, kept=True)
    source = next(s for s in result["record"]["sources"] if s["label"] == (label or folder))
    assert len(source["skipped"]) == 1 and len(source["files"]) == len(chosen) - 1
    size = sum(f.stat().st_size for f in chosen)
    assert 1e4 <= size < 1e6  # said in whole kB
    shown = page.locator(".llm-triage__chosen").first.inner_text()
    assert shown == "; ".join(
        [
            say("triage_ui_chosen", lang, count=len(chosen), size=f"{size / 1e3:.0f} kB"),
            say("triage_ui_read", lang, read=len(chosen) - 1, skipped=1),
        ]
    )
