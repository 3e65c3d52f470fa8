"""The view engine: one matrix of one instruction under fixed modifiers and wave size.

A :class:`View` turns an instruction's plain :class:`~amdmatrix.layout.BitLayout` and the
maps of its modifier meanings (:mod:`amdmatrix.meanings`) into the forward lookup
(element -> locations, compiled by :func:`_specialise`) and the inverse lookup (register
and lane -> elements), both from the same tables. :class:`~amdmatrix.model.Instruction`
holds the facts and asks its views; :func:`make_view` caches them.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from .errors import OutOfRangeError, shown
from .modifiers import Modifiers, integer
from .results import Element, Location

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (issue 17)
if TYPE_CHECKING:
    from types import CodeType

    from .meanings import Meaning
    from .model import Instruction

__all__ = ["View", "make_view"]

#: Calls of a view's lookup answered by :meth:`View.reference_locate` before the lookup is
#: compiled: a command-line query that locates one element never pays the compiler, and a
#: sweep pays little for the uncompiled calls.
COMPILE_AFTER = 8

_ROWCOL = {"A": ("i", "k"), "B": ("k", "j"), "C": ("i", "j"), "D": ("i", "j"), "K": ("i", "k"),
           "SA": ("i", "k"), "SB": ("k", "j")}

class View:
    """One matrix of one instruction under fixed modifiers and wave size: the fast path."""

    def __init__(self, inst: Instruction, matrix: str, wave: int, mods: Modifiers) -> None:
        inst.check_modifiers(mods, wave)
        self.inst, self.matrix, self.wave, self.mods = inst, matrix, wave, mods
        self.layout = lay = inst._layout(matrix, wave, mods)
        self.rows, self.cols, self.nblocks = lay.sizes
        self._maps(inst.meanings)
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
        # A one-off query locates a few elements: compile the lookup only once the view is reused.
        self._calls = 0
        self._compiled: tuple[Callable[[int, int, int], list[Location]],
                              Callable[[int, int, int, int], list[Location]]] | None = None
        self.locate, self.locate_ijk = self._uncompiled, self._uncompiled_ijk

    # the modifiers' maps ------------------------------------------------------
    def _maps(self, meanings: tuple[Meaning, ...]) -> None:
        """Compose the meanings' block and lane maps into tables; their inverses follow from the tables.

        ``_blocks[b]`` is the block whose data feeds block b, ``_lanes[l]`` the lane actually
        read for data the plain layout puts in lane l (None: the identity). The preimages
        (the inverse lookups) are built from the same tables on first use.
        """
        self._blocks: list[int] | None = None
        self._lanes: list[int] | None = None
        self._block_reason = self._lane_reason = ""
        for meaning in meanings:
            block_map = meaning.block_map(self.matrix, self.mods)
            if block_map is not None:
                base = self._blocks or list(range(self.nblocks))
                self._blocks, self._block_reason = [block_map(b) for b in base], meaning.reason
            lane_map = meaning.lane_map(self.matrix, self.mods)
            if lane_map is not None:
                base = self._lanes or list(range(64))
                self._lanes, self._lane_reason = [lane_map(x) for x in base], meaning.reason
        self._block_targets: list[list[int]] | None = None
        self._preimage: list[list[int]] | None = None

    def source_block(self, block: int) -> int:
        """The block whose data feeds ``block`` under the modifiers."""
        return block if self._blocks is None else self._blocks[block]

    def _targets(self, block: int) -> list[int] | range:
        """The blocks that read stored ``block`` (the block map's preimage)."""
        if self._blocks is None:
            return range(block, block + 1)
        if self._block_targets is None:
            table = self._blocks
            self._block_targets = [[t for t in range(self.nblocks) if table[t] == b] for b in range(self.nblocks)]
        return self._block_targets[block]

    # negation / absolute-value marks -------------------------------------
    def _marks(self) -> tuple[Callable[[int], bool], bool]:
        self._marked = True
        for meaning in self.inst.meanings:
            marks = meaning.marks(self.matrix, self.mods, self.layout.width)
            if marks is not None:
                return marks
        self._marked = False
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
    #: :attr:`locate` with the coordinates as (i, j, k, block): the one of i/j that this matrix
    #: does not use is ignored, as is k for C and D.
    locate_ijk: Callable[[int, int, int, int], list[Location]]

    def _uncompiled(self, row: int, col: int, block: int) -> list[Location]:
        """:attr:`locate` for the first :data:`COMPILE_AFTER` calls; then the compiled lookup."""
        self._calls += 1
        if self._calls <= COMPILE_AFTER:
            return self.reference_locate(row, col, block)
        return self.compiled()(row, col, block)

    def compiled(self) -> Callable[[int, int, int], list[Location]]:
        """The compiled :attr:`locate` (compiled now if it is not yet): for a whole-matrix pass."""
        if self._compiled is None:
            self._compiled = _specialise(self)
            self.locate, self.locate_ijk = self._compiled
        return self._compiled[0]

    def _uncompiled_ijk(self, i: int, j: int, k: int, block: int) -> list[Location]:
        r, c = self.coord_names
        return self._uncompiled(i if r == "i" else k, j if c == "j" else k, block)

    def reference_locate(self, row: int, col: int, block: int) -> list[Location]:
        """Every location of element (row, col, block), computed field by field."""
        if not (0 <= row < self.rows and 0 <= col < self.cols and 0 <= block < self.nblocks):
            self._check(row, col, block)
        if self._blocks is not None:
            block = self._blocks[block]
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
        if self._lanes is not None:
            lanes = self._lanes
            return [Location(reg, lanes[lane + r], bits) for r in self._replicas]
        return [Location(reg, lane + r, bits) for r in self._replicas]

    def placements(self) -> list[Element]:
        """Every (element, location) pair, block by block, row-major: what :meth:`mark` of
        ``Element(matrix, row, col, block, location, blocks=...)`` gives for each location of
        :attr:`locate`, built in one pass without a call per element."""
        out: list[Element] = []
        append, new, locate = out.append, tuple.__new__, self.compiled()
        m, nb, negate, ab = self.matrix, self.inst.blocks, self._negate, self._absolute
        cells = [(r, c, b) for b in range(self.nblocks) for r in range(self.rows) for c in range(self.cols)]
        if not self._marked:  # no meaning marks this matrix: every element is plain
            for r, c, b in cells:
                for loc in locate(r, c, b):
                    append(new(Element, (m, r, c, b, loc, False, False, nb)))
            return out
        for r, c, b in cells:
            for loc in locate(r, c, b):
                neg = negate(loc.bits[1] if loc.bits else 0)
                marks = (neg, ab) if neg or ab else (False, False)
                append(new(Element, (m, r, c, b, loc, *marks, nb)))
        return out

    # inverse ---------------------------------------------------------------
    def _source_lanes(self, lane: int) -> list[int]:
        """Lanes of the plain layout whose data is read from ``lane`` (the lane map's preimage)."""
        if self._lanes is None:
            return [lane]
        if self._preimage is None:
            pre: list[list[int]] = [[] for _ in range(self.wave)]
            for x in range(self.wave):
                pre[self._lanes[x]].append(x)
            self._preimage = pre
        return self._preimage[lane]

    def unused_reason(self, lane: int) -> str | None:
        if not self._source_lanes(lane):
            return self._lane_reason
        if self._blocks is not None:
            src_blocks = set(self._blocks)
            lay = self.layout
            blocks = {e[2] for item in range(lay.items) for e in lay.inverse(lane, item)}
            if not blocks & src_blocks:
                return self._block_reason
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
                    for b in self._targets(block):
                        out.append(self.mark(Element(self.matrix, row, col, b, loc, blocks=nb)))
        return out


def _fields_expr(fields: list[tuple[int, int, int, int]], names: tuple[str, str, str]) -> str:
    parts = []
    for coord, src, mask, dst in fields:
        v = names[coord] if src == 0 else f"({names[coord]} >> {src})"
        parts.append(f"(({v} & {mask}) << {dst})" if dst else f"({v} & {mask})")
    return " | ".join(parts) or "0"


#: Compiled locate sources (the tables and the range check they use are the globals of each view's copy).
_COMPILED: dict[str, CodeType] = {}


def _locate_source(view: View, name: str, params: str, names: tuple[str, str, str]) -> list[str]:
    """The source of one compiled locate, whose coordinates (row, col, block) are called ``names``."""
    lay = view.layout
    row, col, block = names
    if lay.width == 64:
        bits = "(63, 0)"
    elif lay.width == 32:
        bits = "None"
    else:
        bits = f"(lo + {lay.width - 1}, lo)"
    lines = [
        f"def {name}({params}):",
        f"    if not (0 <= {row} < {view.rows} and 0 <= {col} < {view.cols} and 0 <= {block} < {view.nblocks}):",
        f"        check({row}, {col}, {block})",
    ]
    if view._blocks is not None:
        lines.append(f"    {block} = S[{block}]")
    offset = f"{lay.offset} + " if lay.offset else ""
    lines += [
        f"    lane = {_fields_expr(view._lane_fields, names)}",
        f"    off = {offset}{lay.stride} * ({_fields_expr(view._item_fields, names)})",
    ]
    if "lo" in bits:
        lines.append("    lo = off & 31")
    if len(lay.replicas) > 1:
        lines.append("    reg = off >> 5")
    # new(Location, (...)) is what Location(...) does, without its Python-level __new__ frame;
    # the copies of a replicated lane are written out (a comprehension is a call of its own).
    places = []
    for r in lay.replicas:
        lane = f"lane + {r}" if r else "lane"
        if view._lanes is not None:
            lane = f"P[{lane}]"
        places.append(f"new(Location, ({'reg' if len(lay.replicas) > 1 else 'off >> 5'}, {lane}, {bits}))")
    lines.append(f"    return [{', '.join(places)}]")
    return lines


def _specialise(view: View) -> tuple[Callable[[int, int, int], list[Location]],
                                     Callable[[int, int, int, int], list[Location]]]:
    """Compile ``view.locate`` for one layout: the field loops become one expression.

    The generated source is built only from the layout's integers (no user input). It
    computes exactly what :meth:`View.reference_locate` computes, about three times faster; the
    whole-instruction sweeps in the tests and benchmarks/sweep.py rely on it. The second
    function is the same lookup taking the coordinates as (i, j, k, block), as
    :meth:`~amdmatrix.model.Instruction.locate` receives them.
    """
    r, c = view.coord_names
    lines = [*_locate_source(view, "locate", "row, col, block", ("row", "col", "block")),
             *_locate_source(view, "locate_ijk", "i, j, k, block", (r, c, "block"))]
    source = "\n".join(lines)
    code = _COMPILED.get(source)
    if code is None:  # many views share a layout: compile each source once
        code = _COMPILED[source] = compile(source, "<amdmatrix.view locate>", "exec")
    env: dict[str, object] = {"Location": Location, "new": tuple.__new__, "check": view._check, "P": view._lanes,
                              "S": view._blocks}
    exec(code, env)  # noqa: S102 - generated from layout integers only
    return env["locate"], env["locate_ijk"]  # type: ignore[return-value]


@lru_cache(maxsize=4096)
def make_view(inst: Instruction, matrix: str, wave: int, mods: Modifiers) -> View:
    return View(inst, matrix, wave, mods)

