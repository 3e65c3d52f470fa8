"""Program flow: branches, ``s_getpc``/``s_setpc``/``s_swappc``, ``s_endpgm``, the wait
instructions, barriers, and the instructions that only take time (``s_nop``, ``s_setprio``,
``s_sleep``, the dependency hints of RDNA).

Sources: MI200 ISA §12.5 "SOPP Instructions" and §4 "Program Flow Control" (branches are
relative to the next instruction; ``s_cbranch_execz`` tests EXEC == 0, ``_vccz`` VCC == 0);
§12.3 for ``s_getpc_b64``/``s_setpc_b64``/``s_swappc_b64``; CDNA3 ISA §4.4 for ``s_waitcnt``;
RDNA3 ISA §16.5 for ``s_waitcnt_vscnt`` and ``s_delay_alu``; RDNA4 ISA §16.5 for the split wait
counters (``s_wait_loadcnt`` ...) and ``s_barrier_signal``/``s_barrier_wait``.

A program counter is a statement index. ``s_getpc_b64`` gives the byte address of the next
instruction: llvm-objdump's address where the listing has one, else a synthetic address
(:data:`CODE_BASE` + 4 x the statement index) that ``s_setpc_b64`` maps back.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..hazards.reader import Stmt
from .context import BARRIER, END, Ctx, Run
from .errors import RunError
from .state import Wave

__all__ = ["build", "is_flow", "CODE_BASE", "parse_waitcnt"]

_SOPP = "MI200 ISA §12.5 (SOPP)"
#: Where the synthetic code addresses of s_getpc_b64 start.
CODE_BASE = 0x6000_0000_0000

_CBRANCH: dict[str, Callable[[Wave], bool]] = {
    "s_cbranch_scc0": lambda w: w.scc == 0, "s_cbranch_scc1": lambda w: w.scc != 0,
    "s_cbranch_vccz": lambda w: _vcc(w) == 0, "s_cbranch_vccnz": lambda w: _vcc(w) != 0,
    "s_cbranch_execz": lambda w: w.exec == 0, "s_cbranch_execnz": lambda w: w.exec != 0,
}
_IDLE = frozenset({"s_nop", "s_setprio", "s_sleep", "s_delay_alu", "s_wait_alu", "s_clause", "s_inst_prefetch",
                   "s_prefetch_inst", "s_prefetch_inst_pc_rel", "s_prefetch_data", "s_waitcnt_depctr",
                   "s_ttracedata", "s_icache_inv", "s_set_inst_prefetch_distance", "s_sendmsg", "s_sendmsghalt",
                   "s_singleuse_vdst", "s_version", "s_wait_event", "s_setkill", "s_barrier_init"})
_WAITS = {"s_waitcnt", "s_waitcnt_vscnt", "s_waitcnt_vmcnt", "s_waitcnt_lgkmcnt", "s_waitcnt_expcnt",
          "s_wait_loadcnt", "s_wait_storecnt", "s_wait_dscnt", "s_wait_kmcnt", "s_wait_expcnt",
          "s_wait_samplecnt", "s_wait_bvhcnt", "s_wait_loadcnt_dscnt", "s_wait_storecnt_dscnt",
          "s_wait_xcnt", "s_wait_asynccnt", "s_wait_tensorcnt"}
_SPLIT = {"s_wait_loadcnt": "load", "s_wait_storecnt": "store", "s_wait_dscnt": "ds", "s_wait_kmcnt": "km",
          "s_wait_expcnt": "exp", "s_wait_samplecnt": "sample", "s_wait_bvhcnt": "bvh", "s_wait_xcnt": "xcnt",
          "s_wait_asynccnt": "async", "s_wait_tensorcnt": "tensor", "s_waitcnt_vscnt": "vs",
          "s_waitcnt_vmcnt": "vm", "s_waitcnt_lgkmcnt": "lgkm", "s_waitcnt_expcnt": "exp"}
_NAMES = {"vmcnt": "vm", "lgkmcnt": "lgkm", "expcnt": "exp", "vscnt": "vs", "loadcnt": "load", "storecnt": "store",
          "dscnt": "ds", "kmcnt": "km"}


def _vcc(w: Wave) -> int:
    return w.s[106] | ((w.s[107] << 32) if w.lanes == 64 else 0)


def is_flow(m: str) -> bool:
    return (m in _CBRANCH or m in _IDLE or m in _WAITS or m.startswith("s_cbranch_")
            or m in ("s_branch", "s_endpgm", "s_endpgm_saved", "s_code_end", "s_barrier", "s_barrier_signal",
                     "s_barrier_wait", "s_getpc_b64", "s_setpc_b64", "s_swappc_b64", "s_call_b64", "s_trap",
                     "s_sethalt", "s_barrier_signal_isfirst", "s_get_pc_i64", "s_set_pc_i64", "s_swap_pc_i64",
                     "s_call_i64", "s_setreg_b32", "s_setreg_imm32_b32", "s_getreg_b32", "s_denorm_mode",
                     "s_round_mode", "s_set_vgpr_msb"))


def parse_waitcnt(ctx: Ctx, st: Stmt) -> dict[str, int]:
    """The counts an ``s_waitcnt``-family statement waits for: counter -> count (absent: no wait)."""
    m = st.mnemonic
    if m in _SPLIT:
        name = _SPLIT[m]
        text = st.operands[-1] if st.operands else "0"
        if m.startswith("s_waitcnt_") and len(st.operands) == 2 and st.operands[0].strip() != "null":
            raise ctx.unimplemented(st, "an SGPR count")
        return {name: ctx.int_mod(st, {"n": text}, "n")}
    if m in ("s_wait_loadcnt_dscnt", "s_wait_storecnt_dscnt"):
        v = ctx.int_mod(st, {"n": st.operands[0] if st.operands else "0"}, "n")
        first = "load" if m == "s_wait_loadcnt_dscnt" else "store"
        return {first: (v >> 8) & 0x3F, "ds": v & 0x3F}
    text = " ".join(st.operands + st.modifiers)
    named = re.findall(r"(\w+)\s*\(\s*([^)]*)\)", text)
    if named:
        out: dict[str, int] = {}
        for name, value in named:
            key = _NAMES.get(name.lower().replace("_sat", ""))
            if key is None:
                raise ctx.unimplemented(st, f"the counter {name}")
            out[key] = ctx.int_mod(st, {"n": value}, "n")
        return out
    # numeric form: the architecture's field layout
    v = ctx.int_mod(st, {"n": st.operands[0] if st.operands else "0"}, "n")
    fields = dict(ctx.traits.waitcnt_fields)
    if not fields:
        raise ctx.unimplemented(st, "a numeric s_waitcnt")
    out = {}
    for name, parts in fields.items():
        value, shift = 0, 0
        maximum = 0
        for lo, bits in parts:
            value |= ((v >> lo) & ((1 << bits) - 1)) << shift
            maximum |= ((1 << bits) - 1) << shift
            shift += bits
        if value != maximum:
            out[name] = value
    return out


def build(ctx: Ctx, st: Stmt, m: str) -> Run:
    """The closure of a flow statement; sets ``ctx.meta`` for the waits and the barrier."""
    if m in _IDLE:
        return lambda w: None
    if m in _WAITS:
        ctx.meta.wait = parse_waitcnt(ctx, st)
        ctx.meta.kind = "wait"
        return lambda w: None
    if m in ("s_endpgm", "s_endpgm_saved", "s_code_end"):
        return lambda w: END
    if m in ("s_barrier", "s_barrier_wait", "s_barrier_signal"):
        # RDNA4 ISA "S_BARRIER_SIGNAL" / "S_BARRIER_WAIT": the workgroup barrier (-1) is signalled,
        # then waited for; S_BARRIER does both. A barrier completes when every wave that has not
        # ended has signalled it; a wait blocks until the barriers its wave signalled completed.
        if m != "s_barrier":
            ctx.count(st, 1)
            if ctx.operand(st, 0).value != -1:
                raise ctx.unimplemented(st, f"{m} of a named barrier ({st.operands[0]}); only the workgroup "
                                            "barrier, -1, is")
        if m == "s_barrier_wait":
            ctx.meta.kind = "barrier"
            return lambda w: BARRIER

        def signal(w: Wave) -> int | None:
            w.signals += 1
            return BARRIER if m == "s_barrier" else None
        if m == "s_barrier":
            ctx.meta.kind = "barrier"
        return signal
    if m == "s_branch":
        ctx.count(st, 1)
        dest = ctx.target(st, st.operands[0])
        return lambda w: dest
    if m in _CBRANCH:
        ctx.count(st, 1)
        dest = ctx.target(st, st.operands[0])
        test: Callable[[Wave], bool] = _CBRANCH[m]

        def cbranch(w: Wave) -> int | None:
            return dest if test(w) else None
        return cbranch
    if m in ("s_getpc_b64", "s_get_pc_i64"):
        ctx.count(st, 1)
        dst = ctx.swrite(st, ctx.operand(st, 0), 64)
        nxt = _address_of(ctx, ctx.index + 1)
        return lambda w: dst(w, nxt)
    if m in ("s_setpc_b64", "s_set_pc_i64", "s_swappc_b64", "s_swap_pc_i64"):
        swap = "swap" in m
        ctx.count(st, 2 if swap else 1)
        src = ctx.sread(st, ctx.operand(st, 1 if swap else 0), 64)
        back = ctx.swrite(st, ctx.operand(st, 0), 64) if swap else None
        nxt = _address_of(ctx, ctx.index + 1)
        line = st.line

        def setpc(w: Wave) -> int:
            target = _index_of(ctx, src(w))
            if target is None:
                raise RunError(f"line {line}: {m} jumps to 0x{src(w):x}, which is no instruction of the kernel")
            if back is not None:
                back(w, nxt)
            return target
        return setpc
    if m in ("s_setreg_b32", "s_setreg_imm32_b32", "s_getreg_b32", "s_denorm_mode", "s_round_mode"):
        return _mode(ctx, st, m)
    if m in ("s_trap", "s_sethalt"):
        line = st.line

        def trap(w: Wave) -> None:
            raise RunError(f"line {line}: the kernel executed {m} (a trap or halt) in wave {w.index}")
        return trap
    if m.startswith("s_cbranch_"):
        raise ctx.unimplemented(st)
    raise ctx.unimplemented(st)


def _address_of(ctx: Ctx, index: int) -> int:
    if index < len(ctx.stmts) and ctx.stmts[index].address is not None:
        return int(ctx.stmts[index].address or 0)
    return CODE_BASE + 4 * index


def _index_of(ctx: Ctx, address: int) -> int | None:
    if address in ctx.addresses:
        return ctx.addresses[address]
    if address >= CODE_BASE and (address - CODE_BASE) % 4 == 0 and (address - CODE_BASE) // 4 < len(ctx.stmts):
        return (address - CODE_BASE) // 4
    return None


_HWREG = re.compile(r"hwreg\(\s*(\w+)\s*(?:,\s*(\w+)\s*,\s*(\w+)\s*)?\)", re.I)
#: The MODE bits the executor's arithmetic depends on (MI200 ISA §3.5; RDNA4 ISA §3.3 "Mode"): FP_ROUND
#: [3:0], FP_DENORM [7:4], DX10_CLAMP [8], IEEE [9]; and gfx1250's VGPR MSBs [19:12] (the high VGPR bank).
_MODE_MODELLED = 0x3FF | (0xFF << 12)
#: Their values in the executor: round to nearest even, denormals kept, DX10 clamp and IEEE on.
_MODE_DEFAULT = 0xF0 | (1 << 8) | (1 << 9)


def _mode(ctx: Ctx, st: Stmt, m: str) -> Run:
    """S_SETREG/S_GETREG of the MODE register (MI200 ISA §3.5 "Mode register"; RDNA4
    HW_REG_WAVE_MODE), S_DENORM_MODE and S_ROUND_MODE. The executor computes with round-to-nearest-
    even and denormals kept (the descriptor's default modes): a write that leaves those bits (and
    gfx1250's VGPR MSBs at 0) is accepted, as is a write of the scheduling mode
    (HW_REG_WAVE_SCHED_MODE, which changes no result); any other mode change is not implemented and
    stops the run where it happens."""
    text = " ".join(st.operands)
    hw = _HWREG.search(text)
    if m == "s_getreg_b32":
        dst = ctx.swrite(st, ctx.operand(st, 0))
        if hw is not None and hw.group(1).upper() == "HW_REG_IB_STS2":
            # gfx1250: the workgroup-cluster fields read 0: a launch of amdmatrix run has no clusters
            return lambda w: dst(w, 0)
        if hw is None or hw.group(1).upper() not in ("HW_REG_MODE", "HW_REG_WAVE_MODE"):
            raise ctx.unimplemented(st, f"s_getreg_b32 of {text}")
        offset = ctx.int_mod(st, {"n": hw.group(2) or "0"}, "n")
        size = ctx.int_mod(st, {"n": hw.group(3) or "32"}, "n")
        value = (_MODE_DEFAULT >> offset) & ((1 << size) - 1)
        return lambda w: dst(w, value)
    if m == "s_denorm_mode":
        v = ctx.int_mod(st, {"n": st.operands[0] if st.operands else "0"}, "n")
        if v != 0xF:
            raise ctx.unimplemented(st, f"s_denorm_mode {v} (the executor keeps denormals: mode 15)")
        return lambda w: None
    if m == "s_round_mode":
        v = ctx.int_mod(st, {"n": st.operands[0] if st.operands else "0"}, "n")
        if v != 0:
            raise ctx.unimplemented(st, f"s_round_mode {v} (the executor rounds to nearest even: mode 0)")
        return lambda w: None
    if m == "s_setreg_imm32_b32" and hw is not None and len(st.operands) == 2:
        name = hw.group(1).upper()
        if name == "HW_REG_WAVE_SCHED_MODE":
            return lambda w: None
        if name in ("HW_REG_MODE", "HW_REG_WAVE_MODE"):
            offset = ctx.int_mod(st, {"n": hw.group(2) or "0"}, "n")
            size = ctx.int_mod(st, {"n": hw.group(3) or "32"}, "n")
            value = ctx.int_mod(st, {"n": st.operands[1]}, "n")
            field = ((1 << size) - 1) << offset
            written = (value << offset) & field
            if written & _MODE_MODELLED == _MODE_DEFAULT & field & _MODE_MODELLED:
                return lambda w: None
    raise ctx.unimplemented(st, f"{m} {text} (a mode the executor does not model)")


def source_of(m: str) -> str:
    return _SOPP
