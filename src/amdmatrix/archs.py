"""Architectures: their names and aliases, features, and the facts each one is described by.

An :class:`Arch` is one row of data. Code that behaves differently on some architectures asks
``arch.has(FEATURE)`` or reads one of the fields below; it never compares an architecture's
name. The features work as LLVM's ``SubtargetPredicate``s do (docs/architecture.md lists them
with the LLVM features they correspond to). Adding an architecture is one entry in
:data:`ARCHS` (or one :func:`register` call), plus its instruction rows.
"""

from __future__ import annotations

from .errors import UnknownArchitectureError
from .records import record, replace

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (docs/decisions.md)
if TYPE_CHECKING:
    from typing import Any

__all__ = ["Arch", "ARCHS", "CDNA1", "CDNA2", "CDNA3", "CDNA4", "RDNA3", "RDNA4", "GFX1250", "resolve_arch", "register",
           "unregister", "arch_first", "FEATURES",
           "MAI", "ACC_CD", "CD_AGPR_ONLY", "ACC_MOV", "ACC_WRITE_SGPR", "ALIGNED_VGPRS", "F64_BLGP_NEG",
           "ABID_LOW_BITS", "F16_DENORM_FLUSH", "SCALE_PREFIX", "WMMA", "WMMA_OPSEL_HALF", "WMMA_NEG_TYPED",
           "INDEX_KEY", "OPCODE_8BIT", "MATRIX_FMT", "WMMA_SCALE_PREFIX", "OPERAND_REUSE", "VGPR_MSB",
           "DPP_WAVE", "DPP_ROW_NEWBCAST", "DPP_ROW_SHARE", "DPP8", "PERMLANE16", "PERMLANE64", "PERMLANE16_SWAP",
           "PERMLANE32_SWAP", "DS_READ_TR", "DS_LOAD_TR"]

# ----------------------------------------------------------------------------- features
#: MFMA matrix cores: the VOP3P-MAI encoding, AccVGPRs, blocks, CBSZ/ABID/BLGP (LLVM FeatureMAIInsts).
MAI = "MAI"
#: The ACC_CD bit puts C and D in ArchVGPRs or AccVGPRs (gfx90a on).
ACC_CD = "ACC_CD"
#: C and D are always AccVGPRs, and C takes no inline constant (gfx908).
CD_AGPR_ONLY = "CD_AGPR_ONLY"
#: V_ACCVGPR_MOV_B32 exists (gfx90a on).
ACC_MOV = "ACC_MOV"
#: V_ACCVGPR_WRITE_B32 takes SGPRs and inline constants (gfx908 takes only src_lds_direct).
ACC_WRITE_SGPR = "ACC_WRITE_SGPR"
#: Register tuples start at an even register (LLVM FeatureRequiresAlignedVGPRs, gfx90a on).
ALIGNED_VGPRS = "ALIGNED_VGPRS"
#: On the F64 MFMAs the BLGP bits negate A, B and C (LLVM writes ``neg:[a,b,c]``; gfx940 on).
F64_BLGP_NEG = "F64_BLGP_NEG"
#: A sparse index register read with CBSZ 0 uses only the low ABID bits, so any 4-bit ABID is
#: legal (CDNA4 ISA §7.5); without it ABID is limited to the index sets, as the calculator does.
ABID_LOW_BITS = "ABID_LOW_BITS"
#: The FP16/BF16 MFMAs flush input and output denormals (MI200 ISA opcode table).
F16_DENORM_FLUSH = "F16_DENORM_FLUSH"
#: Block-scaled MFMAs: the V_MFMA_LD_SCALE_B32 prefix (gfx950).
SCALE_PREFIX = "SCALE_PREFIX"
#: WMMA matrix instructions in the VOP3P encoding, in VGPRs (RDNA).
WMMA = "WMMA"
#: OP_SEL[2] picks the C/D half of a 16-bit-output WMMA; op_sel/op_sel_hi are written (gfx11).
WMMA_OPSEL_HALF = "WMMA_OPSEL_HALF"
#: NEG/NEG_HI legality depends on the data type (16-bit floats A/B(/C), integers the signedness
#: of A/B, FP8/BF8 only C); without it every WMMA takes neg_lo/neg_hi 0-7 (gfx12).
WMMA_NEG_TYPED = "WMMA_NEG_TYPED"
#: SWMMAC ``index_key`` (the OPSEL field) picks one of several index sets (gfx12).
INDEX_KEY = "INDEX_KEY"

#: The VOP3P OP field is 8 bits, [23:16], and the ENCODING field [31:24] (gfx1250; LLVM 22).
OPCODE_8BIT = "OPCODE_8BIT"
#: The F8F6F4 A/B formats are written ``matrix_a_fmt``/``matrix_b_fmt`` in the OP_SEL and
#: OP_SEL_HI bits, with LLVM's symbolic values (gfx1250).
MATRIX_FMT = "MATRIX_FMT"
#: Scaled WMMAs: a ``v_wmma_ld_scale*_paired`` word (the scale operands, ``matrix_a_scale``,
#: ``matrix_a_scale_fmt`` and the B ones) followed by the unchanged WMMA word (gfx1250).
WMMA_SCALE_PREFIX = "WMMA_SCALE_PREFIX"
#: ``matrix_a_reuse``/``matrix_b_reuse`` (OP_SEL[2], OP_SEL_HI[2]); ``index_key`` is then one bit,
#: OP_SEL[0] (gfx1250).
OPERAND_REUSE = "OPERAND_REUSE"
#: 1024 VGPRs, the high ones reached through S_SET_VGPR_MSB: a register tuple must start at
#: v0-v255 (the 8-bit field) but may run past v255 (gfx1250; LLVM 22 takes ``v[252:259]``).
VGPR_MSB = "VGPR_MSB"


# The data-movement primitives (amdmatrix.primitives declares each one with its feature).
#: The GFX9 DPP controls that reach past a row: wave_shl/wave_shr/wave_rol/wave_ror:1 and
#: row_bcast:15/31 (gone from GFX10; LLVM accepts them for gfx908-gfx950 only).
DPP_WAVE = "DPP_WAVE"
#: DPP row_newbcast:0-15 (dpp_ctrl 0x150-0x15F; the MI200 ISA's DPP_ROW_*; LLVM gfx90a-insts).
DPP_ROW_NEWBCAST = "DPP_ROW_NEWBCAST"
#: DPP row_share:0-15 and row_xmask:0-15 (GFX10 on, where 0x150-0x16F mean them).
DPP_ROW_SHARE = "DPP_ROW_SHARE"
#: DPP8: any lane of each group of 8 (``dpp8:[...]``; LLVM dpp8).
DPP8 = "DPP8"
#: V_PERMLANE16_B32 and V_PERMLANEX16_B32 with SGPR lane selects (GFX10 on).
PERMLANE16 = "PERMLANE16"
#: V_PERMLANE64_B32: the two halves of a wave64 trade places (GFX11 on).
PERMLANE64 = "PERMLANE64"
#: V_PERMLANE16_SWAP_B32 (LLVM permlane16-swap: gfx950, gfx1250).
PERMLANE16_SWAP = "PERMLANE16_SWAP"
#: V_PERMLANE32_SWAP_B32 (LLVM permlane32-swap: gfx950).
PERMLANE32_SWAP = "PERMLANE32_SWAP"
#: The transposing LDS reads ds_read_b64_tr_b4/_b8/_b16 and ds_read_b96_tr_b6 (gfx950-insts).
DS_READ_TR = "DS_READ_TR"
#: The transposing LDS loads ds_load_tr8_b64 and ds_load_tr16_b128 (gfx1250-insts).
DS_LOAD_TR = "DS_LOAD_TR"

#: Every feature name, for documentation and checks.
FEATURES: tuple[str, ...] = (MAI, ACC_CD, CD_AGPR_ONLY, ACC_MOV, ACC_WRITE_SGPR, ALIGNED_VGPRS, F64_BLGP_NEG,
                             ABID_LOW_BITS, F16_DENORM_FLUSH, SCALE_PREFIX, WMMA, WMMA_OPSEL_HALF, WMMA_NEG_TYPED,
                             INDEX_KEY, OPCODE_8BIT, MATRIX_FMT, WMMA_SCALE_PREFIX, OPERAND_REUSE,
                             VGPR_MSB, DPP_WAVE, DPP_ROW_NEWBCAST, DPP_ROW_SHARE, DPP8, PERMLANE16, PERMLANE64,
                             PERMLANE16_SWAP, PERMLANE32_SWAP, DS_READ_TR, DS_LOAD_TR)


@record
class Arch:
    """One GPU architecture generation with matrix instructions."""

    name: str
    aliases: tuple[str, ...]
    family: str  # "CDNA", "RDNA" or "CDNA5": reported, never switched on
    encoding: str  # "VOP3P-MAI" or "VOP3P"
    waves: tuple[int, ...]
    mcpu: str  # the LLVM -mcpu name used for encoding
    products: str
    #: GPR alignment requirement in bytes, as the calculator reports it.
    alignment: int
    #: What the architecture has (the constants above).
    features: frozenset[str]
    #: The module of :mod:`amdmatrix.isa` with its instruction rows (and of its hazard rules).
    data: str
    #: The wave size used when none is given.
    default_wave: int
    #: Throughput unit: per compute unit (CU) or per workgroup processor (WGP).
    unit: str
    #: The ENCODING field (bits 31:23) of the matrix instructions' first dword.
    encoding_field: int
    #: Which named scalar operands the assembler knows (a key of encoding.spec.SCALAR_TABLES).
    scalar_names: str
    #: How a literal C operand is read, by C's data type ("" for every other type): b32, b64, b16, bf16.
    c_literals: tuple[tuple[str, str], ...]
    #: The kind at wave 64 when it differs (RDNA3 reads C literals as 32-bit there).
    c_literal_wave64: str | None = None
    #: Whether AMD's Matrix Instruction Calculator covers this architecture, so that the
    #: ``-d`` text must stay its report byte for byte (no amdmatrix-only lines).
    calculator: bool = True
    #: Whether amdmatrix's LLVM-identical encoder/decoder covers this architecture.
    llvm_codec: bool = True

    def __hash__(self) -> int:  # cheap: the look-up caches are keyed by Arch
        return hash(self.name)

    def __repr__(self) -> str:
        """The identifying fields only (the rest: ``amdmatrix --list-architectures``, the attributes)."""
        return (f"Arch(name={self.name!r}, aliases={self.aliases!r}, family={self.family!r}, waves={self.waves!r}, "
                f"mcpu={self.mcpu!r}, products={self.products!r})")

    def replace(self, **changes: Any) -> Arch:
        """A copy with ``changes`` (``RDNA4.replace(name="RDNA9", aliases=(...))``), for :func:`register`."""
        return replace(self, **changes)

    def has(self, feature: str) -> bool:
        """Whether the architecture has ``feature`` (one of :data:`FEATURES`)."""
        return feature in self.features

    def c_literal(self, c_type: str) -> str:
        """How a literal C operand of data type ``c_type`` is read."""
        kinds = dict(self.c_literals)
        return kinds.get(c_type, kinds[""])

    @property
    def layout_sources(self) -> tuple[str, ...]:
        """The public sources the exact layouts of this architecture follow (gfx1250: per layout)."""
        calc = ("AMD Matrix Instruction Calculator",) if self.calculator else ()
        return (f"AMD {self.name} ISA guide", *calc)


_GFX908 = frozenset({MAI, DPP_WAVE})
_GFX90A = _GFX908 | {ACC_CD, ACC_MOV, ACC_WRITE_SGPR, ALIGNED_VGPRS, DPP_ROW_NEWBCAST}
#: What every RDNA-style target here has for moving data between lanes (GFX11 on).
_GFX11_LANES = frozenset({DPP_ROW_SHARE, DPP8, PERMLANE16, PERMLANE64})


def _cdna(name: str, aliases: tuple[str, ...], mcpu: str, products: str, alignment: int, features: frozenset[str],
          scalar_names: str = "mai", calculator: bool = True) -> Arch:
    return Arch(name, aliases, "CDNA", "VOP3P-MAI", (64,), mcpu, products, alignment, features, name.lower(),
                default_wave=64, unit="CU", encoding_field=0x1A7, scalar_names=scalar_names,
                c_literals=(("fp64", "b64"), ("", "b32")), calculator=calculator)


def _rdna(name: str, aliases: tuple[str, ...], mcpu: str, products: str, features: frozenset[str],
          c_literals: tuple[tuple[str, str], ...], c_literal_wave64: str | None = None) -> Arch:
    return Arch(name, aliases, "RDNA", "VOP3P", (32, 64), mcpu, products, 4, features, name.lower(),
                default_wave=32, unit="WGP", encoding_field=0x198, scalar_names="wmma", c_literals=c_literals,
                c_literal_wave64=c_literal_wave64)


CDNA1 = _cdna("CDNA1", ("CDNA", "GFX908", "MI100", "ARCTURUS"), "gfx908", "AMD Instinct MI100", 4,
              _GFX908 | {CD_AGPR_ONLY}, scalar_names="mai_gfx908")
CDNA2 = _cdna("CDNA2", ("GFX90A", "MI200", "MI210", "MI250", "MI250X", "ALDEBARAN"), "gfx90a",
              "AMD Instinct MI200 series", 8, _GFX90A | {F16_DENORM_FLUSH})
CDNA3 = _cdna("CDNA3", ("GFX940", "GFX941", "GFX942", "MI300", "MI300A", "MI300X", "MI325X", "AQUA_VANJARAM"),
              "gfx942", "AMD Instinct MI300 series", 8, _GFX90A | {F64_BLGP_NEG})
CDNA4 = _cdna("CDNA4", ("GFX950", "MI350", "MI350X", "MI355", "MI355X"), "gfx950", "AMD Instinct MI350 series", 8,
              _GFX90A | {F64_BLGP_NEG, ABID_LOW_BITS, SCALE_PREFIX, PERMLANE16_SWAP, PERMLANE32_SWAP, DS_READ_TR},
              calculator=False)
RDNA3 = _rdna("RDNA3", ("GFX1100", "GFX1101", "GFX1102", "GFX1103", "GFX1150", "GFX1151", "GFX1152", "GFX1153"),
              "gfx1100", "AMD Radeon RDNA 3 GPUs", _GFX11_LANES | {WMMA, WMMA_OPSEL_HALF}, (("", "b64"),),
              c_literal_wave64="b32")
RDNA4 = _rdna("RDNA4", ("GFX1200", "GFX1201"), "gfx1200", "AMD Radeon RDNA 4 GPUs",
              _GFX11_LANES | {WMMA, WMMA_NEG_TYPED, INDEX_KEY},
              (("fp64", "b64"), ("fp16", "b16"), ("bf16", "bf16"), ("", "b32")))

# gfx1250 (CDNA5): an Instinct part with RDNA4's WMMA in the VOP3P encoding, wave32 only,
# throughput per CU. Its layouts follow no AMD table yet (docs/gfx1250.md), hence calculator=False.
GFX1250 = Arch("GFX1250", ("GFX1251", "MI455X", "CDNA5"), "CDNA5", "VOP3P", (32,), "gfx1250", "AMD Instinct MI455X", 8,
               _GFX11_LANES | {WMMA, WMMA_NEG_TYPED, INDEX_KEY, ALIGNED_VGPRS, OPCODE_8BIT, MATRIX_FMT,
                               WMMA_SCALE_PREFIX, OPERAND_REUSE, VGPR_MSB, PERMLANE16_SWAP, DS_LOAD_TR},
               "gfx1250", default_wave=32, unit="CU", encoding_field=0x198, scalar_names="gfx1250",
               c_literals=(("fp64", "b64"), ("fp16", "b16"), ("bf16", "bf16"), ("", "b32")), calculator=False)

#: Every architecture, oldest first (:func:`register` adds to it).
ARCHS: tuple[Arch, ...] = (CDNA1, CDNA2, CDNA3, CDNA4, RDNA3, RDNA4, GFX1250)

_BY_NAME: dict[str, Arch] = {}


def _index() -> None:
    _BY_NAME.clear()
    for a in ARCHS:
        for n in (a.name, *a.aliases):
            _BY_NAME[n.upper()] = a


_index()


def register(arch: Arch) -> None:
    """Add an architecture (for example ``RDNA4.replace(name="RDNA9", ...)``).

    Its instructions are the rows of its ``data`` module, bound to it. Raises
    UnknownArchitectureError if a name or alias is taken. :func:`unregister` removes it.
    """
    global ARCHS
    taken = [n for n in (arch.name, *arch.aliases) if n.upper() in _BY_NAME]
    if taken:
        raise UnknownArchitectureError(f"architecture name {taken[0]!r} is taken; legal values: a new name")
    ARCHS = (*ARCHS, arch)
    _index()


def unregister(arch: Arch) -> None:
    """Remove an architecture that :func:`register` added."""
    global ARCHS
    ARCHS = tuple(a for a in ARCHS if a is not arch)
    _index()


def all_arch_names() -> list[str]:
    """Every accepted architecture name and alias, upper case."""
    return list(_BY_NAME)


def resolve_arch(name: str) -> Arch:
    """Return the architecture for ``name`` or any alias, case-insensitively."""
    arch = _BY_NAME.get(str(name).strip().upper())
    if arch is None:
        legal = ", ".join(f"{a.name} ({', '.join(a.aliases)})" for a in ARCHS)
        raise UnknownArchitectureError(f"unknown architecture {name!r}; legal values: {legal}")
    return arch


def arch_first(first: object, second: object) -> tuple[object, object]:
    """``(arch, other)`` from the two leading arguments of an API call, in either order.

    The API takes the architecture first (``instruction(arch, mnemonic)``, ``encode(arch,
    asm)``, ``check(arch, asm)``); the earlier order of ``encode``, ``decode`` and ``check``
    (text or bytes first) is still accepted: an :class:`Arch`, or a string that names an
    architecture, is the architecture; bytes never are. When neither names one, the order
    stays as given, unless the first cannot be a name (text with blanks: assembly in the
    earlier order); the architecture's own error follows.
    """
    if isinstance(first, Arch) or isinstance(second, (bytes, bytearray, memoryview)):
        return first, second
    if isinstance(second, Arch) or isinstance(first, (bytes, bytearray, memoryview)):
        return second, first
    if isinstance(first, str) and _names_arch(first):
        return first, second
    if isinstance(second, str) and _names_arch(second):
        return second, first
    if isinstance(first, str) and (len(first) > 64 or len(first.split()) > 1):
        return second, first
    return first, second


def _names_arch(name: str) -> bool:
    return len(name) < 64 and name.strip().upper() in _BY_NAME
