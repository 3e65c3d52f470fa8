	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	_attn_fwd_tma                   ; -- Begin function _attn_fwd_tma
	.p2align	8
	.type	_attn_fwd_tma,@function
_attn_fwd_tma:                          ; @_attn_fwd_tma
; %bb.104:
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.p2align	8
; %bb.105:
.LBB0_0:
	s_load_dword s3, s[0:1], 0x40
	s_load_dword s6, s[0:1], 0x88
	s_load_dword s18, s[0:1], 0xd0
	s_load_dwordx2 s[24:25], s[0:1], 0x38
	s_load_dword s60, s[0:1], 0x138
	v_and_b32_e32 v34, 63, v0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, 1, s3
	s_and_b32 s6, 1, s6
	s_bitcmp1_b32 s18, 0
	s_cselect_b64 s[20:21], -1, 0
	s_cmp_eq_u32 s6, 1
	s_cselect_b64 s[18:19], -1, 0
	s_cmp_eq_u32 s3, 1
	s_cselect_b64 vcc, -1, 0
	s_abs_i32 s3, s7
	v_cvt_f32_u32_e32 v2, s3
	s_sub_i32 s23, 0, s3
	s_abs_i32 s22, s17
	v_readfirstlane_b32 s6, v0
	v_rcp_f32_e32 v2, v2
	s_lshr_b32 s33, s6, 6
	s_xor_b32 s6, s17, s7
	s_ashr_i32 s6, s6, 31
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	v_mov_b32_e32 v1, 0x7e00
	v_cndmask_b32_e32 v4, 0, v1, vcc
	v_mov_b32_e32 v35, 0
	v_readfirstlane_b32 s26, v2
	s_mul_i32 s23, s23, s26
	s_mul_hi_u32 s23, s26, s23
	s_add_i32 s26, s26, s23
	s_mul_hi_u32 s23, s22, s26
	s_mul_i32 s26, s23, s3
	s_sub_i32 s22, s22, s26
	s_add_i32 s26, s23, 1
	s_sub_i32 s27, s22, s3
	s_cmp_ge_u32 s22, s3
	s_cselect_b32 s23, s26, s23
	s_cselect_b32 s22, s27, s22
	s_add_i32 s26, s23, 1
	s_cmp_ge_u32 s22, s3
	s_cselect_b32 s3, s26, s23
	s_xor_b32 s3, s3, s6
	s_sub_i32 s3, s3, s6
	s_mul_i32 s6, s3, s7
	s_sub_i32 s6, s17, s6
	s_mul_i32 s61, s6, s60
	s_add_i32 s61, s61, s3
	s_lshl_b32 s16, s16, 6
	s_add_i32 s6, s61, s16
	s_ashr_i32 s7, s6, 31
	v_mad_u64_u32 v[2:3], s[26:27], s24, v34, 0
	s_add_u32 s22, s6, s33
	v_mov_b32_e32 v6, v3
	s_addc_u32 s23, s7, 0
	v_mad_u64_u32 v[6:7], s[24:25], s25, v34, v[6:7]
	v_mov_b32_e32 v3, v6
	s_cmp_gt_i32 s23, -1
	v_mov_b64_e32 v[6:7], s[10:11]
	s_cselect_b64 s[24:25], -1, 0
	v_cmp_lt_i64_e32 vcc, s[22:23], v[6:7]
	s_and_b64 s[24:25], s[24:25], vcc
	v_cmp_gt_i64_e32 vcc, s[12:13], v[34:35]
	s_and_b64 s[24:25], vcc, s[24:25]
	v_mov_b32_e32 v5, v4
	s_and_saveexec_b64 s[12:13], s[24:25]
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_mul_i32 s3, s22, s15
	s_mul_hi_u32 s24, s22, s14
	s_add_i32 s3, s24, s3
	s_mul_i32 s24, s23, s14
	s_add_i32 s25, s3, s24
	s_mul_i32 s24, s22, s14
	s_lshl_b64 s[24:25], s[24:25], 1
	s_add_u32 s24, s8, s24
	s_addc_u32 s25, s9, s25
	v_lshl_add_u64 v[6:7], v[2:3], 1, s[24:25]
	global_load_ushort v5, v[6:7], off
.LBB0_2:
	s_or_b64 exec, exec, s[12:13]
	s_add_u32 s24, s22, 4
	s_addc_u32 s25, s23, 0
	s_cmp_gt_i32 s25, -1
	v_mov_b64_e32 v[6:7], s[10:11]
	s_cselect_b64 s[26:27], -1, 0
	v_cmp_lt_i64_e64 s[12:13], s[24:25], v[6:7]
	s_and_b64 s[12:13], s[26:27], s[12:13]
	s_and_b64 s[26:27], vcc, s[12:13]
	v_mov_b32_e32 v6, v4
	s_and_saveexec_b64 s[12:13], s[26:27]
	s_cbranch_execz .LBB0_4
; %bb.3:
	s_mul_i32 s3, s24, s15
	s_mul_hi_u32 s26, s24, s14
	s_add_i32 s3, s26, s3
	s_mul_i32 s25, s25, s14
	s_add_i32 s25, s3, s25
	s_mul_i32 s24, s24, s14
	s_lshl_b64 s[24:25], s[24:25], 1
	s_add_u32 s24, s8, s24
	s_addc_u32 s25, s9, s25
	v_lshl_add_u64 v[6:7], v[2:3], 1, s[24:25]
	global_load_ushort v6, v[6:7], off
.LBB0_4:
	s_or_b64 exec, exec, s[12:13]
	s_add_u32 s24, s22, 8
	s_addc_u32 s25, s23, 0
	s_cmp_gt_i32 s25, -1
	v_mov_b64_e32 v[8:9], s[10:11]
	s_cselect_b64 s[26:27], -1, 0
	v_cmp_lt_i64_e64 s[12:13], s[24:25], v[8:9]
	s_and_b64 s[12:13], s[26:27], s[12:13]
	s_and_b64 s[26:27], vcc, s[12:13]
	v_mov_b32_e32 v7, v4
	s_and_saveexec_b64 s[12:13], s[26:27]
	s_cbranch_execz .LBB0_6
; %bb.5:
	s_mul_i32 s3, s24, s15
	s_mul_hi_u32 s26, s24, s14
	s_add_i32 s3, s26, s3
	s_mul_i32 s25, s25, s14
	s_add_i32 s25, s3, s25
	s_mul_i32 s24, s24, s14
	s_lshl_b64 s[24:25], s[24:25], 1
	s_add_u32 s24, s8, s24
	s_addc_u32 s25, s9, s25
	v_lshl_add_u64 v[8:9], v[2:3], 1, s[24:25]
	global_load_ushort v7, v[8:9], off
.LBB0_6:
	s_or_b64 exec, exec, s[12:13]
	s_add_u32 s24, s22, 12
	s_addc_u32 s25, s23, 0
	s_cmp_gt_i32 s25, -1
	v_mov_b64_e32 v[8:9], s[10:11]
	s_cselect_b64 s[26:27], -1, 0
	v_cmp_lt_i64_e64 s[12:13], s[24:25], v[8:9]
	s_and_b64 s[12:13], s[26:27], s[12:13]
	s_and_b64 s[26:27], vcc, s[12:13]
	v_mov_b32_e32 v8, v4
	s_and_saveexec_b64 s[12:13], s[26:27]
	s_cbranch_execz .LBB0_8
; %bb.7:
	s_mul_i32 s3, s24, s15
	s_mul_hi_u32 s26, s24, s14
	s_add_i32 s3, s26, s3
	s_mul_i32 s25, s25, s14
	s_add_i32 s25, s3, s25
	s_mul_i32 s24, s24, s14
	s_lshl_b64 s[24:25], s[24:25], 1
	s_add_u32 s24, s8, s24
	s_addc_u32 s25, s9, s25
	v_lshl_add_u64 v[8:9], v[2:3], 1, s[24:25]
	global_load_ushort v8, v[8:9], off
.LBB0_8:
	s_or_b64 exec, exec, s[12:13]
	s_add_u32 s24, s22, 16
	s_addc_u32 s25, s23, 0
	s_cmp_gt_i32 s25, -1
	v_mov_b64_e32 v[10:11], s[10:11]
	s_cselect_b64 s[26:27], -1, 0
	v_cmp_lt_i64_e64 s[12:13], s[24:25], v[10:11]
	s_and_b64 s[12:13], s[26:27], s[12:13]
	s_and_b64 s[26:27], vcc, s[12:13]
	v_mov_b32_e32 v9, v4
	s_and_saveexec_b64 s[12:13], s[26:27]
	s_cbranch_execz .LBB0_10
; %bb.9:
	s_mul_i32 s3, s24, s15
	s_mul_hi_u32 s26, s24, s14
	s_add_i32 s3, s26, s3
	s_mul_i32 s25, s25, s14
	s_add_i32 s25, s3, s25
	s_mul_i32 s24, s24, s14
	s_lshl_b64 s[24:25], s[24:25], 1
	s_add_u32 s24, s8, s24
	s_addc_u32 s25, s9, s25
	v_lshl_add_u64 v[10:11], v[2:3], 1, s[24:25]
	global_load_ushort v9, v[10:11], off
.LBB0_10:
	s_or_b64 exec, exec, s[12:13]
	s_add_u32 s24, s22, 20
	s_addc_u32 s25, s23, 0
	s_cmp_gt_i32 s25, -1
	v_mov_b64_e32 v[10:11], s[10:11]
	s_cselect_b64 s[26:27], -1, 0
	v_cmp_lt_i64_e64 s[12:13], s[24:25], v[10:11]
	s_and_b64 s[12:13], s[26:27], s[12:13]
	s_and_b64 s[26:27], vcc, s[12:13]
	v_mov_b32_e32 v10, v4
	s_and_saveexec_b64 s[12:13], s[26:27]
	s_cbranch_execz .LBB0_12
; %bb.11:
	s_mul_i32 s3, s24, s15
	s_mul_hi_u32 s26, s24, s14
	s_add_i32 s3, s26, s3
	s_mul_i32 s25, s25, s14
	s_add_i32 s25, s3, s25
	s_mul_i32 s24, s24, s14
	s_lshl_b64 s[24:25], s[24:25], 1
	s_add_u32 s24, s8, s24
	s_addc_u32 s25, s9, s25
	v_lshl_add_u64 v[10:11], v[2:3], 1, s[24:25]
	global_load_ushort v10, v[10:11], off
.LBB0_12:
	s_or_b64 exec, exec, s[12:13]
	s_add_u32 s24, s22, 24
	s_addc_u32 s25, s23, 0
	s_cmp_gt_i32 s25, -1
	v_mov_b64_e32 v[12:13], s[10:11]
	s_cselect_b64 s[26:27], -1, 0
	v_cmp_lt_i64_e64 s[12:13], s[24:25], v[12:13]
	s_and_b64 s[12:13], s[26:27], s[12:13]
	s_and_b64 s[26:27], vcc, s[12:13]
	v_mov_b32_e32 v11, v4
	s_and_saveexec_b64 s[12:13], s[26:27]
	s_cbranch_execz .LBB0_14
; %bb.13:
	s_mul_i32 s3, s24, s15
	s_mul_hi_u32 s26, s24, s14
	s_add_i32 s3, s26, s3
	s_mul_i32 s25, s25, s14
	s_add_i32 s25, s3, s25
	s_mul_i32 s24, s24, s14
	s_lshl_b64 s[24:25], s[24:25], 1
	s_add_u32 s24, s8, s24
	s_addc_u32 s25, s9, s25
	v_lshl_add_u64 v[12:13], v[2:3], 1, s[24:25]
	global_load_ushort v11, v[12:13], off
.LBB0_14:
	s_or_b64 exec, exec, s[12:13]
	s_add_u32 s24, s22, 28
	s_addc_u32 s25, s23, 0
	s_cmp_gt_i32 s25, -1
	v_mov_b64_e32 v[12:13], s[10:11]
	s_cselect_b64 s[26:27], -1, 0
	v_cmp_lt_i64_e64 s[12:13], s[24:25], v[12:13]
	s_and_b64 s[12:13], s[26:27], s[12:13]
	s_and_b64 s[26:27], vcc, s[12:13]
	v_mov_b32_e32 v12, v4
	s_and_saveexec_b64 s[12:13], s[26:27]
	s_cbranch_execz .LBB0_16
; %bb.15:
	s_mul_i32 s3, s24, s15
	s_mul_hi_u32 s26, s24, s14
	s_add_i32 s3, s26, s3
	s_mul_i32 s25, s25, s14
	s_add_i32 s25, s3, s25
	s_mul_i32 s24, s24, s14
	s_lshl_b64 s[24:25], s[24:25], 1
	s_add_u32 s24, s8, s24
	s_addc_u32 s25, s9, s25
	v_lshl_add_u64 v[12:13], v[2:3], 1, s[24:25]
	global_load_ushort v12, v[12:13], off
.LBB0_16:
	s_or_b64 exec, exec, s[12:13]
	s_add_u32 s24, s22, 32
	s_addc_u32 s25, s23, 0
	s_cmp_gt_i32 s25, -1
	v_mov_b64_e32 v[14:15], s[10:11]
	s_cselect_b64 s[26:27], -1, 0
	v_cmp_lt_i64_e64 s[12:13], s[24:25], v[14:15]
	s_and_b64 s[12:13], s[26:27], s[12:13]
	s_and_b64 s[26:27], vcc, s[12:13]
	v_mov_b32_e32 v13, v4
	s_and_saveexec_b64 s[12:13], s[26:27]
	s_cbranch_execz .LBB0_18
; %bb.17:
	s_mul_i32 s3, s24, s15
	s_mul_hi_u32 s26, s24, s14
	s_add_i32 s3, s26, s3
	s_mul_i32 s25, s25, s14
	s_add_i32 s25, s3, s25
	s_mul_i32 s24, s24, s14
	s_lshl_b64 s[24:25], s[24:25], 1
	s_add_u32 s24, s8, s24
	s_addc_u32 s25, s9, s25
	v_lshl_add_u64 v[14:15], v[2:3], 1, s[24:25]
	global_load_ushort v13, v[14:15], off
.LBB0_18:
	s_or_b64 exec, exec, s[12:13]
	s_add_u32 s24, s22, 36
	s_addc_u32 s25, s23, 0
	s_cmp_gt_i32 s25, -1
	v_mov_b64_e32 v[14:15], s[10:11]
	s_cselect_b64 s[26:27], -1, 0
	v_cmp_lt_i64_e64 s[12:13], s[24:25], v[14:15]
	s_and_b64 s[12:13], s[26:27], s[12:13]
	s_and_b64 s[26:27], vcc, s[12:13]
	v_mov_b32_e32 v14, v4
	s_and_saveexec_b64 s[12:13], s[26:27]
	s_cbranch_execz .LBB0_20
; %bb.19:
	s_mul_i32 s3, s24, s15
	s_mul_hi_u32 s26, s24, s14
	s_add_i32 s3, s26, s3
	s_mul_i32 s25, s25, s14
	s_add_i32 s25, s3, s25
	s_mul_i32 s24, s24, s14
	s_lshl_b64 s[24:25], s[24:25], 1
	s_add_u32 s24, s8, s24
	s_addc_u32 s25, s9, s25
	v_lshl_add_u64 v[14:15], v[2:3], 1, s[24:25]
	global_load_ushort v14, v[14:15], off
.LBB0_20:
	s_or_b64 exec, exec, s[12:13]
	s_add_u32 s24, s22, 40
	s_addc_u32 s25, s23, 0
	s_cmp_gt_i32 s25, -1
	v_mov_b64_e32 v[16:17], s[10:11]
	s_cselect_b64 s[26:27], -1, 0
	v_cmp_lt_i64_e64 s[12:13], s[24:25], v[16:17]
	s_and_b64 s[12:13], s[26:27], s[12:13]
	s_and_b64 s[26:27], vcc, s[12:13]
	v_mov_b32_e32 v15, v4
	s_and_saveexec_b64 s[12:13], s[26:27]
	s_cbranch_execz .LBB0_22
; %bb.21:
	s_mul_i32 s3, s24, s15
	s_mul_hi_u32 s26, s24, s14
	s_add_i32 s3, s26, s3
	s_mul_i32 s25, s25, s14
	s_add_i32 s25, s3, s25
	s_mul_i32 s24, s24, s14
	s_lshl_b64 s[24:25], s[24:25], 1
	s_add_u32 s24, s8, s24
	s_addc_u32 s25, s9, s25
	v_lshl_add_u64 v[16:17], v[2:3], 1, s[24:25]
	global_load_ushort v15, v[16:17], off
.LBB0_22:
	s_or_b64 exec, exec, s[12:13]
	s_add_u32 s24, s22, 44
	s_addc_u32 s25, s23, 0
	s_cmp_gt_i32 s25, -1
	v_mov_b64_e32 v[16:17], s[10:11]
	s_cselect_b64 s[26:27], -1, 0
	v_cmp_lt_i64_e64 s[12:13], s[24:25], v[16:17]
	s_and_b64 s[12:13], s[26:27], s[12:13]
	s_and_b64 s[26:27], vcc, s[12:13]
	v_mov_b32_e32 v16, v4
	s_and_saveexec_b64 s[12:13], s[26:27]
	s_cbranch_execz .LBB0_24
; %bb.23:
	s_mul_i32 s3, s24, s15
	s_mul_hi_u32 s26, s24, s14
	s_add_i32 s3, s26, s3
	s_mul_i32 s25, s25, s14
	s_add_i32 s25, s3, s25
	s_mul_i32 s24, s24, s14
	s_lshl_b64 s[24:25], s[24:25], 1
	s_add_u32 s24, s8, s24
	s_addc_u32 s25, s9, s25
	v_lshl_add_u64 v[16:17], v[2:3], 1, s[24:25]
	global_load_ushort v16, v[16:17], off
.LBB0_24:
	s_or_b64 exec, exec, s[12:13]
	s_add_u32 s24, s22, 48
	s_addc_u32 s25, s23, 0
	s_cmp_gt_i32 s25, -1
	v_mov_b64_e32 v[18:19], s[10:11]
	s_cselect_b64 s[26:27], -1, 0
	v_cmp_lt_i64_e64 s[12:13], s[24:25], v[18:19]
	s_and_b64 s[12:13], s[26:27], s[12:13]
	s_and_b64 s[26:27], vcc, s[12:13]
	v_mov_b32_e32 v17, v4
	s_and_saveexec_b64 s[12:13], s[26:27]
	s_cbranch_execz .LBB0_26
; %bb.25:
	s_mul_i32 s3, s24, s15
	s_mul_hi_u32 s26, s24, s14
	s_add_i32 s3, s26, s3
	s_mul_i32 s25, s25, s14
	s_add_i32 s25, s3, s25
	s_mul_i32 s24, s24, s14
	s_lshl_b64 s[24:25], s[24:25], 1
	s_add_u32 s24, s8, s24
	s_addc_u32 s25, s9, s25
	v_lshl_add_u64 v[18:19], v[2:3], 1, s[24:25]
	global_load_ushort v17, v[18:19], off
.LBB0_26:
	s_or_b64 exec, exec, s[12:13]
	s_add_u32 s24, s22, 52
	s_addc_u32 s25, s23, 0
	s_cmp_gt_i32 s25, -1
	v_mov_b64_e32 v[18:19], s[10:11]
	s_cselect_b64 s[26:27], -1, 0
	v_cmp_lt_i64_e64 s[12:13], s[24:25], v[18:19]
	s_and_b64 s[12:13], s[26:27], s[12:13]
	s_and_b64 s[26:27], vcc, s[12:13]
	v_mov_b32_e32 v20, v4
	s_and_saveexec_b64 s[12:13], s[26:27]
	s_cbranch_execz .LBB0_28
; %bb.27:
	s_mul_i32 s3, s24, s15
	s_mul_hi_u32 s26, s24, s14
	s_add_i32 s3, s26, s3
	s_mul_i32 s25, s25, s14
	s_add_i32 s25, s3, s25
	s_mul_i32 s24, s24, s14
	s_lshl_b64 s[24:25], s[24:25], 1
	s_add_u32 s24, s8, s24
	s_addc_u32 s25, s9, s25
	v_lshl_add_u64 v[18:19], v[2:3], 1, s[24:25]
	global_load_ushort v20, v[18:19], off
.LBB0_28:
	s_or_b64 exec, exec, s[12:13]
	s_add_u32 s24, s22, 56
	s_addc_u32 s25, s23, 0
	s_cmp_gt_i32 s25, -1
	v_mov_b64_e32 v[18:19], s[10:11]
	s_cselect_b64 s[26:27], -1, 0
	v_cmp_lt_i64_e64 s[12:13], s[24:25], v[18:19]
	s_and_b64 s[12:13], s[26:27], s[12:13]
	s_and_b64 s[26:27], vcc, s[12:13]
	v_mov_b32_e32 v21, v4
	s_and_saveexec_b64 s[12:13], s[26:27]
	s_cbranch_execz .LBB0_30
; %bb.29:
	s_mul_i32 s3, s24, s15
	s_mul_hi_u32 s26, s24, s14
	s_add_i32 s3, s26, s3
	s_mul_i32 s25, s25, s14
	s_add_i32 s25, s3, s25
	s_mul_i32 s24, s24, s14
	s_lshl_b64 s[24:25], s[24:25], 1
	s_add_u32 s24, s8, s24
	s_addc_u32 s25, s9, s25
	v_lshl_add_u64 v[18:19], v[2:3], 1, s[24:25]
	global_load_ushort v21, v[18:19], off
.LBB0_30:
	s_or_b64 exec, exec, s[12:13]
	s_add_u32 s12, s22, 60
	s_addc_u32 s13, s23, 0
	s_cmp_gt_i32 s13, -1
	v_mov_b64_e32 v[18:19], s[10:11]
	s_cselect_b64 s[22:23], -1, 0
	v_cmp_lt_i64_e64 s[10:11], s[12:13], v[18:19]
	s_and_b64 s[10:11], s[22:23], s[10:11]
	s_and_b64 s[22:23], vcc, s[10:11]
	s_and_saveexec_b64 s[10:11], s[22:23]
	s_cbranch_execz .LBB0_32
; %bb.31:
	s_mul_i32 s3, s12, s15
	s_mul_hi_u32 s15, s12, s14
	s_add_i32 s3, s15, s3
	s_mul_i32 s13, s13, s14
	s_add_i32 s13, s3, s13
	s_mul_i32 s12, s12, s14
	s_lshl_b64 s[12:13], s[12:13], 1
	s_add_u32 s8, s8, s12
	s_addc_u32 s9, s9, s13
	v_lshl_add_u64 v[2:3], v[2:3], 1, s[8:9]
	global_load_ushort v4, v[2:3], off
.LBB0_32:
	s_or_b64 exec, exec, s[10:11]
	s_lshl_b32 s3, s33, 6
	s_and_b32 s62, s3, 0x80
	s_bfe_i32 s8, s33, 0x10001
	s_and_b32 s63, s3, 64
	v_or_b32_e32 v18, s3, v34
	s_cmp_eq_u32 s62, 0
	v_lshlrev_b32_e32 v19, 1, v18
	s_cselect_b64 s[10:11], -1, 0
	s_and_b32 s3, s8, 0x110
	v_mov_b32_e32 v2, 0xfe
	v_bitop3_b32 v2, v19, s3, v2 bitop3:0x6c
	v_add_u32_e32 v3, 0, v2
	s_waitcnt vmcnt(0)
	ds_write_b16 v3, v5
	ds_write_b16 v3, v9 offset:2048
	ds_write_b16 v3, v13 offset:4096
	ds_write_b16 v3, v17 offset:6144
	v_xad_u32 v3, v2, 32, 0
	v_and_b32_e32 v1, 31, v0
	ds_write_b16 v3, v6 offset:512
	ds_write_b16 v3, v10 offset:2560
	ds_write_b16 v3, v14 offset:4608
	ds_write_b16 v3, v20 offset:6656
	v_xad_u32 v3, v2, 64, 0
	v_xor_b32_e32 v2, 0x60, v2
	v_add_u32_e32 v2, 0, v2
	s_cmp_gt_i32 s60, 0
	v_lshlrev_b32_e32 v44, 2, v1
	v_lshlrev_b32_e32 v43, 2, v34
	ds_write_b16 v3, v7 offset:1024
	ds_write_b16 v3, v11 offset:3072
	ds_write_b16 v3, v15 offset:5120
	ds_write_b16 v3, v21 offset:7168
	ds_write_b16 v2, v8 offset:1536
	ds_write_b16 v2, v12 offset:3584
	ds_write_b16 v2, v16 offset:5632
	ds_write_b16 v2, v4 offset:7680
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_34
; %bb.33:                               ; %.._crit_edge_crit_edge
	s_lshl_b32 s3, s63, 1
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v23, s3
	s_branch .LBB0_35
.LBB0_34:
	s_mov_b64 s[8:9], -1
                                        ; implicit-def: $vgpr23
.LBB0_35:                               ; %Flow
	s_load_dwordx4 s[12:15], s[0:1], 0x108
	s_load_dwordx2 s[22:23], s[0:1], 0xf0
	s_and_b64 s[8:9], s[8:9], exec
	s_cselect_b32 s3, 1, 0
	v_and_b32_e32 v45, 32, v0
	s_cmp_lg_u32 s3, 1
	v_mov_b32_e32 v42, 0xff800000
	v_mov_b32_e32 v22, 1.0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	s_cbranch_scc1 .LBB0_71
; %bb.36:                               ; %.lr.ph
	v_and_b32_e32 v9, 14, v0
	s_load_dwordx2 s[8:9], s[0:1], 0xc8
	s_load_dwordx8 s[24:31], s[0:1], 0xa8
	s_load_dwordx2 s[34:35], s[0:1], 0x80
	s_load_dwordx8 s[36:43], s[0:1], 0x60
	v_lshlrev_b32_e32 v2, 7, v1
	v_lshlrev_b32_e32 v3, 3, v9
	v_lshrrev_b32_e32 v4, 1, v45
	v_lshl_or_b32 v2, s63, 6, v2
	v_xor_b32_e32 v3, v3, v4
	s_movk_i32 s3, 0x60
	v_or_b32_e32 v4, v2, v3
	v_bitop3_b32 v2, v2, s3, v3 bitop3:0x36
	v_add_u32_e32 v5, 0, v4
	v_xad_u32 v6, v4, 32, 0
	v_xad_u32 v4, v4, 64, 0
	v_add_u32_e32 v2, 0, v2
	ds_read_b128 v[96:99], v4
	ds_read_b128 v[100:103], v2
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[2:3], s[44:45], s34, v34, 0
	v_mov_b32_e32 v4, v3
	ds_read_b128 v[88:91], v5
	ds_read_b128 v[92:95], v6
	v_mad_u64_u32 v[4:5], s[34:35], s35, v34, v[4:5]
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[36:37], v[2:3], 1, s[36:37]
	v_mov_b32_e32 v2, 0x3fb8aa3b
	v_mul_f32_e32 v40, s2, v2
	v_mov_b32_e32 v2, 0x7e00
	v_mad_u64_u32 v[4:5], s[34:35], s8, v34, 0
	v_cndmask_b32_e64 v46, 0, v2, s[18:19]
	s_lshr_b32 s18, s63, 5
	v_mov_b32_e32 v6, v5
	s_and_b64 s[2:3], s[10:11], exec
	v_mad_u64_u32 v[6:7], s[8:9], s9, v34, v[6:7]
	s_cselect_b32 s2, 0, 0x104
	v_cmp_gt_i64_e32 vcc, s[40:41], v[34:35]
	v_mov_b32_e32 v5, v6
	v_cmp_gt_i64_e64 s[8:9], s[28:29], v[34:35]
	v_cndmask_b32_e64 v35, 0, v2, s[20:21]
	v_xor_b32_e32 v2, s2, v43
	v_mov_b32_e32 v3, s18
	v_lshl_add_u64 v[38:39], v[4:5], 1, s[24:25]
	v_bitop3_b32 v4, s2, v3, v43 bitop3:0xde
	v_bitop3_b32 v5, v2, 8, s18 bitop3:0x36
	v_bitop3_b32 v6, v2, 16, s18 bitop3:0x36
	v_bitop3_b32 v7, v2, 24, s18 bitop3:0x36
	v_bitop3_b32 v10, v2, 64, s18 bitop3:0x36
	s_movk_i32 s2, 0x48
	s_movk_i32 s3, 0x50
	s_movk_i32 s18, 0x58
	v_bitop3_b32 v11, v2, s2, v3 bitop3:0x36
	v_bitop3_b32 v12, v2, s3, v3 bitop3:0x36
	v_bitop3_b32 v2, v2, s18, v3 bitop3:0x36
	v_lshlrev_b32_e32 v3, 1, v0
	v_and_b32_e32 v3, 30, v3
	v_bfe_i32 v14, v0, 4, 1
	v_lshl_or_b32 v3, v9, 7, v3
	s_movk_i32 s19, 0x840
	v_and_or_b32 v3, v14, s19, v3
	v_bitop3_b32 v24, v3, s2, v45 bitop3:0x36
	s_movk_i32 s2, 0x4c
	v_bitop3_b32 v25, v3, s2, v45 bitop3:0x36
	s_movk_i32 s2, 0x54
	s_movk_i32 s19, 0x44
	v_bitop3_b32 v27, v3, s2, v45 bitop3:0x36
	s_movk_i32 s2, 0x5c
	v_and_b32_e32 v8, 0xfe, v19
	v_or_b32_e32 v9, v3, v45
	v_bitop3_b32 v14, v3, 4, v45 bitop3:0x36
	v_bitop3_b32 v15, v3, 8, v45 bitop3:0x36
	v_bitop3_b32 v16, v3, 12, v45 bitop3:0x36
	v_bitop3_b32 v17, v3, 16, v45 bitop3:0x36
	v_bitop3_b32 v19, v3, 20, v45 bitop3:0x36
	v_bitop3_b32 v20, v3, 24, v45 bitop3:0x36
	v_bitop3_b32 v21, v3, 28, v45 bitop3:0x36
	v_bitop3_b32 v22, v3, 64, v45 bitop3:0x36
	v_bitop3_b32 v23, v3, s19, v45 bitop3:0x36
	v_bitop3_b32 v26, v3, s3, v45 bitop3:0x36
	v_bitop3_b32 v28, v3, s18, v45 bitop3:0x36
	v_bitop3_b32 v3, v3, s2, v45 bitop3:0x36
	v_mov_b32_e32 v30, 0x210
	v_cmp_eq_u32_e64 s[2:3], 0, v45
	v_lshlrev_b32_e32 v41, 3, v0
	v_and_b32_e32 v13, 16, v0
	v_cndmask_b32_e64 v30, v30, 0, s[2:3]
	v_and_b32_e32 v41, 24, v41
	v_lshlrev_b32_e32 v42, 5, v0
	v_bfe_i32 v0, v0, 3, 1
	s_movk_i32 s3, 0x108
	v_bitop3_b32 v0, v0, v41, s3 bitop3:0x6c
	s_lshl_b32 s65, s63, 1
	v_and_b32_e32 v47, 0x80, v42
	s_lshr_b32 s2, s62, 1
	v_xor_b32_e32 v0, v0, v30
	v_or3_b32 v0, v47, s2, v0
	s_and_b64 s[2:3], s[10:11], exec
	s_cselect_b32 s2, 0, 0x108
	v_xor_b32_e32 v8, s2, v8
	s_movk_i32 s2, 0x180
	v_lshlrev_b32_e32 v29, 1, v1
	v_and_b32_e32 v18, 0x48, v18
	v_and_or_b32 v41, v42, s2, v41
	v_xor_b32_e32 v31, v30, v29
	v_lshlrev_b32_e32 v13, 1, v13
	v_or_b32_e32 v42, v18, v30
	v_bitop3_b32 v18, v18, v41, v30 bitop3:0x36
	v_bitop3_b32 v29, s63, v30, v29 bitop3:0xf6
	v_bitop3_b32 v32, s63, 8, v31 bitop3:0x36
	v_bitop3_b32 v33, s63, 32, v31 bitop3:0x36
	v_bitop3_b32 v31, s63, 40, v31 bitop3:0x36
	v_or_b32_e32 v75, v0, v13
	v_bitop3_b32 v0, v0, 32, v13 bitop3:0x36
	v_xor_b32_e32 v78, 16, v8
	v_xor_b32_e32 v79, 32, v8
	v_xor_b32_e32 v80, 48, v8
	v_bitop3_b32 v30, v42, v13, v41 bitop3:0xde
	v_bitop3_b32 v13, v18, 32, v13 bitop3:0x36
	v_add_u32_e32 v58, 0, v16
	v_mov_b32_e32 v16, 0
	s_mov_b32 s64, 0
	v_mov_b32_e32 v41, v40
	v_add_u32_e32 v47, 0, v4
	v_add_u32_e32 v48, 0, v5
	v_add_u32_e32 v49, 0, v6
	v_add_u32_e32 v50, 0, v7
	v_add_u32_e32 v51, 0, v10
	v_add_u32_e32 v52, 0, v11
	v_add_u32_e32 v53, 0, v12
	v_add_u32_e32 v54, 0, v2
	v_add_u32_e32 v55, 0, v9
	v_add_u32_e32 v56, 0, v14
	v_add_u32_e32 v57, 0, v15
	v_add_u32_e32 v59, 0, v17
	v_add_u32_e32 v60, 0, v19
	v_add_u32_e32 v61, 0, v20
	v_add_u32_e32 v62, 0, v21
	v_add_u32_e32 v63, 0, v22
	v_add_u32_e32 v64, 0, v23
	v_add_u32_e32 v65, 0, v24
	v_add_u32_e32 v66, 0, v25
	v_add_u32_e32 v67, 0, v26
	v_add_u32_e32 v68, 0, v27
	v_add_u32_e32 v69, 0, v28
	v_add_u32_e32 v70, 0, v3
	s_mov_b32 s66, 0x5040100
	v_add_u32_e32 v71, 0, v29
	v_add_u32_e32 v72, 0, v32
	v_add_u32_e32 v73, 0, v33
	v_add_u32_e32 v74, 0, v31
	v_add_u32_e32 v75, 0, v75
	v_add_u32_e32 v76, 0, v0
	v_add_u32_e32 v77, 0, v8
	v_add_u32_e32 v78, 0, v78
	v_add_u32_e32 v79, 0, v79
	v_add_u32_e32 v80, 0, v80
	v_add_u32_e32 v81, 0, v30
	v_add_u32_e32 v82, 0, v13
	v_mov_b32_e32 v17, v16
	v_mov_b32_e32 v14, v16
	v_mov_b32_e32 v15, v16
	v_mov_b32_e32 v12, v16
	v_mov_b32_e32 v13, v16
	v_mov_b32_e32 v10, v16
	v_mov_b32_e32 v11, v16
	v_mov_b32_e32 v8, v16
	v_mov_b32_e32 v9, v16
	v_mov_b32_e32 v6, v16
	v_mov_b32_e32 v7, v16
	v_mov_b32_e32 v4, v16
	v_mov_b32_e32 v5, v16
	v_mov_b32_e32 v2, v16
	v_mov_b32_e32 v3, v16
	v_add_u32_e32 v83, 0, v44
	v_mov_b32_e32 v0, 0xff800000
	v_mov_b32_e32 v84, 1.0
	s_branch .LBB0_38
.LBB0_37:                               ;   in Loop: Header=BB0_38 Depth=1
	s_or_b64 exec, exec, s[2:3]
	v_cvt_pk_f16_f32 v18, v18, v19
	v_cvt_pk_f16_f32 v19, v20, v21
	v_cvt_pk_f16_f32 v20, v22, v23
	v_cvt_pk_f16_f32 v21, v24, v25
	v_cvt_pk_f16_f32 v24, v30, v31
	v_cvt_pk_f16_f32 v25, v32, v33
	v_cvt_pk_f16_f32 v22, v26, v27
	v_cvt_pk_f16_f32 v23, v28, v29
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v71, v18
	ds_write_b16_d16_hi v71, v18 offset:128
	ds_write_b16 v71, v22 offset:2048
	ds_write_b16_d16_hi v71, v22 offset:2176
	ds_write_b16 v72, v19 offset:256
	ds_write_b16_d16_hi v72, v19 offset:384
	ds_write_b16 v72, v23 offset:2304
	ds_write_b16_d16_hi v72, v23 offset:2432
	ds_write_b16 v73, v20 offset:1024
	ds_write_b16_d16_hi v73, v20 offset:1152
	ds_write_b16 v73, v24 offset:3072
	ds_write_b16_d16_hi v73, v24 offset:3200
	ds_write_b16 v74, v21 offset:1280
	ds_write_b16_d16_hi v74, v21 offset:1408
	ds_write_b16 v74, v25 offset:3328
	ds_write_b16_d16_hi v74, v25 offset:3456
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b16 v[18:19], v75
	ds_read_b64_tr_b16 v[24:25], v75 offset:2048
	ds_read_b64_tr_b16 v[20:21], v76 offset:1024
	ds_read_b64_tr_b16 v[26:27], v76 offset:3072
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b16 v77, v104
	ds_write_b16 v77, v108 offset:2048
	ds_write_b16 v78, v105 offset:512
	ds_write_b16 v78, v109 offset:2560
	ds_write_b16 v79, v106 offset:1024
	ds_write_b16 v79, v110 offset:3072
	ds_write_b16 v80, v107 offset:1536
	ds_write_b16 v80, v111 offset:3584
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b16 v[28:29], v81
	ds_read_b64_tr_b16 v[30:31], v82 offset:1024
	v_pk_mul_f32 v[2:3], v[2:3], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[0:1] op_sel_hi:[1,0]
	ds_read_b64_tr_b16 v[104:105], v81 offset:2048
	ds_read_b64_tr_b16 v[106:107], v82 offset:3072
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_f16 v[2:17], v[28:31], v[18:21], v[2:17]
	v_add_f32_e32 v22, v85, v86
	v_fmac_f32_e32 v22, v84, v87
	s_add_i32 s64, s64, 32
	s_cmp_lt_i32 s64, s60
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v84, v22
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[2:17], v[104:107], v[24:27], v[2:17]
	s_cbranch_scc0 .LBB0_70
.LBB0_38:                               ; =>This Inner Loop Header: Depth=1
	s_add_i32 s2, s61, s64
	s_ashr_i32 s3, s2, 31
	s_add_u32 s10, s2, s33
	s_addc_u32 s11, s3, 0
	s_cmp_gt_i32 s11, -1
	v_mov_b64_e32 v[18:19], s[38:39]
	s_cselect_b64 s[28:29], -1, 0
	v_cmp_lt_i64_e64 s[2:3], s[10:11], v[18:19]
	s_and_b64 s[2:3], s[28:29], s[2:3]
	s_and_b64 s[18:19], vcc, s[2:3]
	v_mov_b32_e32 v18, v46
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_40
; %bb.39:                               ;   in Loop: Header=BB0_38 Depth=1
	s_mul_i32 s18, s10, s43
	s_mul_hi_u32 s19, s10, s42
	s_add_i32 s18, s19, s18
	s_mul_i32 s19, s11, s42
	s_add_i32 s19, s18, s19
	s_mul_i32 s18, s10, s42
	v_lshl_add_u64 v[18:19], s[18:19], 1, v[36:37]
	global_load_ushort v18, v[18:19], off
.LBB0_40:                               ;   in Loop: Header=BB0_38 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_add_u32 s18, s10, 4
	s_addc_u32 s19, s11, 0
	s_cmp_gt_i32 s19, -1
	v_mov_b64_e32 v[20:21], s[38:39]
	s_cselect_b64 s[36:37], -1, 0
	v_cmp_lt_i64_e64 s[2:3], s[18:19], v[20:21]
	s_and_b64 s[2:3], s[36:37], s[2:3]
	s_and_b64 s[20:21], vcc, s[2:3]
	v_mov_b32_e32 v19, v46
	s_and_saveexec_b64 s[2:3], s[20:21]
	s_cbranch_execz .LBB0_42
; %bb.41:                               ;   in Loop: Header=BB0_38 Depth=1
	s_mul_i32 s20, s18, s43
	s_mul_hi_u32 s21, s18, s42
	s_add_i32 s20, s21, s20
	s_mul_i32 s21, s19, s42
	s_add_i32 s21, s20, s21
	s_mul_i32 s20, s18, s42
	v_lshl_add_u64 v[20:21], s[20:21], 1, v[36:37]
	global_load_ushort v19, v[20:21], off
.LBB0_42:                               ;   in Loop: Header=BB0_38 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_add_u32 s20, s10, 8
	s_addc_u32 s21, s11, 0
	s_cmp_gt_i32 s21, -1
	v_mov_b64_e32 v[20:21], s[38:39]
	s_cselect_b64 s[44:45], -1, 0
	v_cmp_lt_i64_e64 s[2:3], s[20:21], v[20:21]
	s_and_b64 s[2:3], s[44:45], s[2:3]
	s_and_b64 s[24:25], vcc, s[2:3]
	v_mov_b32_e32 v20, v46
	s_and_saveexec_b64 s[2:3], s[24:25]
	s_cbranch_execz .LBB0_44
; %bb.43:                               ;   in Loop: Header=BB0_38 Depth=1
	s_mul_i32 s24, s20, s43
	s_mul_hi_u32 s25, s20, s42
	s_add_i32 s24, s25, s24
	s_mul_i32 s25, s21, s42
	s_add_i32 s25, s24, s25
	s_mul_i32 s24, s20, s42
	v_lshl_add_u64 v[20:21], s[24:25], 1, v[36:37]
	global_load_ushort v20, v[20:21], off
.LBB0_44:                               ;   in Loop: Header=BB0_38 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_add_u32 s24, s10, 12
	s_addc_u32 s25, s11, 0
	s_cmp_gt_i32 s25, -1
	v_mov_b64_e32 v[22:23], s[38:39]
	s_cselect_b64 s[48:49], -1, 0
	v_cmp_lt_i64_e64 s[2:3], s[24:25], v[22:23]
	s_and_b64 s[2:3], s[48:49], s[2:3]
	s_and_b64 s[34:35], vcc, s[2:3]
	v_mov_b32_e32 v21, v46
	s_and_saveexec_b64 s[2:3], s[34:35]
	s_cbranch_execz .LBB0_46
; %bb.45:                               ;   in Loop: Header=BB0_38 Depth=1
	s_mul_i32 s34, s24, s43
	s_mul_hi_u32 s35, s24, s42
	s_add_i32 s34, s35, s34
	s_mul_i32 s35, s25, s42
	s_add_i32 s35, s34, s35
	s_mul_i32 s34, s24, s42
	v_lshl_add_u64 v[22:23], s[34:35], 1, v[36:37]
	global_load_ushort v21, v[22:23], off
.LBB0_46:                               ;   in Loop: Header=BB0_38 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_add_u32 s34, s10, 16
	s_addc_u32 s35, s11, 0
	s_cmp_gt_i32 s35, -1
	v_mov_b64_e32 v[22:23], s[38:39]
	s_cselect_b64 s[52:53], -1, 0
	v_cmp_lt_i64_e64 s[2:3], s[34:35], v[22:23]
	s_and_b64 s[2:3], s[52:53], s[2:3]
	s_and_b64 s[40:41], vcc, s[2:3]
	v_mov_b32_e32 v22, v46
	s_and_saveexec_b64 s[2:3], s[40:41]
	s_cbranch_execz .LBB0_48
; %bb.47:                               ;   in Loop: Header=BB0_38 Depth=1
	s_mul_i32 s40, s34, s43
	s_mul_hi_u32 s41, s34, s42
	s_add_i32 s40, s41, s40
	s_mul_i32 s41, s35, s42
	s_add_i32 s41, s40, s41
	s_mul_i32 s40, s34, s42
	v_lshl_add_u64 v[22:23], s[40:41], 1, v[36:37]
	global_load_ushort v22, v[22:23], off
.LBB0_48:                               ;   in Loop: Header=BB0_38 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_add_u32 s40, s10, 20
	s_addc_u32 s41, s11, 0
	s_cmp_gt_i32 s41, -1
	v_mov_b64_e32 v[24:25], s[38:39]
	s_cselect_b64 s[54:55], -1, 0
	v_cmp_lt_i64_e64 s[2:3], s[40:41], v[24:25]
	s_and_b64 s[2:3], s[54:55], s[2:3]
	s_and_b64 s[46:47], vcc, s[2:3]
	v_mov_b32_e32 v23, v46
	s_and_saveexec_b64 s[2:3], s[46:47]
	s_cbranch_execz .LBB0_50
; %bb.49:                               ;   in Loop: Header=BB0_38 Depth=1
	s_mul_i32 s46, s40, s43
	s_mul_hi_u32 s47, s40, s42
	s_add_i32 s46, s47, s46
	s_mul_i32 s47, s41, s42
	s_add_i32 s47, s46, s47
	s_mul_i32 s46, s40, s42
	v_lshl_add_u64 v[24:25], s[46:47], 1, v[36:37]
	global_load_ushort v23, v[24:25], off
.LBB0_50:                               ;   in Loop: Header=BB0_38 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_add_u32 s46, s10, 24
	s_addc_u32 s47, s11, 0
	s_cmp_gt_i32 s47, -1
	v_mov_b64_e32 v[24:25], s[38:39]
	s_cselect_b64 s[56:57], -1, 0
	v_cmp_lt_i64_e64 s[2:3], s[46:47], v[24:25]
	s_and_b64 s[2:3], s[56:57], s[2:3]
	s_and_b64 s[50:51], vcc, s[2:3]
	v_mov_b32_e32 v24, v46
	s_and_saveexec_b64 s[2:3], s[50:51]
	s_cbranch_execz .LBB0_52
; %bb.51:                               ;   in Loop: Header=BB0_38 Depth=1
	s_mul_i32 s50, s46, s43
	s_mul_hi_u32 s51, s46, s42
	s_add_i32 s50, s51, s50
	s_mul_i32 s51, s47, s42
	s_add_i32 s51, s50, s51
	s_mul_i32 s50, s46, s42
	v_lshl_add_u64 v[24:25], s[50:51], 1, v[36:37]
	global_load_ushort v24, v[24:25], off
.LBB0_52:                               ;   in Loop: Header=BB0_38 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_add_u32 s50, s10, 28
	s_addc_u32 s51, s11, 0
	s_cmp_gt_i32 s51, -1
	v_mov_b64_e32 v[26:27], s[38:39]
	s_cselect_b64 s[58:59], -1, 0
	v_cmp_lt_i64_e64 s[2:3], s[50:51], v[26:27]
	s_and_b64 s[2:3], s[58:59], s[2:3]
	s_and_b64 s[68:69], vcc, s[2:3]
	v_mov_b32_e32 v25, v46
	s_and_saveexec_b64 s[2:3], s[68:69]
	s_cbranch_execz .LBB0_54
; %bb.53:                               ;   in Loop: Header=BB0_38 Depth=1
	s_mul_i32 s67, s50, s43
	s_mul_hi_u32 s68, s50, s42
	s_add_i32 s67, s68, s67
	s_mul_i32 s68, s51, s42
	s_add_i32 s69, s67, s68
	s_mul_i32 s68, s50, s42
	v_lshl_add_u64 v[26:27], s[68:69], 1, v[36:37]
	global_load_ushort v25, v[26:27], off
.LBB0_54:                               ;   in Loop: Header=BB0_38 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b16 v47, v18
	ds_write_b16 v48, v19 offset:512
	ds_write_b16 v49, v20 offset:1024
	ds_write_b16 v50, v21 offset:1536
	ds_write_b16 v51, v22 offset:2048
	ds_write_b16 v52, v23 offset:2560
	ds_write_b16 v53, v24 offset:3072
	ds_write_b16 v54, v25 offset:3584
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v18, v55
	ds_read_u16 v19, v55 offset:128
	ds_read_u16 v20, v56
	ds_read_u16 v21, v56 offset:128
	ds_read_u16 v22, v57
	ds_read_u16 v23, v57 offset:128
	ds_read_u16 v24, v58
	ds_read_u16 v25, v58 offset:128
	ds_read_u16 v26, v59
	ds_read_u16 v27, v59 offset:128
	ds_read_u16 v28, v60
	ds_read_u16 v29, v60 offset:128
	ds_read_u16 v30, v61
	ds_read_u16 v31, v61 offset:128
	ds_read_u16 v32, v62
	ds_read_u16 v33, v62 offset:128
	ds_read_u16 v42, v63
	ds_read_u16 v85, v63 offset:128
	ds_read_u16 v86, v64
	ds_read_u16 v87, v64 offset:128
	ds_read_u16 v108, v65
	ds_read_u16 v116, v65 offset:128
	ds_read_u16 v109, v66
	ds_read_u16 v117, v66 offset:128
	ds_read_u16 v110, v67
	ds_read_u16 v118, v67 offset:128
	ds_read_u16 v112, v68
	ds_read_u16 v120, v68 offset:128
	ds_read_u16 v111, v69
	ds_read_u16 v119, v69 offset:128
	ds_read_u16 v113, v70
	ds_read_u16 v121, v70 offset:128
	s_waitcnt lgkmcnt(14)
	v_perm_b32 v107, v32, v30, s66
	v_perm_b32 v106, v28, v26, s66
	v_perm_b32 v105, v24, v22, s66
	v_perm_b32 v104, v20, v18, s66
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v111, v113, v111, s66
	v_perm_b32 v110, v112, v110, s66
	v_perm_b32 v115, v33, v31, s66
	v_perm_b32 v114, v29, v27, s66
	v_perm_b32 v113, v25, v23, s66
	v_perm_b32 v112, v21, v19, s66
	v_mfma_f32_32x32x16_f16 v[18:33], v[104:107], v[88:91], 0
	v_perm_b32 v109, v109, v108, s66
	v_perm_b32 v108, v86, v42, s66
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v119, v121, v119, s66
	v_perm_b32 v118, v120, v118, s66
	v_perm_b32 v117, v117, v116, s66
	v_perm_b32 v116, v87, v85, s66
	v_mfma_f32_32x32x16_f16 v[18:33], v[108:111], v[92:95], v[18:33]
	s_barrier
	v_mfma_f32_32x32x16_f16 v[18:33], v[112:115], v[96:99], v[18:33]
	v_mfma_f32_32x32x16_f16 v[18:33], v[116:119], v[100:103], v[18:33]
	s_nop 11
	v_max_f32_e32 v42, v19, v19
	v_max_f32_e32 v85, v18, v18
	v_max_f32_e32 v42, v85, v42
	v_max3_f32 v85, v21, v22, v23
	v_max3_f32 v87, v27, v28, v29
	v_max3_f32 v104, v30, v31, v32
	v_max3_f32 v86, v24, v25, v26
	v_max3_f32 v42, v42, v20, v85
	v_max3_f32 v85, v87, v104, v33
	v_max3_f32 v42, v42, v86, v85
	v_mov_b32_e32 v85, v42
	s_nop 1
	v_permlane32_swap_b32_e32 v42, v85
	v_max_f32_e32 v85, v85, v85
	v_max_f32_e32 v42, v42, v42
	v_max_f32_e32 v42, v42, v85
	v_mul_f32_e32 v42, v40, v42
	v_max_f32_e32 v85, v0, v0
	v_max_f32_e32 v42, v85, v42
	v_pk_fma_f32 v[18:19], v[40:41], v[18:19], v[42:43] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[20:21], v[40:41], v[20:21], v[42:43] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[22:23], v[40:41], v[22:23], v[42:43] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[24:25], v[40:41], v[24:25], v[42:43] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[26:27], v[40:41], v[26:27], v[42:43] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[28:29], v[40:41], v[28:29], v[42:43] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[30:31], v[40:41], v[30:31], v[42:43] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[32:33], v[40:41], v[32:33], v[42:43] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_exp_f32_e32 v18, v18
	v_exp_f32_e32 v19, v19
	v_exp_f32_e32 v20, v20
	v_exp_f32_e32 v21, v21
	v_exp_f32_e32 v22, v22
	v_exp_f32_e32 v23, v23
	v_exp_f32_e32 v24, v24
	v_exp_f32_e32 v25, v25
	v_exp_f32_e32 v26, v26
	v_exp_f32_e32 v27, v27
	v_exp_f32_e32 v28, v28
	v_exp_f32_e32 v29, v29
	v_exp_f32_e32 v30, v30
	v_exp_f32_e32 v31, v31
	v_exp_f32_e32 v32, v32
	v_exp_f32_e32 v33, v33
	v_pk_add_f32 v[86:87], v[18:19], v[20:21]
	v_pk_add_f32 v[104:105], v[22:23], v[24:25]
	v_pk_add_f32 v[106:107], v[26:27], v[28:29]
	v_pk_add_f32 v[108:109], v[30:31], v[32:33]
	v_pk_add_f32 v[86:87], v[86:87], v[104:105]
	v_pk_add_f32 v[104:105], v[106:107], v[108:109]
	v_sub_f32_e32 v0, v0, v42
	v_pk_add_f32 v[86:87], v[86:87], v[104:105]
	v_mov_b64_e32 v[104:105], s[26:27]
	v_add_f32_e32 v85, v86, v87
	v_exp_f32_e32 v87, v0
	v_add_u32_e32 v0, s65, v83
	v_cmp_lt_i64_e64 s[2:3], s[10:11], v[104:105]
	v_mov_b32_e32 v86, v85
	ds_write_b32 v0, v87
	v_add_u32_e32 v0, s62, v83
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v0, v0
	s_and_b64 s[2:3], s[28:29], s[2:3]
	v_permlane32_swap_b32_e32 v85, v86
	s_and_b64 s[28:29], s[8:9], s[2:3]
	v_mov_b32_e32 v104, v35
	s_and_saveexec_b64 s[2:3], s[28:29]
	s_cbranch_execz .LBB0_56
; %bb.55:                               ;   in Loop: Header=BB0_38 Depth=1
	s_mul_i32 s28, s10, s31
	s_mul_hi_u32 s29, s10, s30
	s_add_i32 s28, s29, s28
	s_mul_i32 s11, s11, s30
	s_add_i32 s11, s28, s11
	s_mul_i32 s10, s10, s30
	v_lshl_add_u64 v[104:105], s[10:11], 1, v[38:39]
	global_load_ushort v104, v[104:105], off
.LBB0_56:                               ;   in Loop: Header=BB0_38 Depth=1
	s_or_b64 exec, exec, s[2:3]
	v_mov_b64_e32 v[106:107], s[26:27]
	v_cmp_lt_i64_e64 s[2:3], s[18:19], v[106:107]
	s_and_b64 s[2:3], s[36:37], s[2:3]
	s_and_b64 s[10:11], s[8:9], s[2:3]
	v_mov_b32_e32 v105, v35
	s_and_saveexec_b64 s[2:3], s[10:11]
	s_cbranch_execz .LBB0_58
; %bb.57:                               ;   in Loop: Header=BB0_38 Depth=1
	s_mul_i32 s10, s18, s31
	s_mul_hi_u32 s11, s18, s30
	s_add_i32 s10, s11, s10
	s_mul_i32 s11, s19, s30
	s_add_i32 s11, s10, s11
	s_mul_i32 s10, s18, s30
	v_lshl_add_u64 v[106:107], s[10:11], 1, v[38:39]
	global_load_ushort v105, v[106:107], off
.LBB0_58:                               ;   in Loop: Header=BB0_38 Depth=1
	s_or_b64 exec, exec, s[2:3]
	v_mov_b64_e32 v[106:107], s[26:27]
	v_cmp_lt_i64_e64 s[2:3], s[20:21], v[106:107]
	s_and_b64 s[2:3], s[44:45], s[2:3]
	s_and_b64 s[10:11], s[8:9], s[2:3]
	v_mov_b32_e32 v106, v35
	s_and_saveexec_b64 s[2:3], s[10:11]
	s_cbranch_execz .LBB0_60
; %bb.59:                               ;   in Loop: Header=BB0_38 Depth=1
	s_mul_i32 s10, s20, s31
	s_mul_hi_u32 s11, s20, s30
	s_add_i32 s10, s11, s10
	s_mul_i32 s11, s21, s30
	s_add_i32 s11, s10, s11
	s_mul_i32 s10, s20, s30
	v_lshl_add_u64 v[106:107], s[10:11], 1, v[38:39]
	global_load_ushort v106, v[106:107], off
.LBB0_60:                               ;   in Loop: Header=BB0_38 Depth=1
	s_or_b64 exec, exec, s[2:3]
	v_mov_b64_e32 v[108:109], s[26:27]
	v_cmp_lt_i64_e64 s[2:3], s[24:25], v[108:109]
	s_and_b64 s[2:3], s[48:49], s[2:3]
	s_and_b64 s[10:11], s[8:9], s[2:3]
	v_mov_b32_e32 v107, v35
	s_and_saveexec_b64 s[2:3], s[10:11]
	s_cbranch_execz .LBB0_62
; %bb.61:                               ;   in Loop: Header=BB0_38 Depth=1
	s_mul_i32 s10, s24, s31
	s_mul_hi_u32 s11, s24, s30
	s_add_i32 s10, s11, s10
	s_mul_i32 s11, s25, s30
	s_add_i32 s11, s10, s11
	s_mul_i32 s10, s24, s30
	v_lshl_add_u64 v[108:109], s[10:11], 1, v[38:39]
	global_load_ushort v107, v[108:109], off
.LBB0_62:                               ;   in Loop: Header=BB0_38 Depth=1
	s_or_b64 exec, exec, s[2:3]
	v_mov_b64_e32 v[108:109], s[26:27]
	v_cmp_lt_i64_e64 s[2:3], s[34:35], v[108:109]
	s_and_b64 s[2:3], s[52:53], s[2:3]
	s_and_b64 s[10:11], s[8:9], s[2:3]
	v_mov_b32_e32 v108, v35
	s_and_saveexec_b64 s[2:3], s[10:11]
	s_cbranch_execz .LBB0_64
; %bb.63:                               ;   in Loop: Header=BB0_38 Depth=1
	s_mul_i32 s10, s34, s31
	s_mul_hi_u32 s11, s34, s30
	s_add_i32 s10, s11, s10
	s_mul_i32 s11, s35, s30
	s_add_i32 s11, s10, s11
	s_mul_i32 s10, s34, s30
	v_lshl_add_u64 v[108:109], s[10:11], 1, v[38:39]
	global_load_ushort v108, v[108:109], off
.LBB0_64:                               ;   in Loop: Header=BB0_38 Depth=1
	s_or_b64 exec, exec, s[2:3]
	v_mov_b64_e32 v[110:111], s[26:27]
	v_cmp_lt_i64_e64 s[2:3], s[40:41], v[110:111]
	s_and_b64 s[2:3], s[54:55], s[2:3]
	s_and_b64 s[10:11], s[8:9], s[2:3]
	v_mov_b32_e32 v109, v35
	s_and_saveexec_b64 s[2:3], s[10:11]
	s_cbranch_execz .LBB0_66
; %bb.65:                               ;   in Loop: Header=BB0_38 Depth=1
	s_mul_i32 s10, s40, s31
	s_mul_hi_u32 s11, s40, s30
	s_add_i32 s10, s11, s10
	s_mul_i32 s11, s41, s30
	s_add_i32 s11, s10, s11
	s_mul_i32 s10, s40, s30
	v_lshl_add_u64 v[110:111], s[10:11], 1, v[38:39]
	global_load_ushort v109, v[110:111], off
.LBB0_66:                               ;   in Loop: Header=BB0_38 Depth=1
	s_or_b64 exec, exec, s[2:3]
	v_mov_b64_e32 v[110:111], s[26:27]
	v_cmp_lt_i64_e64 s[2:3], s[46:47], v[110:111]
	s_and_b64 s[2:3], s[56:57], s[2:3]
	s_and_b64 s[10:11], s[8:9], s[2:3]
	v_mov_b32_e32 v110, v35
	s_and_saveexec_b64 s[2:3], s[10:11]
	s_cbranch_execz .LBB0_68
; %bb.67:                               ;   in Loop: Header=BB0_38 Depth=1
	s_mul_i32 s10, s46, s31
	s_mul_hi_u32 s11, s46, s30
	s_add_i32 s10, s11, s10
	s_mul_i32 s11, s47, s30
	s_add_i32 s11, s10, s11
	s_mul_i32 s10, s46, s30
	v_lshl_add_u64 v[110:111], s[10:11], 1, v[38:39]
	global_load_ushort v110, v[110:111], off
.LBB0_68:                               ;   in Loop: Header=BB0_38 Depth=1
	s_or_b64 exec, exec, s[2:3]
	v_mov_b64_e32 v[112:113], s[26:27]
	v_cmp_lt_i64_e64 s[2:3], s[50:51], v[112:113]
	s_and_b64 s[2:3], s[58:59], s[2:3]
	s_and_b64 s[10:11], s[8:9], s[2:3]
	v_mov_b32_e32 v111, v35
	s_and_saveexec_b64 s[2:3], s[10:11]
	s_cbranch_execz .LBB0_37
; %bb.69:                               ;   in Loop: Header=BB0_38 Depth=1
	s_mul_i32 s10, s50, s31
	s_mul_hi_u32 s11, s50, s30
	s_add_i32 s10, s11, s10
	s_mul_i32 s11, s51, s30
	s_add_i32 s11, s10, s11
	s_mul_i32 s10, s50, s30
	v_lshl_add_u64 v[112:113], s[10:11], 1, v[38:39]
	global_load_ushort v111, v[112:113], off
	s_branch .LBB0_37
.LBB0_70:                               ; %._crit_edge.loopexit
	v_mov_b32_e32 v23, s65
.LBB0_71:                               ; %Flow156
	v_add_u32_e32 v24, 0, v44
	v_add_u32_e32 v23, v24, v23
	v_add_u32_e32 v24, s62, v24
	s_load_dwordx4 s[8:11], s[0:1], 0xf8
	s_lshr_b32 s0, s62, 2
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b32 v23, v22
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v24, v24
	v_or_b32_e32 v18, s0, v1
	v_lshrrev_b32_e32 v0, 2, v45
	s_lshr_b32 s0, s63, 1
	v_or_b32_e32 v0, s0, v0
	s_mov_b32 s0, 0x800000
	v_cmp_gt_f32_e32 vcc, s0, v22
	v_mov_b32_e32 v19, 0
	v_lshl_add_u64 v[20:21], v[18:19], 0, s[6:7]
	v_cndmask_b32_e64 v25, 0, 32, vcc
	v_ldexp_f32 v22, v22, v25
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v25, s[0:1], v24, v24, v2
	v_log_f32_e32 v22, v22
	v_rcp_f32_e32 v26, v25
	v_mov_b32_e32 v18, 0x42000000
	v_cndmask_b32_e32 v18, 0, v18, vcc
	v_sub_f32_e32 v18, v22, v18
	v_fma_f32 v22, -v25, v26, 1.0
	v_fmac_f32_e32 v26, v22, v26
	v_div_scale_f32 v22, vcc, v2, v24, v2
	v_mul_f32_e32 v27, v22, v26
	v_fma_f32 v28, -v25, v27, v22
	v_fmac_f32_e32 v27, v28, v26
	v_fma_f32 v22, -v25, v27, v22
	v_div_scale_f32 v25, s[2:3], v24, v24, v3
	v_rcp_f32_e32 v28, v25
	v_div_fmas_f32 v22, v22, v26, v27
	v_div_fixup_f32 v2, v22, v24, v2
	v_add_f32_e32 v18, v42, v18
	v_fma_f32 v22, -v25, v28, 1.0
	v_fmac_f32_e32 v28, v22, v28
	v_div_scale_f32 v22, vcc, v3, v24, v3
	v_mul_f32_e32 v26, v22, v28
	v_fma_f32 v27, -v25, v26, v22
	v_fmac_f32_e32 v26, v27, v28
	v_fma_f32 v22, -v25, v26, v22
	v_div_scale_f32 v25, s[2:3], v24, v24, v4
	v_rcp_f32_e32 v27, v25
	v_div_fmas_f32 v22, v22, v28, v26
	v_div_fixup_f32 v3, v22, v24, v3
	v_fma_f32 v22, -v25, v27, 1.0
	v_fmac_f32_e32 v27, v22, v27
	v_div_scale_f32 v22, vcc, v4, v24, v4
	v_mul_f32_e32 v26, v22, v27
	v_fma_f32 v28, -v25, v26, v22
	v_fmac_f32_e32 v26, v28, v27
	v_fma_f32 v22, -v25, v26, v22
	v_div_scale_f32 v25, s[2:3], v24, v24, v5
	v_rcp_f32_e32 v28, v25
	v_div_fmas_f32 v22, v22, v27, v26
	v_div_fixup_f32 v22, v22, v24, v4
	s_barrier
	v_fma_f32 v4, -v25, v28, 1.0
	v_fmac_f32_e32 v28, v4, v28
	v_div_scale_f32 v4, vcc, v5, v24, v5
	v_mul_f32_e32 v26, v4, v28
	v_fma_f32 v27, -v25, v26, v4
	v_fmac_f32_e32 v26, v27, v28
	v_fma_f32 v4, -v25, v26, v4
	v_div_scale_f32 v25, s[2:3], v24, v24, v6
	v_rcp_f32_e32 v27, v25
	v_div_fmas_f32 v4, v4, v28, v26
	v_div_fixup_f32 v5, v4, v24, v5
	v_fma_f32 v4, -v25, v27, 1.0
	v_fmac_f32_e32 v27, v4, v27
	v_div_scale_f32 v4, vcc, v6, v24, v6
	v_mul_f32_e32 v26, v4, v27
	v_fma_f32 v28, -v25, v26, v4
	v_fmac_f32_e32 v26, v28, v27
	v_fma_f32 v4, -v25, v26, v4
	v_div_scale_f32 v25, s[2:3], v24, v24, v7
	v_rcp_f32_e32 v28, v25
	v_div_fmas_f32 v4, v4, v27, v26
	v_div_fixup_f32 v6, v4, v24, v6
	ds_write_b32 v23, v18
	v_fma_f32 v4, -v25, v28, 1.0
	v_fmac_f32_e32 v28, v4, v28
	v_div_scale_f32 v4, vcc, v7, v24, v7
	v_mul_f32_e32 v26, v4, v28
	v_fma_f32 v27, -v25, v26, v4
	v_fmac_f32_e32 v26, v27, v28
	v_fma_f32 v4, -v25, v26, v4
	v_div_scale_f32 v25, s[2:3], v24, v24, v8
	v_rcp_f32_e32 v27, v25
	v_div_fmas_f32 v4, v4, v28, v26
	v_div_fixup_f32 v7, v4, v24, v7
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v25, v27, 1.0
	v_fmac_f32_e32 v27, v4, v27
	v_div_scale_f32 v4, vcc, v8, v24, v8
	v_mul_f32_e32 v26, v4, v27
	v_fma_f32 v28, -v25, v26, v4
	v_fmac_f32_e32 v26, v28, v27
	v_fma_f32 v4, -v25, v26, v4
	v_div_scale_f32 v25, s[2:3], v24, v24, v9
	v_rcp_f32_e32 v28, v25
	v_div_fmas_f32 v4, v4, v27, v26
	v_div_fixup_f32 v8, v4, v24, v8
	s_barrier
	v_fma_f32 v4, -v25, v28, 1.0
	v_fmac_f32_e32 v28, v4, v28
	v_div_scale_f32 v4, vcc, v9, v24, v9
	v_mul_f32_e32 v26, v4, v28
	v_fma_f32 v27, -v25, v26, v4
	v_fmac_f32_e32 v26, v27, v28
	v_fma_f32 v4, -v25, v26, v4
	v_div_scale_f32 v25, s[2:3], v24, v24, v10
	v_rcp_f32_e32 v27, v25
	v_div_fmas_f32 v4, v4, v28, v26
	v_div_fixup_f32 v9, v4, v24, v9
	v_fma_f32 v4, -v25, v27, 1.0
	v_fmac_f32_e32 v27, v4, v27
	v_div_scale_f32 v4, vcc, v10, v24, v10
	v_mul_f32_e32 v26, v4, v27
	v_fma_f32 v28, -v25, v26, v4
	v_fmac_f32_e32 v26, v28, v27
	v_fma_f32 v4, -v25, v26, v4
	v_div_scale_f32 v25, s[2:3], v24, v24, v11
	v_rcp_f32_e32 v28, v25
	v_div_fmas_f32 v4, v4, v27, v26
	v_div_fixup_f32 v26, v4, v24, v10
	s_and_b32 s5, s5, 0xffff
	v_fma_f32 v4, -v25, v28, 1.0
	v_fmac_f32_e32 v28, v4, v28
	v_div_scale_f32 v4, vcc, v11, v24, v11
	v_mul_f32_e32 v10, v4, v28
	v_fma_f32 v27, -v25, v10, v4
	v_fmac_f32_e32 v10, v27, v28
	v_fma_f32 v4, -v25, v10, v4
	v_div_scale_f32 v25, s[2:3], v24, v24, v12
	v_rcp_f32_e32 v27, v25
	v_div_fmas_f32 v4, v4, v28, v10
	v_div_fixup_f32 v28, v4, v24, v11
	v_mov_b32_e32 v1, v19
	v_fma_f32 v4, -v25, v27, 1.0
	v_fmac_f32_e32 v27, v4, v27
	v_div_scale_f32 v4, vcc, v12, v24, v12
	v_mul_f32_e32 v10, v4, v27
	v_fma_f32 v11, -v25, v10, v4
	v_fmac_f32_e32 v10, v11, v27
	v_div_scale_f32 v11, s[2:3], v24, v24, v13
	v_fma_f32 v4, -v25, v10, v4
	v_rcp_f32_e32 v25, v11
	v_div_fmas_f32 v4, v4, v27, v10
	v_div_fixup_f32 v27, v4, v24, v12
	v_cmp_lt_i32_e64 s[0:1], -1, v21
	v_fma_f32 v4, -v11, v25, 1.0
	v_fmac_f32_e32 v25, v4, v25
	v_div_scale_f32 v4, vcc, v13, v24, v13
	v_mul_f32_e32 v10, v4, v25
	v_fma_f32 v12, -v11, v10, v4
	v_fmac_f32_e32 v10, v12, v25
	v_fma_f32 v4, -v11, v10, v4
	v_div_scale_f32 v11, s[2:3], v24, v24, v14
	v_rcp_f32_e32 v12, v11
	v_div_fmas_f32 v4, v4, v25, v10
	v_div_fixup_f32 v13, v4, v24, v13
	s_mov_b32 s7, 0x27000
	v_fma_f32 v4, -v11, v12, 1.0
	v_fmac_f32_e32 v12, v4, v12
	v_div_scale_f32 v4, vcc, v14, v24, v14
	v_mul_f32_e32 v10, v4, v12
	v_fma_f32 v25, -v11, v10, v4
	v_fmac_f32_e32 v10, v25, v12
	v_fma_f32 v4, -v11, v10, v4
	v_div_scale_f32 v11, s[2:3], v24, v24, v15
	v_rcp_f32_e32 v25, v11
	v_div_fmas_f32 v4, v4, v12, v10
	v_div_fixup_f32 v14, v4, v24, v14
	s_mov_b32 s6, 0x7ffffffe
	v_fma_f32 v4, -v11, v25, 1.0
	v_fmac_f32_e32 v25, v4, v25
	v_div_scale_f32 v4, vcc, v15, v24, v15
	v_mul_f32_e32 v10, v4, v25
	v_fma_f32 v12, -v11, v10, v4
	v_fmac_f32_e32 v10, v12, v25
	v_fma_f32 v4, -v11, v10, v4
	v_div_scale_f32 v11, s[2:3], v24, v24, v16
	v_rcp_f32_e32 v12, v11
	v_div_fmas_f32 v4, v4, v25, v10
	v_div_fixup_f32 v15, v4, v24, v15
	v_fma_f32 v4, -v11, v12, 1.0
	v_fmac_f32_e32 v12, v4, v12
	v_div_scale_f32 v4, vcc, v16, v24, v16
	v_mul_f32_e32 v10, v4, v12
	v_fma_f32 v25, -v11, v10, v4
	v_fmac_f32_e32 v10, v25, v12
	v_fma_f32 v4, -v11, v10, v4
	v_div_scale_f32 v11, s[2:3], v24, v24, v17
	v_rcp_f32_e32 v25, v11
	v_div_fmas_f32 v4, v4, v12, v10
	v_div_fixup_f32 v16, v4, v24, v16
	s_mul_i32 s2, s60, s17
	v_fma_f32 v4, -v11, v25, 1.0
	v_fmac_f32_e32 v25, v4, v25
	v_div_scale_f32 v4, vcc, v17, v24, v17
	v_mul_f32_e32 v10, v4, v25
	v_fma_f32 v12, -v11, v10, v4
	v_fmac_f32_e32 v10, v12, v25
	v_fma_f32 v4, -v11, v10, v4
	v_div_fmas_f32 v4, v4, v25, v10
	v_div_fixup_f32 v17, v4, v24, v17
	v_add_u32_e32 v4, 0, v43
	s_add_i32 s2, s2, s16
	ds_read_b32 v23, v4
	s_cmp_eq_u32 s33, 0
	v_add_lshl_u32 v4, s2, v34, 2
	v_bfrev_b32_e32 v10, 1
	s_cselect_b64 vcc, -1, 0
	v_cndmask_b32_e32 v18, v10, v4, vcc
	v_cvt_pk_f16_f32 v4, v2, v3
	v_cvt_pk_f16_f32 v12, v22, v5
	v_cvt_pk_f16_f32 v10, v8, v9
	v_cvt_pk_f16_f32 v8, v27, v13
	v_mul_lo_u32 v5, v21, s12
	v_mul_lo_u32 v13, v20, s13
	v_mad_u64_u32 v[2:3], s[2:3], v20, s12, 0
	v_cmp_gt_i64_e32 vcc, s[8:9], v[20:21]
	v_cvt_pk_f16_f32 v11, v6, v7
	v_cvt_pk_f16_f32 v9, v26, v28
	v_cvt_pk_f16_f32 v7, v14, v15
	v_cvt_pk_f16_f32 v6, v16, v17
	v_add3_u32 v3, v3, v13, v5
	v_cmp_gt_i64_e64 s[2:3], s[10:11], v[0:1]
	s_and_b64 s[0:1], s[0:1], vcc
	v_lshl_add_u64 v[2:3], v[2:3], 1, s[22:23]
	v_permlane32_swap_b32_e32 v4, v11
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v23, v18, s[4:7], 0 offen
	v_permlane32_swap_b32_e32 v12, v10
	v_permlane32_swap_b32_e32 v9, v7
	s_and_b64 s[4:5], s[2:3], s[0:1]
	v_permlane32_swap_b32_e32 v8, v6
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_73
; %bb.72:
	v_mad_u64_u32 v[14:15], s[4:5], s14, v0, 0
	v_mov_b32_e32 v16, v15
	v_mad_u64_u32 v[16:17], s[4:5], s15, v0, v[16:17]
	v_mov_b32_e32 v15, v16
	v_lshl_add_u64 v[14:15], v[14:15], 1, v[2:3]
	global_store_short v[14:15], v4, off
.LBB0_73:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v18, 1, v0
	v_cmp_gt_i64_e32 vcc, s[10:11], v[18:19]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_75
; %bb.74:
	v_mad_u64_u32 v[14:15], s[4:5], s14, v18, 0
	v_mov_b32_e32 v16, v15
	v_mad_u64_u32 v[16:17], s[4:5], s15, v18, v[16:17]
	v_mov_b32_e32 v15, v16
	v_lshl_add_u64 v[14:15], v[14:15], 1, v[2:3]
	global_store_short_d16_hi v[14:15], v4, off
.LBB0_75:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v4, 2, v0
	v_mov_b32_e32 v5, 0
	v_cmp_gt_i64_e32 vcc, s[10:11], v[4:5]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_77
; %bb.76:
	v_mad_u64_u32 v[14:15], s[4:5], s14, v4, 0
	v_mov_b32_e32 v16, v15
	v_mad_u64_u32 v[16:17], s[4:5], s15, v4, v[16:17]
	v_mov_b32_e32 v15, v16
	v_lshl_add_u64 v[14:15], v[14:15], 1, v[2:3]
	global_store_short v[14:15], v12, off
.LBB0_77:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v4, 3, v0
	v_cmp_gt_i64_e32 vcc, s[10:11], v[4:5]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_79
; %bb.78:
	v_mad_u64_u32 v[14:15], s[4:5], s14, v4, 0
	v_mov_b32_e32 v16, v15
	v_mad_u64_u32 v[4:5], s[4:5], s15, v4, v[16:17]
	v_mov_b32_e32 v15, v4
	v_lshl_add_u64 v[4:5], v[14:15], 1, v[2:3]
	global_store_short_d16_hi v[4:5], v12, off
.LBB0_79:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v4, 4, v0
	v_mov_b32_e32 v5, 0
	v_cmp_gt_i64_e32 vcc, s[10:11], v[4:5]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_81
; %bb.80:
	v_mad_u64_u32 v[12:13], s[4:5], s14, v4, 0
	v_mov_b32_e32 v14, v13
	v_mad_u64_u32 v[14:15], s[4:5], s15, v4, v[14:15]
	v_mov_b32_e32 v13, v14
	v_lshl_add_u64 v[12:13], v[12:13], 1, v[2:3]
	global_store_short v[12:13], v11, off
.LBB0_81:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v4, 5, v0
	v_cmp_gt_i64_e32 vcc, s[10:11], v[4:5]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_83
; %bb.82:
	v_mad_u64_u32 v[12:13], s[4:5], s14, v4, 0
	v_mov_b32_e32 v14, v13
	v_mad_u64_u32 v[4:5], s[4:5], s15, v4, v[14:15]
	v_mov_b32_e32 v13, v4
	v_lshl_add_u64 v[4:5], v[12:13], 1, v[2:3]
	global_store_short_d16_hi v[4:5], v11, off
.LBB0_83:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v4, 6, v0
	v_mov_b32_e32 v5, 0
	v_cmp_gt_i64_e32 vcc, s[10:11], v[4:5]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_85
; %bb.84:
	v_mad_u64_u32 v[12:13], s[4:5], s14, v4, 0
	v_mov_b32_e32 v14, v13
	v_mad_u64_u32 v[14:15], s[4:5], s15, v4, v[14:15]
	v_mov_b32_e32 v13, v14
	v_lshl_add_u64 v[12:13], v[12:13], 1, v[2:3]
	global_store_short v[12:13], v10, off
.LBB0_85:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v4, 7, v0
	v_cmp_gt_i64_e32 vcc, s[10:11], v[4:5]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_87
; %bb.86:
	v_mad_u64_u32 v[12:13], s[4:5], s14, v4, 0
	v_mov_b32_e32 v14, v13
	v_mad_u64_u32 v[4:5], s[4:5], s15, v4, v[14:15]
	v_mov_b32_e32 v13, v4
	v_lshl_add_u64 v[4:5], v[12:13], 1, v[2:3]
	global_store_short_d16_hi v[4:5], v10, off
.LBB0_87:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v4, 16, v0
	v_mov_b32_e32 v5, 0
	v_cmp_gt_i64_e32 vcc, s[10:11], v[4:5]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_89
; %bb.88:
	v_mad_u64_u32 v[10:11], s[4:5], s14, v4, 0
	v_mov_b32_e32 v12, v11
	v_mad_u64_u32 v[12:13], s[4:5], s15, v4, v[12:13]
	v_mov_b32_e32 v11, v12
	v_lshl_add_u64 v[10:11], v[10:11], 1, v[2:3]
	global_store_short v[10:11], v9, off
.LBB0_89:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v4, 17, v0
	v_cmp_gt_i64_e32 vcc, s[10:11], v[4:5]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_91
; %bb.90:
	v_mad_u64_u32 v[10:11], s[4:5], s14, v4, 0
	v_mov_b32_e32 v12, v11
	v_mad_u64_u32 v[4:5], s[4:5], s15, v4, v[12:13]
	v_mov_b32_e32 v11, v4
	v_lshl_add_u64 v[4:5], v[10:11], 1, v[2:3]
	global_store_short_d16_hi v[4:5], v9, off
.LBB0_91:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v4, 18, v0
	v_mov_b32_e32 v5, 0
	v_cmp_gt_i64_e32 vcc, s[10:11], v[4:5]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_93
; %bb.92:
	v_mad_u64_u32 v[10:11], s[4:5], s14, v4, 0
	v_mov_b32_e32 v12, v11
	v_mad_u64_u32 v[12:13], s[4:5], s15, v4, v[12:13]
	v_mov_b32_e32 v11, v12
	v_lshl_add_u64 v[10:11], v[10:11], 1, v[2:3]
	global_store_short v[10:11], v8, off
.LBB0_93:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v4, 19, v0
	v_cmp_gt_i64_e32 vcc, s[10:11], v[4:5]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_95
; %bb.94:
	v_mad_u64_u32 v[10:11], s[4:5], s14, v4, 0
	v_mov_b32_e32 v12, v11
	v_mad_u64_u32 v[4:5], s[4:5], s15, v4, v[12:13]
	v_mov_b32_e32 v11, v4
	v_lshl_add_u64 v[4:5], v[10:11], 1, v[2:3]
	global_store_short_d16_hi v[4:5], v8, off
.LBB0_95:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v4, 20, v0
	v_mov_b32_e32 v5, 0
	v_cmp_gt_i64_e32 vcc, s[10:11], v[4:5]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_97
; %bb.96:
	v_mad_u64_u32 v[8:9], s[4:5], s14, v4, 0
	v_mov_b32_e32 v10, v9
	v_mad_u64_u32 v[10:11], s[4:5], s15, v4, v[10:11]
	v_mov_b32_e32 v9, v10
	v_lshl_add_u64 v[8:9], v[8:9], 1, v[2:3]
	global_store_short v[8:9], v7, off
.LBB0_97:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v4, 21, v0
	v_cmp_gt_i64_e32 vcc, s[10:11], v[4:5]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_99
; %bb.98:
	v_mad_u64_u32 v[8:9], s[4:5], s14, v4, 0
	v_mov_b32_e32 v10, v9
	v_mad_u64_u32 v[4:5], s[4:5], s15, v4, v[10:11]
	v_mov_b32_e32 v9, v4
	v_lshl_add_u64 v[4:5], v[8:9], 1, v[2:3]
	global_store_short_d16_hi v[4:5], v7, off
.LBB0_99:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v4, 22, v0
	v_mov_b32_e32 v5, 0
	v_cmp_gt_i64_e32 vcc, s[10:11], v[4:5]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_101
; %bb.100:
	v_mad_u64_u32 v[8:9], s[4:5], s14, v4, 0
	v_mov_b32_e32 v10, v9
	v_mad_u64_u32 v[10:11], s[4:5], s15, v4, v[10:11]
	v_mov_b32_e32 v9, v10
	v_lshl_add_u64 v[8:9], v[8:9], 1, v[2:3]
	global_store_short v[8:9], v6, off
.LBB0_101:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v4, 23, v0
	v_cmp_gt_i64_e32 vcc, s[10:11], v[4:5]
	s_and_b64 s[0:1], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_103
; %bb.102:
	v_mad_u64_u32 v[0:1], s[0:1], s14, v4, 0
	v_mov_b32_e32 v8, v1
	v_mad_u64_u32 v[4:5], s[0:1], s15, v4, v[8:9]
	v_mov_b32_e32 v1, v4
	v_lshl_add_u64 v[0:1], v[0:1], 1, v[2:3]
	global_store_short_d16_hi v[0:1], v6, off
.LBB0_103:
	s_endpgm
.Lfunc_end0:
	.size	_attn_fwd_tma, .Lfunc_end0-_attn_fwd_tma
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _attn_fwd_tma
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 336
		.amdhsa_user_sgpr_count 16
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 14
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 122
		.amdhsa_next_free_sgpr 70
		.amdhsa_accum_offset 124
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
                                        ; -- End function
	.set .L_attn_fwd_tma.num_vgpr, 122
	.set .L_attn_fwd_tma.num_agpr, 0
	.set .L_attn_fwd_tma.numbered_sgpr, 70
	.set .L_attn_fwd_tma.num_named_barrier, 0
	.set .L_attn_fwd_tma.private_seg_size, 0
	.set .L_attn_fwd_tma.uses_vcc, 1
	.set .L_attn_fwd_tma.uses_flat_scratch, 0
	.set .L_attn_fwd_tma.has_dyn_sized_stack, 0
	.set .L_attn_fwd_tma.has_recursion, 0
	.set .L_attn_fwd_tma.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 8840
; TotalNumSgprs: 76
; NumVgprs: 122
; NumAgprs: 0
; TotalNumVgprs: 122
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 9
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 76
; NumVGPRsForWavesPerEU: 122
; AccumOffset: 124
; Occupancy: 4
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 30
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .offset:         0
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .offset:         32
        .size:           8
        .value_kind:     by_value
      - .offset:         40
        .size:           8
        .value_kind:     by_value
      - .offset:         48
        .size:           8
        .value_kind:     by_value
      - .offset:         56
        .size:           8
        .value_kind:     by_value
      - .offset:         64
        .size:           1
        .value_kind:     by_value
      - .offset:         65
        .size:           1
        .value_kind:     by_value
      - .offset:         68
        .size:           4
        .value_kind:     by_value
      - .offset:         72
        .size:           4
        .value_kind:     by_value
      - .offset:         80
        .size:           8
        .value_kind:     by_value
      - .offset:         88
        .size:           8
        .value_kind:     by_value
      - .address_space:  global
        .offset:         96
        .size:           8
        .value_kind:     global_buffer
      - .offset:         104
        .size:           8
        .value_kind:     by_value
      - .offset:         112
        .size:           8
        .value_kind:     by_value
      - .offset:         120
        .size:           8
        .value_kind:     by_value
      - .offset:         128
        .size:           8
        .value_kind:     by_value
      - .offset:         136
        .size:           1
        .value_kind:     by_value
      - .offset:         137
        .size:           1
        .value_kind:     by_value
      - .offset:         140
        .size:           4
        .value_kind:     by_value
      - .offset:         144
        .size:           4
        .value_kind:     by_value
      - .offset:         152
        .size:           8
        .value_kind:     by_value
      - .offset:         160
        .size:           8
        .value_kind:     by_value
      - .address_space:  global
        .offset:         168
        .size:           8
        .value_kind:     global_buffer
      - .offset:         176
        .size:           8
        .value_kind:     by_value
      - .offset:         184
        .size:           8
        .value_kind:     by_value
      - .offset:         192
        .size:           8
        .value_kind:     by_value
      - .offset:         200
        .size:           8
        .value_kind:     by_value
      - .offset:         208
        .size:           1
        .value_kind:     by_value
      - .offset:         209
        .size:           1
        .value_kind:     by_value
      - .offset:         212
        .size:           4
        .value_kind:     by_value
      - .offset:         216
        .size:           4
        .value_kind:     by_value
      - .offset:         224
        .size:           8
        .value_kind:     by_value
      - .offset:         232
        .size:           8
        .value_kind:     by_value
      - .address_space:  global
        .offset:         240
        .size:           8
        .value_kind:     global_buffer
      - .offset:         248
        .size:           8
        .value_kind:     by_value
      - .offset:         256
        .size:           8
        .value_kind:     by_value
      - .offset:         264
        .size:           8
        .value_kind:     by_value
      - .offset:         272
        .size:           8
        .value_kind:     by_value
      - .offset:         280
        .size:           1
        .value_kind:     by_value
      - .offset:         281
        .size:           1
        .value_kind:     by_value
      - .offset:         284
        .size:           4
        .value_kind:     by_value
      - .offset:         288
        .size:           4
        .value_kind:     by_value
      - .offset:         296
        .size:           8
        .value_kind:     by_value
      - .offset:         304
        .size:           8
        .value_kind:     by_value
      - .offset:         312
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         320
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         328
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 336
    .max_flat_workgroup_size: 256
    .name:           _attn_fwd_tma
    .private_segment_fixed_size: 0
    .sgpr_count:     76
    .sgpr_spill_count: 0
    .symbol:         _attn_fwd_tma.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     122
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.50-amd-amdhsa-unknown-gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
