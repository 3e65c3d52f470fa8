"""Exact dot products in Python integers: the reference the fast paths fall back to.

Every float64 is ``m * 2**e`` with an integer ``m``, so a sum of products of float64
values is an integer times a power of two, computed here without any rounding and then
rounded once, to nearest even, to the output format. This is slow (plain Python) and is
only used for the few output elements whose correct rounding the vectorised paths cannot
prove (see :mod:`amdmatrix.emulator._arith`).
"""

from __future__ import annotations

import math

import numpy as np
import numpy.typing as npt

from .formats import NumberFormat

__all__ = ["exact_dot", "round_dyadic"]

F64 = npt.NDArray[np.float64]


def _split(x: float) -> tuple[int, int]:
    """``x == m * 2**e`` with integers (x finite)."""
    if x == 0.0:
        return 0, 0
    frac, exp = math.frexp(x)
    return int(frac * (1 << 53)), exp - 53


def round_dyadic(n: int, e: int, fmt: NumberFormat, clamp: bool) -> float:
    """``n * 2**e`` rounded to nearest even in ``fmt`` (floats), as a Python float.

    Overflow gives +-infinity, or +-the largest finite value when ``clamp`` is set (or the
    format saturates). An exact zero is +0 (a cancellation, IEEE 754 6.3); a nonzero value
    that rounds to zero keeps its sign.
    """
    if n == 0:
        return 0.0
    negative = n < 0
    n = -n if negative else n
    top = n.bit_length() - 1 + e  # floor(log2(value))
    q = max(top, fmt.min_exponent) - fmt.mantissa_bits  # exponent of the last kept bit
    shift = q - e
    if shift > 0:
        m, rest = divmod(n, 1 << shift)
        half = 1 << (shift - 1)
        if rest > half or (rest == half and m & 1):
            m += 1
    else:
        m = n << -shift
    limit = fmt.max_finite
    try:
        value = math.ldexp(float(m), q)
    except OverflowError:
        value = math.inf
    if value > limit:
        value = limit if clamp or fmt.overflow == "saturate" else (math.inf if fmt.has_inf else math.nan)
    return -value if negative else value


def _dot(a: list[float], b: list[float], c: float, fmt: NumberFormat, clamp: bool) -> float:
    terms_nan = math.isnan(c)
    # IEEE 754 6.3: a sum whose terms are all zero is -0 only when every term is -0.
    all_minus_zero = c == 0.0 and math.copysign(1.0, c) < 0
    inf_signs: set[bool] = set()
    if math.isinf(c):
        inf_signs.add(c < 0)
    parts: list[tuple[int, int]] = []
    for x, y in zip(a, b, strict=True):
        if math.isnan(x) or math.isnan(y):
            terms_nan = True
            continue
        if math.isinf(x) or math.isinf(y):
            if x == 0.0 or y == 0.0:
                terms_nan = True
            else:
                inf_signs.add((x < 0) != (y < 0))
            continue
        mx, ex = _split(x)
        my, ey = _split(y)
        if mx and my:
            parts.append((mx * my, ex + ey))
            all_minus_zero = False
        elif (math.copysign(1.0, x) < 0) == (math.copysign(1.0, y) < 0):
            all_minus_zero = False  # a +0 product
    if terms_nan or len(inf_signs) > 1:
        return math.nan
    if inf_signs:
        return -math.inf if inf_signs.pop() else math.inf
    mc, ec = _split(c)
    if mc:
        parts.append((mc, ec))
    if not parts:
        return -0.0 if all_minus_zero else 0.0
    low = min(e for _, e in parts)
    total = sum(m << (e - low) for m, e in parts)
    if fmt.is_float:
        return round_dyadic(total, low, fmt, clamp)
    raise AssertionError("integer dot products never need the exact path")


def exact_dot(a: F64, b: F64, c: F64, fmt: NumberFormat, clamp: bool) -> F64:
    """``round(sum_k a[f, k] * b[f, k] + c[f])`` for every row f, computed exactly."""
    out = np.empty(len(c), dtype=np.float64)
    for f, (ra, rb, cc) in enumerate(zip(a.tolist(), b.tolist(), c.tolist(), strict=True)):
        out[f] = _dot(ra, rb, cc, fmt, clamp)
    return out
