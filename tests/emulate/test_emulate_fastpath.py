"""The emulator's fast path (float32 where provably exact, else float64, else the general path)
agrees bit for bit with the general exact path and with a Fraction reference.

The inputs are built to sit on both sides of the bounds: narrow magnitudes (float32 holds
``A @ B`` exactly), huge and tiny magnitudes mixed (float32 cannot; float64 sometimes cannot),
cancellation, FP32 rounding midpoints, subnormals and signed zeros. Which route a chunk takes
is observed, so a bound that never fails (or never holds) would fail the tests.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np
import pytest
from emuref import small_table
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_emulate_rounding import reference

import amdmatrix
import amdmatrix.emulator as emu
from amdmatrix.emulator import _engine
from amdmatrix.emulator._values import decode_into
from amdmatrix.emulator.formats import get_format

ml_dtypes = pytest.importorskip("ml_dtypes")

# (arch, instruction, A/B dtype): single-block FP32-output instructions the fast path takes.
CASES = [
    ("cdna3", "v_mfma_f32_16x16x32_fp8_fp8", ml_dtypes.float8_e4m3fnuz),
    ("cdna3", "v_mfma_f32_16x16x16_bf16", ml_dtypes.bfloat16),
    ("cdna3", "v_mfma_f32_32x32x8_f16", np.float16),
    ("rdna4", "v_wmma_f32_16x16x16_bf16", ml_dtypes.bfloat16),
]


def _routes(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """Record, per chunk, whether the fast path ran it in float32."""
    seen: list[bool] = []
    original = _engine.Program._fast_chunk

    def spy(self: _engine.Program, *args: Any) -> None:
        seen.append(bool(args[-1]))
        original(self, *args)

    monkeypatch.setattr(_engine.Program, "_fast_chunk", spy)
    return seen


def _values(draw: st.DrawFn, shape: tuple[int, ...], dtype: Any, kind: str) -> np.ndarray:
    finfo = ml_dtypes.finfo(dtype)
    rng = np.random.default_rng(draw(st.integers(0, 2**32 - 1)))
    if kind == "narrow":  # few significant bits, exponents within 2: float32 holds A @ B
        v = rng.integers(-3, 4, shape) * 2.0 ** int(rng.integers(-3, 3))
    elif kind == "mixed":  # huge and tiny magnitudes side by side, subnormals included
        lo, hi = int(np.log2(float(finfo.smallest_subnormal))), int(np.log2(float(finfo.max)))
        v = rng.standard_normal(shape) * 2.0 ** rng.integers(lo, hi, shape)
    elif kind == "cancel":  # pairs that cancel exactly, leaving a small remainder
        v = rng.integers(-(1 << 6), 1 << 6, shape) * 2.0 ** int(rng.integers(-2, 4))
        v.reshape(-1)[1::2] = -v.reshape(-1)[::2]
        v.reshape(-1)[::7] *= 2.0**-5
    else:  # signed zeros and a few ones
        v = np.where(rng.random(shape) < 0.8, np.where(rng.random(shape) < 0.5, -0.0, 0.0), 1.0)
    top = float(finfo.max)
    return np.asarray(np.clip(v, -top, top).astype(dtype).astype(np.float64))


@st.composite
def problems(draw: st.DrawFn, m: int, n: int, k: int, dtype: Any) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    kind = draw(st.sampled_from(["narrow", "mixed", "cancel", "zeros"]))
    a = _values(draw, (m, k), dtype, kind)
    b = _values(draw, (k, n), dtype, draw(st.sampled_from([kind, "narrow"])))
    scale = draw(st.sampled_from([0.0, 2.0**-149, 2.0**-60, 2.0**-24, 1.0, 2.0**20, 3e38]))
    rng = np.random.default_rng(draw(st.integers(0, 2**32 - 1)))
    c = np.clip(rng.standard_normal((m, n)) * scale, -3.4e38, 3.4e38)  # finite FP32
    if draw(st.booleans()):  # FP32 midpoints: odd multiples of half an ULP of 1
        c = (rng.integers(-(1 << 20), 1 << 20, (m, n)) * 2 + 1) * 2.0**-24
    return a, b, c.astype(np.float32).astype(np.float64)


def _run(inst: amdmatrix.Instruction, items: list[tuple[np.ndarray, np.ndarray, np.ndarray]]
         ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    a = np.stack([emu.pack(inst, "A", x) for x, _, _ in items])
    b = np.stack([emu.pack(inst, "B", y) for _, y, _ in items])
    c = np.stack([emu.pack(inst, "C", z) for _, _, z in items])
    return a, b, c


@pytest.mark.parametrize(("arch", "name", "dtype"), CASES)
@settings(max_examples=20, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(data=st.data())
def test_fast_path_matches_exact_path(arch: str, name: str, dtype: Any, data: st.DataObject,
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    inst = amdmatrix.instruction(arch, name)
    items = [data.draw(problems(inst.m, inst.n, inst.k, dtype)) for _ in range(3)]
    a, b, c = _run(inst, items)
    prog = _engine.program(inst, inst.arch.default_wave, {}, False)
    assert prog.fast is not None, f"{name} should take the fast path"
    routes = _routes(monkeypatch)
    fast = emu.execute(inst, a, b, c)
    assert routes, "the fast path did not run"
    n = len(items)
    slow = prog._general(a.reshape(n, -1), b.reshape(n, -1), c.reshape(n, -1), None, None, None)
    assert np.array_equal(fast.reshape(n, -1), slow), "fast and general paths differ"
    got = emu.unpack(inst, "D", fast)
    for t, (x, y, z) in enumerate(items):
        want = reference(x, y, z)
        assert np.array_equal(got[t], want) and np.array_equal(np.signbit(got[t]), np.signbit(want)), f"item {t}"


def _routes_of(monkeypatch: pytest.MonkeyPatch, arch: str, name: str, dtype: Any,
               a: np.ndarray, b: np.ndarray, c: np.ndarray) -> tuple[list[bool], np.ndarray]:
    inst = amdmatrix.instruction(arch, name)
    a, b, c = (np.asarray(x, dtype=np.float64) for x in (a, b, c))
    routes = _routes(monkeypatch)
    d = emu.unpack(inst, "D", emu.execute(inst, emu.pack(inst, "A", a), emu.pack(inst, "B", b), emu.pack(inst, "C", c)))
    want = reference(a.astype(dtype).astype(np.float64), b.astype(dtype).astype(np.float64),
                     c.astype(np.float32).astype(np.float64))
    assert np.array_equal(d, want)
    return routes, d


def test_narrow_bf16_runs_in_float32(monkeypatch: pytest.MonkeyPatch) -> None:
    # 16 products of at most 2 significant bits, exponents within 2: far inside 24 bits.
    a = np.full((16, 16), 3.0)
    b = np.full((16, 16), 1.5)
    c = np.full((16, 16), 2.0**-30)  # A @ B + C rounds once: 72 + 2**-30 -> 72
    routes, d = _routes_of(monkeypatch, "cdna3", "v_mfma_f32_16x16x16_bf16", ml_dtypes.bfloat16, a, b, c)
    assert routes == [True]
    assert np.all(d == 72.0)


def test_wide_bf16_falls_back_to_float64(monkeypatch: pytest.MonkeyPatch) -> None:
    # 2**12 + 2**-12 needs 25 bits: float32 cannot hold A @ B, float64 can, so the bound must
    # send the chunk to float64; the sum is an FP32 midpoint and rounds (to even) to 2**12.
    a = np.zeros((16, 16))
    a[:, 0], a[:, 1] = 2.0**12, 2.0**-12
    b = np.ones((16, 16))
    c = np.zeros((16, 16))
    routes, d = _routes_of(monkeypatch, "cdna3", "v_mfma_f32_16x16x16_bf16", ml_dtypes.bfloat16, a, b, c)
    assert routes == [False]
    assert np.all(d == 2.0**12)


@pytest.mark.parametrize(("x", "y", "single"), [(1.0, 1.0, True), (1.5, 1.75, False)])
def test_fp16_bound_at_24_bits(monkeypatch: pytest.MonkeyPatch, x: float, y: float, single: bool) -> None:
    # Eight FP16 products: K * amax * bmax / (qa * qb) = 8 * 2**20 for ones (fits 24 bits) and
    # 8 * 1.5 * 1.75 * 2**20 for the others (does not: float64).
    a = np.full((32, 8), x)
    b = np.full((8, 32), y)
    routes, d = _routes_of(monkeypatch, "cdna3", "v_mfma_f32_32x32x8_f16", np.float16, a, b, np.zeros((32, 32)))
    assert routes == [single]
    assert np.all(d == 8 * x * y)


def _ieee_value(code: int, e: int, m: int) -> float:
    """An IEEE-style code (sign, e exponent bits, m mantissa bits) decoded from its fields."""
    bias = (1 << (e - 1)) - 1
    sign = -1.0 if code >> (e + m) else 1.0
    ex, man = (code >> m) & ((1 << e) - 1), code & ((1 << m) - 1)
    if ex == (1 << e) - 1:
        return sign * math.inf if man == 0 else math.nan
    if ex == 0:
        return sign * math.ldexp(man, 1 - bias - m)
    return sign * math.ldexp((1 << m) + man, ex - bias - m)


@pytest.mark.parametrize("out_dtype", [np.float64, np.float32])
@pytest.mark.parametrize("name", ["fp16", "bf16", "fp8_fnuz", "bf8_fnuz", "fp8", "bf8"])
def test_fast_path_decodes_every_code_exactly(name: str, out_dtype: Any) -> None:
    # The fast path writes operand values straight into float64 (or float32) buffers: every
    # code of every format it takes, NaN and infinity included, against a decoding from the
    # format's fields (subnormals and -0 too).
    bits = 16 if name in ("fp16", "bf16") else 8
    codes = np.arange(1 << bits, dtype=np.uint16 if bits == 16 else np.uint8)
    if bits == 16:
        e, m = (5, 10) if name == "fp16" else (8, 7)
        want = np.array([_ieee_value(int(x), e, m) for x in codes])
    else:
        want = small_table(name)
    out = np.full(codes.shape, 12345.0, dtype=out_dtype)
    with np.errstate(invalid="ignore"):  # signalling NaNs; the engine runs under this errstate
        decode_into(codes, get_format(name), out)
        got = out.astype(np.float64)
    assert np.array_equal(got, want, equal_nan=True)
    numbers = ~np.isnan(want)
    assert np.array_equal(np.signbit(got[numbers]), np.signbit(want[numbers]))


@pytest.mark.parametrize("out_dtype", [np.float64, np.float32])
def test_fp16_integer_decoding_is_exact_for_every_finite_code(out_dtype: Any) -> None:
    # specials=False (what the fast path asks for): every finite FP16 code, subnormals and
    # both zeros included, against the fields; Inf and NaN codes come out as finite numbers
    # of magnitude at least 2**16, above every finite FP16 value (65504), as documented.
    codes = np.arange(1 << 16, dtype=np.uint16)
    want = np.array([_ieee_value(int(x), 5, 10) for x in codes])
    out = np.full(codes.shape, 12345.0, dtype=out_dtype)
    decode_into(codes, get_format("fp16"), out, specials=False)
    got = out.astype(np.float64)
    finite = np.isfinite(want)
    assert np.count_nonzero(finite) == (1 << 16) - 2 * 1024
    assert np.array_equal(got[finite], want[finite])
    assert np.array_equal(np.signbit(got[finite]), np.signbit(want[finite]))
    assert np.all(np.isfinite(got[~finite])) and np.all(np.abs(got[~finite]) >= 2.0**16)


def test_huge_and_tiny_products_leave_float64_for_the_general_path(monkeypatch: pytest.MonkeyPatch) -> None:
    # 65504 * 65504 beside 2**-24 * 2**-24: 2**32 / 2**-48 spans more than 53 bits, so the
    # product bound fails even for float64 and the item takes the exact general path.
    a = np.zeros((32, 8))
    a[:, 0], a[:, 1] = 65504.0, 2.0**-24
    b = np.zeros((8, 32))
    b[0, :], b[1, :] = 65504.0, 2.0**-24
    inst = amdmatrix.instruction("cdna3", "v_mfma_f32_32x32x8_f16")
    pb = _engine.ProductBound(_engine.program(inst, 64, {}, False).fast,  # type: ignore[arg-type]
                              8, np.stack([inst_codes(inst, "A", a)]), np.stack([inst_codes(inst, "B", b)]))
    assert not pb.wide[0] and not pb.single[0]
    routes, d = _routes_of(monkeypatch, "cdna3", "v_mfma_f32_32x32x8_f16", np.float16, a, b, np.zeros((32, 32)))
    assert np.all(d == np.float32(65504.0**2))


def test_tiny_values_in_a_and_b_pass_the_tighter_bound(monkeypatch: pytest.MonkeyPatch) -> None:
    # A and B each hold the FP16 subnormal 2**-24 beside 4s: K * amax * bmax = 2**7 is not
    # below 2**53 * 2**-48, so the first bound fails; but no entry of |A| @ |B| exceeds
    # 16 + 2**-48, so the tighter one holds and the item keeps its float64 chunk's result
    # (the general path never runs). The tiny product decides D[0][0]: 16 + 2**-20 is the
    # FP32 midpoint between 16 and 16 + 2**-19, and 2**-48 above it rounds up.
    a = np.zeros((32, 8))
    a[np.arange(32), np.arange(32) % 8] = 4.0
    a[0, 1] = 2.0**-24
    b = np.zeros((8, 32))
    b[np.arange(32) % 8, np.arange(32)] = 4.0
    b[1, 0] = 2.0**-24
    c = np.zeros((32, 32))
    c[0, 0] = 2.0**-20
    inst = amdmatrix.instruction("cdna3", "v_mfma_f32_32x32x8_f16")
    pb = _engine.ProductBound(_engine.program(inst, 64, {}, False).fast,  # type: ignore[arg-type]
                              8, np.stack([inst_codes(inst, "A", a)]), np.stack([inst_codes(inst, "B", b)]))
    assert not pb.wide[0] and pb.quantum[0] == 2.0**-48
    general: list[int] = []
    original = _engine.accumulate_float

    def spy(av: np.ndarray, *args: Any) -> np.ndarray:
        general.append(len(av))
        return original(av, *args)

    monkeypatch.setattr(_engine, "accumulate_float", spy)
    routes, d = _routes_of(monkeypatch, "cdna3", "v_mfma_f32_32x32x8_f16", np.float16, a, b, c)
    assert routes == [False] and general == []
    assert d[0, 0] == np.float32(16 + 2.0**-19)


def inst_codes(inst: amdmatrix.Instruction, matrix: str, values: np.ndarray) -> np.ndarray:
    f = _engine.program(inst, 64, {}, False).fast
    assert f is not None
    g = f.a if matrix == "A" else f.b
    codes: np.ndarray = g.codes(emu.pack(inst, matrix, values).reshape(1, -1))[0]
    return codes


def _c_reads(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, int]]:
    """Record the (groups, values per group) of every reduction of C the fast path makes."""
    seen: list[tuple[int, int]] = []
    original = _engine._CStats.read

    def spy(self: _engine._CStats, c: np.ndarray, *args: Any) -> None:
        seen.append(c.shape)
        original(self, c, *args)

    monkeypatch.setattr(_engine._CStats, "read", spy)
    return seen


def _fp16_batch(count: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    rng = np.random.default_rng(7)
    a = rng.standard_normal((count, 32, 8)).astype(np.float16).astype(np.float64)
    b = rng.standard_normal((count, 8, 32)).astype(np.float16).astype(np.float64)
    c = rng.standard_normal((count, 32, 32)).astype(np.float32).astype(np.float64)
    return a, b, c


def test_chunk_reductions_of_c_prove_random_fp16(monkeypatch: pytest.MonkeyPatch) -> None:
    # The benchmark's data: C is reduced once per chunk (three chunks of at most 128 items),
    # never item by item, and every result is the exact one (float64 holds these sums).
    inst = amdmatrix.instruction("cdna3", "v_mfma_f32_32x32x8_f16")
    a, b, c = _fp16_batch(300)
    reads = _c_reads(monkeypatch)
    d = emu.unpack(inst, "D", emu.execute(inst, emu.pack(inst, "A", a), emu.pack(inst, "B", b), emu.pack(inst, "C", c)))
    assert [groups for groups, _ in reads] == [1, 1, 1]
    assert np.array_equal(d, (a @ b + c).astype(np.float32))


def test_items_the_chunk_reductions_cannot_prove(monkeypatch: pytest.MonkeyPatch) -> None:
    # Item 200 of 300: A @ B = 1 + 2**-24 (an FP32 midpoint) at D[0][0] and C = 2**-100 there.
    # float64 cannot hold the sum, rounds it to the midpoint, and FP32 then rounds to even
    # (1.0); the exact sum rounds up (a +0 in C beside it must not hide 2**-100 from the
    # reductions). Item 280: every product in D[0][0] is -0 and so is C,
    # so D is -0 (IEEE 754 6.3); float64 with C added last gives +0. They sit among benign
    # items in the second (128-255) and third (256-299) chunks, whose reductions of C prove
    # too little; C is reduced again item by item there, and these two items are redone exactly.
    inst = amdmatrix.instruction("cdna3", "v_mfma_f32_32x32x8_f16")
    a, b, c = _fp16_batch(300)
    a[200, 0, :], b[200, :, 0] = 0.0, 0.0
    a[200, 0, 0], b[200, 0, 0], a[200, 0, 1], b[200, 1, 0] = 1.0, 1.0, 2.0**-12, 2.0**-12
    c[200, 0, 0], c[200, 0, 1] = 2.0**-100, 0.0  # the +0 makes 2**-100 the smallest positive code but one
    a[280, 0, :], b[280, :, 0], c[280, 0, 0] = -0.0, 1.0, -0.0
    naive = (np.float64(1.0 + 2.0**-24) + np.float64(2.0**-100)).astype(np.float32)
    assert naive == np.float32(1.0)  # the double rounding item 200 is built to catch
    reads = _c_reads(monkeypatch)
    d = emu.unpack(inst, "D", emu.execute(inst, emu.pack(inst, "A", a), emu.pack(inst, "B", b), emu.pack(inst, "C", c)))
    assert [groups for groups, _ in reads] == [1, 1, 1, 128 + 44]  # chunks 2 and 3, item by item
    assert d[200, 0, 0] == np.float32(1.0 + 2.0**-23)
    assert d[280, 0, 0] == 0.0 and np.signbit(d[280, 0, 0])
    for t in (200, 280):
        want = reference(a[t], b[t], c[t])
        assert np.array_equal(d[t], want) and np.array_equal(np.signbit(d[t]), np.signbit(want)), f"item {t}"
    others = np.setdiff1d(np.arange(300), [200, 280])
    assert np.array_equal(d[others], (a[others] @ b[others] + c[others]).astype(np.float32))
