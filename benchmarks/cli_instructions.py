#!/usr/bin/env python3
"""CLI cost in executed instructions: the figure of cli_latency.py that the machine's load cannot move.

On a shared machine the wall-clock ratios of ``benchmarks/cli_latency.py`` move by 0.3 between
runs, more than most single changes to the query path save. This script counts the
instructions each command executes under ``valgrind --tool=callgrind`` (deterministic: the same
count on a loaded and on an idle machine, give or take a few thousand), for the same commands,
in a fresh venv with the package installed by ``pip install .``:

* ``python -c pass`` (the unit),
* ``python -c "import re"`` (for comparison: the floor of a pip entry-point wrapper, which
  imports ``re``; amdmatrix's command is a plain script that does not),
* the installed ``amdmatrix`` command with each query of ``cli_latency.QUERIES``,

and prints each as a ratio to ``python -c pass``. An instruction ratio is not a time ratio
(start-up spends time in the kernel and on page faults that no instruction count shows, so the
time ratios are lower), but it shows, without noise, whether a change to the query path made
it cheaper. Needs valgrind (``apt-get install valgrind``).

Usage: python benchmarks/cli_instructions.py [--venv DIR]
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from cli_latency import QUERIES, _install  # noqa: E402 - the sibling benchmark's venv and queries


def _instructions(cmd: list[str], cwd: str) -> int:
    """The instructions ``cmd`` executes (callgrind's "Collected" count)."""
    # A fixed hash seed: set and dict orders, and so the counts, are then the same run to run.
    res = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *cmd],
                         stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, cwd=cwd, check=True,
                         env={**os.environ, "PYTHONHASHSEED": "0"})
    found = re.search(r"Collected : (\d+)", res.stderr)
    if found is None:
        raise SystemExit(f"valgrind printed no instruction count for {cmd}:\n{res.stderr}")
    return int(found.group(1))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--venv", type=Path, help="create the virtual environment here (default: a temporary directory)")
    args = ap.parse_args()
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (apt-get install valgrind)")
    with tempfile.TemporaryDirectory() as tmp:
        python, script = _install(args.venv or Path(tmp) / "venv")
        print(f"machine: {os.cpu_count()} cores; instructions counted by valgrind --tool=callgrind; "
              "package installed with pip install . in a fresh venv")
        unit = _instructions([str(python), "-c", "pass"], tmp)
        print(f"python -c pass: {unit / 1e6:.1f} million instructions")
        floor = _instructions([str(python), "-c", "import re"], tmp)
        print(f"for comparison: python -c 'import re' (the floor of pip's entry-point wrappers): "
              f"ratio {floor / unit:.2f}")
        for query in QUERIES:
            count = _instructions([str(script), *query], tmp)
            print(f"amdmatrix {' '.join(query)}: {count / 1e6:.1f} million, ratio {count / unit:.2f}")


if __name__ == "__main__":
    sys.exit(main())
