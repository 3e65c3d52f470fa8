"""The one table keyed by architecture: what each target's hazard rules need to know.

Everything architecture-specific that the checker asks is a field here (what a wait state
is, how matrix instructions are classified, which instruction pads a gap, which rule table
applies), one row per architecture data module (``Arch.data``); no other module of the
package compares architecture names.
"""

from __future__ import annotations

from typing import Literal

from .._dataclasses import dataclass, replace
from ..archs import Arch, resolve_arch
from ..errors import UnknownArchitectureError

__all__ = ["Target", "TARGETS", "target", "own_name"]


@dataclass(frozen=True)
class Target:
    """The hazard-relevant facts of one architecture."""

    arch: str
    #: The LLVM -mcpu the vectors were generated for.
    mcpu: str
    #: What a wait state is: "issue" (every issued instruction is one; ``s_nop N`` is N+1)
    #: or "valu" (only VALU instructions count, ``v_nop`` included).
    unit: Literal["issue", "valu"]
    #: Matrix classes by the A/B data type: types of the SGEMM (non-XDL) and DGEMM classes.
    sgemm_types: frozenset[str]
    dgemm_types: frozenset[str]
    #: The instruction that pads a gap in ``--fix``: "s_nop" (up to 16 at a time) or "v_nop".
    pad: Literal["s_nop", "v_nop"]
    #: The rule table module (``amdmatrix.hazards.rules_<name>``).
    rules: str
    #: What a wait state is, in words (for ``amdmatrix hazards``).
    unit_text: str
    #: WMMA producers fall into LLVM's co-execution categories (GCNHazardRecognizer's WMMA
    #: co-execution check, gfx1250): by cycle count, F8F6F4 by its formats (effects.classify).
    wmma_categories: bool = False
    #: Whether a block-scaled instruction's scale operands are sources the rules look at.
    scale_sources: bool = True
    #: What a later write must not overtake: "c" (SrcC, or the sparse index) or "ab" (A, B
    #: and the sparse index).
    war_sources: Literal["c", "ab"] = "c"
    #: gfx1251's "lowest-rate WMMA" (newer LLVM's FeatureGFX125xLowestRateWMMA): its WMMAs take
    #: 16 or 32 cycles and fall into the slower co-execution categories (docs/decisions.md, 114).
    lowest_rate: bool = False


_ISSUE = ("one issued instruction (any kind: VALU, SALU, memory, s_nop); s_nop N gives N+1, "
          "at most 16, since the ISA reads only SIMM16[3:0] (s_nop 16 gives 1)")
_VALU = ("one VALU instruction (v_nop or any independent VALU, including another WMMA); s_nop, "
         "SALU and memory instructions do not count")

#: Keyed by the architecture's data module (``Arch.data``), which is also its rule table's.
TARGETS: dict[str, Target] = {
    "cdna1": Target("CDNA1", "gfx908", "issue", frozenset(), frozenset(), "s_nop", "cdna1", _ISSUE),
    "cdna2": Target("CDNA2", "gfx90a", "issue", frozenset(), frozenset({"fp64"}), "s_nop", "cdna2", _ISSUE),
    "cdna3": Target("CDNA3", "gfx942", "issue", frozenset({"fp32"}), frozenset({"fp64"}), "s_nop", "cdna3",
                    _ISSUE),
    "cdna4": Target("CDNA4", "gfx950", "issue", frozenset({"fp32"}), frozenset({"fp64"}), "s_nop", "cdna4",
                    _ISSUE),
    "rdna3": Target("RDNA3", "gfx1100", "valu", frozenset(), frozenset(), "v_nop", "rdna3", _VALU),
    "rdna4": Target("RDNA4", "gfx1200", "valu", frozenset(), frozenset(), "v_nop", "rdna4", _VALU),
    # The f32 16x16x4 WMMA runs on the VALU, not the matrix core: the "SGEMM" (non-XDL) type.
    "gfx1250": Target("GFX1250", "gfx1250", "valu", frozenset({"fp32"}), frozenset(), "v_nop", "gfx1250", _VALU,
                      wmma_categories=True, scale_sources=False, war_sources="ab"),
}
#: gfx1251 shares gfx1250's instructions (the catalog knows it as an alias), not its WMMA timing.
TARGETS["gfx1251"] = replace(TARGETS["gfx1250"], arch="GFX1251", mcpu="gfx1251", rules="gfx1251", lowest_rate=True)
#: Names that pick a hazard target of their own before the catalog resolves them to an architecture.
_OWN_TARGET = {"gfx1251": "gfx1251"}


def target(arch: str | Arch) -> Target:
    """The hazard target of an architecture name or alias (``gfx942``, ``MI300X``, ``cdna3``)."""
    if not isinstance(arch, (str, Arch)):  # a list, None, a NumPy array: the same error as a bad name
        raise UnknownArchitectureError(f"the architecture must be a name such as 'gfx942' or an Arch, not "
                                       f"{type(arch).__name__}; legal values: "
                                       + ", ".join(t.arch for t in TARGETS.values()))
    own = _OWN_TARGET.get(arch.strip().lower()) if isinstance(arch, str) else None
    if own is not None:
        return TARGETS[own]
    a = arch if isinstance(arch, Arch) else resolve_arch(arch)
    t = TARGETS.get(a.data)
    if t is None:  # pragma: no cover - every known architecture has a row
        raise UnknownArchitectureError(f"no hazard rules for {a.name}; legal values: "
                                       + ", ".join(t.arch for t in TARGETS.values()))
    # An architecture registered on another's data has that one's rules, under its own name.
    return t if t.arch == a.name else replace(t, arch=a.name, mcpu=a.mcpu)


def own_name(arch: str) -> str | None:
    """The hazard target's name when ``arch`` names a target of its own (gfx1251), else None."""
    own = _OWN_TARGET.get(arch.strip().lower())
    return TARGETS[own].arch if own is not None else None
