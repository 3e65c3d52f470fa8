"""``amdmatrix run``: execute a whole kernel on the CPU and say where it goes wrong.

``run(argv)`` takes the whole argument list (starting with "run"), writes to sys.stdout and
sys.stderr and returns the exit status: 0 (no report), 1 (the dynamic checks reported
something, or ``--strict`` stopped the run at the first report), 2 after one line
``amdmatrix: error: ...`` on bad input, an instruction the executor does not implement, or a
kernel it cannot run.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from typing import Any

from ..errors import AmdMatrixError
from ..render.jsontext import pretty
from ..vocabulary import JSON_SCHEMA
from .options import UsageError, arch_names
from .subparser import help_shown
from .subparser import parser as subparser

__all__ = ["run", "USAGE"]

USAGE = """\
usage: amdmatrix run -a ARCH KERNEL --grid X[,Y,Z] --block X[,Y,Z] [--arg VALUE ...] [--kernel NAME]
                     [--lds BYTES] [--out DIR] [--strict] [--no-checks] [--trace WAVE[,LANE]] [--explain]
                     [--provisional] [--max-instructions N] [--json]

Execute an assembly kernel (Triton's .asm["amdgcn"], clang -S, hand-written, an llvm-objdump
listing with its descriptor) on the CPU, bit-exact, with the dynamic checks: a register read
before the s_waitcnt that covers its load, a wait-state hazard on the path taken, an LDS race
between waves, an access past the LDS or outside every global array; and the LDS bank
conflicts of each ds_* instruction (docs/run.md).

  -a, --architecture ARCH    @ARCHS@ or an alias (gfx942, MI300X, ...)
  KERNEL                     the assembly file (- for standard input)
  --kernel NAME              the kernel to run, when the file has several
  --grid X[,Y,Z]             workgroups in each dimension (Triton's grid, HIP's gridDim)
  --block X[,Y,Z]            work-items per workgroup (Triton: num_warps x the wave size)
  --arg VALUE                the next argument, in the metadata's order (or NAME=VALUE):
                             a .npy file for a pointer argument, null for a null pointer,
                             an integer or a float (0x10, -3, 1.5) for a by-value argument;
                             hidden arguments are filled as the runtime fills them
  --lds BYTES                dynamic LDS of the launch (Triton: compiled.metadata.shared)
  --out DIR                  write each array the kernel changed to DIR/NAME.npy
  --strict                   stop at the first report (exit status 1)
  --no-checks                run without the dynamic checks (faster)
  --trace WAVE[,LANE]        print every instruction wave WAVE executed with the registers it wrote
  --explain                  with --trace: the matrix elements a matrix instruction's D registers hold
  --provisional              allow matrix instructions with PROVISIONAL layouts (gfx1250)
  --max-instructions N       stop after N wave-instructions (default 200,000,000)
  --json                     machine-readable output (docs/json.md)
  -h, --help                 this help
""".replace("@ARCHS@", arch_names())


def _parse(argv: Sequence[str]) -> dict[str, Any]:
    p = subparser("amdmatrix run")
    p.add_argument("-a", "--architecture", "--arch", dest="arch")
    p.add_argument("kernel", nargs="?")
    p.add_argument("--kernel", dest="name")
    p.add_argument("--grid")
    p.add_argument("--block")
    p.add_argument("--arg", dest="args", action="append")
    p.add_argument("--lds")
    p.add_argument("--out")
    p.add_argument("--trace")
    p.add_argument("--max-instructions", dest="max_instructions")
    for flag in ("--strict", "--no-checks", "--explain", "--provisional", "--json", "-h", "--help"):
        p.add_argument(flag, action="store_true")
    return vars(p.parse_args(argv))


def _dims(text: str, option: str) -> tuple[int, ...]:
    parts = text.replace("x", ",").split(",")
    try:
        dims = tuple(int(p, 0) for p in parts)
    except ValueError:
        raise UsageError(f"argument {option}: {text!r} is not X[,Y[,Z]] of positive integers") from None
    if not 1 <= len(dims) <= 3 or any(d < 1 for d in dims):
        raise UsageError(f"argument {option}: {text!r} is not X[,Y[,Z]] of positive integers")
    return dims


def _number(text: str) -> int | float | None:
    t = text.strip()
    try:
        return int(t, 0)
    except ValueError:
        pass
    try:
        return float(t)
    except ValueError:
        return None


def _value(text: str, files: dict[str, str], key: str) -> Any:
    from . import npyfiles

    if text.strip().lower() in ("null", "none"):
        return None
    n = _number(text)
    if n is not None:
        return n
    arr = npyfiles.load(text, "--arg")
    files[key] = text
    return arr


def _args(values: list[str]) -> tuple[Any, dict[str, str]]:
    """The --arg values: a list, or a dict when every one is NAME=VALUE; and which came from files."""
    files: dict[str, str] = {}
    named = [v for v in values if "=" in v and not os.path.exists(v)]
    if named and len(named) != len(values):
        raise UsageError("--arg: give every argument as NAME=VALUE or none (they are in the metadata's order)")
    if named:
        out: dict[str, Any] = {}
        for v in values:
            key, _, text = v.partition("=")
            if key in out:
                raise UsageError(f"--arg: {key} is given twice")
            out[key] = _value(text, files, key)
        return out, files
    lst = []
    for n, v in enumerate(values):
        lst.append(_value(v, files, str(n)))
    return lst, files


def _trace(text: str) -> int | tuple[int, int]:
    parts = text.split(",")
    try:
        nums = [int(p, 0) for p in parts]
    except ValueError:
        raise UsageError(f"argument --trace: {text!r} is not WAVE or WAVE,LANE") from None
    if len(nums) == 1:
        return nums[0]
    if len(nums) == 2:
        return nums[0], nums[1]
    raise UsageError(f"argument --trace: {text!r} is not WAVE or WAVE,LANE")


def _hex(v: Any) -> str:
    if v is None:
        return "?"
    if isinstance(v, list):
        return "[" + " ".join(f"{x:08x}" for x in v) + "]"
    return f"0x{v:08x}"


def _outputs(result: Any, files: dict[str, str], out_dir: str | None, names: list[str]) -> dict[str, str]:
    """Write the changed arrays to ``out_dir``: {argument: path}."""
    if out_dir is None:
        return {}
    from . import npyfiles

    if os.path.exists(out_dir) and not os.path.isdir(out_dir):
        raise UsageError(f"--out: {out_dir!r} is not a directory")
    try:
        os.makedirs(out_dir, exist_ok=True)
    except OSError as e:
        raise UsageError(f"--out: cannot create {out_dir!r}: {e.strerror or e}") from None
    arrays = result.arrays
    values = [arrays[n] for n in names] if isinstance(arrays, dict) else list(arrays)
    written: dict[str, str] = {}
    for pos, (label, arr) in enumerate(zip(names, values, strict=True)):
        if label not in result.changed:
            continue
        src = files.get(label) or files.get(str(pos))
        stem = os.path.splitext(os.path.basename(src))[0] if src else label.replace(" ", "_")
        path = os.path.join(out_dir, stem + ".npy")
        if src and os.path.exists(path) and os.path.samefile(path, src):
            raise UsageError(f"--out: {path!r} is the input file of {label}; give another directory")
        npyfiles.save(path, arr)
        written[label] = path
    return written


def _document(r: Any, written: dict[str, str]) -> dict[str, Any]:
    return {
        "schema": JSON_SCHEMA, "query": "run", "architecture": r.arch, "kernel": r.kernel, "grid": list(r.grid),
        "block": list(r.block), "wave": r.wave, "lds_bytes": r.lds_bytes, "workgroups": r.workgroups,
        "waves": r.waves, "instructions": r.instructions, "seconds": round(r.seconds, 3),
        "changed": list(r.changed), "outputs": written, "provisional": list(r.provisional),
        "reports": [{"kind": x.kind, "line": x.line, "other_line": x.other_line, "rule": x.rule, "waves": x.waves,
                     "message": x.message} for x in r.reports],
        "bank_conflicts": [{"line": b.line, "instruction": b.text, "executions": b.executions, "cycles": b.cycles,
                            "extra_cycles": b.extra, "worst_ways": b.worst, "modelled": b.modelled,
                            "provisional": b.provisional} for b in r.banks],
        "trace": [{"step": t.step, "line": t.line, "instruction": t.text,
                   "writes": [{"register": name, "value": value} for name, value in t.writes],
                   "elements": [{"location": loc, "elements": els} for loc, els in t.elements]} for t in r.trace],
    }


def _text(r: Any, written: dict[str, str], path: str) -> list[str]:
    out = [f"{r.kernel} on {r.arch} (wave{r.wave}): grid {'x'.join(map(str, r.grid))}, block "
           f"{'x'.join(map(str, r.block))}, {r.lds_bytes} bytes of LDS"]
    rate = r.instructions / r.seconds if r.seconds > 0 else 0.0
    out.append(f"  {r.workgroups:,} workgroups, {r.waves:,} waves, {r.instructions:,} wave-instructions in "
               f"{r.seconds:.2f} s ({rate:,.0f}/s)")
    if r.provisional:
        out.append(f"  PROVISIONAL: {', '.join(r.provisional)} (layouts AMD has not confirmed; docs/gfx1250.md)")
    changed = ", ".join(f"{c} -> {written[c]}" if c in written else c for c in r.changed) or "nothing"
    out.append(f"  changed: {changed}")
    for t in r.trace:
        writes = "  ".join(f"{n}={_hex(v)}" for n, v in t.writes)
        out.append(f"trace [{t.step}] {path}:{t.line}: {t.text}" + (f"    {writes}" if writes else ""))
        for loc, els in t.elements:
            out.append(f"    {loc} = {els}")
    conflicted = [b for b in r.banks if b.extra]
    if r.banks:
        unmodelled = [b for b in r.banks if not b.modelled]
        out.append(f"LDS bank conflicts: {len(r.banks)} ds instructions, {len(conflicted)} with conflicts"
                   + (f", {len(unmodelled)} not in the LDS model" if unmodelled else ""))
        for b in r.banks:
            if not b.modelled:
                out.append(f"  {path}:{b.line}: {b.text}: {b.executions:,} executions (not in the LDS model)")
            elif b.extra:
                prov = " PROVISIONAL" if b.provisional else ""
                out.append(f"  {path}:{b.line}: {b.text}: {b.executions:,} executions, {b.cycles:,} cycles over "
                           f"{b.phases:,} phases ({b.extra:,} from conflicts, worst {b.worst}-way){prov}")
    for x in r.reports:
        more = f" [{x.waves} waves]" if x.waves > 1 else ""
        msg = x.message.split(": ", 1)[1] if x.message.startswith("line ") else x.message
        out.append(f"{path}:{x.line}: {x.kind}: {msg}{more}")
    out.append(f"checks: {len(r.reports)} report{'s' if len(r.reports) != 1 else ''}")
    return out


def run(argv: list[str]) -> int:
    """``argv[0]`` is "run"; returns the exit status."""
    try:
        opts = _parse(argv[1:])
        if help_shown(opts, USAGE, "amdmatrix run"):
            return 0
        if not opts.get("kernel"):
            raise UsageError("the kernel file is missing (see amdmatrix run -h)")
        for key in ("grid", "block"):
            if key not in opts:
                raise UsageError(f"--{key} is missing (see amdmatrix run -h)")
        if opts.get("explain") and "trace" not in opts:
            raise UsageError("--explain needs --trace WAVE[,LANE]")
        if opts.get("no_checks") and opts.get("strict"):
            raise UsageError("--strict and --no-checks conflict: --strict stops at the first report of the checks")
        grid, block = _dims(opts["grid"], "--grid"), _dims(opts["block"], "--block")
        lds = 0
        if "lds" in opts:
            n = _number(opts["lds"])
            if not isinstance(n, int) or n < 0:
                raise UsageError(f"argument --lds: {opts['lds']!r} is not a number of bytes")
            lds = n
        limit = None
        if "max_instructions" in opts:
            n = _number(opts["max_instructions"])
            if not isinstance(n, int) or n < 1:
                raise UsageError(f"argument --max-instructions: {opts['max_instructions']!r} is not a positive "
                                 "integer")
            limit = n
        trace = _trace(opts["trace"]) if "trace" in opts else None
        args, files = _args(opts.get("args") or [])
        path = opts["kernel"]
        from ..fileio import read_text

        try:
            text = sys.stdin.read() if path == "-" else read_text(path)
        except OSError as e:
            raise UsageError(f"cannot read {path}: {e.strerror or e}") from None
        from .. import machine

        kw: dict[str, Any] = {}
        if limit is not None:
            kw["max_instructions"] = limit
        result = machine.run(opts["arch"], text, grid=grid, block=block, args=args, name=opts.get("name"), lds=lds,
                             checks=not opts.get("no_checks"), strict=bool(opts.get("strict")), trace=trace,
                             explain=bool(opts.get("explain")), provisional=bool(opts.get("provisional")), **kw)
        names = _arg_names(result, args)
        written = _outputs(result, files, opts.get("out"), names)
    except UsageError as e:
        sys.stderr.write(f"amdmatrix: error: {e}\n")
        return 2
    except AmdMatrixError as e:
        from ..machine import StrictError

        if isinstance(e, StrictError):
            sys.stderr.write(f"amdmatrix: {opts.get('kernel')}: {e}\n")
            return 1
        sys.stderr.write(f"amdmatrix: error: {e}\n")
        return 2
    shown = "<stdin>" if path == "-" else path
    if opts.get("json"):
        sys.stdout.write(pretty(_document(result, written)) + "\n")
    else:
        sys.stdout.write("\n".join(_text(result, written, shown)) + "\n")
    return 1 if result.reports else 0


def _arg_names(result: Any, args: Any) -> list[str]:
    """The label of each argument value as the result names changed arrays."""
    return list(result.labels)
