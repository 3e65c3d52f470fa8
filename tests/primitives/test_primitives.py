"""The table of primitives on cases written out by hand from the texts each row cites: the MI200
ISA's DPP_CTRL pseudo-code (Table 83) and DPP fields (Table 82), its DS_SWIZZLE_B32 examples and
its DS_(B)PERMUTE_B32 four-lane examples with EXEC, the permlane descriptions of LLVM and the
CDNA4 guide, and the transposing-read formulas of ROCm/rocm-systems#10175 and Modular's docs.
Expected values are index arithmetic copied from those texts, never computed by the table."""

from __future__ import annotations

import doctest

import pytest

from amdmatrix import AmdMatrixError
from amdmatrix import primitives as P
from amdmatrix.lds import facts

N = P.NO_LANE
W64 = range(64)


# ------------------------------------------------------------------------------------ DPP16
def _table83(ctrl: int, n: int) -> int:
    """The MI200 ISA's Table 83 pseudo-code for dpp_ctrl ``ctrl`` and thread ``n`` (wave64)."""
    c = ctrl & 0xF
    if ctrl <= 0xFF:
        return (n & 0x3C) + (ctrl >> (n % 4 * 2) & 3)
    if 0x101 <= ctrl <= 0x10F:
        return n + c if (n & 0xF) < 16 - c else N
    if 0x111 <= ctrl <= 0x11F:
        return n - c if (n & 0xF) >= c else N
    if 0x121 <= ctrl <= 0x12F:
        return n - c if (n & 0xF) >= c else n + 16 - c
    table = {0x130: n + 1 if n < 63 else N, 0x134: n + 1 if n < 63 else 0, 0x138: n - 1 if n > 0 else N,
             0x13C: n - 1 if n > 0 else 63, 0x140: (n & ~0xF) + 15 - (n & 0xF), 0x141: (n & ~7) + 7 - (n & 7),
             0x142: (n & 0x30) - 1 if n > 15 else N, 0x143: (n & 0x20) - 1 if n > 31 else N}
    if ctrl in table:
        return table[ctrl]
    assert 0x150 <= ctrl <= 0x15F
    return (n & 0xFFFFFFF0) + c  # "DPP_ROW* 150-15F: broadcast thread 0-15 within a row"


def test_every_cdna3_dpp_control_follows_table_83() -> None:
    settings = list(P.dpp_settings("cdna3"))
    assert len(settings) == 256 + 45 + 4 + 2 + 2 + 16  # quad_perm, row shifts, wave shifts, mirrors, bcast, newbcast
    for s in settings:
        assert s.source_lanes(64) == tuple(_table83(s.code, n) for n in W64), s.text


def test_rdna_row_share_and_xmask() -> None:
    # RDNA3 ISA DPP16: row_share:n, every lane of a row reads lane n of the row; row_xmask:n, lane l^n of its row
    assert P.dpp_source_lanes("row_share:5", 32, "rdna3") == tuple(lane - lane % 16 + 5 for lane in range(32))
    assert P.dpp_source_lanes("row_xmask:9", 32, "rdna3") == tuple(lane - lane % 16 + (lane % 16 ^ 9)
                                                                   for lane in range(32))
    assert P.dpp_encode("row_xmask:9") == 0x169 and P.dpp_encode("row_share:0") == 0x150


def test_dpp_codes_named_in_the_brief() -> None:
    assert P.dpp_encode("row_shl:8") == 0x108 and P.dpp_encode("quad_perm:[2,3,0,1]") == 0x4E
    assert P.dpp_decode(0x108) == "row_shl:8" and P.dpp_decode(0x13C) == "wave_ror:1"
    assert P.dpp_decode(0x152, "cdna3") == "row_newbcast:2" and P.dpp_decode(0x152, "rdna4") == "row_share:2"


def test_dpp_write_masks_bound_ctrl_and_exec() -> None:
    K, Z = P.KEEP, P.WRITE_ZERO
    # row_shr:2 without BOUND_CTRL: the first two lanes of each row are not written; with it, written 0
    plan = P.dpp_write("row_shr:2", 32)
    assert plan[:3] == (K, K, 0) and plan[16:19] == (K, K, 16)
    assert P.dpp_write("row_shr:2", 32, bound_ctrl=True)[:3] == (Z, Z, 0)
    # ROW_MASK 0b0101 and BANK_MASK 0b0010 (Table 82): rows 0 and 2, lanes 4-7 of each row
    plan = P.dpp_write("quad_perm:[0,0,0,0]", 64, row_mask=0x5, bank_mask=0x2)
    assert [lane for lane in W64 if plan[lane] != K] == [4, 5, 6, 7, 36, 37, 38, 39]
    assert plan[5] == 4
    # EXEC: a disabled destination is kept; reading a disabled lane is out of range (BC decides), unless FI
    plan = P.dpp_write("row_ror:1", 32, exec_mask=0xFFFFFFFE, bound_ctrl=True)
    assert plan[0] == K and plan[1] == Z and plan[2] == 1
    assert P.dpp_write("row_ror:1", 32, exec_mask=0xFFFFFFFE, fetch_inactive=True)[1] == 0
    with pytest.raises(AmdMatrixError, match="row_mask 16 is out of range"):
        P.dpp_write("row_mirror", 64, row_mask=16)


def test_dpp8() -> None:
    # RDNA3 ISA DPP8: lane i of each group of 8 reads lane SEL[i] of the group; 3 bits a lane
    assert P.dpp8_source_lanes("dpp8:[7,6,5,4,3,2,1,0]", 32) == tuple(lane - lane % 8 + 7 - lane % 8
                                                                        for lane in range(32))
    assert P.dpp8_encode([1, 0, 0, 0, 0, 0, 0, 0]) == 1 and P.dpp8_encode([0] * 7 + [7]) == 7 << 21
    with pytest.raises(AmdMatrixError, match="EXEC disables"):
        P.dpp8_write("dpp8:[1,0,3,2,5,4,7,6]", 32, exec_mask=0xFFFFFFFE)
    assert P.dpp8_write("dpp8:[1,0,3,2,5,4,7,6]", 32, exec_mask=0xFFFFFFFE, fetch_inactive=True)[1] == 0


def test_dpp_refusals_name_what_is_legal() -> None:
    with pytest.raises(P.PrimitiveNotOnArchError, match="row_xmask does not exist on CDNA3; it exists on RDNA3"):
        P.dpp_source_lanes("row_xmask:1", 64, "cdna3")
    with pytest.raises(P.PrimitiveNotOnArchError, match="wave_shr does not exist on RDNA4; it exists on CDNA1"):
        P.dpp_control("wave_shr:1", "rdna4")
    with pytest.raises(P.UnknownPrimitiveError, match="legal controls: quad_perm, row_shl"):
        P.dpp_control("row_spin:1")
    with pytest.raises(AmdMatrixError, match="row_shl:16 is out of range; legal values: 1-15"):
        P.dpp_control("row_shl:16")
    with pytest.raises(AmdMatrixError, match="legal values: 15, 31"):
        P.dpp_control("row_bcast:7")
    with pytest.raises(AmdMatrixError, match="dpp_ctrl 0x100 is not a DPP control"):
        P.dpp_decode(0x100)


# ------------------------------------------------------------------------------- ds_swizzle
def test_swizzle_examples_of_the_mi200_guide() -> None:
    """MI200 ISA §12.12.1: SWAPX16 (xor 0x10, and 0x1f), REVERSEX8 (xor 0x07), BCASTX8 (and 0x18, or = thread)."""
    within = [lane & 31 for lane in W64]
    half = [lane & 32 for lane in W64]
    swapx16 = 0x10 << 10 | 0x1F
    assert P.swizzle_source_lanes(swapx16, 64) == tuple(h | (i ^ 0x10) for h, i in zip(half, within, strict=True))
    reversex8 = 0x07 << 10 | 0x1F
    assert P.swizzle_source_lanes(reversex8, 64) == tuple(h | (i ^ 7) for h, i in zip(half, within, strict=True))
    bcastx8 = 3 << 5 | 0x18
    assert P.swizzle_source_lanes(bcastx8, 64) == tuple(h | (i & 0x18) | 3 for h, i in zip(half, within, strict=True))
    # quad mode: offset[1:0] == 1 makes thread 0 grab thread 1, thread 4 thread 5, ... (the other
    # threads' fields are 0: the first thread of their quad)
    assert P.swizzle_source_lanes(0x8001, 64)[0:8] == (1, 0, 0, 0, 5, 4, 4, 4)
    assert P.swizzle_decode(0x8001).mode == "quad_perm" and P.swizzle_decode(swapx16).mode == "bitmask"


def test_plain_numbers_are_offsets() -> None:
    assert [P.swizzle_encode(t) for t in ("0", "0x401f", "65535", 7)] == [0, 0x401F, 0xFFFF, 7]
    assert P.swizzle_text(0) == "" and P.swizzle_decode(0).source_lanes(32) == (0,) * 32  # and-mask 0: lane 0
    for bad in ("-1", "0x10000", "swizzle"):
        with pytest.raises(AmdMatrixError, match="legal values"):
            P.swizzle_encode(bad)


def test_fft_and_rotate_are_decoded_but_not_executed() -> None:
    assert P.swizzle_decode(0xE00F).mode == "fft" and P.swizzle_text(0xE00F) == "swizzle(FFT,15)"
    assert P.swizzle_decode(0xC420).mode == "rotate" and P.swizzle_text(0xC420) == "swizzle(ROTATE,1,1)"
    with pytest.raises(AmdMatrixError, match="FFT/rotate"):
        P.swizzle_source_lanes("swizzle(ROTATE,0,1)", 64)


def test_swizzle_write_reads_zero_from_disabled_lanes() -> None:
    plan = P.swizzle_write("swizzle(SWAP,1)", 32, exec_mask=0xFFFFFFFD)
    assert plan[:4] == (P.WRITE_ZERO, P.KEEP, 3, 2)


def test_swizzle_from_lanes_finds_every_executable_offset_again() -> None:
    seen = {}
    for off in [*range(0x8000, 0x8100), *range(0, 0x8000, 7)]:
        lanes = P.swizzle_source_lanes(off, 64)
        found = P.swizzle_from_lanes(lanes)
        assert found is not None and P.swizzle_source_lanes(found, 64) == lanes, hex(off)
        seen[lanes] = found
    assert P.swizzle_from_lanes(tuple((lane + 1) % 64 for lane in W64)) is None  # a rotation is no swizzle
    assert P.swizzle_from_lanes(tuple(lane ^ 32 for lane in W64)) is None  # it never leaves its 32 lanes


# ---------------------------------------------------------------------------- permutes
def test_bpermute_and_permute_examples_of_the_mi200_guide() -> None:
    """DS_BPERMUTE_B32 / DS_PERMUTE_B32, SRC0 = {A, B, C, D}, ADDR = {0, 0, 12, 4}: the guide's
    four-lane examples, in the first four lanes of a wave32 whose other lanes EXEC disables."""
    addr = [0, 0, 12, 4] + [0] * 28
    K, Z = P.KEEP, P.WRITE_ZERO
    assert P.bpermute_write(addr, 32, exec_mask=0xF)[:4] == (0, 0, 3, 1)        # {A, A, D, B}
    assert P.bpermute_write(addr, 32, exec_mask=0xA)[:4] == (K, Z, K, 1)        # {-, 0, -, B}
    assert P.permute_write(addr, 32, exec_mask=0xF)[:4] == (1, 3, Z, 2)         # {B, D, 0, C}
    assert P.permute_write(addr, 32, exec_mask=0xA)[:4] == (K, 3, K, Z)         # {-, D, -, 0}
    assert P.bpermute_source_lanes([4 * 70] * 64, 64, offset=4) == (7,) * 64   # (280 + 4) / 4 = 71, mod 64


def test_permlanes() -> None:
    sel = 0x89ABCDEF_01234567  # nibble i: lane i of each row reads 7 - i (i < 8), 23 - i (i >= 8)
    want = [7 - i if i < 8 else 23 - i for i in range(16)]
    assert P.permlane_source_lanes("v_permlane16_b32", 32, sel) == tuple(want + [16 + x for x in want])
    assert P.permlane_source_lanes("v_permlanex16_b32", 32, sel) == tuple([16 + x for x in want] + want)
    assert P.permlane_source_lanes("v_permlane64_b32", 64) == tuple(lane ^ 32 for lane in W64)
    assert P.permlane_source_lanes("v_permlane64_b32", 32) == tuple(range(32))  # no effect in wave32
    # 16-swap: odd rows of VDST (positions 16-31, 48-63) take SRC0's even rows (positions 64+0.., 64+32..)
    swap = P.permlane_source_lanes("v_permlane16_swap_b32", 64)
    assert swap[16:32] == tuple(range(64, 80)) and swap[64:80] == tuple(range(16, 32))
    assert swap[0:16] == tuple(range(16)) and swap[80:96] == tuple(range(80, 96))
    swap32 = P.permlane_source_lanes("v_permlane32_swap_b32", 64)
    assert swap32[32:64] == tuple(range(64, 96)) and swap32[64:96] == tuple(range(32, 64))
    with pytest.raises(AmdMatrixError, match="legal wave size: 64"):
        P.permlane_source_lanes("v_permlane32_swap_b32", 32)
    with pytest.raises(P.PrimitiveNotOnArchError, match="v_permlane32_swap_b32 does not exist on GFX1250"):
        P.permlane("v_permlane32_swap_b32", "gfx1250")
    with pytest.raises(AmdMatrixError, match="takes no lane selector"):
        P.permlane_source_lanes("v_permlane64_b32", 64, 5)


# ---------------------------------------------------------------------- transposing reads
def test_tr_b16_is_rocm_systems_10175() -> None:
    """Destination lane l, halfword n <- source lane ((l >> 2) & 3) + 4n, halfword l & 3 (per 16 lanes)."""
    t = P.transposing_read("ds_read_b64_tr_b16", "cdna4")
    for lane in W64:
        for n in range(4):
            assert t.source_of(lane, n) == (lane - lane % 16 + ((lane % 16 >> 2) & 3) + 4 * n, lane & 3)


def test_tr_b8_is_two_interleaved_8x8_byte_transposes() -> None:
    """Modular's description: even source lanes make one 8x8 byte transpose, odd ones the other:
    destination lane l (of 16), byte n <- source lane 2n + l // 8, byte l % 8."""
    t = P.transposing_read("ds_read_b64_tr_b8")
    for lane in range(16):
        for n in range(8):
            assert t.source_of(lane, n, wave=32) == (2 * n + lane // 8, lane % 8)


def test_16_element_reads_are_a_16x16_transpose() -> None:
    for name in ("ds_read_b64_tr_b4", "ds_read_b96_tr_b6"):
        t = P.transposing_read(name)
        assert t.elements == 16 and t.confidence == "provisional"
        assert all(t.source_of(lane, n, 32) == (lane - lane % 16 + n, lane % 16)
                   for lane in range(32) for n in range(16))


def test_gfx1250_reads_are_the_mi450_blogs() -> None:
    """AMD's ROCm blog "A Deep Dive into LDS Optimizations on AMD Instinct MI450 GPUs" (August 2026):
    ds_load_tr16_b128 is four independent 8x8 transposes of 8-lane groups (D0 gets E0 of S0..S7, D8
    gets E0 of S8..S15); ds_load_tr8_b64 gives destination lanes 0-7 the bytes of source lanes 0-3 and
    8-11 (D2 gets E2 of S0..S3, S8..S11). The Triton gfx1250 lowering (triton-lang/triton#8525) writes
    the latter as its fullTile bases: lane 1, 2, 4 -> element 1, 2, 4; register 1, 2 -> source lane
    1, 2; lane 8 -> source lane 4; register 4 -> source lane 8; lane 16 -> source lane 16."""
    t16 = P.transposing_read("ds_load_tr16_b128", "gfx1250")
    t8 = P.transposing_read("ds_load_tr8_b64", "gfx1250")
    assert [t16.source_of(0, n, 32) for n in range(8)] == [(s, 0) for s in range(8)]
    assert [t16.source_of(8, n, 32) for n in range(8)] == [(s, 0) for s in range(8, 16)]
    assert [t8.source_of(2, n, 32) for n in range(8)] == [(s, 2) for s in (0, 1, 2, 3, 8, 9, 10, 11)]
    for lane in range(32):
        for n in range(8):
            assert t16.source_of(lane, n, 32) == (8 * (lane // 8) + n, lane % 8)
            assert t8.source_of(lane, n, 32) == (lane - lane % 16 + (n & 3) + 4 * (lane >> 3 & 1) + 8 * (n >> 2),
                                                 lane % 8)
            assert t8.destination_of(*t8.source_of(lane, n, 32), 32) == (lane, n)
    # Triton's fullTile, basis by basis: (destination lane, element) -> (source lane, element)
    bases = {(1, 0): (0, 1), (2, 0): (0, 2), (4, 0): (0, 4), (0, 1): (1, 0), (0, 2): (2, 0), (8, 0): (4, 0),
             (0, 4): (8, 0), (16, 0): (16, 0)}
    assert all(t8.source_of(lane, n, 32) == src for (lane, n), src in bases.items())
    assert t16.confidence == t8.confidence == "published" and "MI450" in t16.source and "#8525" in t8.source
    # the LDS model reads through the same rows: same widths as CDNA4's ds_read_b64_tr_b8, another shuffle
    from amdmatrix.lds import semantics

    lds = bytearray(range(256)) * 4
    addrs = [8 * lane for lane in range(32)]
    got = semantics.read_transposed(lds, addrs, 64, 8, "ds_load_tr8_b64")
    assert got == t8.shuffle([int.from_bytes(lds[a:a + 8], "little") for a in addrs])
    assert got != semantics.read_transposed(lds, addrs, 64, 8)  # the CDNA4 rule differs
    assert got[2] & 0xFF == lds[8 * 0 + 2] and got[2] >> 32 & 0xFF == lds[8 * 8 + 2]
    with pytest.raises(AmdMatrixError, match="ds_load_tr16_b128 reads 128 bits a lane in 16-bit elements"):
        semantics.read_transposed(lds, addrs, 64, 16, "ds_load_tr16_b128")
    with pytest.raises(AmdMatrixError, match="must select column bits 3-3 and row bits 0-2 once each"):
        P.transpose_layouts(128, 16, 32, (("row", 0), ("row", 1), ("row", 1), ("col", 3)))


def test_a_transposing_read_is_its_two_layouts() -> None:
    """moves == dst.invert_and_compose(src): src(moves(x)) == dst(x) on every (element, lane, group)."""
    for t in P.TRANSPOSING_READS:
        src, dst = t.layouts(64)
        moves = t.moves(64)
        assert all(src.apply_packed(moves.apply_packed(x)) == dst.apply_packed(x) for x in range(1 << len(src.columns)))
        assert src.injective and src.surjective and dst.injective and dst.surjective
        # shuffling twice with a value that names its own (lane, element) lands each where sources() says
        reads = [sum(((lane * t.elements + k) % (1 << t.bits)) << (k * t.bits) for k in range(t.elements))
                 for lane in range(64)]
        got = t.shuffle(reads)
        for lane in range(0, 64, 7):
            for n in range(t.elements):
                s, k = t.source_of(lane, n)
                assert got[lane] >> (n * t.bits) & ((1 << t.bits) - 1) == (s * t.elements + k) % (1 << t.bits)


def test_the_lds_model_reads_the_same_rows() -> None:
    """Every transposing read the LDS facts list is a row of the table, of the same widths, on an
    architecture with its feature; every row is in the facts of some architecture."""
    listed = set()
    for arch in ("cdna3", "cdna4", "rdna3", "rdna4", "gfx1250"):
        for acc in facts(arch).accesses:
            if acc.transpose:
                t = P.transposing_read(acc.mnemonic, arch)
                assert (t.width, t.bits) == (acc.width, acc.transpose)
                listed.add(t.mnemonic)
    assert listed == {t.mnemonic for t in P.TRANSPOSING_READS}
    with pytest.raises(P.PrimitiveNotOnArchError, match="ds_read_b64_tr_b16 does not exist on CDNA3"):
        P.transposing_read("ds_read_b64_tr_b16", "cdna3")


def test_lds_geometry_is_the_lds_models() -> None:
    for arch in ("cdna3", "cdna4", "rdna3", "rdna4", "gfx1250"):
        f, g = facts(arch), P.lds_geometry(arch)
        assert (f.size, f.banks, f.bank_bytes, f.source, f.confidence) == (g.size, g.banks, g.bank_bytes, g.source,
                                                                            g.confidence)
    assert P.lds_geometry("cdna4").size == 160 * 1024 and P.lds_geometry("cdna1").banks == 32


def test_the_module_docstring_examples() -> None:
    assert doctest.testmod(P, verbose=False).failed == 0


def test_the_planners_questions_find_the_move_again() -> None:
    """dpp_from_lanes / permlane_from_lanes / swizzle_from_lanes answer "which one move is this
    gather?" for every setting that has a source for every lane; the first in table order wins."""
    for arch, wave in (("cdna3", 64), ("rdna4", 32), ("rdna4", 64)):
        for s in P.dpp_settings(arch):
            lanes = s.source_lanes(wave)
            if N in lanes:
                assert P.dpp_from_lanes(lanes, arch) is None  # only whole gathers are asked about
                continue
            found = P.dpp_from_lanes(lanes, arch)
            assert found is not None and found.source_lanes(wave) == lanes, (arch, s.text)
    mirror = tuple(lane - lane % 16 + 15 - lane % 16 for lane in range(32))
    assert P.dpp_from_lanes(mirror, "rdna3").text == "row_mirror"  # row_xmask:15 moves alike, later in the table
    import random

    rng = random.Random(5)
    for _ in range(50):
        sel = rng.randrange(1 << 64)
        for name in ("v_permlane16_b32", "v_permlanex16_b32"):
            lanes = P.permlane_source_lanes(name, 64, sel)
            got = P.permlane_from_lanes(lanes, "rdna3")
            assert got is not None and P.permlane_source_lanes(got[0], 64, got[1]) == lanes
    assert P.permlane_from_lanes(tuple(lane ^ 32 for lane in W64), "cdna4") is None  # no permlane64 on CDNA
    assert P.permlane_from_lanes(tuple(lane ^ 32 for lane in W64), "rdna3") == ("v_permlane64_b32", 0)


def test_a_transposing_read_of_impossible_widths_is_refused() -> None:
    from amdmatrix.lds import semantics

    for width, bits in ((64, 12), (64, 0), (64, 2), (96, 8)):
        with pytest.raises(AmdMatrixError, match="shuffles 16 lanes"):
            P.transpose_layouts(width, bits)
    with pytest.raises(AmdMatrixError, match="shuffles 16 lanes"):
        semantics.transpose_group([0] * 8, 64, 16)
    with pytest.raises(AmdMatrixError, match="whole groups of 16 lanes"):
        P.transposing_read("ds_read_b64_tr_b16").shuffle([0] * 24)
