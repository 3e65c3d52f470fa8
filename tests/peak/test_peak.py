"""Peak throughput: derived figures against the ones AMD publishes, the derivation, and bad input.

The published figures (tests/data/published_peaks.json) are typed in from AMD's data sheets and
product pages, each row naming its source; amdmatrix derives its own from the instruction rows
and the product's compute units and clock. A derived figure agrees when it rounds to AMD's digits.
"""

from __future__ import annotations

import json
from decimal import Decimal

import pytest
from clirun import run_inproc
from vendored import PUBLISHED_PEAKS

import amdmatrix
from amdmatrix.errors import AmdMatrixError

ROWS = json.loads(PUBLISHED_PEAKS.read_text())["rows"]
SCALE = {"TFLOPs": 1, "TOPs": 1, "PFLOPs": 1000, "POPs": 1000}


def test_published_rows_cover_every_instinct_product_and_both_radeon_generations() -> None:
    products = {r["product"] for r in ROWS}
    assert {"MI100", "MI210", "MI250", "MI250X", "MI300A", "MI300X", "MI325X", "MI350X", "MI355X"} <= products
    archs = {amdmatrix.peak(product=p)[0].arch for p in products}
    assert archs == {"CDNA1", "CDNA2", "CDNA3", "CDNA4", "RDNA3", "RDNA4"}
    assert len(ROWS) >= 70 and any(r["sparse"] for r in ROWS)


def _id(row: dict[str, object]) -> str:
    return f"{row['product']}-{row['dtype']}-{'sparse' if row['sparse'] else 'dense'}"


@pytest.mark.parametrize("row", ROWS, ids=_id)
def test_derived_peak_rounds_to_the_published_figure(row: dict[str, object]) -> None:
    # RDNA's FP16/BF16 WMMAs accumulate in FP32 or in the input type at one rate: AMD gives one figure.
    rows = amdmatrix.peak(product=str(row["product"]), dtype=str(row["dtype"]), sparse=bool(row["sparse"]))
    assert rows and len({r.tera for r in rows}) == 1
    p = rows[0]
    published = Decimal(str(row["published"]))
    places = -published.as_tuple().exponent  # type: ignore[operator]
    assert p.tera is not None
    derived = Decimal(repr(p.tera)) / SCALE[str(row["unit"])]
    assert abs(derived - published) <= Decimal(5) / Decimal(10) ** (places + 1), (
        f"{row['product']} {row['dtype']}: derived {derived} vs published {published} ({row['source']})")
    assert p.unit == ("TOPs" if str(row["unit"]) in ("TOPs", "POPs") else "TFLOPs")


def test_mi300x_f16_is_2048_flops_per_cu_per_clock() -> None:
    # rocprofiler-compute once used 4096 here (ROCm/rocprofiler-compute#700).
    (dense,) = amdmatrix.peak(product="MI300X", dtype="fp16", sparse=False)
    assert dense.per_cu_clock == 2048 and dense.instruction == "V_MFMA_F32_32X32X8_F16"
    (bf16,) = amdmatrix.peak(product="MI300X", dtype="bf16", sparse=False)
    assert bf16.per_cu_clock == 2048


def test_the_instruction_that_reaches_it_is_named() -> None:
    (p,) = amdmatrix.peak(product="MI355X", dtype="fp4")
    assert (p.instruction, p.formats, p.cycles) == ("V_MFMA_F32_16X16X128_F8F6F4", "fp4 A and B", 16)
    (p,) = amdmatrix.peak(product="MI355X", dtype="fp8", sparse=False)
    assert (p.instruction, p.cycles) == ("V_MFMA_F32_16X16X128_F8F6F4", 32)
    rdna = amdmatrix.peak(product="RX 9070 XT", dtype="int4", sparse=True)
    assert [(r.instruction, r.per_cu_clock) for r in rdna] == [("V_SWMMAC_I32_16X16X64_IU4", 8192)]


def test_cli_prints_the_derivation() -> None:
    status, out, err = run_inproc("peak", "--product", "MI300X", "--dtype", "bf16")
    assert status == 0 and err == ""
    assert "304 CUs, peak engine clock 2100 MHz" in out
    assert "= 2048 FLOPs/CU/clock x 304 CUs x 2.100 GHz = 1307.4 TFLOPs" in out
    assert "= 4096 FLOPs/CU/clock x 304 CUs x 2.100 GHz = 2614.9 TFLOPs" in out


def test_cli_json_matches_the_api() -> None:
    status, out, _ = run_inproc("peak", "-a", "cdna4", "--dtype", "fp8", "--json")
    doc = json.loads(out)
    assert status == 0 and doc["schema"] == "amdmatrix/2" and doc["query"] == "peak"
    api = amdmatrix.peak("cdna4", dtype="fp8")
    assert [(d["product"], d["sparse"], d["peak"]) for d in doc["peaks"]] == [
        (p.product, p.sparse, round(p.tera or 0, 1)) for p in api]
    assert {d["product"] for d in doc["peaks"]} == {"AMD Instinct MI350X", "AMD Instinct MI355X"}


def test_gfx1250_has_no_product_and_says_its_cycles_are_provisional() -> None:
    rows = amdmatrix.peak("gfx1250", dtype="fp16")
    assert rows and all(r.tera is None and r.product is None for r in rows)
    assert all("llvm-mca" in r.caveat for r in rows)
    status, out, _ = run_inproc("peak", "-a", "gfx1250", "--dtype", "fp16")
    assert status == 0 and "PROVISIONAL" in out and "TFLOPs" not in out


@pytest.mark.parametrize(("args", "says"), [
    (("--product", "MI999"), "unknown product 'MI999'; legal values: MI100"),
    (("-a", "rdna3", "--dtype", "fp64"), "RDNA3 has no matrix instruction for data type 'fp64'; legal values: fp16"),
    (("--dtype", "fp128"), "legal values"),
    (("--sparse", "--dense"), "exclude each other"),
    (("-a", "cdna2", "--product", "MI300X"), "is CDNA3, not CDNA2"),
    (("-a", "cdna9"), "unknown architecture"),
    (("--bogus",), "unrecognized arguments"),
    (("-a", "cdna1", "--sparse"), "no matrix instruction gives that combination"),
])
def test_bad_input_is_one_line_and_status_2(args: tuple[str, ...], says: str) -> None:
    status, out, err = run_inproc("peak", *args)
    assert status == 2 and out == "" and err.count("\n") == 1
    assert err.startswith("amdmatrix: error: ") and says in err


@pytest.mark.parametrize("kwargs", [{"product": 3}, {"dtype": None, "sparse": "yes"},
                                    {"product": "MI100", "dtype": "fp64"}])
def test_api_raises_amdmatrix_errors(kwargs: dict[str, object]) -> None:
    with pytest.raises(AmdMatrixError):
        amdmatrix.peak(**kwargs)  # type: ignore[arg-type]
