"""Operands: what the reader's operand text means to the machine, compiled once into readers
and writers (closures over the register slots) so that execution does no parsing.

The register names are the reader's (:func:`amdmatrix.hazards.reader.registers`); this module
only adds what the hazard checker never needed: the values of constants and the register
slots. Scalar slots (MI200 ISA §5.2 "Scalar ALU Operands", RDNA3 ISA §3.2): ``s0``-``s105``
are slots 0-105, ``vcc_lo``/``vcc_hi`` 106-107, ``ttmp0``-``ttmp15`` 108-123, ``m0`` 124,
``exec_lo``/``exec_hi`` 126-127. Constants (MI200 ISA §6.2 "Operands"): the inline integers
-16..64 and floats ±0.5, ±1, ±2, ±4 and 1/(2π) in the operand's format (the table of
:mod:`amdmatrix.encoding.spec`), and 32-bit literals; a float literal is rounded to the
operand's format as LLVM does, an integer literal is taken as written. A 32-bit literal of a
64-bit float operand is the double's high half (MI200 ISA §6.2: "the literal is the upper 32
bits").
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable

import numpy as np
import numpy.typing as npt

from .._dataclasses import dataclass
from ..encoding.spec import FLOAT_CONSTS, _bits, _round
from ..hazards.asm import evaluate
from ..hazards.reader import Stmt, registers

__all__ = ["Operand", "parse_operand", "SLOT_VCC", "SLOT_M0", "SLOT_EXEC", "SLOT_TTMP", "SCALAR_SLOTS",
           "U32", "U64", "Unsupported"]

U32 = npt.NDArray[np.uint32]
U64 = npt.NDArray[np.uint64]

SLOT_VCC = 106
SLOT_TTMP = 108
SLOT_M0 = 124
SLOT_NULL = 125
SLOT_EXEC = 126
#: Scalar slots a wave has.
SCALAR_SLOTS = 128
_FILE_SLOT = {"s": 0, "vcc": SLOT_VCC, "ttmp": SLOT_TTMP, "m0": SLOT_M0, "exec": SLOT_EXEC}
_FLOAT_TEXT = {c.text: c.value for c in FLOAT_CONSTS}
_FLOATLIKE = re.compile(r"[-+]?(?:\d+\.\d*|\.\d+|\d+[eE][-+]?\d+|\d+\.\d*[eE][-+]?\d+|inf|nan)$", re.I)


class Unsupported(Exception):
    """An operand form the executor does not implement (turned into an UnimplementedError)."""


@dataclass(frozen=True)
class Operand:
    """One operand: ``kind`` is "v" (VGPR), "a" (AGPR), "s" (a scalar slot range), "const"
    (an integer or a float constant, ``value``/``fvalue``), "scc", "vccz", "execz", "null" or
    "off"; ``first``/``count`` the registers; ``neg``/``abs``/``sext`` the source modifiers;
    ``half`` "l"/"h" for a 16-bit half register (``v0.h``)."""

    kind: str
    first: int = 0
    count: int = 1
    value: int = 0
    fvalue: float | None = None
    neg: bool = False
    abs: bool = False
    sext: bool = False
    half: str = ""
    text: str = ""

    @property
    def is_vector(self) -> bool:
        return self.kind in ("v", "a")

    @property
    def is_scalar_reg(self) -> bool:
        return self.kind == "s"

    def const_bits(self, fmt: str) -> int:
        """The constant's bit pattern as a source of format ``fmt`` ("f16", "bf16", "f32", "f64",
        "b16", "b32", "b64", and the integer formats)."""
        if self.fvalue is not None:
            kind = {"f16": "b16", "bf16": "bf16", "f32": "b32", "f64": "b64"}.get(fmt)
            if kind is None:  # a float written for an integer operand: LLVM takes its binary32 pattern
                kind = "b32"
            if self.fvalue in (math.inf, -math.inf) or self.fvalue != self.fvalue:
                raise Unsupported(f"the constant {self.text!r}")
            rounded = _round(kind, self.fvalue)
            if rounded is None:
                raise Unsupported(f"the constant {self.text!r} overflows {fmt}")
            return _bits(kind, rounded[0])
        v = self.value
        if fmt == "f64" and not -16 <= v <= 64:
            return (v & 0xFFFFFFFF) << 32  # a 32-bit literal is the double's high half
        width = 64 if fmt in ("f64", "b64", "u64", "i64") else 32
        return v & ((1 << width) - 1)


def _strip_modifiers(text: str) -> tuple[str, bool, bool, bool]:
    t = text.strip()
    neg = absv = sext = False
    if t.startswith("-") and (t[1:2] in ("|", "v", "s", "a") or t[1:].startswith(("abs(", "vcc", "exec", "m0",
                                                                                 "ttmp"))):
        neg, t = True, t[1:].strip()
    elif t.startswith("neg(") and t.endswith(")"):
        neg, t = True, t[4:-1].strip()
    if t.startswith("|") and t.endswith("|") and len(t) > 1:
        absv, t = True, t[1:-1].strip()
    elif t.startswith("abs(") and t.endswith(")"):
        absv, t = True, t[4:-1].strip()
    if t.startswith("sext(") and t.endswith(")"):
        sext, t = True, t[5:-1].strip()
    return t, neg, absv, sext


_CACHE: dict[str, Operand] = {}


def parse_operand(text: str, stmt: Stmt | None = None) -> Operand:
    """The operand ``text`` as the machine reads it; raises :class:`Unsupported` on a form it does not model."""
    got = _CACHE.get(text)
    if got is not None:
        return got
    op = _parse(text, stmt)
    if len(_CACHE) < 100_000:
        _CACHE[text] = op
    return op


def _parse(text: str, stmt: Stmt | None) -> Operand:
    body, neg, absv, sext = _strip_modifiers(text)
    low = body.lower()
    half = ""
    if low.endswith((".l", ".h")) and re.match(r"v\d+\.[lh]$", low):
        half = low[-1]
        body = body[:-2]
        low = low[:-2]
    if low in ("scc", "src_scc"):
        return Operand("scc", text=text)
    if low in ("vccz", "src_vccz"):
        return Operand("vccz", text=text)
    if low in ("execz", "src_execz"):
        return Operand("execz", text=text)
    if low == "null":
        return Operand("null", text=text)
    if low == "off":
        return Operand("off", text=text)
    regs = registers(body, stmt.line if stmt else 0)
    if regs:
        if len(regs) != 1:
            # [v0, v1, v2]: consecutive registers written as a list
            f0 = regs[0][0]
            if all(r[0] == f0 and r[1] == r[2] for r in regs) and all(
                    regs[i + 1][1] == regs[i][1] + 1 for i in range(len(regs) - 1)):
                regs = [(f0, regs[0][1], regs[-1][1])]
            else:
                raise Unsupported(f"the operand {text!r}")
        f, lo, hi = regs[0]
        if f in ("v", "a"):
            return Operand(f, lo, hi - lo + 1, neg=neg, abs=absv, sext=sext, half=half, text=text)
        return Operand("s", _FILE_SLOT[f] + lo, hi - lo + 1, neg=neg, abs=absv, sext=sext, text=text)
    if body in _FLOAT_TEXT or _FLOATLIKE.match(body):
        fv = _FLOAT_TEXT.get(body)
        if fv is None:
            fv = float(body)
        return Operand("const", fvalue=-fv if neg else fv, text=text, abs=absv)
    if low.startswith("lit(") and low.endswith(")"):
        body = body[4:-1]
    try:
        v = evaluate(body)
    except Exception:  # noqa: BLE001 - an undefined symbol, a special register we do not model
        raise Unsupported(f"the operand {text!r}") from None
    return Operand("const", value=-v if neg else v, text=text, abs=absv)


# ------------------------------------------------------------------------------ lane masks
_MASKS: dict[tuple[int, int], npt.NDArray[np.bool_]] = {}


def lanes_of(mask: int, lanes: int) -> npt.NDArray[np.bool_]:
    """The bool array of a lane mask (bit n: lane n), cached."""
    key = (mask, lanes)
    got = _MASKS.get(key)
    if got is None:
        got = ((np.uint64(mask) >> np.arange(lanes, dtype=np.uint64)) & np.uint64(1)).astype(bool)
        got.setflags(write=False)
        if len(_MASKS) > 4096:
            _MASKS.clear()
        _MASKS[key] = got
    return got


def mask_of(lanes: npt.NDArray[np.bool_]) -> int:
    """The lane mask (bit n: lane n) of a bool array."""
    return int.from_bytes(np.packbits(lanes, bitorder="little").tobytes(), "little")


ReadS = Callable[..., int]
