"""The layout docs/cdna4.md calls unsettled is flagged in the output, not only in the docs.

An F8F6F4 MFMA with one operand FP8/BF8 and the other FP6/BF6/FP4: the ISA's 8-bit table
describes two 8-bit operands, so the 8-bit operand's layout in such a pair is amdmatrix's
reading, not a documented fact. Text output says so on the line after the header; JSON
has an ``unsettled`` field (null when the layout is settled).
"""

from __future__ import annotations

import json

import pytest
from clirun import run_inproc

NOTE = ("Unsettled: the CDNA4 ISA gives no layout for an FP8/BF8 operand next to an FP6/BF6/FP4 one; "
        "each operand is shown in the layout of its own format")
QUERIES = {
    "-g": ("-g", "-K", "5"),
    "-m": ("-m", "-r", "0", "-l", "3"),
    "-R": ("-R",),
    "-M": ("-M", "--csv"),
}


def run(inst: str, *argv: str) -> str:
    status, out, err = run_inproc("-a", "cdna4", "-i", inst, *argv)
    assert (status, err) == (0, ""), err
    return out


@pytest.mark.parametrize("inst", ["v_mfma_f32_16x16x128_f8f6f4", "v_mfma_scale_f32_32x32x64_f8f6f4"])
@pytest.mark.parametrize("query", list(QUERIES))
@pytest.mark.parametrize(("a", "b", "flagged"), [
    ("fp8", "fp4", "A"), ("fp4", "bf8", "B"), ("fp8", "bf8", None), ("bf6", "fp6", None),
])
def test_the_8_bit_operand_of_a_mixed_pair_is_flagged(inst: str, query: str, a: str, b: str,
                                                      flagged: str | None) -> None:
    for matrix in ("A", "B", "C"):
        argv = (f"-{matrix}", *QUERIES[query], "--a-format", a, "--b-format", b)
        lines = run(inst, *argv).splitlines()
        assert lines[0] == "Architecture: CDNA4"
        if matrix == flagged:
            assert lines[2] == NOTE
        else:
            assert NOTE not in lines
        json_argv = tuple(x for x in argv if x != "--csv")  # --json is a format of its own
        doc = json.loads(run(inst, *json_argv, "--json"))
        assert doc["unsettled"] == (NOTE if matrix == flagged else None)


@pytest.mark.parametrize(("a", "b", "flagged"), [("bf8", "fp6", True), ("bf6", "fp8", True), ("fp8", "fp8", False),
                                                  ("fp4", "bf6", False)])
def test_output_calculation_and_detail_show_both_operands_and_are_flagged(a: str, b: str, flagged: bool) -> None:
    inst = "v_mfma_f32_16x16x128_f8f6f4"
    fmts = ("--a-format", a, "--b-format", b)
    for argv in (("-D", "-g", "-o"), ("-D", "-m", "-o"), ("-d",)):
        lines = run(inst, *argv, *fmts).splitlines()
        assert lines[:2] == ["Architecture: CDNA4", "Instruction: V_MFMA_F32_16X16X128_F8F6F4"]
        assert (lines[2] == NOTE) is flagged
        assert json.loads(run(inst, *argv, *fmts, "--json"))["unsettled"] == (NOTE if flagged else None)


def test_other_instructions_are_never_flagged() -> None:
    for arch, inst in (("cdna4", "v_mfma_f32_16x16x32_f16"), ("cdna3", "v_mfma_f32_16x16x32_fp8_bf8"),
                       ("rdna4", "v_wmma_f32_16x16x16_fp8_bf8")):
        status, out, _ = run_inproc("-a", arch, "-i", inst, "-A", "-R")
        assert status == 0 and "Unsettled" not in out
        status, out, _ = run_inproc("-a", arch, "-i", inst, "-A", "-g", "--json")
        assert status == 0 and json.loads(out)["unsettled"] is None
