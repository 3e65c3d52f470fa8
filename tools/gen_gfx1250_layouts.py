"""Write tests/data/gfx1250/layouts.json: gfx1250's operand layouts, pinned for review.

gfx1250's layouts are provisional (docs/gfx1250.md), which is why a change to one must be
deliberate: tests/core/test_gfx1250_layouts.py compares every layout with this table.

Each entry is a layout in *bit-basis* form: for each coordinate bit (row bits, then column
bits, lowest first) the lane bits and the bit offset (in the lane's register group: register
* 32 + bit) that it moves the element by, plus ``copies`` (the lane offsets that hold the
same element again) and ``width`` (bits of a value). An element's lane is the XOR of the lane
bases of its set coordinate bits, its offset the sum of their offsets (element (0, 0) is at
lane 0, offset 0).

Sources, per entry (``source``):

* ``triton``: Triton 3.9's own linear layout of gfx1250 WMMA (``AMDWMMALayout(version=3)``
  in ``triton.experimental.gluon``, converted with ``to_linear_layout``; C/D: the WMMA layout,
  A/B: its ``DotOperandLayout`` with the ``k_width`` the entry names). The table is written
  from Triton's bases; the script stops if amdmatrix disagrees, so that a disagreement is
  reviewed rather than written down.
* ``amdmatrix``: layouts Triton does not have (16-bit C/D packed two per VGPR, SWMMAC,
  block scales, F8F6F4 FP6 in 16x16x128): amdmatrix's reviewed declaration (docs/gfx1250.md
  names its sources), written out as it is today.

Run: ``python3 tools/gen_gfx1250_layouts.py`` (needs triton 3.9; CPU only). ``--check``
compares the file with what would be written and exits 1 on a difference.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

import amdmatrix  # noqa: E402

OUT = ROOT / "tests" / "data" / "gfx1250" / "layouts.json"
FORMATS = ("fp8", "bf8", "fp6", "bf6", "fp4")
FORMAT_BITS = {"fp8": 8, "bf8": 8, "fp6": 6, "bf6": 6, "fp4": 4}


def _offset(loc: Any) -> tuple[int, int]:
    lo = loc.bits[1] if loc.bits is not None else 0
    width = (loc.bits[0] - loc.bits[1] + 1) if loc.bits is not None else 32
    return loc.register * 32 + lo, width


def amdmatrix_bases(inst: Any, matrix: str, mods: dict[str, Any]) -> dict[str, Any]:
    """The layout of ``matrix`` in bit-basis form, from amdmatrix's placements."""
    els = inst.placements(matrix, wave=32, **mods)
    where: dict[tuple[int, int, int], list[tuple[int, int]]] = {}
    width = 0
    for e in els:
        off, width = _offset(e.location)
        where.setdefault((e.block, e.row, e.col), []).append((e.location.lane, off))
    rows = 1 + max(r for _, r, _ in where)
    cols = 1 + max(c for _, _, c in where)
    assert max(b for b, _, _ in where) == 0, "gfx1250 has one block"
    origin = sorted(where[(0, 0, 0)])
    lane0, off0 = origin[0]
    assert (lane0, off0) == (0, 0), origin

    def basis(r: int, c: int) -> list[int]:
        lane, off = sorted(where[(0, r, c)])[0]
        return [lane, off]

    return {"rows": rows, "cols": cols, "width": width,
            "row_bases": [basis(1 << b, 0) for b in range(rows.bit_length() - 1)],
            "col_bases": [basis(0, 1 << b) for b in range(cols.bit_length() - 1)],
            "copies": sorted(lane for lane, _ in origin)}


def triton_bases(inst: Any, matrix: str, width: int, k_width: int) -> dict[str, Any]:
    """Triton 3.9's gfx1250 WMMA layout of ``matrix`` in the same bit-basis form."""
    from triton._C.libtriton import gluon_ir, ir
    from triton.experimental.gluon import language as gl
    from triton.experimental.gluon.language import amd
    from triton.experimental.gluon.language._semantic import GluonSemantic

    ctx = ir.context()
    ir.load_dialects(ctx)
    sem = GluonSemantic(gluon_ir.GluonOpBuilder(ctx))
    parent = amd.AMDWMMALayout(version=3, transposed=False, warp_bases=[], instr_shape=[inst.m, inst.n, inst.k])
    if matrix in ("C", "D"):
        layout, shape = parent, [inst.m, inst.n]
    else:
        op = 0 if matrix == "A" else 1
        layout = gl.DotOperandLayout(operand_index=op, parent=parent, k_width=k_width)
        shape = [inst.m, inst.k] if matrix == "A" else [inst.k, inst.n]
    ll = sem.to_linear_layout(layout, shape).value
    rows, cols = shape
    row_bases: list[list[int] | None] = [None] * (rows.bit_length() - 1)
    col_bases: list[list[int] | None] = [None] * (cols.bit_length() - 1)
    copies = [0]
    for kind, bases in (("reg", ll.reg_bases), ("lane", ll.lane_bases)):
        for n, (r, c) in enumerate(bases):
            move = [0, n_width(n, width)] if kind == "reg" else [1 << n, 0]
            if (r, c) == (0, 0):
                assert kind == "lane"
                copies = sorted(copies + [x ^ (1 << n) for x in copies])
                continue
            assert (r == 0) != (c == 0) and (r | c) & ((r | c) - 1) == 0, (r, c)
            (row_bases if r else col_bases)[(r | c).bit_length() - 1] = move
    assert None not in row_bases and None not in col_bases
    return {"rows": rows, "cols": cols, "width": width, "row_bases": row_bases, "col_bases": col_bases,
            "copies": copies}


def n_width(n: int, width: int) -> int:
    """The bit offset of register (item) bit ``n``: items are ``width`` bits apart."""
    return (1 << n) * width


def k_width(inst: Any, matrix: str, width: int) -> int:
    """The Triton k_width (values of a lane's run of K) amdmatrix's A/B layout corresponds to:
    8 bytes' worth for 32-bit values (2), 16 bytes' for narrower ones (8 halves, 16 bytes, 32 nibbles)."""
    return 2 if width == 32 else 128 // width


def entries() -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for inst in amdmatrix.instructions("gfx1250"):
        for matrix in inst.matrices:
            settings: list[dict[str, Any]] = [{}]
            if inst.cbsz_meaning == "format" and matrix in ("A", "B"):
                key = "a_format" if matrix == "A" else "b_format"
                settings = [{key: f} for f in FORMATS]
            for mods in settings:
                ours = amdmatrix_bases(inst, matrix, mods)
                entry: dict[str, Any] = {"instruction": inst.mnemonic.lower(), "matrix": matrix, "wave": 32,
                                         "modifiers": mods}
                source = "amdmatrix"
                dense_packed = matrix in ("A", "B") and not inst.sparse and ours["width"] in (32, 16, 8, 4)
                full_cd = matrix in ("C", "D") and ours["width"] == 32
                if dense_packed or full_cd:
                    kw = k_width(inst, matrix, ours["width"]) if matrix in ("A", "B") else 0
                    theirs = triton_bases(inst, matrix, ours["width"], kw)
                    if theirs != ours:
                        raise SystemExit(f"{inst.mnemonic} {matrix} {mods}: Triton's layout (k_width {kw}) differs "
                                         f"from amdmatrix's:\n  triton    {theirs}\n  amdmatrix {ours}\n"
                                         "review the difference (docs/gfx1250.md) before pinning either")
                    source = "triton" + (f" k_width={kw}" if kw else "")
                entry.update(ours)
                entry["source"] = source
                out.append(entry)
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="compare with the vendored table; exit 1 if it differs")
    args = ap.parse_args()
    doc = {"about": "gfx1250 operand layouts in bit-basis form, written by tools/gen_gfx1250_layouts.py (see its "
                    "docstring): 'triton' entries are Triton 3.9's AMDWMMALayout(version=3) linear layouts, "
                    "'amdmatrix' entries the reviewed provisional declarations (docs/gfx1250.md)",
           "layouts": entries()}
    text = json.dumps(doc, indent=None, separators=(",", ":")).replace('},{"instruction"', '},\n{"instruction"') + "\n"
    if args.check:
        same = OUT.read_text() == text
        print("the table is up to date" if same else f"{OUT} differs from what the generator writes")
        return 0 if same else 1
    OUT.write_text(text)
    print(f"wrote {len(doc['layouts'])} layouts to {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
