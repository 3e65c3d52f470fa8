"""An assembler front end with llvm-mc's behaviour, for the hazard checker.

Hand-written AMDGPU kernels (MIOpen's ``dynamic_igemm``, Tensile's assembly) are written for
``llvm-mc``: they name registers through symbols (``.set v_a, 4`` ... ``v[v_a+1]``), expand
macros, repeat blocks and carry metadata. :func:`expand` turns such a file into the lines
of instructions llvm-mc would assemble, each with the line the user wrote:

* symbols: ``.set``, ``.equ``, ``.equiv``, ``NAME = EXPR``; integer expressions with LLVM's
  operators and precedence (LLVM AsmParser ``getGNUBinOpPrecedence``: ``||`` < ``&&`` <
  comparisons < ``+ -`` < ``| ^ & !`` < ``* / % << >>``; 64-bit, ``>>`` logical, a true
  comparison is -1) in register indices and ranges, ``s_nop`` counts and format modifiers;
* ``.macro``/``.endm`` (positional, ``name=default``, ``:req``, ``:vararg`` and keyword
  arguments, ``\\arg``, ``\\()``, ``\\@``), ``.rept``/``.endr``, ``.irp``, ``.irpc``;
* ``.if``/``.ifdef``/``.ifndef``/``.ifeq``/... ``.elseif``/``.else``/``.endif``;
* ``.include "file"`` relative to the including file;
* data and metadata (``.amdgpu_metadata``, ``.amdhsa_kernel`` ... ``.end_amdhsa_kernel``,
  ``.byte``, ``.long`` ...) skipped; the header lines of ``llvm-objdump -d`` listings too.

Lines are split at ``\\n`` only (with ``\\r\\n`` read as one break), so line numbers are
those an editor shows: a form feed or U+2028 is not a line break. Block comments are
blanked in place (columns keep their meaning); ``;``, ``//`` and a ``#`` starting a line
begin line comments, and a ``/*`` inside a line comment opens nothing.

Anything it cannot interpret (an unknown directive, ``.altmacro``) is recorded in
``Expanded.incomplete`` with its line; a definite error (an undefined symbol in a register
index, a missing ``.endm``, an unterminated ``/*``, a missing include file) raises
:class:`~amdmatrix.hazards.reader.MalformedLineError` naming the construct.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterator

from .._dataclasses import dataclass, field
from ..encoding.mcexpr import PRECEDENCE as _PREC
from ..encoding.mcexpr import divide, remainder, shift_left, shift_right
from ..encoding.mcexpr import wrap as _s64
from ..errors import AmdMatrixError

__all__ = ["Source", "Expanded", "expand", "evaluate", "split_lines", "AsmError", "MalformedLineError",
           "EXPRESSION_LIMIT"]


class MalformedLineError(AmdMatrixError):
    """A line of assembly that cannot be read (unbalanced brackets, a bad register, ...)."""


class AsmError(MalformedLineError):
    """A line llvm-mc would reject: the message names the construct and starts with ``line N:``."""


@dataclass(slots=True)
class Source:
    """One line of instructions after expansion, as the reader reads it."""

    #: The 1-based line of the input the user wrote (for a macro expansion or an included
    #: file: the line of the outermost call or ``.include``).
    line: int
    #: The code, comments removed, symbols in register indices resolved.
    code: str
    #: The line comment (llvm-objdump's ``// 000000000010: ...`` carries an address).
    comment: str = ""
    #: Where the statement starts in the input line ``line`` (``--fix`` inserts there); inside
    #: an expansion or an included file, where the outermost call or ``.include`` starts.
    col: int = 0
    #: "" at the top level; else where the line comes from, innermost first
    #: (``"k.inc:30, in macro mac called at k.s:12"``).
    origin: str = ""


@dataclass
class Expanded:
    lines: list[Source] = field(default_factory=list)
    #: (line, what was not understood): the check is incomplete if any.
    incomplete: list[tuple[int, str]] = field(default_factory=list)
    #: The symbols' values at the end of the input (those that are integers), and the symbols
    #: assigned more than one value: an operand written with a symbol (``s_load_dword s4,
    #: s[0:1], 0+k_off``) has its final value unless the symbol is in ``reassigned``.
    symbols: dict[str, int] = field(default_factory=dict)
    reassigned: set[str] = field(default_factory=set)


#: Numbers longer than this many characters are refused (int() would refuse 4,300 digits).
EXPRESSION_LIMIT = 40


def split_lines(text: str) -> list[str]:
    """``text`` split at ``\\n`` (a ``\\r`` before it is dropped): the lines an editor shows."""
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return [s[:-1] if s.endswith("\r") else s for s in lines]


# ---------------------------------------------------------------------------- expressions
_TOKEN = re.compile(
    r"\s*(?:(0[xX][0-9a-fA-F]+|0[bB][01]+|\d+)|([A-Za-z_.$][\w.$@]*)|(<<|>>|<=|>=|==|!=|<>|&&|\|\||[-+*/%&|^~!<>()])"
    r"|('(?:\\.|[^'\\])'))")
_MASK = (1 << 64) - 1


class _Undefined(Exception):
    def __init__(self, name: str) -> None:
        self.name = name


class _Bad(Exception):
    pass


#: A compiled expression: called with the function that gives a symbol's value.
Node = Callable[[Callable[[str], int]], int]


class Symbols:
    """Symbol values: integers, or the text of an expression not yet evaluable (a forward reference)."""

    def __init__(self) -> None:
        self.values: dict[str, int | str] = {}
        self.busy: set[str] = set()
        #: While not None, every name looked up is added (what a cached result depends on).
        self.track: list[str] | None = None

    def get(self, name: str) -> int:
        if self.track is not None:
            self.track.append(name)
        v = self.values.get(name)
        if v is None:
            raise _Undefined(name)
        if isinstance(v, int):
            return v
        if name in self.busy:
            raise _Bad(f"the symbol `{name}` is defined through itself")
        self.busy.add(name)
        try:
            return _compile(v)(self.get)
        finally:
            self.busy.discard(name)


def _tokens(text: str) -> list[str]:
    out: list[str] = []
    pos = 0
    n = len(text)
    while pos < n:
        m = _TOKEN.match(text, pos)
        if m is None or m.end() == pos:
            if text[pos:].strip() == "":
                break
            raise _Bad(f"`{text[pos:pos + 20].strip()}` cannot start an expression term")
        tok = m.group(1) or m.group(2) or m.group(3) or m.group(4)
        if tok is None:
            break
        if m.group(1) and len(tok) > EXPRESSION_LIMIT:
            raise _Bad(f"the number `{tok[:12]}...` ({len(tok)} characters) is too large for 64 bits")
        out.append(tok)
        pos = m.end()
    return out


def _number(tok: str) -> int:
    low = tok.lower()
    if low.startswith("0x"):
        v = int(low[2:], 16)
    elif low.startswith("0b"):
        v = int(low[2:], 2)
    elif len(tok) > 1 and tok[0] == "0":
        if any(c in "89" for c in tok):
            raise _Bad(f"`{tok}` is not an octal number")
        v = int(tok, 8)
    else:
        v = int(tok)
    if v > _MASK:
        raise _Bad(f"the number `{tok}` is too large for 64 bits")
    return _s64(v)


def _checked(f: Callable[[int, int], int]) -> Callable[[int, int], int]:
    """An operator of :mod:`amdmatrix.encoding.mcexpr` whose errors are named as this reader names them."""

    def apply(x: int, y: int) -> int:
        try:
            return f(x, y)
        except ZeroDivisionError:
            raise _Bad("division by zero") from None
        except OverflowError:
            raise _Bad("the expression overflows 64 bits") from None  # llvm-mc-22 itself stops on it

    return apply


_CMP = {"==": "==", "!=": "!=", "<>": "!=", "<": "<", "<=": "<=", ">": ">", ">=": ">="}
_HELPERS = {"_s64": _s64, "_shl": shift_left, "_shr": shift_right, "_div": _checked(divide),
            "_mod": _checked(remainder)}


class _Parser:
    """Precedence climbing to Python source: each term is an int congruent to the true value
    modulo 2**64 (``+ - * & | ^ ~`` keep that); operators that need the exact signed value
    (``/ % >> <<``, comparisons, logic) first wrap their operands to 64 bits."""

    def __init__(self, toks: list[str]) -> None:
        self.toks = toks
        self.pos = 0

    def peek(self) -> str | None:
        return self.toks[self.pos] if self.pos < len(self.toks) else None

    def take(self) -> str:
        tok = self.peek()
        if tok is None:
            raise _Bad("the expression ends too early")
        self.pos += 1
        return tok

    def primary(self, depth: int = 0) -> str:
        if depth > 200:
            raise _Bad("it nests too deeply")
        tok = self.take()
        if tok in ("-", "+", "~", "!"):
            inner = self.primary(depth + 1)
            if tok == "-":
                return f"(-{inner})"
            if tok == "~":
                return f"(~{inner})"
            if tok == "!":
                return f"(0 if _s64({inner}) else 1)"
            return inner
        if tok == "(":
            inner = self.binary(1, depth + 1)
            if self.take() != ")":
                raise _Bad("a `(` is not closed")
            return inner
        if tok[0].isdigit():
            return f"({_number(tok)})"
        if tok[0] == "'":
            body = tok[1:-1]
            return str(ord(body[-1]) if body.startswith("\\") else ord(body))
        if tok[0].isalpha() or tok[0] in "_.$":
            return f"g({tok!r})"
        raise _Bad(f"`{tok}` cannot start an expression term")

    def binary(self, level: int, depth: int = 0) -> str:
        left = self.primary(depth)
        while True:
            op = self.peek()
            prec = _PREC.get(op or "")
            if prec is None or prec < level or op is None:
                return left
            self.pos += 1
            right = self.binary(prec + 1, depth + 1)
            left = _combine(op, left, right)


def _combine(op: str, x: str, y: str) -> str:
    if op in ("+", "-", "*", "&", "|", "^"):
        return f"({x} {op} {y})"
    if op == "!":
        return f"({x} | ~{y})"
    if op in _CMP:
        return f"(-1 if _s64({x}) {_CMP[op]} _s64({y}) else 0)"
    if op == "&&":
        return f"(1 if _s64({x}) and _s64({y}) else 0)"
    if op == "||":
        return f"(1 if _s64({x}) or _s64({y}) else 0)"
    return {"<<": "_shl", ">>": "_shr", "/": "_div", "%": "_mod"}[op] + f"({x}, {y})"


_COMPILED: dict[str, Node] = {}


def _compile(text: str) -> Node:
    got = _COMPILED.get(text)
    if got is None:
        toks = _tokens(text)
        if not toks:
            raise _Bad("the expression is empty")
        p = _Parser(toks)
        source = p.binary(1)
        if p.pos != len(toks):
            raise _Bad(f"`{toks[p.pos]}` is not expected here")
        # the source is made of numbers, quoted names and the helpers above only
        got = eval(f"lambda g: _s64({source})", dict(_HELPERS))  # noqa: S307
        if len(_COMPILED) < 50_000:
            _COMPILED[text] = got
    return got


def evaluate(text: str, symbols: dict[str, int] | None = None) -> int:
    """The value of an integer expression as llvm-mc computes it (AsmError if it has none)."""
    s = Symbols()
    if symbols:
        s.values.update(symbols)
    try:
        return _compile(text)(s.get)
    except _Undefined as u:
        raise AsmError(f"the expression `{_short(text)}` uses the undefined symbol `{u.name}`") from None
    except (_Bad, RecursionError) as e:
        raise AsmError(f"the expression `{_short(text)}` is not valid: {_why(e)}") from None


def _why(e: Exception) -> str:
    return "it nests too deeply" if isinstance(e, RecursionError) else str(e)


def _short(text: str, limit: int = 60) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


# ---------------------------------------------------------------------------- comments
_COMMENT_MARK = re.compile(r'/\*|;|//|"')


def _uncomment(raw: str, in_block: bool) -> tuple[str, str, bool]:
    """(code with block comments blanked, the line comment, whether a ``/*`` is still open)."""
    pos = 0
    parts: list[str] = []
    n = len(raw)
    if in_block:
        end = raw.find("*/")
        if end < 0:
            return "", "", True
        parts.append(" " * (end + 2))
        pos = end + 2
    while pos < n:
        m = _COMMENT_MARK.search(raw, pos)
        if m is None:
            break
        tok = m.group(0)
        if tok == '"':
            close = raw.find('"', m.end())
            while close > 0 and raw[close - 1] == "\\":
                close = raw.find('"', close + 1)
            if close < 0:
                parts.append(raw[pos:])
                return "".join(parts), "", False
            parts.append(raw[pos:close + 1])
            pos = close + 1
            continue
        if tok == "/*":
            end = raw.find("*/", m.end())
            parts.append(raw[pos:m.start()])
            if end < 0:
                return "".join(parts), "", True
            parts.append(" " * (end + 2 - m.start()))
            pos = end + 2
            continue
        parts.append(raw[pos:m.start()])
        return "".join(parts), raw[m.start():], False
    parts.append(raw[pos:])
    return "".join(parts), "", False


# ---------------------------------------------------------------------------- directives
#: Directives that pair with an end directive and hold data or metadata, not instructions.
SKIP_BLOCKS = {
    ".amdgpu_metadata": ".end_amdgpu_metadata",
    ".amdhsa_kernel": ".end_amdhsa_kernel",
    ".amd_kernel_code_t": ".end_amd_kernel_code_t",
    ".amdgpu_pal_metadata": ".end_amdgpu_pal_metadata",
}
#: Directives with no effect on the instructions' wait states (sections, symbols' attributes,
#: alignment, data, debug information, target identification).
IGNORED = frozenset("""
.text .data .rodata .bss .section .pushsection .popsection .previous .subsection
.globl .global .local .weak .weakref .hidden .protected .internal .type .size .symver .no_dead_strip
.p2align .p2alignw .p2alignl .align .balign .balignw .balignl .org .skip .space .zero .fill
.byte .short .hword .word .2byte .4byte .8byte .int .long .quad .octa .value .single .float .double
.ascii .asciz .string .string8 .string16 .reloc .incbin .comm .lcomm .ident .file .loc .loc_mark_labels
.cfi_startproc .cfi_endproc .cfi_sections .cfi_def_cfa .cfi_offset .cfi_undefined .cfi_escape
.cfi_register .cfi_llvm_def_aspace_cfa .addrsig .addrsig_sym .end .warning .print .nops
.amdgcn_target .amdhsa_code_object_version .hsa_code_object_version .hsa_code_object_isa .amd_amdgpu_isa
.amdgpu_hsa_kernel .amdgpu_lds .amdgcn.next_free_vgpr .amdgcn.next_free_sgpr .amdgpu_hsa_module_global
.amdgpu_hsa_program_global .amdgpu_ps .amdgpu_vs .amdgpu_cs .option .attribute .purgem
.lsym .sleb128 .uleb128 .secure_log_unique .tls_common .dc .dc.b .dc.w .dc.l .dc.a .dcb .ds
.noaltmacro
""".split())
_CONDITIONALS = frozenset({".if", ".ifdef", ".ifndef", ".ifnotdef", ".ifeq", ".ifne", ".ifgt", ".ifge", ".iflt",
                           ".ifle", ".ifb", ".ifnb", ".ifc", ".ifnc", ".ifeqs", ".ifnes"})
_LOOPS = frozenset({".rept", ".irp", ".irpc"})
_MACRO_ENDS = frozenset({".endm", ".endmacro"})
_NAME = r"[A-Za-z_.$][\w.$@]*"
_LABEL = re.compile(rf"\s*({_NAME}|\d+)\s*:(?!:)")


def leading_labels(code: str) -> tuple[list[str], int]:
    """The labels a line of code starts with (``a: 1: v_nop``) and where the rest starts."""
    labels: list[str] = []
    end = 0
    while m := _LABEL.match(code, end):
        labels.append(m.group(1))
        end = m.end()
    return labels, end
_ASSIGN = re.compile(rf"\s*({_NAME})\s*=(?!=)(.*)$", re.S)
_WORD = re.compile(r"\S+")
_OBJDUMP_HEADER = re.compile(r".*:\s+file format \S+\s*$")
_OBJDUMP_SECTION = re.compile(r"\s*Disassembly of section \S+:\s*$")
_OBJDUMP_ADDRESS = re.compile(r"\s*[0-9a-fA-F]+\s+<[^>]*>:\s*$")
_BRACKET = re.compile(r"(?<![\w.$@])(v|a|s|ttmp|acc)\[([^\[\]]*)\]", re.I)
_PLAIN_INDEX = re.compile(r"\s*\d{1,6}\s*(?::\s*\d{1,6}\s*)?$")
_FORMAT_MOD = re.compile(r"(?<![\w.$])(cbsz|blgp|abid)\s*:\s*([^\s,]+)", re.I)
_PARAM = re.compile(r"\\(\(\)|@|[A-Za-z_.$][\w.$]*)")
_MAX_DEPTH = 20
_MAX_LINES = 5_000_000


_SKIP, _LISTING, _LABELS, _WORDS, _PLAIN, _RESOLVE = range(6)
#: What a line of code is, by its text: (kind, labels, end of the labels, first word, the word
#: in lower case, where it starts, its arguments, the code after the labels).
_Shape = tuple[int, tuple[str, ...], int, str, str, int, str, str]
_SHAPES: dict[str, _Shape] = {}


def _shape(code: str, stripped: str) -> _Shape:
    if not stripped or stripped[0] == "#":
        return (_SKIP, (), 0, "", "", 0, "", "")
    labels: list[str] = []
    end = 0
    if ":" in stripped:
        if ">:" in stripped and _OBJDUMP_ADDRESS.match(code):
            return (_LISTING, (), 0, "", "", 0, "", "")
        if _OBJDUMP_HEADER.match(code) or _OBJDUMP_SECTION.match(code):
            return (_SKIP, (), 0, "", "", 0, "", "")
        labels, end = leading_labels(code)
    rest = code[end:]
    word_m = _WORD.search(rest)
    if word_m is None:
        return (_LABELS, tuple(labels), end, "", "", end, "", rest)
    word = word_m.group(0)
    low = word.lower()
    kind = _WORDS
    if word[0] not in ".\\" and "=" not in rest and ":" not in word:
        kind = _RESOLVE if ("[" in code or ":" in code or "\\" in code or low == "s_nop") else _PLAIN
    return (kind, tuple(labels), end, word, low, end + word_m.start(), rest[word_m.end():].strip(), rest)


@dataclass
class _Macro:
    name: str
    params: list[tuple[str, str | None, str]]  # (name, default, qualifier: "", "req" or "vararg")
    body: list[tuple[str, str, int]]  # (code, file, line)
    where: str
    #: Whether the body uses ``\@`` (each expansion differs, so none is reused).
    counted: bool = False


@dataclass
class _Frame:
    """Lines being read: a file, a macro expansion, or a repetition."""

    items: list[tuple[str, str, int]]  # (code, file, line) or raw lines of a file
    top: int  # for an expansion: the top-level line of its outermost call; 0 for the top file
    origin: str  # the chain after the item's own place ("" for the top file)
    file: str
    raw: bool  # the items are a file's raw lines (comments still in them)
    depth: int = 0
    directory: str = ""
    col: int = 0
    pos: int = 0
    in_block: bool = False
    block_line: int = 0


@dataclass
class _Collect:
    kind: str  # "macro" or "loop"
    head: str  # the directive line (".macro foo a, b" / ".rept 4")
    directive: str
    line: int  # top-level line of the head
    file: str
    fline: int
    col: int = 0
    body: list[tuple[str, str, int]] = field(default_factory=list)
    depth: int = 1


class _Expander:
    def __init__(self, path: str | None, read: Callable[[str], str]) -> None:
        self.symbols = Symbols()
        self.macros: dict[str, _Macro] = {}
        self.labels: set[str] = set()
        self.out = Expanded()
        self.stack: list[_Frame] = []
        self.conds: list[tuple[bool, bool]] = []  # (this branch is live, some branch was taken)
        self.skip: str | None = None
        self.skip_line = 0
        self.collect: _Collect | None = None
        self.counter = 0
        self.read_file = read
        self.base = os.path.dirname(path) if path else ""
        self.name = os.path.basename(path) if path else "<input>"
        self.emitted = 0
        #: code -> (the symbols it uses, their values -> the resolved code)
        self.resolved: dict[str, tuple[tuple[str, ...], dict[tuple[int | str | None, ...], str]]] = {}
        self.bodies: dict[tuple[str, str], list[tuple[str, str, int]]] = {}
        self.bodies_of: dict[tuple[str, str], _Macro] = {}

    # ------------------------------------------------------------ errors
    def error(self, top: int, msg: str) -> AsmError:
        return AsmError(f"line {top}: {msg}")

    def incomplete(self, top: int, msg: str) -> None:
        self.out.incomplete.append((top, msg))

    # ------------------------------------------------------------ driver
    def run(self, text: str) -> Expanded:
        self.stack.append(_Frame([(s, "", 0) for s in split_lines(text)], 0, "", self.name, True,
                                 directory=self.base))
        lines = self.out.lines
        while self.stack:
            fr = self.stack[-1]
            if fr.pos >= len(fr.items):
                self.stack.pop()
                if fr.raw and fr.in_block:
                    where = f"line {fr.block_line}" if not fr.top else f"{fr.file}:{fr.block_line}"
                    raise self.error(fr.top or fr.block_line,
                                     f"the comment `/*` opened at {where} is never closed with `*/`")
                continue
            code, file, fline = fr.items[fr.pos]
            fr.pos += 1
            comment = ""
            if fr.raw:
                number = fr.pos
                opened = fr.in_block
                if opened or "/*" in code or ";" in code or "//" in code or '"' in code:
                    code, comment, fr.in_block = _uncomment(code, fr.in_block)
                    if fr.in_block and not opened:
                        fr.block_line = number
                file, fline = fr.file, number
            top = fr.top or fline
            if self.collect is None and self.skip is None and (not self.conds or self.conds[-1][0]):
                shape = _SHAPES.get(code)
                if shape is not None and shape[0] >= _PLAIN and shape[3] not in self.macros \
                        and shape[4] not in self.macros:
                    # an instruction (the common case): no directive, macro or assignment to look at
                    if shape[1]:
                        self.labels.update(shape[1])
                    if shape[0] == _RESOLVE:
                        code = self.resolve(code, shape[2], top, shape[4])
                    self.emitted += 1
                    if self.emitted > _MAX_LINES:
                        raise self.error(top, f"the expansion is over {_MAX_LINES:,} lines (a runaway .rept or "
                                              "macro?)")
                    if fr.top:
                        lines.append(Source(top, code, comment, fr.col, self.origin(fr, file, fline)))
                    else:
                        lines.append(Source(top, code, comment, shape[5]))
                    continue
            self.statement(fr, code, comment, top, file, fline)
        if self.collect is not None:
            c = self.collect
            end = ".endm" if c.kind == "macro" else ".endr"
            raise self.error(c.line, f"`{_short(c.head)}` has no matching `{end}`")
        if self.skip is not None:
            raise self.error(self.skip_line, f"the block `{self.skip}` has no matching `{SKIP_BLOCKS[self.skip]}`")
        if self.conds:
            raise self.error(self.cond_line, "an `.if` has no matching `.endif`")
        for name in self.symbols.values:
            try:
                self.out.symbols[name] = self.symbols.get(name)
            except (_Undefined, _Bad, RecursionError):
                pass
        return self.out

    cond_line = 0

    def origin(self, fr: _Frame, file: str, fline: int) -> str:
        if not fr.top:
            return ""
        here = f"{file}:{fline}"
        return f"{here}, {fr.origin}" if fr.origin else here

    # ------------------------------------------------------------ one statement
    def statement(self, fr: _Frame, code: str, comment: str, top: int, file: str, fline: int) -> None:
        stripped = code.strip()
        if not stripped:
            return
        if self.skip is not None:
            if stripped.split(None, 1)[0].lower() == SKIP_BLOCKS[self.skip]:
                self.skip = None
            return
        if self.collect is not None:
            self.collecting(stripped, code, file, fline)
            return
        shape = _SHAPES.get(code)
        if shape is None:
            shape = _shape(code, stripped)
            if len(_SHAPES) < 200_000:
                _SHAPES[code] = shape
        kind, labels, labels_end, word, low, word_start, args, rest = shape
        if kind >= _PLAIN:
            kind = _WORDS
        if kind == _SKIP:
            return
        if kind == _LISTING:
            self.emit(fr, code, comment, top, file, fline, 0)
            return
        live = not (self.conds and not self.conds[-1][0])
        if labels and live:
            self.labels.update(labels)
        if kind == _LABELS:
            if live:
                self.emit(fr, code, comment, top, file, fline, labels_end)
            return
        if not live:
            self.dead_conditional(low, args, top)
            return
        if low in _CONDITIONALS or low in (".else", ".elseif", ".endif"):
            self.conditional(low, args, top)
            return
        macro = self.macros.get(word) or self.macros.get(low)
        if macro is not None:
            if labels_end:
                self.emit(fr, code[:labels_end], "", top, file, fline, labels_end)
            self.call(fr, macro, args, top, file, fline, fr.col if fr.top else word_start)
            return
        am = _ASSIGN.match(rest) if "=" in rest else None
        if am is not None and labels_end == 0:  # NAME = EXPR, the name perhaps starting with a dot
            self.assign(am.group(1), am.group(2), top, redefine=True)
            return
        if word[0] == ".":
            self.directive(fr, low, word, args, code, top, file, fline, fr.col if fr.top else word_start)
            return
        if "[" in code or ":" in code or "\\" in code or low == "s_nop":
            code = self.resolve(code, labels_end, top, low)
        self.emit(fr, code, comment, top, file, fline, word_start)

    def emit(self, fr: _Frame, code: str, comment: str, top: int, file: str, fline: int, col: int) -> None:
        self.emitted += 1
        if self.emitted > _MAX_LINES:
            raise self.error(top, f"the expansion is over {_MAX_LINES:,} lines (a runaway .rept or macro?)")
        if fr.top:
            self.out.lines.append(Source(top, code, comment, fr.col, self.origin(fr, file, fline)))
        else:
            self.out.lines.append(Source(top, code, comment, col))

    # ------------------------------------------------------------ symbols in operands
    def resolve(self, code: str, start: int, top: int, mnemonic: str) -> str:
        """``code`` with the symbols of its register indices, s_nop count and format modifiers evaluated.

        The result is kept with the values of the symbols it used, and reused while they hold."""
        values = self.symbols.values
        got = self.resolved.get(code)
        if got is not None:
            names, seen = got
            key = tuple(values.get(n) for n in names)
            out = seen.get(key)
            if out is not None:
                return out
        track: list[str] = []
        self.symbols.track = track
        try:
            out = self._resolve(code, top, mnemonic)
        finally:
            self.symbols.track = None
        if got is None:
            names = tuple(dict.fromkeys(track))
            got = self.resolved[code] = (names, {}) if len(self.resolved) < 100_000 else (names, {})
        if len(got[1]) < 64:
            got[1][tuple(values.get(n) for n in got[0])] = out
        return out

    def _resolve(self, code: str, top: int, mnemonic: str) -> str:
        if "\\" in code:
            m = _PARAM.search(code)
            what = m.group(0) if m else "\\"
            raise self.error(top, f"`{what}` is a macro argument outside a macro (or one the macro does not have), "
                                  f"in `{_short(code.strip())}`")
        if "[" in code:
            code = _BRACKET.sub(lambda m: self.bracket(m, top), code)
        if mnemonic == "s_nop":
            head, _, operand = code.partition("s_nop") if "s_nop" in code else (code, "", "")
            op = operand.strip()
            if op and not op.isdigit():
                code = f"{head}s_nop {self.value(op, top, 's_nop count')}"
        if ":" in code and _FORMAT_MOD.search(code):
            code = _FORMAT_MOD.sub(lambda m: self.modifier(m, top), code)
        return code

    def bracket(self, m: re.Match[str], top: int) -> str:
        inner = m.group(2)
        if _PLAIN_INDEX.match(inner):
            return m.group(0)
        lo, colon, hi = inner.partition(":")
        first = self.value(lo, top, "register index")
        if not colon:
            return f"{m.group(1)}[{first}]"
        return f"{m.group(1)}[{first}:{self.value(hi, top, 'register index')}]"

    def modifier(self, m: re.Match[str], top: int) -> str:
        val = m.group(2)
        if val.lstrip("-").isdigit() or val.lower().startswith(("0x", "matrix_fmt")):
            return m.group(0)
        return f"{m.group(1)}:{self.value(val, top, m.group(1) + ' value')}"

    def value(self, text: str, top: int, what: str) -> int:
        try:
            return _compile(text)(self.symbols.get)
        except _Undefined as u:
            if u.name in self.labels:
                raise self.error(top, f"the {what} `{_short(text.strip())}` uses the label `{u.name}`, "
                                      "which is not a constant") from None
            raise self.error(top, f"the {what} `{_short(text.strip())}` uses the undefined symbol "
                                  f"`{u.name}`") from None
        except (_Bad, RecursionError) as e:
            raise self.error(top, f"the {what} `{_short(text.strip())}` is not a valid expression: "
                                  f"{_why(e)}") from None

    def assign(self, name: str, text: str, top: int, redefine: bool) -> None:
        text = text.strip()
        if not text:
            raise self.error(top, f"the assignment to `{name}` has no value")
        if not redefine and name in self.symbols.values:
            raise self.error(top, f"`.equiv {name}`: the symbol `{name}` is already defined")
        before = self.symbols.values.get(name)
        try:
            self.symbols.values[name] = _compile(text)(self.symbols.get)
            if before is not None and before != self.symbols.values[name]:
                self.out.reassigned.add(name)
        except _Undefined:
            # A label or a symbol defined later: llvm-mc keeps the expression; so do we.
            self.symbols.values[name] = text
            if before is not None:
                self.out.reassigned.add(name)
        except (_Bad, RecursionError) as e:
            raise self.error(top, f"the value of `{name}`, `{_short(text)}`, is not a valid expression: "
                                  f"{_why(e)}") from None

    # ------------------------------------------------------------ conditionals
    def dead_conditional(self, low: str, args: str, top: int) -> None:
        if low in _CONDITIONALS:
            self.conds.append((False, True))  # a nested .if in a dead branch: everything in it is dead
        elif low == ".endif":
            self.conds.pop()
        elif low in (".else", ".elseif"):
            live_parent = len(self.conds) < 2 or self.conds[-2][0]
            _, taken = self.conds[-1]
            if not live_parent or taken:
                return
            if low == ".else":
                self.conds[-1] = (True, True)
            else:
                ok = self.truth(".elseif", args, top)
                self.conds[-1] = (ok, ok)

    def conditional(self, low: str, args: str, top: int) -> None:
        if low == ".endif":
            if not self.conds:
                raise self.error(top, "`.endif` without an `.if`")
            self.conds.pop()
            return
        if low in (".else", ".elseif"):
            if not self.conds:
                raise self.error(top, f"`{low}` without an `.if`")
            self.conds[-1] = (False, True)  # the live branch ends here
            return
        if not self.conds:
            self.cond_line = top
        ok = self.truth(low, args, top)
        self.conds.append((ok, ok))

    def truth(self, low: str, args: str, top: int) -> bool:
        if low in (".ifdef", ".ifndef", ".ifnotdef"):
            name = args.strip()
            defined = name in self.symbols.values or name in self.labels
            return defined if low == ".ifdef" else not defined
        if low in (".ifb", ".ifnb"):
            return (args.strip() == "") == (low == ".ifb")
        if low in (".ifc", ".ifnc", ".ifeqs", ".ifnes"):
            a, _, b = _split_top(args, ",") if "," in args else (args, "", "")
            same = _unquote(a.strip()) == _unquote(b.strip())
            return same if low in (".ifc", ".ifeqs") else not same
        v = self.value(args, top, f"`{low}` condition")
        return {".if": v != 0, ".elseif": v != 0, ".ifne": v != 0, ".ifeq": v == 0, ".ifgt": v > 0,
                ".ifge": v >= 0, ".iflt": v < 0, ".ifle": v <= 0}[low]

    # ------------------------------------------------------------ directives
    def directive(self, fr: _Frame, low: str, word: str, args: str, code: str, top: int, file: str,
                  fline: int, col: int) -> None:
        if low in (".set", ".equ", ".equiv"):
            name, comma, value = args.partition(",")
            if not comma or not re.fullmatch(_NAME, name.strip()):
                raise self.error(top, f"`{word} {_short(args)}` must be `{word} NAME, EXPRESSION`")
            self.assign(name.strip(), value, top, redefine=low != ".equiv")
            return
        if low in SKIP_BLOCKS:
            self.skip = low
            self.skip_line = top
            return
        if low == ".macro":
            self.collect = _Collect("macro", f"{word} {args}", low, top, file, fline, col)
            return
        if low in _LOOPS:
            self.collect = _Collect("loop", f"{word} {args}", low, top, file, fline, col)
            return
        if low in _MACRO_ENDS or low == ".endr":
            raise self.error(top, f"`{word}` without a matching `.macro`/`.rept`")
        if low == ".exitm":
            self.exit_macro()
            return
        if low == ".include":
            self.include(fr, args, top, file, fline, col)
            return
        if low in (".err", ".error"):
            raise self.error(top, f"the file stops itself with `{_short(code.strip())}`")
        if low == ".altmacro":
            self.incomplete(top, "`.altmacro` (the alternate macro syntax) is not understood")
            return
        if low in IGNORED or low.startswith((".cfi_", ".amdhsa_", ".amdgcn", ".amd_")):
            return
        self.incomplete(top, f"the directive `{word}` is not understood")

    def exit_macro(self) -> None:
        while self.stack and self.stack[-1].top and not self.stack[-1].raw:
            fr = self.stack.pop()
            if fr.origin.startswith("in macro"):
                return

    def include(self, fr: _Frame, args: str, top: int, file: str, fline: int, col: int) -> None:
        name = _unquote(args.strip())
        if not name:
            raise self.error(top, "`.include` needs a file name in quotes")
        if len(self.stack) > 64:
            raise self.error(top, f"`.include \"{name}\"` nests over 64 files deep (does it include itself?)")
        base = next((f.directory for f in reversed(self.stack) if f.raw), self.base)
        path = os.path.join(base, name)
        try:
            text = self.read_file(path)
        except (OSError, UnicodeError) as e:
            raise self.error(top, f"`.include \"{name}\"`: cannot read {path}: "
                                  f"{getattr(e, 'strerror', None) or e}") from None
        origin = self.origin(fr, file, fline) or f"{self.name}:{fline}"
        shown_name = os.path.relpath(path, self.base or ".") if not os.path.isabs(name) else name
        self.stack.append(_Frame([(s, "", 0) for s in split_lines(text)], top, f"included at {origin}",
                                 shown_name, True, fr.depth, directory=os.path.dirname(path), col=col))

    # ------------------------------------------------------------ macros and loops
    def collecting(self, stripped: str, code: str, file: str, fline: int) -> None:
        c = self.collect
        assert c is not None
        m = _LABEL.match(stripped)
        word = (stripped[m.end():] if m else stripped).split(None, 1)
        low = word[0].lower() if word else ""
        if c.kind == "macro":
            if low == ".macro":
                c.depth += 1
            elif low in _MACRO_ENDS:
                c.depth -= 1
        else:
            if low in _LOOPS:
                c.depth += 1
            elif low == ".endr":
                c.depth -= 1
        if c.depth:
            c.body.append((code, file, fline))
            return
        self.collect = None
        if c.kind == "macro":
            self.define(c)
        else:
            self.loop(c)

    def define(self, c: _Collect) -> None:
        head = c.head.split(None, 1)
        spec = head[1] if len(head) > 1 else ""
        name_m = re.match(rf"\s*({_NAME})\s*,?", spec)
        if name_m is None:
            raise self.error(c.line, f"`{_short(c.head)}`: the macro has no name")
        params: list[tuple[str, str | None, str]] = []
        for part in _split_args(spec[name_m.end():]):
            pname, eq, default = part.partition("=")
            pname, _, qual = pname.strip().partition(":")
            if not re.fullmatch(r"[A-Za-z_.$][\w.$]*", pname):
                raise self.error(c.line, f"`{_short(c.head)}`: `{part}` is not a macro parameter")
            params.append((pname, default.strip() if eq else None, qual.strip().lower()))
        self.macros[name_m.group(1)] = _Macro(name_m.group(1), params, c.body, f"{c.file or self.name}:{c.fline}",
                                              any("\\@" in code for code, _, _ in c.body))

    def call(self, fr: _Frame, macro: _Macro, args: str, top: int, file: str, fline: int, col: int) -> None:
        if fr.depth >= _MAX_DEPTH:
            raise self.error(top, f"macros nest over {_MAX_DEPTH} levels deep (macro `{macro.name}`)")
        self.counter += 1  # llvm-mc's \@ counts every expansion
        key = (macro.name, args)
        if not macro.counted and self.bodies_of.get(key) is macro:
            origin = f"in macro {macro.name} called at {self.origin(fr, file, fline) or f'{self.name}:{fline}'}"
            self.stack.append(_Frame(self.bodies[key], top, origin, macro.where, False, fr.depth + 1, col=col))
            return
        values: dict[str, str] = {}
        given = _split_args(args)
        positional = 0
        for n, arg in enumerate(given):
            kw, eq, val = arg.partition("=")
            if eq and any(p[0] == kw.strip() for p in macro.params) and "==" not in arg:
                values[kw.strip()] = val.strip()
                continue
            if positional >= len(macro.params):
                raise self.error(top, f"macro `{macro.name}` takes {len(macro.params)} arguments, got {len(given)} "
                                      f"in `{_short(args)}`")
            pname, _, qual = macro.params[positional]
            if qual == "vararg":
                values[pname] = ", ".join(given[n:])
                break
            values[pname] = arg.strip()
            positional += 1
        for pname, default, qual in macro.params:
            if pname not in values:
                if qual == "req":
                    raise self.error(top, f"macro `{macro.name}` needs its argument `{pname}`")
                values[pname] = default if default is not None else ""
        count = str(self.counter - 1)

        def sub(m: re.Match[str]) -> str:
            name = m.group(1)
            if name == "()":
                return ""
            if name == "@":
                return count
            got = values.get(name)
            if got is None:  # the longest parameter name that is a prefix (\v_a_x with param v_a is v_a's)
                return m.group(0)
            return got

        body = [(_PARAM.sub(sub, code) if "\\" in code else code, bf, bl) for code, bf, bl in macro.body]
        if not macro.counted and len(self.bodies) < 10_000:
            self.bodies[key] = body
            self.bodies_of[key] = macro
        origin = f"in macro {macro.name} called at {self.origin(fr, file, fline) or f'{self.name}:{fline}'}"
        self.stack.append(_Frame(body, top, origin, macro.where, False, fr.depth + 1, col=col))

    def loop(self, c: _Collect) -> None:
        head = c.head.split(None, 1)
        args = head[1] if len(head) > 1 else ""
        fr = self.stack[-1]
        if fr.depth >= _MAX_DEPTH:
            raise self.error(c.line, f"`{c.directive}` blocks nest over {_MAX_DEPTH} levels deep")
        where = self.origin(fr, c.file or self.name, c.fline) or f"{self.name}:{c.fline}"
        if c.directive == ".rept":
            times = self.value(args, c.line, "`.rept` count")
            if times < 0:
                raise self.error(c.line, f"the `.rept` count `{_short(args)}` is negative ({times})")
            if times * len(c.body) > _MAX_LINES:
                raise self.error(c.line, f"`.rept {_short(args)}` would make over {_MAX_LINES:,} lines")
            body = c.body * times
        else:
            name, comma, rest = args.partition(",")
            name = name.strip()
            if not comma or not re.fullmatch(r"[A-Za-z_.$][\w.$]*", name):
                raise self.error(c.line, f"`{_short(c.head)}` must be `{c.directive} NAME, VALUES`")
            values = _split_args(rest) if c.directive == ".irp" else list(_unquote(rest.strip()))
            pat = re.compile(r"\\(\(\)|" + re.escape(name) + r"(?![\w.$]))")
            body = []
            for v in values:
                body.extend((pat.sub(_replacer(v.strip()), code), bf, bl) for code, bf, bl in c.body)
        top = c.line
        self.stack.append(_Frame(body, fr.top or top, f"in `{c.directive}` at {where}",
                                 c.file or self.name, False, fr.depth + 1, col=c.col))


def _replacer(value: str) -> Callable[[re.Match[str]], str]:
    def sub(m: re.Match[str]) -> str:
        return "" if m.group(1) == "()" else value
    return sub


def _unquote(s: str) -> str:
    return s[1:-1] if len(s) >= 2 and s[0] == s[-1] == '"' else s


def _top_level(text: str, sep: str) -> Iterator[int]:
    """The positions of ``sep`` in ``text`` outside quotes, parentheses and brackets."""
    depth = 0
    quote = False
    for n, ch in enumerate(text):
        if ch == '"':
            quote = not quote
        elif quote:
            continue
        elif ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        elif ch == sep and depth == 0:
            yield n


def _split_top(text: str, sep: str) -> tuple[str, str, str]:
    """``text.partition(sep)`` at the first ``sep`` outside quotes and brackets."""
    n = next(_top_level(text, sep), None)
    return (text, "", "") if n is None else (text[:n], sep, text[n + 1:])


def _split_args(text: str) -> list[str]:
    """Macro arguments as llvm-mc's parser reads them: a comma ends one, and so does a blank
    (outside parentheses, brackets and quotes) unless an operator is next to it (``a + 1`` and
    ``a -1`` are one argument, ``a b`` two; LLVM's AsmParser::parseMacroArgument)."""
    text = text.strip()
    if not text:
        return []
    if '"' not in text and "(" not in text and "[" not in text and " " not in text and "\t" not in text:
        return [a.strip() for a in text.split(",")]
    out: list[str] = []
    start = 0
    for n in list(_top_level(text, ",")) + [len(text)]:
        out.extend(_split_blanks(text[start:n].strip()))
        start = n + 1
    return out


_OPERATOR_CHARS = frozenset("+-*/%&|^<>!~=")


def _split_blanks(arg: str) -> list[str]:
    """One comma-separated piece, split at its blanks that end an argument."""
    out: list[str] = []
    depth = 0
    quote = False
    start = 0
    n = 0
    while n < len(arg):
        c = arg[n]
        if quote:
            if c == "\\":
                n += 1
            elif c == '"':
                quote = False
        elif c == '"':
            quote = True
        elif c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        elif c in " \t" and depth == 0:
            end = n
            while n < len(arg) and arg[n] in " \t":
                n += 1
            if n < len(arg) and arg[end - 1] not in _OPERATOR_CHARS and arg[n] not in _OPERATOR_CHARS:
                out.append(arg[start:end])
                start = n
            continue
        n += 1
    out.append(arg[start:].strip())
    return out


def _read_file(path: str) -> str:
    with open(path, "rb") as f:
        return f.read().decode("utf-8", "surrogateescape")


def expand(text: str, path: str | None = None, read: Callable[[str], str] | None = None) -> Expanded:
    """The instruction lines of ``text`` as llvm-mc sees them (``path`` locates ``.include`` files).

    Raises AsmError (a MalformedLineError) for a line llvm-mc would reject.
    """
    return _Expander(path, read or _read_file).run(text)
