#!/usr/bin/env python3
"""Planning speed of ``amdmatrix.convert``: the time to plan (search, emit, verify on the
data-movement emulator, add the wait states) one pair, over a spread sample of the compatible
pairs of CDNA3, CDNA4, RDNA3 and RDNA4, both orientations (as given and with Dᵀ).

Each plan is made in a fresh cache state for its pair (the planner caches nothing between
pairs but the DPP control table). Prints the median and worst wall-clock time per plan, the
slowest pair, and the load average. Goal: median < 1 s, worst < 10 s.

Usage: python benchmarks/convert.py [EVERY]   (default 7: every 7th pair of each architecture;
1 plans every pair, as tools/convert_table.py does)
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from amdmatrix.conversion import compatible_pairs, convert  # noqa: E402


def main() -> int:
    every = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    times: list[tuple[float, str]] = []
    for arch in ("cdna3", "cdna4", "rdna3", "rdna4"):
        for p, q, o in compatible_pairs(arch)[::every]:
            for tiles in ("in-order", "transposed"):
                t0 = time.perf_counter()
                convert(arch, p, q, o, tiles=tiles)
                times.append((time.perf_counter() - t0, f"{arch} {p} -> {q}:{o} ({tiles})"))
    values = sorted(t for t, _ in times)
    worst = max(times)
    print(f"plans: {len(values)}")
    print(f"median: {statistics.median(values):.3f} s (goal < 1 s)")
    print(f"worst: {worst[0]:.3f} s (goal < 10 s): {worst[1]}")
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0 if statistics.median(values) < 1 and worst[0] < 10 else 1


if __name__ == "__main__":
    raise SystemExit(main())
