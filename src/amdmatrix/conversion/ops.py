"""A plan's instructions as records: :class:`Reg` (a register or a tuple of them) and
:class:`Op` (mnemonic, operands, modifiers), which register allocation, waits and the HIP forms
read instead of the emitted text; and the register lists a user names (``--free-vgprs``)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from .._dataclasses import dataclass
from ..errors import AmdMatrixError

__all__ = ["Reg", "Op", "parse_registers"]


@dataclass(frozen=True)
class Reg:
    """A register operand: ``file`` "v" or "s", its first register and how many (a tuple)."""

    file: str
    index: int
    count: int = 1

    def __str__(self) -> str:
        if self.count == 1:
            return f"{self.file}{self.index}"
        return f"{self.file}[{self.index}:{self.index + self.count - 1}]"

    @property
    def indices(self) -> range:
        return range(self.index, self.index + self.count)


@dataclass(frozen=True)
class Op:
    """One instruction of a plan: the mnemonic, the operands (registers or text), the
    modifiers, how many leading operands it writes and whether it also reads them, both stated
    by the emitter. ``writes``: 1 for a VALU or an LDS read, 2 for a swap permlane, which writes
    both registers, 0 for an LDS store or a wait. ``reads_written``: the written registers'
    old values are read too, as LLVM ties them (a DPP move's ``old`` operand, which the lanes a
    bank mask leaves out keep; the permlanes; an FP8/BF8 pack conversion, which writes one half
    of its register and keeps the other). :attr:`text` is its LLVM assembly; :meth:`defs` are
    the registers it writes, :meth:`uses` those it reads, :meth:`regs` every one it names."""

    mnemonic: str
    operands: tuple[Reg | str, ...] = ()
    modifiers: tuple[str, ...] = ()
    writes: int = 1
    reads_written: bool = False

    @property
    def text(self) -> str:
        operands = ", ".join(str(o) for o in self.operands)
        return " ".join(x for x in (self.mnemonic, operands, " ".join(self.modifiers)) if x)

    def regs(self, file: str = "v") -> list[int]:
        """Every register of ``file`` the instruction names."""
        return [i for o in self.operands if isinstance(o, Reg) and o.file == file for i in o.indices]

    def defs(self, file: str = "v") -> list[int]:
        return [i for o in self.operands[:self.writes] if isinstance(o, Reg) and o.file == file for i in o.indices]

    def uses(self, file: str = "v") -> list[int]:
        """The registers of ``file`` it reads: its sources, and what it writes if ``reads_written``."""
        read = self.operands if self.reads_written else self.operands[self.writes:]
        return [i for o in read if isinstance(o, Reg) and o.file == file for i in o.indices]

    def renamed(self, v: Callable[[int], int], s: Callable[[int], int] | None = None) -> Op:
        def one(o: Reg | str) -> Reg | str:
            if not isinstance(o, Reg):
                return o
            f = v if o.file == "v" else s
            if f is None:
                return o
            first = f(o.index)
            if any(f(i) != first + n for n, i in enumerate(o.indices)):
                raise AmdMatrixError(f"internal error: the register tuple {o} was not kept consecutive")
            return Reg(o.file, first, o.count)

        return Op(self.mnemonic, tuple(one(o) for o in self.operands), self.modifiers, self.writes,
                  self.reads_written)


def parse_registers(text: str, file: str, limit: int) -> tuple[int, ...]:
    """The registers of ``file`` ("v" or "s") that ``text`` names: ``s24-s35``, ``s[24:35]``,
    ``24-35`` or several of those separated by commas; each below ``limit``."""
    out: set[int] = set()
    legal = (f"legal forms: {file}24-{file}35, {file}[24:35], {file}24,{file}26-{file}29 (registers "
             f"{file}0-{file}{limit - 1})")
    for raw in str(text).split(","):
        part = raw.strip().lower()
        m = (re.fullmatch(rf"{file}\[(\d+):(\d+)\]", part)
             or re.fullmatch(rf"{file}?(\d+)(?:\s*-\s*{file}?(\d+))?", part))
        if m is None:
            raise AmdMatrixError(f"{raw.strip()!r} does not name {'VGPRs' if file == 'v' else 'SGPRs'}; {legal}")
        lo = int(m.group(1))
        hi = int(m.group(2)) if m.group(2) is not None else lo
        if hi < lo or hi >= limit:
            raise AmdMatrixError(f"{raw.strip()!r} is out of range; {legal}")
        out.update(range(lo, hi + 1))
    return tuple(sorted(out))


def _ranges(indices: Iterable[int], file: str) -> str:
    """``v0-v19, v32`` for a set of registers (``none`` when empty)."""
    xs = sorted(set(indices))
    parts: list[str] = []
    i = 0
    while i < len(xs):
        j = i
        while j + 1 < len(xs) and xs[j + 1] == xs[j] + 1:
            j += 1
        parts.append(f"{file}{xs[i]}" if i == j else f"{file}{xs[i]}-{file}{xs[j]}")
        i = j + 1
    return ", ".join(parts) or "none"
