"""Executing one instruction on register images: read operands, accumulate, write D.

A :class:`Program` is built (and cached) per instruction, wave size, modifiers and clamp
flag. It holds the read maps of A, B, C (and K, SA, SB), the storage map of D and the
number formats, and runs batches in chunks small enough to stay in the CPU caches.

Fast path
---------
For the common case -- a single block, float inputs of at most 16 bits, FP32 C and D
whose register image is a plain permutation of whole 32-bit words with the column index
in the low lane bits -- C and D are used in *register order*: the image viewed as float32
is a ``(slots, N)`` matrix whose rows are the rows of D in some order, so A's rows are
gathered in that order and no gather or scatter of C and D is needed. Exactness is proved
per batch item with a few reductions (:class:`ProductBound`, :class:`_CStats`):

1. Every partial sum of ``P = A @ B`` is a multiple of a quantum ``q`` and at most
   ``K * amax * bmax``; below ``2**24 * q`` (and inside float32's normal range) ``P`` is
   exact in float32, below ``2**53 * q`` exact in float64, in any summation order. A chunk
   whose items all fit float32 runs in float32: ``P`` exact, then ``P + C`` is the one
   rounding. (FP16 products carry 22 bits, so eight of them fit only when the magnitudes
   are close to powers of two; FP8 and BF16 fit far more often.) An item whose bound fails
   (an FP16 subnormal in A and another in B make ``q`` as small as ``2**-48``) is bounded
   again after the chunks by the largest entry of ``|A| @ |B|`` (:meth:`ProductBound.tighten`),
   usually several times below ``K * amax * bmax``, as the largest values of A and B rarely
   meet in one dot product; its chunk runs in float64, so that an item that passes keeps
   the chunk's result. An exact zero is -0 only when C and every product are -0 (IEEE 754
   6.3); items whose C holds a -0 go to the general path, so the zeros these paths produce
   are +0, which is right.
2. Otherwise the chunk runs in float64: ``y = P + c`` is rounded once to float64 and then
   to FP32. When the bounds prove ``P + c`` exact in float64 (the usual case), that
   conversion is the one rounding. Otherwise the two roundings agree unless ``y`` is
   exactly an FP32 rounding boundary (the midpoint of two FP32 neighbours, itself a
   float64) while ``P + c`` is not; a boundary strictly between them cannot be, as it
   would be a float64 closer to ``P + c`` than ``y``. Those items are redone after the
   chunks: boundaries are found by a bit test on ``y``; for those, TwoSum gives the exact
   error ``P + c - y``, and when it is nonzero ``y`` is moved one float64 step towards
   ``P + c`` before the conversion, which then rounds the right way. In the FP32
   subnormal range ``P + c`` is a multiple of ``2**-149`` (checked: ``q >= 2**-149``) and
   so exact in float64.

The smallest magnitudes of A and B (which set ``q``) are reduced per batch item, their
largest ones per chunk: a chunk's largest bounds each of its items', and only the items
that bound does not prove (and the chunks whose items might all fit float32) have their
own largest magnitudes reduced (:class:`ProductBound`). C's (its largest and smallest nonzero
magnitudes, NaN, infinity, -0: :class:`_CStats`) are first reduced once per group of
items (half a chunk, whose C fits the inner caches for the four reductions), right before
the chunk's arithmetic, which then finds C in the caches: a group's extremes bound each of
its items', and both conditions only get harder to meet as the largest magnitude grows and
the smallest shrinks, so what they prove holds for every item. Only the items where they
prove too little (with the item's own bound, :meth:`ProductBound.own`) have their C reduced
again alone. On the C module's route the module makes these reductions itself, in its passes
over C and the codes (C's per group, :meth:`_CStats.take`; the codes' per item, so every item
has its own largest magnitudes: :meth:`ProductBound.from_extremes`), and the bound is made
after the chunks, which the module runs in float64 whatever it says (decision 83).

The arithmetic of a chunk takes one of two routes, which give the same bits. Where the
optional C module :mod:`amdmatrix.emulator._kernel` was built (it is, wherever the package
was installed with a C compiler at hand), one call per chunk reads the codes through
tables made by :func:`~amdmatrix.emulator._values.decode`, multiplies in float64, adds C
once and rounds to FP32: a float32 chunk's ``P`` is exact in float32, so rounding ``P + c``
to float64 first changes nothing (the sum of two FP32 numbers is rounded right through
float64, as 53 >= 2 * 24 + 2). Otherwise numpy does it: the codes are decoded straight into
float64 (exact for every format of at most 16 bits) in the order they are gathered, a
transposed gather is handed to ``matmul`` as a transposed view rather than copied, and C is
widened, added and narrowed in three loops (or the chunk runs in float32).

Items whose ``P`` fits neither, or whose C holds NaN, infinity or -0, take the general
path (:func:`amdmatrix.emulator._arith.accumulate_float`).

General path
------------
Operands are decoded to float64 (subnormals flushed first where the instruction flushes
them, :func:`amdmatrix.emulator._values.flushes_denormals`) and accumulated by
:mod:`amdmatrix.emulator._arith`. A sparse A is not expanded: each stored value is paired
with the B row its index names, so rows no index names never take part.
"""

from __future__ import annotations

import functools
from types import ModuleType
from typing import Any

import numpy as np
import numpy.typing as npt

from .._dataclasses import dataclass
from ..model import Instruction
from ._arith import accumulate_f64, accumulate_float, accumulate_int, two_sum
from ._maps import ModKey, OperandMap, mod_key, operand_map
from ._values import decode, decode_into, encode_exact, flushes_denormals, operand_format, value_range
from .formats import NumberFormat

__all__ = ["Program", "program", "flush_subnormals", "keeps_subnormals", "kernel_built"]


def _load_kernel() -> ModuleType | None:
    """The optional C module (pyproject.toml), or None where the package was installed
    without a C compiler; the fast path's arithmetic is then numpy's."""
    try:
        from . import _kernel
    except ImportError:
        return None
    return _kernel


_KERNEL_MODULE = _load_kernel()
#: The C module the fast path calls, or None for the numpy route (tests set it to None to
#: take that route).
_KERNEL: ModuleType | None = _KERNEL_MODULE


def kernel_built() -> bool:
    """Whether the optional C module of the fast path's arithmetic is installed."""
    return _KERNEL_MODULE is not None

F64 = npt.NDArray[np.float64]
U32 = npt.NDArray[np.uint32]

#: Target number of output values per chunk (float64 temporaries of about 512 KiB).
_CHUNK_VALUES = 1 << 16
#: The same for the fast path: 256 items of 32 x 32 (float64 temporaries of 2 MiB). Its
#: per-chunk overhead (some 40 numpy calls, about 14 us) outweighs the cache misses of the
#: larger chunk; 64 and 128 items were slower in ``benchmarks/emulate.py``, and so was 512,
#: whose 4 MiB temporaries the allocator maps afresh on every call.
_FAST_CHUNK_VALUES = 1 << 18
#: Values of C per group of the fast path's reductions of C (512 KiB of FP32).
_STATS_VALUES = 1 << 17


@dataclass(frozen=True, eq=False)
class _Gather:
    """How to read one operand's codes from its image in one ``np.take``.

    ``index`` picks ``unit``-sized pieces of each image (a 32-bit word when the operand's
    values sit in it consecutively, else single values); viewed as ``view``, the result lists
    the values in ``(rows, cols)`` order, or ``(cols, rows)`` order when ``transposed``.
    """

    index: npt.NDArray[np.intp]
    unit: type[np.unsignedinteger[Any]]
    view: type[np.unsignedinteger[Any]]
    transposed: bool
    rows: int
    cols: int

    def codes(self, image: U32, out: npt.NDArray[Any] | None = None) -> npt.NDArray[Any]:
        """The codes of ``image`` ``(cnt, words)``, ``(cnt, rows * cols)`` in gather order
        (written into ``out``, ``(cnt, len(index))`` of ``unit``, when given)."""
        # Every index is in range, so the modes agree; "wrap" is numpy's fastest here (0.15 ms
        # against 0.25 for "clip" and more for "raise", 4096 images of 128 words).
        picked: npt.NDArray[Any] = np.take(image.view(self.unit), self.index, axis=-1, out=out, mode="wrap")
        codes: npt.NDArray[Any] = picked.view(self.view)
        return codes

    def matrix(self, values: npt.NDArray[Any]) -> npt.NDArray[Any]:
        """``values`` (from :meth:`codes`) as a ``(cnt, rows, cols)`` array (maybe a transposed view)."""
        if self.transposed:
            flipped: npt.NDArray[Any] = values.reshape(len(values), self.cols, self.rows).transpose(0, 2, 1)
            return flipped
        shaped: npt.NDArray[Any] = values.reshape(len(values), self.rows, self.cols)
        return shaped


def _gather(items: npt.NDArray[np.intp], rows: int, cols: int, bits: int) -> _Gather:
    """The cheapest :class:`_Gather` for values at ``items`` (row-major ``(rows, cols)``)."""
    views = {8: np.uint8, 16: np.uint16}
    grid = items.reshape(rows, cols)
    per = 32 // bits
    for transposed in (False, True):
        flat = (grid.T if transposed else grid).ravel()
        g = flat.reshape(-1, per)
        if np.array_equal(g, (g[:, :1] // per * per) + np.arange(per)):
            return _Gather(g[:, 0] // per, np.uint32, views[bits], transposed, rows, cols)
    return _Gather(items, views[bits], views[bits], False, rows, cols)


@dataclass(frozen=True, eq=False)
class _Fast:
    """Tables of the register-order fast path (see the module docstring)."""

    slots: int  # rows of the register-order D
    a: _Gather  # A's values, rows in slot order
    b: _Gather
    a_mag: int  # mask of the magnitude bits of A's codes
    b_mag: int
    a_quantum: F64  # [mag - 1] -> spacing of A's format at magnitude code mag (mag 0 -> inf)
    b_quantum: F64
    a_abs: F64  # [mag] -> magnitude (inf or nan for the codes that are not finite numbers)
    b_abs: F64
    a_sign_nan: bool  # the code of the sign bit alone is NaN (FNUZ), though its magnitude bits are 0
    b_sign_nan: bool
    a_values: F64  # [code] -> value, for the C module
    b_values: F64


class _Scratch:
    """Arrays one chunk of the fast path writes into, reused from chunk to chunk. Operand
    values are kept in gather order (:meth:`_Gather.matrix` gives the matrix view)."""

    def __init__(self, f: _Fast, per: int, k: int, n: int) -> None:
        m = f.slots
        self.words = np.empty((per, m * n), dtype=np.uint32)
        self.per, self.m, self.n, self.k = per, m, n, k
        self._made: dict[type[np.floating[Any]], tuple[npt.NDArray[Any], ...]] = {}

    def operands(self, cnt: int, dtype: type[np.floating[Any]]) -> tuple[npt.NDArray[Any], ...]:
        """A's and B's values (gather order), the product and C, in ``dtype`` (float32 or
        float64), made on first use: the C module's route needs none of them."""
        made = self._made.get(dtype)
        if made is None:
            made = self._made[dtype] = (np.empty((self.per, self.m * self.k), dtype=dtype),
                                        np.empty((self.per, self.k * self.n), dtype=dtype),
                                        np.empty((self.per, self.m, self.n), dtype=dtype),
                                        np.empty((self.per, self.m, self.n), dtype=dtype))
        return tuple(x[:cnt] for x in made)


#: The int32 view of the FP32 code of -0: the smallest int32.
_MINUS_ZERO = np.iinfo(np.int32).min


class ProductBound:
    """Per batch item, what the magnitudes of A and B prove about ``A @ B`` (module docstring, 1).

    All partial sums of ``A @ B`` are multiples of ``quantum = qa * qb`` (the spacings of A's
    and B's formats at their smallest nonzero magnitudes in the item) and at most
    ``bound = K * amax * bmax`` in magnitude. ``wide``: exact in float64 (``bound < 2**53 *
    quantum``, and ``quantum >= 2**-149`` so that ``A @ B + C`` is a multiple of ``2**-149``
    too). ``single``: also exact in float32 (``bound < 2**24 * quantum``, ``quantum >= 2**-126``
    so that no partial sum is subnormal, and ``bound < 2**126`` so that none overflows).
    Magnitude codes of sign-magnitude formats are ordered like the magnitudes, so integer
    reductions of the codes give the extremes; ``mag - 1`` wraps zero to the top.

    The quantum needs each item's own smallest magnitudes, but ``amax`` and ``bmax`` may be
    those of the item's whole chunk (``per`` items): a larger bound is still a bound, and
    one reduction per chunk costs far less than one per item (numpy pays about 30 ns per
    reduced row). Only where that proves less than the items' own extremes could -- an item
    not ``wide``, or a chunk whose items might all be ``single`` -- are the items' own
    largest magnitudes reduced (:meth:`own`). A chunk can only be ``single`` as a whole, so
    it is tried unless its first item is excluded by the magnitudes of its first A and B
    codes, which bound that item's ``amax`` and ``bmax`` from below.
    """

    def __init__(self, f: _Fast, k: int, acodes: npt.NDArray[Any], bcodes: npt.NDArray[Any], per: int) -> None:
        self.f, self.k = f, k
        cnt = len(acodes)
        self._amag: npt.NDArray[Any] | None = np.bitwise_and(acodes, f.a.view(f.a_mag))
        self._bmag: npt.NDArray[Any] | None = np.bitwise_and(bcodes, f.b.view(f.b_mag))
        amag, bmag = self._amag, self._bmag
        starts = np.arange(0, cnt, per)
        amax = np.repeat(f.a_abs[_row_extreme(np.maximum, amag, starts)], per)[:cnt]
        bmax = np.repeat(f.b_abs[_row_extreme(np.maximum, bmag, starts)], per)[:cnt]
        with np.errstate(all="ignore"):
            self.quantum: F64 = f.a_quantum[_least_nonzero(amag)] * f.b_quantum[_least_nonzero(bmag)]
        # An FNUZ NaN (0x80) has no magnitude bits, so the reductions above read it as a zero:
        # a NaN quantum keeps its items off the fast routes (the general path writes NaN).
        for codes, sign_nan in ((acodes, f.a_sign_nan), (bcodes, f.b_sign_nan)):
            if sign_nan:
                self.quantum[_holding_sign_alone(codes, starts)] = np.nan
        with np.errstate(all="ignore"):
            self.bound: F64 = k * amax * bmax
            self.wide, self.single = self._test(self.bound, self.quantum)
            # Chunks whose first item might be single with its own bound.
            low = k * f.a_abs[amag[starts, 0]] * f.b_abs[bmag[starts, 0]]
            maybe = self._test(low, self.quantum[starts])[1]
        proven = np.logical_and.reduceat(self.single, starts)
        chunks = np.flatnonzero(maybe & ~proven)
        items = np.flatnonzero(~self.wide)
        if chunks.size:
            inside = (chunks[:, None] * per + np.arange(per)).ravel()
            items = np.union1d(items, inside[inside < cnt])
        if items.size:
            self.own(items)

    @classmethod
    def from_extremes(cls, f: _Fast, k: int, extremes: npt.NDArray[np.uint16]) -> ProductBound:
        """The bound from the C module's extremes of each item's codes (``extremes`` ``(cnt, 6)``:
        for A and then B, the smallest magnitude code minus 1, wrapping, the largest magnitude
        code, and whether a code is the sign bit alone), made in its pass over the codes. Each
        item's own largest magnitudes are what :meth:`own` would take, so it has nothing to add."""
        self = cls.__new__(cls)
        self.f, self.k = f, k
        self._amag = self._bmag = None
        with np.errstate(all="ignore"):
            self.quantum = f.a_quantum[extremes[:, 0]] * f.b_quantum[extremes[:, 3]]
            # An FNUZ NaN (the sign bit alone) has no magnitude bits: a NaN quantum keeps its item
            # off the fast routes (as in __init__).
            self.quantum[(extremes[:, 2] != 0) | (extremes[:, 5] != 0)] = np.nan
            self.bound = k * f.a_abs[extremes[:, 1]] * f.b_abs[extremes[:, 4]]
            self.wide, self.single = self._test(self.bound, self.quantum)
        return self

    @staticmethod
    def _test(bound: F64, quantum: F64) -> tuple[npt.NDArray[np.bool_], npt.NDArray[np.bool_]]:
        """``wide`` and ``single`` for these bounds and quanta."""
        with np.errstate(all="ignore"):
            wide = np.asarray((bound < 2.0**53 * quantum) & (quantum >= 2.0**-149))
            single = np.asarray(wide & (bound < 2.0**24 * quantum) & (quantum >= 2.0**-126) & (bound < 2.0**126))
        return wide, single

    def own(self, items: npt.NDArray[np.intp]) -> None:
        """Bound ``items`` by their own largest magnitudes where that is tighter than the bound
        they have (their chunk's, or :meth:`tighten`'s); bounds only ever shrink, so ``wide``
        and ``single`` only ever become true."""
        f = self.f
        if self._amag is None or self._bmag is None:  # from_extremes: the bounds are the items' own
            return
        with np.errstate(all="ignore"):
            own = self.k * f.a_abs[self._amag[items].max(axis=-1)] * f.b_abs[self._bmag[items].max(axis=-1)]
            bound = np.fmin(self.bound[items], own)  # fmin: a chunk's NaN bound gives way
        self.bound[items] = bound
        self.wide[items], self.single[items] = self._test(bound, self.quantum[items])

    def tighten(self, items: npt.NDArray[np.intp], a: F64, b: F64) -> None:
        """Bound ``items`` again, more tightly: ``a`` ``(len(items), M, K)`` and ``b`` are their
        values. No partial sum of ``A @ B`` exceeds the largest entry of ``|A| @ |B|``, which
        float64 computes to within a relative ``(K - 1) * 2**-53`` (sums of K nonnegative
        products, each exact in float64), so that entry times ``1 + K * 2**-52`` replaces
        ``K * amax * bmax`` as the bound; ``wide`` is then tested again (``single`` is left
        as it was)."""
        with np.errstate(all="ignore"):
            bound = np.matmul(np.abs(a), np.abs(b)).max(axis=(1, 2)) * (1 + self.k * 2.0**-52)
        ok = self._test(bound, self.quantum[items])[0]
        self.bound[items[ok]] = bound[ok]
        self.wide[items[ok]] = True


class _CStats:
    """Reductions of C's codes, one set per *group* of values: a group of batch items (read
    right before their chunk's arithmetic, which then finds C in the caches), or one item.

    The extremes of a group bound those of each of its items, and :meth:`usable` and
    :meth:`exact` only get stricter as the largest codes grow and the smallest shrink, so
    what a group's reductions prove holds for every item of it.

    In int32 order the smallest code is -0 when C holds one (else the negative code of
    least magnitude), and the largest is the largest positive code; in uint32 order the
    largest is the largest negative code, and the smallest the smallest positive code when
    there is no +0. NaN and infinity have the largest magnitude codes.
    """

    def __init__(self, groups: int) -> None:
        self.low_i: npt.NDArray[np.int32] = np.empty(groups, dtype=np.int32)
        self.high_i: npt.NDArray[np.int32] = np.empty(groups, dtype=np.int32)
        self.high_u: U32 = np.empty(groups, dtype=np.uint32)
        self.low_u: U32 = np.empty(groups, dtype=np.uint32)  # the smallest positive code (see read)

    def read(self, c: U32, s: int, e: int, words: U32) -> None:
        """Reduce ``c`` ``(e - s, values)`` into groups ``s:e`` (``words``: scratch like ``c``)."""
        ci = c.view(np.int32)
        np.minimum.reduce(ci, axis=-1, out=self.low_i[s:e])
        np.maximum.reduce(ci, axis=-1, out=self.high_i[s:e])
        np.maximum.reduce(c, axis=-1, out=self.high_u[s:e])
        low = self.low_u[s:e]
        np.minimum.reduce(c, axis=-1, out=low)
        if low.all():  # no +0
            return
        # A +0 beside positive codes hides the smallest of them: take the minimum of code - 1,
        # which wraps +0 to the top (and leaves the negative codes above 2**31 - 2).
        hidden = (low == 0) & (self.high_i[s:e] > 0)
        if bool(hidden.any()):
            np.subtract(c, np.uint32(1), out=words)
            low[hidden] = words.min(axis=-1)[hidden] + np.uint32(1)

    def take(self, s: int, e: int, reduced: U32) -> None:
        """Groups ``s:e`` from the C module's reductions (``reduced`` ``(e - s, 5)``: the smallest and
        largest code as int32, the largest and smallest as uint32, the smallest of code - 1 as
        uint32), made in its pass over C: the same values :meth:`read` gives."""
        self.low_i[s:e] = reduced[:, 0].view(np.int32)
        self.high_i[s:e] = reduced[:, 1].view(np.int32)
        self.high_u[s:e] = reduced[:, 2]
        low = reduced[:, 3]
        hidden = (low == 0) & (self.high_i[s:e] > 0)  # a +0 beside positive codes (read)
        self.low_u[s:e] = np.where(hidden, reduced[:, 4] + np.uint32(1), low)

    def usable(self) -> npt.NDArray[np.bool_]:
        """C finite and without -0."""
        ok = (self.high_i < np.int32(0x7F800000)) & (self.high_u < np.uint32(0xFF800000))
        return np.asarray(ok & (self.low_i != _MINUS_ZERO))

    def limits(self) -> tuple[F64, F64]:
        """Per group: C's largest magnitude, and C's quantum (the spacing of FP32 at its
        smallest nonzero magnitude; inf when C is all zero)."""
        pos_top = np.maximum(self.high_i, 0).astype(np.int64)
        neg_top = np.where(self.high_u >= np.uint32(1 << 31), self.high_u.astype(np.int64) - (1 << 31), 0)
        cmax: F64 = np.maximum(pos_top, neg_top).astype(np.uint32).view(np.float32).astype(np.float64)
        # Smallest nonzero magnitude codes; 2**31 for none (a +0 or negative code as low_u).
        pos_low = np.where((self.low_u > 0) & (self.low_u < np.uint32(1 << 31)), self.low_u.astype(np.int64), 1 << 31)
        neg_low = np.where(self.low_i < 0, self.low_i.astype(np.int64) + (1 << 31), 1 << 31)
        low = np.minimum(pos_low, neg_low)  # 2**31: C is all zero
        qc: F64 = np.where(low >= 1 << 31, np.inf, np.ldexp(1.0, np.maximum(low >> 23, 1) - 150))
        return cmax, qc

    def exact(self, bound: F64, quantum: F64) -> npt.NDArray[np.bool_]:
        """Whether every ``A @ B + C`` is exact in float64, given the :class:`ProductBound` of
        ``A @ B`` (``bound`` and ``quantum``, one per group): :func:`_sum_exact`."""
        return _sum_exact(bound, quantum, *self.limits())


def _sum_exact(bound: F64, quantum: F64, cmax: F64, qc: F64) -> npt.NDArray[np.bool_]:
    """Whether ``A @ B + C`` is exact in float64: it is a multiple of the smaller of
    ``quantum`` (A @ B's) and ``qc`` (C's), and at most ``bound`` plus C's largest magnitude
    ``cmax`` (:meth:`_CStats.limits`)."""
    with np.errstate(all="ignore"):
        return np.asarray(bound + cmax < 2.0**53 * np.minimum(quantum, qc))


class Program:
    """One instruction under fixed wave size, modifiers and clamp flag, ready to run."""

    def __init__(self, inst: Instruction, wave: int, mods: dict[str, int], clamp: bool) -> None:
        self.inst, self.wave, self.mods, self.clamp = inst, wave, mods, clamp
        self.fa = operand_format(inst, "A", mods)
        self.fb = operand_format(inst, "B", mods)
        self.fd = operand_format(inst, "D", mods)
        self.amap = operand_map(inst, "A", wave, mods, read=True)
        self.bmap = operand_map(inst, "B", wave, mods, read=True)
        self.cmap = operand_map(inst, "D" if inst.sparse else "C", wave, mods, read=True)
        self.dmap = operand_map(inst, "D", wave, mods, read=False)
        self.kmap = operand_map(inst, "K", wave, mods, read=True) if inst.sparse else None
        self.samap = operand_map(inst, "SA", wave, mods, read=True) if inst.scaled else None
        self.sbmap = operand_map(inst, "SB", wave, mods, read=True) if inst.scaled else None
        self.use_scales = inst.scaled  # always: the mnemonic sets ABID[0] = 1 (meanings.FormatCode)
        self.flush = flushes_denormals(inst, mods)
        self.blocks, self.m, self.k = self.amap.shape if not inst.sparse else (1, inst.m, inst.k)
        self.n = self.bmap.shape[2]
        self.integer = not self.fd.is_float
        self.d_full = bool(np.all(self.dmap.covered == np.uint32(0xFFFFFFFF)))
        self.int_bound = 0.0
        if self.integer:
            lo_a, hi_a = value_range(self.fa)
            lo_b, hi_b = value_range(self.fb)
            self.int_bound = self.k * max(abs(lo_a), hi_a) * max(abs(lo_b), hi_b)
        self.fast = self._fast_tables()

    # ------------------------------------------------------------------ shapes
    def registers(self, matrix: str) -> int:
        maps = {"A": self.amap, "B": self.bmap, "C": self.cmap, "D": self.dmap, "K": self.kmap,
                "SA": self.samap, "SB": self.sbmap}
        m = maps[matrix]
        assert m is not None
        return m.registers

    # ------------------------------------------------------------------ operands
    def _read(self, omap: OperandMap, fmt: NumberFormat, image: U32) -> npt.NDArray[Any]:
        values = decode(omap.extract(image), fmt)
        if not fmt.is_float:
            return values
        if self.flush:
            flush_subnormals(values, fmt)
        if omap.absolute is not None:
            values[:, omap.absolute] = np.abs(values[:, omap.absolute])
        if omap.negate is not None:
            values[:, omap.negate] = -values[:, omap.negate]
        return values

    def _a(self, a: U32, sa: U32 | None) -> F64:
        """A as ``(n, blocks, M, K)``; for a sparse instruction its stored values ``(n, 1, M, K/2)``."""
        vals = self._read(self.amap, self.fa, a).astype(np.float64, copy=False)
        cnt = vals.shape[0]
        if self.inst.sparse:
            return vals.reshape(cnt, 1, self.m, self.k // 2)
        out = vals.reshape(cnt, self.blocks, self.m, self.k)
        if self.use_scales and sa is not None:
            assert self.samap is not None
            scale = decode(self.samap.extract(sa), operand_format(self.inst, "SA", self.mods))
            scale = scale.reshape(cnt, 1, self.m, self.k // 32)
            out = out * np.repeat(scale, 32, axis=-1)
        return out

    def _selected_rows(self, b: F64, k: U32) -> F64:
        """Sparse: for each stored value of A ``(i, s)`` the row of B its 2-bit index names,
        ``(n, M, K/2, N)``. Rows no index names are never read (CDNA4 ISA 7.5.1), so an Inf
        or NaN there cannot reach D."""
        assert self.kmap is not None
        cnt = b.shape[0]
        idx = self.kmap.extract(k).astype(np.intp).reshape(cnt, self.m, self.k // 2)
        rows = idx + 4 * (np.arange(self.k // 2, dtype=np.intp) // 2)  # slot s is in group s // 2
        picked: F64 = b[np.arange(cnt)[:, None, None], 0, rows, :]
        return picked

    def _b(self, b: U32, sb: U32 | None) -> F64:
        vals = self._read(self.bmap, self.fb, b).astype(np.float64, copy=False)
        cnt = vals.shape[0]
        out = vals.reshape(cnt, self.blocks, self.k, self.n)
        if self.use_scales and sb is not None:
            assert self.sbmap is not None
            scale = decode(self.sbmap.extract(sb), operand_format(self.inst, "SB", self.mods))
            scale = scale.reshape(cnt, 1, self.k // 32, self.n)
            out = out * np.repeat(scale, 32, axis=-2)
        return out

    def _c(self, c: U32) -> npt.NDArray[Any]:
        vals = self._read(self.cmap, self.fd, c)
        return vals.reshape(vals.shape[0], self.blocks, self.m, self.n)

    # ------------------------------------------------------------------ general path
    def _general(self, a: U32, b: U32, c: U32, k: U32 | None, sa: U32 | None, sb: U32 | None) -> U32:
        av = self._a(a, sa)
        bv = self._b(b, sb)
        cv = self._c(c)
        if self.inst.sparse:
            # One dot product of K/2 terms per element: row i's stored values times the B
            # rows they select, as a batch over i: (n, M, 1, K/2) @ (n, M, K/2, N).
            assert k is not None
            cnt = av.shape[0]
            av = av.reshape(cnt, self.m, 1, self.k // 2)
            bv = self._selected_rows(bv, k)
            cv = cv.reshape(cnt, self.m, 1, self.n)
        if self.integer:
            dv: npt.NDArray[Any] = accumulate_int(av, bv, cv, self.clamp, self.int_bound)
        elif self.fa.name == "fp64" or self.fb.name == "fp64":
            dv = accumulate_f64(av, bv, cv, self.fd, self.clamp)
        else:
            dv = accumulate_float(av, bv, cv, self.fd, self.clamp)
        if self.flush:
            flush_subnormals(dv, self.fd)
        codes = encode_exact(dv.reshape(dv.shape[0], -1), self.fd)
        return self.dmap.insert(codes, None if self.d_full else c)

    # ------------------------------------------------------------------ fast path
    def _fast_tables(self) -> _Fast | None:
        inst = self.inst
        if (inst.sparse or inst.scaled or self.flush or self.blocks != 1 or self.fd.name != "fp32" or self.integer
                or self.clamp or not (self.fa.is_float and self.fb.is_float) or self.fa.bits > 16 or self.fb.bits > 16
                or self.fa.bits not in (8, 16) or self.fb.bits not in (8, 16)
                or self.amap.negate is not None or self.bmap.negate is not None
                or self.cmap.negate is not None or self.cmap.absolute is not None):
            return None
        cm, dm = self.cmap, self.dmap
        if cm.width != 32 or not self.d_full or cm.registers * cm.lanes != self.m * self.n:
            return None
        # C and D must be the same permutation of whole words, with j in the low bits.
        if not (np.array_equal(cm.word, dm.word) and not np.any(cm.lo)):
            return None
        word = cm.word.reshape(self.m, self.n)
        if not np.array_equal(word % self.n, np.broadcast_to(np.arange(self.n), word.shape)):
            return None
        rows = word[:, 0] // self.n
        if not np.array_equal(word, (rows * self.n)[:, None] + np.arange(self.n)):
            return None
        slot_row = np.argsort(rows)  # slot s of the register-order D holds row slot_row[s]
        a_items, b_items = self.amap.item_index, self.bmap.item_index
        if a_items is None or b_items is None:
            return None
        a_word = a_items.reshape(self.m, self.k)[slot_row].ravel()
        a_values, b_values = _values_table(self.fa), _values_table(self.fb)
        return _Fast(self.m, _gather(a_word, self.m, self.k, self.fa.bits),
                     _gather(b_items, self.k, self.n, self.fb.bits),
                     _magnitude_mask(self.fa), _magnitude_mask(self.fb), _quanta(self.fa), _quanta(self.fb),
                     _read_only(np.abs(a_values)), _read_only(np.abs(b_values)),
                     self.fa.family == "fnuz", self.fb.family == "fnuz", a_values, b_values)

    def _fast(self, f: _Fast, a: U32, b: U32, c: U32, out: U32) -> None:
        """The fast path: bounds for the whole batch, then chunks that stay in the CPU caches,
        then the items whose exactness the reductions of C did not prove."""
        cnt = a.shape[0]
        m, n = f.slots, self.n
        acodes, bcodes = f.a.codes(a), f.b.codes(b)  # (cnt, m*k), (cnt, k*n) in gather order
        per = min(cnt, max(1, _FAST_CHUNK_VALUES // (m * n)))
        # C's reductions are made per group of ``part`` items, at most half a chunk, so that the
        # group's C stays in the inner caches for its four reductions; a chunk is whole groups.
        part = min(per, max(1, _STATS_VALUES // (m * n)))
        per -= per % part
        starts = range(0, cnt, per)
        chunks = _CStats(-(-cnt // part))
        c32 = c.view(np.float32).reshape(cnt, m, n)
        d32 = out.view(np.float32).reshape(cnt, m, n)
        kernel = _KERNEL
        if kernel is not None:
            # One call per chunk does the arithmetic (in float64, whatever the bound says: module
            # docstring) and, in the same passes over C and the codes, C's reductions per group and
            # the extremes of each item's codes, from which the product bound is made afterwards.
            reduced = np.empty((per // part, 5), dtype=np.uint32)
            extremes = np.empty((cnt, 6), dtype=np.uint16)
            signs = [(1 << (x.bits - 1)) if nan else 0xFFFFFFFF
                     for x, nan in ((self.fa, f.a_sign_nan), (self.fb, f.b_sign_nan))]
            for s in starts:
                e = min(cnt, s + per)
                groups = -(-(e - s) // part)
                kernel.mma(acodes[s:e], bcodes[s:e], f.a_values, f.b_values, c32[s:e], d32[s:e], m, self.k, n,
                           acodes.itemsize, bcodes.itemsize, f.a.transposed, f.b.transposed, reduced[:groups], part,
                           extremes[s:e], f.a_mag, f.b_mag, *signs)
                chunks.take(s // part, s // part + groups, reduced[:groups])
            pb = ProductBound.from_extremes(f, self.k, extremes)
            retry, wide = self._chunk_kinds(pb, cnt, per)
        else:
            pb = ProductBound(f, self.k, acodes, bcodes, per)
            retry, wide = self._chunk_kinds(pb, cnt, per)
            scratch = _Scratch(f, per, self.k, n)
            for j, s in enumerate(starts):
                e = min(cnt, s + per)
                # C's reductions first: reading C brings it into the caches for the arithmetic.
                for g in range(s, e, part):
                    h = min(e, g + part)
                    chunks.read(c[g:h].reshape(1, -1), g // part, g // part + 1, scratch.words[: h - g].reshape(1, -1))
                self._fast_chunk(f, acodes[s:e], bcodes[s:e], c32[s:e], d32[s:e], scratch, not wide[j])
        ran_wide = np.repeat(np.array(wide, dtype=np.bool_), per)[:cnt]
        # Items whose bound failed (A and B both holding tiny values beside large ones, say)
        # may pass a tighter one; those keep their float64 chunk's result.
        tight = np.flatnonzero(retry)
        if tight.size:
            pb.tighten(tight, f.a.matrix(decode(acodes[tight], self.fa)), f.b.matrix(decode(bcodes[tight], self.fb)))
        # Each item against its group's reductions of C (computed per group, then repeated).
        cmax, qc = (np.repeat(x, part)[:cnt] for x in chunks.limits())
        good = pb.wide & np.repeat(chunks.usable(), part)[:cnt]
        proved = good & (~ran_wide | _sum_exact(pb.bound, pb.quantum, cmax, qc))
        inexact = np.zeros(0, dtype=np.intp)
        again = np.flatnonzero(good & ~proved)
        if again.size:  # the chunk's largest magnitudes of A and B may be what fails: try the items' own
            pb.own(again)
            proved[again] = ~ran_wide[again] | _sum_exact(pb.bound[again], pb.quantum[again], cmax[again], qc[again])
        again = np.flatnonzero(pb.wide & ~proved)
        if again.size:  # the group's reductions were not enough: reduce these items' C alone
            own = _CStats(len(again))
            own.read(c[again], 0, len(again), np.empty((len(again), m * n), dtype=np.uint32))
            good[again] = own.usable()
            inexact = again[good[again] & ran_wide[again] & ~own.exact(pb.bound[again], pb.quantum[again])]
        if inexact.size:
            self._boundaries(f, acodes[inexact], bcodes[inexact], c[inexact], out, inexact)
        bad = np.flatnonzero(~good)
        if bad.size:
            av = f.a.matrix(decode(acodes[bad], self.fa))
            bv = f.b.matrix(decode(bcodes[bad], self.fb))
            cv = c[bad].view(np.float32).reshape(len(bad), m, n).astype(np.float64)
            res = accumulate_float(av, bv, cv, self.fd, self.clamp)
            out[bad] = encode_exact(res, self.fd).reshape(len(bad), -1)

    @staticmethod
    def _chunk_kinds(pb: ProductBound, cnt: int, per: int) -> tuple[npt.NDArray[np.bool_], list[bool]]:
        """The items to bound again (:meth:`ProductBound.tighten`) and, per chunk of ``per`` items,
        whether it runs in float64 (True) or float32 (on the numpy route; the C module runs every
        chunk in float64, and a float32 chunk's result is the same there: module docstring).

        A chunk runs in float32 when float32 is exact for every item that float64 is exact for,
        and no item waits for the tighter bound (tried after the chunks on the items whose finite
        bound failed; those that pass keep their float64 result). Items that fail both take the
        general path."""
        retry = ~pb.wide & np.isfinite(pb.bound) & ~np.isnan(pb.quantum)
        needs_wide = (pb.wide & ~pb.single) | retry
        wide: list[bool] = np.logical_or.reduceat(needs_wide, np.arange(0, cnt, per)).tolist()
        return retry, wide

    def _fast_chunk(self, f: _Fast, acodes: npt.NDArray[Any], bcodes: npt.NDArray[Any], c32: npt.NDArray[np.float32],
                    d32: npt.NDArray[np.float32], scratch: _Scratch, single: bool) -> None:
        """D ``(cnt, slots, N)`` of one chunk on the numpy route, exact where the bounds hold (module
        docstring), else redone by the caller; C and D in register order, as float32. (The C
        module's route is one call per chunk in :meth:`_fast`.)"""
        cnt = acodes.shape[0]
        if single:  # A @ B exact in float32: adding C is the one rounding
            av32, bv32, p32, _ = scratch.operands(cnt, np.float32)
            decode_into(acodes, self.fa, av32, specials=False)
            decode_into(bcodes, self.fb, bv32, specials=False)
            np.matmul(f.a.matrix(av32), f.b.matrix(bv32), out=p32)
            np.add(p32, c32, out=d32)  # never -0: C holds no -0 where this is kept
            return
        av, bv, p, c64 = scratch.operands(cnt, np.float64)
        decode_into(acodes, self.fa, av, specials=False)
        decode_into(bcodes, self.fb, bv, specials=False)
        np.matmul(f.a.matrix(av), f.b.matrix(bv), out=p)
        # C widened to float64 (exact), added in float64, the sum rounded to FP32 as it is stored.
        # Three plain loops: one mixed-type add (float32 in, float64 loop, float32 out) costs
        # more than the three, as numpy runs it through small cast buffers.
        np.copyto(c64, c32)
        np.add(p, c64, out=p)
        np.copyto(d32, p, casting="same_kind")  # never -0: C holds no -0 where this is kept

    def _boundaries(self, f: _Fast, acodes: npt.NDArray[Any], bcodes: npt.NDArray[Any], c: U32, out: U32,
                    items: npt.NDArray[np.intp]) -> None:
        """Redo the FP32 conversion of ``items``, whose float64 ``A @ B + C`` may be inexact
        (module docstring, 2)."""
        cnt = len(items)
        m, n = f.slots, self.n
        av = f.a.matrix(decode(acodes, self.fa)).astype(np.float64)
        bv = f.b.matrix(decode(bcodes, self.fb)).astype(np.float64)
        p = np.matmul(av, bv)
        c64 = c.view(np.float32).reshape(cnt, m, n).astype(np.float64)
        y = p + c64
        low = y.view(np.uint32)[..., ::2] << np.uint32(3)  # low 29 bits of y == 2**28
        at = np.nonzero(low == np.uint32(1 << 31))
        if not at[0].size:
            return
        yy, err = two_sum(p[at], c64[at])  # yy + err == p + c exactly
        yy = np.where(err != 0, np.nextafter(yy, np.copysign(np.inf, err)), yy)
        d32 = out[items].view(np.float32).reshape(cnt, m, n)
        d32[at] = yy.astype(np.float32)
        out[items] = d32.reshape(cnt, -1).view(np.uint32)

    # ------------------------------------------------------------------ running
    def run(self, a: U32, b: U32, c: U32, k: U32 | None, sa: U32 | None, sb: U32 | None) -> U32:
        """D images ``(n, words)`` from operand images ``(n, words)`` (k, sa, sb may be None)."""
        cnt = a.shape[0]
        out = np.empty((cnt, self.dmap.words), dtype=np.uint32)
        if cnt == 0:
            return out
        if self.fast is not None:
            with np.errstate(all="ignore"):  # once: per-chunk errstate costs as much as a pass
                self._fast(self.fast, a, b, c, out)
            return out
        # Sparse temporaries hold one selected B row per stored value: K/2 times more.
        terms = self.k // 2 if self.inst.sparse else 1
        per = max(1, _CHUNK_VALUES // max(1, self.blocks * self.m * self.n * terms))
        for s in range(0, cnt, per):
            e = min(cnt, s + per)
            out[s:e] = self._general(a[s:e], b[s:e], c[s:e], None if k is None else k[s:e],
                                     None if sa is None else sa[s:e], None if sb is None else sb[s:e])
        return out


#: Two products whose exact results are known, as float64 codes: a subnormal (2**-1070) times
#: 2, and 2**-1000 times 2**-60 (a subnormal result, 2**-1060). With the processor's DAZ flag
#: set the first is 0, with FTZ set the second. The subnormals are written as codes, not as
#: ``2.0**-1070``: Python folds that constant when it compiles the module, and under FTZ the
#: folding itself gives 0.
_PROBE = (np.array([1 << 4, (1023 - 1000) << 52], dtype=np.int64).view(np.float64), np.array([2.0, 2.0**-60]),
          np.array([1 << 5, 1 << 14], dtype=np.int64))


def keeps_subnormals() -> bool:
    """Whether this thread's floating-point arithmetic keeps subnormal numbers.

    A library built with ``-ffast-math`` can set the x86 FTZ and DAZ flags for the whole
    process when it is loaded; float arithmetic then reads and writes subnormals as zero,
    and every result the emulator computes through them (an FP16 or FP32 subnormal operand,
    a subnormal sum) would silently be wrong. :func:`amdmatrix.emulator.execute` refuses to
    run then.
    """
    a, b, want = _PROBE
    with np.errstate(under="ignore"):  # the second product underflows, by design
        got = (a * b).view(np.int64)
    return bool(np.array_equal(got, want))  # codes: under DAZ, 0 == a subnormal


def flush_subnormals(values: F64, fmt: NumberFormat) -> None:
    """Replace subnormal values (nonzero, below the smallest normal) by zero of the same sign."""
    with np.errstate(invalid="ignore"):
        tiny = (values != 0) & (np.abs(values) < fmt.min_normal)
    if bool(tiny.any()):
        values[tiny] = np.copysign(0.0, values[tiny])


def _row_extreme(op: np.ufunc, mag: npt.NDArray[Any], starts: npt.NDArray[np.intp]) -> npt.NDArray[Any]:
    """``op`` (np.maximum, np.minimum) reduced over the groups of rows of ``mag`` that begin at
    ``starts`` (``reduceat`` on the flat array: cheaper per group than a reduction along an axis)."""
    reduced: npt.NDArray[Any] = op.reduceat(mag.ravel(), starts * mag.shape[1])
    return reduced


def _holding_sign_alone(codes: npt.NDArray[Any], starts: npt.NDArray[np.intp]) -> npt.NDArray[np.intp]:
    """The rows of ``codes`` (groups of rows beginning at ``starts``) holding the code of the
    sign bit alone: the smallest value of the signed view, so one reduction per group finds
    the groups to search row by row."""
    signed = codes.view(np.int8 if codes.dtype.itemsize == 1 else np.int16)
    low = np.iinfo(signed.dtype).min
    found = [np.zeros(0, dtype=np.intp)]
    ends = [*starts[1:].tolist(), len(codes)]
    for j in np.flatnonzero(_row_extreme(np.minimum, signed, starts) == low).tolist():
        s, e = int(starts[j]), ends[j]
        found.append(s + np.flatnonzero((signed[s:e] == low).any(axis=-1)))
    return np.concatenate(found)


def _least_nonzero(mag: npt.NDArray[Any]) -> npt.NDArray[Any]:
    """Per row of magnitude codes, the smallest nonzero one minus 1, which indexes the quantum
    tables (:func:`_quanta`); ``2**bits - 1`` for a row of zeros."""
    low = _row_extreme(np.minimum, mag, np.arange(len(mag)))
    zero = np.flatnonzero(low == 0)
    low -= low.dtype.type(1)
    if zero.size:  # code - 1 wraps the zeros to the top
        low[zero] = (mag[zero] - mag.dtype.type(1)).min(axis=-1)
    return low


def _magnitude_mask(fmt: NumberFormat) -> int:
    return (1 << (fmt.bits - 1)) - 1 if fmt.signed else (1 << fmt.bits) - 1


def _quanta(fmt: NumberFormat) -> F64:
    """Table ``[mag - 1]`` (wrapping, so index ``2**bits - 1`` is magnitude 0) of the spacing of
    ``fmt`` at each magnitude code: ``2**(exponent - mantissa_bits)``; inf for zero, nan for
    codes that are not finite numbers (those rows fail the finiteness test anyway)."""
    size = 1 << fmt.bits
    mags = (np.arange(size, dtype=np.int64) + 1) % size
    values = np.abs(decode(mags.astype(np.uint64), fmt)).astype(np.float64)
    with np.errstate(divide="ignore", invalid="ignore"):
        _, exps = np.frexp(values)
        exps = np.maximum(exps.astype(np.int64) - 1, fmt.min_exponent)
        table: F64 = np.ldexp(1.0, exps - fmt.mantissa_bits)
    table[mags == 0] = np.inf
    table[~np.isfinite(values)] = np.nan
    table.setflags(write=False)
    return table


def _values_table(fmt: NumberFormat) -> F64:
    """Table ``[code]`` of the value of each code (``2**bits`` entries; inf and nan included).
    Its absolute values are the magnitudes of the magnitude codes (``_Fast.a_abs``): a
    magnitude code is the code of the positive value."""
    return _read_only(np.ascontiguousarray(decode(np.arange(1 << fmt.bits, dtype=np.uint64), fmt), dtype=np.float64))


def _read_only(table: F64) -> F64:
    table.setflags(write=False)
    return table


@functools.lru_cache(maxsize=256)
def _program(inst: Instruction, wave: int, key: ModKey, clamp: bool) -> Program:
    return Program(inst, wave, dict(key), clamp)


def program(inst: Instruction, wave: int, mods: dict[str, int], clamp: bool) -> Program:
    """The cached :class:`Program`; ``mods`` must have been validated."""
    return _program(inst, wave, mod_key(mods), clamp)
