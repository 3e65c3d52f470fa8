"""A tokenizer and parser for LLVM's AMDGPU assembly syntax, as far as matrix instructions use it.

One line holds one instruction: a mnemonic, comma-separated operands (registers ``v4``,
``a[0:15]``, ``s2``, named sources such as ``vcc_lo``, integer or float constants) and then
space-separated modifiers (``cbsz:1``, ``neg_lo:[1,0,0]``, ``clamp``). ``;`` and ``//`` start
a comment. Every token remembers its 1-based column for error messages.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .errors import AsmError

__all__ = ["Token", "Reg", "Named", "IntLit", "FloatLit", "Operand", "Mod", "Statement", "parse_line",
           "strip_comment"]

_TOKEN = re.compile(
    r"(?P<ws>\s+)"
    r"|(?P<float>(?:\d+\.\d*|\.\d+)(?:[eE][+-]?\d+)?|\d+[eE][+-]?\d+)"
    r"|(?P<int>0[xX][0-9a-fA-F]+|0[bB][01]+|\d+)"
    r"|(?P<id>[A-Za-z_.$][A-Za-z0-9_.$]*)"
    r"|(?P<punct>[\[\]:,\-+()])"
)


@dataclass(frozen=True)
class Token:
    kind: str  # "float", "int", "id", "punct", "end"
    text: str
    col: int


@dataclass(frozen=True)
class Reg:
    """A register or register range: ``file`` is "v", "a", "s" or "ttmp"."""

    file: str
    first: int
    last: int
    col: int
    text: str


@dataclass(frozen=True)
class Named:
    """A named scalar source such as ``vcc_lo`` or ``src_shared_base``."""

    name: str
    col: int
    text: str


@dataclass(frozen=True)
class IntLit:
    value: int
    col: int
    text: str


@dataclass(frozen=True)
class FloatLit:
    value: float
    col: int
    text: str


Operand = Reg | Named | IntLit | FloatLit


@dataclass(frozen=True)
class Mod:
    """``name``, ``name:value`` or ``name:[x,y,...]``; ``value`` is None for a bare flag."""

    name: str
    value: int | tuple[int, ...] | None
    col: int
    value_col: int


@dataclass(frozen=True)
class Statement:
    mnemonic: str
    col: int
    operands: tuple[Operand, ...]
    mods: tuple[Mod, ...]
    end_col: int
    source: str


def strip_comment(line: str) -> str:
    """``line`` without a trailing ``;`` or ``//`` comment."""
    cut = len(line)
    for mark in (";", "//"):
        i = line.find(mark)
        if i >= 0:
            cut = min(cut, i)
    return line[:cut]


def _tokens(line: str) -> list[Token]:
    out: list[Token] = []
    pos = 0
    while pos < len(line):
        m = _TOKEN.match(line, pos)
        if m is None:
            raise AsmError(f"unexpected character {line[pos]!r}", pos + 1, line)
        kind = m.lastgroup or ""
        if kind != "ws":
            out.append(Token(kind, m.group(), pos + 1))
        pos = m.end()
    out.append(Token("end", "", len(line.rstrip()) + 1))
    return out


def parse_int(text: str) -> int:
    t = text.lower()
    if t.startswith("0x"):
        return int(t, 16)
    if t.startswith("0b"):
        return int(t[2:], 2)
    if len(t) > 1 and t.startswith("0"):
        return int(t, 8)
    return int(t)


_REG = re.compile(r"(v|a|s|ttmp)(\d+)$")


class _Parser:
    def __init__(self, line: str) -> None:
        self.line = line
        self.toks = _tokens(line)
        self.i = 0

    @property
    def tok(self) -> Token:
        return self.toks[self.i]

    def next(self) -> Token:
        t = self.toks[self.i]
        if t.kind != "end":
            self.i += 1
        return t

    def error(self, message: str, col: int | None = None) -> AsmError:
        return AsmError(message, self.tok.col if col is None else col, self.line)

    def expect(self, text: str, what: str) -> Token:
        if self.tok.text != text:
            found = f"{self.tok.text!r}" if self.tok.kind != "end" else "the end of the line"
            raise self.error(f"expected {what}, found {found}")
        return self.next()

    def integer(self, what: str) -> int:
        neg = False
        if self.tok.text == "-":
            self.next()
            neg = True
        if self.tok.text == "(":
            self.next()
            v = self.integer(what)
            self.expect(")", "')'")
            return -v if neg else v
        if self.tok.kind != "int":
            found = f"{self.tok.text!r}" if self.tok.kind != "end" else "the end of the line"
            raise self.error(f"expected an integer for {what}, found {found}")
        v = parse_int(self.next().text)
        return -v if neg else v

    def operand(self) -> Operand:
        t = self.tok
        if t.text == "-" or t.kind in ("int", "float"):
            neg = t.text == "-"
            if neg:
                self.next()
            n = self.next()
            if n.kind == "int":
                v = parse_int(n.text)
                return IntLit(-v if neg else v, t.col, self.line[t.col - 1:n.col - 1 + len(n.text)])
            if n.kind == "float":
                f = float(n.text)
                return FloatLit(-f if neg else f, t.col, self.line[t.col - 1:n.col - 1 + len(n.text)])
            raise self.error("expected a number after '-'", n.col)
        if t.kind != "id":
            found = f"{t.text!r}" if t.kind != "end" else "the end of the line"
            raise self.error(f"expected an operand, found {found}")
        self.next()
        if t.text in ("v", "a", "s", "ttmp") and self.tok.text == "[":
            self.next()
            first = self.integer("the first register")
            last = first
            if self.tok.text == ":":
                self.next()
                last = self.integer("the last register")
            end = self.expect("]", "']'")
            text = self.line[t.col - 1:end.col]
            if last < first:
                raise AsmError("the first register index must not exceed the second", t.col, self.line)
            return Reg(t.text, first, last, t.col, text)
        m = _REG.match(t.text)
        if m:
            index = int(m.group(2))
            return Reg(m.group(1), index, index, t.col, t.text)
        return Named(t.text, t.col, t.text)

    def mod(self) -> Mod:
        t = self.next()
        if t.kind != "id":
            raise AsmError(f"expected a modifier, found {t.text!r}", t.col, self.line)
        if self.tok.text != ":":
            return Mod(t.text, None, t.col, t.col)
        self.next()
        vcol = self.tok.col
        if self.tok.text == "[":
            self.next()
            items = [self.integer(f"{t.text}")]
            while self.tok.text == ",":
                self.next()
                items.append(self.integer(f"{t.text}"))
            self.expect("]", "',' or ']'")
            return Mod(t.text, tuple(items), t.col, vcol)
        return Mod(t.text, self.integer(t.text), t.col, vcol)


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
    if p.tok.kind != "end" and not (p.tok.kind == "id" and p.toks[p.i + 1].text == ":"):
        operands.append(p.operand())
        while p.tok.text == ",":
            p.next()
            operands.append(p.operand())
    mods: list[Mod] = []
    while p.tok.kind != "end":
        if p.tok.kind != "id":
            raise p.error(f"unexpected {p.tok.text!r}: expected ',' between operands or a modifier")
        mods.append(p.mod())
    return Statement(head.text, head.col, tuple(operands), tuple(mods), p.tok.col, body)
