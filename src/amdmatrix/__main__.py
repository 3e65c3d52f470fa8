"""``python -m amdmatrix``: the same as the ``amdmatrix`` command (scripts/amdmatrix)."""

import gc

gc.disable()  # as scripts/amdmatrix does

from .cli import console_main  # noqa: E402 - after gc.disable

console_main()
