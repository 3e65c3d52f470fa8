"""What LLVM's MC expressions mean, shared by the two readers of assembly.

The instruction reader (:mod:`amdmatrix.encoding.syntax`) and the hazard checker's
assembler front end (:mod:`amdmatrix.hazards.asm`) both evaluate integer expressions the
way llvm-mc does: 64-bit two's complement values and GNU-mode operator precedence (LLVM
AsmParser ``getGNUBinOpPrecedence``). Each reader applies the operators itself (one
evaluates as it reads, the other compiles an expression once for many symbol values).
"""

from __future__ import annotations

__all__ = ["PRECEDENCE", "wrap", "divide", "remainder", "shift_left", "shift_right"]

#: LLVM's GNU-mode binary operator precedence: higher binds tighter.
PRECEDENCE = {"||": 1, "&&": 2, "==": 3, "!=": 3, "<>": 3, "<": 3, "<=": 3, ">": 3, ">=": 3, "+": 4, "-": 4,
              "|": 5, "&": 5, "^": 5, "!": 5, "*": 6, "/": 6, "%": 6, "<<": 6, ">>": 6}

_U64 = 1 << 64


def wrap(v: int) -> int:
    """``v`` modulo 2**64, as a signed 64-bit number."""
    v &= _U64 - 1
    return v - _U64 if v >> 63 else v


def divide(a: int, b: int) -> int:
    """C's quotient of two signed 64-bit values, truncating towards 0, as llvm-mc computes it.

    Raises ZeroDivisionError for ``b == 0`` and OverflowError for ``INT64_MIN / -1`` (on which
    llvm-mc-22 itself stops); each reader names them in its own error."""
    a, b = wrap(a), wrap(b)
    if b == 0:
        raise ZeroDivisionError
    if a == -(1 << 63) and b == -1:
        raise OverflowError
    return wrap(abs(a) // abs(b) * (1 if (a < 0) == (b < 0) else -1))


def remainder(a: int, b: int) -> int:
    """``a % b`` with the sign of ``a`` (C's), the errors of :func:`divide`."""
    a, b = wrap(a), wrap(b)
    return wrap(a - divide(a, b) * b)


def shift_left(a: int, b: int) -> int:
    """``a << b`` as llvm-mc-22 computes it: the count taken modulo 64 (``1 << 65`` is 2)."""
    return wrap(a << (b & 63))


def shift_right(a: int, b: int) -> int:
    """``a >> b``: a logical shift of the 64-bit value, the count taken modulo 64, as llvm-mc-22."""
    return wrap((a & (_U64 - 1)) >> (b & 63))
