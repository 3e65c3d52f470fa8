"""Numeric emulation of AMD matrix instructions (needs numpy and ml_dtypes).

Pack NumPy matrices into the register images an instruction reads, run the instruction on
register images with its modifiers, and unpack the result::

    import numpy as np
    import amdmatrix

    emu = amdmatrix.emulate
    inst = amdmatrix.instruction("cdna3", "v_mfma_f32_32x32x8_f16")
    a = emu.pack(inst, "A", np.ones((32, 8)))       # uint32, shape (registers, lanes)
    d = emu.execute(inst, a, emu.pack(inst, "B", np.ones((8, 32))), emu.pack(inst, "C", np.zeros((32, 32))))
    emu.unpack(inst, "D", d)                        # 8.0 everywhere

    amdmatrix.emulate("cdna3", "v_mfma_f32_32x32x8_f16", A, B, C)   # the same in one call

The arithmetic model (exact products, one rounding) is described in docs/emulation.md.
Importing this package imports numpy; ``import amdmatrix`` alone never does.

``amdmatrix.emulate`` is :data:`EMULATE`, an :class:`Emulate`: calling it runs
:func:`emulate`, and its attributes are this package's functions (docs/decisions.md,
"Redesign").
"""

from __future__ import annotations

try:
    import ml_dtypes  # noqa: F401
    import numpy  # noqa: F401
except ImportError as e:
    raise ImportError(f"the emulator needs numpy and ml_dtypes ({e}); install them with: "
                      "pip install 'amdmatrix[emulate]' (or pip install numpy ml_dtypes)") from e

from ._api import MODIFIERS, compress, emulate, execute, expand, pack, unpack  # noqa: E402
from .movement import Wave, run  # noqa: E402

__all__ = ["EMULATE", "Emulate", "MODIFIERS", "Wave", "compress", "emulate", "execute", "expand", "pack", "run",
           "unpack"]


class Emulate:
    """``amdmatrix.emulate``: call it as :func:`emulate` (pack, execute and unpack in one call);
    :attr:`pack`, :attr:`unpack`, :attr:`execute`, :attr:`compress`, :attr:`expand`,
    :attr:`run` (the data-movement emulator), :attr:`Wave` and :attr:`MODIFIERS` are the
    functions of :mod:`amdmatrix.emulator`."""

    __call__ = staticmethod(emulate)
    pack = staticmethod(pack)
    unpack = staticmethod(unpack)
    execute = staticmethod(execute)
    compress = staticmethod(compress)
    expand = staticmethod(expand)
    run = staticmethod(run)
    Wave = Wave
    MODIFIERS = MODIFIERS

    def __repr__(self) -> str:
        return "<amdmatrix.emulate: emulate(arch, mnemonic, A, B, C, **modifiers); .pack, .unpack, .execute, ...>"


#: The one :class:`Emulate`, which ``amdmatrix.emulate`` returns.
EMULATE = Emulate()
