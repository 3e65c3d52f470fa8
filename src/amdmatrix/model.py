"""The :class:`Instruction`: facts of one matrix instruction and its layout queries."""

from __future__ import annotations

from .archs import CD_AGPR_ONLY, MAI, Arch
from .confidence import Confidence
from .dtypes import DTYPES, DType
from .errors import OutOfRangeError, UnknownMatrixError, UnsupportedModifierError, shown
from .layout import BitLayout
from .layouts import Layout
from .meanings import Meaning, meanings_of
from .modifiers import KEYWORDS, Modifiers, closest, integer, parse
from .records import cached_property, field, record
from .results import Calculation, Element, Formulas, Location, Operand
from .view import Lookup, View, make_view
from .vocabulary import ROLES

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (docs/decisions.md)
if TYPE_CHECKING:
    from collections.abc import Callable, Mapping, Sequence

    #: Returns the plain (modifier-free, except for formats) layout of a matrix for a wave size.
    LayoutFn = Callable[["Instruction", str, int, Modifiers], BitLayout]

__all__ = ["Instruction"]

#: Coordinate names in the printed formulas (the scales are indexed by kb = k / 32).
_FORMULA_NAMES = {name: (*role.formula_coords, "block") for name, role in ROLES.items()}
#: The keyword arguments of the queries besides the modifiers (for did-you-mean).
_COORDS = ("i", "j", "k", "block", "wave")
_REGISTER_LANE = ("register", "lane", "wave")
#: No modifier set: what ``parse({})`` gives.
_PLAIN = Modifiers()


def _keyword(modifier: object) -> str:
    """A modifier keyword given by name, checked."""
    if isinstance(modifier, str) and modifier in KEYWORDS:
        return modifier
    hint = closest(modifier, KEYWORDS) if isinstance(modifier, str) else []
    did = f" (did you mean {' or '.join(hint)}?)" if hint else ""
    raise UnsupportedModifierError(f"unknown modifier {shown(modifier)}{did}; legal modifiers: {', '.join(KEYWORDS)}")


@record(eq=False)
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
    #: Views (matrix, wave, modifiers) -> View, built on first use.
    _views: dict[tuple[str, int | None, tuple[tuple[str, object], ...]], View] = field(
        default_factory=dict, repr=False, compare=False)
    #: Compiled views of :meth:`locate` without modifiers: wave (as given) -> matrix (as given) ->
    #: ``View.lookup``.
    _lookups: dict[int | None, dict[str, Lookup]] = field(default_factory=dict, repr=False, compare=False)
    #: The (modifiers, wave size) pairs that :meth:`check_modifiers` has passed (every view checks them).
    _passed: set[tuple[Modifiers, int]] = field(default_factory=set, repr=False, compare=False)
    #: :meth:`index_sets` by wave size.
    _index_sets: dict[int, int] = field(default_factory=dict, repr=False, compare=False)

    def __repr__(self) -> str:
        """Short: architecture, mnemonic, shape and types (the facts are attributes; ``-d`` prints them all)."""
        types = ", ".join([f"{m} {self.types[m]}" for m in self.matrices if m in self.types] or self.matrices)
        blocks = f", {self.blocks} blocks" if self.blocks != 1 else ""
        return f"<Instruction {self.arch.name} {self.mnemonic.lower()} {self.m}x{self.n}x{self.k}{blocks}: {types}>"

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
        return self.opcode & 0x3F if self.arch.has(MAI) else None

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
        return {m: ROLES[m].field for m in self.matrices if m in ("A", "B", "C", "D", "K")}

    def register_files(self, matrix: str) -> tuple[str, ...]:
        """The register files an operand may be in: ``ArchVGPR``/``AccVGPR`` on CDNA, ``VGPR`` on RDNA.

        Known for A, B, C and D (on CDNA1, C and D must be AccVGPRs).
        """
        m = self._matrix(matrix)
        if m not in ("A", "B", "C", "D"):
            raise UnknownMatrixError(f"register files are known for the A, B, C and D operands, not {m}; "
                                     f"legal matrices: {', '.join(x for x in self.matrices if x in 'ABCD')}")
        if not self.arch.has(MAI):
            return ("VGPR",)
        if m in ("C", "D") and self.arch.has(CD_AGPR_ONLY):
            return ("AccVGPR",)
        return ("ArchVGPR", "AccVGPR")

    def supports(self, modifier: str) -> bool:
        """Whether the modifier ``modifier`` (a keyword of :data:`amdmatrix.modifiers.KEYWORDS`) does
        something on this instruction, as ``--detail-instruction`` reports it.

        CDNA4's 8-bit SMFMACs hold a single index set, so there CBSZ/ABID are accepted but
        ignored, and reported unsupported. On F8F6F4 instructions CBSZ is supported (it is A's
        format) and ABID is not (the scaled mnemonics set it themselves: meanings.FormatCode).
        """
        name = _keyword(modifier)
        return any(name in meaning.keywords(self) for meaning in self.meanings)

    def confidence(self, matrix: str) -> Confidence:
        """How sure the layout of ``matrix`` is (``exact`` or ``provisional``) and its sources.

        Every layout of CDNA1-4 and RDNA3/4 is exact; gfx1250's layout objects say per operand."""
        m = self._matrix(matrix)
        lay = self.layout_fn
        conf = lay.confidence(self, m) if isinstance(lay, Layout) else None
        return conf if conf is not None else Confidence("exact", self.arch.layout_sources)

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
        return DTYPES[self._type_key(m, mods)]

    def _type_key(self, matrix: str, mods: Modifiers) -> str:
        """The DType key of ``matrix`` (A, B, C, D, K) under ``mods`` (format meanings pick it)."""
        for meaning in self.meanings:
            key = meaning.format(matrix, mods)
            if key is not None:
                return key
        return self.types[matrix]

    def cycles_for(self, **modifiers: object) -> int:
        """Execution cycles; F8F6F4 take the longer time when either operand is 8-bit."""
        mods = self._checked(modifiers)
        if self.format_cycles is None:
            return self.cycles
        a = DTYPES[self._type_key("A", mods)].bits
        b = DTYPES[self._type_key("B", mods)].bits
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
        if type(wave) is int and wave in self.arch.waves:
            return wave
        legal = " or ".join(str(w) for w in self.arch.waves)
        w = integer(wave, "the wave size", legal, OutOfRangeError)
        if w not in self.arch.waves:
            raise OutOfRangeError(f"wave size {shown(w)} is not allowed on {self.arch.name}; legal values: {legal}")
        return w

    def _matrix(self, matrix: object) -> str:
        matrices = self.matrices
        if type(matrix) is str and matrix in matrices:
            return matrix
        legal = ", ".join(matrices)
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
        if not modifiers:  # the plain setting (each view of a sweep starts here)
            return _PLAIN
        return parse(modifiers, extra=extra, inst=self)

    def index_sets(self, wave: int | None = None) -> int:
        """How many compression-index sets one index register holds (sparse instructions only)."""
        w = self._wave(wave)
        if not self.sparse:
            raise UnknownMatrixError(f"{self.mnemonic} is dense: it has no compression index sets; legal values: "
                                     "a sparse (SMFMAC or SWMMAC) instruction")
        sets = self._index_sets.get(w)
        if sets is None:
            lay = self.layout_fn(self, "K", w, Modifiers())
            sets = self._index_sets[w] = max(1, 32 // (lay.stride * lay.items))
        return sets

    @cached_property
    def meanings(self) -> tuple[Meaning, ...]:
        """The meaning of each modifier field group (CBSZ/ABID, BLGP, OPSEL, NEG), as objects
        of :mod:`amdmatrix.meanings`; a group without a meaning must be zero. (Looked up once:
        every view asks several times.)"""
        return meanings_of(self)

    def modifier_settings(self) -> list[dict[str, int]]:
        """The plain setting, then legal settings of each field group in turn: what the
        property tests sweep (every instruction, every wave size, every matrix)."""
        out: list[dict[str, int]] = [{}]
        for meaning in self.meanings:
            out += meaning.settings(self)
        return out

    def check_modifiers(self, mods: Modifiers, wave: int | None = None) -> None:
        """Raise UnsupportedModifierError unless every field is legal for this instruction."""
        if not isinstance(mods, Modifiers):
            raise UnsupportedModifierError(f"expected amdmatrix.modifiers.Modifiers, not {shown(mods)}; legal "
                                           "values: Modifiers(...), or call modifiers(**keywords)")
        w = self._wave(wave)
        if (mods, w) in self._passed:  # a view of each matrix checks the same setting
            return
        for meaning in self.meanings:
            meaning.check(self, mods, w)
        self._passed.add((mods, w))

    # --------------------------------------------------------------- layouts
    def _layout(self, matrix: str, wave: int, mods: Modifiers) -> BitLayout:
        lay = self.layout_fn(self, matrix, wave, mods)
        offset = sum(meaning.bit_offset(self, matrix, mods, lay) for meaning in self.meanings)
        return lay.with_offset(lay.offset + offset) if offset else lay

    def layout(self, matrix: str, wave: int | None = None, **modifiers: object) -> BitLayout:
        """The bit layout of ``matrix`` under the given modifiers (before lane maps)."""
        return self._fast_view(matrix, wave, modifiers).layout

    def _view(self, matrix: str, wave: int, mods: Modifiers) -> View:
        return make_view(self, matrix, wave, mods)

    def _checked_view(self, matrix: object, wave: object, modifiers: Mapping[str, object],
                      extra: Sequence[str] = _COORDS) -> View:
        """The view for a query, every argument validated."""
        m = self._matrix(matrix)
        w = self._wave(wave)
        return self._view(m, w, self._parse(modifiers, extra))

    def _fast_view(self, matrix: str, wave: int | None, modifiers: Mapping[str, object],
                   extra: Sequence[str] = _COORDS) -> View:
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
        # The common call (plain ints, no modifiers) is a lookup in the view's place table, which
        # _locate_slowly registers under the caller's (wave, matrix) once the view has compiled it.
        # Anything else (a bool, a float, a NumPy integer, a negative or too large coordinate, an
        # unknown matrix, modifiers, a view not compiled yet) takes the slow path, which validates
        # every argument and raises the documented errors.
        if not modifiers and int is type(i) is type(j) is type(k) is type(block) and (
                wave is None or type(wave) is int):
            try:
                row_is_i, col_is_j, table = self._lookups[wave][matrix]
                if i | j | k | block >= 0:  # none negative (a negative index would count from the end)
                    return [*table[block][i if row_is_i else k][j if col_is_j else k]]
            except (KeyError, TypeError, IndexError):  # not registered, unhashable matrix, past the end
                pass
        return self._locate_slowly(matrix, i, j, k, block, wave, modifiers)

    def _locate_slowly(self, matrix: str, i: object, j: object, k: object, block: object, wave: int | None,
                       modifiers: dict[str, object]) -> list[Location]:
        """:meth:`locate` with every argument validated (and the fast lookup registered when ready)."""
        view = self._fast_view(matrix, wave, modifiers)
        i, j, k, block = view.coords(i=i, j=j, k=k, block=block)
        out = view.locate_ijk(i, j, k, block)
        if view.lookup is not None and not modifiers and type(matrix) is str and (type(wave) is int or wave is None):
            self._lookups.setdefault(wave, {})[matrix] = view.lookup
        return out

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
        a_block = av.source_block(block)
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
        if self.scaled:  # the mnemonic sets ABID[0] = 1: the scales always apply (meanings.FormatCode)
            sav, sbv = self._view("SA", w, mods), self._view("SB", w, mods)
            for kk in range(self.k):
                sa = tuple(sav.locate(i, kk // 32, 0))
                sb = tuple(sbv.locate(kk // 32, j, 0))
                scales.append((Operand(Element("SA", i, kk // 32, 0, sa[0], blocks=nb), sa),
                               Operand(Element("SB", kk // 32, j, 0, sb[0], blocks=nb), sb)))
        return Calculation(d, tuple(products), c, tuple(scales), accumulates_into_d=self.sparse)

