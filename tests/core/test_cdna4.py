"""CDNA4: the spec data typed from the CDNA4 ISA guide's tables, the facts, register counts and cycles per format."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import amdmatrix
from amdmatrix.details import details

ROOT = Path(__file__).resolve().parents[2]
SPEC = json.loads((ROOT / "tests" / "data" / "cdna4_spec.json").read_text())["entries"]
FACTS = json.loads((ROOT / "tests" / "data" / "cdna4_facts.json").read_text())
FORMATS = ["FP8", "BF8", "FP6", "BF6", "FP4"]


def _mods(entry: dict[str, object]) -> dict[str, int]:
    mods = dict(entry.get("modifiers", {}))  # type: ignore[call-overload]
    for key, n in (("a_scale_byte", 0), ("b_scale_byte", 1)):
        if key in mods:
            byte = mods.pop(key)
            mods["opsel"] = mods.get("opsel", 0) | (byte & 1) << n
            mods["opsel_hi"] = mods.get("opsel_hi", 0) | (byte >> 1) << n
    if "opsel" in mods or entry["matrix"] in ("SA", "SB"):
        mods["abid"] = 1  # ABID[0] = 1: the scales are used
    return mods


@pytest.mark.parametrize("entry", SPEC, ids=[f"{e['instruction']}-{e['matrix']}-{n}" for n, e in enumerate(SPEC)])
def test_seed_table_entry(entry: dict[str, object]) -> None:
    """Expected locations typed from the CDNA4 guide's tables (tests/data/cdna4_spec.json)."""
    inst = amdmatrix.instruction("cdna4", str(entry["instruction"]))
    kw = {c: int(entry[c]) for c in ("i", "j", "k", "block") if c in entry}  # type: ignore[call-overload]
    if "kb" in entry:
        kw["k"] = int(entry["kb"])  # type: ignore[call-overload]
    want = [amdmatrix.Location(x["register"], x["lane"], tuple(x["bits"]) if x["bits"] else None)
            for x in entry["expect"]]  # type: ignore[attr-defined]
    assert inst.locate(str(entry["matrix"]), **kw, **_mods(entry)) == want, entry["source"]


def test_spec_covers_what_the_issue_asks() -> None:
    f8 = [e for e in SPEC if "F8F6F4" in e["instruction"] and not e["instruction"].startswith("V_MFMA_SCALE")]
    for shape in ("16X16X128", "32X32X64"):
        for family in ((0, 1), (2, 3), (4,)):  # 8-bit, 6-bit and 4-bit layouts
            for matrix, field in (("A", "cbsz"), ("B", "blgp")):
                n = [e for e in f8 if shape in e["instruction"] and e["matrix"] == matrix
                     and e["modifiers"].get(field) in family]
                assert len(n) >= 8, (shape, family, matrix)
    assert any(e["expect"][0]["bits"] and e["expect"][0]["bits"][0] > 31 for e in f8)  # FP6 straddling
    scales = [e for e in SPEC if e["matrix"] in ("SA", "SB")]
    assert {(e["instruction"], e["modifiers"].get("a_scale_byte", e["modifiers"].get("b_scale_byte")))
            for e in scales} >= {(s, b) for s in ("V_MFMA_SCALE_F32_16X16X128_F8F6F4",
                                                  "V_MFMA_SCALE_F32_32X32X64_F8F6F4") for b in range(4)}


def test_instruction_list() -> None:
    names = [i.mnemonic for i in amdmatrix.instructions("mi355x")]
    assert names == [f["Instruction"] for f in FACTS]
    assert "V_MFMA_F32_16X16X8_XF32" not in names and len(names) == 68
    for alias in ("gfx950", "MI350", "mi350x", "MI355", "Mi355X", "cdna4"):
        assert amdmatrix.instructions(alias) == amdmatrix.instructions("cdna4")


@pytest.mark.parametrize("facts", FACTS, ids=[f["Instruction"] for f in FACTS])
def test_facts(facts: dict[str, object]) -> None:
    inst = amdmatrix.instruction("cdna4", str(facts["Instruction"]))
    ours = details(inst)
    for key in ("Encoding", "VOP3P Opcode", "Matrix Dimensions", "Execution statistics", "Register usage",
                "VOP3P-MAI register encoding", "Register data types", "Register capabilities", "Register modifiers"):
        if key == "VOP3P-MAI Opcode":
            continue
        mine = ours[key]
        if key == "Execution statistics":  # amdmatrix adds the pass count (cycles / 4) on CDNA4
            assert isinstance(mine, dict)
            mine = dict(mine)
            assert int(mine.pop("Execution passes")) * 4 == int(str(mine["Execution cycles"]))
        assert mine == facts[key], key
    if "F8F6F4 register usage" in facts:
        usage = facts["F8F6F4 register usage"]
        assert isinstance(usage, dict)
        for code, name in enumerate(FORMATS):
            assert inst.gprs("A", cbsz=code) == int(usage[name])
            assert inst.gprs("B", blgp=code) == int(usage[name])
        cycles = facts["F8F6F4 cycles"]
        assert isinstance(cycles, dict)
        for pair, want in cycles.items():
            a, b = pair.split(",")
            assert inst.cycles_for(cbsz=FORMATS.index(a), blgp=FORMATS.index(b)) == int(want), pair


def test_detail_says_ocp_and_scale_facts() -> None:
    from clirun import run_inproc

    status, out, _ = run_inproc("-a", "mi355x", "-i", "v_mfma_scale_f32_16x16x128_f8f6f4", "-d")
    assert status == 0
    assert "OCP E4M3 and E5M2" in out
    assert "4 dwords" in out and "V_MFMA_LD_SCALE_B32" in out and "ABID[0]" in out
    status, out, _ = run_inproc("-a", "mi355x", "-i", "v_mfma_f32_16x16x128_f8f6f4", "-d", "--a-format", "fp6",
                                "--b-format", "fp4")
    assert "GPRs required for A: 6" in out and "GPRs required for B: 4" in out and "Execution cycles: 16" in out
    assert "FP6 (OCP E2M3" in out


def test_fp6_straddle_prints_as_a_pair() -> None:
    from clirun import run_inproc

    # FP6 item 5 occupies bits 35:30 of the lane's register group: v[1:0].
    status, out, _ = run_inproc("-a", "cdna4", "-i", "v_mfma_f32_16x16x128_f8f6f4", "-g", "-A", "-K", "5",
                                "--cbsz", "2")
    assert status == 0 and out.splitlines()[-1] == "A[0][5] = v[1:0]{0}.[35:30]"
    status, out, _ = run_inproc("-a", "cdna4", "-i", "v_mfma_f32_16x16x128_f8f6f4", "-g", "-A", "-K", "4",
                                "--a-format", "fp6")
    assert out.splitlines()[-1] == "A[0][4] = v0{0}.[29:24]"


def test_scale_queries() -> None:
    from clirun import run_inproc

    status, out, err = run_inproc("-a", "cdna4", "-i", "v_mfma_scale_f32_16x16x128_f8f6f4", "-g", "--A-scale",
                                  "-I", "7", "-K", "1", "--a-scale-byte", "1")
    assert status == 0, err
    assert out.splitlines()[-1] == "SA[7][1] = v0{23}.[15:8]"
    status, out, err = run_inproc("-a", "cdna4", "-i", "v_mfma_scale_f32_16x16x128_f8f6f4", "-g", "--B-scale",
                                  "-J", "2", "-K", "3", "--opsel", "2", "--opsel_hi", "2")
    assert out.splitlines()[-1] == "SB[3][2] = v0{50}.[31:24]"
    status, out, err = run_inproc("-a", "cdna4", "-i", "v_mfma_scale_f32_16x16x128_f8f6f4", "-g", "-D", "-o",
                                  "--abid", "1")
    assert status == 0, err
    assert "ScaleA_v0{0}.[7:0]" in out and "ScaleB_v0{0}.[7:0]" in out
