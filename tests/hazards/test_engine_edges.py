"""The checker's dependency tests at their edges: a rule that needs a shared register does not
fire without one, and the pair queries (``amdmatrix.hazards``) answer as the whole-file check.

Each expectation is the rule's own statement (LLVM GCNHazardRecognizer, the ISA tables: quoted
per test), and where llc-22 can say it, llc-22's padding of the same two lines is recorded with
the test and re-derived live when llc-22 is installed. These are the cases that mutation testing
(tools/mutate.py on hazards/engine.py) showed no test pinned.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest
from required import need
from tiers import sweep

import amdmatrix
from amdmatrix.hazards import api
from amdmatrix.hazards.engine import Checker, depends
from amdmatrix.hazards.targets import target

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import gen_lit_replay as replay  # noqa: E402

LLC = shutil.which("llc-22")

#: (name, mcpu, two lines, MIR of the same two, missing wait states at the second (0: no hazard), rule)
SCALAR: list[tuple[str, str, tuple[str, str], tuple[str, str], int, str | None]] = [
    # LLVM checkVALUHazards (gfx940, VALUWriteSGPRVALUReadWaitstates 2): only the SGPR written.
    ("valu_sgpr_then_valu_reads_another", "gfx942",
     ("v_cmp_eq_u32_e64 s[4:5], v1, v2", "v_cndmask_b32_e64 v3, v1, v2, s[6:7]"),
     ("$sgpr4_sgpr5 = V_CMP_EQ_U32_e64 $vgpr1, $vgpr2, implicit $exec",
      "$vgpr3 = V_CNDMASK_B32_e64 0, $vgpr1, 0, $vgpr2, $sgpr6_sgpr7, implicit $exec"), 0, None),
    ("valu_sgpr_then_valu_reads_it", "gfx942",
     ("v_cmp_eq_u32_e64 s[4:5], v1, v2", "v_cndmask_b32_e64 v3, v1, v2, s[4:5]"),
     ("$sgpr4_sgpr5 = V_CMP_EQ_U32_e64 $vgpr1, $vgpr2, implicit $exec",
      "$vgpr3 = V_CNDMASK_B32_e64 0, $vgpr1, 0, $vgpr2, $sgpr4_sgpr5, implicit $exec"), 2, "C3-H12"),
    # The same rule where the read is the carry-in of v_addc (VOP3b's last operand).
    ("valu_sgpr_then_addc_carries_another", "gfx942",
     ("v_cmp_eq_u32_e64 s[4:5], v1, v2", "v_addc_co_u32_e64 v0, s[8:9], v1, v2, s[6:7]"),
     ("$sgpr4_sgpr5 = V_CMP_EQ_U32_e64 $vgpr1, $vgpr2, implicit $exec",
      "$vgpr0, $sgpr8_sgpr9 = V_ADDC_U32_e64 $vgpr1, $vgpr2, $sgpr6_sgpr7, 0, implicit $exec"), 0, None),
    ("valu_sgpr_then_addc_carries_it", "gfx942",
     ("v_cmp_eq_u32_e64 s[4:5], v1, v2", "v_addc_co_u32_e64 v0, s[8:9], v1, v2, s[4:5]"),
     ("$sgpr4_sgpr5 = V_CMP_EQ_U32_e64 $vgpr1, $vgpr2, implicit $exec",
      "$vgpr0, $sgpr8_sgpr9 = V_ADDC_U32_e64 $vgpr1, $vgpr2, $sgpr4_sgpr5, 0, implicit $exec"), 2, "C3-H12"),
    # LLVM checkRWLaneHazards (RWLaneWaitStates 4): the lane select must be the SGPR written.
    ("valu_sgpr_then_readlane_selects_another", "gfx908",
     ("v_add_co_u32_e64 v0, s[0:1], v1, v2", "v_readlane_b32 s4, v4, s2"),
     ("$vgpr0, $sgpr0_sgpr1 = V_ADD_CO_U32_e64 $vgpr1, $vgpr2, 0, implicit $exec",
      "$sgpr4 = V_READLANE_B32 $vgpr4, $sgpr2"), 0, None),
    ("valu_sgpr_then_readlane_selects_it", "gfx908",
     ("v_add_co_u32_e64 v0, s[0:1], v1, v2", "v_readlane_b32 s4, v4, s0"),
     ("$vgpr0, $sgpr0_sgpr1 = V_ADD_CO_U32_e64 $vgpr1, $vgpr2, 0, implicit $exec",
      "$sgpr4 = V_READLANE_B32 $vgpr4, $sgpr0"), 4, "C1-H02"),
    # LLVM checkDivFMasHazards (DivFMasWaitStates 4): a VALU write of VCC, not of another SGPR.
    ("valu_sgpr_then_div_fmas", "gfx908",
     ("v_add_co_u32_e64 v0, s[0:1], v1, v2", "v_div_fmas_f32 v0, v1, v2, v3"),
     ("$vgpr0, $sgpr0_sgpr1 = V_ADD_CO_U32_e64 $vgpr1, $vgpr2, 0, implicit $exec",
      "$vgpr0 = V_DIV_FMAS_F32_e64 0, $vgpr1, 0, $vgpr2, 0, $vgpr3, 0, 0, implicit $mode, implicit $vcc, "
      "implicit $exec"), 0, None),
    ("valu_vcc_then_div_fmas", "gfx908",
     ("v_div_scale_f32 v4, vcc, v1, v1, v3", "v_div_fmas_f32 v0, v1, v2, v3"),
     ("$vgpr4, $vcc = V_DIV_SCALE_F32_e64 0, $vgpr1, 0, $vgpr1, 0, $vgpr3, 0, 0, implicit $mode, implicit $exec",
      "$vgpr0 = V_DIV_FMAS_F32_e64 0, $vgpr1, 0, $vgpr2, 0, $vgpr3, 0, 0, implicit $mode, implicit $vcc, "
      "implicit $exec"), 4, "C1-H03"),
    # LLVM checkVMEMHazards (VmemSgprWaitStates 5): the VMEM must read the SGPR written.
    ("valu_sgpr_then_vmem_reads_another", "gfx90a",
     ("v_readfirstlane_b32 s4, v1", "buffer_load_dword v3, v1, s[0:3], s5 offen"),
     ("$sgpr4 = V_READFIRSTLANE_B32 $vgpr1, implicit $exec",
      "$vgpr3 = BUFFER_LOAD_DWORD_OFFEN $vgpr1, $sgpr0_sgpr1_sgpr2_sgpr3, $sgpr5, 0, 0, 0, implicit $exec"), 0, None),
    ("valu_sgpr_then_vmem_reads_it", "gfx90a",
     ("v_readfirstlane_b32 s4, v1", "buffer_load_dword v3, v1, s[0:3], s4 offen"),
     ("$sgpr4 = V_READFIRSTLANE_B32 $vgpr1, implicit $exec",
      "$vgpr3 = BUFFER_LOAD_DWORD_OFFEN $vgpr1, $sgpr0_sgpr1_sgpr2_sgpr3, $sgpr4, 0, 0, 0, implicit $exec"), 5,
     "C2-H01"),
    # LLVM checkReadM0Hazards (ReadM0WaitStates 1; s_sendmsg and s_movrel on gfx9): a SALU write of
    # M0, not of another SGPR.
    ("salu_sgpr_then_sendmsg", "gfx908", ("s_mov_b32 s0, 0", "s_sendmsg sendmsg(MSG_INTERRUPT)"),
     ("$sgpr0 = S_MOV_B32 0", "S_SENDMSG 1, implicit $exec, implicit $m0"), 0, None),
    ("salu_m0_then_sendmsg", "gfx908", ("s_mov_b32 m0, 0", "s_sendmsg sendmsg(MSG_INTERRUPT)"),
     ("$m0 = S_MOV_B32 0", "S_SENDMSG 1, implicit $exec, implicit $m0"), 1, "C1-H07"),
    ("salu_sgpr_then_movrels", "gfx908", ("s_mov_b32 s0, 0", "s_movrels_b32 s1, s2"),
     ("$sgpr0 = S_MOV_B32 0", "$sgpr1 = S_MOVRELS_B32 $sgpr2, implicit $m0"), 0, None),
    ("salu_m0_then_movrels", "gfx908", ("s_mov_b32 m0, s0", "s_movrels_b32 s1, s2"),
     ("$m0 = S_MOV_B32 $sgpr0", "$sgpr1 = S_MOVRELS_B32 $sgpr2, implicit $m0"), 1, "C1-H07"),
]


@pytest.mark.parametrize(("name", "mcpu", "lines", "mir", "missing", "rule"), SCALAR, ids=[c[0] for c in SCALAR])
def test_scalar_rules_need_the_register_written(name: str, mcpu: str, lines: tuple[str, str], mir: tuple[str, str],
                                                missing: int, rule: str | None) -> None:
    got = [(v.line, v.missing, v.rule) for v in amdmatrix.check("\n".join(lines) + "\n", mcpu)]
    assert got == ([(2, missing, rule)] if missing else [])
    pairs = {h.rule: h.required for h in amdmatrix.hazards(mcpu, *lines)}
    assert pairs == ({rule: missing} if missing else {})


#: llc-22 live on two cases of each target in the fast tier (the others in the exhaustive tier); the
#: checker meets every recorded answer in the fast tier (the test above).
@pytest.mark.parametrize(("name", "mcpu", "lines", "mir", "missing", "rule"),
                         sweep(SCALAR, stratum=lambda c: c[1], per=2, ids=lambda c: c[0]))
def test_llc_pads_the_scalar_cases_alike(name: str, mcpu: str, lines: tuple[str, str], mir: tuple[str, str],
                                         missing: int, rule: str | None) -> None:
    need("llc-22", LLC is not None)
    live = replay.case("edges", mcpu, "", name, "\n".join(mir))
    assert live["pad"] == ({"1": missing} if missing else {}) and live["depctr"] == []



#: The SCALAR cases whose second line reads the SGPR pair as its carry-in or lane mask.
CARRY = [c for c in SCALAR if c[2][1].startswith(("v_addc", "v_cndmask"))]


@pytest.mark.parametrize(("name", "mcpu", "lines", "mir", "missing", "rule"), CARRY, ids=[c[0] for c in CARRY])
def test_the_carry_dependency_needs_the_sgpr_written(name: str, mcpu: str, lines: tuple[str, str],
                                                     mir: tuple[str, str], missing: int, rule: str | None) -> None:
    # The "carry" dependency (a carry-in or lane mask the first writes) holds exactly where
    # llc-22 pads the pair: a VALU that writes s[4:5], then one whose carry-in or lane mask is
    # s[4:5] (2 wait states on gfx942) and not s[6:7] (none).
    first, second = api.parse("\n".join(lines), mcpu)
    assert depends("carry", first, second) is bool(missing)


#: A VALU writes v31, an 8-pass XDL writes v[0:15], a VALU reads v0 and v31: the XDL's result
#: read by a VALU needs 11 wait states on gfx942 (CDNA3 ISA §7.5 Table 37, case 106; llc-22 inserts 11
#: before the third line; the MIR is re-run below when llc-22 is installed). The first and third
#: lines are of one class and the XDL of another: the checker caches the rules of each pair of
#: classes, numbered as first met, and the answer must not depend on that numbering.
_KINDS = ("v_add_f32 v31, v1, v2", "v_mfma_f32_32x32x8_f16 v[0:15], v[20:21], v[22:23], v[0:15]",
          "v_add_f32 v30, v0, v31")
_V0_15 = "$" + "_".join(f"vgpr{r}" for r in range(16))
_KINDS_MIR = ("$vgpr31 = V_ADD_F32_e32 $vgpr1, $vgpr2, implicit $mode, implicit $exec",
              f"{_V0_15} = V_MFMA_F32_32X32X8F16_vgprcd_e64 $vgpr20_vgpr21, $vgpr22_vgpr23, {_V0_15}, 0, 0, 0, "
              "implicit $mode, implicit $exec",
              "$vgpr30 = V_ADD_F32_e32 $vgpr0, $vgpr31, implicit $mode, implicit $exec")


@pytest.mark.parametrize("fresh", [True, False])
def test_a_check_does_not_depend_on_the_classes_met_before(fresh: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    if fresh:  # a checker that meets these classes first (numbers 0, 1, 0), as in a new process
        monkeypatch.setattr(api, "_checker", lambda arch: Checker(target(arch), api.rules(arch)))
    src = "\n".join(_KINDS) + "\n"
    assert [(v.line, v.missing, v.rule, v.producer_line) for v in amdmatrix.check(src, "gfx942")] == \
        [(3, 11, "C3-10", 2)]
    fixed = [x.strip() for x in amdmatrix.hazards.fix(src, "gfx942").splitlines() if x.strip()]
    assert replay.inserted(list(_KINDS), fixed) == ({2: 11}, [])


def test_llc_pads_the_classes_case_alike() -> None:
    need("llc-22", LLC is not None)
    live = replay.case("edges", "gfx942", "", "classes_met_in_order", "\n".join(_KINDS_MIR))
    assert live["asm"] == ["v_add_f32_e32 v31, v1, v2", _KINDS[1], "v_add_f32_e32 v30, v0, v31"]
    assert live["pad"] == {"2": 11} and live["depctr"] == []


def test_every_rule_that_counts_real_valus_needs_the_one_fix_inserts() -> None:
    # ``fix`` pads a "valu_real" rule with one v_mov_b32 (LLVM fixVcmpxPermlaneHazards inserts one,
    # as v_nop is discarded) and the rest v_nop, so such a rule may ask for one VALU only: v_cmpx
    # then v_permlane* on RDNA3, RDNA4 and gfx1250.
    real = [(arch, r.id, r.waits) for arch in ("cdna1", "cdna2", "cdna3", "cdna4", "rdna3", "rdna4", "gfx1250",
                                               "gfx1251") for r in api.rules(arch) if r.unit == "valu_real"]
    assert [a for a, _, _ in real] == ["rdna3", "rdna4", "gfx1250", "gfx1251"]
    assert {w for _, _, w in real} == {1}

def test_a_dot_accumulates_only_into_the_same_dot() -> None:
    # CDNA3 ISA §7.5 Table 37, case 101: the same DOT opcode reading the result as SrcC needs
    # nothing (and the pair query says so); an unrelated VALU after a DOT has no rule at all.
    dot = "v_dot2c_f32_f16 v4, v10, v11"
    assert [(h.rule, h.required) for h in amdmatrix.hazards("gfx942", dot, "v_dot2c_f32_f16 v4, v12, v13")] \
        == [("C3-03", 0)]
    assert amdmatrix.hazards("gfx942", dot, "v_add_f32 v5, v6, v7") == []
    assert amdmatrix.hazards("gfx942", dot, "v_dot2c_f32_f16 v5, v12, v13") == []


def test_soft_clause_pairs_need_a_def_that_meets_a_use() -> None:
    # LLVM checkSoftClauseHazards: a clause breaks where one load's destination is another's source
    # (or a store follows a load); two loads whose registers do not meet may stay together.
    assert amdmatrix.hazards("gfx908", "global_load_dword v0, v[2:3], off", "global_load_dword v4, v[6:7], off") == []
    assert [(h.rule, h.required) for h in amdmatrix.hazards(
        "gfx908", "global_load_dword v2, v[4:5], off", "global_load_dword v0, v[2:3], off")] == [("C1-H10", 1)]
    # The whole-file check agrees (it walks the clause in program order).
    assert amdmatrix.check("global_load_dword v0, v[2:3], off\nglobal_load_dword v4, v[6:7], off\n", "gfx908") == []


def test_the_dependencies_that_leave_the_decision_to_the_walk() -> None:
    # "ldst_valu" (gfx908: a VALU write within 2 wait states before the load, checked by the walk)
    # and "soft_clause" (the clause, checked by the walk) hold for any pair, as "none" does;
    # "exec" needs an EXEC write.
    first, second = api.parse("v_mov_b32 v0, 1\nglobal_load_dword v2, v[4:5], off", "gfx908")
    for dep in ("ldst_valu", "soft_clause", "none"):
        assert depends(dep, first, second) is True, dep
    assert depends("exec", first, second) is False
    (cmpx,) = api.parse("v_cmpx_eq_u32 vcc, v0, v1", "gfx908")
    assert depends("exec", cmpx, second) is True


#: LLVM checkMAIVALUHazards, DMFMABetweenVALUWriteVMEMRead (gfx90a): a VALU writes a VGPR, a DGEMM
#: issues, and a VMEM instruction reads that VGPR within 2 wait states of the write. The VMEM
#: must read the VGPR written; writing it (its destination) is no such hazard. llc-22 pads the
#: first case with 1 wait state and leaves the second: (the load's destination, its address, missing).
_DGEMM_MIR = ("$vgpr20 = V_MOV_B32_e32 1, implicit $exec",
              "$vgpr0_vgpr1_vgpr2_vgpr3_vgpr4_vgpr5_vgpr6_vgpr7 = V_MFMA_F64_16X16X4F64_vgprcd_e64 $vgpr10_vgpr11, "
              "$vgpr10_vgpr11, $vgpr0_vgpr1_vgpr2_vgpr3_vgpr4_vgpr5_vgpr6_vgpr7, 0, 0, 0, implicit $mode, "
              "implicit $exec")
DGEMM_BETWEEN = [("v21", "v20", 1), ("v20", "v22", 0)]


@pytest.mark.parametrize(("dest", "address", "missing"), DGEMM_BETWEEN)
def test_a_dgemm_between_needs_the_vgpr_written_to_be_read(dest: str, address: str, missing: int) -> None:
    src = (f"v_mov_b32 v20, 1\nv_mfma_f64_16x16x4f64 v[0:7], v[10:11], v[10:11], v[0:7]\n"
           f"buffer_load_dword {dest}, {address}, s[0:3], s4 offen\n")
    assert [(v.line, v.missing, v.rule) for v in amdmatrix.check(src, "gfx90a")] == \
        ([(3, missing, "C2-25")] if missing else [])


@pytest.mark.parametrize(("dest", "address", "missing"), DGEMM_BETWEEN)
def test_llc_pads_the_dgemm_cases_alike(dest: str, address: str, missing: int) -> None:
    need("llc-22", LLC is not None)
    load = (f"${dest.replace('v', 'vgpr')} = BUFFER_LOAD_DWORD_OFFEN ${address.replace('v', 'vgpr')}, "
            "$sgpr0_sgpr1_sgpr2_sgpr3, $sgpr4, 0, 0, 0, implicit $exec")
    live = replay.case("edges", "gfx90a", "", f"dgemm_between_{dest}_{address}", "\n".join((*_DGEMM_MIR, load)))
    assert live["pad"] == ({"2": missing} if missing else {}) and live["depctr"] == []


#: A line repeated on one path: LLVM's searches stop at the nearest def of the register, so the
#: nearer copy alone counts, with the pass count of what issued after it (gfx908
#: checkMAIHazards908: the MFMAs back to the nearest one that writes the AGPR read), not the far
#: copy with the larger MFMA after it. And DMFMABetweenVALUWriteVMEMRead, the one search that goes
#: on past a def with no DGEMM after it (gfx90a), finds nothing to pad when the same VALU line is
#: repeated after the DGEMM. (name, mcpu, lines, MIR, {line index: wait states llc-22 inserts},
#: findings of check as (line, missing, required, producer line)).
_M4 = "v_mfma_f32_4x4x1f32 a[0:3], v1, v0, a[0:3]"
_M32 = "v_mfma_f32_32x32x2f32 a[16:31], v1, v0, a[16:31]"
_M4_MIR = ("$agpr0_agpr1_agpr2_agpr3 = V_MFMA_F32_4X4X1F32_e64 $vgpr1, $vgpr0, $agpr0_agpr1_agpr2_agpr3, 0, 0, 0, "
           "implicit $mode, implicit $exec")
_A16_31 = "$" + "_".join(f"agpr{r}" for r in range(16, 32))
_M32_MIR = f"{_A16_31} = V_MFMA_F32_32X32X2F32_e64 $vgpr1, $vgpr0, {_A16_31}, 0, 0, 0, implicit $mode, implicit $exec"
_ACCR, _ACCR_MIR = "v_accvgpr_read_b32 v8, a0", "$vgpr8 = V_ACCVGPR_READ_B32_e64 $agpr0, implicit $exec"
_LOAD = "buffer_load_dword v21, v20, s[0:3], s4 offen"
_LOAD_MIR = "$vgpr21 = BUFFER_LOAD_DWORD_OFFEN $vgpr20, $sgpr0_sgpr1_sgpr2_sgpr3, $sgpr4, 0, 0, 0, implicit $exec"
_MOV20, _DGEMM_LINE = "v_mov_b32_e32 v20, 1", "v_mfma_f64_16x16x4f64 v[0:7], v[10:11], v[10:11], v[0:7]"
REPEATED: list[tuple[str, str, tuple[str, ...], tuple[str, ...], dict[str, int], list[tuple[int, int, int, int]]]] = [
    # The 4x4 needs 4 after it; the far copy, with the 32x32 after it, would need 18 (11 there).
    ("mfma_line_twice", "gfx908", (_M4, _M32, "s_nop 7", _M4, _ACCR),
     (_M4_MIR, _M32_MIR, "S_NOP 7", _M4_MIR, _ACCR_MIR), {"4": 4}, [(5, 4, 4, 4)]),
    ("mfma_line_three_times", "gfx908", (_M4, _M32, "s_nop 7", _M4, _M32, "s_nop 7", _M4, _ACCR),
     (_M4_MIR, _M32_MIR, "S_NOP 7", _M4_MIR, _M32_MIR, "S_NOP 7", _M4_MIR, _ACCR_MIR), {"7": 4}, [(8, 4, 4, 7)]),
    ("valu_line_on_both_sides_of_a_dgemm", "gfx90a", (_MOV20, _DGEMM_LINE, _MOV20, _LOAD),
     (_DGEMM_MIR[0], _DGEMM_MIR[1], _DGEMM_MIR[0], _LOAD_MIR), {}, []),
]


@pytest.mark.parametrize(("name", "mcpu", "lines", "mir", "pad", "want"), REPEATED)
def test_a_repeated_line_counts_from_its_nearest_copy(name: str, mcpu: str, lines: tuple[str, ...],
                                                      mir: tuple[str, ...], pad: dict[str, int],
                                                      want: list[tuple[int, int, int, int]]) -> None:
    src = "\n".join(lines) + "\n"
    got = [(v.line, v.missing, v.required, v.producer_line) for v in amdmatrix.check(src, mcpu)]
    assert got == want
    fixed = [x.strip() for x in amdmatrix.hazards.fix(src, mcpu).splitlines() if x.strip()]
    assert replay.inserted(list(lines), fixed) == ({int(k): v for k, v in pad.items()}, [])


@pytest.mark.parametrize(("name", "mcpu", "lines", "mir", "pad", "want"), REPEATED)
def test_llc_pads_the_repeated_lines_alike(name: str, mcpu: str, lines: tuple[str, ...], mir: tuple[str, ...],
                                          pad: dict[str, int], want: list[tuple[int, int, int, int]]) -> None:
    need("llc-22", LLC is not None)
    live = replay.case("edges", mcpu, "", name, "\n".join((*mir, "S_ENDPGM 0")))
    assert live["asm"] == [*lines, "s_endpgm"]
    assert live["pad"] == pad and live["depctr"] == []


#: Two paths exactly as near on the rule's count (one v_nop each: VALUs, none of them one that the
#: v_cmpx -> v_permlane rule counts, decision 113) but not on issued instructions (an `s_nop 0` on
#: one of them): the report names the path that comes first in the file, whichever issues fewer,
#: so that a report is the same from run to run. (consumer line, missing, producer line, branch)
_TIE = "  v_cmpx_eq_u32 v1, v2\n  s_cbranch_scc1 other\n  v_nop\n"
_JOIN = "join:\n  v_permlane16_b32 v3, v4, s0, s1\n  s_endpgm\n"
TIES: list[tuple[str, str, tuple[int, int, int, int | None]]] = [
    # The fall-through path (the longer one) leaves by `s_branch join` (line 5).
    ("fall_through_first_and_longer", _TIE + "  s_nop 0\n  s_branch join\nother:\n  v_nop\n" + _JOIN, (9, 1, 1, 5)),
    # The fall-through path (the shorter one) leaves by `s_branch join` (line 4).
    ("fall_through_first_and_shorter", _TIE + "  s_branch join\nother:\n  s_nop 0\n  v_nop\n" + _JOIN, (9, 1, 1, 4)),
    # The fall-through path falls into `join`; the branch path, later in the file, jumps back to it.
    ("branch_path_last", _TIE + _JOIN + "other:\n  s_nop 0\n  v_nop\n  s_branch join\n", (5, 1, 1, None)),
]


@pytest.mark.parametrize("mcpu", ["gfx1100", "gfx1200"])
@pytest.mark.parametrize(("name", "src", "want"), TIES, ids=[t[0] for t in TIES])
def test_a_tie_names_the_path_first_in_the_file(name: str, src: str, want: tuple[int, int, int, int | None],
                                                mcpu: str) -> None:
    (v,) = amdmatrix.check(src, mcpu)
    assert (v.line, v.missing, v.producer_line, v.via_branch) == want
