"""The checker: every consumer with too few wait states after a producer, over the control flow.

A *producer* is an earlier instruction that some rule names as its first instruction; a
*consumer* is a later one that the rule names as its second, with the rule's register
dependency. The number of wait states between the two is counted on the rule's unit (every
issued instruction, or VALU instructions only). Every producer within reach is checked,
not only the most recent writer of a register: the ISA tables state their rules for pairs
of instructions.

Control flow: the code is split into basic blocks at labels and after branches. A block's
producers reach the blocks it falls through or branches to; where paths join, the nearest
producer over every path counts (LLVM does the same). Branches whose target is not in the
file, and ``s_setpc_b64``, leave; calls fall through. ``fix`` inserts, right before each
consumer, the fewest wait states that satisfy every rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .effects import Instr
from .model import Rule, Violation
from .reader import Reg
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


def depends(dep: str, p: Instr, c: Instr) -> bool:
    """Whether consumer ``c`` depends on producer ``p`` in the way ``dep`` names (model.DEPENDENCIES)."""
    if dep == "srcab":
        return _any(c.ab, p.writes) or _any(c.idx, p.writes)
    if dep == "rw":
        return _any(c.reads, p.writes) or _any(c.writes, p.writes)
    if dep == "read" or dep == "read_after_dgemm":
        return _any(c.reads, p.writes)
    if dep == "write":
        return _any(c.writes, p.writes)
    if dep == "srcc_same":
        return _same(p, c)
    if dep == "srcc_tuple":
        return c.c is not None and p.d is not None and c.c == p.d
    if dep == "srcc_overlap":
        return c.c is not None and _any((c.c,), p.writes) and not _same(p, c)
    if dep == "srcc":
        return c.c is not None and _any((c.c,), p.writes)
    if dep == "ab":
        return _any(c.ab, p.writes)
    if dep == "index":
        return _any(c.idx, p.writes)
    if dep == "war":
        return _any(c.writes, p.war)
    if dep == "exec":
        return p.exec_write
    if dep == "none":
        return True
    if dep == "dot_same_srcc":
        return c.opcode == p.opcode and c.c is not None and _any((c.c,), p.writes)
    if dep == "dot_same_srcab":
        return c.opcode == p.opcode and _any(c.ab, p.writes)
    if dep == "dot_other":
        return c.opcode != p.opcode and (_any(c.reads, p.writes) or _any(c.writes, p.writes))
    if dep == "store_data":
        return _any(c.writes, p.store_data)
    if dep == "ldst_valu":
        return True  # the engine checks the VALU write (see Checker._ldst_valu)
    raise ValueError(f"unknown dependency {dep!r}")  # pragma: no cover - rule tables are checked by tests


@dataclass(slots=True)
class _Event:
    """A live producer: where it ended on both counters, and what happened since."""

    ins: Instr
    pos_i: int
    pos_v: int
    life_i: int
    life_v: int
    maxp: int
    dgemm: bool
    via: int | None


@dataclass(slots=True)
class Finding:
    """A violated rule at a consumer (the engine's raw result)."""

    consumer: Instr
    producer: Instr
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


class Checker:
    """Applies one architecture's rule table to a list of instructions."""

    def __init__(self, target: Target, rules: Sequence[Rule]) -> None:
        self.target = target
        self.rules = tuple(rules)
        self._by_pair: dict[tuple[frozenset[str], frozenset[str]], tuple[Rule, ...]] = {}
        self._life: dict[frozenset[str], tuple[int, int]] = {}
        self._second: dict[frozenset[str], bool] = {}

    # ------------------------------------------------------------ rule lookup
    def rules_for(self, first: frozenset[str], second: frozenset[str]) -> tuple[Rule, ...]:
        key = (first, second)
        got = self._by_pair.get(key)
        if got is None:
            got = tuple(r for r in self.rules if first.intersection(r.first) and second.intersection(r.second))
            self._by_pair[key] = got
        return got

    def _lifetime(self, tags: frozenset[str]) -> tuple[int, int]:
        got = self._life.get(tags)
        if got is None:
            li = lv = 0
            for r in self.rules:
                if tags.intersection(r.first):
                    if r.unit == "valu":
                        lv = max(lv, r.max_waits)
                    else:
                        li = max(li, r.max_waits)
            got = self._life[tags] = (li, lv)
        return got

    def _is_second(self, tags: frozenset[str]) -> bool:
        got = self._second.get(tags)
        if got is None:
            got = self._second[tags] = any(tags.intersection(r.second) and r.max_waits > 0 for r in self.rules)
        return got

    # ------------------------------------------------------------ one pair
    def pair(self, p: Instr, c: Instr) -> list[tuple[Rule, int]]:
        """Every rule between ``p`` and ``c`` as neighbours, with its required wait states."""
        out = []
        for r in self.rules_for(p.tags, c.tags):
            if r.dep in ("read_after_dgemm", "ldst_valu"):
                continue  # need an instruction in between
            if depends(r.dep, p, c):
                out.append((r, r.required(p.passes)))
        return out

    # ------------------------------------------------------------ whole program
    def run(self, instrs: Sequence[Instr], fix: bool = False) -> tuple[list[Finding], dict[int, int]]:
        """Findings (every violated rule at every consumer) and, with ``fix``, the wait states
        to insert before each instruction index."""
        blocks = self._blocks(instrs)
        insert: dict[int, int] = {}
        findings: list[Finding] = []
        for _ in range(64):
            changed = False
            exits: list[dict[int, tuple[_Event, int, int]]] = []
            for b in blocks:
                exits.append(self._walk(instrs, b, insert, fix, None))
            for n, b in enumerate(blocks):
                for succ, branch in b.succs:
                    target = blocks[succ].entry
                    for key, (ev, di, dv) in exits[n].items():
                        if branch is not None and ev.via is None:
                            ev = _Event(ev.ins, ev.pos_i, ev.pos_v, ev.life_i, ev.life_v, ev.maxp, ev.dgemm, branch)
                        old = target.get(key)
                        if old is None:
                            target[key] = (ev, di, dv)
                            changed = True
                        else:
                            oev, odi, odv = old
                            ndi, ndv = min(odi, di), min(odv, dv)
                            nmaxp = max(oev.maxp, ev.maxp)
                            ndg = oev.dgemm or ev.dgemm
                            if (ndi, ndv, nmaxp, ndg) != (odi, odv, oev.maxp, oev.dgemm):
                                via = ev.via if di < odi else oev.via
                                target[key] = (_Event(ev.ins, 0, 0, ev.life_i, ev.life_v, nmaxp, ndg, via), ndi, ndv)
                                changed = True
            if not changed:
                break
        for b in blocks:
            self._walk(instrs, b, insert, False, findings)
        return findings, insert

    def _blocks(self, instrs: Sequence[Instr]) -> list[_Block]:
        starts = {0}
        labels: dict[str, int] = {}
        addresses: dict[int, int] = {}
        for n, ins in enumerate(instrs):
            if ins.stmt.labels:
                starts.add(n)
                for lab in ins.stmt.labels:
                    labels.setdefault(lab, n)
            if ins.stmt.address is not None and not ins.stmt.pair:
                addresses.setdefault(ins.stmt.address, n)
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
                dest = self._resolve(last, labels, addresses)
                if dest is not None and dest in index:
                    b.succs.append((index[dest], last.stmt.line))
        return blocks

    @staticmethod
    def _resolve(ins: Instr, labels: dict[str, int], addresses: dict[int, int]) -> int | None:
        name = ins.target or ""
        if name in labels:
            return labels[name]
        if ins.stmt.address is not None:
            try:
                off = int(name, 0)
            except ValueError:
                return None
            off = off - 0x10000 if off >= 0x8000 else off
            return addresses.get(ins.stmt.address + 4 + 4 * off)
        return None

    def _walk(self, instrs: Sequence[Instr], b: _Block, insert: dict[int, int], fix: bool,
              findings: list[Finding] | None) -> dict[int, tuple[_Event, int, int]]:
        live: list[_Event] = []
        for ev, di, dv in b.entry.values():
            live.append(_Event(ev.ins, -di, -dv, ev.life_i, ev.life_v, ev.maxp, ev.dgemm, ev.via))
        ci = cv = 0
        for n in range(b.start, b.end):
            ins = instrs[n]
            extra = insert.get(n, 0)
            if extra:
                ci += extra
                if self.target.pad == "v_nop":
                    cv += extra
            if live and self._is_second(ins.tags):
                need_i = need_v = 0
                for ev in live:
                    for r in self.rules_for(ev.ins.tags, ins.tags):
                        if r.max_waits <= 0:
                            continue
                        p = ev.ins
                        if r.dep == "read_after_dgemm":
                            if not ev.dgemm or not depends("read", p, ins):
                                continue
                        elif r.dep == "ldst_valu":
                            if not self._ldst_valu(live, ins, ci):
                                continue
                        elif not depends(r.dep, p, ins):
                            continue
                        req = r.required(ev.maxp if r.passes_from == "scan" else p.passes)
                        present = (cv - ev.pos_v) if r.unit == "valu" else (ci - ev.pos_i)
                        if present >= req:
                            continue
                        if findings is not None:
                            findings.append(Finding(ins, p, r, req, present, ev.via))
                        if r.unit == "valu":
                            need_v = max(need_v, req - present)
                        else:
                            need_i = max(need_i, req - present)
                if fix and (need_i or need_v):
                    k = max(need_i, need_v) if self.target.pad == "v_nop" else need_i
                    k = max(k, need_v)
                    insert[n] = insert.get(n, 0) + k
                    ci += k
                    if self.target.pad == "v_nop":
                        cv += k
            if "MFMA" in ins.tags:
                dg = "DGEMM" in ins.tags
                for ev in live:
                    if ins.passes > ev.maxp:
                        ev.maxp = ins.passes
                    if dg:
                        ev.dgemm = True
            ci += ins.issue
            cv += ins.valu
            li, lv = self._lifetime(ins.tags)
            if li or lv:
                live.append(_Event(ins, ci, cv, li, lv, ins.passes, False, None))
            if live:
                live = [e for e in live if ci - e.pos_i < e.life_i or cv - e.pos_v < e.life_v]
        return {id(e.ins): (e, ci - e.pos_i, cv - e.pos_v) for e in live}

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
        key = id(f.consumer)
        old = best.get(key)
        if old is None or f.missing > old.missing:
            best[key] = f
    return sorted(best.values(), key=lambda f: (f.consumer.stmt.line, f.consumer.stmt.pair))


def violation(f: Finding) -> Violation:
    return Violation(
        line=f.consumer.stmt.line, missing=f.missing, required=f.required, present=f.present,
        producer_line=f.producer.stmt.line, rule=f.rule.id, source=f.rule.source, consumer=f.consumer.stmt.text,
        producer=f.producer.stmt.text, unit=f.rule.unit, description=f.rule.text, via_branch=f.via,
    )
