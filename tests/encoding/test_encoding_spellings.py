"""Every way of writing an instruction that LLVM 22 accepts, and the inputs it rejects.

The random-spelling vectors (records with an ``sp`` key in tests/data/encoding_vectors,
written by tools/gen_encoding_vectors.py with tools/asm_spellings.py) are checked line by
line in test_encoding.py; here: that they cover every spelling, and golden examples of
each (the bytes are what ``llvm-mc-22 -show-encoding`` printed for them).
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

import pytest

import amdmatrix
from amdmatrix.encoding import AsmError, DecodeError, decode, encode
from amdmatrix.encoding.llvm_aliases import ALIASES, canonical

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
from asm_spellings import ACCEPTED, REJECTED  # noqa: E402

DATA = ROOT / "tests" / "data" / "encoding_vectors"


def _spelled() -> list[dict[str, object]]:
    out = []
    for path in sorted(DATA.glob("*.jsonl")):
        with path.open() as f:
            out += [r for r in map(json.loads, f.read().splitlines()[1:]) if "sp" in r]
    return out


SPELLED = _spelled()


def test_the_vectors_hold_every_spelling_in_proportion() -> None:
    accepted: Counter[str] = Counter()
    rejected: Counter[str] = Counter()
    for r in SPELLED:
        for name in str(r["sp"]).split(","):
            (rejected if "err" in r else accepted)[name] += 1
    assert len(SPELLED) > 5000
    for name in ACCEPTED:
        assert accepted[name] >= 40, f"only {accepted[name]} accepted vectors use the spelling {name!r}"
    for name in REJECTED:  # (neg_blank applies only to F64 MFMA lines with neg, so it is rarer)
        assert rejected[name] >= 5, f"only {rejected[name]} rejected vectors use the spelling {name!r}"
        assert accepted[name] == 0, f"LLVM accepted a line with the rejected spelling {name!r}"


GOLDEN = [
    # A8: a partial op_sel_hi list is filled with 0
    ("rdna3", 32, "v_wmma_f16_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7] op_sel_hi:[1,1]", "000042cc0821021c"),
    ("cdna4", 64, "v_mfma_ld_scale_b32 v1, v2 op_sel_hi:[1]", "0040acd301050208"),
    ("cdna4", 64, "v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[0:3], v20, v21 op_sel_hi:[1]",
     "0000acd3142b02080008add304190204"),
    # mnemonic aliases, suffixes and case
    ("cdna3", 64, "v_mfma_f32_32x32x8bf16 a[0:15], v[0:1], v[2:3], a[0:15]", "0080e0d300050204"),
    ("cdna3", 64, "v_mfma_f32_32x32x4bf16 a[0:31], v[0:1], v[2:3], a[0:31]", "0080ddd300050204"),
    ("cdna4", 64, "v_smfmac_f32_16x16x64bf8bf8 v[0:3], v[4:5], v[6:9], v10", "0000f8d3040d2a04"),
    ("cdna3", 64, "v_mfma_f32_32x32x8_f16_e64 a[0:15], v[0:1], v[2:3], a[0:15]", "0080ccd300050204"),
    ("cdna3", 64, "V_MFMA_F32_32X32X8F16_E64 a[0:15], v[0:1], v[2:3], a[0:15]", "0080ccd300050204"),
    ("cdna3", 64, "v_accvgpr_mov_b32_e32 a1, a2", "02a5027e"),
    ("rdna4", 32, "v_wmma_f32_16x16x16_f16_e64 v[0:7], v[8:11], v[12:15], v[0:7]", "004040cc0819021c"),
    # registers
    ("cdna3", 64, "v_mfma_f32_32x32x8f16 acc[0:15], v[0:1], v[2:3], acc[0:15]", "0080ccd300050204"),
    ("cdna3", 64, "v_accvgpr_read_b32 v1, acc5", "0140d8d305010018"),
    ("cdna3", 64, "v_mfma_f32_32x32x8f16 a[0:15], [v0,v1], [v2,v3], a[0:15]", "0080ccd300050204"),
    ("cdna3", 64, "v_accvgpr_read_b32 [v5], [a5]", "0540d8d305010018"),
    ("cdna3", 64, "v_mfma_f32_32x32x8f16 a[0:15], v[0+2:3], v[2:3], a[0:15]", "0080ccd302050204"),
    # operand syntax: commas before and between modifiers, a trailing comma, expressions
    ("cdna3", 64, "v_mfma_f32_32x32x8f16 a[0:15], v[0:1], v[2:3], a[0:15], cbsz:1, abid:1,", "0089ccd300050204"),
    ("cdna3", 64, "v_mfma_f32_32x32x8f16 a[0:15], v[0:1], v[2:3], a[0:15] cbsz:1+1 abid:(3)", "009accd300050204"),
    ("rdna3", 32, "v_wmma_f16_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7] neg_lo:[1,0,0,1]", "004042cc0821023c"),
    ("cdna2", 64, "v_mfma_f32_4x4x1f32 a[0:3], v1, v2, a[0:3] neg :[0,1,0]", "0080c2d301050244"),  # = blgp:2
    ("cdna3", 64, "v_mfma_f64_4x4x4f64 v[0:1], v[0:1], v[2:3], v[0:1] neg: [1,1,0]", "0000efd300050264"),
    # C constants
    ("cdna3", 64, "v_mfma_f32_32x32x8f16 a[0:15], v[0:1], v[2:3], -(16)", "0080ccd300054203"),
    ("cdna3", 64, "v_mfma_f32_32x32x8f16 a[0:15], v[0:1], v[2:3], 0.0", "0080ccd300050202"),
    ("cdna3", 64, "v_mfma_f32_32x32x8f16 a[0:15], v[0:1], v[2:3], 0xffffffffffffffff", "0080ccd300050603"),
    ("rdna4", 32, "v_wmma_f16_16x16x16_f16 v[0:3], v[4:7], v[8:11], 0xffff", "004042cc0411061b"),
    ("rdna4", 32, "v_wmma_f16_16x16x16_f16 v[0:3], v[4:7], v[8:11], 0xfff0", "004042cc0411421b"),
    ("cdna3", 64, "v_mfma_f64_16x16x4f64 v[0:7], v[0:1], v[2:3], 0x3ff0000000000000", "0000eed30005ca03"),
    ("rdna3", 32, "v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], 0xbff0000000000000", "004040cc0821ce1b"),
    ("rdna4", 32, "v_wmma_bf16_16x16x16_bf16 v[0:3], v[4:7], v[8:11], 0x3e22", "004043cc0411e21b"),
]


def test_the_grid_holds_neg_with_a_blank_both_ways() -> None:
    """``neg :[..]`` is blgp (accepted) on non-F64 MFMA and rejected on CDNA3+ F64 MFMA."""
    grid = []
    for path in sorted(DATA.glob("cdna*.jsonl")):
        with path.open() as f:
            grid += [r for r in map(json.loads, f.read().splitlines()[1:]) if "neg :[" in str(r.get("asm", ""))]
    assert sum("err" not in r and "blgp:1" in str(r.get("text")) for r in grid) >= 50
    assert sum("err" in r and "_f64" in str(r["asm"]) for r in grid) >= 4


@pytest.mark.parametrize(("arch", "wave", "asm", "want"), GOLDEN)
def test_golden_spellings(arch: str, wave: int, asm: str, want: str) -> None:
    assert encode(asm, arch, wave).hex() == want


REJECTED_BY_LLVM = [
    # (arch, wave, assembly, what LLVM 22 says)
    ("cdna3", 64, "v_mfma_f32_32x32x8f16 a[0:15], v[\u0660:\u0661], v[2:3], a[0:15]", "invalid character"),
    ("cdna3", 64, "v_mfma_f32_32x32x8f16 a[0:15],\u00a0v[0:1], v[2:3], a[0:15]", "invalid character"),
    ("cdna3", 64, "v_mfma_f32_32x32x8f16 a[0:15], v[0:1], v[2:3], a[0:15] cbsz:\uff11", "invalid character"),
    ("cdna3", 64, "v_mfma_f64_16x16x4f64 v[0:7], v[0:1], v[2:3], v[0:7] neg : [1,0,0]",
     "invalid modifier: blgp is not supported"),
    ("cdna4", 64, "v_mfma_ld_scale_b32 s1, s2", "invalid operand (violates constant bus restrictions)"),
    ("cdna4", 64, "v_mfma_ld_scale_b32 vcc_lo, m0", "invalid operand (violates constant bus restrictions)"),
    ("cdna3", 64, "v_mfma_f32_32x32x8f16 a[0:15], v[0:1], v[2:3], a[0:15] cbsz:09", "failed parsing operand."),
    ("cdna3", 64, "v_mfma_f32_32x32x8f16 a[0:15], V[0:1], v[2:3], a[0:15]", "expected a register"),
    ("cdna3", 64, "v_mfma_f64_4x4x4f64 v[0:1], v[0:1], v[2:3], v[0:1] neg:[1,0,0,0,0]", "expected a closing"),
    ("cdna3", 64, "v_mfma_f64_4x4x4f64 v[0:1], v[0:1], v[2:3], v[0:1] neg:[1,0,0,1]", "invalid operand"),
    ("cdna3", 64, "v_mfma_f32_32x32x8f16 a[0:15],, v[0:1], v[2:3], a[0:15]", "unknown token"),
    ("cdna3", 64, "v_accvgpr_mov_b32_e64 a1, a2", "e64 variant of this instruction is not supported"),
    ("cdna3", 64, "v_mfma_f32_32x32x8f16 a[0:15], [v0,v2], v[2:3], a[0:15]", "consecutive indices"),
    ("cdna3", 64, "v_mfma_f32_32x32x8f16 a[0:15], v[0:1], v[2:3], a[0:15] cbsz:1/0", "expected absolute expression"),
    ("rdna4", 32, "v_wmma_bf16_16x16x16_bf16 v[0:3], v[4:7], v[8:11], 0.15915494", "invalid operand"),
    # a number starting with 0 is a float only with a '.' right after the 0 (0.0 and 0. are fine)
    ("cdna2", 64, "v_mfma_i32_4x4x4i8 v[0:3], v128, v192, 0e0", "invalid operand"),
    ("cdna3", 64, "v_accvgpr_write_b32 a1, 00.5", "invalid operand"),
    ("cdna3", 64, "v_accvgpr_write_b32 a1, 05e1", "invalid operand"),
]


@pytest.mark.parametrize(("arch", "wave", "asm", "llvm_says"), REJECTED_BY_LLVM)
def test_input_llvm_rejects_is_refused_with_a_column(arch: str, wave: int, asm: str, llvm_says: str) -> None:
    with pytest.raises(AsmError) as info:
        encode(asm, arch, wave)
    assert 1 <= info.value.column <= len(asm) + 1
    assert "\n" not in str(info.value)


@pytest.mark.parametrize(("arch", "hexs", "words"), [
    # v_mfma_ld_scale_b32 s1, s2: llvm-mc-22 --disassemble prints it, but will not assemble it
    ("cdna4", "0040acd301040018", "constant bus"),
    # F8F6F4 A as a[250:255] (FP6) and a[252:255] (FP4): the disassembler calls these invalid
    ("cdna4", "0002add3fa19020c", "a255"),
    ("cdna4", "0004add3fc19020c", "a255"),
    # B as a[250:255] (blgp:2)
    ("cdna4", "0000add304f50354", "a255"),
    # BF16 C = 1/(2*pi): LLVM prints 0.15915494, which it does not assemble for BF16
    ("rdna4", "004043cc0411e21b", "0.15915494"),
])
def test_words_llvm_would_not_print_back_are_refused(arch: str, hexs: str, words: str) -> None:
    with pytest.raises(DecodeError, match=words.replace("(", r"\(").replace(")", r"\)")):
        decode(bytes.fromhex(hexs), arch)


def test_vgpr_f8f6f4_tuples_at_the_top_still_decode() -> None:
    """llvm-mc-22 --disassemble prints v[252:255] and a[248:253] (checked by hand)."""
    assert decode(bytes.fromhex("0004add3fc190204"), "cdna4") == [
        "v_mfma_f32_16x16x128_f8f6f4 v[0:3], v[252:255], v[12:19], v[0:3] cbsz:4"]
    assert decode(bytes.fromhex("0002add3f819020c"), "cdna4") == [
        "v_mfma_f32_16x16x128_f8f6f4 v[0:3], a[248:253], v[12:19], v[0:3] cbsz:2"]


def test_deep_parentheses_never_overflow_the_stack() -> None:
    """llvm-mc-22 takes 1,000 nested parentheses in a register index and a modifier value."""
    deep = "(" * 1000 + "1" + ")" * 1000
    assert encode(f"v_mfma_f32_32x32x8f16 a[0:15], v[0:1], v[2:3], a[0:15] cbsz:{deep}", "cdna3").hex() == \
        "0081ccd300050204"
    assert encode(f"v_accvgpr_read_b32 v{'1'}, a[{deep}]", "cdna3").hex() == "0140d8d301010018"
    for bad in ("(" * 100_000 + "1", "-" * 100_000 + "1" + ")", "~" * 50_000):
        with pytest.raises(AsmError) as info:
            encode(f"v_mfma_f32_32x32x8f16 a[0:15], v[0:1], v[2:3], a[0:15] cbsz:{bad}", "cdna3")
        assert info.value.column >= 1
    huge = "(" * 100_000 + "2" + ")" * 100_000
    assert encode(f"v_mfma_f32_32x32x8f16 a[0:15], v[0:1], v[2:3], a[0:15] cbsz:{huge}", "cdna3").hex() == \
        "0082ccd300050204"


def test_expressions_follow_llvm() -> None:
    """Values llvm-mc-22 gives (GNU precedence, logical >>, true comparisons are -1)."""
    cases = {"1|2+1": 4, "7&3*2": 6, "3&1+1": 2, "-(-1)": 1, "~-2": 1, "!0": 1, "(2==2)&1": 1, "(2<>3)&3": 3,
             "1&&2": 1, "0||2": 1, "1^3": 2, "6-1-2": 3, "16/2/2": 4, "(-8>>61)": 7, "1<<64": 1, "1<<65": 2,
             "9223372036854775807+9223372036854775807+4": 2, "'0'-45": 3, "0x0A-3": 7, "0B11": 3, "07": 7}
    for expr, want in cases.items():
        got = encode(f"v_mfma_f32_32x32x8f16 a[0:15], v[0:1], v[2:3], a[0:15] cbsz:{expr}", "cdna3")
        assert got[1] & 7 == want, expr
    for expr in ("2==2", "1<2", "-7/2", "1!2", "4294967297"):  # LLVM: invalid cbsz value
        with pytest.raises(AsmError):
            encode(f"v_mfma_f32_32x32x8f16 a[0:15], v[0:1], v[2:3], a[0:15] cbsz:{expr}", "cdna3")


def test_llvm_alias_lists() -> None:
    """llvm-mc-22 takes 19 more mnemonics on CDNA3 and 33 on CDNA4 than the instruction data lists."""
    assert {a: len(t) for a, t in ALIASES.items()} == {"CDNA1": 0, "CDNA2": 0, "CDNA3": 19, "CDNA4": 33,
                                                       "RDNA3": 0, "RDNA4": 0}
    assert canonical("cdna3", "V_MFMA_F32_32X32X8BF16") == "v_mfma_f32_32x32x8_bf16"
    assert canonical("CDNA4", "v_smfmac_f32_16x16x64bf8bf8") == "v_smfmac_f32_16x16x64_bf8_bf8"
    assert canonical("cdna3", "v_mfma_f32_32x32x8_f16_e64") == "v_mfma_f32_32x32x8_f16"
    assert canonical("cdna3", "v_mfma_f32_32x32x8_f16") is None
    for arch, table in ALIASES.items():
        names = {i.mnemonic.lower() for i in amdmatrix.instructions(arch)}
        assert set(table.values()) <= names, arch


def test_the_query_api_takes_llvm_aliases_too() -> None:
    assert amdmatrix.instruction("cdna3", "v_mfma_f32_32x32x8bf16").mnemonic == "V_MFMA_F32_32X32X8_BF16"
    assert amdmatrix.instruction("cdna4", "V_SMFMAC_F32_16X16X64BF8BF8").mnemonic == "V_SMFMAC_F32_16X16X64_BF8_BF8"
    assert amdmatrix.instruction("rdna4", "v_wmma_f32_16x16x16_f16_e64").mnemonic == "V_WMMA_F32_16X16X16_F16"
    with pytest.raises(amdmatrix.UnknownInstructionError):
        amdmatrix.instruction("cdna2", "v_mfma_f32_32x32x8bf16")  # CDNA2 has no such alias in LLVM
