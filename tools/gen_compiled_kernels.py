#!/usr/bin/env python3
"""Regenerate tests/data/compiled/: real compiler output for amdmatrix's whole-kernel tests.

Two compilers we did not write, on kernels we (mostly) did not write:

* **Triton 3.9** compiles its own tutorial kernels for gfx942, gfx950, gfx1100, gfx1200 and gfx1250
  on the CPU (``triton.compile(ASTSource(...), target=GPUTarget("hip", ARCH, WAVE))``, no GPU):
  the matrix multiplication (fp16, and fp8 where the target has it) at two block configurations,
  the fused attention forward (causal and not), the fused softmax and the layer norm forward.
  The tutorial sources are read from a triton-lang/triton checkout given with ``--triton-src``
  (never copied into this repository): each kernel function is taken from its file by name, its
  source text is checked against the sha256 recorded below, and it is compiled with explicit
  constexprs and options. ``--triton-src`` may also be a directory holding only those files
  (``python/tutorials/<file>``) with the functions verbatim: only the functions are read.
* **clang-22** compiles our own small HIP kernels (generated here into ``hip/<target>.hip``) that
  call every MFMA / SMFMAC / WMMA / SWMMAC builtin clang-22 offers for gfx908, gfx90a, gfx942,
  gfx950, gfx1100, gfx1200 (wave32 and wave64) and gfx1250, plus a few with non-zero modifiers
  and one chain of two dependent instructions per architecture. Each kernel loads its operands
  per lane from global memory (``a[lane]``, ``b[lane]``, ``c[lane]``, and ``idx[lane]`` /
  ``scale_a[lane]`` / ``scale_b[lane]`` where the builtin takes them), runs the builtin and stores
  ``d[lane]``; one wave per workgroup.

The assembly is kept exactly as the compilers wrote it. ``manifest.json`` records, per kernel, its
file, source, target, wave size, symbol, arguments (matched against the ``.amdgpu_metadata`` the
compiler wrote), constexprs, options and launch geometry; ``mnemonics.json`` lists the distinct
mnemonics of each target's kernels. tests/core/test_compiled_corpus.py checks that both agree with
the files.

Usage (Triton 3.9.0 and clang-22 on PATH):
    python tools/gen_compiled_kernels.py --triton-src DIR [--only triton|hip]
"""

# ruff: noqa: E501  (the builtin table below reads one builtin to a line)

from __future__ import annotations

import argparse
import ast
import hashlib
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "tests" / "data" / "compiled"
CLANG = "clang-22"
SCHEMA = "amdmatrix-compiled-corpus/1"

# --------------------------------------------------------------------------------------------------
# Triton's tutorials
# --------------------------------------------------------------------------------------------------

TRITON_VERSION = "3.9.0"
TRITON_REPOSITORY = "triton-lang/triton"
#: The tutorial files read, the commit each was read at, and the sha256 of each kernel function's
#: source text (from its ``def`` line to its last line, as in the file; decorators excluded).
TUTORIALS: dict[str, dict[str, Any]] = {
    "python/tutorials/03-matrix-multiplication.py": {
        "commit": "7649d87cce6c12361bb9da234b9b227b2880b499",
        "functions": {
            "matmul_kernel": "d78c9cf333d301d05e22385bafe482099e9e4df1b9b34261c90bf7456899407c",
            "leaky_relu": "4e3fdf64ea94639314a69b4126b655dad483933f57eb63ae8a6e021c5cbc5fc8",
        },
    },
    "python/tutorials/06-fused-attention.py": {
        "commit": "003da478d84f5bb0f51b3988cf0ea0bbe60282b7",
        "functions": {
            "_attn_fwd_inner_tma": "e81fc4fc606b3913d89f6372810f1d81994d0cc63962f22e164f7fd9f174fa23",
            "_attn_fwd_tma": "820663c07a3c481e4fa19663d0fcd2f3fb10cf752ca7bc25b85a5ab9b6bbe820",
        },
    },
    "python/tutorials/02-fused-softmax.py": {
        "commit": "fd237c7cf9a7262f32fedbaa5027ab2736ead134",
        "functions": {
            "softmax_kernel": "efc726afcd7d914fd8a5b309bd3e45b48431a23cbe082a82449ee354191f1c0c",
        },
    },
    "python/tutorials/05-layer-norm.py": {
        "commit": "545699290b851e70231ee3017481851170f1583d",
        "functions": {
            "_layer_norm_fwd_fused": "31cdda028635e92ee4ba3f40284b428e3cd7fcae75a7e35e73abfd7aaed04060",
        },
    },
}

#: (target, wave size) for Triton: wave64 on CDNA, wave32 on RDNA and gfx1250.
TRITON_TARGETS = (("gfx942", 64), ("gfx950", 64), ("gfx1100", 32), ("gfx1200", 32), ("gfx1250", 32))
#: Triton's fp8 types per target (its ``supported_fp8_dtypes``; the OCP formats where the matrix
#: core has them, the FNUZ formats on gfx942). gfx1100 has no fp8 matrix instruction.
FP8 = {"gfx942": ("fp8e4b8", "fp8e5b16"), "gfx950": ("fp8e4nv", "fp8e5"), "gfx1200": ("fp8e4nv", "fp8e5"),
       "gfx1250": ("fp8e4nv", "fp8e5")}

#: Pointer arguments get what Triton's JIT gives a torch tensor that is 16-byte aligned and lies
#: within 2 GiB (``HIPBackend.get_tensor_specialization``: "D" and "S"): divisibility 16 and a
#: 32-bit pointer range, which turns on Triton's buffer loads and stores.
POINTER_ATTRS = [["tt.divisibility", 16], ["tt.pointer_range", 32]]


@dataclass(frozen=True)
class TritonKernel:
    """One compilation of a tutorial kernel."""

    stem: str                              # file name (without .s) under triton/<target>/
    tutorial: str                          # file under --triton-src
    function: str
    signature: tuple[tuple[str, str], ...]  # every parameter in order: (name, Triton type or "constexpr")
    constexprs: dict[str, Any]
    options: dict[str, Any]
    grid: tuple[str, str, str]             # expressions in the problem variables and the kernel's arguments
    problem: dict[str, str]                # the problem variables the grid uses, and what each is
    notes: tuple[str, ...] = ()
    targets: tuple[str, ...] = tuple(t for t, _ in TRITON_TARGETS)


def _matmul(stem: str, ab: str, cfg: dict[str, int], options: dict[str, Any], targets: tuple[str, ...]) -> TritonKernel:
    sig = (("a_ptr", f"*{ab}"), ("b_ptr", f"*{ab}"), ("c_ptr", "*fp16"), ("M", "i32"), ("N", "i32"), ("K", "i32"),
           ("stride_am", "i32"), ("stride_ak", "constexpr"), ("stride_bk", "i32"), ("stride_bn", "constexpr"),
           ("stride_cm", "i32"), ("stride_cn", "constexpr"),
           ("BLOCK_SIZE_M", "constexpr"), ("BLOCK_SIZE_N", "constexpr"), ("BLOCK_SIZE_K", "constexpr"),
           ("GROUP_SIZE_M", "constexpr"), ("ACTIVATION", "constexpr"))
    constexprs: dict[str, Any] = {"stride_ak": 1, "stride_bn": 1, "stride_cn": 1, "BLOCK_SIZE_M": cfg["BM"],
                                  "BLOCK_SIZE_N": cfg["BN"], "BLOCK_SIZE_K": cfg["BK"],
                                  "GROUP_SIZE_M": cfg["GROUP"], "ACTIVATION": ""}
    return TritonKernel(
        stem=stem, tutorial="python/tutorials/03-matrix-multiplication.py", function="matmul_kernel",
        signature=sig, constexprs=constexprs, options=options,
        grid=(f"cdiv(M, {cfg['BM']}) * cdiv(N, {cfg['BN']})", "1", "1"),
        problem={"M": "rows of A and C", "N": "columns of B and C", "K": "columns of A, rows of B"},
        notes=("A (M x K), B (K x N) and C (M x N, fp16) are row-major and contiguous: the unit strides are "
               "specialised to 1 as Triton's JIT does for such tensors; stride_am = K, stride_bk = N, "
               "stride_cm = N. M, N and K may be any positive values (the kernel wraps rows and "
               "columns with % M / % N and masks K and the store).",),
        targets=targets)


#: The tutorial's own HIP autotuning configurations (``get_hip_autotune_config`` in
#: 03-matrix-multiplication.py), the two smallest.
MATMUL_CONFIGS = (
    ("bm64_bn64_bk32", {"BM": 64, "BN": 64, "BK": 32, "GROUP": 1}, {"num_warps": 4, "num_stages": 2, "waves_per_eu": 8}),
    ("bm64_bn128_bk32", {"BM": 64, "BN": 128, "BK": 32, "GROUP": 8}, {"num_warps": 4, "num_stages": 2, "waves_per_eu": 3}),
)


def _attention(causal: bool) -> TritonKernel:
    bm, bn, d = 64, 32, 64
    sig: list[tuple[str, str]] = [("sm_scale", "fp32"), ("M", "*fp32"), ("Z", "i32"), ("H", "i32")]
    for name, rows in (("desc_q", bm), ("desc_k", bn), ("desc_v", bn), ("desc_o", bm)):
        sig.append((name, f"tensordesc<fp16[{rows},{d}]>"))
    sig += [("N_CTX", "i32"), ("HEAD_DIM", "constexpr"), ("BLOCK_M", "constexpr"), ("BLOCK_N", "constexpr"),
            ("FP8_OUTPUT", "constexpr"), ("STAGE", "constexpr")]
    return TritonKernel(
        stem="attn_fwd_" + ("causal" if causal else "noncausal") + "_d64_bm64_bn32_fp16",
        tutorial="python/tutorials/06-fused-attention.py", function="_attn_fwd_tma", signature=tuple(sig),
        constexprs={"HEAD_DIM": d, "BLOCK_M": bm, "BLOCK_N": bn, "FP8_OUTPUT": False, "STAGE": 3 if causal else 1},
        # The tutorial's HIP configurations: num_stages 1; num_warps 4 where BLOCK_M * BLOCK_N < 128 * 128.
        options={"num_warps": 4, "num_stages": 1},
        grid=(f"cdiv(N_CTX, {bm})", "Z * H", "1"),
        problem={"N_CTX": "sequence length", "Z": "batch", "H": "heads"},
        notes=("Q, K, V and O are (Z*H*N_CTX) x HEAD_DIM row-major fp16 tensors passed as tensor descriptors "
               "(shape [Z*H*N_CTX, 64], strides [64, 1], block [BLOCK, 64]); M receives m_i + log2(l_i) per "
               "row. This version computes a row offset off_z + off_h * N_CTX, so only Z = 1 addresses the "
               "batch as the host code lays it out; N_CTX must be a multiple of BLOCK_M (the tutorial's own "
               "constraint).",
               "On gfx942-gfx1200 each descriptor is passed decomposed (Triton's decompose_descriptor): base "
               "pointer, shape (2 x i64), strides (2 x i64), padding_nan (i1), round_f32_to_tf32 (i1), then "
               "shape again (2 x i32) and strides again (2 x i64). On gfx1250 it is a 48-byte TDM descriptor "
               "(triton/backends/amd/driver.c, encodeTDMDescriptor) followed by shape (2 x i32) and strides "
               "(2 x i64); its tensordesc_meta is recorded."))


SOFTMAX = TritonKernel(
    stem="softmax_bs256", tutorial="python/tutorials/02-fused-softmax.py", function="softmax_kernel",
    signature=(("output_ptr", "*fp32"), ("input_ptr", "*fp32"), ("input_row_stride", "i32"),
               ("output_row_stride", "i32"), ("n_rows", "i32"), ("n_cols", "i32"), ("BLOCK_SIZE", "constexpr"),
               ("num_stages", "constexpr")),
    # BLOCK_SIZE = next_power_of_2(n_cols); num_warps = 8 and num_stages = 2 (64 KiB of LDS) as the tutorial's host.
    constexprs={"BLOCK_SIZE": 256, "num_stages": 2}, options={"num_warps": 8},
    grid=("programs", "1", "1"),
    problem={"programs": "any number from 1 to n_rows (each program strides over the rows by the grid size; "
                         "the tutorial launches min(n_rows, CUs * occupancy))"},
    notes=("fp32 rows of n_cols <= 256 elements; exp is tl.exp (v_exp_f32 on a pre-scaled argument).",))

LAYER_NORM = TritonKernel(
    stem="layer_norm_fwd_bs256", tutorial="python/tutorials/05-layer-norm.py", function="_layer_norm_fwd_fused",
    signature=(("X", "*fp16"), ("Y", "*fp16"), ("W", "*fp16"), ("B", "*fp16"), ("Mean", "*fp32"), ("Rstd", "*fp32"),
               ("stride", "i32"), ("N", "i32"), ("eps", "fp32"), ("BLOCK_SIZE", "constexpr")),
    # BLOCK_SIZE = min(65536 // 2, next_power_of_2(N)); num_warps = min(max(BLOCK_SIZE // 256, 1), 8).
    constexprs={"BLOCK_SIZE": 256}, options={"num_warps": 1},
    grid=("rows", "1", "1"),
    problem={"rows": "rows of X (one program per row)"},
    notes=("fp16 X, Y, W, B; fp32 Mean and Rstd; the kernel loops over N in BLOCK_SIZE chunks, so N may exceed "
           "256.",))


def triton_kernels() -> list[TritonKernel]:
    kernels: list[TritonKernel] = []
    for name, cfg, opts in MATMUL_CONFIGS:
        kernels.append(_matmul(f"matmul_fp16_{name}", "fp16", cfg, opts, tuple(t for t, _ in TRITON_TARGETS)))
    for i, (name, cfg, opts) in enumerate(MATMUL_CONFIGS):
        for target in FP8:
            ab = FP8[target][i]  # e4m3 at the first configuration, e5m2 at the second
            kernels.append(_matmul(f"matmul_{ab}_{name}", ab, cfg, opts, (target,)))
    kernels += [_attention(False), _attention(True), SOFTMAX, LAYER_NORM]
    return kernels


def function_source(path: Path, name: str) -> str:
    """The source text of top-level function ``name`` in ``path``, from its ``def`` line to its end."""
    text = path.read_text(encoding="utf-8")
    tree = ast.parse(text)
    lines = text.splitlines()
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name == name:
            assert node.end_lineno is not None
            return "\n".join(lines[node.lineno - 1:node.end_lineno]) + "\n"
    raise SystemExit(f"{path}: no top-level function {name!r}")


def load_tutorial(triton_src: Path, relpath: str, tmp: Path, check: bool) -> ModuleType:
    """The tutorial's kernel functions as a module of @triton.jit functions (nothing else of the file runs)."""
    info = TUTORIALS[relpath]
    path = triton_src / relpath
    if not path.is_file():
        raise SystemExit(f"--triton-src {triton_src}: {relpath} is missing")
    parts = ["import triton\nimport triton.language as tl\n"]
    for name, digest in info["functions"].items():
        src = function_source(path, name)
        got = hashlib.sha256(src.encode()).hexdigest()
        if check and got != digest:
            raise SystemExit(f"{relpath}: {name} differs from the version read at {info['commit']} "
                             f"(sha256 {got}, expected {digest})")
        info["functions"][name] = got
        parts.append("\n@triton.jit\n" + src)
    module_path = tmp / (Path(relpath).stem.replace("-", "_").replace(".", "_") + ".py")
    module_path.write_text("".join(parts), encoding="utf-8")
    spec = importlib.util.spec_from_file_location(module_path.stem, module_path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_path.stem] = module
    spec.loader.exec_module(module)
    return module


def expand_triton_args(kernel: TritonKernel, tensordesc_meta: bool) -> list[dict[str, str]]:
    """The kernel's arguments as the launcher passes them: constexprs dropped, tensor descriptors
    expanded as triton/backends/driver.py (``_expand_descriptor``) does, then Triton's two hidden
    pointers (global and profile scratch)."""
    args: list[dict[str, str]] = []
    for name, ty in kernel.signature:
        if ty == "constexpr":
            continue
        m = re.fullmatch(r"tensordesc<(\w+)\[([\d,]+)\]>", ty)
        if m:
            ndim = m.group(2).count(",") + 1
            if tensordesc_meta:
                args.append({"name": name, "type": "tdm_descriptor"})
            else:
                args.append({"name": f"{name}.base", "type": "*" + m.group(1)})
                args += [{"name": f"{name}.shape{i}", "type": "i64"} for i in range(ndim)]
                args += [{"name": f"{name}.stride{i}", "type": "i64"} for i in range(ndim)]
                args += [{"name": f"{name}.padding_nan", "type": "i1"},
                         {"name": f"{name}.round_f32_to_tf32", "type": "i1"}]
            args += [{"name": f"{name}.shape{i}.i32", "type": "i32"} for i in range(ndim)]
            args += [{"name": f"{name}.stride{i}.again", "type": "i64"} for i in range(ndim)]
        else:
            args.append({"name": name, "type": ty})
    args += [{"name": "global_scratch", "type": "*i8", "hidden": "triton"},
             {"name": "profile_scratch", "type": "*i8", "hidden": "triton"}]
    return args


def compile_triton(triton_src: Path, out: Path, check: bool) -> list[dict[str, Any]]:
    os.environ["TRITON_DISABLE_LINE_INFO"] = "1"  # no local paths in the assembly; the code is the same
    os.environ["TRITON_DEFAULT_FP_FUSION"] = "1"  # Triton 3.9's default, stated
    os.environ.setdefault("TRITON_CACHE_DIR", tempfile.mkdtemp(prefix="amdmatrix-triton-cache-"))
    import triton
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource

    if triton.__version__ != TRITON_VERSION:
        raise SystemExit(f"Triton {TRITON_VERSION} is needed, found {triton.__version__}")
    entries: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory() as tmpdir:
        modules = {rel: load_tutorial(triton_src, rel, Path(tmpdir), check) for rel in TUTORIALS}
        for kernel in triton_kernels():
            fn = getattr(modules[kernel.tutorial], kernel.function)
            signature = dict(kernel.signature)
            attrs = {(i,): POINTER_ATTRS for i, (_, ty) in enumerate(kernel.signature) if ty.startswith("*")}
            for target, wave in TRITON_TARGETS:
                if target not in kernel.targets:
                    continue
                compiled = triton.compile(ASTSource(fn, signature, kernel.constexprs, attrs),
                                          target=GPUTarget("hip", target, wave), options=dict(kernel.options))
                asm = compiled.asm["amdgcn"]
                rel = f"triton/{target}/{kernel.stem}.s"
                (out / rel).parent.mkdir(parents=True, exist_ok=True)
                (out / rel).write_text(asm, encoding="utf-8")
                md = compiled.metadata
                args = pair_args(rel, expand_triton_args(kernel, bool(md.tensordesc_meta)),
                                 metadata_args(asm, kernel.function))
                entries.append({
                    "path": rel,
                    "source": {"kind": "triton", "repository": TRITON_REPOSITORY, "file": kernel.tutorial,
                               "commit": TUTORIALS[kernel.tutorial]["commit"], "function": kernel.function},
                    "arch": target, "wave": wave, "symbol": kernel.function,
                    "args": args,
                    "constexprs": kernel.constexprs,
                    "attrs": {"pointers": POINTER_ATTRS},
                    "options": {**kernel.options, "enable_fp_fusion": True, "line_info": False},
                    "grid": list(kernel.grid), "problem": kernel.problem,
                    "block": md.num_warps * wave,
                    "lds_bytes": md.shared,
                    "tensordesc_meta": md.tensordesc_meta,
                    "matrix_instructions": matrix_mnemonics(kernel_body(asm, kernel.function)),
                    "notes": list(kernel.notes),
                })
                print(f"triton {target:8} {kernel.stem}", file=sys.stderr)
    return entries


# --------------------------------------------------------------------------------------------------
# clang-22 and our HIP kernels
# --------------------------------------------------------------------------------------------------

#: Every matrix builtin of clang-22 (without ``__builtin_amdgcn_``), its parameters in order and the
#: targets that accept it ("w64": compiled with -mwavefrontsize64). Operand parameters are
#: ROLE:TYPE (A, B, C; D where the result's type differs from C; idx, scale_a, scale_b are loaded
#: per lane); the others are immediates (i32 unless :TYPE), 0 unless a variant says otherwise.
#: Types: f32 float, f64 double, i32 int, i64 long, i16 short, f16 _Float16, h16 __fp16,
#: bf16 __bf16, bool; xN a vector (ext_vector_type). Read off clang-22 itself: for each builtin the
#: type it asks for at each position (its diagnostics) and the targets on which it compiles.
BUILTINS = """
mfma_f32_32x32x1f32                 A:f32 B:f32 C:f32x32 cbsz abid blgp                    gfx908 gfx90a gfx942 gfx950
mfma_f32_16x16x1f32                 A:f32 B:f32 C:f32x16 cbsz abid blgp                    gfx908 gfx90a gfx942 gfx950
mfma_f32_4x4x1f32                   A:f32 B:f32 C:f32x4 cbsz abid blgp                     gfx908 gfx90a gfx942 gfx950
mfma_f32_32x32x2f32                 A:f32 B:f32 C:f32x16 cbsz abid blgp                    gfx908 gfx90a gfx942 gfx950
mfma_f32_16x16x4f32                 A:f32 B:f32 C:f32x4 cbsz abid blgp                     gfx908 gfx90a gfx942 gfx950
mfma_f32_32x32x4f16                 A:f16x4 B:f16x4 C:f32x32 cbsz abid blgp                gfx908 gfx90a gfx942 gfx950
mfma_f32_16x16x4f16                 A:f16x4 B:f16x4 C:f32x16 cbsz abid blgp                gfx908 gfx90a gfx942 gfx950
mfma_f32_4x4x4f16                   A:f16x4 B:f16x4 C:f32x4 cbsz abid blgp                 gfx908 gfx90a gfx942 gfx950
mfma_f32_32x32x8f16                 A:f16x4 B:f16x4 C:f32x16 cbsz abid blgp                gfx908 gfx90a gfx942 gfx950
mfma_f32_16x16x16f16                A:f16x4 B:f16x4 C:f32x4 cbsz abid blgp                 gfx908 gfx90a gfx942 gfx950
mfma_i32_32x32x4i8                  A:i32 B:i32 C:i32x32 cbsz abid blgp                    gfx908 gfx90a gfx942 gfx950
mfma_i32_16x16x4i8                  A:i32 B:i32 C:i32x16 cbsz abid blgp                    gfx908 gfx90a gfx942 gfx950
mfma_i32_4x4x4i8                    A:i32 B:i32 C:i32x4 cbsz abid blgp                     gfx908 gfx90a gfx942 gfx950
mfma_i32_32x32x8i8                  A:i32 B:i32 C:i32x16 cbsz abid blgp                    gfx908 gfx90a
mfma_i32_16x16x16i8                 A:i32 B:i32 C:i32x4 cbsz abid blgp                     gfx908 gfx90a
mfma_f32_32x32x2bf16                A:i16x2 B:i16x2 C:f32x32 cbsz abid blgp                gfx908 gfx90a
mfma_f32_16x16x2bf16                A:i16x2 B:i16x2 C:f32x16 cbsz abid blgp                gfx908 gfx90a
mfma_f32_4x4x2bf16                  A:i16x2 B:i16x2 C:f32x4 cbsz abid blgp                 gfx908 gfx90a
mfma_f32_32x32x4bf16                A:i16x2 B:i16x2 C:f32x16 cbsz abid blgp                gfx908 gfx90a
mfma_f32_16x16x8bf16                A:i16x2 B:i16x2 C:f32x4 cbsz abid blgp                 gfx908 gfx90a
mfma_f32_32x32x4bf16_1k             A:i16x4 B:i16x4 C:f32x32 cbsz abid blgp                gfx90a gfx942 gfx950
mfma_f32_16x16x4bf16_1k             A:i16x4 B:i16x4 C:f32x16 cbsz abid blgp                gfx90a gfx942 gfx950
mfma_f32_4x4x4bf16_1k               A:i16x4 B:i16x4 C:f32x4 cbsz abid blgp                 gfx90a gfx942 gfx950
mfma_f32_32x32x8bf16_1k             A:i16x4 B:i16x4 C:f32x16 cbsz abid blgp                gfx90a gfx942 gfx950
mfma_f32_16x16x16bf16_1k            A:i16x4 B:i16x4 C:f32x4 cbsz abid blgp                 gfx90a gfx942 gfx950
mfma_f64_16x16x4f64                 A:f64 B:f64 C:f64x4 cbsz abid blgp                     gfx90a gfx942 gfx950
mfma_f64_4x4x4f64                   A:f64 B:f64 C:f64 cbsz abid blgp                       gfx90a gfx942 gfx950
mfma_f32_16x16x8_xf32               A:f32x2 B:f32x2 C:f32x4 cbsz abid blgp                 gfx942
mfma_f32_32x32x4_xf32               A:f32x2 B:f32x2 C:f32x16 cbsz abid blgp                gfx942
mfma_i32_16x16x32_i8                A:i64 B:i64 C:i32x4 cbsz abid blgp                     gfx942 gfx950
mfma_i32_32x32x16_i8                A:i64 B:i64 C:i32x16 cbsz abid blgp                    gfx942 gfx950
mfma_f32_16x16x32_bf8_bf8           A:i64 B:i64 C:f32x4 cbsz abid blgp                     gfx942 gfx950
mfma_f32_16x16x32_bf8_fp8           A:i64 B:i64 C:f32x4 cbsz abid blgp                     gfx942 gfx950
mfma_f32_16x16x32_fp8_bf8           A:i64 B:i64 C:f32x4 cbsz abid blgp                     gfx942 gfx950
mfma_f32_16x16x32_fp8_fp8           A:i64 B:i64 C:f32x4 cbsz abid blgp                     gfx942 gfx950
mfma_f32_32x32x16_bf8_bf8           A:i64 B:i64 C:f32x16 cbsz abid blgp                    gfx942 gfx950
mfma_f32_32x32x16_bf8_fp8           A:i64 B:i64 C:f32x16 cbsz abid blgp                    gfx942 gfx950
mfma_f32_32x32x16_fp8_bf8           A:i64 B:i64 C:f32x16 cbsz abid blgp                    gfx942 gfx950
mfma_f32_32x32x16_fp8_fp8           A:i64 B:i64 C:f32x16 cbsz abid blgp                    gfx942 gfx950
smfmac_f32_16x16x32_f16             A:f16x4 B:f16x8 C:f32x4 idx:i32 cbsz abid              gfx942 gfx950
smfmac_f32_32x32x16_f16             A:f16x4 B:f16x8 C:f32x16 idx:i32 cbsz abid             gfx942 gfx950
smfmac_f32_16x16x32_bf16            A:i16x4 B:i16x8 C:f32x4 idx:i32 cbsz abid              gfx942 gfx950
smfmac_f32_32x32x16_bf16            A:i16x4 B:i16x8 C:f32x16 idx:i32 cbsz abid             gfx942 gfx950
smfmac_i32_16x16x64_i8              A:i32x2 B:i32x4 C:i32x4 idx:i32 cbsz abid              gfx942 gfx950
smfmac_i32_32x32x32_i8              A:i32x2 B:i32x4 C:i32x16 idx:i32 cbsz abid             gfx942 gfx950
smfmac_f32_16x16x64_bf8_bf8         A:i32x2 B:i32x4 C:f32x4 idx:i32 cbsz abid              gfx942 gfx950
smfmac_f32_16x16x64_bf8_fp8         A:i32x2 B:i32x4 C:f32x4 idx:i32 cbsz abid              gfx942 gfx950
smfmac_f32_16x16x64_fp8_bf8         A:i32x2 B:i32x4 C:f32x4 idx:i32 cbsz abid              gfx942 gfx950
smfmac_f32_16x16x64_fp8_fp8         A:i32x2 B:i32x4 C:f32x4 idx:i32 cbsz abid              gfx942 gfx950
smfmac_f32_32x32x32_bf8_bf8         A:i32x2 B:i32x4 C:f32x16 idx:i32 cbsz abid             gfx942 gfx950
smfmac_f32_32x32x32_bf8_fp8         A:i32x2 B:i32x4 C:f32x16 idx:i32 cbsz abid             gfx942 gfx950
smfmac_f32_32x32x32_fp8_bf8         A:i32x2 B:i32x4 C:f32x16 idx:i32 cbsz abid             gfx942 gfx950
smfmac_f32_32x32x32_fp8_fp8         A:i32x2 B:i32x4 C:f32x16 idx:i32 cbsz abid             gfx942 gfx950
mfma_f32_16x16x32_f16               A:f16x8 B:f16x8 C:f32x4 cbsz abid blgp                 gfx950
mfma_f32_32x32x16_f16               A:f16x8 B:f16x8 C:f32x16 cbsz abid blgp                gfx950
mfma_f32_16x16x32_bf16              A:bf16x8 B:bf16x8 C:f32x4 cbsz abid blgp               gfx950
mfma_f32_32x32x16_bf16              A:bf16x8 B:bf16x8 C:f32x16 cbsz abid blgp              gfx950
mfma_i32_16x16x64_i8                A:i32x4 B:i32x4 C:i32x4 cbsz abid blgp                 gfx950
mfma_i32_32x32x32_i8                A:i32x4 B:i32x4 C:i32x16 cbsz abid blgp                gfx950
mfma_scale_f32_16x16x128_f8f6f4     A:i32x8 B:i32x8 C:f32x4 fmt_a fmt_b opsel_a scale_a:i32 opsel_b scale_b:i32   gfx950
mfma_scale_f32_32x32x64_f8f6f4      A:i32x8 B:i32x8 C:f32x16 fmt_a fmt_b opsel_a scale_a:i32 opsel_b scale_b:i32  gfx950
smfmac_f32_16x16x64_f16             A:f16x8 B:f16x16 C:f32x4 idx:i32 cbsz abid             gfx950
smfmac_f32_32x32x32_f16             A:f16x8 B:f16x16 C:f32x16 idx:i32 cbsz abid            gfx950
smfmac_f32_16x16x64_bf16            A:bf16x8 B:bf16x16 C:f32x4 idx:i32 cbsz abid           gfx950
smfmac_f32_32x32x32_bf16            A:bf16x8 B:bf16x16 C:f32x16 idx:i32 cbsz abid          gfx950
smfmac_i32_16x16x128_i8             A:i32x4 B:i32x8 C:i32x4 idx:i32 cbsz abid              gfx950
smfmac_i32_32x32x64_i8              A:i32x4 B:i32x8 C:i32x16 idx:i32 cbsz abid             gfx950
smfmac_f32_16x16x128_bf8_bf8        A:i32x4 B:i32x8 C:f32x4 idx:i32 cbsz abid              gfx950
smfmac_f32_16x16x128_bf8_fp8        A:i32x4 B:i32x8 C:f32x4 idx:i32 cbsz abid              gfx950
smfmac_f32_16x16x128_fp8_bf8        A:i32x4 B:i32x8 C:f32x4 idx:i32 cbsz abid              gfx950
smfmac_f32_16x16x128_fp8_fp8        A:i32x4 B:i32x8 C:f32x4 idx:i32 cbsz abid              gfx950
smfmac_f32_32x32x64_bf8_bf8         A:i32x4 B:i32x8 C:f32x16 idx:i32 cbsz abid             gfx950
smfmac_f32_32x32x64_bf8_fp8         A:i32x4 B:i32x8 C:f32x16 idx:i32 cbsz abid             gfx950
smfmac_f32_32x32x64_fp8_bf8         A:i32x4 B:i32x8 C:f32x16 idx:i32 cbsz abid             gfx950
smfmac_f32_32x32x64_fp8_fp8         A:i32x4 B:i32x8 C:f32x16 idx:i32 cbsz abid             gfx950
wmma_f32_16x16x16_f16_w32           A:f16x16 B:f16x16 C:f32x8                              gfx1100
wmma_f32_16x16x16_bf16_w32          A:i16x16 B:i16x16 C:f32x8                              gfx1100
wmma_f16_16x16x16_f16_w32           A:f16x16 B:f16x16 C:f16x16 opsel:bool                  gfx1100
wmma_bf16_16x16x16_bf16_w32         A:i16x16 B:i16x16 C:i16x16 opsel:bool                  gfx1100
wmma_f16_16x16x16_f16_tied_w32      A:f16x16 B:f16x16 C:f16x16 opsel:bool                  gfx1100
wmma_bf16_16x16x16_bf16_tied_w32    A:i16x16 B:i16x16 C:i16x16 opsel:bool                  gfx1100
wmma_i32_16x16x16_iu8_w32           a_sign:bool A:i32x4 b_sign:bool B:i32x4 C:i32x8 clamp:bool  gfx1100
wmma_i32_16x16x16_iu4_w32           a_sign:bool A:i32x2 b_sign:bool B:i32x2 C:i32x8 clamp:bool  gfx1100
wmma_f32_16x16x16_f16_w64           A:f16x16 B:f16x16 C:f32x4                              gfx1100w64
wmma_f32_16x16x16_bf16_w64          A:i16x16 B:i16x16 C:f32x4                              gfx1100w64
wmma_f16_16x16x16_f16_w64           A:f16x16 B:f16x16 C:f16x8 opsel:bool                   gfx1100w64
wmma_bf16_16x16x16_bf16_w64         A:i16x16 B:i16x16 C:i16x8 opsel:bool                   gfx1100w64
wmma_f16_16x16x16_f16_tied_w64      A:f16x16 B:f16x16 C:f16x8 opsel:bool                   gfx1100w64
wmma_bf16_16x16x16_bf16_tied_w64    A:i16x16 B:i16x16 C:i16x8 opsel:bool                   gfx1100w64
wmma_i32_16x16x16_iu8_w64           a_sign:bool A:i32x4 b_sign:bool B:i32x4 C:i32x4 clamp:bool  gfx1100w64
wmma_i32_16x16x16_iu4_w64           a_sign:bool A:i32x2 b_sign:bool B:i32x2 C:i32x4 clamp:bool  gfx1100w64
wmma_f32_16x16x16_f16_w32_gfx12     A:f16x8 B:f16x8 C:f32x8                                gfx1200
wmma_f32_16x16x16_bf16_w32_gfx12    A:i16x8 B:i16x8 C:f32x8                                gfx1200
wmma_f16_16x16x16_f16_w32_gfx12     A:f16x8 B:f16x8 C:f16x8                                gfx1200
wmma_bf16_16x16x16_bf16_w32_gfx12   A:i16x8 B:i16x8 C:i16x8                                gfx1200
wmma_i32_16x16x16_iu8_w32_gfx12     a_sign:bool A:i32x2 b_sign:bool B:i32x2 C:i32x8 clamp:bool  gfx1200
wmma_i32_16x16x16_iu4_w32_gfx12     a_sign:bool A:i32 b_sign:bool B:i32 C:i32x8 clamp:bool      gfx1200
wmma_i32_16x16x32_iu4_w32_gfx12     a_sign:bool A:i32x2 b_sign:bool B:i32x2 C:i32x8 clamp:bool  gfx1200
wmma_f32_16x16x16_fp8_fp8_w32_gfx12 A:i32x2 B:i32x2 C:f32x8                                gfx1200
wmma_f32_16x16x16_fp8_bf8_w32_gfx12 A:i32x2 B:i32x2 C:f32x8                                gfx1200
wmma_f32_16x16x16_bf8_fp8_w32_gfx12 A:i32x2 B:i32x2 C:f32x8                                gfx1200
wmma_f32_16x16x16_bf8_bf8_w32_gfx12 A:i32x2 B:i32x2 C:f32x8                                gfx1200
swmmac_f32_16x16x32_f16_w32         A:h16x8 B:h16x16 C:f32x8 idx:i32                       gfx1200
swmmac_f32_16x16x32_bf16_w32        A:i16x8 B:i16x16 C:f32x8 idx:i32                       gfx1200
swmmac_f16_16x16x32_f16_w32         A:h16x8 B:h16x16 C:h16x8 idx:i32                       gfx1200
swmmac_bf16_16x16x32_bf16_w32       A:i16x8 B:i16x16 C:i16x8 idx:i32                       gfx1200
swmmac_i32_16x16x32_iu8_w32         a_sign:bool A:i32x2 b_sign:bool B:i32x4 C:i32x8 idx:i32 clamp:bool  gfx1200
swmmac_i32_16x16x32_iu4_w32         a_sign:bool A:i32 b_sign:bool B:i32x2 C:i32x8 idx:i32 clamp:bool    gfx1200
swmmac_i32_16x16x64_iu4_w32         a_sign:bool A:i32x2 b_sign:bool B:i32x4 C:i32x8 idx:i32 clamp:bool  gfx1200
swmmac_f32_16x16x32_fp8_fp8_w32     A:i32x2 B:i32x4 C:f32x8 idx:i32                        gfx1200
swmmac_f32_16x16x32_fp8_bf8_w32     A:i32x2 B:i32x4 C:f32x8 idx:i32                        gfx1200
swmmac_f32_16x16x32_bf8_fp8_w32     A:i32x2 B:i32x4 C:f32x8 idx:i32                        gfx1200
swmmac_f32_16x16x32_bf8_bf8_w32     A:i32x2 B:i32x4 C:f32x8 idx:i32                        gfx1200
wmma_f32_16x16x16_f16_w64_gfx12     A:f16x4 B:f16x4 C:f32x4                                gfx1200w64
wmma_f32_16x16x16_bf16_w64_gfx12    A:i16x4 B:i16x4 C:f32x4                                gfx1200w64
wmma_f16_16x16x16_f16_w64_gfx12     A:f16x4 B:f16x4 C:f16x4                                gfx1200w64
wmma_bf16_16x16x16_bf16_w64_gfx12   A:i16x4 B:i16x4 C:i16x4                                gfx1200w64
wmma_i32_16x16x16_iu8_w64_gfx12     a_sign:bool A:i32 b_sign:bool B:i32 C:i32x4 clamp:bool      gfx1200w64
wmma_i32_16x16x16_iu4_w64_gfx12     a_sign:bool A:i32 b_sign:bool B:i32 C:i32x4 clamp:bool      gfx1200w64
wmma_i32_16x16x32_iu4_w64_gfx12     a_sign:bool A:i32 b_sign:bool B:i32 C:i32x4 clamp:bool      gfx1200w64
wmma_f32_16x16x16_fp8_fp8_w64_gfx12 A:i32 B:i32 C:f32x4                                    gfx1200w64
wmma_f32_16x16x16_fp8_bf8_w64_gfx12 A:i32 B:i32 C:f32x4                                    gfx1200w64
wmma_f32_16x16x16_bf8_fp8_w64_gfx12 A:i32 B:i32 C:f32x4                                    gfx1200w64
wmma_f32_16x16x16_bf8_bf8_w64_gfx12 A:i32 B:i32 C:f32x4                                    gfx1200w64
swmmac_f32_16x16x32_f16_w64         A:h16x4 B:h16x8 C:f32x4 idx:i32                        gfx1200w64
swmmac_f32_16x16x32_bf16_w64        A:i16x4 B:i16x8 C:f32x4 idx:i32                        gfx1200w64
swmmac_f16_16x16x32_f16_w64         A:h16x4 B:h16x8 C:h16x4 idx:i32                        gfx1200w64
swmmac_bf16_16x16x32_bf16_w64       A:i16x4 B:i16x8 C:i16x4 idx:i32                        gfx1200w64
swmmac_i32_16x16x32_iu8_w64         a_sign:bool A:i32 b_sign:bool B:i32x2 C:i32x4 idx:i32 clamp:bool    gfx1200w64
swmmac_i32_16x16x32_iu4_w64         a_sign:bool A:i32 b_sign:bool B:i32 C:i32x4 idx:i32 clamp:bool      gfx1200w64
swmmac_i32_16x16x64_iu4_w64         a_sign:bool A:i32 b_sign:bool B:i32x2 C:i32x4 idx:i32 clamp:bool    gfx1200w64
swmmac_f32_16x16x32_fp8_fp8_w64     A:i32 B:i32x2 C:f32x4 idx:i32                          gfx1200w64
swmmac_f32_16x16x32_fp8_bf8_w64     A:i32 B:i32x2 C:f32x4 idx:i32                          gfx1200w64
swmmac_f32_16x16x32_bf8_fp8_w64     A:i32 B:i32x2 C:f32x4 idx:i32                          gfx1200w64
swmmac_f32_16x16x32_bf8_bf8_w64     A:i32 B:i32x2 C:f32x4 idx:i32                          gfx1200w64
wmma_f32_16x16x4_f32                neg_a:bool A:f32x2 neg_b:bool B:f32x2 c_mod:i16 C:f32x8 reuse_a:bool reuse_b:bool     gfx1250
wmma_f32_16x16x32_bf16              neg_a:bool A:bf16x16 neg_b:bool B:bf16x16 c_mod:i16 C:f32x8 reuse_a:bool reuse_b:bool  gfx1250
wmma_bf16_16x16x32_bf16             neg_a:bool A:bf16x16 neg_b:bool B:bf16x16 c_mod:i16 C:bf16x8 reuse_a:bool reuse_b:bool gfx1250
wmma_bf16f32_16x16x32_bf16          neg_a:bool A:bf16x16 neg_b:bool B:bf16x16 c_mod:i16 C:f32x8 reuse_a:bool reuse_b:bool D:bf16x8  gfx1250
wmma_f32_16x16x32_f16               neg_a:bool A:h16x16 neg_b:bool B:h16x16 c_mod:i16 C:f32x8 reuse_a:bool reuse_b:bool    gfx1250
wmma_f16_16x16x32_f16               neg_a:bool A:h16x16 neg_b:bool B:h16x16 c_mod:i16 C:h16x8 reuse_a:bool reuse_b:bool    gfx1250
wmma_f32_16x16x64_fp8_fp8           A:i32x8 B:i32x8 c_mod:i16 C:f32x8 reuse_a:bool reuse_b:bool                             gfx1250
wmma_f32_16x16x64_fp8_bf8           A:i32x8 B:i32x8 c_mod:i16 C:f32x8 reuse_a:bool reuse_b:bool                             gfx1250
wmma_f32_16x16x64_bf8_fp8           A:i32x8 B:i32x8 c_mod:i16 C:f32x8 reuse_a:bool reuse_b:bool                             gfx1250
wmma_f32_16x16x64_bf8_bf8           A:i32x8 B:i32x8 c_mod:i16 C:f32x8 reuse_a:bool reuse_b:bool                             gfx1250
wmma_f16_16x16x64_fp8_fp8           A:i32x8 B:i32x8 c_mod:i16 C:h16x8 reuse_a:bool reuse_b:bool                             gfx1250
wmma_f16_16x16x64_fp8_bf8           A:i32x8 B:i32x8 c_mod:i16 C:h16x8 reuse_a:bool reuse_b:bool                             gfx1250
wmma_f16_16x16x64_bf8_fp8           A:i32x8 B:i32x8 c_mod:i16 C:h16x8 reuse_a:bool reuse_b:bool                             gfx1250
wmma_f16_16x16x64_bf8_bf8           A:i32x8 B:i32x8 c_mod:i16 C:h16x8 reuse_a:bool reuse_b:bool                             gfx1250
wmma_i32_16x16x64_iu8               a_sign:bool A:i32x8 b_sign:bool B:i32x8 C:i32x8 reuse_a:bool reuse_b:bool clamp:bool    gfx1250
wmma_f32_16x16x128_fp8_fp8          A:i32x16 B:i32x16 c_mod:i16 C:f32x8 reuse_a:bool reuse_b:bool                           gfx1250
wmma_f32_16x16x128_fp8_bf8          A:i32x16 B:i32x16 c_mod:i16 C:f32x8 reuse_a:bool reuse_b:bool                           gfx1250
wmma_f32_16x16x128_bf8_fp8          A:i32x16 B:i32x16 c_mod:i16 C:f32x8 reuse_a:bool reuse_b:bool                           gfx1250
wmma_f32_16x16x128_bf8_bf8          A:i32x16 B:i32x16 c_mod:i16 C:f32x8 reuse_a:bool reuse_b:bool                           gfx1250
wmma_f16_16x16x128_fp8_fp8          A:i32x16 B:i32x16 c_mod:i16 C:h16x8 reuse_a:bool reuse_b:bool                           gfx1250
wmma_f16_16x16x128_fp8_bf8          A:i32x16 B:i32x16 c_mod:i16 C:h16x8 reuse_a:bool reuse_b:bool                           gfx1250
wmma_f16_16x16x128_bf8_fp8          A:i32x16 B:i32x16 c_mod:i16 C:h16x8 reuse_a:bool reuse_b:bool                           gfx1250
wmma_f16_16x16x128_bf8_bf8          A:i32x16 B:i32x16 c_mod:i16 C:h16x8 reuse_a:bool reuse_b:bool                           gfx1250
wmma_f32_16x16x128_f8f6f4           fmt_a A:i32x16 fmt_b B:i32x16 c_mod:i16 C:f32x8                                         gfx1250
wmma_f32_32x16x128_f4               A:i32x16 B:i32x8 c_mod:i16 C:f32x16                                                     gfx1250
wmma_scale_f32_16x16x128_f8f6f4     fmt_a A:i32x16 fmt_b B:i32x16 c_mod:i16 C:f32x8 scale_sel_a scale_fmt_a scale_a:i32 scale_sel_b scale_fmt_b scale_b:i32 reuse_a:bool reuse_b:bool  gfx1250
wmma_scale16_f32_16x16x128_f8f6f4   fmt_a A:i32x16 fmt_b B:i32x16 c_mod:i16 C:f32x8 scale_sel_a scale_fmt_a scale_a:i64 scale_sel_b scale_fmt_b scale_b:i64 reuse_a:bool reuse_b:bool  gfx1250
wmma_scale_f32_32x16x128_f4         A:i32x16 B:i32x8 c_mod:i16 C:f32x16 scale_sel_a scale_fmt_a scale_a:i32 scale_sel_b scale_fmt_b scale_b:i32 reuse_a:bool reuse_b:bool  gfx1250
wmma_scale16_f32_32x16x128_f4       A:i32x16 B:i32x8 c_mod:i16 C:f32x16 scale_sel_a scale_fmt_a scale_a:i64 scale_sel_b scale_fmt_b scale_b:i64 reuse_a:bool reuse_b:bool  gfx1250
swmmac_f32_16x16x64_f16             neg_a:bool A:h16x16 neg_b:bool B:h16x32 C:f32x8 idx:i32 reuse_a:bool reuse_b:bool      gfx1250
swmmac_f32_16x16x64_bf16            neg_a:bool A:bf16x16 neg_b:bool B:bf16x32 C:f32x8 idx:i32 reuse_a:bool reuse_b:bool    gfx1250
swmmac_f16_16x16x64_f16             neg_a:bool A:h16x16 neg_b:bool B:h16x32 C:h16x8 idx:i32 reuse_a:bool reuse_b:bool      gfx1250
swmmac_bf16_16x16x64_bf16           neg_a:bool A:bf16x16 neg_b:bool B:bf16x32 C:bf16x8 idx:i32 reuse_a:bool reuse_b:bool   gfx1250
swmmac_bf16f32_16x16x64_bf16        neg_a:bool A:bf16x16 neg_b:bool B:bf16x32 C:f32x8 idx:i32 reuse_a:bool reuse_b:bool    gfx1250
swmmac_f32_16x16x128_fp8_fp8        A:i32x8 B:i32x16 C:f32x8 idx:i32 reuse_a:bool reuse_b:bool                            gfx1250
swmmac_f32_16x16x128_fp8_bf8        A:i32x8 B:i32x16 C:f32x8 idx:i32 reuse_a:bool reuse_b:bool                            gfx1250
swmmac_f32_16x16x128_bf8_fp8        A:i32x8 B:i32x16 C:f32x8 idx:i32 reuse_a:bool reuse_b:bool                            gfx1250
swmmac_f32_16x16x128_bf8_bf8        A:i32x8 B:i32x16 C:f32x8 idx:i32 reuse_a:bool reuse_b:bool                            gfx1250
swmmac_f16_16x16x128_fp8_fp8        A:i32x8 B:i32x16 C:h16x8 idx:i32 reuse_a:bool reuse_b:bool                            gfx1250
swmmac_f16_16x16x128_fp8_bf8        A:i32x8 B:i32x16 C:h16x8 idx:i32 reuse_a:bool reuse_b:bool                            gfx1250
swmmac_f16_16x16x128_bf8_fp8        A:i32x8 B:i32x16 C:h16x8 idx:i32 reuse_a:bool reuse_b:bool                            gfx1250
swmmac_f16_16x16x128_bf8_bf8        A:i32x8 B:i32x16 C:h16x8 idx:i32 reuse_a:bool reuse_b:bool                            gfx1250
swmmac_i32_16x16x128_iu8            a_sign:bool A:i32x8 b_sign:bool B:i32x16 C:i32x8 idx:i32 reuse_a:bool reuse_b:bool clamp:bool  gfx1250
"""

#: Kernels with non-zero immediates: (kernel name, builtin, immediates, targets). Every one is a
#: legal combination for its instruction (the CDNA3/CDNA4 ISA guides' modifier rules; LLVM checks
#: the immediates' ranges).
VARIANTS: tuple[tuple[str, str, dict[str, int], tuple[str, ...]], ...] = (
    # 4x4x4 f16 has 16 blocks: broadcast block abid of a group of 2^cbsz blocks of A; blgp permutes B's lanes.
    ("mfma_f32_4x4x4f16_cbsz2_abid3_blgp5", "mfma_f32_4x4x4f16", {"cbsz": 2, "abid": 3, "blgp": 5},
     ("gfx908", "gfx90a", "gfx942", "gfx950")),
    ("mfma_f32_32x32x8f16_blgp1", "mfma_f32_32x32x8f16", {"blgp": 1}, ("gfx908", "gfx90a", "gfx942", "gfx950")),
    ("mfma_i32_16x16x4i8_cbsz1_abid1", "mfma_i32_16x16x4i8", {"cbsz": 1, "abid": 1},
     ("gfx908", "gfx90a", "gfx942", "gfx950")),
    # On gfx90a and later, blgp on the f64 MFMAs is neg (CDNA3 ISA: the MFMA's NEG field for DGEMM).
    ("mfma_f64_16x16x4f64_neg_ab", "mfma_f64_16x16x4f64", {"blgp": 3}, ("gfx90a", "gfx942", "gfx950")),
    ("smfmac_f32_16x16x32_f16_abid1", "smfmac_f32_16x16x32_f16", {"abid": 1}, ("gfx942", "gfx950")),
    ("smfmac_i32_16x16x64_i8_cbsz1_abid3", "smfmac_i32_16x16x64_i8", {"cbsz": 1, "abid": 3}, ("gfx942", "gfx950")),
    # F8F6F4 formats (cbsz / blgp): 0 fp8, 1 bf8, 2 fp6, 3 bf6, 4 fp4.
    ("mfma_scale_f32_16x16x128_f8f6f4_bf8_fp6", "mfma_scale_f32_16x16x128_f8f6f4", {"fmt_a": 1, "fmt_b": 2},
     ("gfx950",)),
    ("mfma_scale_f32_32x32x64_f8f6f4_fp4_fp4_opsel", "mfma_scale_f32_32x32x64_f8f6f4",
     {"fmt_a": 4, "fmt_b": 4, "opsel_a": 1, "opsel_b": 2}, ("gfx950",)),
    # Constant zero scales: LLVM selects the unscaled instruction (v_mfma_f32_*_f8f6f4).
    ("mfma_f32_16x16x128_f8f6f4_fp8_fp8", "mfma_scale_f32_16x16x128_f8f6f4", {"scale_a": 0, "scale_b": 0},
     ("gfx950",)),
    ("mfma_f32_32x32x64_f8f6f4_fp8_bf8", "mfma_scale_f32_32x32x64_f8f6f4", {"fmt_b": 1, "scale_a": 0, "scale_b": 0},
     ("gfx950",)),
    ("wmma_f16_16x16x16_f16_w32_opsel1", "wmma_f16_16x16x16_f16_w32", {"opsel": 1}, ("gfx1100",)),
    ("wmma_f16_16x16x16_f16_tied_w32_opsel1", "wmma_f16_16x16x16_f16_tied_w32", {"opsel": 1}, ("gfx1100",)),
    ("wmma_i32_16x16x16_iu8_w32_signed_clamp", "wmma_i32_16x16x16_iu8_w32",
     {"a_sign": 1, "b_sign": 1, "clamp": 1}, ("gfx1100",)),
    ("wmma_i32_16x16x16_iu8_w32_gfx12_signed_clamp", "wmma_i32_16x16x16_iu8_w32_gfx12",
     {"a_sign": 1, "b_sign": 1, "clamp": 1}, ("gfx1200",)),
    ("swmmac_i32_16x16x32_iu4_w32_signed", "swmmac_i32_16x16x32_iu4_w32", {"a_sign": 1, "b_sign": 1},
     ("gfx1200",)),
    ("wmma_f32_16x16x32_f16_neg_a_neg_b_cabs", "wmma_f32_16x16x32_f16", {"neg_a": 1, "neg_b": 1, "c_mod": 2},
     ("gfx1250",)),
    ("wmma_f32_16x16x64_fp8_fp8_cneg", "wmma_f32_16x16x64_fp8_fp8", {"c_mod": 1}, ("gfx1250",)),
    ("wmma_i32_16x16x64_iu8_signed_clamp", "wmma_i32_16x16x64_iu8", {"a_sign": 1, "b_sign": 1, "clamp": 1},
     ("gfx1250",)),
    ("wmma_f32_16x16x128_f8f6f4_fp6_bf6", "wmma_f32_16x16x128_f8f6f4", {"fmt_a": 2, "fmt_b": 3}, ("gfx1250",)),
    ("wmma_f32_16x16x128_f8f6f4_fp4_fp4", "wmma_f32_16x16x128_f8f6f4", {"fmt_a": 4, "fmt_b": 4}, ("gfx1250",)),
)

#: One kernel per target that runs two dependent matrix instructions (D2 = op(A2, B2, op(A, B, C))):
#: the second reads the first's result, so the compiler must keep the wait states between them.
CHAINS: dict[str, str] = {
    "gfx908": "mfma_f32_32x32x8f16", "gfx90a": "mfma_f32_32x32x8bf16_1k", "gfx942": "mfma_f32_16x16x32_fp8_fp8",
    "gfx950": "mfma_f32_32x32x16_f16", "gfx1100": "wmma_f32_16x16x16_f16_w32",
    "gfx1200": "wmma_f32_16x16x16_f16_w32_gfx12", "gfx1250": "wmma_f32_16x16x32_bf16",
}

#: HIP targets: (file stem, --offload-arch, wave size, extra clang options).
HIP_TARGETS = (("gfx908", "gfx908", 64, ()), ("gfx90a", "gfx90a", 64, ()), ("gfx942", "gfx942", 64, ()),
               ("gfx950", "gfx950", 64, ()), ("gfx1100", "gfx1100", 32, ()),
               ("gfx1100w64", "gfx1100", 64, ("-mwavefrontsize64",)), ("gfx1200", "gfx1200", 32, ()),
               ("gfx1200w64", "gfx1200", 64, ("-mwavefrontsize64",)), ("gfx1250", "gfx1250", 32, ()))
CLANG_OPTIONS = ("-x", "hip", "--offload-device-only", "-nogpulib", "-nogpuinc", "-S", "-O3", "-fuse-cuid=none")

CTYPES = {"f32": "float", "f64": "double", "i32": "int", "i64": "long", "i16": "short", "f16": "_Float16",
          "h16": "__fp16", "bf16": "__bf16", "bool": "bool"}
CSIZE = {"f32": 4, "f64": 8, "i32": 4, "i64": 8, "i16": 2, "f16": 2, "h16": 2, "bf16": 2, "bool": 1}
OPERANDS = ("A", "B", "C", "D", "idx", "scale_a", "scale_b")


@dataclass
class Builtin:
    name: str
    params: list[tuple[str, str]]   # (role, type)
    targets: tuple[str, ...]
    result: str = ""

    def type_of(self, role: str) -> str:
        for r, t in self.params:
            if r == role:
                return t
        if role == "D":
            return self.result or self.type_of("C")
        raise KeyError(role)


def builtins() -> dict[str, Builtin]:
    table: dict[str, Builtin] = {}
    for line in BUILTINS.strip().splitlines():
        words = line.split()
        name, rest = words[0], words[1:]
        targets = tuple(w for w in rest if w.startswith("gfx"))
        params: list[tuple[str, str]] = []
        result = ""
        for w in rest:
            if w.startswith("gfx"):
                continue
            role, _, ty = w.partition(":")
            if role == "D":
                result = ty
            else:
                params.append((role, ty or "i32"))
        table[name] = Builtin(name, params, targets, result)
    return table


def split_type(ty: str) -> tuple[str, int]:
    base, _, n = ty.partition("x")
    return base, int(n) if n else 1


def ctype(ty: str) -> str:
    base, n = split_type(ty)
    return CTYPES[base] if n == 1 else f"{base}x{n}"


def lane_bytes(ty: str) -> int:
    """The size of one lane's element in the buffer (ext_vector_type sizes round up to a power of 2)."""
    base, n = split_type(ty)
    size = CSIZE[base] * n
    return 1 << (size - 1).bit_length()


@dataclass
class HipKernel:
    name: str
    builtin: Builtin
    immediates: dict[str, int] = field(default_factory=dict)
    chain: bool = False

    def operand_args(self) -> list[tuple[str, str]]:
        """(argument name, role) in the kernel's parameter order."""
        roles = [r for r, _ in self.builtin.params if r in OPERANDS and r not in self.immediates]
        args = [(r.lower() if r in "ABC" else r, r) for r in roles]
        if self.chain:
            args += [("a2", "A"), ("b2", "B")]
        return args + [("d", "D")]

    def call(self, c: str, second: bool = False) -> str:
        parts = []
        for role, ty in self.builtin.params:
            if role in ("A", "B"):
                parts.append(f"{role.lower()}{'2' if second else ''}[lane]")
            elif role == "C":
                parts.append(c)
            elif role in OPERANDS and role not in self.immediates:
                parts.append(f"{role}[lane]")
            else:
                value = self.immediates.get(role, 0)
                parts.append(("true" if value else "false") if ty == "bool" else str(value))
        return f"__builtin_amdgcn_{self.builtin.name}({', '.join(parts)})"

    def source(self, wave: int) -> str:
        params = []
        for arg, role in self.operand_args():
            ty = self.builtin.type_of(role)
            params.append(f"{'' if role == 'D' else 'const '}{ctype(ty)} *{arg}")
        body = "  const unsigned lane = __builtin_amdgcn_workitem_id_x();\n"
        if self.chain:
            body += f"  const {ctype(self.builtin.type_of('D'))} t = {self.call('c[lane]')};\n"
            body += f"  d[lane] = {self.call('t', second=True)};\n"
        else:
            body += f"  d[lane] = {self.call('c[lane]')};\n"
        return f"KERNEL({wave}) void {self.name}({', '.join(params)}) {{\n{body}}}\n"


def hip_kernels(stem: str) -> list[HipKernel]:
    table = builtins()
    kernels = [HipKernel(b.name, b) for b in table.values() if stem in b.targets]
    for name, builtin, imms, targets in VARIANTS:
        if stem in targets:
            unknown = set(imms) - {r for r, _ in table[builtin].params}
            assert not unknown, (name, unknown)
            kernels.append(HipKernel(name, table[builtin], dict(imms)))
    if stem in CHAINS:
        b = table[CHAINS[stem]]
        kernels.append(HipKernel(b.name + "_chain2", b, chain=True))
    return kernels


def hip_source(stem: str, wave: int, kernels: list[HipKernel]) -> str:
    used = sorted({ty for k in kernels for _, role in k.operand_args() for ty in [k.builtin.type_of(role)]
                   if "x" in ty}, key=split_type)
    lines = [
        "// Generated by tools/gen_compiled_kernels.py (amdmatrix); our own kernels, MIT like the rest of the",
        f"// repository. One kernel per matrix builtin of clang-22 for {stem}: every lane loads its operands",
        "// (a[lane], b[lane], c[lane], and idx/scale_a/scale_b where the builtin takes them), runs the builtin",
        "// and stores d[lane]. No HIP headers (-nogpuinc): the types and attributes are spelled out here.",
        "",
        "#define KERNEL(W) extern \"C\" __attribute__((global)) __attribute__((amdgpu_flat_work_group_size(W, W)))",
        "",
    ]
    for ty in used:
        base, n = split_type(ty)
        lines.append(f"typedef {CTYPES[base]} {ty} __attribute__((ext_vector_type({n})));")
    lines.append("")
    for k in kernels:
        lines.append(k.source(wave))
    return "\n".join(lines)


def clang_version() -> str:
    done = subprocess.run([CLANG, "--version"], check=True, capture_output=True, text=True)
    return done.stdout.splitlines()[0].strip()


def compile_hip(out: Path) -> list[dict[str, Any]]:
    if shutil.which(CLANG) is None:
        raise SystemExit(f"{CLANG} is needed to regenerate the HIP kernels")
    entries: list[dict[str, Any]] = []
    (out / "hip").mkdir(parents=True, exist_ok=True)
    for stem, arch, wave, extra in HIP_TARGETS:
        kernels = hip_kernels(stem)
        src_rel, asm_rel = f"hip/{stem}.hip", f"hip/{stem}.s"
        (out / src_rel).write_text(hip_source(stem, wave, kernels), encoding="utf-8")
        cmd = [CLANG, *CLANG_OPTIONS, f"--offload-arch={arch}", *extra]
        subprocess.run([*cmd, src_rel, "-o", asm_rel], check=True, cwd=out)
        asm = (out / asm_rel).read_text(encoding="utf-8")
        for k in kernels:
            expected = []
            for arg, role in k.operand_args():
                ty = k.builtin.type_of(role)
                base, n = split_type(ty)
                expected.append({"name": arg, "role": role, "type": ctype(ty), "elements_per_lane": n,
                                 "element_bytes": CSIZE[base], "lane_stride": lane_bytes(ty)})
            args = pair_args(f"{asm_rel}: {k.name}", expected, metadata_args(asm, k.name))
            entries.append({
                "path": asm_rel,
                "source": {"kind": "hip", "file": src_rel, "builtin": f"__builtin_amdgcn_{k.builtin.name}",
                           "chain": k.chain},
                "arch": arch, "wave": wave, "symbol": k.name,
                "args": args,
                "immediates": {r: k.immediates.get(r, 0) for r, _ in k.builtin.params
                               if r not in OPERANDS or r in k.immediates},
                "options": {"clang": [*cmd[1:]]},
                "grid": ["1", "1", "1"], "problem": {},
                "block": wave,
                "matrix_instructions": matrix_mnemonics(kernel_body(asm, k.name)),
            })
        print(f"hip    {stem:10} {len(kernels)} kernels", file=sys.stderr)
    return entries


# --------------------------------------------------------------------------------------------------
# Reading the compilers' output
# --------------------------------------------------------------------------------------------------

_MATRIX = re.compile(r"^v_(mfma|smfmac|wmma|swmmac)\w*")


def kernel_body(asm: str, symbol: str) -> list[str]:
    """The instruction lines of ``symbol``: from its label to its ``.Lfunc_end`` label."""
    lines = asm.splitlines()
    try:
        start = next(i for i, line in enumerate(lines) if line.split(";")[0].strip() == f"{symbol}:")
    except StopIteration:
        raise SystemExit(f"no label {symbol}: in the assembly") from None
    body = []
    for line in lines[start + 1:]:
        text = line.split(";")[0].strip()
        if text.startswith(".Lfunc_end"):
            break
        if text and not text.startswith(".") and not text.endswith(":"):
            body.append(text)
    return body


def matrix_mnemonics(body: list[str]) -> list[str]:
    """The matrix instructions of a kernel body, in order."""
    return [m.group(0) for line in body if (m := _MATRIX.match(line))]


def metadata_args(asm: str, kernel: str) -> list[dict[str, Any]]:
    """The ``.args`` of ``kernel`` in the ``.amdgpu_metadata`` block: offset, size, value_kind and
    address_space of each, in order (a small reader of the YAML LLVM writes there)."""
    block = asm.split(".amdgpu_metadata", 1)[1].split(".end_amdgpu_metadata", 1)[0]
    for chunk in re.split(r"\n  - (?=\.)", block):
        if re.search(rf"^\s*\.name:\s+{re.escape(kernel)}\s*$", chunk, re.M):
            args_text = chunk.split(".args:", 1)[1]
            args: list[dict[str, Any]] = []
            for item in re.split(r"\n      - ", args_text)[1:]:
                item = item.split("\n    .", 1)[0]
                fields = dict(re.findall(r"\.(\w+):\s+(\S+)", item))
                arg: dict[str, Any] = {"kind": fields["value_kind"], "offset": int(fields["offset"]),
                                       "size": int(fields["size"])}
                if "address_space" in fields:
                    arg["address_space"] = fields["address_space"]
                args.append(arg)
            return args
    raise SystemExit(f"no .amdgpu_metadata entry for {kernel}")


def pair_args(where: str, expected: list[dict[str, Any]], meta: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The source's arguments, in order, joined with the metadata's explicit arguments; then the
    metadata's hidden (implicit) arguments, named by their value_kind (AMDGPUUsage, "Code Object V5
    Metadata": hidden_block_count_x, hidden_group_size_x, ...)."""
    explicit = [m for m in meta if not m["kind"].startswith("hidden_")]
    hidden = [m for m in meta if m["kind"].startswith("hidden_")]
    if len(expected) != len(explicit) or meta[:len(explicit)] != explicit:
        raise SystemExit(f"{where}: {len(expected)} arguments expected, .amdgpu_metadata lists {len(explicit)} "
                         f"explicit ones first")
    return [{**e, **m} for e, m in zip(expected, explicit, strict=True)] + [{"name": m["kind"], "hidden": "abi", **m}
                                                               for m in hidden]


def mnemonic_table(out: Path, entries: list[dict[str, Any]]) -> dict[str, Any]:
    """Per target and source kind: every distinct mnemonic of the kernels' bodies, with its count."""
    table: dict[str, dict[str, Counter[str]]] = {}
    for e in entries:
        asm = (out / e["path"]).read_text(encoding="utf-8")
        counts = table.setdefault(e["arch"] + ("w64" if e["wave"] == 64 and e["arch"].startswith("gfx1") else ""),
                                  {}).setdefault(e["source"]["kind"], Counter())
        counts.update(line.split()[0] for line in kernel_body(asm, e["symbol"]))
    return {t: {kind: dict(sorted(c.items())) for kind, c in sorted(kinds.items())}
            for t, kinds in sorted(table.items())}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--triton-src", type=Path, help="a triton-lang/triton checkout (or the tutorial files)")
    ap.add_argument("--only", choices=("triton", "hip"), help="regenerate one part; the other is kept from the manifest")
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument("--no-check-source", action="store_true",
                    help="record the tutorial functions' sha256 instead of checking them")
    args = ap.parse_args(argv)
    out: Path = args.out
    manifest_path = out / "manifest.json"
    old: dict[str, Any] = json.loads(manifest_path.read_text()) if manifest_path.is_file() else {}
    kept = [e for e in old.get("kernels", []) if args.only and e["source"]["kind"] != args.only]
    entries: list[dict[str, Any]] = []
    if args.only in (None, "triton"):
        if args.triton_src is None:
            ap.error("--triton-src DIR is needed to compile Triton's tutorials")
        shutil.rmtree(out / "triton", ignore_errors=True)
        entries += compile_triton(args.triton_src, out, not args.no_check_source)
    if args.only in (None, "hip"):
        for stale in (out / "hip").glob("*") if (out / "hip").is_dir() else ():
            stale.unlink()
        entries += compile_hip(out)
    entries = sorted(kept + entries, key=lambda e: (e["source"]["kind"], e["arch"], e["path"], e["symbol"]))
    tools = dict(old.get("tools", {}))
    if args.only in (None, "triton"):
        tools["triton"] = TRITON_VERSION
        tools["triton_sources"] = {rel: {"repository": TRITON_REPOSITORY, "commit": info["commit"],
                                         "function_sha256": info["functions"]} for rel, info in TUTORIALS.items()}
    if args.only in (None, "hip"):
        tools["clang"] = clang_version()
    manifest = {"schema": SCHEMA, "generator": "tools/gen_compiled_kernels.py", "tools": tools, "kernels": entries}
    manifest_path.write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
    (out / "mnemonics.json").write_text(json.dumps(mnemonic_table(out, entries), indent=1) + "\n",
                                        encoding="utf-8")
    print(f"{len(entries)} kernels in {manifest_path}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
