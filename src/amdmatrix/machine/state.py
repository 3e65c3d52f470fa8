"""The machine state, explicit: memory, workgroups (their LDS) and waves (their registers).

* :class:`Memory`: global memory as NumPy byte arrays at simulated 64-bit addresses, one
  :class:`Region` per argument array (and the kernarg segment), with guard gaps between them
  so that an access past an array's end touches no other array. Every access names the lanes'
  addresses; a lane that falls outside every region reads 0 and writes nothing, and the
  memory tells its observers (the out-of-range check).
* :class:`Workgroup`: its LDS (a byte array of the size the descriptor and the launch give)
  and its waves; LDS accesses go through it, and it tells its observers (the LDS race check,
  the bank-conflict counts).
* :class:`Wave`: SGPRs (slots as in :mod:`.operands`, Python integers: the scalar unit works
  on one value at a time), SCC, VGPRs and AccVGPRs as ``(registers, lanes)`` uint32 NumPy
  arrays, EXEC (in the SGPR slots 126-127, with its lane mask cached), the program counter
  (a statement index) and the outstanding memory operations per wait counter.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable
from typing import Any

import numpy as np
import numpy.typing as npt

from .._dataclasses import dataclass, field
from .operands import SCALAR_SLOTS, SLOT_EXEC, lanes_of

__all__ = ["Region", "Memory", "Workgroup", "Wave", "Pending", "BASE_ADDRESS"]

#: Where the first region starts, and the gap kept between regions.
BASE_ADDRESS = 0x7F00_0000_0000
_GAP = 1 << 24
_ALIGN = 1 << 12


@dataclass
class Region:
    """One array in global memory."""

    name: str
    base: int
    size: int
    data: npt.NDArray[np.uint8]
    #: Bytes written by the kernel (for --out: which arrays changed).
    written: bool = False

    @property
    def end(self) -> int:
        return self.base + self.size


#: An observer of global memory: (wave, kind "load"/"store"/"atomic", addresses of the lanes that
#: missed every region, nbytes) -> None.
OutOfRange = Callable[["Wave", str, list[int], int], None]


class Memory:
    """Global memory: regions at simulated addresses."""

    def __init__(self) -> None:
        self.regions: list[Region] = []
        self._bases: list[int] = []
        self._next = BASE_ADDRESS
        self.observers: list[OutOfRange] = []

    def add(self, name: str, data: npt.NDArray[np.uint8]) -> Region:
        size = int(data.size)
        padded = np.zeros(max(16, (size + 15) // 16 * 16), np.uint8)
        padded[:size] = data.reshape(-1)
        r = Region(name, self._next, size, padded)
        self._next = (self._next + size + _GAP + _ALIGN - 1) // _ALIGN * _ALIGN
        self.regions.append(r)
        self._bases.append(r.base)
        return r

    def find(self, address: int, nbytes: int = 1) -> Region | None:
        k = bisect.bisect_right(self._bases, address) - 1
        if k < 0:
            return None
        r = self.regions[k]
        return r if address + nbytes <= r.end else None

    def nearest(self, address: int) -> Region | None:
        """The region nearest to ``address`` (for messages)."""
        if not self.regions:
            return None
        return min(self.regions, key=lambda r: 0 if r.base <= address < r.end else min(abs(address - r.base),
                                                                                         abs(address - r.end)))

    # ------------------------------------------------------------------ scalar accesses
    def read_scalar(self, w: Wave, address: int, nbytes: int) -> bytes:
        r = self.find(address, nbytes)
        if r is None:
            for obs in self.observers:
                obs(w, "scalar load", [address], nbytes)
            return bytes(nbytes)
        off = address - r.base
        return r.data[off:off + nbytes].tobytes()

    def write_scalar(self, w: Wave, address: int, data: bytes) -> None:
        r = self.find(address, len(data))
        if r is None:
            for obs in self.observers:
                obs(w, "scalar store", [address], len(data))
            return
        off = address - r.base
        r.data[off:off + len(data)] = np.frombuffer(data, np.uint8)
        r.written = True

    # ------------------------------------------------------------------ vector accesses
    def _locate(self, w: Wave, addrs: npt.NDArray[np.uint64], active: npt.NDArray[np.bool_], nbytes: int,
                kind: str) -> tuple[Region | None, npt.NDArray[np.int64] | None, npt.NDArray[np.bool_]]:
        """(one region all active lanes hit, their offsets, the lanes in range); or (None, None, in
        range) when the lanes spread over several regions."""
        act = np.flatnonzero(active)
        if act.size == 0:
            return None, None, active
        a0 = int(addrs[act[0]])
        r = self.find(a0, nbytes)
        if r is not None:
            offs = addrs.astype(np.int64) - r.base
            ok = active & (offs >= 0) & (offs + nbytes <= r.size)
            if ok.sum() == act.size:
                return r, offs, ok
        ok = active.copy()
        bad = []
        for lane in act:
            a = int(addrs[lane])
            if self.find(a, nbytes) is None:
                ok[lane] = False
                bad.append(a)
        if bad:
            for obs in self.observers:
                obs(w, kind, bad, nbytes)
        return None, None, ok

    def load(self, w: Wave, addrs: npt.NDArray[np.uint64], active: npt.NDArray[np.bool_],
             nbytes: int) -> npt.NDArray[np.uint8]:
        """(lanes, nbytes) bytes at each active lane's address (0 where out of range or inactive)."""
        r, offs, ok = self._locate(w, addrs, active, nbytes, "load")
        out = np.zeros((addrs.shape[0], nbytes), np.uint8)
        if r is not None and offs is not None:
            idx = np.where(ok, offs, 0)[:, None] + np.arange(nbytes)
            out[ok] = r.data[idx[ok]]
            return out
        for lane in np.flatnonzero(ok):
            a = int(addrs[lane])
            reg = self.find(a, nbytes)
            assert reg is not None
            out[lane] = reg.data[a - reg.base:a - reg.base + nbytes]
        return out

    def store(self, w: Wave, addrs: npt.NDArray[np.uint64], active: npt.NDArray[np.bool_],
              data: npt.NDArray[np.uint8]) -> None:
        """Write ``data`` (lanes, nbytes) at each active lane's address (lanes in order: the
        highest lane wins where two lanes write one byte)."""
        nbytes = data.shape[1]
        r, offs, ok = self._locate(w, addrs, active, nbytes, "store")
        if r is not None and offs is not None:
            lanes = np.flatnonzero(ok)
            idx = offs[lanes][:, None] + np.arange(nbytes)
            r.data[idx] = data[lanes]
            r.written = True
            return
        for lane in np.flatnonzero(ok):
            a = int(addrs[lane])
            reg = self.find(a, nbytes)
            assert reg is not None
            reg.data[a - reg.base:a - reg.base + nbytes] = data[lane]
            reg.written = True


#: An LDS observer: (wave, statement index, byte address per lane (-1: inactive), bytes per
#: lane, write) -> None.
LdsObserver = Callable[["Wave", int, npt.NDArray[np.int64], int, bool], None]


class Workgroup:
    """One workgroup: its ID, its LDS and its waves (and the global memory they share)."""

    def __init__(self, ident: tuple[int, int, int], linear: int, lds_bytes: int, memory: Memory) -> None:
        self.id = ident
        self.linear = linear
        self.lds = np.zeros(max(lds_bytes, 4) + 16, np.uint8)
        self.lds_size = lds_bytes
        self.memory = memory
        self.waves: list[Wave] = []
        self.observers: list[LdsObserver] = []
        #: How many barriers the workgroup has passed (the LDS race check's epoch).
        self.barriers = 0

    def lds_load(self, w: Wave, index: int, addrs: npt.NDArray[np.int64], nbytes: int) -> npt.NDArray[np.uint8]:
        """(lanes, nbytes) bytes at each lane's LDS address (-1: inactive); 0 past the LDS size."""
        for obs in self.observers:
            obs(w, index, addrs, nbytes, False)
        ok = (addrs >= 0) & (addrs + nbytes <= self.lds_size)
        out = np.zeros((addrs.shape[0], nbytes), np.uint8)
        if ok.all():
            out[:] = self.lds[addrs[:, None] + np.arange(nbytes)]
        elif ok.any():
            out[ok] = self.lds[addrs[ok][:, None] + np.arange(nbytes)]
        return out

    def lds_store(self, w: Wave, index: int, addrs: npt.NDArray[np.int64], data: npt.NDArray[np.uint8]) -> None:
        """Write each lane's bytes at its LDS address (lanes in order: the highest lane wins a
        shared byte); nothing past the LDS size."""
        nbytes = data.shape[1]
        if self.observers:
            ok = (addrs >= 0) & (addrs + nbytes <= self.lds_size)
            same = np.zeros(addrs.shape[0], bool)
            if ok.any():  # lanes whose write leaves the bytes as they are (several waves writing one value)
                same[ok] = (self.lds[addrs[ok][:, None] + np.arange(nbytes)] == data[ok]).all(axis=1)
            for obs in self.observers:
                obs(w, index, np.where(same, -1, addrs) if same.any() else addrs, nbytes, True)
        ok = (addrs >= 0) & (addrs + nbytes <= self.lds_size)
        if ok.all():
            self.lds[addrs[:, None] + np.arange(nbytes)] = data
        elif ok.any():
            self.lds[addrs[ok][:, None] + np.arange(nbytes)] = data[ok]


@dataclass
class Pending:
    """One outstanding memory operation of a wave, on one counter."""

    #: Statement index and source line of the instruction.
    at: int
    line: int
    text: str
    #: Ordering class: operations of one class complete in order; "" completes in any order.
    order: str
    #: Registers it will write: vector registers as a bit mask (v0 = bit 0, a0 = bit 512),
    #: scalar slots as a bit mask.
    vmask: int
    smask: int
    #: LDS byte addresses it touches (writes: True), for the race check across a barrier.
    lds: Any = None
    #: Whether a read before its wait was reported (its later reads are the same bug: not again).
    reported: bool = False


class Wave:
    """One wave's registers and progress."""

    def __init__(self, wg: Workgroup, local: int, index: int, lanes: int, vgprs: int, agprs: int,
                 private: int = 0) -> None:
        self.wg = wg
        self.local = local
        self.index = index
        self.lanes = lanes
        self.full = (1 << lanes) - 1
        self.s: list[int] = [0] * SCALAR_SLOTS
        self.scc = 0
        self.v: npt.NDArray[np.uint32] = np.zeros((max(vgprs, 1), lanes), np.uint32)
        self.a: npt.NDArray[np.uint32] = np.zeros((max(agprs, 1), lanes), np.uint32)
        self.pc = 0
        self.done = False
        self.at_barrier = False
        #: Barriers this wave has signalled (s_barrier, s_barrier_signal): it waits at
        #: s_barrier / s_barrier_wait until the workgroup has completed that many.
        self.signals = 0
        self.executed = 0
        self._exec_key = -1
        self._exec_mask: npt.NDArray[np.bool_] = lanes_of(0, lanes)
        #: Outstanding memory operations per counter (oldest first).
        self.pending: dict[str, list[Pending]] = {}
        #: Bit masks of the registers outstanding loads will write (vector, scalar).
        self.pend_v = 0
        self.pend_s = 0
        self.prio = 0
        #: Each lane's private (scratch) memory: (lanes, the private segment's bytes + 16).
        self.private: npt.NDArray[np.uint8] = np.zeros((lanes, private + 16), np.uint8)

    # ------------------------------------------------------------------ EXEC
    @property
    def exec(self) -> int:
        if self.lanes == 32:
            return self.s[SLOT_EXEC]
        return self.s[SLOT_EXEC] | (self.s[SLOT_EXEC + 1] << 32)

    def set_exec(self, value: int) -> None:
        self.s[SLOT_EXEC] = value & 0xFFFFFFFF
        if self.lanes == 64:
            self.s[SLOT_EXEC + 1] = (value >> 32) & 0xFFFFFFFF

    def exec_mask(self) -> npt.NDArray[np.bool_]:
        e = self.exec
        if e != self._exec_key:
            self._exec_key = e
            self._exec_mask = lanes_of(e, self.lanes)
        return self._exec_mask

    def all_active(self) -> bool:
        return self.exec == self.full

    # ------------------------------------------------------------------ VGPR writes under EXEC
    def vwrite(self, reg: int, value: npt.NDArray[np.uint32]) -> None:
        if self.exec == self.full:
            self.v[reg] = value
        else:
            np.copyto(self.v[reg], value, where=self.exec_mask(), casting="unsafe")

    def awrite(self, reg: int, value: npt.NDArray[np.uint32]) -> None:
        if self.exec == self.full:
            self.a[reg] = value
        else:
            np.copyto(self.a[reg], value, where=self.exec_mask(), casting="unsafe")


@dataclass
class Dispatch:
    """What every wave of a launch shares."""

    grid: tuple[int, int, int]
    block: tuple[int, int, int]
    memory: Memory
    kernarg: Region
    extra: dict[str, Any] = field(default_factory=dict)
