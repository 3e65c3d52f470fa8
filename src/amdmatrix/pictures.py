"""Pictures of layouts: the SVG of ``-R``/``-M --svg``, ``amdmatrix draw`` and ``amdmatrix explore``.

This module runs the library's queries and hands their results to :mod:`amdmatrix.render.svg`
(and :mod:`amdmatrix.explorer` for the HTML page). The ``draw`` and ``explore`` subcommands
are in :mod:`amdmatrix.cli.pictures`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from . import queries
from .model import Instruction
from .render import svg, text
from .results import Element

__all__ = ["caption", "marks", "layout_svg", "draw_svg", "MODIFIER_NAMES"]

#: The integer modifiers a caption names, in the order it names them.
MODIFIER_NAMES = ("cbsz", "abid", "blgp", "opsel", "opsel_hi", "neg", "neg_hi")


def _mods_text(mods: dict[str, int]) -> str:
    shown = [f"{name.upper()} {mods[name]}" for name in MODIFIER_NAMES if mods.get(name)]
    return ", ".join(shown) if shown else "none"


def caption(inst: Instruction, what: str, wave: int, mods: dict[str, int], matrices: Sequence[str]) -> svg.Caption:
    """Title (architecture, instruction, what is drawn) and lines (wave, modifiers, data types)."""
    shape = f"{inst.m}x{inst.n}x{inst.k}" + (f", {inst.blocks} blocks" if inst.blocks > 1 else "")
    types = "; ".join(f"{m}: {inst.dtype(m, wave=wave, **mods).description}" for m in matrices)
    named = f", {_mods_text(mods)}" if any(mods.values()) else ""
    lines: tuple[str, ...] = (f"{shape}; wave {wave}; modifiers: {_mods_text(mods)}", types)
    # Every caveat the text output gives, in the same words: PROVISIONAL (gfx1250) or Unsettled
    # (the CDNA4 FP8 x FP6/FP4 mix).
    note = queries.unsettled(inst, tuple(matrices), **mods)
    if note:
        lines += (note,)
    return svg.Caption(f"{inst.arch.name} {inst.mnemonic}: {what}{named}", lines)


def marks(inst: Instruction, matrix: str, wave: int, mods: dict[str, int]) -> dict[tuple[int, int, int], Element]:
    """Each element (block, row, col) as the modifiers mark it (negated, absolute), where it is marked."""
    out: dict[tuple[int, int, int], Element] = {}
    for el in inst.placements(matrix, wave=wave, **mods):
        if (el.negated or el.absolute) and (el.block, el.row, el.col) not in out:
            out[(el.block, el.row, el.col)] = el
    return out


def _label(inst: Instruction) -> Callable[[Element], str]:
    return lambda el: text.element(el._replace(blocks=inst.blocks))


_NAMES = {"A": "A matrix", "B": "B matrix", "C": "C matrix", "D": "D matrix", "K": "compression indices K",
          "SA": "A scales", "SB": "B scales"}


def layout_svg(inst: Instruction, matrix: str, register_view: bool, wave: int, mods: dict[str, int],
               colouring: str = "lane", transpose: bool = False) -> str:
    """The SVG of ``-R`` (``register_view``) or ``-M`` for one matrix."""
    if register_view:
        res = queries.register_layout(inst, matrix, wave, **mods)
        cap = caption(inst, f"{_NAMES[matrix]}, register layout (-R)", wave, mods, [matrix])
        return svg.register_layout(res, label=_label(inst), caption=cap, colouring=colouring, transpose=transpose,
                                   marks=marks(inst, matrix, wave, mods))
    mres = queries.matrix_layout(inst, matrix, wave, **mods)
    cap = caption(inst, f"{_NAMES[matrix]}, matrix layout (-M)", wave, mods, [matrix])
    return svg.matrix_layout(mres, label=_label(inst), caption=cap, colouring=colouring, transpose=transpose)


def draw_svg(inst: Instruction, wave: int, mods: dict[str, int], colouring: str = "lane") -> str:
    """The whole instruction as one SVG (``amdmatrix draw``)."""
    layouts = {m: queries.register_layout(inst, m, wave, **mods) for m in inst.matrices}
    what = "D = A x B" + ("" if inst.sparse else " + C") + (" (K: compression indices)" if inst.sparse else "")
    cap = caption(inst, what, wave, mods, inst.matrices)
    return svg.instruction(layouts, label=_label(inst), caption=cap, colouring=colouring,
                           marks={m: marks(inst, m, wave, mods) for m in inst.matrices})
