"""Layouts as linear maps over GF(2): bit matrices between hardware bits and element bits.

Every operand layout is a :class:`~amdmatrix.layout.BitLayout`, a list of bit fields: each
bit of a coordinate lands in one bit of the lane number or of the item number (the value's
index in the lane's register group). A bit-field layout is a linear map over GF(2), so this
module reads the same declaration as bit matrices, the form Triton's ``LinearLayout`` uses
(triton-lang/triton, ``include/triton/Tools/LinearLayout.h``): one *basis* per input bit,
the output bits that input bit flips.

* :class:`LinearMap` is an affine map over GF(2) between named bit spaces ("dims"): apply,
  compose, inverse (and a section of a surjective map), rank, kernel, and the bases per dim,
  and Triton's operations under Triton's names: :meth:`~LinearMap.invert`,
  :meth:`~LinearMap.pseudoinvert`, :meth:`~LinearMap.invert_and_compose` (``LinearLayout::
  invertAndCompose``: register layout -> shared layout in one call) and
  :meth:`~LinearMap.free_bits` (``getFreeVariableMasks``). One convention differs and is
  kept: ``a.compose(b)`` here is ``a ∘ b`` (apply ``b`` first), where Triton's
  ``A.compose(B)`` applies ``A`` first; Triton's ``A.compose(B)`` is ``B.compose(A)`` here.
* :func:`operand` gives an :class:`OperandMap` for one (instruction, matrix, wave size,
  modifier setting): ``to_element`` (hardware bits ``item``, ``lane`` -> element bits ``row``,
  ``col``, ``block``; Triton's direction), ``to_hardware`` (the other way; the first copy
  of a replicated element), ``packing`` (``item`` -> ``slot``, ``register``), and, where one
  of them does not exist, the reason. The exact table is always :meth:`OperandMap.placements`.

The modifiers' maps (:mod:`amdmatrix.meanings`: CBSZ/ABID ``block_map``, BLGP and the
gfx1250 scale-row ``lane_map``, OPSEL/index-set ``bit_offset``) are read as affine maps
when they are, checked on every point. All of them are: CBSZ/ABID, every BLGP pattern
(BLGP 3, a rotation by 16 lanes, adds 1 mod 4 to lane bits 4-5: bit 4 flips and bit 5 takes
bit 4, which is affine), the scale row, the OPSEL halves and index sets. A modifier that
broadcasts (one stored value read as several elements) leaves ``to_hardware`` linear and
``to_element`` undefined.

Pure Python integers are the bit vectors: nothing here imports numpy.
"""

from __future__ import annotations

from .errors import AmdMatrixError

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (docs/decisions.md: import time)
if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Mapping

    from .model import Instruction
    from .results import Element

__all__ = ["LinearMap", "NotLinearError", "OperandMap", "operand"]

Dims = tuple[tuple[str, int], ...]


class NotLinearError(AmdMatrixError):
    """A map that was asked for does not exist as a (bijective) map over GF(2); the message says why."""


def _total(dims: Dims) -> int:
    return sum(n for _, n in dims)


class LinearMap:
    """An affine map ``x -> M x ^ c`` over GF(2) between named bit spaces.

    ``inputs`` and ``outputs`` are ``(name, bits)`` pairs; a vector of a space is one int,
    the dims packed lowest first (the first dim in the low bits). ``columns[t]`` is the
    image of input bit ``t`` (packed), ``constant`` the image of zero.
    """

    __slots__ = ("inputs", "outputs", "columns", "constant")

    def __init__(self, inputs: Iterable[tuple[str, int]], outputs: Iterable[tuple[str, int]],
                 columns: Iterable[int], constant: int = 0) -> None:
        self.inputs: Dims = tuple(inputs)
        self.outputs: Dims = tuple(outputs)
        self.columns: tuple[int, ...] = tuple(columns)
        self.constant = constant
        if len(self.columns) != _total(self.inputs):
            raise ValueError(f"{len(self.columns)} columns for {_total(self.inputs)} input bits")
        limit = 1 << _total(self.outputs)
        if any(not 0 <= c < limit for c in (*self.columns, constant)):
            raise ValueError("a column or the constant is wider than the output space")

    # ---------------------------------------------------------------- packing
    @staticmethod
    def pack(dims: Dims, values: Mapping[str, int]) -> int:
        """The packed vector of ``values`` (a dim left out is 0; a value must fit its bits)."""
        out, shift = 0, 0
        for name, n in dims:
            v = values.get(name, 0)
            if not 0 <= v < 1 << n:
                raise ValueError(f"{name}={v} does not fit in {n} bits")
            out |= v << shift
            shift += n
        return out

    @staticmethod
    def unpack(dims: Dims, vector: int) -> dict[str, int]:
        out, shift = {}, 0
        for name, n in dims:
            out[name] = vector >> shift & ((1 << n) - 1)
            shift += n
        return out

    def offset(self, dim: str, *, output: bool = False) -> int:
        """The first bit of ``dim`` in the packed input (or output) vector."""
        shift = 0
        for name, n in self.outputs if output else self.inputs:
            if name == dim:
                return shift
            shift += n
        raise KeyError(dim)

    def size(self, dim: str, *, output: bool = False) -> int:
        """The number of bits of ``dim`` (0 if the map has no such dim)."""
        return dict(self.outputs if output else self.inputs).get(dim, 0)

    # ------------------------------------------------------------------ use
    def apply_packed(self, x: int) -> int:
        y, t = self.constant, 0
        while x:
            if x & 1:
                y ^= self.columns[t]
            x >>= 1
            t += 1
        return y

    def apply(self, **values: int) -> dict[str, int]:
        """``apply(lane=5, item=3)`` -> ``{"row": ..., "col": ..., "block": ...}``."""
        unknown = set(values) - {name for name, _ in self.inputs}
        if unknown:
            raise ValueError(f"unknown input dims {sorted(unknown)}; legal: {[n for n, _ in self.inputs]}")
        return self.unpack(self.outputs, self.apply_packed(self.pack(self.inputs, values)))

    def bases(self, dim: str) -> list[dict[str, int]]:
        """The image of each bit of input ``dim``, lowest first, as output dims (linear part only)."""
        start = self.offset(dim)
        return [self.unpack(self.outputs, c) for c in self.columns[start:start + self.size(dim)]]

    @property
    def linear(self) -> bool:
        """Whether the map is linear (no constant), as Triton's layouts are."""
        return self.constant == 0

    # ---------------------------------------------------------------- algebra
    def compose(self, inner: LinearMap) -> LinearMap:
        """``self ∘ inner``: apply ``inner`` first; its outputs must be this map's inputs."""
        if inner.outputs != self.inputs:
            raise ValueError(f"cannot compose: {inner.outputs} out, {self.inputs} in")
        return LinearMap(inner.inputs, self.outputs, [self.apply_packed(c) ^ self.constant for c in inner.columns],
                         self.apply_packed(inner.constant))

    def _echelon(self) -> list[tuple[int, int]]:
        """Reduced rows ``(output vector, input combination)`` with distinct leading output bits."""
        rows: list[tuple[int, int]] = []
        for t, col in enumerate(self.columns):
            v, combo = col, 1 << t
            for pv, pc in rows:
                if v ^ pv < v:  # pv's leading bit is set in v
                    v, combo = v ^ pv, combo ^ pc
            if v:
                rows.append((v, combo))
                rows.sort(reverse=True)
        return rows

    @property
    def rank(self) -> int:
        return len(self._echelon())

    @property
    def injective(self) -> bool:
        return self.rank == len(self.columns)

    @property
    def surjective(self) -> bool:
        return self.rank == _total(self.outputs)

    def kernel(self) -> list[int]:
        """A basis of the packed inputs that the linear part sends to 0 (the copies of a replicated layout)."""
        rows: list[tuple[int, int]] = []
        out = []
        for t, col in enumerate(self.columns):
            v, combo = col, 1 << t
            for pv, pc in rows:
                if v ^ pv < v:
                    v, combo = v ^ pv, combo ^ pc
            if v:
                rows.append((v, combo))
                rows.sort(reverse=True)
            else:
                out.append(combo)
        return out

    def section(self) -> LinearMap:
        """A right inverse ``s`` of a surjective map (``self(s(y)) == y``): for each output, the
        preimage in which the input bits outside a fixed pivot set are 0 (for a replicated
        layout, the copy in the lowest lanes)."""
        if not self.surjective:
            raise NotLinearError(f"the map reaches {2 ** self.rank} of {2 ** _total(self.outputs)} outputs: "
                                 "some outputs have no preimage")
        rows = self._echelon()
        cols = []
        for b in range(_total(self.outputs)):
            v, combo = 1 << b, 0
            for pv, pc in rows:  # rows sorted by leading bit, highest first
                if v ^ pv < v:
                    v, combo = v ^ pv, combo ^ pc
            assert v == 0
            cols.append(combo)
        lin = LinearMap(self.outputs, self.inputs, cols)
        return LinearMap(self.outputs, self.inputs, cols, lin.apply_packed(self.constant))

    def inverse(self) -> LinearMap:
        """The inverse of a bijective map; :class:`NotLinearError` otherwise."""
        if not (self.injective and self.surjective):
            raise NotLinearError(f"the map is not bijective (rank {self.rank}, {len(self.columns)} input and "
                                 f"{_total(self.outputs)} output bits)")
        return self.section()

    # ----------------------------------------------- Triton's operations, Triton's names
    def invert(self) -> LinearMap:
        """Triton's ``LinearLayout::invert``: :meth:`inverse` (the map must be bijective)."""
        return self.inverse()

    def pseudoinvert(self) -> LinearMap:
        """Triton's ``LinearLayout::pseudoinvert``: for a surjective map, the right inverse that
        sets every free input bit (:meth:`free_bits`) to 0, so ``self(p(y)) == y``; the same as
        :meth:`section`. A map that is not surjective has none (:class:`NotLinearError`)."""
        return self.section()

    def free_bits(self) -> dict[str, int]:
        """Triton's ``LinearLayout::getFreeVariableMasks``: for each input dim, the mask of its
        bits whose image is a combination of the images of lower input bits (dims in order,
        lowest bit first), so that they choose among copies and never reach a new output. A
        zero basis (a broadcast) is free; so is the second of two bits with the same image.
        The bits that are not free are the pivots :meth:`pseudoinvert` and
        :meth:`invert_and_compose` use."""
        pivots = self._pivots()
        out: dict[str, int] = {}
        t = 0
        for name, n in self.inputs:
            out[name] = sum(1 << i for i in range(n) if not pivots >> (t + i) & 1)
            t += n
        return out

    def _pivots(self) -> int:
        """The packed input bits that are not free: each raises the rank over the bits below it."""
        return sum(1 << (combo.bit_length() - 1) for _, combo in self._echelon())

    def invert_and_compose(self, outer: LinearMap) -> LinearMap:
        """Triton's ``LinearLayout::invertAndCompose``: the map ``c`` from this map's inputs to
        ``outer``'s inputs with ``outer(c(x)) == self(x)`` for every ``x``.

        With ``self`` a register layout ((item, lane) -> element) and ``outer`` a shared-memory
        layout (offset -> element), ``c`` says where each register value goes; with two register
        layouts it is the conversion between them. Both maps must have the same output dims
        (matched by name, in any order; a dim of 0 bits may be missing from either), each at
        most as wide in ``self`` as in ``outer``, and ``outer`` must reach every output ``self``
        does. Where ``outer`` holds copies (it is not injective), ``c`` takes the one whose free
        bits (:meth:`free_bits`) are 0, as Triton does. Constants (affine maps) are honoured:
        ``outer``'s is removed before solving.
        """
        mine = {name: n for name, n in self.outputs if n}
        theirs = {name: n for name, n in outer.outputs if n}
        if set(mine) - set(theirs):
            raise ValueError(f"cannot invert and compose: output dims {sorted(mine)} and {sorted(theirs)} differ "
                             "(the outer map must have every output dim of this one)")
        wide = [name for name, n in mine.items() if n > theirs[name]]
        if wide:
            raise ValueError(f"cannot invert and compose: output dim {wide[0]!r} has {mine[wide[0]]} bits here and "
                             f"{theirs[wide[0]]} in the outer map")

        def moved(v: int) -> int:  # a packed output of self, repacked in outer's output order
            parts = self.unpack(self.outputs, v)
            return self.pack(outer.outputs, {k: x for k, x in parts.items() if x})

        rows = outer._echelon()

        def solve(y: int, what: str) -> int:
            v, combo = y, 0
            for pv, pc in rows:  # rows sorted by leading bit, highest first
                if v ^ pv < v:
                    v, combo = v ^ pv, combo ^ pc
            if v:
                raise NotLinearError(f"the outer map does not reach {what} "
                                     f"({self.unpack(outer.outputs, y)}): it cannot be inverted there")
            return combo

        cols = [solve(moved(c), f"the image of input bit {t}") for t, c in enumerate(self.columns)]
        const = solve(moved(self.constant) ^ outer.constant, "the image of zero")
        return LinearMap(self.inputs, outer.inputs, cols, const)

    @classmethod
    def identity(cls, dims: Iterable[tuple[str, int]]) -> LinearMap:
        d = tuple(dims)
        return cls(d, d, [1 << t for t in range(_total(d))])

    @classmethod
    def from_function(cls, inputs: Iterable[tuple[str, int]], outputs: Iterable[tuple[str, int]],
                      f: Callable[[int], int]) -> LinearMap | None:
        """The affine map that ``f`` (packed -> packed) is, checked on every input; None if it is not affine."""
        ins, outs = tuple(inputs), tuple(outputs)
        c = f(0)
        cols = [f(1 << t) ^ c for t in range(_total(ins))]
        m = cls(ins, outs, cols, c)
        if all(m.apply_packed(x) == f(x) for x in range(1 << _total(ins))):
            return m
        return None

    # ------------------------------------------------------------- comparing
    def __eq__(self, other: object) -> bool:
        return (isinstance(other, LinearMap) and (self.inputs, self.outputs, self.columns, self.constant)
                == (other.inputs, other.outputs, other.columns, other.constant))

    def __hash__(self) -> int:
        return hash((self.inputs, self.outputs, self.columns, self.constant))

    def __repr__(self) -> str:
        parts = ", ".join(f"{name}={[tuple(b.values()) for b in self.bases(name)]}" for name, _ in self.inputs)
        const = f", constant={self.unpack(self.outputs, self.constant)}" if self.constant else ""
        return f"LinearMap({parts} -> {[n for n, _ in self.outputs]}{const})"


def _log2(x: int) -> int:
    return x.bit_length() - 1


class OperandMap:
    """One operand layout (instruction, matrix, wave size, modifiers) as maps over GF(2).

    Input dims of the hardware side: ``item`` (the value's index in the lane's register
    group: what Triton calls a register, elements per thread), ``lane``; ``packing`` sends ``item`` to
    ``slot`` (the value's index within a 32-bit register) and ``register``. Output dims:
    ``row``, ``col``, ``block`` (bits of the matrix's row, column and block; for A that is
    i, k, block). A map that does not exist is None and ``reasons`` says why (keyed
    ``to_element``, ``to_hardware``, ``packing``).
    """

    def __init__(self, inst: Instruction, matrix: str, wave: int, modifiers: dict[str, object]) -> None:
        view = inst._fast_view(matrix, wave, modifiers)
        self.instruction, self.matrix, self.wave, self.modifiers = inst, view.matrix, view.wave, dict(modifiers)
        lay = self.layout = view.layout
        self.sizes = lay.sizes
        self.coord_names = view.coord_names
        self.width = lay.width
        self.reasons: dict[str, str] = {}
        rows, cols, blocks = lay.sizes
        self.element_dims: Dims = (("row", _log2(rows)), ("col", _log2(cols)), ("block", _log2(blocks)))
        self.hardware_dims: Dims = (("item", lay.item_bits), ("lane", _log2(view.wave)))
        el_shift = {0: 0, 1: _log2(rows), 2: _log2(rows) + _log2(cols)}
        hw_shift = {"item": 0, "lane": lay.item_bits}
        # The plain layout, hardware -> element: each field sends item/lane bit dst+t to coordinate bit src+t.
        columns = [0] * _total(self.hardware_dims)
        for kind, fs in (("item", lay.item), ("lane", lay.lane)):
            for f in fs:
                for t in range(f.n):
                    columns[hw_shift[kind] + f.dst + t] = 1 << (el_shift[f.coord] + f.src + t)
        plain = LinearMap(self.hardware_dims, self.element_dims, columns)
        grouped = sum(f.n for f in lay.grouped)
        # element -> hardware of the plain layout: the fields read the other way (grouped bits go nowhere).
        back = [0] * _total(self.element_dims)
        for kind, fs in (("item", lay.item), ("lane", lay.lane)):
            for f in fs:
                for t in range(f.n):
                    back[el_shift[f.coord] + f.src + t] = 1 << (hw_shift[kind] + f.dst + t)
        plain_back = LinearMap(self.element_dims, self.hardware_dims, back)
        # The modifiers' maps, as affine maps where they are.
        block_map = lane_map = None
        block_reason = lane_reason = ""
        for meaning in inst.meanings:
            bm = meaning.block_map(view.matrix, view.mods)
            if bm is not None:
                block_map, block_reason = bm, meaning.reason
            lm = meaning.lane_map(view.matrix, view.mods)
            if lm is not None:
                lane_map, lane_reason = lm, meaning.reason
        self.to_hardware: LinearMap | None = plain_back
        self.to_element: LinearMap | None = plain
        if grouped:
            self.to_element = None
            self.reasons["to_element"] = (
                "4:2 sparse: a stored slot pair holds two of a group of four columns, and which two is data "
                "(the compression index); to_hardware places the whole group")
        if not lay.replicate and plain.rank < lay.lane_bits + lay.item_bits and self.to_element is not None:
            self.to_element = None
            self.reasons["to_element"] = (
                f"lanes {1 << sum(f.n for f in lay.lane)}-{view.wave - 1} hold nothing (the instruction ignores "
                "them), which a linear map from all lanes cannot say (it would make them copies)")
        if block_map is not None:
            bdims = (("block", _log2(blocks)),)
            bmap = LinearMap.from_function(bdims, bdims, block_map)
            shift = el_shift[2]
            if bmap is None:  # not reached: CBSZ/ABID broadcast is affine
                self.to_hardware = None
                self.reasons["to_hardware"] = f"{block_reason}: the block map is not affine over GF(2)"
            else:
                full = LinearMap(self.element_dims, self.element_dims,
                                 [1 << t for t in range(shift)] + [c << shift for c in bmap.columns],
                                 bmap.constant << shift)
                assert self.to_hardware is not None
                self.to_hardware = self.to_hardware.compose(full)
            if not (bmap is not None and bmap.injective):
                self.to_element = None
                self.reasons["to_element"] = (f"{block_reason}: one stored block feeds several blocks, so one "
                                              "register value is several elements")
        if lane_map is not None:
            ldims = (("lane", _log2(view.wave)),)
            lmap = LinearMap.from_function(ldims, ldims, lane_map)
            ib = lay.item_bits
            if lmap is None:
                self.to_hardware = self.to_element = None
                self.reasons["to_hardware"] = self.reasons["to_element"] = (
                    f"{lane_reason}: its lane pattern is not affine over GF(2)")
            else:
                full = LinearMap(self.hardware_dims, self.hardware_dims,
                                 [1 << t for t in range(ib)] + [c << ib for c in lmap.columns], lmap.constant << ib)
                if self.to_hardware is not None:
                    self.to_hardware = full.compose(self.to_hardware)
                if lmap.injective and self.to_element is not None:
                    self.to_element = self.to_element.compose(full.inverse())
                elif not lmap.injective:
                    self.to_element = None
                    self.reasons["to_element"] = (f"{lane_reason}: one lane is read for several lanes' data, so one "
                                                  "register value is several elements")
        self.packing = self._packing()

    def _packing(self) -> LinearMap | None:
        """``item -> (slot, register)``: the value's 32-bit register (for a 64-bit value, the
        first of its pair) and its place in that register, counted in values of its width."""
        lay = self.layout
        width = lay.width
        reg_bits = max(0, (lay.registers - 1).bit_length())
        slot_bits = _log2(32 // width) if width < 32 and 32 % width == 0 else 0
        dims = (("slot", slot_bits), ("register", reg_bits))
        items = (("item", lay.item_bits),)
        if width < 32 and 32 % width or width > 32 and width % 32:
            self.reasons["packing"] = (f"{width}-bit values straddle 32-bit registers: a value's register and place "
                                       "are not bit fields of its index (bit_offset() gives them exactly)")
            return None

        def f(item: int) -> int:
            off = lay.offset + lay.stride * item
            if off % width:
                return -1
            return (off & 31) // width * (slot_bits > 0) | (off >> 5) << slot_bits

        try:
            m = LinearMap.from_function(items, dims, f)
        except ValueError:
            m = None
        if m is None:
            self.reasons["packing"] = (f"values every {lay.stride} bits from bit {lay.offset}: a value's register "
                                       "and place are not bit fields of its index")
        return m

    @property
    def by_register(self) -> LinearMap | None:
        """``(slot, register, lane) -> (row, col, block)``: ``to_element`` read through the packing.

        Every packing here sends each item bit to its own slot or register bit (plus a constant:
        an OPSEL half, an index set), so its left inverse drops the other bits: a register bit
        no item bit reaches is the high half of a 64-bit value (the same element) or a register
        this operand does not use. None (with ``reasons["by_register"]``) where ``to_element`` or
        ``packing`` is missing.
        """
        if self.to_element is None or self.packing is None:
            self.reasons["by_register"] = self.reasons.get("to_element") or self.reasons["packing"]
            return None
        p = self.packing
        back = [0] * _total(p.outputs)
        for t, col in enumerate(p.columns):
            back[col.bit_length() - 1] = 1 << t
        left = LinearMap(p.outputs, p.inputs, back)
        left = LinearMap(p.outputs, p.inputs, back, left.apply_packed(p.constant))
        ib = _total(p.inputs)
        hw = LinearMap((*p.outputs, ("lane", _log2(self.wave))), self.hardware_dims,
                       [*left.columns, *(1 << (ib + t) for t in range(_log2(self.wave)))], left.constant)
        return self.to_element.compose(hw)

    @property
    def linear(self) -> bool:
        """Whether Triton's direction (hardware -> element) is a linear map (no constant)."""
        return self.to_element is not None and self.to_element.linear

    def placements(self) -> list[Element]:
        """The exact table (always exists): :meth:`amdmatrix.Instruction.placements`."""
        return self.instruction.placements(self.matrix, wave=self.wave, **self.modifiers)

    def element_of(self, *, item: int, lane: int) -> tuple[int, int, int]:
        """``(block, row, col)`` held at ``item`` of ``lane``, by ``to_element``."""
        if self.to_element is None:
            raise NotLinearError(self.reasons["to_element"])
        out = self.to_element.apply(item=item, lane=lane)
        return out["block"], out["row"], out["col"]

    def location_of(self, *, row: int, col: int, block: int = 0) -> tuple[int, int]:
        """``(item, lane)`` of the element's first copy, by ``to_hardware``."""
        if self.to_hardware is None:
            raise NotLinearError(self.reasons["to_hardware"])
        out = self.to_hardware.apply(row=row, col=col, block=block)
        return out["item"], out["lane"]

    def bit_offset(self, item: int) -> int:
        """Bit offset of ``item`` in the lane's register group (exact, also for FP6)."""
        return self.layout.offset + self.layout.stride * item


def operand(inst: Instruction, matrix: str, *, wave: int | None = None, **modifiers: object) -> OperandMap:
    """The :class:`OperandMap` of ``matrix`` of ``inst`` under ``modifiers`` (validated as every query is)."""
    w = inst._wave(wave)
    m = inst._matrix(matrix)
    return OperandMap(inst, m, w, dict(modifiers))
