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

from ..archs import resolve_arch
from ..confidence import EXACT, PROVISIONAL, Confidence
from ..dtypes import DTYPES
from ..errors import UnsupportedModifierError
from ..families import explicit
from ..layout import BitLayout
from ..layouts import Decl, Layout
from ..model import Instruction
from ..modifiers import Modifiers
from ..records import field, record
from ..results import Calculation, Element, Operand
from ..vocabulary import F8F6F4_FORMATS
from ._rows import Instructions, Row, instructions

__all__ = ["ARCH", "ROWS", "INSTRUCTIONS", "Gfx1250Instruction", "Gfx1250Layout", "SCALE_FORMATS"]

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
                      "scale lanes (MATRIX_SCALE_ROW1: lanes 16-31) and bytes are rated medium")
_C_SCALE_32X16 = Confidence(PROVISIONAL, ("AMD rocJITsu wmma_f4_32x16x128_a_scale_lane",),
                            "the 32x16 A scale is rated low and the meaning of MATRIX_SCALE_ROW1 is unknown")
_C_D_BF16F32 = Confidence(PROVISIONAL, ("LLVM 22 AMDGPU operand widths",),
                          "D is tied to the 8-VGPR f32 C in LLVM; whether it is written as f32 or bf16 is "
                          "unknown (hardware test H5)")

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



@record(eq=False, repr=False)
class Gfx1250Layout(Layout):
    """A gfx1250 layout object: explicit declarations per operand, each with its confidence.

    ``decls``/``conf`` map A, B, K, SA and SB to their declaration and confidence; C and D
    follow M (16 or 32 rows), and their confidence the width of their type. F8F6F4 A/B take
    ``sub_byte`` for the FP6/BF6/FP4 formats.
    """

    decls: dict[str, Decl] = field(default_factory=dict)
    conf: dict[str, Confidence] = field(default_factory=dict)
    sub_byte: tuple[Decl, Decl] | None = None
    #: K values per scale byte: 32 (``scale``, ``ld_scale_paired_b32``) or 16 (``scale16``).
    scale_block: int = 32
    #: ``v_wmma_ld_scale*``: loads the scales of the next WMMA; it has no A, B, C or D.
    scale_load: bool = False

    def confidence(self, inst: Instruction, matrix: str) -> Confidence | None:
        if matrix in self.conf:
            return self.conf[matrix]
        if inst.m == 32:
            return _CD_32X16
        return _CD32 if DTYPES[inst.types[matrix]].bits == 32 else _CD16

    def __call__(self, inst: Instruction, matrix: str, wave: int, mods: Modifiers) -> BitLayout:
        kb = inst.k // self.scale_block
        sizes = {"A": (inst.m, inst.k, 1), "K": (inst.m, inst.k, 1), "B": (inst.k, inst.n, 1),
                 "C": (inst.m, inst.n, 1), "D": (inst.m, inst.n, 1), "SA": (inst.m, kb, 1), "SB": (kb, inst.n, 1)}
        names = {"A": ("i", "k"), "K": ("i", "k"), "B": ("k", "j"), "C": ("i", "j"), "D": ("i", "j"),
                 "SA": ("i", "k"), "SB": ("k", "j")}
        decl = self.decls.get(matrix) or (_CD_M32 if inst.m == 32 else _CD)
        if matrix in ("SA", "SB"):
            width = 8
        elif matrix == "K":
            width = 4
        elif matrix in ("A", "B"):
            fmt = inst.types[matrix]
            if self.sub_byte is not None:
                fmt = F8F6F4_FORMATS[mods.cbsz if matrix == "A" else mods.blgp]
                if fmt not in ("fp8", "bf8"):
                    decl = self.sub_byte[0 if matrix == "A" else 1]
            width = DTYPES[fmt].bits * (2 if matrix == "A" and self.sparse else 1)
        else:
            width = DTYPES[inst.types[matrix]].bits
        row, col = names[matrix]
        return explicit(sizes[matrix], row, col, decl.lane, decl.item, wave, width, grouped=decl.grouped,
                        replicate=decl.replicate)


_NEG = {"neg": "float"}  # on integer rows the signedness of A/B (isa._rows)
_FMT = {"cbsz": "format", "blgp": "format"}  # matrix_a_fmt/matrix_b_fmt
_ROW = {"opsel": "scale_row"}  # matrix_a_scale/matrix_b_scale: OPSEL[0]/OPSEL_HI[0] of the scale prefix


def _dense(name: str, ab: tuple[Decl, Decl], conf: Confidence, meanings: dict[str, str] | None = None,
           **kw: object) -> Gfx1250Layout:
    return Gfx1250Layout(name, meanings or _NEG, decls={"A": ab[0], "B": ab[1]}, conf={"A": conf, "B": conf},
                         **kw)  # type: ignore[arg-type]


def _scaled(base: Gfx1250Layout, name: str, blk: int) -> Gfx1250Layout:
    sa, sb = _SCALE[blk]
    m32 = "A" in base.decls and base.decls["A"] is _F4_32X16_A
    decls = {**base.decls, "SA": _SCALE_A_M32[blk] if m32 else sa, "SB": sb}
    conf = {**base.conf, "SA": _C_SCALE_32X16 if m32 else _C_SCALE, "SB": _C_SCALE}
    return Gfx1250Layout(name, {**base.meanings, **_ROW}, scaled=True, decls=decls, conf=conf, sub_byte=base.sub_byte,
                         scale_block=blk)


def _scale_load(name: str, blk: int) -> Gfx1250Layout:
    sa, sb = _SCALE[blk]
    return Gfx1250Layout(name, _ROW, decls={"SA": sa, "SB": sb}, conf={"SA": _C_SCALE, "SB": _C_SCALE},
                         scale_block=blk, scale_load=True)


WMMA_F32X4 = _dense("WMMA_F32X4", _F32X4, _C_F32X4)
WMMA_16BIT = _dense("WMMA_16BIT", _D16, _C_16)
WMMA_8BIT_K64 = _dense("WMMA_8BIT_K64", _D8_K64, _C_8)
WMMA_8BIT_K128 = _dense("WMMA_8BIT_K128", _D8_K128, _C_8)
WMMA_F8F6F4 = _dense("WMMA_F8F6F4", _D8_K128, _C_F8F6F4, _FMT, sub_byte=_SUB_BYTE)
WMMA_F4_32X16 = _dense("WMMA_F4_32X16", (_F4_32X16_A, _SUB_BYTE[1]), _C_F4_32X16, {})
WMMA_SCALE_F8F6F4 = _scaled(WMMA_F8F6F4, "WMMA_SCALE_F8F6F4", 32)
WMMA_SCALE16_F8F6F4 = _scaled(WMMA_F8F6F4, "WMMA_SCALE16_F8F6F4", 16)
WMMA_SCALE_F4_32X16 = _scaled(WMMA_F4_32X16, "WMMA_SCALE_F4_32X16", 32)
WMMA_SCALE16_F4_32X16 = _scaled(WMMA_F4_32X16, "WMMA_SCALE16_F4_32X16", 16)
_SPARSE_CONF = {"A": _C_SPARSE, "K": _C_SPARSE, "B": _C_SPARSE}
SWMMAC_16BIT = Gfx1250Layout("SWMMAC_16BIT", _NEG, sparse=True, decls=_SP16, conf=_SPARSE_CONF)
SWMMAC_16BIT_BF16F32 = Gfx1250Layout("SWMMAC_16BIT_BF16F32", _NEG, sparse=True, decls=_SP16,
                                     conf={**_SPARSE_CONF, "D": _C_D_BF16F32})
SWMMAC_8BIT = Gfx1250Layout("SWMMAC_8BIT", _NEG, sparse=True, decls=_SP8, conf=_SPARSE_CONF)
LD_SCALE = _scale_load("LD_SCALE", 32)
LD_SCALE16 = _scale_load("LD_SCALE16", 16)


@record(eq=False, repr=False)  # Instruction.__repr__
class Gfx1250Instruction(Instruction):
    """A gfx1250 instruction: what its :class:`Gfx1250Layout` adds to an RDNA-style WMMA
    (scale-load instructions without A-D, fixed scale bytes, scale blocks of 16 or 32)."""

    @property
    def _g(self) -> Gfx1250Layout:
        assert isinstance(self.layout_fn, Gfx1250Layout)
        return self.layout_fn

    @property
    def matrices(self) -> tuple[str, ...]:
        return ("SA", "SB") if self._g.scale_load else super().matrices

    @property
    def flops(self) -> int:
        return 0 if self._g.scale_load else super().flops

    @property
    def is_integer(self) -> bool:
        return False if self._g.scale_load else super().is_integer

    def supports(self, modifier: str) -> bool:
        # The scales of a gfx1250 scaled WMMA are always on and their bytes are fixed per lane:
        # neither ABID nor a scale byte select exists (matrix_a_scale picks a lane half: ScaleRow).
        supported = super().supports(modifier)  # validates the name first (any type may come in)
        return supported and modifier not in ("abid", "a_scale_byte", "b_scale_byte")

    def check_modifiers(self, mods: Modifiers, wave: int | None = None) -> None:
        super().check_modifiers(mods, wave)
        if mods.abid:
            raise UnsupportedModifierError(f"ABID is not supported by {self.mnemonic} on {self.arch.name}; "
                                           "legal values: 0")

    def sources_of(self, i: int = 0, j: int = 0, block: int = 0, *, wave: int | None = None,
                   **modifiers: object) -> Calculation:
        if self._g.scale_load:
            raise UnsupportedModifierError(f"{self.mnemonic} computes no D: it loads the scales of the next WMMA; "
                                           "legal values: a WMMA or SWMMAC instruction")
        calc = super().sources_of(i, j, block, wave=wave, **modifiers)
        if not self.scaled:
            return calc
        w = self._wave(wave)
        mods = self._parse(modifiers, ("wave",))
        sav, sbv = self._view("SA", w, mods), self._view("SB", w, mods)
        blk, nb = self._g.scale_block, self.blocks
        i, j = calc.d.element.row, calc.d.element.col
        scales = []
        for kk in range(self.k):
            sa = tuple(sav.locate(i, kk // blk, 0))
            sb = tuple(sbv.locate(kk // blk, j, 0))
            scales.append((Operand(Element("SA", i, kk // blk, 0, sa[0], blocks=nb), sa),
                           Operand(Element("SB", kk // blk, j, 0, sb[0], blocks=nb), sb)))
        return Calculation(calc.d, calc.products, calc.c, tuple(scales))


_MCA = "Execution cycles: llvm-mca-22's latency for -mcpu=gfx1250 (LLVM's scheduling model; AMD publishes none)"
_NEG_HI_F32 = ("neg_hi on A or B is accepted by LLVM 22 but not encoded: it has no effect",)
_F8F6F4 = ("matrix_a_fmt/matrix_b_fmt (--a-format/--b-format here) give the A/B formats: FP8 and BF8 take 16 "
           "VGPRs, FP6 and BF6 12, FP4 8",)
_LD_SCALE = ("Loads the A and B scales for the next WMMA (shown for a 16x16x128 F8F6F4 WMMA); LLVM "
             "assembles v_wmma_scale* as this instruction followed by the WMMA",)
_BF16F32 = ("C is FP32 (8 VGPRs), D is BF16 (4 VGPRs)",)
_SWMMAC_BF16F32 = ("D is tied to the 8-VGPR FP32 C (LLVM 22); whether D is written as FP32 or BF16 is unknown",)


def wmma(mnemonic: str, *, op: int, mnk: tuple[int, int, int], ab: str | tuple[str, str], cd: str, cycles: int,
         layout: Gfx1250Layout, c: str | None = None, modifiers: tuple[str, ...] | None = None,
         notes: tuple[str, ...] = ()) -> Row:
    """A gfx1250 row: every modifier field its layout gives a meaning unless ``modifiers`` says
    otherwise; every row carries the llvm-mca note."""
    mods = tuple(layout.meanings) if modifiers is None else modifiers
    return Row(mnemonic, op, mnk, ab, cd, cycles, layout, None, 1, mods, None, (), (_MCA, *notes), c=c)


_F8 = ()  # 8-bit float WMMA: NEG/NEG_HI mean nothing (LLVM refuses them)

ROWS: tuple[Row, ...] = (
    wmma("V_WMMA_F32_16X16X4_F32", op=0x5d, mnk=(16, 16, 4), ab="fp32", cd="fp32", cycles=16, layout=WMMA_F32X4, notes=_NEG_HI_F32),
    wmma("V_WMMA_F32_16X16X32_BF16", op=0x62, mnk=(16, 16, 32), ab="bf16", cd="fp32", cycles=8, layout=WMMA_16BIT),
    wmma("V_WMMA_BF16_16X16X32_BF16", op=0x63, mnk=(16, 16, 32), ab="bf16", cd="bf16", cycles=8, layout=WMMA_16BIT),
    wmma("V_WMMA_BF16F32_16X16X32_BF16", op=0x64, mnk=(16, 16, 32), ab="bf16", cd="bf16", c="fp32", cycles=8, layout=WMMA_16BIT, notes=_BF16F32),
    wmma("V_WMMA_F32_16X16X32_F16", op=0x60, mnk=(16, 16, 32), ab="fp16", cd="fp32", cycles=8, layout=WMMA_16BIT),
    wmma("V_WMMA_F16_16X16X32_F16", op=0x61, mnk=(16, 16, 32), ab="fp16", cd="fp16", cycles=8, layout=WMMA_16BIT),
    wmma("V_WMMA_F32_16X16X64_FP8_FP8", op=0x6a, mnk=(16, 16, 64), ab="fp8", cd="fp32", cycles=8, layout=WMMA_8BIT_K64, modifiers=_F8),
    wmma("V_WMMA_F32_16X16X64_FP8_BF8", op=0x6b, mnk=(16, 16, 64), ab=("fp8", "bf8"), cd="fp32", cycles=8, layout=WMMA_8BIT_K64, modifiers=_F8),
    wmma("V_WMMA_F32_16X16X64_BF8_FP8", op=0x6c, mnk=(16, 16, 64), ab=("bf8", "fp8"), cd="fp32", cycles=8, layout=WMMA_8BIT_K64, modifiers=_F8),
    wmma("V_WMMA_F32_16X16X64_BF8_BF8", op=0x6d, mnk=(16, 16, 64), ab="bf8", cd="fp32", cycles=8, layout=WMMA_8BIT_K64, modifiers=_F8),
    wmma("V_WMMA_F16_16X16X64_FP8_FP8", op=0x6e, mnk=(16, 16, 64), ab="fp8", cd="fp16", cycles=8, layout=WMMA_8BIT_K64, modifiers=_F8),
    wmma("V_WMMA_F16_16X16X64_FP8_BF8", op=0x6f, mnk=(16, 16, 64), ab=("fp8", "bf8"), cd="fp16", cycles=8, layout=WMMA_8BIT_K64, modifiers=_F8),
    wmma("V_WMMA_F16_16X16X64_BF8_FP8", op=0x70, mnk=(16, 16, 64), ab=("bf8", "fp8"), cd="fp16", cycles=8, layout=WMMA_8BIT_K64, modifiers=_F8),
    wmma("V_WMMA_F16_16X16X64_BF8_BF8", op=0x71, mnk=(16, 16, 64), ab="bf8", cd="fp16", cycles=8, layout=WMMA_8BIT_K64, modifiers=_F8),
    wmma("V_WMMA_I32_16X16X64_IU8", op=0x72, mnk=(16, 16, 64), ab="iu8", cd="i32", cycles=16, layout=WMMA_8BIT_K64),
    wmma("V_WMMA_F32_16X16X128_FP8_FP8", op=0x80, mnk=(16, 16, 128), ab="fp8", cd="fp32", cycles=8, layout=WMMA_8BIT_K128, modifiers=_F8),
    wmma("V_WMMA_F32_16X16X128_FP8_BF8", op=0x81, mnk=(16, 16, 128), ab=("fp8", "bf8"), cd="fp32", cycles=8, layout=WMMA_8BIT_K128, modifiers=_F8),
    wmma("V_WMMA_F32_16X16X128_BF8_FP8", op=0x82, mnk=(16, 16, 128), ab=("bf8", "fp8"), cd="fp32", cycles=8, layout=WMMA_8BIT_K128, modifiers=_F8),
    wmma("V_WMMA_F32_16X16X128_BF8_BF8", op=0x83, mnk=(16, 16, 128), ab="bf8", cd="fp32", cycles=8, layout=WMMA_8BIT_K128, modifiers=_F8),
    wmma("V_WMMA_F16_16X16X128_FP8_FP8", op=0x84, mnk=(16, 16, 128), ab="fp8", cd="fp16", cycles=8, layout=WMMA_8BIT_K128, modifiers=_F8),
    wmma("V_WMMA_F16_16X16X128_FP8_BF8", op=0x85, mnk=(16, 16, 128), ab=("fp8", "bf8"), cd="fp16", cycles=8, layout=WMMA_8BIT_K128, modifiers=_F8),
    wmma("V_WMMA_F16_16X16X128_BF8_FP8", op=0x86, mnk=(16, 16, 128), ab=("bf8", "fp8"), cd="fp16", cycles=8, layout=WMMA_8BIT_K128, modifiers=_F8),
    wmma("V_WMMA_F16_16X16X128_BF8_BF8", op=0x87, mnk=(16, 16, 128), ab="bf8", cd="fp16", cycles=8, layout=WMMA_8BIT_K128, modifiers=_F8),
    wmma("V_WMMA_F32_16X16X128_F8F6F4", op=0x33, mnk=(16, 16, 128), ab="fp8", cd="fp32", cycles=8, layout=WMMA_F8F6F4, notes=_F8F6F4),
    wmma("V_WMMA_F32_32X16X128_F4", op=0x88, mnk=(32, 16, 128), ab="fp4", cd="fp32", cycles=8, layout=WMMA_F4_32X16),
    wmma("V_SWMMAC_F32_16X16X64_F16", op=0x65, mnk=(16, 16, 64), ab="fp16", cd="fp32", cycles=8, layout=SWMMAC_16BIT),
    wmma("V_SWMMAC_F32_16X16X64_BF16", op=0x66, mnk=(16, 16, 64), ab="bf16", cd="fp32", cycles=8, layout=SWMMAC_16BIT),
    wmma("V_SWMMAC_F16_16X16X64_F16", op=0x67, mnk=(16, 16, 64), ab="fp16", cd="fp16", cycles=8, layout=SWMMAC_16BIT),
    wmma("V_SWMMAC_BF16_16X16X64_BF16", op=0x68, mnk=(16, 16, 64), ab="bf16", cd="bf16", cycles=8, layout=SWMMAC_16BIT),
    wmma("V_SWMMAC_BF16F32_16X16X64_BF16", op=0x69, mnk=(16, 16, 64), ab="bf16", cd="fp32", cycles=8, layout=SWMMAC_16BIT_BF16F32, notes=_SWMMAC_BF16F32),
    wmma("V_SWMMAC_F32_16X16X128_FP8_FP8", op=0x73, mnk=(16, 16, 128), ab="fp8", cd="fp32", cycles=8, layout=SWMMAC_8BIT, modifiers=_F8),
    wmma("V_SWMMAC_F32_16X16X128_FP8_BF8", op=0x74, mnk=(16, 16, 128), ab=("fp8", "bf8"), cd="fp32", cycles=8, layout=SWMMAC_8BIT, modifiers=_F8),
    wmma("V_SWMMAC_F32_16X16X128_BF8_FP8", op=0x75, mnk=(16, 16, 128), ab=("bf8", "fp8"), cd="fp32", cycles=8, layout=SWMMAC_8BIT, modifiers=_F8),
    wmma("V_SWMMAC_F32_16X16X128_BF8_BF8", op=0x76, mnk=(16, 16, 128), ab="bf8", cd="fp32", cycles=8, layout=SWMMAC_8BIT, modifiers=_F8),
    wmma("V_SWMMAC_F16_16X16X128_FP8_FP8", op=0x77, mnk=(16, 16, 128), ab="fp8", cd="fp16", cycles=8, layout=SWMMAC_8BIT, modifiers=_F8),
    wmma("V_SWMMAC_F16_16X16X128_FP8_BF8", op=0x78, mnk=(16, 16, 128), ab=("fp8", "bf8"), cd="fp16", cycles=8, layout=SWMMAC_8BIT, modifiers=_F8),
    wmma("V_SWMMAC_F16_16X16X128_BF8_FP8", op=0x79, mnk=(16, 16, 128), ab=("bf8", "fp8"), cd="fp16", cycles=8, layout=SWMMAC_8BIT, modifiers=_F8),
    wmma("V_SWMMAC_F16_16X16X128_BF8_BF8", op=0x7a, mnk=(16, 16, 128), ab="bf8", cd="fp16", cycles=8, layout=SWMMAC_8BIT, modifiers=_F8),
    wmma("V_SWMMAC_I32_16X16X128_IU8", op=0x7b, mnk=(16, 16, 128), ab="iu8", cd="i32", cycles=16, layout=SWMMAC_8BIT),
    wmma("V_WMMA_SCALE_F32_16X16X128_F8F6F4", op=0x33, mnk=(16, 16, 128), ab="fp8", cd="fp32", cycles=8, layout=WMMA_SCALE_F8F6F4, notes=_F8F6F4),
    wmma("V_WMMA_SCALE16_F32_16X16X128_F8F6F4", op=0x33, mnk=(16, 16, 128), ab="fp8", cd="fp32", cycles=8, layout=WMMA_SCALE16_F8F6F4, notes=_F8F6F4),
    wmma("V_WMMA_SCALE_F32_32X16X128_F4", op=0x88, mnk=(32, 16, 128), ab="fp4", cd="fp32", cycles=8, layout=WMMA_SCALE_F4_32X16),
    wmma("V_WMMA_SCALE16_F32_32X16X128_F4", op=0x88, mnk=(32, 16, 128), ab="fp4", cd="fp32", cycles=8, layout=WMMA_SCALE16_F4_32X16),
    # The scale loads: no A-D; the shape and types are those of the WMMA whose scales they load.
    wmma("V_WMMA_LD_SCALE_PAIRED_B32", op=0x35, mnk=(16, 16, 128), ab="fp8", cd="fp32", cycles=5, layout=LD_SCALE, notes=_LD_SCALE),
    wmma("V_WMMA_LD_SCALE16_PAIRED_B64", op=0x3a, mnk=(16, 16, 128), ab="fp8", cd="fp32", cycles=5, layout=LD_SCALE16, notes=_LD_SCALE),
)

INSTRUCTIONS: Instructions = instructions(ARCH, ROWS, Gfx1250Instruction)

#: The scale formats LLVM's matrix_a_scale_fmt/matrix_b_scale_fmt name, by code.
SCALE_FORMATS = ("E8", "E5M3", "E4M3")
