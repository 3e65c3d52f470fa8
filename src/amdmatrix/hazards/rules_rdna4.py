"""RDNA4 (gfx12) wait-state rules: LLVM ``fixWMMAHazards`` (no public ISA table).

A wait state here is a VALU instruction (``v_nop`` or any independent VALU, another WMMA
included); ``s_nop``, SALU and memory instructions do not count. SWMMAC accumulates into
its D (the C matrix is D) and reads its sparse index through the SRC2 field.
"""

from __future__ import annotations

from .model import Rule
from .rules_general import general

_L = "LLVM GCNHazardRecognizer (fixWMMAHazards)"

RULES: tuple[Rule, ...] = (
    Rule("R4-01", ("WMMA",), ("WMMA",), "ab", 1, _L,
         "a WMMA or SWMMAC writes D; the next WMMA or SWMMAC reads it as A or B", unit="valu"),
    Rule("R4-02", ("WMMA",), ("SWMMAC",), "index", 1, _L,
         "a WMMA or SWMMAC writes D; the next SWMMAC reads it as its sparse index", unit="valu"),
    Rule("R4-03", ("WMMA",), ("WMMA",), "srcc", 0, f"{_L} (the hardware stalls)",
         "a WMMA or SWMMAC writes D; the next WMMA or SWMMAC reads it as C (SWMMAC: its D)", unit="valu"),
    *general("R4", "gfx12"),
)
