"""The accumulation is exact with one rounding, on data built to break shortcuts.

The expected D is computed here with Python fractions and rounded to FP32 (nearest even)
by hand, independently of the emulator. The inputs aim at the places where a fast float64
path could go wrong: sums landing exactly on FP32 rounding midpoints, sums that float64
cannot hold (tiny C next to large products), subnormals, signed zeros and overflow.
"""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
import pytest

import amdmatrix
import amdmatrix.emulator as emu

ml_dtypes = pytest.importorskip("ml_dtypes")

# Single-block instructions with FP32 D and 8-/16-bit float inputs (the emulator's fast path)
# and a few others that take the general path.
CASES = [
    ("cdna3", "v_mfma_f32_32x32x8_f16"),
    ("cdna3", "v_mfma_f32_16x16x16_bf16"),
    ("cdna3", "v_mfma_f32_16x16x32_fp8_bf8"),
    ("cdna4", "v_mfma_f32_16x16x32_f16"),
    ("cdna3", "v_mfma_f32_16x16x4_f32"),
    ("rdna3", "v_wmma_f32_16x16x16_f16"),
    ("cdna2", "v_mfma_f32_32x32x8f16"),
]

DTYPES = {"fp16": np.float16, "bf16": ml_dtypes.bfloat16, "fp8_fnuz": ml_dtypes.float8_e4m3fnuz,
          "bf8_fnuz": ml_dtypes.float8_e5m2fnuz, "fp32": np.float32}


def round_fp32(x: Fraction) -> float:
    """x rounded to the nearest FP32 value, ties to even; beyond the range, infinity."""
    if x == 0:
        return 0.0
    sign = -1.0 if x < 0 else 1.0
    x = abs(x)
    e = x.numerator.bit_length() - x.denominator.bit_length()
    if Fraction(2) ** e > x:
        e -= 1
    q = max(e, -126) - 23  # exponent of the last bit kept
    scaled = x / Fraction(2) ** q
    n, rest = divmod(scaled.numerator, scaled.denominator)
    twice = 2 * rest
    if twice > scaled.denominator or (twice == scaled.denominator and n % 2):
        n += 1
    if n * 2.0**q >= 2.0**128:
        return sign * math.inf
    return sign * math.ldexp(float(n), q)


def flush_fp(x: np.ndarray, smallest_normal: float) -> np.ndarray:
    """Subnormals (nonzero, below the smallest normal) replaced by zero of the same sign."""
    return np.where((x != 0) & (np.abs(x) < smallest_normal), np.copysign(0.0, x), x)


def reference(a: np.ndarray, b: np.ndarray, c: np.ndarray, flush: tuple[float, float] | None = None) -> np.ndarray:
    """round(C + A @ B) with Fractions. Zero results: -0 only when C and every product are -0
    (IEEE 754 6.3). ``flush``: the smallest normals of A's and B's formats, when the instruction
    flushes subnormal inputs (A, B and FP32 C) and results (CDNA2 F16/BF16, MI200 ISA)."""
    if flush is not None:
        a, b, c = flush_fp(a, flush[0]), flush_fp(b, flush[1]), flush_fp(c, 2.0**-126)
    fa = [[Fraction(float(v)) for v in row] for row in a]
    fb = [[Fraction(float(v)) for v in row] for row in b.T]
    out = np.empty(c.shape, dtype=np.float64)
    for i in range(c.shape[0]):
        for j in range(c.shape[1]):
            total = Fraction(float(c[i, j])) + sum((x * y for x, y in zip(fa[i], fb[j], strict=True)), Fraction(0))
            out[i, j] = round_fp32(total)
            minus_zeros = [math.copysign(1.0, float(x)) * math.copysign(1.0, float(y)) < 0 and x * y == 0
                           for x, y in zip(a[i], b[:, j], strict=True)]
            if total == 0 and all(minus_zeros) and math.copysign(1.0, float(c[i, j])) < 0:
                out[i, j] = -0.0
    if flush is not None:
        out = flush_fp(out, 2.0**-126)
    return out


def inputs(kind: str, rng: np.random.Generator, m: int, n: int, k: int, ta: type, tb: type):
    if kind == "ties":  # small dyadic values: exact sums, many on FP32 midpoints once C is large
        a = rng.integers(-8, 9, (m, k)) / 4
        b = rng.integers(-8, 9, (k, n)) / 8
        c = (rng.integers(-(1 << 24), 1 << 24, (m, n)) * 2.0 + 1) * 2.0**-20
    elif kind == "inexact":  # products and a tiny C: the float64 sum is not exact
        a = rng.standard_normal((m, k)) * 64
        b = rng.standard_normal((k, n))
        c = rng.standard_normal((m, n)) * 2.0**-60
    elif kind == "wide":  # magnitudes far apart, subnormal inputs
        a = rng.standard_normal((m, k)) * 2.0 ** rng.integers(-20, 12, (m, k))
        b = rng.standard_normal((k, n)) * 2.0 ** rng.integers(-20, 12, (k, n))
        c = rng.standard_normal((m, n)) * 2.0 ** rng.integers(-40, 20, (m, n))
    elif kind == "zeros":  # signed zeros everywhere
        a = np.where(rng.random((m, k)) < 0.5, -0.0, 0.0)
        b = np.where(rng.random((k, n)) < 0.5, -0.0, 0.0)
        c = np.where(rng.random((m, n)) < 0.5, -0.0, 0.0)
    elif kind == "midpoint":  # A @ B = 1 + 2**-24 (an FP32 midpoint) and a tiny C decides
        # normal values where the formats allow it (a flushed subnormal would lose the midpoint)
        normal_a, normal_b = float(ml_dtypes.finfo(ta).smallest_normal), float(ml_dtypes.finfo(tb).smallest_normal)
        fits = [e for e in range(25) if float(ta(2.0**-e)) == 2.0**-e and float(tb(2.0 ** (e - 24))) == 2.0 ** (e - 24)]
        ea = next((e for e in fits if 2.0**-e >= normal_a and 2.0 ** (e - 24) >= normal_b), fits[0])
        a = np.zeros((m, k))
        b = np.zeros((k, n))
        a[:, 0], a[:, 1], b[0, :], b[1, :] = 1.0, 2.0**-ea, 1.0, 2.0 ** (ea - 24)
        c = rng.choice([-1.0, 1.0, 0.0], (m, n)) * 2.0**-80
    else:  # overflow of FP32
        a = np.full((m, k), 200.0)
        b = np.full((k, n), 200.0)
        c = np.full((m, n), 3.3e38)
    a = np.clip(a, -float(ml_dtypes.finfo(ta).max), float(ml_dtypes.finfo(ta).max)).astype(ta).astype(np.float64)
    b = np.clip(b, -float(ml_dtypes.finfo(tb).max), float(ml_dtypes.finfo(tb).max)).astype(tb).astype(np.float64)
    return a, b, c.astype(np.float32).astype(np.float64)


@pytest.mark.parametrize(("arch", "name"), CASES)
@pytest.mark.parametrize("kind", ["ties", "inexact", "midpoint", "wide", "zeros", "overflow"])
def test_exactly_rounded(arch: str, name: str, kind: str) -> None:
    inst = amdmatrix.instruction(arch, name)
    ta, tb = DTYPES[inst.types["A"]], DTYPES[inst.types["B"]]
    rng = np.random.default_rng(abs(hash((arch, name, kind))) % 2**32)
    batch = 3
    cases = [inputs(kind, rng, inst.m, inst.n, inst.k, ta, tb) for _ in range(batch)]
    a_regs = np.stack([emu.pack(inst, "A", a) for a, _, _ in cases])
    b_regs = np.stack([emu.pack(inst, "B", b) for _, b, _ in cases])
    c_regs = np.stack([emu.pack(inst, "C", c) for _, _, c in cases])
    d = emu.unpack(inst, "D", emu.execute(inst, a_regs, b_regs, c_regs))
    flush = None
    if arch == "cdna2" and inst.types["A"] in ("fp16", "bf16"):  # MI200 ISA: flushes input and output denorms
        flush = (float(ml_dtypes.finfo(ta).smallest_normal), float(ml_dtypes.finfo(tb).smallest_normal))
    for t, (a, b, c) in enumerate(cases):
        want = reference(a, b, c, flush)
        got = d[t]
        assert np.array_equal(np.signbit(got), np.signbit(want)), f"sign of zero or value differs ({kind}, item {t})"
        assert np.array_equal(got, want), f"{kind}, item {t}: {np.count_nonzero(got != want)} elements differ"
