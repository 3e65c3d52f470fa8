"""amdmatrix.convert: plans are verified, assemble with llvm-mc-22, satisfy the hazard checker,
meet the instruction counts Triton's pull requests published, and chain end to end.

Independent expectations: the published counts (triton-lang/triton#7825, #7861), the
conversion's rounding done by NumPy/ml_dtypes (not the planner, not the data-movement
emulator), and the second product computed by ``amdmatrix.emulate`` from the rounded matrix.
"""

from __future__ import annotations

import json
import random
import re
import shutil
import subprocess
import sys
from pathlib import Path

import ml_dtypes
import numpy as np
import pytest
from clirun import env as clienv
from required import need

import amdmatrix
from amdmatrix import AmdMatrixError
from amdmatrix.conversion import compatible_pairs, convert

ARCHS = ("cdna3", "cdna4", "rdna3", "rdna4")
MCPU = {"cdna3": "gfx942", "cdna4": "gfx950", "rdna3": "gfx1100", "rdna4": "gfx1200"}


def movement(plan: amdmatrix.conversion.Plan) -> dict[str, int]:  # type: ignore[name-defined]
    return {m: n for m, n in plan.counts.items() if m != plan.cvt}


# ------------------------------------------------------------------ published counts
def test_triton_7825_32x32_8bit_one_permlane_swap_per_pair() -> None:
    # Transposed 32x32 MFMA result to the 8-bit dot operand on CDNA4: one v_permlane_swap per
    # pair of packed registers (8 packed registers: 4 swaps), nothing else moves data.
    plan = convert("cdna4", "v_mfma_f32_32x32x16_f16", "v_mfma_f32_32x32x64_f8f6f4", "A", tiles="transposed")
    assert movement(plan) == {"v_permlane32_swap_b32": 4}
    assert len(plan.outputs) == 8


def test_triton_7861_16x16_8bit_two_permlane_swaps_per_pair() -> None:
    plan = convert("cdna4", "v_mfma_f32_16x16x32_f16", "v_mfma_f32_16x16x128_f8f6f4", "A", tiles="transposed")
    assert movement(plan) == {"v_permlane16_swap_b32": 4, "v_permlane32_swap_b32": 4}


def test_zero_cost_b_operand_and_named_alternative() -> None:
    plan = convert("cdna3", "v_mfma_f32_32x32x8_f16", "v_mfma_f32_32x32x8_f16", "B")
    assert plan.zero_cost and movement(plan) == {}
    assert plan.counts == {"v_cvt_pkrtz_f16_f32": 8}
    a = convert("cdna3", "v_mfma_f32_32x32x8_f16", "v_mfma_f32_32x32x8_f16", "A")
    assert a.alternative is not None and "zero cost" in a.alternative


# ------------------------------------------------------------------ chained emulation
def _round(x: np.ndarray, fmt: str, rounding: str | None) -> np.ndarray:
    """The consumer's values from the FP32 D, rounded by NumPy/ml_dtypes as the ISA says."""
    x32 = x.astype(np.float32)
    if fmt == "fp32":
        return x32.astype(np.float64)
    if fmt == "bf16" and rounding and "toward zero" in rounding:  # v_perm of the high halves: truncation
        return ((x32.view(np.uint32) & np.uint32(0xFFFF0000)).view(np.float32)).astype(np.float64)
    if fmt == "fp16" and rounding == "toward zero":
        r = x32.astype(np.float16)
        away = np.abs(r.astype(np.float64)) > np.abs(x32.astype(np.float64))
        r = np.where(away, np.nextafter(r, np.float16(0)), r)
        return r.astype(np.float64)
    dtype = {"fp16": np.float16, "bf16": ml_dtypes.bfloat16, "fp8": ml_dtypes.float8_e4m3fn,
             "bf8": ml_dtypes.float8_e5m2, "fp8_fnuz": ml_dtypes.float8_e4m3fnuz,
             "bf8_fnuz": ml_dtypes.float8_e5m2fnuz}[fmt]
    return x32.astype(dtype).astype(np.float64)


def chain(arch: str, p: str, q: str, operand: str, tiles: str = "in-order") -> None:
    emu = amdmatrix.emulate
    plan = convert(arch, p, q, operand, tiles=tiles)
    pi, qi = amdmatrix.instruction(arch, p), amdmatrix.instruction(arch, q)
    rng = np.random.default_rng(7)
    tp, tq = plan.tiles
    # normal samples (rounded to the operand formats by pack): D uses every FP32 mantissa bit, so
    # the conversion's rounding matters

    def sample(shape: tuple[int, ...]) -> np.ndarray:
        return rng.standard_normal(shape)

    d_images, d_tiles = [], []
    for _ in range(tp):
        a, b = sample((pi.m, pi.k)), sample((pi.k, pi.n))
        if plan.transposed:  # the producer computes D^T = B^T A^T by swapping its operands
            a, b = b.T.copy(), a.T.copy()
        d = emu(arch, p, a, b)
        d_tiles.append(d.T if plan.transposed else d)
        d_images.append(emu.pack(pi, "D", d))
    logical = np.concatenate(d_tiles, axis=1 if operand == "A" else 0)
    fmt = qi.dtype(operand).key
    x = _round(logical, fmt, plan.rounding)
    top = max(int(r) for r in re.findall(r"\bv(\d+)\b", plan.setup + "\n" + plan.asm))
    regs = np.zeros((top + 1, d_images[0].shape[1]), np.uint32)
    per = d_images[0].shape[0]
    for t, img in enumerate(d_images):
        regs[t * per:(t + 1) * per] = img
    w = emu.Wave(arch, regs).run(plan.setup + "\n" + plan.asm)
    nq = qi.gprs(operand)
    other = "B" if operand == "A" else "A"
    for u in range(tq):
        image = w.vgprs[plan.outputs[u * nq:(u + 1) * nq]]
        if operand == "A":
            tile = x[:, u * qi.k:(u + 1) * qi.k]
            v = sample((qi.k, qi.n)) if "8" not in qi.dtype("B").key else rng.integers(-2, 3, (qi.k, qi.n)) / 1.0
            ours = emu.unpack(qi, "D", emu.execute(qi, image, emu.pack(qi, "B", v)))
            want = emu(arch, q, tile, v)
        else:
            tile = x[u * qi.k:(u + 1) * qi.k, :]
            v = sample((qi.m, qi.k)) if "8" not in qi.dtype("A").key else rng.integers(-2, 3, (qi.m, qi.k)) / 1.0
            ours = emu.unpack(qi, "D", emu.execute(qi, emu.pack(qi, other, v), image))
            want = emu(arch, q, v, tile)
        np.testing.assert_array_equal(ours.view(np.uint64), want.view(np.uint64))


@pytest.mark.parametrize("arch,p,q,operand,tiles", [
    ("cdna3", "v_mfma_f32_32x32x8_f16", "v_mfma_f32_32x32x8_f16", "A", "in-order"),
    ("cdna3", "v_mfma_f32_16x16x16_bf16", "v_mfma_f32_16x16x32_fp8_fp8", "B", "in-order"),
    ("cdna4", "v_mfma_f32_32x32x16_f16", "v_mfma_f32_32x32x64_f8f6f4", "A", "transposed"),
    ("cdna4", "v_mfma_f32_16x16x32_bf16", "v_mfma_f32_16x16x32_bf16", "A", "in-order"),
    ("rdna3", "v_wmma_f32_16x16x16_f16", "v_wmma_f32_16x16x16_f16", "A", "in-order"),
    ("rdna3", "v_wmma_f16_16x16x16_f16", "v_wmma_f16_16x16x16_f16", "B", "in-order"),
    ("rdna4", "v_wmma_f32_16x16x16_f16", "v_wmma_f32_16x16x16_fp8_fp8", "A", "in-order"),
    ("rdna4", "v_wmma_f32_16x16x16_bf16", "v_wmma_f32_16x16x16_bf16", "B", "transposed"),
])
def test_chained_emulation(arch: str, p: str, q: str, operand: str, tiles: str) -> None:
    chain(arch, p, q, operand, tiles)


@pytest.mark.exhaustive
@pytest.mark.parametrize("arch", ARCHS)
def test_chained_emulation_every_pair(arch: str) -> None:
    for p, q, operand in compatible_pairs(arch):
        for tiles in ("in-order", "transposed"):
            chain(arch, p, q, operand, tiles)


# ------------------------------------------------------------------ coverage, llvm-mc, hazards
def _assembles(arch: str, plans: list[amdmatrix.conversion.Plan]) -> None:  # type: ignore[name-defined]
    need("llvm-mc-22", shutil.which("llvm-mc-22") is not None)
    text = "\n".join(plan.setup + "\n" + plan.asm for plan in plans) + "\n"
    done = subprocess.run(["llvm-mc-22", "-triple=amdgcn", f"-mcpu={MCPU[arch]}", "-o", "/dev/null"], input=text,
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0 and "error" not in done.stderr, done.stderr[:2000]


def _lgkm_waited(plan: amdmatrix.conversion.Plan) -> None:  # type: ignore[name-defined]
    """An LDS-unit result (ds_bpermute, ds_swizzle, ds_read) is waited for before it is touched."""
    pending: set[str] = set()
    for line in plan.asm.splitlines():
        regs = set(re.findall(r"\bv\d+\b", line))
        assert not (pending & regs), line
        if line.startswith("s_waitcnt lgkmcnt(0)"):
            pending.clear()
        elif line.startswith("ds_"):
            pending.add(re.findall(r"\bv\d+\b", line)[0])
    assert not pending


def _hazard_clean(arch: str, plan: amdmatrix.conversion.Plan) -> None:  # type: ignore[name-defined]
    from amdmatrix.conversion import _wrap

    assert amdmatrix.check(_wrap(plan), arch) == []


@pytest.mark.parametrize("arch", ARCHS)
def test_sampled_pairs_plan_assemble_and_check_clean(arch: str) -> None:
    pairs = compatible_pairs(arch)
    random.Random(arch).shuffle(pairs)
    plans = [convert(arch, p, q, o) for p, q, o in pairs[:3]]
    _assembles(arch, plans)
    for plan in plans:
        _hazard_clean(arch, plan)
        _lgkm_waited(plan)


def test_lds_results_are_waited_for() -> None:
    plan = convert("cdna3", "v_mfma_f32_16x16x16_f16", "v_mfma_f32_16x16x16_f16", "A")
    assert "ds_bpermute_b32" in plan.counts and plan.asm.splitlines()[-1] == "s_waitcnt lgkmcnt(0)"
    _lgkm_waited(plan)


@pytest.mark.exhaustive
@pytest.mark.parametrize("arch", ARCHS)
def test_every_pair_plans_assembles_and_checks_clean(arch: str) -> None:
    plans = [convert(arch, p, q, o, tiles=t) for p, q, o in compatible_pairs(arch) for t in ("in-order", "transposed")]
    _assembles(arch, plans)
    for plan in plans:
        _hazard_clean(arch, plan)
        _lgkm_waited(plan)


def test_pair_counts() -> None:
    # dense single-block producers with an FP32 (or 16-bit) D, times consumer operands of a
    # convertible format with matching rows (A) or columns (B); docs/convert.md lists them
    assert {a: len(compatible_pairs(a)) for a in ARCHS} == {"cdna3": 224, "cdna4": 400, "rdna3": 24, "rdna4": 104}


# ------------------------------------------------------------------ refusals and the CLI
@pytest.mark.parametrize("kwargs,match", [
    ({"arch": "cdna2", "producer": "v_mfma_f32_32x32x8f16", "consumer": "v_mfma_f32_32x32x8f16"}, "not CDNA2"),
    ({"arch": "cdna3", "producer": "v_mfma_f32_16x16x16_f16", "consumer": "v_mfma_f32_32x32x8_f16"},
     "not compatible"),
    ({"arch": "cdna3", "producer": "v_mfma_f32_32x32x8_f16", "consumer": "v_mfma_i32_32x32x16_i8"},
     "no conversion from fp32 to i8"),
    ({"arch": "cdna3", "producer": "v_mfma_f32_32x32x8_f16", "consumer": "v_smfmac_f32_32x32x16_f16"}, "sparse"),
])
def test_refusals(kwargs: dict[str, str], match: str) -> None:
    with pytest.raises(AmdMatrixError, match=match):
        convert(kwargs["arch"], kwargs["producer"], kwargs["consumer"], "A")


def test_api_attribute() -> None:
    assert amdmatrix.convert is convert


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "amdmatrix", "convert", *args], capture_output=True, text=True,
                          env=clienv(), check=False, timeout=120)


def test_cli_text_json_svg(tmp_path: Path) -> None:
    args = ["-a", "cdna4", "--from", "v_mfma_f32_32x32x16_f16", "--to", "v_mfma_f32_32x32x64_f8f6f4:A",
            "--tiles", "transposed"]
    done = _cli(*args, "--svg", str(tmp_path / "c.svg"))
    assert done.returncode == 0, done.stderr
    assert "Instructions: 16 v_cvt_pk_fp8_f32, 4 v_permlane32_swap_b32" in done.stdout
    assert "v_permlane32_swap_b32 v" in done.stdout and "Verified" in done.stdout
    svg = (tmp_path / "c.svg").read_text()
    assert svg.startswith("<svg") and "the producer's D" in svg
    assert "exchange lane bit 5 with a register bit" in svg and "the consumer's A" in svg
    data = json.loads(_cli(*args, "--json").stdout)
    assert data["counts"]["v_permlane32_swap_b32"] == 4 and data["transposed"] is True


@pytest.mark.parametrize("args,match", [
    (["-a", "cdna4", "--from", "v_mfma_f32_32x32x16_f16", "--to", "v_mfma_f32_32x32x16_f16"], "INSTR:A, INSTR:B"),
    (["-a", "cdna4", "--to", "v_mfma_f32_32x32x16_f16:A"], "--from INSTR"),
    (["-a", "cdna9", "--from", "x", "--to", "y:A"], "unknown architecture"),
    (["-a", "cdna4", "--from", "v_mfma_f32_32x32x16_f16", "--to", "v_mfma_f32_32x32x16_f16:A", "--tiles", "x"],
     "in-order or transposed"),
])
def test_cli_bad_input_one_line_exit_2(args: list[str], match: str) -> None:
    done = _cli(*args)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and match in done.stderr and "Traceback" not in done.stderr


def test_modifiers_count_opsel_moves_the_producers_halves() -> None:
    # RDNA3 OPSEL=4 puts the 16-bit D in the high halves: packing then takes bytes 2-3 of each
    # register (v_perm selector 0x07060302) instead of bytes 0-1 (0x05040100); both plans verify.
    low = convert("rdna3", "v_wmma_f16_16x16x16_f16", "v_wmma_f16_16x16x16_f16", "B")
    high = convert("rdna3", "v_wmma_f16_16x16x16_f16", "v_wmma_f16_16x16x16_f16", "B", from_mods={"opsel": 4})
    assert "s_mov_b32 s0, 0x5040100" in low.setup.splitlines()
    assert "s_mov_b32 s0, 0x7060302" in high.setup.splitlines()
