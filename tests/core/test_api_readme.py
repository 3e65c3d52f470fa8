"""The calculator README's examples, reproduced through the Python API (not the CLI).

Each golden output transcribed from the README is parsed back into locations and
elements, and compared with `locate` / `elements_at` / `sources_of`.
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

import amdmatrix

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
CASES = sorted((GOLDEN / "calculator-page").glob("*.cmd")) + sorted((GOLDEN / "readme2025").glob("*.cmd"))

LOC = re.compile(r"v(?:(\d+)|\[(\d+):(\d+)\])\{(\d+)\}(?:\.\[(\d+):(\d+)\])?")
ELEM = re.compile(r"(-)?(\|)?([ABCDK])\[(\d+)\]\[(\d+)\]\|?(?:\.B(\d+))?")
MODS = {"--cbsz": "cbsz", "--abid": "abid", "--blgp": "blgp", "--opsel": "opsel", "--neg": "neg",
        "--neg_hi": "neg_hi"}


def parse_loc(text: str) -> amdmatrix.Location:
    m = LOC.fullmatch(text.strip())
    assert m, text
    single, hi_reg, lo_reg, lane, hi, lo = m.groups()
    if single is not None:
        return amdmatrix.Location(int(single), int(lane), (int(hi), int(lo)) if hi else None)
    assert int(hi_reg) == int(lo_reg) + 1
    return amdmatrix.Location(int(lo_reg), int(lane), (int(hi), int(lo)) if hi else (63, 0))


def parse_el(text: str) -> tuple[bool, bool, str, int, int, int]:
    m = ELEM.fullmatch(text.strip())
    assert m, text
    neg, ab, mat, row, col, block = m.groups()
    return bool(neg), bool(ab), mat, int(row), int(col), int(block or 0)


def _args(cmd: Path) -> dict[str, str | bool]:
    toks = shlex.split(cmd.read_text())
    out: dict[str, str | bool] = {}
    i = 0
    while i < len(toks):
        t = toks[i]
        if i + 1 < len(toks) and not toks[i + 1].startswith("--"):
            out[t] = toks[i + 1]
            i += 2
        else:
            out[t] = True
            i += 1
    return out


def _matrix(a: dict[str, str | bool]) -> str:
    for flag, m in (("--A-matrix", "A"), ("--B-matrix", "B"), ("--C-matrix", "C"), ("--D-matrix", "D"),
                    ("--compression", "K")):
        if flag in a:
            return m
    raise AssertionError("no matrix")


def _tables(lines: list[str]) -> list[tuple[list[int], list[str], list[list[str]]]]:
    """(blocks, header cells, rows of cells) of every grid table in an output."""
    out: list[tuple[list[int], list[str], list[list[str]]]] = []
    blocks = [0]
    for line in lines:
        if line.startswith("Block"):
            blocks = [int(x) for x in re.findall(r"\d+", line)]
        elif line.startswith("|"):
            cells = [c.strip() for c in line.strip("|").split("|")]
            if not out or out[-1][0] is not blocks or out[-1][1] == []:
                out.append((blocks, cells, []))
            else:
                out[-1][2].append(cells)
    return out


# The README's layout queries; its -L and -d examples are facts, checked by test_facts and the
# golden command-line tests.
LAYOUT_CASES = [c for c in CASES if not {"--list-instructions", "--detail-instruction"} & set(_args(c))]


def test_the_layout_examples_are_most_of_the_readme() -> None:
    assert len(CASES) - len(LAYOUT_CASES) == 4 and len(LAYOUT_CASES) > 20


@pytest.mark.parametrize("cmd", LAYOUT_CASES, ids=[f"{c.parent.name}/{c.stem}" for c in LAYOUT_CASES])
def test_readme_example_through_api(cmd: Path) -> None:
    a = _args(cmd)
    lines = cmd.with_suffix(".out").read_text().splitlines()
    inst = amdmatrix.instruction(str(a["--architecture"]), str(a["--instruction"]))
    mods = {v: int(str(a[k])) for k, v in MODS.items() if k in a}
    matrix = _matrix(a)
    body = lines[2:]
    checked = 0
    if "--get-register" in a:
        coords = {"i": int(str(a.get("--I-coordinate", 0))), "j": int(str(a.get("--J-coordinate", 0))),
                  "k": int(str(a.get("--K-coordinate", 0))), "block": int(str(a.get("--block", 0)))}
        lhs, rhs = body[0].split(" = ", 1)
        if "--output-calculation" in a:
            d_loc, calc = rhs.split(" = ", 1)
            assert inst.locate("D", **coords, **mods) == [parse_loc(d_loc.replace("Vdst_", ""))]
            terms = calc.split(" + ")
            c = inst.sources_of(coords["i"], coords["j"], coords["block"], **mods)
            for (aop, bop), term in zip(c.products, terms[:-1], strict=True):
                ta, tb = term.split("*")
                assert aop.locations[0] == parse_loc(ta.replace("Src0_", ""))
                assert bop.locations[0] == parse_loc(tb.replace("Src1_", ""))
            assert c.c is not None and c.c.locations[0] == parse_loc(terms[-1].replace("Src2_", ""))
        else:
            assert inst.locate(matrix, **coords, **mods) == [parse_loc(rhs)]
        checked += 1
    elif "--matrix-entry" in a:
        reg, lane = int(str(a.get("--register", 0))), int(str(a.get("--lane", 0)))
        els = inst.elements_at(matrix, register=reg, lane=lane, **mods)
        for el, line in zip(els, body, strict=True):
            parts = line.split(" = ")
            assert el.location == parse_loc(parts[0])
            assert parse_el(parts[1])[2:] == (matrix, el.row, el.col, el.block)
            if len(parts) > 2:
                c = inst.sources_of(el.row, el.col, el.block, **mods)
                terms = parts[2].split(" + ")
                for (aop, bop), term in zip(c.products, terms[:-1], strict=True):
                    ta, tb = term.split("*")
                    assert parse_el(ta)[2:] == ("A", aop.element.row, aop.element.col, aop.element.block)
                    assert parse_el(tb)[2:] == ("B", bop.element.row, bop.element.col, bop.element.block)
                assert c.c is not None and parse_el(terms[-1])[2:] == ("C", c.c.element.row, c.c.element.col,
                                                                         c.c.element.block)
            checked += 1
    elif "--register-layout" in a:
        for blocks, _head, rows in _tables(body):
            for row_cells in rows:
                r = int(row_cells[0])
                for col, cell in enumerate(row_cells[1:]):
                    kw = {"A": {"i": r, "k": col}, "K": {"i": r, "k": col}, "B": {"k": r, "j": col}}.get(
                        matrix, {"i": r, "j": col})
                    for b in blocks:
                        assert inst.locate(matrix, block=b, **kw, **mods) == [parse_loc(cell)]
                        checked += 1
    elif "--matrix-layout" in a:
        for _blocks, head, rows in _tables(body):
            slots = head[1:]
            for row_cells in rows:
                lane = int(row_cells[0])
                for slot, cell in zip(slots, row_cells[1:], strict=True):
                    m = re.fullmatch(r"v(?:(\d+)|\[(\d+):(\d+)\])(?:\.\[(\d+):(\d+)\])?", slot)
                    assert m
                    reg = int(m.group(1) if m.group(1) else m.group(3))
                    bits = (int(m.group(4)), int(m.group(5))) if m.group(4) else (None if m.group(1) else (63, 0))
                    found = [e for e in inst.elements_at(matrix, register=reg, lane=lane, **mods) if e.bits == bits]
                    neg, ab, mat, row, col, block = parse_el(cell)
                    assert [(e.negated, e.absolute, e.matrix, e.row, e.col, e.block) for e in found] == [
                        (neg, ab, mat, row, col, block)]
                    checked += 1
    assert checked > 0
