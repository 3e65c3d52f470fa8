"""Number conversions and roundings the VALU semantics share, on NumPy lane arrays.

Every float operation rounds once, to nearest even, as the ISA guides' pseudo-code says
(``D.f = S0.f + S1.f``: an IEEE operation of the result's format). NumPy's float32 and float64
arithmetic is exactly that. A fused multiply-add rounds once too: :func:`fma` computes the
exact product in float64 (24 + 24 bits fit in 53), adds with the error kept (Knuth's TwoSum)
and rounds the float64 sum *to odd* before the final rounding, which makes the double rounding
innocuous (Boldo and Melquiond, "Emulation of FMA and correctly rounded sums: proved
algorithms using rounding to odd", IEEE TC 2008). The transcendental instructions
(``v_exp_f32``, ``v_log_f32``, ``v_rcp_f32``, ``v_rsq_f32``, ``v_sqrt_f32``, ``v_sin_f32``,
``v_cos_f32``) are approximations on the hardware (about 1 ULP); here they are computed in
float64 and rounded once to the result's format, which is the correctly rounded result except
where the exact value lies within a float64 rounding error of a midpoint (docs/run.md).
"""

from __future__ import annotations

from typing import Any

import ml_dtypes
import numpy as np
import numpy.typing as npt

__all__ = ["f32", "f16", "bf16", "f64", "u64", "fma", "to_f32_bits", "to_f16_bits", "f32_to_f16_rtz",
           "f32_to_int", "round_odd_f64", "bf16_bits", "fp8_bits", "fp8_to_f32"]

U32 = npt.NDArray[np.uint32]
F32 = npt.NDArray[np.float32]
F64 = npt.NDArray[np.float64]


def f32(x: U32) -> F32:
    return x.view(np.float32)


def f16(x: U32) -> Any:
    """The low 16 bits of each lane as float16."""
    return (x & np.uint32(0xFFFF)).astype(np.uint16).view(np.float16)


def bf16(x: U32) -> Any:
    """The low 16 bits of each lane as bfloat16, widened to float32 (exactly)."""
    return ((x & np.uint32(0xFFFF)) << np.uint32(16)).view(np.float32)


def f64(x: npt.NDArray[np.uint64]) -> F64:
    return x.view(np.float64)


def u64(lo: U32, hi: U32) -> Any:
    return lo.astype(np.uint64) | (hi.astype(np.uint64) << np.uint64(32))


def to_f32_bits(x: Any) -> U32:
    return np.asarray(x, np.float32).view(np.uint32)


def to_f16_bits(x: Any) -> U32:
    """float values rounded to float16 (nearest even), as the low 16 bits of uint32 lanes."""
    with np.errstate(all="ignore"):
        return np.asarray(x).astype(np.float16).view(np.uint16).astype(np.uint32)


def bf16_bits(x: Any) -> U32:
    """float values rounded to bfloat16 (nearest even), as the low 16 bits of uint32 lanes."""
    with np.errstate(all="ignore"):
        return np.asarray(x, np.float32).astype(ml_dtypes.bfloat16).view(np.uint16).astype(np.uint32)


def round_odd_f64(s: F64, e: F64) -> Any:
    """The float64 ``s`` (a round-to-nearest sum) moved to its round-to-odd neighbour when the
    exact value ``s + e`` is not ``s``: of the two float64 values around the exact value, the
    one whose last significand bit is 1."""
    bits = s.view(np.uint64)
    even = (bits & np.uint64(1)) == 0
    fix = (e != 0) & even & np.isfinite(s)
    if not fix.any():
        return s
    toward = np.where(e > 0, np.inf, -np.inf)
    out = s.copy()
    out[fix] = np.nextafter(s[fix], toward[fix])
    return out


def _two_sum(a: F64, b: F64) -> tuple[F64, F64]:
    s = a + b
    bb = s - a
    e = (a - (s - bb)) + (b - bb)
    return s, e


def fma(a: npt.NDArray[Any], b: npt.NDArray[Any], c: npt.NDArray[Any], dtype: Any) -> npt.NDArray[Any]:
    """a * b + c rounded once to ``dtype`` (float16, float32 or float64)."""
    with np.errstate(all="ignore"):
        if dtype == np.float64:
            return _fma64(a.astype(np.float64), b.astype(np.float64), c.astype(np.float64))
        p = a.astype(np.float64) * b.astype(np.float64)  # exact: at most 48 significant bits
        s, e = _two_sum(p, c.astype(np.float64))
        ok = np.isfinite(s) & np.isfinite(e)
        s = np.where(ok, round_odd_f64(s, np.where(ok, e, 0.0)), s)
        return s.astype(dtype)


def _fma64(a: F64, b: F64, c: F64) -> F64:
    """A float64 fused multiply-add through Python's exact integers where NumPy has none."""
    import math
    from fractions import Fraction

    out = np.empty_like(a)
    for i in range(a.size):
        x, y, z = float(a.flat[i]), float(b.flat[i]), float(c.flat[i])
        if not (math.isfinite(x) and math.isfinite(y) and math.isfinite(z)):
            out.flat[i] = x * y + z
            continue
        exact = Fraction(x) * Fraction(y) + Fraction(z)
        r = float(exact)  # Fraction -> float rounds to nearest even
        if r == 0:
            r = math.copysign(0.0, x * y + z) if exact == 0 else r
        out.flat[i] = r
    return out


def f32_to_f16_rtz(x: F32) -> Any:
    """float32 to float16 rounded toward zero (v_cvt_pkrtz_f16_f32), as low 16 bits."""
    with np.errstate(all="ignore"):
        h = x.astype(np.float16)
        back = h.astype(np.float32)
        over = np.abs(back) > np.abs(x)  # rounded away from zero: step back one toward zero
        bits = h.view(np.uint16).astype(np.int32)
        fin = np.isfinite(x)
        bits = np.where(over & fin, bits - 1, bits)
        # a finite value beyond the largest half rounds toward zero to the largest half
        big = fin & (np.abs(x) >= 65520.0)
        bits = np.where(big, np.where(x < 0, 0xFBFF, 0x7BFF), bits)
        return bits.astype(np.uint32) & np.uint32(0xFFFF)


def f32_to_int(x: npt.NDArray[Any], signed: bool, bits: int = 32) -> Any:
    """Float to integer, truncated toward zero and saturated; NaN gives 0 (MI200 ISA §12.8
    V_CVT_I32_F32/V_CVT_U32_F32: "Float to signed/unsigned int, out of range values clamp")."""
    with np.errstate(all="ignore"):
        t = np.trunc(x.astype(np.float64))
        lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
        t = np.where(np.isnan(t), 0.0, np.clip(t, lo, hi))
        return t.astype(np.int64).astype(np.uint32)


def fp8_bits(x: F32, fmt: Any, saturate: bool = False) -> Any:
    """float32 rounded to nearest even in an 8-bit float format (ml_dtypes type), as low 8 bits."""
    with np.errstate(all="ignore"):
        v = x.astype(np.float32)
        if saturate:
            mx = float(ml_dtypes.finfo(fmt).max)  # type: ignore[no-untyped-call]
            v = np.where(np.isnan(v), v, np.clip(v, -mx, mx))
        return v.astype(fmt).view(np.uint8).astype(np.uint32)


def fp8_to_f32(bits: U32, fmt: Any) -> Any:
    return (bits & np.uint32(0xFF)).astype(np.uint8).view(fmt).astype(np.float32)
