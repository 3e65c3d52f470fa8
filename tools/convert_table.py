"""Write docs/convert.md: every compatible pair of CDNA3, CDNA4, RDNA3 and RDNA4 with the cost of
the best verified plan (as given and with the producer computing D^T), the llvm-mc-22 and
hazard-checker results, and the comparison with the counts Triton's pull requests published.

    PYTHONPATH=src python3 tools/convert_table.py [docs/convert.md]

Every plan is verified by amdmatrix.convert itself (it raises otherwise); this tool also
assembles every plan with llvm-mc-22 and runs amdmatrix.check on it between its producer and
consumer.
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import amdmatrix
from amdmatrix.conversion import Plan, _wrap, compatible_pairs, convert

ARCHS = {"cdna3": "gfx942", "cdna4": "gfx950", "rdna3": "gfx1100", "rdna4": "gfx1200"}

#: Conversions whose instruction counts Triton's AMD backend published: (pull request, what,
#: the published count per pair of packed registers, the general pathway's count, the plan).
TRITON = [
    ("[#7825](https://github.com/triton-lang/triton/pull/7825)",
     "CDNA4, 32x32 MFMA result (transposed) to the 8-bit dot operand", "1 v_permlane_swap",
     "1 v_cndmask + 1 ds_bpermute + 2 v_cndmask (4)", 1,
     ("cdna4", "v_mfma_f32_32x32x16_f16", "v_mfma_f32_32x32x64_f8f6f4", "A", "transposed")),
    ("[#7825](https://github.com/triton-lang/triton/pull/7825), "
     "[#7861](https://github.com/triton-lang/triton/pull/7861)",
     "CDNA4, 16x16 MFMA result (transposed) to the 8-bit dot operand", "2 v_permlane_swap (a 32-swap and a 16-swap)",
     "2 v_cndmask + 2 ds_bpermute + 2 v_cndmask (6)", 2,
     ("cdna4", "v_mfma_f32_16x16x32_f16", "v_mfma_f32_16x16x128_f8f6f4", "A", "transposed")),
]


def movement(plan: Plan) -> int:
    return plan.instructions - plan.conversions


def assemble(arch: str, plans: list[Plan]) -> tuple[int, str]:
    bad = 0
    first = ""
    for plan in plans:
        text = plan.setup + "\n" + plan.asm + "\n"
        done = subprocess.run(["llvm-mc-22", "-triple=amdgcn", f"-mcpu={ARCHS[arch]}", "-o", "/dev/null"],
                              input=text, capture_output=True, text=True, check=False)
        if done.returncode or "error" in done.stderr:
            bad += 1
            first = first or done.stderr[:300]
    return bad, first


def main() -> int:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/convert.md")
    lines: list[str] = []
    summary: list[str] = []
    times: list[float] = []
    for arch in ARCHS:
        pairs = compatible_pairs(arch)
        rows: list[str] = []
        plans: list[Plan] = []
        zero = 0
        for p, q, o in pairs:
            got = {}
            for tiles in ("in-order", "transposed"):
                t0 = time.perf_counter()
                plan = convert(arch, p, q, o, tiles=tiles, compare=False)
                times.append(time.perf_counter() - t0)
                got[tiles] = plan
                plans.append(plan)
                if amdmatrix.check(_wrap(plan), arch):
                    raise SystemExit(f"hazard check failed: {arch} {p} {q} {o} {tiles}")
            a, t = got["in-order"], got["transposed"]
            zero += a.zero_cost or t.zero_cost

            def cell(x: Plan) -> str:
                z = ", zero-cost" if x.zero_cost else ""
                return f"{x.cost} ({x.instructions}: {movement(x)} moving; +{x.extra_vgprs} VGPRs{z})"

            cvt = a.cvt or ("—" if a.cvt is None else "")
            rows.append(f"| {p} | {q} {o} | {a.tiles[0]}→{a.tiles[1]} | {cvt} | {cell(a)} | {cell(t)} |")
        print(f"{arch}: {len(pairs)} pairs planned", flush=True)
        bad, first = assemble(arch, plans)
        if bad:
            raise SystemExit(f"llvm-mc-22 refused {bad} plans on {arch}: {first}")
        summary.append(f"| {arch.upper()} | {len(pairs)} | {len(pairs)} (100%) | {len(plans)} of {len(plans)} | "
                       f"{len(plans)} of {len(plans)} | {zero} |")
        lines.append(f"\n## {arch.upper()} ({ARCHS[arch]})\n")
        lines.append("| producer (D) | consumer operand | tiles | conversion | cost as given (instructions) "
                     "| cost with Dᵀ (A and B swapped) |")
        lines.append("|---|---|---|---|---|---|")
        lines += rows
    triton = ["| pull request | conversion | published (per pair of packed registers) | general pathway | "
              "amdmatrix (per pair) | amdmatrix plan |", "|---|---|---|---|---|---|"]
    for pr, what, published, general, count, args in TRITON:
        plan = convert(*args[:4], tiles=args[4])
        pairs = len(plan.outputs) // 2
        per = movement(plan) / pairs
        if per > count:
            raise SystemExit(f"amdmatrix is worse than {pr}: {per} > {count}")
        moves = ", ".join(f"{n} {m}" for m, n in plan.counts.items() if m != plan.cvt)
        triton.append(f"| {pr} | {what} | {published} | {general} | {per:g} | "
                      f"`amdmatrix convert -a {args[0]} --from {args[1]} --to {args[2]}:{args[3]} --tiles {args[4]}`: "
                      f"{moves} for {len(plan.outputs)} registers |")
    times.sort()
    head = [
        "# Conversions between matrix instructions (`amdmatrix convert`)",
        "",
        "Generated by `tools/convert_table.py`; do not edit by hand. Every plan below was executed",
        "by the data-movement emulator and compared element by element with the consumer's layout,",
        "assembled with llvm-mc-22 for its target, and checked clean by `amdmatrix check` between its",
        "producer and consumer (with the s_nops the plan carries). Costs are in the model's units",
        "(`amdmatrix.conversion.COSTS`: a VALU or DPP or permlane instruction 1, an LDS-unit permute 2);",
        "the packing conversion (`v_cvt_pk_*`) is counted, and the count of instructions that only",
        "move data is given apart. Set-up instructions (lane masks, selectors, addresses: once per",
        "kernel) are not counted.",
        "",
        "A *compatible pair* is a dense single-block producer whose D is FP32 (or a 16-bit D feeding",
        "the same type) and a dense single-block consumer operand whose format the architecture can",
        "convert to (see `CONVERSIONS`), with the producer's rows equal to A's rows (or its columns",
        "to B's columns). By default the producer's columns feed the consumer's K in order (B: its",
        "rows); the last column gives the cost when the producer computes Dᵀ by swapping its A and B.",
        "",
        "| architecture | compatible pairs | with a verified plan | plans accepted by llvm-mc-22 | "
        "plans clean under amdmatrix check | pairs with a zero-cost orientation |",
        "|---|---|---|---|---|---|",
        *summary,
        "",
        f"Planning time per plan on this machine: median {times[len(times) // 2]:.2f} s, "
        f"worst {times[-1]:.2f} s ({len(times)} plans).",
        "",
        "## Against the counts Triton published",
        "",
        "Triton's AMD backend added one hand-written conversion per pull request. Where a pull request",
        "states its instruction count, amdmatrix finds a sequence at least as short (the tool refuses",
        "to write this file otherwise):",
        "",
        *triton,
        "",
        "The other pull requests of that series state no instruction count for a D-to-operand",
        "conversion: [#5139](https://github.com/triton-lang/triton/pull/5139) (CDNA3 FP8, warp",
        "shuffles), [#6744](https://github.com/triton-lang/triton/pull/6744) and",
        "[#7625](https://github.com/triton-lang/triton/pull/7625) (32x32 16-bit MFMA to a store",
        "layout with v_permlane on CDNA4), [#7947](https://github.com/triton-lang/triton/pull/7947)",
        "(permlane_swap between two dots), [#8724](https://github.com/triton-lang/triton/pull/8724)",
        "(gfx1250, which the planner does not cover yet) and",
        "[#9014](https://github.com/triton-lang/triton/pull/9014) (v_perm for in-thread 8-bit",
        "conversions).",
        '',
        '## Limits',
        '',
        '* The default wave size only (wave64 on CDNA, wave32 on RDNA); gfx1250 (provisional layouts),',
        '  sparse, block-scaled and multi-block instructions, and integer and FP64 chains are not planned.',
        '* The search tries exchanges of one position bit for another (decision 133); an LDS round trip',
        '  (`ds_write`/`ds_read`, which the emulator models) is not yet a candidate, so for the costly',
        '  orientations (a D whose lanes run along the wrong dimension) a round trip may be cheaper.',
        '* Costs are a model (decision 134), not measurements; set-up code is hoisted and not counted.',
        '* `--svg FILE` draws the arrangement after every step (the first four registers) and the',
        "  consumer's first tile, each cell labelled with the producer register and lane it came from.",
    ]
    out.write_text("\n".join(head + lines) + "\n")
    print(f"wrote {out}: median {times[len(times) // 2]:.3f} s, worst {times[-1]:.3f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
