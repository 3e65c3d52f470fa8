"""The assembly corpus (tests/data/asm_corpus): its kernels, LLVM's streams, and the reader's.

The reader's stream of a kernel is what ``amdmatrix check`` reads from the source: each
instruction the front end expands, with the mnemonic LLVM prints for the form it is and the
registers it reads and writes, implicit ones included (``amdmatrix.hazards.effects.stream``).
LLVM's comes from llvm-mc's own object (llvm_stream.py; vendored by tools/gen_asm_corpus.py).
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from llvm_stream import Entry

from amdmatrix.hazards.asm import expand
from amdmatrix.hazards.effects import stream as stream_of
from amdmatrix.hazards.reader import Stmt, read_lines

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import gen_asm_corpus as gen  # noqa: E402

#: The archives of tests/data/asm_corpus, and "compiled": the files of tests/data/compiled.
CORPORA = (*gen.CORPORA, "compiled")
COMPILED = ROOT / "tests" / "data" / "compiled"


@cache
def files(corpus: str) -> dict[str, bytes]:
    """Every file of a corpus (an archive is decompressed once per process)."""
    if corpus == "compiled":
        return {p.relative_to(COMPILED).as_posix(): p.read_bytes() for p in COMPILED.rglob("*.s")}
    return gen.members(corpus)


@cache
def llvm_streams(corpus: str) -> dict[str, tuple[str, str, list[Entry], list[int]]]:
    """kernel -> (mcpu, mattr, LLVM's stream, lines llvm-mc-22 rejects and that are not compared)."""
    return {k: (mcpu, mattr, s, rejected) for k, mcpu, mattr, s, rejected in gen.read_streams(corpus)}


def table_target(mcpu: str, mattr: str) -> str:
    return mcpu + ("w64" if "+wavefrontsize64" in mattr else "")


@dataclass
class Read:
    """The reader's view of one kernel."""

    stmts: list[Stmt]
    stream: list[Entry | str]
    #: The line of each entry of the stream (a VOPD pair is one entry).
    lines: list[int]
    #: (line, what) the front end did not understand
    incomplete: list[tuple[int, str]] = field(default_factory=list)


def read_kernel(corpus: str, kernel: str, mcpu: str, mattr: str = "") -> Read:
    """The reader's stream of a kernel of the corpus (its includes from the same archive)."""
    fs = files(corpus)

    def read(path: str) -> str:
        name = os.path.normpath(path)
        data = fs.get(name)
        if data is None:
            raise OSError(2, "not in the corpus archive", path)
        return data.decode("utf-8", "surrogateescape")

    text = read(kernel)
    expanded = expand(text, kernel, read)
    stmts = read_lines(expanded.lines)
    target = table_target(mcpu, mattr)
    out: list[Entry | str] = []
    lines: list[int] = []
    for s in stmts:
        got = stream_of(target, s)
        if s.pair and out and not isinstance(got, str) and not isinstance(out[-1], str):
            name, r, w = out[-1]
            out[-1] = (f"{name}::{got[0]}", r | got[1], w | got[2])  # a VOPD pair is one instruction
        else:
            out.append(got)
            lines.append(s.line)
    return Read(stmts, out, lines, expanded.incomplete)


PADDING: Entry = ("s_nop", frozenset(), frozenset())
CODE_END: Entry = ("s_code_end", frozenset(), frozenset())


def padded(mine: list[Entry | str], llvm: list[Entry]) -> tuple[list[Entry | str], int, list[int]]:
    """The reader's stream with LLVM's alignment padding put in: ``.p2align`` in a code section
    fills with ``s_nop 0``, which the object holds and the source does not write. An ``s_nop 0``
    of LLVM's where the reader's next instruction is LLVM's next one is padding. Returns the
    stream, how many were put in, and where each of the reader's instructions went."""
    out: list[Entry | str] = []
    where: list[int] = []
    i = n = pads = 0
    # and on gfx10 and later llvm-mc ends the code with s_code_end, filling the instruction
    # prefetch (the assembler's end-of-file step), which the source does not write either
    ends = _tail(llvm, CODE_END) - _tail(mine, CODE_END)
    if ends > 0:
        llvm = llvm[: len(llvm) - ends]
    while n < len(llvm):
        if llvm[n] == PADDING:
            run = next((k for k in range(n, len(llvm)) if llvm[k] != PADDING), len(llvm)) - n
            own = next((k for k in range(i, len(mine)) if mine[k] != PADDING), len(mine)) - i
            if own < run and (n + run == len(llvm) or (i + own < len(mine) and mine[i + own] == llvm[n + run])):
                out.extend([PADDING] * (run - own))
                pads += run - own
                n += run - own
                continue
        if i < len(mine):
            where.append(len(out))
            out.append(mine[i])
            i += 1
        n += 1
    for a in mine[i:]:
        where.append(len(out))
        out.append(a)
    if ends > 0:
        out.extend([CODE_END] * ends)
        pads += ends
    return out, pads, where


def _tail(stream: list[Entry] | list[Entry | str], entry: Entry) -> int:
    n = 0
    while n < len(stream) and stream[len(stream) - 1 - n] == entry:
        n += 1
    return n


@dataclass
class Comparison:
    kernel: str
    instructions: int
    padding: int
    differences: list[str]


def compare_kernel(corpus: str, kernel: str) -> Comparison:
    """The reader's stream of a kernel against LLVM's (the lines llvm-mc-22 rejects not compared)."""
    mcpu, mattr, llvm, rejected = llvm_streams(corpus)[kernel]
    mine = read_kernel(corpus, kernel, mcpu, mattr)
    stream, pads, where = padded(mine.stream, llvm)
    skip = {where[n] for n, line in enumerate(mine.lines) if line in rejected}
    diffs = differences(stream, llvm, skip)
    if mine.incomplete:
        diffs = [f"not understood: line {n}: {why}" for n, why in mine.incomplete] + diffs
    return Comparison(kernel, len(llvm) - len(skip), pads, diffs)


def differences(mine: list[Entry | str], llvm: list[Entry], skip: set[int] | frozenset[int] = frozenset()
                ) -> list[str]:
    """What differs between the reader's stream and LLVM's, instruction by instruction (``skip``:
    instruction numbers not compared)."""
    out = []
    if len(mine) != len(llvm):
        out.append(f"{len(mine)} instructions read, LLVM has {len(llvm)}")
    for n, (a, b) in enumerate(zip(mine, llvm, strict=False)):
        if a == b or n in skip:
            continue
        if isinstance(a, str):
            out.append(f"#{n} {b[0]}: not understood: {a}")
            continue
        what = []
        if a[0] != b[0]:
            what.append(f"mnemonic {a[0]} != {b[0]}")
        for label, x, y in (("reads", a[1], b[1]), ("writes", a[2], b[2])):
            if x != y:
                what.append(f"{label} +{sorted(x - y)} -{sorted(y - x)}")
        out.append(f"#{n} {b[0]}: " + "; ".join(what))
    return out
