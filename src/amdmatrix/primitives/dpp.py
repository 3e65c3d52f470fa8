"""DPP: every DPP16 control and DPP8, as data (name, ``dpp_ctrl`` encoding, feature, source, lane rule).

A DPP16 control is one row of :data:`DPP16`. Its ``rule(lane, arg, wave)`` gives the lane that
destination lane ``lane`` reads, or :data:`NO_LANE` past the row's (or wave's) edge; its
``codes`` give the 9-bit ``dpp_ctrl`` field for each legal argument: the number LLVM encodes
and the HIP builtin ``__builtin_amdgcn_update_dpp(old, src, dpp_ctrl, row_mask, bank_mask,
bound_ctrl)`` takes (``row_shl:8`` is 0x108, ``quad_perm:[2,3,0,1]`` is 0x4E).

Sources: the MI200 ISA guide, §13.3.9 "DPP" (Table 82, the DPP fields; Table 83, the DPP_CTRL
enumeration and each control's pseudo-code, row_newbcast included); the CDNA3 ISA guide,
"Data Parallel Processing (DPP)"; the RDNA3 ISA guide, "DPP16" and "DPP8" (row_share,
row_xmask, DPP8, the FI bit); LLVM's ``SIDefines.h`` (``DPP::DppCtrl``) for the codes, which
``tests/primitives`` checks against what ``llvm-mc-22 -show-encoding`` assembles.
"""

from __future__ import annotations

import re

from ..archs import DPP8, DPP_ROW_NEWBCAST, DPP_ROW_SHARE, DPP_WAVE, Arch
from ..errors import OutOfRangeError
from ..records import field, record
from ._common import KEEP, NO_LANE, WRITE_ZERO, Lanes, UnknownPrimitiveError, active, check_wave, gate, resolve

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Iterator, Sequence

__all__ = ["DppControl", "DppSetting", "DPP16", "dpp_control", "dpp_encode", "dpp_decode", "dpp_source_lanes",
           "dpp_write", "dpp_settings", "dpp_from_lanes", "dpp8_encode", "dpp8_decode", "dpp8_source_lanes",
           "dpp8_write"]

_MI200 = "MI200 ISA §13.3.9 Table 83 (DPP_CTRL); LLVM SIDefines.h DPP::DppCtrl"
_RDNA3 = "RDNA3 ISA §DPP16 (row_share, row_xmask); LLVM SIDefines.h DPP::DppCtrl"


@record
class DppControl:
    """One DPP16 control: its LLVM name, each legal argument's ``dpp_ctrl`` code, and its lane rule."""

    name: str
    #: (argument, dpp_ctrl) for each legal argument; a control written without one has the single
    #: argument 0. quad_perm's argument is its packed selector (lane i of a quad reads bits 2i+1:2i).
    codes: tuple[tuple[int, int], ...]
    #: Whether LLVM writes an argument (``row_shl:8``) or not (``row_mirror``).
    takes_arg: bool
    #: The feature an architecture needs (:mod:`amdmatrix.archs`); None: every architecture here.
    feature: str | None
    source: str
    #: ``rule(lane, arg, wave)``: the lane that ``lane`` reads, or :data:`NO_LANE`.
    rule: Callable[[int, int, int], int] = field(repr=False, compare=False)

    @property
    def args(self) -> tuple[int, ...]:
        return tuple(a for a, _ in self.codes)

    def code(self, arg: int = 0) -> int:
        for a, c in self.codes:
            if a == arg:
                return c
        raise OutOfRangeError(f"{self.name}:{arg} is out of range; legal values: {_legal(self)}")

    def text(self, arg: int = 0) -> str:
        """LLVM's spelling of the control with ``arg``."""
        if self.name == "quad_perm":
            return "quad_perm:[" + ",".join(str(arg >> (2 * i) & 3) for i in range(4)) + "]"
        return f"{self.name}:{arg}" if self.takes_arg else self.name


def _legal(c: DppControl) -> str:
    if c.name == "quad_perm":
        return "[a,b,c,d] with each 0-3"
    args = c.args
    if args == tuple(range(args[0], args[-1] + 1)) and len(args) > 2:
        return f"{args[0]}-{args[-1]}"
    return ", ".join(map(str, args))


def _span(name: str, first_code: int, args: range, feature: str | None, source: str,
          rule: Callable[[int, int, int], int]) -> DppControl:
    return DppControl(name, tuple((a, first_code + a - args[0]) for a in args), True, feature, source, rule)


def _row(lane: int) -> int:
    return lane - lane % 16


#: Every DPP16 control, in dpp_ctrl order (row_share and row_newbcast share 0x150-0x15F: an
#: architecture has one or the other, by feature).
DPP16: tuple[DppControl, ...] = (
    DppControl("quad_perm", tuple((a, a) for a in range(256)), True, None, _MI200,
               lambda lane, a, w: lane - lane % 4 + (a >> (2 * (lane % 4)) & 3)),
    _span("row_shl", 0x101, range(1, 16), None, _MI200,
          lambda lane, n, w: lane + n if lane % 16 + n < 16 else NO_LANE),
    _span("row_shr", 0x111, range(1, 16), None, _MI200,
          lambda lane, n, w: lane - n if lane % 16 >= n else NO_LANE),
    _span("row_ror", 0x121, range(1, 16), None, _MI200,
          lambda lane, n, w: _row(lane) + (lane % 16 - n) % 16),
    DppControl("wave_shl", ((1, 0x130),), True, DPP_WAVE, _MI200,
               lambda lane, n, w: lane + 1 if lane + 1 < w else NO_LANE),
    DppControl("wave_rol", ((1, 0x134),), True, DPP_WAVE, _MI200, lambda lane, n, w: (lane + 1) % w),
    DppControl("wave_shr", ((1, 0x138),), True, DPP_WAVE, _MI200,
               lambda lane, n, w: lane - 1 if lane >= 1 else NO_LANE),
    DppControl("wave_ror", ((1, 0x13C),), True, DPP_WAVE, _MI200, lambda lane, n, w: (lane - 1) % w),
    DppControl("row_mirror", ((0, 0x140),), False, None, _MI200, lambda lane, n, w: _row(lane) + 15 - lane % 16),
    DppControl("row_half_mirror", ((0, 0x141),), False, None, _MI200,
               lambda lane, n, w: lane - lane % 8 + 7 - lane % 8),
    # row_bcast:15: lane 15 of each row feeds the next row; row_bcast:31: lane 31 feeds rows 2, 3.
    DppControl("row_bcast", ((15, 0x142), (31, 0x143)), True, DPP_WAVE, _MI200,
               lambda lane, n, w: (_row(lane) - 1 if lane >= 16 else NO_LANE) if n == 15
               else (31 if lane >= 32 else NO_LANE)),
    _span("row_share", 0x150, range(16), DPP_ROW_SHARE, _RDNA3, lambda lane, n, w: _row(lane) + n),
    _span("row_newbcast", 0x150, range(16), DPP_ROW_NEWBCAST, _MI200 + " (DPP_ROW_* 0x150-0x15F)",
          lambda lane, n, w: _row(lane) + n),
    _span("row_xmask", 0x160, range(16), DPP_ROW_SHARE, _RDNA3, lambda lane, n, w: _row(lane) + (lane % 16 ^ n)),
)

_BY_NAME = {c.name: c for c in DPP16}


@record
class DppSetting:
    """One control with its argument: what ``v_mov_b32_dpp ... row_shl:8`` selects."""

    control: DppControl
    arg: int

    @property
    def code(self) -> int:
        return self.control.code(self.arg)

    @property
    def text(self) -> str:
        return self.control.text(self.arg)

    def source_lanes(self, wave: int) -> Lanes:
        check_wave(wave)
        return tuple(self.control.rule(lane, self.arg, wave) for lane in range(wave))


def _parse_text(text: str) -> DppSetting:
    t = re.sub(r"\s+", "", text).lower()
    name, _, value = t.partition(":")
    control = _BY_NAME.get(name)
    if control is None:
        raise UnknownPrimitiveError(f"unknown DPP control {text!r}; legal controls: {', '.join(_BY_NAME)}")
    if control.name == "quad_perm":
        m = re.fullmatch(r"\[([0-3]),([0-3]),([0-3]),([0-3])\]", value)
        if not m:
            raise OutOfRangeError(f"quad_perm:{value} needs four lanes 0-3, e.g. quad_perm:[1,0,3,2]")
        return DppSetting(control, sum(int(m.group(i + 1)) << (2 * i) for i in range(4)))
    if not control.takes_arg:
        if value:
            raise OutOfRangeError(f"{control.name} takes no argument, not {value!r}")
        return DppSetting(control, 0)
    try:
        arg = int(value, 0)
    except ValueError:
        raise OutOfRangeError(f"{control.name}:{value} is out of range; legal values: {_legal(control)}") from None
    control.code(arg)  # range check
    return DppSetting(control, arg)


def dpp_control(control: str | int | DppSetting, arch: str | Arch | None = None) -> DppSetting:
    """The :class:`DppSetting` of LLVM text (``"row_shl:8"``, ``"quad_perm:[2,3,0,1]"``,
    ``"row_mirror"``) or of a ``dpp_ctrl`` code (0x108); with ``arch``, refused where the
    architecture lacks the control's feature (0x150-0x15F read as row_newbcast where the
    architecture has it, else as row_share)."""
    if isinstance(control, DppSetting):
        setting = control
    elif isinstance(control, int) and not isinstance(control, bool):
        setting = _decode(control, arch)
    elif isinstance(control, str):
        setting = _parse_text(control)
    else:
        raise UnknownPrimitiveError(f"a DPP control is LLVM text or a dpp_ctrl number, not {type(control).__name__}")
    gate(arch, setting.control.feature, f"DPP control {setting.control.name}")
    return setting


def _decode(code: int, arch: str | Arch | None) -> DppSetting:
    a = resolve(arch)
    found = [(c, arg) for c in DPP16 for arg, cc in c.codes if cc == code]
    if not found:
        raise OutOfRangeError(f"dpp_ctrl {code:#x} is not a DPP control; legal values: 0x000-0x0ff, 0x101-0x10f, "
                              "0x111-0x11f, 0x121-0x12f, 0x130, 0x134, 0x138, 0x13c, 0x140-0x143, 0x150-0x16f")
    for c, arg in found:
        if a is None or c.feature is None or a.has(c.feature):
            return DppSetting(c, arg)
    return DppSetting(*found[0])  # the gate names what the architecture lacks


def dpp_encode(control: str, arch: str | Arch | None = None) -> int:
    """The ``dpp_ctrl`` code of LLVM's text: ``dpp_encode("row_shl:8") == 0x108``."""
    return dpp_control(control, arch).code


def dpp_decode(code: int, arch: str | Arch | None = None) -> str:
    """LLVM's text of a ``dpp_ctrl`` code: ``dpp_decode(0x4E) == "quad_perm:[2,3,0,1]"``."""
    return dpp_control(code, arch).text


def dpp_source_lanes(control: str | int | DppSetting, wave: int, arch: str | Arch | None = None) -> Lanes:
    """The lane each destination lane reads (:data:`NO_LANE` where it has none): ``row_shl:1``
    in wave64 gives ``(1, 2, ..., 15, -1, 17, ...)``."""
    return dpp_control(control, arch).source_lanes(wave)


def dpp_write(control: str | int | DppSetting, wave: int, *, row_mask: int = 0xF, bank_mask: int = 0xF,
              bound_ctrl: bool = False, exec_mask: int | None = None, fetch_inactive: bool = False,
              arch: str | Arch | None = None) -> Lanes:
    """What a DPP16 move writes to each destination lane: the source lane, :data:`WRITE_ZERO` or :data:`KEEP`.

    ROW_MASK bit r and BANK_MASK bit b enable the writes of row r (16 lanes) and of lanes with
    ``(lane // 4) % 4 == b`` (MI200 ISA Table 82: they gate the write only, never the fetch). A
    source lane that does not exist, or that EXEC disables (unless ``fetch_inactive``, the FI
    bit of GFX10 on), writes 0 with BOUND_CTRL and leaves the destination unchanged without it
    (the BC field, MI200 ISA Table 82; FI: RDNA3 ISA "DPP16"). A lane EXEC disables is not
    written. LLVM writes the BOUND_CTRL bit as ``bound_ctrl:1`` (``bound_ctrl:0`` is its legacy
    alias for the same bit).
    """
    for name, value in (("row_mask", row_mask), ("bank_mask", bank_mask)):
        if not 0 <= value <= 15:
            raise OutOfRangeError(f"{name} {value!r} is out of range; legal values: 0x0-0xf")
    src = dpp_source_lanes(control, wave, arch)
    on = active(exec_mask, wave)
    out = []
    for lane, s in enumerate(src):
        if not (row_mask >> (lane // 16) & 1 and bank_mask >> (lane // 4 % 4) & 1 and on[lane]):
            out.append(KEEP)
        elif s != NO_LANE and (on[s] or fetch_inactive):
            out.append(s)
        else:
            out.append(WRITE_ZERO if bound_ctrl else KEEP)
    return tuple(out)


def dpp_settings(arch: str | Arch | None = None) -> Iterator[DppSetting]:
    """Every DPP16 setting (control and argument) the architecture has, in dpp_ctrl order."""
    a = resolve(arch)
    for c in DPP16:
        if a is None or c.feature is None or a.has(c.feature):
            for arg in c.args:
                yield DppSetting(c, arg)


def dpp_from_lanes(lanes: Sequence[int], arch: str | Arch | None = None) -> DppSetting | None:
    """The first DPP16 setting (in :data:`DPP16` order) whose source lanes are ``lanes`` exactly
    (a gather with a source for every lane), or None: the planner's question "is this gather one
    DPP move?". Where two controls move alike (row_mirror and row_xmask:15), the earlier wins."""
    want = tuple(lanes)
    wave = check_wave(len(want))
    if any(x < 0 for x in want):
        return None
    for setting in dpp_settings(arch):
        if setting.source_lanes(wave) == want:
            return setting
    return None


# ------------------------------------------------------------------------------------ DPP8
_DPP8_SOURCE = "RDNA3 ISA §DPP8 (lane i of each group of 8 reads lane SEL[i], 3 bits each); LLVM dpp8"


def _dpp8_selectors(sel: str | int | tuple[int, ...] | list[int]) -> tuple[int, ...]:
    if isinstance(sel, str):
        m = re.fullmatch(r"(?:dpp8:)?\[([0-7](?:,[0-7]){7})\]", re.sub(r"\s+", "", sel.lower()))
        if not m:
            raise OutOfRangeError(f"DPP8 selector {sel!r} needs eight lanes 0-7, e.g. dpp8:[7,6,5,4,3,2,1,0]")
        return tuple(int(x) for x in m.group(1).split(","))
    if isinstance(sel, bool):
        raise OutOfRangeError(f"DPP8 selector {sel!r} is not a selector; legal values: 0-0xffffff or eight lanes 0-7")
    if isinstance(sel, int):
        if not 0 <= sel < 1 << 24:
            raise OutOfRangeError(f"DPP8 selector {sel:#x} is out of range; legal values: 0-0xffffff (24 bits)")
        return tuple(sel >> (3 * i) & 7 for i in range(8))
    out = tuple(int(x) for x in sel)
    if len(out) != 8 or any(not 0 <= x <= 7 for x in out):
        raise OutOfRangeError(f"DPP8 selector {sel!r} needs eight lanes 0-7")
    return out


def dpp8_encode(sel: str | tuple[int, ...] | list[int]) -> int:
    """The 24-bit lane selector (``__builtin_amdgcn_mov_dpp8(src, sel)``): lane i's 3 bits at 3i."""
    return sum(s << (3 * i) for i, s in enumerate(_dpp8_selectors(sel)))


def dpp8_decode(code: int) -> str:
    """LLVM's text of a 24-bit DPP8 selector: ``dpp8:[7,6,5,4,3,2,1,0]``."""
    return "dpp8:[" + ",".join(map(str, _dpp8_selectors(code))) + "]"


def dpp8_source_lanes(sel: str | int | tuple[int, ...] | list[int], wave: int,
                      arch: str | Arch | None = None) -> Lanes:
    """The lane each destination lane reads under DPP8 (source: :data:`_DPP8_SOURCE`)."""
    gate(arch, DPP8, "DPP8")
    s = _dpp8_selectors(sel)
    return tuple(lane - lane % 8 + s[lane % 8] for lane in range(check_wave(wave)))


def dpp8_write(sel: str | int | tuple[int, ...] | list[int], wave: int, *, exec_mask: int | None = None,
               fetch_inactive: bool = False, arch: str | Arch | None = None) -> Lanes:
    """What a DPP8 move writes: lanes EXEC disables are kept; an active lane that reads a disabled
    lane without FI is refused (the RDNA3 ISA's DPP8 has no bound control to say what it reads)."""
    src = dpp8_source_lanes(sel, wave, arch)
    on = active(exec_mask, wave)
    out = []
    for lane, s in enumerate(src):
        if not on[lane]:
            out.append(KEEP)
        elif on[s] or fetch_inactive:
            out.append(s)
        else:
            raise OutOfRangeError(f"DPP8: lane {lane} reads lane {s}, which EXEC disables, without fi:1; what it "
                                  f"reads then is not modelled; legal: an EXEC mask with lane {s} on, or fi:1")
    return tuple(out)
