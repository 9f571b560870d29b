"""The floors of the house: each module imports only its own floor and those below, and
no import circle, lazy imports inside functions included (see the README's Layout)."""

import ast
from pathlib import Path

PACKAGE = Path(__file__).parents[1] / "src" / "llm_status"

# The floor of every module. A new module must be given one here: the test fails until it is.
FLOORS = {
    "registry": 0,  # the knowledge, and its shape: imports nothing outside itself
    "sentences": 1,  # our sentences, both languages side by side
    "i18n": 1,  # the reader's language, and a sentence said in it
    "verdict_words": 2,  # how a code's verdict is worded, and whose a statement is
    "version": 2,  # which llm-status this is, and the upstream commits its tables are read at
    "names": 1,  # every exact key of a code and its parse
    "status": 1,  # the enums, made from the registry
    "terminal": 1,  # columns, wrapping, colour: knows no code
    "redaction": 1,  # a secret's value hidden, for every writer
    "cores": 1,  # how many cores this process may use: -j's default
    "ranking": 2,  # search
    "reading": 2,  # every reader of a line: its grammar, whole logs, their input, findings
    "lookup": 3,  # the front door: accepts anything
    "advice": 3,
    "links": 3,
    "exception": 3,
    "export": 3,
    "prometheus": 3,  # what decode found, as Prometheus's text format
    "code_text": 3,  # a code in a terminal's lines
    "neighbour_text": 3,  # a neighbour's code in a terminal's lines
    "finding_text": 3,  # another kind's finding under a log line, a sayer a kind
    "manager_text": 3,  # an error manager's code in a terminal's lines
    "torch_npu_text": 3,  # torch_npu's code in a terminal's lines
    "message_text": 3,  # a line's upstream message: its template, where it is printed
    "command_output": 3,  # what every command writes: lines, JSON, a page, a complaint
    "triage": 3,  # both ends' logs to a diagnosis
    "collect": 3,  # a node's facts, as a transcript
    "site": 4,  # the fronts
    "cli": 4,
    "explain_command": 4,  # explain of a code of ours, loaded by cli for that command only
    "explain_kinds": 4,  # explain of every other kind's code, and of input that names none
    "decode_command": 4,  # decode of whole logs
    "__init__": 4,
    "__main__": 4,
}


def _module_of(path: Path) -> str:
    parts = path.relative_to(PACKAGE).with_suffix("").parts
    return ".".join(parts)


def _floor(module: str) -> int:
    return FLOORS[module.split(".")[0]]


def _imports(path: Path) -> set[str]:
    """The package's modules that ``path`` imports, wherever in the file."""
    here = _module_of(path).split(".")
    package = here[:-1]  # a module's package; for __init__.py, its own
    found = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level:
            base = package[: len(package) - (node.level - 1)]
            target = [*base, *(node.module.split(".") if node.module else [])]
            for alias in node.names:
                candidate = [*target, alias.name]
                as_module = ".".join(candidate)
                if (PACKAGE / Path(*candidate)).with_suffix(".py").exists() or (
                    PACKAGE / Path(*candidate) / "__init__.py"
                ).exists():
                    found.add(as_module)
                elif target:
                    found.add(".".join(target))
        elif isinstance(node, ast.Import | ast.ImportFrom):
            names = (
                [node.module] if isinstance(node, ast.ImportFrom) else [a.name for a in node.names]
            )
            for name in names:
                if name and name.startswith("llm_status."):
                    found.add(name.removeprefix("llm_status."))
    return {m.removesuffix(".__init__") for m in found if m}


def _graph() -> dict[str, set[str]]:
    graph = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        module = _module_of(path).removesuffix(".__init__")
        graph[module] = _imports(path) - {module}
    return graph


def test_every_module_has_a_floor():
    assert [m for m in _graph() if m.split(".")[0] not in FLOORS] == []


def test_no_module_imports_a_floor_above_its_own():
    upward = [
        f"{module} (floor {_floor(module)}) imports {target} (floor {_floor(target)})"
        for module, targets in _graph().items()
        for target in targets
        if _floor(target) > _floor(module)
    ]
    assert upward == []


def test_the_registry_imports_nothing_outside_itself():
    graph = _graph()
    outside = {
        module: sorted(t for t in targets if not t.startswith("registry"))
        for module, targets in graph.items()
        if module.startswith("registry")
    }
    assert {m: t for m, t in outside.items() if t} == {}


def test_there_is_no_import_circle():
    graph = _graph()
    circles = []

    def visit(module, path):
        if module in path:
            circles.append(" -> ".join([*path[path.index(module) :], module]))
            return
        for target in sorted(graph.get(module, ())):
            visit(target, [*path, module])

    for module in graph:
        visit(module, [])
    assert circles == []


def test_the_check_sees_an_import_in_a_function():
    """The walker reads lazy imports too (they were how the old circle hid)."""
    assert "reading.logs" in _graph()["lookup"]


def test_the_registry_reads_no_line_of_a_log():
    """The registry is data: every reader of a line is on the reading floor (issue 49).
    No function of the registry takes a line, and none looks for a pattern in one."""
    readers = []
    for path in sorted((PACKAGE / "registry").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.FunctionDef):
                taken = {a.arg for a in node.args.args}
                if taken & {"line", "lines", "log"}:
                    readers.append(f"{path.name}:{node.name}")
    assert readers == []
    reading = {m for m in _graph() if m.startswith("reading.")}
    assert {"reading.grammar", "reading.stamp", "reading.kinds", "reading.messages"} <= reading


TESTS = Path(__file__).parent
BENCH = TESTS.parent / "bench"


def _imported_names(path: Path) -> set[str]:
    """The top-level names of the modules a file imports, in a function too."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            found |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found.add(node.module.split(".")[0])
    return found


def test_the_tests_helpers_stand_on_a_floor_of_their_own():
    """The architecture review of 2026-12-04, section 5: twelve helpers and tests imported a
    test module for its helpers (fill, run, socket_timeout...), and bench/ edited sys.path
    to reach them. The helpers are in tests/support/; no file imports a test module; no
    test, helper or benchmark edits sys.path."""
    files = [*TESTS.glob("*.py"), *(TESTS / "support").glob("*.py"), *BENCH.glob("*.py")]
    assert len(files) > 60
    importing_tests = [
        f"{path.relative_to(TESTS.parent)} imports {name}"
        for path in files
        for name in sorted(_imported_names(path))
        if name.startswith("test_")
    ]
    assert importing_tests == []
    editing = [p.name for p in files if p != Path(__file__) and "sys.path.insert" in p.read_text()]
    assert editing == []
    # The helpers stand below the tests: nothing in support/ imports a file of tests/ itself.
    beside = {p.stem for p in TESTS.glob("*.py")}
    assert [
        f"support/{p.name} imports {n}"
        for p in (TESTS / "support").glob("*.py")
        for n in _imported_names(p) & beside
    ] == []
