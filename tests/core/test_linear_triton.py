"""LinearMap's Triton operations (invert_and_compose, pseudoinvert, invert, free_bits, compose)
against Triton 3.9's own ``LinearLayout`` (its C++, through ``triton._C.libtriton.linear_layout``)
and against brute force over every input.

Triton is the outside oracle: the same bases go to both, and the bases that come back must be
the same, including which copy a non-injective map picks. Random layouts are seeded, so a
failure names its case. The real operand maps are Triton's own MFMA/WMMA layouts (its
``toLinearLayout`` of AMDMFMALayout/AMDWMMALayout and their DotOperandLayouts) and amdmatrix's
``OperandMap.to_element`` maps, converted D -> A (a chained GEMM) by both.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
import triton_oracle as T
from required import need
from tiers import TIERS, part

import amdmatrix
from amdmatrix.linear import LinearMap, NotLinearError, operand

Dims = tuple[tuple[str, int], ...]


# ------------------------------------------------------------------------------ brute force
def _apply(m: LinearMap, x: int) -> int:
    return m.apply_packed(x)


def _random_map(rng: random.Random, inputs: Dims, outputs: Dims, *, surjective: bool = False,
                rank_short: int = 0) -> LinearMap:
    """A random linear map; ``surjective``: its columns span the outputs (needs enough input bits)."""
    total_in = sum(n for _, n in inputs)
    total_out = sum(n for _, n in outputs)
    while True:
        cols = [rng.randrange(1 << total_out) if rng.random() < 0.8 else 0 for _ in range(total_in)]
        if rng.random() < 0.3 and cols:  # a repeated column: a copy that is not a zero basis
            cols[rng.randrange(len(cols))] = cols[rng.randrange(len(cols))]
        m = LinearMap(inputs, outputs, cols)
        if not surjective or m.surjective:
            return m


def _dims(rng: random.Random, names: str, lo: int, hi: int) -> Dims:
    return tuple((name, rng.randint(lo, hi)) for name in names)


def test_invert_and_compose_by_hand() -> None:
    # self: r0 -> x1, r1 -> x0; outer: o0 -> x0, o1 -> x1, o2 -> x0 (a copy of o0)
    a = LinearMap((("r", 2),), (("x", 2),), [0b10, 0b01])
    b = LinearMap((("o", 3),), (("x", 2),), [0b01, 0b10, 0b01])
    c = a.invert_and_compose(b)
    assert c.inputs == (("r", 2),) and c.outputs == (("o", 3),)
    assert c.columns == (0b010, 0b001)  # the copy o2 is free, so never chosen
    assert b.free_bits() == {"o": 0b100}
    # output dims matched by name, in another order, and narrower here than in outer
    a2 = LinearMap((("r", 1),), (("y", 1), ("x", 1)), [0b01])  # r0 -> y0
    b2 = LinearMap((("o", 3),), (("x", 1), ("y", 2)), [0b001, 0b010, 0b100])
    assert a2.invert_and_compose(b2).columns == (0b010,)


def test_invert_and_compose_refuses_what_it_cannot_do() -> None:
    a = LinearMap((("r", 1),), (("x", 2),), [0b10])
    short = LinearMap((("o", 1),), (("x", 2),), [0b01])  # reaches x in {0, 1} only
    with pytest.raises(NotLinearError, match="does not reach"):
        a.invert_and_compose(short)
    other = LinearMap((("o", 2),), (("y", 2),), [1, 2])
    with pytest.raises(ValueError, match="output dims"):
        a.invert_and_compose(other)
    narrow = LinearMap((("o", 1),), (("x", 1),), [1])
    with pytest.raises(ValueError, match="has 2 bits here"):
        a.invert_and_compose(narrow)


def test_affine_maps_invert_and_compose() -> None:
    rng = random.Random(7)
    for _ in range(50):
        ins, outs = (("a", 3), ("b", 1)), (("x", 2), ("y", 1))
        a = LinearMap(ins, outs, _random_map(rng, ins, outs).columns, rng.randrange(8))
        lin = _random_map(rng, (("o", 4),), outs, surjective=True)
        b = LinearMap(lin.inputs, lin.outputs, lin.columns, rng.randrange(8))
        c = a.invert_and_compose(b)
        assert all(b.apply_packed(c.apply_packed(x)) == a.apply_packed(x) for x in range(16))


@pytest.mark.parametrize("rest", TIERS)
def test_random_maps_by_brute_force(rest: bool) -> None:
    """invert_and_compose solves outer(c(x)) == self(x) on every input; free bits are exactly the
    bits whose flip can be undone by lower bits; pseudoinvert is a right inverse using no free bit."""
    n = 0
    for seed in part(range(600), rest, per=150):
        rng = random.Random(seed)
        outs = _dims(rng, "xyz"[:rng.randint(1, 3)], 0, 3)
        total_out = sum(k for _, k in outs)
        outer_in = (("o", total_out + rng.randint(0, 3)), ("p", rng.randint(0, 2)))
        outer = _random_map(rng, outer_in, outs, surjective=True)
        inner = _random_map(rng, _dims(rng, "rl", 0, 3), outs)
        c = inner.invert_and_compose(outer)
        size = 1 << sum(k for _, k in inner.inputs)
        assert all(outer.apply_packed(c.apply_packed(x)) == inner.apply_packed(x) for x in range(size))
        free = outer.free_bits()
        packed_free = free["o"] | free["p"] << outer_in[0][1]
        assert all(col & packed_free == 0 for col in c.columns)
        # a bit is free iff some combination of lower bits has the same image
        t = 0
        for name, k in outer.inputs:
            for i in range(k):
                image = outer.columns[t]
                lower = {outer.apply_packed(x) for x in range(1 << t)}
                assert ((free[name] >> i) & 1) == (image in lower), (seed, name, i)
                t += 1
        p = outer.pseudoinvert()
        assert all(outer.apply_packed(p.apply_packed(y)) == y for y in range(1 << total_out))
        assert all(col & packed_free == 0 for col in p.columns)
        n += 1
    assert n > (0 if rest else 100)


# ------------------------------------------------------------------------------ Triton
@pytest.fixture()
def LL() -> Any:
    need("triton (pip install triton==3.9.0)", T.available())
    from triton._C.libtriton import linear_layout

    return linear_layout.LinearLayout


def _to_triton(LL: Any, m: LinearMap) -> Any:
    """The same map as a Triton LinearLayout (it must be linear)."""
    assert m.linear
    bases = []
    for name, _ in m.inputs:
        bases.append((name, [[b[o] for o, _ in m.outputs] for b in m.bases(name)]))
    return LL.from_bases(bases, [o for o, _ in m.outputs], [1 << k for _, k in m.outputs], require_surjective=False)


def _from_triton(ll: Any) -> LinearMap:
    outs = tuple((name, size.bit_length() - 1) for name, size in ll.out_dims)
    cols, ins = [], []
    for name, basis in ll.bases:
        ins.append((name, len(basis)))
        for vec in basis:
            cols.append(LinearMap.pack(outs, dict(zip([o for o, _ in outs], vec, strict=True))))
    return LinearMap(tuple(ins), outs, cols)


def _same(mine: LinearMap, theirs: Any) -> None:
    got = _from_triton(theirs)
    assert (mine.inputs, mine.outputs, mine.columns) == (got.inputs, got.outputs, got.columns), (mine, got)


@pytest.mark.parametrize("rest", TIERS)
def test_random_maps_agree_with_triton(LL: Any, rest: bool) -> None:
    n = 0
    for seed in part(range(400), rest, per=100):
        rng = random.Random(1000 + seed)
        outs = _dims(rng, "xyz"[:rng.randint(1, 3)], 1, 3)
        total_out = sum(k for _, k in outs)
        outer = _random_map(rng, (("o", total_out + rng.randint(0, 3)), ("p", rng.randint(0, 2))), outs,
                            surjective=True)
        narrow = tuple((name, rng.randint(0, k)) for name, k in outs)  # self may be narrower than outer
        inner = _random_map(rng, _dims(rng, "rl", 0, 3), narrow)
        _same(inner.invert_and_compose(outer), _to_triton(LL, inner).invert_and_compose(_to_triton(LL, outer)))
        _same(outer.pseudoinvert(), _to_triton(LL, outer).pseudoinvert())
        # Triton has no getFreeVariableMasks binding; its pseudoinverse uses exactly the pivot bits.
        used = {name: 0 for name, _ in outer.inputs}
        for _, basis in _to_triton(LL, outer).pseudoinvert().bases:
            for vec in basis:
                for (name, _), v in zip(outer.inputs, vec, strict=True):
                    used[name] |= v
        assert outer.free_bits() == {name: ((1 << k) - 1) & ~used[name] for name, k in outer.inputs}
        if outer.injective:
            _same(outer.invert(), _to_triton(LL, outer).invert())
        # Triton's A.compose(B) applies A first: B.compose(A) here.
        second = _random_map(rng, outs, _dims(rng, "uv", 0, 3))
        _same(second.compose(outer), _to_triton(LL, outer).compose(_to_triton(LL, second)))
        n += 1
    assert n > (0 if rest else 60)


def _triton_map(case: T.Case, matrix: str) -> LinearMap:
    layout, shape = T.triton_layout(case, matrix)
    reg, lane = T.bases_of(layout, shape)
    outs = (("dim0", shape[0].bit_length() - 1), ("dim1", shape[1].bit_length() - 1))
    cols = [LinearMap.pack(outs, {"dim0": v[0], "dim1": v[1]}) for v in (*reg, *lane)]
    return LinearMap((("register", len(reg)), ("lane", len(lane))), outs, cols)


def _chains() -> list[tuple[T.Case, T.Case]]:
    """(producer, consumer) pairs of Triton's table on one architecture whose D tile (M x N) is the
    consumer's A tile (M x K): the chained GEMM's conversion D -> A."""
    cases = [c for c in T.cases() if c.kind in ("mfma", "wmma") and not c.bits64]
    return [(p, c) for p in cases for c in cases if p.arch == c.arch and (p.m, p.n) == (c.m, c.k)
            and p.kind == c.kind]


def test_triton_operand_maps_convert_as_triton_converts(LL: Any) -> None:
    need("triton (pip install triton==3.9.0)", T.available())
    pairs = _chains()
    assert len(pairs) > 20
    for producer, consumer in pairs:
        d, a = _triton_map(producer, "D"), _triton_map(consumer, "A")
        ours = d.invert_and_compose(a)
        _same(ours, _to_triton(LL, d).invert_and_compose(_to_triton(LL, a)))
        assert all(a.apply_packed(ours.apply_packed(x)) == d.apply_packed(x) for x in range(1 << len(d.columns)))


def _amd_pairs() -> list[tuple[str, str, str, int]]:
    out = []
    for arch in ("cdna3", "cdna4", "rdna3", "rdna4"):
        insts = [i for i in amdmatrix.instructions(arch) if i.blocks == 1 and not i.sparse]
        for wave in insts[0].arch.waves:
            out += [(arch, p.mnemonic, c.mnemonic, wave) for p in insts for c in insts if (p.m, p.n) == (c.m, c.k)]
    return out


def test_amdmatrix_operand_maps_convert_as_triton_converts(LL: Any) -> None:
    """D of one instruction -> A of another (same M, N = K), amdmatrix's own to_element maps: Triton's
    invertAndCompose and ours give the same bases, RDNA3's replicated A (a free lane bit) included."""
    pairs = _amd_pairs()
    assert len(pairs) > 30
    for arch, prod, cons, wave in pairs[::3]:
        d = operand(amdmatrix.instruction(arch, prod), "D", wave=wave).to_element
        a = operand(amdmatrix.instruction(arch, cons), "A", wave=wave).to_element
        if d is None or a is None or not a.surjective:
            continue
        # D's (row, col) is (i, j); A's is (i, k): j of the producer is k of the consumer.
        _same(d.invert_and_compose(a), _to_triton(LL, d).invert_and_compose(_to_triton(LL, a)))


def test_maps_compare_by_their_bits() -> None:
    a = LinearMap((("x", 2),), (("y", 2),), [1, 2])
    assert a == LinearMap((("x", 2),), (("y", 2),), [1, 2]) and hash(a) == hash(LinearMap(a.inputs, a.outputs, [1, 2]))
    assert a != LinearMap((("x", 2),), (("y", 2),), [2, 1]) and a != LinearMap(a.inputs, a.outputs, [1, 2], 3)
    assert a != LinearMap((("z", 2),), (("y", 2),), [1, 2]) and a != "a map"


def test_a_column_wider_than_the_outputs_is_refused() -> None:
    with pytest.raises(ValueError, match="wider than the output space"):
        LinearMap((("x", 1),), (("y", 2),), [4])
    with pytest.raises(ValueError, match="wider than the output space"):
        LinearMap((("x", 1),), (("y", 2),), [1], constant=4)
    LinearMap((("x", 1),), (("y", 2),), [3], constant=3)  # the widest legal values


def test_a_broadcast_operands_to_hardware_is_its_first_copy() -> None:
    """CBSZ/ABID broadcast (CDNA3 4x4x4, 16 blocks): to_hardware composes the block map with the
    plain layout; every element's (item, lane) must be one of the places placements() puts it."""
    inst = amdmatrix.instruction("cdna3", "v_mfma_f32_4x4x4_16b_f16")
    for cbsz, abid in ((2, 1), (4, 9), (1, 1)):
        om = operand(inst, "A", cbsz=cbsz, abid=abid)
        places: dict[tuple[int, int, int], set[tuple[int, int]]] = {}
        for e in inst.placements("A", cbsz=cbsz, abid=abid):
            loc = e.location
            assert loc is not None
            places.setdefault((e.block, e.row, e.col), set()).add((loc.lane, 32 * loc.register + loc.bits[1]))
        for (block, row, col), where in places.items():
            item, lane = om.location_of(row=row, col=col, block=block)
            assert (lane, om.bit_offset(item)) in where, (cbsz, abid, block, row, col)
