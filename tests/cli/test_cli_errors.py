"""Every class of bad command line: one `amdmatrix: error:` line naming what is legal, exit 2."""

from __future__ import annotations

import pytest
from clirun import run, run_inproc

F16 = ["-a", "cdna3", "-i", "v_mfma_f32_32x32x8_f16"]
BLOCKS = ["-a", "cdna2", "-i", "v_mfma_f32_16x16x2bf16"]
WMMA = ["-a", "rdna3", "-i", "v_wmma_f16_16x16x16_f16"]

# (argv, a fragment the message must contain)
CASES: list[tuple[list[str], str]] = [
    (["-i", "v_mfma_f32_32x32x8_f16", "-d"], "architecture is missing"),
    (["-a", "cdna9", "-L"], "legal values: CDNA1"),
    (["-a", "cdn3", "-L"], "did you mean"),
    (["-a", "cdna3", "-d"], "instruction is missing"),
    (["-a", "cdna3", "-i", "v_mfma_f32_32x32x8_f17", "-d"], "did you mean v_mfma_f32_32x32x8_f16"),
    (["-a", "cdna3", "-i", "v_wmma_f32_16x16x16_f16", "-d"], "legal values"),
    ([*F16], "no query selected"),
    ([*F16, "-g", "-R", "-A"], "choose only one query"),
    ([*F16, "-g"], "needs a matrix"),
    ([*F16, "-g", "-A", "-B"], "choose only one matrix"),
    ([*F16, "-g", "-A", "-I", "32"], "legal values: 0-31"),
    ([*F16, "-g", "-A", "-K", "8"], "legal values: 0-7"),
    ([*F16, "-g", "-A", "-I", "-1"], "legal values: 0-31"),
    ([*F16, "-g", "-D", "-b", "1"], "legal values: 0-0"),
    ([*F16, "-m", "-A", "-r", "2"], "legal values: 0-1"),
    ([*F16, "-m", "-A", "-l", "64"], "legal values: 0-63"),
    ([*BLOCKS, "-R", "-A", "--cbsz", "3"], "legal values: 0-2"),
    ([*BLOCKS, "-R", "-A", "--cbsz", "1", "--abid", "2"], "legal values: 0-1"),
    ([*BLOCKS, "-R", "-B", "--blgp", "8"], "legal values: 0-7"),
    ([*F16, "-R", "-A", "--cbsz", "1"], "CBSZ/ABID are not supported"),
    (["-a", "cdna2", "-i", "v_mfma_f64_16x16x4f64", "-R", "-B", "--blgp", "1"], "BLGP is not supported"),
    ([*F16, "-R", "-A", "--opsel", "4"], "OPSEL is not supported"),
    ([*F16, "-R", "-A", "--neg", "1"], "NEG/NEG_HI are not supported"),
    ([*WMMA, "-R", "-D", "--opsel", "2"], "legal values: 0, 4"),
    ([*WMMA, "-R", "-A", "--neg", "8"], "legal values: 0-7"),
    (["-a", "rdna3", "-i", "v_wmma_i32_16x16x16_iu8", "-R", "-A", "--neg", "4"], "legal values: 0-3"),
    (["-a", "rdna3", "-i", "v_wmma_f32_16x16x16_f16", "-R", "-A", "--opsel", "4"], "OPSEL is not supported"),
    ([*F16, "-g", "-k"], "needs a sparse instruction"),
    (["-a", "cdna3", "-i", "v_smfmac_f32_16x16x32_f16", "-g", "-C"], "C is D"),
    ([*F16, "-g", "-A", "-o"], "only with -D"),
    ([*F16, "-R", "-D", "-o"], "only with -g or -m"),
    ([*F16, "-R", "-A", "--csv", "--markdown"], "choose only one output format"),
    ([*F16, "-R", "-A", "--json", "--csv"], "choose one output format"),
    ([*F16, "-g", "-A", "-I", "two"], "invalid integer value"),
    ([*F16, "-g", "-A", "--cbsz", "1.5"], "invalid integer value"),
    ([*F16, "-g", "-A", "-w", "48"], "legal values: 32, 64"),
    ([*F16, "-g", "-A", "-w", "32"], "legal values: 64"),
    ([*F16, "--frobnicate"], "unrecognized argument"),
    ([*F16, "-g", "-A", "-I"], "expected one value"),
    ([*BLOCKS, "-m", "-B", "--blgp", "2", "-l", "3"], "BLGP"),
    (["-a", "cdna3", "-i", "v_smfmac_f32_16x16x32_f16", "-g", "-k", "--cbsz", "0", "--abid", "4"], "legal values: 0-3"),
]


@pytest.mark.parametrize(("argv", "fragment"), CASES, ids=[" ".join(a) or "(none)" for a, _ in CASES])
def test_bad_input_in_process(argv: list[str], fragment: str) -> None:
    status, out, err = run_inproc(*argv)
    assert status == 2
    assert out == ""
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("amdmatrix: error: ")
    assert fragment in lines[0]
    assert "Traceback" not in err


@pytest.mark.parametrize(("argv", "fragment"), CASES[:6], ids=[" ".join(a) or "(none)" for a, _ in CASES[:6]])
def test_bad_input_as_a_user_sees_it(argv: list[str], fragment: str) -> None:
    res = run(*argv)
    assert res.returncode == 2
    assert res.stderr.startswith("amdmatrix: error: ") and res.stderr.count("\n") == 1
    assert fragment in res.stderr


def test_cbsz_unused_lane_is_reported_not_an_error() -> None:
    """The calculator's compatibility behaviour: a lane CBSZ/ABID leaves unread is a message, exit 0."""
    status, out, err = run_inproc(*BLOCKS, "-m", "-A", "--cbsz", "2", "--abid", "2", "-l", "3")
    assert status == 0 and err == ""
    want = "Due to instruction modifiers CBSZ and ABID, lane 3 is not used for this instruction."
    assert out.splitlines()[-1] == want


def test_closed_pipe_is_quiet() -> None:
    import subprocess
    import sys

    from clirun import env

    cmd = f"{sys.executable} -m amdmatrix -a cdna3 -i v_mfma_f32_32x32x8_f16 -R -A | head -3"
    res = subprocess.run(["bash", "-c", cmd], capture_output=True, text=True, timeout=60, env=env())
    assert res.stdout.count("\n") == 3
    assert "Traceback" not in res.stderr and "BrokenPipe" not in res.stderr
