"""amdmatrix: exact register/lane layouts of AMD matrix instructions (MFMA, SMFMAC, WMMA, SWMMAC).

>>> import amdmatrix
>>> inst = amdmatrix.instruction("cdna3", "v_mfma_f32_32x32x8_f16")
>>> inst.locate("A", i=1, k=2)
[Location(register=1, lane=1, bits=(15, 0))]
>>> str(inst.locate("A", i=1, k=2)[0])
'v1{1}.[15:0]'

The library never prints and never imports numpy unless the emulator is used.
``amdmatrix.encode``/``amdmatrix.decode`` (LLVM's encodings) and ``amdmatrix.emulate``
(numeric emulation, needs numpy) load their packages on first use.
"""

from .archs import Arch
from .catalog import architectures, instruction, instructions
from .errors import (
    AmdMatrixError,
    OutOfRangeError,
    UnknownArchitectureError,
    UnknownInstructionError,
    UnknownMatrixError,
    UnsupportedModifierError,
)
from .model import Instruction
from .results import Calculation, Element, Location, Operand
from .vocabulary import VERSION as __version__  # noqa: F401 - the package version

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (docs/decisions.md)
if TYPE_CHECKING:  # for mypy and IDEs; at run time __getattr__ below loads these on first use
    from .conversion import convert
    from .emulator import EMULATE as emulate
    from .encoding import decode, encode
    from .exports import export
    from .hazards import HazardsPackage, check
    from .lds import lds
    from .linting import lint_layout as lint
    from .machine import run
    from .throughput import peak

    hazards: HazardsPackage

__all__ = [
    "AmdMatrixError",
    "Arch",
    "Calculation",
    "Element",
    "Instruction",
    "Location",
    "Operand",
    "OutOfRangeError",
    "UnknownArchitectureError",
    "UnknownInstructionError",
    "UnknownMatrixError",
    "UnsupportedModifierError",
    "architectures",
    "check",
    "convert",
    "decode",
    "emulate",
    "encode",
    "export",
    "hazards",
    "instruction",
    "instructions",
    "lds",
    "lint",
    "peak",
    "run",
]


def __getattr__(attr: str) -> object:
    """``amdmatrix.encode`` / ``decode`` / ``emulate`` / ``check`` / ``hazards``: load the package on first use.

    ``amdmatrix.emulate`` runs ``emulate(arch, mnemonic, A, B, C, **modifiers)`` when called,
    and ``amdmatrix.emulate.pack(inst, ...)``, ``.unpack``, ``.execute`` are the functions of
    the emulator package :mod:`amdmatrix.emulator` (it imports numpy).
    ``amdmatrix.hazards`` is the hazard package, also callable as
    ``amdmatrix.hazards(arch, first, second)``; ``amdmatrix.check(arch, asm)`` checks a kernel.
    """
    if attr in ("encode", "decode"):
        from . import encoding

        return getattr(encoding, attr)
    if attr == "emulate":
        from .emulator import EMULATE

        return EMULATE
    if attr == "convert":  # the conversion planner (needs the emulator's numpy)
        from .conversion import convert

        return convert
    if attr == "hazards":
        from importlib import import_module

        return import_module(f".{attr}", __name__)
    if attr == "export":
        from .exports import export

        return export
    if attr == "lint":
        from .linting import lint_layout

        return lint_layout
    if attr == "check":
        from .hazards import check

        return check
    if attr == "peak":
        from .throughput import peak

        return peak
    if attr == "run":  # the whole-kernel executor (needs numpy)
        from .machine import run

        return run
    if attr == "lds":
        from importlib import import_module

        return import_module(".lds", __name__)
    raise AttributeError(f"module {__name__!r} has no attribute {attr!r}")


def __dir__() -> list[str]:
    return sorted({*globals(), "check", "convert", "decode", "emulate", "encode", "export", "hazards", "lds", "lint",
                   "peak", "run"})


del TYPE_CHECKING
