"""The ``amdmatrix`` command: the Matrix Instruction Calculator's command line, and more.

Every option of the calculator is accepted with the same short and long names (hyphen
or underscore spellings), defaults and output. Extras: ``--json``, ``--list-architectures``
and the ``encode``/``decode``/``emulate`` subcommands. Bad input prints one line
``amdmatrix: error: ...`` on stderr and exits with status 2.

The option parser is hand-written: argparse alone costs about as much as the whole
interpreter start-up, and start-up time is most of a query's time.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from typing import TextIO

__all__ = ["main", "console_main", "UsageError"]

VERSION = "0.1.0"


#: Subcommands: name -> (module, function). The function takes the whole argv (starting
#: with the subcommand's name) and returns the exit status. Add a subcommand here.
SUBCOMMANDS: dict[str, tuple[str, str]] = {
    "encode": (".encoding.cli", "run"),
    "decode": (".encoding.cli", "run"),
    "emulate": (".emulate.cli", "run"),
    "draw": (".pictures", "run_draw"),
    "explore": (".pictures", "run_explore"),
}


class UsageError(Exception):
    """A bad command line; the message names what is wrong and what is legal."""


# (long names, short name, destination, kind); kind is "flag" or "int" or "str".
_OPTIONS: list[tuple[tuple[str, ...], str | None, str, str]] = [
    (("version",), "v", "version", "flag"),
    (("help",), "h", "help", "flag"),
    (("architecture",), "a", "architecture", "str"),
    (("list-instructions",), "L", "list_instructions", "flag"),
    (("list-architectures",), None, "list_architectures", "flag"),
    (("instruction",), "i", "instruction", "str"),
    (("detail-instruction",), "d", "detail_instruction", "flag"),
    (("A-matrix",), "A", "A", "flag"),
    (("B-matrix",), "B", "B", "flag"),
    (("C-matrix",), "C", "C", "flag"),
    (("D-matrix",), "D", "D", "flag"),
    (("compression",), "k", "K", "flag"),
    (("A-scale",), None, "SA", "flag"),
    (("B-scale",), None, "SB", "flag"),
    (("cbsz",), None, "cbsz", "int"),
    (("abid",), None, "abid", "int"),
    (("blgp",), None, "blgp", "int"),
    (("opsel",), None, "opsel", "int"),
    (("opsel-hi",), None, "opsel_hi", "int"),
    (("neg",), None, "neg", "int"),
    (("neg-hi",), None, "neg_hi", "int"),
    (("a-format",), None, "a_format", "str"),
    (("b-format",), None, "b_format", "str"),
    (("a-scale-byte",), None, "a_scale_byte", "int"),
    (("b-scale-byte",), None, "b_scale_byte", "int"),
    (("wavefront",), "w", "wavefront", "int"),
    (("get-register",), "g", "get_register", "flag"),
    (("I-coordinate",), "I", "I", "int"),
    (("J-coordinate",), "J", "J", "int"),
    (("K-coordinate",), "K", "K_coord", "int"),
    (("block",), "b", "block", "int"),
    (("matrix-entry",), "m", "matrix_entry", "flag"),
    (("register",), "r", "register", "int"),
    (("lane",), "l", "lane", "int"),
    (("output-calculation",), "o", "output_calculation", "flag"),
    (("register-layout",), "R", "register_layout", "flag"),
    (("matrix-layout",), "M", "matrix_layout", "flag"),
    (("csv",), "c", "csv", "flag"),
    (("markdown",), None, "markdown", "flag"),
    (("asciidoc",), None, "asciidoc", "flag"),
    (("transpose",), None, "transpose", "flag"),
    (("json",), None, "json", "flag"),
    (("svg",), None, "svg", "str"),
    (("color", "colour"), None, "color", "str"),
]
_LONG = {}
for _longs, _short, _dest, _kind in _OPTIONS:
    for _l in _longs:
        _LONG[_l.lower()] = (_dest, _kind, f"--{_l}")
        _LONG[_l.lower().replace("-", "_")] = (_dest, _kind, f"--{_l}")
_SHORT = {s: (d, k, f"-{s}") for _, s, d, k in _OPTIONS if s}

HELP = """\
usage: amdmatrix [-h] [-v] [-a ARCH] [-L] [--list-architectures] [-i INSTRUCTION] [-d]
                 [-A | -B | -C | -D | -k | --A-scale | --B-scale]
                 [--cbsz N] [--abid N] [--blgp N] [--opsel N] [--opsel_hi N] [--neg N] [--neg_hi N]
                 [--a-format F] [--b-format F] [--a-scale-byte N] [--b-scale-byte N] [-w {32,64}]
                 [-g [-I N] [-J N] [-K N] [-b N] [-o]] [-m [-r N] [-l N] [-o]] [-R] [-M]
                 [-c | --markdown | --asciidoc] [--transpose] [--json] [--svg FILE [--color KIND]]
       amdmatrix encode|decode|emulate|draw|explore ...   (see 'amdmatrix encode -h' and so on)

Exact register/lane layouts of AMD matrix instructions (MFMA, SMFMAC, WMMA, SWMMAC).
Compatible with the AMD Matrix Instruction Calculator's command line.

general:
  -h, --help                 show this help and exit
  -v, --version              print the version and exit
  -a, --architecture ARCH    CDNA1 (CDNA, gfx908, MI100, arcturus), CDNA2 (gfx90a, MI200, MI210, MI250,
                             MI250X, aldebaran), CDNA3 (gfx940, gfx941, gfx942, MI300, MI300A, MI300X,
                             MI325X, aqua_vanjaram), CDNA4 (gfx950, MI350, MI350X, MI355, MI355X),
                             RDNA3 (gfx1100-gfx1103, gfx1150-gfx1153), RDNA4 (gfx1200, gfx1201)
  -L, --list-instructions    list the matrix instructions of the architecture
  --list-architectures       list every architecture with its aliases
  -i, --instruction INST     the instruction mnemonic (case-insensitive; LLVM spellings accepted)
  -d, --detail-instruction   print facts, register usage, modifiers and layout formulas

matrix (exactly one for -g, -m, -R, -M):
  -A, --A-matrix  -B, --B-matrix  -C, --C-matrix  -D, --D-matrix
  -k, --compression          compression indices of a sparse instruction
  --A-scale, --B-scale       E8M0 block scales of CDNA4 scaled MFMA (indexed [i][k/32] and [k/32][j])

modifiers:
  --cbsz N, --abid N         A broadcast (CDNA); index-set select (SMFMAC); A format (CDNA4 F8F6F4)
  --blgp N                   B lane pattern (CDNA); A/B/C negation (CDNA3/4 F64); B format (F8F6F4)
  --opsel N, --opsel_hi N    RDNA3 16-bit C/D half (0 or 4); RDNA4 SWMMAC index set; CDNA4 scale bytes
  --neg N, --neg_hi N        RDNA negation/absolute value, or integer signedness
  --a-format F, --b-format F CDNA4 F8F6F4 formats: fp8, bf8, fp6, bf6, fp4 (or 0-4)
  --a-scale-byte N, --b-scale-byte N   CDNA4 scale byte 0-3 (sets OP_SEL/OP_SEL_HI)
  -w, --wavefront {32,64}    wave size (default 64 on CDNA, 32 on RDNA)

queries:
  -g, --get-register         register and lane of one element: -I, -J, -K, -b (default 0)
  -m, --matrix-entry         elements held by one register lane: -r, -l (default 0)
  -o, --output-calculation   with -D: also the A, B and C inputs of the element
  -R, --register-layout      registers and lanes of every element
  -M, --matrix-layout        elements of every register and lane
  -c, --csv | --markdown | --asciidoc   table format (default: grid)
  --transpose                swap the table's rows and columns
  --json                     machine-readable output (schema: docs/json.md)
  --svg FILE                 with -R or -M: write the layout as an SVG picture instead ('-': stdout)
  --color KIND               colour the SVG's cells by lane (default), register or block

pictures (docs/pictures.md):
  amdmatrix draw -a ARCH -i INST [modifiers] -o FILE.svg   the whole instruction as one SVG
  amdmatrix explore -o FILE.html                           the offline explorer page
"""


def _parse(argv: Sequence[str]) -> dict[str, object]:
    opts: dict[str, object] = {}
    seen: dict[str, str] = {}

    def store(dest: str, kind: str, shown: str, value: str | None) -> None:
        if dest in seen and kind == "flag":
            return
        if kind == "flag":
            opts[dest] = True
        elif kind == "int":
            assert value is not None
            try:
                opts[dest] = int(value, 0) if value.lower().startswith(("0x", "0b", "0o")) else int(value)
            except ValueError:
                raise UsageError(f"argument {shown}: invalid integer value: {value!r}") from None
        else:
            opts[dest] = value
        seen[dest] = shown

    args = list(argv)
    pos = 0
    while pos < len(args):
        arg = args[pos]
        pos += 1
        if arg.startswith("--"):
            name, eq, inline = arg[2:].partition("=")
            spec = _LONG.get(name.lower()) if name not in ("", ) else None
            if spec is None:
                spec = _LONG.get(name)
            if spec is None:
                raise UsageError(f"unrecognized argument: {arg} (see amdmatrix --help for the options)")
            dest, kind, shown = spec
            value: str | None = None
            if kind != "flag":
                if eq:
                    value = inline
                elif pos < len(args):
                    value = args[pos]
                    pos += 1
                else:
                    raise UsageError(f"argument {shown}: expected one value")
            elif eq:
                raise UsageError(f"argument {shown}: takes no value")
            store(dest, kind, shown, value)
        elif arg.startswith("-") and len(arg) > 1 and not arg[1:].lstrip("-").isdigit():
            letters = arg[1:]
            while letters:
                ch, letters = letters[0], letters[1:]
                sspec = _SHORT.get(ch)
                if sspec is None:
                    raise UsageError(f"unrecognized argument: -{ch} (see amdmatrix --help for the options)")
                dest, kind, shown = sspec
                if kind == "flag":
                    store(dest, kind, shown, None)
                    continue
                if letters:
                    value, letters = letters.lstrip("="), ""
                elif pos < len(args):
                    value = args[pos]
                    pos += 1
                else:
                    raise UsageError(f"argument {shown}: expected one value")
                store(dest, kind, shown, value)
        else:
            raise UsageError(f"unrecognized argument: {arg!r} (see amdmatrix --help for the options)")
    return opts


_FORMATS = {"fp8": 0, "e4m3": 0, "bf8": 1, "e5m2": 1, "fp6": 2, "e2m3": 2, "bf6": 3, "e3m2": 3, "fp4": 4, "e2m1": 4}


def _format_code(name: str, value: object) -> int:
    text = str(value).strip().lower()
    if text.isdigit() and int(text) in range(5):
        return int(text)
    if text in _FORMATS:
        return _FORMATS[text]
    raise UsageError(f"argument --{name}: unknown format {value!r}; legal values: fp8, bf8, fp6, bf6, fp4 (or 0-4)")


def _modifiers(opts: dict[str, object]) -> dict[str, int]:
    mods: dict[str, int] = {}
    for name in ("cbsz", "abid", "blgp", "opsel", "opsel_hi", "neg", "neg_hi"):
        if name in opts:
            v = opts[name]
            assert isinstance(v, int)
            if v < 0:
                raise UsageError(f"argument --{name}: {v} is negative; legal values start at 0")
            mods[name] = v
    for name, field in (("a_format", "cbsz"), ("b_format", "blgp")):
        if name in opts:
            code = _format_code(name.replace("_", "-"), opts[name])
            if field in mods and mods[field] != code:
                raise UsageError(f"--{name.replace('_', '-')} conflicts with --{field} {mods[field]}")
            mods[field] = code
    for n, name in ((0, "a_scale_byte"), (1, "b_scale_byte")):
        if name in opts:
            v = opts[name]
            assert isinstance(v, int)
            if v not in range(4):
                raise UsageError(f"argument --{name.replace('_', '-')}: {v} is out of range; legal values: 0-3")
            lo, hi = v & 1, v >> 1
            for field, bit in (("opsel", lo), ("opsel_hi", hi)):
                cur = mods.get(field, 0)
                if field in opts and (cur >> n & 1) != bit:
                    raise UsageError(f"--{name.replace('_', '-')} {v} conflicts with --{field} {cur}")
                mods[field] = (cur & ~(1 << n)) | (bit << n)
    return mods


def _one(opts: dict[str, object], names: Sequence[tuple[str, str]], what: str) -> str | None:
    chosen = [(d, s) for d, s in names if opts.get(d)]
    if len(chosen) > 1:
        raise UsageError(f"choose only one {what}: {' and '.join(s for _, s in chosen)} given; "
                         f"legal values: {', '.join(s for _, s in names)}")
    return chosen[0][0] if chosen else None


_MATRICES = [("A", "-A"), ("B", "-B"), ("C", "-C"), ("D", "-D"), ("K", "-k"), ("SA", "--A-scale"),
             ("SB", "--B-scale")]
_QUERIES = [("detail_instruction", "-d"), ("get_register", "-g"), ("matrix_entry", "-m"),
            ("register_layout", "-R"), ("matrix_layout", "-M")]
_TABLES = [("csv", "--csv"), ("markdown", "--markdown"), ("asciidoc", "--asciidoc")]


def _int(opts: dict[str, object], name: str) -> int:
    v = opts.get(name, 0)
    assert isinstance(v, int)
    return v


def _check_svg(opts: dict[str, object], query: str, fmt: str, as_json: bool) -> None:
    """--svg goes with -R or -M and no other output format; --color goes with --svg."""
    if "svg" not in opts:
        raise UsageError("--color works only with --svg (or amdmatrix draw)")
    if query not in ("register_layout", "matrix_layout"):
        raise UsageError(f"--svg works only with -R or -M, not with {dict(_QUERIES)[query]}")
    if as_json or fmt != "grid":
        raise UsageError(f"--svg conflicts with --{'json' if as_json else fmt}; choose one output format")
    from .render.svg import COLORINGS

    kind = str(opts.get("color", "lane")).strip().lower()
    if kind not in COLORINGS:
        raise UsageError(f"argument --color: unknown colouring {opts['color']!r}; legal values: {', '.join(COLORINGS)}")
    opts["color"] = kind


def _run(argv: Sequence[str], out: Callable[[str], None]) -> int:
    opts = _parse(argv)
    if opts.get("help"):
        out(HELP.rstrip("\n"))
        return 0
    if opts.get("version"):
        out(f"amdmatrix {VERSION}")
        return 0
    from . import catalog
    from .archs import ARCHS, resolve_arch
    from .errors import AmdMatrixError, UnknownArchitectureError

    as_json = bool(opts.get("json"))
    if opts.get("list_architectures"):
        if as_json:
            from .render import jsonout
            out(jsonout.dump(jsonout.architectures(catalog.architectures())))
        else:
            for a in catalog.architectures():
                out(f"{a.name}: {', '.join(a.aliases)} ({a.products})")
        return 0
    arch_name = opts.get("architecture")
    if arch_name is None:
        raise UsageError("the architecture is missing: use -a/--architecture; legal values: "
                         + ", ".join(a.name for a in catalog.architectures()))
    try:
        arch = resolve_arch(str(arch_name))
    except UnknownArchitectureError as e:
        names = [n for a in ARCHS for n in (a.name, *a.aliases)]
        hint = catalog.suggest(str(arch_name), names)
        did = f" (did you mean {' or '.join(h.upper() for h in hint)}?)" if hint else ""
        raise UsageError(f"unknown architecture {arch_name!r}{did}; legal values: "
                         + ", ".join(a.name for a in catalog.architectures())) from e
    if arch not in catalog.architectures():
        raise UsageError(f"{arch.name} has no instruction data in this version")
    if opts.get("list_instructions"):
        insts = catalog.instructions(arch)
        if as_json:
            from .render import jsonout
            out(jsonout.dump(jsonout.instruction_list(arch, insts)))
        else:
            out(f"Available instructions in the {arch.name} architecture:")
            for inst in insts:
                out(f"    {inst.mnemonic.lower()}")
        return 0
    name = opts.get("instruction")
    if name is None:
        raise UsageError("the instruction is missing: use -i/--instruction (list them with -L)")
    try:
        inst = catalog.instruction(arch, str(name))
    except AmdMatrixError as e:
        raise UsageError(str(e)) from e
    query = _one(opts, _QUERIES, "query")
    if query is None:
        raise UsageError("no query selected; legal values: -d, -g, -m, -R, -M (or -L)")
    matrix = _one(opts, _MATRICES, "matrix")
    fmt = _one(opts, _TABLES, "output format") or "grid"
    if as_json and fmt != "grid":
        raise UsageError(f"--json conflicts with --{fmt}; choose one output format")
    if "svg" in opts or "color" in opts:
        _check_svg(opts, query, fmt, as_json)
    fmt = "github" if fmt == "markdown" else fmt
    mods = _modifiers(opts)
    wave = opts.get("wavefront")
    if wave is not None and wave not in (32, 64):
        raise UsageError(f"argument -w/--wavefront: {wave} is not a wave size; legal values: 32, 64")
    if wave is not None and wave not in arch.waves:
        raise UsageError(f"wave size {wave} is not allowed on {arch.name}; legal values: "
                         + ", ".join(str(w) for w in arch.waves))
    w = int(wave) if isinstance(wave, int) else arch.default_wave
    from . import commands
    if query == "detail_instruction":
        return commands.detail(inst, mods, out, as_json)
    if matrix is None:
        raise UsageError(f"{dict(_QUERIES)[query]} needs a matrix; legal values: "
                         + ", ".join(s for m, s in _MATRICES if m in inst.matrices))
    if matrix not in inst.matrices:
        if matrix == "K":
            raise UsageError(f"-k/--compression needs a sparse instruction; {inst.mnemonic} is dense")
        if matrix == "C" and inst.sparse:
            raise UsageError(f"{inst.mnemonic} is sparse: C is D and Src2 holds the compression indices (-k)")
        raise UsageError(f"{inst.mnemonic} has no {matrix} operand; legal values: "
                         + ", ".join(s for m, s in _MATRICES if m in inst.matrices))
    calc = bool(opts.get("output_calculation"))
    if calc and matrix != "D":
        raise UsageError("-o/--output-calculation works only with -D/--D-matrix")
    if calc and query not in ("get_register", "matrix_entry"):
        raise UsageError("-o/--output-calculation works only with -g or -m")
    if query == "get_register":
        coords = {"i": _int(opts, "I"), "j": _int(opts, "J"), "k": _int(opts, "K_coord"),
                  "block": _int(opts, "block")}
        return commands.get_register(inst, matrix, coords, w, mods, calc, out, as_json)
    if query == "matrix_entry":
        return commands.matrix_entry(inst, matrix, _int(opts, "register"), _int(opts, "lane"), w, mods, calc, out,
                                     as_json)
    transpose = bool(opts.get("transpose"))
    if "svg" in opts:
        return commands.layout_svg(inst, matrix, query == "register_layout", w, mods, transpose,
                                   str(opts.get("color", "lane")), str(opts["svg"]))
    if query == "register_layout":
        return commands.register_layout(inst, matrix, w, mods, fmt, transpose, out, as_json)
    return commands.matrix_layout(inst, matrix, w, mods, fmt, transpose, out, as_json)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line ``argv`` (default: sys.argv[1:]); return the exit status."""
    from .errors import AmdMatrixError

    args = list(sys.argv[1:] if argv is None else argv)
    stdout: TextIO = sys.stdout
    stderr: TextIO = sys.stderr
    if args and args[0] in SUBCOMMANDS:
        from importlib import import_module

        module, func = SUBCOMMANDS[args[0]]
        try:
            run: Callable[[list[str]], int] = getattr(import_module(module, __package__), func)
        except ImportError as e:  # emulate without numpy/ml_dtypes: the message says how to install them
            stderr.write(f"amdmatrix: error: {e}\n")
            return 2
        return run(args)

    def out(line: str) -> None:
        stdout.write(line + "\n")

    try:
        return _run(args, out)
    except (UsageError, AmdMatrixError) as e:
        stderr.write(f"amdmatrix: error: {e}\n")
        return 2


def console_main() -> None:
    """Entry point of the console script: quiet on a closed pipe (``amdmatrix ... | head``)."""
    try:
        status = main()
        sys.stdout.flush()
    except BrokenPipeError:
        import os

        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        status = 0
    except KeyboardInterrupt:
        status = 130
    sys.exit(status)
