"""A tile in LDS: a ROWS x COLS matrix of one data type, its storage order, padding and swizzle.

``"64x128 bf16 row-major pad 8 swizzle(3,4,3)"``: element ``(r, c)`` has linear index
``r * (COLS + pad) + c`` (row-major) or ``c * (ROWS + pad) + r`` (col-major), byte address
``index * bits / 8`` from the tile's base, and the swizzle, CuTe's ``Swizzle<B, M, S>`` applied
to that byte address: ``a ^ (((a >> (M + S)) & (2**B - 1)) << M)``. ``xor(B,M,S)`` is the same.
For A the rows are M and the columns K; for B the rows are K and the columns N.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..dtypes import DTYPES, resolve
from ..errors import AmdMatrixError
from ..linear import LinearMap
from ..records import record

__all__ = ["Tile", "Swizzle", "parse_tile", "TileError"]


class TileError(AmdMatrixError):
    """The tile description is malformed or does not fit the operand."""


#: The address bits a swizzle acts on (a pair may name any of them; LDS addresses use the low 19).
ADDRESS_BITS = 64
_ADDRESS = (("address", ADDRESS_BITS),)


class Swizzle(LinearMap):
    """An XOR swizzle of byte addresses, a :class:`~amdmatrix.linear.LinearMap` on the address bits:
    for each ``(src, dst)`` pair (``src > dst``), address bit ``src`` is XORed into bit ``dst``
    (all read from the unswizzled address), so column ``src`` of the map is bit ``src`` and bit
    ``dst``. ``src > dst`` makes it a bijection: the bit matrix is unit lower-triangular, and
    :meth:`~amdmatrix.linear.LinearMap.invert` is the address a swizzled one came from. CuTe's
    ``Swizzle<B, M, S>`` is the pairs ``(M + S + i, M + i)`` for ``i < B``. Equal swizzles are
    equal maps (the order of the pairs does not matter)."""

    __slots__ = ("pairs", "_inverse")

    def __init__(self, pairs: tuple[tuple[int, int], ...]) -> None:
        columns = [1 << t for t in range(ADDRESS_BITS)]
        for src, dst in pairs:
            columns[src] |= 1 << dst
        super().__init__(_ADDRESS, _ADDRESS, columns)
        self.pairs = tuple((int(src), int(dst)) for src, dst in pairs)
        self._inverse: LinearMap | None = None

    @staticmethod
    def cute_form(b: int, m: int, s: int) -> Swizzle:
        return Swizzle(tuple((m + s + i, m + i) for i in range(b)))

    def __call__(self, addr: int) -> int:
        """The swizzled address: :meth:`apply_packed`, evaluated through the columns' bits off the
        diagonal (the pairs) because the LDS model calls it for every element of every candidate."""
        out = addr
        for src, dst in self.pairs:
            out ^= ((addr >> src) & 1) << dst
        return out

    def unswizzle(self, addr: int) -> int:
        """The address whose swizzle is ``addr`` (the inverse map)."""
        if self._inverse is None:
            self._inverse = self.invert()
        return self._inverse.apply_packed(addr)

    def __repr__(self) -> str:
        return f"Swizzle(pairs={self.pairs!r})"

    @property
    def weight(self) -> int:
        return len(self.pairs)

    @property
    def bms(self) -> tuple[int, int, int] | None:
        """(B, M, S) when this is a CuTe ``Swizzle<B, M, S>``, else None."""
        if not self.pairs:
            return None
        ordered = sorted(self.pairs, key=lambda p: p[1])
        m, shift = ordered[0][1], ordered[0][0] - ordered[0][1]
        if all(src - dst == shift and dst == m + i for i, (src, dst) in enumerate(ordered)) and shift >= len(ordered):
            return len(ordered), m, shift
        return None

    def __str__(self) -> str:
        bms = self.bms
        if bms is not None:
            return f"swizzle({bms[0]},{bms[1]},{bms[2]})"
        return "xor(" + ",".join(f"{src}>{dst}" for src, dst in sorted(self.pairs, key=lambda p: -p[1])) + ")"

    @property
    def c(self) -> str:
        """The swizzle as a C (and Python) expression in ``addr``."""
        return "addr ^ " + " ^ ".join(f"(((addr >> {src}) & 1) << {dst})" for src, dst in self.pairs)

    @property
    def cute(self) -> str | None:
        bms = self.bms
        return None if bms is None else f"Swizzle<{bms[0]},{bms[1]},{bms[2]}>"


@record
class Tile:
    rows: int
    cols: int
    dtype: str
    order: str  # "row-major" or "col-major"
    pad: int = 0
    swizzle: Swizzle | None = None

    @property
    def bits(self) -> int:
        known = DTYPES.get(self.dtype)
        return (known or DTYPES[resolve(self.dtype)]).bits

    @property
    def stride(self) -> int:
        """Elements between consecutive rows (row-major) or columns (col-major)."""
        return (self.cols if self.order == "row-major" else self.rows) + self.pad

    @property
    def nbytes(self) -> int:
        """Bytes the tile spans in LDS (before a swizzle, which stays within it when it is a bijection)."""
        lines = self.rows if self.order == "row-major" else self.cols
        return -(-(lines * self.stride * self.bits) // 8)

    def linear(self, r: int, c: int) -> int:
        return r * self.stride + c if self.order == "row-major" else c * self.stride + r

    def bit_address(self, r: int, c: int) -> int:
        """Bit offset of element ``(r, c)`` from the tile's base, swizzle applied to its byte address."""
        bit = self.linear(r, c) * self.bits
        if self.swizzle is None:
            return bit
        return self.swizzle(bit // 8) * 8 + bit % 8

    def addresser(self) -> Callable[[int, int], int]:
        """:meth:`bit_address` as a function with the tile's width, stride and order looked up once
        (a fifth of the time a call: the LDS model calls it for every element of every candidate tile)."""
        bits, stride, swizzle = self.bits, self.stride, self.swizzle
        if self.order == "row-major":
            def linear(r: int, c: int) -> int:
                return (r * stride + c) * bits
        else:
            def linear(r: int, c: int) -> int:
                return (c * stride + r) * bits
        if swizzle is None:
            return linear

        def swizzled(r: int, c: int) -> int:
            bit = linear(r, c)
            return swizzle(bit // 8) * 8 + bit % 8
        return swizzled

    def __str__(self) -> str:
        text = f"{self.rows}x{self.cols} {self.dtype} {self.order}"
        if self.pad:
            text += f" pad {self.pad}"
        if self.swizzle is not None:
            text += f" {self.swizzle}"
        return text

    def with_(self, pad: int | None = None, swizzle: Swizzle | None | bool = False) -> Tile:
        return Tile(self.rows, self.cols, self.dtype, self.order, self.pad if pad is None else pad,
                    self.swizzle if swizzle is False else swizzle)  # type: ignore[arg-type]


_SPEC = re.compile(r"^\s*(\d+)\s*[xX]\s*(\d+)\s+(\w+)\s+(row-major|col-major)"
                   r"(?:\s+pad\s+(\d+))?(?:\s+(swizzle|xor)\(([^)]*)\))?\s*$")


def parse_tile(text: object) -> Tile:
    """Parse ``"ROWSxCOLS TYPE row-major|col-major [pad N] [swizzle(B,M,S)]"``."""
    m = _SPEC.match(text) if isinstance(text, str) else None
    if m is None:
        raise TileError(f"cannot read the tile {str(text)[:80]!r}; legal form: 'ROWSxCOLS TYPE row-major|col-major "
                        "[pad N] [swizzle(B,M,S)]', e.g. '64x128 bf16 row-major pad 8'")
    rows, cols, dtype, order, pad, kind, args = m.groups()
    dtype = dtype.lower()
    resolve(dtype, what="tile data type")  # any spelling of the one resolver (f16, half, e4m3, ...), or refused
    r, c = int(rows), int(cols)
    if not (1 <= r <= 4096 and 1 <= c <= 4096):
        raise TileError(f"tile {r}x{c} is out of range; legal values: 1-4096 rows and columns")
    sw = None if kind is None else _swizzle(kind, args)
    return Tile(r, c, dtype, order, int(pad or 0), sw)


def _swizzle(kind: str, args: str) -> Swizzle:
    if kind == "swizzle":
        parts = [p.strip() for p in args.split(",")]
        if len(parts) != 3 or not all(p.isdigit() for p in parts):
            raise TileError(f"cannot read swizzle({args}); legal form: swizzle(B,M,S), CuTe's Swizzle<B,M,S>")
        b, m, s = (int(p) for p in parts)
        if not (1 <= b <= 8 and s >= b and m <= 24 and s <= 24):
            raise TileError(f"swizzle({args}) is not a bijection; legal values: 1 <= B <= 8, S >= B, M and S <= 24")
        return Swizzle.cute_form(b, m, s)
    pairs = []
    for part in args.split(","):
        src, sep, dst = part.strip().partition(">")
        if not sep or not src.strip().isdigit() or not dst.strip().isdigit():
            raise TileError(f"cannot read xor({args}); legal form: xor(SRC>DST,...), address bit SRC XORed into "
                            "bit DST")
        pairs.append((int(src), int(dst)))
    bad = any(not (dst < src <= 31) for src, dst in pairs)
    if not pairs or bad or len({d for _, d in pairs}) != len(pairs):
        raise TileError(f"xor({args}) is not a bijection; legal values: each SRC above its DST (at most 31), each "
                        "DST once")
    return Swizzle(tuple(pairs))
