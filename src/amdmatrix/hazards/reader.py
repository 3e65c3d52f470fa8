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
    cut = text.find(";")
    slashes = text.find("//")
    if slashes >= 0 and (cut < 0 or slashes < cut):
        cut = slashes
    if cut < 0:
        return text, ""
    if '"' in text[:cut]:  # a quoted string (in a directive) may hold ';'
        quote = False
        for n, ch in enumerate(text):
            if ch == '"':
                quote = not quote
            elif not quote and (ch == ";" or (ch == "/" and text.startswith("//", n))):
                return text[:n], text[n:]
        return text, ""
    return text[:cut], text[cut:]


_COMMA = re.compile(r",(?![^\[(]*[\])])")
_SPACE = re.compile(r"\s+(?![^\[(]*[\])])")


def split_operands(text: str, line: int) -> tuple[list[str], list[str]]:
    """Operands (split at top-level commas) and the modifiers after the last one."""
    if "[" in text or "(" in text:
        if text.count("[") != text.count("]") or text.count("(") != text.count(")"):
            raise MalformedLineError(f"line {line}: unbalanced brackets in {text.strip()!r}")
        parts = _COMMA.split(text)
    else:
        parts = text.split(",")
    last = parts[-1].strip()
    if len(parts) == 1 and not last:
        return [], []
    words = _SPACE.split(last) if last else [""]
    if len(words) > 1:
        joined: list[str] = []
        for w in words:  # "blgp: 5" is "blgp:5"
            if joined and joined[-1].endswith(":"):
                joined[-1] += w
            else:
                joined.append(w)
        words = joined
    ops = [p.strip() for p in parts[:-1]]
    ops.append(words[0])
    if "" in ops:
        raise MalformedLineError(f"line {line}: an operand is missing in {text.strip()!r}")
    return ops, words[1:]


_REG_CACHE: dict[str, list[Reg]] = {}


def registers(operand: str, line: int = 0) -> list[Reg]:
    """Every register named in one operand (``-|v1|``, ``a[0:3]``, ``[v4, v5]``, ``exec_lo``)."""
    got = _REG_CACHE.get(operand)
    if got is not None:
        return got
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
    if len(_REG_CACHE) < 200_000:
        _REG_CACHE[operand] = out
    return out


_MNEMONIC = re.compile(r"[A-Za-z_][\w.]*")


_PARSED: dict[str, tuple[str, list[str], list[str]]] = {}


def _parse_instruction(half: str, number: int) -> tuple[str, list[str], list[str]]:
    mnem, _, rest = half.partition(" ")
    if "\t" in mnem:
        mnem, _, more = mnem.partition("\t")
        rest = more + " " + rest
    if not _MNEMONIC.fullmatch(mnem):
        raise MalformedLineError(f"line {number}: {mnem!r} is not an instruction mnemonic")
    operands, modifiers = split_operands(rest, number)
    return mnem.lower(), operands, modifiers


#: What one line holds: labels, a directive word (or ""), the instruction halves
#: (text, mnemonic, operands, modifiers), and llvm-objdump's address and branch annotation.
_Line = tuple[tuple[str, ...], str, tuple[tuple[str, str, list[str], list[str]], ...], "int | None", "str | None"]
_LINES: dict[str, _Line] = {}
_EMPTY_LINE: _Line = ((), "", (), None, None)


def _line(line: str, number: int) -> _Line:
    """Read one line (block comments already removed)."""
    if line.lstrip().startswith("#"):
        return _EMPTY_LINE
    labels: list[str] = []
    if ">:" in line:
        m = _OBJDUMP_LABEL.match(line)
        if m:
            return (m.group(1),), "", (), None, None
    code, comment = _strip_comment(line)
    while ":" in code:
        lm = _LABEL.match(code)
        if not lm:
            break
        labels.append(lm.group(1))
        code = code[lm.end():]
    code = code.strip()
    if not code:
        return tuple(labels), "", (), None, None
    if code.startswith("."):
        return tuple(labels), code.split(None, 1)[0].lower(), (), None, None
    address = None
    hint = None
    if comment.startswith("//"):
        cm = _OBJDUMP_COMMENT.match(comment)
        if cm:
            address = int(cm.group(1), 16)
            hint = cm.group(2)
    halves = []
    for half in code.split("::") if "::" in code else (code,):
        half = half.strip()
        if not half:
            raise MalformedLineError(f"line {number}: an empty half of a VOPD pair in {code!r}")
        got = _PARSED.get(half)
        if got is None:
            got = _parse_instruction(half, number)
            if len(_PARSED) < 100_000:
                _PARSED[half] = got
        halves.append((half, *got))
    return tuple(labels), "", tuple(halves), address, hint


def _uncomment(raw: str, in_block: bool) -> tuple[str, bool]:
    """The line without ``/* ... */`` comments, and whether one is still open at its end."""
    line = raw
    if in_block:
        end = line.find("*/")
        if end < 0:
            return "", True
        line = " " * (end + 2) + line[end + 2:]
    while "/*" in line:
        start = line.index("/*")
        end = line.find("*/", start + 2)
        if end < 0:
            return line[:start], True
        line = line[:start] + " " + line[end + 2:]
    return line, False


def read(text: str) -> list[Stmt]:
    """Every instruction of ``text`` in order (VOPD pairs give two statements on one line)."""
    out: list[Stmt] = []
    pending: list[str] = []
    in_block = False
    in_macro = False
    cache = _LINES
    for number, raw in enumerate(text.splitlines(), start=1):
        if in_block or "/*" in raw:
            line, in_block = _uncomment(raw, in_block)
            info = _line(line, number)
        else:
            got = cache.get(raw)
            if got is None:
                got = _line(raw, number)
                if len(cache) < 200_000:
                    cache[raw] = got
            info = got
        labels, directive, halves, address, hint = info
        if directive:
            if directive == ".macro":
                in_macro = True
            elif directive == ".endm":
                in_macro = False
            elif not in_macro:
                pending.extend(labels)
            continue
        if in_macro:
            continue
        if labels:
            pending.extend(labels)
        for pair, (half, mnem, operands, modifiers) in enumerate(halves):
            out.append(Stmt(number, half, mnem, operands, modifiers, pending, address, hint, pair))
            pending = []
    return out
