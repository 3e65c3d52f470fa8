"""``amdmatrix encode`` and ``amdmatrix decode`` on whole files, listings and JSON.

The listings in tests/data/listings were made from the kernels there by
tools/gen_listings.py with llvm-mc-22 and llvm-objdump-22: the text LLVM printed on each
line of a listing is the independent answer for what ``decode`` must print for its bytes,
and the bytes of the ``-show-encoding`` listing are the answer for ``encode``.
"""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from amdmatrix.cli import encode as cli

LISTINGS = Path(__file__).resolve().parents[1] / "data" / "listings"
SRC = str(Path(__file__).resolve().parents[2] / "src")
MATRIX = re.compile(r"^\s*(v_(?:mfma|smfmac|wmma|swmmac|accvgpr)\S*)")


def run(argv: list[str], stdin: str | None = "") -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    old = sys.stdout, sys.stderr, sys.stdin
    sys.stdout, sys.stderr = out, err
    sys.stdin = None if stdin is None else io.StringIO(stdin)  # type: ignore[assignment]
    try:
        status = cli.run(argv)
    finally:
        sys.stdout, sys.stderr, sys.stdin = old
    return status, out.getvalue(), err.getvalue()


def llvm_text(line: str) -> str:
    """The instruction text LLVM printed on a listing line."""
    return re.split(r"//|;", line)[0].strip()


LISTING_CASES = [("cdna4", "cdna4_kernel.objdump.txt"), ("cdna4", "cdna4_kernel.mc.txt"),
                 ("rdna3", "rdna3_kernel.objdump.txt"), ("rdna3", "rdna3_kernel.mc.txt")]


@pytest.mark.parametrize("skip", [[], ["--skip-other"]])
@pytest.mark.parametrize(("arch", "name"), LISTING_CASES)
def test_a_listing_decodes_to_itself(arch: str, name: str, skip: list[str]) -> None:
    """A listing keeps its shape: each matrix instruction's text is replaced in place by the
    decoded one (LLVM's, so the line is unchanged, indentation and address comment included);
    its other instructions, labels and headers pass through, with or without --skip-other.
    Once a real llvm-objdump-22 listing exited 2 without --skip-other, and with it the
    decoded lines lost their indentation and address comments."""
    text = (LISTINGS / name).read_text()
    assert len([x for x in text.splitlines() if MATRIX.match(x)]) >= 3
    status, out, err = run(["decode", "-a", arch, *skip, str(LISTINGS / name)])
    assert (status, err) == (0, "")
    assert out == text


def test_a_listing_line_keeps_its_shape_when_the_text_changes() -> None:
    """LLVM's other spelling in a listing is replaced by the canonical one, in place."""
    words = "// 00000000000C: D3CC8000 03CA0500"
    line = "\tv_mfma_f32_32x32x8f16 a[0:15], v[0:1], v[2:3], 1.0" + " " * 9 + words
    status, out, err = run(["decode", "-a", "cdna3", "-"], stdin=f"{line}\n\ts_nop 0" + " " * 51 +
                           "// 000000000014: BF800000\n")
    assert status == 0, err
    first, second = out.splitlines()
    assert first == "\tv_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], 1.0" + " " * 8 + words
    assert second.startswith("\ts_nop 0 ") and second.endswith("// 000000000014: BF800000")
    longer = "\tv_mfma_f32_32x32x8f16 a[0:15], v[0:1], v[2:3], 1.0" + words  # no blank left: LLVM writes none
    assert run(["decode", "-a", "cdna3", "-"], stdin=longer)[1] == (
        "\tv_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], 1.0" + words + "\n")


def test_a_listing_still_reports_a_bad_matrix_instruction() -> None:
    """Only other instructions pass through: a matrix opcode with bits LLVM never writes is an error."""
    bad = "\tv_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], 1.0 // 000000000000: D3CC8000 03CA05FF\n"
    status, out, err = run(["decode", "-a", "cdna3", "-"], stdin="\ts_nop 0 // 000000000000: BF800000\n" + bad)
    assert status == 2 and out == "\ts_nop 0 // 000000000000: BF800000\n" and err.count("amdmatrix: error:") == 1


def test_a_kernel_file_encodes_to_llvms_bytes() -> None:
    status, out, err = run(["encode", "-a", "cdna4", "--skip-other", str(LISTINGS / "cdna4_kernel.s")])
    assert (status, err) == (0, "")
    kernel = (LISTINGS / "cdna4_kernel.s").read_text().splitlines()
    shown = (LISTINGS / "cdna4_kernel.mc.txt").read_text()
    want = {llvm_text(x): m.group(1).replace("0x", "").replace(",", "")
            for x in shown.splitlines() if (m := re.search(r"; encoding: \[([^\]]*)\]", x)) and MATRIX.match(x)}
    got = out.splitlines()
    assert len(got) == len(kernel)
    n = 0
    for src, line in zip(kernel, got, strict=True):
        if MATRIX.match(src):
            m = re.fullmatch(r"\[([^\]]*)\]  (0x[0-9a-f]+ ?)+  // (.*)", line)
            assert m is not None, line
            assert m.group(1).replace("0x", "").replace(",", "") == want[m.group(3)]
            n += 1
        else:
            assert line == src  # passed through unchanged
    assert n == len(want) == 9


def test_every_bad_line_of_a_file_is_reported(tmp_path: Path) -> None:
    path = tmp_path / "k.s"
    path.write_text("v_accvgpr_mov_b32 a1, a2\n"
                    "v_mfma_f32_32x32x8f16 v[0:15], v[1:2], v[2:3], v[0:15]\n"
                    "s_nop 0\n"
                    "v_mfma_f32_32x32x8f17 a[0:15], v[0:1], v[2:3], a[0:15]\n"
                    "v_accvgpr_read_b32 v1, a2\n"
                    "v_accvgpr_read_b32 v1, a2 cbsz:1\n")
    status, out, err = run(["encode", "-a", "cdna3", str(path)])
    assert status == 2
    assert len(out.splitlines()) == 2  # the good lines are encoded
    lines = err.splitlines()
    assert [re.search(r"line (\d+), column (\d+)", x).group(1) for x in lines] == ["2", "3", "4", "6"]  # type: ignore
    assert "even register" in lines[0] and "'s_nop' is not a matrix instruction" in lines[1]
    assert "did you mean" in lines[2] and "not a modifier of" in lines[3]


def test_a_plain_dump_reports_where_it_stops() -> None:
    status, out, err = run(["decode", "-a", "cdna3"], stdin="D3C08900 44020501\n7E02A502\nBF800000\nD3C08900\n")
    assert status == 2
    assert out.splitlines() == ["v_mfma_f32_32x32x1_2b_f32 a[0:31], v1, v2, a[0:31] cbsz:1 abid:1 blgp:2",
                                "v_accvgpr_mov_b32 a1, a2"]
    assert err.count("\n") == 1 and "line 3, byte 12: 0xbf800000 is not a matrix instruction" in err
    status, out, err = run(["decode", "-a", "cdna3", "--skip-other"], stdin="D3C08900 44020501\nBF800000\n7E02A502\n")
    assert (status, err) == (0, "")
    assert out.splitlines() == ["v_mfma_f32_32x32x1_2b_f32 a[0:31], v1, v2, a[0:31] cbsz:1 abid:1 blgp:2",
                                ".long 0xbf800000", "v_accvgpr_mov_b32 a1, a2"]


def test_address_listings_and_mixed_input() -> None:
    text = ("  1c: d3c98a00 84020500   v_mfma_f32_16x16x4_4b_f16 a[0:15], v[0:1], v[2:3], a[0:15] cbsz:2 abid:1 "
            "blgp:4\n  24: bf800007             s_nop 7\n")
    for skip in ([], ["--skip-other"]):  # a listing keeps its shape; its other instructions pass through
        status, out, err = run(["decode", "-a", "cdna3", *skip], stdin=text)
        assert (status, err, out) == (0, "", text)


def test_json_encode_and_decode() -> None:
    status, out, err = run(["encode", "-a", "cdna3", "--json", "--fields",
                            "v_mfma_f32_32x32x1f32 a[0:31], v1, v2, a[0:31] cbsz:1 abid:1 blgp:2"])
    assert (status, err) == (0, "")
    doc = json.loads(out)
    assert doc["schema"] == cli.JSON_SCHEMA and doc["query"] == "encode"
    assert (doc["architecture"], doc["wave"], doc["errors"]) == ("CDNA3", 64, [])
    (item,) = doc["items"]
    assert item["text"] == "v_mfma_f32_32x32x1_2b_f32 a[0:31], v1, v2, a[0:31] cbsz:1 abid:1 blgp:2"
    assert (item["bytes"], item["words"], item["size"]) == ("0089c0d301050244", ["0xd3c0890044020501"], 8)
    assert item["fields"]["CBSZ"] == {"bits": [10, 8], "value": 1, "meaning": "cbsz:1"}
    assert item["fields"]["SRC0"]["value"] == 0x101 and item["fields"]["BLGP"]["bits"] == [63, 61]
    assert any("-R -B --blgp 2" in (m["layout"] or "") for m in item["modifiers"])
    status, out, err = run(["decode", "-a", "cdna3", "--json", "--skip-other"], stdin="D3C08900 44020501\nBF800000\n")
    doc = json.loads(out)
    assert status == 0 and doc["query"] == "decode" and "fields" not in doc["items"][0]
    assert [i["kind"] for i in doc["items"]] == ["instruction", "other"]
    assert doc["items"][0]["offset"] == 0 and doc["items"][1] == {"kind": "other", "input": "standard input",
                                                                    "line": 2, "text": ".long 0xbf800000",
                                                                    "bytes": "000080bf"}
    status, out, err = run(["decode", "-a", "cdna3", "--json"], stdin="BF800000\n")
    doc = json.loads(out)
    assert status == 2 and err.count("\n") == 1 and doc["errors"][0]["line"] == 1 and doc["items"] == []


@pytest.mark.parametrize("argv", [["--arch", "cdna3"], ["--archi=cdna3"], ["--a", "cdna3"], ["-acdna3"]])
def test_long_option_prefixes(argv: list[str]) -> None:
    status, out, _ = run(["encode", *argv, "--j", "--fi", "v_accvgpr_mov_b32 a1, a2"])
    assert status == 0 and json.loads(out)["items"][0]["fields"]["OP"]["value"] == 0x52


def test_unknown_and_bad_options() -> None:
    for argv, words in ((["--bogus"], "legal options: -a/--architecture"), (["-a", "cdna3", "-w", "²"], "not '²'"),
                        (["-a", "cdna3", "--fields=1"], "takes no value"), (["-a"], "needs an architecture")):
        status, out, err = run(["encode", *argv])
        assert status == 2 and out == "" and err.count("\n") == 1 and words in err


def test_closed_standard_input() -> None:
    status, out, err = run(["encode", "-a", "cdna3"], stdin=None)
    assert (status, out) == (2, "") and "standard input is closed" in err and err.count("\n") == 1
    proc = subprocess.run(["sh", "-c", f'exec "{sys.executable}" -m amdmatrix encode -a cdna3 <&-'],
                          capture_output=True, text=True, env={**os.environ, "PYTHONPATH": SRC}, timeout=60)
    assert proc.returncode == 2 and proc.stdout == ""
    assert proc.stderr.count("\n") == 1 and proc.stderr.startswith("amdmatrix: error: ")


def test_files_and_dash_mix_with_arguments(tmp_path: Path) -> None:
    path = tmp_path / "one.s"
    path.write_text("v_accvgpr_mov_b32 a1, a2 ; a comment\n\n")
    status, out, err = run(["encode", "-a", "cdna3", str(path), "-", "v_accvgpr_read_b32 v1, a2"],
                           stdin="v_accvgpr_write_b32 a1, v2\n")
    assert (status, err) == (0, "")
    assert [x.split("// ")[1] for x in out.splitlines()] == ["v_accvgpr_mov_b32 a1, a2", "v_accvgpr_write_b32 a1, v2",
                                                            "v_accvgpr_read_b32 v1, a2"]


def test_json_names_the_file_and_lists_every_error(tmp_path: Path) -> None:
    path = tmp_path / "k.s"
    path.write_text("s_nop 0\nv_accvgpr_mov_b32 a1, a2\nv_accvgpr_read_b32 v1, v2\n")
    status, out, err = run(["encode", "-a", "cdna3", "--json", str(path)])
    doc = json.loads(out)
    assert status == 2 and err.count("\n") == 2
    assert [(e["input"], e["line"]) for e in doc["errors"]] == [(str(path), 1), (str(path), 3)]
    assert [(i["kind"], i["line"], i["text"]) for i in doc["items"]] == [("instruction", 2, "v_accvgpr_mov_b32 a1, a2")]
