"""``amdmatrix lds``: LDS facts, how an operand comes out of LDS, bank conflicts, and ``--solve``."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any

from ..errors import AmdMatrixError
from ..fileio import is_stdout
from ..render.jsontext import pretty
from .options import UsageError
from .subparser import help_shown
from .subparser import parser as subparser

USAGE = """\
usage: amdmatrix lds --facts -a ARCH [--json]
       amdmatrix lds -a ARCH -i INSTRUCTION -A|-B [MODIFIERS] --tile TILE --read INSTR
                     [--write INSTR] [--solve] [--json] [--svg FILE]

How matrix operands come out of LDS (docs/lds.md). --facts prints the architecture's LDS: size,
banks, and each instruction's phases with their sources. The query gives each lane's addresses
for the reads of the operand from TILE, whether the registers they fill are exactly the layout
the instruction reads, and the bank conflicts of every read (and of the writer, --write), per
phase. --solve searches swizzles and paddings for a tile the reader and writer use without
conflicts, and prints it as a formula, C/Python and CuTe Swizzle<B,M,S> where it is one.

  TILE   "ROWSxCOLS TYPE row-major|col-major [pad N] [swizzle(B,M,S) | xor(SRC>DST,...)]"
         rows x columns of the matrix as stored (A: M x K, B: K x N), e.g. "32x16 bf16 row-major"
  --read   ds_read_b32, ds_read_b64, ds_read_b128, ds_read_b64_tr_b16, ... (lds --facts lists them)
  --write  ds_write_b32, ds_write_b64, ds_write_b128 (the wave writes the tile line by line)
  --svg FILE  a picture of the banks each phase uses, conflicts in red (of the solved tile with --solve);
              --svg - writes only the SVG on standard output
  modifiers: --cbsz --abid --blgp --opsel --neg --neg_hi --a-format --b-format, -w 32|64
"""

_MODS = (("--cbsz",), ("--abid",), ("--blgp",), ("--opsel",), ("--opsel_hi", "--opsel-hi"), ("--neg",),
         ("--neg_hi", "--neg-hi"), ("--a-format", "--a_format"), ("--b-format", "--b_format"))


def _parse(argv: Sequence[str]) -> dict[str, Any]:
    p = subparser("amdmatrix lds")
    p.add_argument("-a", "--architecture", "--arch", dest="arch")
    p.add_argument("-i", "--instruction", dest="inst")
    for flag in ("-A", "-B"):
        p.add_argument(flag, dest="matrix", action="append_const", const=flag[1])
    p.add_argument("--tile")
    p.add_argument("--read")
    p.add_argument("--write")
    p.add_argument("-w", "--wavefront", dest="wave")
    for names in _MODS:
        p.add_argument(*names, dest=names[0].lstrip("-").replace("-", "_"))
    p.add_argument("--svg")
    for flag in ("--facts", "--solve", "--json", "-h", "--help"):
        p.add_argument(flag, action="store_true")
    return vars(p.parse_args(argv))


def _mods(opts: dict[str, Any]) -> dict[str, object]:
    out: dict[str, object] = {}
    for names in _MODS:
        key = names[0].lstrip("-").replace("-", "_")
        if key in opts:
            v = str(opts[key])
            out[key] = int(v, 0) if v.lstrip("-").isdigit() or v.lower().startswith("0x") else v
    return out


def _lanes(lanes: Sequence[int]) -> str:
    runs, start = [], None
    for n, lane in enumerate(lanes):
        if start is None:
            start = lane
        if n + 1 == len(lanes) or lanes[n + 1] != lane + 1:
            runs.append(f"{start}-{lane}" if lane != start else f"{lane}")
            start = None
    return ", ".join(runs)


def _facts_doc(arch: str) -> dict[str, Any]:
    from ..lds import facts
    from ..render.jsonout import SCHEMA

    f = facts(arch)
    return {"schema": SCHEMA, "query": "lds-facts", "architecture": f.arch, "size": f.size, "banks": f.banks,
            "bank_bytes": f.bank_bytes, "source": f.source, "confidence": f.confidence,
            "instructions": [{"mnemonic": a.mnemonic, "width": a.width, "banks": a.banks, "write": a.write,
                              "direct": a.direct,
                              "transpose": a.transpose or None, "phases": [list(p) for p in a.phases],
                              "source": a.source, "confidence": a.confidence} for a in f.accesses]}


def _facts_text(arch: str) -> list[str]:
    from ..lds import facts

    f = facts(arch)
    lines = [f"LDS of {f.arch}: {f.size // 1024} kB, {f.banks} banks of {f.bank_bytes} bytes; bank = "
             f"(address / {f.bank_bytes}) % banks", f"  source: {f.source}" + (
                 "" if f.confidence == "published" else " (PROVISIONAL)")]
    for a in f.accesses:
        tag = "" if a.confidence == "published" else " PROVISIONAL"
        kind = f", direct to LDS at M0 + lane x {a.width // 8}" if a.direct else ""
        lines.append(f"{a.mnemonic}: {a.width} bits a lane over {a.banks} banks, {len(a.phases)} phases{kind}{tag}")
        for n, ph in enumerate(a.phases):
            lines.append(f"  phase {n}: lanes {_lanes(ph)}")
        lines.append(f"  source: {a.source}")
    return lines


def _widest(rep: Any) -> int:
    """Bytes of the widest access of the report, read or write."""
    widest: int = max(rep.read.width, rep.write.width if rep.write else 0)
    return widest // 8


def _notations(tile: Any, widest: int) -> dict[str, Any]:
    from ..lds.notation import notations

    return notations(tile, widest)


def document(rep: Any, solution: Any = None, instead: Any = ()) -> dict[str, Any]:
    """The ``--json`` document of a query (and of --solve)."""
    from ..render.jsonout import SCHEMA

    def instr(i: Any) -> dict[str, Any]:
        return {"mnemonic": i.mnemonic, "index": i.index, "addresses": list(i.addresses), "ways": i.ways,
                "cycles": i.cycles,
                "phases": [{"phase": p.phase, "lanes": list(p.lanes), "ways": p.ways, "bank": p.bank,
                            "bank_lanes": list(p.bank_lanes)} for p in i.phases]}

    doc: dict[str, Any] = {
        "schema": SCHEMA, "query": "lds", "architecture": rep.arch, "instruction": rep.instruction,
        "matrix": rep.matrix, "tile": str(rep.tile), "read": rep.read.mnemonic, "exact": rep.exact,
        "misplaced": [{"lane": lane, "bit": bit, "element": el, "why": why} for lane, bit, el, why in rep.misplaced],
        "reads": [instr(i) for i in rep.reads], "read_ways": rep.read_ways,
        "write": rep.write.mnemonic if rep.write else None, "writes": [instr(i) for i in rep.writes],
        "write_ways": rep.write_ways, "provisional": list(rep.provisional),
        "aligned": rep.aligned,
        "unaligned": [{"mnemonic": m, "index": n, "lanes": list(lanes), "alignment": a}
                      for m, n, lanes, a in rep.unaligned],
        "subtile": {"rows": rep.operand_shape[0], "cols": rep.operand_shape[1]} if rep.subtile else None,
        "notations": _notations(rep.tile, _widest(rep)),
        "exact_instead": [{"read": r, "tile": str(t)} for r, t in instead]}
    if solution is not None:
        sw = solution.tile.swizzle
        doc["solve"] = {"found": solution.found, "impossible": solution.impossible, "tile": str(solution.tile),
                        "reason": solution.reason,
                        "read_ways": solution.read_ways, "write_ways": solution.write_ways,
                        "extra_bytes": solution.extra_bytes, "candidates": solution.tried,
                        "c": None if sw is None else sw.c, "cute": None if sw is None else sw.cute,
                        "notations": _notations(solution.tile, _widest(rep))
                        if solution.found or solution.report is not None else None}
    return doc


def _notation_lines(tile: Any, widest: int, indent: str) -> list[str]:
    """The tile in CuTe's and Triton's notations, and the base alignment it needs."""
    n = _notations(tile, widest)
    lines = []
    if n["swizzle"] is not None:
        byte = f"CuTe's {n['cute']}" if n["cute"] else "an XOR"
        el = (f" = {n['cute_elements'] or n['elements']} on {tile.dtype} element offsets" if n["elements"]
              else f" (no element form: a swizzled bit falls inside a {tile.bits}-bit element)")
        lines.append(f"{indent}{n['swizzle']} is {byte} on byte addresses{el}")
    lines.append(f"{indent}Triton (Gluon): {n['gluon'] or 'no shared layout of Triton says this tile'}")
    lines.append(f"{indent}tile base: a multiple of {n['base_alignment']} bytes")
    return lines


def _text(rep: Any, solution: Any, out: Any, instead: Any = ()) -> None:
    from ..lds import facts

    f = facts(rep.arch)
    out.write(f"LDS: {f.arch}, {f.size // 1024} kB, {f.banks} banks of {f.bank_bytes} bytes\n")
    out.write(f"Operand: {rep.instruction} {rep.matrix} from tile {rep.tile}\n")
    for line in _notation_lines(rep.tile, _widest(rep), "  "):
        out.write(line + "\n")
    if rep.subtile:
        rows, cols = rep.operand_shape
        out.write(f"  the reads shown are of one operand-sized sub-tile: rows 0-{rows - 1}, columns 0-{cols - 1} of "
                  f"the {rep.tile.rows}x{rep.tile.cols} tile (each other {rows}x{cols} sub-tile has its own)\n")
    out.write(f"Read: {rep.read.mnemonic} x {len(rep.reads)} ({rep.read.banks} banks, {len(rep.read.phases)} phases "
              f"of {len(rep.read.phases[0])} lanes)\n")
    for note in rep.provisional:
        out.write(f"PROVISIONAL: {note}\n")
    for mnemonic, index, lanes, align in rep.unaligned:
        ins = next(i for i in (*rep.reads, *rep.writes) if i.mnemonic == mnemonic and i.index == index)
        where = ", ".join(f"{lane}:{ins.addresses[lane]}" for lane in lanes[:6]) + (", ..." if len(lanes) > 6 else "")
        out.write(f"UNALIGNED: {mnemonic} #{index}: {len(lanes)} lanes at addresses that are not a multiple of {align} "
                  f"({where}); legal only in unaligned-access mode (on for amdhsa in LLVM), whose LDS phases no source "
                  "gives: the conflicts below assume the aligned phases\n")
    if rep.exact:
        out.write("Registers: exact: every register bit holds the element the instruction reads there\n")
    else:
        lane, bit, el, why = rep.misplaced[0]
        out.write(f"Registers: NOT the operand's layout: {len(rep.misplaced)} values misplaced; first: lane {lane} "
                  f"bit {bit} should hold {rep.matrix}{el} ({why})\n")
        if instead:
            out.write("  exact instead: " + "; ".join(f"{r} on {t}" for r, t in instead) + "\n")
        else:
            out.write("  no read of this architecture gives it exactly from this tile or the other storage order; "
                      "a register shuffle after the read would (amdmatrix convert plans such shuffles between "
                      "instruction layouts)\n")
    if rep.write is not None and rep.write.direct:
        out.write(f"Write: {rep.write.mnemonic} puts lane t at M0 + t x {rep.write.width // 8}; each lane loads from "
                  "global memory the vector the tile puts at its address (a swizzle goes on the global side)\n")
    for i in (*rep.reads, *rep.writes):
        out.write(f"{i.mnemonic} #{i.index}: {i.ways}-way, {i.cycles} cycles\n")
        shown = [f"{lane}:{a}" for lane, a in enumerate(i.addresses) if a is not None]
        for k in range(0, len(shown), 16):
            out.write(("  addresses " if k == 0 else "            ") + " ".join(shown[k:k + 16]) + "\n")
        for p in i.phases:
            if p.ways > 1:
                out.write(f"  phase {p.phase} (lanes {_lanes(p.lanes)}): {p.ways}-way on bank {p.bank}, lanes "
                          f"{_lanes(p.bank_lanes)}\n")
    if solution is not None:
        out.write(f"Solve: {solution.reason} ({solution.tried} candidates)\n")
        if solution.found or solution.report is not None:
            out.write(f"  tile: {solution.tile} (reads {solution.read_ways}-way"
                      + (f", writes {solution.write_ways}-way" if rep.write else "")
                      + (f", {solution.extra_bytes} bytes of padding" if solution.extra_bytes else "") + ")\n")
            sw = solution.tile.swizzle
            if sw is not None:
                out.write(f"  C/Python (byte address from the tile's base): {sw.c}\n")
            for line in _notation_lines(solution.tile, _widest(rep), "  "):
                out.write(line + "\n")


def _svg(rep: Any) -> str:
    from ..lds.facts import facts
    from ..render.banks import bank_figure

    rows = []
    for i in (*rep.reads, *rep.writes):
        acc = rep.read if not rep.writes or i not in rep.writes else rep.write
        for p in i.phases:
            cells: list[tuple[list[int], int]] = [([], 0) for _ in range(acc.banks)]
            seen: list[set[int]] = [set() for _ in range(acc.banks)]
            for lane in p.lanes:
                a = i.addresses[lane]
                if a is None:
                    continue
                for dword in range(a // 4, (a + acc.width // 8 - 1) // 4 + 1):
                    b = dword % acc.banks
                    if lane not in cells[b][0]:
                        cells[b][0].append(lane)
                    seen[b].add(dword)
            rows.append((f"{i.mnemonic} #{i.index} phase {p.phase}",
                         [(lanes, len(seen[b])) for b, (lanes, _) in enumerate(cells)]))
    banks = max(len(r[1]) for r in rows)
    rows = [(label, [*cells, *([([], 0)] * (banks - len(cells)))]) for label, cells in rows]
    f = facts(rep.arch)
    title = (f"{rep.instruction} {rep.matrix} from LDS tile {rep.tile} on {f.arch}: {rep.read.mnemonic} "
             f"{rep.read_ways}-way" + (f", {rep.write.mnemonic} {rep.write_ways}-way" if rep.write else "")
             + ("" if rep.exact else "; NOT the operand's layout"))
    return bank_figure(title, [f"PROVISIONAL: {n}" for n in rep.provisional], rows, banks)


def run(argv: list[str]) -> int:
    """``argv[0]`` is "lds"; returns the exit status (2, one line on stderr, on bad input)."""
    from ..catalog import instruction
    from ..lds import analyse, exact_reads, parse_tile, solve

    try:
        opts = _parse(argv[1:])
        if help_shown(opts, USAGE, "amdmatrix lds"):
            return 0
        if opts.get("facts"):
            extra = [k for k in ("inst", "matrix", "tile", "read", "write") if k in opts]
            if extra:
                raise UsageError(f"--facts takes only -a and --json, not --{extra[0]}")
            if opts.get("json"):
                sys.stdout.write(pretty(_facts_doc(opts["arch"])) + "\n")
            else:
                sys.stdout.write("\n".join(_facts_text(opts["arch"])) + "\n")
            return 0
        for key, what in (("inst", "-i INSTRUCTION"), ("tile", "--tile TILE"), ("read", "--read INSTR")):
            if key not in opts:
                raise UsageError(f"{what} is missing (see amdmatrix lds -h)")
        if "svg" in opts and opts.get("json") and is_stdout(opts["svg"]):
            raise UsageError("--svg - and --json both write standard output; legal values: one of them, or --svg FILE")
        mats = opts.get("matrix") or []
        if len(mats) != 1:
            raise UsageError("give one of -A or -B; legal values: -A, -B")
        wave = None
        if "wave" in opts:
            if str(opts["wave"]) not in ("32", "64"):
                raise UsageError(f"argument -w: {opts['wave']!r} is not a wave size; legal values: 32, 64")
            wave = int(opts["wave"])
        inst = instruction(opts["arch"], opts["inst"])
        tile = parse_tile(opts["tile"])
        rep = analyse(inst, mats[0], tile, opts["read"], write=opts.get("write"), wave=wave, **_mods(opts))
        instead = () if rep.exact else exact_reads(inst, mats[0], tile, wave=wave, **_mods(opts))
        sol = solve(inst, mats[0], tile, opts["read"], write=opts.get("write"), wave=wave,
                    **_mods(opts)) if opts.get("solve") else None
    except (UsageError, AmdMatrixError) as e:
        sys.stderr.write(f"amdmatrix: error: {e}\n")
        return 2
    if "svg" in opts:
        from ..fileio import write_atomic

        shown = sol.report if sol is not None and sol.report is not None else rep
        if is_stdout(opts["svg"]):  # the SVG alone, so that the output is one valid SVG document
            sys.stdout.write(_svg(shown))
            return 0
        try:
            write_atomic(opts["svg"], _svg(shown))
        except OSError as e:
            sys.stderr.write(f"amdmatrix: error: cannot write {opts['svg']}: {e.strerror or e}\n")
            return 2
    if opts.get("json"):
        sys.stdout.write(pretty(document(rep, sol, instead)) + "\n")
    else:
        _text(rep, sol, sys.stdout, instead)
    return 0
