"""NumPy references for the whole-kernel workloads, and how far a correct kernel may be from them.

Our own code. Every reference computes in float64 from the exact input values (fp16, bf16, fp8 or
fp32 inputs are all exact in float64), so it is the exact result up to one float64 rounding per
operation; each ``*_bound`` says how far a correct fp32-accumulating kernel may be from it, and why.

Rounding units: u32 = 2^-24 (fp32), u16 = 2^-11 (fp16), and gamma(m) = m u32 / (1 - m u32)
(Higham, *Accuracy and Stability of Numerical Algorithms*, 2nd ed., Lemma 3.1: a product of m
factors (1 + d_i)^(+-1) with |d_i| <= u lies within gamma(m) of 1).

**Dot products accumulated in fp32.** Write a computed sum of products as
s^ = sum_i a_i b_i prod_{j in path(i)} (1 + d_j): every rounding that term i passes through on its
way into the result contributes one factor (Higham section 3.1, the model fl(x op y) = (x op y)(1 + d)).
Then |s^ - s| <= sum_i |a_i b_i| gamma(|path(i)|) <= gamma(m) sum_i |a_i b_i|, m = max_i |path(i)|,
whatever the order of the additions. So the bound is a count of roundings per term:

* fp32 sequential sum over K terms (``order="sequential"``): m = K (the first term is rounded by
  each of the K - 1 later additions, plus its own product when products are rounded).
* a chain of matrix instructions, each adding K_inst products to the accumulator, as Triton's
  ``acc = tl.dot(a, b, acc)`` lowers to and MIOpen's kernels issue (``order="mfma"``): with
  amdmatrix's arithmetic model (docs/emulation.md: exact products, exact sum, one rounding per
  instruction) a term entering at instruction j of n = ceil(K / K_inst) is rounded by
  instructions j..n, so m = n; the instructions whose products are all zero (Triton's masked K
  tail) round nothing (round(acc + 0) = acc). If instead the hardware adds the K_inst products
  and C in a binary tree rounding every partial sum to fp32, each term gains
  ceil(log2(K_inst + 1)) roundings inside its instruction (``order="mfma-tree"``). fp16, bf16 and
  fp8 products are exact in fp32 (at most 2 x 11 significant bits), so products add nothing there.
* a final conversion to fp16 adds u16 |s^| (fp16 normal range) or 2^-25 (subnormal range).

So |out - s| <= gamma(m) S + u16 (|s| + gamma(m) S) + 2^-25 with S = sum |a_i b_i| (computed here
exactly, by the same routine on |a| and |b|).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np
from numpy.typing import NDArray

__all__ = ["U32", "U16", "gamma", "roundings", "dot_bound", "matmul_ref", "matmul_bound", "matmul_fp32",
           "conv2d_fwd", "conv2d_bwd_data", "conv2d_bwd_weight", "conv_out_size", "to_nchw", "to_nhwc",
           "attention_fwd", "attention_fwd_online", "attention_bound", "softmax", "softmax_bound",
           "layer_norm_fwd", "layer_norm_bound", "LOG2E"]

Array = NDArray[np.float64]

U32 = 2.0**-24
U16 = 2.0**-11
FP16_SUBNORMAL_STEP = 2.0**-24  # half of it, 2^-25, is the fp16 rounding error in the subnormal range


def gamma(m: int, u: float = U32) -> float:
    """gamma_m = m u / (1 - m u) (Higham, Lemma 3.1); needs m u < 1."""
    if m * u >= 1:
        raise ValueError(f"gamma({m}) is undefined for u = {u}")
    return m * u / (1 - m * u)


def roundings(k: int, order: str = "mfma", k_inst: int = 1) -> int:
    """The most fp32 roundings one term of a K-term fp32 accumulation passes through (see the module
    docstring): ``sequential`` (one running sum, products exact or not: K), ``mfma`` (one rounding
    per matrix instruction of K_inst products: ceil(K / K_inst)), ``mfma-tree`` (the same plus a
    binary tree inside each instruction: ceil(K / K_inst) + ceil(log2(K_inst + 1)))."""
    if k <= 0:
        return 0
    if order == "sequential":
        return k
    n = -(-k // k_inst)
    if order == "mfma":
        return n
    if order == "mfma-tree":
        return n + math.ceil(math.log2(k_inst + 1))
    raise ValueError(f"order must be sequential, mfma or mfma-tree, not {order!r}")


def dot_bound(exact: Array, abs_sum: Array, m: int, out: str = "fp32") -> Array:
    """Elementwise bound on |computed - exact| for a result whose terms each passed through at most
    ``m`` fp32 roundings (``abs_sum`` = sum of |a_i b_i|), then converted to ``out`` (fp32 or fp16)."""
    acc = gamma(m) * abs_sum
    if out == "fp32":
        return np.asarray(acc, dtype=np.float64)
    if out == "fp16":
        return np.asarray(acc + U16 * (np.abs(exact) + acc) + FP16_SUBNORMAL_STEP / 2, dtype=np.float64)
    raise ValueError(f"out must be fp32 or fp16, not {out!r}")


# --------------------------------------------------------------------------------------------------
# Matrix multiplication
# --------------------------------------------------------------------------------------------------

def matmul_ref(a: NDArray[np.generic], b: NDArray[np.generic]) -> Array:
    """A @ B in float64 (exact for fp16/bf16/fp8 inputs up to K ~ 2^20: each product is exact in
    float64 and the sum is rounded at most K times with u = 2^-53)."""
    return np.asarray(a, dtype=np.float64) @ np.asarray(b, dtype=np.float64)


def matmul_bound(a: NDArray[np.generic], b: NDArray[np.generic], k_inst: int, order: str = "mfma",
                 out: str = "fp16") -> Array:
    """How far a correct kernel's C may be from ``matmul_ref(a, b)``: Triton's tutorial matmul
    accumulates in fp32 over K with a chain of matrix instructions of K_inst (``order="mfma"``, or
    ``"mfma-tree"`` for a hardware tree inside each instruction), and stores fp16 (``out``)."""
    k = np.asarray(a).shape[-1]
    exact = matmul_ref(a, b)
    abs_sum = np.abs(np.asarray(a, dtype=np.float64)) @ np.abs(np.asarray(b, dtype=np.float64))
    return dot_bound(exact, abs_sum, roundings(k, order, k_inst), out)


def matmul_fp32(a: NDArray[np.generic], b: NDArray[np.generic], k_inst: int,
                order: str = "mfma") -> NDArray[np.float32]:
    """The fp32 accumulation itself, in a given K order (for checking the bounds against):
    ``sequential`` rounds each product to fp32 and adds it to an fp32 running sum; ``mfma`` adds
    K_inst products and the accumulator in float64 and rounds once to fp32 per instruction, as
    amdmatrix's arithmetic model does (float64 carries the K_inst + 1 terms with an error of at most
    K_inst 2^-53 of their absolute sum, far below the fp32 rounding being modelled)."""
    a64, b64 = np.asarray(a, dtype=np.float64), np.asarray(b, dtype=np.float64)
    m, k = a64.shape
    acc = np.zeros((m, b64.shape[1]), dtype=np.float32)
    if order == "sequential":
        for i in range(k):
            prod = (np.float32(1) * a64[:, i:i + 1].astype(np.float32)) * b64[i:i + 1, :].astype(np.float32)
            acc = (acc + prod).astype(np.float32)
        return acc
    if order != "mfma":
        raise ValueError(f"order must be sequential or mfma, not {order!r}")
    for start in range(0, k, k_inst):
        part = a64[:, start:start + k_inst] @ b64[start:start + k_inst, :]
        acc = (acc.astype(np.float64) + part).astype(np.float32)
    return acc


# --------------------------------------------------------------------------------------------------
# Convolution (forward, backward data, backward weights), NCHW and NHWC
# --------------------------------------------------------------------------------------------------

def conv_out_size(size: int, filt: int, stride: int, dilation: int, pad: int) -> int:
    """(size + 2 pad - dilation (filt - 1) - 1) // stride + 1 (MIOpen's and PyTorch's output size)."""
    return (size + 2 * pad - dilation * (filt - 1) - 1) // stride + 1


def to_nchw(t: NDArray[np.generic]) -> NDArray[np.generic]:
    """(n, h, w, c) -> (n, c, h, w); also MIOpen's NHWC weights (k, y, x, c) -> (k, c, y, x)."""
    return np.ascontiguousarray(np.moveaxis(t, -1, 1))


def to_nhwc(t: NDArray[np.generic]) -> NDArray[np.generic]:
    """(n, c, h, w) -> (n, h, w, c); weights (k, c, y, x) -> (k, y, x, c)."""
    return np.ascontiguousarray(np.moveaxis(t, 1, -1))


def _check(group: int, c: int, k: int, wc: int) -> None:
    if c % group or k % group or wc != c // group:
        raise ValueError(f"channels {c} and filters {k} must split into {group} groups, and the weights hold "
                         f"{c // group if group else '?'} channels per group (they hold {wc})")


def conv2d_fwd(x: NDArray[np.generic], w: NDArray[np.generic], stride: Sequence[int] = (1, 1),
               pad: Sequence[int] = (0, 0), dilation: Sequence[int] = (1, 1), group: int = 1,
               layout: str = "nchw") -> Array:
    """y[n, k, ho, wo] = sum_{c, r, s} x[n, g C' + c, ho sh - ph + r dh, wo sw - pw + s dw] w[k, c, r, s]
    (zero outside x), g = k // K', in float64. NCHW: x (n, c, h, w), w (k, c/group, y, x), y (n, k, ho, wo);
    NHWC: x (n, h, w, c), w (k, y, x, c/group) (MIOpen's NHWC weights), y (n, ho, wo, k)."""
    if layout == "nhwc":
        return np.asarray(to_nhwc(conv2d_fwd(to_nchw(x), to_nchw(w), stride, pad, dilation, group)), np.float64)
    x64, w64 = np.asarray(x, dtype=np.float64), np.asarray(w, dtype=np.float64)
    n, c, h, wd = x64.shape
    k, wc, fy, fx = w64.shape
    _check(group, c, k, wc)
    (sh, sw), (ph, pw), (dh, dw) = stride, pad, dilation
    ho, wo = conv_out_size(h, fy, sh, dh, ph), conv_out_size(wd, fx, sw, dw, pw)
    xp = np.zeros((n, c, h + 2 * ph, wd + 2 * pw))
    xp[:, :, ph:ph + h, pw:pw + wd] = x64
    out = np.zeros((n, k, ho, wo))
    kg, cg = k // group, c // group
    for g in range(group):
        xs = xp[:, g * cg:(g + 1) * cg]
        ws = w64[g * kg:(g + 1) * kg]
        for r in range(fy):
            for s in range(fx):
                win = xs[:, :, r * dh:r * dh + sh * (ho - 1) + 1:sh, s * dw:s * dw + sw * (wo - 1) + 1:sw]
                out[:, g * kg:(g + 1) * kg] += np.einsum("nchw,kc->nkhw", win, ws[:, :, r, s])
    return out


def conv2d_bwd_data(dy: NDArray[np.generic], w: NDArray[np.generic], in_hw: tuple[int, int],
                    stride: Sequence[int] = (1, 1), pad: Sequence[int] = (0, 0),
                    dilation: Sequence[int] = (1, 1), group: int = 1, layout: str = "nchw") -> Array:
    """dx = the adjoint of conv2d_fwd in x: dx[n, g C' + c, ho sh - ph + r dh, wo sw - pw + s dw]
    += dy[n, k, ho, wo] w[k, c, r, s]; ``in_hw`` is x's (h, w) (the stride leaves it ambiguous)."""
    if layout == "nhwc":
        dx = conv2d_bwd_data(to_nchw(dy), to_nchw(w), in_hw, stride, pad, dilation, group)
        return np.asarray(to_nhwc(dx), np.float64)
    dy64, w64 = np.asarray(dy, dtype=np.float64), np.asarray(w, dtype=np.float64)
    n, k, ho, wo = dy64.shape
    kw, wc, fy, fx = w64.shape
    c = wc * group
    _check(group, c, kw, wc)
    h, wd = in_hw
    (sh, sw), (ph, pw), (dh, dw) = stride, pad, dilation
    if (ho, wo) != (conv_out_size(h, fy, sh, dh, ph), conv_out_size(wd, fx, sw, dw, pw)):
        raise ValueError(f"dy is {ho}x{wo}, but a {h}x{wd} input gives a different output size")
    dxp = np.zeros((n, c, h + 2 * ph + sh, wd + 2 * pw + sw))
    kg, cg = k // group, c // group
    for g in range(group):
        dys = dy64[:, g * kg:(g + 1) * kg]
        ws = w64[g * kg:(g + 1) * kg]
        for r in range(fy):
            for s in range(fx):
                contrib = np.einsum("nkhw,kc->nchw", dys, ws[:, :, r, s])
                dxp[:, g * cg:(g + 1) * cg, r * dh:r * dh + sh * (ho - 1) + 1:sh,
                    s * dw:s * dw + sw * (wo - 1) + 1:sw] += contrib
    return dxp[:, :, ph:ph + h, pw:pw + wd]


def conv2d_bwd_weight(x: NDArray[np.generic], dy: NDArray[np.generic], filt: tuple[int, int],
                      stride: Sequence[int] = (1, 1), pad: Sequence[int] = (0, 0),
                      dilation: Sequence[int] = (1, 1), group: int = 1, layout: str = "nchw") -> Array:
    """dw[k, c, r, s] = sum_{n, ho, wo} dy[n, k, ho, wo] x[n, g C' + c, ho sh - ph + r dh, wo sw - pw + s dw]
    (the adjoint of conv2d_fwd in w); ``filt`` is (y, x). NHWC returns MIOpen's (k, y, x, c/group)."""
    if layout == "nhwc":
        grad = conv2d_bwd_weight(to_nchw(x), to_nchw(dy), filt, stride, pad, dilation, group)
        return np.asarray(to_nhwc(grad), np.float64)
    x64, dy64 = np.asarray(x, dtype=np.float64), np.asarray(dy, dtype=np.float64)
    n, c, h, wd = x64.shape
    _, k, ho, wo = dy64.shape
    fy, fx = filt
    _check(group, c, k, c // group)
    (sh, sw), (ph, pw), (dh, dw) = stride, pad, dilation
    if (ho, wo) != (conv_out_size(h, fy, sh, dh, ph), conv_out_size(wd, fx, sw, dw, pw)):
        raise ValueError(f"dy is {ho}x{wo}, but a {h}x{wd} input gives a different output size")
    xp = np.zeros((n, c, h + 2 * ph, wd + 2 * pw))
    xp[:, :, ph:ph + h, pw:pw + wd] = x64
    kg, cg = k // group, c // group
    dw_ = np.zeros((k, cg, fy, fx))
    for g in range(group):
        xs = xp[:, g * cg:(g + 1) * cg]
        dys = dy64[:, g * kg:(g + 1) * kg]
        for r in range(fy):
            for s in range(fx):
                win = xs[:, :, r * dh:r * dh + sh * (ho - 1) + 1:sh, s * dw:s * dw + sw * (wo - 1) + 1:sw]
                dw_[g * kg:(g + 1) * kg, :, r, s] = np.einsum("nchw,nkhw->kc", win, dys)
    return dw_


# --------------------------------------------------------------------------------------------------
# Fused attention forward (Triton's 06-fused-attention.py, _attn_fwd_tma)
# --------------------------------------------------------------------------------------------------

LOG2E = 1.44269504  # the literal the kernel multiplies sm_scale by ("1/log(2)")


def _scores(q: Array, k: Array, sm_scale: float, causal: bool) -> Array:
    s = np.einsum("...md,...nd->...mn", q, k) * (float(np.float32(np.float32(sm_scale) * np.float32(LOG2E))))
    if causal:
        m, n = s.shape[-2:]
        s = np.where(np.arange(m)[:, None] >= np.arange(n)[None, :], s, -np.inf)
    return np.asarray(s, dtype=np.float64)


def attention_fwd(q: NDArray[np.generic], k: NDArray[np.generic], v: NDArray[np.generic], sm_scale: float,
                  causal: bool = False) -> tuple[Array, Array]:
    """The tutorial kernel's two outputs in float64: O = softmax(Q K^T sm_scale) V and, per row,
    M = log2 sum_j 2^(s_j) with s = Q K^T qk_scale, where qk_scale = fp32(sm_scale * 1.44269504)
    is the kernel's own base-2 scale (so softmax(Q K^T sm_scale) = 2^(s - M) up to the literal's
    rounding of 1/ln 2, which is within 2^-27 relative of it). ``causal`` keeps key j <= query i
    (the kernel's STAGE 3). Shapes (..., n_ctx, d)."""
    q64, k64, v64 = (np.asarray(t, dtype=np.float64) for t in (q, k, v))
    s = _scores(q64, k64, sm_scale, causal)
    mx = s.max(axis=-1, keepdims=True)
    p = np.exp2(s - mx)
    lsum = p.sum(axis=-1, keepdims=True)
    return (p / lsum) @ v64, (mx + np.log2(lsum))[..., 0]


def attention_fwd_online(q: NDArray[np.generic], k: NDArray[np.generic], v: NDArray[np.generic], sm_scale: float,
                         block_n: int, causal: bool = False, p_dtype: type | None = None) -> tuple[Array, Array]:
    """The kernel's algorithm (FlashAttention-2's online softmax), block of ``block_n`` keys by block,
    in float64: m_i = max(m_i, rowmax(s)), p = 2^(s - m_i), alpha = 2^(m_old - m_i), l = l alpha +
    rowsum(p), acc = acc alpha + p V; O = acc / l, M = m + log2 l. With ``p_dtype=np.float16`` p is
    rounded to fp16 before the PV product, as the kernel's ``p.to(dtype)`` does (l keeps p unrounded).
    Mathematically equal to attention_fwd; the kernel's initial l = 1 is undone by its first alpha = 0."""
    q64, k64, v64 = (np.asarray(t, dtype=np.float64) for t in (q, k, v))
    n_ctx = k64.shape[-2]
    s_all = _scores(q64, k64, sm_scale, causal)
    m = np.full(q64.shape[:-1], -np.inf)
    lsum = np.zeros(q64.shape[:-1])
    acc = np.zeros(q64.shape[:-1] + (v64.shape[-1],))
    for start in range(0, n_ctx, block_n):
        s = s_all[..., start:start + block_n]
        m_new = np.maximum(m, s.max(axis=-1))
        p = np.exp2(s - m_new[..., None])
        alpha = np.exp2(np.where(np.isneginf(m), -np.inf, m - m_new))
        lsum = lsum * alpha + p.sum(axis=-1)
        pv = p if p_dtype is None else p.astype(p_dtype).astype(np.float64)
        acc = acc * alpha[..., None] + pv @ v64[..., start:start + block_n, :]
        m = m_new
    return acc / lsum[..., None], m + np.log2(lsum)


def attention_bound(q: NDArray[np.generic], k: NDArray[np.generic], v: NDArray[np.generic], sm_scale: float,
                    block_n: int, k_inst_qk: int, k_inst_pv: int, causal: bool = False,
                    exp2_ulps: float = 2.0, log2_ulps: float = 2.0) -> tuple[Array, Array]:
    """Bounds on |O_kernel - O| (elementwise, O fp16) and |M_kernel - M| (per row) against
    ``attention_fwd``, for fp16 Q, K, V and the kernel's fp32 softmax state.

    Derivation. Let s_j = (q . k_j) qk_scale (exact) and s^_j its fp32 value: the dot product is an
    MFMA chain over HEAD_DIM (roundings(d, "mfma", k_inst_qk) roundings per term) and the scale one
    product, so |s^_j - s_j| <= E_s = qk_scale gamma(m1) max_j sum_d |q_d k_jd| + u32 max_j |s^_j|.
    In key block b the kernel forms p^_j = 2^(fl(s^_j - m_b)) (1 + e_j) with m_b the running
    maximum (a value it computed; |e_j| <= exp2_ulps u32 for v_exp_f32), and rescales the earlier
    state by alpha_b = 2^(fl(m_(b-1) - m_b)) (1 + e). The accumulator and the row sum l are
    rescaled by the *same* computed alphas, so each term j reaches both the numerator
    sum_j p~_j v_j and the denominator l with one weight w^_j = 2^(s_j - m_final) (1 + t_j): the
    exponents are off by at most E_s + u32 R (the subtraction) + u32 R (the alpha exponents, whose
    total is the rise of the running maximum, <= R = max s - min s over the row), and the
    factors (1 + e) number at most blocks + 1, so |t_j| <= T = 2^(E_s + 2 u32 R (1 + u32)) (1 + e)^(blocks + 1) - 1.
    A weighted mean of the v_j with weights perturbed by relative T moves by at most 2T/(1-T) max|v|.
    The numerator also rounds p to fp16 (u16 relative: at most u16 max|v|) and accumulates in fp32
    (gamma(m2) max|v|, m2 = roundings(n_ctx, "mfma", k_inst_pv) plus one alpha product per block);
    l accumulates in fp32 (gamma(m3), m3 = block_n + 2 blocks: the row sum inside a block and the
    product and sum per block), moving O by at most gamma(m3)/(1 - gamma(m3)) max|v|. The
    division and the fp16 store round once each: u32 |O| and u16 (|O| + the rest).

    M^ = m_final + log2(l^): l^ is within (1 + T)(1 + gamma(m3)) of l relative, so log2 l^ is within
    -log2(1 - T - gamma(m3)(1 + T)) of log2 l, plus log2's error (log2_ulps u32 |log2 l^|, v_log_f32)
    and the final sum's rounding u32 |M|.

    The per-step error figures for v_exp_f32 and v_log_f32 (1 ULP in the ISA guides; 2 here for
    margin) are the assumptions; everything else follows from IEEE fp32 and fp16 rounding."""
    q64, k64, v64 = (np.asarray(t, dtype=np.float64) for t in (q, k, v))
    n_ctx, d = k64.shape[-2], k64.shape[-1]
    scale = float(np.float32(np.float32(sm_scale) * np.float32(LOG2E)))
    s = _scores(q64, k64, sm_scale, causal)
    live = np.isfinite(s)
    abs_dot = np.einsum("...md,...nd->...mn", np.abs(q64), np.abs(k64)) * abs(scale)
    m1 = roundings(d, "mfma", k_inst_qk)
    e_s = gamma(m1) * np.where(live, abs_dot, 0).max(axis=-1) + U32 * np.where(live, np.abs(s), 0).max(axis=-1)
    span = np.where(live, s, -np.inf).max(axis=-1) - np.where(live, s, np.inf).min(axis=-1)
    blocks = -(-n_ctx // block_n)
    e = exp2_ulps * U32
    t = np.exp2(e_s + 2 * U32 * span * (1 + U32)) * (1 + e) ** (blocks + 1) - 1
    m2 = roundings(n_ctx, "mfma", k_inst_pv) + blocks
    m3 = block_n + 2 * blocks
    vmax = float(np.max(np.abs(v64)))
    o, mrow = attention_fwd(q64, k64, v64, sm_scale, causal)
    g3 = gamma(m3)
    row = (2 * t / (1 - t) + U16 + gamma(m2) + g3 / (1 - g3)) * vmax
    o_err = row[..., None] + U32 * (np.abs(o) + row[..., None])
    o_err = o_err + U16 * (np.abs(o) + o_err) + FP16_SUBNORMAL_STEP / 2
    log2_l = mrow - np.where(live, s, -np.inf).max(axis=-1)
    m_err = -np.log2(1 - t - g3 * (1 + t)) + log2_ulps * U32 * (np.abs(log2_l) + 1)
    m_err = m_err + U32 * (np.abs(mrow) + m_err)
    return np.asarray(o_err, dtype=np.float64), np.asarray(m_err, dtype=np.float64)


# --------------------------------------------------------------------------------------------------
# Softmax (02-fused-softmax.py) and layer norm (05-layer-norm.py)
# --------------------------------------------------------------------------------------------------

def softmax(x: NDArray[np.generic], n_cols: int | None = None) -> Array:
    """Row softmax in float64 (over the first ``n_cols`` columns; the rest of a row is not
    written by the kernel): exp(x - max) / sum exp(x - max)."""
    x64 = np.asarray(x, dtype=np.float64)
    if n_cols is not None:
        x64 = x64[..., :n_cols]
    e = np.exp(x64 - x64.max(axis=-1, keepdims=True))
    return np.asarray(e / e.sum(axis=-1, keepdims=True), dtype=np.float64)


def softmax_bound(x: NDArray[np.generic], exp_ulps: float = 2.0) -> Array:
    """Elementwise bound on |y_kernel - y| for the fp32 kernel (``softmax`` of a row of n values).

    Derivation. The kernel computes d_j = fl(x_j - max) (relative error u32), exp(d_j) as
    v_exp_f32(fl(d_j * log2e)) with the fp32 constant log2e (relative error u32 itself): the
    exponent t_j is within gamma(3) |d_j| log2 e of d_j log2 e, so 2^(t_j) is within a factor
    e^(gamma(3) |d_j|) of e^(d_j), times v_exp_f32's own (1 + e), |e| <= exp_ulps u32 (1 ULP in the
    ISA guides; 2 here for margin). So each numerator term is e^(d_j)(1 + t_j) with
    |t_j| <= e^(gamma(3) |d_j|)(1 + e) - 1. The row sum (any order) is within gamma(n) of the sum
    of those terms, so the denominator's relative error is at most D = T_w + gamma(n)(1 + T_w),
    T_w = sum_i e^(d_i) t_i / sum_i e^(d_i) (a weighted mean, so the tiny terms with large |d|
    hardly count). The division rounds once (u32; Triton's fp32 division is IEEE). So
    y^_j / y_j lies in [(1 - t_j)(1 - u32)/(1 + D), (1 + t_j)(1 + u32)/(1 - D)]. An absolute 2^-140
    covers results and terms in fp32's subnormal range."""
    x64 = np.asarray(x, dtype=np.float64)
    y = softmax(x64)
    n = x64.shape[-1]
    d = np.abs(x64 - x64.max(axis=-1, keepdims=True))
    t = np.exp(gamma(3) * d) * (1 + exp_ulps * U32) - 1
    weights = np.exp(-d)
    t_w = (weights * t).sum(axis=-1, keepdims=True) / weights.sum(axis=-1, keepdims=True)
    big_d = t_w + gamma(n) * (1 + t_w)
    hi = (1 + t) * (1 + U32) / (1 - big_d) - 1
    lo = 1 - (1 - t) * (1 - U32) / (1 + big_d)
    return np.asarray(y * np.maximum(hi, lo) + 2.0**-140, dtype=np.float64)


def layer_norm_fwd(x: NDArray[np.generic], w: NDArray[np.generic], b: NDArray[np.generic],
                   eps: float) -> tuple[Array, Array, Array]:
    """Per row: mean, rstd = 1 / sqrt(var + eps) with the biased variance (divided by N), and
    y = (x - mean) rstd w + b, in float64 (the tutorial kernel's formulas)."""
    x64 = np.asarray(x, dtype=np.float64)
    mean = x64.mean(axis=-1)
    var = ((x64 - mean[..., None]) ** 2).mean(axis=-1)
    rstd = 1 / np.sqrt(var + float(np.float32(eps)))
    y = (x64 - mean[..., None]) * rstd[..., None] * np.asarray(w, dtype=np.float64) + np.asarray(b, dtype=np.float64)
    return y, mean, rstd


def layer_norm_bound(x: NDArray[np.generic], w: NDArray[np.generic], b: NDArray[np.generic], eps: float,
                     out: str = "fp16", sqrt_ulps: float = 2.0) -> tuple[Array, Array, Array]:
    """Bounds on (|y_kernel - y|, |mean_kernel - mean|, |rstd_kernel - rstd|) elementwise for the
    tutorial kernel's fp32 arithmetic on a row of N values (fp16 or fp32 x, w, b).

    Derivation (d_i = x_i - mean, any order of the row sums, at most N - 1 roundings a term):
    mean^ = fl(fl(sum x_i) / N), so |mean^ - mean| <= dm = gamma(N) mean|x|. v_i = fl(x_i - mean^)
    is within a_i = dm + u32(|d_i| + dm) of d_i; var^ = fl(fl(sum fl(v_i^2)) / N) is within
    dv = mean(a_i (2|d_i| + a_i)) + gamma(N + 1) mean((|d_i| + a_i)^2) of var (the squares may
    be fused into the sums; fewer roundings only help). V^ = fl(var^ + eps) is within
    dV = dv + u32(V + dv) of V = var + eps, and rstd^ = fl(1 / sqrt(V^)) with the square root
    within sqrt_ulps u32 (an assumption: Triton's fp32 sqrt on AMD) and an IEEE division: its
    relative error is at most r = (1 - dV/V)^(-1/2) (1 + sqrt_ulps u32)(1 + u32)/(1 - sqrt_ulps u32) - 1.
    x^_i = fl(v_i rstd^) is within c_i = a_i rstd^_max + |d_i| r rstd + u32 (|d_i| + a_i) rstd^_max
    of d_i rstd; y^_i = fl(fl(x^_i w_i) + b_i) is within |w_i| c_i (1 + u32) + u32 |d_i rstd w_i|
    + u32 (|y_i| + |w_i| c_i (1 + u32) + u32 |d_i rstd w_i|) of y_i; the fp16 store adds
    u16 (|y| + that) + 2^-25."""
    x64 = np.asarray(x, dtype=np.float64)
    y, mean, rstd = layer_norm_fwd(x64, w, b, eps)
    n = x64.shape[-1]
    dm = gamma(n) * np.abs(x64).mean(axis=-1)
    d = np.abs(x64 - mean[..., None])
    a = dm[..., None] + U32 * (d + dm[..., None])
    dv = (a * (2 * d + a)).mean(axis=-1) + gamma(n + 1) * ((d + a) ** 2).mean(axis=-1)
    big_v = (d**2).mean(axis=-1) + float(np.float32(eps))
    dbig_v = dv + U32 * (big_v + dv)
    su = sqrt_ulps * U32
    r = (1 - dbig_v / big_v) ** -0.5 * (1 + su) * (1 + U32) / (1 - su) - 1
    rstd_max = rstd * (1 + r)
    c = a * rstd_max[..., None] + d * (r * rstd)[..., None] + U32 * (d + a) * rstd_max[..., None]
    w_abs = np.abs(np.asarray(w, dtype=np.float64))
    prod_err = w_abs * c * (1 + U32) + U32 * d * rstd[..., None] * w_abs
    d_y = prod_err + U32 * (np.abs(y) + prod_err)
    if out == "fp16":
        d_y = d_y + U16 * (np.abs(y) + d_y) + FP16_SUBNORMAL_STEP / 2
    elif out != "fp32":
        raise ValueError(f"out must be fp16 or fp32, not {out!r}")
    return np.asarray(d_y, dtype=np.float64), np.asarray(dm, dtype=np.float64), np.asarray(rstd * r, dtype=np.float64)
