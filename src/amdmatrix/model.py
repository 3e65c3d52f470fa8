"""The :class:`Instruction`: facts of one matrix instruction and its layout queries."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from .archs import Arch
from .confidence import Confidence
from .dtypes import DTYPES, DType
from .errors import OutOfRangeError, UnknownMatrixError, UnsupportedModifierError, shown
from .families import F8F6F4_FORMATS
from .layout import BitLayout
from .modifiers import (
    FIELDS,
    KEYWORDS,
    Modifiers,
    blgp_lane,
    broadcast_source_block,
    closest,
    in_range,
    integer,
    parse,
    require,
)
from .results import Calculation, Element, Formulas, Location, Operand

__all__ = ["Instruction", "LayoutFn"]

#: Returns the plain (modifier-free, except for formats) layout of a matrix for a wave size.
LayoutFn = Callable[["Instruction", str, int, Modifiers], BitLayout]

_ROWCOL = {"A": ("i", "k"), "B": ("k", "j"), "C": ("i", "j"), "D": ("i", "j"), "K": ("i", "k"),
           "SA": ("i", "k"), "SB": ("k", "j")}
#: Coordinate names in the printed formulas (the scales are indexed by kb = k / 32).
_FORMULA_NAMES = {"A": ("i", "k", "block"), "B": ("k", "j", "block"), "C": ("i", "j", "block"),
                  "D": ("i", "j", "block"), "K": ("i", "k", "block"), "SA": ("i", "kb", "block"),
                  "SB": ("kb", "j", "block")}
#: The keyword arguments of the queries besides the modifiers (for did-you-mean).
_COORDS = ("i", "j", "k", "block", "wave")
_REGISTER_LANE = ("register", "lane", "wave")


def _keyword(modifier: object) -> str:
    """A modifier keyword given by name, checked."""
    if isinstance(modifier, str) and modifier in KEYWORDS:
        return modifier
    hint = closest(modifier, KEYWORDS) if isinstance(modifier, str) else []
    did = f" (did you mean {' or '.join(hint)}?)" if hint else ""
    raise UnsupportedModifierError(f"unknown modifier {shown(modifier)}{did}; legal modifiers: {', '.join(KEYWORDS)}")


@dataclass(frozen=True, eq=False)
class Instruction:
    """One matrix instruction of one architecture, with its facts as typed attributes."""

    arch: Arch
    mnemonic: str
    opcode: int
    m: int
    n: int
    k: int
    blocks: int
    types: dict[str, str]  # matrix -> DType key ("A", "B", "C", "D", and "K" for sparse)
    cycles: int
    coexec_cycles: int | None
    layout_fn: LayoutFn = field(repr=False)
    sparse: bool = False
    cbsz_meaning: str | None = None
    blgp_meaning: str | None = None
    opsel_meaning: str | None = None
    neg_meaning: str | None = None
    #: RDNA3 distinguishes OPSEL[1:0] from OPSEL[2] in its facts.
    aliases: tuple[str, ...] = ()
    #: Free-form notes printed by --detail-instruction (ISA ambiguities, decisions).
    notes: tuple[str, ...] = ()
    #: CDNA4 F8F6F4: cycles for each (A format, B format) pair; scaled MFMA flags.
    format_cycles: dict[tuple[int, int], int] | None = None
    scaled: bool = False
    #: CDNA4's new SMFMACs keep K in two register groups (see families._split_k).
    split_k: bool = False
    #: Views (matrix, wave, modifiers) -> _View, built on first use.
    _views: dict[tuple[str, int | None, tuple[tuple[str, object], ...]], _View] = field(
        default_factory=dict, repr=False, compare=False)

    # ----------------------------------------------------------------- facts
    @property
    def name(self) -> str:
        return self.mnemonic

    @property
    def matrices(self) -> tuple[str, ...]:
        base = ("A", "B", "K", "D") if self.sparse else ("A", "B", "C", "D")
        return (*base, "SA", "SB") if self.scaled else base

    @property
    def encoding(self) -> str:
        """The encoding family: ``VOP3P-MAI`` (CDNA) or ``VOP3P`` (RDNA)."""
        return self.arch.encoding

    @property
    def mai_opcode(self) -> int | None:
        """The 6-bit opcode field of the VOP3P-MAI encoding (CDNA), else None."""
        return self.opcode & 0x3F if self.arch.family == "CDNA" else None

    @property
    def can_coexecute(self) -> bool:
        """Whether independent VALU instructions can run while this one executes."""
        return self.coexec_cycles is not None

    @property
    def gpr_alignment(self) -> int:
        """The alignment, in bytes, that the operands' first registers need."""
        return self.arch.alignment

    @property
    def source_fields(self) -> dict[str, str]:
        """The encoding field of each operand: A Src0, B Src1, C (or K when sparse) Src2, D Vdst."""
        return {"A": "Src0", "B": "Src1", "K" if self.sparse else "C": "Src2", "D": "Vdst"}

    def register_files(self, matrix: str) -> tuple[str, ...]:
        """The register files an operand may be in: ``ArchVGPR``/``AccVGPR`` on CDNA, ``VGPR`` on RDNA.

        Known for A, B, C and D (on CDNA1, C and D must be AccVGPRs).
        """
        m = self._matrix(matrix)
        if m not in ("A", "B", "C", "D"):
            raise UnknownMatrixError(f"register files are known for the A, B, C and D operands, not {m}; "
                                     f"legal matrices: {', '.join(x for x in self.matrices if x in 'ABCD')}")
        if self.arch.family != "CDNA":
            return ("VGPR",)
        if m in ("C", "D") and self.arch.name == "CDNA1":
            return ("AccVGPR",)
        return ("ArchVGPR", "AccVGPR")

    def supports(self, modifier: str) -> bool:
        """Whether the modifier ``modifier`` (a keyword of :data:`amdmatrix.modifiers.KEYWORDS`) does
        something on this instruction, as ``--detail-instruction`` reports it.

        CDNA4's 8-bit SMFMACs hold a single index set, so there CBSZ/ABID are accepted but
        ignored, and reported unsupported. On F8F6F4 instructions CBSZ is supported (it is A's
        format) and ABID only on the scaled ones.
        """
        name = _keyword(modifier)
        cm, om, nm = self.cbsz_meaning, self.opsel_meaning, self.neg_meaning
        if name in ("cbsz", "abid"):
            if cm == "format":  # CBSZ is A's format; ABID[0] enables the scales of a scaled MFMA
                return name == "cbsz" or self.scaled
            return cm is not None and not (cm == "index_set" and self.index_sets() == 1)
        return {
            "blgp": self.blgp_meaning is not None,
            "opsel": om is not None,
            "opsel_hi": om == "scale_byte",
            "neg": nm is not None,
            "neg_hi": nm == "float",
            "a_format": cm == "format",
            "b_format": self.blgp_meaning == "format",
            "a_scale_byte": self.scaled,
            "b_scale_byte": self.scaled,
        }[name]

    def confidence(self, matrix: str) -> Confidence:
        """How sure the layout of ``matrix`` is (``exact`` or ``provisional``) and its sources.

        Every layout of CDNA1-4 and RDNA3/4 is exact; gfx1250 overrides this per layout."""
        self._matrix(matrix)
        return Confidence("exact", self.arch.layout_sources)

    def provisional_matrices(self) -> tuple[str, ...]:
        """The matrices whose layout is provisional (empty outside gfx1250)."""
        return tuple(m for m in self.matrices if not self.confidence(m).exact)

    def dtype(self, matrix: str, *, wave: int | None = None, **modifiers: object) -> DType:
        """The data type of ``matrix``; for F8F6F4 the format CBSZ/``a_format`` (A) or BLGP/``b_format`` (B) selects.

        ``wave`` only matters for checking the modifiers (some ranges depend on it)."""
        m = self._matrix(matrix)
        mods = self._checked(modifiers, wave)
        if m in ("SA", "SB"):
            return DTYPES["e8m0"]
        if m == "A" and self.cbsz_meaning == "format":
            return DTYPES[F8F6F4_FORMATS[mods.cbsz]]
        if m == "B" and self.blgp_meaning == "format":
            return DTYPES[F8F6F4_FORMATS[mods.blgp]]
        return DTYPES[self.types[m]]

    def cycles_for(self, **modifiers: object) -> int:
        """Execution cycles; F8F6F4 take the longer time when either operand is 8-bit."""
        mods = self._checked(modifiers)
        if self.format_cycles is None:
            return self.cycles
        a = DTYPES[F8F6F4_FORMATS[mods.cbsz]].bits
        b = DTYPES[F8F6F4_FORMATS[mods.blgp]].bits
        return self.format_cycles[(a, b)] if (a, b) in self.format_cycles else self.cycles

    def passes_for(self, **modifiers: object) -> int:
        """Passes through the matrix core (4 cycles each): what the wait-state rules count
        (CDNA4 ISA §7.6). F8F6F4 instructions take fewer with 6- and 4-bit formats."""
        return self.cycles_for(**modifiers) // 4

    def coexec_cycles_for(self, **modifiers: object) -> int | None:
        """VALU co-execution cycles for the formats the modifiers select: the window shrinks
        with the execution cycles (F8F6F4 with 6/4-bit formats; docs/decisions.md, A28)."""
        if self.coexec_cycles is None:
            return None
        return self.coexec_cycles - (self.cycles - self.cycles_for(**modifiers))

    @property
    def is_integer(self) -> bool:
        return DTYPES[self.types["A"]].is_integer

    @property
    def flops(self) -> int:
        return 2 * self.m * self.n * self.k * self.blocks

    @property
    def flops_per_unit_cycle(self) -> int:
        """FLOPs (or integer ops) per CU (CDNA) or WGP (RDNA) per cycle: 4 SIMDs per unit."""
        return self.flops * 4 // self.cycles

    def flops_per_unit_cycle_for(self, **modifiers: object) -> int:
        """:attr:`flops_per_unit_cycle` for the formats the modifiers select (CDNA4 F8F6F4)."""
        return self.flops * 4 // self.cycles_for(**modifiers)

    @property
    def waves(self) -> tuple[int, ...]:
        return self.arch.waves

    def gprs(self, matrix: str, wave: int | None = None, **modifiers: object) -> int:
        """Number of registers the operand needs (F8F6F4: for the formats CBSZ/BLGP select)."""
        return self._fast_view(matrix, wave, modifiers).layout.registers

    def formulas(self, matrix: str, wave: int | None = None, **modifiers: object) -> Formulas:
        """The layout of ``matrix`` as formulas both ways, as ``--detail-instruction`` prints them."""
        from . import formulas

        view = self._fast_view(matrix, wave, modifiers)
        names = _FORMULA_NAMES[view.matrix]
        gpr, lane = formulas.forward(view.layout, names)
        return Formulas(gpr, lane, formulas.inverse(view.layout, names))

    # ------------------------------------------------------------ validation
    def _wave(self, wave: object) -> int:
        if wave is None:
            return self.arch.default_wave
        legal = " or ".join(str(w) for w in self.arch.waves)
        w = integer(wave, "the wave size", legal, OutOfRangeError)
        if w not in self.arch.waves:
            raise OutOfRangeError(f"wave size {shown(w)} is not allowed on {self.arch.name}; legal values: {legal}")
        return w

    def _matrix(self, matrix: object) -> str:
        legal = ", ".join(self.matrices)
        if not isinstance(matrix, str):
            raise UnknownMatrixError(f"the matrix must be a name, not {shown(matrix)}; legal matrices: {legal}")
        m = matrix.upper()
        if m == "COMPRESSION":
            m = "K"
        if m not in self.matrices:
            what = ("a dense instruction has no compression matrix K" if m == "K"
                    else f"unknown matrix {shown(matrix)}")
            raise UnknownMatrixError(f"{what} for {self.mnemonic}; legal matrices: {legal}")
        return m

    def modifiers(self, wave: int | None = None, **modifiers: object) -> Modifiers:
        """The modifier fields that keyword arguments set, checked for this instruction and wave size.

        Accepts the fields (``cbsz=2``), and on CDNA4 ``a_format``/``b_format`` (``"fp4"``) and
        ``a_scale_byte``/``b_scale_byte`` (0-3). Raises UnsupportedModifierError naming the legal values.
        """
        return self._checked(modifiers, wave)

    def _checked(self, modifiers: Mapping[str, object], wave: object = None) -> Modifiers:
        mods = self._parse(modifiers, ("wave",))
        self.check_modifiers(mods, self._wave(wave))
        return mods

    def _parse(self, modifiers: Mapping[str, object], extra: Sequence[str] = ()) -> Modifiers:
        return parse(modifiers, extra=extra, inst=self)

    def index_sets(self, wave: int | None = None) -> int:
        """How many compression-index sets one index register holds (sparse instructions only)."""
        w = self._wave(wave)
        if not self.sparse:
            raise UnknownMatrixError(f"{self.mnemonic} is dense: it has no compression index sets; legal values: "
                                     "a sparse (SMFMAC or SWMMAC) instruction")
        lay = self.layout_fn(self, "K", w, Modifiers())
        return max(1, 32 // (lay.stride * lay.items))

    def check_modifiers(self, mods: Modifiers, wave: int | None = None) -> None:
        """Raise UnsupportedModifierError unless every field is legal for this instruction."""
        if not isinstance(mods, Modifiers):
            raise UnsupportedModifierError(f"expected amdmatrix.modifiers.Modifiers, not {shown(mods)}; legal "
                                           "values: Modifiers(...), or call modifiers(**keywords)")
        wave = self._wave(wave)
        name = self.mnemonic
        cm, bm, om, nm = self.cbsz_meaning, self.blgp_meaning, self.opsel_meaning, self.neg_meaning
        require(cm is not None or (mods.cbsz == 0 and mods.abid == 0),
                f"CBSZ/ABID are not supported by {name} on {self.arch.name}; legal values: 0")
        if cm == "broadcast":
            top = self.blocks.bit_length() - 1
            in_range("CBSZ", mods.cbsz, range(0, top + 1), f"{name} ({self.blocks} blocks)")
            in_range("ABID", mods.abid, range(0, 1 << mods.cbsz), f"{name} with CBSZ {mods.cbsz}")
        elif cm == "index_set":
            in_range("CBSZ", mods.cbsz, range(0, 8), name)
            sets = self.index_sets(wave)
            if mods.cbsz == 0 and sets > 1 and self.arch.name != "CDNA4":
                # The calculator limits ABID to the sets; CDNA4's ISA reads only the low ABID
                # bits (ABID[0] for two sets), so there any 4-bit ABID is accepted.
                in_range("ABID", mods.abid, range(0, sets), f"{name} with CBSZ 0 ({sets} index sets)")
            else:
                in_range("ABID", mods.abid, range(0, 16), f"{name} (ignored when CBSZ != 0)")
        elif cm == "format":
            in_range("CBSZ", mods.cbsz, range(0, 5), f"{name} (A format: 0 fp8, 1 bf8, 2 fp6, 3 bf6, 4 fp4)")
            if self.scaled:
                in_range("ABID", mods.abid, range(0, 16), f"{name} (ABID[0] = 1 enables the scales)")
            else:
                in_range("ABID", mods.abid, range(0, 1), f"{name} (no broadcast for F8F6F4)")
        require(bm is not None or mods.blgp == 0,
                f"BLGP is not supported by {name} on {self.arch.name}; legal values: 0")
        if bm == "format":
            in_range("BLGP", mods.blgp, range(0, 5), f"{name} (B format: 0 fp8, 1 bf8, 2 fp6, 3 bf6, 4 fp4)")
        elif bm is not None:
            in_range("BLGP", mods.blgp, range(0, 8), name)
        require(om is not None or (mods.opsel == 0 and mods.opsel_hi == 0),
                f"OPSEL is not supported by {name} on {self.arch.name}; legal values: 0")
        if om == "output_half":
            in_range("OPSEL", mods.opsel, (0, 4), f"{name} (OPSEL[2] picks the C/D half)")
            require(mods.opsel_hi == 0, f"OPSEL_HI is not supported by {name}; legal values: 0")
        elif om == "index_set":
            in_range("OPSEL", mods.opsel, range(0, self.index_sets(wave)), f"{name} (compression index set)")
            require(mods.opsel_hi == 0, f"OPSEL_HI is not supported by {name}; legal values: 0")
        elif om == "scale_byte":
            in_range("OPSEL", mods.opsel, range(0, 8), f"{name} (bit n selects scale byte bit 0 of operand n)")
            in_range("OPSEL_HI", mods.opsel_hi, range(0, 8), f"{name} (bit n selects scale byte bit 1)")
        require(nm is not None or (mods.neg == 0 and mods.neg_hi == 0),
                f"NEG/NEG_HI are not supported by {name} on {self.arch.name}; legal values: 0")
        if nm == "float" and self.sparse:  # SWMMAC: NEG[2] would be C, but it accumulates into D (LLVM: 0-3)
            in_range("NEG", mods.neg, range(0, 4), f"{name} (NEG[1:0] negate A/B; there is no C to negate)")
            in_range("NEG_HI", mods.neg_hi, range(0, 4), f"{name} (NEG_HI[1:0] negate A/B; there is no C)")
        elif nm == "float":
            in_range("NEG", mods.neg, range(0, 8), name)
            in_range("NEG_HI", mods.neg_hi, range(0, 8), name)
        elif nm == "signedness":
            in_range("NEG", mods.neg, range(0, 4), f"{name} (NEG[1:0] mark A/B signed; NEG[2] must be 0)")
            in_range("NEG_HI", mods.neg_hi, range(0, 1), f"integer {name}")

    # --------------------------------------------------------------- layouts
    def _layout(self, matrix: str, wave: int, mods: Modifiers) -> BitLayout:
        lay = self.layout_fn(self, matrix, wave, mods)
        if matrix == "K":
            sets_bits = lay.stride * lay.items
            chosen = 0
            if self.cbsz_meaning == "index_set" and mods.cbsz == 0 and 32 // sets_bits > 1:
                chosen = mods.abid % (32 // sets_bits)
            elif self.opsel_meaning == "index_set":
                chosen = mods.opsel
            if chosen:
                lay = lay.with_offset(chosen * sets_bits)
        elif matrix in ("C", "D") and self.opsel_meaning == "output_half" and mods.opsel & 4:
            lay = lay.with_offset(16)
        return lay

    def layout(self, matrix: str, wave: int | None = None, **modifiers: object) -> BitLayout:
        """The bit layout of ``matrix`` under the given modifiers (before lane maps)."""
        return self._fast_view(matrix, wave, modifiers).layout

    def _view(self, matrix: str, wave: int, mods: Modifiers) -> _View:
        return _make_view(self, matrix, wave, mods)

    def _checked_view(self, matrix: object, wave: object, modifiers: Mapping[str, object],
                      extra: Sequence[str] = _COORDS) -> _View:
        """The view for a query, every argument validated."""
        m = self._matrix(matrix)
        w = self._wave(wave)
        return self._view(m, w, self._parse(modifiers, extra))

    def _fast_view(self, matrix: str, wave: int | None, modifiers: Mapping[str, object],
                   extra: Sequence[str] = _COORDS) -> _View:
        """The cached view for a query; validates everything on the first call for a key.

        Only plain ``str``/``int`` arguments are looked up (so ``True`` or ``64.0``, which
        compare equal to 1 and 64, are never mistaken for a validated key).
        """
        if type(matrix) is str and (wave is None or type(wave) is int) and (not modifiers or all(
                type(v) is int or type(v) is str for v in modifiers.values())):
            key = (matrix, wave, tuple(modifiers.items()) if modifiers else ())
            view = self._views.get(key)
            if view is None:
                view = self._checked_view(matrix, wave, modifiers, extra)
                self._views[key] = view
            return view
        return self._checked_view(matrix, wave, modifiers, extra)

    # --------------------------------------------------------------- queries
    def locate(self, matrix: str, *, i: int = 0, j: int = 0, k: int = 0, block: int = 0, wave: int | None = None,
               **modifiers: object) -> list[Location]:
        """Every place the element of ``matrix`` at (i, j, k, block) is read from or written to."""
        # The common call (no modifiers, plain str and int) looks its view up inline: the sweeps call this a lot.
        view = (None if modifiers or type(matrix) is not str or (wave is not None and type(wave) is not int)
                else self._views.get((matrix, wave, ())))
        if view is None:
            view = self._fast_view(matrix, wave, modifiers)
        if type(i) is not int or type(j) is not int or type(k) is not int or type(block) is not int:
            i, j, k, block = view.coords(i=i, j=j, k=k, block=block)
        r, c = view.coord_names
        return view.locate(i if r == "i" else k, j if c == "j" else k, block)

    def element(self, matrix: str, *, i: int = 0, j: int = 0, k: int = 0, block: int = 0, wave: int | None = None,
                **modifiers: object) -> Element:
        """The element at (i, j, k, block), marked negated/absolute as the modifiers make it."""
        view = self._fast_view(matrix, wave, modifiers)
        i, j, k, block = view.coords(i=i, j=j, k=k, block=block)
        coords = {"i": i, "j": j, "k": k}
        r, c = view.coord_names
        locs = view.locate(coords[r], coords[c], block)
        return view.mark(Element(view.matrix, coords[r], coords[c], block, locs[0] if locs else None,
                                 blocks=self.blocks))

    def elements_at(self, matrix: str, *, register: int, lane: int, wave: int | None = None,
                    **modifiers: object) -> list[Element]:
        """Every element held in (or read from) ``register`` and ``lane`` of the operand."""
        view = self._fast_view(matrix, wave, modifiers, _REGISTER_LANE)
        return view.elements_at(view.register(register), view.lane(lane))

    def placements(self, matrix: str, *, wave: int | None = None, **modifiers: object) -> list[Element]:
        """Every (element, location) pair of the operand, as Elements carrying their location.

        Elements come block by block, row-major; an element read from several places
        appears once per place. This is the forward view of the whole matrix.
        """
        return self._fast_view(matrix, wave, modifiers, ("wave",)).placements()

    def lane_unused(self, matrix: str, *, lane: int, wave: int | None = None, **modifiers: object) -> str | None:
        """Why no element is read from ``lane`` (modifier name), or None if the lane is used."""
        view = self._fast_view(matrix, wave, modifiers, _REGISTER_LANE)
        return view.unused_reason(view.lane(lane))

    def sources_of(self, i: int = 0, j: int = 0, block: int = 0, *, wave: int | None = None,
                   **modifiers: object) -> Calculation:
        """The A, B and C elements (with locations) that produce D[i][j] of ``block``."""
        dv = self._fast_view("D", wave, modifiers, _COORDS)
        i, j, _, block = dv.coords(i=i, j=j, k=0, block=block)
        w, mods, nb = dv.wave, dv.mods, self.blocks
        d_el = Element("D", i, j, block, blocks=nb)
        d = Operand(d_el, tuple(dv.locate(i, j, block)))
        av, bv = self._view("A", w, mods), self._view("B", w, mods)
        products = []
        a_block = broadcast_source_block(mods.cbsz, mods.abid, block) if av.broadcast else block
        for kk in range(self.k):
            a_locs = tuple(av.locate(i, kk, block))
            b_locs = tuple(bv.locate(kk, j, block))
            a_el = av.mark(Element("A", i, kk, a_block, a_locs[0] if a_locs else None, blocks=nb))
            b_el = bv.mark(Element("B", kk, j, block, b_locs[0] if b_locs else None, blocks=nb))
            products.append((Operand(a_el, a_locs), Operand(b_el, b_locs)))
        c: Operand | None = None
        if not self.sparse:
            cv = self._view("C", w, mods)
            c_locs = tuple(cv.locate(i, j, block))
            c = Operand(cv.mark(Element("C", i, j, block, c_locs[0], blocks=nb)), c_locs)
        scales: list[tuple[Operand, Operand]] = []
        if self.scaled and mods.abid & 1:  # ABID[0] = 0 runs without scales (CDNA4 ISA §7.1.5)
            sav, sbv = self._view("SA", w, mods), self._view("SB", w, mods)
            for kk in range(self.k):
                sa = tuple(sav.locate(i, kk // 32, 0))
                sb = tuple(sbv.locate(kk // 32, j, 0))
                scales.append((Operand(Element("SA", i, kk // 32, 0, sa[0], blocks=nb), sa),
                               Operand(Element("SB", kk // 32, j, 0, sb[0], blocks=nb), sb)))
        return Calculation(d, tuple(products), c, tuple(scales))

    # ------------------------------------------------------------- emulation
    # numpy is imported by amdmatrix.emulate only, on first use of these three methods.
    # The CDNA4 spellings (a_format=, a_scale_byte=, ...) become the fields here, so the
    # emulator sees the same integer modifiers as from every other caller.
    def _fields(self, modifiers: dict[str, object], extra: Sequence[str]) -> dict[str, object]:
        if any(name in modifiers for name in KEYWORDS[len(FIELDS):]):
            return dict(self._parse(modifiers, extra).nonzero())
        return modifiers

    def pack(self, matrix: str, values: Any, *, wave: int | None = None, **modifiers: object) -> Any:
        """Register image (uint32, ``(..., registers, lanes)``) of ``values``; see amdmatrix.emulate.pack."""
        from .emulate import pack
        return pack(self, matrix, values, wave=wave, **self._fields(modifiers, ("wave",)))  # type: ignore[arg-type]

    def unpack(self, matrix: str, registers: Any, *, wave: int | None = None, index: Any = None,
               **modifiers: object) -> Any:
        """The values held in a register image (inverse of pack); see amdmatrix.emulate.unpack."""
        from .emulate import unpack
        return unpack(self, matrix, registers, wave=wave, index=index,
                      **self._fields(modifiers, ("wave", "index")))  # type: ignore[arg-type]

    def execute(self, a_regs: Any, b_regs: Any, c_regs: Any = None, *, k_regs: Any = None, scale_a_regs: Any = None,
                scale_b_regs: Any = None, wave: int | None = None, clamp: bool = False, **modifiers: object) -> Any:
        """D's register image after running the instruction; see amdmatrix.emulate.execute."""
        from .emulate import execute
        return execute(self, a_regs, b_regs, c_regs, k_regs=k_regs, scale_a_regs=scale_a_regs,
                       scale_b_regs=scale_b_regs, wave=wave, clamp=clamp,
                       **self._fields(modifiers, ("wave", "clamp", "k_regs")))  # type: ignore[arg-type]


class _View:
    """One matrix of one instruction under fixed modifiers and wave size: the fast path."""

    def __init__(self, inst: Instruction, matrix: str, wave: int, mods: Modifiers) -> None:
        inst.check_modifiers(mods, wave)
        self.inst, self.matrix, self.wave, self.mods = inst, matrix, wave, mods
        self.layout = lay = inst._layout(matrix, wave, mods)
        self.rows, self.cols, self.nblocks = lay.sizes
        self.broadcast = matrix == "A" and inst.cbsz_meaning == "broadcast" and mods.cbsz > 0
        self.blgp = mods.blgp if matrix == "B" and inst.blgp_meaning == "lanes" else 0
        self._lane_fields = [(f.coord, f.src, (1 << f.n) - 1, f.dst) for f in lay.lane]
        self._item_fields = [(f.coord, f.src, (1 << f.n) - 1, f.dst) for f in lay.item]
        self._replicas = lay.replicas
        self._width, self._stride, self._offset = lay.width, lay.stride, lay.offset
        if lay.width == 64:
            self._bits: Callable[[int], tuple[int, int] | None] = lambda lo: (63, 0)
        elif lay.width == 32:
            self._bits = lambda lo: None
        else:
            w = lay.width - 1
            self._bits = lambda lo: (lo + w, lo)
        self._negate, self._absolute = self._marks()
        self._names = self.coord_names = _ROWCOL[matrix]
        self._preimage: list[list[int]] | None = None
        self.locate = _specialise(self)

    # negation / absolute-value marks -------------------------------------
    def _marks(self) -> tuple[Callable[[int], bool], bool]:
        inst, mods, m = self.inst, self.mods, self.matrix
        bit = {"A": 0, "B": 1, "C": 2}.get(m)
        if bit is None:
            return (lambda lo: False), False
        if inst.blgp_meaning == "negate":
            neg = bool(mods.blgp >> bit & 1)
            return (lambda lo: neg), False
        if inst.neg_meaning == "float":
            lo_neg, hi_neg = bool(mods.neg >> bit & 1), bool(mods.neg_hi >> bit & 1)
            if m == "C":
                return (lambda lo: lo_neg), hi_neg
            if self.layout.width > 16:
                # A 32-bit sparse group slot holds one value in each half, which NEG and NEG_HI
                # negate separately: the element as a whole is not marked (as the calculator).
                return (lambda lo: False), False
            return (lambda lo: hi_neg if lo % 32 >= 16 else lo_neg), False
        return (lambda lo: False), False

    def mark(self, el: Element) -> Element:
        lo = el.location.bits[1] if el.location is not None and el.location.bits else 0
        neg, ab = self._negate(lo), self._absolute
        if neg or ab:
            return el._replace(negated=neg, absolute=ab)
        return el

    # forward ---------------------------------------------------------------
    def _check(self, row: int, col: int, block: int) -> None:
        names = self._names
        for name, v, n in ((names[0], row, self.rows), (names[1], col, self.cols), ("block", block, self.nblocks)):
            if not 0 <= v < n:
                raise OutOfRangeError(
                    f"{name} coordinate {shown(v)} is out of range for {self.matrix} of {self.inst.mnemonic}; "
                    f"legal values: 0-{n - 1}"
                )

    def coords(self, **given: object) -> tuple[int, ...]:
        """The coordinates ``given`` (i, j, k, block) as ints; a non-integer raises OutOfRangeError."""
        sizes = {self._names[0]: self.rows, self._names[1]: self.cols, "block": self.nblocks}
        out = []
        for name, v in given.items():
            legal = f"0-{sizes[name] - 1}" if name in sizes else "integers (not used by this matrix)"
            out.append(integer(v, f"the {name} coordinate", legal, OutOfRangeError))
        return tuple(out)

    def register(self, register: object) -> int:
        """``register`` checked: an int in range."""
        nregs = self.layout.registers
        r = integer(register, "the register", f"0-{nregs - 1}", OutOfRangeError)
        if not 0 <= r < nregs:
            raise OutOfRangeError(f"register {shown(r)} is out of range for {self.matrix} of {self.inst.mnemonic}; "
                                  f"legal values: 0-{nregs - 1}")
        return r

    def lane(self, lane: object) -> int:
        """``lane`` checked: an int below the wave size."""
        n = integer(lane, "the lane", f"0-{self.wave - 1}", OutOfRangeError)
        if not 0 <= n < self.wave:
            raise OutOfRangeError(
                f"lane {shown(n)} is out of range for wave{self.wave}; legal values: 0-{self.wave - 1}")
        return n

    #: Every location of element (row, col, block): :meth:`reference_locate`, compiled for
    #: this layout by :func:`_specialise` (the property tests compare the two everywhere).
    locate: Callable[[int, int, int], list[Location]]

    def reference_locate(self, row: int, col: int, block: int) -> list[Location]:
        """Every location of element (row, col, block), computed field by field."""
        if not (0 <= row < self.rows and 0 <= col < self.cols and 0 <= block < self.nblocks):
            self._check(row, col, block)
        if self.broadcast:
            block = broadcast_source_block(self.mods.cbsz, self.mods.abid, block)
        c = (row, col, block)
        lane = 0
        for coord, src, mask, dst in self._lane_fields:
            lane |= ((c[coord] >> src) & mask) << dst
        item = 0
        for coord, src, mask, dst in self._item_fields:
            item |= ((c[coord] >> src) & mask) << dst
        off = self._offset + self._stride * item
        reg, lo = off >> 5, off & 31
        bits = self._bits(lo)
        if self.blgp:
            return [Location(reg, blgp_lane(self.blgp, lane + r), bits) for r in self._replicas]
        return [Location(reg, lane + r, bits) for r in self._replicas]

    def placements(self) -> list[Element]:
        out: list[Element] = []
        m, mark, nb = self.matrix, self.mark, self.inst.blocks
        for b in range(self.nblocks):
            for r in range(self.rows):
                for c in range(self.cols):
                    for loc in self.locate(r, c, b):
                        out.append(mark(Element(m, r, c, b, loc, blocks=nb)))
        return out

    # inverse ---------------------------------------------------------------
    def _source_lanes(self, lane: int) -> list[int]:
        """Lanes of the plain layout whose data is read from ``lane`` under BLGP."""
        if not self.blgp:
            return [lane]
        if self._preimage is None:
            pre: list[list[int]] = [[] for _ in range(self.wave)]
            for x in range(self.wave):
                pre[blgp_lane(self.blgp, x)].append(x)
            self._preimage = pre
        return self._preimage[lane]

    def unused_reason(self, lane: int) -> str | None:
        if not self._source_lanes(lane):
            return "BLGP"
        if self.broadcast:
            cbsz, abid = self.mods.cbsz, self.mods.abid
            src_blocks = {b for b in range(self.nblocks) if broadcast_source_block(cbsz, abid, b) == b}
            lay = self.layout
            blocks = {e[2] for item in range(lay.items) for e in lay.inverse(lane, item)}
            if not blocks & src_blocks:
                return "CBSZ and ABID"
        if not self.layout.lane_used(lane):
            return "wave"
        return None

    def elements_at(self, register: int, lane: int) -> list[Element]:
        """Elements in ``register`` and ``lane`` (both already checked by :meth:`register`, :meth:`lane`)."""
        lay = self.layout
        nb = self.inst.blocks
        out: list[Element] = []
        for src_lane in self._source_lanes(lane):
            if not lay.lane_used(src_lane):
                continue
            for item, slot in lay.slots_in_register(register):
                lo = slot.offset - 32 * (slot.offset >> 5)
                loc = Location(slot.offset >> 5, lane, self._bits(lo))
                for row, col, block in lay.inverse(src_lane, item):
                    if self.broadcast:
                        if broadcast_source_block(self.mods.cbsz, self.mods.abid, block) != block:
                            continue
                        group = 1 << self.mods.cbsz
                        targets = range(block - block % group, block - block % group + group)
                    else:
                        targets = range(block, block + 1)
                    for b in targets:
                        out.append(self.mark(Element(self.matrix, row, col, b, loc, blocks=nb)))
        return out


def _fields_expr(fields: list[tuple[int, int, int, int]]) -> str:
    names = ("row", "col", "block")
    parts = []
    for coord, src, mask, dst in fields:
        v = names[coord] if src == 0 else f"({names[coord]} >> {src})"
        parts.append(f"(({v} & {mask}) << {dst})" if dst else f"({v} & {mask})")
    return " | ".join(parts) or "0"


def _specialise(view: _View) -> Callable[[int, int, int], list[Location]]:
    """Compile ``view.locate`` for one layout: the field loops become one expression.

    The generated source is built only from the layout's integers (no user input). It
    computes exactly what :meth:`_View.locate` computes, about three times faster; the
    whole-instruction sweeps in the tests and benchmarks/sweep.py rely on it.
    """
    lay = view.layout
    if lay.width == 64:
        bits = "(63, 0)"
    elif lay.width == 32:
        bits = "None"
    else:
        bits = f"(lo + {lay.width - 1}, lo)"
    lines = [
        "def locate(row, col, block):",
        f"    if not (0 <= row < {view.rows} and 0 <= col < {view.cols} and 0 <= block < {view.nblocks}):",
        "        check(row, col, block)",
    ]
    if view.broadcast:
        size = 1 << view.mods.cbsz
        lines.append(f"    block = block - block % {size} + {view.mods.abid}")
    lines += [
        f"    lane = {_fields_expr(view._lane_fields)}",
        f"    off = {lay.offset} + {lay.stride} * ({_fields_expr(view._item_fields)})",
        "    lo = off & 31",
    ]
    lane = "P[lane + r]" if view.blgp else "lane + r"
    if lay.replicas == (0,):
        lane0 = "P[lane]" if view.blgp else "lane"
        lines.append(f"    return [Location(off >> 5, {lane0}, {bits})]")
    else:
        lines.append(f"    return [Location(off >> 5, {lane}, {bits}) for r in {lay.replicas!r}]")
    env: dict[str, object] = {"Location": Location, "check": view._check,
                              "P": [blgp_lane(view.blgp, x) for x in range(64)] if view.blgp else None}
    exec("\n".join(lines), env)  # noqa: S102 - generated from layout integers only
    return env["locate"]  # type: ignore[return-value]


@lru_cache(maxsize=4096)
def _make_view(inst: Instruction, matrix: str, wave: int, mods: Modifiers) -> _View:
    return _View(inst, matrix, wave, mods)

