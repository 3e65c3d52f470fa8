"""What ``amdmatrix lds`` says beyond the conflicts: unaligned accesses, the operand's type, the
tile in CuTe's and Triton's notations (checked against Triton 3.9's own shared layouts), the
base alignment, the sub-tile the reads show, ``--svg -`` and the SVG's legend, and ``cycles``.
"""

from __future__ import annotations

import json
import xml.dom.minidom

import pytest
import triton_oracle
from clirun import run_inproc
from required import need

import amdmatrix
from amdmatrix.lds import analyse, parse_tile, solve
from amdmatrix.lds.analysis import alignment
from amdmatrix.lds.facts import facts
from amdmatrix.lds.notation import element_swizzle, gluon_layout, notations
from amdmatrix.lds.tile import TileError

BF8 = ("lds", "-a", "cdna3", "-i", "v_mfma_f32_32x32x16_bf8_bf8", "-A", "--tile", "32x16 bf8_fnuz row-major pad 4",
       "--read", "ds_read_b64")
TR16 = ("lds", "-a", "cdna4", "-i", "v_mfma_f32_16x16x32_bf16", "-B", "--tile", "32x16 bf16 row-major", "--read",
        "ds_read_b64_tr_b16")


# ------------------------------------------------------------------------------------ unaligned
def test_unaligned_reads_are_said_in_text_and_json() -> None:
    # 8-byte reads at addresses 20, 60, ...: rows of 20 bytes (16 bf8 + pad 4).
    status, out, _ = run_inproc(*BF8)
    assert status == 0
    assert ("UNALIGNED: ds_read_b64 #0: 32 lanes at addresses that are not a multiple of 8 (1:20, 3:60, 5:100, "
            "7:140, 9:180, 11:220, ...); legal only in unaligned-access mode") in out
    doc = json.loads(run_inproc(*BF8, "--json")[1])
    assert doc["aligned"] is False
    assert doc["unaligned"] == [{"mnemonic": "ds_read_b64", "index": 0, "alignment": 8,
                                 "lanes": [n for n in range(64) if doc["reads"][0]["addresses"][n] % 8]}]
    assert doc["reads"][0]["addresses"][:4] == [0, 20, 40, 60]


def test_a_read_that_is_not_exact_is_said_unaligned_too() -> None:
    # ds_read_b128 of a column-major A: lanes at 0, 2, 4, ...
    status, out, _ = run_inproc("lds", "-a", "cdna4", "-i", "v_mfma_f32_32x32x16_f16", "-A", "--tile",
                                "32x16 fp16 col-major", "--read", "ds_read_b128")
    assert status == 0 and "UNALIGNED: ds_read_b128 #0: 56 lanes" in out and "(1:2, 2:4, 3:6," in out
    assert "NOT the operand's layout" in out


def test_aligned_reads_say_nothing() -> None:
    status, out, _ = run_inproc(*TR16)
    assert status == 0 and "UNALIGNED" not in out
    assert json.loads(run_inproc(*TR16, "--json")[1])["aligned"] is True


def test_solve_never_proposes_an_unaligned_tile() -> None:
    inst = amdmatrix.instruction("cdna3", "v_mfma_f32_32x32x16_bf8_bf8")
    s = solve(inst, "A", parse_tile("32x16 bf8 row-major pad 4"), "ds_read_b64", write="ds_write_b64")
    assert s.found and s.report is not None and s.report.aligned
    # FP6 A read with ds_read_b96: 12-byte pieces, never 16-byte aligned; nothing is proposed.
    f8 = amdmatrix.instruction("cdna4", "v_mfma_f32_16x16x128_f8f6f4")
    s = solve(f8, "A", parse_tile("16x128 fp6 row-major"), "ds_read_b96", write="ds_write_b128", a_format="fp6",
              b_format="fp6")
    assert not s.found and s.impossible and "below its natural alignment" in s.reason


@pytest.mark.parametrize(("mnemonic", "bytes_"), [("ds_read_b32", 4), ("ds_read_b64", 8), ("ds_read_b96", 16),
                                                  ("ds_read_b128", 16), ("ds_read_b64_tr_b16", 8),
                                                  ("ds_read_b96_tr_b6", 4), ("ds_write_b128", 16)])
def test_natural_alignment_is_llvms(mnemonic: str, bytes_: int) -> None:
    # LLVM 22 SIISelLowering: Align(PowerOf2Ceil(Size/8)); the 96-bit transposing read steps by 12 bytes.
    assert alignment(facts("cdna4").access(mnemonic)) == bytes_


# --------------------------------------------------------------------------------- the operand type
@pytest.mark.parametrize(("arch", "inst", "tile", "ok"), [
    ("cdna4", "v_mfma_f32_16x16x32_bf16", "16x32 fp16 row-major", False),
    ("cdna4", "v_mfma_f32_16x16x32_bf16", "16x32 bfloat16 row-major", True),
    ("cdna4", "v_mfma_f32_16x16x32_f16", "16x32 half row-major", True),
    ("cdna4", "v_mfma_f32_16x16x32_f16", "16x32 f16 row-major", True),
    ("cdna3", "v_mfma_f32_32x32x16_fp8_fp8", "32x16 fp8 row-major", True),   # CDNA3's fp8 is the FNUZ one
    ("cdna3", "v_mfma_f32_32x32x16_fp8_fp8", "32x16 e4m3fn row-major", False),  # OCP, explicitly
    ("cdna3", "v_mfma_f32_32x32x16_fp8_fp8", "32x16 bf8 row-major", False),
    ("cdna3", "v_mfma_f32_16x16x4_f32", "16x4 f32 row-major", True),
    ("cdna3", "v_mfma_f32_16x16x8_xf32", "16x8 fp32 row-major", True),  # XF32 inputs sit in FP32 registers
])
def test_a_tile_of_another_type_than_the_operands_is_refused(arch: str, inst: str, tile: str, ok: bool) -> None:
    i = amdmatrix.instruction(arch, inst)
    read = "ds_read_b32" if "f32" in inst.split("_")[-1] else "ds_read_b64"
    if ok:
        assert analyse(i, "A", parse_tile(tile), read).tile.dtype == i.dtype("A").key
    else:
        with pytest.raises(TileError, match=f"reads {i.dtype('A').key}; legal values: a {i.dtype('A').key} tile"):
            analyse(i, "A", parse_tile(tile), read)


def test_fp16_tile_for_bf16_instruction_on_the_command_line() -> None:
    status, out, err = run_inproc("lds", "-a", "cdna4", "-i", "v_mfma_f32_16x16x32_bf16", "-A", "--tile",
                                  "16x32 fp16 row-major", "--read", "ds_read_b128")
    assert status == 2 and out == "" and err == ("amdmatrix: error: the tile holds fp16 but V_MFMA_F32_16X16X32_BF16 "
                                                 "A reads bf16; legal values: a bf16 tile\n")


# ------------------------------------------------------------------------------------- notations
def test_swizzle_on_bytes_and_on_elements() -> None:
    t = parse_tile("64x64 bf16 row-major swizzle(3,4,3)")
    n = notations(t, 16)
    assert n["cute"] == "Swizzle<3,4,3>" and n["cute_elements"] == "Swizzle<3,3,3>"
    assert n["gluon"] == "SwizzledSharedLayout(vec=8, per_phase=1, max_phase=8, order=[1, 0])"
    assert n["base_alignment"] == 1024  # the swizzle reads byte-address bit 9
    # 4-bit elements: M + 1; a swizzle moving bytes inside an FP6 run has no element form
    assert notations(parse_tile("16x128 fp4 row-major swizzle(2,4,4)"), 16)["cute_elements"] == "Swizzle<2,5,4>"
    assert element_swizzle(parse_tile("16x128 fp6 row-major swizzle(2,4,4)").swizzle, 6) is None  # type: ignore[arg-type]
    # the byte form and the element form move every element to the same place
    el = element_swizzle(t.swizzle, 16)  # type: ignore[arg-type]
    assert el is not None
    assert all(t.bit_address(r, c) == el(r * 64 + c) * 16 for r in range(64) for c in range(64))


def test_cli_names_the_notations_and_the_base() -> None:
    status, out, _ = run_inproc(*TR16[:7], "32x16 bf16 row-major swizzle(2,3,4)", *TR16[8:])
    assert status == 0
    assert "swizzle(2,3,4) is CuTe's Swizzle<2,3,4> on byte addresses = Swizzle<2,2,4> on bf16 element offsets" in out
    assert "Triton (Gluon): SwizzledSharedLayout(vec=4, per_phase=4, max_phase=4, order=[1, 0])" in out
    assert "tile base: a multiple of 512 bytes" in out
    doc = json.loads(run_inproc(*TR16, "--solve", "--json")[1])
    assert doc["solve"]["notations"]["cute_elements"] == "Swizzle<1,6,1>"
    assert doc["notations"]["gluon"].startswith("SwizzledSharedLayout(vec=1,")


TILES = ["64x64 bf16 row-major swizzle(3,4,3)", "256x256 bf16 row-major xor(12>7,10>6,9>5)",
         "32x64 fp8 col-major swizzle(3,3,6)", "16x32 bf16 row-major", "32x64 fp8 col-major swizzle(2,0,3)",
         "64x32 fp16 col-major swizzle(2,3,4)", "64x32 fp16 col-major swizzle(2,2,6)",
         "128x64 fp8 row-major swizzle(4,4,4)", "32x16 bf16 row-major swizzle(2,3,4)", "64x16 fp32 row-major "
         "swizzle(2,4,3)", "32x8 fp64 col-major swizzle(1,3,4)"]


@pytest.mark.parametrize("text", TILES)
def test_gluon_shared_layouts_are_tritons_own(text: str) -> None:
    """Triton 3.9 turns each constructor into its linear layout (offset -> element); every element
    offset of it must be where amdmatrix's tile puts that element."""
    need("triton (pip install triton==3.9.0)", triton_oracle.available())
    from triton.experimental.gluon import language as gl

    tile = parse_tile(text)
    expr = gluon_layout(tile)
    assert expr is not None
    ns = {"SwizzledSharedLayout": gl.SwizzledSharedLayout, "SharedLinearLayout": gl.SharedLinearLayout}
    layout = eval(expr, {"__builtins__": {}}, ns)  # noqa: S307 - our own constructor text
    b = triton_oracle._builder()
    bases = b.to_linear_layout(layout._to_ir(b), [tile.rows, tile.cols]).offset_bases  # type: ignore[attr-defined]
    for offset in range(tile.rows * tile.cols):
        r = c = 0
        for t, (dr, dc) in enumerate(bases):
            if offset >> t & 1:
                r, c = r ^ dr, c ^ dc
        assert tile.bit_address(r, c) == offset * tile.bits, (offset, r, c)


def test_padded_tile_is_tritons_padded_layout() -> None:
    # Gluon's PaddedSharedLayout: after every `interval` elements, `padding` more (its docstring); Triton
    # has no linear layout for it, so the rule is checked on the constructor's own numbers.
    need("triton (pip install triton==3.9.0)", triton_oracle.available())
    from triton.experimental.gluon import language as gl

    tile = parse_tile("32x16 bf16 row-major pad 8")
    expr = gluon_layout(tile)
    assert expr is not None and expr.startswith("PaddedSharedLayout(interval_padding_pairs=[[16, 8]]")
    layout = eval(expr, {"__builtins__": {}}, {"PaddedSharedLayout": gl.PaddedSharedLayout})  # noqa: S307
    [[interval, pad]] = layout.interval_padding_pairs
    for r in range(32):
        for c in range(16):
            o = r * 16 + c  # identity offset bases
            assert tile.bit_address(r, c) == (o + o // interval * pad) * 16
    assert gluon_layout(parse_tile("32x16 bf16 row-major pad 6")) is None  # padding must be a power of two


def test_reads_of_one_operand_sized_subtile_are_said() -> None:
    status, out, _ = run_inproc(*TR16[:7], "256x256 bf16 row-major", *TR16[8:])
    assert ("the reads shown are of one operand-sized sub-tile: rows 0-31, columns 0-15 of the 256x256 tile"
            in out)
    assert json.loads(run_inproc(*TR16[:7], "256x256 bf16 row-major", *TR16[8:], "--json")[1])["subtile"] == {
        "rows": 32, "cols": 16}
    assert "sub-tile" not in run_inproc(*TR16)[1] and json.loads(run_inproc(*TR16, "--json")[1])["subtile"] is None


# ------------------------------------------------------------------------------ cycles, --svg -
def test_cycles_in_json_as_in_text() -> None:
    out = run_inproc(*TR16)[1]
    doc = json.loads(run_inproc(*TR16, "--json")[1])
    for r in doc["reads"]:
        assert f"{r['mnemonic']} #{r['index']}: {r['ways']}-way, {r['cycles']} cycles" in out
        assert r["cycles"] == sum(p["ways"] for p in r["phases"]) == 4


def test_svg_to_stdout_is_only_the_svg_with_a_legend() -> None:
    status, out, err = run_inproc(*TR16, "--svg", "-")
    assert status == 0 and err == "" and out.startswith("<svg") and out.rstrip().endswith("</svg>")
    xml.dom.minidom.parseString(out)  # one well-formed document
    assert "Legend:" in out and "one dword: no conflict" in out and "N distinct dwords on one bank" in out
    status, out, err = run_inproc(*TR16, "--svg", "-", "--json")
    assert status == 2 and out == "" and "--svg - and --json both write standard output" in err
