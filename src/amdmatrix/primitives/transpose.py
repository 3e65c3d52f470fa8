"""The transposing reads, each declared as a source and a destination layout (as CuTe's
``Copy_Traits<SM75_U16x2_LDSM_T>`` declares ``ldmatrix.trans``).

Each lane reads ``width`` bits at its own address, ``E = width / bits`` elements. Within each
group of 16 lanes the reads form a tile of ``E`` rows and 16 columns:

* source layout ``src``: (element ``k``, lane ``s``) -> row ``s // L``, column ``(s % L) * E + k``
  with ``L = 16 / E`` lanes a row (the reads of lanes ``r*L .. r*L + L-1`` make row ``r``) - unless
  the row names another order of the source lane bits (``lanes``: the tile bit each selects);
* destination layout ``dst``: (element ``n``, lane ``d``) -> row ``n``, column ``d`` (lane ``d``
  receives column ``d``).

Both are :class:`~amdmatrix.linear.LinearMap` s over (element, lane, group) bits, so the move a
read makes is ``dst.invert_and_compose(src)``: for each destination (element, lane) the source
(element, lane) it comes from. The LDS model inverts the same maps.

* ``tr_b16`` (E = 4): destination lane ``l``, halfword ``n`` comes from source lane
  ``((l >> 2) & 3) + 4n``, halfword ``l & 3`` (ROCm/rocm-systems#10175, which corrected
  rocjitsu's gfx950 simulator against hardware).
* ``tr_b8`` (E = 8): two interleaved 8x8 byte transposes (even and odd source lanes), as
  Modular's documentation of ``llvm.amdgcn.ds.read.tr8.b64`` describes it.
* ``tr_b4``, ``tr_b6`` (E = 16): the same rule with no public statement beyond it: PROVISIONAL.
* gfx1250's ``ds_load_tr16_b128`` (E = 8): four independent 8x8 transposes of 8-lane groups -
  destination lane ``l``, halfword ``n`` comes from source lane ``8 * (l // 8) + n``, halfword
  ``l % 8`` - and ``ds_load_tr8_b64`` (E = 8): each group of 8 destination lanes reads two runs of 4
  source lanes - destination lane ``l`` (of 16), byte ``n`` comes from source lane
  ``(n & 3) + 4 * ((l >> 3) & 1) + 8 * (n >> 2)``, byte ``l % 8``. Both as AMD's ROCm blog "A Deep
  Dive into LDS Optimizations on AMD Instinct MI450 GPUs" (August 2026) states them and Triton's AMD
  backend lowers to them (``MemoryOpToLLVM.cpp``'s ``fullTile`` with gfx1250's parameters,
  triton-lang/triton#8461 and #8525). The source layout of these rows takes the source lane bits
  in another order (:attr:`TransposingRead.lanes`); the tile and the destination layout are the same.
"""

from __future__ import annotations

from ..archs import DS_LOAD_TR, DS_READ_TR, Arch
from ..errors import AmdMatrixError
from ..linear import LinearMap
from ..records import record
from ._common import check_wave, gate, row

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence

__all__ = ["TransposingRead", "TRANSPOSING_READS", "transposing_read", "transpose_layouts", "shuffle_group",
           "LaneBits", "default_lanes"]


def _log2(n: int) -> int:
    return n.bit_length() - 1


#: Where a source lane bit goes in the tile: ("row", i) or ("col", j), for lane bits 0-3 in order.
LaneBits = tuple[tuple[str, int], ...]


def default_lanes(width: int, bits: int) -> LaneBits:
    """The order of the CDNA4 reads: the low lane bits pick the column run, the high ones the row."""
    e = _log2(width // bits) if bits > 0 and width % bits == 0 else 0
    return tuple([("col", e + j) for j in range(4 - e)] + [("row", i) for i in range(e)])


def transpose_layouts(width: int, bits: int, wave: int = 16, lanes: LaneBits = ()) -> tuple[LinearMap, LinearMap]:
    """(src, dst) of a transposing read of ``width`` bits a lane in ``bits``-bit elements, over
    ``wave`` lanes: (element, lane, group) -> (row, col, group). ``lanes`` orders the source lane
    bits (:func:`default_lanes` when empty)."""
    if bits <= 0 or width % bits or 16 % (width // bits):
        raise AmdMatrixError(f"a transposing read shuffles 16 lanes of {width} bits in {bits}-bit elements")
    e = _log2(width // bits)
    g = _log2(check_wave(wave) // 16) if wave != 16 else 0
    ins = (("element", e), ("lane", 4), ("group", g))
    outs = (("row", e), ("col", 4), ("group", g))
    row, col, grp = 0, e, e + 4  # output bit offsets
    order = lanes or default_lanes(width, bits)
    picked = sorted(order)
    if picked != sorted([("col", j) for j in range(e, 4)] + [("row", i) for i in range(e)]):
        raise AmdMatrixError(f"the source lane bits of a {width}-bit transposing read of {bits}-bit elements must "
                             f"select column bits {e}-3 and row bits 0-{e - 1} once each, not {order}")
    src = ([1 << (col + i) for i in range(e)]                          # element bit i -> column bit i
           + [1 << ((col if kind == "col" else row) + i) for kind, i in order]  # lane bits -> their tile bits
           + [1 << (grp + i) for i in range(g)])
    dst = ([1 << (row + i) for i in range(e)]                          # element bit i -> row bit i
           + [1 << (col + j) for j in range(4)]                        # lane bit j -> column bit j
           + [1 << (grp + i) for i in range(g)])
    return LinearMap(ins, outs, src), LinearMap(ins, outs, dst)


@record
class TransposingRead:
    """One transposing read: its width, element bits, feature, source and confidence; its layouts."""

    mnemonic: str
    #: Bits each lane reads.
    width: int
    #: Bits of one element.
    bits: int
    feature: str
    source: str
    #: "published" or "provisional".
    confidence: str
    #: The tile bit each source lane bit selects (:data:`LaneBits`); empty: :func:`default_lanes`.
    lanes: LaneBits = ()

    @property
    def elements(self) -> int:
        """Elements each lane reads and receives (E)."""
        return self.width // self.bits

    @property
    def registers(self) -> int:
        return -(-self.width // 32)

    def layouts(self, wave: int = 16) -> tuple[LinearMap, LinearMap]:
        """(src, dst): (element, lane, group) -> (row, col, group) over ``wave`` lanes."""
        return transpose_layouts(self.width, self.bits, wave, self.lanes)

    def moves(self, wave: int = 16) -> LinearMap:
        """(destination element, lane, group) -> (source element, lane, group): ``dst.invert_and_compose(src)``."""
        return _moves(self.width, self.bits, wave, self.lanes)

    def source_of(self, lane: int, element: int, wave: int = 64) -> tuple[int, int]:
        """(source lane, source element) of ``element`` of destination ``lane``."""
        return _sources(self.width, self.bits, check_wave(wave), self.lanes)[lane * self.elements + element]

    def sources(self, wave: int) -> tuple[tuple[int, int], ...]:
        """For destination lane ``l``, element ``n`` (at index ``l * E + n``): (source lane, source element)."""
        return _sources(self.width, self.bits, check_wave(wave), self.lanes)

    def destination_of(self, lane: int, element: int, wave: int = 64) -> tuple[int, int]:
        """(destination lane, destination element) that ``element`` of source ``lane``'s read reaches."""
        return _destinations(self.width, self.bits, check_wave(wave), self.lanes)[lane * self.elements + element]

    def shuffle(self, reads: Sequence[int]) -> list[int]:
        """The values the lanes receive from each lane's raw ``width``-bit read (ints, lane order)."""
        return shuffle(reads, self.width, self.bits, self.lanes)

    @property
    def summary(self) -> str:
        e = self.elements
        rows = f"{16 // e} source lanes a row" if not self.lanes else "source lanes in the row's own order"
        return (f"{self.width} bits a lane as {e} x {self.bits}-bit elements; per 16 lanes an {e} x 16 tile, "
                f"{rows}; lane l receives column l")


_MOVES: dict[tuple[int, int, int, LaneBits], LinearMap] = {}
_SOURCES: dict[tuple[int, int, int, LaneBits], tuple[tuple[int, int], ...]] = {}
_DESTINATIONS: dict[tuple[int, int, int, LaneBits], tuple[tuple[int, int], ...]] = {}


def _moves(width: int, bits: int, wave: int, lanes: LaneBits = ()) -> LinearMap:
    key = (width, bits, wave, lanes)
    if key not in _MOVES:
        src, dst = transpose_layouts(width, bits, wave, lanes)
        _MOVES[key] = dst.invert_and_compose(src)
    return _MOVES[key]


def _sources(width: int, bits: int, wave: int, lanes: LaneBits = ()) -> tuple[tuple[int, int], ...]:
    key = (width, bits, wave, lanes)
    if key not in _SOURCES:
        m = _moves(width, bits, wave, lanes)
        e = width // bits
        out = []
        for lane in range(wave):
            for n in range(e):
                got = m.apply(element=n, lane=lane % 16, group=lane // 16)
                out.append((got["group"] * 16 + got["lane"], got["element"]))
        _SOURCES[key] = tuple(out)
    return _SOURCES[key]


def _destinations(width: int, bits: int, wave: int, lanes: LaneBits = ()) -> tuple[tuple[int, int], ...]:
    key = (width, bits, wave, lanes)
    if key not in _DESTINATIONS:
        e = width // bits
        out = [(0, 0)] * (wave * e)
        for i, (s, k) in enumerate(_sources(width, bits, wave, lanes)):
            out[s * e + k] = (i // e, i % e)
        _DESTINATIONS[key] = tuple(out)
    return _DESTINATIONS[key]


def shuffle(reads: Sequence[int], width: int, bits: int, lanes: LaneBits = ()) -> list[int]:
    """A transposing read over whole groups of 16 lanes: each lane's value from the raw reads."""
    n = len(reads)
    if n % 16 or n not in (16, 32, 64):
        raise AmdMatrixError("a transposing read needs whole groups of 16 lanes")
    src = _sources(width, bits, n, lanes)
    e, mask = width // bits, (1 << bits) - 1
    out = []
    for lane in range(n):
        v = 0
        for k in range(e):
            s, j = src[lane * e + k]
            v |= (reads[s] >> (j * bits) & mask) << (k * bits)
        out.append(v)
    return out


def shuffle_group(values: Sequence[int], width: int, bits: int, lanes: LaneBits = ()) -> list[int]:
    """The shuffle of one group of 16 lanes' ``width``-bit reads."""
    if len(values) != 16:
        raise AmdMatrixError(f"a transposing read shuffles 16 lanes of {width} bits in {bits}-bit elements")
    transpose_layouts(width, bits, 16, lanes)
    return shuffle(values, width, bits, lanes)


_TR16 = ("ROCm/rocm-systems#10175 (dest lane l, halfword n <- source lane ((l >> 2) & 3) + 4n, halfword l & 3; "
         "checked against gfx950 hardware); LLVM DS_READ_B64_TR_B16 (gfx950-insts)")
_TR8 = ("Modular's documentation of llvm.amdgcn.ds.read.tr8.b64 (two interleaved 8x8 byte transposes); LLVM "
        "DS_READ_B64_TR_B8 (gfx950-insts)")
_SAME = "the rule of ds_read_b64_tr_b16/_b8 at {e} elements a lane; no public statement beyond it; LLVM {llvm}"
_MI450 = ("AMD's ROCm blog 'A Deep Dive into LDS Optimizations on AMD Instinct MI450 GPUs' (August 2026: {rule}); "
          "Triton's AMD backend lowers to it so (MemoryOpToLLVM.cpp fullTile, triton-lang/triton#8461, #8525); "
          "LLVM {llvm} (gfx1250-insts)")

#: Every transposing read, once.
TRANSPOSING_READS: tuple[TransposingRead, ...] = (
    TransposingRead("ds_read_b64_tr_b16", 64, 16, DS_READ_TR, _TR16, "published"),
    TransposingRead("ds_read_b64_tr_b8", 64, 8, DS_READ_TR, _TR8, "published"),
    TransposingRead("ds_read_b64_tr_b4", 64, 4, DS_READ_TR, _SAME.format(e=16, llvm="DS_READ_B64_TR_B4"),
                    "provisional"),
    TransposingRead("ds_read_b96_tr_b6", 96, 6, DS_READ_TR, _SAME.format(e=16, llvm="DS_READ_B96_TR_B6"),
                    "provisional"),
    # gfx1250: source lanes 8h..8h+7 make the rows of columns 8h..8h+7 (four 8x8 transposes a wave) ...
    TransposingRead("ds_load_tr16_b128", 128, 16, DS_LOAD_TR,
                    _MI450.format(rule="four independent 8x8 transposes of 8-lane groups", llvm="DS_LOAD_TR16_B128"),
                    "published", (("row", 0), ("row", 1), ("row", 2), ("col", 3))),
    # ... and for bytes, source lanes 0-3 and 8-11 the rows of columns 0-7, lanes 4-7 and 12-15 of columns 8-15.
    TransposingRead("ds_load_tr8_b64", 64, 8, DS_LOAD_TR,
                    _MI450.format(rule="destination lanes 0-7 read source lanes 0-3 and 8-11", llvm="DS_LOAD_TR8_B64"),
                    "published", (("row", 0), ("row", 1), ("col", 3), ("row", 2))),
)

_BY_NAME = {t.mnemonic: t for t in TRANSPOSING_READS}


def transposing_read(mnemonic: str, arch: str | Arch | None = None) -> TransposingRead:
    """The :class:`TransposingRead` row of ``mnemonic`` (refused where ``arch`` lacks its feature)."""
    t = row(_BY_NAME, "transposing read", mnemonic)
    gate(arch, t.feature, t.mnemonic)
    return t
