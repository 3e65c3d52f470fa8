"""The errors of the whole-kernel executor (all :class:`~amdmatrix.errors.AmdMatrixError`)."""

from __future__ import annotations

from ..errors import AmdMatrixError

__all__ = ["KernelError", "UnimplementedError", "RunError", "StrictError"]


class KernelError(AmdMatrixError):
    """The kernel, its descriptor, its metadata or the launch (grid, block, arguments) is not usable."""


class UnimplementedError(AmdMatrixError):
    """An instruction (or an operand form of one) the executor does not implement: it names the
    instruction, the line and the architecture, and the run stops (nothing is skipped)."""


class RunError(AmdMatrixError):
    """The kernel did something the machine cannot continue from (a jump out of the code, a
    deadlock at a barrier, more instructions than the limit)."""


class StrictError(AmdMatrixError):
    """With ``strict=True``: the first report of a dynamic check, as an error."""
