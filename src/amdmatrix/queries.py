"""Whole-matrix queries: the data behind --register-layout and --matrix-layout.

Renderers (text tables, CSV, Markdown, AsciiDoc, JSON) only see these results.
"""

from __future__ import annotations

from dataclasses import dataclass

from .model import Instruction
from .modifiers import broadcast_source_block
from .results import Element, Location

__all__ = ["BlockTable", "RegisterLayout", "Slot", "MatrixLayout", "register_layout", "matrix_layout", "coords"]


def coords(matrix: str, row: int, col: int) -> dict[str, int]:
    """Keyword coordinates (i/j/k) of ``matrix[row][col]``."""
    if matrix in ("A", "K", "SA"):
        return {"i": row, "k": col}
    if matrix in ("B", "SB"):
        return {"k": row, "j": col}
    return {"i": row, "j": col}


@dataclass(frozen=True)
class BlockTable:
    """The locations of every element of one block (or of blocks sharing one table)."""

    blocks: tuple[int, ...]
    cells: tuple[tuple[tuple[Location, ...], ...], ...]  # [row][col] -> locations


@dataclass(frozen=True)
class RegisterLayout:
    matrix: str
    rows: int
    cols: int
    tables: tuple[BlockTable, ...]


def register_layout(inst: Instruction, matrix: str, wave: int | None = None, **mods: int) -> RegisterLayout:
    """Every element's locations, one table per block (broadcast groups share one table)."""
    lay = inst.layout(matrix, wave, **mods)
    rows, cols, nblocks = lay.sizes
    tables = []
    for b in range(nblocks):
        cells = tuple(
            tuple(tuple(inst.locate(matrix, block=b, wave=wave, **coords(matrix, r, c), **mods)) for c in range(cols))
            for r in range(rows)
        )
        tables.append(BlockTable((b,), cells))
    cbsz = mods.get("cbsz", 0)
    if matrix == "A" and inst.cbsz_meaning == "broadcast" and cbsz:
        abid = mods.get("abid", 0)
        groups: dict[int, list[int]] = {}
        for b in range(nblocks):
            groups.setdefault(broadcast_source_block(cbsz, abid, b), []).append(b)
        tables = [BlockTable(tuple(g), tables[g[0]].cells) for g in groups.values()]
    return RegisterLayout(matrix, rows, cols, tuple(tables))


@dataclass(frozen=True)
class Slot:
    """One column of the matrix layout: a register and the bit range of one value."""

    register: int
    bits: tuple[int, int] | None


@dataclass(frozen=True)
class MatrixLayout:
    matrix: str
    wave: int
    slots: tuple[Slot, ...]
    cells: tuple[tuple[tuple[Element, ...], ...], ...]  # [lane][slot] -> elements


def matrix_layout(inst: Instruction, matrix: str, wave: int | None = None, **mods: int) -> MatrixLayout:
    """Every register slot's elements, lane by lane."""
    w = wave if wave is not None else inst.arch.default_wave
    lay = inst.layout(matrix, w, **mods)
    slots: list[Slot] = []
    seen = set()
    for reg in range(lay.registers):
        for _, slot in lay.slots_in_register(reg):
            r, lo = slot.offset >> 5, slot.offset & 31
            if r != reg:
                continue
            bits = (63, 0) if slot.width == 64 else None if slot.width == 32 else (lo + slot.width - 1, lo)
            if (r, bits) not in seen:
                seen.add((r, bits))
                slots.append(Slot(r, bits))
    index = {(s.register, s.bits): n for n, s in enumerate(slots)}
    cells: list[list[list[Element]]] = [[[] for _ in slots] for _ in range(w)]
    # Filled from the forward direction (one pass over the elements); the property tests
    # prove it equal to asking elements_at for every register and lane.
    for el in inst.placements(matrix, wave=w, **mods):
        loc = el.location
        assert loc is not None
        cells[loc.lane][index[(loc.register, loc.bits)]].append(el)
    return MatrixLayout(matrix, w, tuple(slots), tuple(tuple(tuple(c) for c in row) for row in cells))
