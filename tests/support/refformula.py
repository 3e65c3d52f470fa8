"""A small, safe parser for the layout formulas in the reference facts (tests/data/reference-instructions/*.json).

No ``eval``: formulas are tokenised and parsed by recursive descent into closures.
Grammar (what the reference uses):

    sum     := product ('+' product)*
    product := atom (('*' | '/' | '%') atom)*
    atom    := NUMBER | NAME | 'floor' '(' sum ')' | '(' sum ')'

plus the surrounding forms: ``expr.[hi : lo]`` bit ranges, ``[hi : lo]`` register pairs,
``a and b`` / ``a, b, and c`` lists, ``x through y`` ranges, and the calculator's trailing
remarks such as ``All lanes > 32 are ignored for A matrix``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from fractions import Fraction

Env = dict[str, int]
Expr = Callable[[Env], Fraction]

_TOKEN = re.compile(r"\s*(?:(\d+)|([A-Za-z_][A-Za-z_0-9]*)|(.))")


class FormulaError(ValueError):
    pass


def _tokens(text: str) -> list[str]:
    out = []
    pos = 0
    text = text.strip()
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if not m or m.end() == pos:
            break
        tok = m.group(1) or m.group(2) or m.group(3)
        if tok and not tok.isspace():
            out.append(tok)
        pos = m.end()
    return out


class _Parser:
    def __init__(self, text: str) -> None:
        self.toks = _tokens(text)
        self.pos = 0
        self.text = text

    def peek(self) -> str | None:
        return self.toks[self.pos] if self.pos < len(self.toks) else None

    def take(self, expected: str | None = None) -> str:
        tok = self.peek()
        if tok is None or (expected is not None and tok != expected):
            raise FormulaError(f"expected {expected!r} at {self.pos} in {self.text!r}, got {tok!r}")
        self.pos += 1
        return tok

    def parse(self) -> Expr:
        e = self.sum()
        if self.peek() is not None:
            raise FormulaError(f"trailing {self.toks[self.pos:]} in {self.text!r}")
        return e

    def sum(self) -> Expr:
        e = self.product()
        while self.peek() in ("+", "-"):
            op = self.take()
            r = self.product()
            e = _bin(op, e, r)
        return e

    def product(self) -> Expr:
        e = self.atom()
        while self.peek() in ("*", "/", "%"):
            op = self.take()
            r = self.atom()
            e = _bin(op, e, r)
        return e

    def atom(self) -> Expr:
        tok = self.take()
        if tok.isdigit():
            v = Fraction(int(tok))
            return lambda env: v
        if tok == "floor":
            self.take("(")
            inner = self.sum()
            self.take(")")
            return lambda env: Fraction(inner(env).__floor__())
        if tok == "(":
            inner = self.sum()
            self.take(")")
            return inner
        if re.match(r"[A-Za-z_]", tok):
            name = tok
            def var(env: Env) -> Fraction:
                if name not in env:
                    raise FormulaError(f"unknown variable {name!r}")
                return Fraction(env[name])
            return var
        raise FormulaError(f"unexpected {tok!r} in {self.text!r}")


def _bin(op: str, a: Expr, b: Expr) -> Expr:
    if op == "+":
        return lambda env: a(env) + b(env)
    if op == "-":
        return lambda env: a(env) - b(env)
    if op == "*":
        return lambda env: a(env) * b(env)
    if op == "/":
        return lambda env: a(env) / b(env)
    return lambda env: a(env) % b(env)


def expr(text: str) -> Callable[[Env], int]:
    e = _Parser(text).parse()

    def ev(env: Env) -> int:
        v = e(env)
        if v.denominator != 1:
            raise FormulaError(f"{text!r} is not an integer at {env}")
        return int(v)

    return ev


_REMARK = re.compile(r"\s*All lanes .*$")
_ONLY = re.compile(r"\(lanes \d+-\d+ only\)\s*")


_BITS_NOTE = re.compile(r"\.\[\d+\s*:\s*\d+\]$")


def clean(text: str) -> str:
    """Drop the calculator's remarks; close a parenthesis the reference left open."""
    t = _ONLY.sub("", _REMARK.sub("", text)).strip()
    missing = t.count("(") - t.count(")")
    return t + ")" * missing if missing > 0 else t


def values_of_register(text: str) -> str:
    """Inverse formulas of 16-bit RDNA3 outputs end in the half they read: ``.[15:0]``."""
    return _BITS_NOTE.sub("", clean(text))


def values(text: str) -> Callable[[Env], set[int]]:
    """A formula that may be a list ("i and i+16") or a range ("x through y")."""
    t = values_of_register(text)
    if " through " in t:
        hi_t, lo_t = t.split(" through ")
        hi, lo = expr(hi_t), expr(lo_t)
        return lambda env: set(range(lo(env), hi(env) + 1))
    parts = [p for p in re.split(r",\s*and\s+|\s+and\s+|,\s*", t) if p.strip()]
    fs = [expr(p) for p in parts]
    return lambda env: {f(env) for f in fs}


def gpr(text: str) -> Callable[[Env], tuple[int, tuple[int, int] | None, bool]]:
    """A GPR formula: ``(register, bits, is_pair)``."""
    t = clean(text)
    m = re.match(r"^\[(.*):(.*)\]$", t)
    if m:
        lo = expr(m.group(2))
        return lambda env: (lo(env), None, True)
    if ".[" in t:
        base_t, bits_t = t.split(".[", 1)
        hi_t, lo_t = bits_t.rstrip("]").split(":")
        base, hi, lo = expr(base_t), expr(hi_t), expr(lo_t)
        return lambda env: (base(env), (hi(env), lo(env)), False)
    base = expr(t)
    return lambda env: (base(env), None, False)
