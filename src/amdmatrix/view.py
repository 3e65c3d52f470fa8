"""The view engine: one matrix of one instruction under fixed modifiers and wave size.

A :class:`View` turns an instruction's plain :class:`~amdmatrix.layout.BitLayout` and the
maps of its modifier meanings (:mod:`amdmatrix.meanings`) into the forward lookup
(element -> locations, compiled by :func:`_specialise`) and the inverse lookup (register
and lane -> elements), both from the same tables. :class:`~amdmatrix.model.Instruction`
holds the facts and asks its views; :func:`make_view` caches them.
"""

from __future__ import annotations

import gc
from itertools import chain, repeat

from .errors import OutOfRangeError, shown
from .modifiers import Modifiers, integer
from .results import Element, Location

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (query start-up)
if TYPE_CHECKING:
    from collections.abc import Callable, Iterable
    from typing import TypeVar

    from .meanings import Meaning
    from .model import Instruction

    _T = TypeVar("_T")

__all__ = ["View", "make_view", "Places", "Lookup"]

#: A view's place table: ``table[block][row][col]`` is the tuple of the element's locations.
Places = tuple[tuple[tuple[tuple[Location, ...], ...], ...], ...]
#: A compiled view as data, for :meth:`~amdmatrix.model.Instruction.locate` to index inline:
#: whether the matrix's row is i (else k), whether its column is j (else k), and the place table.
Lookup = tuple[bool, bool, Places]

#: Calls of a view's lookup answered by :meth:`View.reference_locate` before the lookup is
#: compiled: a command-line query that locates one element never pays the compiler, and a
#: sweep pays little for the uncompiled calls. (A view whose place table another view has
#: built already compiles on its first call: the table costs nothing then.)
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
        self._negate, self._absolute = self._marks()
        self._names = self.coord_names = _ROWCOL[matrix]
        # A one-off query locates a few elements: compile the lookup only once the view is reused.
        self._calls = 0
        self._table_key: tuple[object, ...] | None = None
        self._compiled: tuple[Callable[[int, int, int], list[Location]],
                              Callable[[int, int, int, int], list[Location]]] | None = None
        #: The compiled lookup as data, for Instruction.locate to do inline (see _specialise).
        self.lookup: Lookup | None = None
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
        for meaning in self.inst.meanings:
            marks = meaning.marks(self.matrix, self.mods, self.layout.width)
            if marks is not None:
                return marks
        return (lambda lo: False), False

    def mark(self, el: Element) -> Element:
        lo = el.location.bit_offset % 32 if el.location is not None else 0
        neg, ab = self._negate(lo), self._absolute
        if neg or ab:
            return el._replace(negated=neg, absolute=ab)
        return el

    def _bits(self, lo: int) -> tuple[int, int] | None:
        """The ``bits`` of a :class:`Location` whose value starts at bit ``lo`` of its register."""
        return _value_bits(self._width, lo)

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
        out = []
        for name, v in given.items():
            if type(v) is not int:  # a NumPy integer is taken, anything else refused naming the legal values
                sizes = {self._names[0]: self.rows, self._names[1]: self.cols, "block": self.nblocks}
                legal = f"0-{sizes[name] - 1}" if name in sizes else "integers (not used by this matrix)"
                v = integer(v, f"the {name} coordinate", legal, OutOfRangeError)
            out.append(v)
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
        """:attr:`locate` for the first :data:`COMPILE_AFTER` calls (unless the place table is
        built already); then the compiled lookup."""
        self._calls += 1
        if self._calls <= COMPILE_AFTER and self.table_key() not in _PLACES:
            return self.reference_locate(row, col, block)
        return self.compiled()(row, col, block)

    def table_key(self) -> tuple[object, ...]:
        """What the place table depends on: views with equal keys share one table."""
        if self._table_key is None:
            lay, lanes, blocks = self.layout, self._lanes, self._blocks
            self._table_key = (
                tuple(self._lane_fields), tuple(self._item_fields), lay.replicas, lay.width, lay.stride, lay.offset,
                self.rows, self.cols, self.nblocks, None if lanes is None else tuple(lanes),
                None if blocks is None else tuple(blocks))
        return self._table_key

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
        :attr:`locate`, built from the place table in C loops (``map``/``zip``), without a
        Python step per element unless a modifier marks some elements."""
        self.compiled()
        assert self.lookup is not None
        table = self.lookup[2]
        copies, rows, cols, nblocks = len(self.layout.replicas), self.rows, self.cols, self.nblocks
        # Each element has one location per replica, so its coordinates repeat that often.
        col_run = list(chain.from_iterable(map(repeat, range(cols), repeat(copies, cols))))
        row_run = list(chain.from_iterable(map(repeat, range(rows), repeat(cols * copies, rows))))
        rs = chain.from_iterable(repeat(row_run, nblocks))
        cs = chain.from_iterable(repeat(col_run, rows * nblocks))
        bs = chain.from_iterable(map(repeat, range(nblocks), repeat(rows * cols * copies, nblocks)))
        locs: Iterable[Location] = chain.from_iterable(chain.from_iterable(chain.from_iterable(table)))
        # A mark depends only on the value's lowest bit in its register (0-31).
        negated = [self._negate(lo) for lo in range(32)]
        ab = self._absolute
        negs: Iterable[bool] = repeat(False)
        if ab or any(negated):
            locs = list(locs)
            negs = [negated[loc.bit_offset % 32] for loc in locs]
        elements = zip(repeat(self.matrix), rs, cs, bs, locs, negs, repeat(ab), repeat(self.inst.blocks))
        return _acyclic(lambda: list(map(tuple.__new__, repeat(Element), elements)))

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
        if not any(self.layout.lane_used(src) for src in self._source_lanes(lane)):  # read, but holding nothing
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


#: Place tables by layout signature: many views (instructions that share a layout, wave sizes,
#: modifier settings that do not move anything) share one table.
_PLACES: dict[tuple[object, ...], Places] = {}


def _parts(fields: list[tuple[int, int, int, int]], coord: int, n: int) -> list[int]:
    """The bits that the ``fields`` of coordinate ``coord`` contribute, for each of its ``n`` values."""
    mine = [(src, mask, dst) for c, src, mask, dst in fields if c == coord]
    out = []
    for v in range(n):
        bits = 0
        for src, mask, dst in mine:
            bits |= ((v >> src) & mask) << dst
        out.append(bits)
    return out


def _value_bits(width: int, lo: int) -> tuple[int, int] | None:
    """A :class:`Location`'s ``bits`` for a ``width``-bit value starting at bit ``lo`` of its register."""
    if width == 64:
        return (63, 0)
    if width == 32:
        return None
    return (lo + width - 1, lo)


#: The locations in lanes 0-63 of a value at a bit offset, by (offset, width): shared by every
#: place table, so each location is made once.
_LANE_LOCATIONS: dict[tuple[int, int], tuple[Location, ...]] = {}


def _in_lanes(offset: int, width: int) -> tuple[Location, ...]:
    """The location of the ``width``-bit value at bit ``offset`` of the register group, in each lane 0-63."""
    locs = _LANE_LOCATIONS.get((offset, width))
    if locs is None:
        bits = _value_bits(width, offset & 31)
        locs = _LANE_LOCATIONS[offset, width] = tuple(
            map(tuple.__new__, repeat(Location), zip(repeat(offset >> 5), range(64), repeat(bits))))
    return locs


def _places(view: View) -> Places:
    """Every element's locations, as ``table[block][row][col]``.

    The same computation as :meth:`View.reference_locate`, done once per layout: a lane (or
    item) number is the OR of the bits its fields take from each coordinate, so it is the OR of
    one contribution per coordinate, and each contribution is tabulated once per value. The
    locations of each item in every lane are tabulated too (``grid[item][lane]``, the lane map
    applied), so a row of the table is a few ``map`` calls over its columns.
    """
    key = view.table_key()
    table = _PLACES.get(key)
    if table is None:
        table = _PLACES[key] = _acyclic(lambda: _place_table(view))
    return table


def _acyclic(build: Callable[[], _T]) -> _T:
    """``build()`` with the cyclic garbage collector paused.

    Place tables and placement lists are hundreds of thousands of new tuples of ints, strings
    and other such tuples: they hold no reference cycles, so a collection during the build
    could free nothing, yet it would traverse all of them (and every table built before) many
    times over, which cost placements() about a third of its time (benchmarks/sweep.py). The collector
    is resumed afterwards only if it was running before.
    """
    if not gc.isenabled():
        return build()
    gc.disable()
    try:
        return build()
    finally:
        gc.enable()


def _place_table(view: View) -> Places:
    """The place table of ``view``, built (see :func:`_places`)."""
    lay = view.layout
    rows, cols, nblocks = view.rows, view.cols, view.nblocks
    lanes, blocks = view._lanes, view._blocks
    lf, itf = view._lane_fields, view._item_fields
    lane_r, lane_c, lane_b = _parts(lf, 0, rows), _parts(lf, 1, cols), _parts(lf, 2, nblocks)
    item_r, item_c, item_b = _parts(itf, 0, rows), _parts(itf, 1, cols), _parts(itf, 2, nblocks)
    grid = [_in_lanes(lay.offset + lay.stride * item, lay.width) for item in range(lay.items)]
    if lanes is not None:  # the data the plain layout puts in lane l is read from lane lanes[l]
        grid = [tuple(map(locs.__getitem__, lanes)) for locs in grid]
    replicas = lay.replicas
    table_blocks = []
    for b in range(nblocks):
        src = b if blocks is None else blocks[b]
        lb, ib = lane_b[src], item_b[src]
        table_rows = []
        for r in range(rows):
            by_col = list(map(grid.__getitem__, map(int.__or__, repeat(item_r[r] | ib), item_c)))
            first = list(map(int.__or__, repeat(lane_r[r] | lb), lane_c))  # replica offsets are free lane bits
            copies = [map(tuple.__getitem__, by_col, map(int.__or__, first, repeat(x)) if x else first)
                      for x in replicas]
            table_rows.append(tuple(zip(*copies, strict=True)))
        table_blocks.append(tuple(table_rows))
    return tuple(table_blocks)


def _specialise(view: View) -> tuple[Callable[[int, int, int], list[Location]],
                                     Callable[[int, int, int, int], list[Location]]]:
    """The compiled ``view.locate``: a range check and an index into the view's place table.

    Also sets ``view.lookup`` (a :data:`Lookup`: whether the row is i, whether the column is j,
    and the place table), for :meth:`~amdmatrix.model.Instruction.locate` to index inline. The
    second function is the same lookup taking the coordinates as (i, j, k, block).
    """
    table = _places(view)
    rows, cols, nblocks, check = view.rows, view.cols, view.nblocks, view._check

    def locate(row: int, col: int, block: int) -> list[Location]:
        if not (0 <= row < rows and 0 <= col < cols and 0 <= block < nblocks):
            check(row, col, block)
        return [*table[block][row][col]]

    r, c = view.coord_names
    row_is_i, col_is_j = r == "i", c == "j"
    view.lookup = (row_is_i, col_is_j, table)

    def locate_ijk(i: int, j: int, k: int, block: int) -> list[Location]:
        return locate(i if row_is_i else k, j if col_is_j else k, block)

    return locate, locate_ijk


_VIEWS: dict[tuple[Instruction, str, int, Modifiers], View] = {}


def make_view(inst: Instruction, matrix: str, wave: int, mods: Modifiers) -> View:
    """The view of (inst, matrix, wave, mods), built once (the last 4096 kept; functools'
    cache is not imported on the query path)."""
    key = (inst, matrix, wave, mods)
    view = _VIEWS.get(key)
    if view is None:
        if len(_VIEWS) >= 4096:
            _VIEWS.clear()
        view = _VIEWS[key] = View(inst, matrix, wave, mods)
    return view

