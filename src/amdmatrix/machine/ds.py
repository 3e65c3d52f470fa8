"""LDS instructions (MI200 ISA §12.12 "LDS & GDS Instructions"; RDNA3/4 ``ds_load_*``/``ds_store_*``):
reads and writes of 1-16 bytes, the two-address forms, atomics, the transposing reads, and the
lane permutes that travel through the LDS unit (``ds_swizzle_b32``, ``ds_permute_b32``,
``ds_bpermute_b32``).

Addresses are byte addresses in the workgroup's LDS: VADDR + OFFSET (the two-address forms:
VADDR + OFFSET0/OFFSET1 x the element size, x 64 more for ``st64``). Every access goes through
the workgroup (:meth:`Workgroup.lds_load`, :meth:`Workgroup.lds_store`), which tells the
observers (race check, bank conflicts) and makes an access past the LDS size read 0 and write
nothing (MI200 ISA §11.3 "LDS Access": out-of-range addresses). The lane permutes and the
transposing reads take their lane maps from the data-movement table (:mod:`.lanes`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import numpy as np
import numpy.typing as npt

from ..hazards.reader import Stmt
from .context import Ctx, Run
from .memory_ops import keep_other_half, load_bytes, write_rows
from .operands import Operand
from .state import Wave

__all__ = ["build", "is_ds", "access_name"]

_DS = "MI200 ISA §12.12 (LDS & GDS)"
U32 = npt.NDArray[np.uint32]

#: name (GFX9 spelling) -> (bytes, register form: "w" whole dwords, "u"/"s" zero/sign extend,
#: "lo"/"hi"/"slo"/"shi" a D16 half).
_READS = {
    "ds_read_u8": (1, "u"), "ds_read_i8": (1, "s"), "ds_read_u16": (2, "u"), "ds_read_i16": (2, "s"),
    "ds_read_b32": (4, "w"), "ds_read_b64": (8, "w"), "ds_read_b96": (12, "w"), "ds_read_b128": (16, "w"),
    "ds_read_u8_d16": (1, "lo"), "ds_read_u8_d16_hi": (1, "hi"), "ds_read_i8_d16": (1, "slo"),
    "ds_read_i8_d16_hi": (1, "shi"), "ds_read_u16_d16": (2, "lo"), "ds_read_u16_d16_hi": (2, "hi"),
}
_WRITES = {
    "ds_write_b8": (1, "lo"), "ds_write_b16": (2, "lo"), "ds_write_b32": (4, "w"), "ds_write_b64": (8, "w"),
    "ds_write_b96": (12, "w"), "ds_write_b128": (16, "w"), "ds_write_b8_d16_hi": (1, "hi"),
    "ds_write_b16_d16_hi": (2, "hi"),
}
#: GFX11+ spellings -> GFX9 spellings.
_RENAME = {
    "ds_load_u8": "ds_read_u8", "ds_load_i8": "ds_read_i8", "ds_load_u16": "ds_read_u16", "ds_load_i16": "ds_read_i16",
    "ds_load_b32": "ds_read_b32", "ds_load_b64": "ds_read_b64", "ds_load_b96": "ds_read_b96",
    "ds_load_b128": "ds_read_b128", "ds_load_u8_d16": "ds_read_u8_d16", "ds_load_u8_d16_hi": "ds_read_u8_d16_hi",
    "ds_load_i8_d16": "ds_read_i8_d16", "ds_load_i8_d16_hi": "ds_read_i8_d16_hi",
    "ds_load_u16_d16": "ds_read_u16_d16", "ds_load_u16_d16_hi": "ds_read_u16_d16_hi",
    "ds_store_b8": "ds_write_b8", "ds_store_b16": "ds_write_b16", "ds_store_b32": "ds_write_b32",
    "ds_store_b64": "ds_write_b64", "ds_store_b96": "ds_write_b96", "ds_store_b128": "ds_write_b128",
    "ds_store_b8_d16_hi": "ds_write_b8_d16_hi", "ds_store_b16_d16_hi": "ds_write_b16_d16_hi",
    "ds_load_2addr_b32": "ds_read2_b32", "ds_load_2addr_b64": "ds_read2_b64",
    "ds_load_2addr_stride64_b32": "ds_read2st64_b32", "ds_load_2addr_stride64_b64": "ds_read2st64_b64",
    "ds_store_2addr_b32": "ds_write2_b32", "ds_store_2addr_b64": "ds_write2_b64",
    "ds_store_2addr_stride64_b32": "ds_write2st64_b32", "ds_store_2addr_stride64_b64": "ds_write2st64_b64",
    "ds_cmpstore_b32": "ds_cmpst_b32", "ds_cmpstore_rtn_b32": "ds_cmpst_rtn_b32",
    "ds_add_rtn_f32": "ds_add_rtn_f32",
}
_ATOMIC = re.compile(r"ds_(add|sub|rsub|inc|dec|min|max|and|or|xor|mskor|wrxchg|cmpst)(_rtn)?_(u32|i32|b32|f32|u64|"
                     r"i64|b64|f64)$")
_TRANSPOSE = re.compile(r"ds_(?:read_b(64|96)_tr_b(16|8|6|4)|load_tr(16|8|4|6)_b(64|128|96))$")


def _canonical(m: str) -> str:
    return _RENAME.get(m, m)


def is_ds(m: str) -> bool:
    c = _canonical(m)
    return (c in _READS or c in _WRITES or c.startswith(("ds_read2", "ds_write2")) or _ATOMIC.match(c) is not None
            or c in ("ds_swizzle_b32", "ds_permute_b32", "ds_bpermute_b32", "ds_nop")
            or _TRANSPOSE.match(c) is not None)


def access_name(m: str) -> str:
    """The LDS model's name of the access an instruction makes (``ds_load_b128`` is ``ds_read_b128``
    on GFX9-named models)."""
    return _canonical(m)


def _offset(ctx: Ctx, st: Stmt, mods: dict[str, str], name: str) -> int:
    v = ctx.int_mod(st, mods, name, 0)
    if not 0 <= v <= 0xFFFF:
        raise ctx.unimplemented(st, f"{name}:{v}")
    return v


def _regs(w: Wave, op: Operand) -> U32:
    return (w.v if op.kind == "v" else w.a)[op.first:op.first + op.count]


def _put(w: Wave, op: Operand, first: int, values: U32, full: int) -> None:
    write_rows(w, w.v if op.kind == "v" else w.a, first, values, full)


def build(ctx: Ctx, st: Stmt, m: str) -> Run:
    """The closure of an LDS statement; sets ``ctx.meta``."""
    c = _canonical(m)
    ctx.meta.kind = "ds"
    ctx.meta.counters = ((ctx.traits.ds, "lds"),)
    if c == "ds_nop":
        ctx.meta.counters = ()
        return lambda w: None
    if c in ("ds_swizzle_b32", "ds_permute_b32", "ds_bpermute_b32"):
        return _movement(ctx, st, c)
    mt = _TRANSPOSE.match(c)
    if mt is not None:
        return _transpose(ctx, st, c, mt)
    if c in _READS or c in _WRITES:
        return _one_address(ctx, st, c)
    if c.startswith(("ds_read2", "ds_write2")):
        return _two(ctx, st, c)
    ma = _ATOMIC.match(c)
    if ma is not None:
        return _atomic(ctx, st, c, ma)
    raise ctx.unimplemented(st)


def _one_address(ctx: Ctx, st: Stmt, c: str) -> Run:
    """A plain read (``D, ADDR``) or write (``ADDR, DATA``): one address a lane, ADDR + offset."""
    mods = ctx.no_mods(st, ("offset", "gds"))
    writes = c in _WRITES
    nbytes, kind = (_WRITES if writes else _READS)[c]
    ctx.count(st, 2)
    first, second = ctx.operand(st, 0), ctx.operand(st, 1)
    a, v = (first, second) if writes else (second, first)  # v: the data's registers
    ra = ctx.vread(st, a, "u32")
    off = _offset(ctx, st, mods, "offset")
    index = ctx.index
    full = (1 << ctx.lanes) - 1
    if writes:
        def write(w: Wave) -> None:
            addrs = _addresses(w, ra(w), off)
            w.wg.lds_store(w, index, addrs, _from_regs(w, v, nbytes, kind))
        return write
    ctx.meta.returns = (_vmask(v), 0)

    def read(w: Wave) -> None:
        addrs = _addresses(w, ra(w), off)
        data = w.wg.lds_load(w, index, addrs, nbytes)
        _put(w, v, v.first, _to_regs(w, v, data, nbytes, kind), full)
    return read


def _vmask(op: Operand) -> int:
    return ((1 << op.count) - 1) << (op.first + (512 if op.kind == "a" else 0)) if op.kind in ("v", "a") else 0


def _addresses(w: Wave, base: U32, off: int) -> npt.NDArray[np.int64]:
    """Byte addresses of the active lanes (-1 where inactive)."""
    a = base.astype(np.int64) + off
    if w.exec == w.full:
        return a
    return np.where(w.exec_mask(), a, -1)


def _to_regs(w: Wave, d: Operand, data: npt.NDArray[np.uint8], nbytes: int, kind: str) -> Any:
    """(dwords, lanes) register values from the bytes read, as the memory loads make them."""
    return keep_other_half(_regs(w, d)[0], load_bytes(w, w.lanes, data, nbytes, kind), kind)


def _from_regs(w: Wave, v: Operand, nbytes: int, kind: str) -> Any:
    regs = _regs(w, v)
    lanes = w.lanes
    if kind == "w":
        return regs[:nbytes // 4].T.copy().view(np.uint8).reshape(lanes, nbytes)
    x = regs[0] >> np.uint32(16) if kind == "hi" else regs[0]
    return x.astype("<u4").view(np.uint8).reshape(lanes, 4)[:, :nbytes].copy()


def _two(ctx: Ctx, st: Stmt, c: str) -> Run:
    """DS_READ2/WRITE2(ST64)_B32/B64: two accesses at VADDR + OFFSET0/OFFSET1 x size (x 64 for st64)."""
    mods = ctx.no_mods(st, ("offset0", "offset1", "gds"))
    size = 8 if c.endswith("b64") else 4
    scale = size * (64 if "st64" in c else 1)
    o0 = ctx.int_mod(st, mods, "offset0", 0) * scale
    o1 = ctx.int_mod(st, mods, "offset1", 0) * scale
    index = ctx.index
    full = (1 << ctx.lanes) - 1
    words = size // 4
    if c.startswith("ds_read2"):
        ctx.count(st, 2)
        d, a = ctx.operand(st, 0), ctx.operand(st, 1)
        ra = ctx.vread(st, a, "u32")
        ctx.meta.returns = (_vmask(d), 0)

        def read2(w: Wave) -> None:
            base = ra(w)
            first = w.wg.lds_load(w, index, _addresses(w, base, o0), size)
            second = w.wg.lds_load(w, index, _addresses(w, base, o1), size)
            vals = np.concatenate([first.view("<u4").T, second.view("<u4").T])
            _put(w, d, d.first, vals, full)
        return read2
    ctx.count(st, 3)
    a, v0, v1 = ctx.operand(st, 0), ctx.operand(st, 1), ctx.operand(st, 2)
    ra = ctx.vread(st, a, "u32")

    def write2(w: Wave) -> None:
        base = ra(w)
        w.wg.lds_store(w, index, _addresses(w, base, o0), _regs(w, v0)[:words].T.copy().view(np.uint8)
                       .reshape(w.lanes, size))
        w.wg.lds_store(w, index, _addresses(w, base, o1), _regs(w, v1)[:words].T.copy().view(np.uint8)
                       .reshape(w.lanes, size))
    return write2


def _atomic(ctx: Ctx, st: Stmt, c: str, ma: re.Match[str]) -> Run:
    """LDS atomics (MI200 ISA §12.12, e.g. DS_ADD_U32: tmp = MEM[addr]; MEM[addr] += DATA;
    RETURN_DATA = tmp), lane by lane in lane order."""
    op, rtn, typ = ma.group(1), bool(ma.group(2)), ma.group(3)
    mods = ctx.no_mods(st, ("offset", "gds"))
    off = _offset(ctx, st, mods, "offset")
    bits = 64 if typ.endswith("64") else 32
    nbytes = bits // 8
    ops = [ctx.operand(st, k) for k in range(len(st.operands))]
    dst = ops[0] if rtn else None
    rest = ops[1:] if rtn else ops
    a, datas = rest[0], rest[1:]
    ra = ctx.vread(st, a, "u32")
    index = ctx.index
    if dst is not None:
        ctx.meta.returns = (_vmask(dst), 0)
    full = (1 << ctx.lanes) - 1
    npt_dt = {"f32": np.float32, "f64": np.float64}.get(typ)

    def conv(x: int, signed: bool) -> int:
        return x - (1 << bits) if signed and x >> (bits - 1) else x

    def apply(old: int, d: int, d2: int) -> int:
        signed = typ.startswith("i")
        if npt_dt is not None:
            fo = np.array([old], np.uint64 if bits == 64 else np.uint32).view(npt_dt)[0]
            fd = np.array([d], np.uint64 if bits == 64 else np.uint32).view(npt_dt)[0]
            with np.errstate(all="ignore"):
                r = {"add": fo + fd, "sub": fo - fd, "min": min(fo, fd), "max": max(fo, fd)}.get(op)
            if r is None:
                raise ctx.unimplemented(st)
            return int(np.array([r], npt_dt).view(np.uint64 if bits == 64 else np.uint32)[0])
        m = (1 << bits) - 1
        if op == "add":
            return (old + d) & m
        if op == "sub":
            return (old - d) & m
        if op == "rsub":
            return (d - old) & m
        if op == "inc":
            return 0 if old >= d else old + 1
        if op == "dec":
            return d if old == 0 or old > d else old - 1
        if op == "min":
            return old if conv(old, signed) <= conv(d, signed) else d
        if op == "max":
            return old if conv(old, signed) >= conv(d, signed) else d
        if op == "and":
            return old & d
        if op == "or":
            return old | d
        if op == "xor":
            return old ^ d
        if op == "mskor":
            return (old & ~d) | d2
        if op == "wrxchg":
            return d
        if op == "cmpst":  # DATA is the compare value, DATA2 the source
            return d2 if old == d else old
        raise ctx.unimplemented(st)

    def run(w: Wave) -> None:
        addrs = _addresses(w, ra(w), off)
        vals = [_regs(w, x) for x in datas]
        old_all = np.zeros(w.lanes, np.uint64)
        for lane in range(w.lanes):
            if addrs[lane] < 0:
                continue
            one = np.full(w.lanes, -1, np.int64)
            one[lane] = addrs[lane]
            raw = w.wg.lds_load(w, index, one, nbytes)[lane]
            old = int.from_bytes(raw.tobytes(), "little")
            dv = [int(x[0, lane]) | ((int(x[1, lane]) << 32) if bits == 64 else 0) for x in vals]
            new = apply(old, dv[0] if dv else 0, dv[1] if len(dv) > 1 else 0)
            data = np.zeros((w.lanes, nbytes), np.uint8)
            data[lane] = np.frombuffer(new.to_bytes(nbytes, "little"), np.uint8)
            w.wg.lds_store(w, index, one, data)
            old_all[lane] = old
        if dst is not None:
            out = np.stack([(old_all & np.uint64(0xFFFFFFFF)).astype(np.uint32)] +
                           ([(old_all >> np.uint64(32)).astype(np.uint32)] if bits == 64 else []))
            _put(w, dst, dst.first, out, full)
    return run


def _movement(ctx: Ctx, st: Stmt, c: str) -> Run:
    """DS_SWIZZLE_B32 (MI200 ISA §12.13, offset:swizzle(...)), DS_PERMUTE_B32 and DS_BPERMUTE_B32
    (MI200 ISA §12.13): the write plan under the wave's EXEC from the table of primitives
    (:mod:`.lanes`): a lane reading a disabled lane gets 0, a disabled lane is not written."""
    from . import lanes as L

    d = ctx.operand(st, 0)
    mods = ctx.no_mods(st, ("offset",) if c != "ds_swizzle_b32" else ("offset", "swizzle"))
    write = ctx.vwrite(st, d, "b32")
    ctx.meta.returns = (_vmask(d), 0)
    old = ctx.vread(st, d, "b32")
    if c == "ds_swizzle_b32":
        ctx.count(st, 2)
        src = ctx.vread(st, ctx.operand(st, 1), "b32")
        raw = next((m.partition(":")[2] for m in st.modifiers if m.startswith("offset:")), "0")
        plans = L.swizzle_plans(ctx, st, raw)

        def swizzle(w: Wave) -> None:
            write(w, L.apply(plans(w.exec), src(w), old(w)), None)
        return swizzle
    ctx.count(st, 3)
    ra = ctx.vread(st, ctx.operand(st, 1), "u32")
    rd = ctx.vread(st, ctx.operand(st, 2), "b32")
    off = _offset(ctx, st, mods, "offset")
    plan_of = L.bpermute_plan if c == "ds_bpermute_b32" else L.permute_plan

    def permute(w: Wave) -> None:
        plan = plan_of(ctx, st, ra(w), off, w.exec)
        write(w, L.apply(plan, rd(w), old(w)), None)
    return permute


def _transpose(ctx: Ctx, st: Stmt, c: str, mt: re.Match[str]) -> Run:
    """The transposing reads (CDNA4 DS_READ_B64_TR_B16/B8/B4, DS_READ_B96_TR_B6; gfx1250
    DS_LOAD_TR*): each lane reads its own bits, then the lanes' reads are shuffled as the table
    of primitives says (:mod:`.lanes`, :meth:`amdmatrix.primitives.TransposingRead.shuffle`)."""
    from .lanes import transpose

    shuffle = transpose(ctx, st, c)
    width = int(mt.group(1) or mt.group(4))
    mods = ctx.no_mods(st, ("offset",))
    off = _offset(ctx, st, mods, "offset")
    ctx.count(st, 2)
    d, a = ctx.operand(st, 0), ctx.operand(st, 1)
    ra = ctx.vread(st, a, "u32")
    index = ctx.index
    nbytes = width // 8
    ctx.meta.returns = (_vmask(d), 0)
    full = (1 << ctx.lanes) - 1
    err = ctx.unimplemented(st, f"{c} with some lanes inactive (the ISA requires every lane)")

    def run(w: Wave) -> None:
        if w.exec != full:
            raise err
        addrs = _addresses(w, ra(w), off)
        data = w.wg.lds_load(w, index, addrs, nbytes)
        out = shuffle([int.from_bytes(data[lane].tobytes(), "little") for lane in range(w.lanes)])
        words = np.array([[(v >> (32 * k)) & 0xFFFFFFFF for v in out] for k in range(width // 32)], np.uint32)
        _put(w, d, d.first, words, full)
    return run


def source_of(m: str) -> str:
    return _DS


del Callable
