"""Every HIP form ``amdmatrix convert`` prints compiles, with clang-22, to the instruction it
stands for: each form goes into a kernel of its own, ``clang-22 -x hip --offload-arch=ARCH
--offload-device-only -nogpulib -nogpuinc -S`` compiles them for each architecture the planner
covers, and the kernel's assembly must hold the planned instruction with the same controls, as
llvm-mc-22 spells them (the planned line and clang's line both canonicalised by llvm-mc-22).

``COVERING`` are plans (forced to one route) that together emit every form the planner emits on
the architecture: a sweep of every compatible pair, both orientations and both routes, found
the forms in ``FORMS`` and these plans cover them; the exhaustive tier reruns that sweep over the
published plans and checks that no form outside ``FORMS`` appears.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest
from required import need

from amdmatrix.conversion import HIP_PRELUDE, compatible_pairs, convert

MCPU = {"cdna3": "gfx942", "cdna4": "gfx950", "rdna3": "gfx1100", "rdna4": "gfx1200"}

COVERING: dict[str, list[tuple[str, str, str, str, str]]] = {
    "cdna3": [(p, q, o, t, r) for p, q, o in (
        ("v_mfma_f32_16x16x8_xf32", "v_mfma_f32_16x16x16_f16", "A"),
        ("v_mfma_f32_16x16x8_xf32", "v_mfma_f32_16x16x32_bf8_bf8", "A"),
        ("v_mfma_f32_16x16x8_xf32", "v_mfma_f32_16x16x4_f32", "A")) for t in ("in-order", "transposed")
        for r in ("registers", "lds")] + [("v_mfma_f32_16x16x8_xf32", "v_mfma_f32_16x16x32_bf8_fp8", "B", "in-order",
                                           "registers")],
    "cdna4": [(p, q, o, t, r) for p, q, o in (
        ("v_mfma_f32_32x32x2_f32", "v_mfma_f32_32x32x2_f32", "A"),
        ("v_mfma_f32_32x32x2_f32", "v_mfma_f32_32x32x8_f16", "A")) for t in ("in-order", "transposed")
        for r in ("registers", "lds")] + [
        ("v_mfma_f32_32x32x2_f32", "v_mfma_f32_32x32x16_bf8_bf8", "A", "in-order", "lds"),
        ("v_mfma_f32_32x32x2_f32", "v_mfma_f32_32x32x16_bf8_bf8", "A", "in-order", "registers"),
        ("v_mfma_f32_32x32x2_f32", "v_mfma_f32_32x32x16_bf8_fp8", "B", "in-order", "registers"),
        ("v_mfma_f32_32x32x2_f32", "v_mfma_f32_32x32x8_bf16", "A", "in-order", "registers")],
    "rdna3": [("v_wmma_f32_16x16x16_f16", "v_wmma_f32_16x16x16_f16", "A", t, r)
              for t in ("in-order", "transposed") for r in ("registers", "lds")],
    "rdna4": [("v_wmma_f32_16x16x16_f16", "v_wmma_f32_16x16x16_f16", "A", t, r)
              for t in ("in-order", "transposed") for r in ("registers", "lds")] + [
        ("v_wmma_f32_16x16x16_f16", "v_wmma_f32_16x16x16_fp8_fp8", "A", "in-order", "lds"),
        ("v_wmma_f32_16x16x16_f16", "v_wmma_f32_16x16x16_fp8_fp8", "A", "in-order", "registers"),
        ("v_wmma_f32_16x16x16_f16", "v_wmma_f32_16x16x16_fp8_bf8", "B", "in-order", "registers")],
}

#: The instruction forms (mnemonic, and the controls that are part of the form) the sweep found.
FORMS: dict[str, set[str]] = {
    "cdna3": {"ds_bpermute_b32", "ds_read_b32", "ds_read_b64", "ds_swizzle_b32 offset:swizzle(SWAP,16)",
              "ds_write_b128", "ds_write_b16", "ds_write_b16_d16_hi", "ds_write_b32", "ds_write_b64", "ds_write_b8",
              "s_waitcnt lgkmcnt(0)", "v_cndmask_b32_e64", "v_cvt_pk_bf8_f32", "v_cvt_pk_bf8_f32 op_sel:[0,0,1]",
              "v_cvt_pk_fp8_f32", "v_cvt_pk_fp8_f32 op_sel:[0,0,1]", "v_cvt_pkrtz_f16_f32", "v_mov_b32",
              "v_mov_b32_dpp quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf",
              "v_mov_b32_dpp quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf",
              "v_mov_b32_dpp row_shl:4 row_mask:0xf bank_mask:0x5",
              "v_mov_b32_dpp row_shl:8 row_mask:0xf bank_mask:0x3",
              "v_mov_b32_dpp row_shr:4 row_mask:0xf bank_mask:0xa",
              "v_mov_b32_dpp row_shr:8 row_mask:0xf bank_mask:0xc", "v_perm_b32"},
    "cdna4": {"ds_bpermute_b32", "ds_read_b32", "ds_read_b64", "ds_read_b64_tr_b16", "ds_read_b64_tr_b8",
              "ds_write_b128", "ds_write_b32", "ds_write_b64", "s_waitcnt lgkmcnt(0)", "v_cndmask_b32_e64",
              "v_cvt_pk_bf16_f32", "v_cvt_pk_bf8_f32", "v_cvt_pk_bf8_f32 op_sel:[0,0,1]", "v_cvt_pk_f16_f32",
              "v_cvt_pk_fp8_f32", "v_cvt_pk_fp8_f32 op_sel:[0,0,1]", "v_mov_b32",
              "v_mov_b32_dpp quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf",
              "v_mov_b32_dpp quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf",
              "v_mov_b32_dpp row_shl:4 row_mask:0xf bank_mask:0x5",
              "v_mov_b32_dpp row_shl:8 row_mask:0xf bank_mask:0x3",
              "v_mov_b32_dpp row_shr:4 row_mask:0xf bank_mask:0xa",
              "v_mov_b32_dpp row_shr:8 row_mask:0xf bank_mask:0xc", "v_perm_b32", "v_permlane16_swap_b32",
              "v_permlane32_swap_b32"},
    "rdna3": {"ds_bpermute_b32", "ds_load_b128", "ds_load_b64", "ds_store_b16", "ds_store_b16_d16_hi",
              "ds_swizzle_b32 offset:0x20f", "ds_swizzle_b32 offset:0xf", "s_waitcnt lgkmcnt(0)",
              "v_cvt_pk_rtz_f16_f32", "v_mov_b32", "v_mov_b32_dpp row_shl:4 row_mask:0xf bank_mask:0x5",
              "v_mov_b32_dpp row_shl:8 row_mask:0xf bank_mask:0x3",
              "v_mov_b32_dpp row_shr:4 row_mask:0xf bank_mask:0xa",
              "v_mov_b32_dpp row_shr:8 row_mask:0xf bank_mask:0xc",
              "v_mov_b32_dpp row_xmask:1 row_mask:0xf bank_mask:0xf", "v_perm_b32", "v_permlanex16_b32"},
    "rdna4": {"ds_bpermute_b32", "ds_load_b128", "ds_load_b64", "ds_store_b16", "ds_store_b16_d16_hi",
              "ds_store_b64", "ds_store_b8", "s_wait_dscnt 0", "v_cndmask_b32_e64", "v_cvt_pk_bf8_f32",
              "v_cvt_pk_bf8_f32 op_sel:[0,0,1]", "v_cvt_pk_fp8_f32", "v_cvt_pk_fp8_f32 op_sel:[0,0,1]",
              "v_cvt_pk_rtz_f16_f32", "v_mov_b32", "v_mov_b32_dpp row_shl:4 row_mask:0xf bank_mask:0x5",
              "v_mov_b32_dpp row_shl:8 row_mask:0xf bank_mask:0x3",
              "v_mov_b32_dpp row_shr:4 row_mask:0xf bank_mask:0xa",
              "v_mov_b32_dpp row_shr:8 row_mask:0xf bank_mask:0xc",
              "v_mov_b32_dpp row_xmask:1 row_mask:0xf bank_mask:0xf",
              "v_mov_b32_dpp row_xmask:2 row_mask:0xf bank_mask:0xf", "v_perm_b32", "v_permlanex16_b32"},
}


def _key(instruction: str) -> str:
    """A form without its constants (selectors, masks): the sweep's key."""
    return instruction.split(" (")[0]


KERNEL = """
extern "C" __attribute__((global)) void k{n}(unsigned *io, float *f) {{
  unsigned lane = __lane_id();
  unsigned dst = io[lane] * 3u, src = io[lane + 64] * 5u, x = io[lane + 128] * 7u, y = io[lane + 192] * 9u;
  unsigned z = io[lane + 256] * 11u, w = io[lane + 320] * 13u, sel = io[lane + 384] * 15u;
  unsigned addr = (io[lane + 448] & 0xfffu) * 16u;
  float a = f[lane] * 2.0f, b = f[lane + 64] * 3.0f;
  {form}
  io[lane] = dst ^ src ^ x ^ y ^ z ^ w ^ sel;
}}
"""

PRELUDE = HIP_PRELUDE + """
static __attribute__((device, always_inline)) unsigned __lane_id() {
  return __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
}
"""


def _canonical(cpu: str, lines: list[str]) -> list[str]:
    """llvm-mc-22's spelling of each line."""
    done = subprocess.run(["llvm-mc-22", "-triple=amdgcn", f"-mcpu={cpu}"], input="\n".join(lines) + "\n",
                          capture_output=True, text=True, check=True)
    out = [x.strip() for x in done.stdout.splitlines() if x.strip() and not x.strip().startswith(".")]
    assert len(out) == len(lines), done.stdout
    return out


def _split(line: str) -> tuple[str, list[str]]:
    """(mnemonic without _e32/_e64, the modifiers after the operands)."""
    head, _, rest = line.partition(" ")
    mnemonic = re.sub(r"_e(32|64)$", "", head)
    tokens = rest.split()
    while tokens and tokens[0].endswith(","):
        tokens.pop(0)
    return mnemonic, tokens[1:]


def _plans(arch: str) -> list[dict[str, str | None]]:
    forms: dict[str, dict[str, str | None]] = {}
    for p, q, o, tiles, route in COVERING[arch]:
        for h in convert(arch, p, q, o, tiles=tiles, route=route, compare=False).hip:
            forms.setdefault(str(h["instruction"]), h)
    return list(forms.values())


@pytest.mark.parametrize("arch", sorted(MCPU))
def test_every_hip_form_compiles_to_the_planned_instruction(arch: str, tmp_path: Path) -> None:
    need("clang-22", shutil.which("clang-22") is not None)
    need("llvm-mc-22", shutil.which("llvm-mc-22") is not None)
    cpu = MCPU[arch]
    forms = _plans(arch)
    assert {_key(str(h["instruction"])) for h in forms} == FORMS[arch]
    src = tmp_path / "forms.hip"
    src.write_text(PRELUDE + "".join(KERNEL.format(n=n, form=h["hip"]) for n, h in enumerate(forms)))
    done = subprocess.run(["clang-22", "-x", "hip", f"--offload-arch={cpu}", "--offload-device-only", "-nogpulib",
                           "-nogpuinc", "-O2", "-S", "-o", "-", str(src)], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr[:3000]
    kernels: dict[int, list[str]] = {}
    current = -1
    for line in done.stdout.splitlines():
        m = re.match(r"^k(\d+):", line)
        if m:
            current = int(m.group(1))
            kernels[current] = []
        elif current >= 0 and line.startswith("\t") and not line.strip().startswith((".", ";")):
            kernels[current].append(line.strip().split(";")[0].strip())
    planned = _canonical(cpu, [str(h["example"]) for h in forms])
    for n, h in enumerate(forms):
        if h["clang"] is None:
            continue  # a copy: the compiler need not emit one
        got = [_split(x) for x in _canonical(cpu, kernels[n])]
        if str(h["clang"]).startswith("s_wait"):
            assert str(h["clang"]) in _canonical(cpu, kernels[n]), (h, kernels[n])
            continue
        mnemonic, mods = _split(planned[n])
        if str(h["clang"]) != str(h["instruction"]).split(" (")[0] and " " not in str(h["clang"]):
            mods = []  # the controls are in registers the compiler fills (selectors, lane masks)
            mnemonic = re.sub(r"_e(32|64)$", "", str(h["clang"]))
        assert (mnemonic, mods) in got, (h, planned[n], kernels[n])


@pytest.mark.exhaustive
@pytest.mark.parametrize("arch", sorted(MCPU))
def test_no_published_plan_emits_a_form_outside_the_compiled_ones(arch: str) -> None:
    seen: set[str] = set()
    for p, q, o in compatible_pairs(arch):
        for tiles in ("in-order", "transposed"):
            seen |= {_key(str(h["instruction"])) for h in convert(arch, p, q, o, tiles=tiles, compare=False).hip}
    assert seen <= FORMS[arch], seen - FORMS[arch]
