"""Triton 3.9's own tutorial kernels (tests/data/compiled/triton: compiled on the CPU for gfx942,
gfx950, gfx1100, gfx1200 and gfx1250) run by ``amdmatrix.run`` and compared with NumPy.

The bounds the outputs must meet, and why:

* **matmul** (fp16, fp8; the tutorial's ``matmul_kernel``): every product of two fp16 or fp8
  values is exact in float32; each matrix instruction adds its k products and the accumulator
  with one rounding to float32 (the matrix engine's model, docs/emulation.md), so after the
  ``n = ceil(K / k)`` instructions of an output the float32 accumulator is within
  ``n * 2^-24 * sum_k |a_ik b_kj|`` of the exact dot product (the bound of recursive summation,
  Higham §4.2, one rounding per step); the store rounds to fp16 (half an ULP:
  ``2^-11 * |c|``). The bound checked is ``2^-11 * |ref| + 1.001 * n * 2^-24 * sum |a||b|``.
* **softmax** (float32): ``x - max`` is exact or one rounding; the kernel scales by log2(e) and
  calls ``v_exp_f32`` (rounding the argument: ``|x| * 2^-24`` relative in the result), sums at
  most ``n_cols`` terms (``n_cols * 2^-24`` relative) and divides (correctly rounded): the
  bound is ``(max |x - max| + n_cols + 4) * 2^-24`` relative.
* **layer norm** (fp16 in and out, float32 mean and variance): the output's rounding to fp16
  (``2^-11`` relative) dominates; mean and variance are sums of ``N`` terms (``N * 2^-24``
  relative each): ``2^-11 * |y| + (N + 8) * 2^-24 * (|x - mean| * rstd * |w| + |b|)``.
* **fused attention** (fp16 Q, K, V, O; causal and not): the probabilities are rounded to fp16
  before the P·V product (``2^-11`` each), the output to fp16 (``2^-11``), the score and the
  float32 sums add ``(D + N_CTX) * 2^-24`` relative: the bound is
  ``2^-11 * |o| + 2^-10 * sum_j p_ij |v_jd| + (D + N_CTX) * 2^-24 * (|o| + sum_j p_ij |v_jd|)``.

gfx1250 runs with ``provisional=True`` (its layouts are PROVISIONAL, docs/gfx1250.md); its
matmuls read B with ``ds_load_tr16_b128``/``ds_load_tr8_b64`` (the rows of
``amdmatrix.primitives.transpose``, as AMD's MI450 LDS blog states them) and agree with NumPy; its
attention takes a TDM descriptor not modelled.
"""

from __future__ import annotations

import math
from typing import Any

import ml_dtypes
import numpy as np
import pytest
from support.compiled_corpus import assembly, kernels
from tiers import sweep

import amdmatrix

U = 2.0 ** -24
FP8 = {"fp8e4b8": ml_dtypes.float8_e4m3fnuz, "fp8e5b16": ml_dtypes.float8_e5m2fnuz, "fp8e4nv": ml_dtypes.float8_e4m3fn,
       "fp8e5": ml_dtypes.float8_e5m2}
TRITON = kernels(kind="triton")
assert len(TRITON) == 38, len(TRITON)


def _names(entry: dict[str, Any]) -> list[str]:
    return [a["name"] for a in entry["args"] if not a["kind"].startswith("hidden")]


def _run(entry: dict[str, Any], values: dict[str, Any], grid: Any) -> Any:
    return amdmatrix.run(entry["arch"], assembly(entry), grid=grid, block=entry["block"],
                         args=[values[n] for n in _names(entry)], lds=entry["lds_bytes"],
                         provisional=entry["arch"] == "gfx1250")


def _kind(entry: dict[str, Any]) -> str:
    return entry["path"].split("/")[-1].split("_")[0]


def _id(entry: dict[str, Any]) -> str:
    return str(entry["path"]).removeprefix("triton/").removesuffix(".s")


MATMULS = [e for e in TRITON if _kind(e) == "matmul"]


@pytest.mark.parametrize("entry", sweep(MATMULS, stratum=lambda e: e["arch"], per=1, ids=_id))
def test_matmul(entry: dict[str, Any]) -> None:
    tag = entry["path"].split("_")[1]
    cx = entry["constexprs"]
    m, n, k = 100, 70, 90  # not multiples of any block
    rng = np.random.default_rng(0)
    dtype = FP8.get(tag, np.float16)
    a = rng.standard_normal((m, k)).astype(dtype)
    b = rng.standard_normal((k, n)).astype(dtype)
    c = np.zeros((m, n), np.float16)
    values = {"a_ptr": a, "b_ptr": b, "c_ptr": c, "M": m, "N": n, "K": k, "stride_am": k, "stride_bk": n,
              "stride_cm": n, "global_scratch": None, "profile_scratch": None}
    grid = -(-m // cx["BLOCK_SIZE_M"]) * -(-n // cx["BLOCK_SIZE_N"])
    r = _run(entry, values, grid)
    if entry["arch"] == "gfx1250":
        # gfx1250's fp8 WMMAs get the wait-state reports (C5-05/C5-06) that `amdmatrix check` gives on the
        # same lines (LLVM pads nothing there): the rule table's question, not the executor's.
        static = {(v.line, v.rule) for v in amdmatrix.check("gfx1250", assembly(entry))}
        assert all(x.kind == "hazard" and (x.line, x.rule) in static for x in r.reports), r.reports
    else:
        assert r.reports == [], [x.message for x in r.reports]
    out = r.arrays[2].astype(np.float64)
    a64, b64 = a.astype(np.float64), b.astype(np.float64)
    ref = a64 @ b64
    inst = amdmatrix.instruction(entry["arch"], entry["matrix_instructions"][0])
    steps = math.ceil(k / inst.k)
    bound = 2.0 ** -11 * np.abs(ref) + 1.001 * steps * U * (np.abs(a64) @ np.abs(b64))
    assert (np.abs(out - ref) <= bound).all(), float(np.max(np.abs(out - ref) - bound))
    assert r.changed == ["argument 2"]  # Triton's metadata names no argument: the position is the label


SOFTMAX = [e for e in TRITON if _kind(e) == "softmax"]


@pytest.mark.parametrize("entry", SOFTMAX, ids=_id)
def test_softmax(entry: dict[str, Any]) -> None:
    rows, cols = 5, 200
    x = np.random.default_rng(1).standard_normal((rows, cols)).astype(np.float32)
    y = np.zeros_like(x)
    values = {"output_ptr": y, "input_ptr": x, "input_row_stride": cols, "output_row_stride": cols, "n_rows": rows,
              "n_cols": cols, "global_scratch": None, "profile_scratch": None}
    r = _run(entry, values, rows)
    assert r.reports == [], [x.message for x in r.reports]
    xd = x.astype(np.float64)
    ref = np.exp(xd - xd.max(1, keepdims=True))
    ref /= ref.sum(1, keepdims=True)
    rel = (np.abs(xd - xd.max(1, keepdims=True)).max() + cols + 4) * U
    assert (np.abs(r.arrays[0] - ref) <= rel * ref + 1e-30).all()


NORMS = [e for e in TRITON if _kind(e) == "layer"]


@pytest.mark.parametrize("entry", sweep(NORMS, stratum=lambda e: 0, per=2, ids=_id))
def test_layer_norm(entry: dict[str, Any]) -> None:
    rows, n = 3, 300  # more than BLOCK_SIZE: the kernel loops
    rng = np.random.default_rng(2)
    x = rng.standard_normal((rows, n)).astype(np.float16)
    w = rng.standard_normal(n).astype(np.float16)
    b = rng.standard_normal(n).astype(np.float16)
    values = {"X": x, "Y": np.zeros_like(x), "W": w, "B": b, "Mean": np.zeros(rows, np.float32),
              "Rstd": np.zeros(rows, np.float32), "stride": n, "N": n, "eps": 1e-5, "global_scratch": None,
              "profile_scratch": None}
    r = _run(entry, values, rows)
    assert r.reports == [], [x.message for x in r.reports]
    xd = x.astype(np.float64)
    mu = xd.mean(1, keepdims=True)
    rstd = 1 / np.sqrt(((xd - mu) ** 2).mean(1, keepdims=True) + 1e-5)
    ref = (xd - mu) * rstd * w.astype(np.float64) + b.astype(np.float64)
    y = r.arrays[1].astype(np.float64)
    bound = 2.0 ** -11 * np.abs(ref) + (n + 8) * U * (np.abs(xd - mu) * rstd * np.abs(w.astype(np.float64)) +
                                                      np.abs(b.astype(np.float64)))
    assert (np.abs(y - ref) <= bound + 1e-7).all()
    assert np.allclose(r.arrays[4], mu[:, 0], rtol=(n + 8) * U, atol=1e-7)
    assert np.allclose(r.arrays[5], rstd[:, 0], rtol=(n + 8) * U * 4)


ATTENTION = [e for e in TRITON if _kind(e) == "attn"]


@pytest.mark.parametrize("entry", sweep(ATTENTION, stratum=lambda e: 0, per=1, ids=_id))
def test_fused_attention(entry: dict[str, Any]) -> None:
    if entry["arch"] == "gfx1250":
        pytest.xfail("gfx1250 passes a 48-byte TDM tensor descriptor (tensor_load_to_lds), which amdmatrix run does "
                     "not implement")
    causal = "_causal_" in entry["path"]
    heads, n_ctx, d = 2, 128, 64
    rng = np.random.default_rng(3)
    q, k, v = (rng.standard_normal((heads * n_ctx, d)).astype(np.float16) for _ in range(3))
    o = np.zeros_like(q)
    sm_scale = 0.5
    values: dict[str, Any] = {"sm_scale": sm_scale, "M": np.zeros(heads * n_ctx, np.float32), "Z": 1, "H": heads,
                              "N_CTX": n_ctx, "global_scratch": None, "profile_scratch": None}
    for name, arr in (("q", q), ("k", k), ("v", v), ("o", o)):
        p = f"desc_{name}."
        values.update({p + "base": arr, p + "shape0": heads * n_ctx, p + "shape1": d, p + "stride0": d,
                       p + "stride1": 1, p + "padding_nan": 0, p + "round_f32_to_tf32": 0,
                       p + "shape0.i32": heads * n_ctx, p + "shape1.i32": d, p + "stride0.again": d,
                       p + "stride1.again": 1})
    r = _run(entry, values, (n_ctx // entry["constexprs"]["BLOCK_M"], heads, 1))
    if entry["arch"] == "gfx1100":  # only the static checker's own R3-H20 findings (the test below)
        static = {v.line for v in amdmatrix.check("gfx1100", assembly(entry)) if v.rule == "R3-H20"}
        assert all(x.kind == "hazard" and x.line in static and "R3-H20" in x.message for x in r.reports), r.reports
    else:
        assert r.reports == [], [x.message for x in r.reports]
    out = r.arrays[_names(entry).index("desc_o.base")].astype(np.float64)
    ref = np.zeros_like(out)
    spread = np.zeros_like(out)
    for h in range(heads):
        sl = slice(h * n_ctx, (h + 1) * n_ctx)
        s = q[sl].astype(np.float64) @ k[sl].astype(np.float64).T * sm_scale
        if causal:
            s = np.where(np.tril(np.ones((n_ctx, n_ctx), bool)), s, -np.inf)
        p = np.exp(s - s.max(1, keepdims=True))
        p /= p.sum(1, keepdims=True)
        ref[sl] = p @ v[sl].astype(np.float64)
        spread[sl] = p @ np.abs(v[sl].astype(np.float64))
    bound = 2.0 ** -11 * np.abs(ref) + 2.0 ** -10 * spread + (d + n_ctx) * U * (np.abs(ref) + spread)
    assert (np.abs(out - ref) <= bound).all(), float(np.max(np.abs(out - ref) - bound))


def test_gfx1100_attention_reports_are_the_static_checkers() -> None:
    """The one known disagreement: on Triton's gfx1100 causal attention the dynamic hazard check reports the
    transcendental-use hazards (LLVM fixVALUTransUseHazard) that `amdmatrix check` reports too: the rule
    table does not yet expire them after a second transcendental (LLVM's IntvMaxTRANS), so they are the
    rule table's, not the executor's."""
    entry = next(e for e in ATTENTION if e["arch"] == "gfx1100" and "_causal_" in e["path"])
    static = amdmatrix.check("gfx1100", assembly(entry))
    assert {(v.line, v.rule) for v in static} >= {(2193, "R3-H20"), (2219, "R3-H20")}
