"""The small vocabularies every module shares, each in one place.

* matrix roles: A, B, C, D, the compression indices K and the CDNA4 scales SA/SB, with their
  coordinate names, the dimension letters of a printed table, and their encoding fields;
* the CDNA4 F8F6F4 formats that CBSZ (A) and BLGP (B) select;
* the NEG/NEG_HI rule;
* the version, and the JSON schema of every ``--json`` document.
"""

from __future__ import annotations

from .records import record

__all__ = ["VERSION", "JSON_SCHEMA", "Role", "ROLES", "MATRICES", "BLOCKLESS", "F8F6F4_FORMATS", "F8F6F4_BITS",
           "F8F6F4_ELEMENTS", "F8F6F4_ALIASES", "F8F6F4_LEGAL", "F8F6F4_CODES_TEXT", "NEG_RULE", "neg_field"]

#: The package version (pyproject.toml reads it from here).
VERSION = "0.1.0"

#: The ``"schema"`` of every JSON document amdmatrix prints: the queries and every subcommand
#: (docs/json.md). Fields are only added within a version.
JSON_SCHEMA = "amdmatrix/2"


@record
class Role:
    """What one operand of a matrix instruction is called."""

    name: str
    #: The coordinates a query takes for its rows and columns (``i``, ``j``, ``k``).
    coords: tuple[str, str]
    #: The coordinates its printed formulas use (the scales are indexed by ``kb = k / 32``).
    formula_coords: tuple[str, str]
    #: The dimension letters of a printed table (``A[M][K]``).
    dims: tuple[str, str]
    #: The encoding field that holds the operand (``Src0`` ...; the CDNA4 scales are sources of a prefix).
    field: str


ROLES: dict[str, Role] = {r.name: r for r in (
    Role("A", ("i", "k"), ("i", "k"), ("M", "K"), "Src0"),
    Role("B", ("k", "j"), ("k", "j"), ("K", "N"), "Src1"),
    Role("C", ("i", "j"), ("i", "j"), ("M", "N"), "Src2"),
    Role("D", ("i", "j"), ("i", "j"), ("M", "N"), "Vdst"),
    #: The compression indices of a sparse instruction, in C's place.
    Role("K", ("i", "k"), ("i", "k"), ("M", "K"), "Src2"),
    Role("SA", ("i", "k"), ("i", "kb"), ("M", "KB"), "ScaleA"),
    Role("SB", ("k", "j"), ("kb", "j"), ("KB", "N"), "ScaleB"),
)}
#: Matrix names accepted by queries.
MATRICES = tuple(ROLES)
#: Operands whose elements carry no block index (printed without ``.B<block>``).
BLOCKLESS = frozenset({"K", "SA", "SB"})

#: CDNA4 F8F6F4 operand formats, by CBSZ (A) / BLGP (B) code (CDNA4 ISA §7.1.5).
F8F6F4_FORMATS = ("fp8", "bf8", "fp6", "bf6", "fp4")
#: Their widths in bits.
F8F6F4_BITS = (8, 8, 6, 6, 4)
#: Their OCP element-type names.
F8F6F4_ELEMENTS = ("e4m3", "e5m2", "e2m3", "e3m2", "e2m1")
#: Every accepted spelling of a format (the OCP element names too), with its code.
F8F6F4_ALIASES = {**{f: n for n, f in enumerate(F8F6F4_FORMATS)}, **{e: n for n, e in enumerate(F8F6F4_ELEMENTS)}}
#: The legal values of a format option, as error messages name them.
F8F6F4_LEGAL = "fp8, bf8, fp6, bf6, fp4 (or e4m3, e5m2, e2m3, e3m2, e2m1, or the codes 0-4)"
#: The codes and their formats, as messages list them: ``0 fp8, 1 bf8, 2 fp6, 3 bf6, 4 fp4``.
F8F6F4_CODES_TEXT = ", ".join(f"{n} {f}" for n, f in enumerate(F8F6F4_FORMATS))

#: The NEG rule: bit n of a field acts on operand n (A, B, C).
NEG_RULE = ("NEG[n] negates operand n's values in bits 15-0 of a register and NEG_HI[n] those in bits 31-16; "
            "on C, NEG negates and NEG_HI takes the absolute value first")


def neg_field(lo: int) -> str:
    """The field (``neg`` or ``neg_hi``) that negates an A/B value whose lowest bit is ``lo``."""
    return "neg_hi" if lo % 32 >= 16 else "neg"
