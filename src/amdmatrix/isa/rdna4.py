"""RDNA4 (gfx12) WMMA and SWMMAC instructions, one row each, in the calculator's --list-instructions order.

The facts are the calculator's (tests/core/test_rows_against_reference.py checks them); the layouts,
one per input width and K, are declared in :mod:`amdmatrix.layouts`.
"""

from __future__ import annotations

from ..archs import resolve_arch
from ..layouts import SWMMAC_4_K32, SWMMAC_4_K64, SWMMAC_8, SWMMAC_16, WMMA_4_K16, WMMA_4_K32, WMMA_8, WMMA_16
from ._rows import Row, instructions, wmma

ARCH = resolve_arch("RDNA4")

ROWS: tuple[Row, ...] = (
    wmma("V_WMMA_F32_16X16X16_F16", op=0x40, mnk=(16, 16, 16), ab="fp16", cd="fp32", cycles=16, layout=WMMA_16, modifiers=("neg",)),
    wmma("V_WMMA_F32_16X16X16_BF16", op=0x41, mnk=(16, 16, 16), ab="bf16", cd="fp32", cycles=16, layout=WMMA_16, modifiers=("neg",)),
    wmma("V_WMMA_F16_16X16X16_F16", op=0x42, mnk=(16, 16, 16), ab="fp16", cd="fp16", cycles=16, layout=WMMA_16, modifiers=("neg",)),
    wmma("V_WMMA_BF16_16X16X16_BF16", op=0x43, mnk=(16, 16, 16), ab="bf16", cd="bf16", cycles=16, layout=WMMA_16, modifiers=("neg",)),
    wmma("V_WMMA_I32_16X16X16_IU8", op=0x44, mnk=(16, 16, 16), ab="iu8", cd="i32", cycles=8, layout=WMMA_8, modifiers=("neg",)),
    wmma("V_WMMA_I32_16X16X16_IU4", op=0x45, mnk=(16, 16, 16), ab="iu4", cd="i32", cycles=8, layout=WMMA_4_K16, modifiers=("neg",)),
    wmma("V_WMMA_I32_16X16X32_IU4", op=0x4a, mnk=(16, 16, 32), ab="iu4", cd="i32", cycles=8, layout=WMMA_4_K32, modifiers=("neg",)),
    wmma("V_WMMA_F32_16X16X16_FP8_FP8", op=0x46, mnk=(16, 16, 16), ab="fp8", cd="fp32", cycles=8, layout=WMMA_8),
    wmma("V_WMMA_F32_16X16X16_FP8_BF8", op=0x47, mnk=(16, 16, 16), ab=("fp8", "bf8"), cd="fp32", cycles=8, layout=WMMA_8),
    wmma("V_WMMA_F32_16X16X16_BF8_FP8", op=0x48, mnk=(16, 16, 16), ab=("bf8", "fp8"), cd="fp32", cycles=8, layout=WMMA_8),
    wmma("V_WMMA_F32_16X16X16_BF8_BF8", op=0x49, mnk=(16, 16, 16), ab="bf8", cd="fp32", cycles=8, layout=WMMA_8),
    wmma("V_SWMMAC_F32_16X16X32_F16", op=0x50, mnk=(16, 16, 32), ab="fp16", cd="fp32", cycles=16, layout=SWMMAC_16, modifiers=("opsel", "neg")),
    wmma("V_SWMMAC_F32_16X16X32_BF16", op=0x51, mnk=(16, 16, 32), ab="bf16", cd="fp32", cycles=16, layout=SWMMAC_16, modifiers=("opsel", "neg")),
    wmma("V_SWMMAC_F16_16X16X32_F16", op=0x52, mnk=(16, 16, 32), ab="fp16", cd="fp16", cycles=16, layout=SWMMAC_16, modifiers=("opsel", "neg")),
    wmma("V_SWMMAC_BF16_16X16X32_BF16", op=0x53, mnk=(16, 16, 32), ab="bf16", cd="bf16", cycles=16, layout=SWMMAC_16, modifiers=("opsel", "neg")),
    wmma("V_SWMMAC_I32_16X16X32_IU8", op=0x54, mnk=(16, 16, 32), ab="iu8", cd="i32", cycles=8, layout=SWMMAC_8, modifiers=("opsel", "neg")),
    wmma("V_SWMMAC_I32_16X16X32_IU4", op=0x55, mnk=(16, 16, 32), ab="iu4", cd="i32", cycles=8, layout=SWMMAC_4_K32, modifiers=("opsel", "neg")),
    wmma("V_SWMMAC_I32_16X16X64_IU4", op=0x56, mnk=(16, 16, 64), ab="iu4", cd="i32", cycles=8, layout=SWMMAC_4_K64, modifiers=("opsel", "neg")),
    wmma("V_SWMMAC_F32_16X16X32_FP8_FP8", op=0x57, mnk=(16, 16, 32), ab="fp8", cd="fp32", cycles=8, layout=SWMMAC_8, modifiers=("opsel",)),
    wmma("V_SWMMAC_F32_16X16X32_FP8_BF8", op=0x58, mnk=(16, 16, 32), ab=("fp8", "bf8"), cd="fp32", cycles=8, layout=SWMMAC_8, modifiers=("opsel",)),
    wmma("V_SWMMAC_F32_16X16X32_BF8_FP8", op=0x59, mnk=(16, 16, 32), ab=("bf8", "fp8"), cd="fp32", cycles=8, layout=SWMMAC_8, modifiers=("opsel",)),
    wmma("V_SWMMAC_F32_16X16X32_BF8_BF8", op=0x5a, mnk=(16, 16, 32), ab="bf8", cd="fp32", cycles=8, layout=SWMMAC_8, modifiers=("opsel",)),
)

INSTRUCTIONS = instructions(ARCH, ROWS)
