"""The linear-layout core (amdmatrix.linear): GF(2) algebra on hand-computed maps, the CDNA3
32x32x8 D bases from the ISA formula, and every operand map against placements()."""

from __future__ import annotations

import pytest
from export_check import cases, exact

import amdmatrix
from amdmatrix.linear import LinearMap, NotLinearError, operand

LANE = (("lane", 2),)
XY = (("x", 1), ("y", 1))


def test_apply_compose_inverse_by_hand() -> None:
    # x0 -> y0 ^ y1, x1 -> y1 (a shear): [[1,0],[1,1]] over GF(2)
    m = LinearMap((("x", 2),), (("y", 2),), [0b11, 0b10])
    assert [m.apply(x=v)["y"] for v in range(4)] == [0, 3, 2, 1]
    inv = m.inverse()
    assert [inv.apply(y=v)["x"] for v in range(4)] == [0, 3, 2, 1]  # the shear is its own inverse
    assert m.compose(inv) == LinearMap.identity((("y", 2),)).__class__((("y", 2),), (("y", 2),), [1, 2])
    # an affine map: x -> x ^ 0b10
    a = LinearMap((("x", 2),), (("x", 2),), [1, 2], constant=2)
    assert [a.apply(x=v)["x"] for v in range(4)] == [2, 3, 0, 1]
    assert not a.linear and a.inverse() == a


def test_rank_kernel_section_of_a_replicated_map() -> None:
    # lane bit 0 -> row 0, lane bit 1 -> nothing (a copy), item -> row 1
    m = LinearMap((("item", 1), ("lane", 2)), (("row", 2),), [0b10, 0b01, 0])
    assert m.rank == 2 and m.surjective and not m.injective
    assert m.kernel() == [0b100]  # lane bit 1: the copies
    s = m.section()
    assert [m.apply_packed(s.apply_packed(y)) for y in range(4)] == [0, 1, 2, 3]
    assert s.apply(row=3) == {"item": 1, "lane": 1}  # the copy in the lowest lanes
    with pytest.raises(NotLinearError):
        m.inverse()


def test_from_function_refuses_what_is_not_affine() -> None:
    dims = (("lane", 6),)
    assert LinearMap.from_function(dims, dims, lambda x: (x + 16) % 64) is not None  # +1 mod 4 on bits 4-5
    assert LinearMap.from_function(dims, dims, lambda x: (x + 1) % 64) is None  # carries through every bit


def test_bases_of_cdna3_32x32x8_d_from_the_isa() -> None:
    """CDNA3 ISA 7.1.4.2 (H = 4, 32x32, one block): D[i][j] is in item i%4 + 4*(i/8) of lane j + 32*((i/4)%2)."""
    om = operand(amdmatrix.instruction("cdna3", "v_mfma_f32_32x32x8_f16"), "D")
    assert om.to_element is not None
    assert [(b["row"], b["col"]) for b in om.to_element.bases("item")] == [(1, 0), (2, 0), (8, 0), (16, 0)]
    assert [(b["row"], b["col"]) for b in om.to_element.bases("lane")] == [(0, 1), (0, 2), (0, 4), (0, 8), (0, 16),
                                                                          (4, 0)]
    assert om.packing is not None and om.packing.apply(item=3) == {"slot": 0, "register": 3}
    assert om.element_of(item=2, lane=33) == (0, 2 + 4, 1)  # item 2: i bit 1; lane 33: j 1, i bit 2
    assert om.location_of(row=12, col=1) == (4, 33)  # i 12 = 8 + 4: item 4, lane 32 + 1


def test_what_is_not_linear_says_why() -> None:
    cdna4 = amdmatrix.instruction("cdna4", "v_mfma_f32_32x32x64_f8f6f4")
    fp6 = operand(cdna4, "A", a_format="fp6")
    assert fp6.packing is None and "straddle" in fp6.reasons["packing"]
    assert fp6.to_element is not None  # the item -> element map is linear; only the packing is not
    broadcast = operand(amdmatrix.instruction("cdna3", "v_mfma_f32_4x4x4_16b_f16"), "A", cbsz=2, abid=1)
    assert broadcast.to_element is None and "CBSZ" in broadcast.reasons["to_element"]
    assert broadcast.to_hardware is not None
    sparse = operand(amdmatrix.instruction("cdna3", "v_smfmac_f32_16x16x32_f16"), "A")
    assert sparse.to_element is None and "sparse" in sparse.reasons["to_element"]
    rdna3 = operand(amdmatrix.instruction("rdna3", "v_wmma_f32_16x16x16_f16"), "A")
    assert rdna3.to_element is not None and len(rdna3.to_element.kernel()) == 1  # lane bit 4: the copy


def _check(inst: amdmatrix.Instruction, matrix: str, wave: int, mods: dict[str, object]) -> None:
    om = operand(inst, matrix, wave=wave, **mods)
    want = exact(om)
    if om.to_element is not None:
        got: dict[tuple[int, int], set[tuple[int, int, int]]] = {}
        for item in range(om.layout.items):
            for lane in range(wave):
                got.setdefault((lane, om.bit_offset(item)), set()).add(om.element_of(item=item, lane=lane))
        assert got == want
    else:
        assert om.reasons["to_element"]
    by_reg = om.by_register
    if by_reg is not None:  # (slot, register, lane) -> element agrees with every placement
        width = om.layout.width
        for (lane, off), els in want.items():
            slot = (off % 32) // width if width < 32 else 0
            got_el = by_reg.apply(slot=slot, register=off // 32, lane=lane)
            assert (got_el["block"], got_el["row"], got_el["col"]) in els
    else:
        assert om.reasons["by_register"]
    assert om.to_hardware is not None
    for (lane, off), els in want.items():
        for block, row, col in els:
            item, ln = om.location_of(row=row, col=col, block=block)
            assert (lane, off) == (ln, om.bit_offset(item)) or (ln, om.bit_offset(item)) in want


@pytest.mark.parametrize("every", [23])
def test_sample_of_operand_maps_equals_placements(every: int) -> None:
    n = 0
    for case in cases(every):
        _check(*case)
        n += 1
    assert n > 100


@pytest.mark.exhaustive
def test_every_operand_map_equals_placements() -> None:
    n = 0
    for case in cases():
        _check(*case)
        n += 1
    assert n > 5000
