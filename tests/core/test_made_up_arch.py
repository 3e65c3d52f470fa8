"""A new architecture is one data entry: a made-up RDNA9, RDNA4 without INDEX_KEY.

RDNA9 is ``RDNA4.replace(...)`` registered with :func:`amdmatrix.archs.register`.
Queries, the CLI, encoding, decoding, emulation and the hazard checker work on it with
no other change, and the one removed feature changes what it should: the SWMMAC
``index_key`` modifier (LLVM's spelling of the index-set OPSEL bits) is refused.
"""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pytest
from clirun import run_inproc

import amdmatrix
from amdmatrix import archs
from amdmatrix.encoding import AsmError, DecodeError, decode, encode

RDNA9 = archs.RDNA4.replace(name="RDNA9", aliases=("GFX1299",),
                            features=archs.RDNA4.features - {archs.INDEX_KEY})

WMMA = "v_wmma_f32_16x16x16_f16"
SWMMAC = "v_swmmac_f32_16x16x32_f16"
# llvm-mc-22 -arch=amdgcn -mcpu=gfx1200 -show-encoding
WMMA_LINE = "v_wmma_f32_16x16x16_f16 v[0:7], v[8:11], v[12:15], v[0:7]"
WMMA_HEX = "004040cc0819021c"
SWMMAC_LINE = "v_swmmac_f32_16x16x32_f16 v[0:7], v[8:11], v[12:19], v20"
SWMMAC_HEX = "004050cc0819521c"
SWMMAC_KEY1_HEX = "004850cc0819521c"  # ... v20 index_key:1


@pytest.fixture
def rdna9() -> Iterator[archs.Arch]:
    archs.register(RDNA9)
    try:
        yield RDNA9
    finally:
        archs.unregister(RDNA9)


def test_registration_is_one_entry_and_is_undone() -> None:
    before = archs.ARCHS
    archs.register(RDNA9)
    try:
        assert archs.ARCHS == (*before, RDNA9)
        assert amdmatrix.architectures()[-1] is RDNA9
        assert archs.resolve_arch("gfx1299") is RDNA9
        with pytest.raises(amdmatrix.UnknownArchitectureError, match="taken"):
            archs.register(RDNA9.replace(name="RDNA10"))  # the alias GFX1299 is taken
    finally:
        archs.unregister(RDNA9)
    assert archs.ARCHS == before
    assert RDNA9 not in amdmatrix.architectures()
    with pytest.raises(amdmatrix.UnknownArchitectureError):
        amdmatrix.instruction("rdna9", WMMA)


def test_features_are_asked_not_names(rdna9: archs.Arch) -> None:
    assert not rdna9.has(archs.INDEX_KEY) and archs.RDNA4.has(archs.INDEX_KEY)
    assert rdna9.has(archs.WMMA) and rdna9.has(archs.WMMA_NEG_TYPED) and not rdna9.has(archs.MAI)
    assert set(archs.FEATURES) >= {f for a in archs.ARCHS for f in a.features}


def test_queries(rdna9: archs.Arch) -> None:
    inst = amdmatrix.instruction("RDNA9", WMMA)
    assert inst.arch is rdna9 and len(amdmatrix.instructions(rdna9)) == len(amdmatrix.instructions("rdna4"))
    # RDNA4 ISA: 16-bit A at wave 32 has lane i + 16*k[2], item k[1:0] + 4*k[3], two per register
    assert [str(x) for x in inst.locate("A", i=3, k=5)] == ["v0{19}.[31:16]"]
    assert inst.gprs("D", 64) == 4


@pytest.mark.parametrize("args", [
    ("-i", WMMA, "-d"),
    ("-i", SWMMAC, "-d"),
    ("-i", WMMA, "-A", "-I", "3", "-K", "5", "--get-register"),
    ("-i", SWMMAC, "-k", "--register-layout", "-w", "64"),
    ("-i", WMMA, "-D", "--matrix-layout", "--csv"),
])
def test_cli_answers_as_for_rdna4(rdna9: archs.Arch, args: tuple[str, ...]) -> None:
    status, out, err = run_inproc("-a", "rdna9", *args)
    status4, out4, err4 = run_inproc("-a", "rdna4", *args)
    assert (status, err) == (0, "") and (status4, err4) == (0, "")
    assert out.splitlines()[0] == "Architecture: RDNA9" and out4.splitlines()[0] == "Architecture: RDNA4"
    assert out.splitlines()[1:] == out4.splitlines()[1:]


def test_cli_lists_it(rdna9: archs.Arch) -> None:
    status, out, _ = run_inproc("--list-architectures")
    assert status == 0 and "RDNA9: GFX1299 (AMD Radeon RDNA 4 GPUs)" in out.splitlines()


def test_encoding_and_decoding(rdna9: archs.Arch) -> None:
    assert encode(WMMA_LINE, "rdna9").hex() == WMMA_HEX
    assert encode(SWMMAC_LINE, "gfx1299").hex() == SWMMAC_HEX
    assert decode(bytes.fromhex(WMMA_HEX + SWMMAC_HEX), "rdna9") == [WMMA_LINE, SWMMAC_LINE]


def test_the_removed_feature_refuses_index_key(rdna9: archs.Arch) -> None:
    line = SWMMAC_LINE + " index_key:1"
    assert encode(line, "rdna4").hex() == SWMMAC_KEY1_HEX  # as llvm-mc-22 -mcpu=gfx1200
    with pytest.raises(AsmError, match="index_key is not a modifier of v_swmmac_f32_16x16x32_f16 on RDNA9"):
        encode(line, "rdna9")
    assert decode(bytes.fromhex(SWMMAC_KEY1_HEX), "rdna4") == [line]
    with pytest.raises(DecodeError, match="OPSEL"):
        decode(bytes.fromhex(SWMMAC_KEY1_HEX), "rdna9")
    status, _, err = run_inproc("encode", "-a", "rdna9", line)
    assert status == 2 and "index_key" in err and len(err.splitlines()) == 1


def test_emulation(rdna9: archs.Arch) -> None:
    rng = np.random.default_rng(9)
    a = rng.integers(-8, 8, (16, 16)).astype(np.float64)
    b = rng.integers(-8, 8, (16, 16)).astype(np.float64)
    c = rng.integers(-64, 64, (16, 16)).astype(np.float64)
    for wave in (32, 64):
        d = amdmatrix.emulate("rdna9", WMMA, a, b, c, wave=wave)
        assert np.array_equal(d, a @ b + c)  # small integers: exact in FP16 inputs and FP32 sums


def test_hazards(rdna9: archs.Arch) -> None:
    text = f"{WMMA_LINE}\nv_wmma_f32_16x16x16_f16 v[16:23], v[0:3], v[12:15], v[16:23]\n"
    found = amdmatrix.check(text, "rdna9")
    assert [(v.line, v.missing) for v in found] == [(x.line, x.missing) for x in amdmatrix.check(text, "rdna4")]
    assert found and amdmatrix.hazards.fix(text, "rdna9") == amdmatrix.hazards.fix(text, "rdna4")
