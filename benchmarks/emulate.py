#!/usr/bin/env python3
"""Emulator speed: ``Instruction.execute`` against ``np.matmul`` doing the same arithmetic.

Times ``execute`` of ``v_mfma_f32_32x32x8_f16`` (CDNA3) on a batch of 4096 register images
(random FP16 A and B, random FP32 C) and ``np.matmul(A, B) + C`` on float32 arrays of the
same matrices, alternately, and prints the best time of each and their ratio. Goal
(issue 6): ratio <= 3. The emulator's result is exactly rounded; the float32 reference is not.

Usage: python benchmarks/emulate.py [REPEATS] [BATCH]   (defaults 15 and 4096)
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

import numpy as np  # noqa: E402

import amdmatrix  # noqa: E402
import amdmatrix.emulator as emu  # noqa: E402


def best(fn: Callable[[], object], repeats: int) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> None:
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 15
    batch = int(sys.argv[2]) if len(sys.argv) > 2 else 4096
    inst = amdmatrix.instruction("cdna3", "v_mfma_f32_32x32x8_f16")
    rng = np.random.default_rng(2024)
    a = rng.standard_normal((batch, 32, 8)).astype(np.float16)
    b = rng.standard_normal((batch, 8, 32)).astype(np.float16)
    c = rng.standard_normal((batch, 32, 32)).astype(np.float32)
    a_regs, b_regs, c_regs = emu.pack(inst, "A", a), emu.pack(inst, "B", b), emu.pack(inst, "C", c)
    a32, b32 = a.astype(np.float32), b.astype(np.float32)

    d = emu.execute(inst, a_regs, b_regs, c_regs)  # warm up: builds and caches the tables
    exact = (a.astype(np.float64) @ b.astype(np.float64) + c).astype(np.float32)
    assert np.array_equal(emu.unpack(inst, "D", d), exact), "execute disagrees with the float64 reference"

    ours, ref = [], []
    for _ in range(3):  # alternate, so that machine load affects both alike
        ours.append(best(lambda: emu.execute(inst, a_regs, b_regs, c_regs), repeats))
        ref.append(best(lambda: np.matmul(a32, b32) + c, repeats))
    t_ours, t_ref = min(ours), min(ref)
    print(f"execute v_mfma_f32_32x32x8_f16 x {batch}: {t_ours * 1e3:8.2f} ms")
    print(f"np.matmul(A, B) + C, float32 x {batch}: {t_ref * 1e3:8.2f} ms")
    print(f"ratio: {t_ours / t_ref:.2f} (goal <= 3)")


if __name__ == "__main__":
    main()
