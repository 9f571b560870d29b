"""Write the neighbours' code tables (src/llm_status/registry/data/neighbours/*.tsv) from
their repositories' snapshots: ``python scripts/vendor_neighbours.py MIRROR`` where MIRROR
holds ``kvcache-ai+Mooncake/repo`` and ``Ascend+memfabric_hybrid/repo`` (bare git
directories). Each table says its commit; mindie-llm.tsv is written by hand (its README)."""

import re
import subprocess
import sys
from pathlib import Path

MIRROR = sys.argv[1] if len(sys.argv) > 1 else "/work/.mirror"
OUT = str(Path(__file__).resolve().parent.parent / "src/llm_status/registry/data/neighbours") + "/"


def show(repo, path):
    return subprocess.run(
        ["git", "-C", f"{MIRROR}/{repo}/repo", "show", f"HEAD:{path}"],
        capture_output=True,
        text=True,
        errors="replace",
        check=True,
    ).stdout


def head(repo):
    return subprocess.run(
        ["git", "-C", f"{MIRROR}/{repo}/repo", "rev-parse", "HEAD"], capture_output=True, text=True
    ).stdout.strip()


MC = "kvcache-ai+Mooncake"
mc = head(MC)


def doc_rows(text, section):
    part = next(s for s in text.split("## ") if s.startswith(section))
    rows = {}
    for line in part.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) < 3:
            continue
        name = cells[1].replace("\\_", "_")
        m = re.match(r"([A-Z_]+)", name)
        if m and m[1] not in ("OK",):
            rows[m[1]] = cells[2]
    return rows


en = show(MC, "docs/source/troubleshooting/error-code.md")
zh = show(MC, "docs/source/zh_archive/error-code.md")


def write(name, header, columns, rows):
    with open(OUT + name, "w") as f:
        f.write("".join(f"# {h}\n" for h in header))
        f.write("\t".join(columns) + "\n")
        for r in rows:
            f.write("\t".join(str(c) for c in r) + "\n")


# Mooncake Store
types = show(MC, "mooncake-store/include/types.h").splitlines()
den, dzh = doc_rows(en, "Mooncake Store"), doc_rows(zh, "Mooncake Store")
rows = []
start = next(i for i, line in enumerate(types) if line.startswith("enum class ErrorCode"))
end = next(i for i in range(start, len(types)) if types[i].startswith("};"))
body = "\n".join(types[start:end])
for m in re.finditer(r"^\s*([A-Z][A-Z0-9_]+)\s*=\s*(-?\d+),[ \t]*(?:///<\s*([^\n]*))?", body, re.M):
    n = start + 1 + body[: m.start(1)].count("\n")
    comment = (m[3] or "").strip()
    if not comment:  # a comment on the line before ("/// Store checksum verification failed.")
        before = types[n - 2].strip()
        comment = before[3:].strip() if before.startswith("///") else ""
    after = body[m.end() :].split("\n")[1:]
    while after and after[0].strip().startswith("///<"):  # the comment goes on
        comment += " " + after.pop(0).strip()[4:].strip()
    if m[1] != "OK":
        rows.append((m[1], m[2], n, comment, den.get(m[1], ""), dzh.get(m[1], "")))
write(
    "mooncake-store.tsv",
    [
        "Mooncake Store's ErrorCode (enum class ErrorCode : int32_t), as kvcache-ai/Mooncake defines it",
        f"at commit {mc}: name, value and line of mooncake-store/include/types.h, its comment (///<),",
        "and the description of the official error-code tables, word for word: docs/source/troubleshooting/",
        "error-code.md (English) and docs/source/zh_archive/error-code.md (Chinese); empty where a table has no row.",
        "Written by scripts/vendor_neighbours.py's method (see README.md here); Apache-2.0.",
    ],
    ["name", "value", "line", "comment", "doc_en", "doc_zh"],
    rows,
)
# Mooncake TE classic
err = show(MC, "mooncake-transfer-engine/include/error.h").splitlines()
den, dzh = doc_rows(en, "Mooncake TransferEngine"), doc_rows(zh, "Mooncake TransferEngine")
rows = []
for n, line in enumerate(err, 1):
    m = re.match(r"#define (ERR_[A-Z_]+) \((-\d+)\)", line)
    if m:
        rows.append((m[1], m[2], n, den.get(m[1], ""), dzh.get(m[1], "")))
write(
    "mooncake-te.tsv",
    [
        "Mooncake Transfer Engine's classic codes (#define), as kvcache-ai/Mooncake defines them",
        f"at commit {mc}: name, value and line of mooncake-transfer-engine/include/error.h, and the",
        "description of the official error-code tables (English, Chinese), word for word; empty where none.",
    ],
    ["name", "value", "line", "doc_en", "doc_zh"],
    rows,
)


def status_rows(header, source):
    """A Status::Code enum's rows: the name its CodeToString prints, the enumerator, its
    value and line (``header``), with the names from ``source``."""
    printed = dict(re.findall(r"case Code::(k\w+):\s*return \"(\w+)\";", show(MC, source)))
    rows = []
    for n, line in enumerate(show(MC, header).splitlines(), 1):
        m = re.match(r"\s*(k[A-Z]\w+) = (\d+),", line)
        if m and m[1] != "kOk":
            rows.append((printed[m[1]], m[1], m[2], n))
    return rows


# Mooncake TE Status::Code
rows = status_rows(
    "mooncake-transfer-engine/include/common/base/status.h",
    "mooncake-transfer-engine/src/common/base/status.cpp",
)
write(
    "mooncake-te-status.tsv",
    [
        "Mooncake Transfer Engine's Status::Code (enum class Code : uint16_t), as kvcache-ai/Mooncake defines it",
        f"at commit {mc}: the name a log prints (Status::CodeToString, mooncake-transfer-engine/src/common/",
        "base/status.cpp), the enumerator, its value and line of mooncake-transfer-engine/include/common/base/status.h.",
        "Mooncake documents no meaning for these beyond their names.",
    ],
    ["printed", "enumerator", "value", "line"],
    rows,
)
# memfabric
MF = "Ascend+memfabric_hybrid"
mf = head(MF)
for fname, path, _enum, title in (
    (
        "memfabric-hybm.tsv",
        "src/hybm/csrc/common/hybm_types.h",
        "BErrorCode",
        "memfabric_hybrid's hybm result codes (enum BErrorCode : int32_t)",
    ),
    (
        "memfabric-smem.tsv",
        "src/smem/csrc/common/smem_types.h",
        "SMErrorCode",
        "memfabric_hybrid's smem result codes (enum SMErrorCode : int32_t)",
    ),
):
    rows = []
    for n, line in enumerate(show(MF, path).splitlines(), 1):
        m = re.match(r"\s*((?:BM|SM)_[A-Z_]+) = (-\d+),", line)
        if m:
            rows.append((m[1], m[2], n))
    write(
        fname,
        [
            f"{title}, as Ascend/memfabric_hybrid defines them",
            f"at commit {mf}: name, value and line of {path}.",
            "memfabric_hybrid documents no meaning for these beyond their names.",
        ],
        ["name", "value", "line"],
        rows,
    )
# Mooncake TENT's Status::Code (the newer engine: its own numbers, printed by name)
rows = status_rows(
    "mooncake-transfer-engine/tent/include/tent/common/status.h",
    "mooncake-transfer-engine/tent/src/common/status.cpp",
)
write(
    "mooncake-tent-status.tsv",
    [
        "Mooncake TENT's Status::Code (namespace mooncake::tent, enum class Code : uint16_t), as kvcache-ai/Mooncake",
        f"defines it at commit {mc}: the name a log prints (Status::CodeToString, mooncake-transfer-engine/tent/src/",
        "common/status.cpp), the enumerator, its value and line of mooncake-transfer-engine/tent/include/tent/common/",
        "status.h. Mooncake documents no meaning for these beyond their names.",
    ],
    ["printed", "enumerator", "value", "line"],
    rows,
)


# MindIE's composed codes: MIE, a component, a level letter and three parts on two
# hexadecimal digits each, built in the source from named constants. Each site that builds
# one is a row: the code, the file and line, and the string literals of its statement.
def statement_of(text, start, end):
    """The statement around text[start:end]: from the last ; { or } before it to the ; after."""
    begin = max(text.rfind(c, 0, start) for c in ";{}") + 1
    stop = text.find(";", end)
    return text[begin : stop if stop >= 0 else len(text)]


def literals(statement, code):
    """The statement's string literals, joined, without the code's own brackets."""
    said = "".join(re.findall(r'"((?:[^"\\\n]|\\.)*)"', statement))
    said = said.replace(f"[{code}]", "").replace("[%s]", "").strip()
    return re.sub(r"\s+", " ", said)[:200]


def site(code, path, text, match):
    """A place that builds ``code``: its file and line, and its statement's words."""
    line = text.count("\n", 0, match.start()) + 1
    return (code, path, line, literals(statement_of(text, match.start(), match.end()), code))


def write_sites(name, header, sites):
    """The places of error codes (level E), sorted."""
    write(
        name, header, ["code", "path", "line", "words"], sorted(s for s in sites if s[0][5] == "E")
    )


def files(repo, suffixes, pattern):
    """The files of the snapshot (tests left out) that hold the pattern somewhere."""
    out = subprocess.run(
        ["git", "-C", f"{MIRROR}/{repo}/repo", "grep", "-l", "-E", pattern, "HEAD"],
        capture_output=True,
        text=True,
    ).stdout.split()
    out = [p.split(":", 1)[1] for p in out]
    return [
        p for p in out if p.endswith(suffixes) and "/test" not in p and not p.startswith("test")
    ]


def literal_sites(repo, component):
    """Codes written out whole in the source: "[MIE04E13030A] ..."."""
    sites = []
    for path in files(repo, (".py", ".cpp", ".h", ".cc"), f"MIE{component}E"):
        text = show(repo, path)
        for m in re.finditer(rf"MIE{component}E[0-9A-F]{{6}}", text):
            line = text.count("\n", 0, m.start()) + 1
            if path.endswith(".py"):  # no statement ends in ";": the rest of its line
                rest = text[m.end() : text.find("\n", m.end())]
                words = re.sub(r"\s+", " ", rest.strip("]").strip(" \"')(,"))[:200]
            else:
                words = literals(statement_of(text, m.start(), m.end()), m[0])
            sites.append((m[0], path, line, words))
    return sites


ML = "Ascend+MindIE-LLM"
ml = head(ML)
LOGGER_DEF = "src/utils/log/logger_def.h"
defs = show(ML, LOGGER_DEF)
consts = {}
rows = []
for n, line in enumerate(defs.splitlines(), 1):
    m = re.match(r'const std::string (\w+) = "(\w+)";', line)
    if m:
        consts[m[1]] = m[2]
        if m[1].startswith("SUBMODLE_CODE_"):
            rows.append(("submodule", m[2], m[1][len("SUBMODLE_CODE_") :], n))
        elif m[1].startswith("SUBMODLE_FEATURE_"):
            rows.append(("feature", m[2], m[1][len("SUBMODLE_FEATURE_") :], n))
        elif re.fullmatch(r"[0-9A-F]{2}", m[2]) and not m[1].startswith("MINDIE_"):
            rows.append(("type", m[2], m[1], n))
write(
    "mindie-server-parts.tsv",
    [
        "The parts of MindIE Server's codes (MIE04 + level + sub-module + feature + error type, two hexadecimal",
        f"digits each), as Ascend/MindIE-LLM defines them at commit {ml}, {LOGGER_DEF}:",
        "the part, its digits, the constant's name (without its SUBMODLE_CODE_ / SUBMODLE_FEATURE_ prefix) and its line.",
        "MindIE documents no meaning for these beyond their names.",
    ],
    ["part", "digits", "name", "line"],
    rows,
)
sub_of = {
    "Daemon": "DAEMON",
    "Endpoint": "ENDPOINT",
    "Tokenizer": "TOKENIZER",
    "InferInstance": "INFERINSTANCE",
    "HealthChecker": "HEALTHCHECKER",
}
sites = []
for path in files(ML, (".cpp", ".h", ".cc"), "Generate[A-Za-z]+ErrCode"):
    text = show(ML, path)
    pattern = r"Generate(\w+?)ErrCode\(\s*(\w+)\s*,\s*(\w+)\s*,\s*(\w+)\s*\)"
    for m in re.finditer(pattern, text):
        sub, level, feature, kind = m[1], m[2], m[3], m[4]
        if sub not in sub_of or not all(k in consts for k in (level, feature, kind)):
            continue
        code = "MIE04" + consts[level] + consts["SUBMODLE_CODE_" + sub_of[sub]]
        code += consts[feature] + consts[kind]
        sites.append(site(code, path, text, m))
sites += literal_sites(ML, "04")
write_sites(
    "mindie-server-sites.tsv",
    [
        f"Where Ascend/MindIE-LLM's source (commit {ml}) prints a MindIE Server error code (level E):",
        f"a Generate*ErrCode(level, feature, type) call with the constants of {LOGGER_DEF}, or the code",
        "written whole; the code it builds, the file and line, and the string literals of that statement (the",
        "log's words, %s where a value goes; cut at 200 characters). Tests are left out.",
    ],
    sites,
)

MM = "Ascend+MindIE-Motor"
mm = head(MM)
MS_DEF = "mindie_motor/src/http_client_ctl/log/LoggerDef.h"
ms_def = show(MM, MS_DEF)


def enum(name):
    """An enum class's members from MS_DEF: {member: (value, line)}, up to INVALID_ENUM
    (GenerateCode prints no code for a member at or past it)."""
    start = ms_def.index(f"enum class {name} {{")
    members, value = {}, -1
    for n, line in enumerate(ms_def[start:].splitlines()[1:], ms_def.count("\n", 0, start) + 2):
        m = re.match(r"\s*([A-Z_]+)(?:\s*=\s*(\d+))?,?", line)
        if line.strip().startswith("}"):
            break
        if not m or m[1] == "INVALID_ENUM":
            if m and m[1] == "INVALID_ENUM":
                break
            continue
        value = int(m[2]) if m[2] else value + 1
        members[m[1]] = (value, n)
    return members


modules = enum("SubModule")
types = enum("ErrorType")
features = {
    "ControllerFeature": ("MS_CONTROLLER", enum("ControllerFeature")),
    "CoordinatorFeature": ("MS_COORDINATOR", enum("CoordinatorFeature")),
    "DeployerFeature": ("MS_DEPLOYER", enum("DeployerFeature")),
    "CommonFeature": ("MS_COMMON", enum("CommonFeature")),
}


def module_digits(value):
    # Logger.cpp's GenerateCode writes the sub-module std::left, width 2, fill '0': 1 is "10".
    return f"{value:X}".ljust(2, "0")


rows = [("submodule", "", module_digits(v), m, n) for m, (v, n) in modules.items()]
for module, members in features.values():
    rows += [("feature", module, f"{v:02X}", m, n) for m, (v, n) in members.items()]
rows += [("type", "", f"{v:02X}", m, n) for m, (v, n) in types.items()]
write(
    "mindie-ms-parts.tsv",
    [
        "The parts of MindIE MS's codes (MIE03 + level + sub-module + feature + error type, two hexadecimal digits",
        f"each), as Ascend/MindIE-Motor defines them at commit {mm}, {MS_DEF}",
        "(enum classes SubModule, ControllerFeature, CoordinatorFeature, DeployerFeature, CommonFeature, ErrorType):",
        "the part, the sub-module a feature belongs to, its digits as GenerateCode (mindie_motor/src/http_client_ctl/",
        "log/Logger.cpp) prints them, the member's name and its line. GenerateCode writes the sub-module left-justified",
        "and filled with 0 (MS_CONTROLLER, 1, is 10). MindIE documents no meaning for these beyond their names.",
    ],
    ["part", "submodule", "digits", "name", "line"],
    rows,
)
letters = {"Error": "E", "Warn": "W", "Critical": "C"}
sites = []
for path in files(MM, (".cpp", ".h", ".cc"), "Get(Error|Warn|Critical)Code"):
    text = show(MM, path)
    pattern = (
        r"Get(Error|Warn|Critical)Code\(\s*ErrorType::\s*(\w+)\s*,\s*(\w+Feature)::\s*(\w+)\s*\)"
    )
    for m in re.finditer(pattern, text):
        letter, kind, enum_name, feature = letters[m[1]], m[2], m[3], m[4]
        module, members = features[enum_name]
        if kind not in types or feature not in members:
            continue  # past INVALID_ENUM: GenerateCode prints no code
        code = f"MIE03{letter}{module_digits(modules[module][0])}"
        code += f"{members[feature][0]:02X}{types[kind][0]:02X}"
        sites.append(site(code, path, text, m))
sites += literal_sites(MM, "03")
write_sites(
    "mindie-ms-sites.tsv",
    [
        f"Where Ascend/MindIE-Motor's source (commit {mm}) prints a MindIE MS error code (level E):",
        f"a GetErrorCode(ErrorType::..., ...Feature::...) call with the members of {MS_DEF},",
        "or the code written whole; the code it builds, the file and line, and the string literals of that",
        "statement (the log's words, %s where a value goes; cut at 200 characters). Tests are left out.",
    ],
    sites,
)
