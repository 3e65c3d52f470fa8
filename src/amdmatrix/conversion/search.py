"""The register route: A* over bit arrangements with the moves of :mod:`.moves`, and the
emission of the steps it finds."""

from __future__ import annotations

import heapq

from ..errors import AmdMatrixError
from .code import _Arrangement, _Code
from .moves import MOVES, _Goal, _LaneRegister, _SlotLane, _successors
from .problem import _Problem, _State, _Step


def _search(p: _Problem, max_depth: int = 6) -> tuple[list[_Step], int, int]:
    """Dijkstra over bit arrangements; returns the steps, the cost and the depth searched."""
    start = _State(p.pack_bits == 0, p.src.slots, p.src.lanes, frozenset(p.src.regs))
    g = _Goal(p, frozenset(c for c in p.dst.lanes if c >= 0))
    lane_bits = range(len(p.src.lanes))
    # The cheapest way to move one coordinate out of a lane bit, per register: half a lane
    # exchange of a pair, or a slot exchange of one register.
    swap = min(min(_LaneRegister.cost(p, b)[0] for b in lane_bits) / 2,
               min(_SlotLane.cost(p, b, 1)[0] for b in lane_bits))

    def bound(s: _State) -> float:
        """A lower bound of the cost still to pay (A*): each coordinate that sits in a lane bit
        but not in the consumer's lanes needs one exchange, on every register or pair."""
        regs = 1 << len(s.regs)
        if not s.packed:
            regs >>= p.pack_bits
        return len(set(s.lanes) - g.want) * swap * regs

    counter = 0
    heap: list[tuple[float, int, int, int, _State, tuple[_Step, ...]]] = [(bound(start), 0, 0, counter, start, ())]
    best: dict[_State, int] = {start: 0}
    while heap:
        _, cost, depth, _, s, steps = heapq.heappop(heap)
        if steps and MOVES[steps[-1].kind].final:
            return list(steps), cost, max_depth
        if best.get(s, 1 << 60) < cost:
            continue
        for step, new in _successors(g, s, depth < max_depth):
            total = cost + step.cost
            if MOVES[step.kind].final:
                counter += 1
                heapq.heappush(heap, (total, total, depth, counter, new, (*steps, step)))
            elif total < best.get(new, 1 << 60):
                best[new] = total
                counter += 1
                heapq.heappush(heap, (total + bound(new), total, depth + 1, counter, new, (*steps, step)))
    raise AmdMatrixError("no sequence of the modelled primitives reaches the consumer's layout "
                         f"within {max_depth} steps")


def _generate(p: _Problem, steps: list[_Step], inputs: int) -> tuple[_Code, list[int]]:
    """The instructions of ``steps``; returns the code and the consumer's registers in order."""
    code = _Code(p, inputs)
    at = _Arrangement(list(p.src.lanes), list(p.src.regs), list(range(inputs)),
                      [] if p.half_source else list(p.src.slots))
    code.snapshots.append(("the producer's D", tuple(at.slots), tuple(at.lanes), tuple(at.rc)))
    for step in steps:
        move = MOVES[step.kind]
        outs = move.emit(code, p, at, step.args)
        if outs is not None:
            return code, outs
        code.snapshots.append((move.describe(step, p), tuple(at.slots), tuple(at.lanes), tuple(at.rc)))
    raise AssertionError("a plan ends with its final step")
