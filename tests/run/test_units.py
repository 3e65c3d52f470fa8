"""One family of instructions at a time, on hand-written kernels, against values written out by
hand from the ISA guides' pseudo-code (MI200 ISA chapter 12; the CDNA3 and RDNA3/4 guides where
they differ) and, for float operations, against NumPy's IEEE arithmetic."""

from __future__ import annotations

import numpy as np
import pytest
from runkernels import kernel, lanes_kernel

import amdmatrix
from amdmatrix.machine import KernelError, UnimplementedError


def lanes(arch: str, body: str, a: object = 0, b: object = 0, c: object = 0, *, wave: int | None = None,
          dtype: type = np.uint32, lds: int = 0) -> np.ndarray:
    """Run ``body`` with v1, v2, v3 = a, b, c per lane (scalars broadcast) and return v5 per lane."""
    n = wave or (64 if arch.startswith("cdna") else 32)
    inp = np.zeros(192, dtype)
    for k, v in enumerate((a, b, c)):
        inp[64 * k:64 * k + n] = np.broadcast_to(np.asarray(v, dtype), (n,))
    out = np.zeros(64, dtype)
    r = amdmatrix.run(arch, lanes_kernel(arch, body, wave=wave, lds=lds), grid=1, block=n,
                      args=[out, inp.view(np.uint32)])
    assert r.reports == [], [x.message for x in r.reports]
    return np.asarray(r.arrays[0])[:n].view(dtype)


def u(x: int) -> np.uint32:
    return np.uint32(x & 0xFFFFFFFF)


# ---------------------------------------------------------------------------- integer VALU
@pytest.mark.parametrize("body, a, b, c, want", [
    ("v_add_u32_e32 v5, v1, v2", 0xFFFFFFFF, 2, 0, 1),  # wraps (MI200 §12.7 V_ADD_U32: D = S0 + S1)
    ("v_sub_u32_e32 v5, v1, v2", 1, 2, 0, 0xFFFFFFFF),
    ("v_subrev_u32_e32 v5, v1, v2", 1, 2, 0, 1),
    ("v_mul_lo_u32 v5, v1, v2", 0x10001, 0x10001, 0, 0x20001),
    ("v_mul_hi_u32 v5, v1, v2", 0x80000000, 4, 0, 2),
    ("v_mul_hi_i32 v5, v1, v2", 0xFFFFFFFF, 0xFFFFFFFF, 0, 0),  # (-1)(-1) = 1: high half 0
    ("v_mul_u32_u24_e32 v5, v1, v2", 0xFF000003, 5, 0, 15),  # only the low 24 bits
    ("v_lshlrev_b32_e32 v5, v1, v2", 33, 1, 0, 2),  # shift amount masked to 5 bits
    ("v_lshrrev_b32_e32 v5, v1, v2", 4, 0x80, 0, 8),
    ("v_ashrrev_i32_e32 v5, v1, v2", 4, 0x80000000, 0, 0xF8000000),
    ("v_bfe_u32 v5, v1, v2, v3", 0xABCD1234, 8, 8, 0x12),
    ("v_bfe_i32 v5, v1, v2, v3", 0x000000F0, 4, 4, 0xFFFFFFFF),  # the 4-bit field 0xF sign-extends
    ("v_bfi_b32 v5, v1, v2, v3", 0xFF00FF00, 0x12345678, 0xABCDEF01, 0x12CD5601),
    ("v_alignbit_b32 v5, v1, v2, v3", 0x11223344, 0x55667788, 8, 0x44556677),
    ("v_alignbyte_b32 v5, v1, v2, v3", 0x11223344, 0x55667788, 1, 0x44556677),
    ("v_perm_b32 v5, v1, v2, v3", 0x11223344, 0x55667788, 0x05040100, 0x33447788),
    ("v_perm_b32 v5, v1, v2, v3", 0x81223344, 0x55667788, 0x0B0C0D08, 0xFF00FF00),  # sign of byte 7, 0, 0xff, sign 1
    ("v_lshl_add_u32 v5, v1, v2, v3", 3, 4, 5, 53),
    ("v_add_lshl_u32 v5, v1, v2, v3", 3, 4, 2, 28),
    ("v_lshl_or_b32 v5, v1, v2, v3", 1, 4, 3, 19),
    ("v_and_or_b32 v5, v1, v2, v3", 0xF0, 0x3C, 1, 0x31),
    ("v_or3_b32 v5, v1, v2, v3", 1, 2, 4, 7),
    ("v_xad_u32 v5, v1, v2, v3", 6, 3, 10, 15),
    ("v_add3_u32 v5, v1, v2, v3", 0xFFFFFFFF, 1, 5, 5),
    ("v_max_i32_e32 v5, v1, v2", 0xFFFFFFFF, 1, 0, 1),
    ("v_max_u32_e32 v5, v1, v2", 0xFFFFFFFF, 1, 0, 0xFFFFFFFF),
    ("v_med3_i32 v5, v1, v2, v3", 5, 0xFFFFFFFF, 3, 3),
    ("v_bcnt_u32_b32 v5, v1, v2", 0xF0F0, 1, 0, 9),
    ("v_ffbh_u32_e32 v5, v1", 0x00010000, 0, 0, 15),
    ("v_ffbh_u32_e32 v5, v1", 0, 0, 0, 0xFFFFFFFF),
    ("v_ffbl_b32_e32 v5, v1", 0x00010000, 0, 0, 16),
    ("v_bfrev_b32_e32 v5, v1", 1, 0, 0, 0x80000000),
    ("v_not_b32_e32 v5, v1", 0, 0, 0, 0xFFFFFFFF),
    ("v_cvt_f32_u32_e32 v5, v1", 3, 0, 0, 0x40400000),
    ("v_cvt_u32_f32_e32 v5, v1", 0x4F800000, 0, 0, 0xFFFFFFFF),  # 2^32 clamps to the largest
    ("v_cvt_i32_f32_e32 v5, v1", 0xC0490FDB, 0, 0, 0xFFFFFFFD),  # -3.14159 truncates to -3
    ("v_cvt_u32_f32_e32 v5, v1", 0x7FC00000, 0, 0, 0),  # NaN gives 0
    ("v_mov_b32_e32 v5, -4", 0, 0, 0, 0xFFFFFFFC),
    ("v_mov_b32_e32 v5, 0.5", 0, 0, 0, 0x3F000000),  # an inline float constant
    ("v_mov_b32_e32 v5, 0x12345678", 0, 0, 0, 0x12345678),
])
def test_integer_valu(body: str, a: int, b: int, c: int, want: int) -> None:
    assert (lanes("cdna3", "\t" + body, u(a), u(b), u(c)) == u(want)).all()


def test_lane_dependent_ops() -> None:
    # v_mbcnt: lanes below me in the mask (MI200 §12.11); with -1, the lane number
    got = lanes("cdna3", "\tv_mbcnt_lo_u32_b32 v6, -1, 0\n\tv_mbcnt_hi_u32_b32 v5, -1, v6")
    assert list(got) == list(range(64))
    # v_lshl_add_u64 (CDNA3 pseudo-code: D.u64 = (S0.u64 << S1[2:0]) + S2.u64), v[2:3] = (b, c) pairs
    got = lanes("cdna3", "\tv_mov_b32_e32 v6, 5\n\tv_mov_b32_e32 v7, 0\n\tv_lshl_add_u64 v[8:9], v[2:3], 2, v[6:7]\n"
                         "\tv_mov_b32_e32 v5, v9\n\tv_add_u32_e32 v5, v5, v8", 0, 0x40000001, 3)
    assert (got == 0xD + 9).all()  # 0x3_40000001 << 2 = 0xD_00000004, + 5: high 0xD, low 9


def test_mad_u64_u32_carry() -> None:
    # D.u64 = S0 * S1 + S2.u64 (MI200 §12.11 V_MAD_U64_U32); the high word of 0xFFFFFFFF^2 + 1 = 0xFFFFFFFE
    got = lanes("cdna3", "\tv_mov_b32_e32 v6, 1\n\tv_mov_b32_e32 v7, 0\n"
                         "\tv_mad_u64_u32 v[8:9], s[10:11], v1, v2, v[6:7]\n\tv_mov_b32_e32 v5, v9",
                0xFFFFFFFF, 0xFFFFFFFF)
    assert (got == 0xFFFFFFFE).all()


# ---------------------------------------------------------------------------- float VALU
def f(x: float) -> np.uint32:
    return np.float32(x).view(np.uint32)


def test_fma_rounds_once() -> None:
    # a = b = 1 + 2^-12, c = -1: the exact a*b + c = 2^-11 + 2^-24 is a float; a separate multiply rounds
    # 1 + 2^-11 + 2^-24 to 1 + 2^-11 (a tie, to even) and gives 2^-11
    a = 1 + 2.0 ** -12
    fused = lanes("cdna3", "\tv_fma_f32 v5, v1, v2, v3", f(a), f(a), f(-1.0)).view(np.float32)
    assert (fused == np.float32(2.0 ** -11 + 2.0 ** -24)).all()
    split = lanes("cdna3", "\tv_mul_f32_e32 v6, v1, v2\n\tv_add_f32_e32 v5, v6, v3", f(a), f(a), f(-1.0))
    assert (split.view(np.float32) == np.float32(2.0 ** -11)).all()
    fmac = lanes("cdna3", "\tv_mov_b32_e32 v5, v3\n\tv_fmac_f32_e32 v5, v1, v2", f(a), f(a), f(-1.0))
    assert (fmac.view(np.float32) == np.float32(2.0 ** -11 + 2.0 ** -24)).all()


def test_max_min_ieee() -> None:
    # V_MAX_F32 with IEEE mode: a quiet NaN yields the other operand; +0 is above -0
    assert (lanes("cdna3", "\tv_max_f32_e32 v5, v1, v2", u(0x7FC00000), f(1.0)) == f(1.0)).all()
    assert (lanes("cdna3", "\tv_max_f32_e32 v5, v1, v2", f(-0.0), f(0.0)) == f(0.0)).all()
    assert (lanes("cdna3", "\tv_min_f32_e32 v5, v1, v2", f(0.0), f(-0.0)) == f(-0.0)).all()


def test_float_against_numpy() -> None:
    rng = np.random.default_rng(7)
    a = rng.standard_normal(64).astype(np.float32) * 100
    b = rng.standard_normal(64).astype(np.float32)
    for body, fn in (("v_add_f32_e32 v5, v1, v2", np.add), ("v_mul_f32_e32 v5, v1, v2", np.multiply),
                     ("v_sub_f32_e32 v5, v1, v2", np.subtract), ("v_subrev_f32_e32 v5, v1, v2", lambda x, y: y - x)):
        got = lanes("cdna3", "\t" + body, a.view(np.uint32), b.view(np.uint32)).view(np.float32)
        assert (got == fn(a, b)).all(), body
    # source modifiers: -|x| (the sign bit), as the VOP3 NEG/ABS bits
    got = lanes("cdna3", "\tv_add_f32_e64 v5, -|v1|, v2", a.view(np.uint32), b.view(np.uint32)).view(np.float32)
    assert (got == -np.abs(a) + b).all()


def test_division_sequence_is_correctly_rounded() -> None:
    """LLVM's f32 division (v_div_scale, v_rcp, Newton-Raphson fmas, v_div_fmas, v_div_fixup) gives
    the correctly rounded quotient; NumPy's float32 division is the reference."""
    body = """\tv_div_scale_f32 v6, s[8:9], v2, v2, v1
\tv_rcp_f32_e32 v7, v6
\tv_div_scale_f32 v8, vcc, v1, v2, v1
\tv_fma_f32 v9, -v6, v7, 1.0
\tv_fmac_f32_e32 v7, v9, v7
\tv_mul_f32_e32 v9, v8, v7
\tv_fma_f32 v12, -v6, v9, v8
\tv_fmac_f32_e32 v9, v12, v7
\tv_fma_f32 v6, -v6, v9, v8
\tv_div_fmas_f32 v6, v6, v7, v9
\tv_div_fixup_f32 v5, v6, v2, v1"""
    rng = np.random.default_rng(3)
    num = (rng.standard_normal(64) * 10.0 ** rng.integers(-30, 30, 64)).astype(np.float32)
    den = (rng.standard_normal(64) * 10.0 ** rng.integers(-30, 30, 64)).astype(np.float32)
    num[:4] = [1.0, 0.0, np.inf, 1e-40]
    den[:4] = [3.0, 0.0, 2.0, 3.0]
    got = lanes("cdna3", body, num.view(np.uint32), den.view(np.uint32)).view(np.float32)
    with np.errstate(all="ignore"):
        want = num / den
    assert np.array_equal(got, want, equal_nan=True)


def test_conversions_round() -> None:
    # v_cvt_f16_f32 rounds to nearest even, v_cvt_pkrtz_f16_f32 toward zero (MI200 §12.8, §12.11)
    x = np.float32(1 + 2.0 ** -11 + 2.0 ** -20)  # just above the midpoint between two halves
    rne = lanes("cdna3", "\tv_cvt_f16_f32_e32 v5, v1", x.view(np.uint32))
    assert (rne == np.float16(x).view(np.uint16)).all() and (rne == 0x3C01).all()
    rtz = lanes("cdna3", "\tv_cvt_pkrtz_f16_f32 v5, v1, v2", x.view(np.uint32), f(-65600.0))
    assert (rtz == (0x3C00 | (0xFBFF << 16))).all()  # 1.0; beyond the largest half: -65504


def test_exp_is_correctly_rounded() -> None:
    xs = np.linspace(-20, 20, 64).astype(np.float32)
    got = lanes("cdna3", "\tv_exp_f32_e32 v5, v1", xs.view(np.uint32)).view(np.float32)
    assert (got == np.exp2(xs.astype(np.float64)).astype(np.float32)).all()


# ---------------------------------------------------------------------------- compares, cndmask, DPP
def test_compare_and_cndmask() -> None:
    body = "\tv_cmp_gt_i32_e32 vcc, v1, v2\n\ts_nop 1\n\tv_cndmask_b32_e32 v5, v3, v1, vcc"
    a = np.arange(64, dtype=np.uint32)
    got = lanes("cdna3", body, a, 31, 999)
    assert (got == np.where(a.astype(np.int64) > 31, a, 999)).all()
    # e64 form with an SGPR pair and v_cmp_class (bit 1: quiet NaN, bit 9: +inf)
    body = "\tv_cmp_class_f32_e64 s[8:9], v1, v2\n\ts_nop 1\n\tv_cndmask_b32_e64 v5, 0, 1, s[8:9]"
    vals = np.array([0x7FC00000, 0x7F800000, 0x3F800000, 0xFF800000] * 16, np.uint32)
    got = lanes("cdna3", body, vals, (1 << 1) | (1 << 9))
    assert list(got[:4]) == [1, 1, 0, 0]


def test_dpp_row_shr_and_bound_ctrl() -> None:
    # row_shr:1 (MI200 §13.3.9 DPP_ROW_SR): lane l reads l-1 of its row; lane 0 of a row is out of
    # bounds: with BOUND_CTRL it gets 0
    a = np.arange(64, dtype=np.uint32) + 100
    got = lanes("cdna3", "\tv_mov_b32_e32 v5, 7\n\ts_nop 1\n"
                         "\tv_mov_b32_dpp v5, v1 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1", a)
    want = np.where(np.arange(64) % 16 == 0, 0, a - 1)
    assert (got == want).all()
    # without BOUND_CTRL the out-of-bounds lanes keep their value; row_mask 0x5 writes rows 0 and 2 only
    got = lanes("cdna3", "\tv_mov_b32_e32 v5, 7\n\ts_nop 1\n\tv_mov_b32_dpp v5, v1 row_shr:1 row_mask:0x5 "
                         "bank_mask:0xf", a)
    rows = np.arange(64) // 16
    want = np.where((rows % 2 == 0) & (np.arange(64) % 16 != 0), a - 1, 7)
    assert (got == want).all()
    # DPP on an arithmetic source: v_add_f32_dpp reads src0 through the lane map
    got = lanes("cdna3", "\tv_add_f32_dpp v5, v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf", f(1.0) *
                0 + np.arange(64, dtype=np.float32).view(np.uint32), f(0.5)).view(np.float32)
    assert (got == np.arange(64, dtype=np.float32)[np.arange(64) ^ 1] + 0.5).all()


def test_readlane_and_readfirstlane() -> None:
    a = np.arange(64, dtype=np.uint32) * 3
    got = lanes("cdna3", "\tv_readlane_b32 s8, v1, 5\n\ts_nop 1\n\tv_mov_b32_e32 v5, s8", a)
    assert (got == 15).all()
    # with EXEC of lanes 10-63, readfirstlane reads lane 10
    body = "\ts_mov_b64 s[12:13], exec\n\ts_mov_b64 exec, 0xfffffffffffffc00\n\tv_readfirstlane_b32 s8, v1\n" \
           "\ts_mov_b64 exec, s[12:13]\n\ts_nop 0\n\tv_mov_b32_e32 v5, s8"
    assert (lanes("cdna3", body, a) == 30).all()


# ---------------------------------------------------------------------------- scalar ALU
@pytest.mark.parametrize("body, want", [
    ("s_mov_b32 s8, -1\n\ts_add_u32 s9, s8, 2\n\ts_addc_u32 s10, 0, 0", (1, 1)),  # carry out to SCC, then in
    ("s_mov_b32 s8, 1\n\ts_sub_u32 s9, s8, 2\n\ts_cselect_b32 s10, 7, 8", (0xFFFFFFFF, 7)),  # borrow sets SCC
    ("s_mov_b32 s8, 0x7fffffff\n\ts_add_i32 s9, s8, 1\n\ts_cselect_b32 s10, 1, 0", (0x80000000, 1)),  # overflow
    ("s_mov_b32 s8, 0xabcd1234\n\ts_bfe_u32 s9, s8, 0x80008\n\ts_cselect_b32 s10, 1, 0", (0x12, 1)),
    ("s_mov_b32 s8, -5\n\ts_abs_i32 s9, s8\n\ts_cselect_b32 s10, 1, 0", (5, 1)),
    ("s_mov_b32 s8, 3\n\ts_min_i32 s9, s8, -1\n\ts_cselect_b32 s10, 1, 0", (0xFFFFFFFF, 0)),
    ("s_mov_b32 s8, 0x10\n\ts_ff1_i32_b32 s9, s8\n\ts_flbit_i32_b32 s10, s8", (4, 27)),
    ("s_mov_b32 s8, 1\n\ts_mov_b32 s9, 0\n\ts_lshl_b64 s[8:9], s[8:9], 35\n\ts_mov_b32 s10, s9", (8, 8)),
    ("s_mov_b32 s8, 0x8000\n\ts_sext_i32_i16 s9, s8\n\ts_movk_i32 s10, 0x8000", (0xFFFF8000, 0xFFFF8000)),
    ("s_mov_b32 s8, 5\n\ts_cmp_lt_i32 s8, -3\n\ts_cselect_b32 s9, 1, 0\n\ts_cmp_lt_u32 s8, -3\n"
     "\ts_cselect_b32 s10, 1, 0", (0, 1)),
    ("s_mov_b32 s8, 6\n\ts_mul_i32 s9, s8, -2\n\ts_mul_hi_u32 s10, s8, -2", (0xFFFFFFF4, 5)),
])
def test_scalar_alu(body: str, want: tuple[int, int]) -> None:
    got = lanes("cdna3", "\t" + body + "\n\tv_mov_b32_e32 v5, s9\n\tv_mov_b32_e32 v6, s10\n"
                "\tv_add_u32_e32 v5, v5, v5\n\tv_add_u32_e32 v5, v5, v6")
    assert (got == u(2 * want[0] + want[1])).all()


def test_saveexec_and_branch() -> None:
    # lanes below 10 take the "then" side: s_and_saveexec (MI200 §12.3: D = EXEC; EXEC = S0 & EXEC;
    # SCC = EXEC != 0), s_cbranch_execz, and EXEC restored with s_or_b64
    body = """\tv_mov_b32_e32 v5, 1
\tv_cmp_gt_u32_e32 vcc, 10, v11
\ts_and_saveexec_b64 s[8:9], vcc
\ts_cbranch_execz .Lskip
\tv_mov_b32_e32 v5, 2
.Lskip:
\ts_or_b64 exec, exec, s[8:9]"""
    got = lanes("cdna3", body)
    assert (got == np.where(np.arange(64) < 10, 2, 1)).all()


def test_loop() -> None:
    body = """\ts_mov_b32 s8, 0
\tv_mov_b32_e32 v5, 0
.Lloop:
\tv_add_u32_e32 v5, 3, v5
\ts_add_i32 s8, s8, 1
\ts_cmp_lt_i32 s8, 10
\ts_cbranch_scc1 .Lloop"""
    assert (lanes("cdna3", body) == 30).all()


# ---------------------------------------------------------------------------- memory
def test_buffer_range_check() -> None:
    """A raw buffer (MI200 §9.1.5.1): out of range if the offset >= NUM_RECORDS: the load gives 0,
    the store is dropped; the range check is per dword of a multi-dword access."""
    body = """\ts_mov_b32 s12, s6
\ts_and_b32 s13, s7, 0xffff
\ts_mov_b32 s14, 40
\ts_mov_b32 s15, 0x27000
\tbuffer_load_dword v5, v10, s[12:15], 0 offen
\tbuffer_load_dwordx2 v[6:7], v10, s[12:15], 0 offen offset:32
\ts_waitcnt vmcnt(0)
\tv_add_u32_e32 v5, v5, v7
\tbuffer_store_dword v5, v10, s[12:15], 0 offen"""
    inp = np.arange(192, dtype=np.uint32) + 1
    out = np.zeros(64, np.uint32)
    r = amdmatrix.run("cdna3", lanes_kernel("cdna3", body), grid=1, block=64, args=[out, inp])
    got, inp_after = r.arrays
    lane = np.arange(64)
    # lane l reads dword l (in range for l < 10) and dword l + 8 + 1 (byte offset 4l + 36 < 40: l = 0)
    want = np.where(lane < 10, inp[lane], 0) + np.where(4 * lane + 36 < 40, inp[lane + 9], 0)
    assert (got == want).all()
    # the store to the input wrote dwords 0-9 only
    assert (inp_after[:10] == want[:10]).all() and (inp_after[10:] == inp[10:]).all()
    assert r.reports == []


def test_d16_hi_and_byte_loads() -> None:
    body = """\tv_mov_b32_e32 v5, 0x1234
\tglobal_load_short_d16_hi v5, v10, s[6:7]
\tglobal_load_sbyte v6, v10, s[6:7] offset:256
\ts_waitcnt vmcnt(0)
\tv_xor_b32_e32 v5, v5, v6"""
    got = lanes("cdna3", body, 0xBEEF, 0x80)
    assert (got == u((0xBEEF << 16 | 0x1234) ^ 0xFFFFFF80)).all()


def test_lds_half_and_byte_reads() -> None:
    # MI300 ISA, DS_READ_U16_D16_HI / DS_READ_U16_D16 write one half and keep the other;
    # DS_READ_I8 sign-extends. Each lane stores a = 0xBE80 at its own dword first.
    body = """\tds_write_b32 v10, v1
\ts_waitcnt lgkmcnt(0)
\tv_mov_b32_e32 v5, 0x1234
\tv_mov_b32_e32 v7, 0xabcd0000
\tds_read_u16_d16_hi v5, v10
\tds_read_u16_d16 v7, v10
\tds_read_i8 v6, v10
\ts_waitcnt lgkmcnt(0)
\tv_xor_b32_e32 v5, v5, v6
\tv_xor_b32_e32 v5, v5, v7"""
    got = lanes("cdna3", body, 0xBE80, lds=256)
    assert (got == u((0xBE80 << 16 | 0x1234) ^ 0xFFFFFF80 ^ 0xABCDBE80)).all()


def test_lds_two_address_and_atomic() -> None:
    body = """\tv_mov_b32_e32 v6, 0
\tds_write2_b32 v10, v1, v2 offset1:64
\ts_waitcnt lgkmcnt(0)
\tds_read2_b32 v[6:7], v10 offset1:64
\ts_waitcnt lgkmcnt(0)
\tv_mov_b32_e32 v8, 0
\tv_mov_b32_e32 v9, 1
\tds_add_u32 v8, v9
\ts_waitcnt lgkmcnt(0)
\tds_read_b32 v12, v8
\ts_waitcnt lgkmcnt(0)
\tv_add_u32_e32 v5, v6, v7
\tv_add_u32_e32 v5, v5, v12"""
    a = np.arange(64, dtype=np.uint32)
    got = lanes("cdna3", body, a, 1000, lds=512)
    # lane 0's dword was a[0] = 0, then 64 lanes each added 1 (lane by lane): 64
    assert (got == a + 1000 + 64).all()


def test_global_atomic_returns_the_old_value() -> None:
    body = """\tv_mov_b32_e32 v6, 0
\tv_mov_b32_e32 v7, 1
\tglobal_atomic_add v5, v6, v7, s[6:7] sc0
\ts_waitcnt vmcnt(0)"""
    inp = np.zeros(192, np.uint32)
    inp[0] = 100
    out = np.zeros(64, np.uint32)
    r = amdmatrix.run("cdna3", lanes_kernel("cdna3", body), grid=1, block=64, args=[out, inp])
    assert list(r.arrays[0]) == list(range(100, 164))  # lane order
    assert r.arrays[1][0] == 164


# ---------------------------------------------------------------------------- dispatch
def test_initial_state() -> None:
    """AMDGPUUsage "Initial Kernel Execution State": the kernarg pointer in s[0:1], the workgroup ID
    after the user SGPRs, the work-item IDs packed into v0 (gfx942) or in v0/v1 (gfx908)."""
    body = """\ts_load_dwordx2 s[4:5], s[0:1], 0x0
\tv_lshlrev_b32_e32 v10, 2, v{lin}
\ts_waitcnt lgkmcnt(0)
\tv_mov_b32_e32 v5, s2
\tv_lshl_or_b32 v5, v5, 16, v0
{extra}\tglobal_store_dword v10, v5, s[4:5]"""
    k = kernel("cdna3", body.format(lin=0, extra=""), args=(("out", "global_buffer", 8),),
               extra=".amdhsa_system_sgpr_workgroup_id_x 1")
    out = np.zeros(64 * 3, np.uint32)
    r = amdmatrix.run("cdna3", k, grid=3, block=64, args=[out])
    # three workgroups write the same lanes: the last (ID 2) wins; v0 = lane (x only, y = z = 0)
    assert (r.arrays[0][:64] == (2 << 16) + np.arange(64)).all()
    # gfx942 packs x | y << 10: a 16x4 block gives v0 = x | y << 10
    k = kernel("cdna3", "\ts_load_dwordx2 s[4:5], s[0:1], 0x0\n\tv_mbcnt_lo_u32_b32 v6, -1, 0\n"
                        "\tv_mbcnt_hi_u32_b32 v6, -1, v6\n\tv_lshlrev_b32_e32 v10, 2, v6\n\ts_waitcnt lgkmcnt(0)\n"
                        "\tglobal_store_dword v10, v0, s[4:5]", args=(("out", "global_buffer", 8),),
               extra=".amdhsa_system_vgpr_workitem_id 1")
    out = np.zeros(64, np.uint32)
    got = amdmatrix.run("cdna3", k, grid=1, block=(16, 4), args=[out]).arrays[0]
    lane = np.arange(64)
    assert (got == (lane % 16) | ((lane // 16) << 10)).all()


# ---------------------------------------------------------------------------- matrix
def test_mfma_matches_the_emulator() -> None:
    """A kernel that loads A and B from memory into VGPRs and runs one MFMA: D equals
    amdmatrix.emulate.execute of the same register images."""
    body = """\ts_load_dwordx4 s[4:7], s[0:1], 0x0
\tv_lshlrev_b32_e32 v10, 3, v0
\ts_waitcnt lgkmcnt(0)
\tglobal_load_dwordx2 v[0:1], v10, s[6:7]
\tglobal_load_dwordx2 v[2:3], v10, s[6:7] offset:512
\ts_waitcnt vmcnt(0)
\tv_mfma_f32_32x32x8_f16 v[16:31], v[0:1], v[2:3], 0
\tv_lshlrev_b32_e32 v10, 3, v10
\ts_nop 15
\ts_nop 2
\tglobal_store_dwordx4 v10, v[16:19], s[4:5]
\tglobal_store_dwordx4 v10, v[20:23], s[4:5] offset:16
\tglobal_store_dwordx4 v10, v[24:27], s[4:5] offset:32
\tglobal_store_dwordx4 v10, v[28:31], s[4:5] offset:48"""
    rng = np.random.default_rng(1)
    a_img = rng.standard_normal((2, 64)).astype(np.float16)
    inp = np.zeros((2, 128), np.uint32)
    ab = rng.standard_normal((4, 64, 2)).astype(np.float16).view(np.uint32)[..., 0]  # (4, 64) words
    inp = np.concatenate([ab[0:2].T.reshape(-1), ab[2:4].T.reshape(-1)])
    out = np.zeros(64 * 16, np.uint32)
    r = amdmatrix.run("cdna3", kernel("cdna3", body), grid=1, block=64, args=[out, inp])
    assert r.reports == [], [x.message for x in r.reports]
    inst = amdmatrix.instruction("cdna3", "v_mfma_f32_32x32x8_f16")
    want = amdmatrix.emulate.execute(inst, ab[0:2], ab[2:4], np.zeros((16, 64), np.uint32))
    got = r.arrays[0].reshape(64, 16).T
    assert (got == want).all()
    del a_img


# ---------------------------------------------------------------------------- errors
def test_unimplemented_instruction_names_line_and_arch() -> None:
    k = lanes_kernel("cdna3", "\tv_cubeid_f32 v5, v1, v2, v3")
    with pytest.raises(UnimplementedError, match=r"line \d+: the instruction v_cubeid_f32 is not implemented by "
                                                 r"amdmatrix run on CDNA3"):
        amdmatrix.run("cdna3", k, grid=1, block=64, args=[np.zeros(64, np.uint32), np.zeros(192, np.uint32)])


@pytest.mark.parametrize("kw, match", [
    ({"grid": 0}, "grid must be 1-3 positive integers"),
    ({"block": 2048}, "at most 1024"),
    ({"args": [np.zeros(4, np.uint32)]}, "takes 2 arguments"),
    ({"args": {"bogus": 1}}, "has no argument 'bogus'; legal values: inp, out"),
    ({"args": [1, np.zeros(4)]}, "is a pointer"),
])
def test_bad_launches(kw: dict[str, object], match: str) -> None:
    launch: dict[str, object] = {"grid": 1, "block": 64, "args": [np.zeros(64, np.uint32), np.zeros(192, np.uint32)]}
    launch.update(kw)
    with pytest.raises(KernelError, match=match):
        amdmatrix.run("cdna3", lanes_kernel("cdna3", "\tv_mov_b32_e32 v5, 0"), **launch)  # type: ignore[arg-type]


def test_wrong_architecture_is_refused() -> None:
    with pytest.raises(KernelError, match="compiled for gfx942 .CDNA3., not CDNA4"):
        amdmatrix.run("cdna4", lanes_kernel("cdna3", "\tv_mov_b32_e32 v5, 0"), grid=1, block=64,
                      args=[np.zeros(64, np.uint32), np.zeros(192, np.uint32)])


def test_operands_written_with_symbols() -> None:
    """Hand-written kernels name offsets and constants with symbols (MIOpen: ``s_load_dwordx2 s[4:5],
    s[0:1], 0+k_p_out``): the operand has the symbol's value, as llvm-mc assembles it."""
    body = """\t.set k_p_out, 0
\t.set k_seven, 7
\ts_load_dwordx2 s[4:5], s[0:1], 0+k_p_out
\tv_mov_b32_e32 v1, k_seven*2
\tv_mov_b32_e32 v2, 0
\ts_waitcnt lgkmcnt(0)
\tglobal_store_dword v2, v1, s[4:5]
\ts_endpgm"""
    out = np.zeros(4, np.uint32)
    r = amdmatrix.run("cdna3", kernel("cdna3", body), grid=1, block=64, args=[out, None])
    assert r.arrays[0][0] == 14
    # a symbol assigned twice has no one value at the line: refused, with the operand
    twice = body.replace("\tv_mov_b32_e32 v2, 0\n", "\tv_mov_b32_e32 v2, 0\n\t.set k_seven, 8\n")
    with pytest.raises(UnimplementedError, match="k_seven"):
        amdmatrix.run("cdna3", kernel("cdna3", twice), grid=1, block=64, args=[out, None])


def test_metadata_flow_mappings() -> None:
    """MIOpen writes each argument as a flow mapping on one line."""
    from amdmatrix.machine.metadata import parse_metadata
    doc = parse_metadata("""amdhsa.kernels:
  - .name: k
    .reqd_workgroup_size : [256, 1, 1]
    .args:
    - { .name: p_in_     , .size: 8, .offset:   0, .value_kind: global_buffer, .is_const: true}
    - { .name: "a, b", .size: 4, .offset: 8, .value_kind: by_value }
""")
    (k,) = doc["amdhsa.kernels"]
    assert k[".reqd_workgroup_size"] == [256, 1, 1]
    assert k[".args"] == [{".name": "p_in_", ".size": 8, ".offset": 0, ".value_kind": "global_buffer",
                           ".is_const": True}, {".name": "a, b", ".size": 4, ".offset": 8, ".value_kind": "by_value"}]
    with pytest.raises(KernelError, match="unbalanced"):
        parse_metadata("a: { b: [1, 2 }\n")


def test_lane_movement_with_lanes_off() -> None:
    """DS_BPERMUTE_B32, DS_SWIZZLE_B32 and DPP with some lanes off (MI200 ISA §12.13 pseudo-code,
    ``thread_valid[j] ? thread_in[j] : 0``; DPP's BOUND_CTRL, MI200 ISA Table 82): a lane that reads
    a disabled lane gets 0 (DPP without BOUND_CTRL: keeps its value), a disabled lane is not written."""
    a = np.arange(64, dtype=np.uint32) + 100
    lane = np.arange(64)
    addr = ((lane + 40) % 64 * 4).astype(np.uint32)
    got = lanes("cdna3", "\tv_mov_b32_e32 v5, 7\n\ts_mov_b32 exec_hi, 0\n\tds_bpermute_b32 v5, v2, v1\n"
                         "\ts_waitcnt lgkmcnt(0)\n\ts_mov_b64 exec, -1", a, addr)
    src = (lane + 40) % 64
    assert (got == np.where(lane < 32, np.where(src < 32, a[src], 0), 7)).all()
    got = lanes("cdna3", "\tv_mov_b32_e32 v5, 7\n\ts_mov_b32 exec_lo, 0xff0fff\n\ts_mov_b32 exec_hi, 0\n"
                         "\tds_swizzle_b32 v5, v1 offset:swizzle(SWAP,16)\n\ts_waitcnt lgkmcnt(0)\n"
                         "\ts_mov_b64 exec, -1", a)
    on = ((0xFF0FFF >> lane) & 1).astype(bool)
    partner = lane ^ 16
    assert (got == np.where(on, np.where(on[partner], a[partner], 0), 7)).all()
    for bound, fill in ((" bound_ctrl:1", 0), ("", 7)):
        got = lanes("cdna3", "\tv_mov_b32_e32 v5, 7\n\ts_nop 1\n\ts_mov_b32 exec_lo, 0x55555555\n"
                             "\ts_mov_b32 exec_hi, 0x55555555\n"
                             f"\tv_mov_b32_dpp v5, v1 row_shr:1 row_mask:0xf bank_mask:0xf{bound}\n"
                             "\ts_mov_b64 exec, -1", a)
        assert (got == np.where(lane % 2 == 0, fill, 7)).all(), bound
