"""What LDS reads and writes do to a wave's registers: plain and transposing, lane by lane.

Values are Python ints of the access width (little-endian, as the registers hold them: bits
0-31 are the first register of the destination). The LDS is a ``bytearray``.

The transposing reads (CDNA4 ``ds_read_b64_tr_b16``/``_b8``/``_b4``, ``ds_read_b96_tr_b6``; gfx1250
``ds_load_tr16_b128``, ``ds_load_tr8_b64``) are declared once, in :mod:`amdmatrix.primitives.transpose`
(a source and a destination layout per read, and the public text each follows); this module
reads them through :func:`transpose_group` and :func:`read_transposed`, as the data-movement
emulator does.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..errors import AmdMatrixError
from ..primitives.transpose import shuffle_group, transposing_read

__all__ = ["load", "store", "read", "write", "transpose_group", "read_transposed"]


def _check(addr: int, nbytes: int, size: int) -> None:
    if not isinstance(addr, int) or addr < 0 or addr + nbytes > size:
        raise AmdMatrixError(f"LDS address {addr!r} with {nbytes} bytes is outside the LDS (0-{size - 1})")


def load(lds: bytes | bytearray, addr: int, nbytes: int) -> int:
    """The ``nbytes`` bytes at ``addr`` as one little-endian int."""
    _check(addr, nbytes, len(lds))
    return int.from_bytes(lds[addr:addr + nbytes], "little")


def store(lds: bytearray, addr: int, nbytes: int, value: int) -> None:
    """Store ``value`` as ``nbytes`` little-endian bytes at ``addr``."""
    _check(addr, nbytes, len(lds))
    lds[addr:addr + nbytes] = (value & ((1 << (8 * nbytes)) - 1)).to_bytes(nbytes, "little")


def read(lds: bytes | bytearray, addresses: Sequence[int | None], width: int) -> list[int | None]:
    """A plain ``ds_read_b<width>``: each lane's value (None where the lane is inactive)."""
    return [None if a is None else load(lds, a, width // 8) for a in addresses]


def write(lds: bytearray, addresses: Sequence[int | None], width: int, values: Sequence[int]) -> None:
    """A plain ``ds_write_b<width>``; lanes in order, so a later lane wins a shared address."""
    for a, v in zip(addresses, values, strict=True):
        if a is not None:
            store(lds, a, width // 8, v)


def transpose_group(values: Sequence[int], width: int, bits: int, mnemonic: str | None = None) -> list[int]:
    """The transposing read's shuffle of one group of 16 lanes' ``width``-bit reads
    (:func:`amdmatrix.primitives.transpose.shuffle_group`); ``mnemonic`` names the read where two
    reads of the same widths shuffle differently (gfx1250's ``ds_load_tr8_b64``)."""
    return shuffle_group(values, width, bits, _lanes(mnemonic, width, bits))


def read_transposed(lds: bytes | bytearray, addresses: Sequence[int], width: int, bits: int,
                    mnemonic: str | None = None) -> list[int]:
    """A transposing read over the whole wave (every lane active, as the ISA requires)."""
    if len(addresses) % 16:
        raise AmdMatrixError("a transposing read needs whole groups of 16 lanes")
    lanes = _lanes(mnemonic, width, bits)
    raw = [load(lds, a, width // 8) for a in addresses]
    out: list[int] = []
    for g in range(0, len(raw), 16):
        out.extend(shuffle_group(raw[g:g + 16], width, bits, lanes))
    return out


def _lanes(mnemonic: str | None, width: int, bits: int) -> tuple[tuple[str, int], ...]:
    if mnemonic is None:
        return ()
    t = transposing_read(mnemonic)
    if (t.width, t.bits) != (width, bits):
        raise AmdMatrixError(f"{t.mnemonic} reads {t.width} bits a lane in {t.bits}-bit elements, "
                             f"not {width} in {bits}")
    return t.lanes
