"""The symptoms of HCCL's own fault-diagnosis guide that a log's lines decide (issue 31, 7):
an error CQE (EI0013), device memory for QPs (EI0011), and both ends' TLS states under a
link set-up timeout (EI0006's check 5). The lines are the guide's own where it prints them
(``shared/upstream/hccl-fault-diagnosis/``), with their clocks moved to one incident."""

from __future__ import annotations

from pathlib import Path

import pytest
from support.guide_lines import CQE, LINK_STAT
from support.plogs import noise, write
from support.triage_logs import decided

from llm_status.registry.symptoms import BY_KEY
from llm_status.site.manager_page import manager_page
from llm_status.site.symptom_page import symptom_page
from llm_status.triage import triage
from llm_status.triage.report import answer

GUIDE = Path(__file__).parents[2] / "shared" / "upstream" / "hccl-fault-diagnosis"


def _guide_has(text: str, file: str) -> None:
    """Each line of ``text`` (its clock aside) is the guide's own, where the guide is here."""
    if not GUIDE.is_dir():
        return
    guide = (GUIDE / file).read_text("utf-8")
    for line in text.splitlines():
        assert line.split(" [", 1)[1].split(" : ")[0][:40] in guide, line


def test_the_guides_cqe_lines_are_one_symptom_whose_cause_stays_open_on_one_side(tmp_path):
    _guide_has(CQE, "task_exec_stage.md")
    found = triage([f"D={write(tmp_path / 'plog-1.log', CQE.splitlines())}"])
    assert found.findings[0].symptom.key == "error-cqe"
    assert found.first_failure.layer == "ROCE"  # the driver's line, the earliest
    cqe = decided(found, "error-cqe")
    # The guide: the network, or a peer that exited first; the CQE alone says neither.
    assert {d.status for d in cqe.values()} == {"open"}
    assert found.verdict == "insufficient"


def test_a_port_down_before_the_cqe_supports_the_network(tmp_path):
    d = tmp_path / "d"
    write(d / "plog-1.log", CQE.splitlines())
    (d / "hccn_link_stat.txt").write_text(LINK_STAT, "utf-8")
    found = triage([f"D={d}"])
    cqe = decided(found, "error-cqe")
    assert cqe["network"].status == "supported"
    assert "LINK DOWN" in cqe["network"].evidence[0].text
    assert found.verdict == "likely"  # nothing rules the peer out
    for lang in ("en", "zh"):
        # The answer names the cause (its first letter lower-cased, its stop dropped).
        assert BY_KEY["error-cqe"].hypotheses[0].says[lang][1:-1] in answer(found, lang)


def test_a_peer_that_destroyed_its_communicator_first_supports_its_exit(tmp_path):
    destroy = (
        "[INFO] HCCL(3001,python3):2025-10-05-10:14:29.100.000 [op_base.cc:2001] [3001]"
        "Entry-HcclCommDestroy: comm[127.10.0.1%enp_60000_0_1761275812718970]"
    )
    p = write(tmp_path / "p" / "plog-2.log", [destroy])
    d = write(tmp_path / "d" / "plog-1.log", CQE.splitlines())
    cqe = decided(triage([f"P={p}", f"D={d}"]), "error-cqe")
    assert cqe["peer-exited-first"].status == "supported"
    assert "HcclCommDestroy" in cqe["peer-exited-first"].evidence[0].text
    # After the CQE, it explains nothing (the guide: an exit before the CQE).
    later = destroy.replace("10:14:29", "10:14:40")
    p2 = write(tmp_path / "p2" / "plog-2.log", [later])
    assert decided(triage([f"P={p2}", f"D={d}"]), "error-cqe")["peer-exited-first"].status == (
        "open"
    )


def test_an_ei0011_that_names_the_qp_depth_is_the_qps_memory(tmp_path):
    line = (
        "[PID: 2103452] 2025-11-03-20:18:46.447.213 Resource_Error_Insufficient_Device_Memory"
        "(EI0011): Failed to allocate [size: [0.25MB, 3MB], Affected by QP depth "
        "configuration.] bytes of NPU memory."
    )
    if GUIDE.is_dir():
        assert line in (GUIDE / "param_link_stage.md").read_text("utf-8")
    found = triage([f"D={write(tmp_path / 'out.log', [line])}"])
    qp = decided(found, "qp-memory")
    assert (qp["qp-memory"].status, qp["hccl-buffer"].status) == ("supported", "ruled-out")
    assert found.verdict == "confirmed"  # a fact of the node: its own line decides
    other = line.replace("size: [0.25MB, 3MB], Affected by QP depth configuration.", "2097152")
    qp = decided(triage([f"D={write(tmp_path / 'out2.log', [other])}"]), "qp-memory")
    assert {d.status for d in qp.values()} == {"open"}


# param_link_stage.md, EI0006: a LINK_ERROR_INFO row, the logging card's TlsStatus last.
ROW = (
    "[ERROR] HCCL(17528,python3):2026-03-12-10:41:00.113.706 [hccl_socket_manager.cc:583] "
    "[18744]   |  192.0.2.199(0)   |  16666  |   192.0.3.198(1)   |  3234403008  |  {role}  "
    "| time out |   {tls}  | LinkInfo"
)
TIMEOUT = (
    "[ERROR] HCCL(17528,python3):2026-03-12-10:41:00.113.403 [hccl_socket_manager.cc:797] "
    "[18744][Wait][LinkEstablish]wait socket establish timeout, role[1] rank[1] timeout[120 s]"
)


def _ends(tmp_path, p_tls: str | None, d_tls: str | None) -> dict:
    sides = []
    for label, tls, role in (("P", p_tls, "server"), ("D", d_tls, "client")):
        lines = [TIMEOUT] + ([ROW.format(role=role, tls=tls)] if tls else [])
        lines += [line for _, line in noise(100, seed=3)]
        sides.append(f"{label}={write(tmp_path / label / 'plog-1.log', lines)}")
    return decided(triage(sides), "wait-socket-establish-timeout")


@pytest.mark.parametrize(
    ("p_tls", "d_tls", "status"),
    [
        ("ENABLE", "DISABLE", "supported"),
        ("DISABLE", "DISABLE", "ruled-out"),
        ("ENABLE", None, "open"),  # one end's state
        ("UNKNOWN", "DISABLE", "open"),  # the guide: UNKNOWN is a state not read
    ],
)
def test_both_ends_tls_states_decide_the_tls_mismatch(tmp_path, p_tls, d_tls, status):
    if GUIDE.is_dir():
        row = ROW.format(role="client", tls="DISABLE").split("[18744]", 1)[1]
        assert row.split("|  client")[0] in (GUIDE / "param_link_stage.md").read_text("utf-8")
    tls = _ends(tmp_path, p_tls, d_tls)["tls-mismatch"]
    assert tls.status == status
    if status != "open":
        assert {e.source for e in tls.evidence} == {"P", "D"}


def test_hccps_tls_switch_lines_say_the_state_where_no_row_does(tmp_path):
    switch = (
        "[INFO] HCCP(2988,hccp_service.bin):2026-03-12-10:39:26.133.826 [rs_ssl.c:1529]"
        "tid:2988,rs_ssl_init(1529) : TLS SWITCH ({n})"
    )
    sides = []
    for label, n in (("P", 1), ("D", 0)):
        lines = [TIMEOUT, switch.format(n=n)]
        sides.append(f"{label}={write(tmp_path / label / 'device-0.log', lines)}")
    tls = decided(triage(sides), "wait-socket-establish-timeout")["tls-mismatch"]
    assert tls.status == "supported"
    assert all("TLS SWITCH" in e.text for e in tls.evidence)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_an_hccl_guide_symptom_and_its_codes_page_link_each_other(lang):
    page = symptom_page(BY_KEY["error-cqe"], lang)
    assert "(../layers/error-manager/EI0013.md)" in page
    # Credited to HCCL's guide, not to upstream's troubleshooting guide.
    from llm_status.registry.record import Source
    from llm_status.site.code_page import provenance

    assert provenance(Source.HCCL_GUIDE, lang) in page
    assert "(../../symptoms/error-cqe.md)" in manager_page("EI0013", lang)
