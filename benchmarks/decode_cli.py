#!/usr/bin/env python3
"""``amdmatrix decode`` on plain word dumps: the time must grow linearly with the input.

A dump of N lines (one 64-bit MFMA per line, as ``xxd``-like tools print words) and a mixed
one (every other line a 32-bit word that is not a matrix instruction, decoded with
``--skip-other``) are decoded by the command line in a fresh interpreter, for N = 4,000,
8,000, 40,000 and 200,000. The CPU time (user + system) of each run is printed with the time
per line, which stays flat when decoding is linear. Decoding a dump was once quadratic (each
instruction searched every line for its own, and ``--skip-other`` copied the rest of the
data after each skipped word): 4,000 lines took 0.54 s, 8,000 1.66 s and 200,000 over 300 s.

Usage: python benchmarks/decode_cli.py [N ...]
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import tempfile
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src"
MFMA = "d3cc8000 03ca0500"  # v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], 1.0 (llvm-mc-22 -show-encoding)
OTHER = "bf800000"  # s_nop 0: not a matrix instruction


def dump(lines: int, mixed: bool) -> str:
    if not mixed:
        return f"{MFMA}\n" * lines
    return f"{MFMA}\n{OTHER}\n" * (lines // 2)


def cpu_seconds(args: list[str]) -> float:
    """CPU time of the command (children's user + system), which other load does not inflate."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    env = {**os.environ, "PYTHONPATH": str(SRC)}
    subprocess.run([sys.executable, "-m", "amdmatrix", *args], check=True, stdout=subprocess.DEVNULL, env=env)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> int:
    sizes = [int(a) for a in sys.argv[1:]] or [4000, 8000, 40000, 200000]
    base = cpu_seconds(["-a", "cdna3", "-L"])  # start-up and a query, subtracted from each figure
    print(f"start-up (amdmatrix -a cdna3 -L): {base:.2f} s CPU")
    with tempfile.TemporaryDirectory() as tmp:
        for mixed in (False, True):
            for n in sizes:
                path = Path(tmp) / f"dump{n}.txt"
                path.write_text(dump(n, mixed))
                args = ["decode", "-a", "cdna3", *(["--skip-other"] if mixed else []), str(path)]
                t = cpu_seconds(args)
                what = "mixed, --skip-other" if mixed else "plain"
                print(f"{what:>20} {n:>7} lines: {t:6.2f} s CPU, {1e6 * max(t - base, 0) / n:6.1f} us per line")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
