"""A plan being emitted: :class:`_Code` (the set-up and the sequence as :class:`Op` records on
virtual registers, with the constants and per-lane vectors the set-up builds), where the values
are while a register plan is emitted, and the packing of values into a register."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .._dataclasses import dataclass
from .lanes import _classify, _xor_move
from .ops import Op, Reg
from .problem import _Problem


def _v(n: int, count: int = 1) -> Reg:
    return Reg("v", n, count)


class _Code:
    """A plan being emitted: the set-up and the sequence as :class:`Op` records on virtual
    registers (VGPRs from ``first_free`` on, the producer's D being 0 .. first_free - 1; SGPRs
    from 0), the tuples that must stay consecutive, and the constants the SGPRs hold."""

    def __init__(self, p: _Problem, first_free: int) -> None:
        self.p = p
        self.ops: list[Op] = []
        self.setup: list[Op] = []
        self.next = first_free
        self.snext = 0
        #: The constant each virtual SGPR holds (for the HIP forms); pairs start at even indices.
        self.svalues: dict[int, int] = {}
        self.spairs: set[int] = set()
        self.constants: dict[tuple[Any, ...], Reg] = {}
        #: Virtual VGPRs that must be consecutive physical registers, in order (register tuples).
        self.groups: list[tuple[int, ...]] = []
        #: Each per-lane vector the set-up builds: register -> (lane 0's value, what each lane bit XORs in).
        self.vectors: dict[int, tuple[int, list[int]]] = {}
        #: (step, slot coordinates, lane coordinates, register-index coordinates) after each step
        self.snapshots: list[tuple[str, tuple[int, ...], tuple[int, ...], tuple[int, ...]]] = []
        self.count = 0

    def vgpr(self, n: int = 1) -> int:
        """The first of ``n`` new consecutive virtual VGPRs."""
        self.next += n
        return self.next - n

    def emit(self, mnemonic: str, *operands: Reg | str, mods: tuple[str, ...] = (), writes: int = 1,
             reads_written: bool = False) -> None:
        self.ops.append(Op(mnemonic, operands, mods, writes, reads_written))
        self.count += 1

    def _set(self, mnemonic: str, *operands: Reg | str) -> None:
        self.setup.append(Op(mnemonic, operands))

    def sconst(self, value: int) -> Reg:
        key = ("s", value)
        if key not in self.constants:
            s = self.snext
            self.snext += 1
            self.svalues[s] = value
            self._set("s_mov_b32", Reg("s", s), f"0x{value:x}")
            self.constants[key] = Reg("s", s)
        return self.constants[key]

    def mask(self, bits: int) -> Reg:
        """An SGPR (pair) holding lane mask ``bits``."""
        key = ("m", bits)
        if key not in self.constants:
            if self.p.lanes == 64:
                s = self.snext + (self.snext & 1)
                self.snext = s + 2
                self.spairs.add(s)
                self.svalues[s], self.svalues[s + 1] = bits & 0xFFFFFFFF, bits >> 32
                self._set("s_mov_b32", Reg("s", s), f"0x{bits & 0xFFFFFFFF:x}")
                self._set("s_mov_b32", Reg("s", s + 1), f"0x{bits >> 32:x}")
                self.constants[key] = Reg("s", s, 2)
            else:
                self.constants[key] = self.sconst(bits)
        return self.constants[key]

    def lane_vector(self, values: Sequence[int]) -> Reg:
        """A VGPR holding values[lane] (set-up: built from lane masks, hoistable)."""
        key = ("v", tuple(values))
        if key in self.constants:
            return self.constants[key]
        out = self.vgpr()
        base = values[0]
        diffs = [values[1 << b] ^ base for b in range(self.p.lanes.bit_length() - 1)]
        for lane, v in enumerate(values):  # the planner's vectors are XOR-linear in the lane bits
            want = base
            for b, d in enumerate(diffs):
                if lane >> b & 1:
                    want ^= d
            if want != v:
                raise AssertionError("internal error: a per-lane vector that is not XOR-linear in the lane bits")
        self._set("v_mov_b32", _v(out), f"0x{base:x}")
        tmp = self.vgpr()
        for b, diff in enumerate(diffs):
            if not diff:
                continue
            m = self.mask(sum(1 << lane for lane in range(self.p.lanes) if lane >> b & 1))
            self._set("v_xor_b32", _v(tmp), f"0x{diff:x}", _v(out))
            self._set("v_cndmask_b32_e64", _v(out), _v(out), _v(tmp), m)
        self.constants[key] = _v(out)
        self.vectors[out] = (base, diffs)
        return _v(out)

    def xor_lane(self, dst: int, src: int, b: int) -> None:
        """dst = src read from lane l ^ 2**b."""
        self.move(dst, src, [lane ^ (1 << b) for lane in range(self.p.lanes)], _xor_move(self.p, b))

    def gather(self, dst: int, src: int, f: list[int]) -> None:
        self.move(dst, src, f, _classify(self.p, f) or ("bpermute", "", 0))

    def move(self, dst: int, src: int, f: list[int], how: tuple[str, str, int]) -> None:
        """dst = src read from lane f[l] in lane l, by the move ``how`` (:func:`_classify_lanes`)."""
        kind, text, _ = how
        if kind == "copy":
            self.emit("v_mov_b32", _v(dst), _v(src))
        elif kind == "dpp":
            self.emit("v_mov_b32_dpp", _v(dst), _v(src), mods=(text, "row_mask:0xf", "bank_mask:0xf"),
                      reads_written=True)
        elif kind in ("permlane16", "permlanex16"):
            lo, hi = (int(x, 16) for x in text.split(","))
            self.emit(f"v_{kind}_b32", _v(dst), _v(src), self.sconst(lo), self.sconst(hi), reads_written=True)
        elif kind == "swizzle":
            self.emit("ds_swizzle_b32", _v(dst), _v(src), mods=(f"offset:{text}",))
        else:
            addr = self.lane_vector([4 * x for x in f])
            self.emit("ds_bpermute_b32", _v(dst), addr, _v(src))


@dataclass
class _Arrangement:
    """Where the values are while a register plan is emitted: the coordinate of each lane bit,
    each register-index bit (``rc``, index bit i) and each slot bit, and the virtual register
    of each register index (``phys``)."""

    lanes: list[int]
    rc: list[int]
    phys: list[int]
    slots: list[int]


def _pack(code: _Code, p: _Problem, out: int, q: list[int]) -> None:
    """Pack ``q`` (2 registers for 16-bit values, 4 for 8-bit: slot order) into ``out``: the
    conversion, or v_perm of the high halves (BF16 by truncation) or of a 16-bit D's halves."""
    cvt = p.cvt or "v_perm_b32"
    if cvt == "v_perm_b32":
        sel = 0x07060302 if not p.half_source or p.half_hi else 0x05040100
        code.emit("v_perm_b32", _v(out), _v(q[1]), _v(q[0]), code.sconst(sel))
    elif len(q) == 2:
        code.emit(cvt, _v(out), _v(q[0]), _v(q[1]))
    else:
        code.emit(cvt, _v(out), _v(q[0]), _v(q[1]), reads_written=True)  # writes the low half, keeps the high
        code.emit(cvt, _v(out), _v(q[2]), _v(q[3]), mods=("op_sel:[0,0,1]",), reads_written=True)
