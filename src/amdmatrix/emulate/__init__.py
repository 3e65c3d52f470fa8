"""Numeric emulation of AMD matrix instructions (needs numpy and ml_dtypes).

Pack NumPy matrices into the register images an instruction reads, run the instruction on
register images with its modifiers, and unpack the result::

    import numpy as np
    import amdmatrix

    inst = amdmatrix.instruction("cdna3", "v_mfma_f32_32x32x8_f16")
    a = inst.pack("A", np.ones((32, 8)))          # uint32, shape (registers, lanes)
    d = inst.execute(a, inst.pack("B", np.ones((8, 32))), inst.pack("C", np.zeros((32, 32))))
    inst.unpack("D", d)                             # 8.0 everywhere

    amdmatrix.emulate("cdna3", "v_mfma_f32_32x32x8_f16", A, B, C)   # the same in one call

The arithmetic model (exact products, one rounding) is described in docs/emulation.md.
Importing this package imports numpy; ``import amdmatrix`` alone never does.

The module object itself is callable: ``amdmatrix.emulate(...)`` runs :func:`emulate`,
whether or not this package has been imported as ``amdmatrix.emulate`` before.
"""

from __future__ import annotations

import sys
import types
from typing import Any

try:
    import ml_dtypes  # noqa: F401
    import numpy  # noqa: F401
except ImportError as e:
    raise ImportError(f"the emulator needs numpy and ml_dtypes ({e}); install them with: "
                      "pip install 'amdmatrix[emulate]' (or pip install numpy ml_dtypes)") from e

from ._api import MODIFIERS, compress, emulate, execute, expand, pack, unpack  # noqa: E402

__all__ = ["MODIFIERS", "compress", "emulate", "execute", "expand", "pack", "unpack"]


class _CallableModule(types.ModuleType):
    """``amdmatrix.emulate`` is both this package and the :func:`emulate` function."""

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return emulate(*args, **kwargs)


sys.modules[__name__].__class__ = _CallableModule
