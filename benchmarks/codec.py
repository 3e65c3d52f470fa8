#!/usr/bin/env python3
"""Encode and decode throughput of amdmatrix.encoding on 500,000 instructions.

For every architecture and wave size, a pool of random valid instructions is built (random
registers, inline constants and modifier values, every matrix instruction and the
register moves). Two streams of N instructions (default 500,000), mixed over the
architectures, are then encoded (``encode(text, arch, wave)``, one call per architecture
and wave size) and the bytes decoded again (``decode``), and the rate of each is printed:

* "kernel-like": drawn from a pool of 2,000 instructions per architecture and wave size,
  so instructions repeat, as they do in unrolled kernels (the codec's caches help);
* "all distinct": every instruction differs from every other one (no cache can help).

Goal: at least 100,000 instructions per second each way. The machine's load
is printed too: on a shared machine the figures scale with the share of a core it gets.

Usage: python benchmarks/codec.py [N] [--seed S]
"""

from __future__ import annotations

import argparse
import os
import random
import re
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

import amdmatrix  # noqa: E402
from amdmatrix.encoding import codec  # noqa: E402
from amdmatrix.encoding.spec import InstSpec, arch_spec  # noqa: E402

CONSTANTS = ["0", "1", "-1", "-16", "64", "7", "0.5", "-0.5", "1.0", "-1.0", "2.0", "-2.0", "4.0", "-4.0"]


def _regs(file: str, first: int, n: int) -> str:
    return f"{file}{first}" if n == 1 else f"{file}[{first}:{first + n - 1}]"


def random_line(rnd: random.Random, spec: InstSpec, wave: int) -> str:
    """A random instruction, valid by construction in most cases (the pool keeps valid ones)."""
    mods: dict[str, int] = {}
    text_mods: list[str] = []
    for m in spec.mods_at(wave):
        legal = sorted(m.legal_at(wave) or ())
        if not legal or rnd.random() < 0.5:
            continue
        v = rnd.choice(legal)
        mods[m.name] = v
        if v == m.default:
            continue
        if m.kind == "flag":
            text_mods.append(m.name)
        elif m.kind == "bits":
            text_mods.append(f"{m.name}:[{v & 1},{v >> 1 & 1},{v >> 2 & 1}]")
        else:
            text_mods.append(f"{m.name}:{v}")
    parts: list[str] = []
    d_file = "v"
    for op in spec.operands:
        n = spec.count(op, wave, mods)
        files = [f for f in op.files if f in "va"]
        if op.same_file_as:
            if "k" in op.files and rnd.random() < 0.3:
                parts.append(rnd.choice(CONSTANTS))
                continue
            parts.append(parts[0])  # C = D
            continue
        file = rnd.choice(files)
        if op.role == "D":
            d_file = file
        first = rnd.randrange(0, 256 - n + 1)
        first -= first % 2
        parts.append(_regs(file, first, n))
    del d_file
    return f"{spec.name} {', '.join(parts)}{' ' + ' '.join(text_mods) if text_mods else ''}"


def pools(rnd: random.Random, size: int) -> dict[tuple[str, int], list[str]]:
    out: dict[tuple[str, int], list[str]] = {}
    for arch in amdmatrix.architectures():
        specs = arch_spec(arch).insts
        aspec = arch_spec(arch)
        for wave in arch.waves:
            lines: list[str] = []
            seen: set[str] = set()
            tries = 0
            while len(lines) < size and tries < size * 20:
                tries += 1
                line = random_line(rnd, rnd.choice(specs), wave)
                if line in seen:
                    continue
                seen.add(line)
                try:
                    d = codec.assemble_line(aspec, line, wave)
                    assert d is not None
                    codec.decode(d.word(aspec), arch, wave)
                except amdmatrix.AmdMatrixError:
                    continue
                lines.append(line)
            out[(arch.name, wave)] = lines
    return out


_REG = re.compile(r"\b([va])(?:(\d+)|\[(\d+):(\d+)\])")


def shifted(line: str, k: int) -> str | None:
    """``line`` with every VGPR/AGPR index moved up by ``k`` (even), None if that runs past 255."""
    too_far = False

    def move(m: re.Match[str]) -> str:
        nonlocal too_far
        if m.group(2) is not None:
            first = last = int(m.group(2))
        else:
            first, last = int(m.group(3)), int(m.group(4))
        if last + k > 255:
            too_far = True
        return _regs(m.group(1), first + k, last - first + 1)

    out = _REG.sub(move, line)
    return None if too_far else out


def streams(rnd: random.Random, n: int) -> tuple[dict[tuple[str, int], list[str]], dict[tuple[str, int], list[str]]]:
    pool = pools(rnd, 2000)
    keys = sorted(pool)
    kernel: dict[tuple[str, int], list[str]] = {k: [] for k in keys}
    for _ in range(n):
        k = rnd.choice(keys)
        kernel[k].append(rnd.choice(pool[k]))
    pool = pools(rnd, 6000)  # a larger pool for distinct lines: short of that, some keys run out
    distinct: dict[tuple[str, int], list[str]] = {k: [] for k in keys}
    share = 3 * n // len(keys) + 1  # more than needed: measure() drops invalid lines and trims to n
    for k in keys:
        seen: set[str] = set()
        for offset in range(0, 256, 2):
            for line in pool[k]:
                moved = shifted(line, offset)
                if moved is not None and moved not in seen:
                    seen.add(moved)
                    distinct[k].append(moved)
        rnd.shuffle(distinct[k])
        del distinct[k][share:]
    return kernel, distinct


def measure(name: str, stream: dict[tuple[str, int], list[str]], n: int) -> None:
    # only lines that assemble and whose bytes decode (a shifted line can break a rule, such
    # as the C/D overlap rule; LLVM's disassembler refuses a few words its assembler makes)
    for (arch, wave), lines in stream.items():
        aspec = arch_spec(amdmatrix.archs.resolve_arch(arch))
        good = []
        for line in lines:
            try:
                d = codec.assemble_line(aspec, line, wave)
                assert d is not None
                codec.decode(d.word(aspec), arch, wave)
                good.append(line)
            except amdmatrix.AmdMatrixError:
                pass
        lines[:] = good
    while sum(len(v) for v in stream.values()) > n:  # trim to n, evenly: one from the largest share
        largest = max(stream.values(), key=len)
        excess = sum(len(v) for v in stream.values()) - n
        second = sorted((len(v) for v in stream.values()), reverse=True)[1] if len(stream) > 1 else 0
        del largest[-max(1, min(excess, len(largest) - second)):]
    n = sum(len(v) for v in stream.values())
    codec.clear_caches()
    blobs: dict[tuple[str, int], bytes] = {}
    start = time.perf_counter()
    for (arch, wave), lines in stream.items():
        blobs[(arch, wave)] = codec.encode("\n".join(lines), arch, wave)
    t_enc = time.perf_counter() - start
    codec.clear_caches()
    decoded = 0
    start = time.perf_counter()
    for (arch, wave), data in blobs.items():
        decoded += len(codec.decode(data, arch, wave))
    t_dec = time.perf_counter() - start
    assert decoded == n
    print(f"{name:>13}: {n:,} instructions; encode {n / t_enc:>9,.0f} instructions/s ({t_enc:.2f} s), "
          f"decode {n / t_dec:>9,.0f} instructions/s ({t_dec:.2f} s)")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("count", type=int, nargs="?", default=500_000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rnd = random.Random(args.seed)
    kernel, distinct = streams(rnd, args.count)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"machine: {os.cpu_count()} CPUs, load average {load:.1f}; Python {sys.version.split()[0]}")
    measure("kernel-like", kernel, args.count)
    measure("all distinct", distinct, args.count)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
