"""``pack`` writes every copy of every value: each location a layout lists holds the value.

A round trip (``unpack(pack(x)) == x``) reads one copy back, so it cannot see a copy that
``pack`` never wrote. RDNA3 keeps A and B in each 16-lane group of the wave (RDNA3 ISA,
"Wave Matrix Multiply Accumulate", the A/B VGPR layout: lanes 0-15 repeated in 16-31, and
in wave64 in 32-47 and 48-63); on hardware, an image missing them makes the instruction read
zeros from half the wave. The RDNA3 expectations here are the ISA's layout written out by
hand: A[i][k] (B[k][j]) of a ``width``-bit type sits in every lane ``i + 16 * r`` (``j + 16 * r``),
register ``k // (32 // width)``, bits from ``width * (k % (32 // width))``.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

import amdmatrix
import amdmatrix.emulator as emu

RDNA3 = [inst.mnemonic.lower() for inst in amdmatrix.instructions("rdna3")]
WIDTH = {"fp16": 16, "bf16": 16, "iu8": 8, "iu4": 4}


def _values(dtype: str, rows: int, cols: int) -> np.ndarray[Any, Any]:
    """Distinct (as far as the type allows) non-zero values, so that an unwritten copy shows."""
    r, c = np.meshgrid(np.arange(rows), np.arange(cols), indexing="ij")
    if dtype == "iu4":
        return ((r + 3 * c) % 7 + 1).astype(np.int64)  # 1..7, signed or not
    if dtype == "iu8":
        return ((r * 16 + c) % 120 + 1).astype(np.int64)
    return (r * 16 + c + 1).astype(np.float64)  # 1..256, exact in FP16 and BF16


def _code(dtype: str, value: float) -> int:
    """The value's bits as the ISA's data types store them (IEEE FP16, BF16's top half of FP32)."""
    if dtype == "fp16":
        return int(np.array(value, dtype=np.float16).view(np.uint16))
    if dtype == "bf16":
        return int(np.array(value, dtype=np.float32).view(np.uint32)) >> 16
    return int(value) & ((1 << WIDTH[dtype]) - 1)


@pytest.mark.parametrize("wave", [32, 64])
@pytest.mark.parametrize("matrix", ["A", "B"])
@pytest.mark.parametrize("mnemonic", RDNA3)
def test_rdna3_every_replicated_lane_holds_the_value(mnemonic: str, matrix: str, wave: int) -> None:
    inst = amdmatrix.instruction("rdna3", mnemonic)
    dtype = inst.types[matrix]
    width = WIDTH[dtype]
    per = 32 // width
    rows, cols = (inst.m, inst.k) if matrix == "A" else (inst.k, inst.n)
    values = _values(dtype, rows, cols)
    image = np.asarray(emu.pack(inst, matrix, values, wave=wave))
    assert image.shape == (16 // per, wave)
    expected = np.zeros_like(image)
    for a in range(rows):
        for b in range(cols):
            mn, k = (a, b) if matrix == "A" else (b, a)
            reg, lo = k // per, width * (k % per)
            code = _code(dtype, float(values[a, b]))
            assert code, "every value must be non-zero"
            for lane in range(mn, wave, 16):  # every 16-lane group of the wave
                expected[reg, lane] |= np.uint32(code << lo)
    mismatch = np.argwhere(image != expected)
    assert mismatch.size == 0, f"first differing (register, lane): {mismatch[:4].tolist()}"
    # The library lists the same copies (four per value in wave64, two in wave32).
    listed = {(e.row, e.col, e.location.register, e.location.lane) for e in inst.placements(matrix, wave=wave)
              if e.location is not None}
    assert len(listed) == rows * cols * wave // 16


def _sample() -> list[tuple[str, str]]:
    """One dense instruction of each (architecture, A type) pair, in catalogue order."""
    seen: dict[tuple[str, str], str] = {}
    for arch in ("cdna1", "cdna2", "cdna3", "cdna4", "rdna3", "rdna4"):
        for inst in amdmatrix.instructions(arch):
            if not inst.sparse and not inst.scaled and inst.types["A"] in ("fp16", "bf16", "fp32", "iu8", "i8"):
                seen.setdefault((arch, inst.types["A"]), inst.mnemonic.lower())
    return [(arch, name) for (arch, _), name in seen.items()]


@pytest.mark.parametrize(("arch", "mnemonic"), _sample())
def test_every_listed_location_holds_the_packed_value(arch: str, mnemonic: str) -> None:
    """Every architecture: each (register, lane, bits) that placements() lists for A and B, in
    every wave size, holds the bits of the value pack() was given (read with plain shifts here): never zero, the
    same in every copy."""
    inst = amdmatrix.instruction(arch, mnemonic)
    rng = np.random.default_rng(7)
    for wave in inst.arch.waves:
        for matrix in ("A", "B"):
            els = inst.placements(matrix, wave=wave)
            blocks = 1 + max(e.block for e in els)
            rows, cols = 1 + max(e.row for e in els), 1 + max(e.col for e in els)
            values = rng.integers(1, 8, size=(blocks, rows, cols)).astype(np.float64)
            given = values if blocks > 1 else values[0]  # one block: (rows, cols)
            image = np.asarray(emu.pack(inst, matrix, given, wave=wave))
            assert image.ndim == 2
            assert np.array_equal(np.asarray(emu.unpack(inst, matrix, image, wave=wave)), given)
            codes: dict[tuple[int, int, int], set[int]] = {}
            for e in els:
                loc = e.location
                assert loc is not None
                hi, lo = loc.bits if loc.bits is not None else (31, 0)
                code = (int(image[loc.register, loc.lane]) >> lo) & ((1 << (hi - lo + 1)) - 1)
                assert code != 0, f"{matrix}{(e.block, e.row, e.col)} at {loc} was not written"
                codes.setdefault((e.block, e.row, e.col), set()).add(code)
            # every copy of a value holds the same bits
            assert all(len(c) == 1 for c in codes.values()), [k for k, c in codes.items() if len(c) > 1][:4]
