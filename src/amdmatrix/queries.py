"""Whole-matrix queries: the data behind --register-layout and --matrix-layout.

Renderers (text tables, CSV, Markdown, AsciiDoc, JSON) only see these results.
"""

from __future__ import annotations

from .archs import MAI
from .model import Instruction
from .modifiers import broadcast_source_block
from .records import record
from .results import Element, Location, Subject

__all__ = ["UNSETTLED", "provisional", "subject", "unsettled", "element_order", "BlockTable", "RegisterLayout",
           "Slot", "MatrixLayout", "register_layout", "matrix_layout", "coords"]


#: What amdmatrix says where the sources leave a layout open (docs/cdna4.md, "An 8-bit
#: operand next to a 6- or 4-bit one").
UNSETTLED = ("Unsettled: the CDNA4 ISA gives no layout for an FP8/BF8 operand next to an FP6/BF6/FP4 one; "
             "each operand is shown in the layout of its own format")


def provisional(inst: Instruction, matrices: tuple[str, ...]) -> list[str]:
    """The matrices among ``matrices`` whose layout is provisional (gfx1250; docs/gfx1250.md)."""
    return [m for m in inst.provisional_matrices() if m in matrices]


def subject(inst: Instruction) -> Subject:
    """The architecture and instruction a query ran on, for its output's header."""
    return Subject(inst.arch.name, inst.mnemonic)


def unsettled(inst: Instruction, matrices: tuple[str, ...], **mods: int) -> str | None:
    """:data:`UNSETTLED` if a query about ``matrices`` shows a layout the sources do not settle.

    A query that shows a provisional layout (gfx1250) gets the line of
    :func:`amdmatrix.confidence.provisional_line` instead.

    That is the 8-bit operand of an F8F6F4 MFMA whose other operand is 6- or 4-bit (the
    6- and 4-bit formats have one documented layout), asked about directly or through
    ``-o`` and ``-d``, which show both operands. None otherwise.
    """
    prov = provisional(inst, matrices)
    if prov:
        from .confidence import provisional_line

        return provisional_line(inst.mnemonic, prov)
    if inst.cbsz_meaning != "format" or inst.blgp_meaning != "format":
        return None
    bits = {m: inst.dtype(m, **mods).bits for m in ("A", "B")}
    if sorted(bits.values())[0] == 8 or 8 not in bits.values():
        return None
    eight = next(m for m, b in bits.items() if b == 8)
    return UNSETTLED if eight in matrices else None


def coords(matrix: str, row: int, col: int) -> dict[str, int]:
    """Keyword coordinates (i/j/k) of ``matrix[row][col]``."""
    if matrix in ("A", "K", "SA"):
        return {"i": row, "k": col}
    if matrix in ("B", "SB"):
        return {"k": row, "j": col}
    return {"i": row, "j": col}


def element_order(el: Element) -> tuple[int, int, int, int]:
    """How the calculator orders several elements in one place: by block, then i, j, k.

    (For B, whose rows are k, that puts the column j before the row.)
    """
    return (el.block, -1 if el.i is None else el.i, -1 if el.j is None else el.j, -1 if el.k is None else el.k)


@record
class BlockTable:
    """The locations of every element of one block (or of blocks sharing one table)."""

    blocks: tuple[int, ...]
    cells: tuple[tuple[tuple[Location, ...], ...], ...]  # [row][col] -> locations, in ascending lane order
    #: [row][col] -> (negated, absolute): how the modifiers change the value read there.
    marks: tuple[tuple[tuple[bool, bool], ...], ...] = ()


@record
class RegisterLayout:
    matrix: str
    rows: int
    cols: int
    tables: tuple[BlockTable, ...]
    #: Whether each table is headed by its block numbers (the calculator does so on CDNA,
    #: also for one-block instructions and the compression matrix; never on RDNA).
    block_labels: bool = False
    #: :data:`UNSETTLED` when the sources leave this layout open, else None.
    unsettled: str | None = None


def register_layout(inst: Instruction, matrix: str, wave: int | None = None, **mods: int) -> RegisterLayout:
    """Every element's locations, one table per block (broadcast groups share one table)."""
    lay = inst.layout(matrix, wave, **mods)
    rows, cols, nblocks = lay.sizes
    locs: list[list[list[list[Location]]]] = [[[[] for _ in range(cols)] for _ in range(rows)] for _ in range(nblocks)]
    marks = [[[(False, False)] * cols for _ in range(rows)] for _ in range(nblocks)]
    for el in inst.placements(matrix, wave=wave, **mods):
        assert el.location is not None
        locs[el.block][el.row][el.col].append(el.location)
        marks[el.block][el.row][el.col] = (el.negated, el.absolute)
    tables = [
        BlockTable((b,), tuple(tuple(tuple(sorted(cell, key=_lane)) for cell in row) for row in locs[b]),
                   tuple(tuple(row) for row in marks[b]))
        for b in range(nblocks)
    ]
    cbsz = mods.get("cbsz", 0)
    if matrix == "A" and inst.cbsz_meaning == "broadcast" and cbsz:
        abid = mods.get("abid", 0)
        groups: dict[int, list[int]] = {}
        for b in range(nblocks):
            groups.setdefault(broadcast_source_block(cbsz, abid, b), []).append(b)
        tables = [BlockTable(tuple(g), tables[g[0]].cells, tables[g[0]].marks) for g in groups.values()]
    return RegisterLayout(matrix, rows, cols, tuple(tables), inst.arch.has(MAI),
                          unsettled(inst, (matrix,), **mods))


def _lane(loc: Location) -> int:
    return loc.lane


@record
class Slot:
    """One column of the matrix layout: a register and the bit range of one value."""

    register: int
    bits: tuple[int, int] | None


@record
class MatrixLayout:
    matrix: str
    wave: int
    slots: tuple[Slot, ...]
    cells: tuple[tuple[tuple[Element, ...], ...], ...]  # [lane][slot] -> elements, for every lane
    #: The lanes that hold at least one element, ascending (a table shows only these: lanes
    #: not read under CBSZ/ABID or BLGP, or unused by 4-bit RDNA4 wave64 operands, are left out).
    lanes: tuple[int, ...] = ()
    #: :data:`UNSETTLED` when the sources leave this layout open, else None.
    unsettled: str | None = None


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
    for row in cells:
        for cell in row:
            if len(cell) > 1:  # most cells hold one element
                cell.sort(key=element_order)
    lanes = tuple(lane for lane in range(w) if any(cells[lane]))
    return MatrixLayout(matrix, w, tuple(slots), tuple(tuple(map(tuple, row)) for row in cells), lanes,
                        unsettled(inst, (matrix,), **mods))
