"""The vector ALU: integer and float arithmetic, compares, ``v_cndmask``, conversions, the
packed ``v_pk_*`` operations, lane reads and writes, and the DPP and SDWA source forms.

Each operation is one row of :data:`OPS`: its source formats, its result format, a small
function on NumPy lane arrays and the ISA section whose pseudo-code it follows. Sections are
those of the "AMD Instinct MI200" ISA guide (chapter 12: §12.7 VOP2, §12.8 VOP1, §12.9 VOPC,
§12.10 VOP3P, §12.11 VOP3A/VOP3B), the MI300 (CDNA3) and CDNA4 guides where they add
instructions (same chapter numbers), and the RDNA3/RDNA4 guides (chapter 16 "Instructions")
for the GFX11+ spellings. The builder :func:`build` turns a statement into a closure once:
operand readers (:meth:`Ctx.vread`), the function, and a writer under EXEC (and the DPP
row/bank masks).

Float rounding: one rounding to nearest even per operation, as the pseudo-code's IEEE
operations (:mod:`.numeric`); the transcendental instructions are correctly rounded here and
approximate (about 1 ULP) on the hardware.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import ml_dtypes
import numpy as np
import numpy.typing as npt

from .._dataclasses import replace
from ..hazards.reader import Stmt
from ..primitives import KEEP
from .context import FMT_BITS, Ctx, Run
from .numeric import bf16_bits, f16, f32_to_f16_rtz, f32_to_int, fma, fp8_bits, fp8_to_f32, to_f16_bits
from .operands import SLOT_EXEC, SLOT_VCC, Operand, lanes_of, mask_of
from .state import Wave

__all__ = ["OPS", "build", "base_name", "is_valu", "SPECIAL"]

A = Any  # NumPy lane arrays (their arithmetic is untyped for mypy)
U32 = npt.NDArray[np.uint32]

_M12_7 = "MI200 ISA §12.7 (VOP2)"
_M12_8 = "MI200 ISA §12.8 (VOP1)"
_M12_9 = "MI200 ISA §12.9 (VOPC)"
_M12_10 = "MI200 ISA §12.10 (VOP3P)"
_M12_11 = "MI200 ISA §12.11 (VOP3A/VOP3B)"
_C3 = "CDNA3 ISA §12 (VOP3 opcodes)"
_C4 = "CDNA4 ISA §12 (VOP3/VOP3P opcodes)"
_R3 = "RDNA3 ISA §16 (VOP2/VOP3 opcodes)"


# ---------------------------------------------------------------------------- typed views
def _u16(x: A) -> A:
    return x & np.uint32(0xFFFF)


def _i16(x: A) -> A:
    return (x & np.uint32(0xFFFF)).astype(np.uint16).view(np.int16).astype(np.int32)


def _bf16(x: A) -> A:
    return ((x & np.uint32(0xFFFF)) << np.uint32(16)).view(np.float32)


#: Raw bits -> the values an operation works on.
TYPED: dict[str, Callable[[A], A]] = {
    "f32": lambda x: x.view(np.float32), "u32": lambda x: x, "b32": lambda x: x,
    "i32": lambda x: x.view(np.int32), "f16": f16, "u16": _u16, "b16": _u16, "i16": _i16, "bf16": _bf16,
    "f64": lambda x: x.view(np.float64), "u64": lambda x: x, "b64": lambda x: x, "i64": lambda x: x.view(np.int64),
}


def _raw32(y: A) -> A:
    return np.asarray(y).astype(np.uint32)


#: Values -> raw bits (uint32 lanes, uint64 for 64-bit formats); integers wrap.
RAW: dict[str, Callable[[A], A]] = {
    "f32": lambda y: np.asarray(y, np.float32).view(np.uint32),
    "u32": _raw32, "b32": _raw32,
    "i32": lambda y: np.asarray(y).astype(np.int64).astype(np.uint32),
    "f16": to_f16_bits, "bf16": bf16_bits,
    "u16": lambda y: np.asarray(y).astype(np.int64).astype(np.uint32) & np.uint32(0xFFFF),
    "b16": lambda y: np.asarray(y).astype(np.int64).astype(np.uint32) & np.uint32(0xFFFF),
    "i16": lambda y: np.asarray(y).astype(np.int64).astype(np.uint32) & np.uint32(0xFFFF),
    "f64": lambda y: np.asarray(y, np.float64).view(np.uint64),
    "u64": lambda y: np.asarray(y).astype(np.uint64), "b64": lambda y: np.asarray(y).astype(np.uint64),
    "i64": lambda y: np.asarray(y).astype(np.int64).astype(np.uint64),
}


# ---------------------------------------------------------------------------- float helpers
#: Per float width: its unsigned view, the quiet bit of a NaN (the mantissa's top bit), and
#: the float type; any other type is read as FP64.
_NAN_BITS: dict[Any, tuple[Any, int, Any]] = {np.dtype(np.float32): (np.uint32, 0x400000, np.float32),
                                              np.dtype(np.float16): (np.uint16, 0x200, np.float16)}
_F64_BITS = (np.uint64, 1 << 51, np.float64)


def _quiet(x: A) -> A:
    u, bit, f = _NAN_BITS.get(x.dtype, _F64_BITS)
    return (x.view(u) | u(bit)).view(f)


def _snan(x: A) -> A:
    u, bit, _ = _NAN_BITS.get(x.dtype, _F64_BITS)
    return np.isnan(x) & ((x.view(u) & u(bit)) == 0)


def _ieee_pick(a: A, b: A, take_a: A, zero_take_a: A) -> A:
    """V_MAX_F32/V_MIN_F32 with IEEE mode (MI200 ISA §12.7; CDNA3 pseudo-code), given where
    ``a`` wins between numbers (``take_a``) and between two zeros (``zero_take_a``): a
    signalling NaN is returned quieted, a quiet NaN yields the other operand."""
    r: A = np.where(take_a, a, b)
    r = np.where(np.isnan(b), a, r)
    r = np.where(np.isnan(a), b, r)
    r = np.where((a == 0) & (b == 0), np.where(zero_take_a, a, b), r)
    r = np.where(_snan(b), _quiet(b), r)
    return np.where(_snan(a), _quiet(a), r)


def _fmax(a: A, b: A) -> A:
    """V_MAX_F32: +0 is above -0."""
    return _ieee_pick(a, b, a >= b, ~np.signbit(a))


def _fmin(a: A, b: A) -> A:
    return _ieee_pick(a, b, a < b, np.signbit(a))


def _num_pick(a: A, b: A, take_a: A, zero_take_a: A) -> A:
    """V_MAX_NUM_F32/V_MIN_NUM_F32 (RDNA4 ISA §16, VOP2), IEEE maxNum/minNum, given where ``a``
    wins as in :func:`_ieee_pick`: a NaN (quiet or signalling) yields the other operand, two
    NaNs the first quieted."""
    r: A = np.where(take_a, a, b)
    r = np.where((a == 0) & (b == 0), np.where(zero_take_a, a, b), r)
    r = np.where(np.isnan(b), a, r)
    return np.where(np.isnan(a), np.where(np.isnan(b), _quiet(a), b), r)


def _fmax_num(a: A, b: A) -> A:
    """V_MAX_NUM_F32: +0 is above -0."""
    return _num_pick(a, b, a > b, ~np.signbit(a))


def _fmin_num(a: A, b: A) -> A:
    return _num_pick(a, b, a < b, np.signbit(a))


def _three(f: Callable[[A, A], A]) -> Callable[[A, A, A], A]:
    """A three-source V_MAX3/V_MIN3 from its two-source operation: ``f(f(a, b), c)``."""
    def g(a: A, b: A, c: A) -> A:
        return f(f(a, b), c)
    return g


def _fmed3(a: A, b: A, c: A) -> A:
    """V_MED3_F32 (MI200 ISA §12.11): with a NaN source the minimum (V_MIN3); else the maximum
    of the two sources that are not the largest."""
    nan = np.isnan(a) | np.isnan(b) | np.isnan(c)
    mx = _fmax(_fmax(a, b), c)
    med = np.where(mx == a, _fmax(b, c), np.where(mx == b, _fmax(a, c), _fmax(a, b)))
    return np.where(nan, _fmin(_fmin(a, b), c), med)


def _unary(fn: Callable[[A], A], out: Any) -> Callable[[A], A]:
    def f(a: A) -> A:
        return fn(a.astype(np.float64)).astype(out)
    return f


def _sin(a: A) -> A:
    return np.sin(a.astype(np.float64) * (2 * np.pi)).astype(a.dtype)


def _cos(a: A) -> A:
    return np.cos(a.astype(np.float64) * (2 * np.pi)).astype(a.dtype)


def _ldexp(a: A, n: A) -> A:
    return np.ldexp(a, np.clip(n.astype(np.int64), -1000, 1000).astype(np.int32))


def _frexp_mant(a: A) -> A:
    m: A = np.frexp(a)[0]
    out: A = np.where(np.isfinite(a), m, a)
    return out.astype(a.dtype)


def _frexp_exp(a: A) -> A:
    _, e = np.frexp(a)
    return np.where(np.isfinite(a), e, 0).astype(np.int32)


def _mul_legacy(a: A, b: A) -> A:
    return np.where((a == 0) | (b == 0), np.float32(0), a * b)


def _fract(a: A) -> A:
    return np.where(np.isinf(a), np.float32(np.nan), a + -np.floor(a)).astype(a.dtype)


def _rcp(a: A) -> A:
    return (1.0 / a.astype(np.float64)).astype(a.dtype)


def _rsq(a: A) -> A:
    return (1.0 / np.sqrt(a.astype(np.float64))).astype(a.dtype)


def _log(a: A) -> A:
    return np.log2(a.astype(np.float64)).astype(a.dtype)


def _exp(a: A) -> A:
    return np.exp2(a.astype(np.float64)).astype(a.dtype)


# ---------------------------------------------------------------------------- integer helpers
def _sh(x: A) -> A:
    return x & np.uint32(31)


def _mul_hi_u32(a: A, b: A) -> A:
    return ((a.astype(np.uint64) * b.astype(np.uint64)) >> np.uint64(32)).astype(np.uint32)


def _mul_hi_i32(a: A, b: A) -> A:
    return ((a.astype(np.int64) * b.astype(np.int64)) >> np.int64(32)).astype(np.int64).astype(np.uint32)


def _u24(x: A) -> A:
    return (x & np.uint32(0xFFFFFF)).astype(np.uint64)


def _i24(x: A) -> A:
    return ((x & np.uint32(0xFFFFFF)).astype(np.int64) ^ 0x800000) - 0x800000


def _bfe_u(a: A, off: A, width: A) -> A:
    o, wdt = _sh(off), _sh(width)
    return np.where(wdt == 0, np.uint32(0), (a >> o) & ((np.uint64(1) << wdt.astype(np.uint64)) - np.uint64(1))
                    .astype(np.uint32))


def _bfe_i(a: A, off: A, width: A) -> A:
    o, wdt = _sh(off).astype(np.int64), _sh(width).astype(np.int64)
    v = (a.astype(np.int64) >> o) & ((np.int64(1) << wdt) - 1)
    sign = np.int64(1) << np.maximum(wdt - 1, 0)
    v = np.where(wdt == 0, 0, (v ^ sign) - sign)
    return v.astype(np.int64).astype(np.uint32)


def _alignbit(a: A, b: A, c: A) -> A:
    return ((((a.astype(np.uint64) << np.uint64(32)) | b.astype(np.uint64)) >> _sh(c).astype(np.uint64))
            & np.uint64(0xFFFFFFFF)).astype(np.uint32)


def _alignbyte(a: A, b: A, c: A) -> A:
    return ((((a.astype(np.uint64) << np.uint64(32)) | b.astype(np.uint64)) >> ((c & np.uint32(3)) * np.uint32(8))
             .astype(np.uint64)) & np.uint64(0xFFFFFFFF)).astype(np.uint32)


def _perm(a: A, b: A, sel: A) -> A:
    """V_PERM_B32 (MI200 ISA §12.11; CDNA3 pseudo-code BYTE_PERMUTE): each result byte is the byte
    of {S0, S1} (S1 the low half) its selector names (0-7), the sign of byte 1, 3, 5 or 7 spread
    over the byte (8-11), 0x00 (12) or 0xff (13 and up)."""
    n = a.shape[0]
    table = np.empty((n, 16), np.uint8)
    table[:, 0:4] = b.astype("<u4").view(np.uint8).reshape(n, 4)
    table[:, 4:8] = a.astype("<u4").view(np.uint8).reshape(n, 4)
    table[:, 8:12] = (table[:, [1, 3, 5, 7]] >> 7) * np.uint8(0xFF)
    table[:, 12] = 0
    table[:, 13:16] = 0xFF
    idx = np.minimum(sel.astype("<u4").view(np.uint8).reshape(n, 4), 13)
    return np.take_along_axis(table, idx, axis=1).view("<u4").reshape(n).astype(np.uint32)


def _ffbh(a: A) -> A:
    out = np.full(a.shape, -1, np.int64)
    nz = a != 0
    out[nz] = 31 - np.floor(np.log2(a[nz].astype(np.float64))).astype(np.int64)
    # log2 of values just below a power of two can round up: fix by checking the bit
    v = a[nz].astype(np.uint64)
    pos = 31 - out[nz]
    too_high = (v >> pos.astype(np.uint64)) == 0
    pos = np.where(too_high, pos - 1, pos)
    out[nz] = 31 - pos
    return out.astype(np.uint32)


def _ffbl(a: A) -> A:
    out = np.full(a.shape, -1, np.int64)
    nz = a != 0
    v = a[nz].astype(np.int64)
    out[nz] = np.log2((v & -v).astype(np.float64)).astype(np.int64)
    return out.astype(np.uint32)


def _ffbh_i(a: A) -> A:
    s = a.view(np.int32)
    x = np.where(s < 0, ~a, a)
    r = _ffbh(x).view(np.int32)
    return np.where((a == 0) | (a == np.uint32(0xFFFFFFFF)), np.uint32(0xFFFFFFFF), np.where(r >= 0, r, -1)
                    .astype(np.int64).astype(np.uint32))


def _popcount(a: A) -> A:
    x = a.astype(np.uint32)
    x = x - ((x >> np.uint32(1)) & np.uint32(0x55555555))
    x = (x & np.uint32(0x33333333)) + ((x >> np.uint32(2)) & np.uint32(0x33333333))
    x = (x + (x >> np.uint32(4))) & np.uint32(0x0F0F0F0F)
    return ((x * np.uint32(0x01010101)) >> np.uint32(24)).astype(np.uint32)


def _brev(a: A) -> A:
    x = a.astype(np.uint32)
    x = ((x >> np.uint32(1)) & np.uint32(0x55555555)) | ((x & np.uint32(0x55555555)) << np.uint32(1))
    x = ((x >> np.uint32(2)) & np.uint32(0x33333333)) | ((x & np.uint32(0x33333333)) << np.uint32(2))
    x = ((x >> np.uint32(4)) & np.uint32(0x0F0F0F0F)) | ((x & np.uint32(0x0F0F0F0F)) << np.uint32(4))
    x = ((x >> np.uint32(8)) & np.uint32(0x00FF00FF)) | ((x & np.uint32(0x00FF00FF)) << np.uint32(8))
    return (x >> np.uint32(16)) | (x << np.uint32(16))


def _med3(a: A, b: A, c: A) -> A:
    return np.maximum(np.minimum(a, b), np.minimum(np.maximum(a, b), c))


def _sh64(x: A) -> A:
    return (x & np.uint32(63)).astype(np.uint64)


def _f16x(fn: Callable[..., A]) -> Callable[..., A]:
    """A float16 operation computed in float64 and rounded once (to float16)."""
    def f(*xs: A) -> A:
        return fn(*(x.astype(np.float64) for x in xs)).astype(np.float16)
    return f


def _cvt_f16(x: A) -> A:
    return x  # RAW["f16"] rounds float32 to float16 (nearest even)


def _dot2(cvt: Callable[[A], A]) -> Callable[[A, A, A], A]:
    """V_DOT2_F32_F16 / V_DOT2C_F32_F16 (CDNA3 pseudo-code): tmp = S2; tmp += lo(S0) * lo(S1);
    tmp += hi(S0) * hi(S1), each ``+=`` a float32 operation (the products are exact)."""
    def f(a: A, b: A, c: A) -> A:
        t = c.astype(np.float32)
        t = t + cvt(a & np.uint32(0xFFFF)).astype(np.float32) * cvt(b & np.uint32(0xFFFF)).astype(np.float32)
        return t + cvt(a >> np.uint32(16)).astype(np.float32) * cvt(b >> np.uint32(16)).astype(np.float32)
    return f


# ---------------------------------------------------------------------------- the table
#: name -> (source formats, result format, function, source of the semantics). The function
#: takes the typed sources and returns the typed result.
OPS: dict[str, tuple[tuple[str, ...], str, Callable[..., A], str]] = {}


def _op(names: str, srcs: str, dst: str, fn: Callable[..., A], cite: str) -> None:
    for name in names.split():
        OPS[name] = (tuple(srcs.split()), dst, fn, cite)


# float32
_op("v_add_f32", "f32 f32", "f32", lambda a, b: a + b, _M12_7)
_op("v_sub_f32", "f32 f32", "f32", lambda a, b: a - b, _M12_7)
_op("v_subrev_f32", "f32 f32", "f32", lambda a, b: b - a, _M12_7)
_op("v_mul_f32", "f32 f32", "f32", lambda a, b: a * b, _M12_7)
_op("v_mul_legacy_f32", "f32 f32", "f32", _mul_legacy, _M12_11)
_op("v_max_f32", "f32 f32", "f32", _fmax, _M12_7)
_op("v_min_f32", "f32 f32", "f32", _fmin, _M12_7)
_op("v_max_num_f32", "f32 f32", "f32", _fmax_num, "RDNA4 ISA §16 (VOP2 opcodes)")
_op("v_min_num_f32", "f32 f32", "f32", _fmin_num, "RDNA4 ISA §16 (VOP2 opcodes)")
_op("v_max_num_f16", "f16 f16", "f16", _fmax_num, "RDNA4 ISA §16 (VOP2 opcodes)")
_op("v_min_num_f16", "f16 f16", "f16", _fmin_num, "RDNA4 ISA §16 (VOP2 opcodes)")
_op("v_max3_num_f32", "f32 f32 f32", "f32", _three(_fmax_num), "RDNA4 ISA §16")
_op("v_min3_num_f32", "f32 f32 f32", "f32", _three(_fmin_num), "RDNA4 ISA §16")
_op("v_max3_f32", "f32 f32 f32", "f32", _three(_fmax), _M12_11)
_op("v_min3_f32", "f32 f32 f32", "f32", _three(_fmin), _M12_11)
_op("v_med3_f32", "f32 f32 f32", "f32", _fmed3, _M12_11)
_op("v_fma_f32", "f32 f32 f32", "f32", lambda a, b, c: fma(a, b, c, np.float32), _M12_11)
_op("v_fmamk_f32 v_fmaak_f32", "f32 f32 f32", "f32", lambda a, b, c: fma(a, b, c, np.float32), _M12_7)
_op("v_mad_f32 v_madmk_f32 v_madak_f32", "f32 f32 f32", "f32", lambda a, b, c: a * b + c, _M12_11)
_op("v_ldexp_f32", "f32 i32", "f32", _ldexp, _M12_11)
_op("v_fract_f32", "f32", "f32", _fract, _M12_8)
_op("v_floor_f32", "f32", "f32", np.floor, _M12_8)
_op("v_ceil_f32", "f32", "f32", np.ceil, _M12_8)
_op("v_trunc_f32", "f32", "f32", np.trunc, _M12_8)
_op("v_rndne_f32", "f32", "f32", np.rint, _M12_8)
_op("v_exp_f32", "f32", "f32", _exp, _M12_8)
_op("v_log_f32", "f32", "f32", _log, _M12_8)
_op("v_rcp_f32 v_rcp_iflag_f32", "f32", "f32", _rcp, _M12_8)
_op("v_rsq_f32", "f32", "f32", _rsq, _M12_8)
_op("v_sqrt_f32", "f32", "f32", np.sqrt, _M12_8)
_op("v_sin_f32", "f32", "f32", _sin, _M12_8)
_op("v_cos_f32", "f32", "f32", _cos, _M12_8)
_op("v_frexp_mant_f32", "f32", "f32", _frexp_mant, _M12_8)
_op("v_frexp_exp_i32_f32", "f32", "i32", _frexp_exp, _M12_8)
_op("v_cvt_f32_i32", "i32", "f32", lambda a: a.astype(np.float32), _M12_8)
_op("v_cvt_f32_u32", "u32", "f32", lambda a: a.astype(np.float32), _M12_8)
_op("v_cvt_i32_f32", "f32", "i32", lambda a: f32_to_int(a, True).view(np.int32), _M12_8)
_op("v_cvt_u32_f32", "f32", "u32", lambda a: f32_to_int(a, False), _M12_8)
_op("v_cvt_flr_i32_f32", "f32", "i32", lambda a: f32_to_int(np.floor(a), True).view(np.int32), _M12_8)
_op("v_cvt_rpi_i32_f32", "f32", "i32", lambda a: f32_to_int(np.floor(a + np.float32(0.5)), True).view(np.int32),
    _M12_8)
_op("v_cvt_f16_f32", "f32", "f16", lambda a: a, _M12_8)
_op("v_cvt_f32_f16", "f16", "f32", lambda a: a.astype(np.float32), _M12_8)
_op("v_cvt_f32_bf16", "bf16", "f32", lambda a: a, "RDNA4 ISA §16 (VOP1 opcodes)")
for _n in range(4):
    _op(f"v_cvt_f32_ubyte{_n}", "u32", "f32",
        (lambda k: lambda a: ((a >> np.uint32(8 * k)) & np.uint32(0xFF)).astype(np.float32))(_n), _M12_8)
_op("v_cvt_f64_f32", "f32", "f64", lambda a: a.astype(np.float64), _M12_8)
_op("v_cvt_f32_f64", "f64", "f32", lambda a: a.astype(np.float32), _M12_8)
_op("v_cvt_f64_i32", "i32", "f64", lambda a: a.astype(np.float64), _M12_8)
_op("v_cvt_f64_u32", "u32", "f64", lambda a: a.astype(np.float64), _M12_8)
_op("v_cvt_i32_f64", "f64", "i32", lambda a: f32_to_int(a, True).view(np.int32), _M12_8)
_op("v_cvt_u32_f64", "f64", "u32", lambda a: f32_to_int(a, False), _M12_8)
_op("v_cvt_pkrtz_f16_f32 v_cvt_pk_rtz_f16_f32", "f32 f32", "b32",
    lambda a, b: f32_to_f16_rtz(a) | (f32_to_f16_rtz(b) << np.uint32(16)), _M12_11)
_op("v_cvt_pk_bf16_f32", "f32 f32", "b32", lambda a, b: bf16_bits(a) | (bf16_bits(b) << np.uint32(16)), _C4)
_op("v_cvt_pk_f16_f32", "f32 f32", "b32", lambda a, b: to_f16_bits(a) | (to_f16_bits(b) << np.uint32(16)), _C4)
_op("v_pack_b32_f16", "f16 f16", "b32",
    lambda a, b: a.view(np.uint16).astype(np.uint32) | (b.view(np.uint16).astype(np.uint32) << np.uint32(16)),
    _M12_11)
_op("v_cvt_pk_u16_u32", "u32 u32", "b32",
    lambda a, b: np.minimum(a, 0xFFFF).astype(np.uint32) | (np.minimum(b, 0xFFFF).astype(np.uint32) << 16), _M12_11)
_op("v_cvt_pk_i16_i32", "i32 i32", "b32",
    lambda a, b: (np.clip(a, -32768, 32767).astype(np.int64).astype(np.uint32) & np.uint32(0xFFFF))
    | ((np.clip(b, -32768, 32767).astype(np.int64).astype(np.uint32) & np.uint32(0xFFFF)) << np.uint32(16)),
    _M12_11)
_op("v_dot2_f32_f16", "b32 b32 f32", "f32", _dot2(f16), _M12_10)
_op("v_dot2c_f32_f16", "b32 b32 f32", "f32", _dot2(f16), "CDNA3 ISA §12 (VOP2 opcodes)")
_op("v_dot2_f32_bf16", "b32 b32 f32", "f32", _dot2(_bf16), _C4)
_op("v_dot2c_f32_bf16", "b32 b32 f32", "f32", _dot2(_bf16), _C4)
# float64
_op("v_add_f64", "f64 f64", "f64", lambda a, b: a + b, _M12_11)
_op("v_mul_f64", "f64 f64", "f64", lambda a, b: a * b, _M12_11)
_op("v_fma_f64", "f64 f64 f64", "f64", lambda a, b, c: fma(a, b, c, np.float64), _M12_11)
_op("v_max_f64", "f64 f64", "f64", _fmax, _M12_11)
_op("v_min_f64", "f64 f64", "f64", _fmin, _M12_11)
_op("v_ldexp_f64", "f64 i32", "f64", _ldexp, _M12_11)
_op("v_rcp_f64", "f64", "f64", lambda a: 1.0 / a, _M12_8)
_op("v_sqrt_f64", "f64", "f64", np.sqrt, _M12_8)
_op("v_rsq_f64", "f64", "f64", lambda a: 1.0 / np.sqrt(a), _M12_8)
_op("v_floor_f64", "f64", "f64", np.floor, _M12_8)
_op("v_trunc_f64", "f64", "f64", np.trunc, _M12_8)
_op("v_fract_f64", "f64", "f64", _fract, _M12_8)
# float16 (one rounding, computed in float64)
_op("v_add_f16", "f16 f16", "f16", _f16x(lambda a, b: a + b), _M12_7)
_op("v_sub_f16", "f16 f16", "f16", _f16x(lambda a, b: a - b), _M12_7)
_op("v_subrev_f16", "f16 f16", "f16", _f16x(lambda a, b: b - a), _M12_7)
_op("v_mul_f16", "f16 f16", "f16", _f16x(lambda a, b: a * b), _M12_7)
_op("v_max_f16", "f16 f16", "f16", _fmax, _M12_7)
_op("v_min_f16", "f16 f16", "f16", _fmin, _M12_7)
_op("v_fma_f16", "f16 f16 f16", "f16", lambda a, b, c: fma(a, b, c, np.float16), _M12_11)
_op("v_fmac_f16", "f16 f16 f16", "f16", lambda a, b, c: fma(a, b, c, np.float16), _M12_7)
_op("v_exp_f16", "f16", "f16", _exp, _M12_8)
_op("v_log_f16", "f16", "f16", _log, _M12_8)
_op("v_rcp_f16", "f16", "f16", _rcp, _M12_8)
_op("v_sqrt_f16", "f16", "f16", _f16x(np.sqrt), _M12_8)
_op("v_cvt_f16_u16", "u16", "f16", lambda a: a.astype(np.float16), _M12_8)
_op("v_cvt_f16_i16", "i16", "f16", lambda a: a.astype(np.float16), _M12_8)
_op("v_cvt_u16_f16", "f16", "u16", lambda a: f32_to_int(a, False, 16), _M12_8)
_op("v_cvt_i16_f16", "f16", "i16", lambda a: f32_to_int(a, True, 16), _M12_8)
_op("v_ldexp_f16", "f16 i32", "f16", lambda a, n: _ldexp(a.astype(np.float64), n).astype(np.float16), _M12_7)
# integer
_op("v_add_u32 v_add_nc_u32 v_add_i32", "u32 u32", "u32", lambda a, b: a + b, _M12_7)
_op("v_sub_u32 v_sub_nc_u32 v_sub_i32", "u32 u32", "u32", lambda a, b: a - b, _M12_7)
_op("v_subrev_u32 v_subrev_nc_u32", "u32 u32", "u32", lambda a, b: b - a, _M12_7)
_op("v_add3_u32", "u32 u32 u32", "u32", lambda a, b, c: a + b + c, _M12_11)
_op("v_lshl_add_u32", "u32 u32 u32", "u32", lambda a, b, c: (a << _sh(b)) + c, _M12_11)
_op("v_add_lshl_u32", "u32 u32 u32", "u32", lambda a, b, c: (a + b) << _sh(c), _M12_11)
_op("v_lshl_or_b32", "u32 u32 u32", "u32", lambda a, b, c: (a << _sh(b)) | c, _M12_11)
_op("v_and_or_b32", "u32 u32 u32", "u32", lambda a, b, c: (a & b) | c, _M12_11)
_op("v_or3_b32", "u32 u32 u32", "u32", lambda a, b, c: a | b | c, _M12_11)
_op("v_xor3_b32", "u32 u32 u32", "u32", lambda a, b, c: a ^ b ^ c, _R3)
_op("v_xad_u32", "u32 u32 u32", "u32", lambda a, b, c: (a ^ b) + c, _M12_11)
_op("v_mul_lo_u32 v_mul_lo_i32", "u32 u32", "u32", lambda a, b: a * b, _M12_11)
_op("v_mad_u32", "u32 u32 u32", "u32", lambda a, b, c: a * b + c, "gfx1250 (LLVM 22, VOP3)")
_op("v_add_nc_u64", "u64 u64", "u64", lambda a, b: a + b, "gfx1250 (LLVM 22, VOP3)")
_op("v_sub_nc_u64", "u64 u64", "u64", lambda a, b: a - b, "gfx1250 (LLVM 22, VOP3)")
_op("v_mad_nc_u64_u32", "u32 u32 u64", "u64", lambda a, b, c: a.astype(np.uint64) * b.astype(np.uint64) + c,
    "gfx1250 (LLVM 22, VOP3)")
_op("v_mul_hi_u32", "u32 u32", "u32", _mul_hi_u32, _M12_11)
_op("v_mul_hi_i32", "i32 i32", "u32", _mul_hi_i32, _M12_11)
_op("v_mul_u32_u24", "u32 u32", "u32", lambda a, b: (_u24(a) * _u24(b)).astype(np.uint32), _M12_7)
_op("v_mul_hi_u32_u24", "u32 u32", "u32", lambda a, b: ((_u24(a) * _u24(b)) >> np.uint64(32)).astype(np.uint32),
    _M12_7)
_op("v_mul_i32_i24", "u32 u32", "u32", lambda a, b: (_i24(a) * _i24(b)).astype(np.int64).astype(np.uint32), _M12_7)
_op("v_mul_hi_i32_i24", "u32 u32", "u32", lambda a, b: ((_i24(a) * _i24(b)) >> 32).astype(np.int64)
    .astype(np.uint32), _M12_7)
_op("v_mad_u32_u24", "u32 u32 u32", "u32", lambda a, b, c: (_u24(a) * _u24(b)).astype(np.uint32) + c, _M12_11)
_op("v_mad_i32_i24", "u32 u32 u32", "u32",
    lambda a, b, c: (_i24(a) * _i24(b)).astype(np.int64).astype(np.uint32) + c, _M12_11)
_op("v_and_b32", "u32 u32", "u32", lambda a, b: a & b, _M12_7)
_op("v_or_b32", "u32 u32", "u32", lambda a, b: a | b, _M12_7)
_op("v_xor_b32", "u32 u32", "u32", lambda a, b: a ^ b, _M12_7)
_op("v_xnor_b32", "u32 u32", "u32", lambda a, b: ~(a ^ b), _M12_7)
_op("v_not_b32", "u32", "u32", lambda a: ~a, _M12_8)
_op("v_bfrev_b32", "u32", "u32", _brev, _M12_8)
_op("v_ffbh_u32 v_clz_i32_u32", "u32", "u32", _ffbh, _M12_8)
_op("v_ffbl_b32 v_ctz_i32_b32", "u32", "u32", _ffbl, _M12_8)
_op("v_ffbh_i32 v_cls_i32", "u32", "u32", _ffbh_i, _M12_8)
_op("v_bcnt_u32_b32", "u32 u32", "u32", lambda a, b: _popcount(a) + b, _M12_11)
_op("v_lshlrev_b32", "u32 u32", "u32", lambda a, b: b << _sh(a), _M12_7)
_op("v_lshrrev_b32", "u32 u32", "u32", lambda a, b: b >> _sh(a), _M12_7)
_op("v_ashrrev_i32", "u32 i32", "i32", lambda a, b: b >> _sh(a).astype(np.int32), _M12_7)
_op("v_lshlrev_b64", "u32 u64", "u64", lambda a, b: b << _sh64(a), _M12_11)
_op("v_lshrrev_b64", "u32 u64", "u64", lambda a, b: b >> _sh64(a), _M12_11)
_op("v_ashrrev_i64", "u32 i64", "i64", lambda a, b: b >> _sh64(a).astype(np.int64), _M12_11)
_op("v_lshl_add_u64", "u64 u32 u64", "u64", lambda a, b, c: (a << (b & np.uint32(7)).astype(np.uint64)) + c, _C3)
_op("v_add_u64", "u64 u64", "u64", lambda a, b: a + b, "CDNA4 ISA §12; gfx1250 (LLVM 22)")
_op("v_bfe_u32", "u32 u32 u32", "u32", _bfe_u, _M12_11)
_op("v_bfe_i32", "u32 u32 u32", "u32", _bfe_i, _M12_11)
_op("v_bfi_b32", "u32 u32 u32", "u32", lambda a, b, c: (a & b) | (~a & c), _M12_11)
_op("v_bfm_b32", "u32 u32", "u32", lambda a, b: (((np.uint64(1) << _sh(a).astype(np.uint64)) - np.uint64(1))
                                                  << _sh(b).astype(np.uint64)).astype(np.uint32), _M12_11)
_op("v_alignbit_b32", "u32 u32 u32", "u32", _alignbit, _M12_11)
_op("v_alignbyte_b32", "u32 u32 u32", "u32", _alignbyte, _M12_11)
_op("v_perm_b32", "u32 u32 u32", "u32", _perm, _M12_11)
_op("v_max_i32", "i32 i32", "i32", np.maximum, _M12_7)
_op("v_min_i32", "i32 i32", "i32", np.minimum, _M12_7)
_op("v_max_u32", "u32 u32", "u32", np.maximum, _M12_7)
_op("v_min_u32", "u32 u32", "u32", np.minimum, _M12_7)
_op("v_max3_i32", "i32 i32 i32", "i32", _three(np.maximum), _M12_11)
_op("v_min3_i32", "i32 i32 i32", "i32", _three(np.minimum), _M12_11)
_op("v_max3_u32", "u32 u32 u32", "u32", _three(np.maximum), _M12_11)
_op("v_min3_u32", "u32 u32 u32", "u32", _three(np.minimum), _M12_11)
_op("v_med3_i32", "i32 i32 i32", "i32", _med3, _M12_11)
_op("v_med3_u32", "u32 u32 u32", "u32", _med3, _M12_11)
_op("v_sad_u32", "u32 u32 u32", "u32", lambda a, b, c: np.where(a > b, a - b, b - a) + c, _M12_11)
_op("v_mov_b32 v_mov_b32_sdwa", "b32", "b32", lambda a: a, _M12_8)
_op("v_mov_b64", "b64", "b64", lambda a: a, _C3)
_op("v_mov_b16", "b16", "b16", lambda a: a, "RDNA3 ISA §16 (VOP1 opcodes)")
_op("v_cvt_u32_u16", "u16", "u32", lambda a: a, "RDNA3 ISA §16 (VOP1 opcodes)")
_op("v_cvt_i32_i16", "i16", "i32", lambda a: a, "RDNA3 ISA §16 (VOP1 opcodes)")
# 16-bit integer
_op("v_add_u16 v_add_nc_u16", "u16 u16", "u16", lambda a, b: a + b, _M12_7)
_op("v_sub_u16 v_sub_nc_u16", "u16 u16", "u16", lambda a, b: a - b, _M12_7)
_op("v_mul_lo_u16", "u16 u16", "u16", lambda a, b: a * b, _M12_7)
_op("v_lshlrev_b16", "u16 u16", "u16", lambda a, b: b << (a & np.uint32(15)), _M12_7)
_op("v_lshrrev_b16", "u16 u16", "u16", lambda a, b: b >> (a & np.uint32(15)), _M12_7)
_op("v_ashrrev_i16", "u16 i16", "i16", lambda a, b: b >> (a & np.uint32(15)).astype(np.int32), _M12_7)
_op("v_max_u16", "u16 u16", "u16", np.maximum, _M12_7)
_op("v_or_b16", "b16 b16", "b16", lambda a, b: a | b, _R3)
_op("v_and_b16", "b16 b16", "b16", lambda a, b: a & b, _R3)
_op("v_xor_b16", "b16 b16", "b16", lambda a, b: a ^ b, _R3)
_op("v_not_b16", "b16", "b16", lambda a: ~a, _R3)
_op("v_min_u16", "u16 u16", "u16", np.minimum, _M12_7)
_op("v_max_i16", "i16 i16", "i16", np.maximum, _M12_7)
_op("v_min_i16", "i16 i16", "i16", np.minimum, _M12_7)

#: Operations that accumulate into their destination (it is read as the last source).
ACCUMULATE = frozenset({"v_fmac_f32", "v_mac_f32", "v_fmac_f16", "v_mac_f16", "v_dot2c_f32_f16",
                        "v_dot2c_f32_bf16", "v_fmac_f64", "v_fmac_legacy_f32"})
_op("v_fmac_f32", "f32 f32 f32", "f32", lambda a, b, c: fma(a, b, c, np.float32), _M12_7)
_op("v_mac_f32", "f32 f32 f32", "f32", lambda a, b, c: a * b + c, _M12_7)
_op("v_fmac_f64", "f64 f64 f64", "f64", lambda a, b, c: fma(a, b, c, np.float64), "CDNA3 ISA §12 (VOP2 opcodes)")


# ---------------------------------------------------------------------------- mnemonic forms
_SUFFIX = re.compile(r"(_e32|_e64|_sdwa|_dpp|_e64_dpp|_dpp8)$")


def base_name(mnemonic: str) -> tuple[str, str]:
    """(the operation's name, the encoding suffix) of a VALU mnemonic."""
    m = _SUFFIX.search(mnemonic)
    if m is None:
        return mnemonic, ""
    return mnemonic[:m.start()], m.group(1)


_DPP = frozenset({"quad_perm", "row_shl", "row_shr", "row_ror", "row_mirror", "row_half_mirror", "row_bcast",
                  "wave_shl", "wave_shr", "wave_rol", "wave_ror", "row_share", "row_xmask", "dpp8"})
_DPP_MODS = _DPP | {"row_mask", "bank_mask", "bound_ctrl", "fi"}
_SDWA_MODS = frozenset({"dst_sel", "dst_unused", "src0_sel", "src1_sel"})
_COMMON_MODS = frozenset({"clamp", "mul", "div", "op_sel"})


def _dpp(ctx: Ctx, st: Stmt, mods: dict[str, str]) -> Dpp | None:
    """The DPP form's write plan under each EXEC, from the table of primitives (:mod:`.lanes`);
    None without DPP."""
    controls = [m for m in mods if m in _DPP]
    if not controls:
        return None
    if len(controls) != 1:
        raise ctx.unimplemented(st, "more than one DPP control")
    from .lanes import dpp_plans

    return Dpp(dpp_plans(ctx, st, controls[0], mods[controls[0]], mods))


class Dpp:
    """A DPP form: src0 read through the plan, the destination written where the plan does not KEEP."""

    def __init__(self, plans: Callable[[int], A]) -> None:
        self.plans = plans

    def reader(self, inner: Callable[[Wave], A]) -> Callable[[Wave], A]:
        plans = self.plans

        def r(w: Wave) -> A:
            plan = plans(w.exec)
            v = inner(w)[np.maximum(plan, 0)]
            return np.where(plan >= 0, v, 0).astype(v.dtype)
        return r

    def written(self, w: Wave) -> A:
        return self.plans(w.exec) != KEEP


_SEL = {"BYTE_0": (0, 8), "BYTE_1": (8, 8), "BYTE_2": (16, 8), "BYTE_3": (24, 8), "WORD_0": (0, 16),
        "WORD_1": (16, 16), "DWORD": (0, 32)}


def _sdwa_src(ctx: Ctx, st: Stmt, reader: Callable[[Wave], A], sel: str, sext: bool,
              fmt: str) -> Callable[[Wave], A]:
    """An SDWA source select (MI200 ISA §13.3.8 SDWA): the field, zero- or sign-extended."""
    if sel not in _SEL:
        raise ctx.unimplemented(st, f"the SDWA select {sel}")
    shift, width = _SEL[sel]
    if width == 32:
        return reader
    mask = np.uint32((1 << width) - 1)
    if FMT_BITS[fmt] == 16 and width == 16:
        return lambda w: (reader(w) >> np.uint32(shift)) & mask
    if sext:
        top = np.int64(1 << (width - 1))
        return lambda w: ((((reader(w) >> np.uint32(shift)) & mask).astype(np.int64) ^ top) - top).astype(np.uint32)
    return lambda w: (reader(w) >> np.uint32(shift)) & mask


def _sources(ctx: Ctx, st: Stmt, ops: list[Operand], fmts: tuple[str, ...], mods: dict[str, str],
             opsel: int, dpp: Dpp | None) -> list[Callable[[Wave], A]]:
    readers = []
    for n, (op, fmt) in enumerate(zip(ops, fmts, strict=True)):
        r = ctx.vread(st, op, fmt, hi=bool(opsel >> n & 1) and FMT_BITS[fmt] == 16)
        key = f"src{n}_sel"
        if key in mods:
            r = _sdwa_src(ctx, st, r, mods[key], op.sext, fmt)
        if n == 0 and dpp is not None:
            r = dpp.reader(r)
        readers.append(r)
    return readers


def _opsel(ctx: Ctx, st: Stmt, mods: dict[str, str]) -> int:
    if "op_sel" not in mods:
        return 0
    bits = [int(x) for x in re.findall(r"\d+", mods["op_sel"])]
    return sum(b << i for i, b in enumerate(bits))


def _post(ctx: Ctx, st: Stmt, mods: dict[str, str], dst: str) -> Callable[[A], A] | None:
    """Output modifiers: OMOD (mul:2, mul:4, div:2) then CLAMP (MI200 ISA §6.5), on float results."""
    scale = 1.0
    if "mul" in mods:
        scale = float(ctx.int_mod(st, mods, "mul"))
    if "div" in mods:
        scale = 1.0 / ctx.int_mod(st, mods, "div")
    clamp = "clamp" in mods
    if scale == 1.0 and not clamp:
        return None
    if not dst.startswith("f"):
        raise ctx.unimplemented(st, "clamp or an output modifier on an integer result")

    def post(y: A) -> A:
        if scale != 1.0:
            y = (y * y.dtype.type(scale)).astype(y.dtype)
        if clamp:
            y = np.where(np.isnan(y), y.dtype.type(0), np.clip(y, 0, 1)).astype(y.dtype)
        return y
    return post


def _sdwa_dst(ctx: Ctx, st: Stmt, mods: dict[str, str], file: str, reg: int) -> Callable[[Wave, A], A] | None:
    if "dst_sel" not in mods or mods["dst_sel"] == "DWORD":
        return None
    sel = mods["dst_sel"]
    if sel not in _SEL:
        raise ctx.unimplemented(st, f"the SDWA dst_sel {sel}")
    shift, width = _SEL[sel]
    unused = mods.get("dst_unused", "UNUSED_PAD")
    mask = np.uint32(((1 << width) - 1) << shift)

    def place(w: Wave, value: A) -> A:
        v = (value.astype(np.uint32) << np.uint32(shift)) & mask
        if unused == "UNUSED_PRESERVE":
            old = (w.v if file == "v" else w.a)[reg]
            return (old & ~mask) | v
        if unused == "UNUSED_SEXT":
            top = (v >> np.uint32(shift + width - 1)) & np.uint32(1)
            above = np.uint32(0xFFFFFFFF << (shift + width) & 0xFFFFFFFF)
            return v | np.where(top == 1, above, np.uint32(0))
        return v
    return place


def _generic(ctx: Ctx, st: Stmt, base: str, suffix: str) -> Run:
    srcs, dst, fn, _cite = OPS[base]
    mods = ctx.mods(st)
    legal = _COMMON_MODS | _DPP_MODS | _SDWA_MODS
    for name in mods:
        if name not in legal:
            raise ctx.unimplemented(st, f"the modifier {name!r} of {st.mnemonic}")
    acc = base in ACCUMULATE
    want = 1 + len(srcs) - (1 if acc else 0)
    ctx.count(st, want)
    d = ctx.operand(st, 0)
    ops = [ctx.operand(st, n) for n in range(1, want)]
    if acc:
        ops.append(d)
    dpp = _dpp(ctx, st, mods)
    opsel = _opsel(ctx, st, mods)
    readers = _sources(ctx, st, ops, srcs, mods, opsel, dpp)
    typed = [TYPED[f] for f in srcs]
    raw = RAW[dst]
    post = _post(ctx, st, mods, dst)
    hi = bool(opsel >> len(srcs) & 1) if FMT_BITS[dst] == 16 else False
    write = ctx.vwrite(st, d, dst, hi=hi)
    extra = dpp.written if dpp is not None else None
    place = _sdwa_dst(ctx, st, mods, d.kind, d.first) if d.kind in ("v", "a") else None
    if place is not None:
        write = ctx.vwrite(st, d, "b32")
    if len(readers) == 1:
        r0, t0 = readers[0], typed[0]

        def run1(w: Wave) -> None:
            y = fn(t0(r0(w)))
            if post is not None:
                y = post(y)
            v = raw(y)
            write(w, v if place is None else place(w, v), extra)
        return run1
    if len(readers) == 2:
        r0, r1, t0, t1 = readers[0], readers[1], typed[0], typed[1]

        def run2(w: Wave) -> None:
            y = fn(t0(r0(w)), t1(r1(w)))
            if post is not None:
                y = post(y)
            v = raw(y)
            write(w, v if place is None else place(w, v), extra)
        return run2

    if len(readers) == 3:
        r0, r1, r2, t0, t1, t2 = readers[0], readers[1], readers[2], typed[0], typed[1], typed[2]

        def run3(w: Wave) -> None:
            y = fn(t0(r0(w)), t1(r1(w)), t2(r2(w)))
            if post is not None:
                y = post(y)
            v = raw(y)
            write(w, v if place is None else place(w, v), extra)
        return run3

    def runn(w: Wave) -> None:
        y = fn(*(t(r(w)) for t, r in zip(typed, readers, strict=True)))
        if post is not None:
            y = post(y)
        v = raw(y)
        write(w, v if place is None else place(w, v), extra)
    return runn


# ---------------------------------------------------------------------------- compares
_CMP_FLOAT: dict[str, Callable[[A, A], A]] = {
    "f": lambda a, b: np.zeros(a.shape, bool), "lt": np.less, "eq": np.equal, "le": np.less_equal,
    "gt": np.greater, "lg": lambda a, b: (a < b) | (a > b), "ge": np.greater_equal,
    "o": lambda a, b: ~(np.isnan(a) | np.isnan(b)), "u": lambda a, b: np.isnan(a) | np.isnan(b),
    "nge": lambda a, b: ~(a >= b), "nlg": lambda a, b: ~((a < b) | (a > b)), "ngt": lambda a, b: ~(a > b),
    "nle": lambda a, b: ~(a <= b), "neq": lambda a, b: ~(a == b), "nlt": lambda a, b: ~(a < b),
    "tru": lambda a, b: np.ones(a.shape, bool), "t": lambda a, b: np.ones(a.shape, bool),
}
_CMP_INT: dict[str, Callable[[A, A], A]] = {
    "f": lambda a, b: np.zeros(a.shape, bool), "lt": np.less, "eq": np.equal, "le": np.less_equal,
    "gt": np.greater, "ne": np.not_equal, "lg": np.not_equal, "ge": np.greater_equal,
    "t": lambda a, b: np.ones(a.shape, bool), "tru": lambda a, b: np.ones(a.shape, bool),
}
_CMP = re.compile(r"v_cmp(x?)_(\w+?)_(f16|f32|f64|i16|i32|i64|u16|u32|u64|bf16)$")


def _class_bits(a: A) -> A:
    """V_CMP_CLASS (MI200 ISA §12.9): the class bit of each value (0 sNaN, 1 qNaN, 2 -inf,
    3 -normal, 4 -denormal, 5 -0, 6 +0, 7 +denormal, 8 +normal, 9 +inf)."""
    neg = np.signbit(a)
    out = np.where(neg, 3, 8)
    tiny = (a != 0) & (np.abs(a) < np.finfo(a.dtype).tiny)
    out = np.where(tiny, np.where(neg, 4, 7), out)
    out = np.where(a == 0, np.where(neg, 5, 6), out)
    out = np.where(np.isinf(a), np.where(neg, 2, 9), out)
    out = np.where(np.isnan(a), np.where(_snan(a), 0, 1), out)
    return out


def _compare(ctx: Ctx, st: Stmt, base: str, suffix: str) -> Run:
    m = _CMP.match(base)
    assert m is not None
    cmpx, cond, fmt = m.group(1) == "x", m.group(2), m.group(3)
    mods = ctx.no_mods(st, tuple(_DPP_MODS | _SDWA_MODS | {"clamp"}))
    n = len(st.operands)
    # gfx9: every compare names its destination (vcc or an SGPR pair); gfx10+: v_cmpx has none
    has_dst = n == 3
    if n not in (2, 3):
        raise ctx.unimplemented(st, f"{st.mnemonic} with {n} operands")
    first = 1 if has_dst else 0
    a_op, b_op = ctx.operand(st, first), ctx.operand(st, first + 1)
    dpp = _dpp(ctx, st, mods)
    if cond == "class":
        ra = _sources(ctx, st, [a_op], (fmt,), mods, 0, dpp)[0]
        rb = ctx.vread(st, b_op, "u32")
        ta = TYPED[fmt]

        def test(w: Wave) -> A:
            cls = _class_bits(ta(ra(w)))
            return ((rb(w) >> cls.astype(np.uint32)) & np.uint32(1)).astype(bool)
    else:
        table = _CMP_FLOAT if fmt.startswith(("f", "bf")) else _CMP_INT
        if cond not in table:
            raise ctx.unimplemented(st)
        fn = table[cond]
        ra, rb = _sources(ctx, st, [a_op, b_op], (fmt, fmt), mods, 0, dpp)
        ta, tb = TYPED[fmt], TYPED[fmt]

        def test(w: Wave) -> A:
            return fn(ta(ra(w)), tb(rb(w)))
    dst_w = ctx.mask_write(st, ctx.operand(st, 0)) if has_dst else None

    def run(w: Wave) -> None:
        res = test(w) & w.exec_mask()
        value = mask_of(res)
        if dst_w is not None:
            dst_w(w, value)
        if cmpx:
            w.set_exec(value)
    return run


# ---------------------------------------------------------------------------- special forms
def _cndmask(ctx: Ctx, st: Stmt, base: str, suffix: str) -> Run:
    """V_CNDMASK_B32 (MI200 ISA §12.7): D = VCC[lane] ? S1 : S0 (the e64 form names the mask)."""
    mods = ctx.no_mods(st, tuple(_DPP_MODS | _SDWA_MODS | {"op_sel"}))
    ctx.count(st, 3, 4)
    d = ctx.operand(st, 0)
    half = base == "v_cndmask_b16"  # RDNA3/4 (true16: v0.l / v0.h halves)
    modified = any(o.lstrip().startswith(("-", "|", "abs", "neg")) for o in st.operands[1:3])
    fmt = ("f16" if modified else "b16") if half else ("f32" if modified else "b32")
    dpp = _dpp(ctx, st, mods)
    r0, r1 = _sources(ctx, st, [ctx.operand(st, 1), ctx.operand(st, 2)], (fmt, fmt), mods, _opsel(ctx, st, mods),
                      dpp)
    if len(st.operands) == 4:
        mask = ctx.mask_read(st, ctx.operand(st, 3))
    else:
        mask = ctx.mask_read(st, Operand("s", SLOT_VCC, 2 if ctx.lanes == 64 else 1))
    lanes = ctx.lanes
    write = ctx.vwrite(st, d, "b16" if half else "b32", hi=bool(_opsel(ctx, st, mods) >> 3 & 1))
    extra = dpp.written if dpp is not None else None

    def run(w: Wave) -> None:
        sel = lanes_of(mask(w), lanes)
        v: A = np.where(sel, r1(w), r0(w))
        write(w, v, extra)
    return run


_CARRY = {
    "v_add_co_u32": ("add", False), "v_sub_co_u32": ("sub", False), "v_subrev_co_u32": ("subrev", False),
    "v_addc_co_u32": ("add", True), "v_subb_co_u32": ("sub", True), "v_subbrev_co_u32": ("subrev", True),
    "v_add_co_ci_u32": ("add", True), "v_sub_co_ci_u32": ("sub", True), "v_subrev_co_ci_u32": ("subrev", True),
    "v_add_i32_co": ("add", False),
}


def _carry(ctx: Ctx, st: Stmt, base: str, suffix: str) -> Run:
    """V_ADD_CO_U32, V_ADDC_CO_U32, V_SUB(REV)_CO_U32, V_SUBB(REV)_CO_U32 (MI200 ISA §12.7,
    §12.11 VOP3B; RDNA3 V_ADD_CO_CI_U32): a 32-bit sum or difference with its carry (borrow)
    out in a lane mask; the ``c`` forms also add (subtract) a carry in."""
    kind, cin = _CARRY[base]
    mods = ctx.no_mods(st, tuple(_DPP_MODS | _SDWA_MODS | {"clamp"}))
    ctx.count(st, 5 if cin else 4)
    d, co = ctx.operand(st, 0), ctx.operand(st, 1)
    dpp = _dpp(ctx, st, mods)
    ra, rb = _sources(ctx, st, [ctx.operand(st, 2), ctx.operand(st, 3)], ("u32", "u32"), mods, 0, dpp)
    rc = ctx.mask_read(st, ctx.operand(st, 4)) if cin else None
    co_w = ctx.mask_write(st, co)
    write = ctx.vwrite(st, d, "u32")
    lanes = ctx.lanes
    extra = dpp.written if dpp is not None else None

    def run(w: Wave) -> None:
        a = ra(w).astype(np.int64)
        b = rb(w).astype(np.int64)
        c = lanes_of(rc(w), lanes).astype(np.int64) if rc is not None else 0
        if kind == "add":
            t = a + b + c
            carry = t >= (1 << 32)
        elif kind == "sub":
            t = a - b - c
            carry = t < 0
        else:
            t = b - a - c
            carry = t < 0
        write(w, (t & 0xFFFFFFFF).astype(np.uint32), extra)
        co_w(w, mask_of(carry & w.exec_mask()))
    return run


def _mad64(ctx: Ctx, st: Stmt, base: str, suffix: str) -> Run:
    """V_MAD_U64_U32 / V_MAD_I64_I32 (MI200 ISA §12.11 VOP3B): D.u64 = S0 * S1 + S2.u64, the
    carry out of the 64-bit sum in the lane mask."""
    signed = base in ("v_mad_i64_i32", "v_mad_co_i64_i32")
    ctx.no_mods(st, ("clamp",))
    ctx.count(st, 5)
    d, co = ctx.operand(st, 0), ctx.operand(st, 1)
    ra = ctx.vread(st, ctx.operand(st, 2), "u32")
    rb = ctx.vread(st, ctx.operand(st, 3), "u32")
    rc = ctx.vread(st, ctx.operand(st, 4), "u64")
    write = ctx.vwrite(st, d, "u64")
    co_w = ctx.mask_write(st, co)

    def run(w: Wave) -> None:
        a, b, c = ra(w), rb(w), rc(w)
        if signed:
            p = a.view(np.int32).astype(np.int64) * b.view(np.int32).astype(np.int64)
            lo: A = p.astype(np.uint64)
            s: A = lo + c
            # the signed 65-bit sum's carry: set when the sum leaves the int64 range
            ci = c.view(np.int64)
            carry = ((ci > 0) & (p > np.iinfo(np.int64).max - ci)) | ((ci < 0) & (p < np.iinfo(np.int64).min - ci))
        else:
            pu: A = a.astype(np.uint64) * b.astype(np.uint64)
            s = pu + c
            carry = s < c
        write(w, s, None)
        co_w(w, mask_of(carry & w.exec_mask()))
    return run


def _div_scale(ctx: Ctx, st: Stmt, base: str, suffix: str) -> Run:
    """V_DIV_SCALE_F32/F64 (MI200 ISA §12.11 VOP3B; CDNA3 pseudo-code): pre-scale the numerator
    or denominator of a division by 2^±64 (f32) / 2^±128 (f64) to keep the Newton-Raphson terms
    normal, and set the lane's VCC bit when the quotient needs the post-scale."""
    f64mode = base.endswith("f64")
    ctx.no_mods(st, ("clamp", "mul", "div"))
    ctx.count(st, 5)
    fmt = "f64" if f64mode else "f32"
    d, co = ctx.operand(st, 0), ctx.operand(st, 1)
    r0, r1, r2 = (ctx.vread(st, ctx.operand(st, n), fmt) for n in (2, 3, 4))
    write = ctx.vwrite(st, d, fmt)
    co_w = ctx.mask_write(st, co)
    t = TYPED[fmt]
    dt = np.float64 if f64mode else np.float32
    big, mbits, emax = (768, 52, 2047) if f64mode else (96, 23, 255)
    scale = 128 if f64mode else 64

    def expo(x: A) -> A:
        bits = x.view(np.uint64 if f64mode else np.uint32)
        return ((bits >> (52 if f64mode else 23)) & emax).astype(np.int64)

    def run(w: Wave) -> None:
        s0, s1, s2 = t(r0(w)), t(r1(w)), t(r2(w))
        with np.errstate(all="ignore"):
            e1, e2 = expo(s1), expo(s2)
            tiny = np.finfo(dt).tiny
            res = s0.copy()
            vcc = np.zeros(s0.shape, bool)
            done = np.zeros(s0.shape, bool)
            z = (s2 == 0) | (s1 == 0)
            res = np.where(z, dt(np.nan), res)
            done |= z
            c1 = ~done & (e2 - e1 >= big)
            vcc |= c1
            res = np.where(c1 & (s0 == s1), np.ldexp(s0, scale).astype(dt), res)
            done |= c1
            den1 = (s1 != 0) & (np.abs(s1) < tiny)
            c2 = ~done & den1
            res = np.where(c2, np.ldexp(s0, scale).astype(dt), res)
            done |= c2
            recip = 1.0 / s1.astype(np.float64)
            rden = (recip != 0) & (np.abs(recip) < (np.finfo(np.float64).tiny if f64mode else tiny))
            q = (s2 / s1).astype(dt)
            qden = (q != 0) & (np.abs(q) < tiny)
            c3 = ~done & rden & qden
            vcc |= c3
            res = np.where(c3 & (s0 == s1), np.ldexp(s0, scale).astype(dt), res)
            done |= c3
            c4 = ~done & rden
            res = np.where(c4, np.ldexp(s0, -scale).astype(dt), res)
            done |= c4
            c5 = ~done & qden
            vcc |= c5
            res = np.where(c5 & (s0 == s2), np.ldexp(s0, scale).astype(dt), res)
            done |= c5
            c6 = ~done & (e2 <= mbits)
            res = np.where(c6, np.ldexp(s0, scale).astype(dt), res)
        write(w, RAW[fmt](res), None)
        co_w(w, mask_of(vcc & w.exec_mask()))
    return run


def _div_fmas(ctx: Ctx, st: Stmt, base: str, suffix: str) -> Run:
    """V_DIV_FMAS_F32/F64 (MI200 ISA §12.11): fma(S0, S1, S2), post-scaled in lanes whose VCC bit is
    set. The guides' pseudo-code writes the scale as "2**32" (f32) and "2**64" (f64); measured on
    hardware (tinygrad/tinygrad, test/amd/hw/test_vop3.py, TestDivFmas) it is 2^+64 (f32; f64:
    2^+128) when S2's exponent is above the bias (|S2| >= 2), else 2^-64 (2^-128): the inverse of
    the pre-scale V_DIV_SCALE applied (docs/decisions.md). One rounding, of the scaled exact value."""
    f64mode = base.endswith("f64")
    fmt = "f64" if f64mode else "f32"
    ctx.no_mods(st, ("clamp", "mul", "div"))
    ctx.count(st, 4)
    d = ctx.operand(st, 0)
    r0, r1, r2 = (ctx.vread(st, ctx.operand(st, n), fmt) for n in (1, 2, 3))
    vcc = ctx.mask_read(st, Operand("s", SLOT_VCC, 2 if ctx.lanes == 64 else 1))
    write = ctx.vwrite(st, d, fmt)
    t = TYPED[fmt]
    lanes = ctx.lanes
    scale = 128 if f64mode else 64

    def run(w: Wave) -> None:
        s0, s1, s2 = t(r0(w)), t(r1(w)), t(r2(w))
        sel = lanes_of(vcc(w), lanes)
        with np.errstate(all="ignore"):
            big = np.isfinite(s2) & (np.abs(s2) >= 2)  # S2's exponent above the bias
            k = np.where(sel, np.where(big, scale, -scale), 0)
            res = _fma_scaled(s0, s1, s2, k, np.float64 if f64mode else np.float32)
        write(w, RAW[fmt](res), None)
    return run


def _fma_scaled(a: A, b: A, c: A, k: A, dtype: Any) -> A:
    """2^k * fma(a, b, c) rounded once to ``dtype`` (the scale only moves the exponent: the rounding
    of the exactly scaled exact value)."""
    from .numeric import _two_sum, round_odd_f64

    if dtype == np.float64:
        return np.ldexp(fma(a, b, c, np.float64), k)  # exact unless the scaled result leaves the normal range
    with np.errstate(all="ignore"):
        p = a.astype(np.float64) * b.astype(np.float64)
        s, e = _two_sum(p, c.astype(np.float64))
        ok = np.isfinite(s) & np.isfinite(e)
        s = np.where(ok, round_odd_f64(s, np.where(ok, e, 0.0)), s)
        return np.ldexp(s, k).astype(np.float32)


def _div_fixup(ctx: Ctx, st: Stmt, base: str, suffix: str) -> Run:
    """V_DIV_FIXUP_F32/F64/F16 (MI200 ISA §12.11; CDNA3 pseudo-code): the special cases of a
    division (NaN, 0/0, inf/inf, x/0, x/inf, underflow, overflow), else ±|quotient| with the
    sign of numerator ⊕ denominator. S0 = quotient, S1 = denominator, S2 = numerator."""
    fmt = base.rsplit("_", 1)[1]
    if fmt not in ("f32", "f64", "f16"):
        raise ctx.unimplemented(st)
    ctx.no_mods(st, ("clamp", "mul", "div", "op_sel"))
    ctx.count(st, 4)
    d = ctx.operand(st, 0)
    r0, r1, r2 = (ctx.vread(st, ctx.operand(st, n), fmt) for n in (1, 2, 3))
    write = ctx.vwrite(st, d, fmt)
    t = TYPED[fmt]
    dt = {"f32": np.float32, "f64": np.float64, "f16": np.float16}[fmt]
    under, emax = {"f32": (-150, 255), "f64": (-1075, 2047), "f16": (-25, 31)}[fmt]
    ebits = {"f32": 23, "f64": 52, "f16": 10}[fmt]
    qnan = {"f32": np.uint32(0xFFC00000), "f64": np.uint64(0xFFF8000000000000), "f16": np.uint16(0xFE00)}[fmt]

    def expo(x: A) -> A:
        ut = {np.float32: np.uint32, np.float64: np.uint64, np.float16: np.uint16}[dt]
        return ((x.view(ut) >> ebits) & emax).astype(np.int64)

    def run(w: Wave) -> None:
        s0, s1, s2 = t(r0(w)), t(r1(w)), t(r2(w))
        with np.errstate(all="ignore"):
            sign = np.signbit(s1) ^ np.signbit(s2)
            mag = np.abs(s0)
            res = np.where(sign, -mag, mag).astype(dt)
            e1, e2 = expo(s1), expo(s2)
            big = np.finfo(dt).max  # type: ignore[type-var]
            res = np.where(e1 == emax, np.where(sign, -big, big).astype(dt), res)  # exponent(S1) == max
            res = np.where(e2 - e1 < under, np.where(sign, -dt(0), dt(0)).astype(dt), res)
            res = np.where(np.isinf(s1) | (s2 == 0), np.where(sign, -dt(0), dt(0)).astype(dt), res)
            res = np.where((s1 == 0) | np.isinf(s2), np.where(sign, -dt(np.inf), dt(np.inf)).astype(dt), res)
            nanv = np.array(qnan).view(dt)
            res = np.where(np.isinf(s1) & np.isinf(s2), nanv, res)
            res = np.where((s1 == 0) & (s2 == 0), nanv, res)
            res = np.where(np.isnan(s1), _quiet(s1), res)
            res = np.where(np.isnan(s2), _quiet(s2), res)
        write(w, RAW[fmt](res.astype(dt)) if fmt != "f16" else res.view(np.uint16).astype(np.uint32), None)
    return run


def _readlane(ctx: Ctx, st: Stmt, base: str, suffix: str) -> Run:
    """V_READLANE_B32, V_READFIRSTLANE_B32, V_WRITELANE_B32 (MI200 ISA §12.8, §12.11): one lane
    to an SGPR (the lane select modulo the wave size; readfirstlane: the lowest active lane, 0
    when none is), or a scalar into one lane (regardless of EXEC)."""
    ctx.no_mods(st)
    lanes = ctx.lanes
    if base == "v_readfirstlane_b32":
        ctx.count(st, 2)
        dst = ctx.swrite(st, ctx.operand(st, 0))
        src = ctx.operand(st, 1)
        rv = ctx.vread(st, src, "b32")

        def first(w: Wave) -> None:
            e = w.exec
            lane = (e & -e).bit_length() - 1 if e else 0
            dst(w, int(rv(w)[lane]))
        return first
    ctx.count(st, 3)
    sel = ctx.sread(st, ctx.operand(st, 2))
    if base == "v_readlane_b32":
        dst = ctx.swrite(st, ctx.operand(st, 0))
        rv = ctx.vread(st, ctx.operand(st, 1), "b32")

        def read(w: Wave) -> None:
            dst(w, int(rv(w)[sel(w) % lanes]))
        return read
    d = ctx.operand(st, 0)
    file, reg, _ = ctx.vdest(st, d)
    val = ctx.sread(st, ctx.operand(st, 1))

    def write(w: Wave) -> None:
        (w.v if file == "v" else w.a)[reg, sel(w) % lanes] = val(w) & 0xFFFFFFFF
    return write


def _mbcnt(ctx: Ctx, st: Stmt, base: str, suffix: str) -> Run:
    """V_MBCNT_LO_U32_B32 / V_MBCNT_HI_U32_B32 (MI200 ISA §12.11): S1 plus the number of set
    bits of S0 below the lane (lanes 0-31 of the mask for LO, 32-63 for HI)."""
    ctx.no_mods(st)
    ctx.count(st, 3)
    d = ctx.operand(st, 0)
    rm = ctx.sread(st, ctx.operand(st, 1))
    rs = ctx.vread(st, ctx.operand(st, 2), "u32")
    write = ctx.vwrite(st, d, "u32")
    lanes = np.arange(ctx.lanes, dtype=np.int64)
    hi = base.startswith("v_mbcnt_hi")
    lane_bits = np.clip(lanes - (32 if hi else 0), 0, 32)

    def run(w: Wave) -> None:
        m = rm(w) & 0xFFFFFFFF
        counts = np.array([bin(m & ((1 << int(k)) - 1)).count("1") for k in range(33)], np.uint32)
        write(w, rs(w) + counts[lane_bits], None)
    return run


def _accvgpr(ctx: Ctx, st: Stmt, base: str, suffix: str) -> Run:
    """V_ACCVGPR_READ_B32 / V_ACCVGPR_WRITE_B32 / V_ACCVGPR_MOV_B32 (MI200 ISA §12.10, §12.8):
    copy between the VGPR and AccVGPR files under EXEC."""
    ctx.no_mods(st)
    ctx.count(st, 2)
    d, s = ctx.operand(st, 0), ctx.operand(st, 1)
    r = ctx.vread(st, s, "b32")
    write = ctx.vwrite(st, d, "b32")

    def run(w: Wave) -> None:
        write(w, r(w), None)
    return run


def _swap(ctx: Ctx, st: Stmt, base: str, suffix: str) -> Run:
    """V_SWAP_B32 (MI200 ISA §12.8): exchange two VGPRs under EXEC."""
    ctx.no_mods(st)
    ctx.count(st, 2)
    a, b = ctx.operand(st, 0), ctx.operand(st, 1)
    ra, rb = ctx.vread(st, a, "b32"), ctx.vread(st, b, "b32")
    wa, wb = ctx.vwrite(st, a, "b32"), ctx.vwrite(st, b, "b32")

    def run(w: Wave) -> None:
        x, y = ra(w).copy(), rb(w).copy()
        wa(w, y, None)
        wb(w, x, None)
    return run


_PK: dict[str, tuple[str, int, Callable[..., A] | None]] = {
    "v_pk_add_f16": ("f16", 2, lambda a, b: (a.astype(np.float64) + b).astype(np.float16)),
    "v_pk_mul_f16": ("f16", 2, lambda a, b: (a.astype(np.float64) * b).astype(np.float16)),
    "v_pk_fma_f16": ("f16", 3, lambda a, b, c: fma(a, b, c, np.float16)),
    "v_pk_max_f16": ("f16", 2, _fmax), "v_pk_min_f16": ("f16", 2, _fmin),
    "v_pk_add_u16": ("u16", 2, lambda a, b: a + b), "v_pk_sub_u16": ("u16", 2, lambda a, b: a - b),
    "v_pk_add_i16": ("i16", 2, lambda a, b: a + b), "v_pk_sub_i16": ("i16", 2, lambda a, b: a - b),
    "v_pk_mul_lo_u16": ("u16", 2, lambda a, b: a * b),
    "v_pk_mad_u16": ("u16", 3, lambda a, b, c: a * b + c),
    "v_pk_lshlrev_b16": ("u16", 2, lambda a, b: b << (a & 15)),
    "v_pk_lshrrev_b16": ("u16", 2, lambda a, b: b >> (a & 15)),
    "v_pk_ashrrev_i16": ("i16", 2, lambda a, b: b >> (a & 15)),
    "v_pk_max_u16": ("u16", 2, np.maximum), "v_pk_min_u16": ("u16", 2, np.minimum),
    "v_pk_max_i16": ("i16", 2, np.maximum), "v_pk_min_i16": ("i16", 2, np.minimum),
    "v_pk_add_f32": ("f32", 2, lambda a, b: a + b), "v_pk_mul_f32": ("f32", 2, lambda a, b: a * b),
    "v_pk_fma_f32": ("f32", 3, lambda a, b, c: fma(a, b, c, np.float32)),
    "v_pk_mov_b32": ("b32", 2, None),
}


def _bits_list(ctx: Ctx, st: Stmt, mods: dict[str, str], name: str, default: int) -> int:
    if name not in mods:
        return default
    return sum(int(b) << i for i, b in enumerate(re.findall(r"\d+", mods[name])))


def _packed(ctx: Ctx, st: Stmt, base: str, suffix: str) -> Run:
    """The packed operations (MI200 ISA §12.10 VOP3P, §6.7 "Packed Math"): each half (each dword
    of the 64-bit forms) computed from the halves OP_SEL (low result) and OP_SEL_HI (high
    result) pick; NEG_LO/NEG_HI negate the float sources of each half."""
    fmt, nsrc, fn = _PK[base]
    mods = ctx.no_mods(st, ("op_sel", "op_sel_hi", "neg_lo", "neg_hi", "clamp"))
    ctx.count(st, 1 + nsrc)
    opsel = _bits_list(ctx, st, mods, "op_sel", 0)
    opsel_hi = _bits_list(ctx, st, mods, "op_sel_hi", (1 << nsrc) - 1 if base != "v_pk_mov_b32" else 2)
    neg_lo = _bits_list(ctx, st, mods, "neg_lo", 0)
    neg_hi = _bits_list(ctx, st, mods, "neg_hi", 0)
    d = ctx.operand(st, 0)
    wide = fmt in ("f32", "b32")
    ops = [ctx.operand(st, n) for n in range(1, 1 + nsrc)]
    readers = [ctx.vread(st, o, "b64" if wide else "b32") if (o.is_vector or o.kind == "s")
               else _pk_const(ctx, st, o, fmt) for o in ops]
    write = ctx.vwrite(st, d, "b64" if wide else "b32")
    clamp = "clamp" in mods
    hw = 32 if wide else 16
    mask = np.uint64(0xFFFFFFFF) if wide else np.uint32(0xFFFF)
    dt = np.uint64 if wide else np.uint32

    def half(x: A, sel: int) -> A:
        return (x >> dt(hw * sel)) & mask

    def typed(x: A, neg: int) -> A:
        if wide:
            v = x.astype(np.uint32)
            if neg and fmt == "f32":
                v = v ^ np.uint32(0x80000000)
            return v.view(np.float32) if fmt == "f32" else v
        v = x.astype(np.uint32)
        if neg and fmt == "f16":
            v = v ^ np.uint32(0x8000)
        return TYPED[fmt](v)

    def untyped(y: A) -> A:
        if fmt == "f32":
            return np.asarray(y, np.float32).view(np.uint32).astype(np.uint64)
        if fmt == "b32":
            return y.astype(np.uint64)
        return RAW[fmt](y)

    def run(w: Wave) -> None:
        srcs = [r(w) for r in readers]
        if fn is None:  # v_pk_mov_b32: D[31:0] = S0 dword OP_SEL[0], D[63:32] = S1 dword OP_SEL[1]
            lo = half(srcs[0], opsel & 1)
            hi = half(srcs[1], opsel >> 1 & 1)
            write(w, lo | (hi << dt(32)), None)
            return
        lo_in = [typed(half(s, opsel >> n & 1), neg_lo >> n & 1) for n, s in enumerate(srcs)]
        hi_in = [typed(half(s, opsel_hi >> n & 1), neg_hi >> n & 1) for n, s in enumerate(srcs)]
        lo_r, hi_r = fn(*lo_in), fn(*hi_in)
        if clamp and fmt.startswith("f"):
            lo_r = np.clip(lo_r, 0, 1)
            hi_r = np.clip(hi_r, 0, 1)
        out = (untyped(lo_r).astype(dt) & mask) | ((untyped(hi_r).astype(dt) & mask) << dt(hw))
        write(w, out, None)
    return run


def _pk_const(ctx: Ctx, st: Stmt, op: Operand, fmt: str) -> Callable[[Wave], A]:
    """A constant of a packed operation: an inline constant is used in both halves (MI200 ISA
    §6.7); a 64-bit packed operation's constant is the same 32-bit value in both dwords."""
    kind = {"f16": "f16", "u16": "b32", "i16": "b32", "f32": "f32", "b32": "b32"}[fmt]
    bits = op.const_bits(kind)
    if fmt in ("f32", "b32"):
        arr = ctx.const_array(64, (bits & 0xFFFFFFFF) | ((bits & 0xFFFFFFFF) << 32))
    else:
        arr = ctx.const_array(32, (bits & 0xFFFF) | ((bits & 0xFFFF) << 16))
    return lambda w: arr


def _fma_mix(ctx: Ctx, st: Stmt, base: str, suffix: str) -> Run:
    """V_FMA_MIX_F32, V_FMA_MIXLO_F16, V_FMA_MIXHI_F16 (MI200 ISA §12.10; CDNA3 pseudo-code
    V_MAD_MIX*): each source is float32 (OP_SEL_HI[n] = 0) or the float16 half OP_SEL[n]
    picks; NEG_LO negates and NEG_HI takes the absolute value; one fused rounding."""
    mods = ctx.no_mods(st, ("op_sel", "op_sel_hi", "neg_lo", "neg_hi", "clamp"))
    ctx.count(st, 4)
    opsel = _bits_list(ctx, st, mods, "op_sel", 0)
    opsel_hi = _bits_list(ctx, st, mods, "op_sel_hi", 0)
    neg = _bits_list(ctx, st, mods, "neg_lo", 0)
    absm = _bits_list(ctx, st, mods, "neg_hi", 0)
    d = ctx.operand(st, 0)
    ops = [ctx.operand(st, n) for n in (1, 2, 3)]
    # -x and |x| written on a source are its NEG and ABS bits (LLVM prints neg_lo/neg_hi for them too)
    for n, o in enumerate(ops):
        neg |= int(o.neg) << n
        absm |= int(o.abs) << n
    readers = [ctx.vread(st, replace(o, neg=False, abs=False), "b32") if o.kind != "const"
               else _mix_const(ctx, o, opsel_hi >> n & 1) for n, o in enumerate(ops)]
    out = "f32" if base.endswith("f32") else "f16"
    write = ctx.vwrite(st, d, out, hi=base.endswith("hi_f16"), zero_high=False if out == "f16" else None)

    def src(x: A, n: int) -> A:
        if opsel_hi >> n & 1:
            v = f16(x >> np.uint32(16) if opsel >> n & 1 else x).astype(np.float32)
        else:
            v = x.view(np.float32)
        if absm >> n & 1:
            v = np.abs(v)
        if neg >> n & 1:
            v = -v
        return v

    def run(w: Wave) -> None:
        a, b, c = (src(r(w), n) for n, r in enumerate(readers))
        y = fma(a, b, c, np.float32 if out == "f32" else np.float16)
        if "clamp" in mods:
            y = np.clip(y, 0, 1)
        write(w, RAW[out](y), None)
    return run


def _mix_const(ctx: Ctx, o: Operand, half: int) -> Callable[[Wave], A]:
    """A constant source of V_FMA_MIX: a float32 (OP_SEL_HI = 0) or a float16 (1) constant."""
    bits = replace(o, neg=False, abs=False).const_bits("f16" if half else "f32")
    if half:
        bits |= bits << 16
    arr = ctx.const_array(32, bits)
    return lambda w: arr


_FP8 = {"fp8": (ml_dtypes.float8_e4m3fnuz, ml_dtypes.float8_e4m3fn), "bf8": (ml_dtypes.float8_e5m2fnuz,
                                                                            ml_dtypes.float8_e5m2)}


def _fp8_format(ctx: Ctx, kind: str) -> Any:
    """FP8/BF8 are FNUZ formats on CDNA3 and OCP E4M3/E5M2 from CDNA4 and on RDNA4 (CDNA4 ISA
    §7.3; the matrix rows' data types say the same)."""
    return _FP8[kind][0 if ctx.traits.fp8_fnuz else 1]


def _cvt_pk_fp8(ctx: Ctx, st: Stmt, base: str, suffix: str) -> Run:
    """V_CVT_PK_FP8_F32 / V_CVT_PK_BF8_F32 (CDNA3 ISA §12 VOP3; CDNA3 pseudo-code): two float32
    to two 8-bit floats (nearest even) in bits 15:0 (op_sel[3] = 0) or 31:16, the other half kept."""
    kind = "fp8" if "fp8" in base else "bf8"
    mods = ctx.no_mods(st, ("op_sel", "clamp"))
    ctx.count(st, 3)
    d = ctx.operand(st, 0)
    ra = ctx.vread(st, ctx.operand(st, 1), "f32")
    rb = ctx.vread(st, ctx.operand(st, 2), "f32")
    fmt = _fp8_format(ctx, kind)
    hi = bool(_opsel(ctx, st, mods) >> 3 & 1)
    file, reg, _ = ctx.vdest(st, d)
    full = (1 << ctx.lanes) - 1
    sat = "clamp" in mods

    def run(w: Wave) -> None:
        lo = fp8_bits(ra(w).view(np.float32), fmt, sat) | (fp8_bits(rb(w).view(np.float32), fmt, sat) << np.uint32(8))
        arr = w.v if file == "v" else w.a
        old = arr[reg]
        new = (old & np.uint32(0xFFFF)) | (lo << np.uint32(16)) if hi else (old & np.uint32(0xFFFF0000)) | lo
        if w.exec == full:
            arr[reg] = new
        else:
            np.copyto(arr[reg], new, where=w.exec_mask())
    return run


def _cvt_f32_fp8(ctx: Ctx, st: Stmt, base: str, suffix: str) -> Run:
    """V_CVT_F32_FP8 / V_CVT_F32_BF8 (CDNA3 ISA §12 VOP1; pseudo-code: the byte SDWA src0_sel
    (or op_sel) picks) and V_CVT_PK_F32_FP8/BF8 (two bytes, word op_sel[0], to two float32)."""
    kind = "fp8" if "fp8" in base else "bf8"
    mods = ctx.no_mods(st, ("src0_sel", "op_sel", "clamp", "mul", "div"))
    fmt = _fp8_format(ctx, kind)
    ctx.count(st, 2)
    d = ctx.operand(st, 0)
    r = ctx.vread(st, ctx.operand(st, 1), "b32")
    if base.startswith("v_cvt_pk_f32"):
        word = _opsel(ctx, st, mods) & 1
        write = ctx.vwrite(st, d, "b64")

        def run_pk(w: Wave) -> None:
            x = r(w) >> np.uint32(16 * word)
            lo = fp8_to_f32(x, fmt).view(np.uint32).astype(np.uint64)
            hi = fp8_to_f32(x >> np.uint32(8), fmt).view(np.uint32).astype(np.uint64)
            write(w, lo | (hi << np.uint64(32)), None)
        return run_pk
    sel = mods.get("src0_sel", "BYTE_0")
    if "op_sel" in mods:
        sel = f"BYTE_{_opsel(ctx, st, mods) & 3}"
    shift = {"BYTE_0": 0, "BYTE_1": 8, "BYTE_2": 16, "BYTE_3": 24}.get(sel)
    if shift is None:
        raise ctx.unimplemented(st, f"the select {sel}")
    write = ctx.vwrite(st, d, "f32")

    def run(w: Wave) -> None:
        write(w, fp8_to_f32(r(w) >> np.uint32(shift), fmt).view(np.uint32), None)
    return run


def _bitop3(ctx: Ctx, st: Stmt, base: str, suffix: str) -> Run:
    """V_BITOP3_B32/B16 (CDNA4 pseudo-code): any function of three bits, its truth table the
    8-bit ``bitop3`` immediate: bit (S0 << 2 | S1 << 1 | S2) of the table is the result bit."""
    mods = ctx.no_mods(st, ("bitop3", "op_sel"))
    ctx.count(st, 3, 4)  # gfx1250's VOPD V_DUAL_BITOP2_B32 has two sources (S2 = 0)
    table = ctx.int_mod(st, mods, "bitop3", 0) & 0xFF
    fmt = "b16" if base.endswith("b16") else "b32"
    d = ctx.operand(st, 0)
    r0, r1 = (ctx.vread(st, ctx.operand(st, n), "b32") for n in (1, 2))
    zero = ctx.const_array(32, 0)
    r2 = ctx.vread(st, ctx.operand(st, 3), "b32") if len(st.operands) == 4 else (lambda w: zero)
    write = ctx.vwrite(st, d, fmt)

    def run(w: Wave) -> None:
        a, b, c = r0(w), r1(w), r2(w)
        out = np.zeros_like(a)
        for k in range(8):
            if table >> k & 1:
                out |= (a if k & 4 else ~a) & (b if k & 2 else ~b) & (c if k & 1 else ~c)
        write(w, out, None)
    return run


def _scalar_trans(ctx: Ctx, st: Stmt, base: str, suffix: str) -> Run:
    """V_S_EXP_F32, V_S_LOG_F32, V_S_RCP_F32, V_S_RSQ_F32, V_S_SQRT_F32 and their F16 forms (RDNA4 ISA
    §16 VOP3): the transcendental of one scalar value, to an SGPR; correctly rounded (docs/run.md)."""
    op, fmt = base[len("v_s_"):].rsplit("_", 1)
    fns: dict[str, Callable[[A], A]] = {"exp": np.exp2, "log": np.log2, "rcp": lambda x: 1.0 / x,
                                        "rsq": lambda x: 1.0 / np.sqrt(x), "sqrt": np.sqrt}
    if op not in fns or fmt not in ("f32", "f16"):
        raise ctx.unimplemented(st)
    mods = ctx.no_mods(st, ("clamp", "mul", "div"))
    post = _post(ctx, st, mods, fmt)
    ctx.count(st, 2)
    dst = ctx.swrite(st, ctx.operand(st, 0))
    src = ctx.operand(st, 1)
    read = ctx.sread(st, src, 32, fmt)
    neg, absolute = src.neg, src.abs
    fn = fns[op]
    dt = np.float32 if fmt == "f32" else np.float16

    def run(w: Wave) -> None:
        raw = read(w)
        x = np.array([raw & (0xFFFFFFFF if fmt == "f32" else 0xFFFF)],
                     np.uint32 if fmt == "f32" else np.uint16).view(dt).astype(np.float64)
        if absolute:
            x = np.abs(x)
        if neg:
            x = -x
        with np.errstate(all="ignore"):
            y = fn(x).astype(dt)
            if post is not None:
                y = post(y)
        dst(w, int(y.view(np.uint32 if fmt == "f32" else np.uint16)[0]))
    return run


def _permlane(ctx: Ctx, st: Stmt, base: str, suffix: str) -> Run:
    """The permlanes (CDNA4 V_PERMLANE16_SWAP_B32/V_PERMLANE32_SWAP_B32, which write both operands;
    RDNA V_PERMLANE16_B32/V_PERMLANEX16_B32 with their two selector SGPRs, V_PERMLANE64_B32): the
    source positions from the table of primitives (:mod:`.lanes`). EXEC must be all ones (FI and
    BOUND_CTRL only say what inactive lanes give; a partial EXEC is not implemented)."""
    from .lanes import permlane_sources

    swap = base.endswith("_swap_b32")
    ops = [ctx.operand(st, n) for n in range(len(st.operands))]
    full = (1 << ctx.lanes) - 1
    err = ctx.unimplemented(st, f"{base} with some lanes inactive")
    if swap:
        ctx.count(st, 2)
        ra, rb = ctx.vread(st, ops[0], "b32"), ctx.vread(st, ops[1], "b32")
        wa, wb = ctx.vwrite(st, ops[0], "b32"), ctx.vwrite(st, ops[1], "b32")
        moves = permlane_sources(ctx, st, base)  # positions register * wave + lane over (vdst, src0)
        lanes = ctx.lanes

        def run_swap(w: Wave) -> None:
            if w.exec != full:
                raise err
            pair = np.concatenate([ra(w), rb(w)])[moves]
            wa(w, pair[:lanes], None)
            wb(w, pair[lanes:], None)
        return run_swap
    d = ops[0]
    rs = ctx.vread(st, ops[1], "b32")
    sels = [ctx.sread(st, o) for o in ops[2:4]]
    write = ctx.vwrite(st, d, "b32")
    plans: dict[int, npt.NDArray[np.int64]] = {}

    def run(w: Wave) -> None:
        if w.exec != full:
            raise err
        selector = 0
        for k, r in enumerate(sels):
            selector |= (int(r(w)) & 0xFFFFFFFF) << (32 * k)
        moves = plans.get(selector)
        if moves is None:
            moves = plans[selector] = permlane_sources(ctx, st, base, selector)
        write(w, rs(w)[moves], None)
    return run


def _nop(ctx: Ctx, st: Stmt, base: str, suffix: str) -> Run:
    """V_NOP (MI200 ISA §12.8): nothing."""
    return lambda w: None


#: VALU mnemonics with a builder of their own.
SPECIAL: dict[str, tuple[Callable[[Ctx, Stmt, str, str], Run], str]] = {
    "v_cndmask_b32": (_cndmask, _M12_7), "v_cndmask_b16": (_cndmask, _R3),
    "v_mad_u64_u32": (_mad64, _M12_11), "v_mad_i64_i32": (_mad64, _M12_11),
    "v_mad_co_u64_u32": (_mad64, "RDNA4 ISA §16 (VOP3SD)"), "v_mad_co_i64_i32": (_mad64, "RDNA4 ISA §16 (VOP3SD)"),
    "v_div_scale_f32": (_div_scale, _M12_11), "v_div_scale_f64": (_div_scale, _M12_11),
    "v_div_fmas_f32": (_div_fmas, _M12_11), "v_div_fmas_f64": (_div_fmas, _M12_11),
    "v_div_fixup_f32": (_div_fixup, _M12_11), "v_div_fixup_f64": (_div_fixup, _M12_11),
    "v_div_fixup_f16": (_div_fixup, _M12_11),
    "v_readlane_b32": (_readlane, _M12_11), "v_readfirstlane_b32": (_readlane, _M12_8),
    "v_writelane_b32": (_readlane, _M12_11),
    "v_mbcnt_lo_u32_b32": (_mbcnt, _M12_11), "v_mbcnt_hi_u32_b32": (_mbcnt, _M12_11),
    "v_accvgpr_read_b32": (_accvgpr, _M12_10), "v_accvgpr_write_b32": (_accvgpr, _M12_10),
    "v_accvgpr_mov_b32": (_accvgpr, "CDNA3 ISA §12 (VOP1 opcodes)"),
    "v_accvgpr_read": (_accvgpr, _M12_10), "v_accvgpr_write": (_accvgpr, _M12_10),
    "v_swap_b32": (_swap, _M12_8),
    "v_fma_mix_f32": (_fma_mix, _M12_10), "v_fma_mixlo_f16": (_fma_mix, _M12_10),
    "v_fma_mixhi_f16": (_fma_mix, _M12_10),
    "v_cvt_pk_fp8_f32": (_cvt_pk_fp8, _C3), "v_cvt_pk_bf8_f32": (_cvt_pk_fp8, _C3),
    "v_cvt_f32_fp8": (_cvt_f32_fp8, _C3), "v_cvt_f32_bf8": (_cvt_f32_fp8, _C3),
    "v_cvt_pk_f32_fp8": (_cvt_f32_fp8, _C3), "v_cvt_pk_f32_bf8": (_cvt_f32_fp8, _C3),
    "v_nop": (_nop, _M12_8),
    "v_bitop3_b32": (_bitop3, _C4), "v_bitop3_b16": (_bitop3, _C4), "v_bitop2_b32": (_bitop3, "gfx1250 (LLVM 22)"),
    "v_permlane16_swap_b32": (_permlane, _C4), "v_permlane32_swap_b32": (_permlane, _C4),
    "v_permlane16_b32": (_permlane, _R3), "v_permlanex16_b32": (_permlane, _R3),
    "v_permlane64_b32": (_permlane, _R3),
    **{f"v_s_{op}_{t}": (_scalar_trans, "RDNA4 ISA §16 (VOP3 opcodes)") for op in ("exp", "log", "rcp", "rsq", "sqrt")
       for t in ("f32", "f16")},
    **{name: (_carry, _M12_7) for name in _CARRY},
    **{name: (_packed, _M12_10) for name in _PK},
}


def is_valu(base: str) -> bool:
    if base.startswith("v_dual_"):
        base = vopd_base(base)
    return base in OPS or base in SPECIAL or _CMP.match(base) is not None


#: VOPD halves whose operation has another name (RDNA3 ISA §7.6 "Dual Issue VALU").
_DUAL = {"v_dual_dot2acc_f32_f16": "v_dot2c_f32_f16", "v_dual_dot2acc_f32_bf16": "v_dot2c_f32_bf16",
         "v_dual_mul_dx9_zero_f32": "v_mul_legacy_f32", "v_dual_max_f32": "v_max_f32", "v_dual_min_f32": "v_min_f32"}


def vopd_base(mnemonic: str) -> str:
    """The operation of a VOPD half (``v_dual_add_f32`` is ``v_add_f32``)."""
    return _DUAL.get(mnemonic, "v_" + mnemonic[len("v_dual_"):])


def build(ctx: Ctx, st: Stmt, mnemonic: str) -> Run:
    """The closure of a VALU statement (a VOPD half runs as its VOP1/VOP2 operation: LLVM allows no
    half to read what the other writes, so running them one after the other is the same)."""
    if mnemonic.startswith("v_dual_"):
        mnemonic = vopd_base(mnemonic)
    base, suffix = base_name(mnemonic)
    special = SPECIAL.get(base)
    if special is not None:
        return special[0](ctx, st, base, suffix)
    if base in OPS:
        return _generic(ctx, st, base, suffix)
    if _CMP.match(base):
        return _compare(ctx, st, base, suffix)
    raise ctx.unimplemented(st)


def source_of(mnemonic: str) -> str:
    """The ISA section a VALU mnemonic's semantics follow."""
    if mnemonic.startswith("v_dual_"):
        mnemonic = vopd_base(mnemonic)
    base, _ = base_name(mnemonic)
    if base in SPECIAL:
        return SPECIAL[base][1]
    if base in OPS:
        return OPS[base][3]
    return _M12_9 if _CMP.match(base) else ""


del SLOT_EXEC
