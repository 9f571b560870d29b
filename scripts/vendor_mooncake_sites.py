"""Write where Mooncake's source logs a Store ErrorCode (registry/data/neighbours/
mooncake-store-sites.tsv), read from a snapshot of kvcache-ai/Mooncake at the commit its
table is read at (``neighbours.MOONCAKE_COMMIT``):

    python scripts/vendor_mooncake_sites.py /path/to/a/bare/clone/of/kvcache-ai/Mooncake

A site is a glog statement (``LOG(ERROR) << "Failed to mount segment: " << toString(err);``)
that streams an ErrorCode: by name (``toString(x)``, ``x.error()``, or a variable named as
an error is, which types.h's ``operator<<`` prints by name) or by value
(``static_cast<int>(...)``). Its row: the file and line, the level glog prints (E, W, I,
F), the function above it, and the words the statement prints just before and just after
the code. The words are what reading/kinds reads a line by; a row whose code follows
another value, not words, has none and cannot be read by its words.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from llm_status.registry import neighbours

OUT = Path(__file__).parents[1] / "src/llm_status/registry/data/neighbours/mooncake-store-sites.tsv"
# The library's own sources: tests, benchmarks, tools and examples print for their authors.
FOLDERS = ("mooncake-store/src/", "mooncake-store/include/")  # where ErrorCode is used
LOG = re.compile(
    r"\b(?:LOG|LOG_IF|LOG_EVERY_N|LOG_FIRST_N|LOG_EVERY_T|PLOG|DLOG)\s*\(\s*"
    r"(INFO|WARNING|ERROR|FATAL)\b|\bVLOG\s*\(\s*\d+\s*\)"
)
LITERAL = re.compile(r'"((?:[^"\\\n]|\\.)*)"')
# A variable that may hold an ErrorCode in these sources (err, error, ec, result; the
# table decides later whether what a line prints there is a code).
ERROR_NAME = re.compile(
    r"(?:\w+\.|\w+->)*(?:\w+_)?(?:err|error|ec|error_code|err_code|errorCode|result)"
)
BY_NAME = (
    re.compile(r"(?:mooncake::)?toString\(\s*[^)\s][^;]*\)"),
    re.compile(r"[\w.\->\[\]()]+\.error\(\)"),
    ERROR_NAME,
)
BY_VALUE = re.compile(r"static_cast<\s*(?:int|int32_t|int64_t)\s*>\(.*(?:err|error|ec).*\)")
FUNCTION = re.compile(r"^[A-Za-z][^;=]*?\b([A-Za-z_]\w*(?:::~?\w+)*)\s*\([^;]*$")


def show(clone: str, path: str) -> str:
    return subprocess.run(
        ["git", "-C", clone, "show", f"{neighbours.MOONCAKE_COMMIT}:{path}"],
        capture_output=True,
        text=True,
        errors="replace",
        check=True,
    ).stdout


def paths(clone: str) -> list[str]:
    listed = subprocess.run(
        ["git", "-C", clone, "ls-tree", "-r", "--name-only", neighbours.MOONCAKE_COMMIT],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    return [
        p
        for p in listed
        if p.startswith(FOLDERS) and p.endswith((".cpp", ".cc", ".h")) and "/test" not in p
    ]


def pieces(statement: str) -> list[str]:
    """The statement's operands of ``<<``, outside strings and brackets."""
    out, depth, start, at = [], 0, 0, 0
    while at < len(statement):
        ch = statement[at]
        if ch == '"':
            at = LITERAL.match(statement, at).end() if LITERAL.match(statement, at) else at + 1
            continue
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif statement.startswith("<<", at) and depth == 0:
            out.append(statement[start:at].strip())
            start = at + 2
            at += 2
            continue
        at += 1
    out.append(statement[start:].strip())
    return out


def said(piece: str) -> str | None:
    """What a piece that is only string literals prints; None for any other piece."""
    if not piece or LITERAL.sub("", piece).strip():
        return None
    text = "".join(LITERAL.findall(piece))
    return text.replace('\\"', '"').replace("\\\\", "\\").replace("\\n", " ").replace("\\t", " ")


def form_of(piece: str) -> str | None:
    if BY_VALUE.fullmatch(piece):
        return "value"
    if any(p.fullmatch(piece) for p in BY_NAME):
        return "name"
    return None


def closing(text: str, at: int) -> int:
    """Just after the bracket that closes the one at ``at``."""
    depth = 0
    for index in range(at, len(text)):
        depth += {"(": 1, ")": -1}.get(text[index], 0)
        if depth == 0:
            return index + 1
    return len(text)


def function_above(lines: list[str], index: int) -> str:
    for line in reversed(lines[: index + 1]):
        match = FUNCTION.match(line)
        if match and not line.startswith(("if", "for", "while", "switch", "return", "#")):
            return match[1]
    return ""


def sites(clone: str):
    for path in paths(clone):
        text = show(clone, path)
        lines = text.splitlines()
        for log in LOG.finditer(text):
            begin = closing(text, text.index("(", log.start()))
            end = text.find(";", begin)
            while end >= 0 and text.count('"', begin, end) % 2:
                end = text.find(";", end + 1)  # a ";" inside a string
            statement = text[begin:end]
            parts = pieces(statement)
            level = (log[1] or "INFO")[0]
            for at, piece in enumerate(parts):
                form = form_of(piece)
                if form is None or at == 0:
                    continue
                before = []
                for earlier in reversed(parts[1:at]):
                    words = said(earlier)
                    if words is None:
                        break
                    before.insert(0, words)
                after = said(parts[at + 1]) if at + 1 < len(parts) else ""
                offset = statement.find(piece)
                line = text.count("\n", 0, begin + max(offset, 0)) + 1
                yield (
                    path,
                    line,
                    level,
                    function_above(lines, line - 1),
                    form,
                    "".join(before),
                    (after or "")[:80],
                )


def main(clone: str) -> None:
    rows = sorted(set(sites(clone)))
    header = [
        f"# Where {neighbours.MOONCAKE}'s source (commit {neighbours.MOONCAKE_COMMIT}) logs a "
        "Store ErrorCode through glog: below " + ", ".join(FOLDERS) + " (tests left out).",
        "# form: name (toString, .error(), an error variable: types.h's operator<< prints the "
        "name) or value (static_cast<int>); before/after: the words the statement prints "
        "just before/after the code (empty where a value, not words, stands there).",
        "# function: the nearest definition above the statement. Written by "
        "scripts/vendor_mooncake_sites.py; Apache-2.0 (the words are Mooncake's).",
    ]
    columns = ["path", "line", "level", "function", "form", "before", "after"]
    body = ["\t".join(str(c) for c in row) for row in rows]
    OUT.write_text("\n".join([*header, "\t".join(columns), *body]) + "\n", "utf-8")
    print(f"{len(rows)} sites written to {OUT}")


if __name__ == "__main__":
    main(sys.argv[1])
