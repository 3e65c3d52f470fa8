"""The register route's moves as objects, one class per kind: its cost, its effect (the
successors the search explores from a bit arrangement), its emission and its description.

* :class:`_LaneRegister` ("lr"): exchange a lane bit with a register bit on every register pair;
* :class:`_Pack` ("pack"): pack the values of register bits into slots (the conversion);
* :class:`_SlotRegister` ("sr"): exchange a slot bit with a register bit (two ``v_perm_b32`` a pair);
* :class:`_SlotLane` ("sl"): exchange a slot bit with a lane bit (a lane move and a ``v_perm_b32``);
* :class:`_Final` ("final"): gather each consumer register's lanes, which ends a plan.

:data:`MOVES` lists them in the order the search lists their successors (:func:`_successors`).
"""

from __future__ import annotations

import heapq
from collections.abc import Iterable, Iterator

from .._dataclasses import dataclass, field
from .code import _Arrangement, _Code, _pack, _v
from .lanes import _classify, _dpp_shift, _lane_maps, _xor_move
from .problem import COSTS, _Problem, _Side, _State, _Step

#: A successor: the step and the arrangement it leads to.
_Successor = tuple[_Step, _State]


@dataclass
class _Goal:
    """What the moves ask of the problem while the search runs: the problem, the coordinates the
    consumer keeps in lanes, and the final gather's cost of each arrangement met so far."""

    p: _Problem
    want: frozenset[int]
    finals: dict[_State, tuple[int, int]] = field(default_factory=dict)


def _xor_lane_cost(p: _Problem, b: int) -> tuple[int, int]:
    """(cost, instructions) of reading lane l ^ 2**b in every lane of one register: one move of
    the primitives table (:func:`_xor_move`)."""
    return _xor_move(p, b)[2], 1


def _ordered(items: list[int], k: int) -> Iterable[tuple[int, ...]]:
    if k == 0:
        yield ()
        return
    for i in items:
        for rest in _ordered([x for x in items if x != i], k - 1):
            yield (i, *rest)


class _Move:
    """One kind of step. ``final``: the step ends a plan. :meth:`order` places a successor
    among the others: the search breaks ties between equal costs by the order successors are
    listed in, so it is part of what the published plans are."""

    kind = ""
    #: The description of a step: {0}, {1} its arguments, {count} its instructions, {cvt} the conversion.
    text = ""
    final = False
    #: Successors of kinds of one rank are listed by :meth:`order`, then by kind.
    rank = 0

    def successors(self, g: _Goal, s: _State) -> Iterator[_Successor]:
        raise NotImplementedError

    def emit(self, code: _Code, p: _Problem, at: _Arrangement, args: tuple[int, ...]) -> list[int] | None:
        """Emit the step into ``code`` and update ``at``; the consumer's registers when it ends the plan."""
        raise NotImplementedError

    def describe(self, s: _Step, p: _Problem) -> str:
        """The step in words: :attr:`text` with the step's arguments, its instruction count and the conversion."""
        return self.text.format(*s.args, count=s.count, cvt=p.cvt or "v_perm_b32")

    def order(self, s: _Step) -> tuple[int, int]:
        return self.rank, 0


class _Final(_Move):
    kind, final, rank = "final", True, 0
    text = "gather each register's lanes ({count} instructions)"

    @staticmethod
    def ready(s: _State, dst: _Side) -> bool:
        """Whether one gather of each register's lanes finishes the arrangement ``s``."""
        want_lanes = {c for c in dst.lanes if c >= 0}
        return (s.packed and s.slots == dst.slots and s.regs <= set(dst.regs)
                and want_lanes <= set(s.lanes))

    @staticmethod
    def cost(p: _Problem, s: _State) -> tuple[int, int]:
        """Each consumer register's gather; a register used twice as it is costs a copy."""
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

    def successors(self, g: _Goal, s: _State) -> Iterator[_Successor]:
        if s.packed and self.ready(s, g.p.dst):
            if s not in g.finals:
                g.finals[s] = self.cost(g.p, s)
            fc, fn = g.finals[s]
            yield _Step("final", (), fc, fn), s

    def emit(self, code: _Code, p: _Problem, at: _Arrangement, args: tuple[int, ...]) -> list[int]:
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


class _LaneRegister(_Move):
    kind, rank = "lr", 1
    text = "exchange lane bit {0} with a register bit ({count} instructions)"

    @staticmethod
    def cost(p: _Problem, b: int) -> tuple[int, int]:
        """Per register pair: exchange lane bit b with a register bit."""
        if b in p.t.swaps:
            return COSTS["permlane"], 1
        if b in (2, 3):
            return 3 * COSTS["dpp"], 3  # a copy, then two DPP moves with bank masks
        c, n = _xor_lane_cost(p, b)
        return 3 * COSTS["valu"] + c, 3 + n

    def successors(self, g: _Goal, s: _State) -> Iterator[_Successor]:
        # Only useful exchanges: a lane coordinate the consumer does not keep in lanes
        # leaves for a register coordinate it does (the minimality statement says so).
        pairs = (1 << len(s.regs)) // 2
        regs = sorted(s.regs)
        for b in range(len(s.lanes)):
            if s.lanes[b] in g.want:
                continue
            c, n = self.cost(g.p, b)
            for q in regs:
                if q not in g.want:
                    continue
                lanes = list(s.lanes)
                lanes[b] = q
                new = _State(s.packed, s.slots, tuple(lanes), (s.regs - {q}) | {s.lanes[b]})
                yield _Step("lr", (b, q), c * pairs, n * pairs), new

    def emit(self, code: _Code, p: _Problem, at: _Arrangement, args: tuple[int, ...]) -> None:
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
                code.emit(p.t.swap_permlanes[b], _v(x), _v(y), writes=2, reads_written=True)
            elif b in (2, 3):
                t = code.vgpr()
                banks = 0b1010 if b == 2 else 0b1100
                code.emit("v_mov_b32", _v(t), _v(y))
                code.emit("v_mov_b32_dpp", _v(y), _v(x),
                          mods=(_dpp_shift(p, 1 << b), "row_mask:0xf", f"bank_mask:0x{banks ^ 0xf:x}"),
                          reads_written=True)
                code.emit("v_mov_b32_dpp", _v(x), _v(t),
                          mods=(_dpp_shift(p, -(1 << b)), "row_mask:0xf", f"bank_mask:0x{banks:x}"),
                          reads_written=True)
            else:
                t = code.vgpr()
                m = code.mask(low)
                code.emit("v_cndmask_b32_e64", _v(t), _v(y), _v(x), m)
                code.xor_lane(t, t, b)
                code.emit("v_cndmask_b32_e64", _v(x), _v(x), _v(t), m)
                code.emit("v_cndmask_b32_e64", _v(y), _v(t), _v(y), m)
        at.rc[i], at.lanes[b] = at.lanes[b], c


class _Pack(_Move):
    kind, rank = "pack", 2
    text = "pack with {cvt} ({count} instructions)"

    @staticmethod
    def cost(p: _Problem, nregs: int) -> tuple[int, int]:
        """Packing ``nregs`` registers: one conversion per packed register, two for 8-bit values."""
        out = nregs >> p.pack_bits
        per = 2 if p.pack_bits == 2 else 1  # two fp8 conversions fill one register
        return COSTS["cvt"] * out * per, out * per

    def successors(self, g: _Goal, s: _State) -> Iterator[_Successor]:
        if s.packed:
            return
        c, n = self.cost(g.p, 1 << len(s.regs))
        for combo in _ordered(sorted(s.regs), g.p.pack_bits):
            yield _Step("pack", tuple(combo), c, n), _State(True, s.slots + tuple(combo), s.lanes, s.regs - set(combo))

    def emit(self, code: _Code, p: _Problem, at: _Arrangement, args: tuple[int, ...]) -> None:
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


def _slots_to_fix(g: _Goal, s: _State) -> Iterator[int]:
    """The slot bits of a packed arrangement that do not yet carry the consumer's coordinate."""
    if s.packed:
        yield from (si for si in range(len(s.slots)) if s.slots[si] != g.p.dst.slots[si])


class _SlotRegister(_Move):
    kind, rank = "sr", 3
    text = "exchange slot bit {0} with a register bit ({count} v_perm_b32)"

    @staticmethod
    def cost(nregs: int) -> tuple[int, int]:
        """Two v_perm_b32 per register pair."""
        return 2 * COSTS["valu"] * (nregs // 2), nregs

    @staticmethod
    def selectors(nslots: int, si: int) -> tuple[int, int]:
        """v_perm selectors (src0 = y, bytes 4-7; src1 = x, bytes 0-3) exchanging slot bit si with a register bit."""
        if nslots == 1 or si == 1:  # 16-bit halves
            return 0x05040100, 0x07060302
        return 0x06020400, 0x07030501  # bytes: x0 y0 x2 y2 / x1 y1 x3 y3

    def successors(self, g: _Goal, s: _State) -> Iterator[_Successor]:
        c, n = self.cost(1 << len(s.regs))
        for si in _slots_to_fix(g, s):
            q = g.p.dst.slots[si]
            if q in s.regs:
                slots = list(s.slots)
                slots[si] = q
                yield _Step("sr", (si, q), c, n), _State(True, tuple(slots), s.lanes, (s.regs - {q}) | {s.slots[si]})

    def emit(self, code: _Code, p: _Problem, at: _Arrangement, args: tuple[int, ...]) -> None:
        """Exchange slot bit si with the register bit holding coordinate c (two v_perm_b32 a pair)."""
        si, c = args
        i = at.rc.index(c)
        sels = self.selectors(len(at.slots), si)
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

    def order(self, s: _Step) -> tuple[int, int]:
        return self.rank, s.args[0]


class _SlotLane(_Move):
    kind, rank = "sl", 3
    text = "exchange slot bit {0} with lane bit {1} ({count} instructions)"

    @staticmethod
    def cost(p: _Problem, b: int, nregs: int) -> tuple[int, int]:
        """Per register: a move reading lane l ^ 2**b and a v_perm_b32."""
        c, n = _xor_lane_cost(p, b)
        return (c + COSTS["valu"]) * nregs, (n + 1) * nregs

    @staticmethod
    def selectors(nslots: int, si: int) -> tuple[int, int]:
        """Per-lane v_perm selectors (src0 = the partner lane's word t, src1 = own word x) exchanging
        slot bit si with a lane bit: (lanes with the bit clear, lanes with it set)."""
        if nslots == 1 or si == 1:
            return 0x05040100, 0x03020706
        return 0x06020400, 0x03070105

    def successors(self, g: _Goal, s: _State) -> Iterator[_Successor]:
        for si in _slots_to_fix(g, s):
            for b in range(len(s.lanes)):
                if not (s.lanes[b] == g.p.dst.slots[si] or (s.slots[si] in g.want and s.lanes[b] not in g.want)):
                    continue
                c, n = self.cost(g.p, b, 1 << len(s.regs))
                slots, lanes = list(s.slots), list(s.lanes)
                slots[si], lanes[b] = s.lanes[b], s.slots[si]
                yield _Step("sl", (si, b), c, n), _State(True, tuple(slots), tuple(lanes), s.regs)

    def emit(self, code: _Code, p: _Problem, at: _Arrangement, args: tuple[int, ...]) -> None:
        """Exchange slot bit si with lane bit b (an XOR-lane move and a per-lane v_perm_b32 a register)."""
        si, b = args
        s0, s1 = self.selectors(len(at.slots), si)
        selector = code.lane_vector([s1 if lane >> b & 1 else s0 for lane in range(p.lanes)])
        for j, x in enumerate(at.phys):
            t = code.vgpr()
            code.xor_lane(t, x, b)
            out = code.vgpr()
            code.emit("v_perm_b32", _v(out), _v(t), _v(x), selector)
            at.phys[j] = out
        at.slots[si], at.lanes[b] = at.lanes[b], at.slots[si]

    def order(self, s: _Step) -> tuple[int, int]:
        return self.rank, s.args[0]


#: Every move kind, in the order their successors are listed (within one rank, by slot bit).
MOVES: dict[str, _Move] = {m.kind: m for m in (_Final(), _LaneRegister(), _Pack(), _SlotRegister(), _SlotLane())}


def _successors(g: _Goal, s: _State, deeper: bool) -> Iterator[_Successor]:
    """Every step from ``s`` (only the final gather when ``deeper`` is false), listed by
    :meth:`_Move.order`: the final gather, the lane exchanges, the packs, then for each slot bit
    its register exchanges and its lane exchanges."""
    moves = [m for m in MOVES.values() if deeper or m.final]
    return heapq.merge(*(m.successors(g, s) for m in moves), key=lambda x: MOVES[x[0].kind].order(x[0]))


def _describe(s: _Step, p: _Problem) -> str:
    return MOVES[s.kind].describe(s, p)
