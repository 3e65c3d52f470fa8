"""Hazards where control flow merges, pinned against the rule tables where llc-22's answer is not the rule's.

llc-22's recognizer looks across blocks for every hazard the checker models
(tests/hazards/test_merge_llvm.py), but at some merges its answer is not a count of wait states
that the tables give: it has no such rule (an SGEMM result read as an XDL's SrcC, CDNA3 ISA §7.5
Table 37 case 108, decision A3; a DOT result read by an MFMA, case 101, decision A7), or it
resolves the hazard another way (gfx11's transcendental results: an ``s_waitcnt_depctr``, where
the rule also accepts six VALUs, decision 112). Each expected number here is the table's,
counted by hand along the nearest path (the comments give the count). With llc-22 on PATH the
tests also show what it does instead, so a change in LLVM is noticed.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest
from required import need

import amdmatrix
from amdmatrix import hazards

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import gen_lit_replay as replay  # noqa: E402

LLC = shutil.which("llc-22")

_A16 = "$" + "_".join(f"agpr{r}" for r in range(16))
_A16_31 = "$" + "_".join(f"agpr{r}" for r in range(16, 32))
XDL = f"{_A16} = V_MFMA_F32_32X32X8F16_e64 $vgpr4_vgpr5, $vgpr6_vgpr7, {_A16}, 0, 0, 0, implicit $mode, implicit $exec"
SGEMM = f"{_A16} = V_MFMA_F32_32X32X2F32_e64 $vgpr1, $vgpr0, {_A16}, 0, 0, 0, implicit $mode, implicit $exec"
SGEMM_C16 = f"{_A16} = V_MFMA_F32_32X32X2F32_e64 $vgpr1, $vgpr0, {_A16_31}, 0, 0, 0, implicit $mode, implicit $exec"
DOT = "$vgpr4 = V_DOT2C_F32_F16_e32 $vgpr10, $vgpr11, $vgpr4, implicit $mode, implicit $exec"
EXP = "$vgpr0 = V_EXP_F32_e32 $vgpr1, implicit $mode, implicit $exec"
ADD = "$vgpr2 = V_ADD_F32_e32 $vgpr0, $vgpr3, implicit $mode, implicit $exec"
VNOP = "V_NOP_e32 implicit $exec"


def _blocks(*bodies: list[str]) -> str:
    return "\n".join(line for n, body in enumerate(bodies) for line in (f"bb.{n}:", *body))


def _cbr(target: int) -> str:
    return f"S_CBRANCH_SCC1 %bb.{target}, implicit $scc"


#: name: (mcpu, the MIR function, its assembly as llc-22 prints it, the checker's findings
#: (line, missing, rule, producer line, branch) from the table, llc-22's padding, llc-22's
#: s_waitcnt_depctr lines (0-based indices of the listing)).
CASES: dict[str, tuple[str, str, str, list[tuple[int, int, str, int, int | None]], dict[int, int], list[int]]] = {
    # V_MFMA_F32_32X32X2_F32 is a 16-pass SGEMM; an XDL reading its result as SrcC needs 16
    # (Table 37 case 108). The branch path has the s_cbranch: 15 more. The tail path has 17.
    "sgemm_srcc_diamond": ("gfx942", _blocks([SGEMM, _cbr(2)], ["S_NOP 7", "S_NOP 7"], [XDL, "S_ENDPGM 0"]), """
    v_mfma_f32_32x32x2_f32 a[0:15], v1, v0, a[0:15]
    s_cbranch_scc1 .LBB0_2
    s_nop 7
    s_nop 7
.LBB0_2:
    v_mfma_f32_32x32x8_f16 a[0:15], v[4:5], v[6:7], a[0:15]
    s_endpgm
""", [(6, 15, "C3-13", 1, 2)], {}, []),
    # The same pair around a back-edge: the way round has the s_cbranch (1), the way in 16 and no
    # SGEMM. 15 more, through the back-edge.
    "sgemm_srcc_loop": ("gfx942", _blocks(["S_NOP 7", "S_NOP 7"], [XDL, "S_NOP 7", "S_NOP 7", SGEMM_C16, _cbr(1)],
                                          ["S_ENDPGM 0"]), """
    s_nop 7
    s_nop 7
.LBB0_1:
    v_mfma_f32_32x32x8_f16 a[0:15], v[4:5], v[6:7], a[0:15]
    s_nop 7
    s_nop 7
    v_mfma_f32_32x32x2_f32 a[0:15], v1, v0, a[16:31]
    s_cbranch_scc1 .LBB0_1
    s_endpgm
""", [(4, 15, "C3-13", 7, 8)], {}, []),
    # A DOT writes v4, an MFMA reads it: 3 (Table 37 case 101). Round the loop: the s_cbranch, so
    # 2 more. The way in: no DOT.
    "dot_mfma_loop": ("gfx942", _blocks(["S_NOP 7"], [XDL, DOT, _cbr(1)], ["S_ENDPGM 0"]), """
    s_nop 7
.LBB0_1:
    v_mfma_f32_32x32x8_f16 a[0:15], v[4:5], v[6:7], a[0:15]
    v_dot2c_f32_f16_e32 v4, v10, v11
    s_cbranch_scc1 .LBB0_1
    s_endpgm
""", [(3, 2, "C3-05b", 4, 5)], {}, []),
    # gfx11: a VALU reading a transcendental's result needs six VALUs between, or an
    # s_waitcnt_depctr va_vdst(0) (LLVM fixVALUTransUseHazard). The depctr is on the branch path
    # only; the other path has three v_nop: 3 more. (A merge that took the other path's count
    # and dropped the depctr would say 6.)
    "trans_cleared_on_one_path": ("gfx1100", _blocks([EXP, _cbr(2)], [VNOP, VNOP, VNOP, "S_BRANCH %bb.3"],
                                                     ["S_WAITCNT_DEPCTR 4095"], [ADD, "S_ENDPGM 0"]), """
    v_exp_f32_e32 v0, v1
    s_cbranch_scc1 .LBB0_2
    v_nop
    v_nop
    v_nop
    s_branch .LBB0_3
.LBB0_2:
    s_waitcnt_depctr 0xfff
.LBB0_3:
    v_add_f32_e32 v2, v0, v3
    s_endpgm
""", [(10, 3, "R3-H20", 1, 6)], {}, [9]),
    # The depctr on the path without VALUs; the other path's one v_nop leaves 5 to go.
    "trans_cleared_on_the_nearer_path": ("gfx1100", _blocks([EXP, _cbr(2)], [VNOP, "S_BRANCH %bb.3"],
                                                            ["S_WAITCNT_DEPCTR 4095"], [ADD, "S_ENDPGM 0"]), """
    v_exp_f32_e32 v0, v1
    s_cbranch_scc1 .LBB0_2
    v_nop
    s_branch .LBB0_3
.LBB0_2:
    s_waitcnt_depctr 0xfff
.LBB0_3:
    v_add_f32_e32 v2, v0, v3
    s_endpgm
""", [(8, 5, "R3-H20", 1, 4)], {}, [7]),
    # No VALU on the branch path (three s_nop, which RDNA does not count), one v_nop on the other:
    # 6 more, through the branch, which the report names (the shorter path by instructions is
    # the other one).
    "trans_fewer_valus_on_the_longer_path": ("gfx1100", _blocks([EXP, _cbr(2)], [VNOP, "S_BRANCH %bb.3"],
                                                                ["S_NOP 0", "S_NOP 0", "S_NOP 0"],
                                                                [ADD, "S_ENDPGM 0"]), """
    v_exp_f32_e32 v0, v1
    s_cbranch_scc1 .LBB0_2
    v_nop
    s_branch .LBB0_3
.LBB0_2:
    s_nop 0
    s_nop 0
    s_nop 0
.LBB0_3:
    v_add_f32_e32 v2, v0, v3
    s_endpgm
""", [(10, 6, "R3-H20", 1, 2)], {}, [9]),
}


def _listing(asm: str) -> list[str]:
    return [x.strip() for x in asm.strip("\n").splitlines()]


@pytest.mark.parametrize("name", sorted(CASES))
def test_check_counts_the_table_along_the_nearest_path(name: str) -> None:
    mcpu, _, asm, want, _, _ = CASES[name]
    text = "\n".join(_listing(asm)) + "\n"
    got = [(v.line, v.missing, v.rule, v.producer_line, v.via_branch) for v in amdmatrix.check(text, mcpu)]
    assert got == want
    assert amdmatrix.check(hazards.fix(text, mcpu), mcpu) == []


@pytest.mark.parametrize("name", sorted(CASES))
def test_what_llc_does_instead(name: str) -> None:
    need("llc-22", LLC is not None)
    mcpu, mir, asm, _, pad, depctr = CASES[name]
    live = replay.case("merge", mcpu, "", name, mir)
    assert live["asm"] == _listing(asm)
    assert ({int(k): v for k, v in live["pad"].items()}, live["depctr"]) == (pad, depctr)  # type: ignore[union-attr]
