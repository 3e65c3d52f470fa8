"""``python -m amdmatrix``: the same as the ``amdmatrix`` console script."""

from .cli import console_main

console_main()
