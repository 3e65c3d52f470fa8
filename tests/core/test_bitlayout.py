"""BitLayout's derived values and its checks at construction (the layout model, layout.py).

The expected values are written from the rules (lane bits that no field feeds hold copies, every
coordinate bit below its extent placed exactly once), not computed by the code under test.
"""

from __future__ import annotations

import pytest

from amdmatrix.layout import BLOCK, COL, ROW, BitLayout, Field, fields, parse_fields


def _layout(lane: tuple[Field, ...], item: tuple[Field, ...] = (), *, sizes: tuple[int, int, int] = (16, 4, 1),
            wave: int = 32, replicate: bool = True, grouped: tuple[Field, ...] = ()) -> BitLayout:
    return BitLayout(sizes, lane, item, wave, 16, 16, grouped=grouped, replicate=replicate)


def test_replicas_are_every_combination_of_the_free_lane_bits_ascending() -> None:
    # i bits 0-3 in lane bits 0-3: lane bit 4 (wave32) is free, so each element is also in lane + 16.
    lane = (Field(ROW, 0, 4, 0),)
    assert _layout(lane, fields((COL, 0, 2))).replicas == (0, 16)
    assert _layout(lane, fields((COL, 0, 2)), wave=64).replicas == (0, 16, 32, 48)
    # i bit 0 in lane bit 0, i bits 1-3 in lane bits 2-4: lane bits 1 and 5 are free.
    split = (Field(ROW, 0, 1, 0), Field(ROW, 1, 3, 2))
    assert _layout(split, fields((COL, 0, 2)), wave=64).replicas == (0, 2, 32, 34)
    assert _layout(lane, fields((COL, 0, 2)), wave=64, replicate=False).replicas == (0,)
    full = (Field(ROW, 0, 4, 0), Field(COL, 0, 1, 4))
    assert _layout(full, (Field(COL, 1, 1, 0),)).replicas == (0,)


def test_derived_sizes() -> None:
    lay = _layout((Field(ROW, 0, 4, 0), Field(COL, 0, 1, 4)), (Field(COL, 1, 1, 0),))
    assert (lay.lane_bits, lay.item_bits, lay.items, lay.registers) == (5, 1, 2, 1)


@pytest.mark.parametrize(("lane", "item", "grouped"), [
    ((Field(ROW, 0, 4, 0),), (Field(COL, 0, 1, 0),), ()),  # k bit 1 placed nowhere
    ((Field(ROW, 0, 4, 0),), (Field(COL, 0, 2, 0), Field(COL, 1, 1, 2)), ()),  # k bit 1 placed twice
    ((Field(ROW, 0, 4, 0),), (Field(COL, 0, 3, 0),), ()),  # k bit 2 is past k's extent (4)
    ((Field(ROW, 0, 4, 0),), (Field(COL, 0, 2, 0), Field(BLOCK, 0, 1, 2)), ()),  # one block: no block bits
    ((Field(ROW, 0, 4, 0),), (Field(COL, 1, 1, 0),), (Field(COL, 0, 2, 0),)),  # grouped k bit 1 also placed
])
def test_a_coordinate_bit_not_placed_exactly_once_is_refused(
        lane: tuple[Field, ...], item: tuple[Field, ...], grouped: tuple[Field, ...]) -> None:
    with pytest.raises(ValueError, match="coordinate bits not each placed once"):
        _layout(lane, item, grouped=grouped)


def test_a_sparse_group_places_its_column_bits_nowhere() -> None:
    lay = _layout((Field(ROW, 0, 4, 0),), (), grouped=(Field(COL, 0, 2, 0),))
    assert lay.group == 4 and lay.items == 1


def test_lane_fields_wider_than_the_wave_and_odd_extents_are_refused() -> None:
    with pytest.raises(ValueError, match="a lane field is wider than the wave"):
        _layout((Field(ROW, 0, 4, 0), Field(COL, 0, 2, 4)), wave=32)
    with pytest.raises(ValueError, match="12 is not a power of two"):
        _layout((Field(ROW, 0, 4, 0),), fields((COL, 0, 2)), sizes=(12, 4, 1))


def test_field_lists_are_shared_and_equal_to_their_runs() -> None:
    assert fields((ROW, 0, 2), (BLOCK, 0, 0), (COL, 1, 3)) == (Field(ROW, 0, 2, 0), Field(COL, 1, 3, 2))
    assert fields((ROW, 0, 2), (COL, 1, 3)) is fields((ROW, 0, 2), (COL, 1, 3))
    assert parse_fields("i0:4 k2", "i", "k") == (Field(ROW, 0, 4, 0), Field(COL, 2, 1, 4))
    assert parse_fields("i0:4 k2", "i", "k") is parse_fields("i0:4 k2", "i", "k")


def test_elements_are_block_by_block_row_major() -> None:
    lay = BitLayout((2, 2, 2), fields((ROW, 0, 1), (COL, 0, 1), (BLOCK, 0, 1)), (), 64, 32, 32)
    assert list(lay.elements()) == [(0, 0, 0), (0, 1, 0), (1, 0, 0), (1, 1, 0),
                                    (0, 0, 1), (0, 1, 1), (1, 0, 1), (1, 1, 1)]


def test_forward_and_inverse_by_hand() -> None:
    """A 16x8 operand with the element positions written out by hand."""
    # i bits 0-3 -> lane bits 0-3, k bit 0 -> lane bit 4; k bits 1-2 -> item bits 0-1 (16-bit values)
    lay = _layout((Field(ROW, 0, 4, 0), Field(COL, 0, 1, 4)), (Field(COL, 1, 2, 0),), sizes=(16, 8, 1))
    # (i=5, k=6): k = 0b110 -> lane bit 4 = 0, item = 0b11 = 3 -> lane 5, bit offset 48
    assert lay.forward(5, 6, 0) == (5, 48)
    assert lay.forward(9, 3, 0) == (9 + 16, 16)  # k = 0b011: lane bit 4 set, item 1
    assert lay.inverse(5, 3) == [(5, 6, 0)]
    assert lay.inverse(25, 1) == [(9, 3, 0)]
    for row, col, block in lay.elements():
        lane, off = lay.forward(row, col, block)
        assert lay.inverse(lane, off // 16) == [(row, col, block)]


def test_inverse_of_a_sparse_group_lists_its_four_members() -> None:
    # 4:2 sparse: k bits 0-1 feed nothing (the group shares one slot); k bit 2 is item bit 0
    lay = _layout((Field(ROW, 0, 4, 0),), (Field(COL, 2, 1, 0),), sizes=(16, 8, 1), grouped=(Field(COL, 0, 2, 0),))
    assert lay.inverse(5, 1) == [(5, 4, 0), (5, 5, 0), (5, 6, 0), (5, 7, 0)]
    assert lay.inverse(2, 0) == [(2, 0, 0), (2, 1, 0), (2, 2, 0), (2, 3, 0)]
    assert lay.forward(5, 6, 0) == lay.forward(5, 4, 0) == (5, 16)


def test_lane_fields_that_overlap_are_refused() -> None:
    # Two coordinate bits cannot share one lane bit: row bit 3 and column bit 0 both at lane bit 3.
    with pytest.raises(ValueError, match="same lane bit"):
        BitLayout((16, 2, 1), (Field(ROW, 0, 4, 0), Field(COL, 0, 1, 3)), (), 32, 16, 16)
