"""Run the CLI as a user would (a subprocess) or in-process through amdmatrix.cli.main."""

from __future__ import annotations

import contextlib
import io
import os
import subprocess
import sys
from pathlib import Path

SRC = Path(__file__).resolve().parents[2] / "src"


#: Set by tests/conftest.py for the run: where the subprocesses keep their bytecode (see env()).
PYCACHE = "AMDMATRIX_TEST_PYCACHE"


def env() -> dict[str, str]:
    """The environment for a subprocess: this checkout's sources first on the path.

    Where PYTHONDONTWRITEBYTECODE is set (this project's CI machines set it), each of the suite's
    hundred-odd ``python -m amdmatrix`` subprocesses would compile every module it imports again;
    they share a bytecode directory of the run's own instead (PYTHONPYCACHEPREFIX), outside the
    checkout, which the run removes at its end. Nothing is written beside the sources."""
    e = dict(os.environ)
    e["PYTHONPATH"] = os.pathsep.join(p for p in (str(SRC), e.get("PYTHONPATH", "")) if p)
    if e.get(PYCACHE) and "PYTHONDONTWRITEBYTECODE" in e and "PYTHONPYCACHEPREFIX" not in e:
        del e["PYTHONDONTWRITEBYTECODE"]
        e["PYTHONPYCACHEPREFIX"] = e[PYCACHE]
    return e


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    """``python -m amdmatrix ARGS`` in a subprocess."""
    return subprocess.run([sys.executable, "-m", "amdmatrix", *args], capture_output=True, text=True,
                          input=stdin, timeout=120, env=env())


def run_inproc(*args: str, stdin: str | None = None) -> tuple[int, str, str]:
    """``amdmatrix.cli.main(args)`` with stdout and stderr captured (and stdin given, if any)."""
    from amdmatrix.cli import main

    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin
    try:
        if stdin is not None:
            sys.stdin = io.StringIO(stdin)
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = main(list(args))
    finally:
        sys.stdin = saved
    return status, out.getvalue(), err.getvalue()
