"""The data-movement emulator (amdmatrix.emulate.run): each instruction family on small images,
with the expected registers written out by hand from the ISA text the function cites.

Images hold ``100 * register + lane`` (or other simple patterns) so a moved word says where it
came from; expected values are literal lists or index arithmetic written from the ISA prose,
never from the emulator.
"""

from __future__ import annotations

import shutil
import subprocess

import numpy as np
import pytest
from required import need

import amdmatrix
from amdmatrix import AmdMatrixError

emu = amdmatrix.emulate


def image(regs: int, lanes: int = 64) -> np.ndarray:
    return (100 * np.arange(regs)[:, None] + np.arange(lanes)[None, :]).astype(np.uint32)


def run(arch: str, asm: str, regs: np.ndarray, **kw: object) -> np.ndarray:
    return emu.run(arch, asm, regs, **kw)


# ------------------------------------------------------------------ lane permutes
def test_permlane32_swap() -> None:
    # CDNA4 ISA: lanes 32-63 of vdst trade places with lanes 0-31 of src0.
    out = run("cdna4", "v_permlane32_swap_b32 v0, v1", image(2))
    assert list(out[0, :32]) == list(range(32)) and list(out[0, 32:]) == list(range(100, 132))
    assert list(out[1, :32]) == list(range(32, 64)) and list(out[1, 32:]) == list(range(132, 164))


def test_permlane16_swap() -> None:
    # Odd rows of vdst trade places with even rows of src0: row 1 <-> row 0, row 3 <-> row 2.
    out = run("cdna4", "v_permlane16_swap_b32 v0, v1", image(2))
    assert list(out[0, 16:32]) == list(range(100, 116)) and list(out[0, 48:64]) == list(range(132, 148))
    assert list(out[1, 0:16]) == list(range(16, 32)) and list(out[1, 32:48]) == list(range(48, 64))
    assert list(out[0, 0:16]) == list(range(16)) and list(out[1, 16:32]) == list(range(116, 132))


def test_permlane_swap_missing_on_cdna3() -> None:
    with pytest.raises(AmdMatrixError, match="does not exist on CDNA3"):
        run("cdna3", "v_permlane32_swap_b32 v0, v1", image(2))


def test_permlane16_rdna() -> None:
    # Selector nibbles {s1, s0}: nibble i names the lane lane i of each row reads.
    sgprs = np.zeros(106, np.uint32)
    sgprs[0], sgprs[1] = 0x01234567, 0x89ABCDEF  # lane i reads 7-i (i<8), 23-i (i>=8) of its row
    w = emu.Wave("rdna3", image(2, 32), sgprs=sgprs)
    w.run("v_permlane16_b32 v0, v1, s0, s1\nv_permlanex16_b32 v1, v1, s0, s1")
    want = [7 - i if i < 8 else 23 - i for i in range(16)]
    assert list(w.vgprs[0]) == [100 + x for x in want] + [116 + x for x in want]
    assert list(w.vgprs[1]) == [116 + x for x in want] + [100 + x for x in want]


def test_ds_bpermute_and_permute() -> None:
    regs = image(3)
    regs[1] = (4 * (63 - np.arange(64))).astype(np.uint32)  # reverse the wave, byte addresses
    out = run("cdna3", "ds_bpermute_b32 v0, v1, v2\nds_permute_b32 v1, v1, v2 offset:4", regs)
    assert list(out[0]) == [200 + 63 - lane for lane in range(64)]
    # push with offset 4: lane l writes to lane (63 - l + 1) % 64; lane 0 -> 0, lane 1 -> 63, ...
    want = [0] * 64
    for lane in range(64):
        want[(64 - lane) % 64] = 200 + lane
    assert list(out[1]) == want


def test_ds_permute_collisions_highest_lane_wins_and_zero_fill() -> None:
    regs = image(3)
    regs[1] = 0  # every lane writes to lane 0
    out = run("cdna3", "ds_permute_b32 v0, v1, v2", regs)
    assert out[0, 0] == 263 and not out[0, 1:].any()


def test_ds_swizzle_modes() -> None:
    out = run("cdna3", "\n".join([
        "ds_swizzle_b32 v1, v0 offset:swizzle(SWAP,16)",       # xor 16 within each half
        "ds_swizzle_b32 v2, v0 offset:swizzle(QUAD_PERM,3,2,1,0)",
        "ds_swizzle_b32 v3, v0 offset:swizzle(BROADCAST,8,3)",  # lane 3 of each group of 8
        "ds_swizzle_b32 v4, v0 offset:swizzle(BITMASK_PERM,\"01pip\")",
        "ds_swizzle_b32 v5, v0 offset:0x1c1f",                  # REVERSE,8 as LLVM encodes it
    ]), image(6))
    lanes = range(64)
    assert list(out[1]) == [(lane & 32) | ((lane % 32) ^ 16) for lane in lanes]
    assert list(out[2]) == [lane - lane % 4 + 3 - lane % 4 for lane in lanes]
    assert list(out[3]) == [lane - lane % 8 + 3 for lane in lanes]
    # "01pip": bit4 = 0, bit3 = 1, bit2 kept, bit1 inverted, bit0 kept (within 32)
    assert list(out[4]) == [(lane & 32) | 8 | (lane & 4) | ((lane & 2) ^ 2) | (lane & 1) for lane in lanes]
    assert list(out[5]) == [lane - lane % 8 + 7 - lane % 8 for lane in lanes]


def test_swizzle_macros_match_llvm_encodings() -> None:
    # offsets llvm-mc-22 -show-encoding printed for these macros (gfx942)
    from amdmatrix.emulator.movement import _parse_line, _swizzle_offset

    cases = {"swizzle(SWAP,16)": 0x401F, "swizzle(QUAD_PERM,1,0,3,2)": 0x80B1, 'swizzle(BITMASK_PERM,"01pip")': 0x0907,
             "swizzle(BROADCAST,8,3)": 0x0078, "swizzle(REVERSE,8)": 0x1C1F}
    for macro, want in cases.items():
        insn = _parse_line(1, f"ds_swizzle_b32 v0, v1 offset:{macro}")
        assert insn is not None and _swizzle_offset(insn) == want


# ------------------------------------------------------------------ DPP
def test_dpp_quad_perm_and_rows() -> None:
    out = run("cdna3", "\n".join([
        "v_mov_b32_dpp v1, v0 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf",
        "v_mov_b32_dpp v2, v0 row_ror:4 row_mask:0xf bank_mask:0xf",
        "v_mov_b32_dpp v3, v0 row_mirror row_mask:0xf bank_mask:0xf",
        "v_mov_b32_dpp v4, v0 row_half_mirror row_mask:0xf bank_mask:0xf",
    ]), image(5))
    lanes = range(64)
    assert list(out[1]) == [lane ^ 1 for lane in lanes]
    assert list(out[2]) == [lane - lane % 16 + (lane % 16 - 4) % 16 for lane in lanes]
    assert list(out[3]) == [lane - lane % 16 + 15 - lane % 16 for lane in lanes]
    assert list(out[4]) == [lane - lane % 8 + 7 - lane % 8 for lane in lanes]


def test_dpp_shift_bound_ctrl_and_masks() -> None:
    regs = image(4)
    out = run("cdna3", "\n".join([
        "v_mov_b32_dpp v1, v0 row_shl:1 row_mask:0xf bank_mask:0xf",               # last lane of a row kept
        "v_mov_b32_dpp v2, v0 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1",  # first two lanes get 0
        "v_mov_b32_dpp v3, v0 quad_perm:[0,0,0,0] row_mask:0x5 bank_mask:0x2",     # rows 0, 2; lanes 4-7 of a row
    ]), regs)
    for lane in range(64):
        p = lane % 16
        assert out[1, lane] == (lane + 1 if p < 15 else 100 + lane)
        assert out[2, lane] == (lane - 2 if p >= 2 else 0)
        written = (lane // 16) in (0, 2) and (lane // 4) % 4 == 1
        assert out[3, lane] == (lane - lane % 4 if written else 300 + lane)


def test_dpp_wave_shifts_and_broadcast_cdna() -> None:
    out = run("cdna3", "v_mov_b32_dpp v1, v0 wave_shr:1 row_mask:0xf bank_mask:0xf\n"
                       "v_mov_b32_dpp v2, v0 wave_rol:1 row_mask:0xf bank_mask:0xf\n"
                       "v_mov_b32_dpp v3, v0 row_bcast:15 row_mask:0xa bank_mask:0xf", image(4))
    assert out[1, 0] == 100 and list(out[1, 1:]) == list(range(63))
    assert list(out[2]) == [(lane + 1) % 64 for lane in range(64)]
    # rows 1 and 3 receive lane 15 of rows 0 and 2; rows 0 and 2 are masked off
    assert list(out[3, 16:32]) == [15] * 16 and list(out[3, 48:]) == [47] * 16
    assert list(out[3, :16]) == list(range(300, 316))


def test_dpp_rdna_row_share_xmask_and_family_checks() -> None:
    out = run("rdna3", "v_mov_b32_dpp v1, v0 row_share:5 row_mask:0xf bank_mask:0xf\n"
                       "v_mov_b32_dpp v2, v0 row_xmask:9 row_mask:0xf bank_mask:0xf", image(3, 32))
    assert list(out[1]) == [lane - lane % 16 + 5 for lane in range(32)]
    assert list(out[2]) == [lane - lane % 16 + ((lane % 16) ^ 9) for lane in range(32)]
    with pytest.raises(AmdMatrixError, match="row_xmask does not exist on CDNA3"):
        run("cdna3", "v_mov_b32_dpp v2, v0 row_xmask:9", image(3))
    with pytest.raises(AmdMatrixError, match="wave_shr does not exist on RDNA3"):
        run("rdna3", "v_mov_b32_dpp v2, v0 wave_shr:1", image(3, 32))


# ------------------------------------------------------------------ lanes <-> SGPRs
def test_readlane_writelane() -> None:
    w = emu.Wave("cdna3", image(2)).run("v_readlane_b32 s3, v1, 17\nv_writelane_b32 v0, s3, 5\n"
                                        "v_writelane_b32 v0, 7, 69")  # lane 69 is lane 5 mod 64
    assert w.sgprs[3] == 117 and w.vgprs[0, 5] == 7 and w.vgprs[0, 4] == 4


# ------------------------------------------------------------------ in-register operations
def test_perm_b32() -> None:
    regs = np.zeros((4, 64), np.uint32)
    regs[0], regs[1] = 0x11223344, 0x8899AABB  # src0, src1
    regs[2] = 0x0C0D0705  # byte 0: sel 5 -> src0 byte 1 = 0x33; byte 1: 7 -> 0x11; 13 -> 0xff; 12 -> 0x00
    regs[3] = 0x0B0A0908  # signs of src1[15]=1, src1[31]=1, src0[15]=0, src0[31]=0
    out = run("cdna3", "v_perm_b32 v2, v0, v1, v2\nv_perm_b32 v3, v0, v1, v3", regs)
    assert out[2, 0] == 0x00FF1133 and out[3, 0] == 0x0000FFFF


def test_alignbit_alignbyte() -> None:
    regs = np.zeros((3, 64), np.uint32)
    regs[0], regs[1] = 0x12345678, 0x9ABCDEF0
    out = run("cdna3", "v_alignbit_b32 v2, v0, v1, 12\nv_alignbyte_b32 v0, v0, v1, 3", regs)
    assert out[2, 0] == 0x6789ABCD and out[0, 0] == 0x3456789A


def test_cndmask_with_sgpr_pair_and_vcc() -> None:
    w = emu.Wave("cdna3", image(3))
    w.run("s_mov_b32 s4, 0xaaaaaaaa\ns_mov_b32 s5, 0xffff0000\nv_cndmask_b32_e64 v2, v0, v1, s[4:5]")
    for lane in range(64):
        on = (lane < 32 and lane % 2 == 1) or lane >= 48
        assert w.vgprs[2, lane] == (100 + lane if on else lane)
    w32 = emu.Wave("rdna3", image(3, 32)).run("s_mov_b32 s0, 0xf\nv_cndmask_b32_e64 v2, v0, v1, s0")
    assert list(w32.vgprs[2]) == [100 + lane if lane < 4 else lane for lane in range(32)]


def test_pk_mov_and_pack() -> None:
    regs = np.zeros((6, 64), np.uint32)
    regs[0], regs[1], regs[2], regs[3] = 0xA, 0xB, 0xC, 0xD
    out = run("cdna3", "v_pk_mov_b32 v[4:5], v[0:1], v[2:3] op_sel:[1,0]", regs)
    assert out[4, 0] == 0xB and out[5, 0] == 0xC
    regs[0], regs[1] = 0x11112222, 0x33334444
    out = run("cdna3", "v_pack_b32_f16 v4, v0, v1\nv_pack_b32_f16 v5, v0, v1 op_sel:[1,0]", regs)
    assert out[4, 0] == 0x44442222 and out[5, 0] == 0x44441111


def f32(values: list[float]) -> np.ndarray:
    return np.array(values, np.float32).view(np.uint32)


def test_conversions_round_as_the_isa_says() -> None:
    regs = np.zeros((4, 64), np.uint32)
    # 1 + 2**-11 is halfway between FP16 1.0 and 1.0009765625; RNE gives 1.0 (even), RTZ too.
    # 1 + 3 * 2**-12 rounds up under RNE (0x3c01) and down under RTZ (0x3c00).
    regs[0, :2] = f32([1 + 2**-11, 1 + 3 * 2**-12])
    regs[1, :2] = f32([-(1 + 3 * 2**-12), 65520.0])  # -0x3c01 / -0x3c00; 65520 -> inf (RNE), 65504 (RTZ)
    out = run("cdna4", "v_cvt_pk_f16_f32 v2, v0, v1\nv_cvt_pkrtz_f16_f32 v3, v0, v1", regs)
    assert out[2, 0] == 0xBC01_3C00 and out[2, 1] == 0x7C00_3C01
    assert out[3, 0] == 0xBC00_3C00 and out[3, 1] == 0x7BFF_3C00
    regs[0, :2] = f32([1 + 2**-8, 1 + 3 * 2**-9])  # BF16 (ulp 2**-7): a tie to even 0x3f80; 0.75 ulp up to 0x3f81
    out = run("cdna4", "v_cvt_pk_bf16_f32 v2, v0, v0", regs)
    assert out[2, 0] == 0x3F80_3F80 and out[2, 1] == 0x3F81_3F81


def test_fp8_conversions_fnuz_on_cdna3_ocp_on_cdna4() -> None:
    regs = np.zeros((3, 64), np.uint32)
    regs[0, 0], regs[1, 0] = f32([1.0])[0], f32([-2.0])[0]
    regs[2, 0] = 0xDEAD0000
    # OCP E4M3: 1.0 = 0x38, -2.0 = 0xc0; FNUZ E4M3 (bias 8): 1.0 = 0x40, -2.0 = 0xc8. E5M2 OCP 1.0 = 0x3c.
    out = run("cdna4", "v_cvt_pk_fp8_f32 v2, v0, v1", regs)
    assert out[2, 0] == 0xDEADC038
    out = run("cdna4", "v_cvt_pk_bf8_f32 v2, v0, v1 op_sel:[0,0,1]", regs)
    assert out[2, 0] == 0xC03C0000  # E5M2 -2.0 = 0xc0, written to the high half
    out = run("cdna3", "v_cvt_pk_fp8_f32 v2, v0, v1", regs)
    assert out[2, 0] == 0xDEADC840


# ------------------------------------------------------------------ LDS
def test_lds_round_trip_with_per_lane_addresses() -> None:
    regs = np.zeros((8, 64), np.uint32)
    regs[0] = (8 * (63 - np.arange(64))).astype(np.uint32)  # lane l writes at 8 * (63 - l)
    regs[1] = np.arange(64, dtype=np.uint32)
    regs[2] = np.arange(64, dtype=np.uint32) + 1000
    regs[3] = (4 * np.arange(64)).astype(np.uint32)        # lane l reads dword l
    w = emu.Wave("cdna3", regs).run("ds_write_b64 v0, v[1:2]\ns_waitcnt lgkmcnt(0)\nds_read_b32 v4, v3\n"
                                    "ds_read_b64 v[6:7], v0 offset:0")
    # dword 2m holds lane (63 - m)'s v1, dword 2m+1 its v2
    assert [int(w.vgprs[4, lane]) for lane in range(4)] == [63, 1063, 62, 1062]
    assert list(w.vgprs[6]) == list(range(64)) and list(w.vgprs[7]) == list(range(1000, 1064))
    assert w.lds[8 * 63] == 0 and w.lds[0] == 63


def test_lds_b128_and_bytes() -> None:
    regs = np.zeros((10, 64), np.uint32)
    regs[0] = (16 * np.arange(64)).astype(np.uint32)
    regs[1:5] = np.arange(4)[:, None] + 10 * np.arange(64)[None, :]
    w = emu.Wave("cdna4", regs).run("ds_write_b128 v0, v[1:4]\nds_read_u8 v5, v0 offset:4\n"
                                    "ds_read_b128 v[6:9], v0")
    assert list(w.vgprs[5, :3]) == [1, 11, 21]
    assert (w.vgprs[6:10] == regs[1:5]).all()


def test_lds_out_of_range_is_an_error() -> None:
    regs = np.zeros((2, 64), np.uint32)
    regs[0] = 65535
    with pytest.raises(AmdMatrixError, match="outside the 65536 bytes"):
        run("cdna3", "ds_write_b32 v0, v1", regs)


# ------------------------------------------------------------------ refusals
@pytest.mark.parametrize("asm,match", [
    ("v_add_f32 v0, v1, v2", "v_add_f32 is not modelled"),
    ("v_mov_b32 v0, v1 clamp", "modifier 'clamp' of v_mov_b32 is not modelled"),
    ("v_mov_b32 v9, v1", "v9 is beyond the 2 registers given"),
    ("ds_swizzle_b32 v0, v1 offset:0xe000", "FFT/rotate"),
    ("v_cndmask_b32_e64 v0, v1, v1, s0", "lane mask 's0' is not modelled"),
])
def test_unmodelled_input_names_it(asm: str, match: str) -> None:
    with pytest.raises(AmdMatrixError, match=match):
        run("cdna3", asm, image(2))


def test_bad_image_shape() -> None:
    with pytest.raises(AmdMatrixError, match=r"shape \(registers, 32\)"):
        run("rdna3", "v_mov_b32 v0, v1", image(2, 64), wave=32)


def test_sample_assembles_with_llvm_mc() -> None:
    """The syntax the tests use is LLVM's: llvm-mc-22 accepts these lines for each target."""
    need("llvm-mc-22", shutil.which("llvm-mc-22") is not None)
    samples = {
        "gfx942": "v_mov_b32_dpp v1, v0 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf\nds_bpermute_b32 v0, v1, v2\n"
                  "ds_swizzle_b32 v1, v0 offset:swizzle(SWAP,16)\nv_cndmask_b32_e64 v2, v0, v1, s[4:5]\n"
                  "v_pk_mov_b32 v[4:5], v[0:1], v[2:3] op_sel:[1,0]\nv_cvt_pk_fp8_f32 v2, v0, v1 op_sel:[0,0,1]",
        "gfx950": "v_permlane32_swap_b32 v0, v1\nv_permlane16_swap_b32 v0, v1\nv_cvt_pk_bf16_f32 v2, v0, v1",
        "gfx1100": "v_permlanex16_b32 v1, v1, s0, s1\nv_mov_b32_dpp v2, v0 row_xmask:9 row_mask:0xf bank_mask:0xf\n"
                   "v_cndmask_b32_e64 v2, v0, v1, s0\nds_store_b32 v0, v1",
        "gfx1200": "v_permlane16_b32 v0, v1, s0, s1\nv_cvt_pk_fp8_f32 v2, v0, v1",
    }
    for cpu, text in samples.items():
        done = subprocess.run(["llvm-mc-22", "-triple=amdgcn", f"-mcpu={cpu}", "-o", "/dev/null"], input=text,
                              capture_output=True, text=True, check=False)
        assert done.returncode == 0 and "error" not in done.stderr, (cpu, done.stderr)


# ------------------------------------------------------------------ the table's newer rows
def test_dpp8_permlane64_and_row_newbcast() -> None:
    # RDNA3 ISA DPP8: lane i of each group of 8 reads lane SEL[i] of the group
    out = run("rdna3", "v_mov_b32_dpp v1, v0 dpp8:[7,6,5,4,3,2,1,0]\nv_permlane64_b32 v2, v0", image(3, 64), wave=64)
    assert list(out[1]) == [lane - lane % 8 + 7 - lane % 8 for lane in range(64)]
    assert list(out[2]) == [lane ^ 32 for lane in range(64)]  # the two halves of the wave64 trade places
    # MI200 ISA Table 83, DPP_ROW_* 0x150-0x15F on gfx90a and later: lane n of each row to the whole row
    out = run("cdna3", "v_mov_b32_dpp v1, v0 row_newbcast:3 row_mask:0xf bank_mask:0xf", image(2))
    assert list(out[1]) == [lane - lane % 16 + 3 for lane in range(64)]
    with pytest.raises(AmdMatrixError, match="v_permlane64_b32 does not exist on CDNA4"):
        run("cdna4", "v_permlane64_b32 v1, v0", image(2))


def test_ds_read_b64_tr_b16_transposes_each_16_lanes() -> None:
    # LDS halfword h holds h; lane l reads 8 bytes at 8 * l: halfwords 4l .. 4l + 3. ROCm/rocm-systems#10175:
    # destination lane l, halfword n <- source lane g + ((l >> 2) & 3) + 4n (g: its group of 16), halfword l & 3.
    lds = np.arange(65536, dtype=np.uint16).view(np.uint8)
    regs = np.zeros((3, 64), np.uint32)
    regs[0] = 8 * np.arange(64)
    w = emu.Wave("cdna4", regs, lds=lds).run("ds_read_b64_tr_b16 v[1:2], v0")
    for lane in range(64):
        src = [lane - lane % 16 + ((lane % 16 >> 2) & 3) + 4 * n for n in range(4)]
        want = [4 * s + (lane & 3) for s in src]  # the halfword index is its value
        got = [int(w.vgprs[1 + n // 2, lane]) >> (16 * (n % 2)) & 0xFFFF for n in range(4)]
        assert got == want, lane
    with pytest.raises(AmdMatrixError, match="ds_read_b64_tr_b16 does not exist on CDNA3"):
        run("cdna3", "ds_read_b64_tr_b16 v[1:2], v0", regs)


def test_ds_read_b96() -> None:
    regs = np.zeros((5, 64), np.uint32)
    regs[0] = 12 * np.arange(64)
    lds = np.arange(16384, dtype=np.uint32).view(np.uint8)
    w = emu.Wave("cdna3", regs, lds=lds).run("ds_read_b96 v[1:3], v0 offset:4")
    assert [int(w.vgprs[r, 5]) for r in (1, 2, 3)] == [16, 17, 18]  # dwords (60 + 4) / 4 = 16 ..
