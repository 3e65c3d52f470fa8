"""Modifier meanings as objects (amdmatrix.meanings) and the field table behind Modifiers.

Expected values are written out from the ISA and calculator README descriptions, not
computed by the code under test.
"""

from __future__ import annotations

import pytest

import amdmatrix
from amdmatrix.meanings import GROUPS, MEANINGS, Meaning
from amdmatrix.modifiers import FIELD_TABLE, FIELDS, Modifiers

ALL = [i for a in amdmatrix.architectures() for i in amdmatrix.instructions(a)]


def test_field_table_declares_the_seven_fields() -> None:
    assert [(f.name, f.isa, f.bits, f.llvm) for f in FIELD_TABLE] == [
        ("cbsz", "CBSZ", 3, "cbsz"), ("abid", "ABID", 4, "abid"), ("blgp", "BLGP", 3, "blgp"),
        ("opsel", "OPSEL", 3, "op_sel"), ("opsel_hi", "OPSEL_HI", 3, "op_sel_hi"), ("neg", "NEG", 3, "neg_lo"),
        ("neg_hi", "NEG_HI", 3, "neg_hi")]
    assert FIELDS == ("cbsz", "abid", "blgp", "opsel", "opsel_hi", "neg", "neg_hi")
    assert list(FIELD_TABLE[1].legal) == list(range(16))


def test_modifiers_behave_like_the_frozen_record_they_replace() -> None:
    mods = Modifiers(cbsz=2, abid=1)
    assert (mods.cbsz, mods.abid, mods.blgp, mods.opsel, mods.opsel_hi, mods.neg, mods.neg_hi) == (2, 1, 0, 0, 0, 0, 0)
    assert repr(mods) == "Modifiers(cbsz=2, abid=1, blgp=0, opsel=0, opsel_hi=0, neg=0, neg_hi=0)"
    assert mods == Modifiers(2, 1) and hash(mods) == hash(Modifiers(2, 1))
    assert mods != Modifiers(cbsz=2) and Modifiers() == Modifiers(neg=0)
    assert mods.nonzero() == {"cbsz": 2, "abid": 1}
    with pytest.raises(AttributeError):
        mods.cbsz = 3  # type: ignore[misc]
    with pytest.raises(TypeError, match="unexpected keyword argument 'cbz'"):
        Modifiers(cbz=1)
    with pytest.raises(TypeError, match="multiple values"):
        Modifiers(1, cbsz=1)
    with pytest.raises(AttributeError):
        _ = mods.matrix_a_fmt  # type: ignore[attr-defined]


def test_every_row_meaning_is_an_object_of_its_group() -> None:
    for inst in ALL:
        meanings = inst.meanings
        assert len(meanings) == len(GROUPS) == 4
        for meaning, (attr, fields) in zip(meanings, GROUPS, strict=True):
            assert isinstance(meaning, Meaning)
            assert meaning.key == getattr(inst, attr) and meaning.fields == fields
    assert {key for _group, key in MEANINGS} == {None, "broadcast", "index_set", "format", "lanes", "negate",
                                                  "output_half", "scale_byte", "scale_row", "float", "signedness"}


@pytest.mark.parametrize(("arch", "name", "expected"), [
    # Two blocks: CBSZ 1 with ABID 0 or 1; the eight BLGP lane patterns.
    ("CDNA1", "V_MFMA_F32_32X32X1F32", [{}, {"cbsz": 1, "abid": 0}, {"cbsz": 1, "abid": 1},
                                        *({"blgp": b} for b in range(1, 8))]),
    # RDNA3 16-bit C/D: the high half; NEG/NEG_HI on A, B and C.
    ("RDNA3", "V_WMMA_F16_16X16X16_F16", [{}, {"opsel": 4}, {"neg": 7, "neg_hi": 0}, {"neg": 0, "neg_hi": 7},
                                          {"neg": 5, "neg_hi": 6}]),
    # Integer WMMA: NEG[1:0] mark A and B signed.
    ("RDNA4", "V_WMMA_I32_16X16X16_IU8", [{}, {"neg": 3}]),
    # Four 8-bit index sets in one register at wave 64; CBSZ != 0 falls back to set 0.
    ("CDNA3", "V_SMFMAC_F32_16X16X32_F16", [{}, {"cbsz": 0, "abid": 1}, {"cbsz": 0, "abid": 2},
                                            {"cbsz": 0, "abid": 3}, {"cbsz": 1, "abid": 3}]),
    # CDNA3 F64: BLGP bits negate A, B, C.
    ("CDNA3", "V_MFMA_F64_16X16X4_F64", [{}, *({"blgp": b} for b in range(1, 8))]),
])
def test_swept_settings(arch: str, name: str, expected: list[dict[str, int]]) -> None:
    assert amdmatrix.instruction(arch, name).modifier_settings() == expected


@pytest.mark.parametrize("inst", ALL, ids=lambda i: f"{i.arch.name}-{i.mnemonic}")
def test_swept_settings_are_legal(inst: amdmatrix.Instruction) -> None:
    settings = inst.modifier_settings()
    assert settings[0] == {} and len(settings) == len({tuple(sorted(s.items())) for s in settings})
    for wave in inst.arch.waves:
        for setting in settings:
            inst.check_modifiers(Modifiers(**setting), wave)


@pytest.mark.parametrize(("arch", "name", "mods", "message"), [
    ("CDNA1", "V_MFMA_F32_32X32X1F32", {"cbsz": 2},
     "CBSZ 2 is out of range for V_MFMA_F32_32X32X1F32 (2 blocks); legal values: 0-1"),
    ("CDNA3", "V_MFMA_F64_16X16X4_F64", {"cbsz": 1},
     "CBSZ/ABID are not supported by V_MFMA_F64_16X16X4_F64 on CDNA3; legal values: 0"),
    ("RDNA3", "V_WMMA_F16_16X16X16_F16", {"opsel": 2},
     "OPSEL 2 is out of range for V_WMMA_F16_16X16X16_F16 (OPSEL[2] picks the C/D half); legal values: 0, 4"),
    ("RDNA4", "V_WMMA_I32_16X16X16_IU8", {"neg_hi": 1},
     "NEG_HI 1 is out of range for integer V_WMMA_I32_16X16X16_IU8; legal values: 0"),
])
def test_refusals_name_the_legal_values(arch: str, name: str, mods: dict[str, int], message: str) -> None:
    inst = amdmatrix.instruction(arch, name)
    with pytest.raises(amdmatrix.UnsupportedModifierError) as err:
        inst.check_modifiers(Modifiers(**mods))
    assert str(err.value) == message


def test_block_map_inverse_comes_from_the_same_map() -> None:
    # 4 blocks, CBSZ 1, ABID 1: blocks 1 and 3 are read, each by its group of two.
    inst = amdmatrix.instruction("CDNA1", "V_MFMA_F32_16X16X1F32")
    assert inst.blocks == 4
    seen = {}
    for e in inst.placements("A", cbsz=1, abid=1):
        assert e.location is not None
        seen.setdefault((e.location.register, e.location.lane), set()).add(e.block)
    for (reg, lane), blocks in seen.items():
        back = {e.block for e in inst.elements_at("A", register=reg, lane=lane, cbsz=1, abid=1)}
        assert back == blocks
        assert blocks in ({0, 1}, {2, 3})
        assert inst.lane_unused("A", lane=lane, cbsz=1, abid=1) is None
