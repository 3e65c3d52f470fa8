"""Vectorised exact accumulation: ``D = round(C + sum_k A[i,k] * B[k,j])`` with one rounding.

The model (docs/emulation.md): every product is exact, the sum of the products and C is
exact, and the result is rounded once, to nearest even, to the output format. Integers
wrap modulo 2**32, or saturate when clamping. How each case is made fast *and* exact:

Integers
    The inputs are at most 8-bit integers, so ``|a*b| <= 2**16`` and, with K <= 256 terms
    and a 32-bit C, every partial sum stays below ``2**53`` in magnitude: a float64 matmul
    is exact in any summation order (:func:`accumulate_int` checks the bound).

Zero
    When every product and C are zero the sum is -0 if all of them are -0 and +0 otherwise;
    an exact cancellation of nonzero terms gives +0 (IEEE 754 6.3, round to nearest); a
    nonzero sum that rounds to zero keeps its sign.

Floats narrower than FP64
    Products of inputs of at most 24 significant bits (FP32 and narrower, E8M0 scales
    being powers of two) have at most 48 and are exact in float64. The float64 matmul plus
    C, ``s``, then differs from the exact sum ``x`` by at most ``(K + 2) * u * T`` with
    ``u = 2**-53`` and ``T = sum |terms|`` (the classical bound for any summation order,
    FMA or not). :func:`accumulate_float` computes ``T`` (a second matmul on absolute
    values) and a safe bound ``E = (K + 4) * 2**-52 * T``; where rounding ``s - E`` and
    ``s + E`` to the output format gives the same value (and sign), that value is the
    correctly rounded ``x`` (rounding is monotone). The other elements, usually none, go
    to the exact integer path (:mod:`amdmatrix.emulator._exact`).

FP64
    Products are not exact in float64. :func:`accumulate_f64` forms each product exactly
    as a pair ``hi + lo`` (Dekker's product with Veltkamp splitting, exact when no
    intermediate overflows or underflows, which the input range check guarantees) and sums
    all pairs with error-free TwoSum steps into a double-double; its error is below
    ``(2K + 4)**2 * 2**-106 * T``, and an element is accepted when that and the low part
    cannot move the rounding of the high part. Others take the exact path.

The fast path of :mod:`amdmatrix.emulator._engine` proves exactness more cheaply for the
common case (see there).
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from ._exact import exact_dot
from ._values import round_exact_values
from .formats import NumberFormat

__all__ = ["accumulate_int", "accumulate_float", "accumulate_f64", "fix_failed", "two_sum"]

F64 = npt.NDArray[np.float64]
I64 = npt.NDArray[np.int64]
BoolArray = npt.NDArray[np.bool_]

_I32_MIN, _I32_MAX = -(1 << 31), (1 << 31) - 1


def accumulate_int(a: F64, b: F64, c: I64, clamp: bool, bound: float) -> I64:
    """Exact integer D = A @ B + C, wrapped to int32 (or saturated when ``clamp``).

    ``bound`` is ``K * max|a| * max|b|`` over the formats; it must stay below 2**52.
    """
    if bound >= 2.0**52:
        raise AssertionError("integer products too wide for exact float64 accumulation")
    s = np.matmul(a, b)
    total = s.astype(np.int64) + c
    if clamp:
        clipped: I64 = np.clip(total, _I32_MIN, _I32_MAX)
        return clipped
    wrapped: I64 = ((total - _I32_MIN) & np.int64(0xFFFFFFFF)) + _I32_MIN
    return wrapped


def _clamp_overflow(res: F64, ok: BoolArray, fmt: NumberFormat) -> None:
    over = ok & np.isinf(res)
    if bool(over.any()):
        res[over] = np.copysign(fmt.max_finite, res[over])


def accumulate_float(a: F64, b: F64, c: F64, fmt: NumberFormat, clamp: bool) -> F64:
    """Correctly rounded A @ B + C for inputs whose products are exact in float64.

    ``a`` is ``(..., M, K)``, ``b`` ``(..., K, N)``, ``c`` ``(..., M, N)``.
    """
    k = a.shape[-1]
    with np.errstate(all="ignore"):
        s = np.matmul(a, b)
        s += c
        t = np.matmul(np.abs(a), np.abs(b))
        t += np.abs(c)
        e = t * ((k + 4) * 2.0**-52)
        lo = round_exact_values(s - e, fmt)
        hi = round_exact_values(s + e, fmt)
        ok = (lo == hi) & (np.signbit(lo) == np.signbit(hi))
        res = lo
        _zero_sums(res, ok & (t == 0), a, b, c)
    if clamp:
        _clamp_overflow(res, ok, fmt)
    fix_failed(res, ~ok, a, b, c, fmt, clamp)
    return res


def _zero_sums(res: F64, zero: BoolArray, a: F64, b: F64, c: F64) -> None:
    """Set the elements whose every term is zero (products and C): -0 when C and every
    product are -0, else +0 (IEEE 754 6.3: a sum of zeros is -0 only when all are -0).

    A product of zeros is -0 when exactly one factor is negative, so the products of row i
    and column j are all -0 when the count of such pairs, a matmul of sign indicators, is K.
    """
    if not bool(zero.any()):
        return
    res[zero] = 0.0
    candidates = zero & np.broadcast_to(np.signbit(c), zero.shape)
    if not bool(candidates.any()):
        return
    sa = np.signbit(a).astype(np.float64)
    sb = np.signbit(b).astype(np.float64)
    negative = np.matmul(sa, 1.0 - sb) + np.matmul(1.0 - sa, sb)
    res[candidates & (negative == a.shape[-1])] = -0.0


def fix_failed(res: F64, bad: BoolArray, a: F64, b: F64, c: F64, fmt: NumberFormat, clamp: bool,
               exact_products: bool = True) -> None:
    """Recompute the elements of ``res`` flagged in ``bad``.

    Most of them are sums that land exactly on a rounding boundary of the output format
    (frequent, as sums of short products are often exact). A TwoSum chain over the exact
    products finds the sums that float64 holds exactly, whose rounding is then direct;
    the rest take the exact integer path. With ``exact_products`` False (FP64 inputs) every
    flagged element takes the exact path.
    """
    if not bool(bad.any()):
        return
    idx = np.nonzero(bad)
    lead, i, j = idx[:-2], idx[-2], idx[-1]
    rows = a[tuple(lead) + (i,)]  # (F, K)
    cols = np.moveaxis(b, -1, -2)[tuple(lead) + (j,)]  # (F, K)
    cc = c[idx]
    total, exact = _exact_sums(rows, cols, cc)
    if not exact_products:
        exact[:] = False
    out = np.empty(len(cc), dtype=np.float64)
    if bool(exact.any()):
        with np.errstate(all="ignore"):
            out[exact] = round_exact_values(total[exact], fmt)
            if clamp:
                _clamp_overflow(out, exact, fmt)
    rest = ~exact
    if bool(rest.any()):
        out[rest] = exact_dot(rows[rest], cols[rest], cc[rest], fmt, clamp)
    res[idx] = out


def _exact_sums(rows: F64, cols: F64, c: F64) -> tuple[F64, BoolArray]:
    """``c + sum(rows * cols)`` in float64, and where no step of it rounded (products exact).

    Infinite and NaN terms and an all-zero sum (whose sign the exact path decides) are
    never marked exact.
    """
    with np.errstate(all="ignore"):
        s = c.copy()
        exact = np.isfinite(s)
        nonzero = s != 0
        for kk in range(rows.shape[1]):
            p = rows[:, kk] * cols[:, kk]
            s, err = two_sum(s, p)
            exact &= (err == 0) & np.isfinite(p)
            nonzero |= p != 0
    return s, exact & nonzero & (s != 0)


# ------------------------------------------------------------------------------------ FP64
_SPLIT = 134217729.0  # 2**27 + 1


def two_sum(x: F64, y: F64) -> tuple[F64, F64]:
    """``x + y`` rounded, and its exact error (Knuth's TwoSum; any order of magnitudes)."""
    s = x + y
    bb = s - x
    err = (x - (s - bb)) + (y - bb)
    return s, err


def _split(x: F64) -> tuple[F64, F64]:
    t = _SPLIT * x
    hi = t - (t - x)
    return hi, x - hi


def accumulate_f64(a: F64, b: F64, c: F64, fmt: NumberFormat, clamp: bool) -> F64:
    """Correctly rounded FP64 A @ B + C (see the module docstring)."""
    k = a.shape[-1]
    with np.errstate(all="ignore"):
        # Dekker's exact product needs |x| inside [2**-480, 2**480] (or zero).
        def safe(x: F64) -> BoolArray:
            ax = np.abs(x)
            return np.asarray((ax == 0) | ((ax >= 2.0**-480) & (ax <= 2.0**480)), dtype=np.bool_)

        row_ok = np.all(safe(a), axis=-1)  # (..., M)
        col_ok = np.all(safe(b), axis=-2)  # (..., N)
        pa = a[..., :, :, None]
        pb = b[..., None, :, :]
        p = pa * pb  # (..., M, K, N)
        ah, al = _split(pa)
        bh, bl = _split(pb)
        perr = ((ah * bh - p) + ah * bl + al * bh) + al * bl
        s = c.copy()
        comp = np.zeros_like(c)
        t = np.abs(c)
        for kk in range(k):
            s, e = two_sum(s, p[..., kk, :])
            comp += e + perr[..., kk, :]
            t += np.abs(p[..., kk, :])
        hi, lo = two_sum(s, comp)
        bound = (2 * k + 4) ** 2 * 2.0**-106 * t
        # x = hi + lo (within bound) rounds to hi when it is inside hi's rounding interval:
        # half an ULP, or a quarter below a power of two when lo points towards zero.
        room = np.spacing(np.abs(hi)) / 2
        inward = (np.frexp(hi)[0] == np.copysign(0.5, hi)) & (np.signbit(lo) != np.signbit(hi)) & (lo != 0)
        room = np.where(inward, room / 2, room)
        ok = np.isfinite(hi) & np.isfinite(t) & (np.abs(lo) + bound < room)
        ok &= row_ok[..., :, None] & col_ok[..., None, :]
        res: F64 = hi.copy()
        zero = ok & (t == 0)
        if bool(zero.any()):  # every term is zero (t has no underflow: inputs passed `safe`)
            res[zero] = 0.0
            all_negative = np.all(np.signbit(p), axis=-2) & np.signbit(c)
            res[zero & all_negative] = -0.0
    if clamp:
        _clamp_overflow(res, ok, fmt)
    fix_failed(res, ~ok, a, b, c, fmt, clamp, exact_products=False)
    return res
