"""A broadcast is one access: lanes that read the same dword in one phase are served together.

The published rule (nod-ai/amd-shark-ai, docs/amdgpu_kernel_optimization_guide.md; Composable
Kernel's "LDS bank conflicts" page; the CDNA3 and CDNA4 ISA guides' LDS chapters): each bank
delivers one dword per cycle to any number of lanes, so a phase takes as many cycles as the
most *distinct* dwords one bank must deliver. Lanes that read the same dword cost nothing more.

Every expected number here is written from that rule by hand (the comments give the count);
none is computed by the code under test. The first tests run the rule over every read of every
architecture (each width, transposing reads included); the others are the broadcast reads that
kernels make: RDNA3's WMMA A and B (lanes 16-31, and 32-63 in wave64, hold lanes 0-15's values:
RDNA3 ISA, WMMA), per-row and per-column scale and bias loads for an MFMA's D, the E8M0 block
scales of CDNA4's scaled MFMA (CDNA4 ISA §7.2.1), and every block of A loaded from one place, as
CBSZ/ABID broadcasts it in registers (CDNA4 ISA §7.1.6.1).
"""

from __future__ import annotations

import json

import pytest
from clirun import run_inproc

import amdmatrix
from amdmatrix.lds import analyse, conflicts, facts, parse_tile
from amdmatrix.lds.facts import Access

ARCHS = ("cdna3", "cdna4", "rdna3", "rdna4", "gfx1250")
READS = [(arch, a.mnemonic) for arch in ARCHS for a in facts(arch).accesses if not a.write]


def _read(arch: str, mnemonic: str) -> Access:
    return facts(arch).access(mnemonic)


def _stride(acc: Access) -> int:
    """Bytes between two lanes' vectors: the access's bytes rounded up to a power of two."""
    return 1 << (acc.width // 8 - 1).bit_length()


def _per_phase(acc: Access, address: dict[int, int]) -> list[int | None]:
    """Each lane's address from ``address``: {position of the lane in its phase: byte}."""
    out: list[int | None] = [None] * 64
    for lanes in acc.phases:
        for pos, lane in enumerate(lanes):
            out[lane] = address[pos]
    return out


def test_every_architecture_has_reads_of_every_width() -> None:
    # The parametrizations below collect these: 32, 64, 96 and 128 bits, plain and transposing.
    assert len(READS) == 23
    assert {_read(a, m).width for a, m in READS} == {32, 64, 96, 128}
    assert {a for a, m in READS if _read(a, m).transpose} == {"cdna4", "gfx1250"}


@pytest.mark.parametrize(("arch", "mnemonic"), READS)
def test_every_lane_on_one_address_is_one_cycle_a_phase(arch: str, mnemonic: str) -> None:
    # Every lane of the wave reads the same vector: each bank holds one of its dwords and
    # delivers it to all of them at once. One cycle a phase, no bank named.
    acc = _read(arch, mnemonic)
    got = conflicts(acc, [0] * 64)
    assert len(got) == len(acc.phases)
    assert [(p.ways, p.bank_lanes) for p in got] == [(1, ())] * len(acc.phases)


@pytest.mark.parametrize(("arch", "mnemonic"), READS)
def test_two_lanes_on_each_vector_are_one_cycle(arch: str, mnemonic: str) -> None:
    # The lanes of a phase pair up, each pair on its own vector, and the vectors lie side by side
    # (at most 32 lanes x 16 bytes / 2 = 256 bytes: within one row of banks on every read here),
    # so no bank holds two distinct dwords. One cycle a phase.
    acc = _read(arch, mnemonic)
    step = _stride(acc)
    assert max(len(p) for p in acc.phases) // 2 * step <= acc.banks * 4
    got = conflicts(acc, _per_phase(acc, {pos: pos // 2 * step for pos in range(64)}))
    assert {p.ways for p in got} == {1}


@pytest.mark.parametrize(("arch", "mnemonic"), READS)
def test_a_broadcast_does_not_hide_a_conflict(arch: str, mnemonic: str) -> None:
    # In each phase the last lane reads the vector one row of banks above the one every other lane
    # reads: the same banks, other dwords. Each of those banks delivers two distinct dwords: two
    # cycles, whatever the number of lanes on the first vector.
    acc = _read(arch, mnemonic)
    row = acc.banks * 4
    out: list[int | None] = [None] * 64
    for lanes in acc.phases:
        for lane in lanes:
            out[lane] = row if lane == lanes[-1] else 0
    got = conflicts(acc, out)
    assert [p.ways for p in got] == [2] * len(acc.phases)
    assert [(p.bank, p.bank_lanes) for p in got] == [(0, tuple(sorted(p))) for p in acc.phases]


@pytest.mark.parametrize(("arch", "mnemonic"), READS)
def test_three_groups_of_lanes_on_one_bank_are_three_cycles(arch: str, mnemonic: str) -> None:
    # The lanes of a phase in three groups, each on its own vector, the vectors a row of banks
    # apart: three distinct dwords on each of their banks, three cycles, however many lanes.
    acc = _read(arch, mnemonic)
    row = acc.banks * 4
    got = conflicts(acc, _per_phase(acc, {pos: pos % 3 * row for pos in range(64)}))
    assert [p.ways for p in got] == [3] * len(acc.phases)


# ------------------------------------------------------------------ RDNA3: A and B replicate lanes 0-15
WMMA = "v_wmma_f32_16x16x16_f16"


@pytest.mark.parametrize("wave", [32, 64])
@pytest.mark.parametrize(("matrix", "order"), [("A", "row-major"), ("B", "col-major")])
def test_rdna3_wmma_replicated_lanes_read_without_conflict(wave: int, matrix: str, order: str) -> None:
    # RDNA3 ISA, WMMA: lane l holds row (A) or column (B) l % 16, all 16 K values in 8 VGPRs; lanes
    # 16-31 (and in wave64 32-47 and 48-63) hold the same as lanes 0-15. A 16x16 fp16 tile padded
    # by 2 elements puts line r at 36 r bytes, so ds_read_b32 #q reads dword 9 r + q in every lane
    # on line r. 9 is odd, so 9 r mod 32 differs for r = 0..15: 16 dwords in 16 banks, each read by
    # the 2 lanes (wave32) of a 32-lane phase. One cycle a phase.
    inst = amdmatrix.instruction("rdna3", WMMA)
    rep = analyse(inst, matrix, parse_tile(f"16x16 fp16 {order} pad 2"), "ds_read_b32", wave=wave)
    assert rep.exact and len(rep.reads) == 8
    assert [p.ways for r in rep.reads for p in r.phases if p.lanes[0] < wave] == [1] * 8 * (wave // 32)
    assert rep.reads[0].addresses[:wave] == tuple(36 * (lane % 16) for lane in range(wave))


@pytest.mark.parametrize("wave", [32, 64])
@pytest.mark.parametrize(("matrix", "order"), [("A", "row-major"), ("B", "col-major")])
def test_rdna3_wmma_unpadded_tile_conflicts_four_ways_not_eight(wave: int, matrix: str, order: str) -> None:
    # Unpadded, line r starts at 32 r bytes: ds_read_b32 #q reads dword 8 r + q, on bank
    # (8 r + q) mod 32. Lines r, r + 4, r + 8, r + 12 share a bank: 4 distinct dwords, each read by
    # two lanes of the phase (l and l + 16). Four cycles, not eight.
    inst = amdmatrix.instruction("rdna3", WMMA)
    rep = analyse(inst, matrix, parse_tile(f"16x16 fp16 {order}"), "ds_read_b32", wave=wave)
    assert rep.exact and rep.read_ways == 4
    for q, r in enumerate(rep.reads):
        assert [p.ways for p in r.phases if p.lanes[0] < wave] == [4] * (wave // 32)
        first = r.phases[0]
        assert (first.bank, first.bank_lanes) == (q, (0, 4, 8, 12, 16, 20, 24, 28))


def test_rdna3_replicated_read_on_the_command_line() -> None:
    args = ("lds", "-a", "rdna3", "-i", WMMA, "-A", "--tile", "16x16 fp16 row-major", "--read", "ds_read_b32",
            "-w", "32")
    status, out, _ = run_inproc(*args)
    assert status == 0 and out.count("4-way, 5 cycles") == 8
    assert "phase 0 (lanes 0-31): 4-way on bank 0, lanes 0, 4, 8, 12, 16, 20, 24, 28" in out
    status, out, _ = run_inproc(*args[:7], "16x16 fp16 row-major pad 2", *args[8:], "--json")
    doc = json.loads(out)
    assert status == 0 and doc["exact"] and doc["read_ways"] == 1


# ------------------------------------------------------------------ scale and bias loads
def test_per_column_bias_of_a_16x16_d() -> None:
    # v_mfma_f32_16x16x16_f16's D: lane l holds column l % 16 (CDNA3 ISA §7.1.4), so the column's
    # f32 bias is read by lanes l, l + 16, l + 32, l + 48 at 4 (l % 16). ds_read_b32 on CDNA3
    # (phases of 32 lanes, 32 banks): 16 dwords in 16 banks, 2 lanes each, one cycle a phase. On
    # CDNA4 (one phase of 64 lanes, 64 banks): 4 lanes each, still one cycle.
    addrs = [4 * (lane % 16) for lane in range(64)]
    assert [p.ways for p in conflicts(_read("cdna3", "ds_read_b32"), addrs)] == [1, 1]
    assert [p.ways for p in conflicts(_read("cdna4", "ds_read_b32"), addrs)] == [1]


def test_per_row_scale_of_a_16x16_d() -> None:
    # The same D: lane l holds rows 4 (l // 16) + i, i = 0..3, so it reads the 4 f32 row scales
    # at 16 (l // 16) with one ds_read_b128; the 16 lanes of a group read the same 16 bytes.
    # CDNA3's b128 phases (triton-lang/triton#11365) take 4 lanes from each of two groups: 8
    # dwords in 8 banks, one cycle each of the 8 phases. CDNA4's take 4 lanes from 4 runs that lie
    # in two groups: one cycle each of the 4 phases.
    addrs = [16 * (lane // 16) for lane in range(64)]
    assert [p.ways for p in conflicts(_read("cdna3", "ds_read_b128"), addrs)] == [1] * 8
    assert [p.ways for p in conflicts(_read("cdna4", "ds_read_b128"), addrs)] == [1] * 4


def test_e8m0_block_scales_of_the_scaled_32x32_mfma() -> None:
    # v_mfma_scale_f32_32x32x64_f8f6f4 (CDNA4 ISA §7.2.1): lane l holds the E8M0 scale of row l % 32
    # for K block l // 32. Stored as 32 rows of 2 bytes, lane l's byte is 2 (l % 32) + l // 32 and it
    # loads the dword holding it: dword (l % 32) // 2. Lanes 2m, 2m + 1, 2m + 32, 2m + 33 share it:
    # 16 dwords in 16 banks, read by 4 lanes each in CDNA4's single ds_read_b32 phase. One cycle.
    addrs = [4 * ((lane % 32) // 2) for lane in range(64)]
    assert [p.ways for p in conflicts(_read("cdna4", "ds_read_b32"), addrs)] == [1]
    # The same bytes stored K block first (2 blocks of 32 bytes, 64 apart): lane l reads dword
    # 16 (l // 32) + (l % 32) // 4, 4 lanes each; block 1's 8 dwords are on banks 16-23, block 0's
    # on 0-7. One cycle. With the blocks a whole row of banks apart (256 bytes), block 1's dwords
    # (64-71) are on banks 0-7 too: 2 distinct dwords on each of 8 banks, two cycles.
    assert [p.ways for p in conflicts(_read("cdna4", "ds_read_b32"),
                                      [64 * (lane // 32) + 4 * ((lane % 32) // 4) for lane in range(64)])] == [1]
    assert [p.ways for p in conflicts(_read("cdna4", "ds_read_b32"),
                                      [256 * (lane // 32) + 4 * ((lane % 32) // 4) for lane in range(64)])] == [2]


# ------------------------------------------------------------------ CBSZ/ABID: one block's A in every block
def test_two_blocks_loading_the_same_a() -> None:
    # v_mfma_f32_32x32x1_2b_f32 (CDNA4 ISA §7.1.6.1's example): lane l holds A[l % 32] of block
    # l // 32. CBSZ=1 ABID=0 gives block 1 block 0's values; loading them into both blocks instead
    # reads 4 (l % 32) in lanes l and l + 32. CDNA4's ds_read_b32 serves all 64 lanes in one phase
    # over 64 banks: 32 dwords, 2 lanes each, one cycle. CDNA3's phases are lanes 0-31 and 32-63:
    # no two lanes of a phase share a dword, one cycle each.
    addrs = [4 * (lane % 32) for lane in range(64)]
    assert [p.ways for p in conflicts(_read("cdna4", "ds_read_b32"), addrs)] == [1]
    assert [p.ways for p in conflicts(_read("cdna3", "ds_read_b32"), addrs)] == [1, 1]


def test_four_blocks_loading_the_same_a() -> None:
    # v_mfma_f32_16x16x1_4b_f32: lane l holds A[l % 16] of block l // 16 (CBSZ=2 broadcasts block
    # ABID's 16 lanes to all four). Loading one A into every block reads 4 (l % 16): on CDNA3, 16
    # dwords in 16 banks, 2 lanes each in a 32-lane phase; on CDNA4, 4 lanes each in one phase. With
    # A's rows 128 bytes apart, row r is dword 32 r: on CDNA3's 32 banks all 16 rows are on bank 0
    # (16 distinct dwords, 16 cycles, each read by 2 lanes of the phase); on CDNA4's 64 banks the
    # even rows are on bank 0 and the odd ones on bank 32 (8 distinct dwords each, 8 cycles).
    assert [p.ways for p in conflicts(_read("cdna3", "ds_read_b32"), [4 * (lane % 16) for lane in range(64)])] \
        == [1, 1]
    assert [p.ways for p in conflicts(_read("cdna4", "ds_read_b32"), [4 * (lane % 16) for lane in range(64)])] \
        == [1]
    strided = [128 * (lane % 16) for lane in range(64)]
    assert [p.ways for p in conflicts(_read("cdna3", "ds_read_b32"), strided)] == [16, 16]
    assert [p.ways for p in conflicts(_read("cdna4", "ds_read_b32"), strided)] == [8]
