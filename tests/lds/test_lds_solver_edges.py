"""The LDS solver and writer at the edges that mutation testing (tools/mutate.py on
lds/analysis.py) showed no test pinned: how many candidates the search tries, the general XOR
it builds when no CuTe swizzle will do, and a swizzle that moves nothing in a small tile.

Every count is worked out by hand from the search as docs/lds.md and the solver's docstring
state it: the plain tile, CuTe's Swizzle<B,M,S> for B = 1..5 over the bank bits (M from log2 of
the widest access, M + B at most one past the last bank bit, S from B to 8), the paddings up to
one bank row in steps of the widest access, then, when nothing is conflict-free and no bound
rules it out, a greedy XOR one pair (source bit > bank bit) at a time.
"""

from __future__ import annotations

import pytest

import amdmatrix
from amdmatrix.errors import AmdMatrixError
from amdmatrix.lds import analyse, analysis, parse_tile, solve
from amdmatrix.lds.analysis import conflicts
from amdmatrix.lds.facts import facts
from amdmatrix.lds.tile import Swizzle, Tile, TileError


def _swizzles(lo: int, hi: int) -> int:
    """Swizzle<B,M,S> candidates for bank bits below ``hi`` and accesses of 2**lo bytes."""
    return sum(1 for b in range(1, 6) for m in range(lo, hi) for s in range(b, 9) if m + b <= hi + 1)


def test_the_swizzle_count_by_hand() -> None:
    # lo 2, hi 7 (CDNA3: 32 banks x 4 bytes = 2**7): B=1: 5 M x 8 S = 40; B=2: 5 x 7 = 35;
    # B=3: M 2..5, 4 x 6 = 24; B=4: M 2..4, 3 x 5 = 15; B=5: M 2..3, 2 x 4 = 8. 122 in all.
    assert _swizzles(2, 7) == 40 + 35 + 24 + 15 + 8 == 122
    # lo 3, hi 8 (CDNA4's 64 banks, an 8-byte read): the same shape, one bit up.
    assert _swizzles(3, 8) == 122


def test_solve_tries_the_stated_candidates_and_takes_the_lightest() -> None:
    # CDNA4, B of v_mfma_f32_16x16x32_bf16 from 32x16 bf16 row-major with ds_read_b64_tr_b16: 1
    # plain + 122 swizzles (lo 3, hi 8) + 32 paddings (steps of 8 bytes = 4 bf16, up to 64 x 32
    # bits: 2048 / (16 x 4) = 32) = 155. Swizzle<1,7,1> is conflict-free and the lightest: no
    # greedy search follows.
    inst = amdmatrix.instruction("cdna4", "v_mfma_f32_16x16x32_bf16")
    s = solve(inst, "B", parse_tile("32x16 bf16 row-major"), "ds_read_b64_tr_b16")
    assert (s.found, str(s.tile), s.tried) == (True, "32x16 bf16 row-major swizzle(1,7,1)", 155)
    # CDNA3, A of v_mfma_f32_16x16x8_xf32 from 16x8 xf32 row-major, ds_read_b32 and ds_write_b128:
    # 1 + 122 (lo 2, hi 7) + 8 paddings (steps of 16 bytes = 4 xf32, up to 32 x 32 bits: 1024 /
    # (32 x 4) = 8) = 131. Two-way is proven the best (the bound); of the tiles that reach it with a
    # conflict-free writer, the lightest is a one-bit swizzle.
    inst = amdmatrix.instruction("cdna3", "v_mfma_f32_16x16x8_xf32")
    s = solve(inst, "A", parse_tile("16x8 xf32 row-major"), "ds_read_b32", write="ds_write_b128")
    assert (s.found, s.impossible, s.read_ways, s.write_ways, s.tried) == (False, True, 2, 1, 131)
    assert s.tile.swizzle is not None and s.tile.swizzle.weight == 1 and "at least 2-way" in s.reason


def test_a_general_xor_where_no_cute_swizzle_will_do() -> None:
    # CDNA3, A of v_mfma_f32_16x16x16_f16 (lane l: row l % 16, K 4 (l // 16) + 0..3) from a 16x16
    # fp16 row-major tile: ds_read_b32 #q reads dword 8 r + 2 g + q (r = l % 16, g = l // 16). In a
    # 32-lane phase g is 0 or 1, so the banks are 8 (r % 4) + 2 g + q: rows r, r + 4, r + 8, r + 12
    # meet, 4 ways. The bank bits that do not vary in a phase are address bits 2 (q) and 4 (g's
    # high bit); the row bits that collide are 7 and 8 (r's bits 2 and 3). XORing 7 into 2 and 8
    # into 4 separates them: one cycle. No Swizzle<B,M,S> sends two bits to 2 and 4 (its targets
    # are consecutive), so the solver builds the XOR greedily: 1 + 122 + 32 paddings (4-byte steps:
    # 1024 / (16 x 2)) = 155 candidates, then 20 pairs (bank bit 2..6, source above it up to bit 8,
    # the tile being 512 bytes: 6 + 5 + 4 + 3 + 2), of which (7, 2) is the first to halve the
    # cycles, then 14 more (bank bit 2 taken: 5 + 4 + 3 + 2). 189 in all.
    inst = amdmatrix.instruction("cdna3", "v_mfma_f32_16x16x16_f16")
    plain = analyse(inst, "A", parse_tile("16x16 fp16 row-major"), "ds_read_b32")
    assert plain.read_ways == 4 and plain.reads[0].phases[0].bank_lanes == (0, 4, 8, 12)
    s = solve(inst, "A", parse_tile("16x16 fp16 row-major"), "ds_read_b32")
    assert s.found and (s.read_ways, s.write_ways) == (1, 1) and s.reason == "conflict-free"
    assert s.tile.swizzle is not None and sorted(s.tile.swizzle.pairs) == [(7, 2), (8, 4)]
    assert s.tried == 155 + 20 + 14


@pytest.mark.parametrize("rows", [16, 32])
def test_a_swizzle_whose_source_bit_the_tile_never_sets(rows: int) -> None:
    # xor(9>2) moves a byte only where address bit 9 is set. A 16x16 fp16 tile is 512 bytes: no
    # byte has it, the tile is the plain one and ds_write_b128 writes it as such. At 32 rows the
    # second half has it, and every 16-byte chunk there is cut (bit 2 flips inside it).
    inst = amdmatrix.instruction("cdna3", "v_mfma_f32_16x16x16_f16")
    tile = parse_tile(f"{rows}x16 fp16 row-major xor(9>2)")
    if rows == 32:
        with pytest.raises(TileError, match="the swizzle splits a 128-bit chunk"):
            analyse(inst, "A", tile, "ds_read_b64", write="ds_write_b128")
        return
    got = analyse(inst, "A", tile, "ds_read_b64", write="ds_write_b128")
    want = analyse(inst, "A", parse_tile("16x16 fp16 row-major"), "ds_read_b64", write="ds_write_b128")
    assert got.exact and [w.addresses for w in got.writes] == [w.addresses for w in want.writes]
    assert got.writes[0].addresses[:4] == (0, 16, 32, 48)


def test_a_transposing_read_names_each_value_it_cannot_reach() -> None:
    # v_mfma_f32_32x32x8_f16's A on CDNA4 (ISA §7.1.4): lane L holds row L % 32, K 4 (L // 32) + j.
    # ds_read_b64_tr_b16 gives source lane s of each 16-lane group g the 4 lanes g + 4 (s % 4) + k,
    # k = 0..3, and their element r = s // 4 (docs/lds.md). From a row-major 32x8 fp16 tile those
    # four values lie in four rows, 16 bytes apart: the read reaches the first (k = 0) and names
    # every other lane's value as out of its source lane's reach: each lane L with L % 4 != 0, for
    # each of its 4 values r, names source lane g + 4 r + (L % 16) // 4.
    inst = amdmatrix.instruction("cdna4", "v_mfma_f32_32x32x8_f16")
    rep = analyse(inst, "A", parse_tile("32x8 fp16 row-major"), "ds_read_b64_tr_b16")
    want = {(lane, 16 * r, f"[{lane % 32}][{4 * (lane // 32) + r}]",
             f"source lane {16 * (lane // 16) + 4 * r + (lane % 16) // 4} of the transposing read cannot also reach it")
            for lane in range(64) if lane % 4 for r in range(4)}
    assert not rep.exact and set(rep.misplaced) == want and len(rep.misplaced) == 192


def test_a_transposing_read_with_lanes_off_a_byte_is_not_executed() -> None:
    # v_mfma_f32_16x16x128_f8f6f4's A in FP6 (CDNA4 ISA §7.1.5): lane L holds row L % 16, K
    # 32 (L // 16) + 0..31, two 96-bit reads. ds_read_b96_tr_b6 gives source lane s of group g
    # value r = s of lanes g + k, k = 0..15: in a row-major 16x128 FP6 tile, lane g's value (row 0,
    # K = 32 (g // 16) + 16 q + s) starts at bit 6 K, on a byte only when s % 4 == 0. So 48 source
    # lanes have no address in each read (named once per read), every lane g + k (k >= 1) is out of
    # its source lane's reach (16 rows, 96 bytes apart), and the two reads, incomplete, are not
    # executed: no value is reported as delivered wrong.
    inst = amdmatrix.instruction("cdna4", "v_mfma_f32_16x16x128_f8f6f4")
    rep = analyse(inst, "A", parse_tile("16x128 fp6 row-major"), "ds_read_b96_tr_b6", a_format="fp6",
                  b_format="fp6")
    off_byte = {(src, 96 * q, "", "the source lane's first value is not at a byte boundary")
                for src in range(64) if src % 4 for q in (0, 1)}
    unreachable = {(g + k, 96 * q + 6 * s, f"[{k}][{32 * (g // 16) + 16 * q + s}]",
                    f"source lane {g + s} of the transposing read cannot also reach it")
                   for g in (0, 16, 32, 48) for s in range(16) for k in range(1, 16) for q in (0, 1)}
    assert [sum(a is None for a in r.addresses) for r in rep.reads] == [48, 48]
    assert set(rep.misplaced) == off_byte | unreachable and len(rep.misplaced) == 96 + 1920


_FP8 = {"a_format": "fp8", "b_format": "fp8"}
_FP6 = {"a_format": "fp6", "b_format": "fp6"}


@pytest.mark.parametrize(("arch", "mnemonic", "matrix", "tile", "read", "write", "mods", "ways"), [
    ("cdna4", "v_mfma_f32_16x16x128_f8f6f4", "A", "16x128 fp8 row-major", "ds_read_b64", "ds_write_b128", _FP8, 2),
    ("cdna4", "v_mfma_f32_16x16x128_f8f6f4", "A", "16x128 fp6 row-major", "ds_read_b64", "ds_write_b128", _FP6, 2),
    ("cdna3", "v_mfma_f32_16x16x8_xf32", "A", "16x8 xf32 row-major", "ds_read_b32", "ds_write_b128", {}, 2),
    ("cdna3", "v_mfma_f64_16x16x4_f64", "B", "4x16 fp64 row-major", "ds_read_b32", "ds_write_b128", {}, 2),
])
def test_a_stated_bound_is_met_by_the_tile_returned(arch: str, mnemonic: str, matrix: str, tile: str, read: str,
                                                    write: str | None, mods: dict[str, object], ways: int) -> None:
    # A lower bound on every tile of the kind searched cannot exceed the ways of a tile of that kind
    # that the solver found and verified by executing its reads; here the bound is met exactly, so
    # the answer is the best there is. (An 8-way bound beside a 2-way tile is a wrong proof, and a
    # 2-way bound beside the best 3-way tile a weaker one than the vectors give.)
    inst = amdmatrix.instruction(arch, mnemonic)
    s = solve(inst, matrix, parse_tile(tile), read, write=write, **mods)
    assert s.impossible and not s.found and s.report is not None and s.report.exact
    stated = int(s.reason.split("reads at least ")[1].split("-way")[0])
    assert stated == s.read_ways == ways


def test_the_bound_names_its_witness() -> None:
    # CDNA4, A of v_mfma_f32_16x16x128_f8f6f4 in FP8 (lane L: row L % 16, K 32 (L // 16) + 0..31) from
    # a 16x128 fp8 row-major tile, ds_read_b64 and ds_write_b128. Read #0 in phase 0 (lanes 0-31:
    # g = L // 16 is 0 or 1) takes dwords 32 r + 8 g and 32 r + 8 g + 1: 64 dwords. Address bits 2
    # and 3 vary inside every 16-byte write vector, so no swizzle that keeps the vectors whole moves
    # them; by those bits the dwords fall into two classes of 32 (bit 3 is 0 in all), and the 4 other
    # bank bits of 64 banks leave 16 banks for each: at least 2 ways.
    inst = amdmatrix.instruction("cdna4", "v_mfma_f32_16x16x128_f8f6f4")
    s = solve(inst, "A", parse_tile("16x128 fp8 row-major"), "ds_read_b64", write="ds_write_b128", a_format="fp8",
              b_format="fp8")
    assert s.reason.startswith("impossible: ds_read_b64 #0 phase 0 reads 32 distinct dwords that agree on address "
                               "bits 2, 3, which no such swizzle moves, leaving 16 banks for them;")


def test_the_bound_counts_a_source_bit_right_above_the_bank_bit() -> None:
    # RDNA3, A of v_wmma_i32_16x16x16_iu8 (the RDNA3 ISA guide's WMMA section: lane l holds row l % 16, all 16 K bytes;
    # lanes 16-31 repeat lanes 0-15) from a 16x16 iu8 row-major tile (256 bytes, address bits 0-7),
    # ds_read_b32 and ds_write_b128. Read #0 gives lane l the dword at byte 16 (l % 16): in its one
    # 32-lane phase, 16 distinct dwords (the other 16 lanes are broadcasts). 32 banks: the bank is
    # address bits 2-6. Bits 2 and 3 vary inside every 16-byte write vector, so no swizzle that keeps
    # the vectors whole moves them; every dword has both 0. Bits 4, 5 and 6 can each take a higher
    # address bit the reads set without cutting a vector: 4 and 5 from 6 or 7, and 6 from 7, the bit
    # right above it and the only one. That leaves 2**3 = 8 banks for 16 dwords: at least 2 ways.
    # (Skipping the bit right above would call bit 6 fixed too and state 8 dwords over 4 banks.)
    inst = amdmatrix.instruction("rdna3", "v_wmma_i32_16x16x16_iu8")
    s = solve(inst, "A", parse_tile("16x16 iu8 row-major"), "ds_read_b32", write="ds_write_b128")
    assert s.impossible and not s.found and (s.read_ways, s.write_ways) == (2, 1)
    assert s.reason.startswith("impossible: ds_read_b32 #0 phase 0 reads 16 distinct dwords that agree on address "
                               "bits 2, 3, which no such swizzle moves, leaving 8 banks for them;")
    # Bit 6 is indeed movable: xor(7>6) keeps the reads exact and aligned and the writes whole, and
    # it moves rows 8-15 (those with address bit 7 set) by 64 bytes, to other banks.
    plain = analyse(inst, "A", parse_tile("16x16 iu8 row-major"), "ds_read_b32", write="ds_write_b128")
    moved = analyse(inst, "A", parse_tile("16x16 iu8 row-major xor(7>6)"), "ds_read_b32", write="ds_write_b128")
    assert moved.exact and moved.aligned
    changed = [lane for lane in range(16) if moved.reads[0].addresses[lane] != plain.reads[0].addresses[lane]]
    assert changed == list(range(8, 16))
    assert all(moved.reads[0].addresses[r] == (16 * r) ^ 64 for r in changed)


def test_the_greedy_search_takes_its_sources_from_the_tiles_address_bits() -> None:
    # A source bit above the tile's last address bit is 0 in every address: XORing it anywhere moves
    # nothing, so the greedy search does not try it, even on a tile of at most two bank rows, whose
    # address bits stop right above the bank bits. CDNA4, A of v_mfma_f32_16x16x16_f16 (CDNA4 ISA
    # §7.1.4: lane l holds row l % 16, K 4 (l // 16) + 0..3) from a 16x16 fp16 row-major tile: 512
    # bytes, address bits 0-8; 64 banks, so the bank bits are 2-7. ds_read_b32 #q gives lane l the
    # dword 8 r + 2 g + q (r = l % 16, g = l // 16): rows r and r + 8 share a bank, 2 ways. The first
    # step tries bank bits 2..7, each with a source above it up to bit 8: 6 + 5 + 4 + 3 + 2 + 1 = 21
    # pairs. Bit 8 (r's bit 3) into bit 2 (q, which no lane of one read varies) separates the two
    # rows (the first pair tried that does), so that step ends the search with a one-pair XOR and no
    # conflict. (The solver finds Swizzle<1,2,6> first and never runs this search here; the count is
    # the search's own.)
    inst = amdmatrix.instruction("cdna4", "v_mfma_f32_16x16x16_f16")
    tile = parse_tile("16x16 fp16 row-major")
    assert analyse(inst, "A", tile, "ds_read_b32").read_ways == 2
    acc = facts("CDNA4").access("ds_read_b32")
    found, tried = analysis._greedy_xor(inst, "A", tile, "ds_read_b32", None, acc, None, {})
    assert tried == 21 and found is not None and found.swizzle is not None and found.swizzle.pairs == ((8, 2),)
    assert analyse(inst, "A", found, "ds_read_b32").read_ways == 1


def test_the_greedy_search_stops_at_its_stated_budget() -> None:
    # docs/lds.md: the general XOR is built greedily, up to 4 address bits. CDNA4, A of
    # v_mfma_f32_16x16x128_f8f6f4 in FP6 from 16x128 fp6 row-major, ds_read_b64 and ds_write_b64
    # (a lane's 24 bytes are three aligned 8-byte reads): nothing among 1 + 122 swizzles (lo 3:
    # 8-byte vectors; hi 8) + 34 paddings (steps of 10 FP6, the fewest that hold 64 bits, up to
    # 64 x 32 bits: 2048 // 60) is conflict-free and no bound rules it out, so the greedy search
    # runs: its first step tries bank bits 3..7 with a source above each up to bit 10 (the tile is
    # 1536 bytes): 7 + 6 + 5 + 4 + 3 = 25 pairs, none of which lowers the cycles.
    inst = amdmatrix.instruction("cdna4", "v_mfma_f32_16x16x128_f8f6f4")
    s = solve(inst, "A", parse_tile("16x128 fp6 row-major"), "ds_read_b64", write="ds_write_b64", a_format="fp6",
              b_format="fp6")
    assert (s.found, s.impossible, s.tried) == (False, False, 1 + 122 + 34 + 25)
    assert "and no XOR of up to 4 address bits found greedily makes it conflict-free (none is ruled out)" in s.reason


# ------------------------------------------------------------------- the model's other edges
def test_an_instruction_no_lane_of_which_reads_has_no_conflict() -> None:
    # A read whose lanes all have nothing to read (a transposing read off a byte, a masked wave)
    # touches no bank: every phase is served in one cycle, with no lanes named on a bank.
    acc = facts("cdna3").access("ds_read_b128")
    got = conflicts(acc, [None] * 64)
    assert [(p.phase, p.ways, p.bank_lanes) for p in got] == [(n, 1, ()) for n in range(8)]
    # One lane alone cannot conflict with itself, wherever it reads.
    assert all(p.ways == 1 for p in conflicts(acc, [None] * 63 + [4 * 1000]))


def test_a_read_named_as_the_writer_is_refused_naming_the_writes() -> None:
    # The error names every write the architecture has (the ds_write_* and the direct-to-LDS
    # loads), not the reads; the command line prints it as one line with status 2.
    inst = amdmatrix.instruction("cdna3", "v_mfma_f32_16x16x16_f16")
    with pytest.raises(AmdMatrixError) as err:
        analyse(inst, "A", parse_tile("16x16 fp16 row-major"), "ds_read_b64", write="ds_read_b64")
    assert str(err.value) == ("ds_read_b64 is a read; legal values for the write: ds_write_b32, ds_write_b64, "
                              "ds_write_b128, ds_write_b96, buffer_load_dword_lds, global_load_lds_dword")


def test_a_solve_that_finds_no_exact_tile_proposes_nothing() -> None:
    # A column-major A with ds_read_b128: lane L's eight fp16 values (row L % 32, K 8 (L // 32) +
    # 0..7) are a column apart in every tile of this storage order, so no swizzle or padding makes
    # them one 16-byte vector. Nothing is proposed: no ways, no padding bytes, no report.
    inst = amdmatrix.instruction("cdna4", "v_mfma_f32_32x32x16_f16")
    s = solve(inst, "A", parse_tile("32x16 fp16 col-major"), "ds_read_b128")
    assert (s.found, s.impossible, s.read_ways, s.write_ways, s.extra_bytes, s.report) == (False, True, 0, 0, 0, None)
    assert s.reason.startswith("no swizzle or padding keeps ds_read_b128 exact")


def test_a_writer_that_fits_no_tile_is_refused_with_nothing_proposed() -> None:
    # CDNA3, A of v_mfma_f32_32x32x2_f32 from a 32x2 fp32 row-major tile: a line is 8 bytes, less
    # than one 16-byte ds_write_b128 vector. The wave writes the tile line by line, and neither a
    # padding (bytes between lines) nor a swizzle makes a line longer, so no candidate can be
    # written while ds_read_b32 alone reads the plain tile exactly. Nothing is proposed.
    inst = amdmatrix.instruction("cdna3", "v_mfma_f32_32x32x2_f32")
    assert analyse(inst, "A", parse_tile("32x2 fp32 row-major"), "ds_read_b32").exact
    s = solve(inst, "A", parse_tile("32x2 fp32 row-major"), "ds_read_b32", write="ds_write_b128")
    assert (s.found, s.impossible, s.read_ways, s.write_ways, s.extra_bytes, s.report) == (False, True, 0, 0, 0, None)
    assert s.reason == "ds_write_b128 cannot write any tile that keeps ds_read_b32 exact"


def test_an_operand_of_several_blocks_is_named_with_its_block_count() -> None:
    # v_mfma_f32_4x4x4_16b_f16 (CDNA3 ISA, the 4x4 MFMAs: 16 blocks of 4x4) is refused by its
    # count of blocks; the LDS model reads one-block operands.
    inst = amdmatrix.instruction("cdna3", "v_mfma_f32_4x4x4_16b_f16")
    with pytest.raises(TileError, match=r"^V_MFMA_F32_4X4X4_16B_F16 A has 16 blocks; amdmatrix lds models "
                                        r"one-block operands"):
        analyse(inst, "A", parse_tile("64x4 fp16 row-major"), "ds_read_b64")


def test_an_access_across_a_dword_boundary_takes_both_banks() -> None:
    # The bank rule serves whole dwords: a 4-byte read at byte 1 takes bytes 1-4, dwords 0 and 1,
    # banks 0 and 1 of CDNA3's 32. Lane 1 reads dword 33 (byte 132), bank 1 too: 2 ways on bank 1.
    acc = facts("CDNA3").access("ds_read_b32")
    phase = conflicts(acc, [1, 132] + [None] * 62)[0]
    assert (phase.ways, phase.bank, phase.bank_lanes) == (2, 1, (0, 1))
    # One byte further each, the first read takes dwords 0 and 1 still and the second dword 33.
    assert conflicts(acc, [2, 133] + [None] * 62)[0].ways == 2
    assert conflicts(acc, [0, 132] + [None] * 62)[0].ways == 1


def test_a_lane_missing_one_read_loses_only_that_reads_values() -> None:
    # A of v_mfma_f32_16x16x16_f16 on CDNA3 (CDNA4 ISA §7.1.4, as CDNA3: lane l holds row l % 16,
    # K 4 (l // 16) + 0..3, 64 bits) read as two ds_read_b32 from a 16x16 fp16 row-major tile: read
    # q carries bits 32 q to 32 q + 31. If lane 5's second read reads nothing, the values at bits 32
    # and 48 of lane 5 are named, and the two that the first read delivered are not.
    from amdmatrix.lds import analysis as an

    inst = amdmatrix.instruction("cdna3", "v_mfma_f32_16x16x16_f16")
    tile = parse_tile("16x16 fp16 row-major")
    rep = analyse(inst, "A", tile, "ds_read_b32")
    assert rep.exact and len(rep.reads) == 2
    slots, _, wave, _, _ = an._slots(inst, "A", None, {}, tile)
    second = tuple(None if lane == 5 else a for lane, a in enumerate(rep.reads[1].addresses))
    bad: list[tuple[int, int, str, str]] = []
    an._verify(slots, tile, wave, rep.read, (rep.reads[0].addresses, second), bad)
    assert sorted((lane, off) for lane, off, _, _ in bad) == [(5, 32), (5, 48)]


def test_the_reads_are_executed_not_only_computed(monkeypatch: pytest.MonkeyPatch) -> None:
    # docs/json.md: `exact` is "executed". Were the address computation to send lane 1 to lane 0's
    # address without noticing, the execution must still find every value lane 1 receives wrong.
    inst = amdmatrix.instruction("cdna3", "v_mfma_f32_16x16x16_f16")
    tile = parse_tile("16x16 fp16 row-major")
    assert analyse(inst, "A", tile, "ds_read_b64").exact
    computed = analysis._addresses

    def wrong(*args: object) -> tuple[int | None, ...]:
        addrs = list(computed(*args))  # type: ignore[arg-type]
        addrs[1] = addrs[0]
        return tuple(addrs)

    monkeypatch.setattr(analysis, "_addresses", wrong)
    rep = analyse(inst, "A", tile, "ds_read_b64")
    # lane 1 holds row 1, K 0..3 (4 fp16 in one 64-bit read) and receives row 0's
    assert sorted(rep.misplaced) == [(1, 16 * k, f"[1][{k}]", "the read delivers another value") for k in range(4)]


@pytest.mark.parametrize("order", ["row-major", "col-major"])
@pytest.mark.parametrize("dtype", ["fp4", "fp6", "fp8", "fp16", "fp32", "fp64"])
def test_the_addresser_is_bit_address(dtype: str, order: str) -> None:
    """The hot loops' function of a tile gives every element the address bit_address gives it,
    padded or not, swizzled or not."""
    for pad in (0, 1, 4):
        for swizzle in (None, Swizzle.cute_form(3, 4, 3), Swizzle(((7, 4), (8, 5)))):
            tile = Tile(16, 32, dtype, order, pad, swizzle)
            address = tile.addresser()
            assert [address(r, c) for r in range(16) for c in range(32)] == \
                [tile.bit_address(r, c) for r in range(16) for c in range(32)], (pad, swizzle)
