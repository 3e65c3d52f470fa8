"""The scalar ALU: SOP2, SOPK, SOP1 and SOPC operations on SGPRs and SCC.

Each operation is one row of :data:`OPS`: its operand width, a function of the source values
(and SCC) that returns the result and the new SCC (None: SCC unchanged), and the section of
the ISA guide whose pseudo-code it follows ("AMD Instinct MI200" ISA §12.1 SOP2, §12.2 SOPK,
§12.3 SOP1, §12.4 SOPC; the RDNA3/RDNA4 guides' renamed forms, ``s_and_not1_b32`` and the
like, are the same rows). Scalar values are Python integers: 32-bit values in 0..2^32-1,
64-bit values in 0..2^64-1.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from ..hazards.reader import Stmt
from .context import Ctx, Run
from .operands import Operand
from .state import Wave

__all__ = ["OPS", "CMP", "SAVEEXEC", "build", "is_salu"]

M32 = 0xFFFFFFFF
M64 = (1 << 64) - 1
_S2 = "MI200 ISA §12.1 (SOP2)"
_SK = "MI200 ISA §12.2 (SOPK)"
_S1 = "MI200 ISA §12.3 (SOP1)"
_SC = "MI200 ISA §12.4 (SOPC)"

Fn = Callable[..., "tuple[int, int | None]"]


def _s32(x: int) -> int:
    x &= M32
    return x - (1 << 32) if x >> 31 else x


def _s64(x: int) -> int:
    x &= M64
    return x - (1 << 64) if x >> 63 else x


def _nz(x: int, mask: int = M32) -> tuple[int, int]:
    x &= mask
    return x, int(x != 0)


def _add_i32(a: int, b: int, scc: int) -> tuple[int, int]:
    t = (a + b) & M32
    return t, int((a >> 31) == (b >> 31) and (a >> 31) != (t >> 31))


def _sub_i32(a: int, b: int, scc: int) -> tuple[int, int]:
    t = (a - b) & M32
    return t, int((a >> 31) != (b >> 31) and (a >> 31) != (t >> 31))


def _bfe(a: int, b: int, bits: int, signed: bool) -> tuple[int, int]:
    off = b & (63 if bits == 64 else 31)
    width = (b >> 16) & 0x7F
    mask = M64 if bits == 64 else M32
    v = (a >> off) & ((1 << width) - 1) if width else 0
    if signed and width:
        if width < bits:
            sign = 1 << (width - 1)
            v = (v ^ sign) - sign
    v &= mask
    return v, int(v != 0)


def _ff1(a: int, bits: int) -> int:
    return ((a & -a).bit_length() - 1) & M32 if a else M32


def _flbit(a: int, bits: int) -> int:
    return (bits - a.bit_length()) & M32 if a else M32


def _flbit_i(a: int, bits: int) -> int:
    sa = _s64(a) if bits == 64 else _s32(a)
    if sa in (0, -1):
        return M32
    x = ~sa if sa < 0 else sa
    return (bits - x.bit_length()) & M32


def _sext(x: int, bits: int) -> int:
    x &= (1 << bits) - 1
    return (x ^ (1 << (bits - 1))) - (1 << (bits - 1))


#: name -> (bits of the result, bits of each source, function, source).
OPS: dict[str, tuple[int, tuple[int, ...], Fn, str]] = {}


def _op(names: str, bits: int, n: int, fn: Fn, cite: str, srcs: tuple[int, ...] | None = None,
        dst: int | None = None) -> None:
    for name in names.split():
        OPS[name] = (bits if dst is None else dst, srcs if srcs is not None else (bits,) * n, fn, cite)


_op("s_add_u32 s_add_co_u32", 32, 2, lambda a, b, c: ((a + b) & M32, int(a + b > M32)), _S2)
_op("s_sub_u32 s_sub_co_u32", 32, 2, lambda a, b, c: ((a - b) & M32, int(b > a)), _S2)
_op("s_add_i32 s_add_co_i32", 32, 2, _add_i32, _S2)
_op("s_sub_i32 s_sub_co_i32", 32, 2, _sub_i32, _S2)
_op("s_addc_u32 s_add_co_ci_u32", 32, 2, lambda a, b, c: ((a + b + c) & M32, int(a + b + c > M32)), _S2)
_op("s_subb_u32 s_sub_co_ci_u32", 32, 2, lambda a, b, c: ((a - b - c) & M32, int(b + c > a)), _S2)
_op("s_min_i32", 32, 2, lambda a, b, c: (a, 1) if _s32(a) < _s32(b) else (b, 0), _S2)
_op("s_min_u32", 32, 2, lambda a, b, c: (a, 1) if a < b else (b, 0), _S2)
_op("s_max_i32", 32, 2, lambda a, b, c: (a, 1) if _s32(a) >= _s32(b) else (b, 0), _S2)
_op("s_max_u32", 32, 2, lambda a, b, c: (a, 1) if a >= b else (b, 0), _S2)
_op("s_cselect_b32", 32, 2, lambda a, b, c: (a if c else b, None), _S2)
_op("s_cselect_b64", 64, 2, lambda a, b, c: (a if c else b, None), _S2)
for _w, _m in ((32, M32), (64, M64)):
    _b = f"b{_w}"
    _op(f"s_and_{_b}", _w, 2, (lambda m: lambda a, b, c: _nz(a & b, m))(_m), _S2)
    _op(f"s_or_{_b}", _w, 2, (lambda m: lambda a, b, c: _nz(a | b, m))(_m), _S2)
    _op(f"s_xor_{_b}", _w, 2, (lambda m: lambda a, b, c: _nz(a ^ b, m))(_m), _S2)
    _op(f"s_andn2_{_b} s_and_not1_{_b}", _w, 2, (lambda m: lambda a, b, c: _nz(a & ~b, m))(_m), _S2)
    _op(f"s_orn2_{_b} s_or_not1_{_b}", _w, 2, (lambda m: lambda a, b, c: _nz(a | ~b, m))(_m), _S2)
    _op(f"s_nand_{_b}", _w, 2, (lambda m: lambda a, b, c: _nz(~(a & b), m))(_m), _S2)
    _op(f"s_nor_{_b}", _w, 2, (lambda m: lambda a, b, c: _nz(~(a | b), m))(_m), _S2)
    _op(f"s_xnor_{_b}", _w, 2, (lambda m: lambda a, b, c: _nz(~(a ^ b), m))(_m), _S2)
    _op(f"s_lshl_{_b}", _w, 2, (lambda m, w: lambda a, b, c: _nz(a << (b & (w - 1)), m))(_m, _w), _S2, (_w, 32))
    _op(f"s_lshr_{_b}", _w, 2, (lambda m, w: lambda a, b, c: _nz(a >> (b & (w - 1)), m))(_m, _w), _S2, (_w, 32))
    _op(f"s_not_{_b}", _w, 1, (lambda m: lambda a, c: _nz(~a, m))(_m), _S1)
    _op(f"s_mov_{_b}", _w, 1, lambda a, c: (a, None), _S1)
    _op(f"s_cmov_{_b}", _w, 1, lambda a, c: (a, None), _S1)  # writes only when SCC (see build)
    _op(f"s_brev_{_b}", _w, 1, (lambda w: lambda a, c: (int(f"{a:0{w}b}"[::-1], 2), None))(_w), _S1)
    _op(f"s_bcnt1_i32_{_b}", _w, 1, lambda a, c: _nz(bin(a).count("1")), _S1, dst=32)
    _op(f"s_bcnt0_i32_{_b}", _w, 1, (lambda w: lambda a, c: _nz(w - bin(a).count("1")))(_w), _S1, dst=32)
    _op(f"s_ff1_i32_{_b} s_ctz_i32_{_b}", _w, 1, (lambda w: lambda a, c: (_ff1(a, w), None))(_w), _S1, dst=32)
    _op(f"s_ff0_i32_{_b}", _w, 1, (lambda w, m: lambda a, c: (_ff1(~a & m, w), None))(_w, _m), _S1, dst=32)
    _op(f"s_flbit_i32_{_b} s_clz_i32_u{_w}", _w, 1, (lambda w: lambda a, c: (_flbit(a, w), None))(_w), _S1,
        dst=32)
_op("s_flbit_i32 s_cls_i32", 32, 1, lambda a, c: (_flbit_i(a, 32), None), _S1)
_op("s_flbit_i32_i64 s_cls_i32_i64", 64, 1, lambda a, c: (_flbit_i(a, 64), None), _S1, dst=32)
_op("s_ashr_i32", 32, 2, lambda a, b, c: _nz(_s32(a) >> (b & 31)), _S2)
_op("s_ashr_i64", 64, 2, lambda a, b, c: _nz(_s64(a) >> (b & 63), M64), _S2, (64, 32))
_op("s_bfm_b32", 32, 2, lambda a, b, c: ((((1 << (a & 31)) - 1) << (b & 31)) & M32, None), _S2)
_op("s_bfm_b64", 64, 2, lambda a, b, c: ((((1 << (a & 63)) - 1) << (b & 63)) & M64, None), _S2, (32, 32))
_op("s_mul_i32", 32, 2, lambda a, b, c: ((a * b) & M32, None), _S2)
_op("s_add_nc_u64", 64, 2, lambda a, b, c: ((a + b) & M64, None), "RDNA4 ISA §16 (SOP2)")
_op("s_sub_nc_u64", 64, 2, lambda a, b, c: ((a - b) & M64, None), "RDNA4 ISA §16 (SOP2)")
_op("s_mul_u64", 64, 2, lambda a, b, c: ((a * b) & M64, None), "RDNA4 ISA §16 (SOP2)")
_op("s_mul_hi_u32", 32, 2, lambda a, b, c: ((a * b) >> 32, None), _S2)
_op("s_mul_hi_i32", 32, 2, lambda a, b, c: (((_s32(a) * _s32(b)) >> 32) & M32, None), _S2)
_op("s_bfe_u32", 32, 2, lambda a, b, c: _bfe(a, b, 32, False), _S2)
_op("s_bfe_i32", 32, 2, lambda a, b, c: _bfe(a, b, 32, True), _S2)
_op("s_bfe_u64", 64, 2, lambda a, b, c: _bfe(a, b, 64, False), _S2, (64, 32))
_op("s_bfe_i64", 64, 2, lambda a, b, c: _bfe(a, b, 64, True), _S2, (64, 32))
_op("s_absdiff_i32", 32, 2, lambda a, b, c: _nz(abs(_s32(a) - _s32(b))), _S2)
for _k in range(1, 5):
    _op(f"s_lshl{_k}_add_u32", 32, 2,
        (lambda k: lambda a, b, c: (((a << k) + b) & M32, int((a << k) + b > M32)))(_k), _S2)
_op("s_pack_ll_b32_b16", 32, 2, lambda a, b, c: ((a & 0xFFFF) | ((b & 0xFFFF) << 16), None), _S2)
_op("s_pack_lh_b32_b16", 32, 2, lambda a, b, c: ((a & 0xFFFF) | (b & 0xFFFF0000), None), _S2)
_op("s_pack_hl_b32_b16", 32, 2, lambda a, b, c: ((a >> 16) | ((b & 0xFFFF) << 16), None), _S2)
_op("s_pack_hh_b32_b16", 32, 2, lambda a, b, c: ((a >> 16) | (b & 0xFFFF0000), None), _S2)
_op("s_abs_i32", 32, 1, lambda a, c: _nz(abs(_s32(a))), _S1)
_op("s_sext_i32_i8", 32, 1, lambda a, c: (_sext(a, 8) & M32, None), _S1)
_op("s_sext_i32_i16", 32, 1, lambda a, c: (_sext(a, 16) & M32, None), _S1)
_op("s_bitset0_b32", 32, 1, lambda a, c: (a, None), _S1)  # handled in build (reads D)
_op("s_movk_i32", 32, 1, lambda a, c: (_sext(a, 16) & M32, None), _SK)
_op("s_cmovk_i32", 32, 1, lambda a, c: (_sext(a, 16) & M32, None), _SK)
_op("s_addk_i32 s_addk_co_i32", 32, 2, lambda d, k, c: _add_i32(d, _sext(k, 16) & M32, c), _SK)
_op("s_mulk_i32", 32, 2, lambda d, k, c: ((d * _sext(k, 16)) & M32, None), _SK)

# ---------------------------------------------------------------------------- scalar float (gfx12)
_R4S = "RDNA4 ISA §16 (SOP1/SOP2/SOPC float opcodes)"


def _f32(x: int) -> float:
    return float(np.array([x & M32], np.uint32).view(np.float32)[0])


def _bits32(x: float) -> int:
    with np.errstate(all="ignore"):
        return int(np.array([x], np.float32).view(np.uint32)[0])


def _f32op(fn: Callable[..., float]) -> Callable[..., tuple[int, int | None]]:
    def op(*args: int) -> tuple[int, int | None]:
        with np.errstate(all="ignore"):
            vals = [np.float32(_f32(a)) for a in args[:-1]]
            return _bits32(float(np.float32(fn(*vals)))), None
    return op


def _cvt_to_int(signed: bool) -> Callable[[int, int], tuple[int, int | None]]:
    def op(a: int, c: int) -> tuple[int, int | None]:
        from .numeric import f32_to_int

        return int(f32_to_int(np.array([_f32(a)], np.float32), signed)[0]), None
    return op


def _fmac(a: int, b: int, d: int, c: int) -> tuple[int, int | None]:
    from .numeric import fma

    r = fma(np.array([_f32(a)], np.float32), np.array([_f32(b)], np.float32), np.array([_f32(d)], np.float32),
            np.float32)
    return int(r.view(np.uint32)[0]), None


def _h2f(x: int) -> float:
    return float(np.array([x & 0xFFFF], np.uint16).view(np.float16)[0])


_op("s_add_f32", 32, 2, _f32op(lambda a, b: a + b), _R4S)
_op("s_sub_f32", 32, 2, _f32op(lambda a, b: a - b), _R4S)
_op("s_mul_f32", 32, 2, _f32op(lambda a, b: a * b), _R4S)
_op("s_max_num_f32", 32, 2, _f32op(lambda a, b: b if a != a else (a if b != b else max(a, b) if a != b else
                                                                  (a if not np.signbit(a) else b))), _R4S)
_op("s_min_num_f32", 32, 2, _f32op(lambda a, b: b if a != a else (a if b != b else min(a, b) if a != b else
                                                                  (a if np.signbit(a) else b))), _R4S)
_op("s_cvt_f32_u32", 32, 1, lambda a, c: (_bits32(float(a)), None), _R4S)
_op("s_cvt_f32_i32", 32, 1, lambda a, c: (_bits32(float(_s32(a))), None), _R4S)
_op("s_cvt_u32_f32", 32, 1, _cvt_to_int(False), _R4S)
_op("s_cvt_i32_f32", 32, 1, _cvt_to_int(True), _R4S)
_op("s_cvt_f32_f16", 32, 1, lambda a, c: (_bits32(_h2f(a)), None), _R4S)
_op("s_cvt_hi_f32_f16", 32, 1, lambda a, c: (_bits32(_h2f(a >> 16)), None), _R4S)
_op("s_cvt_f16_f32", 32, 1, lambda a, c: (int(np.array([_f32(a)], np.float32).astype(np.float16)
                                               .view(np.uint16)[0]), None), _R4S)
_op("s_ceil_f32", 32, 1, _f32op(np.ceil), _R4S)
_op("s_floor_f32", 32, 1, _f32op(np.floor), _R4S)
_op("s_trunc_f32", 32, 1, _f32op(np.trunc), _R4S)
_op("s_rndne_f32", 32, 1, _f32op(np.rint), _R4S)

#: The SOPC/SOPK compares: name -> (bits, signed, predicate, sign-extend a 16-bit constant).
CMP: dict[str, tuple[int, bool, Callable[[int, int], bool], bool]] = {}
_PRED: dict[str, Callable[[int, int], bool]] = {
    "eq": lambda a, b: a == b, "lg": lambda a, b: a != b, "ne": lambda a, b: a != b, "gt": lambda a, b: a > b,
    "ge": lambda a, b: a >= b, "lt": lambda a, b: a < b, "le": lambda a, b: a <= b,
}
#: The float compares of gfx12 SOPC (RDNA4 ISA §16): name -> predicate on the two float32 values.
FCMP: dict[str, Callable[[float, float], bool]] = {
    "s_cmp_lt_f32": lambda a, b: a < b, "s_cmp_eq_f32": lambda a, b: a == b, "s_cmp_le_f32": lambda a, b: a <= b,
    "s_cmp_gt_f32": lambda a, b: a > b, "s_cmp_lg_f32": lambda a, b: a < b or a > b,
    "s_cmp_ge_f32": lambda a, b: a >= b, "s_cmp_o_f32": lambda a, b: a == a and b == b,
    "s_cmp_u_f32": lambda a, b: a != a or b != b, "s_cmp_nge_f32": lambda a, b: not a >= b,
    "s_cmp_nlg_f32": lambda a, b: not (a < b or a > b), "s_cmp_ngt_f32": lambda a, b: not a > b,
    "s_cmp_nle_f32": lambda a, b: not a <= b, "s_cmp_neq_f32": lambda a, b: not a == b,
    "s_cmp_nlt_f32": lambda a, b: not a < b,
}
for _c, _p in _PRED.items():
    CMP[f"s_cmp_{_c}_i32"] = (32, True, _p, False)
    CMP[f"s_cmp_{_c}_u32"] = (32, False, _p, False)
    CMP[f"s_cmpk_{_c}_i32"] = (32, True, _p, True)
    CMP[f"s_cmpk_{_c}_u32"] = (32, False, _p, False)
    CMP[f"s_cmp_{_c}_u64"] = (64, False, _p, False)

#: s_<op>_saveexec_b32/b64: the new EXEC from S0 and the old EXEC (MI200 ISA §12.3).
SAVEEXEC: dict[str, Callable[[int, int], int]] = {
    "and": lambda s, e: s & e, "or": lambda s, e: s | e, "xor": lambda s, e: s ^ e,
    "andn2": lambda s, e: s & ~e, "and_not1": lambda s, e: s & ~e,
    "orn2": lambda s, e: s | ~e, "or_not1": lambda s, e: s | ~e,
    "nand": lambda s, e: ~(s & e), "nor": lambda s, e: ~(s | e), "xnor": lambda s, e: ~(s ^ e),
    "andn1": lambda s, e: ~s & e, "and_not0": lambda s, e: ~s & e,
    "orn1": lambda s, e: ~s | e, "or_not0": lambda s, e: ~s | e,
}


def _saveexec_name(base: str) -> tuple[str, int] | None:
    if "_saveexec_b" not in base or not base.startswith("s_"):
        return None
    op, _, width = base[2:].rpartition("_saveexec_b")
    if op in SAVEEXEC and width in ("32", "64"):
        return op, int(width)
    return None


def is_salu(base: str) -> bool:
    return (base in OPS or base in CMP or base in FCMP or base in ("s_fmac_f32", "s_fmaak_f32", "s_fmamk_f32")
            or base.startswith(("s_bitcmp", "s_bitset")) or _saveexec_name(base) is not None)


def build(ctx: Ctx, st: Stmt, base: str) -> Run:
    """The closure of a scalar ALU statement."""
    ctx.no_mods(st)
    sx = _saveexec_name(base)
    if sx is not None:
        op, bits = sx
        combine = SAVEEXEC[op]
        ctx.count(st, 2)
        dst = ctx.swrite(st, ctx.operand(st, 0), bits)
        src = ctx.sread(st, ctx.operand(st, 1), bits)
        mask = (1 << bits) - 1

        def saveexec(w: Wave) -> None:
            old = w.exec
            new = combine(src(w), old) & mask & w.full
            w.set_exec(new)
            dst(w, old)
            w.scc = int(new != 0)
        return saveexec
    if base in CMP:
        bits, signed, pred, k16 = CMP[base]
        ctx.count(st, 2)
        ra = ctx.sread(st, ctx.operand(st, 0), bits)
        rb = ctx.sread(st, ctx.operand(st, 1), bits)
        conv = _s64 if bits == 64 else _s32

        def cmp(w: Wave) -> None:
            a, b = ra(w), rb(w)
            if k16:
                b = _sext(b, 16)
            elif base.startswith("s_cmpk"):
                b &= 0xFFFF
            if signed:
                a, b = conv(a), conv(b) if not k16 else b
            w.scc = int(pred(a, b))
        return cmp
    if base in FCMP:
        fpred = FCMP[base]
        ctx.count(st, 2)
        fa = ctx.sread(st, ctx.operand(st, 0), 32, "f32")
        fb = ctx.sread(st, ctx.operand(st, 1), 32, "f32")

        def fcmp(w: Wave) -> None:
            w.scc = int(fpred(_f32(fa(w)), _f32(fb(w))))
        return fcmp
    if base in ("s_fmac_f32", "s_fmaak_f32", "s_fmamk_f32"):
        # S_FMAC_F32: D = fma(S0, S1, D); S_FMAAK_F32: D = fma(S0, S1, K); S_FMAMK_F32: D = fma(S0, K, S1)
        d0 = ctx.operand(st, 0)
        wd0 = ctx.swrite(st, d0)
        if base == "s_fmac_f32":
            ctx.count(st, 3)
            fsrcs = [ctx.sread(st, ctx.operand(st, 1), 32, "f32"), ctx.sread(st, ctx.operand(st, 2), 32, "f32"),
                     ctx.sread(st, d0, 32, "f32")]
        else:
            ctx.count(st, 4)
            fsrcs = [ctx.sread(st, ctx.operand(st, n), 32, "f32") for n in (1, 2, 3)]

        def fmac(w: Wave) -> None:
            v, _ = _fmac(fsrcs[0](w), fsrcs[1](w), fsrcs[2](w), w.scc)
            wd0(w, v)
        return fmac
    if base.startswith("s_bitcmp"):
        want = 0 if base.startswith("s_bitcmp0") else 1
        bits = 64 if base.endswith("64") else 32
        ctx.count(st, 2)
        ra = ctx.sread(st, ctx.operand(st, 0), bits)
        rb = ctx.sread(st, ctx.operand(st, 1))

        def bitcmp(w: Wave) -> None:
            w.scc = int(((ra(w) >> (rb(w) & (bits - 1))) & 1) == want)
        return bitcmp
    if base.startswith("s_bitset"):
        bits = 64 if base.endswith("64") else 32
        one = base.startswith("s_bitset1")
        ctx.count(st, 2)
        d = ctx.operand(st, 0)
        rd, wd = ctx.sread(st, d, bits), ctx.swrite(st, d, bits)
        rb = ctx.sread(st, ctx.operand(st, 1))

        def bitset(w: Wave) -> None:
            bit = 1 << (rb(w) & (bits - 1))
            wd(w, rd(w) | bit if one else rd(w) & ~bit)
        return bitset
    if base not in OPS:
        raise ctx.unimplemented(st)
    bits, srcs, fn, _ = OPS[base]
    d = ctx.operand(st, 0)
    if base in ("s_addk_i32", "s_addk_co_i32", "s_mulk_i32"):  # SOPK: D = D op simm16
        ctx.count(st, 2)
        rd = ctx.sread(st, d, 32)
        rk = ctx.sread(st, ctx.operand(st, 1))
        wd = ctx.swrite(st, d, 32)

        def opk(w: Wave) -> None:
            _result(w, wd, fn(rd(w), rk(w), w.scc))
        return opk
    ctx.count(st, 1 + len(srcs))
    wd = ctx.swrite(st, d, bits)
    ra = ctx.sread(st, ctx.operand(st, 1), srcs[0])
    if len(srcs) == 1:
        cmov = base.startswith(("s_cmov", "s_cmovk"))

        def op1(w: Wave) -> None:
            if cmov and not w.scc:
                return
            _result(w, wd, fn(ra(w), w.scc))
        return op1
    rb = ctx.sread(st, ctx.operand(st, 2), srcs[1])

    def op2(w: Wave) -> None:
        _result(w, wd, fn(ra(w), rb(w), w.scc))
    return op2


def _result(w: Wave, wd: Callable[[Wave, int], None], result: tuple[int, int | None]) -> None:
    """Write an operation's value, and SCC where the operation sets it (not None)."""
    v, scc = result
    wd(w, v)
    if scc is not None:
        w.scc = scc


def source_of(base: str) -> str:
    if base in OPS:
        return OPS[base][3]
    if base in FCMP or base.startswith("s_fma"):
        return _R4S
    if base in CMP or base.startswith("s_bitcmp"):
        return _SC
    return _S1


del Operand
