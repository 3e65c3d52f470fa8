"""Every row of src/amdmatrix/isa/ against the reference facts it was written from.

CDNA1-3 and RDNA3-4: the calculator's facts (tests/data/reference-instructions/). CDNA4, which
the calculator lacks: tests/data/cdna4_facts.json (the CDNA4 ISA's Tables 28 and 33, opcodes
checked with llvm-mc-22 -mcpu=gfx950). A row may differ from its reference only where
amdmatrix.isa.errata says so, and every erratum must still be a difference.
"""

from __future__ import annotations

import json
import re
from importlib import import_module
from pathlib import Path

import pytest
from vendored import DATA, REFERENCE_ARCHS, reference_facts

import amdmatrix
from amdmatrix.dtypes import DTYPES
from amdmatrix.isa._rows import MODIFIER_FIELDS, Row
from amdmatrix.isa.errata import ERRATA

ARCHS = (*REFERENCE_ARCHS, "cdna4")
ROOT = Path(__file__).resolve().parents[2]
#: The calculator's descriptions of the data types (the XF32 instructions take FP32 registers).
DESCRIPTIONS = {d.description: key for key, d in DTYPES.items() if key != "xf32"}


def _facts(arch: str) -> list[dict[str, object]]:
    if arch == "cdna4":
        facts = json.loads((DATA / "cdna4_facts.json").read_text())
        assert isinstance(facts, list) and len(facts) == 68
        return facts
    return reference_facts(arch)


def _rows(arch: str) -> tuple[Row, ...]:
    rows: tuple[Row, ...] = import_module(f"amdmatrix.isa.{arch}").ROWS
    return rows


def _d(x: dict[str, object], key: str) -> dict[str, str]:
    v = x[key]
    assert isinstance(v, dict)
    return v


def _reference_row(x: dict[str, object]) -> dict[str, object]:
    """The row fields as the reference states them."""
    name = str(x["Instruction"])
    dims, stats, types = _d(x, "Matrix Dimensions"), _d(x, "Execution statistics"), _d(x, "Register data types")
    a, b = DESCRIPTIONS[types["Src0"]], DESCRIPTIONS[types["Src1"]]
    if name.endswith("_XF32"):
        a = b = "xf32"  # FP32 registers, reduced-precision XF32 arithmetic
    out: dict[str, object] = {
        "op": int(str(x["VOP3P Opcode"]), 16),
        "mnk": (int(dims["M"]), int(dims["N"]), int(dims["K"])),
        "blocks": int(dims.get("blocks", "1")),
        "types": (a, b),
        "cd": DESCRIPTIONS[types["Vdst"]],
        "cycles": int(stats["Execution cycles"]),
        "coexec": int(stats["VALU co-execution cycles possible"]) if "VALU co-execution cycles possible" in stats
        else None,
    }
    if "F8F6F4 cycles" in x:
        out["cycles_6_4bit"] = int(_d(x, "F8F6F4 cycles")["FP4,FP4"])
    return out


def _row_facts(r: Row, x: dict[str, object]) -> dict[str, object]:
    out: dict[str, object] = {"op": r.op, "mnk": r.mnk, "blocks": r.blocks, "types": r.types, "cd": r.cd,
                              "cycles": r.cycles, "coexec": r.coexec}
    if "F8F6F4 cycles" in x:
        out["cycles_6_4bit"] = r.cycles_6_4bit
    return out


def _differences(arch: str) -> set[tuple[str, str, str, object, object]]:
    rows, facts = _rows(arch), _facts(arch)
    assert [r.mnemonic for r in rows] == [str(x["Instruction"]) for x in facts], "the rows follow the reference order"
    out = set()
    for r, x in zip(rows, facts, strict=True):
        ref, mine = _reference_row(x), _row_facts(r, x)
        out |= {(arch.upper(), r.mnemonic, k, ref[k], mine[k]) for k in ref if ref[k] != mine[k]}
    return out


@pytest.mark.parametrize("arch", ARCHS)
def test_rows_differ_from_the_reference_exactly_by_the_errata(arch: str) -> None:
    errata = {(e.arch, e.mnemonic, e.fact, e.reference, e.row) for e in ERRATA if e.arch == arch.upper()}
    assert _differences(arch) == errata


def test_the_errata_are_not_empty_and_name_their_authority() -> None:
    assert len(ERRATA) == 4
    for e in ERRATA:
        assert e.source and e.arch.lower() in ARCHS


@pytest.mark.parametrize("arch", ARCHS)
def test_modifier_support_and_sparsity_match_the_reference(arch: str) -> None:
    """What a row's modifiers and layout make of it, as -d reports it, equals the reference."""
    rows, facts = _rows(arch), _facts(arch)
    for r, x, inst in zip(rows, facts, amdmatrix.instructions(arch), strict=True):
        assert set(r.modifiers) <= set(MODIFIER_FIELDS), r.mnemonic
        mods = {k: v == "True" for k, v in _d(x, "Register modifiers").items()}
        if arch.startswith("cdna"):
            assert mods.pop("Sparse A matrix") == r.layout.sparse, r.mnemonic
            # CDNA4's 8-bit SMFMACs hold one index set: CBSZ/ABID are accepted and ignored, reported unsupported.
            assert mods.pop("CBSZ and ABID bits supported") == inst.supports("cbsz"), r.mnemonic
            assert mods.pop("BLGP bits supported") == ("blgp" in r.modifiers), r.mnemonic
        else:
            assert mods.pop("OPSEL supported", mods.pop("OPSEL[2] supported", None)) == ("opsel" in r.modifiers)
            assert not mods.pop("OPSEL[1:0] supported", False)
            assert mods.pop("NEG bits supported") == ("neg" in r.modifiers), r.mnemonic
            assert r.layout.sparse == r.mnemonic.startswith("V_SWMMAC")
        assert not mods, f"{r.mnemonic}: modifier facts not checked: {mods}"


def _old_spellings(name: str) -> list[str]:
    """The pre-gfx940 spellings of a gfx940-style mnemonic (``_1K`` first for BF16)."""
    m = re.match(r"^(V_MFMA_[A-Z0-9]+_\d+X\d+X\d+)(?:_\d+B)?_([A-Z0-9]+)$", name)
    if not m:
        return []
    base, ty = m.groups()
    return [c.lower() for c in ([f"{base}BF16_1K"] if ty == "BF16" else []) + [f"{base}{ty}"]]


@pytest.mark.parametrize("arch", ARCHS)
def test_aliases_are_old_spellings(arch: str) -> None:
    """Aliases are the pre-gfx940 spelling of a CDNA3/CDNA4 mnemonic (which LLVM accepts: test_encoding_spellings)."""
    rows = _rows(arch)
    with_alias = [r for r in rows if r.aliases]
    if arch not in ("cdna3", "cdna4"):
        assert not with_alias
        return
    assert len(with_alias) >= 20
    for r in with_alias:
        assert len(r.aliases) == 1 and r.aliases[0] in _old_spellings(r.mnemonic), r.mnemonic


def test_cdna4_inherits_cdna3() -> None:
    """CDNA4's rows are CDNA3's without XF32 (FP8 retyped to OCP, FP64 at half rate), plus its new rows."""
    cdna3 = {r.mnemonic: r for r in _rows("cdna3")}
    cdna4 = _rows("cdna4")
    inherited = [r for r in cdna4 if r.mnemonic in cdna3]
    assert len(inherited) == 44 and set(cdna3) - {r.mnemonic for r in cdna4} == {
        "V_MFMA_F32_16X16X8_XF32", "V_MFMA_F32_32X32X4_XF32"}
    ocp = {"fp8_fnuz": "fp8", "bf8_fnuz": "bf8"}
    for r in inherited:
        old = cdna3[r.mnemonic]
        assert r.types == tuple(ocp.get(t, t) for t in old.types), r.mnemonic
        assert r.cycles == old.cycles * (2 if old.cd == "fp64" else 1), r.mnemonic
        assert (r.op, r.mnk, r.blocks, r.cd, r.coexec, r.layout, r.modifiers, r.aliases) == (
            old.op, old.mnk, old.blocks, old.cd, old.coexec, old.layout, old.modifiers, old.aliases), r.mnemonic


def test_errata_are_listed_in_the_docs() -> None:
    text = (ROOT / "docs" / "reference-errata.md").read_text()
    assert "amdmatrix.isa.errata" in text or "src/amdmatrix/isa/errata.py" in text
    for e in ERRATA:
        line = next((ln for ln in text.splitlines() if e.mnemonic in ln and e.arch in ln), None)
        assert line is not None, e
        assert f"{e.reference:#04x}" in line and f"{e.row:#04x}" in line, line  # type: ignore[str-format]
