#!/usr/bin/env python3
"""Emulator speed: ``Instruction.execute`` against ``np.matmul`` doing the same arithmetic.

Times ``execute`` of ``v_mfma_f32_32x32x8_f16`` (CDNA3) on a batch of 4096 register images
(random normal FP16 A and B, random normal FP32 C) and ``np.matmul(A, B) + C`` on float32
arrays of the same matrices, in adjacent pairs (which of the two goes first alternates), so
that machine load affects both sides of a pair alike. Prints, for wall-clock and for CPU
time, the median time of each side and the median of the per-pair ratios, and the load
average. Goal: ratio <= 3. Every figure line names the processor's generation (the first line
describes it: vendor, family/model, model name, generation, vector width), as the ratio depends
on it (docs/emulation.md, "Speed").

``execute`` takes the C module's route where that module was built (by ``pip install .`` or
``pip install -e .`` with a C compiler at hand; the first line names the route). Another line
times ``execute`` on the numpy route, the one a package installed without a C compiler takes,
against the same reference.

A last line times the same arithmetic in float64 on operands already decoded (``np.matmul``
of float64 A and B in execute's chunks (256 items), C widened, added and rounded into a new D: the
arithmetic of execute's float64 route) against the same float32 reference, and counts the
items whose ``A @ B`` float32 gets exactly right. Where that count is zero no float32
certificate can apply, and the float64 line is the floor of an exact emulation with numpy:
execute adds to it gathering and decoding the register images and proving the result exact.

The emulator's result is checked first against an exact reference (float64 holds every
FP16 x FP16 sum of eight products and the FP32 C exactly here), then timed; the float32
reference is not exactly rounded.

Usage: python benchmarks/emulate.py [PAIRS] [BATCH]   (defaults 41 and 4096)
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

import numpy as np  # noqa: E402

import amdmatrix  # noqa: E402
import amdmatrix.emulator as emu  # noqa: E402
from amdmatrix.emulator import _engine  # noqa: E402

#: AMD families and model ranges -> generation (the Linux kernel's arch/x86/kernel/cpu/amd.c and
#: AMD's processor programming references): family 0x17 is Zen, Zen+ and Zen 2, 0x19 Zen 3 and
#: Zen 4, 0x1A Zen 5.
_AMD = ((0x17, range(0x00, 0x30), "Zen/Zen+"), (0x17, range(0x30, 0x100), "Zen 2"),
        (0x19, range(0x00, 0x10), "Zen 3"), (0x19, range(0x10, 0x20), "Zen 4"), (0x19, range(0x20, 0x30), "Zen 3"),
        (0x19, range(0x40, 0x60), "Zen 3"), (0x19, range(0x60, 0x80), "Zen 4"), (0x19, range(0xA0, 0xB0), "Zen 4"),
        (0x1A, range(0x00, 0x100), "Zen 5"))
#: Intel family 6 server models -> generation (Intel's SDM, volume 4, table 2-1).
_INTEL = {0x55: "Skylake-SP/Cascade Lake", 0x6A: "Ice Lake-SP", 0x6C: "Ice Lake-D", 0x8F: "Sapphire Rapids",
          0xCF: "Emerald Rapids", 0xAD: "Granite Rapids", 0x4F: "Broadwell-EP", 0x3F: "Haswell-EP"}


def cpu_generation() -> tuple[str, str]:
    """A long description of the processor (vendor, family/model, model name, generation, vector
    flags) and a short one (the generation) for every figure line."""
    fields: dict[str, str] = {}
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            key, _, value = line.partition(":")
            if key.strip() and key.strip() not in fields:
                fields[key.strip()] = value.strip()
    except OSError:
        import platform

        return f"{platform.processor() or platform.machine()} (no /proc/cpuinfo)", platform.machine()
    vendor, name = fields.get("vendor_id", "?"), fields.get("model name", "?")
    family, model = int(fields.get("cpu family", "0")), int(fields.get("model", "0"))
    generation = "generation unknown"
    if vendor == "AuthenticAMD":
        generation = next((g for f, models, g in _AMD if f == family and model in models), generation)
    elif vendor == "GenuineIntel" and family == 6:
        generation = _INTEL.get(model, generation)
    flags = fields.get("flags", "").split()
    vectors = "AVX-512" if "avx512f" in flags else "AVX2" if "avx2" in flags else "no AVX2"
    if generation == "Zen 4" and vectors == "AVX-512":
        vectors = "AVX-512 at half width"
    short = f"{generation}, family {family} model {model}"
    return f"{vendor} family {family} model {model} ({name}): {generation}, {vectors}", short


def timed(fn: Callable[[], object]) -> tuple[float, float]:
    """Wall-clock and CPU time of one call (CPU time is less disturbed by other processes)."""
    start, cpu = time.perf_counter(), time.process_time()
    fn()
    return time.perf_counter() - start, time.process_time() - cpu


def main() -> None:
    pairs = int(sys.argv[1]) if len(sys.argv) > 1 else 41
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
    assert np.array_equal(emu.unpack(inst, "D", d), exact), "execute disagrees with the exact reference"

    def ours() -> object:
        return emu.execute(inst, a_regs, b_regs, c_regs)

    def numpy_route() -> object:
        kernel, _engine._KERNEL = _engine._KERNEL, None
        try:
            return emu.execute(inst, a_regs, b_regs, c_regs)
        finally:
            _engine._KERNEL = kernel

    def ref() -> object:
        return np.matmul(a32, b32) + c

    # The floor of an exact result where float32 cannot hold the sums: the same arithmetic in
    # float64 on operands already decoded, done as cheaply as numpy allows (execute's chunks,
    # whose temporaries stay in the caches; C widened, added and narrowed into a new D). How
    # many items float32 happens to get exactly right bounds what a float32 certificate could prove.
    a64, b64 = a.astype(np.float64), b.astype(np.float64)
    held = int(np.count_nonzero(np.all(np.matmul(a32, b32) == np.matmul(a64, b64), axis=(1, 2))))
    per = _engine._FAST_CHUNK_VALUES // (32 * 32)  # execute's chunk (items of 32 x 32)
    p64, c64 = np.empty((per, 32, 32)), np.empty((per, 32, 32))

    def wide() -> np.ndarray:
        d32 = np.empty_like(c)
        for s in range(0, batch, per):
            e = min(batch, s + per)
            p, cw = p64[: e - s], c64[: e - s]
            np.matmul(a64[s:e], b64[s:e], out=p)
            np.copyto(cw, c[s:e])
            np.add(p, cw, out=p)
            np.copyto(d32[s:e], p, casting="same_kind")
        return d32

    assert np.array_equal(wide(), exact), "the float64 floor disagrees with the exact reference"
    assert np.array_equal(emu.unpack(inst, "D", numpy_route()), exact), "the numpy route disagrees"

    ref()
    load_before = os.getloadavg()[0]
    t_ours: list[tuple[float, float]] = []
    t_ref: list[tuple[float, float]] = []
    t_wide: list[tuple[float, float]] = []
    t_numpy: list[tuple[float, float]] = []
    for i in range(pairs):
        if i % 2:
            r, o = timed(ref), timed(ours)
        else:
            o, r = timed(ours), timed(ref)
        t_ours.append(o)
        t_ref.append(r)
        t_wide.append(timed(wide))
        t_numpy.append(timed(numpy_route))
    load_after = os.getloadavg()[0]
    kernel = _engine._KERNEL_MODULE
    route = (f"C module amdmatrix.emulator._kernel (its {kernel.copy()} copy)" if kernel is not None else
             "numpy (the C module is not built in this checkout's src/: `pip install -e .` builds it there)")
    long_cpu, cpu = cpu_generation()
    print(f"cpu: {long_cpu}")
    print(f"execute's route: {route}")
    for clock, w in (("wall", 0), ("cpu", 1)):
        mine = statistics.median(t[w] for t in t_ours)
        theirs = statistics.median(t[w] for t in t_ref)
        ratio = statistics.median(o[w] / r[w] for o, r in zip(t_ours, t_ref, strict=True) if r[w] > 0)
        print(f"{clock:4s} execute v_mfma_f32_32x32x8_f16 x {batch}: {mine * 1e3:7.2f} ms, "
              f"np.matmul(A, B) + C float32: {theirs * 1e3:6.2f} ms, ratio {ratio:.2f} "
              f"(medians of {pairs} pairs; goal <= 3) [{cpu}]")
    plain = statistics.median(w[1] / r[1] for w, r in zip(t_numpy, t_ref, strict=True) if r[1] > 0)
    print(f"cpu  execute on the numpy route: {statistics.median(t[1] for t in t_numpy) * 1e3:.2f} ms, "
          f"ratio {plain:.2f} [{cpu}]")
    floor = statistics.median(w[1] / r[1] for w, r in zip(t_wide, t_ref, strict=True) if r[1] > 0)
    print(f"numpy route's floor: np.matmul(A, B) + C in float64 on decoded operands, in chunks: "
          f"{statistics.median(t[1] for t in t_wide) * 1e3:.2f} ms CPU, ratio {floor:.2f} "
          f"(float32 gets A @ B exactly right for {held} of {batch} items) [{cpu}]")
    print(f"load average {load_before:.2f} before, {load_after:.2f} after, on {os.cpu_count()} cores [{cpu}]")


if __name__ == "__main__":
    main()
