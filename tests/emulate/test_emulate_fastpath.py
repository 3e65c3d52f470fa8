"""The emulator's fast path (float32 where provably exact, else float64, else the general path)
agrees bit for bit with the general exact path and with a Fraction reference.

The inputs are built to sit on both sides of the bounds: narrow magnitudes (float32 holds
``A @ B`` exactly), huge and tiny magnitudes mixed (float32 cannot; float64 sometimes cannot),
cancellation, FP32 rounding midpoints, subnormals and signed zeros. Which route a chunk takes
is observed, so a bound that never fails (or never holds) would fail the tests.

Every test runs twice, once on each route of the fast path's arithmetic: the C module
(``_kernel.c``) and numpy (:data:`amdmatrix.emulator._engine._KERNEL` set to None).
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest
from emuref import small_table
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from required import need
from test_emulate_rounding import reference
from tiers import EXHAUSTIVE, fuzz_all

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


@pytest.fixture(autouse=True, scope="module", params=["kernel", "numpy"])
def arithmetic(request: pytest.FixtureRequest) -> Iterator[str]:
    """The route of the fast path's arithmetic (module-scoped, so that hypothesis's tests
    may use it). Without the C module the kernel's run is skipped, except in CI (CI=true),
    which builds it: there, that is a failure."""
    if request.param == "kernel":
        need("the C module amdmatrix.emulator._kernel", _engine.kernel_built())
    with pytest.MonkeyPatch.context() as mp:
        if request.param == "numpy":
            mp.setattr(_engine, "_KERNEL", None)
        yield request.param


def _routes(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """Record, per chunk, whether the bound lets the fast path run it in float32 (the numpy route
    does; the C module runs every chunk in float64, which gives the same bits)."""
    seen: list[bool] = []
    original = _engine.Program._chunk_kinds

    def spy(pb: _engine.ProductBound, cnt: int, per: int) -> tuple[np.ndarray, list[bool]]:
        retry, wide = original(pb, cnt, per)
        seen.extend(not w for w in wide)
        return retry, wide

    monkeypatch.setattr(_engine.Program, "_chunk_kinds", staticmethod(spy))
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
                              8, np.stack([inst_codes(inst, "A", a)]), np.stack([inst_codes(inst, "B", b)]), 1)
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
                              8, np.stack([inst_codes(inst, "A", a)]), np.stack([inst_codes(inst, "B", b)]), 1)
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
    """Record the (groups, values per group) of every reduction of C the fast path makes: by
    ``_CStats.read`` (the numpy route, and items reduced again alone), or in the C module's pass
    over C (one entry per group it reduced, ``(1, -1)``: the module does not say the group's size)."""
    seen: list[tuple[int, int]] = []
    original, taken = _engine._CStats.read, _engine._CStats.take

    def spy(self: _engine._CStats, c: np.ndarray, *args: Any) -> None:
        seen.append(c.shape)
        original(self, c, *args)

    def spy_take(self: _engine._CStats, s: int, e: int, reduced: np.ndarray) -> None:
        seen.extend([(1, -1)] * (e - s))
        taken(self, s, e, reduced)

    monkeypatch.setattr(_engine._CStats, "read", spy)
    monkeypatch.setattr(_engine._CStats, "take", spy_take)
    return seen


def _fp16_batch(count: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Random normal FP16 A and B and FP32 C, magnitudes kept at 2**-6 and above: every
    quantum is then at least 2**-32 and every bound below 2**8, so the groups' reductions
    prove every item."""
    rng = np.random.default_rng(7)
    a = rng.standard_normal((count, 32, 8)).astype(np.float16).astype(np.float64)
    b = rng.standard_normal((count, 8, 32)).astype(np.float16).astype(np.float64)
    c = rng.standard_normal((count, 32, 32)).astype(np.float32).astype(np.float64)
    a, b, c = (np.copysign(np.maximum(np.abs(x), 2.0**-6), x) for x in (a, b, c))
    return a, b, c


#: Items per chunk of the fast path for 32 x 32 results, and per group of its reductions of C.
PER = _engine._FAST_CHUNK_VALUES // (32 * 32)
PART = min(PER, _engine._STATS_VALUES // (32 * 32))


def _groups(count: int) -> list[int]:
    """The sizes of the groups of items whose C the fast path reduces together."""
    return [min(PART, count - g) for g in range(0, count, PART)]


def test_chunk_reductions_of_c_prove_random_fp16(monkeypatch: pytest.MonkeyPatch) -> None:
    # The benchmark's kind of data: C is reduced once per group of items (three chunks, the
    # last one short), never item by item, and every result is the exact one (float64 holds
    # these sums).
    inst = amdmatrix.instruction("cdna3", "v_mfma_f32_32x32x8_f16")
    a, b, c = _fp16_batch(2 * PER + 44)
    reads = _c_reads(monkeypatch)
    d = emu.unpack(inst, "D", emu.execute(inst, emu.pack(inst, "A", a), emu.pack(inst, "B", b), emu.pack(inst, "C", c)))
    sizes = _groups(2 * PER + 44)
    assert reads in ([(1, size * 32 * 32) for size in sizes], [(1, -1)] * len(sizes))  # numpy route, C module's
    assert np.array_equal(d, (a @ b + c).astype(np.float32))


def test_items_the_chunk_reductions_cannot_prove(monkeypatch: pytest.MonkeyPatch) -> None:
    # Item x (in the second chunk): A @ B = 1 + 2**-24 (an FP32 midpoint) at D[0][0] and
    # C = 2**-100 there. float64 cannot hold the sum, rounds it to the midpoint, and FP32 then
    # rounds to even (1.0); the exact sum rounds up (a +0 in C beside it must not hide 2**-100
    # from the reductions). Item z (in the third, short chunk): every product in D[0][0] is -0
    # and so is C, so D is -0 (IEEE 754 6.3); float64 with C added last gives +0. They sit
    # among benign items in groups whose reductions of C prove too little; C is reduced again
    # item by item there, and these two items are redone exactly.
    inst = amdmatrix.instruction("cdna3", "v_mfma_f32_32x32x8_f16")
    count, x, z = 2 * PER + 44, PER + 72, 2 * PER + 24
    a, b, c = _fp16_batch(count)
    a[x, 0, :], b[x, :, 0] = 0.0, 0.0
    a[x, 0, 0], b[x, 0, 0], a[x, 0, 1], b[x, 1, 0] = 1.0, 1.0, 2.0**-12, 2.0**-12
    c[x, 0, 0], c[x, 0, 1] = 2.0**-100, 0.0  # the +0 makes 2**-100 the smallest positive code but one
    a[z, 0, :], b[z, :, 0], c[z, 0, 0] = -0.0, 1.0, -0.0
    naive = (np.float64(1.0 + 2.0**-24) + np.float64(2.0**-100)).astype(np.float32)
    assert naive == np.float32(1.0)  # the double rounding item x is built to catch
    reads = _c_reads(monkeypatch)
    d = emu.unpack(inst, "D", emu.execute(inst, emu.pack(inst, "A", a), emu.pack(inst, "B", b), emu.pack(inst, "C", c)))
    sizes = _groups(count)  # the groups of x and z, item by item
    assert [groups for groups, _ in reads] == [1] * len(sizes) + [sizes[x // PART] + sizes[z // PART]]
    assert d[x, 0, 0] == np.float32(1.0 + 2.0**-23)
    assert d[z, 0, 0] == 0.0 and np.signbit(d[z, 0, 0])
    for t in (x, z):
        want = reference(a[t], b[t], c[t])
        assert np.array_equal(d[t], want) and np.array_equal(np.signbit(d[t]), np.signbit(want)), f"item {t}"
    others = np.setdiff1d(np.arange(count), [x, z])
    assert np.array_equal(d[others], (a[others] @ b[others] + c[others]).astype(np.float32))


def _ulp16(x: np.ndarray) -> np.ndarray:
    """The spacing of FP16 at each positive x: 2**(exponent - 10), exponent at least -14."""
    return np.ldexp(1.0, np.maximum(np.floor(np.log2(x)).astype(int), -14) - 10)


def _own_bounds(a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Per item of FP16 ``a`` (n, M, K) and ``b``, from the values: the bound ``K * max|a| *
    max|b|``, the quantum (spacings at the smallest nonzero magnitudes), and ``wide`` and
    ``single`` as the fast path's docstring defines them."""
    k = a.shape[-1]
    amag, bmag = np.abs(a).reshape(len(a), -1), np.abs(b).reshape(len(b), -1)
    bound = k * amag.max(axis=1) * bmag.max(axis=1)
    amin = np.where(amag > 0, amag, np.inf).min(axis=1)
    bmin = np.where(bmag > 0, bmag, np.inf).min(axis=1)
    quantum = _ulp16(amin) * _ulp16(bmin)
    wide = (bound < 2.0**53 * quantum) & (quantum >= 2.0**-149)
    single = wide & (bound < 2.0**24 * quantum) & (quantum >= 2.0**-126) & (bound < 2.0**126)
    return bound, quantum, wide, single


def _product_bound(a: np.ndarray, b: np.ndarray, per: int) -> _engine.ProductBound:
    inst = amdmatrix.instruction("cdna3", "v_mfma_f32_32x32x8_f16")
    f = _engine.program(inst, 64, {}, False).fast
    assert f is not None
    acodes = np.stack([inst_codes(inst, "A", x) for x in a])
    bcodes = np.stack([inst_codes(inst, "B", y) for y in b])
    return _engine.ProductBound(f, 8, acodes, bcodes, per)


def test_chunk_bound_proves_what_each_items_own_bound_proves() -> None:
    # The first bound of each item is its chunk's (the chunk's largest magnitudes); it must
    # prove float64 exactness for exactly the items their own magnitudes prove it for, and let
    # a chunk run in float32 exactly when every item's own bound allows it. Chunks of 4 items,
    # each item drawn from one of: random normal (float64 only), narrow (float32), large
    # narrow values (float32 on its own, not under a neighbour's bound), tiny values beside
    # ones (float64 on its own, not under a neighbour's 4s), huge beside tiny (neither).
    rng = np.random.default_rng(11)
    kinds = ["normal", "ones", "fours", "tiny", "huge"]
    plan = [kinds[i] for i in rng.integers(0, len(kinds), 64)] + ["ones", "fours", "ones", "fours"]
    plan += ["tiny", "fours", "tiny", "tiny"]
    a, b = np.empty((len(plan), 32, 8)), np.empty((len(plan), 8, 32))
    for t, kind in enumerate(plan):
        for x in (a[t], b[t]):
            if kind == "normal":
                x[...] = rng.standard_normal(x.shape).astype(np.float16)
            elif kind in ("ones", "fours"):
                x[...] = 1.0 if kind == "ones" else 4.0
            else:
                x[...] = 1.0 if kind == "tiny" else 65504.0
                x.reshape(-1)[rng.integers(0, x.size)] = 2.0**-24
    pb = _product_bound(a, b, 4)
    bound, quantum, wide, single = _own_bounds(a, b)
    assert np.array_equal(pb.quantum, quantum)
    assert np.all(pb.bound >= bound)
    assert np.array_equal(pb.wide, wide)
    chunk_single = pb.single.reshape(-1, 4).all(axis=1)
    assert np.array_equal(chunk_single, single.reshape(-1, 4).all(axis=1))
    # The hand-made last two chunks need their items' own bounds.
    assert chunk_single[-2] and pb.wide[-4] and pb.wide[-2:].all()
    assert not np.all(8 * 4.0 * 4.0 < 2.0**24 * quantum[-4:])  # the chunk's bound would not do


def test_items_single_on_their_own_bounds_run_in_float32(monkeypatch: pytest.MonkeyPatch) -> None:
    # Item 0 all ones (8 < 2**24 * 2**-20), item 1 all fours (128 < 2**24 * 2**-16): each fits
    # float32 on its own, but item 0 under the chunk's bound (8 * 4 * 4) would not.
    inst = amdmatrix.instruction("cdna3", "v_mfma_f32_32x32x8_f16")
    a = np.stack([np.full((32, 8), 1.0), np.full((32, 8), 4.0)])
    b = np.stack([np.full((8, 32), 1.0), np.full((8, 32), 4.0)])
    routes = _routes(monkeypatch)
    d = emu.unpack(inst, "D", emu.execute(inst, emu.pack(inst, "A", a), emu.pack(inst, "B", b),
                                          emu.pack(inst, "C", np.zeros((2, 32, 32)))))
    assert routes == [True]
    assert np.all(d[0] == 8.0) and np.all(d[1] == 128.0)


def test_an_item_with_a_small_quantum_does_not_send_its_chunk_item_by_item(monkeypatch: pytest.MonkeyPatch) -> None:
    # Item 5 holds ones and one FP16 subnormal (2**-24) in each of A and B: quantum 2**-48,
    # its own bound 8, and 8 + max|C| (below 6) < 2**53 * 2**-48 = 32, so the chunk's
    # reductions of C prove it -- but not under its neighbours' bound (about 8 * 4 * 4): each
    # item is tested against its group's reductions with its own bound and quantum, and C is
    # never reduced again item by item.
    inst = amdmatrix.instruction("cdna3", "v_mfma_f32_32x32x8_f16")
    a, b, c = _fp16_batch(PER)
    a[5], b[5] = 1.0, 1.0
    a[5, 0, 1], b[5, 1, 0] = 2.0**-24, 2.0**-24
    reads = _c_reads(monkeypatch)
    d = emu.unpack(inst, "D", emu.execute(inst, emu.pack(inst, "A", a), emu.pack(inst, "B", b), emu.pack(inst, "C", c)))
    assert [groups for groups, _ in reads] == [1] * len(_groups(PER))
    assert np.abs(c).max() < 6 and np.abs(a).max() * np.abs(b).max() * 8 > 32
    assert np.array_equal(d, (a @ b + c).astype(np.float32))


def test_an_item_the_chunks_bound_fails_is_tried_with_its_own_before_c_is_reduced_again(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # Item 7: ones in A and B beside 2**-14 in A (spacing 2**-24) and 2**-11 in B (2**-21):
    # quantum 2**-45, so A @ B + C is exact in float64 when bound + max|C| < 2**53 * 2**-45
    # = 256. Its chunk's largest magnitudes (random normal neighbours) give a bound between
    # 136 and 256, which proves float64 holds A @ B, but with max|C| = 120 (item 3) not
    # A @ B + C; its own bound, 8, does (8 + 120 < 256). C is not reduced item by item.
    inst = amdmatrix.instruction("cdna3", "v_mfma_f32_32x32x8_f16")
    a, b, c = _fp16_batch(PER)
    chunk_bound = 8 * np.abs(a).max() * np.abs(b).max()
    assert 256 - 120 <= chunk_bound < 256 and np.abs(c).max() < 6
    a[7], b[7] = 1.0, 1.0
    a[7, 0, 1], b[7, 1, 0] = 2.0**-14, 2.0**-11
    c[3, 0, 0] = 120.0
    reads = _c_reads(monkeypatch)
    d = emu.unpack(inst, "D", emu.execute(inst, emu.pack(inst, "A", a), emu.pack(inst, "B", b), emu.pack(inst, "C", c)))
    assert [groups for groups, _ in reads] == [1] * len(_groups(PER))
    assert np.array_equal(d, (a @ b + c).astype(np.float32))


def test_a_tightened_bound_survives_the_items_own_bound() -> None:
    # A: 16384, 1 and the subnormal 2**-24 (quantum 2**-24); B: 1, 1 + 2**-10 and 4 (quantum
    # 2**-10): float64 holds A @ B when the bound is below 2**53 * 2**-34 = 2**19. The item's
    # own bound, 8 * 16384 * 4, is 2**19: it fails, and the tighter one (the largest entry of
    # |A| @ |B|, 65536) holds. C = 2**-60 at D[0][0] makes A @ B + C inexact in float64, so the
    # item is examined again after the chunk -- where its own bound must not replace the
    # tighter one (which once dropped the item from every route and kept float64's double
    # rounding). A @ B = 16385 + 2**-10 there, an FP32 midpoint; 2**-60 above it rounds up.
    a, b, c = np.zeros((32, 8)), np.zeros((8, 32)), np.zeros((32, 32))
    a[0, 0], a[0, 1], a[1, 1] = 16384.0, 1.0, 2.0**-24
    b[0, 0], b[1, 0], b[0, 1] = 1.0, 1.0 + 2.0**-10, 4.0
    c[0, 0] = 2.0**-60
    inst = amdmatrix.instruction("cdna3", "v_mfma_f32_32x32x8_f16")
    d = emu.unpack(inst, "D", emu.execute(inst, emu.pack(inst, "A", a), emu.pack(inst, "B", b), emu.pack(inst, "C", c)))
    assert d[0, 0] == np.float32(16385 + 2.0**-9)
    want = reference(a, b, c)
    assert np.array_equal(d, want) and np.array_equal(np.signbit(d), np.signbit(want))


@pytest.mark.parametrize("dtype", [ml_dtypes.float8_e4m3fnuz, ml_dtypes.float8_e5m2fnuz])
def test_fnuz_nan_gives_the_canonical_nan(dtype: Any) -> None:
    # The FNUZ NaN is 0x80, the sign bit alone: its magnitude bits read as a zero. An item
    # holding one among narrow items (which run in float32) must still write the canonical
    # quiet NaN, 0x7FC00000, in the rows and columns it reaches (ISA NaN rule, docs/emulation.md).
    name = "v_mfma_f32_16x16x32_fp8_fp8" if dtype == ml_dtypes.float8_e4m3fnuz else "v_mfma_f32_16x16x32_bf8_bf8"
    inst = amdmatrix.instruction("cdna3", name)
    a = np.ones((5, 16, 32))
    b = np.full((5, 32, 16), 0.5)
    a[3, 2, 7] = np.nan
    b[4, 1, 9] = np.nan
    c = np.ones((5, 16, 16))
    ar, br, cr = emu.pack(inst, "A", a), emu.pack(inst, "B", b), emu.pack(inst, "C", c)
    assert np.any(ar.view(np.uint8) == 0x80)
    d = emu.execute(inst, ar, br, cr)
    want_nan = np.zeros((5, 16, 16), dtype=bool)
    want_nan[3, 2, :] = True
    want_nan[4, :, 9] = True
    assert np.array_equal(np.isnan(emu.unpack(inst, "D", d)), want_nan)
    prog = _engine.program(inst, 64, {}, False)
    slow = prog._general(ar.reshape(5, -1), br.reshape(5, -1), cr.reshape(5, -1), None, None, None)
    assert np.array_equal(d.reshape(5, -1), slow)
    assert set(d.reshape(-1)[np.isnan(d.reshape(-1).view(np.float32))].tolist()) == {0x7FC00000}


def _mixed_batch(rng: np.random.Generator, inst: amdmatrix.Instruction, dtype: Any, count: int
                 ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """``count`` items, each A and B of one of six kinds (random normal, narrow, wide exponent
    range, ones beside one subnormal, mostly signed zeros, one NaN or infinity) and C of one
    scale per item, some items with -0, an infinity or a NaN in C."""
    finfo = ml_dtypes.finfo(dtype)
    lo, hi = int(np.log2(float(finfo.smallest_subnormal))), int(np.log2(float(finfo.max)))

    def values(shape: tuple[int, int], kind: int) -> np.ndarray:
        if kind == 0:
            v = rng.standard_normal(shape)
        elif kind == 1:
            v = rng.integers(-3, 4, shape) * 2.0 ** int(rng.integers(-3, 3))
        elif kind == 2:
            v = rng.standard_normal(shape) * 2.0 ** rng.integers(lo, hi, shape)
        elif kind == 3:
            v = np.full(shape, float(rng.choice([1.0, 4.0, 0.5, 2.0**10])))
            v.reshape(-1)[rng.integers(0, v.size)] = float(finfo.smallest_subnormal)
        elif kind == 4:
            zeros = np.where(rng.random(shape) < 0.5, -0.0, 0.0)
            v = np.where(rng.random(shape) < 0.7, zeros, rng.standard_normal(shape))
        else:
            v = rng.standard_normal(shape)
            v.reshape(-1)[rng.integers(0, v.size)] = np.inf if rng.random() < 0.5 else np.nan
        top = float(finfo.max)
        return np.where(np.isfinite(v), np.clip(v, -top, top), v).astype(dtype).astype(np.float64)

    a = np.stack([values((inst.m, inst.k), int(rng.integers(0, 6))) for _ in range(count)])
    b = np.stack([values((inst.k, inst.n), int(rng.integers(0, 5))) for _ in range(count)])
    scale = rng.choice([0.0, 2.0**-149, 2.0**-60, 2.0**-24, 1.0, 2.0**20], (count, 1, 1))
    c = (rng.standard_normal((count, inst.m, inst.n)) * scale).astype(np.float32).astype(np.float64)
    c[rng.integers(0, count)] = -0.0
    c[rng.integers(0, count), 0, 0] = float(rng.choice([np.inf, -np.inf, np.nan, 2.0**-140, 3e38]))
    return a, b, c


@pytest.mark.parametrize(("chunk", "group"), [(3, 2), (5, 5), (4, 1), (7, 3), (2, 4)])
@pytest.mark.parametrize(("arch", "name", "dtype"), CASES)
def test_fast_path_agrees_for_any_chunk_and_group_size(monkeypatch: pytest.MonkeyPatch, chunk: int, group: int,
                                                      arch: str, name: str, dtype: Any) -> None:
    # Chunks and groups of C's reductions that do not divide each other or the batch: the
    # fast path must still agree bit for bit with the general path (and write canonical NaNs).
    inst = amdmatrix.instruction(arch, name)
    monkeypatch.setattr(_engine, "_FAST_CHUNK_VALUES", inst.m * inst.n * chunk)
    monkeypatch.setattr(_engine, "_STATS_VALUES", inst.m * inst.n * group)
    rng = np.random.default_rng(chunk * 100 + group)
    prog = _engine.program(inst, inst.arch.default_wave, {}, False)
    assert prog.fast is not None
    for count in (23, 24, 40):
        a, b, c = (emu.pack(inst, x, v) for x, v in zip("ABC", _mixed_batch(rng, inst, dtype, count), strict=True))
        fast = emu.execute(inst, a, b, c).reshape(count, -1)
        slow = prog._general(a.reshape(count, -1), b.reshape(count, -1), c.reshape(count, -1), None, None, None)
        assert np.array_equal(fast, slow), f"{count} items"


#: Per architecture, how many (instruction, wave size, modifier setting) combinations the fast
#: path takes: FP32 results from FP16, BF16 and 8-bit float inputs, one block, no negation. CDNA2
#: has none: its F16 and BF16 MFMAs flush denormals, which the general path applies.
FAST_COMBINATIONS = {"CDNA1": 32, "CDNA2": 0, "CDNA3": 12, "CDNA4": 24, "RDNA3": 4, "RDNA4": 12, "GFX1250": 14}


def _random_codes(rng: np.random.Generator, bits: int, exponent_bits: int, mantissa_bits: int,
                  kind: int, size: int) -> np.ndarray:
    """``size`` codes of a signed float format: any code (kind 0), or signed codes whose
    exponents lie in a random window of at most seven (kind 1), or that window with zeros of
    both signs, subnormals and a few codes of any kind (NaN, infinity) mixed in (kind 2)."""
    if kind == 0:
        return rng.integers(0, 1 << bits, size)
    top = (1 << exponent_bits) - 1
    width = int(rng.integers(0, min(top, 6) + 1))
    low = int(rng.integers(0, max(1, top - width) + 1))
    sign = rng.integers(0, 2, size) << (bits - 1)
    codes = (((rng.integers(low, low + width + 1, size) << mantissa_bits) | rng.integers(0, 1 << mantissa_bits, size))
             & ((1 << (bits - 1)) - 1)) | sign
    if kind == 2:
        pick = rng.random(size)
        codes = np.where(pick < 0.1, sign, codes)
        codes = np.where((pick >= 0.1) & (pick < 0.15), sign | rng.integers(0, 1 << mantissa_bits, size), codes)
        codes = np.where(pick > 0.995, rng.integers(0, 1 << bits, size), codes)
    return codes


def _random_values(rng: np.random.Generator, name: str, shape: tuple[int, ...]) -> np.ndarray:
    """Values of format ``name`` (FP16, BF16, the 8-bit floats, FP32) from :func:`_random_codes`,
    one kind per batch item, decoded by numpy and ml_dtypes, not by amdmatrix."""
    fmt = get_format(name)
    dtype = {"fp16": np.dtype(np.float16), "fp32": np.dtype(np.float32)}.get(name) or np.dtype(
        getattr(ml_dtypes, str(fmt.ml_dtypes_name)))
    unsigned = {8: np.uint8, 16: np.uint16, 32: np.uint32}[fmt.bits]
    per = math.prod(shape[1:])
    codes = np.concatenate([_random_codes(rng, fmt.bits, fmt.exponent_bits, fmt.mantissa_bits,
                                          int(rng.integers(0, 3)), per) for _ in range(shape[0])])
    with np.errstate(invalid="ignore"):  # NaN codes widen to NaN, as intended
        return codes.astype(unsigned).view(dtype).astype(np.float64).reshape(shape)


@pytest.mark.parametrize(("arch", "rest"), [
    *(pytest.param(a, False, id=f"{a}-sample") for a in sorted(FAST_COMBINATIONS) if FAST_COMBINATIONS[a]),
    *(pytest.param(a, True, id=f"{a}-rest", marks=EXHAUSTIVE) for a in sorted(FAST_COMBINATIONS))])
def test_fast_path_agrees_on_every_combination_it_takes(arch: str, rest: bool) -> None:
    # Every instruction, wave size and modifier setting that the fast path takes, on a batch
    # of items of mixed kinds (any codes, narrow and wide exponent windows, zeros, subnormals,
    # NaN and infinity), bit for bit against the general path. The fast tier runs the first
    # three combinations of each architecture (finding the combinations is itself most of the
    # cost), the exhaustive tier the others and checks their count.
    combos = []
    for inst in amdmatrix.instructions(arch):
        if not {"A", "B"} <= set(inst.matrices):  # a GFX1250 scale load
            continue
        for wave in inst.arch.waves:
            for mods in inst.modifier_settings():
                if not rest and len(combos) == 3:
                    break
                prog = _engine.program(inst, wave, dict(mods), False)
                if prog.fast is not None:
                    combos.append((len(combos) + 1, inst, wave, mods, prog))
    taken = len(combos)
    for n, inst, wave, mods, prog in combos[3:] if rest else combos:
        rng = np.random.default_rng([n, wave, *sorted(mods.values())])
        count = 19
        regs = {x: emu.pack(inst, x, _random_values(rng, name, shape), wave=wave, provisional=True, **mods)
                for x, name, shape in (("A", prog.fa.name, (count, inst.m, inst.k)),
                                       ("B", prog.fb.name, (count, inst.k, inst.n)),
                                       ("C", prog.fd.name, (count, inst.m, inst.n)))}
        fast = emu.execute(inst, regs["A"], regs["B"], regs["C"], wave=wave, provisional=True, **mods)
        a, b, c = (regs[x].reshape(count, -1) for x in "ABC")
        slow = prog._general(a, b, c, None, None, None)
        assert np.array_equal(fast.reshape(count, -1), slow), f"{inst.mnemonic}, wave {wave}, {mods}"
    assert taken == (FAST_COMBINATIONS[arch] if rest else min(3, FAST_COMBINATIONS[arch])), \
        f"{arch}: the fast path takes {taken} combinations"


# The fast tier tries 5 inputs per test; the exhaustive tier all of them (tests/support/tiers.py).
fuzz_all(globals(), 5)
