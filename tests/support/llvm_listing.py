"""Check a kernel from source and through llvm-mc-22 + llvm-objdump-22, and compare the findings.

The source is checked as written (the front end expands its macros and symbols); the same
file is assembled by llvm-mc-22, disassembled by llvm-objdump-22 -d and that listing is
checked. The two lists of instructions are matched in order (on mnemonics without the
encoding suffixes llvm-objdump adds), and every finding of one must be a finding of the
other at the matched instruction, with the same rule and the same wait states missing.
"""

from __future__ import annotations

import difflib
import os
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass

from amdmatrix.hazards import api
from amdmatrix.hazards.engine import binding

LLVM_MC = "llvm-mc-22"
LLVM_OBJDUMP = "llvm-objdump-22"
MCPU = {"cdna1": "gfx908", "cdna2": "gfx90a", "cdna3": "gfx942", "cdna4": "gfx950"}


def have_llvm() -> bool:
    return shutil.which(LLVM_MC) is not None and shutil.which(LLVM_OBJDUMP) is not None


def listing(path: str, mcpu: str) -> str:
    """``llvm-objdump-22 -d`` of ``path`` assembled by ``llvm-mc-22 -mcpu=MCPU`` (``.include`` files
    are looked up next to ``path``, with ``-I``: llvm-mc itself looks in the current directory)."""
    with tempfile.TemporaryDirectory() as tmp:
        obj = os.path.join(tmp, "k.o")
        subprocess.run([LLVM_MC, "-triple=amdgcn-amd-amdhsa", f"-mcpu={mcpu}", "-filetype=obj",
                        "-I", os.path.dirname(os.path.abspath(path)), "-o", obj, path],
                       check=True, capture_output=True, text=True)
        done = subprocess.run([LLVM_OBJDUMP, "-d", obj], check=True, capture_output=True, text=True)
        return done.stdout


_SUFFIX = re.compile(r"_(e32|e64|sdwa|dpp|vop3|e64_dpp)$")


def _norm(mnemonic: str) -> str:
    return _SUFFIX.sub("", mnemonic)


@dataclass
class Comparison:
    source_instructions: int
    listing_instructions: int
    source_findings: list[tuple[int, str, int]]  # (source line, rule, missing)
    listing_findings: list[tuple[int, str, int]]  # mapped to source lines
    unmatched: int  # listing findings on instructions with no source instruction

    @property
    def agree(self) -> bool:
        return self.source_findings == self.listing_findings and self.unmatched == 0


def compare(path: str, arch: str, mcpu: str) -> Comparison:
    """Both checks of the kernel at ``path``; AmdMatrixError if either cannot be read."""
    with open(path, "rb") as f:
        text = f.read().decode("utf-8", "surrogateescape")
    src = api.analyse(text, arch, path=path)
    if src.incomplete:
        raise AssertionError(f"{path}: incomplete from source: {src.incomplete[:3]}")
    lst_text = listing(path, mcpu)
    lst = api.analyse(lst_text, arch)
    if lst.incomplete:
        raise AssertionError(f"{path}: incomplete as a listing: {lst.incomplete[:3]}")
    s_stmts, _ = api._parse(text, api.target(arch), None, path)
    l_stmts, _ = api._parse(lst_text, api.target(arch), None, None)
    a = [_norm(s.mnemonic) for s in s_stmts]
    b = [_norm(s.mnemonic) for s in l_stmts]
    to_source: dict[int, int] = {}
    if len(a) == len(b):  # one instruction each, in order (mnemonics may be aliases: _1k, bf16_1k)
        to_source = {n: n for n in range(len(b))}
    else:
        for block in difflib.SequenceMatcher(None, a, b, autojunk=False).get_matching_blocks():
            for k in range(block.size):
                to_source[block.b + k] = block.a + k
    mine = sorted((s_stmts[f.at].line, f.rule.id, f.missing) for f in binding(src.findings))
    theirs = []
    unmatched = 0
    for f in binding(lst.findings):
        n = to_source.get(f.at)
        if n is None:
            unmatched += 1
        else:
            theirs.append((s_stmts[n].line, f.rule.id, f.missing))
    return Comparison(len(s_stmts), len(l_stmts), mine, sorted(theirs), unmatched)
