"""Evaluate amdmatrix's exports with interpreters amdmatrix did not write, and compare with placements().

* triton: Triton's C++ ``LinearLayout.apply`` on the exported bases (tests/support/triton_oracle.py),
  the text parsed back as the one JSON document it is;
* gluon: the constructor (a named AMD layout, or ``DistributedLinearLayout(...)`` of the bases) evaluated
  by Gluon and turned into bases by Triton's C++, the text evaluated as the one Python document it is;
* cute: tests/support/cute_eval.py, written from CuTe's documented layout algebra;
* hip: the header compiled with g++ (``__host__``/``__device__`` defined away) and run;
* json: parsed back with :mod:`json`.

The expected side is always ``Instruction.placements()``: {(lane, bit offset): {(block, row, col)}}.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import cute_eval
import triton_oracle

import amdmatrix
from amdmatrix.exports import Export, export_layout
from amdmatrix.linear import OperandMap, operand

Slots = dict[tuple[int, int], set[tuple[int, int, int]]]


def cases(every: int = 1) -> Iterator[tuple[amdmatrix.Instruction, str, int, dict[str, object]]]:
    """(instruction, matrix, wave, modifiers): every instruction of every architecture, every matrix,
    both wave sizes, the plain setting and each modifier setting the property tests sweep
    (``every``: only every n-th instruction)."""
    from sweep import relevant

    n = 0
    for arch in amdmatrix.architectures():
        for inst in amdmatrix.instructions(arch.name):
            n += 1
            if (n - 1) % every:
                continue
            for wave in inst.waves:
                for matrix in inst.matrices:
                    for mods in inst.modifier_settings():
                        if not relevant(inst, matrix, mods):
                            continue
                        try:
                            inst.layout(matrix, wave, **mods)
                        except amdmatrix.AmdMatrixError:
                            continue
                        yield inst, matrix, wave, dict(mods)


def exact(om: OperandMap) -> Slots:
    out: Slots = {}
    for e in om.placements():
        loc = e.location
        assert loc is not None
        lo = loc.bits[1] if loc.bits and loc.bits != (63, 0) else 0
        out.setdefault((loc.lane, 32 * loc.register + lo), set()).add((e.block, e.row, e.col))
    return out


def _by_item(om: OperandMap, table: dict[tuple[int, int], tuple[int, int, int]]) -> Slots:
    """{(lane, item): element} as {(lane, bit offset): {element}} (the item's offset is the layout's)."""
    out: Slots = {}
    for (lane, item), el in table.items():
        out.setdefault((lane, om.bit_offset(item)), set()).add(el)
    return out


def _same(om: OperandMap, got: Slots) -> bool:
    """Each slot the export fills holds what placements() says, and every element of placements() is placed."""
    want = exact(om)
    if any(k not in want or not v <= want[k] for k, v in got.items()):
        return False
    return set().union(*got.values()) == set().union(*want.values()) and set(got) == set(want)


def _tensor_to_element(om: OperandMap, coords: tuple[int, ...]) -> tuple[int, int, int]:
    if om.sizes[2] > 1:
        return coords[0], coords[1], coords[2]
    return 0, coords[0], coords[1]


_TRITON: dict[str, object] = {}


def _memo(key: str, make: Callable[[], Any]) -> Any:
    """One evaluation per distinct export (many cases share one layout)."""
    if key not in _TRITON:
        _TRITON[key] = make()
    return _TRITON[key]


def check_triton(om: OperandMap, out: Export) -> bool:
    data = out.data
    assert isinstance(data, dict)
    if json.loads(out.text) != data:  # the text is one JSON document, and it is the bases
        return False
    table = _memo(repr(("eval", data["reg_bases"], data["lane_bases"], data["shape"])), lambda: triton_oracle.evaluate(
        data["reg_bases"], data["lane_bases"], data["shape"]))
    return _same(om, _by_item(om, {k: _tensor_to_element(om, v) for k, v in table.items()}))


def check_gluon(om: OperandMap, out: Export) -> bool:
    data = out.data
    assert isinstance(data, dict)
    lines = [ln for ln in out.text.splitlines() if not ln.startswith("#")]
    if lines != [data["layout"]]:  # the text is comments and one Python expression, the constructor
        return False
    reg, lane = _memo(repr(("build", data["layout"], data["shape"])), lambda: triton_oracle.build(
        data["layout"], data["shape"]))
    table = _memo(repr(("eval", reg, lane, data["shape"])), lambda: triton_oracle.evaluate(reg, lane, data["shape"]))
    ok = _same(om, _by_item(om, {k: _tensor_to_element(om, v) for k, v in table.items()}))
    if "transposed" in data:  # the transposed form holds Dᵀ: tensor [j][i]
        rows, cols = data["shape"]
        reg, lane = _memo(repr(("build", data["transposed"], [cols, rows])), lambda: triton_oracle.build(
            data["transposed"], [cols, rows]))
        table = _memo(repr(("eval", reg, lane, [cols, rows])), lambda: triton_oracle.evaluate(reg, lane, [cols, rows]))
        ok = ok and _same(om, _by_item(om, {k: (0, v[1], v[0]) for k, v in table.items()}))
    return ok


def check_cute(om: OperandMap, out: Export) -> bool:
    rows, cols, _ = om.sizes
    ok = True
    data = out.data
    assert isinstance(data, dict)
    if [ln for ln in out.text.splitlines() if not ln.startswith("//")] != [data["cpp"]]:
        return False  # the text is one C++ type after a comment line
    for text in (data["cpp"], data["cute"]):  # the C++ type and CuTe's printed shape : stride form
        idxs = _memo(repr(("cute", text, om.wave, om.layout.items)), lambda text=text: {
            (lane, item): cute_eval.tv(text, lane, item) for lane in range(om.wave) for item in range(om.layout.items)})
        table = {k: (idx // (rows * cols), idx % rows, idx // rows % cols) for k, idx in idxs.items()}
        if not om.layout.lane_used(om.wave - 1):
            table = {k: v for k, v in table.items() if om.layout.lane_used(k[0])}
        ok = ok and _same(om, _by_item(om, table))
    return ok


def check_json(om: OperandMap, out: Export) -> bool:
    doc = json.loads(out.text)
    if (doc["schema"], doc["query"], doc["format"], doc["architecture"]) != (
            "amdmatrix/2", "export", "json", om.instruction.arch.name):
        return False
    r, c = om.coord_names
    got: Slots = {}
    for p in doc["data"]["placements"]:
        lo = p["bits"][1] if p["bits"] != [63, 0] else 0
        got.setdefault((p["lane"], 32 * p["register"] + lo), set()).add((p["block"], p[r], p[c]))
    return got == exact(om)


def have_gxx() -> bool:
    return shutil.which("g++") is not None


def check_hip(batch: list[tuple[OperandMap, Export]]) -> list[bool]:
    """Compile every header of ``batch`` into one program with g++, run it and compare each.

    Headers whose functions are the same (one layout under several names: modifier settings that
    do not move this matrix, instructions that share a layout) are compiled once, under the first
    case's name, and each case is compared with that program's output."""
    src = ["#include <cstdio>"]
    main = ["int main() {", "  int a, b, c;"]
    unique: dict[str, int] = {}
    index: list[int] = []
    firsts: list[tuple[OperandMap, Export]] = []
    for om, out in batch:
        ns = out.data["namespace"]  # type: ignore[index]
        key = "\n".join(out.text.split("\n")[1:]).replace(str(ns), "NS")
        if key not in unique:
            unique[key] = len(firsts)
            firsts.append((om, out))
        index.append(unique[key])
    for n, (om, out) in enumerate(firsts):
        ns = out.data["namespace"]  # type: ignore[index]
        src.append(f"// case {n}\n" + out.text.replace("#pragma once", ""))
        rows, cols, blocks = om.sizes
        if "element_of(" in out.text:
            main.append(f"  for (int l = 0; l < {om.wave}; ++l) for (int t = 0; t < {om.layout.items}; ++t) "
                        f"{{ {ns}::element_of(l, t, &a, &b, &c); "
                        f"printf(\"E {n} %d %d %d %d %d\\n\", l, t, a, b, c); }}")
        if "location_of(" in out.text:
            main.append(f"  for (int x = 0; x < {blocks}; ++x) for (int i = 0; i < {rows}; ++i) "
                        f"for (int j = 0; j < {cols}; ++j) {{ {ns}::location_of(x, i, j, &a, &b); "
                        f"printf(\"L {n} %d %d %d %d %d %d\\n\", x, i, j, a, b, {ns}::bit_offset(b)); }}")
        if "element_at(" in out.text:
            main.append(f"  for (int l = 0; l < {om.wave}; ++l) for (int r = 0; r < {om.layout.registers}; ++r) "
                        f"for (int s = 0; s < ({ns}::kWidth < 32 ? 32 / {ns}::kWidth : 1); ++s) "
                        f"{{ {ns}::element_at(l, r, s, &a, &b, &c); "
                        f"if (a >= 0) printf(\"R {n} %d %d %d %d %d %d\\n\", l, r, s, a, b, c); }}")
    main.append("  return 0;\n}")
    with tempfile.TemporaryDirectory() as tmp:
        cpp, exe = Path(tmp) / "t.cpp", Path(tmp) / "t"
        cpp.write_text("\n".join(src + main) + "\n")
        subprocess.run(["g++", "-std=c++17", "-O0", "-Wall", "-Werror", "-x", "c++", str(cpp), "-o", str(exe)],
                       check=True, capture_output=True, text=True, timeout=600)
        lines = subprocess.run([str(exe)], check=True, capture_output=True, text=True, timeout=600).stdout.split("\n")
    outputs: list[dict[str, list[tuple[int, ...]]]] = [{"E": [], "L": [], "R": []} for _ in firsts]
    for line in lines:
        if line:
            kind, n, *vals = line.split()
            outputs[int(n)][kind].append(tuple(map(int, vals)))
    got = [outputs[u] for u in index]
    results = []
    for (om, out), g in zip(batch, got, strict=True):
        want = exact(om)
        ok = True
        if "element_of(" in out.text:
            table = {(ln, t): (a, b, c) for ln, t, a, b, c in g["E"]}
            ok = ok and len(table) == om.wave * om.layout.items and _same(om, _by_item(
                om, {k: v for k, v in table.items() if om.layout.lane_used(k[0])}))
        if "location_of(" in out.text:
            for x, i, j, lane, _item, off in g["L"]:
                els = want.get((lane, off), set())
                ok = ok and any(e[0] == x and e[1] == i and (e[2] == j or om.layout.group > 1 and e[2] // 4 == j // 4)
                                for e in els)
            ok = ok and len(g["L"]) == om.sizes[0] * om.sizes[1] * om.sizes[2]
        if "element_at(" in out.text:
            width = om.layout.width
            for lane, reg, slot, x, i, j in g["R"]:
                off = 32 * reg + slot * width if width < 32 else 32 * reg
                ok = ok and (x, i, j) in want.get((lane, off), set())
            ok = ok and len(g["R"]) == len(want)
        results.append(ok)
    return results


CHECKS = {"triton": check_triton, "gluon": check_gluon, "cute": check_cute, "json": check_json}


def run(every: int = 1, formats: tuple[str, ...] = ("triton", "gluon", "cute", "hip", "json"),
        batch: int = 200) -> dict[str, dict[str, object]]:
    """Check every case in every format: {format: {"checked": n, "failed": [...], "not": {reason: [cases]}}}."""
    report: dict[str, dict[str, object]] = {f: {"checked": 0, "failed": [], "not": {}} for f in formats}
    pending: list[tuple[OperandMap, Export, str]] = []

    def flush() -> None:
        for (_om, _out, name), ok in zip(pending, check_hip([(p[0], p[1]) for p in pending]), strict=True):
            report["hip"]["checked"] += 1  # type: ignore[operator]
            if not ok:
                report["hip"]["failed"].append(name)  # type: ignore[attr-defined]
        pending.clear()

    for inst, matrix, wave, mods in cases(every):
        om = operand(inst, matrix, wave=wave, **mods)
        name = f"{inst.arch.name} {inst.mnemonic} {matrix} w{wave} {mods}"
        for fmt in formats:
            out = export_layout(om, fmt)
            if not out.expressible:
                report[fmt]["not"].setdefault(out.reason, []).append(name)  # type: ignore[union-attr]
                continue
            if fmt == "hip":
                pending.append((om, out, name))
                if len(pending) >= batch:
                    flush()
                continue
            report[fmt]["checked"] += 1  # type: ignore[operator]
            if not CHECKS[fmt](om, out):
                report[fmt]["failed"].append(name)  # type: ignore[attr-defined]
    if pending:
        flush()
    return report
