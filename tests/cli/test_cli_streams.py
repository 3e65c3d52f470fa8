"""Broken standard streams, as a shell makes them, for every subcommand: one line on stderr, status 2.

``> /dev/full`` (every write fails), ``>&-`` (stdout closed), ``2>&-`` (stderr closed) and
``<&-`` (stdin closed) once gave tracebacks or status 1. Now each gives one line
``amdmatrix: error: ...`` where stderr exists and status 2; a closed pipe (``| head``) stays
quiet (tests/cli/test_cli_errors.py).
"""

from __future__ import annotations

import shlex
import subprocess
import sys
from pathlib import Path

import pytest
from clirun import env
from tiers import sweep

from amdmatrix.cli import SUBCOMMANDS

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="needs /dev/full and a POSIX shell")

#: One working command line per subcommand (each writes to stdout).
WORKING = {
    "": "-a cdna3 -i v_mfma_f32_32x32x8_f16 -d",
    "encode": "encode -a cdna3 'v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], 1.0'",
    "decode": "decode -a cdna3 D3C98A00 84020500",
    "emulate": "emulate -a cdna3 -i v_mfma_f32_32x32x8_f16 --random",
    "hazards": "hazards -a cdna3 'v_mfma_f32_32x32x8_f16 v[0:15], v[16:17], v[18:19], 0' 'v_add_f32 v20, v0, v1'",
    "draw": "draw -a cdna3 -i v_mfma_f32_4x4x4_16b_f16 -o -",
    "explore": "explore -o -",
    "check": "check -a cdna3 <(echo 'v_mfma_f32_32x32x8_f16 v[0:15], v[16:17], v[18:19], 0')",
    "export": "export -a cdna3 -i v_mfma_f32_32x32x8_f16 -A --to hip",
    "lint": "lint -a cdna3 -i v_mfma_f32_32x32x8_f16 -D --expr 'i = 8*(reg/4) + 4*(lane/32) + reg%4; j = lane%32'",
    "convert": "convert -a cdna3 --from v_mfma_f32_32x32x8_f16 --to v_mfma_f32_32x32x8_f16:B",
    "peak": "peak --product MI300X --dtype bf16",
    "mcp": "mcp -h",
    "lds": "lds --facts -a cdna4",
    "run": "run -h",
}
CASES = sorted(WORKING)
#: The fast tier runs each stream test on two of the commands (tests/support/tiers.py).
SAMPLED = sweep(CASES, stratum=lambda _: 0, per=2)


def _sh(args: str, redirect: str) -> subprocess.CompletedProcess[str]:
    cmd = f"{shlex.quote(sys.executable)} -m amdmatrix {args} {redirect}"
    return subprocess.run(["bash", "-c", cmd], capture_output=True, text=True, timeout=120, env=env())


def _one_line(res: subprocess.CompletedProcess[str], fragment: str) -> None:
    assert res.returncode == 2, res
    assert res.stderr.count("\n") == 1 and res.stderr.startswith("amdmatrix: error: "), res.stderr
    assert fragment in res.stderr, res.stderr


def test_every_subcommand_is_covered() -> None:
    assert set(WORKING) == {"", *SUBCOMMANDS}
    assert Path("/dev/full").exists()


@pytest.mark.parametrize("sub", SAMPLED)
def test_full_disk(sub: str) -> None:
    _one_line(_sh(WORKING[sub], "> /dev/full"), "cannot write standard output: No space left on device")


def test_help_to_full_disk() -> None:
    _one_line(_sh("--help", "> /dev/full"), "cannot write standard output: No space left on device")


@pytest.mark.parametrize("sub", SAMPLED)
def test_closed_stdout(sub: str) -> None:
    _one_line(_sh(WORKING[sub], ">&-"), "cannot write standard output: it is closed")


def test_closed_stdout_with_bad_input_is_status_2() -> None:
    _one_line(_sh("-a cdna3 -i bogus -d", ">&-"), "unknown instruction 'bogus'")


@pytest.mark.parametrize("sub", SAMPLED)
def test_closed_stderr(sub: str) -> None:
    """Nothing to say on stderr: the output is unharmed and the status stays 0."""
    res = _sh(WORKING[sub], "2>&-")
    assert res.returncode == 0 and res.stdout and res.stderr == ""


@pytest.mark.parametrize("args", ["-a cdna3 -i bogus -d", "encode -a cdna3 'v_bogus v0'", "decode -a cdna3 zz",
                                  "emulate -a cdna3 -i bogus --random"])
def test_closed_stderr_with_bad_input_is_status_2(args: str) -> None:
    res = _sh(args, "2>&-")
    assert res.returncode == 2 and res.stdout == "" and res.stderr == ""


@pytest.mark.parametrize("sub", ["encode", "decode"])
def test_closed_stdin(sub: str) -> None:
    _one_line(_sh(f"{sub} -a cdna3", "<&-"), "cannot read standard input: it is closed")


@pytest.mark.parametrize("sub", SAMPLED)
def test_closed_stdin_unused_is_harmless(sub: str) -> None:
    res = _sh(WORKING[sub], "<&-")
    assert res.returncode == 0 and res.stdout and res.stderr == ""
