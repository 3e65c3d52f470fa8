"""Human-readable layout formulas, derived from the same :class:`BitLayout` that computes.

Forward formulas give an element's register (``GPR``) and lane from its coordinates;
inverse formulas give the coordinates from ``lane``, ``GPR_num`` (register offset) and
``GPR_bits`` (lowest bit of the value inside the register). Both are written with
``floor``, ``%``, ``*`` and ``+`` in the calculator's style, and the test suite parses
them back and checks them against the library for every element.
"""

from __future__ import annotations

from .layout import BitLayout
from .records import record

__all__ = ["forward", "inverse", "Term"]


@record
class Term:
    """``(floor(var / 2**src) % 2**n) * 2**dst``."""

    var: str
    src: int
    n: int
    dst: int
    full: int  # number of bits the variable has (None-like large for lane/GPR)

    def render(self) -> str:
        v = self.var
        if self.src == 0 and self.n >= self.full:
            core = v
        elif self.src == 0:
            core = f"({v} % {1 << self.n})"
        elif self.src + self.n >= self.full:
            core = f"floor({v} / {1 << self.src})"
        else:
            core = f"(floor({v} / {1 << self.src}) % {1 << self.n})"
        return core if self.dst == 0 else f"{1 << self.dst} * {core}"


def _sum(terms: list[Term], const: int = 0) -> str:
    parts = [t.render() for t in sorted(terms, key=lambda t: -t.dst)]
    if const:
        parts.append(str(const))
    return " + ".join(parts) if parts else "0"


def _bits(n: int) -> int:
    return max(0, n - 1).bit_length() if n > 1 else 0


_BIG = 1 << 20


def _split(var: str, src: int, n: int, dst: int, full: int, cut: int) -> tuple[list[Term], list[Term]]:
    """Split a field landing at ``dst`` into the parts below and at/above bit ``cut``."""
    low: list[Term] = []
    high: list[Term] = []
    for t in range(n):
        bit = dst + t
        (low if bit < cut else high).append(Term(var, src + t, 1, bit if bit < cut else bit - cut, full))
    return _merge(low), _merge(high)


def _merge(terms: list[Term]) -> list[Term]:
    """Merge single-bit terms of the same variable that are consecutive on both sides."""
    out: list[Term] = []
    for t in sorted(terms, key=lambda t: (t.var, t.src)):
        if out and out[-1].var == t.var and out[-1].src + out[-1].n == t.src and out[-1].dst + out[-1].n == t.dst:
            p = out[-1]
            out[-1] = Term(p.var, p.src, p.n + t.n, p.dst, p.full)
        else:
            out.append(t)
    return out


def forward(lay: BitLayout, names: tuple[str, str, str]) -> tuple[str, str]:
    """(GPR formula, lane formula) of element (names[0], names[1], names[2]) of ``lay``."""
    sizes = [_bits(s) for s in lay.sizes]
    lane_terms = _merge([Term(names[f.coord], f.src + t, 1, f.dst + t, sizes[f.coord])
                         for f in lay.lane for t in range(f.n)])
    lane = _sum(lane_terms)
    if lay.replicas != (0,) and len(lay.replicas) > 1:
        copies = [lane] + [f"{lane} + {r}" for r in sorted(lay.replicas)[1:]]
        lane = " and ".join(copies) if len(copies) == 2 else ", ".join(copies[:-1]) + ", and " + copies[-1]
    elif not lay.replicate and len(_free_lane_bits(lay)):
        lane += f" All lanes >= {1 << max(f.dst + f.n for f in lay.lane)} are ignored"
    stride_log = lay.stride.bit_length() - 1
    if 1 << stride_log == lay.stride:
        reg_terms: list[Term] = []
        bit_terms: list[Term] = []
        for f in lay.item:
            lo, hi = _split(names[f.coord], f.src, f.n, f.dst + stride_log, sizes[f.coord], 5)
            bit_terms += lo
            reg_terms += hi
        reg = _sum(_merge(reg_terms), lay.offset >> 5)
        lo_bits = _sum(_merge(bit_terms), lay.offset & 31)
        if lay.width == 64:
            return ("[1:0]" if reg == "0" else f"[{reg}+1 : {reg}]"), lane
        if lay.width == 32:
            return reg, lane
        return f"{_paren(reg)}.[{_plus(lo_bits, lay.width - 1)} : {lo_bits}]", lane
    # Densely packed values whose width does not divide 32 (FP6): bit offset = stride * item;
    # a bit range reaching past 31 continues in the next register.
    item = _sum(_merge([Term(names[f.coord], f.src + t, 1, f.dst + t, sizes[f.coord])
                        for f in lay.item for t in range(f.n)]))
    off = f"{lay.stride} * {_paren(item)}" + (f" + {lay.offset}" if lay.offset else "")
    return f"floor(({off}) / 32).[({off}) % 32 + {lay.width - 1} : ({off}) % 32]", lane


def _free_lane_bits(lay: BitLayout) -> list[int]:
    used = {f.dst + t for f in lay.lane for t in range(f.n)}
    return [b for b in range(lay.lane_bits) if b not in used]


def _enclosed(s: str) -> bool:
    """Whether ``s`` is one parenthesised group, like ``(floor(k / 2) % 2)``."""
    if not (s.startswith("(") and s.endswith(")")):
        return False
    depth = 0
    for pos, ch in enumerate(s):
        depth += ch == "("
        depth -= ch == ")"
        if depth == 0 and pos < len(s) - 1:
            return False
    return True


def _paren(s: str) -> str:
    return s if s.isdigit() or _enclosed(s) or " " not in s else f"({s})"


def _plus(s: str, k: int) -> str:
    if s.isdigit():
        return str(int(s) + k)
    return f"{s}+{k}" if k else s


def inverse(lay: BitLayout, names: tuple[str, str, str]) -> dict[str, str]:
    """Coordinate formulas (by name) in terms of lane, GPR_num and GPR_bits."""
    stride_log = lay.stride.bit_length() - 1
    pow2 = 1 << stride_log == lay.stride
    terms: dict[int, list[Term]] = {0: [], 1: [], 2: []}
    for f in lay.lane:
        for t in range(f.n):
            terms[f.coord].append(Term("lane", f.dst + t, 1, f.src + t, lay.lane_bits))
    for f in lay.item:
        for t in range(f.n):
            if pow2:
                bit = f.dst + t + stride_log
                var, src, full = ("GPR_bits", bit, 5) if bit < 5 else ("GPR_num", bit - 5, _BIG)
            else:
                var, src, full = f"floor((32 * GPR_num + GPR_bits) / {lay.stride})", f.dst + t, _BIG
            terms[f.coord].append(Term(var, src, 1, f.src + t, full))
    out: dict[str, str] = {}
    for c in range(3):
        expr = _sum(_merge(terms[c]))
        grouped = [f for f in lay.grouped if f.coord == c]
        if grouped:
            span = sum(((1 << f.n) - 1) << f.src for f in grouped)
            expr = f"({expr} + {span}) through {expr}"
        out[names[c]] = expr
    return out

