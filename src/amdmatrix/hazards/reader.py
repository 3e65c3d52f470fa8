"""Reading LLVM-syntax AMDGPU assembly, one :class:`Stmt` per line, for the hazard checker.

The reader understands what assemblers and disassemblers print around instructions:

* labels (``loop:``, ``.LBB0_1:``, ``1:``) and llvm-objdump's ``0000000000000000 <kernel>:``;
* directives (``.text``, ``.amdhsa_kernel`` blocks); ``.macro`` bodies are skipped;
* comments: ``;``, ``//``, ``#`` at the start of a line and ``/* ... */`` (also over several
  lines), which covers the ``; encoding: [...]`` comments of ``llvm-mc -show-encoding`` and
  the ``// 000000000010: D3CA8000 04020500`` comments of ``llvm-objdump -d``, whose byte
  address it keeps so that disassembled branches can be followed;
* VOPD pairs (``v_dual_mov_b32 v0, v1 :: v_dual_add_f32 v2, v3, v4``).

Operands are split at top-level commas; the words after the last operand are modifiers
(``cbsz:1``, ``offen``, ``glc``). Registers are ``(file, first, last)`` triples: ``v`` and
``a`` vector registers, ``s`` scalar registers, ``ttmp``, and the named ``exec``, ``vcc``
and ``m0`` (files ``exec``, ``vcc``, ``m0``; ``_lo`` is 0 and ``_hi`` 1).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..errors import AmdMatrixError

__all__ = ["Reg", "Stmt", "MalformedLineError", "read", "registers", "split_operands"]

#: A register range: (file, first, last), both ends included.
Reg = tuple[str, int, int]


class MalformedLineError(AmdMatrixError):
    """A line of assembly that cannot be read (unbalanced brackets, a bad register, ...)."""


@dataclass(slots=True)
class Stmt:
    """One instruction (or half of a VOPD pair) of the input, with its 1-based line number."""

    line: int
    text: str
    mnemonic: str
    operands: list[str]
    modifiers: list[str]
    #: Labels defined on this line or on the lines since the previous instruction.
    labels: list[str] = field(default_factory=list)
    #: The byte address of llvm-objdump output, if the line carries one.
    address: int | None = None
    #: llvm-objdump's ``<symbol+0x20>`` annotation of a branch, if any.
    target_hint: str | None = None
    #: 1 for the second half of a VOPD pair (it issues with the first), else 0.
    pair: int = 0


_LABEL = re.compile(r"\s*([A-Za-z_.$][\w.$@]*|\d+)\s*:(?!:)")
_OBJDUMP_LABEL = re.compile(r"\s*[0-9a-fA-F]+\s+<([^>]+)>:\s*$")
_OBJDUMP_COMMENT = re.compile(r"//\s*([0-9a-fA-F]+):[\s0-9a-fA-F]*(?:<([^>]+)>)?")
_REG = re.compile(
    r"(?<![\w.$@])(?:(v|a|s|ttmp)(\d+)|(v|a|s|ttmp)\[(\d+)(?::(\d+))?\]"
    r"|(exec|vcc)(?:_(lo|hi))?|(m0))(?![\w.$@])"
)
_LIMITS = {"v": 511, "a": 255, "s": 127, "ttmp": 15}


def _strip_comment(text: str) -> tuple[str, str]:
    """(code, comment) of one line without block comments; ``;`` or ``//`` start a comment."""
    cut = len(text)
    quote = False
    for n, ch in enumerate(text):
        if ch == '"':
            quote = not quote
        elif not quote and (ch == ";" or (ch == "/" and text.startswith("//", n))):
            cut = n
            break
    return text[:cut], text[cut:]


def split_operands(text: str, line: int) -> tuple[list[str], list[str]]:
    """Operands (split at top-level commas) and the modifiers after the last one."""
    parts: list[str] = []
    depth = 0
    start = 0
    for n, ch in enumerate(text):
        if ch in "[(":
            depth += 1
        elif ch in "])":
            depth -= 1
            if depth < 0:
                raise MalformedLineError(f"line {line}: unbalanced {ch!r} in {text.strip()!r}")
        elif ch == "," and depth == 0:
            parts.append(text[start:n].strip())
            start = n + 1
    if depth:
        raise MalformedLineError(f"line {line}: unbalanced brackets in {text.strip()!r}")
    last = text[start:].strip()
    if not parts and not last:
        return [], []
    words = _words(last)
    parts.append(words[0] if words else "")
    if any(not p for p in parts):
        raise MalformedLineError(f"line {line}: an operand is missing in {text.strip()!r}")
    return parts, words[1:]


def _words(text: str) -> list[str]:
    """Whitespace-separated words, keeping bracketed groups (``op_sel:[0, 1]``) whole."""
    out: list[str] = []
    depth = 0
    cur: list[str] = []
    for ch in text:
        if ch in "[(":
            depth += 1
        elif ch in "])":
            depth -= 1
        if ch.isspace() and depth == 0:
            if cur:
                out.append("".join(cur))
                cur = []
        else:
            cur.append(ch)
    if cur:
        out.append("".join(cur))
    joined: list[str] = []
    for w in out:  # "blgp: 5" is "blgp:5"
        if joined and joined[-1].endswith(":"):
            joined[-1] += w
        else:
            joined.append(w)
    return joined


def registers(operand: str, line: int = 0) -> list[Reg]:
    """Every register named in one operand (``-|v1|``, ``a[0:3]``, ``[v4, v5]``, ``exec_lo``)."""
    out: list[Reg] = []
    for m in _REG.finditer(operand):
        if m.group(1):
            f, lo = m.group(1), int(m.group(2))
            hi = lo
        elif m.group(3):
            f, lo = m.group(3), int(m.group(4))
            hi = int(m.group(5)) if m.group(5) is not None else lo
        elif m.group(6):
            f = m.group(6)
            half = m.group(7)
            lo, hi = (0, 1) if half is None else ((0, 0) if half == "lo" else (1, 1))
            out.append((f, lo, hi))
            continue
        else:
            out.append(("m0", 0, 0))
            continue
        if hi < lo or hi > _LIMITS[f]:
            raise MalformedLineError(f"line {line}: bad register range {m.group(0)!r}")
        out.append((f, lo, hi))
    return out


def read(text: str) -> list[Stmt]:
    """Every instruction of ``text`` in order (VOPD pairs give two statements on one line)."""
    out: list[Stmt] = []
    pending: list[str] = []
    in_block = False
    in_macro = False
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw
        if in_block:
            end = line.find("*/")
            if end < 0:
                continue
            line = " " * (end + 2) + line[end + 2:]
            in_block = False
        while "/*" in line:
            start = line.index("/*")
            end = line.find("*/", start + 2)
            if end < 0:
                line = line[:start]
                in_block = True
                break
            line = line[:start] + " " + line[end + 2:]
        if line.lstrip().startswith("#"):
            continue
        m = _OBJDUMP_LABEL.match(line)
        if m:
            pending.append(m.group(1))
            continue
        code, comment = _strip_comment(line)
        while True:
            lm = _LABEL.match(code)
            if not lm:
                break
            pending.append(lm.group(1))
            code = code[lm.end():]
        code = code.strip()
        if not code:
            continue
        if code.startswith("."):
            word = code.split(None, 1)[0].lower()
            if word == ".macro":
                in_macro = True
            elif word == ".endm":
                in_macro = False
            continue
        if in_macro:
            continue
        address = None
        hint = None
        cm = _OBJDUMP_COMMENT.match(comment)
        if cm:
            address = int(cm.group(1), 16)
            hint = cm.group(2)
        for pair, half in enumerate(code.split("::")):
            half = half.strip()
            if not half:
                raise MalformedLineError(f"line {number}: an empty half of a VOPD pair in {code!r}")
            mnem, _, rest = half.partition(" ")
            if not re.fullmatch(r"[A-Za-z_][\w.]*", mnem):
                raise MalformedLineError(f"line {number}: {mnem!r} is not an instruction mnemonic")
            operands, modifiers = split_operands(rest, number)
            out.append(Stmt(number, half, mnem.lower(), operands, modifiers, pending, address, hint, pair))
            pending = []
    return out
