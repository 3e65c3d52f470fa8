"""What LDS reads and writes do to a wave's registers: plain and transposing, lane by lane.

Values are Python ints of the access width (little-endian, as the registers hold them: bits
0-31 are the first register of the destination). The LDS is a ``bytearray``.

Transposing reads (CDNA4 ``ds_read_b64_tr_b16``/``_b8``/``_b4``, ``ds_read_b96_tr_b6``; gfx1250
``ds_load_tr16_b128``, ``ds_load_tr8_b64``): each lane reads its own ``width`` bits, holding
``E = width / bits`` elements. Within each group of 16 lanes the reads form a tile of ``E``
rows and 16 columns, row ``r`` made of the reads of lanes ``r*L .. r*L + L-1`` with
``L = 16 / E`` (so the group reads ``E x 16`` elements); destination lane ``l`` of the group
receives column ``l``: its element ``n`` is the tile's ``[n][l]``.

* ``tr_b16`` (E = 4, L = 4): destination lane ``l``, halfword ``n`` comes from source lane
  ``((l >> 2) & 3) + 4n``, halfword ``l & 3``: the formula of ROCm/rocm-systems#10175, which
  corrected rocjitsu's gfx950 simulator against hardware.
* ``tr_b8`` (E = 8, L = 2): two interleaved 8x8 byte transposes (even and odd source lanes),
  as Modular's documentation of ``llvm.amdgcn.ds.read.tr8.b64`` describes it.
* ``tr_b4``, ``tr_b6`` (E = 16, L = 1): a 16x16 transpose of 4- or 6-bit elements; by the same
  rule, with no public statement beyond it: PROVISIONAL.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..errors import AmdMatrixError

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


def transpose_group(values: Sequence[int], width: int, bits: int) -> list[int]:
    """The transposing read's shuffle of one group of 16 lanes' ``width``-bit reads."""
    if len(values) != 16 or width % bits or 16 % (width // bits):
        raise AmdMatrixError(f"a transposing read shuffles 16 lanes of {width} bits in {bits}-bit elements")
    e = width // bits
    per_row = 16 // e
    mask = (1 << bits) - 1

    def elem(lane: int, k: int) -> int:
        return (values[lane] >> (k * bits)) & mask

    # tile[r][c]: row r is lanes r*per_row .. (r+1)*per_row - 1, each giving e elements
    out = []
    for dest in range(16):
        v = 0
        for n in range(e):
            src, k = n * per_row + dest // e, dest % e
            v |= elem(src, k) << (n * bits)
        out.append(v)
    return out


def read_transposed(lds: bytes | bytearray, addresses: Sequence[int], width: int, bits: int) -> list[int]:
    """A transposing read over the whole wave (every lane active, as the ISA requires)."""
    if len(addresses) % 16:
        raise AmdMatrixError("a transposing read needs whole groups of 16 lanes")
    raw = [load(lds, a, width // 8) for a in addresses]
    out: list[int] = []
    for g in range(0, len(raw), 16):
        out.extend(transpose_group(raw[g:g + 16], width, bits))
    return out
