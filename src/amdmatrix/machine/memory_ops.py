"""Memory instructions: scalar memory (SMEM), vector memory (global, flat, buffer), including
atomics and the direct-to-LDS loads.

* Scalar loads (MI200 ISA §12.6 SMEM; RDNA3/4 ``s_load_b32`` ...): ``s_load_dword{,x2,x4,x8,x16}
  SDST, SBASE, OFFSET`` reads ``SBASE + OFFSET`` (dword aligned: the address's two low bits are
  ignored); ``s_buffer_load_*`` reads from a buffer resource, out-of-range dwords as 0.
* Global and flat (MI200 ISA §10 "Flat Memory Instructions", §12.16): the address is the 64-bit
  VADDR plus the signed instruction offset, or the 64-bit SADDR plus the 32-bit VADDR plus the
  offset. Flat addresses are global here (the executor has no scratch and no LDS aperture).
* Buffer (MI200 ISA §9.1 "Vector Memory Buffer Instructions"): the address is the resource's
  base + SOFFSET + the instruction offset + VGPR offset (OFFEN) + VGPR index x stride (IDXEN);
  the range check of §9.1.5.1 (GFX9: raw buffers check the offset against NUM_RECORDS, structured
  buffers the index; RDNA: the resource's OOB_SELECT field) makes an out-of-range dword read 0
  and its write disappear, per dword for the multi-dword forms.
* D16 loads write one half and keep the other; the sub-dword loads zero- or sign-extend.
* Atomics run lane by lane in lane order; with GLC (SC0 on gfx940, ``th:TH_ATOMIC_RETURN`` on
  gfx12) they return the value before the operation.
* Direct-to-LDS loads (MI200 ISA §9.1.9 "Memory Buffer Load to LDS"; ``global_load_lds_*``):
  lane t's data goes to LDS address M0[15:0] + instruction offset + t x size.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import numpy as np
import numpy.typing as npt

from ..hazards.reader import Stmt
from .context import Ctx, Run
from .operands import Operand
from .state import Wave

__all__ = ["build_smem", "build_vmem", "is_smem", "is_vmem", "vmem_info"]

U32 = npt.NDArray[np.uint32]
_SMEM = "MI200 ISA §12.6 (SMEM)"
_FLAT = "MI200 ISA §12.16 (FLAT, Global)"
_BUF = "MI200 ISA §12.13 (MUBUF), §9.1"

# ------------------------------------------------------------------------------ SMEM
_SMEM_RE = re.compile(r"s_(buffer_)?load_(dword(?:x(2|3|4|8|16))?|b(32|64|96|128|256|512))$")


def is_smem(m: str) -> bool:
    return _SMEM_RE.match(m) is not None or m in ("s_dcache_inv", "s_dcache_wb", "s_memtime", "s_memrealtime",
                                                   "s_dcache_inv_vol", "s_dcache_wb_vol", "s_icache_inv")


def build_smem(ctx: Ctx, st: Stmt, m: str) -> Run:
    """The closure of a scalar memory statement; sets ``ctx.meta`` (its counter and the SGPRs it returns)."""
    if m in ("s_dcache_inv", "s_dcache_wb", "s_dcache_inv_vol", "s_dcache_wb_vol", "s_icache_inv"):
        ctx.no_mods(st, ("glc", "dlc", "scope"))
        return lambda w: None
    if m in ("s_memtime", "s_memrealtime"):
        ctx.count(st, 1)
        dst = ctx.swrite(st, ctx.operand(st, 0), 64)
        ctx.meta.counters = ((ctx.traits.smem, ""),)
        ctx.meta.returns = (0, _smask(ctx.operand(st, 0)))
        return lambda w: dst(w, w.executed * 4)  # a deterministic clock: 4 cycles an instruction
    mt = _SMEM_RE.match(m)
    if mt is None:
        raise ctx.unimplemented(st)
    mods = ctx.no_mods(st, ("glc", "dlc", "nv", "offset", "scope", "th", "sc0", "sc1"))
    buffer = bool(mt.group(1))
    n = int(mt.group(3) or 1) if mt.group(2).startswith("dword") else int(mt.group(4)) // 32
    ctx.count(st, 2, 3)
    d = ctx.operand(st, 0)
    if d.kind != "s" or d.count != n:
        raise ctx.unimplemented(st, f"the destination {d.text} of {n} dwords")
    base_op = ctx.operand(st, 1)
    if base_op.kind != "s" or base_op.count != (4 if buffer else 2):
        raise ctx.unimplemented(st, f"the base {base_op.text}")
    b = base_op.first
    off_r: Callable[[Wave], int] = _zero
    if len(st.operands) == 3:
        off_r = ctx.sread(st, ctx.operand(st, 2))
    imm = ctx.int_mod(st, mods, "offset", 0)
    first = d.first
    nbytes = 4 * n
    ctx.meta.counters = ((ctx.traits.smem, ""),)
    ctx.meta.returns = (0, _smask(d))

    def load(w: Wave) -> None:
        off = (off_r(w) + imm) & 0xFFFFFFFF
        if buffer:
            base = w.s[b] | ((w.s[b + 1] & 0xFFFF) << 32)
            records = w.s[b + 2]
            data = bytearray(nbytes)
            for k in range(n):
                o = (off & ~3) + 4 * k
                if o < records:
                    data[4 * k:4 * k + 4] = w.wg.memory.read_scalar(w, base + o, 4)
        else:
            base = w.s[b] | (w.s[b + 1] << 32)
            data = bytearray(w.wg.memory.read_scalar(w, (base + off) & ~3 & ((1 << 64) - 1), nbytes))
        words = np.frombuffer(bytes(data), "<u4")
        for k in range(n):
            w.s[first + k] = int(words[k])
    return load


def _zero(w: Wave) -> int:
    return 0


def _smask(op: Operand) -> int:
    return ((1 << op.count) - 1) << op.first if op.kind == "s" else 0


def _vmask(op: Operand) -> int:
    if op.kind not in ("v", "a"):
        return 0
    return ((1 << op.count) - 1) << (op.first + (512 if op.kind == "a" else 0))


# ------------------------------------------------------------------------------ VMEM
#: Load and store data types: name -> (bytes, how the data meets the register: "u", "s" (sign
#: extend), "w" (whole dwords), "lo"/"hi" (a D16 half, zero-extended), "slo"/"shi" (sign-extended)).
_TYPES: dict[str, tuple[int, str]] = {
    "ubyte": (1, "u"), "sbyte": (1, "s"), "ushort": (2, "u"), "sshort": (2, "s"), "dword": (4, "w"),
    "dwordx2": (8, "w"), "dwordx3": (12, "w"), "dwordx4": (16, "w"),
    "short_d16": (2, "lo"), "short_d16_hi": (2, "hi"), "ubyte_d16": (1, "lo"), "ubyte_d16_hi": (1, "hi"),
    "sbyte_d16": (1, "slo"), "sbyte_d16_hi": (1, "shi"),
    "byte": (1, "u"), "short": (2, "u"), "byte_d16_hi": (1, "hi"),
    "u8": (1, "u"), "i8": (1, "s"), "u16": (2, "u"), "i16": (2, "s"), "b8": (1, "u"), "b16": (2, "u"),
    "b32": (4, "w"), "b64": (8, "w"), "b96": (12, "w"), "b128": (16, "w"),
    "d16_b16": (2, "lo"), "d16_hi_b16": (2, "hi"), "d16_u8": (1, "lo"), "d16_i8": (1, "slo"),
    "d16_hi_u8": (1, "hi"), "d16_hi_i8": (1, "shi"), "d16_hi_b8": (1, "hi"),
    "lds_dword": (4, "w"), "lds_dwordx3": (12, "w"), "lds_dwordx4": (16, "w"),
    "lds_ubyte": (1, "u"), "lds_sbyte": (1, "s"), "lds_ushort": (2, "u"), "lds_sshort": (2, "s"),
    "lds_b32": (4, "w"), "lds_b64": (8, "w"), "lds_b96": (12, "w"), "lds_b128": (16, "w"),
}
_VMEM_RE = re.compile(r"(global|flat|buffer|scratch)_(load|store|atomic)_(\w+)$")

#: Atomic operations: name -> (function of the old and data values as Python ints, bits).
_ATOMICS: dict[str, Callable[[int, int, int], int]] = {
    "add": lambda o, d, b: (o + d) % (1 << b), "sub": lambda o, d, b: (o - d) % (1 << b),
    "swap": lambda o, d, b: d, "and": lambda o, d, b: o & d, "or": lambda o, d, b: o | d,
    "xor": lambda o, d, b: o ^ d, "umin": lambda o, d, b: min(o, d), "umax": lambda o, d, b: max(o, d),
    "smin": lambda o, d, b: min(o, d, key=lambda x: x - (1 << b) if x >> (b - 1) else x),
    "smax": lambda o, d, b: max(o, d, key=lambda x: x - (1 << b) if x >> (b - 1) else x),
    "inc": lambda o, d, b: 0 if o >= d else o + 1, "dec": lambda o, d, b: d if o == 0 or o > d else o - 1,
}
_ATOMIC_ALIASES = {"add_u32": "add", "sub_u32": "sub", "min_i32": "smin", "max_i32": "smax", "min_u32": "umin",
                   "max_u32": "umax", "and_b32": "and", "or_b32": "or", "xor_b32": "xor", "swap_b32": "swap",
                   "inc_u32": "inc", "dec_u32": "dec", "cmpswap_b32": "cmpswap", "add_u64": "add_x2",
                   "swap_b64": "swap_x2", "cmpswap_b64": "cmpswap_x2"}


#: Cache maintenance (invalidate, write back): the executor has no caches, so these change nothing
#: (MI200 ISA §12.13 BUFFER_WBINVL1; RDNA3 ISA BUFFER_GL0_INV/GL1_INV; RDNA4 GLOBAL_INV/WB/WBINV).
CACHE_OPS = frozenset({"buffer_wbinvl1", "buffer_wbinvl1_vol", "buffer_gl0_inv", "buffer_gl1_inv", "buffer_inv",
                       "buffer_wbl2", "buffer_invl2", "global_inv", "global_wb", "global_wbinv", "buffer_wb",
                       "global_prefetch_b8", "flat_prefetch_b8", "s_prefetch_data"})


def is_vmem(m: str) -> bool:
    return _VMEM_RE.match(m) is not None or m in CACHE_OPS


def vmem_info(m: str) -> tuple[str, str, str] | None:
    mt = _VMEM_RE.match(m)
    return (mt.group(1), mt.group(2), mt.group(3)) if mt else None


def keep_other_half(old: U32, vals: Any, kind: str) -> Any:
    """A 16-bit or narrower load into one half (``lo``/``hi`` kinds, the ``_d16`` forms) keeps
    the destination's other half; other kinds are returned as they are."""
    if kind in ("lo", "slo"):
        return ((old & np.uint32(0xFFFF0000)) | (vals[0] & np.uint32(0xFFFF)))[None, :]
    if kind in ("hi", "shi"):
        return ((old & np.uint32(0xFFFF)) | ((vals[0] & np.uint32(0xFFFF)) << np.uint32(16)))[None, :]
    return vals


def write_rows(w: Wave, arr: Any, first: int, vals: Any, full: int) -> None:
    """Write ``vals`` (registers, lanes) from register ``first`` on, in the lanes EXEC enables."""
    if w.exec == full:
        arr[first:first + vals.shape[0]] = vals
    else:
        ex = w.exec_mask()
        for k in range(vals.shape[0]):
            np.copyto(arr[first + k], vals[k], where=ex)


def load_bytes(w: Wave, ctx_lanes: int, data: npt.NDArray[np.uint8], nbytes: int, kind: str) -> Any:
    """(dwords, lanes) register values from the bytes read."""
    if kind == "w":
        return data.view("<u4").T.copy()
    if nbytes == 1:
        v = data[:, 0].astype(np.uint32)
        if kind in ("s", "slo", "shi"):
            v = v.astype(np.uint8).view(np.int8).astype(np.int32).view(np.uint32)
    else:
        v = data.view("<u2")[:, 0].astype(np.uint32)
        if kind in ("s", "slo", "shi"):
            v = v.astype(np.uint16).view(np.int16).astype(np.int32).view(np.uint32)
    return v[None, :]


def build_vmem(ctx: Ctx, st: Stmt, m: str) -> Run:
    """The closure of a global, flat or buffer statement; sets ``ctx.meta``."""
    if m in CACHE_OPS:  # invalidates, write-backs and prefetches: nothing to do without caches
        ctx.no_mods(st, ("sc0", "sc1", "nt", "scope", "th", "glc", "slc", "dlc", "offset"))
        return lambda w: None
    info = vmem_info(m)
    assert info is not None
    space, op, rest = info
    mods = ctx.no_mods(st, ("offset", "glc", "slc", "dlc", "nv", "sc0", "sc1", "nt", "offen", "idxen", "lds",
                            "addr64", "th", "scope", "tfe", "lwe", "scale_offset"))
    if "tfe" in mods or "lwe" in mods or "addr64" in mods:
        raise ctx.unimplemented(st, f"the modifier {'tfe' if 'tfe' in mods else 'lwe' if 'lwe' in mods else 'addr64'}")
    lds_direct = "lds" in mods or rest.startswith("lds_")
    t = ctx.traits
    if op == "atomic":
        return _atomic(ctx, st, space, rest, mods)
    if rest.startswith("format") or rest.startswith("dwordx3_lds") or rest not in _TYPES:
        if rest.endswith("_lds") and rest[:-4] in _TYPES:
            rest = rest[:-4]
            lds_direct = True
        else:
            raise ctx.unimplemented(st)
    nbytes, kind = _TYPES[rest]
    ndw = max(1, nbytes // 4)
    if space == "scratch":
        return _scratch(ctx, st, op, nbytes, kind, mods)
    # operands: load: vdst, vaddr, (saddr|off | srsrc, soffset); store: vaddr, vdata, (saddr|off | srsrc, soffset)
    ops = [ctx.operand(st, k) for k in range(len(st.operands))]
    if lds_direct:
        data_op = None
        addr_ops = ops
    elif op == "load":
        data_op, addr_ops = ops[0], ops[1:]
    elif space == "buffer":
        data_op, addr_ops = ops[0], ops[1:]
    else:
        data_op, addr_ops = ops[1], [ops[0]] + ops[2:]
    address = _address(ctx, st, space, addr_ops, mods, nbytes)
    counter = t.vmem_load if op == "load" else t.vmem_store
    counters: list[tuple[str, str]] = [(counter, "vmem")]
    if space == "flat":
        counters.append((t.flat_extra, ""))
    ctx.meta.counters = tuple(counters)
    if op == "load" and data_op is not None:
        ctx.meta.returns = (_vmask(data_op), 0)
    lanes = ctx.lanes
    if lds_direct:
        ctx.meta.kind = "lds_direct"
        imm = ctx.int_mod(st, mods, "offset", 0)

        def load_lds(w: Wave) -> None:
            addrs, active, limits = address(w)
            data = w.wg.memory.load(w, addrs, active, nbytes) if limits is None else \
                _checked_load(w, addrs, active, nbytes, limits)
            vals = load_bytes(w, lanes, data, nbytes, kind)
            raw = vals.T.copy().view(np.uint8).reshape(lanes, -1)[:, :max(nbytes, 4)]
            base = (w.s[124] & 0xFFFF) + imm
            lds_addr = np.where(active, base + np.arange(lanes, dtype=np.int64) * max(nbytes, 4), -1)
            w.wg.lds_store(w, ctx_index, lds_addr, raw)
        ctx_index = ctx.index
        return load_lds
    if data_op is None or data_op.kind not in ("v", "a"):
        raise ctx.unimplemented(st, "the data operand")
    file = data_op.kind
    reg = data_op.first
    if data_op.count < ndw:
        raise ctx.unimplemented(st, f"the data operand {data_op.text} for {nbytes} bytes")
    full = (1 << lanes) - 1

    if op == "load":
        def load(w: Wave) -> None:
            addrs, active, limits = address(w)
            data = w.wg.memory.load(w, addrs, active, nbytes) if limits is None else \
                _checked_load(w, addrs, active, nbytes, limits)
            arr = w.v if file == "v" else w.a
            write_rows(w, arr, reg, keep_other_half(arr[reg], load_bytes(w, lanes, data, nbytes, kind), kind), full)
        return load

    def store(w: Wave) -> None:
        addrs, active, limits = address(w)
        arr = w.v if file == "v" else w.a
        if kind == "w":
            words = arr[reg:reg + ndw].T.copy()
            data = words.view(np.uint8).reshape(lanes, 4 * ndw)
        else:
            v = arr[reg]
            if kind == "hi":
                v = v >> np.uint32(16)
            data = v.astype("<u4").view(np.uint8).reshape(lanes, 4)[:, :nbytes].copy()
        if limits is None:
            w.wg.memory.store(w, addrs, active, data)
        else:
            _checked_store(w, addrs, active, data, limits)
    return store


def _scratch(ctx: Ctx, st: Stmt, op: str, nbytes: int, kind: str, mods: dict[str, str]) -> Run:
    """SCRATCH_LOAD_*/SCRATCH_STORE_* (CDNA3 ISA §10 "Scratch"; RDNA3/4): each lane's private memory
    (the descriptor's private segment), addressed by VADDR (a 32-bit per-lane offset, or ``off``) +
    SADDR (or ``off``) + the instruction offset. An access past the private segment reads 0, writes
    nothing and is reported (as a global-range report naming scratch)."""
    ops = [ctx.operand(st, k) for k in range(len(st.operands))]
    if op == "load":
        data, vaddr, saddr = ops[0], ops[1], ops[2] if len(ops) > 2 else Operand("off")
    else:
        vaddr, data, saddr = ops[0], ops[1], ops[2] if len(ops) > 2 else Operand("off")
    rv = ctx.vread(st, vaddr, "u32") if vaddr.kind not in ("off", "null") else None
    rs = ctx.sread(st, saddr) if saddr.kind not in ("off", "null") else None
    imm = ctx.int_mod(st, mods, "offset", 0)
    counter = ctx.traits.vmem_load if op == "load" else ctx.traits.vmem_store
    ctx.meta.counters = ((counter, "vmem"),)
    if op == "load":
        ctx.meta.returns = (_vmask(data), 0)
    lanes = ctx.lanes
    file, reg = data.kind, data.first
    ndw = max(1, nbytes // 4)
    full = (1 << lanes) - 1

    def addresses(w: Wave) -> tuple[Any, Any]:
        a = np.full(lanes, imm, np.int64)
        if rv is not None:
            a = a + rv(w).astype(np.int64)
        if rs is not None:
            a = a + np.int64(rs(w))
        size = w.private.shape[1] - 16
        active = w.exec_mask()
        ok = active & (a >= 0) & (a + nbytes <= size)
        bad = active & ~ok
        if bad.any():
            for obs in w.wg.memory.observers:
                obs(w, f"scratch {op} past the {size}-byte private segment", [int(x) for x in a[bad]], nbytes)
        return a, ok

    if op == "load":
        def load(w: Wave) -> None:
            a, ok = addresses(w)
            data8 = np.zeros((lanes, nbytes), np.uint8)
            lanes_ok = np.flatnonzero(ok)
            if lanes_ok.size:
                data8[lanes_ok] = w.private[lanes_ok[:, None], a[lanes_ok][:, None] + np.arange(nbytes)]
            arr = w.v if file == "v" else w.a
            write_rows(w, arr, reg, keep_other_half(arr[reg], load_bytes(w, lanes, data8, nbytes, kind), kind), full)
        return load

    def store(w: Wave) -> None:
        a, ok = addresses(w)
        arr = w.v if file == "v" else w.a
        if kind == "w":
            raw = arr[reg:reg + ndw].T.copy().view(np.uint8).reshape(lanes, 4 * ndw)
        else:
            v = arr[reg] >> np.uint32(16) if kind == "hi" else arr[reg]
            raw = v.astype("<u4").view(np.uint8).reshape(lanes, 4)[:, :nbytes].copy()
        lanes_ok = np.flatnonzero(ok)
        if lanes_ok.size:
            w.private[lanes_ok[:, None], a[lanes_ok][:, None] + np.arange(nbytes)] = raw[lanes_ok]
    return store


def _address(ctx: Ctx, st: Stmt, space: str, ops: list[Operand], mods: dict[str, str],
             nbytes: int) -> Callable[[Wave], tuple[Any, Any, Any]]:
    """The per-lane addresses of a vector memory access: (uint64 addresses, active lanes, the
    buffer range limits per lane or None)."""
    imm = ctx.int_mod(st, mods, "offset", 0)
    lanes = ctx.lanes
    if space in ("global", "flat"):
        vaddr = ops[0]
        saddr = ops[1] if len(ops) > 1 else Operand("off")
        if saddr.kind in ("off", "null") or space == "flat":
            r = ctx.vread(st, vaddr, "u64")

            def flat(w: Wave) -> tuple[Any, Any, Any]:
                return (r(w).astype(np.int64) + imm).astype(np.uint64), w.exec_mask(), None
            return flat
        rs = ctx.sread(st, saddr, 64)
        rv = ctx.vread(st, vaddr, "u32")
        # gfx1250's scale_offset: the VGPR offset counts elements of the access's size (LLVM 22; PROVISIONAL)
        scale = np.uint64(nbytes if "scale_offset" in mods else 1)

        def sbase(w: Wave) -> tuple[Any, Any, Any]:
            return (np.uint64(rs(w)) + rv(w).astype(np.uint64) * scale + np.uint64(imm & ((1 << 64) - 1))), \
                w.exec_mask(), None
        return sbase
    # buffer: vaddr, srsrc, soffset
    if len(ops) != 3:
        raise ctx.unimplemented(st, "a buffer access with other than VADDR, SRSRC, SOFFSET operands")
    vaddr, rsrc, soff = ops
    if rsrc.kind != "s" or rsrc.count != 4:
        raise ctx.unimplemented(st, f"the buffer resource {rsrc.text}")
    offen, idxen = "offen" in mods, "idxen" in mods
    rsrc_slot = rsrc.first
    rso = ctx.sread(st, soff)
    if idxen and offen:
        if vaddr.count != 2:
            raise ctx.unimplemented(st, f"the index and offset operand {vaddr.text}")
        ri = ctx.vread(st, Operand(vaddr.kind, vaddr.first, 1), "u32")
        ro = ctx.vread(st, Operand(vaddr.kind, vaddr.first + 1, 1), "u32")
    elif idxen:
        ri, ro = ctx.vread(st, vaddr, "u32"), None
    elif offen:
        ri, ro = None, ctx.vread(st, vaddr, "u32")
    else:
        ri = ro = None
    gfx9 = ctx.traits.buffer_range == "gfx9"
    wide = ctx.traits.buffer_range == "gfx1250"
    swizzled = ctx.unimplemented(st, "a swizzled (or thread-ID-indexed) buffer resource")
    if wide and idxen:
        raise ctx.unimplemented(st, "an indexed (structured) buffer access on gfx1250, whose resource layout is "
                                    "not published")

    def buf1250(w: Wave) -> tuple[Any, Any, Any]:
        # gfx1250's V#: a 57-bit base and a 45-bit NUM_RECORDS (nod-ai/amd-shark-ai#2186), the records right
        # after the base (bits 57-101); raw range check offset >= NUM_RECORDS (ROCm/rocm-systems#8784). PROVISIONAL.
        d0, d1, d2, d3 = (w.s[rsrc_slot + n] for n in range(4))
        base = d0 | ((d1 & 0x1FFFFFF) << 32)
        records = (d1 >> 25) | (d2 << 7) | ((d3 & 0x3F) << 39)
        off = np.full(lanes, imm, np.int64)
        if ro is not None:
            off = off + ro(w).astype(np.int64)
        addrs = (base + rso(w) + off).astype(np.uint64)
        return addrs, w.exec_mask(), ("offset", off, records)

    if wide:
        return buf1250

    def buf(w: Wave) -> tuple[Any, Any, Any]:
        d0, d1, d2, d3 = (w.s[rsrc_slot + n] for n in range(4))
        base = d0 | ((d1 & 0xFFFF) << 32)
        stride = (d1 >> 16) & 0x3FFF
        swizzle = (d1 >> 31) & 1
        add_tid = (d3 >> 23) & 1
        if swizzle or (add_tid and gfx9):
            raise swizzled
        off = np.full(lanes, imm, np.int64)
        if ro is not None:
            off = off + ro(w).astype(np.int64)
        idx = ri(w).astype(np.int64) if ri is not None else np.zeros(lanes, np.int64)
        addrs = (base + rso(w) + off + idx * stride).astype(np.uint64)
        limit: tuple[str, Any, int] | None
        if gfx9:
            if idxen and stride:
                limit = ("index", idx, d2)
            else:
                limit = ("offset", off, d2)
        else:
            sel = (d3 >> 28) & 3
            if sel == 2:
                limit = None
            elif sel == 3:
                limit = ("raw", off, d2)
            elif sel == 1:
                limit = ("index", idx, d2)
            else:
                limit = ("struct", (idx, off, stride), d2)
        return addrs, w.exec_mask(), limit
    return buf


def _in_range(limits: tuple[str, Any, int], nbytes: int, k: int) -> Any:
    """Which lanes' dword ``k`` (or the whole access, ``k`` = -1) is in range."""
    kind, val, records = limits
    if kind == "index":
        return val < records
    if kind == "offset":  # GFX9 raw buffer: out of range if offset >= NUM_RECORDS (per dword)
        return (val + 4 * max(k, 0)) < records
    if kind == "raw":  # GFX10+ raw (OOB_SELECT 3): out of range if offset + size > NUM_RECORDS
        size = 4 if k >= 0 else nbytes
        return (val + 4 * max(k, 0) + size) <= records
    idx, off, stride = val
    return (idx < records) & (off + 4 * max(k, 0) + (4 if k >= 0 else nbytes) <= stride)


def _checked_load(w: Wave, addrs: Any, active: Any, nbytes: int, limits: Any) -> npt.NDArray[np.uint8]:
    if nbytes < 4 or nbytes % 4:
        ok = active & _in_range(limits, nbytes, -1)
        return w.wg.memory.load(w, addrs, ok, nbytes)
    out = np.zeros((addrs.shape[0], nbytes), np.uint8)
    for k in range(nbytes // 4):
        ok = active & _in_range(limits, nbytes, k)
        out[:, 4 * k:4 * k + 4] = w.wg.memory.load(w, addrs + np.uint64(4 * k), ok, 4)
    return out


def _checked_store(w: Wave, addrs: Any, active: Any, data: npt.NDArray[np.uint8], limits: Any) -> None:
    nbytes = data.shape[1]
    if nbytes < 4 or nbytes % 4:
        w.wg.memory.store(w, addrs, active & _in_range(limits, nbytes, -1), data)
        return
    for k in range(nbytes // 4):
        ok = active & _in_range(limits, nbytes, k)
        w.wg.memory.store(w, addrs + np.uint64(4 * k), ok, data[:, 4 * k:4 * k + 4].copy())


def _atomic(ctx: Ctx, st: Stmt, space: str, rest: str, mods: dict[str, str]) -> Run:
    """Global, flat and buffer atomics (MI200 ISA §12.16, §12.13): lane by lane, in lane order."""
    name = _ATOMIC_ALIASES.get(rest, rest)
    x2 = name.endswith("_x2")
    if x2:
        name = name[:-3]
    ret = "glc" in mods or "sc0" in mods or "TH_ATOMIC_RETURN" in mods.get("th", "").upper()
    bits = 64 if x2 else 32
    floating = name in ("add_f32", "pk_add_f16", "add_f64", "min_f64", "max_f64", "pk_add_bf16")
    if name not in _ATOMICS and name != "cmpswap" and not floating:
        raise ctx.unimplemented(st)
    ops = [ctx.operand(st, k) for k in range(len(st.operands))]
    if ret:
        dst, rest_ops = ops[0], ops[1:]
    else:
        dst, rest_ops = None, ops
    if space == "buffer":
        data_op, addr_ops = rest_ops[0], rest_ops[1:]
    else:
        data_op, addr_ops = rest_ops[1], [rest_ops[0]] + rest_ops[2:]
    nbytes = 8 if (x2 or name == "add_f64") else 4
    address = _address(ctx, st, space, addr_ops, mods, nbytes)
    t = ctx.traits
    counter = t.vmem_load if ret else t.vmem_store
    ctx.meta.counters = ((counter, "vmem"),) + (((t.flat_extra, ""),) if space == "flat" else ())
    if dst is not None:
        ctx.meta.returns = (_vmask(dst), 0)
    lanes = ctx.lanes
    dfile, dreg = data_op.kind, data_op.first
    words = (2 if x2 or name == "add_f64" else 1) * (2 if name == "cmpswap" else 1)

    def run(w: Wave) -> None:
        addrs, active, limits = address(w)
        arr = w.v if dfile == "v" else w.a
        data = arr[dreg:dreg + words].astype(np.uint64)
        if limits is not None:
            active = active & _in_range(limits, nbytes, -1)
        old_all = np.zeros(lanes, np.uint64)
        mem = w.wg.memory
        for lane in np.flatnonzero(active):
            a = int(addrs[lane])
            raw = mem.load(w, np.array([a], np.uint64), np.array([True]), nbytes)[0]
            old = int.from_bytes(raw.tobytes(), "little")
            vals = [int(data[k, lane]) for k in range(words)]
            if nbytes == 8:
                vals = [vals[i] | (vals[i + 1] << 32) for i in range(0, len(vals), 2)]
            new = _apply(name, old, vals, bits)
            mem.store(w, np.array([a], np.uint64), np.array([True]),
                      np.frombuffer(new.to_bytes(nbytes, "little"), np.uint8)[None, :].copy())
            old_all[lane] = old
        if dst is not None:
            darr = w.v if dst.kind == "v" else w.a
            ex = active
            lo = (old_all & np.uint64(0xFFFFFFFF)).astype(np.uint32)
            np.copyto(darr[dst.first], lo, where=ex)
            if nbytes == 8:
                np.copyto(darr[dst.first + 1], (old_all >> np.uint64(32)).astype(np.uint32), where=ex)
    return run


def _apply(name: str, old: int, vals: list[int], bits: int) -> int:
    if name == "cmpswap":  # DATA = {cmp, src}: the source is written when the old value equals cmp
        src, cmp = vals[0], vals[1]
        return src if old == cmp else old
    if name == "add_f32":
        return int(np.array([np.frombuffer(old.to_bytes(4, "little"), np.float32)[0]
                             + np.frombuffer(vals[0].to_bytes(4, "little"), np.float32)[0]], np.float32)
                   .view(np.uint32)[0])
    if name == "add_f64":
        return int(np.array([np.frombuffer(old.to_bytes(8, "little"), np.float64)[0]
                             + np.frombuffer(vals[0].to_bytes(8, "little"), np.float64)[0]]).view(np.uint64)[0])
    if name == "pk_add_f16":
        a = np.frombuffer(old.to_bytes(4, "little"), np.float16).astype(np.float64)
        b = np.frombuffer(vals[0].to_bytes(4, "little"), np.float16).astype(np.float64)
        return int((a + b).astype(np.float16).view(np.uint32)[0])
    if name in ("min_f64", "max_f64"):
        a = np.frombuffer(old.to_bytes(8, "little"), np.float64)[0]
        b = np.frombuffer(vals[0].to_bytes(8, "little"), np.float64)[0]
        r = min(a, b) if name == "min_f64" else max(a, b)
        return int(np.array([r]).view(np.uint64)[0])
    return _ATOMICS[name](old, vals[0], bits) & ((1 << bits) - 1)


def source_of(m: str) -> str:
    if is_smem(m):
        return _SMEM
    info = vmem_info(m)
    if info and info[0] == "buffer":
        return _BUF
    return _FLAT
