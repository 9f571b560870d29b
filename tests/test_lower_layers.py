"""The layers below (registry/lower_layers.py): aclError and HcclResult from their official
tables, named in their context by explain, decode and triage, never as a bare number."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from support.command import run

from llm_status.reading.logs import hit_of
from llm_status.registry.lower_layers import DATA, acl_codes, hccl_codes, lower_code

DATA_DIR = Path(DATA)

LLM_ACL = (
    "[ERROR] LLMDATADIST(2741,python):2026-03-12-10:41:02.100.000 [cache_manager.cc:53]2741 "
    "AddCopyTask: ErrorNo: 4294967295 Call aclrt api failed, ret: 0x7BCA6"
)
HIXL_HCCL = (
    "[ERROR] HIXL(2741,python):2026-03-12-10:41:02.100.000 [hixl_batch_transfer.cc:98]2741 "
    "HixlBatchTransferTask: ErrorNo: 19 Call hccl api:static_cast<HcclResult>(batch_ret) failed. "
    "thread:1, channel:2, list_num:3, is_read:1"
)


def test_every_row_of_the_tables_is_read():
    # An independent count: the rows of aclError.zh.md that define a constant's value.
    rows = [
        line
        for line in (DATA_DIR / "aclError.zh.md").read_text("utf-8").splitlines()
        if line.startswith("|") and re.search(r"ACL_[A-Z0-9_]+\s*=\s*\d+;", line)
    ]
    assert len(acl_codes()) == len(rows) == 230
    hccl = [
        line
        for line in (DATA_DIR / "HcclResult.md").read_text("utf-8").splitlines()
        if re.match(r"\| HCCL_\w+ \| \d+ \|", line)
    ]
    assert len(hccl_codes()) == len(hccl) == 26


def test_the_tables_words_are_quoted():
    sync = lower_code("ACL", 507046)
    assert sync.name == "ACL_ERROR_RT_STREAM_SYNC_TIMEOUT" and sync.table == "runtime"
    assert sync.meaning.zh == "在指定的超时等待事件中，指定的stream中所有任务还没有执行完成。"
    network = lower_code("HCCL", 19)
    assert network.name == "HCCL_E_NETWORK" and network.meaning.en == "call network api fail"


@pytest.mark.parametrize(
    "line, names",
    [
        (LLM_ACL, ["ACL_ERROR_RT_STREAM_SYNC_TIMEOUT"]),
        (HIXL_HCCL, ["HCCL_E_NETWORK"]),
        ("HcclCommInitRootInfo failed, HCCL Error Code: 12", ["HCCL_E_ROCE_CONNECT"]),
        ("[HCCL] hcclRet -> 9", ["HCCL_E_TIMEOUT"]),
    ],
)
def test_a_lower_layers_code_is_named_in_its_context(line, names):
    hit = hit_of(1, line, everything=True)
    assert [c.name for c in hit.lower] == names


@pytest.mark.parametrize(
    "line",
    [
        "step 19 of 100, remoteRank[19]",
        "[INFO] GE(2741,python):2026-03-12-10:41:02.100.000 [g.cc:1]2 Run: time cost 507046 us",
        "pid 107000 rank 9 ret: 0x7BCA6",  # a ret: with no failed ACL call said
        "ErrorNo: 19 some other failure",
    ],
)
def test_a_bare_number_is_no_lower_layers_code(line):
    hit = hit_of(1, line, everything=True)
    assert hit is None or hit.lower == ()


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_explain_and_decode_name_them(lang, tmp_path):
    out = run("explain", HIXL_HCCL, "--lang", lang).stdout
    assert (
        "HCCL_E_NETWORK" in out
        and ("调用网络接口失败" if lang == "zh" else "call network api fail") in out
    )
    log = tmp_path / "plog.log"
    log.write_text(LLM_ACL + "\n", "utf-8")
    decoded = run("decode", str(log), "--lang", lang).stdout
    assert "ACL_ERROR_RT_STREAM_SYNC_TIMEOUT" in decoded and "LLM_FAILED" in decoded
    record = json.loads(run("explain", LLM_ACL, "--json").stdout)
    assert record["lower"][0]["value"] == 507046
    # The line logs LLM_FAILED; the call then fails with LLM_TIMEOUT, upstream's conversion
    # of 507046 (fidelity M6): that is the code explained, and the one logged is said.
    assert record["name"] == "LLM_TIMEOUT" and record["logged"] == "LLM_FAILED"


def test_triage_names_the_layer_under_the_first_error(tmp_path):
    from llm_status.triage import triage

    log = tmp_path / "plog.log"
    log.write_text(LLM_ACL + "\n", "utf-8")
    found = triage([f"P={log}"])
    assert found.first_error.lower == ("ACL_ERROR_RT_STREAM_SYNC_TIMEOUT",)
    # 507046 reported by the ACL call is a stream sync timeout: that symptom's hypotheses.
    assert [f.symptom.key for f in found.findings] == ["stream-sync-timeout"]


def test_the_vendored_tables_are_shareds():
    shared = Path(__file__).parents[2] / "shared" / "upstream"
    if not shared.is_dir():
        pytest.skip("shared/ is not beside this clone")
    for name in ("aclError.zh.md", "HcclResult.md"):
        assert (DATA_DIR / name).read_text("utf-8") == (shared / name).read_text("utf-8"), name


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_explain_takes_a_lower_layers_name_as_a_log_writes_it(lang):
    out = run("explain", "ACL_ERROR_RT_STREAM_SYNC_TIMEOUT", "--lang", lang).stdout
    # The table's words, word for word, and the row of its page.
    assert "在指定的超时等待事件中，指定的stream中所有任务还没" in out.replace("\n      ", "")
    prefix = "" if lang == "en" else "zh/"
    assert f"/{prefix}layers/aclError/#ACL_ERROR_RT_STREAM_SYNC_TIMEOUT" in out
    typed = run("explain", "hccl_e_network", "--lang", lang)  # as people type it
    assert typed.returncode == 0 and "HCCL_E_NETWORK  19  0x13" in typed.stdout
    record = json.loads(run("explain", "HCCL_E_NETWORK", "--json").stdout)
    assert (record["layer"], record["value"]) == ("HCCL", 19)
    assert record["url"].endswith("layers/HcclResult/#HCCL_E_NETWORK")


def test_names_to_be_deprecated_are_read_where_their_value_has_no_other_and_glosses_do_not_mislead():
    """Fidelity S10: ACL_ERROR_INVALID_DEVICE (200002, to be deprecated, no other name) is
    what a line's 0x30D42 names; a name to be deprecated never hides the current one of its
    value; the glosses the review found misleading say the table's meaning."""
    from llm_status.i18n import MESSAGES
    from llm_status.reading.logs import hit_of
    from llm_status.registry.lower_layers import acl_codes, lower_by_name, lower_code

    assert lower_code("ACL", 200002).name == "ACL_ERROR_INVALID_DEVICE"
    hit = hit_of(1, "Call aclrt api failed, ret: 0x30D42", everything=True)
    assert hit is not None and [c.name for c in hit.lower] == ["ACL_ERROR_INVALID_DEVICE"]
    current = {c.value for c in acl_codes() if not c.deprecated}
    assert all(not lower_code("ACL", v).deprecated for v in current)
    assert lower_by_name("ACL_ERROR_NONE").meaning.en == "Success"
    assert "not subscribed" in lower_by_name("ACL_ERROR_RT_STREAM_SUBSCRIBE").meaning.en
    assert "memory is used up" in lower_by_name("ACL_ERROR_RT_DEVIDE_OOM").meaning.en
    assert MESSAGES["lower_deprecated"].en == "(to be deprecated)"


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_hcclresult_page_keeps_the_headers_words_and_says_its_versions(lang):
    """Fidelity S11: the comments as the header writes them, the version note of
    HcclResult.md (the older header stops at 19; HCCL_E_RESERVED), and ADXL's form."""
    from llm_status.registry.lower_layers import lower_by_name
    from llm_status.site.lower_page import lower_page

    assert lower_by_name("HCCL_E_TCP_CONNECT").meaning.en == "tcp connect fail"
    assert lower_by_name("HCCL_E_REMOTE").meaning.en == "error cqe"
    page = lower_page("HCCL", lang)
    assert "HCCL_E_RESERVED" in page and "Call hccl api failed, ret: 0x" in page
    assert ("older public header" if lang == "en" else "较早的公开头文件") in page
