"""Operand number formats and fast conversions between raw codes and values.

The format of an operand follows from the instruction and its modifiers:

* CDNA4 F8F6F4: CBSZ (A) and BLGP (B) are format codes, 0-4 = FP8 E4M3, BF8 E5M2,
  FP6 E2M3, BF6 E3M2, FP4 E2M1 (CDNA4 ISA 7.1.5);
* RDNA IU8/IU4: NEG[0] makes A signed and NEG[1] makes B signed, otherwise they are
  unsigned (RDNA3 ISA, WMMA);
* the block scales of the CDNA4 scaled MFMA are E8M0;
* everything else is the instruction's type.

Decoding is exact (every value of every format fits float64); encoding rounds to nearest
even with the rules of :mod:`amdmatrix.emulator.formats`.
"""

from __future__ import annotations

import functools
import math
from typing import Any

import numpy as np
import numpy.typing as npt

from ..archs import F16_DENORM_FLUSH
from ..errors import AmdMatrixError
from ..model import Instruction
from ..modifiers import Modifiers
from ..vocabulary import F8F6F4_FORMATS
from .formats import NumberFormat, get_format

__all__ = ["F8F6F4", "operand_format", "flushes_denormals", "decode", "decode_into", "encode", "encode_exact",
           "round_exact_values", "value_range"]

#: CBSZ/BLGP format codes of the CDNA4 F8F6F4 instructions (CDNA4 ISA 7.1.5).
F8F6F4 = F8F6F4_FORMATS

F64 = npt.NDArray[np.float64]


def operand_format(inst: Instruction, matrix: str, mods: dict[str, int]) -> NumberFormat:
    """The number format of ``matrix`` (A, B, C, D, SA, SB) under ``mods``."""
    if matrix in ("SA", "SB"):
        return get_format("e8m0")
    fields = Modifiers(**mods)
    key = inst._type_key("D" if matrix == "C" and "C" not in inst.types else matrix, fields)
    if key in ("iu8", "iu4"):
        signed = any(meaning.signed(matrix, fields) for meaning in inst.meanings)
        return get_format(("i" if signed else "u") + key[2:])
    return get_format(key)


def flushes_denormals(inst: Instruction, mods: dict[str, int]) -> bool:
    """Whether the instruction flushes subnormal inputs (A, B and C) and outputs to zero.

    Only the CDNA2 MFMAs with FP16 or BF16 inputs do: the MI200 ISA's opcode table says of
    V_MFMA_F32_*F16, *BF16 and *BF16_1K "Flushes input and output denorms". CDNA3 and
    CDNA4 keep them (CDNA4 ISA 7.4); so does every other instruction (docs/emulation.md,
    "Denormals", gives each architecture and the sources).
    """
    return inst.arch.has(F16_DENORM_FLUSH) and operand_format(inst, "A", mods).name in ("fp16", "bf16")


@functools.cache
def _table(name: str) -> F64 | npt.NDArray[np.int64]:
    fmt = get_format(name)
    table = np.asarray(fmt.decode(np.arange(1 << fmt.bits, dtype=np.uint64)))
    table.setflags(write=False)
    return table


def decode(codes: npt.NDArray[np.unsignedinteger], fmt: NumberFormat) -> npt.NDArray[Any]:
    """Exact values of raw codes: float64 for floats, int64 for integers."""
    if fmt.name == "fp64":
        return codes.astype(np.uint64, copy=False).view(np.float64)
    if fmt.name == "fp32":
        with np.errstate(invalid="ignore"):
            return codes.astype(np.uint32, copy=False).view(np.float32).astype(np.float64)
    if fmt.name == "fp16":
        with np.errstate(invalid="ignore"):
            return codes.astype(np.uint16, copy=False).view(np.float16).astype(np.float64)
    if fmt.name == "i32":
        return codes.astype(np.uint32, copy=False).view(np.int32).astype(np.int64)
    if fmt.bits <= 16 and fmt.name != "xf32":
        table = _table(fmt.name)
        return np.take(table, codes.astype(np.intp, copy=False))
    return np.asarray(fmt.decode(codes))


def decode_into(codes: npt.NDArray[np.unsignedinteger], fmt: NumberFormat, out: npt.NDArray[np.floating[Any]],
                specials: bool = True) -> None:
    """Write the exact values of the codes of a float format of at most 16 bits into ``out``
    (float64, or float32, which holds every value of these formats exactly too).

    ``specials=False``: the caller discards whatever the codes of Inf and NaN give (they
    then come out as finite numbers of magnitude at least 2**16), which lets FP16 take four
    vectorised integer and float passes (:func:`_fp16_finite_into`) instead of numpy's FP16
    conversion, which converts one value at a time. BF16 always takes a shift
    (:func:`_bf16_into`), exact for every code.
    """
    if fmt.name == "bf16":
        _bf16_into(codes, out)
    elif fmt.name == "fp16":
        if specials:
            np.copyto(out, codes.view(np.float16))
        else:
            _fp16_finite_into(codes, out)
    elif out.dtype == np.float64:
        np.take(_table(fmt.name), codes, out=out, mode="wrap")  # every code indexes the table
    else:
        np.copyto(out, np.take(_table(fmt.name), codes), casting="same_kind")


#: Per wide float (IEEE 754 binary64, binary32): the integer of its width; the shift that puts
#: an FP16 code's exponent field in the low bits of the wide exponent field and its mantissa
#: at the top of the wide mantissa; the mask of those bits and the sign bit; and the factor
#: 2**(wide bias - 15) that turns the wide number so built into the FP16 value.
_FP16_WIDE = {
    np.dtype(np.float64): (np.int64, 42, np.uint64(0x81FF_FC00_0000_0000).view(np.int64), np.float64(2.0**1008)),
    np.dtype(np.float32): (np.int32, 13, np.uint32(0x8FFF_E000).view(np.int32), np.float32(2.0**112)),
}


def _fp16_finite_into(codes: npt.NDArray[np.unsignedinteger], out: npt.NDArray[np.floating[Any]]) -> None:
    """FP16 codes into float64 or float32, exact for every finite code (Inf and NaN come out
    as finite numbers of magnitude at least 2**16).

    The signed view sign-extends each code to the wide integer; shifted left, its 15
    exponent and mantissa bits land at the bottom of the wide exponent field and the top of
    the wide mantissa, and the mask keeps them and the sign bit (the copies of the sign
    that the shift left above them are cleared). Read as a wide float that is the FP16
    value times 2**-(bias difference), a subnormal for FP16 subnormals, so one exact
    multiplication finishes it (subnormals and zeros included).
    """
    wide, shift, mask, factor = _FP16_WIDE[out.dtype]
    bits = out.view(wide)
    np.copyto(bits, codes.view(np.int16))
    np.left_shift(bits, shift, out=bits)
    np.bitwise_and(bits, mask, out=bits)
    np.multiply(out, factor, out=out)


def _bf16_into(codes: npt.NDArray[np.unsignedinteger], out: npt.NDArray[np.floating[Any]]) -> None:
    """BF16 codes into float32 or float64, exact for every code: a BF16 code is the top half
    of the FP32 code of the same value."""
    if out.dtype == np.float32:
        bits = out.view(np.uint32)
        np.copyto(bits, codes)
        np.left_shift(bits, np.uint32(16), out=bits)
    else:
        np.copyto(out, np.left_shift(codes.astype(np.uint32), np.uint32(16)).view(np.float32))


def value_range(fmt: NumberFormat) -> tuple[float, float]:
    """(smallest, largest) value of a format: for floats (-max, +max)."""
    if fmt.is_float:
        return -fmt.max_finite, fmt.max_finite
    return float(fmt.int_min), float(fmt.int_max)


def _wide(arr: npt.NDArray[Any]) -> bool:
    """Whether float64 may not hold the values exactly (64-bit integers, long double)."""
    return (arr.dtype.kind in "iu" and arr.dtype.itemsize >= 8) or (arr.dtype.kind == "f" and arr.dtype.itemsize > 8)


def as_float64(arr: npt.NDArray[Any], fmt: NumberFormat) -> F64:
    """Numbers as float64 such that rounding them to ``fmt`` gives the correctly rounded value.

    Integers up to 2**53 and floats up to 64 bits convert exactly. Wider values (64-bit
    integers beyond 2**53, long double) are rounded once to nearest even for FP64, and for
    the narrower formats to *odd* (the truncation, with its last bit set when inexact): that
    keeps the rounding to at most 24 significant bits correct, where a first rounding to
    nearest could land on a midpoint and round twice. Beyond float64's range: infinity.
    """
    with np.errstate(all="ignore"):
        x: F64 = arr.astype(np.float64)
        if not _wide(arr) or not x.size:
            return x
        if arr.dtype.kind in "iu":
            inexact = np.abs(x) > 2.0**53
        else:
            inexact = (x.astype(arr.dtype) != arr) & ~np.isnan(arr)
    if bool(inexact.any()):
        at = np.nonzero(inexact)
        wide = arr[at].tolist() if arr.dtype.kind in "iu" else list(arr[at])  # exact Python ints
        x[at] = [_round_wide(v, to_odd=fmt.name != "fp64") for v in wide]
    return x


def _round_wide(value: Any, to_odd: bool) -> float:
    """One integer or long double as a float64 (see :func:`as_float64`)."""
    from fractions import Fraction

    q = Fraction(value) if isinstance(value, int) else Fraction(*value.as_integer_ratio())
    try:
        f = float(q)  # correctly rounded, to nearest even
    except OverflowError:
        return math.inf if q > 0 else -math.inf
    if not to_odd or Fraction(f) == q or int(np.float64(f).view(np.uint64)) & 1:
        return f
    return math.nextafter(f, math.inf if q > f else -math.inf)


def encode(values: npt.ArrayLike, fmt: NumberFormat, what: str) -> npt.NDArray[np.uint64]:
    """Codes of user values: floats rounded to nearest even; integers must be in range."""
    arr = np.asarray(values)
    if arr.dtype.kind not in "biuf":
        raise AmdMatrixError(f"{what} must be numbers (an integer or float array), not {arr.dtype}")
    if not fmt.is_float:
        with np.errstate(all="ignore"):
            ok = fmt.representable(arr)
            if arr.dtype.kind == "f" and arr.dtype.itemsize > 8:  # long double: integral float64 of a fraction
                ok &= arr.astype(np.float64).astype(arr.dtype) == arr
        if not bool(np.all(ok)):
            bad = arr[~ok].ravel()[0]
            raise AmdMatrixError(
                f"{what} include {bad}, which is not a {fmt.description}; legal values: integers "
                f"{fmt.int_min} to {fmt.int_max}"
            )
        return fmt.encode(arr.astype(np.int64))
    x = as_float64(arr, fmt)
    if fmt.family == "finite" and bool(np.isnan(x).any()):
        raise AmdMatrixError(f"{what} include NaN, which {fmt.name} cannot represent; legal values: finite numbers")
    if fmt.name == "e8m0" and bool(np.any(~(x > 0) & ~np.isnan(x))):
        raise AmdMatrixError(f"{what} include a value <= 0; legal values: E8M0 scale factors 2**-127 to 2**127")
    return fmt.encode(x)


def round_exact_values(x: F64, fmt: NumberFormat) -> F64:
    """Round float64 values to ``fmt`` (RNE, the format's overflow rule), as float64."""
    if fmt.name == "fp64":
        return x
    with np.errstate(over="ignore", invalid="ignore"):
        if fmt.name == "fp32":
            return x.astype(np.float32).astype(np.float64)
        if fmt.name == "fp16":
            return x.astype(np.float16).astype(np.float64)
    from .formats import round_to_format

    return round_to_format(x, fmt)


def encode_exact(values: npt.NDArray[Any], fmt: NumberFormat) -> npt.NDArray[np.unsignedinteger]:
    """Codes of results that are already values of ``fmt`` (NaN becomes the canonical quiet NaN)."""
    if not fmt.is_float:
        wrapped: npt.NDArray[np.unsignedinteger] = (values.astype(np.int64) & np.int64((1 << fmt.bits) - 1)).astype(
            np.uint32)
        return wrapped
    with np.errstate(invalid="ignore", over="ignore"):
        if fmt.name == "fp64":
            v = np.where(np.isnan(values), np.nan, values)
            return v.astype(np.float64).view(np.uint64)
        if fmt.name == "fp32":
            codes32 = values.astype(np.float32).view(np.uint32)
            return np.where(np.isnan(values), np.uint32(0x7FC00000), codes32)
        if fmt.name == "fp16":
            codes16 = values.astype(np.float16).view(np.uint16)
            return np.where(np.isnan(values), np.uint16(0x7E00), codes16)
    v = np.where(np.isnan(values), np.nan, values)
    return fmt.encode(v)
