"""The JSON document of ``amdmatrix emulate --json`` (documented in docs/json.md).

One object per run, ``"query": "emulate"``: the instruction and its modifiers, every
operand's shape, NumPy dtype and number format, and D: its values (files mode, no
``--out``), or with ``--random`` the largest error against the NumPy reference. With
``--show-registers`` the register images, as lists of 32-bit words (integers).

JSON has no NaN or infinity: those values are the strings ``"nan"``, ``"inf"`` and
``"-inf"``; -0.0 is written as ``-0.0``.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np
import numpy.typing as npt

from ..model import Instruction
from ..render.jsonout import SCHEMA
from ..render.jsontext import pretty

__all__ = ["document", "dumps"]

Doc = dict[str, Any]


def _number(x: float | int) -> float | int | str:
    if isinstance(x, float) and not math.isfinite(x):
        return "nan" if math.isnan(x) else ("inf" if x > 0 else "-inf")
    return x


def _values(arr: npt.NDArray[Any]) -> Any:
    """Nested lists of exact values (int or float; NaN and infinities as strings)."""
    def convert(v: Any) -> Any:
        return [convert(x) for x in v] if isinstance(v, list) else _number(v)

    return convert(arr.tolist())


def _operand(arr: npt.NDArray[Any], fmt: str) -> Doc:
    return {"shape": list(arr.shape), "dtype": str(arr.dtype), "format": fmt}


def document(inst: Instruction, wave: int, mods: dict[str, int], clamp: bool, inputs: dict[str, npt.NDArray[Any]],
             formats: dict[str, str], d: npt.NDArray[Any], *, values: bool, out: str | None,
             random: Doc | None, registers: dict[str, npt.NDArray[np.uint32]] | None) -> Doc:
    """The document of one run.

    ``inputs`` are the arrays given (keys A, B, C, index, scale_a, scale_b), ``formats`` the
    number formats by register operand (A, B, C, K, SA, SB, D). ``random`` carries seed,
    batch and the error figures of ``--random``.
    """
    operand_of = {"A": "A", "B": "B", "C": "C", "index": "K", "scale_a": "SA", "scale_b": "SB"}
    doc: Doc = {
        "schema": SCHEMA,
        "query": "emulate",
        "architecture": inst.arch.name,
        "instruction": inst.mnemonic,
        "wave": wave,
        "modifiers": {k: v for k, v in mods.items() if v},
        "clamp": clamp,
        "inputs": {key: _operand(arr, formats.get(operand_of[key], "")) for key, arr in inputs.items()},
        "d": _operand(d, formats["D"]),
    }
    if values:
        doc["d"]["values"] = _values(d)
    if out is not None:
        doc["out"] = out
    if random is not None:
        doc["random"] = {k: _number(v) if isinstance(v, float) else v for k, v in random.items()}
    if registers is not None:
        doc["registers"] = {key: {"format": formats.get(key, ""), "shape": list(image.shape),
                                  "words": image.tolist()} for key, image in registers.items()}
    return doc


def dumps(doc: Doc) -> str:
    """The document as JSON text (strict: no NaN or Infinity literals)."""
    return pretty(doc, allow_nan=False)
