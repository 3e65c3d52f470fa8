"""A tile in the notations kernels use: CuTe's swizzle on element offsets, Triton's shared layouts,
and the base alignment the tile needs.

amdmatrix's ``swizzle(B,M,S)`` (:class:`~amdmatrix.lds.tile.Swizzle`) acts on *byte* addresses
from the tile's base. CuTe and Composable Kernel write ``Swizzle<B,M,S>`` on whatever offset the
layout produces, usually *element* offsets: for elements of 2**e bytes the same permutation is
``Swizzle<B, M - e, S>`` on element offsets (``M + 1`` for 4-bit elements), when no swizzled
bit falls inside an element. Triton's shared layouts (Gluon 3.9, ``triton.experimental.gluon.
language``) are on element offsets too:

* ``SwizzledSharedLayout(vec, per_phase, max_phase, order)``: the line ``r`` (of the dimension
  ``order[1]``) XORs ``(r // per_phase) % max_phase`` into the vector index ``c // vec`` of the
  contiguous dimension ``order[0]``. On element offsets of lines of ``L = 2**n`` elements that is
  ``Swizzle<log2 max_phase, log2 vec, n + log2 per_phase - log2 vec>``, so a ``Swizzle<B,M,S>`` on
  element offsets is one when ``M + B <= n <= M + S`` (the XOR stays inside a line and reads line
  bits only);
* ``PaddedSharedLayout([[L, pad]], identity bases, [], shape)`` for a padded tile (both powers of two);
* ``SharedLinearLayout(offset_bases)`` for any other XOR of element-offset bits: offset bit t holds
  the element its basis names.

The constructors are checked against Triton 3.9's own conversion to linear layouts in
tests/lds/test_lds_notation.py.
"""

from __future__ import annotations

from .tile import Swizzle, Tile

__all__ = ["element_swizzle", "element_shift", "gluon_layout", "base_alignment", "notations"]


def element_shift(bits: int) -> int | None:
    """log2 of the element's size in bytes (-1 for 4-bit elements), or None (6-bit, or not a power of two)."""
    if bits == 4:
        return -1
    if bits % 8 or (bits // 8) & (bits // 8 - 1):
        return None
    return (bits // 8).bit_length() - 1


def element_swizzle(sw: Swizzle, bits: int) -> Swizzle | None:
    """The same swizzle on element offsets (each pair moved down by log2 of the element's bytes), or
    None when a swizzled bit falls inside an element or elements are not a power-of-two size."""
    e = element_shift(bits)
    if e is None or any(dst < e or src < e for src, dst in sw.pairs):
        return None
    return Swizzle(tuple((src - e, dst - e) for src, dst in sw.pairs))


def _pow2(n: int) -> bool:
    return n > 0 and not n & (n - 1)


def gluon_layout(tile: Tile) -> str | None:
    """Triton's (Gluon's) shared layout constructor for ``tile``, or None where none says it.

    The tensor is ``[rows, cols]`` as the tile is written; ``order`` lists the contiguous dimension
    first (row-major ``[1, 0]``, col-major ``[0, 1]``)."""
    e = element_shift(tile.bits)
    if e is None or e < 0 or not (_pow2(tile.rows) and _pow2(tile.cols)):
        return None  # Triton's shared layouts count whole elements of a power-of-two tensor
    row_major = tile.order == "row-major"
    order = [1, 0] if row_major else [0, 1]
    line = tile.cols if row_major else tile.rows
    n = line.bit_length() - 1
    shape = [tile.rows, tile.cols]
    if tile.pad:
        if tile.swizzle is not None or not _pow2(tile.pad):
            return None
        return (f"PaddedSharedLayout(interval_padding_pairs=[[{line}, {tile.pad}]], offset_bases="
                f"{_bases(tile, None)}, cga_layout=[], shape={shape})")
    if tile.swizzle is None:
        return f"SwizzledSharedLayout(vec=1, per_phase=1, max_phase=1, order={order})"
    el = element_swizzle(tile.swizzle, tile.bits)
    if el is None:
        return None
    top = (tile.rows * tile.cols).bit_length() - 1  # element-offset bits of the tile
    el = Swizzle(tuple(p for p in el.pairs if p[0] < top))  # a bit beyond the tile is 0 in every element
    if not el.pairs:
        return f"SwizzledSharedLayout(vec=1, per_phase=1, max_phase=1, order={order})"
    bms = el.bms
    if bms is not None:
        b, m, s = bms
        if m + b <= n <= m + s:
            return (f"SwizzledSharedLayout(vec={1 << m}, per_phase={1 << (m + s - n)}, max_phase={1 << b}, "
                    f"order={order})")
    return f"SharedLinearLayout(offset_bases={_bases(tile, el)})"


def _bases(tile: Tile, el: Swizzle | None) -> list[list[int]]:
    """Offset bit t -> the [row, col] of the element stored at element offset 2**t."""
    row_major = tile.order == "row-major"
    line = tile.cols if row_major else tile.rows
    n = line.bit_length() - 1
    out = []
    for t in range((tile.rows * tile.cols).bit_length() - 1):
        o = 1 << t
        if el is not None:  # the element stored at offset o: the swizzle's inverse
            o = el.unswizzle(o)
        inner, outer = o & (line - 1), o >> n
        out.append([outer, inner] if row_major else [inner, outer])
    return out


def base_alignment(tile: Tile, widest_bytes: int) -> int:
    """The byte alignment of the tile's base: the widest access's size (rounded up to a power of
    two), and, with a swizzle, 2**(highest address bit it reads + 1), so that the formula applied to
    absolute LDS addresses moves the bits it does on the offsets shown."""
    align = 1 << max(0, widest_bytes - 1).bit_length()
    if tile.swizzle is not None:
        align = max(align, 1 << (max(src for src, _ in tile.swizzle.pairs) + 1))
    return align


def notations(tile: Tile, widest_bytes: int) -> dict[str, object]:
    """The tile in every notation: ``swizzle`` (amdmatrix's, on byte addresses), ``cute`` (CuTe's
    ``Swizzle<B,M,S>`` on byte addresses, None for a general XOR), ``elements`` and ``cute_elements``
    (the same on element offsets), ``gluon`` (Triton's
    shared layout constructor) and ``base_alignment`` (bytes); None where one does not exist."""
    sw = tile.swizzle
    el = None if sw is None else element_swizzle(sw, tile.bits)
    return {"swizzle": None if sw is None else str(sw), "cute": None if sw is None else sw.cute,
            "elements": None if el is None else str(el), "cute_elements": None if el is None else el.cute,
            "gluon": gluon_layout(tile), "base_alignment": base_alignment(tile, widest_bytes)}
