"""``amdmatrix peak``: peak matrix throughput per product and data type, with its derivation."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any

from ..errors import AmdMatrixError
from ..throughput import DTYPES, Peak, peak
from .options import UsageError
from .subparser import parser as subparser

USAGE = """\
usage: amdmatrix peak [-a ARCH | --product NAME] [--dtype TYPE] [--sparse | --dense] [--json]

Peak dense and sparse matrix throughput (TFLOPs or TOPs), derived from the instruction that
reaches it (shape, blocks, cycles), the product's compute units and its peak engine clock
(docs/peak.md). With neither -a nor --product: every product.

  -a, --architecture ARCH    every product of ARCH (gfx1250: per CU per clock, no product facts)
  --product NAME             one product: MI100, MI210, MI250, MI250X, MI300A, MI300X, MI325X,
                             MI350X, MI355X, "RX 7900 XTX", W7900, "RX 9070 XT" (9070xt), R9700, ...;
                             a series (mi300: MI300A and MI300X) or a processor (gfx942)
  --dtype TYPE               one input data type: @DTYPES@
                             (other spellings too: f16, half, f32, e4m3, e5m2, i8, ...)
  --sparse / --dense         only the sparse (SMFMAC/SWMMAC) or only the dense peaks
  --json                     machine-readable output (docs/json.md)
  -h, --help                 this help
""".replace("@DTYPES@", ", ".join(DTYPES))


def _parse(argv: Sequence[str]) -> dict[str, Any]:
    parser = subparser("amdmatrix peak")
    parser.add_argument("-a", "--architecture", "--arch", dest="arch")
    parser.add_argument("--product")
    parser.add_argument("--dtype")
    parser.add_argument("--sparse", action="store_true")
    parser.add_argument("--dense", action="store_true")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("-h", "--help", action="store_true")
    return vars(parser.parse_args(argv))


def document(rows: Sequence[Peak]) -> dict[str, object]:
    """The ``--json`` document: schema amdmatrix/2, query "peak", one object per peak."""
    from ..render.jsonout import SCHEMA

    return {"schema": SCHEMA, "query": "peak", "peaks": [
        {"architecture": r.arch, "product": r.product, "dtype": r.dtype, "accumulator": r.accumulator,
         "sparse": r.sparse, "instruction": r.instruction, "formats": r.formats or None,
         "ops_per_instruction": r.flops_per_instruction, "cycles": r.cycles, "ops_per_cu_per_clock": r.per_cu_clock,
         "compute_units": r.cus, "clock_mhz": r.clock_mhz, "peak": None if r.tera is None else round(r.tera, 1),
         "unit": r.unit, "provisional": r.caveat or None, "derivation": r.derivation(),
         "sources": list(r.sources)} for r in rows]}


def _text(rows: Sequence[Peak], out: Any) -> None:
    shown: tuple[str | None, str] | None = None
    for r in rows:
        if (r.product, r.arch) != shown:
            if shown is not None:
                out.write("\n")
            shown = (r.product, r.arch)
            if r.product is None:
                out.write(f"{r.arch}: no product facts (compute units, clock) are public; per CU per clock\n")
            else:
                out.write(f"Product: {r.product} ({r.arch}): {r.cus} CUs, peak engine clock {r.clock_mhz} MHz\n")
                out.write(f"Sources: {'; '.join(r.sources)}\n")
        for line in r.derivation():
            out.write(line + "\n")


def run(argv: list[str]) -> int:
    """``argv[0]`` is "peak"; returns the exit status (2 on bad input, one line on stderr)."""
    try:
        opts = _parse(argv[1:])
        if opts.get("help"):
            sys.stdout.write(USAGE)
            return 0
        if opts.get("sparse") and opts.get("dense"):
            raise UsageError("--sparse and --dense exclude each other; give one or neither")
        sparse = True if opts.get("sparse") else False if opts.get("dense") else None
        rows = peak(opts.get("arch"), product=opts.get("product"), dtype=opts.get("dtype"), sparse=sparse)
        if not rows:
            raise UsageError("no matrix instruction gives that combination (try without --sparse/--dense)")
    except (UsageError, AmdMatrixError) as e:
        sys.stderr.write(f"amdmatrix: error: {e}\n")
        return 2
    if opts.get("json"):
        from ..render.jsontext import pretty

        sys.stdout.write(pretty(document(rows)) + "\n")
    else:
        _text(rows, sys.stdout)
    return 0
