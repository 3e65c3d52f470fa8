"""A seeded generator of hand-written-style kernels: symbols, macros, .rept, .if, labels, comments.

Every kernel it makes is valid for llvm-mc-22 with the ``-mcpu`` of its architecture, so the
hazard checker's findings from source can be compared with those from llvm-mc-22 and
llvm-objdump-22 (tests/support/llvm_listing.py). The kernels mix the constructs of MIOpen's
and Tensile's assembly: register bases as ``.set`` symbols, ranges ``v[v_a+1:v_a+2]``,
macros with ``\\arg`` and defaults, ``.rept`` with a counter symbol, ``.if``/``.else``,
loops with labels and branches, block and line comments, and a metadata block.
"""

from __future__ import annotations

import random

#: (architecture, -mcpu, MFMA with 1-register A/B, its D size, a 2-pass-or-more MFMA, its D size,
#: its A/B size)
ARCHS = [
    ("cdna1", "gfx908", "v_mfma_f32_4x4x1f32", 4, "v_mfma_f32_32x32x8f16", 16, 2),
    ("cdna2", "gfx90a", "v_mfma_f32_4x4x1f32", 4, "v_mfma_f32_32x32x8f16", 16, 2),
    ("cdna3", "gfx942", "v_mfma_f32_4x4x1_16b_f32", 4, "v_mfma_f32_32x32x8_f16", 16, 2),
    ("cdna4", "gfx950", "v_mfma_f32_4x4x1_16b_f32", 4, "v_mfma_f32_32x32x16_f16", 16, 4),
]


def kernel(seed: int, arch_index: int | None = None, blocks: int = 6) -> tuple[str, str, str]:
    """(architecture, -mcpu, text) of a random kernel."""
    rnd = random.Random(seed)
    arch, mcpu, small, small_d, big, big_d, big_ab = ARCHS[rnd.randrange(len(ARCHS)) if arch_index is None
                                                              else arch_index]
    acc = "a" if rnd.random() < 0.6 or mcpu == "gfx908" else "v"  # gfx908's MFMA accumulates in AGPRs only
    out = [f"; generated kernel {seed} for {mcpu}", "/* register plan:",
           " * v_a, v_b: operands; v_c: results */", ".text", f".globl k{seed}", ".p2align 8",
           f".type k{seed},@function",
           ".set v_a, 64", ".set v_b, v_a + 8", "v_c = v_b + 8", ".set a_c, 0", ".set s_cnt, 4",
           f"ACC_BIG = {big_d}",
           ".macro small_mac d, ra=v_a, rb=v_b",
           f"    {small} {acc}[\\d:\\d+{small_d - 1}], v[\\ra], v[\\rb], {acc}[\\d:\\d+{small_d - 1}]",
           ".endm",
           ".macro big_mac d",
           f"    {big} {acc}[\\d:\\d+ACC_BIG-1], v[v_a:v_a+{big_ab - 1}], v[v_b:v_b+{big_ab - 1}], "
           f"{acc}[\\d:\\d+ACC_BIG-1]",
           ".endm",
           ".macro read_out vd, src, n=2",
           "    .set r, 0",
           "    .rept \\n",
           ("        v_accvgpr_read_b32 v[\\vd+r], a[\\src+r]" if acc == "a" else
            "        v_mov_b32 v[\\vd+r], v[\\src+r]"),
           "        .set r, r + 1",
           "    .endr",
           ".endm",
           f"k{seed}:"]
    for b in range(blocks):
        out.append(f"L{b}_{seed}:" if rnd.random() < 0.7 else f"L{b}_{seed}: ; a block")
        for _ in range(rnd.randrange(3, 9)):
            pick = rnd.random()
            d = rnd.choice([0, 4, 8]) if acc == "a" else rnd.choice([0, 4, 8]) + 96
            if pick < 0.2:
                out.append(f"    small_mac {('a_c+' if acc == 'a' else '')}{d}")
            elif pick < 0.3:
                out.append(f"    big_mac {16 if acc == 'a' else 112}")
            elif pick < 0.45:
                k = rnd.randrange(4)
                out.append(f"    v_mov_b32 v[v_a+{k}], {rnd.randrange(64)}")
            elif pick < 0.55:
                out.append(f"    s_nop {rnd.randrange(4)}")
            elif pick < 0.62:
                out.append(f"    .rept {rnd.randrange(1, 3)}")
                out.append("    s_nop 0")
                out.append("    .endr")
            elif pick < 0.7:
                out.append(f"    read_out v_c, {d}, {rnd.randrange(1, 4)}")
            elif pick < 0.76:
                cond = rnd.randrange(2)
                out.append(f".if {cond} ; picks one of two")
                out.append("    v_mov_b32 v[v_b], v[v_c]")
                out.append(".else")
                out.append("    s_nop 1")
                out.append(".endif")
            elif pick < 0.82:
                out.append(f"    /* a note */ v_add_u32 v[v_c+{rnd.randrange(4)}], v[v_a], v[v_b] // sum")
            elif pick < 0.88:
                out.append(f"    s_add_u32 s[s_cnt], s[s_cnt], {rnd.randrange(1, 8)}")
            else:
                k = rnd.randrange(4)
                out.append(f"    v_mov_b32 v[v_c+{k}], v{rnd.randrange(4) + 96}" if acc == "v"
                           else f"    v_accvgpr_read_b32 v[v_c+{k}], a{rnd.randrange(24)}")
        if rnd.random() < 0.4 and b:
            out.append(f"    s_cmp_lg_u32 s[s_cnt], {rnd.randrange(8)}")
            out.append(f"    s_cbranch_scc1 L{rnd.randrange(b + 1)}_{seed}")
    out.append("    s_endpgm")
    return arch, mcpu, "\n".join(out) + "\n"
