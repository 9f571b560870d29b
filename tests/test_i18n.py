"""Our sentences (i18n.MESSAGES): every key is used, every key used exists, and the two
languages of a sentence take the same fields. Like rustc's check of its Fluent files."""

import ast
import re
import string
from pathlib import Path

from llm_status.i18n import MESSAGES
from llm_status.registry.lower_layers import acl_codes, hccl_codes
from llm_status.registry.record import FAMILIES, VERDICTS, Action, Area, Source
from llm_status.registry.symptoms import SYMPTOMS
from llm_status.triage import diagnosis as d
from llm_status.triage.events import PATHS

SOURCES = [
    *sorted((Path(__file__).parents[1] / "src" / "llm_status").rglob("*.py")),
    Path(__file__).parents[1] / "hooks" / "llm_status_site.py",
    Path(__file__).parents[1] / "scripts" / "make_bundle.py",
]
# What a key made as prefix + identifier ends with: the identifiers of the registry.
IDENTIFIERS = (
    {a.name for a in Action}
    | {a.name for a in Area}
    | {s.value for s in Source}
    | {f.name for f in FAMILIES}
    | set(VERDICTS)
    | {"plog", "plog_info", "exception", "description"}  # Message.shown_in
    | {"reserved"}  # the index's marks (index_page._marks)
    | {
        "name",
        "meaning",
        "meaning_names",
        "recoverable",
        "remedy",
        "remedy_names",
    }  # Code.table_differences
    | {d.SUPPORTED, d.RULED_OUT, d.OPEN, d.CONFIRMED, d.LIKELY, d.INSUFFICIENT}  # triage
    | {"origin", "passed-on", "symptom"}  # a chain's roles (triage.diagnosis._role)
    | {s.phase for s in SYMPTOMS}
    | {h.check for s in SYMPTOMS for h in s.hypotheses if h.check}
    | {"peer", "any"}  # a Look's side
    | {path for path, _, _ in PATHS}  # triage's engines and paths
    | {c.table for c in (*acl_codes(), *hccl_codes())}  # the lower layers' tables
)
# The calls whose first argument is a key of MESSAGES.
KEYED_CALLS = {"say", "BadInput", "UnknownCode", "_usage"}


def _strings_and_keys():
    strings, keys, prefixes = set(), set(), set()
    for path in SOURCES:
        tree = ast.parse(path.read_text("utf-8"))
        # The keys where MESSAGES defines them are no use of them.
        defined = {
            id(key)
            for node in ast.walk(tree)
            if isinstance(node, ast.AnnAssign | ast.Assign)
            and isinstance(node.value, ast.Dict)
            and "MESSAGES"
            in ast.unparse(node.targets[0] if isinstance(node, ast.Assign) else node.target)
            for key in node.value.keys
        }
        for node in ast.walk(tree):
            if id(node) in defined:
                continue
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                strings.add(node.value)
            elif (
                isinstance(node, ast.BinOp)
                and isinstance(node.op, ast.Add)
                and isinstance(node.left, ast.Constant)
                and isinstance(node.left.value, str)
            ):
                prefixes.add(node.left.value)
            if isinstance(node, ast.Call) and node.args:
                name = getattr(node.func, "id", getattr(node.func, "attr", None))
                first = node.args[0]
                if name in KEYED_CALLS and isinstance(first, ast.Constant):
                    keys.add(first.value)
    return strings, keys, prefixes


def test_every_key_is_used():
    strings, _, prefixes = _strings_and_keys()
    unused = [
        key
        for key in MESSAGES
        if key not in strings
        and not any(key.startswith(p) and key[len(p) :] in IDENTIFIERS for p in prefixes)
    ]
    assert unused == []


def test_every_key_said_exists():
    _, keys, _ = _strings_and_keys()
    assert sorted(keys - set(MESSAGES)) == []


def test_every_action_and_area_has_its_sentence():
    assert [a for a in Action if f"action_{a.name}" not in MESSAGES] == []
    assert [a for a in Area if f"area_{a.name}" not in MESSAGES] == []


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_both_languages_of_a_sentence_take_the_same_fields():
    differ = {
        key: (_fields(text.en), _fields(text.zh))
        for key, text in MESSAGES.items()
        if _fields(text.en) != _fields(text.zh)
    }
    assert differ == {}


def test_no_sentence_is_empty_in_either_language():
    assert [k for k, t in MESSAGES.items() if not (t.en.strip() and t.zh.strip())] == []


def test_a_chinese_sentence_is_chinese():
    """Han characters in every Chinese sentence whose English has words (not only fields
    and punctuation, as ``{name}: {meaning}``, nor one name, as ``CacheManager``)."""
    han, field = re.compile(r"[\u4e00-\u9fff]"), re.compile(r"\{[^{}]*\}")
    words = [
        k
        for k, t in MESSAGES.items()
        if re.search("[A-Za-z]", field.sub("", t.en)) and not (t.en == t.zh and t.en.isidentifier())
    ]
    assert [k for k in words if not han.search(MESSAGES[k].zh)] == []


def test_keys_are_made_from_names_not_from_english_phrases():
    """``action_RELINK``, never ``action_re-establish the link, then retry``: changing an
    Action's or an Area's English words must not rename a key."""
    phrased = []
    for path in SOURCES:
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if (
                isinstance(node, ast.BinOp)
                and isinstance(node.left, ast.Constant)
                and node.left.value in ("action_", "area_")
                and not (isinstance(node.right, ast.Attribute) and node.right.attr == "name")
            ):
                phrased.append(f"{path.name}:{node.lineno}")
    assert phrased == []


def test_the_first_errors_heading_says_the_earliest_of_all_sides_in_both_languages():
    """Fidelity S7: 首个错误 is the earliest of all sides (所有端中最早的一条), as the English
    says; "各端按时间最早的一条" read as each side's own earliest."""
    from llm_status.i18n import MESSAGES

    for key in ("triage_failed_first_full", "triage_reached_ours"):
        heading = MESSAGES[key]
        assert "on any side" in heading.en and "所有端中" in heading.zh


def test_no_chinese_page_breaks_a_line_between_two_chinese_characters():
    """A line break inside a paragraph is a space in the browser: between two Chinese
    characters it shows as a stray space (the UX review's P3-7: "找出 最先出错")."""
    from pathlib import Path

    cjk = "[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]"
    docs = Path(__file__).parents[1] / "docs"
    found = []
    for page in sorted(docs.rglob("*.zh.md")):
        text = re.sub(r"```.*?```", "", page.read_text("utf-8"), flags=re.S)
        found += [f"{page.name}: {m[0]!r}" for m in re.finditer(rf"{cjk}\n[ \t]*{cjk}", text)]
    assert found == []
