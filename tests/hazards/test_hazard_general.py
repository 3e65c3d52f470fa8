"""The rules that are not about matrices, and gfx1251 (docs/decisions.md, 110-116).

Expected numbers are llc-22's (each was seen in its output, tools/gen_lit_replay.py) or, for
gfx1251, newer LLVM GCNHazardRecognizer's table (WMMAWaitStates {5, 9, 3, 5, 9, 17, 2},
VALUWaitStates {4, 8, 2, 4, 8, 16, 1}; categories 4 and 5 are gfx1251's 16- and 32-cycle WMMAs).
"""

from __future__ import annotations

import pytest

import amdmatrix
from amdmatrix import hazards


def missing(text: str, arch: str) -> list[tuple[int, int, str]]:
    return [(v.line, v.missing, v.rule) for v in amdmatrix.check(text, arch)]


@pytest.mark.parametrize(("arch", "want"), [("gfx908", []), ("gfx90a", []), ("gfx942", [(2, 2, "C3-H12")]),
                                            ("gfx950", [(2, 2, "C4-H12")])])
def test_valu_writes_vcc_then_carry_in(arch: str, want: list[tuple[int, int, str]]) -> None:
    # llc-22 pads S_NOP 1 on gfx942 and gfx950 (hasVDecCoExecHazard), nothing on gfx908/gfx90a
    assert missing("v_add_co_u32_e32 v0, vcc, v1, v2\nv_addc_co_u32_e32 v3, vcc, v1, v2, vcc\n", arch) == want


def test_scalar_hazards_of_every_cdna_target() -> None:
    for arch, p in (("gfx908", "C1"), ("gfx90a", "C2"), ("gfx942", "C3"), ("gfx950", "C4")):
        # VALU writes an SGPR, VMEM reads it: S_NOP 4; lane select: S_NOP 3; s_setreg/s_getreg: S_NOP 1; M0: S_NOP 0
        assert missing("v_readfirstlane_b32 s4, v1\nbuffer_load_dword v3, v1, s[0:3], s4 offen\n", arch) == [
            (2, 5, f"{p}-H01")]
        assert missing("v_readfirstlane_b32 s4, v1\nv_readlane_b32 s5, v2, s4\n", arch) == [(2, 4, f"{p}-H02")]
        assert missing("s_setreg_b32 hwreg(HW_REG_MODE, 0, 1), s0\ns_getreg_b32 s1, hwreg(HW_REG_MODE, 0, 1)\n",
                       arch) == [(2, 2, f"{p}-H04")]
        assert missing("s_setreg_b32 hwreg(HW_REG_MODE, 0, 1), s0\ns_getreg_b32 s1, hwreg(HW_REG_STATUS, 0, 1)\n",
                       arch) == []
        assert missing("s_mov_b32 m0, s0\ns_movrels_b32 s1, s2\n", arch) == [(2, 1, f"{p}-H07")]
        assert missing("v_mov_b32_e32 v0, v1\nv_mov_b32_dpp v2, v0 quad_perm:[1,0,0,0] row_mask:0xf bank_mask:0xf\n",
                       arch) == [(2, 2, f"{p}-H08")]


def test_trans_use_is_cleared_by_a_wait_on_gfx11() -> None:
    # llc-22 inserts s_waitcnt_depctr (va_vdst 0) unless 6 VALUs or a VMEM/LDS/export lie between
    assert missing("v_exp_f32_e32 v0, v1\nv_add_f32_e32 v2, v0, v3\n", "gfx1100") == [(2, 6, "R3-H20")]
    assert missing("v_exp_f32_e32 v0, v1\ns_waitcnt_depctr 0xfff\nv_add_f32_e32 v2, v0, v3\n", "gfx1100") == []
    assert missing("v_exp_f32_e32 v0, v1\n" + "v_nop\n" * 6 + "v_add_f32_e32 v2, v0, v3\n", "gfx1100") == []


def test_fix_puts_a_real_valu_between_vcmpx_and_permlane() -> None:
    text = "v_cmpx_le_f32_e32 0, v0\nv_nop\nv_permlane16_b32 v1, v1, s1, s0\n"
    fixed = hazards.fix(text, "gfx1100")
    assert fixed.splitlines()[2] == "v_mov_b32 v1, v1"
    assert amdmatrix.check(fixed, "gfx1100") == []
    assert hazards.fix(fixed, "gfx1100") == fixed


WMMAS_1251 = [
    ("v_wmma_f32_16x16x32_f16 v[0:7], v[8:15], v[16:23], v[0:7]", 9, 8),       # 16 cycles on gfx1251
    ("v_wmma_i32_16x16x64_iu8 v[0:7], v[8:15], v[16:23], v[0:7]", 17, 16),     # 32 cycles
    ("v_wmma_f32_16x16x128_fp8_fp8 v[0:7], v[8:23], v[24:39], v[0:7]", 17, 16),
    ("v_wmma_f32_16x16x64_fp8_fp8 v[0:7], v[8:15], v[16:23], v[0:7]", 9, 8),
]


@pytest.mark.parametrize(("wmma", "before_wmma", "before_valu"), WMMAS_1251)
def test_gfx1251_lowest_rate_categories(wmma: str, before_wmma: int, before_valu: int) -> None:
    reader = "v_wmma_f32_16x16x32_f16 v[40:47], v[0:7], v[16:23], v[40:47]"
    valu = "v_add_f32_e32 v60, v0, v1"
    assert [h.required for h in amdmatrix.hazards("gfx1251", wmma, valu)] == [before_valu]
    assert max(h.required for h in amdmatrix.hazards("gfx1251", wmma, reader)) == before_wmma
    # never fewer than gfx1250 (llc-22)
    assert max(h.required for h in amdmatrix.hazards("gfx1250", wmma, reader)) <= before_wmma
    assert max(h.required for h in amdmatrix.hazards("gfx1250", wmma, valu)) <= before_valu


def test_every_architecture_lists_its_general_rules() -> None:
    for arch, some in (("gfx908", "C1-H10"), ("gfx942", "C3-H12"), ("gfx950", "C4-H18"), ("gfx1100", "R3-H20"),
                       ("gfx1200", "R4-H19"), ("gfx1250", "C5-H21"), ("gfx1251", "C5-H19")):
        ids = {r.id for r in hazards.rules(arch)}
        assert some in ids, (arch, some)
