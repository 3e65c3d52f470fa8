"""Over the whole catalogue: the SVG's data-location equals -R for every cell of every matrix.

For every instruction of every architecture, every wave size and every matrix, plainly and
under one other modifier setting (picked at random, seeded, from the settings the property
tests use), ``-R --svg`` is parsed and each cell compared with ``-R --csv``; ``draw`` is
compared with the same tables. The fast tier takes two instructions of each architecture
(tests/support/tiers.py); `pytest -m exhaustive` the others.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from clirun import run_inproc
from svgcells import cells, element_key, register_tables
from sweep import modifier_settings, relevant
from tiers import sweep

import amdmatrix
from amdmatrix.cli.options import UsageError
from amdmatrix.cli.query import _check_usage

ALL = [(a.name, i.mnemonic) for a in amdmatrix.architectures() for i in amdmatrix.instructions(a)]
_FLAG = {"A": "-A", "B": "-B", "C": "-C", "D": "-D", "K": "-k", "SA": "--A-scale", "SB": "--B-scale"}


def _options(mods: dict[str, int]) -> list[str]:
    return [x for name, value in mods.items() for x in (f"--{name}", str(value))]


def _tables(args: list[str]) -> dict[int, dict[tuple[int, int], list[str]]]:
    status, out, err = run_inproc(*args, "--csv")
    assert status == 0, err
    return register_tables(out)


def _refused(inst: amdmatrix.Instruction, matrix: str, mods: dict[str, int]) -> bool:
    """The calculator's usage refusals, which -R keeps on purpose (docs/decisions.md)."""
    try:
        _check_usage(inst, matrix, mods, calc=False)
    except UsageError:
        return True
    return False


def _marked(mark: str, location: str) -> str:
    if "|x|" in mark:
        return mark.replace("|x|", f"|{location}|")
    return mark + location


def _compare(svg_cells: list, tables: dict[int, dict[tuple[int, int], list[str]]], matrix: str) -> None:
    seen = set()
    for c in svg_cells:
        m, row, col, block = element_key(c.element)
        if m != matrix:
            continue
        # -R marks every copy of an element ("-v0", "|v0|", "-|v0|"); the SVG draws the mark once per
        # cell, with x standing for the location ("-", "|x|", "-|x|").
        located = [_marked(c.mark, loc) for loc in c.location.split(";")] if c.location else []
        assert located == tables[block][(row, col)], c.element
        seen.add((block, row, col))
    assert seen == {(b, r, col) for b, t in tables.items() for (r, col) in t}


@pytest.mark.parametrize(("arch", "name"), sweep(ALL, stratum=lambda x: x[0], per=1))
def test_svg_locations_equal_the_register_layout(tmp_path: Path, arch: str, name: str) -> None:
    inst = amdmatrix.instruction(arch, name)
    rng = random.Random(f"{arch} {name}")
    others = modifier_settings(inst)[1:]
    path = tmp_path / "r.svg"
    plain: dict[str, dict[int, dict[tuple[int, int], list[str]]]] = {}
    for wave in inst.arch.waves:
        for matrix in inst.matrices:
            settings = [{}]
            choices = [m for m in others if relevant(inst, matrix, m)]
            choices = [m for m in choices if not _refused(inst, matrix, m)]
            if choices:
                settings.append(rng.choice(choices))
            for mods in settings:
                args = ["-a", arch, "-i", name, "-w", str(wave), "-R", _FLAG[matrix], *_options(mods)]
                status, _, err = run_inproc(*args, "--svg", str(path))
                assert status == 0, err
                tables = _tables(args)
                _compare(cells(path.read_text(encoding="utf-8")), tables, matrix)
                if wave == inst.arch.default_wave and not mods:
                    plain[matrix] = tables
    # The whole-instruction drawing, plainly, at the default wave size.
    status, _, err = run_inproc("draw", "-a", arch, "-i", name, "-o", str(path))
    assert status == 0, err
    drawn = cells(path.read_text(encoding="utf-8"))
    for matrix in inst.matrices:
        _compare(drawn, plain[matrix], matrix)
