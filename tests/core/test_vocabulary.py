"""The shared vocabularies (amdmatrix.vocabulary) and the renderers' independence from the model."""

from __future__ import annotations

import ast
from pathlib import Path

from clirun import run

import amdmatrix
from amdmatrix.dtypes import DTYPES
from amdmatrix.vocabulary import F8F6F4_ALIASES, F8F6F4_BITS, F8F6F4_FORMATS, ROLES, VERSION, neg_field

ROOT = Path(__file__).resolve().parents[2]


def test_the_version_is_one_string() -> None:
    lines = (ROOT / "pyproject.toml").read_text().splitlines()
    assert 'dynamic = ["version"]' in lines and not [ln for ln in lines if ln.startswith("version = \"")]
    assert 'version = { attr = "amdmatrix.vocabulary.VERSION" }' in lines
    assert amdmatrix.__version__ == VERSION
    assert run("--version").stdout == f"amdmatrix {VERSION}\n"


def test_f8f6f4_formats_match_the_data_types() -> None:
    assert F8F6F4_FORMATS == ("fp8", "bf8", "fp6", "bf6", "fp4")  # CDNA4 ISA §7.1.5: codes 0-4
    assert F8F6F4_BITS == tuple(DTYPES[f].bits for f in F8F6F4_FORMATS)
    assert F8F6F4_ALIASES["e2m1"] == F8F6F4_ALIASES["fp4"] == 4 and F8F6F4_ALIASES["e5m2"] == 1


def test_roles_name_fields_and_coordinates() -> None:
    assert [r.field for r in ROLES.values()] == ["Src0", "Src1", "Src2", "Vdst", "Src2", "ScaleA", "ScaleB"]
    sparse = amdmatrix.instruction("cdna3", "v_smfmac_f32_16x16x32_f16")
    assert sparse.source_fields == {"A": "Src0", "B": "Src1", "K": "Src2", "D": "Vdst"}
    el = amdmatrix.instruction("cdna4", "v_mfma_scale_f32_16x16x128_f8f6f4").element("SB", k=1, j=3, abid=1)
    assert (el.i, el.j, el.k) == (None, 3, 1)


def test_neg_rule_picks_the_half() -> None:
    assert [neg_field(lo) for lo in (0, 8, 15, 16, 24, 32, 48)] == ["neg", "neg", "neg", "neg_hi", "neg_hi", "neg",
                                                                    "neg_hi"]


def test_query_results_carry_what_renderers_need() -> None:
    sparse = amdmatrix.instruction("cdna3", "v_smfmac_f32_16x16x32_f16")
    dense = amdmatrix.instruction("cdna3", "v_mfma_f32_32x32x4_2b_f16")
    assert sparse.sources_of(1, 2).accumulates_into_d and sparse.sources_of(1, 2).c is None
    assert not dense.sources_of(1, 2).accumulates_into_d
    assert str(dense.element("A", i=1, k=2, block=1)) == "A[1][2].B1"
    assert dense.element("A", i=1, k=2, block=1).shows_block
    assert not sparse.element("K", i=1, k=2).shows_block


def test_renderers_do_not_import_the_model() -> None:
    for name in ("text.py", "jsonout.py"):
        tree = ast.parse((ROOT / "src" / "amdmatrix" / "render" / name).read_text())
        imported = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
        names = {a.name for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) for a in n.names}
        assert "model" not in imported and "Instruction" not in names, name
