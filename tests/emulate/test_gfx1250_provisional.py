"""gfx1250 emulation is an explicit opt-in (``provisional=True``): its A/B layouts are provisional.

The expected D is numpy's float64 ``A @ B + C`` of small integers, which every format involved
holds exactly, so it checks the arithmetic and that pack/execute/unpack agree; it cannot check
the provisional layouts themselves (docs/gfx1250.md, the hardware tests).
"""

from __future__ import annotations

import pytest

import amdmatrix
from amdmatrix.confidence import ProvisionalLayoutError

np = pytest.importorskip("numpy")

INSTS = amdmatrix.instructions("gfx1250")
#: Not emulated even with provisional=True: scale formats/rows and the FP32-C/BF16-D form are not modelled.
REFUSED = {"v_wmma_scale_f32_16x16x128_f8f6f4", "v_wmma_scale16_f32_16x16x128_f8f6f4",
           "v_wmma_scale_f32_32x16x128_f4", "v_wmma_scale16_f32_32x16x128_f4", "v_wmma_ld_scale_paired_b32",
           "v_wmma_ld_scale16_paired_b64", "v_wmma_bf16f32_16x16x32_bf16"}
RUN = [i.mnemonic.lower() for i in INSTS if i.mnemonic.lower() not in REFUSED]


def test_the_split() -> None:
    assert len(RUN) == 38 and len(REFUSED) == 7
    assert REFUSED <= {i.mnemonic.lower() for i in INSTS}


@pytest.mark.parametrize("name", RUN)
def test_emulates_only_when_asked(name: str) -> None:
    inst = amdmatrix.instruction("gfx1250", name)
    rng = np.random.default_rng(len(name))
    a = rng.integers(-1, 2, (inst.m, inst.k)).astype(float)
    b = rng.integers(-1, 2, (inst.k, inst.n)).astype(float)
    c = rng.integers(-4, 5, (inst.m, inst.n)).astype(float)
    if inst.sparse:
        a[:, 1::4] = a[:, 3::4] = 0  # 4:2 sparse
    mods = {"neg": 3} if "iu8" in name else {}  # signed A and B
    with pytest.raises(ProvisionalLayoutError, match="provisional=True"):
        amdmatrix.emulate("gfx1250", name, a, b, c, **mods)
    with pytest.raises(ProvisionalLayoutError):
        amdmatrix.emulate.pack(inst, "B", b, **mods)
    d = amdmatrix.emulate("gfx1250", name, a, b, c, provisional=True, **mods)
    assert np.array_equal(np.asarray(d, dtype=float), a @ b + c)
    regs = amdmatrix.emulate.pack(inst, "B", b, provisional=True, **mods)
    assert np.array_equal(amdmatrix.emulate.unpack(inst, "B", regs, provisional=True, **mods), b)


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_refused_even_with_the_opt_in(name: str) -> None:
    inst = amdmatrix.instruction("gfx1250", name)
    with pytest.raises(amdmatrix.AmdMatrixError, match="not emulated, even with provisional=True"):
        amdmatrix.emulate.pack(inst, inst.matrices[0], np.zeros((inst.m, inst.k)), provisional=True)


def test_the_opt_in_is_a_bool_and_changes_nothing_on_exact_layouts() -> None:
    inst = amdmatrix.instruction("gfx1250", RUN[0])
    with pytest.raises(amdmatrix.AmdMatrixError, match="provisional must be True or False"):
        amdmatrix.emulate.pack(inst, "A", np.zeros((inst.m, inst.k)), provisional="yes")  # type: ignore[arg-type]
    a, b = np.eye(32), np.full((32, 32), 2.0)
    plain = amdmatrix.emulate("cdna3", "v_mfma_f32_32x32x8_f16", a[:, :8], b[:8])
    assert np.array_equal(plain, amdmatrix.emulate("cdna3", "v_mfma_f32_32x32x8_f16", a[:, :8], b[:8],
                                                   provisional=True))
    assert np.array_equal(plain, a[:, :8] @ b[:8])
