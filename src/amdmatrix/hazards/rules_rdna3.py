"""RDNA3 (gfx11) wait-state rules: the RDNA3 ISA's WMMA section, and LLVM ``fixWMMAHazards``.

A wait state here is a VALU instruction (``v_nop`` or any independent VALU, another WMMA
included); ``s_nop``, SALU and memory instructions do not count. VALU-to-WMMA and
WMMA-to-VALU dependences are interlocked by the hardware.
"""

from __future__ import annotations

from .model import Rule
from .rules_general import general

_T = "RDNA3 ISA, WMMA (a V_NOP between dependent WMMAs)"
_L = "LLVM GCNHazardRecognizer (fixWMMAHazards)"

RULES: tuple[Rule, ...] = (
    Rule("R3-01", ("WMMA",), ("WMMA",), "ab", 1, f"{_T}; {_L}",
         "a WMMA writes D; the next WMMA reads it (same or overlapping) as A or B", unit="valu"),
    Rule("R3-02", ("WMMA",), ("WMMA",), "srcc", 0, f"{_L} (since PR #76143: the hardware stalls)",
         "a WMMA writes D; the next WMMA reads it as C", unit="valu", decision="A12"),
    *general("R3", "gfx11"),
)
