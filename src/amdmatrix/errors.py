"""The exception hierarchy of amdmatrix.

Every error the library raises on bad input derives from :class:`AmdMatrixError`,
which is a :class:`ValueError`. Each message names the legal values, so a caller
(or the CLI, which prints the message on one line) can tell the user what to do.
"""

from __future__ import annotations

__all__ = [
    "AmdMatrixError",
    "UnknownArchitectureError",
    "UnknownInstructionError",
    "UnknownMatrixError",
    "OutOfRangeError",
    "UnsupportedModifierError",
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
