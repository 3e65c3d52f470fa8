"""gfx1250 (CDNA5, MI455X): facts against LLVM 22, layout confidence in every output format.

The expected facts are LLVM's (tests/data/gfx1250/llvm22-facts.json, recorded with llvm-mc-22
and llvm-mca-22), never computed by amdmatrix. Layout properties (every element placed, both
directions agree) run over gfx1250 in tests/core/test_properties.py like every other architecture.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from clirun import run_inproc

import amdmatrix
from amdmatrix.confidence import ProvisionalLayoutError

FACTS_PATH = Path(__file__).resolve().parents[1] / "data" / "gfx1250" / "llvm22-facts.json"
FACTS: dict[str, dict[str, object]] = json.loads(FACTS_PATH.read_text())
INSTS = amdmatrix.instructions("gfx1250")
BY_NAME = {i.mnemonic.lower(): i for i in INSTS}
PROVISIONAL_LINE = re.compile(r"PROVISIONAL: the ([A-Z, ]+) layout of (\S+) is not confirmed by AMD")

#: The 32-bit C/D of the 16x16 forms: the only layouts the public sources rate high.
EXACT_CD32 = {m for m in FACTS if m.startswith(("v_wmma_f32_16x16", "v_wmma_i32_16x16", "v_swmmac_f32_16x16",
                                                "v_swmmac_i32_16x16", "v_wmma_scale_f32_16x16",
                                                "v_wmma_scale16_f32_16x16"))}


def test_45_instructions_as_llvm_names_them() -> None:
    assert len(FACTS) == 45
    assert sorted(BY_NAME) == sorted(FACTS)
    for alias in ("gfx1250", "GFX1251", "mi455x", "cdna5"):
        assert amdmatrix.instructions(alias) == INSTS
    assert amdmatrix.instruction("mi455x", "V_WMMA_F32_16X16X4_F32").opcode == 0x5D


@pytest.mark.parametrize("name", sorted(FACTS))
def test_opcode_and_register_counts_equal_llvm(name: str) -> None:
    inst, fact = BY_NAME[name], FACTS[name]
    op = fact["vop3p_opcode"]
    want_op = int(op["wmma"] if isinstance(op, dict) else op, 16)  # type: ignore[index, arg-type]
    assert inst.opcode == want_op
    widths = {int(k): v[0] for k, v in fact["operand_vgprs"].items()}  # type: ignore[attr-defined]
    if name.startswith("v_wmma_ld_scale"):
        assert {0: inst.gprs("SA"), 1: inst.gprs("SB")} == widths
        return
    got = {0: inst.gprs("D"), 1: inst.gprs("A"), 2: inst.gprs("B"), 3: inst.gprs("K" if inst.sparse else "C")}
    if inst.scaled:
        got.update({4: inst.gprs("SA"), 5: inst.gprs("SB")})
    if name.startswith("v_swmmac_bf16f32"):  # LLVM: D is tied to the 8-VGPR f32 C
        assert widths[0] == 8
    assert got == widths
    assert inst.waves == (32,)


def test_f8f6f4_widths_follow_the_formats() -> None:
    # llvm-mc-22: "wrong register tuple size for MATRIX_FMT_FP6" unless A/B are 16 (FP8/BF8), 12 (FP6/BF6), 8 (FP4).
    for name in ("v_wmma_f32_16x16x128_f8f6f4", "v_wmma_scale_f32_16x16x128_f8f6f4",
                 "v_wmma_scale16_f32_16x16x128_f8f6f4"):
        inst = BY_NAME[name]
        for fmt, want in (("fp8", 16), ("bf8", 16), ("fp6", 12), ("bf6", 12), ("fp4", 8)):
            assert inst.gprs("A", a_format=fmt) == want
            assert inst.gprs("B", b_format=fmt) == want


@pytest.mark.parametrize("name", sorted(FACTS))
def test_cycles_are_llvm_mca_and_say_so(name: str) -> None:
    inst = BY_NAME[name]
    assert inst.cycles == FACTS[name]["llvm_mca_gfx1250"]["latency"]  # type: ignore[index]
    status, out, err = run_inproc("-a", "gfx1250", "-i", name, "-d")
    assert status == 0, err
    assert f"Execution cycles: {inst.cycles}" in out
    assert "llvm-mca-22" in out


def test_wave64_is_refused() -> None:
    status, out, err = run_inproc("-a", "gfx1250", "-i", "v_wmma_f32_16x16x32_f16", "-g", "-A", "-w", "64")
    assert status == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and "32" in err
    with pytest.raises(amdmatrix.AmdMatrixError):
        BY_NAME["v_wmma_f32_16x16x32_f16"].locate("A", i=0, k=0, wave=64)


# ------------------------------------------------------------------------------ confidence
def test_only_the_32bit_16x16_cd_layouts_are_exact() -> None:
    exact = {(i.mnemonic.lower(), m) for i in INSTS for m in i.matrices if i.confidence(m).exact}
    want = {(n, m) for n in EXACT_CD32 for m in ("C", "D") if m in BY_NAME[n].matrices}
    want.add(("v_wmma_bf16f32_16x16x32_bf16", "C"))  # its C is the 8-VGPR f32 layout (its D is bf16)
    assert exact == want
    for inst in INSTS:
        for m in inst.matrices:
            c = inst.confidence(m)
            assert c.sources and all(isinstance(s, str) and s for s in c.sources)
            assert c.level in ("exact", "provisional")
            assert bool(c.reason) == (c.level == "provisional")
            assert not re.search(r"seed \d", " ".join(c.sources) + c.reason)


def test_other_architectures_are_exact() -> None:
    for arch in amdmatrix.architectures():
        if arch.name == "GFX1250":
            continue
        inst = amdmatrix.instructions(arch)[0]
        assert inst.provisional_matrices() == ()
        assert inst.confidence("A").level == "exact" and inst.confidence("A").sources


def test_confidence_rejects_unknown_matrices() -> None:
    with pytest.raises(amdmatrix.AmdMatrixError, match="legal matrices"):
        BY_NAME["v_wmma_f32_16x16x32_f16"].confidence("K")


QUERIES = [
    (["-g", "-A", "-I", "3", "-K", "5"], ["A"]),
    (["-g", "-D", "-I", "3", "-J", "5"], []),
    (["-g", "-D", "-I", "3", "-J", "5", "-o"], ["A", "B"]),
    (["-m", "-B", "-r", "0", "-l", "3"], ["B"]),
    (["-R", "-C"], []),
    (["-M", "-A"], ["A"]),
    (["-d"], ["A", "B"]),
]


@pytest.mark.parametrize(("args", "prov"), QUERIES, ids=[" ".join(a) for a, _ in QUERIES])
def test_text_output_marks_provisional_layouts(args: list[str], prov: list[str]) -> None:
    status, out, err = run_inproc("-a", "gfx1250", "-i", "v_wmma_f32_16x16x32_f16", *args)
    assert status == 0, err
    lines = out.splitlines()
    assert lines[:2] == ["Architecture: GFX1250", "Instruction: V_WMMA_F32_16X16X32_F16"]
    m = PROVISIONAL_LINE.match(lines[2])
    if prov:
        assert m is not None, lines[2]
        assert m.group(1).split(", ") == prov and m.group(2) == "V_WMMA_F32_16X16X32_F16"
    else:
        assert m is None and "PROVISIONAL" not in out


@pytest.mark.parametrize(("args", "prov"), QUERIES, ids=[" ".join(a) for a, _ in QUERIES])
def test_json_output_has_the_provisional_field(args: list[str], prov: list[str]) -> None:
    status, out, err = run_inproc("-a", "gfx1250", "-i", "v_wmma_f32_16x16x32_f16", *args, "--json")
    assert status == 0, err
    doc = json.loads(out)
    assert doc["provisional"] == prov
    assert (doc["unsettled"] is None) == (not prov)


def test_json_provisional_field_is_empty_elsewhere() -> None:
    status, out, _ = run_inproc("-a", "cdna3", "-i", "v_mfma_f32_32x32x8_f16", "-g", "-A", "--json")
    assert status == 0 and json.loads(out)["provisional"] == []


@pytest.mark.parametrize(("matrix", "marked"), [("A", True), ("B", True), ("D", False), ("K", True)])
def test_svg_pictures_carry_the_mark(matrix: str, marked: bool) -> None:
    name = "v_swmmac_f32_16x16x64_f16" if matrix == "K" else "v_wmma_f32_16x16x32_f16"
    for view in ("-R", "-M"):
        status, out, err = run_inproc("-a", "gfx1250", "-i", name, view, f"-{matrix}".replace("K", "k"), "--svg", "-")
        assert status == 0, err
        text_lines = re.findall(r"<text[^>]*>([^<]*)</text>", out)
        hits = [t for t in text_lines if t.startswith("PROVISIONAL:")]
        assert (len(hits) == 1) == marked, (view, matrix)
        if marked:
            assert f"the {matrix} layout of {name.upper()}" in hits[0]


def test_explorer_data_carries_the_mark() -> None:
    from amdmatrix.explorer import data

    inst = BY_NAME["v_wmma_f32_16x16x32_f16"]
    entry = data._instruction(data._Builder(), inst, 0)
    assert sorted(entry["provisional"]) == ["A", "B"]
    assert PROVISIONAL_LINE.match(entry["provisional"]["A"])
    page = (Path(data.__file__).parent / "explorer.js").read_text()
    assert '$("provisional").textContent' in page
    assert 'id="provisional"' in (Path(data.__file__).parent / "explorer.html").read_text()


def test_emulation_refuses_provisional_layouts() -> None:
    np = pytest.importorskip("numpy")
    inst = BY_NAME["v_wmma_f32_16x16x32_f16"]
    with pytest.raises(ProvisionalLayoutError, match="provisional A, B"):
        amdmatrix.emulate.pack(inst, "A", np.zeros((16, 32)))
    assert issubclass(ProvisionalLayoutError, amdmatrix.AmdMatrixError)


def test_scale_load_detail() -> None:
    status, out, err = run_inproc("-a", "gfx1250", "-i", "v_wmma_ld_scale16_paired_b64", "-d")
    assert status == 0, err
    assert "GPRs required for SA: 2" in out and "GPRs required for SB: 2" in out
    assert "PROVISIONAL: the SA, SB layout" in out.splitlines()[2]
    with pytest.raises(amdmatrix.AmdMatrixError, match="loads the scales"):
        BY_NAME["v_wmma_ld_scale_paired_b32"].sources_of(0, 0)


def test_scaled_sources_use_the_scale_block() -> None:
    inst = BY_NAME["v_wmma_scale16_f32_16x16x128_f8f6f4"]
    calc = inst.sources_of(3, 5)
    assert len(calc.scales) == 128
    assert [sa.element.col for sa, _ in calc.scales[::16]] == list(range(8))  # one scale per 16 K (scale16)
    assert all(sb.element.col == 5 for _, sb in calc.scales)
    calc32 = BY_NAME["v_wmma_scale_f32_16x16x128_f8f6f4"].sources_of(3, 5)
    assert [sa.element.col for sa, _ in calc32.scales[::32]] == list(range(4))
