"""``amdmatrix convert``: the cheapest verified shuffle from a producer's D to a consumer's operand.

``run(argv)`` takes the whole argument list (starting with "convert"), writes to
sys.stdout/sys.stderr and returns the exit status: 0, or 2 after one line
``amdmatrix: error: ...`` on bad input.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from ..errors import AmdMatrixError
from ..render.jsontext import pretty
from .hazards import _arch, _parse, _Usage
from .options import arch_names

if TYPE_CHECKING:
    from ..conversion import Plan

__all__ = ["run", "CONVERT_USAGE"]

CONVERT_USAGE = """\
usage: amdmatrix convert -a ARCH --from INSTR[:D] --to INSTR:A|B [--cvt FORMAT] [--from-mods K=V,...]
                         [--to-mods K=V,...] [--tiles in-order|transposed] [--route cheapest|registers|lds]
                         [--free-vgprs LIST] [--free-sgprs LIST] [--lds-base BYTES] [--json] [--svg FILE]

The cheapest sequence found that turns the producer's D (converted to the consumer's format)
into the consumer's A or B, through registers or through the LDS, as LLVM assembly with the
s_nops the hazard checker requires, verified element by element on the data-movement
emulator; with where every tile must be, every register it clobbers, its cost and its HIP
forms. By default the producer's columns feed the consumer's K in order (A), or its rows do
(B); --tiles transposed has the producer compute D^T by swapping its A and B.

  -a, --architecture ARCH    @ARCHS@ or an alias (gfx942, MI300X, ...)
  --from INSTR[:D]           the producer (its D, at v0 on)
  --to INSTR:A|B             the consumer and the operand it reads
  --cvt FORMAT               the operand's format (default and only legal value: the consumer's)
  --from-mods, --to-mods     modifiers as K=V,... (cbsz, abid, blgp, opsel, ...)
  --tiles in-order|transposed
  --route ROUTE              cheapest (default: plan both, verify both, print the cheaper),
                             registers, or lds
  --free-vgprs LIST          VGPRs the plan may use besides D's (v[32:63], v32-v63, 32-63, ...;
                             default: every one above D)
  --free-sgprs LIST          SGPRs it may use for constants and lane masks (s[40:51], ...;
                             default: s24 on, past the SGPRs a kernel starts with)
  --lds-base BYTES           where an LDS plan's bytes start (a multiple of 16; default 0)
  --json                     machine-readable output
  --svg FILE                 draw where each consumer register lane comes from
  -h, --help                 this help
""".replace("@ARCHS@", "CDNA3, CDNA4, RDNA3, RDNA4" if arch_names() else "")


def _mods(text: str | bool | None, what: str) -> dict[str, int | str]:
    """``K=V,...`` as the API's modifier keywords: V an integer, or a name (``a_format=bf8``)."""
    if not isinstance(text, str) or not text:
        return {}
    out: dict[str, int | str] = {}
    for part in text.split(","):
        key, eq, value = part.partition("=")
        if not eq or not key.strip() or not value.strip():
            raise _Usage(f"argument {what}: {part!r} is not K=V (e.g. blgp=1, a_format=bf8)")
        try:
            out[key.strip().lower()] = int(value, 0)
        except ValueError:
            out[key.strip().lower()] = value.strip()
    return out


def _span(first: int, last: int) -> str:
    return f"{first}" if first == last else f"{first}-{last}"


def _text(plan: Plan) -> list[str]:
    from ..archs import resolve_arch
    from ..conversion import _TARGETS, _cycles_text
    from ..conversion.ops import _ranges

    t = _TARGETS[resolve_arch(plan.arch).mcpu]
    lines = [f"Architecture: {plan.arch.upper()}",
             f"From: D of {plan.producer} ({plan.tiles[0]} tile{'s' if plan.tiles[0] > 1 else ''})"
             f"{', computed as D^T by swapping A and B' if plan.transposed else ''}",
             f"To: {plan.operand} of {plan.consumer} ({plan.tiles[1]} tile{'s' if plan.tiles[1] > 1 else ''})"]
    route = "registers" if plan.route == "registers" else "the LDS (a store and a load)"
    other = plan.other_route
    if other and other.get("verified"):
        route += (f"; through {'registers' if other['route'] == 'registers' else 'the LDS'}: cost {other['cost']}"
                  ", also verified")
    elif other:
        route += f"; no LDS plan: {other.get('reason')}"
    lines.append(f"Route: {route}")
    if plan.cvt:
        lines.append(f"Conversion: {plan.cvt} (rounds {plan.rounding})")
    movement = plan.instructions - plan.conversions
    lines.append(f"Cost: {plan.cost} VALU-instruction units ({plan.instructions} instructions, {movement} of them "
                 f"moving data; each counts 1, a ds_bpermute or ds_swizzle 2, an LDS store or load 1 + its LDS "
                 f"cycles / {t.valu_cycles})"
                 + ("; zero-cost: no data movement" if plan.zero_cost else ""))
    lines.append("Instructions: " + ", ".join(f"{n} {m}" for m, n in plan.counts.items()))
    lines.append("Producer D tiles (each must hold its D when the sequence starts):")
    lines += [f"  tile {x['tile']}: {x['registers']} (K {_span(*x['k'])})" for x in plan.producer_tiles]
    lines.append(f"Consumer {plan.operand} tiles (the operand registers the sequence leaves):")
    lines += [f"  tile {x['tile']}: {x['registers']} (K {_span(*x['k'])})" for x in plan.consumer_tiles]
    regs = plan.registers
    default = ("; the default, s24 on, past the SGPRs a kernel starts with: name free ones with --free-sgprs"
               if regs["sgprs_default"] and regs["clobbered"]["sgprs"] else "")
    lines.append(f"Registers clobbered: {_ranges(regs['clobbered']['vgprs'], 'v')} (VGPRs); "
                 f"{_ranges(regs['clobbered']['sgprs'], 's')} (SGPRs{default}); VCC, SCC and M0 untouched; EXEC "
                 "must be all ones")
    kept = [_ranges(regs["kept"]["vgprs"], "v")] if regs["kept"]["vgprs"] else []
    kept += [_ranges(regs["kept"]["sgprs"], "s")] if regs["kept"]["sgprs"] else []
    lines.append("Set-up values the sequence reads (keep them from the set-up on): " + ("; ".join(kept) or "none"))
    lines.append(f"Extra VGPRs: {plan.extra_vgprs} (besides the producer's D)")
    if plan.lds is not None:
        lds = plan.lds
        swz = f", byte addresses {lds['swizzle']}" if lds["swizzle"] else ""
        lines.append(f"LDS: {lds['bytes']} bytes at {lds['base']}-{lds['base'] + lds['bytes'] - 1} (this wave's own; "
                     f"--lds-base moves them); element address bits, low to high: {' '.join(lds['layout'])}{swz}; "
                     f"stores {lds['store_ways']}-way ({_cycles_text(lds['store_cycles'])} each), loads "
                     f"{lds['load_ways']}-way ({_cycles_text(lds['load_cycles'])} each)")
    w = plan.waits
    lines.append(f"Wait states: {w['after_producer']} after the last producer (instructions between them, a softmax "
                 f"for one, count toward them), {w['inside']} inside, {w['before_consumer']} before the first consumer "
                 "(all in the sequence below)")
    lines.append("Verified: every element of the operand, on the data-movement emulator")
    lines.append(f"Minimal: {plan.minimal}")
    lines.append("Steps:")
    lines += [f"  {s}" for s in plan.steps]
    if plan.setup:
        lines.append("Setup (once per kernel, hoistable):")
        lines += [f"  {s}" for s in plan.setup.splitlines()]
    lines.append("Sequence:")
    lines += [f"  {s}" for s in plan.asm.splitlines()]
    lines.append("Operand registers: " + ", ".join(f"v{r}" for r in plan.outputs))
    lines.append("HIP builtins (variables in operand order; clang 22 compiles each to the instruction):")
    lines += [f"  {h['instruction']}: {h['hip']}" for h in plan.hip]
    if plan.setup_hip:
        lines.append("HIP set-up values (lane = __lane_id()):")
        lines += [f"  {h['hip'].split('  //')[0]}" for h in plan.setup_hip]
    if plan.hip_prelude:
        lines.append("HIP declarations the forms use:")
        lines += [f"  {x}" for x in plan.hip_prelude.splitlines()]
    if plan.alternative:
        lines.append(f"Alternative: {plan.alternative}")
    return lines


def _convert(args: Sequence[str], out: Callable[[str], None]) -> int:
    from ..conversion import ROUTES, convert

    spec = {"-a": ("arch", True), "--architecture": ("arch", True), "--from": ("from", True), "--to": ("to", True),
            "--cvt": ("cvt", True), "--from-mods": ("fmods", True), "--to-mods": ("tmods", True),
            "--tiles": ("tiles", True), "--json": ("json", False), "--svg": ("svg", True),
            "--route": ("route", True), "--free-vgprs": ("fv", True), "--free-sgprs": ("fs", True),
            "--lds-base": ("base", True),
            "-h": ("help", False), "--help": ("help", False)}
    opts, pos = _parse(args, spec, "convert")
    if opts.get("help"):
        out(CONVERT_USAGE.rstrip("\n"))
        return 0
    if pos:
        raise _Usage(f"unexpected arguments: {' '.join(pos)} (see amdmatrix convert -h)")
    arch = _arch(opts)
    src, dst = opts.get("from"), opts.get("to")
    if not isinstance(src, str) or not isinstance(dst, str):
        raise _Usage("give the producer and the consumer: --from INSTR[:D] --to INSTR:A|B")
    producer, _, matrix = src.partition(":")
    if matrix and matrix.upper() != "D":
        raise _Usage(f"--from {src}: the producer's matrix is D; legal values: INSTR or INSTR:D")
    consumer, _, operand = dst.partition(":")
    if operand.upper() not in ("A", "B"):
        raise _Usage(f"--to {dst}: name the operand; legal values: INSTR:A, INSTR:B")
    tiles = opts.get("tiles", "in-order")
    cvt = opts.get("cvt")
    route = str(opts.get("route", "cheapest"))
    if route not in ROUTES:
        raise _Usage(f"argument --route: {route!r}; legal values: {', '.join(ROUTES)}")
    base_text = str(opts.get("base", "0"))
    try:
        base = int(base_text, 0)
    except ValueError:
        raise _Usage(f"argument --lds-base: {base_text!r} is not a number of bytes (e.g. 4096)") from None
    fv, fs = opts.get("fv"), opts.get("fs")
    plan = convert(arch, producer, consumer, operand.upper(), cvt=cvt if isinstance(cvt, str) else None,
                   from_mods=_mods(opts.get("fmods"), "--from-mods"),
                   to_mods=_mods(opts.get("tmods"), "--to-mods"), tiles=str(tiles), route=route,
                   free_vgprs=fv if isinstance(fv, str) else None, free_sgprs=fs if isinstance(fs, str) else None,
                   lds_base=base)
    svg = opts.get("svg")
    if isinstance(svg, str):
        from ..conversion import plan_svg
        from ..fileio import is_stdout, write_atomic

        if is_stdout(svg):  # the SVG alone: one valid SVG document on standard output
            if opts.get("json"):
                raise _Usage("--svg - and --json both write standard output; legal values: one of them, or "
                             "--svg FILE")
            sys.stdout.write(plan_svg(plan))
            return 0
        try:
            write_atomic(svg, plan_svg(plan))
        except OSError as e:
            raise _Usage(f"cannot write {svg}: {e.strerror or e}") from None
    if opts.get("json"):
        out(pretty(plan.as_dict()))
    else:
        for line in _text(plan):
            out(line)
    return 0


def run(argv: Sequence[str]) -> int:
    """Entry point from amdmatrix.cli (``argv[0]`` is "convert")."""
    stdout, stderr = sys.stdout, sys.stderr

    def out(line: str) -> None:
        stdout.write(line + "\n")

    try:
        return _convert(argv[1:], out)
    except ImportError as e:
        stderr.write(f"amdmatrix: error: convert needs the emulator ({' '.join(str(e).split())})\n")
        return 2
    except (_Usage, AmdMatrixError) as e:
        stderr.write(f"amdmatrix: error: {' '.join(str(e).split())}\n")
        return 2
