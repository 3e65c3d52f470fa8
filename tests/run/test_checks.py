"""The dynamic checks on hand-written kernels with one planted bug each (and none without it)."""

from __future__ import annotations

import numpy as np
import pytest
from runkernels import kernel, lanes_kernel

import amdmatrix
from amdmatrix.machine import StrictError


def _run(text: str, *, block: int = 64, lds: int = 0, strict: bool = False, inp: np.ndarray | None = None) -> object:
    out = np.zeros(256, np.uint32)
    data = np.arange(192, dtype=np.uint32) if inp is None else inp
    return amdmatrix.run("cdna3", text, grid=1, block=block, args=[out, data], lds=lds, strict=strict)


def test_read_before_its_waitcnt_names_both_lines() -> None:
    good = lanes_kernel("cdna3", "\tv_add_u32_e32 v5, v1, v2")
    assert _run(good).reports == []  # type: ignore[attr-defined]
    bad = good.replace("\ts_waitcnt vmcnt(0)\n", "\ts_waitcnt vmcnt(2)\n", 1)
    reports = _run(bad).reports  # type: ignore[attr-defined]
    assert len(reports) == 1
    r = reports[0]
    lines = bad.splitlines()
    consumer = next(n for n, t in enumerate(lines, 1) if "v_add_u32_e32 v5, v1, v2" in t)
    producer = next(n for n, t in enumerate(lines, 1) if "offset:256" in t)
    assert (r.kind, r.line, r.other_line) == ("waitcnt", consumer, producer)
    assert "v2 read by 'v_add_u32_e32 v5, v1, v2' before the s_waitcnt that covers its load" in r.message
    # vmcnt(2) covers the first of the three loads (they return in order, MI300 ISA §4.4): v1 is not
    # reported; v2's and v3's are outstanding and only v2 is read


def test_out_of_order_scalar_loads_need_lgkmcnt_0() -> None:
    """Scalar memory returns out of order (CDNA3 ISA §4.4): lgkmcnt(1) covers no s_load."""
    body = "\ts_load_dwordx2 s[4:5], s[0:1], 0x0\n\ts_load_dwordx2 s[6:7], s[0:1], 0x8\n\ts_waitcnt lgkmcnt(1)\n" \
           "\tv_mov_b32_e32 v5, s4\n\ts_waitcnt lgkmcnt(0)\n\tv_mov_b32_e32 v10, 0\n" \
           "\tglobal_store_dword v10, v5, s[4:5]"
    reports = _run(kernel("cdna3", body)).reports  # type: ignore[attr-defined]
    assert [r.kind for r in reports] == ["waitcnt"] and "s4 read" in reports[0].message


def test_lds_race_between_waves() -> None:
    """Two waves: each writes its lane's dword and reads the other wave's, with and without a barrier."""
    body = """\tv_and_b32_e32 v11, 0x3ff, v0
\tv_lshlrev_b32_e32 v10, 2, v11
\tv_mov_b32_e32 v1, v11
\tds_write_b32 v10, v1
\ts_waitcnt lgkmcnt(0)
\ts_barrier
\tv_xor_b32_e32 v12, 0x100, v10
\tds_read_b32 v5, v12
\ts_waitcnt lgkmcnt(0)
\ts_load_dwordx2 s[4:5], s[0:1], 0x0
\ts_waitcnt lgkmcnt(0)
\tglobal_store_dword v10, v5, s[4:5]"""
    r = _run(kernel("cdna3", body), block=128, lds=512)
    assert r.reports == []  # type: ignore[attr-defined]
    out = r.arrays[0]  # type: ignore[attr-defined]
    assert list(out[:128]) == [x ^ 64 for x in range(128)]
    racy = kernel("cdna3", body.replace("\ts_barrier\n", ""))
    reports = _run(racy, block=128, lds=512).reports  # type: ignore[attr-defined]
    assert [x.kind for x in reports] == ["lds-race"]
    assert "wave 1" in reports[0].message and "since the last barrier" in reports[0].message
    # a wait missing before the barrier: the write is still outstanding when the other wave reads
    early = kernel("cdna3", body.replace("\ts_waitcnt lgkmcnt(0)\n\ts_barrier\n", "\ts_barrier\n"))
    reports = _run(early, block=128, lds=512).reports  # type: ignore[attr-defined]
    assert [x.kind for x in reports] == ["lds-race"] and "outstanding at the barrier" in reports[0].message


def test_hazard_on_the_path_taken() -> None:
    """v_cmp writes VCC, v_cndmask reads it: 2 wait states on gfx942 (LLVM GCNHazardRecognizer,
    VALUWriteSGPRVALUReadWaitstates). A branch not taken does not count; a taken one does."""
    ok = "\tv_cmp_gt_u32_e32 vcc, 5, v11\n\ts_nop 1\n\tv_cndmask_b32_e64 v5, 0, 1, vcc"
    assert _run(lanes_kernel("cdna3", ok)).reports == []  # type: ignore[attr-defined]
    bad = ok.replace("\ts_nop 1\n", "")
    reports = _run(lanes_kernel("cdna3", bad)).reports  # type: ignore[attr-defined]
    assert [x.kind for x in reports] == ["hazard"] and "2 more wait states" in reports[0].message
    # the pad sits on the path that is not taken: the taken branch is one wait state, one is missing
    branchy = ("\tv_cmp_gt_u32_e32 vcc, 5, v11\n\ts_cbranch_execnz .Lgo\n\ts_nop 1\n.Lgo:\n"
               "\tv_cndmask_b32_e64 v5, 0, 1, vcc")
    reports = _run(lanes_kernel("cdna3", branchy)).reports  # type: ignore[attr-defined]
    assert [x.kind for x in reports] == ["hazard"] and "1 more wait state needed" in reports[0].message
    # with the branch not taken (EXEC is not zero), the pad is on the path: no report
    fallthrough = branchy.replace("s_cbranch_execnz", "s_cbranch_execz")
    assert _run(lanes_kernel("cdna3", fallthrough)).reports == []  # type: ignore[attr-defined]


def test_global_access_outside_every_array() -> None:
    body = "\tglobal_load_dword v5, v10, s[6:7] offset:1024\n\ts_waitcnt vmcnt(0)"
    r = _run(lanes_kernel("cdna3", body))
    reports = r.reports  # type: ignore[attr-defined]
    assert [x.kind for x in reports] == ["global-range"]
    assert "bytes past the end of inp" in reports[0].message
    # the lanes in range read their dwords, the others 0
    out = r.arrays[0]  # type: ignore[attr-defined]
    assert list(out[:64]) == [256 + n if 256 + n < 192 else 0 for n in range(64)]


def test_strict_stops_at_the_first_report() -> None:
    bad = lanes_kernel("cdna3", "\tv_cmp_gt_u32_e32 vcc, 5, v11\n\tv_cndmask_b32_e64 v5, 0, 1, vcc")
    with pytest.raises(StrictError, match="more wait states"):
        _run(bad, strict=True)


def test_bank_conflicts_per_instruction() -> None:
    """ds_read_b32 with lane l at byte 128 l: every lane of a phase (32 lanes on CDNA3, from the LDS
    model) hits bank 0 with a different dword: 32 cycles a phase, two phases."""
    body = "\tv_lshlrev_b32_e32 v12, 7, v11\n\tds_read_b32 v5, v12\n\ts_waitcnt lgkmcnt(0)"
    r = _run(lanes_kernel("cdna3", body), lds=8192)
    (count,) = r.banks  # type: ignore[attr-defined]
    assert (count.executions, count.phases, count.cycles, count.extra, count.worst) == (1, 2, 64, 62, 32)
    body = "\tds_read_b32 v5, v10\n\ts_waitcnt lgkmcnt(0)"
    (count,) = _run(lanes_kernel("cdna3", body), lds=8192).banks  # type: ignore[attr-defined]
    assert (count.cycles, count.extra) == (2, 0)


def test_matrix_instruction_with_lanes_off() -> None:
    body = "\ts_mov_b64 exec, 0xffff\n\tv_mfma_f32_16x16x16_f16 v[16:19], v[0:1], v[2:3], 0\n\ts_nop 7\n" \
           "\ts_mov_b64 exec, -1\n\tv_mov_b32_e32 v5, 0"
    reports = _run(lanes_kernel("cdna3", body)).reports  # type: ignore[attr-defined]
    assert [x.kind for x in reports] == ["exec"]


def _rdna4_exchange(barrier: str) -> str:
    """Two wave32 waves of gfx1200: each writes its lane's dword to LDS, passes ``barrier`` and reads
    the other wave's."""
    return kernel("rdna4", f"""\tv_and_b32_e32 v11, 0x3ff, v0
\tv_lshlrev_b32_e32 v10, 2, v11
\tds_store_b32 v10, v11
\ts_wait_dscnt 0x0
{barrier}
\tv_xor_b32_e32 v12, 0x80, v10
\tds_load_b32 v5, v12
\ts_wait_dscnt 0x0
\ts_load_b64 s[4:5], s[0:1], 0x0
\ts_wait_kmcnt 0x0
\tglobal_store_b32 v10, v5, s[4:5]""")


@pytest.mark.parametrize("barrier", ["\ts_barrier_signal -1\n\ts_barrier_wait -1",
                                     "\ts_barrier_signal -1\n\ts_nop 0\n\ts_barrier_wait -1"])
def test_split_barrier(barrier: str) -> None:
    """RDNA4's split barrier (RDNA4 ISA, S_BARRIER_SIGNAL and S_BARRIER_WAIT): a wait blocks until
    every live wave has signalled; without the signal, or without the wait, the waves race."""
    out = np.zeros(64, np.uint32)
    r = amdmatrix.run("rdna4", _rdna4_exchange(barrier), grid=1, block=64, args=[out, None], lds=256)
    assert r.reports == [] and list(r.arrays[0]) == [x ^ 32 for x in range(64)]
    for dropped in ("\ts_barrier_signal -1\n", "\ts_barrier_wait -1"):
        racy = _rdna4_exchange(barrier.replace(dropped, ""))
        reports = amdmatrix.run("rdna4", racy, grid=1, block=64, args=[np.zeros(64, np.uint32), None],
                                lds=256).reports
        assert [x.kind for x in reports] == ["lds-race"], dropped


def test_hazard_reports_carry_the_rule() -> None:
    body = """\tv_mov_b32_e32 v1, 1
\tv_mov_b32_dpp v2, v1 row_shr:1 row_mask:0xf bank_mask:0xf
\ts_endpgm"""
    text = kernel("cdna3", body)
    dpp = text.split("\n").index("\tv_mov_b32_dpp v2, v1 row_shr:1 row_mask:0xf bank_mask:0xf") + 1
    reports = _run(text).reports  # type: ignore[attr-defined]
    assert [(x.kind, x.line, x.rule, x.other_line) for x in reports] == [("hazard", dpp, "C3-H08", dpp - 1)]
