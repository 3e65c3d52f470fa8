"""``amdmatrix lint``: what it proposes leaves D unchanged, and what it used to miss or accept.

Every proposed modifier setting or wave size is checked by emulation before it is proposed; the
tests here check the two claims independently: registers filled straight from the mapping's
expression (not through lint's code) are run on the emulator under the setting lint accepts and
the one it refuses, and D is compared with the plain instruction's.
"""

from __future__ import annotations

import json

import pytest
from clirun import run, run_inproc

import amdmatrix

F16_4B = ["-a", "cdna3", "-i", "v_mfma_f32_16x16x4_4b_f16", "-A"]
B32 = ["-a", "cdna3", "-i", "v_mfma_f32_32x32x8_f16", "-B"]
D32 = ["-a", "cdna3", "-i", "v_mfma_f32_32x32x8_f16", "-D"]
CDNA2_B = ["-a", "cdna2", "-i", "v_mfma_f32_32x32x8f16", "-B"]


def test_a_forgotten_block_is_fixed_by_the_block_not_by_a_broadcast() -> None:
    # The 4-block A: lanes 16-31 hold block 1. CBSZ 2 ABID 0 would read it as the mapping says,
    # but it broadcasts block 0 to every block: D changes. The fix is the block.
    status, out, _ = run_inproc("lint", *F16_4B, "--expr", "i = lane % 16; k = item")
    assert status == 1 and "It would be right with block = lane / 16 " in out, out
    assert "--cbsz" not in out
    status, out, _ = run_inproc("lint", *F16_4B, "--expr", "i = lane % 16; k = item; block = lane / 16")
    assert status == 0 and out.startswith("OK")


def test_the_j_k_transposition_is_found() -> None:
    status, out, _ = run_inproc("lint", *B32, "--expr", "k = lane % 32; j = 4*(lane/32) + item")
    assert status == 1 and "It would be right transposed: it gives (j, k) where the layout has (k, j)" in out, out
    status, out, _ = run_inproc("lint", *B32, "--expr", "j = lane % 32; k = 4*(lane/32) + item")
    assert status == 0, out


@pytest.mark.parametrize(("args", "says"), [
    ([*D32, "--expr", "i = lane % 32 + 100; j = 8*(reg/4) + 4*(lane/32) + reg%4"],
     "the mapping gives i = 100 at lane 0 item 0, outside D's i range; legal values: i from 0 to 31"),
    ([*D32, "--expr", "i = lane % 32; j = 8*(reg/4) + 4*(lane/32) + reg%4; block = 2"],
     "the mapping gives block = 2 at lane 0 item 0, outside D's block range; legal values: block from 0 to 0"),
    ([*D32, "--triton", json.dumps({"reg_bases": [[1, 0], [2, 0], [8, 0], [16, 0]],
                                    "lane_bases": [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [4, 0]],
                                    "shape": [999, 7]})],
     "the Triton shape [999, 7] is not D's [32, 32] (i, j); legal values: [32, 32]"),
    ([*D32, "--triton", json.dumps({"reg_bases": [[1, 0]], "lane_bases": [[0, 64]], "shape": [32, 32]})],
     "lane_bases must be a list of [i, j] coordinates inside the shape [32, 32]"),
    ([*D32, "--cute", "((32, 2), (4, 4)) : ((32, 4), (1, 800))"], "outside D's"),
])
def test_indices_outside_the_operand_are_refused(args: list[str], says: str) -> None:
    status, out, err = run_inproc("lint", *args)
    assert status == 2 and out == "" and err.count("\n") == 1 and says in err, err


def test_a_broadcast_is_named_as_not_a_fix_and_a_permutation_is_proposed() -> None:
    # CDNA2 B, K rows 4-7 forgotten: BLGP 1, 2 and 4-7 read every slot as the mapping says (they
    # broadcast lanes), but D changes; a rotation by 16 lanes (BLGP 3) is a permutation: same D.
    status, out, _ = run_inproc("lint", *CDNA2_B, "--expr", "j = lane % 32; k = item")
    assert status == 1 and "It would be right" not in out
    assert "Not a fix: --blgp 1, --blgp 2, --blgp 4, --blgp 5, --blgp 6, --blgp 7: the instruction would read" in out
    assert "it computes another D (emulated:" in out
    rotated = "j = (lane + 48) % 32; k = 4*(((lane + 48) % 64)/32) + item"
    status, out, _ = run_inproc("lint", *CDNA2_B, "--expr", rotated)
    assert status == 1 and "It would be right with --blgp 3 (the same D: checked by emulation)" in out, out


def _registers_from(expr_row: object, expr_col: object, values: object) -> object:
    """B's register image (2 VGPRs x 64 lanes, fp16 pairs) with item t of lane l holding
    values[k][j] for (k, j) given by the two functions: the mapping written out, not lint's code."""
    import numpy as np

    regs = np.zeros((2, 64), dtype=np.uint32)
    bits = np.asarray(values, dtype=np.float16).view(np.uint16)
    for lane in range(64):
        for item in range(4):
            k, j = expr_row(lane, item), expr_col(lane, item)  # type: ignore[operator]
            regs[item // 2, lane] |= np.uint32(int(bits[k, j]) << (16 * (item % 2)))
    return regs


def test_the_claims_about_d_hold_on_registers_written_from_the_mapping() -> None:
    np = pytest.importorskip("numpy")
    emu = amdmatrix.emulate
    inst = amdmatrix.instruction("cdna2", "v_mfma_f32_32x32x8f16")
    rng = np.random.default_rng(7)
    a, b = rng.integers(-3, 4, size=(32, 8)).astype(float), rng.integers(-3, 4, size=(8, 32)).astype(float)
    plain = emu.unpack(inst, "D", emu.execute(inst, emu.pack(inst, "A", a), emu.pack(inst, "B", b)))
    assert np.array_equal(plain, a @ b)
    rotated = _registers_from(lambda ln, t: 4 * (((ln + 48) % 64) // 32) + t, lambda ln, t: (ln + 48) % 32, b)
    d = emu.unpack(inst, "D", emu.execute(inst, emu.pack(inst, "A", a), rotated, blgp=3), blgp=3)
    assert np.array_equal(d, plain)  # lint: "with --blgp 3 (the same D)"
    forgotten = _registers_from(lambda ln, t: t, lambda ln, t: ln % 32, b)
    d = emu.unpack(inst, "D", emu.execute(inst, emu.pack(inst, "A", a), forgotten, blgp=1), blgp=1)
    assert not np.array_equal(d, plain)  # lint: "--blgp 1 ... not a fix"


def test_lint_json() -> None:
    status, out, _ = run_inproc("lint", *F16_4B, "--expr", "i = lane % 16; k = item", "--json")
    doc = json.loads(out)
    assert status == 1 and (doc["schema"], doc["query"], doc["architecture"]) == ("amdmatrix/2", "lint", "CDNA3")
    assert doc["ok"] is False and doc["fix"].startswith("with block = lane / 16")
    assert doc["differences"][0] == {"lane": 16, "item": 0, "register": 0, "slot": 0,
                                     "given": {"block": 0, "row": 0, "col": 0},
                                     "holds": {"block": 1, "row": 0, "col": 0}}
    assert doc["mapping"] == {"kind": "expr", "text": "i = lane % 16; k = item"} and doc["coordinates"] == ["i", "k"]
    status, out, _ = run_inproc("lint", *CDNA2_B, "--expr", "j = lane % 32; k = item", "--json")
    doc = json.loads(out)
    assert doc["fix"] is None and [n["change"] for n in doc["not_fixes"]][:2] == ["--blgp 1", "--blgp 2"]


# ------------------------------------------------------------------------ export and lint compose
COMPOSE = [("cdna3", "v_mfma_f32_32x32x8_f16", "-D"), ("cdna3", "v_mfma_f32_16x16x16_f16", "-A"),
           ("cdna4", "v_mfma_f32_16x16x32_bf16", "-B"), ("rdna3", "v_wmma_f32_16x16x16_f16", "-A"),
           ("rdna4", "v_wmma_f32_16x16x16_f16", "-D"), ("cdna3", "v_mfma_f32_4x4x4_16b_f16", "-B"),
           ("gfx1250", "v_wmma_f32_16x16x32_f16", "-A")]


@pytest.mark.parametrize(("arch", "inst", "matrix"), COMPOSE)
def test_lint_reads_what_export_prints(arch: str, inst: str, matrix: str) -> None:
    for fmt, flag in (("triton", "--triton"), ("cute", "--cute")):
        status, text, err = run_inproc("export", "-a", arch, "-i", inst, matrix, "--to", fmt)
        assert status == 0, err
        status, out, err = run_inproc("lint", "-a", arch, "-i", inst, matrix, flag, text)
        assert (status, err) == (0, "") and out.startswith("OK"), (fmt, out, err)


def test_each_format_is_one_document() -> None:
    p = run("export", *D32, "--to", "triton")
    assert p.returncode == 0 and isinstance(json.loads(p.stdout), dict)  # `| python -c 'json.load(...)'` parses
    for fmt, skip in (("gluon", "#"), ("cute", "//")):
        status, out, _ = run_inproc("export", *D32, "--to", fmt)
        assert status == 0 and len([ln for ln in out.splitlines() if not ln.startswith(skip)]) == 1, out
    status, out, _ = run_inproc("export", *D32, "--to", "json")
    doc = json.loads(out)
    assert (doc["schema"], doc["query"], doc["architecture"], doc["format"]) == ("amdmatrix/2", "export", "CDNA3",
                                                                                 "json")
    for fmt in ("triton", "gluon", "cute", "hip"):
        status, out, _ = run_inproc("export", *D32, "--to", fmt, "--json")
        doc = json.loads(out)
        assert status == 0 and doc["format"] == fmt and doc["expressible"] and doc["text"] == run_inproc(
            "export", *D32, "--to", fmt)[1]
    status, out, _ = run_inproc("export", "-a", "cdna3", "-i", "v_smfmac_f32_16x16x32_f16", "-A", "--to", "triton",
                                "--json")
    doc = json.loads(out)
    assert status == 1 and doc["expressible"] is False and "4:2 sparse" in doc["reason"] and doc["text"] is None


def test_gluon_text_evaluates_to_the_layout() -> None:
    import triton_oracle
    from required import need

    need("triton (pip install triton==3.9.0)", triton_oracle.available())
    for args in (D32, ["-a", "cdna3", "-i", "v_mfma_f32_4x4x4_16b_f16", "-A"]):
        out = amdmatrix.export(args[1], args[3], args[4][1], "gluon")
        data = out.data
        assert isinstance(data, dict)
        layout = eval(out.text, {"__builtins__": {}}, triton_oracle._namespace())  # noqa: S307 - our own text
        reg, lane = triton_oracle.bases_of(layout, data["shape"])
        bases = amdmatrix.export(args[1], args[3], args[4][1], "triton").data
        assert isinstance(bases, dict) and (reg, lane) == (bases["reg_bases"], bases["lane_bases"])
