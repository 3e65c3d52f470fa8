"""Data types of matrix operands, with the calculator's descriptions and storage widths."""

from __future__ import annotations

from .records import record

__all__ = ["DType", "DTYPES"]


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
