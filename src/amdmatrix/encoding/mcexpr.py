"""What LLVM's MC expressions mean, shared by the two readers of assembly.

The instruction reader (:mod:`amdmatrix.encoding.syntax`) and the hazard checker's
assembler front end (:mod:`amdmatrix.hazards.asm`) both evaluate integer expressions the
way llvm-mc does: 64-bit two's complement values and GNU-mode operator precedence (LLVM
AsmParser ``getGNUBinOpPrecedence``). Each reader applies the operators itself (one
evaluates as it reads, the other compiles an expression once for many symbol values).
"""

from __future__ import annotations

__all__ = ["PRECEDENCE", "wrap"]

#: LLVM's GNU-mode binary operator precedence: higher binds tighter.
PRECEDENCE = {"||": 1, "&&": 2, "==": 3, "!=": 3, "<>": 3, "<": 3, "<=": 3, ">": 3, ">=": 3, "+": 4, "-": 4,
              "|": 5, "&": 5, "^": 5, "!": 5, "*": 6, "/": 6, "%": 6, "<<": 6, ">>": 6}

_U64 = 1 << 64


def wrap(v: int) -> int:
    """``v`` modulo 2**64, as a signed 64-bit number."""
    v &= _U64 - 1
    return v - _U64 if v >> 63 else v

