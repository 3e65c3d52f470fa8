; An fp16 GEMM tile for gfx942 (MI300): assignments with '=', keyword and vararg
; macro arguments, .ifndef/.elseif chains and expressions with shifts and masks.
.text
.globl gemm_fp16_gfx942
.p2align 8
.type gemm_fp16_gfx942,@function

v_acc = 64                   ; VGPR accumulators
a_acc = 0
v_a   = 8
v_b   = v_a + 4
v_tmp = (v_b + 4) << 1
TILE_M = 32
TILE_SHIFT = 5
ACC_REGS = (TILE_M * TILE_M) >> 6 & 0xff   ; 16

.macro mfma_32x32 d, a, b, c
.ifb \c
    v_mfma_f32_32x32x8_f16 \d, \a, \b, 0
.else
    v_mfma_f32_32x32x8_f16 \d, \a, \b, \c
.endif
.endm

.macro store_all base, regs:vararg
    .irp r, \regs
        v_mov_b32 v[\base+\r], v[v_acc+\r]
    .endr
.endm

.macro read_acc first, n
    .set i, 0
    .rept \n
        v_accvgpr_read_b32 v[v_acc+i], a[\first+i]
        .set i, i + 1
    .endr
.endm

gemm_fp16_gfx942:
    v_mov_b32 v[v_a], 0
    v_mov_b32 v[v_a+1], 0
    ; VALU writes A, then the MFMA reads it at once
    mfma_32x32 a[a_acc:a_acc+ACC_REGS-1], v[v_a:v_a+1], v[v_b:v_b+1]
    mfma_32x32 d=a[a_acc:a_acc+ACC_REGS-1], a=v[v_a+2:v_a+3], b=v[v_b+2:v_b+3], c=a[a_acc:a_acc+ACC_REGS-1]
.ifndef NO_WAIT
    s_nop 7
.elseif TILE_M > 16
    s_nop 3
.else
    s_nop 1
.endif
    read_acc a_acc, 4
    store_all v_tmp, 0, 1, 2, 3
    v_mfma_f32_32x32x8_f16 v[v_acc:v_acc+15], v[v_a:v_a+1], v[v_b:v_b+1], v[v_acc:v_acc+15]
    v_mfma_f32_32x32x8_f16 v[v_acc+16:v_acc+31], v[v_acc:v_acc+1], v[v_b:v_b+1], v[v_acc+16:v_acc+31]
    s_endpgm
