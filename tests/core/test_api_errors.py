"""Misuse of the core API: each call that once raised TypeError, KeyError, IndexError, a
ValueError of Python's own or gave a silent wrong answer now raises the documented
AmdMatrixError subclass, with one line naming what is legal (tests/core/test_api_fuzz.py
covers every parameter; these are the reported cases, pinned)."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

import amdmatrix
from amdmatrix import (
    AmdMatrixError,
    OutOfRangeError,
    UnknownArchitectureError,
    UnknownInstructionError,
    UnknownMatrixError,
    UnsupportedModifierError,
)

F16 = amdmatrix.instruction("cdna3", "v_mfma_f32_32x32x8_f16")
F8F6F4 = amdmatrix.instruction("cdna4", "v_mfma_f32_32x32x64_f8f6f4")
SPARSE = amdmatrix.instruction("cdna3", "v_smfmac_f32_16x16x32_f16")
BLOCKS = amdmatrix.instruction("cdna2", "v_mfma_f32_4x4x4f16")

# (call, exception class, fragments of the message)
CASES: list[tuple[str, Any, type[AmdMatrixError], tuple[str, ...]]] = [
    ("locate i=None", lambda: F16.locate("A", i=None), OutOfRangeError, ("i coordinate must be an integer, not None",
                                                                         "legal values: 0-31")),
    ("locate i=1.5", lambda: F16.locate("A", i=1.5), OutOfRangeError, ("not 1.5", "legal values: 0-31")),
    ("locate i=True", lambda: F16.locate("A", i=True), OutOfRangeError, ("not True",)),
    ("locate k=array", lambda: F16.locate("A", k=np.array([1, 2])), OutOfRangeError, ("not array([1, 2])",
                                                                                     "legal values: 0-7")),
    ("locate unused j=str", lambda: F16.locate("A", j="3"), OutOfRangeError, ("not '3'", "not used by this matrix")),
    ("locate block=2**200", lambda: F16.locate("A", block=2**200), OutOfRangeError, ("an integer of 61 digits",
                                                                                    "legal values: 0-0")),
    ("locate i=10**5000", lambda: F16.locate("A", i=10**5000), OutOfRangeError, ("an integer of about 5001 digits",)),
    ("elements_at lane='3'", lambda: F16.elements_at("A", register=0, lane="3"), OutOfRangeError,
     ("lane must be an integer, not '3'", "legal values: 0-63")),
    ("elements_at register=None", lambda: F16.elements_at("A", register=None, lane=0), OutOfRangeError,
     ("register must be an integer", "legal values: 0-1")),
    ("lane_unused lane=64", lambda: F16.lane_unused("A", lane=64), OutOfRangeError, ("legal values: 0-63",)),
    ("lane_unused lane=-1", lambda: BLOCKS.lane_unused("B", lane=-1, blgp=1), OutOfRangeError, ("legal values: 0-63",)),
    ("sources_of i='1'", lambda: F16.sources_of("1"), OutOfRangeError, ("not '1'",)),
    ("locate blgpp=2", lambda: F16.locate("A", blgpp=2), UnsupportedModifierError,
     ("unknown modifier 'blgpp' (did you mean blgp?)", "legal modifiers: cbsz")),
    ("locate I=1", lambda: F16.locate("A", I=1), UnsupportedModifierError, ("did you mean i?",)),
    ("elements_at lanes=1", lambda: F16.elements_at("A", register=0, lane=0, lanes=1), UnsupportedModifierError,
     ("did you mean lane?",)),
    ("locate cbsz=True", lambda: F16.locate("A", cbsz=True), UnsupportedModifierError,
     ("cbsz must be an integer, not True",)),
    ("locate cbsz=1.0", lambda: F16.locate("A", cbsz=1.0), UnsupportedModifierError, ("not 1.0",)),
    ("locate(['A'])", lambda: F16.locate(["A"]), UnknownMatrixError, ("not ['A']", "legal matrices: A, B, C, D")),
    ("gprs wave=[64]", lambda: F16.gprs("A", wave=[64]), OutOfRangeError, ("not [64]", "legal values: 64")),
    ("gprs wave=64.0", lambda: F16.gprs("A", wave=64.0), OutOfRangeError, ("not 64.0",)),
    ("gprs wave='x'", lambda: F16.gprs("A", wave="x"), OutOfRangeError, ("not 'x'",)),
    ("dtype cbsz=5", lambda: F8F6F4.dtype("A", cbsz=5), UnsupportedModifierError, ("CBSZ 5", "legal values: 0-4")),
    ("dtype cbsz=-1", lambda: F8F6F4.dtype("A", cbsz=-1), UnsupportedModifierError, ("CBSZ -1", "legal values: 0-4")),
    ("cycles_for blgp=9", lambda: F8F6F4.cycles_for(blgp=9), UnsupportedModifierError, ("BLGP 9",)),
    ("dtype a_format=fp16", lambda: F8F6F4.dtype("A", a_format="fp16"), UnsupportedModifierError,
     ("'fp16' is not a format", "legal values: fp8, bf8, fp6, bf6, fp4")),
    ("a_format on CDNA3", lambda: F16.locate("A", a_format="fp8"), UnsupportedModifierError,
     ("a_format is only for CDNA4 F8F6F4", "legal modifiers: none")),
    ("a_format conflicts", lambda: F8F6F4.gprs("A", a_format="fp4", cbsz=2), UnsupportedModifierError,
     ("conflicts with cbsz 2",)),
    ("index_sets(None) on dense", lambda: F16.index_sets(None), UnknownMatrixError, ("is dense",)),
    ("index_sets(32)", lambda: SPARSE.index_sets(32), OutOfRangeError, ("legal values: 64",)),
    ("check_modifiers(dict)", lambda: F16.check_modifiers({"cbsz": 1}), UnsupportedModifierError,  # type: ignore[arg-type]
     ("expected amdmatrix.modifiers.Modifiers",)),
    ("supports('blgpp')", lambda: F16.supports("blgpp"), UnsupportedModifierError, ("did you mean blgp?",)),
    ("instruction(None, ...)", lambda: amdmatrix.instruction(None, "x"), UnknownArchitectureError,  # type: ignore[arg-type]
     ("not None", "legal values: CDNA1, CDNA2")),
    ("instruction('cdna9', ...)", lambda: amdmatrix.instruction("cdna9", "x"), UnknownArchitectureError,
     ("did you mean", "legal values: CDNA1")),
    ("instruction(b'cdna3', ...)", lambda: amdmatrix.instruction(b"cdna3", "x"), UnknownArchitectureError,  # type: ignore[arg-type]
     ("not b'cdna3'",)),
    ("instruction(..., None)", lambda: amdmatrix.instruction("cdna3", None), UnknownInstructionError,  # type: ignore[arg-type]
     ("mnemonic must be a string",)),
    ("instructions(3)", lambda: amdmatrix.instructions(3), UnknownArchitectureError, ("not 3",)),  # type: ignore[arg-type]
    ("instructions supports=3", lambda: amdmatrix.instructions("cdna3", supports=3), UnsupportedModifierError,  # type: ignore[arg-type]
     ("supports must be a modifier name",)),
    ("instructions supports='sparse'", lambda: amdmatrix.instructions("cdna3", supports="sparse"),
     UnsupportedModifierError, ("unknown modifier 'sparse'",)),
]


@pytest.mark.parametrize(("call", "error", "fragments"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_misuse_raises_the_documented_error(call: Any, error: type[AmdMatrixError],
                                            fragments: tuple[str, ...]) -> None:
    with pytest.raises(error) as info:
        call()
    msg = str(info.value)
    assert "\n" not in msg and "legal" in msg, msg
    for fragment in fragments:
        assert fragment in msg, msg


def test_numpy_integers_are_accepted() -> None:
    want = F16.locate("A", i=1, k=2)
    assert F16.locate("A", i=np.int64(1), k=np.uint8(2), wave=np.int32(64)) == want
    assert F16.elements_at("A", register=np.int16(0), lane=np.int64(1)) == F16.elements_at("A", register=0, lane=1)
    assert BLOCKS.locate("A", cbsz=np.int8(1), abid=np.int64(1)) == BLOCKS.locate("A", cbsz=1, abid=1)


def test_a_bool_never_passes_through_the_query_cache() -> None:
    """True == 1 and hash(True) == hash(1): a cached view for cbsz=1 must not answer for cbsz=True."""
    BLOCKS.locate("A", cbsz=1)
    BLOCKS.gprs("A", 64)
    with pytest.raises(UnsupportedModifierError):
        BLOCKS.locate("A", cbsz=True)
    with pytest.raises(OutOfRangeError):
        BLOCKS.gprs("A", 64.0)


def test_every_error_is_a_value_error() -> None:
    assert issubclass(AmdMatrixError, ValueError)
    for _, _, error, _ in CASES:
        assert issubclass(error, AmdMatrixError)


def test_unknown_instruction_lists_at_most_ten_then_says_how_to_list_the_rest() -> None:
    with pytest.raises(UnknownInstructionError) as info:
        amdmatrix.instruction("cdna3", "v_mfma_f32_32x32x8_f17")
    msg = str(info.value)
    legal = msg.split("legal values: ", 1)[1]
    shown, rest = legal.split(", and ", 1)
    names = shown.split(", ")
    assert len(names) == 10 and names[:2] == ["v_mfma_f32_32x32x8_f16", "v_mfma_f32_32x32x8_bf16"]
    assert rest == "36 more (amdmatrix -a CDNA3 -L or amdmatrix.instructions('CDNA3') lists them all)"
    assert len(msg) < 600
