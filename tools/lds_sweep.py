"""Run ``--solve`` over every one-block MFMA operand and data type of CDNA3 and CDNA4.

For each instruction, matrix (A, B), F8F6F4 format, storage order (row-major, col-major) and
read instruction up to 128 bits (the transposing reads with their element width), it solves
for a tile of the operand's own shape and of 256x256 with a writer (ds_write_b128 unless
--write says otherwise) and prints how many cases ended conflict-free and how many in each
stated impossibility, the median and worst time (each case with --verbose), and exits 1 if a
case ended otherwise or took 10 s or more.

    python tools/lds_sweep.py [--arch cdna3|cdna4] [--size operand|256|both] [--every N] [--write W] [--verbose]
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

import amdmatrix  # noqa: E402
from amdmatrix.lds import facts, parse_tile, solve  # noqa: E402
from amdmatrix.lds.tile import TileError  # noqa: E402

_FORMATS = ("fp8", "fp6", "fp4")


def cases(arch: str, size: str) -> list[tuple[object, ...]]:
    out = []
    reads = [a for a in facts(arch).accesses if not a.write and a.width <= 128]
    for inst in amdmatrix.instructions(arch):
        if not {"A", "B"} <= set(inst.matrices) or inst.blocks > 1 or inst.sparse:
            continue
        settings: list[dict[str, object]] = [{}]
        if inst.format_cycles is not None:
            settings = [{"a_format": f, "b_format": f} for f in _FORMATS]
        for mods in settings:
            for matrix in ("A", "B"):
                lay = inst.layout(matrix, **mods)  # type: ignore[arg-type]
                dtype = inst.dtype(matrix, **mods).key  # type: ignore[arg-type]
                shapes = {"operand": [(lay.sizes[0], lay.sizes[1])], "256": [(256, 256)],
                          "both": [(lay.sizes[0], lay.sizes[1]), (256, 256)]}[size]
                for rows, cols in shapes:
                    for order in ("row-major", "col-major"):
                        for acc in reads:
                            if acc.transpose and acc.transpose != inst.dtype(matrix, **mods).bits:  # type: ignore[arg-type]
                                continue
                            out.append((inst, matrix, mods, f"{rows}x{cols} {dtype} {order}", acc.mnemonic))
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--arch", choices=("cdna3", "cdna4", "both"), default="both")
    ap.add_argument("--size", choices=("operand", "256", "both"), default="both")
    ap.add_argument("--every", type=int, default=1, help="solve every N-th case only")
    ap.add_argument("--verbose", action="store_true", help="print each case as it ends")
    ap.add_argument("--write", default="ds_write_b128", help="the writer (default ds_write_b128)")
    args = ap.parse_args()
    counts: Counter[str] = Counter()
    worst = (0.0, "")
    times = []
    for arch in (("cdna3", "cdna4") if args.arch == "both" else (args.arch,)):
        for n, (inst, matrix, mods, tile, read) in enumerate(cases(arch, args.size)):
            if n % args.every:
                continue
            t0 = time.perf_counter()
            try:
                s = solve(inst, matrix, parse_tile(tile), read, write=args.write, **mods)  # type: ignore[arg-type]
                kind = ("conflict-free" if s.found
                        else "impossible: unaligned" if s.report is None and "natural alignment" in s.reason
                        else "impossible: not exact" if s.report is None
                        else "impossible: bound" if s.impossible else "none found")
            except TileError as e:
                kind = ("impossible: does not fit the LDS" if "bytes of" in str(e) and "LDS" in str(e)
                        else "impossible: read wider than the operand" if "bits of each lane" in str(e)
                        else "impossible: read does not divide the operand" if "do not divide the" in str(e)
                        else "no writer" if "write" in str(e) else "error")
            dt = time.perf_counter() - t0
            times.append(dt)
            counts[kind] += 1
            if args.verbose:
                print(f"{dt:6.2f} s  {kind:22} {arch} {inst.mnemonic} {matrix} {mods or ''} {tile} {read}",  # type: ignore[attr-defined]
                      flush=True)
            if dt > worst[0]:
                worst = (dt, f"{arch} {inst.mnemonic} {matrix} {mods or ''} {tile} {read}")  # type: ignore[attr-defined]
    times.sort()
    print(f"cases: {len(times)}; " + ", ".join(f"{k}: {v}" for k, v in sorted(counts.items())))
    print(f"median {times[len(times) // 2]:.2f} s, worst {worst[0]:.2f} s ({worst[1]})")
    return 0 if worst[0] < 10 and not counts["error"] and not counts["none found"] else 1


if __name__ == "__main__":
    raise SystemExit(main())
