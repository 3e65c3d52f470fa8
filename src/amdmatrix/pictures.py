"""Pictures of layouts: the SVG of ``-R``/``-M --svg``, ``amdmatrix draw`` and ``amdmatrix explore``.

This module runs the library's queries and hands their results to :mod:`amdmatrix.render.svg`
(and :mod:`amdmatrix.explorer` for the HTML page). ``run_draw``/``run_explore`` are the
subcommands: ``run(["draw", ...])`` returns the exit status after at most one line
``amdmatrix: error: ...`` on stderr.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from typing import TextIO

from . import queries
from .fileio import write_atomic
from .model import Instruction
from .render import svg, text
from .results import Element

__all__ = ["caption", "marks", "layout_svg", "draw_svg", "write", "run_draw", "run_explore", "DRAW_USAGE",
           "EXPLORE_USAGE"]

_MOD_NAMES = ("cbsz", "abid", "blgp", "opsel", "opsel_hi", "neg", "neg_hi")


def _mods_text(mods: dict[str, int]) -> str:
    shown = [f"{name.upper()} {mods[name]}" for name in _MOD_NAMES if mods.get(name)]
    return ", ".join(shown) if shown else "none"


def caption(inst: Instruction, what: str, wave: int, mods: dict[str, int], matrices: Sequence[str]) -> svg.Caption:
    """Title (architecture, instruction, what is drawn) and lines (wave, modifiers, data types)."""
    shape = f"{inst.m}x{inst.n}x{inst.k}" + (f", {inst.blocks} blocks" if inst.blocks > 1 else "")
    types = "; ".join(f"{m}: {inst.dtype(m, wave=wave, **mods).description}" for m in matrices)
    named = f", {_mods_text(mods)}" if any(mods.values()) else ""
    lines: tuple[str, ...] = (f"{shape}; wave {wave}; modifiers: {_mods_text(mods)}", types)
    provisional = [m for m in inst.provisional_matrices() if m in matrices]
    if provisional:  # gfx1250: the mark every picture of a provisional layout carries
        from .confidence import provisional_line

        lines += (provisional_line(inst.mnemonic, provisional),)
    return svg.Caption(f"{inst.arch.name} {inst.mnemonic}: {what}{named}", lines)


def marks(inst: Instruction, matrix: str, wave: int, mods: dict[str, int]) -> dict[tuple[int, int, int], Element]:
    """Each element (block, row, col) as the modifiers mark it (negated, absolute), where it is marked."""
    out: dict[tuple[int, int, int], Element] = {}
    for el in inst.placements(matrix, wave=wave, **mods):
        if (el.negated or el.absolute) and (el.block, el.row, el.col) not in out:
            out[(el.block, el.row, el.col)] = el
    return out


def _label(inst: Instruction) -> Callable[[Element], str]:
    return lambda el: text.element(el, inst)


_NAMES = {"A": "A matrix", "B": "B matrix", "C": "C matrix", "D": "D matrix", "K": "compression indices K",
          "SA": "A scales", "SB": "B scales"}


def layout_svg(inst: Instruction, matrix: str, register_view: bool, wave: int, mods: dict[str, int],
               colouring: str = "lane", transpose: bool = False) -> str:
    """The SVG of ``-R`` (``register_view``) or ``-M`` for one matrix."""
    if register_view:
        res = queries.register_layout(inst, matrix, wave, **mods)
        cap = caption(inst, f"{_NAMES[matrix]}, register layout (-R)", wave, mods, [matrix])
        return svg.register_layout(res, label=_label(inst), caption=cap, colouring=colouring, transpose=transpose,
                                   marks=marks(inst, matrix, wave, mods))
    mres = queries.matrix_layout(inst, matrix, wave, **mods)
    cap = caption(inst, f"{_NAMES[matrix]}, matrix layout (-M)", wave, mods, [matrix])
    return svg.matrix_layout(mres, label=_label(inst), caption=cap, colouring=colouring, transpose=transpose)


def draw_svg(inst: Instruction, wave: int, mods: dict[str, int], colouring: str = "lane") -> str:
    """The whole instruction as one SVG (``amdmatrix draw``)."""
    layouts = {m: queries.register_layout(inst, m, wave, **mods) for m in inst.matrices}
    what = "D = A x B" + ("" if inst.sparse else " + C") + (" (K: compression indices)" if inst.sparse else "")
    cap = caption(inst, what, wave, mods, inst.matrices)
    return svg.instruction(layouts, label=_label(inst), caption=cap, colouring=colouring,
                           marks={m: marks(inst, m, wave, mods) for m in inst.matrices})


def write(path: str, data: str, stdout: TextIO, option: str) -> None:
    """Write ``data`` to ``path`` atomically, or to ``stdout`` for ``-``. Raises UsageError."""
    from .cli import UsageError

    if path == "-":
        stdout.write(data)
        return
    try:
        write_atomic(path, data)
    except OSError as e:
        raise UsageError(f"{option}: cannot write {path!r}: {e.strerror or e}") from None


# ----------------------------------------------------------------------------- subcommands
DRAW_USAGE = """\
usage: amdmatrix draw -a ARCH -i INSTRUCTION -o FILE.svg [-w {32,64}] [--color lane|register|block]
                      [--cbsz N] [--abid N] [--blgp N] [--opsel N] [--opsel-hi N] [--neg N] [--neg-hi N]
                      [--a-format F] [--b-format F] [--a-scale-byte N] [--b-scale-byte N]

Draw the whole instruction as one SVG, laid out like the multiplication: A on the left, B on
top, D where they meet, C (or the compression indices K) beside them and the CDNA4 block
scales beside A and B. Every cell holds its register, lane and bits in the calculator's
notation; cells are coloured by lane (default), register or block (see docs/pictures.md).

  -a, --architecture ARCH    CDNA1-CDNA4, RDNA3, RDNA4 or an alias (gfx942, MI300X, ...)
  -i, --instruction INST     the mnemonic (amdmatrix -a ARCH -L lists them)
  -o, --output FILE          the SVG file to write ('-': standard output)
  -w, --wavefront {32,64}    wave size (RDNA; default 32)
  --color KIND               lane (default), register or block
  --cbsz ... --b-scale-byte  modifiers, as for the queries (amdmatrix --help)
  -h, --help                 this help

Bad input prints one line 'amdmatrix: error: ...' on stderr and exits with status 2.
"""

EXPLORE_USAGE = """\
usage: amdmatrix explore -o FILE.html

Write the explorer: one self-contained HTML page (no network, works from file://) holding the
layouts of every architecture and instruction, computed by this library. Pick the
architecture, instruction, wave size, matrix and modifiers; hover or focus a cell to see every
cell of the same register lane. The URL's #fragment holds the view
(#arch=cdna3&inst=v_mfma_f32_32x32x8_f16&matrix=A&cbsz=0). See docs/pictures.md.

  -o, --output FILE          the HTML file to write ('-': standard output)
  -h, --help                 this help
"""


def _parse(argv: Sequence[str], names: dict[str, str], flags: set[str], prog: str) -> dict[str, str]:
    """Options as ``--name value`` / ``--name=value`` (or short); each at most once. Raises UsageError."""
    from .cli import UsageError

    opts: dict[str, str] = {}
    args = list(argv)
    pos = 0
    while pos < len(args):
        arg = args[pos]
        pos += 1
        name, eq, value = arg.partition("=") if arg.startswith("--") else (arg, "", "")
        dest = names.get(name.lower().replace("_", "-") if name.startswith("--") else name)
        if dest is None:
            raise UsageError(f"unrecognized argument: {arg} (see amdmatrix {prog} -h)")
        if dest in opts:
            raise UsageError(f"option {name} is given twice")
        if dest in flags:
            if eq:
                raise UsageError(f"argument {name}: takes no value")
            opts[dest] = ""
            continue
        if not eq:
            if pos >= len(args):
                raise UsageError(f"argument {name}: expected one value")
            value = args[pos]
            pos += 1
        opts[dest] = value
    return opts


def _int(name: str, value: str) -> int:
    from .cli import UsageError

    try:
        return int(value, 0) if value.lower().startswith(("0x", "0b", "0o")) else int(value)
    except ValueError:
        raise UsageError(f"argument {name}: invalid integer value: {value!r}") from None


_DRAW_OPTS = {"-a": "architecture", "--architecture": "architecture", "-i": "instruction",
              "--instruction": "instruction", "-o": "output", "--output": "output", "-w": "wavefront",
              "--wavefront": "wavefront", "--color": "color", "--colour": "color", "-h": "help", "--help": "help",
              **{f"--{m.replace('_', '-')}": m for m in (*_MOD_NAMES, "a_format", "b_format", "a_scale_byte",
                                                         "b_scale_byte")}}


def colouring(value: str) -> str:
    """``--color`` checked against its legal values. Raises UsageError."""
    from .cli import UsageError

    kind = value.strip().lower()
    if kind not in svg.COLORINGS:
        raise UsageError(f"argument --color: unknown colouring {value!r}; legal values: {', '.join(svg.COLORINGS)}")
    return kind


def _draw(argv: Sequence[str], stdout: TextIO) -> None:
    from . import catalog
    from .cli import UsageError, _modifiers

    opts = _parse(argv, _DRAW_OPTS, {"help"}, "draw")
    if "help" in opts:
        stdout.write(DRAW_USAGE)
        return
    for dest, shown in (("architecture", "-a/--architecture"), ("instruction", "-i/--instruction"),
                        ("output", "-o/--output")):
        if dest not in opts:
            raise UsageError(f"{shown} is required (see amdmatrix draw -h)")
    inst = catalog.instruction(opts["architecture"], opts["instruction"])
    raw: dict[str, object] = {}
    for name in _MOD_NAMES + ("a_scale_byte", "b_scale_byte"):
        if name in opts:
            raw[name] = _int(f"--{name.replace('_', '-')}", opts[name])
    for name in ("a_format", "b_format"):
        if name in opts:
            raw[name] = opts[name]
    mods = _modifiers(raw)
    wave = _int("-w/--wavefront", opts["wavefront"]) if "wavefront" in opts else inst.arch.default_wave
    inst.layout("D", wave, **mods)  # validates the wave size and every modifier (messages name legal values)
    doc = draw_svg(inst, wave, mods, colouring(opts.get("color", "lane")))
    write(opts["output"], doc, stdout, "-o/--output")


def _explore(argv: Sequence[str], stdout: TextIO) -> None:
    from .cli import UsageError

    opts = _parse(argv, {"-o": "output", "--output": "output", "-h": "help", "--help": "help"}, {"help"}, "explore")
    if "help" in opts:
        stdout.write(EXPLORE_USAGE)
        return
    if "output" not in opts:
        raise UsageError("-o/--output is required (see amdmatrix explore -h)")
    from .explorer import page

    write(opts["output"], page(), stdout, "-o/--output")


def _run(name: str, body: Callable[[Sequence[str], TextIO], None], argv: list[str]) -> int:
    from .cli import UsageError
    from .errors import AmdMatrixError

    stdout, stderr = sys.stdout, sys.stderr
    if not argv or argv[0] != name:
        stderr.write(f"amdmatrix: error: expected '{name}'\n")
        return 2
    try:
        body(argv[1:], stdout)
    except (UsageError, AmdMatrixError) as e:
        stderr.write(f"amdmatrix: error: {' '.join(str(e).split())}\n")
        return 2
    return 0


def run_draw(argv: list[str]) -> int:
    """``amdmatrix draw ...`` (``argv[0]`` is "draw"); returns the exit status."""
    return _run("draw", _draw, argv)


def run_explore(argv: list[str]) -> int:
    """``amdmatrix explore ...`` (``argv[0]`` is "explore"); returns the exit status."""
    return _run("explore", _explore, argv)
