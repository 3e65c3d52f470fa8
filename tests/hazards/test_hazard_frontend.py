"""The assembler front end of ``amdmatrix check``: what llvm-mc reads, read the same; never silent; safe.

Expected values come from llvm-mc-22 (expression values printed by ``llvm-mc -show-encoding``,
recorded below), from the issue's examples (2 wait states before the MFMA, hand-counted from
the CDNA1 rules: a VALU write of an MFMA's SrcA/B needs 2), and from llvm-mc-22 +
llvm-objdump-22 run live on the kernels of tests/data/kernels (required in CI).
"""

from __future__ import annotations

import difflib
import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest
from clirun import env, run_inproc
from hypothesis import given, settings
from hypothesis import strategies as st
from support.asm_kernels import kernel as random_kernel
from support.llvm_listing import compare, have_llvm
from support.required import need
from support.vendored import DATA

import amdmatrix
from amdmatrix.errors import AmdMatrixError, UnknownArchitectureError
from amdmatrix.hazards import api
from amdmatrix.hazards.asm import evaluate, expand

MFMA = "v_mfma_f32_4x4x1f32 a[0:3], v4, v5, a[0:3]"
KERNELS = DATA / "kernels"


def _missing(text: str, arch: str = "gfx908") -> list[tuple[int, int]]:
    return [(v.line, v.missing) for v in api.check(text, arch)]


# ----------------------------------------------------------------------------- the silent misses

@pytest.mark.parametrize(("text", "line"), [
    (f".set v_x, 4\nv_mov_b32 v[v_x], 1\n{MFMA}\n", 3),
    (f"v_mov_b32 v[4+0], 1\n{MFMA}\n", 2),
    (f".macro put\n  v_mov_b32 v4, 1\n.endm\nput\n{MFMA}\n", 5),
    (f"v_mov_b32 v4, 1\n.if 0\ns_nop 7\n.endif\n{MFMA}\n", 5),
], ids=["set", "expression", "macro", "dead-if"])
def test_the_silent_misses_each_need_two_wait_states(text: str, line: int) -> None:
    assert _missing(text) == [(line, 2)]


def test_rept_counts_every_repetition() -> None:
    assert _missing(f"v_mov_b32 v4, 1\n.rept 2\ns_nop 0\n.endr\n{MFMA}\n") == []
    assert _missing(f"v_mov_b32 v4, 1\n.rept 1\ns_nop 0\n.endr\n{MFMA}\n") == [(5, 1)]


# ----------------------------------------------------------------------------- expressions

#: Values llvm-mc-22 -show-encoding printed for these .set lines (see the module docstring).
LLVM_VALUES = [("-8 >> 1", 9223372036854775804), ("1 < 2", -1), ("1 + 2 * 3 | 4", 7), ("6 | 1 + 1", 8),
               ("7 ! 1", -1), ("2 == 2 + 0", -1), ("-7 / 2", -3), ("-7 % 2", -1), ("~0 && 3", 1),
               # A shift count outside 0..63 is taken modulo 64 (what llvm-mc-22 printed for `.quad`).
               ("1 << 65", 2), ("1 << 64", 1), ("1 << -1", -9223372036854775808), ("-8 >> 65", 9223372036854775804),
               ("5 >> -63", 2)]


@pytest.mark.parametrize(("expr", "value"), LLVM_VALUES)
def test_expressions_as_llvm_mc_evaluates_them(expr: str, value: int) -> None:
    assert evaluate(expr) == value


def test_expression_values_are_llvm_mcs_live() -> None:
    # The recorded values above, re-derived: llvm-mc-22 assembles `.set x, (EXPR)` / `.quad x` and
    # prints the value it computed.
    need("llvm-mc-22", have_llvm())
    text = "".join(f".set x{n}, ({expr})\n.quad x{n}\n" for n, (expr, _) in enumerate(LLVM_VALUES))
    done = subprocess.run(["llvm-mc-22", "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx942"], input=text,
                          capture_output=True, text=True, check=True)
    printed = [int(line.split()[-1]) for line in done.stdout.splitlines() if line.strip().startswith(".quad")]
    assert printed == [value for _, value in LLVM_VALUES]


def test_bad_expressions_name_the_construct() -> None:
    with pytest.raises(AmdMatrixError, match=r"the register index `v_x \+ foo` uses the undefined symbol `foo`"):
        api.check(".set v_x, 1\nv_mov_b32 v[v_x + foo], 1\n", "gfx908")
    with pytest.raises(AmdMatrixError, match=r"A of v_mfma_f32_4x4x1f32, `v_a`, is not a register"):
        api.check(".set v_a, 4\nv_mfma_f32_4x4x1f32 a[0:3], v_a, v5, a[0:3]\n", "gfx908")
    with pytest.raises(AmdMatrixError, match="division by zero"):
        api.check("v_mov_b32 v[1/0], 1\n", "gfx908")
    # The one quotient that does not fit 64 bits; llvm-mc-22 stops on it rather than print a value.
    for op in "/%":
        with pytest.raises(AmdMatrixError, match="the expression overflows 64 bits"):
            api.check(f".set m, -9223372036854775807 - 1\nv_mov_b32 v[m {op} -1], 1\n", "gfx908")


# ----------------------------------------------------------------------------- directives

def test_macro_findings_show_the_call_and_the_macro_line(tmp_path: Path) -> None:
    (tmp_path / "k.s").write_text(f".macro w r\n  v_mov_b32 v\\r, 1\n.endm\n  w 4\n{MFMA}\n")
    status, out, _ = run_inproc("check", "-a", "gfx908", str(tmp_path / "k.s"))
    assert status == 1 and "(line 4 [k.s:2, in macro w called at k.s:4])" in out


def test_include_is_relative_to_the_including_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "inner.inc").write_text("v_mov_b32 v4, 1\n")
    (tmp_path / "sub" / "outer.inc").write_text('.include "inner.inc"\n')
    (tmp_path / "k.s").write_text(f'.include "sub/outer.inc"\n{MFMA}\n')
    monkeypatch.chdir("/")
    (v,) = api.check((tmp_path / "k.s").read_text(), "gfx908", path=str(tmp_path / "k.s"))
    assert (v.line, v.missing, v.producer_line) == (2, 2, 1)
    assert "inner.inc:1" in v.producer_origin


def test_metadata_and_data_are_skipped() -> None:
    text = (f".amdgpu_metadata\n---\namdhsa.version: [ 1, 0 ]\n...\n.end_amdgpu_metadata\n.rodata\n.byte 1, 2\n"
            f".amdhsa_kernel k\n  .amdhsa_next_free_vgpr 8\n.end_amdhsa_kernel\n.text\nv_mov_b32 v4, 1\n{MFMA}\n")
    report = api.analyse(text, "gfx908")
    assert not report.incomplete and [(v.line, v.missing) for v in report.violations] == [(13, 2)]


def test_irp_irpc_varargs_and_keyword_arguments() -> None:
    # llvm-mc-22 -mcpu=gfx908 prints v_mov_b32_e32 v4, 3 / v7, 3 / v9, 5 / s_nop 4 / s_nop 5 for this
    text = (".macro m a, b=2, rest:vararg\n  .irp r, \\rest\n    v_mov_b32 v[\\r], \\b\n  .endr\n.endm\n"
            "m 0, 3, 4, 7\n.macro n x, y=1\n v_mov_b32 v[\\x], \\y\n.endm\nn y=5, x=9\n"
            ".irpc c, 45\n  s_nop \\c\n.endr\n")
    lines = [s.code.strip() for s in expand(text).lines]
    assert lines == ["v_mov_b32 v[4], 3", "v_mov_b32 v[7], 3", "v_mov_b32 v[9], 5", "s_nop 4", "s_nop 5"]


# ----------------------------------------------------------------------------- never silent

def test_unknown_directive_makes_the_check_incomplete(tmp_path: Path) -> None:
    (tmp_path / "k.s").write_text("v_mov_b32 v1, 1\n.frobnicate 3\nmystery_macro v4\n")
    status, out, _ = run_inproc("check", "-a", "gfx908", str(tmp_path / "k.s"))
    assert status == 3
    assert "k.s:2: not understood: the directive `.frobnicate` is not understood" in out
    assert "k.s:3: not understood: `mystery_macro` is not an instruction" in out
    assert "INCOMPLETE: 2 lines not understood" in out.splitlines()[-1]
    status, out, _ = run_inproc("check", "-a", "gfx908", "--json", str(tmp_path / "k.s"))
    doc = json.loads(out)
    assert status == 3 and doc["incomplete"] is True and [r["line"] for r in doc["reasons"]] == [2, 3]
    status, out, _ = run_inproc("check", "-a", "gfx908", "--allow-unknown", str(tmp_path / "k.s"))
    assert status == 0
    with pytest.raises(api.IncompleteError, match="line 2"):
        api.check("v_mov_b32 v1, 1\n.frobnicate 3\n", "gfx908")
    assert api.check("v_mov_b32 v1, 1\n.frobnicate 3\n", "gfx908", allow_unknown=True) == []


@pytest.mark.parametrize(("text", "why"), [
    (".macro m\n  s_nop 0\n", "has no matching `.endm`"),
    ("s_nop 0\n/* never closed\ns_nop 0\n", "never closed"),
    (".rept 3\ns_nop 0\n", "has no matching `.endr`"),
    (".if 1\ns_nop 0\n", "no matching `.endif`"),
])
def test_unterminated_blocks_are_errors(tmp_path: Path, text: str, why: str) -> None:
    (tmp_path / "k.s").write_text(text)
    status, out, err = run_inproc("check", "-a", "gfx908", "--strict", str(tmp_path / "k.s"))
    assert status == 2 and out == "" and why in err and err.count("\n") == 1


# ----------------------------------------------------------------------------- listings

OBJDUMP = """
{name}:\tfile format elf64-amdgpu

Disassembly of section .text:

0000000000000000 <k>:
\tv_mov_b32_e32 v4, 1                                        // 000000000000: 7E080281
\tv_mfma_f32_4x4x1f32 a[0:3], v4, v5, a[0:3]                 // 000000000004: D3C20000 04020B04
\ts_endpgm                                                   // 00000000000C: BF810000
"""
MC_SHOW = """\t.text
\t.amdgcn_target "amdgcn-amd-amdhsa--gfx908"
\tv_mov_b32_e32 v4, 1                     ; encoding: [0x81,0x02,0x08,0x7e]
\tv_mfma_f32_4x4x1f32 a[0:3], v4, v5, a[0:3] ; encoding: [0x00,0x00,0xc2,0xd3,0x04,0x0b,0x02,0x04]
"""


@pytest.mark.parametrize("name", ["/tmp/build/k.o", "k.o", "../k.o", "C:\\k.o"])
def test_objdump_listings_by_any_path(name: str) -> None:
    report = api.analyse(OBJDUMP.format(name=name), "gfx908")
    assert not report.incomplete and [(v.line, v.missing) for v in report.violations] == [(8, 2)]


def test_objdump_branch_to_a_symbol_without_its_own_label() -> None:
    # llvm-objdump prints the target as the symbol `L0`, which shares address 0 with `k` and so has
    # no `<L0>:` line; the SIMM16 of BF85FFFB (-5) leads from 0x10 back to 0x10 + 4 - 20 = 0.
    listing = ("0000000000000000 <k>:\n"
               "\tv_accvgpr_read_b32 v4, a0                // 000000000000: D3D84004 18000100\n"
               "\tv_mfma_f32_4x4x4f16 a[0:3], v[0:1], v[2:3], a[0:3] // 000000000008: D3C50000 04020500\n"
               "\ts_cbranch_scc1 L0                        // 000000000010: BF85FFFB\n"
               "\ts_endpgm                                 // 000000000014: BF810000\n")
    (v,) = api.check(listing, "gfx908")
    assert (v.line, v.producer_line, v.via_branch, v.missing) == (2, 3, 4, 3)


def test_llvm_mc_show_encoding_listing() -> None:
    report = api.analyse(MC_SHOW, "gfx908")
    assert not report.incomplete and [(v.line, v.missing) for v in report.violations] == [(4, 2)]


# ----------------------------------------------------------------------------- kernels vs llvm-mc

def _kernels() -> list[tuple[str, str, str]]:
    arch_of = {"gfx908": ("cdna1", "gfx908"), "gfx90a": ("cdna2", "gfx90a"), "gfx942": ("cdna3", "gfx942"),
               "gfx950": ("cdna4", "gfx950")}
    out = []
    for p in sorted(KERNELS.glob("*.s")):
        mcpu = p.stem.rsplit("_", 1)[-1]
        out.append((str(p), *arch_of[mcpu]))
    assert len(out) >= 4, "tests/data/kernels is missing its kernels"
    return out


@pytest.mark.parametrize(("path", "arch", "mcpu"), _kernels(), ids=lambda x: os.path.basename(str(x)))
def test_kernels_agree_with_llvm_mc_and_objdump(path: str, arch: str, mcpu: str) -> None:
    need("llvm-mc-22 and llvm-objdump-22", have_llvm())
    c = compare(path, arch, mcpu)
    assert c.source_instructions == c.listing_instructions
    assert c.source_findings, "each kernel keeps some hazards on purpose"
    assert c.agree, (c.source_findings, c.listing_findings)


@pytest.mark.parametrize("seed", range(4))
def test_generated_kernels_agree_with_llvm(seed: int, tmp_path: Path) -> None:
    need("llvm-mc-22 and llvm-objdump-22", have_llvm())
    arch, mcpu, text = random_kernel(1000 + seed, seed % 4)
    (tmp_path / "g.s").write_text(text)
    c = compare(str(tmp_path / "g.s"), arch, mcpu)
    assert c.agree, (c.source_findings, c.listing_findings)


@pytest.mark.exhaustive
def test_many_generated_kernels_agree_with_llvm(tmp_path: Path) -> None:
    need("llvm-mc-22 and llvm-objdump-22", have_llvm())
    for seed in range(200):
        arch, mcpu, text = random_kernel(seed)
        (tmp_path / "g.s").write_text(text)
        c = compare(str(tmp_path / "g.s"), arch, mcpu)
        assert c.agree, (seed, c.source_findings, c.listing_findings)


# ----------------------------------------------------------------------------- --fix is safe

HAZARD = "v_mfma_f32_4x4x4f16 a[0:3], v[0:1], v[2:3], a[0:3]\n"


def test_fix_never_writes_inside_a_comment() -> None:
    text = f"{HAZARD}/* a comment\n   over lines */ v_accvgpr_read_b32 v4, a0\n"
    fixed = api.fix(text, "gfx908")
    assert api.check(fixed, "gfx908") == []
    assert api.fix(fixed, "gfx908") == fixed
    assert fixed == f"{HAZARD}/* a comment\n   over lines */ \n\ts_nop 3\nv_accvgpr_read_b32 v4, a0\n"


def test_fix_pads_inside_a_macro_or_rept_of_the_file() -> None:
    macro = f".macro m\n  {HAZARD}  v_accvgpr_read_b32 v4, a0\n.endm\n  m\n  m\n"
    fixed = api.fix(macro, "gfx908")
    assert fixed == macro.replace("  v_accvgpr_read", "  s_nop 3\n  v_accvgpr_read")
    rept = f".rept 3\n{HAZARD}/* c */ v_accvgpr_read_b32 v4, a0\n.endr\n"
    fixed = api.fix(rept, "gfx908")
    assert fixed == rept.replace("/* c */ ", "/* c */ \n\ts_nop 3\n") and api.check(fixed, "gfx908") == []


def test_fix_refuses_what_it_cannot_edit(tmp_path: Path) -> None:
    (tmp_path / "m.inc").write_text(f".macro m\n  {HAZARD}  v_accvgpr_read_b32 v4, a0\n.endm\n")
    text = '.include "m.inc"\n  m\n'
    with pytest.raises(AmdMatrixError, match=r"--fix cannot pad 'v_accvgpr_read_b32 v4, a0' \(m.inc:3, in macro m"):
        api.fix(text, "gfx908", path=str(tmp_path / "k.s"))


def test_fix_keeps_every_byte(tmp_path: Path) -> None:
    data = (b"; caf\xe9 \xff\xfe\r\n" + HAZARD.replace("\n", "\r\n").encode() + b"lab: v_accvgpr_read_b32 v4, a0\r\n")
    (tmp_path / "k.s").write_bytes(data)
    status, out, err = run_inproc("check", "-a", "gfx908", "--fix", "-o", str(tmp_path / "f.s"),
                                  str(tmp_path / "k.s"))
    got = (tmp_path / "f.s").read_bytes()
    assert status == 0 and err == ""
    assert got == data.replace(b"lab: ", b"lab: \r\n\ts_nop 3\r\n")


_PAD = re.compile(r"[ \t]*(?:s_nop \d+|v_nop)\r?\n")


def _lines(text: str) -> list[str]:
    return re.findall(r"[^\n]*\n|[^\n]+$", text)


def _only_inserted(original: str, fixed: str) -> bool:
    """Whether ``fixed`` is ``original`` with pad lines inserted and nothing else changed: a line
    may be split once (after its labels or a comment's end) to put pads before its statement."""
    a, b = _lines(original), _lines(fixed)
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        new = b[j1:j2]
        if tag == "equal":
            continue
        if tag == "insert" and all(_PAD.fullmatch(x) for x in new):
            continue
        if tag == "replace" and i2 - i1 == 1:
            kept = [x for x in new if not _PAD.fullmatch(x)]
            if len(kept) == 2 and kept[0].endswith("\n") and kept[0][:-1] + kept[1] == a[i1]:
                continue
            if len(kept) == 2 and kept[0].endswith("\r\n") and kept[0][:-2] + kept[1] == a[i1]:
                continue
        return False
    return True


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10_000))
def test_fix_then_check_reports_nothing_and_fix_is_idempotent(seed: int) -> None:
    arch, _, text = random_kernel(seed)
    text = text.replace("/* a note */ v_add", "/* a\n note */ v_add")  # a consumer after a comment's end
    if seed % 2:
        text = text.replace("\n", "\r\n")
    if seed % 3 == 0:  # bytes that are not UTF-8, as the CLI reads them (surrogate escapes)
        text = b"; caf\xe9 \xff\n".decode("utf-8", "surrogateescape") + text
    fixed = api.fix(text, arch)
    assert api.check(fixed, arch) == []
    assert api.fix(fixed, arch) == fixed
    assert _only_inserted(text, fixed)


def test_the_insertion_check_itself() -> None:
    assert _only_inserted("a\nl: b\n", "a\n\ts_nop 1\nl: \n\ts_nop 0\nb\n")
    assert not _only_inserted("a\nb\n", "a\nB\n")
    assert not _only_inserted("a\nb\n", "a\n\tv_mov_b32 v0, v1\nb\n")


def test_messages_carry_the_line() -> None:
    with pytest.raises(AmdMatrixError, match=r"^line 2: bad modifier 'matrix_a_fmt:bogus'"):
        api.check("s_nop 0\nv_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[0:7] matrix_a_fmt:bogus\n",
                  "gfx1250")


# ----------------------------------------------------------------------------- linear time, no tracebacks

@pytest.mark.parametrize(("what", "make"), [
    ("long line", lambda n: "v_mov_b32 v0, " + ", ".join(f"v{k % 256}" for k in range(n)) + "\n"),
    ("comments", lambda n: "v_mov_b32 v0, v1 " + "/* c */ " * n + "\n"),
    ("labels", lambda n: "".join(f"l{k}: " for k in range(n)) + "v_mov_b32 v0, v1\n"),
    ("branches", lambda n: "".join(f"L{k}:\n{HAZARD}v_mov_b32 v1, v2\ns_cbranch_scc1 L{(k * 7) % (n // 10)}\n"
                                   for k in range(n // 10))),
])
def test_linear_in_every_input(what: str, make: object) -> None:
    assert callable(make)
    times = []
    for n in (10_000, 40_000):
        text = make(n)
        best = float("inf")
        for _ in range(3):  # the least of three: a collection or a busy neighbour does not decide
            start = time.process_time()
            try:
                api.analyse(text, "gfx908")
            except AmdMatrixError:
                pass
            best = min(best, time.process_time() - start)
        times.append(best)
    assert times[1] < 10 * max(times[0], 0.02), (what, times)  # 4x the input: about 4x the time, never 16x


def test_vopd_has_exactly_two_halves() -> None:
    with pytest.raises(AmdMatrixError, match="exactly two halves"):
        api.check("v_dual_mov_b32 v0, v1 :: " * 50_000 + "v_dual_mov_b32 v2, v3\n", "gfx1100")


@pytest.mark.parametrize("line", ["s_nop " + "9" * 5000, "v_mov_b32 v" + "9" * 5000 + ", 1",
                                  ".set x, " + "9" * 5000, "v_mov_b32 v[" + "9" * 5000 + "], 1"])
def test_huge_numbers_are_errors_not_tracebacks(tmp_path: Path, line: str) -> None:
    (tmp_path / "k.s").write_text(line + "\n")
    status, out, err = run_inproc("check", "-a", "gfx908", str(tmp_path / "k.s"))
    assert status == 2 and "Traceback" not in err and err.count("\n") == 1


def test_non_utf8_stdin_and_json_with_line_separators(tmp_path: Path) -> None:
    data = b"; \xff\xfe \xe2\x80\xa8 \xc2\x85\n" + HAZARD.encode() + b"v_accvgpr_read_b32 v4, a0\n"
    proc = subprocess.run([sys.executable, "-m", "amdmatrix", "check", "-a", "gfx908", "--json", "-"],
                          input=data, capture_output=True, env=env(), timeout=60)
    assert proc.returncode == 1 and b"Traceback" not in proc.stderr
    doc = json.loads(proc.stdout)
    assert [v["line"] for v in doc["violations"]] == [3]
    name = tmp_path / "k\u2028\u2029\x85.s"
    name.write_text("; \u2028\n" + HAZARD + "v_accvgpr_read_b32 v4, a0\n")
    status, out, _ = run_inproc("check", "-a", "gfx908", "--json", str(name))
    assert status == 1 and json.loads(out)["file"] == str(name)


def test_line_numbers_are_those_an_editor_shows() -> None:
    text = "s_nop 0 ; \f form feed \u2028 line separator \x85 next line\n" + HAZARD + "v_accvgpr_read_b32 v4, a0\n"
    assert _missing(text) == [(3, 4)]


@pytest.mark.parametrize(("call", "error"), [
    (lambda: amdmatrix.check(None, "cdna3"), AmdMatrixError),  # type: ignore[arg-type]
    (lambda: amdmatrix.check(b"s_nop 0", "cdna3"), AmdMatrixError),  # type: ignore[arg-type]
    (lambda: amdmatrix.hazards.rules(["cdna3"]), UnknownArchitectureError),  # type: ignore[arg-type]
    (lambda: amdmatrix.check("s_nop 0", 3), UnknownArchitectureError),  # type: ignore[arg-type]
])
def test_wrong_types_raise_amdmatrix_errors(call: object, error: type[Exception]) -> None:
    assert callable(call)
    with pytest.raises(error):
        call()
