"""Errors of the assembler and the disassembler."""

from __future__ import annotations

from ..errors import AmdMatrixError

__all__ = ["AsmError", "DecodeError", "ArgumentError"]


class AsmError(AmdMatrixError):
    """Assembly text that LLVM would reject (or that amdmatrix cannot encode).

    ``column`` is the 1-based column of the offending token in ``source`` (the line), and
    ``line`` the 1-based line number when several lines were assembled at once.
    """

    def __init__(self, message: str, column: int = 1, source: str = "", line: int | None = None) -> None:
        self.message = message
        self.column = column
        self.source = source
        self.line = line
        where = f"line {line}, column {column}" if line is not None else f"column {column}"
        super().__init__(f"{where}: {message}")


class DecodeError(AmdMatrixError):
    """Bytes that are not one valid matrix instruction of the architecture.

    ``offset`` is the byte offset of the instruction that could not be decoded.
    """

    def __init__(self, message: str, offset: int = 0) -> None:
        self.message = message
        self.offset = offset
        super().__init__(f"byte {offset}: {message}" if offset else message)


class ArgumentError(AmdMatrixError, TypeError):
    """An argument of :func:`~amdmatrix.encoding.encode` or :func:`~amdmatrix.encoding.decode`
    has the wrong type (the assembly must be a ``str``, the bytes a bytes-like object, the wave
    size an integer or None). It is also a :class:`TypeError`.
    """
