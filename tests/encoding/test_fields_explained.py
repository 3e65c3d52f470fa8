"""``encode --fields`` explains each modifier in LLVM's own spelling.

Expected texts are written from LLVM's assembly syntax: a bits modifier is ``[x,y,z]`` with
element n the field's bit n (``neg:[1,0,1]`` is BLGP 5 on an F64 MFMA: A and C negated, CDNA3
ISA, "BLGP" of the F64 MFMAs), and CBSZ/ABID on a one-block MFMA are accepted and encoded by
LLVM but meaningless (CDNA3 ISA §7.1: broadcast needs more than one block).
"""

from __future__ import annotations

import pytest
from clirun import run_inproc

from amdmatrix.meanings import bits_text

F64 = "v_mfma_f64_16x16x4_f64 v[0:7], v[8:9], v[10:11], v[0:7]"
ONE_BLOCK = "v_mfma_f32_32x32x8_f16 v[0:15], v[16:17], v[18:19], 0"


def fields(line: str) -> str:
    status, out, err = run_inproc("encode", "-a", "cdna3", "--fields", line)
    assert (status, err) == (0, ""), err
    return out


@pytest.mark.parametrize(("value", "text"), [(0, "[0,0,0]"), (1, "[1,0,0]"), (2, "[0,1,0]"), (4, "[0,0,1]"),
                                             (5, "[1,0,1]"), (6, "[0,1,1]"), (7, "[1,1,1]")])
def test_bits_are_written_element_n_for_bit_n(value: int, text: str) -> None:
    assert bits_text(value) == text


@pytest.mark.parametrize(("neg", "who", "blgp"), [("[1,0,1]", "A, C", 5), ("[0,1,1]", "B, C", 6), ("[0,1,0]", "B", 2)])
def test_f64_neg_is_explained_in_llvm_spelling(neg: str, who: str, blgp: int) -> None:
    out = fields(f"{F64} neg:{neg}")
    assert f"neg:{neg}: negates {who} (the BLGP bits of F64 MFMA)" in out
    assert f"--blgp {blgp}" in out


@pytest.mark.parametrize(("mods", "shown"), [("abid:1", "cbsz:0 abid:1"), ("cbsz:1", "cbsz:1 abid:0"),
                                             ("cbsz:1 abid:1", "cbsz:1 abid:1")])
def test_cbsz_or_abid_on_a_one_block_mfma_is_explained(mods: str, shown: str) -> None:
    out = fields(f"{ONE_BLOCK} {mods}")
    assert f"{shown}: V_MFMA_F32_32X32X8_F16 has 1 block(s) and no broadcast" in out


def test_no_cbsz_and_no_abid_no_explanation() -> None:
    assert "no broadcast" not in fields(ONE_BLOCK)
