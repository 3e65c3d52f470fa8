"""The decode context: what a family's builder needs to turn one statement into a closure.

A builder (``build(ctx, stmt, base) -> Run``) reads the statement's operands through
:class:`Ctx` once; the closures it returns do no parsing. Readers of vector sources return
``(lanes,)`` uint32 arrays (uint64 for 64-bit formats); readers of scalar sources return
Python integers.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import numpy.typing as npt

from .._dataclasses import dataclass, field
from ..archs import Arch
from ..hazards.reader import Stmt
from .errors import UnimplementedError
from .operands import SLOT_EXEC, SLOT_NULL, Operand, Unsupported, lanes_of, parse_operand
from .state import Wave
from .traits import Traits

__all__ = ["Ctx", "Run", "END", "BARRIER", "FMT_BITS", "Meta"]

#: What a decoded instruction runs: it returns None (go on to the next statement), a statement
#: index (a taken branch), END or BARRIER.
Run = Callable[[Wave], "int | None"]
END = -1
BARRIER = -2

#: Bits of each operand format.
FMT_BITS = {"b16": 16, "u16": 16, "i16": 16, "f16": 16, "bf16": 16,
            "b32": 32, "u32": 32, "i32": 32, "f32": 32,
            "b64": 64, "u64": 64, "i64": 64, "f64": 64}
_SIGN = {16: 0x8000, 32: 0x80000000, 64: 0x8000000000000000}
U32 = npt.NDArray[np.uint32]


@dataclass
class Meta:
    """What an instruction tells the executor and its observers besides its semantics."""

    #: Counters it increments at issue, with the ordering class on each ("" = any order).
    counters: tuple[tuple[str, str], ...] = ()
    #: For s_waitcnt and the s_wait_* family: counter -> the count to wait for.
    wait: dict[str, int] | None = None
    #: Registers a load writes when it completes (vector mask, scalar mask), if not the
    #: hazard view's writes.
    returns: tuple[int, int] | None = None
    #: "ds" for LDS instructions (bank conflicts), "barrier", "matrix", ...
    kind: str = ""
    #: Extra facts for the trace (the matrix instruction's model, ...).
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass(eq=False, repr=False)
class Ctx:
    """Decoding one kernel for one architecture and wave size."""

    arch: Arch
    traits: Traits
    lanes: int
    labels: dict[str, int]
    addresses: dict[int, int]
    stmts: list[Stmt]
    meta: Meta = field(init=False, default_factory=Meta)
    index: int = field(init=False, default=0)
    next: int = field(init=False, default=1)
    #: Filled by the executor: global facts (the LDS size, modes).
    modes: dict[str, int] = field(init=False, default_factory=dict)
    _consts: dict[tuple[int, str], U32] = field(init=False, default_factory=dict)

    # ------------------------------------------------------------------ errors
    def unimplemented(self, st: Stmt, what: str = "") -> UnimplementedError:
        thing = what or f"the instruction {st.mnemonic}"
        return UnimplementedError(f"line {st.line}: {thing} is not implemented by amdmatrix run on "
                                  f"{self.arch.name} ({st.text.strip()[:80]})")

    def operand(self, st: Stmt, n: int) -> Operand:
        if n >= len(st.operands):
            raise UnimplementedError(f"line {st.line}: {st.mnemonic} needs operand {n + 1}, which is missing "
                                     f"({st.text.strip()[:80]})")
        try:
            return parse_operand(st.operands[n], st)
        except Unsupported as e:
            raise self.unimplemented(st, str(e)) from None

    def count(self, st: Stmt, *ns: int) -> None:
        if len(st.operands) not in ns:
            raise UnimplementedError(f"line {st.line}: {st.mnemonic} takes {' or '.join(map(str, ns))} operands, not "
                                     f"{len(st.operands)} ({st.text.strip()[:80]})")

    def mods(self, st: Stmt) -> dict[str, str]:
        """The statement's modifiers as name -> value ("" for a flag)."""
        out: dict[str, str] = {}
        for m in st.modifiers:
            name, _, value = m.partition(":")
            out[name.strip().lower()] = value.strip()
        return out

    def no_mods(self, st: Stmt, allowed: tuple[str, ...] = ()) -> dict[str, str]:
        mods = self.mods(st)
        for name in mods:
            if name not in allowed:
                raise self.unimplemented(st, f"the modifier {name!r} of {st.mnemonic}")
        return mods

    def int_mod(self, st: Stmt, mods: dict[str, str], name: str, default: int = 0) -> int:
        if name not in mods:
            return default
        from ..hazards.asm import evaluate

        try:
            return evaluate(mods[name])
        except Exception:  # noqa: BLE001
            raise self.unimplemented(st, f"the modifier {name}:{mods[name]}") from None

    # ------------------------------------------------------------------ scalar operands
    def sread(self, st: Stmt, op: Operand, bits: int = 32, fmt: str = "b32") -> Callable[[Wave], int]:
        """A scalar source (SGPR slots, constant, scc, vccz/execz) as an integer of ``bits``."""
        if op.kind == "s":
            slot = op.first
            if bits == 64:
                if op.count == 1:  # a 32-bit register read as 64 bits: LLVM refuses, so be loud
                    raise self.unimplemented(st, f"the 64-bit operand {op.text}")
                return lambda w: w.s[slot] | (w.s[slot + 1] << 32)
            if slot == SLOT_EXEC + 1 and self.lanes == 32:
                return lambda w: 0
            return lambda w: w.s[slot]
        if op.kind == "const":
            v = op.const_bits(fmt if FMT_BITS.get(fmt, 32) == bits else ("b64" if bits == 64 else "b32"))
            if bits == 64 and fmt != "f64" and op.fvalue is None:
                v = op.value & ((1 << 64) - 1)
            return lambda w: v
        if op.kind == "scc":
            return lambda w: w.scc
        if op.kind == "vccz":
            full = (1 << self.lanes) - 1
            return lambda w: int(((w.s[106] | (w.s[107] << 32)) & full) == 0)
        if op.kind == "execz":
            return lambda w: int(w.exec == 0)
        if op.kind == "null":
            return lambda w: 0
        raise self.unimplemented(st, f"the scalar operand {op.text}")

    def swrite(self, st: Stmt, op: Operand, bits: int = 32) -> Callable[[Wave, int], None]:
        """A scalar destination of ``bits`` bits."""
        if op.kind == "null":
            return lambda w, v: None
        if op.kind != "s":
            raise self.unimplemented(st, f"the scalar destination {op.text}")
        slot = op.first
        if slot == SLOT_NULL:
            return lambda w, v: None
        if bits == 64:
            if op.count != 2:
                raise self.unimplemented(st, f"the 64-bit destination {op.text}")

            def w64(w: Wave, v: int) -> None:
                w.s[slot] = v & 0xFFFFFFFF
                w.s[slot + 1] = (v >> 32) & 0xFFFFFFFF
            return w64

        def w32(w: Wave, v: int) -> None:
            w.s[slot] = v & 0xFFFFFFFF
        return w32

    def mask_read(self, st: Stmt, op: Operand) -> Callable[[Wave], int]:
        """A lane mask source: an SGPR pair (wave64), one SGPR (wave32), vcc or exec."""
        return self.sread(st, op, 64 if self.lanes == 64 else 32)

    def mask_write(self, st: Stmt, op: Operand) -> Callable[[Wave, int], None]:
        return self.swrite(st, op, 64 if self.lanes == 64 else 32)

    # ------------------------------------------------------------------ vector operands
    def const_array(self, bits: int, value: int) -> npt.NDArray[Any]:
        key = (bits * 4 + 0, str(value))
        got = self._consts.get(key)
        if got is None:
            got = np.full(self.lanes, value, np.uint64 if bits == 64 else np.uint32)
            got.setflags(write=False)
            self._consts[key] = got
        return got

    def vread(self, st: Stmt, op: Operand, fmt: str, hi: bool = False) -> Callable[[Wave], npt.NDArray[Any]]:
        """A vector source of format ``fmt`` as raw bits: (lanes,) uint32 (uint64 for 64-bit
        formats). A 16-bit format reads the low half (the high half with ``hi`` or ``v0.h``).
        Float modifiers (``-x``, ``|x|``) are applied to the sign bit."""
        bits = FMT_BITS[fmt]
        lanes = self.lanes
        base: Callable[[Wave], Any]
        if op.kind in ("v", "a"):
            r = op.first
            if bits == 64:
                if op.count != 2:
                    raise self.unimplemented(st, f"the 64-bit operand {op.text}")
                if op.kind == "v":
                    def base(w: Wave) -> Any:
                        return w.v[r].astype(np.uint64) | (w.v[r + 1].astype(np.uint64) << np.uint64(32))
                else:
                    def base(w: Wave) -> Any:
                        return w.a[r].astype(np.uint64) | (w.a[r + 1].astype(np.uint64) << np.uint64(32))
            elif op.kind == "v":
                def base(w: Wave) -> Any:
                    return w.v[r]
            else:
                def base(w: Wave) -> Any:
                    return w.a[r]
            if op.half == "h":
                hi = True
        else:
            if op.kind == "const":
                kind = fmt if fmt in ("f16", "bf16", "f32", "f64") else ("b64" if bits == 64 else "b32")
                value = op.const_bits(kind)
                arr = self.const_array(bits, value)
                base = lambda w: arr  # noqa: E731
            else:
                sr = self.sread(st, op, 64 if bits == 64 else 32, fmt)
                dt = np.uint64 if bits == 64 else np.uint32
                base = lambda w: np.full(lanes, sr(w), dt)  # noqa: E731
        reader = base
        if bits == 16 and hi:
            inner = reader
            reader = lambda w: inner(w) >> np.uint32(16)  # noqa: E731
        if op.sext and bits <= 32:
            inner2 = reader
            if bits == 16:
                reader = lambda w: (inner2(w) & np.uint32(0xFFFF)).astype(np.uint16).view(np.int16).astype(  # noqa
                    np.int32).view(np.uint32)
        if (op.neg or op.abs) and fmt.startswith(("f", "bf")) and op.kind != "const":
            sign = _SIGN[bits]
            dt = np.uint64 if bits == 64 else np.uint32
            mask = dt(sign)
            inner3 = reader
            if op.abs and op.neg:
                reader = lambda w: inner3(w) | mask  # noqa: E731
            elif op.abs:
                nm = dt(~sign & ((1 << 64) - 1 if bits == 64 else 0xFFFFFFFF))
                reader = lambda w: inner3(w) & nm  # noqa: E731
            else:
                reader = lambda w: inner3(w) ^ mask  # noqa: E731
        elif op.kind == "const" and op.abs and fmt.startswith("f"):
            raise self.unimplemented(st, f"|constant| {op.text}")
        elif (op.neg or op.abs) and not fmt.startswith(("f", "bf")) and op.kind != "const":
            raise self.unimplemented(st, f"the source modifier on the integer operand {op.text}")
        return reader

    def vdest(self, st: Stmt, op: Operand, bits: int = 32, half: str = "") -> tuple[str, int, int]:
        """(file, first register, count) of a vector destination."""
        if op.kind not in ("v", "a"):
            raise self.unimplemented(st, f"the vector destination {op.text}")
        want = 2 if bits == 64 else 1
        if op.count != want and bits != 0:
            raise self.unimplemented(st, f"the destination {op.text} for a {bits}-bit result")
        return op.kind, op.first, op.count

    def vwrite(self, st: Stmt, op: Operand, fmt: str, hi: bool = False,
               zero_high: bool | None = None) -> Callable[[Wave, npt.NDArray[Any], Any], None]:
        """A writer of a result of format ``fmt`` (raw bits) under EXEC and an extra lane mask
        (None: EXEC only). A 16-bit result goes to the low half (high with ``hi`` or ``v0.h``);
        the other half is cleared or kept as the architecture does (:class:`Traits`)."""
        bits = FMT_BITS[fmt]
        file, r, _ = self.vdest(st, op, bits)
        if op.half == "h":
            hi = True
        if zero_high is None:
            zero_high = self.traits.zero_high16 and not op.half
        full = (1 << self.lanes) - 1

        def put(w: Wave, reg: int, value: npt.NDArray[np.uint32], extra: Any) -> None:
            arr = w.v if file == "v" else w.a
            if callable(extra):  # a lane mask that depends on the wave (a DPP plan under its EXEC)
                extra = extra(w)
            if extra is None and w.exec == full:
                arr[reg] = value
            else:
                m = w.exec_mask() if extra is None else (w.exec_mask() & extra)
                np.copyto(arr[reg], value, where=m, casting="unsafe")

        if bits == 64:
            def write64(w: Wave, value: npt.NDArray[Any], extra: Any) -> None:
                value = value.astype(np.uint64, copy=False)
                put(w, r, (value & np.uint64(0xFFFFFFFF)).astype(np.uint32), extra)
                put(w, r + 1, (value >> np.uint64(32)).astype(np.uint32), extra)
            return write64
        if bits == 16:
            if hi:
                def write_hi(w: Wave, value: npt.NDArray[Any], extra: Any) -> None:
                    arr = w.v if file == "v" else w.a
                    old = arr[r]
                    put(w, r, (old & np.uint32(0xFFFF)) | ((value.astype(np.uint32) & np.uint32(0xFFFF))
                                                          << np.uint32(16)), extra)
                return write_hi
            if zero_high:
                def write_lo0(w: Wave, value: npt.NDArray[Any], extra: Any) -> None:
                    put(w, r, value.astype(np.uint32) & np.uint32(0xFFFF), extra)
                return write_lo0

            def write_lo(w: Wave, value: npt.NDArray[Any], extra: Any) -> None:
                arr = w.v if file == "v" else w.a
                put(w, r, (arr[r] & np.uint32(0xFFFF0000)) | (value.astype(np.uint32) & np.uint32(0xFFFF)), extra)
            return write_lo

        def write32(w: Wave, value: npt.NDArray[Any], extra: Any) -> None:
            put(w, r, value, extra)
        return write32

    def lane_mask(self, mask: int) -> npt.NDArray[np.bool_]:
        return lanes_of(mask, self.lanes)

    # ------------------------------------------------------------------ branches
    def target(self, st: Stmt, text: str) -> int:
        """The statement index a branch operand names (a label, or llvm-objdump's address)."""
        if text in self.labels:
            return self.labels[text]
        if st.address is not None:
            off: int | None
            try:
                off = int(text, 0)
            except ValueError:
                off = st.encoding & 0xFFFF if st.encoding is not None else None
            if off is not None:
                off = off - 0x10000 if off >= 0x8000 else off
                dest = self.addresses.get(st.address + 4 + 4 * off)
                if dest is not None:
                    return dest
        if st.target_hint and st.target_hint in self.labels:
            return self.labels[st.target_hint]
        raise UnimplementedError(f"line {st.line}: the branch target {text!r} is not a label of the kernel "
                                 f"({st.text.strip()[:80]})")
