"""Lane gathers classified against the table of primitives (:mod:`amdmatrix.primitives`):
which one instruction reads lane f[l] into lane l, and the lane maps a final gather makes."""

from __future__ import annotations

import functools

from .. import primitives as P
from ..archs import DPP_ROW_NEWBCAST, DPP_ROW_SHARE, PERMLANE16
from .problem import _TARGETS, COSTS, _Problem, _State


def _lane_maps(p: _Problem, s: _State) -> list[tuple[int, list[int]]]:
    """For each destination register (in the consumer's order): the state register index it
    gathers from and the source lane of each lane."""
    regs = sorted(s.regs)
    out = []
    for R in range(p.dst.registers):
        def value(c: int, lane: int, R: int = R) -> int:
            for i, cc in enumerate(p.dst.regs):
                if cc == c:
                    return R >> i & 1
            for i, cc in enumerate(p.dst.lanes):
                if cc == c:
                    return lane >> i & 1
            raise AssertionError(c)

        src_reg = sum(value(c, 0) << i for i, c in enumerate(regs))
        lanes = [sum(value(c, lane) << x for x, c in enumerate(s.lanes)) for lane in range(p.lanes)]
        out.append((src_reg, lanes))
    return out


def _classify(p: _Problem, f: list[int]) -> tuple[str, str, int] | None:
    """The cheapest single instruction that gathers lane f[l] into lane l: (kind, operand text, cost)."""
    return _classify_lanes(p.target, tuple(f), False)


def _xor_move(p: _Problem, b: int) -> tuple[str, str, int]:
    """The move reading lane l ^ 2**b in every lane: as :func:`_classify`, preferring DPP16's XOR
    control (row_xmask) where the target has it, and spelling a ds_swizzle offset as llvm-mc-22
    prints it (``swizzle(SWAP,4)``)."""
    return _classify_lanes(p.target, tuple(lane ^ 1 << b for lane in range(p.lanes)), True)


@functools.cache
def _classify_lanes(target: str, f: tuple[int, ...], xor: bool) -> tuple[str, str, int]:
    """Classify the gather ``f`` against the primitives table (:mod:`amdmatrix.primitives`): a copy,
    a DPP16 setting, v_permlane16/x16_b32, a ds_swizzle_b32 offset, or ds_bpermute_b32."""
    n = len(f)
    t = _TARGETS[target]
    if f == tuple(range(n)):
        return ("copy", "", 0)
    dpp = _dpp_table(n, target, DPP_ROW_SHARE if xor else None).get(f)
    if dpp is not None:
        return ("dpp", dpp, COSTS["dpp"])
    if t.permlane16:
        perm = P.permlane_from_lanes(f, t.arch)
        if perm is not None and P.permlane(perm[0]).feature == PERMLANE16:
            word = perm[1]
            return (perm[0].removeprefix("v_").removesuffix("_b32"), f"0x{word & 0xFFFFFFFF:x},0x{word >> 32:x}",
                    COSTS["permlane"])
    sw = P.swizzle_from_lanes(f)
    if sw is not None:
        return ("swizzle", P.swizzle_text(sw) if xor else f"0x{sw:x}", COSTS["lds_permute"])
    return ("bpermute", "", COSTS["lds_permute"])


@functools.cache
def _dpp_table(n: int, target: str, prefer: str | None = None) -> dict[tuple[int, ...], str]:
    """Every gather one DPP16 setting of the target makes (a source for every lane), first setting
    in dpp_ctrl order winning, or the settings of feature ``prefer`` first. row_newbcast (CDNA2-4)
    is left out: the published plans predate it in the table (docs/decisions.md)."""
    table: dict[tuple[int, ...], str] = {}
    settings = [s for s in P.dpp_settings(_TARGETS[target].arch) if s.control.feature != DPP_ROW_NEWBCAST]
    settings.sort(key=lambda s: s.control.feature != prefer)  # stable: dpp_ctrl order within each
    for setting in settings:
        lanes = setting.source_lanes(n)
        if P.NO_LANE not in lanes:
            table.setdefault(tuple(lanes), setting.text)
    return table


def _dpp_shift(p: _Problem, shift: int) -> str:
    """The DPP16 setting reading lane l + shift of its row (none past the row's end)."""
    want = tuple(lane + shift if 0 <= lane % 16 + shift < 16 else P.NO_LANE for lane in range(p.lanes))
    return next(s.text for s in P.dpp_settings(p.t.arch) if s.source_lanes(p.lanes) == want)
