"""``amdmatrix draw`` and ``amdmatrix explore``: the pictures on the command line.

``run_draw(["draw", ...])``/``run_explore(["explore", ...])`` return the exit status after at
most one line ``amdmatrix: error: ...`` on stderr. The pictures themselves are drawn by
:mod:`amdmatrix.pictures`.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from typing import TextIO

from ..fileio import atomic_writer
from ..pictures import MODIFIER_NAMES, draw_svg
from ..render import svg
from .options import UsageError, arch_names, modifiers

__all__ = ["write", "run_draw", "run_explore", "DRAW_USAGE", "EXPLORE_USAGE", "colouring"]


def write(path: str, data: str | Callable[[], str], stdout: TextIO, option: str) -> None:
    """Write ``data`` to ``path`` atomically, or to ``stdout`` for ``-``. Raises UsageError.

    ``data`` may be a function that makes the text: it is called once the destination has been
    opened, so a path that cannot be written is named before seconds go into the text."""
    if path == "-":
        stdout.write(data if isinstance(data, str) else data())
        return
    try:
        with atomic_writer(path) as f:
            f.write((data if isinstance(data, str) else data()).encode("utf-8"))
    except BrokenPipeError:
        raise  # /dev/stdout on a pipe that closed: quiet, as for standard output
    except OSError as e:
        raise UsageError(f"{option}: cannot write {path!r}: {e.strerror or e}") from None


# ----------------------------------------------------------------------------- subcommands
DRAW_USAGE = """\
usage: amdmatrix draw -a ARCH -i INSTRUCTION -o FILE.svg [-w {32,64}] [--color lane|register|block]
                      [--cbsz N] [--abid N] [--blgp N] [--opsel N] [--opsel-hi N] [--neg N] [--neg-hi N]
                      [--a-format F] [--b-format F] [--a-scale-byte N] [--b-scale-byte N]
                      [--a-scale-row N] [--b-scale-row N]

Draw the whole instruction as one SVG, laid out like the multiplication: A on the left, B on
top, D where they meet, C (or the compression indices K) beside them and the CDNA4 block
scales beside A and B. Every cell holds its register, lane and bits in the calculator's
notation; cells are coloured by lane (default), register or block (see docs/pictures.md).

  -a, --architecture ARCH    @ARCHS@ or an alias (gfx942, MI300X, ...)
  -i, --instruction INST     the mnemonic (amdmatrix -a ARCH -L lists them)
  -o, --output FILE          the SVG file to write ('-': standard output)
  -w, --wavefront {32,64}    wave size (RDNA; default 32)
  --color KIND               lane (default), register or block
  --cbsz ... --b-scale-row   modifiers, as for the queries (amdmatrix --help)
  -h, --help                 this help

Bad input prints one line 'amdmatrix: error: ...' on stderr and exits with status 2.
""".replace("@ARCHS@", arch_names())



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
    try:
        return int(value, 0) if value.lower().startswith(("0x", "0b", "0o")) else int(value)
    except ValueError:
        raise UsageError(f"argument {name}: invalid integer value: {value!r}") from None


_DRAW_OPTS = {"-a": "architecture", "--architecture": "architecture", "-i": "instruction",
              "--instruction": "instruction", "-o": "output", "--output": "output", "-w": "wavefront",
              "--wavefront": "wavefront", "--color": "color", "--colour": "color", "-h": "help", "--help": "help",
              **{f"--{m.replace('_', '-')}": m for m in (*MODIFIER_NAMES, "a_format", "b_format", "a_scale_byte",
                                                         "b_scale_byte", "a_scale_row", "b_scale_row")}}


def colouring(value: str) -> str:
    """``--color`` checked against its legal values. Raises UsageError."""
    kind = value.strip().lower()
    if kind not in svg.COLORINGS:
        raise UsageError(f"argument --color: unknown colouring {value!r}; legal values: {', '.join(svg.COLORINGS)}")
    return kind


def _draw(argv: Sequence[str], stdout: TextIO) -> None:
    from .. import catalog

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
    for name in MODIFIER_NAMES + ("a_scale_byte", "b_scale_byte", "a_scale_row", "b_scale_row"):
        if name in opts:
            raw[name] = _int(f"--{name.replace('_', '-')}", opts[name])
    for key in ("a_format", "b_format"):
        if key in opts:
            raw[key] = opts[key]
    mods = modifiers(raw)
    wave = _int("-w/--wavefront", opts["wavefront"]) if "wavefront" in opts else inst.arch.default_wave
    inst.layout(inst.matrices[-1], wave, **mods)  # validates the wave size and every modifier (legal values named)
    doc = draw_svg(inst, wave, mods, colouring(opts.get("color", "lane")))
    write(opts["output"], doc, stdout, "-o/--output")


def _explore(argv: Sequence[str], stdout: TextIO) -> None:
    opts = _parse(argv, {"-o": "output", "--output": "output", "-h": "help", "--help": "help"}, {"help"}, "explore")
    if "help" in opts:
        stdout.write(EXPLORE_USAGE)
        return
    if "output" not in opts:
        raise UsageError("-o/--output is required (see amdmatrix explore -h)")
    from ..explorer import page

    write(opts["output"], page, stdout, "-o/--output")  # the page takes seconds: the path is checked first


def _run(name: str, body: Callable[[Sequence[str], TextIO], None], argv: list[str]) -> int:
    from ..errors import AmdMatrixError

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
