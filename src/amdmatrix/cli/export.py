"""``amdmatrix export`` and ``amdmatrix lint``: a layout in another tool's notation, and a check of one.

``run(["export", ...])``/``run_lint(["lint", ...])`` return the exit status after at most one line
``amdmatrix: error: ...`` on stderr. The formats are rendered by :mod:`amdmatrix.exports`, the
checks made by :mod:`amdmatrix.linting`.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Sequence
from typing import TextIO

from ..pictures import MODIFIER_NAMES
from .options import UsageError, arch_names, modifiers
from .pictures import _int, _parse, _run

__all__ = ["run", "run_lint", "EXPORT_USAGE", "LINT_USAGE"]

_MATRIX_FLAGS = {"-A": "A", "-B": "B", "-C": "C", "-D": "D", "-k": "K", "--compression": "K",
                 "--a-scale": "SA", "--b-scale": "SB"}
_EXTRA = ("a_scale_byte", "b_scale_byte", "a_scale_row", "b_scale_row")

EXPORT_USAGE = """\
usage: amdmatrix export -a ARCH -i INSTRUCTION -A|-B|-C|-D|-k|--A-scale|--B-scale
                        --to triton|gluon|cute|hip|json [-w {32,64}] [modifiers] [--json]

Print one operand layout in another tool's notation (docs/export.md), one document each:
  triton  Triton LinearLayout bases (reg_bases, lane_bases, shape): one JSON object, which
          amdmatrix lint --triton reads back
  gluon   the Gluon constructor: AMDMFMALayout / AMDWMMALayout / DotOperandLayout where Gluon
          has this layout, else DistributedLinearLayout(...) (one Python expression)
  cute    a CuTe thread-value layout (T, V) -> column-major index of the tile (one C++ type)
  hip     a C++ header of __host__ __device__ index functions, both directions
  json    the placement table, in the export's JSON document (docs/json.md)
--json prints the export's JSON document for any format: the text above in "text", the same as
data in "data". A layout a format cannot express prints the reason on stderr (with --json: the
document, "expressible": false) and exits with status 1.

  -a, --architecture ARCH    @ARCHS@ or an alias (gfx942, MI300X, ...)
  -i, --instruction INST     the mnemonic (amdmatrix -a ARCH -L lists them)
  -A -B -C -D -k --A-scale --B-scale   the matrix (one)
  --to FORMAT                triton, gluon, cute, hip or json
  -w, --wavefront {32,64}    wave size (RDNA; default 32)
  --cbsz ... --b-scale-row   modifiers, as for the queries (amdmatrix --help)
  --json                     the export's JSON document (docs/json.md)
  -h, --help                 this help

Bad input prints one line 'amdmatrix: error: ...' on stderr and exits with status 2.
""".replace("@ARCHS@", arch_names())

LINT_USAGE = """\
usage: amdmatrix lint -a ARCH -i INSTRUCTION -A|-B|-C|-D|-k|--A-scale|--B-scale
                      (--expr 'i = ...; j = ...' | --triton JSON | --cute LAYOUT) [-w {32,64}] [modifiers]
                      [--json]

Check a mapping you wrote against the exact layout (docs/export.md, "lint"):
  --expr    Python or C expressions of lane and reg (or item, slot, tid): 'i = 4*(lane/16) + reg;
            j = lane % 16' (also k, block; C's / is integer division; ?: and >>, &, | work)
  --triton  Triton bases as JSON: {"reg_bases": ..., "lane_bases": ..., "shape": ...}
            (what amdmatrix export --to triton prints)
  --cute    a CuTe TV layout: '((T shape, V shape), (T stride, V stride))' or Layout<Shape<..>,Stride<..>>
            (what amdmatrix export --to cute prints; comment lines are skipped)
  --json    the report as JSON (docs/json.md)
It prints 'OK' (exit 0), or the first elements that differ and, when one exists, what makes the
mapping right (exit 1): a transposition, the block, a K order, or a modifier setting or wave size
under which the instruction computes the same D (checked by emulation; one that would compute
another D is named as not a fix). An index outside the operand is an error (exit 2).
""".replace("@ARCHS@", arch_names())

_COMMON = {"-a": "architecture", "--architecture": "architecture", "-i": "instruction",
           "--instruction": "instruction", "-w": "wavefront", "--wavefront": "wavefront", "-h": "help",
           "--help": "help", **{f: f for f in _MATRIX_FLAGS},
           **{f"--{m.replace('_', '-')}": m for m in (*MODIFIER_NAMES, "a_format", "b_format", *_EXTRA)}}


def _setup(argv: Sequence[str], extra: dict[str, str], prog: str, usage: str, stdout: TextIO
           ) -> tuple[dict[str, str], object, str, int | None, dict[str, object]] | None:
    from .. import catalog

    opts = _parse(argv, {**_COMMON, **extra}, {"help", "json", *_MATRIX_FLAGS}, prog)
    if "help" in opts:
        stdout.write(usage)
        return None
    for dest, shown in (("architecture", "-a/--architecture"), ("instruction", "-i/--instruction")):
        if dest not in opts:
            raise UsageError(f"{shown} is required (see amdmatrix {prog} -h)")
    chosen = [f for f in _MATRIX_FLAGS if f in opts]
    if len(chosen) != 1:
        raise UsageError(f"give exactly one matrix; legal values: {', '.join(_MATRIX_FLAGS)}")
    inst = catalog.instruction(opts["architecture"], opts["instruction"])
    raw: dict[str, object] = {}
    for name in (*MODIFIER_NAMES, *_EXTRA):
        if name in opts:
            raw[name] = _int(f"--{name.replace('_', '-')}", opts[name])
    for key in ("a_format", "b_format"):
        if key in opts:
            raw[key] = opts[key]
    wave = _int("-w/--wavefront", opts["wavefront"]) if "wavefront" in opts else None
    return opts, inst, _MATRIX_FLAGS[chosen[0]], wave, dict(modifiers(raw))


def _export(argv: Sequence[str], stdout: TextIO) -> int:
    from ..exports import FORMATS, document, export_layout
    from ..linear import operand

    got = _setup(argv, {"--to": "to", "--json": "json"}, "export", EXPORT_USAGE, stdout)
    if got is None:
        return 0
    opts, inst, matrix, wave, mods = got
    if "to" not in opts:
        raise UsageError(f"--to is required; legal values: {', '.join(FORMATS)}")
    om = operand(inst, matrix, wave=wave, **mods)  # type: ignore[arg-type]
    out = export_layout(om, opts["to"])
    if "json" in opts:
        stdout.write(json.dumps(document(out)) + "\n")
        return 0 if out.expressible else 1
    if not out.expressible:
        sys.stderr.write(f"amdmatrix: {out.format} cannot express this layout: {out.reason}\n")
        return 1
    stdout.write(out.text)
    return 0


def _lint(argv: Sequence[str], stdout: TextIO) -> int:
    from ..linting import document as lint_document
    from ..linting import lint

    got = _setup(argv, {"--expr": "expr", "--triton": "triton", "--cute": "cute", "--json": "json"}, "lint",
                 LINT_USAGE, stdout)
    if got is None:
        return 0
    opts, inst, matrix, wave, mods = got
    given = [k for k in ("expr", "triton", "cute") if k in opts]
    if len(given) != 1:
        raise UsageError("give exactly one mapping; legal values: --expr, --triton, --cute")
    report = lint(inst, matrix, **{given[0]: opts[given[0]]}, wave=wave, **mods)  # type: ignore[arg-type]
    if "json" in opts:
        stdout.write(json.dumps(lint_document(report, given[0], opts[given[0]])) + "\n")
    else:
        stdout.write(report.text)
    return 0 if report.ok else 1


def _run_status(name: str, body: Callable[[Sequence[str], TextIO], int], argv: list[str]) -> int:
    """``body`` run by the subcommands' shared runner (one error line, status 2), with its own status."""
    status = [0]

    def wrapped(args: Sequence[str], stdout: TextIO) -> None:
        status[0] = body(args, stdout)

    rc = _run(name, wrapped, argv)
    return rc or status[0]


def run(argv: list[str]) -> int:
    """``amdmatrix export ...`` (``argv[0]`` is "export"); returns the exit status."""
    return _run_status("export", _export, argv)


def run_lint(argv: list[str]) -> int:
    """``amdmatrix lint ...`` (``argv[0]`` is "lint"); returns the exit status."""
    return _run_status("lint", _lint, argv)
