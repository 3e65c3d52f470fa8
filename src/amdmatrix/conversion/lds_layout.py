"""The LDS route's records and addresses: a read (:class:`_Read`), a write (:class:`_Write`), which
store and load each makes with the coordinates fixed for its address, and a layout's byte
addresses with its swizzle."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from .._dataclasses import dataclass
from .problem import _Problem, _Side


@dataclass(frozen=True)
class _Read:
    """One way to read the consumer's operand from the LDS: the access (LDS model facts), the
    coordinates of the elements one lane's read holds (they must be the layout's lowest address
    bits, in order), each address-lane bit's coordinate (-1: none), how many registers one read
    fills, and the consumer register-index bits that differ between reads."""

    mnemonic: str
    width: int
    chunk: tuple[int, ...]
    lane_coords: tuple[int, ...]
    regs_per: int
    vary: tuple[int, ...]  # indices into dst.regs

    @property
    def chunk_bytes(self) -> int:
        return self.width // 8


@dataclass(frozen=True)
class _Write:
    """How the producer's values reach the LDS for one layout.

    ``kind``: "words" (whole registers, ``per`` consecutive ones a write), "pieces" (halves or
    bytes of each register, ``ds_write_b16``/``_d16_hi``/``ds_write_b8``). ``pack`` is the
    register coordinates packed into slots (in slot order) or () for none; ``unpacked``: each
    value alone in a register (an FP8 conversion of a value with itself, or a 16-bit value
    written from the half it sits in); ``chunk``: the register coordinates inside one write."""

    kind: str
    pack: tuple[int, ...]
    unpacked: bool
    value_bit: int  # where an unpacked value sits in its register (0 or 16)
    slots: tuple[int, ...]  # slot coordinates of the registers written
    matched: int  # how many of the slots are the layout's lowest bits
    chunk: tuple[int, ...]
    piece_bits: int  # bits one write stores from each register
    writes: int
    cvts: int

    @property
    def chunk_bytes(self) -> int:
        return max(1, self.piece_bits // 8) if self.kind == "pieces" else 4 << len(self.chunk)


#: Which write stores ``bits`` bits from bit ``offset`` of a register (LLVM's DS stores; the
#: _d16_hi forms store the high half's low bits).
_PIECES = {(8, 0): "_b8", (8, 16): "_b8_d16_hi", (16, 0): "_b16", (16, 16): "_b16_d16_hi", (32, 0): "_b32"}


def _write_mnemonic(w: _Write, bit: int) -> str:
    return "ds_write" + (_PIECES[(w.piece_bits, bit)] if w.kind == "pieces" else f"_b{32 << len(w.chunk)}")


def _assign(coords: Sequence[int], value: int) -> dict[int, int]:
    return {c: value >> i & 1 for i, c in enumerate(coords)}


def _stored(p: _Problem, w: _Write) -> list[tuple[dict[int, int], list[int]]]:
    """The registers stored to the LDS, in order (the registers of one store consecutive): each
    one's register-coordinate values and the producer registers it is made of (packed, in slot
    order; or the one register, stored as it is or converted alone)."""
    regs = list(p.src.regs)
    if not w.pack:
        return [(_assign(regs, r), [r]) for r in range(1 << len(regs))]
    idx = [regs.index(c) for c in w.pack]
    outer = [c for c in regs if c not in w.pack and c not in w.chunk]
    out = []
    for o in range(1 << len(outer)):
        for c in range(1 << len(w.chunk)):
            assign = {**_assign(outer, o), **_assign(w.chunk, c)}
            base = sum(bit << regs.index(cc) for cc, bit in assign.items())
            out.append((assign, [base | (x << idx[0]) | ((h << idx[1]) if len(idx) > 1 else 0)
                                 for h in range(1 << (len(idx) - 1)) for x in (0, 1)]))
    return out


def _stores(w: _Write, stored: list[tuple[dict[int, int], list[int]]]) -> list[tuple[int, int, int, dict[int, int]]]:
    """(first stored register, how many, bit offset, the coordinates fixed for its address) of
    each store."""
    if w.kind == "words":
        n = 1 << len(w.chunk)
        return [(i, n, 0, {c: b for c, b in stored[i][0].items() if c not in w.chunk})
                for i in range(0, len(stored), n)]
    free = w.slots[w.matched:]
    return [(i, 1, (w.value_bit if w.unpacked else 0) + k * w.piece_bits, {**assign, **_assign(free, k)})
            for i, (assign, _) in enumerate(stored) for k in range(1 << len(free))]


def _loads(read: _Read, dst: _Side) -> list[tuple[int, dict[int, int]]]:
    """(first consumer register, the coordinates fixed for its address) of each load."""
    return [(sum((n >> j & 1) << i for j, i in enumerate(read.vary)),
             {dst.regs[i]: n >> j & 1 for j, i in enumerate(read.vary)}) for n in range(1 << len(read.vary))]


def _vector(basis: Sequence[int], lanes: int) -> list[int]:
    vec = [0] * lanes
    for lane in range(1, lanes):
        low = lane & -lane
        vec[lane] = vec[lane ^ low] ^ (basis[low.bit_length() - 1] if low.bit_length() - 1 < len(basis) else 0)
    return vec


class _Layout:
    """Byte addresses of a layout: ``pos`` (coordinate -> element-address bit), the element
    bytes' shift and the swizzle (XOR, linear: an address is its lanes' part XOR a constant)."""

    def __init__(self, layout: Sequence[int], shift: int, swz: Any) -> None:
        self.pos = {c: i for i, c in enumerate(layout)}
        self.shift, self.swz = shift, swz

    def byte(self, coords: Iterable[int]) -> int:
        b = sum(1 << self.pos[c] for c in coords) << self.shift
        return self.swz(b) if self.swz is not None else b

    def vector(self, lane_coords: Sequence[int], lanes: int) -> list[int]:
        return _vector([self.byte((c,)) if c >= 0 else 0 for c in lane_coords], lanes)

    def constant(self, assign: dict[int, int]) -> int:
        return self.byte(c for c, bit in assign.items() if bit)


def _split(vec: Sequence[int], c: int) -> tuple[int, int]:
    """(the part of constant ``c`` the address VGPR holds, the part the offset field adds): the
    bits no lane's vector has are added, the others XORed into the vector."""
    mask = 0
    for v in vec:
        mask |= v
    return c & mask, c & ~mask
