"""The ``amdmatrix`` command: the Matrix Instruction Calculator's command line, and more.

Every option of the calculator is accepted with the same short and long names (hyphen
or underscore spellings, or any unambiguous prefix, as argparse allows), defaults and
output. Extras: ``--json``, ``--list-architectures``
and the ``encode``/``decode``/``emulate`` subcommands. Bad input prints one line
``amdmatrix: error: ...`` on stderr and exits with status 2.

The option parser is hand-written: argparse alone costs about as much as the whole
interpreter start-up, and start-up time is most of a query's time.
"""

from __future__ import annotations

import io
import os
import sys
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, TextIO, cast

from .errors import escape, shown

if TYPE_CHECKING:
    from .model import Instruction

__all__ = ["main", "console_main", "UsageError"]


#: Subcommands: name -> (module, function). The function takes the whole argv (starting
#: with the subcommand's name) and returns the exit status. Add a subcommand here.
SUBCOMMANDS: dict[str, tuple[str, str]] = {
    "encode": (".encoding.cli", "run"),
    "decode": (".encoding.cli", "run"),
    "emulate": (".emulate.cli", "run"),
    "hazards": (".hazards.cli", "run"),
    "check": (".hazards.cli", "run"),
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
    (("supports",), None, "supports", "str"),
    (("svg",), None, "svg", "str"),
    (("color", "colour"), None, "color", "str"),
]
#: Every spelling of every long option (hyphens or underscores) -> (destination, kind, shown name).
_LONG: dict[str, tuple[str, str, str]] = {}
for _longs, _short, _dest, _kind in _OPTIONS:
    for _l in _longs:
        _LONG[_l] = _LONG[_l.replace("-", "_")] = (_dest, _kind, f"--{_l}")
_LONG_LOWER = {k.lower(): v for k, v in _LONG.items()}
#: The calculator's own options (by destination). A prefix that names one of them names it
#: here too, even if an amdmatrix-only option shares the prefix (``--op`` is ``--opsel``).
_CALCULATOR = {"version", "help", "architecture", "list_instructions", "instruction", "detail_instruction", "A", "B",
               "C", "D", "K", "cbsz", "abid", "blgp", "opsel", "neg", "neg_hi", "wavefront", "get_register", "I", "J",
               "K_coord", "block", "matrix_entry", "register", "lane", "output_calculation", "register_layout",
               "matrix_layout", "csv", "markdown", "asciidoc", "transpose"}
_SHORT = {s: (d, k, f"-{s}") for _, s, d, k in _OPTIONS if s}


def _closest(word: str, choices: Sequence[str]) -> str | None:
    """The closest of ``choices`` to a misspelled ``word``, if any is close."""
    import difflib  # only on the error path

    best = difflib.get_close_matches(word, choices, n=1, cutoff=0.6)
    return best[0] if best else None


def _long_option(name: str) -> tuple[str, str, str]:
    """The option ``--name`` names: an exact spelling (any case), or an unambiguous prefix.

    Prefixes work as in argparse (the calculator's parser): ``--arch``, ``--inst``,
    ``--get-reg``. They are matched case-sensitively first, then in any case. A prefix
    that the calculator resolves resolves the same way here, whatever amdmatrix adds.
    """
    spec = _LONG.get(name) or _LONG_LOWER.get(name.lower())
    if spec is not None:
        return spec
    for fold in (str, str.lower):
        found = {v for k, v in _LONG.items() if name and fold(k).startswith(fold(name))}
        calculator = {v for v in found if v[0] in _CALCULATOR}
        if len(calculator) == 1:
            return calculator.pop()
        if len(found) == 1:
            return found.pop()
        if found:
            order = [f"--{longs[0]}" for longs, _, _, _ in _OPTIONS]
            shown = sorted({v[2] for v in found}, key=order.index)
            raise UsageError(f"ambiguous option: --{name} could match {', '.join(shown)}")
    best = _closest(name.lower(), list(_LONG_LOWER))
    hint = f"; did you mean {_LONG_LOWER[best][2]}?" if best else ""
    raise UsageError(f"unrecognized argument: --{name}{hint} (see amdmatrix --help for the options)")

HELP = """\
usage: amdmatrix [-h] [-v] [-a ARCH] [-L [--supports MOD]] [--list-architectures] [-i INSTRUCTION] [-d]
                 [-A | -B | -C | -D | -k | --A-scale | --B-scale]
                 [--cbsz N] [--abid N] [--blgp N] [--opsel N] [--opsel_hi N] [--neg N] [--neg_hi N]
                 [--a-format F] [--b-format F] [--a-scale-byte N] [--b-scale-byte N] [-w {32,64}]
                 [-g [-I N] [-J N] [-K N] [-b N] [-o]] [-m [-r N] [-l N] [-o]] [-R] [-M]
                 [-c | --markdown | --asciidoc] [--transpose] [--json] [--svg FILE [--color KIND]]
       amdmatrix encode|decode|emulate|hazards|check|draw|explore ...   (see 'amdmatrix encode -h' and so on)

Exact register/lane layouts of AMD matrix instructions (MFMA, SMFMAC, WMMA, SWMMAC).
Compatible with the AMD Matrix Instruction Calculator's command line. Long options may be
shortened to any unambiguous prefix (--arch, --inst, --get-reg, --detail).

general:
  -h, --help                 show this help and exit
  -v, --version              print the version and exit
  -a, --architecture ARCH    CDNA1 (CDNA, gfx908, MI100, arcturus), CDNA2 (gfx90a, MI200, MI210, MI250,
                             MI250X, aldebaran), CDNA3 (gfx940, gfx941, gfx942, MI300, MI300A, MI300X,
                             MI325X, aqua_vanjaram), CDNA4 (gfx950, MI350, MI350X, MI355, MI355X),
                             RDNA3 (gfx1100-gfx1103, gfx1150-gfx1153), RDNA4 (gfx1200, gfx1201)
  -L, --list-instructions    list the matrix instructions of the architecture
  --supports MOD[,MOD]       with -L: only those that support the modifiers (cbsz, abid, blgp, opsel,
                             opsel_hi, neg, neg_hi, a-format, b-format, a-scale-byte, b-scale-byte)
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
  --json                     machine-readable output, schema amdmatrix/2, described in
                             @SCHEMA_DOC@
  --svg FILE                 with -R or -M: write the layout as an SVG picture instead ('-': stdout)
  --color KIND               colour the SVG's cells by lane (default), register or block

pictures:
  amdmatrix draw -a ARCH -i INST [modifiers] -o FILE.svg   the whole instruction as one SVG
  amdmatrix explore -o FILE.html                           the offline explorer page
""".replace("@SCHEMA_DOC@", os.path.join(os.path.dirname(os.path.abspath(__file__)), "json.md"))


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
            opts[dest] = _integer(shown, value)
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
            dest, kind, shown = _long_option(name)
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
        elif pos == 1:  # a misspelled subcommand
            best = _closest(arg, list(SUBCOMMANDS))
            hint = f"; did you mean {best}?" if best else f"; legal values: {', '.join(SUBCOMMANDS)}"
            raise UsageError(f"unknown subcommand {arg!r}{hint} (see amdmatrix --help for the options)")
        else:
            raise UsageError(f"unrecognized argument: {arg!r} (see amdmatrix --help for the options)")
    return opts


_DIGITS = {"": "0123456789", "0x": "0123456789abcdef", "0o": "01234567", "0b": "01"}


def _integer(option: str, value: str) -> int:
    """An integer option's value. Legal: an optional sign, then ASCII decimal digits or a 0x, 0o or
    0b prefix and digits of that base, at most 100 characters. Not Unicode digits (``²``, ``٣``),
    underscores or blanks, which Python's int() would take or choke on."""
    text = value.lower()
    body = text[1:] if text[:1] in ("-", "+") else text
    prefix = body[:2] if body[:2] in _DIGITS else ""
    digits = body[len(prefix):]
    if 0 < len(digits) and len(value) <= 100 and all(c in _DIGITS[prefix] for c in digits):
        return int(text, 0) if prefix else int(text)
    too_long = f" ({len(value)} characters)" if len(value) > 100 else ""
    raise UsageError(f"argument {option}: invalid integer value: {shown(value)}{too_long}; legal values: integers "
                     "written with ASCII digits, such as 3, -1 or 0x1f")


def _option(name: str) -> str:
    """The command-line spelling of a modifier keyword (for messages)."""
    return "--" + (name.replace("_", "-") if name.startswith(("a_", "b_")) else name)


def _modifiers(opts: dict[str, object], inst: Instruction | None = None) -> dict[str, int]:
    """The modifier fields the options set (non-zero ones), checked for ``inst``."""
    from .modifiers import FIELDS, parse

    given: dict[str, object] = {}
    for name in FIELDS:
        if name in opts:
            v = opts[name]
            assert isinstance(v, int)
            if v < 0:
                raise UsageError(f"argument --{name}: {shown(v)} is negative; legal values start at 0")
            given[name] = v
    for name in ("a_format", "b_format", "a_scale_byte", "b_scale_byte"):
        if name in opts:  # a format name (or code) is checked by parse, which names the legal ones
            given[name] = opts[name]
    return parse(given, spell=_option, inst=inst).nonzero()


def _supports(opts: dict[str, object]) -> list[str] | None:
    """The modifiers of ``--supports`` (comma-separated, option or keyword spelling)."""
    text = opts.get("supports")
    if text is None:
        return None
    return [n.strip().lstrip("-").replace("-", "_").lower() for n in str(text).split(",")]


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


def _check_usage(inst: Instruction, matrix: str, mods: dict[str, int], calc: bool) -> None:
    """The calculator's usage refusals: modifiers that do not act on the matrix asked about."""
    opsel = mods.get("opsel", 0)
    if inst.arch.family == "RDNA" and matrix == "D" and not calc and (mods.get("neg") or mods.get("neg_hi")):
        raise UsageError("--neg/--neg_hi act on the A, B and C inputs, not on D; legal values with -D: 0 "
                         "(or add -o to see the negated inputs of a D element)")
    if inst.opsel_meaning == "index_set" and opsel and matrix != "K":
        raise UsageError(f"--opsel selects the compression-index set of {inst.mnemonic} and works only with "
                         "-k/--compression; legal values with other matrices: 0")
    if inst.opsel_meaning == "output_half" and opsel & 4 and matrix in ("A", "B"):
        raise UsageError(f"--opsel 4 selects the C/D register half of {inst.mnemonic}, not an A or B layout; "
                         f"legal values with -{matrix}: 0")


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
        from .vocabulary import VERSION

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
    supports = _supports(opts)
    if supports is not None and not opts.get("list_instructions"):
        raise UsageError("--supports works only with -L/--list-instructions")
    if opts.get("list_instructions"):
        insts = catalog.instructions(arch, supports=supports)
        if as_json:
            from .render import jsonout
            out(jsonout.dump(jsonout.instruction_list(arch, [(i.mnemonic, i.aliases) for i in insts])))
        elif supports is not None:
            out(f"Instructions of the {arch.name} architecture that support {', '.join(map(_option, supports))}:")
        else:
            out(f"Available instructions in the {arch.name} architecture:")
        if not as_json:
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
    mods = _modifiers(opts, inst)
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
    _check_usage(inst, matrix, mods, calc)
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


class _StreamError(OSError):
    """Standard input or output cannot be used; the message says which and why."""


class _Closed(io.TextIOBase):
    """Stands in for a standard stream that was closed when amdmatrix started (``>&-``)."""

    def __init__(self, name: str, verb: str) -> None:
        super().__init__()
        self._why = f"cannot {verb} {name}: it is closed"

    def read(self, size: int | None = -1) -> str:
        raise _StreamError(self._why)

    def readline(self, size: int | None = -1) -> str:  # type: ignore[override]
        raise _StreamError(self._why)

    def write(self, s: str) -> int:
        raise _StreamError(self._why)

    def flush(self) -> None:
        pass


class _Proxy:
    """Delegates everything to ``stream``; subclasses change ``write``."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream

    def __getattr__(self, name: str) -> object:
        return getattr(self._stream, name)

    def write(self, s: str) -> int:
        return self._stream.write(s)

    def flush(self) -> None:
        self._stream.flush()

    def writelines(self, lines: Iterable[str]) -> None:
        for line in lines:
            self.write(line)


class _Output(_Proxy):
    """Standard output: a failed write (full disk, bad descriptor) becomes a :class:`_StreamError`.

    A closed pipe stays a BrokenPipeError, which :func:`console_main` ends quietly.
    """

    def _failed(self, e: OSError) -> _StreamError:
        return _StreamError(f"cannot write standard output: {e.strerror or e}")

    def write(self, s: str) -> int:
        try:
            return self._stream.write(s)
        except (BrokenPipeError, _StreamError):
            raise
        except OSError as e:
            raise self._failed(e) from e

    def flush(self) -> None:
        try:
            self._stream.flush()
        except (BrokenPipeError, _StreamError):
            raise
        except OSError as e:
            raise self._failed(e) from e


class _OneLine(_Proxy):
    """Standard error for every subcommand: each write keeps at most its final line break, and
    control characters (line breaks, ESC, U+2028, ...) in it are escaped as repr does.

    So user text echoed in a message can never split it into two lines or drive the terminal.
    A failing stderr (closed, full) loses the message but not the exit status.
    """

    def write(self, s: str) -> int:
        end = "\n" if s.endswith("\n") else ""
        try:
            self._stream.write(escape(s[: len(s) - len(end)]) + end)
        except (OSError, ValueError):
            pass
        return len(s)

    def flush(self) -> None:
        try:
            self._stream.flush()
        except (OSError, ValueError):
            pass


def _os_message(e: OSError) -> str:
    if isinstance(e, _StreamError):
        return str(e)
    what = e.strerror or str(e) or type(e).__name__
    return f"{what}: {shown(e.filename)}" if e.filename else what


def _dispatch(args: list[str]) -> int:
    if args and args[0] in SUBCOMMANDS:
        from importlib import import_module

        module, func = SUBCOMMANDS[args[0]]
        try:
            run: Callable[[list[str]], int] = getattr(import_module(module, __package__), func)
        except ImportError as e:  # emulate without numpy/ml_dtypes: the message says how to install them
            raise UsageError(str(e)) from e
        return run(args)
    stdout = sys.stdout

    def out(line: str) -> None:
        stdout.write(line + "\n")

    return _run(args, out)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line ``argv`` (default: sys.argv[1:]); return the exit status.

    Every subcommand runs under the same guard: a closed standard stream (``<&-``,
    ``>&-``, ``2>&-``) is replaced by one that fails on use, a failure to read or write
    (``> /dev/full``) and every error becomes one line ``amdmatrix: error: ...`` on stderr
    with control characters escaped, and the status is 2. Only a closed pipe
    (BrokenPipeError) is passed on, for :func:`console_main` to end quietly.
    """
    from .errors import AmdMatrixError

    args = list(sys.argv[1:] if argv is None else argv)
    saved = sys.stdin, sys.stdout, sys.stderr
    if sys.stdin is None:
        sys.stdin = cast(TextIO, _Closed("standard input", "read"))
    stdout = sys.stdout if sys.stdout is not None else cast(TextIO, _Closed("standard output", "write"))
    sys.stdout = cast(TextIO, _Output(stdout))
    sys.stderr = cast(TextIO, _OneLine(sys.stderr if sys.stderr is not None else io.StringIO()))
    try:
        try:
            status = _dispatch(args)
            sys.stdout.flush()
            return status
        except (UsageError, AmdMatrixError) as e:
            message = str(e)
        except BrokenPipeError:
            raise
        except OSError as e:
            message = _os_message(e)
        sys.stderr.write(f"amdmatrix: error: {message}\n")
        return 2
    finally:
        sys.stdin, sys.stdout, sys.stderr = saved


def _settle_stdout() -> None:
    """Flush standard output; if that fails (closed pipe, full disk), point it at the null
    device so that the interpreter's own flush at exit is quiet and keeps the status."""
    out = sys.stdout
    if out is None:
        return
    try:
        out.flush()
    except (OSError, ValueError):
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, out.fileno())
        except (OSError, ValueError):
            pass


def console_main() -> None:
    """Entry point of the console script: quiet on a closed pipe (``amdmatrix ... | head``)."""
    try:
        status = main()
    except BrokenPipeError:
        status = 0
    except KeyboardInterrupt:
        status = 130
    _settle_stdout()
    sys.exit(status)
