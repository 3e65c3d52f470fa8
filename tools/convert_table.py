"""Write docs/convert.md: every compatible pair of CDNA3, CDNA4, RDNA3 and RDNA4 with the cost of
the verified plan through registers and through the LDS (as given and with the producer computing
D^T), which one ``amdmatrix convert`` publishes, the llvm-mc-22 and hazard-checker results, and
the comparison with the counts Triton's pull requests published.

    PYTHONPATH=src python3 tools/convert_table.py [docs/convert.md]

Every plan is verified by amdmatrix.conversion itself (it raises otherwise); this tool also
assembles every plan with llvm-mc-22 and runs amdmatrix.check on it between its producers and
consumers, and refuses to write the file if the published plan is not the cheaper one or a
Triton row is above its published count.
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import amdmatrix
from amdmatrix.conversion import COSTS, Plan, _wrap, compatible_pairs, convert, routes

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


def cell(x: Plan | None, published: bool) -> str:
    if x is None:
        return "—"
    z = ", zero-cost" if x.zero_cost else ""
    cost = f"**{x.cost}**" if published else str(x.cost)
    return f"{cost} ({x.instructions}: {movement(x)} moving; +{x.extra_vgprs} VGPRs{z})"


def main() -> int:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/convert.md")
    lines: list[str] = []
    summary: list[str] = []
    wins: list[str] = []
    times: list[float] = []
    for arch in ARCHS:
        pairs = compatible_pairs(arch)
        rows: list[str] = []
        plans: list[Plan] = []
        zero = 0
        count = {"registers": 0, "lds": 0, "tie": 0}
        lds_where: dict[str, int] = {}
        for p, q, o in pairs:
            got: dict[str, dict[str, Plan]] = {}
            for tiles in ("in-order", "transposed"):
                t0 = time.perf_counter()
                both = {plan.route: plan for plan in routes(arch, p, q, o, tiles=tiles)}
                times.append(time.perf_counter() - t0)
                got[tiles] = both
                for plan in both.values():
                    plans.append(plan)
                    if amdmatrix.check(_wrap(plan), arch):
                        raise SystemExit(f"hazard check failed: {arch} {p} {q} {o} {tiles} ({plan.route})")
                reg, lds = both["registers"], both.get("lds")
                if lds is None or reg.cost < lds.cost:
                    count["registers"] += 1
                elif lds.cost < reg.cost:
                    count["lds"] += 1
                    key = f"{o} {'with Dᵀ' if tiles == 'transposed' else 'as given'}"
                    lds_where[key] = lds_where.get(key, 0) + 1
                else:
                    count["tie"] += 1
            a, t = got["in-order"], got["transposed"]
            zero += a["registers"].zero_cost or t["registers"].zero_cost

            def pick(both: dict[str, Plan]) -> str:
                lds = both.get("lds")
                return "lds" if lds is not None and lds.cost < both["registers"].cost else "registers"

            pa, pt = pick(a), pick(t)
            cvt = a["registers"].cvt or "—"
            rows.append(f"| {p} | {q} {o} | {a['registers'].tiles[0]}→{a['registers'].tiles[1]} | {cvt} | "
                        f"{cell(a['registers'], pa == 'registers')} | {cell(a.get('lds'), pa == 'lds')} | "
                        f"{cell(t['registers'], pt == 'registers')} | {cell(t.get('lds'), pt == 'lds')} |")
        # the published plan is the cheaper one: checked on a sample through the public API
        for p, q, o in pairs[::max(1, len(pairs) // 6)]:
            published = convert(arch, p, q, o, compare=False)
            both = {plan.route: plan.cost for plan in routes(arch, p, q, o)}
            if published.cost != min(both.values()):
                raise SystemExit(f"convert published cost {published.cost}, not the cheaper of {both}: {arch} {p}")
        print(f"{arch}: {len(pairs)} pairs planned", flush=True)
        bad, first = assemble(arch, plans)
        if bad:
            raise SystemExit(f"llvm-mc-22 refused {bad} plans on {arch}: {first}")
        n = 2 * len(pairs)
        every = f"{len(plans)} of {len(plans)}"
        summary.append(f"| {arch.upper()} | {len(pairs)} | {every} | {every} | {every} | {count['registers']} | "
                       f"{count['lds']} | {count['tie']} | {zero} |")
        where = ", ".join(f"{k}: {v}" for k, v in sorted(lds_where.items(), key=lambda kv: (kv[0][0], "Dᵀ" in kv[0])))
        wins.append(f"* **{arch.upper()}**: of {n} orientations, registers are cheaper in {count['registers']}, the "
                    f"LDS in {count['lds']} ({where or 'none'}), and {count['tie']} cost the same (registers are "
                    "published).")
        lines.append(f"\n## {arch.upper()} ({ARCHS[arch]})\n")
        lines.append("| producer (D) | consumer operand | tiles | conversion | as given: registers | as given: LDS "
                     "| Dᵀ: registers | Dᵀ: LDS |")
        lines.append("|---|---|---|---|---|---|---|---|")
        lines += rows
    triton = ["| pull request | conversion | published (per pair of packed registers) | general pathway | "
              "amdmatrix (per pair) | amdmatrix plan |", "|---|---|---|---|---|---|"]
    for pr, what, published, general, count_, args in TRITON:
        plan = convert(*args[:4], tiles=args[4])
        pairs_ = len(plan.outputs) // 2
        per = movement(plan) / pairs_
        if per > count_:
            raise SystemExit(f"amdmatrix is worse than {pr}: {per} > {count_}")
        moves = ", ".join(f"{n} {m}" for m, n in plan.counts.items() if m != plan.cvt)
        triton.append(f"| {pr} | {what} | {published} | {general} | {per:g} | "
                      f"`amdmatrix convert -a {args[0]} --from {args[1]} --to {args[2]}:{args[3]} --tiles {args[4]}`: "
                      f"{moves} for {len(plan.outputs)} registers ({plan.route}) |")
    times.sort()
    head = [
        "# Conversions between matrix instructions (`amdmatrix convert`)",
        "",
        "Generated by `tools/convert_table.py`; do not edit by hand. For every pair and orientation",
        "two plans are made and verified: a shuffle through registers, and a store to the LDS with a",
        "load back. Each was executed by the data-movement emulator and compared element by element",
        "with the consumer's layout, assembled with llvm-mc-22 for its target, and checked clean by",
        "`amdmatrix check` between its producers and consumers (with the s_nops the plan carries).",
        "`amdmatrix convert` publishes the cheaper (in **bold**; registers on a tie).",
        "",
        "Costs are in VALU-instruction units (`amdmatrix.conversion.COSTS`): a VALU, DPP, permlane or",
        f"conversion instruction {COSTS['valu']}, an LDS-unit permute (`ds_bpermute_b32`, `ds_swizzle_b32`) "
        f"{COSTS['lds_permute']},",
        f"and an LDS store or load {COSTS['lds_issue']} plus the cycles the LDS model gives it (its phases, each as "
        "many cycles",
        "as its worst bank conflict) over the cycles one VALU instruction takes (4 for a wave64 on",
        "CDNA's 16-lane SIMDs, 1 for a wave32 on RDNA's SIMD32), the sum rounded up. The packing",
        "conversion (`v_cvt_pk_*`) is counted, and the count of instructions that only move data is",
        "given apart. Set-up instructions (lane masks, selectors, LDS addresses: once per kernel) are",
        "not counted.",
        "",
        "A *compatible pair* is a dense single-block producer whose D is FP32 (or a 16-bit D feeding",
        "the same type) and a dense single-block consumer operand whose format the architecture can",
        "convert to (see `CONVERSIONS`), with the producer's rows equal to A's rows (or its columns",
        "to B's columns). By default the producer's columns feed the consumer's K in order (B: its",
        "rows); the Dᵀ columns give the cost when the producer computes Dᵀ by swapping its A and B.",
        "",
        "| architecture | compatible pairs | plans verified (both routes) | plans accepted by llvm-mc-22 | "
        "plans clean under amdmatrix check | registers cheaper | LDS cheaper | same cost | "
        "pairs with a zero-cost orientation |",
        "|---|---|---|---|---|---|---|---|---|",
        *summary,
        "",
        "## Where each route wins",
        "",
        *wins,
        "",
        "The register route wins wherever the producer's D is already the operand's arrangement or",
        "close to it: every zero-cost orientation (the packing alone), and the exchanges a permlane",
        "swap or a DPP move does in one instruction per register pair (CDNA4's 32- and 16-lane swaps:",
        "Triton's own cases below). The LDS wins where the D's lanes run along the wrong dimension",
        "and the register route needs lane exchanges through `ds_bpermute`/`ds_swizzle` or the",
        "`v_cndmask` pathway for several lane bits: a store of the values (whole registers where the",
        "layout's lowest address bits are register bits, their halves or bytes otherwise) and a wide",
        "load, or on CDNA4 a transposing load (`ds_read_b64_tr_b16`/`_b8`), costs less. Every LDS plan",
        "is conflict-free where an XOR swizzle of the byte address can make it so; its LDS bytes are",
        "the wave's own (`--lds-base` places them).",
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
        '## What a plan says',
        '',
        '* Where each producer tile\'s D must be (tile t at v[t×n ...], n the registers of one D) and',
        '  which K of the chained product it holds; which registers hold each consumer tile (a',
        '  register tuple, on an even register where the architecture needs it) and its K range.',
        '* Every register the set-up and the sequence write (`Registers clobbered`), SGPRs included,',
        '  and the set-up values the sequence reads (to keep from the set-up on). SGPRs come from s24',
        '  on unless `--free-sgprs` names others (the HSA kernel ABI preloads at most s0-s20);',
        "  `--free-vgprs` names the VGPRs besides D's; too few of either is refused with the count.",
        '* The wait states after the last producer (instructions between them count toward them: a',
        '  softmax between the two matrix instructions of attention), inside, and before whichever',
        '  consumer comes first; the sequence carries them as `s_nop`s.',
        '* The HIP form of each instruction with its controls as numbers (a DPP control, a swizzle',
        '  offset, a selector, a lane mask, an S_WAITCNT immediate), each compiled by clang-22 to the',
        '  same instruction in `tests/emulate/test_convert_hip.py`; the set-up\'s per-lane values as',
        '  expressions of `__lane_id()`.',
        '',
        '## Limits',
        '',
        '* The default wave size only (wave64 on CDNA, wave32 on RDNA); gfx1250 (provisional layouts),',
        '  sparse, block-scaled and multi-block instructions, and integer and FP64 chains are not planned.',
        '* The register search tries exchanges of one position bit for another (decision 133); the LDS',
        '  search tries each read of the architecture, a few orders of the coordinates after the read\'s',
        '  elements, and CuTe swizzles `Swizzle<B,M,S>` with B up to 4 (decisions 215-217). A plan',
        '  mixing the two (a permlane swap, then a store) is not tried.',
        '* The LDS model has no rows for the 8- and 16-bit stores; they are taken as served like',
        '  `ds_write_b32` (its banks and phases), and the plan says so.',
        '* Costs are a model (decision 134), not measurements; set-up code is hoisted and not counted.',
        '* `--svg FILE` draws the arrangement after every register step (the first four registers) and',
        "  the consumer's first tile, each cell labelled with the producer register and lane it came from.",
    ]
    out.write_text("\n".join(head + lines) + "\n")
    print(f"wrote {out}; planning time per pair and orientation (both routes, each verified): median "
          f"{times[len(times) // 2]:.3f} s, worst {times[-1]:.3f} s ({len(times)} orientations)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
