"""gfx1251 wait-state rules: gfx1250's, with the co-execution categories of its lowest-rate WMMA.

LLVM 22.1.8 (llc-22 here) treats gfx1251 like gfx1250. Newer upstream LLVM gives gfx1251 the
"lowest-rate WMMA" feature (GCNHazardRecognizer getWMMAHazardInstInCategory, categories 4 and 5,
and its tests: 8 co-execution VALU waits where gfx1250 has 4): its WMMAs take 16 or 32 cycles
and need 9 or 17 VALUs before a dependent WMMA, 8 or 16 before a dependent VALU. Every number
here is at least gfx1250's (never fewer than any LLVM source; docs/decisions.md, 114).
"""

from __future__ import annotations

from .model import Rule
from .rules_gfx1250 import COMMON, category_rules

_N = "newer LLVM GCNHazardRecognizer (WMMA co-execution check, lowest-rate WMMA categories 4 and 5)"

#: (tag, who, wait states before a WMMA/SWMMAC, before a VALU) as in rules_gfx1250.
_CATEGORIES = (
    ("CAT_WMMA_LR16", "a 16-cycle gfx1251 WMMA or SWMMAC (f16/bf16, fp8/bf8 K=64, F8F6F4 with FP4 A and B, "
     "16-bit and fp8 SWMMAC)", 9, 8),
    ("CAT_WMMA_LR32", "a 32-cycle gfx1251 WMMA (iu8, dense K=128 fp8/bf8 and F8F6F4, 32x16x128 FP4; also the "
     "iu8 SWMMAC)", 17, 16),
)

RULES: tuple[Rule, ...] = COMMON[:3] + category_rules(_CATEGORIES, first=18, source=_N, decision="114") + COMMON[3:]
