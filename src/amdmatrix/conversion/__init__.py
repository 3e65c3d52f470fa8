"""``amdmatrix convert``: the cheapest verified way from one matrix instruction's D to the next
one's A or B, through registers or through the LDS.

The producer's D tiles and the consumer's operand tiles are both bit permutations of one
matrix: every position bit (the bits of a register index, of a lane, of a value's slot in
its register) carries one bit of an element's (row, column), or none where the consumer
keeps copies (RDNA3 repeats A and B in both lane halves). Two routes are planned.

**Registers.** A conversion is a permutation of those bits, and each data-movement primitive
moves bits in a known way:

* a lane <-> register exchange on a register pair (``v_permlane32_swap_b32`` for lane bit 5
  and ``v_permlane16_swap_b32`` for bit 4 on gfx950; DPP with a bank mask for bits 2 and 3;
  otherwise ``v_cndmask``, a lane exchange and two ``v_cndmask``, Triton's general pathway);
* a slot <-> register exchange on a pair (two ``v_perm_b32``), or for free inside the
  packing conversion (``v_cvt_pk_*`` chooses which registers share a word);
* a slot <-> lane exchange (a lane exchange and one ``v_perm_b32`` with a per-lane selector);
* a final per-register lane gather (DPP, ``ds_swizzle_b32``, ``v_permlane16/x16_b32`` or
  ``ds_bpermute_b32``, the cheapest that expresses the map).

The search is A* over the bit arrangements, register order being free.

**LDS.** The values are written to the LDS in a layout that is itself a bit permutation of the
coordinates, with an XOR swizzle of the byte address, and read back: plain ``ds_read_b32``,
``b64`` or ``b128``, or CDNA4's transposing ``ds_read_b64_tr_b16``/``_b8``. The layout's lowest
address bits are the elements one read fills; the writes are as wide as the producer's
registers allow (whole words, register tuples, or the halves and bytes ``ds_write_b16``,
``ds_write_b16_d16_hi`` and ``ds_write_b8`` reach). Every write's and read's bank conflicts
come from the LDS model (:mod:`amdmatrix.lds`: its facts and ``conflicts``) and count in the cost.

Both routes are emitted as records (:class:`Op`), get registers from the free VGPRs and SGPRs
the caller names, run on the data-movement emulator on images from ``emulate.pack`` with every
consumer element compared with ``locate``, and go through the hazard checker, which adds the
``s_nop``s between the producers, the sequence and the consumers. A plan that fails
verification raises; it is never returned. The cheaper verified route is published.
"""

from __future__ import annotations

import functools
import heapq
import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .. import primitives as P
from ..archs import ALIGNED_VGPRS, DPP_ROW_NEWBCAST, DPP_ROW_SHARE, PERMLANE16, Arch, resolve_arch
from ..catalog import instruction
from ..errors import AmdMatrixError
from ..linear import LinearMap
from ..linear import operand as operand_map
from ..model import Instruction
from ..render.plan import plan_svg
from .hip import HIP_PRELUDE, _hip, _hip_prelude, _setup_hip
from .ops import Op, Reg, _ranges, parse_registers

__all__ = ["Plan", "Op", "Reg", "convert", "routes", "compatible_pairs", "plan_svg", "parse_registers", "COSTS",
           "CONVERSIONS", "DEFAULT_FIRST_SGPR", "ROUTES", "HIP_PRELUDE", "COST_UNIT"]

#: Cost of one instruction by class, in *VALU-instruction units*: one unit is the issue of one
#: VALU instruction (a wave64 instruction takes a 16-lane CDNA SIMD 4 cycles, a wave32 one an
#: RDNA SIMD32 1 cycle). An LDS-unit permute (``ds_swizzle_b32``, ``ds_bpermute_b32``) goes
#: through the LDS crossbar and needs an LGKM wait (CDNA3 ISA §11 and §4.4 S_WAITCNT; RDNA3 ISA
#: "Data Share Operations"), so it counts double; Triton's AMD backend prefers
#: v_permlane*_swap to ds_bpermute for the same reason (triton-lang/triton#7825). An LDS read
#: or write counts ``lds_issue`` plus the cycles the LDS model says it takes (its phases, each
#: as many cycles as its worst bank conflict: MI200 ISA "Local Data Share", two cycles at best
#: and up to 64) in units of the cycles of a VALU instruction, rounded up: a conflict-free
#: wave64 ``ds_read_b64`` on CDNA3 (4 phases) costs 1 + 1, like ``ds_bpermute_b32``. The
#: numbers are a model, not measurements.
COSTS: dict[str, int] = {"valu": 1, "dpp": 1, "permlane": 1, "cvt": 1, "lds_permute": 2, "lds_issue": 1}

#: What the cost is counted in (the text and the JSON say it; {cycles}: one VALU instruction's cycles).
COST_UNIT = ("VALU-instruction units: 1 per VALU, DPP, permlane or conversion instruction, 2 per ds_bpermute or "
             "ds_swizzle, and for an LDS store or load 1 plus its LDS cycles / {cycles} (the cycles of one VALU "
             "instruction), the sum rounded up")

#: The packing conversion from FP32 to each operand format, by LLVM target: the instruction,
#: its rounding, and how many FP32 registers make one packed register. ``v_perm`` packs the
#: high halves (truncation) where the target has no BF16 conversion (RDNA3, RDNA4).
CONVERSIONS: dict[tuple[str, str], tuple[str, str]] = {
    ("gfx942", "fp16"): ("v_cvt_pkrtz_f16_f32", "toward zero"),
    ("gfx950", "fp16"): ("v_cvt_pk_f16_f32", "to nearest even"),
    ("gfx1100", "fp16"): ("v_cvt_pk_rtz_f16_f32", "toward zero"),
    ("gfx1200", "fp16"): ("v_cvt_pk_rtz_f16_f32", "toward zero"),
    ("gfx950", "bf16"): ("v_cvt_pk_bf16_f32", "to nearest even"),
    ("gfx942", "bf16"): ("v_perm_b32", "toward zero, keeping the high halves"),
    ("gfx1100", "bf16"): ("v_perm_b32", "toward zero, keeping the high halves"),
    ("gfx1200", "bf16"): ("v_perm_b32", "toward zero, keeping the high halves"),
    ("gfx942", "fp8_fnuz"): ("v_cvt_pk_fp8_f32", "to nearest even"),
    ("gfx942", "bf8_fnuz"): ("v_cvt_pk_bf8_f32", "to nearest even"),
    ("gfx950", "fp8"): ("v_cvt_pk_fp8_f32", "to nearest even"),
    ("gfx950", "bf8"): ("v_cvt_pk_bf8_f32", "to nearest even"),
    ("gfx1200", "fp8"): ("v_cvt_pk_fp8_f32", "to nearest even"),
    ("gfx1200", "bf8"): ("v_cvt_pk_bf8_f32", "to nearest even"),
}

_WIDTH = {"fp32": 32, "fp16": 16, "bf16": 16, "fp8": 8, "bf8": 8, "fp8_fnuz": 8, "bf8_fnuz": 8}

#: The routes a plan can take (``route="cheapest"`` plans both and publishes the cheaper).
ROUTES = ("cheapest", "registers", "lds")

#: The first SGPR the planner takes when the caller names none free: the HSA kernel ABI
#: preloads at most 16 user SGPRs and then up to 5 system SGPRs, s0-s20 (LLVM AMDGPUUsage,
#: "Initial Kernel Execution State"), so s24 on is past anything a kernel starts with.
DEFAULT_FIRST_SGPR = 24


# ====================================================================== targets as data
@dataclass(frozen=True)
class _Target:
    """What the planner asks of an LLVM target (data, so that no code branches on a name); which
    data-movement primitives it has comes from its architecture's features (:mod:`amdmatrix.archs`)."""

    #: The LLVM processor.
    mcpu: str
    #: Cycles one VALU instruction of the default wave takes its SIMD: a wave64 on CDNA's 16-lane
    #: SIMDs 4 (ROCm Compute Profiler, "Pipeline descriptions": four 16-wide SIMDs), a wave32 on
    #: RDNA's SIMD32 1 (RDNA3 ISA, VALU chapter: 32 work-items at once).
    valu_cycles: int
    #: The S_WAITCNT immediate of lgkmcnt(0) with the other counters at their maximum (LLVM's
    #: AMDGPU syntax pages "gfx9 waitcnt" and "gfx11 waitcnt": LGKM_CNT in bits 11:8 or 9:4).
    lgkm0: int
    #: The wait for every outstanding LDS result, as LLVM's codegen writes it: s_waitcnt
    #: lgkmcnt(0), or on GFX12 s_wait_dscnt 0 (S_WAITCNT is deprecated there: llvm/llvm-project#77336).
    ds_wait: tuple[str, str]
    #: The DS mnemonics' stem as LLVM prints them: ds_write/ds_read, or ds_store/ds_load (GFX11+).
    store: str
    load: str
    #: Addressable SGPRs (s0 to s(n-1)) and VGPRs.
    sgprs: int
    vgprs: int = 256

    @functools.cached_property
    def arch(self) -> Arch:
        return resolve_arch(self.mcpu)

    @functools.cached_property
    def dpp16(self) -> bool:
        """GFX10+ DPP (DPP16): row_xmask and row_share, no wave shifts (RDNA3 ISA "DPP16")."""
        return self.arch.has(DPP_ROW_SHARE)

    @functools.cached_property
    def permlane16(self) -> bool:
        """v_permlane16_b32 and v_permlanex16_b32 (GFX10+)."""
        return self.arch.has(PERMLANE16)

    @functools.cached_property
    def swap_permlanes(self) -> dict[int, str]:
        """The register-pair permlanes of the primitives table the target has, by the lane bit each
        exchanges with the other register (v_permlane32_swap_b32: 5, v_permlane16_swap_b32: 4)."""
        return _swap_permlanes(self.arch)

    @property
    def swaps(self) -> frozenset[int]:
        """Lane bits a swap permlane exchanges with a register."""
        return frozenset(self.swap_permlanes)


_TARGETS: dict[str, _Target] = {
    "gfx942": _Target("gfx942", 4, 0xC07F, ("s_waitcnt", "lgkmcnt(0)"), "ds_write", "ds_read", 102),
    "gfx950": _Target("gfx950", 4, 0xC07F, ("s_waitcnt", "lgkmcnt(0)"), "ds_write", "ds_read", 102),
    "gfx1100": _Target("gfx1100", 1, 0xFC07, ("s_waitcnt", "lgkmcnt(0)"), "ds_store", "ds_load", 106),
    "gfx1200": _Target("gfx1200", 1, 0xFC07, ("s_wait_dscnt", "0"), "ds_store", "ds_load", 106),
}


def _swap_permlanes(a: Arch) -> dict[int, str]:
    out = {}
    for perm in P.PERMLANES:
        if perm.registers != 2 or not a.has(perm.feature):
            continue
        wave = 64
        lanes = P.permlane_source_lanes(perm.mnemonic, wave)
        lane, src = next((lane, e) for lane, e in enumerate(lanes[:wave]) if e >= wave)
        out[((src - wave) ^ lane).bit_length() - 1] = perm.mnemonic
    return out


# ====================================================================== bit layouts
@dataclass(frozen=True)
class _Side:
    """The search's labels of one side's position bits: ``slots`` (bits of a value's slot in its
    word), ``lanes`` and ``regs``, each naming the coordinate bit of the consumer position it
    carries (-1: a copy); made by :func:`_problem_sides` from the problem's map."""

    slots: tuple[int, ...]
    lanes: tuple[int, ...]
    regs: tuple[int, ...]
    registers: int
    width: int  # bits per value


def _log2(n: int, what: str) -> int:
    b = n.bit_length() - 1
    if n <= 0 or 1 << b != n:
        raise AmdMatrixError(f"{what} is {n}, not a power of two; such layouts are not planned")
    return b


def _positions(inst: Instruction, matrix: str, wave: int, mods: dict[str, int], tiles: int,
               coord: Callable[[int, int, int], int]) -> tuple[LinearMap, int, list[tuple[int, int, int, int]]]:
    """``tiles`` copies of ``matrix`` (tile t at registers t*n ...) as a map from positions (slot
    bits that hold values, lane, register and tile bits) to coordinate bits, where ``coord(t,
    row, col)`` is an element's global coordinate: the operand's
    :class:`~amdmatrix.linear.OperandMap` (``by_register``) with the coordinates composed in; also
    the bits a value takes and every (register, lane, bit offset, coordinate) placement, for
    verification."""
    regs = inst.gprs(matrix, wave=wave, **mods)
    width = _WIDTH.get(inst.dtype(matrix, wave=wave, **mods).key, 0)
    if not width:
        raise AmdMatrixError(f"{matrix} of {inst.mnemonic} has a format the planner does not move")
    rows: list[tuple[int, int, int, int]] = []
    for t in range(tiles):
        for e in inst.placements(matrix, wave=wave, **mods):
            loc = e.location
            assert loc is not None
            rows.append((t * regs + loc.register, loc.lane, loc.bit_offset % 32, coord(t, e.row, e.col)))
    rbits, lbits = _log2(regs, "the register count"), _log2(wave, "the wave size")
    _log2(regs * tiles, "the register count")
    om = operand_map(inst, matrix, wave=wave, **mods)
    m, packing = om.by_register, om.packing
    empty = AmdMatrixError(f"{matrix} of {inst.mnemonic} leaves register positions empty; not planned")
    if m is None or packing is None or m.size("register") != rbits or m.size("lane") != lbits:
        raise empty
    sbits = m.size("slot")
    reached = [any(c >> b & 1 for c in packing.columns) for b in range(sbits + rbits)]
    slot_dims = [b for b in range(sbits) if reached[b]]
    if not all(reached[sbits:]) or len(slot_dims) < sbits and not (width == 16 and sbits == 1):
        raise empty  # a register, or a slot (but a 16-bit D's other half), that no value fills

    def column(b: dict[str, int]) -> int:
        g = coord(0, b["row"], b["col"])
        if g & (g - 1):  # (a block bit is a copy: the coordinates name no block, as before)
            raise AmdMatrixError(f"{matrix} of {inst.mnemonic} is not a bit permutation; not planned")
        return g

    tbits = _log2(tiles, "the tile count")
    columns = [*(column(m.bases("slot")[b]) for b in slot_dims), *map(column, m.bases("lane")),
               *map(column, m.bases("register")), *(coord(1 << k, 0, 0) for k in range(tbits))]
    dims = (("slot", len(slot_dims)), ("lane", lbits), ("register", rbits + tbits))
    return LinearMap(dims, (("coord", _COORD_BITS),), columns), width, rows


#: Coordinate bits of the positions' common output (a plan moves at most 64 tiles of 2**16 elements).
_COORD_BITS = 24


def _problem_sides(src: LinearMap, dst: LinearMap, widths: tuple[int, int]) -> tuple[_Side, _Side]:
    """The search's view of the problem ``src.invert_and_compose(dst)`` (each producer position
    -> the consumer position that holds its element): every consumer position bit labelled by the
    coordinate bit it carries (-1: a copy) and every producer position bit by the label of the
    consumer bit it must reach."""
    try:
        moves = src.invert_and_compose(dst)
    except (ValueError, AmdMatrixError) as e:  # outputs it lacks, or elements it does not reach
        raise AmdMatrixError(f"the consumer's registers do not hold every element of the producer's: {e}") from None
    label = {1 << t: c.bit_length() - 1 if c else -1 for t, c in enumerate(dst.columns)}
    label[0] = -1
    if any(c not in label for c in moves.columns):
        raise AmdMatrixError("the conversion is not a bit permutation; not planned")

    def side(m: LinearMap, labels: Sequence[int], width: int) -> _Side:
        def part(dim: str) -> tuple[int, ...]:
            start = m.offset(dim)
            return tuple(labels[start:start + m.size(dim)])

        return _Side(part("slot"), part("lane"), part("register"), 1 << m.size("register"), width)

    dst_labels = [label[1 << t] for t in range(len(dst.columns))]
    return side(src, [label[c] for c in moves.columns], widths[0]), side(dst, dst_labels, widths[1])


# ====================================================================== search
@dataclass(frozen=True, order=True)
class _State:
    packed: bool
    slots: tuple[int, ...]
    lanes: tuple[int, ...]
    regs: frozenset[int]


@dataclass(frozen=True)
class _Step:
    kind: str  # "lr", "sr", "sl", "ll", "pack", "final"
    args: tuple[int, ...]
    cost: int
    count: int  # instructions


@dataclass
class _Problem:
    target: str
    lanes: int
    src: _Side
    dst: _Side
    cvt: str | None  # the packing instruction, None when no conversion packs values
    pack_bits: int  # slot bits the packing creates (1: 16-bit, 2: 8-bit, 0: none)
    half_source: bool  # a 16-bit D, one value per register
    half_hi: bool = False  # ... in the high half (RDNA3 OPSEL)

    @property
    def t(self) -> _Target:
        return _TARGETS[self.target]


def _xor_lane_cost(p: _Problem, b: int) -> tuple[int, int]:
    """(cost, instructions) of reading lane l ^ 2**b in every lane of one register: one move of
    the primitives table (:func:`_xor_move`)."""
    return _xor_move(p, b)[2], 1


def _lr_cost(p: _Problem, b: int) -> tuple[int, int]:
    """Per register pair: exchange lane bit b with a register bit."""
    if b in p.t.swaps:
        return COSTS["permlane"], 1
    if b in (2, 3):
        return 3 * COSTS["dpp"], 3  # a copy, then two DPP moves with bank masks
    c, n = _xor_lane_cost(p, b)
    return 3 * COSTS["valu"] + c, 3 + n


def _final_ok(s: _State, dst: _Side) -> bool:
    want_lanes = {c for c in dst.lanes if c >= 0}
    return (s.packed and s.slots == dst.slots and s.regs <= set(dst.regs)
            and want_lanes <= set(s.lanes))


def _search(p: _Problem, max_depth: int = 6) -> tuple[list[_Step], int, int]:
    """Dijkstra over bit arrangements; returns the steps, the cost and the depth searched."""
    start = _State(p.pack_bits == 0, p.src.slots, p.src.lanes, frozenset(p.src.regs))
    counter = 0
    want_lanes = {c for c in p.dst.lanes if c >= 0}
    swap = min(min(_lr_cost(p, b)[0] for b in range(len(p.src.lanes))) / 2,
               min(_xor_lane_cost(p, b)[0] for b in range(len(p.src.lanes))) + COSTS["valu"])
    finals: dict[_State, tuple[int, int]] = {}

    def bound(s: _State) -> float:
        """A lower bound of the cost still to pay (A*): each coordinate that sits in a lane bit
        but not in the consumer's lanes needs one exchange, on every register or pair."""
        regs = 1 << len(s.regs)
        if not s.packed:
            regs >>= p.pack_bits
        return len(set(s.lanes) - want_lanes) * swap * regs

    heap: list[tuple[float, int, int, int, _State, tuple[_Step, ...]]] = [(bound(start), 0, 0, counter, start, ())]
    best: dict[_State, int] = {start: 0}
    while heap:
        _, cost, depth, _, s, steps = heapq.heappop(heap)
        if steps and steps[-1].kind == "final":
            return list(steps), cost, max_depth
        if best.get(s, 1 << 60) < cost:
            continue
        nregs = 1 << len(s.regs)
        moves: list[tuple[_Step, _State]] = []
        if s.packed and _final_ok(s, p.dst):
            if s not in finals:
                finals[s] = _final_cost(p, s)
            fc, fn = finals[s]
            moves.append((_Step("final", (), fc, fn), s))
        if depth < max_depth:
            regs = sorted(s.regs)
            # Only useful exchanges: a lane coordinate the consumer does not keep in lanes
            # leaves for a register coordinate it does (the minimality statement says so).
            for b in range(len(s.lanes)):
                if s.lanes[b] in want_lanes:
                    continue
                c, n = _lr_cost(p, b)
                for q in regs:
                    if q not in want_lanes:
                        continue
                    lanes = list(s.lanes)
                    lanes[b] = q
                    new = _State(s.packed, s.slots, tuple(lanes), (s.regs - {q}) | {s.lanes[b]})
                    moves.append((_Step("lr", (b, q), c * (nregs // 2), n * (nregs // 2)), new))
            if not s.packed:
                k = p.pack_bits
                for combo in _ordered(regs, k):
                    new = _State(True, s.slots + tuple(combo), s.lanes, s.regs - set(combo))
                    out = nregs >> k
                    per = 2 if k == 2 else 1  # two fp8 conversions fill one register
                    moves.append((_Step("pack", tuple(combo), COSTS["cvt"] * out * per, out * per), new))
            else:
                for si in range(len(s.slots)):
                    if s.slots[si] == p.dst.slots[si]:
                        continue
                    for q in regs:
                        if q != p.dst.slots[si]:
                            continue
                        slots = list(s.slots)
                        slots[si] = q
                        new = _State(True, tuple(slots), s.lanes, (s.regs - {q}) | {s.slots[si]})
                        moves.append((_Step("sr", (si, q), 2 * COSTS["valu"] * (nregs // 2), nregs), new))
                    for b in range(len(s.lanes)):
                        if not (s.lanes[b] == p.dst.slots[si] or
                                (s.slots[si] in want_lanes and s.lanes[b] not in want_lanes)):
                            continue
                        c, n = _xor_lane_cost(p, b)
                        slots, lanes = list(s.slots), list(s.lanes)
                        slots[si], lanes[b] = s.lanes[b], s.slots[si]
                        new = _State(True, tuple(slots), tuple(lanes), s.regs)
                        moves.append((_Step("sl", (si, b), (c + COSTS["valu"]) * nregs, (n + 1) * nregs), new))
        for step, new in moves:
            total = cost + step.cost
            if step.kind == "final":
                counter += 1
                heapq.heappush(heap, (total, total, depth, counter, new, (*steps, step)))
                continue
            if total < best.get(new, 1 << 60):
                best[new] = total
                counter += 1
                heapq.heappush(heap, (total + bound(new), total, depth + 1, counter, new, (*steps, step)))
    raise AmdMatrixError("no sequence of the modelled primitives reaches the consumer's layout "
                         f"within {max_depth} steps")


def _ordered(items: list[int], k: int) -> Iterable[tuple[int, ...]]:
    if k == 0:
        yield ()
        return
    for i in items:
        for rest in _ordered([x for x in items if x != i], k - 1):
            yield (i, *rest)


# ====================================================================== lane maps
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


def _final_cost(p: _Problem, s: _State) -> tuple[int, int]:
    cost = count = 0
    used: set[int] = set()
    for src, f in _lane_maps(p, s):
        kind = _classify(p, f)
        assert kind is not None
        if kind[0] == "copy" and src in used:
            cost, count = cost + COSTS["valu"], count + 1
        cost += kind[2]
        count += kind[0] != "copy"
        used.add(src)
    return cost, count


# ====================================================================== code generation
def _v(n: int, count: int = 1) -> Reg:
    return Reg("v", n, count)


class _Code:
    """A plan being emitted: the set-up and the sequence as :class:`Op` records on virtual
    registers (VGPRs from ``first_free`` on, the producer's D being 0 .. first_free - 1; SGPRs
    from 0), the tuples that must stay consecutive, and the constants the SGPRs hold."""

    def __init__(self, p: _Problem, first_free: int) -> None:
        self.p = p
        self.ops: list[Op] = []
        self.setup: list[Op] = []
        self.next = first_free
        self.snext = 0
        #: The constant each virtual SGPR holds (for the HIP forms); pairs start at even indices.
        self.svalues: dict[int, int] = {}
        self.spairs: set[int] = set()
        self.constants: dict[tuple[Any, ...], Reg] = {}
        #: Virtual VGPRs that must be consecutive physical registers, in order (register tuples).
        self.groups: list[tuple[int, ...]] = []
        #: Each per-lane vector the set-up builds: register -> (lane 0's value, what each lane bit XORs in).
        self.vectors: dict[int, tuple[int, list[int]]] = {}
        #: (step, slot coordinates, lane coordinates, register-index coordinates) after each step
        self.snapshots: list[tuple[str, tuple[int, ...], tuple[int, ...], tuple[int, ...]]] = []
        self.count = 0

    def vgpr(self, n: int = 1) -> int:
        """The first of ``n`` new consecutive virtual VGPRs."""
        self.next += n
        return self.next - n

    def emit(self, mnemonic: str, *operands: Reg | str, mods: tuple[str, ...] = (), writes: int = 1) -> None:
        self.ops.append(Op(mnemonic, operands, mods, writes))
        self.count += 1

    def _set(self, mnemonic: str, *operands: Reg | str) -> None:
        self.setup.append(Op(mnemonic, operands))

    def sconst(self, value: int) -> Reg:
        key = ("s", value)
        if key not in self.constants:
            s = self.snext
            self.snext += 1
            self.svalues[s] = value
            self._set("s_mov_b32", Reg("s", s), f"0x{value:x}")
            self.constants[key] = Reg("s", s)
        return self.constants[key]

    def mask(self, bits: int) -> Reg:
        """An SGPR (pair) holding lane mask ``bits``."""
        key = ("m", bits)
        if key not in self.constants:
            if self.p.lanes == 64:
                s = self.snext + (self.snext & 1)
                self.snext = s + 2
                self.spairs.add(s)
                self.svalues[s], self.svalues[s + 1] = bits & 0xFFFFFFFF, bits >> 32
                self._set("s_mov_b32", Reg("s", s), f"0x{bits & 0xFFFFFFFF:x}")
                self._set("s_mov_b32", Reg("s", s + 1), f"0x{bits >> 32:x}")
                self.constants[key] = Reg("s", s, 2)
            else:
                self.constants[key] = self.sconst(bits)
        return self.constants[key]

    def lane_vector(self, values: Sequence[int]) -> Reg:
        """A VGPR holding values[lane] (set-up: built from lane masks, hoistable)."""
        key = ("v", tuple(values))
        if key in self.constants:
            return self.constants[key]
        out = self.vgpr()
        base = values[0]
        diffs = [values[1 << b] ^ base for b in range(self.p.lanes.bit_length() - 1)]
        for lane, v in enumerate(values):  # the planner's vectors are XOR-linear in the lane bits
            want = base
            for b, d in enumerate(diffs):
                if lane >> b & 1:
                    want ^= d
            if want != v:
                raise AssertionError("internal error: a per-lane vector that is not XOR-linear in the lane bits")
        self._set("v_mov_b32", _v(out), f"0x{base:x}")
        tmp = self.vgpr()
        for b, diff in enumerate(diffs):
            if not diff:
                continue
            m = self.mask(sum(1 << lane for lane in range(self.p.lanes) if lane >> b & 1))
            self._set("v_xor_b32", _v(tmp), f"0x{diff:x}", _v(out))
            self._set("v_cndmask_b32_e64", _v(out), _v(out), _v(tmp), m)
        self.constants[key] = _v(out)
        self.vectors[out] = (base, diffs)
        return _v(out)

    def xor_lane(self, dst: int, src: int, b: int) -> None:
        """dst = src read from lane l ^ 2**b."""
        self.move(dst, src, [lane ^ (1 << b) for lane in range(self.p.lanes)], _xor_move(self.p, b))

    def gather(self, dst: int, src: int, f: list[int]) -> None:
        self.move(dst, src, f, _classify(self.p, f) or ("bpermute", "", 0))

    def move(self, dst: int, src: int, f: list[int], how: tuple[str, str, int]) -> None:
        """dst = src read from lane f[l] in lane l, by the move ``how`` (:func:`_classify_lanes`)."""
        kind, text, _ = how
        if kind == "copy":
            self.emit("v_mov_b32", _v(dst), _v(src))
        elif kind == "dpp":
            self.emit("v_mov_b32_dpp", _v(dst), _v(src), mods=(text, "row_mask:0xf", "bank_mask:0xf"))
        elif kind in ("permlane16", "permlanex16"):
            lo, hi = (int(x, 16) for x in text.split(","))
            self.emit(f"v_{kind}_b32", _v(dst), _v(src), self.sconst(lo), self.sconst(hi))
        elif kind == "swizzle":
            self.emit("ds_swizzle_b32", _v(dst), _v(src), mods=(f"offset:{text}",))
        else:
            addr = self.lane_vector([4 * x for x in f])
            self.emit("ds_bpermute_b32", _v(dst), addr, _v(src))


@dataclass
class _Arrangement:
    """Where the values are while a register plan is emitted: the coordinate of each lane bit,
    each register-index bit (``rc``, index bit i) and each slot bit, and the virtual register
    of each register index (``phys``)."""

    lanes: list[int]
    rc: list[int]
    phys: list[int]
    slots: list[int]


def _generate(p: _Problem, steps: list[_Step], inputs: int) -> tuple[_Code, list[int]]:
    """The instructions of ``steps``; returns the code and the consumer's registers in order."""
    code = _Code(p, inputs)
    at = _Arrangement(list(p.src.lanes), list(p.src.regs), list(range(inputs)),
                      [] if p.half_source else list(p.src.slots))
    code.snapshots.append(("the producer's D", tuple(at.slots), tuple(at.lanes), tuple(at.rc)))
    for step in steps:
        if step.kind == "final":
            return code, _emit_final(code, p, at)
        _EMIT[step.kind](code, p, at, step.args)
        code.snapshots.append((_describe(step, p), tuple(at.slots), tuple(at.lanes), tuple(at.rc)))
    raise AssertionError("a plan ends with its final step")


def _emit_lr(code: _Code, p: _Problem, at: _Arrangement, args: tuple[int, ...]) -> None:
    """Exchange lane bit b with the register bit holding coordinate c, on every register pair."""
    b, c = args
    i = at.rc.index(c)
    low = sum(1 << lane for lane in range(p.lanes) if lane >> b & 1)  # lanes with bit b set
    phys = at.phys
    for x_idx in range(len(phys)):
        if x_idx >> i & 1:
            continue
        x, y = phys[x_idx], phys[x_idx | 1 << i]
        if b in p.t.swaps:
            code.emit(p.t.swap_permlanes[b], _v(x), _v(y), writes=2)
        elif b in (2, 3):
            t = code.vgpr()
            banks = 0b1010 if b == 2 else 0b1100
            code.emit("v_mov_b32", _v(t), _v(y))
            code.emit("v_mov_b32_dpp", _v(y), _v(x),
                      mods=(_dpp_shift(p, 1 << b), "row_mask:0xf", f"bank_mask:0x{banks ^ 0xf:x}"))
            code.emit("v_mov_b32_dpp", _v(x), _v(t),
                      mods=(_dpp_shift(p, -(1 << b)), "row_mask:0xf", f"bank_mask:0x{banks:x}"))
        else:
            t = code.vgpr()
            m = code.mask(low)
            code.emit("v_cndmask_b32_e64", _v(t), _v(y), _v(x), m)
            code.xor_lane(t, t, b)
            code.emit("v_cndmask_b32_e64", _v(x), _v(x), _v(t), m)
            code.emit("v_cndmask_b32_e64", _v(y), _v(t), _v(y), m)
    at.rc[i], at.lanes[b] = at.lanes[b], c


def _emit_pack(code: _Code, p: _Problem, at: _Arrangement, args: tuple[int, ...]) -> None:
    """Pack the values of the register bits holding ``args`` into slots."""
    combo = list(args)
    idx = [at.rc.index(c) for c in combo]
    keep = [i for i in range(len(at.rc)) if i not in idx]
    new_phys = []
    for n_idx in range(1 << len(keep)):
        base = sum((n_idx >> j & 1) << keep[j] for j in range(len(keep)))
        out = code.vgpr()
        _pack(code, p, out, [at.phys[base | (a << idx[0]) | ((h << idx[1]) if len(idx) > 1 else 0)]
                             for h in range(1 << (len(idx) - 1)) for a in (0, 1)])
        new_phys.append(out)
    at.phys = new_phys
    at.rc = [at.rc[i] for i in keep]
    at.slots = at.slots + combo


def _emit_sr(code: _Code, p: _Problem, at: _Arrangement, args: tuple[int, ...]) -> None:
    """Exchange slot bit si with the register bit holding coordinate c (two v_perm_b32 a pair)."""
    si, c = args
    i = at.rc.index(c)
    sels = _sr_selectors(len(at.slots), si)
    phys = at.phys
    for x_idx in range(len(phys)):
        if x_idx >> i & 1:
            continue
        x, y = phys[x_idx], phys[x_idx | 1 << i]
        nx, ny = code.vgpr(), code.vgpr()
        code.emit("v_perm_b32", _v(nx), _v(y), _v(x), code.sconst(sels[0]))
        code.emit("v_perm_b32", _v(ny), _v(y), _v(x), code.sconst(sels[1]))
        phys[x_idx], phys[x_idx | 1 << i] = nx, ny
    at.rc[i], at.slots[si] = at.slots[si], c


def _emit_sl(code: _Code, p: _Problem, at: _Arrangement, args: tuple[int, ...]) -> None:
    """Exchange slot bit si with lane bit b (an XOR-lane move and a per-lane v_perm_b32 a register)."""
    si, b = args
    s0, s1 = _sl_selectors(len(at.slots), si)
    selector = code.lane_vector([s1 if lane >> b & 1 else s0 for lane in range(p.lanes)])
    for j, x in enumerate(at.phys):
        t = code.vgpr()
        code.xor_lane(t, x, b)
        out = code.vgpr()
        code.emit("v_perm_b32", _v(out), _v(t), _v(x), selector)
        at.phys[j] = out
    at.slots[si], at.lanes[b] = at.lanes[b], at.slots[si]


def _emit_final(code: _Code, p: _Problem, at: _Arrangement) -> list[int]:
    """Gather each consumer register's lanes (a register already in place is used as it is)."""
    state = _State(True, tuple(at.slots), tuple(at.lanes), frozenset(at.rc))
    order = sorted(at.rc)
    perm = [at.rc.index(c) for c in order]  # sorted-order index bit j is rc index bit perm[j]
    outs = []
    used: set[int] = set()
    for src, f in _lane_maps(p, state):
        phys_idx = sum((src >> j & 1) << perm[j] for j in range(len(order)))
        kind = _classify(p, f)
        if kind is not None and kind[0] == "copy" and phys_idx not in used:
            outs.append(at.phys[phys_idx])
        else:
            out = code.vgpr()
            code.gather(out, at.phys[phys_idx], f)
            outs.append(out)
        used.add(phys_idx)
    return outs


#: The emission of each exchange step kind (the final gather is :func:`_emit_final`).
_EMIT: dict[str, Callable[[_Code, _Problem, _Arrangement, tuple[int, ...]], None]] = {
    "lr": _emit_lr, "pack": _emit_pack, "sr": _emit_sr, "sl": _emit_sl}


def _pack(code: _Code, p: _Problem, out: int, q: list[int]) -> None:
    """Pack ``q`` (2 registers for 16-bit values, 4 for 8-bit: slot order) into ``out``: the
    conversion, or v_perm of the high halves (BF16 by truncation) or of a 16-bit D's halves."""
    cvt = p.cvt or "v_perm_b32"
    if cvt == "v_perm_b32":
        sel = 0x07060302 if not p.half_source or p.half_hi else 0x05040100
        code.emit("v_perm_b32", _v(out), _v(q[1]), _v(q[0]), code.sconst(sel))
    elif len(q) == 2:
        code.emit(cvt, _v(out), _v(q[0]), _v(q[1]))
    else:
        code.emit(cvt, _v(out), _v(q[0]), _v(q[1]))
        code.emit(cvt, _v(out), _v(q[2]), _v(q[3]), mods=("op_sel:[0,0,1]",))


def _sr_selectors(nslots: int, si: int) -> tuple[int, int]:
    """v_perm selectors (src0 = y, bytes 4-7; src1 = x, bytes 0-3) exchanging slot bit si with a register bit."""
    if nslots == 1 or si == 1:  # 16-bit halves
        return 0x05040100, 0x07060302
    return 0x06020400, 0x07030501  # bytes: x0 y0 x2 y2 / x1 y1 x3 y3


def _sl_selectors(nslots: int, si: int) -> tuple[int, int]:
    """Per-lane v_perm selectors (src0 = the partner lane's word t, src1 = own word x) exchanging
    slot bit si with a lane bit: (lanes with the bit clear, lanes with it set)."""
    if nslots == 1 or si == 1:
        return 0x05040100, 0x03020706
    return 0x06020400, 0x03070105


# ====================================================================== the LDS route
@dataclass(frozen=True)
class _Read:
    """One way to read the consumer's operand from the LDS: the access (LDS model facts), the
    coordinates of the elements one lane's read holds (they must be the layout's lowest address
    bits, in order), each address-lane bit's coordinate (-1: none), how many registers one read
    fills, and the consumer register-index bits that differ between reads."""

    mnemonic: str
    width: int
    chunk: tuple[int, ...]
    lane_coords: tuple[int, ...]
    regs_per: int
    vary: tuple[int, ...]  # indices into dst.regs

    @property
    def chunk_bytes(self) -> int:
        return self.width // 8


@dataclass(frozen=True)
class _Write:
    """How the producer's values reach the LDS for one layout.

    ``kind``: "words" (whole registers, ``per`` consecutive ones a write), "pieces" (halves or
    bytes of each register, ``ds_write_b16``/``_d16_hi``/``ds_write_b8``). ``pack`` is the
    register coordinates packed into slots (in slot order) or () for none; ``unpacked``: each
    value alone in a register (an FP8 conversion of a value with itself, or a 16-bit value
    written from the half it sits in); ``chunk``: the register coordinates inside one write."""

    kind: str
    pack: tuple[int, ...]
    unpacked: bool
    value_bit: int  # where an unpacked value sits in its register (0 or 16)
    slots: tuple[int, ...]  # slot coordinates of the registers written
    matched: int  # how many of the slots are the layout's lowest bits
    chunk: tuple[int, ...]
    piece_bits: int  # bits one write stores from each register
    writes: int
    cvts: int

    @property
    def chunk_bytes(self) -> int:
        return max(1, self.piece_bits // 8) if self.kind == "pieces" else 4 << len(self.chunk)


@dataclass
class _LdsChoice:
    read: _Read
    write: _Write
    layout: tuple[int, ...]  # coordinate of each element-address bit, low to high
    swizzle: Any  # lds.tile.Swizzle or None
    cost: int
    read_cycles: int
    write_cycles: int
    read_ways: int
    write_ways: int
    tried: int


#: Which write stores ``bits`` bits from bit ``offset`` of a register (LLVM's DS stores; the
#: _d16_hi forms store the high half's low bits).
_PIECES = {(8, 0): "_b8", (8, 16): "_b8_d16_hi", (16, 0): "_b16", (16, 16): "_b16_d16_hi", (32, 0): "_b32"}


def _lds_access(a: Arch, name: str) -> Any:
    """The LDS model's facts of the DS instruction ``name`` (ds_read_*/ds_write_* spelling). The
    model has no rows for the 8- and 16-bit stores; they are taken as served like
    ``ds_write_b32`` (same banks and phases; the bytes of one dword are one bank access)."""
    from ..lds.facts import facts
    from ..records import replace

    lf = facts(a.name)
    try:
        return lf.access(name)
    except AmdMatrixError:
        b32 = lf.access("ds_write_b32")
        width = 16 if "_b16" in name else 8
        return replace(b32, mnemonic=name, width=width, confidence="assumed",
                       source=f"no row of its own: served as ds_write_b32 is ({b32.source})")


def _reads(p: _Problem, a: Arch, per_tile: int) -> list[_Read]:
    """Every LDS read of the architecture that can fill the consumer's registers: plain reads of
    32, 64 or 128 bits within one tile, and the transposing reads of the operand's width."""
    from ..emulator.movement import TARGETS
    from ..lds.facts import facts

    dst = p.dst
    out = []
    tile_bits = _log2(per_tile, "the registers of a tile")
    for acc in facts(a.name).accesses:
        if acc.write or acc.direct or acc.width not in (32, 64, 128):
            continue
        if p.target not in TARGETS.get(acc.mnemonic, frozenset()):
            continue  # the emulator cannot run it there (what llvm-mc accepts)
        m = (acc.width // 32).bit_length() - 1
        if acc.transpose:
            if acc.transpose != dst.width or len(dst.lanes) < 4 or m != 1 or m > tile_bits:
                continue
            got = _tr_coords(acc.mnemonic, dst, p.lanes)
            if got is None:
                continue
            chunk, lane_coords = got
            vary = tuple(range(1, len(dst.regs)))
        else:
            if m > tile_bits:
                continue
            chunk = dst.slots + dst.regs[:m]
            lane_coords = dst.lanes
            vary = tuple(range(m, len(dst.regs)))
        if any(c < 0 for c in chunk) or any(c < 0 for c in (lane_coords if acc.transpose else ())):
            continue
        out.append(_Read(acc.mnemonic, acc.width, tuple(chunk), tuple(lane_coords), acc.width // 32, vary))
    return out


def _tr_coords(mnemonic: str, dst: _Side, lanes: int) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
    """(the coordinate of each element of one source lane's read, the coordinate of each source
    lane bit) of the transposing read ``mnemonic`` filling ``dst``: the table's move inverted
    (source element, lane, group) -> (destination element, lane, group), each destination bit
    named by the coordinate it carries (a destination lane's elements are its slots, then its
    first register bit). None when the read's elements are not those bits."""
    back = P.transposing_read(mnemonic).moves(lanes).invert()
    named = {"element": dst.slots + dst.regs[:1], "lane": dst.lanes[:4], "group": dst.lanes[4:]}
    if len(named["element"]) != back.size("element", output=True):
        return None

    def coord(image: dict[str, int]) -> int:
        (dim, v), = ((d, v) for d, v in image.items() if v)
        return named[dim][v.bit_length() - 1]

    return (tuple(coord(b) for b in back.bases("element")),
            tuple(coord(b) for b in (*back.bases("lane"), *back.bases("group"))))


def _write_option(p: _Problem, layout: Sequence[int]) -> _Write | None:
    """The cheapest way to store the producer's values for ``layout`` (see :class:`_Write`)."""
    src, width = p.src, p.dst.width
    regs = list(src.regs)
    n = 1 << len(regs)  # the producer's registers
    k = p.pack_bits

    def words(slots: tuple[int, ...], free: list[int], physical: bool, pack: tuple[int, ...], cvts: int,
              count: int) -> _Write:
        rest = list(layout[len(slots):])
        chunk: list[int] = []
        while len(chunk) < 2 and len(chunk) < len(rest) and rest[len(chunk)] in free and \
                (not physical or rest[len(chunk)] == free[len(chunk)]):
            chunk.append(rest[len(chunk)])
        return _Write("words", pack, False, 0, slots, len(slots), tuple(chunk), 32, count >> len(chunk), cvts)

    if width == 32:  # FP32 to FP32: the producer's registers are written as they are
        return words((), regs, True, (), 0, n)
    if k == 0:  # a 16-bit D already packed two to a register
        if layout[0] == src.slots[0]:
            return words(src.slots, regs, True, (), 0, n)
        return _Write("pieces", (), False, 0, src.slots, 0, (), 16, 2 * n, 0)
    lead = 0
    while lead < min(k, len(layout)) and layout[lead] in regs:
        lead += 1
    cvts = n // 2  # a pack of two 16-bit values, or a half of four 8-bit ones, per instruction
    if lead == k:
        combo = tuple(layout[:k])
        return words(combo, [c for c in regs if c not in combo], False, combo, cvts, n >> k)
    direct = p.cvt == "v_perm_b32" and not p.half_source or p.half_source  # the value is one half already
    if width == 16 and direct:
        return _Write("pieces", (), True, 16 if (p.half_hi or not p.half_source) else 0, (), 0, (), 16, n, 0)
    if width == 16:  # pack pairs, store both halves
        combo = (regs[0],)
        return _Write("pieces", combo, False, 0, combo, 0, (), 16, n, cvts)
    if lead == 1:  # 8-bit, the first slot matched: store the two halves
        other = next(c for c in regs if c != layout[0])
        combo = (layout[0], other)
        return _Write("pieces", combo, False, 0, combo, 1, (), 16, n // 2, cvts)
    return _Write("pieces", (), True, 0, (), 0, (), 8, n, n)  # 8-bit: one value a register


def _orders(p: _Problem, read: _Read, coords: Sequence[int]) -> list[tuple[int, ...]]:
    """Candidate layouts: the read's elements lowest, then one of a few preferences."""
    rest = [c for c in coords if c not in read.chunk]
    prefs = [
        [c for c in read.lane_coords if c >= 0],
        [c for c in p.src.lanes if c >= 0],
        list(p.src.regs) + [c for c in read.lane_coords if c >= 0],
        [c for c in read.lane_coords if c >= 0] + list(p.src.regs),
        [],
    ]
    out: list[tuple[int, ...]] = []
    for pref in prefs:
        order = list(read.chunk)
        for c in pref + rest:
            if c in rest and c not in order:
                order.append(c)
        if tuple(order) not in out:
            out.append(tuple(order))
    return out


def _vector(basis: Sequence[int], lanes: int) -> list[int]:
    vec = [0] * lanes
    for lane in range(1, lanes):
        low = lane & -lane
        vec[lane] = vec[lane ^ low] ^ (basis[low.bit_length() - 1] if low.bit_length() - 1 < len(basis) else 0)
    return vec


def _cycles(acc: Any, vec: Sequence[int], lanes: int) -> tuple[int, int]:
    """(cycles, worst ways) of one LDS instruction with addresses ``vec``, by the LDS model."""
    from ..lds.analysis import conflicts

    phases = [ph for ph in conflicts(acc, list(vec)) if any(lane < lanes for lane in ph.lanes)]
    return sum(ph.ways for ph in phases), max((ph.ways for ph in phases), default=1)


def _lds_cost(p: _Problem, n: int, cycles: int) -> tuple[int, int]:
    """``n`` LDS instructions of ``cycles`` each, in VALU cycles: their issue and the LDS's time
    (COSTS["lds_issue"] VALU instructions each, plus the cycles), and the units that makes."""
    scaled = n * (COSTS["lds_issue"] * p.t.valu_cycles + cycles)
    return scaled, -(-scaled // p.t.valu_cycles)


def _write_mnemonic(w: _Write, bit: int) -> str:
    return "ds_write" + (_PIECES[(w.piece_bits, bit)] if w.kind == "pieces" else f"_b{32 << len(w.chunk)}")


def _assign(coords: Sequence[int], value: int) -> dict[int, int]:
    return {c: value >> i & 1 for i, c in enumerate(coords)}


def _stored(p: _Problem, w: _Write) -> list[tuple[dict[int, int], list[int]]]:
    """The registers stored to the LDS, in order (the registers of one store consecutive): each
    one's register-coordinate values and the producer registers it is made of (packed, in slot
    order; or the one register, stored as it is or converted alone)."""
    regs = list(p.src.regs)
    if not w.pack:
        return [(_assign(regs, r), [r]) for r in range(1 << len(regs))]
    idx = [regs.index(c) for c in w.pack]
    outer = [c for c in regs if c not in w.pack and c not in w.chunk]
    out = []
    for o in range(1 << len(outer)):
        for c in range(1 << len(w.chunk)):
            assign = {**_assign(outer, o), **_assign(w.chunk, c)}
            base = sum(bit << regs.index(cc) for cc, bit in assign.items())
            out.append((assign, [base | (x << idx[0]) | ((h << idx[1]) if len(idx) > 1 else 0)
                                 for h in range(1 << (len(idx) - 1)) for x in (0, 1)]))
    return out


def _stores(w: _Write, stored: list[tuple[dict[int, int], list[int]]]) -> list[tuple[int, int, int, dict[int, int]]]:
    """(first stored register, how many, bit offset, the coordinates fixed for its address) of
    each store."""
    if w.kind == "words":
        n = 1 << len(w.chunk)
        return [(i, n, 0, {c: b for c, b in stored[i][0].items() if c not in w.chunk})
                for i in range(0, len(stored), n)]
    free = w.slots[w.matched:]
    return [(i, 1, (w.value_bit if w.unpacked else 0) + k * w.piece_bits, {**assign, **_assign(free, k)})
            for i, (assign, _) in enumerate(stored) for k in range(1 << len(free))]


def _loads(read: _Read, dst: _Side) -> list[tuple[int, dict[int, int]]]:
    """(first consumer register, the coordinates fixed for its address) of each load."""
    return [(sum((n >> j & 1) << i for j, i in enumerate(read.vary)),
             {dst.regs[i]: n >> j & 1 for j, i in enumerate(read.vary)}) for n in range(1 << len(read.vary))]


class _Layout:
    """Byte addresses of a layout: ``pos`` (coordinate -> element-address bit), the element
    bytes' shift and the swizzle (XOR, linear: an address is its lanes' part XOR a constant)."""

    def __init__(self, layout: Sequence[int], shift: int, swz: Any) -> None:
        self.pos = {c: i for i, c in enumerate(layout)}
        self.shift, self.swz = shift, swz

    def byte(self, coords: Iterable[int]) -> int:
        b = sum(1 << self.pos[c] for c in coords) << self.shift
        return self.swz(b) if self.swz is not None else b

    def vector(self, lane_coords: Sequence[int], lanes: int) -> list[int]:
        return _vector([self.byte((c,)) if c >= 0 else 0 for c in lane_coords], lanes)

    def constant(self, assign: dict[int, int]) -> int:
        return self.byte(c for c, bit in assign.items() if bit)


def _split(vec: Sequence[int], c: int) -> tuple[int, int]:
    """(the part of constant ``c`` the address VGPR holds, the part the offset field adds): the
    bits no lane's vector has are added, the others XORed into the vector."""
    mask = 0
    for v in vec:
        mask |= v
    return c & mask, c & ~mask


def _lds_search(p: _Problem, a: Arch, per_tile: int) -> _LdsChoice | None:
    """The cheapest layout, read and write by the cost model (None when no read fits); among
    equal costs the fewest LDS cycles, then the fewest address VGPRs, then the smallest swizzle."""
    from ..lds.tile import Swizzle

    width = p.dst.width
    if width < 8:
        return None
    shift = (width // 8).bit_length() - 1
    coords = sorted(set(p.src.slots) | set(p.src.lanes) | set(p.src.regs))
    address_bits = len(coords) + shift
    best: _LdsChoice | None = None
    best_key: tuple[int, ...] = ()
    tried = 0
    for read in _reads(p, a, per_tile):
        racc = _lds_access(a, read.mnemonic)
        loads = _loads(read, p.dst)
        for layout in _orders(p, read, coords):
            w = _write_option(p, layout)
            if w is None:
                continue
            stores = _stores(w, _stored(p, w))
            if w.kind == "pieces" and any((w.piece_bits, bit) not in _PIECES for _, _, bit, _ in stores):
                continue
            wacc = _lds_access(a, _write_mnemonic(w, stores[0][2]))
            lowest = max(read.chunk_bytes, w.chunk_bytes).bit_length() - 1
            top = (max(racc.banks, wacc.banks) * 4).bit_length() - 1  # the bank bits end below this
            swizzles: list[Any] = [None]
            for b in range(1, 5):
                for m in range(lowest, top - b + 1):
                    for s in range(b, address_bits - m - b + 1):
                        swizzles.append(Swizzle.cute_form(b, m, s))
            for swz in swizzles:
                tried += 1
                lay = _Layout(layout, shift, swz)
                rvec, wvec = lay.vector(read.lane_coords, p.lanes), lay.vector(p.src.lanes, p.lanes)
                rc, rw = _cycles(racc, rvec, p.lanes)
                wc, ww = _cycles(wacc, wvec, p.lanes)
                rs, _ = _lds_cost(p, len(loads), rc)
                ws, _ = _lds_cost(p, len(stores), wc)
                cost = w.cvts * COSTS["cvt"] + -(-(rs + ws) // p.t.valu_cycles)
                vectors = len({_split(wvec, lay.constant(f))[0] for _, _, _, f in stores}) + \
                    len({_split(rvec, lay.constant(f))[0] for _, f in loads})
                key = (cost, len(stores) * wc + len(loads) * rc, vectors, 0 if swz is None else swz.weight)
                if best is None or key < best_key:
                    best, best_key = _LdsChoice(read, w, layout, swz, cost, rc, wc, rw, ww, 0), key
                if rw == 1 and ww == 1 and vectors == 2:
                    break  # no swizzle does better for this layout
    if best is not None:
        best.tried = tried
    return best


def _emit_lds(p: _Problem, ch: _LdsChoice, inputs: int, base: int, lds_bytes: int) -> tuple[_Code, list[int]]:
    """The set-up and sequence of an LDS plan: packing, stores, loads into the consumer's tiles."""
    code = _Code(p, inputs)
    src, dst, w, read = p.src, p.dst, ch.write, ch.read
    lay = _Layout(ch.layout, (dst.width // 8).bit_length() - 1, ch.swizzle)
    code.snapshots.append(("the producer's D", (), tuple(src.lanes), tuple(src.regs)))

    def address(lane_coords: Sequence[int], assign: dict[int, int]) -> tuple[Reg, tuple[str, ...]]:
        vec = lay.vector(lane_coords, p.lanes)
        low, high = _split(vec, lay.constant(assign))
        offset = high + base
        if offset > 0xFFFF:
            raise AmdMatrixError(f"the LDS offset {offset} does not fit the 16-bit offset field; legal values: an "
                                 f"--lds-base of at most {0xFFFF - lds_bytes + 1}")
        return code.lane_vector([v ^ low for v in vec]), ((f"offset:{offset}",) if offset else ())

    stored = _stored(p, w)
    if w.pack:
        first = code.vgpr(len(stored))
        n = 1 << len(w.chunk)
        code.groups.extend(tuple(range(first + i, first + i + n)) for i in range(0, len(stored), n) if n > 1)
        regs = []
        for i, (_, q) in enumerate(stored):
            _pack(code, p, first + i, q)
            regs.append(first + i)
    elif w.unpacked and w.piece_bits == 8:  # an 8-bit value alone in each register: byte 0
        first = code.vgpr(len(stored))
        regs = []
        for i, (_, q) in enumerate(stored):
            code.emit(p.cvt or "v_cvt_pk_fp8_f32", _v(first + i), _v(q[0]), _v(q[0]))
            regs.append(first + i)
    else:
        regs = [q[0] for _, q in stored]  # the producer's registers, in their order
    converted = code.count
    for i, count, bit, fixed in _stores(w, stored):
        addr, off = address(src.lanes, fixed)
        name = _write_mnemonic(w, bit).replace("ds_write", p.t.store)
        code.emit(name, addr, _v(regs[i], count), mods=off, writes=0)
    code.snapshots.append((f"store to the LDS ({code.count - converted} instructions)", (), (), ()))
    outbase = code.vgpr(dst.registers)
    name = read.mnemonic if "_tr_" in read.mnemonic else read.mnemonic.replace("ds_read", p.t.load)
    for first_reg, fixed in _loads(read, dst):
        addr, off = address(read.lane_coords, fixed)
        code.emit(name, _v(outbase + first_reg, read.regs_per), addr, mods=off)
    return code, [outbase + r for r in range(dst.registers)]


# ====================================================================== registers and waits
def _contiguous(code: _Code, outs: list[int], inputs: int, per: int) -> tuple[list[int], int]:
    """Make each consumer tile a register tuple (``code.groups``): a tile of the producer's own
    registers stays where it is when they are already consecutive from an even register; any
    other producer register, or a register already in another tuple, is copied with v_mov_b32.
    Returns the registers and the number of copies."""
    final = list(outs)
    copies = 0
    taken = {r for g in code.groups for r in g}
    for u in range(0, len(outs), per):
        tile = outs[u:u + per]
        if per == 1:
            continue
        if all(r < inputs for r in tile) and tile[0] % 2 == 0 and tile == list(range(tile[0], tile[0] + per)):
            taken.update(tile)
            continue
        for n, r in enumerate(tile):
            if r < inputs or r in taken:
                new = code.vgpr()
                code.emit("v_mov_b32", _v(new), _v(r))
                copies += 1
                final[u + n] = new
            taken.add(final[u + n])
        code.groups.append(tuple(final[u:u + per]))
    return final, copies


def _lds_waits(code: _Code) -> None:
    """Wait for every outstanding LDS-unit result (ds_bpermute, ds_swizzle, ds_read) before the
    first instruction that touches its register, and at the end if one is still outstanding:
    their results arrive later (CDNA3 ISA §4.4, S_WAITCNT and LGKM_CNT). LDS operations of one
    wave complete in order (LLVM AMDGPUUsage, "Memory Model GFX942": LDS operations are performed
    in a global order, completion reported in execution order), so a read after a write of the
    same wave needs no wait between them."""
    wait = Op(code.p.t.ds_wait[0], (code.p.t.ds_wait[1],), writes=0)
    out: list[Op] = []
    pending: set[int] = set()
    for op in code.ops:
        if pending & set(op.regs()):
            out.append(wait)
            pending.clear()
        out.append(op)
        if op.mnemonic.startswith("ds_"):
            pending.update(op.defs())
    if pending:
        out.append(wait)
    code.ops = out


def _allocate(code: _Code, outs: list[int], inputs: int, allowed: Sequence[int], align: int) -> dict[int, int]:
    """Physical VGPRs for the virtual ones: the producer's D stays at 0 .. inputs - 1 (free
    after its last read); every other register takes the lowest allowed one free over its live
    range (set-up values the sequence reads live to the end; the operand registers too), each
    tuple of ``code.groups`` as a block starting at a multiple of ``align``. A VALU result may
    take the register of a source read for the last time by the same instruction; a DS or
    permlane result never does."""
    ops = code.setup + code.ops
    end = len(ops)
    span: dict[int, list[int]] = {}
    for i, op in enumerate(ops):
        for r in op.regs():
            span.setdefault(r, [i, i])[1] = i
    body = {r for op in code.ops for r in op.regs()}
    for op in code.setup:
        for r in op.regs():
            if r in body:
                span[r][1] = end
    for r in outs:
        span.setdefault(r, [end, end])[1] = end
    for r in range(inputs):
        if r in span:
            span[r][0] = -1  # the producer's D is there before the set-up and the sequence start
    dest: dict[int, int] = {}  # the register an instruction writes, where a source that dies there may share it
    for i, op in enumerate(ops):
        if op.writes == 1 and not op.mnemonic.startswith(("ds_", "v_permlane")):
            first = op.operands[0]
            if isinstance(first, Reg) and first.file == "v" and first.count == 1:
                dest[i] = first.index
    busy: dict[int, list[tuple[int, int, int]]] = {}

    def free(n: int, r: int) -> bool:
        a, b = span[r]
        for x, y, other in busy.get(n, []):
            if b < x or y < a:
                continue
            if y == a and dest.get(a) == r and x < a:
                continue
            if b == x and dest.get(x) == other and a < b:
                continue
            return False
        return True

    rename: dict[int, int] = {}
    for r in range(inputs):
        if r in span:
            busy.setdefault(r, []).append((span[r][0], span[r][1], r))
            rename[r] = r
    allowed = sorted(set(allowed) | set(range(inputs)))
    allowed_set = set(allowed)
    group_of = {r: g for g in code.groups for r in g}
    items: list[tuple[int, tuple[int, ...]]] = []
    seen: set[int] = set()
    for r in sorted(span, key=lambda r: (span[r][0], r)):
        if r in rename or r in seen:
            continue
        g = group_of.get(r, (r,))
        seen.update(g)
        if all(x in rename for x in g):
            continue
        items.append((min(span[x][0] for x in g), g))
    for _, g in sorted(items):
        step = align if len(g) > 1 else 1
        for base in allowed:
            if base % step or not all(base + k in allowed_set and free(base + k, x) for k, x in enumerate(g)):
                continue
            for k, x in enumerate(g):
                busy.setdefault(base + k, []).append((span[x][0], span[x][1], x))
                rename[x] = base + k
            break
        else:
            raise _Short("VGPRs", _ranges(set(allowed) - set(range(inputs)), "v"))
    return rename


class _NoLds(AmdMatrixError):
    """The LDS route cannot be planned for this pair (with --route cheapest the registers' plan is
    published and says why)."""


class _Short(AmdMatrixError):
    """The free registers the caller named are too few."""

    def __init__(self, what: str, given: str) -> None:
        self.what, self.given = what, given
        super().__init__(f"the plan needs more {what} than the free ones given ({given})")


def _alloc_sgprs(code: _Code, allowed: Sequence[int]) -> dict[int, int]:
    """Physical SGPRs for the set-up's constants: a lane-mask pair on an even register."""
    avail = sorted(set(allowed))
    aset = set(avail)
    used: set[int] = set()
    out: dict[int, int] = {}
    singles = [s for s in sorted(code.svalues) if s not in code.spairs and s - 1 not in code.spairs]
    pairs = sorted(code.spairs)
    for s in pairs:
        n = next((x for x in avail if x % 2 == 0 and x not in used and x + 1 in aset and x + 1 not in used), None)
        if n is None:
            break
        out[s], out[s + 1] = n, n + 1
        used.update((n, n + 1))
    for s in singles:
        n = next((x for x in avail if x not in used), None)
        if n is None:
            break
        out[s] = n
        used.add(n)
    if len(out) < len(code.svalues):
        raise AmdMatrixError(f"the plan needs {len(code.svalues)} SGPRs ({len(pairs)} aligned pairs for lane masks "
                             f"and {len(singles)} single) but the free SGPRs given ({_ranges(avail, 's')}) hold "
                             "fewer; legal values: more free SGPRs with --free-sgprs")
    return out


def _rename(code: _Code, vmap: dict[int, int], smap: dict[int, int]) -> None:
    code.setup = [op.renamed(vmap.__getitem__, smap.__getitem__) for op in code.setup]
    code.ops = [op.renamed(vmap.__getitem__, smap.__getitem__) for op in code.ops]
    code.svalues = {smap[s]: v for s, v in code.svalues.items()}
    code.vectors = {vmap[r]: v for r, v in code.vectors.items()}


# ====================================================================== verification
def _verify(a: Arch, p_inst: Instruction, q_inst: Instruction, operand: str, fm: dict[str, int],
            tm: dict[str, int], code: _Code, outs: list[int], src_rows: list[tuple[int, int, int, int]],
            dst_rows: list[tuple[int, int, int, int]], want: str, conv: str | None, half: bool, dst: _Side,
            route: str) -> None:
    """Run the plan on the emulator and check every consumer element against its expected code."""
    import numpy as np

    from ..emulator import pack
    from ..emulator.formats import get_format
    from ..emulator.movement import Wave

    rng = np.random.default_rng(len(src_rows) + len(outs))
    wave = a.default_wave
    tp = len(src_rows) // len(p_inst.placements("D", wave=wave, **fm))
    dtype_d = p_inst.dtype("D", wave=wave, **fm).key
    shape = (p_inst.m, p_inst.n)
    if dtype_d == "fp32":
        values = rng.standard_normal((tp, *shape)).astype(np.float32) * np.float32(4)
    else:
        values = rng.integers(-64, 64, (tp, *shape)).astype(np.float64) / 8
    images = [pack(p_inst, "D", values[t], wave=wave, **fm) for t in range(tp)]
    top = max([r for op in code.setup + code.ops for r in op.regs()] + outs + [tp * images[0].shape[0]])
    regs = np.zeros((top + 1, wave), np.uint32)
    per = images[0].shape[0]
    for t, img in enumerate(images):
        regs[t * per:(t + 1) * per] = img
    fmt = get_format(want)
    words = np.array([int(images[r // per][r % per, lane]) >> lo for r, lane, lo, _ in src_rows], np.uint64)
    bits = (words & np.uint64((1 << _WIDTH[dtype_d]) - 1)).astype(np.uint32)
    if conv is None or half:
        codes = bits.astype(np.int64)
    elif conv == "v_perm_b32":
        codes = (bits >> np.uint32(16)).astype(np.int64)
    else:
        x = bits.view(np.float32).astype(np.float64)
        if conv in ("v_cvt_pkrtz_f16_f32", "v_cvt_pk_rtz_f16_f32"):
            from ..emulator.movement import _rtz_f16

            codes = _rtz_f16(x).astype(np.int64)
        else:
            with np.errstate(all="ignore"):
                codes = np.asarray(fmt.encode(x)).astype(np.int64)
    expect = dict(zip((g for _, _, _, g in src_rows), codes.tolist(), strict=True))
    w = Wave(a, regs, wave=wave, sgprs=np.zeros(max(106, max(code.svalues, default=0) + 1), np.uint32))
    w.run("\n".join(op.text for op in code.setup + code.ops))
    width = dst.width
    per_q = q_inst.gprs(operand, wave=wave, **tm)
    for (r, lane, lo, g) in dst_rows:
        got = (int(w.vgprs[outs[r], lane]) >> lo) & ((1 << width) - 1)
        if got != expect[g]:
            raise AmdMatrixError(f"internal error: the {route} plan for {p_inst.mnemonic} -> {operand} of "
                                 f"{q_inst.mnemonic} on {a.name} puts a wrong value in tile {r // per_q} register "
                                 f"{r % per_q} lane {lane} bits {lo + width - 1}:{lo}; please report it")


def _wrap(plan: Plan) -> str:
    """The plan between the producer and consumer lines its wait states were computed for."""
    return "\n".join(x for x in (plan.setup, plan.frame[0], plan.asm, plan.frame[1]) if x)


def _frame(a: Arch, p_inst: Instruction, q_inst: Instruction, operand: str, tp: int, outs: list[int], per_q: int,
           top: int) -> tuple[list[str], list[str]]:
    """The producer lines (one per D tile, D of tile t at v[t*nd ...]) and the consumer lines
    (one per operand tile), their other operands placed above every register of the plan."""
    wave = a.default_wave
    nd = p_inst.gprs("D", wave=wave)

    def rng(first: int, n: int) -> str:
        return str(_v(first, n))

    top += top & 1
    na, nb = p_inst.gprs("A", wave=wave), p_inst.gprs("B", wave=wave)
    pa, pb = top, top + na + (na & 1)
    producers = [f"{p_inst.mnemonic.lower()} {rng(t * nd, nd)}, {rng(pa, na)}, {rng(pb, nb)}, 0" for t in range(tp)]
    q_other = q_inst.gprs("B" if operand == "A" else "A", wave=wave)
    other = pb + nb + (nb & 1)
    cd = other + q_other + (q_other & 1)
    consumers = []
    for u in range(0, len(outs), per_q):
        span, far = rng(outs[u], per_q), rng(other, q_other)
        qa, qb = (span, far) if operand == "A" else (far, span)
        consumers.append(f"{q_inst.mnemonic.lower()} {rng(cd, q_inst.gprs('D', wave=wave))}, {qa}, {qb}, 0")
    return producers, consumers


def _nops(line: str) -> int:
    s = line.strip()
    if s.startswith("s_nop"):
        return int(s.split()[1], 0) + 1
    return 1 if s == "v_nop" else 0


def _with_waits(a: Arch, producers: list[str], body: list[str], consumers: list[str]) -> tuple[list[str],
                                                                                              dict[str, int]]:
    """The body with the s_nops the hazard checker requires: after the last producer, inside, and
    before whichever consumer comes first (the most any of them needs)."""
    from ..hazards import fix

    best: tuple[list[str], dict[str, int]] | None = None
    for consumer in consumers:
        frame = producers + body + [consumer]
        out: list[str] = []
        waits = {"after_producer": 0, "inside": 0, "before_consumer": 0}
        j = 0
        for line in fix("\n".join(frame), a.name).splitlines():
            if j < len(frame) and line.strip() == frame[j].strip():
                j += 1
                if len(producers) <= j - 1 < len(producers) + len(body):
                    out.append(frame[j - 1])
                continue
            n = _nops(line)
            if not n:
                raise AmdMatrixError(f"internal error: the hazard checker inserted {line.strip()!r}")
            if j <= len(producers) - 1:
                raise AmdMatrixError("internal error: the producers need wait states between them")
            where = ("after_producer" if j == len(producers) and body else
                     "before_consumer" if j == len(producers) + len(body) else "inside")
            waits[where] += n
            out.append(line.strip())
        if not body:
            waits["after_producer"] = waits["before_consumer"]
        if best is None or waits["before_consumer"] > best[1]["before_consumer"]:
            best = (out, waits)
    assert best is not None
    return best


# ====================================================================== API
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
    if dtype_d == "fp32" and want in ("fp32",):
        conv, bits, half = None, 0, False
    elif dtype_d == "fp32" and (a.mcpu, want) in CONVERSIONS:
        conv, bits, half = CONVERSIONS[(a.mcpu, want)][0], {16: 1, 8: 2}[_WIDTH[want]], False
    elif dtype_d == want and _WIDTH.get(want) == 16:
        half = not src.slots  # one 16-bit value per register: pack pairs with v_perm_b32
        conv, bits = None, 1 if half else 0
    else:
        raise AssertionError("the chain was checked above")
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
        steps, cost, depth = _search(prob, max_depth)
        code, outs = _generate(prob, steps, inputs)
        outs, copies = _contiguous(code, outs, inputs, per_q)
        moves = [s for s in steps if s.kind not in ("pack",)]
        built.append(_Built("registers", code, outs, cost + copies * COSTS["valu"],
                            [_describe(s, prob) for s in steps], depth,
                            all(s.kind == "final" and s.count == 0 for s in moves),
                            sum(s.count for s in steps if s.kind == "pack"),
                            f"no cheaper sequence of these steps exists below depth {depth}"))
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


def _cycles_text(n: int) -> str:
    return f"{n} cycle{'' if n == 1 else 's'}"


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


def _lds_built(p: _Problem, a: Arch, ch: _LdsChoice, inputs: int, base: int,
               dst_rows: list[tuple[int, int, int, int]], per_q: int, operand: str, want: str) -> _Built:
    from ..lds.facts import facts

    width = p.dst.width
    nbytes = (1 << len(ch.layout)) * width // 8
    size = facts(a.name).size
    if base + nbytes > size:
        raise _NoLds(f"the LDS plan's {nbytes} bytes from --lds-base {base} run past the {size} bytes of "
                             f"{a.name}'s LDS; legal values: an --lds-base of at most {size - nbytes}, or --route "
                             "registers")
    code, outs = _emit_lds(p, ch, inputs, base, nbytes)
    w = ch.write
    store = sorted({op.mnemonic for op in code.ops if op.mnemonic.startswith((p.t.store,))})
    load = sorted({op.mnemonic for op in code.ops if op.mnemonic.startswith((p.t.load, "ds_read"))})
    nreads = 1 << len(ch.read.vary)
    steps = []
    if w.cvts:
        steps.append(f"{'pack with' if w.pack else 'convert with'} {p.cvt or 'v_perm_b32'} ({w.cvts} instructions)")
    steps.append(f"store to the LDS: {w.writes} {'/'.join(store)} ({ch.write_ways}-way bank conflicts, "
                 f"{_cycles_text(ch.write_cycles)} each)")
    steps.append(f"load from the LDS: {nreads} {'/'.join(load)} ({ch.read_ways}-way, {_cycles_text(ch.read_cycles)} "
                 "each)")
    info = {"bytes": nbytes, "base": base, "layout": list(ch.layout),
            "swizzle": None if ch.swizzle is None else str(ch.swizzle),
            "stores": store, "loads": load, "store_ways": ch.write_ways, "load_ways": ch.read_ways,
            "store_cycles": ch.write_cycles, "load_cycles": ch.read_cycles, "candidates": ch.tried}
    minimal = (f"the cheapest of {ch.tried} LDS candidates tried (each read the architecture has, a few orders of "
               "the coordinates after the read's elements, XOR swizzles Swizzle<B,M,S> with B <= 4)")
    return _Built("lds", code, outs, ch.cost, steps, None, False, w.cvts, minimal, info)


def _finish(b: _Built, a: Arch, p_inst: Instruction, q_inst: Instruction, operand: str, fm: dict[str, int],
            tm: dict[str, int], p: _Problem, src_rows: list[tuple[int, int, int, int]],
            dst_rows: list[tuple[int, int, int, int]], want: str, tp: int, tq: int, per_q: int, transposed: bool,
            free_v: Sequence[int], opts: dict[str, Any]) -> Plan:
    """Waits, registers, verification and wait states of one route's code."""
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
    outs = [vmap[r] for r in b.outs]
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
    written_v = sorted({r for op in code.setup + code.ops for r in op.defs()})
    written_s = sorted({r for op in code.setup for r in op.defs("s")})
    body_v = {r for op in code.ops for r in op.regs()}
    kept_v = sorted({r for op in code.setup for r in op.defs()} & body_v)
    kept_s = sorted({r for op in code.ops for r in op.regs("s")})
    registers = {"clobbered": {"vgprs": written_v, "sgprs": written_s},
                 "kept": {"vgprs": kept_v, "sgprs": kept_s},
                 "free_vgprs": list(free_v), "free_sgprs": list(opts["free_s"]),
                 "sgprs_default": bool(opts["sgprs_default"])}
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


def _describe(s: _Step, p: _Problem) -> str:
    if s.kind == "lr":
        return f"exchange lane bit {s.args[0]} with a register bit ({s.count} instructions)"
    if s.kind == "pack":
        return f"pack with {p.cvt or 'v_perm_b32'} ({s.count} instructions)"
    if s.kind == "sr":
        return f"exchange slot bit {s.args[0]} with a register bit ({s.count} v_perm_b32)"
    if s.kind == "sl":
        return f"exchange slot bit {s.args[0]} with lane bit {s.args[1]} ({s.count} instructions)"
    return f"gather each register's lanes ({s.count} instructions)"


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
