#!/usr/bin/env python3
"""Write the listing fixtures of tests/data/listings/ from the kernels there, with LLVM 22.

For each ``<arch>_kernel.s`` (``arch`` as amdmatrix names it) this assembles the kernel
with ``llvm-mc-22 -filetype=obj`` and writes what ``llvm-objdump-22 -d`` prints
(``<name>.objdump.txt``) and what ``llvm-mc-22 -show-encoding`` prints (``<name>.mc.txt``):
the listings ``amdmatrix decode`` reads. Usage: python tools/gen_listings.py
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

import amdmatrix  # noqa: E402

DIR = ROOT / "tests" / "data" / "listings"


def main() -> int:
    for kernel in sorted(DIR.glob("*_kernel.s")):
        arch = amdmatrix.archs.resolve_arch(kernel.name.split("_")[0])
        mc = ["llvm-mc-22", "-arch=amdgcn", f"-mcpu={arch.mcpu}"]
        stem = kernel.name.removesuffix(".s")
        with tempfile.TemporaryDirectory() as tmp:
            obj = Path(tmp) / "kernel.o"
            subprocess.run([*mc, "-filetype=obj", str(kernel), "-o", str(obj)], check=True)
            dump = subprocess.run(["llvm-objdump-22", "-d", str(obj)], check=True, capture_output=True,
                                  text=True).stdout
        # the object's path is in the header line: name it as the kernel, not the temporary file
        dump = dump.replace(str(obj), f"{stem}.o")
        (DIR / f"{stem}.objdump.txt").write_text(dump)
        shown = subprocess.run([*mc, "-show-encoding", str(kernel)], check=True, capture_output=True, text=True)
        (DIR / f"{stem}.mc.txt").write_text(shown.stdout)
        print(f"{kernel.name}: {stem}.objdump.txt, {stem}.mc.txt")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
