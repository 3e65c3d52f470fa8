"""The calculator's text notation for registers, elements and whole queries.

``v1{17}.[15:0]`` is bits 15:0 of lane 17 of the operand's register 1; ``v[1:0]{5}`` a
64-bit register pair; ``v[1:0]{5}.[35:30]`` a packed value straddling two registers.
Elements print as ``A[1][2].B4`` (the block only for multi-block instructions), with
``-`` for a negated value and ``|...|`` for an absolute value.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..model import Instruction
from ..queries import MatrixLayout, RegisterLayout, Slot
from ..results import Calculation, Element, Location, Operand
from .tables import render_table

__all__ = ["location", "element", "slot_header", "header", "register_layout", "matrix_layout", "calculation",
           "details"]

#: The calculator's users got their tables from tabulate 0.9 (its README predates 0.10).
_COMPAT = "0.9"

#: Matrix names as printed (the scale operands of CDNA4 scaled MFMA print as SA/SB).
_HEAD = {"A": ("M", "K"), "B": ("K", "N"), "C": ("M", "N"), "D": ("M", "N"), "K": ("M", "K"), "SA": ("M", "KB"),
         "SB": ("KB", "N")}


def _bits(bits: tuple[int, int] | None) -> str:
    return "" if bits is None else f".[{bits[0]}:{bits[1]}]"


def location(loc: Location, prefix: str = "") -> str:
    """``v1{17}.[15:0]``, ``v[1:0]{5}``, ``v[1:0]{5}.[35:30]``."""
    r = loc.register
    if loc.bits == (63, 0):
        return f"{prefix}v[{r + 1}:{r}]{{{loc.lane}}}"
    if loc.bits is not None and loc.bits[0] > 31:
        return f"{prefix}v[{r + 1}:{r}]{{{loc.lane}}}{_bits(loc.bits)}"
    return f"{prefix}v{r}{{{loc.lane}}}{_bits(loc.bits)}"


def slot_header(slot: Slot) -> str:
    """Column header of a matrix-layout table: ``v0``, ``v[1:0]``, ``v0.[15:0]``."""
    r = slot.register
    if slot.bits == (63, 0):
        return f"v[{r + 1}:{r}]"
    if slot.bits is not None and slot.bits[0] > 31:
        return f"v[{r + 1}:{r}]{_bits(slot.bits)}"
    return f"v{r}{_bits(slot.bits)}"


def element(el: Element, inst: Instruction) -> str:
    """``A[1][2].B4``, ``-B[0][0]``, ``-|C[2][3]|``."""
    core = f"{el.matrix}[{el.row}][{el.col}]"
    if el.absolute:
        core = f"|{core}|"
    if el.negated:
        core = f"-{core}"
    if inst.blocks > 1 and el.matrix not in ("K", "SA", "SB"):
        core += f".B{el.block}"
    return core


def header(inst: Instruction) -> list[str]:
    return [f"Architecture: {inst.arch.name}", f"Instruction: {inst.mnemonic}"]


def _locations(locs: Sequence[Location], prefix: str = "") -> str:
    return ", ".join(location(loc, prefix) for loc in locs)


def register_layout(res: RegisterLayout, inst: Instruction, fmt: str, transpose: bool) -> list[str]:
    rows_n, cols_n = _HEAD[res.matrix]
    out: list[str] = []
    for table in res.tables:
        if inst.blocks > 1 and res.matrix not in ("K", "SA", "SB"):
            label = "Block" if len(table.blocks) == 1 else "Blocks"
            out.append(f"{label} {', '.join(str(b) for b in table.blocks)}")
        body = [[_locations(cell) for cell in row] for row in table.cells]
        if transpose:
            heads = [f"{res.matrix}[{cols_n}][{rows_n}]"] + [str(r) for r in range(res.rows)]
            rows: list[list[int | str]] = [[c, *[body[r][c] for r in range(res.rows)]] for c in range(res.cols)]
        else:
            heads = [f"{res.matrix}[{rows_n}][{cols_n}]"] + [str(c) for c in range(res.cols)]
            rows = [[r, *body[r]] for r in range(res.rows)]
        out.append(render_table(heads, rows, fmt, compat=_COMPAT))
    return out


def matrix_layout(res: MatrixLayout, inst: Instruction, fmt: str, transpose: bool) -> list[str]:
    heads = [slot_header(s) for s in res.slots]
    body = [[" ".join(element(e, inst) for e in cell) for cell in lane_cells] for lane_cells in res.cells]
    if transpose:
        t_heads = ["register"] + [str(lane) for lane in range(res.wave)]
        t_rows: list[list[int | str]] = [[h, *[body[lane][s] for lane in range(res.wave)]]
                                         for s, h in enumerate(heads)]
        return [render_table(t_heads, t_rows, fmt, compat=_COMPAT)]
    rows: list[list[int | str]] = [[lane, *body[lane]] for lane in range(res.wave)]
    return [render_table(["lane", *heads], rows, fmt, compat=_COMPAT)]


_FIELD = {"A": "Src0", "B": "Src1", "C": "Src2", "D": "Vdst", "SA": "ScaleA", "SB": "ScaleB"}


def _operand_loc(op: Operand) -> str:
    return location(op.locations[0], _FIELD[op.element.matrix] + "_") if op.locations else "(unused)"


def calculation(calc: Calculation, inst: Instruction, *, by_location: bool) -> str:
    """The right-hand side of --output-calculation: registers or elements."""
    terms = []
    for n, (a, b) in enumerate(calc.products):
        if by_location:
            term = f"{_operand_loc(a)}*{_operand_loc(b)}"
        else:
            term = f"{element(a.element, inst)}*{element(b.element, inst)}"
        if calc.scales:
            sa, sb = calc.scales[n]
            if by_location:
                term += f"*2^({_operand_loc(sa)}-127)*2^({_operand_loc(sb)}-127)"
            else:
                term += f"*2^({element(sa.element, inst)}-127)*2^({element(sb.element, inst)}-127)"
        terms.append(term)
    if calc.c is not None:
        terms.append(_operand_loc(calc.c) if by_location else element(calc.c.element, inst))
    elif inst.sparse:
        # Sparse instructions accumulate into D itself (C is D).
        terms.append(_operand_loc(calc.d) if by_location else element(calc.d.element, inst))
    return " + ".join(terms)


def details(report: dict[str, object]) -> list[str]:
    """The --detail-instruction text: top-level lines, then indented sections."""
    out: list[str] = []

    def walk(d: dict[str, object], depth: int) -> None:
        for key, value in d.items():
            pad = "    " * depth
            if isinstance(value, dict):
                out.append(f"{pad}{key}:")
                walk(value, depth + 1)
            else:
                out.append(f"{pad}{key}: {value}")

    top = {k: v for k, v in report.items() if k in ("Architecture", "Instruction")}
    rest = {k: v for k, v in report.items() if k not in top}
    walk(top, 0)
    walk(rest, 1)
    return out
