"""amdmatrix hazards / amdmatrix check on the command line, the API, and docs/hazards.md."""

from __future__ import annotations

import json
import os
import re
import shlex
from pathlib import Path

import pytest
from clirun import run, run_inproc

import amdmatrix
from amdmatrix.hazards import Violation, fix, rules
from amdmatrix.hazards.render import rules_markdown

ROOT = Path(__file__).resolve().parents[2]
DOC = (ROOT / "docs" / "hazards.md").read_text()

MFMA8 = "v_mfma_f32_32x32x8_f16 a[0:15], v[4:5], v[6:7], a[0:15]"   # an 8-pass XDL on CDNA3
KERNEL = f"""\
start:
  {MFMA8}
  s_nop 1
  v_accvgpr_read_b32 v8, a0 ; the result, too early
  v_mov_b32 v9, v8
"""


# ----------------------------------------------------------------------------- check

def test_check_prints_each_consumer_and_exits_1(kernel: Path) -> None:
    status, out, err = run_inproc("check", "-a", "gfx942", "k.s")
    assert status == 1 and err == ""
    assert out.splitlines() == [
        f"k.s:4: 9 more wait states needed before 'v_accvgpr_read_b32 v8, a0': after '{MFMA8}' (line 2), "
        "rule C3-10 (CDNA3 ISA §7.5 Table 37, case 106)",
        "k.s: 1 hazard in 4 instructions (CDNA3)",
    ]


def test_check_clean_file_exits_0(kernel: Path) -> None:
    kernel.write_text(KERNEL.replace("s_nop 1", "s_nop 10"))
    status, out, _ = run_inproc("check", "-a", "mi300x", "k.s")
    assert status == 0 and out == "k.s: 0 hazards in 4 instructions (CDNA3)\n"


def test_fix_prints_the_padded_file(kernel: Path) -> None:
    status, out, err = run_inproc("check", "-a", "gfx942", "--fix", "k.s")
    assert status == 0 and err == "k.s: inserted 9 wait states before 1 lines\n"  # the summary: stderr
    assert out == KERNEL.replace("; the result", "; the result").replace(
        "  v_accvgpr_read_b32", "  s_nop 8\n  v_accvgpr_read_b32")
    assert kernel.read_text() == KERNEL


def test_fix_output_file_is_atomic_and_never_the_input(kernel: Path) -> None:
    status, out, _ = run_inproc("check", "-a", "gfx942", "-o", "fixed.s", "k.s")
    assert status == 0 and out == "k.s: inserted 9 wait states before 1 lines; wrote fixed.s\n"
    assert amdmatrix.check(Path("fixed.s").read_text(), "gfx942") == []
    assert kernel.read_text() == KERNEL
    assert [p.name for p in kernel.parent.iterdir() if p.name.endswith(".tmp")] == []
    status, _, err = run_inproc("check", "-a", "gfx942", "--fix", "-o", "k.s", "k.s")
    assert status == 2 and "input is never changed" in err and kernel.read_text() == KERNEL


def test_check_json(kernel: Path) -> None:
    status, out, _ = run_inproc("check", "-a", "gfx942", "--json", "k.s")
    doc = json.loads(out)
    assert status == 1 and doc["schema"] == "amdmatrix/2" and doc["query"] == "check"
    (v,) = doc["violations"]
    assert (v["line"], v["missing"], v["required"], v["present"], v["producer_line"], v["rule"]) == \
        (4, 9, 11, 2, 2, "C3-10")
    status, out, _ = run_inproc("check", "-a", "gfx942", "--json", "--fix", "k.s")
    doc = json.loads(out)
    assert status == 0 and doc["inserted"] == 9 and "s_nop 8" in doc["fixed"]


def test_strict_names_unknown_instructions(kernel: Path) -> None:
    kernel.write_text(KERNEL + "  frobnicate v1\n  s_nop 20\n")
    status, out, _ = run_inproc("check", "-a", "gfx942", "k.s")
    assert status == 3 and "k.s:6: not understood: `frobnicate` is not an instruction" in out
    assert "INCOMPLETE: 1 line not understood" in out
    status, out, _ = run_inproc("check", "-a", "gfx942", "--allow-unknown", "k.s")
    assert status == 1 and "1 unknown instruction counted as one wait state" in out
    status, out, err = run_inproc("check", "-a", "gfx942", "--strict", "k.s")
    assert status == 2 and out == "" and err.count("\n") == 1
    assert "unknown instruction 'frobnicate v1' (line 6)" in err and "'s_nop 20' (line 7) gives 5" in err


def test_stdin_and_wave(kernel: Path) -> None:
    wave64 = "v_wmma_f32_16x16x16_f16 v[0:3], v[8:15], v[16:23], v[0:3]\n" \
             "v_wmma_f32_16x16x16_f16 v[24:27], v[0:7], v[16:23], v[24:27]\n"
    res = run("check", "-a", "rdna3", "-w", "64", "-", stdin=wave64)
    assert res.returncode == 1 and res.stdout.startswith("<stdin>:2: 1 more VALU wait state needed")
    res = run("check", "-a", "rdna3", "-w", "32", "-", stdin=wave64)
    assert res.returncode == 2 and res.stderr.startswith("amdmatrix: error: <stdin>:1: wrong register counts")


BAD = [
    (["check", "-a", "gfx9999", "k.s"], "unknown architecture 'gfx9999'; legal values: CDNA1"),
    (["check", "k.s"], "the architecture is missing"),
    (["check", "-a", "cdna3"], "give one assembly file"),
    (["check", "-a", "cdna3", "nothere.s"], "cannot read nothere.s"),
    (["check", "-a", "cdna3", "--frob", "k.s"], "unrecognized argument: --frob"),
    (["check", "-a", "cdna3", "-w", "48", "k.s"], "legal values: 32, 64"),
    (["check", "-a", "cdna3", "-w", "32", "k.s"], "wave size 32 is not allowed on CDNA3"),
    (["hazards", "-a", "cdna3", "v_mov_b32 v0, v1"], "give two assembly lines"),
    (["hazards", "-a", "cdna3", "v_mfma_f32_99x99_f16 v[0:3], v1, v2, v[0:3]", "s_nop 0"], "unknown instruction"),
    (["hazards", "-a", "cdna3", "v_mov_b32 v[1:0], v2", "s_nop 0"], "bad register range"),
    (["hazards", "-a", "cdna3", "s_nop 0\ns_nop 1", "s_nop 0"], "must be one line"),
    (["hazards", "-a", "cdna3", "-i", "v_mfma_nope"], "unknown instruction 'v_mfma_nope'"),
    (["hazards", "-a", "cdna4", "-i", "v_mfma_f32_16x16x128_f8f6f4", "--a-format", "fp7"], "unknown format"),
    (["hazards", "-a", "cdna3", "-i", "v_mfma_f32_32x32x8_f16", "--a-format", "fp4"], "no F8F6F4 formats"),
]


@pytest.mark.parametrize(("args", "message"), BAD, ids=[" ".join(a[:3]) + f" {n}" for n, (a, _) in enumerate(BAD)])
def test_bad_input_is_one_line_and_exit_2(kernel: Path, args: list[str], message: str) -> None:
    status, out, err = run_inproc(*args)
    assert status == 2 and out == ""
    assert err.startswith("amdmatrix: error: ") and err.count("\n") == 1 and "Traceback" not in err
    assert message in err


def test_malformed_kernel_line_names_file_and_line(kernel: Path) -> None:
    kernel.write_text(KERNEL + "  v_mfma_f32_32x32x8_f16 a[0:3], v[4:5], v[6:7], a[0:3]\n")
    res = run("check", "-a", "gfx942", "k.s")
    assert res.returncode == 2 and res.stdout == "" and res.stderr.count("\n") == 1
    assert res.stderr.startswith("amdmatrix: error: k.s:6: wrong register counts for v_mfma_f32_32x32x8_f16")


# ----------------------------------------------------------------------------- hazards

def test_hazards_pair_lists_rules_with_sources() -> None:
    status, out, _ = run_inproc("hazards", "-a", "gfx950", "v_mfma_f64_16x16x4_f64 v[0:7], v[8:9], v[10:11], v[0:7]",
                                "v_add_f64 v[4:5], v[4:5], v[20:21]")
    lines = out.splitlines()
    assert status == 0 and lines[0] == "CDNA4: 19 wait states needed between"
    assert [ln.split(":")[0].strip() for ln in lines if ln.startswith("  C4-")] == ["C4-22", "C4-22w"]
    assert "      source: CDNA4 ISA §7.6 Table 38 (p. 68: RAW + WAW); LLVM asks for 11 (decision A4" in out
    assert lines[-1].startswith("A wait state on CDNA4 is one issued instruction")


def test_hazards_pair_without_rules_and_rdna_unit() -> None:
    status, out, _ = run_inproc("hazards", "-a", "rdna4", "v_wmma_f32_16x16x16_f16 v[0:7], v[8:11], v[12:15], v[0:7]",
                                "v_wmma_f32_16x16x16_f16 v[16:23], v[0:3], v[12:15], v[16:23]")
    assert status == 0 and out.startswith("RDNA4: 1 VALU wait state needed between")
    assert "only VALU" not in out and "s_nop, SALU and memory instructions do not count" in out
    status, out, _ = run_inproc("hazards", "-a", "cdna3", "v_mov_b32 v0, v1", "v_mov_b32 v2, v3")
    assert status == 0 and "0 wait states needed" in out and "no rule applies" in out


def test_hazards_json() -> None:
    status, out, _ = run_inproc("hazards", "-a", "cdna2", "--json",
                                "v_mfma_f32_4x4x4f16 v[0:3], v[4:5], v[6:7], v[0:3]",
                                "v_mfma_f32_4x4x4f16 v[8:11], v[2:3], v[6:7], v[8:11]")
    doc = json.loads(out)
    assert status == 0 and doc["query"] == "hazards" and doc["wait_states"] == 5
    assert [(h["rule"], h["required"], h["registers"]) for h in doc["hazards"]] == [("C2-09", 5, "v[2:3]")]


def test_hazards_instruction_table() -> None:
    status, out, _ = run_inproc("hazards", "-a", "cdna4", "-i", "v_mfma_f32_32x32x64_f8f6f4", "--a-format", "fp4",
                                "--b-format", "fp6")
    lines = out.splitlines()
    assert status == 0 and lines[0] == "V_MFMA_F32_32X32X64_F8F6F4 on CDNA4: XDL, 8 passes (A fp4, B fp6)"
    assert "  C4-08: 12: an XDL or SMFMAC writes vDst; an MFMA reads it as SrcA/SrcB" in out
    status, out, _ = run_inproc("hazards", "-a", "cdna4", "-i", "v_mfma_f32_32x32x64_f8f6f4", "--json")
    doc = json.loads(out)
    assert doc["passes"] == 16 and {r["rule"]: r["wait_states"] for r in doc["rules"]}["C4-08"] == 20
    status, out, _ = run_inproc("hazards", "-a", "gfx1200", "-i", "v_swmmac_f32_16x16x32_f16")
    assert status == 0 and out.splitlines()[0] == "V_SWMMAC_F32_16X16X32_F16 on RDNA4: SWMMAC"
    status, out, _ = run_inproc("hazards", "-a", "gfx1200", "-i", "v_swmmac_f32_16x16x32_f16", "--json")
    assert [(r["rule"], r["wait_states"], r["unit"]) for r in json.loads(out)["rules"]] == \
        [("R4-01", 1, "valu"), ("R4-02", 1, "valu"), ("R4-03", 0, "valu")]


def test_help() -> None:
    for sub in ("hazards", "check"):
        status, out, _ = run_inproc(sub, "-h")
        assert status == 0 and out.startswith(f"usage: amdmatrix {sub}")
    status, out, _ = run_inproc("--help")
    assert "hazards|check" in out


# ----------------------------------------------------------------------------- API

def test_api_is_lazy_and_callable() -> None:
    code = ("import sys, amdmatrix; assert 'amdmatrix.hazards' not in sys.modules; "
            "v = amdmatrix.check('v_mfma_f32_4x4x4f16 a[0:3], v[0:1], v[2:3], a[0:3]\\nv_accvgpr_read_b32 v4, a0', "
            "'cdna1'); print(v[0].missing, v[0].rule); "
            "print(amdmatrix.hazards('cdna1', 'v_accvgpr_write_b32 a0, v1', 'v_accvgpr_read_b32 v2, a0')[0].required)")
    import subprocess
    import sys

    from clirun import env

    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env(), check=True)
    assert proc.stdout.split() == ["4", "C1-06", "3"]


def test_violation_fields() -> None:
    (v,) = amdmatrix.check(KERNEL, "gfx942")
    assert isinstance(v, Violation)
    assert (v.line, v.missing, v.required, v.present, v.producer_line, v.rule) == (4, 9, 11, 2, 2, "C3-10")
    assert v.source == "CDNA3 ISA §7.5 Table 37, case 106"


def test_fix_is_minimal_and_rdna_pads_with_v_nop() -> None:
    text = ("v_mfma_f64_16x16x4_f64 v[0:7], v[8:9], v[10:11], v[0:7]\n"  # CDNA4: 19 before a VALU reader
            "v_mov_b32 v20, v1\n")
    assert fix(text, "cdna4") == text.replace("v_mov", "s_nop 15\ns_nop 2\nv_mov")
    wmma = ("v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7]\n"
            "s_nop 3\n"
            "v_wmma_f32_16x16x16_f16 v[24:31], v[0:7], v[16:23], v[24:31]\n")
    assert fix(wmma, "rdna3") == wmma.replace("s_nop 3\n", "s_nop 3\nv_nop\n")
    labelled = "  v_mfma_f32_4x4x4f16 a[0:3], v[0:1], v[2:3], a[0:3]\nnext: v_accvgpr_read_b32 v4, a0\n"
    # the pads go after the label, and every byte of the input stays (decision 101)
    assert fix(labelled, "cdna1") == ("  v_mfma_f32_4x4x4f16 a[0:3], v[0:1], v[2:3], a[0:3]\nnext: \n\ts_nop 3\n"
                                      "v_accvgpr_read_b32 v4, a0\n")


def test_fix_pads_loops_through_the_back_edge() -> None:
    text = ("loop:\n"
            "  v_mfma_f32_16x16x16_f16 v[0:3], v[4:5], v[6:7], v[0:3]\n"
            "  v_mov_b32 v4, v2\n"
            "  s_cbranch_scc1 loop\n")
    fixed = fix(text, "gfx942")
    # 7 before v_mov reads the MFMA's v2; around the loop only the branch separates v_mov's v4 from the
    # MFMA reading it as SrcA, which needs 2
    assert fixed == text.replace("  v_mov", "  s_nop 6\n  v_mov").replace("  v_mfma", "  s_nop 0\n  v_mfma")
    assert amdmatrix.check(fixed, "gfx942") == []


# ----------------------------------------------------------------------------- docs

def test_docs_rule_tables_are_the_data() -> None:
    archs = ("cdna1", "cdna2", "cdna3", "cdna4", "rdna3", "rdna4", "gfx1250")
    for arch in archs:
        table = "\n".join(rules_markdown(rules(arch)))
        assert table in DOC, arch
    ids = set(re.findall(r"^\| ([CR]\d-[\w]+) \|", DOC, flags=re.M))
    assert ids == {r.id for a in archs for r in rules(a)}


def test_readme_example_is_true() -> None:
    readme = (ROOT / "README.md").read_text()
    section = readme[readme.index("## Wait states (hazards)"):]
    (cmd, expected), *_ = re.findall(r"```text\n\$ amdmatrix (.*?)\n(.*?)```", section, flags=re.S)
    status, out, _ = run_inproc(*shlex.split(cmd))
    assert status == 0 and out == expected


def test_docs_worked_example_is_true(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (kernel,) = re.findall(r"```asm\n(.*?)```", DOC, flags=re.S)
    Path("kernel.s").write_text(kernel)
    blocks = re.findall(r"```text\n\$ amdmatrix (.*?)\n(.*?)```", DOC, flags=re.S)
    assert len(blocks) == 3
    for cmd, expected in blocks:
        status, out, err = run_inproc(*shlex.split(cmd))
        assert out == expected and (err == "" or ("--fix" in cmd and err.count("\n") == 1 and " inserted " in err)), cmd
        assert status == (1 if cmd.startswith("check") and "--fix" not in cmd else 0)
    assert os.path.exists("kernel.s")
