#!/usr/bin/env python3
"""Replay LLVM's own hazard lit tests through llc-22 and record what it pads, for amdmatrix check.

The inputs are my transcription of the MIR functions of LLVM's hazard tests
(tools/lit_inputs.py: llvm/test/CodeGen/AMDGPU/inserted-wait-states.mir, hazards-gfx950.mir,
mai-hazards*.mir, wmma-hazards*.mir, break-*-soft-clauses.mir, vcmpx-permlane-hazard.mir and
the others named there), each run on the targets of its RUN lines that the project has (and,
for the gfx6-gfx9 tests, on every CDNA target). For every function and target:

* ``llc-22 -start-after=post-RA-hazard-rec`` prints the function's assembly as written (the
  hazard recognizer does not run; the ``s_delay_alu``, ``s_clause`` and ``s_wait_alu`` that later passes add on
  gfx11+ are left out);
* ``llc-22 -run-pass=post-RA-hazard-rec`` pads it, and the padded MIR printed the same way
  gives the padded assembly;
* the two listings, compared line by line, give what LLVM inserted before each line: ``s_nop N``
  is N+1 wait states, ``v_nop`` (and the ``v_mov_b32 vN, vN`` of fixVcmpxPermlaneHazards) one
  VALU wait state, an ``s_waitcnt_depctr`` a mitigation that is not a count of wait states.

Records (tests/data/hazard_lit/cases.jsonl, one JSON object per line after a header):
  ``source``  ``<test file>::<function>``
  ``mcpu``    the -mcpu (``mattr``: the -mattr, if any)
  ``asm``     the assembly lines as written (labels, instructions; no directives)
  ``pad``     {line index: wait states LLVM inserted before that line}
  ``depctr``  line indices before which LLVM inserted an s_waitcnt_depctr

tests/hazards/test_hazard_lit.py replays them through ``amdmatrix check --fix`` (the same
padding, line by line) and re-derives llc-22's answer live for a sample.

Usage: python tools/gen_lit_replay.py [--out FILE]
"""

from __future__ import annotations

import argparse
import difflib
import json
import re
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from lit_inputs import FILES  # noqa: E402

LLC = "llc-22"
OUT = ROOT / "tests" / "data" / "hazard_lit" / "cases.jsonl"


def module(name: str, body: str) -> str:
    """A MIR module of one function with ``body`` (basic blocks ``bb.N:``; one is added if none)."""
    lines = [x.rstrip() for x in body.strip("\n").splitlines()]
    if not any(x.strip().startswith("bb.") for x in lines):
        lines = ["bb.0:", *lines]
    text = "".join(("  " + x.strip() if x.strip().startswith("bb.") else "    " + x.strip()) + "\n"
                   for x in lines if x.strip())
    return f"---\nname: {name}\ntracksRegLiveness: false\nbody: |\n{text}...\n"


def llc(cpu: str, mattr: str, mir: str, mode: str) -> str:
    args = [LLC, "-mtriple=amdgcn", f"-mcpu={cpu}", "-o", "-", "-x", "mir", "-"]
    args.append("-run-pass=post-RA-hazard-rec" if mode == "hazard" else "-start-after=post-RA-hazard-rec")
    if mattr:
        args.append(f"-mattr={mattr}")
    proc = subprocess.run(args, input=mir, capture_output=True, text=True, timeout=300, check=False)
    if proc.returncode:
        raise RuntimeError(proc.stderr.strip().splitlines()[-1] if proc.stderr.strip() else "llc failed")
    return proc.stdout


def listing(asm: str) -> list[str]:
    """The function's labels and instructions, as written (no directives, comments or s_endpgm padding)."""
    out = []
    for line in asm.splitlines():
        text = line.split(";")[0].rstrip()
        if not text.strip():
            continue
        s = text.strip()
        if s.startswith(".") and not s.endswith(":"):
            continue
        if s.endswith(":") and not s.startswith(".LBB"):
            continue
        if s.startswith(("s_delay_alu", "s_clause", "s_wait_alu")):  # added after the recognizer (gfx11+)
            continue
        out.append(s)
    return out


_NOP = re.compile(r"s_nop (\d+)$")
_VMOV_SELF = re.compile(r"v_mov_b32(_e32)? (v\d+), (v\d+)$")


def inserted(plain: list[str], padded: list[str]) -> tuple[dict[int, int], list[int]]:
    """What ``padded`` adds to ``plain``: wait states before each line index, and the depctr lines."""
    pad: dict[int, int] = {}
    depctr: list[int] = []
    sm = difflib.SequenceMatcher(a=plain, b=padded, autojunk=False)
    for tag, i1, i2, j1, j2 in sm.get_opcodes():
        if tag == "equal":
            continue
        if tag != "insert":
            raise RuntimeError(f"llc changed lines, not only inserted: {plain[i1:i2]} -> {padded[j1:j2]}")
        for x in padded[j1:j2]:
            m = _NOP.match(x)
            v = _VMOV_SELF.match(x)
            if m:
                pad[i1] = pad.get(i1, 0) + int(m.group(1)) + 1
            elif x == "v_nop" or x.startswith("v_nop_e32") or (v and v.group(2) == v.group(3)):
                pad[i1] = pad.get(i1, 0) + 1
            elif x.startswith("s_waitcnt_depctr"):
                depctr.append(i1)
            else:
                raise RuntimeError(f"llc inserted {x!r}")
    return pad, depctr


def case(source: str, cpu: str, mattr: str, name: str, body: str) -> dict[str, object]:
    mir = module(name, body)
    plain = listing(llc(cpu, mattr, mir, "asm"))
    padded_mir = llc(cpu, mattr, mir, "hazard")
    padded = listing(llc(cpu, mattr, padded_mir, "asm"))
    pad, depctr = inserted(plain, padded)
    rec: dict[str, object] = {"source": f"{source}::{name}", "mcpu": cpu}
    if mattr:
        rec["mattr"] = mattr
    rec.update({"asm": plain, "pad": {str(k): v for k, v in sorted(pad.items())}, "depctr": sorted(set(depctr))})
    return rec


def generate() -> tuple[list[dict[str, object]], list[str]]:
    out: list[dict[str, object]] = []
    skipped: list[str] = []
    for source, cpus, mattr, funcs in FILES:
        for cpu in cpus:
            for name, body in funcs.items():
                try:
                    out.append(case(source, cpu, mattr, name, body))
                except RuntimeError as e:
                    skipped.append(f"{source}::{name} on {cpu}: {e}")
    return out, skipped


def llc_version() -> str:
    proc = subprocess.run([LLC, "--version"], capture_output=True, text=True, check=True)
    return next(x.strip() for x in proc.stdout.splitlines() if "LLVM version" in x)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=OUT)
    args = ap.parse_args(argv)
    cases, skipped = generate()
    for s in skipped:
        print("skipped (llc rejects it):", s, file=sys.stderr)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    head = {"llvm": llc_version(), "generator": "tools/gen_lit_replay.py", "cases": len(cases),
            "skipped": len(skipped)}
    with args.out.open("w") as f:
        f.write(json.dumps(head) + "\n")
        for c in cases:
            f.write(json.dumps(c) + "\n")
    print(f"{len(cases)} cases ({len(skipped)} skipped) -> {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
