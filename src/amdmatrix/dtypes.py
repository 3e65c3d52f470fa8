"""Data types of matrix operands, with the calculator's descriptions and storage widths, and the
one resolver of their spellings (:func:`resolve`), which every command and the API use."""

from __future__ import annotations

from .errors import AmdMatrixError
from .records import record

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from collections.abc import Iterable

__all__ = ["DType", "DTYPES", "SPELLINGS", "UnknownDataTypeError", "resolve", "spellings"]


@record
class DType:
    """A register data type: ``key`` names the numeric format for the emulator."""

    key: str
    bits: int
    description: str
    is_integer: bool = False


def _d(key: str, bits: int, description: str, is_integer: bool = False) -> DType:
    return DType(key, bits, description, is_integer)


DTYPES: dict[str, DType] = {
    d.key: d
    for d in (
        _d("fp64", 64, "FP64 (IEEE binary64 floating point)"),
        _d("fp32", 32, "FP32 (IEEE binary32 floating point)"),
        # XF32 inputs sit in FP32 registers; the calculator describes them as FP32.
        _d("xf32", 32, "FP32 (IEEE binary32 floating point)"),
        _d("fp16", 16, "FP16 (IEEE binary16 floating point)"),
        _d("bf16", 16, "BF16 (Brain floating point)"),
        _d("i32", 32, "int32 (Signed 32-bit integer)", True),
        _d("i8", 8, "int8 (Signed 8-bit integer)", True),
        _d("iu8", 8, "IU8 (Signed/unsigned 8-bit integer)", True),
        _d("iu4", 4, "IU4 (Signed/unsigned 4-bit integer)", True),
        _d("fp8_fnuz", 8, "FP8 (AMD 4-bit exponent, 3-bit mantissa floating point)"),
        _d("bf8_fnuz", 8, "BF8 (AMD 5-bit exponent, 2-bit mantissa floating point)"),
        _d("fp8", 8, "FP8 (OCP 4-bit exponent, 3-bit mantissa floating point)"),
        _d("bf8", 8, "BF8 (OCP 5-bit exponent, 2-bit mantissa floating point)"),
        _d("fp6", 6, "FP6 (OCP E2M3: 2-bit exponent, 3-bit mantissa floating point)"),
        _d("bf6", 6, "BF6 (OCP E3M2: 3-bit exponent, 2-bit mantissa floating point)"),
        _d("fp4", 4, "FP4 (OCP E2M1: 2-bit exponent, 1-bit mantissa floating point)"),
        _d("e8m0", 8, "E8M0 (8-bit exponent block scale, one byte selected by OPSEL)"),
        _d("idx", 32, "A matrix compression indices", True),
    )
}


class UnknownDataTypeError(AmdMatrixError):
    """A data type name amdmatrix does not know, or one that is not legal where it was given."""


_FP8 = ("fp8", "fp8_fnuz")
_BF8 = ("bf8", "bf8_fnuz")

#: Every spelling of a data type -> the :data:`DTYPES` keys it can name, preferred first. A generic
#: name (``fp8``, ``e4m3``, ``bf8``, ``e5m2``) names the OCP type or, on an architecture that has
#: only the FNUZ one (CDNA3), that one; ``e4m3fn``, ``e4m3fnuz`` and the ``_fnuz`` keys are exact.
#: FP32 names the XF32 inputs too (they sit in FP32 registers), and ``i8``/``iu8`` each other.
#: Look-ups ignore case, and ``-`` and ``_`` are the same.
SPELLINGS: dict[str, tuple[str, ...]] = {
    **{k: (k,) for k in DTYPES if k != "idx"},
    "f64": ("fp64",), "double": ("fp64",), "float64": ("fp64",),
    "fp32": ("fp32", "xf32"), "f32": ("fp32", "xf32"), "float": ("fp32", "xf32"), "float32": ("fp32", "xf32"),
    "single": ("fp32", "xf32"),
    "tf32": ("xf32",),
    "f16": ("fp16",), "half": ("fp16",), "float16": ("fp16",),
    "bfloat16": ("bf16",),
    "fp8": _FP8, "f8": _FP8, "e4m3": _FP8, "mxfp8": _FP8,
    "e4m3fn": ("fp8",), "float8_e4m3fn": ("fp8",), "fp8_ocp": ("fp8",),
    "e4m3fnuz": ("fp8_fnuz",), "float8_e4m3fnuz": ("fp8_fnuz",),
    "bf8": _BF8, "e5m2": _BF8,
    "float8_e5m2": ("bf8",), "bf8_ocp": ("bf8",),
    "e5m2fnuz": ("bf8_fnuz",), "float8_e5m2fnuz": ("bf8_fnuz",),
    "e2m3": ("fp6",), "mxfp6": ("fp6",), "float6_e2m3fn": ("fp6",),
    "e3m2": ("bf6",), "float6_e3m2fn": ("bf6",),
    "e2m1": ("fp4",), "mxfp4": ("fp4",), "float4_e2m1fn": ("fp4",),
    "i8": ("i8", "iu8"), "iu8": ("iu8", "i8"), "int8": ("i8", "iu8"), "u8": ("iu8",), "uint8": ("iu8",),
    "int4": ("iu4",), "i4": ("iu4",), "u4": ("iu4",),
    "int32": ("i32",),
}


def spellings(key: str) -> list[str]:
    """Every spelling that can name the type ``key`` (its key first)."""
    return [key] + sorted(s for s, keys in SPELLINGS.items() if key in keys and s != key)


def _shown(keys: Iterable[str]) -> str:
    return ", ".join(dict.fromkeys(keys))


def resolve(name: object, among: Iterable[str] | None = None, *, what: str = "data type") -> str:
    """The :data:`DTYPES` key that ``name`` spells (``f16``, ``half``, ``fp16`` -> ``fp16``; ``e5m2`` ->
    ``bf8``; ``fp8`` on CDNA3 -> ``fp8_fnuz``), case-insensitively.

    ``among``: the keys legal where the name was given (an operand's type, an architecture's
    types); the first of the spelling's keys that is among them is the answer, and a spelling
    that names none of them is refused with them as the legal values. Raises
    :class:`UnknownDataTypeError` (one line, naming the legal values)."""
    legal = None if among is None else list(dict.fromkeys(among))
    key = "_".join(name.strip().lower().replace("-", "_").split()) if isinstance(name, str) else ""
    keys = SPELLINGS.get(key)
    shown = repr(name[:40]) if isinstance(name, str) else type(name).__name__
    if keys is None:
        known = legal if legal is not None else [k for k in DTYPES if k != "idx"]
        raise UnknownDataTypeError(f"unknown {what} {shown}; legal values: {_shown(known)} (or another spelling: "
                                   "f16/half, f32, e4m3, e5m2, int8, ...)")
    if legal is None:
        return keys[0]
    for k in keys:
        if k in legal:
            return k
    named = "" if keys == (key,) else f" ({' or '.join(keys)})"
    raise UnknownDataTypeError(f"{what} {shown}{named} is not legal here; legal values: {_shown(legal)}")
