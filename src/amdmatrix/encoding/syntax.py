"""A tokenizer and parser for LLVM's AMDGPU assembly syntax, as far as matrix instructions use it.

One line holds one instruction: a mnemonic, operands and then modifiers, each optionally
followed by one comma (LLVM takes ``a1 v2`` and ``a1, v2,`` as well as ``a1, v2``).

* Registers: ``v4``, ``a4``, ``acc4``, ``s4``, ``ttmp4``, ranges ``v[0:15]`` / ``acc[0:15]``
  (the indices may be expressions, ``v[0+2:3]``), single ``v[5]``, and lists of consecutive
  32-bit registers ``[v0,v1]``. Register names are case-sensitive, as in LLVM.
* Named sources such as ``vcc_lo`` and ``src_shared_base``.
* Constants: integer expressions (``-16``, ``0x40``, ``1+1``, ``-(16)``) and float literals
  (``1.0``, ``-0.5``, ``.5``, ``1e0``, ``0x1p0``).
* Modifiers ``name:value``, ``name:[x,y,...]`` and bare flags (``clamp``). Values are
  expressions too (``cbsz:1+1``).

Expressions follow LLVM's MC expression language (GNU precedence: ``* / % << >>`` bind
tightest, then ``| & ^ !``, then ``+ -``, then comparisons, ``&&`` and ``||``; 64-bit
wrap-around arithmetic; ``>>`` is a logical shift; a true comparison is -1). They are
evaluated without recursion, so deeply nested parentheses give a value or an
:class:`~amdmatrix.encoding.AsmError`, never a ``RecursionError``.

Only ASCII is read: LLVM rejects other characters (Unicode digits and spaces included).
``;`` and ``//`` start a comment that runs to the end of the line; ``/* ... */`` is a comment
inside a line. Every token remembers its 1-based column for error messages.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, NamedTuple

from .errors import AsmError
from .mcexpr import PRECEDENCE as _PREC
from .mcexpr import divide, remainder, shift_left, shift_right, wrap

__all__ = ["Token", "Reg", "Named", "IntLit", "FloatLit", "Operand", "Mod", "Statement", "parse_line",
           "split_lines", "strip_comment", "MODIFIER_NAMES"]

#: The modifier names matrix instructions use (anything else followed by ':' is an unknown modifier).
MODIFIER_NAMES = frozenset({"cbsz", "abid", "blgp", "neg", "neg_lo", "neg_hi", "op_sel", "op_sel_hi", "index_key",
                            "clamp", "matrix_a_fmt", "matrix_b_fmt", "matrix_a_scale", "matrix_b_scale",
                            "matrix_a_scale_fmt", "matrix_b_scale_fmt", "matrix_a_reuse", "matrix_b_reuse"})
#: The modifiers written without a value (flags).
FLAG_NAMES = frozenset({"clamp", "matrix_a_reuse", "matrix_b_reuse"})
#: A symbolic modifier value: LLVM's names are upper case (MATRIX_FMT_FP4, MATRIX_SCALE_ROW1).
_SYMBOL = re.compile(r"[A-Z][A-Z0-9_]*", re.ASCII)

_TOKEN = re.compile(
    r"(?P<ws>[ \t]+)"
    r"|(?P<comment>/\*.*?\*/)"
    r"|(?P<hexfloat>0[xX](?:[0-9a-fA-F]+\.?[0-9a-fA-F]*|\.[0-9a-fA-F]+)[pP][+-]?[0-9]+)"
    # a float has a '.' or an exponent; LLVM reads "0e5", "00.5" and "05e1" as an integer and more
    r"|(?P<float>(?:(?:[1-9][0-9]*|0)\.[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?|[1-9][0-9]*[eE][+-]?[0-9]+)"
    r"|(?P<int>0[xX][0-9a-fA-F]+|0[bB][01]+|[0-9]+)"
    r"|(?P<char>'[^'\\]')"
    r"|(?P<id>[A-Za-z_.$@][A-Za-z0-9_.$@]*)"
    r"|(?P<op><<|>>|<=|>=|==|!=|<>|&&|\|\||[-+~!*/%&|^<>])"
    r"|(?P<punct>[\[\]:,()])",
    re.ASCII,
)
_U64 = 1 << 64


class Token(NamedTuple):
    kind: str  # "float", "int", "id", "op", "punct", "end"
    text: str
    col: int
    #: Whitespace or a comment comes right before the token; ``comment``: a comment does.
    space: bool = False
    comment: bool = False


class Reg(NamedTuple):
    """A register or register range: ``file`` is "v", "a", "s" or "ttmp"."""

    file: str
    first: int
    last: int
    col: int
    text: str


class Named(NamedTuple):
    """A named scalar source such as ``vcc_lo`` or ``src_shared_base``."""

    name: str
    col: int
    text: str


class IntLit(NamedTuple):
    """An integer constant: ``value`` is the 64-bit result, as a signed number."""

    value: int
    col: int
    text: str


class FloatLit(NamedTuple):
    value: float
    col: int
    text: str


Operand = Reg | Named | IntLit | FloatLit


class Mod(NamedTuple):
    """``name``, ``name:value`` or ``name:[x,y,...]``; ``value`` is None for a bare flag and a
    str for a symbolic value (``matrix_a_fmt:MATRIX_FMT_FP4``).

    ``spaced``: a blank comes before the colon. That matters for ``neg``: LLVM reads
    ``neg :[a,b,c]`` as another spelling of ``blgp`` (the BLGP field as a bit list), and
    ``neg:[a,b,c]`` as the F64 MFMA negation modifier.
    """

    name: str
    value: int | tuple[int, ...] | str | None
    col: int
    value_col: int
    spaced: bool = False


class Statement(NamedTuple):
    mnemonic: str
    col: int
    operands: tuple[Operand, ...]
    mods: tuple[Mod, ...]
    end_col: int
    source: str


def split_lines(text: str) -> list[str]:
    """``text`` cut into lines where LLVM cuts statements: at ``\\n``, ``\\r\\n`` and ``\\r``.

    (Python's ``str.splitlines`` also cuts at form feeds, ``\\x85`` and ``\\u2028``, which LLVM
    reads as characters of the line, and rejects.)
    """
    return re.split(r"\r\n|\r|\n", text)


def strip_comment(line: str) -> str:
    """``line`` without a trailing ``;`` or ``//`` comment (outside ``/* */`` comments)."""
    pos = 0
    while pos < len(line):
        c = line[pos]
        if c == ";" or line.startswith("//", pos):
            return line[:pos]
        if line.startswith("/*", pos):
            end = line.find("*/", pos + 2)
            if end < 0:
                return line
            pos = end + 2
            continue
        pos += 1
    return line


def _found(t: Token) -> str:
    return "the end of the line" if t.kind == "end" else repr(t.text)


def _tokens(line: str) -> list[Token]:
    out: list[Token] = []
    pos = 0
    space = comment = False
    while pos < len(line):
        m = _TOKEN.match(line, pos)
        if m is None:
            if line.startswith("/*", pos):
                raise AsmError("unterminated comment: '/*' without '*/'", pos + 1, line)
            ch = line[pos]
            hint = ""
            if not ch.isascii():
                hint = " (LLVM reads ASCII only: write digits 0-9 and blanks as spaces or tabs)"
            raise AsmError(f"unexpected character {ch!r}{hint}", pos + 1, line)
        kind = m.lastgroup or ""
        if kind == "ws":
            space = True
        elif kind == "comment":
            space = comment = True
        else:
            if kind == "hexfloat":
                kind = "float"
            out.append(Token(kind, m.group(), pos + 1, space, comment))
            space = comment = False
        pos = m.end()
    out.append(Token("end", "", len(line.rstrip()) + 1, space, comment))
    return out


def decimal(digits: str) -> int:
    """``int(digits)`` for a string of ASCII decimal digits, without Python's limit on long ones.

    More than 40 significant digits is far beyond any field or literal (2**64 has 20 digits):
    such a number is returned as 10**40, which every caller reports as out of range, instead of
    the ``ValueError`` Python raises past 4,300 digits (``sys.set_int_max_str_digits``).
    """
    return int(digits) if len(digits.lstrip("0")) <= 40 else 10**40


def parse_int(text: str, col: int = 1, line: str = "") -> int:
    """The value of an integer token as LLVM reads it (``0x``, ``0b``, octal ``0..``, decimal,
    ``'c'``), as a signed 64-bit number; above 2**64-1 is an error."""
    t = text.lower()
    if t.startswith("'"):
        return ord(text[1])
    if t.startswith("0x"):
        v = int(t[2:], 16)
    elif t.startswith("0b"):
        v = int(t[2:], 2)
    elif len(t) > 1 and t.startswith("0"):
        if not set(t) <= set("01234567"):
            raise AsmError(f"{text!r} is not a number: a leading 0 makes it octal (digits 0-7)", col, line)
        v = int(t, 8)
    else:
        v = decimal(t)
    if v >= _U64:
        raise AsmError(f"{text} is out of range: literals are at most 64 bits", col, line)
    return v - _U64 if v >= 1 << 63 else v


_UNARY = frozenset({"-", "+", "~", "!"})
_UNARY_PREC = 7


def _apply(op: str, a: int, b: int, col: int, line: str) -> int:
    if op in ("/", "%"):
        try:
            return divide(a, b) if op == "/" else remainder(a, b)
        except ZeroDivisionError:
            raise AsmError("division by zero in an expression", col, line) from None
        except OverflowError:
            raise AsmError("the expression overflows 64 bits", col, line) from None
    if op == "+":
        return wrap(a + b)
    if op == "-":
        return wrap(a - b)
    if op == "*":
        return wrap(a * b)
    if op == "<<":
        return shift_left(a, b)
    if op == ">>":
        return shift_right(a, b)
    if op == "|":
        return a | b
    if op == "&":
        return a & b
    if op == "^":
        return a ^ b
    if op == "!":
        return a | ~b
    if op == "&&":
        return int(a != 0 and b != 0)
    if op == "||":
        return int(a != 0 or b != 0)
    truth = {"==": a == b, "!=": a != b, "<>": a != b, "<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b}[op]
    return -1 if truth else 0


class _Parser:
    def __init__(self, line: str) -> None:
        self.line = line
        self.toks = _tokens(line)
        self.i = 0

    @property
    def tok(self) -> Token:
        return self.toks[self.i]

    def peek(self, n: int = 1) -> Token:
        return self.toks[min(self.i + n, len(self.toks) - 1)]

    def next(self) -> Token:
        t = self.toks[self.i]
        if t.kind != "end":
            self.i += 1
        return t

    def error(self, message: str, col: int | None = None) -> AsmError:
        return AsmError(message, self.tok.col if col is None else col, self.line)

    def expect(self, text: str, what: str) -> Token:
        if self.tok.text != text or self.tok.kind not in ("punct", "op"):
            raise self.error(f"expected {what}, found {_found(self.tok)}")
        return self.next()

    # ------------------------------------------------------------------ expressions

    def expression(self, what: str) -> int:
        """An absolute integer expression, evaluated with explicit stacks (no recursion)."""
        values: list[int] = []
        ops: list[tuple[str, int, int]] = []  # (operator or "(" / "u-" ..., precedence, column)

        def reduce() -> None:
            op, _prec, col = ops.pop()
            if op.startswith("u"):
                x = values.pop()
                values.append(wrap(-x) if op == "u-" else ~x if op == "u~" else int(x == 0) if op == "u!" else x)
            else:
                b, a = values.pop(), values.pop()
                values.append(_apply(op, a, b, col, self.line))

        expect_value = True
        while True:
            t = self.tok
            if expect_value:
                if t.kind == "op" and t.text in _UNARY:
                    ops.append(("u" + t.text, _UNARY_PREC, t.col))
                elif t.kind == "punct" and t.text == "(":
                    ops.append(("(", 0, t.col))
                elif t.kind in ("int", "char"):
                    values.append(parse_int(t.text, t.col, self.line))
                    expect_value = False
                elif t.kind == "float":
                    raise self.error(f"{what} must be an integer, not the float {t.text}")
                elif t.kind == "id":
                    raise self.error(f"expected an integer for {what}, found {t.text!r} (an expression here must "
                                     "be absolute: numbers and operators only)")
                else:
                    raise self.error(f"expected an integer for {what}, found {_found(t)}")
                self.next()
                continue
            if t.kind == "op" and t.text in _PREC:
                prec = _PREC[t.text]
                while ops and ops[-1][0] != "(" and ops[-1][1] >= prec:
                    reduce()
                ops.append((t.text, prec, t.col))
                expect_value = True
                self.next()
                continue
            if t.kind == "punct" and t.text == ")" and any(o[0] == "(" for o in ops):
                while ops[-1][0] != "(":
                    reduce()
                ops.pop()
                self.next()
                continue
            break
        while ops:
            if ops[-1][0] == "(":
                raise AsmError(f"expected ')' to close the '(' at column {ops[-1][2]}", self.tok.col, self.line)
            reduce()
        return values[0]

    # ------------------------------------------------------------------ operands

    def register_index(self, what: str) -> int:
        col = self.tok.col
        v = self.expression(what)
        if v < 0:
            raise AsmError(f"invalid register index {v}", col, self.line)
        return v

    def reg_list(self) -> Reg:
        """``[v0,v1,...]``: consecutive 32-bit registers of one kind."""
        open_ = self.next()
        regs: list[Reg] = []
        while True:
            t = self.tok
            r = self.single_reg()
            if r is None:
                raise self.error(f"expected a register in the list, found {_found(t)}")
            if r.first != r.last:
                raise AsmError(f"expected a single 32-bit register in a register list, found {r.text}", r.col,
                               self.line)
            if regs and r.file != regs[0].file:
                raise AsmError("registers in a list must be of the same kind", r.col, self.line)
            if regs and r.first != regs[-1].last + 1:
                raise AsmError("registers in a list must have consecutive indices", r.col, self.line)
            regs.append(r)
            if self.tok.text == ",":
                self.next()
                continue
            end = self.tok
            if end.text != "]":
                raise self.error(f"expected ',' or ']' in the register list, found {_found(end)}")
            self.next()
            return Reg(regs[0].file, regs[0].first, regs[-1].last, open_.col, self.line[open_.col - 1:end.col])

    def single_reg(self) -> Reg | None:
        """A register written ``v4``, ``acc4`` or ``v[0:3]`` at the current token, or None."""
        t = self.tok
        if t.kind != "id":
            return None
        if t.text in ("v", "a", "acc", "s", "ttmp") and self.peek().text == "[":
            self.next()
            self.next()
            first = self.register_index("the first register index")
            last = first
            if self.tok.text == ":":
                self.next()
                last = self.register_index("the last register index")
            end = self.expect("]", "':' or ']' in the register range")
            if last < first:
                raise AsmError("the first register index must not exceed the second", t.col, self.line)
            return Reg("a" if t.text == "acc" else t.text, first, last, t.col, self.line[t.col - 1:end.col])
        m = _REG.fullmatch(t.text)
        if m is None:
            return None
        self.next()
        index = decimal(m.group(2))
        return Reg("a" if m.group(1) == "acc" else m.group(1), index, index, t.col, t.text)

    def operand(self) -> Operand:
        t = self.tok
        if t.kind == "punct" and t.text == "[":
            return self.reg_list()
        reg = self.single_reg()
        if reg is not None:
            return reg
        if t.kind == "id":
            self.next()
            return Named(t.text, t.col, t.text)
        if t.kind == "float" or (t.text == "-" and self.peek().kind == "float"):
            neg = t.text == "-"
            n = self.peek() if neg else t
            self.i += 2 if neg else 1
            f = float.fromhex(n.text) if n.text[:2].lower() == "0x" else float(n.text)
            nxt = self.tok  # the operand ends here; LLVM rejects a '+' or '-' right after the float
            if nxt.kind == "op" and nxt.text in "+-" and not nxt.space:
                raise self.error(f"a float constant cannot be part of an expression, found {_found(nxt)}")
            return FloatLit(-f if neg else f, t.col, self.line[t.col - 1:n.col - 1 + len(n.text)])
        if t.kind in ("int", "char", "op") or t.text == "(":
            v = self.expression("a constant")
            return IntLit(v, t.col, self.line[t.col - 1:self.tok.col - 1].rstrip())
        raise self.error(f"expected an operand, found {_found(t)}")

    # ------------------------------------------------------------------ modifiers

    def at_modifier(self) -> bool:
        t = self.tok
        if t.kind != "id":
            return False
        if t.text in FLAG_NAMES:
            return True
        colon = self.peek()
        return colon.text == ":" and colon.kind == "punct"

    def mod(self) -> Mod:
        t = self.next()
        if t.text in FLAG_NAMES and self.tok.text != ":":
            return Mod(t.text, None, t.col, t.col)
        colon = self.next()
        if colon.comment:
            raise AsmError(f"a comment between {t.text!r} and ':' is not allowed", colon.col, self.line)
        vcol = self.tok.col
        if self.tok.text == "[" and self.tok.kind == "punct":
            self.next()
            items = [self.expression(f"an element of {t.text}")]
            while self.tok.text == ",":
                self.next()
                items.append(self.expression(f"an element of {t.text}"))
            if self.tok.text != "]":
                raise self.error(f"expected ',' or ']' in the {t.text} list, found {_found(self.tok)}")
            self.next()
            return Mod(t.text, tuple(items), t.col, vcol, colon.space)
        if self.tok.kind == "id" and _SYMBOL.fullmatch(self.tok.text) and self.peek().kind != "op":
            return Mod(t.text, self.next().text, t.col, vcol, colon.space)
        return Mod(t.text, self.expression(f"the value of {t.text}"), t.col, vcol, colon.space)


_REG = re.compile(r"(acc|ttmp|v|a|s)([0-9]+)", re.ASCII)


def parse_line(line: str) -> Statement | None:
    """Parse one line; None for a blank or comment-only line."""
    body = strip_comment(line)
    p = _Parser(body)
    if p.tok.kind == "end":
        return None
    head = p.next()
    if head.kind != "id":
        raise AsmError(f"expected an instruction mnemonic, found {head.text!r}", head.col, body)
    operands: list[Operand] = []
    mods: list[Mod] = []
    while p.tok.kind != "end":
        if p.tok.text == "," and p.tok.kind == "punct":
            raise p.error("unexpected ',': expected an operand or a modifier")
        if p.at_modifier():
            mods.append(p.mod())
        else:
            if mods:
                raise p.error(f"unexpected {_found(p.tok)} after the modifiers: operands come first, and "
                              "modifiers are written name:value")
            operands.append(p.operand())
        if p.tok.text == "," and p.tok.kind == "punct":
            p.next()
        elif p.tok.kind != "end" and p.tok.kind not in ("id", "int", "float", "char", "op") and p.tok.text not in "[(":
            raise p.error(f"unexpected {_found(p.tok)}: expected ',' between operands or a modifier")
    return Statement(head.text, head.col, tuple(operands), tuple(mods), p.tok.col, body)


# ----------------------------------------------------------------------------- fast path
#
# Most lines are written the way LLVM prints them: "mnemonic op, op, op, op mod mod". Those
# are cut up with str.split, and each piece is recognized once and remembered, which is
# many times faster than the general parser. Anything else (expressions, register lists,
# blanks or commas in other places, block comments, characters other than printable ASCII
# and tabs) is left to :func:`parse_line`, which gives the same result. Columns are not
# tracked here: a line that fails to assemble is parsed again by :func:`parse_line` for the
# error message.

_F_OP = re.compile(r"[vas][0-9]{1,3}|[vas]\[[0-9]{1,3}:[0-9]{1,3}\]|-?(?:0|[1-9][0-9]{0,2})(?:\.[0-9]+)?|[a-z_]+",
                   re.ASCII)
_F_MOD = re.compile(r"[a-z_]+(?::(?:0|[1-9][0-9]{0,2}|\[[01](?:,[01]){0,3}\]|[A-Z][A-Z0-9_]*))?", re.ASCII)
_F_MNEMONIC = re.compile(r"[A-Za-z_][A-Za-z0-9_]*", re.ASCII)
_F_OTHER = re.compile(r"[^\x20-\x7e\t]|/\*", re.ASCII)  # anything the fast path does not read
_F_REG = re.compile(r"([vas])(?:([0-9]+)|\[([0-9]+):([0-9]+)\])", re.ASCII)
_OPERANDS: dict[str, Operand | None] = {}
_MODS: dict[str, Mod | None] = {}
_MNEMONICS: dict[str, bool] = {}
_CACHE_LIMIT = 1 << 14


def _fast_operand(text: str) -> Operand | None:
    if _F_OP.fullmatch(text) is None:
        return None
    m = _F_REG.fullmatch(text)
    if m is not None:
        if m.group(2) is not None:
            first = last = decimal(m.group(2))
        else:
            first, last = decimal(m.group(3)), decimal(m.group(4))
            if last < first:
                return None
        return Reg(m.group(1), first, last, 0, text)
    if text[-1].isdigit():
        if "." in text:
            return FloatLit(float(text), 0, text)
        return IntLit(decimal(text), 0, text)
    return Named(text, 0, text)


def _fast_mod(text: str) -> Mod | None:
    if _F_MOD.fullmatch(text) is None:
        return None
    name, colon, value = text.partition(":")
    if not colon:
        return Mod(name, None, 0, 0)
    if value.startswith("["):
        return Mod(name, tuple(decimal(x) for x in value[1:-1].split(",")), 0, 0)
    if value[0].isupper():
        return Mod(name, value, 0, 0)
    return Mod(name, decimal(value), 0, 0)


def _is_mnemonic(text: str) -> bool:
    return _F_MNEMONIC.fullmatch(text) is not None


def _remember(cache: dict[str, Any], key: str, make: Callable[[str], Any]) -> Any:
    """``make(key)``, kept in ``cache`` (a bounded cache: cleared when it grows too large)."""
    value = cache.get(key, cache)
    if value is cache:
        if len(cache) > _CACHE_LIMIT:
            cache.clear()
        value = cache[key] = make(key)
    return value


def parse_line_fast(line: str) -> Statement | None:
    """The statement of a line written in LLVM's printed form, or None (use :func:`parse_line`)."""
    if _F_OTHER.search(line) is not None:
        return None
    cut = line.find(";")
    if cut >= 0:
        line = line[:cut]
    cut = line.find("//")
    if cut >= 0:
        line = line[:cut]
    head, _, rest = line.strip(" \t").partition(" ")
    if "\t" in head:
        head, _, more = head.partition("\t")
        rest = more + " " + rest
    ok = _remember(_MNEMONICS, head, _is_mnemonic)
    if not ok or not rest:
        return None
    tokens = rest.split()  # only blanks and tabs are left in the line (see _F_OTHER)
    operands: list[Operand] = []
    i = 0
    while i < len(tokens):
        text = tokens[i]
        i += 1
        last = not text.endswith(",")
        if not last:
            text = text[:-1]
        op = _remember(_OPERANDS, text, _fast_operand)
        if op is None:
            return None
        operands.append(op)
        if last:
            break
    else:
        return None  # a trailing comma
    mods: list[Mod] = []
    for text in tokens[i:]:
        mod = _remember(_MODS, text, _fast_mod)
        if mod is None:
            return None
        mods.append(mod)
    return Statement(head, 1, tuple(operands), tuple(mods), len(line) + 1, line)
