"""What a modifier field means on one instruction: one object per meaning.

The encoding fields come in four groups (:data:`GROUPS`): CBSZ/ABID, BLGP, OPSEL/OPSEL_HI
and NEG/NEG_HI. An instruction row names one meaning per group (``cbsz_meaning`` and so
on, or None when the fields must be zero); :func:`meanings_of` turns the names into the
objects below. Each object owns everything about its meaning:

* its legality (:meth:`Meaning.check`, whose refusals name the legal values);
* its effect on the layout, as maps the view composes onto the plain layout: a bit
  offset (:meth:`Meaning.bit_offset`: index sets, output halves), a block map
  (:meth:`Meaning.block_map`: broadcast) or a lane map (:meth:`Meaning.lane_map`: BLGP
  lane patterns). The view derives the inverse lookups from the same maps;
* its marks (:meth:`Meaning.marks`: negation and absolute value), its data formats
  (:meth:`Meaning.format`, :meth:`Meaning.signed`) and whether it changes where values
  are stored (:attr:`Meaning.stores`);
* its explanation of the LLVM modifiers that spell it (:meth:`Meaning.explain`);
* the settings the property tests sweep (:meth:`Meaning.settings`).

The meanings (calculator README; CDNA4 ISA §7.1.5, §7.1.6.4, §7.5, Table 29; RDNA3 and
RDNA4 ISA WMMA chapters):

* CBSZ/ABID: :class:`Broadcast` (multi-block MFMA), :class:`AbidIndexSet` (SMFMAC: with
  CBSZ == 0, ABID picks the compression index set), :class:`FormatCode` (F8F6F4: CBSZ is
  A's format; on a scaled MFMA the mnemonic sets ABID[0] = 1, which applies the scales).
* BLGP: :class:`LanePattern`, :class:`Negate` (CDNA3/4 F64), :class:`FormatCode` (B).
* OPSEL: :class:`OutputHalf` (RDNA3 16-bit C/D), :class:`OpselIndexSet` (RDNA4 SWMMAC),
  :class:`ScaleByte` (CDNA4 scaled MFMA), :class:`ScaleRow` (gfx1250 block-scaled WMMA).
* NEG/NEG_HI: :class:`FloatNegate`, :class:`Signedness` (RDNA integer WMMA).
"""

from __future__ import annotations

from .archs import ABID_LOW_BITS
from .modifiers import BLGP_PATTERNS, Modifiers, blgp_lane, broadcast_source_block, in_range, require
from .vocabulary import F8F6F4_FORMATS

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (query start-up)
if TYPE_CHECKING:
    from collections.abc import Callable

    from .layout import BitLayout
    from .model import Instruction

    #: Marks of a matrix: negated(low bit of the value in its register), absolute value.
    Marks = tuple[Callable[[int], bool], bool]

__all__ = ["Meaning", "Unused", "Broadcast", "AbidIndexSet", "OpselIndexSet", "FormatCode", "LanePattern", "Negate",
           "OutputHalf", "ScaleByte", "ScaleRow", "FloatNegate", "Signedness", "GROUPS", "MEANINGS", "meanings_of",
           "Explained", "SCALED_ABID", "abid_text"]

#: Explanations: (text, the ``-R`` arguments that show the layout it produces, or None).
Explained = list[tuple[str, "str | None"]]

#: Which operand bit of a three-bit NEG/BLGP-negate field applies to a matrix.
_OPERAND_BIT = {"A": 0, "B": 1, "C": 2}
_NEG_WHAT = ("A", "B", "C")
_FORMAT_TEXT = ("FP8 (E4M3)", "BF8 (E5M2)", "FP6 (E2M3)", "BF6 (E3M2)", "FP4 (E2M1)")


def _never(lo: int) -> bool:
    return False


def bits_text(v: int) -> str:
    """A three-bit value as LLVM writes a bits modifier: ``[x,y,z]`` (element n is bit n)."""
    return f"[{v & 1},{v >> 1 & 1},{v >> 2 & 1}]"


#: The ABID of every V_MFMA_SCALE_* (CDNA4 ISA §7.1.5, as LLVM 22 encodes it): ABID[0] = 1, the scales
#: are read. ``abid`` 0 on these instructions means "not given", the same value (FormatCode).
SCALED_ABID = 1


def abid_text(inst: Instruction) -> str:
    """What ABID is on an F8F6F4 MFMA, in one sentence (``-d`` and refusals say the same)."""
    if inst.scaled:
        return ("ABID is set by the mnemonic: ABID[0] = 1, so the scales always apply; abid may be left out or "
                "given as 1")
    return "ABID must be 0: no broadcast"


def _format_text(code: int) -> str:
    return _FORMAT_TEXT[code] if code < len(_FORMAT_TEXT) else f"a reserved format ({code}; LLVM sizes it like FP8)"


class Meaning:
    """What one group of modifier fields means. The base class is the identity: no checks,
    no maps, no marks, nothing to explain."""

    #: The name rows use for this meaning (``Instruction.cbsz_meaning`` and so on).
    key: str | None = None
    #: Whether the fields change where values are stored (else only how they are read).
    stores = True
    #: The name :meth:`Instruction.lane_unused` gives for lanes the maps leave unread.
    reason = ""
    #: The matrices a query may name with these fields set on the calculator's command line
    #: (besides D with ``-o``, which shows every input); None: any matrix.
    matrices: tuple[str, ...] | None = None

    def __init__(self, fields: tuple[str, ...]) -> None:
        self.fields = fields

    def __repr__(self) -> str:
        return f"{type(self).__name__}({', '.join(self.fields)})"

    def keywords(self, inst: Instruction) -> tuple[str, ...]:
        """The modifier keywords that do something here, as ``--detail-instruction`` reports them."""
        return ()

    def check(self, inst: Instruction, mods: Modifiers, wave: int) -> None:
        """Raise UnsupportedModifierError (naming the legal values) unless the fields are legal."""

    def inert(self, inst: Instruction) -> tuple[dict[str, int], str] | None:
        """Bits the calculator's command line accepts although they do nothing here, while the
        library and LLVM refuse them: (field -> bit mask, why they do nothing), or None."""
        return None

    def settings(self, inst: Instruction) -> list[dict[str, int]]:
        """Legal non-zero settings the property tests sweep (one group at a time)."""
        return []

    def bit_offset(self, inst: Instruction, matrix: str, mods: Modifiers, lay: BitLayout) -> int:
        """Bits by which the operand's values move within its registers."""
        return 0

    def block_map(self, matrix: str, mods: Modifiers) -> Callable[[int], int] | None:
        """The block whose data feeds each block, if the fields remap blocks."""
        return None

    def lane_map(self, matrix: str, mods: Modifiers) -> Callable[[int], int] | None:
        """The lane actually read for data the plain layout puts in each lane, if remapped."""
        return None

    def marks(self, matrix: str, mods: Modifiers, width: int) -> Marks | None:
        """Negation and absolute-value marks of the values of ``matrix`` (``width`` bits each)."""
        return None

    def format(self, matrix: str, mods: Modifiers) -> str | None:
        """The data type key of ``matrix`` that the fields select, if they select one."""
        return None

    def signed(self, matrix: str, mods: Modifiers) -> bool:
        """Whether the fields mark the integers of ``matrix`` signed."""
        return False

    def explain(self, inst: Instruction, llvm: dict[str, int]) -> Explained:
        """What the LLVM modifiers (``llvm``: name -> value, as decoded) of this group do."""
        return []


class Unused(Meaning):
    """No meaning: the fields must be zero (LLVM may still accept and encode them)."""

    def __init__(self, fields: tuple[str, ...], label: str, *, stores: bool = True) -> None:
        super().__init__(fields)
        self.label = label
        self.stores = stores

    def check(self, inst: Instruction, mods: Modifiers, wave: int) -> None:
        require(all(getattr(mods, f) == 0 for f in self.fields),
                f"{self.label} not supported by {inst.mnemonic} on {inst.arch.name}; legal values: 0")


class _UnusedCbsz(Unused):
    def explain(self, inst: Instruction, llvm: dict[str, int]) -> Explained:
        cbsz, abid = llvm.get("cbsz", 0), llvm.get("abid", 0)
        if not (cbsz or abid):
            return []
        return [(f"cbsz:{cbsz} abid:{abid}: {inst.mnemonic} has {inst.blocks} block(s) and no broadcast; the ISA "
                 "gives CBSZ/ABID no meaning here (LLVM accepts and encodes them anyway)", None)]


class _UnusedBlgp(Unused):
    def explain(self, inst: Instruction, llvm: dict[str, int]) -> Explained:
        blgp = llvm.get("blgp", 0)
        if not blgp:
            return []
        return [(f"blgp:{blgp}: {inst.mnemonic} gives BLGP no meaning on {inst.arch.name} (LLVM accepts and "
                 "encodes it anyway)", None)]


class _UnusedOpsel(Unused):
    def explain(self, inst: Instruction, llvm: dict[str, int]) -> Explained:
        return _wmma_opsel_notes(llvm)


class _UnusedNeg(Unused):
    """No NEG meaning in the facts; LLVM still takes NEG[2]/NEG_HI[2] for C (RDNA4 FP8 WMMA)."""

    def explain(self, inst: Instruction, llvm: dict[str, int]) -> Explained:
        return _float_negate_text(llvm)


def _wmma_opsel_notes(llvm: dict[str, int]) -> Explained:
    out: Explained = []
    op_sel = llvm.get("op_sel", 0)
    if op_sel & 3:
        out.append((f"op_sel:{bits_text(op_sel)}: op_sel[0] and op_sel[1] have no effect on WMMA", None))
    if llvm.get("op_sel_hi", 7) != 7:
        out.append((f"op_sel_hi:{bits_text(llvm['op_sel_hi'])}: not the default [1,1,1]; WMMA ignores op_sel_hi",
                    None))
    return out


# ------------------------------------------------------------------- CBSZ/ABID
class Broadcast(Meaning):
    """CBSZ/ABID on multi-block MFMA: blocks form groups of 2**CBSZ; block ABID of each
    group is broadcast to the whole group (calculator README)."""

    key = "broadcast"
    stores = False
    reason = "CBSZ and ABID"
    matrices = ("A",)

    def keywords(self, inst: Instruction) -> tuple[str, ...]:
        return ("cbsz", "abid")

    def check(self, inst: Instruction, mods: Modifiers, wave: int) -> None:
        top = inst.blocks.bit_length() - 1
        in_range("CBSZ", mods.cbsz, range(0, top + 1), f"{inst.mnemonic} ({inst.blocks} blocks)")
        in_range("ABID", mods.abid, range(0, 1 << mods.cbsz), f"{inst.mnemonic} with CBSZ {mods.cbsz}")

    def settings(self, inst: Instruction) -> list[dict[str, int]]:
        top = inst.blocks.bit_length() - 1
        return [{"cbsz": c, "abid": a} for c in range(1, top + 1) for a in range(1 << c)]

    def block_map(self, matrix: str, mods: Modifiers) -> Callable[[int], int] | None:
        if matrix != "A" or mods.cbsz == 0:
            return None
        cbsz, abid = mods.cbsz, mods.abid
        return lambda block: broadcast_source_block(cbsz, abid, block)

    def explain(self, inst: Instruction, llvm: dict[str, int]) -> Explained:
        cbsz, abid = llvm.get("cbsz", 0), llvm.get("abid", 0)
        if not (cbsz or abid):
            return []
        size = 1 << cbsz
        if cbsz == 0:
            return [(f"cbsz:0 abid:{abid}: ABID has no effect without CBSZ (no broadcast)", None)]
        if cbsz > inst.blocks.bit_length() - 1:
            return [(f"cbsz:{cbsz}: larger than log2({inst.blocks} blocks); the ISA gives it no meaning here "
                     "(LLVM encodes it anyway)", None)]
        if abid >= size:
            return [(f"abid:{abid} is not a block of a {size}-block group (CBSZ {cbsz}); the ISA gives it no "
                     "meaning (LLVM encodes it anyway)", None)]
        return [(f"cbsz:{cbsz} abid:{abid}: A's blocks form groups of {size}; block {abid} of each group "
                 "is broadcast to every block of its group", f"-A --cbsz {cbsz} --abid {abid}")]


class _IndexSet(Meaning):
    """A field picks which compression index set of the index register K is used."""

    key = "index_set"

    def chosen(self, inst: Instruction, mods: Modifiers, sets: int) -> int:
        raise NotImplementedError

    def bit_offset(self, inst: Instruction, matrix: str, mods: Modifiers, lay: BitLayout) -> int:
        if matrix != "K":
            return 0
        set_bits = lay.stride * lay.items
        return self.chosen(inst, mods, 32 // set_bits) * set_bits


class AbidIndexSet(_IndexSet):
    """CDNA3/4 SMFMAC: with CBSZ == 0, ABID picks the index set; otherwise set 0 is used
    (CDNA4 ISA §7.5). CDNA4 reads only the low ABID bits, so any 4-bit ABID is accepted.
    The ISA reads CBSZ[1:0] only; CBSZ 4-7 are refused (as the calculator does) rather than
    read as 0-3."""

    matrices = ("A", "K")

    def chosen(self, inst: Instruction, mods: Modifiers, sets: int) -> int:
        return mods.abid % sets if mods.cbsz == 0 and sets > 1 else 0

    def keywords(self, inst: Instruction) -> tuple[str, ...]:
        # CDNA4's 8-bit SMFMACs hold a single index set: CBSZ/ABID are accepted but ignored.
        return ("cbsz", "abid") if inst.index_sets() > 1 else ()

    def check(self, inst: Instruction, mods: Modifiers, wave: int) -> None:
        name = inst.mnemonic
        in_range("CBSZ", mods.cbsz, range(0, 4), f"{name} (CBSZ[1:0] is read: 0 lets ABID pick the index set)")
        sets = inst.index_sets(wave)
        if mods.cbsz == 0 and sets > 1 and not inst.arch.has(ABID_LOW_BITS):
            # The calculator limits ABID to the sets; CDNA4's ISA reads only the low ABID
            # bits (ABID[0] for two sets), so there any 4-bit ABID is accepted.
            in_range("ABID", mods.abid, range(0, sets), f"{name} with CBSZ 0 ({sets} index sets)")
        else:
            in_range("ABID", mods.abid, range(0, 16), f"{name} (ignored when CBSZ != 0)")

    def settings(self, inst: Instruction) -> list[dict[str, int]]:
        sets = inst.index_sets(inst.arch.default_wave)
        return [*({"cbsz": 0, "abid": a} for a in range(1, sets)), {"cbsz": 1, "abid": 3}]

    def explain(self, inst: Instruction, llvm: dict[str, int]) -> Explained:
        cbsz, abid = llvm.get("cbsz", 0), llvm.get("abid", 0)
        if not (cbsz or abid):
            return []
        if cbsz & 3 == 0:
            low = f"cbsz:{cbsz}: CBSZ[1:0] = 0, so " if cbsz else ""
            return [(f"{low}abid:{abid}: selects compression index set {abid} of the index register K",
                     f"-k --cbsz 0 --abid {abid}")]
        return [(f"cbsz:{cbsz}: CBSZ[1:0] != 0, so ABID ({abid}) is ignored and index set 0 is used",
                 f"-k --cbsz {cbsz & 3} --abid {abid}")]


class OpselIndexSet(_IndexSet):
    """RDNA4 SWMMAC: OPSEL (LLVM's ``index_key``) picks the index set."""

    def chosen(self, inst: Instruction, mods: Modifiers, sets: int) -> int:
        return mods.opsel

    def keywords(self, inst: Instruction) -> tuple[str, ...]:
        return ("opsel",)

    def check(self, inst: Instruction, mods: Modifiers, wave: int) -> None:
        in_range("OPSEL", mods.opsel, range(0, inst.index_sets(wave)), f"{inst.mnemonic} (compression index set)")
        require(mods.opsel_hi == 0, f"OPSEL_HI is not supported by {inst.mnemonic}; legal values: 0")

    def explain(self, inst: Instruction, llvm: dict[str, int]) -> Explained:
        out = _wmma_opsel_notes(llvm)
        key = llvm.get("index_key", 0)
        if key:
            out.append((f"index_key:{key}: selects compression index set {key} of the index register K",
                        f"-k --opsel {key}"))
        return out


# ------------------------------------------------------------------ formats
class FormatCode(Meaning):
    """CDNA4 F8F6F4: the field is the data format of one operand (CDNA4 ISA §7.1.5).

    ABID is no modifier of these instructions. The unscaled ones have no broadcast: ABID 0.
    On the scaled ones (V_MFMA_SCALE_*) the mnemonic itself sets ABID[0] = 1, which makes the
    MFMA read its scales (§7.1.5: ABID[0] "must be set" for them; 0 would force every scale to
    1.0, which is what the unscaled mnemonic does): LLVM 22 encodes ABID = 1 in every
    V_MFMA_SCALE_* and has no syntax for another value. So a scaled MFMA always applies its
    scales; ``abid`` may be left out or given as 1, the value the mnemonic encodes, and nothing
    else is accepted (:data:`SCALED_ABID`), so that no setting can ignore given scales
    (docs/decisions.md, decision 80). A's settings sweep every pair with B's format."""

    key = "format"

    def __init__(self, fields: tuple[str, ...], matrix: str) -> None:
        super().__init__(fields)
        self.matrix = matrix
        self.field = fields[0]

    def keywords(self, inst: Instruction) -> tuple[str, ...]:
        return (self.field, f"{self.matrix.lower()}_format")

    def check(self, inst: Instruction, mods: Modifiers, wave: int) -> None:
        name, label = inst.mnemonic, self.field.upper()
        in_range(label, getattr(mods, self.field), range(0, 5),
                 f"{name} ({self.matrix} format: 0 fp8, 1 bf8, 2 fp6, 3 bf6, 4 fp4)")
        if "abid" in self.fields:
            in_range("ABID", mods.abid, (0, SCALED_ABID) if inst.scaled else (0,),
                     f"{name} ({abid_text(inst)})")

    def settings(self, inst: Instruction) -> list[dict[str, int]]:
        if self.matrix != "A":
            return []
        return [{"cbsz": a, "blgp": b} for a in range(5) for b in range(5) if (a, b) != (0, 0)]

    def format(self, matrix: str, mods: Modifiers) -> str | None:
        return F8F6F4_FORMATS[getattr(mods, self.field)] if matrix == self.matrix else None

    def explain(self, inst: Instruction, llvm: dict[str, int]) -> Explained:
        code = llvm.get(self.field, 0)
        if not (code or any(llvm.get(f, 0) for f in self.fields)):
            return []
        return [(f"{self.field}:{code}: {self.matrix} holds {_format_text(code)} values",
                 f"-{self.matrix} --{self.field} {code}" if code <= 4 else None)]


# --------------------------------------------------------------------- BLGP
class _BlgpBits(Meaning):
    """The three BLGP bits, any value 0-7: a lane pattern or, on F64, negation."""

    def keywords(self, inst: Instruction) -> tuple[str, ...]:
        return ("blgp",)

    def check(self, inst: Instruction, mods: Modifiers, wave: int) -> None:
        in_range("BLGP", mods.blgp, range(0, 8), inst.mnemonic)

    def settings(self, inst: Instruction) -> list[dict[str, int]]:
        return [{"blgp": b} for b in range(1, 8)]


class LanePattern(_BlgpBits):
    """BLGP: B is read with one of eight lane patterns (CDNA4 ISA Table 29)."""

    key = "lanes"
    stores = False
    reason = "BLGP"
    matrices = ("B",)

    def lane_map(self, matrix: str, mods: Modifiers) -> Callable[[int], int] | None:
        if matrix != "B" or mods.blgp == 0:
            return None
        blgp = mods.blgp
        return lambda lane: blgp_lane(blgp, lane)

    def explain(self, inst: Instruction, llvm: dict[str, int]) -> Explained:
        blgp = llvm.get("blgp", 0)
        if not blgp:
            return []
        return [(f"blgp:{blgp}: B is read with lane pattern {blgp}: {BLGP_PATTERNS[blgp]}", f"-B --blgp {blgp}")]


class Negate(_BlgpBits):
    """CDNA3/4 F64 MFMA: BLGP bits 0, 1, 2 negate A, B, C (CDNA4 ISA §7.1.6.4); LLVM
    spells the field ``neg:[a,b,c]``."""

    key = "negate"
    stores = False
    matrices = ("A", "B", "C")

    def marks(self, matrix: str, mods: Modifiers, width: int) -> Marks | None:
        bit = _OPERAND_BIT.get(matrix)
        if bit is None:
            return None
        neg = bool(mods.blgp >> bit & 1)
        return (lambda lo: neg), False

    def explain(self, inst: Instruction, llvm: dict[str, int]) -> Explained:
        neg = llvm.get("neg", 0)
        if not neg:
            return []
        which = ", ".join(_NEG_WHAT[i] for i in range(3) if neg >> i & 1)
        return [(f"neg:{bits_text(neg)}: negates {which} (the BLGP bits of F64 MFMA)",
                 f"-{_NEG_WHAT[(neg & -neg).bit_length() - 1]} --blgp {neg}")]


# -------------------------------------------------------------------- OPSEL
class OutputHalf(Meaning):
    """RDNA3 WMMA with 16-bit C/D: OPSEL[2] puts C and D in the high register halves."""

    key = "output_half"

    def keywords(self, inst: Instruction) -> tuple[str, ...]:
        return ("opsel",)

    def check(self, inst: Instruction, mods: Modifiers, wave: int) -> None:
        in_range("OPSEL", mods.opsel, (0, 4), f"{inst.mnemonic} (OPSEL[2] picks the C/D half)")
        require(mods.opsel_hi == 0, f"OPSEL_HI is not supported by {inst.mnemonic}; legal values: 0")

    def settings(self, inst: Instruction) -> list[dict[str, int]]:
        return [{"opsel": 4}]

    def bit_offset(self, inst: Instruction, matrix: str, mods: Modifiers, lay: BitLayout) -> int:
        return 16 if matrix in ("C", "D") and mods.opsel & 4 else 0

    def explain(self, inst: Instruction, llvm: dict[str, int]) -> Explained:
        out: Explained = []
        if llvm.get("op_sel", 0) & 4:
            out.append(("op_sel[2]: C is read from, and D written to, the high 16 bits of each register",
                        "-D --opsel 4"))
        return out + _wmma_opsel_notes(llvm)


class ScaleByte(Meaning):
    """CDNA4 scaled MFMA: {OP_SEL_HI[n], OP_SEL[n]} picks the scale byte of operand n (§7.2)."""

    key = "scale_byte"

    def keywords(self, inst: Instruction) -> tuple[str, ...]:
        return ("opsel", "opsel_hi", "a_scale_byte", "b_scale_byte")

    def check(self, inst: Instruction, mods: Modifiers, wave: int) -> None:
        in_range("OPSEL", mods.opsel, range(0, 8), f"{inst.mnemonic} (bit n selects scale byte bit 0 of operand n)")
        in_range("OPSEL_HI", mods.opsel_hi, range(0, 8), f"{inst.mnemonic} (bit n selects scale byte bit 1)")

    def settings(self, inst: Instruction) -> list[dict[str, int]]:
        return [{"opsel": s & 3, "opsel_hi": s >> 2} for s in range(1, 16)]

    def explain(self, inst: Instruction, llvm: dict[str, int]) -> Explained:
        op_sel, hi = llvm.get("op_sel", 0), llvm.get("op_sel_hi", 0)
        out: Explained = []
        for i, who in enumerate(("A", "B")):
            byte = (op_sel >> i & 1) | (hi >> i & 1) << 1
            out.append((f"op_sel[{i}]={op_sel >> i & 1} op_sel_hi[{i}]={hi >> i & 1}: the {who} scales are byte "
                        f"{byte} (bits {8 * byte + 7}:{8 * byte}) of {'SA' if i == 0 else 'SB'}",
                        f"--{who}-scale --opsel {op_sel & 3} --opsel-hi {hi & 3}"))
        return out


class ScaleRow(Meaning):
    """gfx1250 block-scaled WMMA and scale loads: OPSEL[0] (LLVM ``matrix_a_scale``) and
    OPSEL_HI[0] (``matrix_b_scale``) pick MATRIX_SCALE_ROW0 or ROW1 for SA and SB.

    SA and SB of the 16-row forms (and SB of the 32x16 forms) sit in lanes 0-15; ROW1 reads
    them from lanes 16-31 instead (lane + 16: AMD rocJITsu ``wmma_scale_lane``, Triton
    chooseScaledWmmaScaleLayout; provisional, docs/gfx1250.md). SA of the 32x16 forms uses
    all 32 lanes and what ROW1 does to it is not public, so ROW1 is refused there."""

    key = "scale_row"
    stores = False
    reason = "MATRIX_SCALE_ROW"

    def keywords(self, inst: Instruction) -> tuple[str, ...]:
        return ("opsel", "opsel_hi", "a_scale_row", "b_scale_row")

    @staticmethod
    def _a_row1_unknown(inst: Instruction) -> bool:
        return inst.m > 16  # SA has a row per lane of the wave: no lane half to pick

    def check(self, inst: Instruction, mods: Modifiers, wave: int) -> None:
        name = inst.mnemonic
        if mods.opsel == 1 and self._a_row1_unknown(inst):
            require(False, f"a_scale_row 1 (OPSEL 1, matrix_a_scale:MATRIX_SCALE_ROW1) is not modelled for {name} "
                           f"on {inst.arch.name}: what ROW1 does to its 32-row A scale is not public "
                           "(docs/gfx1250.md); legal values: 0")
        in_range("OPSEL", mods.opsel, range(0, 1 if self._a_row1_unknown(inst) else 2),
                 f"{name} (OPSEL[0] is matrix_a_scale: 0 ROW0, 1 ROW1)")
        in_range("OPSEL_HI", mods.opsel_hi, range(0, 2), f"{name} (OPSEL_HI[0] is matrix_b_scale: 0 ROW0, 1 ROW1)")

    def settings(self, inst: Instruction) -> list[dict[str, int]]:
        if self._a_row1_unknown(inst):
            return [{"opsel_hi": 1}]
        return [{"opsel": 1}, {"opsel_hi": 1}, {"opsel": 1, "opsel_hi": 1}]

    def lane_map(self, matrix: str, mods: Modifiers) -> Callable[[int], int] | None:
        row1 = mods.opsel & 1 if matrix == "SA" else mods.opsel_hi & 1 if matrix == "SB" else 0
        return (lambda lane: lane | 16) if row1 else None

    def explain(self, inst: Instruction, llvm: dict[str, int]) -> Explained:
        out: Explained = []
        for field, who, llvm_name in (("opsel", "A", "matrix_a_scale"), ("opsel_hi", "B", "matrix_b_scale")):
            if llvm.get(field, 0) & 1:
                out.append((f"{llvm_name}:MATRIX_SCALE_ROW1: the {who} scales (S{who}) are read from lanes 16-31 "
                            "instead of 0-15 (provisional)", f"--{who}-scale --{who.lower()}-scale-row 1"))
        return out


# ---------------------------------------------------------------------- NEG
class FloatNegate(Meaning):
    """NEG/NEG_HI on float WMMA: bit n negates A/B values in the low/high register half;
    for C, NEG negates and NEG_HI takes the absolute value. SWMMAC has no C (NEG[1:0])."""

    key = "float"
    stores = False

    def keywords(self, inst: Instruction) -> tuple[str, ...]:
        return ("neg", "neg_hi")

    def check(self, inst: Instruction, mods: Modifiers, wave: int) -> None:
        name = inst.mnemonic
        if inst.sparse:  # SWMMAC: NEG[2] would be C, but it accumulates into D (LLVM: 0-3)
            in_range("NEG", mods.neg, range(0, 4), f"{name} (NEG[1:0] negate A/B; there is no C to negate)")
            in_range("NEG_HI", mods.neg_hi, range(0, 4), f"{name} (NEG_HI[1:0] negate A/B; there is no C)")
        else:
            in_range("NEG", mods.neg, range(0, 8), name)
            in_range("NEG_HI", mods.neg_hi, range(0, 8), name)

    def inert(self, inst: Instruction) -> tuple[dict[str, int], str] | None:
        if not inst.sparse:
            return None
        return ({"neg": 4, "neg_hi": 4},
                f"NEG[2] and NEG_HI[2] (--neg/--neg_hi 4-7) have no effect on {inst.mnemonic}: it has no C "
                "operand (it accumulates into D), so the layouts are those of bits 1:0 (LLVM refuses "
                "neg_lo:[0,0,1] and neg_hi:[0,0,1] here)")

    def settings(self, inst: Instruction) -> list[dict[str, int]]:
        if inst.sparse:
            return [{"neg": 3, "neg_hi": 0}, {"neg": 0, "neg_hi": 3}, {"neg": 1, "neg_hi": 2}]
        return [{"neg": 7, "neg_hi": 0}, {"neg": 0, "neg_hi": 7}, {"neg": 5, "neg_hi": 6}]

    def marks(self, matrix: str, mods: Modifiers, width: int) -> Marks | None:
        bit = _OPERAND_BIT.get(matrix)
        if bit is None:
            return None
        lo_neg, hi_neg = bool(mods.neg >> bit & 1), bool(mods.neg_hi >> bit & 1)
        if matrix == "C":
            return (lambda lo: lo_neg), hi_neg
        if width > 16:
            # A 32-bit sparse group slot holds one value in each half, which NEG and NEG_HI
            # negate separately: the element as a whole is not marked (as the calculator).
            return _never, False
        return (lambda lo: hi_neg if lo % 32 >= 16 else lo_neg), False

    def explain(self, inst: Instruction, llvm: dict[str, int]) -> Explained:
        return _float_negate_text(llvm)


def _float_negate_text(llvm: dict[str, int]) -> Explained:
    neg_lo, neg_hi = llvm.get("neg_lo", 0), llvm.get("neg_hi", 0)
    out: Explained = []
    for i, who in enumerate(_NEG_WHAT):
        lo, hi = neg_lo >> i & 1, neg_hi >> i & 1
        if not (lo or hi):
            continue
        if who == "C":
            parts = [p for p, on in (("takes the absolute value of C", hi), ("negates C", lo)) if on]
            out.append((f"neg_lo[2]={lo} neg_hi[2]={hi}: {' and then '.join(parts)}",
                        f"-C --neg {neg_lo} --neg-hi {neg_hi}"))
        else:
            halves = " and ".join(h for h, on in (("low", lo), ("high", hi)) if on)
            out.append((f"neg_lo[{i}]={lo} neg_hi[{i}]={hi}: negates the {who} values in the {halves} 16 bits "
                        "of each register", f"-{who} --neg {neg_lo} --neg-hi {neg_hi}"))
    return out


class Signedness(Meaning):
    """RDNA integer WMMA: NEG[0]/NEG[1] mark A/B signed (unsigned without); NEG[2] and
    NEG_HI must be zero."""

    key = "signedness"
    stores = False

    def keywords(self, inst: Instruction) -> tuple[str, ...]:
        return ("neg",)

    def check(self, inst: Instruction, mods: Modifiers, wave: int) -> None:
        in_range("NEG", mods.neg, range(0, 4), f"{inst.mnemonic} (NEG[1:0] mark A/B signed; NEG[2] must be 0)")
        in_range("NEG_HI", mods.neg_hi, range(0, 1), f"integer {inst.mnemonic}")

    def settings(self, inst: Instruction) -> list[dict[str, int]]:
        return [{"neg": 3}]

    def signed(self, matrix: str, mods: Modifiers) -> bool:
        bit = _OPERAND_BIT.get(matrix)
        return bit is not None and bit < 2 and bool(mods.neg >> bit & 1)

    def explain(self, inst: Instruction, llvm: dict[str, int]) -> Explained:
        neg_lo, neg_hi = llvm.get("neg_lo", 0), llvm.get("neg_hi", 0)
        out: Explained = []
        for i, who in enumerate(("A", "B")):
            if neg_lo >> i & 1:
                out.append((f"neg_lo[{i}]: {who} holds signed integers (unsigned without it)",
                            f"-{who} --neg {neg_lo & 3}"))
        if neg_lo & 4 or neg_hi:
            out.append(("neg_lo[2]/neg_hi: no meaning for integer WMMA (LLVM accepts and encodes them anyway)", None))
        return out


# ------------------------------------------------------------------- tables
_CBSZ, _BLGP, _OPSEL, _NEG = ("cbsz", "abid"), ("blgp",), ("opsel", "opsel_hi"), ("neg", "neg_hi")

#: The field groups, in the order checks, explanations and settings run, with the
#: Instruction attribute that names each group's meaning.
GROUPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("cbsz_meaning", _CBSZ), ("blgp_meaning", _BLGP), ("opsel_meaning", _OPSEL), ("neg_meaning", _NEG))

#: Every meaning, by (group attribute, row name); None is the group's "must be zero".
MEANINGS: dict[tuple[str, str | None], Meaning] = {
    ("cbsz_meaning", None): _UnusedCbsz(_CBSZ, "CBSZ/ABID are"),
    ("cbsz_meaning", "broadcast"): Broadcast(_CBSZ),
    ("cbsz_meaning", "index_set"): AbidIndexSet(_CBSZ),
    ("cbsz_meaning", "format"): FormatCode(_CBSZ, "A"),
    ("blgp_meaning", None): _UnusedBlgp(_BLGP, "BLGP is"),
    ("blgp_meaning", "lanes"): LanePattern(_BLGP),
    ("blgp_meaning", "negate"): Negate(_BLGP),
    ("blgp_meaning", "format"): FormatCode(_BLGP, "B"),
    ("opsel_meaning", None): _UnusedOpsel(_OPSEL, "OPSEL is"),
    ("opsel_meaning", "output_half"): OutputHalf(_OPSEL),
    ("opsel_meaning", "index_set"): OpselIndexSet(_OPSEL),
    ("opsel_meaning", "scale_byte"): ScaleByte(_OPSEL),
    ("opsel_meaning", "scale_row"): ScaleRow(_OPSEL),
    ("neg_meaning", None): _UnusedNeg(_NEG, "NEG/NEG_HI are", stores=False),
    ("neg_meaning", "float"): FloatNegate(_NEG),
    ("neg_meaning", "signedness"): Signedness(_NEG),
}


def meanings_of(inst: Instruction) -> tuple[Meaning, ...]:
    """The meaning of each field group of ``inst``, in :data:`GROUPS` order."""
    return tuple(MEANINGS[(attr, getattr(inst, attr))] for attr, _fields in GROUPS)
