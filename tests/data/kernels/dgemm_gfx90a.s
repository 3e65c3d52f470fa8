// A DGEMM inner loop for gfx90a in the style of hand-written Tensile kernels:
// register pools named by .set, an unrolled MAC loop made with .rept and a
// counter symbol, macros that take register ranges, local labels made with \@.
.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
.text
.globl dgemm_nt_gfx90a
.p2align 8
.type dgemm_nt_gfx90a,@function

.set vgprValuC, 0          // 64 bits x 4 per tile
.set vgprValuA_X0_I0, 16
.set vgprValuB_X0_I0, 24
.set vgprG2LA, 32
.set vgprLocalReadAddrA, 40
.set sgprLoopCounterL, 8
.set sgprSrdA, 12
.set NumMacs, 4
.equ UnrollIdx, 0

.macro MAC_4x4_X0 acc, ia, ib
    v_mfma_f64_16x16x4f64 v[\acc+0:\acc+7], v[vgprValuA_X0_I0+\ia*2:vgprValuA_X0_I0+\ia*2+1], v[vgprValuB_X0_I0+\ib*2:vgprValuB_X0_I0+\ib*2+1], v[\acc+0:\acc+7]
.endm

.macro LOCAL_READ_A offset=0
    ds_read_b64 v[vgprValuA_X0_I0+0:vgprValuA_X0_I0+1], v[vgprLocalReadAddrA] offset:\offset
    ds_read_b64 v[vgprValuA_X0_I0+2:vgprValuA_X0_I0+3], v[vgprLocalReadAddrA] offset:\offset+256
.endm

.macro WAIT_AND_BRANCH counter, target
    s_sub_u32 s[\counter], s[\counter], 1
    s_cmp_eq_u32 s[\counter], 0
    s_cbranch_scc0 \target
.endm

.macro ZERO_TILE base:req, count=8
LZ_\@:
    .irpc k, 01234567
        .if \k < \count
            v_mov_b32 v[\base+\k], 0
        .endif
    .endr
.endm

dgemm_nt_gfx90a:
    s_mov_b32 s[sgprLoopCounterL], 16
    ZERO_TILE vgprValuC
    ZERO_TILE vgprValuC+8, count=8
    ; the first MFMA reads C as SrcC right after the VALU zeroed it
    MAC_4x4_X0 vgprValuC, 0, 0
label_LoopBeginL:
    LOCAL_READ_A 0
    s_waitcnt lgkmcnt(0)
    .set mac, 0
    .rept NumMacs
        MAC_4x4_X0 vgprValuC+(mac%2)*8, mac%2, mac/2
        .set mac, mac+1
    .endr
    WAIT_AND_BRANCH sgprLoopCounterL, label_LoopBeginL
.ifdef UnrollIdx
    s_nop 2
.endif
    ; reading the tile back too early: a VALU reads an MFMA's D
    v_add_f64 v[vgprG2LA:vgprG2LA+1], v[vgprValuC+0:vgprValuC+1], v[vgprValuC+2:vgprValuC+3]
    v_mfma_f64_16x16x4f64 v[vgprValuC+0:vgprValuC+7], v[vgprValuA_X0_I0:vgprValuA_X0_I0+1], v[vgprValuB_X0_I0:vgprValuB_X0_I0+1], v[vgprValuC+0:vgprValuC+7]
    buffer_store_dwordx4 v[vgprValuC+0:vgprValuC+3], v[vgprG2LA], s[sgprSrdA:sgprSrdA+3], 0 offen
    s_endpgm
