"""The modifier keywords that set fields (scale rows, scale bytes), and the swept settings of the
CDNA4 scale bytes, against the ISA's definitions written out here.

gfx1250 (LLVM 22's ``matrix_a_scale``/``matrix_b_scale``): ``a_scale_row`` is OPSEL[0] and
``b_scale_row`` OPSEL_HI[0]; giving both a keyword and its field is legal when they agree.
CDNA4 ISA §7.2 (block-scaled MFMA): OPSEL bit n is bit 0 and OPSEL_HI bit n bit 1 of operand
n's scale byte, so the A and B scale-byte settings are the 15 non-zero pairs of 2-bit values.
"""

from __future__ import annotations

import re

import pytest

import amdmatrix

SCALED = ("gfx1250", "v_wmma_scale_f32_16x16x128_f8f6f4")


@pytest.mark.parametrize(("field", "keyword"), [("opsel", "a_scale_row"), ("opsel_hi", "b_scale_row")])
def test_a_scale_row_and_its_field_agree_or_are_refused(field: str, keyword: str) -> None:
    inst = amdmatrix.instruction(*SCALED)
    matrix = "SA" if keyword == "a_scale_row" else "SB"
    for value in (0, 1):
        assert inst.locate(matrix, **{field: value, keyword: value}) == inst.locate(matrix, **{field: value})
        with pytest.raises(amdmatrix.AmdMatrixError, match=f"{keyword} {1 - value} conflicts with {field} {value}"):
            inst.locate(matrix, **{field: value, keyword: 1 - value})


@pytest.mark.parametrize("keyword", ["a_scale_row", "b_scale_row"])
def test_a_scale_row_elsewhere_names_where_it_belongs(keyword: str) -> None:
    inst = amdmatrix.instruction("cdna3", "v_mfma_f32_32x32x8_f16")
    field = "OPSEL[0], LLVM's matrix_a_scale" if keyword == "a_scale_row" else "OPSEL_HI[0], LLVM's matrix_b_scale"
    text = f"{keyword} is only for gfx1250 block-scaled WMMA and scale-load instructions (it sets {field})"
    with pytest.raises(amdmatrix.AmdMatrixError, match=re.escape(text)):
        inst.locate("A", **{keyword: 1})


def test_cdna4_scale_byte_settings_are_every_nonzero_pair() -> None:
    inst = amdmatrix.instruction("cdna4", "v_mfma_scale_f32_16x16x128_f8f6f4")
    swept = {(s.get("opsel", 0), s.get("opsel_hi", 0)) for s in inst.modifier_settings() if "opsel" in s}
    assert swept == {(lo, hi) for lo in range(4) for hi in range(4)} - {(0, 0)}


@pytest.mark.parametrize("byte", range(4))
def test_cdna4_scale_byte_keywords_set_their_operand_bits(byte: int) -> None:
    """a_scale_byte b is OPSEL[0] = b & 1, OPSEL_HI[0] = b >> 1; b_scale_byte the same in bit 1."""
    inst = amdmatrix.instruction("cdna4", "v_mfma_scale_f32_16x16x128_f8f6f4")
    lo, hi = byte & 1, byte >> 1
    assert inst.locate("SA", i=3, k=1, a_scale_byte=byte) == inst.locate("SA", i=3, k=1, opsel=lo, opsel_hi=hi)
    assert inst.locate("SB", j=5, k=2, b_scale_byte=byte) == inst.locate("SB", j=5, k=2, opsel=lo << 1,
                                                                          opsel_hi=hi << 1)
    if byte:
        assert inst.locate("SB", j=5, k=2, b_scale_byte=byte) != inst.locate("SB", j=5, k=2)
