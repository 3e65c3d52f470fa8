"""The layer between instructions on its two foundations: one bit offset per placement, the LDS
swizzle as a LinearMap, the planner's moves classified against the primitives table, and the LDS
analysis reading the transposing reads from the table."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from amdmatrix import conversion as C
from amdmatrix.lds import analysis
from amdmatrix.lds.facts import facts
from amdmatrix.lds.tile import Swizzle
from amdmatrix.linear import LinearMap
from amdmatrix.results import Location


def test_bit_offset_counts_registers_then_the_lowest_bit() -> None:
    assert Location(3, 5, (15, 8)).bit_offset == 3 * 32 + 8
    assert Location(1, 0).bit_offset == 32  # a whole register
    assert Location(2, 7, (63, 0)).bit_offset == 64  # a 64-bit pair
    assert Location(0, 1, (35, 30)).bit_offset == 30  # packed FP6 across two registers


def test_swizzle_is_a_linear_map_and_unswizzle_inverts_it() -> None:
    sw = Swizzle.cute_form(3, 4, 3)
    assert isinstance(sw, LinearMap)
    assert sw == Swizzle(tuple(reversed(sw.pairs)))  # the same map, whatever the order of the pairs
    rng = random.Random(7)
    for _ in range(500):
        addr = rng.randrange(1 << 19)
        assert sw.unswizzle(sw(addr)) == addr
        assert sw.apply_packed(addr) == sw(addr)
    assert repr(sw) == f"Swizzle(pairs={sw.pairs!r})"


@pytest.mark.parametrize(("target", "moves"), [
    # CDNA: quad_perm for lane bits 0 and 1, row_ror:8 for bit 3, the SWAP swizzle for 2 and 4.
    ("gfx942", ["quad_perm:[1,0,3,2]", "quad_perm:[2,3,0,1]", "swizzle(SWAP,4)", "row_ror:8", "swizzle(SWAP,16)", ""]),
    # RDNA: DPP16's row_xmask below bit 4, v_permlanex16_b32 for bit 4.
    ("gfx1100", ["row_xmask:1", "row_xmask:2", "row_xmask:4", "row_xmask:8", "0x76543210,0xfedcba98"]),
])
def test_xor_lane_moves_come_from_the_table(target: str, moves: list[str]) -> None:
    p = SimpleNamespace(target=target, lanes=64 if target == "gfx942" else 32, t=C._TARGETS[target])
    assert [C._xor_move(p, b)[1] for b in range(len(moves))] == moves  # type: ignore[arg-type]


def test_swap_permlanes_are_the_features_of_the_target() -> None:
    assert C._TARGETS["gfx950"].swap_permlanes == {5: "v_permlane32_swap_b32", 4: "v_permlane16_swap_b32"}
    assert C._TARGETS["gfx942"].swap_permlanes == {}
    assert C._TARGETS["gfx1100"].dpp16 and not C._TARGETS["gfx942"].dpp16


@pytest.mark.parametrize("mnemonic", ["ds_read_b64_tr_b16", "ds_read_b64_tr_b8", "ds_read_b64_tr_b4"])
def test_transposing_read_positions_follow_the_isa_rule(mnemonic: str) -> None:
    """CDNA4 ISA §"DS_READ_B64_TR_B*": in each group of 16 lanes, source lane s reads E = 64/bits
    consecutive elements, which land in element r = s // (16 / E) of destination lanes
    (s % (16 / E)) * E + k, k < E (written here from that rule, not from the table)."""
    acc = facts("cdna4").access(mnemonic)
    bits = acc.transpose
    e = 64 // bits
    per_row = 16 // e
    want = tuple(
        tuple((s - s % 16 + (s % 16 % per_row) * e + k, (s % 16 // per_row) * bits, k * bits) for k in range(e))
        for s in range(64))
    assert analysis._tr_positions(acc, 64) == want


@pytest.mark.parametrize(("arch", "producer", "consumer", "operand", "transposed"), [
    ("cdna3", "v_mfma_f32_32x32x8_f16", "v_mfma_f32_32x32x8_f16", "A", False),
    ("cdna4", "v_mfma_f32_16x16x32_bf16", "v_mfma_f32_16x16x32_bf16", "B", True),
    ("rdna3", "v_wmma_f32_16x16x16_f16", "v_wmma_f32_16x16x16_f16", "A", False),  # a replicated A
])
def test_the_planners_problem_sends_each_element_to_its_consumer_position(
        arch: str, producer: str, consumer: str, operand: str, transposed: bool) -> None:
    """``src.invert_and_compose(dst)`` of the position maps, checked against ``placements()``:
    each producer (register, lane, slot) goes to a consumer position holding the same element."""
    from amdmatrix.archs import resolve_arch
    from amdmatrix.catalog import instruction

    wave = resolve_arch(arch).default_wave
    p, q = instruction(arch, producer), instruction(arch, consumer)
    tp, tq, pcoord, qcoord = C._tiles(p, q, operand, transposed)
    src, src_width, src_rows = C._positions(p, "D", wave, {}, tp, pcoord)
    dst, dst_width, dst_rows = C._positions(q, operand, wave, {}, tq, qcoord)
    moves = src.invert_and_compose(dst)

    def position(m: LinearMap, width: int, reg: int, lane: int, bit: int) -> int:
        slot = bit // width if m.size("slot") else 0
        return LinearMap.pack(m.inputs, {"slot": slot, "lane": lane, "register": reg})

    holders: dict[int, set[int]] = {}
    for reg, lane, bit, coord in dst_rows:
        holders.setdefault(coord, set()).add(position(dst, dst_width, reg, lane, bit))
    assert sorted(coord for *_, coord in src_rows) == sorted(holders)  # each element once, in both
    for reg, lane, bit, coord in src_rows:
        assert moves.apply_packed(position(src, src_width, reg, lane, bit)) in holders[coord]
    src_side, dst_side = C._problem_sides(src, dst, (src_width, dst_width))
    assert sorted(c for c in src_side.lanes + src_side.slots + src_side.regs) == \
        sorted(c for c in dst_side.lanes + dst_side.slots + dst_side.regs if c >= 0)
