"""gfx1250's layouts against a reviewed table (tests/data/gfx1250/layouts.json).

The layouts are provisional (docs/gfx1250.md), which is exactly why a change must be
deliberate: every operand of every gfx1250 instruction (and every F8F6F4 format of A and B)
is pinned. Most entries are Triton 3.9's own gfx1250 WMMA layouts (``AMDWMMALayout`` version 3,
``triton.experimental.gluon``); the rest, which Triton does not have, are the reviewed
declarations. ``tools/gen_gfx1250_layouts.py`` wrote the table and names each entry's source.

An entry gives, for each row and column bit, the lane bits and the bit offset (register * 32
+ bit) that it moves an element by, and the lanes that hold copies; an element's lane is the
XOR of the lane bases of its set bits, and its offset the sum of their offsets (items are
``width`` bits apart, 6 for FP6). This test rebuilds every element's locations from
the table, without amdmatrix, and compares them with ``Instruction.placements``.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

import pytest
from tiers import sweep
from vendored import DATA

import amdmatrix

TABLE = DATA / "gfx1250" / "layouts.json"


@cache
def table() -> list[dict[str, Any]]:
    if not TABLE.is_file():
        raise FileNotFoundError(f"vendored test data missing: {TABLE} (restore it with 'git checkout -- tests/data', "
                                "or regenerate it with tools/gen_gfx1250_layouts.py)")
    layouts = json.loads(TABLE.read_text())["layouts"]
    assert layouts, f"{TABLE} holds no layouts"
    return list(layouts)


def expected(entry: dict[str, Any]) -> set[tuple[int, int, int, int]]:
    """Every (row, col, lane, bit offset) the table places."""
    out = set()
    for r in range(entry["rows"]):
        for c in range(entry["cols"]):
            lane = off = 0
            for bits, bases in ((r, entry["row_bases"]), (c, entry["col_bases"])):
                for n, (dl, do) in enumerate(bases):
                    if bits >> n & 1:
                        lane, off = lane ^ dl, off + do
            out.update((r, c, lane ^ copy, off) for copy in entry["copies"])
    return out


def actual(entry: dict[str, Any]) -> tuple[set[tuple[int, int, int, int]], set[int]]:
    inst = amdmatrix.instruction("gfx1250", entry["instruction"])
    places, widths = set(), set()
    for e in inst.placements(entry["matrix"], wave=entry["wave"], **entry["modifiers"]):
        loc = e.location
        assert loc is not None and e.block == 0
        hi, lo = loc.bits if loc.bits is not None else (31, 0)
        places.add((e.row, e.col, loc.lane, 32 * loc.register + lo))
        widths.add(hi - lo + 1)
    return places, widths


def _name(entry: dict[str, Any]) -> str:
    mods = "".join(f"-{k}={v}" for k, v in entry["modifiers"].items())
    return f"{entry['instruction']}-{entry['matrix']}{mods}"


def test_the_table_covers_every_gfx1250_operand() -> None:
    pinned = {(e["instruction"], e["matrix"]) for e in table()}
    every = {(i.mnemonic.lower(), m) for i in amdmatrix.instructions("gfx1250") for m in i.matrices}
    assert pinned == every
    assert sum(e["source"].startswith("triton") for e in table()) >= 100, "most entries are Triton's"


@pytest.mark.parametrize("entry", sweep(table(), stratum=lambda e: (e["matrix"], e["width"], e["source"]), per=3,
                                        ids=_name))
def test_layout_is_the_pinned_one(entry: dict[str, Any]) -> None:
    places, widths = actual(entry)
    assert widths == {entry["width"]}
    want = expected(entry)
    assert places == want, (f"{len(places - want)} locations not in the table, e.g. {sorted(places - want)[:3]}; "
                            f"{len(want - places)} missing, e.g. {sorted(want - places)[:3]}")


@pytest.mark.parametrize("entry", table(), ids=_name)
def test_basis_elements_are_pinned(entry: dict[str, Any]) -> None:
    """The fast tier's check of every entry: element (0, 0) and each single-bit element
    (a moved K bit, row bit or lane bit changes one of them)."""
    inst = amdmatrix.instruction("gfx1250", entry["instruction"])
    mods = entry["modifiers"]
    coords = [(0, 0)] + [(1 << n, 0) for n in range(len(entry["row_bases"]))] + \
        [(0, 1 << n) for n in range(len(entry["col_bases"]))]
    for r, c in coords:
        i, j, k = (r, 0, c) if entry["matrix"] in ("A", "SA", "K") else (0, c, r) if entry["matrix"] in (
            "B", "SB") else (r, c, 0)
        locs = inst.locate(entry["matrix"], i=i, j=j, k=k, **mods)
        lane = off = 0
        for bits, bases in ((r, entry["row_bases"]), (c, entry["col_bases"])):
            for n, (dl, do) in enumerate(bases):
                if bits >> n & 1:
                    lane, off = lane ^ dl, off + do
        want = {(lane ^ copy, off) for copy in entry["copies"]}
        got = {(x.lane, 32 * x.register + (x.bits[1] if x.bits else 0)) for x in locs}
        assert got == want, (r, c)
