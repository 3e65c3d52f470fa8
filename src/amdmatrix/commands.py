"""The CLI's queries: run one library query and hand the result to a renderer."""

from __future__ import annotations

from collections.abc import Callable

from . import queries
from .model import Instruction
from .render import text
from .results import Element

__all__ = ["detail", "get_register", "matrix_entry", "register_layout", "matrix_layout", "layout_svg"]

Out = Callable[[str], None]


def _header(inst: Instruction, out: Out, note: str | None = None) -> None:
    """The two header lines, then the warning about an unsettled layout if there is one."""
    for line in text.header(inst):
        out(line)
    if note is not None:
        out(note)


def _json(doc: dict[str, object], note: str | None, out: Out, inst: Instruction,
          matrices: tuple[str, ...]) -> int:
    """Print a JSON document with its ``unsettled`` field (null when the layout is settled) and
    its ``provisional`` field (the matrices shown whose layout is provisional, gfx1250)."""
    from .render import jsonout

    doc["unsettled"] = note
    doc["provisional"] = queries.provisional(inst, matrices)
    out(jsonout.dump(doc))
    return 0


def detail(inst: Instruction, mods: dict[str, int], out: Out, as_json: bool) -> int:
    from .details import details, facts

    note = queries.unsettled(inst, inst.matrices, **mods)
    if as_json:
        from .render import jsonout
        return _json(jsonout.detail(inst, facts(inst, **mods)), note, out, inst, inst.matrices)
    lines = text.details(details(inst, **mods))
    for line in lines[:2]:
        out(line)
    if note is not None:
        out(note)
    for line in lines[2:]:
        out(line)
    return 0


def get_register(inst: Instruction, matrix: str, coords: dict[str, int], wave: int, mods: dict[str, int],
                 calc: bool, out: Out, as_json: bool) -> int:
    locs = inst.locate(matrix, wave=wave, **coords, **mods)
    el = inst.element(matrix, wave=wave, **coords, **mods)
    calculation = inst.sources_of(coords["i"], coords["j"], coords["block"], wave=wave, **mods) if calc else None
    shown = inst.matrices if calc else (matrix,)
    note = queries.unsettled(inst, shown, **mods)
    if as_json:
        from .render import jsonout
        return _json(jsonout.get_register(inst, el, locs, wave, mods, calculation), note, out, inst, shown)
    _header(inst, out, note)
    if calculation is not None:
        d = ", ".join(text.location(loc, "Vdst_") for loc in locs)
        out(f"{text.element(el, inst)} = {d} = {text.calculation(calculation, inst, by_location=True)}")
        return 0
    # The calculator prints the element without negation marks, once per copy, in lane order.
    name = text.element(el._replace(negated=False, absolute=False), inst)
    if not locs:
        out(f"{name} = (not read under these modifiers)")
    for loc in sorted(locs, key=lambda x: x.lane):
        out(f"{name} = {text.location(loc)}")
    return 0


_UNUSED = {
    "CBSZ and ABID": "Due to instruction modifiers CBSZ and ABID, lane {lane} is not used for this instruction.",
}


def _entry_order(el: Element) -> tuple[int, tuple[int, int, int, int]]:
    loc = el.location
    start = 0 if loc is None else 32 * loc.register + (loc.bits[1] if loc.bits else 0)
    return start, queries.element_order(el)


def matrix_entry(inst: Instruction, matrix: str, register: int, lane: int, wave: int, mods: dict[str, int],
                 calc: bool, out: Out, as_json: bool) -> int:
    # The calculator's order: value slots from the lowest bits up, then block, i, j, k.
    els = sorted(inst.elements_at(matrix, register=register, lane=lane, wave=wave, **mods), key=_entry_order)
    reason = None if els else inst.lane_unused(matrix, lane=lane, wave=wave, **mods)
    if reason == "BLGP":
        from .errors import OutOfRangeError
        raise OutOfRangeError(f"due to instruction modifier BLGP {mods.get('blgp', 0)}, lane {lane} of the B matrix "
                              f"is not read by {inst.mnemonic}; the lanes read are listed by -M --blgp")
    if reason == "wave":  # RDNA4 wave64 4-bit operands: the calculator refuses the lane too
        from .errors import OutOfRangeError
        lay = inst.layout(matrix, wave, **mods)
        used = [n for n in range(wave) if lay.lane_used(n)]
        raise OutOfRangeError(f"lane {lane} holds no {matrix} data of {inst.mnemonic} in wave{wave}; "
                              f"legal values: {used[0]}-{used[-1]}")
    calcs = [inst.sources_of(e.row, e.col, e.block, wave=wave, **mods) for e in els] if calc else []
    shown = inst.matrices if calc else (matrix,)
    note = queries.unsettled(inst, shown, **mods)
    if as_json:
        from .render import jsonout
        return _json(jsonout.matrix_entry(inst, matrix, register, lane, els, wave, mods, calcs, reason), note, out,
                     inst, shown)
    _header(inst, out, note)
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
        return _json(jsonout.register_layout(inst, res, wave, mods), res.unsettled, out, inst, (matrix,))
    _header(inst, out, res.unsettled)
    for chunk in text.register_layout(res, inst, fmt, transpose):
        out(chunk)
    return 0


def matrix_layout(inst: Instruction, matrix: str, wave: int, mods: dict[str, int], fmt: str, transpose: bool,
                  out: Out, as_json: bool) -> int:
    res = queries.matrix_layout(inst, matrix, wave, **mods)
    if as_json:
        from .render import jsonout
        return _json(jsonout.matrix_layout(inst, res, mods), res.unsettled, out, inst, (matrix,))
    _header(inst, out, res.unsettled)
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
