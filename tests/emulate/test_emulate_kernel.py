"""The optional C module of the fast path's arithmetic (``amdmatrix/emulator/_kernel.c``),
called directly: the shapes and code layouts no instruction gives it yet, and its checks of
its arguments. (``test_emulate_fastpath.py`` runs every fast-path test through it and through
numpy.) Skipped where the module was not built, except in CI (CI=true), which builds it."""

from __future__ import annotations

import platform
import sys
from pathlib import Path
from types import ModuleType

import numpy as np
import pytest
from required import need

from amdmatrix.emulator import _engine


@pytest.fixture(scope="module")
def kernel() -> ModuleType:
    module = _engine._KERNEL_MODULE
    need("the C module amdmatrix.emulator._kernel", module is not None)
    return module


def _operands(rng: np.random.Generator, cnt: int, m: int, k: int, n: int, a_bytes: int, b_bytes: int) -> tuple[
        np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Codes, value tables (small multiples of powers of two, so that float64 holds every sum)
    and an FP32 C with values that round when added."""
    dtypes = {1: np.uint8, 2: np.uint16}
    a = rng.integers(0, 1 << (8 * a_bytes), (cnt, m * k)).astype(dtypes[a_bytes])
    b = rng.integers(0, 1 << (8 * b_bytes), (cnt, k * n)).astype(dtypes[b_bytes])
    a_table = rng.integers(-64, 65, 1 << (8 * a_bytes)) * 2.0 ** rng.integers(-6, 7, 1 << (8 * a_bytes))
    b_table = rng.integers(-64, 65, 1 << (8 * b_bytes)) * 2.0 ** rng.integers(-6, 7, 1 << (8 * b_bytes))
    c = (rng.standard_normal((cnt, m * n)) * 2.0 ** rng.integers(-30, 30, (cnt, m * n))).astype(np.float32)
    return a, b, a_table, b_table, c


@pytest.mark.parametrize(("m", "k", "n"), [(32, 8, 32), (16, 16, 16), (32, 64, 32), (16, 128, 16), (32, 4, 32),
                                           (1, 1, 8), (5, 3, 24), (3, 7, 1), (16, 8, 200)])
@pytest.mark.parametrize("layout", [(2, 2, False, True), (1, 1, False, False), (2, 1, True, False), (1, 2, True, True)])
def test_kernel_against_numpy(kernel: ModuleType, m: int, k: int, n: int, layout: tuple[int, int, bool, bool]) -> None:
    a_bytes, b_bytes, a_transposed, b_transposed = layout
    rng = np.random.default_rng(m * 1000 + k * 10 + n)
    cnt = 7
    a, b, a_table, b_table, c = _operands(rng, cnt, m, k, n, a_bytes, b_bytes)
    d = np.full_like(c, np.nan)
    kernel.mma(a, b, a_table, b_table, c, d, m, k, n, a_bytes, b_bytes, a_transposed, b_transposed)
    av = a_table[a].reshape(cnt, k, m).transpose(0, 2, 1) if a_transposed else a_table[a].reshape(cnt, m, k)
    bv = b_table[b].reshape(cnt, n, k).transpose(0, 2, 1) if b_transposed else b_table[b].reshape(cnt, k, n)
    p = av @ bv  # exact: multiples of 2**-12 below 2**31 (at most 128 products below 2**24)
    expected = (p + c.reshape(cnt, m, n).astype(np.float64)).astype(np.float32).reshape(cnt, m * n)
    assert np.array_equal(d, expected)


def test_kernel_rounds_the_sum_once(kernel: ModuleType) -> None:
    # A @ B = 1 + 2**-24 (exact in float64), C = 2**-24: the sum 1 + 2**-23 is an FP32 number.
    # Adding C to a float32 product (rounded to 1 first) would give 1 + 2**-24 -> 1 (ties to even).
    a = np.array([[0, 1]], dtype=np.uint8)  # A = [1, 2**-24]
    b = np.array([[0, 0]], dtype=np.uint8)  # B = [1, 1]
    table = np.zeros(256)
    table[0], table[1] = 1.0, 2.0**-24
    c = np.array([[2.0**-24]], dtype=np.float32)
    d = np.zeros_like(c)
    kernel.mma(a, b, table, table, c, d, 1, 2, 1, 1, 1, False, False)
    assert d[0, 0] == np.float32(1 + 2.0**-23)


def test_kernel_checks_its_arguments(kernel: ModuleType) -> None:
    rng = np.random.default_rng(3)
    a, b, a_table, b_table, c = _operands(rng, 2, 16, 8, 16, 2, 2)
    d = np.empty_like(c)
    ok = (a, b, a_table, b_table, c, d, 16, 8, 16, 2, 2, False, True)
    kernel.mma(*ok)
    bad = [
        ("^a: ", (a[:, :-1].copy(), *ok[1:])),
        ("^b: ", (a, b[:1], *ok[2:])),
        ("^a_table: ", (a, b, a_table[:256], *ok[3:])),
        ("^d: ", (*ok[:5], d[:1], *ok[6:])),
        ("^shape or code width", (*ok[:9], 3, *ok[10:])),
        ("^shape or code width", (*ok[:8], 257, *ok[9:])),
    ]
    for pattern, args in bad:
        with pytest.raises(ValueError, match=pattern):
            kernel.mma(*args)
    with pytest.raises(ValueError, match="not C-contiguous"):  # a strided view is refused, not read wrongly
        kernel.mma(a[:, ::2], *ok[1:])
    with pytest.raises(TypeError):  # D must be writable
        kernel.mma(*ok[:5], np.frombuffer(bytes(d.nbytes), dtype=np.float32), *ok[6:])


@pytest.mark.parametrize("part", [1, 3, 7, 10])
def test_kernel_reduces_c_per_group(kernel: ModuleType, part: int) -> None:
    """``mma(..., reduced, part)``: per group of ``part`` items, the smallest and largest C code
    as int32, the largest and smallest as uint32, and the smallest of code - 1 (wrapping), as
    numpy's own reductions of the same codes give them; D is the same as without."""
    rng = np.random.default_rng(part)
    cnt, m, k, n = 10, 16, 8, 16
    a, b, a_table, b_table, c = _operands(rng, cnt, m, k, n, 1, 1)
    c[2, 5], c[4, :] = 0.0, -0.0  # a +0 beside positive codes; an item of -0 alone
    c[6] = np.abs(c[6])
    c[6, 3] = 0.0
    c[9, 0] = np.inf
    d, plain = np.empty_like(c), np.empty_like(c)
    groups = -(-cnt // part)
    reduced = np.full((groups, 5), 12345, dtype=np.uint32)
    kernel.mma(a, b, a_table, b_table, c, d, m, k, n, 1, 1, False, False, reduced, part)
    kernel.mma(a, b, a_table, b_table, c, plain, m, k, n, 1, 1, False, False)
    assert np.array_equal(d.view(np.uint32), plain.view(np.uint32))
    codes = c.view(np.uint32)
    for g in range(groups):
        u = codes[g * part:(g + 1) * part].ravel()
        want = [u.view(np.int32).min(), u.view(np.int32).max(), u.max(), u.min(), (u - np.uint32(1)).min()]
        assert reduced[g].tolist() == [int(np.array(w).astype(np.int64)) & 0xFFFFFFFF for w in want], g
    with pytest.raises(ValueError, match="^reduced: "):
        kernel.mma(a, b, a_table, b_table, c, d, m, k, n, 1, 1, False, False, reduced[:-1], part - 1 or 1)
    with pytest.raises(ValueError, match="^part must be"):
        kernel.mma(a, b, a_table, b_table, c, d, m, k, n, 1, 1, False, False, reduced, 0)


def test_kernel_names_its_copy(kernel: ModuleType) -> None:
    """The copy of the loop the processor runs (benchmarks/emulate.py prints it with the CPU);
    GCC on x86-64 Linux builds the AVX-512 one, which a processor with AVX-512 must run."""
    assert kernel.copy() in ("avx512", "avx2", "plain")
    cpuinfo = Path("/proc/cpuinfo")
    built_by_gcc = "GCC" in sys.version and sys.platform == "linux" and platform.machine() == "x86_64"
    if built_by_gcc and cpuinfo.is_file() and " avx512f" in cpuinfo.read_text():
        assert kernel.copy() == "avx512"


@pytest.mark.parametrize(("a_bytes", "b_bytes"), [(1, 1), (2, 2), (1, 2)])
def test_kernel_reports_the_extremes_of_the_codes(kernel: ModuleType, a_bytes: int, b_bytes: int) -> None:
    """``mma(..., bounds, a_mask, b_mask, a_sign, b_sign)``: per item, for A's codes and then B's,
    the smallest magnitude (code & mask) minus 1 wrapping in the code's width, the largest, and
    whether a code is the sign code, as numpy's reductions of the same codes give them."""
    rng = np.random.default_rng(a_bytes * 10 + b_bytes)
    cnt, m, k, n = 6, 16, 8, 16
    a, b, a_table, b_table, c = _operands(rng, cnt, m, k, n, a_bytes, b_bytes)
    masks = {1: 0x7F, 2: 0x7FFF}
    signs = {1: 0x80, 2: 0x8000}
    a[1] &= a.dtype.type(masks[a_bytes])  # no sign bits: the sign code is absent
    a[2] = 0  # every magnitude zero: the smallest minus 1 wraps to all ones
    a[3, -1] = signs[a_bytes]  # the last code of an item
    b[4, -1] = signs[b_bytes]
    b[5] = b.dtype.type(masks[b_bytes])
    b[5, 0] = 0
    d = np.empty_like(c)
    bounds = np.full((cnt, 6), 999, dtype=np.uint16)
    reduced = np.empty((cnt, 5), dtype=np.uint32)
    kernel.mma(a, b, a_table, b_table, c, d, m, k, n, a_bytes, b_bytes, False, True, reduced, 1, bounds,
               masks[a_bytes], masks[b_bytes], signs[a_bytes], signs[b_bytes])
    for i in range(cnt):
        for half, codes, width in ((0, a[i], a_bytes), (3, b[i], b_bytes)):
            mag = codes & codes.dtype.type(masks[width])
            want = [int((mag - codes.dtype.type(1)).min()), int(mag.max()), int((codes == signs[width]).any())]
            assert bounds[i, half:half + 3].tolist() == want, (i, half)
    with pytest.raises(ValueError, match="^bounds: "):
        kernel.mma(a, b, a_table, b_table, c, d, m, k, n, a_bytes, b_bytes, False, True, reduced, 1, bounds[:-1],
                   1, 1, 1, 1)
