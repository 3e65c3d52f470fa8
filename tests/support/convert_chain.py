"""Chained emulation of a conversion plan: the producer's D computed by ``amdmatrix.emulate``,
the plan run on the data-movement emulator, the consumer computed from its registers, and the
result compared bit for bit with the consumer computed from the matrix rounded by NumPy/ml_dtypes
(not by the planner, not by the data-movement emulator)."""

from __future__ import annotations

import re

import ml_dtypes
import numpy as np

import amdmatrix
from amdmatrix.conversion import convert


def _round(x: np.ndarray, fmt: str, rounding: str | None) -> np.ndarray:
    """The consumer's values from the FP32 D, rounded by NumPy/ml_dtypes as the ISA says."""
    x32 = x.astype(np.float32)
    if fmt == "fp32":
        return x32.astype(np.float64)
    if fmt == "bf16" and rounding and "toward zero" in rounding:  # v_perm of the high halves: truncation
        return ((x32.view(np.uint32) & np.uint32(0xFFFF0000)).view(np.float32)).astype(np.float64)
    if fmt == "fp16" and rounding == "toward zero":
        r = x32.astype(np.float16)
        away = np.abs(r.astype(np.float64)) > np.abs(x32.astype(np.float64))
        r = np.where(away, np.nextafter(r, np.float16(0)), r)
        return r.astype(np.float64)
    dtype = {"fp16": np.float16, "bf16": ml_dtypes.bfloat16, "fp8": ml_dtypes.float8_e4m3fn,
             "bf8": ml_dtypes.float8_e5m2, "fp8_fnuz": ml_dtypes.float8_e4m3fnuz,
             "bf8_fnuz": ml_dtypes.float8_e5m2fnuz}[fmt]
    return x32.astype(dtype).astype(np.float64)


def chain(arch: str, p: str, q: str, operand: str, tiles: str = "in-order", **kwargs: object) -> None:
    chain_plan(arch, p, q, operand, convert(arch, p, q, operand, tiles=tiles, **kwargs))  # type: ignore[arg-type]


def chain_plan(arch: str, p: str, q: str, operand: str, plan: amdmatrix.conversion.Plan) -> None:  # type: ignore[name-defined]
    emu = amdmatrix.emulate
    pi, qi = amdmatrix.instruction(arch, p), amdmatrix.instruction(arch, q)
    rng = np.random.default_rng(7)
    tp, tq = plan.tiles
    # normal samples (rounded to the operand formats by pack): D uses every FP32 mantissa bit, so
    # the conversion's rounding matters

    def sample(shape: tuple[int, ...]) -> np.ndarray:
        return rng.standard_normal(shape)

    d_images, d_tiles = [], []
    for _ in range(tp):
        a, b = sample((pi.m, pi.k)), sample((pi.k, pi.n))
        if plan.transposed:  # the producer computes D^T = B^T A^T by swapping its operands
            a, b = b.T.copy(), a.T.copy()
        d = emu(arch, p, a, b)
        d_tiles.append(d.T if plan.transposed else d)
        d_images.append(emu.pack(pi, "D", d))
    logical = np.concatenate(d_tiles, axis=1 if operand == "A" else 0)
    fmt = qi.dtype(operand).key
    x = _round(logical, fmt, plan.rounding)
    top = max(int(x) for m in re.finditer(r"\bv\[?(\d+)(?::(\d+)\])?", plan.setup + "\n" + plan.asm)
              for x in m.groups() if x)
    regs = np.zeros((top + 1, d_images[0].shape[1]), np.uint32)
    per = d_images[0].shape[0]
    for t, img in enumerate(d_images):
        regs[t * per:(t + 1) * per] = img
    w = emu.Wave(arch, regs).run(plan.setup + "\n" + plan.asm)
    nq = qi.gprs(operand)
    other = "B" if operand == "A" else "A"
    for u in range(tq):
        image = w.vgprs[plan.outputs[u * nq:(u + 1) * nq]]
        if operand == "A":
            tile = x[:, u * qi.k:(u + 1) * qi.k]
            v = sample((qi.k, qi.n)) if "8" not in qi.dtype("B").key else rng.integers(-2, 3, (qi.k, qi.n)) / 1.0
            ours = emu.unpack(qi, "D", emu.execute(qi, image, emu.pack(qi, "B", v)))
            want = emu(arch, q, tile, v)
        else:
            tile = x[u * qi.k:(u + 1) * qi.k, :]
            v = sample((qi.m, qi.k)) if "8" not in qi.dtype("A").key else rng.integers(-2, 3, (qi.m, qi.k)) / 1.0
            ours = emu.unpack(qi, "D", emu.execute(qi, emu.pack(qi, other, v), image))
            want = emu(arch, q, v, tile)
        np.testing.assert_array_equal(ours.view(np.uint64), want.view(np.uint64))
