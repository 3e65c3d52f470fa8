"""The layout objects that instruction rows name, each declared once.

A row of :mod:`amdmatrix.isa` says ``layout=MFMA`` (or ``SPARSE``, ``F8F6F4``, ``WMMA_16``, ...).
The object composes the parametric families of :mod:`amdmatrix.families` into the layout of
every operand, and says what each modifier field means on instructions laid out that way.

CDNA layouts follow the general formulas of the CDNA4 ISA (§7.1.4 dense, §7.1.5 F8F6F4, §7.2
scales, §7.5 sparse). No ISA guide gives RDNA WMMA/SWMMAC layouts as a formula, so they are
declared as bit-field lists (:class:`Decl`): ``lane`` names the coordinate bits that form the
lane number (lowest first), ``item`` those that form the item number inside the lane's
registers, ``grouped`` the two column bits of a 4:2 sparse group; ``replicate=False`` leaves the
upper lanes that no field reaches unused.
"""

from __future__ import annotations

from .dtypes import DTYPES
from .families import (
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
from .layout import BitLayout
from .records import field, record
from .vocabulary import F8F6F4_FORMATS

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (query start-up)
if TYPE_CHECKING:
    from .confidence import Confidence
    from .model import Instruction
    from .modifiers import Modifiers

__all__ = ["Layout", "CdnaLayout", "F8F6F4Layout", "RdnaLayout", "Decl", "MFMA", "MFMA_F64_4BLOCK", "SPARSE",
           "SPARSE_SPLIT_K", "F8F6F4", "F8F6F4_SCALED", "WMMA_RDNA3", "WMMA_16", "WMMA_8", "WMMA_4_K16", "WMMA_4_K32",
           "SWMMAC_16", "SWMMAC_8", "SWMMAC_4_K32", "SWMMAC_4_K64"]


def _bits(inst: Instruction, matrix: str) -> int:
    return DTYPES[inst.types[matrix]].bits


@record(eq=False)
class Layout:
    """What every layout object says: its name, the operand set, and the meaning of each modifier field.

    ``meanings`` maps a modifier field a row may list (``"cbsz"`` for CBSZ/ABID, ``"blgp"``,
    ``"opsel"``, ``"neg"``) to what it does on instructions with this layout.
    """

    name: str
    meanings: dict[str, str]
    #: 4:2 sparse A with a compression-index operand K in place of C.
    sparse: bool = False
    #: The E8M0 scale operands SA and SB (CDNA4 V_MFMA_SCALE_*).
    scaled: bool = False
    #: K kept in two register groups (CDNA4's new SMFMACs, CDNA4 ISA §7.5.1.3).
    split_k: bool = False

    def __call__(self, inst: Instruction, matrix: str, wave: int, mods: Modifiers) -> BitLayout:
        raise NotImplementedError

    def confidence(self, inst: Instruction, matrix: str) -> Confidence | None:
        """How sure the layout of ``matrix`` is; None: exact, by the architecture's sources
        (every layout but gfx1250's, whose layout objects say per operand)."""
        return None

    def __repr__(self) -> str:
        return self.name


@record(eq=False, repr=False)
class CdnaLayout(Layout):
    """A CDNA MFMA or SMFMAC laid out by the general formulas (CDNA4 ISA §7.1.4, §7.5)."""

    #: Put the block bits of the C/D lane below the row bits (lane = j + N*(b + B_I*i)): the
    #: layout the calculator and its README give for V_MFMA_F64_4X4X4(_4B)_F64 (docs/decisions.md, item 3).
    blocks_below_rows: bool = False

    def __call__(self, inst: Instruction, matrix: str, wave: int, mods: Modifiers) -> BitLayout:
        s = Shape(inst.m, inst.n, inst.k, inst.blocks)
        split = self.split_k
        if matrix == "A":
            return sparse_a(s, _bits(inst, "A"), split=split) if self.sparse else mfma_a(s, _bits(inst, "A"))
        if matrix == "B":
            return mfma_b(s, _bits(inst, "B"), split=split)
        if matrix == "K":
            return sparse_index(s, split=split)
        return mfma_cd(s, _bits(inst, "D"), blocks_below_rows=self.blocks_below_rows)


@record(eq=False, repr=False)
class F8F6F4Layout(Layout):
    """CDNA4 V_MFMA(_SCALE)_F32_*_F8F6F4: CBSZ and BLGP pick A's and B's formats (CDNA4 ISA §7.1.5);
    the scaled form adds SA and SB, whose byte {OP_SEL_HI[n], OP_SEL[n]} selects (§7.2)."""

    def __call__(self, inst: Instruction, matrix: str, wave: int, mods: Modifiers) -> BitLayout:
        s = Shape(inst.m, inst.n, inst.k, 1)
        if matrix == "A":
            return f8f6f4_input(s, F8F6F4_FORMATS[mods.cbsz], "A")
        if matrix == "B":
            return f8f6f4_input(s, F8F6F4_FORMATS[mods.blgp], "B")
        if matrix in ("SA", "SB"):
            n = 0 if matrix == "SA" else 1
            return scale_operand(s, matrix, (mods.opsel >> n & 1) | (mods.opsel_hi >> n & 1) << 1)
        return mfma_cd(s, 32)


@record
class Decl:
    """An explicit RDNA operand layout: field lists (see :func:`amdmatrix.families.explicit`)."""

    lane: str
    item: str
    grouped: str = ""
    replicate: bool = True


@record(eq=False, repr=False)
class RdnaLayout(Layout):
    """The explicit layouts of one RDNA instruction class, per operand and wave size."""

    decls: dict[tuple[str, int], Decl] = field(default_factory=dict)
    #: Output values narrower than 32 bits are spread one per register (RDNA3) if True.
    wide_output: bool = False

    def __call__(self, inst: Instruction, matrix: str, wave: int, mods: Modifiers) -> BitLayout:
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
            width = _bits(inst, "D" if matrix == "C" else matrix) * (2 if matrix == "A" and self.sparse else 1)
            stride = 32 if matrix in ("C", "D") and self.wide_output else width
        return explicit(sizes, row, col, d.lane, d.item, wave, width, stride, grouped=d.grouped,
                        replicate=d.replicate)


# ---------------------------------------------------------------------------- CDNA
_DENSE = {"cbsz": "broadcast", "blgp": "lanes"}
#: Dense MFMA (CDNA4 ISA §7.1.4).
MFMA = CdnaLayout("MFMA", _DENSE)
#: V_MFMA_F64_4X4X4(_4B)_F64: the block bits of D's lane below the row bits.
MFMA_F64_4BLOCK = CdnaLayout("MFMA_F64_4BLOCK", _DENSE, blocks_below_rows=True)
#: 4:2 sparse SMFMAC (§7.5): the dense input formula over the compressed K, and the index operand.
SPARSE = CdnaLayout("SPARSE", {"cbsz": "index_set"}, sparse=True)
#: CDNA4's new SMFMACs, which keep K in two register groups (§7.5.1.3).
SPARSE_SPLIT_K = CdnaLayout("SPARSE_SPLIT_K", {"cbsz": "index_set"}, sparse=True, split_k=True)
_FORMATS = {"cbsz": "format", "blgp": "format"}
F8F6F4 = F8F6F4Layout("F8F6F4", _FORMATS)
F8F6F4_SCALED = F8F6F4Layout("F8F6F4_SCALED", {**_FORMATS, "opsel": "scale_byte"}, scaled=True)

# ---------------------------------------------------------------------------- RDNA
_WMMA = {"opsel": "output_half", "neg": "float"}
_SWMMAC = {"opsel": "index_set", "neg": "float"}

#: RDNA3 replicates A and B in every 16-lane group (the RDNA3 ISA: the A/B values must be
#: duplicated across lane halves) and keeps one C/D value per register (16-bit outputs use
#: the half OPSEL[2] picks).
WMMA_RDNA3 = RdnaLayout("WMMA_RDNA3", _WMMA, decls={
    ("A", 32): Decl("i0:4", "k0:4"), ("A", 64): Decl("i0:4", "k0:4"),
    ("B", 32): Decl("j0:4", "k0:4"), ("B", 64): Decl("j0:4", "k0:4"),
    ("CD", 32): Decl("j0:4 i0", "i1:4"), ("CD", 64): Decl("j0:4 i0:2", "i2:4")}, wide_output=True)

# RDNA4 packs every operand densely (no lane replication). Names: the input width in bits, and K.
_CD = {("CD", 32): Decl("j0:4 i3", "i0:3"), ("CD", 64): Decl("j0:4 i3 i2", "i0:2")}
_G = "k0:2"  # the four columns of a sparse group share one slot pair

WMMA_16 = RdnaLayout("WMMA_16", _WMMA, decls={
    ("A", 32): Decl("i0:4 k2", "k0:2 k3"), ("A", 64): Decl("i0:4 k2 k3", "k0:2"),
    ("B", 32): Decl("j0:4 k2", "k0:2 k3"), ("B", 64): Decl("j0:4 k2 k3", "k0:2"), **_CD})
WMMA_8 = RdnaLayout("WMMA_8", _WMMA, decls={
    ("A", 32): Decl("i0:4 k3", "k0:3"), ("A", 64): Decl("i0:4 k3 k2", "k0:2"),
    ("B", 32): Decl("j0:4 k3", "k0:3"), ("B", 64): Decl("j0:4 k3 k2", "k0:2"), **_CD})
WMMA_4_K16 = RdnaLayout("WMMA_4_K16", _WMMA, decls={
    ("A", 32): Decl("i0:4 k3", "k0:3"), ("A", 64): Decl("i0:4 k3", "k0:3", replicate=False),
    ("B", 32): Decl("j0:4 k3", "k0:3"), ("B", 64): Decl("j0:4 k3", "k0:3", replicate=False), **_CD})
WMMA_4_K32 = RdnaLayout("WMMA_4_K32", _WMMA, decls={
    ("A", 32): Decl("i0:4 k4", "k0:4"), ("A", 64): Decl("i0:4 k4 k3", "k0:3"),
    ("B", 32): Decl("j0:4 k4", "k0:4"), ("B", 64): Decl("j0:4 k4 k3", "k0:3"), **_CD})
SWMMAC_16 = RdnaLayout("SWMMAC_16", _SWMMAC, sparse=True, decls={
    ("A", 32): Decl("i0:4 k3", "k2 k4", _G), ("A", 64): Decl("i0:4 k3 k4", "k2", _G),
    ("K", 32): Decl("i0:4 k3", "k2 k4", _G), ("K", 64): Decl("i0:4 k3 k4", "k2", _G),
    ("B", 32): Decl("j0:4 k3", "k0:3 k4"), ("B", 64): Decl("j0:4 k3 k4", "k0:3"), **_CD})
SWMMAC_8 = RdnaLayout("SWMMAC_8", _SWMMAC, sparse=True, decls={
    ("A", 32): Decl("i0:4 k4", "k2 k3", _G), ("A", 64): Decl("i0:4 k4 k3", "k2", _G),
    ("K", 32): Decl("i0:4 k4", "k2 k3", _G), ("K", 64): Decl("i0:4 k4 k3", "k2", _G),
    ("B", 32): Decl("j0:4 k4", "k0:4"), ("B", 64): Decl("j0:4 k4 k3", "k0:3"), **_CD})
SWMMAC_4_K32 = RdnaLayout("SWMMAC_4_K32", _SWMMAC, sparse=True, decls={
    ("A", 32): Decl("i0:4 k4", "k2 k3", _G), ("A", 64): Decl("i0:4 k4", "k2 k3", _G, replicate=False),
    ("K", 32): Decl("i0:4 k4", "k2 k3", _G), ("K", 64): Decl("i0:4 k4", "k2 k3", _G, replicate=False),
    ("B", 32): Decl("j0:4 k4", "k0:4"), ("B", 64): Decl("j0:4 k4 k3", "k0:3"), **_CD})
SWMMAC_4_K64 = RdnaLayout("SWMMAC_4_K64", _SWMMAC, sparse=True, decls={
    ("A", 32): Decl("i0:4 k5", "k2:5", _G), ("A", 64): Decl("i0:4 k5 k4", "k2 k3", _G),
    ("K", 32): Decl("i0:4 k5", "k2:5", _G), ("K", 64): Decl("i0:4 k5 k4", "k2 k3", _G),
    ("B", 32): Decl("j0:4 k5", "k0:5"), ("B", 64): Decl("j0:4 k5 k4", "k0:4"), **_CD})
