"""``amdmatrix export`` and ``amdmatrix lint`` on the command line, and lint on three published bugs.

The bugs, reconstructed from their public sources:
* tile-ai/tilelang#2105: the 32x32 MFMA C helper returned m and n swapped ("will scramble
  32x32 MFMA outputs"); here CDNA3 v_mfma_f32_32x32x8_f16's D written with i and j exchanged.
* warpfront/hipfire, .agents/skills/hipfire-arch-port/wmma-matrix.md ("Wrong C-map is silent
  corruption"): gfx11 (RDNA3) C-map ``acc[j] = C[2*j + (tid>>4)][tid & 15]``, gfx12 (RDNA4)
  ``acc[j] = C[8*(tid>>4) + j][tid & 15]``; the bug is the gfx12 map on gfx11.
* facebookresearch/tensor-layouts 0.3.2, ``atoms_amd.py`` ``_mfma_c_layout``: the 32x32x8 C
  layout ``((2, 32), (4, 4)) : ((4, 32), (8, 1))``, thread and value modes in reversed order
  (docs/reference-errata.md); the right one is ``((32, 2), (4, 4)) : ((32, 4), (1, 8))``.
"""

from __future__ import annotations

import json

import pytest
from clirun import run, run_inproc

MFMA32 = ["-a", "cdna3", "-i", "v_mfma_f32_32x32x8_f16", "-D"]
WMMA = ["-a", "rdna3", "-i", "v_wmma_f32_16x16x16_f16", "-D"]

BUGS = [
    ("tilelang#2105", [*MFMA32, "--expr", "i = lane % 32; j = 8*(reg/4) + 4*(lane/32) + reg%4"],
     [*MFMA32, "--expr", "j = lane % 32; i = 8*(reg/4) + 4*(lane/32) + reg%4"], "transposed"),
    ("hipfire gfx11 C-map", [*WMMA, "--expr", "acc[j] = C[8*(tid>>4) + j][tid & 15]"],
     [*WMMA, "--expr", "acc[j] = C[2*j + (tid>>4)][tid & 15]"], "on RDNA4"),
    ("tensor-layouts 0.3.2", [*MFMA32, "--cute", "((2, 32), (4, 4)) : ((4, 32), (8, 1))"],
     [*MFMA32, "--cute", "((32, 2), (4, 4)) : ((32, 4), (1, 8))"], "other order"),
]


@pytest.mark.parametrize(("name", "bug", "fixed", "hint"), BUGS, ids=[b[0] for b in BUGS])
def test_lint_catches_the_bug_and_accepts_the_fix(name: str, bug: list[str], fixed: list[str], hint: str) -> None:
    status, out, err = run_inproc("lint", *bug)
    assert status == 1 and err == "", (out, err)
    assert out.startswith("DIFFERS") and hint in out, out
    status, out, err = run_inproc("lint", *fixed)
    assert (status, err) == (0, "") and out.startswith("OK"), out


def test_lint_reports_first_differences_exactly() -> None:
    # lane 16 holds D[1][0] on RDNA3 (the RDNA3 C/D layout: lane = j + 16*(i%2), item = i/2)
    _, out, _ = run_inproc("lint", *BUGS[1][1])
    assert "lane 16 item 0 (register 0, slot 0): you say i=8 j=0, it holds i=1 j=0" in out


def test_lint_triton_bases_and_wave_hint() -> None:
    bases = {"reg_bases": [[1, 0], [2, 0], [8, 0], [16, 0]],
             "lane_bases": [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [4, 0]], "shape": [32, 32]}
    status, out, _ = run_inproc("lint", *MFMA32, "--triton", json.dumps(bases))
    assert status == 0, out
    bad = {**bases, "lane_bases": [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [8, 0]]}
    status, out, _ = run_inproc("lint", *MFMA32, "--triton", json.dumps(bad))
    assert status == 1 and "DIFFERS" in out


def test_lint_k_order_hint() -> None:
    # RDNA4 16-bit A (wave32): lane half = k bit 2, items k bits 0, 1, 3. Written with the halves
    # holding k 0-7 and 8-15 (Triton's and CK's order) it differs only in the K order.
    args = ["-a", "rdna4", "-i", "v_wmma_f32_16x16x16_f16", "-A", "--expr", "i = lane % 16; k = 8*(lane/16) + item"]
    status, out, _ = run_inproc("lint", *args)
    assert status == 1 and "K order" in out, out


def test_lint_block_hint() -> None:
    # Lanes 32-63 hold blocks 8-15: the mapping's block (lane % 32) / 4 is wrong, k and j right. (BLGP 1
    # would read lanes 0-31 for both halves and match it, but that broadcasts B: not a fix.)
    args = ["-a", "cdna3", "-i", "v_mfma_f32_4x4x4_16b_f16", "-B", "--expr",
            "k = item; j = lane % 4; block = (lane % 32) / 4"]
    status, out, _ = run_inproc("lint", *args)
    assert status == 1 and "It would be right with block = lane / 4 " in out and "--blgp" not in out, out


@pytest.mark.parametrize(("args", "fragment"), [
    (["export", *MFMA32], "--to is required; legal values: triton, gluon, cute, hip, json"),
    (["export", *MFMA32, "--to", "ck"], "legal values: triton, gluon, cute, hip, json"),
    (["export", "-a", "cdna3", "-i", "v_mfma_f32_32x32x8_f16", "--to", "triton"], "give exactly one matrix"),
    (["export", *MFMA32, "--to", "triton", "--blgp", "9"], "legal values"),
    (["lint", *MFMA32], "give exactly one mapping"),
    (["lint", *MFMA32, "--expr", "i = lane; j = __import__('os')"], "unsupported syntax"),
    (["lint", *MFMA32, "--expr", "i = lane; j = foo"], "unknown name 'foo'"),
    (["lint", *MFMA32, "--expr", "i = lane"], "must give both i and j"),
    (["lint", *MFMA32, "--triton", "{"], "cannot read the Triton bases"),
    (["lint", *MFMA32, "--cute", "((1,"], "cannot read the CuTe layout"),
])
def test_bad_input_is_one_line_and_status_2(args: list[str], fragment: str) -> None:
    status, out, err = run_inproc(*args)
    assert status == 2 and out == "", (out, err)
    assert err.count("\n") == 1 and err.startswith("amdmatrix: error: ") and fragment in err, err


def test_export_prints_and_says_why_not() -> None:
    p = run("export", *MFMA32, "--to", "triton")
    assert p.returncode == 0 and json.loads(p.stdout)["reg_bases"] == [[1, 0], [2, 0], [8, 0], [16, 0]]
    status, out, err = run_inproc("export", "-a", "cdna3", "-i", "v_smfmac_f32_16x16x32_f16", "-A", "--to", "triton")
    assert status == 1 and out == "" and "4:2 sparse" in err and err.count("\n") == 1
    status, out, _ = run_inproc("export", "-h")
    assert status == 0 and out.startswith("usage: amdmatrix export")
