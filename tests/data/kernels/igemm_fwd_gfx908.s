/*
 * A forward implicit-GEMM kernel written like the generated ones for gfx908:
 * symbols for every register base, helper macros from an include file, a
 * metadata block, a loop. Some of its hazards are left in on purpose.
 */
; kernel generated in the style of igemm_codegen.py
.include "igemm_utils.inc"

.set k_p_in, 0
.set k_p_wei, 8
.set k_p_out, 16
.set k_n, 24
.set k_end, 28

.set s_ka, 0
.set s_p_in, 4
.set s_p_out, 8
.set s_kitr, 12
.set s_tmp, 16
.set s_end, s_tmp+4

.set v_c, 0           ; 16 accumulation VGPRs
.set v_a, 16
.set v_b, 20
.set v_gld_a, 24
.set v_in_os, 28
.set v_tmp, 32
.set v_end, v_tmp+6
.set a_c, 0
.set a_end, a_c + 16

.text
.globl igemm_fwd_gfx908
.p2align 8
.type igemm_fwd_gfx908,@function
igemm_fwd_gfx908:
    s_load_dwordx2  s[s_p_in+0:s_p_in+1],    s[s_ka+0:s_ka+1],    0+k_p_in
    s_load_dwordx2  s[s_p_out+0:s_p_out+1],  s[s_ka+0:s_ka+1],    0+k_p_out
    .v_clear_nc v_c, 4
    v_lshlrev_b32 v[v_in_os], 2, v0
    s_waitcnt lgkmcnt(0)
    .v_u32_div v_tmp+5, v_in_os, v_gld_a, v_tmp, s_tmp
    s_mov_b32 s[s_kitr], 0
    ; the accumulator is written by VALU right before the first MFMA reads it
    v_accvgpr_write_b32 a[a_c+0], 0
    v_mfma_f32_4x4x1f32 a[a_c+0:a_c+3], v[v_a], v[v_b], a[a_c+0:a_c+3]
L_igemm_fwd_gfx908_mfma_body:
    global_load_dword v[v_a], v[v_in_os:v_in_os+1], off
    s_waitcnt vmcnt(0)
    v_mov_b32 v[v_b], v[v_a]
    v_mfma_f32_4x4x1f32 a[a_c+4:a_c+7], v[v_a], v[v_b], a[a_c+4:a_c+7]
    s_nop 1
.if 1
    v_mfma_f32_4x4x1f32 a[a_c+0:a_c+3], v[v_a], v[v_b], a[a_c+0:a_c+3]
.else
    v_mfma_f32_4x4x1f32 a[a_c+8:a_c+11], v[v_a], v[v_b], a[a_c+8:a_c+11]
.endif
    s_add_u32 s[s_kitr], 1, s[s_kitr]
    s_cmp_lt_u32 s[s_kitr], 4
    s_cbranch_scc1 L_igemm_fwd_gfx908_mfma_body
    .rept 2
    s_nop 0
    .endr
    .v_acc_read v_c, a_c, 4
    .v_acc_read v_c+4, a_c+4, num=2
    global_store_dwordx4 v[v_in_os:v_in_os+1], v[v_c:v_c+3], off
    s_endpgm

.rodata
.p2align 6
.amdhsa_kernel igemm_fwd_gfx908
    .amdhsa_group_segment_fixed_size 0
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_system_vgpr_workitem_id 0
    .amdhsa_next_free_vgpr v_end
    .amdhsa_next_free_sgpr s_end
    .amdhsa_ieee_mode 0
    .amdhsa_dx10_clamp 0
.end_amdhsa_kernel

.amdgpu_metadata
---
amdhsa.version: [ 1, 0 ]
amdhsa.kernels:
  - .name: igemm_fwd_gfx908
    .symbol: igemm_fwd_gfx908.kd
    .sgpr_count: 24
    .vgpr_count: 40
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .max_flat_workgroup_size: 256
    .args:
    - { .name: p_in, .size: 8, .offset: 0, .value_kind: global_buffer, .value_type: f32, .address_space: global, .is_const: false }
...
.end_amdgpu_metadata
