"""amdmatrix's layouts against Triton 3.9's own AMD layouts, element by element.

Triton builds its AMDMFMALayout / AMDWMMALayout / DotOperandLayout (and the CDNA4 scale layouts)
and turns them into linear layouts in its C++ (tests/support/triton_oracle.py); the expected
side is Instruction.placements(). A and B layouts are fixed by the hardware only up to one
permutation of K shared by A and B (it leaves D unchanged), so where Triton orders K otherwise
the test finds that permutation from A and requires B to follow it; D must agree exactly.
The default tier samples; the whole table is exhaustive.
"""

from __future__ import annotations

import pytest
import triton_oracle as T
from required import need

import amdmatrix

#: Where Triton's table and amdmatrix are known to differ, and why (docs/export.md).
#: MfmaGroup.cpp lists mfma_f32_32x32x4bf16_1k (two blocks of 32x32, K=4 each) as a one-block
#: 32x32 MFMA with kBase 2; its layouts cannot be the instruction's.
DIFFERENT = {("cdna2", "v_mfma_f32_32x32x4bf16_1k")}

SAMPLE = [c for i, c in enumerate(T.cases()) if i % 9 == 0]


def _amd_slots(inst: amdmatrix.Instruction, matrix: str, mods: dict[str, object], wave: int
               ) -> dict[tuple[int, int], set[tuple[int, int]]]:
    lay = inst.layout(matrix, wave, **mods)
    out: dict[tuple[int, int], set[tuple[int, int]]] = {}
    for e in inst.placements(matrix, wave=wave, **mods):
        loc = e.location
        assert loc is not None
        lo = loc.bits[1] if loc.bits and loc.bits != (63, 0) else 0
        item = (32 * loc.register + lo - lay.offset) // lay.stride
        out.setdefault((loc.lane, item), set()).add((e.row, e.col))
    return out


def compare(case: T.Case) -> dict[str, object]:
    """Per matrix: "exact", "k-order" (A/B under a common K permutation) or a list of differences."""
    inst = amdmatrix.instruction(case.arch, case.mnemonic)
    mods: dict[str, object] = {"a_format": "fp4", "b_format": "fp4"} if case.kind == "mfma_scale" else {}
    wave = 64 if case.kind.startswith("mfma") else 32
    result: dict[str, object] = {}
    perm: dict[int, int] = {}
    for m in case.matrices:
        tri = T.triton_slots(case, m)
        amd = _amd_slots(inst, m, mods, wave)
        if set(tri) != set(amd):
            result[m] = [f"slots differ: Triton {len(tri)}, amdmatrix {len(amd)}"]
            continue
        diffs = [k for k in tri if tri[k] not in amd[k]]
        if not diffs:
            result[m] = "exact"
            continue
        if m not in ("A", "B"):
            result[m] = [f"lane {k[0]} register {k[1]}: Triton {tri[k]}, amdmatrix {sorted(amd[k])}" for k in diffs[:3]]
            continue
        kpos = 1 if m == "A" else 0
        ok = True
        for key, got in tri.items():
            (want,) = amd[key]
            if got[1 - kpos] != want[1 - kpos] or perm.setdefault(got[kpos], want[kpos]) != want[kpos]:
                ok = False
                break
        ok = ok and len(set(perm.values())) == len(perm)
        result[m] = "k-order" if ok else [f"{m}: no common K permutation"]
    return result


def _check(case: T.Case) -> None:
    got = compare(case)
    if (case.arch, case.mnemonic) in DIFFERENT:
        assert any(v != "exact" for v in got.values()), f"{case}: now agrees; take it off DIFFERENT"
        return
    assert got["D"] == "exact", (case, got)
    assert all(v in ("exact", "k-order") for v in got.values()), (case, got)
    assert (got["A"] == "k-order") == (got["B"] == "k-order"), (case, got)


@pytest.fixture(autouse=True)
def _triton() -> None:
    need("triton (pip install triton==3.9.0)", T.available())


def test_the_table_names_real_instructions() -> None:
    assert len(T.cases()) == 92
    for case in T.cases():
        inst = amdmatrix.instruction(case.arch, case.mnemonic)
        assert (inst.m, inst.n, inst.k) == (case.m, case.n, case.k), case


@pytest.mark.parametrize("case", SAMPLE, ids=lambda c: f"{c.arch}-{c.mnemonic}")
def test_sample_agrees_with_triton(case: T.Case) -> None:
    _check(case)


@pytest.mark.exhaustive
@pytest.mark.parametrize("case", T.cases(), ids=lambda c: f"{c.arch}-{c.mnemonic}")
def test_every_instruction_agrees_with_triton(case: T.Case) -> None:
    _check(case)


@pytest.mark.exhaustive
def test_counts() -> None:
    """The headline numbers (docs/export.md): all 92 rows of Triton's tables (4x4 MFMAs aside)."""
    exact = korder = different = 0
    for case in T.cases():
        got = compare(case)
        if all(v == "exact" for v in got.values()):
            exact += 1
        elif got["D"] == "exact" and all(v in ("exact", "k-order") for v in got.values()):
            korder += 1
        else:
            different += 1
    assert (exact, korder, different) == (76, 15, 1)


def test_transposed_d_is_d_transposed() -> None:
    """Gluon's transposed=True layout holds Dᵀ: tensor [j][i] where the plain one holds [i][j]."""
    for case in (T.MFMA[0], T.WMMA[1]):
        inst = amdmatrix.instruction(case.arch, case.mnemonic)
        amd = _amd_slots(inst, "D", {}, 64 if case.kind.startswith("mfma") else 32)
        tri = T.triton_slots(case, "D", transposed=True)
        assert all(tri[k] in amd[k] for k in tri) and set(tri) == set(amd)
