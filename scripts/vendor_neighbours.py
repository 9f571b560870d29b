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
# Mooncake TE Status::Code
st = show(MC, "mooncake-transfer-engine/include/common/base/status.h").splitlines()
cpp = show(MC, "mooncake-transfer-engine/src/common/base/status.cpp")
printed = dict(re.findall(r"case Code::(k\w+):\s*return \"(\w+)\";", cpp))
rows = []
for n, line in enumerate(st, 1):
    m = re.match(r"\s*(k[A-Z]\w+) = (\d+),", line)
    if m and m[1] != "kOk":
        rows.append((printed[m[1]], m[1], m[2], n))
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
