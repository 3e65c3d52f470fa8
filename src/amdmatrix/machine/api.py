"""``amdmatrix.run``: launch a kernel on the CPU and get its arrays back, with the dynamic checks."""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from .._dataclasses import dataclass, field
from ..archs import Arch, resolve_arch
from ..errors import AmdMatrixError, UnknownArchitectureError
from .checks import BankCheck, BankCount, ExecCheck, HazardCheck, LdsCheck, MemoryCheck, Report, Reports, WaitCheck
from .errors import KernelError
from .executor import Machine
from .kernel import Arg, Kernel, read_kernel
from .state import Dispatch, Memory, Region
from .trace import Trace, TraceLine
from .traits import traits

__all__ = ["run", "RunResult", "DEFAULT_MAX_INSTRUCTIONS"]

#: The instruction budget of a launch (wave-instructions), against endless loops.
DEFAULT_MAX_INSTRUCTIONS = 200_000_000


@dataclass
class RunResult:
    """What a launch gives back.

    ``arrays`` has the argument arrays with what the kernel wrote (a list in the order the
    arguments were given, or a dict when they were given by name); ``changed`` names the arrays
    the kernel wrote to. ``reports`` are the dynamic checks' findings, ``banks`` the LDS bank
    conflicts per ``ds_*`` statement, ``trace`` the trace lines asked for.
    """

    arch: str
    kernel: str
    grid: tuple[int, int, int]
    block: tuple[int, int, int]
    wave: int
    arrays: Any
    changed: list[str]
    reports: list[Report]
    banks: list[BankCount]
    trace: list[TraceLine]
    instructions: int
    seconds: float
    workgroups: int
    waves: int
    lds_bytes: int
    provisional: list[str] = field(default_factory=list)
    #: The name of each argument given (the metadata's, else ``argument N``), in order.
    labels: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.reports


def _dims(value: Any, what: str) -> tuple[int, int, int]:
    if isinstance(value, (int, np.integer)) and not isinstance(value, bool):
        value = (int(value),)
    if not isinstance(value, (tuple, list)) or not 1 <= len(value) <= 3 or not all(
            isinstance(v, (int, np.integer)) and not isinstance(v, bool) and v >= 1 for v in value):
        raise KernelError(f"{what} must be 1-3 positive integers (X[,Y[,Z]]), not {value!r}")
    dims = [int(v) for v in value] + [1] * (3 - len(value))
    return dims[0], dims[1], dims[2]


def _arch(arch: Any) -> Arch:
    if isinstance(arch, Arch):
        return arch
    if not isinstance(arch, str):
        raise UnknownArchitectureError(f"the architecture must be a name such as 'gfx942', not {type(arch).__name__}")
    return resolve_arch(arch)


def _scalar_bytes(arg: Arg, value: Any) -> bytes:
    """A by-value argument's bytes: an integer (two's complement, little-endian), a float (binary32
    for 4 bytes, binary64 for 8, binary16 for 2), a NumPy scalar of the argument's size, or bytes."""
    size = arg.size
    if isinstance(value, (bytes, bytearray)):
        if len(value) != size:
            raise KernelError(f"argument {arg.label} takes {size} bytes, not {len(value)}")
        return bytes(value)
    if isinstance(value, np.generic):
        if value.dtype.itemsize != size:
            raise KernelError(f"argument {arg.label} takes {size} bytes; a {value.dtype} has {value.dtype.itemsize}")
        return value.tobytes()
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise KernelError(f"argument {arg.label} ({arg.kind}, {size} bytes) takes a number, not "
                          f"{type(value).__name__}")
    if isinstance(value, float):
        fmt = {2: np.float16, 4: np.float32, 8: np.float64}.get(size)
        if fmt is None:
            raise KernelError(f"argument {arg.label} takes {size} bytes: a float does not fit")
        return np.array([value], fmt).tobytes()
    lo, hi = -(1 << (8 * size - 1)), (1 << (8 * size)) - 1
    if not lo <= value <= hi:
        raise KernelError(f"argument {arg.label}: {value} does not fit in {size} bytes ({lo} to {hi})")
    return (value & ((1 << (8 * size)) - 1)).to_bytes(size, "little")


def _hidden(arg: Arg, grid: tuple[int, int, int], block: tuple[int, int, int], lds_dynamic: int,
            extra: dict[str, int]) -> int:
    """The value the runtime puts in a hidden argument (AMDGPUUsage, "Code Object V5 Metadata":
    the hidden_* value kinds; CLR's ROCclr fills them as below)."""
    k = arg.kind
    axis = {"x": 0, "y": 1, "z": 2}
    if k.startswith("hidden_block_count_"):
        return grid[axis[k[-1]]]
    if k.startswith("hidden_group_size_"):
        return block[axis[k[-1]]]
    if k.startswith("hidden_remainder_"):
        return 0  # whole workgroups: the grid is a number of workgroups
    if k.startswith("hidden_global_offset_"):
        return 0
    if k == "hidden_grid_dims":
        return 3 if grid[2] > 1 or block[2] > 1 else (2 if grid[1] > 1 or block[1] > 1 else 1)
    if k == "hidden_dynamic_lds_size":
        return lds_dynamic
    if k == "hidden_queue_ptr":
        return extra.get("queue", 0)
    return 0  # printf/hostcall buffers, default queue, completion action, heap, private/shared bases: null


def run(arch: str | Arch, kernel: str | os.PathLike[str], *, grid: Any, block: Any,
        args: Sequence[Any] | Mapping[str, Any] = (), name: str | None = None, lds: int = 0,
        checks: bool = True, strict: bool = False, trace: Any = None, explain: bool = False,
        max_instructions: int = DEFAULT_MAX_INSTRUCTIONS, progress: bool | None = None,
        provisional: bool = False) -> RunResult:
    """Run ``kernel`` (assembly text, or a path) on ``arch`` with ``grid`` workgroups of ``block``
    work-items, and return the argument arrays with what the kernel wrote.

    ``args`` are the kernel's arguments in the order of its metadata (the hidden ones are filled
    as the runtime fills them) or by name: NumPy arrays for ``global_buffer`` arguments (None: a
    null pointer), numbers for ``by_value`` ones. ``lds`` is the dynamic LDS of the launch in
    bytes (Triton: ``compiled.metadata.shared``), added to the descriptor's group segment.
    ``checks`` runs the dynamic checks (docs/run.md), ``strict`` makes the first report an error,
    ``trace`` (a wave number, or ``(wave, lane)``) records every instruction that wave executes
    with the registers it wrote, ``explain`` adds the matrix elements a matrix instruction's
    destination registers hold. ``provisional`` allows matrix instructions whose layouts are
    PROVISIONAL (gfx1250).
    """
    a = _arch(arch)
    tr = traits(a)
    if isinstance(kernel, os.PathLike):
        path = os.fspath(kernel)
        try:
            with open(path, encoding="utf-8") as f:
                text = f.read()
        except OSError as e:
            raise KernelError(f"cannot read {path}: {e.strerror or e}") from None
    elif isinstance(kernel, str):
        text, path = kernel, None
    else:
        raise KernelError(f"the kernel must be assembly text or a path, not {type(kernel).__name__}")
    k = read_kernel(text, name, path)
    if k.target is not None:
        try:
            ta = resolve_arch(k.target)
        except AmdMatrixError:
            ta = None
        if ta is not None and ta.name != a.name:
            raise KernelError(f"kernel {k.name} was compiled for {k.target} ({ta.name}), not {a.name}; legal values: "
                              f"-a {k.target}")
    g, b = _dims(grid, "grid"), _dims(block, "block")
    lanes = k.wave or a.default_wave
    if lanes not in a.waves:
        raise KernelError(f"kernel {k.name} is wave{lanes}, which {a.name} does not have (legal: "
                          f"{', '.join(map(str, a.waves))})")
    threads = b[0] * b[1] * b[2]
    entry = _metadata_entry(k)
    limit = entry.get(".max_flat_workgroup_size")
    if isinstance(limit, int) and threads > limit:
        raise KernelError(f"block {b} has {threads} work-items; kernel {k.name} takes at most {limit} "
                          "(.max_flat_workgroup_size)")
    reqd = entry.get(".reqd_workgroup_size")
    if isinstance(reqd, list) and len(reqd) == 3 and tuple(reqd) != b:
        raise KernelError(f"kernel {k.name} requires block {tuple(reqd)} (.reqd_workgroup_size), not {b}")
    if not isinstance(lds, (int, np.integer)) or isinstance(lds, bool) or lds < 0:
        raise KernelError(f"lds (dynamic LDS bytes) must be a non-negative integer, not {lds!r}")
    lds_total = k.flag("group_segment_fixed_size") + int(lds)
    if lds_total > tr.lds_limit:
        raise KernelError(f"the workgroup needs {lds_total} bytes of LDS; {a.name} has {tr.lds_limit}")
    memory = Memory()
    arrays, regions, names, keyed = _place_args(k, args, memory)
    extra: dict[str, int] = {}
    if k.flag("user_sgpr_dispatch_ptr"):
        extra["dispatch_packet"] = _dispatch_packet(memory, g, b, lds_total).base
    if k.flag("user_sgpr_queue_ptr"):
        extra["queue"] = memory.add("queue", np.zeros(256, np.uint8)).base
    kernarg = _kernarg(k, args, keyed, regions, g, b, int(lds), extra, memory)
    dispatch = Dispatch(g, b, memory, kernarg, extra)
    if progress is None:
        progress = bool(getattr(sys.stderr, "isatty", lambda: False)())
    m = Machine(k, a, tr, lanes, dispatch, lds_total, int(max_instructions), progress)
    m.checks = bool(checks)
    reports = Reports(strict)
    banks: BankCheck | None = None
    if checks:
        waits = WaitCheck(m, reports)
        HazardCheck(m, reports)
        LdsCheck(m, reports, waits)
        MemoryCheck(m, reports, names)
        ExecCheck(m, reports)
        banks = BankCheck(m)
    tracer = Trace(m, trace, explain) if trace is not None else None
    if explain and tracer is None:
        raise KernelError("explain needs trace (a wave to trace)")
    if provisional:
        m.ctx.modes["provisional"] = 1
    start = time.perf_counter()
    m.run()
    seconds = time.perf_counter() - start
    out_arrays, changed = _results(k, arrays, regions, keyed)
    per_wg = -(-threads // lanes)
    prov = sorted({op.meta.extra["matrix"].inst.mnemonic for op in m.ops if op is not None and
                   "matrix" in op.meta.extra and op.meta.extra["matrix"].inst.provisional_matrices()})
    return RunResult(a.name, k.name, g, b, lanes, out_arrays, changed, reports.sorted(),
                     sorted(banks.counts.values(), key=lambda c: c.line) if banks else [],
                     tracer.lines if tracer else [], m.executed, seconds, g[0] * g[1] * g[2],
                     g[0] * g[1] * g[2] * per_wg, lds_total, prov, [a.name or f"argument {a.index}"
                                                                     for a in _user_args(k)])


def _metadata_entry(k: Kernel) -> dict[str, Any]:
    for e in k.metadata.get("amdhsa.kernels") or []:
        if isinstance(e, dict) and e.get(".name") == k.name:
            return e
    return {}


def _user_args(k: Kernel) -> list[Arg]:
    return [a for a in k.args if not a.hidden]


def _place_args(k: Kernel, args: Any, memory: Memory) -> tuple[list[Any], dict[int, Region | None], dict[int, str],
                                                                   bool]:
    """Put the array arguments in memory: (values by user argument, regions by user argument, region
    names by base address, whether the arguments came by name)."""
    user = _user_args(k)
    keyed = isinstance(args, Mapping)
    if keyed:
        known = {a.name for a in user if a.name}
        for key in args:
            if key not in known:
                legal = ", ".join(sorted(known)) or "none (the metadata names no argument; pass them in order)"
                raise KernelError(f"kernel {k.name} has no argument {key!r}; legal values: {legal}")
        values = []
        for a in user:
            if not a.name or a.name not in args:
                raise KernelError(f"argument {a.label} of kernel {k.name} is missing")
            values.append(args[a.name])
    else:
        if isinstance(args, (str, bytes)) or not isinstance(args, Sequence):
            raise KernelError("args must be a sequence (in the metadata's order) or a mapping (by name)")
        values = list(args)
        if len(values) != len(user):
            described = ", ".join(f"{a.label}: {a.kind} ({a.size} bytes)" for a in user)
            raise KernelError(f"kernel {k.name} takes {len(user)} arguments ({described}), not {len(values)}")
    regions: dict[int, Region | None] = {}
    names: dict[int, str] = {}
    by_id: dict[int, Region] = {}
    for a, v in zip(user, values, strict=True):
        if a.kind == "global_buffer" or (a.kind == "by_value" and isinstance(v, np.ndarray)):
            if a.kind != "global_buffer":
                raise KernelError(f"argument {a.label} is passed by value ({a.size} bytes), not an array")
            if v is None:
                regions[a.index] = None
                continue
            if not isinstance(v, np.ndarray):
                raise KernelError(f"argument {a.label} is a pointer ({a.kind}): pass a NumPy array (or None), not "
                                  f"{type(v).__name__}")
            got = by_id.get(id(v))
            if got is None:
                label = a.name or f"argument {a.index}"
                got = by_id[id(v)] = memory.add(label, np.ascontiguousarray(v).view(np.uint8).reshape(-1))
                names[got.base] = label
            regions[a.index] = got
        elif a.kind == "by_value":
            if isinstance(v, np.ndarray):
                raise KernelError(f"argument {a.label} is passed by value ({a.size} bytes), not an array")
        else:
            raise KernelError(f"argument {a.label} has the value kind {a.kind!r}, which amdmatrix run does not "
                              "fill; legal values: global_buffer, by_value and the hidden_* kinds")
    return values, regions, names, keyed


def _kernarg(k: Kernel, args: Any, keyed: bool, regions: dict[int, Region | None], grid: tuple[int, int, int],
             block: tuple[int, int, int], lds_dynamic: int, extra: dict[str, int], memory: Memory) -> Region:
    size = max([k.kernarg_size] + [a.offset + a.size for a in k.args] + [16])
    data = bytearray(size)
    user = _user_args(k)
    values = [args[a.name] for a in user] if keyed else list(args)
    for a, v in zip(user, values, strict=True):
        if a.kind == "global_buffer":
            r = regions.get(a.index)
            raw = (r.base if r is not None else 0).to_bytes(8, "little")[:a.size]
        else:
            raw = _scalar_bytes(a, v)
        data[a.offset:a.offset + a.size] = raw
    for a in k.args:
        if a.hidden:
            value = _hidden(a, grid, block, lds_dynamic, extra)
            data[a.offset:a.offset + a.size] = (value & ((1 << (8 * a.size)) - 1)).to_bytes(a.size, "little")
    return memory.add("kernarg segment", np.frombuffer(bytes(data), np.uint8).copy())


def _dispatch_packet(memory: Memory, grid: tuple[int, int, int], block: tuple[int, int, int],
                     lds: int) -> Region:
    """An hsa_kernel_dispatch_packet_t (HSA runtime specification, §2.9.6): setup (dimensions),
    workgroup_size_x/y/z (u16 at 4, 6, 8), grid_size_x/y/z in work-items (u32 at 12, 16, 20),
    group_segment_size (u32 at 28)."""
    p = bytearray(64)
    dims = 3 if grid[2] > 1 or block[2] > 1 else (2 if grid[1] > 1 or block[1] > 1 else 1)
    p[2:4] = dims.to_bytes(2, "little")
    for n in range(3):
        p[4 + 2 * n:6 + 2 * n] = block[n].to_bytes(2, "little")
        p[12 + 4 * n:16 + 4 * n] = (grid[n] * block[n]).to_bytes(4, "little")
    p[28:32] = lds.to_bytes(4, "little")
    return memory.add("dispatch packet", np.frombuffer(bytes(p), np.uint8).copy())


def _results(k: Kernel, values: list[Any], regions: dict[int, Region | None], keyed: bool) -> tuple[Any, list[str]]:
    """The arrays with what the kernel wrote, in the form they were given (a list, or a dict by
    name), and the names of the arrays the kernel wrote to."""
    user = _user_args(k)
    out: list[Any] = []
    changed: list[str] = []
    seen: set[int] = set()
    for a, v in zip(user, values, strict=True):
        r = regions.get(a.index)
        if r is None or not isinstance(v, np.ndarray):
            out.append(v)
            continue
        out.append(r.data[:r.size].view(v.dtype).reshape(v.shape).copy() if v.size else v.copy())
        if r.written and id(r) not in seen:
            changed.append(r.name)
            seen.add(id(r))
    if keyed:
        return {a.name: v for a, v in zip(user, out, strict=True)}, changed
    return out, changed
