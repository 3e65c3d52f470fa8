"""Row constructors used by the per-architecture data modules.

A data module lists its instructions as one call per instruction; these functions turn a
row into an :class:`~amdmatrix.model.Instruction`, choosing the layout family and the
meaning of each modifier field from the row's facts.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..archs import F64_BLGP_NEG, Arch
from ..dtypes import DTYPES
from ..families import (
    F8F6F4_FORMATS,
    Shape,
    explicit,
    f8f6f4_input,
    mfma_a,
    mfma_b,
    mfma_cd,
    scale_operand,
    sparse_a,
    sparse_index,
)
from ..layout import BitLayout
from ..model import Instruction
from ..modifiers import Modifiers

__all__ = ["mfma", "smfmac", "wmma", "f8f6f4", "RdnaLayout", "Decl"]


Types = str | tuple[str, str]


def _ab(ab: Types) -> tuple[str, str]:
    """A and B data types: one name for both, or an (A, B) pair (mixed FP8/BF8)."""
    return (ab, ab) if isinstance(ab, str) else ab


def _bits(inst: Instruction, matrix: str) -> int:
    return DTYPES[inst.types[matrix]].bits


def _cdna_layout(inst: Instruction, matrix: str, wave: int, mods: Modifiers) -> BitLayout:
    s = Shape(inst.m, inst.n, inst.k, inst.blocks)
    split = inst.split_k
    if matrix == "A":
        return sparse_a(s, _bits(inst, "A"), split=split) if inst.sparse else mfma_a(s, _bits(inst, "A"))
    if matrix == "B":
        return mfma_b(s, _bits(inst, "B"), split=split)
    if matrix == "K":
        return sparse_index(s, split=split)
    out = _bits(inst, "D")
    # The calculator (and its README example) put the block bits below the row bits for
    # the 4-block F64 MFMA; the general formula of seed 000 7.1.4.2 does not. docs/decisions.md.
    return mfma_cd(s, out, blocks_below_rows=out == 64 and inst.blocks > 1)


def mfma(arch: Arch, mnemonic: str, opcode: int, shape: tuple[int, int, int, int], ab: Types, cd: str,
         cycles: int, coexec: int | None, *, cbsz: bool = False, blgp: bool = False,
         aliases: tuple[str, ...] = (), notes: tuple[str, ...] = ()) -> Instruction:
    """A dense CDNA MFMA laid out by the general formulas of seed 000 section 7.1.4."""
    m, n, k, blocks = shape
    a_t, b_t = _ab(ab)
    f64 = a_t == "fp64"
    blgp_meaning = None
    if blgp:
        blgp_meaning = "negate" if f64 and arch.has(F64_BLGP_NEG) else "lanes"
    return Instruction(
        arch, mnemonic, opcode, m, n, k, blocks, {"A": a_t, "B": b_t, "C": cd, "D": cd}, cycles, coexec,
        _cdna_layout, cbsz_meaning="broadcast" if cbsz else None, blgp_meaning=blgp_meaning,
        aliases=aliases, notes=notes,
    )


def smfmac(arch: Arch, mnemonic: str, opcode: int, shape: tuple[int, int, int], ab: Types, d: str,
           cycles: int, coexec: int | None, *, cbsz: bool = True, split: bool = False,
           aliases: tuple[str, ...] = (), notes: tuple[str, ...] = ()) -> Instruction:
    """A 4:2 sparse CDNA SMFMAC: D += A(compressed) * B, index sets picked by CBSZ/ABID.

    ``split``: CDNA4's new SMFMACs split K into two register groups (seed 000 7.5.1.3).
    ``cbsz=False``: the index register holds one set and CBSZ/ABID are not used.
    """
    m, n, k = shape
    a_t, b_t = _ab(ab)
    return Instruction(
        arch, mnemonic, opcode, m, n, k, 1, {"A": a_t, "B": b_t, "K": "idx", "D": d}, cycles, coexec,
        _cdna_layout, sparse=True, cbsz_meaning="index_set" if cbsz else None, aliases=aliases, notes=notes,
        split_k=split,
    )


def _f8f6f4_layout(inst: Instruction, matrix: str, wave: int, mods: Modifiers) -> BitLayout:
    s = Shape(inst.m, inst.n, inst.k, 1)
    if matrix == "A":
        return f8f6f4_input(s, F8F6F4_FORMATS[mods.cbsz], "A")
    if matrix == "B":
        return f8f6f4_input(s, F8F6F4_FORMATS[mods.blgp], "B")
    if matrix in ("SA", "SB"):
        n = 0 if matrix == "SA" else 1
        return scale_operand(s, matrix, (mods.opsel >> n & 1) | (mods.opsel_hi >> n & 1) << 1)
    return mfma_cd(s, 32)


def f8f6f4(arch: Arch, mnemonic: str, opcode: int, shape: tuple[int, int, int], cycles_8bit: int, cycles_small: int,
           coexec: int | None, *, scaled: bool = False, notes: tuple[str, ...] = ()) -> Instruction:
    """CDNA4 V_MFMA(_SCALE)_F32_*_F8F6F4: CBSZ and BLGP give the A and B formats (seed 000 7.1.5).

    The cycles are the longer figure when either operand is FP8/BF8. The scaled form adds
    the E8M0 scale operands SA and SB, whose byte OP_SEL/OP_SEL_HI select (7.2).
    """
    m, n, k = shape
    format_cycles = {(a, b): cycles_8bit if 8 in (a, b) else cycles_small for a in (8, 6, 4) for b in (8, 6, 4)}
    return Instruction(
        arch, mnemonic, opcode, m, n, k, 1, {"A": "fp8", "B": "fp8", "C": "fp32", "D": "fp32"}, cycles_8bit, coexec,
        _f8f6f4_layout, cbsz_meaning="format", blgp_meaning="format",
        opsel_meaning="scale_byte" if scaled else None, notes=notes, format_cycles=format_cycles, scaled=scaled,
    )


@dataclass(frozen=True)
class Decl:
    """An explicit RDNA operand layout: field lists (see :func:`amdmatrix.families.explicit`)."""

    lane: str
    item: str
    grouped: str = ""
    replicate: bool = True


@dataclass(frozen=True)
class RdnaLayout:
    """The explicit layouts of one RDNA instruction class, per matrix and wave size."""

    decls: dict[tuple[str, int], Decl]
    #: Output values narrower than 32 bits are spread one per register (RDNA3) if True.
    wide_output: bool = False

    def build(self, inst: Instruction, matrix: str, wave: int) -> BitLayout:
        key = "CD" if matrix in ("C", "D") else matrix
        d = self.decls[(key, wave)]
        if matrix in ("A", "K"):
            sizes, row, col = (inst.m, inst.k, 1), "i", "k"
        elif matrix == "B":
            sizes, row, col = (inst.k, inst.n, 1), "k", "j"
        else:
            sizes, row, col = (inst.m, inst.n, 1), "i", "j"
        if matrix == "K":
            width = stride = 4
        else:
            width = _bits(inst, "D" if matrix == "C" else matrix) * (2 if matrix == "A" and inst.sparse else 1)
            stride = 32 if matrix in ("C", "D") and self.wide_output else width
        return explicit(sizes, row, col, d.lane, d.item, wave, width, stride, grouped=d.grouped,
                        replicate=d.replicate)


def wmma(arch: Arch, mnemonic: str, opcode: int, shape: tuple[int, int, int], ab: Types, cd: str, cycles: int,
         layout: RdnaLayout, *, opsel: bool = False, neg: bool = True, sparse: bool = False,
         aliases: tuple[str, ...] = (), notes: tuple[str, ...] = ()) -> Instruction:
    """An RDNA WMMA (or SWMMAC when ``sparse``) with explicitly declared layouts."""
    m, n, k = shape
    a_t, b_t = _ab(ab)
    integer = DTYPES[a_t].is_integer
    types = {"A": a_t, "B": b_t, "K": "idx", "D": cd} if sparse else {"A": a_t, "B": b_t, "C": cd, "D": cd}
    opsel_meaning = None
    if opsel:
        opsel_meaning = "index_set" if sparse else "output_half"

    def layout_fn(inst: Instruction, matrix: str, wave: int, mods: Modifiers) -> BitLayout:
        return layout.build(inst, matrix, wave)

    return Instruction(
        arch, mnemonic, opcode, m, n, k, 1, types, cycles, None, layout_fn, sparse=sparse,
        opsel_meaning=opsel_meaning, neg_meaning=("signedness" if integer else "float") if neg else None,
        aliases=aliases, notes=notes,
    )
