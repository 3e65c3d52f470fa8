"""The exception hierarchy of amdmatrix.

Every error the library raises on bad input derives from :class:`AmdMatrixError`,
which is a :class:`ValueError`. Each message is one line that names the legal values, so
a caller (or the CLI, which prints it) can tell the user what to do. An argument of the
wrong type raises the same class as a wrong value of that argument: a bad architecture
:class:`UnknownArchitectureError`, a bad mnemonic :class:`UnknownInstructionError`, a bad
matrix name :class:`UnknownMatrixError`, a bad coordinate, register, lane or wave size
:class:`OutOfRangeError`, and a bad modifier (unknown keyword, wrong type, out of range)
:class:`UnsupportedModifierError`.
"""

from __future__ import annotations

__all__ = [
    "AmdMatrixError",
    "UnknownArchitectureError",
    "UnknownInstructionError",
    "UnknownMatrixError",
    "OutOfRangeError",
    "UnsupportedModifierError",
    "escape",
    "shown",
]


class AmdMatrixError(ValueError):
    """Root of every amdmatrix error."""


class UnknownArchitectureError(AmdMatrixError):
    """The architecture name (or alias) is not known."""


class UnknownInstructionError(AmdMatrixError):
    """The mnemonic is not a matrix instruction of the chosen architecture."""


class UnknownMatrixError(AmdMatrixError):
    """The matrix is not one of the instruction's operands (for example K on a dense instruction)."""


class OutOfRangeError(AmdMatrixError):
    """A coordinate, block, register, lane or wave size is outside the instruction's range."""


class UnsupportedModifierError(AmdMatrixError):
    """A modifier is out of range, or not supported by the instruction or architecture."""


def escape(text: str) -> str:
    """``text`` with every non-printable character (line breaks, ESC, ...) escaped as repr does."""
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


def shown(value: object, limit: int = 60) -> str:
    """A user's value echoed in a message: its repr, on one line, at most about ``limit`` characters.

    Huge integers are described rather than printed (Python refuses to convert integers
    of more than 4,300 digits to text), and an object whose repr fails is named by type.
    """
    if isinstance(value, int) and not isinstance(value, bool):
        bits = abs(int(value)).bit_length()
        if bits > 14_000:  # over 4,214 digits: str() may refuse
            return f"an integer of about {int(bits * 0.30103) + 1} digits"
        digits = str(int(value))
        if len(digits) > 30:
            return f"{digits[:12]}... (an integer of {len(digits.lstrip('-'))} digits)"
        return digits
    try:
        text = repr(value)
    except Exception:  # a user's object whose __repr__ fails still gets a message
        text = f"<{type(value).__name__} object>"
    text = escape(text)
    return text if len(text) <= limit else text[: limit - 3] + "..."
