"""Hazards where control flow merges, pinned against ``llc-22 -run-pass=post-RA-hazard-rec``.

Where paths join, the checker must count from the nearest producer over all of them: a hazard
that only one path makes (a branch around a tail, a back-edge shorter than the way in) is a
hazard. Each case is a MIR function of a few blocks (``s_cbranch_scc0/scc1/execz/vccz`` around
tails, loops with one or two back-edges, the bodies that ``.rept`` unrolls), in which one
producer reaches one consumer along two paths at different distances, and the assembly llc-22
prints for it with the wait states its recognizer inserts, marked ``; llc-22: N`` on the line
they go before (transcribed from LLVM 22.1.8). ``check --fix`` must pad every line exactly so.
With llc-22 on PATH (required under CI=true) every case is re-derived live.

Found by experiment (docs/decisions.md, 180): llc-22's recognizer looks across blocks for every
hazard the checker models. It walks every predecessor, back-edges included, and keeps the
nearest producer; the exhaustive test below turns each single-hazard function of LLVM's own lit
tests into a diamond whose branch path alone is too short, and llc-22 pads every one. Where
llc-22's answer at a merge is not the rule's, tests/hazards/test_merge_rules.py pins the rule.
"""

from __future__ import annotations

import shutil
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest
from required import need
from tiers import sweep
from vendored import DATA

import amdmatrix
from amdmatrix import hazards

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import gen_lit_replay as replay  # noqa: E402

LLC = shutil.which("llc-22")

# ------------------------------------------------------------------ MIR pieces
_A16 = "$" + "_".join(f"agpr{r}" for r in range(16))
_A4 = "$agpr0_agpr1_agpr2_agpr3"
_A16_31 = "$" + "_".join(f"agpr{r}" for r in range(16, 32))
_V0_15 = "$" + "_".join(f"vgpr{r}" for r in range(16))
_V0_7 = "$" + "_".join(f"vgpr{r}" for r in range(8))
XDL = f"{_A16} = V_MFMA_F32_32X32X8F16_e64 $vgpr4_vgpr5, $vgpr6_vgpr7, {_A16}, 0, 0, 0, implicit $mode, implicit $exec"
MOV4 = "$vgpr4 = V_MOV_B32_e32 1, implicit $exec"
ACCR = "$vgpr8 = V_ACCVGPR_READ_B32_e64 $agpr0, implicit $exec"
M32X2 = f"{_A16} = V_MFMA_F32_32X32X2F32_e64 $vgpr4, $vgpr6, {_A16}, 0, 0, 0, implicit $mode, implicit $exec"
M4 = f"{_A4} = V_MFMA_F32_4X4X1F32_e64 $vgpr1, $vgpr0, {_A4}, 0, 0, 0, implicit $mode, implicit $exec"
M32_HI = f"{_A16_31} = V_MFMA_F32_32X32X2F32_e64 $vgpr1, $vgpr0, {_A16_31}, 0, 0, 0, implicit $mode, implicit $exec"
XDL_V = (f"{_V0_15} = V_MFMA_F32_32X32X8F16_vgprcd_e64 $vgpr20_vgpr21, $vgpr22_vgpr23, {_V0_15}, 0, 0, 0, "
         "implicit $mode, implicit $exec")
VREAD = "$vgpr30 = V_ADD_F32_e32 $vgpr0, $vgpr31, implicit $mode, implicit $exec"
CMPX = "V_CMPX_EQ_I32_e32 $vgpr0, $vgpr1, implicit-def $exec, implicit-def $vcc, implicit $exec"
SWAP = "$vgpr2, $vgpr3 = V_PERMLANE16_SWAP_B32_e32 $vgpr2, $vgpr3, implicit $exec"
CMPX11 = "V_CMPX_LE_F32_nosdst_e32 0, $vgpr0, implicit-def $exec, implicit $mode, implicit $exec"
PERM16 = "$vgpr1 = V_PERMLANE16_B32_e64 0, $vgpr1, 0, $sgpr1, 0, $sgpr0, $vgpr1, 0, implicit $exec"
VMOV50 = "$vgpr50 = V_MOV_B32_e32 0, implicit $exec"
DGEMM = (f"{_V0_7} = V_MFMA_F64_16X16X4F64_vgprcd_e64 $vgpr10_vgpr11, $vgpr10_vgpr11, {_V0_7}, 0, 0, 0, "
         "implicit $mode, implicit $exec")
MOV20 = "$vgpr20 = V_MOV_B32_e32 1, implicit $exec"
LOAD20 = "$vgpr21 = BUFFER_LOAD_DWORD_OFFEN $vgpr20, $sgpr0_sgpr1_sgpr2_sgpr3, $sgpr4, 0, 0, 0, implicit $exec"
LOAD_V2 = "$vgpr2 = GLOBAL_LOAD_DWORD $vgpr4_vgpr5, 0, 0, implicit $exec"
RFL4 = "$sgpr4 = V_READFIRSTLANE_B32 $vgpr1, implicit $exec"
LOAD_S4 = "$vgpr21 = BUFFER_LOAD_DWORD_OFFEN $vgpr20, $sgpr0_sgpr1_sgpr2_sgpr3, $sgpr4, 0, 0, 0, implicit $exec"
LOAD_FROM_V2 = "$vgpr0 = GLOBAL_LOAD_DWORD $vgpr2_vgpr3, 0, 0, implicit $exec"


def _wmma11(d: int, a: int) -> str:
    """gfx11's v_wmma_f32_16x16x16_f16 v[d:d+7], v[a:a+7], v[8:15], v[d:d+7]."""
    def r(lo: int) -> str:
        return "$" + "_".join(f"vgpr{x}" for x in range(lo, lo + 8))
    return (f"early-clobber {r(d)} = V_WMMA_F32_16X16X16_F16_twoaddr_w32 8, {r(a)}, 8, {r(8)}, 8, {r(d)}, 0, 0, "
            "implicit $exec")


W11_D16 = _wmma11(16, 0)   # writes v[16:23]
W11_A16 = _wmma11(24, 16)  # reads v[16:23] as A


def _v(lo: int, n: int) -> str:
    return "$" + "_".join(f"vgpr{x}" for x in range(lo, lo + n))


def _wmma12(d: int, a: int) -> str:
    """gfx12's v_wmma_f32_16x16x16_f16 v[d:d+7], v[a:a+3], v[12:15], v[d:d+7]."""
    return (f"early-clobber {_v(d, 8)} = V_WMMA_F32_16X16X16_F16_w32_twoaddr 8, {_v(a, 4)}, 8, {_v(12, 4)}, 8, "
            f"{_v(d, 8)}, 0, 0, implicit $exec")


W12_D0 = _wmma12(0, 8)    # writes v[0:7]
W12_A0 = _wmma12(16, 0)   # reads v[0:3] as A
W1250 = ("early-clobber $vgpr0_vgpr1_vgpr2_vgpr3_vgpr4_vgpr5_vgpr6_vgpr7 = V_WMMA_F32_16X16X32_F16_w32_twoaddr 8, "
         "$vgpr8_vgpr9_vgpr10_vgpr11_vgpr12_vgpr13_vgpr14_vgpr15, 8, $vgpr16_vgpr17_vgpr18_vgpr19_vgpr20_vgpr21_vgpr22_"
         "vgpr23, 8, $vgpr0_vgpr1_vgpr2_vgpr3_vgpr4_vgpr5_vgpr6_vgpr7, 0, 0, 0, 0, implicit $exec")
VADD1250 = "$vgpr40 = V_ADD_F32_e32 $vgpr0, $vgpr3, implicit $mode, implicit $exec"
VNOP = "V_NOP_e32 implicit $exec"
EXP = "$vgpr0 = V_EXP_F32_e32 $vgpr1, implicit $mode, implicit $exec"
END = "S_ENDPGM 0"
_IMPLICIT = {"SCC0": "$scc", "SCC1": "$scc", "EXECZ": "$exec", "VCCZ": "$vcc"}


def cbr(target: int, cond: str = "SCC1") -> str:
    return f"S_CBRANCH_{cond} %bb.{target}, implicit {_IMPLICIT[cond]}"


def br(target: int) -> str:
    return f"S_BRANCH %bb.{target}"


def blocks(*bodies: list[str]) -> str:
    """A MIR function body of blocks bb.0, bb.1, ... (successors inferred from the branches)."""
    return "\n".join(line for n, body in enumerate(bodies) for line in (f"bb.{n}:", *body))


@dataclass(frozen=True)
class Case:
    mcpu: str
    mir: str
    #: What llc-22 prints for ``mir``, with ``; llc-22: N`` where its recognizer inserts N wait states.
    asm: str

    def listing(self) -> list[str]:
        return [x.split(";")[0].strip() for x in self.asm.strip("\n").splitlines()]

    def pad(self) -> dict[int, int]:
        return {n: int(x.split("; llc-22:")[1]) for n, x in enumerate(self.asm.strip("\n").splitlines())
                if "; llc-22:" in x}


#: A v_cmpx, 40 v_nops, a branch around 5 more, 40 again and a permlane: 80 or 85 VALUs between,
#: none of them other than v_nop. LLVM's fixVcmpxPermlaneHazards looks back without limit.
_NOPS_MIR = blocks([CMPX11] + [VNOP] * 40 + [cbr(2)], [VNOP] * 5, [VNOP] * 40 + [PERM16, END])
_NOPS_ASM = "\n".join(["", "    v_cmpx_le_f32_e32 0, v0", *["    v_nop"] * 40, "    s_cbranch_scc1 .LBB0_2",
                       *["    v_nop"] * 5, ".LBB0_2:", *["    v_nop"] * 40,
                       "    v_permlane16_b32 v1, v1, s1, s0                                 ; llc-22: 1",
                       "    s_endpgm", ""])


CASES: dict[str, Case] = {
    # ---------------------------------------------------------------- diamonds: a branch around a tail
    # In most cases the far path keeps the producer within reach of its longest rule but is long
    # enough for this consumer, so a merge that kept the far path would report nothing.
    # The branch path is one wait state (the s_cbranch), the fall-through three.
    "diamond_scc1_branch_nearer": Case("gfx942", blocks([MOV4, cbr(2)], ["S_NOP 1"], [XDL, END]), """
    v_mov_b32_e32 v4, 1
    s_cbranch_scc1 .LBB0_2
    s_nop 1
.LBB0_2:
    v_mfma_f32_32x32x8_f16 a[0:15], v[4:5], v[6:7], a[0:15]         ; llc-22: 1
    s_endpgm
"""),
    # The fall-through path (s_cbranch, s_branch: 2) is nearer than the branch target's tail (4).
    "diamond_scc0_fallthrough_nearer": Case("gfx950", blocks([CMPX, cbr(2, "SCC0")], [br(3)], ["S_NOP 2"],
                                                            [SWAP, END]), """
    v_cmpx_eq_i32_e32 vcc, v0, v1
    s_cbranch_scc0 .LBB0_2
    s_branch .LBB0_3
.LBB0_2:
    s_nop 2
.LBB0_3:
    v_permlane16_swap_b32_e32 v2, v3                                ; llc-22: 2
    s_endpgm
"""),
    # An 8-pass XDL needs 11 before a VALU reads its result: 5 on the branch path, 13 through the tail.
    "diamond_execz_xdl_accvgpr_read": Case("gfx942", blocks([XDL, "S_NOP 3", cbr(2, "EXECZ")], ["S_NOP 7"],
                                                           [ACCR, END]), """
    v_mfma_f32_32x32x8_f16 a[0:15], v[4:5], v[6:7], a[0:15]
    s_nop 3
    s_cbranch_execz .LBB0_2
    s_nop 7
.LBB0_2:
    v_accvgpr_read_b32 v8, a0                                       ; llc-22: 6
    s_endpgm
"""),
    # A 2-pass MFMA needs 4 before v_accvgpr_read (gfx908): 1 on the branch path, 9 through the tail.
    "diamond_vccz_cdna1_accvgpr_read": Case("gfx908", blocks([M4, cbr(2, "VCCZ")], ["S_NOP 7"], [ACCR, END]), """
    v_mfma_f32_4x4x1f32 a[0:3], v1, v0, a[0:3]
    s_cbranch_vccz .LBB0_2
    s_nop 7
.LBB0_2:
    v_accvgpr_read_b32 v8, a0                                       ; llc-22: 3
    s_endpgm
"""),
    # No hazard on either path, and none may come of the merge: the 2-pass MFMA's a0 is read 5
    # wait states after it on the branch path (4 needed); the fall-through path has a 16-pass
    # MFMA of other AGPRs right after it (18 needed there, by the largest MFMA between, decision
    # A20) and 22. Through the fall-through the producer is 18 issued instructions back at the
    # merge, the end of its reach: its pass count (16) must go with it, not onto the branch path.
    "diamond_cdna1_scan_ends_with_the_producer": Case("gfx908", blocks([M4, cbr(2)], [M32_HI, "S_NOP 7", "S_NOP 7"],
                                                                     ["S_NOP 3", ACCR, END]), """
    v_mfma_f32_4x4x1f32 a[0:3], v1, v0, a[0:3]
    s_cbranch_scc1 .LBB0_2
    v_mfma_f32_32x32x2f32 a[16:31], v1, v0, a[16:31]
    s_nop 7
    s_nop 7
.LBB0_2:
    s_nop 3
    v_accvgpr_read_b32 v8, a0
    s_endpgm
"""),
    # gfx90a, the result in VGPRs: 4 on the branch path, 12 through the tail (19 needed).
    "diamond_cdna2_xdl_valu_read": Case("gfx90a", blocks([XDL_V, "S_NOP 2", cbr(2)], ["S_NOP 7"], [VREAD, END]), """
    v_mfma_f32_32x32x8f16 v[0:15], v[20:21], v[22:23], v[0:15]
    s_nop 2
    s_cbranch_scc1 .LBB0_2
    s_nop 7
.LBB0_2:
    v_add_f32_e32 v30, v0, v31                                      ; llc-22: 15
    s_endpgm
"""),
    # v_cmpx writes EXEC, v_permlane16_swap needs 4 after it: 1 on the branch path, 4 through the tail.
    "diamond_cdna4_vcmpx_permlane": Case("gfx950", blocks([CMPX, cbr(2)], ["S_NOP 2"], [SWAP, END]), """
    v_cmpx_eq_i32_e32 vcc, v0, v1
    s_cbranch_scc1 .LBB0_2
    s_nop 2
.LBB0_2:
    v_permlane16_swap_b32_e32 v2, v3                                ; llc-22: 3
    s_endpgm
"""),
    # RDNA3: one VALU other than v_nop between v_cmpx and a permlane (LLVM fixVcmpxPermlaneHazards):
    # none on the branch path, the tail's v_mov through it.
    "diamond_rdna3_vcmpx_permlane": Case("gfx1100", blocks([CMPX11, cbr(2)], [VMOV50], [PERM16, END]), """
    v_cmpx_le_f32_e32 0, v0
    s_cbranch_scc1 .LBB0_2
    v_mov_b32_e32 v50, 0
.LBB0_2:
    v_permlane16_b32 v1, v1, s1, s0                                 ; llc-22: 1
    s_endpgm
"""),
    # However many v_nops lie between, on either path (RDNA3 and RDNA4).
    "diamond_rdna3_vcmpx_permlane_past_v_nops": Case("gfx1100", _NOPS_MIR, _NOPS_ASM),
    "diamond_rdna4_vcmpx_permlane_past_v_nops": Case("gfx1200", _NOPS_MIR, _NOPS_ASM),
    # RDNA counts VALUs: the branch path has none, the tail one v_nop (which ends the producer's reach).
    "diamond_rdna3_wmma": Case("gfx1100", blocks([W11_D16, cbr(2)], [VNOP], [W11_A16, END]), """
    v_wmma_f32_16x16x16_f16 v[16:23], v[0:7], v[8:15], v[16:23]
    s_cbranch_scc1 .LBB0_2
    v_nop
.LBB0_2:
    v_wmma_f32_16x16x16_f16 v[24:31], v[16:23], v[8:15], v[24:31]   ; llc-22: 1
    s_endpgm
"""),
    "diamond_rdna4_wmma_fallthrough_nearer": Case("gfx1200", blocks([W12_D0, cbr(2)], [br(3)], [VNOP],
                                                                  [W12_A0, END]), """
    v_wmma_f32_16x16x16_f16 v[0:7], v[8:11], v[12:15], v[0:7]
    s_cbranch_scc1 .LBB0_2
    s_branch .LBB0_3
.LBB0_2:
    v_nop
.LBB0_3:
    v_wmma_f32_16x16x16_f16 v[16:23], v[0:3], v[12:15], v[16:23]    ; llc-22: 1
    s_endpgm
"""),
    "diamond_gfx1250_coexecution": Case("gfx1250", blocks([W1250, cbr(2)], [VNOP] * 4, [VNOP, VADD1250, END]), """
    v_wmma_f32_16x16x32_f16 v[0:7], v[8:15], v[16:23], v[0:7]
    s_cbranch_scc1 .LBB0_2
    v_nop
    v_nop
    v_nop
    v_nop
.LBB0_2:
    v_nop
    v_add_f32_e32 v40, v0, v3                                       ; llc-22: 3
    s_endpgm
"""),
    # A soft clause is a matter of program order for llc-22 (its list of emitted instructions runs
    # on across labels): the load that falls into the branch target opens a clause there, and the
    # one wait state at the target serves the branch path too.
    "clause_falls_into_a_branch_target": Case("gfx908", blocks([cbr(2)], [LOAD_V2], [LOAD_FROM_V2, END]), """
    s_cbranch_scc1 .LBB0_2
    global_load_dword v2, v[4:5], off
.LBB0_2:
    global_load_dword v0, v[2:3], off                               ; llc-22: 1
    s_endpgm
"""),
    # The DGEMM lies on one path, the near VALU write on the other: on neither path is a DGEMM
    # between a VALU write and a VMEM read within 2 wait states (MI200 ISA §7.2; LLVM
    # DMFMABetweenVALUWriteVMEMRead). A merge that took the distance from one path and the DGEMM
    # from the other would pad here.
    "dgemm_on_the_other_path": Case("gfx90a", blocks([MOV20, cbr(2)], [DGEMM], [LOAD20, END]), """
    v_mov_b32_e32 v20, 1
    s_cbranch_scc1 .LBB0_2
    v_mfma_f64_16x16x4f64 v[0:7], v[10:11], v[10:11], v[0:7]
.LBB0_2:
    buffer_load_dword v21, v20, s[0:3], s4 offen
    s_endpgm
"""),
    # Two identical lines (one Instr for the checker) on two paths; the far one is followed by a
    # 16-pass MFMA, which llc-22's gfx908 check counts wherever its search meets it (decision A20).
    "identical_producers_nearer_first": Case("gfx908", blocks([cbr(2)], [M4, br(3)], [M4, M32_HI, "S_NOP 7"],
                                                             [ACCR, END]), """
    s_cbranch_scc1 .LBB0_2
    v_mfma_f32_4x4x1f32 a[0:3], v1, v0, a[0:3]
    s_branch .LBB0_3
.LBB0_2:
    v_mfma_f32_4x4x1f32 a[0:3], v1, v0, a[0:3]
    v_mfma_f32_32x32x2f32 a[16:31], v1, v0, a[16:31]
    s_nop 7
.LBB0_3:
    v_accvgpr_read_b32 v8, a0                                       ; llc-22: 17
    s_endpgm
"""),
    "identical_producers_farther_first": Case("gfx908", blocks([cbr(2)], [M4, M32_HI, "S_NOP 7", br(3)], [M4],
                                                              [ACCR, END]), """
    s_cbranch_scc1 .LBB0_2
    v_mfma_f32_4x4x1f32 a[0:3], v1, v0, a[0:3]
    v_mfma_f32_32x32x2f32 a[16:31], v1, v0, a[16:31]
    s_nop 7
    s_branch .LBB0_3
.LBB0_2:
    v_mfma_f32_4x4x1f32 a[0:3], v1, v0, a[0:3]
.LBB0_3:
    v_accvgpr_read_b32 v8, a0                                       ; llc-22: 18
    s_endpgm
"""),
    # The line repeated on one path, a branch after the near copy: llc-22 counts from the near
    # copy (4 for its 2 passes; LLVM stops at the nearest def), not from the far one with the
    # 32x32 after it (18), on both edges of the branch.
    "identical_line_repeated_before_a_branch": Case("gfx908", blocks([M4, M32_HI, "S_NOP 7", M4, cbr(1)],
                                                                    [ACCR, END]), """
    v_mfma_f32_4x4x1f32 a[0:3], v1, v0, a[0:3]
    v_mfma_f32_32x32x2f32 a[16:31], v1, v0, a[16:31]
    s_nop 7
    v_mfma_f32_4x4x1f32 a[0:3], v1, v0, a[0:3]
    s_cbranch_scc1 .LBB0_1
.LBB0_1:
    v_accvgpr_read_b32 v8, a0                                       ; llc-22: 3
    s_endpgm
"""),
    # The same two lines on both paths, the near one first; the DGEMM in the join block makes the
    # two paths' conditions equal, so the two meet there, and the report must still name the near
    # one (its v_readfirstlane and s_branch) with its distance: 3 of the 5 wait states LLVM
    # checkVMEMHazards asks between a VALU's SGPR write and a VMEM read of it.
    "identical_producers_meet_in_a_block": Case("gfx90a", blocks([cbr(2)], [RFL4, br(3)], [RFL4, DGEMM, "S_NOP 0"],
                                                                [DGEMM, cbr(4, "VCCZ")], [LOAD_S4, END]), """
    s_cbranch_scc1 .LBB0_2
    v_readfirstlane_b32 s4, v1
    s_branch .LBB0_3
.LBB0_2:
    v_readfirstlane_b32 s4, v1
    v_mfma_f64_16x16x4f64 v[0:7], v[10:11], v[10:11], v[0:7]
    s_nop 0
.LBB0_3:
    v_mfma_f64_16x16x4f64 v[0:7], v[10:11], v[10:11], v[0:7]
    s_cbranch_vccz .LBB0_4
.LBB0_4:
    buffer_load_dword v21, v20, s[0:3], s4 offen                    ; llc-22: 2
    s_endpgm
"""),
    # ---------------------------------------------------------------- loops: back-edges
    # The loop head repeats the line issued before the loop (with a 32x32 after it there): on the
    # way in and round the back-edge the copy in the loop is the nearest def.
    "loop_head_repeats_the_line_before_it": Case("gfx908", blocks([M4, M32_HI, "S_NOP 7"],
                                                                 [M4, "S_NOP 0", ACCR, cbr(1)], [END]), """
    v_mfma_f32_4x4x1f32 a[0:3], v1, v0, a[0:3]
    v_mfma_f32_32x32x2f32 a[16:31], v1, v0, a[16:31]
    s_nop 7
.LBB0_1:
    v_mfma_f32_4x4x1f32 a[0:3], v1, v0, a[0:3]
    s_nop 0
    v_accvgpr_read_b32 v8, a0                                       ; llc-22: 3
    s_cbranch_scc1 .LBB0_1
    s_endpgm
"""),
    # Two back-edges to one head, 5 and 14 wait states after the XDL (it needs 11).
    "loop_two_backedges": Case("gfx942", blocks(["S_NOP 0"], [ACCR, XDL, "S_NOP 3", cbr(1)],
                                                ["S_NOP 7", cbr(1, "SCC0")], [END]), """
    s_nop 0
.LBB0_1:
    v_accvgpr_read_b32 v8, a0                                       ; llc-22: 6
    v_mfma_f32_32x32x8_f16 a[0:15], v[4:5], v[6:7], a[0:15]
    s_nop 3
    s_cbranch_scc1 .LBB0_1
    s_nop 7
    s_cbranch_scc0 .LBB0_1
    s_endpgm
"""),
    # The way in (4 wait states) is nearer than the way round (14).
    "loop_backedge_longer_than_the_entry": Case("gfx942", blocks([XDL, "S_NOP 3"], [ACCR, "S_NOP 7", cbr(1)],
                                                                 [END]), """
    v_mfma_f32_32x32x8_f16 a[0:15], v[4:5], v[6:7], a[0:15]
    s_nop 3
.LBB0_1:
    v_accvgpr_read_b32 v8, a0                                       ; llc-22: 7
    s_nop 7
    s_cbranch_scc1 .LBB0_1
    s_endpgm
"""),
    # A branch inside the loop skips its tail on the way round: 2 wait states, or 4 through it.
    "loop_with_a_skipped_tail": Case("gfx950", blocks(["S_NOP 7"], [SWAP, "S_NOP 1", CMPX, cbr(3)], ["S_NOP 1"],
                                                      [cbr(1, "SCC0")], [END]), """
    s_nop 7
.LBB0_1:
    v_permlane16_swap_b32_e32 v2, v3                                ; llc-22: 2
    s_nop 1
    v_cmpx_eq_i32_e32 vcc, v0, v1
    s_cbranch_scc1 .LBB0_3
    s_nop 1
.LBB0_3:
    s_cbranch_scc0 .LBB0_1
    s_endpgm
"""),
    "loop_cdna1_accvgpr_read_at_the_head": Case("gfx908", blocks([M32X2, "S_NOP 7", "S_NOP 7", "S_NOP 3"],
                                                                 [ACCR, "S_NOP 7", M32X2, cbr(1)], [END]), """
    v_mfma_f32_32x32x2f32 a[0:15], v4, v6, a[0:15]
    s_nop 7
    s_nop 7
    s_nop 3
.LBB0_1:
    v_accvgpr_read_b32 v8, a0                                       ; llc-22: 17
    s_nop 7
    v_mfma_f32_32x32x2f32 a[0:15], v4, v6, a[0:15]
    s_cbranch_scc1 .LBB0_1
    s_endpgm
"""),
    # The way in is 4 wait states, the way round 1.
    "loop_cdna4_vcmpx_permlane": Case("gfx950", blocks([CMPX, "S_NOP 3"], [SWAP, "S_NOP 1", CMPX, cbr(1)], [END]), """
    v_cmpx_eq_i32_e32 vcc, v0, v1
    s_nop 3
.LBB0_1:
    v_permlane16_swap_b32_e32 v2, v3                                ; llc-22: 3
    s_nop 1
    v_cmpx_eq_i32_e32 vcc, v0, v1
    s_cbranch_scc1 .LBB0_1
    s_endpgm
"""),
    # The v_mov_b32 that pads the permlane for the v_cmpx before the loop (the way round has no
    # v_cmpx) is one VALU that is not v_nop: one instruction, however often the checker walks the
    # loop (a transcendental in it reaches round the back-edge, so the head is walked again).
    "loop_rdna3_vcmpx_permlane_walked_twice": Case("gfx1100", blocks([CMPX11], [PERM16, EXP, cbr(1)], [END]), """
    v_cmpx_le_f32_e32 0, v0
.LBB0_1:
    v_permlane16_b32 v1, v1, s1, s0                                 ; llc-22: 1
    v_exp_f32_e32 v0, v1
    s_cbranch_scc1 .LBB0_1
    s_endpgm
"""),
    "loop_rdna3_wmma_two_backedges": Case("gfx1100", blocks([VNOP], [W11_A16, W11_D16, cbr(1)],
                                                            [VNOP, cbr(1, "SCC0")], [END]), """
    v_nop
.LBB0_1:
    v_wmma_f32_16x16x16_f16 v[24:31], v[16:23], v[8:15], v[24:31]   ; llc-22: 1
    v_wmma_f32_16x16x16_f16 v[16:23], v[0:7], v[8:15], v[16:23]
    s_cbranch_scc1 .LBB0_1
    v_nop
    s_cbranch_scc0 .LBB0_1
    s_endpgm
"""),
    # Two back-edges: one VALU after the WMMA, or four (it needs 4 before a dependent VALU).
    "loop_gfx1250_coexecution": Case("gfx1250", blocks([VNOP], [VADD1250, VNOP, W1250, VNOP, cbr(1)],
                                                       [VNOP, VNOP, VNOP, cbr(1, "SCC0")], [END]), """
    v_nop
.LBB0_1:
    v_add_f32_e32 v40, v0, v3                                       ; llc-22: 3
    v_nop
    v_wmma_f32_16x16x32_f16 v[0:7], v[8:15], v[16:23], v[0:7]
    v_nop
    s_cbranch_scc1 .LBB0_1
    v_nop
    v_nop
    v_nop
    s_cbranch_scc0 .LBB0_1
    s_endpgm
"""),
    # ---------------------------------------------------------------- the expansions of REPT below
    "rept_forward_exits": Case("gfx942", blocks([MOV4, cbr(3)], ["S_NOP 1", MOV4, cbr(3)], ["S_NOP 1"], [XDL, END]), """
    v_mov_b32_e32 v4, 1
    s_cbranch_scc1 .LBB0_3
    s_nop 1
    v_mov_b32_e32 v4, 1
    s_cbranch_scc1 .LBB0_3
    s_nop 1
.LBB0_3:
    v_mfma_f32_32x32x8_f16 a[0:15], v[4:5], v[6:7], a[0:15]         ; llc-22: 1
    s_endpgm
"""),
    "rept_loop_backedges": Case("gfx942", blocks([MOV4, "S_NOP 1"], [XDL, "S_NOP 1", MOV4, cbr(1)],
                                                 ["S_NOP 1", MOV4, cbr(1)], [END]), """
    v_mov_b32_e32 v4, 1
    s_nop 1
.LBB0_1:
    v_mfma_f32_32x32x8_f16 a[0:15], v[4:5], v[6:7], a[0:15]         ; llc-22: 1
    s_nop 1
    v_mov_b32_e32 v4, 1
    s_cbranch_scc1 .LBB0_1
    s_nop 1
    v_mov_b32_e32 v4, 1
    s_cbranch_scc1 .LBB0_1
    s_endpgm
"""),
    "rept_loop_body_rdna3": Case("gfx1100", blocks([W11_A16, W11_D16] * 3 + [cbr(0)], [END]), """
.LBB0_0:
    v_wmma_f32_16x16x16_f16 v[24:31], v[16:23], v[8:15], v[24:31]   ; llc-22: 1
    v_wmma_f32_16x16x16_f16 v[16:23], v[0:7], v[8:15], v[16:23]
    v_wmma_f32_16x16x16_f16 v[24:31], v[16:23], v[8:15], v[24:31]   ; llc-22: 1
    v_wmma_f32_16x16x16_f16 v[16:23], v[0:7], v[8:15], v[16:23]
    v_wmma_f32_16x16x16_f16 v[24:31], v[16:23], v[8:15], v[24:31]   ; llc-22: 1
    v_wmma_f32_16x16x16_f16 v[16:23], v[0:7], v[8:15], v[16:23]
    s_cbranch_scc1 .LBB0_0
    s_endpgm
"""),
}

#: The cases without a hazard on any path (a merge must not make one).
NO_HAZARD = {"dgemm_on_the_other_path", "diamond_cdna1_scan_ends_with_the_producer"}


def ours(case: Case) -> dict[int, int]:
    """The wait states ``check --fix`` inserts before each line of the case's listing."""
    listing = case.listing()
    fixed = hazards.fix("\n".join(listing) + "\n", case.mcpu)
    pad, depctr = replay.inserted(listing, [x.strip() for x in fixed.splitlines() if x.strip()])
    assert not depctr
    return pad


def test_the_cases_cover_every_target_and_kind_of_merge() -> None:
    assert {c.mcpu for c in CASES.values()} == {"gfx908", "gfx90a", "gfx942", "gfx950", "gfx1100", "gfx1200", "gfx1250"}
    text = "\n".join(c.asm for c in CASES.values())
    for branch in ("s_cbranch_scc0", "s_cbranch_scc1", "s_cbranch_execz", "s_cbranch_vccz", "s_branch"):
        assert branch in text, branch
    for name, case in CASES.items():
        assert any(x.endswith(":") for x in case.listing()), name
        assert bool(case.pad()) == (name not in NO_HAZARD), name
    assert {n.split("_")[0] for n in CASES} == {"diamond", "loop", "rept", "clause", "dgemm", "identical"}


@pytest.mark.parametrize("name", sorted(CASES))
def test_fix_pads_every_line_as_llc(name: str) -> None:
    case = CASES[name]
    assert ours(case) == case.pad()


#: llc-22 live on two cases of each kind (diamond, loop, .rept, ...) in the fast tier, on the others in the
#: exhaustive tier; the fast tier checks every recorded answer against `check --fix` (test_fix_pads_every_line_as_llc).
@pytest.mark.parametrize("name", sweep(sorted(CASES), stratum=lambda n: n.split("_")[0], per=2))
def test_llc_still_answers_as_recorded(name: str) -> None:
    need("llc-22", LLC is not None)
    case = CASES[name]
    live = replay.case("merge", case.mcpu, "", name, case.mir)
    assert live["asm"] == case.listing()
    assert {int(k): v for k, v in live["pad"].items()} == case.pad()  # type: ignore[union-attr]
    assert live["depctr"] == []


# ------------------------------------------------------------------ which path the report names
@pytest.mark.parametrize(("name", "want"), [
    # (consumer line, missing, producer line, the branch it comes through); lines are 1-based
    ("diamond_scc1_branch_nearer", (5, 1, 1, 2)),
    ("diamond_scc0_fallthrough_nearer", (7, 2, 1, 3)),
    ("diamond_rdna4_wmma_fallthrough_nearer", (7, 1, 1, 3)),
    ("diamond_rdna3_vcmpx_permlane_past_v_nops", (89, 1, 1, 42)),  # 80 v_nops through the branch, 85 without
    ("loop_two_backedges", (3, 6, 4, 6)),
    ("loop_backedge_longer_than_the_entry", (4, 7, 1, None)),
    ("loop_with_a_skipped_tail", (3, 2, 5, 6)),  # the first branch of the path names it
    # The near copy of the identical line is named, with its own branch (or none), though the
    # far copy arrives second and brings the larger pass count.
    ("identical_producers_nearer_first", (9, 17, 2, 3)),
    ("identical_producers_farther_first", (9, 18, 7, None)),
    ("identical_producers_meet_in_a_block", (12, 2, 2, 3)),
    # A copy of the line on the path ends the earlier copy's reach (the 32x32 after that one is
    # not counted).
    ("identical_line_repeated_before_a_branch", (7, 3, 4, None)),
    ("loop_head_repeats_the_line_before_it", (7, 3, 5, None)),
])
def test_check_names_the_producer_and_branch_of_the_nearest_path(name: str, want: tuple[int, ...]) -> None:
    case = CASES[name]
    (v,) = amdmatrix.check("\n".join(case.listing()) + "\n", case.mcpu)
    assert (v.line, v.missing, v.producer_line, v.via_branch) == want


# ------------------------------------------------------------------ .rept-generated loops
#: The sources as a kernel writer has them; CASES holds each one's expansion (as llc-22 prints the
#: same code) and llc-22's answer. Expected: (line, missing, producer line, branch) for each
#: consumer instance, in order; what lies inside the .rept is reported at the `.rept` line (as
#: llvm-mc's notes do), so the producer line tells the near copy in the loop from the one before it.
REPT: dict[str, tuple[str, list[tuple[int, int, int, int | None]]]] = {
    # Each repetition may leave early: both exits reach `done` one wait state after their v_mov,
    # the way through three.
    "rept_forward_exits": ("""\
.rept 2
  v_mov_b32 v4, 1
  s_cbranch_scc1 done
  s_nop 1
.endr
done:
  v_mfma_f32_32x32x8_f16 a[0:15], v[4:5], v[6:7], a[0:15]
  s_endpgm
""", [(7, 1, 1, 1)]),
    # Each repetition may go round again: the back-edges are one wait state after their v_mov, the
    # way in (the same v_mov line before the loop) two.
    "rept_loop_backedges": ("""\
  v_mov_b32 v4, 1
  s_nop 1
loop:
  v_mfma_f32_32x32x8_f16 a[0:15], v[4:5], v[6:7], a[0:15]
.rept 2
  s_nop 1
  v_mov_b32 v4, 1
  s_cbranch_scc1 loop
.endr
  s_endpgm
""", [(4, 1, 5, 5)]),
    # An unrolled WMMA chain: each reads as A what the previous one wrote, the first through the
    # back-edge (no VALU between), the others right after it.
    "rept_loop_body_rdna3": ("""\
loop:
.rept 3
  v_wmma_f32_16x16x16_f16 v[24:31], v[16:23], v[8:15], v[24:31]
  v_wmma_f32_16x16x16_f16 v[16:23], v[0:7], v[8:15], v[16:23]
.endr
  s_cbranch_scc1 loop
  s_endpgm
""", [(2, 1, 2, 6), (2, 1, 2, None), (2, 1, 2, None)]),
}


@pytest.mark.parametrize("name", sorted(REPT))
def test_rept_loops_are_checked_as_their_expansion(name: str) -> None:
    source, want = REPT[name]
    case = CASES[name]
    got = [(v.line, v.missing, v.producer_line, v.via_branch) for v in amdmatrix.check(source, case.mcpu)]
    assert got == want
    assert [m for _, m, _, _ in got] == list(case.pad().values())  # one finding per padded line of llc-22's
    assert amdmatrix.check(hazards.fix(source, case.mcpu), case.mcpu) == []


# ------------------------------------------------------------------ every lit hazard as a diamond
def _lit_diamonds() -> list[tuple[str, str, str, str, int]]:
    """Every function of the transcribed lit tests (tools/lit_inputs.py) that is one block and
    that llc-22 pads only before its last instruction, by more than the s_cbranch gives: (source,
    function, mcpu, MIR diamond, wait states llc-22 pads in the straight function). The diamond
    branches from before the consumer straight to it, around a tail long enough on its own."""
    import json

    from lit_inputs import FILES

    valu_counted = {"gfx1100", "gfx1200", "gfx1250", "gfx1251"}
    recorded = {}
    for line in (DATA / "hazard_lit" / "cases.jsonl").read_text().splitlines()[1:]:
        c = json.loads(line)
        recorded[(c["source"], c["mcpu"])] = c
    out = []
    for source, cpus, mattr, funcs in FILES:
        if mattr:
            continue
        for name, body in funcs.items():
            lines = [x.strip() for x in body.strip().splitlines() if x.strip()]
            if any(x.startswith(("bb.", "successors")) for x in lines):
                continue
            if lines[-1].startswith("S_ENDPGM"):
                lines = lines[:-1]
            for cpu in cpus:
                c = recorded.get((f"{source}::{name}", cpu))
                if c is None or not c["pad"] or c["depctr"]:
                    continue
                last = len(c["asm"]) - 1 - (c["asm"][-1] == "s_endpgm")
                if set(c["pad"]) != {str(last)}:
                    continue
                need_ = c["pad"][str(last)]
                if need_ == 1 and cpu not in valu_counted:
                    continue  # the s_cbranch alone is the one wait state: no hazard across
                fill = VNOP if cpu in valu_counted else "S_NOP 0"
                mir = blocks([*lines[:-1], cbr(2)], [fill] * (need_ + 1), [lines[-1], END])
                out.append((source, name, cpu, mir, need_))
    return out


@pytest.mark.exhaustive
def test_llc_looks_across_blocks_for_every_lit_hazard(capsys: pytest.CaptureFixture[str]) -> None:
    need("llc-22", LLC is not None)
    valu_counted = {"gfx1100", "gfx1200", "gfx1250", "gfx1251"}
    cases = _lit_diamonds()
    assert len(cases) >= 110
    bad = []
    for source, name, cpu, mir, straight in cases:
        live = replay.case(source, cpu, "", name, mir)
        llvm = {int(k): v for k, v in live["pad"].items()}  # type: ignore[union-attr]
        consumer = len(live["asm"]) - 2  # type: ignore[arg-type]
        # The s_cbranch is a wait state where every instruction counts, not where only VALUs do.
        across = straight - (0 if cpu in valu_counted else 1)
        mine = ours(Case(cpu, mir, "\n".join(live["asm"])))  # type: ignore[arg-type]
        if llvm != {consumer: across} or mine != llvm or live["depctr"]:
            bad.append(f"{source}::{name} on {cpu}: llc {llvm}, ours {mine}, want {{{consumer}: {across}}}")
    with capsys.disabled():
        print(f"\n{len(cases)} lit hazards as diamonds: llc-22 pads {len(cases) - len(bad)} across the branch "
              "as the checker does")
    assert not bad, "\n".join(bad)
