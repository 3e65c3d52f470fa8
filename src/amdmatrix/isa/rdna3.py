"""RDNA3 (gfx11) WMMA instructions, one row each, in the calculator's --list-instructions order.

The facts are the calculator's (tests/core/test_rows_against_reference.py checks them); the layout,
A and B replicated in every 16-lane group, is :data:`amdmatrix.layouts.WMMA_RDNA3`.
"""

from __future__ import annotations

from ..archs import resolve_arch
from ..layouts import WMMA_RDNA3
from ._rows import Row, instructions, wmma

ARCH = resolve_arch("RDNA3")

ROWS: tuple[Row, ...] = (
    wmma("V_WMMA_F32_16X16X16_F16", op=0x40, mnk=(16, 16, 16), ab="fp16", cd="fp32", cycles=32, layout=WMMA_RDNA3, modifiers=("neg",)),
    wmma("V_WMMA_F32_16X16X16_BF16", op=0x41, mnk=(16, 16, 16), ab="bf16", cd="fp32", cycles=32, layout=WMMA_RDNA3, modifiers=("neg",)),
    wmma("V_WMMA_F16_16X16X16_F16", op=0x42, mnk=(16, 16, 16), ab="fp16", cd="fp16", cycles=32, layout=WMMA_RDNA3, modifiers=("opsel", "neg")),
    wmma("V_WMMA_BF16_16X16X16_BF16", op=0x43, mnk=(16, 16, 16), ab="bf16", cd="bf16", cycles=32, layout=WMMA_RDNA3, modifiers=("opsel", "neg")),
    wmma("V_WMMA_I32_16X16X16_IU8", op=0x44, mnk=(16, 16, 16), ab="iu8", cd="i32", cycles=32, layout=WMMA_RDNA3, modifiers=("neg",)),
    wmma("V_WMMA_I32_16X16X16_IU4", op=0x45, mnk=(16, 16, 16), ab="iu4", cd="i32", cycles=16, layout=WMMA_RDNA3, modifiers=("neg",)),
)

INSTRUCTIONS = instructions(ARCH, ROWS)
