"""The lane permutes that are instructions of their own: the permlanes and ``ds_(b)permute_b32``.

A permlane is a row of :data:`PERMLANES`: its mnemonic, the feature an architecture needs, its
source, how many registers it writes and its rule. A one-register permlane gathers: position
``lane`` of VDST reads lane ``rule(lane, wave, selector)`` of SRC0. A swap permlane writes both
its registers: position ``p = register * wave + lane`` (register 0 is VDST, 1 is SRC0) takes the
old value at position ``rule(p, wave, 0)`` of the same pair.

``ds_permute_b32``/``ds_bpermute_b32`` are data-dependent: each lane names a lane by its byte
address, ``((address + offset) // 4) mod wave`` (MI200 ISA §12.12 DS opcodes 62 and 63,
pseudo-code with EXEC).
"""

from __future__ import annotations

from ..archs import PERMLANE16, PERMLANE16_SWAP, PERMLANE32_SWAP, PERMLANE64, Arch
from ..errors import OutOfRangeError
from ..records import field, record
from ._common import KEEP, WRITE_ZERO, Lanes, active, check_wave, gate, resolve, row

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

__all__ = ["Permlane", "PERMLANES", "permlane", "permlane_source_lanes", "permlane_from_lanes", "bpermute_source_lanes",
           "bpermute_write", "permute_write", "PERMUTE_SOURCE"]

PERMUTE_SOURCE = "MI200 ISA §12.12 DS_PERMUTE_B32 / DS_BPERMUTE_B32 (opcodes 62, 63: pseudo-code and examples)"


@record
class Permlane:
    """One permlane instruction as data."""

    mnemonic: str
    feature: str
    source: str
    #: 1: VDST gathers from SRC0; 2: VDST and SRC0 trade lanes (both written).
    registers: int
    #: What the selector is: "" (none) or "sgpr_pair" (the 64-bit {SRC2, SRC1}: nibble i is the lane
    #: of its row that lane i of each row reads).
    selector: str
    #: ``rule(position, wave, selector)``: the source position (see the module docstring).
    rule: Callable[[int, int, int], int] = field(repr=False, compare=False)


def _swap16(p: int, wave: int, sel: int) -> int:
    reg, lane = divmod(p, wave)
    odd = lane // 16 % 2
    if reg == 0 and odd:  # VDST's odd rows take SRC0's even rows
        return wave + lane - 16
    if reg == 1 and not odd:  # SRC0's even rows take VDST's odd rows
        return lane + 16
    return p


def _swap32(p: int, wave: int, sel: int) -> int:
    reg, lane = divmod(p, wave)
    if reg == 0 and lane >= 32:  # VDST's upper half takes SRC0's lower half
        return wave + lane - 32
    if reg == 1 and lane < 32:  # SRC0's lower half takes VDST's upper half
        return lane + 32
    return p


#: Every permlane, once.
PERMLANES: tuple[Permlane, ...] = (
    Permlane("v_permlane16_b32", PERMLANE16, "RDNA3 ISA §16 VOP3 opcodes (V_PERMLANE16_B32)", 1, "sgpr_pair",
             lambda lane, w, sel: lane - lane % 16 + (sel >> (4 * (lane % 16)) & 15)),
    Permlane("v_permlanex16_b32", PERMLANE16, "RDNA3 ISA §16 VOP3 opcodes (V_PERMLANEX16_B32: the other row of "
             "each pair)", 1, "sgpr_pair",
             lambda lane, w, sel: ((lane - lane % 16) ^ 16) + (sel >> (4 * (lane % 16)) & 15)),
    Permlane("v_permlane64_b32", PERMLANE64, "LLVM IntrinsicsAMDGPU.td int_amdgcn_permlane64 (the halves of a "
             "wave64 trade places; no effect in wave32)", 1, "",
             lambda lane, w, sel: lane ^ 32 if w == 64 else lane),
    Permlane("v_permlane16_swap_b32", PERMLANE16_SWAP, "CDNA4 ISA §12 VOP1 opcodes; LLVM VOP1Instructions.td and "
             "IntrinsicsAMDGPU.td int_amdgcn_permlane16_swap (odd rows of VDST <-> even rows of SRC0)", 2, "",
             _swap16),
    Permlane("v_permlane32_swap_b32", PERMLANE32_SWAP, "CDNA4 ISA §12 VOP1 opcodes; LLVM IntrinsicsAMDGPU.td "
             "int_amdgcn_permlane32_swap (lanes 32-63 of VDST <-> lanes 0-31 of SRC0)", 2, "", _swap32),
)

_BY_NAME = {p.mnemonic: p for p in PERMLANES}


def permlane(mnemonic: str, arch: str | Arch | None = None) -> Permlane:
    """The :class:`Permlane` row of ``mnemonic`` (refused where ``arch`` lacks its feature)."""
    p = row(_BY_NAME, "permlane", mnemonic)
    gate(arch, p.feature, p.mnemonic)
    return p


def permlane_source_lanes(mnemonic: str, wave: int, selector: int = 0, arch: str | Arch | None = None) -> Lanes:
    """Each destination position's source position: ``wave`` entries for a gathering permlane
    (``selector``: the 64-bit {SRC2, SRC1} of v_permlane16/x16), ``2 * wave`` for a swap."""
    p = permlane(mnemonic, arch)
    check_wave(wave)
    if p.mnemonic == "v_permlane32_swap_b32" and wave != 64:
        raise OutOfRangeError("v_permlane32_swap_b32 trades the halves of a wave64; legal wave size: 64")
    if not 0 <= selector < 1 << 64:
        raise OutOfRangeError(f"permlane selector {selector:#x} is out of range; legal values: 0-0xffffffffffffffff")
    if selector and not p.selector:
        raise OutOfRangeError(f"{p.mnemonic} takes no lane selector; legal value: 0")
    return tuple(p.rule(pos, wave, selector) for pos in range(p.registers * wave))


def permlane_from_lanes(lanes: Sequence[int], arch: str | Arch | None = None) -> tuple[str, int] | None:
    """(mnemonic, selector) of the gathering permlane whose source lanes are ``lanes``, or None:
    v_permlane16_b32 (each row from itself), v_permlanex16_b32 (from the other row of its pair) or
    v_permlane64_b32 (the halves trade places), where ``arch`` has it."""
    want = tuple(lanes)
    wave = check_wave(len(want))
    for p in PERMLANES:
        if p.registers != 1 or (arch is not None and not _has(arch, p.feature)):
            continue
        if not p.selector:
            if permlane_source_lanes(p.mnemonic, wave) == want:
                return p.mnemonic, 0
            continue
        base = [p.rule(lane, wave, 0) for lane in range(16)]  # the row each of the first 16 lanes reads
        sel = [want[i] - base[i] for i in range(16)]
        if all(0 <= x < 16 for x in sel):
            word = sum(x << (4 * i) for i, x in enumerate(sel))
            if permlane_source_lanes(p.mnemonic, wave, word) == want:
                return p.mnemonic, word
    return None


def _has(arch: str | Arch, feature: str) -> bool:
    a = resolve(arch)
    return a is None or a.has(feature)


def _lane_of(address: int, offset: int, wave: int) -> int:
    return ((int(address) + offset) // 4) % wave


def _offset(offset: int) -> int:
    if not 0 <= offset <= 0xFFFF:
        raise OutOfRangeError(f"DS offset {offset!r} is out of range; legal values: 0-65535")
    return offset


def bpermute_source_lanes(addresses: Sequence[int], wave: int, offset: int = 0) -> Lanes:
    """``ds_bpermute_b32`` (pull): lane ``l`` reads the lane its own address names."""
    check_wave(wave)
    if len(addresses) != wave:
        raise OutOfRangeError(f"ds_bpermute_b32 takes one address a lane: {wave}, not {len(addresses)}")
    return tuple(_lane_of(a, _offset(offset), wave) for a in addresses)


def bpermute_write(addresses: Sequence[int], wave: int, offset: int = 0, *, exec_mask: int | None = None) -> Lanes:
    """What ``ds_bpermute_b32`` writes: a lane that names a lane EXEC disables gets 0; a disabled lane is kept."""
    src = bpermute_source_lanes(addresses, wave, offset)
    on = active(exec_mask, wave)
    return tuple(KEEP if not on[lane] else s if on[s] else WRITE_ZERO for lane, s in enumerate(src))


def permute_write(addresses: Sequence[int], wave: int, offset: int = 0, *, exec_mask: int | None = None) -> Lanes:
    """``ds_permute_b32`` (push) as a pull: each destination lane's source lane, :data:`WRITE_ZERO`
    where no active lane writes it, :data:`KEEP` where EXEC disables it. When several lanes name
    one lane, the highest-numbered one wins (the guide's pseudo-code)."""
    check_wave(wave)
    if len(addresses) != wave:
        raise OutOfRangeError(f"ds_permute_b32 takes one address a lane: {wave}, not {len(addresses)}")
    on = active(exec_mask, wave)
    out = [WRITE_ZERO] * wave
    for lane, a in enumerate(addresses):
        if on[lane]:
            out[_lane_of(a, _offset(offset), wave)] = lane
    return tuple(o if on[lane] else KEEP for lane, o in enumerate(out))
