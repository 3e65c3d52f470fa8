"""The accumulation is exact with one rounding, on data built to break shortcuts.

The expected D is computed here with Python fractions and rounded to FP32 (nearest even)
by hand, independently of the emulator. The inputs aim at the places where a fast float64
path could go wrong: sums landing exactly on FP32 rounding midpoints, sums that float64
cannot hold (tiny C next to large products), subnormals, signed zeros and overflow.
"""

from __future__ import annotations

import math
import zlib
from fractions import Fraction

import numpy as np
import pytest
from tiers import sweep

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


#: Each kind of input on two instructions in the fast tier, on the others in the exhaustive tier.
@pytest.mark.parametrize(("arch", "name", "kind"), sweep(
    [(a, n, k) for k in ("ties", "inexact", "midpoint", "wide", "zeros", "overflow") for a, n in CASES],
    stratum=lambda c: c[2], per=2))
def test_exactly_rounded(arch: str, name: str, kind: str) -> None:
    inst = amdmatrix.instruction(arch, name)
    ta, tb = DTYPES[inst.types["A"]], DTYPES[inst.types["B"]]
    rng = np.random.default_rng(zlib.crc32(f"{arch} {name} {kind}".encode()))  # the same in every run
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


# --------------------------------------------------------------------------- 16-bit D
# FP16 and BF16 outputs (RDNA3/RDNA4 WMMA): D = round(C + sum A*B), rounded once to the output
# format, nearest even. The inputs below keep every exact sum representable in float64 (they are
# dyadic with a span under 53 bits; each sum is checked to be exact), so the expected D is
# numpy's (FP16) or ml_dtypes' (BF16) conversion of that float64: one IEEE rounding, not the
# emulator's. ml_dtypes converts float64 to bfloat16 through float32 (two roundings: 1 + 2**-8 +
# 2**-24 becomes 1, not 1 + 2**-7), so for BF16 every exact sum is also checked to be a float32
# value and converted from float32, where the one rounding is ml_dtypes' float32 -> bfloat16
# (a sum past 2**128 is past BF16's overflow midpoint: infinity). A zero sum is -0 only when C
# and every product are -0 (as reference() above).
CASES_16 = [
    ("rdna3", "v_wmma_f16_16x16x16_f16"),
    ("rdna3", "v_wmma_bf16_16x16x16_bf16"),
    ("rdna4", "v_wmma_f16_16x16x16_f16"),
    ("rdna4", "v_wmma_bf16_16x16x16_bf16"),
]


def _fmt(name: str) -> type:
    return {"fp16": np.float16, "bf16": ml_dtypes.bfloat16}[name]


def expected_16(a: np.ndarray, b: np.ndarray, c: np.ndarray, out: type) -> np.ndarray:
    """round(C + A @ B) to ``out`` through numpy/ml_dtypes, from the exact float64 sum."""
    want = np.empty(c.shape, dtype=np.float64)
    for i in range(c.shape[0]):
        for j in range(c.shape[1]):
            total = Fraction(float(c[i, j])) + sum((Fraction(float(x)) * Fraction(float(y))
                                                    for x, y in zip(a[i], b[:, j], strict=True)), Fraction(0))
            exact = float(total)
            assert Fraction(exact) == total, "the test's inputs must keep the sum exact in float64"
            if out is ml_dtypes.bfloat16 and abs(total) >= 2**128:  # past float32 and BF16's midpoint to 2**128
                want[i, j] = math.copysign(math.inf, exact)
                continue
            if out is ml_dtypes.bfloat16:
                assert Fraction(float(np.float32(exact))) == total, "BF16 sums must be float32 values"
                exact = np.float32(exact)
            with np.errstate(over="ignore"):
                want[i, j] = float(np.array(exact).astype(out))
            if total == 0:
                all_minus = math.copysign(1.0, float(c[i, j])) < 0 and all(
                    float(x) * float(y) == 0 and math.copysign(1.0, float(x)) * math.copysign(1.0, float(y)) < 0
                    for x, y in zip(a[i], b[:, j], strict=True))
                want[i, j] = -0.0 if all_minus else 0.0
    return want


def inputs_16(kind: str, rng: np.random.Generator, m: int, n: int, k: int, t: type):
    """A, B and C (all of type ``t``, as float64) whose exact sums exercise ``kind``."""
    fi = ml_dtypes.finfo(t)
    mant = int(fi.nmant)  # 10 (FP16) or 7 (BF16)
    a, b = np.zeros((m, k)), np.zeros((k, n))
    if kind == "ties":  # C = 1; A@B = half an ulp of 1 (a tie: to even, 1) or a tie plus a little (up)
        half_ulp = 2.0 ** -(mant + 1)
        c = rng.choice([1.0, -1.0, 1.0 + 2.0**-mant], (m, n))
        a[:, 0], b[0, :] = 2.0 ** -(mant // 2), half_ulp / 2.0 ** -(mant // 2)
        up = rng.random((m, n)) < 0.5  # a tiny extra term on half the rows/cols decides upward
        a[:, 1] = np.where(up[:, 0], 2.0**-12, 0.0)
        b[1, :] = 2.0**-10  # 2**-22: in float32 next to 1 (see expected_16)
    elif kind == "random_ties":  # small dyadic values: many sums on midpoints of the 16-bit format
        a = rng.integers(-16, 17, (m, k)) / 8
        b = rng.integers(-16, 17, (k, n)) / 16
        c = rng.integers(-(1 << mant), 1 << mant, (m, n)) * 2.0 ** (4 - mant) + 2.0**4 * rng.choice([-1, 1], (m, n))
    elif kind == "subnormal":  # sums in the subnormal range, ties between subnormals among them
        tiny = float(fi.smallest_subnormal)  # 2**-24 (FP16), 2**-133 (BF16)
        e = -int(math.log2(tiny))
        a = rng.integers(-3, 4, (m, k)) * 2.0 ** -(e // 2)
        b = rng.integers(-3, 4, (k, n)) * 2.0 ** -(e - e // 2 + 1)  # products: multiples of tiny/2
        c = rng.integers(-4, 5, (m, n)) * tiny
    elif kind == "overflow":  # sums at the top of the range: max, the midpoint to 2**(emax+1) and beyond
        top = float(fi.max)
        ulp = 2.0 ** (math.floor(math.log2(top)) - mant)
        c = np.full((m, n), top)
        a[:, 0], b[0, :] = ulp / 2, rng.choice([-1.0, 0.5, 1.0, 2.0], n)  # top + ulp/2 is the tie: to infinity
    else:  # "zeros": signed zeros everywhere, and x + (-x)
        a = np.where(rng.random((m, k)) < 0.5, -0.0, 0.0)
        b = np.where(rng.random((k, n)) < 0.5, -0.0, 0.0)
        c = np.where(rng.random((m, n)) < 0.5, -0.0, 0.0)
        a[0, 0], b[0, :], c[0, :] = 1.0, 1.0, -1.0  # row 0: 1 + (-1) = +0
        a[1, :], b[:, 1], c[1, 1] = -0.0, 0.0, -0.0  # D[1][1]: every term -0, so -0
    for x in (a, b, c):  # every input must be a value of the format as given
        assert np.array_equal(x.astype(t).astype(np.float64), x), kind
    return a, b, c


def test_expected_16_rounds_as_the_formats_say() -> None:
    """The expectation's conversions on hand-computed cases (bits from the IEEE 754 binary16
    and bfloat16 definitions), so that the oracle itself is pinned."""
    def f16(x: float) -> int:
        with np.errstate(over="ignore"):
            return int(np.array(x).astype(np.float16).view(np.uint16))

    bf16 = lambda x: int(np.array(x).astype(ml_dtypes.bfloat16).view(np.uint16))  # noqa: E731
    assert f16(1 + 2.0**-11) == 0x3C00 and f16(1 + 3 * 2.0**-11) == 0x3C02  # ties to even
    assert f16(1 + 2.0**-11 + 2.0**-30) == 0x3C01
    assert f16(3 * 2.0**-25) == 0x0002 and f16(2.0**-25) == 0x0000  # subnormal ties: 2, 0 (even)
    assert f16(65504 + 16) == 0x7C00 and f16(65504 + 15.99) == 0x7BFF  # the midpoint overflows
    assert bf16(1 + 2.0**-8) == 0x3F80 and bf16(1 + 3 * 2.0**-8) == 0x3F82
    assert bf16(np.float32(1 + 2.0**-8 + 2.0**-22)) == 0x3F81
    assert bf16(2.0**-134 * 3) == 0x0002  # 1.5 subnormal steps: to 2 (even)
    top = float(ml_dtypes.finfo(ml_dtypes.bfloat16).max)  # 0x7F7F, (2 - 2**-7) * 2**127
    assert bf16(top + 2.0**119) == 0x7F80 and bf16(top + 2.0**118) == 0x7F7F  # the midpoint overflows


@pytest.mark.parametrize(("arch", "name"), CASES_16)
@pytest.mark.parametrize("kind", ["ties", "random_ties", "subnormal", "overflow", "zeros"])
def test_16bit_outputs_exactly_rounded(arch: str, name: str, kind: str) -> None:
    inst = amdmatrix.instruction(arch, name)
    t = _fmt(inst.types["D"])
    assert inst.types["A"] == inst.types["C"] == inst.types["D"]
    rng = np.random.default_rng(zlib.crc32(f"{arch} {name} {kind}".encode()))
    cases = [inputs_16(kind, rng, inst.m, inst.n, inst.k, t) for _ in range(2)]
    a_regs = np.stack([emu.pack(inst, "A", a) for a, _, _ in cases])
    b_regs = np.stack([emu.pack(inst, "B", b) for _, b, _ in cases])
    c_regs = np.stack([emu.pack(inst, "C", c) for _, _, c in cases])
    d = emu.unpack(inst, "D", emu.execute(inst, a_regs, b_regs, c_regs))
    seen = 0
    for n, (a, b, c) in enumerate(cases):
        want = expected_16(a, b, c, t)
        got = d[n]
        assert np.array_equal(np.signbit(got), np.signbit(want)), f"sign differs ({kind}, item {n})"
        assert np.array_equal(got, want), f"{kind}, item {n}: {np.count_nonzero(got != want)} elements differ"
        seen += int(np.count_nonzero(want != 0)) if kind != "zeros" else int(np.count_nonzero(np.signbit(want)))
    assert seen, f"{kind}: the inputs must produce the values they aim at"
    if kind == "overflow":
        assert np.isinf(d).any() and (np.abs(d) == float(ml_dtypes.finfo(t).max)).any()
    if kind == "subnormal":
        tiny = float(ml_dtypes.finfo(t).smallest_normal)
        assert ((np.abs(d) < tiny) & (d != 0)).any()
