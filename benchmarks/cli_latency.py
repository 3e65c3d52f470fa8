#!/usr/bin/env python3
"""CLI latency: a representative query against the bare interpreter start-up.

Runs `amdmatrix -a cdna3 -i v_mfma_f32_32x32x8_f16 -M -D` (as `python -m amdmatrix`,
the same code path as the console script without the entry-point shim) and
`python -c pass`, alternately, N times each, and prints the median wall time of each
and their ratio. Goal (issue 3): ratio <= 2.0.

Usage: python benchmarks/cli_latency.py [N]   (default 21)
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src"
QUERY = ["-a", "cdna3", "-i", "v_mfma_f32_32x32x8_f16", "-M", "-D"]


def timed(cmd: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, env=env, stdout=subprocess.DEVNULL, check=True)
    return time.perf_counter() - start


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 21
    env = dict(os.environ)
    env["PYTHONPATH"] = str(SRC)
    # Warm the bytecode caches first (an installed package has them already).
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(SRC)], check=True)
    cli = [sys.executable, "-m", "amdmatrix", *QUERY]
    bare = [sys.executable, "-c", "pass"]
    timed(cli, env)
    ours, base = [], []
    for _ in range(n):
        ours.append(timed(cli, env))
        base.append(timed(bare, env))
    mo, mb = statistics.median(ours), statistics.median(base)
    print(f"amdmatrix {' '.join(QUERY)}: median {mo * 1000:.1f} ms over {n} runs")
    print(f"python -c pass: median {mb * 1000:.1f} ms over {n} runs")
    print(f"ratio: {mo / mb:.2f} (goal <= 2.0: {'met' if mo / mb <= 2.0 else 'NOT met'})")


if __name__ == "__main__":
    main()
