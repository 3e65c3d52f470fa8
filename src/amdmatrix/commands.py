"""The CLI's queries: run one library query and hand the result to a renderer."""

from __future__ import annotations

from collections.abc import Callable

from . import queries
from .model import Instruction
from .render import text

__all__ = ["detail", "get_register", "matrix_entry", "register_layout", "matrix_layout", "layout_svg"]

Out = Callable[[str], None]


def _header(inst: Instruction, out: Out) -> None:
    for line in text.header(inst):
        out(line)


def detail(inst: Instruction, mods: dict[str, int], out: Out, as_json: bool) -> int:
    from .details import details

    report = details(inst, **mods)
    if as_json:
        from .render import jsonout
        out(jsonout.dump(jsonout.detail(inst, report)))
        return 0
    for line in text.details(report):
        out(line)
    return 0


def get_register(inst: Instruction, matrix: str, coords: dict[str, int], wave: int, mods: dict[str, int],
                 calc: bool, out: Out, as_json: bool) -> int:
    locs = inst.locate(matrix, wave=wave, **coords, **mods)
    el = inst.element(matrix, wave=wave, **coords, **mods)
    calculation = inst.sources_of(coords["i"], coords["j"], coords["block"], wave=wave, **mods) if calc else None
    if as_json:
        from .render import jsonout
        out(jsonout.dump(jsonout.get_register(inst, el, locs, wave, mods, calculation)))
        return 0
    _header(inst, out)
    where = ", ".join(text.location(loc) for loc in locs) if locs else "(not read under these modifiers)"
    if calculation is not None:
        d = ", ".join(text.location(loc, "Vdst_") for loc in locs)
        out(f"{text.element(el, inst)} = {d} = {text.calculation(calculation, inst, by_location=True)}")
    else:
        out(f"{text.element(el, inst)} = {where}")
    return 0


_UNUSED = {
    "CBSZ and ABID": "Due to instruction modifiers CBSZ and ABID, lane {lane} is not used for this instruction.",
    "wave": "Lane {lane} is not used by this matrix of the instruction in wave{wave}.",
}


def matrix_entry(inst: Instruction, matrix: str, register: int, lane: int, wave: int, mods: dict[str, int],
                 calc: bool, out: Out, as_json: bool) -> int:
    els = inst.elements_at(matrix, register=register, lane=lane, wave=wave, **mods)
    reason = None if els else inst.lane_unused(matrix, lane=lane, wave=wave, **mods)
    if reason == "BLGP":
        from .errors import OutOfRangeError
        raise OutOfRangeError(f"due to instruction modifier BLGP {mods.get('blgp', 0)}, lane {lane} of the B matrix "
                              f"is not read by {inst.mnemonic}; the lanes read are listed by -M --blgp")
    calcs = [inst.sources_of(e.row, e.col, e.block, wave=wave, **mods) for e in els] if calc else []
    if as_json:
        from .render import jsonout
        out(jsonout.dump(jsonout.matrix_entry(inst, matrix, register, lane, els, wave, mods, calcs, reason)))
        return 0
    _header(inst, out)
    if reason is not None:
        out(_UNUSED[reason].format(lane=lane, wave=wave))
        return 0
    for n, el in enumerate(els):
        assert el.location is not None
        lhs = f"{text.location(el.location)} = {text.element(el, inst)}"
        if calc:
            out(f"{lhs} = {text.calculation(calcs[n], inst, by_location=False)}")
        else:
            out(lhs)
    return 0


def register_layout(inst: Instruction, matrix: str, wave: int, mods: dict[str, int], fmt: str, transpose: bool,
                    out: Out, as_json: bool) -> int:
    res = queries.register_layout(inst, matrix, wave, **mods)
    if as_json:
        from .render import jsonout
        out(jsonout.dump(jsonout.register_layout(inst, res, wave, mods)))
        return 0
    _header(inst, out)
    for chunk in text.register_layout(res, inst, fmt, transpose):
        out(chunk)
    return 0


def matrix_layout(inst: Instruction, matrix: str, wave: int, mods: dict[str, int], fmt: str, transpose: bool,
                  out: Out, as_json: bool) -> int:
    res = queries.matrix_layout(inst, matrix, wave, **mods)
    if as_json:
        from .render import jsonout
        out(jsonout.dump(jsonout.matrix_layout(inst, res, mods)))
        return 0
    _header(inst, out)
    for chunk in text.matrix_layout(res, inst, fmt, transpose):
        out(chunk)
    return 0


def layout_svg(inst: Instruction, matrix: str, register_view: bool, wave: int, mods: dict[str, int], transpose: bool,
               colouring: str, path: str) -> int:
    """-R/-M --svg FILE: the layout as an SVG picture, written atomically ('-': standard output)."""
    import sys

    from . import pictures

    doc = pictures.layout_svg(inst, matrix, register_view, wave, mods, colouring, transpose)
    pictures.write(path, doc, sys.stdout, "--svg")
    return 0
