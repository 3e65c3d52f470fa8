"""The dynamic checks: observers of the executor, never part of an instruction's semantics.

* :class:`WaitCheck`: the outstanding memory operations per wait counter (what ``s_waitcnt``
  counts) and the registers each will write; a read (or an overwrite) of such a register before
  the ``s_waitcnt`` that covers its load is reported with both lines. Completion follows the
  ordering rules of CDNA3 ISA §4.4: operations of one type return in order (vector memory
  reads and writes together; LDS), scalar memory returns out of order, so an operation is known
  complete after ``s_waitcnt X(N)`` when more than N operations of its type were issued after it
  (or N = 0 for an out-of-order type).
* :class:`HazardCheck`: the wait states of the path each wave actually took, with loops and
  branches resolved: the executed statements, in order, are given to the hazard checker
  (:class:`amdmatrix.hazards.engine.Checker`) with the architecture's rule tables, as one
  straight-line program (identical paths are checked once).
* :class:`LdsCheck`: a race (two waves touch one LDS byte between barriers, one writing; an LDS
  operation still outstanding at a barrier counts as touching its bytes after it too) and an
  access past the workgroup's LDS size.
* :class:`MemoryCheck`: a global or flat access outside every argument array (a buffer access
  outside its resource's range is defined behaviour and is not reported; one inside the range
  but outside the array is).
* :class:`BankCheck`: the LDS bank conflicts each ``ds_*`` instruction had, from the LDS model
  (:func:`amdmatrix.lds.analysis.conflicts`).
* :class:`ExecCheck`: a matrix instruction issued with some lanes off.

Each report is one line naming the source line; with ``strict`` the first one stops the run.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import numpy.typing as npt

from .. import _dataclasses as dataclasses
from .._dataclasses import dataclass, field
from ..hazards.effects import Instr
from ..hazards.reader import Stmt
from .errors import StrictError
from .executor import Machine, Op
from .state import Memory, Pending, Wave, Workgroup

__all__ = ["Report", "Reports", "WaitCheck", "HazardCheck", "LdsCheck", "MemoryCheck", "BankCheck", "ExecCheck",
           "BankCount", "KINDS"]

#: The kinds of report, in the order they are listed.
KINDS = ("waitcnt", "hazard", "lds-race", "lds-range", "global-range", "exec")


@dataclass
class Report:
    """One finding of a dynamic check (the same finding in several waves is one report)."""

    kind: str
    line: int
    message: str
    other_line: int | None = None
    waves: int = 1
    first_wave: int = 0
    #: The hazard rule's identifier (``"C3-H08"``) for a hazard report, else None.
    rule: str | None = None


class Reports:
    """The reports of a run, deduplicated; with ``strict`` the first raises :class:`StrictError`."""

    def __init__(self, strict: bool) -> None:
        self.strict = strict
        self.items: dict[tuple[Any, ...], Report] = {}
        self._waves: dict[tuple[Any, ...], set[int]] = {}

    def add(self, key: tuple[Any, ...], kind: str, line: int, message: str, wave: int,
            other: int | None = None, rule: str | None = None) -> None:
        got = self.items.get(key)
        if got is not None:
            seen = self._waves[key]
            if wave not in seen:
                seen.add(wave)
                got.waves = len(seen)
            return
        r = Report(kind, line, message, other, 1, wave, rule)
        self.items[key] = r
        self._waves[key] = {wave}
        if self.strict:
            raise StrictError(f"{message} (--strict)")

    def sorted(self) -> list[Report]:
        return sorted(self.items.values(), key=lambda r: (KINDS.index(r.kind), r.line, r.other_line or 0))


def _reg_names(vmask: int, smask: int) -> str:
    """``v[4:5]``, ``s7``, ``a3`` ... for register bit masks."""
    out = []

    def runs(mask: int, base: int, count: int) -> list[tuple[int, int]]:
        rs = []
        n = 0
        while n < count:
            if mask >> (base + n) & 1:
                start = n
                while n < count and mask >> (base + n) & 1:
                    n += 1
                rs.append((start, n - 1))
            else:
                n += 1
        return rs
    for prefix, base, count in (("v", 0, 512), ("a", 512, 256)):
        for lo, hi in runs(vmask, base, count):
            out.append(f"{prefix}{lo}" if lo == hi else f"{prefix}[{lo}:{hi}]")
    names = {106: "vcc_lo", 107: "vcc_hi", 124: "m0", 126: "exec_lo", 127: "exec_hi"}
    for lo, hi in runs(smask, 0, 128):
        if lo in names and hi == lo:
            out.append(names[lo])
        elif lo < 106:
            out.append(f"s{lo}" if lo == hi else f"s[{lo}:{hi}]")
        else:
            out.append(f"slots {lo}-{hi}")
    return ", ".join(out)


def _short(st: Stmt) -> str:
    t = " ".join(st.text.split())
    return t if len(t) <= 60 else t[:57] + "..."


# ---------------------------------------------------------------------------- waits
class WaitCheck:
    """Outstanding memory operations per counter, and reads before their s_waitcnt."""

    def __init__(self, m: Machine, reports: Reports) -> None:
        self.m = m
        self.reports = reports
        m.obs.before.append(self.before)
        m.obs.after.append(self.after)
        #: LDS bytes each wave's last LDS instruction touched (filled by LdsCheck), for the entry.
        self.last_lds: dict[int, Any] = {}

    def before(self, w: Wave, op: Op) -> None:
        if not (w.pend_v or w.pend_s):
            return
        if not (op.touch_v & w.pend_v or op.touch_s & w.pend_s):
            return
        hz = op.hz
        if hz is None:
            return
        rv, rs = hz.rmask & w.pend_v, hz.srmask & w.pend_s
        wv, ws = (hz.wmask & w.pend_v) & ~rv, (hz.swmask & w.pend_s) & ~rs
        for queue in w.pending.values():
            for e in queue:
                if e.reported:
                    continue
                for verb, vm, sm in (("read", rv, rs), ("overwritten", wv, ws)):
                    hit_v, hit_s = e.vmask & vm, e.smask & sm
                    if not (hit_v or hit_s):
                        continue
                    if verb == "overwritten" and op.meta.counters and any(
                            o == e.order and o for _c, o in op.meta.counters):
                        continue  # a later load of the same in-order type writes after this one
                    counters = ", ".join(sorted(c + "cnt" for c, q in w.pending.items() if e in q))
                    msg = (f"line {op.stmt.line}: {_reg_names(hit_v, hit_s)} {verb} by '{_short(op.stmt)}' before "
                           f"the s_waitcnt that covers its load at line {e.line} ('{e.text}', {counters})")
                    self.reports.add(("waitcnt", op.index, e.at, verb), "waitcnt", op.stmt.line, msg, w.index, e.line)
                    for q in w.pending.values():  # the same operation on its other counter too
                        for f in q:
                            if f.at == e.at:
                                f.reported = True
                    break

    def after(self, w: Wave, op: Op) -> None:
        meta = op.meta
        if meta.counters:
            vmask, smask = meta.returns if meta.returns is not None else (0, 0)
            lds = self.last_lds.pop(w.index, None) if meta.kind in ("ds", "lds_direct") else None
            for counter, order in meta.counters:
                w.pending.setdefault(counter, []).append(
                    Pending(op.index, op.stmt.line, _short(op.stmt), order, vmask, smask, lds))
            w.pend_v |= vmask
            w.pend_s |= smask
        elif meta.wait is not None:
            self.wait(w, meta.wait)

    @staticmethod
    def wait(w: Wave, counts: dict[str, int]) -> None:
        changed = False
        for counter, n in counts.items():
            queue = w.pending.get(counter)
            if not queue:
                continue
            keep = []
            for k, e in enumerate(queue):
                younger = sum(1 for f in queue[k + 1:] if f.order and f.order == e.order)
                if 1 + younger > n:
                    changed = True
                    continue  # complete
                keep.append(e)
            w.pending[counter] = keep
        if changed:  # an operation counted on two counters (FLAT) stays until both waits cover it
            w.pend_v = 0
            w.pend_s = 0
            for q in w.pending.values():
                for e in q:
                    w.pend_v |= e.vmask
                    w.pend_s |= e.smask


# ---------------------------------------------------------------------------- hazards
class HazardCheck:
    """The wait-state rules on the path each wave took."""

    def __init__(self, m: Machine, reports: Reports) -> None:
        from ..hazards.api import rules
        from ..hazards.engine import Checker

        self.m = m
        self.reports = reports
        self.checker = Checker(m.hz_target, rules(m.arch))
        self.paths: dict[int, list[int]] = {}
        self.seen: set[tuple[int, ...]] = set()
        self.flat: dict[int, tuple[Stmt, Instr]] = {}
        self._last: dict[tuple[int, ...], list[tuple[tuple[Any, ...], int, str, int, str]]] = {}
        m.obs.after.append(self.after)
        m.obs.wave_end.append(self.wave_end)

    def after(self, w: Wave, op: Op) -> None:
        self.paths.setdefault(w.index, []).append(op.index)

    def wave_end(self, w: Wave) -> None:
        path = self.paths.pop(w.index, [])
        key = tuple(path)
        if key in self.seen:
            for r in self._last.get(key, []):
                self.reports.add(r[0], "hazard", r[1], r[2], w.index, r[3], r[4])
            return
        self.seen.add(key)
        found = self.check(path, w.index)
        self._last[key] = found

    def _view(self, index: int) -> tuple[Stmt, Instr] | None:
        got = self.flat.get(index)
        if got is None:
            op = self.m.ops[index]
            if op is None or op.hz is None:
                return None
            st = dataclasses.replace(op.stmt, labels=[], address=None, encoding=None)
            ins = dataclasses.replace(op.hz, flow="", target=None)
            got = self.flat[index] = (st, ins)
        return got

    def check(self, path: list[int], wave: int) -> list[tuple[tuple[Any, ...], int, str, int, str]]:
        from ..hazards.engine import binding, violation

        stmts: list[Stmt] = []
        instrs: list[Instr] = []
        for index in path:
            got = self._view(index)
            if got is None:
                continue
            stmts.append(got[0])
            instrs.append(got[1])
        if not instrs:
            return []
        findings, _ = self.checker.run(stmts, instrs)
        out = []
        for f in binding(findings):
            v = violation(f, stmts)
            msg = (f"line {v.line}: {v.missing} more wait state{'s' if v.missing != 1 else ''} needed before "
                   f"'{' '.join(v.consumer.split())[:60]}' after '{' '.join(v.producer.split())[:60]}' (line "
                   f"{v.producer_line}) on the path taken, rule {v.rule} ({v.source})")
            key = ("hazard", v.line, v.producer_line, v.rule)
            out.append((key, v.line, msg, v.producer_line, v.rule))
            self.reports.add(key, "hazard", v.line, msg, wave, v.producer_line, v.rule)
        return out


# ---------------------------------------------------------------------------- LDS
class LdsCheck:
    """LDS races between the waves of a workgroup, and accesses past its LDS."""

    def __init__(self, m: Machine, reports: Reports, waits: WaitCheck | None) -> None:
        self.m = m
        self.reports = reports
        self.waits = waits
        size = max(m.lds_bytes, 1)
        self.writer = np.full(size, -1, np.int32)
        self.writer_op = np.full(size, -1, np.int32)
        self.readers = np.zeros(size, np.uint64)
        self.reader_op = np.full(size, -1, np.int32)
        #: Bytes marked at a barrier by an LDS operation still outstanding then.
        self.carried = np.zeros(size, bool)
        self.dirty = False
        m.obs.workgroup_start.append(self.start)
        m.obs.barrier.append(self.barrier)

    def start(self, wg: Workgroup) -> None:
        wg.observers.append(self.access)
        self._reset()

    def _reset(self) -> None:
        if self.dirty:
            self.writer.fill(-1)
            self.readers.fill(0)
            self.carried.fill(False)
            self.dirty = False

    def barrier(self, wg: Workgroup) -> None:
        self._reset()
        if self.waits is None:
            return
        for w in wg.waves:  # LDS operations not yet waited for at the barrier touch the next epoch too
            seen = set()
            for q in w.pending.values():
                for e in q:
                    if e.lds is not None and id(e) not in seen:
                        seen.add(id(e))
                        idx, write = e.lds
                        self._mark(w, e.at, idx, write, carried=True)

    def access(self, w: Wave, index: int, addrs: npt.NDArray[np.int64], nbytes: int, write: bool) -> None:
        active = addrs >= 0
        if not active.any():
            return
        size = w.wg.lds_size
        over = active & (addrs + nbytes > size)
        if over.any():
            lane = int(np.flatnonzero(over)[0])
            st = self.m.kernel.stmts[index]
            self.reports.add(("lds-range", index), "lds-range", st.line,
                             f"line {st.line}: '{_short(st)}' {'writes' if write else 'reads'} LDS byte "
                             f"{int(addrs[lane])} (lane {lane}), past the workgroup's {size} bytes of LDS "
                             "(the descriptor's group segment plus the dynamic LDS of the launch)", w.index)
        ok = active & ~over
        if not ok.any():
            return
        idx = (addrs[ok][:, None] + np.arange(nbytes)).reshape(-1)
        if self.waits is not None:
            self.waits.last_lds[w.index] = (idx, write)
        self._mark(w, index, idx, write)

    def _mark(self, w: Wave, index: int, idx: npt.NDArray[np.int64], write: bool, carried: bool = False) -> None:
        self.dirty = True
        me = w.local
        bit = np.uint64(1 << me)
        wr = self.writer[idx]
        other = (wr >= 0) & (wr != me)
        if other.any():
            k = int(np.flatnonzero(other)[0])
            self._race(w, index, int(idx[k]), int(wr[k]), int(self.writer_op[idx[k]]), "wrote", write,
                       carried or bool(self.carried[idx[k]]))
        if write:
            rd = self.readers[idx] & ~bit
            if rd.any():
                k = int(np.flatnonzero(rd)[0])
                mask = int(rd[k])
                other_wave = (mask & -mask).bit_length() - 1
                self._race(w, index, int(idx[k]), other_wave, int(self.reader_op[idx[k]]), "read", write,
                           carried or bool(self.carried[idx[k]]))
            self.writer[idx] = me
            self.writer_op[idx] = index
        else:
            self.readers[idx] |= bit
            self.reader_op[idx] = index
        if carried:
            self.carried[idx] = True

    def _race(self, w: Wave, index: int, byte: int, other_local: int, other_op: int, verb: str, write: bool,
              carried: bool) -> None:
        stmts = self.m.kernel.stmts
        st = stmts[index]
        ost = stmts[other_op] if other_op >= 0 else None
        wg = w.wg
        other_line = ost.line if ost is not None else 0
        note = ("; one of the two was still outstanding at the barrier between them (no s_waitcnt that covers it "
                "before the s_barrier)" if carried else "")
        msg = (f"line {st.line}: LDS race in workgroup {wg.id}: wave {w.local} {'writes' if write else 'reads'} byte "
               f"{byte} ('{_short(st)}'), which wave {other_local} {verb} at line {other_line} "
               f"('{_short(ost) if ost else '?'}') since the last barrier{note}")
        a, b = sorted((index, other_op))
        self.reports.add(("lds-race", a, b), "lds-race", st.line, msg, w.index, other_line)


# ---------------------------------------------------------------------------- global memory
class MemoryCheck:
    """Global and flat accesses outside every argument array."""

    def __init__(self, m: Machine, reports: Reports, names: dict[int, str]) -> None:
        self.m = m
        self.reports = reports
        self.names = names
        self.current: dict[int, int] = {}
        m.dispatch.memory.observers.append(self.miss)
        m.obs.before.append(self.before)

    def before(self, w: Wave, op: Op) -> None:
        if op.family in ("vmem", "smem"):
            self.current[w.index] = op.index

    def miss(self, w: Wave, kind: str, addrs: list[int], nbytes: int) -> None:
        index = self.current.get(w.index, w.pc)
        st = self.m.kernel.stmts[index]
        mem: Memory = self.m.dispatch.memory
        a = addrs[0]
        near = mem.nearest(a)
        where = ""
        if near is not None:
            name = self.names.get(near.base, near.name)
            if a < near.base:
                where = f"; {near.base - a} bytes before {name} [0x{near.base:x}, 0x{near.end:x})"
            else:
                where = f"; {a + nbytes - near.end} bytes past the end of {name} [0x{near.base:x}, 0x{near.end:x})"
        msg = (f"line {st.line}: '{_short(st)}' ({kind}, {nbytes} bytes) at address 0x{a:x}, outside every "
               f"argument array{where}" + (f" ({len(addrs)} lanes)" if len(addrs) > 1 else ""))
        self.reports.add(("global-range", index), "global-range", st.line, msg, w.index)


# ---------------------------------------------------------------------------- banks
@dataclass
class BankCount:
    """The LDS bank conflicts of one ``ds_*`` statement over the run."""

    line: int
    text: str
    executions: int = 0
    #: Cycles the LDS spent (the sum over phases of the most distinct dwords one bank served).
    cycles: int = 0
    #: Cycles above one per phase: the conflicts' cost.
    extra: int = 0
    worst: int = 1
    modelled: bool = True
    provisional: bool = False
    phases: int = 0


class BankCheck:
    """Per-instruction bank conflicts from the LDS model."""

    def __init__(self, m: Machine) -> None:
        self.m = m
        self.counts: dict[int, BankCount] = {}
        self._access: dict[int, Any] = {}
        m.obs.workgroup_start.append(self.start)
        try:
            from ..lds.facts import facts

            self.facts: Any = facts(m.arch.name)
        except Exception:  # noqa: BLE001 - an architecture without an LDS model: every access unmodelled
            self.facts = None

    def start(self, wg: Workgroup) -> None:
        wg.observers.append(self.access)

    def _lookup(self, index: int) -> Any:
        if index in self._access:
            return self._access[index]
        st = self.m.kernel.stmts[index]
        acc = None
        if self.facts is not None:
            from .ds import access_name

            name = st.mnemonic
            if any(m == "lds" for m in st.modifiers) and name.startswith(("buffer_load", "global_load")):
                name = name + "_lds"
            for cand in (name, access_name(name)):
                try:
                    acc = self.facts.access(cand)
                    break
                except Exception:  # noqa: BLE001 - not in the model
                    continue
        self._access[index] = acc
        return acc

    def access(self, w: Wave, index: int, addrs: npt.NDArray[np.int64], nbytes: int, write: bool) -> None:
        from ..lds.analysis import conflicts

        st = self.m.kernel.stmts[index]
        c = self.counts.get(index)
        if c is None:
            c = self.counts[index] = BankCount(st.line, " ".join(st.text.split()))
        c.executions += 1
        acc = self._lookup(index)
        if acc is None:
            c.modelled = False
            return
        c.provisional = acc.confidence != "published"
        size = w.wg.lds_size
        lst = [int(a) if 0 <= a and a + nbytes <= size else None for a in addrs.tolist()]
        for pc in conflicts(acc, lst):
            c.phases += 1
            c.cycles += pc.ways
            c.extra += pc.ways - 1
            c.worst = max(c.worst, pc.ways)


class ExecCheck:
    """Matrix instructions issued with some lanes off (their results are not defined)."""

    def __init__(self, m: Machine, reports: Reports) -> None:
        self.reports = reports
        m.obs.before.append(self.before)

    def before(self, w: Wave, op: Op) -> None:
        if op.meta.kind == "matrix" and w.exec != w.full:
            st = op.stmt
            self.reports.add(("exec", op.index), "exec", st.line,
                             f"line {st.line}: '{_short(st)}' issued with EXEC = 0x{w.exec:x}: a matrix instruction "
                             "computes every lane, and the ISA requires all of them on", w.index)


del Callable, field
