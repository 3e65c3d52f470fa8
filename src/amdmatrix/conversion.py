"""``amdmatrix convert``: the cheapest verified register shuffle from one matrix instruction's D
to the next one's A or B.

The producer's D tiles and the consumer's operand tiles are both bit permutations of one
matrix: every position bit (the bits of a register index, of a lane, of a value's slot in
its register) carries one bit of an element's (row, column), or none where the consumer
keeps copies (RDNA3 repeats A and B in both lane halves). A conversion is then a
permutation of those bits, and each data-movement primitive moves bits in a known way:

* a lane <-> register exchange on a register pair (``v_permlane32_swap_b32`` for lane bit 5
  and ``v_permlane16_swap_b32`` for bit 4 on gfx950; DPP with a bank mask for bits 2 and 3;
  otherwise ``v_cndmask``, a lane exchange and two ``v_cndmask``, Triton's general pathway);
* a slot <-> register exchange on a pair (two ``v_perm_b32``), or for free inside the
  packing conversion (``v_cvt_pk_*`` chooses which registers share a word);
* a slot <-> lane exchange (a lane exchange and one ``v_perm_b32`` with a per-lane selector);
* a final per-register lane gather (DPP, ``ds_swizzle_b32``, ``v_permlane16/x16_b32`` or
  ``ds_bpermute_b32``, the cheapest that expresses the map).

:func:`convert` searches sequences of these steps by cost (Dijkstra over the bit
arrangements, register order being free), emits LLVM assembly, runs it through the
data-movement emulator on images from ``emulate.pack`` and compares every element with
``locate`` of the consumer, and runs the hazard checker between the producer, the sequence
and the consumer to add the ``s_nop``s. A plan that fails verification raises; it is never
returned.
"""

from __future__ import annotations

import functools
import heapq
import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .archs import Arch, resolve_arch
from .catalog import instruction
from .errors import AmdMatrixError
from .model import Instruction

__all__ = ["Plan", "convert", "compatible_pairs", "plan_svg", "COSTS", "CONVERSIONS"]

#: Cost of one instruction by class (units: a VALU issue). The LDS-unit permutes
#: (``ds_swizzle_b32``, ``ds_bpermute_b32``) go through the LDS crossbar and need an LGKM
#: wait (CDNA3 ISA §11 and §4.4 S_WAITCNT; RDNA3 ISA "Data Share Operations"), so they count
#: double; Triton's AMD backend prefers v_permlane*_swap to ds_bpermute for the same reason
#: (triton-lang/triton#7825). The numbers are a model, not measurements.
COSTS: dict[str, int] = {"valu": 1, "dpp": 1, "permlane": 1, "cvt": 1, "lds_permute": 2}

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

#: HIP builtins of the emitted instructions (clang's BuiltinsAMDGPU.def).
_HIP = {
    "v_permlane32_swap_b32": "__builtin_amdgcn_permlane32_swap(old, src, false, false)",
    "v_permlane16_swap_b32": "__builtin_amdgcn_permlane16_swap(old, src, false, false)",
    "v_permlane16_b32": "__builtin_amdgcn_permlane16(old, src, sel_lo, sel_hi, false, false)",
    "v_permlanex16_b32": "__builtin_amdgcn_permlanex16(old, src, sel_lo, sel_hi, false, false)",
    "ds_bpermute_b32": "__builtin_amdgcn_ds_bpermute(addr, src)",
    "ds_swizzle_b32": "__builtin_amdgcn_ds_swizzle(src, pattern)",
    "v_mov_b32_dpp": "__builtin_amdgcn_update_dpp(old, src, dpp_ctrl, row_mask, bank_mask, bound_ctrl)",
    "v_perm_b32": "__builtin_amdgcn_perm(src0, src1, sel)",
    "v_cndmask_b32_e64": "mask ? src1 : src0 (no builtin; the compiler selects v_cndmask_b32)",
    "v_cvt_pkrtz_f16_f32": "__builtin_amdgcn_cvt_pkrtz(a, b)",
    "v_cvt_pk_rtz_f16_f32": "__builtin_amdgcn_cvt_pkrtz(a, b)",
    "v_cvt_pk_fp8_f32": "__builtin_amdgcn_cvt_pk_fp8_f32(a, b, old, word_sel)",
    "v_cvt_pk_bf8_f32": "__builtin_amdgcn_cvt_pk_bf8_f32(a, b, old, word_sel)",
    "v_cvt_pk_f16_f32": "(half2){(_Float16)a, (_Float16)b} (no builtin)",
    "v_cvt_pk_bf16_f32": "(bf16x2){(__bf16)a, (__bf16)b} (no builtin)",
    "v_mov_b32": "plain assignment",
}


# ====================================================================== bit layouts
@dataclass(frozen=True)
class _Side:
    """One side as position bits: ``slots`` (bits of a value's slot in its word), ``lanes`` and
    ``regs``, each naming the coordinate bit it carries (-1: a copy)."""

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


def _side(inst: Instruction, matrix: str, wave: int, mods: dict[str, int], tiles: int,
          coord: Any, width_of: int | None = None) -> tuple[_Side, list[tuple[int, int, int, int]]]:
    """The bit form of ``tiles`` copies of ``matrix`` (tile t at registers t*n ...), where
    ``coord(t, row, col)`` is an element's global coordinate; also every (register, lane,
    bit offset, coordinate) placement, for verification."""
    regs = inst.gprs(matrix, wave=wave, **mods)
    places = inst.placements(matrix, wave=wave, **mods)
    width = width_of or _WIDTH.get(inst.dtype(matrix, wave=wave, **mods).key, 0)
    if not width:
        raise AmdMatrixError(f"{matrix} of {inst.mnemonic} has a format the planner does not move")
    rows: list[tuple[int, int, int, int]] = []
    for t in range(tiles):
        for e in places:
            loc = e.location
            assert loc is not None
            lo = 0 if loc.bits is None else loc.bits[1]
            rows.append((t * regs + loc.register, loc.lane, lo, coord(t, e.row, e.col)))
    nslot = 32 // width if width < 32 else 1
    rbits, lbits, sbits = _log2(regs * tiles, "the register count"), _log2(wave, "the wave size"), _log2(nslot, "slots")
    table: dict[int, int] = {}
    for r, lane, lo, g in rows:
        pos = (lo // width) | (lane << sbits) | (r << (sbits + lbits))
        table[pos] = g
    total = 1 << (sbits + lbits + rbits)
    unused_slots = width == 16 and len(table) * 2 == total  # a 16-bit D in one half of each register
    if unused_slots:
        sbits = 0
        table = {p >> 1: g for p, g in table.items()}
        total >>= 1
    if len(table) != total:
        raise AmdMatrixError(f"{matrix} of {inst.mnemonic} leaves register positions empty; not planned")
    nbits = sbits + lbits + rbits
    basis = []
    for b in range(nbits):
        g = table[1 << b] ^ table[0]
        if g and g & (g - 1):
            raise AmdMatrixError(f"{matrix} of {inst.mnemonic} is not a bit permutation; not planned")
        basis.append(g.bit_length() - 1 if g else -1)
    for p, g in table.items():  # linear: every position is the XOR of its bits' coordinates
        want = table[0]
        for b in range(nbits):
            if p >> b & 1 and basis[b] >= 0:
                want ^= 1 << basis[b]
        if want != g:
            raise AmdMatrixError(f"{matrix} of {inst.mnemonic} is not a bit permutation; not planned")
    side = _Side(tuple(basis[:sbits]), tuple(basis[sbits:sbits + lbits]), tuple(basis[sbits + lbits:]),
                 regs * tiles, width)
    return side, rows


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


def _xor_lane_cost(p: _Problem, b: int) -> tuple[int, int]:
    """(cost, instructions) of reading lane l ^ 2**b in every lane of one register."""
    if p.target in ("gfx1100", "gfx1200", "gfx1250"):
        return (COSTS["dpp"], 1) if b < 4 else ((COSTS["permlane"], 1) if b == 4 else (COSTS["lds_permute"], 1))
    if b in (0, 1, 3):
        return COSTS["dpp"], 1  # quad_perm, quad_perm, row_ror:8
    return COSTS["lds_permute"], 1  # ds_swizzle (b = 2, 4) or ds_bpermute (b = 5)


def _lr_cost(p: _Problem, b: int) -> tuple[int, int]:
    """Per register pair: exchange lane bit b with a register bit."""
    if b == 5 and p.target == "gfx950":
        return COSTS["permlane"], 1
    if b == 4 and p.target in ("gfx950", "gfx1250"):
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
    n = p.lanes
    if f == list(range(n)):
        return ("copy", "", 0)
    rdna = p.target in ("gfx1100", "gfx1200", "gfx1250")
    ctrl = _dpp_table(n, rdna).get(tuple(f))
    if ctrl is not None:
        return ("dpp", ctrl, COSTS["dpp"])
    if rdna:
        for x in (False, True):
            sel = []
            ok = True
            for lane in range(n):
                row = (lane - lane % 16) ^ (16 if x else 0)
                if not row <= f[lane] < row + 16:
                    ok = False
                    break
                sel.append(f[lane] - row)
            if ok and all(sel[i] == sel[i % 16] for i in range(n)):
                word = sum(sel[i] << (4 * i) for i in range(16))
                return ("permlanex16" if x else "permlane16", f"0x{word & 0xFFFFFFFF:x},0x{word >> 32:x}",
                        COSTS["permlane"])
    sw = _swizzle_mode(f)
    if sw is not None:
        return ("swizzle", f"0x{sw:x}", COSTS["lds_permute"])
    return ("bpermute", "", COSTS["lds_permute"])


@functools.cache
def _dpp_table(n: int, rdna: bool) -> dict[tuple[int, ...], str]:
    table: dict[tuple[int, ...], str] = {}
    for ctrl, g in _dpp_controls(n, rdna):
        table.setdefault(tuple(g), ctrl)
    return table


def _dpp_controls(n: int, rdna: bool) -> Iterable[tuple[str, list[int]]]:
    lanes = range(n)
    for a in range(4):
        for b in range(4):
            for c in range(4):
                for d in range(4):
                    sel = (a, b, c, d)
                    yield f"quad_perm:[{a},{b},{c},{d}]", [lane - lane % 4 + sel[lane % 4] for lane in lanes]
    for k in range(1, 16):
        yield f"row_ror:{k}", [lane - lane % 16 + (lane % 16 - k) % 16 for lane in lanes]
    yield "row_mirror", [lane - lane % 16 + 15 - lane % 16 for lane in lanes]
    yield "row_half_mirror", [lane - lane % 8 + 7 - lane % 8 for lane in lanes]
    if rdna:
        for k in range(16):
            yield f"row_share:{k}", [lane - lane % 16 + k for lane in lanes]
            yield f"row_xmask:{k}", [lane - lane % 16 + ((lane % 16) ^ k) for lane in lanes]
    elif n == 64:
        yield "wave_rol:1", [(lane + 1) % n for lane in lanes]
        yield "wave_ror:1", [(lane - 1) % n for lane in lanes]


def _swizzle_mode(f: list[int]) -> int | None:
    n = len(f)
    if all(f[lane] - lane + lane % 4 in range(4) and f[lane] - (lane - lane % 4) == f[lane % 4] for lane in range(n)):
        return 0x8000 | sum(f[i] << (2 * i) for i in range(4))
    and_m = or_m = xor_m = 0
    for j in range(5):
        bit = 1 << j
        outs = {(lane >> j & 1, f[lane] >> j & 1) for lane in range(n)}
        if outs <= {(0, 0), (1, 1)} and len(outs) == 2:
            and_m |= bit
        elif outs <= {(0, 1), (1, 0)} and len(outs) == 2:
            and_m |= bit
            xor_m |= bit
        elif {o for _, o in outs} == {1}:
            or_m |= bit
        elif {o for _, o in outs} != {0}:
            return None
    if any((f[lane] & 32) != (lane & 32) for lane in range(n)):
        return None
    return and_m | (or_m << 5) | (xor_m << 10)


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
class _Code:
    def __init__(self, p: _Problem, first_free: int) -> None:
        self.p = p
        self.lines: list[str] = []
        self.setup: list[str] = []
        self.next = first_free
        self.sgpr = 0
        self.constants: dict[tuple[str, int], str] = {}
        #: (step, slot coordinates, lane coordinates, register-index coordinates) after each step
        self.snapshots: list[tuple[str, tuple[int, ...], tuple[int, ...], tuple[int, ...]]] = []
        self.count = 0

    def vgpr(self) -> int:
        self.next += 1
        return self.next - 1

    def emit(self, text: str) -> None:
        self.lines.append(text)
        self.count += 1

    def sconst(self, value: int) -> str:
        key = ("s", value)
        if key not in self.constants:
            self.setup.append(f"s_mov_b32 s{self.sgpr}, 0x{value:x}")
            self.constants[key] = f"s{self.sgpr}"
            self.sgpr += 1
        return self.constants[key]

    def mask(self, bits: int) -> str:
        """An SGPR (pair) holding lane mask ``bits``."""
        key = ("m", bits)
        if key not in self.constants:
            if self.p.lanes == 64:
                base = self.sgpr + (self.sgpr & 1)
                self.setup.append(f"s_mov_b32 s{base}, 0x{bits & 0xFFFFFFFF:x}")
                self.setup.append(f"s_mov_b32 s{base + 1}, 0x{bits >> 32:x}")
                self.sgpr = base + 2
                self.constants[key] = f"s[{base}:{base + 1}]"
            else:
                self.setup.append(f"s_mov_b32 s{self.sgpr}, 0x{bits:x}")
                self.constants[key] = f"s{self.sgpr}"
                self.sgpr += 1
        return self.constants[key]

    def lane_vector(self, values: list[int]) -> str:
        """A VGPR holding values[lane] (setup: built from the lane id, hoistable)."""
        key = ("v", hash(tuple(values)))
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
        self.setup.append(f"v_mov_b32 v{out}, 0x{base:x}")
        tmp = self.vgpr()
        for b, diff in enumerate(diffs):
            if not diff:
                continue
            m = self.mask(sum(1 << lane for lane in range(self.p.lanes) if lane >> b & 1))
            self.setup.append(f"v_xor_b32 v{tmp}, 0x{diff:x}, v{out}")
            self.setup.append(f"v_cndmask_b32_e64 v{out}, v{out}, v{tmp}, {m}")
        self.constants[key] = f"v{out}"
        return f"v{out}"

    def xor_lane(self, dst: int, src: int, b: int) -> None:
        """dst = src read from lane l ^ 2**b."""
        t = self.p.target
        if t in ("gfx1100", "gfx1200", "gfx1250") and b < 4:
            self.emit(f"v_mov_b32_dpp v{dst}, v{src} row_xmask:{1 << b} row_mask:0xf bank_mask:0xf")
        elif t in ("gfx1100", "gfx1200", "gfx1250") and b == 4:
            lo, hi = self.sconst(0x76543210), self.sconst(0xFEDCBA98)
            self.emit(f"v_permlanex16_b32 v{dst}, v{src}, {lo}, {hi}")
        elif b == 0:
            self.emit(f"v_mov_b32_dpp v{dst}, v{src} quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf")
        elif b == 1:
            self.emit(f"v_mov_b32_dpp v{dst}, v{src} quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf")
        elif b == 3:
            self.emit(f"v_mov_b32_dpp v{dst}, v{src} row_ror:8 row_mask:0xf bank_mask:0xf")
        elif b in (2, 4):
            self.emit(f"ds_swizzle_b32 v{dst}, v{src} offset:swizzle(SWAP,{1 << b})")
        else:
            addr = self.lane_vector([4 * (lane ^ (1 << b)) for lane in range(self.p.lanes)])
            self.emit(f"ds_bpermute_b32 v{dst}, {addr}, v{src}")

    def gather(self, dst: int, src: int, f: list[int]) -> None:
        kind, text, _ = _classify(self.p, f) or ("bpermute", "", 0)
        if kind == "copy":
            self.emit(f"v_mov_b32 v{dst}, v{src}")
        elif kind == "dpp":
            self.emit(f"v_mov_b32_dpp v{dst}, v{src} {text} row_mask:0xf bank_mask:0xf")
        elif kind in ("permlane16", "permlanex16"):
            lo, hi = (int(x, 16) for x in text.split(","))
            self.emit(f"v_{kind}_b32 v{dst}, v{src}, {self.sconst(lo)}, {self.sconst(hi)}")
        elif kind == "swizzle":
            self.emit(f"ds_swizzle_b32 v{dst}, v{src} offset:{text}")
        else:
            addr = self.lane_vector([4 * x for x in f])
            self.emit(f"ds_bpermute_b32 v{dst}, {addr}, v{src}")


def _generate(p: _Problem, steps: list[_Step], inputs: int) -> tuple[_Code, list[int]]:
    """The assembly of ``steps``; returns the code and the consumer's registers in order."""
    code = _Code(p, inputs)
    lanes_bits = list(p.src.lanes)
    rc = list(p.src.regs)  # coordinate of each register-index bit, index bit i
    phys = list(range(inputs))  # physical register of each register index
    slots = list(p.src.slots)
    if p.half_source:
        slots = []
    code.snapshots.append(("the producer's D", tuple(slots), tuple(lanes_bits), tuple(rc)))
    for step in steps:
        if step.kind == "lr":
            b, c = step.args
            i = rc.index(c)
            low = sum(1 << lane for lane in range(p.lanes) if lane >> b & 1)  # lanes with bit b set
            for x_idx in range(len(phys)):
                if x_idx >> i & 1:
                    continue
                x, y = phys[x_idx], phys[x_idx | 1 << i]
                if b == 5 and p.target == "gfx950":
                    code.emit(f"v_permlane32_swap_b32 v{x}, v{y}")
                elif b == 4 and p.target in ("gfx950", "gfx1250"):
                    code.emit(f"v_permlane16_swap_b32 v{x}, v{y}")
                elif b in (2, 3):
                    t = code.vgpr()
                    banks = 0b1010 if b == 2 else 0b1100
                    code.emit(f"v_mov_b32 v{t}, v{y}")
                    code.emit(f"v_mov_b32_dpp v{y}, v{x} row_shl:{1 << b} row_mask:0xf bank_mask:0x{banks ^ 0xf:x}")
                    code.emit(f"v_mov_b32_dpp v{x}, v{t} row_shr:{1 << b} row_mask:0xf bank_mask:0x{banks:x}")
                else:
                    t = code.vgpr()
                    m = code.mask(low)
                    code.emit(f"v_cndmask_b32_e64 v{t}, v{y}, v{x}, {m}")
                    code.xor_lane(t, t, b)
                    code.emit(f"v_cndmask_b32_e64 v{x}, v{x}, v{t}, {m}")
                    code.emit(f"v_cndmask_b32_e64 v{y}, v{t}, v{y}, {m}")
            rc[i], lanes_bits[b] = lanes_bits[b], c
        elif step.kind == "pack":
            combo = list(step.args)
            idx = [rc.index(c) for c in combo]
            keep = [i for i in range(len(rc)) if i not in idx]
            new_phys = []
            cvt = p.cvt or "v_perm_b32"
            for n_idx in range(1 << len(keep)):
                base = sum((n_idx >> j & 1) << keep[j] for j in range(len(keep)))
                out = code.vgpr()
                if len(idx) == 1:
                    lo, hi = phys[base], phys[base | 1 << idx[0]]
                    if cvt == "v_perm_b32":
                        sel = 0x07060302 if not p.half_source or p.half_hi else 0x05040100
                        code.emit(f"v_perm_b32 v{out}, v{hi}, v{lo}, {code.sconst(sel)}")
                    else:
                        code.emit(f"{cvt} v{out}, v{lo}, v{hi}")
                else:
                    q = [phys[base | (a << idx[0]) | (h << idx[1])] for h in (0, 1) for a in (0, 1)]
                    code.emit(f"{cvt} v{out}, v{q[0]}, v{q[1]}")
                    code.emit(f"{cvt} v{out}, v{q[2]}, v{q[3]} op_sel:[0,0,1]")
                new_phys.append(out)
            phys = new_phys
            rc = [rc[i] for i in keep]
            slots = slots + combo
        elif step.kind == "sr":
            si, c = step.args
            i = rc.index(c)
            sels = _sr_selectors(len(slots), si)
            for x_idx in range(len(phys)):
                if x_idx >> i & 1:
                    continue
                x, y = phys[x_idx], phys[x_idx | 1 << i]
                nx, ny = code.vgpr(), code.vgpr()
                code.emit(f"v_perm_b32 v{nx}, v{y}, v{x}, {code.sconst(sels[0])}")
                code.emit(f"v_perm_b32 v{ny}, v{y}, v{x}, {code.sconst(sels[1])}")
                phys[x_idx], phys[x_idx | 1 << i] = nx, ny
            rc[i], slots[si] = slots[si], c
        elif step.kind == "sl":
            si, b = step.args
            s0, s1 = _sl_selectors(len(slots), si)
            selector = code.lane_vector([s1 if lane >> b & 1 else s0 for lane in range(p.lanes)])
            for j, x in enumerate(phys):
                t = code.vgpr()
                code.xor_lane(t, x, b)
                out = code.vgpr()
                code.emit(f"v_perm_b32 v{out}, v{t}, v{x}, {selector}")
                phys[j] = out
            slots[si], lanes_bits[b] = lanes_bits[b], slots[si]
        if step.kind != "final":
            code.snapshots.append((_describe(step, p), tuple(slots), tuple(lanes_bits), tuple(rc)))
            continue
        if step.kind == "final":
            state = _State(True, tuple(slots), tuple(lanes_bits), frozenset(rc))
            order = sorted(rc)
            perm = [rc.index(c) for c in order]  # sorted-order index bit j is rc index bit perm[j]
            outs = []
            used: set[int] = set()
            for src, f in _lane_maps(p, state):
                phys_idx = sum((src >> j & 1) << perm[j] for j in range(len(order)))
                kind = _classify(p, f)
                if kind is not None and kind[0] == "copy" and phys_idx not in used:
                    outs.append(phys[phys_idx])
                else:
                    out = code.vgpr()
                    code.gather(out, phys[phys_idx], f)
                    outs.append(out)
                used.add(phys_idx)
            return code, outs
    raise AssertionError("a plan ends with its final step")


def _contiguous(code: _Code, outs: list[int], inputs: int, per: int) -> tuple[list[int], int]:
    """Rename registers so that each consumer tile's registers are consecutive from an even
    register (the operand is a register tuple, aligned on CDNA2 and later); an output that is
    one of the producer's registers is copied with v_mov_b32. Returns the registers and the
    number of copies."""
    import re

    base = code.next + (code.next & 1)
    rename: dict[int, int] = {}
    copies: list[str] = []
    final = list(outs)
    for u in range(0, len(outs), per):
        tile = outs[u:u + per]
        if per == 1 or (tile[0] % 2 == 0 and tile == list(range(tile[0], tile[0] + per))):
            continue
        for n, r in enumerate(tile):
            new = base
            base += 1
            if r < inputs or r in rename:
                copies.append(f"v_mov_b32 v{new}, v{rename.get(r, r)}")
            else:
                rename[r] = new
            final[u + n] = new
        base += base & 1
    if rename:
        def sub(m: re.Match[str]) -> str:
            r = int(m.group(1))
            return f"v{rename.get(r, r)}"

        code.setup = [re.sub(r"\bv(\d+)\b", sub, line) for line in code.setup]
        code.lines = [re.sub(r"\bv(\d+)\b", sub, line) for line in code.lines]
    for line in copies:
        code.emit(line)
    code.next = max(code.next, base)
    return final, len(copies)


def _lds_waits(code: _Code) -> None:
    """Insert ``s_waitcnt lgkmcnt(0)`` before the first instruction that touches a register an
    LDS-unit instruction (ds_bpermute, ds_swizzle, ds_read) writes, and at the end if one is
    still outstanding: their results arrive later (CDNA3 ISA §4.4, S_WAITCNT and LGKM_CNT)."""
    import re

    pattern = re.compile(r"\bv(\d+)\b")
    out: list[str] = []
    pending: set[int] = set()
    for line in code.lines:
        regs = {int(m) for m in pattern.findall(line)}
        if pending & regs:
            out.append("s_waitcnt lgkmcnt(0)")
            pending.clear()
        out.append(line)
        if line.startswith("ds_"):
            first = pattern.search(line)
            if first:
                pending.add(int(first.group(1)))
    if pending:
        out.append("s_waitcnt lgkmcnt(0)")
    code.lines = out


def _allocate(code: _Code, outs: list[int], inputs: int, per: int) -> tuple[list[int], int]:
    """Reuse registers: every temporary moves to the lowest register free over its live range
    (first to last mention; a producer register is free after its last read), then each operand
    tile moves, as a block on an even register, as low as it fits. Returns the operand registers
    and the number of registers used beyond the producer's D."""
    import re

    pattern = re.compile(r"\bv(\d+)\b")
    end = len(code.lines)
    span: dict[int, list[int]] = {}
    for i, line in enumerate(code.lines):
        for m in pattern.finditer(line):
            r = int(m.group(1))
            span.setdefault(r, [i, i])[1] = i
    pinned = {int(m.group(1)) for line in code.setup for m in pattern.finditer(line)}
    out_set = set(outs)
    for r in out_set:
        span.setdefault(r, [end, end])[1] = end
    # the register an instruction writes (its first operand), where a source that dies there may share it
    dest: dict[int, int] = {}
    for i, line in enumerate(code.lines):
        first = pattern.search(line)
        if first and "permlane" not in line.split()[0] and not line.startswith("ds_"):  # VALU only
            dest[i] = int(first.group(1))
    busy: dict[int, list[tuple[int, int, int]]] = {}

    def free(n: int, r: int, a: int, b: int) -> bool:
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
    for r in sorted(pinned):
        busy.setdefault(r, []).append((-1, end + 1, r))
        rename[r] = r
    for r in range(inputs):
        if r in span:
            busy.setdefault(r, []).append((-1, span[r][1], r))
            rename[r] = r
    temps = sorted((r for r in span if r >= inputs and r not in pinned and r not in out_set), key=lambda r: span[r][0])
    for r in temps:
        a, b = span[r]
        n = 0
        while not free(n, r, a, b):
            n += 1
        busy.setdefault(n, []).append((a, b, r))
        rename[r] = n
    final = list(outs)
    for u in range(0, len(outs), per):
        tile = outs[u:u + per]
        if any(r < inputs or r in pinned for r in tile):  # the producer's own registers stay where they are
            continue
        base = 0
        while not all(free(base + k, r, *span[r]) for k, r in enumerate(tile)):
            base += 1 if per == 1 else 2
        for k, r in enumerate(tile):
            busy.setdefault(base + k, []).append((span[r][0], span[r][1], r))
            rename[r] = base + k
            final[u + k] = base + k

    def sub(m: re.Match[str]) -> str:
        r = int(m.group(1))
        return f"v{rename.get(r, r)}"

    code.lines = [pattern.sub(sub, line) for line in code.lines]
    used = set(rename.values())
    code.next = max(used | {inputs - 1}) + 1
    return final, len(used - set(range(inputs)))


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


# ====================================================================== API
@dataclass
class Plan:
    """A verified conversion: ``asm`` (with the s_nops), ``setup`` (hoistable, once per kernel),
    ``cost`` (model units), ``instructions`` (in ``asm``, without s_nops), ``extra_vgprs``,
    ``wait_states`` (s_nop cycles the hazard checker added), ``steps`` (readable), the
    consumer's registers ``outputs`` (tile by tile), and the minimality bound ``depth``."""

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
    depth: int
    zero_cost: bool
    hip: list[str] = field(default_factory=list)
    alternative: str | None = None
    #: How many of ``instructions`` are the packing conversion (the rest move data).
    conversions: int = 0
    #: For the consumer's first tile: (register, lane, bit offset, producer register, producer lane).
    origins: list[tuple[int, int, int, int, int]] = field(default_factory=list, repr=False)
    #: The producer and consumer lines the hazard checker saw around ``asm``.
    frame: tuple[str, str] = ("", "")
    #: For the picture, step by step: (title, rows), a row being (label, the producer
    #: (register, lane) of each lane's value); the first four registers of each arrangement.
    panels: list[tuple[str, list[tuple[str, list[tuple[int, int]]]]]] = field(default_factory=list, repr=False)

    def as_dict(self) -> dict[str, Any]:
        return {k: getattr(self, k) for k in self.__dataclass_fields__ if k not in ("origins", "panels")}


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
    if a.mcpu not in ("gfx942", "gfx950", "gfx1100", "gfx1200"):
        raise AmdMatrixError(f"amdmatrix convert plans for CDNA3, CDNA4, RDNA3 and RDNA4, not {a.name}")
    return a


def convert(arch: str | Arch, producer: str, consumer: str, operand: str = "A", *, cvt: str | None = None,
            from_mods: Mapping[str, object] | None = None, to_mods: Mapping[str, object] | None = None,
            tiles: str = "in-order", max_depth: int = 6, compare: bool = True) -> Plan:
    """The cheapest verified sequence that turns ``producer``'s D into ``consumer``'s ``operand``.

    ``cvt`` is the operand's format (default: the consumer's type); ``tiles`` is "in-order"
    (the producer's columns feed the consumer's K in order, its rows the B operand's K) or
    "transposed" (the producer computes Dᵀ by swapping its A and B); with ``compare`` an
    in-order plan also plans the other orientation and names it in ``alternative`` when it is
    cheaper. Raises AmdMatrixError
    for incompatible pairs and if verification fails (a bug, never an answer).
    """
    a = _checked_arch(arch)
    p_inst, q_inst = instruction(a.name, producer), instruction(a.name, consumer)
    operand = operand.upper()
    if operand not in ("A", "B"):
        raise AmdMatrixError(f"the consumer's operand must be A or B, not {operand!r}")
    if tiles not in ("in-order", "transposed"):
        raise AmdMatrixError(f"tiles must be in-order or transposed, not {tiles!r}")
    for inst, what in ((p_inst, "producer"), (q_inst, "consumer")):
        if inst.sparse or inst.scaled or inst.blocks != 1:
            raise AmdMatrixError(f"the {what} {inst.mnemonic} is sparse, scaled or multi-block; the planner takes "
                                 "dense single-block instructions")
    from .modifiers import parse

    # The modifiers as the API takes them everywhere (a_format="bf8" sets CBSZ), as fields.
    fm, tm = parse(from_mods or {}, inst=p_inst).nonzero(), parse(to_mods or {}, inst=q_inst).nonzero()
    plan = _plan(a, p_inst, q_inst, operand, cvt, dict(fm), dict(tm), tiles == "transposed", max_depth)
    if compare and tiles == "in-order" and not plan.zero_cost and p_inst.m == p_inst.n:
        try:
            other = _plan(a, p_inst, q_inst, operand, cvt, dict(fm), dict(tm), True, max_depth)
        except AmdMatrixError:
            other = None
        if other is not None and other.cost < plan.cost:
            plan.alternative = (f"cheaper: compute Dᵀ by swapping A and B of {p_inst.mnemonic} (--tiles transposed): "
                                f"cost {other.cost}, {other.instructions} instructions"
                                + (" (no data movement: zero cost)" if other.zero_cost else ""))
    return plan


def _plan(a: Arch, p_inst: Instruction, q_inst: Instruction, operand: str, cvt: str | None, fm: dict[str, int],
          tm: dict[str, int], transposed: bool, max_depth: int) -> Plan:
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
    src, src_rows = _side(p_inst, "D", wave, fm, tp, pcoord)
    dst, dst_rows = _side(q_inst, operand, wave, tm, tq, qcoord)
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
    steps, cost, depth = _search(prob, max_depth)
    inputs = src.registers
    code, outs = _generate(prob, steps, inputs)
    per_tile = q_inst.gprs(operand, wave=wave, **tm)
    outs, copies = _contiguous(code, outs, inputs, per_tile)
    cost += copies * COSTS["valu"]
    outs, extra = _allocate(code, outs, inputs, per_tile)
    _lds_waits(code)
    body = "\n".join(code.lines)
    _verify(a, p_inst, q_inst, operand, fm, tm, code, outs, src_rows, dst_rows, want, conv, half, dst, inputs)
    asm, waits, frame = _with_waits(a, p_inst, q_inst, operand, body, outs, dst, inputs, "\n".join(code.setup))
    counts: dict[str, int] = {}
    for line in code.lines:
        m = line.split()[0]
        counts[m] = counts.get(m, 0) + 1
    moves = [s for s in steps if s.kind not in ("pack",)]
    zero = all(s.kind == "final" and s.count == 0 for s in moves)
    hip = [f"{m}: {_HIP.get(m, '(no builtin)')}" for m in counts]
    packing = sum(step.count for step in steps if step.kind == "pack")
    return Plan(a.name, p_inst.mnemonic.lower(), q_inst.mnemonic.lower(), operand, conv,
                CONVERSIONS[(a.mcpu, want)][1] if (a.mcpu, want) in CONVERSIONS and conv else None,
                (tp, tq), transposed, asm, "\n".join(code.setup), cost, code.count, counts,
                extra, waits, [_describe(s, prob) for s in steps], outs, depth, zero, hip, conversions=packing,
                origins=_origins(src_rows, dst_rows, q_inst.gprs(operand, wave=wave, **tm)),
                frame=frame, panels=_panels(code, src_rows, prob))


def _cvt(cvt: object, want: str, q_inst: Instruction, operand: str, wave: int, tm: dict[str, int]) -> None:
    """Check ``cvt`` (any spelling the one resolver of type names reads: ``half``, ``e5m2``, ``fp8``
    for CDNA3's FNUZ type, ...) against the operand's type; on an F8F6F4 operand, a format another
    modifier setting selects is refused with that setting."""
    from .dtypes import resolve

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
             per: int) -> list[tuple[int, int, int, int, int]]:
    where = {g: (r, lane) for r, lane, _, g in src_rows}
    return [(r, lane, lo, *where[g]) for r, lane, lo, g in dst_rows if r < per]


def plan_svg(plan: Plan) -> str:
    """An SVG of the plan step by step: for the arrangement after each step (the first four
    registers, each value slot) and then for the consumer's first tile, every lane's cell is
    labelled and coloured by the producer register and lane its value comes from."""
    from xml.sax.saxutils import escape

    lanes = 1 + max(lane for _, lane, _, _, _ in plan.origins)
    w, h, left = 22, 26, 70
    final_rows = sorted({(r, lo) for r, _, lo, _, _ in plan.origins})
    by_cell = {(r, lane, lo): (sr, sl) for r, lane, lo, sr, sl in plan.origins}
    panels = list(plan.panels) + [(
        f"the consumer's {plan.operand} (first tile, v{plan.outputs[0]} on)",
        [(f"v{r}[{lo}]", [by_cell[(r, lane, lo)] for lane in range(lanes)]) for r, lo in final_rows])]
    body: list[str] = []
    y = 50
    for title, rows in panels:
        body.append(f'<text x="8" y="{y + 12}" font-size="11">{escape(title)}</text>')
        y += 18
        for lane in range(lanes):
            body.append(f'<text x="{left + lane * w + 3}" y="{y + 8}" font-size="7">{lane}</text>')
        y += 10
        for label, cells in rows:
            body.append(f'<text x="8" y="{y + 16}" font-size="9">{escape(label)}</text>')
            for lane, (sr, sl) in enumerate(cells):
                x = left + lane * w
                body.append(f'<rect x="{x}" y="{y}" width="{w}" height="{h}" fill="hsl({(sr * 47) % 360},60%,80%)" '
                            'stroke="#888"/>')
                body.append(f'<text x="{x + 2}" y="{y + 11}" font-size="7">v{sr}</text>')
                body.append(f'<text x="{x + 2}" y="{y + 22}" font-size="7">{sl}</text>')
            y += h
        y += 14
    head = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{left + lanes * w + 10}" height="{y + 10}" '
            'font-family="monospace">',
            f'<text x="8" y="20" font-size="13">{escape(plan.arch)}: D of {escape(plan.producer)} to '
            f'{plan.operand} of {escape(plan.consumer)} (cost {plan.cost})</text>',
            '<text x="8" y="38" font-size="10">each cell: the producer register (top) and lane (bottom) of the '
            'value held there, after each step</text>']
    return "\n".join(head + body + ["</svg>"]) + "\n"



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


def _verify(a: Arch, p_inst: Instruction, q_inst: Instruction, operand: str, fm: dict[str, int],
            tm: dict[str, int], code: _Code, outs: list[int], src_rows: list[tuple[int, int, int, int]],
            dst_rows: list[tuple[int, int, int, int]], want: str, conv: str | None, half: bool, dst: _Side,
            inputs: int) -> None:
    """Run the plan on the emulator and check every consumer element against its expected code."""
    import numpy as np

    from .emulator import pack
    from .emulator.formats import get_format
    from .emulator.movement import Wave

    rng = np.random.default_rng(len(src_rows) + inputs)
    wave = a.default_wave
    tp = len(src_rows) // len(p_inst.placements("D", wave=wave, **fm))
    dtype_d = p_inst.dtype("D", wave=wave, **fm).key
    shape = (p_inst.m, p_inst.n)
    if dtype_d == "fp32":
        values = rng.standard_normal((tp, *shape)).astype(np.float32) * np.float32(4)
    else:
        values = rng.integers(-64, 64, (tp, *shape)).astype(np.float64) / 8
    images = [pack(p_inst, "D", values[t], wave=wave, **fm) for t in range(tp)]
    regs = np.zeros((code.next + 1, wave), np.uint32)
    per = images[0].shape[0]
    for t, img in enumerate(images):
        regs[t * per:(t + 1) * per] = img
    # expected code of each global coordinate
    fmt = get_format(want)
    expect: dict[int, int] = {}
    for (r, lane, lo, g) in src_rows:
        t = r // per
        word = int(images[t][r % per, lane])
        bits = (word >> lo) & ((1 << _WIDTH[dtype_d]) - 1)
        if conv is None or half:
            expect[g] = bits
        else:
            x = np.array([bits], np.uint32).view(np.float32).astype(np.float64)
            if conv in ("v_cvt_pkrtz_f16_f32", "v_cvt_pk_rtz_f16_f32"):
                from .emulator.movement import _rtz_f16

                expect[g] = int(_rtz_f16(x)[0])
            elif conv == "v_perm_b32":
                expect[g] = bits >> 16
            else:
                with np.errstate(all="ignore"):
                    expect[g] = int(fmt.encode(x)[0])
    sg = np.zeros(106, np.uint32)
    w = Wave(a, regs, wave=wave, sgprs=sg)
    w.run("\n".join(code.setup + code.lines))
    width = dst.width
    per_q = q_inst.gprs(operand, wave=wave, **tm)
    for (r, lane, lo, g) in dst_rows:
        got = (int(w.vgprs[outs[r], lane]) >> lo) & ((1 << width) - 1)
        if got != expect[g]:
            raise AmdMatrixError(f"internal error: the plan for {p_inst.mnemonic} -> {operand} of {q_inst.mnemonic} "
                                 f"on {a.name} puts a wrong value in tile {r // per_q} register {r % per_q} lane "
                                 f"{lane} bits {lo + width - 1}:{lo}; please report it")


def _wrap(plan: Plan) -> str:
    """The plan between the producer and consumer lines its wait states were computed for."""
    return "\n".join([plan.setup, plan.frame[0], plan.asm, plan.frame[1]])


def _with_waits(a: Arch, p_inst: Instruction, q_inst: Instruction, operand: str, body: str, outs: list[int],
                dst: _Side, inputs: int, setup: str = "") -> tuple[str, int, tuple[str, str]]:
    """The body with the s_nops the hazard checker requires after the producer and before the consumer."""
    from .hazards import fix

    nd = p_inst.gprs("D")
    na, nb = q_inst.gprs("A"), q_inst.gprs("B")
    import re

    mentioned = [int(m) for m in re.findall(r"\bv(\d+)\b", body + "\n" + setup)]
    top = max(outs + mentioned + [inputs]) + na + nb + 8
    top += top & 1
    producer = f"{p_inst.mnemonic.lower()} v[0:{nd - 1}], v[{top}:{top + p_inst.gprs('A') - 1}], " \
               f"v[{top + 4}:{top + 4 + p_inst.gprs('B') - 1}], 0"
    first = outs[0]
    span = f"v[{first}:{first + (na if operand == 'A' else nb) - 1}]" if (na if operand == "A" else nb) > 1 \
        else f"v{first}"
    other = f"v[{top + 8}:{top + 8 + (nb if operand == 'A' else na) - 1}]"
    qa, qb = (span, other) if operand == "A" else (other, span)
    consumer = f"{q_inst.mnemonic.lower()} v[{top + 16}:{top + 16 + q_inst.gprs('D') - 1}], {qa}, {qb}, 0"
    text = "\n".join([producer, body, consumer])
    fixed = fix(text, a.name)
    lines = fixed.splitlines()[1:-1]
    waits = 0
    for line in lines:
        s = line.strip()
        if s.startswith("s_nop"):
            waits += int(s.split()[1], 0) + 1
        elif s == "v_nop":
            waits += 1
    return "\n".join(x.strip() for x in lines), waits, (producer, consumer)


def compatible_pairs(arch: str | Arch) -> list[tuple[str, str, str]]:
    """Every (producer, consumer, operand) the planner covers on ``arch``: dense single-block
    instructions, a producer whose D is FP32 (or a 16-bit D feeding the same type), a consumer
    operand the architecture can convert to, and tiles of matching rows (A) or columns (B)."""
    a = _checked_arch(arch)
    from .catalog import instructions

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
