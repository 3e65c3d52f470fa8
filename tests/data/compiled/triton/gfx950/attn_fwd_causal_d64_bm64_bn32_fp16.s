	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
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
	s_load_dword s94, s[0:1], 0x138
	v_and_b32_e32 v48, 63, v0
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
	v_cndmask_b32_e64 v1, 0, v1, s[20:21]
                                        ; implicit-def: $vgpr146 : SGPR spill to VGPR lane
	v_mov_b32_e32 v49, 0
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
	s_mul_i32 s97, s6, s94
	s_add_i32 s97, s97, s3
	s_lshl_b32 s16, s16, 6
	s_add_i32 s28, s97, s16
	s_ashr_i32 s29, s28, 31
	s_add_u32 s38, s28, s33
	v_mad_u64_u32 v[2:3], s[6:7], s22, v48, 0
	s_addc_u32 s39, s29, 0
	v_mov_b32_e32 v4, v3
	v_mad_u64_u32 v[4:5], s[6:7], s23, v48, v[4:5]
	s_cmp_gt_i32 s39, -1
	v_mov_b32_e32 v3, v4
	s_cselect_b64 s[20:21], -1, 0
	v_mov_b64_e32 v[4:5], s[10:11]
	v_cmp_lt_i64_e64 s[6:7], s[38:39], v[4:5]
	v_writelane_b32 v146, s20, 0
	v_mov_b32_e32 v4, v1
	s_nop 0
	v_writelane_b32 v146, s21, 1
	s_and_b64 s[20:21], s[20:21], s[6:7]
	v_cmp_gt_i64_e64 s[6:7], s[12:13], v[48:49]
	s_and_b64 s[20:21], s[6:7], s[20:21]
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
	v_lshl_add_u64 v[4:5], v[2:3], 1, s[20:21]
	global_load_ushort v4, v[4:5], off
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
	v_mov_b32_e32 v5, v1
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
	global_load_ushort v5, v[6:7], off
.LBB0_4:
	s_or_b64 exec, exec, s[12:13]
	s_add_u32 s44, s38, 8
	s_addc_u32 s45, s39, 0
	s_cmp_gt_i32 s45, -1
	v_mov_b64_e32 v[6:7], s[10:11]
	s_cselect_b64 s[50:51], -1, 0
	v_cmp_lt_i64_e64 s[12:13], s[44:45], v[6:7]
	s_and_b64 s[12:13], s[50:51], s[12:13]
	s_and_b64 s[20:21], s[6:7], s[12:13]
	v_mov_b32_e32 v6, v1
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
	v_lshl_add_u64 v[6:7], v[2:3], 1, s[20:21]
	global_load_ushort v6, v[6:7], off
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
	v_mov_b32_e32 v7, v1
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
	global_load_ushort v7, v[8:9], off
.LBB0_8:
	s_or_b64 exec, exec, s[12:13]
	s_add_u32 s52, s38, 16
	s_addc_u32 s53, s39, 0
	s_cmp_gt_i32 s53, -1
	v_mov_b64_e32 v[8:9], s[10:11]
	s_cselect_b64 s[58:59], -1, 0
	v_cmp_lt_i64_e64 s[12:13], s[52:53], v[8:9]
	s_and_b64 s[12:13], s[58:59], s[12:13]
	s_and_b64 s[20:21], s[6:7], s[12:13]
	v_mov_b32_e32 v8, v1
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
	v_lshl_add_u64 v[8:9], v[2:3], 1, s[20:21]
	global_load_ushort v8, v[8:9], off
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
	v_mov_b32_e32 v9, v1
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
	global_load_ushort v9, v[10:11], off
.LBB0_12:
	s_or_b64 exec, exec, s[12:13]
	s_add_u32 s60, s38, 24
	s_addc_u32 s61, s39, 0
	s_cmp_gt_i32 s61, -1
	v_mov_b64_e32 v[10:11], s[10:11]
	s_cselect_b64 s[66:67], -1, 0
	v_cmp_lt_i64_e64 s[12:13], s[60:61], v[10:11]
	s_and_b64 s[12:13], s[66:67], s[12:13]
	s_and_b64 s[20:21], s[6:7], s[12:13]
	v_mov_b32_e32 v10, v1
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
	v_lshl_add_u64 v[10:11], v[2:3], 1, s[20:21]
	global_load_ushort v10, v[10:11], off
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
	v_mov_b32_e32 v11, v1
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
	global_load_ushort v11, v[12:13], off
.LBB0_16:
	s_or_b64 exec, exec, s[12:13]
	s_add_u32 s20, s38, 32
	s_addc_u32 s21, s39, 0
	s_cmp_gt_i32 s21, -1
	v_mov_b64_e32 v[12:13], s[10:11]
	s_cselect_b64 s[22:23], -1, 0
	v_cmp_lt_i64_e64 s[12:13], s[20:21], v[12:13]
	s_and_b64 s[12:13], s[22:23], s[12:13]
	s_and_b64 s[22:23], s[6:7], s[12:13]
	v_mov_b32_e32 v12, v1
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
	v_lshl_add_u64 v[12:13], v[2:3], 1, s[20:21]
	global_load_ushort v12, v[12:13], off
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
	v_mov_b32_e32 v13, v1
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
	global_load_ushort v13, v[14:15], off
.LBB0_20:
	s_or_b64 exec, exec, s[12:13]
	s_add_u32 s20, s38, 40
	s_addc_u32 s21, s39, 0
	s_cmp_gt_i32 s21, -1
	v_mov_b64_e32 v[14:15], s[10:11]
	s_cselect_b64 s[22:23], -1, 0
	v_cmp_lt_i64_e64 s[12:13], s[20:21], v[14:15]
	s_and_b64 s[12:13], s[22:23], s[12:13]
	s_and_b64 s[22:23], s[6:7], s[12:13]
	v_mov_b32_e32 v14, v1
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
	v_lshl_add_u64 v[14:15], v[2:3], 1, s[20:21]
	global_load_ushort v14, v[14:15], off
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
	v_mov_b32_e32 v15, v1
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
	global_load_ushort v15, v[16:17], off
.LBB0_24:
	s_or_b64 exec, exec, s[12:13]
	s_add_u32 s20, s38, 48
	s_addc_u32 s21, s39, 0
	s_cmp_gt_i32 s21, -1
	v_mov_b64_e32 v[16:17], s[10:11]
	s_cselect_b64 s[22:23], -1, 0
	v_cmp_lt_i64_e64 s[12:13], s[20:21], v[16:17]
	s_and_b64 s[12:13], s[22:23], s[12:13]
	s_and_b64 s[22:23], s[6:7], s[12:13]
	v_mov_b32_e32 v16, v1
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
	v_lshl_add_u64 v[16:17], v[2:3], 1, s[20:21]
	global_load_ushort v16, v[16:17], off
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
	v_mov_b32_e32 v17, v1
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
	global_load_ushort v17, v[18:19], off
.LBB0_28:
	s_or_b64 exec, exec, s[12:13]
	s_load_dwordx2 s[76:77], s[0:1], 0xc8
	s_load_dwordx2 s[72:73], s[0:1], 0xa8
	s_load_dwordx2 s[78:79], s[0:1], 0x80
	s_load_dwordx2 s[74:75], s[0:1], 0x60
	s_add_u32 s20, s38, 56
	s_addc_u32 s21, s39, 0
	s_cmp_gt_i32 s21, -1
	v_mov_b64_e32 v[18:19], s[10:11]
	s_cselect_b64 s[22:23], -1, 0
	v_cmp_lt_i64_e64 s[12:13], s[20:21], v[18:19]
	s_and_b64 s[12:13], s[22:23], s[12:13]
	s_and_b64 s[22:23], s[6:7], s[12:13]
	v_mov_b32_e32 v18, v1
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
	v_lshl_add_u64 v[18:19], v[2:3], 1, s[20:21]
	global_load_ushort v18, v[18:19], off
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
	global_load_ushort v1, v[2:3], off
.LBB0_32:
	s_or_b64 exec, exec, s[6:7]
	s_load_dwordx4 s[8:11], s[0:1], 0x108
	s_load_dwordx2 s[6:7], s[0:1], 0xf0
	s_lshl_b32 s3, s33, 6
	s_and_b32 s95, s3, 0x80
	s_and_b32 s96, s3, 64
	v_or_b32_e32 v41, s3, v48
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v146, s6, 2
	v_mov_b32_e32 v2, 0x3fb8aa3b
	v_mul_f32_e32 v54, s2, v2
	v_writelane_b32 v146, s7, 3
	s_bfe_i32 s6, s33, 0x10001
	s_cmp_eq_u32 s95, 0
	v_lshlrev_b32_e32 v2, 1, v41
	s_cselect_b64 s[70:71], -1, 0
	s_and_b32 s2, s6, 0x110
	v_mov_b32_e32 v3, 0xfe
	v_and_b32_e32 v42, 0xfe, v2
	v_bitop3_b32 v2, v2, s2, v3 bitop3:0x6c
	v_add_u32_e32 v3, 0, v2
	s_waitcnt vmcnt(0)
	ds_write_b16 v3, v4
	ds_write_b16 v3, v8 offset:2048
	ds_write_b16 v3, v12 offset:4096
	ds_write_b16 v3, v16 offset:6144
	v_xad_u32 v3, v2, 32, 0
	ds_write_b16 v3, v5 offset:512
	ds_write_b16 v3, v9 offset:2560
	ds_write_b16 v3, v13 offset:4608
	ds_write_b16 v3, v17 offset:6656
	v_xad_u32 v3, v2, 64, 0
	v_xor_b32_e32 v2, 0x60, v2
	v_and_b32_e32 v53, 31, v0
	v_and_b32_e32 v57, 32, v0
	v_add_u32_e32 v2, 0, v2
	v_and_b32_e32 v36, 14, v0
	ds_write_b16 v3, v6 offset:1024
	ds_write_b16 v3, v10 offset:3072
	ds_write_b16 v3, v14 offset:5120
	ds_write_b16 v3, v18 offset:7168
	ds_write_b16 v2, v7 offset:1536
	ds_write_b16 v2, v11 offset:3584
	ds_write_b16 v2, v15 offset:5632
	ds_write_b16 v2, v1 offset:7680
	v_lshlrev_b32_e32 v1, 7, v53
	v_lshlrev_b32_e32 v2, 3, v36
	v_lshrrev_b32_e32 v3, 1, v57
	v_lshl_or_b32 v1, s96, 6, v1
	v_xor_b32_e32 v2, v2, v3
	s_movk_i32 s2, 0x60
	v_or_b32_e32 v3, v1, v2
	v_add_u32_e32 v4, 0, v3
	v_xad_u32 v5, v3, 32, 0
	v_xad_u32 v3, v3, 64, 0
	v_bitop3_b32 v1, v1, s2, v2 bitop3:0x36
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_add_u32_e32 v1, 0, v1
	ds_read_b128 v[126:129], v3
	ds_read_b128 v[122:125], v1
	v_mad_u64_u32 v[2:3], s[2:3], s78, v48, 0
	ds_read_b128 v[134:137], v4
	ds_read_b128 v[130:133], v5
	v_mov_b32_e32 v4, v3
	v_mad_u64_u32 v[4:5], s[2:3], s79, v48, v[4:5]
	v_mov_b32_e32 v3, v4
	v_mad_u64_u32 v[4:5], s[6:7], s76, v48, 0
	v_mov_b32_e32 v6, v5
	v_mad_u64_u32 v[6:7], s[6:7], s77, v48, v[6:7]
	v_mov_b32_e32 v1, 0x7e00
	v_mov_b32_e32 v5, v6
	s_mov_b32 s98, 0
	v_cndmask_b32_e64 v40, 0, v1, s[18:19]
	v_cmp_gt_i64_e64 s[2:3], s[26:27], v[48:49]
	v_cndmask_b32_e32 v62, 0, v1, vcc
	v_cmp_gt_i64_e32 vcc, s[22:23], v[48:49]
	v_lshl_add_u64 v[32:33], v[2:3], 1, s[74:75]
	v_lshl_add_u64 v[50:51], v[4:5], 1, s[72:73]
	s_cmp_lt_i32 s16, 1
	v_mov_b32_e32 v52, 0xff800000
	v_mov_b32_e32 v63, 1.0
	v_bfe_i32 v37, v0, 4, 1
	v_bfe_i32 v44, v0, 3, 1
	v_lshlrev_b32_e32 v49, 2, v48
	v_lshlrev_b32_e32 v38, 1, v0
	v_and_b32_e32 v45, 16, v0
	v_lshlrev_b32_e32 v47, 1, v53
	v_cmp_eq_u32_e64 s[6:7], 0, v57
	v_lshlrev_b32_e32 v46, 3, v0
	v_lshlrev_b32_e32 v43, 5, v0
	s_cbranch_scc1 .LBB0_67
; %bb.33:                               ; %.lr.ph
	s_lshr_b32 s14, s96, 5
	s_and_b64 s[12:13], s[70:71], exec
	s_cselect_b32 s12, 0, 0x104
	v_mov_b32_e32 v14, 0x210
	v_xor_b32_e32 v0, s12, v49
	v_mov_b32_e32 v1, s14
	v_cndmask_b32_e64 v14, v14, 0, s[6:7]
	v_and_b32_e32 v29, 24, v46
	s_movk_i32 s7, 0x108
	v_bitop3_b32 v2, s12, v1, v49 bitop3:0xde
	v_bitop3_b32 v3, v0, 8, s14 bitop3:0x36
	v_bitop3_b32 v4, v0, 16, s14 bitop3:0x36
	v_bitop3_b32 v5, v0, 24, s14 bitop3:0x36
	v_bitop3_b32 v6, v0, 64, s14 bitop3:0x36
	s_movk_i32 s12, 0x48
	s_movk_i32 s13, 0x50
	s_movk_i32 s14, 0x58
	v_bitop3_b32 v34, v44, v29, s7 bitop3:0x6c
	v_bitop3_b32 v7, v0, s12, v1 bitop3:0x36
	v_bitop3_b32 v8, v0, s13, v1 bitop3:0x36
	v_bitop3_b32 v0, v0, s14, v1 bitop3:0x36
	v_and_b32_e32 v1, 30, v38
	s_lshl_b32 s99, s96, 1
	v_and_b32_e32 v30, 0x80, v43
	s_lshr_b32 s6, s95, 1
	v_xor_b32_e32 v34, v34, v14
	v_lshl_or_b32 v1, v36, 7, v1
	s_movk_i32 s15, 0x840
	v_or3_b32 v30, v30, s6, v34
	s_and_b64 s[6:7], s[70:71], exec
	v_and_or_b32 v1, v37, s15, v1
	s_cselect_b32 s6, 0, 0x108
	v_bitop3_b32 v20, v1, s12, v57 bitop3:0x36
	s_movk_i32 s12, 0x4c
	v_xor_b32_e32 v35, s6, v42
	s_movk_i32 s6, 0x180
	v_bitop3_b32 v21, v1, s12, v57 bitop3:0x36
	s_movk_i32 s12, 0x54
	v_and_b32_e32 v55, 0x48, v41
	v_and_or_b32 v29, v43, s6, v29
	s_movk_i32 s15, 0x44
	v_bitop3_b32 v23, v1, s12, v57 bitop3:0x36
	s_movk_i32 s12, 0x5c
	v_xor_b32_e32 v25, v14, v47
	v_bitop3_b32 v26, s96, v14, v47 bitop3:0xf6
	v_lshlrev_b32_e32 v31, 1, v45
	v_or_b32_e32 v56, v55, v14
	v_bitop3_b32 v14, v55, v29, v14 bitop3:0x36
	v_or_b32_e32 v9, v1, v57
	v_bitop3_b32 v10, v1, 4, v57 bitop3:0x36
	v_bitop3_b32 v11, v1, 8, v57 bitop3:0x36
	v_bitop3_b32 v12, v1, 12, v57 bitop3:0x36
	v_bitop3_b32 v13, v1, 16, v57 bitop3:0x36
	v_bitop3_b32 v15, v1, 20, v57 bitop3:0x36
	v_bitop3_b32 v16, v1, 24, v57 bitop3:0x36
	v_bitop3_b32 v17, v1, 28, v57 bitop3:0x36
	v_bitop3_b32 v18, v1, 64, v57 bitop3:0x36
	v_bitop3_b32 v19, v1, s15, v57 bitop3:0x36
	v_bitop3_b32 v22, v1, s13, v57 bitop3:0x36
	v_bitop3_b32 v24, v1, s14, v57 bitop3:0x36
	v_bitop3_b32 v1, v1, s12, v57 bitop3:0x36
	v_bitop3_b32 v27, s96, 8, v25 bitop3:0x36
	v_bitop3_b32 v28, s96, 32, v25 bitop3:0x36
	v_bitop3_b32 v25, s96, 40, v25 bitop3:0x36
	v_or_b32_e32 v34, v30, v31
	v_bitop3_b32 v30, v30, 32, v31 bitop3:0x36
	v_xor_b32_e32 v52, 16, v35
	v_xor_b32_e32 v63, 32, v35
	v_xor_b32_e32 v92, 48, v35
	v_bitop3_b32 v29, v56, v31, v29 bitop3:0xde
	v_bitop3_b32 v31, v14, 32, v31 bitop3:0x36
	v_mov_b32_e32 v14, 0
	v_lshl_add_u32 v39, v53, 2, 0
	v_mov_b32_e32 v55, v54
	v_add_u32_e32 v56, 0, v2
	v_add_u32_e32 v58, 0, v3
	v_add_u32_e32 v59, 0, v4
	v_add_u32_e32 v60, 0, v5
	v_add_u32_e32 v61, 0, v6
	v_add_u32_e32 v64, 0, v7
	v_add_u32_e32 v65, 0, v8
	v_add_u32_e32 v66, 0, v0
	v_add_u32_e32 v67, 0, v9
	v_add_u32_e32 v68, 0, v10
	v_add_u32_e32 v69, 0, v11
	v_add_u32_e32 v70, 0, v12
	v_add_u32_e32 v71, 0, v13
	v_add_u32_e32 v72, 0, v15
	v_add_u32_e32 v73, 0, v16
	v_add_u32_e32 v74, 0, v17
	v_add_u32_e32 v75, 0, v18
	v_add_u32_e32 v76, 0, v19
	v_add_u32_e32 v77, 0, v20
	v_add_u32_e32 v78, 0, v21
	v_add_u32_e32 v79, 0, v22
	v_add_u32_e32 v80, 0, v23
	v_add_u32_e32 v81, 0, v24
	v_add_u32_e32 v82, 0, v1
	s_mov_b32 s30, 0x5040100
	v_add_u32_e32 v83, 0, v26
	v_add_u32_e32 v84, 0, v27
	v_add_u32_e32 v85, 0, v28
	v_add_u32_e32 v86, 0, v25
	v_add_u32_e32 v87, 0, v34
	v_add_u32_e32 v88, 0, v30
	v_add_u32_e32 v89, 0, v35
	v_add_u32_e32 v90, 0, v52
	v_add_u32_e32 v91, 0, v63
	v_add_u32_e32 v92, 0, v92
	v_add_u32_e32 v93, 0, v29
	v_add_u32_e32 v94, 0, v31
	v_mov_b32_e32 v15, v14
	v_mov_b32_e32 v12, v14
	v_mov_b32_e32 v13, v14
	v_mov_b32_e32 v10, v14
	v_mov_b32_e32 v11, v14
	v_mov_b32_e32 v8, v14
	v_mov_b32_e32 v9, v14
	v_mov_b32_e32 v6, v14
	v_mov_b32_e32 v7, v14
	v_mov_b32_e32 v4, v14
	v_mov_b32_e32 v5, v14
	v_mov_b32_e32 v2, v14
	v_mov_b32_e32 v3, v14
	v_mov_b32_e32 v0, v14
	v_mov_b32_e32 v1, v14
	v_mov_b32_e32 v96, 0xff800000
	v_mov_b32_e32 v95, 1.0
	s_branch .LBB0_35
.LBB0_34:                               ;   in Loop: Header=BB0_35 Depth=1
	s_or_b64 exec, exec, s[6:7]
	v_cvt_pk_f16_f32 v18, v18, v19
	v_cvt_pk_f16_f32 v19, v20, v21
	v_cvt_pk_f16_f32 v20, v22, v23
	v_cvt_pk_f16_f32 v21, v24, v25
	v_cvt_pk_f16_f32 v22, v26, v27
	v_cvt_pk_f16_f32 v23, v28, v29
	v_cvt_pk_f16_f32 v24, v30, v31
	v_cvt_pk_f16_f32 v25, v34, v35
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v83, v18
	ds_write_b16_d16_hi v83, v18 offset:128
	ds_write_b16 v83, v22 offset:2048
	ds_write_b16_d16_hi v83, v22 offset:2176
	ds_write_b16 v84, v19 offset:256
	ds_write_b16_d16_hi v84, v19 offset:384
	ds_write_b16 v84, v23 offset:2304
	ds_write_b16_d16_hi v84, v23 offset:2432
	ds_write_b16 v85, v20 offset:1024
	ds_write_b16_d16_hi v85, v20 offset:1152
	ds_write_b16 v85, v24 offset:3072
	ds_write_b16_d16_hi v85, v24 offset:3200
	ds_write_b16 v86, v21 offset:1280
	ds_write_b16_d16_hi v86, v21 offset:1408
	ds_write_b16 v86, v25 offset:3328
	ds_write_b16_d16_hi v86, v25 offset:3456
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b16 v[18:19], v87
	ds_read_b64_tr_b16 v[22:23], v87 offset:2048
	ds_read_b64_tr_b16 v[20:21], v88 offset:1024
	ds_read_b64_tr_b16 v[24:25], v88 offset:3072
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b16 v89, v97
	ds_write_b16 v89, v101 offset:2048
	ds_write_b16 v90, v98 offset:512
	ds_write_b16 v90, v102 offset:2560
	ds_write_b16 v91, v99 offset:1024
	ds_write_b16 v91, v103 offset:3072
	ds_write_b16 v92, v100 offset:1536
	ds_write_b16 v92, v104 offset:3584
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b16 v[26:27], v93
	ds_read_b64_tr_b16 v[28:29], v94 offset:1024
	v_pk_mul_f32 v[0:1], v[0:1], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[16:17] op_sel_hi:[1,0]
	ds_read_b64_tr_b16 v[98:99], v93 offset:2048
	ds_read_b64_tr_b16 v[100:101], v94 offset:3072
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_f16 v[0:15], v[26:29], v[18:21], v[0:15]
	v_add_f32_e32 v63, v17, v63
	v_fmac_f32_e32 v63, v95, v96
	s_add_i32 s98, s98, 32
	s_cmp_lt_i32 s98, s16
	v_mov_b32_e32 v96, v52
	v_mov_b32_e32 v95, v63
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[98:101], v[22:25], v[0:15]
	s_cbranch_scc0 .LBB0_68
.LBB0_35:                               ; =>This Inner Loop Header: Depth=1
	s_add_i32 s6, s97, s98
	s_ashr_i32 s7, s6, 31
	s_add_u32 s12, s6, s33
	s_addc_u32 s13, s7, 0
	s_cmp_gt_i32 s13, -1
	v_mov_b64_e32 v[16:17], s[24:25]
	s_cselect_b64 s[26:27], -1, 0
	v_cmp_lt_i64_e64 s[6:7], s[12:13], v[16:17]
	s_and_b64 s[6:7], s[26:27], s[6:7]
	s_and_b64 s[14:15], s[2:3], s[6:7]
	v_mov_b32_e32 v16, v40
	s_and_saveexec_b64 s[6:7], s[14:15]
	s_cbranch_execz .LBB0_37
; %bb.36:                               ;   in Loop: Header=BB0_35 Depth=1
	s_mul_i32 s14, s12, s37
	s_mul_hi_u32 s15, s12, s36
	s_add_i32 s14, s15, s14
	s_mul_i32 s15, s13, s36
	s_add_i32 s15, s14, s15
	s_mul_i32 s14, s12, s36
	v_lshl_add_u64 v[16:17], s[14:15], 1, v[32:33]
	global_load_ushort v16, v[16:17], off
.LBB0_37:                               ;   in Loop: Header=BB0_35 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_add_u32 s14, s12, 4
	s_addc_u32 s15, s13, 0
	s_cmp_gt_i32 s15, -1
	v_mov_b64_e32 v[18:19], s[24:25]
	s_cselect_b64 s[74:75], -1, 0
	v_cmp_lt_i64_e64 s[6:7], s[14:15], v[18:19]
	s_and_b64 s[6:7], s[74:75], s[6:7]
	s_and_b64 s[18:19], s[2:3], s[6:7]
	v_mov_b32_e32 v17, v40
	s_and_saveexec_b64 s[6:7], s[18:19]
	s_cbranch_execz .LBB0_39
; %bb.38:                               ;   in Loop: Header=BB0_35 Depth=1
	s_mul_i32 s18, s14, s37
	s_mul_hi_u32 s19, s14, s36
	s_add_i32 s18, s19, s18
	s_mul_i32 s19, s15, s36
	s_add_i32 s19, s18, s19
	s_mul_i32 s18, s14, s36
	v_lshl_add_u64 v[18:19], s[18:19], 1, v[32:33]
	global_load_ushort v17, v[18:19], off
.LBB0_39:                               ;   in Loop: Header=BB0_35 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_add_u32 s18, s12, 8
	s_addc_u32 s19, s13, 0
	s_cmp_gt_i32 s19, -1
	v_mov_b64_e32 v[18:19], s[24:25]
	s_cselect_b64 s[78:79], -1, 0
	v_cmp_lt_i64_e64 s[6:7], s[18:19], v[18:19]
	s_and_b64 s[6:7], s[78:79], s[6:7]
	s_and_b64 s[22:23], s[2:3], s[6:7]
	v_mov_b32_e32 v18, v40
	s_and_saveexec_b64 s[6:7], s[22:23]
	s_cbranch_execz .LBB0_41
; %bb.40:                               ;   in Loop: Header=BB0_35 Depth=1
	s_mul_i32 s22, s18, s37
	s_mul_hi_u32 s23, s18, s36
	s_add_i32 s22, s23, s22
	s_mul_i32 s23, s19, s36
	s_add_i32 s23, s22, s23
	s_mul_i32 s22, s18, s36
	v_lshl_add_u64 v[18:19], s[22:23], 1, v[32:33]
	global_load_ushort v18, v[18:19], off
.LBB0_41:                               ;   in Loop: Header=BB0_35 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_add_u32 s22, s12, 12
	s_addc_u32 s23, s13, 0
	s_cmp_gt_i32 s23, -1
	v_mov_b64_e32 v[20:21], s[24:25]
	s_cselect_b64 s[82:83], -1, 0
	v_cmp_lt_i64_e64 s[6:7], s[22:23], v[20:21]
	s_and_b64 s[6:7], s[82:83], s[6:7]
	s_and_b64 s[72:73], s[2:3], s[6:7]
	v_mov_b32_e32 v19, v40
	s_and_saveexec_b64 s[6:7], s[72:73]
	s_cbranch_execz .LBB0_43
; %bb.42:                               ;   in Loop: Header=BB0_35 Depth=1
	s_mul_i32 s31, s22, s37
	s_mul_hi_u32 s42, s22, s36
	s_add_i32 s31, s42, s31
	s_mul_i32 s42, s23, s36
	s_add_i32 s73, s31, s42
	s_mul_i32 s72, s22, s36
	v_lshl_add_u64 v[20:21], s[72:73], 1, v[32:33]
	global_load_ushort v19, v[20:21], off
.LBB0_43:                               ;   in Loop: Header=BB0_35 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_add_u32 s72, s12, 16
	s_addc_u32 s73, s13, 0
	s_cmp_gt_i32 s73, -1
	v_mov_b64_e32 v[20:21], s[24:25]
	s_cselect_b64 s[86:87], -1, 0
	v_cmp_lt_i64_e64 s[6:7], s[72:73], v[20:21]
	s_and_b64 s[6:7], s[86:87], s[6:7]
	s_and_b64 s[76:77], s[2:3], s[6:7]
	v_mov_b32_e32 v20, v40
	s_and_saveexec_b64 s[6:7], s[76:77]
	s_cbranch_execz .LBB0_45
; %bb.44:                               ;   in Loop: Header=BB0_35 Depth=1
	s_mul_i32 s31, s72, s37
	s_mul_hi_u32 s42, s72, s36
	s_add_i32 s31, s42, s31
	s_mul_i32 s42, s73, s36
	s_add_i32 s77, s31, s42
	s_mul_i32 s76, s72, s36
	v_lshl_add_u64 v[20:21], s[76:77], 1, v[32:33]
	global_load_ushort v20, v[20:21], off
.LBB0_45:                               ;   in Loop: Header=BB0_35 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_add_u32 s76, s12, 20
	s_addc_u32 s77, s13, 0
	s_cmp_gt_i32 s77, -1
	v_mov_b64_e32 v[22:23], s[24:25]
	s_cselect_b64 s[88:89], -1, 0
	v_cmp_lt_i64_e64 s[6:7], s[76:77], v[22:23]
	s_and_b64 s[6:7], s[88:89], s[6:7]
	s_and_b64 s[80:81], s[2:3], s[6:7]
	v_mov_b32_e32 v21, v40
	s_and_saveexec_b64 s[6:7], s[80:81]
	s_cbranch_execz .LBB0_47
; %bb.46:                               ;   in Loop: Header=BB0_35 Depth=1
	s_mul_i32 s31, s76, s37
	s_mul_hi_u32 s42, s76, s36
	s_add_i32 s31, s42, s31
	s_mul_i32 s42, s77, s36
	s_add_i32 s81, s31, s42
	s_mul_i32 s80, s76, s36
	v_lshl_add_u64 v[22:23], s[80:81], 1, v[32:33]
	global_load_ushort v21, v[22:23], off
.LBB0_47:                               ;   in Loop: Header=BB0_35 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_add_u32 s80, s12, 24
	s_addc_u32 s81, s13, 0
	s_cmp_gt_i32 s81, -1
	v_mov_b64_e32 v[22:23], s[24:25]
	s_cselect_b64 s[90:91], -1, 0
	v_cmp_lt_i64_e64 s[6:7], s[80:81], v[22:23]
	s_and_b64 s[6:7], s[90:91], s[6:7]
	s_and_b64 s[84:85], s[2:3], s[6:7]
	v_mov_b32_e32 v22, v40
	s_and_saveexec_b64 s[6:7], s[84:85]
	s_cbranch_execz .LBB0_49
; %bb.48:                               ;   in Loop: Header=BB0_35 Depth=1
	s_mul_i32 s31, s80, s37
	s_mul_hi_u32 s42, s80, s36
	s_add_i32 s31, s42, s31
	s_mul_i32 s42, s81, s36
	s_add_i32 s85, s31, s42
	s_mul_i32 s84, s80, s36
	v_lshl_add_u64 v[22:23], s[84:85], 1, v[32:33]
	global_load_ushort v22, v[22:23], off
.LBB0_49:                               ;   in Loop: Header=BB0_35 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_add_u32 s84, s12, 28
	s_addc_u32 s85, s13, 0
	s_cmp_gt_i32 s85, -1
	v_mov_b64_e32 v[24:25], s[24:25]
	s_cselect_b64 s[92:93], -1, 0
	v_cmp_lt_i64_e64 s[6:7], s[84:85], v[24:25]
	s_and_b64 s[6:7], s[92:93], s[6:7]
	s_and_b64 s[42:43], s[2:3], s[6:7]
	v_mov_b32_e32 v23, v40
	s_and_saveexec_b64 s[6:7], s[42:43]
	s_cbranch_execz .LBB0_51
; %bb.50:                               ;   in Loop: Header=BB0_35 Depth=1
	s_mul_i32 s31, s84, s37
	s_mul_hi_u32 s42, s84, s36
	s_add_i32 s31, s42, s31
	s_mul_i32 s42, s85, s36
	s_add_i32 s43, s31, s42
	s_mul_i32 s42, s84, s36
	v_lshl_add_u64 v[24:25], s[42:43], 1, v[32:33]
	global_load_ushort v23, v[24:25], off
.LBB0_51:                               ;   in Loop: Header=BB0_35 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b16 v56, v16
	ds_write_b16 v58, v17 offset:512
	ds_write_b16 v59, v18 offset:1024
	ds_write_b16 v60, v19 offset:1536
	ds_write_b16 v61, v20 offset:2048
	ds_write_b16 v64, v21 offset:2560
	ds_write_b16 v65, v22 offset:3072
	ds_write_b16 v66, v23 offset:3584
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v16, v67
	ds_read_u16 v34, v67 offset:128
	ds_read_u16 v17, v68
	ds_read_u16 v35, v68 offset:128
	ds_read_u16 v18, v69
	ds_read_u16 v52, v69 offset:128
	ds_read_u16 v19, v70
	ds_read_u16 v63, v70 offset:128
	ds_read_u16 v20, v71
	ds_read_u16 v97, v71 offset:128
	ds_read_u16 v21, v73
	ds_read_u16 v22, v74
	ds_read_u16 v23, v72
	ds_read_u16 v104, v72 offset:128
	ds_read_u16 v105, v73 offset:128
	ds_read_u16 v106, v74 offset:128
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v101, v22, v21, s30
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v100, v23, v20, s30
	v_perm_b32 v99, v19, v18, s30
	v_perm_b32 v98, v17, v16, s30
	ds_read_u16 v16, v81
	ds_read_u16 v17, v82
	ds_read_u16 v102, v79
	ds_read_u16 v107, v80
	ds_read_u16 v108, v82 offset:128
	ds_read_u16 v109, v81 offset:128
	ds_read_u16 v110, v80 offset:128
	s_waitcnt lgkmcnt(5)
	v_perm_b32 v103, v17, v16, s30
	v_mfma_f32_32x32x16_f16 v[16:31], v[98:101], v[134:137], 0
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v102, v107, v102, s30
	ds_read_u16 v99, v75
	ds_read_u16 v107, v75 offset:128
	ds_read_u16 v100, v77
	ds_read_u16 v101, v78
	ds_read_u16 v111, v76
	ds_read_u16 v112, v78 offset:128
	ds_read_u16 v113, v77 offset:128
	ds_read_u16 v114, v76 offset:128
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v101, v101, v100, s30
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v100, v111, v99, s30
	v_perm_b32 v105, v106, v105, s30
	v_perm_b32 v104, v104, v97, s30
	ds_read_u16 v98, v79 offset:128
	v_mfma_f32_32x32x16_f16 v[16:31], v[100:103], v[130:133], v[16:31]
	v_perm_b32 v103, v63, v52, s30
	v_perm_b32 v102, v35, v34, s30
	v_perm_b32 v101, v108, v109, s30
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v100, v110, v98, s30
	v_perm_b32 v99, v112, v113, s30
	v_perm_b32 v98, v114, v107, s30
	v_mfma_f32_32x32x16_f16 v[16:31], v[102:105], v[126:129], v[16:31]
	s_barrier
	v_mfma_f32_32x32x16_f16 v[16:31], v[98:101], v[122:125], v[16:31]
	s_nop 11
	v_max_f32_e32 v34, v17, v17
	v_max_f32_e32 v35, v16, v16
	v_max_f32_e32 v34, v35, v34
	v_max3_f32 v35, v19, v20, v21
	v_max3_f32 v63, v25, v26, v27
	v_max3_f32 v97, v28, v29, v30
	v_max3_f32 v52, v22, v23, v24
	v_max3_f32 v34, v34, v18, v35
	v_max3_f32 v35, v63, v97, v31
	v_max3_f32 v34, v34, v52, v35
	v_mov_b32_e32 v35, v34
	s_nop 1
	v_permlane32_swap_b32_e32 v34, v35
	v_max_f32_e32 v35, v35, v35
	v_max_f32_e32 v34, v34, v34
	v_max_f32_e32 v34, v34, v35
	v_mul_f32_e32 v34, v54, v34
	v_max_f32_e32 v35, v96, v96
	v_max_f32_e32 v52, v35, v34
	v_pk_fma_f32 v[16:17], v[54:55], v[16:17], v[52:53] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[34:35], v[54:55], v[18:19], v[52:53] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[98:99], v[54:55], v[20:21], v[52:53] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[100:101], v[54:55], v[22:23], v[52:53] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[102:103], v[54:55], v[24:25], v[52:53] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[104:105], v[54:55], v[26:27], v[52:53] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[106:107], v[54:55], v[28:29], v[52:53] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[108:109], v[54:55], v[30:31], v[52:53] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_exp_f32_e32 v18, v16
	v_exp_f32_e32 v19, v17
	v_exp_f32_e32 v20, v34
	v_exp_f32_e32 v21, v35
	v_exp_f32_e32 v22, v98
	v_exp_f32_e32 v23, v99
	v_exp_f32_e32 v24, v100
	v_exp_f32_e32 v25, v101
	v_exp_f32_e32 v26, v102
	v_exp_f32_e32 v27, v103
	v_exp_f32_e32 v28, v104
	v_exp_f32_e32 v29, v105
	v_exp_f32_e32 v30, v106
	v_exp_f32_e32 v31, v107
	v_exp_f32_e32 v34, v108
	v_exp_f32_e32 v35, v109
	v_pk_add_f32 v[16:17], v[18:19], v[20:21]
	v_pk_add_f32 v[98:99], v[22:23], v[24:25]
	v_pk_add_f32 v[100:101], v[26:27], v[28:29]
	v_pk_add_f32 v[102:103], v[30:31], v[34:35]
	v_pk_add_f32 v[16:17], v[16:17], v[98:99]
	v_pk_add_f32 v[98:99], v[100:101], v[102:103]
	v_mov_b32_e32 v97, v62
	v_pk_add_f32 v[16:17], v[16:17], v[98:99]
	v_mov_b64_e32 v[98:99], s[20:21]
	v_add_f32_e32 v17, v16, v17
	v_sub_f32_e32 v16, v96, v52
	v_exp_f32_e32 v96, v16
	v_add_u32_e32 v16, s99, v39
	v_cmp_lt_i64_e64 s[6:7], s[12:13], v[98:99]
	v_mov_b32_e32 v63, v17
	ds_write_b32 v16, v96
	v_add_u32_e32 v16, s95, v39
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v16, v16
	s_and_b64 s[6:7], s[26:27], s[6:7]
	v_permlane32_swap_b32_e32 v17, v63
	s_and_b64 s[26:27], vcc, s[6:7]
	s_and_saveexec_b64 s[6:7], s[26:27]
	s_cbranch_execz .LBB0_53
; %bb.52:                               ;   in Loop: Header=BB0_35 Depth=1
	s_mul_i32 s26, s12, s35
	s_mul_hi_u32 s27, s12, s34
	s_add_i32 s26, s27, s26
	s_mul_i32 s13, s13, s34
	s_add_i32 s13, s26, s13
	s_mul_i32 s12, s12, s34
	v_lshl_add_u64 v[98:99], s[12:13], 1, v[50:51]
	global_load_ushort v97, v[98:99], off
.LBB0_53:                               ;   in Loop: Header=BB0_35 Depth=1
	s_or_b64 exec, exec, s[6:7]
	v_mov_b64_e32 v[98:99], s[20:21]
	v_cmp_lt_i64_e64 s[6:7], s[14:15], v[98:99]
	s_and_b64 s[6:7], s[74:75], s[6:7]
	s_and_b64 s[12:13], vcc, s[6:7]
	v_mov_b32_e32 v98, v62
	s_and_saveexec_b64 s[6:7], s[12:13]
	s_cbranch_execz .LBB0_55
; %bb.54:                               ;   in Loop: Header=BB0_35 Depth=1
	s_mul_i32 s12, s14, s35
	s_mul_hi_u32 s13, s14, s34
	s_add_i32 s12, s13, s12
	s_mul_i32 s13, s15, s34
	s_add_i32 s13, s12, s13
	s_mul_i32 s12, s14, s34
	v_lshl_add_u64 v[98:99], s[12:13], 1, v[50:51]
	global_load_ushort v98, v[98:99], off
.LBB0_55:                               ;   in Loop: Header=BB0_35 Depth=1
	s_or_b64 exec, exec, s[6:7]
	v_mov_b64_e32 v[100:101], s[20:21]
	v_cmp_lt_i64_e64 s[6:7], s[18:19], v[100:101]
	s_and_b64 s[6:7], s[78:79], s[6:7]
	s_and_b64 s[12:13], vcc, s[6:7]
	v_mov_b32_e32 v99, v62
	s_and_saveexec_b64 s[6:7], s[12:13]
	s_cbranch_execz .LBB0_57
; %bb.56:                               ;   in Loop: Header=BB0_35 Depth=1
	s_mul_i32 s12, s18, s35
	s_mul_hi_u32 s13, s18, s34
	s_add_i32 s12, s13, s12
	s_mul_i32 s13, s19, s34
	s_add_i32 s13, s12, s13
	s_mul_i32 s12, s18, s34
	v_lshl_add_u64 v[100:101], s[12:13], 1, v[50:51]
	global_load_ushort v99, v[100:101], off
.LBB0_57:                               ;   in Loop: Header=BB0_35 Depth=1
	s_or_b64 exec, exec, s[6:7]
	v_mov_b64_e32 v[100:101], s[20:21]
	v_cmp_lt_i64_e64 s[6:7], s[22:23], v[100:101]
	s_and_b64 s[6:7], s[82:83], s[6:7]
	s_and_b64 s[12:13], vcc, s[6:7]
	v_mov_b32_e32 v100, v62
	s_and_saveexec_b64 s[6:7], s[12:13]
	s_cbranch_execz .LBB0_59
; %bb.58:                               ;   in Loop: Header=BB0_35 Depth=1
	s_mul_i32 s12, s22, s35
	s_mul_hi_u32 s13, s22, s34
	s_add_i32 s12, s13, s12
	s_mul_i32 s13, s23, s34
	s_add_i32 s13, s12, s13
	s_mul_i32 s12, s22, s34
	v_lshl_add_u64 v[100:101], s[12:13], 1, v[50:51]
	global_load_ushort v100, v[100:101], off
.LBB0_59:                               ;   in Loop: Header=BB0_35 Depth=1
	s_or_b64 exec, exec, s[6:7]
	v_mov_b64_e32 v[102:103], s[20:21]
	v_cmp_lt_i64_e64 s[6:7], s[72:73], v[102:103]
	s_and_b64 s[6:7], s[86:87], s[6:7]
	s_and_b64 s[12:13], vcc, s[6:7]
	v_mov_b32_e32 v101, v62
	s_and_saveexec_b64 s[6:7], s[12:13]
	s_cbranch_execz .LBB0_61
; %bb.60:                               ;   in Loop: Header=BB0_35 Depth=1
	s_mul_i32 s12, s72, s35
	s_mul_hi_u32 s13, s72, s34
	s_add_i32 s12, s13, s12
	s_mul_i32 s13, s73, s34
	s_add_i32 s13, s12, s13
	s_mul_i32 s12, s72, s34
	v_lshl_add_u64 v[102:103], s[12:13], 1, v[50:51]
	global_load_ushort v101, v[102:103], off
.LBB0_61:                               ;   in Loop: Header=BB0_35 Depth=1
	s_or_b64 exec, exec, s[6:7]
	v_mov_b64_e32 v[102:103], s[20:21]
	v_cmp_lt_i64_e64 s[6:7], s[76:77], v[102:103]
	s_and_b64 s[6:7], s[88:89], s[6:7]
	s_and_b64 s[12:13], vcc, s[6:7]
	v_mov_b32_e32 v102, v62
	s_and_saveexec_b64 s[6:7], s[12:13]
	s_cbranch_execz .LBB0_63
; %bb.62:                               ;   in Loop: Header=BB0_35 Depth=1
	s_mul_i32 s12, s76, s35
	s_mul_hi_u32 s13, s76, s34
	s_add_i32 s12, s13, s12
	s_mul_i32 s13, s77, s34
	s_add_i32 s13, s12, s13
	s_mul_i32 s12, s76, s34
	v_lshl_add_u64 v[102:103], s[12:13], 1, v[50:51]
	global_load_ushort v102, v[102:103], off
.LBB0_63:                               ;   in Loop: Header=BB0_35 Depth=1
	s_or_b64 exec, exec, s[6:7]
	v_mov_b64_e32 v[104:105], s[20:21]
	v_cmp_lt_i64_e64 s[6:7], s[80:81], v[104:105]
	s_and_b64 s[6:7], s[90:91], s[6:7]
	s_and_b64 s[12:13], vcc, s[6:7]
	v_mov_b32_e32 v103, v62
	s_and_saveexec_b64 s[6:7], s[12:13]
	s_cbranch_execz .LBB0_65
; %bb.64:                               ;   in Loop: Header=BB0_35 Depth=1
	s_mul_i32 s12, s80, s35
	s_mul_hi_u32 s13, s80, s34
	s_add_i32 s12, s13, s12
	s_mul_i32 s13, s81, s34
	s_add_i32 s13, s12, s13
	s_mul_i32 s12, s80, s34
	v_lshl_add_u64 v[104:105], s[12:13], 1, v[50:51]
	global_load_ushort v103, v[104:105], off
.LBB0_65:                               ;   in Loop: Header=BB0_35 Depth=1
	s_or_b64 exec, exec, s[6:7]
	v_mov_b64_e32 v[104:105], s[20:21]
	v_cmp_lt_i64_e64 s[6:7], s[84:85], v[104:105]
	s_and_b64 s[6:7], s[92:93], s[6:7]
	s_and_b64 s[12:13], vcc, s[6:7]
	v_mov_b32_e32 v104, v62
	s_and_saveexec_b64 s[6:7], s[12:13]
	s_cbranch_execz .LBB0_34
; %bb.66:                               ;   in Loop: Header=BB0_35 Depth=1
	s_mul_i32 s12, s84, s35
	s_mul_hi_u32 s13, s84, s34
	s_add_i32 s12, s13, s12
	s_mul_i32 s13, s85, s34
	s_add_i32 s13, s12, s13
	s_mul_i32 s12, s84, s34
	v_lshl_add_u64 v[104:105], s[12:13], 1, v[50:51]
	global_load_ushort v104, v[104:105], off
	s_branch .LBB0_34
.LBB0_67:
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v5, v1
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v9, v1
	v_mov_b32_e32 v8, v1
	v_mov_b32_e32 v11, v1
	v_mov_b32_e32 v10, v1
	v_mov_b32_e32 v13, v1
	v_mov_b32_e32 v12, v1
	v_mov_b32_e32 v15, v1
	v_mov_b32_e32 v14, v1
.LBB0_68:                               ; %Flow455
	s_load_dwordx4 s[12:15], s[0:1], 0xf8
	s_lshr_b32 s72, s96, 1
	s_cmp_lg_u32 s16, 0x7fffffc0
	s_cbranch_scc0 .LBB0_136
; %bb.69:                               ; %.lr.ph116
	v_mov_b64_e32 v[16:17], s[24:25]
	v_readlane_b32 s6, v146, 0
	v_cmp_lt_i64_e64 s[0:1], s[38:39], v[16:17]
	v_readlane_b32 s7, v146, 1
	s_and_b64 s[0:1], s[6:7], s[0:1]
	s_and_b64 s[6:7], s[2:3], s[0:1]
	v_mov_b32_e32 v16, v40
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_71
; %bb.70:
	s_mul_i32 s6, s38, s37
	s_mul_hi_u32 s7, s38, s36
	s_add_i32 s6, s7, s6
	s_mul_i32 s7, s39, s36
	s_add_i32 s7, s6, s7
	s_mul_i32 s6, s38, s36
	v_lshl_add_u64 v[16:17], s[6:7], 1, v[32:33]
	global_load_ushort v16, v[16:17], off
.LBB0_71:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b64_e32 v[18:19], s[24:25]
	v_cmp_lt_i64_e64 s[0:1], s[40:41], v[18:19]
	s_and_b64 s[0:1], s[46:47], s[0:1]
	s_and_b64 s[6:7], s[2:3], s[0:1]
	v_mov_b32_e32 v17, v40
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_73
; %bb.72:
	s_mul_i32 s6, s40, s37
	s_mul_hi_u32 s7, s40, s36
	s_add_i32 s6, s7, s6
	s_mul_i32 s7, s41, s36
	s_add_i32 s7, s6, s7
	s_mul_i32 s6, s40, s36
	v_lshl_add_u64 v[18:19], s[6:7], 1, v[32:33]
	global_load_ushort v17, v[18:19], off
.LBB0_73:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b64_e32 v[18:19], s[24:25]
	v_cmp_lt_i64_e64 s[0:1], s[44:45], v[18:19]
	s_and_b64 s[0:1], s[50:51], s[0:1]
	s_and_b64 s[6:7], s[2:3], s[0:1]
	v_mov_b32_e32 v18, v40
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_75
; %bb.74:
	s_mul_i32 s6, s44, s37
	s_mul_hi_u32 s7, s44, s36
	s_add_i32 s6, s7, s6
	s_mul_i32 s7, s45, s36
	s_add_i32 s7, s6, s7
	s_mul_i32 s6, s44, s36
	v_lshl_add_u64 v[18:19], s[6:7], 1, v[32:33]
	global_load_ushort v18, v[18:19], off
.LBB0_75:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b64_e32 v[20:21], s[24:25]
	v_cmp_lt_i64_e64 s[0:1], s[48:49], v[20:21]
	s_and_b64 s[0:1], s[54:55], s[0:1]
	s_and_b64 s[6:7], s[2:3], s[0:1]
	v_mov_b32_e32 v19, v40
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_77
; %bb.76:
	s_mul_i32 s6, s48, s37
	s_mul_hi_u32 s7, s48, s36
	s_add_i32 s6, s7, s6
	s_mul_i32 s7, s49, s36
	s_add_i32 s7, s6, s7
	s_mul_i32 s6, s48, s36
	v_lshl_add_u64 v[20:21], s[6:7], 1, v[32:33]
	global_load_ushort v19, v[20:21], off
.LBB0_77:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b64_e32 v[20:21], s[24:25]
	v_cmp_lt_i64_e64 s[0:1], s[52:53], v[20:21]
	s_and_b64 s[0:1], s[58:59], s[0:1]
	s_and_b64 s[6:7], s[2:3], s[0:1]
	v_mov_b32_e32 v20, v40
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_79
; %bb.78:
	s_mul_i32 s6, s52, s37
	s_mul_hi_u32 s7, s52, s36
	s_add_i32 s6, s7, s6
	s_mul_i32 s7, s53, s36
	s_add_i32 s7, s6, s7
	s_mul_i32 s6, s52, s36
	v_lshl_add_u64 v[20:21], s[6:7], 1, v[32:33]
	global_load_ushort v20, v[20:21], off
.LBB0_79:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b64_e32 v[22:23], s[24:25]
	v_cmp_lt_i64_e64 s[0:1], s[56:57], v[22:23]
	s_and_b64 s[0:1], s[62:63], s[0:1]
	s_and_b64 s[6:7], s[2:3], s[0:1]
	v_mov_b32_e32 v21, v40
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_81
; %bb.80:
	s_mul_i32 s6, s56, s37
	s_mul_hi_u32 s7, s56, s36
	s_add_i32 s6, s7, s6
	s_mul_i32 s7, s57, s36
	s_add_i32 s7, s6, s7
	s_mul_i32 s6, s56, s36
	v_lshl_add_u64 v[22:23], s[6:7], 1, v[32:33]
	global_load_ushort v21, v[22:23], off
.LBB0_81:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b64_e32 v[22:23], s[24:25]
	v_cmp_lt_i64_e64 s[0:1], s[60:61], v[22:23]
	s_and_b64 s[0:1], s[66:67], s[0:1]
	s_and_b64 s[6:7], s[2:3], s[0:1]
	v_mov_b32_e32 v22, v40
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_83
; %bb.82:
	s_mul_i32 s6, s60, s37
	s_mul_hi_u32 s7, s60, s36
	s_add_i32 s6, s7, s6
	s_mul_i32 s7, s61, s36
	s_add_i32 s7, s6, s7
	s_mul_i32 s6, s60, s36
	v_lshl_add_u64 v[22:23], s[6:7], 1, v[32:33]
	global_load_ushort v22, v[22:23], off
.LBB0_83:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b64_e32 v[24:25], s[24:25]
	v_cmp_lt_i64_e64 s[0:1], s[64:65], v[24:25]
	s_and_b64 s[0:1], s[68:69], s[0:1]
	s_and_b64 s[6:7], s[2:3], s[0:1]
	v_mov_b32_e32 v23, v40
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_85
; %bb.84:
	s_mul_i32 s6, s64, s37
	s_mul_hi_u32 s7, s64, s36
	s_add_i32 s6, s7, s6
	s_mul_i32 s7, s65, s36
	s_add_i32 s7, s6, s7
	s_mul_i32 s6, s64, s36
	v_lshl_add_u64 v[24:25], s[6:7], 1, v[32:33]
	global_load_ushort v23, v[24:25], off
.LBB0_85:
	s_or_b64 exec, exec, s[0:1]
	s_lshr_b32 s6, s96, 5
	s_and_b64 s[0:1], s[70:71], exec
	s_cselect_b32 s0, 0, 0x104
	v_xor_b32_e32 v24, s0, v49
	v_mov_b32_e32 v25, s6
	v_bitop3_b32 v26, s0, v25, v49 bitop3:0xde
	v_bitop3_b32 v27, v24, 8, s6 bitop3:0x36
	v_bitop3_b32 v28, v24, 16, s6 bitop3:0x36
	v_bitop3_b32 v29, v24, 24, s6 bitop3:0x36
	v_bitop3_b32 v30, v24, 64, s6 bitop3:0x36
	s_movk_i32 s0, 0x48
	s_movk_i32 s1, 0x50
	s_movk_i32 s6, 0x58
	v_bitop3_b32 v31, v24, s0, v25 bitop3:0x36
	v_bitop3_b32 v34, v24, s1, v25 bitop3:0x36
	v_bitop3_b32 v24, v24, s6, v25 bitop3:0x36
	v_and_b32_e32 v25, 30, v38
	v_lshl_or_b32 v25, v36, 7, v25
	s_movk_i32 s7, 0x840
	v_and_or_b32 v25, v37, s7, v25
	v_or_b32_e32 v35, v25, v57
	v_bitop3_b32 v39, v25, 16, v57 bitop3:0x36
	v_bitop3_b32 v36, v25, 4, v57 bitop3:0x36
	v_bitop3_b32 v37, v25, 8, v57 bitop3:0x36
	v_bitop3_b32 v38, v25, 12, v57 bitop3:0x36
	v_bitop3_b32 v55, v25, 20, v57 bitop3:0x36
	v_bitop3_b32 v56, v25, 24, v57 bitop3:0x36
	v_bitop3_b32 v58, v25, 28, v57 bitop3:0x36
	v_add_u32_e32 v75, 0, v26
	v_add_u32_e32 v76, 0, v27
	v_add_u32_e32 v77, 0, v28
	v_add_u32_e32 v78, 0, v29
	v_add_u32_e32 v79, 0, v30
	v_add_u32_e32 v80, 0, v31
	v_add_u32_e32 v81, 0, v34
	v_add_u32_e32 v82, 0, v24
	v_add_u32_e32 v83, 0, v35
	v_add_u32_e32 v87, 0, v39
	v_bitop3_b32 v61, v25, s0, v57 bitop3:0x36
	s_movk_i32 s0, 0x4c
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b16 v75, v16
	ds_write_b16 v76, v17 offset:512
	ds_write_b16 v77, v18 offset:1024
	ds_write_b16 v78, v19 offset:1536
	ds_write_b16 v79, v20 offset:2048
	ds_write_b16 v80, v21 offset:2560
	ds_write_b16 v81, v22 offset:3072
	ds_write_b16 v82, v23 offset:3584
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_add_u32_e32 v84, 0, v36
	v_add_u32_e32 v85, 0, v37
	v_add_u32_e32 v86, 0, v38
	ds_read_u16 v16, v83
	ds_read_u16 v96, v83 offset:128
	ds_read_u16 v17, v84
	ds_read_u16 v98, v84 offset:128
	ds_read_u16 v18, v85
	ds_read_u16 v99, v85 offset:128
	ds_read_u16 v19, v86
	ds_read_u16 v105, v86 offset:128
	v_add_u32_e32 v88, 0, v55
	v_add_u32_e32 v90, 0, v56
	v_add_u32_e32 v92, 0, v58
	ds_read_u16 v20, v87
	ds_read_u16 v55, v87 offset:128
	ds_read_u16 v21, v88
	ds_read_u16 v56, v88 offset:128
	ds_read_u16 v22, v90
	ds_read_u16 v58, v90 offset:128
	ds_read_u16 v23, v92
	ds_read_u16 v106, v92 offset:128
	v_bitop3_b32 v65, v25, s0, v57 bitop3:0x36
	s_movk_i32 s0, 0x54
	s_movk_i32 s7, 0x44
	v_bitop3_b32 v89, v25, s0, v57 bitop3:0x36
	s_movk_i32 s0, 0x5c
	v_bitop3_b32 v59, v25, 64, v57 bitop3:0x36
	v_bitop3_b32 v60, v25, s7, v57 bitop3:0x36
	v_bitop3_b32 v74, v25, s1, v57 bitop3:0x36
	v_bitop3_b32 v91, v25, s6, v57 bitop3:0x36
	v_bitop3_b32 v25, v25, s0, v57 bitop3:0x36
	s_mov_b32 s0, 0x5040100
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v37, v23, v22, s0
	v_perm_b32 v36, v21, v20, s0
	v_perm_b32 v35, v19, v18, s0
	v_perm_b32 v34, v17, v16, s0
	v_add_u32_e32 v100, 0, v59
	v_add_u32_e32 v95, 0, v74
	v_add_u32_e32 v102, 0, v60
	v_add_u32_e32 v103, 0, v61
	v_add_u32_e32 v104, 0, v65
	ds_read_u16 v59, v100
	ds_read_u16 v65, v100 offset:128
	ds_read_u16 v60, v102
	ds_read_u16 v107, v102 offset:128
	ds_read_u16 v61, v103
	ds_read_u16 v109, v103 offset:128
	ds_read_u16 v93, v104
	ds_read_u16 v110, v104 offset:128
	v_add_u32_e32 v94, 0, v89
	v_add_u32_e32 v97, 0, v91
	v_add_u32_e32 v101, 0, v25
	ds_read_u16 v38, v95
	ds_read_u16 v74, v95 offset:128
	ds_read_u16 v16, v97
	ds_read_u16 v17, v101
	ds_read_u16 v89, v94
	ds_read_u16 v111, v94 offset:128
	ds_read_u16 v112, v97 offset:128
	ds_read_u16 v113, v101 offset:128
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v39, v17, v16, s0
	v_mfma_f32_32x32x16_f16 v[16:31], v[34:37], v[134:137], 0
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v38, v89, v38, s0
	v_perm_b32 v37, v93, v61, s0
	v_perm_b32 v36, v60, v59, s0
	v_perm_b32 v61, v106, v58, s0
	v_perm_b32 v60, v56, v55, s0
	v_perm_b32 v59, v105, v99, s0
	v_perm_b32 v58, v98, v96, s0
	v_mfma_f32_32x32x16_f16 v[16:31], v[36:39], v[130:133], v[16:31]
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v37, v113, v112, s0
	v_perm_b32 v36, v111, v74, s0
	v_perm_b32 v35, v110, v109, s0
	v_perm_b32 v34, v107, v65, s0
	v_lshrrev_b32_e32 v66, 3, v57
	v_or_b32_e32 v91, 16, v66
	s_or_b32 s0, s72, s16
	v_mfma_f32_32x32x16_f16 v[16:31], v[58:61], v[126:129], v[16:31]
	v_or_b32_e32 v106, 27, v66
	v_or_b32_e32 v74, s0, v53
	v_or_b32_e32 v68, 3, v66
	v_mov_b32_e32 v55, 0xc9742400
	v_or_b32_e32 v69, 2, v66
	v_or_b32_e32 v67, 1, v66
	v_or_b32_e32 v71, 9, v66
	v_mfma_f32_32x32x16_f16 v[16:31], v[34:37], v[122:125], v[16:31]
	v_or_b32_e32 v34, s16, v91
	v_or_b32_e32 v35, s16, v106
	v_cmp_lt_i32_e64 s[0:1], v74, v34
	v_or_b32_e32 v34, s16, v69
	v_or_b32_e32 v36, s16, v66
	v_cndmask_b32_e64 v60, 0, v55, s[0:1]
	v_cmp_lt_i32_e64 s[0:1], v74, v35
	v_or_b32_e32 v35, s16, v68
	v_or_b32_e32 v37, s16, v67
	v_cndmask_b32_e64 v61, 0, v55, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v74, v35
	v_or_b32_e32 v73, 8, v66
	v_or_b32_e32 v39, s16, v71
	v_cndmask_b32_e64 v35, v55, 0, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v74, v34
	v_or_b32_e32 v70, 11, v66
	v_or_b32_e32 v38, s16, v73
	v_cndmask_b32_e64 v34, v55, 0, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v74, v36
	v_or_b32_e32 v72, 10, v66
	v_or_b32_e32 v58, s16, v70
	v_cndmask_b32_e64 v36, v55, 0, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v74, v37
	v_or_b32_e32 v96, 18, v66
	v_or_b32_e32 v56, s16, v72
	v_cndmask_b32_e64 v37, v55, 0, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v74, v39
	v_or_b32_e32 v99, 17, v66
	v_pk_fma_f32 v[18:19], v[54:55], v[18:19], v[34:35] op_sel_hi:[0,1,1]
	v_cndmask_b32_e64 v39, v55, 0, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v74, v38
	v_or_b32_e32 v35, s16, v96
	v_or_b32_e32 v89, 24, v66
	v_cndmask_b32_e64 v38, v55, 0, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v74, v58
	v_or_b32_e32 v34, s16, v99
	v_or_b32_e32 v93, 19, v66
	v_cndmask_b32_e64 v59, v55, 0, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v74, v56
	v_pk_fma_f32 v[16:17], v[54:55], v[16:17], v[36:37] op_sel_hi:[0,1,1]
	v_or_b32_e32 v36, s16, v89
	v_cndmask_b32_e64 v58, v55, 0, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v74, v35
	v_fmac_f32_e32 v60, v54, v24
	v_or_b32_e32 v24, s16, v93
	v_cndmask_b32_e64 v35, v55, 0, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v74, v34
	v_or_b32_e32 v98, 26, v66
	v_or_b32_e32 v105, 25, v66
	v_cndmask_b32_e64 v34, v55, 0, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v74, v36
	v_pk_fma_f32 v[20:21], v[54:55], v[20:21], v[38:39] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v38, v27
	v_cndmask_b32_e64 v37, v55, 0, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v74, v24
	v_mov_b32_e32 v39, v28
	v_or_b32_e32 v28, s16, v98
	v_cndmask_b32_e64 v36, v55, 0, s[0:1]
	v_pk_fma_f32 v[36:37], v[54:55], v[38:39], v[36:37] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v24, v25
	v_mov_b32_e32 v25, v26
	v_max_f32_e32 v26, v16, v17
	v_max3_f32 v27, v19, v20, v21
	v_or_b32_e32 v38, s16, v105
	v_cmp_lt_i32_e64 s[0:1], v74, v28
	v_pk_fma_f32 v[24:25], v[54:55], v[24:25], v[34:35] op_sel_hi:[0,1,1]
	v_max3_f32 v35, v26, v18, v27
	v_mov_b32_e32 v26, v29
	v_cndmask_b32_e64 v29, 0, v55, s[0:1]
	v_cmp_lt_i32_e64 s[0:1], v74, v38
	v_mov_b32_e32 v27, v30
	v_pk_fma_f32 v[22:23], v[54:55], v[22:23], v[58:59] op_sel_hi:[0,1,1]
	v_cndmask_b32_e64 v28, 0, v55, s[0:1]
	v_pk_fma_f32 v[26:27], v[54:55], v[26:27], v[28:29] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v61, v54, v31
	v_max3_f32 v34, v24, v25, v36
	v_max3_f32 v28, v37, v26, v27
	v_max3_f32 v31, v22, v23, v60
	v_max3_f32 v28, v34, v28, v61
	v_max3_f32 v28, v35, v31, v28
	v_mov_b32_e32 v29, v28
	s_nop 1
	v_permlane32_swap_b32_e32 v28, v29
	v_max3_f32 v56, v52, v28, v29
	v_pk_add_f32 v[16:17], v[16:17], v[56:57] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[18:19], v[18:19], v[56:57] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[28:29], v[20:21], v[56:57] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[30:31], v[22:23], v[56:57] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v55, v60, v56
	v_pk_add_f32 v[34:35], v[24:25], v[56:57] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[36:37], v[36:37], v[56:57] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[38:39], v[26:27], v[56:57] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v58, v61, v56
	v_exp_f32_e32 v20, v16
	v_exp_f32_e32 v21, v17
	v_exp_f32_e32 v22, v18
	v_exp_f32_e32 v23, v19
	v_exp_f32_e32 v24, v28
	v_exp_f32_e32 v25, v29
	v_exp_f32_e32 v26, v30
	v_exp_f32_e32 v27, v31
	v_exp_f32_e32 v28, v55
	v_exp_f32_e32 v29, v34
	v_exp_f32_e32 v34, v35
	v_exp_f32_e32 v35, v36
	v_exp_f32_e32 v36, v37
	v_exp_f32_e32 v37, v38
	v_exp_f32_e32 v38, v39
	v_exp_f32_e32 v39, v58
	v_pk_add_f32 v[16:17], v[20:21], v[22:23]
	v_pk_add_f32 v[18:19], v[24:25], v[26:27]
	v_pk_add_f32 v[30:31], v[28:29], v[34:35]
	v_pk_add_f32 v[58:59], v[36:37], v[38:39]
	v_pk_add_f32 v[16:17], v[16:17], v[18:19]
	v_pk_add_f32 v[18:19], v[30:31], v[58:59]
	v_lshlrev_b32_e32 v64, 2, v53
	v_pk_add_f32 v[16:17], v[16:17], v[18:19]
	s_lshl_b32 s73, s96, 1
	v_add_f32_e32 v55, v16, v17
	v_sub_f32_e32 v16, v52, v56
	v_exp_f32_e32 v59, v16
	v_add_u32_e32 v108, 0, v64
	v_add_u32_e32 v107, s73, v108
	v_add_u32_e32 v108, s95, v108
	s_barrier
	ds_write_b32 v107, v59
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v30, v108
	v_mov_b64_e32 v[16:17], s[20:21]
	v_readlane_b32 s6, v146, 0
	v_cmp_lt_i64_e64 s[0:1], s[38:39], v[16:17]
	v_readlane_b32 s7, v146, 1
	v_mov_b32_e32 v58, v55
	s_and_b64 s[0:1], s[6:7], s[0:1]
	s_nop 0
	v_permlane32_swap_b32_e32 v55, v58
	s_and_b64 s[6:7], vcc, s[0:1]
	v_mov_b32_e32 v31, v62
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_87
; %bb.86:
	s_mul_i32 s6, s38, s35
	s_mul_hi_u32 s7, s38, s34
	s_add_i32 s6, s7, s6
	s_mul_i32 s7, s39, s34
	s_add_i32 s7, s6, s7
	s_mul_i32 s6, s38, s34
	v_lshl_add_u64 v[16:17], s[6:7], 1, v[50:51]
	global_load_ushort v31, v[16:17], off
.LBB0_87:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b64_e32 v[16:17], s[20:21]
	v_cmp_lt_i64_e64 s[0:1], s[40:41], v[16:17]
	s_and_b64 s[0:1], s[46:47], s[0:1]
	s_and_b64 s[6:7], vcc, s[0:1]
	v_mov_b32_e32 v60, v62
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_89
; %bb.88:
	s_mul_i32 s6, s40, s35
	s_mul_hi_u32 s7, s40, s34
	s_add_i32 s6, s7, s6
	s_mul_i32 s7, s41, s34
	s_add_i32 s7, s6, s7
	s_mul_i32 s6, s40, s34
	v_lshl_add_u64 v[16:17], s[6:7], 1, v[50:51]
	global_load_ushort v60, v[16:17], off
.LBB0_89:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b64_e32 v[16:17], s[20:21]
	v_cmp_lt_i64_e64 s[0:1], s[44:45], v[16:17]
	s_and_b64 s[0:1], s[50:51], s[0:1]
	s_and_b64 s[6:7], vcc, s[0:1]
	v_mov_b32_e32 v61, v62
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_91
; %bb.90:
	s_mul_i32 s6, s44, s35
	s_mul_hi_u32 s7, s44, s34
	s_add_i32 s6, s7, s6
	s_mul_i32 s7, s45, s34
	s_add_i32 s7, s6, s7
	s_mul_i32 s6, s44, s34
	v_lshl_add_u64 v[16:17], s[6:7], 1, v[50:51]
	global_load_ushort v61, v[16:17], off
.LBB0_91:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b64_e32 v[16:17], s[20:21]
	v_cmp_lt_i64_e64 s[0:1], s[48:49], v[16:17]
	s_and_b64 s[0:1], s[54:55], s[0:1]
	s_and_b64 s[6:7], vcc, s[0:1]
	v_mov_b32_e32 v65, v62
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_93
; %bb.92:
	s_mul_i32 s6, s48, s35
	s_mul_hi_u32 s7, s48, s34
	s_add_i32 s6, s7, s6
	s_mul_i32 s7, s49, s34
	s_add_i32 s7, s6, s7
	s_mul_i32 s6, s48, s34
	v_lshl_add_u64 v[16:17], s[6:7], 1, v[50:51]
	global_load_ushort v65, v[16:17], off
.LBB0_93:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b64_e32 v[16:17], s[20:21]
	v_cmp_lt_i64_e64 s[0:1], s[52:53], v[16:17]
	s_and_b64 s[0:1], s[58:59], s[0:1]
	s_and_b64 s[6:7], vcc, s[0:1]
	v_mov_b32_e32 v114, v62
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_95
; %bb.94:
	s_mul_i32 s6, s52, s35
	s_mul_hi_u32 s7, s52, s34
	s_add_i32 s6, s7, s6
	s_mul_i32 s7, s53, s34
	s_add_i32 s7, s6, s7
	s_mul_i32 s6, s52, s34
	v_lshl_add_u64 v[16:17], s[6:7], 1, v[50:51]
	global_load_ushort v114, v[16:17], off
.LBB0_95:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b64_e32 v[16:17], s[20:21]
	v_cmp_lt_i64_e64 s[0:1], s[56:57], v[16:17]
	s_and_b64 s[0:1], s[62:63], s[0:1]
	s_and_b64 s[6:7], vcc, s[0:1]
	v_mov_b32_e32 v116, v62
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_97
; %bb.96:
	s_mul_i32 s6, s56, s35
	s_mul_hi_u32 s7, s56, s34
	s_add_i32 s6, s7, s6
	s_mul_i32 s7, s57, s34
	s_add_i32 s7, s6, s7
	s_mul_i32 s6, s56, s34
	v_lshl_add_u64 v[16:17], s[6:7], 1, v[50:51]
	global_load_ushort v116, v[16:17], off
.LBB0_97:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b64_e32 v[16:17], s[20:21]
	v_cmp_lt_i64_e64 s[0:1], s[60:61], v[16:17]
	s_and_b64 s[0:1], s[66:67], s[0:1]
	s_and_b64 s[6:7], vcc, s[0:1]
	v_mov_b32_e32 v120, v62
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_99
; %bb.98:
	s_mul_i32 s6, s60, s35
	s_mul_hi_u32 s7, s60, s34
	s_add_i32 s6, s7, s6
	s_mul_i32 s7, s61, s34
	s_add_i32 s7, s6, s7
	s_mul_i32 s6, s60, s34
	v_lshl_add_u64 v[16:17], s[6:7], 1, v[50:51]
	global_load_ushort v120, v[16:17], off
.LBB0_99:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b64_e32 v[16:17], s[20:21]
	v_cmp_lt_i64_e64 s[0:1], s[64:65], v[16:17]
	s_and_b64 s[0:1], s[68:69], s[0:1]
	s_and_b64 s[6:7], vcc, s[0:1]
	v_mov_b32_e32 v121, v62
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_101
; %bb.100:
	s_mul_i32 s6, s64, s35
	s_mul_hi_u32 s7, s64, s34
	s_add_i32 s6, s7, s6
	s_mul_i32 s7, s65, s34
	s_add_i32 s7, s6, s7
	s_mul_i32 s6, s64, s34
	v_lshl_add_u64 v[16:17], s[6:7], 1, v[50:51]
	global_load_ushort v121, v[16:17], off
.LBB0_101:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v109, 0x210
	v_cmp_eq_u32_e64 s[0:1], 0, v57
	v_and_b32_e32 v46, 24, v46
	v_lshlrev_b32_e32 v45, 1, v45
	v_cndmask_b32_e64 v109, v109, 0, s[0:1]
	s_movk_i32 s1, 0x108
	v_xor_b32_e32 v110, v109, v47
	v_bitop3_b32 v44, v44, v46, s1 bitop3:0x6c
	v_bitop3_b32 v111, s96, 8, v110 bitop3:0x36
	v_bitop3_b32 v112, s96, 32, v110 bitop3:0x36
	v_bitop3_b32 v113, s96, 40, v110 bitop3:0x36
	v_and_b32_e32 v110, 0x80, v43
	s_lshr_b32 s0, s95, 1
	v_xor_b32_e32 v44, v44, v109
	v_or3_b32 v44, v110, s0, v44
	s_and_b64 s[0:1], s[70:71], exec
	s_cselect_b32 s0, 0, 0x108
	v_xor_b32_e32 v42, s0, v42
	v_and_b32_e32 v41, 0x48, v41
	s_movk_i32 s0, 0x180
	v_bitop3_b32 v47, s96, v109, v47 bitop3:0xf6
	v_or_b32_e32 v115, v44, v45
	v_xor_b32_e32 v119, 32, v42
	v_and_or_b32 v43, v43, s0, v46
	v_or_b32_e32 v46, v41, v109
	v_bitop3_b32 v44, v44, 32, v45 bitop3:0x36
	v_xor_b32_e32 v118, 16, v42
	v_xor_b32_e32 v138, 48, v42
	v_bitop3_b32 v41, v41, v43, v109 bitop3:0x36
	v_bitop3_b32 v43, v46, v45, v43 bitop3:0xde
	v_cvt_pk_f16_f32 v20, v20, v21
	v_cvt_pk_f16_f32 v21, v22, v23
	v_cvt_pk_f16_f32 v22, v24, v25
	v_cvt_pk_f16_f32 v23, v26, v27
	v_add_u32_e32 v109, 0, v47
	v_add_u32_e32 v110, 0, v111
	v_add_u32_e32 v111, 0, v112
	v_add_u32_e32 v112, 0, v113
	v_add_u32_e32 v113, 0, v115
	v_add_u32_e32 v117, 0, v42
	v_add_u32_e32 v119, 0, v119
	v_bitop3_b32 v41, v41, 32, v45 bitop3:0x36
	v_cvt_pk_f16_f32 v24, v28, v29
	v_cvt_pk_f16_f32 v25, v34, v35
	v_cvt_pk_f16_f32 v26, v36, v37
	v_cvt_pk_f16_f32 v27, v38, v39
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v109, v20
	ds_write_b16_d16_hi v109, v20 offset:128
	ds_write_b16 v109, v24 offset:2048
	ds_write_b16_d16_hi v109, v24 offset:2176
	ds_write_b16 v110, v21 offset:256
	ds_write_b16_d16_hi v110, v21 offset:384
	ds_write_b16 v110, v25 offset:2304
	ds_write_b16_d16_hi v110, v25 offset:2432
	ds_write_b16 v111, v22 offset:1024
	ds_write_b16_d16_hi v111, v22 offset:1152
	ds_write_b16 v111, v26 offset:3072
	ds_write_b16_d16_hi v111, v26 offset:3200
	ds_write_b16 v112, v23 offset:1280
	ds_write_b16_d16_hi v112, v23 offset:1408
	ds_write_b16 v112, v27 offset:3328
	ds_write_b16_d16_hi v112, v27 offset:3456
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_add_u32_e32 v115, 0, v44
	ds_read_b64_tr_b16 v[34:35], v113
	ds_read_b64_tr_b16 v[44:45], v113 offset:2048
	ds_read_b64_tr_b16 v[36:37], v115 offset:1024
	ds_read_b64_tr_b16 v[46:47], v115 offset:3072
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b16 v117, v31
	ds_write_b16 v117, v114 offset:2048
	v_add_u32_e32 v118, 0, v118
	ds_write_b16 v119, v61 offset:1024
	ds_write_b16 v119, v120 offset:3072
	v_add_u32_e32 v120, 0, v138
	v_add_u32_e32 v114, 0, v43
	ds_write_b16 v118, v60 offset:512
	ds_write_b16 v118, v116 offset:2560
	ds_write_b16 v120, v65 offset:1536
	ds_write_b16 v120, v121 offset:3584
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_add_u32_e32 v116, 0, v41
	ds_read_b64_tr_b16 v[138:139], v114
	ds_read_b64_tr_b16 v[140:141], v116 offset:1024
	v_pk_mul_f32 v[16:17], v[0:1], v[30:31] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[2:3], v[30:31] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[4:5], v[30:31] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[6:7], v[30:31] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[8:9], v[30:31] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[10:11], v[30:31] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[12:13], v[30:31] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[14:15], v[30:31] op_sel_hi:[1,0]
	ds_read_b64_tr_b16 v[142:143], v114 offset:2048
	ds_read_b64_tr_b16 v[144:145], v116 offset:3072
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_f16 v[16:31], v[138:141], v[34:37], v[16:31]
	v_add_f32_e32 v65, v55, v58
	s_add_i32 s0, s16, 64
	s_or_b32 s30, s16, 32
	v_fmac_f32_e32 v65, v63, v59
	s_cmp_ge_i32 s30, s0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[16:31], v[142:145], v[44:47], v[16:31]
	s_cbranch_scc1 .LBB0_135
; %bb.102:
	s_add_i32 s0, s28, 32
	s_ashr_i32 s1, s0, 31
	s_add_u32 s6, s0, s33
	s_addc_u32 s7, s1, 0
	s_cmp_gt_i32 s7, -1
	v_mov_b64_e32 v[34:35], s[24:25]
	s_cselect_b64 s[38:39], -1, 0
	v_cmp_lt_i64_e64 s[0:1], s[6:7], v[34:35]
	s_and_b64 s[0:1], s[38:39], s[0:1]
	s_and_b64 s[18:19], s[2:3], s[0:1]
	v_mov_b32_e32 v34, v40
	s_and_saveexec_b64 s[0:1], s[18:19]
	s_cbranch_execz .LBB0_104
; %bb.103:
	s_mul_i32 s18, s6, s37
	s_mul_hi_u32 s19, s6, s36
	s_add_i32 s18, s19, s18
	s_mul_i32 s19, s7, s36
	s_add_i32 s19, s18, s19
	s_mul_i32 s18, s6, s36
	v_lshl_add_u64 v[34:35], s[18:19], 1, v[32:33]
	global_load_ushort v34, v[34:35], off
.LBB0_104:
	s_or_b64 exec, exec, s[0:1]
	s_add_u32 s18, s6, 4
	s_addc_u32 s19, s7, 0
	s_cmp_gt_i32 s19, -1
	v_mov_b64_e32 v[36:37], s[24:25]
	s_cselect_b64 s[42:43], -1, 0
	v_cmp_lt_i64_e64 s[0:1], s[18:19], v[36:37]
	s_and_b64 s[0:1], s[42:43], s[0:1]
	s_and_b64 s[22:23], s[2:3], s[0:1]
	v_mov_b32_e32 v35, v40
	s_and_saveexec_b64 s[0:1], s[22:23]
	s_cbranch_execz .LBB0_106
; %bb.105:
	s_mul_i32 s22, s18, s37
	s_mul_hi_u32 s23, s18, s36
	s_add_i32 s22, s23, s22
	s_mul_i32 s23, s19, s36
	s_add_i32 s23, s22, s23
	s_mul_i32 s22, s18, s36
	v_lshl_add_u64 v[36:37], s[22:23], 1, v[32:33]
	global_load_ushort v35, v[36:37], off
.LBB0_106:
	s_or_b64 exec, exec, s[0:1]
	s_add_u32 s22, s6, 8
	s_addc_u32 s23, s7, 0
	s_cmp_gt_i32 s23, -1
	v_mov_b64_e32 v[36:37], s[24:25]
	s_cselect_b64 s[46:47], -1, 0
	v_cmp_lt_i64_e64 s[0:1], s[22:23], v[36:37]
	s_and_b64 s[0:1], s[46:47], s[0:1]
	s_and_b64 s[26:27], s[2:3], s[0:1]
	v_mov_b32_e32 v36, v40
	s_and_saveexec_b64 s[0:1], s[26:27]
	s_cbranch_execz .LBB0_108
; %bb.107:
	s_mul_i32 s26, s22, s37
	s_mul_hi_u32 s27, s22, s36
	s_add_i32 s26, s27, s26
	s_mul_i32 s27, s23, s36
	s_add_i32 s27, s26, s27
	s_mul_i32 s26, s22, s36
	v_lshl_add_u64 v[36:37], s[26:27], 1, v[32:33]
	global_load_ushort v36, v[36:37], off
.LBB0_108:
	s_or_b64 exec, exec, s[0:1]
	s_add_u32 s26, s6, 12
	s_addc_u32 s27, s7, 0
	s_cmp_gt_i32 s27, -1
	v_mov_b64_e32 v[38:39], s[24:25]
	s_cselect_b64 s[50:51], -1, 0
	v_cmp_lt_i64_e64 s[0:1], s[26:27], v[38:39]
	s_and_b64 s[0:1], s[50:51], s[0:1]
	s_and_b64 s[40:41], s[2:3], s[0:1]
	v_mov_b32_e32 v37, v40
	s_and_saveexec_b64 s[0:1], s[40:41]
	s_cbranch_execz .LBB0_110
; %bb.109:
	s_mul_i32 s31, s26, s37
	s_mul_hi_u32 s40, s26, s36
	s_add_i32 s31, s40, s31
	s_mul_i32 s40, s27, s36
	s_add_i32 s41, s31, s40
	s_mul_i32 s40, s26, s36
	v_lshl_add_u64 v[38:39], s[40:41], 1, v[32:33]
	global_load_ushort v37, v[38:39], off
.LBB0_110:
	s_or_b64 exec, exec, s[0:1]
	s_add_u32 s40, s6, 16
	s_addc_u32 s41, s7, 0
	s_cmp_gt_i32 s41, -1
	v_mov_b64_e32 v[38:39], s[24:25]
	s_cselect_b64 s[52:53], -1, 0
	v_cmp_lt_i64_e64 s[0:1], s[40:41], v[38:39]
	s_and_b64 s[0:1], s[52:53], s[0:1]
	s_and_b64 s[44:45], s[2:3], s[0:1]
	v_mov_b32_e32 v38, v40
	s_and_saveexec_b64 s[0:1], s[44:45]
	s_cbranch_execz .LBB0_112
; %bb.111:
	s_mul_i32 s31, s40, s37
	s_mul_hi_u32 s44, s40, s36
	s_add_i32 s31, s44, s31
	s_mul_i32 s44, s41, s36
	s_add_i32 s45, s31, s44
	s_mul_i32 s44, s40, s36
	v_lshl_add_u64 v[38:39], s[44:45], 1, v[32:33]
	global_load_ushort v38, v[38:39], off
.LBB0_112:
	s_or_b64 exec, exec, s[0:1]
	s_add_u32 s44, s6, 20
	s_addc_u32 s45, s7, 0
	s_cmp_gt_i32 s45, -1
	v_mov_b64_e32 v[42:43], s[24:25]
	s_cselect_b64 s[56:57], -1, 0
	v_cmp_lt_i64_e64 s[0:1], s[44:45], v[42:43]
	s_and_b64 s[0:1], s[56:57], s[0:1]
	s_and_b64 s[48:49], s[2:3], s[0:1]
	v_mov_b32_e32 v39, v40
	s_and_saveexec_b64 s[0:1], s[48:49]
	s_cbranch_execz .LBB0_114
; %bb.113:
	s_mul_i32 s31, s44, s37
	s_mul_hi_u32 s48, s44, s36
	s_add_i32 s31, s48, s31
	s_mul_i32 s48, s45, s36
	s_add_i32 s49, s31, s48
	s_mul_i32 s48, s44, s36
	v_lshl_add_u64 v[42:43], s[48:49], 1, v[32:33]
	global_load_ushort v39, v[42:43], off
.LBB0_114:
	s_or_b64 exec, exec, s[0:1]
	s_add_u32 s48, s6, 24
	s_addc_u32 s49, s7, 0
	s_cmp_gt_i32 s49, -1
	v_mov_b64_e32 v[42:43], s[24:25]
	s_cselect_b64 s[58:59], -1, 0
	v_cmp_lt_i64_e64 s[0:1], s[48:49], v[42:43]
	s_and_b64 s[0:1], s[58:59], s[0:1]
	s_and_b64 s[54:55], s[2:3], s[0:1]
	v_mov_b32_e32 v41, v40
	s_and_saveexec_b64 s[0:1], s[54:55]
	s_cbranch_execz .LBB0_116
; %bb.115:
	s_mul_i32 s31, s48, s37
	s_mul_hi_u32 s54, s48, s36
	s_add_i32 s31, s54, s31
	s_mul_i32 s54, s49, s36
	s_add_i32 s55, s31, s54
	s_mul_i32 s54, s48, s36
	v_lshl_add_u64 v[42:43], s[54:55], 1, v[32:33]
	global_load_ushort v41, v[42:43], off
.LBB0_116:
	s_or_b64 exec, exec, s[0:1]
	s_add_u32 s54, s6, 28
	s_addc_u32 s55, s7, 0
	s_cmp_gt_i32 s55, -1
	v_mov_b64_e32 v[42:43], s[24:25]
	s_cselect_b64 s[60:61], -1, 0
	v_cmp_lt_i64_e64 s[0:1], s[54:55], v[42:43]
	s_and_b64 s[0:1], s[60:61], s[0:1]
	v_mov_b32_e32 v55, v54
	v_mov_b32_e32 v60, v54
	v_mov_b32_e32 v61, v54
	v_mov_b32_e32 v58, v54
	v_mov_b32_e32 v59, v54
	s_and_b64 s[2:3], s[2:3], s[0:1]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_118
; %bb.117:
	s_mul_i32 s2, s54, s37
	s_mul_hi_u32 s3, s54, s36
	s_add_i32 s2, s3, s2
	s_mul_i32 s3, s55, s36
	s_add_i32 s3, s2, s3
	s_mul_i32 s2, s54, s36
	v_lshl_add_u64 v[32:33], s[2:3], 1, v[32:33]
	global_load_ushort v40, v[32:33], off
.LBB0_118:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b32 s0, 0x5040100
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b16 v75, v34
	ds_write_b16 v76, v35 offset:512
	ds_write_b16 v77, v36 offset:1024
	ds_write_b16 v78, v37 offset:1536
	ds_write_b16 v79, v38 offset:2048
	ds_write_b16 v80, v39 offset:2560
	ds_write_b16 v81, v41 offset:3072
	ds_write_b16 v82, v40 offset:3584
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v32, v83
	ds_read_u16 v75, v83 offset:128
	ds_read_u16 v33, v84
	ds_read_u16 v84, v84 offset:128
	ds_read_u16 v34, v85
	ds_read_u16 v85, v85 offset:128
	ds_read_u16 v35, v86
	ds_read_u16 v86, v86 offset:128
	ds_read_u16 v36, v87
	ds_read_u16 v82, v87 offset:128
	ds_read_u16 v37, v88
	ds_read_u16 v87, v88 offset:128
	ds_read_u16 v38, v90
	ds_read_u16 v83, v90 offset:128
	ds_read_u16 v39, v92
	ds_read_u16 v88, v92 offset:128
	ds_read_u16 v90, v100
	ds_read_u16 v92, v100 offset:128
	ds_read_u16 v100, v102
	ds_read_u16 v102, v102 offset:128
	ds_read_u16 v121, v103
	ds_read_u16 v103, v103 offset:128
	ds_read_u16 v138, v104
	ds_read_u16 v104, v104 offset:128
	s_waitcnt lgkmcnt(9)
	v_perm_b32 v79, v39, v38, s0
	v_perm_b32 v78, v37, v36, s0
	v_perm_b32 v77, v35, v34, s0
	v_perm_b32 v76, v33, v32, s0
	ds_read_u16 v80, v95
	ds_read_u16 v95, v95 offset:128
	ds_read_u16 v32, v97
	ds_read_u16 v33, v101
	ds_read_u16 v139, v94
	ds_read_u16 v94, v94 offset:128
	ds_read_u16 v97, v97 offset:128
	ds_read_u16 v101, v101 offset:128
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v81, v33, v32, s0
	v_mfma_f32_32x32x16_f16 v[32:47], v[76:79], v[134:137], 0
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v80, v139, v80, s0
	v_perm_b32 v79, v138, v121, s0
	v_perm_b32 v78, v100, v90, s0
	v_perm_b32 v83, v88, v83, s0
	v_perm_b32 v82, v87, v82, s0
	v_perm_b32 v77, v104, v103, s0
	v_perm_b32 v76, v102, v92, s0
	v_mfma_f32_32x32x16_f16 v[32:47], v[78:81], v[130:133], v[32:47]
	v_perm_b32 v81, v86, v85, s0
	v_perm_b32 v80, v84, v75, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v79, v101, v97, s0
	v_perm_b32 v78, v94, v95, s0
	v_or_b32_e32 v75, s30, v70
	v_or_b32_e32 v70, s30, v73
	v_or_b32_e32 v73, s30, v69
	v_mfma_f32_32x32x16_f16 v[32:47], v[80:83], v[126:129], v[32:47]
	v_or_b32_e32 v69, s30, v91
	v_or_b32_e32 v82, s30, v106
	v_mov_b32_e32 v83, 0xc9742400
	v_cmp_lt_i32_e64 s[0:1], v74, v69
	v_or_b32_e32 v67, s30, v67
	v_or_b32_e32 v66, s30, v66
	v_cndmask_b32_e64 v84, 0, v83, s[0:1]
	v_cmp_lt_i32_e64 s[0:1], v74, v82
	v_mfma_f32_32x32x16_f16 v[32:47], v[76:79], v[122:125], v[32:47]
	v_or_b32_e32 v68, s30, v68
	v_cndmask_b32_e64 v82, 0, v83, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v74, v67
	v_or_b32_e32 v71, s30, v71
	v_or_b32_e32 v72, s30, v72
	v_cndmask_b32_e64 v67, v83, 0, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v74, v66
	v_or_b32_e32 v79, s30, v96
	v_or_b32_e32 v78, s30, v99
	v_cndmask_b32_e64 v66, v83, 0, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v74, v68
	v_or_b32_e32 v77, s30, v89
	v_pk_fma_f32 v[66:67], v[54:55], v[32:33], v[66:67]
	v_cndmask_b32_e64 v69, v83, 0, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v74, v73
	v_or_b32_e32 v76, s30, v93
	v_or_b32_e32 v80, s30, v98
	v_cndmask_b32_e64 v68, v83, 0, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v74, v71
	v_pk_fma_f32 v[34:35], v[58:59], v[34:35], v[68:69]
	v_or_b32_e32 v81, s30, v105
	v_cndmask_b32_e64 v71, v83, 0, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v74, v70
	v_fmac_f32_e32 v84, v54, v40
	v_mov_b32_e32 v40, v41
	v_cndmask_b32_e64 v70, v83, 0, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v74, v75
	v_pk_fma_f32 v[36:37], v[58:59], v[36:37], v[70:71]
	v_mov_b32_e32 v41, v42
	v_cndmask_b32_e64 v73, v83, 0, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v74, v72
	v_mov_b32_e32 v70, v43
	v_mov_b32_e32 v71, v44
	v_cndmask_b32_e64 v72, v83, 0, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v74, v79
	v_fmac_f32_e32 v82, v54, v47
	v_pk_fma_f32 v[38:39], v[58:59], v[38:39], v[72:73]
	v_cndmask_b32_e64 v33, v83, 0, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v74, v78
	v_max3_f32 v44, v38, v39, v84
	s_nop 0
	v_cndmask_b32_e64 v32, v83, 0, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v74, v77
	v_pk_fma_f32 v[40:41], v[60:61], v[40:41], v[32:33]
	v_max_f32_e32 v32, v66, v67
	v_cndmask_b32_e64 v69, v83, 0, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v74, v76
	v_max3_f32 v33, v35, v36, v37
	v_max3_f32 v54, v32, v34, v33
	v_cndmask_b32_e64 v68, v83, 0, s[0:1]
	v_cmp_lt_i32_e64 s[0:1], v74, v80
	v_mov_b32_e32 v32, v45
	v_mov_b32_e32 v33, v46
	v_cndmask_b32_e64 v43, 0, v83, s[0:1]
	v_cmp_lt_i32_e64 s[0:1], v74, v81
	v_pk_fma_f32 v[68:69], v[58:59], v[70:71], v[68:69]
	s_barrier
	v_cndmask_b32_e64 v42, 0, v83, s[0:1]
	v_pk_fma_f32 v[42:43], v[58:59], v[32:33], v[42:43]
	v_max3_f32 v47, v40, v41, v68
	v_max3_f32 v32, v69, v42, v43
	v_max3_f32 v32, v47, v32, v82
	v_max3_f32 v32, v54, v44, v32
	v_mov_b32_e32 v33, v32
	s_nop 1
	v_permlane32_swap_b32_e32 v32, v33
	v_max3_f32 v32, v56, v32, v33
	v_pk_add_f32 v[44:45], v[66:67], v[32:33] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[34:35], v[34:35], v[32:33] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[46:47], v[36:37], v[32:33] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[54:55], v[38:39], v[32:33] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v33, v84, v32
	v_pk_add_f32 v[58:59], v[40:41], v[32:33] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[60:61], v[68:69], v[32:33] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[66:67], v[42:43], v[32:33] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v68, v82, v32
	v_exp_f32_e32 v36, v44
	v_exp_f32_e32 v37, v45
	v_exp_f32_e32 v38, v34
	v_exp_f32_e32 v39, v35
	v_exp_f32_e32 v40, v46
	v_exp_f32_e32 v41, v47
	v_exp_f32_e32 v42, v54
	v_exp_f32_e32 v43, v55
	v_exp_f32_e32 v44, v33
	v_exp_f32_e32 v45, v58
	v_exp_f32_e32 v46, v59
	v_exp_f32_e32 v47, v60
	v_exp_f32_e32 v54, v61
	v_exp_f32_e32 v55, v66
	v_exp_f32_e32 v58, v67
	v_exp_f32_e32 v59, v68
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_pk_add_f32 v[60:61], v[40:41], v[42:43]
	v_pk_add_f32 v[66:67], v[44:45], v[46:47]
	v_pk_add_f32 v[68:69], v[54:55], v[58:59]
	v_pk_add_f32 v[34:35], v[34:35], v[60:61]
	v_pk_add_f32 v[60:61], v[66:67], v[68:69]
	s_nop 0
	v_pk_add_f32 v[34:35], v[34:35], v[60:61]
	v_mov_b64_e32 v[60:61], s[20:21]
	v_add_f32_e32 v33, v34, v35
	v_sub_f32_e32 v34, v56, v32
	v_exp_f32_e32 v56, v34
	v_cmp_lt_i64_e64 s[0:1], s[6:7], v[60:61]
	v_mov_b32_e32 v35, v33
	s_and_b64 s[0:1], s[38:39], s[0:1]
	ds_write_b32 v107, v56
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v34, v108
	v_permlane32_swap_b32_e32 v33, v35
	s_and_b64 s[2:3], vcc, s[0:1]
	v_mov_b32_e32 v60, v62
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_120
; %bb.119:
	s_mul_i32 s2, s6, s35
	s_mul_hi_u32 s3, s6, s34
	s_add_i32 s2, s3, s2
	s_mul_i32 s3, s7, s34
	s_add_i32 s3, s2, s3
	s_mul_i32 s2, s6, s34
	v_lshl_add_u64 v[60:61], s[2:3], 1, v[50:51]
	global_load_ushort v60, v[60:61], off
.LBB0_120:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b64_e32 v[66:67], s[20:21]
	v_cmp_lt_i64_e64 s[0:1], s[18:19], v[66:67]
	s_and_b64 s[0:1], s[42:43], s[0:1]
	s_and_b64 s[2:3], vcc, s[0:1]
	v_mov_b32_e32 v61, v62
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_122
; %bb.121:
	s_mul_i32 s2, s18, s35
	s_mul_hi_u32 s3, s18, s34
	s_add_i32 s2, s3, s2
	s_mul_i32 s3, s19, s34
	s_add_i32 s3, s2, s3
	s_mul_i32 s2, s18, s34
	v_lshl_add_u64 v[66:67], s[2:3], 1, v[50:51]
	global_load_ushort v61, v[66:67], off
.LBB0_122:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b64_e32 v[66:67], s[20:21]
	v_cmp_lt_i64_e64 s[0:1], s[22:23], v[66:67]
	s_and_b64 s[0:1], s[46:47], s[0:1]
	s_and_b64 s[2:3], vcc, s[0:1]
	v_mov_b32_e32 v66, v62
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_124
; %bb.123:
	s_mul_i32 s2, s22, s35
	s_mul_hi_u32 s3, s22, s34
	s_add_i32 s2, s3, s2
	s_mul_i32 s3, s23, s34
	s_add_i32 s3, s2, s3
	s_mul_i32 s2, s22, s34
	v_lshl_add_u64 v[66:67], s[2:3], 1, v[50:51]
	global_load_ushort v66, v[66:67], off
.LBB0_124:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b64_e32 v[68:69], s[20:21]
	v_cmp_lt_i64_e64 s[0:1], s[26:27], v[68:69]
	s_and_b64 s[0:1], s[50:51], s[0:1]
	s_and_b64 s[2:3], vcc, s[0:1]
	v_mov_b32_e32 v67, v62
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_126
; %bb.125:
	s_mul_i32 s2, s26, s35
	s_mul_hi_u32 s3, s26, s34
	s_add_i32 s2, s3, s2
	s_mul_i32 s3, s27, s34
	s_add_i32 s3, s2, s3
	s_mul_i32 s2, s26, s34
	v_lshl_add_u64 v[68:69], s[2:3], 1, v[50:51]
	global_load_ushort v67, v[68:69], off
.LBB0_126:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b64_e32 v[68:69], s[20:21]
	v_cmp_lt_i64_e64 s[0:1], s[40:41], v[68:69]
	s_and_b64 s[0:1], s[52:53], s[0:1]
	s_and_b64 s[2:3], vcc, s[0:1]
	v_mov_b32_e32 v68, v62
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_128
; %bb.127:
	s_mul_i32 s2, s40, s35
	s_mul_hi_u32 s3, s40, s34
	s_add_i32 s2, s3, s2
	s_mul_i32 s3, s41, s34
	s_add_i32 s3, s2, s3
	s_mul_i32 s2, s40, s34
	v_lshl_add_u64 v[68:69], s[2:3], 1, v[50:51]
	global_load_ushort v68, v[68:69], off
.LBB0_128:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b64_e32 v[70:71], s[20:21]
	v_cmp_lt_i64_e64 s[0:1], s[44:45], v[70:71]
	s_and_b64 s[0:1], s[56:57], s[0:1]
	s_and_b64 s[2:3], vcc, s[0:1]
	v_mov_b32_e32 v69, v62
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_130
; %bb.129:
	s_mul_i32 s2, s44, s35
	s_mul_hi_u32 s3, s44, s34
	s_add_i32 s2, s3, s2
	s_mul_i32 s3, s45, s34
	s_add_i32 s3, s2, s3
	s_mul_i32 s2, s44, s34
	v_lshl_add_u64 v[70:71], s[2:3], 1, v[50:51]
	global_load_ushort v69, v[70:71], off
.LBB0_130:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b64_e32 v[70:71], s[20:21]
	v_cmp_lt_i64_e64 s[0:1], s[48:49], v[70:71]
	s_and_b64 s[0:1], s[58:59], s[0:1]
	s_and_b64 s[2:3], vcc, s[0:1]
	v_mov_b32_e32 v70, v62
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_132
; %bb.131:
	s_mul_i32 s2, s48, s35
	s_mul_hi_u32 s3, s48, s34
	s_add_i32 s2, s3, s2
	s_mul_i32 s3, s49, s34
	s_add_i32 s3, s2, s3
	s_mul_i32 s2, s48, s34
	v_lshl_add_u64 v[70:71], s[2:3], 1, v[50:51]
	global_load_ushort v70, v[70:71], off
.LBB0_132:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b64_e32 v[72:73], s[20:21]
	v_cmp_lt_i64_e64 s[0:1], s[54:55], v[72:73]
	s_and_b64 s[0:1], s[60:61], s[0:1]
	s_and_b64 s[2:3], vcc, s[0:1]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_134
; %bb.133:
	s_mul_i32 s2, s54, s35
	s_mul_hi_u32 s3, s54, s34
	s_add_i32 s2, s3, s2
	s_mul_i32 s3, s55, s34
	s_add_i32 s3, s2, s3
	s_mul_i32 s2, s54, s34
	v_lshl_add_u64 v[50:51], s[2:3], 1, v[50:51]
	global_load_ushort v62, v[50:51], off
.LBB0_134:
	s_or_b64 exec, exec, s[0:1]
	v_cvt_pk_f16_f32 v36, v36, v37
	v_cvt_pk_f16_f32 v37, v38, v39
	v_cvt_pk_f16_f32 v38, v40, v41
	v_cvt_pk_f16_f32 v39, v42, v43
	v_cvt_pk_f16_f32 v40, v44, v45
	v_cvt_pk_f16_f32 v41, v46, v47
	v_cvt_pk_f16_f32 v42, v54, v55
	v_cvt_pk_f16_f32 v43, v58, v59
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v109, v36
	ds_write_b16_d16_hi v109, v36 offset:128
	ds_write_b16 v109, v40 offset:2048
	ds_write_b16_d16_hi v109, v40 offset:2176
	ds_write_b16 v110, v37 offset:256
	ds_write_b16_d16_hi v110, v37 offset:384
	ds_write_b16 v110, v41 offset:2304
	ds_write_b16_d16_hi v110, v41 offset:2432
	ds_write_b16 v111, v38 offset:1024
	ds_write_b16_d16_hi v111, v38 offset:1152
	ds_write_b16 v111, v42 offset:3072
	ds_write_b16_d16_hi v111, v42 offset:3200
	ds_write_b16 v112, v39 offset:1280
	ds_write_b16_d16_hi v112, v39 offset:1408
	ds_write_b16 v112, v43 offset:3328
	ds_write_b16_d16_hi v112, v43 offset:3456
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b16 v[36:37], v113
	ds_read_b64_tr_b16 v[40:41], v113 offset:2048
	ds_read_b64_tr_b16 v[38:39], v115 offset:1024
	ds_read_b64_tr_b16 v[42:43], v115 offset:3072
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b16 v117, v60
	ds_write_b16 v117, v68 offset:2048
	ds_write_b16 v118, v61 offset:512
	ds_write_b16 v118, v69 offset:2560
	ds_write_b16 v119, v66 offset:1024
	ds_write_b16 v119, v70 offset:3072
	ds_write_b16 v120, v67 offset:1536
	ds_write_b16 v120, v62 offset:3584
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b16 v[44:45], v114
	ds_read_b64_tr_b16 v[46:47], v116 offset:1024
	v_pk_mul_f32 v[16:17], v[16:17], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[34:35] op_sel_hi:[1,0]
	ds_read_b64_tr_b16 v[58:59], v114 offset:2048
	ds_read_b64_tr_b16 v[60:61], v116 offset:3072
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_f16 v[16:31], v[44:47], v[36:39], v[16:31]
	v_add_f32_e32 v33, v33, v35
	v_fmac_f32_e32 v33, v65, v56
	v_mov_b32_e32 v56, v32
	v_mov_b32_e32 v65, v33
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[16:31], v[58:61], v[40:43], v[16:31]
.LBB0_135:                              ; %Flow
	v_mov_b32_e32 v32, s73
	s_branch .LBB0_138
.LBB0_136:
                                        ; implicit-def: $vgpr56
                                        ; implicit-def: $vgpr65
                                        ; implicit-def: $vgpr31
                                        ; implicit-def: $vgpr64
                                        ; implicit-def: $vgpr32
	s_cbranch_execz .LBB0_138
; %bb.137:                              ; %._crit_edge.._crit_edge117_crit_edge
	s_lshl_b32 s0, s96, 1
	v_lshlrev_b32_e32 v64, 2, v53
	v_mov_b32_e32 v32, s0
	s_nop 2
	v_mov_b32_e32 v16, v0
	v_mov_b32_e32 v17, v1
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
	v_mov_b32_e32 v65, v63
	v_mov_b32_e32 v56, v52
.LBB0_138:                              ; %._crit_edge117
	s_nop 5
	v_add_u32_e32 v4, 0, v64
	v_add_u32_e32 v5, v4, v32
	v_add_u32_e32 v4, s95, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b32 v5, v65
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v4, v4
	s_lshr_b32 s0, s95, 2
	v_or_b32_e32 v2, s0, v53
	s_mov_b32 s0, 0x800000
	v_cmp_gt_f32_e32 vcc, s0, v65
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v9, s[0:1], v4, v4, v16
	v_rcp_f32_e32 v10, v9
	v_cndmask_b32_e64 v8, 0, 32, vcc
	v_ldexp_f32 v8, v65, v8
	v_log_f32_e32 v8, v8
	v_mov_b32_e32 v3, 0
	v_lshl_add_u64 v[6:7], v[2:3], 0, s[28:29]
	v_mov_b32_e32 v2, 0x42000000
	v_cndmask_b32_e32 v2, 0, v2, vcc
	v_sub_f32_e32 v2, v8, v2
	v_fma_f32 v8, -v9, v10, 1.0
	v_fmac_f32_e32 v10, v8, v10
	v_div_scale_f32 v8, vcc, v16, v4, v16
	v_mul_f32_e32 v11, v8, v10
	v_fma_f32 v12, -v9, v11, v8
	v_fmac_f32_e32 v11, v12, v10
	v_fma_f32 v8, -v9, v11, v8
	v_div_scale_f32 v9, s[2:3], v4, v4, v17
	v_rcp_f32_e32 v12, v9
	v_div_fmas_f32 v8, v8, v10, v11
	v_div_fixup_f32 v8, v8, v4, v16
	v_add_f32_e32 v2, v56, v2
	v_fma_f32 v10, -v9, v12, 1.0
	v_fmac_f32_e32 v12, v10, v12
	v_div_scale_f32 v10, vcc, v17, v4, v17
	v_mul_f32_e32 v11, v10, v12
	v_fma_f32 v13, -v9, v11, v10
	v_fmac_f32_e32 v11, v13, v12
	v_fma_f32 v9, -v9, v11, v10
	v_div_scale_f32 v10, s[2:3], v4, v4, v18
	v_rcp_f32_e32 v13, v10
	v_div_fmas_f32 v9, v9, v12, v11
	v_div_fixup_f32 v9, v9, v4, v17
	s_and_b32 s5, s5, 0xffff
	v_fma_f32 v11, -v10, v13, 1.0
	v_fmac_f32_e32 v13, v11, v13
	v_div_scale_f32 v11, vcc, v18, v4, v18
	v_mul_f32_e32 v12, v11, v13
	v_fma_f32 v14, -v10, v12, v11
	v_fmac_f32_e32 v12, v14, v13
	v_fma_f32 v10, -v10, v12, v11
	v_div_scale_f32 v11, s[2:3], v4, v4, v19
	v_rcp_f32_e32 v14, v11
	v_div_fmas_f32 v10, v10, v13, v12
	v_div_fixup_f32 v10, v10, v4, v18
	v_fma_f32 v12, -v11, v14, 1.0
	v_fmac_f32_e32 v14, v12, v14
	v_div_scale_f32 v12, vcc, v19, v4, v19
	v_mul_f32_e32 v13, v12, v14
	v_fma_f32 v15, -v11, v13, v12
	v_fmac_f32_e32 v13, v15, v14
	v_fma_f32 v11, -v11, v13, v12
	v_div_scale_f32 v12, s[2:3], v4, v4, v20
	v_rcp_f32_e32 v15, v12
	v_div_fmas_f32 v11, v11, v14, v13
	v_div_fixup_f32 v11, v11, v4, v19
	s_barrier
	v_fma_f32 v13, -v12, v15, 1.0
	v_fmac_f32_e32 v15, v13, v15
	v_div_scale_f32 v13, vcc, v20, v4, v20
	v_mul_f32_e32 v14, v13, v15
	v_fma_f32 v16, -v12, v14, v13
	v_fmac_f32_e32 v14, v16, v15
	v_fma_f32 v12, -v12, v14, v13
	v_div_scale_f32 v13, s[2:3], v4, v4, v21
	v_rcp_f32_e32 v16, v13
	v_div_fmas_f32 v12, v12, v15, v14
	v_div_fixup_f32 v12, v12, v4, v20
	v_fma_f32 v14, -v13, v16, 1.0
	v_fmac_f32_e32 v16, v14, v16
	v_div_scale_f32 v14, vcc, v21, v4, v21
	v_mul_f32_e32 v15, v14, v16
	v_fma_f32 v17, -v13, v15, v14
	v_fmac_f32_e32 v15, v17, v16
	v_fma_f32 v13, -v13, v15, v14
	v_div_scale_f32 v14, s[2:3], v4, v4, v22
	v_rcp_f32_e32 v17, v14
	v_div_fmas_f32 v13, v13, v16, v15
	v_div_fixup_f32 v13, v13, v4, v21
	ds_write_b32 v5, v2
	v_fma_f32 v15, -v14, v17, 1.0
	v_fmac_f32_e32 v17, v15, v17
	v_div_scale_f32 v15, vcc, v22, v4, v22
	v_mul_f32_e32 v16, v15, v17
	v_fma_f32 v18, -v14, v16, v15
	v_fmac_f32_e32 v16, v18, v17
	v_fma_f32 v14, -v14, v16, v15
	v_div_scale_f32 v15, s[2:3], v4, v4, v23
	v_rcp_f32_e32 v18, v15
	v_div_fmas_f32 v14, v14, v17, v16
	v_div_fixup_f32 v16, v14, v4, v22
	v_add_u32_e32 v2, 0, v49
	v_fma_f32 v14, -v15, v18, 1.0
	v_fmac_f32_e32 v18, v14, v18
	v_div_scale_f32 v14, vcc, v23, v4, v23
	v_mul_f32_e32 v17, v14, v18
	v_fma_f32 v19, -v15, v17, v14
	v_fmac_f32_e32 v17, v19, v18
	v_fma_f32 v14, -v15, v17, v14
	v_div_scale_f32 v15, s[2:3], v4, v4, v24
	v_rcp_f32_e32 v19, v15
	v_div_fmas_f32 v14, v14, v18, v17
	v_div_fixup_f32 v17, v14, v4, v23
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v14, -v15, v19, 1.0
	v_fmac_f32_e32 v19, v14, v19
	v_div_scale_f32 v14, vcc, v24, v4, v24
	v_mul_f32_e32 v18, v14, v19
	v_fma_f32 v20, -v15, v18, v14
	v_fmac_f32_e32 v18, v20, v19
	v_fma_f32 v14, -v15, v18, v14
	v_div_scale_f32 v15, s[2:3], v4, v4, v25
	v_rcp_f32_e32 v20, v15
	v_div_fmas_f32 v14, v14, v19, v18
	v_div_fixup_f32 v18, v14, v4, v24
	s_barrier
	v_fma_f32 v14, -v15, v20, 1.0
	v_fmac_f32_e32 v20, v14, v20
	v_div_scale_f32 v14, vcc, v25, v4, v25
	v_mul_f32_e32 v19, v14, v20
	v_fma_f32 v21, -v15, v19, v14
	v_fmac_f32_e32 v19, v21, v20
	v_fma_f32 v14, -v15, v19, v14
	v_div_scale_f32 v15, s[2:3], v4, v4, v26
	v_rcp_f32_e32 v21, v15
	v_div_fmas_f32 v14, v14, v20, v19
	v_div_fixup_f32 v19, v14, v4, v25
	v_fma_f32 v14, -v15, v21, 1.0
	v_fmac_f32_e32 v21, v14, v21
	v_div_scale_f32 v14, vcc, v26, v4, v26
	v_mul_f32_e32 v20, v14, v21
	v_fma_f32 v22, -v15, v20, v14
	v_fmac_f32_e32 v20, v22, v21
	v_fma_f32 v14, -v15, v20, v14
	v_div_scale_f32 v15, s[2:3], v4, v4, v27
	v_rcp_f32_e32 v22, v15
	v_div_fmas_f32 v14, v14, v21, v20
	v_div_fixup_f32 v20, v14, v4, v26
	v_bfrev_b32_e32 v5, 1
	v_fma_f32 v14, -v15, v22, 1.0
	v_fmac_f32_e32 v22, v14, v22
	v_div_scale_f32 v14, vcc, v27, v4, v27
	v_mul_f32_e32 v21, v14, v22
	v_fma_f32 v23, -v15, v21, v14
	v_fmac_f32_e32 v21, v23, v22
	v_fma_f32 v14, -v15, v21, v14
	v_div_scale_f32 v15, s[2:3], v4, v4, v28
	v_rcp_f32_e32 v23, v15
	v_div_fmas_f32 v14, v14, v22, v21
	v_div_fixup_f32 v21, v14, v4, v27
	v_lshrrev_b32_e32 v0, 2, v57
	v_fma_f32 v14, -v15, v23, 1.0
	v_fmac_f32_e32 v23, v14, v23
	v_div_scale_f32 v14, vcc, v28, v4, v28
	v_mul_f32_e32 v22, v14, v23
	v_fma_f32 v24, -v15, v22, v14
	v_fmac_f32_e32 v22, v24, v23
	v_fma_f32 v14, -v15, v22, v14
	v_div_scale_f32 v15, s[2:3], v4, v4, v29
	v_rcp_f32_e32 v24, v15
	v_div_fmas_f32 v14, v14, v23, v22
	v_div_fixup_f32 v22, v14, v4, v28
	v_cvt_pk_f16_f32 v13, v12, v13
	v_fma_f32 v14, -v15, v24, 1.0
	v_fmac_f32_e32 v24, v14, v24
	v_div_scale_f32 v14, vcc, v29, v4, v29
	v_mul_f32_e32 v23, v14, v24
	v_fma_f32 v25, -v15, v23, v14
	v_fmac_f32_e32 v23, v25, v24
	v_fma_f32 v14, -v15, v23, v14
	v_div_scale_f32 v15, s[2:3], v4, v4, v30
	v_rcp_f32_e32 v25, v15
	v_div_fmas_f32 v14, v14, v24, v23
	v_div_fixup_f32 v23, v14, v4, v29
	v_cvt_pk_f16_f32 v12, v16, v17
	v_fma_f32 v14, -v15, v25, 1.0
	v_fmac_f32_e32 v25, v14, v25
	v_div_scale_f32 v14, vcc, v30, v4, v30
	v_mul_f32_e32 v24, v14, v25
	v_fma_f32 v26, -v15, v24, v14
	v_fmac_f32_e32 v24, v26, v25
	v_fma_f32 v14, -v15, v24, v14
	v_div_scale_f32 v15, s[2:3], v4, v4, v31
	v_rcp_f32_e32 v26, v15
	v_div_fmas_f32 v14, v14, v25, v24
	v_div_fixup_f32 v24, v14, v4, v30
	s_mul_i32 s2, s94, s17
	v_fma_f32 v14, -v15, v26, 1.0
	v_fmac_f32_e32 v26, v14, v26
	v_div_scale_f32 v14, vcc, v31, v4, v31
	v_mul_f32_e32 v25, v14, v26
	v_fma_f32 v27, -v15, v25, v14
	v_fmac_f32_e32 v25, v27, v26
	v_fma_f32 v14, -v15, v25, v14
	s_add_i32 s2, s2, s16
	v_div_fmas_f32 v14, v14, v26, v25
	s_cmp_eq_u32 s33, 0
	v_div_fixup_f32 v4, v14, v4, v31
	ds_read_b32 v25, v2
	v_add_lshl_u32 v2, s2, v48, 2
	s_cselect_b64 vcc, -1, 0
	v_cndmask_b32_e32 v2, v5, v2, vcc
	v_cvt_pk_f16_f32 v15, v8, v9
	v_cvt_pk_f16_f32 v8, v24, v4
	v_mad_u64_u32 v[4:5], s[2:3], v6, s8, 0
	v_mul_lo_u32 v16, v7, s8
	v_mul_lo_u32 v17, v6, s9
	v_readlane_b32 s2, v146, 2
	v_or_b32_e32 v0, s72, v0
	v_mov_b32_e32 v1, v3
	v_cmp_lt_i32_e64 s[0:1], -1, v7
	v_add3_u32 v5, v5, v17, v16
	v_readlane_b32 s3, v146, 3
	v_cmp_gt_i64_e32 vcc, s[12:13], v[6:7]
	s_mov_b32 s7, 0x27000
	v_cvt_pk_f16_f32 v14, v10, v11
	v_cvt_pk_f16_f32 v11, v18, v19
	v_cvt_pk_f16_f32 v10, v20, v21
	v_cvt_pk_f16_f32 v9, v22, v23
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[2:3]
	v_cmp_gt_i64_e64 s[2:3], s[14:15], v[0:1]
	s_mov_b32 s6, 0x7ffffffe
	s_and_b64 s[0:1], s[0:1], vcc
	v_permlane32_swap_b32_e32 v15, v13
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v25, v2, s[4:7], 0 offen
	v_permlane32_swap_b32_e32 v14, v12
	v_permlane32_swap_b32_e32 v11, v9
	s_and_b64 s[4:5], s[2:3], s[0:1]
	v_permlane32_swap_b32_e32 v10, v8
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_140
; %bb.139:
	v_mad_u64_u32 v[6:7], s[4:5], s10, v0, 0
	v_mov_b32_e32 v2, v7
	v_mad_u64_u32 v[16:17], s[4:5], s11, v0, v[2:3]
	v_mov_b32_e32 v7, v16
	v_lshl_add_u64 v[6:7], v[6:7], 1, v[4:5]
	global_store_short v[6:7], v15, off
.LBB0_140:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v2, 1, v0
	v_cmp_gt_i64_e32 vcc, s[14:15], v[2:3]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_142
; %bb.141:
	v_mad_u64_u32 v[6:7], s[4:5], s10, v2, 0
	v_mov_b32_e32 v16, v7
	v_mad_u64_u32 v[2:3], s[4:5], s11, v2, v[16:17]
	v_mov_b32_e32 v7, v2
	v_lshl_add_u64 v[2:3], v[6:7], 1, v[4:5]
	global_store_short_d16_hi v[2:3], v15, off
.LBB0_142:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v2, 2, v0
	v_mov_b32_e32 v3, 0
	v_cmp_gt_i64_e32 vcc, s[14:15], v[2:3]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_144
; %bb.143:
	v_mad_u64_u32 v[6:7], s[4:5], s10, v2, 0
	v_mov_b32_e32 v16, v7
	v_mad_u64_u32 v[16:17], s[4:5], s11, v2, v[16:17]
	v_mov_b32_e32 v7, v16
	v_lshl_add_u64 v[6:7], v[6:7], 1, v[4:5]
	global_store_short v[6:7], v14, off
.LBB0_144:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v2, 3, v0
	v_cmp_gt_i64_e32 vcc, s[14:15], v[2:3]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_146
; %bb.145:
	v_mad_u64_u32 v[6:7], s[4:5], s10, v2, 0
	v_mov_b32_e32 v16, v7
	v_mad_u64_u32 v[2:3], s[4:5], s11, v2, v[16:17]
	v_mov_b32_e32 v7, v2
	v_lshl_add_u64 v[2:3], v[6:7], 1, v[4:5]
	global_store_short_d16_hi v[2:3], v14, off
.LBB0_146:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v2, 4, v0
	v_mov_b32_e32 v3, 0
	v_cmp_gt_i64_e32 vcc, s[14:15], v[2:3]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_148
; %bb.147:
	v_mad_u64_u32 v[6:7], s[4:5], s10, v2, 0
	v_mov_b32_e32 v14, v7
	v_mad_u64_u32 v[14:15], s[4:5], s11, v2, v[14:15]
	v_mov_b32_e32 v7, v14
	v_lshl_add_u64 v[6:7], v[6:7], 1, v[4:5]
	global_store_short v[6:7], v13, off
.LBB0_148:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v2, 5, v0
	v_cmp_gt_i64_e32 vcc, s[14:15], v[2:3]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_150
; %bb.149:
	v_mad_u64_u32 v[6:7], s[4:5], s10, v2, 0
	v_mov_b32_e32 v14, v7
	v_mad_u64_u32 v[2:3], s[4:5], s11, v2, v[14:15]
	v_mov_b32_e32 v7, v2
	v_lshl_add_u64 v[2:3], v[6:7], 1, v[4:5]
	global_store_short_d16_hi v[2:3], v13, off
.LBB0_150:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v2, 6, v0
	v_mov_b32_e32 v3, 0
	v_cmp_gt_i64_e32 vcc, s[14:15], v[2:3]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_152
; %bb.151:
	v_mad_u64_u32 v[6:7], s[4:5], s10, v2, 0
	v_mov_b32_e32 v14, v7
	v_mad_u64_u32 v[14:15], s[4:5], s11, v2, v[14:15]
	v_mov_b32_e32 v7, v14
	v_lshl_add_u64 v[6:7], v[6:7], 1, v[4:5]
	global_store_short v[6:7], v12, off
.LBB0_152:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v2, 7, v0
	v_cmp_gt_i64_e32 vcc, s[14:15], v[2:3]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_154
; %bb.153:
	v_mad_u64_u32 v[6:7], s[4:5], s10, v2, 0
	v_mov_b32_e32 v14, v7
	v_mad_u64_u32 v[2:3], s[4:5], s11, v2, v[14:15]
	v_mov_b32_e32 v7, v2
	v_lshl_add_u64 v[2:3], v[6:7], 1, v[4:5]
	global_store_short_d16_hi v[2:3], v12, off
.LBB0_154:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v2, 16, v0
	v_mov_b32_e32 v3, 0
	v_cmp_gt_i64_e32 vcc, s[14:15], v[2:3]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_156
; %bb.155:
	v_mad_u64_u32 v[6:7], s[4:5], s10, v2, 0
	v_mov_b32_e32 v12, v7
	v_mad_u64_u32 v[12:13], s[4:5], s11, v2, v[12:13]
	v_mov_b32_e32 v7, v12
	v_lshl_add_u64 v[6:7], v[6:7], 1, v[4:5]
	global_store_short v[6:7], v11, off
.LBB0_156:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v2, 17, v0
	v_cmp_gt_i64_e32 vcc, s[14:15], v[2:3]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_158
; %bb.157:
	v_mad_u64_u32 v[6:7], s[4:5], s10, v2, 0
	v_mov_b32_e32 v12, v7
	v_mad_u64_u32 v[2:3], s[4:5], s11, v2, v[12:13]
	v_mov_b32_e32 v7, v2
	v_lshl_add_u64 v[2:3], v[6:7], 1, v[4:5]
	global_store_short_d16_hi v[2:3], v11, off
.LBB0_158:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v2, 18, v0
	v_mov_b32_e32 v3, 0
	v_cmp_gt_i64_e32 vcc, s[14:15], v[2:3]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_160
; %bb.159:
	v_mad_u64_u32 v[6:7], s[4:5], s10, v2, 0
	v_mov_b32_e32 v12, v7
	v_mad_u64_u32 v[12:13], s[4:5], s11, v2, v[12:13]
	v_mov_b32_e32 v7, v12
	v_lshl_add_u64 v[6:7], v[6:7], 1, v[4:5]
	global_store_short v[6:7], v10, off
.LBB0_160:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v2, 19, v0
	v_cmp_gt_i64_e32 vcc, s[14:15], v[2:3]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_162
; %bb.161:
	v_mad_u64_u32 v[6:7], s[4:5], s10, v2, 0
	v_mov_b32_e32 v12, v7
	v_mad_u64_u32 v[2:3], s[4:5], s11, v2, v[12:13]
	v_mov_b32_e32 v7, v2
	v_lshl_add_u64 v[2:3], v[6:7], 1, v[4:5]
	global_store_short_d16_hi v[2:3], v10, off
.LBB0_162:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v2, 20, v0
	v_mov_b32_e32 v3, 0
	v_cmp_gt_i64_e32 vcc, s[14:15], v[2:3]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_164
; %bb.163:
	v_mad_u64_u32 v[6:7], s[4:5], s10, v2, 0
	v_mov_b32_e32 v10, v7
	v_mad_u64_u32 v[10:11], s[4:5], s11, v2, v[10:11]
	v_mov_b32_e32 v7, v10
	v_lshl_add_u64 v[6:7], v[6:7], 1, v[4:5]
	global_store_short v[6:7], v9, off
.LBB0_164:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v2, 21, v0
	v_cmp_gt_i64_e32 vcc, s[14:15], v[2:3]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_166
; %bb.165:
	v_mad_u64_u32 v[6:7], s[4:5], s10, v2, 0
	v_mov_b32_e32 v10, v7
	v_mad_u64_u32 v[2:3], s[4:5], s11, v2, v[10:11]
	v_mov_b32_e32 v7, v2
	v_lshl_add_u64 v[2:3], v[6:7], 1, v[4:5]
	global_store_short_d16_hi v[2:3], v9, off
.LBB0_166:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v2, 22, v0
	v_mov_b32_e32 v3, 0
	v_cmp_gt_i64_e32 vcc, s[14:15], v[2:3]
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_168
; %bb.167:
	v_mad_u64_u32 v[6:7], s[4:5], s10, v2, 0
	v_mov_b32_e32 v10, v7
	v_mad_u64_u32 v[10:11], s[4:5], s11, v2, v[10:11]
	v_mov_b32_e32 v7, v10
	v_lshl_add_u64 v[6:7], v[6:7], 1, v[4:5]
	global_store_short v[6:7], v8, off
.LBB0_168:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v2, 23, v0
	v_cmp_gt_i64_e32 vcc, s[14:15], v[2:3]
	s_and_b64 s[0:1], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_170
; %bb.169:
	v_mad_u64_u32 v[0:1], s[0:1], s10, v2, 0
	v_mov_b32_e32 v6, v1
	v_mad_u64_u32 v[2:3], s[0:1], s11, v2, v[6:7]
	v_mov_b32_e32 v1, v2
	v_lshl_add_u64 v[0:1], v[0:1], 1, v[4:5]
	global_store_short_d16_hi v[0:1], v8, off
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
		.amdhsa_next_free_vgpr 147
		.amdhsa_next_free_sgpr 100
		.amdhsa_accum_offset 148
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
	.set .L_attn_fwd_tma.num_vgpr, 147
	.set .L_attn_fwd_tma.num_agpr, 0
	.set .L_attn_fwd_tma.numbered_sgpr, 100
	.set .L_attn_fwd_tma.num_named_barrier, 0
	.set .L_attn_fwd_tma.private_seg_size, 0
	.set .L_attn_fwd_tma.uses_vcc, 1
	.set .L_attn_fwd_tma.uses_flat_scratch, 0
	.set .L_attn_fwd_tma.has_dyn_sized_stack, 0
	.set .L_attn_fwd_tma.has_recursion, 0
	.set .L_attn_fwd_tma.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 15768
; TotalNumSgprs: 106
; NumVgprs: 147
; NumAgprs: 0
; TotalNumVgprs: 147
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 13
; VGPRBlocks: 18
; NumSGPRsForWavesPerEU: 106
; NumVGPRsForWavesPerEU: 147
; AccumOffset: 148
; Occupancy: 3
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 36
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
    .sgpr_count:     106
    .sgpr_spill_count: 4
    .symbol:         _attn_fwd_tma.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     147
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.50-amd-amdhsa-unknown-gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
