"""``amdmatrix explore``: one self-contained HTML page to browse every layout, offline.

:func:`page` returns the page: ``explorer.html`` with ``explorer.css``, ``explorer.js`` and
the data of :func:`amdmatrix.explorer.data.build` inlined (no network, no CDN; it works
from ``file://``). The data are the library's query results; the script computes no
layout (docs/pictures.md explains the choice).
"""

from __future__ import annotations

import json
import re
from importlib import resources
from typing import Any

__all__ = ["page", "build"]


def build(verify: bool = False) -> dict[str, Any]:
    """The page's data: see :func:`amdmatrix.explorer.data.build`."""
    from .data import build as _build

    return _build(verify)


def _asset(name: str) -> str:
    return resources.files(__package__).joinpath(name).read_text(encoding="utf-8")


def page(data: dict[str, Any] | None = None) -> str:
    """The explorer page as one HTML document (``data`` defaults to :func:`build`)."""
    payload = json.dumps(build() if data is None else data, separators=(",", ":"), sort_keys=True)
    # Inside <script> the only sequence to avoid is "</"; JSON allows "<\/".
    payload = payload.replace("</", "<\\/")
    parts = {"/*CSS*/": _asset("explorer.css"), "/*DATA*/": payload, "/*JS*/": _asset("explorer.js")}
    pieces = re.split(r"(/\*CSS\*/|/\*DATA\*/|/\*JS\*/)", _asset("explorer.html"))
    if sorted(pieces[1::2]) != sorted(parts):
        raise AssertionError("explorer.html must hold each of /*CSS*/, /*DATA*/ and /*JS*/ once")
    return "".join(parts.get(p, p) if n % 2 else p for n, p in enumerate(pieces))
