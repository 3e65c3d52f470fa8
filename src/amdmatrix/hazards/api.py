"""The hazard API: check a kernel, fix it, ask what two instructions need between them."""

from __future__ import annotations

import operator
import os
from functools import cache
from importlib import import_module
from typing import Any, overload

from .._dataclasses import dataclass, field
from ..archs import ARCHS, Arch, arch_first
from ..errors import AmdMatrixError, OutOfRangeError, UnknownArchitectureError, UnknownInstructionError, shown
from .asm import _uncomment, expand, leading_labels, split_lines
from .effects import FORMAT_NAMES, Instr, MatrixClass, classify, effects, has_formats
from .engine import Checker, Finding, binding, violation
from .model import Hazard, Rule, Violation
from .reader import MalformedLineError, Stmt, read, read_lines
from .targets import Target, target

__all__ = ["check", "fix", "hazards", "rules", "instruction_rules", "Report", "analyse", "parse", "InstructionRules",
           "IncompleteError"]


class IncompleteError(AmdMatrixError):
    """The checker did not understand every line, so "no hazards" would not mean that.

    ``reasons`` holds (line, what was not understood); pass ``allow_unknown=True`` to count
    each unknown instruction as one wait state with no effects and go on.
    """

    def __init__(self, reasons: list[tuple[int, str]]) -> None:
        self.reasons = reasons
        first = "; ".join(f"line {n}: {what}" for n, what in reasons[:3])
        more = f" (and {len(reasons) - 3} more)" if len(reasons) > 3 else ""
        super().__init__(f"the check is incomplete: {first}{more}; allow_unknown=True (--allow-unknown) counts "
                         "unknown instructions as one wait state")


def _arch_arg(arch: object) -> str | Arch:
    if isinstance(arch, (str, Arch)):
        return arch
    raise UnknownArchitectureError(f"the architecture must be a name (str), got {shown(arch)}; legal values: "
                                   + ", ".join(a.name for a in ARCHS))


def _text_arg(asm: object, what: str = "assembly") -> str:
    if isinstance(asm, str):
        return asm
    raise MalformedLineError(f"the {what} must be text (str), got {type(asm).__name__} {shown(asm)}"
                             + ("; decode bytes first, e.g. data.decode('utf-8', 'surrogateescape')"
                                if isinstance(asm, (bytes, bytearray)) else ""))


def rules(arch: str | Arch) -> tuple[Rule, ...]:
    """The wait-state rule table of an architecture, in the order of its documentation."""
    return _rule_table(target(_arch_arg(arch)).rules)


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


def parse(asm: str, arch: str | Arch, *, wave: int | None = None, path: str | None = None) -> list[Instr]:
    """The hazard view of every instruction of ``asm`` (AmdMatrixError on bad input)."""
    return _parse(_text_arg(asm), target(_arch_arg(arch)), wave, path)[1]


def _parse(asm: str, t: Target, wave: int | None, path: str | None,
           incomplete: list[tuple[int, str]] | None = None) -> tuple[list[Stmt], list[Instr]]:
    w = _wave(t, wave)
    if path is not None and not isinstance(path, str):
        raise MalformedLineError(f"the path must be a str, got {shown(path)}")
    expanded = expand(asm, path)
    if incomplete is not None:
        incomplete.extend(expanded.incomplete)
    stmts = read_lines(expanded.lines)
    try:
        return stmts, [effects(t, s, w) for s in stmts]
    except AmdMatrixError as e:
        if str(e).startswith("line "):
            raise
        bad = next(s for s in stmts if not _effects_ok(t, s, w))
        raise type(e)(f"line {bad.line}: {e}") from None


def _effects_ok(t: Target, s: Stmt, w: int | None) -> bool:
    try:
        effects(t, s, w)
    except AmdMatrixError:
        return False
    return True


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
    #: (line, what was not understood): directives, constructs and unknown instructions. If
    #: any, "no hazards" does not mean that (the CLI exits 3 unless --allow-unknown).
    incomplete: list[tuple[int, str]] = field(default_factory=list)


@overload
def analyse(arch: str | Arch, asm: str, *, wave: int | None = None, fix: bool = False,
            path: str | None = None) -> Report: ...
@overload
def analyse(arch: str, asm: Arch, *, wave: int | None = None, fix: bool = False, path: str | None = None) -> Report: ...


def analyse(arch: Any, asm: Any, *, wave: int | None = None, fix: bool = False, path: str | None = None) -> Report:
    """Check ``asm`` (and with ``fix`` also pad it); see :func:`check` and :func:`fix`.

    The architecture comes first, as everywhere in the API; the earlier order ``(asm, arch)``
    of ``analyse``, ``check`` and ``fix`` is accepted too (:func:`amdmatrix.archs.arch_first`).
    ``path`` is the file's name, from which ``.include`` files are found (by default, the
    current directory). The report lists in ``incomplete`` whatever was not understood.
    """
    if _code("fix", fix) not in (0, 1) and not isinstance(fix, bool):  # an array's truth value would raise
        raise OutOfRangeError(f"fix must be True or False, not {shown(fix)}")
    fix = bool(fix)
    arch, asm = arch_first(arch, asm)
    asm = _text_arg(asm)
    t = target(_arch_arg(arch))
    incomplete: list[tuple[int, str]] = []
    stmts, instrs = _parse(asm, t, wave, path, incomplete)
    checker = _checker(t.arch)
    findings, insert = checker.run(stmts, instrs, fix=False)
    fixed = None
    total = places = 0
    if fix:
        fixed, total, places = _fix(asm, stmts, instrs, t, wave, path)
    unknown = [(s.line, s.text) for s, i in zip(stmts, instrs, strict=True) if "UNKNOWN" in i.tags]
    for s, i in zip(stmts, instrs, strict=True):
        if "UNKNOWN" in i.tags:
            where = f" ({s.origin})" if s.origin else ""
            if i.problem.endswith(f"llvm-mc reads for {t.mcpu}") or not i.problem:
                why = f"`{s.mnemonic}` is not an instruction llvm-mc reads for {t.mcpu}, nor a macro defined " \
                      "before this line"
            else:
                why = i.problem
            incomplete.append((s.line, f"{why}{where}"))
    incomplete.sort(key=lambda x: x[0])
    long_nops = [(s.line, s.text) for s, i in zip(stmts, instrs, strict=True)
                 if "NOP" in i.tags and _nop_count(s.operands[0]) > 15]
    return Report([violation(f, stmts) for f in binding(findings)], findings, unknown, long_nops, fixed, total,
                  len(instrs), places, [s.line for s in stmts], incomplete)


def _nop_count(text: str) -> int:
    digits = text.strip().lower().removeprefix("0x").lstrip("0")
    return 1 << 64 if len(digits) > 40 else int(text, 0)  # 4,300 digits would be a ValueError


@overload
def check(arch: str | Arch, asm: str, *, wave: int | None = None, path: str | None = None,
          allow_unknown: bool = False) -> list[Violation]: ...
@overload
def check(arch: str, asm: Arch, *, wave: int | None = None, path: str | None = None,
          allow_unknown: bool = False) -> list[Violation]: ...


def check(arch: Any, asm: Any, *, wave: int | None = None, path: str | None = None,
          allow_unknown: bool = False) -> list[Violation]:
    """Every consumer in ``asm`` with too few wait states after its producer.

    One :class:`Violation` per consumer line (the rule missing the most wait states), in
    line order. ``wave`` (32 or 64) checks the matrix operands' register counts for that
    wave size; by default any legal size is accepted. Raises AmdMatrixError (with the line)
    for a malformed line, a matrix instruction the architecture does not have, or an
    unknown architecture, and IncompleteError if a line was not understood (unless
    ``allow_unknown``: then an unknown instruction is one wait state with no effects).
    """
    report = analyse(arch, asm, wave=wave, path=path)
    if report.incomplete and not allow_unknown:
        raise IncompleteError(report.incomplete)
    return report.violations


@overload
def fix(arch: str | Arch, asm: str, *, wave: int | None = None, path: str | None = None,
        allow_unknown: bool = False) -> str: ...
@overload
def fix(arch: str, asm: Arch, *, wave: int | None = None, path: str | None = None,
        allow_unknown: bool = False) -> str: ...


def fix(arch: Any, asm: Any, *, wave: int | None = None, path: str | None = None,
        allow_unknown: bool = False) -> str:
    """``asm`` with the fewest ``s_nop`` (CDNA) or ``v_nop`` (RDNA) lines that satisfy every rule.

    The result is ``asm`` with whole lines inserted, byte for byte otherwise; checking it
    finds nothing, and fixing it again changes nothing. Raises as :func:`check` does.
    """
    report = analyse(arch, asm, wave=wave, fix=True, path=path)
    if report.incomplete and not allow_unknown:
        raise IncompleteError(report.incomplete)
    assert report.fixed is not None
    return report.fixed


_FIX_ROUNDS = 4


def _fix(asm: str, stmts: list[Stmt], instrs: list[Instr], t: Target, wave: int | None,
         path: str | None) -> tuple[str, int, int]:
    """The padded text, the wait states inserted and before how many places.

    Each consumer is padded where its statement starts in the input (after its labels and
    after a block comment that ends on its line, never inside the comment); a consumer in
    a macro expansion or an included file is padded before the call or ``.include``. The
    result is checked again, and padded again where that did not suffice (a hazard inside
    one expansion); if a few rounds do not end every hazard, the fix is refused.
    """
    checker = _checker(t.arch)
    text = asm
    total = 0
    main = os.path.basename(path) if path else "<input>"
    places: set[tuple[int, int]] = set()
    for _ in range(_FIX_ROUNDS):
        _, insert = checker.run(stmts, instrs, fix=True)
        lines = split_lines(text)
        at: dict[tuple[int, int], int] = {}
        inside: dict[tuple[int, int], int] = {}
        fills: dict[tuple[int, int], str] = {}
        for n, k in insert.items():
            if k:
                st = stmts[n]
                body = _body_line(st.origin, main, lines)
                if body is not None:  # in a macro or .rept written in this file: pad its line
                    inside[body] = max(inside.get(body, 0), k)
                    key = body
                else:
                    key = (st.line, max(st.col, 0))
                    at[key] = at.get(key, 0) + k
                if n in checker.fills:  # the pad must be a VALU that is not v_nop
                    fills[key] = checker.fills[n]
        for key, k in inside.items():
            at[key] = max(at.get(key, 0), k)
        if not at:
            return text, total, len(places)
        text = _insert(text, at, t, fills)
        total += sum(at.values())
        places.update(at)
        stmts, instrs = _parse(text, t, wave, path)
        findings, _ = checker.run(stmts, instrs, fix=False)
        if not findings:
            return text, total, len(places)
    st = stmts[binding(findings)[0].at]
    raise AmdMatrixError(f"--fix cannot pad '{st.text}' ({st.origin}): its producer is in the same expansion of a "
                         "macro or file it cannot edit; add the wait states there")


def _body_line(origin: str, main: str, lines: list[str]) -> tuple[int, int] | None:
    """(line, column) of an expanded statement's own line if that is in the checked file."""
    if not origin:
        return None
    here = origin.split(", ", 1)[0]
    name, _, number = here.rpartition(":")
    if name != main or not number.isdigit() or not 0 < int(number) <= len(lines):
        return None
    n = int(number)
    code = _uncomment(lines[n - 1], False)[0]
    pos = leading_labels(code)[1]
    stripped = code[pos:]
    return n, pos + len(stripped) - len(stripped.lstrip())


def _pad_lines(t: Target, k: int) -> list[str]:
    if t.pad == "v_nop":
        return ["v_nop"] * k
    out = []
    while k > 0:
        step = min(k, 16)
        out.append(f"s_nop {step - 1}")
        k -= step
    return out


def _insert(text: str, at: dict[tuple[int, int], int], t: Target, fills: dict[tuple[int, int], str]) -> str:
    """``text`` with the pads of ``at`` ((line, column) -> wait states) inserted, nothing else changed.

    Where ``fills`` names a register for a place, its last pad is ``v_mov_b32 vN, vN`` instead:
    a VALU that is not ``v_nop`` (LLVM's fixVcmpxPermlaneHazards)."""
    starts = [0]
    pos = text.find("\n")
    while pos >= 0:
        starts.append(pos + 1)
        pos = text.find("\n", pos + 1)
    out: list[str] = []
    done = 0
    for (line, col), k in sorted(at.items()):
        begin = starts[line - 1]
        end = starts[line] - 1 if line < len(starts) else len(text)
        body = text[begin:end]
        newline = "\r\n" if body.endswith("\r") else "\n"
        lead = body[:col]
        pads = _pad_lines(t, k)
        if (line, col) in fills:
            reg = fills[(line, col)]
            pads[-1] = f"v_mov_b32 {reg}, {reg}"
        if lead.strip() == "" and "\r" not in lead:
            indent = lead
            chunk = "".join(f"{indent}{p}{newline}" for p in pads)
            cut = begin
        else:
            chunk = newline + "".join(f"\t{p}{newline}" for p in pads)
            cut = begin + col
        out.append(text[done:cut])
        out.append(chunk)
        done = cut
    out.append(text[done:])
    return "".join(out)


def _single(t: Target, text: str, what: str) -> Instr:
    instrs = [effects(t, s) for s in read(_text_arg(text, f"{what} instruction"))]
    if len(instrs) != 1:
        raise MalformedLineError(f"the {what} instruction must be one line of assembly, got {text!r}")
    if "UNKNOWN" in instrs[0].tags:
        raise MalformedLineError(f"the {what} instruction {text.strip()!r} is not understood: {instrs[0].problem}")
    return instrs[0]


def hazards(arch: str | Arch, first: str, second: str) -> list[Hazard]:
    """Every rule that applies when ``second`` directly follows ``first`` (two assembly lines).

    Each :class:`Hazard` gives the wait states the rule requires between them; the largest
    is what must separate the two. Rules that require none but apply (an accumulating
    MFMA chain) are listed too. Raises AmdMatrixError on bad input.
    """
    t = target(_arch_arg(arch))
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

    t = target(_arch_arg(arch))
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
