"""The API: :func:`convert`, :func:`routes` and :func:`compatible_pairs`, the checks of a query,
the tiles each side takes, and both routes planned, verified and compared."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

from ..archs import Arch, resolve_arch
from ..catalog import instruction
from ..errors import AmdMatrixError
from ..model import Instruction
from .code import _v
from .lds_emit import _lds_built, _NoLds
from .lds_search import _lds_search
from .moves import _describe
from .ops import _ranges, parse_registers
from .plan import Plan, _Built, _finish
from .problem import (
    _TARGETS,
    _WIDTH,
    CONVERSIONS,
    COSTS,
    DEFAULT_FIRST_SGPR,
    ROUTES,
    _positions,
    _Problem,
    _problem_sides,
    _Side,
)
from .registers import _contiguous
from .search import _generate, _search


def _tiles(p_inst: Instruction, q_inst: Instruction, operand: str, transposed: bool) -> tuple[int, int, Any, Any]:
    mp, np_ = (p_inst.n, p_inst.m) if transposed else (p_inst.m, p_inst.n)
    if operand == "A":
        if mp != q_inst.m:
            raise AmdMatrixError(f"{p_inst.mnemonic} has {mp} rows and {q_inst.mnemonic}'s A has {q_inst.m}; "
                                 "their tiles are not compatible")
        width = math.lcm(np_, q_inst.k)
        ncols = width

        def pcoord(t: int, i: int, j: int) -> int:
            r, c = (j, i) if transposed else (i, j)
            return r * ncols + t * np_ + c

        def qcoord(u: int, i: int, k: int) -> int:
            return i * ncols + u * q_inst.k + k

        return width // np_, width // q_inst.k, pcoord, qcoord
    if np_ != q_inst.n:
        raise AmdMatrixError(f"{p_inst.mnemonic} has {np_} columns and {q_inst.mnemonic}'s B has {q_inst.n}; "
                             "their tiles are not compatible")
    height = math.lcm(mp, q_inst.k)
    ncols = q_inst.n

    def pcoord_b(t: int, i: int, j: int) -> int:
        r, c = (j, i) if transposed else (i, j)
        return (t * mp + r) * ncols + c

    def qcoord_b(u: int, k: int, j: int) -> int:
        return (u * q_inst.k + k) * ncols + j

    return height // mp, height // q_inst.k, pcoord_b, qcoord_b


def _checked_arch(arch: str | Arch) -> Arch:
    a = arch if isinstance(arch, Arch) else resolve_arch(arch)
    if a.mcpu not in _TARGETS:
        raise AmdMatrixError(f"amdmatrix convert plans for CDNA3, CDNA4, RDNA3 and RDNA4, not {a.name}")
    return a


def _free(text: str | Sequence[int] | None, file: str, limit: int, default: Sequence[int]) -> tuple[int, ...]:
    if text is None:
        return tuple(default)
    if isinstance(text, str):
        return parse_registers(text, file, limit)
    regs = tuple(sorted({int(r) for r in text}))
    if any(not 0 <= r < limit for r in regs):
        raise AmdMatrixError(f"free {'VGPRs' if file == 'v' else 'SGPRs'} must be {file}0-{file}{limit - 1}")
    return regs


def convert(arch: str | Arch, producer: str, consumer: str, operand: str = "A", *, cvt: str | None = None,
            from_mods: Mapping[str, object] | None = None, to_mods: Mapping[str, object] | None = None,
            tiles: str = "in-order", max_depth: int = 6, compare: bool = True, route: str = "cheapest",
            free_vgprs: str | Sequence[int] | None = None, free_sgprs: str | Sequence[int] | None = None,
            lds_base: int = 0) -> Plan:
    """The cheapest verified sequence that turns ``producer``'s D into ``consumer``'s ``operand``.

    ``cvt`` is the operand's format (default: the consumer's type); ``tiles`` is "in-order"
    (the producer's columns feed the consumer's K in order, its rows the B operand's K) or
    "transposed" (the producer computes Dᵀ by swapping its A and B); with ``compare`` an
    in-order plan also plans the other orientation and names it in ``alternative`` when it is
    cheaper. ``route``: "cheapest" (plan through registers and through the LDS, verify both,
    publish the cheaper), "registers" or "lds". ``free_vgprs``/``free_sgprs`` name the
    registers the plan may use besides the producer's D (``"v[32:63]"``, ``"s24-s35"`` or a list
    of numbers; default every VGPR above D, and the SGPRs from s24); ``lds_base`` is the LDS
    byte the plan's LDS bytes start at. Raises AmdMatrixError for incompatible pairs, too few
    free registers, and if verification fails (a bug, never an answer).
    """
    a, p_inst, q_inst, operand, fm, tm, opts = _prepare(arch, producer, consumer, operand, from_mods, to_mods, tiles,
                                                         route, free_vgprs, free_sgprs, lds_base)
    plan = _plan(a, p_inst, q_inst, operand, cvt, fm, tm, tiles == "transposed", max_depth, opts)
    if compare and tiles == "in-order" and not plan.zero_cost and p_inst.m == p_inst.n:
        try:
            other = _plan(a, p_inst, q_inst, operand, cvt, fm, tm, True, max_depth, opts)
        except AmdMatrixError:
            other = None
        if other is not None and other.cost < plan.cost:
            plan.alternative = (f"cheaper: compute Dᵀ by swapping A and B of {p_inst.mnemonic} (--tiles transposed): "
                                f"cost {other.cost}, {other.instructions} instructions"
                                + (", through the LDS" if other.route == "lds" else "")
                                + (" (no data movement: zero cost)" if other.zero_cost else ""))
    return plan


def _prepare(arch: str | Arch, producer: str, consumer: str, operand: str, from_mods: Mapping[str, object] | None,
             to_mods: Mapping[str, object] | None, tiles: str, route: str, free_vgprs: str | Sequence[int] | None,
             free_sgprs: str | Sequence[int] | None, lds_base: int) -> tuple[Arch, Instruction, Instruction, str,
                                                                             dict[str, int], dict[str, int],
                                                                             dict[str, Any]]:
    a = _checked_arch(arch)
    p_inst, q_inst = instruction(a.name, producer), instruction(a.name, consumer)
    operand = operand.upper()
    if operand not in ("A", "B"):
        raise AmdMatrixError(f"the consumer's operand must be A or B, not {operand!r}")
    if tiles not in ("in-order", "transposed"):
        raise AmdMatrixError(f"tiles must be in-order or transposed, not {tiles!r}")
    if route not in ROUTES:
        raise AmdMatrixError(f"route must be one of {', '.join(ROUTES)}, not {route!r}")
    for inst, what in ((p_inst, "producer"), (q_inst, "consumer")):
        if inst.sparse or inst.scaled or inst.blocks != 1:
            raise AmdMatrixError(f"the {what} {inst.mnemonic} is sparse, scaled or multi-block; the planner takes "
                                 "dense single-block instructions")
    t = _TARGETS[a.mcpu]
    if not isinstance(lds_base, int) or isinstance(lds_base, bool) or not 0 <= lds_base <= 0xFFFF or lds_base % 16:
        raise AmdMatrixError(f"lds_base must be a multiple of 16 from 0 to 65520 (the DS offset field), not "
                             f"{lds_base!r}")
    opts = {"route": route, "free_v": free_vgprs, "free_s": _free(free_sgprs, "s", t.sgprs,
                                                                      range(DEFAULT_FIRST_SGPR, t.sgprs)),
            "lds_base": lds_base, "sgprs_default": free_sgprs is None}
    from ..modifiers import parse

    # The modifiers as the API takes them everywhere (a_format="bf8" sets CBSZ), as fields.
    fm = dict(parse(from_mods or {}, inst=p_inst).nonzero())
    tm = dict(parse(to_mods or {}, inst=q_inst).nonzero())
    return a, p_inst, q_inst, operand, fm, tm, opts


def routes(arch: str | Arch, producer: str, consumer: str, operand: str = "A", *, cvt: str | None = None,
           from_mods: Mapping[str, object] | None = None, to_mods: Mapping[str, object] | None = None,
           tiles: str = "in-order",
           max_depth: int = 6, free_vgprs: str | Sequence[int] | None = None,
           free_sgprs: str | Sequence[int] | None = None, lds_base: int = 0) -> list[Plan]:
    """Every route's verified plan for one orientation: through registers, then through the LDS
    where a read fills the operand (:func:`convert` publishes the cheaper, registers on a tie)."""
    a, p_inst, q_inst, operand, fm, tm, opts = _prepare(arch, producer, consumer, operand, from_mods, to_mods, tiles,
                                                         "cheapest", free_vgprs, free_sgprs, lds_base)
    return _plans(a, p_inst, q_inst, operand, cvt, fm, tm, tiles == "transposed", max_depth, opts)[0]


def _plan(a: Arch, p_inst: Instruction, q_inst: Instruction, operand: str, cvt: str | None, fm: dict[str, int],
          tm: dict[str, int], transposed: bool, max_depth: int, opts: dict[str, Any]) -> Plan:
    plans, lds_reason = _plans(a, p_inst, q_inst, operand, cvt, fm, tm, transposed, max_depth, opts)
    best = min(plans, key=lambda pl: (pl.cost, pl.route != "registers"))
    for other in plans:
        if other is not best:
            best.other_route = {"route": other.route, "cost": other.cost, "instructions": other.instructions,
                                "verified": True}
    if best.other_route is None and lds_reason and opts["route"] == "cheapest":
        best.other_route = {"route": "lds", "cost": None, "instructions": None, "verified": False,
                            "reason": lds_reason}
    return best


def _plans(a: Arch, p_inst: Instruction, q_inst: Instruction, operand: str, cvt: str | None, fm: dict[str, int],
           tm: dict[str, int], transposed: bool, max_depth: int, opts: dict[str, Any]) -> tuple[list[Plan], str]:
    wave = a.default_wave
    dtype_d = p_inst.dtype("D", wave=wave, **fm).key
    want = q_inst.dtype(operand, wave=wave, **tm).key
    if cvt is not None:
        _cvt(cvt, want, q_inst, operand, wave, tm)
    tp, tq, pcoord, qcoord = _tiles(p_inst, q_inst, operand, transposed)
    if tp * tq > 64:
        raise AmdMatrixError(f"{tp} producer tiles for {tq} consumer tiles is beyond the planner's limit of 64")
    if not ((dtype_d == "fp32" and (want == "fp32" or (a.mcpu, want) in CONVERSIONS))
            or (dtype_d == want and _WIDTH.get(want) == 16)):
        raise AmdMatrixError(f"no conversion from {dtype_d} to {want} on {a.name}; legal chains: fp32 to "
                             + ", ".join(sorted({f for (t, f) in CONVERSIONS if t == a.mcpu} | {"fp32"}))
                             + ", or a 16-bit D to the same type")
    src_map, src_width, src_rows = _positions(p_inst, "D", wave, fm, tp, pcoord)
    dst_map, dst_width, dst_rows = _positions(q_inst, operand, wave, tm, tq, qcoord)
    src, dst = _problem_sides(src_map, dst_map, (src_width, dst_width))
    conv, bits, half = _packing(a, dtype_d, want, src)
    prob = _Problem(a.mcpu, wave, src, dst, conv, bits, half, half and src_rows[0][2] == 16)
    inputs = src.registers
    per_q = q_inst.gprs(operand, wave=wave, **tm)
    t = prob.t
    free_v = _free(opts["free_v"], "v", t.vgprs, range(inputs, t.vgprs))
    if set(free_v) & set(range(inputs)):
        raise AmdMatrixError(f"{_ranges(set(free_v) & set(range(inputs)), 'v')} hold the producer's D "
                             f"({_v(0, inputs)}); legal values: free VGPRs outside it (the plan reuses D's own "
                             "registers once they are read)")
    built: list[_Built] = []
    route = opts["route"]
    lds_reason = ""
    if route != "lds":
        built.append(_registers_built(prob, max_depth, inputs, per_q))
    if route != "registers":
        choice = _lds_search(prob, a, per_q)
        if choice is None:
            lds_reason = "no LDS read of this architecture fills the operand's registers"
            if route == "lds":
                raise _NoLds(f"no LDS plan: {lds_reason}; legal values: --route registers")
        else:
            try:
                built.append(_lds_built(prob, a, choice, inputs, opts["lds_base"], dst_rows, per_q, operand, want))
            except _NoLds as e:
                if route == "lds":
                    raise
                lds_reason = str(e)
    return [_finish(b, a, p_inst, q_inst, operand, fm, tm, prob, src_rows, dst_rows, want, tp, tq, per_q,
                    transposed, free_v, opts) for b in built], lds_reason


def _packing(a: Arch, dtype_d: str, want: str, src: _Side) -> tuple[str | None, int, bool]:
    """(the packing instruction or None, the slot bits it creates, whether a 16-bit D holds one
    value per register) for the chain ``dtype_d`` to ``want``."""
    if dtype_d == "fp32" and want in ("fp32",):
        return None, 0, False
    if dtype_d == "fp32" and (a.mcpu, want) in CONVERSIONS:
        return CONVERSIONS[(a.mcpu, want)][0], {16: 1, 8: 2}[_WIDTH[want]], False
    if dtype_d == want and _WIDTH.get(want) == 16:
        half = not src.slots  # one 16-bit value per register: pack pairs with v_perm_b32
        return None, 1 if half else 0, half
    raise AssertionError("the chain was checked above")


def _registers_built(prob: _Problem, max_depth: int, inputs: int, per_q: int) -> _Built:
    """The register route: the search's steps emitted, the consumer's tiles made register tuples."""
    steps, cost, depth = _search(prob, max_depth)
    code, outs = _generate(prob, steps, inputs)
    outs, copies = _contiguous(code, outs, inputs, per_q)
    moves = [s for s in steps if s.kind not in ("pack",)]
    return _Built("registers", code, outs, cost + copies * COSTS["valu"], [_describe(s, prob) for s in steps], depth,
                  all(s.kind == "final" and s.count == 0 for s in moves),
                  sum(s.count for s in steps if s.kind == "pack"),
                  f"no cheaper sequence of these steps exists below depth {depth}")


def _cvt(cvt: object, want: str, q_inst: Instruction, operand: str, wave: int, tm: dict[str, int]) -> None:
    """Check ``cvt`` (any spelling the one resolver of type names reads: ``half``, ``e5m2``, ``fp8``
    for CDNA3's FNUZ type, ...) against the operand's type; on an F8F6F4 operand, a format another
    modifier setting selects is refused with that setting."""
    from ..dtypes import resolve

    try:
        resolve(cvt, (want,), what="cvt")
        return
    except AmdMatrixError as e:
        refusal = str(e)
    field = f"{operand.lower()}_format"
    for fmt in ("fp8", "bf8", "fp6", "bf6", "fp4"):
        try:
            key = q_inst.dtype(operand, wave=wave, **{**tm, field: fmt}).key
            resolve(cvt, (key,))
        except AmdMatrixError:
            continue
        raise AmdMatrixError(f"{operand} of {q_inst.mnemonic} reads {want} with these modifiers; {key} is selected "
                             f"by the modifier {field}: --to-mods {field}={fmt} (API: to_mods={{'{field}': '{fmt}'}})")
    raise AmdMatrixError(f"{refusal} ({operand} of {q_inst.mnemonic} reads {want})")


def compatible_pairs(arch: str | Arch) -> list[tuple[str, str, str]]:
    """Every (producer, consumer, operand) the planner covers on ``arch``: dense single-block
    instructions, a producer whose D is FP32 (or a 16-bit D feeding the same type), a consumer
    operand the architecture can convert to, and tiles of matching rows (A) or columns (B)."""
    a = _checked_arch(arch)
    from ..catalog import instructions

    dense = [i for i in instructions(a.name) if not i.sparse and not i.scaled and i.blocks == 1]
    wave = a.default_wave
    out = []
    for p in dense:
        d = p.dtype("D", wave=wave).key
        for q in dense:
            for operand in ("A", "B"):
                t = q.dtype(operand, wave=wave).key
                ok = (d == "fp32" and (t == "fp32" or (a.mcpu, t) in CONVERSIONS)) or (d == t and _WIDTH.get(t) == 16)
                size_ok = p.m == q.m if operand == "A" else p.n == q.n
                if ok and size_ok:
                    out.append((p.mnemonic.lower(), q.mnemonic.lower(), operand))
    return out
