; Mixed-format MFMA on gfx950 (MI355): the formats are symbols, so the pass
; counts come from expressions; a macro picks the instruction by format.
.text
.globl f8f6f4_gfx950
.p2align 8
.type f8f6f4_gfx950,@function
.equ FMT_FP8, 0
.equ FMT_FP4, 4
.set fmt_a, FMT_FP8
.set fmt_b, FMT_FP4
.set v_acc, 0
.set v_a, 16
.set v_b, 24

.macro f8f6f4 acc, fa, fb, nb=4
    v_mfma_f32_16x16x128_f8f6f4 v[\acc:\acc+3], v[v_a:v_a+7], v[v_b:v_b+\nb-1], v[\acc:\acc+3] cbsz:\fa blgp:\fb
.endm

f8f6f4_gfx950:
    v_mov_b32 v[v_a+7], 1.0
    f8f6f4 v_acc, fmt_a, fmt_b
    f8f6f4 v_acc+4, fmt_a, FMT_FP8, 8
    v_add_f32 v40, v[v_acc+4], v[v_acc+5]
    v_mfma_f32_16x16x128_f8f6f4 v[v_acc+8:v_acc+11], v[v_a:v_a+7], v[v_b:v_b+7], v[v_acc+8:v_acc+11] cbsz:fmt_a blgp:fmt_a
    v_mov_b32 v[v_acc+8], 0
    s_endpgm
