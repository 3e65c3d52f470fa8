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
	s_load_b32 s71, s[0:1], 0x138
	v_dual_mov_b32 v49, 0 :: v_dual_and_b32 v50, 31, v0
	s_mov_b32 s23, 0
	s_wait_kmcnt 0x0
	s_and_b32 s4, 1, s14
	s_and_b32 s2, 1, s2
	s_bitcmp1_b32 s3, 0
	s_cselect_b32 s25, -1, 0
	s_cmp_eq_u32 s2, 1
	s_cselect_b32 s93, -1, 0
	s_cmp_eq_u32 s4, 1
	s_cselect_b32 s2, -1, 0
	s_abs_i32 s3, s15
	s_and_b32 s70, ttmp7, 0xffff
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
	s_mul_hi_u32 s4, s70, s4
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s5, s4, s3
	s_add_co_i32 s6, s4, 1
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s5, s70, s5
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
	s_lshl_b32 s18, s33, 5
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s3, s3, s14
	v_or_b32_e32 v51, s18, v50
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s3, s3, s14
	s_lshl_b32 s72, ttmp9, 6
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s14, s3, s15
	s_bfe_u32 s22, s33, 0x10001
	s_sub_co_i32 s14, s70, s14
	v_and_b32_e32 v48, 63, v51
	s_mul_i32 s91, s14, s71
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_add_co_i32 s91, s91, s3
	v_mad_co_u64_u32 v[2:3], null, s12, v48, 0
	s_add_co_i32 s16, s91, s72
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s17, s16, 31
	s_add_nc_u64 s[30:31], s[16:17], s[22:23]
	s_wait_kmcnt 0x0
	v_cmp_gt_i64_e32 vcc_lo, s[8:9], v[48:49]
	v_cmp_lt_i64_e64 s2, s[30:31], s[6:7]
	v_mad_co_u64_u32 v[3:4], null, s13, v48, v[3:4]
	s_cmp_gt_i32 s31, -1
	s_cselect_b32 s75, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s2, s75, s2
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s2, vcc_lo, s2
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_mul_u64 s[8:9], s[30:31], s[10:11]
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
	s_add_nc_u64 s[34:35], s[30:31], 2
	v_mov_b16_e32 v4.l, v34.l
	v_cmp_lt_i64_e64 s2, s[34:35], s[6:7]
	s_cmp_gt_i32 s35, -1
	s_cselect_b32 s76, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s2, s76, s2
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s2, vcc_lo, s2
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_4
; %bb.3:
	s_mul_u64 s[8:9], s[34:35], s[10:11]
	v_lshlrev_b64_e32 v[4:5], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[8:9], s[8:9], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[8:9], s[4:5], s[8:9]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v4, s2, s8, v4
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v5, null, s9, v5, s2
	global_load_d16_b16 v4, v[4:5], off
.LBB0_4:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_add_nc_u64 s[36:37], s[30:31], 4
	v_mov_b16_e32 v5.l, v34.l
	v_cmp_lt_i64_e64 s2, s[36:37], s[6:7]
	s_cmp_gt_i32 s37, -1
	s_cselect_b32 s77, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s2, s77, s2
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s2, vcc_lo, s2
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_6
; %bb.5:
	s_mul_u64 s[8:9], s[36:37], s[10:11]
	v_lshlrev_b64_e32 v[5:6], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[8:9], s[8:9], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[8:9], s[4:5], s[8:9]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v5, s2, s8, v5
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v6, null, s9, v6, s2
	global_load_d16_b16 v5, v[5:6], off
.LBB0_6:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_add_nc_u64 s[38:39], s[30:31], 6
	v_mov_b16_e32 v6.l, v34.l
	v_cmp_lt_i64_e64 s2, s[38:39], s[6:7]
	s_cmp_gt_i32 s39, -1
	s_cselect_b32 s78, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s2, s78, s2
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s2, vcc_lo, s2
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_8
; %bb.7:
	s_mul_u64 s[8:9], s[38:39], s[10:11]
	v_lshlrev_b64_e32 v[6:7], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[8:9], s[8:9], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[8:9], s[4:5], s[8:9]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v6, s2, s8, v6
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v7, null, s9, v7, s2
	global_load_d16_b16 v6, v[6:7], off
.LBB0_8:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_add_nc_u64 s[40:41], s[30:31], 8
	v_mov_b16_e32 v7.l, v34.l
	v_cmp_lt_i64_e64 s2, s[40:41], s[6:7]
	s_cmp_gt_i32 s41, -1
	s_cselect_b32 s79, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s2, s79, s2
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s2, vcc_lo, s2
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_10
; %bb.9:
	s_mul_u64 s[8:9], s[40:41], s[10:11]
	v_lshlrev_b64_e32 v[7:8], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[8:9], s[8:9], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[8:9], s[4:5], s[8:9]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v7, s2, s8, v7
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v8, null, s9, v8, s2
	global_load_d16_b16 v7, v[7:8], off
.LBB0_10:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_add_nc_u64 s[42:43], s[30:31], 10
	v_mov_b16_e32 v8.l, v34.l
	v_cmp_lt_i64_e64 s2, s[42:43], s[6:7]
	s_cmp_gt_i32 s43, -1
	s_cselect_b32 s80, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s2, s80, s2
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s2, vcc_lo, s2
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_12
; %bb.11:
	s_mul_u64 s[8:9], s[42:43], s[10:11]
	v_lshlrev_b64_e32 v[8:9], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[8:9], s[8:9], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[8:9], s[4:5], s[8:9]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v8, s2, s8, v8
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v9, null, s9, v9, s2
	global_load_d16_b16 v8, v[8:9], off
.LBB0_12:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_add_nc_u64 s[44:45], s[30:31], 12
	v_mov_b16_e32 v9.l, v34.l
	v_cmp_lt_i64_e64 s2, s[44:45], s[6:7]
	s_cmp_gt_i32 s45, -1
	s_cselect_b32 s81, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s2, s81, s2
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s2, vcc_lo, s2
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_14
; %bb.13:
	s_mul_u64 s[8:9], s[44:45], s[10:11]
	v_lshlrev_b64_e32 v[9:10], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[8:9], s[8:9], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[8:9], s[4:5], s[8:9]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v9, s2, s8, v9
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v10, null, s9, v10, s2
	global_load_d16_b16 v9, v[9:10], off
.LBB0_14:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_add_nc_u64 s[46:47], s[30:31], 14
	v_mov_b16_e32 v10.l, v34.l
	v_cmp_lt_i64_e64 s2, s[46:47], s[6:7]
	s_cmp_gt_i32 s47, -1
	s_cselect_b32 s82, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s2, s82, s2
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s2, vcc_lo, s2
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_16
; %bb.15:
	s_mul_u64 s[8:9], s[46:47], s[10:11]
	v_lshlrev_b64_e32 v[10:11], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[8:9], s[8:9], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[8:9], s[4:5], s[8:9]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v10, s2, s8, v10
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v11, null, s9, v11, s2
	global_load_d16_b16 v10, v[10:11], off
.LBB0_16:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_add_nc_u64 s[48:49], s[30:31], 16
	v_mov_b16_e32 v11.l, v34.l
	v_cmp_lt_i64_e64 s2, s[48:49], s[6:7]
	s_cmp_gt_i32 s49, -1
	s_cselect_b32 s83, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s2, s83, s2
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s2, vcc_lo, s2
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_18
; %bb.17:
	s_mul_u64 s[8:9], s[48:49], s[10:11]
	v_lshlrev_b64_e32 v[11:12], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[8:9], s[8:9], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[8:9], s[4:5], s[8:9]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v11, s2, s8, v11
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v12, null, s9, v12, s2
	global_load_d16_b16 v11, v[11:12], off
.LBB0_18:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_add_nc_u64 s[50:51], s[30:31], 18
	v_mov_b16_e32 v12.l, v34.l
	v_cmp_lt_i64_e64 s2, s[50:51], s[6:7]
	s_cmp_gt_i32 s51, -1
	s_cselect_b32 s84, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s2, s84, s2
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s2, vcc_lo, s2
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_20
; %bb.19:
	s_mul_u64 s[8:9], s[50:51], s[10:11]
	v_lshlrev_b64_e32 v[12:13], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[8:9], s[8:9], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[8:9], s[4:5], s[8:9]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v12, s2, s8, v12
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v13, null, s9, v13, s2
	global_load_d16_b16 v12, v[12:13], off
.LBB0_20:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_add_nc_u64 s[52:53], s[30:31], 20
	v_mov_b16_e32 v13.l, v34.l
	v_cmp_lt_i64_e64 s2, s[52:53], s[6:7]
	s_cmp_gt_i32 s53, -1
	s_cselect_b32 s85, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s2, s85, s2
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s2, vcc_lo, s2
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_22
; %bb.21:
	s_mul_u64 s[8:9], s[52:53], s[10:11]
	v_lshlrev_b64_e32 v[13:14], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[8:9], s[8:9], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[8:9], s[4:5], s[8:9]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v13, s2, s8, v13
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v14, null, s9, v14, s2
	global_load_d16_b16 v13, v[13:14], off
.LBB0_22:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_add_nc_u64 s[54:55], s[30:31], 22
	v_mov_b16_e32 v14.l, v34.l
	v_cmp_lt_i64_e64 s2, s[54:55], s[6:7]
	s_cmp_gt_i32 s55, -1
	s_cselect_b32 s86, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s2, s86, s2
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s2, vcc_lo, s2
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_24
; %bb.23:
	s_mul_u64 s[8:9], s[54:55], s[10:11]
	v_lshlrev_b64_e32 v[14:15], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[8:9], s[8:9], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[8:9], s[4:5], s[8:9]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v14, s2, s8, v14
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v15, null, s9, v15, s2
	global_load_d16_b16 v14, v[14:15], off
.LBB0_24:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_add_nc_u64 s[56:57], s[30:31], 24
	v_mov_b16_e32 v15.l, v34.l
	v_cmp_lt_i64_e64 s2, s[56:57], s[6:7]
	s_cmp_gt_i32 s57, -1
	s_cselect_b32 s87, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s2, s87, s2
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s2, vcc_lo, s2
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_26
; %bb.25:
	s_mul_u64 s[8:9], s[56:57], s[10:11]
	v_lshlrev_b64_e32 v[15:16], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[8:9], s[8:9], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[8:9], s[4:5], s[8:9]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v15, s2, s8, v15
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v16, null, s9, v16, s2
	global_load_d16_b16 v15, v[15:16], off
.LBB0_26:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_add_nc_u64 s[58:59], s[30:31], 26
	v_mov_b16_e32 v16.l, v34.l
	v_cmp_lt_i64_e64 s2, s[58:59], s[6:7]
	s_cmp_gt_i32 s59, -1
	s_cselect_b32 s88, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s2, s88, s2
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s2, vcc_lo, s2
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_28
; %bb.27:
	s_mul_u64 s[8:9], s[58:59], s[10:11]
	v_lshlrev_b64_e32 v[16:17], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[8:9], s[8:9], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[8:9], s[4:5], s[8:9]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v16, s2, s8, v16
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v17, null, s9, v17, s2
	global_load_d16_b16 v16, v[16:17], off
.LBB0_28:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_add_nc_u64 s[60:61], s[30:31], 28
	v_mov_b16_e32 v17.l, v34.l
	v_cmp_lt_i64_e64 s2, s[60:61], s[6:7]
	s_cmp_gt_i32 s61, -1
	s_cselect_b32 s89, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s2, s89, s2
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s2, vcc_lo, s2
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_30
; %bb.29:
	s_mul_u64 s[8:9], s[60:61], s[10:11]
	v_lshlrev_b64_e32 v[17:18], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[8:9], s[8:9], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[8:9], s[4:5], s[8:9]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v17, s2, s8, v17
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v18, null, s9, v18, s2
	global_load_d16_b16 v17, v[17:18], off
.LBB0_30:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_add_nc_u64 s[62:63], s[30:31], 30
	v_mov_b16_e32 v18.l, v34.l
	v_cmp_lt_i64_e64 s2, s[62:63], s[6:7]
	s_cmp_gt_i32 s63, -1
	s_cselect_b32 s90, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s2, s90, s2
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s2, vcc_lo, s2
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_32
; %bb.31:
	s_mul_u64 s[8:9], s[62:63], s[10:11]
	v_lshlrev_b64_e32 v[18:19], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[8:9], s[8:9], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[8:9], s[4:5], s[8:9]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v18, s2, s8, v18
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v19, null, s9, v19, s2
	global_load_d16_b16 v18, v[18:19], off
.LBB0_32:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_add_nc_u64 s[2:3], s[30:31], 32
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
	s_add_nc_u64 s[2:3], s[30:31], 34
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
	s_add_nc_u64 s[2:3], s[30:31], 36
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
	s_add_nc_u64 s[2:3], s[30:31], 38
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
	s_add_nc_u64 s[2:3], s[30:31], 40
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
	s_add_nc_u64 s[2:3], s[30:31], 42
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
	s_add_nc_u64 s[2:3], s[30:31], 44
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
	s_add_nc_u64 s[2:3], s[30:31], 46
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
	s_add_nc_u64 s[2:3], s[30:31], 48
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
	s_add_nc_u64 s[2:3], s[30:31], 50
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
	s_add_nc_u64 s[2:3], s[30:31], 52
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
	s_add_nc_u64 s[2:3], s[30:31], 54
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
	s_add_nc_u64 s[2:3], s[30:31], 56
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
	s_add_nc_u64 s[2:3], s[30:31], 58
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
	s_clause 0x3
	s_load_b64 s[64:65], s[0:1], 0xc8
	s_load_b64 s[12:13], s[0:1], 0xa8
	s_load_b64 s[66:67], s[0:1], 0x80
	s_load_b64 s[14:15], s[0:1], 0x60
	s_add_nc_u64 s[2:3], s[30:31], 60
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
	v_lshlrev_b64_e32 v[35:36], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[2:3], s[4:5], s[2:3]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v35, s2, s2, v35
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v36, null, s3, v36, s2
	global_load_d16_b16 v33, v[35:36], off
.LBB0_62:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	s_clause 0x2
	s_load_b64 s[68:69], s[0:1], 0xb8
	s_load_b64 s[2:3], s[0:1], 0x70
	s_load_b32 s94, s[0:1], 0x0
	s_add_nc_u64 s[8:9], s[30:31], 62
	s_and_b32 s74, s18, 64
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s6, s[8:9], s[6:7]
	s_cmp_gt_i32 s9, -1
	s_cselect_b32 s7, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s6, s7, s6
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s7, vcc_lo, s6
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s6, s7
	s_cbranch_execz .LBB0_64
; %bb.63:
	s_mul_u64 s[8:9], s[8:9], s[10:11]
	v_lshlrev_b64_e32 v[2:3], 1, v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[8:9], s[8:9], 1
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[4:5], s[4:5], s[8:9]
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v2, vcc_lo, s4, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s5, v3, vcc_lo
	global_load_d16_b16 v34, v[2:3], off
.LBB0_64:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s6
	s_and_b32 s73, s18, 0x60
	s_lshr_b32 s24, s74, 4
	s_cmp_eq_u32 s74, 0
	v_lshlrev_b32_e32 v2, 1, v48
	s_cselect_b32 s92, -1, 0
	v_and_b32_e32 v98, 7, v0
	s_and_b32 s4, s92, exec_lo
	s_cselect_b32 s4, 0, 0x90
	v_and_b32_e32 v89, 15, v0
	s_wait_alu depctr_sa_sdst(0)
	v_xor_b32_e32 v2, s4, v2
	v_and_b32_e32 v97, 16, v0
	s_lshl_b32 s8, s73, 6
	s_clause 0x2
	s_load_b128 s[4:7], s[0:1], 0x108
	s_load_b64 s[18:19], s[0:1], 0xf0
	s_load_b64 s[10:11], s[0:1], 0xc0
	v_add_nc_u32_e32 v3, 0, v2
	v_xad_u32 v36, v2, 64, 0
	v_xad_u32 v35, v2, 32, 0
	s_wait_kmcnt 0x0
	v_cmp_gt_i64_e64 s2, s[2:3], v[48:49]
	s_wait_loadcnt 0x0
	ds_store_b16 v3, v1
	ds_store_b16 v3, v7 offset:1024
	ds_store_b16 v3, v11 offset:2048
	ds_store_b16 v3, v15 offset:3072
	ds_store_b16 v3, v19 offset:4096
	ds_store_b16 v3, v23 offset:5120
	ds_store_b16 v3, v27 offset:6144
	ds_store_b16 v3, v31 offset:7168
	ds_store_b16 v35, v4 offset:256
	ds_store_b16 v35, v8 offset:1280
	ds_store_b16 v35, v12 offset:2304
	ds_store_b16 v35, v16 offset:3328
	ds_store_b16 v35, v20 offset:4352
	ds_store_b16 v35, v24 offset:5376
	ds_store_b16 v35, v28 offset:6400
	ds_store_b16 v35, v32 offset:7424
	v_xad_u32 v1, 0x60, v2, 0
	ds_store_b16 v36, v5 offset:512
	ds_store_b16 v36, v9 offset:1536
	ds_store_b16 v36, v13 offset:2560
	ds_store_b16 v36, v17 offset:3584
	ds_store_b16 v36, v21 offset:4608
	ds_store_b16 v36, v25 offset:5632
	ds_store_b16 v36, v29 offset:6656
	ds_store_b16 v36, v33 offset:7680
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
	v_lshlrev_b32_e32 v1, 4, v98
	v_lshlrev_b32_e32 v2, 7, v89
	v_mad_co_u64_u32 v[4:5], null, s64, v48, 0
	v_cndmask_b16 v95.l, 0, 0x7e00, s93
	v_cndmask_b16 v92.l, 0, 0x7e00, s25
	v_xor_b32_e32 v1, v1, v97
	v_lshlrev_b32_e32 v83, 2, v51
	v_and_b32_e32 v102, 8, v0
	v_lshlrev_b32_e32 v82, 1, v97
	v_lshlrev_b32_e32 v81, 2, v50
	v_or3_b32 v6, s8, v2, v1
	v_mad_co_u64_u32 v[1:2], null, s66, v48, 0
	s_clause 0x3
	s_load_b64 s[8:9], s[0:1], 0x8
	s_load_b64 s[20:21], s[0:1], 0xb0
	s_load_b64 s[26:27], s[0:1], 0x78
	s_load_b64 s[28:29], s[0:1], 0x68
	v_lshlrev_b32_e32 v101, 6, v48
	v_lshlrev_b32_e32 v103, 3, v0
	v_add_nc_u32_e32 v7, 0, v6
	v_xad_u32 v9, v6, 64, 0
	v_xad_u32 v8, v6, 32, 0
	v_lshlrev_b32_e32 v104, 1, v0
	v_mad_co_u64_u32 v[2:3], null, s67, v48, v[2:3]
	v_xad_u32 v3, 0x60, v6, 0
	v_mad_co_u64_u32 v[5:6], null, s65, v48, v[5:6]
	s_mul_f32 s66, s94, 0x3fb8aa3b
	s_cmp_lt_i32 s72, 1
	s_mov_b32 s25, 0
	v_cmp_gt_i64_e32 vcc_lo, s[68:69], v[48:49]
	v_lshlrev_b64_e32 v[1:2], 1, v[1:2]
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_u32 v93, s3, s14, v1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[44:47], v7
	ds_load_b128 v[40:43], v8
	ds_load_b128 v[36:39], v9
	ds_load_b128 v[32:35], v3
	v_lshlrev_b64_e32 v[3:4], 1, v[4:5]
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v94, null, s15, v2, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_u32 v90, s3, s12, v3
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v91, null, s13, v4, s3
	s_cbranch_scc1 .LBB0_131
; %bb.65:                               ; %.lr.ph
	v_dual_mov_b32 v24, 0 :: v_dual_and_b32 v1, 0x9c, v83
	v_bfe_i32 v0, v0, 3, 1
	v_xor_b32_e32 v16, v103, v104
	v_dual_mov_b32 v106, 0xff800000 :: v_dual_and_b32 v19, 48, v103
	s_and_b32 s3, s92, exec_lo
	s_cselect_b32 s3, 0, 0x104
	v_dual_mov_b32 v65, 1.0 :: v_dual_lshlrev_b32 v2, 3, v102
	s_wait_alu depctr_sa_sdst(0)
	v_xor_b32_e32 v1, s3, v1
	v_and_b32_e32 v16, 48, v16
	v_dual_mov_b32 v27, v24 :: v_dual_and_b32 v0, 0x210, v0
	v_lshl_or_b32 v19, v98, 6, v19
	s_lshr_b32 s3, s74, 3
	v_lshl_or_b32 v57, v89, 8, v81
	v_or3_b32 v58, v2, v82, v1
	s_wait_alu depctr_sa_sdst(0)
	v_or3_b32 v59, v101, s3, v16
	v_xor3_b32 v60, v19, v0, v97
	v_mov_b32_e32 v28, v24
	v_xor_b32_e32 v1, 4, v57
	v_xor_b32_e32 v2, 8, v58
	v_xor_b32_e32 v3, 16, v58
	v_xor_b32_e32 v4, 24, v58
	v_xor_b32_e32 v5, 32, v58
	v_xor_b32_e32 v6, 40, v58
	v_xor_b32_e32 v7, 48, v58
	v_xor_b32_e32 v8, 56, v58
	v_xor_b32_e32 v9, 8, v57
	v_xor_b32_e32 v10, 12, v57
	v_xor_b32_e32 v11, 16, v57
	v_xor_b32_e32 v12, 20, v57
	v_xor_b32_e32 v13, 24, v57
	v_xor_b32_e32 v14, 28, v57
	v_xor_b32_e32 v15, 32, v57
	v_xor_b32_e32 v17, 36, v57
	v_xor_b32_e32 v18, 40, v57
	v_xor_b32_e32 v20, 44, v57
	v_xor_b32_e32 v21, 48, v57
	v_xor_b32_e32 v16, 52, v57
	v_xor_b32_e32 v22, 56, v57
	v_xor_b32_e32 v0, 60, v57
	v_xor_b32_e32 v19, 16, v59
	v_xor_b32_e32 v23, 32, v59
	v_xor_b32_e32 v25, 48, v59
	v_xor_b32_e32 v26, 32, v60
	v_add_nc_u32_e32 v61, 0, v2
	v_dual_mov_b32 v29, v24 :: v_dual_add_nc_u32 v62, 0, v3
	v_add_nc_u32_e32 v63, 0, v4
	v_dual_mov_b32 v31, v24 :: v_dual_add_nc_u32 v64, 0, v5
	v_add_nc_u32_e32 v66, 0, v6
	v_dual_mov_b32 v30, v24 :: v_dual_add_nc_u32 v67, 0, v7
	v_add_nc_u32_e32 v68, 0, v8
	v_add_nc_u32_e32 v69, 0, v1
	v_add_nc_u32_e32 v70, 0, v9
	v_add_nc_u32_e32 v71, 0, v10
	v_add_nc_u32_e32 v72, 0, v11
	v_add_nc_u32_e32 v73, 0, v12
	v_dual_mov_b32 v9, v24 :: v_dual_add_nc_u32 v74, 0, v13
	v_add_nc_u32_e32 v75, 0, v14
	v_dual_mov_b32 v11, v24 :: v_dual_add_nc_u32 v76, 0, v15
	v_dual_mov_b32 v8, v24 :: v_dual_add_nc_u32 v77, 0, v17
	v_dual_mov_b32 v13, v24 :: v_dual_add_nc_u32 v78, 0, v18
	v_dual_mov_b32 v10, v24 :: v_dual_add_nc_u32 v79, 0, v20
	v_dual_mov_b32 v15, v24 :: v_dual_add_nc_u32 v80, 0, v21
	v_dual_mov_b32 v1, v24 :: v_dual_add_nc_u32 v84, 0, v16
	v_dual_mov_b32 v12, v24 :: v_dual_add_nc_u32 v85, 0, v22
	v_dual_mov_b32 v3, v24 :: v_dual_add_nc_u32 v86, 0, v0
	v_dual_mov_b32 v14, v24 :: v_dual_add_nc_u32 v87, 0, v19
	v_dual_mov_b32 v5, v24 :: v_dual_add_nc_u32 v88, 0, v23
	v_dual_mov_b32 v7, v24 :: v_dual_add_nc_u32 v96, 0, v25
	v_dual_mov_b32 v0, v24 :: v_dual_add_nc_u32 v105, 0, v26
	v_dual_mov_b32 v25, v24 :: v_dual_mov_b32 v26, v24
	v_dual_mov_b32 v16, v24 :: v_dual_mov_b32 v17, v24
	v_dual_mov_b32 v18, v24 :: v_dual_mov_b32 v19, v24
	v_dual_mov_b32 v20, v24 :: v_dual_mov_b32 v21, v24
	v_dual_mov_b32 v22, v24 :: v_dual_mov_b32 v23, v24
	v_mov_b32_e32 v2, v24
	v_mov_b32_e32 v4, v24
	v_mov_b32_e32 v6, v24
	s_mov_b32 s67, 0x76543210
	s_mov_b32 s68, s25
	s_branch .LBB0_67
.LBB0_66:                               ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s14
	s_wait_loadcnt 0x0
	s_barrier_signal -1
	v_dual_add_f32 v99, v99, v123 :: v_dual_sub_f32 v106, v106, v100
	v_add_nc_u32_e32 v123, 0, v59
	v_cvt_f16_f32_e32 v121.l, v121
	v_cvt_f16_f32_e32 v121.h, v122
	v_cvt_f16_f32_e32 v122.l, v119
	v_exp_f32_e32 v119, v106
	v_add_nc_u32_e32 v106, 0, v60
	v_cvt_f16_f32_e32 v124.l, v115
	v_cvt_f16_f32_e32 v124.h, v116
	v_cvt_f16_f32_e32 v122.h, v120
	s_add_co_i32 s68, s68, 32
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_i32 s68, s72
	s_delay_alu instid0(TRANS32_DEP_1)
	v_dual_mul_f32 v25, v25, v119 :: v_dual_mul_f32 v24, v24, v119
	v_dual_mul_f32 v27, v27, v119 :: v_dual_mul_f32 v26, v26, v119
	v_dual_mul_f32 v29, v29, v119 :: v_dual_mul_f32 v28, v28, v119
	v_dual_mul_f32 v31, v31, v119 :: v_dual_mul_f32 v30, v30, v119
	v_dual_mul_f32 v17, v17, v119 :: v_dual_mul_f32 v16, v16, v119
	v_dual_mul_f32 v19, v19, v119 :: v_dual_mul_f32 v18, v18, v119
	v_dual_mul_f32 v21, v21, v119 :: v_dual_mul_f32 v20, v20, v119
	v_dual_mul_f32 v23, v23, v119 :: v_dual_mul_f32 v22, v22, v119
	v_dual_mul_f32 v9, v9, v119 :: v_dual_mul_f32 v8, v8, v119
	v_mul_f32_e32 v11, v11, v119
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b64 v123, v[49:50]
	ds_store_b64 v87, v[51:52]
	ds_store_b64 v88, v[53:54]
	ds_store_b64 v96, v[55:56]
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_cvt_f16_f32_e32 v123.l, v113
	v_cvt_f16_f32_e32 v123.h, v114
	v_cvt_f16_f32_e32 v49.l, v117
	v_cvt_f16_f32_e32 v49.h, v118
	v_cvt_f16_f32_e32 v50.l, v107
	v_cvt_f16_f32_e32 v50.h, v108
	v_cvt_f16_f32_e32 v51.l, v109
	v_cvt_f16_f32_e32 v51.h, v110
	v_cvt_f16_f32_e32 v52.l, v111
	v_cvt_f16_f32_e32 v52.h, v112
	v_dual_mul_f32 v10, v10, v119 :: v_dual_mul_f32 v13, v13, v119
	v_dual_mul_f32 v12, v12, v119 :: v_dual_mul_f32 v15, v15, v119
	v_dual_mul_f32 v14, v14, v119 :: v_dual_mul_f32 v1, v1, v119
	v_dual_mul_f32 v0, v0, v119 :: v_dual_mul_f32 v3, v3, v119
	v_dual_mul_f32 v2, v2, v119 :: v_dual_mul_f32 v5, v5, v119
	v_dual_mul_f32 v4, v4, v119 :: v_dual_mul_f32 v7, v7, v119
	v_dual_mul_f32 v6, v6, v119 :: v_dual_fmac_f32 v99, v65, v119
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v65, v99
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[53:56], v106
	ds_load_b128 v[107:110], v106 offset:2048
	ds_load_b128 v[111:114], v105
	ds_load_b128 v[115:118], v105 offset:1024
	ds_load_b128 v[125:128], v105 offset:2048
	ds_load_b128 v[129:132], v105 offset:3072
	ds_load_b128 v[133:136], v106 offset:1024
	ds_load_b128 v[137:140], v106 offset:3072
	v_mov_b32_e32 v106, v100
	s_wait_dscnt 0x7
	v_wmma_f32_16x16x16_f16 v[24:31], v[53:56], v[121:124], v[24:31]
	s_wait_dscnt 0x6
	v_wmma_f32_16x16x16_f16 v[8:15], v[107:110], v[121:124], v[8:15]
	s_wait_dscnt 0x4
	v_wmma_f32_16x16x16_f16 v[16:23], v[115:118], v[121:124], v[16:23]
	s_wait_dscnt 0x2
	v_wmma_f32_16x16x16_f16 v[0:7], v[129:132], v[121:124], v[0:7]
	v_wmma_f32_16x16x16_f16 v[24:31], v[111:114], v[49:52], v[24:31]
	v_wmma_f32_16x16x16_f16 v[8:15], v[125:128], v[49:52], v[8:15]
	s_wait_dscnt 0x1
	v_wmma_f32_16x16x16_f16 v[16:23], v[133:136], v[49:52], v[16:23]
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x16_f16 v[0:7], v[137:140], v[49:52], v[0:7]
	s_cbranch_scc0 .LBB0_132
.LBB0_67:                               ; =>This Inner Loop Header: Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s12, s91, s68
	v_mov_b16_e32 v49.l, v95.l
	s_wait_alu depctr_sa_sdst(0)
	s_ashr_i32 s13, s12, 31
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[14:15], s[12:13], s[22:23]
	s_wait_kmcnt 0x0
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[14:15], s[28:29]
	s_cmp_gt_i32 s15, -1
	s_cselect_b32 s64, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s64, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s2, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s64, s3
	s_cbranch_execz .LBB0_69
; %bb.68:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[94:95], s[14:15], s[26:27]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[94:95], s[94:95], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v49, s3, v93, s94
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v50, null, s95, v94, s3
	global_load_d16_b16 v49, v[49:50], off
.LBB0_69:                               ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s64
	s_add_nc_u64 s[64:65], s[14:15], 2
	v_mov_b16_e32 v50.l, v95.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[64:65], s[28:29]
	s_cmp_gt_i32 s65, -1
	s_cselect_b32 s69, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s69, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s2, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s69, s3
	s_cbranch_execz .LBB0_71
; %bb.70:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[64:65], s[64:65], s[26:27]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[64:65], s[64:65], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v50, s3, v93, s64
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v51, null, s65, v94, s3
	global_load_d16_b16 v50, v[50:51], off
.LBB0_71:                               ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s69
	s_add_nc_u64 s[64:65], s[14:15], 4
	v_mov_b16_e32 v51.l, v95.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[64:65], s[28:29]
	s_cmp_gt_i32 s65, -1
	s_cselect_b32 s69, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s69, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s2, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s69, s3
	s_cbranch_execz .LBB0_73
; %bb.72:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[64:65], s[64:65], s[26:27]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[64:65], s[64:65], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v51, s3, v93, s64
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v52, null, s65, v94, s3
	global_load_d16_b16 v51, v[51:52], off
.LBB0_73:                               ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s69
	s_add_nc_u64 s[64:65], s[14:15], 6
	v_mov_b16_e32 v52.l, v95.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[64:65], s[28:29]
	s_cmp_gt_i32 s65, -1
	s_cselect_b32 s69, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s69, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s2, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s69, s3
	s_cbranch_execz .LBB0_75
; %bb.74:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[64:65], s[64:65], s[26:27]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[64:65], s[64:65], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v52, s3, v93, s64
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v53, null, s65, v94, s3
	global_load_d16_b16 v52, v[52:53], off
.LBB0_75:                               ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s69
	s_add_nc_u64 s[64:65], s[14:15], 8
	v_mov_b16_e32 v53.l, v95.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[64:65], s[28:29]
	s_cmp_gt_i32 s65, -1
	s_cselect_b32 s69, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s69, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s2, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s69, s3
	s_cbranch_execz .LBB0_77
; %bb.76:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[64:65], s[64:65], s[26:27]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[64:65], s[64:65], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v53, s3, v93, s64
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v54, null, s65, v94, s3
	global_load_d16_b16 v53, v[53:54], off
.LBB0_77:                               ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s69
	s_add_nc_u64 s[64:65], s[14:15], 10
	v_mov_b16_e32 v54.l, v95.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[64:65], s[28:29]
	s_cmp_gt_i32 s65, -1
	s_cselect_b32 s69, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s69, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s2, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s69, s3
	s_cbranch_execz .LBB0_79
; %bb.78:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[64:65], s[64:65], s[26:27]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[64:65], s[64:65], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v54, s3, v93, s64
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v55, null, s65, v94, s3
	global_load_d16_b16 v54, v[54:55], off
.LBB0_79:                               ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s69
	s_add_nc_u64 s[64:65], s[14:15], 12
	v_mov_b16_e32 v55.l, v95.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[64:65], s[28:29]
	s_cmp_gt_i32 s65, -1
	s_cselect_b32 s69, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s69, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s2, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s69, s3
	s_cbranch_execz .LBB0_81
; %bb.80:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[64:65], s[64:65], s[26:27]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[64:65], s[64:65], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v55, s3, v93, s64
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v56, null, s65, v94, s3
	global_load_d16_b16 v55, v[55:56], off
.LBB0_81:                               ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s69
	s_add_nc_u64 s[64:65], s[14:15], 14
	v_mov_b16_e32 v56.l, v95.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[64:65], s[28:29]
	s_cmp_gt_i32 s65, -1
	s_cselect_b32 s69, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s69, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s2, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s69, s3
	s_cbranch_execz .LBB0_83
; %bb.82:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[64:65], s[64:65], s[26:27]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[64:65], s[64:65], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v99, s3, v93, s64
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v100, null, s65, v94, s3
	global_load_d16_b16 v56, v[99:100], off
.LBB0_83:                               ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s69
	s_add_nc_u64 s[64:65], s[14:15], 16
	s_wait_loadcnt 0x0
	v_mov_b16_e32 v49.h, v95.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[64:65], s[28:29]
	s_cmp_gt_i32 s65, -1
	s_cselect_b32 s69, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s69, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s2, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s69, s3
	s_cbranch_execz .LBB0_85
; %bb.84:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[64:65], s[64:65], s[26:27]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[64:65], s[64:65], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v99, s3, v93, s64
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v100, null, s65, v94, s3
	global_load_d16_hi_b16 v49, v[99:100], off
.LBB0_85:                               ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s69
	s_add_nc_u64 s[64:65], s[14:15], 18
	v_mov_b16_e32 v50.h, v95.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[64:65], s[28:29]
	s_cmp_gt_i32 s65, -1
	s_cselect_b32 s69, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s69, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s2, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s69, s3
	s_cbranch_execz .LBB0_87
; %bb.86:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[64:65], s[64:65], s[26:27]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[64:65], s[64:65], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v99, s3, v93, s64
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v100, null, s65, v94, s3
	global_load_d16_hi_b16 v50, v[99:100], off
.LBB0_87:                               ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s69
	s_add_nc_u64 s[64:65], s[14:15], 20
	v_mov_b16_e32 v51.h, v95.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[64:65], s[28:29]
	s_cmp_gt_i32 s65, -1
	s_cselect_b32 s69, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s69, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s2, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s69, s3
	s_cbranch_execz .LBB0_89
; %bb.88:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[64:65], s[64:65], s[26:27]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[64:65], s[64:65], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v99, s3, v93, s64
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v100, null, s65, v94, s3
	global_load_d16_hi_b16 v51, v[99:100], off
.LBB0_89:                               ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s69
	s_add_nc_u64 s[64:65], s[14:15], 22
	v_mov_b16_e32 v52.h, v95.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[64:65], s[28:29]
	s_cmp_gt_i32 s65, -1
	s_cselect_b32 s69, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s69, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s2, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s69, s3
	s_cbranch_execz .LBB0_91
; %bb.90:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[64:65], s[64:65], s[26:27]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[64:65], s[64:65], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v99, s3, v93, s64
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v100, null, s65, v94, s3
	global_load_d16_hi_b16 v52, v[99:100], off
.LBB0_91:                               ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s69
	s_add_nc_u64 s[64:65], s[14:15], 24
	v_mov_b16_e32 v53.h, v95.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[64:65], s[28:29]
	s_cmp_gt_i32 s65, -1
	s_cselect_b32 s69, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s69, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s2, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s69, s3
	s_cbranch_execz .LBB0_93
; %bb.92:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[64:65], s[64:65], s[26:27]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[64:65], s[64:65], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v99, s3, v93, s64
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v100, null, s65, v94, s3
	global_load_d16_hi_b16 v53, v[99:100], off
.LBB0_93:                               ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s69
	s_add_nc_u64 s[64:65], s[14:15], 26
	v_mov_b16_e32 v54.h, v95.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[64:65], s[28:29]
	s_cmp_gt_i32 s65, -1
	s_cselect_b32 s69, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s69, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s2, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s69, s3
	s_cbranch_execz .LBB0_95
; %bb.94:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[64:65], s[64:65], s[26:27]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[64:65], s[64:65], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v99, s3, v93, s64
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v100, null, s65, v94, s3
	global_load_d16_hi_b16 v54, v[99:100], off
.LBB0_95:                               ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s69
	s_add_nc_u64 s[64:65], s[14:15], 28
	v_mov_b16_e32 v55.h, v95.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[64:65], s[28:29]
	s_cmp_gt_i32 s65, -1
	s_cselect_b32 s69, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s69, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s2, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s69, s3
	s_cbranch_execz .LBB0_97
; %bb.96:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[64:65], s[64:65], s[26:27]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[64:65], s[64:65], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v99, s3, v93, s64
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v100, null, s65, v94, s3
	global_load_d16_hi_b16 v55, v[99:100], off
.LBB0_97:                               ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s69
	s_add_nc_u64 s[14:15], s[14:15], 30
	v_mov_b16_e32 v56.h, v95.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[14:15], s[28:29]
	s_cmp_gt_i32 s15, -1
	s_cselect_b32 s64, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s64, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s2, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s64, s3
	s_cbranch_execz .LBB0_99
; %bb.98:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[14:15], s[14:15], s[26:27]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[14:15], s[14:15], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v99, s3, v93, s14
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v100, null, s15, v94, s3
	global_load_d16_hi_b16 v56, v[99:100], off
.LBB0_99:                               ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s64
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_add_nc_u32_e32 v99, 0, v58
	s_add_nc_u64 s[12:13], s[12:13], s[24:25]
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s14, s[12:13], s[20:21]
	s_cmp_gt_i32 s13, -1
	s_cselect_b32 s3, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s3, s14
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, vcc_lo, s3
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b32 v99, v49
	ds_store_b32 v61, v50 offset:512
	ds_store_b32 v62, v51 offset:1024
	ds_store_b32 v63, v52 offset:1536
	ds_store_b32 v64, v53 offset:2048
	ds_store_b32 v66, v54 offset:2560
	ds_store_b32 v67, v55 offset:3072
	ds_store_b32 v68, v56 offset:3584
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_add_nc_u32_e32 v49, 0, v57
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_2addr_b32 v[99:100], v49 offset1:32
	ds_load_2addr_b32 v[118:119], v69 offset1:32
	ds_load_2addr_b32 v[120:121], v70 offset1:32
	ds_load_2addr_b32 v[122:123], v71 offset1:32
	ds_load_2addr_b32 v[124:125], v72 offset1:32
	ds_load_2addr_b32 v[126:127], v73 offset1:32
	ds_load_2addr_b32 v[128:129], v74 offset1:32
	ds_load_2addr_b32 v[130:131], v75 offset1:32
	ds_load_2addr_b32 v[132:133], v76 offset1:32
	ds_load_2addr_b32 v[134:135], v77 offset1:32
	ds_load_2addr_b32 v[136:137], v78 offset1:32
	ds_load_2addr_b32 v[138:139], v79 offset1:32
	ds_load_2addr_b32 v[140:141], v80 offset1:32
	ds_load_2addr_b32 v[142:143], v84 offset1:32
	ds_load_2addr_b32 v[144:145], v85 offset1:32
	ds_load_2addr_b32 v[146:147], v86 offset1:32
	s_wait_dscnt 0xf
	v_mov_b16_e32 v107.l, v99.l
	v_lshrrev_b32_e32 v115, 16, v99
	s_wait_dscnt 0xe
	v_lshrrev_b32_e32 v99, 16, v118
	v_mov_b16_e32 v107.h, v118.l
	s_wait_dscnt 0xd
	v_mov_b16_e32 v108.l, v120.l
	s_wait_dscnt 0xc
	v_mov_b16_e32 v108.h, v122.l
	s_wait_dscnt 0xb
	v_mov_b16_e32 v109.l, v124.l
	s_wait_dscnt 0xa
	v_mov_b16_e32 v109.h, v126.l
	s_wait_dscnt 0x9
	v_mov_b16_e64 v110.l, v128.l
	s_wait_dscnt 0x8
	v_mov_b16_e64 v110.h, v130.l
	v_mov_b16_e32 v115.h, v99.l
	v_lshrrev_b32_e32 v99, 16, v122
	v_lshrrev_b32_e32 v116, 16, v120
	v_lshrrev_b32_e32 v117, 16, v124
	v_wmma_f32_16x16x16_f16 v[49:56], v[107:110], v[44:47], 0
	s_wait_dscnt 0x7
	v_mov_b16_e64 v107.l, v132.l
	s_wait_dscnt 0x6
	v_mov_b16_e64 v107.h, v134.l
	s_wait_dscnt 0x5
	v_mov_b16_e64 v108.l, v136.l
	s_wait_dscnt 0x4
	v_mov_b16_e64 v108.h, v138.l
	s_wait_dscnt 0x3
	v_mov_b16_e64 v109.l, v140.l
	s_wait_dscnt 0x2
	v_mov_b16_e64 v109.h, v142.l
	s_wait_dscnt 0x1
	v_mov_b16_e64 v110.l, v144.l
	s_wait_dscnt 0x0
	v_mov_b16_e64 v110.h, v146.l
	v_mov_b16_e32 v116.h, v99.l
	v_lshrrev_b32_e32 v99, 16, v126
	v_lshrrev_b32_e32 v118, 16, v128
	s_delay_alu instid0(VALU_DEP_4)
	v_wmma_f32_16x16x16_f16 v[49:56], v[107:110], v[40:43], v[49:56]
	v_mov_b16_e32 v107.l, v100.l
	v_mov_b16_e32 v107.h, v119.l
	v_mov_b16_e32 v108.l, v121.l
	v_mov_b16_e32 v108.h, v123.l
	v_mov_b16_e32 v109.l, v125.l
	v_mov_b16_e32 v109.h, v127.l
	v_mov_b16_e64 v110.l, v129.l
	v_mov_b16_e64 v110.h, v131.l
	v_mov_b16_e32 v117.h, v99.l
	v_lshrrev_b32_e32 v99, 16, v130
	s_delay_alu instid0(VALU_DEP_3)
	v_wmma_f32_16x16x16_f16 v[49:56], v[107:110], v[36:39], v[49:56]
	v_mov_b16_e64 v107.l, v133.l
	v_mov_b16_e64 v107.h, v135.l
	v_mov_b16_e64 v108.l, v137.l
	v_mov_b16_e64 v108.h, v139.l
	v_mov_b16_e64 v109.l, v141.l
	v_mov_b16_e64 v109.h, v143.l
	v_mov_b16_e64 v110.l, v145.l
	v_mov_b16_e64 v110.h, v147.l
	v_mov_b16_e32 v118.h, v99.l
	v_lshrrev_b32_e32 v99, 16, v134
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_wmma_f32_16x16x16_f16 v[49:56], v[107:110], v[32:35], v[49:56]
	v_wmma_f32_16x16x16_f16 v[107:114], v[115:118], v[44:47], 0
	v_lshrrev_b32_e32 v115, 16, v132
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_mov_b16_e32 v115.h, v99.l
	v_lshrrev_b32_e32 v99, 16, v138
	v_lshrrev_b32_e32 v116, 16, v136
	v_lshrrev_b32_e32 v117, 16, v140
	v_lshrrev_b32_e32 v118, 16, v144
	v_mov_b16_e32 v116.h, v99.l
	v_lshrrev_b32_e32 v99, 16, v142
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mov_b16_e32 v117.h, v99.l
	v_lshrrev_b32_e32 v99, 16, v146
	v_mov_b16_e32 v118.h, v99.l
	v_lshrrev_b32_e32 v99, 16, v119
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_wmma_f32_16x16x16_f16 v[107:114], v[115:118], v[40:43], v[107:114]
	v_lshrrev_b32_e32 v115, 16, v100
	v_mov_b16_e32 v115.h, v99.l
	v_lshrrev_b32_e32 v99, 16, v123
	v_lshrrev_b32_e32 v116, 16, v121
	v_lshrrev_b32_e32 v117, 16, v125
	v_lshrrev_b32_e32 v118, 16, v129
	v_max_num_f32_e32 v100, v49, v49
	v_mov_b16_e32 v116.h, v99.l
	v_lshrrev_b32_e32 v99, 16, v127
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mov_b16_e32 v117.h, v99.l
	v_lshrrev_b32_e32 v99, 16, v131
	v_mov_b16_e32 v118.h, v99.l
	v_lshrrev_b32_e32 v99, 16, v135
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_wmma_f32_16x16x16_f16 v[107:114], v[115:118], v[36:39], v[107:114]
	v_lshrrev_b32_e32 v115, 16, v133
	v_mov_b16_e32 v115.h, v99.l
	v_lshrrev_b32_e32 v99, 16, v139
	v_lshrrev_b32_e32 v116, 16, v137
	v_lshrrev_b32_e32 v117, 16, v141
	v_lshrrev_b32_e32 v118, 16, v145
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mov_b16_e32 v116.h, v99.l
	v_lshrrev_b32_e32 v99, 16, v143
	v_mov_b16_e32 v117.h, v99.l
	v_lshrrev_b32_e32 v99, 16, v147
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mov_b16_e32 v118.h, v99.l
	v_max_num_f32_e32 v99, v50, v50
	v_wmma_f32_16x16x16_f16 v[107:114], v[115:118], v[32:35], v[107:114]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_max_num_f32_e32 v99, v100, v99
	v_max3_num_f32 v100, v52, v53, v54
	v_max3_num_f32 v116, v108, v109, v110
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_max3_num_f32 v117, v111, v112, v113
	v_max3_num_f32 v115, v55, v56, v107
	v_max3_num_f32 v99, v99, v51, v100
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_num_f32 v100, v116, v117, v114
	v_max3_num_f32 v99, v99, v115, v100
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_permlanex16_b32 v100, v99, s67, 0xfedcba98 op_sel:[1,0]
	v_max_num_f32_e32 v100, v100, v100
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_max_num_f32 v99, v99, v100 :: v_dual_max_num_f32 v100, v106, v106
	v_mul_f32_e32 v99, s66, v99
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v100, v100, v99
	v_fma_f32 v49, s66, v49, -v100
	v_fma_f32 v50, s66, v50, -v100
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_exp_f32_e32 v121, v49
	v_exp_f32_e32 v122, v50
	s_delay_alu instid0(TRANS32_DEP_1)
	v_add_f32_e32 v49, v121, v122
	v_fma_f32 v51, s66, v51, -v100
	v_fma_f32 v52, s66, v52, -v100
	v_fma_f32 v53, s66, v53, -v100
	v_fma_f32 v54, s66, v54, -v100
	v_fma_f32 v55, s66, v55, -v100
	v_fma_f32 v56, s66, v56, -v100
	v_fma_f32 v99, s66, v107, -v100
	v_fma_f32 v107, s66, v108, -v100
	v_fma_f32 v108, s66, v109, -v100
	v_fma_f32 v109, s66, v110, -v100
	v_fma_f32 v110, s66, v111, -v100
	v_fma_f32 v111, s66, v112, -v100
	v_fma_f32 v112, s66, v113, -v100
	v_fma_f32 v123, s66, v114, -v100
	v_exp_f32_e32 v119, v51
	v_exp_f32_e32 v120, v52
	v_exp_f32_e32 v113, v53
	v_exp_f32_e32 v114, v54
	v_exp_f32_e32 v115, v55
	v_exp_f32_e32 v116, v56
	v_exp_f32_e32 v117, v99
	v_exp_f32_e32 v118, v107
	v_exp_f32_e32 v107, v108
	v_exp_f32_e32 v108, v109
	v_exp_f32_e32 v109, v110
	v_exp_f32_e32 v110, v111
	v_exp_f32_e32 v111, v112
	v_exp_f32_e32 v112, v123
	v_dual_add_f32 v50, v119, v120 :: v_dual_add_f32 v51, v113, v114
	v_dual_add_f32 v52, v115, v116 :: v_dual_add_f32 v53, v117, v118
	s_delay_alu instid0(TRANS32_DEP_3)
	v_dual_add_f32 v54, v107, v108 :: v_dual_add_f32 v55, v109, v110
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_3)
	v_dual_add_f32 v56, v111, v112 :: v_dual_add_f32 v49, v49, v50
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v50, v51, v52 :: v_dual_add_f32 v51, v53, v54
	v_dual_add_f32 v52, v55, v56 :: v_dual_add_f32 v49, v49, v50
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v50, v51, v52
	v_add_f32_e32 v99, v49, v50
	v_mov_b16_e32 v49.l, v92.l
	s_delay_alu instid0(VALU_DEP_2)
	v_permlanex16_b32 v123, v99, s67, 0xfedcba98 op_sel:[1,0]
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s14, s3
	s_cbranch_execz .LBB0_101
; %bb.100:                              ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[64:65], s[12:13], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[64:65], s[64:65], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v49, s3, v90, s64
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v50, null, s65, v91, s3
	global_load_d16_b16 v49, v[49:50], off
.LBB0_101:                              ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s14
	s_add_nc_u64 s[14:15], s[12:13], 1
	s_wait_loadcnt 0x0
	v_mov_b16_e32 v49.h, v92.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[14:15], s[20:21]
	s_cmp_gt_i32 s15, -1
	s_cselect_b32 s64, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s64, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, vcc_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s64, s3
	s_cbranch_execz .LBB0_103
; %bb.102:                              ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[14:15], s[14:15], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[14:15], s[14:15], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v50, s3, v90, s14
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v51, null, s15, v91, s3
	global_load_d16_hi_b16 v49, v[50:51], off
.LBB0_103:                              ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s64
	s_add_nc_u64 s[14:15], s[12:13], 2
	v_mov_b16_e32 v50.l, v92.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[14:15], s[20:21]
	s_cmp_gt_i32 s15, -1
	s_cselect_b32 s64, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s64, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, vcc_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s64, s3
	s_cbranch_execz .LBB0_105
; %bb.104:                              ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[14:15], s[14:15], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[14:15], s[14:15], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v50, s3, v90, s14
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v51, null, s15, v91, s3
	global_load_d16_b16 v50, v[50:51], off
.LBB0_105:                              ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s64
	s_add_nc_u64 s[14:15], s[12:13], 3
	s_wait_loadcnt 0x0
	v_mov_b16_e32 v50.h, v92.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[14:15], s[20:21]
	s_cmp_gt_i32 s15, -1
	s_cselect_b32 s64, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s64, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, vcc_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s64, s3
	s_cbranch_execz .LBB0_107
; %bb.106:                              ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[14:15], s[14:15], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[14:15], s[14:15], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v51, s3, v90, s14
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v52, null, s15, v91, s3
	global_load_d16_hi_b16 v50, v[51:52], off
.LBB0_107:                              ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s64
	s_add_nc_u64 s[14:15], s[12:13], 8
	v_mov_b16_e32 v51.l, v92.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[14:15], s[20:21]
	s_cmp_gt_i32 s15, -1
	s_cselect_b32 s64, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s64, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, vcc_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s64, s3
	s_cbranch_execz .LBB0_109
; %bb.108:                              ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[14:15], s[14:15], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[14:15], s[14:15], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v51, s3, v90, s14
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v52, null, s15, v91, s3
	global_load_d16_b16 v51, v[51:52], off
.LBB0_109:                              ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s64
	s_add_nc_u64 s[14:15], s[12:13], 9
	s_wait_loadcnt 0x0
	v_mov_b16_e32 v51.h, v92.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[14:15], s[20:21]
	s_cmp_gt_i32 s15, -1
	s_cselect_b32 s64, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s64, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, vcc_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s64, s3
	s_cbranch_execz .LBB0_111
; %bb.110:                              ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[14:15], s[14:15], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[14:15], s[14:15], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v52, s3, v90, s14
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v53, null, s15, v91, s3
	global_load_d16_hi_b16 v51, v[52:53], off
.LBB0_111:                              ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s64
	s_add_nc_u64 s[14:15], s[12:13], 10
	v_mov_b16_e32 v52.l, v92.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[14:15], s[20:21]
	s_cmp_gt_i32 s15, -1
	s_cselect_b32 s64, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s64, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, vcc_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s64, s3
	s_cbranch_execz .LBB0_113
; %bb.112:                              ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[14:15], s[14:15], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[14:15], s[14:15], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v52, s3, v90, s14
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v53, null, s15, v91, s3
	global_load_d16_b16 v52, v[52:53], off
.LBB0_113:                              ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s64
	s_add_nc_u64 s[14:15], s[12:13], 11
	s_wait_loadcnt 0x0
	v_mov_b16_e32 v52.h, v92.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[14:15], s[20:21]
	s_cmp_gt_i32 s15, -1
	s_cselect_b32 s64, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s64, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, vcc_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s64, s3
	s_cbranch_execz .LBB0_115
; %bb.114:                              ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[14:15], s[14:15], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[14:15], s[14:15], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v53, s3, v90, s14
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v54, null, s15, v91, s3
	global_load_d16_hi_b16 v52, v[53:54], off
.LBB0_115:                              ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s64
	s_add_nc_u64 s[14:15], s[12:13], 16
	v_mov_b16_e32 v53.l, v92.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[14:15], s[20:21]
	s_cmp_gt_i32 s15, -1
	s_cselect_b32 s64, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s64, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, vcc_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s64, s3
	s_cbranch_execz .LBB0_117
; %bb.116:                              ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[14:15], s[14:15], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[14:15], s[14:15], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v53, s3, v90, s14
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v54, null, s15, v91, s3
	global_load_d16_b16 v53, v[53:54], off
.LBB0_117:                              ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s64
	s_add_nc_u64 s[14:15], s[12:13], 17
	s_wait_loadcnt 0x0
	v_mov_b16_e32 v53.h, v92.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[14:15], s[20:21]
	s_cmp_gt_i32 s15, -1
	s_cselect_b32 s64, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s64, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, vcc_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s64, s3
	s_cbranch_execz .LBB0_119
; %bb.118:                              ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[14:15], s[14:15], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[14:15], s[14:15], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v54, s3, v90, s14
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v55, null, s15, v91, s3
	global_load_d16_hi_b16 v53, v[54:55], off
.LBB0_119:                              ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s64
	s_add_nc_u64 s[14:15], s[12:13], 18
	v_mov_b16_e32 v54.l, v92.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[14:15], s[20:21]
	s_cmp_gt_i32 s15, -1
	s_cselect_b32 s64, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s64, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, vcc_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s64, s3
	s_cbranch_execz .LBB0_121
; %bb.120:                              ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[14:15], s[14:15], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[14:15], s[14:15], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v54, s3, v90, s14
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v55, null, s15, v91, s3
	global_load_d16_b16 v54, v[54:55], off
.LBB0_121:                              ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s64
	s_add_nc_u64 s[14:15], s[12:13], 19
	s_wait_loadcnt 0x0
	v_mov_b16_e32 v54.h, v92.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[14:15], s[20:21]
	s_cmp_gt_i32 s15, -1
	s_cselect_b32 s64, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s64, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, vcc_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s64, s3
	s_cbranch_execz .LBB0_123
; %bb.122:                              ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[14:15], s[14:15], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[14:15], s[14:15], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v55, s3, v90, s14
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v56, null, s15, v91, s3
	global_load_d16_hi_b16 v54, v[55:56], off
.LBB0_123:                              ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s64
	s_add_nc_u64 s[14:15], s[12:13], 24
	v_mov_b16_e32 v55.l, v92.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[14:15], s[20:21]
	s_cmp_gt_i32 s15, -1
	s_cselect_b32 s64, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s64, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, vcc_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s64, s3
	s_cbranch_execz .LBB0_125
; %bb.124:                              ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[14:15], s[14:15], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[14:15], s[14:15], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v55, s3, v90, s14
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v56, null, s15, v91, s3
	global_load_d16_b16 v55, v[55:56], off
.LBB0_125:                              ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s64
	s_add_nc_u64 s[14:15], s[12:13], 25
	s_wait_loadcnt 0x0
	v_mov_b16_e32 v55.h, v92.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[14:15], s[20:21]
	s_cmp_gt_i32 s15, -1
	s_cselect_b32 s64, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s64, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, vcc_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s64, s3
	s_cbranch_execz .LBB0_127
; %bb.126:                              ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[14:15], s[14:15], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[14:15], s[14:15], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v124, s3, v90, s14
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v125, null, s15, v91, s3
	global_load_d16_hi_b16 v55, v[124:125], off
.LBB0_127:                              ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s64
	s_add_nc_u64 s[14:15], s[12:13], 26
	v_mov_b16_e32 v56.l, v92.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[14:15], s[20:21]
	s_cmp_gt_i32 s15, -1
	s_cselect_b32 s64, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s64, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, vcc_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s64, s3
	s_cbranch_execz .LBB0_129
; %bb.128:                              ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[14:15], s[14:15], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[14:15], s[14:15], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v124, s3, v90, s14
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v125, null, s15, v91, s3
	global_load_d16_b16 v56, v[124:125], off
.LBB0_129:                              ;   in Loop: Header=BB0_67 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s64
	s_add_nc_u64 s[12:13], s[12:13], 27
	s_wait_loadcnt 0x0
	v_mov_b16_e32 v56.h, v92.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[12:13], s[20:21]
	s_cmp_gt_i32 s13, -1
	s_cselect_b32 s14, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s14, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, vcc_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s14, s3
	s_cbranch_execz .LBB0_66
; %bb.130:                              ;   in Loop: Header=BB0_67 Depth=1
	s_mul_u64 s[12:13], s[12:13], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[12:13], s[12:13], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v124, s3, v90, s12
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v125, null, s13, v91, s3
	global_load_d16_hi_b16 v56, v[124:125], off
	s_branch .LBB0_66
.LBB0_131:
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v100, 0xff800000
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v99, 1.0 :: v_dual_mov_b32 v6, v7
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
.LBB0_132:                              ; %Flow282
	s_load_b128 s[12:15], s[0:1], 0xf8
	v_lshrrev_b32_e32 v49, 1, v97
	v_mov_b32_e32 v50, 0
	s_lshr_b32 s0, s73, 1
	s_cmp_eq_u32 s72, 0x7fffffc0
	v_or_b32_e32 v96, s0, v89
	v_or_b32_e32 v79, 1, v49
	v_or_b32_e32 v77, 2, v49
	v_or_b32_e32 v75, 3, v49
	v_or_b32_e32 v73, 4, v49
	v_or_b32_e32 v71, 5, v49
	v_or_b32_e32 v69, 6, v49
	v_or_b32_e32 v67, 7, v49
	v_or_b32_e32 v65, 16, v49
	v_or_b32_e32 v63, 17, v49
	v_or_b32_e32 v61, 18, v49
	v_or_b32_e32 v59, 19, v49
	v_or_b32_e32 v57, 20, v49
	v_or_b32_e32 v55, 21, v49
	v_or_b32_e32 v53, 22, v49
	v_or_b32_e32 v51, 23, v49
	v_mov_b32_e32 v80, v50
	v_mov_b32_e32 v78, v50
	v_mov_b32_e32 v76, v50
	v_mov_b32_e32 v74, v50
	v_mov_b32_e32 v72, v50
	v_mov_b32_e32 v70, v50
	v_mov_b32_e32 v68, v50
	v_mov_b32_e32 v66, v50
	v_mov_b32_e32 v64, v50
	v_mov_b32_e32 v62, v50
	v_mov_b32_e32 v60, v50
	v_mov_b32_e32 v58, v50
	v_mov_b32_e32 v56, v50
	v_mov_b32_e32 v54, v50
	v_mov_b32_e32 v52, v50
	s_cbranch_scc1 .LBB0_265
; %bb.133:                              ; %.lr.ph152
	s_wait_kmcnt 0x0
	v_cmp_lt_i64_e64 s0, s[30:31], s[28:29]
	v_mov_b16_e32 v84.l, v95.l
	s_and_b32 s0, s75, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s0, s2, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_135
; %bb.134:
	s_mul_u64 s[30:31], s[30:31], s[26:27]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[30:31], s[30:31], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v84, s0, v93, s30
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v85, null, s31, v94, s0
	global_load_d16_b16 v84, v[84:85], off
.LBB0_135:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_lt_i64_e64 s0, s[34:35], s[28:29]
	v_mov_b16_e32 v85.l, v95.l
	s_and_b32 s0, s76, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s0, s2, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_137
; %bb.136:
	s_mul_u64 s[30:31], s[34:35], s[26:27]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[30:31], s[30:31], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v85, s0, v93, s30
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v86, null, s31, v94, s0
	global_load_d16_b16 v85, v[85:86], off
.LBB0_137:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_lt_i64_e64 s0, s[36:37], s[28:29]
	v_mov_b16_e32 v86.l, v95.l
	s_and_b32 s0, s77, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s0, s2, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_139
; %bb.138:
	s_mul_u64 s[30:31], s[36:37], s[26:27]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[30:31], s[30:31], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v86, s0, v93, s30
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v87, null, s31, v94, s0
	global_load_d16_b16 v86, v[86:87], off
.LBB0_139:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_lt_i64_e64 s0, s[38:39], s[28:29]
	v_mov_b16_e32 v87.l, v95.l
	s_and_b32 s0, s78, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s0, s2, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_141
; %bb.140:
	s_mul_u64 s[30:31], s[38:39], s[26:27]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[30:31], s[30:31], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v87, s0, v93, s30
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v88, null, s31, v94, s0
	global_load_d16_b16 v87, v[87:88], off
.LBB0_141:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_lt_i64_e64 s0, s[40:41], s[28:29]
	v_mov_b16_e32 v88.l, v95.l
	s_and_b32 s0, s79, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s0, s2, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_143
; %bb.142:
	s_mul_u64 s[30:31], s[40:41], s[26:27]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[30:31], s[30:31], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v105, s0, v93, s30
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v106, null, s31, v94, s0
	global_load_d16_b16 v88, v[105:106], off
.LBB0_143:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_lt_i64_e64 s0, s[42:43], s[28:29]
	v_mov_b16_e32 v105.l, v95.l
	s_and_b32 s0, s80, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s0, s2, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_145
; %bb.144:
	s_mul_u64 s[30:31], s[42:43], s[26:27]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[30:31], s[30:31], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v105, s0, v93, s30
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v106, null, s31, v94, s0
	global_load_d16_b16 v105, v[105:106], off
.LBB0_145:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_lt_i64_e64 s0, s[44:45], s[28:29]
	v_mov_b16_e32 v114.l, v95.l
	s_and_b32 s0, s81, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s0, s2, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_147
; %bb.146:
	s_mul_u64 s[30:31], s[44:45], s[26:27]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[30:31], s[30:31], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v106, s0, v93, s30
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v107, null, s31, v94, s0
	global_load_d16_b16 v114, v[106:107], off
.LBB0_147:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_lt_i64_e64 s0, s[46:47], s[28:29]
	v_mov_b16_e32 v115.l, v95.l
	s_and_b32 s0, s82, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s0, s2, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_149
; %bb.148:
	s_mul_u64 s[30:31], s[46:47], s[26:27]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[30:31], s[30:31], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v106, s0, v93, s30
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v107, null, s31, v94, s0
	global_load_d16_b16 v115, v[106:107], off
.LBB0_149:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_lt_i64_e64 s0, s[48:49], s[28:29]
	s_wait_loadcnt 0x0
	v_mov_b16_e32 v84.h, v95.l
	s_and_b32 s0, s83, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s0, s2, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_151
; %bb.150:
	s_mul_u64 s[30:31], s[48:49], s[26:27]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[30:31], s[30:31], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v106, s0, v93, s30
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v107, null, s31, v94, s0
	global_load_d16_hi_b16 v84, v[106:107], off
.LBB0_151:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_lt_i64_e64 s0, s[50:51], s[28:29]
	v_mov_b16_e32 v85.h, v95.l
	s_and_b32 s0, s84, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s0, s2, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_153
; %bb.152:
	s_mul_u64 s[30:31], s[50:51], s[26:27]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[30:31], s[30:31], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v106, s0, v93, s30
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v107, null, s31, v94, s0
	global_load_d16_hi_b16 v85, v[106:107], off
.LBB0_153:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_lt_i64_e64 s0, s[52:53], s[28:29]
	v_mov_b16_e32 v86.h, v95.l
	s_and_b32 s0, s85, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s0, s2, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_155
; %bb.154:
	s_mul_u64 s[30:31], s[52:53], s[26:27]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[30:31], s[30:31], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v106, s0, v93, s30
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v107, null, s31, v94, s0
	global_load_d16_hi_b16 v86, v[106:107], off
.LBB0_155:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_lt_i64_e64 s0, s[54:55], s[28:29]
	v_mov_b16_e32 v87.h, v95.l
	s_and_b32 s0, s86, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s0, s2, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_157
; %bb.156:
	s_mul_u64 s[30:31], s[54:55], s[26:27]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[30:31], s[30:31], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v106, s0, v93, s30
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v107, null, s31, v94, s0
	global_load_d16_hi_b16 v87, v[106:107], off
.LBB0_157:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_lt_i64_e64 s0, s[56:57], s[28:29]
	v_mov_b16_e32 v88.h, v95.l
	s_and_b32 s0, s87, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s0, s2, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_159
; %bb.158:
	s_mul_u64 s[30:31], s[56:57], s[26:27]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[30:31], s[30:31], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v106, s0, v93, s30
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v107, null, s31, v94, s0
	global_load_d16_hi_b16 v88, v[106:107], off
.LBB0_159:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_lt_i64_e64 s0, s[58:59], s[28:29]
	v_mov_b16_e32 v105.h, v95.l
	s_and_b32 s0, s88, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s0, s2, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_161
; %bb.160:
	s_mul_u64 s[30:31], s[58:59], s[26:27]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[30:31], s[30:31], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v106, s0, v93, s30
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v107, null, s31, v94, s0
	global_load_d16_hi_b16 v105, v[106:107], off
.LBB0_161:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_lt_i64_e64 s0, s[60:61], s[28:29]
	v_mov_b16_e32 v114.h, v95.l
	s_and_b32 s0, s89, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s0, s2, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_163
; %bb.162:
	s_mul_u64 s[30:31], s[60:61], s[26:27]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[30:31], s[30:31], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v106, s0, v93, s30
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v107, null, s31, v94, s0
	global_load_d16_hi_b16 v114, v[106:107], off
.LBB0_163:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_lt_i64_e64 s0, s[62:63], s[28:29]
	v_mov_b16_e32 v115.h, v95.l
	s_and_b32 s0, s90, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s0, s2, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_165
; %bb.164:
	s_mul_u64 s[30:31], s[62:63], s[26:27]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[30:31], s[30:31], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v106, s0, v93, s30
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v107, null, s31, v94, s0
	global_load_d16_hi_b16 v115, v[106:107], off
.LBB0_165:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_and_b32_e32 v83, 0x9c, v83
	s_and_b32 s0, s92, exec_lo
	s_cselect_b32 s0, 0, 0x104
	v_lshlrev_b32_e32 v106, 3, v102
	v_lshl_or_b32 v81, v89, 8, v81
	s_wait_alu depctr_sa_sdst(0)
	v_xor_b32_e32 v83, s0, v83
	v_cmp_lt_u32_e64 s0, v96, v49
	s_add_nc_u64 s[30:31], s[16:17], s[24:25]
	v_xor_b32_e32 v123, 36, v81
	v_or3_b32 v82, v106, v82, v83
	v_xor_b32_e32 v124, 40, v81
	v_xor_b32_e32 v125, 44, v81
	v_xor_b32_e32 v126, 48, v81
	v_xor_b32_e32 v127, 52, v81
	v_xor_b32_e32 v83, 8, v82
	v_xor_b32_e32 v108, 16, v82
	v_xor_b32_e32 v109, 24, v82
	v_xor_b32_e32 v110, 32, v82
	v_xor_b32_e32 v111, 40, v82
	v_xor_b32_e32 v112, 48, v82
	v_xor_b32_e32 v113, 56, v82
	v_add_nc_u32_e32 v106, 0, v82
	v_add_nc_u32_e32 v107, 0, v83
	v_add_nc_u32_e32 v108, 0, v108
	v_add_nc_u32_e32 v109, 0, v109
	v_add_nc_u32_e32 v110, 0, v110
	v_add_nc_u32_e32 v111, 0, v111
	v_add_nc_u32_e32 v112, 0, v112
	v_add_nc_u32_e32 v113, 0, v113
	v_xor_b32_e32 v82, 4, v81
	v_xor_b32_e32 v83, 8, v81
	v_xor_b32_e32 v128, 56, v81
	v_xor_b32_e32 v129, 60, v81
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b32 v106, v84
	ds_store_b32 v107, v85 offset:512
	ds_store_b32 v108, v86 offset:1024
	ds_store_b32 v109, v87 offset:1536
	ds_store_b32 v110, v88 offset:2048
	ds_store_b32 v111, v105 offset:2560
	ds_store_b32 v112, v114 offset:3072
	ds_store_b32 v113, v115 offset:3584
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_xor_b32_e32 v84, 12, v81
	v_xor_b32_e32 v85, 16, v81
	v_xor_b32_e32 v86, 20, v81
	v_xor_b32_e32 v87, 24, v81
	v_xor_b32_e32 v88, 28, v81
	v_xor_b32_e32 v105, 32, v81
	v_add_nc_u32_e32 v114, 0, v81
	v_add_nc_u32_e32 v115, 0, v82
	v_add_nc_u32_e32 v116, 0, v83
	v_add_nc_u32_e32 v117, 0, v84
	v_add_nc_u32_e32 v118, 0, v85
	v_add_nc_u32_e32 v119, 0, v86
	v_add_nc_u32_e32 v120, 0, v87
	v_add_nc_u32_e32 v121, 0, v88
	v_add_nc_u32_e32 v122, 0, v105
	v_add_nc_u32_e32 v123, 0, v123
	v_add_nc_u32_e32 v124, 0, v124
	v_add_nc_u32_e32 v125, 0, v125
	v_add_nc_u32_e32 v126, 0, v126
	v_add_nc_u32_e32 v127, 0, v127
	v_add_nc_u32_e32 v128, 0, v128
	v_add_nc_u32_e32 v129, 0, v129
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s1, s[30:31], s[20:21]
	s_cmp_gt_i32 s31, -1
	s_cselect_b32 s3, -1, 0
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_2addr_b32 v[144:145], v114 offset1:32
	ds_load_2addr_b32 v[146:147], v115 offset1:32
	ds_load_2addr_b32 v[148:149], v116 offset1:32
	ds_load_2addr_b32 v[150:151], v117 offset1:32
	ds_load_2addr_b32 v[152:153], v118 offset1:32
	ds_load_2addr_b32 v[154:155], v119 offset1:32
	ds_load_2addr_b32 v[156:157], v120 offset1:32
	ds_load_2addr_b32 v[158:159], v121 offset1:32
	ds_load_2addr_b32 v[160:161], v122 offset1:32
	ds_load_2addr_b32 v[162:163], v123 offset1:32
	ds_load_2addr_b32 v[164:165], v124 offset1:32
	ds_load_2addr_b32 v[166:167], v125 offset1:32
	ds_load_2addr_b32 v[168:169], v126 offset1:32
	ds_load_2addr_b32 v[170:171], v127 offset1:32
	ds_load_2addr_b32 v[172:173], v128 offset1:32
	ds_load_2addr_b32 v[174:175], v129 offset1:32
	s_wait_dscnt 0xf
	v_mov_b16_e64 v130.l, v144.l
	s_wait_dscnt 0xe
	v_mov_b16_e64 v130.h, v146.l
	s_wait_dscnt 0xd
	v_mov_b16_e64 v131.l, v148.l
	s_wait_dscnt 0xc
	v_mov_b16_e64 v131.h, v150.l
	s_wait_dscnt 0xb
	v_mov_b16_e64 v132.l, v152.l
	s_wait_dscnt 0xa
	v_mov_b16_e64 v132.h, v154.l
	s_wait_dscnt 0x9
	v_mov_b16_e64 v133.l, v156.l
	s_wait_dscnt 0x8
	v_mov_b16_e64 v133.h, v158.l
	s_wait_dscnt 0x7
	v_mov_b16_e64 v134.l, v160.l
	s_wait_dscnt 0x6
	v_mov_b16_e64 v134.h, v162.l
	s_wait_dscnt 0x5
	v_mov_b16_e64 v135.l, v164.l
	s_wait_dscnt 0x4
	v_mov_b16_e64 v135.h, v166.l
	v_wmma_f32_16x16x16_f16 v[81:88], v[130:133], v[44:47], 0
	s_wait_dscnt 0x3
	v_mov_b16_e64 v136.l, v168.l
	s_wait_dscnt 0x2
	v_mov_b16_e64 v136.h, v170.l
	s_wait_dscnt 0x1
	v_mov_b16_e64 v137.l, v172.l
	s_wait_dscnt 0x0
	v_mov_b16_e64 v137.h, v174.l
	v_mov_b16_e64 v130.l, v145.l
	v_mov_b16_e64 v130.h, v147.l
	v_mov_b16_e64 v131.l, v149.l
	v_mov_b16_e64 v131.h, v151.l
	v_wmma_f32_16x16x16_f16 v[81:88], v[134:137], v[40:43], v[81:88]
	v_mov_b16_e64 v132.l, v153.l
	v_mov_b16_e64 v132.h, v155.l
	v_mov_b16_e64 v133.l, v157.l
	v_mov_b16_e64 v133.h, v159.l
	v_lshrrev_b32_e32 v105, 16, v146
	v_lshrrev_b32_e32 v138, 16, v144
	v_lshrrev_b32_e32 v139, 16, v148
	v_lshrrev_b32_e32 v140, 16, v152
	v_wmma_f32_16x16x16_f16 v[81:88], v[130:133], v[36:39], v[81:88]
	v_lshrrev_b32_e32 v130, 16, v150
	v_mov_b16_e64 v138.h, v105.l
	v_lshrrev_b32_e32 v105, 16, v154
	v_lshrrev_b32_e32 v131, 16, v158
	v_lshrrev_b32_e32 v141, 16, v156
	v_mov_b16_e64 v139.h, v130.l
	v_lshrrev_b32_e32 v143, 16, v174
	v_mov_b16_e64 v140.h, v105.l
	v_mov_b16_e64 v141.h, v131.l
	v_lshrrev_b32_e32 v105, 16, v162
	v_lshrrev_b32_e32 v146, 16, v175
	v_mov_b16_e64 v142.l, v161.l
	v_mov_b16_e64 v142.h, v163.l
	v_wmma_f32_16x16x16_f16 v[130:137], v[138:141], v[44:47], 0
	v_lshrrev_b32_e32 v138, 16, v160
	v_lshrrev_b32_e32 v140, 16, v166
	v_mov_b16_e64 v138.h, v105.l
	v_lshrrev_b32_e32 v105, 16, v170
	v_lshrrev_b32_e32 v139, 16, v164
	v_lshrrev_b32_e32 v141, 16, v172
	v_mov_b16_e64 v139.h, v140.l
	v_lshrrev_b32_e32 v140, 16, v168
	v_mov_b16_e64 v140.h, v105.l
	v_mov_b16_e64 v141.h, v143.l
	v_lshrrev_b32_e32 v105, 16, v147
	v_mov_b16_e64 v143.l, v165.l
	v_mov_b16_e64 v143.h, v167.l
	v_mov_b16_e64 v144.l, v169.l
	v_wmma_f32_16x16x16_f16 v[130:137], v[138:141], v[40:43], v[130:137]
	v_lshrrev_b32_e32 v138, 16, v145
	v_lshrrev_b32_e32 v140, 16, v151
	v_mov_b16_e64 v138.h, v105.l
	v_lshrrev_b32_e32 v105, 16, v155
	v_lshrrev_b32_e32 v145, 16, v159
	v_lshrrev_b32_e32 v139, 16, v149
	v_mov_b16_e64 v139.h, v140.l
	v_lshrrev_b32_e32 v140, 16, v153
	v_lshrrev_b32_e32 v141, 16, v157
	v_mov_b16_e64 v140.h, v105.l
	v_mov_b16_e64 v141.h, v145.l
	v_lshrrev_b32_e32 v105, 16, v163
	v_mov_b16_e64 v144.h, v171.l
	v_mov_b16_e64 v145.l, v173.l
	v_mov_b16_e64 v145.h, v175.l
	v_wmma_f32_16x16x16_f16 v[130:137], v[138:141], v[36:39], v[130:137]
	v_lshrrev_b32_e32 v138, 16, v161
	v_lshrrev_b32_e32 v140, 16, v167
	v_mov_b16_e64 v138.h, v105.l
	v_lshrrev_b32_e32 v105, 16, v171
	v_lshrrev_b32_e32 v139, 16, v165
	v_lshrrev_b32_e32 v141, 16, v173
	v_mov_b16_e64 v139.h, v140.l
	v_lshrrev_b32_e32 v140, 16, v169
	v_mov_b16_e64 v140.h, v105.l
	v_mov_b16_e64 v141.h, v146.l
	v_wmma_f32_16x16x16_f16 v[81:88], v[142:145], v[32:35], v[81:88]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_wmma_f32_16x16x16_f16 v[130:137], v[138:141], v[32:35], v[130:137]
	v_cndmask_b32_e64 v138, 0, 0xc9742400, s0
	v_cmp_gt_u32_e64 s0, v96, v49
	v_fmac_f32_e32 v138, s66, v81
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v139, 0xc9742400, 0, s0
	v_cmp_lt_u32_e64 s0, v96, v77
	v_fmac_f32_e32 v139, s66, v82
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v140, 0, 0xc9742400, s0
	v_cmp_lt_u32_e64 s0, v96, v75
	v_max_num_f32_e32 v81, v138, v139
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v140, s66, v83
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v141, 0, 0xc9742400, s0
	v_cmp_lt_u32_e64 s0, v96, v73
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v141, s66, v84
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v142, 0, 0xc9742400, s0
	v_cmp_lt_u32_e64 s0, v96, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v142, s66, v85
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v143, 0, 0xc9742400, s0
	v_cmp_lt_u32_e64 s0, v96, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v143, s66, v86
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v144, 0, 0xc9742400, s0
	v_cmp_lt_u32_e64 s0, v96, v67
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_max3_num_f32 v82, v141, v142, v143
	v_fmac_f32_e32 v144, s66, v87
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v145, 0, 0xc9742400, s0
	v_cmp_lt_u32_e64 s0, v96, v65
	v_max3_num_f32 v81, v81, v140, v82
	v_fmac_f32_e32 v145, s66, v88
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v146, 0, 0xc9742400, s0
	v_cmp_lt_u32_e64 s0, v96, v63
	v_fmac_f32_e32 v146, s66, v130
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v147, 0, 0xc9742400, s0
	v_cmp_lt_u32_e64 s0, v96, v61
	v_max3_num_f32 v85, v144, v145, v146
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v147, s66, v131
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v148, 0, 0xc9742400, s0
	v_cmp_lt_u32_e64 s0, v96, v59
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v149, 0, 0xc9742400, s0
	v_cmp_lt_u32_e64 s0, v96, v57
	v_dual_fmac_f32 v148, s66, v132 :: v_dual_fmac_f32 v149, s66, v133
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v150, 0, 0xc9742400, s0
	v_cmp_lt_u32_e64 s0, v96, v55
	v_max3_num_f32 v83, v147, v148, v149
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v151, 0, 0xc9742400, s0
	v_cmp_lt_u32_e64 s0, v96, v53
	v_dual_fmac_f32 v150, s66, v134 :: v_dual_fmac_f32 v151, s66, v135
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v152, 0, 0xc9742400, s0
	v_cmp_lt_u32_e64 s0, v96, v51
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v153, 0, 0xc9742400, s0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v152, s66, v136
	s_mov_b32 s0, 0x76543210
	v_fmac_f32_e32 v153, s66, v137
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_num_f32 v84, v150, v151, v152
	v_max3_num_f32 v82, v83, v84, v153
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_max3_num_f32 v81, v81, v85, v82
	s_wait_alu depctr_sa_sdst(0)
	v_permlanex16_b32 v82, v81, s0, 0xfedcba98 op_sel:[1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_num_f32 v105, v100, v81, v82
	v_dual_sub_f32 v81, v138, v105 :: v_dual_sub_f32 v84, v141, v105
	v_dual_sub_f32 v83, v140, v105 :: v_dual_sub_f32 v86, v143, v105
	v_dual_sub_f32 v85, v142, v105 :: v_dual_sub_f32 v88, v145, v105
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_exp_f32_e32 v143, v84
	v_exp_f32_e32 v142, v83
	v_dual_sub_f32 v82, v139, v105 :: v_dual_sub_f32 v87, v144, v105
	v_dual_sub_f32 v134, v147, v105 :: v_dual_sub_f32 v133, v146, v105
	v_dual_sub_f32 v136, v149, v105 :: v_dual_sub_f32 v135, v148, v105
	v_dual_sub_f32 v138, v151, v105 :: v_dual_sub_f32 v137, v150, v105
	v_dual_sub_f32 v140, v153, v105 :: v_dual_sub_f32 v139, v152, v105
	v_exp_f32_e32 v144, v81
	v_exp_f32_e32 v145, v82
	v_exp_f32_e32 v141, v85
	v_exp_f32_e32 v130, v86
	v_exp_f32_e32 v131, v87
	v_exp_f32_e32 v132, v88
	v_exp_f32_e32 v133, v133
	v_exp_f32_e32 v134, v134
	v_exp_f32_e32 v135, v135
	v_exp_f32_e32 v136, v136
	v_exp_f32_e32 v137, v137
	v_exp_f32_e32 v138, v138
	v_exp_f32_e32 v140, v140
	v_add_f32_e32 v82, v142, v143
	v_exp_f32_e32 v139, v139
	v_dual_add_f32 v81, v144, v145 :: v_dual_add_f32 v84, v131, v132
	v_dual_add_f32 v83, v141, v130 :: v_dual_add_f32 v86, v135, v136
	v_add_f32_e32 v85, v133, v134
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_add_f32 v87, v137, v138 :: v_dual_add_f32 v88, v139, v140
	v_dual_add_f32 v81, v81, v82 :: v_dual_add_f32 v82, v83, v84
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v83, v85, v86 :: v_dual_add_f32 v84, v87, v88
	v_dual_add_f32 v81, v81, v82 :: v_dual_add_f32 v82, v83, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v146, v81, v82
	v_mov_b16_e32 v81.l, v92.l
	v_permlanex16_b32 v147, v146, s0, 0xfedcba98 op_sel:[1,0]
	s_and_b32 s0, s3, s1
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s0, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_167
; %bb.166:
	s_mul_u64 s[34:35], s[30:31], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[34:35], s[34:35], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v81, s0, v90, s34
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v82, null, s35, v91, s0
	global_load_d16_b16 v81, v[81:82], off
.LBB0_167:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	s_add_nc_u64 s[0:1], s[30:31], 1
	s_wait_loadcnt 0x0
	v_mov_b16_e32 v81.h, v92.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[0:1], s[20:21]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s34, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s34, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s34, vcc_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s3, s34
	s_cbranch_execz .LBB0_169
; %bb.168:
	s_mul_u64 s[0:1], s[0:1], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v82, s0, v90, s0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v83, null, s1, v91, s0
	global_load_d16_hi_b16 v81, v[82:83], off
.LBB0_169:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_add_nc_u64 s[0:1], s[30:31], 2
	v_mov_b16_e32 v82.l, v92.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[0:1], s[20:21]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s34, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s34, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s34, vcc_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s3, s34
	s_cbranch_execz .LBB0_171
; %bb.170:
	s_mul_u64 s[0:1], s[0:1], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v82, s0, v90, s0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v83, null, s1, v91, s0
	global_load_d16_b16 v82, v[82:83], off
.LBB0_171:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_add_nc_u64 s[0:1], s[30:31], 3
	s_wait_loadcnt 0x0
	v_mov_b16_e32 v82.h, v92.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[0:1], s[20:21]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s34, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s34, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s34, vcc_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s3, s34
	s_cbranch_execz .LBB0_173
; %bb.172:
	s_mul_u64 s[0:1], s[0:1], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v83, s0, v90, s0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v84, null, s1, v91, s0
	global_load_d16_hi_b16 v82, v[83:84], off
.LBB0_173:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_add_nc_u64 s[0:1], s[30:31], 8
	v_mov_b16_e32 v83.l, v92.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[0:1], s[20:21]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s34, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s34, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s34, vcc_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s3, s34
	s_cbranch_execz .LBB0_175
; %bb.174:
	s_mul_u64 s[0:1], s[0:1], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v83, s0, v90, s0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v84, null, s1, v91, s0
	global_load_d16_b16 v83, v[83:84], off
.LBB0_175:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_add_nc_u64 s[0:1], s[30:31], 9
	s_wait_loadcnt 0x0
	v_mov_b16_e32 v83.h, v92.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[0:1], s[20:21]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s34, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s34, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s34, vcc_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s3, s34
	s_cbranch_execz .LBB0_177
; %bb.176:
	s_mul_u64 s[0:1], s[0:1], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v84, s0, v90, s0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v85, null, s1, v91, s0
	global_load_d16_hi_b16 v83, v[84:85], off
.LBB0_177:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_add_nc_u64 s[0:1], s[30:31], 10
	v_mov_b16_e32 v84.l, v92.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[0:1], s[20:21]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s34, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s34, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s34, vcc_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s3, s34
	s_cbranch_execz .LBB0_179
; %bb.178:
	s_mul_u64 s[0:1], s[0:1], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v84, s0, v90, s0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v85, null, s1, v91, s0
	global_load_d16_b16 v84, v[84:85], off
.LBB0_179:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_add_nc_u64 s[0:1], s[30:31], 11
	s_wait_loadcnt 0x0
	v_mov_b16_e32 v84.h, v92.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[0:1], s[20:21]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s34, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s34, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s34, vcc_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s3, s34
	s_cbranch_execz .LBB0_181
; %bb.180:
	s_mul_u64 s[0:1], s[0:1], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v85, s0, v90, s0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v86, null, s1, v91, s0
	global_load_d16_hi_b16 v84, v[85:86], off
.LBB0_181:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_add_nc_u64 s[0:1], s[30:31], 16
	v_mov_b16_e32 v85.l, v92.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[0:1], s[20:21]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s34, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s34, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s34, vcc_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s3, s34
	s_cbranch_execz .LBB0_183
; %bb.182:
	s_mul_u64 s[0:1], s[0:1], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v85, s0, v90, s0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v86, null, s1, v91, s0
	global_load_d16_b16 v85, v[85:86], off
.LBB0_183:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_add_nc_u64 s[0:1], s[30:31], 17
	s_wait_loadcnt 0x0
	v_mov_b16_e32 v85.h, v92.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[0:1], s[20:21]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s34, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s34, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s34, vcc_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s3, s34
	s_cbranch_execz .LBB0_185
; %bb.184:
	s_mul_u64 s[0:1], s[0:1], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v86, s0, v90, s0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v87, null, s1, v91, s0
	global_load_d16_hi_b16 v85, v[86:87], off
.LBB0_185:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_add_nc_u64 s[0:1], s[30:31], 18
	v_mov_b16_e32 v86.l, v92.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[0:1], s[20:21]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s34, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s34, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s34, vcc_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s3, s34
	s_cbranch_execz .LBB0_187
; %bb.186:
	s_mul_u64 s[0:1], s[0:1], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v86, s0, v90, s0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v87, null, s1, v91, s0
	global_load_d16_b16 v86, v[86:87], off
.LBB0_187:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_add_nc_u64 s[0:1], s[30:31], 19
	s_wait_loadcnt 0x0
	v_mov_b16_e32 v86.h, v92.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[0:1], s[20:21]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s34, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s34, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s34, vcc_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s3, s34
	s_cbranch_execz .LBB0_189
; %bb.188:
	s_mul_u64 s[0:1], s[0:1], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v87, s0, v90, s0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v88, null, s1, v91, s0
	global_load_d16_hi_b16 v86, v[87:88], off
.LBB0_189:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_add_nc_u64 s[0:1], s[30:31], 24
	v_mov_b16_e32 v87.l, v92.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[0:1], s[20:21]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s34, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s34, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s34, vcc_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s3, s34
	s_cbranch_execz .LBB0_191
; %bb.190:
	s_mul_u64 s[0:1], s[0:1], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v87, s0, v90, s0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v88, null, s1, v91, s0
	global_load_d16_b16 v87, v[87:88], off
.LBB0_191:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_add_nc_u64 s[0:1], s[30:31], 25
	s_wait_loadcnt 0x0
	v_mov_b16_e32 v87.h, v92.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[0:1], s[20:21]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s34, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s34, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s34, vcc_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s3, s34
	s_cbranch_execz .LBB0_193
; %bb.192:
	s_mul_u64 s[0:1], s[0:1], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v148, s0, v90, s0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v149, null, s1, v91, s0
	global_load_d16_hi_b16 v87, v[148:149], off
.LBB0_193:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_add_nc_u64 s[0:1], s[30:31], 26
	v_mov_b16_e32 v88.l, v92.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[0:1], s[20:21]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s34, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s34, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s34, vcc_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s3, s34
	s_cbranch_execz .LBB0_195
; %bb.194:
	s_mul_u64 s[0:1], s[0:1], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v148, s0, v90, s0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v149, null, s1, v91, s0
	global_load_d16_b16 v88, v[148:149], off
.LBB0_195:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_add_nc_u64 s[0:1], s[30:31], 27
	s_wait_loadcnt 0x0
	v_mov_b16_e32 v88.h, v92.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s3, s[0:1], s[20:21]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s30, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, s30, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s30, vcc_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s3, s30
	s_cbranch_execz .LBB0_197
; %bb.196:
	s_mul_u64 s[0:1], s[0:1], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v148, s0, v90, s0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v149, null, s1, v91, s0
	global_load_d16_hi_b16 v88, v[148:149], off
.LBB0_197:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_wait_loadcnt 0x0
	s_barrier_signal -1
	v_xor_b32_e32 v104, v103, v104
	v_dual_sub_f32 v100, v100, v105 :: v_dual_and_b32 v103, 48, v103
	v_cmp_eq_u32_e64 s0, 0, v102
	s_lshr_b32 s1, s74, 3
	v_and_b32_e32 v104, 48, v104
	v_exp_f32_e32 v100, v100
	v_lshl_or_b32 v103, v98, 6, v103
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v102, 0x210, 0, s0
	v_cvt_f16_f32_e64 v144.l, v144
	s_wait_alu depctr_sa_sdst(0)
	v_or3_b32 v101, v101, s1, v104
	v_add_f32_e32 v98, v146, v147
	v_cvt_f16_f32_e64 v144.h, v145
	v_xor3_b32 v103, v103, v102, v97
	v_cvt_f16_f32_e64 v145.l, v142
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v98, v99, v100 :: v_dual_add_nc_u32 v97, 0, v101
	v_xor_b32_e32 v99, 16, v101
	v_xor_b32_e32 v102, 32, v101
	v_xor_b32_e32 v104, 48, v101
	v_dual_mul_f32 v24, v24, v100 :: v_dual_mul_f32 v25, v25, v100
	v_dual_mul_f32 v26, v26, v100 :: v_dual_add_nc_u32 v99, 0, v99
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_nc_u32_e32 v101, 0, v102
	v_add_nc_u32_e32 v102, 0, v104
	v_dual_mul_f32 v27, v27, v100 :: v_dual_mul_f32 v28, v28, v100
	v_dual_mul_f32 v29, v29, v100 :: v_dual_mul_f32 v30, v30, v100
	v_dual_mul_f32 v31, v31, v100 :: v_dual_mul_f32 v16, v16, v100
	v_dual_mul_f32 v17, v17, v100 :: v_dual_mul_f32 v18, v18, v100
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b64 v97, v[81:82]
	ds_store_b64 v99, v[83:84]
	ds_store_b64 v101, v[85:86]
	ds_store_b64 v102, v[87:88]
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_xor_b32_e32 v82, 32, v103
	v_add_nc_u32_e32 v81, 0, v103
	v_mul_f32_e32 v7, v7, v100
	v_dual_mul_f32 v19, v19, v100 :: v_dual_mul_f32 v20, v20, v100
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_mul_f32 v21, v21, v100 :: v_dual_add_nc_u32 v82, 0, v82
	v_dual_mul_f32 v22, v22, v100 :: v_dual_mul_f32 v23, v23, v100
	v_dual_mul_f32 v8, v8, v100 :: v_dual_mul_f32 v9, v9, v100
	v_dual_mul_f32 v10, v10, v100 :: v_dual_mul_f32 v11, v11, v100
	v_dual_mul_f32 v12, v12, v100 :: v_dual_mul_f32 v13, v13, v100
	v_dual_mul_f32 v14, v14, v100 :: v_dual_mul_f32 v15, v15, v100
	v_dual_mul_f32 v0, v0, v100 :: v_dual_mul_f32 v1, v1, v100
	v_dual_mul_f32 v2, v2, v100 :: v_dual_mul_f32 v3, v3, v100
	v_dual_mul_f32 v4, v4, v100 :: v_dual_mul_f32 v5, v5, v100
	v_mul_f32_e32 v6, v6, v100
	v_cvt_f16_f32_e64 v145.h, v143
	v_cvt_f16_f32_e64 v146.l, v141
	v_cvt_f16_f32_e64 v146.h, v130
	v_cvt_f16_f32_e64 v147.l, v131
	v_cvt_f16_f32_e64 v147.h, v132
	v_cvt_f16_f32_e64 v130.l, v133
	v_cvt_f16_f32_e64 v130.h, v134
	v_cvt_f16_f32_e64 v131.l, v135
	v_cvt_f16_f32_e64 v131.h, v136
	v_cvt_f16_f32_e64 v132.l, v137
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[83:86], v81
	ds_load_b128 v[148:151], v81 offset:2048
	ds_load_b128 v[152:155], v82
	ds_load_b128 v[156:159], v82 offset:1024
	ds_load_b128 v[160:163], v82 offset:2048
	ds_load_b128 v[164:167], v82 offset:3072
	ds_load_b128 v[168:171], v81 offset:1024
	ds_load_b128 v[172:175], v81 offset:3072
	v_cvt_f16_f32_e64 v132.h, v138
	v_cvt_f16_f32_e64 v133.l, v139
	v_cvt_f16_f32_e64 v133.h, v140
	s_add_co_i32 s0, s72, 64
	s_or_b32 s3, s72, 32
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_ge_i32 s3, s0
	s_wait_dscnt 0x7
	v_wmma_f32_16x16x16_f16 v[24:31], v[83:86], v[144:147], v[24:31]
	s_wait_dscnt 0x6
	v_wmma_f32_16x16x16_f16 v[8:15], v[148:151], v[144:147], v[8:15]
	s_wait_dscnt 0x4
	v_wmma_f32_16x16x16_f16 v[16:23], v[156:159], v[144:147], v[16:23]
	s_wait_dscnt 0x2
	v_wmma_f32_16x16x16_f16 v[0:7], v[164:167], v[144:147], v[0:7]
	v_wmma_f32_16x16x16_f16 v[24:31], v[152:155], v[130:133], v[24:31]
	v_wmma_f32_16x16x16_f16 v[8:15], v[160:163], v[130:133], v[8:15]
	s_wait_dscnt 0x1
	v_wmma_f32_16x16x16_f16 v[16:23], v[168:171], v[130:133], v[16:23]
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x16_f16 v[0:7], v[172:175], v[130:133], v[0:7]
	s_cbranch_scc1 .LBB0_263
; %bb.198:
	s_add_co_i32 s30, s16, 32
	v_mov_b16_e32 v83.l, v95.l
	s_wait_alu depctr_sa_sdst(0)
	s_ashr_i32 s31, s30, 31
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[22:23], s[30:31], s[22:23]
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmp_lt_i64_e64 s0, s[22:23], s[28:29]
	s_cmp_gt_i32 s23, -1
	s_cselect_b32 s1, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s0, s1, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s0, s2, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_200
; %bb.199:
	s_mul_u64 s[34:35], s[22:23], s[26:27]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[34:35], s[34:35], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v83, s0, v93, s34
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v84, null, s35, v94, s0
	global_load_d16_b16 v83, v[83:84], off
.LBB0_200:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	s_add_nc_u64 s[0:1], s[22:23], 2
	v_mov_b16_e32 v84.l, v95.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s34, s[0:1], s[28:29]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s35, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s34, s35, s34
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s35, s2, s34
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s34, s35
	s_cbranch_execz .LBB0_202
; %bb.201:
	s_mul_u64 s[0:1], s[0:1], s[26:27]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v84, s0, v93, s0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v85, null, s1, v94, s0
	global_load_d16_b16 v84, v[84:85], off
.LBB0_202:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s34
	s_add_nc_u64 s[0:1], s[22:23], 4
	v_mov_b16_e32 v85.l, v95.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s34, s[0:1], s[28:29]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s35, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s34, s35, s34
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s35, s2, s34
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s34, s35
	s_cbranch_execz .LBB0_204
; %bb.203:
	s_mul_u64 s[0:1], s[0:1], s[26:27]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v85, s0, v93, s0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v86, null, s1, v94, s0
	global_load_d16_b16 v85, v[85:86], off
.LBB0_204:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s34
	s_add_nc_u64 s[0:1], s[22:23], 6
	v_mov_b16_e32 v86.l, v95.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s34, s[0:1], s[28:29]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s35, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s34, s35, s34
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s35, s2, s34
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s34, s35
	s_cbranch_execz .LBB0_206
; %bb.205:
	s_mul_u64 s[0:1], s[0:1], s[26:27]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v86, s0, v93, s0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v87, null, s1, v94, s0
	global_load_d16_b16 v86, v[86:87], off
.LBB0_206:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s34
	s_add_nc_u64 s[0:1], s[22:23], 8
	v_mov_b16_e32 v87.l, v95.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s34, s[0:1], s[28:29]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s35, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s34, s35, s34
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s35, s2, s34
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s34, s35
	s_cbranch_execz .LBB0_208
; %bb.207:
	s_mul_u64 s[0:1], s[0:1], s[26:27]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v87, s0, v93, s0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v88, null, s1, v94, s0
	global_load_d16_b16 v87, v[87:88], off
.LBB0_208:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s34
	s_add_nc_u64 s[0:1], s[22:23], 10
	v_mov_b16_e32 v88.l, v95.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s34, s[0:1], s[28:29]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s35, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s34, s35, s34
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s35, s2, s34
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s34, s35
	s_cbranch_execz .LBB0_210
; %bb.209:
	s_mul_u64 s[0:1], s[0:1], s[26:27]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v103, s0, v93, s0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v104, null, s1, v94, s0
	global_load_d16_b16 v88, v[103:104], off
.LBB0_210:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s34
	s_add_nc_u64 s[0:1], s[22:23], 12
	v_mov_b16_e32 v100.l, v95.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s34, s[0:1], s[28:29]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s35, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s34, s35, s34
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s35, s2, s34
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s34, s35
	s_cbranch_execz .LBB0_212
; %bb.211:
	s_mul_u64 s[0:1], s[0:1], s[26:27]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v103, s0, v93, s0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v104, null, s1, v94, s0
	global_load_d16_b16 v100, v[103:104], off
.LBB0_212:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s34
	s_add_nc_u64 s[0:1], s[22:23], 14
	v_mov_b16_e32 v103.l, v95.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s34, s[0:1], s[28:29]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s35, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s34, s35, s34
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s35, s2, s34
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s34, s35
	s_cbranch_execz .LBB0_214
; %bb.213:
	s_mul_u64 s[0:1], s[0:1], s[26:27]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v103, s0, v93, s0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v104, null, s1, v94, s0
	global_load_d16_b16 v103, v[103:104], off
.LBB0_214:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s34
	s_add_nc_u64 s[0:1], s[22:23], 16
	s_wait_loadcnt 0x0
	v_mov_b16_e32 v83.h, v95.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s34, s[0:1], s[28:29]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s35, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s34, s35, s34
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s35, s2, s34
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s34, s35
	s_cbranch_execz .LBB0_216
; %bb.215:
	s_mul_u64 s[0:1], s[0:1], s[26:27]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v130, s0, v93, s0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v131, null, s1, v94, s0
	global_load_d16_hi_b16 v83, v[130:131], off
.LBB0_216:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s34
	s_add_nc_u64 s[0:1], s[22:23], 18
	v_mov_b16_e32 v84.h, v95.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s34, s[0:1], s[28:29]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s35, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s34, s35, s34
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s35, s2, s34
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s34, s35
	s_cbranch_execz .LBB0_218
; %bb.217:
	s_mul_u64 s[0:1], s[0:1], s[26:27]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v130, s0, v93, s0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v131, null, s1, v94, s0
	global_load_d16_hi_b16 v84, v[130:131], off
.LBB0_218:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s34
	s_add_nc_u64 s[0:1], s[22:23], 20
	v_mov_b16_e32 v85.h, v95.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s34, s[0:1], s[28:29]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s35, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s34, s35, s34
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s35, s2, s34
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s34, s35
	s_cbranch_execz .LBB0_220
; %bb.219:
	s_mul_u64 s[0:1], s[0:1], s[26:27]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v130, s0, v93, s0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v131, null, s1, v94, s0
	global_load_d16_hi_b16 v85, v[130:131], off
.LBB0_220:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s34
	s_add_nc_u64 s[0:1], s[22:23], 22
	v_mov_b16_e32 v86.h, v95.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s34, s[0:1], s[28:29]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s35, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s34, s35, s34
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s35, s2, s34
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s34, s35
	s_cbranch_execz .LBB0_222
; %bb.221:
	s_mul_u64 s[0:1], s[0:1], s[26:27]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v130, s0, v93, s0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v131, null, s1, v94, s0
	global_load_d16_hi_b16 v86, v[130:131], off
.LBB0_222:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s34
	s_add_nc_u64 s[0:1], s[22:23], 24
	v_mov_b16_e32 v87.h, v95.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s34, s[0:1], s[28:29]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s35, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s34, s35, s34
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s35, s2, s34
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s34, s35
	s_cbranch_execz .LBB0_224
; %bb.223:
	s_mul_u64 s[0:1], s[0:1], s[26:27]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v130, s0, v93, s0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v131, null, s1, v94, s0
	global_load_d16_hi_b16 v87, v[130:131], off
.LBB0_224:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s34
	s_add_nc_u64 s[0:1], s[22:23], 26
	v_mov_b16_e32 v88.h, v95.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s34, s[0:1], s[28:29]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s35, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s34, s35, s34
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s35, s2, s34
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s34, s35
	s_cbranch_execz .LBB0_226
; %bb.225:
	s_mul_u64 s[0:1], s[0:1], s[26:27]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v130, s0, v93, s0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v131, null, s1, v94, s0
	global_load_d16_hi_b16 v88, v[130:131], off
.LBB0_226:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s34
	s_add_nc_u64 s[0:1], s[22:23], 28
	v_mov_b16_e32 v100.h, v95.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s34, s[0:1], s[28:29]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s35, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s34, s35, s34
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s35, s2, s34
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s34, s35
	s_cbranch_execz .LBB0_228
; %bb.227:
	s_mul_u64 s[0:1], s[0:1], s[26:27]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v130, s0, v93, s0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v131, null, s1, v94, s0
	global_load_d16_hi_b16 v100, v[130:131], off
.LBB0_228:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s34
	s_add_nc_u64 s[0:1], s[22:23], 30
	v_mov_b16_e32 v103.h, v95.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s22, s[0:1], s[28:29]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s23, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s22, s23, s22
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s22, s2, s22
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s2, s22
	s_cbranch_execz .LBB0_230
; %bb.229:
	s_mul_u64 s[0:1], s[0:1], s[26:27]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v93, s0, v93, s0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v94, null, s1, v94, s0
	global_load_d16_hi_b16 v103, v[93:94], off
.LBB0_230:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s2
	s_wait_loadcnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b32 v106, v83
	ds_store_b32 v107, v84 offset:512
	ds_store_b32 v108, v85 offset:1024
	ds_store_b32 v109, v86 offset:1536
	ds_store_b32 v110, v87 offset:2048
	ds_store_b32 v111, v88 offset:2560
	ds_store_b32 v112, v100 offset:3072
	ds_store_b32 v113, v103 offset:3584
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_2addr_b32 v[87:88], v114 offset1:32
	ds_load_2addr_b32 v[93:94], v115 offset1:32
	ds_load_2addr_b32 v[103:104], v116 offset1:32
	ds_load_2addr_b32 v[106:107], v117 offset1:32
	ds_load_2addr_b32 v[108:109], v118 offset1:32
	ds_load_2addr_b32 v[110:111], v119 offset1:32
	ds_load_2addr_b32 v[112:113], v120 offset1:32
	ds_load_2addr_b32 v[114:115], v121 offset1:32
	ds_load_2addr_b32 v[145:146], v122 offset1:32
	ds_load_2addr_b32 v[147:148], v123 offset1:32
	ds_load_2addr_b32 v[149:150], v124 offset1:32
	ds_load_2addr_b32 v[151:152], v125 offset1:32
	ds_load_2addr_b32 v[153:154], v126 offset1:32
	ds_load_2addr_b32 v[155:156], v127 offset1:32
	ds_load_2addr_b32 v[157:158], v128 offset1:32
	ds_load_2addr_b32 v[159:160], v129 offset1:32
	s_wait_dscnt 0xf
	v_mov_b16_e32 v83.l, v87.l
	s_wait_dscnt 0xe
	v_mov_b16_e32 v83.h, v93.l
	v_lshrrev_b32_e32 v134, 16, v87
	v_lshrrev_b32_e32 v87, 16, v93
	s_wait_dscnt 0xc
	v_lshrrev_b32_e32 v93, 16, v106
	s_wait_dscnt 0xa
	v_lshrrev_b32_e32 v95, 16, v110
	v_lshrrev_b32_e32 v135, 16, v103
	s_wait_dscnt 0x8
	v_lshrrev_b32_e32 v100, 16, v114
	v_lshrrev_b32_e32 v136, 16, v108
	v_lshrrev_b32_e32 v137, 16, v112
	v_mov_b16_e32 v84.l, v103.l
	v_mov_b16_e32 v84.h, v106.l
	v_mov_b16_e32 v85.l, v108.l
	v_mov_b16_e32 v85.h, v110.l
	v_mov_b16_e32 v86.l, v112.l
	v_mov_b16_e32 v86.h, v114.l
	s_wait_dscnt 0x6
	v_lshrrev_b32_e32 v103, 16, v147
	s_wait_dscnt 0x4
	v_lshrrev_b32_e32 v114, 16, v151
	s_wait_dscnt 0x2
	v_lshrrev_b32_e32 v116, 16, v155
	s_wait_dscnt 0x0
	v_lshrrev_b32_e32 v117, 16, v159
	v_mov_b16_e64 v134.h, v87.l
	v_mov_b16_e64 v135.h, v93.l
	v_mov_b16_e64 v136.h, v95.l
	v_mov_b16_e64 v137.h, v100.l
	v_lshrrev_b32_e32 v138, 16, v145
	v_lshrrev_b32_e32 v139, 16, v149
	v_lshrrev_b32_e32 v140, 16, v153
	v_lshrrev_b32_e32 v141, 16, v157
	v_mov_b16_e64 v122.l, v145.l
	v_mov_b16_e64 v122.h, v147.l
	v_mov_b16_e64 v123.l, v149.l
	v_mov_b16_e64 v123.h, v151.l
	v_mov_b16_e64 v124.l, v153.l
	v_mov_b16_e64 v124.h, v155.l
	v_mov_b16_e64 v125.l, v157.l
	v_mov_b16_e64 v125.h, v159.l
	v_mov_b16_e32 v126.l, v88.l
	v_mov_b16_e32 v126.h, v94.l
	v_mov_b16_e32 v127.l, v104.l
	v_mov_b16_e32 v127.h, v107.l
	v_mov_b16_e64 v128.l, v109.l
	v_mov_b16_e64 v128.h, v111.l
	v_mov_b16_e64 v129.l, v113.l
	v_mov_b16_e64 v129.h, v115.l
	v_lshrrev_b32_e32 v142, 16, v88
	v_lshrrev_b32_e32 v88, 16, v94
	v_lshrrev_b32_e32 v143, 16, v104
	v_lshrrev_b32_e32 v94, 16, v107
	v_lshrrev_b32_e32 v144, 16, v109
	v_lshrrev_b32_e32 v104, 16, v111
	v_lshrrev_b32_e32 v145, 16, v113
	v_lshrrev_b32_e32 v147, 16, v115
	v_wmma_f32_16x16x16_f16 v[106:113], v[83:86], v[44:47], 0
	v_mov_b16_e64 v138.h, v103.l
	v_mov_b16_e64 v139.h, v114.l
	v_mov_b16_e64 v140.h, v116.l
	v_mov_b16_e64 v141.h, v117.l
	v_wmma_f32_16x16x16_f16 v[114:121], v[134:137], v[44:47], 0
	v_mov_b16_e64 v142.h, v88.l
	v_mov_b16_e64 v143.h, v94.l
	v_mov_b16_e64 v144.h, v104.l
	v_mov_b16_e64 v145.h, v147.l
	v_wmma_f32_16x16x16_f16 v[106:113], v[122:125], v[40:43], v[106:113]
	v_wmma_f32_16x16x16_f16 v[114:121], v[138:141], v[40:43], v[114:121]
	v_lshrrev_b32_e32 v41, 16, v148
	v_lshrrev_b32_e32 v42, 16, v152
	v_lshrrev_b32_e32 v40, 16, v146
	v_wmma_f32_16x16x16_f16 v[106:113], v[126:129], v[36:39], v[106:113]
	v_wmma_f32_16x16x16_f16 v[114:121], v[142:145], v[36:39], v[114:121]
	v_lshrrev_b32_e32 v36, 16, v156
	v_lshrrev_b32_e32 v37, 16, v160
	v_mov_b16_e32 v40.h, v41.l
	v_lshrrev_b32_e32 v41, 16, v150
	v_mov_b16_e32 v41.h, v42.l
	v_lshrrev_b32_e32 v42, 16, v154
	v_lshrrev_b32_e32 v43, 16, v158
	v_mov_b16_e64 v130.l, v146.l
	v_mov_b16_e64 v130.h, v148.l
	v_mov_b16_e64 v131.l, v150.l
	v_mov_b16_e64 v131.h, v152.l
	v_mov_b16_e64 v132.l, v154.l
	v_mov_b16_e64 v132.h, v156.l
	v_mov_b16_e64 v133.l, v158.l
	v_mov_b16_e64 v133.h, v160.l
	v_mov_b16_e32 v42.h, v36.l
	v_mov_b16_e32 v43.h, v37.l
	v_or_b32_e32 v36, s72, v96
	v_or_b32_e32 v37, s3, v73
	v_wmma_f32_16x16x16_f16 v[106:113], v[130:133], v[32:35], v[106:113]
	v_or_b32_e32 v38, s3, v71
	v_wmma_f32_16x16x16_f16 v[114:121], v[40:43], v[32:35], v[114:121]
	v_or_b32_e32 v32, s3, v49
	v_or_b32_e32 v33, s3, v79
	v_or_b32_e32 v34, s3, v77
	v_or_b32_e32 v35, s3, v75
	v_or_b32_e32 v39, s3, v69
	v_cmp_lt_i32_e64 s0, v36, v32
	v_or_b32_e32 v40, s3, v67
	v_or_b32_e32 v41, s3, v65
	v_or_b32_e32 v42, s3, v63
	v_or_b32_e32 v43, s3, v61
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v32, 0, 0xc9742400, s0
	v_cmp_lt_i32_e64 s0, v36, v33
	v_or_b32_e32 v44, s3, v59
	v_or_b32_e32 v45, s3, v57
	v_or_b32_e32 v46, s3, v55
	v_or_b32_e32 v47, s3, v53
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v33, 0, 0xc9742400, s0
	v_cmp_lt_i32_e64 s0, v36, v34
	v_or_b32_e32 v83, s3, v51
	v_fmac_f32_e32 v32, s66, v106
	s_add_nc_u64 s[2:3], s[30:31], s[24:25]
	v_fmac_f32_e32 v33, s66, v107
	v_cndmask_b32_e64 v34, 0, 0xc9742400, s0
	v_cmp_lt_i32_e64 s0, v36, v35
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s1, s[2:3], s[20:21]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s22, -1, 0
	v_cndmask_b32_e64 v35, 0, 0xc9742400, s0
	v_cmp_lt_i32_e64 s0, v36, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v34, s66, v108 :: v_dual_fmac_f32 v35, s66, v109
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v37, 0, 0xc9742400, s0
	v_cmp_lt_i32_e64 s0, v36, v38
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v38, 0, 0xc9742400, s0
	v_cmp_lt_i32_e64 s0, v36, v39
	v_dual_fmac_f32 v37, s66, v110 :: v_dual_fmac_f32 v38, s66, v111
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v39, 0, 0xc9742400, s0
	v_cmp_lt_i32_e64 s0, v36, v40
	v_max3_num_f32 v84, v35, v37, v38
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v40, 0, 0xc9742400, s0
	v_cmp_lt_i32_e64 s0, v36, v41
	v_dual_fmac_f32 v39, s66, v112 :: v_dual_fmac_f32 v40, s66, v113
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v41, 0, 0xc9742400, s0
	v_cmp_lt_i32_e64 s0, v36, v42
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v42, 0, 0xc9742400, s0
	v_cmp_lt_i32_e64 s0, v36, v43
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v41, s66, v114 :: v_dual_fmac_f32 v42, s66, v115
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v43, 0, 0xc9742400, s0
	v_cmp_lt_i32_e64 s0, v36, v44
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_max3_num_f32 v87, v39, v40, v41
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v44, 0, 0xc9742400, s0
	v_cmp_lt_i32_e64 s0, v36, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v43, s66, v116 :: v_dual_fmac_f32 v44, s66, v117
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v45, 0, 0xc9742400, s0
	v_cmp_lt_i32_e64 s0, v36, v46
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_max3_num_f32 v85, v42, v43, v44
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v46, 0, 0xc9742400, s0
	v_cmp_lt_i32_e64 s0, v36, v47
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v45, s66, v118 :: v_dual_fmac_f32 v46, s66, v119
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v47, 0, 0xc9742400, s0
	v_cmp_lt_i32_e64 s0, v36, v83
	v_max_num_f32_e32 v83, v32, v33
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v36, 0, 0xc9742400, s0
	v_fmac_f32_e32 v47, s66, v120
	v_max3_num_f32 v83, v83, v34, v84
	s_mov_b32 s0, 0x76543210
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v36, s66, v121
	v_max3_num_f32 v86, v45, v46, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_num_f32 v84, v85, v86, v36
	v_max3_num_f32 v83, v83, v87, v84
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_permlanex16_b32 v84, v83, s0, 0xfedcba98 op_sel:[1,0]
	v_max3_num_f32 v100, v105, v83, v84
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_sub_f32 v32, v32, v100 :: v_dual_sub_f32 v33, v33, v100
	v_dual_sub_f32 v34, v34, v100 :: v_dual_sub_f32 v35, v35, v100
	v_dual_sub_f32 v38, v38, v100 :: v_dual_sub_f32 v37, v37, v100
	v_dual_sub_f32 v40, v40, v100 :: v_dual_sub_f32 v39, v39, v100
	v_dual_sub_f32 v104, v44, v100 :: v_dual_sub_f32 v83, v41, v100
	v_dual_sub_f32 v108, v47, v100 :: v_dual_sub_f32 v95, v42, v100
	v_dual_sub_f32 v106, v45, v100 :: v_dual_sub_f32 v103, v43, v100
	v_dual_sub_f32 v36, v36, v100 :: v_dual_sub_f32 v107, v46, v100
	v_exp_f32_e32 v94, v32
	v_exp_f32_e32 v84, v33
	v_exp_f32_e32 v85, v34
	v_exp_f32_e32 v86, v35
	v_exp_f32_e32 v87, v37
	v_exp_f32_e32 v88, v38
	v_exp_f32_e32 v93, v39
	v_exp_f32_e32 v41, v40
	v_exp_f32_e32 v42, v83
	v_exp_f32_e32 v43, v95
	v_exp_f32_e32 v44, v103
	v_exp_f32_e32 v45, v104
	v_exp_f32_e32 v46, v106
	v_exp_f32_e32 v47, v107
	v_exp_f32_e32 v83, v108
	v_exp_f32_e32 v40, v36
	v_dual_add_f32 v32, v94, v84 :: v_dual_add_f32 v33, v85, v86
	v_dual_add_f32 v34, v87, v88 :: v_dual_add_f32 v35, v93, v41
	v_dual_add_f32 v36, v42, v43 :: v_dual_add_f32 v37, v44, v45
	s_delay_alu instid0(TRANS32_DEP_3)
	v_add_f32_e32 v38, v46, v47
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_dual_add_f32 v32, v32, v33 :: v_dual_add_f32 v39, v83, v40
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v33, v34, v35 :: v_dual_add_f32 v34, v36, v37
	v_dual_add_f32 v35, v38, v39 :: v_dual_add_f32 v32, v32, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v33, v34, v35
	v_add_f32_e32 v95, v32, v33
	v_mov_b16_e32 v32.l, v92.l
	s_delay_alu instid0(VALU_DEP_2)
	v_permlanex16_b32 v103, v95, s0, 0xfedcba98 op_sel:[1,0]
	s_and_b32 s0, s22, s1
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s0, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_232
; %bb.231:
	s_mul_u64 s[22:23], s[2:3], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[22:23], s[22:23], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v32, s0, v90, s22
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v33, null, s23, v91, s0
	global_load_d16_b16 v32, v[32:33], off
.LBB0_232:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	s_add_nc_u64 s[0:1], s[2:3], 1
	s_wait_loadcnt 0x0
	v_mov_b16_e32 v32.h, v92.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s22, s[0:1], s[20:21]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s23, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s22, s23, s22
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s23, vcc_lo, s22
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s22, s23
	s_cbranch_execz .LBB0_234
; %bb.233:
	s_mul_u64 s[0:1], s[0:1], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v33, s0, v90, s0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v34, null, s1, v91, s0
	global_load_d16_hi_b16 v32, v[33:34], off
.LBB0_234:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s22
	s_add_nc_u64 s[0:1], s[2:3], 2
	v_mov_b16_e32 v33.l, v92.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s22, s[0:1], s[20:21]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s23, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s22, s23, s22
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s23, vcc_lo, s22
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s22, s23
	s_cbranch_execz .LBB0_236
; %bb.235:
	s_mul_u64 s[0:1], s[0:1], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v33, s0, v90, s0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v34, null, s1, v91, s0
	global_load_d16_b16 v33, v[33:34], off
.LBB0_236:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s22
	s_add_nc_u64 s[0:1], s[2:3], 3
	s_wait_loadcnt 0x0
	v_mov_b16_e32 v33.h, v92.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s22, s[0:1], s[20:21]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s23, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s22, s23, s22
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s23, vcc_lo, s22
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s22, s23
	s_cbranch_execz .LBB0_238
; %bb.237:
	s_mul_u64 s[0:1], s[0:1], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v34, s0, v90, s0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v35, null, s1, v91, s0
	global_load_d16_hi_b16 v33, v[34:35], off
.LBB0_238:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s22
	s_add_nc_u64 s[0:1], s[2:3], 8
	v_mov_b16_e32 v34.l, v92.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s22, s[0:1], s[20:21]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s23, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s22, s23, s22
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s23, vcc_lo, s22
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s22, s23
	s_cbranch_execz .LBB0_240
; %bb.239:
	s_mul_u64 s[0:1], s[0:1], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v34, s0, v90, s0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v35, null, s1, v91, s0
	global_load_d16_b16 v34, v[34:35], off
.LBB0_240:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s22
	s_add_nc_u64 s[0:1], s[2:3], 9
	s_wait_loadcnt 0x0
	v_mov_b16_e32 v34.h, v92.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s22, s[0:1], s[20:21]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s23, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s22, s23, s22
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s23, vcc_lo, s22
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s22, s23
	s_cbranch_execz .LBB0_242
; %bb.241:
	s_mul_u64 s[0:1], s[0:1], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v35, s0, v90, s0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v36, null, s1, v91, s0
	global_load_d16_hi_b16 v34, v[35:36], off
.LBB0_242:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s22
	s_add_nc_u64 s[0:1], s[2:3], 10
	v_mov_b16_e32 v35.l, v92.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s22, s[0:1], s[20:21]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s23, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s22, s23, s22
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s23, vcc_lo, s22
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s22, s23
	s_cbranch_execz .LBB0_244
; %bb.243:
	s_mul_u64 s[0:1], s[0:1], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v35, s0, v90, s0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v36, null, s1, v91, s0
	global_load_d16_b16 v35, v[35:36], off
.LBB0_244:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s22
	s_add_nc_u64 s[0:1], s[2:3], 11
	s_wait_loadcnt 0x0
	v_mov_b16_e32 v35.h, v92.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s22, s[0:1], s[20:21]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s23, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s22, s23, s22
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s23, vcc_lo, s22
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s22, s23
	s_cbranch_execz .LBB0_246
; %bb.245:
	s_mul_u64 s[0:1], s[0:1], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v36, s0, v90, s0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v37, null, s1, v91, s0
	global_load_d16_hi_b16 v35, v[36:37], off
.LBB0_246:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s22
	s_add_nc_u64 s[0:1], s[2:3], 16
	v_mov_b16_e32 v36.l, v92.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s22, s[0:1], s[20:21]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s23, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s22, s23, s22
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s23, vcc_lo, s22
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s22, s23
	s_cbranch_execz .LBB0_248
; %bb.247:
	s_mul_u64 s[0:1], s[0:1], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v36, s0, v90, s0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v37, null, s1, v91, s0
	global_load_d16_b16 v36, v[36:37], off
.LBB0_248:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s22
	s_add_nc_u64 s[0:1], s[2:3], 17
	s_wait_loadcnt 0x0
	v_mov_b16_e32 v36.h, v92.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s22, s[0:1], s[20:21]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s23, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s22, s23, s22
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s23, vcc_lo, s22
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s22, s23
	s_cbranch_execz .LBB0_250
; %bb.249:
	s_mul_u64 s[0:1], s[0:1], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v37, s0, v90, s0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v38, null, s1, v91, s0
	global_load_d16_hi_b16 v36, v[37:38], off
.LBB0_250:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s22
	s_add_nc_u64 s[0:1], s[2:3], 18
	v_mov_b16_e32 v37.l, v92.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s22, s[0:1], s[20:21]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s23, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s22, s23, s22
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s23, vcc_lo, s22
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s22, s23
	s_cbranch_execz .LBB0_252
; %bb.251:
	s_mul_u64 s[0:1], s[0:1], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v37, s0, v90, s0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v38, null, s1, v91, s0
	global_load_d16_b16 v37, v[37:38], off
.LBB0_252:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s22
	s_add_nc_u64 s[0:1], s[2:3], 19
	s_wait_loadcnt 0x0
	v_mov_b16_e32 v37.h, v92.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s22, s[0:1], s[20:21]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s23, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s22, s23, s22
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s23, vcc_lo, s22
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s22, s23
	s_cbranch_execz .LBB0_254
; %bb.253:
	s_mul_u64 s[0:1], s[0:1], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v38, s0, v90, s0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v39, null, s1, v91, s0
	global_load_d16_hi_b16 v37, v[38:39], off
.LBB0_254:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s22
	s_add_nc_u64 s[0:1], s[2:3], 24
	v_mov_b16_e32 v38.l, v92.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s22, s[0:1], s[20:21]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s23, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s22, s23, s22
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s23, vcc_lo, s22
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s22, s23
	s_cbranch_execz .LBB0_256
; %bb.255:
	s_mul_u64 s[0:1], s[0:1], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v38, s0, v90, s0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v39, null, s1, v91, s0
	global_load_d16_b16 v38, v[38:39], off
.LBB0_256:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s22
	s_add_nc_u64 s[0:1], s[2:3], 25
	s_wait_loadcnt 0x0
	v_mov_b16_e32 v38.h, v92.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s22, s[0:1], s[20:21]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s23, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s22, s23, s22
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s23, vcc_lo, s22
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s22, s23
	s_cbranch_execz .LBB0_258
; %bb.257:
	s_mul_u64 s[0:1], s[0:1], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v106, s0, v90, s0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v107, null, s1, v91, s0
	global_load_d16_hi_b16 v38, v[106:107], off
.LBB0_258:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s22
	s_add_nc_u64 s[0:1], s[2:3], 26
	v_mov_b16_e32 v39.l, v92.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s22, s[0:1], s[20:21]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s23, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s22, s23, s22
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s23, vcc_lo, s22
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s22, s23
	s_cbranch_execz .LBB0_260
; %bb.259:
	s_mul_u64 s[0:1], s[0:1], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v106, s0, v90, s0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v107, null, s1, v91, s0
	global_load_d16_b16 v39, v[106:107], off
.LBB0_260:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s22
	s_add_nc_u64 s[0:1], s[2:3], 27
	s_wait_loadcnt 0x0
	v_mov_b16_e32 v39.h, v92.l
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_lt_i64_e64 s2, s[0:1], s[20:21]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s3, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s2, s3, s2
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s3, vcc_lo, s2
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_262
; %bb.261:
	s_mul_u64 s[0:1], s[0:1], s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 1
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v90, vcc_lo, v90, s0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v91, null, s1, v91, vcc_lo
	global_load_d16_hi_b16 v39, v[90:91], off
.LBB0_262:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s2
	s_wait_loadcnt 0x0
	s_barrier_signal -1
	v_add_f32_e32 v95, v95, v103
	v_sub_f32_e32 v103, v105, v100
	v_cvt_f16_f32_e32 v90.h, v84
	v_cvt_f16_f32_e32 v91.l, v85
	v_cvt_f16_f32_e32 v91.h, v86
	v_cvt_f16_f32_e32 v92.l, v87
	v_cvt_f16_f32_e32 v93.l, v93
	v_exp_f32_e32 v87, v103
	v_cvt_f16_f32_e32 v93.h, v41
	v_cvt_f16_f32_e32 v90.l, v94
	v_cvt_f16_f32_e32 v92.h, v88
	s_delay_alu instid0(TRANS32_DEP_1)
	v_dual_mul_f32 v24, v24, v87 :: v_dual_mul_f32 v25, v25, v87
	v_dual_mul_f32 v26, v26, v87 :: v_dual_mul_f32 v27, v27, v87
	v_dual_mul_f32 v28, v28, v87 :: v_dual_mul_f32 v29, v29, v87
	v_dual_mul_f32 v30, v30, v87 :: v_dual_mul_f32 v31, v31, v87
	v_dual_mul_f32 v16, v16, v87 :: v_dual_mul_f32 v17, v17, v87
	v_dual_mul_f32 v18, v18, v87 :: v_dual_mul_f32 v19, v19, v87
	v_dual_mul_f32 v20, v20, v87 :: v_dual_mul_f32 v21, v21, v87
	v_dual_mul_f32 v22, v22, v87 :: v_dual_mul_f32 v23, v23, v87
	v_dual_mul_f32 v8, v8, v87 :: v_dual_mul_f32 v9, v9, v87
	v_mul_f32_e32 v10, v10, v87
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b64 v97, v[32:33]
	ds_store_b64 v99, v[34:35]
	ds_store_b64 v101, v[36:37]
	ds_store_b64 v102, v[38:39]
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_cvt_f16_f32_e32 v32.l, v42
	v_cvt_f16_f32_e32 v32.h, v43
	v_cvt_f16_f32_e32 v33.l, v44
	v_cvt_f16_f32_e32 v35.l, v83
	v_dual_mul_f32 v11, v11, v87 :: v_dual_mul_f32 v12, v12, v87
	v_dual_mul_f32 v13, v13, v87 :: v_dual_mul_f32 v14, v14, v87
	v_dual_mul_f32 v15, v15, v87 :: v_dual_mul_f32 v0, v0, v87
	v_dual_mul_f32 v1, v1, v87 :: v_dual_mul_f32 v2, v2, v87
	v_dual_mul_f32 v3, v3, v87 :: v_dual_mul_f32 v4, v4, v87
	v_dual_mul_f32 v5, v5, v87 :: v_dual_mul_f32 v6, v6, v87
	v_mul_f32_e32 v7, v7, v87
	v_cvt_f16_f32_e32 v33.h, v45
	v_cvt_f16_f32_e32 v34.l, v46
	v_cvt_f16_f32_e32 v34.h, v47
	v_cvt_f16_f32_e32 v35.h, v40
	v_fmac_f32_e32 v95, v98, v87
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v98, v95
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[36:39], v81
	ds_load_b128 v[41:44], v81 offset:2048
	ds_load_b128 v[83:86], v82
	ds_load_b128 v[101:104], v82 offset:1024
	ds_load_b128 v[105:108], v82 offset:2048
	ds_load_b128 v[109:112], v82 offset:3072
	ds_load_b128 v[113:116], v81 offset:1024
	ds_load_b128 v[117:120], v81 offset:3072
	s_wait_dscnt 0x7
	v_wmma_f32_16x16x16_f16 v[24:31], v[36:39], v[90:93], v[24:31]
	s_wait_dscnt 0x6
	v_wmma_f32_16x16x16_f16 v[8:15], v[41:44], v[90:93], v[8:15]
	s_wait_dscnt 0x4
	v_wmma_f32_16x16x16_f16 v[16:23], v[101:104], v[90:93], v[16:23]
	s_wait_dscnt 0x2
	v_wmma_f32_16x16x16_f16 v[0:7], v[109:112], v[90:93], v[0:7]
	v_wmma_f32_16x16x16_f16 v[24:31], v[83:86], v[32:35], v[24:31]
	v_wmma_f32_16x16x16_f16 v[8:15], v[105:108], v[32:35], v[8:15]
	s_wait_dscnt 0x1
	v_wmma_f32_16x16x16_f16 v[16:23], v[113:116], v[32:35], v[16:23]
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x16_f16 v[0:7], v[117:120], v[32:35], v[0:7]
	s_branch .LBB0_264
.LBB0_263:
	v_mov_b32_e32 v100, v105
.LBB0_264:                              ; %Flow
	v_mov_b32_e32 v99, v98
.LBB0_265:                              ; %._crit_edge153
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, 0x800000, v99
	v_lshlrev_b32_e32 v34, 2, v89
	s_lshl_b32 s0, s73, 1
	v_lshl_add_u32 v36, v48, 2, 0
	s_wait_kmcnt 0x0
	s_and_b32 s9, s9, 0xffff
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e64 v33, 0, 32, vcc_lo
	v_cndmask_b32_e64 v32, 0, 0x42000000, vcc_lo
	v_cmp_gt_i64_e64 s1, s[14:15], v[49:50]
	s_mov_b32 s11, 0x31027000
	s_mov_b32 s10, 0x7ffffffe
	v_ldexp_f32 v33, v99, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_log_f32_e32 v33, v33
	v_sub_f32_e32 v32, v33, v32
	s_wait_alu depctr_sa_sdst(0)
	v_add3_u32 v33, s0, 0, v34
	s_delay_alu instid0(VALU_DEP_2)
	v_add_f32_e32 v32, v100, v32
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b32 v33, v32
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_add_co_u32 v32, s0, s16, v96
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v33, null, s17, 0, s0
	s_mul_i32 s0, s71, s70
	v_mul_lo_u32 v38, v32, s5
	v_mad_co_u64_u32 v[34:35], null, v32, s4, 0
	v_mul_lo_u32 v37, v33, s4
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s0, s0, s72
	s_bitcmp0_b32 s33, 1
	v_cmp_lt_i32_e32 vcc_lo, -1, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_add3_u32 v35, v35, v38, v37
	s_wait_alu depctr_sa_sdst(0)
	v_add_lshl_u32 v37, s0, v48, 2
	s_cselect_b32 s0, -1, 0
	v_lshlrev_b64_e32 v[34:35], 1, v[34:35]
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v37, 0x80000000, v37, s0
	v_cmp_gt_i64_e64 s0, s[12:13], v[32:33]
	v_add_co_u32 v32, s2, s18, v34
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v33, null, s19, v35, s2
	s_and_b32 s0, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s2, s1, s0
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b32 v36, v36
	s_wait_dscnt 0x0
	buffer_store_b32 v36, v37, s[8:11], null offen
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_267
; %bb.266:
	v_div_scale_f32 v36, null, v99, v99, v24
	v_div_scale_f32 v38, vcc_lo, v24, v99, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v37, v36
	v_fma_f32 v34, -v36, v37, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v37, v34, v37
	v_mad_co_u64_u32 v[34:35], null, s6, v49, 0
	v_mul_f32_e32 v39, v38, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v40, -v36, v39, v38
	v_fmac_f32_e32 v39, v40, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v38, -v36, v39, v38
	v_mad_co_u64_u32 v[35:36], null, s7, v49, v[35:36]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v36, v38, v37, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[34:35], 1, v[34:35]
	v_div_fixup_f32 v24, v36, v99, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v34, vcc_lo, v32, v34
	v_cvt_f16_f32_e32 v24.l, v24
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v35, null, v33, v35, vcc_lo
	global_store_b16 v[34:35], v24, off
.LBB0_267:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_gt_i64_e32 vcc_lo, s[14:15], v[79:80]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_269
; %bb.268:
	v_div_scale_f32 v24, null, v99, v99, v25
	v_div_scale_f32 v36, vcc_lo, v25, v99, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v37, v24
	v_fma_f32 v34, -v24, v37, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v37, v34, v37
	v_mad_co_u64_u32 v[34:35], null, s6, v79, 0
	v_mul_f32_e32 v38, v36, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v39, -v24, v38, v36
	v_fmac_f32_e32 v38, v39, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v24, -v24, v38, v36
	v_mad_co_u64_u32 v[35:36], null, s7, v79, v[35:36]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v24, v24, v37, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[34:35], 1, v[34:35]
	v_div_fixup_f32 v24, v24, v99, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v34, vcc_lo, v32, v34
	v_cvt_f16_f32_e32 v24.l, v24
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v35, null, v33, v35, vcc_lo
	global_store_b16 v[34:35], v24, off
.LBB0_269:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_gt_i64_e32 vcc_lo, s[14:15], v[77:78]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_271
; %bb.270:
	v_div_scale_f32 v24, null, v99, v99, v26
	v_div_scale_f32 v36, vcc_lo, v26, v99, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v25, v24
	v_fma_f32 v34, -v24, v25, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v25, v34, v25
	v_mad_co_u64_u32 v[34:35], null, s6, v77, 0
	v_mul_f32_e32 v37, v36, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v38, -v24, v37, v36
	v_fmac_f32_e32 v37, v38, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v24, -v24, v37, v36
	v_mad_co_u64_u32 v[35:36], null, s7, v77, v[35:36]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v24, v24, v25, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_div_fixup_f32 v24, v24, v99, v26
	v_lshlrev_b64_e32 v[25:26], 1, v[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f16_f32_e32 v24.l, v24
	v_add_co_u32 v25, vcc_lo, v32, v25
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v26, null, v33, v26, vcc_lo
	global_store_b16 v[25:26], v24, off
.LBB0_271:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_gt_i64_e32 vcc_lo, s[14:15], v[75:76]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_273
; %bb.272:
	v_div_scale_f32 v26, null, v99, v99, v27
	v_div_scale_f32 v35, vcc_lo, v27, v99, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v34, v26
	v_fma_f32 v24, -v26, v34, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v34, v24, v34
	v_mad_co_u64_u32 v[24:25], null, s6, v75, 0
	v_mul_f32_e32 v36, v35, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v37, -v26, v36, v35
	v_fmac_f32_e32 v36, v37, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v35, -v26, v36, v35
	v_mad_co_u64_u32 v[25:26], null, s7, v75, v[25:26]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v26, v35, v34, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_div_fixup_f32 v27, v26, v99, v27
	v_lshlrev_b64_e32 v[25:26], 1, v[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f16_f32_e32 v24.l, v27
	v_add_co_u32 v25, vcc_lo, v32, v25
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v26, null, v33, v26, vcc_lo
	global_store_b16 v[25:26], v24, off
.LBB0_273:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_gt_i64_e32 vcc_lo, s[14:15], v[73:74]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_275
; %bb.274:
	v_div_scale_f32 v26, null, v99, v99, v28
	v_div_scale_f32 v34, vcc_lo, v28, v99, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v27, v26
	v_fma_f32 v24, -v26, v27, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v27, v24, v27
	v_mad_co_u64_u32 v[24:25], null, s6, v73, 0
	v_mul_f32_e32 v35, v34, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v36, -v26, v35, v34
	v_fmac_f32_e32 v35, v36, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v34, -v26, v35, v34
	v_mad_co_u64_u32 v[25:26], null, s7, v73, v[25:26]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v26, v34, v27, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_div_fixup_f32 v27, v26, v99, v28
	v_lshlrev_b64_e32 v[25:26], 1, v[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f16_f32_e32 v24.l, v27
	v_add_co_u32 v25, vcc_lo, v32, v25
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v26, null, v33, v26, vcc_lo
	global_store_b16 v[25:26], v24, off
.LBB0_275:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_gt_i64_e32 vcc_lo, s[14:15], v[71:72]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_277
; %bb.276:
	v_div_scale_f32 v26, null, v99, v99, v29
	v_div_scale_f32 v28, vcc_lo, v29, v99, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v27, v26
	v_fma_f32 v24, -v26, v27, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v27, v24, v27
	v_mad_co_u64_u32 v[24:25], null, s6, v71, 0
	v_mul_f32_e32 v34, v28, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v35, -v26, v34, v28
	v_fmac_f32_e32 v34, v35, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v28, -v26, v34, v28
	v_mad_co_u64_u32 v[25:26], null, s7, v71, v[25:26]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v26, v28, v27, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_div_fixup_f32 v27, v26, v99, v29
	v_lshlrev_b64_e32 v[25:26], 1, v[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f16_f32_e32 v24.l, v27
	v_add_co_u32 v25, vcc_lo, v32, v25
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v26, null, v33, v26, vcc_lo
	global_store_b16 v[25:26], v24, off
.LBB0_277:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_gt_i64_e32 vcc_lo, s[14:15], v[69:70]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_279
; %bb.278:
	v_div_scale_f32 v26, null, v99, v99, v30
	v_div_scale_f32 v28, vcc_lo, v30, v99, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v27, v26
	v_fma_f32 v24, -v26, v27, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v27, v24, v27
	v_mad_co_u64_u32 v[24:25], null, s6, v69, 0
	v_mul_f32_e32 v29, v28, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v34, -v26, v29, v28
	v_fmac_f32_e32 v29, v34, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v28, -v26, v29, v28
	v_mad_co_u64_u32 v[25:26], null, s7, v69, v[25:26]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v26, v28, v27, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_div_fixup_f32 v27, v26, v99, v30
	v_lshlrev_b64_e32 v[25:26], 1, v[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f16_f32_e32 v24.l, v27
	v_add_co_u32 v25, vcc_lo, v32, v25
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v26, null, v33, v26, vcc_lo
	global_store_b16 v[25:26], v24, off
.LBB0_279:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_gt_i64_e32 vcc_lo, s[14:15], v[67:68]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_281
; %bb.280:
	v_div_scale_f32 v26, null, v99, v99, v31
	v_div_scale_f32 v28, vcc_lo, v31, v99, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v27, v26
	v_fma_f32 v24, -v26, v27, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v27, v24, v27
	v_mad_co_u64_u32 v[24:25], null, s6, v67, 0
	v_mul_f32_e32 v29, v28, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v30, -v26, v29, v28
	v_fmac_f32_e32 v29, v30, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v28, -v26, v29, v28
	v_mad_co_u64_u32 v[25:26], null, s7, v67, v[25:26]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v26, v28, v27, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_div_fixup_f32 v27, v26, v99, v31
	v_lshlrev_b64_e32 v[25:26], 1, v[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f16_f32_e32 v24.l, v27
	v_add_co_u32 v25, vcc_lo, v32, v25
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v26, null, v33, v26, vcc_lo
	global_store_b16 v[25:26], v24, off
.LBB0_281:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_gt_i64_e32 vcc_lo, s[14:15], v[65:66]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_283
; %bb.282:
	v_div_scale_f32 v26, null, v99, v99, v16
	v_div_scale_f32 v28, vcc_lo, v16, v99, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v27, v26
	v_fma_f32 v24, -v26, v27, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v27, v24, v27
	v_mad_co_u64_u32 v[24:25], null, s6, v65, 0
	v_mul_f32_e32 v29, v28, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v30, -v26, v29, v28
	v_fmac_f32_e32 v29, v30, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v28, -v26, v29, v28
	v_mad_co_u64_u32 v[25:26], null, s7, v65, v[25:26]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v26, v28, v27, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[24:25], 1, v[24:25]
	v_div_fixup_f32 v16, v26, v99, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v24, vcc_lo, v32, v24
	v_cvt_f16_f32_e32 v16.l, v16
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v25, null, v33, v25, vcc_lo
	global_store_b16 v[24:25], v16, off
.LBB0_283:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_gt_i64_e32 vcc_lo, s[14:15], v[63:64]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_285
; %bb.284:
	v_div_scale_f32 v16, null, v99, v99, v17
	v_div_scale_f32 v26, vcc_lo, v17, v99, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v27, v16
	v_fma_f32 v24, -v16, v27, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v27, v24, v27
	v_mad_co_u64_u32 v[24:25], null, s6, v63, 0
	v_mul_f32_e32 v28, v26, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v29, -v16, v28, v26
	v_fmac_f32_e32 v28, v29, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v16, -v16, v28, v26
	v_mad_co_u64_u32 v[25:26], null, s7, v63, v[25:26]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v16, v16, v27, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[24:25], 1, v[24:25]
	v_div_fixup_f32 v16, v16, v99, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v24, vcc_lo, v32, v24
	v_cvt_f16_f32_e32 v16.l, v16
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v25, null, v33, v25, vcc_lo
	global_store_b16 v[24:25], v16, off
.LBB0_285:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_gt_i64_e32 vcc_lo, s[14:15], v[61:62]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_287
; %bb.286:
	v_div_scale_f32 v16, null, v99, v99, v18
	v_div_scale_f32 v26, vcc_lo, v18, v99, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v17, v16
	v_fma_f32 v24, -v16, v17, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v17, v24, v17
	v_mad_co_u64_u32 v[24:25], null, s6, v61, 0
	v_mul_f32_e32 v27, v26, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v28, -v16, v27, v26
	v_fmac_f32_e32 v27, v28, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v16, -v16, v27, v26
	v_mad_co_u64_u32 v[25:26], null, s7, v61, v[25:26]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v16, v16, v17, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_div_fixup_f32 v16, v16, v99, v18
	v_lshlrev_b64_e32 v[17:18], 1, v[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f16_f32_e32 v16.l, v16
	v_add_co_u32 v17, vcc_lo, v32, v17
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v18, null, v33, v18, vcc_lo
	global_store_b16 v[17:18], v16, off
.LBB0_287:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_gt_i64_e32 vcc_lo, s[14:15], v[59:60]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_289
; %bb.288:
	v_div_scale_f32 v18, null, v99, v99, v19
	v_div_scale_f32 v25, vcc_lo, v19, v99, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v24, v18
	v_fma_f32 v16, -v18, v24, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v24, v16, v24
	v_mad_co_u64_u32 v[16:17], null, s6, v59, 0
	v_mul_f32_e32 v26, v25, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v27, -v18, v26, v25
	v_fmac_f32_e32 v26, v27, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v25, -v18, v26, v25
	v_mad_co_u64_u32 v[17:18], null, s7, v59, v[17:18]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v18, v25, v24, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_div_fixup_f32 v19, v18, v99, v19
	v_lshlrev_b64_e32 v[17:18], 1, v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f16_f32_e32 v16.l, v19
	v_add_co_u32 v17, vcc_lo, v32, v17
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v18, null, v33, v18, vcc_lo
	global_store_b16 v[17:18], v16, off
.LBB0_289:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_gt_i64_e32 vcc_lo, s[14:15], v[57:58]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_291
; %bb.290:
	v_div_scale_f32 v18, null, v99, v99, v20
	v_div_scale_f32 v24, vcc_lo, v20, v99, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v19, v18
	v_fma_f32 v16, -v18, v19, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v19, v16, v19
	v_mad_co_u64_u32 v[16:17], null, s6, v57, 0
	v_mul_f32_e32 v25, v24, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v26, -v18, v25, v24
	v_fmac_f32_e32 v25, v26, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v24, -v18, v25, v24
	v_mad_co_u64_u32 v[17:18], null, s7, v57, v[17:18]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v18, v24, v19, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_div_fixup_f32 v19, v18, v99, v20
	v_lshlrev_b64_e32 v[17:18], 1, v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f16_f32_e32 v16.l, v19
	v_add_co_u32 v17, vcc_lo, v32, v17
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v18, null, v33, v18, vcc_lo
	global_store_b16 v[17:18], v16, off
.LBB0_291:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_gt_i64_e32 vcc_lo, s[14:15], v[55:56]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_293
; %bb.292:
	v_div_scale_f32 v18, null, v99, v99, v21
	v_div_scale_f32 v20, vcc_lo, v21, v99, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v19, v18
	v_fma_f32 v16, -v18, v19, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v19, v16, v19
	v_mad_co_u64_u32 v[16:17], null, s6, v55, 0
	v_mul_f32_e32 v24, v20, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v25, -v18, v24, v20
	v_fmac_f32_e32 v24, v25, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v20, -v18, v24, v20
	v_mad_co_u64_u32 v[17:18], null, s7, v55, v[17:18]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v18, v20, v19, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_div_fixup_f32 v19, v18, v99, v21
	v_lshlrev_b64_e32 v[17:18], 1, v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f16_f32_e32 v16.l, v19
	v_add_co_u32 v17, vcc_lo, v32, v17
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v18, null, v33, v18, vcc_lo
	global_store_b16 v[17:18], v16, off
.LBB0_293:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_gt_i64_e32 vcc_lo, s[14:15], v[53:54]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_295
; %bb.294:
	v_div_scale_f32 v18, null, v99, v99, v22
	v_div_scale_f32 v20, vcc_lo, v22, v99, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v19, v18
	v_fma_f32 v16, -v18, v19, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v19, v16, v19
	v_mad_co_u64_u32 v[16:17], null, s6, v53, 0
	v_mul_f32_e32 v21, v20, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v24, -v18, v21, v20
	v_fmac_f32_e32 v21, v24, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v20, -v18, v21, v20
	v_mad_co_u64_u32 v[17:18], null, s7, v53, v[17:18]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v18, v20, v19, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_div_fixup_f32 v19, v18, v99, v22
	v_lshlrev_b64_e32 v[17:18], 1, v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f16_f32_e32 v16.l, v19
	v_add_co_u32 v17, vcc_lo, v32, v17
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v18, null, v33, v18, vcc_lo
	global_store_b16 v[17:18], v16, off
.LBB0_295:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_gt_i64_e32 vcc_lo, s[14:15], v[51:52]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_297
; %bb.296:
	v_div_scale_f32 v18, null, v99, v99, v23
	v_div_scale_f32 v20, vcc_lo, v23, v99, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v19, v18
	v_fma_f32 v16, -v18, v19, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v19, v16, v19
	v_mad_co_u64_u32 v[16:17], null, s6, v51, 0
	v_mul_f32_e32 v21, v20, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v22, -v18, v21, v20
	v_fmac_f32_e32 v21, v22, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v20, -v18, v21, v20
	v_mad_co_u64_u32 v[17:18], null, s7, v51, v[17:18]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v18, v20, v19, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_div_fixup_f32 v19, v18, v99, v23
	v_lshlrev_b64_e32 v[17:18], 1, v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f16_f32_e32 v16.l, v19
	v_add_co_u32 v17, vcc_lo, v32, v17
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v18, null, v33, v18, vcc_lo
	global_store_b16 v[17:18], v16, off
.LBB0_297:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v16, 32, v49
	v_mov_b32_e32 v17, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i64_e32 vcc_lo, s[14:15], v[16:17]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_299
; %bb.298:
	v_div_scale_f32 v20, null, v99, v99, v8
	v_div_scale_f32 v22, vcc_lo, v8, v99, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v21, v20
	v_fma_f32 v18, -v20, v21, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v21, v18, v21
	v_mad_co_u64_u32 v[18:19], null, s6, v16, 0
	v_mul_f32_e32 v23, v22, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v24, -v20, v23, v22
	v_fmac_f32_e32 v23, v24, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v22, -v20, v23, v22
	v_mad_co_u64_u32 v[19:20], null, s7, v16, v[19:20]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v16, v22, v21, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[18:19], 1, v[18:19]
	v_div_fixup_f32 v8, v16, v99, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v18, vcc_lo, v32, v18
	v_cvt_f16_f32_e32 v8.l, v8
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v19, null, v33, v19, vcc_lo
	global_store_b16 v[18:19], v8, off
.LBB0_299:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v16, 33, v49
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i64_e32 vcc_lo, s[14:15], v[16:17]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_301
; %bb.300:
	v_div_scale_f32 v8, null, v99, v99, v9
	v_div_scale_f32 v19, vcc_lo, v9, v99, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v20, v8
	v_fma_f32 v17, -v8, v20, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v20, v17, v20
	v_mad_co_u64_u32 v[17:18], null, s6, v16, 0
	v_mul_f32_e32 v21, v19, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v22, -v8, v21, v19
	v_fmac_f32_e32 v21, v22, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v8, -v8, v21, v19
	v_mad_co_u64_u32 v[18:19], null, s7, v16, v[18:19]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v8, v8, v20, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[16:17], 1, v[17:18]
	v_div_fixup_f32 v8, v8, v99, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v16, vcc_lo, v32, v16
	v_cvt_f16_f32_e32 v8.l, v8
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v17, null, v33, v17, vcc_lo
	global_store_b16 v[16:17], v8, off
.LBB0_301:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v8, 34, v49
	v_mov_b32_e32 v9, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i64_e32 vcc_lo, s[14:15], v[8:9]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_303
; %bb.302:
	v_div_scale_f32 v18, null, v99, v99, v10
	v_div_scale_f32 v20, vcc_lo, v10, v99, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v19, v18
	v_fma_f32 v16, -v18, v19, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v19, v16, v19
	v_mad_co_u64_u32 v[16:17], null, s6, v8, 0
	v_mul_f32_e32 v21, v20, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v22, -v18, v21, v20
	v_fmac_f32_e32 v21, v22, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v20, -v18, v21, v20
	v_mad_co_u64_u32 v[17:18], null, s7, v8, v[17:18]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v8, v20, v19, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[16:17], 1, v[16:17]
	v_div_fixup_f32 v8, v8, v99, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v16, vcc_lo, v32, v16
	v_cvt_f16_f32_e32 v8.l, v8
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v17, null, v33, v17, vcc_lo
	global_store_b16 v[16:17], v8, off
.LBB0_303:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v8, 35, v49
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i64_e32 vcc_lo, s[14:15], v[8:9]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_305
; %bb.304:
	v_div_scale_f32 v9, null, v99, v99, v11
	v_div_scale_f32 v18, vcc_lo, v11, v99, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v10, v9
	v_fma_f32 v16, -v9, v10, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v10, v16, v10
	v_mad_co_u64_u32 v[16:17], null, s6, v8, 0
	v_mul_f32_e32 v19, v18, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v20, -v9, v19, v18
	v_fmac_f32_e32 v19, v20, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v9, -v9, v19, v18
	v_mad_co_u64_u32 v[17:18], null, s7, v8, v[17:18]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v8, v9, v10, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[9:10], 1, v[16:17]
	v_div_fixup_f32 v8, v8, v99, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v9, vcc_lo, v32, v9
	v_cvt_f16_f32_e32 v8.l, v8
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v10, null, v33, v10, vcc_lo
	global_store_b16 v[9:10], v8, off
.LBB0_305:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v8, 36, v49
	v_mov_b32_e32 v9, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i64_e32 vcc_lo, s[14:15], v[8:9]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_307
; %bb.306:
	v_div_scale_f32 v10, null, v99, v99, v12
	v_div_scale_f32 v18, vcc_lo, v12, v99, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v11, v10
	v_fma_f32 v16, -v10, v11, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v11, v16, v11
	v_mad_co_u64_u32 v[16:17], null, s6, v8, 0
	v_mul_f32_e32 v19, v18, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v20, -v10, v19, v18
	v_fmac_f32_e32 v19, v20, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v10, -v10, v19, v18
	v_mad_co_u64_u32 v[17:18], null, s7, v8, v[17:18]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v8, v10, v11, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[10:11], 1, v[16:17]
	v_div_fixup_f32 v8, v8, v99, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v10, vcc_lo, v32, v10
	v_cvt_f16_f32_e32 v8.l, v8
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v11, null, v33, v11, vcc_lo
	global_store_b16 v[10:11], v8, off
.LBB0_307:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v8, 37, v49
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i64_e32 vcc_lo, s[14:15], v[8:9]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_309
; %bb.308:
	v_div_scale_f32 v11, null, v99, v99, v13
	v_div_scale_f32 v16, vcc_lo, v13, v99, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v12, v11
	v_fma_f32 v9, -v11, v12, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v12, v9, v12
	v_mad_co_u64_u32 v[9:10], null, s6, v8, 0
	v_mul_f32_e32 v17, v16, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v18, -v11, v17, v16
	v_fmac_f32_e32 v17, v18, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v16, -v11, v17, v16
	v_mad_co_u64_u32 v[10:11], null, s7, v8, v[10:11]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v8, v16, v12, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[9:10], 1, v[9:10]
	v_div_fixup_f32 v8, v8, v99, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v9, vcc_lo, v32, v9
	v_cvt_f16_f32_e32 v8.l, v8
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v10, null, v33, v10, vcc_lo
	global_store_b16 v[9:10], v8, off
.LBB0_309:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v8, 38, v49
	v_mov_b32_e32 v9, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i64_e32 vcc_lo, s[14:15], v[8:9]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_311
; %bb.310:
	v_div_scale_f32 v12, null, v99, v99, v14
	v_div_scale_f32 v16, vcc_lo, v14, v99, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v13, v12
	v_fma_f32 v10, -v12, v13, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v13, v10, v13
	v_mad_co_u64_u32 v[10:11], null, s6, v8, 0
	v_mul_f32_e32 v17, v16, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v18, -v12, v17, v16
	v_fmac_f32_e32 v17, v18, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v16, -v12, v17, v16
	v_mad_co_u64_u32 v[11:12], null, s7, v8, v[11:12]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v8, v16, v13, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[10:11], 1, v[10:11]
	v_div_fixup_f32 v8, v8, v99, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v10, vcc_lo, v32, v10
	v_cvt_f16_f32_e32 v8.l, v8
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v11, null, v33, v11, vcc_lo
	global_store_b16 v[10:11], v8, off
.LBB0_311:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v8, 39, v49
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i64_e32 vcc_lo, s[14:15], v[8:9]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_313
; %bb.312:
	v_div_scale_f32 v11, null, v99, v99, v15
	v_div_scale_f32 v13, vcc_lo, v15, v99, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v12, v11
	v_fma_f32 v9, -v11, v12, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v12, v9, v12
	v_mad_co_u64_u32 v[9:10], null, s6, v8, 0
	v_mul_f32_e32 v14, v13, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v16, -v11, v14, v13
	v_fmac_f32_e32 v14, v16, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v13, -v11, v14, v13
	v_mad_co_u64_u32 v[10:11], null, s7, v8, v[10:11]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v8, v13, v12, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[9:10], 1, v[9:10]
	v_div_fixup_f32 v8, v8, v99, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v9, vcc_lo, v32, v9
	v_cvt_f16_f32_e32 v8.l, v8
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v10, null, v33, v10, vcc_lo
	global_store_b16 v[9:10], v8, off
.LBB0_313:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v8, 48, v49
	v_mov_b32_e32 v9, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i64_e32 vcc_lo, s[14:15], v[8:9]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_315
; %bb.314:
	v_div_scale_f32 v12, null, v99, v99, v0
	v_div_scale_f32 v14, vcc_lo, v0, v99, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v13, v12
	v_fma_f32 v10, -v12, v13, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v13, v10, v13
	v_mad_co_u64_u32 v[10:11], null, s6, v8, 0
	v_mul_f32_e32 v15, v14, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v16, -v12, v15, v14
	v_fmac_f32_e32 v15, v16, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v14, -v12, v15, v14
	v_mad_co_u64_u32 v[11:12], null, s7, v8, v[11:12]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v8, v14, v13, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[10:11], 1, v[10:11]
	v_div_fixup_f32 v0, v8, v99, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v10, vcc_lo, v32, v10
	v_cvt_f16_f32_e32 v0.l, v0
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v11, null, v33, v11, vcc_lo
	global_store_b16 v[10:11], v0, off
.LBB0_315:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v8, 49, v49
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i64_e32 vcc_lo, s[14:15], v[8:9]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_317
; %bb.316:
	v_div_scale_f32 v0, null, v99, v99, v1
	v_div_scale_f32 v11, vcc_lo, v1, v99, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v12, v0
	v_fma_f32 v9, -v0, v12, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v12, v9, v12
	v_mad_co_u64_u32 v[9:10], null, s6, v8, 0
	v_mul_f32_e32 v13, v11, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v14, -v0, v13, v11
	v_fmac_f32_e32 v13, v14, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v0, -v0, v13, v11
	v_mad_co_u64_u32 v[10:11], null, s7, v8, v[10:11]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v0, v0, v12, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[8:9], 1, v[9:10]
	v_div_fixup_f32 v0, v0, v99, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v8, vcc_lo, v32, v8
	v_cvt_f16_f32_e32 v0.l, v0
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v9, null, v33, v9, vcc_lo
	global_store_b16 v[8:9], v0, off
.LBB0_317:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v0, 50, v49
	v_mov_b32_e32 v1, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i64_e32 vcc_lo, s[14:15], v[0:1]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_319
; %bb.318:
	v_div_scale_f32 v10, null, v99, v99, v2
	v_div_scale_f32 v12, vcc_lo, v2, v99, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v11, v10
	v_fma_f32 v8, -v10, v11, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v11, v8, v11
	v_mad_co_u64_u32 v[8:9], null, s6, v0, 0
	v_mul_f32_e32 v13, v12, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v14, -v10, v13, v12
	v_fmac_f32_e32 v13, v14, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v12, -v10, v13, v12
	v_mad_co_u64_u32 v[9:10], null, s7, v0, v[9:10]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v0, v12, v11, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[8:9], 1, v[8:9]
	v_div_fixup_f32 v0, v0, v99, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v8, vcc_lo, v32, v8
	v_cvt_f16_f32_e32 v0.l, v0
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v9, null, v33, v9, vcc_lo
	global_store_b16 v[8:9], v0, off
.LBB0_319:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v0, 51, v49
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i64_e32 vcc_lo, s[14:15], v[0:1]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_321
; %bb.320:
	v_div_scale_f32 v1, null, v99, v99, v3
	v_div_scale_f32 v10, vcc_lo, v3, v99, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v2, v1
	v_fma_f32 v8, -v1, v2, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v2, v8, v2
	v_mad_co_u64_u32 v[8:9], null, s6, v0, 0
	v_mul_f32_e32 v11, v10, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v12, -v1, v11, v10
	v_fmac_f32_e32 v11, v12, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v1, -v1, v11, v10
	v_mad_co_u64_u32 v[9:10], null, s7, v0, v[9:10]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v0, v1, v2, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[1:2], 1, v[8:9]
	v_div_fixup_f32 v0, v0, v99, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v1, vcc_lo, v32, v1
	v_cvt_f16_f32_e32 v0.l, v0
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v2, null, v33, v2, vcc_lo
	global_store_b16 v[1:2], v0, off
.LBB0_321:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v0, 52, v49
	v_mov_b32_e32 v1, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i64_e32 vcc_lo, s[14:15], v[0:1]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_323
; %bb.322:
	v_div_scale_f32 v2, null, v99, v99, v4
	v_div_scale_f32 v10, vcc_lo, v4, v99, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v3, v2
	v_fma_f32 v8, -v2, v3, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v3, v8, v3
	v_mad_co_u64_u32 v[8:9], null, s6, v0, 0
	v_mul_f32_e32 v11, v10, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v12, -v2, v11, v10
	v_fmac_f32_e32 v11, v12, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v2, -v2, v11, v10
	v_mad_co_u64_u32 v[9:10], null, s7, v0, v[9:10]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v0, v2, v3, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[2:3], 1, v[8:9]
	v_div_fixup_f32 v0, v0, v99, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v2, vcc_lo, v32, v2
	v_cvt_f16_f32_e32 v0.l, v0
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v3, null, v33, v3, vcc_lo
	global_store_b16 v[2:3], v0, off
.LBB0_323:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v0, 53, v49
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i64_e32 vcc_lo, s[14:15], v[0:1]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_325
; %bb.324:
	v_div_scale_f32 v3, null, v99, v99, v5
	v_div_scale_f32 v8, vcc_lo, v5, v99, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v4, v3
	v_fma_f32 v1, -v3, v4, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v4, v1, v4
	v_mad_co_u64_u32 v[1:2], null, s6, v0, 0
	v_mul_f32_e32 v9, v8, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v10, -v3, v9, v8
	v_fmac_f32_e32 v9, v10, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v8, -v3, v9, v8
	v_mad_co_u64_u32 v[2:3], null, s7, v0, v[2:3]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v0, v8, v4, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[1:2], 1, v[1:2]
	v_div_fixup_f32 v0, v0, v99, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v1, vcc_lo, v32, v1
	v_cvt_f16_f32_e32 v0.l, v0
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v2, null, v33, v2, vcc_lo
	global_store_b16 v[1:2], v0, off
.LBB0_325:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v0, 54, v49
	v_mov_b32_e32 v1, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i64_e32 vcc_lo, s[14:15], v[0:1]
	s_and_b32 s2, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_327
; %bb.326:
	v_div_scale_f32 v4, null, v99, v99, v6
	v_div_scale_f32 v8, vcc_lo, v6, v99, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v5, v4
	v_fma_f32 v2, -v4, v5, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v5, v2, v5
	v_mad_co_u64_u32 v[2:3], null, s6, v0, 0
	v_mul_f32_e32 v9, v8, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v10, -v4, v9, v8
	v_fmac_f32_e32 v9, v10, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v8, -v4, v9, v8
	v_mad_co_u64_u32 v[3:4], null, s7, v0, v[3:4]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v0, v8, v5, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[2:3], 1, v[2:3]
	v_div_fixup_f32 v0, v0, v99, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v2, vcc_lo, v32, v2
	v_cvt_f16_f32_e32 v0.l, v0
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v3, null, v33, v3, vcc_lo
	global_store_b16 v[2:3], v0, off
.LBB0_327:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v0, 55, v49
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i64_e32 vcc_lo, s[14:15], v[0:1]
	s_and_b32 s0, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_329
; %bb.328:
	v_div_scale_f32 v3, null, v99, v99, v7
	v_div_scale_f32 v5, vcc_lo, v7, v99, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v4, v3
	v_fma_f32 v1, -v3, v4, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v4, v1, v4
	v_mad_co_u64_u32 v[1:2], null, s6, v0, 0
	v_mul_f32_e32 v6, v5, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v8, -v3, v6, v5
	v_fmac_f32_e32 v6, v8, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v5, -v3, v6, v5
	v_mad_co_u64_u32 v[2:3], null, s7, v0, v[2:3]
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v0, v5, v4, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[1:2], 1, v[1:2]
	v_div_fixup_f32 v0, v0, v99, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v1, vcc_lo, v32, v1
	v_cvt_f16_f32_e32 v0.l, v0
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v2, null, v33, v2, vcc_lo
	global_store_b16 v[1:2], v0, off
.LBB0_329:
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
		.amdhsa_next_free_vgpr 176
		.amdhsa_next_free_sgpr 96
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
	.set .L_attn_fwd_tma.num_vgpr, 176
	.set .L_attn_fwd_tma.num_agpr, 0
	.set .L_attn_fwd_tma.numbered_sgpr, 96
	.set .L_attn_fwd_tma.num_named_barrier, 0
	.set .L_attn_fwd_tma.private_seg_size, 0
	.set .L_attn_fwd_tma.uses_vcc, 1
	.set .L_attn_fwd_tma.uses_flat_scratch, 0
	.set .L_attn_fwd_tma.has_dyn_sized_stack, 0
	.set .L_attn_fwd_tma.has_recursion, 0
	.set .L_attn_fwd_tma.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 29348
; TotalNumSgprs: 98
; NumVgprs: 176
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 21
; NumSGPRsForWavesPerEU: 98
; NumVGPRsForWavesPerEU: 176
; Occupancy: 8
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
    .sgpr_count:     98
    .sgpr_spill_count: 0
    .symbol:         _attn_fwd_tma.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     176
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgpu12.00-amd-amdhsa-unknown-gfx1200
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
