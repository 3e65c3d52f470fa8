"""The explorer's data and page, built once per test session (building takes several seconds)."""

from __future__ import annotations

from functools import cache
from typing import Any

from amdmatrix.explorer import build, page


@cache
def data() -> dict[str, Any]:
    return build()


@cache
def html() -> str:
    return page(data())
