"""Where AMD's calculator is wrong, amdmatrix gives the right answer: one test per class.

The classes are listed in docs/decisions.md ("Where amdmatrix differs from the
calculator"). Each expected value is written from the ISA guides, LLVM or the
calculator's own other outputs, as cited; none is produced by the code under test. The
recorded command lines of each class (tests/data/calculator-outputs) are also checked to
differ from the calculator's output only as the class says.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from clirun import run_inproc
from test_calculator_outputs import WRONG_CLASSES, wrong_class
from vendored import calculator_rows


def lines(*argv: str) -> list[str]:
    status, out, err = run_inproc(*argv)
    assert status == 0 and err == "", err
    return out.splitlines()


def recorded(cls: str) -> list[dict[str, object]]:
    rows = [r for r in calculator_rows() if "calculator_wrong" in r and wrong_class(str(r["calculator_wrong"])) == cls]
    assert rows, f"no recorded rows of {cls}"
    return rows


def test_every_class_is_documented() -> None:
    text = (Path(__file__).resolve().parents[2] / "docs" / "decisions.md").read_text()
    section = text[text.index("## Where amdmatrix differs from the calculator"):]
    for cls in WRONG_CLASSES.values():
        assert cls.split()[0] in section, f"{cls} is not listed in docs/decisions.md"


# ------------------------------------------------------------------ C02
def test_c02_smfmac_cbsz_does_not_group_blocks() -> None:
    """An SMFMAC has one block; CBSZ/ABID select compression-index sets (CDNA3 ISA, sparse
    matrices: "Sparse Index Select"), so A's -R is one table, "Block 0", the CBSZ 0 layout.

    16-bit SMFMAC A (CDNA3 ISA; the calculator's own CBSZ 0 output): element (i, k) sits in
    lane i + 16 * floor(k / 8) of register floor(k / 4) % 2, four k of a 4:2 group per slot.
    """
    want = [f"{i}," + ",".join(f"v{(k // 4) % 2}{{{i + 16 * (k // 8)}}}" for k in range(32)) for i in range(16)]
    for cbsz, abid in ((2, 0), (1, 1), (0, 0)):
        out = lines("-a", "cdna3", "-i", "v_smfmac_f32_16x16x32_f16", "-A", "-R", "--csv",
                    "--cbsz", str(cbsz), "--abid", str(abid))
        assert out[2] == "Block 0"
        assert out[3] == "A[M][K]," + ",".join(str(k) for k in range(32))
        assert out[4:] == want
    for row in recorded("C02 SMFMAC A with CBSZ != 0"):
        calc = str(row["stdout"]).splitlines()
        ours = lines(*map(str, row["argv"]))  # type: ignore[call-overload]
        assert calc[2].startswith("Blocks 0, 1") and ours[2] == "Block 0"
        assert calc[3:] == ours[3:], "only the label differs"


# ------------------------------------------------------------------ C15
def test_c15_sparse_output_calculation_accumulates_into_d() -> None:
    """SMFMAC and SWMMAC compute D = A * B + D: C and D are the same registers (CDNA3 ISA,
    SMFMAC; RDNA4 ISA, SWMMAC: SRC2 holds the indices). 16x16 D[i][j] of CDNA3 is in lane
    j + 16 * floor(i / 4) of register i % 4 (ISA 7.1.4.2): D[14][5] = v2{53}."""
    out = lines("-a", "cdna3", "-i", "v_smfmac_f32_16x16x32_f16", "-D", "-g", "-I", "14", "-J", "5", "-o")
    assert out[2].startswith("D[14][5] = Vdst_v2{53} = Src0_")
    assert out[2].endswith(" + Vdst_v2{53}")
    out = lines("-a", "cdna3", "-i", "v_smfmac_f32_16x16x32_f16", "-D", "-m", "-r", "2", "-l", "53", "-o")
    products = " + ".join(f"A[14][{k}]*B[{k}][5]" for k in range(32))
    assert out[2:] == [f"v2{{53}} = D[14][5] = {products} + D[14][5]"]
    # RDNA4 SWMMAC, wave32: D[0][6] is in lane 6 of register 0.
    out = lines("-a", "rdna4", "-i", "v_swmmac_f32_16x16x32_f16", "-D", "-m", "-r", "0", "-l", "6", "-o")
    products = " + ".join(f"A[0][{k}]*B[{k}][6]" for k in range(32))
    assert out[2:] == [f"v0{{6}} = D[0][6] = {products} + D[0][6]"]
    for row in recorded("C15 sparse -o"):
        ours = lines(*map(str, row["argv"]))  # type: ignore[call-overload]
        calc = str(row["stdout"]).splitlines()
        assert [x.rsplit(" + ", 1)[0] for x in ours[2:]] == calc[2:], "only the accumulator term is added"


# ------------------------------------------------------------------ C16
def test_c16_rdna3_output_calculation_multiplies_by_b_k_j() -> None:
    """D[i][j] = sum over k of A[i][k] * B[k][j] + C[i][j]. RDNA3 wave32 32-bit D[i][j] is in
    lane j + 16 * (i % 2) of register floor(i / 2) (RDNA3 ISA, WMMA): v4{13} holds D[8][13]."""
    out = lines("-a", "rdna3", "-i", "v_wmma_f32_16x16x16_f16", "-D", "-m", "-r", "4", "-l", "13", "-o", "-w", "32")
    products = " + ".join(f"A[8][{k}]*B[{k}][13]" for k in range(16))
    assert out[2:] == [f"v4{{13}} = D[8][13] = {products} + C[8][13]"]
    for row in recorded("C16 RDNA3 -o"):
        ours = lines(*map(str, row["argv"]))  # type: ignore[call-overload]
        assert "\n".join(ours) + "\n" != row["stdout"]
        for line in ours[2:]:
            d = re.search(r"D\[(\d+)\]\[(\d+)\] = ", line)
            assert d is not None
            if "Src0_" not in line:  # the element form names every B element
                cols = set(re.findall(r"\*-?B\[\d+\]\[(\d+)\]", line))
                assert cols == {d.group(2)}, line


# ------------------------------------------------------------------ C17
def test_c17_matrix_entry_lists_every_block_a_broadcast_lane_feeds() -> None:
    """Under CBSZ 1, ABID 0, block 0 of A feeds blocks 0 and 1 (the calculator's README). In
    V_MFMA_F32_16X16X4F16 lane 3 holds A[3][0] (bits 15:0) and A[3][1] (bits 31:16) of
    block 0 in v0 (MI100 ISA), so it feeds four products, not two."""
    out = lines("-a", "cdna1", "-i", "v_mfma_f32_16x16x4f16", "-A", "-m", "-r", "0", "-l", "3",
                "--cbsz", "1", "--abid", "0")
    assert out[2:] == ["v0{3}.[15:0] = A[3][0].B0", "v0{3}.[15:0] = A[3][0].B1",
                       "v0{3}.[31:16] = A[3][1].B0", "v0{3}.[31:16] = A[3][1].B1"]
    # BLGP 4: lanes 0-15 are read by all four 16-lane groups (MI200 ISA, BLGP), so lane 11
    # of V_MFMA_F32_32X32X2F32's B (k = floor(lane / 32), j = lane % 32) feeds j 11 and 27.
    out = lines("-a", "cdna1", "-i", "v_mfma_f32_32x32x2f32", "-B", "-m", "-r", "0", "-l", "11", "--blgp", "4")
    assert out[2:] == ["v0{11} = B[0][11]", "v0{11} = B[1][11]", "v0{11} = B[0][27]", "v0{11} = B[1][27]"]


@pytest.mark.parametrize(("arch", "inst", "matrix", "mods"), [
    ("cdna1", "v_mfma_f32_16x16x4f16", "-A", ("--cbsz", "1", "--abid", "1")),
    ("cdna2", "v_mfma_f32_4x4x4f16", "-A", ("--cbsz", "2", "--abid", "3")),
    ("cdna3", "v_mfma_f32_16x16x4_4b_f16", "-B", ("--blgp", "5")),
    ("cdna2", "v_mfma_i32_32x32x8i8", "-B", ("--blgp", "7")),
])
def test_c17_matrix_entry_agrees_with_matrix_layout(arch: str, inst: str, matrix: str, mods: tuple[str, ...]) -> None:
    """Every element -M shows in a lane's cell, -m lists for that lane (the calculator's own -M
    lists them; its -m drops some)."""
    table = lines("-a", arch, "-i", inst, matrix, "-M", "--csv", *mods)
    heads = table[2].split(",")
    for row in table[3:]:
        lane, *cells = row.split(",")
        for reg in sorted({h.split(".")[0] for h in heads[1:]}):
            shown = [el for h, cell in zip(heads[1:], cells, strict=True) if h.split(".")[0] == reg
                     for el in cell.split()]
            entry = lines("-a", arch, "-i", inst, matrix, "-m", "-r", reg[1:], "-l", lane, *mods)
            listed = [x.split(" = ")[1] for x in entry[2:] if " = " in x]
            assert sorted(listed) == sorted(shown), (lane, reg)


# ------------------------------------------------------------------ C18
def test_c18_swmmac_index_matrix_entry_lists_every_nibble() -> None:
    """RDNA4 SWMMAC wave32 index K[i][k] is in lane 16 * floor(k / 16) + i, bits
    4 * (floor(k / 4) % 4) + 3 : 4 * (floor(k / 4) % 4) (the calculator's own -d formula and
    its README's -g example), so lane 0 holds K[0][0..15] in four nibbles."""
    out = lines("-a", "rdna4", "-i", "v_swmmac_f32_16x16x32_fp8_bf8", "-k", "-m", "-r", "0", "-l", "0", "-w", "32")
    assert out[2:] == [f"v0{{0}}.[{4 * (k // 4) + 3}:{4 * (k // 4)}] = K[0][{k}]" for k in range(16)]


# ------------------------------------------------------------------ C20
@pytest.mark.parametrize(("arch", "inst", "opcode"), [
    ("cdna1", "v_mfma_i32_16x16x16i8", 0x55),
    ("cdna2", "v_mfma_i32_16x16x16i8", 0x55),
    ("cdna3", "v_mfma_i32_32x32x16_i8", 0x56),
    ("cdna3", "v_mfma_i32_16x16x32_i8", 0x57),
])
def test_c20_detail_prints_llvm_opcodes(arch: str, inst: str, opcode: int) -> None:
    """llvm-mc-22 encodes these as VOP3P-MAI opcodes 0x15/0x16/0x17 (e.g. gfx908
    v_mfma_i32_16x16x16i8 -> d3d5...; MI200 ISA opcode table); the calculator prints 0x54."""
    out = lines("-a", arch, "-i", inst, "-d")
    assert f"    VOP3P Opcode: {opcode:#x}" in out
    assert f"    VOP3P-MAI Opcode: {opcode & 0x3F:#x}" in out


# ------------------------------------------------------------------ C24
def test_c24_smfmac_abid_is_ignored_when_cbsz_is_set() -> None:
    """With CBSZ != 0 ABID is ignored and the first index set is used (CDNA3 ISA, "Sparse
    Index Select"; the calculator's 2025 README). 32x32 i8 SMFMAC: K[i][k] is in lane
    i + 32 * floor(k / 16), bits 4 * ((k % 16) // 4) + 3 : ... of set 0: K[19][22] = v0{51}.[7:4]."""
    for abid in ("0", "1", "3", "15"):
        out = lines("-a", "cdna3", "-i", "v_smfmac_i32_32x32x32_i8", "-k", "-g", "-I", "19", "-K", "22",
                    "--cbsz", "2", "--abid", abid)
        assert out[2:] == ["K[19][22] = v0{51}.[7:4]"]
    for row in recorded("C24 CDNA3 SMFMAC ABID with CBSZ != 0"):
        status, _, err = run_inproc(*map(str, row["argv"]))  # type: ignore[call-overload]
        assert status == 0 or "out of range" in err  # refused only for an out-of-range register or lane


# ------------------------------------------------------------------ C26
def _low_bits(argv: list[str]) -> list[str]:
    """The command line with NEG[2] and NEG_HI[2] cleared."""
    return [str(int(v) & 3) if n and argv[n - 1] in ("--neg", "--neg_hi") else v for n, v in enumerate(argv)]


def test_c26_swmmac_neg_bit_2_is_accepted_and_has_no_effect() -> None:
    """Withdrawn as a difference (docs/decisions.md, item 76): the calculator's command line
    takes NEG/NEG_HI 4-7 on RDNA4 SWMMAC and prints what bits 1:0 give (there is no C to
    negate), so amdmatrix prints the calculator's recorded output (the -o rows differ only by
    C15's accumulator term, the -k -m rows by C18's nibbles)."""
    for row in recorded("C26 RDNA4 SWMMAC NEG bit 2"):
        argv = [str(a) for a in row["argv"]]  # type: ignore[attr-defined]
        ours = lines(*argv)
        calc = str(row["stdout"]).splitlines()
        if "-o" in argv:
            assert [x.rsplit(" + ", 1)[0] for x in ours[2:]] == calc[2:], argv
        elif "-k" in argv and "-m" in argv:  # C18: the calculator drops some of the lane's nibbles
            assert ours[:2] == calc[:2] and set(calc[2:]) < set(ours[2:]), argv
        else:
            assert ours == calc, argv
        assert lines(*_low_bits(argv)) == ours


def test_c26_neg_bit_2_is_said_to_have_no_effect() -> None:
    """-d and every JSON document say that the bit does nothing; text layouts stay the
    calculator's."""
    base = ("-a", "rdna4", "-i", "v_swmmac_f32_16x16x32_f16")
    out = lines(*base, "-d", "--neg", "4")
    assert out[2].startswith("Note: NEG[2] and NEG_HI[2] (--neg/--neg_hi 4-7) have no effect on "
                             "V_SWMMAC_F32_16X16X32_F16")
    assert lines(*base, "-d")[2:] == out[3:]
    doc = json.loads("\n".join(lines(*base, "-B", "-g", "-K", "3", "-J", "5", "--neg_hi", "6", "--json")))
    assert "no C operand" in doc["no_effect"] and doc["modifiers"] == {"neg_hi": 2}
    plain = json.loads("\n".join(lines(*base, "-B", "-g", "-K", "3", "-J", "5", "--neg_hi", "2", "--json")))
    assert "no_effect" not in plain and {k: v for k, v in doc.items() if k != "no_effect"} == plain
    # Out of the field's range, the value is refused as before.
    status, out_, err = run_inproc(*base, "-A", "-R", "--neg", "12")
    assert status == 2 and out_ == "" and err.count("\n") == 1 and "legal values: 0-3" in err


@pytest.mark.parametrize("operand", ["neg_lo:[0,0,1]", "neg_hi:[1,0,1]"])
def test_c26_encode_keeps_llvm_rule(operand: str) -> None:
    """Where LLVM's syntax is in play, LLVM's rule holds: llvm-mc-22 -mcpu=gfx1200 rejects
    NEG bit 2 on v_swmmac_f32_16x16x32_f16 ("invalid neg_lo/neg_hi operand")."""
    status, out, err = run_inproc("encode", "-a", "rdna4",
                                  f"v_swmmac_f32_16x16x32_f16 v[0:7], v[8:11], v[12:19], v20 {operand}")
    assert status != 0 and out == "" and err.count("\n") == 1 and "out of range" in err
