"""gfx1250 scale row select (LLVM matrix_a_scale/matrix_b_scale: MATRIX_SCALE_ROW0/ROW1).

Expected lanes are written from the rule in docs/gfx1250.md (AMD rocJITsu ``wmma_scale_lane``
= index + 16 * select; Triton chooseScaledWmmaScaleLayout): with ROW0 SA[i][kb] is in lane i,
with ROW1 in lane i + 16; SB[kb][j] likewise by j; byte kb % 4 of VGPR kb // 4. SA of the
32x16 forms fills all 32 lanes and what ROW1 does to it is not public: ROW1 is refused.
"""

from __future__ import annotations

import json

import pytest
from clirun import run_inproc

import amdmatrix
from amdmatrix.errors import UnsupportedModifierError

BY_NAME = {i.mnemonic.lower(): i for i in amdmatrix.instructions("gfx1250")}
#: (instruction, scale blocks of K): every instruction that takes the scale row select.
SCALED_16 = [("v_wmma_scale_f32_16x16x128_f8f6f4", 4), ("v_wmma_scale16_f32_16x16x128_f8f6f4", 8),
             ("v_wmma_ld_scale_paired_b32", 4), ("v_wmma_ld_scale16_paired_b64", 8)]
SCALED_32X16 = [("v_wmma_scale_f32_32x16x128_f4", 4), ("v_wmma_scale16_f32_32x16x128_f4", 8)]


def _where(loc: object) -> tuple[int, int, tuple[int, int]]:
    return loc.register, loc.lane, loc.bits  # type: ignore[attr-defined]


@pytest.mark.parametrize(("name", "kbs"), SCALED_16)
@pytest.mark.parametrize("row", [0, 1])
def test_sa_row_moves_the_a_scales_by_16_lanes(name: str, kbs: int, row: int) -> None:
    inst = BY_NAME[name]
    for i in range(16):
        for kb in range(kbs):
            want = (kb // 4, i + 16 * row, (8 * (kb % 4) + 7, 8 * (kb % 4)))
            assert [_where(x) for x in inst.locate("SA", i=i, k=kb, a_scale_row=row)] == [want]
            # the B select leaves SA alone
            assert [_where(x) for x in inst.locate("SA", i=i, k=kb, a_scale_row=row, b_scale_row=1)] == [want]


@pytest.mark.parametrize(("name", "kbs"), SCALED_16 + SCALED_32X16)
@pytest.mark.parametrize("row", [0, 1])
def test_sb_row_moves_the_b_scales_by_16_lanes(name: str, kbs: int, row: int) -> None:
    inst = BY_NAME[name]
    for j in range(16):
        for kb in range(kbs):
            want = (kb // 4, j + 16 * row, (8 * (kb % 4) + 7, 8 * (kb % 4)))
            assert [_where(x) for x in inst.locate("SB", k=kb, j=j, b_scale_row=row)] == [want]


def test_inverse_lookups_agree_with_row1() -> None:
    inst = BY_NAME["v_wmma_scale_f32_16x16x128_f8f6f4"]
    for lane in range(32):
        els = inst.elements_at("SA", register=0, lane=lane, a_scale_row=1)
        if lane < 16:
            assert els == []
            assert inst.lane_unused("SA", lane=lane, a_scale_row=1) == "MATRIX_SCALE_ROW"
        else:
            assert [(e.row, e.col) for e in els] == [(lane - 16, kb) for kb in range(4)]
            assert inst.lane_unused("SA", lane=lane, a_scale_row=1) is None
    placed = {(e.row, e.col): e.location.lane for e in inst.placements("SB", b_scale_row=1)
              if e.location is not None}
    assert placed == {(kb, j): j + 16 for kb in range(4) for j in range(16)}


def test_row_keywords_are_opsel_bit_0() -> None:
    inst = BY_NAME["v_wmma_scale_f32_16x16x128_f8f6f4"]
    assert inst.locate("SA", i=2, k=1, opsel=1) == inst.locate("SA", i=2, k=1, a_scale_row=1)
    assert inst.locate("SB", k=1, j=2, opsel_hi=1) == inst.locate("SB", k=1, j=2, b_scale_row=1)
    assert amdmatrix.modifiers.parse({"a_scale_row": 1, "b_scale_row": 1}, inst=inst).nonzero() == {
        "opsel": 1, "opsel_hi": 1}
    with pytest.raises(UnsupportedModifierError, match="conflicts with opsel 0"):
        inst.locate("SA", i=0, k=0, a_scale_row=1, opsel=0)


def test_sources_of_reads_the_row1_scales() -> None:
    calc = BY_NAME["v_wmma_scale_f32_16x16x128_f8f6f4"].sources_of(3, 5, a_scale_row=1)
    assert {sa.locations[0].lane for sa, _ in calc.scales} == {19}
    assert {sb.locations[0].lane for _, sb in calc.scales} == {5}


@pytest.mark.parametrize(("kwargs", "match"), [
    ({"a_scale_row": 2}, "a_scale_row 2 is out of range; legal values: 0, 1"),
    ({"b_scale_row": -1}, "b_scale_row -1 is out of range; legal values: 0, 1"),
    ({"a_scale_row": "1"}, "must be an integer"),
    ({"opsel": 2}, "OPSEL 2 is out of range.*legal values: 0-1"),
])
def test_bad_rows_are_refused(kwargs: dict[str, object], match: str) -> None:
    with pytest.raises(UnsupportedModifierError, match=match):
        BY_NAME["v_wmma_scale_f32_16x16x128_f8f6f4"].locate("SA", i=0, k=0, **kwargs)


@pytest.mark.parametrize(("name", "_kbs"), SCALED_32X16)
def test_32x16_a_row1_is_refused_as_not_public(name: str, _kbs: int) -> None:
    inst = BY_NAME[name]
    assert inst.locate("SA", i=20, k=0, a_scale_row=0)[0].lane == 20
    with pytest.raises(UnsupportedModifierError, match=r"not public \(docs/gfx1250.md\); legal values: 0"):
        inst.locate("SA", i=0, k=0, a_scale_row=1)


@pytest.mark.parametrize(("arch", "name"), [("gfx1250", "v_wmma_f32_16x16x128_f8f6f4"),
                                            ("gfx1250", "v_wmma_f32_16x16x32_f16"),
                                            ("cdna4", "v_mfma_scale_f32_16x16x128_f8f6f4")])
def test_other_instructions_refuse_the_row(arch: str, name: str) -> None:
    inst = amdmatrix.instruction(arch, name)
    assert not inst.supports("a_scale_row") and not inst.supports("b_scale_row")
    with pytest.raises(UnsupportedModifierError, match="only for gfx1250 block-scaled WMMA and scale-load"):
        inst.locate("A", i=0, k=0, a_scale_row=0)


def test_cli_get_register_and_json() -> None:
    status, out, err = run_inproc("-a", "gfx1250", "-i", "v_wmma_scale_f32_16x16x128_f8f6f4", "--A-scale", "-g",
                                  "-I", "3", "-K", "2", "--a-scale-row", "1")
    assert status == 0, err
    assert out.splitlines()[-1] == "SA[3][2] = v0{19}.[23:16]"
    status, out, err = run_inproc("-a", "gfx1250", "-i", "v_wmma_scale_f32_16x16x128_f8f6f4", "--B-scale", "-g",
                                  "-J", "3", "-K", "2", "--b-scale-row", "1", "--json")
    assert status == 0, err
    doc = json.loads(out)
    assert doc["modifiers"] == {"opsel_hi": 1}
    assert [loc["lane"] for loc in doc["locations"]] == [19]


@pytest.mark.parametrize(("args", "match"), [
    (["-i", "v_wmma_scale_f32_16x16x128_f8f6f4", "--A-scale", "-g", "--a-scale-row", "2"], "legal values: 0, 1"),
    (["-i", "v_wmma_scale_f32_32x16x128_f4", "--A-scale", "-g", "--a-scale-row", "1"], "not public"),
    (["-i", "v_wmma_f32_16x16x32_f16", "-A", "-g", "--b-scale-row", "1"], "--b-scale-row is only for gfx1250"),
    (["-i", "v_wmma_scale_f32_16x16x128_f8f6f4", "--A-scale", "-m", "-l", "3", "--a-scale-row", "1"],
     "lane 3 of SA is not read.*legal values: 16-31"),
])
def test_cli_refusals_are_one_line(args: list[str], match: str) -> None:
    status, out, err = run_inproc("-a", "gfx1250", *args)
    assert status == 2 and out == ""
    assert len(err.splitlines()) == 1 and pytest.importorskip("re").search(match, err), err


def test_cli_supports_and_help() -> None:
    status, out, err = run_inproc("-a", "gfx1250", "-L", "--supports", "a-scale-row")
    assert status == 0, err
    assert [n.strip() for n in out.splitlines()[1:]] == [
        "v_wmma_scale_f32_16x16x128_f8f6f4", "v_wmma_scale16_f32_16x16x128_f8f6f4", "v_wmma_scale_f32_32x16x128_f4",
        "v_wmma_scale16_f32_32x16x128_f4", "v_wmma_ld_scale_paired_b32", "v_wmma_ld_scale16_paired_b64"]
    status, out, _ = run_inproc("--help")
    assert "--a-scale-row N, --b-scale-row N" in out and "a-scale-row, b-scale-row)" in out


def test_detail_lists_the_row_select() -> None:
    status, out, err = run_inproc("-a", "gfx1250", "-i", "v_wmma_scale_f32_16x16x128_f8f6f4", "-d")
    assert status == 0, err
    assert "A scale row select supported: True" in out and "B scale row select supported: True" in out
    status, out, _ = run_inproc("-a", "gfx1250", "-i", "v_wmma_f32_16x16x128_f8f6f4", "-d")
    assert "scale row select" not in out


def test_encoder_explains_matrix_scale_row1() -> None:
    asm = ("v_wmma_scale_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47], v48, v49 "
           "matrix_a_scale:MATRIX_SCALE_ROW1")
    status, out, err = run_inproc("encode", "-a", "gfx1250", "--fields", asm)
    assert status == 0, err
    assert "matrix_a_scale:MATRIX_SCALE_ROW1: the A scales (SA) are read from lanes 16-31" in out
    assert "-R --A-scale --a-scale-row 1" in out
    assert "matrix_b_scale:MATRIX_SCALE_ROW1" not in out
