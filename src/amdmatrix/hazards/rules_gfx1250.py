"""gfx1250 (CDNA5, MI455X) wait-state rules: LLVM 22's GCNHazardRecognizer (no public ISA table).

A wait state here is a VALU instruction (``v_nop`` or any independent VALU, transcendentals
and another WMMA included); ``s_nop``, SALU and memory instructions do not count. Every rule
is LLVM's: the WMMA rule of gfx11+ (``fixWMMAHazards``: one VALU between a WMMA and a WMMA
reading its D as A, B or index), and gfx1250's WMMA co-execution check, which upstream cites
as "SPG 4.6.12.1 Requirements for WMMA data hazards". That check puts each XDL WMMA in a
category (``effects.classify``): 16-cycle WMMAs and F8F6F4 with an FP8/BF8 operand are the
slow one. ``v_wmma_f32_16x16x4_f32`` runs on the VALU and has no category.

A dependent VALU here is one that co-executes (not a transcendental, not a WMMA): it reads or
writes the WMMA's D, or writes its A, B or sparse index. A WMMA reading D only as C, the
scale operands of a block-scaled WMMA, transcendentals and memory instructions need no wait
states (docs/decisions.md, A29-A31).
"""

from __future__ import annotations

from .model import Rule
from .rules_general import general

_G = "LLVM GCNHazardRecognizer (fixWMMAHazards)"
_C = "LLVM GCNHazardRecognizer (WMMA co-execution check; SPG 4.6.12.1)"

#: The categories: (tag, who, wait states before a WMMA/SWMMAC, before a VALU).
_CATEGORIES = (
    ("CAT_WMMA", "an f16/bf16, fp8/bf8 or FP4 32x16 WMMA, or an F8F6F4 with both A and B FP6/BF6/FP4", 5, 4),
    ("CAT_WMMA_SLOW", "an iu8 WMMA, or an F8F6F4 with an FP8/BF8 A or B (also block-scaled)", 9, 8),
    ("CAT_SWMMAC", "an f16/bf16 or fp8/bf8 SWMMAC", 3, 2),
    ("CAT_SWMMAC_IU8", "the iu8 SWMMAC", 5, 4),
)
#: The categories whose members depend on F8F6F4's formats (docs/decisions.md, A29).
_BY_FORMAT = {"CAT_WMMA", "CAT_WMMA_SLOW"}


def category_rules(categories: tuple[tuple[str, str, int, int], ...] = _CATEGORIES, first: int = 4,
                   source: str = _C, decision: str | None = None) -> tuple[Rule, ...]:
    """Three rows per category (a WMMA reads D as A, B or index; a VALU reads or writes D; a VALU
    overwrites A, B or index), numbered from C5-``first``."""
    out = []
    for n, (tag, who, wmma, valu) in enumerate(categories):
        base = first + 3 * n
        why = decision or ("A29" if tag in _BY_FORMAT else None)
        out += [
            Rule(f"C5-{base:02d}", (tag,), ("WMMA_XDL",), "srcab", wmma, source,
                 f"{who} writes D; a WMMA or SWMMAC (not f32 16x16x4) reads it as A, B or sparse index",
                 unit="valu", decision=why),
            Rule(f"C5-{base + 1:02d}", (tag,), ("VALU_COEXEC",), "rw", valu, source,
                 f"{who} writes D; a VALU (not a transcendental) reads or writes it", unit="valu", decision=why),
            Rule(f"C5-{base + 2:02d}", (tag,), ("VALU_COEXEC",), "war", valu, source,
                 f"{who} reads A, B (or its sparse index); a VALU (not a transcendental) writes them",
                 unit="valu", decision=why),
        ]
    return tuple(out)


#: The rows gfx1251 shares (every row but the categories').
COMMON: tuple[Rule, ...] = (
    Rule("C5-01", ("WMMA",), ("WMMA",), "ab", 1, _G,
         "a WMMA or SWMMAC writes D; the next WMMA or SWMMAC reads it as A or B", unit="valu"),
    Rule("C5-02", ("WMMA",), ("SWMMAC",), "index", 1, _G,
         "a WMMA or SWMMAC writes D; the next SWMMAC reads it as its sparse index", unit="valu"),
    Rule("C5-03", ("WMMA",), ("WMMA",), "srcc", 0, f"{_G} (the hardware waits)",
         "a WMMA or SWMMAC writes D; the next WMMA or SWMMAC reads it as C (SWMMAC: its D)", unit="valu"),
    Rule("C5-16", ("WMMA",), ("WMMA",), "scale", 0, f"{_C} (does not look at scale operands)",
         "a WMMA or SWMMAC writes D; a block-scaled WMMA reads it as a scale", unit="valu", decision="A30"),
    Rule("C5-17", ("WMMA",), ("TRANS",), "rw", 0, f"{_C} (transcendentals do not co-execute)",
         "a WMMA or SWMMAC writes D; a transcendental VALU (v_exp_f32, ...) reads or writes it", unit="valu",
         decision="A31"),
    *general("C5", "gfx1250"),
)

RULES: tuple[Rule, ...] = COMMON[:3] + category_rules() + COMMON[3:]
