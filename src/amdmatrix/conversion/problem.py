"""The problem the planner solves, as data: the costs and conversions, each LLVM target's
figures (:data:`_TARGETS`), the two sides' position maps and their labels, and the search's
state, step and problem records."""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence

from .. import primitives as P
from .._dataclasses import dataclass
from ..archs import DPP_ROW_SHARE, PERMLANE16, Arch, resolve_arch
from ..errors import AmdMatrixError
from ..linear import LinearMap
from ..linear import operand as operand_map
from ..model import Instruction

#: Cost of one instruction by class, in *VALU-instruction units*: one unit is the issue of one
#: VALU instruction (a wave64 instruction takes a 16-lane CDNA SIMD 4 cycles, a wave32 one an
#: RDNA SIMD32 1 cycle). An LDS-unit permute (``ds_swizzle_b32``, ``ds_bpermute_b32``) goes
#: through the LDS crossbar and needs an LGKM wait (CDNA3 ISA §11 and §4.4 S_WAITCNT; RDNA3 ISA
#: "Data Share Operations"), so it counts double; Triton's AMD backend prefers
#: v_permlane*_swap to ds_bpermute for the same reason (triton-lang/triton#7825). An LDS read
#: or write counts ``lds_issue`` plus the cycles the LDS model says it takes (its phases, each
#: as many cycles as its worst bank conflict: MI200 ISA "Local Data Share", two cycles at best
#: and up to 64) in units of the cycles of a VALU instruction, rounded up: a conflict-free
#: wave64 ``ds_read_b64`` on CDNA3 (4 phases) costs 1 + 1, like ``ds_bpermute_b32``. The
#: numbers are a model, not measurements.
COSTS: dict[str, int] = {"valu": 1, "dpp": 1, "permlane": 1, "cvt": 1, "lds_permute": 2, "lds_issue": 1}

#: What the cost is counted in (the text and the JSON say it; {cycles}: one VALU instruction's cycles).
COST_UNIT = ("VALU-instruction units: 1 per VALU, DPP, permlane or conversion instruction, 2 per ds_bpermute or "
             "ds_swizzle, and for an LDS store or load 1 plus its LDS cycles / {cycles} (the cycles of one VALU "
             "instruction), the sum rounded up")

#: The packing conversion from FP32 to each operand format, by LLVM target: the instruction,
#: its rounding, and how many FP32 registers make one packed register. ``v_perm`` packs the
#: high halves (truncation) where the target has no BF16 conversion (RDNA3, RDNA4).
CONVERSIONS: dict[tuple[str, str], tuple[str, str]] = {
    ("gfx942", "fp16"): ("v_cvt_pkrtz_f16_f32", "toward zero"),
    ("gfx950", "fp16"): ("v_cvt_pk_f16_f32", "to nearest even"),
    ("gfx1100", "fp16"): ("v_cvt_pk_rtz_f16_f32", "toward zero"),
    ("gfx1200", "fp16"): ("v_cvt_pk_rtz_f16_f32", "toward zero"),
    ("gfx950", "bf16"): ("v_cvt_pk_bf16_f32", "to nearest even"),
    ("gfx942", "bf16"): ("v_perm_b32", "toward zero, keeping the high halves"),
    ("gfx1100", "bf16"): ("v_perm_b32", "toward zero, keeping the high halves"),
    ("gfx1200", "bf16"): ("v_perm_b32", "toward zero, keeping the high halves"),
    ("gfx942", "fp8_fnuz"): ("v_cvt_pk_fp8_f32", "to nearest even"),
    ("gfx942", "bf8_fnuz"): ("v_cvt_pk_bf8_f32", "to nearest even"),
    ("gfx950", "fp8"): ("v_cvt_pk_fp8_f32", "to nearest even"),
    ("gfx950", "bf8"): ("v_cvt_pk_bf8_f32", "to nearest even"),
    ("gfx1200", "fp8"): ("v_cvt_pk_fp8_f32", "to nearest even"),
    ("gfx1200", "bf8"): ("v_cvt_pk_bf8_f32", "to nearest even"),
}

_WIDTH = {"fp32": 32, "fp16": 16, "bf16": 16, "fp8": 8, "bf8": 8, "fp8_fnuz": 8, "bf8_fnuz": 8}

#: The routes a plan can take (``route="cheapest"`` plans both and publishes the cheaper).
ROUTES = ("cheapest", "registers", "lds")

#: The first SGPR the planner takes when the caller names none free: the HSA kernel ABI
#: preloads at most 16 user SGPRs and then up to 5 system SGPRs, s0-s20 (LLVM AMDGPUUsage,
#: "Initial Kernel Execution State"), so s24 on is past anything a kernel starts with.
DEFAULT_FIRST_SGPR = 24


@dataclass(frozen=True)
class _Target:
    """What the planner asks of an LLVM target (data, so that no code branches on a name); which
    data-movement primitives it has comes from its architecture's features (:mod:`amdmatrix.archs`)."""

    #: The LLVM processor.
    mcpu: str
    #: Cycles one VALU instruction of the default wave takes its SIMD: a wave64 on CDNA's 16-lane
    #: SIMDs 4 (ROCm Compute Profiler, "Pipeline descriptions": four 16-wide SIMDs), a wave32 on
    #: RDNA's SIMD32 1 (RDNA3 ISA, VALU chapter: 32 work-items at once).
    valu_cycles: int
    #: The S_WAITCNT immediate of lgkmcnt(0) with the other counters at their maximum (LLVM's
    #: AMDGPU syntax pages "gfx9 waitcnt" and "gfx11 waitcnt": LGKM_CNT in bits 11:8 or 9:4).
    lgkm0: int
    #: The wait for every outstanding LDS result, as LLVM's codegen writes it: s_waitcnt
    #: lgkmcnt(0), or on GFX12 s_wait_dscnt 0 (S_WAITCNT is deprecated there: llvm/llvm-project#77336).
    ds_wait: tuple[str, str]
    #: The DS mnemonics' stem as LLVM prints them: ds_write/ds_read, or ds_store/ds_load (GFX11+).
    store: str
    load: str
    #: Addressable SGPRs (s0 to s(n-1)) and VGPRs.
    sgprs: int
    vgprs: int = 256

    @functools.cached_property
    def arch(self) -> Arch:
        return resolve_arch(self.mcpu)

    @functools.cached_property
    def dpp16(self) -> bool:
        """GFX10+ DPP (DPP16): row_xmask and row_share, no wave shifts (RDNA3 ISA "DPP16")."""
        return self.arch.has(DPP_ROW_SHARE)

    @functools.cached_property
    def permlane16(self) -> bool:
        """v_permlane16_b32 and v_permlanex16_b32 (GFX10+)."""
        return self.arch.has(PERMLANE16)

    @functools.cached_property
    def swap_permlanes(self) -> dict[int, str]:
        """The register-pair permlanes of the primitives table the target has, by the lane bit each
        exchanges with the other register (v_permlane32_swap_b32: 5, v_permlane16_swap_b32: 4)."""
        return _swap_permlanes(self.arch)

    @property
    def swaps(self) -> frozenset[int]:
        """Lane bits a swap permlane exchanges with a register."""
        return frozenset(self.swap_permlanes)


_TARGETS: dict[str, _Target] = {
    "gfx942": _Target("gfx942", 4, 0xC07F, ("s_waitcnt", "lgkmcnt(0)"), "ds_write", "ds_read", 102),
    "gfx950": _Target("gfx950", 4, 0xC07F, ("s_waitcnt", "lgkmcnt(0)"), "ds_write", "ds_read", 102),
    "gfx1100": _Target("gfx1100", 1, 0xFC07, ("s_waitcnt", "lgkmcnt(0)"), "ds_store", "ds_load", 106),
    "gfx1200": _Target("gfx1200", 1, 0xFC07, ("s_wait_dscnt", "0"), "ds_store", "ds_load", 106),
}


def _swap_permlanes(a: Arch) -> dict[int, str]:
    out = {}
    for perm in P.PERMLANES:
        if perm.registers != 2 or not a.has(perm.feature):
            continue
        wave = 64
        lanes = P.permlane_source_lanes(perm.mnemonic, wave)
        lane, src = next((lane, e) for lane, e in enumerate(lanes[:wave]) if e >= wave)
        out[((src - wave) ^ lane).bit_length() - 1] = perm.mnemonic
    return out


@dataclass(frozen=True)
class _Side:
    """The search's labels of one side's position bits: ``slots`` (bits of a value's slot in its
    word), ``lanes`` and ``regs``, each naming the coordinate bit of the consumer position it
    carries (-1: a copy); made by :func:`_problem_sides` from the problem's map."""

    slots: tuple[int, ...]
    lanes: tuple[int, ...]
    regs: tuple[int, ...]
    registers: int
    width: int  # bits per value


def _log2(n: int, what: str) -> int:
    b = n.bit_length() - 1
    if n <= 0 or 1 << b != n:
        raise AmdMatrixError(f"{what} is {n}, not a power of two; such layouts are not planned")
    return b


def _positions(inst: Instruction, matrix: str, wave: int, mods: dict[str, int], tiles: int,
               coord: Callable[[int, int, int], int]) -> tuple[LinearMap, int, list[tuple[int, int, int, int]]]:
    """``tiles`` copies of ``matrix`` (tile t at registers t*n ...) as a map from positions (slot
    bits that hold values, lane, register and tile bits) to coordinate bits, where ``coord(t,
    row, col)`` is an element's global coordinate: the operand's
    :class:`~amdmatrix.linear.OperandMap` (``by_register``) with the coordinates composed in; also
    the bits a value takes and every (register, lane, bit offset, coordinate) placement, for
    verification."""
    regs = inst.gprs(matrix, wave=wave, **mods)
    width = _WIDTH.get(inst.dtype(matrix, wave=wave, **mods).key, 0)
    if not width:
        raise AmdMatrixError(f"{matrix} of {inst.mnemonic} has a format the planner does not move")
    rows: list[tuple[int, int, int, int]] = []
    for t in range(tiles):
        for e in inst.placements(matrix, wave=wave, **mods):
            loc = e.location
            assert loc is not None
            rows.append((t * regs + loc.register, loc.lane, loc.bit_offset % 32, coord(t, e.row, e.col)))
    rbits, lbits = _log2(regs, "the register count"), _log2(wave, "the wave size")
    _log2(regs * tiles, "the register count")
    om = operand_map(inst, matrix, wave=wave, **mods)
    m, packing = om.by_register, om.packing
    empty = AmdMatrixError(f"{matrix} of {inst.mnemonic} leaves register positions empty; not planned")
    if m is None or packing is None or m.size("register") != rbits or m.size("lane") != lbits:
        raise empty
    sbits = m.size("slot")
    reached = [any(c >> b & 1 for c in packing.columns) for b in range(sbits + rbits)]
    slot_dims = [b for b in range(sbits) if reached[b]]
    if not all(reached[sbits:]) or len(slot_dims) < sbits and not (width == 16 and sbits == 1):
        raise empty  # a register, or a slot (but a 16-bit D's other half), that no value fills

    def column(b: dict[str, int]) -> int:
        g = coord(0, b["row"], b["col"])
        if g & (g - 1):  # (a block bit is a copy: the coordinates name no block, as before)
            raise AmdMatrixError(f"{matrix} of {inst.mnemonic} is not a bit permutation; not planned")
        return g

    tbits = _log2(tiles, "the tile count")
    columns = [*(column(m.bases("slot")[b]) for b in slot_dims), *map(column, m.bases("lane")),
               *map(column, m.bases("register")), *(coord(1 << k, 0, 0) for k in range(tbits))]
    dims = (("slot", len(slot_dims)), ("lane", lbits), ("register", rbits + tbits))
    return LinearMap(dims, (("coord", _COORD_BITS),), columns), width, rows


#: Coordinate bits of the positions' common output (a plan moves at most 64 tiles of 2**16 elements).
_COORD_BITS = 24


def _problem_sides(src: LinearMap, dst: LinearMap, widths: tuple[int, int]) -> tuple[_Side, _Side]:
    """The search's view of the problem ``src.invert_and_compose(dst)`` (each producer position
    -> the consumer position that holds its element): every consumer position bit labelled by the
    coordinate bit it carries (-1: a copy) and every producer position bit by the label of the
    consumer bit it must reach."""
    try:
        moves = src.invert_and_compose(dst)
    except (ValueError, AmdMatrixError) as e:  # outputs it lacks, or elements it does not reach
        raise AmdMatrixError(f"the consumer's registers do not hold every element of the producer's: {e}") from None
    label = {1 << t: c.bit_length() - 1 if c else -1 for t, c in enumerate(dst.columns)}
    label[0] = -1
    if any(c not in label for c in moves.columns):
        raise AmdMatrixError("the conversion is not a bit permutation; not planned")

    def side(m: LinearMap, labels: Sequence[int], width: int) -> _Side:
        def part(dim: str) -> tuple[int, ...]:
            start = m.offset(dim)
            return tuple(labels[start:start + m.size(dim)])

        return _Side(part("slot"), part("lane"), part("register"), 1 << m.size("register"), width)

    dst_labels = [label[1 << t] for t in range(len(dst.columns))]
    return side(src, [label[c] for c in moves.columns], widths[0]), side(dst, dst_labels, widths[1])


@dataclass(frozen=True, order=True)
class _State:
    packed: bool
    slots: tuple[int, ...]
    lanes: tuple[int, ...]
    regs: frozenset[int]


@dataclass(frozen=True)
class _Step:
    kind: str  # "lr", "sr", "sl", "ll", "pack", "final"
    args: tuple[int, ...]
    cost: int
    count: int  # instructions


@dataclass
class _Problem:
    target: str
    lanes: int
    src: _Side
    dst: _Side
    cvt: str | None  # the packing instruction, None when no conversion packs values
    pack_bits: int  # slot bits the packing creates (1: 16-bit, 2: 8-bit, 0: none)
    half_source: bool  # a 16-bit D, one value per register
    half_hi: bool = False  # ... in the high half (RDNA3 OPSEL)

    @property
    def t(self) -> _Target:
        return _TARGETS[self.target]
