"""Reading LLVM-syntax AMDGPU assembly, one :class:`Stmt` per line, for the hazard checker.

The assembler front end (:mod:`.asm`) expands directives, macros and symbols and removes
comments; the reader then reads each line it gives:

* labels (``loop:``, ``.LBB0_1:``, ``1:``) and llvm-objdump's ``0000000000000000 <kernel>:``;
* the ``// 000000000010: D3CA8000 04020500`` comments of ``llvm-objdump -d``, whose byte
  address it keeps so that disassembled branches can be followed;
* VOPD pairs (``v_dual_mov_b32 v0, v1 :: v_dual_add_f32 v2, v3, v4``; exactly two halves).

Operands are split as LLVM's AMDGPU parser splits them (:mod:`.operands`): a comma between
two operands is optional (``v_cndmask_b32 v1, 0, 1 vcc`` has four), an operand ends where its
syntax ends, and named bits and ``name:value`` words are modifiers (``cbsz:1``, ``offen``,
``glc``). Registers are ``(file, first, last)`` triples: ``v`` and ``a`` vector registers,
``s`` scalar registers, ``ttmp``, and the named ``exec``, ``vcc``, ``m0`` (``_lo`` is 0 and
``_hi`` 1), ``flat_scratch``, ``src_scc``, ``null``, ...
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from .._dataclasses import dataclass, field
from .asm import MalformedLineError, Source, expand, leading_labels
from .operands import Item, split

__all__ = ["Reg", "Stmt", "Item", "MalformedLineError", "read", "read_lines", "registers", "split_operands"]

#: A register range: (file, first, last), both ends included.
Reg = tuple[str, int, int]


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
    #: The first 32-bit word of llvm-objdump's encoding, if the line carries one (a branch's
    #: SIMM16 offset, where llvm-objdump prints the target as a symbol with no label of its own).
    encoding: int | None = None
    #: Where a line of a macro expansion or an included file comes from ("" at the top level).
    origin: str = ""
    #: Where the statement starts in its input line (-1 inside an expansion or included file).
    col: int = 0
    #: The operands as llvm-mc reads them, with their registers (``operands`` holds their text).
    items: tuple[Item, ...] = ()


_OBJDUMP_LABEL = re.compile(r"\s*[0-9a-fA-F]+\s+<([^>]+)>:\s*$")
_OBJDUMP_COMMENT = re.compile(r"//\s*([0-9a-fA-F]+):\s*([0-9a-fA-F]{8}\b)?[\s0-9a-fA-F]*(?:<([^>]+)>)?")
_REG = re.compile(
    r"(?<![\w.$@])(?:(v|a|s|ttmp)(\d+)|(v|a|s|ttmp)\[\s*(\d+)\s*(?::\s*(\d+)\s*)?\]"
    r"|(exec|vcc)(?:_(lo|hi))?|(m0))(?![\w.$@])"
)
_LIMITS = {"v": 511, "a": 255, "s": 127, "ttmp": 15}


def _shown(text: str, limit: int = 80) -> str:
    text = text.strip()
    return repr(text) if len(text) <= limit else repr(text[:limit - 3] + "...")


def split_operands(text: str, line: int) -> tuple[list[str], list[str]]:
    """The operands (as llvm-mc splits them: a comma between two is optional) and the modifiers."""
    items, mods = split(text, line)
    return [i.text for i in items], list(mods)


_REG_CACHE: dict[str, list[Reg]] = {}


def registers(operand: str, line: int = 0) -> list[Reg]:
    """Every register named in one operand (``-|v1|``, ``a[0:3]``, ``[v4, v5]``, ``exec_lo``)."""
    got = _REG_CACHE.get(operand)
    if got is not None:
        return got
    out: list[Reg] = []
    for m in _REG.finditer(operand):
        if len(m.group(0)) > 24:
            raise MalformedLineError(f"line {line}: bad register {_shown(m.group(0), 40)}: its number is too large")
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


_PARSED: dict[str, tuple[str, list[str], list[str], tuple[Item, ...]]] = {}


def _parse_instruction(half: str, number: int) -> tuple[str, list[str], list[str], tuple[Item, ...]]:
    parts = half.split(None, 1)
    mnem = parts[0]
    rest = parts[1] if len(parts) > 1 else ""
    if not _MNEMONIC.fullmatch(mnem):
        raise MalformedLineError(f"line {number}: {_shown(mnem)} is not an instruction mnemonic")
    low = mnem.lower()
    items, modifiers = split(rest, number, low)
    return low, [i.text for i in items], list(modifiers), items


#: What one line holds: labels, the instruction halves (text, mnemonic, operands, modifiers),
#: and llvm-objdump's address and branch annotation.
_Line = tuple[tuple[str, ...], tuple[tuple[str, str, list[str], list[str], tuple[Item, ...]], ...], "int | None",
              "str | None", "int | None"]
_LINES: dict[str, _Line] = {}


def _line(code: str, comment: str, number: int) -> _Line:
    """Read one line of code (comments removed; ``comment`` is its line comment)."""
    if ">:" in code:
        m = _OBJDUMP_LABEL.match(code)
        if m:
            return (m.group(1),), (), None, None, None
    labels, pos = leading_labels(code) if ":" in code else ([], 0)
    code = code[pos:].strip()
    if not code:
        return tuple(labels), (), None, None, None
    address = None
    hint = None
    encoding = None
    if comment.startswith("//"):
        cm = _OBJDUMP_COMMENT.match(comment)
        if cm:
            address = int(cm.group(1)[:16], 16)
            hint = cm.group(3)
            if cm.group(2):
                encoding = int(cm.group(2), 16)
    halves = []
    pieces = code.split("::", 2) if "::" in code else (code,)
    if len(pieces) > 2:
        raise MalformedLineError(f"line {number}: a VOPD pair has exactly two halves (`X :: Y`), this line has more "
                                 f"in {_shown(code)}")
    for half in pieces:
        half = half.strip()
        if not half:
            raise MalformedLineError(f"line {number}: an empty half of a VOPD pair in {_shown(code)}")
        got = _PARSED.get(half)
        if got is None:
            got = _parse_instruction(half, number)
            if len(_PARSED) < 100_000:
                _PARSED[half] = got
        halves.append((half, *got))
    return tuple(labels), tuple(halves), address, hint, encoding


def read_lines(lines: Iterable[Source]) -> list[Stmt]:
    """Every instruction of the expanded lines in order (VOPD pairs give two statements on one line)."""
    out: list[Stmt] = []
    pending: list[str] = []
    cache = _LINES
    for src in lines:
        code = src.code
        key = code + "\0" + src.comment if src.comment.startswith("//") else code
        info = cache.get(key)
        if info is None:
            info = _line(code, src.comment, src.line)
            if len(cache) < 200_000:
                cache[key] = info
        labels, halves, address, hint, encoding = info
        if labels:
            pending.extend(labels)
        for pair, (half, mnem, operands, modifiers, items) in enumerate(halves):
            out.append(Stmt(src.line, half, mnem, operands, modifiers, pending, address, hint, pair,
                            encoding=encoding, origin=src.origin, col=src.col, items=items))
            pending = []
    return out


def read(text: str, path: str | None = None) -> list[Stmt]:
    """Every instruction of ``text`` (after :func:`~amdmatrix.hazards.asm.expand`) in order."""
    return read_lines(expand(text, path).lines)
