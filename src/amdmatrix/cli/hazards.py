"""``amdmatrix hazards`` and ``amdmatrix check``: wait states on the command line.

``run(argv)`` takes the whole argument list (starting with the subcommand), writes to
sys.stdout/sys.stderr and returns the exit status: 0; 1 when ``check`` finds consumers
with too few wait states; 2 after one line ``amdmatrix: error: ...`` on bad input; 3 when
``check`` did not understand every line (unless ``--allow-unknown``).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, TextIO

from ..errors import AmdMatrixError
from ..vocabulary import F8F6F4_ALIASES
from .options import arch_names

if TYPE_CHECKING:
    from ..hazards.api import Report
    from ..hazards.targets import Target

__all__ = ["run", "HAZARDS_USAGE", "CHECK_USAGE"]

HAZARDS_USAGE = """\
usage: amdmatrix hazards -a ARCH 'FIRST' 'SECOND' [--json]
       amdmatrix hazards -a ARCH -i INSTRUCTION [--a-format F] [--b-format F] [--json]
       amdmatrix hazards -a ARCH [--json]

The wait states a matrix instruction needs: between two assembly lines (LLVM syntax), with
every rule that applies and its source; with -i, the instruction's rule table (every kind
of instruction that may follow it, and the wait states it needs); with neither, every rule
of the architecture.

  -a, --architecture ARCH    @ARCHS@ or an alias (gfx942, MI300X, ...)
  -i, --instruction INST     a matrix instruction (amdmatrix -a ARCH -L lists them)
  --a-format F, --b-format F F8F6F4 formats (fp8, bf8, fp6, bf6, fp4): they set the passes
                             (CDNA4) or the category (gfx1250)
  --json                     machine-readable output (docs/json.md)
  -h, --help                 this help
""".replace("@ARCHS@", arch_names())

CHECK_USAGE = """\
usage: amdmatrix check -a ARCH [-w {32,64}] [--fix [-o FILE]] [--json] [--strict] [--allow-unknown] FILE

Check an LLVM-syntax assembly file (or - for stdin) for matrix-instruction hazards: every
consumer with too few wait states after its producer is printed as
  FILE:LINE: N more wait states needed before 'X': after 'Y' (line L), rule R (source)
and the exit status is 1. The file is read as llvm-mc reads it: .set symbols and
expressions (v[v_a+1]), macros, .rept/.irp, .if, .include, metadata blocks; also
llvm-objdump -d and llvm-mc -show-encoding listings. At labels and branches the nearest
producer over every path counts (conservative). A line it does not understand is named,
the summary says INCOMPLETE and the exit status is 3.

  -a, --architecture ARCH    @ARCHS@ or an alias (gfx942, MI300X, ...)
  -w, --wavefront {32,64}    check matrix operand sizes for this wave size (default: any legal)
  --fix                      print the file with the fewest s_nop (CDNA) or v_nop (RDNA) added
  -o, --output FILE          with --fix: write the fixed file there (atomically); never the input
  --json                     machine-readable output (docs/json.md)
  --strict                   unknown instructions and s_nop counts above 15 are errors
  --allow-unknown            an unknown instruction counts as one wait state with no
                             register effects, and an incomplete check exits 0 or 1
  -h, --help                 this help
""".replace("@ARCHS@", arch_names())

_FORMATS = F8F6F4_ALIASES


class _Usage(Exception):
    pass


def _parse(args: Sequence[str], spec: dict[str, tuple[str, bool]], name: str) -> tuple[dict[str, str | bool],
                                                                                      list[str]]:
    """Options per ``spec`` (spelling -> (dest, takes value)) and the positional arguments."""
    opts: dict[str, str | bool] = {}
    pos: list[str] = []
    n = 0
    while n < len(args):
        arg = args[n]
        n += 1
        if arg == "--":
            pos.extend(args[n:])
            break
        if arg.startswith("-") and arg != "-":
            key, eq, inline = arg.partition("=")
            if key not in spec:
                raise _Usage(f"unrecognized argument: {arg} (see amdmatrix {name} -h)")
            dest, takes = spec[key]
            if dest in opts:
                raise _Usage(f"option {key} is given twice")
            if takes:
                if eq:
                    opts[dest] = inline
                elif n < len(args):
                    opts[dest] = args[n]
                    n += 1
                else:
                    raise _Usage(f"argument {key}: expected one value")
            else:
                if eq:
                    raise _Usage(f"argument {key}: takes no value")
                opts[dest] = True
        else:
            pos.append(arg)
    return opts, pos


def _format(value: str, what: str) -> int:
    v = value.strip().lower()
    if v.isdigit() and int(v) in range(5):
        return int(v)
    if v in _FORMATS:
        return _FORMATS[v]
    raise _Usage(f"argument {what}: unknown format {value!r}; legal values: fp8, bf8, fp6, bf6, fp4 (or 0-4)")


def _arch(opts: dict[str, str | bool]) -> str:
    from ..archs import ARCHS, resolve_arch
    from ..errors import UnknownArchitectureError

    value = opts.get("arch")
    if not isinstance(value, str):
        raise _Usage("the architecture is missing: use -a/--architecture; legal values: "
                     + ", ".join(a.name for a in ARCHS))
    try:
        name = resolve_arch(value).name
        from ..hazards.targets import own_name

        return own_name(value) or name
    except UnknownArchitectureError:
        raise _Usage(f"unknown architecture {value!r}; legal values: "
                     + ", ".join(f"{a.name} ({', '.join(a.aliases)})" for a in ARCHS)) from None


#: The options of both commands: the architecture, JSON output and help.
_COMMON = {"-a": ("arch", True), "--architecture": ("arch", True), "--json": ("json", False),
           "-h": ("help", False), "--help": ("help", False)}


def _options(args: Sequence[str], own: dict[str, tuple[str, bool]], name: str, usage: str,
             out: Callable[[str], None]) -> tuple[dict[str, str | bool], list[str], str] | None:
    """A command's options (its ``own`` and the common ones), positional arguments and
    architecture; None when ``-h`` asked for the usage, which is then printed."""
    opts, pos = _parse(args, {**_COMMON, **own}, name)
    if opts.get("help"):
        out(usage.rstrip("\n"))
        return None
    return opts, pos, _arch(opts)


def _hazards(args: Sequence[str], out: Callable[[str], None]) -> int:
    from ..hazards import api
    from ..hazards.render import hazards_json, hazards_text, rules_json, rules_text, table_json, table_text
    from ..hazards.targets import target

    own = {"-i": ("inst", True), "--instruction": ("inst", True), "--a-format": ("afmt", True),
           "--b-format": ("bfmt", True)}
    got = _options(args, own, "hazards", HAZARDS_USAGE, out)
    if got is None:
        return 0
    opts, pos, arch = got
    t = target(arch)
    as_json = bool(opts.get("json"))
    inst = opts.get("inst")
    if isinstance(inst, str):
        if pos:
            raise _Usage(f"-i takes no assembly lines; got {len(pos)} (see amdmatrix hazards -h)")
        cbsz = _format(str(opts["afmt"]), "--a-format") if "afmt" in opts else 0
        blgp = _format(str(opts["bfmt"]), "--b-format") if "bfmt" in opts else 0
        table = api.instruction_rules(arch, inst, cbsz=cbsz, blgp=blgp)
        for line in (rules_json(table) if as_json else rules_text(table)):
            out(line)
        return 0
    if "afmt" in opts or "bfmt" in opts:
        raise _Usage("--a-format/--b-format go with -i; in assembly lines write cbsz:N blgp:N "
                     "(gfx1250: matrix_a_fmt:MATRIX_FMT_FP4 matrix_b_fmt:MATRIX_FMT_FP6)")
    if not pos:
        every = api.rules(arch)
        for line in (table_json(t, every) if as_json else table_text(t, every)):
            out(line)
        return 0
    if len(pos) != 2:
        raise _Usage(f"give two assembly lines, 'FIRST' and 'SECOND' (got {len(pos)}), or -i INSTRUCTION")
    found = api.hazards(arch, pos[0], pos[1])
    for line in (hazards_json(t, pos[0], pos[1], found) if as_json else hazards_text(t, pos[0], pos[1], found)):
        out(line)
    return 0


def _check_wave(opts: dict[str, str | bool]) -> int | None:
    if "wave" not in opts:
        return None
    text = str(opts["wave"])
    if text not in ("32", "64"):
        raise _Usage(f"argument -w/--wavefront: {text!r} is not a wave size; legal values: 32, 64")
    return int(text)


def _read_source(path: str, stdin: TextIO) -> tuple[str, str]:
    """The text of the file to check (``-``: standard input) and the name messages give it.

    Bytes that are not UTF-8 are kept (as surrogate escapes) so that ``--fix`` writes them back."""
    from ..fileio import read_bytes

    if path == "-":
        buffer = getattr(stdin, "buffer", None)
        data = buffer.read() if buffer is not None else stdin.read()
        if isinstance(data, str):
            return data, "<stdin>"
        return data.decode("utf-8", "surrogateescape"), "<stdin>"
    try:
        return read_bytes(path).decode("utf-8", "surrogateescape"), path
    except OSError as e:
        raise _Usage(f"cannot read {path}: {e.strerror or e}") from None


def _same_file(a: str, b: str) -> bool:
    """Whether two names are one file; a name that cannot be one (a NUL in it) is not."""
    try:
        return os.path.exists(a) and os.path.samefile(a, b)
    except (OSError, ValueError):
        return False


def _check(args: Sequence[str], out: Callable[[str], None], stdin: TextIO) -> int:
    from ..hazards import api
    from ..hazards.render import check_json, check_text, strict_problems
    from ..hazards.targets import target

    own = {"-w": ("wave", True), "--wavefront": ("wave", True), "--fix": ("fix", False), "-o": ("output", True),
           "--output": ("output", True), "--strict": ("strict", False), "--allow-unknown": ("allow_unknown", False)}
    got = _options(args, own, "check", CHECK_USAGE, out)
    if got is None:
        return 0
    opts, pos, arch = got
    t = target(arch)
    if len(pos) != 1:
        raise _Usage(f"give one assembly file (or - for stdin), got {len(pos)} (see amdmatrix check -h)")
    path = pos[0]
    wave = _check_wave(opts)
    output = opts.get("output")
    fix = bool(opts.get("fix")) or isinstance(output, str)
    if isinstance(output, str) and path != "-" and _same_file(output, path):
        raise _Usage(f"-o {output} is the input file; the input is never changed, choose another file")
    source, name = _read_source(path, stdin)
    try:
        report = api.analyse(arch, source, wave=wave, fix=fix, path=None if path == "-" else path)
    except AmdMatrixError as e:
        text = str(e)
        if text.startswith("line "):
            number, _, rest = text[len("line "):].partition(": ")
            raise _Usage(f"{name}:{number}: {rest}") from None
        raise
    if opts.get("strict"):
        problems = strict_problems(name, report)
        if problems:
            raise _Usage(problems)
    as_json = bool(opts.get("json"))
    incomplete = bool(report.incomplete) and not opts.get("allow_unknown")
    if fix and not incomplete:
        return _fixed(t, name, report, output if isinstance(output, str) else None, as_json, out)
    lines = check_json(t, name, report, with_fixed=False) if as_json else check_text(t, name, report)
    for line in lines:
        out(line)
    if incomplete:
        if fix:
            sys.stderr.write(f"amdmatrix: {_safe(name)}: nothing fixed: the check is incomplete "
                             "(--allow-unknown fixes what it understood)\n")
        return 3
    return 1 if report.violations else 0


def _fixed(t: Target, name: str, report: Report, output: str | None, as_json: bool,
           out: Callable[[str], None]) -> int:
    """``check --fix``: the fixed text to ``output`` (atomically) or standard output."""
    from ..fileio import is_stdout, write_atomic
    from ..hazards.render import check_json

    assert report.fixed is not None
    if output is not None and is_stdout(output):
        output = None  # '-' (or /dev/stdout): the fixed text goes to standard output, as without -o
    if output is not None:
        try:
            write_atomic(output, report.fixed.encode("utf-8", "surrogateescape"))
        except BrokenPipeError:
            raise
        except OSError as e:
            raise _Usage(f"cannot write {output}: {e.strerror or e}") from None
    if as_json:
        for line in check_json(t, name, report, with_fixed=output is None):
            out(line)
    elif output is not None:
        out(f"{name}: inserted {report.inserted} wait states before {report.places} lines; wrote {output}")
    else:
        _write_bytes(report.fixed)
        sys.stderr.write(f"{name}: inserted {report.inserted} wait states before {report.places} lines\n")
    return 0


def _write_bytes(text: str) -> None:
    """The fixed text to standard output, byte for byte (non-UTF-8 bytes as they were read)."""
    data = text.encode("utf-8", "surrogateescape")
    buffer = getattr(sys.stdout, "buffer", None)
    if buffer is not None:
        sys.stdout.flush()
        buffer.write(data)
        buffer.flush()
    else:
        sys.stdout.write(data.decode("utf-8", "replace"))


def _safe(text: str) -> str:
    """``text`` printable on any stream: bytes read as surrogate escapes become U+FFFD."""
    try:
        text.encode("utf-8")
        return text
    except UnicodeEncodeError:
        return text.encode("utf-8", "surrogateescape").decode("utf-8", "replace").encode(
            "utf-8", "replace").decode("utf-8")


def run(argv: Sequence[str]) -> int:
    """Entry point from amdmatrix.cli (``argv[0]`` is "hazards" or "check")."""
    stdout, stderr = sys.stdout, sys.stderr

    def out(line: str) -> None:
        stdout.write(_safe(line) + "\n")

    try:
        if argv[0] == "check":
            return _check(argv[1:], out, sys.stdin)
        return _hazards(argv[1:], out)
    except (_Usage, AmdMatrixError) as e:
        stderr.write(f"amdmatrix: error: {_safe(' '.join(str(e).split()))}\n")
        return 2
