"""The emulator on every instruction of every architecture: pack/unpack round trips and
agreement with an exact reference (tests/support/emuref.py), the sparse round trip, special values,
clamping, batches and bad input.

Expected values never come from the code under test: inputs are decoded from the formats'
field definitions, and ``A @ B + C`` is computed with Python integers and rounded once by
``emuref.round_scaled``.
"""

from __future__ import annotations

import math
import platform
import subprocess
import sys
import zlib
from typing import Any

import numpy as np
import numpy.typing as npt
import pytest
from clirun import env as clienv
from emuref import (
    INT_RANGE,
    OUT,
    SMALL,
    all_codes_values,
    blocked,
    exact_gemm,
    exact_sparse_gemm,
    finite_values,
    flush,
    flushes_denormals,
    fmt_name,
    out_ulp,
    round_values,
    same_values,
    small_table,
    sparsify,
    user_shape,
)
from tiers import sweep

import amdmatrix
import amdmatrix.emulator as emu
from amdmatrix.emulator import compress, expand

# Emulation needs exact layouts: gfx1250's provisional ones are tested in test_gfx1250.py.
CASES = [(a.name, inst.mnemonic, w) for a in amdmatrix.architectures() for inst in amdmatrix.instructions(a)
         if not inst.provisional_matrices() for w in inst.waves]
IDS = [f"{a}-{m.lower()}-w{w}" for a, m, w in CASES]


def _wave_sample(cases: list[tuple[str, str, int]], per_arch: int | None = None) -> list[Any]:
    """Every instruction in the fast tier (or ``per_arch`` of each architecture), at one of its
    wave sizes; the other wave size, and the other instructions, exhaustive."""
    def stratum(c: tuple[str, str, int]) -> tuple[str, ...]:
        return (c[0],) if per_arch else (c[0], c[1])
    return sweep(cases, stratum=stratum, per=per_arch or 1, ids=lambda c: f"{c[0]}-{c[1].lower()}-w{c[2]}")


def rng_for(*key: object) -> np.random.Generator:
    return np.random.default_rng(zlib.crc32(repr(key).encode()))


def test_every_instruction_is_covered() -> None:
    assert len({(a, m) for a, m, _ in CASES}) == 189
    assert {a for a, _, _ in CASES} == {"CDNA1", "CDNA2", "CDNA3", "CDNA4", "RDNA3", "RDNA4"}


# ---------------------------------------------------------------------- the reference itself
def test_reference_rounding_matches_numpy_casts() -> None:
    rng = np.random.default_rng(7)
    x = rng.standard_normal(4000) * np.ldexp(1.0, rng.integers(-150, 120, 4000))
    ties = np.array([1 + 2.0**-24, 1 + 3 * 2.0**-24, 2.0**-150, 3 * 2.0**-150, 65519.0, 65520.0, -0.0])
    x = np.concatenate([x, ties, -ties])
    assert same_values(round_values(x, "fp32"), x.astype(np.float32).astype(np.float64))
    small = x[np.abs(x) < 65520]
    assert same_values(round_values(small, "fp16"), small.astype(np.float16).astype(np.float64))
    assert round_values(np.array([2.0**128 * (1 - 2.0**-25)]), "fp32")[0] == math.inf  # the tie above max


def test_reference_tables_match_ml_dtypes() -> None:
    ml_dtypes = pytest.importorskip("ml_dtypes")
    names = {"fp8": "float8_e4m3fn", "bf8": "float8_e5m2", "fp8_fnuz": "float8_e4m3fnuz",
             "bf8_fnuz": "float8_e5m2fnuz", "fp6": "float6_e2m3fn", "bf6": "float6_e3m2fn", "fp4": "float4_e2m1fn"}
    for ours, theirs in names.items():
        if not hasattr(ml_dtypes, theirs):
            continue
        table = small_table(ours)
        ref = np.arange(len(table), dtype=np.uint8).view(getattr(ml_dtypes, theirs)).astype(np.float64)
        assert same_values(table, ref), ours


# ---------------------------------------------------------------------- 1. round trips
def _round_trip(inst: amdmatrix.Instruction, wave: int, mods: dict[str, int], rng: np.random.Generator) -> None:
    for matrix in inst.matrices:
        if matrix == "K":
            idx = rng.integers(0, 4, size=(inst.m, inst.k // 2))
            back = emu.unpack(inst, "K", emu.pack(inst, "K", idx, wave=wave, **mods), wave=wave, **mods)
            assert np.array_equal(back, idx)
            continue
        fmt = fmt_name(inst, "D" if matrix == "C" else matrix, mods)
        x = all_codes_values(fmt, rng, user_shape(inst, matrix))
        if matrix == "A" and inst.sparse:
            dense = sparsify(x, rng)
            regs = emu.pack(inst, "A", dense, wave=wave, **mods)
            k_regs = emu.pack(inst, "K", dense, wave=wave, **mods)
            assert same_values(emu.unpack(inst, "A", regs, wave=wave, index=k_regs, **mods), dense)
            # the stored values are the two kept columns of each group, in column order
            groups = dense.reshape(inst.m, inst.k // 4, 4)
            kept = (groups != 0) | np.isnan(groups)  # sparsify leaves exactly two per group
            stored = emu.unpack(inst, "A", regs, wave=wave, **mods)
            assert same_values(stored, groups[kept].reshape(inst.m, inst.k // 2))
            continue
        back = emu.unpack(inst, matrix, emu.pack(inst, matrix, x, wave=wave, **mods), wave=wave, **mods)
        assert same_values(back, x), (matrix, fmt)


@pytest.mark.parametrize(("arch", "mnemonic", "wave"), _wave_sample(CASES, per_arch=10))
def test_pack_unpack_round_trip(arch: str, mnemonic: str, wave: int) -> None:
    inst = amdmatrix.instruction(arch, mnemonic)
    _round_trip(inst, wave, {}, rng_for(arch, mnemonic, wave, "rt"))


# ---------------------------------------------------------------------- 1. agreement
Arrays = np.ndarray[Any, Any]


def _sparse_indices(inst: amdmatrix.Instruction, rng: np.random.Generator, shape: tuple[int, ...], unused: int,
                    ) -> Arrays:
    """Random increasing index pairs (..., M, K/2); in group 0 position ``unused`` is never named."""
    groups = inst.k // 4
    keys = rng.random((*shape, inst.m, groups, 4))
    keys[..., 0, unused] = 2.0  # sorts last, so it is never among the two kept positions
    pick = np.sort(np.argsort(keys, axis=-1)[..., :2], axis=-1)
    return pick.reshape(*shape, inst.m, 2 * groups)


def _inputs(inst: amdmatrix.Instruction, mods: dict[str, int], rng: np.random.Generator,
            ) -> tuple[Arrays, Arrays, Arrays, Arrays | None]:
    """A, B, C (and for sparse instructions the indices) of three input sets:

    0. random values, zeros and subnormals included;
    1. the first two rows of C are -round(A @ B): heavy cancellation, which the emulator
       resolves on its slow exact path;
    2. signed zeros: A's row 0 is +0 and row 1 -0 (where the format has -0), B's columns 0
       and 1 are +1 and -1, C's rows 0 and 1 are -0, so D[0][1] and D[1][0] are sums of -0
       terms only (-0) and D[0][0], D[1][1] mix in +0 products (+0).

    Sparse instructions take A as stored values with indices (..., M, K/2), and one row of B
    that no index names holds Inf (NaN where B's format has no Inf): it must not reach D.
    """
    fa, fb, fd = (fmt_name(inst, m, mods) for m in ("A", "B", "D"))
    a_shape = (inst.m, inst.k // 2) if inst.sparse else user_shape(inst, "A")
    a = finite_values(fa, rng, (3, *a_shape))
    b = finite_values(fb, rng, (3, *user_shape(inst, "B")))
    c = finite_values(fd, rng, (3, *user_shape(inst, "C")))
    idx = None
    if inst.sparse:
        unused = int(rng.integers(0, 4))
        idx = _sparse_indices(inst, rng, (3,), unused)
    if fd != "i32":
        flush = (fa, fb) if flushes_denormals(inst, mods) else None
        if inst.sparse:
            assert idx is not None
            cancel = -exact_sparse_gemm(a[1, :2], idx[1, :2], b[1], np.zeros((2, inst.n)), fd)
            c[1, :2] = cancel
        else:
            a1, b1 = blocked(a[1], inst)[..., :2, :], blocked(b[1], inst)
            cancel = -exact_gemm(a1, b1, np.zeros(a1.shape[:-1] + b1.shape[-1:]), fd, flush_formats=flush)
            blocked(c[1], inst)[..., :2, :] = cancel
        a2, b2, c2 = (blocked(x[2], inst) for x in (a, b, c))
        a2[..., 0, :] = 0.0
        a2[..., 1, :] = 0.0 if SMALL.get(fa, (0, 0, 0, ""))[3] == "fnuz" else -0.0
        b2[..., :, 0], b2[..., :, 1] = 1.0, -1.0
        c2[..., :2, :] = -0.0
        if inst.sparse:
            assert idx is not None
            poison = np.inf if fb in ("fp16", "bf16", "bf8") else np.nan
            b[..., 4 * 0 + unused, :] = poison
    return a, b, c, idx


def _expected(inst: amdmatrix.Instruction, mods: dict[str, int], a: Arrays, b: Arrays, c: Arrays,
              idx: Arrays | None) -> Arrays:
    fa, fb, fd = (fmt_name(inst, m, mods) for m in ("A", "B", "D"))
    if inst.sparse:
        assert idx is not None
        return exact_sparse_gemm(a, idx, b, c, fd)
    flush = (fa, fb) if flushes_denormals(inst, mods) else None
    return exact_gemm(blocked(a, inst), blocked(b, inst), blocked(c, inst), fd, flush_formats=flush).reshape(c.shape)


def _check_agreement(inst: amdmatrix.Instruction, wave: int, mods: dict[str, int], rng: np.random.Generator,
                     **extra: Any) -> None:
    a, b, c, idx = _inputs(inst, mods, rng)
    fd = fmt_name(inst, "D", mods)
    d = amdmatrix.emulate(inst.arch.name, inst.mnemonic, a, b, c, index=idx, wave=wave, **mods, **extra)
    assert d.shape == c.shape
    exact = _expected(inst, mods, a, b, c, idx)
    if fd == "i32":
        assert d.dtype.kind == "i" and np.array_equal(d, exact)
        return
    assert same_values(d, exact), f"largest difference {np.max(np.abs(d - exact))}"
    if fd != "fp64" and not inst.sparse:
        # the float64 NumPy reference (no cancellation: first set) is within one output ULP
        a0, b0, c0 = blocked(a[0], inst), blocked(b[0], inst), blocked(c[0], inst)
        if flushes_denormals(inst, mods):
            a0, b0, c0 = flush(a0, fmt_name(inst, "A", mods)), flush(b0, fmt_name(inst, "B", mods)), flush(c0, fd)
        ref = (a0 @ b0 + c0).reshape(c[0].shape)
        assert np.all(np.abs(d[0] - ref) <= out_ulp(exact[0], fd))
    if fd != "i32":
        # the signed-zero set: D[0][1] and D[1][0] are sums of -0 terms only
        d2 = d[2] if inst.sparse or inst.blocks == 1 else d[2, 0]
        minus_a = SMALL.get(fmt_name(inst, "A", mods), (0, 0, 0, ""))[3] != "fnuz"
        assert d2[0, 1] == 0 and np.signbit(d2[0, 1])
        assert d2[0, 0] == 0 and not np.signbit(d2[0, 0])
        assert d2[1, 0] == 0 and np.signbit(d2[1, 0]) == minus_a


@pytest.mark.parametrize(("arch", "mnemonic", "wave"), _wave_sample(CASES, per_arch=12))
def test_emulate_agrees_with_exact_reference(arch: str, mnemonic: str, wave: int) -> None:
    inst = amdmatrix.instruction(arch, mnemonic)
    _check_agreement(inst, wave, {}, rng_for(arch, mnemonic, wave, "agree"))


F8F6F4 = [i.mnemonic for i in amdmatrix.instructions("cdna4") if i.cbsz_meaning == "format"]


@pytest.mark.parametrize(("mnemonic", "cbsz", "blgp"), sweep(
    [(m, cbsz, blgp) for m in F8F6F4 for cbsz in range(5) for blgp in range(5)], stratum=lambda x: (x[0], x[1]),
    ids=lambda x: f"{x[2]}-{x[1]}-{x[0]}"))  # fast tier: each A format with one B format
def test_f8f6f4_every_format_pair(mnemonic: str, cbsz: int, blgp: int) -> None:
    inst = amdmatrix.instruction("cdna4", mnemonic)
    mods = {"cbsz": cbsz, "blgp": blgp}
    rng = rng_for(mnemonic, cbsz, blgp)
    for matrix in ("A", "B"):
        x = all_codes_values(fmt_name(inst, matrix, mods), rng, user_shape(inst, matrix))
        assert same_values(emu.unpack(inst, matrix, emu.pack(inst, matrix, x, **mods), **mods), x)
    _check_agreement(inst, 64, mods, rng)


IU = [(a.name, i.mnemonic, w) for a in amdmatrix.architectures() for i in amdmatrix.instructions(a)
      if i.neg_meaning == "signedness" and not i.provisional_matrices() for w in i.waves]


@pytest.mark.parametrize(("arch", "mnemonic", "wave", "neg"), sweep(
    [(a, m, w, neg) for a, m, w in IU for neg in range(4)], stratum=lambda x: (x[0], x[1]), per=2,
    ids=lambda x: f"{x[3]}-{x[0]}-{x[1].lower()}-w{x[2]}"))
def test_integer_signedness_combinations(arch: str, mnemonic: str, wave: int, neg: int) -> None:
    inst = amdmatrix.instruction(arch, mnemonic)
    mods = {"neg": neg}
    rng = rng_for(arch, mnemonic, wave, neg)
    assert fmt_name(inst, "A", mods)[0] == ("i" if neg & 1 else "u")
    _round_trip(inst, wave, mods, rng)
    _check_agreement(inst, wave, mods, rng)


# ---------------------------------------------------------------------- 3. sparse round trip
SPARSE = [(a.name, i.mnemonic, w) for a in amdmatrix.architectures() for i in amdmatrix.instructions(a)
          if i.sparse and not i.provisional_matrices() for w in i.waves]


def _index_image(inst: amdmatrix.Instruction, idx: np.ndarray[Any, Any], wave: int, **mods: int,
                 ) -> np.ndarray[Any, Any]:
    """The K register image built by hand: the two 2-bit indices of group g of row i, slot 0
    in the low bits, at the location the layout gives for A[i][4g]'s index."""
    image = np.zeros((inst.gprs("K", wave, **mods), wave), dtype=np.uint32)
    for i in range(inst.m):
        for g in range(inst.k // 4):
            code = int(idx[i, 2 * g]) | int(idx[i, 2 * g + 1]) << 2
            for loc in inst.locate("K", i=i, k=4 * g, wave=wave, **mods):
                assert loc.bits is not None and loc.bits[0] - loc.bits[1] == 3
                image[loc.register, loc.lane] |= np.uint32(code << loc.bits[1])
    return image


@pytest.mark.parametrize(("arch", "mnemonic", "wave"), _wave_sample(SPARSE, per_arch=6))
def test_sparse_round_trip(arch: str, mnemonic: str, wave: int) -> None:
    inst = amdmatrix.instruction(arch, mnemonic)
    rng = rng_for(arch, mnemonic, wave, "sparse")
    fa, fb, fd = (fmt_name(inst, m) for m in ("A", "B", "D"))
    dense = sparsify(finite_values(fa, rng, (inst.m, inst.k)), rng)  # two nonzeros per group
    b = finite_values(fb, rng, (inst.k, inst.n))
    c = finite_values(fd, rng, (inst.m, inst.n))
    # compression by pack: the indices are the kept positions, ascending
    mask = (dense != 0).reshape(inst.m, inst.k // 4, 4)
    idx = np.array([[np.flatnonzero(g) for g in row] for row in mask]).reshape(inst.m, inst.k // 2)
    k_regs = emu.pack(inst, "K", dense, wave=wave)
    assert np.array_equal(k_regs, _index_image(inst, idx, wave))
    a_regs = emu.pack(inst, "A", dense, wave=wave)
    stored = dense.reshape(inst.m, inst.k // 4, 4)[mask].reshape(inst.m, inst.k // 2)
    assert same_values(emu.unpack(inst, "A", a_regs, wave=wave), stored)
    assert same_values(emu.unpack(inst, "A", a_regs, wave=wave, index=k_regs), dense)
    # executing gives the dense product (C of a sparse instruction is D's registers)
    b_regs, c_regs = emu.pack(inst, "B", b, wave=wave), emu.pack(inst, "D", c, wave=wave)
    d_regs = emu.execute(inst, a_regs, b_regs, c_regs, k_regs=k_regs, wave=wave)
    assert np.array_equal(emu.unpack(inst, "D", d_regs, wave=wave), exact_gemm(dense, b, c, fd))
    # the stored values with the indices, through emulate, give the same
    d = amdmatrix.emulate(arch, mnemonic, stored, b, c, index=idx, wave=wave)
    assert np.array_equal(d, exact_gemm(dense, b, c, fd))


MULTI_SET = [(a, m, w) for a, m, w in SPARSE if amdmatrix.instruction(a, m).index_sets(w) > 1]


@pytest.mark.parametrize(("arch", "mnemonic", "wave"), MULTI_SET,
                         ids=[f"{a}-{m.lower()}-w{w}" for a, m, w in MULTI_SET])
def test_sparse_index_sets(arch: str, mnemonic: str, wave: int) -> None:
    """Two index matrices in two sets of the same registers; the set selector picks one."""
    inst = amdmatrix.instruction(arch, mnemonic)
    sets = inst.index_sets(wave)
    select = "abid" if inst.cbsz_meaning == "index_set" else "opsel"
    rng = rng_for(arch, mnemonic, wave, "sets")
    fa, fb, fd = (fmt_name(inst, m) for m in ("A", "B", "D"))
    values = finite_values(fa, rng, (inst.m, inst.k // 2))
    b = finite_values(fb, rng, (inst.k, inst.n))
    idx = [np.sort(np.array([rng.choice(4, 2, replace=False) for _ in range(inst.m * inst.k // 4)]), axis=-1)
           .reshape(inst.m, inst.k // 2) for _ in range(sets)]
    k_regs = np.zeros((inst.gprs("K", wave), wave), dtype=np.uint32)
    for s in range(sets):
        k_regs |= _index_image(inst, idx[s], wave, **{select: s})
    a_regs = emu.pack(inst, "A", values, wave=wave)
    b_regs = emu.pack(inst, "B", b, wave=wave)
    for s in range(sets):
        d = emu.unpack(inst, "D", emu.execute(inst, a_regs, b_regs, k_regs=k_regs, wave=wave, **{select: s}), wave=wave)
        dense = expand_by_hand(values, idx[s])
        assert np.array_equal(d, exact_gemm(dense, b, np.zeros((inst.m, inst.n)), fd)), s
        assert np.array_equal(emu.unpack(inst, "K", k_regs, wave=wave, **{select: s}), idx[s])
    if select == "abid":
        # with CBSZ != 0 ABID is ignored and the first set is used (CDNA4 ISA 7.5)
        d = emu.unpack(inst, "D", emu.execute(inst, a_regs, b_regs, k_regs=k_regs, cbsz=1, abid=1), cbsz=1, abid=1)
        assert np.array_equal(d, exact_gemm(expand_by_hand(values, idx[0]), b, np.zeros((inst.m, inst.n)), fd))


def expand_by_hand(values: np.ndarray[Any, Any], idx: np.ndarray[Any, Any]) -> np.ndarray[Any, Any]:
    rows, half = values.shape
    dense = np.zeros((rows, 2 * half))
    for i in range(rows):
        for s in range(half):
            dense[i, 4 * (s // 2) + idx[i, s]] = values[i, s]
    return dense


def test_compress_and_expand() -> None:
    dense = np.array([[0.0, 5.0, 0.0, 7.0, 1.0, 0.0, 0.0, 0.0],
                      [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, -2.0]])
    values, idx = compress(dense)
    # a group with fewer than two nonzeros fills the lowest free positions with zeros
    assert values.tolist() == [[5.0, 7.0, 1.0, 0.0], [0.0, 0.0, 0.0, -2.0]]
    assert idx.tolist() == [[1, 3, 0, 1], [0, 1, 0, 3]]
    assert np.array_equal(expand(values, idx), dense)
    nan = np.array([[np.nan, 0.0, 0.0, 1.0]])
    v, i = compress(nan)  # NaN counts as nonzero
    assert np.isnan(v[0, 0]) and v[0, 1] == 1.0 and i.tolist() == [[0, 3]]


# ---------------------------------------------------------------------- arithmetic model details
def test_nan_and_infinity() -> None:
    inst = amdmatrix.instruction("cdna3", "v_mfma_f32_16x16x4_f32")
    assert inst.blocks == 1
    a = np.ones((16, 4))
    b = np.ones((4, 16))
    c = np.zeros((16, 16))
    a[0, 0] = np.nan          # row 0: NaN
    a[1, 0] = np.inf          # row 1: +Inf
    a[2, 0], a[2, 1] = np.inf, -np.inf  # row 2: Inf - Inf = NaN
    a[3, 0] = np.inf
    b[0, 5] = 0.0             # D[3][5]: Inf * 0 = NaN
    c[4, 7] = -np.inf         # D[4][7]: -Inf
    d = amdmatrix.emulate("cdna3", "v_mfma_f32_16x16x4_f32", a, b, c)
    assert np.all(np.isnan(d[0]))
    assert np.all(d[1][np.arange(16) != 5] == np.inf) and np.isnan(d[1, 5])
    assert np.all(np.isnan(d[2]))
    assert np.isnan(d[3, 5]) and d[3, 4] == np.inf
    assert d[4, 7] == -np.inf and d[4, 6] == 4.0
    others = d[5:]
    assert np.all(others[:, 5] == 3.0) and np.all(np.delete(others, 5, axis=1) == 4.0)


def test_overflow_and_clamp_float() -> None:
    mn = "v_mfma_f32_16x16x4_f32"
    big = math.ldexp(1.5, 127)
    a = np.full((16, 4), big)
    b = np.ones((4, 16))
    b[:, 1] = -1.0
    d = amdmatrix.emulate("cdna3", mn, a, b, np.zeros((16, 16)))
    assert np.all(d[:, 0] == np.inf) and np.all(d[:, 1] == -np.inf)
    d = amdmatrix.emulate("cdna3", mn, a, b, np.zeros((16, 16)), clamp=True)
    top = OUT["fp32"][2]
    assert np.all(d[:, 0] == top) and np.all(d[:, 1] == -top)
    # an exact result that fits is not changed by clamp, and NaN stays NaN
    a[0, 0] = np.nan
    d = amdmatrix.emulate("cdna3", mn, a / big, b, np.zeros((16, 16)), clamp=True)
    assert np.all(d[1:, 0] == 4.0) and np.all(np.isnan(d[0]))


def test_integer_wrap_and_clamp() -> None:
    mn = "v_mfma_i32_16x16x32_i8"
    inst = amdmatrix.instruction("cdna3", mn)
    a = np.full((16, 32), -128)
    b = np.full((32, 16), -128)
    c = np.full((16, 16), (1 << 31) - 1)
    c[1] = -(1 << 31)
    b[:, 1] = 127
    lo, hi = INT_RANGE["i32"]
    total = 32 * 128 * 128 + c[0, 0]
    d = amdmatrix.emulate("cdna3", mn, a, b, c)
    assert d[0, 0] == total - (1 << 32)  # wraps modulo 2**32
    assert d[1, 1] == (-(1 << 31) - 32 * 128 * 127) + (1 << 32)
    d = amdmatrix.emulate("cdna3", mn, a, b, c, clamp=True)
    assert d[0, 0] == hi and d[1, 1] == lo
    assert inst.is_integer


def test_denormals_are_kept() -> None:
    # bf16 inputs whose product is an FP32 subnormal, and fp16 subnormal inputs
    mn = "v_mfma_f32_16x16x16_bf16"
    a = np.zeros((16, 16))
    b = np.zeros((16, 16))
    a[0, 0], b[0, 0] = 2.0**-75, 2.0**-70
    a[1, 0], b[0, 1] = 2.0**-130, 1.0  # a bf16 subnormal input
    d = amdmatrix.emulate("cdna3", mn, a, b)
    assert d[0, 0] == 2.0**-145 and d[1, 1] == 2.0**-130
    d = amdmatrix.emulate("cdna3", "v_mfma_f32_16x16x16_f16", np.full((16, 16), 2.0**-24), np.full((16, 16), 2.0**-14))
    assert np.all(d == 16 * 2.0**-38)
    # an RDNA3 FP16 result below the normal range is a subnormal, not zero
    a = np.zeros((16, 16))
    a[0, 0] = 2.0**-12
    d = amdmatrix.emulate("rdna3", "v_wmma_f16_16x16x16_f16", a, np.full((16, 16), 2.0**-12))
    assert d[0, 0] == 2.0**-24


def test_single_rounding_not_two() -> None:
    # 1 + 2**-24 + 2**-48: one rounding gives 1 + 2**-23; rounding the first sum (a tie) to
    # FP32 first would give 1.
    mn = "v_mfma_f32_16x16x4_f32"
    a = np.zeros((16, 4))
    b = np.zeros((4, 16))
    a[0, :3] = [1.0, 2.0**-24, 2.0**-24]
    b[:3, 0] = [1.0, 1.0, 2.0**-24]
    d = amdmatrix.emulate("cdna3", mn, a, b)
    assert d[0, 0] == 1 + 2.0**-23


def test_batches_broadcast() -> None:
    inst = amdmatrix.instruction("cdna3", "v_mfma_f32_16x16x16_f16")
    rng = np.random.default_rng(3)
    a = finite_values("fp16", rng, (2, 1, 16, 16))
    b = finite_values("fp16", rng, (3, 16, 16))
    c = finite_values("fp32", rng, (16, 16))
    a_regs, b_regs, c_regs = emu.pack(inst, "A", a), emu.pack(inst, "B", b), emu.pack(inst, "C", c)
    assert a_regs.shape[:2] == (2, 1) and b_regs.shape[:1] == (3,)
    d = emu.unpack(inst, "D", emu.execute(inst, a_regs, b_regs, c_regs))
    assert d.shape == (2, 3, 16, 16)
    assert np.array_equal(d, exact_gemm(a, b, c, "fp32"))
    assert np.array_equal(amdmatrix.emulate("cdna3", inst.mnemonic, a, b, c), d)


def test_large_batch_with_specials_in_some_elements() -> None:
    """A batch larger than one internal chunk; NaN and Inf in two elements must not change the others."""
    mn = "v_mfma_f32_32x32x8_f16"
    rng = np.random.default_rng(5)
    n = 80
    a = finite_values("fp16", rng, (n, 32, 8))
    b = finite_values("fp16", rng, (n, 8, 32))
    c = finite_values("fp32", rng, (n, 32, 32))
    for e in range(0, n, 9):  # cancellation in some elements
        c[e] = -exact_gemm(a[e], b[e], np.zeros((32, 32)), "fp32")
    expected = exact_gemm(a, b, c, "fp32")
    a[70, 0, 0] = np.nan
    c[75, 3, 3] = np.inf
    d = amdmatrix.emulate("cdna3", mn, a, b, c)
    assert np.all(np.isnan(d[70, 0])) and np.array_equal(d[70, 1:], expected[70, 1:])
    assert d[75, 3, 3] == np.inf
    expected[75, 3, 3] = np.inf
    keep = np.arange(n) != 70
    assert np.array_equal(d[keep], expected[keep])


def test_pack_rounds_to_nearest_even() -> None:
    inst = amdmatrix.instruction("cdna3", "v_mfma_f32_16x16x16_f16")
    a = np.zeros((16, 16))
    a[0, :4] = [1 + 2.0**-11, 1 + 3 * 2.0**-11, 65520.0, 1e-9]
    back = emu.unpack(inst, "A", emu.pack(inst, "A", a))
    assert back[0, :4].tolist() == [1.0, 1 + 2.0**-9, math.inf, 0.0]


def test_amdmatrix_emulate_is_callable_and_holds_the_emulator_functions() -> None:
    # The emulator package (amdmatrix.emulator) is imported by now; amdmatrix.emulate is still callable.
    import amdmatrix.emulator

    d = amdmatrix.emulate("cdna3", "v_mfma_f32_16x16x16_f16", np.ones((16, 16)), np.ones((16, 16)))
    assert np.all(d == 16.0)
    for name in ("pack", "unpack", "execute", "compress", "expand", "MODIFIERS"):
        assert getattr(amdmatrix.emulate, name) is getattr(amdmatrix.emulator, name), name
    assert amdmatrix.emulate is amdmatrix.emulator.EMULATE
    # the Instruction has no emulation methods: the model does not depend on the emulator
    assert not any(hasattr(F16, name) for name in ("pack", "unpack", "execute"))


# ---------------------------------------------------------------------- bad input (library)
F16 = amdmatrix.instruction("cdna3", "v_mfma_f32_16x16x16_f16")


def _words(*shape: int) -> npt.NDArray[np.uint32]:
    return np.zeros(shape, dtype=np.uint32)


BAD: list[tuple[str, Any]] = [
    ("wrong A shape", lambda: amdmatrix.emulate("cdna3", "v_mfma_f32_32x32x8_f16", np.ones((8, 32)), np.ones((8, 32)))),
    ("i8 out of range", lambda: amdmatrix.emulate("cdna3", "v_mfma_i32_16x16x32_i8", np.full((16, 32), 300),
                                                    np.ones((32, 16), dtype=int))),
    ("u8 negative", lambda: amdmatrix.emulate("rdna3", "v_wmma_i32_16x16x16_iu8", np.full((16, 16), -1),
                                                np.ones((16, 16), dtype=int))),
    ("NaN in fp6", lambda: amdmatrix.emulate("cdna4", "v_mfma_f32_16x16x128_f8f6f4", np.full((16, 128), np.nan),
                                               np.ones((128, 16)), cbsz=2)),
    ("cbsz too large", lambda: amdmatrix.emulate("cdna3", "v_mfma_f32_16x16x4_4b_f16", np.ones((4, 16, 4)),
                                                   np.ones((4, 4, 16)), cbsz=3)),
    ("abid too large", lambda: amdmatrix.emulate("cdna3", "v_mfma_f32_16x16x4_4b_f16", np.ones((4, 16, 4)),
                                                   np.ones((4, 4, 16)), cbsz=1, abid=2)),
    ("blgp unsupported", lambda: amdmatrix.emulate("cdna2", "v_mfma_f64_16x16x4f64", np.ones((16, 4)),
                                                     np.ones((4, 16)), blgp=1)),
    ("unknown modifier", lambda: amdmatrix.emulate("cdna3", "v_mfma_f32_16x16x16_f16", np.ones((16, 16)),
                                                     np.ones((16, 16)), negate=1)),
    ("bool modifier", lambda: amdmatrix.emulate("cdna3", "v_mfma_f32_16x16x16_f16", np.ones((16, 16)),
                                                  np.ones((16, 16)), cbsz=True)),
    ("wave 32 on CDNA", lambda: amdmatrix.emulate("cdna3", "v_mfma_f32_16x16x16_f16", np.ones((16, 16)),
                                                    np.ones((16, 16)), wave=32)),
    ("not 4:2 sparse", lambda: amdmatrix.emulate("cdna3", "v_smfmac_f32_16x16x32_f16", np.ones((16, 32)),
                                                   np.ones((32, 16)))),
    ("index out of range", lambda: amdmatrix.emulate("cdna3", "v_smfmac_f32_16x16x32_f16", np.ones((16, 16)),
                                                       np.ones((32, 16)), index=np.full((16, 16), 4))),
    ("strings", lambda: amdmatrix.emulate("cdna3", "v_mfma_f32_16x16x16_f16", np.full((16, 16), "x"),
                                            np.ones((16, 16)))),
    ("scale not positive", lambda: amdmatrix.emulate("cdna4", "v_mfma_scale_f32_16x16x128_f8f6f4",
                                                       np.ones((16, 128)), np.ones((128, 16)),
                                                       scale_a=np.zeros((16, 4)), abid=1)),
    ("unknown instruction", lambda: amdmatrix.emulate("cdna3", "v_mfma_f32_32x32x8_f17", np.ones(1), np.ones(1))),
    ("unknown architecture", lambda: amdmatrix.emulate("cdna9", "v_mfma_f32_32x32x8_f16", np.ones(1), np.ones(1))),
    ("unpack float image", lambda: emu.unpack(F16, "D", np.zeros((4, 64)))),
    ("unpack wrong image", lambda: emu.unpack(F16, "D", np.zeros((3, 64), dtype=np.uint32))),
    ("unknown matrix", lambda: emu.pack(F16, "K", np.zeros((16, 8)))),
    ("sparse without indices", lambda: emu.execute(amdmatrix.instruction("cdna3", "v_smfmac_f32_16x16x32_f16"),
                                                   _words(2, 64), _words(4, 64))),
    ("indices on dense", lambda: emu.execute(F16, _words(2, 64), _words(2, 64), k_regs=_words(1, 64))),
    ("batches do not broadcast", lambda: emu.execute(F16, _words(2, 2, 64), _words(3, 2, 64))),
    ("expand mismatch", lambda: expand(np.zeros((2, 4)), np.zeros((2, 2), dtype=int))),
    ("index on dense unpack", lambda: emu.unpack(F16, "A", _words(2, 64), index=_words(1, 64))),
    ("execute without A", lambda: emu.execute(F16, None, _words(2, 64))),
    ("ragged values", lambda: emu.pack(F16, "A", [[1.0, 2.0], [3.0]])),
    ("wave not a number", lambda: emu.pack(amdmatrix.instruction("rdna3", "v_wmma_f32_16x16x16_f16"), "A",
                                           np.ones((16, 16)), wave="x")),
    ("matrix not a name", lambda: emu.pack(F16, None, np.ones(2))),
    ("register words beyond 32 bits", lambda: emu.unpack(F16, "D", np.full((4, 64), 2**40))),
    ("clamp not a boolean", lambda: amdmatrix.emulate("cdna3", "v_mfma_f32_16x16x16_f16", np.ones((16, 16)),
                                                        np.ones((16, 16)), clamp="yes")),
    ("misspelled modifier", lambda: amdmatrix.emulate("cdna3", "v_mfma_f32_16x16x16_f16", np.ones((16, 16)),
                                                        np.ones((16, 16)), blgpp=1)),
    ("compress odd width", lambda: compress(np.zeros((2, 6)))),
]


@pytest.mark.parametrize(("what", "call"), BAD, ids=[w for w, _ in BAD])
def test_bad_input_raises_amdmatrix_error(what: str, call: Any) -> None:
    with pytest.raises(amdmatrix.AmdMatrixError) as info:
        call()
    msg = str(info.value)
    assert msg and "\n" not in msg
    if what in ("cbsz too large", "abid too large", "blgp unsupported", "unknown modifier", "wave 32 on CDNA",
                "i8 out of range", "u8 negative", "NaN in fp6", "unknown instruction", "unknown architecture",
                "unknown matrix", "scale not positive", "wave not a number", "matrix not a name",
                "register words beyond 32 bits", "misspelled modifier"):
        assert "legal" in msg, msg
    if what == "misspelled modifier":
        assert "did you mean blgp?" in msg


# A child that sets the processor's DAZ and FTZ flags (bits 6 and 15 of MXCSR) through
# glibc's fesetenv, as a library built with -ffast-math does when it is loaded, checks that
# they took, and emulates an FP16 subnormal times one: without the guard D would silently be
# 0 instead of 2**-24. glibc's x86-64 fenv_t keeps MXCSR at byte 28.
_FLUSHING_CHILD = """
import ctypes, ctypes.util
import numpy as np
import amdmatrix
libm = ctypes.CDLL(ctypes.util.find_library("m"))
env = (ctypes.c_ubyte * 32)()
assert libm.fegetenv(env) == 0
mxcsr = int.from_bytes(bytes(env[28:32]), "little") | 0x8040
env[28:32] = list(mxcsr.to_bytes(4, "little"))
assert libm.fesetenv(env) == 0
assert np.float64(2.0**-1070) * np.float64(2.0) == 0, "DAZ did not take"
a = np.zeros((32, 8))
a[0, 0] = 2.0**-24
try:
    d = amdmatrix.emulate("cdna3", "v_mfma_f32_32x32x8_f16", a, np.ones((8, 32)))
    print("computed", d[0, 0])
except amdmatrix.AmdMatrixError as e:
    print("refused:", e)
"""


@pytest.mark.skipif(not (sys.platform == "linux" and platform.machine() == "x86_64"),
                    reason="sets MXCSR through glibc's x86-64 fenv_t")
def test_a_process_that_flushes_subnormals_is_refused() -> None:
    from amdmatrix.emulator._engine import keeps_subnormals

    assert keeps_subnormals()  # this process: the flags are clear
    res = subprocess.run([sys.executable, "-c", _FLUSHING_CHILD], capture_output=True, text=True, timeout=120,
                         env=clienv())
    assert res.returncode == 0, res.stderr
    assert res.stdout.startswith("refused: this process flushes subnormal floats to zero"), res.stdout
    assert res.stdout.count("\n") == 1 and "FTZ/DAZ" in res.stdout
