"""How an operand comes out of LDS: each lane's addresses, the registers the reads produce, the
bank conflicts of every read and write, and the search for a swizzle or padding without them.

The read plan follows from two declarations: the operand's layout (``placements()``: which
element each lane's register bits hold) and the tile's (``Tile.bit_address``). For a plain
read the elements a lane's ``width`` bits hold must lie at consecutive tile addresses; for a
transposing read the elements one source lane's read carries (a column run of 16 destination
lanes, :mod:`.semantics`) must. Every plan is then *executed* on an LDS image of the tile with
the instruction's semantics, and each register bit compared with the operand's layout; a plan
that fails that check is never returned as exact.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .. import primitives as P
from ..dtypes import resolve
from ..errors import AmdMatrixError
from ..records import record
from . import semantics
from .facts import Access, LdsFacts, facts
from .tile import Swizzle, Tile, TileError

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ..model import Instruction

__all__ = ["PhaseConflict", "Instr", "Report", "Solution", "analyse", "solve", "conflicts", "exact_reads",
           "alignment"]


@record
class PhaseConflict:
    phase: int
    lanes: tuple[int, ...]
    #: Cycles the phase takes: the most distinct dwords one bank delivers (1 = no conflict).
    ways: int
    bank: int
    #: The lanes that meet on ``bank``.
    bank_lanes: tuple[int, ...]


@record
class Instr:
    """One LDS instruction of the plan: each lane's byte address (None: the lane reads nothing
    of the operand) and the conflicts of each phase."""

    mnemonic: str
    index: int
    addresses: tuple[int | None, ...]
    phases: tuple[PhaseConflict, ...]

    @property
    def ways(self) -> int:
        return max((p.ways for p in self.phases), default=1)

    @property
    def cycles(self) -> int:
        return sum(p.ways for p in self.phases)


@record
class Report:
    arch: str
    instruction: str
    matrix: str
    tile: Tile
    read: Access
    reads: tuple[Instr, ...]
    #: Register bits the reads do not fill with the operand's element: (lane, bit offset, element, got).
    misplaced: tuple[tuple[int, int, str, str], ...]
    write: Access | None
    writes: tuple[Instr, ...]
    provisional: tuple[str, ...]
    #: The accesses below their natural alignment: (mnemonic, index, lanes, alignment in bytes).
    #: Legal only in unaligned-access mode, where no source gives the LDS's phases.
    unaligned: tuple[tuple[str, int, tuple[int, ...], int], ...] = ()
    #: The operand's rows and columns: the reads shown are of this sub-tile at the tile's origin.
    operand_shape: tuple[int, int] = (0, 0)

    @property
    def exact(self) -> bool:
        return not self.misplaced

    @property
    def aligned(self) -> bool:
        """Every read and write at a multiple of its natural alignment (:func:`alignment`)."""
        return not self.unaligned

    @property
    def subtile(self) -> bool:
        """Whether the reads shown are one operand-sized sub-tile of a larger tile."""
        return (self.tile.rows, self.tile.cols) != self.operand_shape

    @property
    def read_ways(self) -> int:
        return max((r.ways for r in self.reads), default=1)

    @property
    def write_ways(self) -> int:
        return max((w.ways for w in self.writes), default=1)


def conflicts(access: Access, addresses: Sequence[int | None]) -> tuple[PhaseConflict, ...]:
    """The conflicts of one instruction: per phase, the most distinct dwords one bank serves."""
    present = [a for a in addresses if a is not None]
    if not present:
        return _conflicts(access, tuple(addresses))
    # Moving every address by whole rows of banks changes no bank and no dword's distinctness, so
    # the instructions of a large tile share a handful of normalised patterns (and their answer).
    row = access.banks * 4
    base = min(present) // row * row
    return _conflicts(access, tuple(None if a is None else a - base for a in addresses))


_CONFLICTS: dict[tuple[Access, tuple[int | None, ...]], tuple[PhaseConflict, ...]] = {}


def _conflicts(access: Access, addresses: tuple[int | None, ...]) -> tuple[PhaseConflict, ...]:
    key = (access, addresses)
    known = _CONFLICTS.get(key)
    if known is not None:
        return known
    if len(_CONFLICTS) > 65536:
        _CONFLICTS.clear()
    out = []
    nbytes = access.width // 8
    for n, lanes in enumerate(access.phases):
        banks: dict[int, dict[int, list[int]]] = {}
        for lane in lanes:
            if lane >= len(addresses):
                continue
            a = addresses[lane]
            if a is None:
                continue
            for dword in range(a // 4, (a + nbytes - 1) // 4 + 1):
                banks.setdefault(dword % access.banks, {}).setdefault(dword, []).append(lane)
        worst, ways = 0, 1
        for bank, dwords in sorted(banks.items()):
            if len(dwords) > ways:
                worst, ways = bank, len(dwords)
        lanes_on = tuple(sorted({ln for ls in banks.get(worst, {}).values() for ln in ls})) if ways > 1 else ()
        out.append(PhaseConflict(n, tuple(lanes), ways, worst, lanes_on))
    result = _CONFLICTS[key] = tuple(out)
    return result


_SLOTS: dict[tuple[int, str, int | None, tuple[tuple[str, object], ...]],
             tuple[dict[tuple[int, int], tuple[int, int]], int, int, str, tuple[int, ...]]] = {}


def _slots(inst: Instruction, matrix: str, wave: int | None, mods: dict[str, object],
           tile: Tile) -> tuple[dict[tuple[int, int], tuple[int, int]], int, int, Tile, tuple[int, int]]:
    """(lane, bit offset) -> (tile row, tile column) of every operand value; the bits per lane; the
    wave; the tile with the operand's type (its name as the resolver of type names reads it); the
    operand's rows and columns. A tile of another type than the operand's is refused."""
    key = (id(inst), matrix, wave, tuple(sorted(mods.items())))
    known = _SLOTS.get(key)
    if known is None:
        known = _SLOTS[key] = _operand(inst, matrix, wave, mods)
    slots, lane_bits, wave_size, dtype, sizes = known
    if tile.dtype != dtype:
        try:
            resolve(tile.dtype, (dtype,))
        except AmdMatrixError:
            raise TileError(f"the tile holds {tile.dtype} but {inst.mnemonic} {matrix} reads {dtype}; legal values: "
                            f"a {dtype} tile") from None
        tile = Tile(tile.rows, tile.cols, dtype, tile.order, tile.pad, tile.swizzle)
    rows, cols = sizes[0], sizes[1]
    if tile.rows < rows or tile.cols < cols:
        raise TileError(f"the tile {tile.rows}x{tile.cols} does not hold {matrix} ({rows}x{cols}); legal values: at "
                        f"least {rows} rows and {cols} columns")
    return slots, lane_bits, wave_size, tile, (rows, cols)


def _operand(inst: Instruction, matrix: str, wave: int | None,
             mods: dict[str, object]) -> tuple[dict[tuple[int, int], tuple[int, int]], int, int, str, tuple[int, ...]]:
    layout = inst.layout(matrix, wave, **mods)
    if layout.sizes[2] > 1:
        raise TileError(f"{inst.mnemonic} {matrix} has {layout.sizes[2]} blocks; amdmatrix lds models one-block "
                        "operands (legal values: an instruction with one block)")
    dtype = inst.dtype(matrix, wave=wave, **mods).key
    slots: dict[tuple[int, int], tuple[int, int]] = {}
    for el in inst.placements(matrix, wave=wave, **mods):
        loc = el.location
        assert loc is not None
        slots[(loc.lane, loc.bit_offset)] = (el.row, el.col)
    return slots, inst.gprs(matrix, wave, **mods) * 32, layout.wave, dtype, layout.sizes


def alignment(access: Access) -> int:
    """The alignment an LDS access needs outside unaligned-access mode, in bytes: its size rounded up
    to a power of two (LLVM 22, SIISelLowering.cpp ``allowsMisalignedMemoryAccessesImpl``:
    ``Align(PowerOf2Ceil(Size/8))``, "natural alignment"; ds_read_b96 and ds_read_b128 16,
    ds_read_b64 and the 64-bit transposing reads 8). The exception is ds_read_b96_tr_b6, whose 16
    lanes read a packed 16 x 16 FP6 tile in consecutive 12-byte pieces (16 x 6 bits each): it is
    made for 12-byte steps, so it takes a dword. Below it an access is legal only in
    unaligned-access mode (which LLVM turns on for amdhsa, GCNSubtarget.cpp), where no source
    gives the LDS's phases."""
    nbytes = access.width // 8
    if access.transpose and nbytes % 3 == 0:
        return 4
    return 1 << (nbytes - 1).bit_length()


def _unaligned(instrs: Sequence[Instr], access: Access) -> list[tuple[str, int, tuple[int, ...], int]]:
    if access.direct:  # lane t at M0 + t x size: the direct loads' own addressing
        return []
    align = alignment(access)
    out = []
    for ins in instrs:
        lanes = tuple(n for n, a in enumerate(ins.addresses) if a is not None and a % align)
        if lanes:
            out.append((ins.mnemonic, ins.index, lanes, align))
    return out


#: For each source lane and each element of its read: (destination lane, bits the destination's
#: element sits above the read's first register bit, bits the element sits above the read's start).
_Positions = tuple[tuple[tuple[int, int, int], ...], ...]


def _plain_positions(tile: Tile, wave: int, q: int, width: int) -> _Positions:
    """A plain read fills its own lane: the values starting in its window, and one started by the
    read before that runs into it (a packed FP6 value cut by the 32-bit boundary)."""
    first = max(0, (q * width - tile.bits) // tile.bits + 1) * tile.bits
    offs = [(off - q * width, off - q * width) for off in range(first, (q + 1) * width, tile.bits)]
    return tuple(tuple((lane, rel, at) for rel, at in offs) for lane in range(wave))


_TR_POSITIONS: dict[tuple[str, int], _Positions] = {}


def _tr_positions(access: Access, wave: int) -> _Positions:
    """A transposing read delivers element ``k`` of source lane ``s`` to the destination (lane,
    element) the table's move inverted says (:meth:`~amdmatrix.primitives.TransposingRead.moves`:
    destination -> source, a bijection of (element, lane, group))."""
    key = (access.mnemonic, wave)
    if key not in _TR_POSITIONS:
        t = P.transposing_read(access.mnemonic)
        back = t.moves(wave).invert()  # (source element, lane, group) -> (destination element, lane, group)
        _TR_POSITIONS[key] = tuple(
            tuple((d["group"] * 16 + d["lane"], d["element"] * t.bits, k * t.bits)
                  for k in range(t.elements) for d in (back.apply(element=k, lane=s % 16, group=s // 16),))
            for s in range(wave))
    return _TR_POSITIONS[key]


def _addresses(slots: dict[tuple[int, int], tuple[int, int]], tile: Tile, wave: int, q: int, access: Access,
               bad: list[tuple[int, int, str, str]]) -> tuple[int | None, ...]:
    """Each lane's byte address for read ``q`` (None: it reads nothing of the operand): the
    elements its read delivers must lie at consecutive tile addresses."""
    width = access.width
    positions = _tr_positions(access, wave) if access.transpose else _plain_positions(tile, wave, q, width)
    reach = "not contiguous with the lane's other values"
    first = "the lane's first value is not at a byte boundary"
    if access.transpose:
        first = "the source lane's first value is not at a byte boundary"
    out: list[int | None] = []
    address = tile.addresser()
    for lane, delivered in enumerate(positions):
        base: int | None = None
        for dest, rel, at in delivered:
            rc = slots.get((dest, q * width + rel))
            if rc is None:
                continue
            bit = address(*rc) - at
            if base is None:
                base = bit
            elif bit != base:
                why = f"source lane {lane} of the transposing read cannot also reach it" if access.transpose else reach
                bad.append((dest, q * width + rel, f"[{rc[0]}][{rc[1]}]", why))
        if base is not None and base % 8:
            bad.append((lane, q * width, "", first))
            base = None
        out.append(None if base is None else base // 8)
    return tuple(out)


def _codes(tile: Tile, rows: int, cols: int, plane: int) -> tuple[bytearray, dict[tuple[int, int], int]]:
    """An LDS image of the tile: element (r, c) holds digit ``plane`` of its index in base 2**bits
    (in each 32-bit part of a 64-bit element)."""
    address = tile.addresser()
    span = max(address(r, c) for r in range(rows) for c in range(cols)) // 8 + 16
    nb = (tile.bits + 7) // 8 + 1
    lds = bytearray(span + 16 + nb)
    mask = (1 << tile.bits) - 1
    code = {}
    for r in range(rows):
        for c in range(cols):
            v = ((r * cols + c) >> (plane * tile.bits)) & mask
            if tile.bits > 32:  # each 32-bit half names the element, so a half read from elsewhere shows
                v = sum(v << (32 * k) for k in range(tile.bits // 32)) & mask
            code[(r, c)] = v
            bit = address(r, c)
            word = int.from_bytes(lds[bit // 8: bit // 8 + nb], "little") | (v << (bit % 8))
            lds[bit // 8: bit // 8 + nb] = word.to_bytes(nb, "little")
    return lds, code


def _verify(slots: dict[tuple[int, int], tuple[int, int]], tile: Tile, wave: int, access: Access,
            reads: Sequence[tuple[int | None, ...]], bad: list[tuple[int, int, str, str]]) -> None:
    """Execute the reads on coded LDS images and compare every operand bit with its element
    (a value that two reads share is put together from both)."""
    rows = 1 + max(rc[0] for rc in slots.values())
    cols = 1 + max(rc[1] for rc in slots.values())
    planes = -(-max(1, (rows * cols - 1).bit_length()) // tile.bits)
    flagged = {(lane, off) for lane, off, _, _ in bad}
    mask = (1 << tile.bits) - 1
    width = access.width
    for plane in range(planes):
        lds, code = _codes(tile, rows, cols, plane)
        full = [0] * wave
        missing: list[set[int]] = [set() for _ in range(wave)]
        skipped: set[int] = set()
        for q, addrs in enumerate(reads):
            if access.transpose:
                if any(a is None for a in addrs):
                    skipped.add(q)  # some lane had nothing to read: the plan is already reported incomplete
                    continue
                got: Sequence[int | None] = semantics.read_transposed(lds, [a or 0 for a in addrs], width,
                                                                      access.transpose, access.mnemonic)
            else:
                got = semantics.read(lds, addrs, width)
            for lane in range(wave):
                v = got[lane] if lane < len(got) else None
                if v is None:
                    missing[lane].add(q)
                else:
                    full[lane] |= v << (q * width)
        for (lane, off), rc in slots.items():
            qs = set(range(off // width, (off + tile.bits - 1) // width + 1))
            if (lane, off) in flagged or qs & skipped:
                continue
            if qs & missing[lane] or (full[lane] >> off) & mask != code[rc]:
                flagged.add((lane, off))
                bad.append((lane, off, f"[{rc[0]}][{rc[1]}]", "the read delivers another value"))


def _writes(tile: Tile, rows: int, cols: int, access: Access, wave: int) -> tuple[Instr, ...]:
    """The writer: the wave writes the tile's bytes in ``access.width``-bit chunks along its
    storage order, line by line (a chunk may cut a packed FP6 value; the next chunk holds the rest)."""
    line = cols if tile.order == "row-major" else rows
    lines = rows if tile.order == "row-major" else cols
    line_bits = line * tile.bits
    if line_bits % access.width:
        raise TileError(f"{access.mnemonic} writes {access.width} bits a lane, which do not divide a tile line of "
                        f"{line} x {tile.bits} bits; legal values: a write width that divides the line")
    chunks = lines * (line_bits // access.width)
    starts = _chunk_starts(tile, lines, line_bits, access)
    if access.direct:
        starts = _direct_starts(starts, access.width // 8, wave, access)
    out = []
    for w in range(-(-chunks // wave)):
        addrs = tuple(starts[ch] if ch < chunks else None for ch in range(w * wave, w * wave + wave))
        out.append(Instr(access.mnemonic, w, addrs, conflicts(access, addrs)))
    return tuple(out)


def _direct_starts(starts: list[int], nbytes: int, wave: int, access: Access) -> list[int]:
    """A direct-to-LDS load writes lane t of each instruction at M0 + offset + t x ``nbytes``: the
    tile's vectors in LDS order, each instruction's run contiguous. Each lane then loads from
    global memory the vector that lands there (the swizzle moves to the global addresses)."""
    order = sorted(starts)
    for n in range(1, len(order)):
        if n % wave and order[n] != order[n - 1] + nbytes:
            raise TileError(f"{access.mnemonic} writes each lane's {nbytes} bytes at M0 + lane x {nbytes}, but this "
                            f"tile leaves a gap at byte {order[n - 1] + nbytes} inside the run of one instruction; "
                            f"legal values: a tile whose padding falls only every {wave * nbytes} bytes, or a ds_write")
    return order


def _chunk_starts(tile: Tile, lines: int, line_bits: int, access: Access) -> list[int]:
    """The LDS byte address of every ``access.width``-bit chunk of the tile, in storage order;
    raises when the swizzle splits a chunk or a chunk does not start on a byte.

    Before the swizzle a chunk is consecutive bytes of one line. When every bit the swizzle
    reads or writes lies above the highest address bit that varies inside the chunk, the
    swizzle adds one constant to all of the chunk's bytes, so the chunk lands whole and in order
    and only its start is computed; otherwise each of its bytes is moved and compared."""
    sw = tile.swizzle
    nbytes = access.width // 8
    step = tile.stride * tile.bits  # bits from one line's start to the next
    lowest = min((min(p) for p in sw.pairs), default=64) if sw is not None else 64
    starts = []
    for ln in range(lines):
        for pos in range(0, line_bits, access.width):
            bit = ln * step + pos
            if bit % 8:
                raise TileError(f"{access.mnemonic} cannot write this tile: a {access.width}-bit chunk of line {ln} "
                                "starts inside a byte; legal values: a padding that keeps lines on byte boundaries")
            a = bit // 8
            if sw is None or (a ^ (a + nbytes - 1)).bit_length() <= lowest:
                starts.append(a if sw is None else sw(a))
                continue
            first = sw(a)
            if any(sw(a + t) != first + t for t in range(1, nbytes)):
                raise TileError(f"{access.mnemonic} cannot write this tile: the swizzle splits a {access.width}-bit "
                                "chunk; legal values: a swizzle whose M is at least log2 of the write's bytes")
            starts.append(first)
    return starts


def _provisional(lf: LdsFacts, *accesses: Access | None) -> tuple[str, ...]:
    notes = []
    if lf.confidence != "published":
        notes.append(f"{lf.arch} LDS: {lf.source}")
    for a in accesses:
        if a is not None and a.confidence != "published":
            notes.append(f"{a.mnemonic} phases: {a.source}")
    return tuple(notes)


def analyse(inst: Instruction, matrix: str, tile: Tile, read: str, *, write: str | None = None,
            wave: int | None = None, **mods: object) -> Report:
    """The reads (and the writer) of ``matrix`` of ``inst`` from ``tile`` with the LDS instruction ``read``."""
    return _analyse(inst, matrix, tile, read, write, wave, mods)


def _analyse(inst: Instruction, matrix: str, tile: Tile, read: str, write: str | None, wave: int | None,
             mods: dict[str, object], verify: bool = True) -> Report:
    """:func:`analyse`; the solver's search skips executing the reads (``verify=False``) and
    verifies the one tile it returns."""
    if matrix not in ("A", "B"):
        raise AmdMatrixError(f"amdmatrix lds reads A or B, not {matrix!r}; legal values: A, B")
    lf = facts(inst.arch.name)
    acc = lf.access(read)
    if acc.write:
        raise AmdMatrixError(f"{acc.mnemonic} is a write; legal values for the read: "
                             + ", ".join(a.mnemonic for a in lf.accesses if not a.write))
    wacc = lf.access(write) if write is not None else None
    if wacc is not None and not wacc.write:
        raise AmdMatrixError(f"{wacc.mnemonic} is a read; legal values for the write: "
                             + ", ".join(a.mnemonic for a in lf.accesses if a.write))
    slots, lane_bits, wave_size, tile, shape = _slots(inst, matrix, wave, mods, tile)
    if tile.nbytes > lf.size:
        raise TileError(f"the tile {tile} takes {tile.nbytes} bytes, more than the {lf.size} bytes of {lf.arch}'s "
                        "LDS; legal values: a tile that fits")
    if acc.transpose and acc.transpose != tile.bits:
        raise TileError(f"{acc.mnemonic} transposes {acc.transpose}-bit elements, the tile holds {tile.bits}-bit "
                        "ones; legal values: a transposing read of the tile's width")
    if acc.width <= lane_bits and lane_bits % acc.width:
        raise TileError(f"{acc.mnemonic} reads {acc.width} bits a lane, which do not divide the {lane_bits} bits of "
                        f"{matrix} a lane holds; legal values: a read whose width divides {lane_bits}")
    if acc.width > lane_bits:
        raise TileError(f"{acc.mnemonic} fills {acc.width} bits of each lane, more than the {lane_bits} bits of "
                        f"{matrix} a lane holds, so it would also overwrite registers the instruction does not "
                        "read (one read feeding two instructions, K-packing, is not modelled); legal values: a read "
                        f"of at most {lane_bits} bits")
    bad: list[tuple[int, int, str, str]] = []
    count = -(-lane_bits // acc.width)
    reads = [_addresses(slots, tile, wave_size, q, acc, bad) for q in range(count)]
    if verify:
        _verify(slots, tile, wave_size, acc, reads, bad)
    instrs = tuple(Instr(acc.mnemonic, q, a, conflicts(acc, a)) for q, a in enumerate(reads))
    rows = 1 + max(rc[0] for rc in slots.values())
    cols = 1 + max(rc[1] for rc in slots.values())
    writes = _writes(tile, max(rows, tile.rows), max(cols, tile.cols), wacc, wave_size) if wacc is not None else ()
    unaligned = _unaligned(instrs, acc) + (_unaligned(writes, wacc) if wacc is not None else [])
    return Report(inst.arch.name, inst.mnemonic, matrix, tile, acc, instrs, tuple(sorted(set(bad))), wacc, writes,
                  _provisional(lf, acc, wacc), tuple(unaligned), shape)


def exact_reads(inst: Instruction, matrix: str, tile: Tile, *, wave: int | None = None,
                **mods: object) -> tuple[tuple[str, Tile], ...]:
    """The reads of the architecture that give ``matrix`` exactly, and aligned, from ``tile`` or from a
    plain tile of its shape in the other storage order (each checked by executing it): what to use
    instead when a read is not exact."""
    out = []
    other = Tile(tile.rows, tile.cols, tile.dtype, "col-major" if tile.order == "row-major" else "row-major")
    for t in (tile, other):
        for acc in facts(inst.arch.name).accesses:
            if acc.write:
                continue
            try:
                rep = _analyse(inst, matrix, t, acc.mnemonic, None, wave, mods)
                if rep.exact and rep.aligned:
                    out.append((acc.mnemonic, rep.tile))
            except AmdMatrixError:
                continue  # a read of another width or element size than this operand takes
    return tuple(out)


@record
class Solution:
    """What ``--solve`` found: the best tile (a swizzle or a padding), or why there is none."""

    found: bool
    tile: Tile
    read_ways: int
    write_ways: int
    extra_bytes: int
    tried: int
    reason: str
    report: Report | None
    #: True when no tile of the kind searched can do it: the read is not exact in any of them, or
    #: the lower bound of :func:`_bound` is above one for the plain tile and every padding.
    impossible: bool = False


def _candidates(tile: Tile, access_bytes: int, widest_bytes: int, banks: int) -> Iterable[Tile]:
    base = tile.with_(pad=0, swizzle=None)
    yield base
    lo = max(0, access_bytes.bit_length() - 1)
    hi = (banks * 4).bit_length() - 1  # the bank bits of a byte address end here
    for b in range(1, 6):
        for m in range(lo, hi):
            for s in range(b, 9):
                if m + b <= hi + 1:
                    yield base.with_(swizzle=Swizzle.cute_form(b, m, s))
    # Pads keep every lane's vector, read or written, aligned to its size (ROCm/rocm-libraries#10720
    # pads by multiples of the 16-byte access).
    step = max(1, 8 * widest_bytes // tile.bits)
    for k in range(1, banks * 32 // (tile.bits * step) + 1):
        yield base.with_(pad=k * step)


def _bijective(tile: Tile) -> bool:
    """Every element of the tile at its own address, checked exhaustively."""
    address = tile.addresser()
    seen = {address(r, c) for r in range(tile.rows) for c in range(tile.cols)}
    return len(seen) == tile.rows * tile.cols


def solve(inst: Instruction, matrix: str, tile: Tile, read: str, *, write: str | None = None,
          wave: int | None = None, **mods: object) -> Solution:
    """Search swizzles and paddings for a tile that the reader (and the writer, when given) use
    without bank conflicts while the reads stay exact.

    The candidates: CuTe's ``Swizzle<B,M,S>`` (B <= 5, over the bank bits), paddings up to one bank
    row, and, when none of those is conflict-free, a general XOR of address bits into the bank bits
    (a unit lower-triangular bit matrix) built greedily, up to :data:`_MAX_WEIGHT` pairs. The tile
    returned is verified by executing its reads, and checked to be a bijection element by element.
    When nothing conflict-free is found, :func:`_bound` may prove that no swizzle of that kind, of
    any weight, and no padding can be (``Solution.impossible``; the greedy search is then skipped)."""
    acc = facts(inst.arch.name).access(read)
    plain = tile.with_(pad=0, swizzle=None)
    scored: list[tuple[tuple[int, int, int, int], Tile, Report]] = []
    tried = 0
    exact_any = unaligned_any = False
    bare = _analyse(inst, matrix, plain, read, None, wave, mods, verify=False)  # raises if the tile is not legal
    plain = bare.tile  # the operand's type, in the resolver's name
    tile = Tile(tile.rows, tile.cols, plain.dtype, tile.order, tile.pad, tile.swizzle)
    widest = max(acc.width, facts(inst.arch.name).access(write).width if write else 0)
    for cand in _candidates(tile, acc.width // 8, widest // 8, acc.banks):
        tried += 1
        try:
            rep = _analyse(inst, matrix, cand, read, write, wave, mods, verify=False)
        except TileError:
            continue  # a swizzle that splits the writer's vector, or a padding that outgrows the LDS
        if rep.exact and not rep.aligned:
            unaligned_any = True  # legal only in unaligned-access mode: never proposed
        elif rep.exact:
            exact_any = True
            extra = cand.nbytes - plain.nbytes
            weight = 0 if cand.swizzle is None else cand.swizzle.weight
            scored.append(((rep.read_ways + rep.write_ways, extra, weight, tried), cand, rep))
    if not exact_any and not scored:
        if unaligned_any:
            return Solution(False, tile, 0, 0, 0, tried, f"every swizzle or padding that keeps {read} exact puts a "
                            "read or write below its natural alignment, legal only in unaligned-access mode (whose "
                            "phases no source gives); none is proposed", None, True)
        if write is not None and bare.exact:
            return Solution(False, tile, 0, 0, 0, tried, f"{write} cannot write any tile that keeps {read} exact",
                            None, True)
        return Solution(False, tile, 0, 0, 0, tried, f"no swizzle or padding keeps {read} exact for this operand "
                        "and tile (each lane's values are not contiguous in the tile's storage order)", None, True)
    scored.sort(key=lambda x: x[0])
    bound, witness = min((_bound(rep) for _, cand, rep in scored if cand.swizzle is None),
                         key=lambda b: b[0], default=(1, ""))
    greedy_ran = False
    if scored[0][0][0] > 2 and bound == 1:  # nothing conflict-free yet, and the bound does not rule it out
        greedy_ran = True
        found, n = _greedy_xor(inst, matrix, plain, read, write, acc, wave, mods)
        tried += n
        if found is not None:
            rep = _analyse(inst, matrix, found, read, write, wave, mods, verify=False)
            scored.insert(0, ((rep.read_ways + rep.write_ways, 0, 0, 0), found, rep))
    _, cand, _ = scored[0]
    rep = _analyse(inst, matrix, cand, read, write, wave, mods)  # verified by executing the reads
    if not rep.exact or not rep.aligned:
        raise AmdMatrixError(f"internal error: the reads of {cand} fail verification or alignment")
    if not _bijective(cand):
        raise AmdMatrixError(f"internal error: {cand} is not a bijection")
    free = rep.read_ways == 1 and rep.write_ways == 1
    extra = cand.nbytes - plain.nbytes
    best = (f"the best of {tried} candidates reads {rep.read_ways}-way"
            + (f" and writes {rep.write_ways}-way" if write else ""))
    if free:
        reason = "conflict-free"
    elif bound > 1:
        reason = (f"impossible: {witness}; so every XOR swizzle (of any weight, each bit taking at most one "
                  "other) that keeps the read and write vectors whole, on the tile or on any padding of it that "
                  f"keeps the vectors aligned, reads at least {bound}-way; " + best)
    else:
        reason = ("no Swizzle<B,M,S> over the bank bits with B <= 5, no padding up to one bank row"
                  + (f" and no XOR of up to {_MAX_WEIGHT} address bits found greedily" if greedy_ran else "")
                  + f" makes it conflict-free (none is ruled out); {best}")
    return Solution(free, cand, rep.read_ways, rep.write_ways, extra, tried, reason, rep, not free and bound > 1)


def _vectors(instrs: Sequence[Instr], nbytes: int) -> Iterable[tuple[int, int]]:
    """(address, mask of the address bits that vary inside it) of every vector of ``instrs``."""
    for ins in instrs:
        for a in ins.addresses:
            if a is not None:
                yield a, (1 << (a ^ (a + nbytes - 1)).bit_length()) - 1


def _bound(rep: Report) -> tuple[int, str]:
    """A lower bound on the read's ways over every XOR swizzle of ``rep``'s (unswizzled) tile in
    which each address bit takes at most one other (CuTe's ``Swizzle<B,M,S>``, ``xor(...)``) and
    which keeps every read and write vector whole, with its witness.

    A pair (source bit s, destination bit d) breaks a vector that bit d runs through wherever
    bit s is 1 (or runs through it too): that reverses or scatters the vector's bytes. And a
    pair whose s is 0 in every address the reads touch leaves the reads where they are. So an
    address bit d is *fixed* for the reads unless some s > d is 1 somewhere in the reads and
    breaks no read or write vector. A bank is the dword's low log2(banks) bits; distinct dwords
    of one phase that agree on the fixed ones need distinct values of the others, of which there
    are 2**free. Padding a line by a whole bank row changes none of this, so the paddings up to
    one bank row, which the solver tries, stand for every padding."""
    acc = rep.read
    harm: dict[int, int] = {}  # d -> the source bits a pair into d may not take
    touched = 0  # bits that are 1 somewhere in the reads
    reads: Iterable[tuple[int, int]] = _vectors(rep.reads, acc.width // 8)
    if acc.width % rep.tile.bits and rep.reads:
        # Packed values cut by the reads' boundaries (FP6 in 32- or 64-bit reads): a lane's reads
        # must stay one contiguous run, which is then the vector.
        n = len(rep.reads) * acc.width // 8
        reads = _vectors((Instr(acc.mnemonic, 0, rep.reads[0].addresses, ()),), n)
    for vectors, is_read in ((reads, True),
                             (_vectors(rep.writes, rep.write.width // 8 if rep.write else 4), False)):
        for a, varying in vectors:
            span = a | varying
            if is_read:
                touched |= span
            d = 0
            while varying >> d:
                harm[d] = harm.get(d, 0) | span
                d += 1
    bank_bits = range(2, 2 + acc.banks.bit_length() - 1)
    movable = [d for d in bank_bits
               if any(touched >> s & 1 and not harm.get(d, 0) >> s & 1 for s in range(d + 1, touched.bit_length()))]
    fixed = [d for d in bank_bits if d not in movable]
    free = 1 << len(movable)
    worst, text = 1, ""
    for ins in rep.reads:
        for ph in ins.phases:
            classes: dict[int, set[int]] = {}
            for lane in ph.lanes:
                addr = ins.addresses[lane] if lane < len(ins.addresses) else None
                if addr is None:
                    continue
                for dw in range(addr // 4, (addr + acc.width // 8 - 1) // 4 + 1):
                    key = sum(((dw * 4) >> d & 1) << n for n, d in enumerate(fixed))
                    classes.setdefault(key, set()).add(dw)
            for dwords in classes.values():
                ways = -(-len(dwords) // free)
                if ways > worst:
                    worst = ways
                    bits = ", ".join(str(d) for d in fixed)
                    text = (f"{acc.mnemonic} #{ins.index} phase {ph.phase} reads {len(dwords)} distinct dwords that "
                            f"agree on address bits {bits}, which no such swizzle moves, leaving {free} banks for them")
    return worst, text


#: The most address bits the general XOR search folds into the bank bits.
_MAX_WEIGHT = 4


def _greedy_xor(inst: Instruction, matrix: str, tile: Tile, read: str, write: str | None, acc: Access,
                wave: int | None, mods: dict[str, object]) -> tuple[Tile | None, int]:
    """A general XOR swizzle (a bit matrix over the address bits), built one pair at a time: each
    step adds the (source bit, bank bit) pair that lowers the total cycles of the reads and
    writes most. Returns a conflict-free tile, or None, and the number of candidates tried."""
    widest = max(acc.width, facts(inst.arch.name).access(write).width if write else 0)
    lo = max(0, (widest // 8).bit_length() - 1)  # keep every lane's vector whole
    hi = (acc.banks * 4).bit_length() - 1
    top = max(hi + 1, (tile.nbytes - 1).bit_length())

    def cost(rep: Report) -> int:
        return sum(r.cycles for r in rep.reads) + sum(w.cycles for w in rep.writes)

    pairs: tuple[tuple[int, int], ...] = ()
    tried = 0
    current = cost(_analyse(inst, matrix, tile, read, write, wave, mods, verify=False))
    for _ in range(_MAX_WEIGHT):
        best: tuple[int, tuple[tuple[int, int], ...], Report] | None = None
        used = {d for _, d in pairs}
        for dst in range(lo, hi):
            if dst in used:
                continue
            for src in range(dst + 1, top):
                tried += 1
                cand = tile.with_(swizzle=Swizzle(pairs + ((src, dst),)))
                try:
                    rep = _analyse(inst, matrix, cand, read, write, wave, mods, verify=False)
                except TileError:
                    continue
                if rep.exact and rep.aligned and (best is None or cost(rep) < best[0]):
                    best = (cost(rep), pairs + ((src, dst),), rep)
        if best is None or best[0] >= current:
            return None, tried
        current, pairs, rep = best
        if rep.read_ways == 1 and rep.write_ways == 1:
            return tile.with_(swizzle=Swizzle(pairs)), tried
    return None, tried
