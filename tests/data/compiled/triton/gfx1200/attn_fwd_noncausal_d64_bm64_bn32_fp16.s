	.amdgcn_target "amdgpu12.00-amd-amdhsa-unknown-gfx1200"
	.amdhsa_code_object_version 5
	.text
	.globl	_attn_fwd_tma                   ; -- Begin function _attn_fwd_tma
	.p2align	8
	.type	_attn_fwd_tma,@function
_attn_fwd_tma:                          ; @_attn_fwd_tma
; %bb.0:
	s_clause 0x4
	s_load_b96 s[12:14], s[0:1], 0x38
	s_load_b32 s2, s[0:1], 0x88
	s_load_b32 s3, s[0:1], 0xd0
	s_load_b32 s15, s[0:1], 0x14
	s_load_b32 s37, s[0:1], 0x138
	v_dual_mov_b32 v49, 0 :: v_dual_and_b32 v50, 31, v0
	s_mov_b32 s29, 0
	s_wait_kmcnt 0x0
	s_and_b32 s4, 1, s14
	s_and_b32 s2, 1, s2
	s_bitcmp1_b32 s3, 0
	s_cselect_b32 s41, -1, 0
	s_cmp_eq_u32 s2, 1
	s_cselect_b32 s42, -1, 0
	s_cmp_eq_u32 s4, 1
	s_cselect_b32 s2, -1, 0
	s_abs_i32 s3, s15
	s_and_b32 s36, ttmp7, 0xffff
	s_cvt_f32_u32 s4, s3
	s_sub_co_i32 s5, 0, s3
	s_bfe_u32 s33, ttmp8, 0x50019
	s_ashr_i32 s14, s15, 31
	v_s_rcp_f32 s4, s4
	v_cndmask_b16 v34.l, 0, 0x7e00, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_mov_b16_e32 v1.l, v34.l
	s_mul_f32 s4, s4, 0x4f7ffffe
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_cvt_u32_f32 s4, s4
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s5, s5, s4
	s_wait_alu depctr_sa_sdst(0)
	s_mul_hi_u32 s5, s4, s5
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s4, s4, s5
	s_wait_alu depctr_sa_sdst(0)
	s_mul_hi_u32 s4, s36, s4
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s5, s4, s3
	s_add_co_i32 s6, s4, 1
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s5, s36, s5
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s7, s5, s3
	s_cmp_ge_u32 s5, s3
	s_cselect_b32 s16, s6, s4
	s_cselect_b32 s4, s7, s5
	s_add_co_i32 s17, s16, 1
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_ge_u32 s4, s3
	s_load_b256 s[4:11], s[0:1], 0x18
	s_cselect_b32 s3, s17, s16
	s_lshl_b32 s16, s33, 5
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s3, s3, s14
	v_or_b32_e32 v35, s16, v50
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s3, s3, s14
	s_lshl_b32 s38, ttmp9, 6
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s14, s3, s15
	s_bfe_u32 s28, s33, 0x10001
	s_sub_co_i32 s14, s36, s14
	v_and_b32_e32 v48, 63, v35
	s_mul_i32 s39, s14, s37
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_add_co_i32 s39, s39, s3
	v_mad_co_u64_u32 v[2:3], null, s12, v48, 0
	s_add_co_i32 s26, s39, s38
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s27, s26, 31
	s_add_nc_u64 s[14:15], s[26:27], s[28:29]
	s_wait_kmcnt 0x0
	v_cmp_gt_i64_e32 vcc_lo, s[8:9], v[48:49]
	v_cmp_lt_i64_e64 s2, s[14:15], s[6:7]
	v_mad_co_u64_u32 v[3:4], null, s13, v48, v[3:4]
	s_cmp_gt_i32 s15, -1
	s_cselect_b32 s3, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s2, s3, s2
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s2, vcc_lo, s2
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_mul_u64 s[8:9], s[14:15], s[10:11]
	v_lshlrev_b64_e32 v[4:5], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[8:9], s[8:9], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[8:9], s[4:5], s[8:9]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v4, s2, s8, v4
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v5, null, s9, v5, s2
	global_load_d16_b16 v1, v[4:5], off
.LBB0_2:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_add_nc_u64 s[2:3], s[14:15], 2
	v_mov_b16_e32 v4.l, v34.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s8, s9, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s9, vcc_lo, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_4
; %bb.3:
	s_mul_u64 s[2:3], s[2:3], s[10:11]
	v_lshlrev_b64_e32 v[4:5], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[2:3], s[4:5], s[2:3]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v4, s2, s2, v4
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v5, null, s3, v5, s2
	global_load_d16_b16 v4, v[4:5], off
.LBB0_4:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	s_add_nc_u64 s[2:3], s[14:15], 4
	v_mov_b16_e32 v5.l, v34.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s8, s9, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s9, vcc_lo, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_6
; %bb.5:
	s_mul_u64 s[2:3], s[2:3], s[10:11]
	v_lshlrev_b64_e32 v[5:6], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[2:3], s[4:5], s[2:3]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v5, s2, s2, v5
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v6, null, s3, v6, s2
	global_load_d16_b16 v5, v[5:6], off
.LBB0_6:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	s_add_nc_u64 s[2:3], s[14:15], 6
	v_mov_b16_e32 v6.l, v34.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s8, s9, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s9, vcc_lo, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_8
; %bb.7:
	s_mul_u64 s[2:3], s[2:3], s[10:11]
	v_lshlrev_b64_e32 v[6:7], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[2:3], s[4:5], s[2:3]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v6, s2, s2, v6
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v7, null, s3, v7, s2
	global_load_d16_b16 v6, v[6:7], off
.LBB0_8:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	s_add_nc_u64 s[2:3], s[14:15], 8
	v_mov_b16_e32 v7.l, v34.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s8, s9, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s9, vcc_lo, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_10
; %bb.9:
	s_mul_u64 s[2:3], s[2:3], s[10:11]
	v_lshlrev_b64_e32 v[7:8], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[2:3], s[4:5], s[2:3]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v7, s2, s2, v7
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v8, null, s3, v8, s2
	global_load_d16_b16 v7, v[7:8], off
.LBB0_10:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	s_add_nc_u64 s[2:3], s[14:15], 10
	v_mov_b16_e32 v8.l, v34.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s8, s9, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s9, vcc_lo, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_12
; %bb.11:
	s_mul_u64 s[2:3], s[2:3], s[10:11]
	v_lshlrev_b64_e32 v[8:9], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[2:3], s[4:5], s[2:3]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v8, s2, s2, v8
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v9, null, s3, v9, s2
	global_load_d16_b16 v8, v[8:9], off
.LBB0_12:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	s_add_nc_u64 s[2:3], s[14:15], 12
	v_mov_b16_e32 v9.l, v34.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s8, s9, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s9, vcc_lo, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_14
; %bb.13:
	s_mul_u64 s[2:3], s[2:3], s[10:11]
	v_lshlrev_b64_e32 v[9:10], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[2:3], s[4:5], s[2:3]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v9, s2, s2, v9
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v10, null, s3, v10, s2
	global_load_d16_b16 v9, v[9:10], off
.LBB0_14:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	s_add_nc_u64 s[2:3], s[14:15], 14
	v_mov_b16_e32 v10.l, v34.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s8, s9, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s9, vcc_lo, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_16
; %bb.15:
	s_mul_u64 s[2:3], s[2:3], s[10:11]
	v_lshlrev_b64_e32 v[10:11], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[2:3], s[4:5], s[2:3]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v10, s2, s2, v10
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v11, null, s3, v11, s2
	global_load_d16_b16 v10, v[10:11], off
.LBB0_16:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	s_add_nc_u64 s[2:3], s[14:15], 16
	v_mov_b16_e32 v11.l, v34.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s8, s9, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s9, vcc_lo, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_18
; %bb.17:
	s_mul_u64 s[2:3], s[2:3], s[10:11]
	v_lshlrev_b64_e32 v[11:12], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[2:3], s[4:5], s[2:3]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v11, s2, s2, v11
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v12, null, s3, v12, s2
	global_load_d16_b16 v11, v[11:12], off
.LBB0_18:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	s_add_nc_u64 s[2:3], s[14:15], 18
	v_mov_b16_e32 v12.l, v34.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s8, s9, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s9, vcc_lo, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_20
; %bb.19:
	s_mul_u64 s[2:3], s[2:3], s[10:11]
	v_lshlrev_b64_e32 v[12:13], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[2:3], s[4:5], s[2:3]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v12, s2, s2, v12
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v13, null, s3, v13, s2
	global_load_d16_b16 v12, v[12:13], off
.LBB0_20:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	s_add_nc_u64 s[2:3], s[14:15], 20
	v_mov_b16_e32 v13.l, v34.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s8, s9, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s9, vcc_lo, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_22
; %bb.21:
	s_mul_u64 s[2:3], s[2:3], s[10:11]
	v_lshlrev_b64_e32 v[13:14], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[2:3], s[4:5], s[2:3]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v13, s2, s2, v13
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v14, null, s3, v14, s2
	global_load_d16_b16 v13, v[13:14], off
.LBB0_22:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	s_add_nc_u64 s[2:3], s[14:15], 22
	v_mov_b16_e32 v14.l, v34.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s8, s9, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s9, vcc_lo, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_24
; %bb.23:
	s_mul_u64 s[2:3], s[2:3], s[10:11]
	v_lshlrev_b64_e32 v[14:15], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[2:3], s[4:5], s[2:3]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v14, s2, s2, v14
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v15, null, s3, v15, s2
	global_load_d16_b16 v14, v[14:15], off
.LBB0_24:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	s_add_nc_u64 s[2:3], s[14:15], 24
	v_mov_b16_e32 v15.l, v34.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s8, s9, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s9, vcc_lo, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_26
; %bb.25:
	s_mul_u64 s[2:3], s[2:3], s[10:11]
	v_lshlrev_b64_e32 v[15:16], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[2:3], s[4:5], s[2:3]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v15, s2, s2, v15
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v16, null, s3, v16, s2
	global_load_d16_b16 v15, v[15:16], off
.LBB0_26:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	s_add_nc_u64 s[2:3], s[14:15], 26
	v_mov_b16_e32 v16.l, v34.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s8, s9, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s9, vcc_lo, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_28
; %bb.27:
	s_mul_u64 s[2:3], s[2:3], s[10:11]
	v_lshlrev_b64_e32 v[16:17], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[2:3], s[4:5], s[2:3]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v16, s2, s2, v16
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v17, null, s3, v17, s2
	global_load_d16_b16 v16, v[16:17], off
.LBB0_28:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	s_add_nc_u64 s[2:3], s[14:15], 28
	v_mov_b16_e32 v17.l, v34.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s8, s9, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s9, vcc_lo, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_30
; %bb.29:
	s_mul_u64 s[2:3], s[2:3], s[10:11]
	v_lshlrev_b64_e32 v[17:18], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[2:3], s[4:5], s[2:3]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v17, s2, s2, v17
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v18, null, s3, v18, s2
	global_load_d16_b16 v17, v[17:18], off
.LBB0_30:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	s_add_nc_u64 s[2:3], s[14:15], 30
	v_mov_b16_e32 v18.l, v34.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s8, s9, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s9, vcc_lo, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_32
; %bb.31:
	s_mul_u64 s[2:3], s[2:3], s[10:11]
	v_lshlrev_b64_e32 v[18:19], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[2:3], s[4:5], s[2:3]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v18, s2, s2, v18
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v19, null, s3, v19, s2
	global_load_d16_b16 v18, v[18:19], off
.LBB0_32:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	s_add_nc_u64 s[2:3], s[14:15], 32
	v_mov_b16_e32 v19.l, v34.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s8, s9, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s9, vcc_lo, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_34
; %bb.33:
	s_mul_u64 s[2:3], s[2:3], s[10:11]
	v_lshlrev_b64_e32 v[19:20], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[2:3], s[4:5], s[2:3]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v19, s2, s2, v19
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v20, null, s3, v20, s2
	global_load_d16_b16 v19, v[19:20], off
.LBB0_34:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	s_add_nc_u64 s[2:3], s[14:15], 34
	v_mov_b16_e32 v20.l, v34.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s8, s9, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s9, vcc_lo, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_36
; %bb.35:
	s_mul_u64 s[2:3], s[2:3], s[10:11]
	v_lshlrev_b64_e32 v[20:21], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[2:3], s[4:5], s[2:3]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v20, s2, s2, v20
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v21, null, s3, v21, s2
	global_load_d16_b16 v20, v[20:21], off
.LBB0_36:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	s_add_nc_u64 s[2:3], s[14:15], 36
	v_mov_b16_e32 v21.l, v34.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s8, s9, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s9, vcc_lo, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_38
; %bb.37:
	s_mul_u64 s[2:3], s[2:3], s[10:11]
	v_lshlrev_b64_e32 v[21:22], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[2:3], s[4:5], s[2:3]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v21, s2, s2, v21
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v22, null, s3, v22, s2
	global_load_d16_b16 v21, v[21:22], off
.LBB0_38:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	s_add_nc_u64 s[2:3], s[14:15], 38
	v_mov_b16_e32 v22.l, v34.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s8, s9, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s9, vcc_lo, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_40
; %bb.39:
	s_mul_u64 s[2:3], s[2:3], s[10:11]
	v_lshlrev_b64_e32 v[22:23], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[2:3], s[4:5], s[2:3]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v22, s2, s2, v22
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v23, null, s3, v23, s2
	global_load_d16_b16 v22, v[22:23], off
.LBB0_40:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	s_add_nc_u64 s[2:3], s[14:15], 40
	v_mov_b16_e32 v23.l, v34.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s8, s9, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s9, vcc_lo, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_42
; %bb.41:
	s_mul_u64 s[2:3], s[2:3], s[10:11]
	v_lshlrev_b64_e32 v[23:24], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[2:3], s[4:5], s[2:3]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v23, s2, s2, v23
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v24, null, s3, v24, s2
	global_load_d16_b16 v23, v[23:24], off
.LBB0_42:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	s_add_nc_u64 s[2:3], s[14:15], 42
	v_mov_b16_e32 v24.l, v34.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s8, s9, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s9, vcc_lo, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_44
; %bb.43:
	s_mul_u64 s[2:3], s[2:3], s[10:11]
	v_lshlrev_b64_e32 v[24:25], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[2:3], s[4:5], s[2:3]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v24, s2, s2, v24
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v25, null, s3, v25, s2
	global_load_d16_b16 v24, v[24:25], off
.LBB0_44:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	s_add_nc_u64 s[2:3], s[14:15], 44
	v_mov_b16_e32 v25.l, v34.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s8, s9, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s9, vcc_lo, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_46
; %bb.45:
	s_mul_u64 s[2:3], s[2:3], s[10:11]
	v_lshlrev_b64_e32 v[25:26], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[2:3], s[4:5], s[2:3]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v25, s2, s2, v25
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v26, null, s3, v26, s2
	global_load_d16_b16 v25, v[25:26], off
.LBB0_46:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	s_add_nc_u64 s[2:3], s[14:15], 46
	v_mov_b16_e32 v26.l, v34.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s8, s9, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s9, vcc_lo, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_48
; %bb.47:
	s_mul_u64 s[2:3], s[2:3], s[10:11]
	v_lshlrev_b64_e32 v[26:27], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[2:3], s[4:5], s[2:3]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v26, s2, s2, v26
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v27, null, s3, v27, s2
	global_load_d16_b16 v26, v[26:27], off
.LBB0_48:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	s_add_nc_u64 s[2:3], s[14:15], 48
	v_mov_b16_e32 v27.l, v34.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s8, s9, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s9, vcc_lo, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_50
; %bb.49:
	s_mul_u64 s[2:3], s[2:3], s[10:11]
	v_lshlrev_b64_e32 v[27:28], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[2:3], s[4:5], s[2:3]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v27, s2, s2, v27
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v28, null, s3, v28, s2
	global_load_d16_b16 v27, v[27:28], off
.LBB0_50:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	s_add_nc_u64 s[2:3], s[14:15], 50
	v_mov_b16_e32 v28.l, v34.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s8, s9, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s9, vcc_lo, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_52
; %bb.51:
	s_mul_u64 s[2:3], s[2:3], s[10:11]
	v_lshlrev_b64_e32 v[28:29], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[2:3], s[4:5], s[2:3]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v28, s2, s2, v28
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v29, null, s3, v29, s2
	global_load_d16_b16 v28, v[28:29], off
.LBB0_52:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	s_add_nc_u64 s[2:3], s[14:15], 52
	v_mov_b16_e32 v29.l, v34.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s8, s9, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s9, vcc_lo, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_54
; %bb.53:
	s_mul_u64 s[2:3], s[2:3], s[10:11]
	v_lshlrev_b64_e32 v[29:30], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[2:3], s[4:5], s[2:3]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v29, s2, s2, v29
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v30, null, s3, v30, s2
	global_load_d16_b16 v29, v[29:30], off
.LBB0_54:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	s_add_nc_u64 s[2:3], s[14:15], 54
	v_mov_b16_e32 v30.l, v34.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s8, s9, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s9, vcc_lo, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_56
; %bb.55:
	s_mul_u64 s[2:3], s[2:3], s[10:11]
	v_lshlrev_b64_e32 v[30:31], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[2:3], s[4:5], s[2:3]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v30, s2, s2, v30
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v31, null, s3, v31, s2
	global_load_d16_b16 v30, v[30:31], off
.LBB0_56:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	s_add_nc_u64 s[2:3], s[14:15], 56
	v_mov_b16_e32 v31.l, v34.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s8, s9, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s9, vcc_lo, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_58
; %bb.57:
	s_mul_u64 s[2:3], s[2:3], s[10:11]
	v_lshlrev_b64_e32 v[31:32], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[2:3], s[4:5], s[2:3]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v31, s2, s2, v31
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v32, null, s3, v32, s2
	global_load_d16_b16 v31, v[31:32], off
.LBB0_58:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	s_add_nc_u64 s[2:3], s[14:15], 58
	v_mov_b16_e32 v32.l, v34.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s8, s9, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s9, vcc_lo, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_60
; %bb.59:
	s_mul_u64 s[2:3], s[2:3], s[10:11]
	v_lshlrev_b64_e32 v[32:33], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[2:3], s[4:5], s[2:3]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v32, s2, s2, v32
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v33, null, s3, v33, s2
	global_load_d16_b16 v32, v[32:33], off
.LBB0_60:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	s_add_nc_u64 s[2:3], s[14:15], 60
	v_mov_b16_e32 v33.l, v34.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s8, s9, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s9, vcc_lo, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_62
; %bb.61:
	s_mul_u64 s[2:3], s[2:3], s[10:11]
	v_lshlrev_b64_e32 v[36:37], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[2:3], s[4:5], s[2:3]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v36, s2, s2, v36
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v37, null, s3, v37, s2
	global_load_d16_b16 v33, v[36:37], off
.LBB0_62:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	s_add_nc_u64 s[2:3], s[14:15], 62
	s_and_b32 s43, s16, 64
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s6, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s7, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s6, s7, s6
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s7, vcc_lo, s6
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s6, s7
	s_cbranch_execz .LBB0_64
; %bb.63:
	s_mul_u64 s[2:3], s[2:3], s[10:11]
	v_lshlrev_b64_e32 v[2:3], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[2:3], s[4:5], s[2:3]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v2, vcc_lo, s2, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s3, v3, vcc_lo
	global_load_d16_b16 v34, v[2:3], off
.LBB0_64:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s6
	s_and_b32 s40, s16, 0x60
	s_cmp_eq_u32 s43, 0
	v_lshlrev_b32_e32 v2, 1, v48
	s_cselect_b32 s2, -1, 0
	s_clause 0x2
	s_load_b128 s[20:23], s[0:1], 0x108
	s_load_b64 s[30:31], s[0:1], 0xf0
	s_load_b64 s[24:25], s[0:1], 0x8
	s_and_b32 s3, s2, exec_lo
	s_cselect_b32 s3, 0, 0x90
	v_and_b32_e32 v58, 15, v0
	s_wait_alu depctr_sa_sdst(0)
	v_xor_b32_e32 v2, s3, v2
	v_and_b32_e32 v57, 16, v0
	s_mov_b32 s35, 0
	s_cmp_lt_i32 s37, 1
	s_delay_alu instid0(VALU_DEP_2)
	v_add_nc_u32_e32 v3, 0, v2
	v_xad_u32 v37, v2, 64, 0
	v_xad_u32 v36, v2, 32, 0
	s_wait_loadcnt 0x0
	ds_store_b16 v3, v1
	ds_store_b16 v3, v7 offset:1024
	ds_store_b16 v3, v11 offset:2048
	ds_store_b16 v3, v15 offset:3072
	ds_store_b16 v3, v19 offset:4096
	ds_store_b16 v3, v23 offset:5120
	ds_store_b16 v3, v27 offset:6144
	ds_store_b16 v3, v31 offset:7168
	ds_store_b16 v36, v4 offset:256
	ds_store_b16 v36, v8 offset:1280
	ds_store_b16 v36, v12 offset:2304
	ds_store_b16 v36, v16 offset:3328
	ds_store_b16 v36, v20 offset:4352
	ds_store_b16 v36, v24 offset:5376
	ds_store_b16 v36, v28 offset:6400
	ds_store_b16 v36, v32 offset:7424
	v_xad_u32 v1, 0x60, v2, 0
	ds_store_b16 v37, v5 offset:512
	ds_store_b16 v37, v9 offset:1536
	ds_store_b16 v37, v13 offset:2560
	ds_store_b16 v37, v17 offset:3584
	ds_store_b16 v37, v21 offset:4608
	ds_store_b16 v37, v25 offset:5632
	ds_store_b16 v37, v29 offset:6656
	ds_store_b16 v37, v33 offset:7680
	ds_store_b16 v1, v6 offset:768
	ds_store_b16 v1, v10 offset:1792
	ds_store_b16 v1, v14 offset:2816
	ds_store_b16 v1, v18 offset:3840
	ds_store_b16 v1, v22 offset:4864
	ds_store_b16 v1, v26 offset:5888
	ds_store_b16 v1, v30 offset:6912
	ds_store_b16 v1, v34 offset:7936
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_cbranch_scc1 .LBB0_131
; %bb.65:                               ; %.lr.ph
	s_clause 0x2
	s_load_b64 s[44:45], s[0:1], 0x80
	s_load_b64 s[46:47], s[0:1], 0xc8
	s_load_b256 s[4:11], s[0:1], 0xa8
	v_dual_mov_b32 v24, 0 :: v_dual_and_b32 v7, 7, v0
	s_clause 0x1
	s_load_b256 s[12:19], s[0:1], 0x60
	s_load_b32 s48, s[0:1], 0x0
	v_dual_mov_b32 v74, 1.0 :: v_dual_lshlrev_b32 v3, 7, v58
	v_lshlrev_b32_e32 v1, 4, v7
	s_lshl_b32 s3, s40, 6
	v_dual_mov_b32 v97, 0xff800000 :: v_dual_lshlrev_b32 v4, 2, v35
	v_and_b32_e32 v6, 8, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v5, v1, v57
	v_lshlrev_b32_e32 v15, 3, v0
	v_dual_mov_b32 v28, v24 :: v_dual_and_b32 v9, 0x9c, v4
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_mov_b32 v30, v24 :: v_dual_lshlrev_b32 v11, 3, v6
	s_wait_alu depctr_sa_sdst(0)
	v_or3_b32 v10, s3, v3, v5
	s_wait_kmcnt 0x0
	v_mad_co_u64_u32 v[1:2], null, s44, v48, 0
	v_mad_co_u64_u32 v[4:5], null, s46, v48, 0
	v_dual_mov_b32 v31, v24 :: v_dual_lshlrev_b32 v22, 6, v48
	v_xad_u32 v12, v10, 32, 0
	v_xad_u32 v13, v10, 64, 0
	s_lshr_b32 s34, s43, 4
	s_and_b32 s2, s2, exec_lo
	v_mad_co_u64_u32 v[2:3], null, s45, v48, v[2:3]
	v_mad_co_u64_u32 v[5:6], null, s47, v48, v[5:6]
	v_add_nc_u32_e32 v3, 0, v10
	v_xad_u32 v10, 0x60, v10, 0
	s_cselect_b32 s2, 0, 0x104
	v_dual_mov_b32 v27, v24 :: v_dual_lshlrev_b32 v8, 1, v57
	s_wait_alu depctr_sa_sdst(0)
	v_xor_b32_e32 v9, s2, v9
	v_lshlrev_b64_e32 v[1:2], 1, v[1:2]
	v_cmp_gt_i64_e64 s2, s[8:9], v[48:49]
	v_cndmask_b16 v65.l, 0, 0x7e00, s41
	v_cndmask_b16 v66.l, 0, 0x7e00, s42
	v_or3_b32 v64, v11, v8, v9
	v_cmp_gt_i64_e32 vcc_lo, s[16:17], v[48:49]
	v_add_co_u32 v60, s3, s12, v1
	v_lshlrev_b32_e32 v1, 2, v50
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v61, null, s13, v2, s3
	v_bfe_i32 v2, v0, 3, 1
	v_dual_mov_b32 v29, v24 :: v_dual_lshlrev_b32 v0, 1, v0
	v_lshl_or_b32 v67, v58, 8, v1
	v_xor_b32_e32 v1, 32, v64
	s_delay_alu instid0(VALU_DEP_4)
	v_and_b32_e32 v2, 0x210, v2
	v_xor_b32_e32 v6, 40, v64
	v_xor_b32_e32 v8, 48, v64
	v_xor_b32_e32 v16, 24, v67
	v_xor_b32_e32 v20, 40, v67
	v_xor_b32_e32 v17, 28, v67
	v_xor_b32_e32 v19, 36, v67
	v_xor_b32_e32 v9, 56, v64
	v_add_nc_u32_e32 v83, 0, v16
	v_dual_mov_b32 v16, v24 :: v_dual_add_nc_u32 v87, 0, v20
	ds_load_b128 v[32:35], v3
	ds_load_b128 v[36:39], v12
	ds_load_b128 v[40:43], v13
	ds_load_b128 v[44:47], v10
	v_lshlrev_b64_e32 v[3:4], 1, v[4:5]
	v_mov_b32_e32 v20, v24
	v_xor_b32_e32 v0, v15, v0
	v_and_b32_e32 v15, 48, v15
	v_dual_mov_b32 v17, v24 :: v_dual_add_nc_u32 v84, 0, v17
	v_add_co_u32 v62, s3, s4, v3
	s_delay_alu instid0(VALU_DEP_4)
	v_and_b32_e32 v0, 48, v0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v63, null, s5, v4, s3
	s_lshr_b32 s3, s43, 3
	v_add_nc_u32_e32 v86, 0, v19
	s_wait_alu depctr_sa_sdst(0)
	v_or3_b32 v68, v22, s3, v0
	v_xor_b32_e32 v22, 56, v67
	v_mov_b32_e32 v19, v24
	v_xor_b32_e32 v3, 8, v64
	v_xor_b32_e32 v4, 16, v64
	v_xor_b32_e32 v5, 24, v64
	v_dual_mov_b32 v22, v24 :: v_dual_add_nc_u32 v91, 0, v22
	v_lshl_or_b32 v7, v7, 6, v15
	v_xor_b32_e32 v10, 4, v67
	v_xor_b32_e32 v11, 8, v67
	v_xor_b32_e32 v12, 12, v67
	v_xor_b32_e32 v13, 16, v67
	v_xor3_b32 v69, v7, v2, v57
	v_xor_b32_e32 v14, 20, v67
	v_xor_b32_e32 v18, 32, v67
	v_xor_b32_e32 v21, 44, v67
	v_xor_b32_e32 v15, 48, v67
	v_xor_b32_e32 v0, 52, v67
	v_xor_b32_e32 v2, 60, v67
	v_xor_b32_e32 v7, 16, v68
	v_xor_b32_e32 v23, 32, v68
	v_xor_b32_e32 v25, 48, v68
	v_xor_b32_e32 v26, 32, v69
	v_add_nc_u32_e32 v70, 0, v3
	v_add_nc_u32_e32 v71, 0, v4
	v_add_nc_u32_e32 v72, 0, v5
	v_add_nc_u32_e32 v73, 0, v1
	v_add_nc_u32_e32 v75, 0, v6
	v_add_nc_u32_e32 v76, 0, v8
	v_add_nc_u32_e32 v77, 0, v9
	v_add_nc_u32_e32 v78, 0, v10
	v_add_nc_u32_e32 v79, 0, v11
	v_add_nc_u32_e32 v80, 0, v12
	v_add_nc_u32_e32 v81, 0, v13
	v_add_nc_u32_e32 v82, 0, v14
	v_dual_mov_b32 v6, v24 :: v_dual_add_nc_u32 v85, 0, v18
	v_dual_mov_b32 v5, v24 :: v_dual_add_nc_u32 v88, 0, v21
	v_add_nc_u32_e32 v89, 0, v15
	v_add_nc_u32_e32 v90, 0, v0
	v_add_nc_u32_e32 v92, 0, v2
	v_add_nc_u32_e32 v93, 0, v7
	v_add_nc_u32_e32 v94, 0, v23
	v_add_nc_u32_e32 v95, 0, v25
	v_dual_mov_b32 v25, v24 :: v_dual_add_nc_u32 v96, 0, v26
	v_mov_b32_e32 v26, v24
	v_dual_mov_b32 v18, v24 :: v_dual_mov_b32 v21, v24
	v_dual_mov_b32 v23, v24 :: v_dual_mov_b32 v8, v24
	v_dual_mov_b32 v9, v24 :: v_dual_mov_b32 v10, v24
	v_dual_mov_b32 v11, v24 :: v_dual_mov_b32 v12, v24
	v_dual_mov_b32 v13, v24 :: v_dual_mov_b32 v14, v24
	v_dual_mov_b32 v15, v24 :: v_dual_mov_b32 v0, v24
	v_dual_mov_b32 v1, v24 :: v_dual_mov_b32 v2, v24
	v_dual_mov_b32 v3, v24 :: v_dual_mov_b32 v4, v24
	v_mov_b32_e32 v7, v24
	s_mul_f32 s16, s48, 0x3fb8aa3b
	s_mov_b32 s17, 0x76543210
	s_mov_b32 s41, s35
	s_branch .LBB0_67
.LBB0_66:                               ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	s_wait_loadcnt 0x0
	s_barrier_signal -1
	v_sub_f32_e32 v97, v97, v98
	v_cvt_f16_f32_e32 v113.l, v113
	v_cvt_f16_f32_e32 v113.h, v114
	v_cvt_f16_f32_e32 v114.l, v111
	v_add_f32_e32 v59, v59, v115
	v_exp_f32_e32 v111, v97
	v_add_nc_u32_e32 v115, 0, v68
	v_add_nc_u32_e32 v97, 0, v69
	v_cvt_f16_f32_e32 v116.l, v107
	v_cvt_f16_f32_e32 v116.h, v108
	v_cvt_f16_f32_e32 v114.h, v112
	s_add_co_i32 s41, s41, 32
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_i32 s41, s37
	v_mul_f32_e32 v26, v26, v111
	v_mul_f32_e32 v28, v28, v111
	v_dual_mul_f32 v24, v24, v111 :: v_dual_mul_f32 v25, v25, v111
	v_dual_mul_f32 v30, v30, v111 :: v_dual_mul_f32 v27, v27, v111
	v_dual_mul_f32 v16, v16, v111 :: v_dual_mul_f32 v29, v29, v111
	v_dual_mul_f32 v18, v18, v111 :: v_dual_mul_f32 v31, v31, v111
	v_dual_mul_f32 v20, v20, v111 :: v_dual_mul_f32 v17, v17, v111
	v_dual_mul_f32 v22, v22, v111 :: v_dual_mul_f32 v19, v19, v111
	v_dual_mul_f32 v8, v8, v111 :: v_dual_mul_f32 v21, v21, v111
	v_dual_mul_f32 v10, v10, v111 :: v_dual_mul_f32 v23, v23, v111
	v_dual_mul_f32 v12, v12, v111 :: v_dual_mul_f32 v9, v9, v111
	v_mul_f32_e32 v14, v14, v111
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b64 v115, v[49:50]
	ds_store_b64 v93, v[51:52]
	ds_store_b64 v94, v[53:54]
	ds_store_b64 v95, v[55:56]
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_cvt_f16_f32_e32 v115.l, v105
	v_cvt_f16_f32_e32 v115.h, v106
	v_cvt_f16_f32_e32 v49.l, v109
	v_cvt_f16_f32_e32 v49.h, v110
	v_cvt_f16_f32_e32 v50.l, v99
	v_cvt_f16_f32_e32 v50.h, v100
	v_cvt_f16_f32_e32 v51.l, v101
	v_cvt_f16_f32_e32 v51.h, v102
	v_cvt_f16_f32_e32 v52.l, v103
	v_cvt_f16_f32_e32 v52.h, v104
	v_dual_mul_f32 v11, v11, v111 :: v_dual_mul_f32 v0, v0, v111
	v_dual_mul_f32 v13, v13, v111 :: v_dual_mul_f32 v2, v2, v111
	v_dual_mul_f32 v15, v15, v111 :: v_dual_mul_f32 v4, v4, v111
	v_dual_mul_f32 v1, v1, v111 :: v_dual_mul_f32 v6, v6, v111
	v_mul_f32_e32 v3, v3, v111
	v_mul_f32_e32 v7, v7, v111
	v_fmac_f32_e32 v59, v74, v111
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mul_f32 v5, v5, v111 :: v_dual_mov_b32 v74, v59
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[53:56], v97
	ds_load_b128 v[99:102], v97 offset:2048
	ds_load_b128 v[103:106], v96
	ds_load_b128 v[107:110], v96 offset:1024
	ds_load_b128 v[117:120], v96 offset:2048
	ds_load_b128 v[121:124], v96 offset:3072
	ds_load_b128 v[125:128], v97 offset:1024
	ds_load_b128 v[129:132], v97 offset:3072
	v_mov_b32_e32 v97, v98
	s_wait_dscnt 0x7
	v_wmma_f32_16x16x16_f16 v[24:31], v[53:56], v[113:116], v[24:31]
	s_wait_dscnt 0x6
	v_wmma_f32_16x16x16_f16 v[8:15], v[99:102], v[113:116], v[8:15]
	s_wait_dscnt 0x4
	v_wmma_f32_16x16x16_f16 v[16:23], v[107:110], v[113:116], v[16:23]
	s_wait_dscnt 0x2
	v_wmma_f32_16x16x16_f16 v[0:7], v[121:124], v[113:116], v[0:7]
	v_wmma_f32_16x16x16_f16 v[24:31], v[103:106], v[49:52], v[24:31]
	v_wmma_f32_16x16x16_f16 v[8:15], v[117:120], v[49:52], v[8:15]
	s_wait_dscnt 0x1
	v_wmma_f32_16x16x16_f16 v[16:23], v[125:128], v[49:52], v[16:23]
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x16_f16 v[0:7], v[129:132], v[49:52], v[0:7]
	s_cbranch_scc0 .LBB0_132
.LBB0_67:                               ; =>This Inner Loop Header: Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s4, s39, s41
	v_mov_b16_e32 v49.l, v66.l
	s_wait_alu depctr_sa_sdst(0)
	s_ashr_i32 s5, s4, 31
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[8:9], s[4:5], s[28:29]
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[8:9], s[14:15]
	s_cmp_gt_i32 s9, -1
	s_cselect_b32 s12, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s12, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, vcc_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s12, s3
	s_cbranch_execz .LBB0_69
; %bb.68:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[42:43], s[8:9], s[18:19]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[42:43], s[42:43], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v49, s3, v60, s42
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v50, null, s43, v61, s3
	global_load_d16_b16 v49, v[49:50], off
.LBB0_69:                               ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s12
	s_add_nc_u64 s[12:13], s[8:9], 2
	v_mov_b16_e32 v50.l, v66.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[12:13], s[14:15]
	s_cmp_gt_i32 s13, -1
	s_cselect_b32 s42, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s42, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, vcc_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s42, s3
	s_cbranch_execz .LBB0_71
; %bb.70:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[12:13], s[12:13], s[18:19]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[12:13], s[12:13], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v50, s3, v60, s12
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v51, null, s13, v61, s3
	global_load_d16_b16 v50, v[50:51], off
.LBB0_71:                               ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s42
	s_add_nc_u64 s[12:13], s[8:9], 4
	v_mov_b16_e32 v51.l, v66.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[12:13], s[14:15]
	s_cmp_gt_i32 s13, -1
	s_cselect_b32 s42, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s42, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, vcc_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s42, s3
	s_cbranch_execz .LBB0_73
; %bb.72:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[12:13], s[12:13], s[18:19]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[12:13], s[12:13], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v51, s3, v60, s12
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v52, null, s13, v61, s3
	global_load_d16_b16 v51, v[51:52], off
.LBB0_73:                               ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s42
	s_add_nc_u64 s[12:13], s[8:9], 6
	v_mov_b16_e32 v52.l, v66.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[12:13], s[14:15]
	s_cmp_gt_i32 s13, -1
	s_cselect_b32 s42, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s42, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, vcc_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s42, s3
	s_cbranch_execz .LBB0_75
; %bb.74:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[12:13], s[12:13], s[18:19]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[12:13], s[12:13], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v52, s3, v60, s12
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v53, null, s13, v61, s3
	global_load_d16_b16 v52, v[52:53], off
.LBB0_75:                               ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s42
	s_add_nc_u64 s[12:13], s[8:9], 8
	v_mov_b16_e32 v53.l, v66.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[12:13], s[14:15]
	s_cmp_gt_i32 s13, -1
	s_cselect_b32 s42, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s42, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, vcc_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s42, s3
	s_cbranch_execz .LBB0_77
; %bb.76:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[12:13], s[12:13], s[18:19]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[12:13], s[12:13], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v53, s3, v60, s12
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v54, null, s13, v61, s3
	global_load_d16_b16 v53, v[53:54], off
.LBB0_77:                               ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s42
	s_add_nc_u64 s[12:13], s[8:9], 10
	v_mov_b16_e32 v54.l, v66.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[12:13], s[14:15]
	s_cmp_gt_i32 s13, -1
	s_cselect_b32 s42, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s42, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, vcc_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s42, s3
	s_cbranch_execz .LBB0_79
; %bb.78:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[12:13], s[12:13], s[18:19]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[12:13], s[12:13], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v54, s3, v60, s12
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v55, null, s13, v61, s3
	global_load_d16_b16 v54, v[54:55], off
.LBB0_79:                               ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s42
	s_add_nc_u64 s[12:13], s[8:9], 12
	v_mov_b16_e32 v55.l, v66.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[12:13], s[14:15]
	s_cmp_gt_i32 s13, -1
	s_cselect_b32 s42, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s42, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, vcc_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s42, s3
	s_cbranch_execz .LBB0_81
; %bb.80:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[12:13], s[12:13], s[18:19]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[12:13], s[12:13], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v55, s3, v60, s12
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v56, null, s13, v61, s3
	global_load_d16_b16 v55, v[55:56], off
.LBB0_81:                               ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s42
	s_add_nc_u64 s[12:13], s[8:9], 14
	v_mov_b16_e32 v56.l, v66.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[12:13], s[14:15]
	s_cmp_gt_i32 s13, -1
	s_cselect_b32 s42, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s42, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, vcc_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s42, s3
	s_cbranch_execz .LBB0_83
; %bb.82:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[12:13], s[12:13], s[18:19]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[12:13], s[12:13], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v98, s3, v60, s12
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v99, null, s13, v61, s3
	global_load_d16_b16 v56, v[98:99], off
.LBB0_83:                               ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s42
	s_add_nc_u64 s[12:13], s[8:9], 16
	s_wait_loadcnt 0x0
	v_mov_b16_e32 v49.h, v66.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[12:13], s[14:15]
	s_cmp_gt_i32 s13, -1
	s_cselect_b32 s42, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s42, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, vcc_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s42, s3
	s_cbranch_execz .LBB0_85
; %bb.84:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[12:13], s[12:13], s[18:19]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[12:13], s[12:13], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v98, s3, v60, s12
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v99, null, s13, v61, s3
	global_load_d16_hi_b16 v49, v[98:99], off
.LBB0_85:                               ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s42
	s_add_nc_u64 s[12:13], s[8:9], 18
	v_mov_b16_e32 v50.h, v66.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[12:13], s[14:15]
	s_cmp_gt_i32 s13, -1
	s_cselect_b32 s42, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s42, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, vcc_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s42, s3
	s_cbranch_execz .LBB0_87
; %bb.86:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[12:13], s[12:13], s[18:19]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[12:13], s[12:13], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v98, s3, v60, s12
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v99, null, s13, v61, s3
	global_load_d16_hi_b16 v50, v[98:99], off
.LBB0_87:                               ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s42
	s_add_nc_u64 s[12:13], s[8:9], 20
	v_mov_b16_e32 v51.h, v66.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[12:13], s[14:15]
	s_cmp_gt_i32 s13, -1
	s_cselect_b32 s42, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s42, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, vcc_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s42, s3
	s_cbranch_execz .LBB0_89
; %bb.88:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[12:13], s[12:13], s[18:19]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[12:13], s[12:13], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v98, s3, v60, s12
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v99, null, s13, v61, s3
	global_load_d16_hi_b16 v51, v[98:99], off
.LBB0_89:                               ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s42
	s_add_nc_u64 s[12:13], s[8:9], 22
	v_mov_b16_e32 v52.h, v66.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[12:13], s[14:15]
	s_cmp_gt_i32 s13, -1
	s_cselect_b32 s42, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s42, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, vcc_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s42, s3
	s_cbranch_execz .LBB0_91
; %bb.90:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[12:13], s[12:13], s[18:19]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[12:13], s[12:13], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v98, s3, v60, s12
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v99, null, s13, v61, s3
	global_load_d16_hi_b16 v52, v[98:99], off
.LBB0_91:                               ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s42
	s_add_nc_u64 s[12:13], s[8:9], 24
	v_mov_b16_e32 v53.h, v66.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[12:13], s[14:15]
	s_cmp_gt_i32 s13, -1
	s_cselect_b32 s42, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s42, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, vcc_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s42, s3
	s_cbranch_execz .LBB0_93
; %bb.92:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[12:13], s[12:13], s[18:19]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[12:13], s[12:13], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v98, s3, v60, s12
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v99, null, s13, v61, s3
	global_load_d16_hi_b16 v53, v[98:99], off
.LBB0_93:                               ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s42
	s_add_nc_u64 s[12:13], s[8:9], 26
	v_mov_b16_e32 v54.h, v66.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[12:13], s[14:15]
	s_cmp_gt_i32 s13, -1
	s_cselect_b32 s42, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s42, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, vcc_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s42, s3
	s_cbranch_execz .LBB0_95
; %bb.94:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[12:13], s[12:13], s[18:19]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[12:13], s[12:13], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v98, s3, v60, s12
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v99, null, s13, v61, s3
	global_load_d16_hi_b16 v54, v[98:99], off
.LBB0_95:                               ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s42
	s_add_nc_u64 s[12:13], s[8:9], 28
	v_mov_b16_e32 v55.h, v66.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[12:13], s[14:15]
	s_cmp_gt_i32 s13, -1
	s_cselect_b32 s42, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s42, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, vcc_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s42, s3
	s_cbranch_execz .LBB0_97
; %bb.96:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[12:13], s[12:13], s[18:19]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[12:13], s[12:13], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v98, s3, v60, s12
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v99, null, s13, v61, s3
	global_load_d16_hi_b16 v55, v[98:99], off
.LBB0_97:                               ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s42
	s_add_nc_u64 s[8:9], s[8:9], 30
	v_mov_b16_e32 v56.h, v66.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[8:9], s[14:15]
	s_cmp_gt_i32 s9, -1
	s_cselect_b32 s12, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s12, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, vcc_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s12, s3
	s_cbranch_execz .LBB0_99
; %bb.98:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[8:9], s[8:9], s[18:19]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[8:9], s[8:9], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v98, s3, v60, s8
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v99, null, s9, v61, s3
	global_load_d16_hi_b16 v56, v[98:99], off
.LBB0_99:                               ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s12
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_add_nc_u32_e32 v59, 0, v64
	s_add_nc_u64 s[4:5], s[4:5], s[34:35]
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s8, s[4:5], s[6:7]
	s_cmp_gt_i32 s5, -1
	s_cselect_b32 s3, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s3, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s2, s3
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b32 v59, v49
	ds_store_b32 v70, v50 offset:512
	ds_store_b32 v71, v51 offset:1024
	ds_store_b32 v72, v52 offset:1536
	ds_store_b32 v73, v53 offset:2048
	ds_store_b32 v75, v54 offset:2560
	ds_store_b32 v76, v55 offset:3072
	ds_store_b32 v77, v56 offset:3584
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_add_nc_u32_e32 v49, 0, v67
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_2addr_b32 v[110:111], v49 offset1:32
	ds_load_2addr_b32 v[112:113], v78 offset1:32
	ds_load_2addr_b32 v[114:115], v79 offset1:32
	ds_load_2addr_b32 v[116:117], v80 offset1:32
	ds_load_2addr_b32 v[118:119], v81 offset1:32
	ds_load_2addr_b32 v[120:121], v82 offset1:32
	ds_load_2addr_b32 v[122:123], v83 offset1:32
	ds_load_2addr_b32 v[124:125], v84 offset1:32
	ds_load_2addr_b32 v[126:127], v85 offset1:32
	ds_load_2addr_b32 v[128:129], v86 offset1:32
	ds_load_2addr_b32 v[130:131], v87 offset1:32
	ds_load_2addr_b32 v[132:133], v88 offset1:32
	ds_load_2addr_b32 v[134:135], v89 offset1:32
	ds_load_2addr_b32 v[136:137], v90 offset1:32
	ds_load_2addr_b32 v[138:139], v91 offset1:32
	ds_load_2addr_b32 v[140:141], v92 offset1:32
	s_wait_dscnt 0xf
	v_lshrrev_b32_e32 v107, 16, v110
	s_wait_dscnt 0xe
	v_lshrrev_b32_e32 v59, 16, v112
	v_mov_b16_e32 v98.l, v110.l
	v_mov_b16_e32 v98.h, v112.l
	s_wait_dscnt 0xd
	v_mov_b16_e32 v99.l, v114.l
	s_wait_dscnt 0xc
	v_mov_b16_e32 v99.h, v116.l
	s_wait_dscnt 0xb
	v_mov_b16_e32 v100.l, v118.l
	s_wait_dscnt 0xa
	v_mov_b16_e32 v100.h, v120.l
	s_wait_dscnt 0x9
	v_mov_b16_e32 v101.l, v122.l
	s_wait_dscnt 0x8
	v_mov_b16_e32 v101.h, v124.l
	v_mov_b16_e32 v107.h, v59.l
	v_lshrrev_b32_e32 v59, 16, v116
	v_lshrrev_b32_e32 v108, 16, v114
	v_lshrrev_b32_e32 v109, 16, v118
	v_wmma_f32_16x16x16_f16 v[49:56], v[98:101], v[32:35], 0
	s_wait_dscnt 0x7
	v_mov_b16_e32 v98.l, v126.l
	s_wait_dscnt 0x6
	v_mov_b16_e64 v98.h, v128.l
	s_wait_dscnt 0x5
	v_mov_b16_e64 v99.l, v130.l
	s_wait_dscnt 0x4
	v_mov_b16_e64 v99.h, v132.l
	s_wait_dscnt 0x3
	v_mov_b16_e64 v100.l, v134.l
	s_wait_dscnt 0x2
	v_mov_b16_e64 v100.h, v136.l
	s_wait_dscnt 0x1
	v_mov_b16_e64 v101.l, v138.l
	s_wait_dscnt 0x0
	v_mov_b16_e64 v101.h, v140.l
	v_mov_b16_e32 v108.h, v59.l
	v_lshrrev_b32_e32 v59, 16, v120
	v_lshrrev_b32_e32 v110, 16, v122
	s_delay_alu instid0(VALU_DEP_4)
	v_wmma_f32_16x16x16_f16 v[49:56], v[98:101], v[36:39], v[49:56]
	v_mov_b16_e32 v98.l, v111.l
	v_mov_b16_e32 v98.h, v113.l
	v_mov_b16_e32 v99.l, v115.l
	v_mov_b16_e32 v99.h, v117.l
	v_mov_b16_e32 v100.l, v119.l
	v_mov_b16_e32 v100.h, v121.l
	v_mov_b16_e32 v101.l, v123.l
	v_mov_b16_e32 v101.h, v125.l
	v_mov_b16_e32 v109.h, v59.l
	v_lshrrev_b32_e32 v59, 16, v124
	s_delay_alu instid0(VALU_DEP_3)
	v_wmma_f32_16x16x16_f16 v[49:56], v[98:101], v[40:43], v[49:56]
	v_mov_b16_e32 v98.l, v127.l
	v_mov_b16_e64 v98.h, v129.l
	v_mov_b16_e64 v99.l, v131.l
	v_mov_b16_e64 v99.h, v133.l
	v_mov_b16_e64 v100.l, v135.l
	v_mov_b16_e64 v100.h, v137.l
	v_mov_b16_e64 v101.l, v139.l
	v_mov_b16_e64 v101.h, v141.l
	v_mov_b16_e32 v110.h, v59.l
	v_lshrrev_b32_e32 v59, 16, v128
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_wmma_f32_16x16x16_f16 v[49:56], v[98:101], v[44:47], v[49:56]
	v_wmma_f32_16x16x16_f16 v[99:106], v[107:110], v[32:35], 0
	v_lshrrev_b32_e32 v107, 16, v126
	s_delay_alu instid0(VALU_DEP_4)
	v_mov_b16_e32 v107.h, v59.l
	v_lshrrev_b32_e32 v59, 16, v132
	v_lshrrev_b32_e32 v108, 16, v130
	v_lshrrev_b32_e32 v109, 16, v134
	v_lshrrev_b32_e32 v110, 16, v138
	v_max_num_f32_e32 v98, v49, v49
	v_mov_b16_e32 v108.h, v59.l
	v_lshrrev_b32_e32 v59, 16, v136
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mov_b16_e32 v109.h, v59.l
	v_lshrrev_b32_e32 v59, 16, v140
	v_mov_b16_e32 v110.h, v59.l
	v_lshrrev_b32_e32 v59, 16, v113
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_wmma_f32_16x16x16_f16 v[99:106], v[107:110], v[36:39], v[99:106]
	v_lshrrev_b32_e32 v107, 16, v111
	v_mov_b16_e32 v107.h, v59.l
	v_lshrrev_b32_e32 v59, 16, v117
	v_lshrrev_b32_e32 v108, 16, v115
	v_lshrrev_b32_e32 v109, 16, v119
	v_lshrrev_b32_e32 v110, 16, v123
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mov_b16_e32 v108.h, v59.l
	v_lshrrev_b32_e32 v59, 16, v121
	v_mov_b16_e32 v109.h, v59.l
	v_lshrrev_b32_e32 v59, 16, v125
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mov_b16_e32 v110.h, v59.l
	v_lshrrev_b32_e32 v59, 16, v129
	v_wmma_f32_16x16x16_f16 v[99:106], v[107:110], v[40:43], v[99:106]
	v_lshrrev_b32_e32 v107, 16, v127
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_mov_b16_e32 v107.h, v59.l
	v_lshrrev_b32_e32 v59, 16, v133
	v_lshrrev_b32_e32 v108, 16, v131
	v_lshrrev_b32_e32 v109, 16, v135
	v_lshrrev_b32_e32 v110, 16, v139
	v_mov_b16_e32 v108.h, v59.l
	v_lshrrev_b32_e32 v59, 16, v137
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mov_b16_e32 v109.h, v59.l
	v_lshrrev_b32_e32 v59, 16, v141
	v_mov_b16_e32 v110.h, v59.l
	v_max_num_f32_e32 v59, v50, v50
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_wmma_f32_16x16x16_f16 v[99:106], v[107:110], v[44:47], v[99:106]
	v_max_num_f32_e32 v59, v98, v59
	v_max3_num_f32 v98, v52, v53, v54
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_max3_num_f32 v108, v100, v101, v102
	v_max3_num_f32 v109, v103, v104, v105
	v_max3_num_f32 v107, v55, v56, v99
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_max3_num_f32 v59, v59, v51, v98
	v_max3_num_f32 v98, v108, v109, v106
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_num_f32 v59, v59, v107, v98
	v_permlanex16_b32 v98, v59, s17, 0xfedcba98 op_sel:[1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v98, v98, v98
	v_dual_max_num_f32 v59, v59, v98 :: v_dual_max_num_f32 v98, v97, v97
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v59, s16, v59
	v_max_num_f32_e32 v98, v98, v59
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v49, s16, v49, -v98
	v_fma_f32 v50, s16, v50, -v98
	v_exp_f32_e32 v113, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_exp_f32_e32 v114, v50
	v_add_f32_e32 v49, v113, v114
	v_fma_f32 v51, s16, v51, -v98
	v_fma_f32 v52, s16, v52, -v98
	v_fma_f32 v53, s16, v53, -v98
	v_fma_f32 v54, s16, v54, -v98
	v_fma_f32 v55, s16, v55, -v98
	v_fma_f32 v56, s16, v56, -v98
	v_fma_f32 v59, s16, v99, -v98
	v_fma_f32 v99, s16, v100, -v98
	v_fma_f32 v100, s16, v101, -v98
	v_fma_f32 v101, s16, v102, -v98
	v_fma_f32 v102, s16, v103, -v98
	v_fma_f32 v103, s16, v104, -v98
	v_fma_f32 v104, s16, v105, -v98
	v_fma_f32 v115, s16, v106, -v98
	v_exp_f32_e32 v111, v51
	v_exp_f32_e32 v112, v52
	v_exp_f32_e32 v105, v53
	v_exp_f32_e32 v106, v54
	v_exp_f32_e32 v107, v55
	v_exp_f32_e32 v108, v56
	v_exp_f32_e32 v109, v59
	v_exp_f32_e32 v110, v99
	v_exp_f32_e32 v99, v100
	v_exp_f32_e32 v100, v101
	v_exp_f32_e32 v101, v102
	v_exp_f32_e32 v102, v103
	v_exp_f32_e32 v103, v104
	v_exp_f32_e32 v104, v115
	v_dual_add_f32 v50, v111, v112 :: v_dual_add_f32 v51, v105, v106
	v_dual_add_f32 v52, v107, v108 :: v_dual_add_f32 v53, v109, v110
	s_delay_alu instid0(TRANS32_DEP_3)
	v_dual_add_f32 v54, v99, v100 :: v_dual_add_f32 v55, v101, v102
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_3)
	v_dual_add_f32 v56, v103, v104 :: v_dual_add_f32 v49, v49, v50
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v50, v51, v52 :: v_dual_add_f32 v51, v53, v54
	v_dual_add_f32 v52, v55, v56 :: v_dual_add_f32 v49, v49, v50
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v50, v51, v52
	v_add_f32_e32 v59, v49, v50
	v_mov_b16_e32 v49.l, v65.l
	s_delay_alu instid0(VALU_DEP_2)
	v_permlanex16_b32 v115, v59, s17, 0xfedcba98 op_sel:[1,0]
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s8, s3
	s_cbranch_execz .LBB0_101
; %bb.100:                              ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[12:13], s[4:5], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[12:13], s[12:13], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v49, s3, v62, s12
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v50, null, s13, v63, s3
	global_load_d16_b16 v49, v[49:50], off
.LBB0_101:                              ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	s_add_nc_u64 s[8:9], s[4:5], 1
	s_wait_loadcnt 0x0
	v_mov_b16_e32 v49.h, v65.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[8:9], s[6:7]
	s_cmp_gt_i32 s9, -1
	s_cselect_b32 s12, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s12, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s2, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s12, s3
	s_cbranch_execz .LBB0_103
; %bb.102:                              ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[8:9], s[8:9], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[8:9], s[8:9], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v50, s3, v62, s8
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v51, null, s9, v63, s3
	global_load_d16_hi_b16 v49, v[50:51], off
.LBB0_103:                              ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s12
	s_add_nc_u64 s[8:9], s[4:5], 2
	v_mov_b16_e32 v50.l, v65.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[8:9], s[6:7]
	s_cmp_gt_i32 s9, -1
	s_cselect_b32 s12, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s12, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s2, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s12, s3
	s_cbranch_execz .LBB0_105
; %bb.104:                              ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[8:9], s[8:9], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[8:9], s[8:9], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v50, s3, v62, s8
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v51, null, s9, v63, s3
	global_load_d16_b16 v50, v[50:51], off
.LBB0_105:                              ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s12
	s_add_nc_u64 s[8:9], s[4:5], 3
	s_wait_loadcnt 0x0
	v_mov_b16_e32 v50.h, v65.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[8:9], s[6:7]
	s_cmp_gt_i32 s9, -1
	s_cselect_b32 s12, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s12, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s2, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s12, s3
	s_cbranch_execz .LBB0_107
; %bb.106:                              ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[8:9], s[8:9], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[8:9], s[8:9], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v51, s3, v62, s8
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v52, null, s9, v63, s3
	global_load_d16_hi_b16 v50, v[51:52], off
.LBB0_107:                              ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s12
	s_add_nc_u64 s[8:9], s[4:5], 8
	v_mov_b16_e32 v51.l, v65.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[8:9], s[6:7]
	s_cmp_gt_i32 s9, -1
	s_cselect_b32 s12, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s12, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s2, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s12, s3
	s_cbranch_execz .LBB0_109
; %bb.108:                              ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[8:9], s[8:9], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[8:9], s[8:9], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v51, s3, v62, s8
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v52, null, s9, v63, s3
	global_load_d16_b16 v51, v[51:52], off
.LBB0_109:                              ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s12
	s_add_nc_u64 s[8:9], s[4:5], 9
	s_wait_loadcnt 0x0
	v_mov_b16_e32 v51.h, v65.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[8:9], s[6:7]
	s_cmp_gt_i32 s9, -1
	s_cselect_b32 s12, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s12, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s2, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s12, s3
	s_cbranch_execz .LBB0_111
; %bb.110:                              ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[8:9], s[8:9], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[8:9], s[8:9], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v52, s3, v62, s8
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v53, null, s9, v63, s3
	global_load_d16_hi_b16 v51, v[52:53], off
.LBB0_111:                              ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s12
	s_add_nc_u64 s[8:9], s[4:5], 10
	v_mov_b16_e32 v52.l, v65.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[8:9], s[6:7]
	s_cmp_gt_i32 s9, -1
	s_cselect_b32 s12, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s12, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s2, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s12, s3
	s_cbranch_execz .LBB0_113
; %bb.112:                              ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[8:9], s[8:9], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[8:9], s[8:9], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v52, s3, v62, s8
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v53, null, s9, v63, s3
	global_load_d16_b16 v52, v[52:53], off
.LBB0_113:                              ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s12
	s_add_nc_u64 s[8:9], s[4:5], 11
	s_wait_loadcnt 0x0
	v_mov_b16_e32 v52.h, v65.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[8:9], s[6:7]
	s_cmp_gt_i32 s9, -1
	s_cselect_b32 s12, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s12, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s2, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s12, s3
	s_cbranch_execz .LBB0_115
; %bb.114:                              ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[8:9], s[8:9], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[8:9], s[8:9], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v53, s3, v62, s8
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v54, null, s9, v63, s3
	global_load_d16_hi_b16 v52, v[53:54], off
.LBB0_115:                              ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s12
	s_add_nc_u64 s[8:9], s[4:5], 16
	v_mov_b16_e32 v53.l, v65.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[8:9], s[6:7]
	s_cmp_gt_i32 s9, -1
	s_cselect_b32 s12, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s12, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s2, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s12, s3
	s_cbranch_execz .LBB0_117
; %bb.116:                              ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[8:9], s[8:9], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[8:9], s[8:9], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v53, s3, v62, s8
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v54, null, s9, v63, s3
	global_load_d16_b16 v53, v[53:54], off
.LBB0_117:                              ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s12
	s_add_nc_u64 s[8:9], s[4:5], 17
	s_wait_loadcnt 0x0
	v_mov_b16_e32 v53.h, v65.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[8:9], s[6:7]
	s_cmp_gt_i32 s9, -1
	s_cselect_b32 s12, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s12, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s2, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s12, s3
	s_cbranch_execz .LBB0_119
; %bb.118:                              ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[8:9], s[8:9], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[8:9], s[8:9], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v54, s3, v62, s8
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v55, null, s9, v63, s3
	global_load_d16_hi_b16 v53, v[54:55], off
.LBB0_119:                              ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s12
	s_add_nc_u64 s[8:9], s[4:5], 18
	v_mov_b16_e32 v54.l, v65.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[8:9], s[6:7]
	s_cmp_gt_i32 s9, -1
	s_cselect_b32 s12, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s12, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s2, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s12, s3
	s_cbranch_execz .LBB0_121
; %bb.120:                              ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[8:9], s[8:9], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[8:9], s[8:9], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v54, s3, v62, s8
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v55, null, s9, v63, s3
	global_load_d16_b16 v54, v[54:55], off
.LBB0_121:                              ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s12
	s_add_nc_u64 s[8:9], s[4:5], 19
	s_wait_loadcnt 0x0
	v_mov_b16_e32 v54.h, v65.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[8:9], s[6:7]
	s_cmp_gt_i32 s9, -1
	s_cselect_b32 s12, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s12, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s2, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s12, s3
	s_cbranch_execz .LBB0_123
; %bb.122:                              ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[8:9], s[8:9], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[8:9], s[8:9], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v55, s3, v62, s8
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v56, null, s9, v63, s3
	global_load_d16_hi_b16 v54, v[55:56], off
.LBB0_123:                              ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s12
	s_add_nc_u64 s[8:9], s[4:5], 24
	v_mov_b16_e32 v55.l, v65.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[8:9], s[6:7]
	s_cmp_gt_i32 s9, -1
	s_cselect_b32 s12, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s12, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s2, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s12, s3
	s_cbranch_execz .LBB0_125
; %bb.124:                              ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[8:9], s[8:9], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[8:9], s[8:9], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v55, s3, v62, s8
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v56, null, s9, v63, s3
	global_load_d16_b16 v55, v[55:56], off
.LBB0_125:                              ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s12
	s_add_nc_u64 s[8:9], s[4:5], 25
	s_wait_loadcnt 0x0
	v_mov_b16_e32 v55.h, v65.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[8:9], s[6:7]
	s_cmp_gt_i32 s9, -1
	s_cselect_b32 s12, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s12, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s2, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s12, s3
	s_cbranch_execz .LBB0_127
; %bb.126:                              ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[8:9], s[8:9], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[8:9], s[8:9], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v116, s3, v62, s8
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v117, null, s9, v63, s3
	global_load_d16_hi_b16 v55, v[116:117], off
.LBB0_127:                              ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s12
	s_add_nc_u64 s[8:9], s[4:5], 26
	v_mov_b16_e32 v56.l, v65.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[8:9], s[6:7]
	s_cmp_gt_i32 s9, -1
	s_cselect_b32 s12, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s12, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s2, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s12, s3
	s_cbranch_execz .LBB0_129
; %bb.128:                              ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[8:9], s[8:9], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[8:9], s[8:9], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v116, s3, v62, s8
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v117, null, s9, v63, s3
	global_load_d16_b16 v56, v[116:117], off
.LBB0_129:                              ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s12
	s_add_nc_u64 s[4:5], s[4:5], 27
	s_wait_loadcnt 0x0
	v_mov_b16_e32 v56.h, v65.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[4:5], s[6:7]
	s_cmp_gt_i32 s5, -1
	s_cselect_b32 s8, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s8, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s2, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s8, s3
	s_cbranch_execz .LBB0_66
; %bb.130:                              ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[4:5], s[4:5], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[4:5], s[4:5], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v116, s3, v62, s4
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v117, null, s5, v63, s3
	global_load_d16_hi_b16 v56, v[116:117], off
	s_branch .LBB0_66
.LBB0_131:
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v98, 0xff800000
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v59, 1.0 :: v_dual_mov_b32 v6, v7
	v_dual_mov_b32 v5, v7 :: v_dual_mov_b32 v4, v7
	v_dual_mov_b32 v3, v7 :: v_dual_mov_b32 v2, v7
	v_dual_mov_b32 v1, v7 :: v_dual_mov_b32 v0, v7
	v_dual_mov_b32 v15, v7 :: v_dual_mov_b32 v14, v7
	v_dual_mov_b32 v13, v7 :: v_dual_mov_b32 v12, v7
	v_dual_mov_b32 v11, v7 :: v_dual_mov_b32 v10, v7
	v_dual_mov_b32 v9, v7 :: v_dual_mov_b32 v8, v7
	v_dual_mov_b32 v23, v7 :: v_dual_mov_b32 v22, v7
	v_dual_mov_b32 v21, v7 :: v_dual_mov_b32 v20, v7
	v_dual_mov_b32 v19, v7 :: v_dual_mov_b32 v18, v7
	v_dual_mov_b32 v17, v7 :: v_dual_mov_b32 v16, v7
	v_dual_mov_b32 v31, v7 :: v_dual_mov_b32 v30, v7
	v_dual_mov_b32 v29, v7 :: v_dual_mov_b32 v28, v7
	v_dual_mov_b32 v27, v7 :: v_dual_mov_b32 v26, v7
	v_dual_mov_b32 v25, v7 :: v_dual_mov_b32 v24, v7
.LBB0_132:                              ; %Flow116
	s_wait_loadcnt 0x0
	s_barrier_signal -1
	v_cmp_gt_f32_e32 vcc_lo, 0x800000, v59
	v_lshlrev_b32_e32 v34, 2, v58
	s_load_b128 s[4:7], s[0:1], 0xf8
	s_lshl_b32 s0, s40, 1
	v_lshl_add_u32 v39, v48, 2, 0
	v_cndmask_b32_e64 v33, 0, 32, vcc_lo
	v_cndmask_b32_e64 v32, 0, 0x42000000, vcc_lo
	s_wait_kmcnt 0x0
	s_and_b32 s25, s25, 0xffff
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f32 v33, v59, v33
	v_log_f32_e32 v33, v33
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v32, v33, v32
	v_add3_u32 v33, s0, 0, v34
	s_lshr_b32 s0, s40, 1
	v_mov_b32_e32 v34, 0
	v_add_f32_e32 v32, v98, v32
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b32 v33, v32
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_wait_alu depctr_sa_sdst(0)
	v_or_b32_e32 v32, s0, v58
	v_mov_b32_e32 v33, v34
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_u32 v35, s0, s26, v32
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v36, null, s27, 0, s0
	s_mul_i32 s0, s37, s36
	v_mul_lo_u32 v41, v35, s21
	v_mad_co_u64_u32 v[37:38], null, v35, s20, 0
	v_mul_lo_u32 v40, v36, s20
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s0, s0, s38
	s_bitcmp0_b32 s33, 1
	v_lshrrev_b32_e32 v32, 1, v57
	v_cmp_lt_i32_e32 vcc_lo, -1, v36
	s_mov_b32 s27, 0x31027000
	s_mov_b32 s26, 0x7ffffffe
	v_add3_u32 v38, v38, v41, v40
	s_wait_alu depctr_sa_sdst(0)
	v_add_lshl_u32 v40, s0, v48, 2
	s_cselect_b32 s0, -1, 0
	v_cmp_gt_i64_e64 s1, s[6:7], v[32:33]
	v_lshlrev_b64_e32 v[37:38], 1, v[37:38]
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v40, 0x80000000, v40, s0
	v_cmp_gt_i64_e64 s0, s[4:5], v[35:36]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_u32 v35, s2, s30, v37
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v36, null, s31, v38, s2
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b32 v39, v39
	s_and_b32 s0, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s2, s1, s0
	s_wait_dscnt 0x0
	buffer_store_b32 v39, v40, s[24:27], null offen
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_134
; %bb.133:
	v_div_scale_f32 v33, null, v59, v59, v24
	v_div_scale_f32 v39, vcc_lo, v24, v59, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v40, v33
	v_fma_f32 v37, -v33, v40, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v40, v37, v40
	v_mad_co_u64_u32 v[37:38], null, s22, v32, 0
	v_mul_f32_e32 v41, v39, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v42, -v33, v41, v39
	v_fmac_f32_e32 v41, v42, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v33, -v33, v41, v39
	v_mad_co_u64_u32 v[38:39], null, s23, v32, v[38:39]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v33, v33, v40, v41
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[37:38], 1, v[37:38]
	v_div_fixup_f32 v24, v33, v59, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v37, vcc_lo, v35, v37
	v_cvt_f16_f32_e32 v24.l, v24
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v38, null, v36, v38, vcc_lo
	global_store_b16 v[37:38], v24, off
.LBB0_134:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v33, 1, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[33:34]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_136
; %bb.135:
	v_div_scale_f32 v24, null, v59, v59, v25
	v_div_scale_f32 v39, vcc_lo, v25, v59, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v34, v24
	v_fma_f32 v37, -v24, v34, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v34, v37, v34
	v_mad_co_u64_u32 v[37:38], null, s22, v33, 0
	v_mul_f32_e32 v40, v39, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v41, -v24, v40, v39
	v_fmac_f32_e32 v40, v41, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v24, -v24, v40, v39
	v_mad_co_u64_u32 v[38:39], null, s23, v33, v[38:39]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v24, v24, v34, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[33:34], 1, v[37:38]
	v_div_fixup_f32 v24, v24, v59, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v33, vcc_lo, v35, v33
	v_cvt_f16_f32_e32 v24.l, v24
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v34, null, v36, v34, vcc_lo
	global_store_b16 v[33:34], v24, off
.LBB0_136:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v24, 2, v32
	v_mov_b32_e32 v25, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[24:25]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_138
; %bb.137:
	v_div_scale_f32 v33, null, v59, v59, v26
	v_div_scale_f32 v39, vcc_lo, v26, v59, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v34, v33
	v_fma_f32 v37, -v33, v34, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v34, v37, v34
	v_mad_co_u64_u32 v[37:38], null, s22, v24, 0
	v_mul_f32_e32 v40, v39, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v41, -v33, v40, v39
	v_fmac_f32_e32 v40, v41, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v33, -v33, v40, v39
	v_mad_co_u64_u32 v[38:39], null, s23, v24, v[38:39]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v24, v33, v34, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[33:34], 1, v[37:38]
	v_div_fixup_f32 v24, v24, v59, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v33, vcc_lo, v35, v33
	v_cvt_f16_f32_e32 v24.l, v24
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v34, null, v36, v34, vcc_lo
	global_store_b16 v[33:34], v24, off
.LBB0_138:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v24, 3, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[24:25]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_140
; %bb.139:
	v_div_scale_f32 v25, null, v59, v59, v27
	v_div_scale_f32 v34, vcc_lo, v27, v59, v27
	v_mad_co_u64_u32 v[37:38], null, s22, v24, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v26, v25
	v_fma_f32 v33, -v25, v26, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v26, v33, v26
	v_mul_f32_e32 v33, v34, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v39, -v25, v33, v34
	v_fmac_f32_e32 v33, v39, v26
	v_mad_co_u64_u32 v[38:39], null, s23, v24, v[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v25, -v25, v33, v34
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v24, v25, v26, v33
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[25:26], 1, v[37:38]
	v_div_fixup_f32 v24, v24, v59, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_u32 v25, vcc_lo, v35, v25
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v26, null, v36, v26, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_cvt_f16_f32_e32 v24.l, v24
	global_store_b16 v[25:26], v24, off
.LBB0_140:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v24, 4, v32
	v_mov_b32_e32 v25, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[24:25]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_142
; %bb.141:
	v_div_scale_f32 v26, null, v59, v59, v28
	v_div_scale_f32 v34, vcc_lo, v28, v59, v28
	v_mad_co_u64_u32 v[37:38], null, s22, v24, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v27, v26
	v_fma_f32 v33, -v26, v27, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v27, v33, v27
	v_mul_f32_e32 v33, v34, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v39, -v26, v33, v34
	v_fmac_f32_e32 v33, v39, v27
	v_mad_co_u64_u32 v[38:39], null, s23, v24, v[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v26, -v26, v33, v34
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v24, v26, v27, v33
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[26:27], 1, v[37:38]
	v_div_fixup_f32 v24, v24, v59, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_u32 v26, vcc_lo, v35, v26
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v27, null, v36, v27, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_cvt_f16_f32_e32 v24.l, v24
	global_store_b16 v[26:27], v24, off
.LBB0_142:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v24, 5, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[24:25]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_144
; %bb.143:
	v_div_scale_f32 v27, null, v59, v59, v29
	v_div_scale_f32 v33, vcc_lo, v29, v59, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v28, v27
	v_fma_f32 v25, -v27, v28, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v28, v25, v28
	v_mad_co_u64_u32 v[25:26], null, s22, v24, 0
	v_mul_f32_e32 v34, v33, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v37, -v27, v34, v33
	v_fmac_f32_e32 v34, v37, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v33, -v27, v34, v33
	v_mad_co_u64_u32 v[26:27], null, s23, v24, v[26:27]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v24, v33, v28, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[25:26], 1, v[25:26]
	v_div_fixup_f32 v24, v24, v59, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v25, vcc_lo, v35, v25
	v_cvt_f16_f32_e32 v24.l, v24
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v26, null, v36, v26, vcc_lo
	global_store_b16 v[25:26], v24, off
.LBB0_144:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v24, 6, v32
	v_mov_b32_e32 v25, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[24:25]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_146
; %bb.145:
	v_div_scale_f32 v28, null, v59, v59, v30
	v_div_scale_f32 v33, vcc_lo, v30, v59, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v29, v28
	v_fma_f32 v26, -v28, v29, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v29, v26, v29
	v_mad_co_u64_u32 v[26:27], null, s22, v24, 0
	v_mul_f32_e32 v34, v33, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v37, -v28, v34, v33
	v_fmac_f32_e32 v34, v37, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v33, -v28, v34, v33
	v_mad_co_u64_u32 v[27:28], null, s23, v24, v[27:28]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v24, v33, v29, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[26:27], 1, v[26:27]
	v_div_fixup_f32 v24, v24, v59, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v26, vcc_lo, v35, v26
	v_cvt_f16_f32_e32 v24.l, v24
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v27, null, v36, v27, vcc_lo
	global_store_b16 v[26:27], v24, off
.LBB0_146:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v24, 7, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[24:25]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_148
; %bb.147:
	v_div_scale_f32 v27, null, v59, v59, v31
	v_div_scale_f32 v29, vcc_lo, v31, v59, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v28, v27
	v_fma_f32 v25, -v27, v28, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v28, v25, v28
	v_mad_co_u64_u32 v[25:26], null, s22, v24, 0
	v_mul_f32_e32 v30, v29, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v33, -v27, v30, v29
	v_fmac_f32_e32 v30, v33, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v29, -v27, v30, v29
	v_mad_co_u64_u32 v[26:27], null, s23, v24, v[26:27]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v24, v29, v28, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[25:26], 1, v[25:26]
	v_div_fixup_f32 v24, v24, v59, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v25, vcc_lo, v35, v25
	v_cvt_f16_f32_e32 v24.l, v24
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v26, null, v36, v26, vcc_lo
	global_store_b16 v[25:26], v24, off
.LBB0_148:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v24, 16, v32
	v_mov_b32_e32 v25, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[24:25]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_150
; %bb.149:
	v_div_scale_f32 v28, null, v59, v59, v16
	v_div_scale_f32 v30, vcc_lo, v16, v59, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v29, v28
	v_fma_f32 v26, -v28, v29, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v29, v26, v29
	v_mad_co_u64_u32 v[26:27], null, s22, v24, 0
	v_mul_f32_e32 v31, v30, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v33, -v28, v31, v30
	v_fmac_f32_e32 v31, v33, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v30, -v28, v31, v30
	v_mad_co_u64_u32 v[27:28], null, s23, v24, v[27:28]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v24, v30, v29, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[26:27], 1, v[26:27]
	v_div_fixup_f32 v16, v24, v59, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v26, vcc_lo, v35, v26
	v_cvt_f16_f32_e32 v16.l, v16
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v27, null, v36, v27, vcc_lo
	global_store_b16 v[26:27], v16, off
.LBB0_150:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v24, 17, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[24:25]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_152
; %bb.151:
	v_div_scale_f32 v16, null, v59, v59, v17
	v_div_scale_f32 v27, vcc_lo, v17, v59, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v28, v16
	v_fma_f32 v25, -v16, v28, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v28, v25, v28
	v_mad_co_u64_u32 v[25:26], null, s22, v24, 0
	v_mul_f32_e32 v29, v27, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v30, -v16, v29, v27
	v_fmac_f32_e32 v29, v30, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v16, -v16, v29, v27
	v_mad_co_u64_u32 v[26:27], null, s23, v24, v[26:27]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v16, v16, v28, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[24:25], 1, v[25:26]
	v_div_fixup_f32 v16, v16, v59, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v24, vcc_lo, v35, v24
	v_cvt_f16_f32_e32 v16.l, v16
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v25, null, v36, v25, vcc_lo
	global_store_b16 v[24:25], v16, off
.LBB0_152:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v16, 18, v32
	v_mov_b32_e32 v17, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[16:17]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_154
; %bb.153:
	v_div_scale_f32 v26, null, v59, v59, v18
	v_div_scale_f32 v28, vcc_lo, v18, v59, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v27, v26
	v_fma_f32 v24, -v26, v27, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v27, v24, v27
	v_mad_co_u64_u32 v[24:25], null, s22, v16, 0
	v_mul_f32_e32 v29, v28, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v30, -v26, v29, v28
	v_fmac_f32_e32 v29, v30, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v28, -v26, v29, v28
	v_mad_co_u64_u32 v[25:26], null, s23, v16, v[25:26]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v16, v28, v27, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[24:25], 1, v[24:25]
	v_div_fixup_f32 v16, v16, v59, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v24, vcc_lo, v35, v24
	v_cvt_f16_f32_e32 v16.l, v16
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v25, null, v36, v25, vcc_lo
	global_store_b16 v[24:25], v16, off
.LBB0_154:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v16, 19, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[16:17]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_156
; %bb.155:
	v_div_scale_f32 v17, null, v59, v59, v19
	v_div_scale_f32 v26, vcc_lo, v19, v59, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v18, v17
	v_fma_f32 v24, -v17, v18, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v18, v24, v18
	v_mad_co_u64_u32 v[24:25], null, s22, v16, 0
	v_mul_f32_e32 v27, v26, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v28, -v17, v27, v26
	v_fmac_f32_e32 v27, v28, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v17, -v17, v27, v26
	v_mad_co_u64_u32 v[25:26], null, s23, v16, v[25:26]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v16, v17, v18, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[17:18], 1, v[24:25]
	v_div_fixup_f32 v16, v16, v59, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v17, vcc_lo, v35, v17
	v_cvt_f16_f32_e32 v16.l, v16
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v18, null, v36, v18, vcc_lo
	global_store_b16 v[17:18], v16, off
.LBB0_156:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v16, 20, v32
	v_mov_b32_e32 v17, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[16:17]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_158
; %bb.157:
	v_div_scale_f32 v18, null, v59, v59, v20
	v_div_scale_f32 v26, vcc_lo, v20, v59, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v19, v18
	v_fma_f32 v24, -v18, v19, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v19, v24, v19
	v_mad_co_u64_u32 v[24:25], null, s22, v16, 0
	v_mul_f32_e32 v27, v26, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v28, -v18, v27, v26
	v_fmac_f32_e32 v27, v28, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v18, -v18, v27, v26
	v_mad_co_u64_u32 v[25:26], null, s23, v16, v[25:26]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v16, v18, v19, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[18:19], 1, v[24:25]
	v_div_fixup_f32 v16, v16, v59, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v18, vcc_lo, v35, v18
	v_cvt_f16_f32_e32 v16.l, v16
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v19, null, v36, v19, vcc_lo
	global_store_b16 v[18:19], v16, off
.LBB0_158:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v16, 21, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[16:17]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_160
; %bb.159:
	v_div_scale_f32 v19, null, v59, v59, v21
	v_div_scale_f32 v24, vcc_lo, v21, v59, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v20, v19
	v_fma_f32 v17, -v19, v20, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v20, v17, v20
	v_mad_co_u64_u32 v[17:18], null, s22, v16, 0
	v_mul_f32_e32 v25, v24, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v26, -v19, v25, v24
	v_fmac_f32_e32 v25, v26, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v24, -v19, v25, v24
	v_mad_co_u64_u32 v[18:19], null, s23, v16, v[18:19]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v16, v24, v20, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[17:18], 1, v[17:18]
	v_div_fixup_f32 v16, v16, v59, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v17, vcc_lo, v35, v17
	v_cvt_f16_f32_e32 v16.l, v16
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v18, null, v36, v18, vcc_lo
	global_store_b16 v[17:18], v16, off
.LBB0_160:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v16, 22, v32
	v_mov_b32_e32 v17, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[16:17]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_162
; %bb.161:
	v_div_scale_f32 v20, null, v59, v59, v22
	v_div_scale_f32 v24, vcc_lo, v22, v59, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v21, v20
	v_fma_f32 v18, -v20, v21, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v21, v18, v21
	v_mad_co_u64_u32 v[18:19], null, s22, v16, 0
	v_mul_f32_e32 v25, v24, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v26, -v20, v25, v24
	v_fmac_f32_e32 v25, v26, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v24, -v20, v25, v24
	v_mad_co_u64_u32 v[19:20], null, s23, v16, v[19:20]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v16, v24, v21, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[18:19], 1, v[18:19]
	v_div_fixup_f32 v16, v16, v59, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v18, vcc_lo, v35, v18
	v_cvt_f16_f32_e32 v16.l, v16
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v19, null, v36, v19, vcc_lo
	global_store_b16 v[18:19], v16, off
.LBB0_162:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v16, 23, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[16:17]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_164
; %bb.163:
	v_div_scale_f32 v19, null, v59, v59, v23
	v_div_scale_f32 v21, vcc_lo, v23, v59, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v20, v19
	v_fma_f32 v17, -v19, v20, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v20, v17, v20
	v_mad_co_u64_u32 v[17:18], null, s22, v16, 0
	v_mul_f32_e32 v22, v21, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v24, -v19, v22, v21
	v_fmac_f32_e32 v22, v24, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v21, -v19, v22, v21
	v_mad_co_u64_u32 v[18:19], null, s23, v16, v[18:19]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v16, v21, v20, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[17:18], 1, v[17:18]
	v_div_fixup_f32 v16, v16, v59, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v17, vcc_lo, v35, v17
	v_cvt_f16_f32_e32 v16.l, v16
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v18, null, v36, v18, vcc_lo
	global_store_b16 v[17:18], v16, off
.LBB0_164:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v16, 32, v32
	v_mov_b32_e32 v17, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[16:17]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_166
; %bb.165:
	v_div_scale_f32 v20, null, v59, v59, v8
	v_div_scale_f32 v22, vcc_lo, v8, v59, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v21, v20
	v_fma_f32 v18, -v20, v21, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v21, v18, v21
	v_mad_co_u64_u32 v[18:19], null, s22, v16, 0
	v_mul_f32_e32 v23, v22, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v24, -v20, v23, v22
	v_fmac_f32_e32 v23, v24, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v22, -v20, v23, v22
	v_mad_co_u64_u32 v[19:20], null, s23, v16, v[19:20]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v16, v22, v21, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[18:19], 1, v[18:19]
	v_div_fixup_f32 v8, v16, v59, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v18, vcc_lo, v35, v18
	v_cvt_f16_f32_e32 v8.l, v8
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v19, null, v36, v19, vcc_lo
	global_store_b16 v[18:19], v8, off
.LBB0_166:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v16, 33, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[16:17]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_168
; %bb.167:
	v_div_scale_f32 v8, null, v59, v59, v9
	v_div_scale_f32 v19, vcc_lo, v9, v59, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v20, v8
	v_fma_f32 v17, -v8, v20, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v20, v17, v20
	v_mad_co_u64_u32 v[17:18], null, s22, v16, 0
	v_mul_f32_e32 v21, v19, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v22, -v8, v21, v19
	v_fmac_f32_e32 v21, v22, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v8, -v8, v21, v19
	v_mad_co_u64_u32 v[18:19], null, s23, v16, v[18:19]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v8, v8, v20, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[16:17], 1, v[17:18]
	v_div_fixup_f32 v8, v8, v59, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v16, vcc_lo, v35, v16
	v_cvt_f16_f32_e32 v8.l, v8
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v17, null, v36, v17, vcc_lo
	global_store_b16 v[16:17], v8, off
.LBB0_168:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v8, 34, v32
	v_mov_b32_e32 v9, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[8:9]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_170
; %bb.169:
	v_div_scale_f32 v18, null, v59, v59, v10
	v_div_scale_f32 v20, vcc_lo, v10, v59, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v19, v18
	v_fma_f32 v16, -v18, v19, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v19, v16, v19
	v_mad_co_u64_u32 v[16:17], null, s22, v8, 0
	v_mul_f32_e32 v21, v20, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v22, -v18, v21, v20
	v_fmac_f32_e32 v21, v22, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v20, -v18, v21, v20
	v_mad_co_u64_u32 v[17:18], null, s23, v8, v[17:18]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v8, v20, v19, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[16:17], 1, v[16:17]
	v_div_fixup_f32 v8, v8, v59, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v16, vcc_lo, v35, v16
	v_cvt_f16_f32_e32 v8.l, v8
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v17, null, v36, v17, vcc_lo
	global_store_b16 v[16:17], v8, off
.LBB0_170:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v8, 35, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[8:9]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_172
; %bb.171:
	v_div_scale_f32 v9, null, v59, v59, v11
	v_div_scale_f32 v18, vcc_lo, v11, v59, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v10, v9
	v_fma_f32 v16, -v9, v10, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v10, v16, v10
	v_mad_co_u64_u32 v[16:17], null, s22, v8, 0
	v_mul_f32_e32 v19, v18, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v20, -v9, v19, v18
	v_fmac_f32_e32 v19, v20, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v9, -v9, v19, v18
	v_mad_co_u64_u32 v[17:18], null, s23, v8, v[17:18]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v8, v9, v10, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[9:10], 1, v[16:17]
	v_div_fixup_f32 v8, v8, v59, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v9, vcc_lo, v35, v9
	v_cvt_f16_f32_e32 v8.l, v8
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v10, null, v36, v10, vcc_lo
	global_store_b16 v[9:10], v8, off
.LBB0_172:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v8, 36, v32
	v_mov_b32_e32 v9, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[8:9]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_174
; %bb.173:
	v_div_scale_f32 v10, null, v59, v59, v12
	v_div_scale_f32 v18, vcc_lo, v12, v59, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v11, v10
	v_fma_f32 v16, -v10, v11, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v11, v16, v11
	v_mad_co_u64_u32 v[16:17], null, s22, v8, 0
	v_mul_f32_e32 v19, v18, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v20, -v10, v19, v18
	v_fmac_f32_e32 v19, v20, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v10, -v10, v19, v18
	v_mad_co_u64_u32 v[17:18], null, s23, v8, v[17:18]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v8, v10, v11, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[10:11], 1, v[16:17]
	v_div_fixup_f32 v8, v8, v59, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v10, vcc_lo, v35, v10
	v_cvt_f16_f32_e32 v8.l, v8
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v11, null, v36, v11, vcc_lo
	global_store_b16 v[10:11], v8, off
.LBB0_174:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v8, 37, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[8:9]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_176
; %bb.175:
	v_div_scale_f32 v11, null, v59, v59, v13
	v_div_scale_f32 v16, vcc_lo, v13, v59, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v12, v11
	v_fma_f32 v9, -v11, v12, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v12, v9, v12
	v_mad_co_u64_u32 v[9:10], null, s22, v8, 0
	v_mul_f32_e32 v17, v16, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v18, -v11, v17, v16
	v_fmac_f32_e32 v17, v18, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v16, -v11, v17, v16
	v_mad_co_u64_u32 v[10:11], null, s23, v8, v[10:11]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v8, v16, v12, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[9:10], 1, v[9:10]
	v_div_fixup_f32 v8, v8, v59, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v9, vcc_lo, v35, v9
	v_cvt_f16_f32_e32 v8.l, v8
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v10, null, v36, v10, vcc_lo
	global_store_b16 v[9:10], v8, off
.LBB0_176:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v8, 38, v32
	v_mov_b32_e32 v9, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[8:9]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_178
; %bb.177:
	v_div_scale_f32 v12, null, v59, v59, v14
	v_div_scale_f32 v16, vcc_lo, v14, v59, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v13, v12
	v_fma_f32 v10, -v12, v13, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v13, v10, v13
	v_mad_co_u64_u32 v[10:11], null, s22, v8, 0
	v_mul_f32_e32 v17, v16, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v18, -v12, v17, v16
	v_fmac_f32_e32 v17, v18, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v16, -v12, v17, v16
	v_mad_co_u64_u32 v[11:12], null, s23, v8, v[11:12]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v8, v16, v13, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[10:11], 1, v[10:11]
	v_div_fixup_f32 v8, v8, v59, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v10, vcc_lo, v35, v10
	v_cvt_f16_f32_e32 v8.l, v8
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v11, null, v36, v11, vcc_lo
	global_store_b16 v[10:11], v8, off
.LBB0_178:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v8, 39, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[8:9]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_180
; %bb.179:
	v_div_scale_f32 v11, null, v59, v59, v15
	v_div_scale_f32 v13, vcc_lo, v15, v59, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v12, v11
	v_fma_f32 v9, -v11, v12, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v12, v9, v12
	v_mad_co_u64_u32 v[9:10], null, s22, v8, 0
	v_mul_f32_e32 v14, v13, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v16, -v11, v14, v13
	v_fmac_f32_e32 v14, v16, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v13, -v11, v14, v13
	v_mad_co_u64_u32 v[10:11], null, s23, v8, v[10:11]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v8, v13, v12, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[9:10], 1, v[9:10]
	v_div_fixup_f32 v8, v8, v59, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v9, vcc_lo, v35, v9
	v_cvt_f16_f32_e32 v8.l, v8
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v10, null, v36, v10, vcc_lo
	global_store_b16 v[9:10], v8, off
.LBB0_180:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v8, 48, v32
	v_mov_b32_e32 v9, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[8:9]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_182
; %bb.181:
	v_div_scale_f32 v12, null, v59, v59, v0
	v_div_scale_f32 v14, vcc_lo, v0, v59, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v13, v12
	v_fma_f32 v10, -v12, v13, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v13, v10, v13
	v_mad_co_u64_u32 v[10:11], null, s22, v8, 0
	v_mul_f32_e32 v15, v14, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v16, -v12, v15, v14
	v_fmac_f32_e32 v15, v16, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v14, -v12, v15, v14
	v_mad_co_u64_u32 v[11:12], null, s23, v8, v[11:12]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v8, v14, v13, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[10:11], 1, v[10:11]
	v_div_fixup_f32 v0, v8, v59, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v10, vcc_lo, v35, v10
	v_cvt_f16_f32_e32 v0.l, v0
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v11, null, v36, v11, vcc_lo
	global_store_b16 v[10:11], v0, off
.LBB0_182:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v8, 49, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[8:9]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_184
; %bb.183:
	v_div_scale_f32 v0, null, v59, v59, v1
	v_div_scale_f32 v11, vcc_lo, v1, v59, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v12, v0
	v_fma_f32 v9, -v0, v12, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v12, v9, v12
	v_mad_co_u64_u32 v[9:10], null, s22, v8, 0
	v_mul_f32_e32 v13, v11, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v14, -v0, v13, v11
	v_fmac_f32_e32 v13, v14, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v0, -v0, v13, v11
	v_mad_co_u64_u32 v[10:11], null, s23, v8, v[10:11]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v0, v0, v12, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[8:9], 1, v[9:10]
	v_div_fixup_f32 v0, v0, v59, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v8, vcc_lo, v35, v8
	v_cvt_f16_f32_e32 v0.l, v0
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v9, null, v36, v9, vcc_lo
	global_store_b16 v[8:9], v0, off
.LBB0_184:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v0, 50, v32
	v_mov_b32_e32 v1, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[0:1]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_186
; %bb.185:
	v_div_scale_f32 v10, null, v59, v59, v2
	v_div_scale_f32 v12, vcc_lo, v2, v59, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v11, v10
	v_fma_f32 v8, -v10, v11, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v11, v8, v11
	v_mad_co_u64_u32 v[8:9], null, s22, v0, 0
	v_mul_f32_e32 v13, v12, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v14, -v10, v13, v12
	v_fmac_f32_e32 v13, v14, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v12, -v10, v13, v12
	v_mad_co_u64_u32 v[9:10], null, s23, v0, v[9:10]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v0, v12, v11, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[8:9], 1, v[8:9]
	v_div_fixup_f32 v0, v0, v59, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v8, vcc_lo, v35, v8
	v_cvt_f16_f32_e32 v0.l, v0
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v9, null, v36, v9, vcc_lo
	global_store_b16 v[8:9], v0, off
.LBB0_186:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v0, 51, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[0:1]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_188
; %bb.187:
	v_div_scale_f32 v1, null, v59, v59, v3
	v_div_scale_f32 v10, vcc_lo, v3, v59, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v2, v1
	v_fma_f32 v8, -v1, v2, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v2, v8, v2
	v_mad_co_u64_u32 v[8:9], null, s22, v0, 0
	v_mul_f32_e32 v11, v10, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v12, -v1, v11, v10
	v_fmac_f32_e32 v11, v12, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v1, -v1, v11, v10
	v_mad_co_u64_u32 v[9:10], null, s23, v0, v[9:10]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v0, v1, v2, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[1:2], 1, v[8:9]
	v_div_fixup_f32 v0, v0, v59, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v1, vcc_lo, v35, v1
	v_cvt_f16_f32_e32 v0.l, v0
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v2, null, v36, v2, vcc_lo
	global_store_b16 v[1:2], v0, off
.LBB0_188:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v0, 52, v32
	v_mov_b32_e32 v1, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[0:1]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_190
; %bb.189:
	v_div_scale_f32 v2, null, v59, v59, v4
	v_div_scale_f32 v10, vcc_lo, v4, v59, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v3, v2
	v_fma_f32 v8, -v2, v3, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v3, v8, v3
	v_mad_co_u64_u32 v[8:9], null, s22, v0, 0
	v_mul_f32_e32 v11, v10, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v12, -v2, v11, v10
	v_fmac_f32_e32 v11, v12, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v2, -v2, v11, v10
	v_mad_co_u64_u32 v[9:10], null, s23, v0, v[9:10]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v0, v2, v3, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[2:3], 1, v[8:9]
	v_div_fixup_f32 v0, v0, v59, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v2, vcc_lo, v35, v2
	v_cvt_f16_f32_e32 v0.l, v0
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v3, null, v36, v3, vcc_lo
	global_store_b16 v[2:3], v0, off
.LBB0_190:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v0, 53, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[0:1]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_192
; %bb.191:
	v_div_scale_f32 v3, null, v59, v59, v5
	v_div_scale_f32 v8, vcc_lo, v5, v59, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v4, v3
	v_fma_f32 v1, -v3, v4, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v4, v1, v4
	v_mad_co_u64_u32 v[1:2], null, s22, v0, 0
	v_mul_f32_e32 v9, v8, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v10, -v3, v9, v8
	v_fmac_f32_e32 v9, v10, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v8, -v3, v9, v8
	v_mad_co_u64_u32 v[2:3], null, s23, v0, v[2:3]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v0, v8, v4, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[1:2], 1, v[1:2]
	v_div_fixup_f32 v0, v0, v59, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v1, vcc_lo, v35, v1
	v_cvt_f16_f32_e32 v0.l, v0
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v2, null, v36, v2, vcc_lo
	global_store_b16 v[1:2], v0, off
.LBB0_192:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v0, 54, v32
	v_mov_b32_e32 v1, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[0:1]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_194
; %bb.193:
	v_div_scale_f32 v4, null, v59, v59, v6
	v_div_scale_f32 v8, vcc_lo, v6, v59, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v5, v4
	v_fma_f32 v2, -v4, v5, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v5, v2, v5
	v_mad_co_u64_u32 v[2:3], null, s22, v0, 0
	v_mul_f32_e32 v9, v8, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v10, -v4, v9, v8
	v_fmac_f32_e32 v9, v10, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v8, -v4, v9, v8
	v_mad_co_u64_u32 v[3:4], null, s23, v0, v[3:4]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v0, v8, v5, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[2:3], 1, v[2:3]
	v_div_fixup_f32 v0, v0, v59, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v2, vcc_lo, v35, v2
	v_cvt_f16_f32_e32 v0.l, v0
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v3, null, v36, v3, vcc_lo
	global_store_b16 v[2:3], v0, off
.LBB0_194:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v0, 55, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[0:1]
	s_and_b32 s0, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_196
; %bb.195:
	v_div_scale_f32 v3, null, v59, v59, v7
	v_div_scale_f32 v5, vcc_lo, v7, v59, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v4, v3
	v_fma_f32 v1, -v3, v4, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v4, v1, v4
	v_mad_co_u64_u32 v[1:2], null, s22, v0, 0
	v_mul_f32_e32 v6, v5, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v8, -v3, v6, v5
	v_fmac_f32_e32 v6, v8, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v5, -v3, v6, v5
	v_mad_co_u64_u32 v[2:3], null, s23, v0, v[2:3]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v0, v5, v4, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[1:2], 1, v[1:2]
	v_div_fixup_f32 v0, v0, v59, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v1, vcc_lo, v35, v1
	v_cvt_f16_f32_e32 v0.l, v0
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v2, null, v36, v2, vcc_lo
	global_store_b16 v[1:2], v0, off
.LBB0_196:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.Lfunc_end0:
	.size	_attn_fwd_tma, .Lfunc_end0-_attn_fwd_tma
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _attn_fwd_tma
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 336
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 142
		.amdhsa_next_free_sgpr 49
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size ((instprefsize(.Lfunc_end0-_attn_fwd_tma)<<4)&4080)>>4
		.amdhsa_round_robin_scheduling 0
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
	.set .L_attn_fwd_tma.num_vgpr, 142
	.set .L_attn_fwd_tma.num_agpr, 0
	.set .L_attn_fwd_tma.numbered_sgpr, 49
	.set .L_attn_fwd_tma.num_named_barrier, 0
	.set .L_attn_fwd_tma.private_seg_size, 0
	.set .L_attn_fwd_tma.uses_vcc, 1
	.set .L_attn_fwd_tma.uses_flat_scratch, 0
	.set .L_attn_fwd_tma.has_dyn_sized_stack, 0
	.set .L_attn_fwd_tma.has_recursion, 0
	.set .L_attn_fwd_tma.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 17700
; TotalNumSgprs: 51
; NumVgprs: 142
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 17
; NumSGPRsForWavesPerEU: 51
; NumVGPRsForWavesPerEU: 142
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
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
  - .args:
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
    .max_flat_workgroup_size: 128
    .name:           _attn_fwd_tma
    .private_segment_fixed_size: 0
    .sgpr_count:     51
    .sgpr_spill_count: 0
    .symbol:         _attn_fwd_tma.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     142
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgpu12.00-amd-amdhsa-unknown-gfx1200
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
