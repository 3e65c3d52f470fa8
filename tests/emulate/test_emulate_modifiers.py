"""Modifiers in the emulator, each checked against an expected result built independently:
the effective A, B and C are constructed here from the documented semantics (calculator
README, ISA guides) and multiplied exactly (tests/support/emuref.py).

* CBSZ/ABID: blocks form groups of 2**CBSZ; block ABID of each group feeds the whole group.
* BLGP: B is read from other lanes (the eight patterns of the calculator README), so the
  effective B is built from the plain register layout and the lane pattern.
* F64 on CDNA3/CDNA4: BLGP bits 0, 1, 2 negate A, B, C.
* RDNA NEG/NEG_HI on floats: negate A/B values in the low/high 16 bits of their register;
  NEG[2] negates C, NEG_HI[2] takes its absolute value (abs first).
* RDNA IU8/IU4: NEG[0]/NEG[1] make A/B signed (the same register bits read as two's complement).
* CDNA4 scaled MFMA: an E8M0 scale code 127+e multiplies its block of 32 products by 2**e;
  OP_SEL/OP_SEL_HI pick the scale byte; the mnemonic sets ABID[0] = 1, so the scales always apply.
* RDNA3 OPSEL on 16-bit C/D: D goes to the selected half, the other half is kept from C.
"""

from __future__ import annotations

import zlib
from typing import Any

import numpy as np
import pytest
from clirun import run_inproc
from emuref import (
    exact_gemm,
    finite_values,
    flushes_denormals,
    fmt_name,
    lane_pattern,
    sparsify,
    user_shape,
)
from tiers import sweep

import amdmatrix
import amdmatrix.emulator as emu

Inst = amdmatrix.Instruction


def rng_for(*key: object) -> np.random.Generator:
    return np.random.default_rng(zlib.crc32(repr(key).encode()))


def _all(pred: Any) -> list[tuple[str, str]]:
    return [(a.name, i.mnemonic) for a in amdmatrix.architectures() for i in amdmatrix.instructions(a)
            if not i.provisional_matrices() and pred(i)]


def _ids(cases: list[tuple[str, str]]) -> list[str]:
    return [f"{a}-{m.lower()}" for a, m in cases]


def _operands(inst: Inst, rng: np.random.Generator, mods: dict[str, int] | None = None,
              ) -> tuple[np.ndarray[Any, Any], np.ndarray[Any, Any], np.ndarray[Any, Any]]:
    """A, B, C with an explicit block axis (blocks, rows, cols)."""
    mods = mods or {}
    shape = {m: (inst.blocks, *user_shape(inst, m)[-2:]) for m in ("A", "B", "C")}
    a = finite_values(fmt_name(inst, "A", mods), rng, shape["A"])
    b = finite_values(fmt_name(inst, "B", mods), rng, shape["B"])
    c = finite_values(fmt_name(inst, "D", mods), rng, shape["C"])
    return a, b, c


def _flushed(inst: Inst) -> tuple[str, str] | None:
    """The A and B formats when the instruction flushes denormals (CDNA2 F16/BF16), else None."""
    return (fmt_name(inst, "A"), fmt_name(inst, "B")) if flushes_denormals(inst) else None


def _run(inst: Inst, a: np.ndarray[Any, Any], b: np.ndarray[Any, Any], c: np.ndarray[Any, Any], wave: int | None = None,
         **mods: int) -> np.ndarray[Any, Any]:
    """emulate() with block-axis inputs; D with a block axis."""
    def user(x: np.ndarray[Any, Any]) -> np.ndarray[Any, Any]:
        return x[0] if inst.blocks == 1 else x

    d = amdmatrix.emulate(inst.arch.name, inst.mnemonic, user(a), user(b), user(c), wave=wave, **mods)
    return np.asarray(d).reshape(c.shape)


# ---------------------------------------------------------------------------- CBSZ / ABID
BROADCAST = _all(lambda i: i.cbsz_meaning == "broadcast")


@pytest.mark.parametrize(("arch", "mnemonic"), sweep(BROADCAST, stratum=lambda c: c[0], per=6,
                                                     ids=lambda c: f"{c[0]}-{c[1].lower()}"))
def test_cbsz_abid_broadcast_block_feeds_its_group(arch: str, mnemonic: str) -> None:
    inst = amdmatrix.instruction(arch, mnemonic)
    rng = rng_for(arch, mnemonic, "cbsz")
    a, b, c = _operands(inst, rng)
    fd = fmt_name(inst, "D")
    top = inst.blocks.bit_length() - 1
    for cbsz in range(1, top + 1):
        group = 1 << cbsz
        for abid in sorted({0, group - 1, int(rng.integers(0, group))}):
            # README: block ABID of every group of 2**CBSZ consecutive blocks replaces the group's A
            source = [blk - blk % group + abid for blk in range(inst.blocks)]
            expected = exact_gemm(a[source], b, c, fd, flush_formats=_flushed(inst))
            assert np.array_equal(_run(inst, a, b, c, cbsz=cbsz, abid=abid), expected), (cbsz, abid)


def test_cbsz_abid_readme_example() -> None:
    """README: 16 blocks, CBSZ=2 ABID=1: block 1 feeds 0-3, 5 feeds 4-7, 9 feeds 8-11, 13 feeds 12-15."""
    inst = amdmatrix.instruction("cdna3", "v_mfma_f32_4x4x4_16b_f16")
    a = np.stack([np.full((4, 4), float(blk)) for blk in range(16)])
    b = np.ones((16, 4, 4))
    d = _run(inst, a, b, np.zeros((16, 4, 4)), cbsz=2, abid=1)
    assert [d[blk, 0, 0] / 4 for blk in range(16)] == [1] * 4 + [5] * 4 + [9] * 4 + [13] * 4


def test_cbsz1_abid1_on_four_blocks_is_the_calculator_reading() -> None:
    """docs/decisions.md item 2, worked by hand: 16x16x1 with 4 blocks, A's block b holds
    b + 1, B = 1, so D's block b is the A value it reads. The calculator's groups {0,1} {2,3}
    with block ABID=1 of each give [2, 2, 4, 4]; the ISA lane formula (lane l reads lane
    l % 32 + 32) would give [3, 4, 3, 4]."""
    a = np.stack([np.full((16, 1), blk + 1.0) for blk in range(4)])
    d = amdmatrix.emulate("cdna3", "v_mfma_f32_16x16x1_4b_f32", a, np.ones((4, 1, 16)), cbsz=1, abid=1)
    assert [d[blk, 0, 0] for blk in range(4)] == [2.0, 2.0, 4.0, 4.0]
    assert np.all(d == d[:, :1, :1])


AMBIGUOUS = [(a.name, i.mnemonic) for a in amdmatrix.architectures() for i in amdmatrix.instructions(a)
             if i.cbsz_meaning == "broadcast" and i.blocks > 2]


def test_d_names_the_unsettled_broadcast_on_cdna4_only() -> None:
    """`-d` on CDNA4 (no calculator to match) flags the choice on every instruction it
    affects; CDNA1-CDNA3 print the calculator's report unchanged, without notes."""
    assert {a for a, _ in AMBIGUOUS} == {"CDNA1", "CDNA2", "CDNA3", "CDNA4"}
    for arch, mnemonic in AMBIGUOUS:
        notes = " ".join(amdmatrix.instruction(arch, mnemonic).notes)
        if arch == "CDNA4":
            assert "docs/decisions.md, item 2" in notes and "unsettled" in notes, mnemonic
        else:
            assert notes == "", (arch, mnemonic)
    status, out, _ = run_inproc("-a", "cdna4", "-i", "v_mfma_f32_16x16x1_4b_f32", "-d")
    assert status == 0 and "unsettled until tested on hardware (docs/decisions.md, item 2" in out


# ---------------------------------------------------------------------------- BLGP
LANES = _all(lambda i: i.blgp_meaning == "lanes")


def _b_as_read(inst: Inst, b: np.ndarray[Any, Any], blgp: int) -> np.ndarray[Any, Any]:
    """B as the matrix core sees it under BLGP: B[k][j] of block blk is read from its plain
    register and bits, but from lane lane_pattern(blgp, lane); the value there is whatever
    element the plain layout stores at that place."""
    places = [(blk, k, j, inst.locate("B", k=k, j=j, block=blk)) for blk in range(inst.blocks)
              for k in range(inst.k) for j in range(inst.n)]
    at = {(loc.register, loc.lane, loc.bits): (blk, k, j) for blk, k, j, locs in places for loc in locs}
    out = np.empty_like(b)
    for blk, k, j, locs in places:
        loc = locs[0]
        out[blk, k, j] = b[at[(loc.register, lane_pattern(blgp, loc.lane), loc.bits)]]
    return out


#: Six instructions of each architecture in the fast tier; the exhaustive tier takes the others.
@pytest.mark.parametrize(("arch", "mnemonic"), sweep(LANES, stratum=lambda c: c[0], per=6,
                                                     ids=lambda c: f"{c[0]}-{c[1].lower()}"))
def test_blgp_reads_b_from_the_permuted_lanes(arch: str, mnemonic: str) -> None:
    inst = amdmatrix.instruction(arch, mnemonic)
    rng = rng_for(arch, mnemonic, "blgp")
    a, b, c = _operands(inst, rng)
    fd = fmt_name(inst, "D")
    for blgp in range(1, 8):
        expected = exact_gemm(a, _b_as_read(inst, b, blgp), c, fd, flush_formats=_flushed(inst))
        assert np.array_equal(_run(inst, a, b, c, blgp=blgp), expected), blgp


def test_blgp_readme_example() -> None:
    """README: v_mfma_f32_16x16x2bf16 (CDNA2, 4 blocks) with BLGP=2: blocks 0 and 1 receive
    the B input of blocks 2 and 3."""
    inst = amdmatrix.instruction("cdna2", "v_mfma_f32_16x16x2bf16")
    assert inst.blocks == 4
    a = np.ones((4, 16, 2))
    b = np.stack([np.full((2, 16), float(blk + 1)) for blk in range(4)])
    d = _run(inst, a, b, np.zeros((4, 16, 16)), blgp=2)
    assert [d[blk, 0, 0] / 2 for blk in range(4)] == [3, 4, 3, 4]


# ---------------------------------------------------------------------------- F64 negation
F64 = _all(lambda i: i.blgp_meaning == "negate")


@pytest.mark.parametrize(("arch", "mnemonic"), F64, ids=_ids(F64))
def test_f64_blgp_negates_a_b_c(arch: str, mnemonic: str) -> None:
    inst = amdmatrix.instruction(arch, mnemonic)
    assert arch in ("CDNA3", "CDNA4")
    a, b, c = _operands(inst, rng_for(arch, mnemonic, "f64"), )
    for blgp in range(8):
        sa, sb, sc = (-1.0 if blgp >> bit & 1 else 1.0 for bit in range(3))
        expected = exact_gemm(sa * a, sb * b, sc * c, "fp64")
        assert np.array_equal(_run(inst, a, b, c, blgp=blgp), expected), blgp


def test_f64_blgp_is_rejected_on_cdna2() -> None:
    with pytest.raises(amdmatrix.UnsupportedModifierError, match="legal values: 0"):
        amdmatrix.emulate("cdna2", "v_mfma_f64_16x16x4f64", np.ones((16, 4)), np.ones((4, 16)), blgp=1)


# ---------------------------------------------------------------------------- RDNA NEG / NEG_HI
NEG_FLOAT = _all(lambda i: i.neg_meaning == "float")
NEG_COMBOS = [(1, 0), (0, 1), (2, 0), (0, 2), (4, 0), (0, 4), (4, 4), (1, 2), (6, 5), (7, 7)]


def _high_half(inst: Inst, matrix: str, **coords: int) -> bool:
    loc = inst.locate(matrix, **coords)[0]
    return loc.bits is not None and loc.bits[1] % 32 >= 16


@pytest.mark.parametrize(("arch", "mnemonic"), NEG_FLOAT, ids=_ids(NEG_FLOAT))
def test_rdna_neg_neg_hi_on_floats(arch: str, mnemonic: str) -> None:
    inst = amdmatrix.instruction(arch, mnemonic)
    rng = rng_for(arch, mnemonic, "neg")
    fd = fmt_name(inst, "D")
    a = finite_values(fmt_name(inst, "A"), rng, (inst.m, inst.k))
    b = finite_values(fmt_name(inst, "B"), rng, (inst.k, inst.n))
    c = finite_values(fd, rng, (inst.m, inst.n))
    if inst.sparse:
        a = sparsify(a, rng)  # two nonzeros per group: slot s of a group is its s-th nonzero
        slot = np.cumsum(a.reshape(inst.m, inst.k // 4, 4) != 0, axis=-1).reshape(inst.m, inst.k) - 1
        # the two 16-bit slots share the group's 32-bit register: slot 0 low, slot 1 high
        a_hi = slot == 1
    else:
        a_hi = np.array([[_high_half(inst, "A", i=i, k=k) for k in range(inst.k)] for i in range(inst.m)])
    b_hi = np.array([[_high_half(inst, "B", k=k, j=j) for j in range(inst.n)] for k in range(inst.k)])
    assert a_hi.any() and (~a_hi).any() and b_hi.any() and (~b_hi).any()
    for wave in inst.waves:
        for neg, neg_hi in NEG_COMBOS:
            if inst.sparse and (neg | neg_hi) & 4:
                continue  # SWMMAC: C is D's registers; NEG[2]/NEG_HI[2] are not modelled there
            a_eff = np.where(a_hi, -a if neg_hi & 1 else a, -a if neg & 1 else a)
            b_eff = np.where(b_hi, -b if neg_hi & 2 else b, -b if neg & 2 else b)
            c_eff = np.abs(c) if neg_hi & 4 else c
            c_eff = -c_eff if neg & 4 else c_eff
            d = amdmatrix.emulate(arch, mnemonic, a, b, c, wave=wave, neg=neg, neg_hi=neg_hi)
            assert np.array_equal(d, exact_gemm(a_eff, b_eff, c_eff, fd)), (wave, neg, neg_hi)


def test_rdna3_readme_neg_example() -> None:
    """README: NEG=6 and NEG_HI=6 on v_wmma_f32_16x16x16_f16 negate every value of B (and C's
    absolute value is negated)."""
    a = np.ones((16, 16))
    b = np.ones((16, 16))
    c = np.full((16, 16), 3.0)
    c[0, 0] = -5.0
    d = amdmatrix.emulate("rdna3", "v_wmma_f32_16x16x16_f16", a, b, c, neg=6, neg_hi=6)
    assert d[0, 0] == -16.0 - 5.0 and np.all(d.ravel()[1:] == -19.0)


# ---------------------------------------------------------------------------- IU8 / IU4 signedness
IU = _all(lambda i: i.neg_meaning == "signedness")


@pytest.mark.parametrize(("arch", "mnemonic"), IU, ids=_ids(IU))
def test_integer_signedness_reinterprets_the_same_bits(arch: str, mnemonic: str) -> None:
    inst = amdmatrix.instruction(arch, mnemonic)
    bits = 8 if mnemonic.lower().endswith("iu8") else 4
    rng = rng_for(arch, mnemonic, "iu")
    a = rng.integers(0, 1 << bits, size=(inst.m, inst.k))
    b = rng.integers(0, 1 << bits, size=(inst.k, inst.n))
    c = rng.integers(-(1 << 31), 1 << 31, size=(inst.m, inst.n))
    a[0, :] = (1 << bits) - 1  # all ones: 255 unsigned, -1 signed
    if inst.sparse:
        a = sparsify(a, rng)
    signed = {False: lambda x: x, True: lambda x: np.where(x >= 1 << (bits - 1), x - (1 << bits), x)}
    a_regs = emu.pack(inst, "A", a)  # unsigned
    b_regs = emu.pack(inst, "B", b)
    c_regs = emu.pack(inst, "D" if inst.sparse else "C", c)
    k_regs = emu.pack(inst, "K", a) if inst.sparse else None
    for wave in (inst.waves[0],):
        for neg in range(4):
            d = emu.unpack(inst, "D", emu.execute(inst, a_regs, b_regs, c_regs, k_regs=k_regs, wave=wave, neg=neg))
            expected = exact_gemm(signed[bool(neg & 1)](a), signed[bool(neg & 2)](b), c, "i32")
            assert np.array_equal(d, expected), neg


# ---------------------------------------------------------------------------- CDNA4 scales
SCALED = _all(lambda i: i.scaled)


@pytest.mark.parametrize(("arch", "mnemonic"), SCALED, ids=_ids(SCALED))
@pytest.mark.parametrize(("cbsz", "blgp"), [(0, 0), (2, 4), (4, 1), (1, 3)])
def test_scale_127_plus_e_multiplies_by_2_to_the_e(arch: str, mnemonic: str, cbsz: int, blgp: int) -> None:
    inst = amdmatrix.instruction(arch, mnemonic)
    rng = rng_for(arch, mnemonic, cbsz, blgp)
    mods = {"cbsz": cbsz, "blgp": blgp}
    a = finite_values(fmt_name(inst, "A", mods), rng, (inst.m, inst.k))
    b = finite_values(fmt_name(inst, "B", mods), rng, (inst.k, inst.n))
    c = finite_values("fp32", rng, (inst.m, inst.n))
    ea = rng.integers(-6, 7, size=(inst.m, inst.k // 32))
    eb = rng.integers(-6, 7, size=(inst.k // 32, inst.n))
    sa, sb = np.ldexp(1.0, ea), np.ldexp(1.0, eb)
    # the E8M0 code in the register is 127 + e
    sa_regs = emu.pack(inst, "SA", sa, **mods)
    for i, kb in ((0, 0), (inst.m - 1, inst.k // 32 - 1), (3, 1)):
        loc = inst.locate("SA", i=i, k=kb)[0]
        assert loc.bits is not None
        assert int(sa_regs[loc.register, loc.lane]) >> loc.bits[1] & 0xFF == 127 + ea[i, kb]
    a_eff = a * np.repeat(sa, 32, axis=1)
    b_eff = b * np.repeat(sb, 32, axis=0)
    d = amdmatrix.emulate(arch, mnemonic, a, b, c, scale_a=sa, scale_b=sb, abid=1, **mods)
    assert np.array_equal(d, exact_gemm(a_eff, b_eff, c, "fp32"))
    # The mnemonic sets ABID[0] = 1: without abid the scales apply all the same.
    d = amdmatrix.emulate(arch, mnemonic, a, b, c, scale_a=sa, scale_b=sb, **mods)
    assert np.array_equal(d, exact_gemm(a_eff, b_eff, c, "fp32"))


@pytest.mark.parametrize(("arch", "mnemonic"), SCALED, ids=_ids(SCALED))
def test_opsel_picks_the_scale_byte(arch: str, mnemonic: str) -> None:
    """A scale register built by hand: byte ``sel`` holds the scale, the others hold 2**7."""
    inst = amdmatrix.instruction(arch, mnemonic)
    rng = rng_for(arch, mnemonic, "bytes")
    a = finite_values("fp8", rng, (inst.m, inst.k))
    b = finite_values("fp8", rng, (inst.k, inst.n))
    ea = rng.integers(-4, 5, size=(inst.m, inst.k // 32))
    eb = rng.integers(-4, 5, size=(inst.k // 32, inst.n))
    a_regs, b_regs = emu.pack(inst, "A", a), emu.pack(inst, "B", b)

    def image(matrix: str, e: np.ndarray[Any, Any], sel: int) -> np.ndarray[Any, Any]:
        img = np.zeros((inst.gprs(matrix), 64), dtype=np.uint32)
        rows, cols = e.shape
        for r in range(rows):
            for q in range(cols):
                coords = {"i": r, "k": q} if matrix == "SA" else {"k": r, "j": q}
                loc = inst.locate(matrix, **coords)[0]
                assert loc.bits is not None and loc.bits[1] == 0
                word = 0
                for byte in range(4):
                    word |= (127 + int(e[r, q]) if byte == sel else 127 + 7) << (8 * byte)
                img[loc.register, loc.lane] = word
        return img

    expected = exact_gemm(a * np.repeat(np.ldexp(1.0, ea), 32, axis=1), b * np.repeat(np.ldexp(1.0, eb), 32, axis=0),
                          np.zeros((inst.m, inst.n)), "fp32")
    for sel_a in range(4):
        sel_b = 3 - sel_a
        # {OP_SEL_HI[n], OP_SEL[n]} is the byte of operand n (0: A's scale, 1: B's scale)
        opsel = (sel_a & 1) | (sel_b & 1) << 1
        opsel_hi = (sel_a >> 1) | (sel_b >> 1) << 1
        d_regs = emu.execute(inst, a_regs, b_regs, scale_a_regs=image("SA", ea, sel_a),
                             scale_b_regs=image("SB", eb, sel_b), abid=1, opsel=opsel, opsel_hi=opsel_hi)
        assert np.array_equal(emu.unpack(inst, "D", d_regs), expected), sel_a


# ---------------------------------------------------------------------------- RDNA3 OPSEL halves
HALVES = _all(lambda i: i.opsel_meaning == "output_half")


@pytest.mark.parametrize(("arch", "mnemonic"), HALVES, ids=_ids(HALVES))
def test_rdna3_opsel_writes_one_half_and_keeps_the_other(arch: str, mnemonic: str) -> None:
    inst = amdmatrix.instruction(arch, mnemonic)
    rng = rng_for(arch, mnemonic, "opsel")
    fd = fmt_name(inst, "D")
    a = finite_values(fmt_name(inst, "A"), rng, (inst.m, inst.k))
    b = finite_values(fmt_name(inst, "B"), rng, (inst.k, inst.n))
    c = finite_values(fd, rng, (inst.m, inst.n))
    for wave in inst.waves:
        for opsel, keep in ((0, 0xFFFF0000), (4, 0x0000FFFF)):
            c_regs = emu.pack(inst, "C", c, wave=wave, opsel=opsel)
            garbage = rng.integers(0, 1 << 32, size=c_regs.shape, dtype=np.uint64).astype(np.uint32)
            c_regs = c_regs | (garbage & np.uint32(keep))
            a_regs, b_regs = emu.pack(inst, "A", a, wave=wave), emu.pack(inst, "B", b, wave=wave)
            d_regs = emu.execute(inst, a_regs, b_regs, c_regs, wave=wave, opsel=opsel)
            assert np.array_equal(d_regs & np.uint32(keep), c_regs & np.uint32(keep))
            d = emu.unpack(inst, "D", d_regs, wave=wave, opsel=opsel)
            assert np.array_equal(d, exact_gemm(a, b, c, fd)), (wave, opsel)


# ---------------------------------------------------------------------------- known gaps
def test_swmmac_neg_on_c_is_rejected() -> None:
    a = np.zeros((16, 32))
    a[:, ::2] = 1.0
    with pytest.raises(amdmatrix.UnsupportedModifierError):
        amdmatrix.emulate("rdna4", "v_swmmac_f32_16x16x32_f16", a, np.ones((32, 16)), np.ones((16, 16)), neg=4)


@pytest.mark.xfail(strict=True, reason="RDNA4 FP8/BF8 WMMA: LLVM accepts NEG[2]/NEG_HI[2] (negate / absolute value "
                   "of C), but the modifier model gives these instructions no NEG meaning and rejects it")
def test_rdna4_fp8_wmma_negates_c() -> None:
    c = np.full((16, 16), -2.0)
    d = amdmatrix.emulate("rdna4", "v_wmma_f32_16x16x16_fp8_fp8", np.ones((16, 16)), np.ones((16, 16)), c, neg=4)
    assert np.all(d == 16.0 + 2.0)
