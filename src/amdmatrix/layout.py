"""The layout model: one declaration per operand, read in both directions.

Every matrix operand of every supported instruction stores element ``(row, col, block)``
in a lane of the wavefront and an *item* of that lane's register group (ISA terminology,
CDNA4 guide 7.1.4). All extents are powers of two, and every layout in the ISA guides is
a concatenation of bit fields: each bit of a coordinate lands in one bit of the lane
number, or in one bit of the item number, or (for the 4:2 sparse A matrix and its
compression indices) in no bit at all, because four logical columns share one slot group.
Lane bits that no coordinate bit feeds are replicas (RDNA3 duplicates A and B across
lane halves).

A :class:`BitLayout` holds exactly that mapping plus the packing (value width, bits per
item and a base bit offset that OPSEL or an index-set select may move). ``forward`` and
``inverse`` are both computed from it, and :mod:`amdmatrix.formulas` prints it, so the
numbers and the printed formulas cannot drift apart.
"""

from __future__ import annotations

from itertools import chain, repeat

from .records import field, record, replace

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (query start-up)
if TYPE_CHECKING:
    from collections.abc import Iterator, Sequence

__all__ = ["Field", "BitLayout", "fields", "parse_fields", "Slot", "ROW", "COL", "BLOCK"]

#: Coordinate indices used in fields: 0 = row, 1 = column, 2 = block.
ROW, COL, BLOCK = 0, 1, 2


@record
class Field:
    """``n`` bits of coordinate ``coord`` starting at bit ``src`` land at bit ``dst``."""

    coord: int
    src: int
    n: int
    dst: int


def _log2(x: int) -> int:
    if x < 1 or x & (x - 1):
        raise ValueError(f"{x} is not a power of two")
    return x.bit_length() - 1


def fields(*runs: tuple[int, int, int]) -> tuple[Field, ...]:
    """Build destination fields from ``(coord, src_bit, n_bits)`` runs, lowest bits first.

    Runs with ``n_bits == 0`` are skipped, so families can pass ``log2(1) == 0`` freely.
    (Fields are immutable, so equal runs share one tuple: the families build a layout for
    every view.)
    """
    return _fields(runs)


_FIELDS: dict[tuple[tuple[int, int, int], ...], tuple[Field, ...]] = {}  # not functools.cache: query start-up


def _fields(runs: tuple[tuple[int, int, int], ...]) -> tuple[Field, ...]:
    known = _FIELDS.get(runs)
    if known is None:
        out: list[Field] = []
        dst = 0
        for coord, src, n in runs:
            if n:
                out.append(Field(coord, src, n, dst))
                dst += n
        known = _FIELDS[runs] = tuple(out)
    return known


@record
class Slot:
    """Where one value sits in a lane's register group: a bit offset and a width."""

    offset: int
    width: int


@record
class BitLayout:
    """Bit-field mapping of an operand's elements onto lanes and items.

    ``sizes`` are the extents of (row, col, block). ``lane`` and ``item`` list where the
    coordinate bits go; ``grouped`` lists coordinate bits that select no storage at all
    (the members of a 4:2 sparse group). ``width`` is the number of bits one stored value
    (or sparse group) occupies, ``stride`` the bits between consecutive items and
    ``offset`` the bit offset of item 0 in the lane's register group.
    """

    sizes: tuple[int, int, int]
    lane: tuple[Field, ...]
    item: tuple[Field, ...]
    wave: int
    width: int
    stride: int
    offset: int = 0
    grouped: tuple[Field, ...] = ()
    #: Whether lane bits that no coordinate feeds hold copies (RDNA3 A/B) or are ignored.
    replicate: bool = True
    # Derived, filled in __post_init__.
    replicas: tuple[int, ...] = field(init=False, repr=False, compare=False)
    lane_bits: int = field(init=False, repr=False, compare=False)
    item_bits: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # Bit masks, not sets of bits: layouts are built for every view (the placement sweep's speed).
        lane_bits = _log2(self.wave)
        used_lane = 0
        for f in self.lane:
            mask = ((1 << f.n) - 1) << f.dst
            if used_lane & mask:
                raise ValueError("two lane fields land on the same lane bit")
            used_lane |= mask
        if used_lane >> lane_bits:
            raise ValueError("a lane field is wider than the wave")
        # Every combination of the free lane bits, ascending (each bit doubles the list with
        # values above all before), so every copy of a replicated element is listed in lane order.
        replicas = [0]
        if self.replicate:
            for b in range(lane_bits):
                if not used_lane >> b & 1:
                    replicas += [r | 1 << b for r in replicas]
        if not self._placed_once():
            raise ValueError(self._placement_error())
        object.__setattr__(self, "replicas", tuple(replicas))
        object.__setattr__(self, "lane_bits", lane_bits)
        object.__setattr__(self, "item_bits", sum(f.n for f in self.item))

    def _placed_once(self) -> bool:
        """Whether every bit of every coordinate (below its extent) is placed exactly once."""
        want = [(1 << _log2(size)) - 1 for size in self.sizes]
        placed = [0, 0, 0]
        for f in (*self.lane, *self.item, *self.grouped):
            if f.n <= 0:
                continue
            if f.coord not in (ROW, COL, BLOCK) or f.src < 0:
                return False
            bits = ((1 << f.n) - 1) << f.src
            if placed[f.coord] & bits:
                return False
            placed[f.coord] |= bits
        return placed == want

    def _placement_error(self) -> str:
        seen: dict[tuple[int, int], int] = {}
        for f in (*self.lane, *self.item, *self.grouped):
            for t in range(f.n):
                key = (f.coord, f.src + t)
                seen[key] = seen.get(key, 0) + 1
        expected = {(c, t) for c in range(3) for t in range(_log2(self.sizes[c]))}
        return f"coordinate bits not each placed once: {sorted(seen)} vs {sorted(expected)}"

    # ------------------------------------------------------------------ sizes
    @property
    def items(self) -> int:
        return 1 << self.item_bits

    @property
    def registers(self) -> int:
        """Number of 32-bit registers the operand needs (at least one)."""
        end = self.offset + self.stride * (self.items - 1) + self.width
        return max(1, -(-end // 32))

    @property
    def group(self) -> int:
        """How many logical elements share one stored value (4 for sparse groups, else 1)."""
        return 1 << sum(f.n for f in self.grouped)

    def with_offset(self, offset: int) -> BitLayout:
        return replace(self, offset=offset)

    def lane_used(self, lane: int) -> bool:
        """Whether ``lane`` holds data of this operand (false for ignored upper lanes)."""
        if self.replicate:
            return True
        used = 0
        for f in self.lane:
            used |= ((1 << f.n) - 1) << f.dst
        return lane & ~used == 0

    # ---------------------------------------------------------------- forward
    @staticmethod
    def _gather(fs: Sequence[Field], coords: Sequence[int]) -> int:
        v = 0
        for f in fs:
            v |= ((coords[f.coord] >> f.src) & ((1 << f.n) - 1)) << f.dst
        return v

    def forward(self, row: int, col: int, block: int) -> tuple[int, int]:
        """Return ``(base lane, bit offset)`` of element ``(row, col, block)``.

        The element is also present at ``base lane + r`` for every ``r`` in ``replicas``.
        """
        c = (row, col, block)
        return self._gather(self.lane, c), self.offset + self.stride * self._gather(self.item, c)

    # ---------------------------------------------------------------- inverse
    @staticmethod
    def _scatter(fs: Sequence[Field], value: int, coords: list[int]) -> None:
        for f in fs:
            coords[f.coord] |= ((value >> f.dst) & ((1 << f.n) - 1)) << f.src

    def slots_in_register(self, register: int) -> Iterator[tuple[int, Slot]]:
        """Yield ``(item, slot)`` for every stored value that overlaps ``register``."""
        lo_bit, hi_bit = 32 * register, 32 * register + 32
        first = max(0, (lo_bit - self.offset - self.width) // self.stride)
        for item in range(first, self.items):
            off = self.offset + self.stride * item
            if off >= hi_bit:
                break
            if off + self.width > lo_bit:
                yield item, Slot(off, self.width)

    def inverse(self, lane: int, item: int) -> list[tuple[int, int, int]]:
        """All elements stored at ``item`` of ``lane`` (several for a sparse group)."""
        base = [0, 0, 0]
        self._scatter(self.lane, lane, base)
        self._scatter(self.item, item, base)
        if not self.grouped:
            return [(base[0], base[1], base[2])]
        out = []
        n = sum(f.n for f in self.grouped)
        for g in range(1 << n):
            c = list(base)
            self._scatter(_restack(self.grouped), g, c)
            out.append((c[0], c[1], c[2]))
        return out

    def elements(self) -> Iterator[tuple[int, int, int]]:
        """Every element, row-major within each block."""
        rows, cols, blocks = self.sizes
        # Three flat runs zipped: the elements come from C loops, not from a Python step each.
        row_run = list(chain.from_iterable(map(repeat, range(rows), repeat(cols, rows))))
        return zip(chain.from_iterable(repeat(row_run, blocks)),
                   chain.from_iterable(repeat(range(cols), rows * blocks)),
                   chain.from_iterable(map(repeat, range(blocks), repeat(rows * cols, blocks))), strict=True)


_PARSED: dict[tuple[str, str, str], tuple[Field, ...]] = {}


def parse_fields(spec: str, row: str, col: str) -> tuple[Field, ...]:
    """Parse a field list such as ``"i0:4 k2"``: i bits 0-3, then k bit 2 (lowest first).

    ``row`` and ``col`` name the coordinates of the matrix (``"i", "k"`` for A). A token is a
    coordinate letter, its lowest bit and, after a colon, the bit past its highest.
    (String methods, not a regular expression: the layouts are parsed at import, and compiling
    a pattern would cost the one-line query more than the parsing.) Each spelling is
    parsed once.
    """
    known = _PARSED.get((spec, row, col))
    if known is not None:
        return known
    names = {row: ROW, col: COL, "b": BLOCK}
    runs: list[tuple[int, int, int]] = []
    for tok in spec.split():
        lo, colon, hi = tok[1:].partition(":")
        if tok[0] not in names or not lo.isdecimal() or (colon and not hi.isdecimal()):
            raise ValueError(f"bad field token {tok!r} in {spec!r}")
        start = int(lo)
        runs.append((names[tok[0]], start, int(hi) - start if colon else 1))
    known = _PARSED[spec, row, col] = fields(*runs)
    return known


def _restack(fs: Sequence[Field]) -> tuple[Field, ...]:
    """Renumber destination bits of ``fs`` contiguously from 0 (for enumerating groups)."""
    return fields(*((f.coord, f.src, f.n) for f in fs))
