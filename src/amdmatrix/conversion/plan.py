"""The published record of a verified plan (:class:`Plan`) and how one route's code becomes one:
waits, registers, verification, wait states, where the tiles are, and the picture's panels."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from .._dataclasses import dataclass, field
from ..archs import ALIGNED_VGPRS, Arch
from ..errors import AmdMatrixError
from ..model import Instruction
from .code import _Code, _v
from .hip import _hip, _hip_prelude, _setup_hip
from .ops import _ranges
from .problem import CONVERSIONS, COST_UNIT, _Problem
from .registers import _alloc_sgprs, _allocate, _lds_waits, _rename, _Short
from .verify import _frame, _verify, _with_waits


@dataclass
class Plan:
    """A verified conversion.

    ``route`` is "registers" or "lds"; ``asm`` the sequence with its s_nops and waits, ``setup``
    the hoistable set-up (once per kernel); ``cost`` in :data:`COST_UNIT`; ``instructions`` in
    ``asm`` without waits and s_nops, ``conversions`` of them convert; ``waits`` the wait states
    after the last producer, inside and before the first consumer (``wait_states`` their sum);
    ``producer_tiles``/``consumer_tiles`` where each tile must be and which K it holds;
    ``registers`` every register clobbered and every set-up value to keep; ``lds`` the LDS
    bytes, layout and bank conflicts of an LDS plan; ``other_route`` the verified cost of the
    route not published; ``hip`` each instruction form's HIP statement (with :data:`HIP_PRELUDE`)."""

    arch: str
    producer: str
    consumer: str
    operand: str
    cvt: str | None
    rounding: str | None
    tiles: tuple[int, int]
    transposed: bool
    asm: str
    setup: str
    cost: int
    instructions: int
    counts: dict[str, int]
    extra_vgprs: int
    wait_states: int
    steps: list[str]
    outputs: list[int]
    depth: int | None
    zero_cost: bool
    hip: list[dict[str, str | None]] = field(default_factory=list)
    alternative: str | None = None
    #: How many of ``instructions`` are the packing conversion (the rest move data).
    conversions: int = 0
    route: str = "registers"
    cost_unit: str = COST_UNIT
    minimal: str = ""
    waits: dict[str, int] = field(default_factory=dict)
    producer_tiles: list[dict[str, Any]] = field(default_factory=list)
    consumer_tiles: list[dict[str, Any]] = field(default_factory=list)
    registers: dict[str, Any] = field(default_factory=dict)
    lds: dict[str, Any] | None = None
    other_route: dict[str, Any] | None = None
    #: For the consumer's first tile: (register, lane, bit offset, producer register, producer lane).
    origins: list[tuple[int, int, int, int, int]] = field(default_factory=list, repr=False)
    #: The producer and consumer lines the hazard checker saw around ``asm`` (one per tile).
    frame: tuple[str, str] = ("", "")
    #: For the picture, step by step: (title, rows), a row being (label, the producer
    #: (register, lane) of each lane's value); the first four registers of each arrangement.
    panels: list[tuple[str, list[tuple[str, list[tuple[int, int]]]]]] = field(default_factory=list, repr=False)

    #: The HIP expression of each per-lane value the set-up builds (a selector or an LDS address).
    setup_hip: list[dict[str, str]] = field(default_factory=list)
    #: :data:`HIP_PRELUDE` when a form in ``hip`` uses its declarations, else "".
    hip_prelude: str = ""

    def as_dict(self) -> dict[str, Any]:
        """The JSON document (docs/json.md, ``convert``; src/amdmatrix/schemas/convert.json)."""
        out: dict[str, Any] = {"schema": "amdmatrix/2", "query": "convert", "architecture": self.arch}
        for k in self.__dataclass_fields__:
            if k in ("arch", "origins", "panels"):
                continue
            v = getattr(self, k)
            out[k] = list(v) if isinstance(v, tuple) else v
        return out


@dataclass
class _Built:
    route: str
    code: _Code
    outs: list[int]
    cost: int
    steps: list[str]
    depth: int | None
    zero: bool
    conversions: int
    minimal: str
    lds: dict[str, Any] | None = None


def _finish(b: _Built, a: Arch, p_inst: Instruction, q_inst: Instruction, operand: str, fm: dict[str, int],
            tm: dict[str, int], p: _Problem, src_rows: list[tuple[int, int, int, int]],
            dst_rows: list[tuple[int, int, int, int]], want: str, tp: int, tq: int, per_q: int, transposed: bool,
            free_v: Sequence[int], opts: dict[str, Any]) -> Plan:
    """Waits, registers, verification and wait states of one route's code."""
    code, inputs = b.code, p.src.registers
    outs = _place(b, a, p, free_v, opts)
    _verify(a, p_inst, q_inst, operand, fm, tm, code, outs, src_rows, dst_rows, want, p.cvt, p.half_source, p.dst,
            b.route)
    used = [r for op in code.setup + code.ops for r in op.regs()] + outs + [inputs - 1]
    producers, consumers = _frame(a, p_inst, q_inst, operand, tp, outs, per_q, max(used) + 1)
    asm, waits = _with_waits(a, producers, [op.text for op in code.ops], consumers)
    waits_total = sum(waits.values()) - (waits["before_consumer"] if not code.ops else 0)
    counts: dict[str, int] = {}
    for op in code.ops:
        counts[op.mnemonic] = counts.get(op.mnemonic, 0) + 1
    # where things are
    np_ = p_inst.m if transposed else p_inst.n
    mp = p_inst.n if transposed else p_inst.m
    nd = p_inst.gprs("D", wave=a.default_wave, **fm)
    span_p = np_ if operand == "A" else mp
    producer_tiles = [{"tile": t_, "registers": str(_v(t_ * nd, nd)), "first": t_ * nd, "count": nd,
                       "k": [t_ * span_p, t_ * span_p + span_p - 1]} for t_ in range(tp)]
    consumer_tiles = [{"tile": u, "registers": str(_v(outs[u * per_q], per_q)), "first": outs[u * per_q],
                       "count": per_q, "k": [u * q_inst.k, u * q_inst.k + q_inst.k - 1]} for u in range(tq)]
    registers = _registers(code, free_v, opts)
    extra = len(({r for op in code.setup + code.ops for r in op.regs()} | set(outs)) - set(range(inputs)))
    names = _coord_names(operand, q_inst, tq, p_inst, transposed)
    lds = None
    if b.lds is not None:
        lds = dict(b.lds)
        lds["layout"] = [names(c) for c in b.lds["layout"]]
    return Plan(a.name, p_inst.mnemonic.lower(), q_inst.mnemonic.lower(), operand, p.cvt,
                CONVERSIONS[(a.mcpu, want)][1] if (a.mcpu, want) in CONVERSIONS and p.cvt else None,
                (tp, tq), transposed, "\n".join(asm), "\n".join(op.text for op in code.setup), b.cost, code.count,
                counts, extra, waits_total, b.steps, outs, b.depth, b.zero,
                _hip(code.ops, p.t, code.svalues, p.lanes), conversions=b.conversions, route=b.route,
                cost_unit=COST_UNIT.format(cycles=p.t.valu_cycles),
                minimal=b.minimal, waits=waits, producer_tiles=producer_tiles, consumer_tiles=consumer_tiles,
                registers=registers, lds=lds, setup_hip=_setup_hip(code), hip_prelude=_hip_prelude(code.ops),
                origins=_origins(src_rows, dst_rows, per_q, outs),
                frame=("\n".join(producers), "\n".join(consumers)), panels=_panels(code, src_rows, p))


def _place(b: _Built, a: Arch, p: _Problem, free_v: Sequence[int], opts: dict[str, Any]) -> list[int]:
    """The waits for LDS results, then physical registers for ``b``'s code (renamed in place);
    returns the consumer's registers."""
    code, inputs = b.code, p.src.registers
    _lds_waits(code)
    align = 2 if a.has(ALIGNED_VGPRS) else 1
    try:
        vmap = _allocate(code, b.outs, inputs, free_v, align)
    except _Short:
        needed = _allocate(code, b.outs, inputs, range(inputs, p.t.vgprs), align)
        extra = len(set(needed.values()) - set(range(inputs)))
        raise AmdMatrixError(f"the {b.route} plan needs {extra} VGPRs besides the producer's D ({_v(0, inputs)}) "
                             f"but the free VGPRs given ({_ranges(free_v, 'v')}) are too few; legal values: "
                             "more free VGPRs with --free-vgprs") from None
    smap = _alloc_sgprs(code, opts["free_s"])
    _rename(code, vmap, smap)
    return [vmap[r] for r in b.outs]


def _registers(code: _Code, free_v: Sequence[int], opts: dict[str, Any]) -> dict[str, Any]:
    """The plan's ``registers``: every register it clobbers, the set-up values to keep, the free ones given."""
    written_v = sorted({r for op in code.setup + code.ops for r in op.defs()})
    written_s = sorted({r for op in code.setup for r in op.defs("s")})
    body_v = {r for op in code.ops for r in op.regs()}
    kept_v = sorted({r for op in code.setup for r in op.defs()} & body_v)
    kept_s = sorted({r for op in code.ops for r in op.regs("s")})
    return {"clobbered": {"vgprs": written_v, "sgprs": written_s},
            "kept": {"vgprs": kept_v, "sgprs": kept_s},
            "free_vgprs": list(free_v), "free_sgprs": list(opts["free_s"]),
            "sgprs_default": bool(opts["sgprs_default"])}


def _coord_names(operand: str, q_inst: Instruction, tq: int, p_inst: Instruction, transposed: bool) -> Callable[[int],
                                                                                                             str]:
    """The matrix name of a coordinate bit: A's K columns are the low bits (m above), B's N columns
    (k above)."""
    if operand == "A":
        low = (tq * q_inst.k).bit_length() - 1
        names = ("k", "m")
    else:
        low = q_inst.n.bit_length() - 1
        names = ("n", "k")
    return lambda c: f"{names[0]}{c}" if c < low else f"{names[1]}{c - low}"


def _panels(code: _Code, src_rows: list[tuple[int, int, int, int]],
            p: _Problem) -> list[tuple[str, list[tuple[str, list[tuple[int, int]]]]]]:
    where = {g: (r, lane) for r, lane, _, g in src_rows}
    out = []
    for title, slots, lanes, regs in code.snapshots:
        if not lanes:
            continue  # an LDS step: no register arrangement to draw
        rows = []
        for R in range(min(4, 1 << len(regs))):
            for slot in range(1 << len(slots)):
                base = sum((R >> i & 1) << c for i, c in enumerate(regs)) | \
                    sum((slot >> j & 1) << c for j, c in enumerate(slots))
                cells = []
                for lane in range(p.lanes):
                    g = base | sum((lane >> x & 1) << c for x, c in enumerate(lanes))
                    cells.append(where[g])
                label = f"r{R}" + (f".{slot}" if slots else "")
                rows.append((label, cells))
        out.append((title, rows))
    return out


def _origins(src_rows: list[tuple[int, int, int, int]], dst_rows: list[tuple[int, int, int, int]],
             per: int, outs: list[int]) -> list[tuple[int, int, int, int, int]]:
    where = {g: (r, lane) for r, lane, _, g in src_rows}
    return [(outs[r], lane, lo, *where[g]) for r, lane, lo, g in dst_rows if r < per]
