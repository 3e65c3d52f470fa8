"""Registers and waits of an emitted plan, on its :class:`Op` records: consumer tiles as register
tuples, the waits for LDS results, physical VGPRs over live ranges and SGPRs for the constants."""

from __future__ import annotations

from collections.abc import Sequence

from ..errors import AmdMatrixError
from .code import _Code, _v
from .ops import Op, Reg, _ranges


def _contiguous(code: _Code, outs: list[int], inputs: int, per: int) -> tuple[list[int], int]:
    """Make each consumer tile a register tuple (``code.groups``): a tile of the producer's own
    registers stays where it is when they are already consecutive from an even register; any
    other producer register, or a register already in another tuple, is copied with v_mov_b32.
    Returns the registers and the number of copies."""
    final = list(outs)
    copies = 0
    taken = {r for g in code.groups for r in g}
    for u in range(0, len(outs), per):
        tile = outs[u:u + per]
        if per == 1:
            continue
        if all(r < inputs for r in tile) and tile[0] % 2 == 0 and tile == list(range(tile[0], tile[0] + per)):
            taken.update(tile)
            continue
        for n, r in enumerate(tile):
            if r < inputs or r in taken:
                new = code.vgpr()
                code.emit("v_mov_b32", _v(new), _v(r))
                copies += 1
                final[u + n] = new
            taken.add(final[u + n])
        code.groups.append(tuple(final[u:u + per]))
    return final, copies


def _lds_waits(code: _Code) -> None:
    """Wait for every outstanding LDS-unit result (ds_bpermute, ds_swizzle, ds_read) before the
    first instruction that touches its register, and at the end if one is still outstanding:
    their results arrive later (CDNA3 ISA §4.4, S_WAITCNT and LGKM_CNT). LDS operations of one
    wave complete in order (LLVM AMDGPUUsage, "Memory Model GFX942": LDS operations are performed
    in a global order, completion reported in execution order), so a read after a write of the
    same wave needs no wait between them."""
    wait = Op(code.p.t.ds_wait[0], (code.p.t.ds_wait[1],), writes=0)
    out: list[Op] = []
    pending: set[int] = set()
    for op in code.ops:
        if pending & {*op.uses(), *op.defs()}:  # a read, or a write the result would overtake
            out.append(wait)
            pending.clear()
        out.append(op)
        if op.mnemonic.startswith("ds_"):
            pending.update(op.defs())
    if pending:
        out.append(wait)
    code.ops = out


def _live_ranges(code: _Code, outs: list[int], inputs: int) -> dict[int, list[int]]:
    """[first, last] instruction index of each virtual VGPR over the set-up and the sequence:
    set-up values the sequence reads live to the end, the operand registers too, and the
    producer's D is there before the start (-1)."""
    ops = code.setup + code.ops
    end = len(ops)
    span: dict[int, list[int]] = {}
    for i, op in enumerate(ops):
        for r in (*op.uses(), *op.defs()):
            span.setdefault(r, [i, i])[1] = i
    body = {r for op in code.ops for r in op.regs()}
    for op in code.setup:
        for r in op.regs():
            if r in body:
                span[r][1] = end
    for r in outs:
        span.setdefault(r, [end, end])[1] = end
    for r in range(inputs):
        if r in span:
            span[r][0] = -1  # the producer's D is there before the set-up and the sequence start
    return span


def _shared_results(ops: Sequence[Op]) -> dict[int, int]:
    """The register each instruction writes where a source read for the last time by the same
    instruction may share it: a VALU result, not a DS or permlane one."""
    dest: dict[int, int] = {}
    for i, op in enumerate(ops):
        if op.writes == 1 and not op.mnemonic.startswith(("ds_", "v_permlane")):
            first = op.operands[0]
            if isinstance(first, Reg) and first.file == "v" and first.count == 1:
                dest[i] = first.index
    return dest


def _to_place(code: _Code, span: dict[int, list[int]], placed: dict[int, int]) -> list[tuple[int, tuple[int, ...]]]:
    """The registers still to place, each tuple of ``code.groups`` as one item, by first use."""
    group_of = {r: g for g in code.groups for r in g}
    items: list[tuple[int, tuple[int, ...]]] = []
    seen: set[int] = set()
    for r in sorted(span, key=lambda r: (span[r][0], r)):
        if r in placed or r in seen:
            continue
        g = group_of.get(r, (r,))
        seen.update(g)
        if all(x in placed for x in g):
            continue
        items.append((min(span[x][0] for x in g), g))
    return sorted(items)


def _allocate(code: _Code, outs: list[int], inputs: int, allowed: Sequence[int], align: int) -> dict[int, int]:
    """Physical VGPRs for the virtual ones: the producer's D stays at 0 .. inputs - 1 (free
    after its last read); every other register takes the lowest allowed one free over its live
    range (:func:`_live_ranges`), each tuple of ``code.groups`` as a block starting at a
    multiple of ``align``. A VALU result may take the register of a source read for the last
    time by the same instruction; a DS or permlane result never does."""
    span = _live_ranges(code, outs, inputs)
    dest = _shared_results(code.setup + code.ops)
    busy: dict[int, list[tuple[int, int, int]]] = {}

    def free(n: int, r: int) -> bool:
        a, b = span[r]
        for x, y, other in busy.get(n, []):
            if b < x or y < a:
                continue
            if y == a and dest.get(a) == r and x < a:
                continue
            if b == x and dest.get(x) == other and a < b:
                continue
            return False
        return True

    rename: dict[int, int] = {}
    for r in range(inputs):
        if r in span:
            busy.setdefault(r, []).append((span[r][0], span[r][1], r))
            rename[r] = r
    allowed = sorted(set(allowed) | set(range(inputs)))
    allowed_set = set(allowed)
    for _, g in _to_place(code, span, rename):
        step = align if len(g) > 1 else 1
        for base in allowed:
            if base % step or not all(base + k in allowed_set and free(base + k, x) for k, x in enumerate(g)):
                continue
            for k, x in enumerate(g):
                busy.setdefault(base + k, []).append((span[x][0], span[x][1], x))
                rename[x] = base + k
            break
        else:
            raise _Short("VGPRs", _ranges(set(allowed) - set(range(inputs)), "v"))
    return rename


class _Short(AmdMatrixError):
    """The free registers the caller named are too few."""

    def __init__(self, what: str, given: str) -> None:
        self.what, self.given = what, given
        super().__init__(f"the plan needs more {what} than the free ones given ({given})")


def _alloc_sgprs(code: _Code, allowed: Sequence[int]) -> dict[int, int]:
    """Physical SGPRs for the set-up's constants: a lane-mask pair on an even register."""
    avail = sorted(set(allowed))
    aset = set(avail)
    used: set[int] = set()
    out: dict[int, int] = {}
    singles = [s for s in sorted(code.svalues) if s not in code.spairs and s - 1 not in code.spairs]
    pairs = sorted(code.spairs)
    for s in pairs:
        n = next((x for x in avail if x % 2 == 0 and x not in used and x + 1 in aset and x + 1 not in used), None)
        if n is None:
            break
        out[s], out[s + 1] = n, n + 1
        used.update((n, n + 1))
    for s in singles:
        n = next((x for x in avail if x not in used), None)
        if n is None:
            break
        out[s] = n
        used.add(n)
    if len(out) < len(code.svalues):
        raise AmdMatrixError(f"the plan needs {len(code.svalues)} SGPRs ({len(pairs)} aligned pairs for lane masks "
                             f"and {len(singles)} single) but the free SGPRs given ({_ranges(avail, 's')}) hold "
                             "fewer; legal values: more free SGPRs with --free-sgprs")
    return out


def _rename(code: _Code, vmap: dict[int, int], smap: dict[int, int]) -> None:
    code.setup = [op.renamed(vmap.__getitem__, smap.__getitem__) for op in code.setup]
    code.ops = [op.renamed(vmap.__getitem__, smap.__getitem__) for op in code.ops]
    code.svalues = {smap[s]: v for s, v in code.svalues.items()}
    code.vectors = {vmap[r]: v for r, v in code.vectors.items()}
