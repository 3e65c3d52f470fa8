"""Read pictures back: the cells of an SVG, and the tables the CLI prints (-R/-M with --csv).

The picture tests compare what a picture's cells say with what the command line prints for
the same query. Nothing here calls amdmatrix's renderers.
"""

from __future__ import annotations

import csv
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass

NS = "{http://www.w3.org/2000/svg}"

#: ``A[1][2].B4``, ``-|C[0][3]|``: (sign, matrix, row, col, block or None).
ELEMENT = re.compile(r"^(-?)\|?([A-Z]+)\[(\d+)\]\[(\d+)\]\|?(?:\.B(\d+))?$")


@dataclass
class SvgCell:
    element: str
    location: str
    lines: list[str]
    mark: str
    fill: str
    straddle: bool  # has the split bar
    grid: str  # label of the grid the cell is in
    view: str  # data-view: "R" (an element's locations) or "M" (a register lane's elements)
    x: float
    y: float


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg.encode("utf-8"))


def cells(svg: str) -> list[SvgCell]:
    """Every ``<g class="cell">`` of the picture, with its grid's label."""
    root = parse(svg)
    out: list[SvgCell] = []
    for grid in root.iter(f"{NS}g"):
        if grid.get("class") != "grid":
            continue
        label = next((t.text or "" for t in grid.findall(f"{NS}text") if t.get("class") == "label"), "")
        for g in grid.findall(f"{NS}g"):
            if g.get("class") != "cell":
                continue
            rect = g.find(f"{NS}rect")
            assert rect is not None
            lines: list[str] = []
            mark = ""
            for t in g.findall(f"{NS}text"):
                if t.get("class") == "mark":
                    mark = t.text or ""
                    continue
                spans = t.findall(f"{NS}tspan")
                lines = [s.text or "" for s in spans] if spans else [t.text or ""]
            straddle = any(r.get("class") in ("low", "high") for r in g.findall(f"{NS}rect"))
            out.append(SvgCell(g.get("data-element", "<missing>"), g.get("data-location", "<missing>"), lines, mark,
                               rect.get("fill", ""), straddle, label, g.get("data-view", ""),
                               float(rect.get("x", "0")),
                               float(rect.get("y", "0"))))
    return out


def element_key(text: str) -> tuple[str, int, int, int]:
    """(matrix, row, col, block) of an element's notation (block 0 when not printed)."""
    m = ELEMENT.match(text)
    assert m, text
    return m.group(2), int(m.group(3)), int(m.group(4)), int(m.group(5) or 0)


def register_tables(out: str) -> dict[int, dict[tuple[int, int], list[str]]]:
    """``-R --csv`` output: for each block, (row, col) -> the locations printed (a CSV cell
    joins several with spaces)."""
    lines = out.splitlines()
    assert lines[0].startswith("Architecture:") and lines[1].startswith("Instruction:")
    chunks: list[tuple[list[int], list[str]]] = [([0], [])]
    for line in lines[2:]:
        if line.startswith(("PROVISIONAL: ", "Unsettled: ")):  # the note after the header
            continue
        if line.startswith("Block"):
            blocks = [int(b) for b in re.findall(r"\d+", line)]
            if chunks[-1][1]:
                chunks.append((blocks, []))
            else:
                chunks[-1] = (blocks, [])
        else:
            chunks[-1][1].append(line)
    tables: dict[int, dict[tuple[int, int], list[str]]] = {}
    for blocks, body in chunks:
        rows = list(csv.reader(body))
        cols = [int(c) for c in rows[0][1:]]
        table = {(int(row[0]), cols[n]): row[n + 1].split()
                 for row in rows[1:] for n in range(len(cols))}
        for b in blocks:
            tables[b] = table
    return tables


def matrix_table(out: str) -> tuple[list[str], dict[tuple[int, int], str]]:
    """``-M --csv`` output: the slot headers and (lane, slot index) -> the cell's text."""
    lines = out.splitlines()
    rows = list(csv.reader(lines[2:]))
    assert rows[0][0] == "lane"
    return rows[0][1:], {(int(row[0]), n): row[n + 1] for row in rows[1:] for n in range(len(rows[0]) - 1)}


def slot_location(header: str, lane: int) -> str:
    """A -M column header (``v0.[15:0]``, ``v[1:0]``) with the lane put in: ``v0{5}.[15:0]``."""
    base, dot, bits = header.partition(".[")
    return f"{base}{{{lane}}}{dot}{bits}"
