"""Index tables that move values between register images and logical matrices.

An *operand map* says, for every value of one operand of one instruction (under one wave
size and one set of modifiers), which 32-bit register word of the image holds it and at
which bit. It is built once from the core layout API (:meth:`Instruction.placements`) and
cached, so the per-call work is numpy gathers and scatters only.

A register image is an array of ``uint32`` with shape ``(..., registers, lanes)``; word
``w = register * lanes + lane`` of the flattened last two axes is one 32-bit register of
one lane. A value of ``width`` bits starts at bit ``lo`` of word ``w``; when
``lo + width > 32`` (packed FP6, 64-bit values) it continues in the same lane of the next
register, word ``w + lanes``.

Two kinds of map exist for each operand:

* the *storage* map, used by ``pack``/``unpack``: where the operand's values are kept. It
  ignores modifiers that only change how the instruction reads registers (CBSZ/ABID
  broadcast, BLGP lane patterns, negation), and lists every copy of a value (RDNA3 keeps
  A and B twice);
* the *read* map, used by ``execute``: where the instruction takes each value from, under
  all modifiers. It has one source per value (for replicated operands the lowest lane),
  and carries the negate/absolute marks of NEG/NEG_HI and the F64 BLGP bits.

Sparse A matrices are described by their stored values: shape ``(rows, K/2)``, column
``2g + s`` being slot ``s`` of 4:2 group ``g``. The compression-index matrix K has the
same shape: value ``(i, 2g + s)`` is the 2-bit position (0-3) inside group ``g`` of the
stored value in slot ``s``; slot 0's index sits in the low two bits of the group's 4-bit
field (calculator README, "compression index").
"""

from __future__ import annotations

import functools
from operator import attrgetter
from typing import Any, NamedTuple

import numpy as np
import numpy.typing as npt

from .._dataclasses import dataclass
from ..model import Instruction
from ..modifiers import Modifiers
from ..results import Element

__all__ = ["OperandMap", "operand_map", "ModKey", "mod_key", "storage_modifiers"]

IntArray = npt.NDArray[np.intp]
U32Array = npt.NDArray[np.uint32]
U64Array = npt.NDArray[np.uint64]
BoolArray = npt.NDArray[np.bool_]

#: Modifiers as a hashable, sorted tuple of (name, value) pairs with the zeros dropped.
ModKey = tuple[tuple[str, int], ...]


def mod_key(mods: dict[str, int]) -> ModKey:
    return tuple(sorted((k, int(v)) for k, v in mods.items() if v))


def storage_modifiers(inst: Instruction, mods: dict[str, int]) -> dict[str, int]:
    """The modifiers that change where values are *stored* (OPSEL halves and bytes, index
    sets, F8F6F4 formats); the ones that only change how they are read are dropped."""
    reads_only = {f for meaning in inst.meanings if not meaning.stores for f in meaning.fields}
    return {k: v for k, v in mods.items() if k not in reads_only}


@dataclass(frozen=True, eq=False)
class Layer:
    """One value piece per register word at most: ``word |= piece(code[element], shift)``."""

    words: IntArray
    elements: IntArray
    shifts: npt.NDArray[np.int64]  # >= 0: shift left; < 0: shift right by -shift


@dataclass(frozen=True, eq=False)
class OperandMap:
    """Where each value of an operand lives in the register image (see the module docstring).

    ``shape`` is the logical shape ``(blocks, rows, cols)``; values are numbered row-major.
    """

    matrix: str
    shape: tuple[int, int, int]
    registers: int
    lanes: int
    width: int
    word: IntArray  # first (read) copy of each value
    lo: npt.NDArray[np.uint32]
    negate: BoolArray | None
    absolute: BoolArray | None
    layers: tuple[Layer, ...]  # every copy, for writing
    covered: U32Array  # bits of each word written by the values

    @property
    def size(self) -> int:
        return self.shape[0] * self.shape[1] * self.shape[2]

    @property
    def words(self) -> int:
        return self.registers * self.lanes

    @functools.cached_property
    def straddles(self) -> bool:
        return bool(np.any(self.lo.astype(np.int64) + self.width > 32))

    @functools.cached_property
    def item_index(self) -> IntArray | None:
        """Index of each value in the image viewed as ``width``-bit items, when the values
        are whole aligned 8-, 16- or 32-bit items (a single gather then reads them)."""
        if self.width not in (8, 16, 32) or np.any(self.lo % self.width):
            return None
        per = 32 // self.width
        idx: IntArray = self.word * per + (self.lo // self.width).astype(np.intp)
        return idx

    # ------------------------------------------------------------------ reading
    def extract(self, image: npt.NDArray[np.uint32]) -> npt.NDArray[np.unsignedinteger]:
        """Raw codes of every value, shape ``(n, size)``, from images of shape ``(n, words)``."""
        if self.width == 64:
            w0 = np.take(image, self.word, axis=-1).astype(np.uint64)
            w1 = np.take(image, self.word + self.lanes, axis=-1).astype(np.uint64)
            out64: U64Array = w0 | (w1 << np.uint64(32))
            return out64
        items = self.item_index
        if items is not None:
            view = image.view({8: np.uint8, 16: np.uint16, 32: np.uint32}[self.width])
            codes: npt.NDArray[np.unsignedinteger] = np.take(view, items, axis=-1)
            return codes
        mask = np.uint64((1 << self.width) - 1)
        if self.straddles:
            w0 = np.take(image, self.word, axis=-1).astype(np.uint64)
            nxt = np.minimum(self.word + self.lanes, self.words - 1)
            w1 = np.take(image, nxt, axis=-1).astype(np.uint64)
            wide = (w0 | (w1 << np.uint64(32))) >> self.lo.astype(np.uint64)
            out: U64Array = wide & mask
            return out
        w = np.take(image, self.word, axis=-1)
        small: U32Array = (w >> self.lo) & np.uint32(mask)
        return small

    # ------------------------------------------------------------------ writing
    def insert(self, codes: npt.NDArray[np.unsignedinteger], background: U32Array | None = None) -> U32Array:
        """Images ``(n, words)`` holding ``codes`` ``(n, size)``; other bits from ``background``."""
        n = codes.shape[0]
        if background is None:
            image = np.zeros((n, self.words), dtype=np.uint32)
        else:
            image = background & ~self.covered
        wide = codes.astype(np.uint64, copy=False)
        for layer in self.layers:
            piece = np.take(wide, layer.elements, axis=-1)
            left = np.maximum(layer.shifts, 0).astype(np.uint64)
            right = np.maximum(-layer.shifts, 0).astype(np.uint64)
            piece = ((piece << left) >> right) & np.uint64(0xFFFFFFFF)
            image[:, layer.words] |= piece.astype(np.uint32)
        return image


# ---------------------------------------------------------------------------- building
class _Entries(NamedTuple):
    """Every place of every value, in placement order: value index, register, lane, lowest
    bit in the register, and the negate/absolute marks."""

    value: IntArray
    register: IntArray
    lane: IntArray
    bit: IntArray
    negated: BoolArray
    absolute: BoolArray


def _column(items: list[Any], field: str, dtype: type[np.generic]) -> npt.NDArray[Any]:
    """One field of every named tuple of ``items``, as an array (one C loop, no Python step)."""
    return np.fromiter(map(attrgetter(field), items), dtype=dtype, count=len(items))


def _columns(placements: list[Element]) -> tuple[IntArray, IntArray, IntArray, _Entries]:
    """Row, column and block of each placement, and its place (value index still 0)."""
    locs = list(map(attrgetter("location"), placements))
    assert None not in locs
    # bit_offset % 32: the lowest bit of the value in its register (0 for a whole register).
    lo = _column(locs, "bit_offset", np.intp) % 32
    place = _Entries(np.zeros(len(locs), dtype=np.intp), _column(locs, "register", np.intp),
                     _column(locs, "lane", np.intp), lo, _column(placements, "negated", np.bool_),
                     _column(placements, "absolute", np.bool_))
    row, col, block = (_column(placements, f, np.intp) for f in ("row", "col", "block"))
    return row, col, block, place


def _entries(inst: Instruction, matrix: str, wave: int, mods: dict[str, int], sparse_slots: bool,
             ) -> tuple[tuple[int, int, int], int, _Entries]:
    """(shape, width, every place of every value)."""
    lay = inst.layout(matrix, wave, **mods)
    rows, cols, blocks = lay.sizes
    row, col, block, place = _columns(inst.placements(matrix, wave=wave, **mods))
    if not sparse_slots:
        return (blocks, rows, cols), lay.width, place._replace(value=(block * rows + row) * cols + col)
    # Sparse A / K: two stored slots per group of four columns, slot 0 then slot 1 of each group.
    half = lay.width // 2
    scols = cols // 2
    keep = col % 4 == 0
    slot = np.arange(2, dtype=np.intp)
    index = ((row[keep] * scols + 2 * (col[keep] // 4))[:, None] + slot).reshape(-1)
    bit = (place.bit[keep][:, None] + slot * half).reshape(-1)
    reg, lane = np.repeat(place.register[keep], 2), np.repeat(place.lane[keep], 2)
    negated = _slot_marks(inst, matrix, mods, bit)
    return (1, rows, scols), half, _Entries(index, reg, lane, bit, negated, np.zeros(len(bit), dtype=np.bool_))


def _slot_marks(inst: Instruction, matrix: str, mods: dict[str, int], lo: IntArray) -> BoolArray:
    """NEG/NEG_HI marks of the stored slots of sparse A groups: each slot is marked as a
    16-bit value at bit ``lo`` of its register is (the rule the core applies to dense A and B)."""
    if len(lo) == 0:
        return np.zeros(0, dtype=np.bool_)
    fields = Modifiers(**mods)
    for meaning in inst.meanings:
        marks = meaning.marks(matrix, fields, 16)
        if marks is not None:
            # The mark depends on the bit only: one call per distinct bit.
            bits, back = np.unique(lo, return_inverse=True)
            marked = np.array([bool(marks[0](int(b))) for b in bits], dtype=np.bool_)
            out: BoolArray = marked[back.reshape(-1)]
            return out
    return np.zeros(len(lo), dtype=np.bool_)


def _first_sources(index: IntArray, word: IntArray, read: bool) -> IntArray:
    """The entry each value is read from: for reads the lowest word, else the first listed
    (ties keep list order; lexsort is stable)."""
    order: IntArray = np.lexsort((word, index)) if read else np.argsort(index, kind="stable")
    ordered = index[order]
    first = np.ones(len(order), dtype=np.bool_)
    first[1:] = ordered[1:] != ordered[:-1]
    picked: IntArray = order[first]
    return picked


def _layers(index: IntArray, reg: IntArray, lane: IntArray, bit: IntArray, lanes: int, width: int,
            covered: U64Array) -> tuple[Layer, ...]:
    """Every value's bits ``[bit, bit + width)`` of its lane's register group, cut into one
    piece per register word; layer ``p`` holds each word's ``p``-th piece (in entry order),
    words ascending. ``covered`` gets the bits the pieces write."""
    start = 32 * reg + bit
    end = start + width
    first_reg = start // 32
    count = (end - 1) // 32 - first_reg + 1
    # One row per piece: entry ``entry[i]`` in register ``r[i]``, pieces in entry order.
    entry = np.repeat(np.arange(len(index)), count)
    offsets = np.cumsum(count) - count
    r = first_reg[entry] + np.arange(len(entry)) - offsets[entry]
    ww = r * lanes + lane[entry]
    base = 32 * r
    lo_bit = np.maximum(start[entry], base) - base
    hi_bit = np.minimum(end[entry], base + 32) - base
    one = np.uint64(1)
    mask = ((one << (hi_bit - lo_bit).astype(np.uint64)) - one) << lo_bit.astype(np.uint64)
    # Pieces grouped by word (stable: entry order within a word); ``rank`` is the position in the group.
    order = np.argsort(ww, kind="stable")
    sorted_ww = ww[order]
    starts = np.flatnonzero(np.concatenate(([True], sorted_ww[1:] != sorted_ww[:-1])))
    if len(order):
        covered[sorted_ww[starts]] = np.bitwise_or.reduceat(mask[order], starts)
    rank = np.arange(len(order)) - np.repeat(starts, np.diff(np.append(starts, len(order))))
    layers: list[Layer] = []
    for p in range(int(rank.max()) + 1 if len(rank) else 0):
        sel = order[rank == p]
        layers.append(Layer(ww[sel].astype(np.intp), index[entry[sel]].astype(np.intp),
                            (start[entry[sel]] - base[sel]).astype(np.int64)))
    return tuple(layers)


def _build(inst: Instruction, matrix: str, wave: int, mods: dict[str, int], read: bool) -> OperandMap:
    sparse_slots = inst.sparse and matrix in ("A", "K")
    shape, width, entries = _entries(inst, matrix, wave, mods, sparse_slots)
    registers = inst.gprs(matrix, wave, **mods)
    lanes = wave
    size = shape[0] * shape[1] * shape[2]
    index, reg, lane, bit = entries.value, entries.register, entries.lane, entries.bit
    w = reg * lanes + lane
    pick = _first_sources(index, w, read)
    word = np.full(size, -1, dtype=np.intp)
    lo = np.zeros(size, dtype=np.uint32)
    negate = np.zeros(size, dtype=np.bool_)
    absolute = np.zeros(size, dtype=np.bool_)
    where = index[pick]
    word[where], lo[where] = w[pick], bit[pick]
    negate[where], absolute[where] = entries.negated[pick], entries.absolute[pick]
    if np.any(word < 0):
        raise AssertionError(f"internal error: a value of {matrix} of {inst.mnemonic} has no location")
    covered = np.zeros(registers * lanes, dtype=np.uint64)
    layers = () if read else _layers(index, reg, lane, bit, lanes, width, covered)
    return OperandMap(
        matrix=matrix, shape=shape, registers=registers, lanes=lanes, width=width, word=word, lo=lo,
        negate=negate if negate.any() else None, absolute=absolute if absolute.any() else None,
        layers=layers, covered=covered.astype(np.uint32),
    )


@functools.lru_cache(maxsize=1024)
def _cached(inst: Instruction, matrix: str, wave: int, key: ModKey, read: bool) -> OperandMap:
    return _build(inst, matrix, wave, dict(key), read)


def operand_map(inst: Instruction, matrix: str, wave: int, mods: dict[str, int], *, read: bool) -> OperandMap:
    """The (cached) read or storage map of ``matrix``; ``mods`` must be validated already."""
    if not read:
        mods = storage_modifiers(inst, mods)
    return _cached(inst, matrix, wave, mod_key(mods), read)
