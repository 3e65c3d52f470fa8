"""Parametric layout families: each returns the :class:`BitLayout` of one operand.

CDNA dense MFMA follows the general input/output layout of the CDNA4 ISA guide (section
7.1.4). CDNA sparse SMFMAC uses the same input formula on the compressed K
(two stored values per group of four columns) and the index layout of section 7.5.
RDNA WMMA/SWMMAC layouts are not given by a general formula in any ISA guide, so they are
declared as explicit bit-field lists in :mod:`amdmatrix.layouts`; :func:`explicit` turns
such a declaration into a layout.
"""

from __future__ import annotations

from .layout import BLOCK, COL, ROW, BitLayout, Field, fields, parse_fields
from .records import record

__all__ = ["Shape", "mfma_a", "mfma_b", "mfma_cd", "sparse_a", "sparse_index", "explicit", "log2",
           "f8f6f4_input", "scale_operand"]


def log2(x: int) -> int:
    return x.bit_length() - 1


@record
class Shape:
    m: int
    n: int
    k: int
    blocks: int = 1


def _k_per_lane(rows: int, k: int, blocks: int) -> int:
    """K_L of 7.1.4.1: consecutive K values each lane holds."""
    return max(1, k * rows * blocks // 64)


def mfma_a(s: Shape, bits: int) -> BitLayout:
    """A[b,i,k] in item k % K_L of lane i + M*(b + B*(k / K_L)) (7.1.4.1)."""
    kl = log2(_k_per_lane(s.m, s.k, s.blocks))
    lane = fields((ROW, 0, log2(s.m)), (BLOCK, 0, log2(s.blocks)), (COL, kl, log2(s.k) - kl))
    return BitLayout((s.m, s.k, s.blocks), lane, fields((COL, 0, kl)), 64, bits, bits)


def mfma_b(s: Shape, bits: int, *, split: bool = False) -> BitLayout:
    """B[b,k,j] in item k % K_L of lane j + N*(b + B*(k / K_L)) (7.1.4.1).

    ``split``: the CDNA4 layout that splits K into two register groups (the new SMFMACs,
    CDNA4 ISA §7.5.1.3; F8F6F4 FP8, 7.1.5.1): see :func:`_split_k`.
    """
    kl = log2(_k_per_lane(s.n, s.k, s.blocks))
    if split:
        lane_k, item = _split_k(ROW, 0, kl, log2(s.k))
        return BitLayout((s.k, s.n, 1), fields((COL, 0, log2(s.n)), *lane_k), item, 64, bits, bits)
    lane = fields((COL, 0, log2(s.n)), (BLOCK, 0, log2(s.blocks)), (ROW, kl, log2(s.k) - kl))
    return BitLayout((s.k, s.n, s.blocks), lane, fields((ROW, 0, kl)), 64, bits, bits)


def _split_k(coord: int, low: int, item_bits: int, k_bits: int
             ) -> tuple[tuple[tuple[int, int, int], ...], tuple[Field, ...]]:
    """Lane runs and item fields of a K split into two register groups.

    A lane holds ``2**item_bits`` consecutive-K slots starting at bit ``low`` of k: the
    first half of its registers holds one run of K, the second half the same run in the
    upper half of K. So the item is k bits [low, low + item_bits - 1) plus the top k bit,
    and the lane takes the k bits in between.
    """
    half = item_bits - 1
    item = fields((coord, low, half), (coord, k_bits - 1, 1))
    return ((coord, low + half, k_bits - 1 - low - half),), item


def mfma_cd(s: Shape, bits: int, *, blocks_below_rows: bool = False) -> BitLayout:
    """C/D[b,i,j] in item (i%H) + H*(i/(H*M_I) + G*(b/B_I)), lane j + N*((i/H)%M_I + M_I*(b%B_I)).

    H is 1 for 64-bit outputs and 4 otherwise (7.1.4.2). ``blocks_below_rows`` puts the
    block bits of the lane below the row bits (lane = j + N*(b + B_I*i)), which is the
    layout the calculator and its README give for V_MFMA_F64_4X4X4(_4B)_F64; see
    docs/decisions.md.
    """
    h = 1 if bits == 64 else 4
    b_i = max(1, -(-64 // (s.n * s.m // h)))
    m_i = (64 // b_i) // s.n
    lh, lmi, lbi = log2(h), log2(m_i), log2(b_i)
    item = fields((ROW, 0, lh), (ROW, lh + lmi, log2(s.m) - lh - lmi), (BLOCK, lbi, log2(s.blocks) - lbi))
    if blocks_below_rows:
        lane = fields((COL, 0, log2(s.n)), (BLOCK, 0, lbi), (ROW, lh, lmi))
    else:
        lane = fields((COL, 0, log2(s.n)), (ROW, lh, lmi), (BLOCK, 0, lbi))
    return BitLayout((s.m, s.n, s.blocks), lane, item, 64, bits, bits)


def _sparse_group_bits(s: Shape) -> int:
    """log2 of the number of 4:2 groups each lane holds (two stored values per group)."""
    return log2(_k_per_lane(s.m, s.k // 2, 1) // 2)


def sparse_a(s: Shape, bits: int, *, split: bool = False) -> BitLayout:
    """4:2 sparse A: the dense input layout over the compressed K, one slot pair per group.

    A group of four logical columns k = 4g..4g+3 stores two values in two consecutive
    items; which two is data (the compression index), so the location of A[i][k] is the
    whole pair.
    """
    g = _sparse_group_bits(s)
    if split:
        lane_k, item = _split_k(COL, 2, g, log2(s.k))
        return BitLayout((s.m, s.k, 1), fields((ROW, 0, log2(s.m)), *lane_k), item, 64, 2 * bits, 2 * bits,
                         grouped=fields((COL, 0, 2)))
    lane = fields((ROW, 0, log2(s.m)), (COL, 2 + g, log2(s.k) - 2 - g))
    return BitLayout((s.m, s.k, 1), lane, fields((COL, 2, g)), 64, 2 * bits, 2 * bits,
                     grouped=fields((COL, 0, 2)))


def sparse_index(s: Shape, *, split: bool = False) -> BitLayout:
    """Compression indices: two 2-bit indices (4 bits) per group, in A's lanes (7.5.1.3)."""
    g = _sparse_group_bits(s)
    if split:
        lane_k, item = _split_k(COL, 2, g, log2(s.k))
        return BitLayout((s.m, s.k, 1), fields((ROW, 0, log2(s.m)), *lane_k), item, 64, 4, 4,
                         grouped=fields((COL, 0, 2)))
    lane = fields((ROW, 0, log2(s.m)), (COL, 2 + g, log2(s.k) - 2 - g))
    return BitLayout((s.m, s.k, 1), lane, fields((COL, 2, g)), 64, 4, 4, grouped=fields((COL, 0, 2)))


def explicit(sizes: tuple[int, int, int], row: str, col: str, lane: str, item: str, wave: int, width: int,
             stride: int | None = None, *, grouped: str = "", replicate: bool = True) -> BitLayout:
    """A layout declared as field lists, e.g. ``lane="i0:4 k2", item="k0:2 k3"``."""
    return BitLayout(
        sizes, parse_fields(lane, row, col), parse_fields(item, row, col), wave, width,
        stride if stride is not None else width, 0, parse_fields(grouped, row, col), replicate,
    )


def f8f6f4_input(s: Shape, fmt: str, matrix: str) -> BitLayout:
    """A or B of V_MFMA(_SCALE)_F32_*_F8F6F4 in format ``fmt`` (CDNA4 ISA §7.1.5.1).

    FP6/BF6 and FP4 follow the general input layout (K_L = 32 values per lane, packed
    densely: 6 or 4 bits each, FP6 values straddling registers). FP8/BF8 split K into two
    register groups: each lane holds 16 consecutive K values in its first four registers
    and the 16 values half of K further on in the next four.
    """
    rows = s.m if matrix == "A" else s.n
    r_coord, k_coord = (ROW, COL) if matrix == "A" else (COL, ROW)
    sizes = (s.m, s.k, 1) if matrix == "A" else (s.k, s.n, 1)
    lk = log2(s.k)
    if fmt in ("fp8", "bf8"):
        lane_k, item = _split_k(k_coord, 0, log2(_k_per_lane(rows, s.k, 1)), lk)
        return BitLayout(sizes, fields((r_coord, 0, log2(rows)), *lane_k), item, 64, 8, 8)
    bits = 6 if fmt in ("fp6", "bf6") else 4
    kl = log2(_k_per_lane(rows, s.k, 1))
    lane = fields((r_coord, 0, log2(rows)), (k_coord, kl, lk - kl))
    return BitLayout(sizes, lane, fields((k_coord, 0, kl)), 64, bits, bits)


def scale_operand(s: Shape, matrix: str, byte: int) -> BitLayout:
    """E8M0 scales of V_MFMA_SCALE_*: one byte per lane, row/column i + M * (k / 32) (7.2.1).

    ``matrix`` is "SA" (indexed [i][kb]) or "SB" ([kb][j]); ``byte`` (0-3) is the byte
    of the 32-bit source that {OP_SEL_HI[n], OP_SEL[n]} selects.
    """
    kb = s.k // 32
    if matrix == "SA":
        lane = fields((ROW, 0, log2(s.m)), (COL, 0, log2(kb)))
        return BitLayout((s.m, kb, 1), lane, (), 64, 8, 8, 8 * byte)
    lane = fields((COL, 0, log2(s.n)), (ROW, 0, log2(kb)))
    return BitLayout((kb, s.n, 1), lane, (), 64, 8, 8, 8 * byte)
