"""Tests of the emulator's number formats (amdmatrix.emulator.formats).

The reference in this file is written from the format definitions alone (sign, exponent and
mantissa fields, bias, special patterns; CDNA4 ISA Table 30 and the OCP and IEEE definitions): a
scalar decoder in plain Python and an RNE rounder in exact rational arithmetic. It does not use
ml_dtypes, and it does not use the module's own parameters.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tiers import fuzz_all

from amdmatrix.emulator import formats
from amdmatrix.emulator.formats import FORMATS, get_format, round_to_format, ulp

NAN = math.nan
INF = math.inf


# ------------------------------------------------------------------------- independent reference
@dataclass(frozen=True)
class Ref:
    """A float format as its definition states it."""

    e_bits: int
    m_bits: int
    bias: int
    specials: str  # "ieee", "e4m3fn" (S.1111.111 is NaN), "fnuz" (0x80 is NaN), "none"
    max_finite: float  # written down from the definitions, not computed from the fields
    too_big: str  # what encoding does beyond max_finite: "inf", "nan" or "saturate"

    @property
    def bits(self) -> int:
        return 1 + self.e_bits + self.m_bits

    @property
    def emin(self) -> int:
        return 1 - self.bias


REF: dict[str, Ref] = {
    "fp64": Ref(11, 52, 1023, "ieee", float.fromhex("0x1.fffffffffffffp+1023"), "inf"),
    "fp32": Ref(8, 23, 127, "ieee", float.fromhex("0x1.fffffep+127"), "inf"),
    "fp16": Ref(5, 10, 15, "ieee", 65504.0, "inf"),
    "bf16": Ref(8, 7, 127, "ieee", float.fromhex("0x1.fep+127"), "inf"),
    # CDNA3 FNUZ: E4M3 bias 8 (max 1.875 * 2**7) and E5M2 bias 16 (max 1.75 * 2**15).
    "fp8_fnuz": Ref(4, 3, 8, "fnuz", 240.0, "nan"),
    "bf8_fnuz": Ref(5, 2, 16, "fnuz", 57344.0, "nan"),
    # OCP FP8 (ISA Table 30): E4M3 max 448, E5M2 max 57344.
    "fp8": Ref(4, 3, 7, "e4m3fn", 448.0, "nan"),
    "bf8": Ref(5, 2, 15, "ieee", 57344.0, "inf"),
    # OCP MX (ISA Table 30): FP6 E2M3 max 7.5, BF6 E3M2 max 28, FP4 E2M1 max 6.
    "fp6": Ref(2, 3, 1, "none", 7.5, "saturate"),
    "bf6": Ref(3, 2, 3, "none", 28.0, "saturate"),
    "fp4": Ref(2, 1, 1, "none", 6.0, "saturate"),
}
# XF32 keeps FP32's exponent range with 10 mantissa bits.
XF32 = Ref(8, 10, 127, "ieee", float.fromhex("0x1.ffcp+127"), "inf")

INTS: dict[str, tuple[int, bool]] = {
    "i32": (32, True),
    "i8": (8, True),
    "u8": (8, False),
    "i4": (4, True),
    "u4": (4, False),
}
SMALL_FLOATS = ["fp16", "bf16", "fp8_fnuz", "bf8_fnuz", "fp8", "bf8", "fp6", "bf6", "fp4", "e8m0"]
TABLE_FORMATS = ["fp8_fnuz", "bf8_fnuz", "fp8", "bf8", "fp6", "bf6", "fp4", "e8m0"]
ROUNDED_FLOATS = ["fp32", "xf32", *SMALL_FLOATS]
ALL_NAMES = ["fp64", "fp32", "xf32", *SMALL_FLOATS, "i32", "i8", "u8", "i4", "u4"]


def ref_decode(name: str, code: int) -> float:
    """The value of a bit pattern, from the field definitions."""
    if name in INTS:
        bits, signed = INTS[name]
        return float(code - (1 << bits) if signed and code >> (bits - 1) else code)
    if name == "e8m0":
        return NAN if code == 0xFF else 2.0 ** (code - 127)
    if name == "xf32":
        return ref_xf32_decode(code)
    r = REF[name]
    sign = (code >> (r.bits - 1)) & 1
    exp = (code >> r.m_bits) & ((1 << r.e_bits) - 1)
    man = code & ((1 << r.m_bits) - 1)
    all_ones = (1 << r.e_bits) - 1
    if r.specials == "fnuz" and code == 1 << (r.bits - 1):
        return NAN
    if r.specials == "ieee" and exp == all_ones:
        return NAN if man else (-INF if sign else INF)
    if r.specials == "e4m3fn" and exp == all_ones and man == (1 << r.m_bits) - 1:
        return NAN
    if exp == 0:
        magnitude = math.ldexp(man, r.emin - r.m_bits)
    else:
        magnitude = math.ldexp((1 << r.m_bits) | man, exp - r.bias - r.m_bits)
    return -magnitude if sign else magnitude


def pow2(e: int) -> Fraction:
    return Fraction(2**e) if e >= 0 else Fraction(1, 2**-e)


def floor_log2(a: Fraction) -> int:
    e = a.numerator.bit_length() - a.denominator.bit_length()  # 2**(e-1) < a < 2**(e+1)
    return e - 1 if a < pow2(e) else e


def ref_rne(v: Fraction, m_bits: int, emin: int) -> Fraction:
    """Nearest value with m_bits fraction bits, exponent >= emin unbounded above; ties to even."""
    if v == 0:
        return v
    a = abs(v)
    quantum = pow2(max(floor_log2(a), emin) - m_bits)
    steps = a / quantum
    whole = steps.numerator // steps.denominator
    rest = steps - whole
    if rest > Fraction(1, 2) or (rest == Fraction(1, 2) and whole % 2 == 1):
        whole += 1
    return (whole * quantum) * (1 if v > 0 else -1)


def ref_round(name: str, x: float) -> float:
    """What encoding then decoding gives, from the definitions and the documented rules."""
    if name == "e8m0":
        if math.isnan(x) or x <= 0 or math.isinf(x):
            return NAN
        power = ref_rne(Fraction(x), 0, -127)
        if power > pow2(127):
            return NAN
        return float(max(power, pow2(-127)))
    r = XF32 if name == "xf32" else REF[name]
    if math.isnan(x):
        return NAN
    v = None if math.isinf(x) else ref_rne(Fraction(x), r.m_bits, r.emin)
    if v is None or abs(v) > Fraction(r.max_finite):
        if r.too_big == "inf":
            return math.copysign(INF, x)
        if r.too_big == "saturate":
            return math.copysign(r.max_finite, x)
        return NAN
    if v == 0:
        return 0.0 if r.specials == "fnuz" else math.copysign(0.0, x)
    return float(v)


def ref_xf32_decode(code: int) -> float:
    """The XF32 model: the FP32 value, rounded to nearest even at 10 mantissa bits."""
    value = ref_decode("fp32", code)
    if math.isnan(value) or math.isinf(value):
        return value
    return ref_round("xf32", value)


def same(actual: np.ndarray, expected: np.ndarray) -> bool:
    """Equal values, NaN where NaN, and the same sign on zeros."""
    actual = np.asarray(actual, dtype=np.float64)
    expected = np.asarray(expected, dtype=np.float64)
    if actual.shape != expected.shape:
        return False
    if not np.array_equal(actual, expected, equal_nan=True):
        return False
    zero = expected == 0
    return bool(np.array_equal(np.signbit(actual[zero]), np.signbit(expected[zero])))


def all_codes(bits: int) -> np.ndarray:
    return np.arange(1 << bits, dtype=np.uint64)


# Values spread over every binade of every format, with few significant bits so that ties
# and near-ties are common.
interesting_floats = st.one_of(
    st.builds(math.ldexp, st.integers(-(2**12), 2**12), st.integers(-160, 140)),
    st.builds(math.ldexp, st.integers(-(2**53), 2**53), st.integers(-1130, 970)),
    st.floats(allow_nan=False, allow_infinity=True),
    st.floats(min_value=-600.0, max_value=600.0),
    st.sampled_from([0.0, -0.0, INF, -INF, 448.0, 464.0, 240.0, 248.0, 57344.0, 61440.0, 7.5, 28.0, 6.0]),
)


# ------------------------------------------------------------------------------------ registry
def test_registry_names_and_widths() -> None:
    widths = {
        "fp64": 64,
        "fp32": 32,
        "xf32": 32,
        "fp16": 16,
        "bf16": 16,
        "fp8_fnuz": 8,
        "bf8_fnuz": 8,
        "fp8": 8,
        "bf8": 8,
        "fp6": 6,
        "bf6": 6,
        "fp4": 4,
        "e8m0": 8,
        "i32": 32,
        "i8": 8,
        "u8": 8,
        "i4": 4,
        "u4": 4,
    }
    assert {name: f.bits for name, f in FORMATS.items()} == widths
    for name, fmt in FORMATS.items():
        assert fmt.name == name
        assert fmt.is_float == (name not in INTS)
        assert get_format(name) is fmt
    assert get_format("FP8_FNUZ") is FORMATS["fp8_fnuz"]


def test_unknown_format_is_a_value_error_naming_the_known_ones() -> None:
    with pytest.raises(ValueError, match="fp8_fnuz"):
        get_format("fp7")


def test_format_is_frozen() -> None:
    fmt = get_format("fp8")
    with pytest.raises(AttributeError):
        fmt.bits = 7  # type: ignore[misc]


@pytest.mark.parametrize(
    ("name", "max_finite", "min_normal", "min_subnormal"),
    [
        # ISA Table 30 (its BF6 and FP4 "min (denorm)" entries are misprinted; these follow
        # from the bit patterns S.000.01 = 0.25 * 2**-2 and S.00.1 = 0.5 * 2**0).
        ("fp16", 65504.0, 2.0**-14, 2.0**-24),
        ("fp8", 448.0, 2.0**-6, 2.0**-9),
        ("bf8", 57344.0, 2.0**-14, 2.0**-16),
        ("fp6", 7.5, 1.0, 0.125),
        ("bf6", 28.0, 0.25, 0.0625),
        ("fp4", 6.0, 1.0, 0.5),
        ("fp8_fnuz", 240.0, 2.0**-7, 2.0**-10),
        ("bf8_fnuz", 57344.0, 2.0**-15, 2.0**-17),
        ("e8m0", 2.0**127, 2.0**-127, 2.0**-127),
    ],
)
def test_format_limits(name: str, max_finite: float, min_normal: float, min_subnormal: float) -> None:
    fmt = get_format(name)
    assert (fmt.max_finite, fmt.min_normal, fmt.min_subnormal) == (max_finite, min_normal, min_subnormal)
    values = fmt.decode(all_codes(fmt.bits))
    finite = values[np.isfinite(values)]
    assert finite.max() == max_finite
    assert finite[finite > 0].min() == min_subnormal


# ------------------------------------------------------------------------------------ decoding
@pytest.mark.parametrize("name", [*SMALL_FLOATS, "i8", "u8", "i4", "u4"])
def test_decode_every_pattern_matches_the_definition(name: str) -> None:
    fmt = get_format(name)
    codes = all_codes(fmt.bits)
    got = fmt.decode(codes)
    assert got.dtype == (np.float64 if fmt.is_float else np.int64)
    expected = np.array([ref_decode(name, int(c)) for c in codes])
    assert same(got, expected)


@pytest.mark.parametrize("name", ["fp32", "xf32", "i32"])
def test_decode_structured_32_bit_patterns(name: str) -> None:
    # Every sign and exponent, with mantissas around the XF32 rounding point (bit 12 is the
    # half-way bit below XF32's last mantissa bit 13).
    mantissas = [
        0,
        1,
        0x0FFF,
        0x1000,
        0x1001,
        0x1FFF,
        0x2000,
        0x3000,
        0x3001,
        0x400000,
        0x7FE000,
        0x7FF000,
        0x7FFFFF,
    ]
    codes = [(s << 31) | (e << 23) | m for s in (0, 1) for e in range(256) for m in mantissas]
    got = get_format(name).decode(np.array(codes, dtype=np.uint64))
    assert same(got, np.array([ref_decode(name, c) for c in codes]))


@settings(max_examples=300)
@given(st.lists(st.integers(0, 2**32 - 1), min_size=1, max_size=20))
def test_decode_random_32_bit_patterns(codes: list[int]) -> None:
    raw = np.array(codes, dtype=np.uint64)
    for name in ("fp32", "xf32", "i32"):
        assert same(get_format(name).decode(raw), np.array([ref_decode(name, c) for c in codes]))


@settings(max_examples=300)
@given(st.lists(st.integers(0, 2**64 - 1), min_size=1, max_size=20))
def test_decode_random_64_bit_patterns(codes: list[int]) -> None:
    got = get_format("fp64").decode(np.array(codes, dtype=np.uint64))
    assert same(got, np.array([ref_decode("fp64", c) for c in codes]))


def test_special_patterns_of_table_30() -> None:
    fp8, bf8 = get_format("fp8"), get_format("bf8")
    fp8_values = fp8.decode(all_codes(8))
    assert set(np.flatnonzero(np.isnan(fp8_values))) == {0x7F, 0xFF}
    assert not np.isinf(fp8_values).any()
    bf8_values = bf8.decode(all_codes(8))
    assert set(np.flatnonzero(np.isnan(bf8_values))) == {0x7D, 0x7E, 0x7F, 0xFD, 0xFE, 0xFF}
    assert bf8_values[0x7C] == INF and bf8_values[0xFC] == -INF
    for name in ("fp8_fnuz", "bf8_fnuz"):
        values = get_format(name).decode(all_codes(8))
        assert set(np.flatnonzero(np.isnan(values))) == {0x80}
        assert np.isfinite(np.delete(values, 0x80)).all()
    for name in ("fp6", "bf6", "fp4"):
        assert np.isfinite(get_format(name).decode(all_codes(get_format(name).bits))).all()
    e8m0 = get_format("e8m0").decode(all_codes(8))
    assert set(np.flatnonzero(np.isnan(e8m0))) == {0xFF}
    assert e8m0[0] == 2.0**-127 and e8m0[127] == 1.0 and e8m0[0xFE] == 2.0**127
    # Table 30 by pattern: S.11.111 = 7.5, S.01.000 = 1.0, S.00.001 = 0.125 (FP6) ...
    assert get_format("fp6").decode(np.array([0b011111, 0b001000, 0b000001, 0b111111])).tolist() == [
        7.5,
        1.0,
        0.125,
        -7.5,
    ]
    assert get_format("bf6").decode(np.array([0b011111, 0b000100, 0b000001])).tolist() == [28.0, 0.25, 0.0625]
    assert get_format("fp4").decode(np.array([0b0111, 0b0010, 0b0001, 0b1111])).tolist() == [
        6.0,
        1.0,
        0.5,
        -6.0,
    ]


def test_decode_ignores_high_bits_and_keeps_shape() -> None:
    fp4 = get_format("fp4")
    assert fp4.decode(np.array([0x12, 0xF2, 0x2])).tolist() == [1.0, 1.0, 1.0]
    assert get_format("i4").decode(np.array([0x1F])).tolist() == [-1]
    raw = np.arange(12, dtype=np.uint64).reshape(3, 4)
    assert get_format("fp8").decode(raw).shape == (3, 4)
    assert get_format("fp16").decode(np.uint64(0x3C00)).shape == ()
    assert float(get_format("fp16").decode(0x3C00)) == 1.0


def test_decode_rejects_float_input() -> None:
    with pytest.raises(TypeError):
        get_format("fp8").decode(np.array([1.0]))


@pytest.mark.parametrize("name", TABLE_FORMATS)
def test_hand_built_tables_match_the_definition(name: str) -> None:
    # The hand-built tables are what the module uses with an ml_dtypes that lacks the type.
    fmt = get_format(name)
    table = formats._hand_table(fmt)
    assert same(table, np.array([ref_decode(name, c) for c in range(1 << fmt.bits)]))


# ----------------------------------------------------------------------------------- round trips
@pytest.mark.parametrize("name", [*SMALL_FLOATS, "i8", "u8", "i4", "u4"])
def test_encode_decode_round_trip_every_pattern(name: str) -> None:
    fmt = get_format(name)
    codes = all_codes(fmt.bits)
    values = fmt.decode(codes)
    keep = ~np.isnan(values) if fmt.is_float else np.ones(len(codes), dtype=bool)
    back = fmt.encode(values[keep])
    assert back.dtype == np.uint64
    assert np.array_equal(back, codes[keep])
    assert fmt.representable(values[keep]).all()


@settings(max_examples=300)
@given(st.lists(st.integers(0, 2**32 - 1), min_size=1, max_size=20))
def test_round_trip_32_bit(codes: list[int]) -> None:
    raw = np.array(codes, dtype=np.uint64)
    fp32 = get_format("fp32")
    values = fp32.decode(raw)
    keep = ~np.isnan(values)
    assert np.array_equal(fp32.encode(values[keep]), raw[keep])
    i32 = get_format("i32")
    assert np.array_equal(i32.encode(i32.decode(raw)), raw)


@settings(max_examples=300)
@given(st.lists(st.integers(0, 2**32 - 1), min_size=1, max_size=20))
def test_xf32_round_trip_is_the_reduction(codes: list[int]) -> None:
    # A canonical XF32 pattern has its low 13 bits zero; encoding a decoded pattern gives the
    # canonical pattern of the rounded value (the FP32 pattern of the reduced value).
    xf32, fp32 = get_format("xf32"), get_format("fp32")
    raw = np.array(codes, dtype=np.uint64)
    values = xf32.decode(raw)
    keep = ~np.isnan(values)
    back = xf32.encode(values[keep])
    assert np.array_equal(back & np.uint64(0x1FFF), np.zeros(int(keep.sum()), dtype=np.uint64))
    assert np.array_equal(back, fp32.encode(values[keep]))
    canonical = raw[keep] & np.uint64(0xFFFFE000)
    finite_canonical = np.isfinite(fp32.decode(canonical))
    assert np.array_equal(xf32.encode(xf32.decode(canonical))[finite_canonical], canonical[finite_canonical])


@settings(max_examples=300)
@given(st.lists(st.integers(0, 2**64 - 1), min_size=1, max_size=20))
def test_round_trip_64_bit(codes: list[int]) -> None:
    raw = np.array(codes, dtype=np.uint64)
    fp64 = get_format("fp64")
    values = fp64.decode(raw)
    keep = ~np.isnan(values)
    assert np.array_equal(fp64.encode(values[keep]), raw[keep])


# --------------------------------------------------------------------------------------- rounding
@settings(max_examples=400)
@given(st.lists(interesting_floats, min_size=1, max_size=12))
def test_rounding_matches_exact_reference(values: list[float]) -> None:
    x = np.array(values, dtype=np.float64)
    for name in ROUNDED_FLOATS:
        fmt = get_format(name)
        expected = np.array([ref_round(name, v) for v in values])
        assert same(round_to_format(x, fmt), expected), name
        assert same(fmt.decode(fmt.encode(x)), expected), name


@settings(max_examples=300)
@given(st.lists(st.floats(allow_nan=False, width=64), min_size=1, max_size=20))
def test_fp32_encoding_agrees_with_the_hardware_cast(values: list[float]) -> None:
    x = np.array(values, dtype=np.float64)
    with np.errstate(over="ignore"):
        expected = x.astype(np.float32).view(np.uint32).astype(np.uint64)
    assert np.array_equal(get_format("fp32").encode(x), expected)


@pytest.mark.parametrize("name", [n for n in SMALL_FLOATS])
def test_every_midpoint_rounds_to_the_even_neighbour(name: str) -> None:
    """Between two neighbouring values the tie goes to the even pattern, the rest to the nearer."""
    fmt = get_format(name)
    signed = name != "e8m0"
    count = 1 << (fmt.bits - 1) if signed else 1 << fmt.bits
    codes = np.arange(count, dtype=np.uint64)
    values = fmt.decode(codes)
    keep = np.isfinite(values)
    codes, values = codes[keep], values[keep]
    assert np.all(np.diff(values) > 0), "patterns of positive values are ordered"
    lo, hi = values[:-1], values[1:]
    lo_code, hi_code = codes[:-1], codes[1:]
    mid = (lo + hi) / 2  # exact: one bit more than the format has
    # E8M0 has no fraction bits: a tie 1.5 * 2**e goes up (the even significand 2).
    even = hi_code if name == "e8m0" else np.where(lo_code % 2 == 0, lo_code, hi_code)
    assert np.array_equal(fmt.encode(mid), even)
    assert np.array_equal(fmt.encode(np.nextafter(mid, np.inf)), hi_code)
    assert np.array_equal(fmt.encode(np.nextafter(mid, -np.inf)), lo_code)
    assert not fmt.representable(mid).any()
    assert fmt.representable(values).all()
    if signed:
        sign = np.uint64(1 << (fmt.bits - 1))
        # A negative tie that rounds to zero gives -0, except in FNUZ, which has no -0.
        negative = np.where((even == 0) & name.endswith("_fnuz"), even, even | sign)
        assert np.array_equal(fmt.encode(-mid), negative)


# Hand-picked ties and overflows. Each expected pattern is derived by hand in the comment.
HAND_CASES: list[tuple[str, float, int]] = [
    # fp16: 1.0 = 0x3C00, next 1 + 2**-10 = 0x3C01. 1 + 2**-11 is the tie -> even 0x3C00.
    ("fp16", 1 + 2**-11, 0x3C00),
    # 1 + 3 * 2**-11 lies halfway between 0x3C01 (odd) and 0x3C02 -> 0x3C02.
    ("fp16", 1 + 3 * 2**-11, 0x3C02),
    # max 65504 = 0x7BFF (mantissa all ones, odd); 65520 is halfway to 2**16 -> up -> Inf 0x7C00.
    ("fp16", 65520.0, 0x7C00),
    ("fp16", 65519.99, 0x7BFF),
    # Smallest subnormal 2**-24 = 0x0001; 2**-25 is halfway to 0 -> 0 (even); -2**-25 -> -0 0x8000.
    ("fp16", 2.0**-25, 0x0000),
    ("fp16", -(2.0**-25), 0x8000),
    # bf16: 1.0 = 0x3F80, ulp 2**-7. 1 + 2**-8 is the tie -> 0x3F80; 1 + 3 * 2**-8 -> 0x3F82.
    ("bf16", 1 + 2**-8, 0x3F80),
    ("bf16", 1 + 3 * 2**-8, 0x3F82),
    # Just above the tie rounds up; rounding through float32 first would make it a tie -> 0x3F80.
    ("bf16", 1 + 2**-8 + 2**-40, 0x3F81),
    # fp32: 1 + 2**-24 ties between 0x3F800000 and 0x3F800001 -> even 0x3F800000.
    ("fp32", 1 + 2**-24, 0x3F800000),
    ("fp32", 1 + 3 * 2**-24, 0x3F800002),
    # xf32 keeps 10 mantissa bits: its last bit is FP32 bit 13 (0x2000). 1 + 2**-11 is the tie
    # between 1.0 and 1 + 2**-10 = 0x3F802000 -> 1.0; 1 + 3 * 2**-11 ties between 0x3F802000
    # (odd) and 1 + 2**-9 = 0x3F804000 -> 0x3F804000.
    ("xf32", 1 + 2**-11, 0x3F800000),
    ("xf32", 1 + 3 * 2**-11, 0x3F804000),
    ("xf32", 1 + 2**-11 + 2**-30, 0x3F802000),
    # fp8 (OCP E4M3, bias 7): 1.0 = 0.0111.000 = 0x38, 1.125 = 0x39, 1.25 = 0x3A.
    # 1.0625 ties 0x38/0x39 -> 0x38; 1.1875 ties 0x39/0x3A -> 0x3A.
    ("fp8", 1.0625, 0x38),
    ("fp8", 1.1875, 0x3A),
    ("fp8", 1 + 2**-4 + 2**-40, 0x39),
    # max 448 = 0.1111.110 = 0x7E (mantissa ends in 0); the next step would be 480 (the NaN
    # pattern 0x7F). 464 ties -> even 448; anything above 464 rounds to 480 -> NaN 0x7F.
    ("fp8", 464.0, 0x7E),
    ("fp8", 464.5, 0x7F),
    ("fp8", -464.5, 0xFF),
    # Subnormals: 2**-9 = 0x01; 2**-10 ties 0/0x01 -> 0x00; 3 * 2**-10 ties 0x01/0x02 -> 0x02.
    ("fp8", 2.0**-10, 0x00),
    ("fp8", 3 * 2.0**-10, 0x02),
    # bf8 (OCP E5M2, bias 15): 1.0 = 0.01111.00 = 0x3C, 1.25 = 0x3D, 1.5 = 0x3E.
    # 1.125 ties 0x3C/0x3D -> 0x3C; 1.375 ties 0x3D/0x3E -> 0x3E.
    ("bf8", 1.125, 0x3C),
    ("bf8", 1.375, 0x3E),
    # max 57344 = 0x7B (mantissa 11, odd); 61440 ties with 65536 -> up -> Inf 0x7C.
    ("bf8", 61440.0, 0x7C),
    ("bf8", 61439.0, 0x7B),
    ("bf8", -61440.0, 0xFC),
    # fp8_fnuz (E4M3, bias 8): 1.0 = 0.1000.000 = 0x40; 1.0625 -> 0x40; 1.1875 -> 0x42.
    ("fp8_fnuz", 1.0625, 0x40),
    ("fp8_fnuz", 1.1875, 0x42),
    # max 240 = 0x7F (mantissa 111, odd); 248 ties with 256 -> up -> too big -> NaN 0x80.
    ("fp8_fnuz", 248.0, 0x80),
    ("fp8_fnuz", 247.0, 0x7F),
    # -0 does not exist: negative values that round to zero give 0x00.
    ("fp8_fnuz", -(2.0**-12), 0x00),
    # bf8_fnuz (E5M2, bias 16): 1.0 = 0.10000.00 = 0x40; 1.125 -> 0x40; 1.375 -> 0x42.
    ("bf8_fnuz", 1.125, 0x40),
    ("bf8_fnuz", 1.375, 0x42),
    ("bf8_fnuz", 61440.0, 0x80),
    ("bf8_fnuz", -61439.0, 0xFF),
    # fp6 (E2M3, bias 1): 1.0 = 0.01.000 = 0x08; 1.0625 ties -> 0x08; 1.1875 ties -> 0x0A.
    ("fp6", 1.0625, 0x08),
    ("fp6", 1.1875, 0x0A),
    # 7.75 ties between 7.5 (0x1F, odd) and 8 -> 8 -> too big -> saturates to 7.5 = 0x1F.
    ("fp6", 7.75, 0x1F),
    ("fp6", -100.0, 0x3F),
    # Subnormal step 0.125: 0.0625 ties 0/0x01 -> 0; 0.1875 ties 0x01/0x02 -> 0x02.
    ("fp6", 0.0625, 0x00),
    ("fp6", -0.0625, 0x20),
    ("fp6", 0.1875, 0x02),
    # bf6 (E3M2, bias 3): 1.0 = 0.011.00 = 0x0C; 1.125 ties -> 0x0C; 1.375 ties -> 0x0E.
    ("bf6", 1.125, 0x0C),
    ("bf6", 1.375, 0x0E),
    # 30 ties between 28 (0x1F) and 32 -> 32 -> saturates to 28.
    ("bf6", 30.0, 0x1F),
    # fp4 (E2M1, bias 1): values 0, 0.5, 1, 1.5, 2, 3, 4, 6 = codes 0..7.
    # 0.25 ties 0/0.5 -> 0; 0.75 ties 0.5/1 -> 1 (0x2); 1.25 -> 1 (0x2); 1.75 -> 2 (0x4);
    # 2.5 -> 2 (0x4); 3.5 -> 4 (0x6); 5 -> 4 (0x6); 7 ties 6/8 -> 8 -> saturates to 6 (0x7).
    ("fp4", 0.25, 0x0),
    ("fp4", 0.75, 0x2),
    ("fp4", 1.25, 0x2),
    ("fp4", 1.75, 0x4),
    ("fp4", 2.5, 0x4),
    ("fp4", 3.5, 0x6),
    ("fp4", 5.0, 0x6),
    ("fp4", 7.0, 0x7),
    ("fp4", -5.0, 0xE),
    # e8m0: 1.0 = 127 = 0x7F. 1.5 is halfway between 1 and 2 -> up to 2 (0x80); 1.49 -> 0x7F;
    # 0.75 halfway between 0.5 and 1 -> 1 (0x7F); 3 -> 4 (0x81).
    ("e8m0", 1.5, 0x80),
    ("e8m0", 1.49, 0x7F),
    ("e8m0", 0.75, 0x7F),
    ("e8m0", 3.0, 0x81),
]


@pytest.mark.parametrize(("name", "value", "code"), HAND_CASES)
def test_hand_picked_rounding(name: str, value: float, code: int) -> None:
    assert int(get_format(name).encode(np.array([value]))[0]) == code


# Out of range, infinities, NaN and zeros: the documented choices.
SPECIAL_CASES: list[tuple[str, float, int]] = [
    ("fp16", INF, 0x7C00),
    ("fp16", -1e9, 0xFC00),
    ("fp16", NAN, 0x7E00),
    ("fp16", -NAN, 0xFE00),
    ("bf16", NAN, 0x7FC0),
    ("bf16", 1e39, 0x7F80),
    ("fp32", NAN, 0x7FC00000),
    ("fp32", 1e39, 0x7F800000),
    ("xf32", NAN, 0x7FC00000),
    ("xf32", float.fromhex("0x1.ffep+127"), 0x7F800000),  # ties up past the top -> Inf
    ("xf32", float.fromhex("0x1.ffdp+127"), 0x7F7FE000),
    # fp8 OCP E4M3, MODE.FP16_OVFL = 0: Inf and too-large values become NaN (sign kept).
    ("fp8", INF, 0x7F),
    ("fp8", -INF, 0xFF),
    ("fp8", 1e6, 0x7F),
    ("fp8", NAN, 0x7F),
    ("fp8", -NAN, 0xFF),
    ("fp8", -0.0, 0x80),
    # bf8 OCP E5M2, MODE.FP16_OVFL = 0: Inf stays Inf, too large becomes Inf.
    ("bf8", INF, 0x7C),
    ("bf8", -1e6, 0xFC),
    ("bf8", NAN, 0x7E),
    ("bf8", -0.0, 0x80),
    # FNUZ: one NaN, no -0.
    ("fp8_fnuz", INF, 0x80),
    ("fp8_fnuz", -INF, 0x80),
    ("fp8_fnuz", NAN, 0x80),
    ("fp8_fnuz", -0.0, 0x00),
    ("bf8_fnuz", 1e6, 0x80),
    ("bf8_fnuz", -0.0, 0x00),
    # FP6/FP4: saturate, keep the sign; -0 exists.
    ("fp6", INF, 0x1F),
    ("fp6", -INF, 0x3F),
    ("fp6", -0.0, 0x20),
    ("bf6", -1e30, 0x3F),
    ("fp4", INF, 0x7),
    ("fp4", -0.0, 0x8),
    # E8M0: no zero, no sign, no Inf.
    ("e8m0", 0.0, 0xFF),
    ("e8m0", -2.0, 0xFF),
    ("e8m0", INF, 0xFF),
    ("e8m0", NAN, 0xFF),
    ("e8m0", 2.0**-127, 0x00),
    ("e8m0", 2.0**-200, 0x00),
    ("e8m0", 2.0**127, 0xFE),
    ("e8m0", 1.5 * 2.0**127, 0xFF),
    ("e8m0", 1.4 * 2.0**127, 0xFE),
]


@pytest.mark.parametrize(("name", "value", "code"), SPECIAL_CASES)
def test_special_values(name: str, value: float, code: int) -> None:
    assert int(get_format(name).encode(np.array([value]))[0]) == code


@pytest.mark.parametrize("name", ["fp6", "bf6", "fp4", "i32", "i8", "u8", "i4", "u4"])
def test_nan_cannot_be_encoded_without_a_nan_pattern(name: str) -> None:
    fmt = get_format(name)
    with pytest.raises(ValueError):
        fmt.encode(np.array([1.0, NAN]))
    assert not fmt.representable(np.array([NAN])).any()


@pytest.mark.parametrize("name", ["i32", "i8", "u8", "i4", "u4"])
def test_integers_refuse_infinity(name: str) -> None:
    with pytest.raises(ValueError):
        get_format(name).encode(np.array([INF]))


def test_fp64_keeps_nan_and_everything_else() -> None:
    fp64 = get_format("fp64")
    assert np.isnan(fp64.decode(fp64.encode(np.array([NAN])))).all()
    assert fp64.representable(np.array([NAN, INF, 0.1, 5e-324])).all()


@pytest.mark.parametrize(
    "name", ["fp64", "fp32", "xf32", "fp16", "bf16", "fp8", "bf8", "fp8_fnuz", "bf8_fnuz", "e8m0"]
)
def test_nan_round_trip(name: str) -> None:
    fmt = get_format(name)
    assert np.isnan(fmt.decode(fmt.encode(np.array([NAN, -NAN])))).all()
    assert fmt.representable(np.array([NAN])).all()


# ------------------------------------------------------------------------------ representable
@settings(max_examples=300)
@given(st.lists(interesting_floats, min_size=1, max_size=12))
def test_representable_agrees_with_round_trip(values: list[float]) -> None:
    x = np.array(values, dtype=np.float64)
    for name in ["fp64", *ROUNDED_FLOATS]:
        fmt = get_format(name)
        with np.errstate(invalid="ignore"):
            expected = fmt.decode(fmt.encode(x)) == x
        assert np.array_equal(fmt.representable(x), expected), name


def test_representable_examples() -> None:
    examples = np.array([448.0, 480.0, 2.0**-9, 2.0**-10, INF])
    assert get_format("fp8").representable(examples).tolist() == [True, False, True, False, False]
    assert get_format("bf8").representable(np.array([INF, -INF, 57344.0])).all()
    # -0.0 compares equal to the +0 it becomes.
    assert get_format("fp8_fnuz").representable(np.array([-0.0])).all()
    assert get_format("e8m0").representable(np.array([0.0, 1.0, 3.0, 2.0**-127, -1.0])).tolist() == [
        False,
        True,
        False,
        True,
        False,
    ]


# ------------------------------------------------------------------------------------ integers
def test_integer_wrap_semantics() -> None:
    i4, u4, i8, u8, i32 = (get_format(n) for n in ("i4", "u4", "i8", "u8", "i32"))
    # i4: 8 = 0b1000 reads back as -8; -9 = ...10111 keeps 0b0111 = 7; 16 wraps to 0.
    assert i4.encode(np.array([7, 8, -8, -9, 16, -1])).tolist() == [7, 8, 8, 7, 0, 15]
    assert i4.decode(i4.encode(np.array([7, 8, -8, -9, 16, -1]))).tolist() == [7, -8, -8, 7, 0, -1]
    assert i4.decode(all_codes(4)).tolist() == [0, 1, 2, 3, 4, 5, 6, 7, -8, -7, -6, -5, -4, -3, -2, -1]
    assert u4.decode(u4.encode(np.array([15, 16, -1, 17]))).tolist() == [15, 0, 15, 1]
    assert i8.decode(i8.encode(np.array([127, 128, 255, -129, 256]))).tolist() == [127, -128, -1, 127, 0]
    assert u8.decode(u8.encode(np.array([255, 256, -1]))).tolist() == [255, 0, 255]
    assert i32.decode(i32.encode(np.array([2**31, 2**32 + 5, -(2**31) - 1]))).tolist() == [
        -(2**31),
        5,
        2**31 - 1,
    ]
    # Float input: rounded to nearest even first, then wrapped.
    assert i4.decode(i4.encode(np.array([2.5, 3.5, -2.5, -0.5, 7.5]))).tolist() == [2, 4, -2, 0, -8]
    assert i32.decode(i32.encode(np.array([2.0**31, -0.0]))).tolist() == [-(2**31), 0]


def test_integer_representable_and_round() -> None:
    i4, u4 = get_format("i4"), get_format("u4")
    assert i4.representable(np.array([-8, 7, 8, -9])).tolist() == [True, True, False, False]
    assert i4.representable(np.array([-8.0, 7.5, INF, NAN])).tolist() == [True, False, False, False]
    assert u4.representable(np.array([0, 15, 16, -1], dtype=np.int64)).tolist() == [True, True, False, False]
    assert round_to_format(np.array([2.5, 8.0]), i4).tolist() == [2.0, -8.0]
    assert ulp(np.array([3.0, -100.0]), i4).tolist() == [1.0, 1.0]


@pytest.mark.parametrize("name", ["i8", "u8", "i4", "u4"])
def test_integer_encoding_is_modular(name: str) -> None:
    fmt = get_format(name)
    bits, signed = INTS[name]
    values = np.arange(-300, 300)
    expected = [ref_decode(name, v % (1 << bits)) for v in values.tolist()]
    assert fmt.decode(fmt.encode(values)).tolist() == expected
    assert fmt.decode(fmt.encode(values.astype(np.float64))).tolist() == expected


# -------------------------------------------------------------------------------- helpers
@settings(max_examples=200)
@given(st.lists(interesting_floats, min_size=1, max_size=12))
def test_round_to_format_is_decode_of_encode(values: list[float]) -> None:
    x = np.array(values, dtype=np.float64)
    for name in ROUNDED_FLOATS:
        fmt = get_format(name)
        assert same(round_to_format(x, fmt), fmt.decode(fmt.encode(x))), name
    assert same(round_to_format(x, get_format("fp64")), x)


def test_round_to_format_keeps_nan_in_formats_without_nan() -> None:
    assert np.isnan(round_to_format(np.array([NAN]), get_format("fp4"))).all()


@pytest.mark.parametrize(
    ("name", "value", "expected"),
    [
        ("fp16", 1.0, 2.0**-10),
        ("fp16", 0.0, 2.0**-24),
        ("fp16", 2.0**-20, 2.0**-24),  # subnormal range: fixed spacing
        ("fp16", 65504.0, 32.0),
        ("fp16", 1e6, 32.0),  # beyond the range: the top binade's spacing
        ("bf16", 1.0, 2.0**-7),
        ("fp32", -3.0, 2.0**-22),
        ("xf32", 1.0, 2.0**-10),
        ("fp64", 1.0, 2.0**-52),
        ("fp64", 0.0, 5e-324),
        ("fp8", 448.0, 32.0),
        ("fp8", 0.0, 2.0**-9),
        ("fp8_fnuz", 1.0, 0.125),
        ("fp4", 1.0, 0.5),
        ("fp4", 0.25, 0.5),
        ("fp4", 5.0, 2.0),
        ("e8m0", 1.0, 1.0),
        ("e8m0", 3.0, 2.0),
        ("e8m0", 0.0, 2.0**-127),
    ],
)
def test_ulp_examples(name: str, value: float, expected: float) -> None:
    assert ulp(np.array([value]), get_format(name)).tolist() == [expected]


@pytest.mark.parametrize(
    "name", ["fp16", "bf16", "fp8", "bf8", "fp8_fnuz", "bf8_fnuz", "fp6", "bf6", "fp4", "e8m0"]
)
def test_ulp_is_the_gap_to_the_next_value(name: str) -> None:
    fmt = get_format(name)
    values = fmt.decode(all_codes(fmt.bits))
    positive = np.unique(values[np.isfinite(values) & (values >= 0) & ~np.signbit(values)])
    gaps = np.diff(positive)
    assert np.array_equal(ulp(positive[:-1], fmt), gaps)
    assert np.array_equal(ulp(-positive[:-1], fmt), gaps)
    assert np.isnan(ulp(np.array([NAN, INF]), fmt)).all()


def test_hand_tables_serve_when_ml_dtypes_lacks_the_types(monkeypatch: pytest.MonkeyPatch) -> None:
    # ml_dtypes 0.4 has no FP6, FP4 or E8M0 type; the module then decodes and encodes with
    # tables built by hand. Pretend no type exists and check the whole path.
    monkeypatch.setattr(formats, "_ml_dtypes_table", lambda fmt: None)
    formats._decode_table.cache_clear()
    formats._positive_codes.cache_clear()
    try:
        for name in TABLE_FORMATS:
            fmt = get_format(name)
            codes = all_codes(fmt.bits)
            values = fmt.decode(codes)
            assert same(values, np.array([ref_decode(name, int(c)) for c in codes])), name
            keep = ~np.isnan(values)
            assert np.array_equal(fmt.encode(values[keep]), codes[keep]), name
    finally:
        formats._decode_table.cache_clear()
        formats._positive_codes.cache_clear()


# The fast tier tries 40 inputs per test; the exhaustive tier all of them (tests/support/tiers.py).
fuzz_all(globals(), 40)
