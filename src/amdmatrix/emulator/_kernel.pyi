"""Type stub of the optional C module ``_kernel.c`` (the fast path's arithmetic)."""

from typing import Any

def mma(a: Any, b: Any, a_table: Any, b_table: Any, c: Any, d: Any, m: int, k: int, n: int,
        a_bytes: int, b_bytes: int, a_transposed: bool, b_transposed: bool,
        reduced: Any = ..., part: int = ..., bounds: Any = ...,
        a_mask: int = ..., b_mask: int = ..., a_sign: int = ..., b_sign: int = ...) -> None: ...
def copy() -> str: ...
