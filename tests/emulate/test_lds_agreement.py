"""``amdmatrix.emulate.run`` executes every read of the LDS sweep and agrees, lane for lane, with
``amdmatrix lds``.

For every case of tools/lds_sweep.py (each one-block MFMA operand of CDNA3 and CDNA4, each data
type and F8F6F4 format, both storage orders, the operand's own tile and 256x256, every read up
to 128 bits: ds_read_b64_tr_b16, _b8, _b4 and ds_read_b96_tr_b6 among them), the LDS model
gives each read's per-lane addresses. The emulator (a different path: its own LDS bytes, its own
register images, the table of primitives) runs those reads on an LDS filled with random bytes,
and every operand value it delivers is compared with the tile's element that
``Instruction.placements()`` puts there. Where ``amdmatrix lds`` says a read is exact, every
value must arrive; where it says not, the emulator must find every value it lists as
misplaced (on up to eight random images, so that a coincidence would have to happen eight times).

The fast tier runs a stratified sample (every architecture, instruction and read); ``pytest -m
exhaustive`` runs the rest.
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from tiers import sweep

import amdmatrix
from amdmatrix.lds import analyse, facts, parse_tile
from amdmatrix.lds.tile import TileError

ROOT = Path(__file__).resolve().parents[2]


def _cases() -> list[tuple[str, int]]:
    sys.path.insert(0, str(ROOT / "tools"))
    from lds_sweep import cases

    return [(arch, n) for arch in ("cdna3", "cdna4") for n in range(len(cases(arch, "both")))]


@cache
def _sweep(arch: str) -> list[tuple[Any, ...]]:
    sys.path.insert(0, str(ROOT / "tools"))
    from lds_sweep import cases

    return cases(arch, "both")


@cache
def _images(arch: str) -> tuple[np.ndarray, ...]:
    size = facts(arch).size
    rng = np.random.default_rng(20240531)
    return tuple(rng.integers(0, 256, size, dtype=np.uint8) for _ in range(8))


def _name(item: tuple[str, int]) -> str:
    arch, n = item
    inst, matrix, mods, tile, read = _sweep(arch)[n]
    fmt = "-" + str(mods["a_format"]) if mods else ""
    return f"{arch}-{inst.mnemonic}-{matrix}{fmt}-{tile.replace(' ', '_')}-{read}"


def _stratum(item: tuple[str, int]) -> tuple[str, str, str]:
    arch, n = item
    inst, _, _, _, read = _sweep(arch)[n]
    return arch, inst.mnemonic, read


def _slots(inst: amdmatrix.Instruction, matrix: str, mods: dict[str, object]) -> dict[tuple[int, int], tuple[int, int]]:
    """(lane, bit offset in the lane's register group) -> (row, col) of the tile, from placements()."""
    out = {}
    for el in inst.placements(matrix, **mods):  # type: ignore[arg-type]
        loc = el.location
        assert loc is not None
        out[(loc.lane, 32 * loc.register + (loc.bits[1] if loc.bits else 0))] = (el.row, el.col)
    return out


def _element(image: np.ndarray, bit: int, bits: int) -> int:
    nb = (bit % 8 + bits + 7) // 8
    return int.from_bytes(image[bit // 8: bit // 8 + nb].tobytes(), "little") >> (bit % 8) & ((1 << bits) - 1)


def _execute(arch: str, read: str, width: int, addresses: tuple[int | None, ...], image: np.ndarray) -> list[int]:
    """One read run by amdmatrix.emulate on ``image``: each lane's ``width`` bits (lanes whose
    address is None read address 0; the caller ignores them)."""
    regs = -(-width // 32)
    wave = len(addresses)
    img = np.zeros((1 + regs, wave), np.uint32)
    img[0] = [0 if a is None else a for a in addresses]
    dst = "v1" if regs == 1 else f"v[1:{regs}]"
    w = amdmatrix.emulate.Wave(arch, img, lds=image).run(f"{read} {dst}, v0")
    return [sum(int(w.vgprs[1 + r, lane]) << (32 * r) for r in range(regs)) for lane in range(wave)]


def _check(arch: str, n: int) -> str:
    inst, matrix, mods, tile_text, read = _sweep(arch)[n]
    tile = parse_tile(tile_text)
    try:
        rep = analyse(inst, matrix, tile, read, **mods)
    except TileError:
        return "refused"  # amdmatrix lds refuses the case (it does not fit, or the read does not divide)
    slots = _slots(inst, matrix, mods)
    width = rep.read.width
    listed = {(lane, off) for lane, off, _, _ in rep.misplaced if (lane, off) in slots}
    wrong: set[tuple[int, int]] = set()
    for k, image in enumerate(_images(arch)):
        if k >= 2 and (rep.exact or listed <= wrong):
            break
        wrong |= _wrong(arch, read, rep.reads, tile, slots, width, image, bool(rep.read.transpose))
    if rep.exact:
        assert not wrong, (rep.instruction, matrix, tile_text, read, sorted(wrong)[:5])
        return "exact"
    assert wrong, (rep.instruction, matrix, tile_text, read, "amdmatrix lds says inexact; every value arrived")
    assert listed <= wrong, (rep.instruction, matrix, tile_text, read, sorted(listed - wrong)[:5])
    return "inexact"


def _wrong(arch: str, read: str, reads: Any, tile: Any, slots: dict[tuple[int, int], tuple[int, int]], width: int,
           image: np.ndarray, transpose: bool) -> set[tuple[int, int]]:
    """The operand values the emulator does not deliver from ``image``. A lane with no address
    reads nothing; a transposing read with a lane without one delivers nothing (every lane's
    read feeds other lanes)."""
    wave = len(reads[0].addresses)
    full = [0] * wave
    missing: list[set[int]] = [set() for _ in range(wave)]
    for q, instr in enumerate(reads):
        got = _execute(arch, read, width, instr.addresses, image)
        incomplete = transpose and None in instr.addresses
        for lane in range(wave):
            if instr.addresses[lane] is None or incomplete:
                missing[lane].add(q)
            full[lane] |= got[lane] << (q * width)
    mask = (1 << tile.bits) - 1
    out = set()
    for (lane, off), (r, c) in slots.items():
        qs = set(range(off // width, (off + tile.bits - 1) // width + 1))
        if qs & missing[lane] or (full[lane] >> off) & mask != _element(image, tile.bit_address(r, c), tile.bits):
            out.add((lane, off))
    return out


@pytest.mark.parametrize("arch,n", sweep(_cases(), _stratum, ids=_name))
def test_emulator_runs_the_sweep_as_amdmatrix_lds_says(arch: str, n: int) -> None:
    assert _check(arch, n) in ("exact", "inexact", "refused")


def test_the_sample_executes_transposing_reads() -> None:
    """The fast tier's sample is not all refusals: every transposing read of CDNA4 runs exact somewhere."""
    seen: dict[str, set[str]] = {}
    for arch, n in _cases():
        read = _sweep(arch)[n][4]
        if "_tr_" in read and len(seen.get(read, ())) < 1:
            got = _check(arch, n)
            if got == "exact":
                seen.setdefault(read, set()).add(got)
    assert set(seen) == {"ds_read_b64_tr_b16", "ds_read_b64_tr_b8", "ds_read_b64_tr_b4", "ds_read_b96_tr_b6"}
