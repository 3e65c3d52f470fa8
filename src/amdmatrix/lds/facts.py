"""LDS facts as data: banks, size, and how each LDS instruction splits the wave into phases.

A bank conflict can only happen between lanes of one *phase*: the lanes whose accesses the
LDS serves in the same cycle. Which lanes those are depends on the instruction and the
architecture, so each access row lists its phases explicitly (lane sets), with its source and
how sure that source is. The bank of a byte address is ``(address // 4) % banks``; a phase
takes as many cycles as the largest number of *distinct* dwords any one bank must deliver
(lanes reading the same dword share it: a broadcast, no conflict).

Confidence: ``published`` (an ISA guide, vendor documentation, or a compiler's table from
a hardware vendor's engineers, named in ``source``) or ``assumed`` (no public source gives
the phases; the row takes the simplest rule consistent with the bank count and says so).
Every ``assumed`` row is printed as PROVISIONAL, as gfx1250's layouts are.
"""

from __future__ import annotations

from ..archs import resolve_arch
from ..errors import AmdMatrixError
from ..primitives.lds import lds_geometry
from ..records import record

__all__ = ["Access", "LdsFacts", "facts", "access", "UnknownLdsInstructionError", "contiguous"]


class UnknownLdsInstructionError(AmdMatrixError):
    """The LDS instruction is not one amdmatrix models on that architecture."""


@record
class Access:
    """One LDS instruction on one architecture: its width, banks and phases."""

    mnemonic: str
    #: Bits each lane reads or writes.
    width: int
    #: Banks the instruction resolves conflicts over (gfx950: 64 for ds_read_b64/b128, 32 otherwise).
    banks: int
    #: The lanes of each phase, in the order the LDS serves them.
    phases: tuple[tuple[int, ...], ...]
    source: str
    confidence: str
    write: bool = False
    #: For the transposing reads: the bits of one element (16, 8, 6, 4); 0 for a plain access.
    transpose: int = 0
    #: A direct-to-LDS load (``buffer_load_* ... lds``, ``global_load_lds_*``): lane t writes its
    #: ``width`` bits at M0 + offset + t x width/8, so the LDS side is contiguous and the lanes'
    #: global addresses carry any swizzle.
    direct: bool = False


@record
class LdsFacts:
    """An architecture's LDS: size, banks and the instructions amdmatrix models."""

    arch: str
    size: int
    banks: int
    bank_bytes: int
    source: str
    confidence: str
    accesses: tuple[Access, ...]

    def access(self, mnemonic: str) -> Access:
        name = "_".join(str(mnemonic).strip().lower().split())  # "buffer_load_dword lds" too
        for a in self.accesses:
            if a.mnemonic == name:
                return a
        raise UnknownLdsInstructionError(
            f"{self.arch} has no LDS instruction {str(mnemonic)[:40]!r} in amdmatrix's model; legal values: "
            + ", ".join(a.mnemonic for a in self.accesses))


def contiguous(lanes_per_phase: int, wave: int = 64) -> tuple[tuple[int, ...], ...]:
    """Phases of consecutive lanes: 0..n-1, n..2n-1, ..."""
    return tuple(tuple(range(p, p + lanes_per_phase)) for p in range(0, wave, lanes_per_phase))


def _runs(*runs: tuple[int, int]) -> tuple[int, ...]:
    return tuple(lane for lo, hi in runs for lane in range(lo, hi + 1))


#: ds_read_b128 on MI300 (CDNA3): 8 phases of 8 lanes, two runs of 4 each (triton-lang/triton#11365).
_B128_CDNA3 = (
    _runs((0, 3), (20, 23)), _runs((32, 35), (52, 55)), _runs((4, 7), (16, 19)), _runs((36, 39), (48, 51)),
    _runs((8, 11), (28, 31)), _runs((40, 43), (60, 63)), _runs((12, 15), (24, 27)), _runs((44, 47), (56, 59)),
)
#: ds_read_b128 on MI350 (CDNA4): 4 phases of 16 lanes, four runs of 4 each (triton-lang/triton#11365).
_B128_CDNA4 = (
    _runs((0, 3), (12, 15), (20, 23), (24, 27)), _runs((32, 35), (44, 47), (52, 55), (56, 59)),
    _runs((4, 7), (8, 11), (16, 19), (28, 31)), _runs((36, 39), (40, 43), (48, 51), (60, 63)),
)

_T11365 = "triton-lang/triton#11365 (DS_READ_B128 phase groups, MI300 and MI350)"
_CK = "Composable Kernel documentation, 'LDS bank conflicts' (ds_write_b128: 8 phases of 8 consecutive lanes)"
_R3668 = ("ROCm/rocm-libraries#3668 (gfx950: only ds_read_b128 and ds_read_b64 resolve conflicts over 64 "
          "banks; writes and ds_read_b32 act as if there were 32)")
_BANK_RULE = "bank bytes x banks per cycle: 128 bytes per phase over 32 banks, 256 over 64"
_NOD = ("nod-ai/amd-shark-ai, docs/amdgpu_kernel_optimization_guide.md (CDNA3: a b32 access serves 32 adjacent "
        "lanes a phase, b64 16)")
_MEASURED = "nod-ai/amd-shark-ai#2919, docs/empirical-lds (phase groups measured by latency on {gpu})"
_TR = ("transposing read: a 64-bit read per lane like ds_read_b64 (LLVM's DS_READ_B64_TR_* are DS loads of "
       "64 bits); its phases are not published")


_B96 = ("no public source gives the phases of the 96-bit accesses; taken as the 128-bit access's lane count per "
        "phase, in consecutive lanes")
_DMA = ("address: MI200 ISA guide, section 9.1.9 'Memory Buffer Load to LDS' (M0[15:0] + instruction offset, the "
        "LDS adding the lane id: lane x 4); global_load_lds_dword assembled by LLVM 22 for gfx942 and gfx950; its "
        "phases are not published (taken as ds_write_b32's)")
_DMA4 = ("LLVM 22 (-mcpu=gfx950 assembles buffer_load_dwordx3/x4 ... lds and global_load_lds_dwordx3/x4; gfx942 "
         "rejects them); the address rule of the dword form (MI200 ISA 9.1.9) scaled to lane x {n}; its phases "
         "are not published (taken as ds_write_b{bits}'s)")


def _geometry(arch: str) -> tuple[int, int, int, str, str]:
    """Size, banks, bank bytes, source and confidence: the one table, amdmatrix.primitives.LDS."""
    g = lds_geometry(arch)
    return g.size, g.banks, g.bank_bytes, g.source, g.confidence


def _direct(mnemonic: str, bits: int, banks: int, phases: tuple[tuple[int, ...], ...], source: str,
            confidence: str) -> Access:
    return Access(mnemonic, bits, banks, phases, source, confidence, write=True, direct=True)


def _cdna3() -> LdsFacts:
    acc = (
        Access("ds_read_b32", 32, 32, contiguous(32), _MEASURED.format(gpu="MI300X") + "; " + _NOD, "published"),
        Access("ds_read_b64", 64, 32, contiguous(16), _MEASURED.format(gpu="MI300X") + "; " + _NOD
               + "; AMD-Ecosystem/flashinfer#207 (16 rows per LDS phase with ds_read_b64 on MI300X)", "published"),
        Access("ds_read_b128", 128, 32, _B128_CDNA3, _T11365 + "; " + _MEASURED.format(gpu="MI300X"), "published"),
        Access("ds_write_b32", 32, 32, contiguous(32), _NOD, "published", write=True),
        Access("ds_write_b64", 64, 32, contiguous(16), _NOD, "published", write=True),
        Access("ds_write_b128", 128, 32, contiguous(8), _CK, "published", write=True),
        Access("ds_read_b96", 96, 32, contiguous(8), _B96, "assumed"),
        Access("ds_write_b96", 96, 32, contiguous(8), _B96, "assumed", write=True),
        _direct("buffer_load_dword_lds", 32, 32, contiguous(32), _DMA, "assumed"),
        _direct("global_load_lds_dword", 32, 32, contiguous(32), _DMA, "assumed"),
    )
    return LdsFacts("CDNA3", *_geometry("CDNA3"), acc)


def _cdna4() -> LdsFacts:
    acc = (
        Access("ds_read_b32", 32, 64, contiguous(64), _MEASURED.format(gpu="MI350X") + ": one phase of 64 lanes "
               "over 64 banks; ROCm/rocm-libraries#3668 says 32 banks (the measurement wins: docs/decisions.md)",
               "published"),
        Access("ds_read_b64", 64, 64, contiguous(32), _MEASURED.format(gpu="MI350X") + "; " + _R3668, "published"),
        Access("ds_read_b128", 128, 64, _B128_CDNA4, _T11365 + "; " + _MEASURED.format(gpu="MI350X") + "; " + _R3668,
               "published"),
        Access("ds_read_b64_tr_b16", 64, 64, contiguous(32), _TR, "assumed", transpose=16),
        Access("ds_read_b64_tr_b8", 64, 64, contiguous(32), _TR, "assumed", transpose=8),
        Access("ds_read_b64_tr_b4", 64, 64, contiguous(32), _TR, "assumed", transpose=4),
        Access("ds_read_b96_tr_b6", 96, 64, contiguous(16), _TR.replace("64-bit", "96-bit"), "assumed", transpose=6),
        Access("ds_write_b32", 32, 32, contiguous(32), _R3668, "published", write=True),
        Access("ds_write_b64", 64, 32, contiguous(16), _R3668, "published", write=True),
        Access("ds_write_b128", 128, 32, contiguous(8), _CK + "; " + _R3668, "published", write=True),
        Access("ds_read_b96", 96, 64, contiguous(16), _B96 + " (ds_read_b128 resolves 64 banks on gfx950)",
               "assumed"),
        Access("ds_write_b96", 96, 32, contiguous(8), _B96 + "; " + _R3668, "assumed", write=True),
        _direct("buffer_load_dword_lds", 32, 32, contiguous(32), _DMA + "; " + _R3668, "assumed"),
        _direct("global_load_lds_dword", 32, 32, contiguous(32), _DMA + "; " + _R3668, "assumed"),
        _direct("buffer_load_dwordx3_lds", 96, 32, contiguous(8), _DMA4.format(n=12, bits=96), "assumed"),
        _direct("buffer_load_dwordx4_lds", 128, 32, contiguous(8), _DMA4.format(n=16, bits=128), "assumed"),
        _direct("global_load_lds_dwordx3", 96, 32, contiguous(8), _DMA4.format(n=12, bits=96), "assumed"),
        _direct("global_load_lds_dwordx4", 128, 32, contiguous(8), _DMA4.format(n=16, bits=128), "assumed"),
    )
    return LdsFacts("CDNA4", *_geometry("CDNA4"), acc)


#: ds_read_b128 on RDNA3 (W7900), measured in wave32: 4 phases of two runs of 4 lanes.
_B128_RDNA3 = (_runs((0, 3), (20, 23)), _runs((4, 7), (16, 19)), _runs((8, 11), (28, 31)), _runs((12, 15), (24, 27)))


def _wave64(phases: tuple[tuple[int, ...], ...]) -> tuple[tuple[int, ...], ...]:
    """Wave32 phases, and the same for lanes 32-63 of a wave64 (which runs as two halves)."""
    return phases + tuple(tuple(lane + 32 for lane in p) for p in phases)


def _rdna(name: str, gpu: str, b128: tuple[tuple[int, ...], ...]) -> LdsFacts:
    measured = _MEASURED.format(gpu=gpu) + "; wave64's upper half repeats the wave32 groups (assumed)"
    acc = (
        Access("ds_read_b32", 32, 32, _wave64(contiguous(32, 32)), measured, "published"),
        Access("ds_read_b64", 64, 32, _wave64(contiguous(16, 32)), measured, "published"),
        Access("ds_read_b128", 128, 32, _wave64(b128), measured, "published"),
        Access("ds_write_b32", 32, 32, contiguous(32), _BANK_RULE, "assumed", write=True),
        Access("ds_write_b64", 64, 32, contiguous(16), _BANK_RULE, "assumed", write=True),
        Access("ds_write_b128", 128, 32, contiguous(8), _BANK_RULE, "assumed", write=True),
    )
    return LdsFacts(name, *_geometry(name), acc)


def _gfx1250() -> LdsFacts:
    acc = (
        Access("ds_load_b32", 32, 64, contiguous(32, 32), _BANK_RULE, "assumed"),
        Access("ds_load_b64", 64, 64, contiguous(32, 32), _BANK_RULE, "assumed"),
        Access("ds_load_b128", 128, 64, contiguous(16, 32), _BANK_RULE, "assumed"),
        Access("ds_load_tr16_b128", 128, 64, contiguous(16, 32), _TR.replace("64-bit", "128-bit"), "assumed",
               transpose=16),
        Access("ds_load_tr8_b64", 64, 64, contiguous(32, 32), _TR, "assumed", transpose=8),
    )
    return LdsFacts("GFX1250", *_geometry("GFX1250"), acc)


_FACTS = {"CDNA3": _cdna3, "CDNA4": _cdna4, "RDNA3": lambda: _rdna("RDNA3", "Radeon PRO W7900", _B128_RDNA3),
          "RDNA4": lambda: _rdna("RDNA4", "Radeon RX 9070 XT", contiguous(8, 32)),
          "GFX1250": _gfx1250}


def facts(arch: str) -> LdsFacts:
    """The LDS facts of ``arch`` (CDNA3, CDNA4; RDNA3, RDNA4 and gfx1250 provisional)."""
    a = resolve_arch(arch)
    make = _FACTS.get(a.name)
    if make is None:
        raise AmdMatrixError(f"amdmatrix has no LDS model for {a.name}; legal values: {', '.join(_FACTS)}")
    return make()


def access(arch: str, mnemonic: str) -> Access:
    """One LDS instruction's facts on ``arch``."""
    return facts(arch).access(mnemonic)
