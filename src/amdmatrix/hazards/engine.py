"""The checker: every consumer with too few wait states after a producer, over the control flow.

A *producer* is an earlier instruction that some rule names as its first instruction; a
*consumer* is a later one that the rule names as its second, with the rule's register
dependency. The number of wait states between the two is counted on the rule's unit (every
issued instruction, or VALU instructions only). Every producer within reach is checked,
not only the most recent writer of a register: the ISA tables state their rules for pairs
of instructions. A copy of a repeated line ends its earlier copies' reach (LLVM's searches stop
at the nearest def, and the copy lies after them on every path).

Control flow: the code is split into basic blocks at labels and after branches. A block's
producers reach the blocks it falls through or branches to; where paths join, the nearest
producer over every path counts (LLVM does the same), and the report names that path's
producer line and branch. Paths that differ in what lies between (a DGEMM, an instruction that
clears a rule) are kept apart, so no distance is paired with another path's condition.
Branches whose target is not in the file, and ``s_setpc_b64``, leave; calls fall through.
``fix`` inserts, right before each consumer, the fewest wait states that satisfy every rule.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Mapping, Sequence

from .._dataclasses import dataclass
from .effects import M0_BIT, SCALAR_SHIFT, VCC_BITS, Instr
from .model import Rule, Violation
from .reader import Reg, Stmt
from .targets import Target

__all__ = ["Checker", "Finding", "overlaps", "depends"]


def overlaps(x: Reg, y: Reg) -> bool:
    return x[0] == y[0] and x[1] <= y[2] and y[1] <= x[2]


def _any(xs: Sequence[Reg], ys: Sequence[Reg]) -> bool:
    for x in xs:
        for y in ys:
            if x[0] == y[0] and x[1] <= y[2] and y[1] <= x[2]:
                return True
    return False


def _same(p: Instr, c: Instr) -> bool:
    return c.c is not None and p.d is not None and c.c == p.d and c.passes == p.passes


_DEPS: dict[str, Callable[[Instr, Instr], bool]] = {
    "srcab": lambda p, c: bool(p.wmask & (c.abmask | c.idxmask)),
    "rw": lambda p, c: bool(p.wmask & c.cany),
    "read": lambda p, c: bool(p.wmask & c.rmask),
    "read_after_dgemm": lambda p, c: bool(p.wmask & c.rmask),
    "write": lambda p, c: bool(p.wmask & c.wmask),
    "srcc_same": _same,
    "srcc_tuple": lambda p, c: c.c is not None and p.d is not None and c.c == p.d,
    "srcc_overlap": lambda p, c: bool(p.wmask & c.cmask) and not _same(p, c),
    "srcc": lambda p, c: bool(p.wmask & c.cmask),
    "ab": lambda p, c: bool(p.wmask & c.abmask),
    "index": lambda p, c: bool(p.wmask & c.idxmask),
    "scale": lambda p, c: bool(p.wmask & c.scmask),
    "war": lambda p, c: bool(p.warmask & c.wmask),
    "exec": lambda p, c: p.exec_write,
    "none": lambda p, c: True,
    "dot_same_srcc": lambda p, c: c.opcode == p.opcode and bool(p.wmask & c.cmask),
    "dot_same_srcab": lambda p, c: c.opcode == p.opcode and bool(p.wmask & c.abmask),
    "dot_other": lambda p, c: c.opcode != p.opcode and bool(p.wmask & c.cany),
    "store_data": lambda p, c: bool(p.smask & c.wmask),
    "ldst_valu": lambda p, c: True,  # the engine checks the VALU write (see Checker._ldst_valu)
    "sread": lambda p, c: bool(p.swmask & c.srmask),
    "carry": lambda p, c: bool(p.swmask & c.carrymask),
    "lane": lambda p, c: bool(p.swmask & c.lanemask),
    "vcc": lambda p, c: bool(p.swmask & c.srmask & VCC_BITS),
    "m0": lambda p, c: bool(p.swmask & c.srmask & M0_BIT),
    "hwreg": lambda p, c: p.hwreg is not None and p.hwreg == c.hwreg,
    "hwreg_trapsts": lambda p, c: p.hwreg == 3,
    "soft_clause": lambda p, c: True,  # the engine checks the clause (see Checker._walk)
}
#: Dependencies that need no shared register.
_FREE = {"exec", "none", "ldst_valu", "hwreg", "hwreg_trapsts", "soft_clause"}
#: Free dependencies that only some instructions of a rule's first class can start.
_FREE_IF: dict[str, Callable[[Instr], bool]] = {
    "exec": lambda i: i.exec_write,
    "hwreg": lambda i: i.hwreg is not None,
    "hwreg_trapsts": lambda i: i.hwreg == 3,
    "soft_clause": lambda i: False,  # the walk checks clauses itself
}


def _always(i: Instr) -> bool:
    return True


def _key(e: _Event) -> int:
    """One live state per producer instruction and per path condition: whether a DGEMM, and
    whether an instruction that clears the rule, lies between it and here. Paths that differ in
    these stay apart at a merge, so a distance of one path never meets a condition of another."""
    return id(e.ins) << 2 | e.dgemm << 1 | e.cleared


def _nearer(ev: _Event, di: int, dv: int, old: _Event, odi: int, odv: int) -> bool:
    """Whether ``ev`` reaches a merge nearer than ``old`` on what its rules count: issued
    instructions; on the targets that count VALUs, VALUs (VALUs other than v_nop first, for a
    producer of a "valu_real" rule)."""
    if ev.life_i:
        return di < odi
    if ev.life_r:
        return (ev.real, dv) < (old.real, odv)
    return dv < odv


def depends(dep: str, p: Instr, c: Instr) -> bool:
    """Whether consumer ``c`` depends on producer ``p`` in the way ``dep`` names (model.DEPENDENCIES)."""
    return _DEPS[dep](p, c)


@dataclass(slots=True)
class _Event:
    """A live producer: where it ended on both counters, and what happened since."""

    ins: Instr
    at: int
    pos_i: int
    pos_v: int
    life_i: int
    life_v: int
    maxp: int
    dgemm: bool
    via: int | None
    #: Whether an instruction that satisfies the rules with ``cleared_by`` lies after the producer.
    cleared: bool = False
    #: VALU instructions other than v_nop since the producer (the unit "valu_real").
    real: int = 0
    #: How many of those its "valu_real" rules need (0: none). LLVM's fixVcmpxPermlaneHazards looks
    #: back without limit for a VALU that is not v_nop, so such a producer stays live, across blocks
    #: and any number of v_nops, until that many have followed it.
    life_r: int = 0


@dataclass(slots=True)
class Finding:
    """A violated rule at a consumer (the engine's raw result): the consumer and producer
    instructions with their indices among the statements."""

    consumer: Instr
    producer: Instr
    at: int
    producer_at: int
    rule: Rule
    required: int
    present: int
    via: int | None

    @property
    def missing(self) -> int:
        return self.required - self.present


@dataclass(slots=True)
class _Block:
    start: int
    end: int  # exclusive
    succs: list[tuple[int, int | None]]  # (block, branch line or None for fall-through)
    entry: dict[int, tuple[_Event, int, int]]
    #: The previous walk's findings and exit state (check mode), to finish a walk early.
    done: tuple[list[Finding], dict[int, tuple[_Event, int, int]]] | None = None


#: A rule ready for the inner loop: (rule, dependency test, fixed wait states or None, waits by
#: passes, counted on VALU, passes from the scan, special dependency name).
_Compiled = tuple[Rule, Callable[[Instr, Instr], bool], "int | None", Mapping[int, int], bool, bool, str]


class Checker:
    """Applies one architecture's rule table to a list of instructions."""

    def __init__(self, target: Target, rules: Sequence[Rule]) -> None:
        self.target = target
        self.rules = tuple(rules)
        self._by_pair: dict[tuple[frozenset[str], frozenset[str]], tuple[Rule, ...]] = {}
        self._active: dict[tuple[frozenset[str], frozenset[str]],
                           tuple[tuple[_Compiled, ...], tuple[_Compiled, ...]]] = {}
        self._kids: dict[frozenset[str], int] = {}
        self._kinds: list[frozenset[str]] = []
        self._by_kids: dict[int, tuple[tuple[_Compiled, ...], tuple[_Compiled, ...]]] = {}
        self._second_of: list[bool] = []
        self._free_of: list[tuple[str, ...]] = []
        self._life_of: list[tuple[int, int, int]] = []
        self._life: dict[frozenset[str], tuple[int, int, int]] = {}
        self._second: dict[frozenset[str], bool] = {}
        self._valu_pad = target.pad == "v_nop"
        #: The soft-clause rules (GCNHazardRecognizer checkSoftClauseHazards), by the class they guard.
        self._clause = {tag: r for r in self.rules if r.dep == "soft_clause" for tag in r.second}
        #: With ``fix``: the instructions before which one padding instruction must be a VALU that is
        #: not v_nop (``v_mov_b32 vN, vN`` of the register named here, as LLVM's fixVcmpxPermlaneHazards).
        self.fills: dict[int, str] = {}
        #: Whether any rule counts VALUs other than v_nop, or is cleared by an instruction between.
        self._has_real = any(r.unit == "valu_real" for r in self.rules)
        self._has_clear = any(r.cleared_by for r in self.rules)

    # ------------------------------------------------------------ rule lookup
    def rules_for(self, first: frozenset[str], second: frozenset[str]) -> tuple[Rule, ...]:
        key = (first, second)
        got = self._by_pair.get(key)
        if got is None:
            got = tuple(r for r in self.rules if first.intersection(r.first) and second.intersection(r.second))
            self._by_pair[key] = got
        return got

    def _compiled(self, first: frozenset[str], second: frozenset[str]) -> tuple[tuple[_Compiled, ...],
                                                                              tuple[_Compiled, ...]]:
        """The rules that can be violated between the two classes: (needing a shared register, not)."""
        key = (first, second)
        got = self._active.get(key)
        if got is None:
            regs: list[_Compiled] = []
            free: list[_Compiled] = []
            for r in self.rules_for(first, second):
                if r.max_waits <= 0 or r.dep == "soft_clause":
                    continue
                fixed = r.waits if isinstance(r.waits, int) else None
                table: Mapping[int, int] = {} if isinstance(r.waits, int) else r.waits
                special = r.dep if r.dep in ("read_after_dgemm", "ldst_valu") else (
                    "real" if r.unit == "valu_real" else ("clear" if r.cleared_by else ""))
                entry = (r, _DEPS[r.dep], fixed, table, r.unit == "valu", r.passes_from == "scan", special)
                (free if r.dep in _FREE else regs).append(entry)
            got = self._active[key] = (tuple(regs), tuple(free))
        return got

    def _lifetime(self, tags: frozenset[str]) -> tuple[int, int, int]:
        """How long a producer of these classes stays live: issued instructions, VALUs, and VALUs
        other than v_nop (LLVM searches back to the first VALU that is not v_nop, without limit)."""
        got = self._life.get(tags)
        if got is None:
            li = lv = lr = 0
            for r in self.rules:
                if tags.intersection(r.first) and r.dep != "soft_clause":
                    if r.unit == "valu":
                        lv = max(lv, r.max_waits)
                    elif r.unit == "valu_real":
                        lr = max(lr, r.max_waits)
                    else:
                        li = max(li, r.max_waits)
            got = self._life[tags] = (li, lv, lr)
        return got

    def _is_second(self, tags: frozenset[str]) -> bool:
        got = self._second.get(tags)
        if got is None:
            got = self._second[tags] = any(tags.intersection(r.second) and r.max_waits > 0 and r.dep != "soft_clause"
                                           for r in self.rules)
        return got

    # ------------------------------------------------------------ one pair
    def pair(self, p: Instr, c: Instr) -> list[tuple[Rule, int]]:
        """Every rule between ``p`` and ``c`` as neighbours, with its required wait states."""
        out = []
        for r in self.rules_for(p.tags, c.tags):
            if r.dep in ("read_after_dgemm", "ldst_valu"):
                continue  # need an instruction in between
            if r.dep == "soft_clause":
                kind = r.second[0]
                if kind in p.tags and kind in c.tags:
                    start = self._clause_step(p, kind, "", 0, 0, 0, 0)
                    if self._clause_step(c, kind, start[2], start[0], start[1], 0, 1)[4]:
                        out.append((r, r.required(p.passes)))
                continue
            if depends(r.dep, p, c):
                out.append((r, r.required(p.passes)))
        return out

    # ------------------------------------------------------------ whole program
    def run(self, stmts: Sequence[Stmt], instrs: Sequence[Instr],
            fix: bool = False) -> tuple[list[Finding], dict[int, int]]:
        """Findings (every violated rule at every consumer) and, with ``fix``, the wait states
        to insert before each instruction index. ``instrs[n]`` is the hazard view of ``stmts[n]``."""
        kids = self._kids
        for ins in instrs:
            k = kids.get(ins.tags)
            if k is None:
                k = kids[ins.tags] = len(self._kinds)
                self._kinds.append(ins.tags)
                self._second_of.append(self._is_second(ins.tags))
                self._life_of.append(self._lifetime(ins.tags))
                self._free_of.append(tuple(sorted({r.dep for r in self.rules if r.dep in _FREE and r.max_waits > 0
                                                   and ins.tags.intersection(r.first)})))
            ins.kid = k
            free = self._free_of[k]
            ins.freep = bool(free) and any(_FREE_IF.get(d, _always)(ins) for d in free)
        blocks = self._blocks(stmts, instrs)
        insert: dict[int, int] = {}
        self.fills = {}
        clause_found = self._clauses(instrs, insert, fix) if self._clause else []
        found: list[list[Finding]] = [[] for _ in blocks]
        work = deque(range(len(blocks)))
        queued = set(work)
        while work:
            n = work.popleft()
            queued.discard(n)
            b = blocks[n]
            found[n] = []
            exit_state = self._walk(instrs, b, insert, fix, found[n])
            if not fix:
                b.done = (found[n], exit_state)
            for succ, branch in b.succs:
                if self._merge(blocks[succ].entry, exit_state, branch) and succ not in queued:
                    work.append(succ)
                    queued.add(succ)
        return clause_found + [f for fs in found for f in fs], insert

    def _clauses(self, instrs: Sequence[Instr], insert: dict[int, int], fix: bool) -> list[Finding]:
        """The soft-clause rules, over the instructions in program order as LLVM walks them (its list of
        emitted instructions runs on across labels; any other instruction, s_nop included, ends a clause).
        With ``fix``, one wait state is inserted where a clause must break."""
        out: list[Finding] = []
        ckind = ""  # the clause in progress: its class, defs and uses (register masks), first index
        cdefs = cuses = 0
        cfirst = 0
        for n, ins in enumerate(instrs):
            kind = "VMEM" if "VMEM" in ins.tags else ("SMEM" if "SMEM" in ins.tags else "")
            if not kind or kind not in self._clause:
                if ins.issue:
                    ckind = ""
                continue
            cdefs, cuses, ckind, cfirst, brk = self._clause_step(ins, kind, ckind, cdefs, cuses, cfirst, n)
            if brk:
                out.append(Finding(ins, instrs[cfirst], n, cfirst, self._clause[kind], 1, 0, None))
                if fix:
                    insert[n] = insert.get(n, 0) + 1
                cdefs, cuses, ckind, cfirst = ins.wmask | (ins.swmask << SCALAR_SHIFT), \
                    ins.rmask | (ins.srmask << SCALAR_SHIFT), kind, n
        return out

    @staticmethod
    def _merge(target: dict[int, tuple[_Event, int, int]], exits: dict[int, tuple[_Event, int, int]],
               branch: int | None) -> bool:
        changed = False
        for key, (ev, di, dv) in exits.items():
            if branch is not None and ev.via is None:
                ev = _Event(ev.ins, ev.at, ev.pos_i, ev.pos_v, ev.life_i, ev.life_v, ev.maxp, ev.dgemm, branch,
                            ev.cleared, ev.real, ev.life_r)
            old = target.get(key)
            if old is None:
                target[key] = (ev, di, dv)
                changed = True
                continue
            oev, odi, odv = old
            ndi, ndv = min(odi, di), min(odv, dv)
            nmaxp = max(oev.maxp, ev.maxp)
            ndg = oev.dgemm or ev.dgemm
            ncl = oev.cleared and ev.cleared
            nreal = min(oev.real, ev.real)
            if (ndi, ndv, nmaxp, ndg, ncl, nreal) != (odi, odv, oev.maxp, oev.dgemm, oev.cleared, oev.real):
                # The nearer path names the producer's line and the branch: identical lines share one
                # producer (an unrolled or .rept body), and VALU-counting targets measure in VALUs.
                near = ev if _nearer(ev, di, dv, oev, odi, odv) else oev
                target[key] = (_Event(ev.ins, near.at, 0, 0, ev.life_i, ev.life_v, nmaxp, ndg, near.via, ncl,
                                      nreal, ev.life_r), ndi, ndv)
                changed = True
        return changed

    def _blocks(self, stmts: Sequence[Stmt], instrs: Sequence[Instr]) -> list[_Block]:
        starts = {0}
        labels: dict[str, int] = {}
        addresses: dict[int, int] = {}
        for n, ins in enumerate(instrs):
            st = stmts[n]
            if st.labels:
                starts.add(n)
                for lab in st.labels:
                    labels.setdefault(lab, n)
            if st.address is not None and not st.pair:
                addresses.setdefault(st.address, n)
            if ins.flow:
                starts.add(n + 1)
        order = sorted(s for s in starts if s < len(instrs))
        index = {s: k for k, s in enumerate(order)}
        blocks = []
        for k, s in enumerate(order):
            end = order[k + 1] if k + 1 < len(order) else len(instrs)
            blocks.append(_Block(s, end, [], {}))
        for k, b in enumerate(blocks):
            last = instrs[b.end - 1]
            fall = k + 1 < len(blocks) and last.flow not in ("branch", "end", "indirect")
            if fall:
                b.succs.append((k + 1, None))
            if last.flow in ("branch", "cbranch") and last.target is not None:
                dest = self._resolve(last, stmts[b.end - 1], labels, addresses)
                if dest is not None and dest in index:
                    b.succs.append((index[dest], stmts[b.end - 1].line))
        return blocks

    @staticmethod
    def _resolve(ins: Instr, st: Stmt, labels: dict[str, int], addresses: dict[int, int]) -> int | None:
        name = ins.target or ""
        if name in labels:
            return labels[name]
        if st.address is not None:
            try:
                off = int(name, 0)
            except ValueError:
                if st.encoding is None:
                    return None
                # llvm-objdump printed the target as a symbol with no label of its own (it shares
                # its address with another): the SOPP branch's SIMM16 is the offset
                off = st.encoding & 0xFFFF
            off = off - 0x10000 if off >= 0x8000 else off
            return addresses.get(st.address + 4 + 4 * off)
        return None

    def _walk(self, instrs: Sequence[Instr], b: _Block, insert: dict[int, int], fix: bool,
              findings: list[Finding] | None) -> dict[int, tuple[_Event, int, int]]:
        """Walk block ``b`` from its entry state: record findings, pad (``fix``), return the exit state."""
        live, end_i, end_v = self._entry(b)
        waiting = [e for e in live if e.real < e.life_r]  # entry events that wait for a VALU (not v_nop)
        # Once every event that came in with the entry state has expired, the walk goes on exactly
        # as the previous walk of this block did (check mode): take its results from there.
        reuse = b.done if not fix and findings is not None else None
        ci = cv = 0
        valu_pad = self._valu_pad
        second_of = self._second_of
        life_of = self._life_of
        oldest = 0  # a bound on how long the oldest live event may still matter
        for n in range(b.start, b.end):
            if reuse is not None and ci >= end_i and cv >= end_v and not any(e.real < e.life_r for e in waiting):
                assert findings is not None
                findings.extend(f for f in reuse[0] if f.at >= n)
                return reuse[1]
            ins = instrs[n]
            if insert:
                extra = insert.get(n, 0)
                if extra:
                    ci += extra
                    if valu_pad:
                        cv += extra
                    if n in self.fills:  # an earlier walk padded here with a VALU that is not v_nop
                        for ev in live:
                            ev.real += 1
            if live and second_of[ins.kid]:
                need_i, need_v, need_r = self._consume(live, ins, n, ci, cv, findings)
                if fix and (need_i or need_v or need_r):
                    k = max(need_i, need_v, need_r)
                    insert[n] = insert.get(n, 0) + k
                    ci += k
                    if valu_pad:
                        cv += k
                    if need_r:  # one of the padding instructions is a VALU that is not v_nop
                        vregs = [r for r in ins.reads if r[0] == "v"]
                        self.fills[n] = f"v{vregs[0][1]}" if vregs else "v0"
                        for ev in live:
                            ev.real += 1
            if ins.passes and "MFMA" in ins.tags:
                dg = "DGEMM" in ins.tags
                for ev in live:
                    if ins.passes > ev.maxp:
                        ev.maxp = ins.passes
                    if dg:
                        ev.dgemm = True
            if self._has_clear and "CLEAR_VA" in ins.tags:
                for ev in live:
                    ev.cleared = True
            if self._has_real and ins.valu and "VNOP" not in ins.tags:
                for ev in live:
                    ev.real += 1
            ci += ins.issue
            cv += ins.valu
            li, lv, lr = life_of[ins.kid]
            if li or lv or lr:
                if live:
                    # A copy of a line lies after the earlier copies on every path, and LLVM's searches
                    # stop at the nearest def of the register: the earlier copies' events go (kept, one
                    # would bring the pass count of a larger MFMA issued after it). The one search
                    # that goes on past a def (DMFMABetweenVALUWriteVMEMRead) needs 2 wait states,
                    # which the DGEMM and the nearer copy between already make.
                    live = [e for e in live if e.ins is not ins]
                live.append(_Event(ins, n, ci, cv, li, lv, ins.passes, False, None, life_r=lr))
            oldest += 1
            if oldest >= 8 and live:  # expired events would only fail their checks: drop them now and then
                live = [e for e in live if ci - e.pos_i < e.life_i or cv - e.pos_v < e.life_v or e.real < e.life_r]
                oldest = 0
        return self._exits(live, ci, cv)

    @staticmethod
    def _exits(live: list[_Event], ci: int, cv: int) -> dict[int, tuple[_Event, int, int]]:
        """The live events at a block's end, one per producer instruction (identical lines share
        one ``Instr``) and path condition (:func:`_key`): the nearest distances (the nearest
        path names the line and the branch), the largest pass count. Two events of one key here
        came in on different paths (a copy of a line drops the earlier copies' events when it
        issues, see ``_walk``) and a DGEMM or a clearing instruction in this block made their
        conditions equal. Keeping at most four events per distinct producer bounds the state, so
        branch-heavy code stays linear."""
        out: dict[int, tuple[_Event, int, int]] = {}
        for e in live:
            di, dv = ci - e.pos_i, cv - e.pos_v
            if di >= e.life_i and dv >= e.life_v and e.real >= e.life_r:
                continue
            key = _key(e)
            old = out.get(key)
            if old is not None:
                oe, odi, odv = old
                near = e if _nearer(e, di, dv, oe, odi, odv) else oe
                maxp, real = max(oe.maxp, e.maxp), min(oe.real, e.real)
                if near is not e or maxp != e.maxp or real != e.real:
                    e = _Event(e.ins, near.at, 0, 0, e.life_i, e.life_v, maxp, e.dgemm, near.via, e.cleared, real,
                               e.life_r)
                di, dv = min(di, odi), min(dv, odv)
            out[key] = (e, di, dv)
        return out

    @staticmethod
    def _clause_step(ins: Instr, kind: str, ckind: str, cdefs: int, cuses: int, cfirst: int,
                     n: int) -> tuple[int, int, str, int, bool]:
        """Add ``ins`` to the soft clause in progress; say whether it breaks the clause (LLVM: a clause with
        a def must end before a store, and no def may meet a use within the clause)."""
        defs = ins.wmask | (ins.swmask << SCALAR_SHIFT)
        uses = ins.rmask | (ins.srmask << SCALAR_SHIFT)
        if ckind != kind:
            return defs, uses, kind, n, False
        if cdefs and ("STORE" in ins.tags or (cdefs | defs) & (cuses | uses)):
            return cdefs, cuses, ckind, cfirst, True
        return cdefs | defs, cuses | uses, ckind, cfirst, False

    @staticmethod
    def _entry(b: _Block) -> tuple[list[_Event], int, int]:
        """The live events at the start of ``b`` (positions before 0), and when the last one expires."""
        live: list[_Event] = []
        end_i = end_v = -1
        for ev, di, dv in b.entry.values():
            live.append(_Event(ev.ins, ev.at, -di, -dv, ev.life_i, ev.life_v, ev.maxp, ev.dgemm, ev.via,
                               ev.cleared, ev.real, ev.life_r))
            end_i = max(end_i, ev.life_i - di)
            end_v = max(end_v, ev.life_v - dv)
        return live, end_i, end_v

    def _consume(self, live: list[_Event], ins: Instr, n: int, ci: int, cv: int,
                 findings: list[Finding] | None) -> tuple[int, int, int]:
        """Check consumer ``ins`` (statement ``n``) against every live producer: record the
        violated rules in ``findings`` and return the wait states missing (issue, VALU)."""
        need_i = need_v = need_r = 0
        by_kids = self._by_kids
        ckid = ins.kid
        cany = ins.cany
        for ev in live:
            p = ev.ins
            if not (p.pany & cany or p.freep):
                continue
            pair = by_kids.get(p.kid * 65536 + ckid)
            if pair is None:
                pair = by_kids[p.kid * 65536 + ckid] = self._compiled(p.tags, ins.tags)
            regs, free = pair
            todo = regs if (regs and p.pany & cany) else ()
            if free:
                todo = todo + free if todo else free
            for r, dep, fixed, _table, on_valu, scan, special in todo:
                if special:
                    if special == "read_after_dgemm":
                        if not ev.dgemm or not dep(p, ins):
                            continue
                    elif special == "ldst_valu":
                        if not self._ldst_valu(live, ins, ci):
                            continue
                    elif (special == "clear" and ev.cleared) or not dep(p, ins):
                        continue
                elif not dep(p, ins):
                    continue
                req = fixed if fixed is not None else r.required(ev.maxp if scan else p.passes)
                if special == "real":
                    if ev.real >= req:
                        continue
                    if findings is not None:
                        findings.append(Finding(ins, p, n, ev.at, r, req, ev.real, ev.via))
                    need_r = max(need_r, req - ev.real)
                    continue
                present = (cv - ev.pos_v) if on_valu else (ci - ev.pos_i)
                if present >= req:
                    continue
                if findings is not None:
                    findings.append(Finding(ins, p, n, ev.at, r, req, present, ev.via))
                if on_valu:
                    need_v = max(need_v, req - present)
                else:
                    need_i = max(need_i, req - present)
        return need_i, need_v, need_r

    def _ldst_valu(self, live: list[_Event], c: Instr, ci: int) -> bool:
        """LLVM's gfx908 check: a VALU (not v_accvgpr_*) wrote a VGPR that ``c`` reads, within 2 wait states."""
        vg = [r for r in c.reads if r[0] == "v"]
        for ev in live:
            if "VALU_NOTMAI" in ev.ins.tags and ci - ev.pos_i < 2 and _any(vg, ev.ins.writes):
                return True
        return False


def binding(findings: Sequence[Finding]) -> list[Finding]:
    """One finding per consumer: the one missing most wait states (first in rule order on ties)."""
    best: dict[int, Finding] = {}
    for f in findings:
        old = best.get(f.at)
        if old is None or f.missing > old.missing:
            best[f.at] = f
    return [best[k] for k in sorted(best)]


def violation(f: Finding, stmts: Sequence[Stmt]) -> Violation:
    c, p = stmts[f.at], stmts[f.producer_at]
    return Violation(
        line=c.line, missing=f.missing, required=f.required, present=f.present, producer_line=p.line,
        rule=f.rule.id, source=f.rule.source, consumer=c.text, producer=p.text, unit=f.rule.unit,
        description=f.rule.text, via_branch=f.via, origin=c.origin, producer_origin=p.origin,
    )
