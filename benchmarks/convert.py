#!/usr/bin/env python3
"""Planning speed of ``amdmatrix.convert``: the time to plan one pair (the register search and
the LDS layout search, each route emitted, verified on the data-movement emulator and given
its wait states; an in-order plan of a square producer also plans Dᵀ for ``alternative``), over
a spread sample of the compatible pairs of CDNA3, CDNA4, RDNA3 and RDNA4, both orientations.

Each plan is made in a fresh cache state for its pair (the planner caches nothing between
pairs but the DPP control table and the LDS model's conflict table). Prints the median and
worst wall-clock time per call, the slowest pair, how often each route is published, the CPU,
and the load average. Goal: median < 1 s, worst < 10 s.

Usage: python benchmarks/convert.py [EVERY]   (default 7: every 7th pair of each architecture;
1 plans every pair, as tools/convert_table.py does)
"""

from __future__ import annotations

import os
import platform
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from amdmatrix.conversion import compatible_pairs, convert  # noqa: E402


def _cpu() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip() + f", {os.cpu_count()} cores"
    except OSError:
        pass
    return platform.processor() or "unknown"


def main() -> int:
    every = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    times: list[tuple[float, str]] = []
    published = {"registers": 0, "lds": 0}
    for arch in ("cdna3", "cdna4", "rdna3", "rdna4"):
        for p, q, o in compatible_pairs(arch)[::every]:
            for tiles in ("in-order", "transposed"):
                t0 = time.perf_counter()
                plan = convert(arch, p, q, o, tiles=tiles)
                times.append((time.perf_counter() - t0, f"{arch} {p} -> {q}:{o} ({tiles})"))
                published[plan.route] += 1
    values = sorted(t for t, _ in times)
    worst = max(times)
    print(f"plans: {len(values)}")
    print(f"median: {statistics.median(values):.3f} s (goal < 1 s)")
    print(f"worst: {worst[0]:.3f} s (goal < 10 s): {worst[1]}")
    print(f"published: {published['registers']} through registers, {published['lds']} through the LDS")
    print(f"cpu: {_cpu()}")
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0 if statistics.median(values) < 1 and worst[0] < 10 else 1


if __name__ == "__main__":
    raise SystemExit(main())
