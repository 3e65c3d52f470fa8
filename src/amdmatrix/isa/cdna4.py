"""CDNA4 (gfx950: MI350X, MI355X) matrix instructions: CDNA3's, then its own.

CDNA4 takes over the CDNA3 rows (:mod:`.cdna3`) as a trait inherits: without the two XF32
instructions, with FP8/BF8 retyped to the OCP formats, FP64 at half CDNA3's rate, and notes
where the CDNA4 ISA leaves a layout unsettled. Then come the new dense shapes, F8F6F4 (CBSZ/BLGP
are the A/B formats) and its block-scaled form, and the new SMFMACs. The order is the CDNA4 ISA's
(Table 28 dense, Table 33 sparse). The facts (tests/data/cdna4_facts.json, from the CDNA4 ISA
with opcodes checked against llvm-mc-22 -mcpu=gfx950) are checked by
tests/core/test_rows_against_reference.py; layouts: docs/cdna4.md.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..archs import resolve_arch
from ..layouts import F8F6F4, F8F6F4_SCALED, MFMA, MFMA_F64_4BLOCK, SPARSE_SPLIT_K
from ..records import replace
from . import cdna3
from ._rows import Row, instructions, mfma, retyped

ARCH = resolve_arch("CDNA4")

NOTE_OCP = "FP8 and BF8 on CDNA4 are the OCP E4M3 and E5M2 formats, not CDNA3's FNUZ formats."
NOTE_BROADCAST = ("CBSZ/ABID follow the calculator's block groups (2^CBSZ consecutive blocks, block ABID of each "
                  "group broadcast); the CDNA4 ISA's lane formula (7.1.6.1) differs when 0 < CBSZ < log2(blocks): "
                  "unsettled until tested on hardware (docs/decisions.md, item 2, gives both readings and the test).")
NOTE_F64_4X4 = ("D[i][j] of block b is in lane 16*i + 4*b + j, as the calculator documents for this instruction; "
                "the ISA's general formula (7.1.4.2 with H = 1) would give lane j + 4*i + 16*b.")
#: CDNA3's FNUZ FP8/BF8 become the OCP formats.
OCP = {"fp8_fnuz": "fp8", "bf8_fnuz": "bf8"}


def broadcast_noted(rows: Iterable[Row]) -> tuple[Row, ...]:
    """``rows`` with NOTE_BROADCAST on the MFMAs whose CBSZ/ABID broadcast spans more than two blocks."""
    return tuple(replace(r, notes=(*r.notes, NOTE_BROADCAST)) if "cbsz" in r.modifiers and r.blocks > 2 else r
                 for r in rows)


#: FP64 runs at half CDNA3's rate.
F64: tuple[Row, ...] = (
    mfma("V_MFMA_F64_16X16X4_F64", op=0x6e, mnk=(16, 16, 4), ab="fp64", cd="fp64", cycles=64, coexec=None, layout=MFMA, modifiers=("blgp",), aliases=("v_mfma_f64_16x16x4f64",)),
    mfma("V_MFMA_F64_4X4X4_4B_F64", op=0x6f, mnk=(4, 4, 4), blocks=4, ab="fp64", cd="fp64", cycles=32, coexec=None, layout=MFMA_F64_4BLOCK, modifiers=("blgp",), aliases=("v_mfma_f64_4x4x4f64",), notes=(NOTE_F64_4X4,)),
)
#: The new dense shapes.
DENSE: tuple[Row, ...] = (
    mfma("V_MFMA_F32_16X16X32_BF16", op=0x35, mnk=(16, 16, 32), ab="bf16", cd="fp32", cycles=16, coexec=12, layout=MFMA, aliases=("v_mfma_f32_16x16x32bf16",)),
    mfma("V_MFMA_F32_16X16X32_F16", op=0x54, mnk=(16, 16, 32), ab="fp16", cd="fp32", cycles=16, coexec=12, layout=MFMA, aliases=("v_mfma_f32_16x16x32f16",)),
    mfma("V_MFMA_F32_32X32X16_BF16", op=0x37, mnk=(32, 32, 16), ab="bf16", cd="fp32", cycles=32, coexec=28, layout=MFMA, aliases=("v_mfma_f32_32x32x16bf16",)),
    mfma("V_MFMA_F32_32X32X16_F16", op=0x55, mnk=(32, 32, 16), ab="fp16", cd="fp32", cycles=32, coexec=28, layout=MFMA, aliases=("v_mfma_f32_32x32x16f16",)),
    mfma("V_MFMA_I32_16X16X64_I8", op=0x36, mnk=(16, 16, 64), ab="i8", cd="i32", cycles=16, coexec=12, layout=MFMA, aliases=("v_mfma_i32_16x16x64i8",)),
    mfma("V_MFMA_I32_32X32X32_I8", op=0x38, mnk=(32, 32, 32), ab="i8", cd="i32", cycles=32, coexec=28, layout=MFMA, aliases=("v_mfma_i32_32x32x32i8",)),
)
#: F8F6F4: CBSZ and BLGP give A's and B's formats; the cycles are the longer figure when either is 8-bit.
F8F6F4_ROWS: tuple[Row, ...] = (
    mfma("V_MFMA_F32_16X16X128_F8F6F4", op=0x2d, mnk=(16, 16, 128), ab="fp8", cd="fp32", cycles=32, cycles_6_4bit=16, coexec=28, layout=F8F6F4, modifiers=("cbsz", "blgp"), notes=(NOTE_OCP,)),
    mfma("V_MFMA_F32_32X32X64_F8F6F4", op=0x2e, mnk=(32, 32, 64), ab="fp8", cd="fp32", cycles=64, cycles_6_4bit=32, coexec=60, layout=F8F6F4, modifiers=("cbsz", "blgp"), notes=(NOTE_OCP,)),
    mfma("V_MFMA_SCALE_F32_16X16X128_F8F6F4", op=0x2d, mnk=(16, 16, 128), ab="fp8", cd="fp32", cycles=32, cycles_6_4bit=16, coexec=28, layout=F8F6F4_SCALED, modifiers=("cbsz", "blgp", "opsel"), notes=(NOTE_OCP,)),
    mfma("V_MFMA_SCALE_F32_32X32X64_F8F6F4", op=0x2e, mnk=(32, 32, 64), ab="fp8", cd="fp32", cycles=64, cycles_6_4bit=32, coexec=60, layout=F8F6F4_SCALED, modifiers=("cbsz", "blgp", "opsel"), notes=(NOTE_OCP,)),
)
#: The new SMFMACs, which keep K in two register groups.
SPARSE: tuple[Row, ...] = (
    mfma("V_SMFMAC_F32_16X16X64_BF16", op=0x39, mnk=(16, 16, 64), ab="bf16", cd="fp32", cycles=16, coexec=8, layout=SPARSE_SPLIT_K, modifiers=("cbsz",)),
    mfma("V_SMFMAC_F32_16X16X64_F16", op=0x5a, mnk=(16, 16, 64), ab="fp16", cd="fp32", cycles=16, coexec=8, layout=SPARSE_SPLIT_K, modifiers=("cbsz",)),
    mfma("V_SMFMAC_I32_16X16X128_I8", op=0x3a, mnk=(16, 16, 128), ab="i8", cd="i32", cycles=16, coexec=8, layout=SPARSE_SPLIT_K, modifiers=("cbsz",)),
    mfma("V_SMFMAC_F32_16X16X128_BF8_BF8", op=0x3b, mnk=(16, 16, 128), ab="bf8", cd="fp32", cycles=16, coexec=8, layout=SPARSE_SPLIT_K, modifiers=("cbsz",), notes=(NOTE_OCP,)),
    mfma("V_SMFMAC_F32_16X16X128_BF8_FP8", op=0x3c, mnk=(16, 16, 128), ab=("bf8", "fp8"), cd="fp32", cycles=16, coexec=8, layout=SPARSE_SPLIT_K, modifiers=("cbsz",), notes=(NOTE_OCP,)),
    mfma("V_SMFMAC_F32_16X16X128_FP8_BF8", op=0x3d, mnk=(16, 16, 128), ab=("fp8", "bf8"), cd="fp32", cycles=16, coexec=8, layout=SPARSE_SPLIT_K, modifiers=("cbsz",), notes=(NOTE_OCP,)),
    mfma("V_SMFMAC_F32_16X16X128_FP8_FP8", op=0x43, mnk=(16, 16, 128), ab="fp8", cd="fp32", cycles=16, coexec=8, layout=SPARSE_SPLIT_K, modifiers=("cbsz",), notes=(NOTE_OCP,)),
    mfma("V_SMFMAC_F32_32X32X32_BF16", op=0x46, mnk=(32, 32, 32), ab="bf16", cd="fp32", cycles=32, coexec=24, layout=SPARSE_SPLIT_K, modifiers=("cbsz",)),
    mfma("V_SMFMAC_F32_32X32X32_F16", op=0x5b, mnk=(32, 32, 32), ab="fp16", cd="fp32", cycles=32, coexec=24, layout=SPARSE_SPLIT_K, modifiers=("cbsz",)),
    mfma("V_SMFMAC_I32_32X32X64_I8", op=0x47, mnk=(32, 32, 64), ab="i8", cd="i32", cycles=32, coexec=24, layout=SPARSE_SPLIT_K, modifiers=("cbsz",)),
    mfma("V_SMFMAC_F32_32X32X64_BF8_BF8", op=0x4b, mnk=(32, 32, 64), ab="bf8", cd="fp32", cycles=32, coexec=24, layout=SPARSE_SPLIT_K, modifiers=("cbsz",), notes=(NOTE_OCP,)),
    mfma("V_SMFMAC_F32_32X32X64_BF8_FP8", op=0x4e, mnk=(32, 32, 64), ab=("bf8", "fp8"), cd="fp32", cycles=32, coexec=24, layout=SPARSE_SPLIT_K, modifiers=("cbsz",), notes=(NOTE_OCP,)),
    mfma("V_SMFMAC_F32_32X32X64_FP8_BF8", op=0x4f, mnk=(32, 32, 64), ab=("fp8", "bf8"), cd="fp32", cycles=32, coexec=24, layout=SPARSE_SPLIT_K, modifiers=("cbsz",), notes=(NOTE_OCP,)),
    mfma("V_SMFMAC_F32_32X32X64_FP8_FP8", op=0x53, mnk=(32, 32, 64), ab="fp8", cd="fp32", cycles=32, coexec=24, layout=SPARSE_SPLIT_K, modifiers=("cbsz",), notes=(NOTE_OCP,)),
)

ROWS = (
    *broadcast_noted((*cdna3.F32, *cdna3.F16, *cdna3.BF16, *cdna3.I8)),
    *F64,
    *retyped(cdna3.FP8, OCP, NOTE_OCP),
    *DENSE,
    *F8F6F4_ROWS,
    *cdna3.SPARSE_16BIT,
    *retyped(cdna3.SPARSE_FP8, OCP, NOTE_OCP),
    *SPARSE,
)
INSTRUCTIONS = instructions(ARCH, ROWS)
