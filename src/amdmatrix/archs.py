"""Architectures, their aliases, wave sizes and encoding families."""

from __future__ import annotations

from dataclasses import dataclass

from .errors import UnknownArchitectureError

__all__ = ["Arch", "ARCHS", "resolve_arch"]


@dataclass(frozen=True)
class Arch:
    """One GPU architecture generation with matrix instructions."""

    name: str
    aliases: tuple[str, ...]
    family: str  # "CDNA" or "RDNA"
    encoding: str  # "VOP3P-MAI" or "VOP3P"
    waves: tuple[int, ...]
    mcpu: str  # the LLVM -mcpu name used for encoding
    products: str
    #: GPR alignment requirement in bytes, as the calculator reports it.
    alignment: int
    #: Whether AMD's Matrix Instruction Calculator covers this architecture, so that the
    #: ``-d`` text must stay its report byte for byte (no amdmatrix-only lines).
    calculator: bool = True
    #: The throughput unit ("CU" or "WGP"); None: by family (CU on CDNA, WGP on RDNA). gfx1250.
    unit_name: str | None = None
    #: Whether amdmatrix's LLVM-identical encoder/decoder covers this architecture.
    llvm_codec: bool = True

    @property
    def default_wave(self) -> int:
        return 64 if self.family == "CDNA" else 32

    @property
    def unit(self) -> str:
        """Throughput unit: per compute unit on CDNA, per workgroup processor on RDNA."""
        if self.unit_name is not None:
            return self.unit_name
        return "CU" if self.family == "CDNA" else "WGP"

    @property
    def layout_sources(self) -> tuple[str, ...]:
        """The public sources the exact layouts of this architecture follow (gfx1250: per layout)."""
        calc = ("AMD Matrix Instruction Calculator",) if self.calculator else ()
        return (f"AMD {self.name} ISA guide", *calc)


ARCHS: tuple[Arch, ...] = (
    Arch("CDNA1", ("CDNA", "GFX908", "MI100", "ARCTURUS"), "CDNA", "VOP3P-MAI", (64,), "gfx908",
         "AMD Instinct MI100", 4),
    Arch("CDNA2", ("GFX90A", "MI200", "MI210", "MI250", "MI250X", "ALDEBARAN"), "CDNA", "VOP3P-MAI", (64,),
         "gfx90a", "AMD Instinct MI200 series", 8),
    Arch("CDNA3", ("GFX940", "GFX941", "GFX942", "MI300", "MI300A", "MI300X", "MI325X", "AQUA_VANJARAM"), "CDNA",
         "VOP3P-MAI", (64,), "gfx942", "AMD Instinct MI300 series", 8),
    Arch("CDNA4", ("GFX950", "MI350", "MI350X", "MI355", "MI355X"), "CDNA", "VOP3P-MAI", (64,), "gfx950",
         "AMD Instinct MI350 series", 8, calculator=False),
    Arch("RDNA3", ("GFX1100", "GFX1101", "GFX1102", "GFX1103", "GFX1150", "GFX1151", "GFX1152", "GFX1153"), "RDNA",
         "VOP3P", (32, 64), "gfx1100", "AMD Radeon RDNA 3 GPUs", 4),
    Arch("RDNA4", ("GFX1200", "GFX1201"), "RDNA", "VOP3P", (32, 64), "gfx1200", "AMD Radeon RDNA 4 GPUs", 4),
    # gfx1250 (issue 16): WMMA in VOP3P like RDNA, wave32 only; family "CDNA5" is neither of the two above.
    Arch("GFX1250", ("GFX1251", "MI455X", "CDNA5"), "CDNA5", "VOP3P", (32,), "gfx1250", "AMD Instinct MI455X", 8,
         calculator=False, unit_name="CU", llvm_codec=False),
)

_BY_NAME: dict[str, Arch] = {}
for _a in ARCHS:
    for _n in (_a.name, *_a.aliases):
        _BY_NAME[_n.upper()] = _a


def all_arch_names() -> list[str]:
    """Every accepted architecture name and alias, upper case."""
    return list(_BY_NAME)


def resolve_arch(name: str) -> Arch:
    """Return the architecture for ``name`` or any alias, case-insensitively."""
    arch = _BY_NAME.get(str(name).strip().upper())
    if arch is None:
        legal = ", ".join(f"{a.name} ({', '.join(a.aliases)})" for a in ARCHS)
        raise UnknownArchitectureError(f"unknown architecture {name!r}; legal values: {legal}")
    return arch
