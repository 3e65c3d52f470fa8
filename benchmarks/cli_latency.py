#!/usr/bin/env python3
"""CLI latency as a user sees it: the installed console script against the bare interpreter.

What it does, so that the figure is one a user can reproduce:

1. creates a fresh virtual environment in a temporary directory (or uses ``--venv DIR``);
2. installs this checkout into it with ``pip install .`` (not editable: the console
   script and byte-compiled modules are what a user gets);
3. runs, alternately, the console script ``amdmatrix <query>`` and the same
   interpreter's ``python -c pass``, ``N`` pairs per query, after a warm-up run of each;
4. prints the median of the per-pair ratios (query time / ``-c pass`` time) for each
   query, the medians of the times themselves, and the *floor*: the same ratio for
   ``python -c "import re"``, which pip's generated console-script wrapper imports before
   any amdmatrix code runs, so no console script can be faster than it;
5. prints the core count and the load average before and after (the ratio of two runs on
   the same loaded machine is stable; the milliseconds are not).

Every command runs from the temporary directory, outside the checkout, so nothing in the
project directory can shadow an installed module.

Goal (issue 17): ratio <= 2.0 for ``-M -D`` and ``-g``.

Usage: python benchmarks/cli_latency.py [--pairs N] [--venv DIR]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
QUERIES = (
    ["-a", "cdna3", "-i", "v_mfma_f32_32x32x8_f16", "-M", "-D"],
    ["-a", "cdna3", "-i", "v_mfma_f32_32x32x8_f16", "-g", "-A", "-I", "1", "-K", "2"],
)
GOAL = 2.0


_CWD: list[str] = []  # the directory every timed command runs in (set in main)


def _timed(cmd: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, check=True, cwd=_CWD[0])
    return time.perf_counter() - start


def _load() -> str:
    one, five, fifteen = os.getloadavg()
    return f"{one:.2f} {five:.2f} {fifteen:.2f}"


def _paired(cmd: list[str], bare: list[str], pairs: int) -> tuple[float, float, float]:
    """Median ratio of ``cmd`` to ``bare`` over alternating pairs, and the two median times."""
    _timed(cmd)
    _timed(bare)
    ratios, ours, base = [], [], []
    for n in range(pairs):
        # Alternate which runs first, so neither side always follows the other.
        if n % 2:
            b = _timed(bare)
            o = _timed(cmd)
        else:
            o = _timed(cmd)
            b = _timed(bare)
        ratios.append(o / b)
        ours.append(o)
        base.append(b)
    return statistics.median(ratios), statistics.median(ours), statistics.median(base)


def _install(env_dir: Path) -> tuple[Path, Path]:
    venv.EnvBuilder(with_pip=True, clear=True).create(env_dir)
    python = env_dir / "bin" / "python"
    subprocess.run([str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check", str(ROOT)],
                   check=True)
    return python, env_dir / "bin" / "amdmatrix"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pairs", type=int, default=41, help="alternating pairs per query (default 41)")
    ap.add_argument("--venv", type=Path, help="create the virtual environment here (default: a temporary directory)")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        env_dir = args.venv or Path(tmp) / "venv"
        _CWD.append(tmp)
        python, script = _install(env_dir)
        bare = [str(python), "-c", "pass"]
        cores = os.cpu_count()
        version = subprocess.run([str(python), "-c", "import sys; print(sys.version.split()[0])"],
                                 capture_output=True, text=True, check=True).stdout.strip()
        print(f"machine: {cores} cores; Python {version}; package installed with pip install . in a fresh venv")
        print(f"load average (1, 5, 15 min) before: {_load()}")
        print(f"{args.pairs} alternating pairs per query, after one warm-up run; ratio = median of pair ratios")
        floor, _, _ = _paired([str(python), "-c", "import re"], bare, args.pairs)
        print(f"floor  python -c 'import re' (what the console-script wrapper imports): ratio {floor:.2f}")
        worst = 0.0
        for query in QUERIES:
            ratio, ours, base = _paired([str(script), *query], bare, args.pairs)
            worst = max(worst, ratio)
            print(f"amdmatrix {' '.join(query)}")
            print(f"       median {ours * 1000:.1f} ms vs python -c pass {base * 1000:.1f} ms: ratio {ratio:.2f}")
        verdict = "met" if worst <= GOAL else "NOT met"
        print(f"load average (1, 5, 15 min) after: {_load()}")
        print(f"goal: ratio <= {GOAL} for every query: {verdict} (worst {worst:.2f})")


if __name__ == "__main__":
    sys.exit(main())
