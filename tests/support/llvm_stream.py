"""What LLVM says each instruction of a kernel reads and writes, from llvm-mc's own object.

The kernel is assembled by ``llvm-mc-22 -filetype=obj`` and disassembled by
``llvm-objdump-22 -d``; the encodings of the listing go through ``llvm-mc-22 --disassemble
-show-inst``, which names each instruction's LLVM opcode and its operands (the MCInst). LLVM's
description of the opcode (tests/data/asm_corpus/llvm_opcodes.json.gz, from LLVM 22's
MCInstrInfo: how many operands it defines, which of them another operand is tied to, and its
implicit Uses/Defs) then says which registers are written and which are read. Nothing of
amdmatrix's reader is used: this is the other side of the differential test
(tests/hazards/test_reader_vs_llvm.py).

An entry of a stream is (mnemonic, reads, writes): the mnemonic as llvm-objdump prints it
without ``_e32``/``_e64`` (a VOPD pair: its two mnemonics joined by ``::``), and the registers as
32-bit units (``v4``, ``a0``, ``s7``, ``ttmp2``, ``vcc_lo``, ``exec_hi``, ``m0``, ``scc``, ``mode``;
``null``, which reads as zero, is not one).
"""

from __future__ import annotations

import gzip
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OPCODES = ROOT / "tests" / "data" / "asm_corpus" / "llvm_opcodes.json.gz"
LLVM_MC = "llvm-mc-22"
LLVM_OBJDUMP = "llvm-objdump-22"

Entry = tuple[str, frozenset[str], frozenset[str]]

sys.path.insert(0, str(ROOT / "tools"))
from gen_llvm_forms import llvm_register, units  # noqa: E402


def have_llvm() -> bool:
    return shutil.which(LLVM_MC) is not None and shutil.which(LLVM_OBJDUMP) is not None


@cache
def opcodes() -> dict[str, list[object]]:
    """LLVM's opcodes: name -> [operands it defines, implicit Uses (units), implicit Defs (units)]."""
    if not OPCODES.is_file():
        raise FileNotFoundError(f"vendored test data missing: {OPCODES} (tools/gen_llvm_forms.py writes it)")
    table: dict[str, list[object]] = json.loads(gzip.decompress(OPCODES.read_bytes()))
    return table


def objdump(path: str, mcpu: str, mattr: str = "", include: str | None = None) -> str:
    """``llvm-objdump-22 -d`` of the object ``llvm-mc-22`` makes of ``path`` (``.include`` files are
    looked up in ``include``, by default next to ``path``)."""
    with tempfile.TemporaryDirectory() as tmp:
        obj = os.path.join(tmp, "k.o")
        args = [LLVM_MC, "-triple=amdgcn-amd-amdhsa", f"-mcpu={mcpu}", "-filetype=obj",
                "-I", include or os.path.dirname(os.path.abspath(path)), "-o", obj, path]
        if mattr:
            args.insert(3, f"-mattr={mattr}")
        subprocess.run(args, check=True, capture_output=True, text=True)
        dump = [LLVM_OBJDUMP, "-d", obj] + ([f"--mattr={mattr}"] if mattr else [])
        return subprocess.run(dump, check=True, capture_output=True, text=True).stdout


_LINE = re.compile(r"^\s+(\S.*?)\s*//\s*[0-9A-Fa-f]+:\s*((?:[0-9A-F]{8}\s*)+)")
_MCINST = re.compile(r"<MCInst #\d+ ([^\s>]+)")
_MCOP = re.compile(r"<MCOperand (Reg|Imm|Expr|DFPImm|SFPImm|Inst):?([^>]*)>")


def listing_instructions(listing: str) -> list[tuple[str, list[str]]]:
    """The instructions of an llvm-objdump listing: (text, encoding words)."""
    out = []
    for line in listing.splitlines():
        m = _LINE.match(line)
        if m:
            out.append((m.group(1).strip(), m.group(2).split()))
    return out


def show_inst(words: list[list[str]], mcpu: str, mattr: str = "") -> list[tuple[str, list[tuple[str, str]]]]:
    """LLVM's MCInst of each encoding: (opcode, [(operand kind, value)])."""
    data = " ".join(f"0x{b:02x}" for w in words for x in w for b in int(x, 16).to_bytes(4, "little"))
    args = [LLVM_MC, "-triple=amdgcn-amd-amdhsa", f"-mcpu={mcpu}", "--disassemble", "-show-inst"]
    if mattr:
        args.append(f"-mattr={mattr}")
    done = subprocess.run(args, input=data, check=True, capture_output=True, text=True)
    out: list[tuple[str, list[tuple[str, str]]]] = []
    for line in done.stdout.splitlines():
        m = _MCINST.search(line)
        if m:
            out.append((m.group(1), []))
        if out:
            out[-1][1].extend((om.group(1), om.group(2)) for om in _MCOP.finditer(line))
    return out


def _name(text: str) -> str:
    halves = [h.split(None, 1)[0] for h in text.split("::")]
    return "::".join(re.sub(r"_e(32|64)$", "", h) for h in halves)


def stream(listing: str, mcpu: str, mattr: str = "") -> list[Entry]:
    """Every instruction of the listing as LLVM defines it: (mnemonic, reads, writes)."""
    insts = listing_instructions(listing)
    mc = show_inst([w for _, w in insts], mcpu, mattr)
    if len(mc) != len(insts):
        raise AssertionError(f"llvm-mc decoded {len(mc)} instructions of {len(insts)} in the listing")
    table = opcodes()
    out: list[Entry] = []
    for (text, _), (opcode, ops) in zip(insts, mc, strict=True):
        desc = table.get(opcode)
        if desc is None:
            raise AssertionError(f"{opcode} ({text}) is not in {OPCODES.name}")
        ndefs, uses, defs = int(desc[0]), desc[1], desc[2]  # type: ignore[call-overload]
        tied_to = {int(j): int(t) for j, t in desc[3]}  # type: ignore[attr-defined]
        reads: set[str] = set(uses)  # type: ignore[arg-type]
        writes: set[str] = set(defs)  # type: ignore[arg-type]
        for j, (kind, value) in enumerate(ops):
            if kind != "Reg":
                continue
            if j in tied_to:  # a tied operand is the output it is tied to (read below), whatever
                continue  # the decoder put there (LLVM 22 decodes gfx1250's VOPD FMAC Y with vdstY^1)
            reg = llvm_register(value)
            if reg is None:
                raise AssertionError(f"the register {value} of {text} has no name here")
            (writes if j < ndefs else reads).update(units(reg))
            if j in tied_to.values():  # an output another operand is tied to is read too, whether or
                reads.update(units(reg))  # not the decoded MCInst carries that operand
        # SGPR_NULL reads as zero and takes a write away: no register (the reader does not count it either)
        out.append((_name(text), frozenset(reads - {"null"}), frozenset(writes - {"null"})))
    return out
