"""The checker's assembly reader: what every line reads and writes, and what it refuses."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import amdmatrix
from amdmatrix.hazards.api import parse
from amdmatrix.hazards.reader import read

ROOT = Path(__file__).resolve().parents[2]
ENCODING = ROOT / "tests" / "data" / "encoding_vectors"


def one(text: str, arch: str = "cdna3", wave: int | None = None):  # type: ignore[no-untyped-def]
    (ins,) = parse(text, arch, wave=wave)
    return ins


def _regs(text: str) -> tuple[tuple[str, int, int], ...]:
    """Registers written the test's own way: v5, a[0:3], s[2:3]."""
    out = []
    for m in re.finditer(r"\b([vas])(?:(\d+)|\[(\d+):(\d+)\])", text):
        if m.group(2):
            out.append((m.group(1), int(m.group(2)), int(m.group(2))))
        else:
            out.append((m.group(1), int(m.group(3)), int(m.group(4))))
    return tuple(out)


# ----------------------------------------------------------------------------- every LLVM line

def _encoding_lines() -> list[tuple[str, int, str]]:
    out = []
    for path in sorted(ENCODING.glob("*.jsonl")):
        lines = path.read_text().splitlines()
        arch = json.loads(lines[0])["arch"]
        for line in lines[1:]:
            v = json.loads(line)
            if "hex" in v and not v.get("dis"):
                out.append((arch, v["w"], v.get("text", v["asm"])))
    return out


def test_every_line_llvm_assembles_is_read_with_its_operands() -> None:
    """13,000 lines llvm-mc-22 accepts (tests/data/encoding_vectors): no error, and D/A/B as written."""
    lines = _encoding_lines()
    assert len(lines) > 8000
    for arch, wave, text in lines:
        ins = one(text, arch, wave)
        operands = text.split(None, 1)[1].split(",")
        if ins.d is None:  # v_accvgpr_* moves
            assert "VALU" in ins.tags, text
            continue
        assert ins.d == _regs(operands[0])[0], text
        assert ins.ab[0] == _regs(operands[1])[0] and ins.ab[1] == _regs(operands[2])[0], text
        inst = amdmatrix.instruction(arch, text.split()[0])
        if inst.sparse:
            assert ins.c == ins.d and ins.idx == _regs(operands[3])[:1], text
        elif _regs(operands[3]):
            assert ins.c == _regs(operands[3])[0], text
        else:
            assert ins.c is None, text  # an inline constant


# ----------------------------------------------------------------------------- around instructions

def test_labels_directives_comments_and_encodings() -> None:
    text = """\
	.text
	.globl	kern                            ; -- Begin function kern
kern:                                   ; @kern
; %bb.0:
	v_mfma_f32_4x4x4f16 a[0:3], v[0:1], v[2:3], a[0:3] ; encoding: [0x00,0x80,0xca,0xd3,0x00,0x05,0x02,0x04]
	s_nop 1 // a C++ comment
/* a block
   comment v_mov_b32 v0, v1 */ s_nop 0
# preprocessor line
.LBB0_1: v_accvgpr_read_b32 v4, a1      // 000000000010: D3D84004 18000101
	.macro FOO reg
	v_mov_b32 \\reg, 0
	.endm
	s_endpgm
"""
    stmts = read(text)
    assert [(s.line, s.mnemonic) for s in stmts] == [(5, "v_mfma_f32_4x4x4f16"), (6, "s_nop"), (8, "s_nop"),
                                                     (10, "v_accvgpr_read_b32"), (14, "s_endpgm")]
    assert stmts[0].labels == ["kern"] and stmts[3].labels == [".LBB0_1"]
    assert stmts[0].operands == ["a[0:3]", "v[0:1]", "v[2:3]", "a[0:3]"] and stmts[0].modifiers == []
    assert stmts[3].address == 0x10


def test_objdump_output_and_its_branches() -> None:
    text = """\
0000000000000000 <kern>:
	v_mfma_f32_16x16x16_f16 v[0:3], v[4:5], v[6:7], v[0:3]     // 000000000000: D3CD0000 04020D04
	v_mov_b32_e32 v4, v1                                       // 000000000008: 7E080301
	s_cbranch_scc1 65532                                       // 00000000000C: BF85FFFC <kern>
	s_endpgm                                                   // 000000000010: BF810000
"""
    stmts = read(text)
    assert stmts[0].labels == ["kern"] and [s.address for s in stmts] == [0, 8, 12, 16]
    found = [(v.line, v.missing, v.producer_line, v.via_branch) for v in amdmatrix.check(text, "cdna3")]
    # v_mov reads the MFMA's v1 (7 needed); the branch (0xC + 4 - 4 * 4 = 0x0) takes v_mov's v4 back
    # to the MFMA's SrcA with one instruction in between (2 needed)
    assert found == [(2, 1, 3, 4), (3, 7, 2, None)]
    away = text.replace("65532", "65533")  # 0x4: inside the MFMA, not an instruction: only the fall-through
    assert [(v.line, v.via_branch) for v in amdmatrix.check(away, "cdna3")] == [(3, None)]


def test_vopd_pairs_issue_as_one() -> None:
    a, b = parse("v_dual_mov_b32 v0, v1 :: v_dual_add_f32 v2, v3, v4", "rdna3")
    assert (a.writes, b.writes, b.reads) == ((("v", 0, 0),), (("v", 2, 2),), (("v", 3, 3), ("v", 4, 4)))
    assert (a.valu, b.valu, a.issue, b.issue) == (1, 0, 1, 0)


# ----------------------------------------------------------------------------- register effects

EFFECTS = [  # (line, architecture, writes, reads) in the test's own notation
    ("v_mov_b32 v1, v2", "cdna3", "v1", "v2"),
    ("v_add_f32_e64 v1, -|v2|, v3 clamp", "cdna3", "v1", "v2 v3"),
    ("v_fmac_f32 v1, v2, v3", "cdna3", "v1", "v2 v3 v1"),
    ("v_dot2c_f32_f16 v7, v1, v2", "cdna3", "v7", "v1 v2 v7"),
    ("v_cmp_eq_u32 vcc, v1, v2", "cdna3", "", "v1 v2"),
    ("v_cmpx_eq_u32_e64 s[0:1], v1, v2", "cdna3", "", "v1 v2"),
    ("v_add_co_u32 v0, vcc, v1, v2", "cdna3", "v0", "v1 v2"),
    ("v_readfirstlane_b32 s5, v7", "cdna3", "", "v7"),
    ("v_swap_b32 v1, v2", "cdna3", "v1 v2", "v1 v2"),
    ("v_accvgpr_read_b32 v4, a1", "cdna3", "v4", "a1"),
    ("v_accvgpr_write_b32 a4, v1", "cdna3", "a4", "v1"),
    ("v_accvgpr_mov_b32 a4, a1", "cdna3", "a4", "a1"),
    ("v_mfma_ld_scale_b32 v1, v2", "cdna4", "", "v1 v2"),
    ("v_nop", "cdna3", "", ""),
    ("global_load_dwordx4 v[0:3], v[4:5], off offset:16", "cdna3", "v[0:3]", "v[4:5]"),
    ("global_store_dwordx4 v[4:5], v[0:3], off", "cdna3", "", "v[4:5] v[0:3]"),
    ("global_load_lds_dword v[0:1], off", "cdna3", "", "v[0:1]"),
    ("buffer_load_dword v1, v2, s[4:7], 0 offen", "cdna3", "v1", "v2"),
    ("buffer_load_dword v1, s[4:7], 0 offen lds", "cdna3", "", "v1"),
    ("buffer_store_dword v1, v2, s[0:3], 0 offen", "cdna3", "", "v1 v2"),
    ("buffer_atomic_add v0, v1, s[0:3], 0 offen sc0", "cdna3", "v0", "v0 v1"),
    ("buffer_atomic_add v0, v1, s[0:3], 0 offen", "cdna3", "", "v0 v1"),
    # LLVM's FLAT_ATOMIC_CMPSWAP_X2_RTN: the returned value's register is written only (not tied to the data)
    ("flat_atomic_cmpswap_x2 v[0:1], v[2:3], v[4:7] sc0", "cdna3", "v[0:1]", "v[2:3] v[4:7]"),
    ("scratch_store_dword v0, v1, off", "cdna3", "", "v0 v1"),
    ("ds_read_b32 v6, v0 offset:8", "cdna3", "v6", "v0"),
    ("ds_read2_b32 v[6:7], v0 offset1:1", "cdna3", "v[6:7]", "v0"),
    ("ds_write_b32 v0, v2", "cdna3", "", "v0 v2"),
    ("ds_add_u32 v0, v1", "cdna3", "", "v0 v1"),
    ("ds_add_rtn_u32 v0, v1, v2", "cdna3", "v0", "v1 v2"),
    ("ds_bpermute_b32 v0, v1, v2", "cdna3", "v0", "v1 v2"),
    ("exp mrt0 v0, v1, v2, v3 done vm", "cdna1", "", "v0 v1 v2 v3"),
    ("export mrt0 v0, v1, v2, v3 done", "rdna4", "", "v0 v1 v2 v3"),
    ("image_sample v[0:3], v4, s[0:7], s[8:11] dmask:0xf dim:SQ_RSRC_IMG_2D a16", "rdna3", "v[0:3]", "v4"),
    ("s_mov_b32 s0, s1", "cdna3", "", ""),
    ("s_waitcnt vmcnt(0) lgkmcnt(0)", "cdna3", "", ""),
    ("v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], a[16:31]", "cdna3", "a[0:15]", "v[0:1] v[2:3] a[16:31]"),
    ("v_mfma_f32_16x16x16_f16 v[0:3], v[4:5], v[6:7], 1.0", "cdna3", "v[0:3]", "v[4:5] v[6:7]"),
    ("v_smfmac_f32_16x16x32_f16 v[0:3], v[4:5], v[8:11], v12", "cdna3", "v[0:3]", "v[4:5] v[8:11] v12 v[0:3]"),
    ("v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[0:3], v20, v21", "cdna4", "v[0:3]",
     "v[4:11] v[12:19] v20 v21 v[0:3]"),
    ("v_mfma_f32_16x16x128_f8f6f4 v[0:3], v[4:9], v[10:13], v[0:3] cbsz:2 blgp:4", "cdna4", "v[0:3]",
     "v[4:9] v[10:13] v[0:3]"),
    ("v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7]", "rdna3", "v[0:7]", "v[8:15] v[16:23] v[0:7]"),
    ("v_swmmac_f32_16x16x32_f16 v[0:7], v[8:11], v[12:19], v20 index_key:1", "rdna4", "v[0:7]",
     "v[8:11] v[12:19] v20 v[0:7]"),
]


@pytest.mark.parametrize(("line", "arch", "writes", "reads"), EFFECTS, ids=[e[0].split()[0] for e in EFFECTS])
def test_what_a_line_reads_and_writes(line: str, arch: str, writes: str, reads: str) -> None:
    ins = one(line, arch)
    assert set(ins.writes) == set(_regs(writes))
    assert set(ins.reads) == set(_regs(reads))


def test_exec_writers_and_classes() -> None:
    assert one("v_cmpx_eq_u32 vcc, v1, v2").exec_write
    assert one("v_readfirstlane_b32 exec_lo, v1", "rdna3").exec_write
    assert not one("s_mov_b64 exec, s[0:1]").exec_write  # SALU: no VALU rule
    assert {"DOT", "VALU"} <= one("v_dot2_f32_f16 v7, v1, v2, v3").tags
    assert "FMA64" in one("v_fma_f64 v[0:1], v[2:3], v[4:5], v[6:7]").tags
    assert "STORE_WIDE" in one("global_store_dwordx3 v[0:1], v[4:6], off").tags
    assert "STORE_WIDE" not in one("global_store_dwordx2 v[0:1], v[4:5], off").tags
    assert "STORE_WIDE" not in one("buffer_store_dwordx4 v[4:7], v0, s[0:3], s5 offen").tags
    assert one("foo v1, v2").tags == frozenset({"UNKNOWN"})
    assert (one("foo v1, v2").issue, one("foo v1, v2").reads) == (1, ())


def test_wait_states_each_line_provides() -> None:
    assert [one(f"s_nop {n}").issue for n in (0, 7, 15, 16, 0x1F)] == [1, 8, 16, 1, 16]
    assert (one("v_mov_b32 v0, v1", "rdna3").valu, one("s_nop 3", "rdna3").valu) == (1, 0)
    assert one("v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7]", "rdna3").valu == 1
    assert one("global_load_dword v0, v[2:3], off", "rdna3").valu == 0


# ----------------------------------------------------------------------------- refused

BAD = [
    ("v_mov_b32 v[1:0], v2", "bad register range"),
    ("v_mov_b32 v1, v[2:3", "unbalanced"),
    ("v_add_f32 v1, , v2", "operand is missing"),
    ("v_mfma_f32_32x32x8_f16 a[0:3], v[0:1], v[2:3], a[0:3]", "wrong register counts"),
    ("v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3]", "takes 4 operands"),
    ("v_mfma_f32_32x32x8_f16 a[0:15], s[0:1], v[2:3], a[0:15]", "must be one vector register"),
    ("s_nop x", "the s_nop count `x` uses the undefined symbol `x`"),
    ("v_mov_b32 v1, v2 :: ", "empty half"),
    ("3abc v1", "is not an instruction mnemonic"),
]


@pytest.mark.parametrize(("line", "why"), BAD, ids=[b[1] for b in BAD])
def test_malformed_lines_raise(line: str, why: str) -> None:
    with pytest.raises(amdmatrix.AmdMatrixError, match=why):
        parse(f"s_nop 0\n{line}\n", "cdna3")


def test_matrix_instructions_the_architecture_lacks() -> None:
    with pytest.raises(amdmatrix.UnknownInstructionError, match="line 1"):
        parse("v_mfma_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[0:3]", "cdna3")
    with pytest.raises(amdmatrix.UnknownArchitectureError):
        parse("s_nop 0", "gfx1250x")


def test_wave_sizes_of_rdna_operands() -> None:
    w64 = "v_wmma_f32_16x16x16_f16 v[0:3], v[8:15], v[16:23], v[0:3]"
    assert one(w64, "rdna3").d == ("v", 0, 3)   # any legal wave by default
    assert one(w64, "rdna3", 64).d == ("v", 0, 3)
    with pytest.raises(amdmatrix.AmdMatrixError, match="wave32"):
        parse(w64, "rdna3", wave=32)
    with pytest.raises(amdmatrix.OutOfRangeError):
        parse("s_nop 0", "cdna3", wave=32)
