"""CDNA3 (gfx942: MI300) matrix instructions, one row each, in the calculator's --list-instructions order.

The facts are the calculator's (tests/core/test_rows_against_reference.py checks them); layouts are the
general MFMA/SMFMAC formulas of :mod:`amdmatrix.layouts`. The rows come in groups that CDNA4
(:mod:`.cdna4`) takes over.
"""

from __future__ import annotations

from ..archs import resolve_arch
from ..layouts import MFMA, MFMA_F64_4BLOCK, SPARSE
from ._rows import Row, instructions, mfma

ARCH = resolve_arch("CDNA3")

#: XF32 inputs in FP32 registers (CDNA3 only).
XF32: tuple[Row, ...] = (
    mfma("V_MFMA_F32_16X16X8_XF32", op=0x3e, mnk=(16, 16, 8), ab="xf32", cd="fp32", cycles=16, coexec=12, layout=MFMA, aliases=("v_mfma_f32_16x16x8xf32",)),
    mfma("V_MFMA_F32_32X32X4_XF32", op=0x3f, mnk=(32, 32, 4), ab="xf32", cd="fp32", cycles=32, coexec=28, layout=MFMA, aliases=("v_mfma_f32_32x32x4xf32",)),
)

#: FP32.
F32: tuple[Row, ...] = (
    mfma("V_MFMA_F32_32X32X1_2B_F32", op=0x40, mnk=(32, 32, 1), blocks=2, ab="fp32", cd="fp32", cycles=64, coexec=None, layout=MFMA, modifiers=("cbsz", "blgp"), aliases=("v_mfma_f32_32x32x1f32",)),
    mfma("V_MFMA_F32_16X16X1_4B_F32", op=0x41, mnk=(16, 16, 1), blocks=4, ab="fp32", cd="fp32", cycles=32, coexec=None, layout=MFMA, modifiers=("cbsz", "blgp"), aliases=("v_mfma_f32_16x16x1f32",)),
    mfma("V_MFMA_F32_4X4X1_16B_F32", op=0x42, mnk=(4, 4, 1), blocks=16, ab="fp32", cd="fp32", cycles=8, coexec=None, layout=MFMA, modifiers=("cbsz", "blgp"), aliases=("v_mfma_f32_4x4x1f32",)),
    mfma("V_MFMA_F32_32X32X2_F32", op=0x44, mnk=(32, 32, 2), ab="fp32", cd="fp32", cycles=64, coexec=None, layout=MFMA, modifiers=("blgp",), aliases=("v_mfma_f32_32x32x2f32",)),
    mfma("V_MFMA_F32_16X16X4_F32", op=0x45, mnk=(16, 16, 4), ab="fp32", cd="fp32", cycles=32, coexec=None, layout=MFMA, modifiers=("blgp",), aliases=("v_mfma_f32_16x16x4f32",)),
)

#: FP16.
F16: tuple[Row, ...] = (
    mfma("V_MFMA_F32_32X32X4_2B_F16", op=0x48, mnk=(32, 32, 4), blocks=2, ab="fp16", cd="fp32", cycles=64, coexec=60, layout=MFMA, modifiers=("cbsz", "blgp"), aliases=("v_mfma_f32_32x32x4f16",)),
    mfma("V_MFMA_F32_16X16X4_4B_F16", op=0x49, mnk=(16, 16, 4), blocks=4, ab="fp16", cd="fp32", cycles=32, coexec=28, layout=MFMA, modifiers=("cbsz", "blgp"), aliases=("v_mfma_f32_16x16x4f16",)),
    mfma("V_MFMA_F32_4X4X4_16B_F16", op=0x4a, mnk=(4, 4, 4), blocks=16, ab="fp16", cd="fp32", cycles=8, coexec=4, layout=MFMA, modifiers=("cbsz", "blgp"), aliases=("v_mfma_f32_4x4x4f16",)),
    mfma("V_MFMA_F32_32X32X8_F16", op=0x4c, mnk=(32, 32, 8), ab="fp16", cd="fp32", cycles=32, coexec=28, layout=MFMA, aliases=("v_mfma_f32_32x32x8f16",)),
    mfma("V_MFMA_F32_16X16X16_F16", op=0x4d, mnk=(16, 16, 16), ab="fp16", cd="fp32", cycles=16, coexec=12, layout=MFMA, aliases=("v_mfma_f32_16x16x16f16",)),
)

#: INT8.
I8: tuple[Row, ...] = (
    mfma("V_MFMA_I32_32X32X4_2B_I8", op=0x50, mnk=(32, 32, 4), blocks=2, ab="i8", cd="i32", cycles=64, coexec=60, layout=MFMA, modifiers=("cbsz", "blgp"), aliases=("v_mfma_i32_32x32x4i8",)),
    mfma("V_MFMA_I32_16X16X4_4B_I8", op=0x51, mnk=(16, 16, 4), blocks=4, ab="i8", cd="i32", cycles=32, coexec=28, layout=MFMA, modifiers=("cbsz", "blgp"), aliases=("v_mfma_i32_16x16x4i8",)),
    mfma("V_MFMA_I32_4X4X4_16B_I8", op=0x52, mnk=(4, 4, 4), blocks=16, ab="i8", cd="i32", cycles=8, coexec=4, layout=MFMA, modifiers=("cbsz", "blgp"), aliases=("v_mfma_i32_4x4x4i8",)),
    mfma("V_MFMA_I32_32X32X16_I8", op=0x56, mnk=(32, 32, 16), ab="i8", cd="i32", cycles=32, coexec=28, layout=MFMA, aliases=("v_mfma_i32_32x32x16i8",)),
    mfma("V_MFMA_I32_16X16X32_I8", op=0x57, mnk=(16, 16, 32), ab="i8", cd="i32", cycles=16, coexec=12, layout=MFMA, aliases=("v_mfma_i32_16x16x32i8",)),
)

#: BF16.
BF16: tuple[Row, ...] = (
    mfma("V_MFMA_F32_32X32X4_2B_BF16", op=0x5d, mnk=(32, 32, 4), blocks=2, ab="bf16", cd="fp32", cycles=64, coexec=60, layout=MFMA, modifiers=("cbsz", "blgp"), aliases=("v_mfma_f32_32x32x4bf16_1k",)),
    mfma("V_MFMA_F32_16X16X4_4B_BF16", op=0x5e, mnk=(16, 16, 4), blocks=4, ab="bf16", cd="fp32", cycles=32, coexec=28, layout=MFMA, modifiers=("cbsz", "blgp"), aliases=("v_mfma_f32_16x16x4bf16_1k",)),
    mfma("V_MFMA_F32_4X4X4_16B_BF16", op=0x5f, mnk=(4, 4, 4), blocks=16, ab="bf16", cd="fp32", cycles=8, coexec=4, layout=MFMA, modifiers=("cbsz", "blgp"), aliases=("v_mfma_f32_4x4x4bf16_1k",)),
    mfma("V_MFMA_F32_32X32X8_BF16", op=0x60, mnk=(32, 32, 8), ab="bf16", cd="fp32", cycles=32, coexec=28, layout=MFMA, aliases=("v_mfma_f32_32x32x8bf16_1k",)),
    mfma("V_MFMA_F32_16X16X16_BF16", op=0x61, mnk=(16, 16, 16), ab="bf16", cd="fp32", cycles=16, coexec=12, layout=MFMA, aliases=("v_mfma_f32_16x16x16bf16_1k",)),
)

#: SMFMAC with FP16, BF16 and INT8 inputs.
SPARSE_16BIT: tuple[Row, ...] = (
    mfma("V_SMFMAC_F32_16X16X32_F16", op=0x62, mnk=(16, 16, 32), ab="fp16", cd="fp32", cycles=16, coexec=8, layout=SPARSE, modifiers=("cbsz",)),
    mfma("V_SMFMAC_F32_32X32X16_F16", op=0x64, mnk=(32, 32, 16), ab="fp16", cd="fp32", cycles=32, coexec=24, layout=SPARSE, modifiers=("cbsz",)),
    mfma("V_SMFMAC_F32_16X16X32_BF16", op=0x66, mnk=(16, 16, 32), ab="bf16", cd="fp32", cycles=16, coexec=8, layout=SPARSE, modifiers=("cbsz",)),
    mfma("V_SMFMAC_F32_32X32X16_BF16", op=0x68, mnk=(32, 32, 16), ab="bf16", cd="fp32", cycles=32, coexec=24, layout=SPARSE, modifiers=("cbsz",)),
    mfma("V_SMFMAC_I32_16X16X64_I8", op=0x6a, mnk=(16, 16, 64), ab="i8", cd="i32", cycles=16, coexec=8, layout=SPARSE, modifiers=("cbsz",)),
    mfma("V_SMFMAC_I32_32X32X32_I8", op=0x6c, mnk=(32, 32, 32), ab="i8", cd="i32", cycles=32, coexec=24, layout=SPARSE, modifiers=("cbsz",)),
)

#: FP64.
F64: tuple[Row, ...] = (
    mfma("V_MFMA_F64_16X16X4_F64", op=0x6e, mnk=(16, 16, 4), ab="fp64", cd="fp64", cycles=32, coexec=None, layout=MFMA, modifiers=("blgp",), aliases=("v_mfma_f64_16x16x4f64",)),
    mfma("V_MFMA_F64_4X4X4_4B_F64", op=0x6f, mnk=(4, 4, 4), blocks=4, ab="fp64", cd="fp64", cycles=16, coexec=None, layout=MFMA_F64_4BLOCK, modifiers=("blgp",), aliases=("v_mfma_f64_4x4x4f64",)),
)

#: FP8/BF8 (CDNA3's FNUZ formats).
FP8: tuple[Row, ...] = (
    mfma("V_MFMA_F32_16X16X32_BF8_BF8", op=0x70, mnk=(16, 16, 32), ab="bf8_fnuz", cd="fp32", cycles=16, coexec=12, layout=MFMA),
    mfma("V_MFMA_F32_16X16X32_BF8_FP8", op=0x71, mnk=(16, 16, 32), ab=("bf8_fnuz", "fp8_fnuz"), cd="fp32", cycles=16, coexec=12, layout=MFMA),
    mfma("V_MFMA_F32_16X16X32_FP8_BF8", op=0x72, mnk=(16, 16, 32), ab=("fp8_fnuz", "bf8_fnuz"), cd="fp32", cycles=16, coexec=12, layout=MFMA),
    mfma("V_MFMA_F32_16X16X32_FP8_FP8", op=0x73, mnk=(16, 16, 32), ab="fp8_fnuz", cd="fp32", cycles=16, coexec=12, layout=MFMA),
    mfma("V_MFMA_F32_32X32X16_BF8_BF8", op=0x74, mnk=(32, 32, 16), ab="bf8_fnuz", cd="fp32", cycles=32, coexec=28, layout=MFMA),
    mfma("V_MFMA_F32_32X32X16_BF8_FP8", op=0x75, mnk=(32, 32, 16), ab=("bf8_fnuz", "fp8_fnuz"), cd="fp32", cycles=32, coexec=28, layout=MFMA),
    mfma("V_MFMA_F32_32X32X16_FP8_BF8", op=0x76, mnk=(32, 32, 16), ab=("fp8_fnuz", "bf8_fnuz"), cd="fp32", cycles=32, coexec=28, layout=MFMA),
    mfma("V_MFMA_F32_32X32X16_FP8_FP8", op=0x77, mnk=(32, 32, 16), ab="fp8_fnuz", cd="fp32", cycles=32, coexec=28, layout=MFMA),
)

#: SMFMAC with FP8/BF8 inputs.
SPARSE_FP8: tuple[Row, ...] = (
    mfma("V_SMFMAC_F32_16X16X64_BF8_BF8", op=0x78, mnk=(16, 16, 64), ab="bf8_fnuz", cd="fp32", cycles=16, coexec=8, layout=SPARSE, modifiers=("cbsz",)),
    mfma("V_SMFMAC_F32_16X16X64_BF8_FP8", op=0x79, mnk=(16, 16, 64), ab=("bf8_fnuz", "fp8_fnuz"), cd="fp32", cycles=16, coexec=8, layout=SPARSE, modifiers=("cbsz",)),
    mfma("V_SMFMAC_F32_16X16X64_FP8_BF8", op=0x7a, mnk=(16, 16, 64), ab=("fp8_fnuz", "bf8_fnuz"), cd="fp32", cycles=16, coexec=8, layout=SPARSE, modifiers=("cbsz",)),
    mfma("V_SMFMAC_F32_16X16X64_FP8_FP8", op=0x7b, mnk=(16, 16, 64), ab="fp8_fnuz", cd="fp32", cycles=16, coexec=8, layout=SPARSE, modifiers=("cbsz",)),
    mfma("V_SMFMAC_F32_32X32X32_BF8_BF8", op=0x7c, mnk=(32, 32, 32), ab="bf8_fnuz", cd="fp32", cycles=32, coexec=24, layout=SPARSE, modifiers=("cbsz",)),
    mfma("V_SMFMAC_F32_32X32X32_BF8_FP8", op=0x7d, mnk=(32, 32, 32), ab=("bf8_fnuz", "fp8_fnuz"), cd="fp32", cycles=32, coexec=24, layout=SPARSE, modifiers=("cbsz",)),
    mfma("V_SMFMAC_F32_32X32X32_FP8_BF8", op=0x7e, mnk=(32, 32, 32), ab=("fp8_fnuz", "bf8_fnuz"), cd="fp32", cycles=32, coexec=24, layout=SPARSE, modifiers=("cbsz",)),
    mfma("V_SMFMAC_F32_32X32X32_FP8_FP8", op=0x7f, mnk=(32, 32, 32), ab="fp8_fnuz", cd="fp32", cycles=32, coexec=24, layout=SPARSE, modifiers=("cbsz",)),
)

ROWS = (*XF32, *F32, *F16, *I8, *BF16, *SPARSE_16BIT, *F64, *FP8, *SPARSE_FP8)
INSTRUCTIONS = instructions(ARCH, ROWS)
