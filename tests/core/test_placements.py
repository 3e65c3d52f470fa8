"""Instruction.placements returns the whole matrix at once: exactly what locate gives element by element;
and the compiled lookup behind both equals the reference lookup.

For every instruction of every architecture, every wave size and every matrix, under the plain
setting and a spread of the modifier settings the property tests sweep (every setting of every
instruction would take minutes; tests/core/test_properties.py sweeps them all through locate).
The fast tier checks each matrix of each instruction once; `pytest -m exhaustive` the rest.
"""

from __future__ import annotations

import pytest
from sweep import modifier_settings, relevant
from tiers import TIERS, part, sweep

import amdmatrix
from amdmatrix import Element, Instruction
from amdmatrix.modifiers import Modifiers
from amdmatrix.view import COMPILE_AFTER, View, _specialise

ALL = [i for a in amdmatrix.architectures() for i in amdmatrix.instructions(a)]


def _coords(matrix: str, row: int, col: int) -> dict[str, int]:
    if matrix in ("A", "K", "SA"):
        return {"i": row, "k": col}
    if matrix in ("B", "SB"):
        return {"k": row, "j": col}
    return {"i": row, "j": col}


def _by_locate(inst: Instruction, matrix: str, wave: int, mods: dict[str, int]) -> list[Element]:
    """Element by element, in the documented order (block by block, row-major), each place it is read from."""
    rows, cols, blocks = inst.layout(matrix, wave, **mods).sizes
    out = []
    for block in range(blocks):
        for row in range(rows):
            for col in range(cols):
                where = _coords(matrix, row, col)
                marked = inst.element(matrix, **where, block=block, wave=wave, **mods)
                for loc in inst.locate(matrix, **where, block=block, wave=wave, **mods):
                    out.append(marked._replace(location=loc))  # an element's places share its bits and marks
    return out


def _cases(inst: Instruction) -> list[tuple[int, str, dict[str, int]]]:
    """(wave, matrix, modifiers): the plain setting and about four others, for every wave and matrix."""
    every = modifier_settings(inst)
    settings = [{}, *every[1::max(1, len(every) // 4)]]
    return [(wave, matrix, mods) for wave in inst.arch.waves for matrix in inst.matrices for mods in settings
            if not mods or relevant(inst, matrix, mods)]


def _sample(inst: Instruction, rest: bool) -> list[tuple[int, str, dict[str, int]]]:
    """The fast tier: each matrix of the instruction once (wave and setting chosen by CRC); the
    exhaustive tier: the other cases."""
    name = f"{inst.arch.name}-{inst.mnemonic}"
    return part(_cases(inst), rest, stratum=lambda c: c[1],
                ident=lambda c: f"{name}-{c[0]}-{c[1]}-{sorted(c[2].items())}")


#: Ten instructions of each architecture take their sample in the fast tier (tests/core/test_properties.py
#: checks every instruction there); all the rest is in the exhaustive tier.
SAMPLE = sweep(ALL, stratum=lambda i: i.arch.name, per=10, ids=lambda i: f"{i.arch.name}-{i.mnemonic}")


@pytest.mark.parametrize("rest", TIERS)
@pytest.mark.parametrize("inst", SAMPLE)
def test_placements_equal_locate_everywhere(inst: Instruction, rest: bool) -> None:
    checked = 0
    for wave, matrix, mods in _sample(inst, rest):
        placed = inst.placements(matrix, wave=wave, **mods)
        assert placed == _by_locate(inst, matrix, wave, mods), (matrix, wave, mods)
        checked += len(placed)
    assert checked > 0 or rest


def test_placements_example() -> None:
    """A worked case from the CDNA2 example of the README: A of V_MFMA_F32_4X4X4F16 holds 4x4x16 elements."""
    inst = amdmatrix.instruction("cdna2", "v_mfma_f32_4x4x4f16")
    placed = inst.placements("A")
    assert len(placed) == 4 * 4 * 16
    assert str(placed[0]) == "A[0][0].B0" and str(placed[0].location) == "v0{0}.[15:0]"
    assert [str(e) for e in placed if (e.row, e.col, e.block) == (1, 2, 4)] == ["A[1][2].B4"]
    assert [str(e.location) for e in placed if (e.row, e.col, e.block) == (1, 2, 4)] == ["v1{17}.[15:0]"]


@pytest.mark.parametrize("rest", TIERS)
@pytest.mark.parametrize("inst", SAMPLE)
def test_compiled_lookup_equals_the_reference_from_the_first_call(inst: Instruction, rest: bool) -> None:
    """A view answers its first COMPILE_AFTER calls with View.reference_locate and compiles after;
    the compiled lookups (both argument orders) equal the reference everywhere, small views included."""
    for wave, matrix, mods in _sample(inst, rest):
        view = inst._fast_view(matrix, wave, mods)
        locate, locate_ijk = _specialise(view)
        r, c = view.coord_names
        for row, col, block in view.layout.elements():
            want = view.reference_locate(row, col, block)
            ijk = {"i": 0, "j": 0, "k": 0, r: row, c: col}
            assert locate(row, col, block) == want
            assert locate_ijk(ijk["i"], ijk["j"], ijk["k"], block) == want


def test_a_view_compiles_after_its_first_calls() -> None:
    inst = amdmatrix.instruction("cdna3", "v_mfma_f32_32x32x2_f32")  # B is 2 x 32
    view = View(inst, "B", 64, Modifiers(blgp=5))  # a fresh view, outside the caches
    assert view.locate == view._uncompiled and view.locate_ijk == view._uncompiled_ijk  # nothing compiled yet
    where = [(k, j) for k in range(2) for j in range(COMPILE_AFTER // 2 + 1)]
    first = [view.locate_ijk(0, j, k, 0) for k, j in where]  # B's coordinates are (k, j)
    assert view.locate != view._uncompiled and view.locate.__name__ == "locate"
    assert view.locate_ijk.__name__ == "locate_ijk" and view.compiled() is view.locate
    assert first == [view.locate(k, j, 0) for k, j in where] == [view.reference_locate(k, j, 0) for k, j in where]


def test_locate_after_compiling_still_validates() -> None:
    """Once a view is compiled, Instruction.locate answers from its place table inline; the answers
    equal the reference lookup, and every bad coordinate is still refused with the legal values
    (not wrapped around by a negative index, nor read past the end of the table)."""
    from amdmatrix.errors import OutOfRangeError, UnknownMatrixError, UnsupportedModifierError

    inst = amdmatrix.instruction("cdna3", "v_mfma_f32_32x32x8_f16")  # A is 32 x 8
    for n in range(COMPILE_AFTER + 2):
        inst.locate("A", i=n, k=1, wave=64)
    assert inst._lookups[64]["A"] == inst._fast_view("A", 64, {}).lookup  # the inline lookup is in use
    view = inst._fast_view("A", 64, {})
    for row in range(32):
        for col in range(8):
            assert inst.locate("A", i=row, k=col, wave=64) == view.reference_locate(row, col, 0)
    assert inst.locate("A", i=3, j=-7, k=2, wave=64) == view.reference_locate(3, 2, 0)  # A has no j: ignored
    for bad, legal in (({"i": -1}, "0-31"), ({"i": 32}, "0-31"), ({"k": 8}, "0-7"), ({"k": -8}, "0-7"),
                       ({"block": 1}, "0-0"), ({"block": -1}, "0-0"), ({"i": True}, "0-31"), ({"k": 2.0}, "0-7")):
        with pytest.raises(OutOfRangeError, match=legal):
            inst.locate("A", wave=64, **bad)  # type: ignore[arg-type]
    with pytest.raises(OutOfRangeError, match="64"):
        inst.locate("A", i=1, wave=64.0)  # type: ignore[arg-type]
    # A has no j, but a j that is not an integer is still refused (True and 1.0 equal 1).
    for bad_j in (True, 1.0, "1"):
        with pytest.raises(OutOfRangeError, match="the j coordinate must be an integer.*not used by this matrix"):
            inst.locate("A", i=1, j=bad_j, wave=64)  # type: ignore[arg-type]
    with pytest.raises(UnknownMatrixError, match="legal matrices: A, B, C, D"):
        inst.locate(["A"], i=1, wave=64)  # type: ignore[arg-type]
    with pytest.raises(UnsupportedModifierError, match="legal values"):
        inst.locate("A", i=1, wave=64, cbsz=True)


def test_building_leaves_the_garbage_collector_as_it_was() -> None:
    """Tables and placements are built with the cyclic collector paused, and it is resumed only if it ran."""
    import gc

    inst = amdmatrix.instruction("cdna3", "v_mfma_f32_16x16x16_f16")
    assert gc.isenabled()
    assert len(inst.placements("B", wave=64)) == 16 * 16
    assert gc.isenabled()
    gc.disable()
    try:
        assert len(inst.placements("D", wave=64)) == 16 * 16
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_a_view_whose_table_exists_compiles_on_its_first_call() -> None:
    """Two instructions with one layout share a place table: the second view needs no reference calls."""
    first, second = (amdmatrix.instruction("cdna3", n) for n in ("v_mfma_f32_32x32x8_f16", "v_mfma_f32_32x32x8_bf16"))
    View(first, "D", 64, Modifiers()).compiled()  # builds (or finds) the table of this D layout
    view = View(second, "D", 64, Modifiers())  # a fresh view outside the caches, same layout
    assert view.table_key() == View(first, "D", 64, Modifiers()).table_key()
    assert view.locate(3, 5, 0) == view.reference_locate(3, 5, 0)
    assert view.lookup is not None and view.locate.__name__ == "locate"  # compiled on the first call
