"""``ds_swizzle_b32``: its 16-bit offset, decoded into a mode, encoded from LLVM's ``swizzle(...)``
macros, printed as LLVM prints it, and the lane each destination lane reads.

Modes (MI200 ISA §12.12.1 "DS_SWIZZLE_B32 Details", pseudo-code and examples):

* ``offset >= 0xE000``: FFT; ``0xC000 <= offset < 0xE000``: rotate. Decoded and encoded; not
  executed (:func:`Swizzle.source_lanes` refuses them): the guide's rotate pseudo-code and its
  own examples disagree once the mask is not 0, and no kernel here uses either.
* ``offset[15] == 1`` (below 0xC000): quad mode, lane ``i`` of each group of 4 reads lane
  ``offset[2i+1:2i]`` of the group (bits 14:8 are not read).
* ``offset[15] == 0``: bit-mask mode within each 32 lanes: lane ``i`` reads
  ``((i & and_mask) | or_mask) ^ xor_mask`` with the masks in offset bits 4:0, 9:5, 14:10.

LLVM's macros (AMDGPU AsmParser ``parseSwizzleOffset``; SIDefines.h ``Swizzle::Id``/``EncBits``):
``swizzle(QUAD_PERM,a,b,c,d)``, ``swizzle(BITMASK_PERM,"01pip")`` (bit 4 first: 0, 1, p keeps,
i inverts), ``swizzle(SWAP,n)``, ``swizzle(REVERSE,n)``, ``swizzle(BROADCAST,size,lane)``,
``swizzle(FFT,n)``, ``swizzle(ROTATE,dir,size)``: ``swizzle(SWAP,16) == 0x401F``.
"""

from __future__ import annotations

import re

from ..errors import OutOfRangeError
from ..records import record
from ._common import KEEP, WRITE_ZERO, Lanes, active, check_wave

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence

__all__ = ["Swizzle", "swizzle_decode", "swizzle_encode", "swizzle_text", "swizzle_source_lanes",
           "swizzle_write", "swizzle_from_lanes", "SOURCE"]

SOURCE = ("MI200 ISA §12.12.1 'DS_SWIZZLE_B32 Details'; LLVM AMDGPUAsmParser parseSwizzleOffset, "
          "AMDGPUInstPrinter printSwizzle, SIDefines.h Swizzle")

_MACROS = ("QUAD_PERM", "BITMASK_PERM", "SWAP", "REVERSE", "BROADCAST", "FFT", "ROTATE")
_LEGAL = ("0-0xffff or swizzle(QUAD_PERM,a,b,c,d), swizzle(BITMASK_PERM,\"5 of 01pi\"), swizzle(SWAP,1|2|4|8|16), "
          "swizzle(REVERSE,2|4|8|16|32), swizzle(BROADCAST,size,lane), swizzle(FFT,0-31), swizzle(ROTATE,0|1,0-31)")


@record
class Swizzle:
    """A decoded ``ds_swizzle_b32`` offset."""

    offset: int

    @property
    def mode(self) -> str:
        """``"fft"``, ``"rotate"``, ``"quad_perm"`` or ``"bitmask"``."""
        if self.offset >= 0xE000:
            return "fft"
        if self.offset >= 0xC000:
            return "rotate"
        return "quad_perm" if self.offset & 0x8000 else "bitmask"

    @property
    def selectors(self) -> tuple[int, int, int, int]:
        """Quad mode: the lane of its quad each of the 4 lanes reads."""
        o = self.offset
        return (o & 3, o >> 2 & 3, o >> 4 & 3, o >> 6 & 3)

    @property
    def masks(self) -> tuple[int, int, int]:
        """Bit-mask mode: (and, or, xor)."""
        o = self.offset
        return (o & 0x1F, o >> 5 & 0x1F, o >> 10 & 0x1F)

    def source_lanes(self, wave: int) -> Lanes:
        """The lane each destination lane reads."""
        check_wave(wave)
        mode = self.mode
        if mode in ("fft", "rotate"):
            raise OutOfRangeError(f"ds_swizzle_b32 offset {self.offset:#06x} selects the FFT/rotate modes, which are "
                                  "not executed (the MI200 ISA's rotate pseudo-code and examples disagree); legal "
                                  "values: quad mode 0x8000-0xbfff or bit-mask mode 0x0000-0x7fff")
        if mode == "quad_perm":
            sel = self.selectors
            return tuple(lane - lane % 4 + sel[lane % 4] for lane in range(wave))
        and_m, or_m, xor_m = self.masks
        return tuple((lane & 0x20) | (((lane & 0x1F & and_m) | or_m) ^ xor_m) for lane in range(wave))

    @property
    def text(self) -> str:
        """The offset as ``llvm-mc-22`` prints it after ``offset:`` ("" for 0, which it leaves out)."""
        o = self.offset
        if o == 0:
            return ""
        mode = self.mode
        if mode == "fft":
            return f"swizzle(FFT,{o & 0x1F})"
        if mode == "rotate":
            return f"swizzle(ROTATE,{o >> 10 & 1},{o >> 5 & 0x1F})"
        if mode == "quad_perm":
            if o & 0xFF00 != 0x8000:
                return str(o)
            return "swizzle(QUAD_PERM," + ",".join(map(str, self.selectors)) + ")"
        and_m, or_m, xor_m = self.masks
        if and_m == 0x1F and or_m == 0 and bin(xor_m).count("1") == 1:
            return f"swizzle(SWAP,{xor_m})"
        if and_m == 0x1F and or_m == 0 and xor_m and not (xor_m + 1) & xor_m:
            return f"swizzle(REVERSE,{xor_m + 1})"
        group = 0x1F - and_m + 1
        if group > 1 and not group & (group - 1) and or_m < group and xor_m == 0:
            return f"swizzle(BROADCAST,{group},{or_m})"
        return f"swizzle(BITMASK_PERM,\"{_bitmask_string(and_m, or_m, xor_m)}\")"


def _bitmask_string(and_m: int, or_m: int, xor_m: int) -> str:
    """LLVM's five letters, bit 4 first, from what lanes 0 and 31 read (as its printer does)."""
    p0 = (or_m ^ xor_m) & 0x1F
    p1 = ((0x1F & and_m) | or_m) ^ xor_m
    out = ""
    for bit in (16, 8, 4, 2, 1):
        a, b = p0 & bit, p1 & bit
        out += ("1" if a else "0") if a == b else ("i" if a else "p")
    return out


def swizzle_decode(offset: int) -> Swizzle:
    """The :class:`Swizzle` of a 16-bit offset."""
    if isinstance(offset, bool) or not isinstance(offset, int) or not 0 <= offset <= 0xFFFF:
        raise OutOfRangeError(f"ds_swizzle_b32 offset {offset!r} is out of range; legal values: 0-0xffff")
    return Swizzle(offset)


def _int(text: str) -> int | None:
    try:
        return int(text, 0)
    except ValueError:
        return None


def _pow2(n: int | None, lo: int, hi: int) -> bool:
    return n is not None and lo <= n <= hi and not n & (n - 1)


def swizzle_encode(text: str | int) -> int:
    """The offset of a number or of LLVM's macro: ``swizzle_encode("swizzle(SWAP,16)") == 0x401F``."""
    if isinstance(text, int) and not isinstance(text, bool):
        return swizzle_decode(text).offset
    t = re.sub(r"\s+", "", str(text))
    m = re.fullmatch(r"swizzle\((\w+)((?:,[^,]+)*)\)", t)
    if not m:
        value = _int(t)
        if value is None or not 0 <= value <= 0xFFFF:
            raise OutOfRangeError(f"ds_swizzle_b32 offset:{text} is not modelled; legal values: {_LEGAL}")
        return value
    mode, args = m.group(1).upper(), [a for a in m.group(2).split(",") if a]
    nums = [_int(a) for a in args]
    if mode == "QUAD_PERM" and len(nums) == 4 and all(n is not None and 0 <= n <= 3 for n in nums):
        return 0x8000 | sum(int(n or 0) << (2 * i) for i, n in enumerate(nums))
    if mode == "SWAP" and len(nums) == 1 and _pow2(nums[0], 1, 16):
        return 0x1F | int(nums[0] or 0) << 10
    if mode == "REVERSE" and len(nums) == 1 and _pow2(nums[0], 2, 32):
        return 0x1F | (int(nums[0] or 0) - 1) << 10
    if mode == "BROADCAST" and len(nums) == 2 and _pow2(nums[0], 2, 32) and nums[1] is not None \
            and 0 <= nums[1] < int(nums[0] or 0):
        return (0x1F & ~(int(nums[0] or 0) - 1)) | nums[1] << 5
    if mode == "BITMASK_PERM" and len(args) == 1 and re.fullmatch(r'"[01pi]{5}"', args[0]):
        and_m = or_m = xor_m = 0
        for i, ch in enumerate(args[0][1:-1]):
            bit = 1 << (4 - i)
            if ch == "1":
                or_m |= bit
            elif ch in "pi":
                and_m |= bit
                xor_m |= bit if ch == "i" else 0
        return and_m | or_m << 5 | xor_m << 10
    if mode == "FFT" and len(nums) == 1 and nums[0] is not None and 0 <= nums[0] <= 31:
        return 0xE000 | nums[0]
    if mode == "ROTATE" and len(nums) == 2 and nums[0] in (0, 1) and nums[1] is not None and 0 <= nums[1] <= 31:
        return 0xC000 | int(nums[0] or 0) << 10 | nums[1] << 5
    what = "swizzle macro" if mode in _MACROS else "swizzle mode"
    raise OutOfRangeError(f"{what} {text} is not modelled; legal forms: {_LEGAL}")


def swizzle_text(offset: int) -> str:
    """``llvm-mc-22``'s spelling of an offset (after ``offset:``; "" for 0)."""
    return swizzle_decode(offset).text


def swizzle_source_lanes(offset: str | int, wave: int) -> Lanes:
    """The lane each destination lane reads under ``offset`` (a number or an LLVM macro)."""
    return swizzle_decode(swizzle_encode(offset)).source_lanes(wave)


def swizzle_write(offset: str | int, wave: int, *, exec_mask: int | None = None) -> Lanes:
    """What ``ds_swizzle_b32`` writes: reading a lane EXEC disables gives 0 (the MI200 ISA's
    ``thread_valid[j] ? thread_in[j] : 0``); a disabled lane is not written."""
    src = swizzle_source_lanes(offset, wave)
    on = active(exec_mask, wave)
    return tuple(KEEP if not on[lane] else s if on[s] else WRITE_ZERO for lane, s in enumerate(src))


def swizzle_from_lanes(lanes: Sequence[int]) -> int | None:
    """The offset whose lane map is ``lanes`` (each destination lane's source), or None: quad mode
    first, then bit-mask mode (each of the low five lane bits kept, inverted or set to 0 or 1)."""
    n = len(lanes)
    want = tuple(lanes)
    if n >= 4 and all(0 <= want[i] < 4 for i in range(4)):  # lanes 0-3 name the quad's pattern
        off = 0x8000 | sum(want[i] << (2 * i) for i in range(4))
        if Swizzle(off).source_lanes(n) == want:
            return off
    and_m = or_m = xor_m = 0
    for j in range(5):
        bit = 1 << j
        outs = {(lane >> j & 1, want[lane] >> j & 1) for lane in range(n)}
        if outs == {(0, 0), (1, 1)}:
            and_m |= bit
        elif outs == {(0, 1), (1, 0)}:
            and_m |= bit
            xor_m |= bit
        elif {o for _, o in outs} == {1}:
            or_m |= bit
        elif {o for _, o in outs} != {0}:
            return None
    off = and_m | or_m << 5 | xor_m << 10
    return off if Swizzle(off).source_lanes(n) == want else None
