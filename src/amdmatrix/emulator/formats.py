"""Number formats of the matrix instructions: exact decoding and round-to-nearest-even encoding.

This module belongs to the optional emulator. It imports numpy and ml_dtypes at the top, so
nothing on the CLI's query path imports it.

Every format is a :class:`NumberFormat`. ``decode`` turns raw register bits into exact values
(float64 for floats, int64 for integers); every value of every format here fits float64 exactly.
``encode`` turns values into raw bits, ``representable`` tells which values survive a round
trip, and the module functions :func:`round_to_format` and :func:`ulp` serve exact accumulation.
All of them work element-wise on numpy arrays of any shape (scalars are 0-d arrays).

Formats
-------
============  ====  =========================================================  ============
name          bits  definition                                                 decoded with
============  ====  =========================================================  ============
fp64          64    IEEE binary64                                              numpy
fp32          32    IEEE binary32                                              numpy
xf32          32    CDNA3 XF32: an FP32 register reduced to 1-8-10 bits        numpy + model
fp16          16    IEEE binary16                                              numpy
bf16          16    bfloat16 (1-8-7, IEEE-style specials)                      ml_dtypes
fp8_fnuz      8     CDNA3 FP8: E4M3, bias 8, 0x80 = NaN, no -0, no Inf         ml_dtypes
bf8_fnuz      8     CDNA3 BF8: E5M2, bias 16, 0x80 = NaN, no -0, no Inf        ml_dtypes
fp8           8     OCP E4M3 (CDNA4, RDNA4): bias 7, S.1111.111 = NaN, no Inf  ml_dtypes
bf8           8     OCP E5M2 (CDNA4, RDNA4): bias 15, IEEE-style Inf and NaN   ml_dtypes
fp6           6     OCP MX E2M3: bias 1, every pattern finite, max 7.5         ml_dtypes
bf6           6     OCP MX E3M2: bias 3, every pattern finite, max 28          ml_dtypes
fp4           4     OCP MX E2M1: bias 1, every pattern finite, max 6           ml_dtypes
e8m0          8     MX block scale: unsigned 2**(x - 127), 0xFF = NaN          ml_dtypes
i32           32    two's complement integer                                   by hand
i8, i4        8, 4  two's complement integers                                  by hand
u8, u4        8, 4  unsigned integers                                          by hand
============  ====  =========================================================  ============

The formats of 8 bits or fewer decode through a lookup table of all ``2**bits`` values. The
table comes from the ml_dtypes type when the installed ml_dtypes has it (the FP6, FP4 and E8M0
types appeared in ml_dtypes 0.5); otherwise it is built by hand from the field layout above, so
the module also works with ml_dtypes 0.4.

Decoding
--------
``decode`` takes unsigned (or signed) integer arrays and keeps only the low ``bits`` bits of each
element; higher bits are ignored. Decoding is exact: subnormals are kept (the matrix cores do not
flush them for inputs narrower than 32 bits, CDNA4 ISA section 7.4; the flush of the CDNA2 FP16/BF16
MFMAs is applied by the engine, :func:`amdmatrix.emulator._values.flushes_denormals`).

XF32 is a model. The CDNA3 XF32 MFMAs read FP32 registers and use fewer mantissa bits; how the
hardware drops the low 13 bits is not documented in the sources this project has. This module
assumes round-to-nearest-even of the FP32 bit pattern to 10 mantissa bits: the magnitude may carry
into the exponent (the largest finite FP32 values become infinity), subnormals are kept (the MODE
denormal flags are not modelled), and NaN stays NaN. So ``decode`` of an ``xf32`` pattern is the
value of the reduced pattern, and ``encode`` produces canonical patterns whose low 13 bits are zero.

Encoding
--------
``encode`` rounds each float64 value once, directly to the target format, with round-to-nearest-
even (RNE), treating the exponent as unbounded; only then does it apply the format's overflow
rule. (ml_dtypes converts float64 through float32, which rounds twice, so the rounding here is by
hand and ml_dtypes, or numpy, only packs the already exact value into bits.) Overflow is
therefore judged after rounding. Where the largest finite value's mantissa is all ones (odd), the
tie just above it rounds up and overflows (FP16: 65520 becomes Inf); where it ends in 0 (OCP FP8
E4M3: 448 = S.1111.110, because S.1111.111 is NaN), that tie rounds down (464 becomes 448).

The overflow rules follow the conversion defaults of the CDNA4 ISA, section 7.3 (Tables 30-32 and
the FP16_OVFL table, with MODE.FP16_OVFL = 0, its default) and otherwise IEEE 754:

==========================  ===================  ===================  ======================
format                      too large (after     +-Inf in             NaN in
                            rounding)
==========================  ===================  ===================  ======================
fp64 fp32 xf32 fp16 bf16    +-Inf                +-Inf                quiet NaN, sign kept
bf8 (OCP E5M2)              +-Inf                +-Inf                0x7E / 0xFE
fp8 (OCP E4M3)              NaN 0x7F / 0xFF      NaN 0x7F / 0xFF      0x7F / 0xFF
fp8_fnuz, bf8_fnuz          NaN 0x80             NaN 0x80             0x80
fp6, bf6, fp4               +-max (saturate)     +-max (saturate)     ValueError
e8m0                        NaN 0xFF             NaN 0xFF             0xFF
==========================  ===================  ===================  ======================

* The CDNA3 conversions are not covered by the ISA text in this project's sources; the FNUZ rule
  (NaN, the only special pattern) is the non-saturating behaviour, the one ml_dtypes also has.
* The ISA says an FP4/FP6 result beyond the range after rounding is clamped to the largest
  magnitude with its sign; the same is done for infinities. Those formats have no NaN pattern and
  the ISA does not say what the hardware makes of a NaN, so ``encode`` refuses NaN.
* Tiny values round to zero and keep their sign (-0 where the format has it). In the FNUZ formats
  -0 does not exist: -0.0 and negative values that round to zero encode as +0 (0x00).
* NaN patterns are canonical: the quiet NaN with the input's sign where the format has a sign
  bit and more than one NaN; ``fp64`` keeps the input's bits, payload included.
* E8M0 has no sign, no zero and no mantissa. A positive value rounds to the nearest power of two;
  a tie (1.5 * 2**e) goes up to 2**(e+1), which is RNE on the implicit significand (1.5 rounds to
  the even significand 2) and what ml_dtypes does. Positive values below 2**-127 become 2**-127
  (0x00), results above 2**127 become NaN; zero, negative values, Inf and NaN become NaN (0xFF).
* Integer formats round non-integral values to the nearest integer (ties to even), then wrap
  modulo ``2**bits`` (two's complement for the signed ones), as the hardware's registers do.
  NaN and infinities raise ValueError.

Helpers
-------
:func:`round_to_format` is ``decode(encode(values))`` as float64, except that a NaN stays NaN in
every float format (also in those without a NaN pattern). :func:`ulp` is the spacing of the
format's values in the binade of each magnitude: ``2**(max(floor(log2|x|), emin) - mantissa_bits)``
(the gap above ``|x|`` when ``|x|`` is a power of two), the smallest subnormal for zero, the top
binade's spacing for magnitudes beyond the largest finite value, NaN for NaN and infinities, and 1
for integers. ``representable`` is true where the round trip gives the value back (compared as
numbers, so -0.0 counts as representable in the FNUZ formats, where it becomes +0), and for NaN
where the format has a NaN pattern.
"""

from __future__ import annotations

import functools
from typing import Any, Literal

import ml_dtypes
import numpy as np
import numpy.typing as npt

from .._dataclasses import dataclass

__all__ = [
    "FORMATS",
    "NumberFormat",
    "get_format",
    "round_to_format",
    "ulp",
]

FloatArray = npt.NDArray[np.float64]
UIntArray = npt.NDArray[np.uint64]
IntArray = npt.NDArray[np.int64]
BoolArray = npt.NDArray[np.bool_]

#: How special values are laid out: "ieee" (all-ones exponent = Inf/NaN), "fn" (only the all-ones
#: pattern below the sign is NaN), "fnuz" (only the negative-zero pattern is NaN), "finite" (no
#: special patterns), "e8m0" (unsigned exponent, all ones = NaN) and "int".
Family = Literal["ieee", "fn", "fnuz", "finite", "e8m0", "int"]
#: What encoding does with a value too large for the format: see the module docstring.
Overflow = Literal["inf", "nan", "saturate", "wrap"]


@dataclass(frozen=True)
class NumberFormat:
    """A number format of matrix operands, with exact decoding and RNE encoding.

    ``bits`` is the storage width in a register. For floats ``exponent_bits``, ``mantissa_bits``
    and ``bias`` give the field layout (``xf32`` describes its reduced 1-8-10 value set; its
    storage is an FP32 pattern). ``signed`` says whether the format has a sign (a sign bit for
    floats, two's complement for integers).
    """

    name: str
    bits: int
    is_float: bool
    exponent_bits: int = 0
    mantissa_bits: int = 0
    bias: int = 0
    signed: bool = True
    family: Family = "int"
    overflow: Overflow = "wrap"
    ml_dtypes_name: str | None = None
    description: str = ""

    # ----------------------------------------------------------------- properties of the format
    @property
    def has_inf(self) -> bool:
        """Whether the format has infinities."""
        return self.family == "ieee"

    @property
    def has_nan(self) -> bool:
        """Whether the format has at least one NaN pattern."""
        return self.family in ("ieee", "fn", "fnuz", "e8m0")

    @property
    def has_negative_zero(self) -> bool:
        """Whether -0 has its own pattern."""
        return self.family in ("ieee", "fn", "finite")

    @property
    def min_exponent(self) -> int:
        """The exponent of the smallest normal value (floats)."""
        return -self.bias if self.family == "e8m0" else 1 - self.bias

    @property
    def max_exponent(self) -> int:
        """The exponent of the largest finite value (floats)."""
        top = (1 << self.exponent_bits) - 1
        if self.family in ("ieee", "e8m0"):
            top -= 1
        return top - self.bias

    @property
    def max_finite(self) -> float:
        """The largest finite value (floats) or the largest integer (integers)."""
        if not self.is_float:
            return float(self.int_max)
        # OCP E4M3 loses its top pattern to NaN, so its largest significand ends in 0.
        lost = 2 if self.family == "fn" else 1
        significand = 2.0 - lost * 2.0**-self.mantissa_bits
        if self.family == "e8m0":
            significand = 1.0
        return float(np.ldexp(significand, self.max_exponent))

    @property
    def min_normal(self) -> float:
        """The smallest positive normal value (floats)."""
        return float(np.ldexp(1.0, self.min_exponent))

    @property
    def min_subnormal(self) -> float:
        """The smallest positive value (floats); equal to ``min_normal`` for E8M0."""
        return float(np.ldexp(1.0, self.min_exponent - self.mantissa_bits))

    @property
    def int_min(self) -> int:
        """The smallest integer (integer formats)."""
        return -(1 << (self.bits - 1)) if self.signed else 0

    @property
    def int_max(self) -> int:
        """The largest integer (integer formats)."""
        return (1 << (self.bits - 1)) - 1 if self.signed else (1 << self.bits) - 1

    @property
    def nan_code(self) -> int | None:
        """The canonical (positive, quiet) NaN pattern, or None when the format has no NaN."""
        if self.family == "ieee":
            if self.name == "xf32":
                return 0x7FC00000
            exp_ones = (1 << self.exponent_bits) - 1
            return (exp_ones << self.mantissa_bits) | (1 << (self.mantissa_bits - 1))
        if self.family == "fn":
            return (1 << (self.bits - 1)) - 1
        if self.family == "fnuz":
            return 1 << (self.bits - 1)
        if self.family == "e8m0":
            return (1 << self.bits) - 1
        return None

    # ------------------------------------------------------------------------------ conversions
    def decode(self, raw: npt.ArrayLike) -> npt.NDArray[Any]:
        """Exact values of raw bit patterns: float64 for floats, int64 for integers.

        Only the low ``bits`` bits of each element are used.
        """
        codes = _raw_codes(raw, self.bits)
        if self.family == "int":
            values = codes.astype(np.int64)
            if self.signed:
                sign = np.int64(1 << (self.bits - 1))
                values = (values ^ sign) - sign
            return values
        if self.name == "fp64":
            return np.array(codes.view(np.float64), dtype=np.float64)
        if self.name == "xf32":
            codes = _xf32_reduce(codes)
        # Widening a signalling NaN quiets it, which numpy reports as an invalid operation.
        with np.errstate(invalid="ignore"):
            if self.bits == 32:
                return codes.astype(np.uint32).view(np.float32).astype(np.float64)
            if self.bits == 16:
                return codes.astype(np.uint16).view(_storage_dtype(self)).astype(np.float64)
        return _decode_table(self.name)[codes]

    def encode(self, values: npt.ArrayLike) -> UIntArray:
        """Raw bit patterns (uint64, low ``bits`` bits) of values, rounded to nearest even."""
        if not self.is_float:
            return _encode_int(values, self)
        x = np.asarray(values, dtype=np.float64)
        if self.name == "fp64":
            return np.array(x.view(np.uint64), dtype=np.uint64)
        if self.family == "finite" and bool(np.isnan(x).any()):
            raise ValueError(f"{self.name} has no NaN pattern; cannot encode NaN")
        y = _round_float(x, self)
        nan = np.isnan(y)
        negative = np.signbit(y)
        if self.bits in (16, 32):
            width = np.uint16 if self.bits == 16 else np.uint32
            with np.errstate(invalid="ignore"):
                codes = y.astype(_storage_dtype(self)).view(width).astype(np.uint64)
        else:
            codes = _encode_table(np.abs(y), self)
            if self.signed:
                codes = np.where(negative, codes | np.uint64(1 << (self.bits - 1)), codes)
        nan_code = self.nan_code
        if nan_code is not None and bool(nan.any()):
            canonical = np.uint64(nan_code)
            if self.has_negative_zero:
                signed_nan = np.where(negative, canonical | np.uint64(1 << (self.bits - 1)), canonical)
                codes = np.where(nan, signed_nan, codes)
            else:
                codes = np.where(nan, canonical, codes)
        return np.asarray(codes, dtype=np.uint64)

    def representable(self, values: npt.ArrayLike) -> BoolArray:
        """Where ``decode(encode(values))`` gives the values back (NaN: where the format has NaN)."""
        if not self.is_float:
            a = np.asarray(values)
            if a.dtype.kind in "biu":
                ints = a.astype(np.int64) if a.dtype.kind != "u" else a
                return np.asarray((ints >= self.int_min) & (ints <= self.int_max), dtype=np.bool_)
            x = np.asarray(a, dtype=np.float64)
            with np.errstate(invalid="ignore"):
                ok = np.isfinite(x) & (np.floor(x) == x) & (x >= self.int_min) & (x <= self.int_max)
            return np.asarray(ok, dtype=np.bool_)
        x = np.asarray(values, dtype=np.float64)
        if self.name == "fp64":
            return np.ones(x.shape, dtype=np.bool_)
        y = _round_float(x, self)
        nan = np.isnan(x)
        return np.asarray(np.where(nan, self.has_nan, y == x), dtype=np.bool_)


# ---------------------------------------------------------------------------------- the formats
def _float(
    name: str,
    bits: int,
    exponent_bits: int,
    mantissa_bits: int,
    bias: int,
    family: Family,
    overflow: Overflow,
    ml_name: str | None,
    description: str,
    signed: bool = True,
) -> NumberFormat:
    return NumberFormat(
        name=name,
        bits=bits,
        is_float=True,
        exponent_bits=exponent_bits,
        mantissa_bits=mantissa_bits,
        bias=bias,
        signed=signed,
        family=family,
        overflow=overflow,
        ml_dtypes_name=ml_name,
        description=description,
    )


def _int(name: str, bits: int, signed: bool, description: str) -> NumberFormat:
    return NumberFormat(name=name, bits=bits, is_float=False, signed=signed, description=description)


FORMATS: dict[str, NumberFormat] = {
    f.name: f
    for f in (
        _float("fp64", 64, 11, 52, 1023, "ieee", "inf", None, "IEEE binary64"),
        _float("fp32", 32, 8, 23, 127, "ieee", "inf", None, "IEEE binary32"),
        _float("xf32", 32, 8, 10, 127, "ieee", "inf", None, "CDNA3 XF32: FP32 register, 10 mantissa bits"),
        _float("fp16", 16, 5, 10, 15, "ieee", "inf", None, "IEEE binary16"),
        _float("bf16", 16, 8, 7, 127, "ieee", "inf", "bfloat16", "bfloat16"),
        _float("fp8_fnuz", 8, 4, 3, 8, "fnuz", "nan", "float8_e4m3fnuz", "CDNA3 FP8 (E4M3 FNUZ)"),
        _float("bf8_fnuz", 8, 5, 2, 16, "fnuz", "nan", "float8_e5m2fnuz", "CDNA3 BF8 (E5M2 FNUZ)"),
        _float("fp8", 8, 4, 3, 7, "fn", "nan", "float8_e4m3fn", "OCP FP8 E4M3"),
        _float("bf8", 8, 5, 2, 15, "ieee", "inf", "float8_e5m2", "OCP FP8 E5M2"),
        _float("fp6", 6, 2, 3, 1, "finite", "saturate", "float6_e2m3fn", "OCP MX FP6 E2M3"),
        _float("bf6", 6, 3, 2, 3, "finite", "saturate", "float6_e3m2fn", "OCP MX FP6 E3M2"),
        _float("fp4", 4, 2, 1, 1, "finite", "saturate", "float4_e2m1fn", "OCP MX FP4 E2M1"),
        _float("e8m0", 8, 8, 0, 127, "e8m0", "nan", "float8_e8m0fnu", "MX scale E8M0", signed=False),
        _int("i32", 32, True, "signed 32-bit integer"),
        _int("i8", 8, True, "signed 8-bit integer"),
        _int("u8", 8, False, "unsigned 8-bit integer"),
        _int("i4", 4, True, "signed 4-bit integer"),
        _int("u4", 4, False, "unsigned 4-bit integer"),
    )
}


def get_format(name: str) -> NumberFormat:
    """The format called ``name`` (case-insensitive); ValueError names the known ones."""
    fmt = FORMATS.get(name.strip().lower())
    if fmt is None:
        raise ValueError(f"unknown number format {name!r}; known formats: {', '.join(FORMATS)}")
    return fmt


# ------------------------------------------------------------------------------------ helpers
def round_to_format(values: npt.ArrayLike, fmt: NumberFormat) -> FloatArray:
    """The value of each element in ``fmt`` after RNE encoding, as float64.

    This is ``decode(encode(values))`` except that NaN stays NaN in every float format. For
    integer formats it is the rounded and wrapped integer.
    """
    if not fmt.is_float:
        return np.asarray(fmt.decode(_encode_int(values, fmt)), dtype=np.float64)
    x = np.asarray(values, dtype=np.float64)
    if fmt.name == "fp64":
        return np.array(x, dtype=np.float64)
    return _round_float(x, fmt)


def ulp(values: npt.ArrayLike, fmt: NumberFormat) -> FloatArray:
    """One unit in the last place of ``fmt`` at each value's magnitude (see the module docstring)."""
    x = np.asarray(values, dtype=np.float64)
    if not fmt.is_float:
        return np.ones(x.shape, dtype=np.float64)
    magnitude = np.abs(x)
    _, e = np.frexp(magnitude)
    exponent = np.clip(e.astype(np.int64) - 1, fmt.min_exponent, fmt.max_exponent)
    spacing = np.ldexp(1.0, exponent - fmt.mantissa_bits)
    spacing = np.where(magnitude == 0, fmt.min_subnormal, spacing)
    return np.asarray(np.where(np.isfinite(x), spacing, np.nan), dtype=np.float64)


# ------------------------------------------------------------------------------ implementation
def _raw_codes(raw: npt.ArrayLike, bits: int) -> UIntArray:
    a = np.asarray(raw)
    if a.dtype.kind not in "biu":
        raise TypeError(f"raw bit patterns must be integers, not {a.dtype}")
    mask = np.uint64((1 << bits) - 1) if bits < 64 else np.uint64(0xFFFFFFFFFFFFFFFF)
    return np.asarray(a.astype(np.uint64) & mask, dtype=np.uint64)


def _storage_dtype(fmt: NumberFormat) -> npt.DTypeLike:
    if fmt.bits == 32:
        return np.float32
    if fmt.name == "fp16":
        return np.float16
    if fmt.name == "bf16":
        bfloat16: npt.DTypeLike = ml_dtypes.bfloat16
        return bfloat16
    raise AssertionError(f"no numpy storage type for {fmt.name}")


def _xf32_reduce(codes: UIntArray) -> UIntArray:
    """Model of the XF32 input reduction: RNE of the FP32 pattern to 10 mantissa bits."""
    magnitude_bits = codes & np.uint64(0x7FFFFFFF)
    nan = magnitude_bits > np.uint64(0x7F800000)
    lsb = (codes >> np.uint64(13)) & np.uint64(1)
    rounded = (codes + np.uint64(0x0FFF) + lsb) & np.uint64(0xFFFFE000)
    return np.asarray(np.where(nan, codes, rounded), dtype=np.uint64)


def _round_float(x: FloatArray, fmt: NumberFormat) -> FloatArray:
    """RNE of float64 values to ``fmt`` (not fp64) with its overflow rule; NaN stays NaN."""
    with np.errstate(over="ignore", invalid="ignore"):
        magnitude = np.abs(x)
        finite = np.isfinite(x)
        _, e = np.frexp(np.where(finite, magnitude, 1.0))
        exponent = np.maximum(e.astype(np.int64) - 1, fmt.min_exponent)
        quantum = exponent - fmt.mantissa_bits
        # Scaling by powers of two is exact here, and np.rint rounds half to even.
        steps = np.rint(np.ldexp(np.where(finite, x, 0.0), -quantum))
        rounded = np.ldexp(steps, quantum)
        limit = fmt.max_finite
        too_big = finite & (np.abs(rounded) > limit)
        big = np.where(finite, too_big, np.isinf(x))
        if fmt.overflow == "inf":
            over = np.copysign(np.inf, x)
        elif fmt.overflow == "saturate":
            over = np.copysign(limit, x)
        else:
            over = np.copysign(np.nan, x)  # the sign survives in formats with signed NaNs
        result = np.where(big, over, np.where(finite, rounded, x))
        if fmt.family == "fnuz":
            result = np.where(result == 0, 0.0, result)
        elif fmt.family == "e8m0":
            result = np.where(finite & (x > 0) & (x < fmt.min_normal), fmt.min_normal, result)
            result = np.where(x > 0, result, np.nan)
    return np.asarray(result, dtype=np.float64)


def _encode_int(values: npt.ArrayLike, fmt: NumberFormat) -> UIntArray:
    a = np.asarray(values)
    mask = np.uint64((1 << fmt.bits) - 1)
    if a.dtype.kind in "biu":
        return np.asarray(a.astype(np.int64).astype(np.uint64) & mask, dtype=np.uint64)
    x = np.asarray(a, dtype=np.float64)
    if not bool(np.isfinite(x).all()):
        raise ValueError(f"{fmt.name} cannot encode NaN or infinity")
    wrapped = np.mod(np.rint(x), float(1 << fmt.bits))
    return np.asarray(wrapped.astype(np.uint64) & mask, dtype=np.uint64)


@functools.cache
def _decode_table(name: str) -> FloatArray:
    """The values of all patterns of a format of 8 bits or fewer (read-only)."""
    fmt = FORMATS[name]
    table = _ml_dtypes_table(fmt)
    if table is None:
        table = _hand_table(fmt)
    table.setflags(write=False)
    return table


def _ml_dtypes_table(fmt: NumberFormat) -> FloatArray | None:
    """The table from ml_dtypes, or None when the installed ml_dtypes lacks the type."""
    if fmt.ml_dtypes_name is None:
        return None
    scalar_type = getattr(ml_dtypes, fmt.ml_dtypes_name, None)
    if scalar_type is None:
        return None
    codes = np.arange(1 << fmt.bits, dtype=np.uint8)
    return np.asarray(codes.view(scalar_type).astype(np.float64), dtype=np.float64)


def _hand_table(fmt: NumberFormat) -> FloatArray:
    """The table built from the field layout alone (used when ml_dtypes lacks the type)."""
    codes = np.arange(1 << fmt.bits, dtype=np.int64)
    if fmt.family == "e8m0":
        table = np.ldexp(1.0, codes - fmt.bias)
        table[-1] = np.nan
        return np.asarray(table, dtype=np.float64)
    m_bits, e_bits = fmt.mantissa_bits, fmt.exponent_bits
    mantissa = codes & ((1 << m_bits) - 1)
    exponent = (codes >> m_bits) & ((1 << e_bits) - 1)
    negative = ((codes >> (m_bits + e_bits)) & 1) == 1
    significand = np.where(exponent == 0, mantissa, mantissa + (1 << m_bits)).astype(np.float64)
    scale = np.maximum(exponent, 1) - fmt.bias - m_bits
    table = np.ldexp(significand, scale)
    table = np.where(negative, -table, table)
    exp_ones = exponent == (1 << e_bits) - 1
    if fmt.family == "ieee":
        table = np.where(exp_ones & (mantissa == 0), np.where(negative, -np.inf, np.inf), table)
        table = np.where(exp_ones & (mantissa != 0), np.nan, table)
    elif fmt.family == "fn":
        table = np.where(exp_ones & (mantissa == (1 << m_bits) - 1), np.nan, table)
    elif fmt.family == "fnuz":
        table = np.where(codes == 1 << (fmt.bits - 1), np.nan, table)
    return np.asarray(table, dtype=np.float64)


@functools.cache
def _positive_codes(name: str) -> tuple[FloatArray, UIntArray]:
    """The non-negative, non-NaN values of a table format in increasing order, with their codes."""
    fmt = FORMATS[name]
    table = _decode_table(name)
    count = 1 << (fmt.bits - 1) if fmt.signed else 1 << fmt.bits
    codes = np.arange(count, dtype=np.uint64)
    values = table[:count]
    keep = ~np.isnan(values)
    return np.asarray(values[keep], dtype=np.float64), np.asarray(codes[keep], dtype=np.uint64)


def _encode_table(magnitude: FloatArray, fmt: NumberFormat) -> UIntArray:
    """Codes of exactly representable magnitudes (NaN gives an arbitrary code, replaced later)."""
    values, codes = _positive_codes(fmt.name)
    index = np.clip(np.searchsorted(values, magnitude), 0, len(values) - 1)
    found = values[index]
    if not bool(np.all((found == magnitude) | np.isnan(magnitude))):
        raise AssertionError(f"internal error: unrounded value reached the {fmt.name} encoder")
    return np.asarray(codes[index], dtype=np.uint64)
