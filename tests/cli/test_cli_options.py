"""Option spelling as the calculator's argparse parser allows it, and help for typos.

argparse accepts any unambiguous prefix of a long option (``--arch``), refuses an
ambiguous one naming the candidates, and scripts written for the calculator rely on
that. amdmatrix also suggests the closest option or subcommand for a misspelling.
"""

from __future__ import annotations

import pytest
from clirun import run_inproc

from amdmatrix.cli import SUBCOMMANDS
from amdmatrix.cli.options import OPTIONS

FULL = ("--architecture", "cdna3", "--instruction", "v_mfma_f32_32x32x8_f16", "--get-register", "-A",
        "--I-coordinate", "1", "--K-coordinate", "2")
EXPECTED = "Architecture: CDNA3\nInstruction: V_MFMA_F32_32X32X8_F16\nA[1][2] = v1{1}.[15:0]\n"


def ok(*argv: str) -> str:
    status, out, err = run_inproc(*argv)
    assert (status, err) == (0, ""), err
    return out


def error(*argv: str) -> str:
    status, out, err = run_inproc(*argv)
    assert status == 2 and out == "" and err.count("\n") == 1, (status, out, err)
    assert err.startswith("amdmatrix: error: ")
    return err


def test_full_names() -> None:
    assert ok(*FULL) == EXPECTED


@pytest.mark.parametrize("argv", [
    ("--arch", "cdna3", "--inst", "v_mfma_f32_32x32x8_f16", "--get-reg", "-A", "--I-co", "1", "--K-co", "2"),
    ("--archi=cdna3", "--instr=v_mfma_f32_32x32x8_f16", "--get", "-A", "--I", "1", "--K", "2"),
    ("--ARCH", "cdna3", "--INST", "v_mfma_f32_32x32x8_f16", "--GET-REG", "-A", "--i-coord", "1", "--k-coord", "2"),
    ("--arch", "cdna3", "--inst", "v_mfma_f32_32x32x8_f16", "--get_reg", "--A-m", "-I", "1", "-K", "2"),
])
def test_unambiguous_prefixes(argv: tuple[str, ...]) -> None:
    assert ok(*argv) == EXPECTED


def test_prefixes_of_every_option() -> None:
    """Each option's shortest unambiguous prefix selects it (the calculator's option names)."""
    names = [f"--{longs[0]}" for longs, _, _, _ in OPTIONS]
    for name in ("--architecture", "--instruction", "--detail-instruction", "--get-register", "--matrix-entry",
                 "--register-layout", "--matrix-layout", "--output-calculation", "--transpose", "--markdown"):
        assert name in names
    detail = ok("-a", "cdna1", "-i", "v_mfma_f32_4x4x1f32", "-d")
    assert ok("--arch", "cdna1", "--inst", "v_mfma_f32_4x4x1f32", "--detail") == detail
    assert ok("--arch", "cdna1", "--inst", "v_mfma_f32_4x4x1f32", "--det") == detail
    layout = ok("-a", "cdna1", "-i", "v_mfma_f32_4x4x1f32", "-B", "-M", "--markdown", "--transpose")
    assert ok("--arch", "cdna1", "--inst", "v_mfma_f32_4x4x1f32", "--B-m", "--matrix-l", "--mark", "--tr") == layout
    entry = ok("-a", "cdna1", "-i", "v_mfma_f32_4x4x1f32", "-D", "-m", "-r", "1", "-l", "5", "-o")
    assert ok("--arch", "cdna1", "--inst", "v_mfma_f32_4x4x1f32", "--D", "--matrix-e", "--register=1", "--lan", "5",
              "--out") == entry


@pytest.mark.parametrize(("prefix", "candidates"), [
    ("--reg", "--register, --register-layout"),
    ("--a", "--architecture, --abid, --a-format, --a-scale-byte, --a-scale-row, --asciidoc"),
    ("--ma", "--matrix-entry, --matrix-layout, --markdown"),
    ("--l", "--list-instructions, --list-architectures, --lane"),
    ("--a-", "--a-format, --a-scale-byte, --a-scale-row"),
])
def test_ambiguous_prefixes_name_the_candidates(prefix: str, candidates: str) -> None:
    err = error(prefix, "1", "-a", "cdna3")
    assert f"ambiguous option: {prefix} could match {candidates}\n" in err


def test_prefixes_the_calculator_resolves_resolve_the_same_way() -> None:
    """amdmatrix adds options (--opsel_hi, --A-scale, --list-architectures, ...); a prefix
    that named one calculator option still names it, as in the calculator's argparse."""
    rdna3 = ("-a", "rdna3", "-i", "v_wmma_f16_16x16x16_f16", "-w", "32")
    assert ok(*rdna3, "--D", "-g", "--op", "4") == ok(*rdna3, "-D", "-g", "--opsel", "4")
    assert ok(*rdna3, "--A", "-g", "-K", "3") == ok(*rdna3, "-A", "-g", "-K", "3")
    assert ok("-a", "cdna1", "--list") == ok("-a", "cdna1", "--list-instructions")
    # and an amdmatrix-only option is still reached by its own unambiguous prefix
    assert ok("--list-a") == ok("--list-architectures")
    scale = ("-a", "cdna4", "-i", "v_mfma_scale_f32_16x16x128_f8f6f4", "--A-scale", "-g", "-I", "3")
    assert ok(*scale, "--opsel_h", "1") == ok(*scale, "--opsel_hi", "1") != ok(*scale)


@pytest.mark.parametrize(("typo", "meant"), [
    ("--get-registr", "--get-register"),
    ("--architecure", "--architecture"),
    ("--matrix-layot", "--matrix-layout"),
    ("--trnspose", "--transpose"),
])
def test_misspelled_options_get_a_suggestion(typo: str, meant: str) -> None:
    err = error("-a", "cdna3", typo)
    assert f"unrecognized argument: {typo}; did you mean {meant}?" in err


def test_misspelled_subcommands_get_a_suggestion() -> None:
    assert "encode" in SUBCOMMANDS
    assert "unknown subcommand 'encod'; did you mean encode?" in error("encod", "v_nop")
    assert "did you mean decode?" in error("decod", "0x0")
    err = error("frobnicate")
    assert "legal values: " + ", ".join(SUBCOMMANDS) in err
    # after other arguments a word is not a subcommand
    assert "unrecognized argument: 'encod'" in error("-a", "cdna3", "encod")


def test_help_mentions_prefixes() -> None:
    assert "unambiguous prefix" in ok("--help")
    assert ok("--he") == ok("--help")
