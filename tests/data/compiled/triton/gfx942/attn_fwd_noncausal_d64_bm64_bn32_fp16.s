	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
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
	s_load_dword s34, s[0:1], 0x138
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
	s_mul_i32 s35, s6, s34
	s_add_i32 s35, s35, s3
	s_lshl_b32 s16, s16, 6
	s_add_i32 s6, s35, s16
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
	v_mov_b32_e32 v18, v4
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
	global_load_ushort v18, v[18:19], off
.LBB0_28:
	s_or_b64 exec, exec, s[12:13]
	s_add_u32 s24, s22, 56
	s_addc_u32 s25, s23, 0
	s_cmp_gt_i32 s25, -1
	v_mov_b64_e32 v[20:21], s[10:11]
	s_cselect_b64 s[26:27], -1, 0
	v_cmp_lt_i64_e64 s[12:13], s[24:25], v[20:21]
	s_and_b64 s[12:13], s[26:27], s[12:13]
	s_and_b64 s[26:27], vcc, s[12:13]
	v_mov_b32_e32 v20, v4
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
	v_lshl_add_u64 v[20:21], v[2:3], 1, s[24:25]
	global_load_ushort v20, v[20:21], off
.LBB0_30:
	s_or_b64 exec, exec, s[12:13]
	s_add_u32 s12, s22, 60
	s_addc_u32 s13, s23, 0
	s_cmp_gt_i32 s13, -1
	v_mov_b64_e32 v[22:23], s[10:11]
	s_cselect_b64 s[22:23], -1, 0
	v_cmp_lt_i64_e64 s[10:11], s[12:13], v[22:23]
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
	s_lshl_b32 s10, s33, 6
	v_or_b32_e32 v2, s10, v34
	v_lshlrev_b32_e32 v19, 1, v2
	s_lshl_b32 s3, s33, 3
	v_xor_b32_e32 v2, s3, v19
	v_add_u32_e32 v3, 0, v2
	s_waitcnt vmcnt(0)
	ds_write_b16 v3, v5
	ds_write_b16 v3, v9 offset:2048
	ds_write_b16 v3, v13 offset:4096
	ds_write_b16 v3, v17 offset:6144
	v_xad_u32 v3, v2, 32, 0
	v_and_b32_e32 v1, 31, v0
	s_and_b32 s44, s10, 64
	ds_write_b16 v3, v6 offset:512
	ds_write_b16 v3, v10 offset:2560
	ds_write_b16 v3, v14 offset:4608
	ds_write_b16 v3, v18 offset:6656
	v_xad_u32 v3, v2, 64, 0
	v_xor_b32_e32 v2, 0x60, v2
	v_add_u32_e32 v2, 0, v2
	s_cmp_gt_i32 s34, 0
	v_lshlrev_b32_e32 v44, 2, v1
	v_lshlrev_b32_e32 v43, 2, v34
	ds_write_b16 v3, v7 offset:1024
	ds_write_b16 v3, v11 offset:3072
	ds_write_b16 v3, v15 offset:5120
	ds_write_b16 v3, v20 offset:7168
	ds_write_b16 v2, v8 offset:1536
	ds_write_b16 v2, v12 offset:3584
	ds_write_b16 v2, v16 offset:5632
	ds_write_b16 v2, v4 offset:7680
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_34
; %bb.33:                               ; %.._crit_edge_crit_edge
	s_lshl_b32 s11, s44, 1
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v22, s11
	s_branch .LBB0_35
.LBB0_34:
	s_mov_b64 s[8:9], -1
                                        ; implicit-def: $vgpr22
.LBB0_35:                               ; %Flow
	s_load_dwordx4 s[12:15], s[0:1], 0x108
	s_load_dwordx2 s[22:23], s[0:1], 0xf0
	s_and_b32 s45, s10, 0x80
	s_and_b64 s[8:9], s[8:9], exec
	s_cselect_b32 s8, 1, 0
	v_and_b32_e32 v45, 32, v0
	s_cmp_lg_u32 s8, 1
	v_mov_b32_e32 v42, 0xff800000
	v_mov_b32_e32 v18, 1.0
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
	v_and_b32_e32 v8, 15, v0
	v_lshlrev_b32_e32 v3, 3, v8
	v_lshrrev_b32_e32 v9, 2, v45
	v_lshlrev_b32_e32 v2, 7, v1
	s_lshl_b32 s46, s44, 6
	v_xor_b32_e32 v3, v3, v9
	s_load_dwordx2 s[8:9], s[0:1], 0xc8
	s_load_dwordx8 s[24:31], s[0:1], 0xa8
	s_load_dwordx2 s[10:11], s[0:1], 0x80
	s_load_dwordx8 s[36:43], s[0:1], 0x60
	v_or3_b32 v2, s46, v2, v3
	v_add_u32_e32 v3, 0, v2
	v_xad_u32 v4, v2, 16, 0
	v_xad_u32 v5, v2, 32, 0
	v_xad_u32 v6, v2, 48, 0
	ds_read_b64 v[86:87], v3
	ds_read_b64 v[88:89], v4
	ds_read_b64 v[90:91], v5
	ds_read_b64 v[92:93], v6
	v_xad_u32 v3, v2, 64, 0
	v_xor_b32_e32 v4, 0x50, v2
	v_xor_b32_e32 v5, 0x60, v2
	v_xor_b32_e32 v2, 0x70, v2
	v_add_u32_e32 v2, 0, v2
	v_add_u32_e32 v4, 0, v4
	v_add_u32_e32 v5, 0, v5
	ds_read_b64 v[94:95], v3
	ds_read_b64 v[96:97], v4
	ds_read_b64 v[98:99], v5
	ds_read_b64 v[100:101], v2
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[2:3], s[48:49], s10, v34, 0
	v_mov_b32_e32 v4, v3
	v_mad_u64_u32 v[4:5], s[10:11], s11, v34, v[4:5]
	v_mov_b32_e32 v3, v4
	v_mad_u64_u32 v[4:5], s[10:11], s8, v34, 0
	v_mov_b32_e32 v6, v5
	v_lshl_add_u64 v[36:37], v[2:3], 1, s[36:37]
	v_mov_b32_e32 v2, 0x3fb8aa3b
	v_mad_u64_u32 v[6:7], s[8:9], s9, v34, v[6:7]
	v_mul_f32_e32 v40, s2, v2
	v_mov_b32_e32 v2, 0x7e00
	v_cmp_gt_i64_e32 vcc, s[40:41], v[34:35]
	v_cmp_gt_i64_e64 s[8:9], s[28:29], v[34:35]
	v_cndmask_b32_e64 v35, 0, v2, s[20:21]
	v_cndmask_b32_e64 v46, 0, v2, s[18:19]
	v_lshlrev_b32_e32 v2, 2, v0
	v_and_b32_e32 v3, 0x8c, v2
	s_movk_i32 s10, 0x130
	s_lshl_b32 s2, s33, 1
	v_and_or_b32 v3, v19, s10, v3
	v_lshlrev_b32_e32 v14, 1, v0
	v_xor_b32_e32 v3, s2, v3
	v_lshlrev_b32_e32 v13, 7, v0
	v_and_b32_e32 v14, 0x4e, v14
	v_bfe_i32 v15, v0, 3, 1
	s_movk_i32 s2, 0x300
	v_mov_b32_e32 v5, v6
	v_and_b32_e32 v15, 0x440, v15
	v_and_or_b32 v13, v13, s2, v14
	v_lshl_add_u64 v[38:39], v[4:5], 1, s[24:25]
	v_lshlrev_b32_e32 v4, 4, v0
	v_bfe_i32 v16, v0, 4, 1
	v_xor_b32_e32 v13, v13, v15
	s_movk_i32 s2, 0x810
	v_lshrrev_b32_e32 v0, 1, v0
	s_lshl_b32 s46, s33, 2
	v_and_or_b32 v13, v16, s2, v13
	s_lshl_b32 s20, s44, 1
	s_lshr_b32 s2, s45, 1
	v_and_b32_e32 v0, 24, v0
	v_lshlrev_b32_e32 v23, 4, v45
	v_and_b32_e32 v2, 56, v2
	v_xor_b32_e32 v0, s3, v0
	s_cmp_eq_u32 s44, 0
	v_add_u32_e32 v24, s44, v23
	v_add_u32_e32 v23, s2, v23
	v_xor_b32_e32 v0, v0, v2
	s_cselect_b32 s2, 0, 0x810
	v_lshl_or_b32 v25, v34, 6, v0
	v_and_b32_e32 v0, 0x408, v16
	v_or_b32_e32 v9, s2, v9
	v_xor_b32_e32 v0, v0, v9
	v_xor_b32_e32 v0, v0, v2
	v_and_or_b32 v3, v4, 64, v3
	v_lshl_or_b32 v2, v8, 6, v0
	v_xor_b32_e32 v4, 8, v3
	v_xor_b32_e32 v5, 64, v3
	v_xor_b32_e32 v6, 0x48, v3
	v_xor_b32_e32 v7, 16, v3
	v_xor_b32_e32 v10, 24, v3
	v_xor_b32_e32 v11, 0x50, v3
	v_xor_b32_e32 v12, 0x58, v3
	v_xor_b32_e32 v14, 4, v13
	v_xor_b32_e32 v15, 8, v13
	v_xor_b32_e32 v17, 12, v13
	v_xor_b32_e32 v18, 16, v13
	v_xor_b32_e32 v19, 20, v13
	v_xor_b32_e32 v20, 24, v13
	v_xor_b32_e32 v21, 28, v13
	v_lshlrev_b32_e32 v22, 1, v1
	v_xor_b32_e32 v26, 32, v25
	v_xor_b32_e32 v8, 16, v2
	v_xor_b32_e32 v9, 32, v2
	v_xor_b32_e32 v27, 48, v2
	v_mov_b32_e32 v16, 0
	s_mov_b32 s24, 0
	v_xor_b32_e32 v47, 0x80, v43
	v_add_u32_e32 v48, 0, v44
	v_mov_b32_e32 v41, v40
	v_mov_b32_e32 v0, 0xff800000
	v_mov_b32_e32 v73, 1.0
	v_add_u32_e32 v49, 0, v3
	v_add_u32_e32 v50, 0, v4
	v_add_u32_e32 v51, 0, v5
	v_add_u32_e32 v52, 0, v6
	v_add_u32_e32 v53, 0, v7
	v_add_u32_e32 v54, 0, v10
	v_add_u32_e32 v55, 0, v11
	v_add_u32_e32 v56, 0, v12
	v_add_u32_e32 v57, 0, v13
	v_add_u32_e32 v58, 0, v14
	v_add_u32_e32 v59, 0, v15
	v_add_u32_e32 v60, 0, v17
	v_add_u32_e32 v61, 0, v18
	v_add_u32_e32 v62, 0, v19
	v_add_u32_e32 v63, 0, v20
	v_add_u32_e32 v64, 0, v21
	s_mov_b32 s21, 0x5040100
	v_add_u32_e32 v65, v24, v22
	v_add_u32_e32 v66, v23, v22
	v_add_u32_e32 v67, 0, v25
	v_add_u32_e32 v68, 0, v26
	v_add_u32_e32 v69, 0, v2
	v_add_u32_e32 v70, 0, v8
	v_add_u32_e32 v71, 0, v9
	v_add_u32_e32 v72, 0, v27
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
	s_branch .LBB0_38
.LBB0_37:                               ;   in Loop: Header=BB0_38 Depth=1
	s_or_b64 exec, exec, s[2:3]
	v_cvt_f16_f32_e32 v18, v18
	v_cvt_f16_f32_e32 v19, v19
	v_cvt_f16_f32_e32 v20, v20
	v_cvt_f16_f32_e32 v21, v21
	v_cvt_f16_f32_e32 v22, v22
	v_cvt_f16_f32_e32 v23, v23
	v_cvt_f16_f32_e32 v24, v24
	v_cvt_f16_f32_e32 v25, v25
	v_cvt_f16_f32_e32 v26, v26
	v_cvt_f16_f32_e32 v27, v27
	v_cvt_f16_f32_e32 v28, v28
	v_cvt_f16_f32_e32 v29, v29
	v_cvt_f16_f32_e32 v30, v30
	v_cvt_f16_f32_e32 v31, v31
	v_cvt_f16_f32_e32 v32, v32
	v_cvt_f16_f32_e32 v33, v33
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v65, v18
	ds_write_b16 v65, v19 offset:128
	ds_write_b16 v65, v20 offset:256
	ds_write_b16 v65, v21 offset:384
	ds_write_b16 v65, v22 offset:1024
	ds_write_b16 v65, v23 offset:1152
	ds_write_b16 v65, v24 offset:1280
	ds_write_b16 v65, v25 offset:1408
	ds_write_b16 v65, v26 offset:2048
	ds_write_b16 v65, v27 offset:2176
	ds_write_b16 v65, v28 offset:2304
	ds_write_b16 v65, v29 offset:2432
	ds_write_b16 v65, v30 offset:3072
	ds_write_b16 v65, v31 offset:3200
	ds_write_b16 v65, v32 offset:3328
	ds_write_b16 v65, v33 offset:3456
	s_waitcnt vmcnt(0)
	v_perm_b32 v19, v80, v79, s21
	v_perm_b32 v18, v78, v77, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v20, v66
	ds_read_u16 v21, v66 offset:128
	ds_read_u16 v22, v66 offset:256
	ds_read_u16 v23, v66 offset:384
	ds_read_u16 v24, v66 offset:1024
	ds_read_u16 v25, v66 offset:1152
	ds_read_u16 v26, v66 offset:1280
	ds_read_u16 v27, v66 offset:1408
	ds_read_u16 v28, v66 offset:2048
	ds_read_u16 v29, v66 offset:2176
	ds_read_u16 v30, v66 offset:2304
	ds_read_u16 v31, v66 offset:2432
	ds_read_u16 v32, v66 offset:3072
	ds_read_u16 v33, v66 offset:3200
	ds_read_u16 v85, v66 offset:3328
	ds_read_u16 v102, v66 offset:3456
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b64 v67, v[18:19]
	v_perm_b32 v19, v84, v83, s21
	v_perm_b32 v18, v82, v81, s21
	ds_write_b64 v68, v[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[78:79], v69
	v_pk_mul_f32 v[2:3], v[2:3], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[0:1] op_sel_hi:[1,0]
	v_perm_b32 v19, v23, v22, s21
	v_perm_b32 v18, v21, v20, s21
	ds_read_b64 v[80:81], v70
	ds_read_b64 v[82:83], v71
	ds_read_b64 v[104:105], v72
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[2:17], v[78:79], v[18:19], v[2:17]
	v_perm_b32 v19, v27, v26, s21
	v_perm_b32 v18, v25, v24, s21
	v_perm_b32 v21, v102, v85, s21
	v_perm_b32 v20, v33, v32, s21
	s_add_i32 s24, s24, 32
	s_cmp_lt_i32 s24, s34
	v_mov_b32_e32 v0, v42
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_f16 v[2:17], v[80:81], v[18:19], v[2:17]
	v_perm_b32 v19, v31, v30, s21
	v_perm_b32 v18, v29, v28, s21
	s_waitcnt lgkmcnt(1)
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[2:17], v[82:83], v[18:19], v[2:17]
	v_add_f32_e32 v18, v74, v75
	v_fmac_f32_e32 v18, v73, v76
	v_mov_b32_e32 v73, v18
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[2:17], v[104:105], v[20:21], v[2:17]
	s_cbranch_scc0 .LBB0_70
.LBB0_38:                               ; =>This Inner Loop Header: Depth=1
	s_add_i32 s25, s35, s24
	s_ashr_i32 s28, s25, 31
	s_add_u32 s10, s25, s33
	s_addc_u32 s11, s28, 0
	s_cmp_gt_i32 s11, -1
	v_mov_b64_e32 v[18:19], s[38:39]
	s_cselect_b64 s[18:19], -1, 0
	v_cmp_lt_i64_e64 s[2:3], s[10:11], v[18:19]
	s_and_b64 s[2:3], s[18:19], s[2:3]
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
	s_and_b64 s[36:37], vcc, s[2:3]
	v_mov_b32_e32 v19, v46
	s_and_saveexec_b64 s[2:3], s[36:37]
	s_cbranch_execz .LBB0_42
; %bb.41:                               ;   in Loop: Header=BB0_38 Depth=1
	s_mul_i32 s29, s18, s43
	s_mul_hi_u32 s36, s18, s42
	s_add_i32 s29, s36, s29
	s_mul_i32 s19, s19, s42
	s_add_i32 s19, s29, s19
	s_mul_i32 s18, s18, s42
	v_lshl_add_u64 v[20:21], s[18:19], 1, v[36:37]
	global_load_ushort v19, v[20:21], off
.LBB0_42:                               ;   in Loop: Header=BB0_38 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_add_u32 s18, s10, 8
	s_addc_u32 s19, s11, 0
	s_cmp_gt_i32 s19, -1
	v_mov_b64_e32 v[20:21], s[38:39]
	s_cselect_b64 s[36:37], -1, 0
	v_cmp_lt_i64_e64 s[2:3], s[18:19], v[20:21]
	s_and_b64 s[2:3], s[36:37], s[2:3]
	s_and_b64 s[36:37], vcc, s[2:3]
	v_mov_b32_e32 v20, v46
	s_and_saveexec_b64 s[2:3], s[36:37]
	s_cbranch_execz .LBB0_44
; %bb.43:                               ;   in Loop: Header=BB0_38 Depth=1
	s_mul_i32 s29, s18, s43
	s_mul_hi_u32 s36, s18, s42
	s_add_i32 s29, s36, s29
	s_mul_i32 s19, s19, s42
	s_add_i32 s19, s29, s19
	s_mul_i32 s18, s18, s42
	v_lshl_add_u64 v[20:21], s[18:19], 1, v[36:37]
	global_load_ushort v20, v[20:21], off
.LBB0_44:                               ;   in Loop: Header=BB0_38 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_add_u32 s18, s10, 12
	s_addc_u32 s19, s11, 0
	s_cmp_gt_i32 s19, -1
	v_mov_b64_e32 v[22:23], s[38:39]
	s_cselect_b64 s[36:37], -1, 0
	v_cmp_lt_i64_e64 s[2:3], s[18:19], v[22:23]
	s_and_b64 s[2:3], s[36:37], s[2:3]
	s_and_b64 s[36:37], vcc, s[2:3]
	v_mov_b32_e32 v21, v46
	s_and_saveexec_b64 s[2:3], s[36:37]
	s_cbranch_execz .LBB0_46
; %bb.45:                               ;   in Loop: Header=BB0_38 Depth=1
	s_mul_i32 s29, s18, s43
	s_mul_hi_u32 s36, s18, s42
	s_add_i32 s29, s36, s29
	s_mul_i32 s19, s19, s42
	s_add_i32 s19, s29, s19
	s_mul_i32 s18, s18, s42
	v_lshl_add_u64 v[22:23], s[18:19], 1, v[36:37]
	global_load_ushort v21, v[22:23], off
.LBB0_46:                               ;   in Loop: Header=BB0_38 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_add_u32 s18, s10, 16
	s_addc_u32 s19, s11, 0
	s_cmp_gt_i32 s19, -1
	v_mov_b64_e32 v[22:23], s[38:39]
	s_cselect_b64 s[36:37], -1, 0
	v_cmp_lt_i64_e64 s[2:3], s[18:19], v[22:23]
	s_and_b64 s[2:3], s[36:37], s[2:3]
	s_and_b64 s[36:37], vcc, s[2:3]
	v_mov_b32_e32 v22, v46
	s_and_saveexec_b64 s[2:3], s[36:37]
	s_cbranch_execz .LBB0_48
; %bb.47:                               ;   in Loop: Header=BB0_38 Depth=1
	s_mul_i32 s29, s18, s43
	s_mul_hi_u32 s36, s18, s42
	s_add_i32 s29, s36, s29
	s_mul_i32 s19, s19, s42
	s_add_i32 s19, s29, s19
	s_mul_i32 s18, s18, s42
	v_lshl_add_u64 v[22:23], s[18:19], 1, v[36:37]
	global_load_ushort v22, v[22:23], off
.LBB0_48:                               ;   in Loop: Header=BB0_38 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_add_u32 s18, s10, 20
	s_addc_u32 s19, s11, 0
	s_cmp_gt_i32 s19, -1
	v_mov_b64_e32 v[24:25], s[38:39]
	s_cselect_b64 s[36:37], -1, 0
	v_cmp_lt_i64_e64 s[2:3], s[18:19], v[24:25]
	s_and_b64 s[2:3], s[36:37], s[2:3]
	s_and_b64 s[36:37], vcc, s[2:3]
	v_mov_b32_e32 v23, v46
	s_and_saveexec_b64 s[2:3], s[36:37]
	s_cbranch_execz .LBB0_50
; %bb.49:                               ;   in Loop: Header=BB0_38 Depth=1
	s_mul_i32 s29, s18, s43
	s_mul_hi_u32 s36, s18, s42
	s_add_i32 s29, s36, s29
	s_mul_i32 s19, s19, s42
	s_add_i32 s19, s29, s19
	s_mul_i32 s18, s18, s42
	v_lshl_add_u64 v[24:25], s[18:19], 1, v[36:37]
	global_load_ushort v23, v[24:25], off
.LBB0_50:                               ;   in Loop: Header=BB0_38 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_add_u32 s18, s10, 24
	s_addc_u32 s19, s11, 0
	s_cmp_gt_i32 s19, -1
	v_mov_b64_e32 v[24:25], s[38:39]
	s_cselect_b64 s[36:37], -1, 0
	v_cmp_lt_i64_e64 s[2:3], s[18:19], v[24:25]
	s_and_b64 s[2:3], s[36:37], s[2:3]
	s_and_b64 s[36:37], vcc, s[2:3]
	v_mov_b32_e32 v24, v46
	s_and_saveexec_b64 s[2:3], s[36:37]
	s_cbranch_execz .LBB0_52
; %bb.51:                               ;   in Loop: Header=BB0_38 Depth=1
	s_mul_i32 s29, s18, s43
	s_mul_hi_u32 s36, s18, s42
	s_add_i32 s29, s36, s29
	s_mul_i32 s19, s19, s42
	s_add_i32 s19, s29, s19
	s_mul_i32 s18, s18, s42
	v_lshl_add_u64 v[24:25], s[18:19], 1, v[36:37]
	global_load_ushort v24, v[24:25], off
.LBB0_52:                               ;   in Loop: Header=BB0_38 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_add_u32 s10, s10, 28
	s_addc_u32 s11, s11, 0
	s_cmp_gt_i32 s11, -1
	v_mov_b64_e32 v[26:27], s[38:39]
	s_cselect_b64 s[18:19], -1, 0
	v_cmp_lt_i64_e64 s[2:3], s[10:11], v[26:27]
	s_and_b64 s[2:3], s[18:19], s[2:3]
	s_and_b64 s[18:19], vcc, s[2:3]
	v_mov_b32_e32 v25, v46
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_54
; %bb.53:                               ;   in Loop: Header=BB0_38 Depth=1
	s_mul_i32 s18, s10, s43
	s_mul_hi_u32 s19, s10, s42
	s_add_i32 s18, s19, s18
	s_mul_i32 s11, s11, s42
	s_add_i32 s11, s18, s11
	s_mul_i32 s10, s10, s42
	v_lshl_add_u64 v[26:27], s[10:11], 1, v[36:37]
	global_load_ushort v25, v[26:27], off
.LBB0_54:                               ;   in Loop: Header=BB0_38 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b16 v49, v18
	ds_write_b16 v50, v19 offset:512
	ds_write_b16 v51, v20 offset:1024
	ds_write_b16 v52, v21 offset:1536
	ds_write_b16 v53, v22 offset:2048
	ds_write_b16 v54, v23 offset:2560
	ds_write_b16 v55, v24 offset:3072
	ds_write_b16 v56, v25 offset:3584
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v18, v57
	ds_read_u16 v42, v57 offset:32
	ds_read_u16 v76, v57 offset:128
	ds_read_u16 v77, v57 offset:160
	ds_read_u16 v19, v58
	ds_read_u16 v78, v58 offset:32
	ds_read_u16 v79, v58 offset:128
	ds_read_u16 v80, v58 offset:160
	ds_read_u16 v20, v59
	ds_read_u16 v81, v59 offset:32
	ds_read_u16 v82, v59 offset:128
	ds_read_u16 v21, v60
	ds_read_u16 v83, v59 offset:160
	ds_read_u16 v84, v60 offset:32
	ds_read_u16 v85, v60 offset:128
	ds_read_u16 v102, v60 offset:160
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v75, v21, v20, s21
	v_perm_b32 v74, v19, v18, s21
	ds_read_u16 v103, v61
	ds_read_u16 v104, v61 offset:32
	ds_read_u16 v105, v61 offset:128
	ds_read_u16 v106, v61 offset:160
	ds_read_u16 v107, v62
	ds_read_u16 v108, v62 offset:32
	ds_read_u16 v109, v62 offset:128
	ds_read_u16 v110, v62 offset:160
	v_mfma_f32_32x32x8_f16 v[18:33], v[74:75], v[86:87], 0
	ds_read_u16 v74, v63
	ds_read_u16 v111, v63 offset:32
	ds_read_u16 v112, v63 offset:128
	ds_read_u16 v75, v64
	ds_read_u16 v113, v63 offset:160
	ds_read_u16 v114, v64 offset:32
	ds_read_u16 v115, v64 offset:128
	ds_read_u16 v116, v64 offset:160
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v75, v75, v74, s21
	v_perm_b32 v74, v107, v103, s21
	s_add_u32 s10, s25, s46
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mfma_f32_32x32x8_f16 v[18:33], v[74:75], v[88:89], v[18:33]
	v_perm_b32 v75, v84, v81, s21
	v_perm_b32 v74, v78, v42, s21
	s_addc_u32 s11, s28, 0
	s_cmp_gt_i32 s11, -1
	s_cselect_b64 s[18:19], -1, 0
	v_mfma_f32_32x32x8_f16 v[18:33], v[74:75], v[90:91], v[18:33]
	v_perm_b32 v75, v114, v111, s21
	v_perm_b32 v74, v108, v104, s21
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[18:33], v[74:75], v[92:93], v[18:33]
	v_perm_b32 v75, v85, v82, s21
	v_perm_b32 v74, v79, v76, s21
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[18:33], v[74:75], v[94:95], v[18:33]
	v_perm_b32 v75, v115, v112, s21
	v_perm_b32 v74, v109, v105, s21
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[18:33], v[74:75], v[96:97], v[18:33]
	v_perm_b32 v75, v102, v83, s21
	v_perm_b32 v74, v80, v77, s21
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[18:33], v[74:75], v[98:99], v[18:33]
	v_perm_b32 v75, v116, v113, s21
	v_perm_b32 v74, v110, v106, s21
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[18:33], v[74:75], v[100:101], v[18:33]
	s_nop 10
	v_max_f32_e32 v42, v19, v19
	v_max_f32_e32 v74, v18, v18
	v_max3_f32 v75, v21, v22, v23
	v_max3_f32 v77, v27, v28, v29
	v_max_f32_e32 v42, v74, v42
	v_max3_f32 v74, v30, v31, v32
	v_max3_f32 v76, v24, v25, v26
	v_max3_f32 v42, v42, v20, v75
	v_max3_f32 v74, v77, v74, v33
	v_max3_f32 v42, v42, v76, v74
	ds_bpermute_b32 v74, v47, v42
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v74, v74, v74
	v_max_f32_e32 v42, v42, v74
	v_mul_f32_e32 v42, v40, v42
	v_max_f32_e32 v74, v0, v0
	v_max_f32_e32 v42, v74, v42
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
	v_pk_add_f32 v[74:75], v[18:19], v[20:21]
	v_pk_add_f32 v[76:77], v[22:23], v[24:25]
	v_pk_add_f32 v[78:79], v[26:27], v[28:29]
	v_pk_add_f32 v[80:81], v[30:31], v[32:33]
	v_pk_add_f32 v[74:75], v[74:75], v[76:77]
	v_pk_add_f32 v[76:77], v[78:79], v[80:81]
	v_sub_f32_e32 v0, v0, v42
	v_pk_add_f32 v[74:75], v[74:75], v[76:77]
	v_exp_f32_e32 v76, v0
	v_add_u32_e32 v0, s20, v48
	v_add_f32_e32 v74, v74, v75
	ds_bpermute_b32 v75, v47, v74
	ds_write_b32 v0, v76
	v_add_u32_e32 v0, s45, v48
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v0, v0
	v_mov_b64_e32 v[78:79], s[26:27]
	v_cmp_lt_i64_e64 s[2:3], s[10:11], v[78:79]
	s_and_b64 s[2:3], s[18:19], s[2:3]
	s_and_b64 s[18:19], s[8:9], s[2:3]
	v_mov_b32_e32 v77, v35
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_56
; %bb.55:                               ;   in Loop: Header=BB0_38 Depth=1
	s_mul_i32 s18, s10, s31
	s_mul_hi_u32 s19, s10, s30
	s_add_i32 s18, s19, s18
	s_mul_i32 s19, s11, s30
	s_add_i32 s19, s18, s19
	s_mul_i32 s18, s10, s30
	v_lshl_add_u64 v[78:79], s[18:19], 1, v[38:39]
	global_load_ushort v77, v[78:79], off
.LBB0_56:                               ;   in Loop: Header=BB0_38 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_add_u32 s18, s10, 1
	s_addc_u32 s19, s11, 0
	s_cmp_gt_i32 s19, -1
	v_mov_b64_e32 v[78:79], s[26:27]
	s_cselect_b64 s[28:29], -1, 0
	v_cmp_lt_i64_e64 s[2:3], s[18:19], v[78:79]
	s_and_b64 s[2:3], s[28:29], s[2:3]
	s_and_b64 s[28:29], s[8:9], s[2:3]
	v_mov_b32_e32 v78, v35
	s_and_saveexec_b64 s[2:3], s[28:29]
	s_cbranch_execz .LBB0_58
; %bb.57:                               ;   in Loop: Header=BB0_38 Depth=1
	s_mul_i32 s25, s18, s31
	s_mul_hi_u32 s28, s18, s30
	s_add_i32 s25, s28, s25
	s_mul_i32 s19, s19, s30
	s_add_i32 s19, s25, s19
	s_mul_i32 s18, s18, s30
	v_lshl_add_u64 v[78:79], s[18:19], 1, v[38:39]
	global_load_ushort v78, v[78:79], off
.LBB0_58:                               ;   in Loop: Header=BB0_38 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_add_u32 s18, s10, 2
	s_addc_u32 s19, s11, 0
	s_cmp_gt_i32 s19, -1
	v_mov_b64_e32 v[80:81], s[26:27]
	s_cselect_b64 s[28:29], -1, 0
	v_cmp_lt_i64_e64 s[2:3], s[18:19], v[80:81]
	s_and_b64 s[2:3], s[28:29], s[2:3]
	s_and_b64 s[28:29], s[8:9], s[2:3]
	v_mov_b32_e32 v79, v35
	s_and_saveexec_b64 s[2:3], s[28:29]
	s_cbranch_execz .LBB0_60
; %bb.59:                               ;   in Loop: Header=BB0_38 Depth=1
	s_mul_i32 s25, s18, s31
	s_mul_hi_u32 s28, s18, s30
	s_add_i32 s25, s28, s25
	s_mul_i32 s19, s19, s30
	s_add_i32 s19, s25, s19
	s_mul_i32 s18, s18, s30
	v_lshl_add_u64 v[80:81], s[18:19], 1, v[38:39]
	global_load_ushort v79, v[80:81], off
.LBB0_60:                               ;   in Loop: Header=BB0_38 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_add_u32 s18, s10, 3
	s_addc_u32 s19, s11, 0
	s_cmp_gt_i32 s19, -1
	v_mov_b64_e32 v[80:81], s[26:27]
	s_cselect_b64 s[28:29], -1, 0
	v_cmp_lt_i64_e64 s[2:3], s[18:19], v[80:81]
	s_and_b64 s[2:3], s[28:29], s[2:3]
	s_and_b64 s[28:29], s[8:9], s[2:3]
	v_mov_b32_e32 v80, v35
	s_and_saveexec_b64 s[2:3], s[28:29]
	s_cbranch_execz .LBB0_62
; %bb.61:                               ;   in Loop: Header=BB0_38 Depth=1
	s_mul_i32 s25, s18, s31
	s_mul_hi_u32 s28, s18, s30
	s_add_i32 s25, s28, s25
	s_mul_i32 s19, s19, s30
	s_add_i32 s19, s25, s19
	s_mul_i32 s18, s18, s30
	v_lshl_add_u64 v[80:81], s[18:19], 1, v[38:39]
	global_load_ushort v80, v[80:81], off
.LBB0_62:                               ;   in Loop: Header=BB0_38 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_add_u32 s18, s10, 16
	s_addc_u32 s19, s11, 0
	s_cmp_gt_i32 s19, -1
	v_mov_b64_e32 v[82:83], s[26:27]
	s_cselect_b64 s[28:29], -1, 0
	v_cmp_lt_i64_e64 s[2:3], s[18:19], v[82:83]
	s_and_b64 s[2:3], s[28:29], s[2:3]
	s_and_b64 s[28:29], s[8:9], s[2:3]
	v_mov_b32_e32 v81, v35
	s_and_saveexec_b64 s[2:3], s[28:29]
	s_cbranch_execz .LBB0_64
; %bb.63:                               ;   in Loop: Header=BB0_38 Depth=1
	s_mul_i32 s25, s18, s31
	s_mul_hi_u32 s28, s18, s30
	s_add_i32 s25, s28, s25
	s_mul_i32 s19, s19, s30
	s_add_i32 s19, s25, s19
	s_mul_i32 s18, s18, s30
	v_lshl_add_u64 v[82:83], s[18:19], 1, v[38:39]
	global_load_ushort v81, v[82:83], off
.LBB0_64:                               ;   in Loop: Header=BB0_38 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_add_u32 s18, s10, 17
	s_addc_u32 s19, s11, 0
	s_cmp_gt_i32 s19, -1
	v_mov_b64_e32 v[82:83], s[26:27]
	s_cselect_b64 s[28:29], -1, 0
	v_cmp_lt_i64_e64 s[2:3], s[18:19], v[82:83]
	s_and_b64 s[2:3], s[28:29], s[2:3]
	s_and_b64 s[28:29], s[8:9], s[2:3]
	v_mov_b32_e32 v82, v35
	s_and_saveexec_b64 s[2:3], s[28:29]
	s_cbranch_execz .LBB0_66
; %bb.65:                               ;   in Loop: Header=BB0_38 Depth=1
	s_mul_i32 s25, s18, s31
	s_mul_hi_u32 s28, s18, s30
	s_add_i32 s25, s28, s25
	s_mul_i32 s19, s19, s30
	s_add_i32 s19, s25, s19
	s_mul_i32 s18, s18, s30
	v_lshl_add_u64 v[82:83], s[18:19], 1, v[38:39]
	global_load_ushort v82, v[82:83], off
.LBB0_66:                               ;   in Loop: Header=BB0_38 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_add_u32 s18, s10, 18
	s_addc_u32 s19, s11, 0
	s_cmp_gt_i32 s19, -1
	v_mov_b64_e32 v[84:85], s[26:27]
	s_cselect_b64 s[28:29], -1, 0
	v_cmp_lt_i64_e64 s[2:3], s[18:19], v[84:85]
	s_and_b64 s[2:3], s[28:29], s[2:3]
	s_and_b64 s[28:29], s[8:9], s[2:3]
	v_mov_b32_e32 v83, v35
	s_and_saveexec_b64 s[2:3], s[28:29]
	s_cbranch_execz .LBB0_68
; %bb.67:                               ;   in Loop: Header=BB0_38 Depth=1
	s_mul_i32 s25, s18, s31
	s_mul_hi_u32 s28, s18, s30
	s_add_i32 s25, s28, s25
	s_mul_i32 s19, s19, s30
	s_add_i32 s19, s25, s19
	s_mul_i32 s18, s18, s30
	v_lshl_add_u64 v[84:85], s[18:19], 1, v[38:39]
	global_load_ushort v83, v[84:85], off
.LBB0_68:                               ;   in Loop: Header=BB0_38 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_add_u32 s10, s10, 19
	s_addc_u32 s11, s11, 0
	s_cmp_gt_i32 s11, -1
	v_mov_b64_e32 v[84:85], s[26:27]
	s_cselect_b64 s[18:19], -1, 0
	v_cmp_lt_i64_e64 s[2:3], s[10:11], v[84:85]
	s_and_b64 s[2:3], s[18:19], s[2:3]
	s_and_b64 s[18:19], s[8:9], s[2:3]
	v_mov_b32_e32 v84, v35
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_37
; %bb.69:                               ;   in Loop: Header=BB0_38 Depth=1
	s_mul_i32 s18, s10, s31
	s_mul_hi_u32 s19, s10, s30
	s_add_i32 s18, s19, s18
	s_mul_i32 s11, s11, s30
	s_add_i32 s11, s18, s11
	s_mul_i32 s10, s10, s30
	v_lshl_add_u64 v[84:85], s[10:11], 1, v[38:39]
	global_load_ushort v84, v[84:85], off
	s_branch .LBB0_37
.LBB0_70:                               ; %._crit_edge.loopexit
	v_mov_b32_e32 v22, s20
.LBB0_71:                               ; %Flow172
	s_load_dwordx4 s[8:11], s[0:1], 0xf8
	s_lshr_b32 s0, s45, 2
	v_or_b32_e32 v20, s0, v1
	v_lshrrev_b32_e32 v0, 3, v45
	s_lshr_b32 s0, s44, 1
	v_or_b32_e32 v0, s0, v0
	s_mov_b32 s0, 0x800000
	v_mov_b32_e32 v1, 0x42000000
	v_cmp_gt_f32_e32 vcc, s0, v18
	v_mov_b32_e32 v21, 0
	v_lshl_add_u64 v[24:25], v[20:21], 0, s[6:7]
	v_cndmask_b32_e32 v19, 0, v1, vcc
	v_cndmask_b32_e64 v1, 0, 32, vcc
	v_ldexp_f32 v1, v18, v1
	v_log_f32_e32 v23, v1
	v_add_u32_e32 v20, 0, v44
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_sub_f32_e32 v19, v23, v19
	v_add_u32_e32 v23, v20, v22
	ds_write_b32 v23, v18
	v_add_u32_e32 v18, s45, v20
	v_add_f32_e32 v19, v42, v19
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v22, v18
	v_add_u32_e32 v18, 0, v43
	s_mul_i32 s0, s34, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b32 v23, v19
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v20, v18
	s_add_i32 s0, s0, s16
	s_and_b32 s5, s5, 0xffff
	s_cmp_eq_u32 s33, 0
	v_add_lshl_u32 v18, s0, v34, 2
	v_bfrev_b32_e32 v19, 1
	s_cselect_b64 s[0:1], -1, 0
	s_mov_b32 s7, 0x27000
	s_mov_b32 s6, 0x7ffffffe
	v_cndmask_b32_e64 v18, v19, v18, s[0:1]
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v20, v18, s[4:7], 0 offen
	v_mad_u64_u32 v[18:19], s[0:1], v24, s12, 0
	v_mov_b32_e32 v1, v21
	v_cmp_lt_i32_e32 vcc, -1, v25
	v_mul_lo_u32 v20, v25, s12
	v_mul_lo_u32 v23, v24, s13
	v_cmp_gt_i64_e64 s[0:1], s[8:9], v[24:25]
	v_add3_u32 v19, v19, v23, v20
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cmp_gt_i64_e32 vcc, s[10:11], v[0:1]
	v_lshl_add_u64 v[18:19], v[18:19], 1, s[22:23]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_73
; %bb.72:
	v_div_scale_f32 v1, s[4:5], v22, v22, v2
	v_rcp_f32_e32 v20, v1
	v_div_scale_f32 v23, vcc, v2, v22, v2
	v_mad_u64_u32 v[24:25], s[4:5], s14, v0, 0
	v_fma_f32 v26, -v1, v20, 1.0
	v_fmac_f32_e32 v20, v26, v20
	v_mul_f32_e32 v26, v23, v20
	v_fma_f32 v27, -v1, v26, v23
	v_fmac_f32_e32 v26, v27, v20
	v_fma_f32 v1, -v1, v26, v23
	v_div_fmas_f32 v1, v1, v20, v26
	v_div_fixup_f32 v1, v1, v22, v2
	v_cvt_f16_f32_e32 v1, v1
	v_mov_b32_e32 v2, v25
	v_mad_u64_u32 v[26:27], s[4:5], s15, v0, v[2:3]
	v_mov_b32_e32 v25, v26
	v_lshl_add_u64 v[24:25], v[24:25], 1, v[18:19]
	global_store_short v[24:25], v1, off
.LBB0_73:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v20, 1, v0
	v_cmp_gt_i64_e32 vcc, s[10:11], v[20:21]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_75
; %bb.74:
	v_div_scale_f32 v1, s[4:5], v22, v22, v3
	v_rcp_f32_e32 v2, v1
	v_div_scale_f32 v21, vcc, v3, v22, v3
	v_mad_u64_u32 v[24:25], s[4:5], s14, v20, 0
	v_fma_f32 v23, -v1, v2, 1.0
	v_fmac_f32_e32 v2, v23, v2
	v_mul_f32_e32 v23, v21, v2
	v_fma_f32 v26, -v1, v23, v21
	v_fmac_f32_e32 v23, v26, v2
	v_fma_f32 v1, -v1, v23, v21
	v_div_fmas_f32 v1, v1, v2, v23
	v_div_fixup_f32 v1, v1, v22, v3
	v_cvt_f16_f32_e32 v1, v1
	v_mov_b32_e32 v2, v25
	v_mad_u64_u32 v[2:3], s[4:5], s15, v20, v[2:3]
	v_mov_b32_e32 v25, v2
	v_lshl_add_u64 v[2:3], v[24:25], 1, v[18:19]
	global_store_short v[2:3], v1, off
.LBB0_75:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v2, 2, v0
	v_mov_b32_e32 v3, 0
	v_cmp_gt_i64_e32 vcc, s[10:11], v[2:3]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_77
; %bb.76:
	v_div_scale_f32 v1, s[4:5], v22, v22, v4
	v_rcp_f32_e32 v23, v1
	v_div_scale_f32 v24, vcc, v4, v22, v4
	v_mad_u64_u32 v[20:21], s[4:5], s14, v2, 0
	v_fma_f32 v25, -v1, v23, 1.0
	v_fmac_f32_e32 v23, v25, v23
	v_mul_f32_e32 v25, v24, v23
	v_fma_f32 v26, -v1, v25, v24
	v_fmac_f32_e32 v25, v26, v23
	v_fma_f32 v1, -v1, v25, v24
	v_div_fmas_f32 v1, v1, v23, v25
	v_div_fixup_f32 v1, v1, v22, v4
	v_cvt_f16_f32_e32 v1, v1
	v_mov_b32_e32 v4, v21
	v_mad_u64_u32 v[24:25], s[4:5], s15, v2, v[4:5]
	v_mov_b32_e32 v21, v24
	v_lshl_add_u64 v[20:21], v[20:21], 1, v[18:19]
	global_store_short v[20:21], v1, off
.LBB0_77:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v2, 3, v0
	v_cmp_gt_i64_e32 vcc, s[10:11], v[2:3]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_79
; %bb.78:
	v_div_scale_f32 v1, s[4:5], v22, v22, v5
	v_rcp_f32_e32 v3, v1
	v_div_scale_f32 v4, vcc, v5, v22, v5
	v_mad_u64_u32 v[20:21], s[4:5], s14, v2, 0
	v_fma_f32 v23, -v1, v3, 1.0
	v_fmac_f32_e32 v3, v23, v3
	v_mul_f32_e32 v23, v4, v3
	v_fma_f32 v24, -v1, v23, v4
	v_fmac_f32_e32 v23, v24, v3
	v_fma_f32 v1, -v1, v23, v4
	v_div_fmas_f32 v1, v1, v3, v23
	v_div_fixup_f32 v1, v1, v22, v5
	v_cvt_f16_f32_e32 v1, v1
	v_mov_b32_e32 v4, v21
	v_mad_u64_u32 v[2:3], s[4:5], s15, v2, v[4:5]
	v_mov_b32_e32 v21, v2
	v_lshl_add_u64 v[2:3], v[20:21], 1, v[18:19]
	global_store_short v[2:3], v1, off
.LBB0_79:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v2, 8, v0
	v_mov_b32_e32 v3, 0
	v_cmp_gt_i64_e32 vcc, s[10:11], v[2:3]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_81
; %bb.80:
	v_div_scale_f32 v1, s[4:5], v22, v22, v6
	v_rcp_f32_e32 v20, v1
	v_div_scale_f32 v21, vcc, v6, v22, v6
	v_mad_u64_u32 v[4:5], s[4:5], s14, v2, 0
	v_fma_f32 v23, -v1, v20, 1.0
	v_fmac_f32_e32 v20, v23, v20
	v_mul_f32_e32 v23, v21, v20
	v_fma_f32 v24, -v1, v23, v21
	v_fmac_f32_e32 v23, v24, v20
	v_fma_f32 v1, -v1, v23, v21
	v_div_fmas_f32 v1, v1, v20, v23
	v_div_fixup_f32 v1, v1, v22, v6
	v_cvt_f16_f32_e32 v1, v1
	v_mov_b32_e32 v6, v5
	v_mad_u64_u32 v[20:21], s[4:5], s15, v2, v[6:7]
	v_mov_b32_e32 v5, v20
	v_lshl_add_u64 v[4:5], v[4:5], 1, v[18:19]
	global_store_short v[4:5], v1, off
.LBB0_81:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v2, 9, v0
	v_cmp_gt_i64_e32 vcc, s[10:11], v[2:3]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_83
; %bb.82:
	v_div_scale_f32 v1, s[4:5], v22, v22, v7
	v_rcp_f32_e32 v3, v1
	v_div_scale_f32 v6, vcc, v7, v22, v7
	v_mad_u64_u32 v[4:5], s[4:5], s14, v2, 0
	v_fma_f32 v20, -v1, v3, 1.0
	v_fmac_f32_e32 v3, v20, v3
	v_mul_f32_e32 v20, v6, v3
	v_fma_f32 v21, -v1, v20, v6
	v_fmac_f32_e32 v20, v21, v3
	v_fma_f32 v1, -v1, v20, v6
	v_div_fmas_f32 v1, v1, v3, v20
	v_div_fixup_f32 v1, v1, v22, v7
	v_cvt_f16_f32_e32 v1, v1
	v_mov_b32_e32 v6, v5
	v_mad_u64_u32 v[2:3], s[4:5], s15, v2, v[6:7]
	v_mov_b32_e32 v5, v2
	v_lshl_add_u64 v[2:3], v[4:5], 1, v[18:19]
	global_store_short v[2:3], v1, off
.LBB0_83:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v2, 10, v0
	v_mov_b32_e32 v3, 0
	v_cmp_gt_i64_e32 vcc, s[10:11], v[2:3]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_85
; %bb.84:
	v_div_scale_f32 v1, s[4:5], v22, v22, v8
	v_rcp_f32_e32 v6, v1
	v_div_scale_f32 v7, vcc, v8, v22, v8
	v_mad_u64_u32 v[4:5], s[4:5], s14, v2, 0
	v_fma_f32 v20, -v1, v6, 1.0
	v_fmac_f32_e32 v6, v20, v6
	v_mul_f32_e32 v20, v7, v6
	v_fma_f32 v21, -v1, v20, v7
	v_fmac_f32_e32 v20, v21, v6
	v_fma_f32 v1, -v1, v20, v7
	v_div_fmas_f32 v1, v1, v6, v20
	v_div_fixup_f32 v1, v1, v22, v8
	v_cvt_f16_f32_e32 v1, v1
	v_mov_b32_e32 v6, v5
	v_mad_u64_u32 v[6:7], s[4:5], s15, v2, v[6:7]
	v_mov_b32_e32 v5, v6
	v_lshl_add_u64 v[4:5], v[4:5], 1, v[18:19]
	global_store_short v[4:5], v1, off
.LBB0_85:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v2, 11, v0
	v_cmp_gt_i64_e32 vcc, s[10:11], v[2:3]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_87
; %bb.86:
	v_div_scale_f32 v1, s[4:5], v22, v22, v9
	v_rcp_f32_e32 v3, v1
	v_div_scale_f32 v6, vcc, v9, v22, v9
	v_mad_u64_u32 v[4:5], s[4:5], s14, v2, 0
	v_fma_f32 v7, -v1, v3, 1.0
	v_fmac_f32_e32 v3, v7, v3
	v_mul_f32_e32 v7, v6, v3
	v_fma_f32 v8, -v1, v7, v6
	v_fmac_f32_e32 v7, v8, v3
	v_fma_f32 v1, -v1, v7, v6
	v_div_fmas_f32 v1, v1, v3, v7
	v_div_fixup_f32 v1, v1, v22, v9
	v_cvt_f16_f32_e32 v1, v1
	v_mov_b32_e32 v6, v5
	v_mad_u64_u32 v[2:3], s[4:5], s15, v2, v[6:7]
	v_mov_b32_e32 v5, v2
	v_lshl_add_u64 v[2:3], v[4:5], 1, v[18:19]
	global_store_short v[2:3], v1, off
.LBB0_87:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v2, 16, v0
	v_mov_b32_e32 v3, 0
	v_cmp_gt_i64_e32 vcc, s[10:11], v[2:3]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_89
; %bb.88:
	v_div_scale_f32 v1, s[4:5], v22, v22, v10
	v_rcp_f32_e32 v6, v1
	v_div_scale_f32 v7, vcc, v10, v22, v10
	v_mad_u64_u32 v[4:5], s[4:5], s14, v2, 0
	v_fma_f32 v8, -v1, v6, 1.0
	v_fmac_f32_e32 v6, v8, v6
	v_mul_f32_e32 v8, v7, v6
	v_fma_f32 v9, -v1, v8, v7
	v_fmac_f32_e32 v8, v9, v6
	v_fma_f32 v1, -v1, v8, v7
	v_div_fmas_f32 v1, v1, v6, v8
	v_div_fixup_f32 v1, v1, v22, v10
	v_cvt_f16_f32_e32 v1, v1
	v_mov_b32_e32 v6, v5
	v_mad_u64_u32 v[6:7], s[4:5], s15, v2, v[6:7]
	v_mov_b32_e32 v5, v6
	v_lshl_add_u64 v[4:5], v[4:5], 1, v[18:19]
	global_store_short v[4:5], v1, off
.LBB0_89:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v2, 17, v0
	v_cmp_gt_i64_e32 vcc, s[10:11], v[2:3]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_91
; %bb.90:
	v_div_scale_f32 v1, s[4:5], v22, v22, v11
	v_rcp_f32_e32 v3, v1
	v_div_scale_f32 v6, vcc, v11, v22, v11
	v_mad_u64_u32 v[4:5], s[4:5], s14, v2, 0
	v_fma_f32 v7, -v1, v3, 1.0
	v_fmac_f32_e32 v3, v7, v3
	v_mul_f32_e32 v7, v6, v3
	v_fma_f32 v8, -v1, v7, v6
	v_fmac_f32_e32 v7, v8, v3
	v_fma_f32 v1, -v1, v7, v6
	v_div_fmas_f32 v1, v1, v3, v7
	v_div_fixup_f32 v1, v1, v22, v11
	v_cvt_f16_f32_e32 v1, v1
	v_mov_b32_e32 v6, v5
	v_mad_u64_u32 v[2:3], s[4:5], s15, v2, v[6:7]
	v_mov_b32_e32 v5, v2
	v_lshl_add_u64 v[2:3], v[4:5], 1, v[18:19]
	global_store_short v[2:3], v1, off
.LBB0_91:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v2, 18, v0
	v_mov_b32_e32 v3, 0
	v_cmp_gt_i64_e32 vcc, s[10:11], v[2:3]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_93
; %bb.92:
	v_div_scale_f32 v1, s[4:5], v22, v22, v12
	v_rcp_f32_e32 v6, v1
	v_div_scale_f32 v7, vcc, v12, v22, v12
	v_mad_u64_u32 v[4:5], s[4:5], s14, v2, 0
	v_fma_f32 v8, -v1, v6, 1.0
	v_fmac_f32_e32 v6, v8, v6
	v_mul_f32_e32 v8, v7, v6
	v_fma_f32 v9, -v1, v8, v7
	v_fmac_f32_e32 v8, v9, v6
	v_fma_f32 v1, -v1, v8, v7
	v_div_fmas_f32 v1, v1, v6, v8
	v_div_fixup_f32 v1, v1, v22, v12
	v_cvt_f16_f32_e32 v1, v1
	v_mov_b32_e32 v6, v5
	v_mad_u64_u32 v[6:7], s[4:5], s15, v2, v[6:7]
	v_mov_b32_e32 v5, v6
	v_lshl_add_u64 v[4:5], v[4:5], 1, v[18:19]
	global_store_short v[4:5], v1, off
.LBB0_93:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v2, 19, v0
	v_cmp_gt_i64_e32 vcc, s[10:11], v[2:3]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_95
; %bb.94:
	v_div_scale_f32 v1, s[4:5], v22, v22, v13
	v_rcp_f32_e32 v3, v1
	v_div_scale_f32 v6, vcc, v13, v22, v13
	v_mad_u64_u32 v[4:5], s[4:5], s14, v2, 0
	v_fma_f32 v7, -v1, v3, 1.0
	v_fmac_f32_e32 v3, v7, v3
	v_mul_f32_e32 v7, v6, v3
	v_fma_f32 v8, -v1, v7, v6
	v_fmac_f32_e32 v7, v8, v3
	v_fma_f32 v1, -v1, v7, v6
	v_div_fmas_f32 v1, v1, v3, v7
	v_div_fixup_f32 v1, v1, v22, v13
	v_cvt_f16_f32_e32 v1, v1
	v_mov_b32_e32 v6, v5
	v_mad_u64_u32 v[2:3], s[4:5], s15, v2, v[6:7]
	v_mov_b32_e32 v5, v2
	v_lshl_add_u64 v[2:3], v[4:5], 1, v[18:19]
	global_store_short v[2:3], v1, off
.LBB0_95:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v2, 24, v0
	v_mov_b32_e32 v3, 0
	v_cmp_gt_i64_e32 vcc, s[10:11], v[2:3]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_97
; %bb.96:
	v_div_scale_f32 v1, s[4:5], v22, v22, v14
	v_rcp_f32_e32 v6, v1
	v_div_scale_f32 v7, vcc, v14, v22, v14
	v_mad_u64_u32 v[4:5], s[4:5], s14, v2, 0
	v_fma_f32 v8, -v1, v6, 1.0
	v_fmac_f32_e32 v6, v8, v6
	v_mul_f32_e32 v8, v7, v6
	v_fma_f32 v9, -v1, v8, v7
	v_fmac_f32_e32 v8, v9, v6
	v_fma_f32 v1, -v1, v8, v7
	v_div_fmas_f32 v1, v1, v6, v8
	v_div_fixup_f32 v1, v1, v22, v14
	v_cvt_f16_f32_e32 v1, v1
	v_mov_b32_e32 v6, v5
	v_mad_u64_u32 v[6:7], s[4:5], s15, v2, v[6:7]
	v_mov_b32_e32 v5, v6
	v_lshl_add_u64 v[4:5], v[4:5], 1, v[18:19]
	global_store_short v[4:5], v1, off
.LBB0_97:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v2, 25, v0
	v_cmp_gt_i64_e32 vcc, s[10:11], v[2:3]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_99
; %bb.98:
	v_div_scale_f32 v1, s[4:5], v22, v22, v15
	v_rcp_f32_e32 v3, v1
	v_div_scale_f32 v6, vcc, v15, v22, v15
	v_mad_u64_u32 v[4:5], s[4:5], s14, v2, 0
	v_fma_f32 v7, -v1, v3, 1.0
	v_fmac_f32_e32 v3, v7, v3
	v_mul_f32_e32 v7, v6, v3
	v_fma_f32 v8, -v1, v7, v6
	v_fmac_f32_e32 v7, v8, v3
	v_fma_f32 v1, -v1, v7, v6
	v_div_fmas_f32 v1, v1, v3, v7
	v_div_fixup_f32 v1, v1, v22, v15
	v_cvt_f16_f32_e32 v1, v1
	v_mov_b32_e32 v6, v5
	v_mad_u64_u32 v[2:3], s[4:5], s15, v2, v[6:7]
	v_mov_b32_e32 v5, v2
	v_lshl_add_u64 v[2:3], v[4:5], 1, v[18:19]
	global_store_short v[2:3], v1, off
.LBB0_99:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v2, 26, v0
	v_mov_b32_e32 v3, 0
	v_cmp_gt_i64_e32 vcc, s[10:11], v[2:3]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_101
; %bb.100:
	v_div_scale_f32 v1, s[4:5], v22, v22, v16
	v_rcp_f32_e32 v6, v1
	v_div_scale_f32 v7, vcc, v16, v22, v16
	v_mad_u64_u32 v[4:5], s[4:5], s14, v2, 0
	v_fma_f32 v8, -v1, v6, 1.0
	v_fmac_f32_e32 v6, v8, v6
	v_mul_f32_e32 v8, v7, v6
	v_fma_f32 v9, -v1, v8, v7
	v_fmac_f32_e32 v8, v9, v6
	v_fma_f32 v1, -v1, v8, v7
	v_div_fmas_f32 v1, v1, v6, v8
	v_div_fixup_f32 v1, v1, v22, v16
	v_cvt_f16_f32_e32 v1, v1
	v_mov_b32_e32 v6, v5
	v_mad_u64_u32 v[6:7], s[4:5], s15, v2, v[6:7]
	v_mov_b32_e32 v5, v6
	v_lshl_add_u64 v[4:5], v[4:5], 1, v[18:19]
	global_store_short v[4:5], v1, off
.LBB0_101:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v2, 27, v0
	v_cmp_gt_i64_e32 vcc, s[10:11], v[2:3]
	s_and_b64 s[0:1], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_103
; %bb.102:
	v_div_scale_f32 v3, s[0:1], v22, v22, v17
	v_rcp_f32_e32 v4, v3
	v_div_scale_f32 v5, vcc, v17, v22, v17
	v_mad_u64_u32 v[0:1], s[0:1], s14, v2, 0
	v_fma_f32 v6, -v3, v4, 1.0
	v_fmac_f32_e32 v4, v6, v4
	v_mul_f32_e32 v6, v5, v4
	v_fma_f32 v7, -v3, v6, v5
	v_fmac_f32_e32 v6, v7, v4
	v_fma_f32 v3, -v3, v6, v5
	v_div_fmas_f32 v3, v3, v4, v6
	v_div_fixup_f32 v3, v3, v22, v17
	v_cvt_f16_f32_e32 v5, v3
	v_mov_b32_e32 v4, v1
	v_mad_u64_u32 v[2:3], s[0:1], s15, v2, v[4:5]
	v_mov_b32_e32 v1, v2
	v_lshl_add_u64 v[0:1], v[0:1], 1, v[18:19]
	global_store_short v[0:1], v5, off
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
		.amdhsa_next_free_vgpr 117
		.amdhsa_next_free_sgpr 50
		.amdhsa_accum_offset 120
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
	.set .L_attn_fwd_tma.num_vgpr, 117
	.set .L_attn_fwd_tma.num_agpr, 0
	.set .L_attn_fwd_tma.numbered_sgpr, 50
	.set .L_attn_fwd_tma.num_named_barrier, 0
	.set .L_attn_fwd_tma.private_seg_size, 0
	.set .L_attn_fwd_tma.uses_vcc, 1
	.set .L_attn_fwd_tma.uses_flat_scratch, 0
	.set .L_attn_fwd_tma.has_dyn_sized_stack, 0
	.set .L_attn_fwd_tma.has_recursion, 0
	.set .L_attn_fwd_tma.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 8952
; TotalNumSgprs: 56
; NumVgprs: 117
; NumAgprs: 0
; TotalNumVgprs: 117
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 56
; NumVGPRsForWavesPerEU: 117
; AccumOffset: 120
; Occupancy: 4
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 29
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
    .sgpr_count:     56
    .sgpr_spill_count: 0
    .symbol:         _attn_fwd_tma.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     117
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.42-amd-amdhsa-unknown-gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
