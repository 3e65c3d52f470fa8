"""The field-list notation of layouts.py ("i0:4 k2"), parsed without a regular expression."""

import pytest

from amdmatrix.layout import BLOCK, COL, ROW, Field, parse_fields


def test_runs_are_placed_lowest_first() -> None:
    assert parse_fields("i0:4 k2", "i", "k") == (Field(ROW, 0, 4, 0), Field(COL, 2, 1, 4))
    assert parse_fields("j0:4 i3 i2", "i", "j") == (Field(COL, 0, 4, 0), Field(ROW, 3, 1, 4), Field(ROW, 2, 1, 5))
    assert parse_fields("k0:2 b1:3", "k", "j") == (Field(ROW, 0, 2, 0), Field(BLOCK, 1, 2, 2))
    assert parse_fields("", "i", "k") == ()


@pytest.mark.parametrize("token", ["x1", "i", "i0:", "i:3", "j1", "i0:4:5", "i0-4", "ib", "b", ":3"])
def test_bad_tokens_are_refused(token: str) -> None:
    with pytest.raises(ValueError, match="bad field token"):
        parse_fields(f"i0 {token}", "i", "k")
