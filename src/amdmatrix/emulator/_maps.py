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
def _entries(inst: Instruction, matrix: str, wave: int, mods: dict[str, int], sparse_slots: bool,
             ) -> tuple[tuple[int, int, int], int, list[tuple[int, int, int, int, bool, bool]]]:
    """(shape, width, [(value index, register, lane, lo, negated, absolute), ...])."""
    lay = inst.layout(matrix, wave, **mods)
    rows, cols, blocks = lay.sizes
    placements = inst.placements(matrix, wave=wave, **mods)
    out: list[tuple[int, int, int, int, bool, bool]] = []
    if not sparse_slots:
        for el in placements:
            loc = el.location
            assert loc is not None
            index = (el.block * rows + el.row) * cols + el.col
            out.append((index, loc.register, loc.lane, loc.bit_offset % 32, el.negated, el.absolute))
        return (blocks, rows, cols), lay.width, out
    # Sparse A / K: two stored slots per group of four columns.
    half = lay.width // 2
    scols = cols // 2
    for el in placements:
        if el.col % 4:
            continue
        loc = el.location
        assert loc is not None
        lo = loc.bit_offset % 32
        g = el.col // 4
        for s in range(2):
            index = el.row * scols + 2 * g + s
            bit = lo + s * half
            out.append((index, loc.register, loc.lane, bit, *_slot_marks(inst, matrix, mods, el, bit)))
    return (1, rows, scols), half, out


def _slot_marks(inst: Instruction, matrix: str, mods: dict[str, int], el: Element, lo: int) -> tuple[bool, bool]:
    """NEG/NEG_HI marks of one stored slot of a sparse A group: each slot is marked as a
    16-bit value at bit ``lo`` of its register is (the rule the core applies to dense A and B)."""
    fields = Modifiers(**mods)
    for meaning in inst.meanings:
        marks = meaning.marks(matrix, fields, 16)
        if marks is not None:
            return marks[0](lo), False
    return False, False


def _build(inst: Instruction, matrix: str, wave: int, mods: dict[str, int], read: bool) -> OperandMap:
    sparse_slots = inst.sparse and matrix in ("A", "K")
    shape, width, entries = _entries(inst, matrix, wave, mods, sparse_slots)
    registers = inst.gprs(matrix, wave, **mods)
    lanes = wave
    size = shape[0] * shape[1] * shape[2]
    word = np.full(size, -1, dtype=np.intp)
    lo = np.zeros(size, dtype=np.uint32)
    negate = np.zeros(size, dtype=np.bool_)
    absolute = np.zeros(size, dtype=np.bool_)
    pieces: dict[int, list[tuple[int, int]]] = {}
    covered = np.zeros(registers * lanes, dtype=np.uint64)
    for index, reg, lane, bit, neg, ab in entries:
        w = reg * lanes + lane
        if word[index] < 0 or (read and w < word[index]):
            word[index], lo[index] = w, bit
            negate[index], absolute[index] = neg, ab
        if read:
            continue
        # The value's bits [bit, bit + width) of the lane's register group, cut per register.
        start = 32 * reg + bit
        end = start + width
        for r in range(start // 32, (end - 1) // 32 + 1):
            ww = r * lanes + lane
            pieces.setdefault(ww, []).append((index, start - 32 * r))
            lo_bit, hi_bit = max(start, 32 * r) - 32 * r, min(end, 32 * r + 32) - 32 * r
            covered[ww] |= np.uint64(((1 << (hi_bit - lo_bit)) - 1) << lo_bit)
    if np.any(word < 0):
        raise AssertionError(f"internal error: a value of {matrix} of {inst.mnemonic} has no location")
    layers: list[Layer] = []
    depth = max((len(v) for v in pieces.values()), default=0)
    for p in range(depth):
        sel = [(w, v[p]) for w, v in sorted(pieces.items()) if len(v) > p]
        layers.append(Layer(np.array([w for w, _ in sel], dtype=np.intp),
                            np.array([e for _, (e, _) in sel], dtype=np.intp),
                            np.array([s for _, (_, s) in sel], dtype=np.int64)))
    return OperandMap(
        matrix=matrix, shape=shape, registers=registers, lanes=lanes, width=width, word=word, lo=lo,
        negate=negate if negate.any() else None, absolute=absolute if absolute.any() else None,
        layers=tuple(layers), covered=covered.astype(np.uint32),
    )


@functools.lru_cache(maxsize=1024)
def _cached(inst: Instruction, matrix: str, wave: int, key: ModKey, read: bool) -> OperandMap:
    return _build(inst, matrix, wave, dict(key), read)


def operand_map(inst: Instruction, matrix: str, wave: int, mods: dict[str, int], *, read: bool) -> OperandMap:
    """The (cached) read or storage map of ``matrix``; ``mods`` must be validated already."""
    if not read:
        mods = storage_modifiers(inst, mods)
    return _cached(inst, matrix, wave, mod_key(mods), read)
