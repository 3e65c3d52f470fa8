"""The LDS model: facts per architecture (:mod:`.facts`), the semantics of plain and transposing
reads and writes (:mod:`.semantics`), tiles (:mod:`.tile`), and the query and solver
(:mod:`.analysis`). ``amdmatrix.lds(...)`` and ``amdmatrix lds`` are its front doors."""

from __future__ import annotations

import sys
import types
from typing import Any

from .analysis import Report, Solution, analyse, conflicts, exact_reads, solve
from .facts import Access, LdsFacts, facts
from .tile import Swizzle, Tile, parse_tile

__all__ = ["Access", "LdsFacts", "Report", "Solution", "Swizzle", "Tile", "analyse", "conflicts", "exact_reads",
           "facts", "lds", "parse_tile", "solve"]


def lds(arch: str, instruction: str, matrix: str, tile: str | Tile, read: str, *, write: str | None = None,
        solve_: bool = False, wave: int | None = None, **modifiers: object) -> Report | Solution:
    """How ``matrix`` of ``instruction`` comes out of LDS ``tile`` with the read ``read``
    (``amdmatrix lds``): a :class:`Report`; with ``solve_=True`` the :class:`Solution` of the
    swizzle and padding search. ``tile`` is a :class:`Tile` or its text, e.g. ``"32x16 bf16 row-major"``."""
    from ..catalog import instruction as _instruction

    inst = _instruction(arch, instruction)
    t = tile if isinstance(tile, Tile) else parse_tile(tile)
    if solve_:
        return solve(inst, matrix, t, read, write=write, wave=wave, **modifiers)
    return analyse(inst, matrix, t, read, write=write, wave=wave, **modifiers)


class _CallableModule(types.ModuleType):
    """``amdmatrix.lds`` is both this package and the :func:`lds` function."""

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return lds(*args, **kwargs)


sys.modules[__name__].__class__ = _CallableModule
