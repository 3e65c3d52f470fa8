"""Where the rows deliberately differ from the reference facts.

The reference facts (the calculator's, vendored in tests/data/reference-instructions/) are
wrong in these places; the rows follow the authority named in ``source``. docs/reference-errata.md
lists every entry, and tests/core/test_rows_against_reference.py requires the entries to be exactly
the differences between the rows and the reference, so a corrected reference shows up as a failure.
"""

from __future__ import annotations

from ..records import record

__all__ = ["Erratum", "ERRATA"]


@record
class Erratum:
    """One fact of one row that differs from the reference on purpose."""

    arch: str
    mnemonic: str
    #: The row field (``op``, ``mnk``, ``cycles``, ...).
    fact: str
    reference: object
    row: object
    #: The authority the row follows.
    source: str


ERRATA: tuple[Erratum, ...] = (
    Erratum("CDNA1", "V_MFMA_I32_16X16X16I8", "op", 0x54, 0x55, "MI200 ISA opcode table (85 = 0x55) and llvm-mc-22"),
    Erratum("CDNA2", "V_MFMA_I32_16X16X16I8", "op", 0x54, 0x55, "MI200 ISA opcode table (85 = 0x55) and llvm-mc-22"),
    Erratum("CDNA3", "V_MFMA_I32_32X32X16_I8", "op", 0x54, 0x56, "llvm-mc-22 -mcpu=gfx942"),
    Erratum("CDNA3", "V_MFMA_I32_16X16X32_I8", "op", 0x54, 0x57, "llvm-mc-22 -mcpu=gfx942"),
)
