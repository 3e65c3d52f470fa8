"""The forms argparse (and so AMD's Matrix Instruction Calculator) gives one option, and what
a repeated option means.

argparse stores an option each time it meets it, so the last value of a repeated option
wins (``-I 3 -I 5`` is I=5), and a short option takes its value attached (``-I3``), after
``=`` (``-I=3``) or as the next argument (``-I 3``); a long option takes ``--opt=3`` or
``--opt 3``. Scripts written for the calculator rely on all of it.

The expected locations are computed here from the dense MFMA input layout of the CDNA3 ISA
(section 7.1.4): for ``V_MFMA_F32_32X32X8_F16``, A[i][k] is in lane ``i + 32 * (k // 4)``,
item ``k % 4``, that is register ``(k % 4) // 2`` bits ``16 * (k % 2) + 15 : 16 * (k % 2)``.
"""

from __future__ import annotations

import pytest
from clirun import run_inproc

from amdmatrix.cli.options import parse

BASE = ("-a", "cdna3", "-i", "v_mfma_f32_32x32x8_f16", "-g", "-A")


def a_location(i: int, k: int) -> str:
    """The CDNA3 ISA's A location of V_MFMA_F32_32X32X8_F16 (see the module docstring)."""
    lane, item = i + 32 * (k // 4), k % 4
    lo = 16 * (item % 2)
    return (f"Architecture: CDNA3\nInstruction: V_MFMA_F32_32X32X8_F16\n"
            f"A[{i}][{k}] = v{item // 2}{{{lane}}}.[{lo + 15}:{lo}]\n")


def ok(*argv: str) -> str:
    status, out, err = run_inproc(*argv)
    assert (status, err) == (0, ""), err
    return out


def test_the_hand_computed_location_is_the_readme_example() -> None:
    """The formula above against the README's published example, so that it is not only ours."""
    assert a_location(1, 2).endswith("A[1][2] = v1{1}.[15:0]\n")


@pytest.mark.parametrize("i_forms", [
    ("-I", "3"), ("-I3",), ("-I=3",), ("--I-coordinate", "3"), ("--I-coordinate=3",), ("--I-co=3",),
])
def test_every_spelling_of_a_value_gives_the_same_answer(i_forms: tuple[str, ...]) -> None:
    assert parse([*BASE, *i_forms])["I"] == 3
    assert ok(*BASE, *i_forms, "-K", "6") == a_location(3, 6)


@pytest.mark.parametrize("k_forms", [("-K", "5"), ("-K5",), ("-K=5",), ("--K-coordinate=5",)])
def test_bundled_short_options_take_every_value_form(k_forms: tuple[str, ...]) -> None:
    # -gAI3: flags then a value attached; the K forms as above
    assert ok("-a", "cdna3", "-i", "v_mfma_f32_32x32x8_f16", "-gAI=3", *k_forms) == a_location(3, 5)
    assert ok("-a", "cdna3", "-i", "v_mfma_f32_32x32x8_f16", "-gAI3", *k_forms) == a_location(3, 5)


@pytest.mark.parametrize("repeat", [
    ("-I", "3", "-I", "5"), ("-I3", "-I5"), ("-I=3", "-I=5"), ("--I-coordinate", "3", "-I", "5"),
    ("-I", "3", "--I-coordinate=5"), ("-I", "0", "-I", "7", "-I", "5"),
])
def test_the_last_value_of_a_repeated_option_wins(repeat: tuple[str, ...]) -> None:
    assert parse([*BASE, *repeat])["I"] == 5
    assert ok(*BASE, *repeat, "-K", "2") == a_location(5, 2)


def test_the_last_value_wins_for_every_kind_of_value() -> None:
    """Words (architecture, instruction), integers (wave, modifiers) and format names alike."""
    opts = parse(["-a", "cdna1", "-a", "cdna3", "-i", "x", "-i", "y", "-w", "32", "-w", "64", "--blgp", "1",
                  "--blgp=2", "--a-format", "fp8", "--a-format=fp4", "--cbsz", "3", "--cbsz", "0"])
    assert (opts["architecture"], opts["instruction"], opts["wavefront"]) == ("cdna3", "y", 64)
    assert (opts["blgp"], opts["a_format"], opts["cbsz"]) == (2, "fp4", 0)
    # through the command line: the first architecture does not have the instruction, the last does
    assert ok("-a", "rdna3", "-a", "cdna3", "-i", "v_mfma_f32_32x32x8_f16", "-g", "-A", "-I", "1", "-K", "2") \
        == a_location(1, 2)
    # a repeated flag is still the flag
    assert ok(*BASE, "-A", "-g", "-I", "1", "-K", "2") == a_location(1, 2)


def test_a_repeated_modifier_takes_its_last_value() -> None:
    """BLGP 1 then BLGP 0 is no BLGP: B of CDNA1's 32x32x8 f16 as the MI100 ISA places it (BLGP 0,
    the same formula as A: B[k][j] in lane ``j + 32 * (k // 4)``, item ``k % 4``)."""
    b = ("-a", "cdna1", "-i", "v_mfma_f32_32x32x8f16", "-g", "-B", "-J", "3", "-K", "6")
    expected = "Architecture: CDNA1\nInstruction: V_MFMA_F32_32X32X8F16\nB[6][3] = v1{35}.[15:0]\n"
    assert ok(*b, "--blgp", "1", "--blgp", "0") == expected
    assert ok(*b) == expected
    assert ok(*b, "--blgp", "0", "--blgp", "1") != expected
