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

import pytest
from clirun import env as clienv
from convert_chain import chain, chain_plan
from convert_forms import FORMS, form_key
from required import need

import amdmatrix
from amdmatrix import AmdMatrixError
from amdmatrix.conversion import compatible_pairs, convert, routes

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


# ------------------------------------------------------------------ coverage, llvm-mc, hazards
def _assembles(arch: str, plans: list[amdmatrix.conversion.Plan]) -> None:  # type: ignore[name-defined]
    need("llvm-mc-22", shutil.which("llvm-mc-22") is not None)
    text = "\n".join(plan.setup + "\n" + plan.asm for plan in plans) + "\n"
    done = subprocess.run(["llvm-mc-22", "-triple=amdgcn", f"-mcpu={MCPU[arch]}", "-o", "/dev/null"], input=text,
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0 and "error" not in done.stderr, done.stderr[:2000]


def _regs(text: str) -> set[str]:
    """The VGPRs an assembly line names, ranges expanded."""
    out = set()
    for m in re.finditer(r"\bv(\d+)\b|\bv\[(\d+):(\d+)\]", text):
        lo, hi = (int(m.group(1)),) * 2 if m.group(1) else (int(m.group(2)), int(m.group(3)))
        out.update(f"v{r}" for r in range(lo, hi + 1))
    return out


def _lgkm_waited(plan: amdmatrix.conversion.Plan) -> None:  # type: ignore[name-defined]
    """An LDS-unit result (ds_bpermute, ds_swizzle, ds_read) is waited for before it is touched."""
    pending: set[str] = set()
    for line in plan.asm.splitlines():
        assert not (pending & _regs(line)), line
        if line.startswith(("s_waitcnt lgkmcnt(0)", "s_wait_dscnt 0")):
            pending.clear()
        elif line.startswith("ds_") and not line.startswith(("ds_write", "ds_store")):
            pending |= _regs(line.split(",")[0])
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
    plan = convert("cdna3", "v_mfma_f32_16x16x16_f16", "v_mfma_f32_16x16x16_f16", "A", route="registers")
    assert "ds_bpermute_b32" in plan.counts and plan.asm.splitlines()[-1] == "s_waitcnt lgkmcnt(0)"
    _lgkm_waited(plan)
    lds = convert("cdna3", "v_mfma_f32_16x16x16_f16", "v_mfma_f32_16x16x16_f16", "A", route="lds")
    assert "ds_read_b64" in lds.counts and lds.asm.splitlines()[-1] == "s_waitcnt lgkmcnt(0)"
    _lgkm_waited(lds)
    # GFX12 waits with s_wait_dscnt (S_WAITCNT is deprecated there: llvm/llvm-project#77336)
    rdna4 = convert("rdna4", "v_wmma_f32_16x16x16_f16", "v_wmma_f32_16x16x16_f16", "A", route="registers")
    assert rdna4.asm.splitlines()[-1] == "s_wait_dscnt 0" and "s_waitcnt" not in rdna4.counts
    _lgkm_waited(rdna4)


CHUNKS = 8


@pytest.mark.exhaustive
@pytest.mark.parametrize("arch,chunk", [(a, c) for a in ARCHS for c in range(CHUNKS)])
def test_every_pair_both_routes(arch: str, chunk: int) -> None:
    """Every compatible pair, both orientations, both routes: each plan chains through the matrix
    emulator, assembles with llvm-mc-22, is clean under the hazard checker with each consumer
    first, waits for its LDS results, and emits only HIP forms the fast tier compiled."""
    plans = []
    for p, q, o in compatible_pairs(arch)[chunk::CHUNKS]:
        for tiles in ("in-order", "transposed"):
            both = routes(arch, p, q, o, tiles=tiles)
            assert [plan.route for plan in both] == ["registers", "lds"]
            published = convert(arch, p, q, o, tiles=tiles, compare=False)
            assert (published.route, published.cost) == min(((x.route, x.cost) for x in both),
                                                             key=lambda rc: (rc[1], rc[0] != "registers"))
            for plan in both:
                chain_plan(arch, p, q, o, plan)
                assert {form_key(str(h["instruction"])) for h in plan.hip} <= FORMS[arch]
                plans.append(plan)
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
    low = convert("rdna3", "v_wmma_f16_16x16x16_f16", "v_wmma_f16_16x16x16_f16", "B", route="registers")
    high = convert("rdna3", "v_wmma_f16_16x16x16_f16", "v_wmma_f16_16x16x16_f16", "B", from_mods={"opsel": 4},
                   route="registers")
    assert "s_mov_b32 s24, 0x5040100" in low.setup.splitlines()
    assert "s_mov_b32 s24, 0x7060302" in high.setup.splitlines()
    # through the LDS, the 16-bit values are stored from the half they sit in
    low = convert("rdna3", "v_wmma_f16_16x16x16_f16", "v_wmma_f16_16x16x16_f16", "B", tiles="transposed",
                  route="lds")
    high = convert("rdna3", "v_wmma_f16_16x16x16_f16", "v_wmma_f16_16x16x16_f16", "B", tiles="transposed",
                   from_mods={"opsel": 4}, route="lds")
    assert "ds_store_b16" in low.counts and "ds_store_b16_d16_hi" not in low.counts
    assert "ds_store_b16_d16_hi" in high.counts and "ds_store_b16" not in high.counts
