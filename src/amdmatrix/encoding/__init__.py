"""Encode and decode AMD matrix instructions exactly as LLVM's assembler does.

>>> from amdmatrix.encoding import encode, decode
>>> encode("cdna3", "v_mfma_f32_32x32x8f16 a[0:15], v[0:1], v[2:3], 1.0").hex()
'0080ccd30005ca03'
>>> decode("cdna3", bytes.fromhex("0080ccd30005ca03"))
['v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], 1.0']

``import amdmatrix`` does not import this package; ``amdmatrix.encode`` and
``amdmatrix.decode`` load it on first use. Importing the package itself is cheap too: the
codec loads when one of the names below is first used, so that the plain-data module
:mod:`amdmatrix.encoding.llvm_aliases` can be imported on its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .codec import decode, encode
    from .errors import ArgumentError, AsmError, DecodeError

__all__ = ["encode", "decode", "AsmError", "DecodeError", "ArgumentError"]


def __getattr__(attr: str) -> Any:
    if attr in ("encode", "decode"):
        from . import codec

        return getattr(codec, attr)
    if attr in ("AsmError", "DecodeError", "ArgumentError"):
        from . import errors

        return getattr(errors, attr)
    raise AttributeError(f"module {__name__!r} has no attribute {attr!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
