"""Hostile command-line text: numbers int() mishandles, and control characters in any argument.

Integer options take an optional sign and ASCII digits (or 0x, 0o, 0b and digits of that
base), at most 100 characters; formats take a name or 0-4. Anything else is one error
line naming what is legal. Every error line has the user's text escaped as repr does, so
a line break, ESC or U+2028 in an argument never splits the line or reaches the terminal.
"""

from __future__ import annotations

import pytest
from clirun import run, run_inproc

F8F6F4 = ["-a", "cdna4", "-i", "v_mfma_f32_32x32x64_f8f6f4"]
F16 = ["-a", "cdna3", "-i", "v_mfma_f32_32x32x8_f16"]

NUMBERS: list[tuple[list[str], str]] = [
    ([*F8F6F4, "-d", "--a-format", "²"], "--a-format '²' is not a format; legal values: fp8, bf8"),
    ([*F8F6F4, "-d", "--b-format", "9" * 5000], "--b-format '" + "9" * 56 + "... is not a format"),
    ([*F8F6F4, "-d", "--a-format", "5"], "'5' is not a format"),
    ([*F16, "-g", "-A", "-I", "²"], "argument -I: invalid integer value: '²'; legal values: integers written with"),
    ([*F16, "-g", "-A", "-I", "٣"], "invalid integer value: '٣'"),
    ([*F16, "-g", "-A", "-I", "１"], "invalid integer value: '１'"),
    ([*F16, "-g", "-A", "-K", "9" * 5000], "(5000 characters); legal values: integers"),
    ([*F16, "-g", "-A", "--cbsz", "1_0"], "invalid integer value: '1_0'"),
    ([*F16, "-g", "-A", "-I", " 3"], "invalid integer value: ' 3'"),
    ([*F16, "-g", "-A", "-I", "0x" + "f" * 90],
     "i coordinate 234854258277... (an integer of 109 digits) is out of range"),
    ([*F16, "-g", "-A", "--a-scale-byte", "²"], "invalid integer value: '²'"),
    ([*F16, "-g", "-A", "--a-format", "fp8"], "--a-format is only for CDNA4 F8F6F4 instructions"),
    ([*F8F6F4, "-d", "--a-format", "fp4", "--cbsz", "2"], "--a-format 'fp4' conflicts with --cbsz 2"),
]


@pytest.mark.parametrize(("argv", "fragment"), NUMBERS, ids=[" ".join(a[4:])[:40] for a, _ in NUMBERS])
def test_numbers_int_mishandles(argv: list[str], fragment: str) -> None:
    status, out, err = run_inproc(*argv)
    assert status == 2 and out == ""
    assert err.startswith("amdmatrix: error: ") and err.count("\n") == 1, err
    assert fragment in err, err
    assert len(err) < 400


def test_legal_spellings_still_work() -> None:
    for value in ("0x1", "0b1", "0o1", "+1", "1"):
        status, out, _ = run_inproc(*F16, "-g", "-A", "-I", value)
        assert status == 0 and out.splitlines()[-1] == "A[1][0] = v0{1}.[15:0]", value
    for value in ("fp4", "FP4", "e2m1", "4"):
        status, out, _ = run_inproc(*F8F6F4, "-d", "--a-format", value)
        assert status == 0 and "GPRs required for A: 4" in out, value


CONTROL = ["\n", "\r", "\v", "\f", "\x85", "\u2028", "\u2029", "\x1b[31m", "\x00", "\t"]


@pytest.mark.parametrize("ch", CONTROL, ids=[repr(c) for c in CONTROL])
@pytest.mark.parametrize("where", ["option", "value", "arch", "encode", "decode", "emulate"])
def test_control_characters_are_escaped(ch: str, where: str) -> None:
    argv = {"option": [f"--foo{ch}bar"], "value": [*F16, "-g", "-A", "-I", f"1{ch}2"],
            "arch": ["-a", f"cdna{ch}3", "-L"], "encode": ["encode", "-a", "cdna3", f"v_bogus{ch}x v0"],
            "decode": ["decode", "-a", "cdna3", f"zz{ch}zz"], "emulate": ["emulate", "-a", "cdna3", "-i", f"x{ch}"]}
    status, out, err = run_inproc(*argv[where])
    assert status == 2, err
    if where in ("encode", "decode"):
        # The assembler reads a line break as the end of a line, and encode/decode report every
        # bad line (docs/decisions.md 40): one clean line per bad input line.
        lines = err.splitlines(keepends=True)
        assert ch not in "\n\r" or len(lines) == 2, repr(err)
        assert all(x.startswith("amdmatrix: error: ") and x.endswith("\n") and x[:-1].isprintable() for x in lines), err
        return
    assert err.startswith("amdmatrix: error: ") and err.endswith("\n") and err[:-1].isprintable(), repr(err)
    if where in ("option", "value", "arch"):  # echoed (the assembler reads a line break as the end of a line)
        assert repr(ch)[1:-1] in err, err


def test_the_reported_two_line_error_as_a_user_sees_it() -> None:
    res = run("--foo\nbar")
    assert res.returncode == 2
    assert res.stderr == "amdmatrix: error: unrecognized argument: --foo\\nbar (see amdmatrix --help for the options)\n"
