"""The NumPy references of tests/support/references.py, against straightforward alternatives, and
their error bounds against simulations of the kernels' fp32 arithmetic.

The references are what the whole-kernel tests compare the executed kernels with; a wrong
reference would make a wrong kernel pass. So each is checked against a computation written
differently: the convolutions against explicit loops and against each other through the adjoint
identities <conv(x, w), y> = <x, conv_bwd_data(y, w)> = <w, conv_bwd_weight(x, y)>; attention and
softmax against the textbook formulas with natural exponentials; layer norm against numpy's own
mean and variance. Each bound is checked against an fp32 simulation of the kernel's arithmetic in
the order the bound's derivation assumes (a bound that a faithful simulation exceeds is wrong),
and against a case where it is nearly reached (a bound that is never approached is no check).
"""

from __future__ import annotations

import itertools
import math
from typing import NamedTuple

import ml_dtypes
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from numpy.typing import NDArray
from support import references as ref

RNG = np.random.default_rng(20261129)
F32 = np.float32


# ----------------------------------------------------------------------------- convolution


def _loops_fwd(x: NDArray[np.float64], w: NDArray[np.float64], stride: tuple[int, int], pad: tuple[int, int],
               dil: tuple[int, int], group: int) -> NDArray[np.float64]:
    n, c, h, wd = x.shape
    k, cg, fy, fx = w.shape
    ho = (h + 2 * pad[0] - dil[0] * (fy - 1) - 1) // stride[0] + 1
    wo = (wd + 2 * pad[1] - dil[1] * (fx - 1) - 1) // stride[1] + 1
    out = np.zeros((n, k, ho, wo))
    kg = k // group
    for b, kk, i, j in itertools.product(range(n), range(k), range(ho), range(wo)):
        g = kk // kg
        total = 0.0
        for cc, r, s in itertools.product(range(cg), range(fy), range(fx)):
            hh, ww = i * stride[0] - pad[0] + r * dil[0], j * stride[1] - pad[1] + s * dil[1]
            if 0 <= hh < h and 0 <= ww < wd:
                total += x[b, g * cg + cc, hh, ww] * w[kk, cc, r, s]
        out[b, kk, i, j] = total
    return out


def _loops_bwd_data(dy: NDArray[np.float64], w: NDArray[np.float64], hw: tuple[int, int], stride: tuple[int, int],
                    pad: tuple[int, int], dil: tuple[int, int], group: int) -> NDArray[np.float64]:
    n, k, ho, wo = dy.shape
    _, cg, fy, fx = w.shape
    dx = np.zeros((n, cg * group, hw[0], hw[1]))
    kg = k // group
    for b, kk, i, j, cc, r, s in itertools.product(range(n), range(k), range(ho), range(wo), range(cg),
                                                   range(fy), range(fx)):
        hh, ww = i * stride[0] - pad[0] + r * dil[0], j * stride[1] - pad[1] + s * dil[1]
        if 0 <= hh < hw[0] and 0 <= ww < hw[1]:
            dx[b, (kk // kg) * cg + cc, hh, ww] += dy[b, kk, i, j] * w[kk, cc, r, s]
    return dx


def _loops_bwd_weight(x: NDArray[np.float64], dy: NDArray[np.float64], filt: tuple[int, int],
                      stride: tuple[int, int], pad: tuple[int, int], dil: tuple[int, int],
                      group: int) -> NDArray[np.float64]:
    n, c, h, wd = x.shape
    _, k, ho, wo = dy.shape
    cg, kg = c // group, k // group
    dw = np.zeros((k, cg, filt[0], filt[1]))
    for b, kk, i, j, cc, r, s in itertools.product(range(n), range(k), range(ho), range(wo), range(cg),
                                                   range(filt[0]), range(filt[1])):
        hh, ww = i * stride[0] - pad[0] + r * dil[0], j * stride[1] - pad[1] + s * dil[1]
        if 0 <= hh < h and 0 <= ww < wd:
            dw[kk, cc, r, s] += dy[b, kk, i, j] * x[b, (kk // kg) * cg + cc, hh, ww]
    return dw


class ConvCase(NamedTuple):
    x: NDArray[np.float64]
    w: NDArray[np.float64]
    stride: tuple[int, int]
    pad: tuple[int, int]
    dil: tuple[int, int]
    group: int
    rng: np.random.Generator


@st.composite
def _convs(draw: st.DrawFn) -> ConvCase:
    group = draw(st.integers(1, 2))
    cg, kg = draw(st.integers(1, 3)), draw(st.integers(1, 3))
    fy, fx = draw(st.integers(1, 3)), draw(st.integers(1, 3))
    stride = (draw(st.integers(1, 3)), draw(st.integers(1, 3)))
    dil = (draw(st.integers(1, 2)), draw(st.integers(1, 2)))
    pad = (draw(st.integers(0, 2)), draw(st.integers(0, 2)))
    h = draw(st.integers(max(1, dil[0] * (fy - 1) + 1 - 2 * pad[0]), 7))
    wd = draw(st.integers(max(1, dil[1] * (fx - 1) + 1 - 2 * pad[1]), 7))
    n = draw(st.integers(1, 2))
    rng = np.random.default_rng(draw(st.integers(0, 2**31)))
    x = rng.integers(-4, 5, (n, cg * group, h, wd)).astype(np.float64)
    w = rng.integers(-4, 5, (kg * group, cg, fy, fx)).astype(np.float64)
    return ConvCase(x, w, stride, pad, dil, group, rng)


@settings(max_examples=60)
@given(_convs())
def test_convolutions_against_loops_and_each_other(case: ConvCase) -> None:
    """Small integers, so every sum is exact in float64 and the comparisons are equalities."""
    x, w, stride, pad, dil, group, rng = case
    filt = (w.shape[2], w.shape[3])
    y = ref.conv2d_fwd(x, w, stride, pad, dil, group)
    np.testing.assert_array_equal(y, _loops_fwd(x, w, stride, pad, dil, group))
    dy = rng.integers(-4, 5, y.shape).astype(np.float64)
    hw = (x.shape[2], x.shape[3])
    dx = ref.conv2d_bwd_data(dy, w, hw, stride, pad, dil, group)
    np.testing.assert_array_equal(dx, _loops_bwd_data(dy, w, hw, stride, pad, dil, group))
    dw = ref.conv2d_bwd_weight(x, dy, filt, stride, pad, dil, group)
    np.testing.assert_array_equal(dw, _loops_bwd_weight(x, dy, filt, stride, pad, dil, group))
    # the adjoint identities
    assert np.sum(y * dy) == np.sum(x * dx) == np.sum(w * dw)
    # the NHWC forms are the same tensors laid out as MIOpen's NHWC kernels take them
    nhwc = ref.to_nhwc
    np.testing.assert_array_equal(ref.conv2d_fwd(nhwc(x), nhwc(w), stride, pad, dil, group, layout="nhwc"), nhwc(y))
    np.testing.assert_array_equal(
        ref.conv2d_bwd_data(nhwc(dy), nhwc(w), hw, stride, pad, dil, group, layout="nhwc"), nhwc(dx))
    np.testing.assert_array_equal(
        ref.conv2d_bwd_weight(nhwc(x), nhwc(dy), filt, stride, pad, dil, group, layout="nhwc"), nhwc(dw))


def test_conv_by_hand() -> None:
    """A 1x1x3x3 input of 1..9, a 2x2 filter of ones, stride 1, no padding: the 2x2 window sums."""
    x = np.arange(1, 10, dtype=np.float64).reshape(1, 1, 3, 3)
    w = np.ones((1, 1, 2, 2))
    assert ref.conv2d_fwd(x, w).tolist() == [[[[12.0, 16.0], [24.0, 28.0]]]]
    # pad 1, stride 2: windows at (-1, -1), (-1, 1), (1, -1), (1, 1)
    assert ref.conv2d_fwd(x, w, stride=(2, 2), pad=(1, 1)).tolist() == [[[[1.0, 5.0], [11.0, 28.0]]]]
    # dilation 2 with a 2x2 filter reads the corners: 1 + 3 + 7 + 9
    assert ref.conv2d_fwd(x, w, dilation=(2, 2)).tolist() == [[[[20.0]]]]
    with pytest.raises(ValueError):
        ref.conv2d_fwd(np.ones((1, 3, 3, 3)), np.ones((2, 2, 1, 1)), group=2)
    with pytest.raises(ValueError):
        ref.conv2d_bwd_data(np.ones((1, 1, 2, 2)), np.ones((1, 1, 2, 2)), (5, 5))


# ----------------------------------------------------------------------------- matmul bounds


def test_rounding_counts() -> None:
    assert ref.roundings(100, "sequential") == 100
    assert ref.roundings(100, "mfma", 8) == 13
    assert ref.roundings(100, "mfma-tree", 8) == 13 + 4
    assert ref.roundings(0, "mfma", 8) == 0
    assert ref.gamma(1) == pytest.approx(2.0**-24, rel=1e-6)
    with pytest.raises(ValueError):
        ref.roundings(5, "pairwise")
    with pytest.raises(ValueError):
        ref.gamma(2**24)


def _fp16(shape: tuple[int, ...], rng: np.random.Generator, scale: float = 1.0) -> NDArray[np.float16]:
    return (rng.standard_normal(shape) * scale).astype(np.float16)


@settings(max_examples=25)
@given(st.integers(1, 200), st.sampled_from([4, 8, 16, 32]), st.integers(0, 2**31))
def test_matmul_accumulation_stays_within_its_bound(k: int, k_inst: int, seed: int) -> None:
    """fp16 A (8 x K) and B (K x 8), including rows that cancel: each order's fp32 result is within
    its bound of the float64 product (the mfma simulation's own float64 sums add at most
    K_inst 2^-53 of the absolute sum, allowed for)."""
    rng = np.random.default_rng(seed)
    a = _fp16((8, k), rng)
    b = _fp16((k, 8), rng, scale=4.0)
    a[0] = (np.abs(a[0]) * np.sign(b[:, 0])).astype(np.float16)  # all positive products: no cancellation
    a[1, :] = a[2, :]
    b[:, 1] = -b[:, 2]                                            # heavy cancellation in C[1, 1]..
    exact = ref.matmul_ref(a, b)
    abs_sum = np.abs(a.astype(np.float64)) @ np.abs(b.astype(np.float64))
    for order in ("sequential", "mfma"):
        got = ref.matmul_fp32(a, b, k_inst, order).astype(np.float64)
        bound = ref.dot_bound(exact, abs_sum, ref.roundings(k, order, k_inst), "fp32")
        slack = k_inst * 2.0**-53 * abs_sum if order == "mfma" else 0
        assert np.all(np.abs(got - exact) <= bound + slack), order
        # and the fp16 store the tutorial kernel does on top
        out = got.astype(np.float16).astype(np.float64)
        bound16 = ref.dot_bound(exact, abs_sum, ref.roundings(k, order, k_inst), "fp16")
        assert np.all(np.abs(out - exact) <= bound16 + slack)
    assert np.all(ref.matmul_bound(a, b, k_inst, "mfma", "fp16") <= bound16 + 1e-30)


def test_the_sequential_bound_is_nearly_reached() -> None:
    """1 followed by K - 1 terms of 2^-25: an fp32 running sum loses every one of them (each is
    half an ulp of 1, and ties go to even), an error of (K - 1) 2^-25, half of gamma(K) times
    the absolute sum. Added eight at a time and rounded once per instruction, they survive."""
    k = 1025
    a = np.full((1, k), 2.0**-25, dtype=np.float32)
    a[0, 0] = 1.0
    b = np.ones((k, 1), dtype=np.float32)
    exact = ref.matmul_ref(a, b)
    seq = ref.matmul_fp32(a, b, 1, "sequential").astype(np.float64)
    assert seq[0, 0] == 1.0
    err = abs(seq[0, 0] - exact[0, 0])
    bound = ref.dot_bound(exact, np.abs(exact), ref.roundings(k, "sequential"), "fp32")[0, 0]
    assert err <= bound and err > 0.45 * bound
    blocked = ref.matmul_fp32(a, b, 8, "mfma").astype(np.float64)
    assert abs(blocked[0, 0] - exact[0, 0]) < err / 8


@pytest.mark.parametrize("fmt", [ml_dtypes.float8_e4m3fn, ml_dtypes.float8_e5m2, ml_dtypes.float8_e4m3fnuz,
                                 ml_dtypes.float8_e5m2fnuz])
def test_fp8_products_are_exact_in_fp32(fmt: type) -> None:
    """The bound counts no rounding for products of fp8 (or fp16) values: at most 2 x 4 (2 x 11)
    significant bits, inside fp32's 24, and no underflow (the smallest product, 2^-40 for e4m3,
    2^-32 / 2^-34 for e5m2 subnormals squared, is normal in fp32)."""
    values = np.array(sorted({float(v) for v in np.arange(256, dtype=np.uint8).view(fmt).astype(np.float64)
                              if np.isfinite(v)}))
    prods = np.multiply.outer(values, values)
    assert np.all(prods.astype(np.float32).astype(np.float64) == prods)


# ----------------------------------------------------------------------------- attention


def _qkv(z: int, n_ctx: int, d: int, rng: np.random.Generator, scale: float = 1.0) -> tuple[NDArray[np.float16], ...]:
    return tuple(_fp16((z, n_ctx, d), rng, scale) for _ in range(3))


@pytest.mark.parametrize("causal", [False, True])
def test_attention_is_softmax_attention(causal: bool) -> None:
    """With natural exponentials and the scale the kernel's base-2 scale stands for
    (qk_scale ln 2), and blockwise (the kernel's online softmax) = all at once."""
    q, k, v = _qkv(2, 64, 16, RNG)
    sm_scale = 0.3
    o, m = ref.attention_fwd(q, k, v, sm_scale, causal)
    scale = float(F32(F32(sm_scale) * F32(ref.LOG2E))) * math.log(2)
    s = np.einsum("zmd,znd->zmn", q.astype(np.float64), k.astype(np.float64)) * scale
    if causal:
        s = np.where(np.tril(np.ones((64, 64), dtype=bool)), s, -np.inf)
    p = np.exp(s)
    np.testing.assert_allclose(o, (p / p.sum(-1, keepdims=True)) @ v.astype(np.float64), rtol=1e-12, atol=1e-12)
    np.testing.assert_allclose(m, np.log2(p.sum(-1)), rtol=1e-12, atol=1e-12)
    for block in (16, 32, 64):
        o2, m2 = ref.attention_fwd_online(q, k, v, sm_scale, block, causal)
        np.testing.assert_allclose(o2, o, rtol=1e-12, atol=1e-12)
        np.testing.assert_allclose(m2, m, rtol=1e-12, atol=1e-12)
    # the scale literal is 1/ln 2 to 2^-27
    assert abs(ref.LOG2E - 1 / math.log(2)) < 2.0**-27


def _attention_fp32(q: NDArray[np.float16], k: NDArray[np.float16], v: NDArray[np.float16], sm_scale: float,
                    block_n: int, k_inst_qk: int, k_inst_pv: int, causal: bool,
                    ) -> tuple[NDArray[np.float64], NDArray[np.float64]]:
    """_attn_fwd_tma's arithmetic, step by step in fp32 (fp16 p), one query row block at a time;
    exp2 and log2 correctly rounded (the executor's choice; the bound allows 2 ulps)."""
    z, n_ctx, d = q.shape
    qk_scale = F32(F32(sm_scale) * F32(ref.LOG2E))
    o_all = np.zeros((z, n_ctx, d))
    m_all = np.zeros((z, n_ctx))
    for b in range(z):
        m_i = np.full(n_ctx, -np.inf, dtype=F32)
        l_i = np.ones(n_ctx, dtype=F32)
        acc = np.zeros((n_ctx, d), dtype=F32)
        for start in range(0, n_ctx, block_n):
            kt = k[b, start:start + block_n].T
            qk = ref.matmul_fp32(q[b], kt, k_inst_qk)
            if causal:
                mask = np.arange(n_ctx)[:, None] >= (start + np.arange(kt.shape[1]))[None, :]
                qk = (qk * qk_scale + np.where(mask, F32(0), F32(-1.0e6))).astype(F32)
                m_ij = np.maximum(m_i, qk.max(axis=1))
                qk = (qk - m_ij[:, None]).astype(F32)
            else:
                m_ij = np.maximum(m_i, (qk.max(axis=1) * qk_scale).astype(F32))
                qk = (qk * qk_scale - m_ij[:, None]).astype(F32)
            p = np.exp2(qk.astype(np.float64)).astype(F32)
            l_ij = np.zeros(n_ctx, dtype=F32)
            for j in range(p.shape[1]):
                l_ij = (l_ij + p[:, j]).astype(F32)
            alpha = np.exp2((m_i - m_ij).astype(np.float64)).astype(F32)
            l_i = (l_i * alpha + l_ij).astype(F32)
            acc = (acc * alpha[:, None]).astype(F32)
            p16 = p.astype(np.float16)
            part = acc.astype(np.float64)
            vb = v[b, start:start + block_n].astype(np.float64)
            for kk in range(0, p16.shape[1], k_inst_pv):
                part = (part + p16[:, kk:kk + k_inst_pv].astype(np.float64) @ vb[kk:kk + k_inst_pv]).astype(F32)
                part = part.astype(np.float64)
            acc = part.astype(F32)
            m_i = m_ij
        m_all[b] = (m_i + np.log2(l_i.astype(np.float64)).astype(F32)).astype(F32)
        o_all[b] = (acc / l_i[:, None]).astype(F32).astype(np.float16)
    return o_all, m_all


@pytest.mark.parametrize(("causal", "scale", "n_ctx"), [(False, 1.0, 128), (True, 1.0, 128), (False, 3.0, 64),
                                                       (True, 0.25, 96)])
def test_attention_kernel_arithmetic_is_within_the_bound(causal: bool, scale: float, n_ctx: int) -> None:
    q, k, v = _qkv(1, n_ctx, 64, RNG, scale)
    sm_scale = 1 / math.sqrt(64)
    o_sim, m_sim = _attention_fp32(q, k, v, sm_scale, 32, 8, 8, causal)
    o, m = ref.attention_fwd(q, k, v, sm_scale, causal)
    o_bound, m_bound = ref.attention_bound(q, k, v, sm_scale, 32, 8, 8, causal)
    assert np.all(np.abs(o_sim - o) <= o_bound)
    assert np.all(np.abs(m_sim - m) <= m_bound)
    vmax = float(np.abs(v.astype(np.float64)).max())
    assert float(o_bound.max()) < 0.01 * vmax          # not vacuous: fp16-sized, not V-sized
    assert float(np.abs(o_sim - o).max()) > 0.05 * float(o_bound.min())  # and approached


# ----------------------------------------------------------------------------- softmax and layer norm


def _softmax_fp32(x: NDArray[np.float32]) -> NDArray[np.float64]:
    """softmax_kernel's arithmetic in fp32: exp as 2^(d * log2e) with both products rounded, the row
    sum sequential, one division."""
    d = (x - x.max(axis=-1, keepdims=True)).astype(F32)
    t = (d * F32(math.log2(math.e))).astype(F32)
    e = np.exp2(t.astype(np.float64)).astype(F32)
    total = np.zeros(x.shape[:-1], dtype=F32)
    for j in range(x.shape[-1]):
        total = (total + e[..., j]).astype(F32)
    y: NDArray[np.float64] = (e / total[..., None]).astype(F32).astype(np.float64)
    return y


@pytest.mark.parametrize("spread", [1.0, 8.0, 40.0])
def test_softmax(spread: float) -> None:
    x = (RNG.standard_normal((16, 200)) * spread).astype(F32)
    y = ref.softmax(x)
    x64 = x.astype(np.float64)
    if spread <= 8:  # small enough to exponentiate directly
        np.testing.assert_allclose(y, np.exp(x64) / np.exp(x64).sum(-1, keepdims=True), rtol=1e-13)
    np.testing.assert_allclose(y.sum(-1), 1.0, rtol=1e-14)
    got = _softmax_fp32(x)
    bound = ref.softmax_bound(x)
    assert np.all(np.abs(got - y) <= bound)
    assert float(np.max(np.abs(got - y) / bound)) > 0.05
    np.testing.assert_array_equal(ref.softmax(np.c_[x, np.full((16, 5), 1e30, F32)], n_cols=200), y)


def _layer_norm_fp32(x: NDArray[np.float16], w: NDArray[np.float16], b: NDArray[np.float16],
                     eps: float) -> tuple[NDArray[np.float64], ...]:
    xf = x.astype(F32)
    n = x.shape[-1]
    total = np.zeros(x.shape[0], dtype=F32)
    for j in range(n):
        total = (total + xf[:, j]).astype(F32)
    mean = (total / F32(n)).astype(F32)
    dev = (xf - mean[:, None]).astype(F32)
    sq = np.zeros(x.shape[0], dtype=F32)
    for j in range(n):
        sq = (sq + (dev[:, j] * dev[:, j]).astype(F32)).astype(F32)
    var = (sq / F32(n)).astype(F32)
    rstd = (F32(1) / np.sqrt((var + F32(eps)).astype(F32))).astype(F32)
    y = ((dev * rstd[:, None]).astype(F32) * w.astype(F32)).astype(F32)
    y = (y + b.astype(F32)).astype(F32).astype(np.float16)
    return y.astype(np.float64), mean.astype(np.float64), rstd.astype(np.float64)


@pytest.mark.parametrize(("n", "offset"), [(256, 0.0), (1000, -2.3), (77, 50.0)])
def test_layer_norm(n: int, offset: float) -> None:
    x = (offset + 0.5 * RNG.standard_normal((12, n))).astype(np.float16)
    w = RNG.random(n).astype(np.float16)
    b = RNG.random(n).astype(np.float16)
    eps = 1e-5
    y, mean, rstd = ref.layer_norm_fwd(x, w, b, eps)
    x64 = x.astype(np.float64)
    np.testing.assert_allclose(mean, x64.mean(-1), rtol=1e-14)
    np.testing.assert_allclose(rstd, 1 / np.sqrt(x64.var(-1) + float(F32(eps))), rtol=1e-12)
    np.testing.assert_allclose(y, (x64 - x64.mean(-1, keepdims=True)) / np.sqrt(x64.var(-1, keepdims=True)
                               + float(F32(eps))) * w.astype(np.float64) + b.astype(np.float64), rtol=1e-12, atol=1e-12)
    got_y, got_mean, got_rstd = _layer_norm_fp32(x, w, b, eps)
    d_y, d_mean, d_rstd = ref.layer_norm_bound(x, w, b, eps)
    assert np.all(np.abs(got_y - y) <= d_y)
    assert np.all(np.abs(got_mean - mean) <= d_mean)
    assert np.all(np.abs(got_rstd - rstd) <= d_rstd)
    assert float(np.max(np.abs(got_y - y) / d_y)) > 0.1  # the fp16 store dominates and is reached
