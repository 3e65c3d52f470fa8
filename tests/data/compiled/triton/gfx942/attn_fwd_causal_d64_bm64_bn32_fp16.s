	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	_attn_fwd_tma                   ; -- Begin function _attn_fwd_tma
	.p2align	8
	.type	_attn_fwd_tma,@function
_attn_fwd_tma:                          ; @_attn_fwd_tma
; %bb.171:
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.p2align	8
; %bb.172:
.LBB0_0:
	s_load_dword s3, s[0:1], 0x40
	s_load_dword s6, s[0:1], 0x88
	s_load_dword s18, s[0:1], 0xd0
	s_load_dwordx2 s[22:23], s[0:1], 0x38
	s_load_dword s78, s[0:1], 0x138
	v_and_b32_e32 v50, 63, v0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, 1, s3
	s_and_b32 s6, 1, s6
	s_bitcmp1_b32 s18, 0
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s6, 1
	s_cselect_b64 s[18:19], -1, 0
	s_cmp_eq_u32 s3, 1
	s_cselect_b64 s[20:21], -1, 0
	s_abs_i32 s3, s7
	v_cvt_f32_u32_e32 v2, s3
	s_sub_i32 s25, 0, s3
	s_abs_i32 s24, s17
	v_readfirstlane_b32 s6, v0
	v_rcp_f32_e32 v2, v2
	s_lshr_b32 s33, s6, 6
	s_xor_b32 s6, s17, s7
	s_ashr_i32 s6, s6, 31
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	v_mov_b32_e32 v1, 0x7e00
	v_mov_b32_e32 v51, 0
	v_cndmask_b32_e64 v4, 0, v1, s[20:21]
	v_readfirstlane_b32 s26, v2
	s_mul_i32 s25, s25, s26
	s_mul_hi_u32 s25, s26, s25
	s_add_i32 s26, s26, s25
	s_mul_hi_u32 s25, s24, s26
	s_mul_i32 s26, s25, s3
	s_sub_i32 s24, s24, s26
	s_add_i32 s26, s25, 1
	s_sub_i32 s27, s24, s3
	s_cmp_ge_u32 s24, s3
	s_cselect_b32 s25, s26, s25
	s_cselect_b32 s24, s27, s24
	s_add_i32 s26, s25, 1
	s_cmp_ge_u32 s24, s3
	s_cselect_b32 s3, s26, s25
	s_xor_b32 s3, s3, s6
	s_sub_i32 s3, s3, s6
	s_mul_i32 s6, s3, s7
	s_sub_i32 s6, s17, s6
	s_mul_i32 s83, s6, s78
	s_add_i32 s83, s83, s3
	s_lshl_b32 s16, s16, 6
	s_add_i32 s28, s83, s16
	s_ashr_i32 s29, s28, 31
	v_mad_u64_u32 v[2:3], s[6:7], s22, v50, 0
	s_add_u32 s38, s28, s33
	v_mov_b32_e32 v6, v3
	s_addc_u32 s39, s29, 0
	v_mad_u64_u32 v[6:7], s[6:7], s23, v50, v[6:7]
	v_mov_b32_e32 v3, v6
	s_cmp_gt_i32 s39, -1
	v_mov_b64_e32 v[6:7], s[10:11]
	s_cselect_b64 s[42:43], -1, 0
	v_cmp_lt_i64_e64 s[6:7], s[38:39], v[6:7]
	s_and_b64 s[20:21], s[42:43], s[6:7]
	v_cmp_gt_i64_e64 s[6:7], s[12:13], v[50:51]
	s_and_b64 s[20:21], s[6:7], s[20:21]
	v_mov_b32_e32 v5, v4
	s_and_saveexec_b64 s[12:13], s[20:21]
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_mul_i32 s3, s38, s15
	s_mul_hi_u32 s20, s38, s14
	s_add_i32 s3, s20, s3
	s_mul_i32 s20, s39, s14
	s_add_i32 s21, s3, s20
	s_mul_i32 s20, s38, s14
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s8, s20
	s_addc_u32 s21, s9, s21
	v_lshl_add_u64 v[6:7], v[2:3], 1, s[20:21]
	global_load_ushort v5, v[6:7], off
.LBB0_2:
	s_or_b64 exec, exec, s[12:13]
	s_add_u32 s40, s38, 4
	s_addc_u32 s41, s39, 0
	s_cmp_gt_i32 s41, -1
	v_mov_b64_e32 v[6:7], s[10:11]
	s_cselect_b64 s[46:47], -1, 0
	v_cmp_lt_i64_e64 s[12:13], s[40:41], v[6:7]
	s_and_b64 s[12:13], s[46:47], s[12:13]
	s_and_b64 s[20:21], s[6:7], s[12:13]
	v_mov_b32_e32 v6, v4
	s_and_saveexec_b64 s[12:13], s[20:21]
	s_cbranch_execz .LBB0_4
; %bb.3:
	s_mul_i32 s3, s40, s15
	s_mul_hi_u32 s20, s40, s14
	s_add_i32 s3, s20, s3
	s_mul_i32 s20, s41, s14
	s_add_i32 s21, s3, s20
	s_mul_i32 s20, s40, s14
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s8, s20
	s_addc_u32 s21, s9, s21
	v_lshl_add_u64 v[6:7], v[2:3], 1, s[20:21]
	global_load_ushort v6, v[6:7], off
.LBB0_4:
	s_or_b64 exec, exec, s[12:13]
	s_add_u32 s44, s38, 8
	s_addc_u32 s45, s39, 0
	s_cmp_gt_i32 s45, -1
	v_mov_b64_e32 v[8:9], s[10:11]
	s_cselect_b64 s[50:51], -1, 0
	v_cmp_lt_i64_e64 s[12:13], s[44:45], v[8:9]
	s_and_b64 s[12:13], s[50:51], s[12:13]
	s_and_b64 s[20:21], s[6:7], s[12:13]
	v_mov_b32_e32 v7, v4
	s_and_saveexec_b64 s[12:13], s[20:21]
	s_cbranch_execz .LBB0_6
; %bb.5:
	s_mul_i32 s3, s44, s15
	s_mul_hi_u32 s20, s44, s14
	s_add_i32 s3, s20, s3
	s_mul_i32 s20, s45, s14
	s_add_i32 s21, s3, s20
	s_mul_i32 s20, s44, s14
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s8, s20
	s_addc_u32 s21, s9, s21
	v_lshl_add_u64 v[8:9], v[2:3], 1, s[20:21]
	global_load_ushort v7, v[8:9], off
.LBB0_6:
	s_or_b64 exec, exec, s[12:13]
	s_add_u32 s48, s38, 12
	s_addc_u32 s49, s39, 0
	s_cmp_gt_i32 s49, -1
	v_mov_b64_e32 v[8:9], s[10:11]
	s_cselect_b64 s[54:55], -1, 0
	v_cmp_lt_i64_e64 s[12:13], s[48:49], v[8:9]
	s_and_b64 s[12:13], s[54:55], s[12:13]
	s_and_b64 s[20:21], s[6:7], s[12:13]
	v_mov_b32_e32 v8, v4
	s_and_saveexec_b64 s[12:13], s[20:21]
	s_cbranch_execz .LBB0_8
; %bb.7:
	s_mul_i32 s3, s48, s15
	s_mul_hi_u32 s20, s48, s14
	s_add_i32 s3, s20, s3
	s_mul_i32 s20, s49, s14
	s_add_i32 s21, s3, s20
	s_mul_i32 s20, s48, s14
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s8, s20
	s_addc_u32 s21, s9, s21
	v_lshl_add_u64 v[8:9], v[2:3], 1, s[20:21]
	global_load_ushort v8, v[8:9], off
.LBB0_8:
	s_or_b64 exec, exec, s[12:13]
	s_add_u32 s52, s38, 16
	s_addc_u32 s53, s39, 0
	s_cmp_gt_i32 s53, -1
	v_mov_b64_e32 v[10:11], s[10:11]
	s_cselect_b64 s[58:59], -1, 0
	v_cmp_lt_i64_e64 s[12:13], s[52:53], v[10:11]
	s_and_b64 s[12:13], s[58:59], s[12:13]
	s_and_b64 s[20:21], s[6:7], s[12:13]
	v_mov_b32_e32 v9, v4
	s_and_saveexec_b64 s[12:13], s[20:21]
	s_cbranch_execz .LBB0_10
; %bb.9:
	s_mul_i32 s3, s52, s15
	s_mul_hi_u32 s20, s52, s14
	s_add_i32 s3, s20, s3
	s_mul_i32 s20, s53, s14
	s_add_i32 s21, s3, s20
	s_mul_i32 s20, s52, s14
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s8, s20
	s_addc_u32 s21, s9, s21
	v_lshl_add_u64 v[10:11], v[2:3], 1, s[20:21]
	global_load_ushort v9, v[10:11], off
.LBB0_10:
	s_or_b64 exec, exec, s[12:13]
	s_add_u32 s56, s38, 20
	s_addc_u32 s57, s39, 0
	s_cmp_gt_i32 s57, -1
	v_mov_b64_e32 v[10:11], s[10:11]
	s_cselect_b64 s[62:63], -1, 0
	v_cmp_lt_i64_e64 s[12:13], s[56:57], v[10:11]
	s_and_b64 s[12:13], s[62:63], s[12:13]
	s_and_b64 s[20:21], s[6:7], s[12:13]
	v_mov_b32_e32 v10, v4
	s_and_saveexec_b64 s[12:13], s[20:21]
	s_cbranch_execz .LBB0_12
; %bb.11:
	s_mul_i32 s3, s56, s15
	s_mul_hi_u32 s20, s56, s14
	s_add_i32 s3, s20, s3
	s_mul_i32 s20, s57, s14
	s_add_i32 s21, s3, s20
	s_mul_i32 s20, s56, s14
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s8, s20
	s_addc_u32 s21, s9, s21
	v_lshl_add_u64 v[10:11], v[2:3], 1, s[20:21]
	global_load_ushort v10, v[10:11], off
.LBB0_12:
	s_or_b64 exec, exec, s[12:13]
	s_add_u32 s60, s38, 24
	s_addc_u32 s61, s39, 0
	s_cmp_gt_i32 s61, -1
	v_mov_b64_e32 v[12:13], s[10:11]
	s_cselect_b64 s[66:67], -1, 0
	v_cmp_lt_i64_e64 s[12:13], s[60:61], v[12:13]
	s_and_b64 s[12:13], s[66:67], s[12:13]
	s_and_b64 s[20:21], s[6:7], s[12:13]
	v_mov_b32_e32 v11, v4
	s_and_saveexec_b64 s[12:13], s[20:21]
	s_cbranch_execz .LBB0_14
; %bb.13:
	s_mul_i32 s3, s60, s15
	s_mul_hi_u32 s20, s60, s14
	s_add_i32 s3, s20, s3
	s_mul_i32 s20, s61, s14
	s_add_i32 s21, s3, s20
	s_mul_i32 s20, s60, s14
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s8, s20
	s_addc_u32 s21, s9, s21
	v_lshl_add_u64 v[12:13], v[2:3], 1, s[20:21]
	global_load_ushort v11, v[12:13], off
.LBB0_14:
	s_or_b64 exec, exec, s[12:13]
	s_add_u32 s64, s38, 28
	s_addc_u32 s65, s39, 0
	s_cmp_gt_i32 s65, -1
	v_mov_b64_e32 v[12:13], s[10:11]
	s_cselect_b64 s[68:69], -1, 0
	v_cmp_lt_i64_e64 s[12:13], s[64:65], v[12:13]
	s_and_b64 s[12:13], s[68:69], s[12:13]
	s_and_b64 s[20:21], s[6:7], s[12:13]
	v_mov_b32_e32 v12, v4
	s_and_saveexec_b64 s[12:13], s[20:21]
	s_cbranch_execz .LBB0_16
; %bb.15:
	s_mul_i32 s3, s64, s15
	s_mul_hi_u32 s20, s64, s14
	s_add_i32 s3, s20, s3
	s_mul_i32 s20, s65, s14
	s_add_i32 s21, s3, s20
	s_mul_i32 s20, s64, s14
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s8, s20
	s_addc_u32 s21, s9, s21
	v_lshl_add_u64 v[12:13], v[2:3], 1, s[20:21]
	global_load_ushort v12, v[12:13], off
.LBB0_16:
	s_or_b64 exec, exec, s[12:13]
	s_add_u32 s20, s38, 32
	s_addc_u32 s21, s39, 0
	s_cmp_gt_i32 s21, -1
	v_mov_b64_e32 v[14:15], s[10:11]
	s_cselect_b64 s[22:23], -1, 0
	v_cmp_lt_i64_e64 s[12:13], s[20:21], v[14:15]
	s_and_b64 s[12:13], s[22:23], s[12:13]
	s_and_b64 s[22:23], s[6:7], s[12:13]
	v_mov_b32_e32 v13, v4
	s_and_saveexec_b64 s[12:13], s[22:23]
	s_cbranch_execz .LBB0_18
; %bb.17:
	s_mul_i32 s3, s20, s15
	s_mul_hi_u32 s22, s20, s14
	s_add_i32 s3, s22, s3
	s_mul_i32 s21, s21, s14
	s_add_i32 s21, s3, s21
	s_mul_i32 s20, s20, s14
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s8, s20
	s_addc_u32 s21, s9, s21
	v_lshl_add_u64 v[14:15], v[2:3], 1, s[20:21]
	global_load_ushort v13, v[14:15], off
.LBB0_18:
	s_or_b64 exec, exec, s[12:13]
	s_add_u32 s20, s38, 36
	s_addc_u32 s21, s39, 0
	s_cmp_gt_i32 s21, -1
	v_mov_b64_e32 v[14:15], s[10:11]
	s_cselect_b64 s[22:23], -1, 0
	v_cmp_lt_i64_e64 s[12:13], s[20:21], v[14:15]
	s_and_b64 s[12:13], s[22:23], s[12:13]
	s_and_b64 s[22:23], s[6:7], s[12:13]
	v_mov_b32_e32 v14, v4
	s_and_saveexec_b64 s[12:13], s[22:23]
	s_cbranch_execz .LBB0_20
; %bb.19:
	s_mul_i32 s3, s20, s15
	s_mul_hi_u32 s22, s20, s14
	s_add_i32 s3, s22, s3
	s_mul_i32 s21, s21, s14
	s_add_i32 s21, s3, s21
	s_mul_i32 s20, s20, s14
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s8, s20
	s_addc_u32 s21, s9, s21
	v_lshl_add_u64 v[14:15], v[2:3], 1, s[20:21]
	global_load_ushort v14, v[14:15], off
.LBB0_20:
	s_or_b64 exec, exec, s[12:13]
	s_add_u32 s20, s38, 40
	s_addc_u32 s21, s39, 0
	s_cmp_gt_i32 s21, -1
	v_mov_b64_e32 v[16:17], s[10:11]
	s_cselect_b64 s[22:23], -1, 0
	v_cmp_lt_i64_e64 s[12:13], s[20:21], v[16:17]
	s_and_b64 s[12:13], s[22:23], s[12:13]
	s_and_b64 s[22:23], s[6:7], s[12:13]
	v_mov_b32_e32 v15, v4
	s_and_saveexec_b64 s[12:13], s[22:23]
	s_cbranch_execz .LBB0_22
; %bb.21:
	s_mul_i32 s3, s20, s15
	s_mul_hi_u32 s22, s20, s14
	s_add_i32 s3, s22, s3
	s_mul_i32 s21, s21, s14
	s_add_i32 s21, s3, s21
	s_mul_i32 s20, s20, s14
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s8, s20
	s_addc_u32 s21, s9, s21
	v_lshl_add_u64 v[16:17], v[2:3], 1, s[20:21]
	global_load_ushort v15, v[16:17], off
.LBB0_22:
	s_or_b64 exec, exec, s[12:13]
	s_add_u32 s20, s38, 44
	s_addc_u32 s21, s39, 0
	s_cmp_gt_i32 s21, -1
	v_mov_b64_e32 v[16:17], s[10:11]
	s_cselect_b64 s[22:23], -1, 0
	v_cmp_lt_i64_e64 s[12:13], s[20:21], v[16:17]
	s_and_b64 s[12:13], s[22:23], s[12:13]
	s_and_b64 s[22:23], s[6:7], s[12:13]
	v_mov_b32_e32 v16, v4
	s_and_saveexec_b64 s[12:13], s[22:23]
	s_cbranch_execz .LBB0_24
; %bb.23:
	s_mul_i32 s3, s20, s15
	s_mul_hi_u32 s22, s20, s14
	s_add_i32 s3, s22, s3
	s_mul_i32 s21, s21, s14
	s_add_i32 s21, s3, s21
	s_mul_i32 s20, s20, s14
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s8, s20
	s_addc_u32 s21, s9, s21
	v_lshl_add_u64 v[16:17], v[2:3], 1, s[20:21]
	global_load_ushort v16, v[16:17], off
.LBB0_24:
	s_or_b64 exec, exec, s[12:13]
	s_add_u32 s20, s38, 48
	s_addc_u32 s21, s39, 0
	s_cmp_gt_i32 s21, -1
	v_mov_b64_e32 v[18:19], s[10:11]
	s_cselect_b64 s[22:23], -1, 0
	v_cmp_lt_i64_e64 s[12:13], s[20:21], v[18:19]
	s_and_b64 s[12:13], s[22:23], s[12:13]
	s_and_b64 s[22:23], s[6:7], s[12:13]
	v_mov_b32_e32 v17, v4
	s_and_saveexec_b64 s[12:13], s[22:23]
	s_cbranch_execz .LBB0_26
; %bb.25:
	s_mul_i32 s3, s20, s15
	s_mul_hi_u32 s22, s20, s14
	s_add_i32 s3, s22, s3
	s_mul_i32 s21, s21, s14
	s_add_i32 s21, s3, s21
	s_mul_i32 s20, s20, s14
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s8, s20
	s_addc_u32 s21, s9, s21
	v_lshl_add_u64 v[18:19], v[2:3], 1, s[20:21]
	global_load_ushort v17, v[18:19], off
.LBB0_26:
	s_or_b64 exec, exec, s[12:13]
	s_add_u32 s20, s38, 52
	s_addc_u32 s21, s39, 0
	s_cmp_gt_i32 s21, -1
	v_mov_b64_e32 v[18:19], s[10:11]
	s_cselect_b64 s[22:23], -1, 0
	v_cmp_lt_i64_e64 s[12:13], s[20:21], v[18:19]
	s_and_b64 s[12:13], s[22:23], s[12:13]
	s_and_b64 s[22:23], s[6:7], s[12:13]
	v_mov_b32_e32 v18, v4
	s_and_saveexec_b64 s[12:13], s[22:23]
	s_cbranch_execz .LBB0_28
; %bb.27:
	s_mul_i32 s3, s20, s15
	s_mul_hi_u32 s22, s20, s14
	s_add_i32 s3, s22, s3
	s_mul_i32 s21, s21, s14
	s_add_i32 s21, s3, s21
	s_mul_i32 s20, s20, s14
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s8, s20
	s_addc_u32 s21, s9, s21
	v_lshl_add_u64 v[18:19], v[2:3], 1, s[20:21]
	global_load_ushort v18, v[18:19], off
.LBB0_28:
	s_or_b64 exec, exec, s[12:13]
	s_load_dwordx2 s[74:75], s[0:1], 0xc8
	s_load_dwordx2 s[70:71], s[0:1], 0xa8
	s_load_dwordx2 s[76:77], s[0:1], 0x80
	s_load_dwordx2 s[72:73], s[0:1], 0x60
	s_add_u32 s20, s38, 56
	s_addc_u32 s21, s39, 0
	s_cmp_gt_i32 s21, -1
	v_mov_b64_e32 v[20:21], s[10:11]
	s_cselect_b64 s[22:23], -1, 0
	v_cmp_lt_i64_e64 s[12:13], s[20:21], v[20:21]
	s_and_b64 s[12:13], s[22:23], s[12:13]
	s_and_b64 s[22:23], s[6:7], s[12:13]
	v_mov_b32_e32 v19, v4
	s_and_saveexec_b64 s[12:13], s[22:23]
	s_cbranch_execz .LBB0_30
; %bb.29:
	s_mul_i32 s3, s20, s15
	s_mul_hi_u32 s22, s20, s14
	s_add_i32 s3, s22, s3
	s_mul_i32 s21, s21, s14
	s_add_i32 s21, s3, s21
	s_mul_i32 s20, s20, s14
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s8, s20
	s_addc_u32 s21, s9, s21
	v_lshl_add_u64 v[20:21], v[2:3], 1, s[20:21]
	global_load_ushort v19, v[20:21], off
.LBB0_30:
	s_or_b64 exec, exec, s[12:13]
	s_load_dwordx2 s[34:35], s[0:1], 0xc0
	s_load_dwordx4 s[20:23], s[0:1], 0xb0
	s_load_dwordx2 s[36:37], s[0:1], 0x78
	s_load_dwordx4 s[24:27], s[0:1], 0x68
	s_add_u32 s12, s38, 60
	s_addc_u32 s13, s39, 0
	s_cmp_gt_i32 s13, -1
	v_mov_b64_e32 v[20:21], s[10:11]
	s_cselect_b64 s[30:31], -1, 0
	v_cmp_lt_i64_e64 s[10:11], s[12:13], v[20:21]
	s_and_b64 s[10:11], s[30:31], s[10:11]
	s_and_b64 s[10:11], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[10:11]
	s_cbranch_execz .LBB0_32
; %bb.31:
	s_mul_i32 s3, s12, s15
	s_mul_hi_u32 s10, s12, s14
	s_add_i32 s3, s10, s3
	s_mul_i32 s10, s13, s14
	s_add_i32 s11, s3, s10
	s_mul_i32 s10, s12, s14
	s_lshl_b64 s[10:11], s[10:11], 1
	s_add_u32 s8, s8, s10
	s_addc_u32 s9, s9, s11
	v_lshl_add_u64 v[2:3], v[2:3], 1, s[8:9]
	global_load_ushort v4, v[2:3], off
.LBB0_32:
	s_or_b64 exec, exec, s[6:7]
	s_lshl_b32 s3, s33, 6
	v_or_b32_e32 v2, s3, v50
	v_lshlrev_b32_e32 v38, 1, v2
	s_lshl_b32 s82, s33, 3
	v_mov_b32_e32 v3, 0x3fb8aa3b
	v_xor_b32_e32 v2, s82, v38
	v_mul_f32_e32 v56, s2, v3
	v_add_u32_e32 v3, 0, v2
	s_waitcnt vmcnt(0)
	ds_write_b16 v3, v5
	ds_write_b16 v3, v9 offset:2048
	ds_write_b16 v3, v13 offset:4096
	ds_write_b16 v3, v17 offset:6144
	v_xad_u32 v3, v2, 32, 0
	v_and_b32_e32 v44, 32, v0
	ds_write_b16 v3, v6 offset:512
	ds_write_b16 v3, v10 offset:2560
	ds_write_b16 v3, v14 offset:4608
	ds_write_b16 v3, v18 offset:6656
	v_xad_u32 v3, v2, 64, 0
	v_xor_b32_e32 v2, 0x60, v2
	v_and_b32_e32 v60, 15, v0
	v_and_b32_e32 v1, 31, v0
	s_and_b32 s80, s3, 64
	ds_write_b16 v3, v7 offset:1024
	ds_write_b16 v3, v11 offset:3072
	ds_write_b16 v3, v15 offset:5120
	ds_write_b16 v3, v19 offset:7168
	v_add_u32_e32 v2, 0, v2
	v_lshlrev_b32_e32 v3, 3, v60
	v_lshrrev_b32_e32 v61, 2, v44
	ds_write_b16 v2, v8 offset:1536
	ds_write_b16 v2, v12 offset:3584
	ds_write_b16 v2, v16 offset:5632
	ds_write_b16 v2, v4 offset:7680
	v_lshlrev_b32_e32 v2, 7, v1
	s_lshl_b32 s2, s80, 6
	v_xor_b32_e32 v3, v3, v61
	v_or3_b32 v2, s2, v2, v3
	v_add_u32_e32 v3, 0, v2
	v_xad_u32 v4, v2, 16, 0
	v_xad_u32 v5, v2, 32, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_xad_u32 v6, v2, 48, 0
	ds_read_b64 v[130:131], v3
	ds_read_b64 v[126:127], v4
	ds_read_b64 v[122:123], v5
	ds_read_b64 v[118:119], v6
	v_xad_u32 v3, v2, 64, 0
	v_xor_b32_e32 v4, 0x50, v2
	v_xor_b32_e32 v5, 0x60, v2
	v_xor_b32_e32 v2, 0x70, v2
	v_add_u32_e32 v2, 0, v2
	s_and_b32 s79, s3, 0x80
	v_add_u32_e32 v4, 0, v4
	v_add_u32_e32 v5, 0, v5
	ds_read_b64 v[128:129], v3
	ds_read_b64 v[124:125], v4
	ds_read_b64 v[120:121], v5
	ds_read_b64 v[116:117], v2
	v_mad_u64_u32 v[2:3], s[2:3], s76, v50, 0
	v_mov_b32_e32 v4, v3
	v_mad_u64_u32 v[4:5], s[2:3], s77, v50, v[4:5]
	s_load_dwordx4 s[8:11], s[0:1], 0x108
	s_load_dwordx2 s[30:31], s[0:1], 0xf0
	v_mov_b32_e32 v6, 0x7e00
	v_mov_b32_e32 v3, v4
	v_mad_u64_u32 v[4:5], s[6:7], s74, v50, 0
	v_cndmask_b32_e64 v62, 0, v6, s[18:19]
	v_cndmask_b32_e32 v55, 0, v6, vcc
	v_mov_b32_e32 v6, v5
	v_mad_u64_u32 v[6:7], s[6:7], s75, v50, v[6:7]
	s_lshl_b32 s81, s33, 2
	v_mov_b32_e32 v5, v6
	s_mov_b32 s84, 0
	v_cmp_gt_i64_e64 s[2:3], s[26:27], v[50:51]
	v_cmp_gt_i64_e32 vcc, s[22:23], v[50:51]
	v_lshl_add_u64 v[34:35], v[2:3], 1, s[72:73]
	v_lshl_add_u64 v[52:53], v[4:5], 1, s[70:71]
	s_cmp_lt_i32 s16, 1
	v_mov_b32_e32 v54, 0xff800000
	v_mov_b32_e32 v63, 1.0
	v_bfe_i32 v40, v0, 3, 1
	v_bfe_i32 v39, v0, 4, 1
	v_lshlrev_b32_e32 v66, 2, v0
	v_lshlrev_b32_e32 v43, 4, v0
	v_lshlrev_b32_e32 v41, 7, v0
	v_lshlrev_b32_e32 v42, 1, v0
	v_lshlrev_b32_e32 v51, 2, v50
	v_lshlrev_b32_e32 v65, 1, v1
	v_lshlrev_b32_e32 v68, 4, v44
	v_lshrrev_b32_e32 v67, 1, v0
	s_cbranch_scc1 .LBB0_67
; %bb.33:                               ; %.lr.ph
	v_and_b32_e32 v2, 0x8c, v66
	s_movk_i32 s7, 0x130
	s_lshl_b32 s6, s33, 1
	v_and_or_b32 v2, v38, s7, v2
	v_xor_b32_e32 v2, s6, v2
	v_and_b32_e32 v10, 0x4e, v42
	s_movk_i32 s6, 0x300
	v_and_b32_e32 v11, 0x440, v40
	v_and_or_b32 v10, v41, s6, v10
	v_xor_b32_e32 v10, v10, v11
	s_movk_i32 s6, 0x810
	v_and_or_b32 v10, v39, s6, v10
	s_lshl_b32 s18, s80, 1
	s_lshr_b32 s6, s79, 1
	s_cmp_eq_u32 s80, 0
	v_add_u32_e32 v20, s6, v68
	s_cselect_b32 s6, 0, 0x810
	v_and_b32_e32 v21, 24, v67
	v_and_b32_e32 v23, 0x408, v39
	v_or_b32_e32 v24, s6, v61
	v_and_b32_e32 v16, 56, v66
	v_xor_b32_e32 v21, s82, v21
	v_xor_b32_e32 v23, v23, v24
	v_xor_b32_e32 v21, v21, v16
	v_xor_b32_e32 v16, v23, v16
	v_and_or_b32 v2, v43, 64, v2
	v_lshl_or_b32 v21, v50, 6, v21
	v_lshl_or_b32 v23, v60, 6, v16
	v_xor_b32_e32 v3, 8, v2
	v_xor_b32_e32 v4, 64, v2
	v_xor_b32_e32 v5, 0x48, v2
	v_xor_b32_e32 v6, 16, v2
	v_xor_b32_e32 v7, 24, v2
	v_xor_b32_e32 v8, 0x50, v2
	v_xor_b32_e32 v9, 0x58, v2
	v_xor_b32_e32 v11, 4, v10
	v_xor_b32_e32 v12, 8, v10
	v_xor_b32_e32 v13, 12, v10
	v_xor_b32_e32 v14, 16, v10
	v_xor_b32_e32 v15, 20, v10
	v_xor_b32_e32 v17, 24, v10
	v_xor_b32_e32 v18, 28, v10
	v_add_u32_e32 v19, s80, v68
	v_xor_b32_e32 v22, 32, v21
	v_xor_b32_e32 v24, 16, v23
	v_xor_b32_e32 v25, 32, v23
	v_xor_b32_e32 v26, 48, v23
	v_mov_b32_e32 v16, 0
	v_xor_b32_e32 v45, 0x80, v51
	v_lshl_add_u32 v46, v1, 2, 0
	v_mov_b32_e32 v57, v56
	v_mov_b32_e32 v88, 0xff800000
	v_mov_b32_e32 v87, 1.0
	v_add_u32_e32 v47, 0, v2
	v_add_u32_e32 v48, 0, v3
	v_add_u32_e32 v49, 0, v4
	v_add_u32_e32 v58, 0, v5
	v_add_u32_e32 v59, 0, v6
	v_add_u32_e32 v64, 0, v7
	v_add_u32_e32 v69, 0, v8
	v_add_u32_e32 v70, 0, v9
	v_add_u32_e32 v71, 0, v10
	v_add_u32_e32 v72, 0, v11
	v_add_u32_e32 v73, 0, v12
	v_add_u32_e32 v74, 0, v13
	v_add_u32_e32 v75, 0, v14
	v_add_u32_e32 v76, 0, v15
	v_add_u32_e32 v77, 0, v17
	v_add_u32_e32 v78, 0, v18
	s_mov_b32 s19, 0x5040100
	v_add_u32_e32 v79, v19, v65
	v_add_u32_e32 v80, v20, v65
	v_add_u32_e32 v81, 0, v21
	v_add_u32_e32 v82, 0, v22
	v_add_u32_e32 v83, 0, v23
	v_add_u32_e32 v84, 0, v24
	v_add_u32_e32 v85, 0, v25
	v_add_u32_e32 v86, 0, v26
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
	s_branch .LBB0_35
.LBB0_34:                               ;   in Loop: Header=BB0_35 Depth=1
	s_or_b64 exec, exec, s[6:7]
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
	v_cvt_f16_f32_e32 v36, v36
	v_cvt_f16_f32_e32 v37, v37
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v79, v20
	ds_write_b16 v79, v21 offset:128
	ds_write_b16 v79, v22 offset:256
	ds_write_b16 v79, v23 offset:384
	ds_write_b16 v79, v24 offset:1024
	ds_write_b16 v79, v25 offset:1152
	ds_write_b16 v79, v26 offset:1280
	ds_write_b16 v79, v27 offset:1408
	ds_write_b16 v79, v28 offset:2048
	ds_write_b16 v79, v29 offset:2176
	ds_write_b16 v79, v30 offset:2304
	ds_write_b16 v79, v31 offset:2432
	ds_write_b16 v79, v32 offset:3072
	ds_write_b16 v79, v33 offset:3200
	ds_write_b16 v79, v36 offset:3328
	ds_write_b16 v79, v37 offset:3456
	s_waitcnt vmcnt(0)
	v_perm_b32 v21, v92, v91, s19
	v_perm_b32 v20, v90, v89, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v22, v80
	ds_read_u16 v23, v80 offset:128
	ds_read_u16 v24, v80 offset:256
	ds_read_u16 v25, v80 offset:384
	ds_read_u16 v26, v80 offset:1024
	ds_read_u16 v27, v80 offset:1152
	ds_read_u16 v28, v80 offset:1280
	ds_read_u16 v29, v80 offset:1408
	ds_read_u16 v30, v80 offset:2048
	ds_read_u16 v31, v80 offset:2176
	ds_read_u16 v32, v80 offset:2304
	ds_read_u16 v33, v80 offset:2432
	ds_read_u16 v36, v80 offset:3072
	ds_read_u16 v37, v80 offset:3200
	ds_read_u16 v97, v80 offset:3328
	ds_read_u16 v98, v80 offset:3456
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b64 v81, v[20:21]
	v_perm_b32 v21, v96, v95, s19
	v_perm_b32 v20, v94, v93, s19
	ds_write_b64 v82, v[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[90:91], v83
	v_pk_mul_f32 v[2:3], v[2:3], v[18:19] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[18:19] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[18:19] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[18:19] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[18:19] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[18:19] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[18:19] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[18:19] op_sel_hi:[1,0]
	v_perm_b32 v21, v25, v24, s19
	v_perm_b32 v20, v23, v22, s19
	ds_read_b64 v[92:93], v84
	ds_read_b64 v[94:95], v85
	ds_read_b64 v[100:101], v86
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[2:17], v[90:91], v[20:21], v[2:17]
	v_perm_b32 v21, v29, v28, s19
	v_perm_b32 v20, v27, v26, s19
	v_add_f32_e32 v63, v19, v63
	v_perm_b32 v19, v98, v97, s19
	v_perm_b32 v18, v37, v36, s19
	v_fmac_f32_e32 v63, v87, v88
	s_add_i32 s84, s84, 32
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_f16 v[2:17], v[92:93], v[20:21], v[2:17]
	v_perm_b32 v21, v33, v32, s19
	v_perm_b32 v20, v31, v30, s19
	s_cmp_lt_i32 s84, s16
	v_mov_b32_e32 v88, v54
	v_mov_b32_e32 v87, v63
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[2:17], v[94:95], v[20:21], v[2:17]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[2:17], v[100:101], v[18:19], v[2:17]
	s_cbranch_scc0 .LBB0_68
.LBB0_35:                               ; =>This Inner Loop Header: Depth=1
	s_add_i32 s22, s83, s84
	s_ashr_i32 s23, s22, 31
	s_add_u32 s12, s22, s33
	s_addc_u32 s13, s23, 0
	s_cmp_gt_i32 s13, -1
	v_mov_b64_e32 v[18:19], s[24:25]
	s_cselect_b64 s[14:15], -1, 0
	v_cmp_lt_i64_e64 s[6:7], s[12:13], v[18:19]
	s_and_b64 s[6:7], s[14:15], s[6:7]
	s_and_b64 s[14:15], s[2:3], s[6:7]
	v_mov_b32_e32 v18, v62
	s_and_saveexec_b64 s[6:7], s[14:15]
	s_cbranch_execz .LBB0_37
; %bb.36:                               ;   in Loop: Header=BB0_35 Depth=1
	s_mul_i32 s14, s12, s37
	s_mul_hi_u32 s15, s12, s36
	s_add_i32 s14, s15, s14
	s_mul_i32 s15, s13, s36
	s_add_i32 s15, s14, s15
	s_mul_i32 s14, s12, s36
	v_lshl_add_u64 v[18:19], s[14:15], 1, v[34:35]
	global_load_ushort v18, v[18:19], off
.LBB0_37:                               ;   in Loop: Header=BB0_35 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_add_u32 s14, s12, 4
	s_addc_u32 s15, s13, 0
	s_cmp_gt_i32 s15, -1
	v_mov_b64_e32 v[20:21], s[24:25]
	s_cselect_b64 s[26:27], -1, 0
	v_cmp_lt_i64_e64 s[6:7], s[14:15], v[20:21]
	s_and_b64 s[6:7], s[26:27], s[6:7]
	s_and_b64 s[26:27], s[2:3], s[6:7]
	v_mov_b32_e32 v19, v62
	s_and_saveexec_b64 s[6:7], s[26:27]
	s_cbranch_execz .LBB0_39
; %bb.38:                               ;   in Loop: Header=BB0_35 Depth=1
	s_mul_i32 s26, s14, s37
	s_mul_hi_u32 s27, s14, s36
	s_add_i32 s26, s27, s26
	s_mul_i32 s15, s15, s36
	s_add_i32 s15, s26, s15
	s_mul_i32 s14, s14, s36
	v_lshl_add_u64 v[20:21], s[14:15], 1, v[34:35]
	global_load_ushort v19, v[20:21], off
.LBB0_39:                               ;   in Loop: Header=BB0_35 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_add_u32 s14, s12, 8
	s_addc_u32 s15, s13, 0
	s_cmp_gt_i32 s15, -1
	v_mov_b64_e32 v[20:21], s[24:25]
	s_cselect_b64 s[26:27], -1, 0
	v_cmp_lt_i64_e64 s[6:7], s[14:15], v[20:21]
	s_and_b64 s[6:7], s[26:27], s[6:7]
	s_and_b64 s[26:27], s[2:3], s[6:7]
	v_mov_b32_e32 v20, v62
	s_and_saveexec_b64 s[6:7], s[26:27]
	s_cbranch_execz .LBB0_41
; %bb.40:                               ;   in Loop: Header=BB0_35 Depth=1
	s_mul_i32 s26, s14, s37
	s_mul_hi_u32 s27, s14, s36
	s_add_i32 s26, s27, s26
	s_mul_i32 s15, s15, s36
	s_add_i32 s15, s26, s15
	s_mul_i32 s14, s14, s36
	v_lshl_add_u64 v[20:21], s[14:15], 1, v[34:35]
	global_load_ushort v20, v[20:21], off
.LBB0_41:                               ;   in Loop: Header=BB0_35 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_add_u32 s14, s12, 12
	s_addc_u32 s15, s13, 0
	s_cmp_gt_i32 s15, -1
	v_mov_b64_e32 v[22:23], s[24:25]
	s_cselect_b64 s[26:27], -1, 0
	v_cmp_lt_i64_e64 s[6:7], s[14:15], v[22:23]
	s_and_b64 s[6:7], s[26:27], s[6:7]
	s_and_b64 s[26:27], s[2:3], s[6:7]
	v_mov_b32_e32 v21, v62
	s_and_saveexec_b64 s[6:7], s[26:27]
	s_cbranch_execz .LBB0_43
; %bb.42:                               ;   in Loop: Header=BB0_35 Depth=1
	s_mul_i32 s26, s14, s37
	s_mul_hi_u32 s27, s14, s36
	s_add_i32 s26, s27, s26
	s_mul_i32 s15, s15, s36
	s_add_i32 s15, s26, s15
	s_mul_i32 s14, s14, s36
	v_lshl_add_u64 v[22:23], s[14:15], 1, v[34:35]
	global_load_ushort v21, v[22:23], off
.LBB0_43:                               ;   in Loop: Header=BB0_35 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_add_u32 s14, s12, 16
	s_addc_u32 s15, s13, 0
	s_cmp_gt_i32 s15, -1
	v_mov_b64_e32 v[22:23], s[24:25]
	s_cselect_b64 s[26:27], -1, 0
	v_cmp_lt_i64_e64 s[6:7], s[14:15], v[22:23]
	s_and_b64 s[6:7], s[26:27], s[6:7]
	s_and_b64 s[26:27], s[2:3], s[6:7]
	v_mov_b32_e32 v22, v62
	s_and_saveexec_b64 s[6:7], s[26:27]
	s_cbranch_execz .LBB0_45
; %bb.44:                               ;   in Loop: Header=BB0_35 Depth=1
	s_mul_i32 s26, s14, s37
	s_mul_hi_u32 s27, s14, s36
	s_add_i32 s26, s27, s26
	s_mul_i32 s15, s15, s36
	s_add_i32 s15, s26, s15
	s_mul_i32 s14, s14, s36
	v_lshl_add_u64 v[22:23], s[14:15], 1, v[34:35]
	global_load_ushort v22, v[22:23], off
.LBB0_45:                               ;   in Loop: Header=BB0_35 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_add_u32 s14, s12, 20
	s_addc_u32 s15, s13, 0
	s_cmp_gt_i32 s15, -1
	v_mov_b64_e32 v[24:25], s[24:25]
	s_cselect_b64 s[26:27], -1, 0
	v_cmp_lt_i64_e64 s[6:7], s[14:15], v[24:25]
	s_and_b64 s[6:7], s[26:27], s[6:7]
	s_and_b64 s[26:27], s[2:3], s[6:7]
	v_mov_b32_e32 v23, v62
	s_and_saveexec_b64 s[6:7], s[26:27]
	s_cbranch_execz .LBB0_47
; %bb.46:                               ;   in Loop: Header=BB0_35 Depth=1
	s_mul_i32 s26, s14, s37
	s_mul_hi_u32 s27, s14, s36
	s_add_i32 s26, s27, s26
	s_mul_i32 s15, s15, s36
	s_add_i32 s15, s26, s15
	s_mul_i32 s14, s14, s36
	v_lshl_add_u64 v[24:25], s[14:15], 1, v[34:35]
	global_load_ushort v23, v[24:25], off
.LBB0_47:                               ;   in Loop: Header=BB0_35 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_add_u32 s14, s12, 24
	s_addc_u32 s15, s13, 0
	s_cmp_gt_i32 s15, -1
	v_mov_b64_e32 v[24:25], s[24:25]
	s_cselect_b64 s[26:27], -1, 0
	v_cmp_lt_i64_e64 s[6:7], s[14:15], v[24:25]
	s_and_b64 s[6:7], s[26:27], s[6:7]
	s_and_b64 s[26:27], s[2:3], s[6:7]
	v_mov_b32_e32 v24, v62
	s_and_saveexec_b64 s[6:7], s[26:27]
	s_cbranch_execz .LBB0_49
; %bb.48:                               ;   in Loop: Header=BB0_35 Depth=1
	s_mul_i32 s26, s14, s37
	s_mul_hi_u32 s27, s14, s36
	s_add_i32 s26, s27, s26
	s_mul_i32 s15, s15, s36
	s_add_i32 s15, s26, s15
	s_mul_i32 s14, s14, s36
	v_lshl_add_u64 v[24:25], s[14:15], 1, v[34:35]
	global_load_ushort v24, v[24:25], off
.LBB0_49:                               ;   in Loop: Header=BB0_35 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_add_u32 s12, s12, 28
	s_addc_u32 s13, s13, 0
	s_cmp_gt_i32 s13, -1
	v_mov_b64_e32 v[26:27], s[24:25]
	s_cselect_b64 s[14:15], -1, 0
	v_cmp_lt_i64_e64 s[6:7], s[12:13], v[26:27]
	s_and_b64 s[6:7], s[14:15], s[6:7]
	s_and_b64 s[14:15], s[2:3], s[6:7]
	v_mov_b32_e32 v25, v62
	s_and_saveexec_b64 s[6:7], s[14:15]
	s_cbranch_execz .LBB0_51
; %bb.50:                               ;   in Loop: Header=BB0_35 Depth=1
	s_mul_i32 s14, s12, s37
	s_mul_hi_u32 s15, s12, s36
	s_add_i32 s14, s15, s14
	s_mul_i32 s13, s13, s36
	s_add_i32 s13, s14, s13
	s_mul_i32 s12, s12, s36
	v_lshl_add_u64 v[26:27], s[12:13], 1, v[34:35]
	global_load_ushort v25, v[26:27], off
.LBB0_51:                               ;   in Loop: Header=BB0_35 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b16 v47, v18
	ds_write_b16 v48, v19 offset:512
	ds_write_b16 v49, v20 offset:1024
	ds_write_b16 v58, v21 offset:1536
	ds_write_b16 v59, v22 offset:2048
	ds_write_b16 v64, v23 offset:2560
	ds_write_b16 v69, v24 offset:3072
	ds_write_b16 v70, v25 offset:3584
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v18, v71
	ds_read_u16 v19, v71 offset:32
	ds_read_u16 v20, v71 offset:128
	ds_read_u16 v21, v71 offset:160
	ds_read_u16 v22, v72
	ds_read_u16 v23, v72 offset:32
	ds_read_u16 v24, v72 offset:128
	ds_read_u16 v25, v72 offset:160
	ds_read_u16 v26, v73
	ds_read_u16 v27, v73 offset:32
	ds_read_u16 v28, v73 offset:128
	ds_read_u16 v29, v73 offset:160
	ds_read_u16 v30, v74
	ds_read_u16 v31, v74 offset:32
	ds_read_u16 v32, v74 offset:128
	ds_read_u16 v33, v74 offset:160
	ds_read_u16 v54, v75
	ds_read_u16 v63, v75 offset:32
	ds_read_u16 v89, v75 offset:128
	ds_read_u16 v102, v75 offset:160
	ds_read_u16 v90, v76
	ds_read_u16 v94, v76 offset:32
	ds_read_u16 v98, v76 offset:128
	ds_read_u16 v104, v76 offset:160
	ds_read_u16 v91, v77
	ds_read_u16 v95, v77 offset:32
	ds_read_u16 v99, v77 offset:128
	ds_read_u16 v103, v77 offset:160
	ds_read_u16 v92, v78
	ds_read_u16 v96, v78 offset:32
	ds_read_u16 v100, v78 offset:128
	ds_read_u16 v105, v78 offset:160
	s_waitcnt lgkmcnt(14)
	v_perm_b32 v37, v30, v26, s19
	v_perm_b32 v36, v22, v18, s19
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v91, v92, v91, s19
	v_perm_b32 v93, v31, v27, s19
	v_perm_b32 v92, v23, v19, s19
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v95, v96, v95, s19
	v_perm_b32 v97, v32, v28, s19
	v_perm_b32 v96, v24, v20, s19
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v99, v100, v99, s19
	v_perm_b32 v101, v33, v29, s19
	v_perm_b32 v100, v25, v21, s19
	v_mfma_f32_32x32x8_f16 v[18:33], v[36:37], v[130:131], 0
	v_perm_b32 v90, v90, v54, s19
	v_perm_b32 v94, v94, v63, s19
	v_perm_b32 v98, v98, v89, s19
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v103, v105, v103, s19
	v_perm_b32 v102, v104, v102, s19
	s_add_u32 s12, s22, s81
	v_mfma_f32_32x32x8_f16 v[18:33], v[90:91], v[126:127], v[18:33]
	s_barrier
	s_addc_u32 s13, s23, 0
	s_cmp_gt_i32 s13, -1
	s_cselect_b64 s[14:15], -1, 0
	v_mfma_f32_32x32x8_f16 v[18:33], v[92:93], v[122:123], v[18:33]
	v_mfma_f32_32x32x8_f16 v[18:33], v[94:95], v[118:119], v[18:33]
	v_mfma_f32_32x32x8_f16 v[18:33], v[96:97], v[128:129], v[18:33]
	v_mfma_f32_32x32x8_f16 v[18:33], v[98:99], v[124:125], v[18:33]
	v_mfma_f32_32x32x8_f16 v[18:33], v[100:101], v[120:121], v[18:33]
	v_mfma_f32_32x32x8_f16 v[18:33], v[102:103], v[116:117], v[18:33]
	s_nop 10
	v_max_f32_e32 v36, v19, v19
	v_max_f32_e32 v37, v18, v18
	v_max_f32_e32 v36, v37, v36
	v_max3_f32 v37, v21, v22, v23
	v_max3_f32 v63, v27, v28, v29
	v_max3_f32 v89, v30, v31, v32
	v_max3_f32 v54, v24, v25, v26
	v_max3_f32 v36, v36, v20, v37
	v_max3_f32 v37, v63, v89, v33
	v_max3_f32 v36, v36, v54, v37
	ds_bpermute_b32 v37, v45, v36
	v_mov_b32_e32 v89, v55
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v37, v37, v37
	v_max_f32_e32 v36, v36, v37
	v_mul_f32_e32 v36, v56, v36
	v_max_f32_e32 v37, v88, v88
	v_max_f32_e32 v54, v37, v36
	v_pk_fma_f32 v[18:19], v[56:57], v[18:19], v[54:55] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[36:37], v[56:57], v[20:21], v[54:55] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[90:91], v[56:57], v[22:23], v[54:55] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[92:93], v[56:57], v[24:25], v[54:55] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[94:95], v[56:57], v[26:27], v[54:55] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[96:97], v[56:57], v[28:29], v[54:55] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[98:99], v[56:57], v[30:31], v[54:55] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[100:101], v[56:57], v[32:33], v[54:55] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_exp_f32_e32 v20, v18
	v_exp_f32_e32 v21, v19
	v_exp_f32_e32 v22, v36
	v_exp_f32_e32 v23, v37
	v_exp_f32_e32 v24, v90
	v_exp_f32_e32 v25, v91
	v_exp_f32_e32 v26, v92
	v_exp_f32_e32 v27, v93
	v_exp_f32_e32 v28, v94
	v_exp_f32_e32 v29, v95
	v_exp_f32_e32 v30, v96
	v_exp_f32_e32 v31, v97
	v_exp_f32_e32 v32, v98
	v_exp_f32_e32 v33, v99
	v_exp_f32_e32 v36, v100
	v_exp_f32_e32 v37, v101
	v_pk_add_f32 v[18:19], v[20:21], v[22:23]
	v_pk_add_f32 v[90:91], v[24:25], v[26:27]
	v_pk_add_f32 v[92:93], v[28:29], v[30:31]
	v_pk_add_f32 v[94:95], v[32:33], v[36:37]
	v_pk_add_f32 v[18:19], v[18:19], v[90:91]
	v_pk_add_f32 v[90:91], v[92:93], v[94:95]
	s_nop 0
	v_pk_add_f32 v[18:19], v[18:19], v[90:91]
	v_mov_b64_e32 v[90:91], s[20:21]
	v_add_f32_e32 v19, v18, v19
	v_sub_f32_e32 v18, v88, v54
	v_exp_f32_e32 v88, v18
	v_add_u32_e32 v18, s18, v46
	ds_bpermute_b32 v63, v45, v19
	v_cmp_lt_i64_e64 s[6:7], s[12:13], v[90:91]
	ds_write_b32 v18, v88
	v_add_u32_e32 v18, s79, v46
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v18, v18
	s_and_b64 s[6:7], s[14:15], s[6:7]
	s_and_b64 s[14:15], vcc, s[6:7]
	s_and_saveexec_b64 s[6:7], s[14:15]
	s_cbranch_execz .LBB0_53
; %bb.52:                               ;   in Loop: Header=BB0_35 Depth=1
	s_mul_i32 s14, s12, s35
	s_mul_hi_u32 s15, s12, s34
	s_add_i32 s14, s15, s14
	s_mul_i32 s15, s13, s34
	s_add_i32 s15, s14, s15
	s_mul_i32 s14, s12, s34
	v_lshl_add_u64 v[90:91], s[14:15], 1, v[52:53]
	global_load_ushort v89, v[90:91], off
.LBB0_53:                               ;   in Loop: Header=BB0_35 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_add_u32 s14, s12, 1
	s_addc_u32 s15, s13, 0
	s_cmp_gt_i32 s15, -1
	v_mov_b64_e32 v[90:91], s[20:21]
	s_cselect_b64 s[22:23], -1, 0
	v_cmp_lt_i64_e64 s[6:7], s[14:15], v[90:91]
	s_and_b64 s[6:7], s[22:23], s[6:7]
	s_and_b64 s[22:23], vcc, s[6:7]
	v_mov_b32_e32 v90, v55
	s_and_saveexec_b64 s[6:7], s[22:23]
	s_cbranch_execz .LBB0_55
; %bb.54:                               ;   in Loop: Header=BB0_35 Depth=1
	s_mul_i32 s22, s14, s35
	s_mul_hi_u32 s23, s14, s34
	s_add_i32 s22, s23, s22
	s_mul_i32 s15, s15, s34
	s_add_i32 s15, s22, s15
	s_mul_i32 s14, s14, s34
	v_lshl_add_u64 v[90:91], s[14:15], 1, v[52:53]
	global_load_ushort v90, v[90:91], off
.LBB0_55:                               ;   in Loop: Header=BB0_35 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_add_u32 s14, s12, 2
	s_addc_u32 s15, s13, 0
	s_cmp_gt_i32 s15, -1
	v_mov_b64_e32 v[92:93], s[20:21]
	s_cselect_b64 s[22:23], -1, 0
	v_cmp_lt_i64_e64 s[6:7], s[14:15], v[92:93]
	s_and_b64 s[6:7], s[22:23], s[6:7]
	s_and_b64 s[22:23], vcc, s[6:7]
	v_mov_b32_e32 v91, v55
	s_and_saveexec_b64 s[6:7], s[22:23]
	s_cbranch_execz .LBB0_57
; %bb.56:                               ;   in Loop: Header=BB0_35 Depth=1
	s_mul_i32 s22, s14, s35
	s_mul_hi_u32 s23, s14, s34
	s_add_i32 s22, s23, s22
	s_mul_i32 s15, s15, s34
	s_add_i32 s15, s22, s15
	s_mul_i32 s14, s14, s34
	v_lshl_add_u64 v[92:93], s[14:15], 1, v[52:53]
	global_load_ushort v91, v[92:93], off
.LBB0_57:                               ;   in Loop: Header=BB0_35 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_add_u32 s14, s12, 3
	s_addc_u32 s15, s13, 0
	s_cmp_gt_i32 s15, -1
	v_mov_b64_e32 v[92:93], s[20:21]
	s_cselect_b64 s[22:23], -1, 0
	v_cmp_lt_i64_e64 s[6:7], s[14:15], v[92:93]
	s_and_b64 s[6:7], s[22:23], s[6:7]
	s_and_b64 s[22:23], vcc, s[6:7]
	v_mov_b32_e32 v92, v55
	s_and_saveexec_b64 s[6:7], s[22:23]
	s_cbranch_execz .LBB0_59
; %bb.58:                               ;   in Loop: Header=BB0_35 Depth=1
	s_mul_i32 s22, s14, s35
	s_mul_hi_u32 s23, s14, s34
	s_add_i32 s22, s23, s22
	s_mul_i32 s15, s15, s34
	s_add_i32 s15, s22, s15
	s_mul_i32 s14, s14, s34
	v_lshl_add_u64 v[92:93], s[14:15], 1, v[52:53]
	global_load_ushort v92, v[92:93], off
.LBB0_59:                               ;   in Loop: Header=BB0_35 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_add_u32 s14, s12, 16
	s_addc_u32 s15, s13, 0
	s_cmp_gt_i32 s15, -1
	v_mov_b64_e32 v[94:95], s[20:21]
	s_cselect_b64 s[22:23], -1, 0
	v_cmp_lt_i64_e64 s[6:7], s[14:15], v[94:95]
	s_and_b64 s[6:7], s[22:23], s[6:7]
	s_and_b64 s[22:23], vcc, s[6:7]
	v_mov_b32_e32 v93, v55
	s_and_saveexec_b64 s[6:7], s[22:23]
	s_cbranch_execz .LBB0_61
; %bb.60:                               ;   in Loop: Header=BB0_35 Depth=1
	s_mul_i32 s22, s14, s35
	s_mul_hi_u32 s23, s14, s34
	s_add_i32 s22, s23, s22
	s_mul_i32 s15, s15, s34
	s_add_i32 s15, s22, s15
	s_mul_i32 s14, s14, s34
	v_lshl_add_u64 v[94:95], s[14:15], 1, v[52:53]
	global_load_ushort v93, v[94:95], off
.LBB0_61:                               ;   in Loop: Header=BB0_35 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_add_u32 s14, s12, 17
	s_addc_u32 s15, s13, 0
	s_cmp_gt_i32 s15, -1
	v_mov_b64_e32 v[94:95], s[20:21]
	s_cselect_b64 s[22:23], -1, 0
	v_cmp_lt_i64_e64 s[6:7], s[14:15], v[94:95]
	s_and_b64 s[6:7], s[22:23], s[6:7]
	s_and_b64 s[22:23], vcc, s[6:7]
	v_mov_b32_e32 v94, v55
	s_and_saveexec_b64 s[6:7], s[22:23]
	s_cbranch_execz .LBB0_63
; %bb.62:                               ;   in Loop: Header=BB0_35 Depth=1
	s_mul_i32 s22, s14, s35
	s_mul_hi_u32 s23, s14, s34
	s_add_i32 s22, s23, s22
	s_mul_i32 s15, s15, s34
	s_add_i32 s15, s22, s15
	s_mul_i32 s14, s14, s34
	v_lshl_add_u64 v[94:95], s[14:15], 1, v[52:53]
	global_load_ushort v94, v[94:95], off
.LBB0_63:                               ;   in Loop: Header=BB0_35 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_add_u32 s14, s12, 18
	s_addc_u32 s15, s13, 0
	s_cmp_gt_i32 s15, -1
	v_mov_b64_e32 v[96:97], s[20:21]
	s_cselect_b64 s[22:23], -1, 0
	v_cmp_lt_i64_e64 s[6:7], s[14:15], v[96:97]
	s_and_b64 s[6:7], s[22:23], s[6:7]
	s_and_b64 s[22:23], vcc, s[6:7]
	v_mov_b32_e32 v95, v55
	s_and_saveexec_b64 s[6:7], s[22:23]
	s_cbranch_execz .LBB0_65
; %bb.64:                               ;   in Loop: Header=BB0_35 Depth=1
	s_mul_i32 s22, s14, s35
	s_mul_hi_u32 s23, s14, s34
	s_add_i32 s22, s23, s22
	s_mul_i32 s15, s15, s34
	s_add_i32 s15, s22, s15
	s_mul_i32 s14, s14, s34
	v_lshl_add_u64 v[96:97], s[14:15], 1, v[52:53]
	global_load_ushort v95, v[96:97], off
.LBB0_65:                               ;   in Loop: Header=BB0_35 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_add_u32 s12, s12, 19
	s_addc_u32 s13, s13, 0
	s_cmp_gt_i32 s13, -1
	v_mov_b64_e32 v[96:97], s[20:21]
	s_cselect_b64 s[14:15], -1, 0
	v_cmp_lt_i64_e64 s[6:7], s[12:13], v[96:97]
	s_and_b64 s[6:7], s[14:15], s[6:7]
	s_and_b64 s[14:15], vcc, s[6:7]
	v_mov_b32_e32 v96, v55
	s_and_saveexec_b64 s[6:7], s[14:15]
	s_cbranch_execz .LBB0_34
; %bb.66:                               ;   in Loop: Header=BB0_35 Depth=1
	s_mul_i32 s14, s12, s35
	s_mul_hi_u32 s15, s12, s34
	s_add_i32 s14, s15, s14
	s_mul_i32 s13, s13, s34
	s_add_i32 s13, s14, s13
	s_mul_i32 s12, s12, s34
	v_lshl_add_u64 v[96:97], s[12:13], 1, v[52:53]
	global_load_ushort v96, v[96:97], off
	s_branch .LBB0_34
.LBB0_67:
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, v3
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v7, v3
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v9, v3
	v_mov_b32_e32 v8, v3
	v_mov_b32_e32 v11, v3
	v_mov_b32_e32 v10, v3
	v_mov_b32_e32 v13, v3
	v_mov_b32_e32 v12, v3
	v_mov_b32_e32 v15, v3
	v_mov_b32_e32 v14, v3
	v_mov_b32_e32 v17, v3
	v_mov_b32_e32 v16, v3
.LBB0_68:                               ; %Flow503
	s_load_dwordx4 s[12:15], s[0:1], 0xf8
	s_lshr_b32 s26, s80, 1
	s_cmp_lg_u32 s16, 0x7fffffc0
	v_lshrrev_b32_e32 v64, 3, v44
	s_cbranch_scc0 .LBB0_136
; %bb.69:                               ; %.lr.ph120
	v_mov_b64_e32 v[18:19], s[24:25]
	v_cmp_lt_i64_e64 s[0:1], s[38:39], v[18:19]
	s_and_b64 s[0:1], s[42:43], s[0:1]
	s_and_b64 s[6:7], s[2:3], s[0:1]
	v_mov_b32_e32 v18, v62
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_71
; %bb.70:
	s_mul_i32 s6, s38, s37
	s_mul_hi_u32 s7, s38, s36
	s_add_i32 s6, s7, s6
	s_mul_i32 s7, s39, s36
	s_add_i32 s7, s6, s7
	s_mul_i32 s6, s38, s36
	v_lshl_add_u64 v[18:19], s[6:7], 1, v[34:35]
	global_load_ushort v18, v[18:19], off
.LBB0_71:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b64_e32 v[20:21], s[24:25]
	v_cmp_lt_i64_e64 s[0:1], s[40:41], v[20:21]
	s_and_b64 s[0:1], s[46:47], s[0:1]
	s_and_b64 s[6:7], s[2:3], s[0:1]
	v_mov_b32_e32 v19, v62
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_73
; %bb.72:
	s_mul_i32 s6, s40, s37
	s_mul_hi_u32 s7, s40, s36
	s_add_i32 s6, s7, s6
	s_mul_i32 s7, s41, s36
	s_add_i32 s7, s6, s7
	s_mul_i32 s6, s40, s36
	v_lshl_add_u64 v[20:21], s[6:7], 1, v[34:35]
	global_load_ushort v19, v[20:21], off
.LBB0_73:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b64_e32 v[20:21], s[24:25]
	v_cmp_lt_i64_e64 s[0:1], s[44:45], v[20:21]
	s_and_b64 s[0:1], s[50:51], s[0:1]
	s_and_b64 s[6:7], s[2:3], s[0:1]
	v_mov_b32_e32 v20, v62
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_75
; %bb.74:
	s_mul_i32 s6, s44, s37
	s_mul_hi_u32 s7, s44, s36
	s_add_i32 s6, s7, s6
	s_mul_i32 s7, s45, s36
	s_add_i32 s7, s6, s7
	s_mul_i32 s6, s44, s36
	v_lshl_add_u64 v[20:21], s[6:7], 1, v[34:35]
	global_load_ushort v20, v[20:21], off
.LBB0_75:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b64_e32 v[22:23], s[24:25]
	v_cmp_lt_i64_e64 s[0:1], s[48:49], v[22:23]
	s_and_b64 s[0:1], s[54:55], s[0:1]
	s_and_b64 s[6:7], s[2:3], s[0:1]
	v_mov_b32_e32 v21, v62
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_77
; %bb.76:
	s_mul_i32 s6, s48, s37
	s_mul_hi_u32 s7, s48, s36
	s_add_i32 s6, s7, s6
	s_mul_i32 s7, s49, s36
	s_add_i32 s7, s6, s7
	s_mul_i32 s6, s48, s36
	v_lshl_add_u64 v[22:23], s[6:7], 1, v[34:35]
	global_load_ushort v21, v[22:23], off
.LBB0_77:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b64_e32 v[22:23], s[24:25]
	v_cmp_lt_i64_e64 s[0:1], s[52:53], v[22:23]
	s_and_b64 s[0:1], s[58:59], s[0:1]
	s_and_b64 s[6:7], s[2:3], s[0:1]
	v_mov_b32_e32 v22, v62
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_79
; %bb.78:
	s_mul_i32 s6, s52, s37
	s_mul_hi_u32 s7, s52, s36
	s_add_i32 s6, s7, s6
	s_mul_i32 s7, s53, s36
	s_add_i32 s7, s6, s7
	s_mul_i32 s6, s52, s36
	v_lshl_add_u64 v[22:23], s[6:7], 1, v[34:35]
	global_load_ushort v22, v[22:23], off
.LBB0_79:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b64_e32 v[24:25], s[24:25]
	v_cmp_lt_i64_e64 s[0:1], s[56:57], v[24:25]
	s_and_b64 s[0:1], s[62:63], s[0:1]
	s_and_b64 s[6:7], s[2:3], s[0:1]
	v_mov_b32_e32 v23, v62
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_81
; %bb.80:
	s_mul_i32 s6, s56, s37
	s_mul_hi_u32 s7, s56, s36
	s_add_i32 s6, s7, s6
	s_mul_i32 s7, s57, s36
	s_add_i32 s7, s6, s7
	s_mul_i32 s6, s56, s36
	v_lshl_add_u64 v[24:25], s[6:7], 1, v[34:35]
	global_load_ushort v23, v[24:25], off
.LBB0_81:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b64_e32 v[24:25], s[24:25]
	v_cmp_lt_i64_e64 s[0:1], s[60:61], v[24:25]
	s_and_b64 s[0:1], s[66:67], s[0:1]
	s_and_b64 s[6:7], s[2:3], s[0:1]
	v_mov_b32_e32 v24, v62
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_83
; %bb.82:
	s_mul_i32 s6, s60, s37
	s_mul_hi_u32 s7, s60, s36
	s_add_i32 s6, s7, s6
	s_mul_i32 s7, s61, s36
	s_add_i32 s7, s6, s7
	s_mul_i32 s6, s60, s36
	v_lshl_add_u64 v[24:25], s[6:7], 1, v[34:35]
	global_load_ushort v24, v[24:25], off
.LBB0_83:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b64_e32 v[26:27], s[24:25]
	v_cmp_lt_i64_e64 s[0:1], s[64:65], v[26:27]
	s_and_b64 s[0:1], s[68:69], s[0:1]
	s_and_b64 s[6:7], s[2:3], s[0:1]
	v_mov_b32_e32 v25, v62
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_85
; %bb.84:
	s_mul_i32 s6, s64, s37
	s_mul_hi_u32 s7, s64, s36
	s_add_i32 s6, s7, s6
	s_mul_i32 s7, s65, s36
	s_add_i32 s7, s6, s7
	s_mul_i32 s6, s64, s36
	v_lshl_add_u64 v[26:27], s[6:7], 1, v[34:35]
	global_load_ushort v25, v[26:27], off
.LBB0_85:
	s_or_b64 exec, exec, s[0:1]
	v_and_b32_e32 v26, 0x8c, v66
	s_movk_i32 s1, 0x130
	s_lshl_b32 s0, s33, 1
	v_and_or_b32 v26, v38, s1, v26
	v_xor_b32_e32 v26, s0, v26
	v_and_b32_e32 v36, 0x4e, v42
	s_movk_i32 s0, 0x300
	v_and_b32_e32 v37, 0x440, v40
	v_and_or_b32 v36, v41, s0, v36
	v_xor_b32_e32 v36, v36, v37
	s_movk_i32 s0, 0x810
	v_and_or_b32 v26, v43, 64, v26
	v_and_or_b32 v36, v39, s0, v36
	v_xor_b32_e32 v27, 8, v26
	v_xor_b32_e32 v28, 64, v26
	v_xor_b32_e32 v29, 0x48, v26
	v_xor_b32_e32 v30, 16, v26
	v_xor_b32_e32 v31, 24, v26
	v_xor_b32_e32 v32, 0x50, v26
	v_xor_b32_e32 v33, 0x58, v26
	v_xor_b32_e32 v38, 8, v36
	v_xor_b32_e32 v37, 4, v36
	v_xor_b32_e32 v39, 12, v36
	v_add_u32_e32 v76, 0, v26
	v_add_u32_e32 v77, 0, v27
	v_add_u32_e32 v78, 0, v28
	v_add_u32_e32 v79, 0, v29
	v_add_u32_e32 v80, 0, v30
	v_add_u32_e32 v81, 0, v31
	v_add_u32_e32 v83, 0, v32
	v_add_u32_e32 v85, 0, v33
	v_add_u32_e32 v82, 0, v36
	v_add_u32_e32 v86, 0, v38
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b16 v76, v18
	ds_write_b16 v77, v19 offset:512
	ds_write_b16 v78, v20 offset:1024
	ds_write_b16 v79, v21 offset:1536
	ds_write_b16 v80, v22 offset:2048
	ds_write_b16 v81, v23 offset:2560
	ds_write_b16 v83, v24 offset:3072
	ds_write_b16 v85, v25 offset:3584
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_add_u32_e32 v84, 0, v37
	ds_read_u16 v18, v82
	ds_read_u16 v44, v82 offset:32
	ds_read_u16 v45, v82 offset:128
	ds_read_u16 v46, v82 offset:160
	ds_read_u16 v19, v84
	ds_read_u16 v47, v84 offset:32
	ds_read_u16 v48, v84 offset:128
	ds_read_u16 v49, v84 offset:160
	v_add_u32_e32 v87, 0, v39
	ds_read_u16 v20, v86
	ds_read_u16 v38, v86 offset:32
	ds_read_u16 v39, v86 offset:128
	ds_read_u16 v57, v86 offset:160
	ds_read_u16 v21, v87
	ds_read_u16 v58, v87 offset:32
	ds_read_u16 v59, v87 offset:128
	ds_read_u16 v69, v87 offset:160
	s_mov_b32 s0, 0x5040100
	v_xor_b32_e32 v40, 16, v36
	v_xor_b32_e32 v41, 20, v36
	v_xor_b32_e32 v42, 24, v36
	v_xor_b32_e32 v43, 28, v36
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v37, v21, v20, s0
	v_perm_b32 v36, v19, v18, s0
	v_add_u32_e32 v74, 0, v40
	v_add_u32_e32 v75, 0, v41
	v_mfma_f32_32x32x8_f16 v[18:33], v[36:37], v[130:131], 0
	ds_read_u16 v40, v74
	ds_read_u16 v41, v74 offset:32
	ds_read_u16 v71, v74 offset:128
	ds_read_u16 v101, v74 offset:160
	ds_read_u16 v70, v75
	ds_read_u16 v88, v75 offset:32
	ds_read_u16 v91, v75 offset:128
	ds_read_u16 v102, v75 offset:160
	v_add_u32_e32 v73, 0, v42
	v_add_u32_e32 v72, 0, v43
	ds_read_u16 v36, v73
	ds_read_u16 v42, v73 offset:32
	ds_read_u16 v43, v73 offset:128
	ds_read_u16 v37, v72
	ds_read_u16 v103, v73 offset:160
	ds_read_u16 v89, v72 offset:32
	ds_read_u16 v92, v72 offset:128
	ds_read_u16 v104, v72 offset:160
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v37, v37, v36, s0
	v_perm_b32 v36, v70, v40, s0
	s_lshl_b32 s27, s80, 1
	s_add_u32 s18, s28, s81
	v_mfma_f32_32x32x8_f16 v[18:33], v[36:37], v[126:127], v[18:33]
	v_perm_b32 v37, v58, v38, s0
	v_perm_b32 v36, v47, v44, s0
	s_addc_u32 s19, s29, 0
	s_cmp_gt_i32 s19, -1
	s_cselect_b64 s[22:23], -1, 0
	v_or_b32_e32 v95, 16, v64
	v_mov_b32_e32 v44, 0xc9742400
	v_mfma_f32_32x32x8_f16 v[18:33], v[36:37], v[122:123], v[18:33]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v37, v89, v42, s0
	v_perm_b32 v36, v88, v41, s0
	v_or_b32_e32 v94, 2, v64
	v_or_b32_e32 v90, 9, v64
	v_or_b32_e32 v38, s16, v94
	v_or_b32_e32 v93, 8, v64
	v_or_b32_e32 v41, s16, v90
	v_mfma_f32_32x32x8_f16 v[18:33], v[36:37], v[118:119], v[18:33]
	v_perm_b32 v37, v59, v39, s0
	v_perm_b32 v36, v48, v45, s0
	v_or_b32_e32 v88, 11, v64
	v_or_b32_e32 v40, s16, v93
	v_or_b32_e32 v89, 10, v64
	v_or_b32_e32 v97, 18, v64
	v_or_b32_e32 v42, s16, v89
	v_mfma_f32_32x32x8_f16 v[18:33], v[36:37], v[128:129], v[18:33]
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v37, v92, v43, s0
	v_perm_b32 v36, v91, v71, s0
	v_or_b32_e32 v92, 1, v64
	v_or_b32_e32 v91, 3, v64
	v_or_b32_e32 v39, s16, v91
	v_or_b32_e32 v43, s16, v88
	v_or_b32_e32 v99, 17, v64
	v_mfma_f32_32x32x8_f16 v[18:33], v[36:37], v[124:125], v[18:33]
	v_perm_b32 v37, v69, v57, s0
	v_perm_b32 v36, v49, v46, s0
	v_or_b32_e32 v96, 24, v64
	v_or_b32_e32 v98, 19, v64
	v_or_b32_e32 v100, 26, v64
	v_xor_b32_e32 v70, 0x80, v51
	v_and_b32_e32 v0, 16, v0
	v_mfma_f32_32x32x8_f16 v[18:33], v[36:37], v[120:121], v[18:33]
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v37, v104, v103, s0
	v_perm_b32 v36, v102, v101, s0
	s_or_b32 s0, s26, s16
	v_or_b32_e32 v102, 27, v64
	v_or_b32_e32 v71, s0, v1
	v_or_b32_e32 v101, 25, v64
	v_lshlrev_b32_e32 v69, 2, v1
	v_mfma_f32_32x32x8_f16 v[18:33], v[36:37], v[116:117], v[18:33]
	v_or_b32_e32 v36, s16, v95
	v_or_b32_e32 v37, s16, v102
	v_cmp_lt_i32_e64 s[0:1], v71, v36
	v_or_b32_e32 v36, s16, v64
	s_nop 0
	v_cndmask_b32_e64 v45, 0, v44, s[0:1]
	v_cmp_lt_i32_e64 s[0:1], v71, v37
	v_or_b32_e32 v37, s16, v92
	s_nop 2
	v_fmac_f32_e32 v45, v56, v26
	v_cndmask_b32_e64 v46, 0, v44, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v71, v37
	v_or_b32_e32 v26, s16, v98
	v_fmac_f32_e32 v46, v56, v33
	v_cndmask_b32_e64 v37, v44, 0, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v71, v36
	s_barrier
	s_nop 0
	v_cndmask_b32_e64 v36, v44, 0, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v71, v39
	v_pk_fma_f32 v[18:19], v[56:57], v[18:19], v[36:37] op_sel_hi:[0,1,1]
	v_or_b32_e32 v37, s16, v97
	v_cndmask_b32_e64 v39, v44, 0, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v71, v38
	v_or_b32_e32 v36, s16, v99
	v_mov_b32_e32 v105, v55
	v_cndmask_b32_e64 v38, v44, 0, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v71, v41
	v_pk_fma_f32 v[20:21], v[56:57], v[20:21], v[38:39] op_sel_hi:[0,1,1]
	v_or_b32_e32 v38, s16, v96
	v_cndmask_b32_e64 v41, v44, 0, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v71, v40
	s_nop 1
	v_cndmask_b32_e64 v40, v44, 0, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v71, v43
	v_pk_fma_f32 v[22:23], v[56:57], v[22:23], v[40:41] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v40, v29
	v_cndmask_b32_e64 v43, v44, 0, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v71, v42
	v_mov_b32_e32 v41, v30
	v_or_b32_e32 v30, s16, v100
	v_cndmask_b32_e64 v42, v44, 0, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v71, v37
	v_max3_f32 v29, v21, v22, v23
	v_pk_fma_f32 v[24:25], v[56:57], v[24:25], v[42:43] op_sel_hi:[0,1,1]
	v_cndmask_b32_e64 v37, v44, 0, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v71, v36
	v_max3_f32 v33, v24, v25, v45
	s_nop 0
	v_cndmask_b32_e64 v36, v44, 0, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v71, v38
	s_nop 1
	v_cndmask_b32_e64 v39, v44, 0, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v71, v26
	v_mov_b32_e32 v26, v27
	v_mov_b32_e32 v27, v28
	v_cndmask_b32_e64 v38, v44, 0, s[0:1]
	v_pk_fma_f32 v[38:39], v[56:57], v[40:41], v[38:39] op_sel_hi:[0,1,1]
	v_max_f32_e32 v28, v18, v19
	v_or_b32_e32 v40, s16, v101
	v_cmp_lt_i32_e64 s[0:1], v71, v30
	v_pk_fma_f32 v[26:27], v[56:57], v[26:27], v[36:37] op_sel_hi:[0,1,1]
	v_max3_f32 v37, v28, v20, v29
	v_mov_b32_e32 v28, v31
	v_cndmask_b32_e64 v31, 0, v44, s[0:1]
	v_cmp_lt_i32_e64 s[0:1], v71, v40
	v_mov_b32_e32 v29, v32
	v_max3_f32 v36, v26, v27, v38
	v_cndmask_b32_e64 v30, 0, v44, s[0:1]
	v_pk_fma_f32 v[28:29], v[56:57], v[28:29], v[30:31] op_sel_hi:[0,1,1]
	v_max3_f32 v30, v39, v28, v29
	v_max3_f32 v30, v36, v30, v46
	v_max3_f32 v30, v37, v33, v30
	ds_bpermute_b32 v31, v70, v30
	v_cmp_eq_u32_e64 s[0:1], 0, v0
	v_add_u32_e32 v32, 0, v69
	v_add_u32_e32 v103, s27, v32
	v_add_u32_e32 v104, s79, v32
	s_waitcnt lgkmcnt(0)
	v_max3_f32 v0, v54, v30, v31
	v_pk_add_f32 v[18:19], v[18:19], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[20:21], v[20:21], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[22:23], v[22:23], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[24:25], v[24:25], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v33, v45, v0
	v_pk_add_f32 v[26:27], v[26:27], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[30:31], v[38:39], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[28:29], v[28:29], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v57, v46, v0
	v_exp_f32_e32 v36, v18
	v_exp_f32_e32 v37, v19
	v_exp_f32_e32 v38, v20
	v_exp_f32_e32 v39, v21
	v_exp_f32_e32 v40, v22
	v_exp_f32_e32 v41, v23
	v_exp_f32_e32 v42, v24
	v_exp_f32_e32 v43, v25
	v_exp_f32_e32 v44, v33
	v_exp_f32_e32 v45, v26
	v_exp_f32_e32 v46, v27
	v_exp_f32_e32 v47, v30
	v_exp_f32_e32 v48, v31
	v_exp_f32_e32 v49, v28
	v_exp_f32_e32 v58, v29
	v_exp_f32_e32 v59, v57
	v_pk_add_f32 v[18:19], v[36:37], v[38:39]
	v_pk_add_f32 v[20:21], v[40:41], v[42:43]
	v_pk_add_f32 v[22:23], v[44:45], v[46:47]
	v_pk_add_f32 v[24:25], v[48:49], v[58:59]
	v_pk_add_f32 v[18:19], v[18:19], v[20:21]
	v_pk_add_f32 v[20:21], v[22:23], v[24:25]
	s_nop 0
	v_pk_add_f32 v[18:19], v[18:19], v[20:21]
	s_nop 0
	v_add_f32_e32 v57, v18, v19
	v_sub_f32_e32 v18, v54, v0
	v_exp_f32_e32 v111, v18
	ds_bpermute_b32 v110, v70, v57
	v_mov_b64_e32 v[18:19], s[20:21]
	v_cmp_lt_i64_e64 s[6:7], s[18:19], v[18:19]
	ds_write_b32 v103, v111
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v32, v104
	s_and_b64 s[6:7], s[22:23], s[6:7]
	s_and_b64 s[22:23], vcc, s[6:7]
	s_and_saveexec_b64 s[6:7], s[22:23]
	s_cbranch_execz .LBB0_87
; %bb.86:
	s_mul_i32 s22, s18, s35
	s_mul_hi_u32 s23, s18, s34
	s_add_i32 s22, s23, s22
	s_mul_i32 s23, s19, s34
	s_add_i32 s23, s22, s23
	s_mul_i32 s22, s18, s34
	v_lshl_add_u64 v[18:19], s[22:23], 1, v[52:53]
	global_load_ushort v105, v[18:19], off
.LBB0_87:
	s_or_b64 exec, exec, s[6:7]
	s_add_u32 s22, s18, 1
	s_addc_u32 s23, s19, 0
	s_cmp_gt_i32 s23, -1
	v_mov_b64_e32 v[18:19], s[20:21]
	s_cselect_b64 s[38:39], -1, 0
	v_cmp_lt_i64_e64 s[6:7], s[22:23], v[18:19]
	s_and_b64 s[6:7], s[38:39], s[6:7]
	s_and_b64 s[38:39], vcc, s[6:7]
	v_mov_b32_e32 v106, v55
	s_and_saveexec_b64 s[6:7], s[38:39]
	s_cbranch_execz .LBB0_89
; %bb.88:
	s_mul_i32 s38, s22, s35
	s_mul_hi_u32 s39, s22, s34
	s_add_i32 s38, s39, s38
	s_mul_i32 s23, s23, s34
	s_add_i32 s23, s38, s23
	s_mul_i32 s22, s22, s34
	v_lshl_add_u64 v[18:19], s[22:23], 1, v[52:53]
	global_load_ushort v106, v[18:19], off
.LBB0_89:
	s_or_b64 exec, exec, s[6:7]
	s_add_u32 s22, s18, 2
	s_addc_u32 s23, s19, 0
	s_cmp_gt_i32 s23, -1
	v_mov_b64_e32 v[18:19], s[20:21]
	s_cselect_b64 s[38:39], -1, 0
	v_cmp_lt_i64_e64 s[6:7], s[22:23], v[18:19]
	s_and_b64 s[6:7], s[38:39], s[6:7]
	s_and_b64 s[38:39], vcc, s[6:7]
	v_mov_b32_e32 v107, v55
	s_and_saveexec_b64 s[6:7], s[38:39]
	s_cbranch_execz .LBB0_91
; %bb.90:
	s_mul_i32 s38, s22, s35
	s_mul_hi_u32 s39, s22, s34
	s_add_i32 s38, s39, s38
	s_mul_i32 s23, s23, s34
	s_add_i32 s23, s38, s23
	s_mul_i32 s22, s22, s34
	v_lshl_add_u64 v[18:19], s[22:23], 1, v[52:53]
	global_load_ushort v107, v[18:19], off
.LBB0_91:
	s_or_b64 exec, exec, s[6:7]
	s_add_u32 s22, s18, 3
	s_addc_u32 s23, s19, 0
	s_cmp_gt_i32 s23, -1
	v_mov_b64_e32 v[18:19], s[20:21]
	s_cselect_b64 s[38:39], -1, 0
	v_cmp_lt_i64_e64 s[6:7], s[22:23], v[18:19]
	s_and_b64 s[6:7], s[38:39], s[6:7]
	s_and_b64 s[38:39], vcc, s[6:7]
	v_mov_b32_e32 v108, v55
	s_and_saveexec_b64 s[6:7], s[38:39]
	s_cbranch_execz .LBB0_93
; %bb.92:
	s_mul_i32 s38, s22, s35
	s_mul_hi_u32 s39, s22, s34
	s_add_i32 s38, s39, s38
	s_mul_i32 s23, s23, s34
	s_add_i32 s23, s38, s23
	s_mul_i32 s22, s22, s34
	v_lshl_add_u64 v[18:19], s[22:23], 1, v[52:53]
	global_load_ushort v108, v[18:19], off
.LBB0_93:
	s_or_b64 exec, exec, s[6:7]
	s_add_u32 s22, s18, 16
	s_addc_u32 s23, s19, 0
	s_cmp_gt_i32 s23, -1
	v_mov_b64_e32 v[18:19], s[20:21]
	s_cselect_b64 s[38:39], -1, 0
	v_cmp_lt_i64_e64 s[6:7], s[22:23], v[18:19]
	s_and_b64 s[6:7], s[38:39], s[6:7]
	s_and_b64 s[38:39], vcc, s[6:7]
	v_mov_b32_e32 v109, v55
	s_and_saveexec_b64 s[6:7], s[38:39]
	s_cbranch_execz .LBB0_95
; %bb.94:
	s_mul_i32 s38, s22, s35
	s_mul_hi_u32 s39, s22, s34
	s_add_i32 s38, s39, s38
	s_mul_i32 s23, s23, s34
	s_add_i32 s23, s38, s23
	s_mul_i32 s22, s22, s34
	v_lshl_add_u64 v[18:19], s[22:23], 1, v[52:53]
	global_load_ushort v109, v[18:19], off
.LBB0_95:
	s_or_b64 exec, exec, s[6:7]
	s_add_u32 s22, s18, 17
	s_addc_u32 s23, s19, 0
	s_cmp_gt_i32 s23, -1
	v_mov_b64_e32 v[18:19], s[20:21]
	s_cselect_b64 s[38:39], -1, 0
	v_cmp_lt_i64_e64 s[6:7], s[22:23], v[18:19]
	s_and_b64 s[6:7], s[38:39], s[6:7]
	s_and_b64 s[38:39], vcc, s[6:7]
	v_mov_b32_e32 v112, v55
	s_and_saveexec_b64 s[6:7], s[38:39]
	s_cbranch_execz .LBB0_97
; %bb.96:
	s_mul_i32 s38, s22, s35
	s_mul_hi_u32 s39, s22, s34
	s_add_i32 s38, s39, s38
	s_mul_i32 s23, s23, s34
	s_add_i32 s23, s38, s23
	s_mul_i32 s22, s22, s34
	v_lshl_add_u64 v[18:19], s[22:23], 1, v[52:53]
	global_load_ushort v112, v[18:19], off
.LBB0_97:
	s_or_b64 exec, exec, s[6:7]
	s_add_u32 s22, s18, 18
	s_addc_u32 s23, s19, 0
	s_cmp_gt_i32 s23, -1
	v_mov_b64_e32 v[18:19], s[20:21]
	s_cselect_b64 s[38:39], -1, 0
	v_cmp_lt_i64_e64 s[6:7], s[22:23], v[18:19]
	s_and_b64 s[6:7], s[38:39], s[6:7]
	s_and_b64 s[38:39], vcc, s[6:7]
	v_mov_b32_e32 v113, v55
	s_and_saveexec_b64 s[6:7], s[38:39]
	s_cbranch_execz .LBB0_99
; %bb.98:
	s_mul_i32 s38, s22, s35
	s_mul_hi_u32 s39, s22, s34
	s_add_i32 s38, s39, s38
	s_mul_i32 s23, s23, s34
	s_add_i32 s23, s38, s23
	s_mul_i32 s22, s22, s34
	v_lshl_add_u64 v[18:19], s[22:23], 1, v[52:53]
	global_load_ushort v113, v[18:19], off
.LBB0_99:
	s_or_b64 exec, exec, s[6:7]
	s_add_u32 s18, s18, 19
	s_addc_u32 s19, s19, 0
	s_cmp_gt_i32 s19, -1
	v_mov_b64_e32 v[18:19], s[20:21]
	s_cselect_b64 s[22:23], -1, 0
	v_cmp_lt_i64_e64 s[6:7], s[18:19], v[18:19]
	s_and_b64 s[6:7], s[22:23], s[6:7]
	s_and_b64 s[22:23], vcc, s[6:7]
	v_mov_b32_e32 v114, v55
	s_and_saveexec_b64 s[6:7], s[22:23]
	s_cbranch_execz .LBB0_101
; %bb.100:
	s_mul_i32 s22, s18, s35
	s_mul_hi_u32 s23, s18, s34
	s_add_i32 s22, s23, s22
	s_mul_i32 s19, s19, s34
	s_add_i32 s19, s22, s19
	s_mul_i32 s18, s18, s34
	v_lshl_add_u64 v[18:19], s[18:19], 1, v[52:53]
	global_load_ushort v114, v[18:19], off
.LBB0_101:
	s_or_b64 exec, exec, s[6:7]
	v_and_b32_e32 v67, 24, v67
	v_and_b32_e32 v66, 56, v66
	v_xor_b32_e32 v67, s82, v67
	s_lshr_b32 s6, s79, 1
	v_xor_b32_e32 v67, v67, v66
	v_lshl_or_b32 v132, v50, 6, v67
	v_mov_b32_e32 v67, 0x408
	s_cmp_eq_u32 s80, 0
	v_cndmask_b32_e64 v67, v67, 0, s[0:1]
	s_cselect_b32 s0, 0, 0x810
	v_cvt_f16_f32_e32 v36, v36
	v_or_b32_e32 v61, s0, v61
	v_cvt_f16_f32_e32 v37, v37
	v_add_u32_e32 v115, s80, v68
	v_xor_b32_e32 v61, v67, v61
	v_cvt_f16_f32_e32 v38, v38
	v_add_u32_e32 v68, s6, v68
	v_xor_b32_e32 v61, v61, v66
	v_cvt_f16_f32_e32 v39, v39
	v_add_u32_e32 v66, v115, v65
	s_mov_b32 s0, 0x5040100
	v_xor_b32_e32 v133, 32, v132
	v_lshl_or_b32 v60, v60, 6, v61
	v_cvt_f16_f32_e32 v40, v40
	v_cvt_f16_f32_e32 v41, v41
	v_cvt_f16_f32_e32 v42, v42
	v_cvt_f16_f32_e32 v43, v43
	v_cvt_f16_f32_e32 v44, v44
	v_cvt_f16_f32_e32 v45, v45
	v_cvt_f16_f32_e32 v46, v46
	v_cvt_f16_f32_e32 v47, v47
	v_cvt_f16_f32_e32 v48, v48
	v_cvt_f16_f32_e32 v49, v49
	v_cvt_f16_f32_e32 v58, v58
	v_cvt_f16_f32_e32 v59, v59
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v66, v36
	ds_write_b16 v66, v37 offset:128
	ds_write_b16 v66, v38 offset:256
	ds_write_b16 v66, v39 offset:384
	ds_write_b16 v66, v40 offset:1024
	ds_write_b16 v66, v41 offset:1152
	ds_write_b16 v66, v42 offset:1280
	ds_write_b16 v66, v43 offset:1408
	ds_write_b16 v66, v44 offset:2048
	ds_write_b16 v66, v45 offset:2176
	ds_write_b16 v66, v46 offset:2304
	ds_write_b16 v66, v47 offset:2432
	ds_write_b16 v66, v48 offset:3072
	ds_write_b16 v66, v49 offset:3200
	ds_write_b16 v66, v58 offset:3328
	ds_write_b16 v66, v59 offset:3456
	v_add_u32_e32 v67, v68, v65
	s_waitcnt vmcnt(0)
	v_perm_b32 v37, v108, v107, s0
	v_perm_b32 v36, v106, v105, s0
	v_add_u32_e32 v68, 0, v132
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v38, v67
	ds_read_u16 v39, v67 offset:128
	ds_read_u16 v40, v67 offset:256
	ds_read_u16 v41, v67 offset:384
	ds_read_u16 v42, v67 offset:1024
	ds_read_u16 v43, v67 offset:1152
	ds_read_u16 v44, v67 offset:1280
	ds_read_u16 v45, v67 offset:1408
	ds_read_u16 v46, v67 offset:2048
	ds_read_u16 v47, v67 offset:2176
	ds_read_u16 v48, v67 offset:2304
	ds_read_u16 v49, v67 offset:2432
	ds_read_u16 v58, v67 offset:3072
	ds_read_u16 v59, v67 offset:3200
	ds_read_u16 v115, v67 offset:3328
	ds_read_u16 v136, v67 offset:3456
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b64 v68, v[36:37]
	v_perm_b32 v37, v114, v113, s0
	v_perm_b32 v36, v112, v109, s0
	v_add_u32_e32 v106, 0, v133
	v_add_u32_e32 v108, 0, v60
	ds_write_b64 v106, v[36:37]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[112:113], v108
	v_pk_mul_f32 v[18:19], v[2:3], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[4:5], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[6:7], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[8:9], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[10:11], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[12:13], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[14:15], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[16:17], v[32:33] op_sel_hi:[1,0]
	v_perm_b32 v37, v41, v40, s0
	v_perm_b32 v36, v39, v38, s0
	v_xor_b32_e32 v61, 16, v60
	v_xor_b32_e32 v134, 32, v60
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[18:33], v[112:113], v[36:37], v[18:33]
	v_xor_b32_e32 v135, 48, v60
	v_add_u32_e32 v105, 0, v61
	v_add_u32_e32 v107, 0, v134
	v_add_u32_e32 v109, 0, v135
	ds_read_b64 v[60:61], v105
	ds_read_b64 v[132:133], v107
	ds_read_b64 v[134:135], v109
	v_perm_b32 v37, v45, v44, s0
	v_perm_b32 v36, v43, v42, s0
	v_add_f32_e32 v65, v57, v110
	s_add_i32 s1, s16, 64
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_f16 v[18:33], v[60:61], v[36:37], v[18:33]
	v_perm_b32 v37, v49, v48, s0
	v_perm_b32 v36, v47, v46, s0
	s_or_b32 s38, s16, 32
	v_fmac_f32_e32 v65, v63, v111
	s_cmp_ge_i32 s38, s1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[18:33], v[132:133], v[36:37], v[18:33]
	v_perm_b32 v37, v136, v115, s0
	v_perm_b32 v36, v59, v58, s0
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[18:33], v[134:135], v[36:37], v[18:33]
	s_cbranch_scc1 .LBB0_135
; %bb.102:
	s_add_i32 s22, s28, 32
	s_ashr_i32 s23, s22, 31
	s_add_u32 s6, s22, s33
	s_addc_u32 s7, s23, 0
	s_cmp_gt_i32 s7, -1
	v_mov_b64_e32 v[36:37], s[24:25]
	s_cselect_b64 s[18:19], -1, 0
	v_cmp_lt_i64_e64 s[0:1], s[6:7], v[36:37]
	s_and_b64 s[0:1], s[18:19], s[0:1]
	s_and_b64 s[18:19], s[2:3], s[0:1]
	v_mov_b32_e32 v36, v62
	s_and_saveexec_b64 s[0:1], s[18:19]
	s_cbranch_execz .LBB0_104
; %bb.103:
	s_mul_i32 s18, s6, s37
	s_mul_hi_u32 s19, s6, s36
	s_add_i32 s18, s19, s18
	s_mul_i32 s19, s7, s36
	s_add_i32 s19, s18, s19
	s_mul_i32 s18, s6, s36
	v_lshl_add_u64 v[36:37], s[18:19], 1, v[34:35]
	global_load_ushort v36, v[36:37], off
.LBB0_104:
	s_or_b64 exec, exec, s[0:1]
	s_add_u32 s18, s6, 4
	s_addc_u32 s19, s7, 0
	s_cmp_gt_i32 s19, -1
	v_mov_b64_e32 v[38:39], s[24:25]
	s_cselect_b64 s[40:41], -1, 0
	v_cmp_lt_i64_e64 s[0:1], s[18:19], v[38:39]
	s_and_b64 s[0:1], s[40:41], s[0:1]
	s_and_b64 s[40:41], s[2:3], s[0:1]
	v_mov_b32_e32 v37, v62
	s_and_saveexec_b64 s[0:1], s[40:41]
	s_cbranch_execz .LBB0_106
; %bb.105:
	s_mul_i32 s39, s18, s37
	s_mul_hi_u32 s40, s18, s36
	s_add_i32 s39, s40, s39
	s_mul_i32 s19, s19, s36
	s_add_i32 s19, s39, s19
	s_mul_i32 s18, s18, s36
	v_lshl_add_u64 v[38:39], s[18:19], 1, v[34:35]
	global_load_ushort v37, v[38:39], off
.LBB0_106:
	s_or_b64 exec, exec, s[0:1]
	s_add_u32 s18, s6, 8
	s_addc_u32 s19, s7, 0
	s_cmp_gt_i32 s19, -1
	v_mov_b64_e32 v[38:39], s[24:25]
	s_cselect_b64 s[40:41], -1, 0
	v_cmp_lt_i64_e64 s[0:1], s[18:19], v[38:39]
	s_and_b64 s[0:1], s[40:41], s[0:1]
	s_and_b64 s[40:41], s[2:3], s[0:1]
	v_mov_b32_e32 v38, v62
	s_and_saveexec_b64 s[0:1], s[40:41]
	s_cbranch_execz .LBB0_108
; %bb.107:
	s_mul_i32 s39, s18, s37
	s_mul_hi_u32 s40, s18, s36
	s_add_i32 s39, s40, s39
	s_mul_i32 s19, s19, s36
	s_add_i32 s19, s39, s19
	s_mul_i32 s18, s18, s36
	v_lshl_add_u64 v[38:39], s[18:19], 1, v[34:35]
	global_load_ushort v38, v[38:39], off
.LBB0_108:
	s_or_b64 exec, exec, s[0:1]
	s_add_u32 s18, s6, 12
	s_addc_u32 s19, s7, 0
	s_cmp_gt_i32 s19, -1
	v_mov_b64_e32 v[40:41], s[24:25]
	s_cselect_b64 s[40:41], -1, 0
	v_cmp_lt_i64_e64 s[0:1], s[18:19], v[40:41]
	s_and_b64 s[0:1], s[40:41], s[0:1]
	s_and_b64 s[40:41], s[2:3], s[0:1]
	v_mov_b32_e32 v39, v62
	s_and_saveexec_b64 s[0:1], s[40:41]
	s_cbranch_execz .LBB0_110
; %bb.109:
	s_mul_i32 s39, s18, s37
	s_mul_hi_u32 s40, s18, s36
	s_add_i32 s39, s40, s39
	s_mul_i32 s19, s19, s36
	s_add_i32 s19, s39, s19
	s_mul_i32 s18, s18, s36
	v_lshl_add_u64 v[40:41], s[18:19], 1, v[34:35]
	global_load_ushort v39, v[40:41], off
.LBB0_110:
	s_or_b64 exec, exec, s[0:1]
	s_add_u32 s18, s6, 16
	s_addc_u32 s19, s7, 0
	s_cmp_gt_i32 s19, -1
	v_mov_b64_e32 v[40:41], s[24:25]
	s_cselect_b64 s[40:41], -1, 0
	v_cmp_lt_i64_e64 s[0:1], s[18:19], v[40:41]
	s_and_b64 s[0:1], s[40:41], s[0:1]
	s_and_b64 s[40:41], s[2:3], s[0:1]
	v_mov_b32_e32 v40, v62
	s_and_saveexec_b64 s[0:1], s[40:41]
	s_cbranch_execz .LBB0_112
; %bb.111:
	s_mul_i32 s39, s18, s37
	s_mul_hi_u32 s40, s18, s36
	s_add_i32 s39, s40, s39
	s_mul_i32 s19, s19, s36
	s_add_i32 s19, s39, s19
	s_mul_i32 s18, s18, s36
	v_lshl_add_u64 v[40:41], s[18:19], 1, v[34:35]
	global_load_ushort v40, v[40:41], off
.LBB0_112:
	s_or_b64 exec, exec, s[0:1]
	s_add_u32 s18, s6, 20
	s_addc_u32 s19, s7, 0
	s_cmp_gt_i32 s19, -1
	v_mov_b64_e32 v[42:43], s[24:25]
	s_cselect_b64 s[40:41], -1, 0
	v_cmp_lt_i64_e64 s[0:1], s[18:19], v[42:43]
	s_and_b64 s[0:1], s[40:41], s[0:1]
	s_and_b64 s[40:41], s[2:3], s[0:1]
	v_mov_b32_e32 v41, v62
	s_and_saveexec_b64 s[0:1], s[40:41]
	s_cbranch_execz .LBB0_114
; %bb.113:
	s_mul_i32 s39, s18, s37
	s_mul_hi_u32 s40, s18, s36
	s_add_i32 s39, s40, s39
	s_mul_i32 s19, s19, s36
	s_add_i32 s19, s39, s19
	s_mul_i32 s18, s18, s36
	v_lshl_add_u64 v[42:43], s[18:19], 1, v[34:35]
	global_load_ushort v41, v[42:43], off
.LBB0_114:
	s_or_b64 exec, exec, s[0:1]
	s_add_u32 s18, s6, 24
	s_addc_u32 s19, s7, 0
	s_cmp_gt_i32 s19, -1
	v_mov_b64_e32 v[42:43], s[24:25]
	s_cselect_b64 s[40:41], -1, 0
	v_cmp_lt_i64_e64 s[0:1], s[18:19], v[42:43]
	s_and_b64 s[0:1], s[40:41], s[0:1]
	s_and_b64 s[40:41], s[2:3], s[0:1]
	v_mov_b32_e32 v42, v62
	s_and_saveexec_b64 s[0:1], s[40:41]
	s_cbranch_execz .LBB0_116
; %bb.115:
	s_mul_i32 s39, s18, s37
	s_mul_hi_u32 s40, s18, s36
	s_add_i32 s39, s40, s39
	s_mul_i32 s19, s19, s36
	s_add_i32 s19, s39, s19
	s_mul_i32 s18, s18, s36
	v_lshl_add_u64 v[42:43], s[18:19], 1, v[34:35]
	global_load_ushort v42, v[42:43], off
.LBB0_116:
	s_or_b64 exec, exec, s[0:1]
	s_add_u32 s6, s6, 28
	s_addc_u32 s7, s7, 0
	s_cmp_gt_i32 s7, -1
	v_mov_b64_e32 v[44:45], s[24:25]
	s_cselect_b64 s[18:19], -1, 0
	v_cmp_lt_i64_e64 s[0:1], s[6:7], v[44:45]
	s_and_b64 s[0:1], s[18:19], s[0:1]
	v_mov_b32_e32 v57, v56
	v_mov_b32_e32 v60, v56
	v_mov_b32_e32 v61, v56
	v_mov_b32_e32 v58, v56
	v_mov_b32_e32 v59, v56
	s_and_b64 s[2:3], s[2:3], s[0:1]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_118
; %bb.117:
	s_mul_i32 s2, s6, s37
	s_mul_hi_u32 s3, s6, s36
	s_add_i32 s2, s3, s2
	s_mul_i32 s3, s7, s36
	s_add_i32 s3, s2, s3
	s_mul_i32 s2, s6, s36
	v_lshl_add_u64 v[34:35], s[2:3], 1, v[34:35]
	global_load_ushort v62, v[34:35], off
.LBB0_118:
	s_or_b64 exec, exec, s[0:1]
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b16 v76, v36
	ds_write_b16 v77, v37 offset:512
	ds_write_b16 v78, v38 offset:1024
	ds_write_b16 v79, v39 offset:1536
	ds_write_b16 v80, v40 offset:2048
	ds_write_b16 v81, v41 offset:2560
	ds_write_b16 v83, v42 offset:3072
	ds_write_b16 v85, v62 offset:3584
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v34, v82
	ds_read_u16 v62, v82 offset:32
	ds_read_u16 v78, v82 offset:128
	ds_read_u16 v79, v82 offset:160
	ds_read_u16 v35, v84
	ds_read_u16 v80, v84 offset:32
	ds_read_u16 v81, v84 offset:128
	ds_read_u16 v82, v84 offset:160
	ds_read_u16 v36, v86
	ds_read_u16 v83, v86 offset:32
	ds_read_u16 v84, v86 offset:128
	ds_read_u16 v85, v86 offset:160
	ds_read_u16 v37, v87
	ds_read_u16 v86, v87 offset:32
	ds_read_u16 v110, v87 offset:128
	ds_read_u16 v87, v87 offset:160
	s_mov_b32 s0, 0x5040100
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v77, v37, v36, s0
	v_perm_b32 v76, v35, v34, s0
	ds_read_u16 v111, v74
	ds_read_u16 v112, v74 offset:32
	ds_read_u16 v113, v74 offset:128
	ds_read_u16 v74, v74 offset:160
	ds_read_u16 v114, v75
	ds_read_u16 v115, v75 offset:32
	ds_read_u16 v132, v75 offset:128
	ds_read_u16 v75, v75 offset:160
	v_mfma_f32_32x32x8_f16 v[34:49], v[76:77], v[130:131], 0
	ds_read_u16 v76, v73
	ds_read_u16 v77, v73 offset:32
	ds_read_u16 v130, v73 offset:128
	ds_read_u16 v131, v72
	ds_read_u16 v133, v73 offset:160
	ds_read_u16 v134, v72 offset:32
	ds_read_u16 v135, v72 offset:128
	ds_read_u16 v136, v72 offset:160
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v73, v131, v76, s0
	v_perm_b32 v72, v114, v111, s0
	v_or_b32_e32 v76, s38, v93
	s_add_u32 s2, s22, s81
	s_addc_u32 s3, s23, 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[34:49], v[72:73], v[126:127], v[34:49]
	v_perm_b32 v73, v86, v83, s0
	v_perm_b32 v72, v80, v62, s0
	v_or_b32_e32 v86, s38, v102
	v_or_b32_e32 v62, s38, v89
	v_or_b32_e32 v83, s38, v97
	v_or_b32_e32 v80, s38, v98
	s_barrier
	v_mfma_f32_32x32x8_f16 v[34:49], v[72:73], v[122:123], v[34:49]
	v_perm_b32 v73, v134, v77, s0
	v_perm_b32 v72, v115, v112, s0
	v_or_b32_e32 v77, s38, v90
	s_cmp_gt_i32 s3, -1
	s_cselect_b64 s[6:7], -1, 0
	v_mfma_f32_32x32x8_f16 v[34:49], v[72:73], v[118:119], v[34:49]
	v_perm_b32 v73, v110, v84, s0
	v_perm_b32 v72, v81, v78, s0
	v_or_b32_e32 v78, s38, v88
	v_or_b32_e32 v81, s38, v96
	v_or_b32_e32 v84, s38, v100
	v_mfma_f32_32x32x8_f16 v[34:49], v[72:73], v[128:129], v[34:49]
	v_perm_b32 v73, v135, v130, s0
	v_perm_b32 v72, v132, v113, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[34:49], v[72:73], v[124:125], v[34:49]
	v_perm_b32 v73, v87, v85, s0
	v_perm_b32 v72, v82, v79, s0
	v_or_b32_e32 v79, s38, v95
	v_mov_b32_e32 v87, 0xc9742400
	v_or_b32_e32 v82, s38, v99
	v_or_b32_e32 v85, s38, v101
	v_mfma_f32_32x32x8_f16 v[34:49], v[72:73], v[120:121], v[34:49]
	v_perm_b32 v73, v136, v133, s0
	v_perm_b32 v72, v75, v74, s0
	v_cmp_lt_i32_e64 s[0:1], v71, v79
	v_or_b32_e32 v75, s38, v91
	v_or_b32_e32 v74, s38, v94
	v_cndmask_b32_e64 v88, 0, v87, s[0:1]
	v_cmp_lt_i32_e64 s[0:1], v71, v86
	v_mfma_f32_32x32x8_f16 v[34:49], v[72:73], v[116:117], v[34:49]
	v_or_b32_e32 v73, s38, v92
	v_or_b32_e32 v72, s38, v64
	v_cndmask_b32_e64 v86, 0, v87, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v71, v73
	s_nop 1
	v_cndmask_b32_e64 v73, v87, 0, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v71, v72
	s_nop 2
	v_fmac_f32_e32 v88, v56, v42
	v_mov_b32_e32 v42, v43
	v_cndmask_b32_e64 v72, v87, 0, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v71, v75
	v_pk_fma_f32 v[72:73], v[56:57], v[34:35], v[72:73]
	v_mov_b32_e32 v43, v44
	v_cndmask_b32_e64 v75, v87, 0, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v71, v74
	v_fmac_f32_e32 v86, v56, v49
	s_nop 0
	v_cndmask_b32_e64 v74, v87, 0, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v71, v77
	v_pk_fma_f32 v[36:37], v[58:59], v[36:37], v[74:75]
	s_nop 0
	v_cndmask_b32_e64 v77, v87, 0, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v71, v76
	s_nop 1
	v_cndmask_b32_e64 v76, v87, 0, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v71, v78
	v_pk_fma_f32 v[38:39], v[58:59], v[38:39], v[76:77]
	v_mov_b32_e32 v76, v45
	v_cndmask_b32_e64 v79, v87, 0, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v71, v62
	v_mov_b32_e32 v77, v46
	s_nop 0
	v_cndmask_b32_e64 v78, v87, 0, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v71, v83
	v_pk_fma_f32 v[40:41], v[58:59], v[40:41], v[78:79]
	s_nop 0
	v_cndmask_b32_e64 v35, v87, 0, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v71, v82
	v_max3_f32 v46, v40, v41, v88
	s_nop 0
	v_cndmask_b32_e64 v34, v87, 0, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v71, v81
	v_pk_fma_f32 v[42:43], v[60:61], v[42:43], v[34:35]
	v_max_f32_e32 v34, v72, v73
	v_cndmask_b32_e64 v75, v87, 0, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v71, v80
	v_max3_f32 v35, v37, v38, v39
	v_max3_f32 v56, v34, v36, v35
	v_cndmask_b32_e64 v74, v87, 0, s[0:1]
	v_cmp_lt_i32_e64 s[0:1], v71, v84
	v_mov_b32_e32 v34, v47
	v_mov_b32_e32 v35, v48
	v_cndmask_b32_e64 v45, 0, v87, s[0:1]
	v_cmp_lt_i32_e64 s[0:1], v71, v85
	v_pk_fma_f32 v[74:75], v[58:59], v[76:77], v[74:75]
	s_nop 0
	v_cndmask_b32_e64 v44, 0, v87, s[0:1]
	v_pk_fma_f32 v[44:45], v[58:59], v[34:35], v[44:45]
	v_max3_f32 v49, v42, v43, v74
	v_max3_f32 v34, v75, v44, v45
	v_max3_f32 v34, v49, v34, v86
	v_max3_f32 v34, v56, v46, v34
	ds_bpermute_b32 v35, v70, v34
	s_waitcnt lgkmcnt(0)
	v_max3_f32 v34, v0, v34, v35
	v_pk_add_f32 v[46:47], v[72:73], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[48:49], v[36:37], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[56:57], v[38:39], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[58:59], v[40:41], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v35, v88, v34
	v_pk_add_f32 v[60:61], v[42:43], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[72:73], v[74:75], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[74:75], v[44:45], v[34:35] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v62, v86, v34
	v_exp_f32_e32 v36, v46
	v_exp_f32_e32 v37, v47
	v_exp_f32_e32 v38, v48
	v_exp_f32_e32 v39, v49
	v_exp_f32_e32 v40, v56
	v_exp_f32_e32 v41, v57
	v_exp_f32_e32 v42, v58
	v_exp_f32_e32 v43, v59
	v_exp_f32_e32 v44, v35
	v_exp_f32_e32 v45, v60
	v_exp_f32_e32 v46, v61
	v_exp_f32_e32 v47, v72
	v_exp_f32_e32 v48, v73
	v_exp_f32_e32 v49, v74
	v_exp_f32_e32 v56, v75
	v_exp_f32_e32 v57, v62
	v_pk_add_f32 v[58:59], v[36:37], v[38:39]
	v_pk_add_f32 v[60:61], v[40:41], v[42:43]
	v_pk_add_f32 v[72:73], v[44:45], v[46:47]
	v_pk_add_f32 v[74:75], v[48:49], v[56:57]
	v_pk_add_f32 v[58:59], v[58:59], v[60:61]
	v_pk_add_f32 v[60:61], v[72:73], v[74:75]
	v_sub_f32_e32 v0, v0, v34
	v_pk_add_f32 v[58:59], v[58:59], v[60:61]
	v_mov_b64_e32 v[60:61], s[20:21]
	v_add_f32_e32 v35, v58, v59
	v_exp_f32_e32 v59, v0
	ds_bpermute_b32 v58, v70, v35
	v_cmp_lt_i64_e64 s[0:1], s[2:3], v[60:61]
	s_and_b64 s[0:1], s[6:7], s[0:1]
	ds_write_b32 v103, v59
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v0, v104
	s_and_b64 s[6:7], vcc, s[0:1]
	v_mov_b32_e32 v60, v55
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_120
; %bb.119:
	s_mul_i32 s6, s2, s35
	s_mul_hi_u32 s7, s2, s34
	s_add_i32 s6, s7, s6
	s_mul_i32 s7, s3, s34
	s_add_i32 s7, s6, s7
	s_mul_i32 s6, s2, s34
	v_lshl_add_u64 v[60:61], s[6:7], 1, v[52:53]
	global_load_ushort v60, v[60:61], off
.LBB0_120:
	s_or_b64 exec, exec, s[0:1]
	s_add_u32 s6, s2, 1
	s_addc_u32 s7, s3, 0
	s_cmp_gt_i32 s7, -1
	v_mov_b64_e32 v[70:71], s[20:21]
	s_cselect_b64 s[18:19], -1, 0
	v_cmp_lt_i64_e64 s[0:1], s[6:7], v[70:71]
	s_and_b64 s[0:1], s[18:19], s[0:1]
	s_and_b64 s[18:19], vcc, s[0:1]
	v_mov_b32_e32 v61, v55
	s_and_saveexec_b64 s[0:1], s[18:19]
	s_cbranch_execz .LBB0_122
; %bb.121:
	s_mul_i32 s18, s6, s35
	s_mul_hi_u32 s19, s6, s34
	s_add_i32 s18, s19, s18
	s_mul_i32 s7, s7, s34
	s_add_i32 s7, s18, s7
	s_mul_i32 s6, s6, s34
	v_lshl_add_u64 v[70:71], s[6:7], 1, v[52:53]
	global_load_ushort v61, v[70:71], off
.LBB0_122:
	s_or_b64 exec, exec, s[0:1]
	s_add_u32 s6, s2, 2
	s_addc_u32 s7, s3, 0
	s_cmp_gt_i32 s7, -1
	v_mov_b64_e32 v[70:71], s[20:21]
	s_cselect_b64 s[18:19], -1, 0
	v_cmp_lt_i64_e64 s[0:1], s[6:7], v[70:71]
	s_and_b64 s[0:1], s[18:19], s[0:1]
	s_and_b64 s[18:19], vcc, s[0:1]
	v_mov_b32_e32 v62, v55
	s_and_saveexec_b64 s[0:1], s[18:19]
	s_cbranch_execz .LBB0_124
; %bb.123:
	s_mul_i32 s18, s6, s35
	s_mul_hi_u32 s19, s6, s34
	s_add_i32 s18, s19, s18
	s_mul_i32 s7, s7, s34
	s_add_i32 s7, s18, s7
	s_mul_i32 s6, s6, s34
	v_lshl_add_u64 v[70:71], s[6:7], 1, v[52:53]
	global_load_ushort v62, v[70:71], off
.LBB0_124:
	s_or_b64 exec, exec, s[0:1]
	s_add_u32 s6, s2, 3
	s_addc_u32 s7, s3, 0
	s_cmp_gt_i32 s7, -1
	v_mov_b64_e32 v[70:71], s[20:21]
	s_cselect_b64 s[18:19], -1, 0
	v_cmp_lt_i64_e64 s[0:1], s[6:7], v[70:71]
	s_and_b64 s[0:1], s[18:19], s[0:1]
	s_and_b64 s[18:19], vcc, s[0:1]
	v_mov_b32_e32 v70, v55
	s_and_saveexec_b64 s[0:1], s[18:19]
	s_cbranch_execz .LBB0_126
; %bb.125:
	s_mul_i32 s18, s6, s35
	s_mul_hi_u32 s19, s6, s34
	s_add_i32 s18, s19, s18
	s_mul_i32 s7, s7, s34
	s_add_i32 s7, s18, s7
	s_mul_i32 s6, s6, s34
	v_lshl_add_u64 v[70:71], s[6:7], 1, v[52:53]
	global_load_ushort v70, v[70:71], off
.LBB0_126:
	s_or_b64 exec, exec, s[0:1]
	s_add_u32 s6, s2, 16
	s_addc_u32 s7, s3, 0
	s_cmp_gt_i32 s7, -1
	v_mov_b64_e32 v[72:73], s[20:21]
	s_cselect_b64 s[18:19], -1, 0
	v_cmp_lt_i64_e64 s[0:1], s[6:7], v[72:73]
	s_and_b64 s[0:1], s[18:19], s[0:1]
	s_and_b64 s[18:19], vcc, s[0:1]
	v_mov_b32_e32 v71, v55
	s_and_saveexec_b64 s[0:1], s[18:19]
	s_cbranch_execz .LBB0_128
; %bb.127:
	s_mul_i32 s18, s6, s35
	s_mul_hi_u32 s19, s6, s34
	s_add_i32 s18, s19, s18
	s_mul_i32 s7, s7, s34
	s_add_i32 s7, s18, s7
	s_mul_i32 s6, s6, s34
	v_lshl_add_u64 v[72:73], s[6:7], 1, v[52:53]
	global_load_ushort v71, v[72:73], off
.LBB0_128:
	s_or_b64 exec, exec, s[0:1]
	s_add_u32 s6, s2, 17
	s_addc_u32 s7, s3, 0
	s_cmp_gt_i32 s7, -1
	v_mov_b64_e32 v[72:73], s[20:21]
	s_cselect_b64 s[18:19], -1, 0
	v_cmp_lt_i64_e64 s[0:1], s[6:7], v[72:73]
	s_and_b64 s[0:1], s[18:19], s[0:1]
	s_and_b64 s[18:19], vcc, s[0:1]
	v_mov_b32_e32 v72, v55
	s_and_saveexec_b64 s[0:1], s[18:19]
	s_cbranch_execz .LBB0_130
; %bb.129:
	s_mul_i32 s18, s6, s35
	s_mul_hi_u32 s19, s6, s34
	s_add_i32 s18, s19, s18
	s_mul_i32 s7, s7, s34
	s_add_i32 s7, s18, s7
	s_mul_i32 s6, s6, s34
	v_lshl_add_u64 v[72:73], s[6:7], 1, v[52:53]
	global_load_ushort v72, v[72:73], off
.LBB0_130:
	s_or_b64 exec, exec, s[0:1]
	s_add_u32 s6, s2, 18
	s_addc_u32 s7, s3, 0
	s_cmp_gt_i32 s7, -1
	v_mov_b64_e32 v[74:75], s[20:21]
	s_cselect_b64 s[18:19], -1, 0
	v_cmp_lt_i64_e64 s[0:1], s[6:7], v[74:75]
	s_and_b64 s[0:1], s[18:19], s[0:1]
	s_and_b64 s[18:19], vcc, s[0:1]
	v_mov_b32_e32 v73, v55
	s_and_saveexec_b64 s[0:1], s[18:19]
	s_cbranch_execz .LBB0_132
; %bb.131:
	s_mul_i32 s18, s6, s35
	s_mul_hi_u32 s19, s6, s34
	s_add_i32 s18, s19, s18
	s_mul_i32 s7, s7, s34
	s_add_i32 s7, s18, s7
	s_mul_i32 s6, s6, s34
	v_lshl_add_u64 v[74:75], s[6:7], 1, v[52:53]
	global_load_ushort v73, v[74:75], off
.LBB0_132:
	s_or_b64 exec, exec, s[0:1]
	s_add_u32 s2, s2, 19
	s_addc_u32 s3, s3, 0
	s_cmp_gt_i32 s3, -1
	v_mov_b64_e32 v[74:75], s[20:21]
	s_cselect_b64 s[6:7], -1, 0
	v_cmp_lt_i64_e64 s[0:1], s[2:3], v[74:75]
	s_and_b64 s[0:1], s[6:7], s[0:1]
	s_and_b64 s[6:7], vcc, s[0:1]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_134
; %bb.133:
	s_mul_i32 s6, s2, s35
	s_mul_hi_u32 s7, s2, s34
	s_add_i32 s6, s7, s6
	s_mul_i32 s3, s3, s34
	s_add_i32 s3, s6, s3
	s_mul_i32 s2, s2, s34
	v_lshl_add_u64 v[52:53], s[2:3], 1, v[52:53]
	global_load_ushort v55, v[52:53], off
.LBB0_134:
	s_or_b64 exec, exec, s[0:1]
	v_cvt_f16_f32_e32 v36, v36
	v_cvt_f16_f32_e32 v37, v37
	v_cvt_f16_f32_e32 v38, v38
	v_cvt_f16_f32_e32 v39, v39
	s_mov_b32 s0, 0x5040100
	v_cvt_f16_f32_e32 v40, v40
	v_cvt_f16_f32_e32 v41, v41
	v_cvt_f16_f32_e32 v42, v42
	v_cvt_f16_f32_e32 v43, v43
	v_cvt_f16_f32_e32 v44, v44
	v_cvt_f16_f32_e32 v45, v45
	v_cvt_f16_f32_e32 v46, v46
	v_cvt_f16_f32_e32 v47, v47
	v_cvt_f16_f32_e32 v48, v48
	v_cvt_f16_f32_e32 v49, v49
	v_cvt_f16_f32_e32 v52, v56
	v_cvt_f16_f32_e32 v53, v57
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v66, v36
	ds_write_b16 v66, v37 offset:128
	ds_write_b16 v66, v38 offset:256
	ds_write_b16 v66, v39 offset:384
	ds_write_b16 v66, v40 offset:1024
	ds_write_b16 v66, v41 offset:1152
	ds_write_b16 v66, v42 offset:1280
	ds_write_b16 v66, v43 offset:1408
	ds_write_b16 v66, v44 offset:2048
	ds_write_b16 v66, v45 offset:2176
	ds_write_b16 v66, v46 offset:2304
	ds_write_b16 v66, v47 offset:2432
	ds_write_b16 v66, v48 offset:3072
	ds_write_b16 v66, v49 offset:3200
	ds_write_b16 v66, v52 offset:3328
	ds_write_b16 v66, v53 offset:3456
	s_waitcnt vmcnt(0)
	v_perm_b32 v37, v70, v62, s0
	v_perm_b32 v36, v61, v60, s0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v38, v67
	ds_read_u16 v39, v67 offset:128
	ds_read_u16 v40, v67 offset:256
	ds_read_u16 v41, v67 offset:384
	ds_read_u16 v42, v67 offset:1024
	ds_read_u16 v43, v67 offset:1152
	ds_read_u16 v44, v67 offset:1280
	ds_read_u16 v45, v67 offset:1408
	ds_read_u16 v46, v67 offset:2048
	ds_read_u16 v47, v67 offset:2176
	ds_read_u16 v48, v67 offset:2304
	ds_read_u16 v49, v67 offset:2432
	ds_read_u16 v52, v67 offset:3072
	ds_read_u16 v53, v67 offset:3200
	ds_read_u16 v56, v67 offset:3328
	ds_read_u16 v57, v67 offset:3456
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b64 v68, v[36:37]
	v_perm_b32 v37, v55, v73, s0
	v_perm_b32 v36, v72, v71, s0
	ds_write_b64 v106, v[36:37]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[60:61], v108
	v_pk_mul_f32 v[18:19], v[18:19], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], v[0:1] op_sel_hi:[1,0]
	v_perm_b32 v37, v41, v40, s0
	v_perm_b32 v36, v39, v38, s0
	ds_read_b64 v[66:67], v105
	ds_read_b64 v[70:71], v107
	ds_read_b64 v[72:73], v109
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[18:33], v[60:61], v[36:37], v[18:33]
	v_perm_b32 v37, v45, v44, s0
	v_perm_b32 v36, v43, v42, s0
	v_add_f32_e32 v35, v35, v58
	v_fmac_f32_e32 v35, v65, v59
	v_mov_b32_e32 v0, v34
	v_mov_b32_e32 v65, v35
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_f16 v[18:33], v[66:67], v[36:37], v[18:33]
	v_perm_b32 v37, v49, v48, s0
	v_perm_b32 v36, v47, v46, s0
	s_waitcnt lgkmcnt(1)
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[18:33], v[70:71], v[36:37], v[18:33]
	v_perm_b32 v37, v57, v56, s0
	v_perm_b32 v36, v53, v52, s0
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[18:33], v[72:73], v[36:37], v[18:33]
.LBB0_135:                              ; %Flow
	v_mov_b32_e32 v34, s27
	s_branch .LBB0_138
.LBB0_136:
                                        ; implicit-def: $vgpr0
                                        ; implicit-def: $vgpr65
                                        ; implicit-def: $vgpr33
                                        ; implicit-def: $vgpr69
                                        ; implicit-def: $vgpr34
	s_cbranch_execz .LBB0_138
; %bb.137:                              ; %._crit_edge.._crit_edge121_crit_edge
	s_lshl_b32 s0, s80, 1
	v_lshlrev_b32_e32 v69, 2, v1
	v_mov_b32_e32 v34, s0
	s_nop 0
	v_mov_b32_e32 v18, v2
	v_mov_b32_e32 v19, v3
	v_mov_b32_e32 v20, v4
	v_mov_b32_e32 v21, v5
	v_mov_b32_e32 v22, v6
	v_mov_b32_e32 v23, v7
	v_mov_b32_e32 v24, v8
	v_mov_b32_e32 v25, v9
	v_mov_b32_e32 v26, v10
	v_mov_b32_e32 v27, v11
	v_mov_b32_e32 v28, v12
	v_mov_b32_e32 v29, v13
	v_mov_b32_e32 v30, v14
	v_mov_b32_e32 v31, v15
	v_mov_b32_e32 v32, v16
	v_mov_b32_e32 v33, v17
	v_mov_b32_e32 v65, v63
	v_mov_b32_e32 v0, v54
.LBB0_138:                              ; %._crit_edge121
	s_lshr_b32 s0, s79, 2
	s_nop 2
	v_or_b32_e32 v4, s0, v1
	s_mov_b32 s0, 0x800000
	v_cmp_gt_f32_e32 vcc, s0, v65
	v_mov_b32_e32 v1, 0x42000000
	v_mov_b32_e32 v5, 0
	v_cndmask_b32_e64 v3, 0, 32, vcc
	v_ldexp_f32 v3, v65, v3
	v_log_f32_e32 v6, v3
	v_cndmask_b32_e32 v1, 0, v1, vcc
	v_lshl_add_u64 v[8:9], v[4:5], 0, s[28:29]
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v1, v6, v1
	v_add_f32_e32 v0, v0, v1
	v_add_u32_e32 v1, 0, v69
	v_add_u32_e32 v4, v1, v34
	v_add_u32_e32 v1, s79, v1
	s_barrier
	ds_write_b32 v4, v65
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v6, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b32 v4, v0
	v_add_u32_e32 v0, 0, v51
	s_mul_i32 s0, s78, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v4, v0
	s_add_i32 s0, s0, s16
	s_and_b32 s5, s5, 0xffff
	s_cmp_eq_u32 s33, 0
	v_add_lshl_u32 v0, s0, v50, 2
	v_bfrev_b32_e32 v1, 1
	s_cselect_b64 s[0:1], -1, 0
	s_mov_b32 s7, 0x27000
	s_mov_b32 s6, 0x7ffffffe
	v_cndmask_b32_e64 v0, v1, v0, s[0:1]
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v4, v0, s[4:7], 0 offen
	v_mad_u64_u32 v[0:1], s[0:1], v8, s8, 0
	v_or_b32_e32 v2, s26, v64
	v_mov_b32_e32 v3, v5
	v_cmp_lt_i32_e32 vcc, -1, v9
	v_mul_lo_u32 v4, v9, s8
	v_mul_lo_u32 v7, v8, s9
	v_cmp_gt_i64_e64 s[0:1], s[12:13], v[8:9]
	v_add3_u32 v1, v1, v7, v4
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cmp_gt_i64_e32 vcc, s[14:15], v[2:3]
	v_lshl_add_u64 v[0:1], v[0:1], 1, s[30:31]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_140
; %bb.139:
	v_div_scale_f32 v3, s[4:5], v6, v6, v18
	v_rcp_f32_e32 v4, v3
	v_div_scale_f32 v7, vcc, v18, v6, v18
	v_mad_u64_u32 v[8:9], s[4:5], s10, v2, 0
	v_fma_f32 v10, -v3, v4, 1.0
	v_fmac_f32_e32 v4, v10, v4
	v_mul_f32_e32 v10, v7, v4
	v_fma_f32 v11, -v3, v10, v7
	v_fmac_f32_e32 v10, v11, v4
	v_fma_f32 v3, -v3, v10, v7
	v_div_fmas_f32 v3, v3, v4, v10
	v_div_fixup_f32 v3, v3, v6, v18
	v_cvt_f16_f32_e32 v3, v3
	v_mov_b32_e32 v4, v9
	v_mad_u64_u32 v[10:11], s[4:5], s11, v2, v[4:5]
	v_mov_b32_e32 v9, v10
	v_lshl_add_u64 v[8:9], v[8:9], 1, v[0:1]
	global_store_short v[8:9], v3, off
.LBB0_140:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v4, 1, v2
	v_cmp_gt_i64_e32 vcc, s[14:15], v[4:5]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_142
; %bb.141:
	v_div_scale_f32 v3, s[4:5], v6, v6, v19
	v_rcp_f32_e32 v5, v3
	v_div_scale_f32 v7, vcc, v19, v6, v19
	v_mad_u64_u32 v[8:9], s[4:5], s10, v4, 0
	v_fma_f32 v10, -v3, v5, 1.0
	v_fmac_f32_e32 v5, v10, v5
	v_mul_f32_e32 v10, v7, v5
	v_fma_f32 v11, -v3, v10, v7
	v_fmac_f32_e32 v10, v11, v5
	v_fma_f32 v3, -v3, v10, v7
	v_div_fmas_f32 v3, v3, v5, v10
	v_div_fixup_f32 v3, v3, v6, v19
	v_cvt_f16_f32_e32 v3, v3
	v_mov_b32_e32 v10, v9
	v_mad_u64_u32 v[4:5], s[4:5], s11, v4, v[10:11]
	v_mov_b32_e32 v9, v4
	v_lshl_add_u64 v[4:5], v[8:9], 1, v[0:1]
	global_store_short v[4:5], v3, off
.LBB0_142:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v4, 2, v2
	v_mov_b32_e32 v5, 0
	v_cmp_gt_i64_e32 vcc, s[14:15], v[4:5]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_144
; %bb.143:
	v_div_scale_f32 v3, s[4:5], v6, v6, v20
	v_rcp_f32_e32 v7, v3
	v_div_scale_f32 v10, vcc, v20, v6, v20
	v_mad_u64_u32 v[8:9], s[4:5], s10, v4, 0
	v_fma_f32 v11, -v3, v7, 1.0
	v_fmac_f32_e32 v7, v11, v7
	v_mul_f32_e32 v11, v10, v7
	v_fma_f32 v12, -v3, v11, v10
	v_fmac_f32_e32 v11, v12, v7
	v_fma_f32 v3, -v3, v11, v10
	v_div_fmas_f32 v3, v3, v7, v11
	v_div_fixup_f32 v3, v3, v6, v20
	v_cvt_f16_f32_e32 v3, v3
	v_mov_b32_e32 v10, v9
	v_mad_u64_u32 v[10:11], s[4:5], s11, v4, v[10:11]
	v_mov_b32_e32 v9, v10
	v_lshl_add_u64 v[8:9], v[8:9], 1, v[0:1]
	global_store_short v[8:9], v3, off
.LBB0_144:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v4, 3, v2
	v_cmp_gt_i64_e32 vcc, s[14:15], v[4:5]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_146
; %bb.145:
	v_div_scale_f32 v3, s[4:5], v6, v6, v21
	v_rcp_f32_e32 v5, v3
	v_div_scale_f32 v7, vcc, v21, v6, v21
	v_mad_u64_u32 v[8:9], s[4:5], s10, v4, 0
	v_fma_f32 v10, -v3, v5, 1.0
	v_fmac_f32_e32 v5, v10, v5
	v_mul_f32_e32 v10, v7, v5
	v_fma_f32 v11, -v3, v10, v7
	v_fmac_f32_e32 v10, v11, v5
	v_fma_f32 v3, -v3, v10, v7
	v_div_fmas_f32 v3, v3, v5, v10
	v_div_fixup_f32 v3, v3, v6, v21
	v_cvt_f16_f32_e32 v3, v3
	v_mov_b32_e32 v10, v9
	v_mad_u64_u32 v[4:5], s[4:5], s11, v4, v[10:11]
	v_mov_b32_e32 v9, v4
	v_lshl_add_u64 v[4:5], v[8:9], 1, v[0:1]
	global_store_short v[4:5], v3, off
.LBB0_146:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v4, 8, v2
	v_mov_b32_e32 v5, 0
	v_cmp_gt_i64_e32 vcc, s[14:15], v[4:5]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_148
; %bb.147:
	v_div_scale_f32 v3, s[4:5], v6, v6, v22
	v_rcp_f32_e32 v7, v3
	v_div_scale_f32 v10, vcc, v22, v6, v22
	v_mad_u64_u32 v[8:9], s[4:5], s10, v4, 0
	v_fma_f32 v11, -v3, v7, 1.0
	v_fmac_f32_e32 v7, v11, v7
	v_mul_f32_e32 v11, v10, v7
	v_fma_f32 v12, -v3, v11, v10
	v_fmac_f32_e32 v11, v12, v7
	v_fma_f32 v3, -v3, v11, v10
	v_div_fmas_f32 v3, v3, v7, v11
	v_div_fixup_f32 v3, v3, v6, v22
	v_cvt_f16_f32_e32 v3, v3
	v_mov_b32_e32 v10, v9
	v_mad_u64_u32 v[10:11], s[4:5], s11, v4, v[10:11]
	v_mov_b32_e32 v9, v10
	v_lshl_add_u64 v[8:9], v[8:9], 1, v[0:1]
	global_store_short v[8:9], v3, off
.LBB0_148:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v4, 9, v2
	v_cmp_gt_i64_e32 vcc, s[14:15], v[4:5]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_150
; %bb.149:
	v_div_scale_f32 v3, s[4:5], v6, v6, v23
	v_rcp_f32_e32 v5, v3
	v_div_scale_f32 v7, vcc, v23, v6, v23
	v_mad_u64_u32 v[8:9], s[4:5], s10, v4, 0
	v_fma_f32 v10, -v3, v5, 1.0
	v_fmac_f32_e32 v5, v10, v5
	v_mul_f32_e32 v10, v7, v5
	v_fma_f32 v11, -v3, v10, v7
	v_fmac_f32_e32 v10, v11, v5
	v_fma_f32 v3, -v3, v10, v7
	v_div_fmas_f32 v3, v3, v5, v10
	v_div_fixup_f32 v3, v3, v6, v23
	v_cvt_f16_f32_e32 v3, v3
	v_mov_b32_e32 v10, v9
	v_mad_u64_u32 v[4:5], s[4:5], s11, v4, v[10:11]
	v_mov_b32_e32 v9, v4
	v_lshl_add_u64 v[4:5], v[8:9], 1, v[0:1]
	global_store_short v[4:5], v3, off
.LBB0_150:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v4, 10, v2
	v_mov_b32_e32 v5, 0
	v_cmp_gt_i64_e32 vcc, s[14:15], v[4:5]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_152
; %bb.151:
	v_div_scale_f32 v3, s[4:5], v6, v6, v24
	v_rcp_f32_e32 v7, v3
	v_div_scale_f32 v10, vcc, v24, v6, v24
	v_mad_u64_u32 v[8:9], s[4:5], s10, v4, 0
	v_fma_f32 v11, -v3, v7, 1.0
	v_fmac_f32_e32 v7, v11, v7
	v_mul_f32_e32 v11, v10, v7
	v_fma_f32 v12, -v3, v11, v10
	v_fmac_f32_e32 v11, v12, v7
	v_fma_f32 v3, -v3, v11, v10
	v_div_fmas_f32 v3, v3, v7, v11
	v_div_fixup_f32 v3, v3, v6, v24
	v_cvt_f16_f32_e32 v3, v3
	v_mov_b32_e32 v10, v9
	v_mad_u64_u32 v[10:11], s[4:5], s11, v4, v[10:11]
	v_mov_b32_e32 v9, v10
	v_lshl_add_u64 v[8:9], v[8:9], 1, v[0:1]
	global_store_short v[8:9], v3, off
.LBB0_152:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v4, 11, v2
	v_cmp_gt_i64_e32 vcc, s[14:15], v[4:5]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_154
; %bb.153:
	v_div_scale_f32 v3, s[4:5], v6, v6, v25
	v_rcp_f32_e32 v5, v3
	v_div_scale_f32 v7, vcc, v25, v6, v25
	v_mad_u64_u32 v[8:9], s[4:5], s10, v4, 0
	v_fma_f32 v10, -v3, v5, 1.0
	v_fmac_f32_e32 v5, v10, v5
	v_mul_f32_e32 v10, v7, v5
	v_fma_f32 v11, -v3, v10, v7
	v_fmac_f32_e32 v10, v11, v5
	v_fma_f32 v3, -v3, v10, v7
	v_div_fmas_f32 v3, v3, v5, v10
	v_div_fixup_f32 v3, v3, v6, v25
	v_cvt_f16_f32_e32 v3, v3
	v_mov_b32_e32 v10, v9
	v_mad_u64_u32 v[4:5], s[4:5], s11, v4, v[10:11]
	v_mov_b32_e32 v9, v4
	v_lshl_add_u64 v[4:5], v[8:9], 1, v[0:1]
	global_store_short v[4:5], v3, off
.LBB0_154:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v4, 16, v2
	v_mov_b32_e32 v5, 0
	v_cmp_gt_i64_e32 vcc, s[14:15], v[4:5]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_156
; %bb.155:
	v_div_scale_f32 v3, s[4:5], v6, v6, v26
	v_rcp_f32_e32 v7, v3
	v_div_scale_f32 v10, vcc, v26, v6, v26
	v_mad_u64_u32 v[8:9], s[4:5], s10, v4, 0
	v_fma_f32 v11, -v3, v7, 1.0
	v_fmac_f32_e32 v7, v11, v7
	v_mul_f32_e32 v11, v10, v7
	v_fma_f32 v12, -v3, v11, v10
	v_fmac_f32_e32 v11, v12, v7
	v_fma_f32 v3, -v3, v11, v10
	v_div_fmas_f32 v3, v3, v7, v11
	v_div_fixup_f32 v3, v3, v6, v26
	v_cvt_f16_f32_e32 v3, v3
	v_mov_b32_e32 v10, v9
	v_mad_u64_u32 v[10:11], s[4:5], s11, v4, v[10:11]
	v_mov_b32_e32 v9, v10
	v_lshl_add_u64 v[8:9], v[8:9], 1, v[0:1]
	global_store_short v[8:9], v3, off
.LBB0_156:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v4, 17, v2
	v_cmp_gt_i64_e32 vcc, s[14:15], v[4:5]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_158
; %bb.157:
	v_div_scale_f32 v3, s[4:5], v6, v6, v27
	v_rcp_f32_e32 v5, v3
	v_div_scale_f32 v7, vcc, v27, v6, v27
	v_mad_u64_u32 v[8:9], s[4:5], s10, v4, 0
	v_fma_f32 v10, -v3, v5, 1.0
	v_fmac_f32_e32 v5, v10, v5
	v_mul_f32_e32 v10, v7, v5
	v_fma_f32 v11, -v3, v10, v7
	v_fmac_f32_e32 v10, v11, v5
	v_fma_f32 v3, -v3, v10, v7
	v_div_fmas_f32 v3, v3, v5, v10
	v_div_fixup_f32 v3, v3, v6, v27
	v_cvt_f16_f32_e32 v3, v3
	v_mov_b32_e32 v10, v9
	v_mad_u64_u32 v[4:5], s[4:5], s11, v4, v[10:11]
	v_mov_b32_e32 v9, v4
	v_lshl_add_u64 v[4:5], v[8:9], 1, v[0:1]
	global_store_short v[4:5], v3, off
.LBB0_158:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v4, 18, v2
	v_mov_b32_e32 v5, 0
	v_cmp_gt_i64_e32 vcc, s[14:15], v[4:5]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_160
; %bb.159:
	v_div_scale_f32 v3, s[4:5], v6, v6, v28
	v_rcp_f32_e32 v7, v3
	v_div_scale_f32 v10, vcc, v28, v6, v28
	v_mad_u64_u32 v[8:9], s[4:5], s10, v4, 0
	v_fma_f32 v11, -v3, v7, 1.0
	v_fmac_f32_e32 v7, v11, v7
	v_mul_f32_e32 v11, v10, v7
	v_fma_f32 v12, -v3, v11, v10
	v_fmac_f32_e32 v11, v12, v7
	v_fma_f32 v3, -v3, v11, v10
	v_div_fmas_f32 v3, v3, v7, v11
	v_div_fixup_f32 v3, v3, v6, v28
	v_cvt_f16_f32_e32 v3, v3
	v_mov_b32_e32 v10, v9
	v_mad_u64_u32 v[10:11], s[4:5], s11, v4, v[10:11]
	v_mov_b32_e32 v9, v10
	v_lshl_add_u64 v[8:9], v[8:9], 1, v[0:1]
	global_store_short v[8:9], v3, off
.LBB0_160:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v4, 19, v2
	v_cmp_gt_i64_e32 vcc, s[14:15], v[4:5]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_162
; %bb.161:
	v_div_scale_f32 v3, s[4:5], v6, v6, v29
	v_rcp_f32_e32 v5, v3
	v_div_scale_f32 v7, vcc, v29, v6, v29
	v_mad_u64_u32 v[8:9], s[4:5], s10, v4, 0
	v_fma_f32 v10, -v3, v5, 1.0
	v_fmac_f32_e32 v5, v10, v5
	v_mul_f32_e32 v10, v7, v5
	v_fma_f32 v11, -v3, v10, v7
	v_fmac_f32_e32 v10, v11, v5
	v_fma_f32 v3, -v3, v10, v7
	v_div_fmas_f32 v3, v3, v5, v10
	v_div_fixup_f32 v3, v3, v6, v29
	v_cvt_f16_f32_e32 v3, v3
	v_mov_b32_e32 v10, v9
	v_mad_u64_u32 v[4:5], s[4:5], s11, v4, v[10:11]
	v_mov_b32_e32 v9, v4
	v_lshl_add_u64 v[4:5], v[8:9], 1, v[0:1]
	global_store_short v[4:5], v3, off
.LBB0_162:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v4, 24, v2
	v_mov_b32_e32 v5, 0
	v_cmp_gt_i64_e32 vcc, s[14:15], v[4:5]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_164
; %bb.163:
	v_div_scale_f32 v3, s[4:5], v6, v6, v30
	v_rcp_f32_e32 v7, v3
	v_div_scale_f32 v10, vcc, v30, v6, v30
	v_mad_u64_u32 v[8:9], s[4:5], s10, v4, 0
	v_fma_f32 v11, -v3, v7, 1.0
	v_fmac_f32_e32 v7, v11, v7
	v_mul_f32_e32 v11, v10, v7
	v_fma_f32 v12, -v3, v11, v10
	v_fmac_f32_e32 v11, v12, v7
	v_fma_f32 v3, -v3, v11, v10
	v_div_fmas_f32 v3, v3, v7, v11
	v_div_fixup_f32 v3, v3, v6, v30
	v_cvt_f16_f32_e32 v3, v3
	v_mov_b32_e32 v10, v9
	v_mad_u64_u32 v[10:11], s[4:5], s11, v4, v[10:11]
	v_mov_b32_e32 v9, v10
	v_lshl_add_u64 v[8:9], v[8:9], 1, v[0:1]
	global_store_short v[8:9], v3, off
.LBB0_164:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v4, 25, v2
	v_cmp_gt_i64_e32 vcc, s[14:15], v[4:5]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_166
; %bb.165:
	v_div_scale_f32 v3, s[4:5], v6, v6, v31
	v_rcp_f32_e32 v5, v3
	v_div_scale_f32 v7, vcc, v31, v6, v31
	v_mad_u64_u32 v[8:9], s[4:5], s10, v4, 0
	v_fma_f32 v10, -v3, v5, 1.0
	v_fmac_f32_e32 v5, v10, v5
	v_mul_f32_e32 v10, v7, v5
	v_fma_f32 v11, -v3, v10, v7
	v_fmac_f32_e32 v10, v11, v5
	v_fma_f32 v3, -v3, v10, v7
	v_div_fmas_f32 v3, v3, v5, v10
	v_div_fixup_f32 v3, v3, v6, v31
	v_cvt_f16_f32_e32 v3, v3
	v_mov_b32_e32 v10, v9
	v_mad_u64_u32 v[4:5], s[4:5], s11, v4, v[10:11]
	v_mov_b32_e32 v9, v4
	v_lshl_add_u64 v[4:5], v[8:9], 1, v[0:1]
	global_store_short v[4:5], v3, off
.LBB0_166:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v4, 26, v2
	v_mov_b32_e32 v5, 0
	v_cmp_gt_i64_e32 vcc, s[14:15], v[4:5]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_168
; %bb.167:
	v_div_scale_f32 v3, s[4:5], v6, v6, v32
	v_rcp_f32_e32 v7, v3
	v_div_scale_f32 v10, vcc, v32, v6, v32
	v_mad_u64_u32 v[8:9], s[4:5], s10, v4, 0
	v_fma_f32 v11, -v3, v7, 1.0
	v_fmac_f32_e32 v7, v11, v7
	v_mul_f32_e32 v11, v10, v7
	v_fma_f32 v12, -v3, v11, v10
	v_fmac_f32_e32 v11, v12, v7
	v_fma_f32 v3, -v3, v11, v10
	v_div_fmas_f32 v3, v3, v7, v11
	v_div_fixup_f32 v3, v3, v6, v32
	v_cvt_f16_f32_e32 v3, v3
	v_mov_b32_e32 v10, v9
	v_mad_u64_u32 v[10:11], s[4:5], s11, v4, v[10:11]
	v_mov_b32_e32 v9, v10
	v_lshl_add_u64 v[8:9], v[8:9], 1, v[0:1]
	global_store_short v[8:9], v3, off
.LBB0_168:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v4, 27, v2
	v_cmp_gt_i64_e32 vcc, s[14:15], v[4:5]
	s_and_b64 s[0:1], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_170
; %bb.169:
	v_div_scale_f32 v5, s[0:1], v6, v6, v33
	v_rcp_f32_e32 v7, v5
	v_div_scale_f32 v8, vcc, v33, v6, v33
	v_mad_u64_u32 v[2:3], s[0:1], s10, v4, 0
	v_fma_f32 v9, -v5, v7, 1.0
	v_fmac_f32_e32 v7, v9, v7
	v_mul_f32_e32 v9, v8, v7
	v_fma_f32 v10, -v5, v9, v8
	v_fmac_f32_e32 v9, v10, v7
	v_fma_f32 v5, -v5, v9, v8
	v_div_fmas_f32 v5, v5, v7, v9
	v_div_fixup_f32 v5, v5, v6, v33
	v_cvt_f16_f32_e32 v7, v5
	v_mov_b32_e32 v6, v3
	v_mad_u64_u32 v[4:5], s[0:1], s11, v4, v[6:7]
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[2:3], 1, v[0:1]
	global_store_short v[0:1], v7, off
.LBB0_170:
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
		.amdhsa_next_free_vgpr 137
		.amdhsa_next_free_sgpr 85
		.amdhsa_accum_offset 140
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
	.set .L_attn_fwd_tma.num_vgpr, 137
	.set .L_attn_fwd_tma.num_agpr, 0
	.set .L_attn_fwd_tma.numbered_sgpr, 85
	.set .L_attn_fwd_tma.num_named_barrier, 0
	.set .L_attn_fwd_tma.private_seg_size, 0
	.set .L_attn_fwd_tma.uses_vcc, 1
	.set .L_attn_fwd_tma.uses_flat_scratch, 0
	.set .L_attn_fwd_tma.has_dyn_sized_stack, 0
	.set .L_attn_fwd_tma.has_recursion, 0
	.set .L_attn_fwd_tma.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 16272
; TotalNumSgprs: 91
; NumVgprs: 137
; NumAgprs: 0
; TotalNumVgprs: 137
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 11
; VGPRBlocks: 17
; NumSGPRsForWavesPerEU: 91
; NumVGPRsForWavesPerEU: 137
; AccumOffset: 140
; Occupancy: 3
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 34
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
    .sgpr_count:     91
    .sgpr_spill_count: 0
    .symbol:         _attn_fwd_tma.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     137
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.42-amd-amdhsa-unknown-gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
