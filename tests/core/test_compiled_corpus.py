"""The compiled-kernel corpus (tests/data/compiled/) agrees with its manifest, and llvm-mc-22 reads it.

The corpus is compiler output we did not write (Triton 3.9 on its own tutorial kernels, clang-22 on
our HIP kernels that call the matrix builtins); the whole-kernel executor and the checker's
differential test read it through tests/support/compiled_corpus.py. Here: every listed file is
there and every file is listed; each kernel's recorded arguments are the ones the compiler wrote in
``.amdgpu_metadata`` (read independently of the generator); the recorded matrix instructions are
the kernel's; mnemonics.json is true; every matrix instruction amdmatrix knows is compiled at
least once per target; and each file assembles with llvm-mc-22 (required in CI).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import tempfile
from collections import Counter
from typing import Any

import pytest
from support.compiled_corpus import (
    CORPUS,
    assembly,
    body,
    for_llvm_mc,
    grid,
    kernel_metadata,
    kernels,
    llvm22_rejects,
    llvm_mc_options,
    manifest,
    triton_launch,
)
from support.required import need

import amdmatrix

ALL = kernels()
TRITON_TARGETS = ("gfx942", "gfx950", "gfx1100", "gfx1200", "gfx1250")
HIP_TARGETS = ("gfx908", "gfx90a", "gfx942", "gfx950", "gfx1100", "gfx1200", "gfx1250")
WAVE32 = ("gfx1100", "gfx1200", "gfx1250")


def _id(entry: dict[str, Any]) -> str:
    return f"{entry['path']}:{entry['symbol']}"


def test_the_corpus_has_both_compilers_on_every_target() -> None:
    assert {e["arch"] for e in kernels("triton")} == set(TRITON_TARGETS)
    assert {e["arch"] for e in kernels("hip")} == set(HIP_TARGETS)
    assert len(kernels("triton")) >= 38 and len(kernels("hip")) >= 300


def test_every_listed_file_is_there_and_every_file_is_listed() -> None:
    listed = {e["path"] for e in ALL} | {e["source"]["file"] for e in kernels("hip")}
    for path in sorted(listed):
        assert (CORPUS / path).is_file(), f"{path} is listed in manifest.json but missing"
    present = {p.relative_to(CORPUS).as_posix() for p in CORPUS.rglob("*") if p.is_file()}
    assert present - listed == {"manifest.json", "mnemonics.json"}, "files not in manifest.json"


def test_each_symbol_is_listed_once() -> None:
    keys = Counter((e["path"], e["symbol"]) for e in ALL)
    assert [k for k, n in keys.items() if n > 1] == []


def test_triton_kernels_per_target() -> None:
    """Matmul fp16 at two block configurations, fp8 at both where the target has fp8 (not gfx1100),
    the attention forward causal and not, softmax and layer norm, on every target."""
    for arch in TRITON_TARGETS:
        stems = sorted(e["path"].rsplit("/", 1)[1][:-2] for e in kernels("triton", arch))
        fp16 = [s for s in stems if s.startswith("matmul_fp16_")]
        fp8 = [s for s in stems if s.startswith("matmul_fp8")]
        assert len(fp16) == 2, (arch, stems)
        assert len(fp8) == (0 if arch == "gfx1100" else 2), (arch, stems)
        assert {"attn_fwd_causal_d64_bm64_bn32_fp16", "attn_fwd_noncausal_d64_bm64_bn32_fp16", "softmax_bs256",
                "layer_norm_fwd_bs256"} <= set(stems)


def test_triton_sources_are_pinned() -> None:
    sources = manifest()["tools"]["triton_sources"]
    assert manifest()["tools"]["triton"] == "3.9.0"
    for e in kernels("triton"):
        src = e["source"]
        pinned = sources[src["file"]]
        assert src["repository"] == pinned["repository"] == "triton-lang/triton"
        assert re.fullmatch(r"[0-9a-f]{40}", src["commit"]) and src["commit"] == pinned["commit"]
        assert re.fullmatch(r"[0-9a-f]{64}", pinned["function_sha256"][src["function"]])


@pytest.mark.parametrize("entry", ALL, ids=_id)
def test_arguments_are_the_compilers(entry: dict[str, Any]) -> None:
    """Names from the source, kinds, offsets and sizes from the compiler's own .amdgpu_metadata."""
    md = kernel_metadata(entry)
    args = entry["args"]
    assert isinstance(args, list)
    written = md[".args"]
    assert len(args) == len(written)
    for mine, theirs in zip(args, written, strict=True):
        assert mine["kind"] == theirs[".value_kind"]
        assert mine["offset"] == theirs[".offset"] and mine["size"] == theirs[".size"]
        assert mine.get("address_space") == theirs.get(".address_space")
        assert mine["name"] and (("hidden" in mine) == theirs[".value_kind"].startswith("hidden_")
                                 or mine.get("hidden") == "triton")
    assert md[".wavefront_size"] == entry["wave"]
    assert md[".symbol"] == f"{entry['symbol']}.kd"
    assert md[".max_flat_workgroup_size"] >= entry["block"]
    assert md[".kernarg_segment_size"] >= max(a["offset"] + a["size"] for a in args)


def test_argument_kinds_follow_the_source() -> None:
    """Pointers (every HIP operand, Triton's *T arguments) are 8-byte global buffers; the rest by value."""
    for e in ALL:
        for a in e["args"]:
            if a.get("hidden") == "abi":
                continue
            if e["source"]["kind"] == "hip" or a["type"].startswith("*"):
                assert a["kind"] == "global_buffer" and a["size"] == 8, (_id(e), a)
            else:
                assert a["kind"] == "by_value", (_id(e), a)


@pytest.mark.parametrize("entry", ALL, ids=_id)
def test_descriptor_and_body(entry: dict[str, Any]) -> None:
    text = assembly(entry)
    symbol = entry["symbol"]
    assert re.search(rf"^\s*\.amdhsa_kernel\s+{re.escape(str(symbol))}\s*$", text, re.M)
    w32 = re.search(rf"\.amdhsa_kernel\s+{re.escape(str(symbol))}\n(.*?)\.end_amdhsa_kernel", text, re.S)
    assert w32 is not None
    if entry["arch"] in WAVE32:
        size32 = re.search(r"\.amdhsa_wavefront_size32\s+(\d)", w32.group(1))
        assert size32 is not None and int(size32.group(1)) == (entry["wave"] == 32)
    instructions = body(entry)
    assert instructions and instructions[-1] == "s_endpgm" or "s_endpgm" in instructions
    matrix = [i.split()[0] for i in instructions if re.match(r"v_(mfma|smfmac|wmma|swmmac)", i)]
    assert matrix == entry["matrix_instructions"]


def test_every_matrix_instruction_is_compiled_on_every_target() -> None:
    """Each target's kernels together run every matrix instruction amdmatrix lists for it, except
    gfx1250's two scale loads (v_wmma_ld_scale_paired_b32, v_wmma_ld_scale16_paired_b64), for which
    clang-22 has no builtin."""
    for arch in HIP_TARGETS:
        seen = {amdmatrix.instruction(arch, m).name for e in kernels(arch=arch) for m in e["matrix_instructions"]}
        every = {i.name for i in amdmatrix.instructions(arch)}
        missing = every - seen
        expected = {"V_WMMA_LD_SCALE_PAIRED_B32", "V_WMMA_LD_SCALE16_PAIRED_B64"} if arch == "gfx1250" else set()
        assert missing == expected, (arch, sorted(missing))


def test_hip_kernels_load_each_operand_per_lane() -> None:
    for e in kernels("hip"):
        roles = [a["role"] for a in e["args"]]
        assert roles[-1] == "D" and roles[:2] == ["A", "B"] and "C" in roles, _id(e)
        assert e["block"] == e["wave"] and grid(e) == (1, 1, 1)
        for a in e["args"]:
            assert a["lane_stride"] >= a["elements_per_lane"] * a["element_bytes"]
        chain = e["source"]["chain"]
        assert len(e["matrix_instructions"]) == (2 if chain else 1), _id(e)


def test_grids_follow_the_problem() -> None:
    mm = next(e for e in kernels("triton", "gfx942") if e["path"].endswith("matmul_fp16_bm64_bn128_bk32.s"))
    assert grid(mm, M=100, N=130) == (2 * 2, 1, 1)
    attn = next(e for e in kernels("triton", "gfx942") if "attn_fwd_causal" in e["path"])
    assert grid(attn, N_CTX=256, Z=1, H=3) == (4, 3, 1)
    with pytest.raises(ValueError, match="N_CTX"):
        grid(attn, Z=1, H=1)
    for e in kernels("triton"):
        assert e["block"] == e["options"]["num_warps"] * e["wave"]


def test_mnemonics_json_is_true() -> None:
    recorded = json.loads((CORPUS / "mnemonics.json").read_text())
    table: dict[str, dict[str, Counter[str]]] = {}
    for e in ALL:
        key = e["arch"] + ("w64" if e["arch"] in WAVE32 and e["wave"] == 64 else "")
        table.setdefault(key, {}).setdefault(e["source"]["kind"], Counter()).update(
            i.split()[0] for i in body(e))
    assert recorded == {k: {kind: dict(c) for kind, c in v.items()} for k, v in table.items()}


# ----------------------------------------------------------------------------- llvm-mc-22

FILES = sorted({e["path"]: e for e in ALL}.items())


@pytest.mark.parametrize(("path", "entry"), FILES, ids=[p for p, _ in FILES])
def test_llvm_mc_assembles(path: str, entry: dict[str, Any]) -> None:
    """llvm-mc-22 assembles each file for its target (llvm_mc_options). Triton's files need the two
    spellings of its newer LLVM replaced (for_llvm_mc); on gfx1200 llvm-mc-22 then rejects only
    VOPD pairs that read one VGPR in both halves (llvm22_rejects), and nothing else anywhere."""
    need("llvm-mc-22", shutil.which("llvm-mc-22") is not None)
    text = for_llvm_mc(entry)
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "k.s")
        with open(src, "w", encoding="utf-8") as f:
            f.write(text)
        done = subprocess.run(["llvm-mc-22", *llvm_mc_options(entry), "-filetype=obj", "-o",
                               os.path.join(tmp, "k.o"), src], capture_output=True, text=True)
    lines = text.splitlines()
    errors = [(int(n), msg) for n, msg in re.findall(r"^.*?:(\d+):\d+: error: (.*)$", done.stderr, re.M)]
    known = [(n, msg) for n, msg in errors if entry["source"]["kind"] == "triton" and llvm22_rejects(lines[n - 1], msg)]
    unexpected = [(n, msg, lines[n - 1].strip()) for n, msg in errors if (n, msg) not in known]
    assert unexpected == [], unexpected[:5]
    if not errors:
        assert done.returncode == 0, done.stderr[-2000:]
    if known:
        assert entry["arch"] == "gfx1200", (path, known[:3])


def test_llvm22_rejects_only_same_register_vopd() -> None:
    message = "src1 operands must use different VGPR banks"
    assert llvm22_rejects("v_dual_sub_f32 v85, v142, v105 :: v_dual_sub_f32 v88, v145, v105", message)
    assert not llvm22_rejects("v_dual_sub_f32 v85, v142, v105 :: v_dual_sub_f32 v88, v145, v107", message)
    assert llvm22_rejects("v_dual_mul_f32 v40, v3, v40 :: v_dual_mul_f32 v39, v3, v39",
                          "src0 operands must use different VGPR banks")
    assert not llvm22_rejects("v_mov_b16_e32 v1.l, 0", "instruction not supported on this GPU")


# ----------------------------------------------------------------------------- launching Triton's kernels

SIZES = {"matmul_kernel": {"M": 100, "N": 70, "K": 90}, "_attn_fwd_tma": {"Z": 1, "H": 2, "N_CTX": 128},
         "softmax_kernel": {"n_rows": 33, "n_cols": 200, "programs": 8},
         "_layer_norm_fwd_fused": {"rows": 5, "N": 300}}


@pytest.mark.parametrize("entry", kernels("triton"), ids=_id)
def test_triton_launch_gives_every_argument(entry: dict[str, Any]) -> None:
    fn = entry["source"]["function"]
    if entry["tensordesc_meta"]:
        with pytest.raises(ValueError, match="TDM"):
            triton_launch(entry, **SIZES[fn])
        return
    lau = triton_launch(entry, **SIZES[fn])
    sized = {a["name"]: a for a in entry["args"]}
    for name, value in lau.values.items():
        arg = sized[name]
        if arg["kind"] == "global_buffer":
            assert value is None or value in lau.buffers, (name, value)
        elif isinstance(value, int):
            assert 0 <= value < 2 ** (8 * arg["size"]), (name, value)
        else:
            assert isinstance(value, float) and arg["size"] == 4 and arg["type"] == "fp32", (name, value)
    if fn == "matmul_kernel":
        assert lau.values["stride_am"] == 90 and lau.buffers["a"][0] == (100, 90)
        assert lau.grid == grid(entry, M=100, N=70) and lau.grid[0] == 2 * (2 if "bn64" in entry["path"] else 1)
    if fn == "_attn_fwd_tma":
        assert lau.values["desc_q.shape0"] == 256 and sized["desc_q.shape0"]["size"] == 8
        assert sized["desc_q.padding_nan"]["size"] == 1 and lau.grid == (2, 2, 1)
    assert lau.block == entry["block"]
