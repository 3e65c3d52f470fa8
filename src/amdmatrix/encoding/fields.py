"""Bit fields of the instruction forms used by matrix instructions.

Names and positions follow the microcode chapter of the MI200 ISA guide (MI200 ISA §13.3.6
VOP3P and 13.3.6.1 VOP3P-MAI): bit 0 is bit 0 of the first dword in memory, and the
second dword holds bits 32 to 63 (so SRC0 is [40:32]). AMD's calculator README numbers
the same 64 bits the other way round (first dword as bits 63:32), which is also how the
64-bit words of ``amdmatrix encode`` are written: the first dword is the high half.
"""

from __future__ import annotations

from .._dataclasses import dataclass

__all__ = ["Field", "FORMS", "pack", "unpack"]


@dataclass(frozen=True)
class Field:
    name: str
    lo: int
    width: int
    what: str

    @property
    def hi(self) -> int:
        return self.lo + self.width - 1

    @property
    def bits(self) -> str:
        return f"[{self.hi}]" if self.width == 1 else f"[{self.hi}:{self.lo}]"


_SRC = "9-bit source: 0-255 scalar registers and constants, 256-511 VGPR/AGPR 0-255"


def _vop3p(dst: str, low: tuple[Field, ...], encoding: str, high: tuple[Field, ...]) -> tuple[Field, ...]:
    """A VOP3P word: VDST, OP, ENCODING and the three sources stand in the same bits in
    every VOP3P form; ``low`` ([15:8]) and ``high`` ([63:59]) are the form's own modifiers."""
    return (Field("VDST", 0, 8, dst), *low, Field("OP", 16, 7, "opcode"), Field("ENCODING", 23, 9, encoding),
            *(Field(f"SRC{i}", 32 + 9 * i, 9, _SRC) for i in range(3)), *high)


FORMS: dict[str, tuple[Field, ...]] = {
    "VOP3P-MAI": _vop3p(
        "destination register (D)",
        (Field("CBSZ", 8, 3, "control broadcast size"),
         Field("ABID", 11, 4, "A-matrix broadcast identifier"),
         Field("ACC_CD", 15, 1, "C and D are AccVGPRs")),
        "must be 110100111",
        (Field("ACC", 59, 2, "ACC[0]: A is an AccVGPR, ACC[1]: B is an AccVGPR"),
         Field("BLGP", 61, 3, "B-matrix lane group pattern"))),
    "VOP3P": _vop3p(
        "destination register",
        (Field("NEG_HI", 8, 3, "negate the high halves of sources 0, 1, 2"),
         Field("OPSEL", 11, 3, "op_sel for sources 0, 1, 2"),
         Field("OPSEL_HI2", 14, 1, "op_sel_hi for source 2"),
         Field("CLMP", 15, 1, "clamp the result")),
        "110100111 (CDNA) or 110011000 (RDNA)",
        (Field("OPSEL_HI", 59, 2, "op_sel_hi for sources 0 and 1"),
         Field("NEG", 61, 3, "negate the low halves of sources 0, 1, 2"))),
    "VOP1": (
        Field("SRC0", 0, 9, _SRC),
        Field("OP", 9, 8, "opcode"),
        Field("VDST", 17, 8, "destination register"),
        Field("ENCODING", 25, 7, "must be 0111111"),
    ),
}

#: CDNA4's scale form: V_MFMA_LD_SCALE_B32 (a VOP3P word, fields named LS.*) and then the
#: F8F6F4 MFMA (VOP3P-MAI), numbered [127:0] across the 16 bytes (CDNA4 ISA §7.2.1).
FORMS["SCALE"] = tuple(Field("LS." + f.name, f.lo, f.width, f.what) for f in FORMS["VOP3P"]) + tuple(
    Field(f.name, f.lo + 64, f.width, f.what) for f in FORMS["VOP3P-MAI"])

#: VOP3P with an 8-bit OP field (gfx1250: OP is [23:16], the ENCODING bits [31:24] are 0xCC; LLVM 22).
FORMS["VOP3P-OP8"] = tuple(
    Field("OP", 16, 8, "opcode (8 bits)") if f.name == "OP" else
    Field("ENCODING", 24, 8, "must be 11001100") if f.name == "ENCODING" else f for f in FORMS["VOP3P"])
#: gfx1250's scaled WMMA: a V_WMMA_LD_SCALE*_PAIRED word (fields named LS.*) and then the
#: unchanged WMMA word, numbered [127:0] across the 16 bytes (LLVM 22's encoding).
FORMS["WMMA-SCALE"] = tuple(Field("LS." + f.name, f.lo, f.width, f.what) for f in FORMS["VOP3P-OP8"]) + tuple(
    Field(f.name, f.lo + 64, f.width, f.what) for f in FORMS["VOP3P-OP8"])

SIZES = {"VOP3P-MAI": 8, "VOP3P": 8, "VOP1": 4, "SCALE": 16, "VOP3P-OP8": 8, "WMMA-SCALE": 16}


def pack(form: str, values: dict[str, int]) -> int:
    word = 0
    for f in FORMS[form]:
        v = values.get(f.name, 0)
        if not 0 <= v < 1 << f.width:
            raise ValueError(f"{f.name}={v} does not fit in {f.width} bits")
        word |= v << f.lo
    return word


def unpack(form: str, word: int) -> dict[str, int]:
    return {f.name: word >> f.lo & ((1 << f.width) - 1) for f in FORMS[form]}
