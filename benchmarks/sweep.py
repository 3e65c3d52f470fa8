#!/usr/bin/env python3
"""Time every `locate` of every element of every matrix, instruction and wave size.

Goal (issue 2): the whole sweep in one process in under 1 s on a 2-core machine. It also
shows, with ``python -X importtime``, that importing amdmatrix and answering a query
does not import numpy.

Usage: python benchmarks/sweep.py
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

import amdmatrix  # noqa: E402


def sweep() -> tuple[int, float]:
    start = time.perf_counter()
    calls = 0
    for arch in amdmatrix.architectures():
        for inst in amdmatrix.instructions(arch):
            for wave in arch.waves:
                for matrix in inst.matrices:
                    lay = inst.layout(matrix, wave)
                    locate = inst.locate
                    # The public call with keyword coordinates, as a user writes it.
                    if matrix in ("A", "K", "SA"):
                        for row, col, block in lay.elements():
                            locate(matrix, i=row, k=col, block=block, wave=wave)
                    elif matrix in ("B", "SB"):
                        for row, col, block in lay.elements():
                            locate(matrix, k=row, j=col, block=block, wave=wave)
                    else:
                        for row, col, block in lay.elements():
                            locate(matrix, i=row, j=col, block=block, wave=wave)
                    calls += lay.sizes[0] * lay.sizes[1] * lay.sizes[2]
    return calls, time.perf_counter() - start


def main() -> None:
    calls, seconds = sweep()
    archs = ", ".join(a.name for a in amdmatrix.architectures())
    print(f"locate sweep: {calls} calls over {archs} in {seconds:.3f} s ({seconds / calls * 1e6:.2f} us/call)")
    print(f"goal: < 1 s -> {'met' if seconds < 1 else 'NOT met'}")
    query = ("import amdmatrix; i = amdmatrix.instruction('cdna3', 'v_mfma_f32_32x32x8_f16'); "
             "i.locate('A', i=1, k=2); i.elements_at('D', register=3, lane=6)")
    src = str(Path(__file__).resolve().parents[1] / "src")
    res = subprocess.run([sys.executable, "-X", "importtime", "-c", query], capture_output=True, text=True,
                         env={"PYTHONPATH": src, "PATH": "/usr/bin:/bin"})
    modules = [line.rsplit("|", 1)[-1].strip() for line in res.stderr.splitlines() if line.startswith("import time")]
    heavy = [m for m in modules if m.split(".")[0] in ("numpy", "ml_dtypes", "tabulate", "argparse")]
    ours = [line for line in res.stderr.splitlines() if line.rstrip().endswith("| amdmatrix")]
    print(f"python -X importtime: {len(modules)} modules imported; numpy/ml_dtypes/tabulate/argparse: "
          f"{heavy or 'none'}")
    if ours:
        print("  " + ours[0].strip())


if __name__ == "__main__":
    main()
