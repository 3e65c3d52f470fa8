#!/usr/bin/env python3
"""Whole-kernel executor speed: ``amdmatrix.run`` on Triton 3.9's tutorial matmul.

The kernel is the vendored compiler output ``tests/data/compiled/triton/gfx942/
matmul_fp16_bm64_bn64_bk32.s`` (Triton's ``03-matrix-multiplication.py`` ``matmul_kernel``,
fp16, BLOCK 64x64x32, 4 waves of 64 per workgroup, MFMA ``v_mfma_f32_32x32x8_f16``). Each run's
C is first compared with NumPy (float64 A @ B, within the accumulation's bound), then timed.

Printed, each line naming the CPU:

* M = N = K = 256 (the goal: under 10 s on this 2-core machine), with the dynamic checks (the
  default) and without (``checks=False``): wall-clock and CPU time (the median of N runs; CPU
  time is what other processes on a shared machine do not inflate), wave-instructions executed
  and simulated wave-instructions per CPU second;
* how the time grows: M, N and K doubled one at a time from 128 and all together, with the
  checks: wave-instructions and CPU time (the work is proportional to the number of output tiles
  times the K loop's trips, so the time per wave-instruction should stay flat).

Usage: python benchmarks/run.py [N]   (default 3)
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import numpy as np  # noqa: E402
from emulate import cpu_generation  # noqa: E402

import amdmatrix  # noqa: E402

CORPUS = ROOT / "tests" / "data" / "compiled"
PATH = "triton/gfx942/matmul_fp16_bm64_bn64_bk32.s"


def _entry() -> dict[str, object]:
    manifest = json.loads((CORPUS / "manifest.json").read_text(encoding="utf-8"))
    entry: dict[str, object] = next(e for e in manifest["kernels"] if e["path"] == PATH)
    return entry


def run_matmul(text: str, entry: dict[str, object], m: int, n: int, k: int, checks: bool) -> tuple[float, float, int]:
    """One run at M, N, K: (wall seconds, CPU seconds, wave-instructions); C checked against NumPy."""
    rng = np.random.default_rng(m * 1_000_003 + n * 1009 + k)
    a = rng.standard_normal((m, k)).astype(np.float16)
    b = rng.standard_normal((k, n)).astype(np.float16)
    c = np.zeros((m, n), np.float16)
    cx = entry["constexprs"]
    assert isinstance(cx, dict)
    grid = -(-m // cx["BLOCK_SIZE_M"]) * -(-n // cx["BLOCK_SIZE_N"])
    start, cpu = time.perf_counter(), time.process_time()
    r = amdmatrix.run("gfx942", text, grid=grid, block=entry["block"], lds=entry["lds_bytes"], checks=checks,
                      progress=False, args=[a, b, c, m, n, k, k, n, n, None, None])
    wall, cpu = time.perf_counter() - start, time.process_time() - cpu
    ref = a.astype(np.float64) @ b.astype(np.float64)
    bound = 2.0 ** -11 * np.abs(ref) + 1.001 * -(-k // 8) * 2.0 ** -24 * (np.abs(a.astype(np.float64)) @
                                                                           np.abs(b.astype(np.float64)))
    assert (np.abs(r.arrays[2].astype(np.float64) - ref) <= bound).all(), "C is not A @ B"
    assert r.reports == [], [x.message for x in r.reports]
    return wall, cpu, r.instructions


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    entry = _entry()
    text = (CORPUS / PATH).read_text(encoding="utf-8")
    long, short = cpu_generation()
    print(f"CPU: {long}; {os.cpu_count()} logical CPUs; load average {os.getloadavg()[0]:.1f}")
    print(f"kernel: {PATH} (Triton 3.9 matmul_kernel, fp16, 64x64x32 blocks, 4 waves of 64)")
    run_matmul(text, entry, 64, 64, 64, True)  # warm up: decoding, the matrix engine's tables
    for checks in (True, False):
        got = [run_matmul(text, entry, 256, 256, 256, checks) for _ in range(runs)]
        wall = statistics.median(g[0] for g in got)
        cpu = statistics.median(g[1] for g in got)
        count = got[0][2]
        print(f"M=N=K=256, checks {'on ' if checks else 'off'}: {wall:6.2f} s wall, {cpu:6.2f} s CPU "
              f"(median of {runs}), {count:,} wave-instructions, {count / cpu:,.0f} wave-instructions per CPU "
              f"second [{short}]")
    print("growth (checks on):      M     N     K   wave-instructions   CPU s   us per wave-instruction")
    for m, n, k in ((128, 128, 128), (256, 128, 128), (128, 256, 128), (128, 128, 256), (256, 256, 256)):
        wall, cpu, count = run_matmul(text, entry, m, n, k, True)
        print(f"                     {m:5} {n:5} {k:5}   {count:17,}   {cpu:5.2f}   {1e6 * cpu / count:7.1f}  "
              f"[{short}]")


if __name__ == "__main__":
    main()
