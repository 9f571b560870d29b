"""A new kind of code is data: a ``Kind`` with its table and samples, added to
``registry/kinds.KINDS`` and nowhere else, is read in a line (decode --json), said
(decode and explain, in both languages), linked (its row's page) and paged (the site's
Markdown), by the same loops that read every other kind (issue 49)."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

# The kind a test adds: "Demo" codes, "DEMO-123" in a line, two rows.
_DEMO = """
import llm_status.registry.kinds as kinds
from llm_status.registry.record import Kind, KindCode, T

ROWS = (
    KindCode("DEMO-101", 101, T("The demo link dropped", "演示链路中断")),
    KindCode("DEMO-102", 102, T("The demo peer is gone", "演示对端已退出")),
)
kinds.KINDS = (
    *kinds.KINDS,
    Kind(
        "demo",
        "demo",
        r"DEMO-[0-9]{3}",
        table=lambda: ROWS,
        title=T("Demo's codes", "Demo的代码"),
        source="a test's table",
        folder="layers/demo/",
    ),
)
"""
_SAMPLES = (
    "2026-03-12 10:41:02,123 ERROR transfer failed: DEMO-101 after 3 tries",
    "[ERROR] HIXL(1,python):2026-03-12-10:41:02.123.456 [a.cc:1]2 x: ErrorNo: 503900 "
    "peer said DEMO-102",
)


def _run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    """The command, with the demo kind added before anything else imports the kinds."""
    script = _DEMO + "\nimport sys\nfrom llm_status.cli import main_exit\nmain_exit()\n"
    return subprocess.run(
        [sys.executable, "-c", script, *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_a_new_kind_is_read_in_a_line_with_its_row_and_page():
    done = _run("decode", "--json", stdin="\n".join(_SAMPLES) + "\n")
    assert done.returncode == 0, done.stderr
    records = [json.loads(line) for line in done.stdout.splitlines()]
    demo = [[f for f in r["findings"] if f["kind"] == "demo"] for r in records]
    assert [[f["name"] for f in found] for found in demo] == [["DEMO-101"], ["DEMO-102"]]
    assert demo[0][0]["value"] == 101 and demo[0][0]["key"] == "demo/DEMO-101"
    assert demo[0][0]["page"].endswith("/layers/demo/#DEMO-101")
    # The line's other codes are read as before, beside it.
    assert "hixl::FAILED" in [f["key"] for f in records[1]["findings"]]


@pytest.mark.parametrize(
    ("lang", "meaning", "page"),
    [("en", "The demo link dropped", "/layers/demo/#DEMO-101"),
     ("zh", "演示链路中断", "/zh/layers/demo/#DEMO-101")],
)  # fmt: skip
def test_a_new_kind_is_said_by_decode_and_explain_in_each_language(lang, meaning, page):
    decoded = _run("decode", "--lang", lang, stdin=_SAMPLES[0] + "\n")
    assert decoded.returncode == 0, decoded.stderr
    assert meaning in decoded.stdout and page in decoded.stdout
    for asked in ("DEMO-101", "demo-101", _SAMPLES[0]):
        explained = _run("explain", "--lang", lang, asked)
        assert explained.returncode == 0, (asked, explained.stderr)
        assert meaning in explained.stdout and page in explained.stdout
    listed = json.loads(_run("explain", "--json", "DEMO-102").stdout)
    assert [f["key"] for f in listed["findings"]] == ["demo/DEMO-102"]


def test_a_new_kind_has_its_page_in_each_language():
    script = _DEMO + textwrap.dedent(
        """
        import json
        from llm_status.registry.codes import CODES
        from llm_status.site import pages
        print(json.dumps({lang: pages(CODES, lang)["layers/demo.md"] for lang in ("en", "zh")}))
        """
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    page = json.loads(done.stdout)
    assert "# Demo's codes" in page["en"] and "# Demo的代码" in page["zh"]
    for lang, meaning in (("en", "The demo peer is gone"), ("zh", "演示对端已退出")):
        assert f'<a id="DEMO-102"></a>`DEMO-102` | `102` | {meaning} |' in page[lang]
        assert "a test's table" in page[lang]


# The home page's reader (docs/assets/lines.js), in the browser, on the data the site ships.
_READ = """data => {
  const reader = self.LLMStatusLines.reader(data.codes, data.grammar)
  reader.useMessages(data.messages)
  return data.lines.map(line => {
    const hit = reader.hit(line)
    return hit ? hit.findings.map(f => [f.kind, f.key, f.page]) : []
  })
}"""


@pytest.mark.slow
def test_a_new_kind_is_read_by_the_home_pages_decoder_from_its_shipped_table(page):
    """The browser's reader (lines.js) has no code for the demo kind: the grammar and the
    kind's table it is shipped find each sample's code, with its key and page, as
    decode --json does."""
    ship = _DEMO + textwrap.dedent("""
        import json, sys
        from llm_status.export import registry_records
        from llm_status.site.data import grammar_record, messages_records
        json.dump({"codes": registry_records(""), "grammar": grammar_record(),
                   "messages": messages_records()}, sys.stdout)
        """)
    shipped = subprocess.run([sys.executable, "-c", ship], capture_output=True, text=True, timeout=120)  # fmt: skip
    assert shipped.returncode == 0, shipped.stderr
    data = json.loads(shipped.stdout) | {"lines": list(_SAMPLES)}
    page.add_script_tag(path=str(Path(__file__).parents[1] / "docs" / "assets" / "lines.js"))
    found = page.evaluate(_READ, data)
    assert ["demo", "demo/DEMO-101", "layers/demo/#DEMO-101"] in found[0]
    assert ["demo", "demo/DEMO-102", "layers/demo/#DEMO-102"] in found[1]
    decoded = _run("decode", "--json", stdin="\n".join(_SAMPLES) + "\n")
    records = [json.loads(line) for line in decoded.stdout.splitlines()]
    assert [[[f["kind"], f["key"]] for f in r["findings"]] for r in records] == [
        [[kind, key] for kind, key, _ in line] for line in found
    ]


def test_the_browsers_reader_knows_no_kind_only_mechanisms():
    """lines.js is an interpreter of the kinds it is shipped (issue 49, item 5): no kind's
    name stands in it; each kind names the mechanism that reads it, which the package's
    reading floor has by the same name."""
    from llm_status.reading.kinds import READERS
    from llm_status.registry.kinds import KINDS

    source = (Path(__file__).parents[1] / "docs" / "assets" / "lines.js").read_text("utf-8")
    for kind in KINDS:
        assert f'"{kind.name}"' not in source and f"'{kind.name}'" not in source, kind.name
        assert kind.reader in READERS
        assert f'"{kind.reader}":' in source, kind.reader


_READ_KIND = """data => {
  const grammar = Object.assign({}, data.grammar)
  // A kind of a program of its own, read by the same mechanism as the neighbours' codes
  // (a program's messages around its codes), with data of its own: no code for it here.
  grammar.line = grammar.line + "|(?<democtx>demo link failed)"
  grammar.kinds = grammar.kinds.concat([{
    name: "demo-contexts", group: "democtx", also_after: [], always: false,
    reader: "contexts", data: "democtx", calls: false
  }])
  grammar.democtx = {
    words: ["demo link failed"],
    contexts: [["demo-peer", "demo link failed, status=(?<code>[A-Z_]+|-?\\\\d+)", ""]],
    codes: {"demo-peer": {"PEER_GONE": [-3, "The peer is gone", "对端已退出", "layers/demo-peer/#PEER_GONE", "PEER_GONE"]}},
    numbers: {"demo-peer": {"-3": "PEER_GONE"}},
    mindie: "(?!)", components: [], composed: {}, reason: "(?!)", reasons: [],
    reasons_page: "neighbours/sglang-kv/"
  }
  const reader = self.LLMStatusLines.reader(data.codes, grammar)
  return data.lines.map(line => {
    const hit = reader.hit(line)
    return hit ? hit.findings.map(f => [f.kind, f.family, f.name, f.value, f.key, f.page]) : []
  })
}"""


@pytest.mark.slow
def test_a_new_kind_read_by_an_existing_mechanism_needs_no_code_in_the_browser(page):
    """A kind that is not a table, shipped with the name of a mechanism lines.js has and
    data of its own, is read by name and by value, with its page."""
    ship = textwrap.dedent("""
        import json, sys
        from llm_status.export import registry_records
        from llm_status.site.data import grammar_record
        json.dump({"codes": registry_records(""), "grammar": grammar_record()}, sys.stdout)
        """)
    shipped = subprocess.run([sys.executable, "-c", ship], capture_output=True, text=True, timeout=120)  # fmt: skip
    assert shipped.returncode == 0, shipped.stderr
    lines = ["ERROR demo link failed, status=PEER_GONE", "demo link failed, status=-3", "fine"]
    data = json.loads(shipped.stdout) | {"lines": lines}
    page.add_script_tag(path=str(Path(__file__).parents[1] / "docs" / "assets" / "lines.js"))
    found = page.evaluate(_READ_KIND, data)
    row = ["demo-contexts", "demo-peer", "PEER_GONE", -3, "demo-peer/PEER_GONE", "layers/demo-peer/#PEER_GONE"]  # fmt: skip
    assert found == [[row], [row], []]
