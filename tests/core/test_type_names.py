"""One spelling of types: ``convert --cvt``, ``lds --tile``, ``peak --dtype`` and the API read type
names through one resolver (``amdmatrix.dtypes.resolve``), and peak products by their common names.

Each spelling is checked against an expectation written out here (not computed by the resolver):
what the type is on the operand or architecture in question.
"""

from __future__ import annotations

import pytest
from clirun import run_inproc

import amdmatrix
from amdmatrix.dtypes import SPELLINGS, UnknownDataTypeError, resolve
from amdmatrix.errors import AmdMatrixError

#: spelling -> the type it names with no context (the OCP 8-bit floats first).
NAMES = {"f16": "fp16", "fp16": "fp16", "half": "fp16", "FP16": "fp16", "bf16": "bf16", "bfloat16": "bf16",
         "f32": "fp32", "fp32": "fp32", "float": "fp32", "f64": "fp64", "fp8": "fp8", "e4m3": "fp8", "E4M3": "fp8",
         "bf8": "bf8", "e5m2": "bf8", "fp8_fnuz": "fp8_fnuz", "e4m3fnuz": "fp8_fnuz", "bf8_fnuz": "bf8_fnuz",
         "e5m2fnuz": "bf8_fnuz", "fp6": "fp6", "e2m3": "fp6", "bf6": "bf6", "e3m2": "bf6", "fp4": "fp4",
         "e2m1": "fp4", "int8": "i8", "i8": "i8", "tf32": "xf32", "xf32": "xf32", "int4": "iu4"}


@pytest.mark.parametrize(("name", "key"), NAMES.items())
def test_every_spelling_names_its_type(name: str, key: str) -> None:
    assert resolve(name) == key


def test_generic_8_bit_names_mean_the_fnuz_types_where_only_those_exist() -> None:
    assert resolve("fp8", ["fp8_fnuz"]) == "fp8_fnuz" and resolve("e5m2", ["bf8_fnuz"]) == "bf8_fnuz"
    with pytest.raises(UnknownDataTypeError, match="legal values: fp8_fnuz"):
        resolve("e4m3fn", ["fp8_fnuz"])  # the OCP type, named exactly
    with pytest.raises(UnknownDataTypeError, match="unknown data type 'fp17'; legal values: fp64"):
        resolve("fp17")
    assert all(keys and all(k in amdmatrix.dtypes.DTYPES for k in keys) for keys in SPELLINGS.values())


# ------------------------------------------------------------------------------------ commands
CDNA3_F16 = ["-a", "cdna3", "-i", "v_mfma_f32_32x32x8_f16", "-A", "--read", "ds_read_b64", "--tile"]


@pytest.mark.parametrize("name", ["f16", "fp16", "half"])
def test_lds_tile_takes_every_spelling(name: str) -> None:
    status, out, err = run_inproc("lds", *CDNA3_F16, f"32x8 {name} row-major")
    assert status == 0 and "from tile 32x8 fp16 row-major" in out, err


@pytest.mark.parametrize(("name", "dtype"), [("f16", "fp16"), ("half", "fp16"), ("e4m3", "fp8"), ("e5m2", "bf8"),
                                             ("fp8_fnuz", "fp8"), ("int8", "int8"), ("i8", "int8"), ("f32", "fp32"),
                                             ("tf32", "tf32"), ("bf16", "bf16")])
def test_peak_dtype_takes_every_spelling(name: str, dtype: str) -> None:
    rows = amdmatrix.peak(product="MI300X", dtype=name, sparse=False)
    assert rows and {r.dtype for r in rows} == {dtype}
    status, out, _ = run_inproc("peak", "--product", "MI300X", "--dtype", name, "--dense")
    assert status == 0 and out.startswith("Product: AMD Instinct MI300X")


@pytest.mark.parametrize(("name", "want"), [("fp16", "fp16"), ("half", "fp16"), ("f16", "fp16")])
def test_convert_cvt_takes_every_spelling(name: str, want: str) -> None:
    pytest.importorskip("numpy")
    plan = amdmatrix.convert("cdna3", "v_mfma_f32_16x16x16_f16", "v_mfma_f32_16x16x16_f16", "B", cvt=name)
    assert plan.cvt == "v_cvt_pkrtz_f16_f32"
    status, out, err = run_inproc("convert", "-a", "cdna3", "--from", "v_mfma_f32_16x16x16_f16", "--to",
                                  "v_mfma_f32_16x16x16_f16:B", "--cvt", name)
    assert status == 0 and "Conversion: v_cvt_pkrtz_f16_f32" in out, err


def test_convert_fp8_on_cdna3_is_its_fnuz_type() -> None:
    pytest.importorskip("numpy")
    status, out, err = run_inproc("convert", "-a", "cdna3", "--from", "v_mfma_f32_32x32x8_f16", "--to",
                                  "v_mfma_f32_32x32x16_fp8_fp8:A", "--cvt", "fp8")
    assert status == 0 and "Conversion: v_cvt_pk_fp8_f32" in out, err
    status, _, err = run_inproc("convert", "-a", "cdna3", "--from", "v_mfma_f32_32x32x8_f16", "--to",
                                "v_mfma_f32_32x32x8_f16:A", "--cvt", "bf16")
    assert status == 2 and "cvt 'bf16' is not legal here; legal values: fp16" in err


def test_convert_to_mods_take_names_as_the_api_does_and_cvt_points_at_the_modifier() -> None:
    pytest.importorskip("numpy")
    args = ["convert", "-a", "cdna4", "--from", "v_mfma_f32_32x32x16_f16", "--to", "v_mfma_f32_32x32x64_f8f6f4:A"]
    status, _, err = run_inproc(*args, "--cvt", "bf8")
    assert status == 2 and err == ("amdmatrix: error: A of V_MFMA_F32_32X32X64_F8F6F4 reads fp8 with these modifiers; "
                                   "bf8 is selected by the modifier a_format: --to-mods a_format=bf8 (API: "
                                   "to_mods={'a_format': 'bf8'})\n")
    status, out, err = run_inproc(*args, "--to-mods", "a_format=bf8")
    assert status == 0 and "Conversion: v_cvt_pk_bf8_f32" in out, err
    status, out2, _ = run_inproc(*args, "--to-mods", "cbsz=1", "--cvt", "e5m2")
    assert status == 0 and out2 == out
    api = amdmatrix.convert("cdna4", "v_mfma_f32_32x32x16_f16", "v_mfma_f32_32x32x64_f8f6f4", "A",
                            to_mods={"a_format": "bf8"})
    assert api.cvt == "v_cvt_pk_bf8_f32"


# ------------------------------------------------------------------------------------- products
@pytest.mark.parametrize(("name", "products"), [
    ("mi300", {"AMD Instinct MI300A", "AMD Instinct MI300X"}),
    ("MI300X", {"AMD Instinct MI300X"}),
    ("9070xt", {"AMD Radeon RX 9070 XT"}),
    ("rx 9070 xt", {"AMD Radeon RX 9070 XT"}),
    ("gfx942", {"AMD Instinct MI300A", "AMD Instinct MI300X", "AMD Instinct MI325X"}),
    ("w7900", {"AMD Radeon PRO W7900"}),
    ("r9700", {"AMD Radeon AI PRO R9700"}),
    ("mi355", {"AMD Instinct MI355X"}),
])
def test_peak_products_by_their_common_names(name: str, products: set[str]) -> None:
    assert {r.product for r in amdmatrix.peak(product=name, dtype="fp16", sparse=False)} == products
    status, out, _ = run_inproc("peak", "--product", name, "--dtype", "fp16", "--dense")
    assert status == 0 and all(f"Product: {p} (" in out for p in products)


@pytest.mark.parametrize("name", ["mi999", "gfx1250", "rtx4090"])
def test_an_unknown_product_is_refused_with_the_list(name: str) -> None:
    status, out, err = run_inproc("peak", "--product", name)
    assert status == 2 and out == "" and err.count("\n") == 1
    assert "legal values: MI100, MI210, MI250" in err and "Radeon RX 9070 XT" in err
    with pytest.raises(AmdMatrixError):
        amdmatrix.peak(product=name)
