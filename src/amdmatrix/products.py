"""Products: the facts of each GPU that a peak figure needs, one row each, with its sources.

Only what the instruction rows cannot give is here: the number of compute units and the peak
engine clock. Everything else a peak needs (FLOPs per instruction, cycles, SIMDs per unit)
comes from the instruction rows of :mod:`amdmatrix.isa`, so a peak is derived, never typed in
(:mod:`amdmatrix.throughput`). The figures AMD publishes for each product are test data
(``tests/data/published_peaks.json``), not part of the library: they are what the derivation
is checked against.

Sources, named in each row:

* compute units: the ROCm documentation's "AMD GPU specifications" tables;
* peak engine clock: AMD's data sheet or product page of each product (for Radeon cards the
  boost clock, which AMD's own peak figures use).

gfx1250 (MI455X) has no row: AMD has not published its compute units and clock.
"""

from __future__ import annotations

from .errors import AmdMatrixError
from .records import record

__all__ = ["Product", "PRODUCTS", "UnknownProductError", "product", "products_named", "products_of"]


class UnknownProductError(AmdMatrixError):
    """The product name is not one amdmatrix has facts for."""


@record
class Product:
    """One GPU product: the facts a peak throughput needs that are not instruction facts."""

    name: str
    #: The architecture's name in :mod:`amdmatrix.archs` ("CDNA3", "RDNA4", ...).
    arch: str
    #: Compute units (CUs); on RDNA two CUs make one workgroup processor (WGP).
    cus: int
    #: Peak engine clock in MHz (Radeon: boost clock).
    clock_mhz: int
    #: The public documents the two figures come from.
    sources: tuple[str, ...]
    #: Other names the product is known by (case-insensitive look-up).
    aliases: tuple[str, ...] = ()


_SPECS = "ROCm documentation, AMD GPU specifications (compute units)"


def _instinct(name: str, arch: str, cus: int, clock: int, sheet: str, aliases: tuple[str, ...] = ()) -> Product:
    return Product(f"AMD Instinct {name}", arch, cus, clock, (_SPECS, f"AMD Instinct {name} data sheet ({sheet})"),
                   (name, *aliases))


def _radeon(name: str, arch: str, cus: int, clock: int, aliases: tuple[str, ...] = ()) -> Product:
    short = name.removeprefix("Radeon ").removeprefix("PRO ").removeprefix("AI PRO ")
    return Product(f"AMD {name}", arch, cus, clock, (_SPECS, f"AMD {name} product page (boost clock)"),
                   (name, short.replace(" ", ""), short, *aliases))


#: Every product, by architecture, oldest first.
PRODUCTS: tuple[Product, ...] = (
    _instinct("MI100", "CDNA1", 120, 1502, "peak engine clock 1502 MHz"),
    _instinct("MI210", "CDNA2", 104, 1700, "peak engine clock 1700 MHz"),
    _instinct("MI250", "CDNA2", 208, 1700, "peak engine clock 1700 MHz"),
    _instinct("MI250X", "CDNA2", 220, 1700, "peak engine clock 1700 MHz"),
    _instinct("MI300A", "CDNA3", 228, 2100, "peak engine clock 2100 MHz"),
    _instinct("MI300X", "CDNA3", 304, 2100, "peak engine clock 2100 MHz"),
    _instinct("MI325X", "CDNA3", 304, 2100, "peak engine clock 2100 MHz"),
    _instinct("MI350X", "CDNA4", 256, 2200, "peak engine clock 2200 MHz"),
    _instinct("MI355X", "CDNA4", 256, 2400, "peak engine clock 2400 MHz"),
    _radeon("Radeon RX 7900 XTX", "RDNA3", 96, 2500),
    _radeon("Radeon RX 7900 XT", "RDNA3", 84, 2400),
    _radeon("Radeon RX 7900 GRE", "RDNA3", 80, 2245),
    _radeon("Radeon RX 7800 XT", "RDNA3", 60, 2430),
    _radeon("Radeon RX 7700 XT", "RDNA3", 54, 2544),
    _radeon("Radeon RX 7600 XT", "RDNA3", 32, 2755),
    _radeon("Radeon RX 7600", "RDNA3", 32, 2655),
    _radeon("Radeon PRO W7900", "RDNA3", 96, 2495),
    _radeon("Radeon PRO W7800", "RDNA3", 70, 2499),
    _radeon("Radeon PRO W7700", "RDNA3", 48, 2600),
    _radeon("Radeon PRO W7600", "RDNA3", 32, 2440),
    _radeon("Radeon RX 9070 XT", "RDNA4", 64, 2970),
    _radeon("Radeon RX 9070", "RDNA4", 56, 2520),
    _radeon("Radeon RX 9060 XT", "RDNA4", 32, 3130),
    _radeon("Radeon AI PRO R9700", "RDNA4", 64, 2920),
)


def _key(name: str) -> str:
    return "".join(str(name).upper().split()).replace("AMD", "").replace("INSTINCT", "").replace("RADEON", "")


def _keys(p: Product) -> set[str]:
    """The look-up keys of ``p``: each name without spaces or case, with and without its series
    prefix (RX, PRO, AI PRO), so "9070xt", "rx 9070 xt" and "Radeon RX 9070 XT" are one product."""
    out = set()
    for n in (p.name, *p.aliases):
        k = _key(n)
        out.add(k)
        for prefix in ("AIPRO", "PRO", "RX"):
            if k.startswith(prefix):
                out.add(k.removeprefix(prefix))
    return out


def _legal() -> str:
    return ", ".join(p.aliases[0] for p in PRODUCTS) + " (or an architecture or LLVM processor: gfx942, cdna3, ...)"


def products_named(name: object) -> tuple[Product, ...]:
    """The products ``name`` means, case-insensitively: one product ("MI300X", "AMD Instinct
    MI300X", "rx 9070 xt", "9070xt"), a series whose names add letters to it ("mi300": MI300A and
    MI300X; "7900": the RX 7900 XTX, XT and GRE), or an architecture or LLVM processor ("gfx942",
    "cdna3": every product of it). Raises UnknownProductError naming the legal values."""
    if not isinstance(name, str):
        raise UnknownProductError(f"the product must be a name (a string), not {type(name).__name__}; legal values: "
                                  + _legal())
    want = _key(name)
    if want:
        exact = tuple(p for p in PRODUCTS if want in _keys(p))
        if exact:
            return exact
        series = tuple(p for p in PRODUCTS if any(k.startswith(want) and k[len(want):].isalpha() for k in _keys(p)))
        if series and want[-1].isdigit():
            return series
        from .archs import resolve_arch

        try:
            arch = resolve_arch(name)
        except AmdMatrixError:
            pass
        else:
            found = products_of(arch.name)
            if found:
                return found
            raise UnknownProductError(f"amdmatrix has no product facts for {arch.name} ({name[:40]!r}); legal "
                                      f"values: {_legal()}; amdmatrix peak -a {arch.name} gives its figures per CU "
                                      "per clock")
    raise UnknownProductError(f"unknown product {name[:60]!r}; legal values: {_legal()}")


def product(name: object) -> Product:
    """The one product called ``name`` ("MI300X", "AMD Instinct MI300X", "rx 9070 xt", ...),
    case-insensitively; a name of several products is refused with them."""
    found = products_named(name)
    if len(found) > 1:
        raise UnknownProductError(f"{str(name)[:40]!r} names {len(found)} products; legal values: "
                                  + ", ".join(p.aliases[0] for p in found))
    return found[0]


def products_of(arch: str) -> tuple[Product, ...]:
    """The products of the architecture named ``arch`` (its canonical name)."""
    return tuple(p for p in PRODUCTS if p.arch == arch)
