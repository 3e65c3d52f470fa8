"""Hand-written kernels for the executor's unit tests: a body of instructions wrapped in a
descriptor and metadata as LLVM writes them (AMDGPUUsage, "AMDHSA Kernel Assembler
Directives" and "Code Object V3 Metadata"), so that llvm-mc-22 assembles the whole file.

The convention of :func:`lanes_kernel`: arguments ``out`` (at 0) and ``inp`` (at 8), pointers;
the body starts with the kernarg pointer in ``s[0:1]``; ``s[4:5]`` = out and ``s[6:7]`` = in
after the prologue, ``v10`` = 4 x the lane, ``v1``/``v2``/``v3`` = in[lane], in[64 + lane],
in[128 + lane] (dwords), and whatever the body leaves in ``v5`` is stored at out[lane].

Every kernel is assembled by llvm-mc-22 when it is installed (CI installs it): a body llvm-mc
rejects fails where it is written, so no test runs the executor on what no assembler would
accept (``valid=False`` for a kernel that is meant to be refused).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from collections.abc import Sequence
from functools import cache

#: LLVM processor of each architecture the tests use.
MCPU = {"cdna1": "gfx908", "cdna2": "gfx90a", "cdna3": "gfx942", "cdna4": "gfx950", "rdna3": "gfx1100",
        "rdna4": "gfx1200", "gfx1250": "gfx1250"}


def kernel(arch: str, body: str, args: Sequence[tuple[str, str, int]] = (("out", "global_buffer", 8),
                                                                           ("inp", "global_buffer", 8)),
           *, name: str = "k", lds: int = 0, wave: int | None = None, vgprs: int = 64, agprs: int = 0,
           extra: str = "", valid: bool = True) -> str:
    """A complete kernel: ``body`` (instructions), the descriptor, the metadata (``args`` as
    (name, value kind, size), packed in order with natural alignment)."""
    mcpu = MCPU[arch.lower()]
    gfx9 = mcpu.startswith("gfx9")
    w = wave or (64 if gfx9 else 32)
    offset = 0
    meta_args = []
    for aname, kind, size in args:
        offset = (offset + size - 1) // size * size
        space = "\n        .address_space:  global" if kind == "global_buffer" else ""
        meta_args.append(f"      - .name:           {aname}\n        .offset:         {offset}\n"
                         f"        .size:           {size}\n        .value_kind:     {kind}{space}")
        offset += size
    desc = [f".amdhsa_group_segment_fixed_size {lds}", ".amdhsa_user_sgpr_kernarg_segment_ptr 1",
            f".amdhsa_next_free_vgpr {vgprs + agprs}", ".amdhsa_next_free_sgpr 32"]
    if mcpu in ("gfx90a", "gfx942", "gfx950"):
        desc.append(f".amdhsa_accum_offset {vgprs}")
    if not gfx9:
        desc.append(f".amdhsa_wavefront_size32 {1 if w == 32 else 0}")
    if extra:
        desc.append(extra)
    descriptor = "\n".join("\t\t" + d for d in desc)
    text = f"""\t.amdgcn_target "amdgcn-amd-amdhsa--{mcpu}"
\t.amdhsa_code_object_version 5
\t.text
\t.globl\t{name}
\t.p2align\t8
\t.type\t{name},@function
{name}:
{body}
\ts_endpgm
\t.rodata
\t.p2align\t6
\t.amdhsa_kernel {name}
{descriptor}
\t.end_amdhsa_kernel
\t.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
{chr(10).join(meta_args)}
    .group_segment_fixed_size: {lds}
    .kernarg_segment_align: 8
    .kernarg_segment_size: {max(offset, 8)}
    .max_flat_workgroup_size: 1024
    .name:           {name}
    .private_segment_fixed_size: 0
    .sgpr_count:     32
    .sgpr_spill_count: 0
    .symbol:         {name}.kd
    .vgpr_count:     {vgprs + agprs}
    .vgpr_spill_count: 0
    .wavefront_size: {w}
amdhsa.target:   amdgcn-amd-amdhsa--{mcpu}
amdhsa.version:
  - 1
  - 2
...
\t.end_amdgpu_metadata
"""
    if valid:
        assembles(text, mcpu)
    return text


def lanes_kernel(arch: str, body: str, *, wave: int | None = None, lds: int = 0, valid: bool = True) -> str:
    """A kernel that loads three dwords per lane, runs ``body`` and stores ``v5`` (see the module)."""
    mcpu = MCPU[arch.lower()]
    if mcpu.startswith("gfx9"):
        prologue = """\ts_load_dwordx4 s[4:7], s[0:1], 0x0
\tv_and_b32_e32 v11, 0x3ff, v0
\tv_lshlrev_b32_e32 v10, 2, v11
\ts_waitcnt lgkmcnt(0)
\tglobal_load_dword v1, v10, s[6:7]
\tglobal_load_dword v2, v10, s[6:7] offset:256
\tglobal_load_dword v3, v10, s[6:7] offset:512
\ts_waitcnt vmcnt(0)"""
        epilogue = "\tglobal_store_dword v10, v5, s[4:5]"
    else:
        wait_k = "s_wait_kmcnt 0x0" if mcpu.startswith("gfx12") else "s_waitcnt lgkmcnt(0)"
        wait_v = "s_wait_loadcnt 0x0" if mcpu.startswith("gfx12") else "s_waitcnt vmcnt(0)"
        prologue = f"""\ts_load_b128 s[4:7], s[0:1], 0x0
\tv_and_b32_e32 v11, 0x3ff, v0
\tv_lshlrev_b32_e32 v10, 2, v11
\t{wait_k}
\tglobal_load_b32 v1, v10, s[6:7]
\tglobal_load_b32 v2, v10, s[6:7] offset:256
\tglobal_load_b32 v3, v10, s[6:7] offset:512
\t{wait_v}"""
        epilogue = "\tglobal_store_b32 v10, v5, s[4:5]"
    return kernel(arch, f"{prologue}\n{body}\n{epilogue}", wave=wave, lds=lds, valid=valid)


@cache
def assembles(text: str, mcpu: str) -> None:
    """Raise ValueError with llvm-mc-22's message unless it assembles ``text`` for ``mcpu`` (nothing
    to check without llvm-mc-22)."""
    if shutil.which("llvm-mc-22") is None:
        return
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "k.s")
        with open(src, "w", encoding="utf-8") as f:
            f.write(text)
        done = subprocess.run(["llvm-mc-22", "-triple=amdgcn-amd-amdhsa", f"-mcpu={mcpu}", "-filetype=obj",
                               "-o", os.path.join(tmp, "k.o"), src], capture_output=True, text=True)
    if done.returncode:
        raise ValueError(f"llvm-mc-22 -mcpu={mcpu} rejects the kernel:\n{done.stderr.strip()[:2000]}")
