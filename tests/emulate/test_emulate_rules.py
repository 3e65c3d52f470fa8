"""Three rules of the arithmetic model, each pinned with expectations computed by hand from
the guides' text (never from the emulator):

1. Sparse A (CDNA4 ISA 7.5.1): each stored value multiplies only the row of B its 2-bit
   index names; only K/2 products are made, so a B row that no index names never reaches
   D, even when it holds Inf or NaN.
2. Denormals: the CDNA2 FP16/BF16 MFMAs flush subnormal inputs (A, B and the FP32 C) and
   subnormal FP32 results to zero of the same sign (MI200 ISA, VOP3P-MAI opcode table:
   "Flushes input and output denorms"); CDNA3 and CDNA4 keep them (CDNA4 ISA 7.4), and so
   do CDNA1 and the CDNA2 FP32/FP64 MFMAs (docs/emulation.md, "Denormals").
3. The sign of zero (IEEE 754 6.3): when every product and C are -0 the sum is -0; any +0
   term, or an exact cancellation x + (-x), gives +0; a nonzero sum that rounds to zero
   keeps its sign.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np
import pytest

import amdmatrix

Arr = np.ndarray[Any, Any]


def _all(pred: Any) -> list[tuple[str, str, int]]:
    return [(a.name, i.mnemonic, w) for a in amdmatrix.architectures() for i in amdmatrix.instructions(a)
            if not i.provisional_matrices() and pred(i) for w in i.waves]


def _ids(cases: list[tuple[str, str, int]]) -> list[str]:
    return [f"{a}-{m.lower()}-w{w}" for a, m, w in cases]


def _is_float(inst: amdmatrix.Instruction) -> bool:
    return inst.types["D"] not in ("i32",)


def _shape(inst: amdmatrix.Instruction, rows: int, cols: int) -> tuple[int, ...]:
    return (rows, cols) if inst.blocks == 1 or inst.sparse else (inst.blocks, rows, cols)


def minus_zero(x: Any) -> bool:
    return bool(x == 0 and math.copysign(1.0, float(x)) < 0)


def plus_zero(x: Any) -> bool:
    return bool(x == 0 and math.copysign(1.0, float(x)) > 0)


# ---------------------------------------------------------------------------- 1. sparse
def test_issue_example_unselected_infinite_row() -> None:
    a = np.zeros((16, 32))
    a[:, 0] = 1.0
    a[:, 1] = 1.0  # group 0 stores k = 0 and 1
    b = np.ones((32, 16))
    b[2, :] = np.inf  # k = 2 is never selected
    d = amdmatrix.emulate("cdna3", "v_smfmac_f32_16x16x32_f16", a, b)
    assert d[0, 0] == 2.0
    # groups 1-7 store their first two (zero) positions: 0 * 1 adds nothing
    assert np.all(d == 2.0)


SPARSE_FLOAT = _all(lambda i: i.sparse and _is_float(i))


def test_sparse_float_cases_cover_three_architectures() -> None:
    assert {a for a, _, _ in SPARSE_FLOAT} == {"CDNA3", "CDNA4", "RDNA4"}
    formats = {amdmatrix.instruction(a, m).types["A"] for a, m, _ in SPARSE_FLOAT}
    assert formats == {"fp16", "bf16", "fp8", "bf8", "fp8_fnuz", "bf8_fnuz"}


@pytest.mark.parametrize(("arch", "mnemonic", "wave"), SPARSE_FLOAT, ids=_ids(SPARSE_FLOAT))
@pytest.mark.parametrize("kept", [(0, 1), (2, 3), (1, 3)])
def test_unselected_b_rows_never_reach_d(arch: str, mnemonic: str, wave: int, kept: tuple[int, int]) -> None:
    """Every group stores 1.0 at the two positions ``kept``; the two other rows of B in every
    group hold Inf (NaN where B's format has no Inf) and NaN. D = K/2 * 1 * 1 + C."""
    inst = amdmatrix.instruction(arch, mnemonic)
    a = np.zeros((inst.m, inst.k))
    b = np.ones((inst.k, inst.n))
    dropped = [p for p in range(4) if p not in kept]
    for g in range(inst.k // 4):
        a[:, 4 * g + kept[0]] = a[:, 4 * g + kept[1]] = 1.0
        b[4 * g + dropped[0], :] = np.inf if inst.types["B"] in ("fp16", "bf16", "bf8") else np.nan
        b[4 * g + dropped[1], :] = np.nan
    c = np.full((inst.m, inst.n), 0.5)
    d = amdmatrix.emulate(arch, mnemonic, a, b, c, wave=wave)
    assert np.all(d == inst.k // 2 + 0.5)


def test_stored_values_with_explicit_indices_skip_the_other_rows() -> None:
    """Stored values and indices given apart: row i stores (2, -3) at positions (1, 3) of each
    group; rows 0 and 2 of every group of B are NaN. D[i][j] = 2 * B[1][j] - 3 * B[3][j] per group."""
    mn = "v_smfmac_f32_16x16x32_bf16"
    values = np.tile([2.0, -3.0], (16, 8))  # (16, K/2 = 16): 8 groups
    index = np.tile([1, 3], (16, 8))
    b = np.full((32, 16), np.nan)
    for g in range(8):
        b[4 * g + 1, :] = 1.0
        b[4 * g + 3, :] = 0.25
    d = amdmatrix.emulate("cdna4", mn, values, b, index=index)
    assert np.all(d == 8 * (2.0 * 1.0 - 3.0 * 0.25))


def test_a_pair_with_equal_indices_adds_both_products() -> None:
    """Not a legal 4:2 pair (the ISA requires increasing indices), but each stored value still
    multiplies the row its own index names (docs/emulation.md rule 9): 2 * B[1] + 3 * B[1]."""
    values = np.tile([2.0, 3.0], (16, 8))
    index = np.ones((16, 16), dtype=int)
    b = np.full((32, 16), np.nan)
    b[1::4, :] = 0.5
    d = amdmatrix.emulate("cdna3", "v_smfmac_f32_16x16x32_f16", values, b, index=index)
    assert np.all(d == 8 * (2.0 + 3.0) * 0.5)


# ---------------------------------------------------------------------------- 2. denormals
def test_issue_example_cdna2_fp16_input_is_flushed() -> None:
    a = np.zeros((32, 8))
    a[0, 0] = 2.0**-24  # the smallest FP16 subnormal
    b = np.ones((8, 32))
    d = amdmatrix.emulate("cdna2", "v_mfma_f32_32x32x8f16", a, b)
    assert np.all(d == 0.0) and not np.signbit(d[0, 0])
    # CDNA3 keeps it (CDNA4 ISA 7.4 for the same matrix core rules)
    d = amdmatrix.emulate("cdna3", "v_mfma_f32_32x32x8_f16", a, b)
    assert d[0, 0] == 2.0**-24 and np.all(d[1:] == 0.0)


def test_cdna2_flushes_a_subnormal_b_input() -> None:
    a = np.zeros((32, 8))
    b = np.zeros((8, 32))
    a[0, 0], b[0, 0] = 4.0, -(2.0**-20)  # B: an FP16 subnormal (below 2**-14)
    c = np.ones((32, 32))
    assert amdmatrix.emulate("cdna2", "v_mfma_f32_32x32x8f16", a, b, c)[0, 0] == 1.0
    assert amdmatrix.emulate("cdna3", "v_mfma_f32_32x32x8_f16", a, b, c)[0, 0] == 1.0 - 2.0**-18


def test_cdna2_c_is_an_input_and_is_flushed() -> None:
    """A * B = 2**-63 * 2**-63 = 2**-126 (the smallest normal FP32); C = 2**-127 is an FP32
    subnormal. CDNA2 flushes C: 2**-126. CDNA3 keeps it: 2**-126 + 2**-127 = 3 * 2**-127."""
    a = np.zeros((16, 16))
    b = np.zeros((16, 16))
    a[0, 0] = b[0, 0] = 2.0**-63
    c = np.zeros((16, 16))
    c[0, 0] = 2.0**-127
    assert amdmatrix.emulate("cdna2", "v_mfma_f32_16x16x16bf16_1k", a, b, c)[0, 0] == 2.0**-126
    assert amdmatrix.emulate("cdna3", "v_mfma_f32_16x16x16_bf16", a, b, c)[0, 0] == 3 * 2.0**-127


def test_cdna2_flushes_a_subnormal_result_keeping_its_sign() -> None:
    """Two normal BF16 values whose product is an FP32 subnormal: 2**-75 * 2**-70 = 2**-145."""
    a = np.zeros((16, 16))
    b = np.zeros((16, 16))
    a[0, 0], a[1, 0], b[0, 0] = 2.0**-75, -(2.0**-75), 2.0**-70
    d = amdmatrix.emulate("cdna2", "v_mfma_f32_16x16x16bf16_1k", a, b)
    assert plus_zero(d[0, 0]) and minus_zero(d[1, 0])
    d = amdmatrix.emulate("cdna3", "v_mfma_f32_16x16x16_bf16", a, b)
    assert d[0, 0] == 2.0**-145 and d[1, 0] == -(2.0**-145)


def test_cdna2_flushes_a_bf16_subnormal_input() -> None:
    a = np.zeros((16, 16))
    a[0, 0] = 2.0**-130  # a BF16 subnormal (below 2**-126)
    b = np.full((16, 16), 2.0**100)
    assert amdmatrix.emulate("cdna2", "v_mfma_f32_16x16x16bf16_1k", a, b)[0, 0] == 0.0
    assert amdmatrix.emulate("cdna3", "v_mfma_f32_16x16x16_bf16", a, b)[0, 0] == 2.0**-30


SMALLEST_SUBNORMAL = {"fp16": 2.0**-24, "bf16": 2.0**-133}
F16_BF16 = [(a, m, w) for a, m, w in _all(lambda i: i.types["A"] in ("fp16", "bf16") and not i.sparse)
            if a.startswith("CDNA")]


@pytest.mark.parametrize(("arch", "mnemonic", "wave"), F16_BF16, ids=_ids(F16_BF16))
def test_subnormal_inputs_and_c_by_architecture(arch: str, mnemonic: str, wave: int) -> None:
    """A = the format's smallest subnormal, B = 1, C = 2**-149 (the smallest FP32 subnormal).
    CDNA2 flushes every input: D = 0. The others keep them: D = K * A + 2**-149, exact in FP32
    (for FP16, K * 2**-24 is far above FP32's subnormals and 2**-149 is below half its ULP)."""
    inst = amdmatrix.instruction(arch, mnemonic)
    tiny = SMALLEST_SUBNORMAL[inst.types["A"]]
    a = np.full(_shape(inst, inst.m, inst.k), tiny)
    b = np.ones(_shape(inst, inst.k, inst.n))
    c = np.full(_shape(inst, inst.m, inst.n), 2.0**-149)
    d = amdmatrix.emulate(arch, mnemonic, a, b, c)
    if arch == "CDNA2":
        assert np.all(d == 0.0) and not np.any(np.signbit(d))
    elif inst.types["A"] == "fp16":
        assert np.all(d == inst.k * tiny)
    else:
        assert np.all(d == inst.k * tiny + 2.0**-149)


def test_cdna2_f32_and_f64_mfmas_keep_denormals() -> None:
    """MI200 ISA: the F32 MFMAs follow MODE.denorm (the emulator assumes denormals allowed),
    the F64 MFMAs force "allow input and output denorms"."""
    a = np.zeros((16, 4))
    a[0, 0] = 2.0**-140
    assert amdmatrix.emulate("cdna2", "v_mfma_f32_16x16x4f32", a, np.ones((4, 16)))[0, 0] == 2.0**-140
    a[0, 0] = 2.0**-1070
    assert amdmatrix.emulate("cdna2", "v_mfma_f64_16x16x4f64", a, np.ones((4, 16)))[0, 0] == 2.0**-1070


def test_cdna1_keeps_denormals() -> None:
    """No source in this project speaks for CDNA1; the emulator keeps denormals there
    (docs/emulation.md gives the reasons)."""
    a = np.zeros((32, 8))
    a[0, 0] = 2.0**-24
    assert amdmatrix.emulate("cdna1", "v_mfma_f32_32x32x8f16", a, np.ones((8, 32)))[0, 0] == 2.0**-24


# ---------------------------------------------------------------------------- 3. sign of zero
FLOAT = _all(_is_float)


def test_float_cases_cover_every_architecture() -> None:
    assert {a for a, _, _ in FLOAT} == {"CDNA1", "CDNA2", "CDNA3", "CDNA4", "RDNA3", "RDNA4"}


@pytest.mark.parametrize(("arch", "mnemonic", "wave"), FLOAT, ids=_ids(FLOAT))
def test_all_minus_zero_terms_give_minus_zero(arch: str, mnemonic: str, wave: int) -> None:
    """A = +0 and B = -1: every product is +0 * -1 = -0. With C = -0 every term is -0 and D
    is -0; where C is +0 (one element per block) D is +0."""
    inst = amdmatrix.instruction(arch, mnemonic)
    a = np.zeros(_shape(inst, inst.m, inst.k))
    b = np.full(_shape(inst, inst.k, inst.n), -1.0)
    c = np.full(_shape(inst, inst.m, inst.n), -0.0)
    c[..., 1, 2] = 0.0
    d = amdmatrix.emulate(arch, mnemonic, a, b, c, wave=wave)
    plus = np.zeros(d.shape, dtype=bool)
    plus[..., 1, 2] = True
    assert np.all(d == 0.0)
    assert np.array_equal(np.signbit(d), ~plus)


def test_exact_cancellation_gives_plus_zero() -> None:
    """x + (-x) = +0 under round-to-nearest, also when the other terms and C are -0."""
    mn = "v_mfma_f32_16x16x4_f32"
    a = np.full((16, 4), -0.0)
    a[0, :2] = 1.0
    b = np.ones((4, 16))
    b[:2, 0] = [3.0, -3.0]  # D[0][0]: 3 - 3 + (-0) + (-0) + C
    c = np.full((16, 16), -0.0)
    d = amdmatrix.emulate("cdna3", mn, a, b, c)
    assert plus_zero(d[0, 0])
    assert minus_zero(d[1, 1])  # row 1, column 1: -0 * 1 four times, C = -0
    assert plus_zero(d[1, 0])  # row 1, column 0: -0 * -3 = +0 is one of the terms


def test_tiny_negative_sum_rounds_to_minus_zero() -> None:
    a = np.zeros((16, 16))
    b = np.zeros((16, 16))
    a[0, 0], b[0, 0] = -(2.0**-100), 2.0**-100  # -2**-200: far below FP32's smallest subnormal
    d = amdmatrix.emulate("cdna3", "v_mfma_f32_16x16x16_bf16", a, b)
    assert minus_zero(d[0, 0]) and plus_zero(d[1, 1])
    a = np.zeros((16, 16))
    b = np.zeros((16, 16))
    a[0, 0], b[0, 0] = -(2.0**-14), 2.0**-12  # -2**-26 < half of FP16's smallest subnormal 2**-24
    d = amdmatrix.emulate("rdna3", "v_wmma_f16_16x16x16_f16", a, b)
    assert minus_zero(d[0, 0]) and plus_zero(d[1, 1])


def test_minus_zero_c_in_a_large_batch() -> None:
    """A batch of several internal chunks, where only some items hold -0 in C."""
    mn = "v_mfma_f32_32x32x8_f16"
    n = 300
    a = np.zeros((n, 32, 8))
    b = np.full((n, 8, 32), -1.0)
    c = np.zeros((n, 32, 32))
    c[7::50] = -0.0
    c[7, 3, 4] = 0.0
    d = amdmatrix.emulate("cdna3", mn, a, b, c)
    expected_minus = np.zeros(d.shape, dtype=bool)
    expected_minus[7::50] = True
    expected_minus[7, 3, 4] = False
    assert np.all(d == 0.0) and np.array_equal(np.signbit(d), expected_minus)
    # with nonzero products the sum is an ordinary number whatever the sign of C's zeros
    a[:, :, 0] = 1.0
    d = amdmatrix.emulate("cdna3", mn, a, b, c)
    assert np.all(d == -1.0)
