"""The hazard API: check a kernel, fix it, ask what two instructions need between them."""

from __future__ import annotations

import operator
from dataclasses import dataclass, field
from functools import cache
from importlib import import_module
from typing import Any, overload

from ..archs import Arch, arch_first
from ..errors import AmdMatrixError, OutOfRangeError, UnknownInstructionError, shown
from .effects import FORMAT_NAMES, Instr, MatrixClass, classify, effects, has_formats
from .engine import Checker, Finding, binding, violation
from .model import Hazard, Rule, Violation
from .reader import MalformedLineError, Stmt, read
from .targets import Target, target

__all__ = ["check", "fix", "hazards", "rules", "instruction_rules", "Report", "analyse", "parse", "InstructionRules"]


def rules(arch: str | Arch) -> tuple[Rule, ...]:
    """The wait-state rule table of an architecture, in the order of its documentation."""
    return _rule_table(target(arch).rules)


@cache
def _rule_table(name: str) -> tuple[Rule, ...]:
    mod = import_module(f".rules_{name}", __package__)
    table: tuple[Rule, ...] = mod.RULES
    return table


@cache
def _checker(arch: str) -> Checker:
    t = target(arch)
    return Checker(t, rules(t.arch))


def _wave(t: Target, wave: int | None) -> int | None:
    if wave is None:
        return None
    from ..archs import resolve_arch

    waves = resolve_arch(t.arch).waves
    try:  # an int-like value (NumPy's) is a wave size; an array, a float or a string is not
        size = None if isinstance(wave, bool) else operator.index(wave)
    except TypeError:
        size = None
    if size not in waves:
        raise OutOfRangeError(f"wave size {shown(wave)} is not allowed on {t.arch}; legal values: "
                              + ", ".join(str(w) for w in waves))
    return size


def _code(name: str, value: object) -> int:
    """A format code (CBSZ or BLGP) as an int; anything else is out of range, as a bad value is."""
    try:
        return -1 if isinstance(value, bool) else operator.index(value)  # type: ignore[arg-type]
    except TypeError:
        what = "fix" if name == "fix" else f"{name} format"
        raise OutOfRangeError(f"{what} {shown(value)} is not an integer; legal values: "
                              + ("True, False" if name == "fix" else f"0-4 ({', '.join(FORMAT_NAMES)})")) from None


def _text(value: object, what: str) -> str:
    """``value`` if it is assembly text (a str), else the library's error naming what it is."""
    if not isinstance(value, str):
        raise MalformedLineError(f"the {what} must be assembly text (a str), not {type(value).__name__}")
    return value


def parse(asm: str, arch: str | Arch, *, wave: int | None = None) -> list[Instr]:
    """The hazard view of every instruction of ``asm`` (AmdMatrixError on bad input)."""
    return _parse(asm, target(arch), wave)[1]


def _parse(asm: str, t: Target, wave: int | None) -> tuple[list[Stmt], list[Instr]]:
    w = _wave(t, wave)
    stmts = read(_text(asm, "kernel"))
    return stmts, [effects(t, s, w) for s in stmts]


@dataclass(frozen=True)
class Report:
    """Everything one run of the checker found."""

    violations: list[Violation]
    #: Every violated rule at every consumer (``violations`` keeps the largest per consumer).
    findings: list[Finding]
    #: Lines holding instructions the checker does not know (one wait state, no effects).
    unknown: list[tuple[int, str]]
    #: Lines whose ``s_nop`` count exceeds 15 (the ISA reads only its low 4 bits).
    long_nops: list[tuple[int, str]]
    #: The fixed text (only from ``analyse(..., fix=True)``), the wait states inserted and before
    #: how many lines.
    fixed: str | None
    inserted: int
    instructions: int
    places: int = 0
    #: The line of each instruction (``findings`` refer to instructions by index).
    lines: list[int] = field(default_factory=list)


@overload
def analyse(arch: str | Arch, asm: str, *, wave: int | None = None, fix: bool = False) -> Report: ...
@overload
def analyse(arch: str, asm: Arch, *, wave: int | None = None, fix: bool = False) -> Report: ...


def analyse(arch: Any, asm: Any, *, wave: int | None = None, fix: bool = False) -> Report:
    """Check ``asm`` (and with ``fix`` also pad it); see :func:`check` and :func:`fix`.

    The architecture comes first, as everywhere in the API; the earlier order ``(asm, arch)``
    of ``analyse``, ``check`` and ``fix`` is accepted too (:func:`amdmatrix.archs.arch_first`).
    """
    if _code("fix", fix) not in (0, 1) and not isinstance(fix, bool):  # an array's truth value would raise
        raise OutOfRangeError(f"fix must be True or False, not {shown(fix)}")
    fix = bool(fix)
    arch, asm = arch_first(arch, asm)
    t = target(arch)
    stmts, instrs = _parse(asm, t, wave)
    checker = _checker(t.arch)
    findings, insert = checker.run(stmts, instrs, fix=False)
    fixed = None
    total = places = 0
    if fix:
        _, insert = checker.run(stmts, instrs, fix=True)
        fixed, total, places = _apply(asm, stmts, insert, t)
    unknown = [(s.line, s.text) for s, i in zip(stmts, instrs, strict=True) if "UNKNOWN" in i.tags]
    long_nops = [(s.line, s.text) for s, i in zip(stmts, instrs, strict=True)
                 if "NOP" in i.tags and _nop_count(s.operands[0]) > 15]
    return Report([violation(f, stmts) for f in binding(findings)], findings, unknown, long_nops, fixed, total,
                  len(instrs), places, [s.line for s in stmts])


def _nop_count(text: str) -> int:
    digits = text.strip().lower().removeprefix("0x").lstrip("0")
    return 1 << 64 if len(digits) > 40 else int(text, 0)  # 4,300 digits would be a ValueError


@overload
def check(arch: str | Arch, asm: str, *, wave: int | None = None) -> list[Violation]: ...
@overload
def check(arch: str, asm: Arch, *, wave: int | None = None) -> list[Violation]: ...


def check(arch: Any, asm: Any, *, wave: int | None = None) -> list[Violation]:
    """Every consumer in ``asm`` with too few wait states after its producer.

    One :class:`Violation` per consumer line (the rule missing the most wait states), in
    line order. ``wave`` (32 or 64) checks the matrix operands' register counts for that
    wave size; by default any legal size is accepted. Raises AmdMatrixError (with the line)
    for a malformed line, a matrix instruction the architecture does not have, or an
    unknown architecture.
    """
    return analyse(arch, asm, wave=wave).violations


@overload
def fix(arch: str | Arch, asm: str, *, wave: int | None = None) -> str: ...
@overload
def fix(arch: str, asm: Arch, *, wave: int | None = None) -> str: ...


def fix(arch: Any, asm: Any, *, wave: int | None = None) -> str:
    """``asm`` with the fewest ``s_nop`` (CDNA) or ``v_nop`` (RDNA) lines that satisfy every rule."""
    report = analyse(arch, asm, wave=wave, fix=True)
    assert report.fixed is not None
    return report.fixed


def _pad_lines(t: Target, k: int, indent: str) -> list[str]:
    if t.pad == "v_nop":
        return [f"{indent}v_nop"] * k
    out = []
    while k > 0:
        step = min(k, 16)
        out.append(f"{indent}s_nop {step - 1}")
        k -= step
    return out


def _apply(asm: str, stmts: list[Stmt], insert: dict[int, int], t: Target) -> tuple[str, int, int]:
    lines = asm.splitlines(keepends=True)
    before: dict[int, int] = {}
    for n, k in insert.items():
        if k:
            line = stmts[n].line
            before[line] = before.get(line, 0) + k
    out: list[str] = []
    total = 0
    for number, text in enumerate(lines, start=1):
        pad = before.get(number, 0)
        if pad:
            total += pad
            body = text.rstrip("\r\n")
            newline = text[len(body):] or "\n"
            code = body.lstrip()
            indent = body[: len(body) - len(code)]
            label, rest = _split_label(code)
            if label:
                out.append(f"{indent}{label}{newline}")
                indent = "\t"
            out.extend(line + newline for line in _pad_lines(t, pad, indent))
            out.append(f"{indent}{rest}{text[len(body):]}" if label else text)
        else:
            out.append(text)
    return "".join(out), total, len(before)


def _split_label(code: str) -> tuple[str, str]:
    """``'loop: v_mfma ...'`` -> (``'loop:'``, ``'v_mfma ...'``); without a label -> ('', code)."""
    from .reader import _LABEL

    end = 0
    while True:
        m = _LABEL.match(code, end)
        if not m:
            return code[:end].strip(), code[end:].lstrip()
        end = m.end()


def _single(t: Target, text: str, what: str) -> Instr:
    instrs = [effects(t, s) for s in read(_text(text, f"{what} instruction"))]
    if len(instrs) != 1:
        raise MalformedLineError(f"the {what} instruction must be one line of assembly, got {text!r}")
    return instrs[0]


def hazards(arch: str | Arch, first: str, second: str) -> list[Hazard]:
    """Every rule that applies when ``second`` directly follows ``first`` (two assembly lines).

    Each :class:`Hazard` gives the wait states the rule requires between them; the largest
    is what must separate the two. Rules that require none but apply (an accumulating
    MFMA chain) are listed too. Raises AmdMatrixError on bad input.
    """
    t = target(arch)
    p = _single(t, first, "first")
    c = _single(t, second, "second")
    out = []
    for rule, req in _checker(t.arch).pair(p, c):
        regs = _shared(rule.dep, p, c)
        out.append(Hazard(rule.id, req, rule.unit, rule.source, rule.text, regs, rule.llvm_required(p.passes),
                          rule.decision))
    return out


def _shared(dep: str, p: Instr, c: Instr) -> str:
    from .engine import overlaps

    if dep in ("exec", "none"):
        return ""
    mine = p.writes if dep not in ("war", "store_data") else (p.war if dep == "war" else p.store_data)
    theirs = list(c.reads) + list(c.writes)
    names = []
    for x in mine:
        for y in theirs:
            if overlaps(x, y):
                lo, hi = max(x[1], y[1]), min(x[2], y[2])
                names.append(f"{x[0]}{lo}" if lo == hi else f"{x[0]}[{lo}:{hi}]")
    return ", ".join(dict.fromkeys(names))


@dataclass(frozen=True)
class InstructionRules:
    """A matrix instruction's hazard class and every rule with it as the first instruction."""

    mnemonic: str
    arch: str
    cls: str
    passes: int
    formats: tuple[str, str] | None
    reads: str
    writes: str
    rules: list[tuple[Rule, int]]
    unit_text: str


def instruction_rules(arch: str | Arch, mnemonic: str, *, cbsz: int = 0, blgp: int = 0) -> InstructionRules:
    """The rule table of one matrix instruction as a producer (``amdmatrix hazards -i``)."""
    from .. import catalog

    t = target(arch)
    try:
        inst = catalog.instruction(t.arch, mnemonic)
    except UnknownInstructionError:
        raise
    if "A" not in inst.matrices:
        raise AmdMatrixError(f"{inst.mnemonic} loads the scales of the next WMMA and is a VALU for the wait-state "
                             "rules (the rules a VALU follows are under the instruction that produced its "
                             "registers); legal values: a WMMA, SWMMAC or MFMA (amdmatrix -a ARCH -L)")
    cbsz, blgp = _code("A", cbsz), _code("B", blgp)
    if not has_formats(inst) and (cbsz or blgp):
        raise AmdMatrixError(f"{inst.mnemonic} has no F8F6F4 formats; --a-format/--b-format apply to "
                             "V_MFMA(_SCALE)_F32_*_F8F6F4 and V_WMMA(_SCALE/_SCALE16)_F32_16X16X128_F8F6F4 only")
    for name, v in (("A", cbsz), ("B", blgp)):
        if v not in range(5):
            raise OutOfRangeError(f"{name} format {shown(v)} is out of range; legal values: 0-4 "
                                  f"({', '.join(FORMAT_NAMES)})")
    mc: MatrixClass = classify(t, inst, cbsz, blgp)
    tags = mc.tags
    picked = [(r, r.required(mc.passes)) for r in rules(t.arch) if tags.intersection(r.first)]
    if inst.sparse:
        reads, writes = "A (Src0), B (Src1), sparse index (Src2), C = D (vDst)", "D (vDst)"
    else:
        reads = "A (Src0), B (Src1), C (Src2)" + (", A/B scales" if inst.scaled else "")
        writes = "D (vDst)"
    fmts = (FORMAT_NAMES[cbsz], FORMAT_NAMES[blgp]) if has_formats(inst) else None
    return InstructionRules(inst.mnemonic, t.arch, mc.name, mc.passes, fmts, reads, writes, picked, t.unit_text)
