"""Where the data-movement instructions' lane maps come from: the data-movement emulator.

The executor does not model lane permutes itself. DPP source lanes come from the
data-movement emulator's DPP table (:mod:`amdmatrix.emulator.movement`), and ``ds_swizzle``,
``ds_(b)permute``, the ``v_permlane*`` instructions run on that emulator's :class:`Wave`. Each
is one function here, so the executor has one place that touches the table.
"""

from __future__ import annotations

import types

import numpy as np
import numpy.typing as npt

from ..emulator import movement
from ..errors import AmdMatrixError
from ..hazards.reader import Stmt
from .context import Ctx

__all__ = ["dpp_sources", "movement_run"]


def dpp_sources(ctx: Ctx, st: Stmt, control: str, value: str) -> npt.NDArray[np.int64]:
    """The source lane of each lane under a DPP control (-1: out of bounds)."""
    shim = types.SimpleNamespace(lanes=ctx.lanes)
    insn = movement._Insn(st.line, st.text, st.mnemonic, list(st.operands), {})
    try:
        src, family = movement._dpp_source(shim, insn, control, value)  # type: ignore[arg-type]
    except AmdMatrixError as e:
        raise ctx.unimplemented(st, str(e)) from None
    gfx10 = ctx.traits.dpp_inactive_invalid
    if family == ("gfx9" if gfx10 else "gfx10"):
        raise ctx.unimplemented(st, f"the DPP control {control} (it does not exist on {ctx.arch.name})")
    return np.asarray(src, np.int64)


def movement_run(ctx: Ctx, st: Stmt, text: str, registers: npt.NDArray[np.uint32],
                 sgprs: npt.NDArray[np.uint32] | None = None) -> npt.NDArray[np.uint32]:
    """Run one line on the data-movement emulator's wave (every lane active) and return its VGPRs."""
    w = movement.Wave(ctx.arch, registers, wave=ctx.lanes, sgprs=sgprs)
    return w.run(text).vgprs
