"""The LDS route of amdmatrix.convert: a store and a load as a candidate, priced with the LDS
model's bank conflicts, published where it is cheaper, and verified like the register route.

Independent expectations: the half-word and byte stores and the transposing reads are checked
against values written out by hand from their published statements (LLVM's DSInstructions.td
D16_HI stores; ROCm/rocm-systems#10175's formula for ds_read_b64_tr_b16, Modular's description of
ds_read_b64_tr_b8); llvm-mc-22 decides which targets have each instruction; the LDS plans are
chained through the matrix emulator (test_convert.chain), and their bank conflicts are recomputed
from the addresses the set-up actually leaves in the registers, run on the emulator.
"""

from __future__ import annotations

import re
import shutil
import subprocess

import numpy as np
import pytest
from convert_chain import chain
from required import need
from tiers import sweep

import amdmatrix
from amdmatrix import AmdMatrixError
from amdmatrix.conversion import convert
from amdmatrix.emulator.movement import TARGETS


# ------------------------------------------------------------------ the emulator's new instructions
def test_d16_hi_stores_take_the_high_half() -> None:
    lanes = np.arange(64, dtype=np.uint32)
    regs = np.zeros((4, 64), np.uint32)
    regs[0] = 2 * lanes                       # halfword address of lane l
    regs[1] = ((lanes + 1) << 16) | 0xBEEF    # the high half holds l + 1
    regs[3] = lanes                           # byte address of lane l
    w = amdmatrix.emulate.Wave("cdna3", regs).run("ds_write_b16_d16_hi v0, v1\nds_read_u16 v2, v0")
    assert list(w.vgprs[2]) == list(range(1, 65))
    regs[1] = (lanes << 16) | 0xFF00FF00      # byte 2 holds l
    w = amdmatrix.emulate.Wave("cdna3", regs).run("ds_write_b8_d16_hi v3, v1\nds_read_u8 v2, v3")
    assert list(w.vgprs[2]) == list(range(64))
    w = amdmatrix.emulate.Wave("rdna3", regs[:, :32]).run("ds_store_b16_d16_hi v0, v1\nds_load_u16 v2, v0")
    assert int(w.vgprs[2, 31]) == 0xFF00 | 31  # the high half of (31 << 16) | 0xFF00FF00


def _lds_of(values: dict[tuple[int, int], int], size: int, nbytes: int) -> np.ndarray:
    lds = np.zeros(65536, np.uint8)
    for (lane, k), v in values.items():
        lds[8 * lane + size * k: 8 * lane + size * k + size] = np.frombuffer(int(v).to_bytes(size, "little"), np.uint8)
    return lds


def test_transposing_reads_by_the_published_formulas() -> None:
    regs = np.zeros((4, 64), np.uint32)
    regs[0] = 8 * np.arange(64, dtype=np.uint32)  # lane l reads the 8 bytes at 8l
    # b16: lane l's halfword k holds 100 l + k; destination lane l, halfword n comes from source
    # lane ((l >> 2) & 3) + 4n of its group, halfword l & 3 (ROCm/rocm-systems#10175)
    lds = _lds_of({(lane, k): 100 * lane + k for lane in range(64) for k in range(4)}, 2, 8)
    w = amdmatrix.emulate.Wave("cdna4", regs, lds=lds).run("ds_read_b64_tr_b16 v[2:3], v0")
    assert int(w.vgprs[2, 5]) == 101 | (501 << 16) and int(w.vgprs[3, 5]) == 901 | (1301 << 16)
    assert int(w.vgprs[2, 16 + 5]) == 1701 | (2101 << 16)  # the second group of 16 lanes
    # b8: byte k of lane l holds (l * 8 + k) % 251; destination lane l, byte n comes from source lane
    # 2n + l // 8 of its group, byte l % 8 (two interleaved 8x8 transposes)
    lds = _lds_of({(lane, k): (lane * 8 + k) % 251 for lane in range(64) for k in range(8)}, 1, 8)
    w = amdmatrix.emulate.Wave("cdna4", regs, lds=lds).run("ds_read_b64_tr_b8 v[2:3], v0")
    got = int(w.vgprs[2, 11]) | (int(w.vgprs[3, 11]) << 32)
    assert [got >> (8 * n) & 0xFF for n in range(8)] == [((2 * n + 1) * 8 + 3) % 251 for n in range(8)]


def test_new_instructions_exist_where_llvm_mc_says() -> None:
    need("llvm-mc-22", shutil.which("llvm-mc-22") is not None)
    forms = {"ds_write_b16_d16_hi": "v1, v2", "ds_write_b8_d16_hi": "v1, v2", "ds_store_b16_d16_hi": "v1, v2",
             "ds_store_b8_d16_hi": "v1, v2", "ds_read_b64_tr_b16": "v[0:1], v2", "ds_read_b64_tr_b8": "v[0:1], v2"}
    for cpu in ("gfx908", "gfx90a", "gfx942", "gfx950", "gfx1100", "gfx1200", "gfx1250"):
        for mnemonic, operands in forms.items():
            done = subprocess.run(["llvm-mc-22", "-triple=amdgcn", f"-mcpu={cpu}", "-o", "/dev/null"],
                                  input=f"{mnemonic} {operands}\n", capture_output=True, text=True, check=False)
            accepted = done.returncode == 0 and "error" not in done.stderr
            assert accepted == (cpu in TARGETS[mnemonic]), (cpu, mnemonic, done.stderr)


# ------------------------------------------------------------------ the cheapest claim holds
def test_cdna3_32x32_d_to_a_goes_through_the_lds() -> None:
    # Through registers this conversion costs 88; a store of the halves and four ds_read_b64 cost 40.
    plan = convert("cdna3", "v_mfma_f32_32x32x8_f16", "v_mfma_f32_32x32x8_f16", "A")
    assert plan.route == "lds" and plan.cost == 40 < 88
    assert plan.other_route == {"route": "registers", "cost": 88, "instructions": 76, "verified": True}
    assert plan.counts == {"v_cvt_pkrtz_f16_f32": 8, "ds_write_b16": 8, "ds_write_b16_d16_hi": 8,
                           "ds_read_b64": 4, "s_waitcnt": 1}
    assert plan.lds is not None and plan.lds["store_ways"] == plan.lds["load_ways"] == 1
    assert plan.lds["bytes"] == 32 * 32 * 2


def test_cdna4_uses_the_transposing_read() -> None:
    plan = convert("cdna4", "v_mfma_f32_32x32x16_f16", "v_mfma_f32_32x32x16_f16", "A")
    assert plan.route == "lds" and plan.counts.get("ds_read_b64_tr_b16") == 4
    assert plan.other_route is not None and plan.other_route["cost"] > plan.cost


def test_the_register_route_wins_where_it_is_cheaper() -> None:
    # Triton's counts (triton-lang/triton#7825): one permlane swap per pair, no LDS can beat it.
    plan = convert("cdna4", "v_mfma_f32_32x32x16_f16", "v_mfma_f32_32x32x64_f8f6f4", "A", tiles="transposed")
    assert plan.route == "registers" and plan.other_route is not None
    assert plan.other_route["route"] == "lds" and plan.other_route["cost"] > plan.cost


#: One pair of each architecture in the fast tier, the other in the exhaustive tier.
@pytest.mark.parametrize("arch,p,q,operand,tiles", sweep([
    ("cdna3", "v_mfma_f32_32x32x8_f16", "v_mfma_f32_32x32x8_f16", "A", "in-order"),
    ("cdna3", "v_mfma_f32_16x16x4_f32", "v_mfma_f32_16x16x4_f32", "A", "in-order"),
    ("cdna4", "v_mfma_f32_32x32x16_f16", "v_mfma_f32_32x32x64_f8f6f4", "A", "in-order"),
    ("cdna4", "v_mfma_f32_16x16x4_f32", "v_mfma_f32_16x16x128_f8f6f4", "A", "in-order"),
    ("rdna3", "v_wmma_f32_16x16x16_f16", "v_wmma_f32_16x16x16_f16", "A", "in-order"),
    ("rdna3", "v_wmma_f16_16x16x16_f16", "v_wmma_f16_16x16x16_f16", "B", "transposed"),
], stratum=lambda c: c[0]))
def test_lds_plans_chain_through_the_matrix_emulator(arch: str, p: str, q: str, operand: str, tiles: str) -> None:
    assert convert(arch, p, q, operand, tiles=tiles, compare=False).route == "lds"
    chain(arch, p, q, operand, tiles)


def _addresses(plan: amdmatrix.conversion.Plan) -> list[tuple[str, list[int]]]:  # type: ignore[name-defined]
    """Every DS store and load of the plan with each lane's byte address, from the registers the
    set-up leaves (run on the emulator) plus the instruction's offset."""
    top = max(int(r) for r in re.findall(r"\bv\[?(\d+)", plan.setup + plan.asm)) + 8
    wave = amdmatrix.emulate.Wave(plan.arch, np.zeros((top, 64 if plan.arch.startswith("CDNA") else 32),
                                                      np.uint32)).run(plan.setup)
    out = []
    for line in plan.asm.splitlines():
        m = re.match(r"(ds_\w+) (v\[?\d+(?::\d+\])?), (v\[?\d+(?::\d+\])?)(?: offset:(\d+))?$", line)
        if not m:
            continue
        addr = m.group(2) if m.group(1).startswith(("ds_write", "ds_store")) else m.group(3)
        off = int(m.group(4) or 0)
        out.append((m.group(1), [int(a) + off for a in wave.vgprs[int(addr.strip("v"))]]))
    return out


@pytest.mark.parametrize("args", [
    ("cdna3", "v_mfma_f32_32x32x8_f16", "v_mfma_f32_32x32x8_f16", "A"),
    ("cdna4", "v_mfma_f32_32x32x16_f16", "v_mfma_f32_32x32x16_f16", "A"),
    ("rdna3", "v_wmma_f32_16x16x16_f16", "v_wmma_f32_16x16x16_f16", "A"),
])
def test_reported_bank_conflicts_are_the_lds_models_on_the_emitted_addresses(args: tuple[str, ...]) -> None:
    from amdmatrix.lds.analysis import conflicts
    from amdmatrix.lds.facts import facts

    plan = convert(*args, route="lds", compare=False)
    assert plan.lds is not None
    lf = facts(plan.arch)
    wave = 64 if plan.arch.startswith("CDNA") else 32
    ways = {"store": 1, "load": 1}
    for mnemonic, addrs in _addresses(plan):
        name = mnemonic.replace("ds_store", "ds_write").replace("ds_load", "ds_read")
        kind = "store" if name.startswith("ds_write") else "load"
        try:
            acc = lf.access(name)
        except AmdMatrixError:  # the 8- and 16-bit stores are served as ds_write_b32 is (docs/convert.md)
            from amdmatrix.records import replace

            acc = replace(lf.access("ds_write_b32"), mnemonic=name, width=8 if "_b8" in name else 16)
        worst = max(ph.ways for ph in conflicts(acc, addrs) if any(lane < wave for lane in ph.lanes))
        ways[kind] = max(ways[kind], worst)
        assert all(a % (acc.width // 8) == 0 for a in addrs), (mnemonic, "unaligned")
        assert all(plan.lds["base"] <= a < plan.lds["base"] + plan.lds["bytes"] for a in addrs)
    assert (ways["store"], ways["load"]) == (plan.lds["store_ways"], plan.lds["load_ways"])


def test_lds_base_moves_every_address() -> None:
    plan = convert("cdna3", "v_mfma_f32_32x32x8_f16", "v_mfma_f32_32x32x8_f16", "A", route="lds", lds_base=4096)
    assert plan.lds is not None and plan.lds["base"] == 4096
    assert all(4096 <= a < 4096 + 2048 for _, addrs in _addresses(plan) for a in addrs)
    chain_plan = convert("cdna3", "v_mfma_f32_32x32x8_f16", "v_mfma_f32_32x32x8_f16", "A", route="lds")
    assert chain_plan.cost == plan.cost


@pytest.mark.parametrize("base,match", [(7, "multiple of 16"), (70000, "multiple of 16 from 0 to 65520"),
                                        (65520, "the LDS plan's 2048 bytes from --lds-base 65520 run past the 65536 "
                                                "bytes of CDNA3's LDS; legal values: an --lds-base of at most 63488")])
def test_lds_base_is_checked(base: int, match: str) -> None:
    with pytest.raises(AmdMatrixError, match=re.escape(match)):
        convert("cdna3", "v_mfma_f32_32x32x8_f16", "v_mfma_f32_32x32x8_f16", "A", lds_base=base, route="lds")


def test_an_lds_base_without_room_publishes_the_registers_and_says_why() -> None:
    plan = convert("cdna3", "v_mfma_f32_32x32x8_f16", "v_mfma_f32_32x32x8_f16", "A", lds_base=65520, compare=False)
    assert plan.route == "registers" and plan.other_route is not None and not plan.other_route["verified"]
    assert "run past the 65536 bytes of CDNA3's LDS" in plan.other_route["reason"]


def test_route_registers_and_lds_force_one() -> None:
    regs = convert("cdna3", "v_mfma_f32_32x32x8_f16", "v_mfma_f32_32x32x8_f16", "A", route="registers")
    assert regs.route == "registers" and regs.cost == 88 and regs.other_route is None and regs.lds is None
    with pytest.raises(AmdMatrixError, match="route must be one of cheapest, registers, lds"):
        convert("cdna3", "v_mfma_f32_32x32x8_f16", "v_mfma_f32_32x32x8_f16", "A", route="memory")
