"""CDNA2 (gfx90a: MI200) matrix instructions, one row each, in the calculator's --list-instructions order.

The facts are the calculator's (tests/core/test_rows_against_reference.py checks them); layouts are the
general MFMA formulas of :mod:`amdmatrix.layouts`.
"""

from __future__ import annotations

from ..archs import resolve_arch
from ..layouts import MFMA, MFMA_F64_4BLOCK
from ._rows import Row, instructions, mfma

ARCH = resolve_arch("CDNA2")

ROWS: tuple[Row, ...] = (
    mfma("V_MFMA_F32_32X32X1F32", op=0x40, mnk=(32, 32, 1), blocks=2, ab="fp32", cd="fp32", cycles=64, coexec=60, layout=MFMA, modifiers=("cbsz", "blgp")),
    mfma("V_MFMA_F32_16X16X1F32", op=0x41, mnk=(16, 16, 1), blocks=4, ab="fp32", cd="fp32", cycles=32, coexec=28, layout=MFMA, modifiers=("cbsz", "blgp")),
    mfma("V_MFMA_F32_4X4X1F32", op=0x42, mnk=(4, 4, 1), blocks=16, ab="fp32", cd="fp32", cycles=8, coexec=4, layout=MFMA, modifiers=("cbsz", "blgp")),
    mfma("V_MFMA_F32_32X32X2F32", op=0x44, mnk=(32, 32, 2), ab="fp32", cd="fp32", cycles=64, coexec=60, layout=MFMA, modifiers=("blgp",)),
    mfma("V_MFMA_F32_16X16X4F32", op=0x45, mnk=(16, 16, 4), ab="fp32", cd="fp32", cycles=32, coexec=28, layout=MFMA, modifiers=("blgp",)),
    mfma("V_MFMA_F32_32X32X4F16", op=0x48, mnk=(32, 32, 4), blocks=2, ab="fp16", cd="fp32", cycles=64, coexec=60, layout=MFMA, modifiers=("cbsz", "blgp")),
    mfma("V_MFMA_F32_16X16X4F16", op=0x49, mnk=(16, 16, 4), blocks=4, ab="fp16", cd="fp32", cycles=32, coexec=28, layout=MFMA, modifiers=("cbsz", "blgp")),
    mfma("V_MFMA_F32_4X4X4F16", op=0x4a, mnk=(4, 4, 4), blocks=16, ab="fp16", cd="fp32", cycles=8, coexec=4, layout=MFMA, modifiers=("cbsz", "blgp")),
    mfma("V_MFMA_F32_32X32X8F16", op=0x4c, mnk=(32, 32, 8), ab="fp16", cd="fp32", cycles=64, coexec=60, layout=MFMA, modifiers=("blgp",)),
    mfma("V_MFMA_F32_16X16X16F16", op=0x4d, mnk=(16, 16, 16), ab="fp16", cd="fp32", cycles=32, coexec=28, layout=MFMA, modifiers=("blgp",)),
    mfma("V_MFMA_I32_32X32X4I8", op=0x50, mnk=(32, 32, 4), blocks=2, ab="i8", cd="i32", cycles=64, coexec=60, layout=MFMA, modifiers=("cbsz", "blgp")),
    mfma("V_MFMA_I32_16X16X4I8", op=0x51, mnk=(16, 16, 4), blocks=4, ab="i8", cd="i32", cycles=32, coexec=28, layout=MFMA, modifiers=("cbsz", "blgp")),
    mfma("V_MFMA_I32_4X4X4I8", op=0x52, mnk=(4, 4, 4), blocks=16, ab="i8", cd="i32", cycles=8, coexec=4, layout=MFMA, modifiers=("cbsz", "blgp")),
    mfma("V_MFMA_I32_32X32X8I8", op=0x54, mnk=(32, 32, 8), ab="i8", cd="i32", cycles=64, coexec=60, layout=MFMA, modifiers=("blgp",)),
    mfma("V_MFMA_I32_16X16X16I8", op=0x55, mnk=(16, 16, 16), ab="i8", cd="i32", cycles=32, coexec=28, layout=MFMA, modifiers=("blgp",)),
    mfma("V_MFMA_F32_32X32X4BF16_1K", op=0x63, mnk=(32, 32, 4), blocks=2, ab="bf16", cd="fp32", cycles=64, coexec=60, layout=MFMA, modifiers=("cbsz", "blgp")),
    mfma("V_MFMA_F32_16X16X4BF16_1K", op=0x64, mnk=(16, 16, 4), blocks=4, ab="bf16", cd="fp32", cycles=32, coexec=28, layout=MFMA, modifiers=("cbsz", "blgp")),
    mfma("V_MFMA_F32_4X4X4BF16_1K", op=0x65, mnk=(4, 4, 4), blocks=16, ab="bf16", cd="fp32", cycles=8, coexec=4, layout=MFMA, modifiers=("cbsz", "blgp")),
    mfma("V_MFMA_F32_32X32X8BF16_1K", op=0x66, mnk=(32, 32, 8), ab="bf16", cd="fp32", cycles=64, coexec=60, layout=MFMA, modifiers=("blgp",)),
    mfma("V_MFMA_F32_16X16X16BF16_1K", op=0x67, mnk=(16, 16, 16), ab="bf16", cd="fp32", cycles=32, coexec=28, layout=MFMA, modifiers=("blgp",)),
    mfma("V_MFMA_F32_32X32X2BF16", op=0x68, mnk=(32, 32, 2), blocks=2, ab="bf16", cd="fp32", cycles=64, coexec=60, layout=MFMA, modifiers=("cbsz", "blgp")),
    mfma("V_MFMA_F32_16X16X2BF16", op=0x69, mnk=(16, 16, 2), blocks=4, ab="bf16", cd="fp32", cycles=32, coexec=28, layout=MFMA, modifiers=("cbsz", "blgp")),
    mfma("V_MFMA_F32_4X4X2BF16", op=0x6b, mnk=(4, 4, 2), blocks=16, ab="bf16", cd="fp32", cycles=8, coexec=4, layout=MFMA, modifiers=("cbsz", "blgp")),
    mfma("V_MFMA_F32_32X32X4BF16", op=0x6c, mnk=(32, 32, 4), ab="bf16", cd="fp32", cycles=64, coexec=60, layout=MFMA, modifiers=("blgp",)),
    mfma("V_MFMA_F32_16X16X8BF16", op=0x6d, mnk=(16, 16, 8), ab="bf16", cd="fp32", cycles=32, coexec=28, layout=MFMA, modifiers=("blgp",)),
    mfma("V_MFMA_F64_16X16X4F64", op=0x6e, mnk=(16, 16, 4), ab="fp64", cd="fp64", cycles=32, coexec=None, layout=MFMA),
    mfma("V_MFMA_F64_4X4X4F64", op=0x6f, mnk=(4, 4, 4), blocks=4, ab="fp64", cd="fp64", cycles=16, coexec=None, layout=MFMA_F64_4BLOCK),
)

INSTRUCTIONS = instructions(ARCH, ROWS)
