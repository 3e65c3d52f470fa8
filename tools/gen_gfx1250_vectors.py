#!/usr/bin/env python3
"""Generate gfx1250 (CDNA5, MI455X) test vectors from LLVM 22: encodings and hazards.

The instruction list, operand widths and accepted modifiers come from the vendored facts
(tests/data/gfx1250/llvm22-facts.json), not from ``amdmatrix``'s rows, so the vectors check
those rows independently; the llvm-mc-22 driver (``disassemble``) and the llc-22 one are
those of tools/gen_encoding_vectors.py and tools/gen_hazard_vectors.py. Only ``llvm-mc-22``
and ``llc-22`` (Debian's llvm-22) are used; a plain ``llvm-mc`` may be an older release.

Encoding vectors (tests/data/encoding_vectors/gfx1250.jsonl), in the record format of
tools/gen_encoding_vectors.py (a header line, then one JSON object a line):

  ``w``     wave size (64 means ``-mattr=+wavefrontsize64,-wavefrontsize32``: on gfx1250
            ``+wavefrontsize64`` alone leaves wave32 on and llvm-mc accepts everything)
  ``asm``   assembly given to llvm-mc-22; ``text`` its canonical form when different
  ``hex``   the encoding, bytes in memory order
  ``err``   LLVM's message for rejected assembly, or why a decode-only word is not a valid
            gfx1250 matrix instruction
  ``col``   the column LLVM reports for a rejected line
  ``dis``   1 for decode-only vectors (``hex`` given, ``text`` is llvm-mc-22 --disassemble's;
            two lines for a 16-byte word LLVM decodes as a scale load and a WMMA)
  ``nodis`` on accepted assembly: "llvm-mc-22 --disassemble fails" (its disassembler does not
            decode the assembler's bytes), or "it prints '...'" (it decodes them to another
            text: the assembler printed a modifier its encoding cannot hold)
  ``llvm``  on an RDNA4 mnemonic that llvm-mc-22 over-accepts for gfx1250: LLVM's text and
            bytes; ``err`` says why amdmatrix rejects it (AMD's CDNA5 opcode list has none)

Hazard vectors (tests/data/gfx1250/hazard_vectors.jsonl), in the record format of the
hazard vectors of the other architectures: a sequence *producer, fillers, consumer* is run
through ``llc-22 -run-pass=post-RA-hazard-rec``; ``llvm`` is the number of wait states
(V_NOPs) LLVM inserts before the consumer, ``present`` the wait states the fillers already
provide (on gfx1250 only VALU instructions count: V_NOP, any VALU, a WMMA; S_NOP, SALU and
memory instructions count 0), ``asm`` LLVM's assembly of the sequence without the padding
(``-start-after=post-RA-hazard-rec``), ``consumer`` its index. ``first``/``second`` name the
instructions (with ``fmt`` for F8F6F4 formats). Every gfx1250 case is also run for
gfx1251; the script stops if LLVM 22 treats the two differently.

Usage: python tools/gen_gfx1250_vectors.py [--only enc|haz] [--seed N]
"""

from __future__ import annotations

import argparse
import json
import random
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import gen_encoding_vectors as _enc  # noqa: E402
import gen_hazard_vectors as _haz  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data" / "gfx1250"
FACTS = DATA / "llvm22-facts.json"
LLVM_MC = "llvm-mc-22"
LLC = "llc-22"
MCPU = "gfx1250"
TWIN = "gfx1251"  # LLVM 22.1.8 gives it the same matrix instructions, encodings and hazards
W64 = "+wavefrontsize64,-wavefrontsize32"

#: A/B registers per F8F6F4 format code (FP8, BF8, FP6, BF6, FP4); reserved codes 5-7 print as 16.
FMT_NAMES = ("MATRIX_FMT_FP8", "MATRIX_FMT_BF8", "MATRIX_FMT_FP6", "MATRIX_FMT_BF6", "MATRIX_FMT_FP4")
FMT_REGS = (16, 16, 12, 12, 8)
FMT_MIR = ("f8", "f8", "f6", "f6", "f4")

#: The order LLVM prints modifiers in, which is also the only order its assembler accepts.
ORDER = ("matrix_a_fmt", "matrix_b_fmt", "matrix_a_scale", "matrix_b_scale", "matrix_a_scale_fmt",
         "matrix_b_scale_fmt", "index_key", "matrix_a_reuse", "matrix_b_reuse", "neg_lo", "neg_hi", "clamp")

# ============================================================================ instructions


@dataclass(frozen=True)
class Inst:
    """One gfx1250 matrix instruction, from the vendored LLVM 22 facts."""

    name: str
    widths: tuple[int, ...]  # D, A, B, C (or index)[, scale A, scale B]; ld_scale: scale A, scale B
    mods: tuple[str, ...]  # the modifiers llvm-mc-22 accepts (facts' accepted_modifiers)
    opcode: int  # the WMMA opcode (for the scaled forms: the WMMA half)

    @property
    def ld_scale(self) -> bool:
        return self.name.startswith("v_wmma_ld_scale")

    @property
    def sparse(self) -> bool:
        return self.name.startswith("v_swmmac")

    @property
    def scaled(self) -> bool:
        return self.name.startswith("v_wmma_scale")

    @property
    def formats(self) -> bool:
        return self.name.endswith("_f8f6f4")

    def takes(self, key: str) -> bool:
        return any(m.split(":")[0] == key for m in self.mods)


EXAMPLES: dict[str, tuple[str, str]] = {}  # the facts' own example line of each instruction, and its bytes


def load_facts() -> list[Inst]:
    if not FACTS.is_file():
        raise SystemExit(f"missing {FACTS}")
    facts = json.loads(FACTS.read_text())
    out = []
    for name, f in facts.items():
        ops = f["operand_vgprs"]
        widths = tuple(ops[str(i)][0] for i in range(len(ops)))
        op = f["vop3p_opcode"]
        opcode = int(op["wmma"] if isinstance(op, dict) else op, 16)
        out.append(Inst(name, widths, tuple(f["accepted_modifiers"]), opcode))
        EXAMPLES[name] = (f["llvm22_example"], bytes(int(b, 16) for b in f["llvm22_encoding"].split(",")).hex())
    if len(out) != 45:
        raise SystemExit(f"expected 45 instructions in {FACTS}, found {len(out)}")
    return out


#: RDNA4 WMMA/SWMMAC that llvm-mc-22 also assembles for gfx1250 (wave32 operand widths D, A, B, C/index).
RDNA4_OVER = (
    ("v_wmma_f32_16x16x16_f16", (8, 4, 4, 8)), ("v_wmma_f32_16x16x16_bf16", (8, 4, 4, 8)),
    ("v_wmma_f16_16x16x16_f16", (4, 4, 4, 4)), ("v_wmma_bf16_16x16x16_bf16", (4, 4, 4, 4)),
    ("v_wmma_i32_16x16x16_iu8", (8, 2, 2, 8)), ("v_wmma_i32_16x16x16_iu4", (8, 1, 1, 8)),
    ("v_wmma_i32_16x16x32_iu4", (8, 2, 2, 8)), ("v_wmma_f32_16x16x16_fp8_fp8", (8, 2, 2, 8)),
    ("v_wmma_f32_16x16x16_fp8_bf8", (8, 2, 2, 8)), ("v_wmma_f32_16x16x16_bf8_fp8", (8, 2, 2, 8)),
    ("v_wmma_f32_16x16x16_bf8_bf8", (8, 2, 2, 8)), ("v_swmmac_f32_16x16x32_f16", (8, 4, 8, 1)),
    ("v_swmmac_f32_16x16x32_bf16", (8, 4, 8, 1)), ("v_swmmac_f16_16x16x32_f16", (4, 4, 8, 1)),
    ("v_swmmac_bf16_16x16x32_bf16", (4, 4, 8, 1)), ("v_swmmac_i32_16x16x32_iu8", (8, 2, 4, 1)),
    ("v_swmmac_i32_16x16x32_iu4", (8, 1, 2, 1)), ("v_swmmac_i32_16x16x64_iu4", (8, 2, 4, 1)),
    ("v_swmmac_f32_16x16x32_fp8_fp8", (8, 2, 4, 1)), ("v_swmmac_f32_16x16x32_fp8_bf8", (8, 2, 4, 1)),
    ("v_swmmac_f32_16x16x32_bf8_fp8", (8, 2, 4, 1)), ("v_swmmac_f32_16x16x32_bf8_bf8", (8, 2, 4, 1)),
)
RDNA4_NAMES = {n for n, _ in RDNA4_OVER}
OVER_ERR = ("RDNA4 mnemonic: llvm-mc-22 accepts it for gfx1250, but AMD's CDNA5 opcode list has no such "
            "instruction, so amdmatrix rejects it")

# ============================================================================ llvm-mc


def _mc(mcpu: str, wave: int, disassemble: bool = False) -> list[str]:
    args = [LLVM_MC, "-arch=amdgcn", f"-mcpu={mcpu}", "-show-encoding"]
    if wave == 64:
        args.append(f"-mattr={W64}")
    if disassemble:
        args.append("--disassemble")
    return args


def assemble(lines: Sequence[str], wave: int = 32, mcpu: str = MCPU) -> list[dict[str, object]]:
    """Assemble ``lines`` in one llvm-mc run: ``text`` and ``hex``, or ``err`` and ``col``."""
    proc = subprocess.run(_mc(mcpu, wave), input="\n".join(lines) + "\n", capture_output=True, text=True,
                          check=False)
    errors: dict[int, tuple[int, str]] = {}
    for m in re.finditer(r"^<stdin>:(\d+):(\d+): error: (.*)$", proc.stderr, re.M):
        errors.setdefault(int(m.group(1)) - 1, (int(m.group(2)), m.group(3).strip()))
    outs = iter(x for x in proc.stdout.splitlines() if "; encoding:" in x)
    results: list[dict[str, object]] = []
    for i in range(len(lines)):
        if i in errors:
            results.append({"err": errors[i][1], "col": errors[i][0]})
            continue
        text, enc = next(outs).split("; encoding:")
        data = bytes(int(b, 16) for b in enc.strip().strip("[]").split(","))
        results.append({"text": text.strip(), "hex": data.hex()})
    if next(outs, None) is not None:
        raise RuntimeError("llvm-mc printed more instructions than it was given lines")
    return results


CRASH = _enc.CRASH


def disassemble(words: Sequence[bytes], mcpu: str = MCPU) -> list[str | None]:
    """llvm-mc-22's text for each word (one instruction using every byte, or a scale prefix and
    the instruction after it), None, or CRASH: the driver of tools/gen_encoding_vectors.py, in
    wave32 (``family`` "CDNA5" adds no -mattr)."""
    return _enc.disassemble(mcpu, 32, "CDNA5", words)


# ============================================================================ the assembly grid


def rng(file: str, start: int, n: int) -> str:
    return f"{file}{start}" if n == 1 else f"{file}[{start}:{start + n - 1}]"


@dataclass
class Ops:
    """Operands of one line; ``None`` fields take the instruction's defaults."""

    d: tuple[str, int] | str | None = None
    a: tuple[str, int] | str | None = None
    b: tuple[str, int] | str | None = None
    c: tuple[str, int] | str | None = None
    sa: str | None = None
    sb: str | None = None
    counts: dict[str, int] = field(default_factory=dict)


DEFAULT_AT = {"d": 0, "a": 128, "b": 192, "c": 0}


def operands(inst: Inst, o: Ops | None = None) -> str:
    """The operand list: D at v0, A at v128, B at v192, C = D (sparse: index at v250), scales at v252+."""
    o = o or Ops()
    if inst.ld_scale:
        n = inst.widths[0]
        sa = o.sa or ("v252" if n == 1 else "v[252:253]")
        sb = o.sb or ("v253" if n == 1 else "v[254:255]")
        return f"{sa}, {sb}"
    w = dict(zip("dabc", inst.widths[:4], strict=True))
    w.update(o.counts)

    def one(key: str, val: tuple[str, int] | str | None) -> str:
        if isinstance(val, str):
            return val
        if val is None:
            if key == "c":
                val = ("v", 250) if inst.sparse else (o.d if isinstance(o.d, tuple) else ("v", 0))
            else:
                val = ("v", DEFAULT_AT[key])
        return rng(val[0], val[1], w[key])

    text = ", ".join(one(k, v) for k, v in (("d", o.d), ("a", o.a), ("b", o.b), ("c", o.c)))
    if inst.scaled:
        n = inst.widths[4]
        text += f", {o.sa or ('v252' if n == 1 else 'v[252:253]')}, {o.sb or ('v253' if n == 1 else 'v[254:255]')}"
    return text


def _bits3(prefix: str) -> list[str]:
    return [f"{prefix}:[{x & 1},{x >> 1 & 1},{x >> 2 & 1}]" for x in range(8)]


MODS: list[tuple[str, list[str]]] = [
    ("matrix_a_fmt", [f"matrix_a_fmt:{n}" for n in FMT_NAMES] + [f"matrix_a_fmt:{v}" for v in range(6)]
     + ["matrix_a_fmt:8", "matrix_a_fmt:MATRIX_FMT_FP16"]),
    ("matrix_b_fmt", [f"matrix_b_fmt:{n}" for n in FMT_NAMES] + [f"matrix_b_fmt:{v}" for v in range(6)]
     + ["matrix_b_fmt:8"]),
    ("matrix_a_scale", ["matrix_a_scale:MATRIX_SCALE_ROW0", "matrix_a_scale:MATRIX_SCALE_ROW1", "matrix_a_scale:0",
                        "matrix_a_scale:1", "matrix_a_scale:2", "matrix_a_scale:MATRIX_SCALE_ROW2"]),
    ("matrix_b_scale", ["matrix_b_scale:MATRIX_SCALE_ROW0", "matrix_b_scale:MATRIX_SCALE_ROW1", "matrix_b_scale:0",
                        "matrix_b_scale:1", "matrix_b_scale:2"]),
    ("matrix_a_scale_fmt", ["matrix_a_scale_fmt:MATRIX_SCALE_FMT_E8", "matrix_a_scale_fmt:MATRIX_SCALE_FMT_E5M3",
                            "matrix_a_scale_fmt:MATRIX_SCALE_FMT_E4M3", "matrix_a_scale_fmt:0", "matrix_a_scale_fmt:1",
                            "matrix_a_scale_fmt:2", "matrix_a_scale_fmt:3",
                            "matrix_a_scale_fmt:MATRIX_SCALE_FMT_E8M0"]),
    ("matrix_b_scale_fmt", ["matrix_b_scale_fmt:MATRIX_SCALE_FMT_E8", "matrix_b_scale_fmt:MATRIX_SCALE_FMT_E5M3",
                            "matrix_b_scale_fmt:MATRIX_SCALE_FMT_E4M3", "matrix_b_scale_fmt:0", "matrix_b_scale_fmt:1",
                            "matrix_b_scale_fmt:2", "matrix_b_scale_fmt:3"]),
    ("index_key", [f"index_key:{v}" for v in range(4)]),
    ("matrix_a_reuse", ["matrix_a_reuse", "matrix_a_reuse:1"]),
    ("matrix_b_reuse", ["matrix_b_reuse"]),
    ("neg_lo", _bits3("neg_lo") + ["neg_lo:[0,2,0]", "neg_lo:[1]", "neg_lo:[1,1,1,1]"]),
    ("neg_hi", _bits3("neg_hi") + ["neg_hi:[0,0,2]"]),
    ("clamp", ["clamp"]),
    # Modifiers of other targets: each is rejected (kept twice per instruction at most).
    ("op_sel", ["op_sel:[0,0,1]", "op_sel:[1,0,0]"]),
    ("op_sel_hi", ["op_sel_hi:[1,1,0]", "op_sel_hi:[0,0,0]"]),
    ("neg", ["neg:[1,0,0]"]),
    ("cbsz", ["cbsz:1"]),
    ("abid", ["abid:1"]),
    ("blgp", ["blgp:1"]),
    ("byte_sel", ["byte_sel:1"]),
]

#: Inline constants, literals and special sources tried as C (and as scale operands).
CONSTANTS = ["-17", "-16", "-1", "0", "1", "7", "64", "65", "0.5", "-0.5", "1.0", "-1.0", "2.0", "-2.0", "4.0",
             "-4.0", "0.15915494", "0.15915494309189532", "-0.0", "3.0", "0x40", "0xfffffff0", "0x3f800000",
             "0xc0800000", "0x3e22f983", "0x3800", "0x3c00", "0x3118", "0x3f80", "0x3ff00000", "1.0e0", "2."]
C_SOURCES = ["src_shared_base", "src_shared_limit", "src_private_base", "src_private_limit", "src_pops_exiting_wave_id",
             "src_vccz", "src_execz", "src_scc", "scc", "null", "s0", "vcc_lo", "exec_lo", "m0", "ttmp0"]
SCALE_SRCS_32 = ["v0", "v255", "s20", "s105", "vcc_lo", "m0", "exec_lo", "null", "ttmp4", "a20", "v[20:21]",
                 "0", "64", "-16", "65", "1.0", "-4.0", "0.15915494", "0x3f800000", "0x1234"]
SCALE_SRCS_64 = ["v[20:21]", "v[21:22]", "v20", "v[254:255]", "s[20:21]", "s[21:22]", "vcc", "exec", "null",
                 "a[20:21]", "0", "1", "0.5", "0x1234", "v[20:23]"]


def fmt_code(text: str, key: str) -> int | None:
    m = re.search(rf"\b{key}:(\S+)", text)
    if not m:
        return None
    v = m.group(1)
    if v in FMT_NAMES:
        return FMT_NAMES.index(v)
    return int(v, 0) if re.fullmatch(r"\d+", v) else None


def format_counts(inst: Inst, mods: str) -> dict[str, int]:
    """F8F6F4: the A/B register counts the matrix_a_fmt / matrix_b_fmt values in ``mods`` imply."""
    if not inst.formats:
        return {}
    out: dict[str, int] = {}
    for key, op in (("matrix_a_fmt", "a"), ("matrix_b_fmt", "b")):
        code = fmt_code(mods, key)
        if code is not None and code < 5:
            out[op] = FMT_REGS[code]
    return out


def line(inst: Inst, o: Ops | None = None, mods: str = "", mnemonic: str | None = None) -> str:
    return f"{mnemonic or inst.name} {operands(inst, o)}{' ' + mods if mods else ''}"


def instruction_lines(inst: Inst, rnd: random.Random, groups: dict[str, str],
                      seen_c: set[tuple[object, ...]]) -> list[str]:
    """The grid of one instruction; ``groups`` maps each single-modifier line to its modifier group."""
    out: list[str] = []
    add = out.append
    add(line(inst))
    add(EXAMPLES[inst.name][0])
    if inst.ld_scale:
        srcs = SCALE_SRCS_32 if inst.widths[0] == 1 else SCALE_SRCS_64
        for s in srcs:
            add(line(inst, Ops(sa=s)))
            add(line(inst, Ops(sb=s)))
        add(f"{inst.name} {operands(inst)}, v0")
        add(f"{inst.name} {operands(inst).split(',')[0]}")
    else:
        w = dict(zip("dabc", inst.widths[:4], strict=True))
        # register files and positions
        for key in "dabc":
            at = 250 if key == "c" and inst.sparse else DEFAULT_AT[key]
            for f in "as":
                add(line(inst, Ops(**{key: (f, at)})))  # type: ignore[arg-type]
            for start in (1, 2, 256 - w[key], 257 - w[key], 255):
                if key == "c" and not inst.sparse:
                    add(line(inst, Ops(c=("v", start))))
                    add(line(inst, Ops(d=("v", start), c=("v", start))))
                else:
                    add(line(inst, Ops(**{key: ("v", start)})))  # type: ignore[arg-type]
            for wrong in sorted({2 * w[key], w[key] + 1, max(1, w[key] // 2)} - {w[key]}):
                if wrong <= 32:
                    add(line(inst, Ops(counts={key: wrong})))
        if not inst.sparse:
            add(line(inst, Ops(d=("v", 32), c=("v", 0))))  # D and C apart
            add(line(inst, Ops(d=("v", 0), c=("v", 4))))  # overlapping
        # C: inline constants, literals and special sources (all for the first instruction of each
        # C class, a few for the others); the sparse index takes none of them
        cls = (inst.sparse, inst.widths[3], inst.name.split("_")[2])
        full = cls not in seen_c
        seen_c.add(cls)
        few = ["0", "1", "1.0", "0.5", "65", "0x3f800000", "0x3c00", "0.15915494309189532"]
        for const in CONSTANTS if full else few:
            add(line(inst, Ops(c=const)))
        for src in C_SOURCES if full else ["src_shared_base", "src_scc", "null", "s0"]:
            add(line(inst, Ops(c=src)))
        if inst.scaled:
            srcs = SCALE_SRCS_32 if inst.widths[4] == 1 else SCALE_SRCS_64
            for s in srcs:
                add(line(inst, Ops(sa=s)))
                add(line(inst, Ops(sb=s)))
        if inst.formats:  # every format pair with its register counts, and some with the wrong ones
            for fa in range(5):
                for fb in range(5):
                    mods = f"matrix_a_fmt:{FMT_NAMES[fa]} matrix_b_fmt:{FMT_NAMES[fb]}"
                    add(line(inst, Ops(counts={"a": FMT_REGS[fa], "b": FMT_REGS[fb]}), mods))
                    if fa == fb:
                        add(line(inst, Ops(counts={"a": FMT_REGS[(fa + 2) % 5], "b": FMT_REGS[fb]}), mods))
                        add(line(inst, Ops(counts={"a": FMT_REGS[fa], "b": FMT_REGS[(fb + 3) % 5]}), mods))
            add(line(inst, Ops(counts={"a": 8, "b": 8}), "matrix_a_fmt:4 matrix_b_fmt:4"))
    # spellings
    for sp in (inst.name.upper(), inst.name.capitalize(), inst.name + "_e64", inst.name + "_e32",
               inst.name + "_vop3p", inst.name.replace("v_", "v_x", 1)):
        add(line(inst, mnemonic=sp))
    # every value of every modifier
    for key, values in MODS:
        for v in values:
            add(line(inst, Ops(counts=format_counts(inst, v)), v))
            groups[out[-1]] = f"{inst.name}:{key}"
    # combinations of the modifiers this instruction takes, in LLVM's order and out of it
    own = [k for k in ORDER if inst.takes(k)]
    choices = {k: [m for m in inst.mods if m.split(":")[0] == k] for k in own}
    if own:
        every = [choices[k][-1] if k not in ("neg_lo", "neg_hi") else _merge(choices[k]) for k in own]
        add(line(inst, Ops(counts=format_counts(inst, " ".join(every))), " ".join(every)))
        for _ in range(8):
            picks = [rnd.choice(choices[k]) for k in own if rnd.random() < 0.6]
            if picks:
                add(line(inst, Ops(counts=format_counts(inst, " ".join(picks))), " ".join(picks)))
        for _ in range(4 if len(own) > 1 else 0):
            i, j = sorted(rnd.sample(range(len(own)), 2))
            late, early = choices[own[j]][-1], choices[own[i]][-1]
            add(line(inst, Ops(counts=format_counts(inst, late + " " + early)), f"{late} {early}"))
        first = choices[own[0]][-1]
        add(line(inst, Ops(counts=format_counts(inst, first)), f"{first} {first}"))
    add(line(inst, mods="foo:1"))
    if not inst.ld_scale:
        add(f"{inst.name} {operands(inst).rsplit(', ', 1)[0]}")
        add(f"{inst.name} {operands(inst)}, v0")
    return out


def _merge(values: list[str]) -> str:
    """neg_lo:[1,0,0] + neg_lo:[0,0,1] -> neg_lo:[1,0,1]."""
    key = values[0].split(":")[0]
    bits = [0, 0, 0]
    for v in values:
        for i, b in enumerate(v.split("[")[1].rstrip("]").split(",")):
            bits[i] |= int(b)
    return f"{key}:[{bits[0]},{bits[1]},{bits[2]}]"


def rdna4_lines() -> list[str]:
    out = []
    for name, w in RDNA4_OVER:
        d, a, b, c = w
        last = rng("v", 250, c) if name.startswith("v_swmmac") else rng("v", 0, d)
        out.append(f"{name} {rng('v', 0, d)}, {rng('v', 128, a)}, {rng('v', 192, b)}, {last}")
    out.append("v_wmma_f32_16x16x16_f16 v[0:7], v[128:131], v[192:195], v[0:7] neg_lo:[1,0,0]")
    out.append("v_swmmac_f32_16x16x32_f16 v[0:7], v[128:131], v[192:199], v250 index_key:1")
    out.append("v_wmma_i32_16x16x16_iu8 v[0:7], v[128:129], v[192:193], v[0:7] clamp")
    return out


# ============================================================================ the decode grid


def with_bits(word: bytes, bits: Sequence[int], value: int) -> bytes:
    """``word`` with ``bits`` (lowest first) holding ``value``."""
    for i, b in enumerate(bits):
        word = _enc.with_field(word, b, 1, value >> i & 1)
    return word


SRC_VALUES = [0, 1, 102, 105, 106, 107, 124, 125, 126, 127, 128, 129, 192, 193, 208, 209, 235, *range(240, 256),
              256, 257, 383, 511]


def decode_words(bases: dict[str, bytes], rdna4: Sequence[bytes]) -> list[bytes]:
    """Bit flips, field sweeps and opcode sweeps of the instructions' canonical words, and the
    RDNA4 words LLVM decodes on gfx1250 (with the bit flips of one of them)."""
    words: list[bytes] = [*rdna4, *_enc.flips(rdna4[0])]
    for w in bases.values():
        words += list(_enc.flips(w))
    f8 = bases["v_wmma_f32_16x16x128_f8f6f4"]
    sc = bases["v_wmma_scale_f32_16x16x128_f8f6f4"]
    for fa in range(8):
        for fb in range(8):
            words.append(with_bits(with_bits(f8, (11, 12, 13), fa), (59, 60, 14), fb))
            words.append(with_bits(with_bits(sc, (75, 76, 77), fa), (123, 124, 78), fb))
    for name, w in bases.items():  # scale formats, including the reserved code 3
        if "scale" in name:
            for v in range(4):
                words.append(with_bits(w, (61, 62), v))
                words.append(with_bits(w, (8, 9), v))
    for name in ("v_wmma_f32_16x16x32_f16", "v_wmma_f32_32x16x128_f4", "v_swmmac_f32_16x16x64_f16",
                 "v_wmma_f32_16x16x4_f32"):
        for op in range(256):  # the opcode byte (8 bits on gfx1250)
            words.append(_enc.with_field(bases[name], 16, 8, op))
    for i, w in enumerate(bases.values()):  # special and constant values of every source field
        if len(w) == 8:
            for lo in (32, 41, 50):
                for v in SRC_VALUES if (i + lo) % 3 == 0 else [1, 128, 242, 253, 256]:
                    words.append(_enc.with_field(w, lo, 9, v))
        else:
            for lo in (32, 41, 50, 96, 105, 114):
                for v in SRC_VALUES if (i + lo) % 2 == 0 else [1, 128, 242, 253, 257]:
                    words.append(_enc.with_field(w, lo, 9, v))
    for name in ("v_wmma_f32_16x16x32_f16", "v_swmmac_f32_16x16x128_fp8_fp8", "v_wmma_ld_scale_paired_b32"):
        for v in range(512):
            words.append(_enc.with_field(bases[name], 50 if "ld_scale" not in name else 32, 9, v))
    return words


# ============================================================================ encoding main


def _decode_only(w: bytes, t: str | None, names: set[str], valid: dict[bytes, bool]) -> dict[str, object]:
    """The record of a decode-only word: LLVM's text, or why it is not a gfx1250 matrix instruction."""
    rec: dict[str, object] = {"w": 32, "dis": 1, "hex": w.hex()}
    heads = [line.split()[0] for line in t.split("\n")] if t not in (None, CRASH) else []
    if t is None:
        rec["err"] = "llvm-mc-22 does not decode this as one instruction"
    elif t == CRASH:
        rec["err"] = "llvm-mc-22 crashes on this word"
    elif any(h in RDNA4_NAMES for h in heads):
        rec["err"] = f"llvm-mc-22 decodes this as {t!r}, an RDNA4 mnemonic amdmatrix does not accept on gfx1250"
    elif any(h not in names for h in heads):
        rec["err"] = f"llvm-mc-22 decodes this as {t!r}, not a matrix instruction"
    elif not valid[w]:
        rec["err"] = f"llvm-mc-22 prints {t!r} but does not assemble it"
    else:
        rec["text"] = t
    return rec


def generate_encoding(insts: list[Inst], seed: int) -> tuple[list[dict[str, object]], dict[str, object]]:
    rnd = random.Random(f"{seed}-gfx1250")
    groups: dict[str, str] = {}
    seen_c: set[tuple[object, ...]] = set()
    lines: list[str] = []
    for inst in insts:
        lines += instruction_lines(inst, rnd, groups, seen_c)
    seen: set[str] = set()
    lines = [x for x in lines if not (x in seen or seen.add(x))]  # type: ignore[func-returns-value]
    results = assemble(lines)
    got = dict(zip(lines, results, strict=True))
    for example, want in EXAMPLES.values():  # the vendored facts still agree with the installed llvm-mc-22
        if got[example].get("hex") != want:
            raise RuntimeError(f"llvm-mc-22 encodes {example!r} as {got[example]}, the facts say {want}")
    useful = {groups[x] for x, r in zip(lines, results, strict=True) if x in groups and "err" not in r}
    records: list[dict[str, object]] = []
    kept: dict[str, int] = {}
    ok: list[tuple[str, str, str]] = []  # asm, canonical text, hex
    for asm, res in zip(lines, results, strict=True):
        g = groups.get(asm)
        if g is not None and g not in useful:
            kept[g] = kept.get(g, 0) + 1
            if kept[g] > 2:
                continue
        rec: dict[str, object] = {"w": 32, "asm": asm}
        if "err" in res:
            rec["err"], rec["col"] = res["err"], res["col"]
        else:
            if res["text"] != asm:
                rec["text"] = res["text"]
            rec["hex"] = res["hex"]
            ok.append((asm, str(res["text"]), str(res["hex"])))
        records.append(rec)
    # RDNA4 mnemonics: LLVM's answer kept, amdmatrix's is a rejection
    over = rdna4_lines()
    for asm, res in zip(over, assemble(over), strict=True):
        if "err" in res:
            raise RuntimeError(f"llvm-mc-22 no longer accepts the RDNA4 line {asm!r}: {res['err']}")
        records.append({"w": 32, "asm": asm, "err": OVER_ERR, "llvm": {"text": res["text"], "hex": res["hex"]}})
    # wave64: every instruction's canonical line
    base_lines = [line(i) for i in insts]
    for asm, res in zip(base_lines, assemble(base_lines, wave=64), strict=True):
        if "err" not in res:
            raise RuntimeError(f"llvm-mc-22 accepts {asm!r} in wave64")
        records.append({"w": 64, "asm": asm, "err": res["err"], "col": res["col"]})
    # gfx1251 gives the same bytes for every accepted line
    twin = assemble([a for a, _t, _h in ok], mcpu=TWIN)
    diff = [a for (a, _t, h), r in zip(ok, twin, strict=True) if r.get("hex") != h]
    if diff:
        raise RuntimeError(f"{TWIN} encodes {len(diff)} lines differently, e.g. {diff[:3]}")
    # does the disassembler give the canonical text back?
    back = disassemble([bytes.fromhex(h) for _a, _t, h in ok])
    by_hex = {h: t for (_a, _t, h), t in zip(ok, back, strict=True)}
    for rec in records:
        if "hex" in rec and "err" not in rec:
            t = by_hex[str(rec["hex"])]
            if t != rec.get("text", rec["asm"]):
                rec["nodis"] = "llvm-mc-22 --disassemble fails" if t in (None, CRASH) else f"it prints {t!r}"
    # decode-only words
    bases = {}
    for inst, asm in zip(insts, base_lines, strict=True):
        bases[inst.name] = bytes.fromhex(next(str(r["hex"]) for r in records if r.get("asm") == asm and "hex" in r))
    known = {bytes.fromhex(h) for _a, _t, h in ok}
    uniq: list[bytes] = []
    rdna4 = [bytes.fromhex(str(r["llvm"]["hex"])) for r in records if "llvm" in r]  # type: ignore[index]
    for w in decode_words(bases, rdna4):
        if w not in known:
            known.add(w)
            uniq.append(w)
    texts = disassemble(uniq)
    names = {i.name for i in insts}
    decoded = [(w, t) for w, t in zip(uniq, texts, strict=True) if t not in (None, CRASH)]
    # a 16-byte word may decode as two instructions (a scale load, then a WMMA): each must assemble
    lines = [line for _w, t in decoded for line in str(t).split("\n")]
    again = iter(assemble(lines) if lines else [])
    valid = {w: all(["err" not in next(again) for _line in str(t).split("\n")]) for w, t in decoded}
    records += [_decode_only(w, t, names, valid) for w, t in zip(uniq, texts, strict=True)]
    stats = {
        "accepted": sum(1 for r in records if "dis" not in r and "err" not in r),
        "rejected": sum(1 for r in records if "dis" not in r and "err" in r and "llvm" not in r),
        "rdna4_overaccepted": sum(1 for r in records if "llvm" in r),
        "decode_only": sum(1 for r in records if "dis" in r),
        "decode_only_valid": sum(1 for r in records if "dis" in r and "text" in r),
    }
    return records, stats


# ============================================================================ hazards (llc-22)


def mreg(f: str, lo: int, n: int = 1) -> str:
    name = {"v": "vgpr", "s": "sgpr"}[f]
    return "$" + "_".join(f"{name}{lo + k}" for k in range(n))


def mir_form(inst: Inst, fa: int = 0, fb: int = 0) -> tuple[str, str]:
    """The MIR opcode and operand pattern of ``inst`` (checked against llc-22 before use)."""
    base = inst.name.upper()
    if inst.formats:
        base += f"_{FMT_MIR[fa]}_{FMT_MIR[fb]}"
    name = base + "_w32_twoaddr"
    if inst.scaled:
        tail = "{fa}, {fb}, 0, 0, 0, 0, 0, 0, 0, 0" if inst.formats else "0, 0, 0, 0, 0, 0, 0, 0"
        return name, "{A}, {B}, 8, {C}, {SA}, {SB}, " + tail
    if inst.formats:
        return name, "{A}, {B}, 8, {C}, {fa}, {fb}, 0, 0"
    if inst.name == "v_wmma_f32_32x16x128_f4":
        return name, "{A}, {B}, 8, {C}, 0, 0"
    ab_mods = inst.takes("neg_lo") and ("neg_lo:[1,0,0]" in inst.mods or "neg_lo:[0,1,0]" in inst.mods)
    if inst.sparse:
        if ab_mods:
            return name, "8, {A}, 8, {B}, {C}, {I}, 0, 0, 0, 0, 0"
        return name, "{A}, {B}, {C}, {I}, 0, 0, 0"
    if "iu8" in inst.name:
        return name, "8, {A}, 8, {B}, {C}, 0, 0, 0, 0"
    if ab_mods:
        return name, "8, {A}, 8, {B}, 8, {C}, 0, 0, 0, 0"
    return name, "{A}, {B}, 8, {C}, 0, 0, 0, 0"


@dataclass
class MOp:
    """A matrix instruction of a hazard case, with its registers."""

    inst: Inst
    d: int
    a: int = 100
    b: int = 132
    idx: int = 170
    sa: int = 180
    sb: int = 182
    fa: int = 0
    fb: int = 0
    c: int | None = None  # C when it is not D (bf16f32: an 8-register f32 C beside a 4-register D)

    def widths(self) -> dict[str, int]:
        d, a, b, c = self.inst.widths[:4]
        if self.inst.formats:
            a, b = FMT_REGS[self.fa], FMT_REGS[self.fb]
        return {"D": d, "A": a, "B": b, "I": c}

    def regs(self) -> dict[str, tuple[int, int]]:
        w = self.widths()
        out = {"D": (self.d, w["D"]), "A": (self.a, w["A"]), "B": (self.b, w["B"])}
        if not self.inst.sparse and w["I"] != w["D"]:
            out["C"] = (self.c if self.c is not None else self.d + 8, w["I"])
        if self.inst.sparse:
            out["I"] = (self.idx, w["I"])
        if self.inst.scaled:
            n = self.inst.widths[4]
            out["SA"], out["SB"] = (self.sa, n), (self.sb, n)
        return out

    def mir(self) -> str:
        if self.inst.ld_scale:
            n = self.inst.widths[0]
            return f"{self.inst.name.upper()} {mreg('v', self.sa, n)}, {mreg('v', self.sb, n)}, 0, 0, 0, 0, 0, 0, " \
                   "implicit $exec"
        name, pat = mir_form(self.inst, self.fa, self.fb)
        r = self.regs()
        ops = pat.format(A=mreg("v", *r["A"]), B=mreg("v", *r["B"]), C=mreg("v", *r.get("C", r["D"])),
                         I=mreg("v", *r["I"]) if "I" in r else "", SA=mreg("v", *r["SA"]) if "SA" in r else "",
                         SB=mreg("v", *r["SB"]) if "SB" in r else "", fa=self.fa, fb=self.fb)
        return f"early-clobber {mreg('v', *r['D'])} = {name} {ops}, implicit $exec"

    def label(self) -> dict[str, object]:
        out: dict[str, object] = {"mnemonic": self.inst.name, "class": hazard_class(self.inst, self.fa, self.fb)}
        if self.inst.formats:
            out["fmt"] = [FMT_NAMES[self.fa], FMT_NAMES[self.fb]]
        return out


def hazard_class(inst: Inst, fa: int = 0, fb: int = 0) -> str:
    """This script's label for the producer (LLVM's answer is in the vector, not derived from this)."""
    if inst.ld_scale:
        return "VALU"
    if inst.name == "v_wmma_f32_16x16x4_f32":
        return "WMMA_F32"
    if inst.sparse:
        return "SWMMAC_IU8" if "iu8" in inst.name else "SWMMAC"
    if "iu8" in inst.name or (inst.formats and min(fa, fb) < 2):
        return "WMMA_SLOW"
    return "WMMA"


# The llc-22 driver (MIR module, -run-pass=post-RA-hazard-rec, the wait states counted per
# instruction) is the hazard vector generator's: tools/gen_hazard_vectors.py.
def llc(funcs: Sequence[tuple[str, Sequence[str]]], mode: str, mcpu: str = MCPU,
        verify: bool = False) -> subprocess.CompletedProcess[str]:
    return _haz.llc(mcpu, funcs, mode, verify=verify)


def padding(funcs: Sequence[tuple[str, Sequence[str]]], mcpu: str = MCPU) -> dict[str, list[int]]:
    """V_NOPs LLVM inserts before each instruction of each function."""
    return _haz.padding(mcpu, funcs)


def assembly(funcs: Sequence[tuple[str, Sequence[str]]]) -> dict[str, list[str]]:
    return _haz.assembly(MCPU, funcs)


_opcode = _haz._opcode


VALU = {
    "raw": "$vgpr60 = V_MOV_B32_e32 {D}, implicit $exec",
    "raw-fma": "$vgpr60 = V_FMA_F32_e64 0, {D}, 0, $vgpr61, 0, $vgpr62, 0, 0, implicit $mode, implicit $exec",
    "raw-readlane": "$sgpr10 = V_READLANE_B32 {D}, 0",
    "waw": "{D} = V_MOV_B32_e32 $vgpr60, implicit $exec",
    "war-a": "{A} = V_MOV_B32_e32 $vgpr60, implicit $exec",
    "war-b": "{B} = V_MOV_B32_e32 $vgpr60, implicit $exec",
    "war-index": "{I} = V_MOV_B32_e32 $vgpr60, implicit $exec",
    "war-scale": "{SA} = V_MOV_B32_e32 $vgpr60, implicit $exec",
    "trans-raw": "$vgpr60 = V_EXP_F32_e32 {D}, implicit $mode, implicit $exec",
    "trans-waw": "{D} = V_EXP_F32_e32 $vgpr60, implicit $mode, implicit $exec",
    "store-data": "GLOBAL_STORE_DWORD $vgpr62_vgpr63, {D}, 0, 0, implicit $exec",
    "load-waw": "{D} = GLOBAL_LOAD_DWORD $vgpr62_vgpr63, 0, 0, implicit $exec",
    "load-war-a": "{A} = GLOBAL_LOAD_DWORD $vgpr62_vgpr63, 0, 0, implicit $exec",
    "salu": "$sgpr10 = S_MOV_B32 0",
    "none": "$vgpr60 = V_MOV_B32_e32 $vgpr61, implicit $exec",
}


@dataclass
class Case:
    kind: str
    dep: str
    first: dict[str, object]
    second: dict[str, object]
    ops: list[str]  # producer, consumer
    fillers: list[str] = field(default_factory=list)
    present: int = 0

    def body(self) -> list[str]:
        return [self.ops[0], *self.fillers, self.ops[1]]


FILL = 250  # v250-v255, s90: never a case's own register


def fillers(rnd: random.Random, n: int) -> list[str]:
    """Instructions worth exactly ``n`` wait states (VALUs), mixed with ones that count 0."""
    out: list[str] = []
    for _ in range(n):
        r = rnd.random()
        if r < 0.4:
            out.append("V_NOP_e32 implicit $exec")
        elif r < 0.8:
            out.append(f"$vgpr{FILL + rnd.randrange(3)} = V_MOV_B32_e32 $vgpr{FILL + 4}, implicit $exec")
        else:
            out.append(f"$vgpr{FILL + rnd.randrange(3)} = V_EXP_F32_e32 $vgpr{FILL + 4}, "
                       "implicit $mode, implicit $exec")
        if rnd.random() < 0.3:
            out.append(rnd.choice(["S_NOP 0", "S_NOP 7", f"$sgpr90 = S_MOV_B32 {rnd.randrange(9)}"]))
    if not out or rnd.random() < 0.3:
        out.insert(0, "S_NOP 3")  # an S_NOP never counts on gfx1250
    return out


def hazard_cases(insts: list[Inst]) -> list[Case]:
    by = {i.name: i for i in insts}
    mats = [i for i in insts if not i.ld_scale]
    f16 = by["v_wmma_f32_16x16x32_f16"]
    cases: list[Case] = []

    def producers() -> Iterator[MOp]:
        for i in mats:
            if i.formats:
                for fa in range(5):
                    for fb in range(5):
                        yield MOp(i, 0, fa=fa, fb=fb)
            else:
                yield MOp(i, 0)

    def consumer(i: Inst, dep: str, p: MOp) -> MOp:
        c = MOp(i, 40, a=200, b=216, idx=232, sa=234, sb=236)
        at = {"srca": "a", "srcb": "b", "index": "idx", "scale-a": "sa", "scale-b": "sb"}
        if dep in at:
            setattr(c, at[dep], p.d)
        elif dep == "srcc" and not i.sparse and i.widths[3] != i.widths[0]:
            c.c = p.d  # bf16f32: C is its own 8-register tuple
        elif dep == "srcc":
            c.d = p.d
        elif dep == "war-a":
            c.d = p.a
        elif dep == "war-b":
            c.d = p.b
        return c

    def fits(c: MOp) -> bool:
        # the consumer's D (or the operand moved onto the producer's D) must fit its width
        w = c.widths()
        return c.d + w["D"] <= 256 and c.d % 2 == 0

    # every producer (every format pair) into a WMMA reading its D as A, and into a VALU reading D
    for p in producers():
        c = consumer(f16, "srca", p)
        cases.append(Case("wmma>wmma", "srca", p.label(), c.label(), [p.mir(), c.mir()]))
        reg = mreg("v", p.d)
        cases.append(Case("wmma>valu", "raw", p.label(), {"mnemonic": "v_mov_b32", "class": "VALU"},
                          [p.mir(), VALU["raw"].format(D=reg)]))
    # every consumer reading a representative producer's D in every operand it has
    reps = [MOp(by[n], 0) for n in ("v_wmma_f32_16x16x32_f16", "v_wmma_i32_16x16x64_iu8", "v_swmmac_f32_16x16x64_f16",
                                     "v_swmmac_i32_16x16x128_iu8", "v_wmma_f32_16x16x4_f32")]
    for p in reps:
        for i in mats:
            for dep in ("srca", "srcb", "srcc", "index", "scale-a", "scale-b", "war-a", "war-b"):
                if dep == "index" and not i.sparse or dep.startswith("scale") and not i.scaled:
                    continue
                if dep == "srcc" and (i.widths[0] if i.sparse else i.widths[3]) != p.inst.widths[0]:
                    continue  # a tied C/D of another width would not be one dependency
                c = consumer(i, dep, p)
                if dep in ("war-a", "war-b") and not fits(c):
                    continue
                cases.append(Case("wmma>wmma", dep, p.label(), c.label(), [p.mir(), c.mir()]))
        # ld_scale (a VALU) reading the D
        for i in insts:
            if i.ld_scale:
                n = i.widths[0]
                c = MOp(i, 0, sa=p.d, sb=234)
                if n == 2:
                    c.sb = 236
                cases.append(Case("wmma>valu", "raw-ldscale", p.label(), {"mnemonic": i.name, "class": "VALU"},
                                  [p.mir(), c.mir()]))
    # every dependency kind with VALU, TRANS, memory and SALU consumers, for every producer class
    for p in [*reps, MOp(by["v_wmma_scale_f32_16x16x128_f8f6f4"], 0),
              MOp(by["v_wmma_scale16_f32_32x16x128_f4"], 0), MOp(by["v_wmma_f32_16x16x128_f8f6f4"], 0, fa=4, fb=4)]:
        r = p.regs()
        regs = {k: mreg("v", v[0] + v[1] - 1) for k, v in r.items()}  # the last register of each operand
        for dep, pat in VALU.items():
            if "{I}" in pat and "I" not in regs or "{SA}" in pat and "SA" not in regs:
                continue
            kind = "wmma>" + ("mem" if "LOAD" in pat or "STORE" in pat else "salu" if "S_MOV" in pat
                              else "trans" if "EXP" in pat else "valu")
            cases.append(Case(kind, dep, p.label(), {"mnemonic": _opcode(pat).lower(), "class": kind[5:].upper()},
                              [p.mir(), pat.format(**regs)]))
    return cases


def generate_hazards(insts: list[Inst], seed: int) -> tuple[list[dict[str, object]], dict[str, object]]:
    rnd = random.Random(f"{seed}-gfx1250-hazards")
    # every MIR form must be one llc-22 knows
    forms = [MOp(i, 0, fa=fa, fb=fb).mir() for i in insts for fa in (range(5) if i.formats else [0])
             for fb in (range(5) if i.formats else [0])]
    proc = llc([(f"f{k}", [m]) for k, m in enumerate(forms)], "asm", verify=True)
    if proc.returncode:
        raise RuntimeError("a MIR form is wrong:\n" + proc.stderr[-3000:])
    cases = hazard_cases(insts)
    funcs = [(f"c{k}", c.body()) for k, c in enumerate(cases)]
    pads = padding(funcs)
    twin = padding(funcs, TWIN)
    if pads != twin:
        raise RuntimeError(f"{TWIN} pads differently from {MCPU}")
    # fillers around LLVM's answer
    more: list[Case] = []
    for c, (name, _b) in zip(cases, funcs, strict=True):
        need = pads[name][-1]
        if need:
            for n in sorted({max(need - 1, 0), need, need + 1}):
                more.append(Case(c.kind, c.dep, c.first, c.second, c.ops, fillers(rnd, n), n))
    mfuncs = [(f"m{k}", c.body()) for k, c in enumerate(more)]
    mpads = padding(mfuncs) if mfuncs else {}
    all_cases = [(c, n, pads[n][-1]) for c, (n, _b) in zip(cases, funcs, strict=True)]
    all_cases += [(c, n, mpads[n][-1]) for c, (n, _b) in zip(more, mfuncs, strict=True)]
    asm = assembly([(n, c.body()) for c, n, _p in all_cases])
    records: list[dict[str, object]] = []
    for c, n, llvm in all_cases:
        lines = asm[n]
        records.append({"kind": c.kind, "dep": c.dep, "first": c.first, "second": c.second, "asm": lines,
                        "consumer": len(lines) - 1, "present": c.present, "llvm": llvm, "wave": 32})
    stats = {"cases": len(records), "with_padding": sum(1 for r in records if r["llvm"])}
    return records, stats


# ============================================================================ main


def _llvm_version(tool: str) -> str:
    out = subprocess.run([tool, "--version"], capture_output=True, text=True, check=True).stdout
    return next(x for x in out.splitlines() if "version" in x).strip()


def _write(path: Path, head: dict[str, object], records: list[dict[str, object]]) -> None:
    tmp = path.with_suffix(path.suffix + ".tmp")
    with tmp.open("w") as f:
        f.write(json.dumps(head) + "\n")
        for rec in records:
            f.write(json.dumps(rec, separators=(",", ":")) + "\n")
    tmp.replace(path)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    ap.add_argument("--only", choices=("enc", "haz"))
    ap.add_argument("--seed", type=int, default=2025)
    args = ap.parse_args(argv)
    for tool in (LLVM_MC, LLC):
        if shutil.which(tool) is None:
            print(f"{tool} is not on PATH (apt-get install llvm-22)", file=sys.stderr)
            return 2
    insts = load_facts()
    if args.only != "haz":
        records, stats = generate_encoding(insts, args.seed)
        head = {"arch": "gfx1250", "mcpu": MCPU, "also": TWIN, "llvm": _llvm_version(LLVM_MC),
                "generator": "tools/gen_gfx1250_vectors.py", "seed": args.seed, "wave64_mattr": W64, **stats}
        _write(ROOT / "tests" / "data" / "encoding_vectors" / "gfx1250.jsonl", head, records)
        print(f"encoding: {stats}")
    if args.only != "enc":
        records, stats = generate_hazards(insts, args.seed)
        head = {"arch": "gfx1250", "mcpu": MCPU, "also": TWIN, "llvm": _llvm_version(LLC),
                "generator": "tools/gen_gfx1250_vectors.py", "seed": args.seed, **stats}
        _write(DATA / "hazard_vectors.jsonl", head, records)
        print(f"hazards: {stats}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
