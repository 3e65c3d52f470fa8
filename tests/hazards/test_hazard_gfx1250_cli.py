"""gfx1250 on the command line: ``amdmatrix hazards -a gfx1250`` and ``amdmatrix check -a gfx1250``.

Expected numbers are llc-22's (tests/data/gfx1250/hazard_vectors.jsonl has the same cases).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from clirun import run, run_inproc

IU8 = "v_wmma_i32_16x16x64_iu8 v[0:7], v[8:15], v[16:23], v[0:7]"
READ_A = "v_wmma_f32_16x16x32_f16 v[40:47], v[0:7], v[16:23], v[40:47]"
FP4 = ("v_wmma_scale_f32_16x16x128_f8f6f4 v[0:7], v[100:107], v[132:139], v[0:7], v180, v182 "
       "matrix_a_fmt:MATRIX_FMT_FP4 matrix_b_fmt:MATRIX_FMT_FP4")
KERNEL = f"""\
; gfx1250: an iu8 WMMA (9 VALUs before a WMMA reads its D), then a scaled FP4 one (4 before a VALU)
loop:
  {IU8}
  v_nop
  s_nop 7
  {READ_A}
  {FP4}
  v_exp_f32 v250, v251
  v_mov_b32 v60, v0
  s_cbranch_scc1 loop
  s_endpgm
"""


def test_check_end_to_end(kernel: Path) -> None:
    res = run("check", "-a", "gfx1250", "k.s")
    assert res.returncode == 1 and res.stderr == ""
    assert res.stdout.splitlines() == [
        f"k.s:6: 8 more VALU wait states needed before '{READ_A}': after '{IU8}' (line 3), rule C5-07 "
        "(LLVM GCNHazardRecognizer (WMMA co-execution check; SPG 4.6.12.1))",
        # every producer in reach counts (docs/decisions.md, A26): the iu8 WMMA needs 8 before a VALU reads
        # its D, and only 4 VALUs lie between (the scaled FP4 WMMA alone would need 3 more)
        f"k.s:9: 4 more VALU wait states needed before 'v_mov_b32 v60, v0': after '{IU8}' (line 3), rule C5-08 "
        "(LLVM GCNHazardRecognizer (WMMA co-execution check; SPG 4.6.12.1))",
        "k.s: 2 hazards in 9 instructions (GFX1250)",
    ]


def test_check_fix_pads_with_v_nop(kernel: Path) -> None:
    # 8 v_nops before the WMMA reading the iu8 result also cover the iu8 -> v_mov distance; the scaled
    # FP4 WMMA then needs 3 more before v_mov (v_exp counts one)
    status, out, err = run_inproc("check", "-a", "mi455x", "--fix", "k.s")
    assert status == 0 and err.startswith("k.s: inserted ") and err.count("\n") == 1  # the summary: stderr
    assert out == KERNEL.replace(f"  {READ_A}", "  v_nop\n" * 8 + f"  {READ_A}").replace(
        "  v_mov_b32 v60", "  v_nop\n" * 3 + "  v_mov_b32 v60")
    status, out, _ = run_inproc("check", "-a", "gfx1251", "--json", "k.s")
    doc = json.loads(out)
    assert status == 1 and [(v["line"], v["missing"], v["rule"]) for v in doc["violations"]] == [
        (6, 8, "C5-07"), (9, 4, "C5-08")]


def test_check_reads_the_format_and_refuses_wave64(kernel: Path) -> None:
    fp8 = FP4.replace(" matrix_a_fmt:MATRIX_FMT_FP4 matrix_b_fmt:MATRIX_FMT_FP4", "").replace(
        "v[100:107], v[132:139]", "v[100:115], v[132:147]")
    Path("k.s").write_text(KERNEL.replace(FP4, fp8))
    status, out, _ = run_inproc("check", "-a", "gfx1250", "k.s")
    assert status == 1 and "k.s:9: 7 more VALU wait states" in out     # FP8: the slow category, 8
    status, _, err = run_inproc("check", "-a", "gfx1250", "-w", "64", "k.s")
    assert status == 2 and err.startswith("amdmatrix: error: wave size 64 is not allowed on GFX1250")


def test_hazards_pair_and_instruction_table() -> None:
    status, out, err = run_inproc("hazards", "-a", "gfx1250", IU8, READ_A)
    assert status == 0 and err == ""
    assert out.startswith(f"GFX1250: 9 VALU wait states needed between\n  {IU8}\n  {READ_A}\nrules that apply:\n")
    assert "  C5-01: 1 VALU wait state: " in out and "  C5-07: 9 VALU wait states: " in out
    status, out, _ = run_inproc("hazards", "-a", "gfx1250", "-i", "v_wmma_scale16_f32_16x16x128_f8f6f4",
                                "--a-format", "fp6", "--b-format", "fp4")
    assert status == 0
    assert out.splitlines()[0] == "V_WMMA_SCALE16_F32_16X16X128_F8F6F4 on GFX1250: WMMA (A fp6, B fp4)"
    assert "  C5-04: 5 VALU: " in out and "  C5-05: 4 VALU: " in out and "C5-07" not in out
    status, out, _ = run_inproc("hazards", "-a", "gfx1250", "-i", "v_wmma_f32_16x16x128_f8f6f4", "--json")
    doc = json.loads(out)
    assert (doc["class"], doc["formats"]) == ("WMMA_SLOW", ["fp8", "fp8"])
    assert {r["rule"]: r["wait_states"] for r in doc["rules"]}["C5-07"] == 9


def test_hazards_lists_the_rules_of_an_architecture() -> None:
    status, out, err = run_inproc("hazards", "-a", "gfx1250")
    lines = out.splitlines()
    assert status == 0 and err == ""
    assert lines[0] == ("GFX1250: 17 wait-state rules (amdmatrix hazards -a GFX1250 -i INSTRUCTION gives one "
                        "instruction's)")
    assert "  C5-10: 3 VALU: an f16/bf16 or fp8/bf8 SWMMAC writes D; a WMMA or SWMMAC (not f32 16x16x4) reads it " \
           "as A, B or sparse index" in lines
    assert lines[-1].startswith("A wait state on GFX1250 is one VALU instruction")
    status, out, _ = run_inproc("hazards", "-a", "gfx1250", "--json")
    doc = json.loads(out)
    assert doc["query"] == "hazard-table" and len(doc["rules"]) == 17
    assert {r["rule"]: r["wait_states"] for r in doc["rules"]} == {
        "C5-01": 1, "C5-02": 1, "C5-03": 0, "C5-04": 5, "C5-05": 4, "C5-06": 4, "C5-07": 9, "C5-08": 8, "C5-09": 8,
        "C5-10": 3, "C5-11": 2, "C5-12": 2, "C5-13": 5, "C5-14": 4, "C5-15": 4, "C5-16": 0, "C5-17": 0}
    status, out, _ = run_inproc("hazards", "-a", "cdna2", "--json")     # pass-keyed numbers, on every architecture
    c2 = {r["rule"]: r for r in json.loads(out)["rules"]}
    assert c2["C2-11"]["wait_states"] == {"2": 1, "8": 11, "16": 19} and c2["C2-11"]["llvm"] == {"2": 1, "8": 7,
                                                                                                 "16": 15}


@pytest.mark.parametrize(("args", "message"), [
    (["hazards", "-a", "gfx1250", "-i", "v_wmma_f32_16x16x32_f16", "--a-format", "fp4"], "no F8F6F4 formats"),
    (["hazards", "-a", "gfx1250", "-i", "v_wmma_f32_16x16x16_f16"], "RDNA3 and RDNA4 have it"),  # RDNA4's
    (["hazards", "-a", "gfx1250", f"{FP4[:-2]}P7", "v_nop"], "legal formats: MATRIX_FMT_FP8"),
    (["hazards", "-a", "gfx1250", "--a-format", "fp4"], "--a-format/--b-format go with -i"),
    (["hazards", "-a", "gfx1250", "-i", "v_wmma_ld_scale_paired_b32"], "is a VALU for the wait-state rules"),
])
def test_bad_gfx1250_input_is_one_line_and_exit_2(args: list[str], message: str) -> None:
    status, out, err = run_inproc(*args)
    assert status == 2 and out == "" and err.count("\n") == 1 and message in err, err
