"""Where the data-movement instructions' lane maps come from: the table of primitives.

The executor does not model lane movement itself. DPP16 and DPP8, ``ds_swizzle_b32``,
``ds_(b)permute_b32``, the ``v_permlane*`` instructions and the transposing reads are rows of
:mod:`amdmatrix.primitives` (each gated by the architecture's features, each citing its source);
the functions here ask the table for a *write plan* (per destination lane: its source lane,
:data:`~amdmatrix.primitives.WRITE_ZERO` or :data:`~amdmatrix.primitives.KEEP`) under the wave's
EXEC, and apply it to NumPy lane arrays. This module is the one place the executor asks.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from .. import primitives as P
from ..errors import AmdMatrixError
from ..hazards.reader import Stmt
from .context import Ctx

__all__ = ["Plan", "dpp_plans", "swizzle_plans", "bpermute_plan", "permute_plan", "permlane_sources",
           "transpose", "apply"]

#: A write plan as a NumPy array (source lane >= 0, WRITE_ZERO, KEEP).
Plan = npt.NDArray[np.int64]


def _refused(ctx: Ctx, st: Stmt, e: AmdMatrixError) -> Exception:
    return ctx.unimplemented(st, str(e).rstrip("."))


def _cached(ctx: Ctx, st: Stmt, make: Callable[[int], Sequence[int]]) -> Callable[[int], Plan]:
    """``make(exec)`` as arrays, one per EXEC value seen (a statement runs under few)."""
    plans: dict[int, Plan] = {}

    def get(exec_mask: int) -> Plan:
        got = plans.get(exec_mask)
        if got is None:
            try:
                got = plans[exec_mask] = np.asarray(make(exec_mask), np.int64)
            except AmdMatrixError as e:
                raise _refused(ctx, st, e) from None
        return got
    return get


def dpp_plans(ctx: Ctx, st: Stmt, control: str, value: str, mods: dict[str, str]) -> Callable[[int], Plan]:
    """The DPP16 or DPP8 write plan of a statement under each EXEC (:func:`primitives.dpp_write`,
    :func:`primitives.dpp8_write`): ROW_MASK/BANK_MASK, BOUND_CTRL and FI as the table says."""
    lanes, arch = ctx.lanes, ctx.arch
    fi = "fi" in mods and mods["fi"] not in ("0",)
    try:
        if control == "dpp8":
            P.dpp8_source_lanes(value, lanes, arch)  # refused now, not at the first execution

            def make8(exec_mask: int) -> Sequence[int]:
                return P.dpp8_write(value, lanes, exec_mask=exec_mask, fetch_inactive=fi, arch=arch)
            return _cached(ctx, st, make8)
        text = f"{control}:{value}" if value else control
        row_mask = ctx.int_mod(st, mods, "row_mask", 0xF)
        bank_mask = ctx.int_mod(st, mods, "bank_mask", 0xF)
        # LLVM writes the BOUND_CTRL bit as bound_ctrl:1 (bound_ctrl:0 is its legacy spelling of the same bit)
        bound = "bound_ctrl" in mods
        P.dpp_source_lanes(text, lanes, arch)
    except AmdMatrixError as e:
        raise _refused(ctx, st, e) from None

    def make(exec_mask: int) -> Sequence[int]:
        return P.dpp_write(text, lanes, row_mask=row_mask, bank_mask=bank_mask, bound_ctrl=bound,
                           exec_mask=exec_mask, fetch_inactive=fi, arch=arch)
    return _cached(ctx, st, make)


def swizzle_plans(ctx: Ctx, st: Stmt, offset: str) -> Callable[[int], Plan]:
    """``ds_swizzle_b32``'s write plan under each EXEC (:func:`primitives.swizzle_write`)."""
    lanes = ctx.lanes
    key: str | int = int(offset, 0) if offset[:1].isdigit() else offset
    try:
        P.swizzle_source_lanes(key, lanes)
    except AmdMatrixError as e:
        raise _refused(ctx, st, e) from None
    return _cached(ctx, st, lambda exec_mask: P.swizzle_write(key, lanes, exec_mask=exec_mask))


def bpermute_plan(ctx: Ctx, st: Stmt, addresses: npt.NDArray[np.uint32], offset: int, exec_mask: int) -> Plan:
    """``ds_bpermute_b32``'s write plan for these addresses (:func:`primitives.bpermute_write`)."""
    return _addressed_plan(ctx, st, P.bpermute_write, addresses, offset, exec_mask)


def permute_plan(ctx: Ctx, st: Stmt, addresses: npt.NDArray[np.uint32], offset: int, exec_mask: int) -> Plan:
    """``ds_permute_b32``'s write plan (a push, as a pull: :func:`primitives.permute_write`)."""
    return _addressed_plan(ctx, st, P.permute_write, addresses, offset, exec_mask)


def _addressed_plan(ctx: Ctx, st: Stmt, plan: Callable[..., tuple[int, ...]], addresses: npt.NDArray[np.uint32],
                    offset: int, exec_mask: int) -> Plan:
    try:
        return np.asarray(plan([int(a) for a in addresses], ctx.lanes, offset, exec_mask=exec_mask), np.int64)
    except AmdMatrixError as e:
        raise _refused(ctx, st, e) from None


def permlane_sources(ctx: Ctx, st: Stmt, mnemonic: str, selector: int = 0) -> Plan:
    """The source position of each destination position of a permlane
    (:func:`primitives.permlane_source_lanes`; a swap has ``2 * wave`` positions over its pair)."""
    try:
        return np.asarray(P.permlane_source_lanes(mnemonic, ctx.lanes, selector, ctx.arch), np.int64)
    except AmdMatrixError as e:
        raise _refused(ctx, st, e) from None


def transpose(ctx: Ctx, st: Stmt, mnemonic: str) -> Callable[[Sequence[int]], list[int]]:
    """A transposing read's shuffle of the lanes' raw reads (:meth:`primitives.TransposingRead.shuffle`)."""
    try:
        t = P.transposing_read(mnemonic, ctx.arch)
    except AmdMatrixError as e:
        raise _refused(ctx, st, e) from None
    return t.shuffle


def apply(plan: Plan, src: npt.NDArray[Any], old: npt.NDArray[Any]) -> npt.NDArray[Any]:
    """``new[l] = src[plan[l]]`` (a source lane), 0 (WRITE_ZERO) or ``old[l]`` (KEEP)."""
    out = np.where(plan >= 0, src[np.maximum(plan, 0)], 0).astype(src.dtype)
    keep = plan == P.KEEP
    if keep.any():
        out[keep] = old[keep]
    return out
