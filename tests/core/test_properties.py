"""Properties that must hold for every instruction, wave size, matrix and modifier setting.

* every element is placed at least once;
* ``locate`` and ``elements_at`` agree in both directions;
* no two different elements share bits of the same register and lane (members of one
  4:2 sparse group share their group's bits, by definition);
* every location lies inside the operand's registers and the wave.
"""

from __future__ import annotations

import itertools
from collections import defaultdict

import pytest
from sweep import modifier_settings, relevant
from tiers import TIERS, part

import amdmatrix
from amdmatrix import Instruction
from amdmatrix.queries import matrix_layout

ALL = [(a.name, i.mnemonic) for a in amdmatrix.architectures() for i in amdmatrix.instructions(a)]


def _coords(matrix: str, row: int, col: int) -> dict[str, int]:
    if matrix in ("A", "K", "SA"):
        return {"i": row, "k": col}
    if matrix in ("B", "SB"):
        return {"k": row, "j": col}
    return {"i": row, "j": col}


def _span(loc: amdmatrix.Location) -> set[int]:
    """Absolute bit positions (32 * register + bit) a value occupies in its lane."""
    lo, hi = (0, 31) if loc.bits is None else (loc.bits[1], loc.bits[0])
    return set(range(32 * loc.register + lo, 32 * loc.register + hi + 1))


def check(inst: Instruction, wave: int, matrix: str, mods: dict[str, int]) -> None:
    lay = inst.layout(matrix, wave, **mods)
    nregs = lay.registers
    placed: dict[tuple[int, int], list[tuple[tuple[int, int, int], tuple[int, int] | None]]] = defaultdict(list)
    view = inst._fast_view(matrix, wave, mods)
    for row, col, block in lay.elements():
        locs = inst.locate(matrix, block=block, wave=wave, **_coords(matrix, row, col), **mods)
        # The compiled fast path equals the loop-based reference implementation.
        assert locs == view.reference_locate(row, col, block)
        assert locs, f"{matrix}[{row}][{col}].B{block} is not placed"
        for loc in locs:
            assert 0 <= loc.register < nregs and 0 <= loc.lane < wave
            assert max(loc.registers) < nregs + (1 if loc.bits == (63, 0) else 0)
            placed[(loc.register, loc.lane)].append(((row, col, block), loc.bits))
    for (reg, lane), entries in placed.items():
        found = {(e.row, e.col, e.block, e.bits) for e in inst.elements_at(matrix, register=reg, lane=lane, wave=wave,
                                                                            **mods)}
        for (row, col, block), bits in entries:
            where = f"{matrix}[{row}][{col}].B{block} at v{reg}{{{lane}}}"
            assert (row, col, block, bits) in found, f"{where} not found back"
    table = matrix_layout(inst, matrix, wave, **mods)
    slot_index = {(s.register, s.bits): n for n, s in enumerate(table.slots)}
    for reg in range(nregs):
        for lane in range(wave):
            els = inst.elements_at(matrix, register=reg, lane=lane, wave=wave, **mods)
            # The -M table (built forward) shows exactly what elements_at finds.
            mine = [e for e in els if e.location is not None and e.location.register == reg]
            shown = [e for n, s in enumerate(table.slots) if s.register == reg for e in table.cells[lane][n]]
            assert sorted(map(repr, mine)) == sorted(map(repr, shown)), f"-M cell v{reg}{{{lane}}}"
            assert all((e.location.register, e.bits) in slot_index for e in mine if e.location)
            for e in els:
                assert e.location is not None
                back = inst.locate(matrix, block=e.block, wave=wave, **_coords(matrix, e.row, e.col), **mods)
                assert any(b.register == e.location.register and b.lane == lane and b.bits == e.bits for b in back), \
                    f"{e} not located back at v{reg}{{{lane}}}"
            # Distinct stored values never share bits. (Broadcast modifiers make one stored
            # value feed several elements on purpose, so they are left out of this check.)
            if (mods.get("cbsz") and inst.cbsz_meaning == "broadcast") or (
                    mods.get("blgp") and inst.blgp_meaning == "lanes" and matrix == "B"):
                continue
            stored = {(e.row, e.col // lay.group, e.block, e.location) for e in els if e.location}
            for x, y in itertools.combinations(stored, 2):
                assert x[3] is not None and y[3] is not None
                assert not _span(x[3]) & _span(y[3]), f"{x} and {y} overlap in v{reg}{{{lane}}}"


def settings(inst: Instruction) -> list[tuple[int, dict[str, int], str]]:
    """Every (wave, modifiers, matrix) the properties are checked under."""
    return [(wave, mods, matrix) for wave in inst.arch.waves for mods in modifier_settings(inst)
            for matrix in inst.matrices if relevant(inst, matrix, mods)]


def _name(setting: tuple[int, dict[str, int], str]) -> str:
    wave, mods, matrix = setting
    return f"w{wave}-{matrix}-" + "-".join(f"{k}{v}" for k, v in sorted(mods.items()))


@pytest.mark.parametrize("rest", TIERS)
@pytest.mark.parametrize(("arch", "name"), ALL)
def test_layout_properties(arch: str, name: str, rest: bool) -> None:
    """The fast tier checks each instruction under one (wave, modifiers, matrix) setting (every
    matrix and setting kind is sampled across the instructions); the exhaustive tier checks every
    other setting."""
    inst = amdmatrix.instruction(arch, name)
    chosen = part(settings(inst), rest, ident=lambda s: f"{name}-{_name(s)}")
    for wave, mods, matrix in chosen:
        check(inst, wave, matrix, mods)
    assert chosen or rest
