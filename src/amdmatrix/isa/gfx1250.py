"""gfx1250 (CDNA5, MI455X) WMMA, SWMMAC and scale-load instructions: one row each.

Facts (mnemonics, opcodes, operand widths, modifiers) are LLVM 22's (llvm-mc-22, vendored
in tests/data/gfx1250/llvm22-facts.json); the cycles are llvm-mca-22's scheduling model,
not AMD figures (AMD publishes none). Layouts are bit-field declarations as in
:mod:`amdmatrix.isa.rdna4` (``lane``/``item`` list coordinate bits lowest first, ``a:b`` is
bits a..b-1). No AMD layout table for gfx1250 was readable, so each layout carries a
:class:`~amdmatrix.confidence.Confidence`: ``exact`` only for the 32-bit C/D of the 16x16
forms, which every public source agrees on; every other layout is ``provisional``
(docs/gfx1250.md names the sources, the alternatives and the hardware test for each).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from ..archs import resolve_arch
from ..confidence import EXACT, PROVISIONAL, Confidence
from ..dtypes import DTYPES
from ..errors import UnsupportedModifierError
from ..families import F8F6F4_FORMATS, explicit
from ..layout import BitLayout
from ..model import Instruction
from ..modifiers import Modifiers
from ..results import Calculation, Element, Operand
from ._rows import Decl

__all__ = ["ARCH", "INSTRUCTIONS", "Gfx1250Instruction"]

ARCH = resolve_arch("GFX1250")

# --- public sources, by the names docs/gfx1250.md uses --------------------------------------
_ALL = ("Triton AMDWmmaEncodingAttr", "AMD Composable Kernel gfx12/gfx125 WMMA traits",
        "AMD rocJITsu WMMA layouts", "LLVM 22 AMDGPU operand widths")
_CD32 = Confidence(EXACT, _ALL)
_CD16 = Confidence(PROVISIONAL, ("AMD rocJITsu wmma_output_loc_16", "LLVM 22 AMDGPU operand widths"),
                   "16-bit C/D packing (two rows per VGPR) is rated medium-high, not high, in the public sources")
_CD_32X16 = Confidence(PROVISIONAL, ("AMD rocJITsu wmma_output_loc_32", "AMD Composable Kernel kCMBlock"),
                       "the 32x16 shapes are rated medium")
_AB_ROW = ("the lane carries the row (A) or column (B): high in every source; the K order within a lane is "
           "a convention (same-format A and B pair by storage position)")


def _ab(reason: str, *sources: str) -> Confidence:
    return Confidence(PROVISIONAL, sources or _ALL, f"{_AB_ROW}; {reason}")


_C_F32X4 = _ab("K order rated medium-high (Triton kWidth 2, Composable Kernel K1=2, rocJITsu agree)")
_C_16 = _ab("8-element K chunks chosen (every gfx1250 source); the RDNA4-style 4-element chunks are the alternative")
_C_8 = _ab("16-element K chunks chosen (AMD rocJITsu, Composable Kernel LayoutFrom8BitK64); "
           "Triton v3 uses 8-element chunks")
_C_F8F6F4 = _ab("contiguous sub-byte order chosen (Composable Kernel, rocJITsu block-scaled path); rocJITsu's "
                "unscaled path interleaves FP6/FP4 next to FP8, which only hardware test H2 can settle")
_C_F4_32X16 = _ab("32x16 shapes rated medium; rocJITsu's unscaled path interleaves the sub-byte order")
_C_SPARSE = Confidence(PROVISIONAL, ("AMD rocJITsu SWMMAC layouts", "third-party gfx1250 SWMMAC test"),
                       "compressed A and index placement are rated low: the sources conflict (hardware test H4)")
_C_SCALE = Confidence(PROVISIONAL, ("AMD rocJITsu wmma_scale_lane", "Triton chooseScaledWmmaScaleLayout"),
                      "scale lanes and bytes are rated medium; lanes 0-15 (MATRIX_SCALE_ROW0) are shown")
_C_SCALE_32X16 = Confidence(PROVISIONAL, ("AMD rocJITsu wmma_f4_32x16x128_a_scale_lane",),
                            "the 32x16 A scale is rated low and the meaning of MATRIX_SCALE_ROW1 is unknown")

# --- layouts ---------------------------------------------------------------------------------
_G = "k0:2"  # the four dense columns of a 4:2 sparse group share one stored pair
_CD = Decl("j0:4 i3", "i0:3")
_CD_M32 = Decl("j0:4 i3", "i0:3 i4")
_F32X4 = (Decl("i0:4 k1", "k0"), Decl("j0:4 k1", "k0"))
_D16 = (Decl("i0:4 k3", "k0:3 k4"), Decl("j0:4 k3", "k0:3 k4"))
_D8_K64 = (Decl("i0:4 k4", "k0:4 k5"), Decl("j0:4 k4", "k0:4 k5"))
_D8_K128 = (Decl("i0:4 k4", "k0:4 k5:7"), Decl("j0:4 k4", "k0:4 k5:7"))
_SUB_BYTE = (Decl("i0:4 k5", "k0:5 k6"), Decl("j0:4 k5", "k0:5 k6"))
_F4_32X16_A = Decl("i0:4 k5", "k0:5 k6 i4")
_SP16 = {"A": Decl("i0:4 k4", "k2:4 k5", _G), "B": Decl("j0:4 k4", "k0:4 k5"), "K": Decl("i0:4 k5", "k2:5", _G)}
_SP8 = {"A": Decl("i0:4 k5", "k2:5 k6", _G), "B": Decl("j0:4 k5", "k0:5 k6"), "K": Decl("i0:4 k6", "k2:6", _G)}
_SCALE = {32: (Decl("i0:4", "k0:2", replicate=False), Decl("j0:4", "k0:2", replicate=False)),
          16: (Decl("i0:4", "k0:3", replicate=False), Decl("j0:4", "k0:3", replicate=False))}
_SCALE_A_M32 = {32: Decl("i0:5", "k0:2"), 16: Decl("i0:5", "k0:3")}

_SCALE_FORMATS = ("E8", "E5M3", "E4M3")


@dataclass(frozen=True, eq=False)
class Gfx1250Instruction(Instruction):
    """A gfx1250 instruction: explicit layouts, each with its confidence.

    ``decls`` maps a matrix (``A``, ``B``, ``K``, ``C``, ``D``, ``SA``, ``SB``) to its
    declaration; F8F6F4 A/B use ``_SUB_BYTE`` for the FP6/BF6/FP4 formats.
    """

    decls: Mapping[str, Decl] = field(default_factory=dict, repr=False)
    conf: Mapping[str, Confidence] = field(default_factory=dict, repr=False)
    #: K values per scale byte: 32 (``scale``, ``ld_scale_paired_b32``) or 16 (``scale16``).
    scale_block: int = 32
    #: ``v_wmma_ld_scale*``: loads the scales of the next WMMA; it has no A, B, C or D.
    scale_load: bool = False

    @property
    def matrices(self) -> tuple[str, ...]:
        if self.scale_load:
            return ("SA", "SB")
        return super().matrices

    @property
    def flops(self) -> int:
        return 0 if self.scale_load else super().flops

    @property
    def is_integer(self) -> bool:
        return False if self.scale_load else super().is_integer

    def confidence(self, matrix: str) -> Confidence:
        return self.conf[self._matrix(matrix)]

    def supports(self, modifier: str) -> bool:
        # The scales of a gfx1250 scaled WMMA are always on and their bytes are fixed per lane:
        # neither ABID nor a scale byte select exists (LLVM: matrix_a_scale picks a lane half).
        if modifier in ("abid", "a_scale_byte", "b_scale_byte"):
            super().supports(modifier)
            return False
        return super().supports(modifier)

    def check_modifiers(self, mods: Modifiers, wave: int | None = None) -> None:
        super().check_modifiers(mods, wave)
        if mods.abid:
            raise UnsupportedModifierError(f"ABID is not supported by {self.mnemonic} on {self.arch.name}; "
                                           "legal values: 0")

    def sources_of(self, i: int = 0, j: int = 0, block: int = 0, *, wave: int | None = None,
                   **modifiers: object) -> Calculation:
        if self.scale_load:
            raise UnsupportedModifierError(f"{self.mnemonic} computes no D: it loads the scales of the next WMMA; "
                                           "legal values: a WMMA or SWMMAC instruction")
        calc = super().sources_of(i, j, block, wave=wave, **modifiers)
        if not self.scaled:
            return calc
        w = self._wave(wave)
        mods = self._parse(modifiers, ("wave",))
        sav, sbv = self._view("SA", w, mods), self._view("SB", w, mods)
        blk, nb = self.scale_block, self.blocks
        i, j = calc.d.element.row, calc.d.element.col
        scales = []
        for kk in range(self.k):
            sa = tuple(sav.locate(i, kk // blk, 0))
            sb = tuple(sbv.locate(kk // blk, j, 0))
            scales.append((Operand(Element("SA", i, kk // blk, 0, sa[0], blocks=nb), sa),
                           Operand(Element("SB", kk // blk, j, 0, sb[0], blocks=nb), sb)))
        return Calculation(calc.d, calc.products, calc.c, tuple(scales))


def _layout(inst: Instruction, matrix: str, wave: int, mods: Modifiers) -> BitLayout:
    assert isinstance(inst, Gfx1250Instruction)
    kb = inst.k // inst.scale_block
    sizes = {"A": (inst.m, inst.k, 1), "K": (inst.m, inst.k, 1), "B": (inst.k, inst.n, 1),
             "C": (inst.m, inst.n, 1), "D": (inst.m, inst.n, 1), "SA": (inst.m, kb, 1), "SB": (kb, inst.n, 1)}
    names = {"A": ("i", "k"), "K": ("i", "k"), "B": ("k", "j"), "C": ("i", "j"), "D": ("i", "j"),
             "SA": ("i", "k"), "SB": ("k", "j")}
    decl = inst.decls[matrix]
    if matrix in ("SA", "SB"):
        width = 8
    elif matrix == "K":
        width = 4
    elif matrix in ("A", "B"):
        fmt = inst.types[matrix]
        if inst.cbsz_meaning == "format":
            fmt = F8F6F4_FORMATS[mods.cbsz if matrix == "A" else mods.blgp]
            if fmt not in ("fp8", "bf8"):
                decl = _SUB_BYTE[0 if matrix == "A" else 1]
        width = DTYPES[fmt].bits * (2 if matrix == "A" and inst.sparse else 1)
    else:
        width = DTYPES[inst.types[matrix]].bits
    row, col = names[matrix]
    return explicit(sizes[matrix], row, col, decl.lane, decl.item, wave, width, grouped=decl.grouped,
                    replicate=decl.replicate)


_MCA = "Execution cycles: llvm-mca-22's latency for -mcpu=gfx1250 (LLVM's scheduling model; AMD publishes none)"


def _types(mnemonic: str) -> tuple[str, str, str, str]:
    """(A, B, C, D) data types from the mnemonic ``v_(s)wmma_<D>_MxNxK_<A>[_<B>]``."""
    parts = mnemonic.split("_")
    d, ab = parts[2], parts[4:]
    names = {"f32": "fp32", "f16": "fp16", "bf16": "bf16", "i32": "i32", "iu8": "iu8", "fp8": "fp8", "bf8": "bf8",
             "f4": "fp4", "f8f6f4": "fp8", "bf16f32": "bf16"}
    a = names[ab[0]]
    b = names[ab[1]] if len(ab) > 1 else a
    c = "fp32" if d == "bf16f32" else names[d]
    return a, b, c, names[d]


def _row(mnemonic: str, opcode: int, mca: int, *, notes: tuple[str, ...] = ()) -> Gfx1250Instruction:
    sparse = mnemonic.startswith("v_swmmac")
    scaled = mnemonic.startswith(("v_wmma_scale_", "v_wmma_scale16_"))
    plain = mnemonic.replace("_scale16_", "_").replace("_scale_", "_")
    m, n, k = (int(x) for x in plain.split("_")[3].split("x"))
    a, b, c, d = _types(plain)
    f8f6f4 = mnemonic.endswith("_f8f6f4")
    decls: dict[str, Decl] = {}
    conf: dict[str, Confidence] = {}
    if sparse:
        sp = _SP16 if DTYPES[a].bits == 16 else _SP8
        decls.update(sp)
        conf.update({"A": _C_SPARSE, "K": _C_SPARSE, "B": _C_SPARSE})
        if d == "bf16":  # v_swmmac_bf16f32: D is tied to the 8-VGPR f32 C (LLVM); its format is unknown
            d = "fp32" if mnemonic.startswith("v_swmmac_bf16f32") else d
    elif a == "fp32":
        decls["A"], decls["B"] = _F32X4
        conf["A"] = conf["B"] = _C_F32X4
    elif DTYPES[a].bits == 16:
        decls["A"], decls["B"] = _D16
        conf["A"] = conf["B"] = _C_16
    elif m == 32:
        decls["A"], decls["B"] = _F4_32X16_A, _SUB_BYTE[1]
        conf["A"] = conf["B"] = _C_F4_32X16
    elif k == 64:
        decls["A"], decls["B"] = _D8_K64
        conf["A"] = conf["B"] = _C_8
    else:
        decls["A"], decls["B"] = _D8_K128
        conf["A"] = conf["B"] = _C_F8F6F4 if f8f6f4 else _C_8
    cd = _CD_M32 if m == 32 else _CD
    decls["C"] = decls["D"] = cd
    for mat, t in (("C", c), ("D", d)):
        conf[mat] = _CD_32X16 if m == 32 else (_CD32 if DTYPES[t].bits == 32 else _CD16)
    if mnemonic.startswith("v_swmmac_bf16f32"):
        conf["D"] = Confidence(PROVISIONAL, ("LLVM 22 AMDGPU operand widths",),
                               "D is tied to the 8-VGPR f32 C in LLVM; whether it is written as f32 or bf16 is "
                               "unknown (hardware test H5)")
    blk = 16 if "_scale16_" in mnemonic else 32
    if scaled:
        sa, sb = _SCALE[blk]
        decls["SA"], decls["SB"] = (_SCALE_A_M32[blk] if m == 32 else sa), sb
        conf["SA"] = _C_SCALE_32X16 if m == 32 else _C_SCALE
        conf["SB"] = _C_SCALE
    integer = DTYPES[a].is_integer
    neg: str | None = None
    if integer:
        neg = "signedness"
    elif DTYPES[a].bits >= 16:
        neg = "float"
    types = {"A": a, "B": b, "K": "idx", "D": d} if sparse else {"A": a, "B": b, "C": c, "D": d}
    return Gfx1250Instruction(
        ARCH, mnemonic.upper(), opcode, m, n, k, 1, types, mca, None, _layout, sparse=sparse,
        cbsz_meaning="format" if f8f6f4 else None, blgp_meaning="format" if f8f6f4 else None,
        neg_meaning=neg, notes=(_MCA, *notes), scaled=scaled, decls=decls, conf=conf, scale_block=blk,
    )


def _scale_load(mnemonic: str, opcode: int, mca: int) -> Gfx1250Instruction:
    blk = 16 if "scale16" in mnemonic else 32
    sa, sb = _SCALE[blk]
    return Gfx1250Instruction(
        ARCH, mnemonic.upper(), opcode, 16, 16, 128, 1, {"SA": "e8m0", "SB": "e8m0"}, mca, None, _layout,
        notes=(_MCA, "Loads the A and B scales for the next WMMA (shown for a 16x16x128 F8F6F4 WMMA); LLVM "
               "assembles v_wmma_scale* as this instruction followed by the WMMA"),
        decls={"SA": sa, "SB": sb}, conf={"SA": _C_SCALE, "SB": _C_SCALE}, scale_block=blk, scale_load=True,
    )


_NEG_HI_F32 = ("neg_hi on A or B is accepted by LLVM 22 but not encoded: it has no effect",)
_F8F6F4 = ("matrix_a_fmt/matrix_b_fmt (--a-format/--b-format here) give the A/B formats: FP8 and BF8 take 16 "
           "VGPRs, FP6 and BF6 12, FP4 8",)

INSTRUCTIONS: tuple[Gfx1250Instruction, ...] = (
    _row("v_wmma_f32_16x16x4_f32", 0x5d, 16, notes=_NEG_HI_F32),
    _row("v_wmma_f32_16x16x32_bf16", 0x62, 8),
    _row("v_wmma_bf16_16x16x32_bf16", 0x63, 8),
    _row("v_wmma_bf16f32_16x16x32_bf16", 0x64, 8, notes=("C is FP32 (8 VGPRs), D is BF16 (4 VGPRs)",)),
    _row("v_wmma_f32_16x16x32_f16", 0x60, 8),
    _row("v_wmma_f16_16x16x32_f16", 0x61, 8),
    _row("v_wmma_f32_16x16x64_fp8_fp8", 0x6a, 8),
    _row("v_wmma_f32_16x16x64_fp8_bf8", 0x6b, 8),
    _row("v_wmma_f32_16x16x64_bf8_fp8", 0x6c, 8),
    _row("v_wmma_f32_16x16x64_bf8_bf8", 0x6d, 8),
    _row("v_wmma_f16_16x16x64_fp8_fp8", 0x6e, 8),
    _row("v_wmma_f16_16x16x64_fp8_bf8", 0x6f, 8),
    _row("v_wmma_f16_16x16x64_bf8_fp8", 0x70, 8),
    _row("v_wmma_f16_16x16x64_bf8_bf8", 0x71, 8),
    _row("v_wmma_i32_16x16x64_iu8", 0x72, 16),
    _row("v_wmma_f32_16x16x128_fp8_fp8", 0x80, 8),
    _row("v_wmma_f32_16x16x128_fp8_bf8", 0x81, 8),
    _row("v_wmma_f32_16x16x128_bf8_fp8", 0x82, 8),
    _row("v_wmma_f32_16x16x128_bf8_bf8", 0x83, 8),
    _row("v_wmma_f16_16x16x128_fp8_fp8", 0x84, 8),
    _row("v_wmma_f16_16x16x128_fp8_bf8", 0x85, 8),
    _row("v_wmma_f16_16x16x128_bf8_fp8", 0x86, 8),
    _row("v_wmma_f16_16x16x128_bf8_bf8", 0x87, 8),
    _row("v_wmma_f32_16x16x128_f8f6f4", 0x33, 8, notes=_F8F6F4),
    _row("v_wmma_f32_32x16x128_f4", 0x88, 8),
    _row("v_swmmac_f32_16x16x64_f16", 0x65, 8),
    _row("v_swmmac_f32_16x16x64_bf16", 0x66, 8),
    _row("v_swmmac_f16_16x16x64_f16", 0x67, 8),
    _row("v_swmmac_bf16_16x16x64_bf16", 0x68, 8),
    _row("v_swmmac_bf16f32_16x16x64_bf16", 0x69, 8,
         notes=("D is tied to the 8-VGPR FP32 C (LLVM 22); whether D is written as FP32 or BF16 is unknown",)),
    _row("v_swmmac_f32_16x16x128_fp8_fp8", 0x73, 8),
    _row("v_swmmac_f32_16x16x128_fp8_bf8", 0x74, 8),
    _row("v_swmmac_f32_16x16x128_bf8_fp8", 0x75, 8),
    _row("v_swmmac_f32_16x16x128_bf8_bf8", 0x76, 8),
    _row("v_swmmac_f16_16x16x128_fp8_fp8", 0x77, 8),
    _row("v_swmmac_f16_16x16x128_fp8_bf8", 0x78, 8),
    _row("v_swmmac_f16_16x16x128_bf8_fp8", 0x79, 8),
    _row("v_swmmac_f16_16x16x128_bf8_bf8", 0x7a, 8),
    _row("v_swmmac_i32_16x16x128_iu8", 0x7b, 16),
    _row("v_wmma_scale_f32_16x16x128_f8f6f4", 0x33, 8, notes=_F8F6F4),
    _row("v_wmma_scale16_f32_16x16x128_f8f6f4", 0x33, 8, notes=_F8F6F4),
    _row("v_wmma_scale_f32_32x16x128_f4", 0x88, 8),
    _row("v_wmma_scale16_f32_32x16x128_f4", 0x88, 8),
    _scale_load("v_wmma_ld_scale_paired_b32", 0x35, 5),
    _scale_load("v_wmma_ld_scale16_paired_b64", 0x3a, 5),
)

#: The scale formats LLVM's matrix_a_scale_fmt/matrix_b_scale_fmt name, by code.
SCALE_FORMATS = _SCALE_FORMATS
