"""Encode and decode AMD matrix instructions exactly as LLVM's assembler does.

>>> from amdmatrix.encoding import encode, decode
>>> encode("v_mfma_f32_32x32x8f16 a[0:15], v[0:1], v[2:3], 1.0", "cdna3").hex()
'0080ccd30005ca03'
>>> decode(bytes.fromhex("0080ccd30005ca03"), "cdna3")
['v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], 1.0']

``import amdmatrix`` does not import this package; ``amdmatrix.encode`` and
``amdmatrix.decode`` load it on first use.
"""

from __future__ import annotations

from .codec import decode, encode
from .errors import AsmError, DecodeError

__all__ = ["encode", "decode", "AsmError", "DecodeError"]
