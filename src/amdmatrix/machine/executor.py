"""The executor: decoding on first use, the initial state of each wave, and the scheduler.

Dispatch follows LLVM's AMDGPUUsage, "Initial Kernel Execution State":

* SGPRs, in order: the user SGPRs the descriptor enables (private segment buffer: 4, dispatch
  pointer: 2, queue pointer: 2, kernarg segment pointer: 2, dispatch ID: 2, flat scratch init:
  2, private segment size: 1), then the preloaded kernel arguments
  (``.amdhsa_user_sgpr_kernarg_preload_length`` dwords from the kernarg segment), then, from
  SGPR ``.amdhsa_user_sgpr_count``, the system SGPRs: workgroup ID X, Y, Z, workgroup info and
  the private segment wave offset, each if enabled. Targets with architected workgroup IDs
  (gfx12) have them in TTMP9 (X) and TTMP7 (Y | Z << 16) instead.
* VGPRs: the work-item IDs: v0 = X, v1 = Y, v2 = Z as ``.amdhsa_system_vgpr_workitem_id``
  enables them; targets with packed IDs (gfx90a, gfx940, gfx11 on) have X | Y << 10 | Z << 20
  in v0.
* EXEC: the lanes that hold a work-item (a partial last wave has the rest off).

Workgroups run one after another; the waves of a workgroup run one at a time, each until it
reaches a barrier or ends; when every wave that has not ended waits at the barrier, all go on.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from typing import Any

import numpy as np

from .._dataclasses import dataclass, field
from ..archs import Arch
from ..errors import AmdMatrixError
from ..hazards.effects import Instr, effects
from ..hazards.reader import Stmt
from ..hazards.targets import Target
from ..hazards.targets import target as hazard_target
from .context import BARRIER, END, Ctx, Meta, Run
from .errors import KernelError, RunError
from .kernel import Kernel
from .operands import SLOT_TTMP
from .state import Dispatch, Memory, Wave, Workgroup
from .table import family_of
from .traits import Traits

__all__ = ["Op", "Machine"]


@dataclass(slots=True)
class Op:
    """One decoded statement."""

    index: int
    stmt: Stmt
    run: Run
    next: int
    meta: Meta
    family: str
    #: The hazard checker's view (registers read and written, as masks), or None.
    hz: Instr | None
    #: Vector and scalar registers the instruction reads or writes (masks, for the wait check).
    touch_v: int = 0
    touch_s: int = 0


@dataclass
class Observers:
    """Callbacks the dynamic checks and the trace attach to the executor."""

    before: list[Callable[[Wave, Op], None]] = field(default_factory=list)
    after: list[Callable[[Wave, Op], None]] = field(default_factory=list)
    wave_end: list[Callable[[Wave], None]] = field(default_factory=list)
    barrier: list[Callable[[Workgroup], None]] = field(default_factory=list)
    workgroup_start: list[Callable[[Workgroup], None]] = field(default_factory=list)


class Machine:
    """One launch of one kernel."""

    def __init__(self, kernel: Kernel, arch: Arch, traits: Traits, lanes: int, dispatch: Dispatch,
                 lds_bytes: int, max_instructions: int, progress: bool) -> None:
        self.kernel = kernel
        self.arch = arch
        self.traits = traits
        self.lanes = lanes
        self.dispatch = dispatch
        self.lds_bytes = lds_bytes
        self.max_instructions = max_instructions
        self.progress = progress
        #: Whether the dynamic checks run (they need each instruction's hazard view).
        self.checks = True
        stmts = kernel.stmts
        labels: dict[str, int] = {}
        addresses: dict[int, int] = {}
        for n, st in enumerate(stmts):
            for lab in st.labels:
                labels.setdefault(lab, n)
            if st.address is not None and not st.pair:
                addresses.setdefault(st.address, n)
        self.ctx = Ctx(arch, traits, lanes, labels, addresses, stmts)
        self.ops: list[Op | None] = [None] * len(stmts)
        self.obs = Observers()
        self.hz_target: Target = hazard_target(arch)
        self.executed = 0
        self.vgprs, self.agprs = _register_counts(stmts)
        self._started = time.perf_counter()
        self._last_progress = self._started

    # ------------------------------------------------------------------ decoding
    def op(self, index: int) -> Op:
        got = self.ops[index]
        if got is not None:
            return got
        st = self.kernel.stmts[index]
        ctx = self.ctx
        ctx.meta = Meta()
        ctx.index = index
        ctx.next = index + 1
        fam = family_of(ctx, st.mnemonic)
        if fam is None:
            raise ctx.unimplemented(st)
        run = fam.build(ctx, st, st.mnemonic)
        # the checks (and a VOPD pair's order) see each instruction as the checker reads it: the
        # registers it reads and writes, implicit ones included. With the checks on, one it cannot
        # read would make them blind there, so it is refused.
        hz: Instr | None = None
        why = ""
        try:
            hz = effects(self.hz_target, st, self.lanes)
            why = str(getattr(hz, "problem", "") or "")
        except AmdMatrixError as e:
            why = str(e)
        if why:
            hz = None
            if self.checks:
                raise KernelError(f"line {st.line}: the checks cannot read '{st.text.strip()[:80]}': {why} "
                                  "(--no-checks runs without them)")
        o = Op(index, st, run, index + 1, ctx.meta, fam.name, hz)
        if hz is not None:
            o.touch_v = hz.rmask | hz.wmask
            o.touch_s = hz.srmask | hz.swmask
        stmts = self.kernel.stmts
        if not st.pair and index + 1 < len(stmts) and stmts[index + 1].pair:
            self._pair(o)
        self.ops[index] = o
        return o

    def _pair(self, x: Op) -> None:
        """The halves of a VOPD pair read their sources before either writes (RDNA3 ISA §7.6 "Dual
        Issue VALU"). Run one after the other, that holds unless the second half reads a register
        the first writes: then the first's results are set aside while the second runs on the old
        values, and put back after it (the two destinations always differ)."""
        y = self.op(x.index + 1)
        if x.hz is None or y.hz is None or not (x.hz.wmask & y.hz.rmask):
            return
        shared = [(f, r) for f, lo, hi in x.hz.writes for r in range(lo, hi + 1)
                  if f in ("v", "a") and (y.hz.rmask >> (r + (512 if f == "a" else 0))) & 1]
        run_x, run_y = x.run, y.run

        def both(w: Wave) -> int:
            old = [(w.v if f == "v" else w.a)[r].copy() for f, r in shared]
            run_x(w)
            new = [(w.v if f == "v" else w.a)[r].copy() for f, r in shared]
            for (f, r), value in zip(shared, old, strict=True):
                (w.v if f == "v" else w.a)[r] = value
            run_y(w)
            for (f, r), value in zip(shared, new, strict=True):
                (w.v if f == "v" else w.a)[r] = value
            return x.index + 2

        x.run = both

    # ------------------------------------------------------------------ initial state
    def _wave(self, wg: Workgroup, local: int, index: int) -> Wave:
        k = self.kernel
        d = self.dispatch
        lanes = self.lanes
        w = Wave(wg, local, index, lanes, self.vgprs, self.agprs, max(k.flag("private_segment_fixed_size"), 0))
        w.pc = k.entry
        bx, by, bz = d.block
        threads = bx * by * bz
        first = local * lanes
        tids = np.arange(first, first + lanes)
        active = tids < threads
        w.set_exec(int(sum(1 << n for n in range(lanes) if active[n])))
        tx, ty, tz = (np.where(active, t, 0).astype(np.uint32) for t in (tids % bx, (tids // bx) % by,
                                                                           tids // (bx * by)))
        which = k.flag("system_vgpr_workitem_id")
        if self.traits.packed_workitem_ids:
            w.v[0] = tx | (ty << np.uint32(10)) | (tz << np.uint32(20))
        else:
            w.v[0] = tx
            if which >= 1 and w.v.shape[0] > 1:
                w.v[1] = ty
            if which >= 2 and w.v.shape[0] > 2:
                w.v[2] = tz
        s = 0
        kernarg = d.kernarg.base

        def put(value: int, n: int) -> None:
            nonlocal s
            for i in range(n):
                w.s[s + i] = (value >> (32 * i)) & 0xFFFFFFFF
            s += n
        if k.flag("user_sgpr_private_segment_buffer"):
            put(0, 4)
        if k.flag("user_sgpr_dispatch_ptr"):
            put(d.extra["dispatch_packet"], 2)
        if k.flag("user_sgpr_queue_ptr"):
            put(d.extra["queue"], 2)
        if k.flag("user_sgpr_kernarg_segment_ptr"):
            put(kernarg, 2)
        if k.flag("user_sgpr_dispatch_id"):
            put(0, 2)
        if k.flag("user_sgpr_flat_scratch_init"):
            put(0, 2)
        if k.flag("user_sgpr_private_segment_size"):
            put(0, 1)
        n_pre = k.flag("user_sgpr_kernarg_preload_length")
        if n_pre:
            off = 4 * k.flag("user_sgpr_kernarg_preload_offset")
            data = d.kernarg.data
            for i in range(n_pre):
                w.s[s + i] = int.from_bytes(data[off + 4 * i:off + 4 * i + 4].tobytes(), "little")
            s += n_pre
        count = k.descriptor.get("user_sgpr_count", s)
        if count < s:
            raise KernelError(f"kernel {k.name}: .amdhsa_user_sgpr_count {count} is below the {s} user SGPRs the "
                              "descriptor enables")
        s = count
        gx, gy, gz = wg.id
        if self.traits.architected_workgroup_ids:
            # gfx12: TTMP9 = X, TTMP7 = Y | Z << 16, TTMP8[29:25] = the wave's ID in the workgroup (LLVM's
            # lowering of llvm.amdgcn.workgroup.id.* and llvm.amdgcn.wave.id, llvm/llvm-project#76140)
            w.s[SLOT_TTMP + 9] = gx
            w.s[SLOT_TTMP + 7] = (gy & 0xFFFF) | ((gz & 0xFFFF) << 16)
            w.s[SLOT_TTMP + 8] = (local & 0x1F) << 25
        else:
            for name, value in (("x", gx), ("y", gy), ("z", gz)):
                if k.flag(f"system_sgpr_workgroup_id_{name}"):
                    put(value, 1)
            if k.flag("system_sgpr_workgroup_info"):
                put(0, 1)
            if k.flag("enable_private_segment"):
                put(0, 1)
        return w

    # ------------------------------------------------------------------ running
    def run(self) -> None:
        d = self.dispatch
        gx, gy, gz = d.grid
        bx, by, bz = d.block
        threads = bx * by * bz
        per_wg = -(-threads // self.lanes)
        total = gx * gy * gz
        import gc

        was = gc.isenabled()
        gc.disable()  # the loop allocates many small arrays and no cycles: collections only cost time
        try:
            self._run_all(gz, gy, gx, per_wg, total)
        finally:
            if was:
                gc.enable()
        if self.progress:
            sys.stderr.write("\r" + " " * 60 + "\r")

    def _run_all(self, gz: int, gy: int, gx: int, per_wg: int, total: int) -> None:
        d = self.dispatch
        linear = 0
        with np.errstate(all="ignore"):
            for z in range(gz):
                for y in range(gy):
                    for x in range(gx):
                        wg = Workgroup((x, y, z), linear, self.lds_bytes, d.memory)
                        wg.waves = [self._wave(wg, n, linear * per_wg + n) for n in range(per_wg)]
                        for cb in self.obs.workgroup_start:
                            cb(wg)
                        self._run_workgroup(wg)
                        linear += 1
                        self._tick(linear, total)

    def _tick(self, done: int, total: int) -> None:
        if not self.progress:
            return
        now = time.perf_counter()
        if now - self._last_progress < 0.5 and done != total:
            return
        self._last_progress = now
        rate = self.executed / max(now - self._started, 1e-9)
        sys.stderr.write(f"\ramdmatrix run: workgroup {done}/{total}, {self.executed:,} wave-instructions "
                         f"({rate:,.0f}/s)")
        sys.stderr.flush()

    def _run_workgroup(self, wg: Workgroup) -> None:
        waves = wg.waves
        while True:
            progressed = False
            for w in waves:
                if w.done or w.at_barrier:
                    continue
                self._run_wave(w)
                progressed = True
            live = [w for w in waves if not w.done]
            if not live:
                return
            if all(w.at_barrier for w in live):
                # every live wave waits: each has signalled the next barrier, which completes
                wg.barriers += 1
                for cb in self.obs.barrier:
                    cb(wg)
                for w in live:
                    w.at_barrier = w.signals > wg.barriers
                continue
            if not progressed:  # pragma: no cover - every wave either ran or waits
                raise RunError("the waves of a workgroup can make no progress")

    def _run_wave(self, w: Wave) -> None:
        ops = self.ops
        before, after = self.obs.before, self.obs.after
        pc = w.pc
        limit = self.max_instructions
        stmts = self.kernel.stmts
        n_stmts = len(stmts)
        while True:
            if pc >= n_stmts or pc < 0:
                raise RunError(f"wave {w.index} ran past the kernel's last instruction (line "
                               f"{stmts[-1].line}) without s_endpgm")
            op = ops[pc]
            if op is None:
                op = self.op(pc)
            for cb in before:
                cb(w, op)
            r = op.run(w)
            w.executed += 1
            self.executed += 1
            for cb in after:
                cb(w, op)
            if r is None:
                pc = op.next
            elif r >= 0:
                pc = r
            elif r == END:
                w.done = True
                w.pc = pc
                for end in self.obs.wave_end:
                    end(w)
                return
            elif r == BARRIER:
                if w.signals <= w.wg.barriers:  # nothing signalled that has not completed: no wait
                    pc = op.next
                    continue
                w.pc = op.next
                w.at_barrier = True
                return
            if self.executed > limit:
                raise RunError(f"more than {limit:,} wave-instructions executed (wave {w.index} is at line "
                               f"{stmts[pc].line}): an endless loop? (raise max_instructions to go on)")


def _register_counts(stmts: list[Stmt]) -> tuple[int, int]:
    """VGPRs and AccVGPRs a wave needs: one past the highest register any statement names."""
    from ..hazards.reader import registers

    hv = ha = 0
    for st in stmts:
        for o in st.operands:
            if "v" not in o and "a" not in o:
                continue
            try:
                regs = registers(o, st.line)
            except Exception:  # noqa: BLE001 - an operand the reader refuses is reported when decoded
                continue
            for f, _lo, hi in regs:
                if f == "v":
                    hv = max(hv, hi + 1)
                elif f == "a":
                    ha = max(ha, hi + 1)
    return max(hv, 3), max(ha, 1)


def _unused(*_: Any) -> None:
    return None


del Memory
