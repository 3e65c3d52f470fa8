"""Every field of a JSON element and location, on cases whose values all differ, against the ISA.

V_MFMA_F32_4X4X1F32 (MI100 ISA, 4x4 MFMA layouts; CDNA3 ISA §7.1.4): 16 blocks; D[i][j] of
block b is in register i, lane j + 4b (32-bit, whole register); A[i][k] of block b in
register 0, lane i + 4b. So each field of the answer has its own value and a field copied
from another shows.
"""

from __future__ import annotations

import json

from clirun import run_inproc

BASE = ("-a", "cdna1", "-i", "v_mfma_f32_4x4x1f32", "--json")


def doc(*argv: str) -> dict[str, object]:
    status, out, err = run_inproc(*BASE, *argv)
    assert (status, err) == (0, ""), err
    return json.loads(out)  # type: ignore[no-any-return]


def test_get_register_d_element_every_field() -> None:
    d = doc("-g", "-D", "-I", "1", "-J", "2", "-b", "3")
    location = {"register": 1, "lane": 2 + 4 * 3, "bits": None, "text": "v1{14}"}
    assert d["element"] == {"matrix": "D", "row": 1, "col": 2, "block": 3, "i": 1, "j": 2, "k": None,
                            "negated": False, "absolute": False, "text": "D[1][2].B3", "location": location}
    assert d["locations"] == [location]


def test_get_register_a_element_every_field() -> None:
    d = doc("-g", "-A", "-I", "3", "-b", "5")
    location = {"register": 0, "lane": 3 + 4 * 5, "bits": None, "text": "v0{23}"}
    assert d["element"] == {"matrix": "A", "row": 3, "col": 0, "block": 5, "i": 3, "j": None, "k": 0,
                            "negated": False, "absolute": False, "text": "A[3][0].B5", "location": location}


def test_matrix_entry_elements_every_field() -> None:
    d = doc("-m", "-D", "-r", "2", "-l", "7")  # lane 7 = j 3 of block 1; register 2 = i 2
    assert (d["register"], d["lane"], d["matrix"]) == (2, 7, "D")
    assert d["elements"] == [{"matrix": "D", "row": 2, "col": 3, "block": 1, "i": 2, "j": 3, "k": None,
                              "negated": False, "absolute": False, "text": "D[2][3].B1",
                              "location": {"register": 2, "lane": 7, "bits": None, "text": "v2{7}"}}]


def _loc(register: int, lane: int) -> dict[str, object]:
    return {"register": register, "lane": lane, "bits": None, "text": f"v{register}{{{lane}}}"}


def test_calculation_operands_every_field() -> None:
    """-g -D -o: D[1][2].B3 = C[1][2].B3 + A[1][0].B3 * B[0][2].B3 (K = 1); B[k][j] of block b is in
    register 0, lane j + 4b, and C is placed as D."""
    calc = doc("-g", "-D", "-I", "1", "-J", "2", "-b", "3", "-o")["calculation"]
    assert isinstance(calc, dict)
    assert calc["d"]["locations"] == [_loc(1, 14)] and calc["d"]["element"]["text"] == "D[1][2].B3"
    assert calc["c"]["locations"] == [_loc(1, 14)] and calc["c"]["element"]["text"] == "C[1][2].B3"
    (product,) = calc["products"]
    assert product["a"]["locations"] == [_loc(0, 13)] and product["a"]["element"]["text"] == "A[1][0].B3"
    assert product["b"]["locations"] == [_loc(0, 14)] and product["b"]["element"]["text"] == "B[0][2].B3"
    assert (product["b"]["element"]["row"], product["b"]["element"]["col"]) == (0, 2)


def test_list_architectures_every_field() -> None:
    """LLVM's processor names (AMDGPUUsage: gfx908 MI100, gfx90a MI200, gfx942 MI300, gfx950 MI350,
    gfx1100 RDNA3, gfx1200 RDNA4, gfx1250) and the wave sizes of the ISA guides."""
    status, out, err = run_inproc("--list-architectures", "--json")
    assert (status, err) == (0, ""), err
    got = {a["name"]: (a["family"], a["waves"], a["llvm_mcpu"]) for a in json.loads(out)["architectures"]}
    assert got == {"CDNA1": ("CDNA", [64], "gfx908"), "CDNA2": ("CDNA", [64], "gfx90a"),
                   "CDNA3": ("CDNA", [64], "gfx942"), "CDNA4": ("CDNA", [64], "gfx950"),
                   "RDNA3": ("RDNA", [32, 64], "gfx1100"), "RDNA4": ("RDNA", [32, 64], "gfx1200"),
                   "GFX1250": ("CDNA5", [32], "gfx1250")}


def test_list_instructions_mnemonic_and_aliases() -> None:
    """LLVM spells CDNA3's V_MFMA_F32_32X32X8_F16 v_mfma_f32_32x32x8_f16 and accepts the gfx908
    spelling v_mfma_f32_32x32x8f16 for it."""
    status, out, err = run_inproc("-a", "cdna3", "-L", "--json")
    assert (status, err) == (0, ""), err
    rows = [x for x in json.loads(out)["instructions"] if x["mnemonic"] == "v_mfma_f32_32x32x8_f16"]
    assert rows == [{"mnemonic": "v_mfma_f32_32x32x8_f16", "aliases": ["v_mfma_f32_32x32x8f16"]}]
