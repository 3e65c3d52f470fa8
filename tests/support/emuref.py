"""Independent references for the emulator tests.

Nothing here calls the emulator's number formats or arithmetic: formats are decoded from
their field definitions (ISA guides, OCP FP8/MX specifications), products and sums are done
with Python integers (exact), and the single rounding to the output format is written out
below. The tests compare ``amdmatrix.emulate`` with these.

Three rules are modelled here from the guides' text, each on its own:

* sparse A (CDNA4 ISA 7.5.1): each stored value multiplies only the row of B its 2-bit
  index names (:func:`exact_sparse_gemm` gathers those rows; the others are never read);
* denormals (:func:`flushes_denormals`): the CDNA2 F16/BF16 MFMAs flush subnormal inputs
  (A, B and C) and subnormal results to zero of the same sign (MI200 ISA opcode table);
  everything else keeps them (CDNA4 ISA 7.4);
* the sign of zero (IEEE 754 6.3): a sum whose terms (products and C) are all zero is -0
  only when every term is -0; an exact cancellation gives +0; a nonzero sum that rounds to
  zero keeps its sign.
"""

from __future__ import annotations

import functools
import math
from typing import Any

import numpy as np
import numpy.typing as npt

import amdmatrix

F64 = npt.NDArray[np.float64]

#: CDNA4 F8F6F4 format codes of CBSZ (A) and BLGP (B) (CDNA4 ISA 7.1.5).
F8F6F4 = ("fp8", "bf8", "fp6", "bf6", "fp4")

#: Small float formats: (exponent bits, mantissa bits, bias, specials).
#: "ieee": all-ones exponent is Inf/NaN; "fn": only S.1111.111 is NaN; "fnuz": only 0x80 is
#: NaN (no -0, no Inf); "finite": no specials.
SMALL = {
    "fp8": (4, 3, 7, "fn"),          # OCP E4M3
    "bf8": (5, 2, 15, "ieee"),       # OCP E5M2
    "fp8_fnuz": (4, 3, 8, "fnuz"),   # CDNA3 FP8
    "bf8_fnuz": (5, 2, 16, "fnuz"),  # CDNA3 BF8
    "fp6": (2, 3, 1, "finite"),      # OCP MX E2M3
    "bf6": (3, 2, 3, "finite"),      # OCP MX E3M2
    "fp4": (2, 1, 1, "finite"),      # OCP MX E2M1
}

#: Output formats: (mantissa bits, smallest normal exponent, largest finite value).
OUT = {
    "fp64": (52, -1022, math.ldexp(2 - 2.0**-52, 1023)),
    "fp32": (23, -126, math.ldexp(2 - 2.0**-23, 127)),
    "fp16": (10, -14, 65504.0),
    "bf16": (7, -126, math.ldexp(2 - 2.0**-7, 127)),
}

#: Smallest positive normal value of every float format (inputs and outputs).
MIN_NORMAL = {name: math.ldexp(1.0, 1 - bias) for name, (_, _, bias, _) in {
    "fp8": (4, 3, 7, "fn"), "bf8": (5, 2, 15, "ieee"), "fp8_fnuz": (4, 3, 8, "fnuz"), "bf8_fnuz": (5, 2, 16, "fnuz"),
    "fp6": (2, 3, 1, "finite"), "bf6": (3, 2, 3, "finite"), "fp4": (2, 1, 1, "finite")}.items()}
MIN_NORMAL.update({"fp64": math.ldexp(1.0, -1022), "fp32": math.ldexp(1.0, -126), "xf32": math.ldexp(1.0, -126),
                   "fp16": math.ldexp(1.0, -14), "bf16": math.ldexp(1.0, -126)})

INT_RANGE = {"i32": (-(1 << 31), (1 << 31) - 1), "i8": (-128, 127), "u8": (0, 255), "i4": (-8, 7), "u4": (0, 15)}

#: Mantissa bits and normal exponent range of the wider float inputs (for random values).
WIDE = {"fp16": (10, -14), "bf16": (7, -126), "fp32": (23, -126), "xf32": (10, -126), "fp64": (52, -1022)}


# ------------------------------------------------------------------------------ formats
def fmt_name(inst: amdmatrix.Instruction, matrix: str, mods: dict[str, int] | None = None) -> str:
    """The number format of an operand, from the ISA rules (not from the emulator)."""
    mods = mods or {}
    if matrix in ("SA", "SB"):
        return "e8m0"
    if matrix == "A" and inst.cbsz_meaning == "format":
        return F8F6F4[mods.get("cbsz", 0)]
    if matrix == "B" and inst.blgp_meaning == "format":
        return F8F6F4[mods.get("blgp", 0)]
    t = inst.types[matrix] if matrix in inst.types else inst.types["D"]
    if t in ("iu8", "iu4"):
        # RDNA integer WMMA: NEG[0] makes A signed, NEG[1] makes B signed.
        signed = bool(mods.get("neg", 0) >> (0 if matrix == "A" else 1) & 1)
        return ("i" if signed else "u") + t[2:]
    return t


def flushes_denormals(inst: amdmatrix.Instruction, mods: dict[str, int] | None = None) -> bool:
    """MI200 ISA, VOP3P-MAI opcode table: V_MFMA_F32_*F16, *BF16 and *BF16_1K "Flushes input
    and output denorms". Only CDNA2's FP16/BF16-input MFMAs; CDNA3/CDNA4 keep denormals
    (CDNA4 ISA 7.4), CDNA1 and RDNA are kept by the emulator's documented choice."""
    return inst.arch.name == "CDNA2" and fmt_name(inst, "A", mods) in ("fp16", "bf16")


def flush(x: npt.ArrayLike, fmt: str) -> F64:
    """Subnormal values of ``fmt`` (nonzero, below its smallest normal) replaced by a zero of
    the same sign."""
    arr = np.asarray(x, dtype=np.float64)
    tiny = (arr != 0) & (np.abs(arr) < MIN_NORMAL[fmt])
    return np.where(tiny, np.copysign(0.0, arr), arr)


@functools.cache
def small_table(name: str) -> F64:
    """Value of every code of a small float format, decoded from its fields."""
    if name == "e8m0":
        vals = [math.ldexp(1.0, c - 127) for c in range(255)] + [math.nan]
        return np.array(vals)
    e, m, bias, kind = SMALL[name]
    out = []
    for code in range(1 << (1 + e + m)):
        sign = -1.0 if code >> (e + m) else 1.0
        ex, man = (code >> m) & ((1 << e) - 1), code & ((1 << m) - 1)
        if ex == 0:
            v = math.ldexp(man, 1 - bias - m)
        else:
            v = math.ldexp((1 << m) + man, ex - bias - m)
        if kind == "ieee" and ex == (1 << e) - 1:
            v = math.inf if man == 0 else math.nan
        elif kind == "fn" and ex == (1 << e) - 1 and man == (1 << m) - 1:
            v = math.nan
        elif kind == "fnuz" and code == 1 << (e + m):
            v = math.nan
        out.append(sign * v)
    return np.array(out)


def is_float(name: str) -> bool:
    return name not in INT_RANGE


def all_codes_values(name: str, rng: np.random.Generator, shape: tuple[int, ...]) -> npt.NDArray[Any]:
    """Random representable values from the whole code space: NaN, Inf, -0, subnormals included."""
    if name in INT_RANGE:
        lo, hi = INT_RANGE[name]
        return rng.integers(lo, hi, size=shape, endpoint=True)
    if name in SMALL or name == "e8m0":
        table = small_table(name)
        return table[rng.integers(0, len(table), size=shape)]
    if name == "fp16":
        return rng.integers(0, 1 << 16, size=shape, dtype=np.uint16).view(np.float16).astype(np.float64)
    if name == "bf16":
        codes = rng.integers(0, 1 << 16, size=shape, dtype=np.uint32) << np.uint32(16)
        with np.errstate(invalid="ignore"):
            return codes.view(np.float32).astype(np.float64)
    if name in ("fp32", "xf32"):
        codes = rng.integers(0, 1 << 32, size=shape, dtype=np.uint64).astype(np.uint32)
        if name == "xf32":
            codes &= np.uint32(0xFFFFE000)  # XF32 keeps 10 mantissa bits of the FP32 pattern
        with np.errstate(invalid="ignore"):
            return codes.view(np.float32).astype(np.float64)  # signalling NaNs become quiet
    assert name == "fp64"
    sign = rng.integers(0, 2, size=shape, dtype=np.uint64) << np.uint64(63)
    return (rng.integers(0, 1 << 63, size=shape, dtype=np.uint64) | sign).view(np.float64)


def finite_values(name: str, rng: np.random.Generator, shape: tuple[int, ...], exp_range: tuple[int, int] = (-8, 4),
                  ) -> npt.NDArray[Any]:
    """Random finite values for arithmetic tests.

    Formats of 8 bits or fewer: every finite value equally likely (zeros and subnormals
    included). Wider floats: random sign and mantissa, exponent in ``exp_range``, with one
    value in eight zero and one in sixteen subnormal. Integers: uniform over the range.
    """
    if name in INT_RANGE:
        lo, hi = INT_RANGE[name]
        return rng.integers(lo, hi, size=shape, endpoint=True)
    if name in SMALL:
        table = small_table(name)
        table = table[np.isfinite(table)]
        return table[rng.integers(0, len(table), size=shape)]
    p, emin = WIDE[name]
    sign = rng.choice([-1.0, 1.0], size=shape)
    mant = rng.integers(0, 1 << p, size=shape).astype(np.float64)
    exps = rng.integers(exp_range[0], exp_range[1], size=shape, endpoint=True)
    vals = sign * np.ldexp(1.0 + mant / 2.0**p, exps)
    kind = rng.integers(0, 16, size=shape)
    vals = np.where(kind < 2, 0.0, vals)
    subnormal = sign * np.ldexp(mant, emin - p)
    return np.where(kind == 2, subnormal, vals)


# ------------------------------------------------------------------------------ exact arithmetic
def _scaled_ints(x: npt.NDArray[Any]) -> tuple[npt.NDArray[Any], int]:
    """Python-integer array ``n`` and scale ``s`` with ``x == n / 2**s`` exactly."""
    flat = np.asarray(x, dtype=np.float64).ravel().tolist()
    ratios = [v.as_integer_ratio() for v in flat]
    s = max((d.bit_length() - 1 for _, d in ratios), default=0)
    ints = np.empty(len(ratios), dtype=object)
    for idx, (n, d) in enumerate(ratios):
        ints[idx] = n << (s - (d.bit_length() - 1))
    return ints.reshape(np.shape(x)), s


def round_scaled(n: int, s: int, fmt: str) -> float:
    """``n / 2**s`` rounded once to nearest even in ``fmt`` (overflow to infinity)."""
    if n == 0:
        return 0.0
    p, emin, top = OUT[fmt]
    sign = -1.0 if n < 0 else 1.0
    n = abs(n)
    e = n.bit_length() - 1 - s  # exponent of the leading bit
    q = max(e, emin) - p  # exponent of one unit in the last place
    shift = q + s
    if shift <= 0:
        m = n << -shift
    else:
        m, r = divmod(n, 1 << shift)
        half = 1 << (shift - 1)
        if r > half or (r == half and m & 1):
            m += 1
    if q + m.bit_length() > 1024:  # beyond every format (and float64)
        return sign * math.inf
    value = math.ldexp(m, q)
    return sign * (math.inf if value > top else value)


def exact_gemm(a: F64, b: F64, c: npt.NDArray[Any], out_fmt: str, clamp: bool = False,
               flush_formats: tuple[str, str] | None = None) -> npt.NDArray[Any]:
    """round(A @ B + C) with exact products and sum: float64 values, or int64 for integers.

    ``a`` (..., M, K), ``b`` (..., K, N), ``c`` (..., M, N); all finite. With
    ``flush_formats`` (the formats of A and B) subnormal inputs of A, B and C and subnormal
    results are flushed to zero of the same sign (the CDNA2 F16/BF16 rule).
    """
    if out_fmt == "i32":
        total = np.matmul(np.asarray(a).astype(object), np.asarray(b).astype(object)) + np.asarray(c).astype(object)
        lo, hi = INT_RANGE["i32"]
        if clamp:
            res = [min(max(int(v), lo), hi) for v in total.ravel()]
        else:
            res = [((int(v) - lo) % (1 << 32)) + lo for v in total.ravel()]
        return np.array(res, dtype=np.int64).reshape(total.shape)
    a, b, c = np.asarray(a, np.float64), np.asarray(b, np.float64), np.asarray(c, np.float64)
    assert np.all(np.isfinite(a)) and np.all(np.isfinite(b)) and np.all(np.isfinite(c))
    if flush_formats is not None:
        a, b, c = flush(a, flush_formats[0]), flush(b, flush_formats[1]), flush(c, out_fmt)
    ai, sa = _scaled_ints(a)
    bi, sb = _scaled_ints(b)
    ci, sc = _scaled_ints(c)
    s = max(sa + sb, sc)
    total = np.matmul(ai, bi) * (1 << (s - sa - sb)) + ci * (1 << (s - sc))
    total = np.broadcast_to(total, np.broadcast_shapes(total.shape, c.shape))
    res = np.array([round_scaled(int(v), s, out_fmt) for v in total.ravel()], dtype=np.float64)
    res = res.reshape(total.shape)
    # IEEE 754 6.3: all terms zero and every one of them -0 (a product of zeros is -0 when
    # its factors' signs differ) gives -0; round_scaled gives +0 for every exact zero.
    neg_product = ((a[..., :, :, None] == 0) | (b[..., None, :, :] == 0)) & (
        np.signbit(a)[..., :, :, None] != np.signbit(b)[..., None, :, :])
    all_minus_zero = np.all(neg_product, axis=-2) & (c == 0) & np.signbit(c)
    res = np.where(np.broadcast_to(all_minus_zero, res.shape), -0.0, res)
    if flush_formats is not None:
        res = flush(res, out_fmt)
    if clamp:
        top = OUT[out_fmt][2]
        res = np.clip(res, -top, top)
    return res


def exact_sparse_gemm(values: F64, idx: npt.NDArray[Any], b: npt.NDArray[Any], c: npt.NDArray[Any], out_fmt: str,
                      clamp: bool = False) -> npt.NDArray[Any]:
    """A 4:2-sparse D = A @ B + C from A's stored values and 2-bit indices, both (..., M, K/2).

    Stored value ``s`` of row ``i`` (group ``s // 2``) multiplies row ``4 * (s // 2) + idx[i, s]``
    of B and nothing else (CDNA4 ISA 7.5.1: only K/2 products are made), so B rows that no
    index names never take part, whatever they hold.
    """
    values, idx, b = np.asarray(values), np.asarray(idx), np.asarray(b)
    half = values.shape[-1]
    rows = 4 * (np.arange(half) // 2) + idx  # (..., M, K/2)
    picked = np.take_along_axis(b[..., None, :, :], rows[..., :, :, None], axis=-2)  # (..., M, K/2, N)
    c = np.asarray(c)
    d = exact_gemm(values[..., :, None, :], picked, c[..., :, None, :], out_fmt, clamp)
    return d[..., :, 0, :]


def round_values(x: npt.NDArray[Any], fmt: str) -> F64:
    """Float64 values (exact as given) rounded once to ``fmt``."""
    ints, s = _scaled_ints(x)
    out = np.array([round_scaled(int(v), s, fmt) for v in ints.ravel()]).reshape(np.shape(x))
    return np.where(np.asarray(x) == 0, x, out)  # keep the sign of zero


def out_ulp(x: F64, fmt: str) -> F64:
    """One unit in the last place of ``fmt`` at |x| (the subnormal spacing below the normals)."""
    p, emin, _ = OUT[fmt]
    _, e = np.frexp(np.abs(x))
    return np.ldexp(1.0, np.maximum(e - 1, emin) - p)


# ------------------------------------------------------------------------------ shapes and helpers
def user_shape(inst: amdmatrix.Instruction, matrix: str) -> tuple[int, ...]:
    """The shape pack() takes (the dense (M, K) for a sparse A)."""
    rows, cols = {"A": (inst.m, inst.k), "B": (inst.k, inst.n), "C": (inst.m, inst.n), "D": (inst.m, inst.n),
                  "SA": (inst.m, inst.k // 32), "SB": (inst.k // 32, inst.n)}[matrix]
    blocks = 1 if inst.sparse or matrix in ("SA", "SB") else inst.blocks
    return (rows, cols) if blocks == 1 else (blocks, rows, cols)


def blocked(x: npt.NDArray[Any], inst: amdmatrix.Instruction) -> npt.NDArray[Any]:
    """``x`` with an explicit block axis: (..., blocks, rows, cols)."""
    return x[..., None, :, :] if (inst.blocks == 1 or inst.sparse) else x


def sparsify(a: npt.NDArray[Any], rng: np.random.Generator, nonzero: bool = True) -> npt.NDArray[Any]:
    """Zero two of every four consecutive columns (random positions); with ``nonzero`` the two
    kept values are made nonzero, so the stored slots are exactly the kept columns in order."""
    groups = a.reshape(*a.shape[:-1], a.shape[-1] // 4, 4).copy()
    if nonzero:
        groups = np.where(groups == 0, 1, groups)
    keys = rng.random(groups.shape)
    drop = np.argsort(keys, axis=-1)[..., :2]
    np.put_along_axis(groups, drop, 0, axis=-1)
    return groups.reshape(a.shape)


def same_values(x: npt.NDArray[Any], y: npt.NDArray[Any]) -> bool:
    """Equal as numbers, NaN equal to NaN, and the sign of zero equal."""
    x, y = np.asarray(x), np.asarray(y)
    if x.shape != y.shape:
        return False
    if x.dtype.kind in "iu" or y.dtype.kind in "iu":
        return bool(np.array_equal(x, y))
    both_nan = np.isnan(x) & np.isnan(y)
    eq = (x == y) & (np.signbit(x) == np.signbit(y))
    return bool(np.all(both_nan | eq))


def lane_pattern(blgp: int, lane: int) -> int:
    """The lane B data is taken from under BLGP, from the calculator README's list:
    1: lanes 0-31 broadcast to 32-63; 2: lanes 32-63 broadcast to 0-31; 3: rotated down by 16
    (lane 16's data goes to lane 0); 4-7: lanes 16*(blgp-4) .. +15 broadcast to every group."""
    if blgp == 1:
        return lane if lane < 32 else lane - 32
    if blgp == 2:
        return lane if lane >= 32 else lane + 32
    if blgp == 3:
        return (lane + 16) % 64
    if blgp >= 4:
        return 16 * (blgp - 4) + lane % 16
    return lane
