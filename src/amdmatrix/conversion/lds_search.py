"""The LDS route's search: each read the LDS model lists for the architecture, a few layouts
and XOR swizzles, every store and load priced with the model's bank conflicts."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .. import primitives as P
from .._dataclasses import dataclass
from ..archs import Arch
from ..errors import AmdMatrixError
from .lds_layout import _PIECES, _Layout, _loads, _Read, _split, _stored, _stores, _Write, _write_mnemonic
from .problem import COSTS, _log2, _Problem, _Side


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
