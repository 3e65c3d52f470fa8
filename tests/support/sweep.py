"""The modifier settings the property-style tests sweep, shared by tests/core and tests/pictures."""

from __future__ import annotations

from amdmatrix import Instruction


def modifier_settings(inst: Instruction) -> list[dict[str, int]]:
    """The plain setting plus legal settings of each field group, as the model's meanings give them."""
    return inst.modifier_settings()


def relevant(inst: Instruction, matrix: str, mods: dict[str, int]) -> bool:
    """Skip settings that cannot change this matrix (keeps the F8F6F4 sweep affordable)."""
    if inst.cbsz_meaning == "format" and mods:
        rows = "opsel" in mods or "opsel_hi" in mods  # CDNA4 scale bytes, gfx1250 scale rows
        if matrix == "A":
            return mods.get("blgp", 0) == 0 and not rows
        if matrix == "B":
            return mods.get("cbsz", 0) == 0 and not rows
        if matrix in ("SA", "SB"):
            return rows
        return False
    return True
