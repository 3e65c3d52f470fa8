"""The LDS of each processor: the bytes a workgroup may address, its banks, and where that is published.

Keyed by the LLVM processor (``Arch.mcpu``), as LLVM keys it (its subtarget features
``addressable-local-memory-size-*`` and ``ldsbankcount*``), so an architecture that reuses
another's processor (``archs.register(RDNA4.replace(name=...))``) has its LDS too. The emulator
sizes its LDS from here and the LDS model (``amdmatrix.lds.facts``) reports it.
"""

from __future__ import annotations

from ..archs import Arch
from ..errors import AmdMatrixError
from ..records import record
from ._common import resolve

__all__ = ["LdsGeometry", "LDS", "lds_geometry"]


@record
class LdsGeometry:
    """An LDS: size in bytes, banks, bytes a bank, source, confidence ("published" or "assumed")."""

    size: int
    banks: int
    bank_bytes: int
    source: str
    confidence: str


_MI200 = ("MI200 ISA guide, section 'Local data share' (the CDNA processors: 64 kB LDS a compute unit, 32 banks of "
          "512 dwords)")
_RDNA_MEASURED = "nod-ai/amd-shark-ai#2919, docs/empirical-lds (phase groups measured by latency on {gpu})"
_RDNA = "{name} ISA guide: 64 kB LDS per CU (128 kB per WGP); 32 banks measured on {gpu} ({measured})"

#: The LDS of each LLVM processor.
LDS: dict[str, LdsGeometry] = {
    "gfx908": LdsGeometry(65536, 32, 4, _MI200, "published"),
    "gfx90a": LdsGeometry(65536, 32, 4, _MI200, "published"),
    "gfx942": LdsGeometry(65536, 32, 4, "MI300 (CDNA3) ISA guide: 64 kB LDS, 32 banks of 512 dwords (as the MI200 "
                          "ISA guide, section 'Local data share')", "published"),
    "gfx950": LdsGeometry(163840, 64, 4, "CDNA4 ISA guide, section 2.2.1: 160 kB LDS, 64 banks of 640 dwords",
                          "published"),
    "gfx1100": LdsGeometry(65536, 32, 4, _RDNA.format(name="RDNA3", gpu="Radeon PRO W7900", measured=_RDNA_MEASURED
                                                      .format(gpu="Radeon PRO W7900")), "published"),
    "gfx1200": LdsGeometry(65536, 32, 4, _RDNA.format(name="RDNA4", gpu="Radeon RX 9070 XT", measured=_RDNA_MEASURED
                                                      .format(gpu="Radeon RX 9070 XT")), "published"),
    "gfx1250": LdsGeometry(327680, 64, 4, "LLVM 22 (gfx1250: 320 kB addressable LDS); banks and phases not published",
                           "assumed"),
}


def lds_geometry(arch: str | Arch) -> LdsGeometry:
    """The LDS of ``arch`` (by its LLVM processor)."""
    a = resolve(arch)
    assert a is not None
    geometry = LDS.get(a.mcpu)
    if geometry is None:
        raise AmdMatrixError(f"amdmatrix has no LDS size for {a.name} ({a.mcpu}); legal processors: {', '.join(LDS)}")
    return geometry
