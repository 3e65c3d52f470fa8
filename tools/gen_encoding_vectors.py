#!/usr/bin/env python3
"""Generate the encode/decode test vectors in tests/data/encoding_vectors/<arch>.jsonl.

Every vector is an answer of ``llvm-mc-22`` (Debian's llvm-22; a plain ``llvm-mc`` may be an
older release and is never used). For every matrix instruction of every architecture that
``amdmatrix.architectures()`` lists, and for the accumulation-register moves on CDNA, the
script builds a grid of assembly lines:

* base registers at legal (and a few illegal) alignments, the highest legal register, wrong
  register counts, and out-of-range registers;
* every combination of VGPR/AGPR for the A, B and C/D operands;
* inline constants for C (integers, the nine float constants, hex spellings) and a few
  values that are not inline constants;
* every value of every modifier LLVM knows (cbsz, abid, blgp, neg, neg_lo, neg_hi, op_sel,
  op_sel_hi, clamp, index_key), one past the end of each range, a few random legal
  combinations in LLVM's order and a few out of order;
* every spelling LLVM accepts for the mnemonic.

Each line is assembled; accepted lines record LLVM's canonical text and bytes, rejected
lines record LLVM's column and message. Then decode-only vectors are built from the bytes:
each single-bit flip of a few representative words and sweeps of the 9-bit source fields.
They record what ``llvm-mc-22 --disassemble`` prints and whether that text assembles again
(``ok``); words LLVM cannot decode, or whose text it rejects, record ``err``.

Record keys (one JSON object per line, keys omitted when empty):
  ``w``     wave size used (``-mattr=+wavefrontsize64`` when 64 on RDNA)
  ``asm``   assembly given to llvm-mc; ``text`` its canonical form when different
  ``hex``   the encoding, bytes in memory order as hex
  ``err``   LLVM's message for rejected assembly, or why a decode-only word is not a
            valid matrix instruction
  ``dis``   1 for decode-only vectors (``hex`` given, ``text`` is LLVM's disassembly; a
            16-byte word LLVM reads as two instructions has their texts on two lines)
  ``nodis`` on accepted assembly: llvm-mc-22 --disassemble does not give the text back
            (its assembler takes some operands its disassembler does not decode)

Usage: python tools/gen_encoding_vectors.py [--arch NAME ...] [--out DIR] [--seed N]
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
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

import amdmatrix  # noqa: E402
from amdmatrix.model import Instruction  # noqa: E402

sys.path.insert(0, str(ROOT / "tools"))
from asm_spellings import ACCEPTED, applicable, respell  # noqa: E402

LLVM_MC = "llvm-mc-22"
OUT = ROOT / "tests" / "data" / "encoding_vectors"
#: A word both families decode as ``s_nop 0``: separates decode candidates in one batch.
MARKER = "[0x00,0x00,0x80,0xbf]"

# ----------------------------------------------------------------------------- llvm-mc


def _mc_args(mcpu: str, wave: int, family: str) -> list[str]:
    args = [LLVM_MC, "-arch=amdgcn", f"-mcpu={mcpu}", "-show-encoding"]
    if family == "RDNA":
        args.append("-mattr=+wavefrontsize64" if wave == 64 else "-mattr=+wavefrontsize32")
    return args


def assemble(mcpu: str, wave: int, family: str, lines: Sequence[str]) -> list[dict[str, object]]:
    """Assemble ``lines`` in one llvm-mc run (or a few); one result per line.

    llvm-mc's error recovery can swallow the line after a bad one (``cbsz:09`` on gfx1100
    does): when the outputs and errors do not add up to one per line, the batch is split
    in halves until they do.
    """
    if not lines:
        return []
    # Two markers at the end: llvm-mc-22 (gfx1100) never ends when the line it swallows is
    # the end of its input.
    proc = subprocess.run(_mc_args(mcpu, wave, family), input="\n".join([*lines, "s_nop 0", "s_nop 0"]) + "\n",
                          capture_output=True, text=True, check=False, timeout=1800)
    errors: dict[int, tuple[int, str]] = {}
    for m in re.finditer(r"^<stdin>:(\d+):(\d+): error: (.*)$", proc.stderr, re.M):
        errors.setdefault(int(m.group(1)) - 1, (int(m.group(2)), m.group(3).strip()))
    outs = [line for line in proc.stdout.splitlines() if "; encoding:" in line
            and not line.strip().startswith("s_nop 0 ")]
    if len(outs) + len(errors) != len(lines) or any(i >= len(lines) for i in errors):
        if len(lines) == 1:
            return [{"err": "llvm-mc-22 gives neither an encoding nor an error", "col": 1}]
        half = len(lines) // 2
        return assemble(mcpu, wave, family, lines[:half]) + assemble(mcpu, wave, family, lines[half:])
    it = iter(outs)
    results: list[dict[str, object]] = []
    for i, _line in enumerate(lines):
        if i in errors:
            col, msg = errors[i]
            results.append({"err": msg, "col": col})
            continue
        text, enc = next(it).split("; encoding:")
        data = bytes(int(b, 16) for b in enc.strip().strip("[]").split(","))
        results.append({"text": text.strip(), "hex": data.hex()})
    return results


CRASH = "crash"


def _disassemble_batch(mcpu: str, wave: int, family: str, words: Sequence[bytes]) -> list[str | None] | None:
    """One llvm-mc run over ``words``; None if llvm-mc crashed."""
    body = []
    for w in words:
        body += [MARKER, "[" + ",".join(f"0x{b:02x}" for b in w) + "]"]
    body.append(MARKER)
    args = [*_mc_args(mcpu, wave, family), "--disassemble"]
    proc = subprocess.run(args, input="\n".join(body) + "\n", capture_output=True, text=True, check=False)
    if proc.returncode < 0 or "Stack dump" in proc.stderr:
        return None
    groups: list[list[str]] = []
    for line in proc.stdout.splitlines():
        if "; encoding:" not in line:
            continue
        if line.strip().startswith("s_nop 0 "):
            groups.append([])
        elif groups:
            groups[-1].append(line)
    if len(groups) != len(words) + 1:
        raise RuntimeError(f"lost track of the disassembly ({len(groups)} groups for {len(words)} words)")
    bad_lines = {int(m.group(1)) for m in re.finditer(r"^<stdin>:(\d+):\d+: warning", proc.stderr, re.M)}
    out: list[str | None] = []
    for i, (w, g) in enumerate(zip(words, groups, strict=False)):
        if 2 * i + 2 in bad_lines or not g:
            out.append(None)
            continue
        texts, data = [], b""
        for line in g:
            text, enc = line.split("; encoding:")
            chunk = bytes(int(b, 16) for b in enc.strip().strip("[]").split(","))
            if text.strip().startswith("v_mfma_ld_scale_b32") and len(chunk) == 8:
                # The assembler sets OPSEL_HI2 (bit 14) in a lone V_MFMA_LD_SCALE_B32 and clears it
                # in the 16-byte scale form; the disassembler reads the prefix either way.
                chunk = chunk[:1] + bytes([chunk[1] & ~0x40 | w[len(data) + 1] & 0x40]) + chunk[2:]
            texts.append(text.strip())
            data += chunk
        # One instruction using every byte, or (16-byte words) a prefix and an instruction.
        out.append("\n".join(texts) if data == w and len(texts) <= 2 else None)
    return out


def _risky(word: bytes) -> bool:
    """A source field holding 255 (a literal follows) has made llvm-mc-22 crash: try alone."""
    n = int.from_bytes(word, "little")
    fields = (n & 0x1FF,) if len(word) == 4 else (n >> 32 & 0x1FF, n >> 41 & 0x1FF, n >> 50 & 0x1FF)
    return 255 in fields


def disassemble(mcpu: str, wave: int, family: str, words: Sequence[bytes]) -> list[str | None]:
    """What llvm-mc prints for each word: None unless it is one instruction using every byte,
    :data:`CRASH` for the words that make llvm-mc-22 crash."""
    out: dict[int, str | None] = {}
    safe = [i for i, w in enumerate(words) if not _risky(w)]
    for start in range(0, len(safe), 2000):
        idx = safe[start:start + 2000]
        res = _disassemble_batch(mcpu, wave, family, [words[i] for i in idx])
        if res is None:
            res = [(_disassemble_batch(mcpu, wave, family, [words[i]]) or [CRASH])[0] for i in idx]
        out.update(zip(idx, res, strict=True))
    for i, w in enumerate(words):
        if i not in out:
            out[i] = (_disassemble_batch(mcpu, wave, family, [w]) or [CRASH])[0]
    return [out[i] for i in range(len(words))]


# ----------------------------------------------------------------------------- the grid


def rng(file: str, start: int, n: int) -> str:
    return f"{file}{start}" if n == 1 else f"{file}[{start}:{start + n - 1}]"


class Shape:
    """Register counts of one instruction at one wave size."""

    def __init__(self, inst: Instruction, wave: int) -> None:
        self.inst = inst
        self.d = inst.gprs("D", wave)
        self.a = inst.gprs("A", wave)
        self.b = inst.gprs("B", wave)
        self.c = inst.gprs("K" if inst.sparse else "C", wave)
        self.sparse = inst.sparse
        #: CDNA4 scale form: two more operands, the A and B scale VGPRs.
        self.scale = ", v250, v251" if inst.scaled else ""


def operands(s: Shape, *, d: tuple[str, int] | None = None, a: tuple[str, int] | None = None,
             b: tuple[str, int] | None = None, c: tuple[str, int] | str | None = None,
             counts: dict[str, int] | None = None, cdna1: bool = False) -> str:
    """The four operands, with defaults: D at 0, A at 128, B at 192, C = D (index at 250)."""
    n = {"d": s.d, "a": s.a, "b": s.b, "c": s.c, **(counts or {})}
    dfile = "a" if cdna1 else "v"
    dd = d or (dfile, 0)
    aa = a or ("v", 128)
    bb = b or ("v", 192)
    if c is None:
        c = ("v", 250) if s.sparse else dd
    cc = c if isinstance(c, str) else rng(c[0], c[1], n["c"])
    return f"{rng(dd[0], dd[1], n['d'])}, {rng(aa[0], aa[1], n['a'])}, {rng(bb[0], bb[1], n['b'])}, {cc}{s.scale}"


def _literal(text: str) -> int | None:
    """An integer literal as LLVM reads it (``07`` is octal; ``09`` is not a number)."""
    if re.fullmatch(r"0[0-9]+", text):
        return int(text, 8) if re.fullmatch(r"0[0-7]+", text) else None
    return int(text, 0)


def format_counts(inst: Instruction, mod: str, wave: int) -> dict[str, int]:
    """CDNA4 F8F6F4: the A/B register counts a cbsz:/blgp: value implies (reserved codes as FP8)."""
    if inst.cbsz_meaning != "format":
        return {}
    out: dict[str, int] = {}
    for key, matrix, field in (("cbsz", "A", "a"), ("blgp", "B", "b")):
        m = re.search(rf"\b{key}\s*:\s*(0x[0-9a-f]+|0b[01]+|\d+)(?![\d+*/&|<>()-])", mod)
        if m:
            v = _literal(m.group(1))
            out[field] = inst.gprs(matrix, wave, **{key: v if v is not None and v <= 4 else 0})
    return out


MODS: list[tuple[str, list[str]]] = [
    ("op_sel", [f"op_sel:[{x & 1},{x >> 1 & 1},{x >> 2 & 1}]" for x in range(8)] + ["op_sel:[2,0,0]"]),
    ("op_sel_hi", [f"op_sel_hi:[{x & 1},{x >> 1 & 1},{x >> 2 & 1}]" for x in range(8)]),
    ("index_key", [f"index_key:{v}" for v in range(5)]),
    ("cbsz", [f"cbsz:{v}" for v in range(9)]),
    ("abid", [f"abid:{v}" for v in range(17)]),
    ("blgp", [f"blgp:{v}" for v in range(9)]),
    ("neg", [f"neg:[{x & 1},{x >> 1 & 1},{x >> 2 & 1}]" for x in range(8)] + ["neg:[2,0,0]"]),
    ("neg_lo", [f"neg_lo:[{x & 1},{x >> 1 & 1},{x >> 2 & 1}]" for x in range(8)] + ["neg_lo:[0,2,0]"]),
    ("neg_hi", [f"neg_hi:[{x & 1},{x >> 1 & 1},{x >> 2 & 1}]" for x in range(8)] + ["neg_hi:[0,0,2]"]),
    ("clamp", ["clamp"]),
]
#: Other spellings of the same modifier value that LLVM accepts.
MOD_SPELLINGS = ["cbsz:0x3", "abid:0b101", "neg_lo:[1]", "neg_lo:[0,1]", "op_sel:[0, 0, 1]", "blgp: 5",
                 # partial lists (LLVM fills the rest with 0, op_sel_hi included) and a fourth element
                 "op_sel_hi:[1]", "op_sel_hi:[1,1]", "op_sel_hi:[0,1]", "op_sel:[1,0,0,1]", "op_sel_hi:[1,1,1,1]",
                 "neg_lo:[1,0,0,1]", "neg_hi:[0,1,0,0]", "neg:[1,0,0,0]", "neg:[1,0,0,1]", "neg:[0,0,0,0,0]",
                 # expressions, blanks around the colon, octal
                 "cbsz:1+1", "cbsz:(1)", "abid:-(-1)", "blgp:7&3*2", "cbsz :1", "blgp : 2", "neg :[1,0,0]",
                 "neg: [1,0,0]", "cbsz:07", "cbsz:09", "index_key:0+1", "neg_lo:[0+1,0,0]", "cbsz:1<2"]

CONSTANTS = ["-17", "-16", "-1", "0", "1", "7", "64", "65", "0.5", "-0.5", "1.0", "-1.0", "2.0", "-2.0",
             "4.0", "-4.0", "0.15915494", "0.15915494309189532", "-0.0", "3.0", "1", "0x40", "0xfffffff0",
             "0x3f000000", "0x3f800000", "0xc0800000", "0x3e22f983", "0x3800", "0x3c00", "0x3118",
             "0x3f80", "0x3ff00000", "1.0e0", "2.",
             # integer expressions, 64-bit and narrow patterns, other float spellings, subnormals
             "0.0", "-0.0", "-(16)", "1+1", "--1", "0xffffffffffffffff", "0xfffffffffffffff0", "0xffff", "0xfff0",
             "0xfffe", "0x3e22", "0x3e23", "0x3ff0000000000000", "0xbff0000000000000", "0x3fc45f306dc9c882",
             "0x1p0", ".5", "5e-1", "- 1.0", "5e-324", "1e-400", "0x1p-149", "1.4e-45", "0x1p-24", "1.00000001",
             "0x1ffffffffffffffff"]


#: Scalar and special sources tried as C.
C_SOURCES = ["src_shared_base", "src_shared_limit", "src_private_base", "src_private_limit",
             "src_pops_exiting_wave_id", "src_vccz", "src_execz", "src_scc", "scc", "null", "s0", "vcc_lo",
             "exec_lo", "m0"]


#: Mnemonic aliases found in llvm-mc-22 (architecture -> alias -> canonical), see find_aliases.
LLVM_ALIASES: dict[str, dict[str, str]] = {}


def spellings(inst: Instruction) -> list[str]:
    more = [k for k, v in LLVM_ALIASES.get(inst.arch.name, {}).items() if v == inst.mnemonic.lower()]
    return [inst.mnemonic.lower(), *inst.aliases, *more, inst.mnemonic]


def matrix_lines(arch: amdmatrix.Arch, inst: Instruction, wave: int, rnd: random.Random,
                 groups: dict[str, str], seen_c_classes: set[tuple[object, ...]]) -> list[str]:
    """The grid of one instruction; ``groups`` maps each modifier line to its modifier group."""
    s = Shape(inst, wave)
    name = inst.mnemonic.lower()
    cdna1 = arch.name == "CDNA1"
    lines: list[str] = []
    full = True  # the whole grid at every wave size: RDNA register counts and ranges depend on it

    def add(ops: str, mods: str = "", mnemonic: str = name) -> None:
        lines.append(f"{mnemonic} {ops}{' ' + mods if mods else ''}")

    add(operands(s, cdna1=cdna1))
    # register files
    files = "va"
    for df in files:
        for af in files:
            for bf in files:
                add(operands(s, d=(df, 0), a=(af, 128), b=(bf, 192), cdna1=cdna1))
    if not s.sparse:
        add(operands(s, d=("v", 0), c=("a", 0)))
        add(operands(s, d=("a", 0), c=("v", 0)))
    else:
        add(operands(s, c=("a", 250), cdna1=cdna1))
        add(operands(s, c=("s", 10), cdna1=cdna1))
    # register positions: highest legal start, odd starts, and off the end
    dfile = "a" if cdna1 else "v"
    hi = {k: 256 - n for k, n in (("d", s.d), ("a", s.a), ("b", s.b), ("c", s.c))}
    add(operands(s, d=(dfile, hi["d"]), a=("v", hi["a"]), b=("v", hi["b"]),
                 c=("v", hi["c"]) if s.sparse else (dfile, hi["d"]), cdna1=cdna1))
    add(operands(s, d=(dfile, hi["d"] - 2 * s.d), c=(dfile, 2), cdna1=cdna1) if not s.sparse
        else operands(s, c=("v", 1), cdna1=cdna1))
    for key in ("d", "a", "b", "c"):
        for start in (1, 2, 255):
            if key == "c" and s.sparse:
                add(operands(s, c=("v", start), cdna1=cdna1))
                continue
            if key in ("d", "c") and full:
                if key == "c":
                    add(operands(s, c=(dfile, start), cdna1=cdna1))
                else:
                    add(operands(s, d=(dfile, start), c=(dfile, 0), cdna1=cdna1))
            elif key == "a":
                add(operands(s, a=("v", start), cdna1=cdna1))
            elif key == "b":
                add(operands(s, b=("v", start), cdna1=cdna1))
    # wrong register counts
    for key, n in (("d", s.d), ("a", s.a), ("b", s.b), ("c", s.c)):
        for wrong in sorted({n * 2, n + 1} - {n}):
            if wrong <= 32 or key != "a":
                add(operands(s, counts={key: wrong}, cdna1=cdna1))
    if inst.scaled:  # the scale operands: VGPRs only
        base = operands(s, cdna1=cdna1).rsplit(",", 2)[0]
        for sa, sb in (("v0", "v255"), ("a20", "v21"), ("v20", "a21"), ("s20", "v21"), ("v20", "1.0"),
                       ("v[20:21]", "v21"), ("v20", "-1")):
            lines.append(f"{name} {base}, {sa}, {sb}")
    if not full:
        return lines
    # inline constants and special sources for C (the sparse index takes neither): every one
    # for the first instruction of each class of C (type, registers), a few for the others
    cls = (inst.sparse, inst.types.get("C", inst.types["D"]), s.c)
    full_c = cls not in seen_c_classes
    seen_c_classes.add(cls)
    for const in CONSTANTS if full_c else ["1", "0.5", "65", "0x3f800000", "0.15915494309189532"]:
        add(operands(s, c=const, cdna1=cdna1))
    for src in C_SOURCES if full_c else ["src_shared_base", "src_vccz", "null", "s0"]:
        add(operands(s, c=src, cdna1=cdna1))
    # spellings, with LLVM's _e64 suffix too (and a wrong _e32)
    for sp in spellings(inst):
        add(operands(s, cdna1=cdna1), mnemonic=sp)
        add(operands(s, cdna1=cdna1), mnemonic=sp + "_e64")
    add(operands(s, cdna1=cdna1), mnemonic=name + "_e32")
    if inst.cbsz_meaning == "format":  # AGPR A/B tuples at the top of the file, for every format
        for fmt in range(5):
            n = inst.gprs("A", wave, cbsz=fmt)
            add(operands(s, a=("a", 256 - n), counts={"a": n}, cdna1=cdna1), f"cbsz:{fmt}" if fmt else "")
            add(operands(s, b=("a", 256 - n), counts={"b": n}, cdna1=cdna1), f"blgp:{fmt}" if fmt else "")
    # every value of every modifier
    accepted: list[tuple[str, list[str]]] = []
    for key, values in MODS:
        for v in values:
            add(operands(s, cdna1=cdna1, counts=format_counts(inst, v, wave)), v)
            groups[lines[-1]] = f"{name}:{key}"
    for sp in MOD_SPELLINGS:
        add(operands(s, cdna1=cdna1, counts=format_counts(inst, sp, wave)), sp)
    # combinations: random picks in LLVM's printing order (MODS order), and reversed pairs
    for _ in range(6):
        picks = [rnd.choice(values[1:-1] if len(values) > 2 else values) for _key, values in MODS
                 if rnd.random() < 0.5]
        add(operands(s, cdna1=cdna1, counts=format_counts(inst, " ".join(picks), wave)), " ".join(picks))
    for _ in range(3):
        a, b = rnd.sample(range(len(MODS)), 2)
        first, second = MODS[max(a, b)], MODS[min(a, b)]
        late = first[1][-2 if len(first[1]) > 1 else 0]
        early = second[1][1 if len(second[1]) > 1 else 0]
        add(operands(s, cdna1=cdna1), f"{late} {early}")
    del accepted
    # duplicated modifier, junk modifier, missing and extra operands
    add(operands(s, cdna1=cdna1), "cbsz:1 cbsz:1")
    add(operands(s, cdna1=cdna1), "foo:1")
    lines.append(f"{name} {operands(s, cdna1=cdna1).rsplit(',', 1)[0]}")
    add(operands(s, cdna1=cdna1) + ", v0")
    return lines


SPECIAL_SRCS = ["s0", "s1", "s101", "s102", "vcc_lo", "vcc_hi", "m0", "exec_lo", "exec_hi", "ttmp0", "ttmp15",
                "flat_scratch_lo", "flat_scratch_hi", "xnack_mask_lo", "xnack_mask_hi", "src_shared_base",
                "src_shared_limit", "src_private_base", "src_private_limit", "src_pops_exiting_wave_id",
                "src_vccz", "src_execz", "src_scc", "scc", "vcc", "null", "s[0:1]", "0x12345"]


def ld_scale_lines() -> list[str]:
    """CDNA4's v_mfma_ld_scale_b32 on its own."""
    lines = [f"v_mfma_ld_scale_b32 v20, v21 op_sel:[{x & 1},{x >> 1 & 1}]" for x in range(4)]
    lines += [f"v_mfma_ld_scale_b32 v20, v21 op_sel_hi:[{x & 1},{x >> 1 & 1}]" for x in range(4)]
    lines += [f"v_mfma_ld_scale_b32 v20, v21 {m}:[{x & 1},{x >> 1 & 1},{x >> 2 & 1}]" for m in ("op_sel", "op_sel_hi")
              for x in range(8)]
    lines += ["v_mfma_ld_scale_b32 v20, v21", "v_mfma_ld_scale_b32 v255, v0", "v_mfma_ld_scale_b32 s20, v21",
              "v_mfma_ld_scale_b32 v20, s21", "v_mfma_ld_scale_b32 a20, v21", "v_mfma_ld_scale_b32 v20, 1.0",
              "v_mfma_ld_scale_b32 -16, 64", "v_mfma_ld_scale_b32 v20, 0x3f800000", "v_mfma_ld_scale_b32 v[20:21], v21",
              "v_mfma_ld_scale_b32 v20, v21 op_sel:[1,1,1]", "v_mfma_ld_scale_b32 v20, v21 op_sel_hi:[0,0,0]",
              "v_mfma_ld_scale_b32 v20, v21 op_sel_hi:[0,0] op_sel:[1,0]", "v_mfma_ld_scale_b32 v20, v21 clamp",
              "v_mfma_ld_scale_b32 v20, vcc_lo", "v_mfma_ld_scale_b32 m0, v21", "v_mfma_ld_scale_b32 v20",
              # the constant bus: one scalar source (the same one twice is fine), inline constants are free
              "v_mfma_ld_scale_b32 s1, s2", "v_mfma_ld_scale_b32 s1, s1", "v_mfma_ld_scale_b32 s1, vcc_lo",
              "v_mfma_ld_scale_b32 vcc_lo, vcc_lo", "v_mfma_ld_scale_b32 m0, s1", "v_mfma_ld_scale_b32 s1, 1.0",
              "v_mfma_ld_scale_b32 src_scc, src_scc", "v_mfma_ld_scale_b32 src_scc, src_vccz",
              "v_mfma_ld_scale_b32 s1, v2", "v_mfma_ld_scale_b32 ttmp1, s1",
              # partial and four-element lists, the suffix
              "v_mfma_ld_scale_b32 v1, v2 op_sel_hi:[1]", "v_mfma_ld_scale_b32 v1, v2 op_sel_hi:[0]",
              "v_mfma_ld_scale_b32 v1, v2 op_sel:[1,0,1,1]", "v_mfma_ld_scale_b32 v1, v2 op_sel_hi:[1,0,1,1]",
              "v_mfma_ld_scale_b32_e64 v1, v2", "v_mfma_ld_scale_b32 v1, v2, op_sel:[1,0],"]
    return lines


def acc_lines() -> list[str]:
    lines: list[str] = []
    for r in (0, 1, 7, 128, 255):
        lines += [f"v_accvgpr_read_b32 v{r}, a{255 - r}", f"v_accvgpr_write_b32 a{r}, v{255 - r}",
                  f"v_accvgpr_mov_b32 a{r}, a{255 - r}"]
    lines += ["v_accvgpr_read_b32 v1, acc2", "v_accvgpr_write_b32 acc1, v2", "v_accvgpr_mov_b32 acc1, acc[2]",
              "v_accvgpr_read_b32 [v1], [a2]", "v_accvgpr_read_b32 v[1], a[1+1]", "v_accvgpr_read_b32 v1 a2",
              "v_accvgpr_read_b32 v1, a2,", "v_accvgpr_read_b32_e64 v1, a2", "v_accvgpr_write_b32_e64 a1, v2",
              "v_accvgpr_read_e64 v1, a2", "V_ACCVGPR_MOV_B32_E32 a1, a2", "v_accvgpr_mov_b32_e32 a1, a2",
              "v_accvgpr_mov_b32_e64 a1, a2", "v_accvgpr_read_b32_e32 v1, a2", "v_accvgpr_read_b32 V1, a2",
              "v_accvgpr_read_b32 v1, [a2,a3]", "v_accvgpr_read_b32 v1, a[٢]", "v_accvgpr_read_b32 v1,\u00a0a2",
              "v_accvgpr_write_b32 a1, 0.0", "v_accvgpr_write_b32 a1, -(16)", "v_accvgpr_write_b32 a1, 1+1",
              "v_accvgpr_read v1, a2", "v_accvgpr_write a1, v2", "V_ACCVGPR_READ_B32 v1, a2",
              "v_accvgpr_read_b32 v1, a[2:2]", "v_accvgpr_read_b32 a1, a2", "v_accvgpr_read_b32 v1, v2",
              "v_accvgpr_read_b32 v1, s2", "v_accvgpr_read_b32 v[0:1], a2", "v_accvgpr_write_b32 v1, v2",
              "v_accvgpr_write_b32 a1, a2", "v_accvgpr_mov_b32 a1, v2", "v_accvgpr_mov_b32 v1, a2",
              "v_accvgpr_read_b32 v1, a2 clamp", "v_accvgpr_write_b32 a1, v2 op_sel:[1,0]",
              "v_accvgpr_mov_b32 a1, 1", "v_accvgpr_read_b32 v1, 1", "v_accvgpr_read_b32 v256, a2",
              "v_accvgpr_write_b32 a1, v2, v3"]
    for src in SPECIAL_SRCS + [c for c in CONSTANTS if c not in ("1",)]:
        lines.append(f"v_accvgpr_write_b32 a3, {src}")
    return lines


def combo_lines(inst: Instruction, wave: int, rnd: random.Random, useful: set[str], seen: list[str]) -> list[str]:
    """Lines setting two or more of the modifiers ``inst`` takes (``useful``: the modifier
    groups with an accepted line in the grid), in LLVM's order, with random legal-looking
    values; the grid's own random combinations are mostly rejected."""
    name = inst.mnemonic.lower()
    keys = [(key, values) for key, values in MODS if f"{name}:{key}" in useful]
    if len(keys) < 2:
        return []
    s = Shape(inst, wave)
    cdna1 = inst.arch.name == "CDNA1"
    have = set(seen)
    out: list[str] = []
    for _ in range(6):
        picked = [(k, v) for k, v in keys if rnd.random() < 0.7] or keys
        if len(picked) < 2:
            picked = keys
        mods = " ".join(rnd.choice(v[1:-1] if len(v) > 2 else v) for _k, v in picked)
        line = f"{name} {operands(s, cdna1=cdna1, counts=format_counts(inst, mods, wave))} {mods}"
        if line not in have:
            have.add(line)
            out.append(line)
    return out


SPELLED_PER_INSTRUCTION = 30
SPELLED_REJECT = 0.1


def spelling_lines(arch: amdmatrix.Arch, wave: int, rnd: random.Random,
                   accepted: list[tuple[str, str]]) -> list[tuple[str, tuple[str, ...]]]:
    """For every instruction, random lines written with other spellings LLVM takes (and, one
    line in ten, one it rejects), made from accepted lines of the grid (their canonical text).
    The spellings take turns as the one a line must use, so each has its share."""
    from amdmatrix.encoding.spec import arch_spec

    aspec = arch_spec(arch)
    by_name: dict[str, list[str]] = {}
    for _line, text in accepted:
        by_name.setdefault(text.split()[0], []).append(text)
    out: list[tuple[str, tuple[str, ...]]] = []
    seen: set[str] = set()
    for spec in aspec.insts:
        texts = sorted(set(by_name.get(spec.name, [])))
        if not texts:
            continue
        if spec.inst is not None:
            aliases = [a.lower() for a in spellings(spec.inst) if a.lower() != spec.name]
        else:
            aliases = [a for a in spec.spellings if a != spec.name]
        c = next((op for op in spec.operands if op.role in ("C", "SRC", "SB") and "k" in op.files), None)
        kind = c.kind(wave) if c is not None else None
        neg3 = any(m.bit3 for m in spec.mods)
        alias_list = sorted(set(aliases))
        # each spelling in turn is the one a line must use, from a line it applies to
        fits = {name: [t for t in texts if applicable(t, aliases=alias_list, c_kind=kind)[name]]
                for name in ACCEPTED}
        focuses = [name for name in ACCEPTED if fits[name]]
        start = rnd.randrange(len(focuses))
        for k in range(SPELLED_PER_INSTRUCTION):
            focus = focuses[(start + k) % len(focuses)]
            line, used = respell(rnd.choice(fits[focus]), rnd, aliases=alias_list, c_kind=kind, neg_bit3=neg3,
                                 vop1=spec.form == "VOP1", reject=SPELLED_REJECT, focus=focus)
            if line not in seen:
                seen.add(line)
                out.append((line, used))
    return out


# ----------------------------------------------------------------------------- decode grid


def flips(word: bytes) -> Iterator[bytes]:
    for bit in range(len(word) * 8):
        b = bytearray(word)
        b[bit // 8] ^= 1 << (bit % 8)
        yield bytes(b)


def with_field(word: bytes, lo: int, width: int, value: int) -> bytes:
    """``word`` with bits [lo+width-1:lo] (ISA numbering: bit 0 is bit 0 of the first dword) set."""
    n = int.from_bytes(word, "little")
    mask = ((1 << width) - 1) << lo
    return ((n & ~mask) | (value << lo)).to_bytes(len(word), "little")


def decode_words(arch: amdmatrix.Arch, ok: list[tuple[int, str, str]], rnd: random.Random) -> list[bytes]:
    """Bit flips and source-field sweeps of representative words."""
    by_name: dict[str, bytes] = {}
    for _w, asm, hexs in ok:
        name = asm.split()[0]
        data = bytes.fromhex(hexs)
        if (len(data) == 8 and name not in by_name and name == name.lower() and "cbsz" not in asm
                and "neg" not in asm and "op_sel" not in asm and "[" in asm.split(", ")[-1]):
            by_name[name] = data
    reps = list(by_name.values())
    rnd.shuffle(reps)
    words: list[bytes] = []
    for w in reps[:2]:
        words += list(flips(w))
    # the 16-byte CDNA4 scale form (prefix and MFMA) and the prefix alone
    long = [bytes.fromhex(h) for _w, a, h in ok if len(h) == 32 and "op_sel" not in a and "cbsz" not in a]
    ld = [bytes.fromhex(h) for _w, a, h in ok if a.startswith("v_mfma_ld_scale_b32 v20, v21") and "op_sel" not in a]
    for w in long[:1] + ld[:1]:
        words += list(flips(w))
    # the special and constant values of SRC2 (C or the sparse index): all of them for every
    # third instruction, a few for the others
    values = [0, 1, 102, 106, 124, 125, 126, 128, 129, 192, 193, 208, 209, 235, *range(240, 256)]
    for i, w in enumerate(reps):
        for v in values if i % 3 == 0 else [124, 128, 235, 248, 253]:
            words.append(with_field(w, 50, 9, v))
    for w in reps[:1]:
        for v in range(512):
            words.append(with_field(w, 50, 9, v))  # SRC2
    for w in reps[:1]:
        for v in list(range(0, 512, 7)) + [128, 240, 248, 255, 256]:
            words.append(with_field(w, 32, 9, v))  # SRC0
            words.append(with_field(w, 41, 9, v))  # SRC1
    return words


def acc_decode_words(ok: list[tuple[int, str, str]]) -> list[bytes]:
    words: list[bytes] = []
    for _w, asm, hexs in ok:
        data = bytes.fromhex(hexs)
        if asm.startswith(("v_accvgpr_read_b32 v1,", "v_accvgpr_write_b32 a1, v2", "v_accvgpr_mov_b32 a1,")):
            words += list(flips(data))
            for v in range(512):
                words.append(with_field(data, 32 if len(data) == 8 else 0, 9, v))
    return words


# ----------------------------------------------------------------------------- mnemonic aliases

ALIASES_MODULE = ROOT / "src" / "amdmatrix" / "encoding" / "llvm_aliases.py"
LIBLLVM_GLOB = "/usr/lib/llvm-22/lib/libLLVM*.so*"


def _alias_candidates(name: str) -> set[str]:
    """Other spellings of ``name`` worth asking llvm-mc about: every way of dropping the
    underscores after ``v_mfma_``/``v_smfmac_``/..., with and without the block tag
    (``_2b``), with and without ``_1k``."""
    head, tail = name.split("_")[:2], name.split("_")[2:]
    out: set[str] = set()
    for mask in range(1 << (len(tail) - 1)):
        s = tail[0]
        for i, part in enumerate(tail[1:]):
            s += ("" if mask >> i & 1 else "_") + part
        out.add("_".join(head) + "_" + s)
    for v in list(out):
        out |= {re.sub(r"_\d+b(?=_|$)", "", v), re.sub(r"_\d+b_?", "", v), v + "_1k", v.replace("_1k", "")}
    return out


def _libllvm_strings() -> set[str]:
    """Matrix mnemonics spelled out in the LLVM library llvm-mc-22 runs on (its tables)."""
    import glob

    found: set[str] = set()
    for path in glob.glob(LIBLLVM_GLOB):
        data = Path(path).read_bytes()
        found |= {m.decode() for m in re.findall(rb"v_(?:mfma|smfmac|wmma|swmmac)_[a-z0-9_]+", data)}
    return found


def find_aliases() -> dict[str, dict[str, str]]:
    """Per architecture: each mnemonic llvm-mc-22 accepts for a matrix instruction that the
    instruction data does not list, and the canonical mnemonic LLVM prints for it."""
    from amdmatrix.encoding.spec import arch_spec

    extra = _libllvm_strings()
    out: dict[str, dict[str, str]] = {}
    for arch in amdmatrix.architectures():
        wave = arch.default_wave
        known = {sp for inst in amdmatrix.instructions(arch) for sp in spellings(inst)}
        known = {k.lower() for k in known}
        lines: list[str] = []
        asked: list[str] = []
        for inst in amdmatrix.instructions(arch):
            ops = operands(Shape(inst, wave), cdna1=arch.name == "CDNA1")
            for cand in sorted(_alias_candidates(inst.mnemonic.lower()) | extra):
                if cand not in known:
                    lines.append(f"{cand} {ops}")
                    asked.append(cand)
        found: dict[str, str] = {}
        for cand, res in zip(asked, assemble(arch.mcpu, wave, arch.family, lines), strict=True):
            if "err" not in res:
                found.setdefault(cand, str(res["text"]).split()[0])
        names = {s.name for s in arch_spec(arch).insts}
        out[arch.name] = {k: v for k, v in sorted(found.items()) if v in names}
    return out


def write_aliases(aliases: dict[str, dict[str, str]], llvm: str) -> None:
    def table(t: dict[str, str]) -> str:
        if not t:
            return "{}"
        return "{\n" + "".join(f"        {json.dumps(k)}: {json.dumps(v)},\n" for k, v in t.items()) + "    }"

    body = "".join(f"    {json.dumps(arch)}: {table(t)},\n" for arch, t in aliases.items())
    text = f'''"""Mnemonic aliases LLVM's assembler accepts for matrix instructions, per architecture.

Generated by tools/gen_encoding_vectors.py (do not edit) from {llvm}:
every spelling llvm-mc-22 assembles for a matrix instruction beyond those the instruction
data lists, with the canonical mnemonic it prints. Found by asking llvm-mc-22 about the
mnemonics its library spells out and about the underscore-dropped forms of every mnemonic.

Plain data with no imports, so that the query command line can use it as well as the
assembler: :func:`canonical` says which mnemonic to look an alias (or a name with LLVM's
``_e64`` suffix, which every VOP3P matrix mnemonic takes) up as.
"""

from __future__ import annotations

__all__ = ["ALIASES", "canonical"]

#: Architecture name -> {{alias: canonical mnemonic}}, all lower case.
ALIASES: dict[str, dict[str, str]] = {{
{body}}}


def canonical(arch: str, mnemonic: str) -> str | None:
    """The mnemonic to look ``mnemonic`` up as on architecture ``arch`` (a name such as
    "CDNA3"): the canonical mnemonic of one of LLVM's aliases, or the name without an
    ``_e64`` suffix; None when neither applies. Case-insensitive, like LLVM's mnemonics.
    """
    name = mnemonic.strip().lower()
    bare = name[:-4] if name.endswith("_e64") else name
    found = ALIASES.get(arch.upper(), {{}}).get(bare)
    if found is not None:
        return found
    return bare if bare != name else None
'''
    ALIASES_MODULE.write_text(text)


# ----------------------------------------------------------------------------- main


#: Canonical spellings of every instruction the vectors are about.
MATRIX_NAMES = {i.mnemonic.lower() for a in amdmatrix.architectures() for i in amdmatrix.instructions(a)} | {
    "v_accvgpr_read_b32", "v_accvgpr_write_b32", "v_accvgpr_mov_b32", "v_mfma_ld_scale_b32"}


def generate(arch: amdmatrix.Arch, seed: int) -> list[dict[str, object]]:
    rnd = random.Random(f"{seed}-{arch.name}")
    records: list[dict[str, object]] = []
    ok: list[tuple[int, str, str]] = []
    for wave in arch.waves:
        lines: list[str] = []
        groups: dict[str, str] = {}
        seen_c: set[tuple[object, ...]] = set()
        for inst in amdmatrix.instructions(arch):
            lines += matrix_lines(arch, inst, wave, rnd, groups, seen_c)
        if arch.family == "CDNA" and wave == arch.default_wave:
            lines += acc_lines()
        if any(i.scaled for i in amdmatrix.instructions(arch)):
            lines += ld_scale_lines()
        seen: set[str] = set()
        lines = [x for x in lines if not (x in seen or seen.add(x))]
        results = assemble(arch.mcpu, wave, arch.family, lines)
        # A modifier the instruction does not take at all keeps two rejections, not the whole range.
        useful: set[str] = {groups[x] for x, r in zip(lines, results, strict=True) if x in groups and "err" not in r}
        kept: dict[str, int] = {}
        for line, res in zip(lines, results, strict=True):
            g = groups.get(line)
            if g is not None and g not in useful:
                kept[g] = kept.get(g, 0) + 1
                if kept[g] > 2:
                    continue
            rec: dict[str, object] = {"w": wave, "asm": line}
            if "err" in res:
                rec["err"] = res["err"]
            else:
                if res["text"] != line:
                    rec["text"] = res["text"]
                rec["hex"] = res["hex"]
                ok.append((wave, line, str(res["hex"])))
            records.append(rec)
        # Several modifiers at once, of those each instruction takes, in LLVM's order
        combos = [x for inst in amdmatrix.instructions(arch) for x in combo_lines(inst, wave, rnd, useful, lines)]
        combo_results = assemble(arch.mcpu, wave, arch.family, combos)
        for line, res in zip(combos, combo_results, strict=True):
            rec = {"w": wave, "asm": line}
            if "err" in res:
                rec["err"] = res["err"]
            else:
                if res["text"] != line:
                    rec["text"] = res["text"]
                rec["hex"] = res["hex"]
                ok.append((wave, line, str(res["hex"])))
            records.append(rec)
        # Random lines written with LLVM's other spellings (tools/asm_spellings.py), from accepted ones
        spelled = spelling_lines(arch, wave, rnd, [(line, str(r["text"])) for line, r in
                                                   zip([*lines, *combos], [*results, *combo_results], strict=True)
                                                   if "err" not in r])
        for (line, used), res in zip(spelled, assemble(arch.mcpu, wave, arch.family, [x for x, _u in spelled]),
                                     strict=True):
            rec = {"w": wave, "asm": line, "sp": ",".join(used)}
            if "err" in res:
                rec["err"] = res["err"]
            else:
                if res["text"] != line:
                    rec["text"] = res["text"]
                rec["hex"] = res["hex"]
                ok.append((wave, line, str(res["hex"])))
            records.append(rec)
        # Does LLVM's assembler take back the text it printed?
        texts = sorted({str(r.get("text", r["asm"])) for r in records if r.get("w") == wave and "hex" in r
                        and "dis" not in r})
        again_err = {t: str(r["err"]) for t, r in zip(texts, assemble(arch.mcpu, wave, arch.family, texts),
                                                       strict=True) if "err" in r}
        for rec in records:
            if rec.get("w") == wave and "hex" in rec and "dis" not in rec:
                t = str(rec.get("text", rec["asm"]))
                if t in again_err:
                    rec["noreasm"] = again_err[t]
        # Does LLVM's disassembler give back the text its assembler printed?
        mine = [x for x in ok if x[0] == wave]
        back = disassemble(arch.mcpu, wave, arch.family, [bytes.fromhex(h) for _w, _a, h in mine])
        by_hex = {h: t for (_w, _a, h), t in zip(mine, back, strict=True)}
        for rec in records:
            if rec.get("w") == wave and "hex" in rec and "dis" not in rec:
                t = by_hex.get(str(rec["hex"]))
                if t != rec.get("text", rec["asm"]):
                    failed = t in (None, CRASH)
                    rec["nodis"] = "llvm-mc-22 --disassemble fails" if failed else f"it prints {t!r}"
        # decode-only vectors
        words = decode_words(arch, [x for x in mine if not x[1].startswith("v_accvgpr")], rnd)
        if arch.family == "CDNA" and wave == arch.default_wave:
            words += acc_decode_words(mine)
        known = {bytes.fromhex(h) for _w, _a, h in mine}
        uniq: list[bytes] = []
        for w in words:
            if w not in known:
                known.add(w)
                uniq.append(w)
        texts = disassemble(arch.mcpu, wave, arch.family, uniq)
        decoded = [(w, t) for w, t in zip(uniq, texts, strict=True) if t is not None and t != CRASH]
        parts = [(w, p) for w, t in decoded for p in t.split("\n")]
        again = assemble(arch.mcpu, wave, arch.family, [p for _w, p in parts]) if parts else []
        valid: dict[bytes, bool] = {}
        for (w, _p), r in zip(parts, again, strict=True):
            valid[w] = valid.get(w, True) and "err" not in r
        for w, t in zip(uniq, texts, strict=True):
            rec = {"w": wave, "dis": 1, "hex": w.hex()}
            if t is None:
                rec["err"] = "llvm-mc-22 does not decode this as one instruction (or a scale prefix and one)"
            elif t == CRASH:
                rec["err"] = "llvm-mc-22 crashes on this word"
            elif any(p.split()[0] not in MATRIX_NAMES for p in t.split("\n")):
                rec["err"] = f"llvm-mc-22 decodes this as {t!r}, not a matrix instruction"
            elif not valid[w]:
                rec["err"] = f"llvm-mc-22 prints {t!r} but does not assemble it"
            else:
                rec["text"] = t
            records.append(rec)
    return records


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--arch", action="append", help="architecture(s) to regenerate (default: all)")
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument("--seed", type=int, default=2025)
    ap.add_argument("--aliases-only", action="store_true",
                    help=f"only rewrite {ALIASES_MODULE.relative_to(ROOT)} (the mnemonic aliases)")
    args = ap.parse_args(argv)
    if shutil.which(LLVM_MC) is None:
        print(f"{LLVM_MC} is not on PATH (apt-get install llvm-22)", file=sys.stderr)
        return 2
    version = subprocess.run([LLVM_MC, "--version"], capture_output=True, text=True, check=True).stdout
    llvm = next(x for x in version.splitlines() if "version" in x).strip()
    LLVM_ALIASES.update(find_aliases())
    write_aliases(LLVM_ALIASES, llvm)
    print("aliases: " + ", ".join(f"{a} {len(t)}" for a, t in LLVM_ALIASES.items()) + f" -> {ALIASES_MODULE}")
    if args.aliases_only:
        return 0
    args.out.mkdir(parents=True, exist_ok=True)
    wanted = {a.upper() for a in args.arch} if args.arch else None
    for arch in amdmatrix.architectures():
        if wanted and arch.name not in wanted:
            continue
        records = generate(arch, args.seed)
        path = args.out / f"{arch.name.lower()}.jsonl"
        with path.open("w") as f:
            head = {"arch": arch.name, "mcpu": arch.mcpu, "llvm": llvm,
                    "generator": "tools/gen_encoding_vectors.py", "seed": args.seed}
            f.write(json.dumps(head) + "\n")
            for rec in records:
                f.write(json.dumps(rec, separators=(",", ":")) + "\n")
        n_ok = sum(1 for r in records if "hex" in r and "err" not in r and "dis" not in r)
        n_err = sum(1 for r in records if "err" in r and "dis" not in r)
        n_dis = sum(1 for r in records if "dis" in r)
        print(f"{arch.name}: {n_ok} accepted, {n_err} rejected, {n_dis} decode-only -> {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
