"""Property-based fuzzing of the command line: exit status 0 or 2, never a traceback.

Three kinds of hostile input, each of which once broke the promise:

* integer and format values that Python's int() mishandles: Unicode digits (``²``,
  ``٣``), thousands of digits, huge hex numbers;
* control characters in any argument (line breaks ``\\n \\r \\v \\f \\x85 \\u2028``,
  ESC sequences), which must never split the one error line or reach the terminal raw;
* broken standard streams for every subcommand: closed stdin, stdout or stderr, and a
  stdout that fails on write like ``/dev/full`` (tests/cli/test_cli_streams.py runs the real
  thing in subprocesses).
"""

from __future__ import annotations

import errno
import io
import sys

from clirun import run_inproc
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tiers import fuzz_all

from amdmatrix.cli import SUBCOMMANDS, main

ARCHS = ["cdna1", "CDNA2", "mi300x", "cdna4", "rdna3", "gfx1201", "cdna9", ""]
INSTS = ["v_mfma_f32_32x32x8_f16", "v_mfma_f32_4x4x4f16", "v_mfma_f64_4x4x4f64", "v_smfmac_f32_16x16x32_f16",
         "v_wmma_f16_16x16x16_f16", "v_swmmac_f32_16x16x32_f16", "v_mfma_f32_16x16x2bf16",
         "v_mfma_f32_32x32x64_f8f6f4", "v_mfma_scale_f32_16x16x128_f8f6f4", "bogus"]
FLAGS = ["-d", "-g", "-m", "-R", "-M", "-L", "-A", "-B", "-C", "-D", "-k", "-o", "--csv", "--markdown",
         "--asciidoc", "--transpose", "--json", "--list-architectures", "-c", "--A-scale", "--B-scale", "-h", "-v"]
VALUED = ["--cbsz", "--abid", "--blgp", "--opsel", "--opsel_hi", "--neg", "--neg_hi", "-w", "-I", "-J", "-K", "-b",
          "-r", "-l", "--a-format", "--b-format", "--a-scale-byte", "--b-scale-byte", "--supports"]
#: Values Python's int() gets wrong or refuses: Unicode digits, 5,000 digits, a 20,000-bit hex number.
NASTY_NUMBERS = ["²", "٣", "１", "-²", "9" * 5000, "-" + "9" * 5000, "0x" + "f" * 5000, "1_000", " 3", "3 ", "+3",
                 "0x", "0b2", "0o9", "1e3", "nan", "∞", "fp4", "FP8", "e2m1", "bf6,", "blgp", "a-format,cbsz"]
#: Characters that end or rewrite a terminal line, and an ESC sequence.
CONTROL = "\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029\x1b\x00\t\x7f"
control_text = st.text(alphabet=st.sampled_from([*CONTROL, "a", "-", "[", "0", "é", "\udcff"]), min_size=1,
                       max_size=12)

VALUES = st.one_of(st.integers(-2, 70).map(str), st.sampled_from(["x", "", "0x3", "4.0", "-0"]),
                   st.sampled_from(NASTY_NUMBERS), control_text)

option = st.one_of(
    st.sampled_from(FLAGS).map(lambda f: [f]),
    st.tuples(st.sampled_from(VALUED), VALUES).map(list),
    st.tuples(st.just("-a"), st.sampled_from(ARCHS)).map(list),
    st.tuples(st.just("-i"), st.one_of(st.sampled_from(INSTS), control_text)).map(list),
    control_text.map(lambda t: [t]),
    control_text.map(lambda t: ["--" + t]),
)
#: Command lines that work, so that added options reach the late checks (modifiers, formats, ranges).
BASES = [["-a", "cdna4", "-i", "v_mfma_f32_32x32x64_f8f6f4", "-d"],
         ["-a", "cdna4", "-i", "v_mfma_scale_f32_16x16x128_f8f6f4", "-g", "-A"],
         ["-a", "cdna3", "-i", "v_mfma_f32_32x32x8_f16", "-m", "-D"],
         ["-a", "cdna2", "-i", "v_mfma_f32_4x4x4f16", "-R", "-A"],
         ["-a", "rdna3", "-i", "v_wmma_f16_16x16x16_f16", "-M", "-D", "-w", "64"],
         ["-a", "cdna3", "-i", "v_smfmac_f32_16x16x32_f16", "-g", "-k"],
         ["-a", "cdna2", "-L"]]
argv_strategy = st.one_of(
    st.lists(option, max_size=8).map(lambda opts: [a for o in opts for a in o]),
    st.tuples(st.sampled_from(BASES), st.lists(option, min_size=1, max_size=3)).map(
        lambda bo: [*bo[0], *(a for o in bo[1] for a in o)]),
)

FUZZ = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _one_clean_line(err: str) -> None:
    """stderr is one line 'amdmatrix: error: ...' with no raw control character in it."""
    assert err.startswith("amdmatrix: error: ") and err.endswith("\n"), err
    assert err[:-1].isprintable(), repr(err)


@FUZZ
@given(argv_strategy)
def test_cli_never_crashes(argv: list[str]) -> None:
    status, out, err = run_inproc(*argv)
    assert status in (0, 2), (argv, err)
    assert "Traceback" not in err and "Traceback" not in out
    if not argv:  # no arguments: the usage on stderr, status 2, as the calculator (decision 155)
        assert status == 2 and err.startswith("usage: amdmatrix") and out == ""
    elif status == 2:
        _one_clean_line(err)
    else:
        assert err == "", (argv, err)


@FUZZ
@given(st.sampled_from(sorted(SUBCOMMANDS)), st.lists(control_text, min_size=1, max_size=4))
def test_subcommand_errors_are_one_clean_line(sub: str, args: list[str]) -> None:
    """Control characters given to any subcommand never split or dirty its error line."""
    status, out, err = run_inproc(sub, "-a", "cdna3", *args)
    assert status in (0, 2), (args, err)
    if status == 2 and sub in ("encode", "decode"):
        # Every bad input is reported (docs/decisions.md 40), each on one clean line.
        for line in err.splitlines(keepends=True):
            _one_clean_line(line)
    elif status == 2:
        _one_clean_line(err)


class _Full(io.TextIOBase):
    """A stdout that fails like ``> /dev/full``."""

    def write(self, s: str) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    def flush(self) -> None:
        pass


#: Command lines for every subcommand that read stdin or write stdout when they succeed.
WORKING = {
    "": [["-a", "cdna3", "-i", "v_mfma_f32_32x32x8_f16", "-d"], ["--help"], ["-a", "cdna2", "-L"],
         ["-a", "cdna3", "-i", "v_mfma_f32_32x32x8_f16", "-R", "-A", "--json"], ["-a", "cdna3", "-i", "bogus", "-d"]],
    "encode": [["encode", "-a", "cdna3", "v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], 1.0"],
               ["encode", "-a", "cdna3"]],
    "decode": [["decode", "-a", "cdna3", "D3C98A00", "84020500"], ["decode", "-a", "cdna3"]],
    "emulate": [["emulate", "-a", "cdna3", "-i", "v_mfma_f32_32x32x8_f16", "--random"], ["emulate", "-h"]],
    "hazards": [["hazards", "-a", "cdna3", "v_mfma_f32_32x32x8_f16 v[0:15], v[16:17], v[18:19], 0",
                 "v_add_f32 v20, v0, v1"], ["hazards", "-a", "cdna3", "-h"]],
    "check": [["check", "-a", "cdna3", "-"], ["check", "-h"]],
    "draw": [["draw", "-a", "cdna3", "-i", "v_mfma_f32_4x4x4_16b_f16", "-o", "-"]],
    "explore": [["explore", "-o", "-"]],
    "export": [["export", "-a", "cdna3", "-i", "v_mfma_f32_32x32x8_f16", "-A", "--to", "cute"], ["export", "-h"]],
    "lint": [["lint", "-a", "cdna3", "-i", "v_mfma_f32_16x16x16_f16", "-D", "--expr",
              "i = 4*(lane/16) + reg; j = lane % 16"], ["lint", "-h"]],
    "convert": [["convert", "-a", "cdna3", "--from", "v_mfma_f32_16x16x16_f16", "--to", "v_mfma_f32_16x16x16_f16:A",
                 "--tiles", "transposed"], ["convert", "-h"]],
    "peak": [["peak", "--product", "MI300X", "--dtype", "bf16"], ["peak", "-h"]],
    "mcp": [["mcp", "-h"], ["mcp", "--port", "80"]],
    "lds": [["lds", "--facts", "-a", "cdna4"], ["lds", "-h"]],
    "run": [["run", "-h"]],
}
FAULTS = ["stdin closed", "stdout closed", "stderr closed", "stdout full", "stdout closed and stderr closed"]


def test_every_subcommand_has_stream_cases() -> None:
    assert set(WORKING) == {"", *SUBCOMMANDS}


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(sorted(WORKING)).flatmap(lambda k: st.sampled_from(WORKING[k])), st.sampled_from(FAULTS))
def test_broken_streams_give_one_line_and_status_2(argv: list[str], fault: str) -> None:
    """A closed or full standard stream: status 0 only if the command never needed it, else one line and 2."""
    saved = sys.stdin, sys.stdout, sys.stderr
    out, err = io.StringIO(), io.StringIO()
    stdin: object = io.StringIO("")
    stdout: object = out
    stderr: object = err
    if "stdin closed" in fault:
        stdin = None
    if "stdout closed" in fault:
        stdout = None
    if "stdout full" in fault:
        stdout = _Full()
    if "stderr closed" in fault:
        stderr = None
    try:
        sys.stdin, sys.stdout, sys.stderr = stdin, stdout, stderr  # type: ignore[assignment]
        status = main(argv)
    finally:
        sys.stdin, sys.stdout, sys.stderr = saved
    assert status in (0, 2), (argv, fault, err.getvalue())
    if "stdout" in fault:  # every working command writes something
        assert status == 2, (argv, fault)
    if stderr is not None and status == 2:
        _one_clean_line(err.getvalue())
    if "stdin closed" in fault and argv in (["encode", "-a", "cdna3"], ["decode", "-a", "cdna3"]):
        assert status == 2 and "cannot read standard input: it is closed" in err.getvalue()


# The fast tier tries 30 inputs per test; the exhaustive tier all of them (tests/support/tiers.py).
fuzz_all(globals(), 30, test_broken_streams_give_one_line_and_status_2=4)  # a shell per input
