"""Modifier semantics, checked against expectations written from the README and ISA text.

The expected values here are computed from the documents' own descriptions, written out
independently of amdmatrix.modifiers (for example the BLGP table is re-typed below).
"""

from __future__ import annotations

import pytest

import amdmatrix

# CDNA4 ISA Table 29 / calculator README: the lane B data is read from, for plain lane l.
BLGP_TABLE = {
    0: lambda lane: lane,
    1: lambda lane: lane % 32,
    2: lambda lane: lane % 32 + 32,
    3: lambda lane: (lane + 16) % 64,
    4: lambda lane: lane % 16,
    5: lambda lane: lane % 16 + 16,
    6: lambda lane: lane % 16 + 32,
    7: lambda lane: lane % 16 + 48,
}

BLGP_INSTS = [(a.name, i.mnemonic) for a in amdmatrix.architectures() for i in amdmatrix.instructions(a)
              if i.blgp_meaning == "lanes"]
BROADCAST_INSTS = [(a.name, i.mnemonic) for a in amdmatrix.architectures() for i in amdmatrix.instructions(a)
                   if i.cbsz_meaning == "broadcast"]


@pytest.mark.parametrize(("arch", "name"), BLGP_INSTS)
def test_blgp_lane_patterns(arch: str, name: str) -> None:
    inst = amdmatrix.instruction(arch, name)
    for blgp, pattern in BLGP_TABLE.items():
        for k in range(inst.k):
            for j in range(inst.n):
                for b in range(inst.blocks):
                    plain = inst.locate("B", k=k, j=j, block=b)[0]
                    moved = inst.locate("B", k=k, j=j, block=b, blgp=blgp)
                    assert moved == [amdmatrix.Location(plain.register, pattern(plain.lane), plain.bits)]


@pytest.mark.parametrize(("arch", "name"), BROADCAST_INSTS)
def test_cbsz_abid_block_groups(arch: str, name: str) -> None:
    """README: 2**CBSZ consecutive blocks form a group; block ABID of the group feeds all of it."""
    inst = amdmatrix.instruction(arch, name)
    top = inst.blocks.bit_length() - 1
    for cbsz in range(1, top + 1):
        size = 1 << cbsz
        for abid in range(size):
            for b in range(inst.blocks):
                source = (b // size) * size + abid
                for i in range(inst.m):
                    for k in range(inst.k):
                        assert inst.locate("A", i=i, k=k, block=b, cbsz=cbsz, abid=abid) == \
                            inst.locate("A", i=i, k=k, block=source)


def test_readme_cbsz_examples() -> None:
    """README: 16 blocks, CBSZ=1 ABID=1: block 1 feeds 0 and 1, block 3 feeds 2 and 3, block 5 feeds 4 and 5."""
    inst = amdmatrix.instruction("cdna2", "v_mfma_f32_4x4x1f32")
    src = {b: inst.locate("A", i=0, k=0, block=b, cbsz=1, abid=1)[0].lane // 4 for b in range(16)}
    assert [src[b] for b in range(6)] == [1, 1, 3, 3, 5, 5]
    src = {b: inst.locate("A", i=0, k=0, block=b, cbsz=2, abid=1)[0].lane // 4 for b in range(16)}
    assert [src[b] for b in (0, 3, 4, 7, 8, 11, 12, 15)] == [1, 1, 5, 5, 9, 9, 13, 13]
    assert {inst.locate("A", i=0, k=0, block=b, cbsz=4, abid=13)[0].lane // 4 for b in range(16)} == {13}


@pytest.mark.parametrize("arch", ["cdna3"])
def test_f64_blgp_negates_a_b_c(arch: str) -> None:
    """CDNA3/4 F64: BLGP[0] negates A, BLGP[1] B, BLGP[2] C (CDNA4 ISA §7.1.6.4); no lane change."""
    for name in ("v_mfma_f64_16x16x4_f64", "v_mfma_f64_4x4x4_4b_f64"):
        inst = amdmatrix.instruction(arch, name)
        for blgp in range(8):
            c = inst.sources_of(1, 2, 0, blgp=blgp)
            a, b = c.products[0]
            assert a.element.negated == bool(blgp & 1)
            assert b.element.negated == bool(blgp & 2)
            assert c.c is not None and c.c.element.negated == bool(blgp & 4)
            assert not c.d.element.negated
            assert a.locations == tuple(inst.locate("A", i=1, k=0))


def test_cdna2_f64_has_no_blgp() -> None:
    inst = amdmatrix.instruction("cdna2", "v_mfma_f64_16x16x4f64")
    with pytest.raises(amdmatrix.UnsupportedModifierError, match="legal values: 0"):
        inst.locate("B", blgp=1)


def test_rdna3_opsel_picks_the_half() -> None:
    inst = amdmatrix.instruction("rdna3", "v_wmma_f16_16x16x16_f16")
    for i in range(16):
        for j in range(16):
            lo = inst.locate("D", i=i, j=j)
            hi = inst.locate("D", i=i, j=j, opsel=4)
            assert [x.bits for x in lo] == [(15, 0)] and [x.bits for x in hi] == [(31, 16)]
            assert [(x.register, x.lane) for x in lo] == [(x.register, x.lane) for x in hi]
            assert inst.locate("C", i=i, j=j, opsel=4) == hi
    with pytest.raises(amdmatrix.UnsupportedModifierError, match="legal values: 0, 4"):
        inst.locate("D", opsel=1)


@pytest.mark.parametrize("arch", ["rdna3", "rdna4"])
def test_neg_and_neg_hi_mark_halves(arch: str) -> None:
    """NEG[n] negates values in bits 15:0 of the source, NEG_HI[n] those in 31:16; NEG_HI[2] is |C|."""
    inst = amdmatrix.instruction(arch, "v_wmma_f32_16x16x16_f16")
    for neg in range(8):
        for neg_hi in range(8):
            for n, matrix in enumerate(("A", "B")):
                for reg in range(inst.gprs(matrix)):
                    for e in inst.elements_at(matrix, register=reg, lane=0, neg=neg, neg_hi=neg_hi):
                        assert e.bits is not None
                        half = neg_hi if e.bits[1] == 16 else neg
                        assert e.negated == bool(half >> n & 1)
                        assert not e.absolute
            c = inst.element("C", i=0, j=0, neg=neg, neg_hi=neg_hi)
            assert c.negated == bool(neg & 4) and c.absolute == bool(neg_hi & 4)


def test_readme_neg_example() -> None:
    """README: --neg 6 --neg_hi 6 on B negates every B value; A and C untouched by bit 1."""
    inst = amdmatrix.instruction("rdna3", "v_wmma_f32_16x16x16_f16")
    for lane in range(32):
        for reg in range(8):
            assert all(e.negated for e in inst.elements_at("B", register=reg, lane=lane, neg=6, neg_hi=6))
            assert not any(e.negated for e in inst.elements_at("A", register=reg, lane=lane, neg=6, neg_hi=6))


@pytest.mark.parametrize("arch", ["rdna3", "rdna4"])
def test_integer_neg_is_signedness(arch: str) -> None:
    inst = amdmatrix.instruction(arch, "v_wmma_i32_16x16x16_iu8")
    for neg in range(4):
        el = inst.element("A", i=0, k=0, neg=neg)
        assert not el.negated  # signedness, not negation
    for bad in ({"neg": 4}, {"neg_hi": 1}):
        with pytest.raises(amdmatrix.UnsupportedModifierError):
            inst.locate("A", **bad)


def test_sparse_index_sets() -> None:
    """CDNA3 16-bit SMFMAC: four 8-bit index sets per VGPR; CBSZ==0: ABID picks, CBSZ!=0: set 0."""
    inst = amdmatrix.instruction("cdna3", "v_smfmac_f32_16x16x32_f16")
    base = inst.locate("K", i=2, k=31)
    assert base == [amdmatrix.Location(0, 50, (7, 4))]
    for abid in range(4):
        got = inst.locate("K", i=2, k=31, abid=abid)
        assert got == [amdmatrix.Location(0, 50, (7 + 8 * abid, 4 + 8 * abid))]
        assert inst.locate("K", i=2, k=31, cbsz=1, abid=abid) == base
    i8 = amdmatrix.instruction("cdna3", "v_smfmac_i32_16x16x64_i8")
    assert inst.index_sets(64) == 4 and i8.index_sets(64) == 2
    assert i8.locate("K", i=0, k=0, abid=1)[0].bits == (19, 16)


def test_rdna4_opsel_picks_index_set() -> None:
    """2025 README: K[2][31] of v_swmmac_f32_16x16x32_f16 is v0{18}.[15:12], with --opsel 1 v0{18}.[31:28]."""
    inst = amdmatrix.instruction("rdna4", "v_swmmac_f32_16x16x32_f16")
    assert inst.locate("K", i=2, k=31) == [amdmatrix.Location(0, 18, (15, 12))]
    assert inst.locate("K", i=2, k=31, opsel=1) == [amdmatrix.Location(0, 18, (31, 28))]


def test_unsupported_modifiers_raise() -> None:
    inst = amdmatrix.instruction("cdna3", "v_mfma_f32_32x32x8_f16")
    for mods in ({"cbsz": 1}, {"abid": 1}, {"opsel": 1}, {"neg": 1}, {"neg_hi": 1}):
        with pytest.raises(amdmatrix.UnsupportedModifierError):
            inst.locate("A", **mods)
    with pytest.raises(amdmatrix.UnsupportedModifierError, match="BLGP is not supported"):
        inst.locate("B", blgp=7)
    assert amdmatrix.instruction("cdna3", "v_mfma_f32_32x32x2_f32").locate("B", blgp=7)


def test_abid_is_below_two_to_the_cbsz() -> None:
    """MI100/CDNA3 ISA: with CBSZ = c, ABID picks one of the 2**c blocks of a broadcast group, so
    ABID 0..2**c - 1 is legal and 2**c is refused (a 16-block MFMA, CBSZ 0-4)."""
    inst = amdmatrix.instruction("cdna1", "v_mfma_f32_4x4x1f32")
    for cbsz in range(5):
        for abid in range(1 << cbsz):
            assert inst.locate("A", cbsz=cbsz, abid=abid)
        with pytest.raises(amdmatrix.AmdMatrixError, match=f"ABID {1 << cbsz} is out of range"):
            inst.locate("A", cbsz=cbsz, abid=1 << cbsz)


@pytest.mark.parametrize(("cbsz", "abid"), [(0, 0), (2, 1), (4, 0), (1, 1)])
def test_lanes_of_blocks_no_broadcast_reads_are_unused(cbsz: int, abid: int) -> None:
    """MI100 ISA, CBSZ/ABID: each group of 2**CBSZ blocks reads A from its block ABID only. A of
    V_MFMA_F32_4X4X1F32 keeps block b in lanes 4b-4b+3, so exactly the source blocks' lanes are read."""
    inst = amdmatrix.instruction("cdna1", "v_mfma_f32_4x4x1f32")
    sources = {g + abid for g in range(0, 16, 1 << cbsz)}
    for lane in range(64):
        reason = inst.lane_unused("A", lane=lane, cbsz=cbsz, abid=abid)
        assert reason == (None if lane // 4 in sources else "CBSZ and ABID"), lane
