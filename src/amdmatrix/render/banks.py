"""An SVG of LDS bank use: one row per (instruction, phase), one column per bank.

The renderer knows nothing about instructions or LDS models: it draws rows of cells, each cell
the lanes that meet on one bank and how many distinct dwords the bank must deliver (the cycles
it takes); cells of more than one dword are drawn as conflicts.
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["BankRow", "bank_figure"]

#: (row label, per bank: (lanes, distinct dwords))
BankRow = tuple[str, Sequence[tuple[Sequence[int], int]]]

_CELL_W, _CELL_H, _LABEL_W, _HEAD = 34, 30, 240, 44


def _esc(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def _lanes(lanes: Sequence[int]) -> str:
    if len(lanes) <= 2:
        return ",".join(str(n) for n in lanes)
    return f"{lanes[0]}..{lanes[-1]}"


#: The legend: (fill, what a cell of that colour means).
LEGEND = (("#cfe8cf", "one dword: no conflict"),
          ("#f4a6a6", "Nx: N distinct dwords on one bank, N cycles (a conflict)"),
          ("#ffffff", "bank not used in this phase"))


def bank_figure(title: str, notes: Sequence[str], rows: Sequence[BankRow], banks: int) -> str:
    """The figure: ``title`` and ``notes`` (caveats) above, bank numbers on top, a row per phase, and
    the legend below (the colours, and that a cell names the lanes that meet on the bank)."""
    width = max(_LABEL_W + banks * _CELL_W + 10, 760)
    top = _HEAD + 16 * len(notes)
    body = top + 20 + len(rows) * _CELL_H
    height = body + 30 + 16 * len(LEGEND)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
           f'viewBox="0 0 {width} {height}" font-family="monospace" font-size="10">',
           f'<text x="6" y="18" font-size="14">{_esc(title)}</text>']
    for n, note in enumerate(notes):
        out.append(f'<text x="6" y="{36 + 16 * n}" fill="#a00">{_esc(note)}</text>')
    for b in range(banks):
        out.append(f'<text x="{_LABEL_W + b * _CELL_W + _CELL_W // 2}" y="{top + 12}" text-anchor="middle">{b}</text>')
    for r, (label, cells) in enumerate(rows):
        y = top + 20 + r * _CELL_H
        out.append(f'<text x="6" y="{y + 19}">{_esc(label)}</text>')
        for b, (lanes, dwords) in enumerate(cells):
            x = _LABEL_W + b * _CELL_W
            fill = "#ffffff" if not lanes else ("#f4a6a6" if dwords > 1 else "#cfe8cf")
            out.append(f'<rect x="{x}" y="{y}" width="{_CELL_W}" height="{_CELL_H}" fill="{fill}" stroke="#999">'
                       f'<title>bank {b}: lanes {_esc(", ".join(map(str, lanes)))}; {dwords} dword(s)</title></rect>')
            if lanes:
                out.append(f'<text x="{x + _CELL_W // 2}" y="{y + 13}" text-anchor="middle">{_lanes(lanes)}</text>')
                if dwords > 1:
                    out.append(f'<text x="{x + _CELL_W // 2}" y="{y + 25}" text-anchor="middle" fill="#a00">'
                               f'{dwords}x</text>')
    y = body + 20
    out.append(f'<text x="6" y="{y}">Legend: a cell names the lanes that meet on bank N of the column (a..b: '
               'from a to b); hover for all of them</text>')
    for n, (fill, what) in enumerate(LEGEND):
        yy = y + 6 + 16 * n
        out.append(f'<rect x="6" y="{yy}" width="20" height="12" fill="{fill}" stroke="#999"/>')
        out.append(f'<text x="32" y="{yy + 10}">{_esc(what)}</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"
