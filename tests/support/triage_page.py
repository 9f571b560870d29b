"""The triage page and the command on the same logs: the command's report, and the page's
(Playwright, in a page kept open or a new one)."""

from __future__ import annotations

import io
import json
import sys

from llm_status.terminal import Style
from llm_status.triage import triage
from llm_status.triage.record import record_of
from llm_status.triage.report import lines_of


def specs_of(folder, given, monkeypatch) -> list[str]:
    """A corpus case's sources as the command takes them, run where its logs are (a paste
    on standard input, set anew at each call)."""
    monkeypatch.chdir(folder)
    specs = []
    for label, name, kind in given:
        names = name if kind == "files" else [name]
        if kind == "paste":
            data = (folder / name).read_bytes()
            monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data)))
            names = ["-"]
        specs += [each if label is None else f"{label}={each}" for each in names]
    return specs


def command(folder, given, lang, monkeypatch):
    """What ``llm-status triage`` says of the case, run where its logs are: the JSON
    record, and the report's lines unwrapped (the page lets the browser wrap them)."""
    found = triage(specs_of(folder, given, monkeypatch), lang)
    lines = lines_of(found, lang, Style(None), width=10**9)
    return json.loads(json.dumps(record_of(found, lang))), lines


def open_triage(page, root, lang):
    """Open the triage page in ``lang`` and wait until its form is ready."""
    page.goto(root + ("" if lang == "en" else "zh/") + "triage/")
    page.wait_for_selector("#llm-triage.llm-triage--ready")


def in_the_page(page, root, folder, given, lang, kept=False):
    """Give the page the case's logs, run it, and return what it found. A ``kept`` page
    (see ``kept_page``) is not loaded again: each side is emptied with its Clear button,
    as an engineer does between two incidents, and the page's worker runs again."""
    sides = page.locator(".llm-triage__side")
    if kept:
        for n in range(sides.count()):
            sides.nth(n).locator(".llm-triage__clear").click()
            assert sides.nth(n).locator(".llm-triage__chosen").inner_text() == ""
            assert sides.nth(n).locator("textarea").input_value() == ""
    else:
        open_triage(page, root, lang)
    for n, (label, name, kind) in enumerate(given):
        side = sides.nth(n)
        side.locator(".llm-triage__label").fill(label or "")
        if kind == "dir":
            side.locator("input[webkitdirectory]").set_input_files(folder / name)
        elif kind in ("file", "files"):
            names = name if kind == "files" else [name]
            side.locator("input[type=file][multiple]").set_input_files([folder / n for n in names])
        else:
            side.locator("textarea").fill((folder / name).read_text("utf-8"))
    page.click(".llm-triage__run")
    page.wait_for_function(
        "() => document.getElementById('llm-triage').result !== null", timeout=60_000
    )
    return page.evaluate("() => document.getElementById('llm-triage').result")
