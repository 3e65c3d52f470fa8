"""Export an operand layout in the notation of another tool: Triton, Gluon, CuTe, HIP C++, JSON.

Every format is rendered from :mod:`amdmatrix.linear` (the layout as maps over GF(2)) or from
:meth:`~amdmatrix.Instruction.placements`; none of them knows an instruction. A format that
cannot express a layout (a broadcast modifier, 4:2 sparsity, ignored lanes, ...) says why in
:attr:`Export.reason` and gives no text. Conventions: docs/export.md.

Each format's text is one document of its notation, so it pastes and parses whole:

* ``triton``: one JSON object, ``reg_bases``/``lane_bases``/``shape`` of a Triton ``LinearLayout``
  (triton-lang/triton ``LinearLayout.h``; a "register" is an element per thread, here the
  value's *item*); ``amdmatrix lint --triton`` reads it back.
* ``gluon``: one Python expression (after ``#`` comment lines): Gluon's own
  ``AMDMFMALayout``/``AMDWMMALayout``/``DotOperandLayout`` where one has this layout, else the
  same bases as a ``DistributedLinearLayout``; the ``transposed=True`` form for Dᵀ is in ``data``.
* ``cute``: one C++ type (after a ``//`` comment line), the CuTe thread-value layout
  ``(T, V) -> index`` into the column-major tile; ``data["cute"]`` is CuTe's ``shape : stride``.
* ``hip``: a self-contained C++ header of ``__host__ __device__`` index functions.
* ``json``: the export document itself (:func:`document`), with the placement table.
"""

from __future__ import annotations

import json

from .errors import AmdMatrixError
from .linear import LinearMap, OperandMap, operand

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (query start-up)
if TYPE_CHECKING:
    from .model import Instruction

__all__ = ["FORMATS", "Export", "document", "export", "export_layout", "UnknownFormatError"]

#: The formats, in the order the help lists them.
FORMATS = ("triton", "gluon", "cute", "hip", "json")


class UnknownFormatError(AmdMatrixError):
    """An export format that does not exist."""


class Export:
    """One export: ``text`` (what the command line prints; empty if not expressible),
    ``data`` (the same as Python values, for the API) and ``reason`` (why not, or "")."""

    __slots__ = ("format", "text", "data", "reason", "layout")

    def __init__(self, fmt: str, layout: OperandMap, text: str = "", data: object = None, reason: str = "") -> None:
        self.format, self.layout, self.text, self.data, self.reason = fmt, layout, text, data, reason

    @property
    def expressible(self) -> bool:
        return not self.reason

    def __repr__(self) -> str:
        return f"Export({self.format!r}, {'ok' if self.expressible else self.reason!r})"


def _dims(om: OperandMap) -> list[str]:
    """The tensor dims in Triton/CuTe order: [block,] row, col."""
    return (["block"] if om.sizes[2] > 1 else []) + ["row", "col"]


def _shape(om: OperandMap) -> list[int]:
    rows, cols, blocks = om.sizes
    return ([blocks] if blocks > 1 else []) + [rows, cols]


def _basis(om: OperandMap, b: dict[str, int]) -> list[int]:
    return [b[d] for d in _dims(om)]


# ------------------------------------------------------------------------------------- triton
def triton_bases(om: OperandMap) -> dict[str, object] | str:
    """Triton's bases of ``om`` (a dict), or the reason it has none (a str)."""
    m = om.to_element
    if m is None:
        return om.reasons["to_element"]
    if not m.linear:
        return ("the map from (register, lane) to element is affine with a constant (the element at register 0 "
                "of lane 0 is not [0, 0]); Triton's layouts are linear")
    return {"reg_bases": [_basis(om, b) for b in m.bases("item")],
            "lane_bases": [_basis(om, b) for b in m.bases("lane")],
            "warp_bases": [], "block_bases": [], "shape": _shape(om),
            "dims": [om.coord_names[0] if d == "row" else om.coord_names[1] if d == "col" else d
                     for d in _dims(om)]}


def _triton(om: OperandMap) -> Export:
    bases = triton_bases(om)
    if isinstance(bases, str):
        return Export("triton", om, reason=bases)
    return Export("triton", om, json.dumps(bases) + "\n", bases)


def _distributed(bases: dict[str, object]) -> str:
    return (f"DistributedLinearLayout(reg_bases={bases['reg_bases']}, lane_bases={bases['lane_bases']}, "
            f"warp_bases=[], block_bases=[], shape={bases['shape']})")


# -------------------------------------------------------------------------------------- gluon
#: Triton's MFMA layout version per LLVM processor (Gluon's AMDMFMALayout docstring:
#: 1 gfx908, 2 gfx90a, 3 gfx942, 4 gfx950) and WMMA version (AMDWMMALayout: 1 RDNA3, 2 RDNA4,
#: 3 gfx1250).
_MFMA_VERSION = {"gfx908": 1, "gfx90a": 2, "gfx942": 3, "gfx950": 4}
_WMMA_VERSION = {"gfx1100": 1, "gfx1200": 2, "gfx1250": 3}


def gluon_constructor(inst: Instruction, matrix: str, wave: int, modifiers: dict[str, object]) -> str | tuple[str, str]:
    """Gluon's constructor for the layout (``(expression, shape)``), or why there is none (a str).

    Only the plain layout of a dense instruction has one: a modifier that moves data has no
    parameter in Gluon's classes. Which Triton layouts equal which instruction's is checked by
    Triton itself (tests/core/test_triton_layouts.py); the rules here name the constructor.
    """
    if modifiers and not _plain_equivalent(inst, matrix, wave, modifiers):
        return "Gluon's AMD layouts have no parameter for a modifier that moves data"
    if inst.sparse:
        return "Gluon has no layout for a 4:2 sparse operand or its compression indices"
    m, n, k = inst.m, inst.n, inst.k
    mcpu = inst.arch.mcpu
    if mcpu in _MFMA_VERSION:
        if inst.blocks > 1:
            return (f"Gluon's AMDMFMALayout has no {inst.blocks}-block form that keeps the blocks apart (its 64x4 "
                    "and 4x64 shapes fold them into one dimension)")
        if (m, n) not in ((32, 32), (16, 16)):
            return f"Gluon's AMDMFMALayout has no {m}x{n} instruction shape"
        bits = 64 if inst.types["D"] == "fp64" else 32
        parent = (f"AMDMFMALayout(version={_MFMA_VERSION[mcpu]}, instr_shape=[{m}, {n}, {k}], transposed=False, "
                  f"warps_per_cta=[1, 1]" + (", element_bitwidth=64" if bits == 64 else "") + ")")
    elif mcpu in _WMMA_VERSION:
        if wave != 32:
            return "Gluon's AMDWMMALayout is wave32"
        parent = (f"AMDWMMALayout(version={_WMMA_VERSION[mcpu]}, transposed=False, warp_bases=[], reg_bases=[], "
                  f"instr_shape=[{m}, {n}, {k}])")
    else:
        return f"Triton has no matrix layout for {inst.arch.name}"
    om = operand(inst, matrix, wave=wave, **modifiers)
    if matrix in ("C", "D"):
        return parent, f"[{m}, {n}]"
    if matrix in ("A", "B"):
        k_width = 1 << sum(f.n for f in om.layout.item if f.coord == (1 if matrix == "A" else 0) and f.src == 0)
        return (f"DotOperandLayout(operand_index={0 if matrix == 'A' else 1}, parent={parent}, k_width={k_width})",
                f"[{m}, {k}]" if matrix == "A" else f"[{k}, {n}]")
    return f"Gluon gives the {matrix} layout by a helper function, not a constructor"


def _plain_equivalent(inst: Instruction, matrix: str, wave: int, modifiers: dict[str, object]) -> bool:
    """Whether ``modifiers`` leave the layout of ``matrix`` as it is without them (a BLGP on A, a
    format that keeps the layout, a NEG): then the plain layout's constructor is this one's."""
    om, plain = operand(inst, matrix, wave=wave, **modifiers), operand(inst, matrix, wave=wave)
    return (om.to_element is not None and om.to_element == plain.to_element and om.layout.width == plain.layout.width
            and om.layout.offset == plain.layout.offset and om.layout.stride == plain.layout.stride)


def _gluon(om: OperandMap) -> Export:
    """Gluon's own constructor where one has this layout, else the Triton bases as a
    ``DistributedLinearLayout``: one Python expression after ``#`` comment lines."""
    got = gluon_constructor(om.instruction, om.matrix, om.wave, om.modifiers)
    name = f"{om.instruction.mnemonic} {om.matrix} on {om.instruction.arch.name}"
    rows, cols, _ = om.sizes
    if isinstance(got, str):
        bases = triton_bases(om)
        if isinstance(bases, str):
            return Export("gluon", om, reason=f"{got}; and no DistributedLinearLayout either: {bases}")
        expr = _distributed(bases)
        dims = ", ".join(str(d) for d in bases["dims"])  # type: ignore[attr-defined]
        text = (f"# Gluon (triton.experimental.gluon.language): {name}, the {bases['shape']} tensor ({dims}); "
                f"no named layout: {got}\n{expr}\n")
        return Export("gluon", om, text, {"layout": expr, "shape": bases["shape"],
                                          "constructor": "DistributedLinearLayout"})
    expr, shape = got
    data: dict[str, object] = {"layout": expr, "shape": json.loads(shape), "constructor": expr.split("(")[0]}
    r, c = om.coord_names
    note = ""
    if om.matrix in ("C", "D"):
        t = expr.replace("transposed=False", "transposed=True")
        data["transposed"] = t
        note = f"; for D^T (the [{cols}, {rows}] tensor) the same with transposed=True"
    text = (f"# Gluon (triton.experimental.gluon.language; the AMD layouts from its .amd): {name}, the {shape} "
            f"tensor ({r}, {c}){note}\n{expr}\n")
    return Export("gluon", om, text, data)


# --------------------------------------------------------------------------------------- cute
def cute_tile_index(sizes: tuple[int, int, int], row: int, col: int, block: int = 0) -> int:
    """The CuTe codomain of an element: its column-major index ``row + ROWS * (col + COLS * block)``
    in the (ROWS, COLS, BLOCKS) tile, the index every CuTe layout here maps to."""
    rows, cols, _ = sizes
    return row + rows * (col + cols * block)


def cute_tile_element(sizes: tuple[int, int, int], index: int) -> tuple[int, int, int]:
    """``(block, row, col)`` of a column-major tile index: :func:`cute_tile_index` read back."""
    rows, cols, _ = sizes
    return index // (rows * cols), index % rows, index // rows % cols


def cute_layout(om: OperandMap) -> tuple[tuple[tuple[int, ...], tuple[int, ...]],
                                           tuple[tuple[int, ...], tuple[int, ...]]] | str:
    """The CuTe TV layout ``((T shape, V shape), (T stride, V stride))`` of ``om``, or why not.

    The codomain is the column-major index ``row + ROWS * (col + COLS * block)`` of the tile.
    Each lane (item) bit is a mode of extent 2 whose stride is the index its basis adds; runs
    of bits with doubling strides merge into one mode. A stride is a sum, so only bases that
    are single bits, each a different one, or zero (copies) can be written.
    """
    m = om.to_element
    if m is None:
        return om.reasons["to_element"]
    if not m.linear:
        return "the map has a constant; a CuTe layout sends (0, 0) to index 0"
    seen = 0
    for c in m.columns:
        if c & (c - 1) or c & seen:
            return ("a register or lane bit flips a combination of coordinate bits (an XOR), which a sum of strides "
                    "cannot express")
        seen |= c
    def stride(b: dict[str, int]) -> int:
        return cute_tile_index(om.sizes, b["row"], b["col"], b["block"])

    modes = []
    for dim in ("lane", "item"):
        strides = [stride(b) for b in m.bases(dim)]
        shape_out: list[int] = []
        stride_out: list[int] = []
        for s in strides:
            if shape_out and s and stride_out[-1] and s == stride_out[-1] * shape_out[-1]:
                shape_out[-1] *= 2
            elif shape_out and s == 0 and stride_out[-1] == 0:
                shape_out[-1] *= 2
            else:
                shape_out.append(2)
                stride_out.append(s)
        if not shape_out:
            shape_out, stride_out = [1], [0]
        modes.append((tuple(shape_out), tuple(stride_out)))
    (ts, tst), (vs, vst) = modes
    return (ts, vs), (tst, vst)


def _cute(om: OperandMap) -> Export:
    got = cute_layout(om)
    if isinstance(got, str):
        return Export("cute", om, reason=got)
    (ts, vs), (tst, vst) = got

    def nested(kind: str, t: tuple[int, ...]) -> str:
        return f"_{t[0]}" if len(t) == 1 else f"{kind}<{','.join(f'_{x}' for x in t)}>"

    cpp = (f"Layout<Shape<{nested('Shape', ts)},{nested('Shape', vs)}>,"
           f"Stride<{nested('Stride', tst)},{nested('Stride', vst)}>>")
    py = f"({_py(ts)}, {_py(vs)}) : ({_py(tst)}, {_py(vst)})"
    rows, cols, blocks = om.sizes
    tile = f"({rows}, {cols}, {blocks})" if blocks > 1 else f"({rows}, {cols})"
    text = (f"// (T, V) -> column-major index into the {tile} tile of {om.coord_names[0]}, {om.coord_names[1]}"
            f"{', block' if blocks > 1 else ''}; CuTe: {py}\n{cpp}\n")
    return Export("cute", om, text, {"shape": (ts, vs), "stride": (tst, vst), "tile": _shape_cm(om), "cpp": cpp,
                                     "cute": py})


def _shape_cm(om: OperandMap) -> list[int]:
    rows, cols, blocks = om.sizes
    return [rows, cols] + ([blocks] if blocks > 1 else [])


def _py(t: tuple[int, ...]) -> str:
    return str(t[0]) if len(t) == 1 else "(" + ", ".join(map(str, t)) + ")"


# ---------------------------------------------------------------------------------------- hip
def _c_map(m: LinearMap, inputs: dict[str, str], outputs: dict[str, str]) -> list[str]:
    """C++ statements that compute ``m``: ``inputs`` maps each input dim to a C expression,
    ``outputs`` each output dim to the lvalue it is stored in."""
    lines = [f"  unsigned x = 0u, y = {m.constant}u;"]
    for name, expr in inputs.items():
        lines.append(f"  x |= (unsigned)({expr}) << {m.offset(name)};")
    for t, c in enumerate(m.columns):
        if c:
            lines.append(f"  y ^= ((x >> {t}) & 1u) * {c}u;")
    for name, target in outputs.items():
        n = m.size(name, output=True)
        lines.append(f"  {target} = (int)((y >> {m.offset(name, output=True)}) & {(1 << n) - 1}u);")
    return lines


def _ident(om: OperandMap) -> str:
    mods = "".join(f"_{k}{v}" for k, v in sorted(om.modifiers.items()) if v)
    return f"{om.instruction.arch.name.lower()}_{om.instruction.mnemonic.lower()}_{om.matrix}_w{om.wave}{mods}".replace(
        "-", "_")


def _hip(om: OperandMap) -> Export:
    if om.to_element is None and om.to_hardware is None:
        return Export("hip", om, reason=om.reasons["to_element"])
    rows, cols, blocks = om.sizes
    lay = om.layout
    ns = _ident(om)
    r, c = om.coord_names
    out = [f"// {om.instruction.arch.name} {om.instruction.mnemonic} {om.matrix}, wave{om.wave}"
           + (f", {', '.join(f'{k}={v}' for k, v in om.modifiers.items())}" if om.modifiers else ""),
           "// Generated by amdmatrix export --to hip (docs/export.md). lane: 0..kWave-1; item: the value's index",
           "// in the lane's register group; reg/slot: its 32-bit register and its place in it (in values).",
           "#pragma once", "#ifndef __host__", "#define __host__", "#endif", "#ifndef __device__",
           "#define __device__", "#endif", f"namespace amdmatrix_{ns} {{",
           f"constexpr int kWave = {om.wave}, kItems = {lay.items}, kRegisters = {lay.registers}, "
           f"kWidth = {lay.width};",
           f"constexpr int kRows = {rows}, kCols = {cols}, kBlocks = {blocks};  // rows are {r}, columns {c}",
           "// Bit offset of item's value in the lane's register group (exact, also for values straddling registers).",
           "__host__ __device__ inline int bit_offset(int item) { return "
           f"{lay.offset} + {lay.stride} * item; }}"]
    if om.to_element is not None:
        out += ["// The element held at item of lane: block, row i, column j.",
                "__host__ __device__ inline void element_of(int lane, int item, int* block, int* i, int* j) {",
                *_c_map(om.to_element, {"item": "item", "lane": "lane"},
                        {"row": "*i", "col": "*j", "block": "*block"}), "}"]
    else:
        out.append(f"// No element_of: {om.reasons['to_element']}.")
    if om.to_hardware is not None:
        note = " (of a 4:2 sparse group: the group's slot pair)" if lay.group > 1 else ""
        out += [f"// Where element (block, i, j) is{note}: its first copy (lane and item).",
                "__host__ __device__ inline void location_of(int block, int i, int j, int* lane, int* item) {",
                *_c_map(om.to_hardware, {"row": "i", "col": "j", "block": "block"},
                        {"item": "*item", "lane": "*lane"}), "}"]
    else:
        out.append(f"// No location_of: {om.reasons['to_hardware']}.")
    if om.packing is not None and om.to_element is not None:
        slots = 1 << om.packing.size("slot", output=True)
        out += ["// The register and slot of item's value (slot counts values of kWidth bits).",
                "__host__ __device__ inline void reg_slot_of(int item, int* reg, int* slot) {",
                "  int o = bit_offset(item);", "  *reg = o >> 5;",
                f"  *slot = {'(o & 31) / kWidth' if slots > 1 else '0'};", "}",
                "// The element in (lane, reg, slot), or -1 in *block if that slot holds none of this operand.",
                "__host__ __device__ inline void element_at(int lane, int reg, int slot, int* block, int* i, int* j) {",
                "  for (int t = 0; t < kItems; ++t) {", "    int r, s;", "    reg_slot_of(t, &r, &s);",
                "    if (r == reg && s == slot) { element_of(lane, t, block, i, j); return; }", "  }",
                "  *block = -1; *i = -1; *j = -1;", "}"]
    elif om.packing is None:
        out.append(f"// No reg/slot functions: {om.reasons['packing']}; use bit_offset(item).")
    out.append(f"}}  // namespace amdmatrix_{ns}")
    return Export("hip", om, "\n".join(out) + "\n", {"namespace": f"amdmatrix_{ns}"})


# --------------------------------------------------------------------------------------- json
def _json(om: OperandMap) -> Export:
    r, c = om.coord_names
    rows = [{r: e.row, c: e.col, "block": e.block, "register": e.location.register, "lane": e.location.lane,
             "bits": list(e.location.bits) if e.location.bits else [31, 0]}
            for e in om.placements() if e.location is not None]
    out = Export("json", om, "", {"placements": rows})
    out.text = json.dumps(document(out)) + "\n"
    return out


def document(out: Export) -> dict[str, object]:
    """The JSON document of an export (``amdmatrix export --to json``, or ``--json`` with any
    format; docs/json.md): the operand, the format, whether it expresses the layout and why not,
    ``text`` (what ``--to FORMAT`` prints; null for json, whose document this is) and ``data``."""
    from .modifiers import parse
    from .vocabulary import JSON_SCHEMA

    om = out.layout
    ok = out.expressible
    return {"schema": JSON_SCHEMA, "query": "export", "architecture": om.instruction.arch.name,
            "instruction": om.instruction.mnemonic, "matrix": om.matrix, "wave": om.wave,
            "modifiers": parse(om.modifiers, inst=om.instruction).nonzero(), "format": out.format, "expressible": ok,
            "reason": None if ok else out.reason, "text": out.text if ok and out.format != "json" else None,
            "data": out.data if ok else None}


_RENDER = {"triton": _triton, "gluon": _gluon, "cute": _cute, "hip": _hip, "json": _json}


def export_layout(om: OperandMap, to: str) -> Export:
    """Render ``om`` in format ``to``."""
    fmt = to.lower() if isinstance(to, str) else to
    if fmt not in _RENDER:
        raise UnknownFormatError(f"unknown export format {to!r}; legal values: {', '.join(FORMATS)}")
    return _RENDER[fmt](om)


def export(arch: str, mnemonic: str, matrix: str, to: str, *, wave: int | None = None,
           **modifiers: object) -> Export:
    """``amdmatrix.export("cdna3", "v_mfma_f32_32x32x8_f16", "D", "triton")``: one layout in format ``to``."""
    from .catalog import instruction

    if not (isinstance(to, str) and to.lower() in _RENDER):
        raise UnknownFormatError(f"unknown export format {to!r}; legal values: {', '.join(FORMATS)}")
    inst = instruction(arch, mnemonic)
    return export_layout(operand(inst, matrix, wave=wave, **modifiers), to)
