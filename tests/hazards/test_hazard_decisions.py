"""The hazard decisions of docs/decisions.md (Hazards, A1-A31), each pinned by an example.

Expected numbers come from the ISA guides' tables and LLVM 22 (quoted in each test), never
from the code under test.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from clirun import run_inproc

import amdmatrix
from amdmatrix.hazards import check, hazards

DECISIONS = Path(__file__).resolve().parents[2] / "docs" / "decisions.md"


def need(arch: str, first: str, second: str) -> int:
    """The wait states amdmatrix asks for between two neighbouring lines."""
    return max((h.required for h in hazards(arch, first, second)), default=0)


def missing(arch: str, text: str) -> int:
    return max((v.missing for v in check(text, arch)), default=0)


def test_every_decision_is_written_and_tested() -> None:
    text = DECISIONS.read_text()
    section = text[text.index("## Hazards"):]
    numbers = sorted({int(n) for n in re.findall(r"\*\*A(\d+)\.", section)})
    assert numbers == list(range(1, 32))
    tests = {int(m) for m in re.findall(r"def test_a(\d+)_", Path(__file__).read_text())}
    assert tests == set(numbers)


def test_a1_cdna2_war_keeps_the_mi200_numbers() -> None:
    # MI200 ISA Table 26: XDL reads SrcC, VALU writes it: 1/11/19; LLVM 1/7/15.
    first = "v_mfma_f32_16x16x4f16 v[0:15], v[20:21], v[22:23], v[32:47]"   # 8 passes, C apart from D
    assert need("cdna2", first, "v_mov_b32 v33, 0") == 11
    first16 = "v_mfma_f32_32x32x8f16 v[0:15], v[20:21], v[22:23], v[32:47]"  # 16 passes
    assert need("cdna2", first16, "v_mov_b32 v40, 0") == 19
    first2 = "v_mfma_f32_4x4x4f16 v[0:3], v[20:21], v[22:23], v[32:35]"
    assert need("cdna2", first2, "v_mov_b32 v33, 0") == 1
    (h,) = hazards("cdna2", first, "v_mov_b32 v33, 0")
    assert (h.rule, h.llvm, h.decision) == ("C2-11", 7, "A1")


def test_a2_cdna3_sgemm_exact_srcc_after_two_passes() -> None:
    # CDNA3 case 107 says 0; LLVM and the CDNA4 table 2 after a 2-pass SGEMM.
    d = "v_mfma_f32_4x4x1_16b_f32 a[0:3], v10, v11, a[0:3]"
    assert need("cdna3", d, d) == 2
    d8 = "v_mfma_f32_16x16x4_f32 a[0:3], v10, v11, a[0:3]"
    assert need("cdna3", d8, d8) == 0


def test_a3_cdna3_sgemm_to_xdl_srcc_uses_case_108() -> None:
    first = "v_mfma_f32_16x16x4_f32 a[0:3], v1, v2, a[0:3]"       # SGEMM, 8 passes
    second = "v_mfma_f32_16x16x16_f16 a[2:5], v[4:5], v[6:7], a[2:5]"  # XDL reads an overlap as SrcC
    assert need("cdna3", first, second) == 8   # case 108; LLVM 0
    assert need("cdna4", first, second) == 0   # CDNA4 table: XDL reads SrcC faster


def test_a4_cdna4_dgemm16_waw_is_19() -> None:
    first = "v_mfma_f64_16x16x4_f64 v[0:7], v[20:21], v[22:23], v[0:7]"
    assert need("cdna4", first, "v_mov_b32 v5, 0") == 19   # LLVM 11
    assert need("cdna4", first, "v_add_f32 v9, v5, v5") == 19
    assert need("cdna4", first, "global_load_dword v5, v[30:31], off") == 19
    assert need("cdna3", first, "v_mov_b32 v5, 0") == 11   # CDNA3 case 119


def test_a5_cdna4_f64_4x4x4_is_keyed_by_opcode() -> None:
    inst = amdmatrix.instruction("cdna4", "v_mfma_f64_4x4x4_4b_f64")
    assert inst.cycles == 32   # CDNA4 ISA Table 28: 8 passes
    table = amdmatrix.hazards.instruction_rules("cdna4", "v_mfma_f64_4x4x4_4b_f64")
    assert (table.cls, table.passes) == ("DGEMM", 8)
    first = "v_mfma_f64_4x4x4_4b_f64 v[0:1], v[20:21], v[22:23], v[0:1]"
    assert need("cdna4", first, "v_mov_b32 v1, 0") == 6     # the 4x4x4 row, not 16x16's 19
    assert need("cdna4", first, "global_store_dword v[30:31], v1, off") == 9
    assert need("cdna4", first, first) == 4


def test_a6_exact_srcc_needs_the_same_pass_count() -> None:
    first = "v_mfma_f32_32x32x2_f32 v[0:15], v20, v21, v[0:15]"    # SGEMM, 16 passes
    second = "v_mfma_f32_16x16x1_4b_f32 v[0:15], v20, v21, v[0:15]"  # SGEMM, 8 passes, same tuple
    assert need("cdna3", first, second) == 16   # overlap row P; LLVM 0
    same = "v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], a[0:15]"
    assert need("cdna3", same, same) == 0        # same passes: the exact row


def test_a7_dot_to_mfma_is_3() -> None:
    dot = "v_dot2_f32_f16 v10, v1, v2, v3"
    for arch, mfma in (("cdna2", "v_mfma_f32_4x4x4f16 v[20:23], v[10:11], v[12:13], v[20:23]"),
                       ("cdna3", "v_mfma_f32_4x4x4_16b_f16 v[20:23], v[10:11], v[12:13], v[20:23]"),
                       ("cdna4", "v_mfma_f32_4x4x4_16b_f16 v[20:23], v[10:11], v[12:13], v[20:23]")):
        assert need(arch, dot, mfma) == 3


def test_a8_no_search_window() -> None:
    # CDNA4: a 16-pass XDL needs 20 before a VALU reader; LLVM misses it at exactly 19.
    text = "v_mfma_f32_32x32x4_2b_f16 v[0:31], v[40:41], v[42:43], v[0:31]\ns_nop 15\ns_nop 2\nv_mov_b32 v50, v3\n"
    (v,) = check(text, "cdna4")
    assert (v.required, v.present, v.missing) == (20, 19, 1)


def test_a9_xdl_classes_follow_llvm() -> None:
    classes = {m: amdmatrix.hazards.instruction_rules("cdna3", m).cls for m in
               ("v_mfma_f32_16x16x32_fp8_fp8", "v_mfma_f32_16x16x8_xf32", "v_smfmac_f32_16x16x32_f16",
                "v_mfma_f32_16x16x4_f32", "v_mfma_f64_16x16x4_f64")}
    assert classes == {"v_mfma_f32_16x16x32_fp8_fp8": "XDL", "v_mfma_f32_16x16x8_xf32": "XDL",
                       "v_smfmac_f32_16x16x32_f16": "SMFMAC", "v_mfma_f32_16x16x4_f32": "SGEMM",
                       "v_mfma_f64_16x16x4_f64": "DGEMM"}
    assert amdmatrix.hazards.instruction_rules("cdna4", "v_mfma_f32_16x16x128_f8f6f4").cls == "XDL"


def test_a10_cdna4_f64_4x4x4_srcab_is_6() -> None:
    first = "v_mfma_f64_4x4x4_4b_f64 v[0:1], v[20:21], v[22:23], v[0:1]"
    assert need("cdna4", first, "v_mfma_f32_16x16x16_f16 v[30:33], v[0:1], v[2:3], v[30:33]") == 6


def test_a11_rdna3_ab_overlapping_c_is_not_reported() -> None:
    text = "v_wmma_f32_16x16x16_f16 v[0:7], v[0:7], v[8:15], v[0:7]\n"
    assert check(text, "rdna3") == []


def test_a12_rdna3_d_to_c_needs_nothing() -> None:
    d = "v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7]"
    assert need("rdna3", d, d) == 0
    assert need("rdna3", d, "v_wmma_f32_16x16x16_f16 v[24:31], v[0:7], v[16:23], v[24:31]") == 1


def test_a13_loads_count_as_writers() -> None:
    first = "v_mfma_f32_16x16x16_f16 v[0:3], v[20:21], v[22:23], v[0:3]"   # XDL, 4 passes
    assert need("cdna3", first, "global_load_dword v2, v[30:31], off") == 7
    war = "v_mfma_f32_16x16x16_f16 v[0:3], v[20:21], v[22:23], v[8:11]"
    assert need("cdna3", war, "ds_read_b32 v9, v40") == 3


def test_a14_cdna4_numbers_are_the_new_llvm_ones() -> None:
    first = "v_mfma_f32_4x4x4_16b_f16 v[0:3], v[20:21], v[22:23], v[0:3]"   # 2-pass XDL
    assert need("cdna4", first, "v_mfma_f32_4x4x1_16b_f32 v[8:11], v30, v31, v[0:3]") == 3   # PR #117285
    assert need("cdna4", "v_mfma_f32_16x16x16_f16 v[0:3], v[20:21], v[22:23], v[0:3]",
                "v_mov_b32 v9, v1") == 8                                                  # PR #126132


def test_a15_cdna2_has_no_export_to_count() -> None:
    # The C2-10 row counts an export as LLVM does, but llvm-mc-22 -mcpu=gfx90a rejects `exp`
    # ("instruction not supported on this GPU"): the line is named, not read (decision 161)
    with pytest.raises(amdmatrix.AmdMatrixError, match="`exp` is not an instruction llvm-mc reads for gfx90a"):
        need("cdna2", "v_mfma_f32_4x4x4f16 v[0:3], v[20:21], v[22:23], v[0:3]", "exp mrt0 v0, v1, v2, v3 done")


def test_a16_cdna3_rows_missing_from_the_excerpt() -> None:
    d4 = "v_mfma_f64_4x4x4_4b_f64 v[0:1], v[20:21], v[22:23], v[0:1]"
    assert need("cdna3", d4, d4) == 4
    assert need("cdna3", "v_cmpx_eq_u32 vcc, v1, v2", "v_mfma_f32_4x4x4_16b_f16 v[8:11], v[2:3], v[4:5], v[8:11]") == 4
    war = "v_mfma_f32_16x16x16_f16 v[0:3], v[20:21], v[22:23], v[8:11]"
    assert need("cdna3", war, "v_mov_b32 v9, 0") == 3


def test_a17_two_pass_sgemm_to_xdl_same_tuple() -> None:
    first = "v_mfma_f32_4x4x1_16b_f32 v[0:3], v1, v2, v[0:3]"
    second = "v_mfma_f32_16x16x32_bf8_fp8 v[0:3], v[4:5], v[6:7], v[0:3]"
    assert need("cdna4", first, second) == 2


def test_a18_xdl_to_sgemm_same_tuple_uses_the_row() -> None:
    first = "v_mfma_f32_16x16x16_f16 v[0:3], v[20:21], v[22:23], v[0:3]"   # XDL 4 passes
    second = "v_mfma_f32_4x4x1_16b_f32 v[0:3], v30, v31, v[0:3]"           # SGEMM reads the same tuple
    assert need("cdna3", first, second) == 5   # case 104: P+1; LLVM 0
    assert need("cdna4", first, second) == 6   # CDNA4 Table 38: 6 for 4 passes


def test_a19_scale_registers_are_srcab() -> None:
    first = "v_mfma_f32_16x16x16_f16 v[0:3], v[20:21], v[22:23], v[0:3]"
    second = "v_mfma_scale_f32_16x16x128_f8f6f4 v[40:43], v[8:15], v[16:23], v[40:43], v2, v30"
    (h,) = hazards("cdna4", first, second)
    assert (h.rule, h.required, h.registers) == ("C4-08", 8, "v2")


def test_a20_cdna1_takes_the_longest_mfma_in_between() -> None:
    text = ("v_mfma_f32_4x4x4f16 a[0:3], v[0:1], v[2:3], a[0:3]\n"        # 2 passes
            "v_mfma_f32_32x32x2f32 a[32:47], v4, v5, a[32:47]\n"           # 16 passes, other registers
            "v_accvgpr_read_b32 v10, a1\n")
    (v,) = check(text, "cdna1")
    assert (v.rule, v.required, v.present) == ("C1-06", 18, 1)   # LLVM: 18 (its own 2 passes: 4)


def test_a21_generic_targets_are_not_accepted() -> None:
    with pytest.raises(amdmatrix.AmdMatrixError):
        check("s_nop 0\n", "gfx9-4-generic")
    status, out, err = run_inproc("check", "-a", "gfx9-4-generic", "-")
    assert status == 2 and out == "" and err.count("\n") == 1 and "CDNA4" in err


def test_a22_what_a_wait_state_is() -> None:
    mfma = "v_mfma_f32_16x16x16_f16 v[0:3], v[20:21], v[22:23], v[0:3]\n"   # needs 7 before a VALU reader
    reader = "v_mov_b32 v9, v1\n"
    assert missing("cdna3", mfma + "s_mov_b32 s0, 0\nglobal_load_dword v30, v[40:41], off\ns_nop 4\n" + reader) == 0
    assert missing("cdna3", mfma + "s_nop 16\n" + reader) == 6          # 4 bits: s_nop 16 is 1
    assert missing("cdna3", mfma + "s_nop 15\n" + reader) == 0
    wmma = "v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7]\n"
    user = "v_wmma_f32_16x16x16_f16 v[24:31], v[0:7], v[16:23], v[24:31]\n"
    assert missing("rdna3", wmma + "s_nop 7\ns_mov_b32 s0, 0\n" + user) == 1   # only VALU counts
    assert missing("rdna3", wmma + "v_nop\n" + user) == 0



def test_a23_smfmac_index_war() -> None:
    first = "v_smfmac_f32_16x16x32_f16 v[0:3], v[20:21], v[24:27], v30"   # 4 passes on CDNA3
    assert need("cdna3", first, "v_mov_b32 v30, 0") == 3
    assert need("cdna4", "v_smfmac_f32_32x32x16_f16 v[0:15], v[20:21], v[24:27], v30", "v_mov_b32 v30, 0") == 7


def test_a24_vop3p_results_need_one() -> None:
    assert need("cdna3", "v_pk_add_f16 v10, v1, v2", "v_mov_b32 v11, v10") == 1
    assert need("cdna3", "v_pk_add_f16 v10, v1, v2 op_sel_hi:[0,1]", "v_mov_b32 v11, v10") == 0
    dot = "v_dot2_f32_f16 v10, v1, v2, v10"
    assert need("cdna4", dot, dot) == 1   # LLVM 22; the DOT rule alone would give 0
    assert need("cdna2", dot, dot) == 0


def test_a25_loads_over_wide_store_data() -> None:
    store = "global_store_dwordx4 v[40:41], v[4:7], off"
    assert need("cdna3", store, "global_load_dword v5, v[40:41], off") == 1   # CDNA3 case 8
    assert need("cdna3", store, "v_mov_b32 v5, 0") == 2                        # case 9
    assert need("cdna2", store, "v_mov_b32 v5, 0") == 1
    assert need("cdna3", "global_store_dwordx2 v[40:41], v[4:5], off", "v_mov_b32 v5, 0") == 0
    # An SGPR soffset: 0 by the CDNA3 ISA and llc-22; 1 by newer LLVM's SOFFSET window (decision 111).
    assert need("cdna2", "buffer_store_dwordx4 v[4:7], v0, s[0:3], s5 offen", "v_mov_b32 v5, 0") == 0
    assert need("cdna3", "buffer_store_dwordx4 v[4:7], v0, s[0:3], s5 offen", "v_mov_b32 v5, 0") == 1


def test_a26_every_producer_in_reach() -> None:
    text = ("v_mfma_f32_32x32x8_f16 v[0:15], v[40:41], v[42:43], v[0:15]\n"   # 8 passes on CDNA3
            "v_mfma_f32_4x4x4_16b_f16 v[0:3], v[44:45], v[46:47], v[60:63]\n"  # 2 passes, writes v0-v3 again
            "v_mov_b32 v50, v2\n")
    (v,) = check(text, "cdna3")
    assert (v.producer_line, v.required, v.present) == (1, 11, 1)   # LLVM looks only at line 2 (5 - 0)


def test_a27_control_flow() -> None:
    text = ("loop:\n"
            "  v_mov_b32 v50, v2\n"
            "  v_mfma_f32_16x16x16_f16 v[0:3], v[40:41], v[42:43], v[0:3]\n"
            "  s_cbranch_scc1 loop\n")
    (v,) = check(text, "cdna3")
    assert (v.line, v.producer_line, v.present, v.via_branch) == (2, 3, 1, 4)
    left = text.replace("loop\n", "elsewhere\n")
    assert check(left, "cdna3") == []


def test_a28_passes_and_coexecution_in_the_facts() -> None:
    status, out, _ = run_inproc("-a", "cdna4", "-i", "v_mfma_f32_16x16x128_f8f6f4", "-d", "--a-format", "fp6",
                                "--b-format", "fp4")
    assert status == 0
    assert "Execution cycles: 16" in out and "Execution passes: 4" in out
    assert "VALU co-execution cycles possible: 12" in out
    status, out, _ = run_inproc("-a", "cdna4", "-i", "v_mfma_f32_32x32x64_f8f6f4", "-d", "--a-format", "fp4",
                                "--b-format", "bf6")
    assert "Execution cycles: 32" in out and "Execution passes: 8" in out
    assert "VALU co-execution cycles possible: 28" in out
    status, out, _ = run_inproc("-a", "cdna4", "-i", "v_mfma_f32_32x32x64_f8f6f4", "-d")
    assert "Execution cycles: 64" in out and "Execution passes: 16" in out
    assert "VALU co-execution cycles possible: 60" in out
    status, out, _ = run_inproc("-a", "cdna3", "-i", "v_mfma_f32_32x32x8_f16", "-d")
    assert "Execution cycles: 32" in out and "passes" not in out   # the calculator's text, unchanged
    status, out, _ = run_inproc("-a", "cdna3", "-i", "v_mfma_f32_32x32x8_f16", "-d", "--json")
    stats = json.loads(out)["details"]["Execution statistics"]
    assert list(stats)[1:3] == ["Execution cycles", "Execution passes"] and stats["Execution passes"] == 8


# ----------------------------------------------------------------------------- gfx1250 (LLVM 22.1.8's numbers)

_F8F6F4 = "v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[100:{a}], v[132:{b}], v[0:7]"
_READ_A = "v_wmma_f32_16x16x32_f16 v[40:47], v[0:7], v[216:223], v[40:47]"


@pytest.mark.parametrize(("fmts", "regs", "wmma", "valu"), [
    ("", (115, 147), 9, 8),                                                        # FP8 x FP8 (the defaults)
    (" matrix_a_fmt:MATRIX_FMT_FP4 matrix_b_fmt:MATRIX_FMT_BF8", (107, 147), 9, 8),  # one 8-bit operand
    (" matrix_a_fmt:MATRIX_FMT_FP6 matrix_b_fmt:MATRIX_FMT_FP4", (111, 139), 5, 4),  # both sub-byte
    (" matrix_a_fmt:4 matrix_b_fmt:3", (107, 143), 5, 4),                          # numeric codes
])
def test_a29_gfx1250_f8f6f4_category_by_format(fmts: str, regs: tuple[int, int], wmma: int, valu: int) -> None:
    first = _F8F6F4.format(a=regs[0], b=regs[1]) + fmts
    assert need("gfx1250", first, _READ_A) == wmma
    assert need("gfx1250", first, "v_mov_b32 v60, v0") == valu
    # the scaled forms are the same WMMA word behind a prefix: the same category
    scaled = (f"v_wmma_scale16_f32_16x16x128_f8f6f4 v[0:7], v[100:{regs[0]}], v[132:{regs[1]}], v[0:7], "
              f"v[180:181], v[182:183]{fmts}")
    assert need("gfx1250", scaled, _READ_A) == wmma
    # the iu8 WMMA (16 cycles) is slow, the fp8 16x16x128 (not F8F6F4) is not
    assert need("gfx1250", "v_wmma_i32_16x16x64_iu8 v[0:7], v[8:15], v[16:23], v[0:7]", _READ_A) == 9
    assert need("gfx1250", "v_wmma_f32_16x16x128_fp8_fp8 v[0:7], v[8:23], v[24:39], v[0:7]", _READ_A) == 5


def test_a29_gfx1250_format_tuples_are_checked() -> None:
    with pytest.raises(amdmatrix.AmdMatrixError, match="wrong register counts"):
        check(_F8F6F4.format(a=115, b=147) + " matrix_a_fmt:MATRIX_FMT_FP4", "gfx1250")
    with pytest.raises(amdmatrix.AmdMatrixError, match="MATRIX_FMT_FP4"):
        check(_F8F6F4.format(a=115, b=147) + " matrix_a_fmt:MATRIX_FMT_FP7", "gfx1250")


def test_a30_gfx1250_scale_operands_are_not_sources() -> None:
    first = "v_wmma_f32_16x16x32_f16 v[0:7], v[100:107], v[132:139], v[0:7]"
    scaled = "v_wmma_scale_f32_16x16x128_f8f6f4 v[40:47], v[200:215], v[216:231], v[40:47], v0, v236"
    found = hazards("gfx1250", first, scaled)
    assert [(h.rule, h.required) for h in found] == [("C5-16", 0)]
    # the same read by a separate scale load is a VALU reading D: 4
    assert need("gfx1250", first, "v_wmma_ld_scale_paired_b32 v0, v234") == 4
    # a VALU overwriting a scale the WMMA read: 0; overwriting its A: 4 (LLVM)
    scaled0 = "v_wmma_scale_f32_16x16x128_f8f6f4 v[0:7], v[100:115], v[132:147], v[0:7], v180, v182"
    assert need("gfx1250", scaled0, "v_mov_b32 v180, v60") == 0
    assert need("gfx1250", scaled0, "v_mov_b32 v115, v60") == 8


def test_a31_gfx1250_transcendentals_and_memory_need_none() -> None:
    first = "v_wmma_f32_16x16x32_f16 v[0:7], v[100:107], v[132:139], v[0:7]"
    assert [(h.rule, h.required) for h in hazards("gfx1250", first, "v_exp_f32 v60, v7")] == [("C5-17", 0)]
    assert need("gfx1250", first, "v_sqrt_bf16 v7, v60") == 0
    assert need("gfx1250", first, "global_load_b32 v7, v[62:63], off") == 0
    assert need("gfx1250", first, "v_add_f32 v60, v7, v61") == 4
    # but a transcendental counts as a wait state: 4 VALUs of any kind satisfy the VALU rule
    text = "\n".join([first, "v_exp_f32 v250, v254", "v_nop", "s_nop 7", "v_log_f32 v251, v254", "v_nop",
                      "v_mov_b32 v60, v0"])
    assert check(text, "gfx1250") == []
    assert [v.missing for v in check(text.replace("v_nop\ns_nop 7", "s_nop 7"), "gfx1250")] == [1]
