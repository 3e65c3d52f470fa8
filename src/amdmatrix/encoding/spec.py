"""What the assembler accepts for each instruction: operands, modifiers, opcode and form.

The core model (:mod:`amdmatrix.model`) says what an instruction computes; this module says
how LLVM writes and encodes it. Every rule here was read off ``llvm-mc-22`` answers (the
vectors in ``tests/data/encoding_vectors``) and is checked against them by the tests:

* CDNA matrix instructions use the VOP3P-MAI form. D and C share one register file
  (ACC_CD); A and B pick theirs separately (ACC[0], ACC[1]). CDNA1 keeps C/D in AccVGPRs
  and takes no inline constant. From CDNA2 on, register tuples start at an even register,
  and C may not partially overlap D. LLVM accepts cbsz/abid/blgp on every dense MFMA (not
  only on the multi-block ones that give them a meaning); on CDNA3 F64 the BLGP bits are
  written ``neg:[a,b,c]``.
* RDNA WMMA/SWMMAC use VOP3P with the default ``op_sel_hi:[1,1,1]`` bits set. Which of
  op_sel, op_sel_hi, index_key, neg_lo, neg_hi and clamp an instruction takes, and which
  values, differs between RDNA3 and RDNA4 and between data types (see :func:`_rdna_mods`).
* The accumulation-register moves use the VOP3P form (read/write) and VOP1 (mov).
"""

from __future__ import annotations

import math
import struct
from functools import cache

from .. import _dataclasses as dataclasses
from .._dataclasses import dataclass, field
from ..archs import (
    ACC_CD,
    ACC_MOV,
    ACC_WRITE_SGPR,
    ALIGNED_VGPRS,
    CD_AGPR_ONLY,
    F64_BLGP_NEG,
    INDEX_KEY,
    MAI,
    MATRIX_FMT,
    OPCODE_8BIT,
    OPERAND_REUSE,
    SCALE_PREFIX,
    VGPR_MSB,
    WMMA,
    WMMA_NEG_TYPED,
    WMMA_OPSEL_HALF,
    WMMA_SCALE_PREFIX,
    Arch,
)
from ..catalog import architectures, instructions
from ..dtypes import DTYPES
from ..model import Instruction
from .llvm_aliases import ALIASES

__all__ = ["OperandSpec", "ModSpec", "InstSpec", "ArchSpec", "arch_spec", "INLINE_INTS", "FloatConst",
           "FLOAT_CONSTS", "const_value_text", "SCALAR_NAMES"]

# ----------------------------------------------------------------------------- constants


@dataclass(frozen=True)
class FloatConst:
    """One of the nine inline float constants of the 9-bit source encoding."""

    code: int
    value: float
    text: str


INV_2PI = float.fromhex("0x1.45f306dc9c882p-3")  # the double LLVM uses for 1/(2*pi)
FLOAT_CONSTS: tuple[FloatConst, ...] = (
    FloatConst(240, 0.5, "0.5"), FloatConst(241, -0.5, "-0.5"), FloatConst(242, 1.0, "1.0"),
    FloatConst(243, -1.0, "-1.0"), FloatConst(244, 2.0, "2.0"), FloatConst(245, -2.0, "-2.0"),
    FloatConst(246, 4.0, "4.0"), FloatConst(247, -4.0, "-4.0"), FloatConst(248, INV_2PI, "0.15915494"),
)
#: Integer inline constants: code -> value (128..192 are 0..64, 193..208 are -1..-16).
INLINE_INTS: dict[int, int] = {**{128 + v: v for v in range(65)}, **{192 + v: -v for v in range(1, 17)}}

#: Constant kinds: how a C operand reads literals. ``b32`` rounds floats to binary32 and
#: also takes the 32-bit patterns of the inline floats; ``b64`` needs the exact double;
#: ``b16``/``bf16`` round to (and take the patterns of) binary16 / bfloat16.
CONST_KINDS = ("b32", "b64", "b16", "bf16")


#: (explicit mantissa bits, minimum and maximum exponent) of the formats constants are read in.
_FORMATS = {"b32": (23, -126, 127), "b16": (10, -14, 15), "bf16": (7, -126, 127)}
_PACK = {"b64": "<d", "b32": "<f", "b16": "<e"}
_U64 = (1 << 64) - 1


def _round(kind: str, x: float) -> tuple[float, bool] | None:
    """``x`` rounded to nearest-even in ``kind``'s format, and whether that was exact; None
    when it overflows."""
    if kind == "b64" or x == 0 or not math.isfinite(x):
        return x, True
    mant, emin, emax = _FORMATS[kind]
    m, e = math.frexp(abs(x))  # abs(x) = m * 2**e with 0.5 <= m < 1
    bits = mant + 1 - max(0, emin - (e - 1))  # significant bits kept (fewer for subnormals)
    scaled = math.ldexp(m, bits)
    q = math.floor(scaled)
    rem = scaled - q
    if rem > 0.5 or (rem == 0.5 and q % 2):
        q += 1
    value = math.ldexp(q, e - bits)
    if value >= math.ldexp(1.0, emax + 1):
        return None
    return math.copysign(value, x), rem == 0


def _bits(kind: str, x: float) -> int:
    """The bit pattern of ``x`` (already representable) in ``kind``'s format."""
    if kind == "bf16":
        return int.from_bytes(struct.pack("<f", x), "little") >> 16
    return int.from_bytes(struct.pack(_PACK[kind], x), "little")


def _float_table(kind: str) -> dict[int, int]:
    """Bit pattern (of the kind's width) -> code, for the float constants the kind has."""
    out = {}
    for c in FLOAT_CONSTS:
        if kind == "bf16" and c.code == 248:
            out[0x3E22] = 248  # LLVM's BF16 1/(2*pi) is the float's pattern cut short, not rounded
            continue
        rounded = _round(kind, c.value)
        assert rounded is not None
        out[_bits(kind, rounded[0])] = c.code
    return out


_FLOAT_TABLES = {k: _float_table(k) for k in CONST_KINDS}
_WIDTH = {"b64": 64, "b32": 32, "b16": 16, "bf16": 16}


def _code_of_bits(kind: str, u: int) -> int | None:
    """The inline code whose value has bit pattern ``u`` (unsigned, the kind's width)."""
    width = _WIDTH[kind]
    s = u - (1 << width) if u >> (width - 1) else u
    if -16 <= s <= 64:
        return 128 + s if s >= 0 else 192 - s
    return _FLOAT_TABLES[kind].get(u)


def float_const_code(kind: str, x: float) -> int | None:
    """The inline code for float literal ``x`` read as ``kind``, or None.

    LLVM converts the literal to the operand's format, rounding to nearest even: losing
    precision is allowed (``1.00000001`` is 1.0 in binary32), overflowing or underflowing
    (an inexact subnormal result) is not. Then the bit pattern must be an inline constant,
    which includes the integers: ``0.0`` is the integer 0, and an exact binary64 subnormal
    such as ``5e-324`` is the integer 1.
    """
    rounded = _round(kind, x)
    if rounded is None or not math.isfinite(x):
        return None
    value, exact = rounded
    if kind != "b64" and value != 0 and abs(value) < math.ldexp(1.0, _FORMATS[kind][1]):
        if not exact or kind == "bf16":  # LLVM takes no BF16 subnormal at all
            return None
    if value == 0 and x != 0 and not exact:
        return None
    return _code_of_bits(kind, _bits(kind, value))


def int_const_code(kind: str, v: int) -> int | None:
    """The inline code for integer literal ``v`` (a signed 64-bit value) read as ``kind``, or None.

    For an operand narrower than 64 bits the value must fit its width as a signed or an
    unsigned number (``0xffff`` is -1 for a 16-bit operand, ``0xffffffffffffffff`` is -1 for
    all); its low bits are then the pattern: an integer -16..64 or an inline float.
    """
    width = _WIDTH[kind]
    if width < 64 and not -(1 << (width - 1)) <= v < 1 << width:
        return None
    return _code_of_bits(kind, v & ((1 << width) - 1))


def const_value_text(kind: str, code: int) -> str | None:
    """How LLVM prints inline constant ``code`` for an operand of ``kind`` (None: not one)."""
    if code in INLINE_INTS:
        return str(INLINE_INTS[code])
    for c in FLOAT_CONSTS:
        if c.code == code:
            if code == 248:
                return "0.15915494309189532" if kind == "b64" else c.text
            return c.text
    return None


#: Scalar sources of v_accvgpr_write_b32 from CDNA2 on: 9-bit code -> LLVM's name.
SCALAR_NAMES: dict[int, str] = {
    **{i: f"s{i}" for i in range(102)},
    102: "flat_scratch_lo", 103: "flat_scratch_hi", 104: "xnack_mask_lo", 105: "xnack_mask_hi",
    106: "vcc_lo", 107: "vcc_hi", **{108 + i: f"ttmp{i}" for i in range(16)}, 124: "m0",
    126: "exec_lo", 127: "exec_hi", 235: "src_shared_base", 236: "src_shared_limit",
    237: "src_private_base", 238: "src_private_limit", 239: "src_pops_exiting_wave_id",
    251: "src_vccz", 252: "src_execz", 253: "src_scc",
}
#: CDNA1's v_accvgpr_write_b32 takes no SGPR, but LLVM does take src_lds_direct; its MFMA C
#: takes the special sources (but no inline constant).
CDNA1_SCALAR_NAMES: dict[int, str] = {254: "src_lds_direct", **{k: v for k, v in SCALAR_NAMES.items() if k >= 235}}
#: The names of the RDNA sources that WMMA C can take: ``null`` (SGPR_NULL) and some specials.
RDNA_SCALAR_NAMES: dict[int, str] = {124: "null", **{k: v for k, v in SCALAR_NAMES.items() if k >= 235}}
#: gfx1250's scalar sources (the gfx12 numbering: s0-s105, ``null`` 124, ``m0`` 125), which its
#: scale operands take; WMMA C takes the same few as on RDNA.
GFX1250_SCALAR_NAMES: dict[int, str] = {
    **{i: f"s{i}" for i in range(106)}, 106: "vcc_lo", 107: "vcc_hi", **{108 + i: f"ttmp{i}" for i in range(16)},
    124: "null", 125: "m0", 126: "exec_lo", 127: "exec_hi", 230: "src_flat_scratch_base_lo",
    231: "src_flat_scratch_base_hi", **{k: v for k, v in SCALAR_NAMES.items() if k >= 235}}
#: The 64-bit scalar sources (aligned pairs) of gfx1250's ``scale16`` operands: code -> LLVM's name.
GFX1250_SCALAR_PAIRS: dict[int, str] = {
    **{i: f"s[{i}:{i + 1}]" for i in range(0, 106, 2)}, 106: "vcc",
    **{108 + i: f"ttmp[{i}:{i + 1}]" for i in range(0, 16, 2)}, 124: "null", 126: "exec",
    **{k: SCALAR_NAMES[k] for k in (235, 236, 237, 238, 253)}}
#: The scalar names of each ``Arch.scalar_names`` key.
SCALAR_TABLES: dict[str, dict[int, str]] = {"mai": SCALAR_NAMES, "mai_gfx908": CDNA1_SCALAR_NAMES,
                                            "wmma": RDNA_SCALAR_NAMES, "gfx1250": GFX1250_SCALAR_NAMES}
_SRC_SPECIAL = frozenset({235, 236, 237, 238, 239, 251, 252, 253})
#: Which codes each ``OperandSpec.scalars`` choice allows (None: every name of the architecture).
#: LLVM's assembler takes these special sources as C of every MFMA and WMMA, but its
#: disassembler decodes them only where C is one 64-bit register pair (see DECODE_NARROW).
SCALAR_SETS: dict[str, frozenset[int] | None] = {
    "all": None, "mfma_c": _SRC_SPECIAL, "lds_direct": frozenset({254}),
    "wmma_c": frozenset({124, 235, 236, 237, 238, 253}),
    "scale": frozenset({*range(128), 230, 231, 235, 236, 237, 238, 253}),
    "scale_pair": frozenset(GFX1250_SCALAR_PAIRS),
}
#: What the disassembler still decodes when C is not a 64-bit register pair.
DECODE_NARROW: dict[str, frozenset[int]] = {"mfma_c": frozenset(), "wmma_c": frozenset({124})}
#: Old spellings LLVM also takes for the special sources.
SCALAR_ALIASES: dict[str, str] = {
    "scc": "src_scc", "vccz": "src_vccz", "execz": "src_execz", "shared_base": "src_shared_base",
    "shared_limit": "src_shared_limit", "private_base": "src_private_base", "private_limit": "src_private_limit",
    "pops_exiting_wave_id": "src_pops_exiting_wave_id", "lds_direct": "src_lds_direct",
}
def scalar_allowed(aspec: ArchSpec, op: OperandSpec, code: int) -> bool:
    if "s" not in op.files or code not in aspec.scalars:
        return False
    allowed = SCALAR_SETS[op.scalars]
    return allowed is None or code in allowed

# ----------------------------------------------------------------------------- specs


@dataclass(frozen=True)
class OperandSpec:
    """One assembly operand: its matrix role, its encoding field and what it may hold."""

    role: str  # "D", "A", "B", "C", "K" (sparse index), "SRC" (register moves)
    field: str  # "VDST", "SRC0", "SRC1" or "SRC2"
    files: str  # any of "v" (VGPR), "a" (AGPR), "s" (scalar/special source), "k" (inline constant)
    const: str | None = None  # constant kind when "k" in files
    const64: str | None = None  # the constant kind at wave size 64, when it differs
    #: Operand role whose register file this one must share (C shares D's on CDNA).
    same_file_as: str | None = None
    #: With "s" in files: which scalar sources, "all" of the architecture's, or the sets
    #: MFMA C ("mfma_c") and WMMA C ("wmma_c") take (see SCALAR_SETS).
    scalars: str = "all"
    #: Registers the operand takes when the instruction does not say (0: ask it); scalar
    #: sources of a 2-register operand are aligned pairs (``s[2:3]``, ``vcc``).
    regs: int = 0

    def kind(self, wave: int) -> str:
        if wave == 64 and self.const64 is not None:
            return self.const64
        return self.const or "b32"


@dataclass(frozen=True)
class ModSpec:
    """One modifier as LLVM spells it, the field it fills and its legal values."""

    name: str  # cbsz, abid, blgp, neg, neg_lo, neg_hi, op_sel, op_sel_hi, index_key, clamp
    kind: str  # "int", "bits" (written [x,y,z]; element n is bit n) or "flag"
    legal: frozenset[int]
    field: str  # ISA field: CBSZ, ABID, BLGP, NEG, NEG_HI, OPSEL, OPSEL_HI, CLMP
    default: int = 0  # the value LLVM leaves out when printing
    size: int = 3  # elements of a bits modifier
    #: Bits of the value the encoding keeps (the CDNA4 scale prefix drops op_sel[2]).
    keep: int = 0xFF
    #: The value when the modifier is not written, if not ``default``.
    absent: int | None = None
    #: Elements printed for a bits modifier (0: ``size``).
    shown: int = 0
    #: Legal values per wave size where they differ; a wave size missing here (when any is
    #: given) does not have the modifier at all.
    per_wave: tuple[tuple[int, frozenset[int]], ...] = ()
    #: A bits modifier takes up to four list elements. LLVM ignores the fourth, except for
    #: CDNA3+ F64 ``neg``, where it is bit 3 of the value (and so must be 0).
    bit3: bool = False
    #: Where the value's bits go, lowest first, as bit numbers of the whole encoding (empty:
    #: the bits of ``field``). gfx1250's modifiers share the OP_SEL/OP_SEL_HI/NEG fields.
    at: tuple[int, ...] = ()
    #: LLVM's symbolic names of the values, by value (printed instead of the number).
    symbols: tuple[str, ...] = ()
    #: The :class:`~amdmatrix.modifiers.Modifiers` field this modifier gives the model (the
    #: F8F6F4 format modifiers give ``cbsz``/``blgp``), or "".
    sets: str = ""

    #: The value when the modifier is not written (``absent``, else ``default``).
    unset: int = dataclasses.field(init=False, compare=False, repr=False)  # ("field" is a column here)

    def __post_init__(self) -> None:
        object.__setattr__(self, "unset", self.default if self.absent is None else self.absent)

    def legal_at(self, wave: int) -> frozenset[int] | None:
        if not self.per_wave:
            return self.legal
        return dict(self.per_wave).get(wave)


@dataclass(frozen=True)
class InstSpec:
    """Everything needed to encode, decode and print one instruction on one architecture."""

    name: str  # LLVM's canonical (printed) spelling, lower case
    spellings: tuple[str, ...]  # every accepted spelling, lower case
    form: str  # "VOP3P-MAI", "VOP3P" or "VOP1"
    opcode: int
    operands: tuple[OperandSpec, ...]
    mods: tuple[ModSpec, ...]
    inst: Instruction | None = field(default=None, compare=False)
    #: Fixed field values besides OP and ENCODING (the default op_sel_hi bits).
    fixed: tuple[tuple[str, int], ...] = ()
    #: Field bits LLVM's disassembler ignores (field, mask): a word differing from the
    #: canonical encoding only there still decodes, to the same text.
    ignored: tuple[tuple[str, int], ...] = ()
    #: Register counts already worked out, (role, wave, format) -> count (see :meth:`count`).
    counts: dict[tuple[str, int, int], int] = field(default_factory=dict, compare=False, repr=False)
    #: :meth:`mods_at` and :meth:`mod_index` per wave size, once worked out.
    by_wave: dict[int, tuple[ModSpec, ...]] = field(default_factory=dict, compare=False, repr=False)
    index_by_wave: dict[int, dict[str, tuple[int, ModSpec]]] = field(default_factory=dict, compare=False,
                                                                     repr=False)
    #: Every modifier's value when it is not written.
    unset_mods: dict[str, int] = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "unset_mods", {m.name: m.unset for m in self.mods})

    def mod(self, spelling: str) -> ModSpec | None:
        for m in self.mods:
            if spelling == m.name:
                return m
        return None

    def mods_at(self, wave: int) -> tuple[ModSpec, ...]:
        """The modifiers the instruction takes at wave size ``wave``, in LLVM's order."""
        found = self.by_wave.get(wave)
        if found is None:
            found = self.by_wave[wave] = tuple(m for m in self.mods if m.legal_at(wave) is not None)
        return found

    def mod_index(self, wave: int) -> dict[str, tuple[int, ModSpec]]:
        """Modifier name -> (its place in LLVM's order, its spec), at wave size ``wave``."""
        found = self.index_by_wave.get(wave)
        if found is None:
            found = self.index_by_wave[wave] = {m.name: (i, m) for i, m in enumerate(self.mods_at(wave))}
        return found

    def count(self, op: OperandSpec, wave: int, mods: dict[str, int]) -> int:
        """Registers operand ``op`` takes (1 for the register moves and scale operands)."""
        if op.regs:
            return op.regs
        if self.inst is None or op.role in ("SA", "SB"):
            return 1
        fmt = -1
        if self.inst.cbsz_meaning == "format" and op.role in ("A", "B"):
            # CBSZ/BLGP (or what sets them) give A's/B's format; LLVM counts the reserved codes 5-7 like FP8
            want = "cbsz" if op.role == "A" else "blgp"
            name = next((m.name for m in self.mods if m.sets == want), want)
            fmt = mods.get(name, 0)
            fmt = fmt if 0 <= fmt <= 4 else 0
        key = (op.role, wave, fmt)
        n = self.counts.get(key)
        if n is None:
            if fmt >= 0:
                n = self.inst.gprs(op.role, wave, **{"cbsz" if op.role == "A" else "blgp": fmt})
            else:
                n = self.inst.gprs(op.role, wave)
            self.counts[key] = n
        return n


@dataclass(frozen=True)
class ArchSpec:
    arch: Arch
    insts: tuple[InstSpec, ...]
    by_spelling: dict[str, InstSpec]
    by_opcode: dict[tuple[str, int], InstSpec]
    #: Register tuples must start at an even register (CDNA2 and later).
    align: bool
    #: C may not partially overlap D (CDNA).
    no_partial_overlap: bool
    encoding: int  # the ENCODING field of the VOP3P(-MAI) form
    scalars: dict[int, str]
    #: ACC_CD selects the register file of C/D (CDNA2 on; CDNA1 C/D are always AGPRs).
    acc_cd: bool
    #: ``scalars`` the other way round: name -> code.
    scalar_codes: dict[str, int] = field(default_factory=dict, compare=False, repr=False)
    #: Where the ENCODING field starts (23; 24 with an 8-bit OP) and the OP mask.
    enc_shift: int = 23
    op_mask: int = 0x7F
    #: Opcodes of scale-prefix words, which may start a 16-byte scaled form.
    prefix_ops: frozenset[int] = frozenset()
    #: How many VGPRs a register tuple may reach (it must start below 256, the 8-bit field).
    vgprs: int = 256
    #: Different scalar sources one instruction word may read (LLVM's constant bus limit: 1
    #: before gfx10, 2 from gfx10 on, the WMMA architectures).
    const_bus: int = 1


def _r(lo: int, hi: int) -> frozenset[int]:
    return frozenset(range(lo, hi + 1))


def _bitsmod(name: str, field: str, legal: frozenset[int] | None = None, default: int = 0) -> ModSpec:
    return ModSpec(name, "bits", legal if legal is not None else _r(0, 7), field, default)


def _cdna_mods(arch: Arch, inst: Instruction) -> tuple[ModSpec, ...]:
    cb = ModSpec("cbsz", "int", _r(0, 7), "CBSZ")
    ab = ModSpec("abid", "int", _r(0, 15), "ABID")
    bl = ModSpec("blgp", "int", _r(0, 7), "BLGP")
    if inst.scaled:  # the scale prefix's op_sel/op_sel_hi (two bits kept), then the formats
        return (ModSpec("op_sel", "bits", _r(0, 7), "LS.OPSEL", keep=3),
                ModSpec("op_sel_hi", "bits", _r(0, 7), "LS.OPSEL_HI", default=7, keep=3, absent=0), cb, bl)
    if inst.cbsz_meaning == "format":  # F8F6F4: CBSZ/BLGP are the A/B formats; no ABID
        return (cb, bl)
    if inst.sparse:
        return (cb, ab)
    if inst.types["A"] == "fp64" and arch.has(F64_BLGP_NEG):
        return (cb, ab, ModSpec("neg", "bits", _r(0, 7), "BLGP", bit3=True))
    return (cb, ab, bl)


def _rdna_mods(arch: Arch, inst: Instruction) -> tuple[ModSpec, ...]:
    if "A" not in inst.matrices:  # a scale load: only its scale modifiers (LLVM_MODS)
        return ()
    a, d = DTYPES[inst.types["A"]], DTYPES[inst.types["D"]]
    integer = a.is_integer
    mods: list[ModSpec] = []
    if arch.has(WMMA_OPSEL_HALF) and d.bits == 16:
        mods += [_bitsmod("op_sel", "OPSEL"), _bitsmod("op_sel_hi", "OPSEL_HI", default=7)]
    per = tuple((w, _r(0, inst.index_sets(w) - 1)) for w in arch.waves if inst.sparse and inst.index_sets(w) > 1)
    if arch.has(INDEX_KEY) and per:  # picks one of the index sets; LLVM has it only where there are several
        legal = frozenset().union(*(v for _w, v in per))
        mods.append(ModSpec("index_key", "int", legal, "OPSEL", per_wave=per))
    if not arch.has(WMMA_NEG_TYPED):
        mods += [_bitsmod("neg_lo", "NEG"), _bitsmod("neg_hi", "NEG_HI")]
    elif a.bits == 16:
        legal = _r(0, 3) if inst.sparse else _r(0, 7)
        mods += [_bitsmod("neg_lo", "NEG", legal), _bitsmod("neg_hi", "NEG_HI", legal)]
    elif a.bits == 32 and not integer:  # F32 A/B: LLVM 22 takes neg_hi on A and B but encodes only C's bit
        mods += [_bitsmod("neg_lo", "NEG"), ModSpec("neg_hi", "bits", _r(0, 7), "NEG_HI", keep=4)]
    elif integer:
        mods.append(_bitsmod("neg_lo", "NEG", _r(0, 3)))
    elif not inst.sparse:  # FP8/BF8 WMMA: only C can be negated (or its absolute value taken)
        mods += [_bitsmod("neg_lo", "NEG", frozenset({0, 4})), _bitsmod("neg_hi", "NEG_HI", frozenset({0, 4}))]
    if integer:
        mods.append(ModSpec("clamp", "flag", _r(0, 1), "CLMP"))
    return tuple(mods)


@dataclass(frozen=True)
class LlvmMod:
    """One modifier of LLVM's gfx1250 WMMA syntax, as data: the feature that brings it, which
    instructions take it, where its bits go and its symbolic values.

    ``takes``: "format" (F8F6F4 instructions), "scales" (scaled WMMAs and scale loads),
    "sparse" (SWMMAC) or "reuse" (every instruction LLVM gives the reuse operands).
    ``word``: "first" (the scale prefix when there is one, else the only word) or "last"
    (the WMMA word); ``at`` are bit numbers within that 64-bit word.
    """

    name: str
    feature: str
    takes: str
    kind: str
    at: tuple[int, ...]
    word: str
    field: str  # the VOP3P field the bits belong to (for ``encode --fields``)
    values: int = 2
    symbols: tuple[str, ...] = ()
    sets: str = ""


_FMT_SYMBOLS = tuple(f"MATRIX_FMT_{f}" for f in ("FP8", "BF8", "FP6", "BF6", "FP4"))
_ROW_SYMBOLS = ("MATRIX_SCALE_ROW0", "MATRIX_SCALE_ROW1")
_SCALE_FMT_SYMBOLS = tuple(f"MATRIX_SCALE_FMT_{f}" for f in ("E8", "E5M3", "E4M3"))

#: LLVM 22's gfx1250 modifiers in the only order its assembler takes them (which is the order
#: it prints them), before neg_lo, neg_hi and clamp. Bit positions: llvm-mc-22 -show-encoding.
LLVM_MODS: tuple[LlvmMod, ...] = (
    LlvmMod("matrix_a_fmt", MATRIX_FMT, "format", "int", (11, 12, 13), "last", "OPSEL", 5, _FMT_SYMBOLS, "cbsz"),
    LlvmMod("matrix_b_fmt", MATRIX_FMT, "format", "int", (59, 60, 14), "last", "OPSEL_HI", 5, _FMT_SYMBOLS, "blgp"),
    LlvmMod("matrix_a_scale", WMMA_SCALE_PREFIX, "scales", "int", (11,), "first", "OPSEL", 2, _ROW_SYMBOLS, "opsel"),
    LlvmMod("matrix_b_scale", WMMA_SCALE_PREFIX, "scales", "int", (59,), "first", "OPSEL_HI", 2, _ROW_SYMBOLS,
            "opsel_hi"),
    LlvmMod("matrix_a_scale_fmt", WMMA_SCALE_PREFIX, "scales", "int", (61, 62), "first", "NEG", 3,
            _SCALE_FMT_SYMBOLS),
    LlvmMod("matrix_b_scale_fmt", WMMA_SCALE_PREFIX, "scales", "int", (8, 9), "first", "NEG_HI", 3,
            _SCALE_FMT_SYMBOLS),
    LlvmMod("index_key", OPERAND_REUSE, "sparse", "int", (11,), "last", "OPSEL"),
    LlvmMod("matrix_a_reuse", OPERAND_REUSE, "reuse", "flag", (13,), "first", "OPSEL"),
    LlvmMod("matrix_b_reuse", OPERAND_REUSE, "reuse", "flag", (14,), "first", "OPSEL_HI2"),
)
#: The instructions LLVM 22 gives no reuse operands: the unscaled 128-K F8F6F4 and 32x16 F4
#: WMMAs (the F8F6F4 one has its B format in those bits).
NO_REUSE = frozenset({"v_wmma_f32_16x16x128_f8f6f4", "v_wmma_f32_32x16x128_f4"})


def _takes(decl: LlvmMod, inst: Instruction) -> bool:
    if decl.takes == "format":
        return inst.cbsz_meaning == "format"
    if decl.takes == "scales":
        return inst.scaled or "A" not in inst.matrices
    if decl.takes == "sparse":
        return inst.sparse
    return inst.mnemonic.lower() not in NO_REUSE


def _llvm_mods(arch: Arch, inst: Instruction, wide: bool) -> tuple[ModSpec, ...]:
    """The LLVM_MODS an instruction takes, placed in its encoding (``wide``: the 16-byte
    scaled form, whose WMMA word is bits 64-127)."""
    out = []
    for d in LLVM_MODS:
        if not arch.has(d.feature) or not _takes(d, inst):
            continue
        at = tuple(b + 64 for b in d.at) if wide and d.word == "last" else d.at
        field = "LS." + d.field if wide and d.word == "first" else d.field
        out.append(ModSpec(d.name, d.kind, _r(0, d.values - 1), field, at=at, symbols=d.symbols, sets=d.sets))
    return (*out, *_rdna_mods(arch, inst))


def _op8_fixed(mods: tuple[ModSpec, ...], wide: bool) -> tuple[tuple[str, int], ...]:
    """The op_sel_hi bits LLVM sets in a WMMA word where no modifier has them (bits 59, 60, 14)."""
    base = 64 if wide else 0
    taken = {b - base for m in mods for b in m.at}
    fixed = []
    if not taken & {59, 60}:
        fixed.append(("OPSEL_HI", 3))
    if 14 not in taken:
        fixed.append(("OPSEL_HI2", 1))
    return tuple(fixed)


def _const_kind(arch: Arch, inst: Instruction) -> str:
    return arch.c_literal(inst.types.get("C", inst.types["D"]))


def _matrix_spec(arch: Arch, inst: Instruction) -> InstSpec:
    name = inst.mnemonic.lower()
    more = [k for k, v in ALIASES.get(arch.name, {}).items() if v == name]
    spellings = tuple(dict.fromkeys((name, *(s.lower() for s in inst.aliases), *more)))
    if arch.has(MAI):
        cd = "a" if arch.has(CD_AGPR_ONLY) else "va"
        ops = [OperandSpec("D", "VDST", cd), OperandSpec("A", "SRC0", "va"), OperandSpec("B", "SRC1", "va")]
        if inst.sparse:
            ops.append(OperandSpec("K", "SRC2", "v"))
        elif inst.scaled:
            ops += [OperandSpec("C", "SRC2", "vaks", _const_kind(arch, inst), same_file_as="D", scalars="mfma_c"),
                    OperandSpec("SA", "LS.SRC0", "v"), OperandSpec("SB", "LS.SRC1", "v")]
            return InstSpec(name, spellings, "SCALE", inst.opcode, tuple(ops), _cdna_mods(arch, inst), inst,
                            fixed=(("ABID", 1), ("LS.OP", LD_SCALE_OP), ("LS.ENCODING", 0x1A7)))
        elif arch.has(CD_AGPR_ONLY):
            ops.append(OperandSpec("C", "SRC2", "as", same_file_as="D", scalars="mfma_c"))
        else:
            ops.append(OperandSpec("C", "SRC2", "vaks", _const_kind(arch, inst), same_file_as="D", scalars="mfma_c"))
        return InstSpec(name, spellings, "VOP3P-MAI", inst.opcode, tuple(ops), _cdna_mods(arch, inst), inst)
    if arch.has(OPCODE_8BIT):
        return _op8_spec(arch, inst, name, spellings)
    ops = [OperandSpec("D", "VDST", "v"), OperandSpec("A", "SRC0", "v"), OperandSpec("B", "SRC1", "v")]
    ops.append(OperandSpec("K", "SRC2", "v") if inst.sparse
               else OperandSpec("C", "SRC2", "vks", _const_kind(arch, inst),
                                arch.c_literal_wave64, scalars="wmma_c"))
    return InstSpec(name, spellings, "VOP3P", inst.opcode, tuple(ops), _rdna_mods(arch, inst), inst,
                    fixed=(("OPSEL_HI", 3), ("OPSEL_HI2", 1)))


def _scale_operands(arch: Arch, inst: Instruction, prefix: str) -> tuple[OperandSpec, OperandSpec]:
    """The A and B scale operands: one register each (b32), or an aligned pair (b64, ``scale16``)."""
    n = inst.gprs("SA", arch.default_wave)
    kind, scalars = ("b64", "scale_pair") if n == 2 else ("b32", "scale")
    return (OperandSpec("SA", prefix + "SRC0", "vks", kind, scalars=scalars, regs=n),
            OperandSpec("SB", prefix + "SRC1", "vks", kind, scalars=scalars, regs=n))


def _op8_spec(arch: Arch, inst: Instruction, name: str, spellings: tuple[str, ...]) -> InstSpec:
    """An instruction of an OPCODE_8BIT architecture (gfx1250): VOP3P with an 8-bit OP; a scaled
    WMMA is the scale load with its operands and scale modifiers, then the unchanged WMMA word."""
    if "A" not in inst.matrices:  # a scale load on its own: SRC2 is v0 (LLVM 22.1.8)
        return InstSpec(name, spellings, "VOP3P-OP8", inst.opcode, _scale_operands(arch, inst, ""),
                        _llvm_mods(arch, inst, False), inst, fixed=(("SRC2", 256),))
    ops = [OperandSpec("D", "VDST", "v"), OperandSpec("A", "SRC0", "v"), OperandSpec("B", "SRC1", "v"),
           OperandSpec("K", "SRC2", "v") if inst.sparse
           else OperandSpec("C", "SRC2", "vks", _const_kind(arch, inst), scalars="wmma_c")]
    if not inst.scaled:
        mods = _llvm_mods(arch, inst, False)
        return InstSpec(name, spellings, "VOP3P-OP8", inst.opcode, tuple(ops), mods, inst,
                        fixed=_op8_fixed(mods, False))
    n = inst.gprs("SA", arch.default_wave)
    load = next(i for i in instructions(arch) if "A" not in i.matrices and i.gprs("SA", arch.default_wave) == n)
    mods = _llvm_mods(arch, inst, True)
    fixed = (("LS.OP", load.opcode), ("LS.ENCODING", arch.encoding_field >> 1), ("LS.SRC2", 256),
             *_op8_fixed(mods, True))
    return InstSpec(name, spellings, "WMMA-SCALE", inst.opcode, (*ops, *_scale_operands(arch, inst, "LS.")), mods,
                    inst, fixed=fixed)


def opcode_key(spec: InstSpec) -> int:
    """The key of ``ArchSpec.by_opcode``: the OP field, and for a gfx1250 scaled WMMA the
    prefix's OP too (``prefix << 8 | op``)."""
    return dict(spec.fixed)["LS.OP"] << 8 | spec.opcode if spec.form == "WMMA-SCALE" else spec.opcode


#: VOP3P opcode of V_MFMA_LD_SCALE_B32, the first half of the CDNA4 scale form.
LD_SCALE_OP = 0x2C


def _ld_scale(arch: Arch) -> InstSpec:
    """CDNA4's V_MFMA_LD_SCALE_B32 on its own (the scale form's first 8 bytes)."""
    return InstSpec("v_mfma_ld_scale_b32", ("v_mfma_ld_scale_b32",), "VOP3P", LD_SCALE_OP,
                    (OperandSpec("SA", "SRC0", "vks", "b32"), OperandSpec("SB", "SRC1", "vks", "b32")),
                    (ModSpec("op_sel", "bits", _r(0, 7), "OPSEL", keep=3, shown=2),
                     ModSpec("op_sel_hi", "bits", _r(0, 7), "OPSEL_HI", default=3, keep=3, absent=3, shown=2)),
                    None, fixed=(("OPSEL_HI2", 1),), ignored=(("NEG_HI", 3), ("NEG", 3), ("OPSEL_HI2", 1)))


def _moves(arch: Arch) -> list[InstSpec]:
    fixed = (("OPSEL_HI", 3), ("OPSEL_HI2", 1))
    src = "vks"
    out = [
        InstSpec("v_accvgpr_read_b32", ("v_accvgpr_read_b32", "v_accvgpr_read"), "VOP3P", 0x58,
                 (OperandSpec("D", "VDST", "v"), OperandSpec("SRC", "SRC0", "a")), (), None, fixed),
        InstSpec("v_accvgpr_write_b32", ("v_accvgpr_write_b32", "v_accvgpr_write"), "VOP3P", 0x59,
                 (OperandSpec("D", "VDST", "a"),
                  OperandSpec("SRC", "SRC0", src, "b32", scalars="all" if arch.has(ACC_WRITE_SGPR) else "lds_direct")),
                 (), None, fixed),
    ]
    if arch.has(ACC_MOV):
        out.append(InstSpec("v_accvgpr_mov_b32", ("v_accvgpr_mov_b32",), "VOP1", 0x52,
                            (OperandSpec("D", "VDST", "a"), OperandSpec("SRC", "SRC0", "a")), ()))
    return out


@cache
def arch_spec(arch: Arch) -> ArchSpec:
    insts = [_matrix_spec(arch, i) for i in instructions(arch)]
    if arch.has(MAI):
        insts += _moves(arch)
    if arch.has(SCALE_PREFIX):
        insts.append(_ld_scale(arch))
    by_spelling: dict[str, InstSpec] = {}
    by_opcode: dict[tuple[str, int], InstSpec] = {}
    for s in insts:
        for sp in s.spellings:
            by_spelling.setdefault(sp, s)
        by_opcode[(s.form, opcode_key(s))] = s
    scalars = SCALAR_TABLES[arch.scalar_names]
    op8 = arch.has(OPCODE_8BIT)
    prefix_ops = frozenset(dict(s.fixed)["LS.OP"] for s in insts if s.form == "WMMA-SCALE")
    return ArchSpec(arch, tuple(insts), by_spelling, by_opcode, align=arch.has(ALIGNED_VGPRS),
                    no_partial_overlap=arch.has(MAI), encoding=arch.encoding_field >> 1 if op8 else arch.encoding_field,
                    scalars=scalars, acc_cd=arch.has(ACC_CD),
                    scalar_codes={v: k for k, v in scalars.items()}, enc_shift=24 if op8 else 23,
                    op_mask=0xFF if op8 else 0x7F, vgprs=1024 if arch.has(VGPR_MSB) else 256,
                    const_bus=2 if arch.has(WMMA) else 1,
                    prefix_ops=prefix_ops | ({LD_SCALE_OP} if arch.has(SCALE_PREFIX) else frozenset()))


def spellings_elsewhere() -> dict[str, tuple[str, ...]]:
    """Spelling -> the architectures that have it (for "not on this architecture" errors)."""
    return _spellings(architectures())


@cache
def _spellings(known: tuple[Arch, ...]) -> dict[str, tuple[str, ...]]:
    out: dict[str, list[str]] = {}
    for a in known:
        if not a.llvm_codec:
            continue
        for s in arch_spec(a).insts:
            for sp in s.spellings:
                out.setdefault(sp, []).append(a.name)
    return {k: tuple(v) for k, v in out.items()}
