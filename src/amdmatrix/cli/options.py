"""The query command line of ``amdmatrix``: its options, their parser and its help.

Every option of AMD's Matrix Instruction Calculator is accepted with the same short and
long names (hyphen or underscore spellings, or any unambiguous prefix, as argparse allows)
and defaults. The parser is hand-written: argparse alone costs about as much as the whole
interpreter start-up, and start-up time is most of a query's time. Bad input raises
:class:`UsageError`, whose message names what is wrong and what is legal.
"""

from __future__ import annotations

import os

from ..errors import shown

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (docs/decisions.md)
if TYPE_CHECKING:
    from collections.abc import Sequence

    from ..model import Instruction

__all__ = ["UsageError", "OPTIONS", "parse", "is_option", "integer", "option_name", "modifiers", "supports",
           "closest", "help_text", "arch_names", "arch_aliases"]

class UsageError(Exception):
    """A bad command line; the message names what is wrong and what is legal."""


# (long names, short name, destination, kind); kind is "flag" or "int" or "str".
OPTIONS: list[tuple[tuple[str, ...], str | None, str, str]] = [
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
    (("A-scale", "scale-a"), None, "SA", "flag"),  # --scale-a: emulate's old spelling, accepted
    (("B-scale", "scale-b"), None, "SB", "flag"),
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
    (("a-scale-row",), None, "a_scale_row", "int"),
    (("b-scale-row",), None, "b_scale_row", "int"),
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
for _longs, _short, _dest, _kind in OPTIONS:
    for _l in _longs:
        _LONG[_l] = _LONG[_l.replace("-", "_")] = (_dest, _kind, f"--{_l}")
_LONG_LOWER = {k.lower(): v for k, v in _LONG.items()}
#: The calculator's own options (by destination). A prefix that names one of them names it
#: here too, even if an amdmatrix-only option shares the prefix (``--op`` is ``--opsel``).
_CALCULATOR = {"version", "help", "architecture", "list_instructions", "instruction", "detail_instruction", "A", "B",
               "C", "D", "K", "cbsz", "abid", "blgp", "opsel", "neg", "neg_hi", "wavefront", "get_register", "I", "J",
               "K_coord", "block", "matrix_entry", "register", "lane", "output_calculation", "register_layout",
               "matrix_layout", "csv", "markdown", "asciidoc", "transpose"}
_SHORT = {s: (d, k, f"-{s}") for _, s, d, k in OPTIONS if s}


def closest(word: str, choices: Sequence[str]) -> str | None:
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
            order = [f"--{longs[0]}" for longs, _, _, _ in OPTIONS]
            shown = sorted({v[2] for v in found}, key=order.index)
            raise UsageError(f"ambiguous option: --{name} could match {', '.join(shown)}")
    best = closest(name.lower(), list(_LONG_LOWER))
    hint = f"; did you mean {_LONG_LOWER[best][2]}?" if best else ""
    raise UsageError(f"unrecognized argument: --{name}{hint} (see amdmatrix --help for the options)")

_HELP = """\
usage: amdmatrix [-h] [-v] [-a ARCH] [-L [--supports MOD]] [--list-architectures] [-i INSTRUCTION] [-d]
                 [-A | -B | -C | -D | -k | --A-scale | --B-scale]
                 [--cbsz N] [--abid N] [--blgp N] [--opsel N] [--opsel_hi N] [--neg N] [--neg_hi N]
                 [--a-format F] [--b-format F] [--a-scale-byte N] [--b-scale-byte N]
                 [--a-scale-row N] [--b-scale-row N] [-w {32,64}]
                 [-g [-I N] [-J N] [-K N] [-b N] [-o]] [-m [-r N] [-l N] [-o]] [-R] [-M]
                 [-c | --markdown | --asciidoc] [--transpose] [--json] [--svg FILE [--color KIND]]
       amdmatrix @SUBCOMMANDS@ ...
                 (see 'amdmatrix encode -h' and so on)

Exact register/lane layouts of AMD matrix instructions (MFMA, SMFMAC, WMMA, SWMMAC).
Compatible with the AMD Matrix Instruction Calculator's command line. Long options may be
shortened to any unambiguous prefix (--arch, --inst, --get-reg, --detail).

general:
  -h, --help                 show this help and exit
  -v, --version              print the version and exit
@ARCHS@
  -L, --list-instructions    list the matrix instructions of the architecture
  --supports MOD[,MOD]       with -L: only those that support the modifiers (cbsz, abid, blgp, opsel,
                             opsel_hi, neg, neg_hi, a-format, b-format, a-scale-byte, b-scale-byte,
                             a-scale-row, b-scale-row)
  --list-architectures       list every architecture with its aliases
  -i, --instruction INST     the instruction mnemonic (case-insensitive; LLVM spellings accepted)
  -d, --detail-instruction   print facts, register usage, modifiers and layout formulas

matrix (exactly one for -g, -m, -R, -M):
  -A, --A-matrix  -B, --B-matrix  -C, --C-matrix  -D, --D-matrix
  -k, --compression          compression indices of a sparse instruction
  --A-scale, --B-scale       block scales of a scaled MFMA/WMMA (CDNA4, gfx1250), indexed [i][kb] and
                             [kb][j], kb = k/32 (gfx1250 scale16: k/16)

modifiers:
  --cbsz N, --abid N         A broadcast (CDNA); index-set select (SMFMAC); A format (CDNA4 F8F6F4)
  --blgp N                   B lane pattern (CDNA); A/B/C negation (CDNA3/4 F64); B format (F8F6F4)
  --opsel N, --opsel_hi N    RDNA3 16-bit C/D half (0 or 4); RDNA4 SWMMAC index set; CDNA4 scale bytes
  --neg N, --neg_hi N        RDNA negation/absolute value, or integer signedness
  --a-format F, --b-format F F8F6F4 formats (CDNA4, gfx1250): fp8, bf8, fp6, bf6, fp4 (or 0-4)
  --a-scale-byte N, --b-scale-byte N   CDNA4 scale byte 0-3 (sets OP_SEL/OP_SEL_HI)
  --a-scale-row N, --b-scale-row N     gfx1250 scaled WMMA: 1 = MATRIX_SCALE_ROW1, the scales in
                             lanes 16-31 (LLVM matrix_a_scale/matrix_b_scale; sets OPSEL/OPSEL_HI bit 0)
  -w, --wavefront {32,64}    wave size (default 64 on CDNA1-4, 32 on RDNA and gfx1250)

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

other notations (docs/export.md):
  amdmatrix export ... -A --to triton|gluon|cute|hip|json  the layout as another tool writes it
  amdmatrix lint ... -D --expr 'i = ...; j = ...'          check a mapping you wrote (--triton, --cute)
between instructions:
  amdmatrix convert -a ARCH --from INST --to INST:A|B      the cheapest verified D-to-operand shuffle
  amdmatrix lds -a ARCH -i INST -A --tile T --read R       LDS reads, bank conflicts, --solve a swizzle
whole kernels (docs/run.md):
  amdmatrix run -a ARCH KERNEL.s --grid X --block N --arg a.npy ...   execute on the CPU, with checks
performance and agents:
  amdmatrix peak [-a ARCH | --product NAME] [--dtype T]    peak throughput, derived, with sources
  amdmatrix mcp                                            every query as an MCP tool over stdio
"""


def _runs(names: Sequence[str], shortest: int) -> list[str]:
    """``names``, each run of at least ``shortest`` consecutive numbers (same prefix) written "first-last"."""
    import re

    def key(name: str) -> tuple[str, int] | None:
        m = re.fullmatch(r"(\D*)(\d+)", name)
        return (m[1], int(m[2])) if m else None

    out: list[str] = []
    run: list[str] = []

    def flush() -> None:
        out.extend([f"{run[0]}-{run[-1]}"] if len(run) >= shortest else run)
        run.clear()

    for name in names:
        this, last = key(name), (key(run[-1]) if run else None)
        if not (this and last and this[0] == last[0] and this[1] == last[1] + 1):
            flush()
        run.append(name)
    flush()
    return out


def arch_names() -> str:
    """The architectures of ``amdmatrix.archs.ARCHS`` in short, as the subcommands' help shows them
    ("CDNA1-CDNA4, RDNA3, RDNA4")."""
    from ..archs import ARCHS

    return ", ".join(_runs([a.name for a in ARCHS], 3))


def arch_aliases() -> list[str]:
    """Each architecture with its aliases as the help shows them: "RDNA3 (gfx1100-gfx1103, ...)".

    LLVM targets (GFX...) and code names are written in lower case, products (MI300X) and
    family names (CDNA) as they are; four or more consecutive targets are one range.
    """
    from ..archs import ARCHS

    def spelled(alias: str, name: str) -> str:
        return alias if alias.startswith("MI") or name.startswith(alias) else alias.lower()

    return [f"{a.name} ({', '.join(_runs([spelled(n, a.name) for n in a.aliases], 4))})" for a in ARCHS]


def help_text(subcommands: Sequence[str]) -> str:
    """``amdmatrix --help``: the architectures come from ``ARCHS``, the subcommands from the caller."""
    import textwrap

    arch_lines = textwrap.fill(", ".join(arch_aliases()), width=103, initial_indent="  -a, --architecture ARCH    ",
                               subsequent_indent=" " * 29, break_on_hyphens=False, break_long_words=False)
    schema = schema_doc()
    # The installed path, whole on a line of its own so that it can be copied: under the option's
    # text when it fits the help's 109 columns, flush left when it does not (never wrapped).
    indent = " " * 29 if 29 + len(schema) <= 109 else ""
    return (_HELP.replace("@ARCHS@", arch_lines).replace("@SUBCOMMANDS@", "|".join(subcommands))
            .replace("@SCHEMA_DOC@", indent + schema))


def schema_doc() -> str:
    """Where the installed package keeps docs/json.md (``--help`` names it)."""
    return os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "json.md")


class _Parser:
    """One pass over the command line: ``--long[=value]``, bundled short options (``-gA``, ``-I3``)."""

    def __init__(self, argv: Sequence[str]) -> None:
        self.args, self.pos = list(argv), 0
        self.opts: dict[str, object] = {}
        self.seen: dict[str, str] = {}

    def store(self, dest: str, kind: str, shown: str, value: str | None) -> None:
        if dest in self.seen and kind == "flag":
            return
        if kind == "flag":
            self.opts[dest] = True
        elif kind == "int":
            assert value is not None
            self.opts[dest] = integer(shown, value)
        else:
            self.opts[dest] = value
        self.seen[dest] = shown

    def next_value(self, shown: str) -> str:
        """The next argument, as the value of option ``shown``."""
        if self.pos >= len(self.args):
            raise UsageError(f"argument {shown}: expected one value")
        self.pos += 1
        return self.args[self.pos - 1]

    def long(self, arg: str) -> None:
        name, eq, inline = arg[2:].partition("=")
        dest, kind, shown = _long_option(name)
        value: str | None = None
        if kind != "flag":
            value = inline if eq else self.next_value(shown)
        elif eq:
            raise UsageError(f"argument {shown}: takes no value")
        self.store(dest, kind, shown, value)

    def shorts(self, arg: str) -> None:
        letters = arg[1:]
        while letters:
            ch, letters = letters[0], letters[1:]
            sspec = _SHORT.get(ch)
            if sspec is None:
                raise UsageError(f"unrecognized argument: -{ch} (see amdmatrix --help for the options)")
            dest, kind, shown = sspec
            if kind == "flag":
                self.store(dest, kind, shown, None)
                continue
            if letters:
                value, letters = letters.lstrip("="), ""
            else:
                value = self.next_value(shown)
            self.store(dest, kind, shown, value)


def is_option(arg: str) -> bool:
    """Whether ``arg`` is an option (``-x``, ``--name``) rather than a word or a negative number."""
    return arg.startswith("--") or (arg.startswith("-") and len(arg) > 1 and not arg[1:].lstrip("-").isdigit())


def parse(argv: Sequence[str], subcommands: Sequence[str] = ()) -> dict[str, object]:
    """The options of a query command line, by destination (flags True, integers checked).

    A word in the first place is a misspelled subcommand: the message suggests one of
    ``subcommands``. Raises UsageError.
    """
    p = _Parser(argv)
    while p.pos < len(p.args):
        arg = p.args[p.pos]
        p.pos += 1
        if arg.startswith("--"):
            p.long(arg)
        elif is_option(arg):
            p.shorts(arg)
        elif p.pos == 1:
            best = closest(arg, list(subcommands))
            hint = f"; did you mean {best}?" if best else f"; legal values: {', '.join(subcommands)}"
            raise UsageError(f"unknown subcommand {arg!r}{hint} (see amdmatrix --help for the options)")
        else:
            raise UsageError(f"unrecognized argument: {arg!r} (see amdmatrix --help for the options)")
    return p.opts


_DIGITS = {"": "0123456789", "0x": "0123456789abcdef", "0o": "01234567", "0b": "01"}


def integer(option: str, value: str) -> int:
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


def option_name(name: str) -> str:
    """The command-line spelling of a modifier keyword (for messages)."""
    return "--" + (name.replace("_", "-") if name.startswith(("a_", "b_")) else name)


def modifiers(opts: dict[str, object], inst: Instruction | None = None) -> dict[str, int]:
    """The modifier fields the options set (non-zero ones), checked for ``inst``."""
    from ..modifiers import FIELDS, parse

    given: dict[str, object] = {}
    for name in FIELDS:
        if name in opts:
            v = opts[name]
            assert isinstance(v, int)
            if v < 0:
                raise UsageError(f"argument --{name}: {shown(v)} is negative; legal values start at 0")
            given[name] = v
    for name in ("a_format", "b_format", "a_scale_byte", "b_scale_byte", "a_scale_row", "b_scale_row"):
        if name in opts:  # a format name (or code) is checked by parse, which names the legal ones
            given[name] = opts[name]
    return parse(given, spell=option_name, inst=inst).nonzero()


def supports(opts: dict[str, object]) -> list[str] | None:
    """The modifiers of ``--supports`` (comma-separated, option or keyword spelling)."""
    text = opts.get("supports")
    if text is None:
        return None
    return [n.strip().lstrip("-").replace("-", "_").lower() for n in str(text).split(",")]
