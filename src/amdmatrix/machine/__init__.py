"""Whole kernels on the CPU: ``amdmatrix.run`` (needs numpy and ml_dtypes).

The executor joins the existing parts: the checker's assembly reader, an explicit machine
state (:mod:`.state`), one instruction table (:mod:`.table`, semantics grouped by family), the
bit-exact matrix engine (:mod:`amdmatrix.emulator`), the data-movement emulator's lane maps, the
LDS model and the hazard rules (the dynamic checks, :mod:`.checks`). docs/run.md describes it.
"""

from __future__ import annotations

try:
    import ml_dtypes  # noqa: F401
    import numpy  # noqa: F401
except ImportError as e:
    raise ImportError(f"amdmatrix run needs numpy and ml_dtypes ({e}); install them with: "
                      "pip install 'amdmatrix[emulate]' (or pip install numpy ml_dtypes)") from e

from .api import DEFAULT_MAX_INSTRUCTIONS, RunResult, run  # noqa: E402
from .checks import BankCount, Report  # noqa: E402
from .errors import KernelError, RunError, StrictError, UnimplementedError  # noqa: E402
from .trace import TraceLine  # noqa: E402

__all__ = ["run", "RunResult", "Report", "BankCount", "TraceLine", "KernelError", "RunError", "StrictError",
           "UnimplementedError", "DEFAULT_MAX_INSTRUCTIONS"]
