"""Peak matrix throughput, derived from the instruction rows and a product's CUs and clock.

For each input data type (and accumulator), dense or sparse, the peak is reached by the
instruction of the architecture with the most operations per cycle:

    FLOPs per instruction  = 2 x M x N x K x blocks   (K counts the dense-equivalent K of a
                                                      sparse instruction, as AMD's figures do)
    FLOPs per CU per clock = FLOPs per instruction x SIMDs per unit / cycles / CUs per unit
    peak                   = FLOPs per CU per clock x CUs x peak engine clock

Every term but the last two comes from :mod:`amdmatrix.isa` (shape, blocks, cycles, and the
cycles by format of CDNA4's F8F6F4 instructions); the CUs and clock are the product's row in
:mod:`amdmatrix.products`. A matrix unit issues one instruction per SIMD at a time: there are
4 SIMDs per CDNA compute unit (CDNA3 white paper) and 4 SIMD32s per RDNA workgroup processor
of 2 CUs (RDNA 3 and RDNA 4 ISA guides, "Workgroup processor"); an instruction's cycles are
per SIMD. docs/peak.md shows the derivation and how it compares with AMD's own figures.
"""

from __future__ import annotations

from . import products as _products
from .archs import Arch, resolve_arch
from .errors import AmdMatrixError
from .products import PRODUCTS, Product, products_of
from .records import record

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .model import Instruction

__all__ = ["Peak", "UnknownDataTypeError", "DTYPES", "peak", "dtypes_of"]


class UnknownDataTypeError(AmdMatrixError):
    """The data type is not one whose peak the architecture (or amdmatrix) knows."""


#: The data types a peak is asked for -> the instruction input types (DType keys) they cover.
DTYPES: dict[str, tuple[str, ...]] = {
    "fp64": ("fp64",),
    "fp32": ("fp32",),
    "tf32": ("xf32",),
    "fp16": ("fp16",),
    "bf16": ("bf16",),
    "fp8": ("fp8", "fp8_fnuz"),
    "bf8": ("bf8", "bf8_fnuz"),
    "fp6": ("fp6",),
    "bf6": ("bf6",),
    "fp4": ("fp4",),
    "int8": ("i8", "iu8"),
    "int4": ("iu4",),
}
_OF_TYPE = {t: d for d, ts in DTYPES.items() for t in ts}
#: The F8F6F4 formats an instruction with per-format cycles is tried with.
_FORMATS = ("fp8", "bf8", "fp6", "bf6", "fp4")

#: SIMDs per throughput unit (every architecture's unit has four) and CUs per unit.
SIMDS_PER_UNIT = 4
CUS_PER_UNIT = {"CU": 1, "WGP": 2}


@record
class Peak:
    """The peak of one data type on one product (or, with ``product`` None, per CU per clock)."""

    arch: str
    product: str | None
    #: The data type asked for (a key of :data:`DTYPES`) and the accumulator (D's DType key).
    dtype: str
    accumulator: str
    sparse: bool
    #: The instruction that reaches it, and the F8F6F4 formats it runs with ("" for none).
    instruction: str
    formats: str
    flops_per_instruction: int
    cycles: int
    #: Operations per compute unit per clock (FLOPs, or integer operations).
    per_cu_clock: float
    cus: int | None
    clock_mhz: int | None
    #: Tera-operations per second (TFLOPs or TOPs); None without a product.
    tera: float | None
    integer: bool
    sources: tuple[str, ...]
    #: Where the instruction's cycles are not AMD's own (gfx1250: LLVM's scheduling model), the
    #: instruction row's note that says so; "" otherwise.
    caveat: str = ""

    @property
    def unit(self) -> str:
        return "TOPs" if self.integer else "TFLOPs"

    def derivation(self) -> list[str]:
        """The derivation, line by line, as ``amdmatrix peak`` prints it."""
        kind = "sparse" if self.sparse else "dense"
        fmt = f" with {self.formats}" if self.formats else ""
        unit = resolve_arch(self.arch).unit
        per_unit = SIMDS_PER_UNIT
        cus = CUS_PER_UNIT[unit]
        ops = "ops" if self.integer else "FLOPs"
        lines = [f"{self.dtype} -> {self.accumulator}, {kind}: {self.instruction}{fmt}",
                 f"  {self.flops_per_instruction} {ops} per instruction in {self.cycles} cycles on each of "
                 f"{per_unit} SIMDs per {unit}" + (f" ({cus} CUs)" if cus != 1 else ""),
                 f"  = {_num(self.per_cu_clock)} {ops}/CU/clock"]
        if self.tera is not None and self.cus is not None and self.clock_mhz is not None:
            lines[-1] += (f" x {self.cus} CUs x {self.clock_mhz / 1000:.3f} GHz = {self.tera:.1f} {self.unit}")
        if self.caveat:
            lines.append(f"  PROVISIONAL: {self.caveat}")
        return lines


def _num(x: float) -> str:
    return str(int(x)) if x == int(x) else f"{x:.2f}"


def _dtype(name: object, arch: Arch) -> str:
    """The peak's data type (a key of :data:`DTYPES`) that ``name`` spells on ``arch``, through the one
    resolver of type names (:func:`amdmatrix.dtypes.resolve`: ``f16``, ``half``, ``e4m3``, ``int8``, ...)."""
    from .dtypes import resolve

    legal = dtypes_of(arch)
    try:
        key = _OF_TYPE[resolve(name, [t for d in legal for t in DTYPES[d]])]
    except AmdMatrixError:
        raise UnknownDataTypeError(f"{arch.name} has no matrix instruction for data type {str(name)[:40]!r}; legal "
                                   f"values: {', '.join(legal)}") from None
    return key


def _settings(inst: Instruction) -> tuple[str, ...]:
    """The F8F6F4 formats (A and B alike) an instruction is tried with; "" for none."""
    return ("",) if inst.format_cycles is None else _FORMATS


def _types(inst: Instruction, fmt: str) -> tuple[str, str]:
    if fmt:
        return inst.dtype("A", a_format=fmt, b_format=fmt).key, inst.dtype("B", a_format=fmt, b_format=fmt).key
    return inst.dtype("A").key, inst.dtype("B").key


def _cycles(inst: Instruction, fmt: str) -> int:
    return inst.cycles_for(a_format=fmt, b_format=fmt) if fmt else inst.cycles_for()


def _candidates(arch: Arch) -> list[tuple[str, str, bool, Instruction, str]]:
    """(dtype, accumulator, sparse, instruction, formats) for every instruction whose A and B
    have the same data type (mixed FP8 x BF8 run at the FP8 rate, and add no row)."""
    from .catalog import instructions

    out = []
    for inst in instructions(arch.name):
        if "A" not in inst.matrices or "B" not in inst.matrices:
            continue  # the scale loads of gfx1250
        for fmt in _settings(inst):
            a, b = _types(inst, fmt)
            if a != b or a not in _OF_TYPE:
                continue
            out.append((_OF_TYPE[a], inst.types["D"], inst.sparse, inst, fmt))
    return out


def _caveat(inst: Instruction) -> str:
    """The row's note on where its cycles come from, when AMD has not published them."""
    return next((n for n in inst.notes if n.startswith("Execution cycles:")), "")


def dtypes_of(arch: Arch | str) -> list[str]:
    """The data types ``arch`` has matrix instructions for, in :data:`DTYPES` order."""
    a = arch if isinstance(arch, Arch) else resolve_arch(arch)
    have = {c[0] for c in _candidates(a)}
    return [d for d in DTYPES if d in have]


def _peaks(arch: Arch, prod: Product | None, want: str | None, sparse: bool | None) -> list[Peak]:
    best: dict[tuple[str, str, bool], tuple[float, Instruction, str]] = {}
    for dtype, acc, sp, inst, fmt in _candidates(arch):
        if (want is not None and dtype != want) or (sparse is not None and sp != sparse):
            continue
        cycles = _cycles(inst, fmt)
        rate = inst.flops * SIMDS_PER_UNIT / cycles / CUS_PER_UNIT[arch.unit]
        key = (dtype, acc, sp)
        # The first instruction (in the architecture's order) wins a tie; a block-scaled one
        # never displaces the unscaled one it equals.
        if key not in best or rate > best[key][0]:
            best[key] = (rate, inst, fmt)
    order = list(DTYPES)
    out = []
    for (dtype, acc, sp), (rate, inst, fmt) in sorted(best.items(), key=lambda kv: (order.index(kv[0][0]),
                                                                                    kv[0][1], kv[0][2])):
        tera = rate * prod.cus * prod.clock_mhz / 1e6 if prod is not None else None
        fmts = f"{fmt} A and B" if fmt else ""
        out.append(Peak(arch.name, prod.name if prod else None, dtype, acc, sp, inst.mnemonic, fmts, inst.flops,
                        _cycles(inst, fmt), rate, prod.cus if prod else None, prod.clock_mhz if prod else None,
                        tera, inst.is_integer, prod.sources if prod else (), _caveat(inst)))
    return out


def peak(arch: str | None = None, *, product: str | None = None, dtype: str | None = None,
         sparse: bool | None = None) -> list[Peak]:
    """Peak matrix throughput, each with the instruction that reaches it and its derivation.

    ``arch``: every product of that architecture (an architecture without product facts, such
    as gfx1250, gives its figures per CU per clock, ``tera`` None). ``product``: that
    product ("MI300X", "Radeon RX 9070 XT", "9070xt"), or the products a series or processor name
    covers ("mi300", "gfx942": :func:`amdmatrix.products.products_named`). Neither: every
    product. ``dtype``: one data type (:data:`DTYPES`: fp64, fp32, tf32, fp16, bf16, fp8, bf8, fp6,
    bf6, fp4, int8, int4, in any spelling :func:`amdmatrix.dtypes.resolve` reads: f16, half, e4m3, ...);
    ``sparse``: True for the sparse (SMFMAC/SWMMAC) peaks only, False for the dense only.
    """
    if sparse is not None and not isinstance(sparse, bool):
        raise AmdMatrixError(f"sparse must be True, False or None, not {sparse!r}")
    if product is not None:
        named = _products.products_named(product)
        if arch is not None:
            a = resolve_arch(arch)
            wrong = [p for p in named if p.arch != a.name]
            if wrong:
                raise AmdMatrixError(f"{wrong[0].name} is {wrong[0].arch}, not {a.name}; give -a {wrong[0].arch} "
                                     "or leave the architecture out")
        targets: list[tuple[Arch, Product | None]] = [(resolve_arch(p.arch), p) for p in named]
    elif arch is not None:
        a = resolve_arch(arch)
        targets = [(a, p) for p in products_of(a.name)] or [(a, None)]
    else:
        targets = [(resolve_arch(p.arch), p) for p in PRODUCTS]
    out: list[Peak] = []
    if dtype is not None:
        archs = {a.name: a for a, _ in targets}
        have = [a for a in archs.values() if _known(dtype, a)]
        if not have:  # the error names the legal values of the (first) architecture asked for
            _dtype(dtype, next(iter(archs.values())))
        targets = [(a, p) for a, p in targets if a in have]
    for a, p in targets:
        out.extend(_peaks(a, p, None if dtype is None else _dtype(dtype, a), sparse))
    return out


def _known(dtype: str, arch: Arch) -> bool:
    try:
        _dtype(dtype, arch)
    except UnknownDataTypeError:
        return False
    return True
