"""The LDS route's emission: packing, stores and loads into the consumer's tiles, and the route's
figures for the plan."""

from __future__ import annotations

from collections.abc import Sequence

from ..archs import Arch
from ..errors import AmdMatrixError
from .code import _Code, _pack, _v
from .lds_layout import _Layout, _loads, _split, _stored, _stores, _write_mnemonic
from .lds_search import _LdsChoice
from .ops import Reg
from .plan import _Built
from .problem import _Problem


class _NoLds(AmdMatrixError):
    """The LDS route cannot be planned for this pair (with --route cheapest the registers' plan is
    published and says why)."""


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
            code.emit(p.cvt or "v_cvt_pk_fp8_f32", _v(first + i), _v(q[0]), _v(q[0]), reads_written=True)
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


def _cycles_text(n: int) -> str:
    return f"{n} cycle{'' if n == 1 else 's'}"


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
