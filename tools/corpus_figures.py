#!/usr/bin/env python3
"""Print the reader-vs-assembler figures of docs/hazards.md, from the corpus of tests/data/asm_corpus.

1. Streams: for every kernel of every corpus, the reader's stream against LLVM's (vendored by
   tools/gen_asm_corpus.py): kernels, instructions compared, LLVM's alignment padding, and
   differences.
2. Findings (needs llvm-mc-22 and llvm-objdump-22): for every kernel amdmatrix checks (MIOpen's
   gfx908/gfx90a/gfx942 kernels, Tensile's DGEMM), ``amdmatrix check`` on the source against
   ``amdmatrix check`` on llvm-objdump's listing of llvm-mc's object, finding for finding.
3. The shipped selection (gen_asm_corpus.selection: three MIOpen kernels of each xdlops NHWC
   directory and Tensile's DGEMM): the same, how many hold the comma-less operand, and
   ``check --fix``: nothing left after it, and a second fix changes nothing.
4. The compiled corpus (Triton 3.9, clang-22): the findings of each file.

Usage: python tools/corpus_figures.py [--jobs N] [--no-findings]
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import tempfile
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "tests" / "support"))
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "tools"))

CHECKED = {"gfx908": "cdna1", "gfx90a": "cdna2", "gfx942": "cdna3", "gfx950": "cdna4", "gfx1100": "rdna3",
           "gfx1200": "rdna4", "gfx1250": "gfx1250"}
#: a line whose last operand follows the one before without a comma (v_cndmask_b32 v1, 0, 1 vcc)
COMMALESS = re.compile(rb"^[ \t]*v_\w+[^;\n]*[^,\s][ \t]+(vcc|vcc_lo|exec|s\[[^\]]*\])[ \t]*(;.*)?$", re.M)


def _streams(corpus: str) -> tuple[str, int, int, int, list[str]]:
    import corpus as cp

    kernels = instructions = padding = 0
    bad: list[str] = []
    unread: list[str] = []
    for k, (mcpu, _, _, _) in cp.llvm_streams(corpus).items():
        c = cp.compare_kernel(corpus, k)
        kernels += 1
        instructions += c.instructions
        padding += c.padding
        for d in c.differences:
            (unread if mcpu in ("gfx900", "gfx1030") and ": not understood: " in d else bad).append(f"{k}: {d}")
    return corpus, kernels, instructions, padding, bad, unread


def _findings(job: tuple[str, str]) -> tuple[str, str, int, int, int, str]:
    """(corpus, kernel, instructions, findings from source, from the listing, what differs)."""
    import corpus as cp
    from llvm_listing import compare

    corpus, kernel = job
    mcpu = cp.llvm_streams(corpus)[kernel][0]
    with tempfile.TemporaryDirectory() as tmp:
        for name, data in cp.files(corpus).items():
            if os.path.dirname(name) == os.path.dirname(kernel):
                path = os.path.join(tmp, name)
                os.makedirs(os.path.dirname(path), exist_ok=True)
                Path(path).write_bytes(data)
        c = compare(os.path.join(tmp, kernel), CHECKED[mcpu], mcpu)
    why = "" if c.agree and c.source_instructions == c.listing_instructions else \
        f"{c.source_instructions}/{c.listing_instructions} instructions, findings {c.source_findings[:3]} vs " \
        f"{c.listing_findings[:3]}"
    return corpus, kernel, c.source_instructions, len(c.source_findings), len(c.listing_findings), why


#: The construct, as MIOpen writes it and in its other spellings: (consumer, encoding llvm-mc picks)
PRODUCER = "v_cmp_gt_u32 vcc, s[4], v[6]"
CONSUMERS = [("v_cndmask_b32 v[7], 0, 1 vcc", "e64"), ("v_cndmask_b32 v[7], 0, 1, vcc", "e64"),
             ("v_cndmask_b32 v[7] 0 1 vcc", "e64"), ("v_cndmask_b32_e64 v[7], 0, 1 vcc", "e64"),
             ("v_cndmask_b32 v[7], 0, v[1] vcc", "e32"), ("v_cndmask_b32 v[7], 0, v[1], vcc", "e32"),
             ("v_cndmask_b32 v[7], 0, v[1]", "e32")]
MIR = {"e64": "V_CMP_GT_U32_e32 $sgpr4, $vgpr6, implicit-def $vcc, implicit $exec\n"
              "$vgpr7 = V_CNDMASK_B32_e64 0, 0, 0, 1, $vcc, implicit $exec\nS_ENDPGM 0\n",
       "e32": "V_CMP_GT_U32_e32 $sgpr4, $vgpr6, implicit-def $vcc, implicit $exec\n"
              "$vgpr7 = V_CNDMASK_B32_e32 0, $vgpr1, implicit $vcc, implicit $exec\nS_ENDPGM 0\n"}


def construct() -> None:
    """The comma-less construct: amdmatrix's wait states against llc-22's padding of the same pair."""
    import shutil

    from amdmatrix.hazards import api

    print("0. v_cmp_gt_u32 vcc, ... then v_cndmask_b32 reading VCC: wait states (amdmatrix / llc-22 "
          "-run-pass=post-RA-hazard-rec)")
    llc = shutil.which("llc-22") is not None
    if llc:
        import gen_lit_replay as gen
    for arch in ("gfx942", "gfx950", "gfx90a"):
        pads = {}
        for form, body in MIR.items():
            pads[form] = "?"
            if llc:
                rec = gen.case("amdmatrix:optional-comma", arch, "", f"cndmask_{form}", body)
                pads[form] = str(sum(int(v) for v in rec["pad"].values()))  # type: ignore[attr-defined]
        for line, form in CONSUMERS:
            mine = sum(v.missing for v in api.check(arch, f"{PRODUCER}\n{line}\n"))
            print(f"   {arch}: {line:<36} ({form}): {mine} / {pads[form]}")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--no-findings", action="store_true", help="the streams only (no llvm-mc needed)")
    ap.add_argument("--selection", action="store_true",
                    help="findings for the shipped selection only (not the whole MIOpen corpus)")
    ap.add_argument("--skip-streams", action="store_true", help="leave out the stream comparison")
    args = ap.parse_args()
    import corpus as cp
    import gen_asm_corpus as gen

    from amdmatrix.hazards import api

    start = time.time()
    construct()
    print("1. The reader's stream against llvm-mc-22's object, instruction by instruction")
    with ProcessPoolExecutor(args.jobs if not args.skip_streams else 1) as pool:
        for corpus, kernels, instructions, padding, bad, unread in pool.map(
                _streams, [] if args.skip_streams else ["miopen-dynamic_igemm", "tensile", "compiled"]):
            print(f"   {corpus}: {kernels} kernels, {instructions:,} instructions compared "
                  f"({padding:,} s_nop/s_code_end padding of LLVM's), differences: {len(bad)}; "
                  f"gfx900/gfx1030 lines named as not understood: {len(unread)}")
            for b in bad[:5]:
                print(f"      {b}")
            for u in sorted({u.split(": ", 1)[1].split("#", 1)[-1] for u in unread})[:3]:
                print(f"      not understood (read-only target): {u[:160]}")
    files = cp.files("miopen-dynamic_igemm")
    chosen = gen.selection(files)
    if not args.no_findings:
        print("2. Findings from source against findings from the listing (amdmatrix check, live llvm-mc-22)")
        jobs = [(c, k) for c in ("miopen-dynamic_igemm", "tensile") for k, v in cp.llvm_streams(c).items()
                if v[0] in CHECKED and (not args.selection or (c, k) in chosen)]
        totals: Counter[str] = Counter()
        mine: dict[tuple[str, str], tuple[int, int, int, str]] = {}
        with ProcessPoolExecutor(args.jobs) as pool:
            for corpus, kernel, n, src, lst, why in pool.map(_findings, jobs, chunksize=8):
                mine[(corpus, kernel)] = (n, src, lst, why)
                totals["kernels"] += 1
                totals["instructions"] += n
                totals["findings"] += src
                totals["disagree"] += bool(why)
                if why:
                    print(f"      {kernel}: {why}")
                if totals["kernels"] % 500 == 0:
                    print(f"      ... {totals['kernels']} kernels, {totals['instructions']:,} instructions, "
                          f"{totals['findings']:,} findings, {totals['disagree']} differ", flush=True)
        print(f"   {totals['kernels']} kernels, {totals['instructions']:,} instructions, {totals['findings']:,} "
              f"findings from source; kernels whose findings differ from the listing's: {totals['disagree']}")
        print(f"3. The shipped selection: {len(chosen)} kernels")
        sel = [mine[x] for x in chosen]
        commaless = [k for c, k in chosen if c == "miopen-dynamic_igemm" and COMMALESS.search(files[k])]
        lines = sum(len(COMMALESS.findall(files[k])) for k in commaless)
        print(f"   {sum(s[0] for s in sel):,} instructions, {sum(s[1] for s in sel):,} findings from source, "
              f"{sum(s[2] for s in sel):,} from the listing, kernels that differ: {sum(bool(s[3]) for s in sel)}; "
              f"{len(commaless)} hold a comma-less last operand ({lines} lines in the kernel files)")
        fixed = again = left = 0
        for corpus, kernel in chosen:
            fs = cp.files(corpus)
            mcpu = cp.llvm_streams(corpus)[kernel][0]

            def read(path: str, fs: dict[str, bytes] = fs) -> str:
                return fs[os.path.normpath(path)].decode("utf-8", "surrogateescape")

            text = read(kernel)
            with tempfile.TemporaryDirectory() as tmp:
                for name, data in fs.items():
                    if os.path.dirname(name) == os.path.dirname(kernel):
                        path = os.path.join(tmp, name)
                        os.makedirs(os.path.dirname(path), exist_ok=True)
                        Path(path).write_bytes(data)
                path = os.path.join(tmp, kernel)
                out = api.fix(mcpu, text, path=path)
                Path(path).write_text(out)
                left += len(api.check(mcpu, out, path=path))
                again += api.fix(mcpu, out, path=path) != out
                fixed += out != text
        print(f"   check --fix: {fixed} kernels padded; findings left after it: {left}; "
              f"kernels a second --fix changes: {again}")
    print("4. The compiled corpus (tests/data/compiled): amdmatrix check on each file")
    from support.compiled_corpus import kernels as compiled_kernels

    seen: set[str] = set()
    for e in compiled_kernels():
        if e["path"] in seen or e["arch"] not in CHECKED:
            continue
        seen.add(e["path"])
        text = (cp.COMPILED / e["path"]).read_text()
        report = api.analyse(e["arch"], text, wave=e["wave"])
        rules = Counter(f.rule.id for f in report.findings)
        print(f"   {e['path']}: {len(report.violations)} findings{' ' + str(dict(rules)) if rules else ''}"
              f"{'; INCOMPLETE ' + str(report.incomplete[:2]) if report.incomplete else ''}")
    print(f"({time.time() - start:.0f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
