"""Run the CLI as a user would (a subprocess) or in-process through amdmatrix.cli.main."""

from __future__ import annotations

import contextlib
import io
import os
import subprocess
import sys
from pathlib import Path

SRC = Path(__file__).resolve().parents[2] / "src"


def env() -> dict[str, str]:
    """The environment for a subprocess: this checkout's sources first on the path."""
    e = dict(os.environ)
    e["PYTHONPATH"] = os.pathsep.join(p for p in (str(SRC), e.get("PYTHONPATH", "")) if p)
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
