"""Operands as llvm-mc reads them: commas are optional, and every operand form counts.

The construct that made ``amdmatrix check`` silent on MIOpen's gfx942 kernels (619 lines):

    v_cmp_gt_u32  vcc, s[s_c], v[v_tmp+5]
    v_cndmask_b32 v[v_wei_flag], 0, 1 vcc

has no comma before ``vcc``; LLVM's AMDGPU parser skips a comma between operands when there is
one, and llvm-mc assembles the line as ``v_cndmask_b32_e64 v1, 0, 1, vcc``. The wait states each
form needs are llc-22's (``-run-pass=post-RA-hazard-rec``, run live on the same two
instructions as MIR; required in CI): 2 on gfx942 and gfx950, none on gfx90a.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from llvm_stream import LLVM_MC, have_llvm, objdump
from required import need

import amdmatrix
from amdmatrix.hazards.operands import NAMED_BITS, REGISTER_NAMES, split

ROOT = Path(__file__).resolve().parents[2]
SYMBOLS = ".set s_c, 4\n.set v_tmp, 1\n.set v_wei_flag, 7\n"
PRODUCER = "v_cmp_gt_u32  vcc, s[s_c], v[v_tmp+5]\n"

#: (consumer as written, the encoding llvm-mc picks)
CONSUMERS = [
    ("v_cndmask_b32 v[v_wei_flag], 0, 1 vcc", "e64"),
    ("v_cndmask_b32 v[v_wei_flag], 0, 1, vcc", "e64"),
    ("v_cndmask_b32 v[v_wei_flag] 0 1 vcc", "e64"),
    ("v_cndmask_b32_e64 v[v_wei_flag], 0, 1 vcc", "e64"),
    ("v_cndmask_b32 v[v_wei_flag], 0, v[v_tmp] vcc", "e32"),
    ("v_cndmask_b32 v[v_wei_flag], 0, v[v_tmp], vcc", "e32"),
    ("v_cndmask_b32_e32 v[v_wei_flag], 0, v[v_tmp] vcc", "e32"),
]
#: llc-22's padding between the two (checked live by test_llc_pads_the_construct_so)
LLC_WAITS = {"gfx942": 2, "gfx950": 2, "gfx90a": 0}
#: The same two instructions as MIR, for llc-22.
MIR = {
    "e64": "V_CMP_GT_U32_e32 $sgpr4, $vgpr6, implicit-def $vcc, implicit $exec\n"
           "$vgpr7 = V_CNDMASK_B32_e64 0, 0, 0, 1, $vcc, implicit $exec\nS_ENDPGM 0\n",
    "e32": "V_CMP_GT_U32_e32 $sgpr4, $vgpr6, implicit-def $vcc, implicit $exec\n"
           "$vgpr7 = V_CNDMASK_B32_e32 0, $vgpr1, implicit $vcc, implicit $exec\nS_ENDPGM 0\n",
}


def test_the_construct_has_four_operands() -> None:
    for line, _ in CONSUMERS:
        mnemonic, _, rest = line.partition(" ")
        items, mods = split(rest.replace("v_wei_flag", "7").replace("v_tmp", "1"), 1, mnemonic)
        assert [i.text for i in items][-1] == "vcc" and len(items) == 4 and mods == (), line
        assert items[-1].regs == (("vcc", 0, 1),)


@pytest.mark.parametrize("arch", sorted(LLC_WAITS))
@pytest.mark.parametrize(("consumer", "form"), CONSUMERS, ids=[f"{c[1]}:{c[0]}" for c in CONSUMERS])
def test_the_construct_needs_llcs_wait_states(arch: str, consumer: str, form: str) -> None:
    text = SYMBOLS + PRODUCER + consumer + "\n"
    found = [(v.line, v.missing, v.producer_line) for v in amdmatrix.check(arch, text)]
    assert found == ([(5, LLC_WAITS[arch], 4)] if LLC_WAITS[arch] else [])
    fixed = amdmatrix.hazards.fix(arch, text)
    assert amdmatrix.check(arch, fixed) == [] and amdmatrix.hazards.fix(arch, fixed) == fixed


def test_llvm_mc_reads_each_form_so() -> None:
    need("llvm-mc-22 and llvm-objdump-22", have_llvm())
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "k.s")
        Path(path).write_text(SYMBOLS + PRODUCER + "".join(c + "\n" for c, _ in CONSUMERS))
        listing = objdump(path, "gfx942")
    got = [line.split()[0] for line in listing.splitlines() if line.startswith("\tv_cndmask")]
    assert got == [f"v_cndmask_b32_{form}" for _, form in CONSUMERS]
    assert "v_cndmask_b32_e64 v7, 0, 1, vcc" in listing


@pytest.mark.parametrize("arch", sorted(LLC_WAITS))
def test_llc_pads_the_construct_so(arch: str) -> None:
    need("llc-22", shutil.which("llc-22") is not None)
    sys.path.insert(0, str(ROOT / "tools"))
    import gen_lit_replay as gen

    for form, body in MIR.items():
        rec = gen.case("amdmatrix:optional-comma", arch, "", f"cndmask_{form}", body)
        assert rec["asm"][1].startswith(f"v_cndmask_b32_{form} v7"), rec  # type: ignore[index]
        pad = {int(k): v for k, v in rec["pad"].items()}  # type: ignore[attr-defined]
        assert pad == ({1: LLC_WAITS[arch]} if LLC_WAITS[arch] else {}), (form, rec)


# ----------------------------------------------------------------------------- every operand form, live

#: A line llvm-mc-22 reads with each named bit, and its target.
BITS = {
    "glc": ("gfx90a", "global_load_dword v1, v[2:3], off glc"),
    "slc": ("gfx90a", "global_load_dword v1, v[2:3], off slc"),
    "dlc": ("gfx1100", "global_load_b32 v1, v[2:3], off dlc"),
    "scc": ("gfx90a", "global_load_dword v1, v[2:3], off scc"),
    "sc0": ("gfx942", "global_load_dword v1, v[2:3], off sc0"),
    "sc1": ("gfx942", "global_load_dword v1, v[2:3], off sc1"),
    "nt": ("gfx942", "global_load_dword v1, v[2:3], off nt"),
    "nv": ("gfx1250", "global_load_b32 v1, v[2:3], off nv"),
    "scale_offset": ("gfx1250", "global_load_b32 v1, v0, s[2:3] scale_offset"),
    "tfe": ("gfx908", "buffer_load_dword v[1:2], v2, s[4:7], 0 offen tfe"),
    "lwe": ("gfx908", "image_load v0, v[4:7], s[8:15] dmask:0x1 unorm lwe"),
    "da": ("gfx908", "image_load v0, v[4:7], s[8:15] dmask:0x1 unorm da"),
    "d16": ("gfx908", "image_load v0, v[4:7], s[8:15] dmask:0x3 unorm d16"),
    "a16": ("gfx908", "image_load v0, v[4:5], s[8:15] dmask:0x1 unorm a16"),
    "r128": ("gfx803", "image_load v0, v[4:7], s[8:15] dmask:0x1 unorm r128"),
    "unorm": ("gfx908", "image_load v0, v[4:7], s[8:15] dmask:0x1 unorm"),
    "gds": ("gfx908", "ds_add_u32 v1, v2 gds"),
    "lds": ("gfx908", "buffer_load_dword v1, s[4:7], 0 offen lds"),
    "offen": ("gfx908", "buffer_load_dword v1, v2, s[4:7], 0 offen"),
    "idxen": ("gfx908", "buffer_load_dword v1, v2, s[4:7], 0 idxen"),
    "addr64": ("gfx700", "buffer_load_dword v1, v[2:3], s[4:7], 0 addr64"),
    "clamp": ("gfx908", "v_add_f32 v1, v2, v3 clamp"),
    "high": ("gfx908", "v_interp_p2_f16 v1, v2, attr0.x, v3 high"),
    "compr": ("gfx908", "exp mrt0 v1, v1, v2, v2 compr"),
    "vm": ("gfx908", "exp mrt0 v1, v2, v3, v4 vm"),
    "done": ("gfx908", "exp mrt0 v1, v2, v3, v4 done"),
    "row_en": ("gfx1200", "export pos0 v1, v2, v3, v4 done row_en"),
    "row_mirror": ("gfx90a", "v_mov_b32_dpp v1, v2 row_mirror"),
    "row_half_mirror": ("gfx90a", "v_mov_b32_dpp v1, v2 row_half_mirror"),
    "matrix_a_reuse": ("gfx1250", "v_wmma_f32_16x16x32_f16 v[0:7], v[8:15], v[16:23], v[0:7] matrix_a_reuse"),
    "matrix_b_reuse": ("gfx1250", "v_wmma_f32_16x16x32_f16 v[0:7], v[8:15], v[16:23], v[0:7] matrix_b_reuse"),
}
#: Where llvm-mc-22 reads each named register (a 64-bit pair in s_mov_b64, else s_mov_b32).
REGISTER_TARGETS = {"xnack_mask": "gfx908", "xnack_mask_lo": "gfx908", "xnack_mask_hi": "gfx908",
                    "tba": "gfx803", "tba_lo": "gfx803", "tba_hi": "gfx803", "tma": "gfx803", "tma_lo": "gfx803",
                    "tma_hi": "gfx803",
                    "null": "gfx1100", "src_flat_scratch_base_lo": "gfx1250", "src_flat_scratch_base_hi": "gfx1250",
                    "pops_exiting_wave_id": "gfx908", "src_pops_exiting_wave_id": "gfx908",
                    "lds_direct": "gfx908", "src_lds_direct": "gfx908"}


def _assembles(lines: list[tuple[str, str]]) -> list[str]:
    """The lines llvm-mc-22 rejects, each with its target."""
    bad = []
    for mcpu in sorted({m for m, _ in lines}):
        text = "".join(f"{line}\n" for m, line in lines if m == mcpu)
        done = subprocess.run([LLVM_MC, "-triple=amdgcn-amd-amdhsa", f"-mcpu={mcpu}", "-show-encoding"],
                              input=text, capture_output=True, text=True, check=False)
        bad += [f"{mcpu}: {x}" for x in done.stderr.splitlines() if "error" in x]
    return bad


def test_every_named_bit_is_one_llvm_mc_reads() -> None:
    assert set(BITS) == NAMED_BITS
    for bit, (_, line) in BITS.items():
        mnemonic, _, rest = line.partition(" ")
        _, mods = split(rest, 1, mnemonic)
        assert bit in mods, line
    need("llvm-mc-22", have_llvm())
    assert _assembles(list(BITS.values())) == []
    assert _assembles([("gfx90a", "global_load_dword v1, v[2:3], off noglc")]) == []


def test_every_register_name_is_one_llvm_mc_reads() -> None:
    lines = []
    for name, (f, lo, hi) in REGISTER_NAMES.items():
        if name == "pc":
            continue  # s_getpc_b64 writes it; it is not an operand
        mcpu = REGISTER_TARGETS.get(name, "gfx90a")
        wide = hi > lo or f in ("src_shared_base", "src_private_base", "src_shared_limit", "src_private_limit")
        if f == "lds_direct":  # a VALU source only
            lines.append((mcpu, f"v_mov_b32 v0, {name}"))
        else:
            lines.append((mcpu, f"s_mov_b64 s[0:1], {name}" if wide else f"s_mov_b32 s0, {name}"))
        assert split(lines[-1][1].split(None, 1)[1], 1, "s_mov_b32")[0][1].regs == ((f, lo, hi),), name
    need("llvm-mc-22", have_llvm())
    assert _assembles(lines) == []


def test_upper_case_registers_are_symbols_as_llvm_mc_reads_them() -> None:
    items, _ = split("v1, V2", 1, "v_mov_b32")
    assert (items[1].kind, items[1].regs) == ("imm", ())


# ----------------------------------------------------------------------------- lines llvm-mc-22 reads

#: (table target, -mattr, line): constructs real kernels hold that llvm-mc-22 reads, each read with
#: LLVM's registers (checked live against llvm-mc-22's object below).
READ = [
    # gfx1250's scale_offset is a named bit of the memory instruction, not an operand
    ("gfx1250", "", "global_load_b32 v1, v0, s[2:3] scale_offset"),
    ("gfx1250", "", "global_store_b32 v0, v1, s[2:3] scale_offset"),
    # gfx11's s_waitcnt_vscnt takes `null` (Triton's softmax and layer norm for gfx1100)
    ("gfx1100", "", "s_waitcnt_vscnt null, 0x0"),
    # 16-bit halves in true16 mode, as Triton compiles for gfx1200
    ("gfx1200", "+real-true16", "v_mov_b16_e32 v77.h, v93.l"),
    # the VCC of a VOPC destination and of v_cndmask_b32's mask may be left out: llvm-mc reads the
    # e32 form, with its implicit VCC (MIOpen's gfx1030 kernels write them so)
    ("gfx942", "", "v_cmp_gt_u32 s20, v89"),
    ("gfx942", "", "v_cndmask_b32 v1, 0, v2"),
    ("gfx1030", "", "v_cmp_gt_u32 s20, v89"),
    ("gfx1030", "", "v_cndmask_b32 v1, 0, v2"),
    ("gfx1100w64", "+wavefrontsize64", "v_add_co_ci_u32 v0, v1, v2"),
]


def _stream_of(target: str, line: str) -> tuple[str, frozenset[str], frozenset[str]] | str:
    from amdmatrix.hazards.asm import expand
    from amdmatrix.hazards.effects import stream
    from amdmatrix.hazards.reader import read_lines

    (stmt,) = read_lines(expand(line + "\n", "k.s").lines)
    return stream(target, stmt)


@pytest.mark.parametrize(("target", "mattr", "line"), READ, ids=[f"{t}:{x}" for t, _, x in READ])
def test_each_line_reads_as_llvm_mc_reads_it(target: str, mattr: str, line: str) -> None:
    from llvm_stream import stream

    mine = _stream_of(target, line)
    assert not isinstance(mine, str), mine
    need("llvm-mc-22 and llvm-objdump-22", have_llvm())
    mcpu = target.removesuffix("w64")
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "k.s")
        Path(path).write_text(line + "\n")
        (llvm,) = stream(objdump(path, mcpu, mattr), mcpu, mattr)
    assert mine == llvm


def test_the_vcc_left_out_is_read() -> None:
    # v_cndmask_b32 without its mask reads VCC, so the v_cmp before it needs llc-22's 2 wait states
    text = "v_cmp_gt_u32 s4, v6\nv_cndmask_b32 v7, 0, v1\n"
    found = [(v.line, v.missing, v.producer_line) for v in amdmatrix.check("gfx942", text)]
    assert found == [(2, LLC_WAITS["gfx942"], 1)]
    assert amdmatrix.check("gfx90a", text) == []


@pytest.mark.parametrize(("line", "why"), [
    ("v_cndmask_b32 v1, v2", "takes 3 or 4 operands in LLVM's definition, this line has 2"),
    ("v_cndmask_b32 v1, v2, v3, vcc, vcc", "this line has 5"),
    ("s_waitcnt_vscnt s8, 0x0", "fit none of its forms"),
])
def test_a_line_no_form_fits_is_incomplete(line: str, why: str, tmp_path: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    from clirun import run_inproc

    arch = "rdna3" if "vscnt" in line else "cdna3"
    (tmp_path / "k.s").write_text(line + "\n")
    monkeypatch.chdir(tmp_path)
    status, out, _ = run_inproc("check", "-a", arch, "k.s")
    assert status == 3 and "k.s:1: not understood:" in out and why in out, out


def test_macro_arguments_split_as_llvm_mc_splits_them() -> None:
    # MIOpen's igemm_v4r1_wrw_dynamic.s calls a 23-argument macro with one comma left out
    # (`s_wei_stride_c s_dilation_h`): a blank ends an argument unless an operator is next to it
    from amdmatrix.hazards.asm import expand

    text = ".macro m a, b, c, d\nv_add_u32 v[\\a], v[\\c], v[\\d]\n.endm\nm 1, 2 3, 4 + 1\n"
    assert [x.code.strip() for x in expand(text, "k.s").lines if x.code.strip()] == ["v_add_u32 v[1], v[3], v[5]"]
    need("llvm-mc-22", have_llvm())
    done = subprocess.run([LLVM_MC, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx90a", "-show-encoding"], input=text,
                          capture_output=True, text=True, check=True)
    assert "v_add_u32_e32 v1, v3, v5" in done.stdout


# ----------------------------------------------------------------------------- labels named as bits

#: A label may be spelt as a named bit (`done:` is common): LLVM reads a named bit only where the
#: instruction's form has one, so `s_cbranch_scc1 done` branches to the label. Here the branch path
#: gives the MFMA one wait state after the VALU write of its A (CDNA3 needs 2), the fall-through 5.
_BRANCH_TO = ("  v_mov_b32 v4, 1\n  s_cbranch_scc1 {w}\n  s_nop 4\n{w}:\n"
              "  v_mfma_f32_32x32x8_f16 a[0:15], v[4:5], v[6:7], a[0:15]\n  s_endpgm\n")
#: The two that name registers (src_scc, AGPR 16) llvm-mc-22 refuses as a label.
_REGISTERS = {"scc", "a16"}


@pytest.mark.parametrize("word", sorted(NAMED_BITS - _REGISTERS))
def test_a_label_spelt_as_a_named_bit_is_the_branch_target(word: str) -> None:
    src = _BRANCH_TO.format(w=word)
    found = [(v.line, v.missing, v.producer_line, v.via_branch) for v in amdmatrix.check(src, "gfx942")]
    assert found == [(5, 1, 1, 2)]


@pytest.mark.parametrize("word", sorted(_REGISTERS))
def test_a_label_spelt_as_a_register_is_named_not_read(word: str) -> None:
    with pytest.raises(amdmatrix.hazards.IncompleteError, match="s_cbranch_scc1"):
        amdmatrix.check(_BRANCH_TO.format(w=word), "gfx942")


def test_llvm_mc_reads_labels_spelt_as_named_bits_as_branch_targets(tmp_path: Path) -> None:
    need("llvm-mc-22", have_llvm())
    for word in sorted(NAMED_BITS):
        path = tmp_path / f"{word}.s"
        path.write_text(_BRANCH_TO.format(w=word))
        done = subprocess.run([LLVM_MC, "-arch=amdgcn", "-mcpu=gfx942", "-show-encoding", str(path)],
                              capture_output=True, text=True, check=False)
        branch = done.returncode == 0 and f"value: {word}, kind: fixup_si_sopp_br" in done.stdout
        assert branch == (word not in _REGISTERS), (word, done.stderr[:200])
