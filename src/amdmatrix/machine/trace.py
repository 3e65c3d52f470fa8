"""The trace of one wave: every instruction it executed, with the registers it wrote.

``trace=WAVE`` (all lanes) or ``trace=(WAVE, LANE)``: WAVE is the wave's number in the launch
(workgroups in order, X fastest, then the waves of each), LANE one lane. The registers an
instruction wrote are those of its hazard view (:mod:`amdmatrix.hazards.effects`: destinations,
VCC, EXEC, ...), shown after it ran. With ``explain``, a matrix instruction is followed by the
elements of D each destination register holds in the traced lane(s), from the layout model
(:meth:`amdmatrix.Instruction.elements_at`): ``v3{5} = D[13][5]``.
"""

from __future__ import annotations

from typing import Any

from .._dataclasses import dataclass, field
from .errors import KernelError
from .executor import Machine, Op
from .state import Wave

__all__ = ["Trace", "TraceLine"]


@dataclass
class TraceLine:
    """One executed instruction of the traced wave."""

    step: int
    line: int
    text: str
    #: (register name, value in the lane, or every lane's value) after the instruction.
    writes: list[tuple[str, Any]] = field(default_factory=list)
    #: With explain: (``v3{5}``, the elements it holds) for a matrix instruction's destination.
    elements: list[tuple[str, str]] = field(default_factory=list)


def _wave_lane(spec: Any) -> tuple[int, int | None]:
    if isinstance(spec, bool):
        raise KernelError(f"trace must be a wave number or (wave, lane), not {spec!r}")
    if isinstance(spec, int):
        return spec, None
    if isinstance(spec, (tuple, list)) and len(spec) == 2 and all(isinstance(x, int) and not isinstance(x, bool)
                                                                  for x in spec):
        return int(spec[0]), int(spec[1])
    raise KernelError(f"trace must be a wave number or (wave, lane), not {spec!r}")


class Trace:
    """Records the instructions of one wave."""

    def __init__(self, m: Machine, spec: Any, explain: bool) -> None:
        self.m = m
        self.wave, self.lane = _wave_lane(spec)
        if self.wave < 0:
            raise KernelError(f"trace wave {self.wave} is negative")
        if self.lane is not None and not 0 <= self.lane < m.lanes:
            raise KernelError(f"trace lane {self.lane} is outside the wave (0-{m.lanes - 1})")
        self.explain = explain
        self.lines: list[TraceLine] = []
        m.obs.after.append(self.after)

    def after(self, w: Wave, op: Op) -> None:
        if w.index != self.wave:
            return
        st = op.stmt
        t = TraceLine(len(self.lines), st.line, " ".join(st.text.split()))
        writes = op.hz.writes if op.hz is not None else ()
        for f, lo, hi in writes:
            for r in range(lo, hi + 1):
                t.writes.append((_name(f, r), self._value(w, f, r)))
        if self.explain and "matrix" in op.meta.extra:
            t.elements = self._elements(op.meta.extra["matrix"])
        self.lines.append(t)

    def _value(self, w: Wave, f: str, r: int) -> Any:
        if f in ("v", "a"):
            arr = w.v if f == "v" else w.a
            if r >= arr.shape[0]:
                return None
            row = arr[r]
            return int(row[self.lane]) if self.lane is not None else [int(x) for x in row]
        slot = {"s": 0, "vcc": 106, "ttmp": 108, "m0": 124, "exec": 126}.get(f)
        if slot is None:
            return None
        return w.s[slot + r]

    def _elements(self, info: Any) -> list[tuple[str, str]]:
        inst = info.inst
        out = []
        lanes = range(info.wave) if self.lane is None else (self.lane,)
        for k in range(info.dcount):
            reg = f"{info.dfile}{info.dfirst + k}"
            for lane in lanes:
                try:
                    els = inst.elements_at("D", register=k, lane=lane, wave=info.wave, **info.mods)
                except Exception:  # noqa: BLE001 - a register D does not use (a packed half)
                    els = []
                names = ", ".join(_element(e) for e in els) or "(nothing)"
                out.append((f"{reg}{{{lane}}}", names))
        return out


def _name(f: str, r: int) -> str:
    if f in ("v", "a", "s", "ttmp"):
        return f"{f}{r}"
    if f in ("vcc", "exec"):
        return f"{f}_{'lo' if r == 0 else 'hi'}"
    return f


def _element(e: Any) -> str:
    s = f"D[{e.i}][{e.j}]"
    if getattr(e, "shows_block", False) or getattr(e, "blocks", 1) > 1:
        s = f"D[{e.block}][{e.i}][{e.j}]"
    bits = getattr(e, "location", None)
    if bits is not None and getattr(bits, "bits", None) and bits.bits != (31, 0):
        s += f".[{bits.bits[0]}:{bits.bits[1]}]"
    return s
