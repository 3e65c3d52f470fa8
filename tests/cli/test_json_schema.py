"""Every ``--json`` document of every subcommand against one validator: the JSON Schema files the
package ships (src/amdmatrix/schemas/<query>.json, with the shapes they share in _defs.json),
checked with the ``jsonschema`` library (Draft 2020-12).

The walker finds the subcommands that take ``--json`` from their own help text, so a subcommand
that gains ``--json`` without a case here fails; every schema file must be exercised, and every
document's top-level fields must be described in docs/json.md. ``check --json`` and ``hazards
--json`` once said ``amdmatrix/1`` and ``encode``/``decode`` ``amdmatrix-encoding/1``; the schemas
pin ``amdmatrix/2`` for all.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from clirun import run_inproc
from runkernels import kernel

from amdmatrix.cli import SUBCOMMANDS

jsonschema = pytest.importorskip("jsonschema")
referencing = pytest.importorskip("referencing")

ROOT = Path(__file__).resolve().parents[2]
SCHEMAS = ROOT / "src" / "amdmatrix" / "schemas"
DOC = (ROOT / "docs" / "json.md").read_text()
F16 = ["-a", "cdna3", "-i", "v_mfma_f32_32x32x8_f16"]
KERNEL = "v_mfma_f32_32x32x8_f16 v[0:15], v[16:17], v[18:19], 0\nv_mov_b32 v1, v0\nfrob v1\n"
TR16 = ["-a", "cdna4", "-i", "v_mfma_f32_16x16x32_bf16", "-B", "--tile", "32x16 bf16 row-major", "--read",
        "ds_read_b64_tr_b16"]

#: Kernels for `run` (tests/support/runkernels.py): one that does nothing, one with an MFMA, one
#: with a hazard (a report).
RUN_KERNEL = kernel("cdna3", "\ts_nop 0", args=())
RUN_MFMA = kernel("cdna3", "\tv_mfma_f32_32x32x8_f16 v[0:15], v[16:17], v[18:19], 0\n\ts_nop 15\n\ts_nop 2", args=())
RUN_HAZARD = kernel("cdna3", "\tv_cmp_gt_u32_e32 vcc, 5, v0\n\tv_cndmask_b32_e64 v5, 0, 1, vcc", args=())

#: (argv, the document's query, stdin). Several cases a query where the document's optional parts differ.
CASES: list[tuple[list[str], str, str | None]] = [
    (["--list-architectures", "--json"], "list-architectures", None),
    (["-a", "cdna3", "-L", "--json"], "list-instructions", None),
    ([*F16, "-d", "--json"], "detail-instruction", None),
    (["-a", "rdna4", "-i", "v_swmmac_f32_16x16x32_f16", "-d", "--neg", "4", "--json"], "detail-instruction", None),
    (["-a", "gfx1250", "-i", "v_wmma_f32_16x16x32_f16", "-d", "--json"], "detail-instruction", None),
    ([*F16, "-g", "-D", "-I", "1", "-J", "2", "-o", "--json"], "get-register", None),
    (["-a", "cdna4", "-i", "v_mfma_scale_f32_16x16x128_f8f6f4", "-g", "-D", "-o", "--json"], "get-register", None),
    ([*F16, "-m", "-B", "-r", "0", "-l", "3", "--json"], "matrix-entry", None),
    (["-a", "cdna3", "-i", "v_mfma_f32_4x4x4_16b_f16", "-m", "-A", "-r", "0", "-l", "20", "--cbsz", "2", "--abid",
      "1", "--json"], "matrix-entry", None),
    ([*F16, "-R", "-A", "--json"], "register-layout", None),
    ([*F16, "-M", "-C", "--json"], "matrix-layout", None),
    (["-a", "cdna4", "-i", "v_mfma_f32_16x16x128_f8f6f4", "-M", "-A", "--a-format", "fp6", "--json"], "matrix-layout",
     None),
    (["hazards", "-a", "cdna3", "v_mfma_f32_32x32x8_f16 v[0:15], v[16:17], v[18:19], 0", "v_mov_b32 v1, v0",
      "--json"], "hazards", None),
    (["hazards", "-a", "cdna3", "--json"], "hazard-table", None),
    (["hazards", "-a", "cdna4", "--json"], "hazard-table", None),
    (["hazards", "-a", "cdna3", "-i", "v_mfma_f32_32x32x8_f16", "--json"], "hazard-rules", None),
    (["hazards", "-a", "cdna4", "-i", "v_mfma_f32_16x16x128_f8f6f4", "--a-format", "fp4", "--json"], "hazard-rules",
     None),
    (["check", "-a", "cdna3", "--allow-unknown", "-", "--json"], "check", KERNEL),
    (["check", "-a", "cdna3", "--fix", "--allow-unknown", "-", "--json"], "check", KERNEL),
    (["emulate", *F16, "--random", "--json", "--show-registers"], "emulate", None),
    (["emulate", "-a", "cdna4", "-i", "v_mfma_scale_f32_16x16x128_f8f6f4", "--a-format", "fp4", "--random", "--json"],
     "emulate", None),
    (["encode", "-a", "cdna3", "--json", "--fields", "v_mfma_f32_32x32x8_f16 v[0:15], v[16:17], v[18:19], 0"],
     "encode", None),
    (["encode", "-a", "cdna3", "--json", "v_mfma_f32_99x99 v0, v1"], "encode", None),
    (["decode", "-a", "cdna3", "--json", "0xd3cc8000 0x03ca0500"], "decode", None),
    (["decode", "-a", "cdna3", "--json", "--skip-other", "-"], "decode", "hello\n0xd3cc8000 0x03ca0500\n"),
    (["peak", "--json"], "peak", None),
    (["peak", "-a", "gfx1250", "--json"], "peak", None),
    (["lds", "--facts", "-a", "cdna4", "--json"], "lds-facts", None),
    (["lds", *TR16, "--json"], "lds", None),
    (["lds", *TR16, "--write", "ds_write_b128", "--solve", "--json"], "lds", None),
    (["lds", "-a", "cdna3", "-i", "v_mfma_f32_32x32x16_bf8_bf8", "-A", "--tile", "32x16 bf8 row-major pad 4",
      "--read", "ds_read_b64", "--json"], "lds", None),
    (["lds", "-a", "cdna3", "-i", "v_mfma_f32_16x16x4_f32", "-A", "--tile", "16x4 fp32 row-major", "--read",
      "ds_read_b32", "--write", "ds_write_b128", "--solve", "--json"], "lds", None),
    (["export", *F16, "-D", "--to", "json"], "export", None),
    (["export", *F16, "-A", "--to", "gluon", "--json"], "export", None),
    (["export", "-a", "cdna3", "-i", "v_smfmac_f32_16x16x32_f16", "-A", "--to", "cute", "--json"], "export", None),
    (["lint", *F16, "-D", "--expr", "i = lane % 32; j = 8*(reg/4) + 4*(lane/32) + reg%4", "--json"], "lint", None),
    (["lint", *F16, "-D", "--cute", "((32, 2), (4, 4)) : ((32, 4), (1, 8))", "--json"], "lint", None),
    (["lint", "-a", "cdna2", "-i", "v_mfma_f32_32x32x8f16", "-B", "--expr", "j = lane % 32; k = item", "--json"],
     "lint", None),
    (["run", "-a", "cdna3", "-", "--grid", "1", "--block", "64", "--json"], "run", RUN_KERNEL),
    (["run", "-a", "cdna3", "-", "--grid", "1", "--block", "64", "--trace", "0", "--json"], "run", RUN_KERNEL),
    (["run", "-a", "cdna3", "-", "--grid", "1", "--block", "64", "--trace", "0,1", "--explain", "--json"], "run",
     RUN_MFMA),
    (["run", "-a", "cdna3", "-", "--grid", "1", "--block", "64", "--json"], "run", RUN_HAZARD),
    # convert: a zero-cost register plan, an LDS plan (lds, other_route), a transposing read with a 2-tile
    # producer, a forced route with free registers named (other_route null), a route the LDS cannot take
    (["convert", "-a", "cdna3", "--from", "v_mfma_f32_16x16x16_f16", "--to", "v_mfma_f32_16x16x16_f16:B", "--json"],
     "convert", None),
    (["convert", "-a", "cdna3", "--from", "v_mfma_f32_32x32x8_f16", "--to", "v_mfma_f32_32x32x8_f16:A", "--json"],
     "convert", None),
    (["convert", "-a", "cdna4", "--from", "v_mfma_f32_32x32x16_f16", "--to", "v_mfma_f32_32x32x64_f8f6f4:A",
      "--json"], "convert", None),
    (["convert", "-a", "rdna4", "--from", "v_wmma_f32_16x16x16_f16", "--to", "v_wmma_f32_16x16x16_fp8_fp8:A",
      "--route", "registers", "--free-sgprs", "s40-s60", "--free-vgprs", "v[64:127]", "--json"], "convert", None),
    (["convert", "-a", "cdna3", "--from", "v_mfma_f32_32x32x8_f16", "--to", "v_mfma_f32_32x32x8_f16:A",
      "--lds-base", "65520", "--json"], "convert", None),
]


def _validator(query: str) -> object:
    resources = [(json.loads(p.read_text())["$id"], referencing.Resource.from_contents(json.loads(p.read_text())))
                 for p in sorted(SCHEMAS.glob("*.json"))]
    registry = referencing.Registry().with_resources(resources)
    schema = json.loads((SCHEMAS / f"{query}.json").read_text())
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema, registry=registry, format_checker=jsonschema.FormatChecker())


@pytest.mark.parametrize(("argv", "query", "stdin"), CASES, ids=[" ".join(c[0][:6]) for c in CASES])
def test_every_json_document_is_valid_against_its_shipped_schema(argv: list[str], query: str,
                                                                 stdin: str | None) -> None:
    if argv[0] in ("emulate", "convert", "run"):
        pytest.importorskip("numpy")
    status, out, err = run_inproc(*argv, stdin=stdin)
    assert out, err  # encode/decode print their document with the errors in it, status 2
    doc = json.loads(out)
    assert doc["schema"] == "amdmatrix/2" and doc["query"] == query
    errors = sorted(_validator(query).iter_errors(doc), key=lambda e: list(e.path))  # type: ignore[attr-defined]
    assert not errors, "\n".join(f"{list(e.path)}: {e.message[:300]}" for e in errors[:5])


def test_the_schemas_refuse_a_wrong_document() -> None:
    # The validator is not vacuous: an undocumented field, a wrong type, a missing field are errors.
    doc = json.loads(run_inproc("lds", *TR16, "--json")[1])
    v = _validator("lds")
    for broken in ({**doc, "surprise": 1}, {**doc, "aligned": "yes"}, {k: x for k, x in doc.items() if k != "reads"},
                   {**doc, "schema": "amdmatrix/1"}, {**doc, "reads": [{**doc["reads"][0], "cycles": -1}]}):
        assert list(v.iter_errors(broken)), broken  # type: ignore[attr-defined]


def _takes_json(sub: str) -> bool:
    status, out, _ = run_inproc(sub, "-h")
    return status == 0 and "--json" in out


def test_the_walker_covers_every_subcommand_with_json_and_every_schema() -> None:
    with_json = {s for s in SUBCOMMANDS if _takes_json(s)}
    assert with_json == {"encode", "decode", "emulate", "hazards", "check", "convert", "export", "lint", "peak", "lds",
                         "run"}
    walked = {argv[0] for argv, _, _ in CASES if not argv[0].startswith("-")}
    assert with_json <= walked, f"subcommands with --json and no case: {sorted(with_json - walked)}"
    files = {p.stem for p in SCHEMAS.glob("*.json") if not p.stem.startswith("_")}
    assert files <= {q for _, q, _ in CASES}, f"schemas no case exercises: {sorted(files - {q for _, q, _ in CASES})}"
    assert {q for _, q, _ in CASES} <= files


@pytest.mark.parametrize("path", sorted(SCHEMAS.glob("*.json")), ids=lambda p: p.stem)
def test_each_schema_is_valid_and_its_fields_are_in_docs_json_md(path: Path) -> None:
    schema = json.loads(path.read_text())
    jsonschema.Draft202012Validator.check_schema(schema)
    if path.stem.startswith("_"):
        return
    assert schema["properties"]["query"] == {"const": path.stem}
    documented = set(re.findall(r"`([a-z_]+)`", DOC)) | set(re.findall(r'"([a-z_]+)"', DOC))
    missing = sorted(set(schema["properties"]) - documented)
    assert not missing, f"docs/json.md does not describe {path.stem}'s {missing}"
    assert f"`{path.stem}`" in DOC, f"docs/json.md does not name the query {path.stem}"


def test_the_schemas_are_shipped_with_the_package() -> None:
    text = (ROOT / "pyproject.toml").read_text()
    assert '"schemas/*.json"' in text
