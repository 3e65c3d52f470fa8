"""SVG pictures of layouts: ``-R``/``-M --svg FILE`` and ``amdmatrix draw``.

The pictures are drawn from query results only (:class:`~amdmatrix.queries.RegisterLayout`,
:class:`~amdmatrix.queries.MatrixLayout` and marked :class:`~amdmatrix.results.Element`s), in the
calculator's notation (:mod:`amdmatrix.render.text`). Every cell is a ``<g class="cell">`` carrying
``data-element`` and ``data-location``, so tools and tests can read the picture back: in a register
layout (``data-view="R"``) one element (``A[1][2].B4``) and every location it is read from
(``v1{17}.[15:0]``, ``;``-separated); in a matrix layout (``data-view="M"``) one register lane slot
and every element it holds (``;``-separated). The output is one self-contained, deterministic SVG:
no scripts, links or fonts (the generic ``monospace`` family), no time stamps, integer coordinates.

Colour says which lane (default), register or block a cell belongs to; the text in the cell says
the same thing exactly, so nothing depends on colour alone. Negated or absolute values carry the
tables' marks (``-A[0][1]``, ``-|C[2][3]|``; a badge in register-layout cells). A value that
straddles two registers (CDNA4 FP6/BF6) has a bar split where the register boundary falls (its
bits in the lower register black, in the upper grey); coloured by register, its cell is split too.
In a matrix layout, thick lines separate the registers' columns.
"""

from __future__ import annotations

import colorsys
from collections.abc import Callable, Mapping, Sequence

from .._dataclasses import dataclass, field
from ..queries import MatrixLayout, RegisterLayout
from ..results import Element, Location
from . import text

__all__ = ["COLORINGS", "Caption", "register_layout", "matrix_layout", "instruction", "lane_colour",
           "index_colour", "straddle_split", "EMPTY", "AXES"]

#: The values of ``--color``.
COLORINGS = ("lane", "register", "block")
#: Background of a cell that holds nothing.
EMPTY = "#eeeeee"
#: Row and column names of each matrix, as in the calculator's table headers (``A[M][K]``).
AXES = {"A": ("M", "K"), "B": ("K", "N"), "C": ("M", "N"), "D": ("M", "N"), "K": ("M", "K"), "SA": ("M", "KB"),
        "SB": ("KB", "N")}

_FONT = 11
_CW = 7  # advance of one monospace character at 11 px (0.6 em), rounded up
_LH = 14  # line height
_PAD = 5
_GAP = 24
_BAR = 5  # height of the straddle bar

Label = Callable[[Element], str]


@dataclass(frozen=True)
class Caption:
    """The words around a picture: a title line and smaller lines under it."""

    title: str
    lines: tuple[str, ...] = ()


def _hex(h: float, s: float, lum: float) -> str:
    r, g, b = colorsys.hls_to_rgb(h / 360, lum, s)
    return f"#{round(r * 255):02x}{round(g * 255):02x}{round(b * 255):02x}"


#: Lightness and saturation of the four 16-lane groups: neighbouring groups differ in lightness.
_LANE_GROUPS = ((0.86, 0.75), (0.74, 0.55), (0.92, 0.70), (0.80, 0.45))


def lane_colour(lane: int) -> str:
    """Background of lane ``lane``: 16 hues (neighbouring lanes far apart) times four 16-lane groups."""
    hue = ((lane % 16) * 7 % 16) * 22.5
    lum, sat = _LANE_GROUPS[(lane // 16) % 4]
    return _hex(hue, sat, lum)


def index_colour(n: int) -> str:
    """Background of register or block ``n``: golden-angle hues, all light."""
    return _hex((n * 137.508) % 360, 0.6, 0.8 if n % 2 == 0 else 0.88)


def _colour(kind: str, key: int | None) -> str:
    if key is None:
        return EMPTY
    return lane_colour(key) if kind == "lane" else index_colour(key)


def _esc(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def _unmarked(el: Element) -> Element:
    return Element(el.matrix, el.row, el.col, el.block)


def _mark(el: Element | None) -> str:
    if el is None:
        return ""
    return ("-" if el.negated else "") + ("|x|" if el.absolute else "")


def straddle_split(loc: Location) -> float | None:
    """For a value straddling two registers, the fraction of its bits in the lower one."""
    if loc.bits is None or loc.bits == (63, 0) or loc.bits[0] <= 31:
        return None
    hi, lo = loc.bits
    return (32 - lo) / (hi - lo + 1)


@dataclass(frozen=True)
class _Cell:
    lines: tuple[str, ...]
    element: str
    location: str
    key: int | None
    mark: str = ""
    split: float | None = None  # straddling value: fraction of its bits in the lower register
    key2: int | None = None  # colour key of the upper register's part (register colouring)
    view: str = "R"  # "R": an element and its locations; "M": a register lane slot and its elements


@dataclass
class _Grid:
    label: str
    corner: str
    rows: list[str]
    cols: list[str]
    cells: list[list[_Cell]]
    #: Register boundaries of a matrix layout: (column, fraction of that column's width).
    breaks: list[tuple[int, float]] = field(default_factory=list)


@dataclass(frozen=True)
class _Metrics:
    cell_w: int
    cell_h: int
    head_w: int  # width of the row-label column
    head_h: int  # height of the column-label row
    label_h: int  # height of the grid's label line (0 without one)


def _lines_width(lines: Sequence[str]) -> int:
    return max((len(s) for s in lines), default=0)


def _metrics(grids: Sequence[_Grid]) -> _Metrics:
    chars = max((_lines_width(c.lines) + (len(c.mark) + 1 if c.mark else 0) for g in grids for row in g.cells
                 for c in row), default=1)
    nlines = max((len(c.lines) for g in grids for row in g.cells for c in row), default=1)
    heads = max((len(s) for g in grids for s in [*g.rows, g.corner]), default=1)
    col_chars = max((len(s) for g in grids for s in g.cols), default=1)
    straddles = any(c.split is not None for g in grids for row in g.cells for c in row)
    cell_w = max(chars, col_chars, 2) * _CW + 2 * _PAD
    cell_h = max(nlines, 1) * _LH + 2 * _PAD + (_BAR + 2 if straddles else 0)
    label_h = _LH + 6 if any(g.label for g in grids) else 0
    return _Metrics(cell_w, cell_h, heads * _CW + 2 * _PAD, _LH + 2 * _PAD, label_h)


def _grid_size(g: _Grid, m: _Metrics) -> tuple[int, int]:
    return m.head_w + m.cell_w * len(g.cols), m.label_h + m.head_h + m.cell_h * len(g.rows)


def _text_lines(x: int, y: int, lines: Sequence[str], cls: str = "") -> str:
    attr = f' class="{cls}"' if cls else ""
    if len(lines) == 1:
        return f'<text x="{x}" y="{y}"{attr}>{_esc(lines[0])}</text>'
    spans = "".join(f'<tspan x="{x}" dy="{0 if n == 0 else _LH}">{_esc(s)}</tspan>' for n, s in enumerate(lines))
    return f'<text x="{x}" y="{y}"{attr}>{spans}</text>'


def _cell(c: _Cell, x: int, y: int, m: _Metrics, colouring: str) -> str:
    out = [f'<g class="cell" data-view="{c.view}" data-element="{_esc(c.element)}" '
           f'data-location="{_esc(c.location)}">']
    out.append(f'<rect x="{x}" y="{y}" width="{m.cell_w}" height="{m.cell_h}" fill="{_colour(colouring, c.key)}"/>')
    if c.split is not None:
        split_x = x + round(m.cell_w * c.split)
        if c.key2 is not None:
            out.append(f'<rect x="{split_x}" y="{y}" width="{x + m.cell_w - split_x}" height="{m.cell_h}" '
                       f'fill="{_colour(colouring, c.key2)}"/>')
        bar_y = y + m.cell_h - _BAR - 2
        out.append(f'<rect class="low" x="{x + 2}" y="{bar_y}" width="{split_x - x - 4}" height="{_BAR}"/>')
        out.append(f'<rect class="high" x="{split_x + 2}" y="{bar_y}" width="{x + m.cell_w - split_x - 4}" '
                   f'height="{_BAR}"/>')
        out.append(f'<line class="boundary" x1="{split_x}" y1="{bar_y - 3}" x2="{split_x}" y2="{y + m.cell_h}"/>')
    if c.mark:
        out.append(f'<text class="mark" x="{x + m.cell_w - 2}" y="{y + _LH - 2}">{_esc(c.mark)}</text>')
    if c.lines:
        out.append(_text_lines(x + _PAD, y + _PAD + _LH - 3, c.lines))
    out.append("</g>")
    return "".join(out)


def _draw_grid(g: _Grid, x0: int, y0: int, m: _Metrics, colouring: str) -> list[str]:
    out = ['<g class="grid">']
    if g.label:
        out.append(f'<text class="label" x="{x0}" y="{y0 + _LH}">{_esc(g.label)}</text>')
    y = y0 + m.label_h
    gx = x0 + m.head_w
    out.append(f'<text class="head" x="{x0 + _PAD}" y="{y + _PAD + _LH - 3}">{_esc(g.corner)}</text>')
    for n, name in enumerate(g.cols):
        out.append(f'<text class="head" x="{gx + n * m.cell_w + _PAD}" y="{y + _PAD + _LH - 3}">{_esc(name)}</text>')
    y += m.head_h
    for r, name in enumerate(g.rows):
        ry = y + r * m.cell_h
        out.append(f'<text class="head" x="{x0 + _PAD}" y="{ry + _PAD + _LH - 3}">{_esc(name)}</text>')
        for c, cell in enumerate(g.cells[r]):
            out.append(_cell(cell, gx + c * m.cell_w, ry, m, colouring))
    height = m.cell_h * len(g.rows)
    for col, frac in g.breaks:
        bx = gx + col * m.cell_w + round(m.cell_w * frac)
        if frac:  # through a column of straddling values: a notch above it (the cells show the split)
            out.append(f'<line class="register" x1="{bx}" y1="{y - m.head_h}" x2="{bx}" y2="{y - m.head_h + 4}"/>')
        else:
            out.append(f'<line class="register" x1="{bx}" y1="{y - m.head_h}" x2="{bx}" y2="{y + height}"/>')
    out.append(f'<rect class="frame" x="{gx}" y="{y}" width="{m.cell_w * len(g.cols)}" height="{height}"/>')
    out.append("</g>")
    return out


_STYLE = (
    "<style>"
    "text{fill:#000}"
    ".title{font-size:15px;font-weight:bold}"
    ".label{font-weight:bold}"
    ".head{fill:#333}"
    ".cell>rect{stroke:#777;stroke-width:0.5}"
    ".cell>rect.low{fill:#111;stroke:none}"
    ".cell>rect.high{fill:#888;stroke:none}"
    ".mark{font-weight:bold;text-anchor:end}"
    "line.boundary{stroke:#000;stroke-width:1.5}"
    "line.register{stroke:#000;stroke-width:2}"
    ".frame{fill:none;stroke:#000;stroke-width:1}"
    ".swatch{stroke:#777;stroke-width:0.5}"
    "</style>"
)


def _legend(colouring: str, keys: Sequence[int], straddle: bool, marks: bool, y0: int) -> tuple[list[str], int, int]:
    """Swatches of every lane/register/block present, 16 to a row; and the mark/straddle key."""
    name = {"lane": "lane {}", "register": "v{}", "block": "B{}"}[colouring]
    what = {"lane": "Colour: lane", "register": "Colour: register", "block": "Colour: block"}[colouring]
    out = ['<g class="legend">', f'<text x="0" y="{y0 + _LH}">{what}</text>']
    sw = max(len(name.format(k)) for k in keys) * _CW + 2 * _PAD if keys else 0
    y = y0 + _LH + 4
    for n, k in enumerate(keys):
        x, row = (n % 16) * (sw + 2), n // 16
        yy = y + row * (_LH + 6)
        out.append(f'<rect class="swatch" x="{x}" y="{yy}" width="{sw}" height="{_LH + 4}" '
                   f'fill="{_colour(colouring, k)}"/>')
        out.append(f'<text x="{x + _PAD}" y="{yy + _LH - 1}">{_esc(name.format(k))}</text>')
    y += ((len(keys) + 15) // 16) * (_LH + 6)
    width = min(len(keys), 16) * (sw + 2)
    notes = []
    if marks:
        notes.append("- negated, |x| absolute value (as the tables mark them)")
    if straddle:
        notes.append("split bar: the value straddles two registers (black: bits in the lower, grey: in the upper)")
    for note in notes:
        y += _LH + 2
        out.append(f'<text x="0" y="{y}">{_esc(note)}</text>')
        width = max(width, len(note) * _CW)
    out.append("</g>")
    return out, width, y - y0 + 8


def _document(caption: Caption, body: list[str], width: int, height: int) -> str:
    lines = [f'<text class="title" x="0" y="18">{_esc(caption.title)}</text>']
    for n, line in enumerate(caption.lines):
        lines.append(f'<text x="0" y="{18 + (n + 1) * (_LH + 2)}">{_esc(line)}</text>')
    head = 18 + len(caption.lines) * (_LH + 2) + 12
    width = max(width, _CW * max(len(caption.title) * 15 // _FONT, *(len(s) for s in caption.lines))) + 2 * _GAP
    height += head + 2 * _GAP
    desc = " ".join((caption.title, *caption.lines))
    return "".join([
        '<?xml version="1.0" encoding="UTF-8"?>\n',
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" '
        f'font-family="monospace" font-size="{_FONT}">\n',
        f"<title>{_esc(caption.title)}</title>\n<desc>{_esc(desc)}</desc>\n",
        _STYLE, "\n",
        f'<rect x="0" y="0" width="{width}" height="{height}" fill="#ffffff"/>\n',
        f'<g transform="translate({_GAP},{_GAP})">\n',
        "\n".join(lines), "\n",
        f'<g transform="translate(0,{head})">\n',
        "\n".join(body), "\n</g>\n</g>\n</svg>\n",
    ])


def _flow(grids: Sequence[_Grid], m: _Metrics, colouring: str, y0: int,
          max_w: int = 4000) -> tuple[list[str], int, int]:
    """Grids left to right, wrapping at ``max_w`` pixels."""
    out: list[str] = []
    x = y = row_h = width = 0
    for g in grids:
        w, h = _grid_size(g, m)
        if x and x + w > max_w:
            x, y, row_h = 0, y + row_h + _GAP, 0
        out += _draw_grid(g, x, y0 + y, m, colouring)
        x += w + _GAP
        row_h = max(row_h, h)
        width = max(width, x - _GAP)
    return out, width, y + row_h


def _figure(caption: Caption, grids: Sequence[_Grid], colouring: str, keys: Sequence[int]) -> str:
    straddle = any(c.split is not None for g in grids for row in g.cells for c in row)
    marks = any(c.mark or c.lines and any(s.startswith(("-", "|")) for s in c.lines)
                for g in grids for row in g.cells for c in row)
    legend, lw, lh = _legend(colouring, keys, straddle, marks, 0)
    m = _metrics(grids)
    body, w, h = _flow(grids, m, colouring, lh + _GAP // 2)
    return _document(caption, legend + body, max(w, lw), lh + _GAP // 2 + h)


def _transpose(g: _Grid, corner: str) -> _Grid:
    cells = [[g.cells[r][c] for r in range(len(g.rows))] for c in range(len(g.cols))]
    return _Grid(g.label, corner, g.cols, g.rows, cells)


def _key(colouring: str, loc: Location | None, block: int) -> int | None:
    if loc is None:
        return None
    return loc.lane if colouring == "lane" else loc.register if colouring == "register" else block


def _keys(colouring: str, grids: Sequence[_Grid]) -> list[int]:
    found = {k for g in grids for row in g.cells for c in row for k in (c.key, c.key2) if k is not None}
    return sorted(found)


def _rl_grids(res: RegisterLayout, label: Label, colouring: str, marks: Mapping[tuple[int, int, int], Element],
              *, split_notation: bool = False, block_labels: bool = True) -> dict[int, _Grid]:
    rows_n, cols_n = AXES[res.matrix]
    all_blocks = sorted(b for t in res.tables for b in t.blocks)
    grids: dict[int, _Grid] = {}
    for table in res.tables:
        for b in table.blocks:
            cells: list[list[_Cell]] = []
            for r in range(res.rows):
                row: list[_Cell] = []
                for c in range(res.cols):
                    locs = table.cells[r][c]
                    shown = [text.location(loc) for loc in locs]
                    lines = shown
                    if split_notation:
                        lines = [part for s in shown for part in _split_notation(s)]
                    first = locs[0] if locs else None
                    split = straddle_split(first) if first is not None else None
                    key2 = first.register + 1 if split is not None and colouring == "register" and first else None
                    row.append(_Cell(tuple(lines), label(Element(res.matrix, r, c, b)), ";".join(shown),
                                     _key(colouring, first, b), _mark(marks.get((b, r, c))), split, key2))
                cells.append(row)
            name = ""
            if block_labels and len(all_blocks) > 1:
                name = f"Block {b}"
                if len(table.blocks) > 1:
                    name += f" (same registers as blocks {', '.join(str(x) for x in table.blocks)})"
            grids[b] = _Grid(name, f"{res.matrix}[{rows_n}][{cols_n}]", [str(r) for r in range(res.rows)],
                             [str(c) for c in range(res.cols)], cells)
    return grids


def _split_notation(s: str) -> list[str]:
    """``v1{17}.[15:0]`` as two lines, ``v1{17}`` and ``.[15:0]`` (narrower cells)."""
    at = s.find(".[")
    return [s] if at < 0 else [s[:at], s[at:]]


def register_layout(res: RegisterLayout, *, label: Label, caption: Caption, colouring: str = "lane",
                    transpose: bool = False, marks: Mapping[tuple[int, int, int], Element] | None = None) -> str:
    """The SVG of a register layout (``-R``): one grid per block, every cell's locations.

    ``label`` prints an element (:func:`amdmatrix.render.text.element` of the instruction);
    ``marks`` maps ``(block, row, col)`` to the element as the modifiers mark it (negated,
    absolute), shown as a badge.
    """
    _check(colouring)
    grids = list(_rl_grids(res, label, colouring, marks or {}).values())
    if transpose:
        rows_n, cols_n = AXES[res.matrix]
        grids = [_transpose(g, f"{res.matrix}[{cols_n}][{rows_n}]") for g in grids]
    return _figure(caption, grids, colouring, _keys(colouring, grids))


def matrix_layout(res: MatrixLayout, *, label: Label, caption: Caption, colouring: str = "lane",
                  transpose: bool = False) -> str:
    """The SVG of a matrix layout (``-M``): lanes by register slots, every cell's elements."""
    _check(colouring)
    cells: list[list[_Cell]] = []
    for lane in range(res.wave):
        row = []
        for n, slot in enumerate(res.slots):
            els = res.cells[lane][n]
            loc = Location(slot.register, lane, slot.bits)
            shown = [label(e) for e in els]
            per_line = max(1, -(-len(shown) // 4))
            lines = [" ".join(shown[i:i + per_line]) for i in range(0, len(shown), per_line)]
            split = straddle_split(loc)
            if colouring == "block":
                key = els[0].block if els else None
            else:
                key = _key(colouring, loc, 0) if els else None
            key2 = slot.register + 1 if split is not None and colouring == "register" and els else None
            row.append(_Cell(tuple(lines), ";".join(label(_unmarked(e)) for e in els), text.location(loc), key,
                             "", split, key2, "M"))
        cells.append(row)
    breaks: list[tuple[int, float]] = []
    for n, slot in enumerate(res.slots):
        split = straddle_split(Location(slot.register, 0, slot.bits))
        if split is not None:
            breaks.append((n, split))
        elif n + 1 < len(res.slots) and res.slots[n + 1].register != slot.register and \
                straddle_split(Location(res.slots[n + 1].register, 0, res.slots[n + 1].bits)) is None:
            breaks.append((n + 1, 0.0))
    grid = _Grid("", "lane", [str(lane) for lane in range(res.wave)], [text.slot_header(s) for s in res.slots],
                 cells, breaks)
    if transpose:
        grid = _transpose(grid, "register")
    return _figure(caption, [grid], colouring, _keys(colouring, [grid]))


_DRAW_LABELS = {"A": "A", "B": "B", "C": "C", "D": "D", "K": "K (compression indices)", "SA": "A scales",
                "SB": "B scales"}


def instruction(layouts: Mapping[str, RegisterLayout], *, label: Label, caption: Caption, colouring: str = "lane",
                marks: Mapping[str, Mapping[tuple[int, int, int], Element]] | None = None) -> str:
    """The whole instruction as the multiplication: A left, B on top, D where they meet, C right
    of D, K (compression indices) under A, the A scales left of A and the B scales above B.
    One such figure per block. Every grid has the same cell size, so A's rows line up with D's
    and B's columns with D's.
    """
    _check(colouring)
    marks = marks or {}
    per: dict[str, dict[int, _Grid]] = {}
    for name, res in layouts.items():
        per[name] = _rl_grids(res, label, colouring, marks.get(name, {}), split_notation=True, block_labels=False)
        for g in per[name].values():
            g.label = _DRAW_LABELS[name]
    all_grids = [g for grids in per.values() for g in grids.values()]
    m = _metrics(all_grids)
    band = _k_band(per)
    if band:
        return _instruction_banded(per, band, m, caption, colouring, all_grids)
    size = {name: _grid_size(next(iter(grids.values())), m) for name, grids in per.items()}
    w = {name: size.get(name, (0, 0))[0] for name in _DRAW_LABELS}
    h = {name: size.get(name, (0, 0))[1] for name in _DRAW_LABELS}
    x_a = w["SA"] + _GAP if w["SA"] else 0
    x_d = x_a + w["A"] + _GAP
    # A scale-load instruction (gfx1250 v_wmma_ld_scale*) has only SA and SB.
    blocks = sorted(per["D"] if "D" in per else next(iter(per.values())))
    body: list[str] = []
    y = 0
    for b in blocks:
        if len(blocks) > 1:
            body.append(f'<text class="title" x="0" y="{y + 16}">Block {b}</text>')
            y += 30
        y_b = y + (h["SB"] + _GAP if h["SB"] else 0)
        y_row = y_b + h["B"] + _GAP
        places = {"SB": (x_d, y), "B": (x_d, y_b), "SA": (0, y_row), "A": (x_a, y_row), "D": (x_d, y_row),
                  "C": (x_d + w["D"] + _GAP, y_row), "K": (x_a, y_row + h["A"] + _GAP)}
        for name, grids in per.items():
            body += _draw_grid(grids.get(b, grids[min(grids)]), *places[name], m, colouring)
        y = y_row + max(h["A"] + (h["K"] + _GAP if h["K"] else 0), h["D"], h["C"], h["SA"]) + 2 * _GAP
    width = max(x_d + max(w["D"], w["B"], w["SB"]) + (w["C"] + _GAP if w["C"] else 0), x_a + w["K"])
    straddle = any(c.split is not None for g in all_grids for row in g.cells for c in row)
    has_marks = any(c.mark for g in all_grids for row in g.cells for c in row)
    legend, lw, lh = _legend(colouring, _keys(colouring, all_grids), straddle, has_marks, 0)
    shifted = [f'<g transform="translate(0,{lh + _GAP // 2})">', *body, "</g>"]
    return _document(caption, legend + shifted, max(width, lw), lh + _GAP // 2 + y)


#: A K of more than twice the larger of M and N (and more than this) is drawn in bands of this many k.
_K_BAND = 32


def _k_band(per: Mapping[str, Mapping[int, _Grid]]) -> int:
    """The K band of :func:`_instruction_banded`, or 0 to draw the multiplication as it is.

    With K much larger than M and N (16x16x128), A is a wide strip and B a tall one, and the
    multiplication's arrangement leaves three quarters of the figure blank.
    """
    if "A" not in per or "B" not in per:
        return 0
    a, b = next(iter(per["A"].values())), next(iter(per["B"].values()))
    k, mn = len(a.cols), max(len(a.rows), len(b.cols))
    return max(_K_BAND, mn) if k > _K_BAND and k > 2 * mn else 0


def _slice(g: _Grid, rows: range | None, cols: range | None, label: str) -> _Grid:
    """Part of a grid (its row or column labels keep their numbers)."""
    rr = rows if rows is not None else range(len(g.rows))
    cc = cols if cols is not None else range(len(g.cols))
    return _Grid(label, g.corner, [g.rows[r] for r in rr], [g.cols[c] for c in cc],
                 [[g.cells[r][c] for c in cc] for r in rr])


def _instruction_banded(per: Mapping[str, Mapping[int, _Grid]], band: int, m: _Metrics, caption: Caption,
                        colouring: str, all_grids: list[_Grid]) -> str:
    """A large-K instruction in bands of ``band`` k: on the left the A scales, then A cut into
    column bands (k 0-31, k 32-63, ...) stacked, then K; on the right the B scales, then B cut
    into row bands placed side by side as far as the left column is wide, then D and C. Every
    cell keeps its size, so the figure is about as wide as high and nothing is shrunk."""
    body: list[str] = []
    y0 = 0
    blocks = sorted(per["D"] if "D" in per else per["A"])
    width = 0
    for b in blocks:
        grid = {name: grids.get(b, grids[min(grids)]) for name, grids in per.items() if grids}.get
        a, bm = grid("A"), grid("B")
        assert a is not None and bm is not None
        k = len(a.cols)
        cuts = [range(s, min(s + band, k)) for s in range(0, k, band)]
        title = f"Block {b}: " if len(blocks) > 1 else ""
        left = [g for g in (grid("SA"),) if g is not None]
        left += [_slice(a, None, c, f"{title}A, k {c[0]}-{c[-1]}") for c in cuts]
        kg = grid("K")
        if kg is not None:
            kcuts = [range(s, min(s + band, len(kg.cols))) for s in range(0, len(kg.cols), band)]
            left += [_slice(kg, None, c, f"K (compression indices), columns {c[0]}-{c[-1]}") for c in kcuts]
        b_bands = [_slice(bm, c, None, f"B, k {c[0]}-{c[-1]}") for c in cuts]
        # The left column, then the right one: SB, B's bands in rows as wide as the left column, D and C.
        y = y0
        left_w = 0
        for g in left:
            gw, gh = _grid_size(g, m)
            body += _draw_grid(g, 0, y, m, colouring)
            y += gh + _GAP
            left_w = max(left_w, gw)
        left_h = y - y0
        x_r = left_w + 2 * _GAP
        y = y0
        sb = grid("SB")
        if sb is not None:
            body += _draw_grid(sb, x_r, y, m, colouring)
            y += _grid_size(sb, m)[1] + _GAP
        bw, bh = _grid_size(b_bands[0], m)
        dc = [_grid_size(g, m) for g in (grid("D"), grid("C")) if g is not None]
        dc_w, dc_h = sum(w + _GAP for w, _ in dc), max((h for _, h in dc), default=0)
        # B's bands per row: the count that makes the larger side of the figure the smallest.
        per_row = min((max(x_r + max(n * (bw + _GAP), dc_w),
                           max(left_h, y - y0 + -(-len(b_bands) // n) * (bh + _GAP) + dc_h)), n)
                      for n in range(1, len(b_bands) + 1))[1]
        right_w = 0
        for n, g in enumerate(b_bands):
            x = x_r + (n % per_row) * (bw + _GAP)
            body += _draw_grid(g, x, y + (n // per_row) * (bh + _GAP), m, colouring)
            right_w = max(right_w, x + bw - x_r)
        y += -(-len(b_bands) // per_row) * (bh + _GAP)
        x = x_r
        row_h = 0
        for name in ("D", "C"):
            out = grid(name)
            if out is None:
                continue
            gw, gh = _grid_size(out, m)
            body += _draw_grid(out, x, y, m, colouring)
            x += gw + _GAP
            row_h = max(row_h, gh)
            right_w = max(right_w, x - _GAP - x_r)
        y0 += max(left_h, y + row_h - y0) + 2 * _GAP
        width = max(width, x_r + right_w)
    straddle = any(c.split is not None for g in all_grids for row in g.cells for c in row)
    has_marks = any(c.mark for g in all_grids for row in g.cells for c in row)
    legend, lw, lh = _legend(colouring, _keys(colouring, all_grids), straddle, has_marks, 0)
    shifted = [f'<g transform="translate(0,{lh + _GAP // 2})">', *body, "</g>"]
    return _document(caption, legend + shifted, max(width, lw), lh + _GAP // 2 + y0)


def _check(colouring: str) -> None:
    if colouring not in COLORINGS:
        raise ValueError(f"unknown colouring {colouring!r}; legal values: {', '.join(COLORINGS)}")
