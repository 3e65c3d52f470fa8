#!/usr/bin/env python3
"""Generate the hazard test vectors in tests/data/hazard_vectors/<arch>.jsonl from LLVM 22.

Every vector is LLVM's answer: a sequence *producer, fillers, consumer* is written as a MIR
function and run through ``llc-22 -mtriple=amdgcn -mcpu=<cpu> -run-pass=post-RA-hazard-rec``,
which inserts ``S_NOP``s (``V_NOP``s on RDNA) exactly where LLVM's hazard recognizer wants
them. The same function run through ``-start-after=post-RA-hazard-rec`` gives the assembly
LLVM prints for the sequence (without the padding), which is what the vectors record.

The cases cover every rule class of every architecture (gfx908, gfx90a, gfx942, gfx950,
gfx1100, gfx1200): matrix instruction to matrix instruction for every pair of classes
(XDL, SGEMM, DGEMM 16x16/4x4, SMFMAC, MFMA_SCALE; WMMA, SWMMAC) and pass counts, through
SrcC (the same tuple, a partial overlap), SrcA, SrcB, the sparse index and the scales, and
with no dependency at all; a matrix instruction to VALU and memory instructions (read,
write, write-after-read, stores' data and addresses, loads); VALU, V_CMPX, DOT, v_accvgpr_*
and DGEMM to what follows; stores wider than 64 bits whose data is overwritten. Every
matrix instruction appears as a producer at least once. Each case is generated with no
filler first; then, for every case where LLVM pads N > 0 wait states, with fillers worth
N - 1, N and N + 1 wait states (``s_nop``, independent VALU and SALU instructions mixed).

Record keys (one JSON object per line after a header line):
  ``kind``     the case family, e.g. ``mfma>mfma``, ``mfma>valu``, ``dot>valu``
  ``dep``      the dependency, e.g. ``srcc-same``, ``srcc-part``, ``srca``, ``read``, ``war``
  ``first``    the producer: mnemonic, hazard class and pass count (from the catalog's cycles)
  ``second``   the consumer: mnemonic and class
  ``asm``      the assembly lines LLVM prints for the sequence (producer first)
  ``consumer`` the index in ``asm`` of the consumer
  ``present``  wait states between producer and consumer (CDNA: every instruction is one,
               s_nop N is N+1; RDNA: VALU instructions only)
  ``llvm``     wait states LLVM inserted before the consumer
  ``wave``     the wave size (RDNA wave64 cases use -mattr=+wavefrontsize64)

The MIR spelling of every matrix instruction (opcode name and operand list, which differ
between targets and formats) is found by trial against llc-22 once and kept in
tests/data/hazard_vectors/mir_forms.json (``--refresh-forms`` finds them again).
tests/hazards/test_hazard_vectors.py imports this module to generate a live random sample.

Usage: python tools/gen_hazard_vectors.py [--arch gfx942 ...] [--out DIR] [--seed N] [--refresh-forms]
"""

from __future__ import annotations

import argparse
import json
import random
import re
import subprocess
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

import amdmatrix  # noqa: E402
from amdmatrix.model import Instruction  # noqa: E402

LLC = "llc-22"
OUT = ROOT / "tests" / "data" / "hazard_vectors"
CPUS = {"gfx908": "CDNA1", "gfx90a": "CDNA2", "gfx942": "CDNA3", "gfx950": "CDNA4", "gfx1100": "RDNA3",
        "gfx1200": "RDNA4"}
FORMATS = ("f8", "f8", "f6", "f6", "f4")  # LLVM's MIR names of the F8F6F4 formats by CBSZ/BLGP code
FORMAT_REGS = (8, 8, 6, 6, 4)
EXTRA_ASM = ("s_delay_alu", "s_clause")

# ---------------------------------------------------------------------------- registers


def mreg(f: str, lo: int, n: int = 1) -> str:
    """A MIR register (tuple): ``$vgpr0``, ``$agpr4_agpr5_agpr6_agpr7``."""
    name = {"v": "vgpr", "a": "agpr", "s": "sgpr"}[f]
    return "$" + "_".join(f"{name}{lo + k}" for k in range(n))


@dataclass(frozen=True)
class R:
    """A register range of the case (file, first, count)."""

    f: str
    lo: int
    n: int = 1

    def mir(self) -> str:
        return mreg(self.f, self.lo, self.n)

    def at(self, k: int, n: int = 1) -> R:
        return R(self.f, self.lo + k, n)


# ---------------------------------------------------------------------------- matrix instructions


def cpu_of(arch: str) -> str:
    return next(c for c, a in CPUS.items() if a == arch)


def classify(arch: str, inst: Instruction, cbsz: int = 0, blgp: int = 0) -> tuple[str, int]:
    """The producer's class label and pass count (cycles / 4), for the vectors' labels."""
    if arch.startswith("RDNA"):
        return ("SWMMAC" if inst.sparse else "WMMA"), 0
    mods = {"cbsz": cbsz, "blgp": blgp} if inst.format_cycles is not None else {}
    passes = inst.cycles_for(**mods) // 4
    a = inst.types["A"]
    if a == "fp64":
        return ("DGEMM16" if inst.m == 16 else "DGEMM4"), passes
    if a == "fp32" and arch in ("CDNA3", "CDNA4"):
        return "SGEMM", passes
    if inst.sparse:
        return "SMFMAC", passes
    return ("SCALE" if inst.scaled else "XDL"), passes


@dataclass
class MatrixForm:
    """How to write one matrix instruction in MIR (found by trial, see resolve())."""

    name: str  # with the {d} placeholder: the _e64 / _vgprcd_e64 / _w32_twoaddr part
    pattern: str  # operand pattern with {A} {B} {C} {D} {I} {SA} {SB} {cbsz} {blgp} {abid}


@dataclass
class MOp:
    """A matrix instruction of a case with its registers."""

    inst: Instruction
    form: MatrixForm
    d: R
    a: R
    b: R
    c: R | None = None  # dense C (None for sparse)
    idx: R | None = None
    sa: R | None = None
    sb: R | None = None
    cbsz: int = 0
    blgp: int = 0

    def mir(self, cpu: str) -> str:
        vg = self.d.f == "v"
        name = self.form.name
        if "{fa}" in name:
            name = name.replace("{fa}", FORMATS[self.cbsz]).replace("{fb}", FORMATS[self.blgp])
        if "{cd}" in name:
            name = name.replace("{cd}", "_vgprcd" if vg and cpu != "gfx908" else "")
        ops = self.form.pattern.format(A=self.a.mir(), B=self.b.mir(), C=(self.c or self.d).mir(), D=self.d.mir(),
                                       I=self.idx.mir() if self.idx else "", SA=self.sa.mir() if self.sa else "",
                                       SB=self.sb.mir() if self.sb else "", cbsz=self.cbsz, blgp=self.blgp, abid=0)
        return f"{self.d.mir()} = {name} {ops}"


def sizes(inst: Instruction, wave: int, cbsz: int = 0, blgp: int = 0) -> dict[str, int]:
    mods = {"cbsz": cbsz, "blgp": blgp} if inst.format_cycles is not None else {}
    out = {m: inst.gprs(m, wave, **mods) for m in ("A", "B", "D")}
    return out


# ---------------------------------------------------------------------------- running llc


def _module(funcs: Sequence[tuple[str, Sequence[str]]]) -> str:
    parts = []
    for name, body in funcs:
        lines = "".join(f"    {x}\n" for x in body)
        parts.append(f"---\nname: {name}\nbody: |\n  bb.0:\n{lines}    S_ENDPGM 0\n...\n")
    return "".join(parts)


def llc(cpu: str, funcs: Sequence[tuple[str, Sequence[str]]], mode: str, wave: int = 0,
        verify: bool = False) -> subprocess.CompletedProcess[str]:
    args = [LLC, "-mtriple=amdgcn", f"-mcpu={cpu}", "-o", "-", "-x", "mir", "-"]
    args.append("-run-pass=post-RA-hazard-rec" if mode == "hazard" else "-start-after=post-RA-hazard-rec")
    if wave == 64:
        args.append("-mattr=+wavefrontsize64")
    if verify:
        args.append("-verify-machineinstrs")
    return subprocess.run(args, input=_module(funcs), capture_output=True, text=True, timeout=600, check=False)


def _opcode(mir_line: str) -> str:
    text = mir_line.strip()
    if " = " in text:
        text = text.split(" = ", 1)[1]
    words = [w for w in text.split() if w not in ("nofpexcept", "renamable", "early-clobber")]
    return words[0].rstrip(",") if words else ""


def padding(cpu: str, funcs: Sequence[tuple[str, Sequence[str]]], wave: int = 0) -> dict[str, list[int]]:
    """Wait states LLVM inserts before each instruction of each function."""
    proc = llc(cpu, funcs, "hazard", wave)
    if proc.returncode:
        raise RuntimeError(proc.stderr[-2000:])
    want = {name: [_opcode(x) for x in body] for name, body in funcs}
    out: dict[str, list[int]] = {}
    cur = name = None
    pend = k = 0
    for line in proc.stdout.splitlines():
        m = re.match(r"^name:\s+(\S+)", line)
        if m:
            name = m.group(1)
            continue
        if line.startswith("body:"):
            cur, pend, k = name, 0, 0
            assert cur is not None
            out[cur] = []
            continue
        if line.startswith("..."):
            cur = None
            continue
        if cur is None or not line.startswith("    ") or line.startswith("     "):
            continue
        op = _opcode(line)
        seq = want[cur]
        if k < len(seq) and op == seq[k]:
            out[cur].append(pend)
            pend, k = 0, k + 1
            continue
        m2 = re.match(r"\s*S_NOP (\d+)", line)
        if m2:
            pend += int(m2.group(1)) + 1
        elif op.startswith("V_NOP"):
            pend += 1
        elif op != "S_ENDPGM":
            raise RuntimeError(f"{cur}: unexpected {line.strip()!r}")
    return out


def assembly(cpu: str, funcs: Sequence[tuple[str, Sequence[str]]], wave: int = 0) -> dict[str, list[str]]:
    """The assembly lines LLVM prints for each function (without s_endpgm)."""
    proc = llc(cpu, funcs, "asm", wave)
    if proc.returncode:
        raise RuntimeError(proc.stderr[-2000:])
    out: dict[str, list[str]] = {}
    cur = None
    for line in proc.stdout.splitlines():
        m = re.match(r"^(\w+):\s", line)
        if m and m.group(1) in out or (m and not line.startswith("\t")):
            cur = m.group(1)
            out.setdefault(cur, [])
            continue
        if line.startswith(".Lfunc_end"):
            cur = None
            continue
        if cur is not None and line.startswith("\t") and not line.startswith("\t.") and line.strip():
            text = line.strip()
            if text.startswith("s_endpgm"):
                continue
            out[cur].append(text)
    return out


# ---------------------------------------------------------------------------- MIR forms (by trial)

_RDNA_TAILS = ("0, 0", "0, 0, 0", "0, 0, 0, 0", "0")


def _candidates(arch: str, inst: Instruction) -> Iterator[MatrixForm]:
    names = [inst.mnemonic, *inst.aliases]
    bases = list(dict.fromkeys(n.upper() for n in names))
    if arch.startswith("RDNA"):
        for base in bases:
            for suffix in ("_w{w}_twoaddr", "_twoaddr_w{w}"):
                for tail in _RDNA_TAILS:
                    if inst.sparse:
                        yield MatrixForm(base + suffix, "8, {A}, 8, {B}, {D}, {I}, " + tail + ", 0, implicit $exec")
                        yield MatrixForm(base + suffix, "8, {A}, 8, {B}, {D}, {I}, " + tail + ", implicit $exec")
                        yield MatrixForm(base + suffix, "{A}, {B}, {D}, {I}, " + tail + ", implicit $exec")
                    else:
                        yield MatrixForm(base + suffix, "8, {A}, 8, {B}, 8, {C}, " + tail + ", implicit $exec")
                        yield MatrixForm(base + suffix, "8, {A}, 8, {B}, {C}, " + tail + ", implicit $exec")
                        yield MatrixForm(base + suffix, "{A}, {B}, 8, {C}, " + tail + ", implicit $exec")
        return
    for base in bases:
        if inst.scaled:
            yield MatrixForm(base + "_{fa}_{fb}{cd}_e64", "{A}, {B}, {C}, {cbsz}, {blgp}, {SA}, {SB}, 0, 0, "
                             "implicit $mode, implicit $exec")
        elif inst.format_cycles is not None:
            yield MatrixForm(base + "_{fa}_{fb}{cd}_e64",
                             "{A}, {B}, {C}, {cbsz}, {blgp}, implicit $mode, implicit $exec")
        elif inst.sparse:
            yield MatrixForm(base + "_e64", "{A}, {B}, {I}, {cbsz}, {abid}, {D}, implicit $mode, implicit $exec")
        else:
            yield MatrixForm(base + "{cd}_e64", "{A}, {B}, {C}, {cbsz}, {abid}, {blgp}, implicit $mode, implicit $exec")


def _sample(arch: str, inst: Instruction, form: MatrixForm, wave: int, vgpr: bool) -> MOp:
    s = sizes(inst, wave)
    f = "v" if vgpr or arch.startswith("RDNA") else "a"
    if arch == "CDNA1":
        f = "a"
    d = R(f, 0, s["D"])
    op = MOp(inst, form, d, R("v", 96, s["A"]), R("v", 112, s["B"]))
    if inst.sparse:
        op.idx = R("v", 128)
    else:
        op.c = d
    if inst.scaled:
        op.sa, op.sb = R("v", 130), R("v", 131)
    return op


def resolve(arch: str, wave: int = 32) -> dict[str, MatrixForm]:
    """The MIR form of every matrix instruction of ``arch`` (tried against llc-22)."""
    cpu = cpu_of(arch)
    out: dict[str, MatrixForm] = {}
    for inst in amdmatrix.instructions(arch):
        waves = (wave,) if arch.startswith("RDNA") else (64,)
        for form in _candidates(arch, inst):
            w = waves[0]
            f = MatrixForm(form.name.replace("{w}", str(w)), form.pattern)
            ok = True
            for vgpr in ((False, True) if arch in ("CDNA2", "CDNA3", "CDNA4") else (True,)):
                mop = _sample(arch, inst, f, w, vgpr)
                proc = llc(cpu, [("f", [mop.mir(cpu)])], "asm", w, verify=True)
                if proc.returncode:
                    ok = False
                    break
            if ok:
                out[inst.mnemonic] = f
                break
        else:
            raise RuntimeError(f"no MIR form found for {arch} {inst.mnemonic}")
    return out


# ---------------------------------------------------------------------------- cases


@dataclass
class Case:
    arch: str
    kind: str
    dep: str
    first: dict[str, object]
    second: dict[str, object]
    ops: list[str]  # producer ... consumer, without fillers
    wave: int = 64
    fillers: list[str] = field(default_factory=list)
    present: int = 0
    # between producer (index 0 of ops) and consumer (last of ops), the middle ops stay

    def body(self) -> list[str]:
        return [*self.ops[:-1], *self.fillers, self.ops[-1]]


FILL_REG = 250  # v250-v255, s90: never used by a case's own registers


def fillers(rnd: random.Random, unit: str, n: int) -> list[str]:
    """Filler instructions worth exactly ``n`` wait states on ``unit``, a random mix."""
    out: list[str] = []
    left = n
    while left > 0:
        r = rnd.random()
        if unit == "valu":
            if r < 0.5:
                out.append("V_NOP_e32 implicit $exec")
            else:
                out.append(f"$vgpr{FILL_REG + rnd.randrange(4)} = V_MOV_B32_e32 $vgpr{FILL_REG + 4}, implicit $exec")
            left -= 1
            if rnd.random() < 0.3:
                out.append(rnd.choice(["S_NOP 0", f"$sgpr90 = S_MOV_B32 {rnd.randrange(9)}"]))
        else:
            if r < 0.45 and left >= 1:
                k = rnd.randrange(1, min(left, 16) + 1)
                out.append(f"S_NOP {k - 1}")
                left -= k
            elif r < 0.75:
                out.append(f"$vgpr{FILL_REG + rnd.randrange(4)} = V_MOV_B32_e32 $vgpr{FILL_REG + 4}, implicit $exec")
                left -= 1
            else:
                out.append(f"$sgpr90 = S_MOV_B32 {rnd.randrange(9)}")
                left -= 1
    if unit == "valu" and not out and rnd.random() < 0.5:
        out.append("S_NOP 0")  # an s_nop that does not count on RDNA
    return out


def _label(arch: str, op: MOp) -> dict[str, object]:
    cls, passes = classify(arch, op.inst, op.cbsz, op.blgp)
    return {"mnemonic": op.inst.mnemonic.lower(), "class": cls, "passes": passes}


class Builder:
    """Builds the cases of one architecture."""

    def __init__(self, arch: str, forms: dict[str, MatrixForm], rnd: random.Random, wave: int = 64) -> None:
        self.arch = arch
        self.cpu = cpu_of(arch)
        self.forms = forms
        self.rnd = rnd
        self.wave = wave
        self.insts = [i for i in amdmatrix.instructions(arch) if i.mnemonic in forms]
        self.cdna = not arch.startswith("RDNA")

    # -- matrix operands
    def mop(self, inst: Instruction, d: R, *, a: R | None = None, b: R | None = None, c: R | None = None,
            idx: R | None = None, sa: R | None = None, sb: R | None = None, fmt: tuple[int, int] | None = None) -> MOp:
        cbsz, blgp = fmt if fmt else (0, 0)
        s = sizes(inst, self.wave, cbsz, blgp)
        assert d.n == s["D"], (inst.mnemonic, d, s)
        op = MOp(inst, self.forms[inst.mnemonic], d, a or R("v", 200, s["A"]), b or R("v", 216, s["B"]),
                 cbsz=cbsz, blgp=blgp)
        if inst.sparse:
            op.idx = idx or R("v", 232)
        else:
            op.c = c or d
        if inst.scaled:
            op.sa, op.sb = sa or R("v", 234), sb or R("v", 235)
        if a is not None:
            op.a = R(a.f, a.lo, s["A"])
        if b is not None:
            op.b = R(b.f, b.lo, s["B"])
        return op

    def fmt(self, inst: Instruction) -> tuple[int, int] | None:
        if inst.format_cycles is None:
            return None
        return self.rnd.randrange(5), self.rnd.randrange(5)

    def dfile(self, inst: Instruction) -> str:
        if self.arch == "CDNA1":
            return "a"
        if not self.cdna:
            return "v"
        return self.rnd.choice("av")

    def producer(self, inst: Instruction, f: str | None = None, base: int = 0, c_apart: bool = False) -> MOp:
        fmt = self.fmt(inst)
        s = sizes(inst, self.wave, *(fmt or (0, 0)))
        f = f or self.dfile(inst)
        d = R(f, base, s["D"])
        c = R(f, base + 64, s["D"]) if c_apart and not inst.sparse else None
        return self.mop(inst, d, c=c, fmt=fmt)

    def case(self, kind: str, dep: str, first: MOp | dict[str, object], second: MOp | dict[str, object],
             ops: list[str]) -> Case:
        f = _label(self.arch, first) if isinstance(first, MOp) else first
        s = _label(self.arch, second) if isinstance(second, MOp) else second
        return Case(self.arch, kind, dep, f, s, ops, self.wave)

    # -- matrix to matrix
    def consumer_for(self, p: MOp, q: Instruction, dep: str) -> MOp | None:
        """``q`` reading ``p``'s D through ``dep``; None when the registers cannot line up."""
        fmt = self.fmt(q)
        s = sizes(q, self.wave, *(fmt or (0, 0)))
        pd = p.d
        far = R(pd.f, 160, s["D"])
        if dep == "none":
            return self.mop(q, far, fmt=fmt)
        if dep == "srcc-same":
            if q.sparse and s["D"] == pd.n or not q.sparse and s["D"] == pd.n:
                return self.mop(q, pd, fmt=fmt)
            return None
        if dep == "srcc-part":
            if s["D"] > pd.n + 2 or pd.lo + 2 + s["D"] > 256:
                return None
            shifted = R(pd.f, pd.lo + 2 if s["D"] > 2 or pd.n > 2 else pd.lo + 1, s["D"])
            if shifted.lo == pd.lo:
                return None
            return self.mop(q, shifted, fmt=fmt)
        if dep in ("srca", "srcb"):
            if self.arch == "CDNA1" and pd.f == "a":
                return None
            reg = R(pd.f, pd.lo + (2 if pd.n >= 4 and self.rnd.random() < 0.5 else 0))
            if not self.cdna and pd.f != "v":
                return None
            return self.mop(q, far, a=reg if dep == "srca" else None, b=reg if dep == "srcb" else None, fmt=fmt)
        if dep == "index":
            if not q.sparse or pd.f != "v":
                return None
            return self.mop(q, far, idx=R("v", pd.lo + self.rnd.randrange(pd.n)), fmt=fmt)
        if dep == "scale":
            if not q.scaled or pd.f != "v":
                return None
            k = R("v", pd.lo + self.rnd.randrange(pd.n))
            return self.mop(q, far, sa=k if self.rnd.random() < 0.5 else None, sb=k, fmt=fmt)
        raise ValueError(dep)

    def matrix_pairs(self) -> list[Case]:
        out = []
        deps = ["srcc-same", "srcc-part", "srca", "srcb", "index", "scale", "none"]
        buckets: dict[tuple[str, int], list[Instruction]] = {}
        for inst in self.insts:
            buckets.setdefault(classify(self.arch, inst), []).append(inst)
        keys = sorted(buckets)
        # every producer at least once, against random consumers and dependencies
        for inst in self.insts:
            for _ in range(2 if self.cdna else 12):
                p = self.producer(inst)
                q = self.rnd.choice(self.insts)
                dep = self.rnd.choice(deps)
                c = self.consumer_for(p, q, dep)
                if c is not None:
                    out.append(self.case("mfma>mfma", dep, p, c, [p.mir(self.cpu), c.mir(self.cpu)]))
        # every pair of classes and every dependency
        for pk in keys:
            for qk in keys:
                for dep in deps:
                    for _ in range(1 if self.cdna else 6):
                        made = False
                        for _try in range(12):
                            p = self.producer(self.rnd.choice(buckets[pk]), f="v" if dep in ("index", "scale") and
                                              self.cdna and self.arch != "CDNA1" else None)
                            q = self.rnd.choice(buckets[qk])
                            c = self.consumer_for(p, q, dep)
                            if c is not None:
                                out.append(self.case("mfma>mfma", dep, p, c, [p.mir(self.cpu), c.mir(self.cpu)]))
                                made = True
                                break
                        if not made:
                            break
        return out

    # -- matrix to VALU and memory (CDNA2-4)
    def mfma_to_other(self) -> list[Case]:
        out: list[Case] = []
        buckets: dict[tuple[str, int], list[Instruction]] = {}
        for inst in self.insts:
            buckets.setdefault(classify(self.arch, inst), []).append(inst)
        V = "implicit $exec"
        for key in sorted(buckets):
            for _ in range(2):
                for f in ("v", "a"):
                    inst = self.rnd.choice(buckets[key])
                    p = self.producer(inst, f=f)
                    k = self.rnd.randrange(p.d.n)
                    reg = p.d.at(k)
                    pm = p.mir(self.cpu)
                    rd = (f"$vgpr240 = V_MOV_B32_e32 {reg.mir()}, {V}" if f == "v"
                          else f"$vgpr240 = V_ACCVGPR_READ_B32_e64 {reg.mir()}, {V}")
                    wr = (f"{reg.mir()} = V_MOV_B32_e32 $vgpr241, {V}" if f == "v"
                          else f"{reg.mir()} = V_ACCVGPR_WRITE_B32_e64 $vgpr241, {V}")
                    lab = {"mnemonic": "v_mov_b32" if f == "v" else "v_accvgpr_*", "class": "VALU"}
                    out.append(self.case("mfma>valu", "read", p, lab, [pm, rd]))
                    out.append(self.case("mfma>valu", "write", p, lab, [pm, wr]))
                    if f == "a":
                        mov = {"mnemonic": "v_accvgpr_mov_b32", "class": "VALU"}
                        out.append(self.case("mfma>valu", "write", p, mov,
                                             [pm, f"{reg.mir()} = V_ACCVGPR_MOV_B32 $agpr250, {V}"]))
                    else:
                        out.append(self.case("mfma>valu", "read", p, {"mnemonic": "v_add_f32", "class": "VALU"},
                                             [pm, f"$vgpr240 = V_ADD_F32_e32 $vgpr241, {reg.mir()}, "
                                                  f"implicit $mode, {V}"]))
                    out.append(self.case("mfma>valu", "none", p, lab,
                                         [pm, f"$vgpr240 = V_MOV_B32_e32 $vgpr241, {V}"]))
                    # stores read the registers (data; the address only from VGPRs); loads write them
                    mem = {"class": "MEM"}
                    out.append(self.case("mfma>mem", "read", p, {**mem, "mnemonic": "global_store_dword"},
                                         [pm, f"GLOBAL_STORE_DWORD $vgpr244_vgpr245, {reg.mir()}, 0, 0, {V}"]))
                    out.append(self.case("mfma>mem", "read", p, {**mem, "mnemonic": "ds_write_b32"},
                                         [pm, f"DS_WRITE_B32_gfx9 $vgpr246, {reg.mir()}, 0, 0, {V}"]))
                    out.append(self.case("mfma>mem", "read", p, {**mem, "mnemonic": "buffer_store_dword"},
                                         [pm, f"BUFFER_STORE_DWORD_OFFEN {reg.mir()}, $vgpr246, "
                                              f"$sgpr0_sgpr1_sgpr2_sgpr3, 0, 0, 0, 0, {V}"]))
                    out.append(self.case("mfma>mem", "read", p, {**mem, "mnemonic": "flat_store_dword"},
                                         [pm, f"FLAT_STORE_DWORD $vgpr244_vgpr245, {reg.mir()}, 0, 0, {V}, "
                                              "implicit $flat_scr"]))
                    out.append(self.case("mfma>mem", "read", p, {**mem, "mnemonic": "scratch_store_dword"},
                                         [pm, f"SCRATCH_STORE_DWORD {reg.mir()}, $vgpr246, 0, 0, {V}, "
                                              "implicit $flat_scr"]))
                    if f == "v":
                        addr = p.d.at(k - k % 2, 2)
                        out.append(self.case("mfma>mem", "read", p, {**mem, "mnemonic": "global_load_dword"},
                                             [pm, f"$vgpr240 = GLOBAL_LOAD_DWORD {addr.mir()}, 0, 0, {V}"]))
                        out.append(self.case("mfma>mem", "read", p, {**mem, "mnemonic": "ds_read_b32"},
                                             [pm, f"$vgpr240 = DS_READ_B32_gfx9 {reg.mir()}, 0, 0, {V}"]))
                    out.append(self.case("mfma>mem", "write", p, {**mem, "mnemonic": "global_load_dword"},
                                         [pm, f"{reg.mir()} = GLOBAL_LOAD_DWORD $vgpr244_vgpr245, 0, 0, {V}"]))
                    out.append(self.case("mfma>mem", "write", p, {**mem, "mnemonic": "ds_read_b32"},
                                         [pm, f"{reg.mir()} = DS_READ_B32_gfx9 $vgpr246, 0, 0, {V}"]))
                    # write-after-read of SrcC (C apart from D)
                    if not inst.sparse:
                        q = self.producer(inst, f=f, c_apart=True)
                        assert q.c is not None
                        creg = q.c.at(self.rnd.randrange(q.c.n))
                        qm = q.mir(self.cpu)
                        w2 = (f"{creg.mir()} = V_MOV_B32_e32 $vgpr241, {V}" if f == "v"
                              else f"{creg.mir()} = V_ACCVGPR_WRITE_B32_e64 $vgpr241, {V}")
                        out.append(self.case("mfma>valu", "war", q, lab, [qm, w2]))
                        out.append(self.case("mfma>mem", "war", q, {**mem, "mnemonic": "global_load_dword"},
                                             [qm, f"{creg.mir()} = GLOBAL_LOAD_DWORD $vgpr244_vgpr245, 0, 0, {V}"]))
                    else:
                        assert p.idx is not None
                        out.append(self.case("mfma>valu", "war-index", p, lab,
                                             [pm, f"{p.idx.mir()} = V_MOV_B32_e32 $vgpr241, {V}"]))
                    if key[0].startswith("DGEMM"):
                        out.append(self.case("mfma>valu", "none", p, {"mnemonic": "v_fma_f64", "class": "FMA64"},
                                             [pm, "$vgpr240_vgpr241 = V_FMA_F64_e64 0, $vgpr242_vgpr243, 0, "
                                                  "$vgpr242_vgpr243, 0, $vgpr242_vgpr243, 0, 0, implicit $mode, "
                                                  f"{V}"]))
                        out.append(self.case("mfma>valu", "none", p, {"mnemonic": "v_fmac_f64", "class": "FMA64"},
                                             [pm, "$vgpr240_vgpr241 = V_FMAC_F64_e32 $vgpr242_vgpr243, "
                                                  "$vgpr242_vgpr243, $vgpr240_vgpr241, implicit $mode, "
                                                  f"{V}"]))
        return out

    # -- VALU, V_CMPX, DOT and v_accvgpr_* to what follows
    def valu_to(self) -> list[Case]:
        out: list[Case] = []
        V = "implicit $exec"
        M = "implicit $mode, implicit $exec"
        for _ in range(6):
            inst = self.rnd.choice(self.insts)
            q = self.producer(inst, base=64)
            qm = q.mir(self.cpu)
            lab = {"mnemonic": "v_mov_b32", "class": "VALU", "passes": 0}
            # a VALU writes A, B, C or the index of the MFMA
            out.append(self.case("valu>mfma", "srca", lab, q, [f"{q.a.at(0).mir()} = V_MOV_B32_e32 $vgpr241, {V}", qm]))
            out.append(self.case("valu>mfma", "srcb", lab, q,
                                 [f"{q.b.at(q.b.n - 1).mir()} = V_MOV_B32_e32 $vgpr241, {V}", qm]))
            if q.idx is not None:
                out.append(self.case("valu>mfma", "index", lab, q,
                                     [f"{q.idx.mir()} = V_MOV_B32_e32 $vgpr241, {V}", qm]))
            if q.c is not None:
                creg = q.c.at(self.rnd.randrange(q.c.n))
                w = (f"{creg.mir()} = V_MOV_B32_e32 $vgpr241, {V}" if creg.f == "v"
                     else f"{creg.mir()} = V_ACCVGPR_WRITE_B32_e64 $vgpr241, {V}")
                out.append(self.case("valu>mfma", "srcc", {**lab, "mnemonic": "v_mov/v_accvgpr_write"}, q, [w, qm]))
                if creg.f == "a" and self.arch != "CDNA1":
                    out.append(self.case("valu>mfma", "srcc", {**lab, "mnemonic": "v_accvgpr_mov_b32"}, q,
                                         [f"{creg.mir()} = V_ACCVGPR_MOV_B32 $agpr250, {V}", qm]))
            out.append(self.case("valu>mfma", "exec", {**lab, "mnemonic": "v_cmpx_eq_u32"}, q,
                                 [f"$sgpr2_sgpr3 = V_CMPX_EQ_U32_e64 $vgpr250, $vgpr251, implicit-def $exec, {V}", qm]))
            out.append(self.case("valu>mfma", "none", lab, q, [f"$vgpr241 = V_MOV_B32_e32 $vgpr242, {V}", qm]))
            # DOT producers
            dot = {"mnemonic": "v_dot2_f32_f16", "class": "DOT", "passes": 0}
            out.append(self.case("dot>mfma", "srca", dot, q,
                                 [f"{q.a.at(0).mir()} = V_DOT2_F32_F16 8, $vgpr241, 8, $vgpr242, 8, $vgpr243, 0, 0, "
                                  f"0, 0, 0, {M}", qm]))
        d2 = "V_DOT2_F32_F16 8, {a}, 8, {b}, 8, {c}, 0, 0, 0, 0, 0, " + M
        dot = {"mnemonic": "v_dot2_f32_f16", "class": "DOT", "passes": 0}
        out.append(self.case("dot>valu", "srcc-same-op", dot, dot,
                             ["$vgpr10 = " + d2.format(a="$vgpr1", b="$vgpr2", c="$vgpr10"),
                              "$vgpr10 = " + d2.format(a="$vgpr3", b="$vgpr4", c="$vgpr10")]))
        out.append(self.case("dot>valu", "srca-same-op", dot, dot,
                             ["$vgpr10 = " + d2.format(a="$vgpr1", b="$vgpr2", c="$vgpr11"),
                              "$vgpr12 = " + d2.format(a="$vgpr10", b="$vgpr4", c="$vgpr13")]))
        out.append(self.case("dot>valu", "read", dot, {"mnemonic": "v_mov_b32", "class": "VALU"},
                             ["$vgpr10 = " + d2.format(a="$vgpr1", b="$vgpr2", c="$vgpr11"),
                              f"$vgpr12 = V_MOV_B32_e32 $vgpr10, {V}"]))
        out.append(self.case("dot>valu", "write", dot, {"mnemonic": "v_mov_b32", "class": "VALU"},
                             ["$vgpr10 = " + d2.format(a="$vgpr1", b="$vgpr2", c="$vgpr11"),
                              f"$vgpr10 = V_MOV_B32_e32 $vgpr12, {V}"]))
        out.append(self.case("dot>mem", "read", dot, {"mnemonic": "global_store_dword", "class": "MEM"},
                             ["$vgpr10 = " + d2.format(a="$vgpr1", b="$vgpr2", c="$vgpr11"),
                              f"GLOBAL_STORE_DWORD $vgpr244_vgpr245, $vgpr10, 0, 0, {V}"]))
        if self.arch != "CDNA1":
            dgemm = [i for i in self.insts if i.types["A"] == "fp64"]
            for inst in dgemm:
                p = self.producer(inst, f="v", base=64)
                out.append(self.case("valu>dgemm>mem", "read", {"mnemonic": "v_mov_b32", "class": "VALU", "passes": 0},
                                     {"mnemonic": "global_store_dword", "class": "MEM"},
                                     [f"$vgpr20 = V_MOV_B32_e32 $vgpr241, {V}", p.mir(self.cpu),
                                      f"GLOBAL_STORE_DWORD $vgpr244_vgpr245, $vgpr20, 0, 0, {V}"]))
        return out

    # -- CDNA1: v_accvgpr_* and the scan of pass counts
    def cdna1(self) -> list[Case]:
        out: list[Case] = []
        V = "implicit $exec"
        by_passes: dict[int, list[Instruction]] = {}
        for inst in self.insts:
            by_passes.setdefault(classify(self.arch, inst)[1], []).append(inst)
        for inst in self.insts:
            p = self.producer(inst, f="a")
            pm = p.mir(self.cpu)
            reg = p.d.at(self.rnd.randrange(p.d.n))
            out.append(self.case("mfma>valu", "read", p, {"mnemonic": "v_accvgpr_read_b32", "class": "VALU"},
                                 [pm, f"$vgpr240 = V_ACCVGPR_READ_B32_e64 {reg.mir()}, {V}"]))
            out.append(self.case("mfma>valu", "write", p, {"mnemonic": "v_accvgpr_write_b32", "class": "VALU"},
                                 [pm, f"{reg.mir()} = V_ACCVGPR_WRITE_B32_e64 $vgpr241, {V}"]))
            q = self.producer(inst, f="a", c_apart=True)
            assert q.c is not None
            out.append(self.case("mfma>valu", "war", q, {"mnemonic": "v_accvgpr_write_b32", "class": "VALU"},
                                 [q.mir(self.cpu), f"{q.c.at(0).mir()} = V_ACCVGPR_WRITE_B32_e64 $vgpr241, {V}"]))
            # a longer MFMA on other registers in between: LLVM takes the larger pass count
            longest = self.rnd.choice(by_passes[max(by_passes)])
            mid = self.mop(longest, R("a", 128, sizes(longest, 64)["D"]))
            out.append(self.case("mfma>mfma>valu", "read", p, {"mnemonic": "v_accvgpr_read_b32", "class": "VALU"},
                                 [pm, mid.mir(self.cpu), f"$vgpr240 = V_ACCVGPR_READ_B32_e64 {reg.mir()}, {V}"]))
            out.append(self.case("mfma>mfma>valu", "write", p, {"mnemonic": "v_accvgpr_write_b32", "class": "VALU"},
                                 [pm, mid.mir(self.cpu), f"{reg.mir()} = V_ACCVGPR_WRITE_B32_e64 $vgpr241, {V}"]))
        accw = {"mnemonic": "v_accvgpr_write_b32", "class": "ACCW", "passes": 0}
        for _ in range(4):
            inst = self.rnd.choice(self.insts)
            q = self.producer(inst, f="a", base=64)
            assert q.c is not None
            w = f"{q.c.at(self.rnd.randrange(q.c.n)).mir()} = V_ACCVGPR_WRITE_B32_e64 $vgpr241, {V}"
            out.append(self.case("accw>mfma", "srcc", accw, q, [w, q.mir(self.cpu)]))
            out.append(self.case("valu>mfma", "srca", {"mnemonic": "v_mov_b32", "class": "VALU", "passes": 0}, q,
                                 [f"{q.a.mir() if q.a.n == 1 else q.a.at(0).mir()} = V_MOV_B32_e32 $vgpr241, {V}",
                                  q.mir(self.cpu)]))
            out.append(self.case("valu>mfma", "exec", {"mnemonic": "v_cmpx_eq_u32", "class": "VALU", "passes": 0}, q,
                                 [f"$sgpr2_sgpr3 = V_CMPX_EQ_U32_e64 $vgpr250, $vgpr251, implicit-def $exec, {V}",
                                  q.mir(self.cpu)]))
        accr = {"mnemonic": "v_accvgpr_read_b32", "class": "ACCR", "passes": 0}
        vmov = {"mnemonic": "v_mov_b32", "class": "VALU", "passes": 0}
        seqs = [
            ("accw>valu", "read", accw, {"mnemonic": "v_accvgpr_read_b32", "class": "ACCR"},
             [f"$agpr5 = V_ACCVGPR_WRITE_B32_e64 $vgpr1, {V}", f"$vgpr2 = V_ACCVGPR_READ_B32_e64 $agpr5, {V}"]),
            ("accw>valu", "write", accw, {"mnemonic": "v_accvgpr_write_b32", "class": "ACCW"},
             [f"$agpr5 = V_ACCVGPR_WRITE_B32_e64 $vgpr1, {V}", f"$agpr5 = V_ACCVGPR_WRITE_B32_e64 $vgpr3, {V}"]),
            ("valu>valu", "read", vmov, {"mnemonic": "v_accvgpr_write_b32", "class": "ACCW"},
             [f"$vgpr1 = V_MOV_B32_e32 $vgpr3, {V}", f"$agpr5 = V_ACCVGPR_WRITE_B32_e64 $vgpr1, {V}"]),
            ("valu>valu", "exec", {**vmov, "mnemonic": "v_cmpx_eq_u32"}, {"mnemonic": "v_accvgpr_write_b32",
                                                                          "class": "ACCW"},
             [f"$sgpr2_sgpr3 = V_CMPX_EQ_U32_e64 $vgpr250, $vgpr251, implicit-def $exec, {V}",
              f"$agpr5 = V_ACCVGPR_WRITE_B32_e64 $vgpr1, {V}"]),
            ("accr>mem", "read", accr, {"mnemonic": "global_store_dword", "class": "MEM"},
             [f"$vgpr2 = V_ACCVGPR_READ_B32_e64 $agpr5, {V}",
              f"GLOBAL_STORE_DWORD $vgpr244_vgpr245, $vgpr2, 0, 0, {V}"]),
            ("accr>mem", "read", accr, {"mnemonic": "ds_write_b32", "class": "MEM"},
             [f"$vgpr2 = V_ACCVGPR_READ_B32_e64 $agpr5, {V}", f"DS_WRITE_B32_gfx9 $vgpr246, $vgpr2, 0, 0, {V}"]),
            ("valu>accw>mem", "read", vmov, {"mnemonic": "global_store_dword", "class": "MEM"},
             [f"$vgpr2 = V_MOV_B32_e32 $vgpr3, {V}", f"$agpr9 = V_ACCVGPR_WRITE_B32_e64 $vgpr6, {V}",
              f"GLOBAL_STORE_DWORD $vgpr244_vgpr245, $vgpr2, 0, 0, {V}"]),
            ("valu>accr>mem", "read", vmov, {"mnemonic": "ds_write_b32", "class": "MEM"},
             [f"$vgpr2 = V_MOV_B32_e32 $vgpr3, {V}", f"$vgpr9 = V_ACCVGPR_READ_B32_e64 $agpr6, {V}",
              f"DS_WRITE_B32_gfx9 $vgpr246, $vgpr2, 0, 0, {V}"]),
        ]
        for kind, dep, first, second, ops in seqs:
            out.append(self.case(kind, dep, first, second, ops))
        return out

    # -- stores wider than 64 bits whose data is overwritten
    def store_data(self) -> list[Case]:
        out: list[Case] = []
        V = "implicit $exec"
        data = R("v", 4, 4)
        stores = [("global_store_dwordx4", f"GLOBAL_STORE_DWORDX4 $vgpr244_vgpr245, {data.mir()}, 0, 0, {V}"),
                  ("global_store_dwordx3", f"GLOBAL_STORE_DWORDX3 $vgpr244_vgpr245, {data.at(0, 3).mir()}, 0, 0, {V}"),
                  ("flat_store_dwordx4", f"FLAT_STORE_DWORDX4 $vgpr244_vgpr245, {data.mir()}, 0, 0, {V}, "
                                         "implicit $flat_scr"),
                  ("buffer_store_dwordx4", f"BUFFER_STORE_DWORDX4_OFFEN {data.mir()}, $vgpr246, "
                                           f"$sgpr0_sgpr1_sgpr2_sgpr3, 0, 0, 0, 0, {V}"),
                  ("buffer_store_dwordx4 (soffset sgpr)", f"BUFFER_STORE_DWORDX4_OFFEN {data.mir()}, $vgpr246, "
                                                          f"$sgpr0_sgpr1_sgpr2_sgpr3, $sgpr5, 0, 0, 0, {V}"),
                  ("global_store_dwordx2", f"GLOBAL_STORE_DWORDX2 $vgpr244_vgpr245, {data.at(0, 2).mir()}, 0, 0, {V}")]
        writers = [("v_mov_b32", f"$vgpr5 = V_MOV_B32_e32 $vgpr241, {V}"),
                   ("global_load_dword", f"$vgpr5 = GLOBAL_LOAD_DWORD $vgpr244_vgpr245, 0, 0, {V}"),
                   ("ds_read_b32", f"$vgpr5 = DS_READ_B32_gfx9 $vgpr246, 0, 0, {V}")]
        if self.cdna and self.arch != "CDNA1":
            for inst in self.rnd.sample(self.insts, 3):
                s = sizes(inst, self.wave)
                if s["D"] <= 8:
                    m = self.mop(inst, R("v", 4, s["D"]), c=R("v", 40, s["D"]))
                    writers.append((inst.mnemonic.lower(), m.mir(self.cpu)))
        if not self.cdna:
            for inst in self.rnd.sample(self.insts, 2):
                s = sizes(inst, self.wave)
                m = self.mop(inst, R("v", 4, s["D"]))
                writers.append((inst.mnemonic.lower(), m.mir(self.cpu)))
        for sname, smir in stores:
            if not self.cdna and sname.startswith(("buffer", "flat")):
                continue
            for wname, wmir in writers:
                out.append(self.case("store>write", "store-data", {"mnemonic": sname, "class": "STORE", "passes": 0},
                                     {"mnemonic": wname, "class": "WRITER"}, [smir, wmir]))
        return out

    # -- RDNA: WMMA to WMMA, and the VALU interlocks
    def rdna_extra(self) -> list[Case]:
        out: list[Case] = []
        V = "implicit $exec"
        for _ in range(4):
            inst = self.rnd.choice(self.insts)
            p = self.producer(inst)
            reg = p.d.at(self.rnd.randrange(p.d.n))
            lab = {"mnemonic": "v_mov_b32", "class": "VALU"}
            pm = p.mir(self.cpu)
            out.append(self.case("wmma>valu", "read", p, lab, [pm, f"$vgpr240 = V_MOV_B32_e32 {reg.mir()}, {V}"]))
            out.append(self.case("wmma>valu", "write", p, lab, [pm, f"{reg.mir()} = V_MOV_B32_e32 $vgpr241, {V}"]))
            q = self.producer(self.rnd.choice(self.insts), base=64)
            out.append(self.case("valu>wmma", "srca", {**lab, "passes": 0}, q,
                                 [f"{q.a.at(0).mir()} = V_MOV_B32_e32 $vgpr241, {V}", q.mir(self.cpu)]))
        return out

    def all_cases(self) -> list[Case]:
        out = self.matrix_pairs()
        if self.arch == "CDNA1":
            out += self.cdna1()
            out += self.valu_to()
        elif self.cdna:
            out += self.mfma_to_other()
            out += self.valu_to()
        else:
            out += self.rdna_extra()
        out += self.store_data()
        return out


# ---------------------------------------------------------------------------- running the cases


def unit_of(arch: str) -> str:
    return "valu" if arch.startswith("RDNA") else "issue"


def worth(mir: str, unit: str) -> int:
    """Wait states one MIR instruction provides on ``unit``."""
    op = _opcode(mir)
    if unit == "valu":
        return 1 if op.startswith("V_") else 0
    m = re.match(r"\s*S_NOP (\d+)", mir)
    return (int(m.group(1)) & 15) + 1 if m else 1


def run_cases(cases: Sequence[Case], batch: int = 300) -> list[dict[str, object] | None]:
    """LLVM's padding and assembly for every case (in order); None where LLVM rejects the MIR,
    pads another instruction or prints something unexpected."""
    out: list[dict[str, object] | None] = [None] * len(cases)
    by_key: dict[tuple[str, int], list[int]] = {}
    for n, c in enumerate(cases):
        by_key.setdefault((c.arch, c.wave), []).append(n)
    for members in by_key.values():
        for start in range(0, len(members), batch):
            _run_batch(cases, members[start:start + batch], out)
    return out


def _run_batch(cases: Sequence[Case], members: list[int], out: list[dict[str, object] | None]) -> None:
    first = cases[members[0]]
    arch, wave = first.arch, first.wave
    cpu = cpu_of(arch)
    w = wave if arch.startswith("RDNA") else 0
    unit = unit_of(arch)
    funcs = [(f"c{n}", cases[m].body()) for n, m in enumerate(members)]
    try:
        pads = padding(cpu, funcs, w)
        asm = assembly(cpu, funcs, w)
    except RuntimeError as e:
        if len(members) == 1:
            print(f"  skipped (llc rejects it): {funcs[0][1]} {str(e).strip().splitlines()[:1]}", file=sys.stderr)
            return
        half = len(members) // 2
        _run_batch(cases, members[:half], out)
        _run_batch(cases, members[half:], out)
        return
    for n, m in enumerate(members):
        c = cases[m]
        name = f"c{n}"
        body = c.body()
        pad = pads[name]
        lines = asm.get(name, [])
        core = [x for x in lines if not x.startswith(EXTRA_ASM)]
        if len(core) != len(body) or len(pad) != len(body) or any(pad[:-1]):
            continue
        consumer = max(i for i, x in enumerate(lines) if not x.startswith(EXTRA_ASM))
        present = sum(worth(x, unit) for x in body[1:-1])
        rec: dict[str, object] = {"kind": c.kind, "dep": c.dep, "first": c.first, "second": c.second,
                                  "asm": lines, "consumer": consumer, "present": present, "llvm": pad[-1]}
        if arch.startswith("RDNA"):
            rec["wave"] = wave
        out[m] = rec


def with_thresholds(rnd: random.Random, cases: Sequence[Case], results: Sequence[dict[str, object]]) -> list[Case]:
    """For every case LLVM pads: the same case with fillers worth need - 1, need and need + 1."""
    out: list[Case] = []
    for c, r in zip(cases, results, strict=True):
        need = int(str(r["llvm"]))
        if need <= 0:
            if rnd.random() < 0.15:
                extra = Case(c.arch, c.kind, c.dep, c.first, c.second, c.ops, c.wave)
                extra.fillers = fillers(rnd, unit_of(c.arch), rnd.randrange(1, 4))
                out.append(extra)
            continue
        unit = unit_of(c.arch)
        for delta in (-1, 0, 1):
            n = need + delta
            if n <= 0:
                continue
            extra = Case(c.arch, c.kind, c.dep, c.first, c.second, c.ops, c.wave)
            extra.fillers = fillers(rnd, unit, n)
            out.append(extra)
    return out


FORMS = OUT / "mir_forms.json"


def load_forms(arch: str, wave: int, refresh: bool = False) -> dict[str, MatrixForm]:
    """The MIR forms of ``arch``'s matrix instructions: from mir_forms.json, else by trial."""
    key = f"{arch} w{wave}"
    cache: dict[str, dict[str, list[str]]] = json.loads(FORMS.read_text()) if FORMS.exists() else {}
    if not refresh and key in cache and set(cache[key]) == {i.mnemonic for i in amdmatrix.instructions(arch)}:
        return {k: MatrixForm(*v) for k, v in cache[key].items()}
    forms = resolve(arch, wave)
    cache[key] = {k: [v.name, v.pattern] for k, v in forms.items()}
    FORMS.parent.mkdir(parents=True, exist_ok=True)
    FORMS.write_text(json.dumps(cache, indent=1, sort_keys=True) + "\n")
    return forms


def generate(cpu: str, seed: int, refresh: bool = False) -> list[dict[str, object]]:
    """Every vector of one target."""
    arch = CPUS[cpu]
    rnd = random.Random(f"{seed}-{cpu}")
    waves = (32, 64) if arch.startswith("RDNA") else (64,)
    records: list[dict[str, object]] = []
    for wave in waves:
        forms = load_forms(arch, wave, refresh)
        b = Builder(arch, forms, rnd, wave)
        cases = b.all_cases() if wave == waves[0] else b.matrix_pairs()[::3]
        results = run_cases(cases)
        base = [r for r in results if r is not None]
        base_cases = [c for c, r in zip(cases, results, strict=True) if r is not None]
        records += base
        records += [r for r in run_cases(with_thresholds(rnd, base_cases, base)) if r is not None]
    return records


def llc_version() -> str:
    proc = subprocess.run([LLC, "--version"], capture_output=True, text=True, check=True)
    m = re.search(r"LLVM version (\S+)", proc.stdout)
    return m.group(0) if m else proc.stdout.splitlines()[0]


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--arch", action="append", choices=sorted(CPUS), help="targets (default: all)")
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument("--seed", type=int, default=2025)
    ap.add_argument("--refresh-forms", action="store_true", help="find the MIR forms again by trial")
    args = ap.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    version = llc_version()
    for cpu in args.arch or list(CPUS):
        records = generate(cpu, args.seed, args.refresh_forms)
        head = {"arch": CPUS[cpu], "mcpu": cpu, "llvm": version, "generator": "tools/gen_hazard_vectors.py",
                "seed": args.seed, "cases": len(records)}
        path = args.out / f"{CPUS[cpu].lower()}.jsonl"
        with path.open("w") as f:
            f.write(json.dumps(head) + "\n")
            for r in records:
                f.write(json.dumps(r, separators=(",", ":")) + "\n")
        print(f"{cpu}: {len(records)} vectors -> {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
