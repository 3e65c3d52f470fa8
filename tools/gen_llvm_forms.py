#!/usr/bin/env python3
"""Write src/amdmatrix/hazards/llvm_forms.json.gz: every instruction form LLVM 22 reads, per target.

The table is LLVM's own, taken from the installed LLVM (Debian llvm-22 22.1.8 with llvm-22-dev):

1. ``tools/llvm_forms/instr_info.cpp``, built against libLLVM, prints LLVM's AMDGPU instruction
   descriptions (MCInstrInfo: each opcode's defined operands, tied operands, register classes
   and implicit Uses/Defs; MCRegisterInfo: each register class's members) and prints every
   real opcode with LLVM's own instruction printer, with a distinct placeholder register in
   each operand (and its immediate operands 0, then 1, which prints the modifiers they hold).
2. Each printed line is assembled by ``llvm-mc-22 -show-inst`` for each target (gfx908, gfx90a,
   gfx942, gfx950, gfx1100 and gfx1200 in wave32 and wave64, gfx1250, gfx1251; and gfx900 and
   gfx1030, which amdmatrix reads but does not check, for the assembly corpus). A line the
   target reads gives a *form*: the mnemonic as written, the opcode llvm-mc chose, and for
   each operand as written (split as amdmatrix.hazards.operands splits it) the operand of the
   MCInst it became, found by its placeholder register: written (an output operand), read, or
   both (an output another operand is tied to); a register llvm-mc reads as a fixed token of
   the syntax (``vcc`` in ``v_add_co_u32_e32 v1, vcc, v2, v3``) takes its role from the
   opcode's implicit Defs/Uses. Lines the target rejects give nothing, so the table holds
   exactly the mnemonics (aliases included: a name LLVM prints for another target and this
   one accepts) each target reads.

It also writes tests/data/asm_corpus/llvm_opcodes.json.gz: every real opcode's number of defined
operands and implicit Uses/Defs, with which the tests read llvm-mc's MCInsts
(tests/support/llvm_stream.py).

Usage: python tools/gen_llvm_forms.py [--jobs N]   (about ten minutes on two cores)
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from amdmatrix.hazards.operands import OperandError, split  # noqa: E402

OUT = ROOT / "src" / "amdmatrix" / "hazards" / "llvm_forms.json.gz"
OPCODES = ROOT / "tests" / "data" / "asm_corpus" / "llvm_opcodes.json.gz"
SOURCE = ROOT / "tools" / "llvm_forms" / "instr_info.cpp"
LLVM_CONFIG = "/usr/lib/llvm-22/bin/llvm-config"
LLVM_MC = "llvm-mc-22"
#: (target name in the table, -mcpu, -mattr)
TARGETS = [("gfx908", "gfx908", ""), ("gfx90a", "gfx90a", ""), ("gfx942", "gfx942", ""), ("gfx950", "gfx950", ""),
           ("gfx1100", "gfx1100", ""), ("gfx1100w64", "gfx1100", "+wavefrontsize64"),
           ("gfx1200", "gfx1200", ""), ("gfx1200w64", "gfx1200", "+wavefrontsize64"),
           ("gfx1250", "gfx1250", ""), ("gfx1251", "gfx1251", ""),
           # the same targets in true16 mode, which reads 16-bit halves (v4.l, v4.h) and has
           # instructions of its own (v_mov_b16): a target's forms are those of both modes
           ("gfx1100", "gfx1100", "+real-true16"), ("gfx1100w64", "gfx1100", "+wavefrontsize64,+real-true16"),
           ("gfx1200", "gfx1200", "+real-true16"), ("gfx1200w64", "gfx1200", "+wavefrontsize64,+real-true16"),
           ("gfx1250", "gfx1250", "+real-true16"), ("gfx1251", "gfx1251", "+real-true16"),
           # read, not checked: targets of the assembly corpus (MIOpen's gfx900 and gfx1030 kernels)
           ("gfx900", "gfx900", ""), ("gfx1030", "gfx1030", "")]

#: LLVM's MCOI::OPERAND_FIRST_TARGET: AMDGPU's operand types from here on take a register or a
#: constant (OPERAND_REG_IMM_*, OPERAND_REG_INLINE_C_*); OPERAND_INPUT_MODS holds source modifiers.
_FIRST_TARGET = 13
#: Named bits that pick an opcode of their own: the address of a MUBUF/MTBUF instruction
#: (offen, idxen, addr64), a load into LDS (lds), and an atomic that returns its old value
#: (glc; sc0 on gfx940; th:TH_ATOMIC_RETURN on gfx12). A form that needs one keeps it as a key.
_SELECTING = frozenset({"offen", "idxen", "addr64", "lds", "glc", "sc0", "th:th_atomic_return"})
_INPUT_MODS = 45
_SUFFIX = re.compile(r"_(e32|e64|sdwa|dpp|dpp8|e64_dpp)$")
_LABEL = re.compile(r"^P(\d+)_(\d+):")
_MCINST = re.compile(r"<MCInst #\d+ ([^\s>]+)")
_MCOP = re.compile(r"<MCOperand (Reg|Imm|Expr|DFPImm|SFPImm|Inst):?([^>]*)>")


# ---------------------------------------------------------------------------- LLVM register names
_TUPLE = re.compile(r"^(VGPR|AGPR|SGPR|TTMP)(\d+)(?:_(?:LO|HI)16)?(?:_(?:vi|gfx9plus|gfx10plus|gfx9|ci))?$")
_SPECIAL = {
    "VCC": ("vcc", 0, 1), "VCC_LO": ("vcc", 0, 0), "VCC_HI": ("vcc", 1, 1),
    "EXEC": ("exec", 0, 1), "EXEC_LO": ("exec", 0, 0), "EXEC_HI": ("exec", 1, 1),
    "M0": ("m0", 0, 0), "SCC": ("scc", 0, 0), "MODE": ("mode", 0, 0),
    "FLAT_SCR": ("flat_scratch", 0, 1), "FLAT_SCR_LO": ("flat_scratch", 0, 0), "FLAT_SCR_HI": ("flat_scratch", 1, 1),
    "XNACK_MASK": ("xnack_mask", 0, 1), "XNACK_MASK_LO": ("xnack_mask", 0, 0), "XNACK_MASK_HI": ("xnack_mask", 1, 1),
    "TBA": ("tba", 0, 1), "TBA_LO": ("tba", 0, 0), "TBA_HI": ("tba", 1, 1),
    "TMA": ("tma", 0, 1), "TMA_LO": ("tma", 0, 0), "TMA_HI": ("tma", 1, 1),
    "SGPR_NULL": ("null", 0, 0), "SGPR_NULL64": ("null", 0, 0), "SRC_SCC": ("src_scc", 0, 0),
    "SRC_VCCZ": ("src_vccz", 0, 0), "SRC_EXECZ": ("src_execz", 0, 0), "LDS_DIRECT": ("lds_direct", 0, 0),
    "SRC_SHARED_BASE": ("src_shared_base", 0, 0), "SRC_SHARED_BASE_LO": ("src_shared_base", 0, 0),
    "SRC_SHARED_LIMIT": ("src_shared_limit", 0, 0), "SRC_SHARED_LIMIT_LO": ("src_shared_limit", 0, 0),
    "SRC_PRIVATE_BASE": ("src_private_base", 0, 0), "SRC_PRIVATE_BASE_LO": ("src_private_base", 0, 0),
    "SRC_PRIVATE_LIMIT": ("src_private_limit", 0, 0), "SRC_PRIVATE_LIMIT_LO": ("src_private_limit", 0, 0),
    "SRC_POPS_EXITING_WAVE_ID": ("src_pops_exiting_wave_id", 0, 0),
    "SRC_FLAT_SCRATCH_BASE": ("src_flat_scratch_base", 0, 1),
    "SRC_FLAT_SCRATCH_BASE_LO": ("src_flat_scratch_base", 0, 0),
    "SRC_FLAT_SCRATCH_BASE_HI": ("src_flat_scratch_base", 1, 1),
    "PC_REG": ("pc", 0, 1), "PRIVATE_RSRC_REG": ("private_rsrc", 0, 0),
    "ASYNCcnt": ("asynccnt", 0, 0), "TENSORcnt": ("tensorcnt", 0, 0),
}
_FILE = {"VGPR": "v", "AGPR": "a", "SGPR": "s", "TTMP": "ttmp"}


_VARIANT = re.compile(r"_(vi|ci|gfx9plus|gfx10plus|gfx11plus|gfxpre11)$")


def llvm_register(name: str) -> tuple[str, int, int] | None:
    """An LLVM register name (``VGPR2_VGPR3``, ``VCC_LO``, ``TTMP4_TTMP5_vi``, ``M0_gfx11plus``) as
    (file, first, last)."""
    name = _VARIANT.sub("", name)
    if name in _SPECIAL:
        return _SPECIAL[name]
    if name.startswith("SGPR_NULL"):
        return ("null", 0, 0)
    parts = name.split("_")
    # tuples: VGPR2_VGPR3 (suffixes such as _vi and _LO16 are not registers of their own)
    regs = []
    for p in re.findall(r"(VGPR|AGPR|SGPR|TTMP)(\d+)", name):
        regs.append((_FILE[p[0]], int(p[1])))
    if regs and (name.startswith(("VGPR", "AGPR", "SGPR", "TTMP"))) and not name.startswith("SGPR_NULL"):
        f = regs[0][0]
        return (f, regs[0][1], regs[-1][1])
    del parts
    return None


def units(reg: tuple[str, int, int]) -> list[str]:
    """A register range as 32-bit unit names (v4, vcc_lo, m0, src_scc, ...)."""
    f, lo, hi = reg
    if f in ("v", "a", "s", "ttmp"):
        return [f"{f}{i}" for i in range(lo, hi + 1)]
    if f in ("vcc", "exec", "flat_scratch", "xnack_mask", "tba", "tma", "src_flat_scratch_base", "pc"):
        return [f"{f}_{'lo' if i == 0 else 'hi'}" for i in range(lo, hi + 1)]
    return [f]


# ---------------------------------------------------------------------------- register classes
def class_kinds(shapes: dict[str, list[int]]) -> list[list[object]]:
    """What a register class holds: [kind, width in 32-bit registers, first index, step] per shape."""
    out: list[list[object]] = []
    for shape, (count, first, step) in sorted(shapes.items()):
        m = re.fullmatch(r"((?:VGPR|AGPR|SGPR|TTMP)N)((?:_(?:VGPR|AGPR|SGPR|TTMP)N)*)(_LON|_HIN)?(_vi|_gfxNplus)?",
                         shape)
        if m is not None:
            f = _FILE[m.group(1)[:-1]]
            width = 1 + m.group(2).count("_")
            half = bool(m.group(3))
            out.append([f + ("16" if half else ""), width, first, step or 1, count])
            continue
        reg = _SPECIAL.get(shape) or (_SPECIAL.get(shape.replace("N", "")) if "N" in shape else None)
        if shape.startswith("SGPR_NULL"):
            reg = ("null", 0, 0)
        if shape.startswith("MN") or shape.startswith("M0"):
            reg = ("m0", 0, 0)
        if reg is None:
            out.append(["?" + shape, 1, 0, 1, count])
            continue
        out.append(["=" + ",".join(units(reg)), 0, 0, 0, 1])
    return out


# ---------------------------------------------------------------------------- building and running LLVM
def build(tmp: str) -> str:
    exe = os.path.join(tmp, "instr_info")
    flags = subprocess.run([LLVM_CONFIG, "--cxxflags"], check=True, capture_output=True, text=True).stdout.split()
    libs = subprocess.run([LLVM_CONFIG, "--ldflags", "--libs"], check=True, capture_output=True, text=True).stdout
    subprocess.run(["g++", "-O1", *flags, str(SOURCE), "-o", exe, *libs.split()], check=True)
    return exe


def dump(exe: str, mcpu: str, mattr: str) -> tuple[dict[str, dict[str, object]], dict[int, dict[str, object]]]:
    args = [exe, mcpu, "probe"] + ([mattr] if mattr else [])
    out = subprocess.run(args, check=True, capture_output=True, text=True).stdout
    classes: dict[str, dict[str, object]] = {}
    opcodes: dict[int, dict[str, object]] = {}
    for line in out.splitlines():
        row = json.loads(line)
        if "class" in row:
            classes[row["class"]] = row
        else:
            opcodes[row["op"]] = row
    return classes, opcodes


def probe_lines(opcodes: dict[int, dict[str, object]]) -> list[tuple[int, int, str]]:
    out = []
    for op, row in opcodes.items():
        seen = set()
        for v, text in enumerate(row.get("asm", [])):  # type: ignore[arg-type]
            t = str(text).strip()
            if not t or "\n" in t or "/*" in t or t in seen or t.startswith("."):
                continue
            seen.add(t)
            out.append((op, v, t))
    return out


Parsed = dict[tuple[int, int], tuple[str, list[tuple[str, str]]]]


_VCC = ("vcc", "vcc_lo")


def optional_vcc(lines: list[tuple[int, int, str]], parsed: Parsed) -> list[tuple[int, int, str]]:
    """Each line the target reads that names ``vcc``/``vcc_lo`` as an operand of its own (not a
    VOPD pair), written again without it, and without each combination of them (v_addc_co_u32
    names two); its variant number is the line's plus 100, 200, ..."""
    out = []
    for op, v, text in lines:
        if (op, v) not in parsed or "::" in text:
            continue
        mnemonic, _, rest = text.strip().partition(" ")
        try:
            items, mods = split(rest.strip(), 0, mnemonic.lower())
        except OperandError:
            continue
        at = [n for n, i in enumerate(items) if i.kind == "reg" and i.text.lower() in _VCC]
        for k, drop in enumerate(({n} for n in at) if len(at) < 2 else ({at[0]}, {at[1]}, set(at))):
            kept = ", ".join(i.text for n, i in enumerate(items) if n not in drop)
            out.append((op, v + 100 * (k + 1), f"{mnemonic} {kept} {' '.join(mods)}".strip()))
    return out


_SGPR = re.compile(r"^s\d+$")


def with_null(lines: list[tuple[int, int, str]], parsed: Parsed) -> list[tuple[int, int, str]]:
    """Each line the target rejects, written with ``null`` for one of its single scalar
    registers in turn; its variant number is the line's plus 1000, 2000, ..."""
    out = []
    for op, v, text in lines:
        if (op, v) in parsed or "::" in text:
            continue
        mnemonic, _, rest = text.strip().partition(" ")
        try:
            items, mods = split(rest.strip(), 0, mnemonic.lower())
        except OperandError:
            continue
        for k, n in enumerate(n for n, i in enumerate(items) if _SGPR.match(i.text)):
            ops = ", ".join("null" if m == n else i.text for m, i in enumerate(items))
            out.append((op, v + 1000 * (k + 1), f"{mnemonic} {ops} {' '.join(mods)}".strip()))
    return out


def assemble(lines: list[tuple[int, int, str]], mcpu: str, mattr: str, tmp: str, tag: str = "probe") -> Parsed:
    """(opcode, variant) -> (the opcode llvm-mc chose, its MCInst operands) for every line it reads."""
    path = os.path.join(tmp, f"{tag}_{mcpu}_{mattr.replace('+', '').replace(',', '_')}.s")
    with open(path, "w") as f:
        for op, v, text in lines:
            f.write(f"P{op}_{v}:\n{text}\n")
    args = [LLVM_MC, "-triple=amdgcn-amd-amdhsa", f"-mcpu={mcpu}", "-show-inst", path]
    if mattr:
        args.insert(3, f"-mattr={mattr}")
    done = subprocess.run(args, capture_output=True, text=True)
    got: Parsed = {}
    cur: tuple[int, int] | None = None
    inst: str | None = None
    ops: list[tuple[str, str]] = []
    for line in done.stdout.splitlines():
        m = _LABEL.match(line)
        if m:
            if cur is not None and inst is not None:
                got[cur] = (inst, ops)
            cur = (int(m.group(1)), int(m.group(2)))
            inst, ops = None, []
            continue
        m = _MCINST.search(line)
        if m:
            inst = m.group(1)
            ops = []
        for om in _MCOP.finditer(line):
            ops.append((om.group(1), om.group(2)))
    if cur is not None and inst is not None:
        got[cur] = (inst, ops)
    return got


# ---------------------------------------------------------------------------- forms
def variant(opcode: str) -> str:
    low = opcode.lower()
    for v in ("e64_dpp", "dpp8", "dpp", "sdwa", "e64", "e32"):
        if f"_{v}" in low:
            return v
    return ""


def form_of(text: str, result: str, mcops: list[tuple[str, str]], desc: dict[str, object], stats: Counter[str]
            ) -> list[dict[str, object]]:
    """The forms one line read as ``result`` gives: one, or one per half of a VOPD pair."""
    ops = desc["ops"]
    assert isinstance(ops, list)
    ndefs = int(desc["defs"])  # type: ignore[call-overload]
    mcregs: list[tuple[int, tuple[str, ...]]] = []
    for j, (kind, value) in enumerate(mcops):
        if kind == "Reg":
            reg = llvm_register(value)
            if reg is not None:
                mcregs.append((j, tuple(units(reg))))
    uses = {u for n in desc["uses"] for u in units(llvm_register(n) or ("?" + n, 0, 0))}  # type: ignore[attr-defined]
    idefs = {u for n in desc["idefs"] for u in units(llvm_register(n) or ("?" + n, 0, 0))}  # type: ignore[attr-defined]
    used: set[int] = set()
    halves = text.split("::")
    out: list[dict[str, object]] = []
    for half_no, half in enumerate(halves):
        mnemonic, _, rest = half.strip().partition(" ")
        mnemonic = mnemonic.strip().lower()
        try:
            items, mods = split(rest.strip(), 0, mnemonic)
        except OperandError:
            stats["unsplittable"] += 1
            return []
        slots: list[list[object]] = []
        for n, item in enumerate(items):
            if item.kind != "reg":
                slots.append([item.kind, "", ""])
                continue
            u = tuple(x for r in item.regs for x in units(r))
            js = [j for j, mu in mcregs if mu == u and j not in used]
            if js and any(o.kind == "reg" and o.regs == item.regs for o in items[n + 1:]):
                # the same register written again later (s8 in v_writelane_b32 v1, s8, s8): this
                # operand is the first unclaimed operand of the MCInst holding it, with its tied copies
                js = [js[0]] + [j for j in js[1:] if j < len(ops) and ops[j][2] == js[0]]
            if not js and len(item.regs) > 1:  # a MIMG address list: one operand per register
                js = [j for j, mu in mcregs if set(mu) <= set(u)]
                if {x for j in js for x in dict(mcregs)[j]} != set(u):
                    js = []
            if not js:
                role = ("w" if set(u) <= idefs else "") + ("r" if set(u) <= uses else "")
                if not role:
                    stats["literal without role"] += 1
                    return []
                slots.append(["lit", role, item.text])
                continue
            # an output another operand is tied to is read too, whether or not the parser's MCInst
            # carries the tied operand (a D16 load keeps the half it does not write: LLVM's vdata_in)
            tied = any(t[2] in js for t in ops if isinstance(t, list) and t[2] >= 0)
            role = ("w" if any(j < ndefs for j in js) else "") + ("r" if tied or any(j >= ndefs for j in js) else "")
            used.update(js)
            cls, optype, _tied = ops[js[0]] if js[0] < len(ops) and len(item.regs) == 1 else ("", 0, -1)
            # source modifiers (neg, abs, sext) are an operand of their own just before the source
            takes_mods = 0 < js[0] < len(ops) and ops[js[0] - 1][1] == _INPUT_MODS
            slots.append(["reg", role, cls, optype, takes_mods])
        keys = sorted(m.lower() for m in mods if m.lower() in _SELECTING)
        out.append({"mn": mnemonic, "op": result, "slots": slots, "keys": keys,
                    "half": half_no if len(halves) > 1 else -1})
    hidden = [j for j, _ in mcregs if j not in used]
    if hidden:
        stats["hidden register operand"] += 1
        return []
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--opcodes-only", action="store_true",
                    help="write only tests/data/asm_corpus/llvm_opcodes.json.gz (no llvm-mc probing)")
    args = ap.parse_args()
    for tool in (LLVM_CONFIG, LLVM_MC, "g++"):
        if shutil.which(tool) is None:
            raise SystemExit(f"{tool} is needed (apt-get install llvm-22 llvm-22-dev g++)")
    if args.opcodes_only:
        with tempfile.TemporaryDirectory() as tmp:
            exe = build(tmp)
            write_opcodes([{str(r["name"]): r for r in dump(exe, mcpu, mattr)[1].values()}
                           for _, mcpu, mattr in TARGETS])
        print(f"wrote {OPCODES.relative_to(ROOT)}")
        return 0
    version = subprocess.run([LLVM_MC, "--version"], check=True, capture_output=True, text=True).stdout
    llvm = re.search(r"LLVM version (\S+)", version)
    with tempfile.TemporaryDirectory() as tmp:
        exe = build(tmp)

        def one(target: tuple[str, str, str]) -> tuple[str, str, dict[str, object]]:
            name, mcpu, mattr = target
            classes, opcodes = dump(exe, mcpu, mattr)
            lines = probe_lines(opcodes)
            parsed = assemble(lines, mcpu, mattr, tmp)
            by_name = {str(r["name"]): r for r in opcodes.values()}
            stats: Counter[str] = Counter()
            forms: dict[tuple[object, ...], dict[str, object]] = {}
            # the VCC a line names where the syntax wants it may be left out (v_cmp_gt_u32 s0, v1;
            # v_cndmask_b32 v1, 0, v2): each such line, assembled again without it, is kept where
            # llvm-mc reads it as the same opcode
            shorter = optional_vcc(lines, parsed)
            again = assemble(shorter, mcpu, mattr, tmp, "optional_vcc")
            for op, v, _ in shorter:
                if again.get((op, v), ("",))[0] == parsed[(op, v % 100)][0]:
                    parsed[(op, v)] = again[(op, v)]
            stats["optional vcc"] = sum(1 for op, v, _ in shorter if (op, v) in parsed)
            # an operand that must be `null` (gfx11's s_waitcnt_vscnt null, 0x0: "src0 must be
            # null"): a line the target rejects, with each scalar placeholder written `null`
            nulled = with_null(lines, parsed)
            again = assemble(nulled, mcpu, mattr, tmp, "null")
            for op, v, _ in nulled:
                if again.get((op, v), ("",))[0] == opcodes[op]["name"]:
                    parsed[(op, v)] = again[(op, v)]
            stats["null operand"] = sum(1 for op, v, _ in nulled if (op, v) in parsed)
            shorter += nulled
            for op, v, text in lines + shorter:
                got = parsed.get((op, v))
                if got is None:
                    continue
                result, mcops = got
                for f in form_of(text, result, mcops, by_name[result], stats):
                    if v >= 1000:  # the operand that must be `null` is that token, no register
                        said = [i.text for i in split(text.partition(" ")[2].strip(), 0, f["mn"])[0]]  # type: ignore[arg-type]
                        f["slots"] = [["lit", "", "null"] if t == "null" else x
                                      for x, t in zip(f["slots"], said, strict=True)]  # type: ignore[call-overload]
                    key = (f["mn"], f["op"], json.dumps(f["slots"]), f["half"])
                    old = forms.get(key)
                    if old is None or len(f["keys"]) < len(old["keys"]):  # type: ignore[arg-type]
                        forms[key] = f
            return name, mattr, {"classes": classes, "opcodes": by_name, "forms": list(forms.values()),
                                 "stats": stats, "probes": len(lines), "parsed": len(parsed)}

        with ThreadPoolExecutor(args.jobs) as pool:
            results = list(pool.map(one, TARGETS))
    table = assemble_table(results, llvm.group(1) if llvm else "?")
    data = json.dumps(table, separators=(",", ":"), sort_keys=True).encode()
    OUT.write_bytes(gzip.compress(data, 9, mtime=0))
    write_opcodes([r["opcodes"] for _, _, r in results])  # type: ignore[misc]
    for name, mattr, r in results:
        print(f"{name} {mattr}: {r['probes']} lines printed, {r['parsed']} read, {len(r['forms'])} forms; "
              f"skipped: {dict(r['stats'])}")
    for name, mnemonics in table["targets"].items():  # type: ignore[attr-defined]
        print(f"{name}: {len(mnemonics)} mnemonics")
    print(f"wrote {OUT.relative_to(ROOT)} ({OUT.stat().st_size:,} bytes, {len(data):,} uncompressed)")
    return 0


def write_opcodes(described_by: list[dict[str, dict[str, object]]]) -> None:
    """Every real opcode's description, for the tests' reading of llvm-mc's MCInsts
    (tests/support/llvm_stream.py): [operands it defines, implicit Uses, implicit Defs (as units),
    the tied operands as [operand, the defined operand it is tied to] (the instruction reads that
    output, and the tied operand is that register)]."""
    described: dict[str, list[object]] = {}
    for opcodes in described_by:
        for name, desc in opcodes.items():
            if not desc["pseudo"] and name not in described:
                ops = desc["ops"]
                assert isinstance(ops, list)
                tied = [[j, int(t[2])] for j, t in enumerate(ops) if int(t[2]) >= 0]
                described[name] = [desc["defs"], _units_of(desc["uses"]), _units_of(desc["idefs"]),  # type: ignore
                                   tied]
    OPCODES.parent.mkdir(parents=True, exist_ok=True)
    OPCODES.write_bytes(gzip.compress(json.dumps(described, separators=(",", ":"), sort_keys=True).encode(), 9,
                                      mtime=0))


def _units_of(names: list[str]) -> list[str]:
    return sorted({u for n in names for u in units(llvm_register(n) or (n.lower(), 0, 0))})


def _halves(results: list[tuple[str, str, dict[str, object]]]) -> dict[str, list[object]]:
    """The implicit operands of each half of a VOPD pair: LLVM defines them for the pair's opcode
    (V_DUAL_MOV_B32_e32_X_ADD_F32_e32_gfx11 uses MODE and EXEC); a half (``VOPDX:v_dual_mov_b32:2``)
    has those every pair with it in that place has (the MODE of v_dual_add_f32 is not v_dual_mov_b32's)."""
    seen: dict[str, tuple[set[str], set[str]]] = {}
    for _, _, r in results:
        by_name = r["opcodes"]
        assert isinstance(by_name, dict)
        for f in r["forms"]:  # type: ignore[attr-defined]
            if int(f["half"]) < 0:
                continue
            desc = by_name[f["op"]]
            key = _half_key(f)
            uses, defs = set(_units_of(desc["uses"])), set(_units_of(desc["idefs"]))
            if key in seen:
                seen[key][0].intersection_update(uses)
                seen[key][1].intersection_update(defs)
            else:
                seen[key] = (uses, defs)
    return {k: [k.split(":")[1], sorted(u), sorted(d), 0, 0, 0] for k, (u, d) in seen.items()}


def _half_key(f: dict[str, object]) -> str:
    """A VOPD half's name: its place, mnemonic and operand count (gfx1250's VOPD3 v_dual_cndmask_b32
    names its mask, gfx11's reads VCC)."""
    return f"VOPD{'XY'[int(f['half'])]}:{f['mn']}:{len(f['slots'])}"  # type: ignore[arg-type, call-overload]


def assemble_table(results: list[tuple[str, str, dict[str, object]]], llvm: str) -> dict[str, object]:
    """One table for every target: classes, opcodes and forms shared, each target's mnemonics (the
    forms of a target probed in two modes are those of both)."""
    classes: dict[str, list[list[object]]] = {}
    opcodes: dict[str, list[object]] = _halves(results)
    forms: list[list[object]] = []
    form_ids: dict[str, int] = {}
    targets: dict[str, dict[str, list[int]]] = {}
    for name, _, r in results:
        cls = r["classes"]
        assert isinstance(cls, dict)
        by_name = r["opcodes"]
        assert isinstance(by_name, dict)
        mnemonics = targets.setdefault(name, {})
        for f in r["forms"]:  # type: ignore[attr-defined]
            desc = by_name[f["op"]]
            if int(f["half"]) >= 0:  # a half of a VOPD pair: the half's own name and implicit operands
                f = {**f, "op": _half_key(f)}
            slots = []
            for s in f["slots"]:
                if s[0] == "reg":
                    cname = s[2]
                    if cname and cname not in classes:
                        classes[cname] = class_kinds(cls[cname]["shapes"])
                    slots.append(["reg", s[1], cname, int(s[3]) >= _FIRST_TARGET, bool(s[4])])
                else:
                    slots.append(s[:3] if s[0] == "lit" else [s[0]])
            if f["op"] not in opcodes:
                canon = next((str(a).split()[0] for a in desc.get("asm", []) if str(a).strip()), f["mn"])
                opcodes[f["op"]] = [canon.lower(), _units_of(desc["uses"]), _units_of(desc["idefs"]),
                                    int(desc["load"]), int(desc["store"]), int(desc["branch"])]
            rec = [f["op"], "vopd" + "xy"[int(f["half"])] if int(f["half"]) >= 0 else variant(f["op"]), slots,
                   f["keys"]]
            key = json.dumps(rec)
            fid = form_ids.get(key)
            if fid is None:
                fid = form_ids[key] = len(forms)
                forms.append(rec)
            base = _SUFFIX.sub("", f["mn"])
            mnemonics.setdefault(base, [])
            if fid not in mnemonics[base]:
                mnemonics[base].append(fid)
    return compact({"llvm": llvm, "tool": "tools/gen_llvm_forms.py", "classes": classes, "opcodes": opcodes,
                    "forms": forms, "targets": targets})


def compact(table: dict[str, object]) -> dict[str, object]:
    """The table with every record a JSON string of its own and every list of form numbers a string:
    loaded, it is a few dictionaries of strings (nothing for the garbage collector to walk), and
    amdmatrix.hazards.forms decodes the records it needs."""
    def enc(x: object) -> str:
        return json.dumps(x, separators=(",", ":"))

    return {"llvm": table["llvm"], "tool": table["tool"],
            "classes": {k: enc(v) for k, v in table["classes"].items()},  # type: ignore[attr-defined]
            "opcodes": {k: enc(v) for k, v in table["opcodes"].items()},  # type: ignore[attr-defined]
            "forms": [enc(f) for f in table["forms"]],  # type: ignore[attr-defined]
            "targets": {t: {m: " ".join(map(str, ids)) for m, ids in mn.items()}
                        for t, mn in table["targets"].items()}}  # type: ignore[attr-defined]


if __name__ == "__main__":
    raise SystemExit(main())
