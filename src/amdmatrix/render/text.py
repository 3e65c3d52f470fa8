"""The calculator's text notation for registers, elements and whole queries.

``v1{17}.[15:0]`` is bits 15:0 of lane 17 of the operand's register 1; ``v[1:0]{5}`` a
64-bit register pair; ``v[1:0]{5}.[35:30]`` a packed value straddling two registers.
Elements print as ``A[1][2].B4`` (the block only for multi-block instructions), with
``-`` for a negated value and ``|...|`` for an absolute value.
"""

from __future__ import annotations

from ..queries import MatrixLayout, RegisterLayout, Slot
from ..results import Calculation, Element, Location, Operand, Subject, register_text
from ..vocabulary import ROLES

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (query start-up)
if TYPE_CHECKING:
    from collections.abc import Sequence

__all__ = ["location", "element", "slot_header", "header", "register_layout", "matrix_layout", "calculation",
           "details"]


def location(loc: Location, prefix: str = "") -> str:
    """``v1{17}.[15:0]``, ``v[1:0]{5}``, ``v[1:0]{5}.[35:30]`` (see :func:`amdmatrix.results.register_text`)."""
    return prefix + str(loc)


def slot_header(slot: Slot) -> str:
    """Column header of a matrix-layout table: ``v0``, ``v[1:0]``, ``v0.[15:0]``."""
    return register_text(slot.register, slot.bits)


def element(el: Element) -> str:
    """``A[1][2].B4`` (the block when :attr:`Element.shows_block`), ``-B[0][0]``, ``-|C[2][3]|``."""
    return str(el)


def header(subject: Subject) -> list[str]:
    return [f"Architecture: {subject.architecture}", f"Instruction: {subject.instruction}"]


#: How several values share one table cell, as the calculator prints them: one per line
#: of a multi-line cell, ``<br />`` in Markdown (which has no multi-line cells), a space in CSV.
_CELL_JOIN = {"grid": "\n", "asciidoc": "\n", "github": "<br />", "csv": " "}


def _locations(locs: Sequence[Location], join: str, mark: tuple[bool, bool] = (False, False)) -> str:
    """The locations of one element; a negated value is marked ``-x``, an absolute one ``|x|``."""
    negated, absolute = mark
    texts = [location(loc) for loc in locs]
    if absolute:
        texts = [f"|{t}|" for t in texts]
    if negated:
        texts = [f"-{t}" for t in texts]
    return join.join(texts)


def register_layout(res: RegisterLayout, fmt: str, transpose: bool) -> list[str]:
    from .tables import render_table  # only the whole-matrix queries draw tables (the query path's start-up)

    rows_n, cols_n = ROLES[res.matrix].dims
    out: list[str] = []
    for table in res.tables:
        if res.block_labels:
            label = "Block" if len(table.blocks) == 1 else "Blocks"
            out.append(f"{label} {', '.join(str(b) for b in table.blocks)}")
        join = _CELL_JOIN[fmt]
        body = [[_locations(cell, join, table.marks[r][c] if table.marks else (False, False))
                 for c, cell in enumerate(row)] for r, row in enumerate(table.cells)]
        if transpose:
            heads = [f"{res.matrix}[{cols_n}][{rows_n}]"] + [str(r) for r in range(res.rows)]
            rows: list[list[int | str]] = [[c, *[body[r][c] for r in range(res.rows)]] for c in range(res.cols)]
        else:
            heads = [f"{res.matrix}[{rows_n}][{cols_n}]"] + [str(c) for c in range(res.cols)]
            rows = [[r, *body[r]] for r in range(res.rows)]
        out.append(render_table(heads, rows, fmt))
    return out


def matrix_layout(res: MatrixLayout, fmt: str, transpose: bool) -> list[str]:
    from .tables import render_table  # only the whole-matrix queries draw tables (the query path's start-up)

    heads = [slot_header(s) for s in res.slots]
    join = _CELL_JOIN[fmt]
    # str() is element(); most cells hold one element, which needs no join (a table has a thousand).
    body = {lane: [str(cell[0]) if len(cell) == 1 else join.join(map(str, cell)) for cell in res.cells[lane]]
            for lane in res.lanes}
    if transpose:
        # Built lane by lane and then transposed, as the calculator does: the corner stays "lane".
        t_heads = ["lane"] + [str(lane) for lane in res.lanes]
        t_rows: list[list[int | str]] = [[h, *[body[lane][s] for lane in res.lanes]] for s, h in enumerate(heads)]
        return [render_table(t_heads, t_rows, fmt)]
    rows: list[list[int | str]] = [[lane, *body[lane]] for lane in res.lanes]
    return [render_table(["lane", *heads], rows, fmt)]


def _operand_loc(op: Operand) -> str:
    return location(op.locations[0], ROLES[op.element.matrix].field + "_") if op.locations else "(unused)"


def _input(op: Operand, by_location: bool) -> str:
    """An A or B input: its register (``-Src0_v0{1}.[15:0]`` when negated) or its element."""
    if not by_location:
        return element(op.element)
    return ("-" if op.element.negated else "") + _operand_loc(op)


def calculation(calc: Calculation, *, by_location: bool) -> str:
    """The right-hand side of --output-calculation: registers or elements.

    A negated accumulator is subtracted (`` - C``) and one taken as an absolute value is
    written ``|C|``, as the calculator prints them.
    """
    terms = []
    for n, (a, b) in enumerate(calc.products):
        term = f"{_input(a, by_location)}*{_input(b, by_location)}"
        if calc.scales:
            sa, sb = calc.scales[n]
            term += f"*2^({_input(sa, by_location)}-127)*2^({_input(sb, by_location)}-127)"
        terms.append(term)
    text = " + ".join(terms)
    if calc.c is not None:
        c = calc.c
        plain = c.element._replace(negated=False, absolute=False)
        acc = _operand_loc(c) if by_location else element(plain)
        if c.element.absolute:
            acc = f"|{acc}|"
        text += f" - {acc}" if c.element.negated else f" + {acc}"
    elif calc.accumulates_into_d:  # sparse: C is D
        text += " + " + (_operand_loc(calc.d) if by_location else element(calc.d.element))
    return text


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
