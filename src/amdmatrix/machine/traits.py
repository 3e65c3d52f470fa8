"""What the executor needs to know about each architecture, as one table of data.

Like the hazard checker's :mod:`~amdmatrix.hazards.targets`, this is the one place keyed by the
architecture's data module (``Arch.data``); no other module of the package compares
architecture names. Each field is a fact with its source:

* the wait counters and which memory instructions count on which (CDNA3 ISA §4.4 "Data
  Dependency Resolution"; MI200 ISA §4.4; RDNA3 ISA §5.4 ``S_WAITCNT`` and ``S_WAITCNT_VSCNT``;
  RDNA4 ISA §5.4, the split counters ``S_WAIT_LOADCNT``, ``S_WAIT_STORECNT``, ``S_WAIT_DSCNT``,
  ``S_WAIT_KMCNT``);
* the numeric ``s_waitcnt`` encodings (LLVM's ``AMDGPU::encodeWaitcnt``: gfx9 vmcnt in bits
  3:0 and 15:14, expcnt 6:4, lgkmcnt 11:8; gfx11 vmcnt 15:10, lgkmcnt 9:4, expcnt 2:0);
* how the work-item IDs reach v0-v2 (AMDGPUUsage, "Initial Kernel Execution State": packed
  into v0 as x | y << 10 | z << 20 on gfx90a, gfx940 and gfx11 on; three VGPRs before) and
  whether the workgroup IDs are architected (gfx12: in TTMP9 and TTMP7, not in SGPRs);
* whether a 16-bit VALU result clears bits 31:16 of its VGPR (GFX9: LLVM's
  ``zeroesHigh16BitsOfDest``) or keeps them (GFX10 on);
* the buffer range check (MI200 ISA §9.1.5.1: raw buffers check offset against NUM_RECORDS;
  RDNA3 ISA §9.1.8 ``OOB_SELECT``);
* the LDS a workgroup may address (CDNA3 ISA §11: 64 KiB; CDNA4 ISA §2.2.1: 160 KiB; RDNA3/4:
  64 KiB; gfx1250: 320 KiB as LLVM 22 assembles it).
"""

from __future__ import annotations

from .._dataclasses import dataclass, replace
from ..archs import Arch, resolve_arch
from .errors import KernelError

__all__ = ["Traits", "TRAITS", "traits"]


@dataclass(frozen=True)
class Traits:
    """The executor's facts about one architecture (see the module text for their sources)."""

    name: str
    #: The wait counters, in the order ``s_waitcnt`` lists them.
    counters: tuple[str, ...]
    #: Which counter each kind of memory access counts on: vector loads, vector stores (and
    #: atomics without return), LDS, scalar memory, and FLAT (which may touch LDS: also this).
    vmem_load: str
    vmem_store: str
    ds: str
    smem: str
    flat_extra: str
    #: Numeric s_waitcnt fields: counter -> ((first bit, bits), ...) low bits first; empty on
    #: targets whose s_waitcnt takes no numeric form we model.
    waitcnt_fields: tuple[tuple[str, tuple[tuple[int, int], ...]], ...]
    #: Work-item IDs packed into v0 (x | y << 10 | z << 20) rather than v0, v1, v2.
    packed_workitem_ids: bool
    #: Workgroup IDs in TTMP9 (x) and TTMP7 (y | z << 16) instead of system SGPRs.
    architected_workgroup_ids: bool
    #: A 16-bit VALU result clears bits 31:16 (True) or keeps them (False).
    zero_high16: bool
    #: Buffer range check: "gfx9" (raw: offset >= NUM_RECORDS; structured: index >= NUM_RECORDS),
    #: "gfx10" (OOB_SELECT in the descriptor's bits 125:124) or "gfx1250" (a 57-bit base and a 45-bit
    #: NUM_RECORDS, raw check only: PROVISIONAL).
    buffer_range: str
    #: Bytes of LDS a workgroup may address.
    lds_limit: int
    #: AccVGPRs exist (MFMA targets).
    agprs: bool
    #: FP8/BF8 conversions use the FNUZ formats (CDNA3) rather than OCP E4M3/E5M2.
    fp8_fnuz: bool = False
    #: A DPP source lane that EXEC disables is out of bounds unless FI is set (RDNA3 ISA §"DPP16";
    #: GFX9 reads it).
    dpp_inactive_invalid: bool = False


_GFX9_WAIT = (("vm", ((0, 4), (14, 2))), ("exp", ((4, 3),)), ("lgkm", ((8, 4),)))
_GFX11_WAIT = (("vm", ((10, 6),)), ("exp", ((0, 3),)), ("lgkm", ((4, 6),)))


def _gfx9(name: str, packed: bool, lds: int) -> Traits:
    return Traits(name, ("vm", "exp", "lgkm"), "vm", "vm", "lgkm", "lgkm", "lgkm", _GFX9_WAIT, packed, False, True,
                  "gfx9", lds, True)


#: Keyed by the architecture's data module (``Arch.data``).
TRAITS: dict[str, Traits] = {
    "cdna1": _gfx9("CDNA1", False, 65536),
    "cdna2": _gfx9("CDNA2", True, 65536),
    "cdna3": replace(_gfx9("CDNA3", True, 65536), fp8_fnuz=True),
    "cdna4": _gfx9("CDNA4", True, 163840),
    "rdna3": Traits("RDNA3", ("vm", "vs", "exp", "lgkm"), "vm", "vs", "lgkm", "lgkm", "lgkm", _GFX11_WAIT, True,
                    False, False, "gfx10", 65536, False, dpp_inactive_invalid=True),
    "rdna4": Traits("RDNA4", ("load", "store", "ds", "km", "exp", "sample", "bvh"), "load", "store", "ds", "km",
                    "ds", (), True, True, False, "gfx10", 65536, False, dpp_inactive_invalid=True),
    "gfx1250": Traits("GFX1250", ("load", "store", "ds", "km", "exp", "xcnt", "async", "tensor"), "load", "store",
                      "ds", "km", "ds", (), True, True, False, "gfx1250", 327680, False, dpp_inactive_invalid=True),
}


def traits(arch: str | Arch) -> Traits:
    """The executor's facts about ``arch`` (a name, an alias or an :class:`~amdmatrix.archs.Arch`)."""
    a = arch if isinstance(arch, Arch) else resolve_arch(arch)
    t = TRAITS.get(a.data)
    if t is None:  # pragma: no cover - every known architecture has a row
        raise KernelError(f"amdmatrix run has no machine model for {a.name}; legal values: "
                          + ", ".join(t.name for t in TRAITS.values()))
    return t
