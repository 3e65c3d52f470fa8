	.amdgcn_target "amdgpu11.00-amd-amdhsa-unknown-gfx1100"
	.amdhsa_code_object_version 5
	.text
	.globl	_attn_fwd_tma                   ; -- Begin function _attn_fwd_tma
	.p2align	8
	.type	_attn_fwd_tma,@function
_attn_fwd_tma:                          ; @_attn_fwd_tma
; %bb.0:
	s_clause 0x3
	s_load_b32 s2, s[0:1], 0x40
	s_load_b32 s3, s[0:1], 0x88
	s_load_b32 s4, s[0:1], 0xd0
	s_load_b32 s12, s[0:1], 0x14
	v_readfirstlane_b32 s33, v0
	v_mov_b32_e32 v66, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, 1, s2
	s_and_b32 s3, 1, s3
	s_bitcmp1_b32 s4, 0
	s_cselect_b32 s31, -1, 0
	s_cmp_eq_u32 s3, 1
	s_cselect_b32 s62, -1, 0
	s_cmp_eq_u32 s2, 1
	s_clause 0x1
	s_load_b64 s[2:3], s[0:1], 0x38
	s_load_b32 s40, s[0:1], 0x138
	s_cselect_b32 s13, -1, 0
	s_abs_i32 s4, s12
	s_abs_i32 s7, s15
	v_cvt_f32_u32_e32 v1, s4
	s_sub_i32 s6, 0, s4
	v_cndmask_b16 v32.l, 0, 0x7e00, s13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v1, v1
	s_waitcnt_depctr depctr_va_vdst(0)
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_readfirstlane_b32 s5, v1
	v_and_b32_e32 v1, 31, v0
	s_mul_i32 s6, s6, s5
	v_and_or_b32 v65, s33, 32, v1
	s_mul_hi_u32 s6, s5, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_i32 s5, s5, s6
	s_xor_b32 s6, s15, s12
	s_mul_hi_u32 s5, s7, s5
	s_ashr_i32 s16, s6, 31
	s_mul_i32 s8, s5, s4
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[1:2], null, s2, v65, 0
	s_sub_i32 s6, s7, s8
	s_add_i32 s7, s5, 1
	s_sub_i32 s8, s6, s4
	s_cmp_ge_u32 s6, s4
	s_cselect_b32 s17, s7, s5
	s_cselect_b32 s5, s8, s6
	s_add_i32 s18, s17, 1
	s_cmp_ge_u32 s5, s4
	s_load_b256 s[4:11], s[0:1], 0x18
	s_cselect_b32 s17, s18, s17
	v_mad_u64_u32 v[3:4], null, s3, v65, v[2:3]
	s_xor_b32 s2, s17, s16
	s_lshl_b32 s14, s14, 6
	s_sub_i32 s2, s2, s16
	s_lshr_b32 s44, s33, 6
	s_mul_i32 s12, s2, s12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_i32 s12, s15, s12
	v_mov_b32_e32 v2, v3
	s_mul_i32 s43, s12, s40
	s_add_i32 s43, s43, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_add_i32 s41, s43, s14
	v_lshlrev_b64 v[33:34], 1, v[1:2]
	s_ashr_i32 s42, s41, 31
	s_add_u32 s12, s41, s44
	s_addc_u32 s13, s42, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc_lo, s[8:9], v[65:66]
	v_cmp_lt_i64_e64 s2, s[12:13], s[6:7]
	s_cmp_gt_i32 s13, -1
	v_mov_b16_e32 v1.l, v32.l
	s_cselect_b32 s3, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s2, s3, s2
	s_and_b32 s2, vcc_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_mul_i32 s2, s12, s11
	s_mul_hi_u32 s8, s12, s10
	s_mul_i32 s9, s13, s10
	s_add_i32 s2, s8, s2
	s_mul_i32 s8, s12, s10
	s_add_i32 s9, s2, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[8:9], s[8:9], 1
	s_add_u32 s2, s4, s8
	s_addc_u32 s8, s5, s9
	v_add_co_u32 v1, s2, s2, v33
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, s8, v34, s2
	global_load_d16_b16 v1, v[1:2], off
.LBB0_2:
	s_or_b32 exec_lo, exec_lo, s3
	s_add_u32 s2, s12, 2
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v2.l, v32.l
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s8, s9, s8
	s_and_b32 s9, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_4
; %bb.3:
	s_mul_i32 s9, s2, s11
	s_mul_hi_u32 s16, s2, s10
	s_mul_i32 s3, s3, s10
	s_add_i32 s9, s16, s9
	s_mul_i32 s2, s2, s10
	s_add_i32 s3, s9, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v2, s2, s2, v33
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s3, v34, s2
	global_load_d16_b16 v2, v[2:3], off
.LBB0_4:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 4
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v3.l, v32.l
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s8, s9, s8
	s_and_b32 s9, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_6
; %bb.5:
	s_mul_i32 s9, s2, s11
	s_mul_hi_u32 s16, s2, s10
	s_mul_i32 s3, s3, s10
	s_add_i32 s9, s16, s9
	s_mul_i32 s2, s2, s10
	s_add_i32 s3, s9, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v3, s2, s2, v33
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s3, v34, s2
	global_load_d16_b16 v3, v[3:4], off
.LBB0_6:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 6
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v4.l, v32.l
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s8, s9, s8
	s_and_b32 s9, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_8
; %bb.7:
	s_mul_i32 s9, s2, s11
	s_mul_hi_u32 s16, s2, s10
	s_mul_i32 s3, s3, s10
	s_add_i32 s9, s16, s9
	s_mul_i32 s2, s2, s10
	s_add_i32 s3, s9, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v4, s2, s2, v33
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, s3, v34, s2
	global_load_d16_b16 v4, v[4:5], off
.LBB0_8:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 8
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v5.l, v32.l
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s8, s9, s8
	s_and_b32 s9, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_10
; %bb.9:
	s_mul_i32 s9, s2, s11
	s_mul_hi_u32 s16, s2, s10
	s_mul_i32 s3, s3, s10
	s_add_i32 s9, s16, s9
	s_mul_i32 s2, s2, s10
	s_add_i32 s3, s9, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v5, s2, s2, v33
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v6, null, s3, v34, s2
	global_load_d16_b16 v5, v[5:6], off
.LBB0_10:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 10
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v6.l, v32.l
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s8, s9, s8
	s_and_b32 s9, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_12
; %bb.11:
	s_mul_i32 s9, s2, s11
	s_mul_hi_u32 s16, s2, s10
	s_mul_i32 s3, s3, s10
	s_add_i32 s9, s16, s9
	s_mul_i32 s2, s2, s10
	s_add_i32 s3, s9, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v6, s2, s2, v33
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, s3, v34, s2
	global_load_d16_b16 v6, v[6:7], off
.LBB0_12:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 12
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v7.l, v32.l
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s8, s9, s8
	s_and_b32 s9, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_14
; %bb.13:
	s_mul_i32 s9, s2, s11
	s_mul_hi_u32 s16, s2, s10
	s_mul_i32 s3, s3, s10
	s_add_i32 s9, s16, s9
	s_mul_i32 s2, s2, s10
	s_add_i32 s3, s9, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v7, s2, s2, v33
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v8, null, s3, v34, s2
	global_load_d16_b16 v7, v[7:8], off
.LBB0_14:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 14
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v8.l, v32.l
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s8, s9, s8
	s_and_b32 s9, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_16
; %bb.15:
	s_mul_i32 s9, s2, s11
	s_mul_hi_u32 s16, s2, s10
	s_mul_i32 s3, s3, s10
	s_add_i32 s9, s16, s9
	s_mul_i32 s2, s2, s10
	s_add_i32 s3, s9, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v8, s2, s2, v33
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, s3, v34, s2
	global_load_d16_b16 v8, v[8:9], off
.LBB0_16:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 16
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v9.l, v32.l
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s8, s9, s8
	s_and_b32 s9, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_18
; %bb.17:
	s_mul_i32 s9, s2, s11
	s_mul_hi_u32 s16, s2, s10
	s_mul_i32 s3, s3, s10
	s_add_i32 s9, s16, s9
	s_mul_i32 s2, s2, s10
	s_add_i32 s3, s9, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v9, s2, s2, v33
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, s3, v34, s2
	global_load_d16_b16 v9, v[9:10], off
.LBB0_18:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 18
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v10.l, v32.l
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s8, s9, s8
	s_and_b32 s9, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_20
; %bb.19:
	s_mul_i32 s9, s2, s11
	s_mul_hi_u32 s16, s2, s10
	s_mul_i32 s3, s3, s10
	s_add_i32 s9, s16, s9
	s_mul_i32 s2, s2, s10
	s_add_i32 s3, s9, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v10, s2, s2, v33
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, s3, v34, s2
	global_load_d16_b16 v10, v[10:11], off
.LBB0_20:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 20
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v11.l, v32.l
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s8, s9, s8
	s_and_b32 s9, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_22
; %bb.21:
	s_mul_i32 s9, s2, s11
	s_mul_hi_u32 s16, s2, s10
	s_mul_i32 s3, s3, s10
	s_add_i32 s9, s16, s9
	s_mul_i32 s2, s2, s10
	s_add_i32 s3, s9, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v11, s2, s2, v33
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v12, null, s3, v34, s2
	global_load_d16_b16 v11, v[11:12], off
.LBB0_22:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 22
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v12.l, v32.l
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s8, s9, s8
	s_and_b32 s9, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_24
; %bb.23:
	s_mul_i32 s9, s2, s11
	s_mul_hi_u32 s16, s2, s10
	s_mul_i32 s3, s3, s10
	s_add_i32 s9, s16, s9
	s_mul_i32 s2, s2, s10
	s_add_i32 s3, s9, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v12, s2, s2, v33
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, s3, v34, s2
	global_load_d16_b16 v12, v[12:13], off
.LBB0_24:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 24
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v13.l, v32.l
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s8, s9, s8
	s_and_b32 s9, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_26
; %bb.25:
	s_mul_i32 s9, s2, s11
	s_mul_hi_u32 s16, s2, s10
	s_mul_i32 s3, s3, s10
	s_add_i32 s9, s16, s9
	s_mul_i32 s2, s2, s10
	s_add_i32 s3, s9, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v13, s2, s2, v33
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v14, null, s3, v34, s2
	global_load_d16_b16 v13, v[13:14], off
.LBB0_26:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 26
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v14.l, v32.l
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s8, s9, s8
	s_and_b32 s9, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_28
; %bb.27:
	s_mul_i32 s9, s2, s11
	s_mul_hi_u32 s16, s2, s10
	s_mul_i32 s3, s3, s10
	s_add_i32 s9, s16, s9
	s_mul_i32 s2, s2, s10
	s_add_i32 s3, s9, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v14, s2, s2, v33
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v15, null, s3, v34, s2
	global_load_d16_b16 v14, v[14:15], off
.LBB0_28:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 28
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v15.l, v32.l
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s8, s9, s8
	s_and_b32 s9, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_30
; %bb.29:
	s_mul_i32 s9, s2, s11
	s_mul_hi_u32 s16, s2, s10
	s_mul_i32 s3, s3, s10
	s_add_i32 s9, s16, s9
	s_mul_i32 s2, s2, s10
	s_add_i32 s3, s9, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v15, s2, s2, v33
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v16, null, s3, v34, s2
	global_load_d16_b16 v15, v[15:16], off
.LBB0_30:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 30
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v16.l, v32.l
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s8, s9, s8
	s_and_b32 s9, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_32
; %bb.31:
	s_mul_i32 s9, s2, s11
	s_mul_hi_u32 s16, s2, s10
	s_mul_i32 s3, s3, s10
	s_add_i32 s9, s16, s9
	s_mul_i32 s2, s2, s10
	s_add_i32 s3, s9, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v16, s2, s2, v33
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, null, s3, v34, s2
	global_load_d16_b16 v16, v[16:17], off
.LBB0_32:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 32
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v17.l, v32.l
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s8, s9, s8
	s_and_b32 s9, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_34
; %bb.33:
	s_mul_i32 s9, s2, s11
	s_mul_hi_u32 s16, s2, s10
	s_mul_i32 s3, s3, s10
	s_add_i32 s9, s16, s9
	s_mul_i32 s2, s2, s10
	s_add_i32 s3, s9, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v17, s2, s2, v33
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v18, null, s3, v34, s2
	global_load_d16_b16 v17, v[17:18], off
.LBB0_34:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 34
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v18.l, v32.l
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s8, s9, s8
	s_and_b32 s9, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_36
; %bb.35:
	s_mul_i32 s9, s2, s11
	s_mul_hi_u32 s16, s2, s10
	s_mul_i32 s3, s3, s10
	s_add_i32 s9, s16, s9
	s_mul_i32 s2, s2, s10
	s_add_i32 s3, s9, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v18, s2, s2, v33
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v19, null, s3, v34, s2
	global_load_d16_b16 v18, v[18:19], off
.LBB0_36:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 36
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v19.l, v32.l
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s8, s9, s8
	s_and_b32 s9, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_38
; %bb.37:
	s_mul_i32 s9, s2, s11
	s_mul_hi_u32 s16, s2, s10
	s_mul_i32 s3, s3, s10
	s_add_i32 s9, s16, s9
	s_mul_i32 s2, s2, s10
	s_add_i32 s3, s9, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v19, s2, s2, v33
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v20, null, s3, v34, s2
	global_load_d16_b16 v19, v[19:20], off
.LBB0_38:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 38
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v20.l, v32.l
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s8, s9, s8
	s_and_b32 s9, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_40
; %bb.39:
	s_mul_i32 s9, s2, s11
	s_mul_hi_u32 s16, s2, s10
	s_mul_i32 s3, s3, s10
	s_add_i32 s9, s16, s9
	s_mul_i32 s2, s2, s10
	s_add_i32 s3, s9, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v20, s2, s2, v33
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v21, null, s3, v34, s2
	global_load_d16_b16 v20, v[20:21], off
.LBB0_40:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 40
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v21.l, v32.l
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s8, s9, s8
	s_and_b32 s9, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_42
; %bb.41:
	s_mul_i32 s9, s2, s11
	s_mul_hi_u32 s16, s2, s10
	s_mul_i32 s3, s3, s10
	s_add_i32 s9, s16, s9
	s_mul_i32 s2, s2, s10
	s_add_i32 s3, s9, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v21, s2, s2, v33
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v22, null, s3, v34, s2
	global_load_d16_b16 v21, v[21:22], off
.LBB0_42:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 42
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v22.l, v32.l
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s8, s9, s8
	s_and_b32 s9, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_44
; %bb.43:
	s_mul_i32 s9, s2, s11
	s_mul_hi_u32 s16, s2, s10
	s_mul_i32 s3, s3, s10
	s_add_i32 s9, s16, s9
	s_mul_i32 s2, s2, s10
	s_add_i32 s3, s9, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v22, s2, s2, v33
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v23, null, s3, v34, s2
	global_load_d16_b16 v22, v[22:23], off
.LBB0_44:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 44
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v23.l, v32.l
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s8, s9, s8
	s_and_b32 s9, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_46
; %bb.45:
	s_mul_i32 s9, s2, s11
	s_mul_hi_u32 s16, s2, s10
	s_mul_i32 s3, s3, s10
	s_add_i32 s9, s16, s9
	s_mul_i32 s2, s2, s10
	s_add_i32 s3, s9, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v23, s2, s2, v33
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v24, null, s3, v34, s2
	global_load_d16_b16 v23, v[23:24], off
.LBB0_46:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 46
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v24.l, v32.l
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s8, s9, s8
	s_and_b32 s9, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_48
; %bb.47:
	s_mul_i32 s9, s2, s11
	s_mul_hi_u32 s16, s2, s10
	s_mul_i32 s3, s3, s10
	s_add_i32 s9, s16, s9
	s_mul_i32 s2, s2, s10
	s_add_i32 s3, s9, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v24, s2, s2, v33
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v25, null, s3, v34, s2
	global_load_d16_b16 v24, v[24:25], off
.LBB0_48:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 48
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v25.l, v32.l
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s8, s9, s8
	s_and_b32 s9, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_50
; %bb.49:
	s_mul_i32 s9, s2, s11
	s_mul_hi_u32 s16, s2, s10
	s_mul_i32 s3, s3, s10
	s_add_i32 s9, s16, s9
	s_mul_i32 s2, s2, s10
	s_add_i32 s3, s9, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v25, s2, s2, v33
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v26, null, s3, v34, s2
	global_load_d16_b16 v25, v[25:26], off
.LBB0_50:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 50
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v26.l, v32.l
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s8, s9, s8
	s_and_b32 s9, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_52
; %bb.51:
	s_mul_i32 s9, s2, s11
	s_mul_hi_u32 s16, s2, s10
	s_mul_i32 s3, s3, s10
	s_add_i32 s9, s16, s9
	s_mul_i32 s2, s2, s10
	s_add_i32 s3, s9, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v26, s2, s2, v33
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v27, null, s3, v34, s2
	global_load_d16_b16 v26, v[26:27], off
.LBB0_52:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 52
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v27.l, v32.l
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s8, s9, s8
	s_and_b32 s9, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_54
; %bb.53:
	s_mul_i32 s9, s2, s11
	s_mul_hi_u32 s16, s2, s10
	s_mul_i32 s3, s3, s10
	s_add_i32 s9, s16, s9
	s_mul_i32 s2, s2, s10
	s_add_i32 s3, s9, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v27, s2, s2, v33
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v28, null, s3, v34, s2
	global_load_d16_b16 v27, v[27:28], off
.LBB0_54:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 54
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v28.l, v32.l
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s8, s9, s8
	s_and_b32 s9, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_56
; %bb.55:
	s_mul_i32 s9, s2, s11
	s_mul_hi_u32 s16, s2, s10
	s_mul_i32 s3, s3, s10
	s_add_i32 s9, s16, s9
	s_mul_i32 s2, s2, s10
	s_add_i32 s3, s9, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v28, s2, s2, v33
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v29, null, s3, v34, s2
	global_load_d16_b16 v28, v[28:29], off
.LBB0_56:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 56
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v29.l, v32.l
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s8, s9, s8
	s_and_b32 s9, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_58
; %bb.57:
	s_mul_i32 s9, s2, s11
	s_mul_hi_u32 s16, s2, s10
	s_mul_i32 s3, s3, s10
	s_add_i32 s9, s16, s9
	s_mul_i32 s2, s2, s10
	s_add_i32 s3, s9, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v29, s2, s2, v33
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v30, null, s3, v34, s2
	global_load_d16_b16 v29, v[29:30], off
.LBB0_58:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 58
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v30.l, v32.l
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s8, s9, s8
	s_and_b32 s9, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_60
; %bb.59:
	s_mul_i32 s9, s2, s11
	s_mul_hi_u32 s16, s2, s10
	s_mul_i32 s3, s3, s10
	s_add_i32 s9, s16, s9
	s_mul_i32 s2, s2, s10
	s_add_i32 s3, s9, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v30, s2, s2, v33
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v31, null, s3, v34, s2
	global_load_d16_b16 v30, v[30:31], off
.LBB0_60:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 60
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v31.l, v32.l
	v_cmp_lt_i64_e64 s8, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s8, s9, s8
	s_and_b32 s9, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_62
; %bb.61:
	s_mul_i32 s9, s2, s11
	s_mul_hi_u32 s16, s2, s10
	s_mul_i32 s3, s3, s10
	s_add_i32 s9, s16, s9
	s_mul_i32 s2, s2, s10
	s_add_i32 s3, s9, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v35, s2, s2, v33
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v36, null, s3, v34, s2
	global_load_d16_b16 v31, v[35:36], off
.LBB0_62:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_b32 s8, s33, 0x60
	s_add_u32 s2, s12, 62
	s_addc_u32 s3, s13, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_lt_i64_e64 s6, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s7, -1, 0
	s_and_b32 s6, s7, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s7, vcc_lo, s6
	s_and_saveexec_b32 s6, s7
	s_cbranch_execz .LBB0_64
; %bb.63:
	s_mul_i32 s7, s2, s11
	s_mul_hi_u32 s9, s2, s10
	s_mul_i32 s3, s3, s10
	s_add_i32 s7, s9, s7
	s_mul_i32 s2, s2, s10
	s_add_i32 s3, s7, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v32, vcc_lo, s2, v33
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v33, null, s3, v34, vcc_lo
	global_load_d16_b16 v32, v[32:33], off
.LBB0_64:
	s_or_b32 exec_lo, exec_lo, s6
	s_and_b32 s25, s8, 64
	s_bfe_i32 s2, s8, 0x10006
	v_lshlrev_b32_e32 v33, 1, v65
	s_cmp_eq_u32 s25, 0
	v_lshlrev_b32_e32 v75, 2, v65
	s_cselect_b32 s26, -1, 0
	s_and_b32 s2, s2, 0x90
	s_cmp_gt_i32 s40, 0
	v_xor_b32_e32 v33, s2, v33
	s_mov_b32 s2, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v34, 0, v33
	v_xad_u32 v35, v33, 32, 0
	s_waitcnt vmcnt(0)
	ds_store_b16 v34, v1
	ds_store_b16 v34, v5 offset:1024
	ds_store_b16 v34, v9 offset:2048
	ds_store_b16 v34, v13 offset:3072
	ds_store_b16 v34, v17 offset:4096
	ds_store_b16 v34, v21 offset:5120
	ds_store_b16 v34, v25 offset:6144
	ds_store_b16 v34, v29 offset:7168
	v_xad_u32 v1, v33, 64, 0
	ds_store_b16 v35, v2 offset:256
	ds_store_b16 v35, v6 offset:1280
	ds_store_b16 v35, v10 offset:2304
	ds_store_b16 v35, v14 offset:3328
	ds_store_b16 v35, v18 offset:4352
	ds_store_b16 v35, v22 offset:5376
	ds_store_b16 v35, v26 offset:6400
	ds_store_b16 v35, v30 offset:7424
	v_xad_u32 v2, 0x60, v33, 0
	ds_store_b16 v1, v3 offset:512
	ds_store_b16 v1, v7 offset:1536
	ds_store_b16 v1, v11 offset:2560
	ds_store_b16 v1, v15 offset:3584
	ds_store_b16 v1, v19 offset:4608
	ds_store_b16 v1, v23 offset:5632
	ds_store_b16 v1, v27 offset:6656
	ds_store_b16 v1, v31 offset:7680
	ds_store_b16 v2, v4 offset:768
	ds_store_b16 v2, v8 offset:1792
	ds_store_b16 v2, v12 offset:2816
	ds_store_b16 v2, v16 offset:3840
	ds_store_b16 v2, v20 offset:4864
	ds_store_b16 v2, v24 offset:5888
	ds_store_b16 v2, v28 offset:6912
	ds_store_b16 v2, v32 offset:7936
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB0_66
; %bb.65:                               ; %.._crit_edge_crit_edge
	v_lshlrev_b32_e32 v34, 2, v65
	s_branch .LBB0_67
.LBB0_66:
	s_mov_b32 s2, -1
                                        ; implicit-def: $vgpr34
.LBB0_67:                               ; %Flow194
	s_clause 0x2
	s_load_b128 s[36:39], s[0:1], 0x108
	s_load_b64 s[34:35], s[0:1], 0xf0
	s_load_b64 s[12:13], s[0:1], 0x8
	s_lshr_b32 s45, s33, 5
	v_and_b32_e32 v74, 15, v0
	s_and_b32 s2, s2, exec_lo
	s_cselect_b32 s2, 1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_134
; %bb.68:                               ; %.lr.ph
	s_clause 0x4
	s_load_b64 s[2:3], s[0:1], 0x80
	s_load_b64 s[28:29], s[0:1], 0xc8
	s_load_b256 s[4:11], s[0:1], 0xa8
	s_load_b256 s[16:23], s[0:1], 0x60
	s_load_b32 s63, s[0:1], 0x0
	v_dual_mov_b32 v13, 0x5410 :: v_dual_and_b32 v8, 7, v0
	s_lshl_b32 s27, s45, 11
	v_lshlrev_b32_e32 v23, 3, v0
	v_lshlrev_b32_e32 v24, 1, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_lshlrev_b32_e32 v9, 4, v8
	v_bfe_i32 v25, v0, 3, 1
	s_lshr_b32 s46, s25, 4
	v_and_b32_e32 v12, 16, v0
	v_xor_b32_e32 v24, v23, v24
	v_and_b32_e32 v23, 48, v23
	v_and_b32_e32 v25, 0x210, v25
	s_or_b32 s47, s46, 1
	s_or_b32 s48, s46, 2
	s_or_b32 s49, s46, 3
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[1:2], null, s2, v65, 0
	v_mad_u64_u32 v[3:4], null, s28, v65, 0
	v_lshl_or_b32 v8, v8, 6, v23
	s_or_b32 s50, s46, 8
	s_or_b32 s51, s46, 9
	s_or_b32 s52, s46, 10
	s_or_b32 s53, s46, 11
	s_or_b32 s54, s46, 16
	s_or_b32 s55, s46, 17
	v_mad_u64_u32 v[5:6], null, s3, v65, v[2:3]
	v_lshlrev_b32_e32 v7, 7, v74
	s_or_b32 s56, s46, 18
	s_or_b32 s57, s46, 19
	s_or_b32 s58, s46, 24
	s_or_b32 s59, s46, 25
	s_or_b32 s60, s46, 26
	s_or_b32 s61, s46, 27
	v_mov_b32_e32 v2, v5
	v_or3_b32 v9, s27, v7, v9
	v_mad_u64_u32 v[6:7], null, s29, v65, v[4:5]
	v_xor_b32_e32 v84, v8, v25
	v_mov_b32_e32 v25, 0
	v_lshlrev_b64 v[1:2], 1, v[1:2]
	v_xad_u32 v5, 0x60, v9, 0
	v_xad_u32 v7, 0x70, v9, 0
	v_xad_u32 v10, v9, 64, 0
	v_mul_u32_u24_e32 v81, 0x104, v74
	v_mov_b32_e32 v4, v6
	v_add_co_u32 v76, s3, s16, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v77, null, s17, v2, s3
	v_lshlrev_b64 v[3:4], 1, v[3:4]
	v_xad_u32 v1, v9, 32, 0
	v_xad_u32 v2, v9, 48, 0
	v_xad_u32 v6, 0x50, v9, 0
	v_mov_b32_e32 v18, 0x7632
	ds_load_b128 v[33:36], v5
	ds_load_b128 v[37:40], v7
	ds_load_b128 v[41:44], v10
	ds_load_b128 v[45:48], v6
	v_add_co_u32 v78, s3, s4, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v79, null, s5, v4, s3
	s_and_b32 s3, s26, exec_lo
	s_cselect_b32 s3, 0, 0x104
	v_add_nc_u32_e32 v3, 0, v9
	v_xor_b32_e32 v80, s3, v75
	v_cmp_eq_u32_e64 s3, 0, v12
	v_xad_u32 v4, v9, 16, 0
	ds_load_b128 v[49:52], v1
	ds_load_b128 v[53:56], v2
	ds_load_b128 v[57:60], v3
	ds_load_b128 v[61:64], v4
	v_xor_b32_e32 v17, 32, v81
	v_cndmask_b32_e64 v12, 0x1054, v13, s3
	v_cndmask_b32_e64 v18, 0x3276, v18, s3
	v_xor_b32_e32 v19, 36, v81
	v_xor_b32_e32 v27, 56, v81
	v_lshlrev_b32_e32 v28, 6, v65
	v_lshl_or_b32 v12, v12, 8, v12
	v_lshl_or_b32 v18, v18, 8, v18
	v_and_b32_e32 v24, 48, v24
	s_lshr_b32 s3, s25, 3
	v_add_nc_u32_e32 v100, 0, v17
	v_and_b32_e32 v12, 0x540054, v12
	v_dual_mov_b32 v31, v25 :: v_dual_and_b32 v18, 0x760076, v18
	v_add_nc_u32_e32 v101, 0, v19
	v_dual_mov_b32 v117, 1.0 :: v_dual_add_nc_u32 v106, 0, v27
	s_delay_alu instid0(VALU_DEP_3)
	v_lshl_or_b32 v18, v18, 4, v18
	v_mov_b32_e32 v27, v25
	v_lshl_or_b32 v12, v12, 4, v12
	v_mov_b32_e32 v17, v25
	v_mov_b32_e32 v19, v25
	v_or3_b32 v82, v28, s3, v24
	v_xor_b32_e32 v1, 8, v80
	v_xor_b32_e32 v2, 16, v80
	v_xor_b32_e32 v3, 24, v80
	v_xor_b32_e32 v4, 32, v80
	v_xor_b32_e32 v5, 40, v80
	v_xor_b32_e32 v6, 48, v80
	v_xor_b32_e32 v7, 56, v80
	v_xor_b32_e32 v9, 4, v81
	v_xor_b32_e32 v10, 8, v81
	v_xor_b32_e32 v11, 12, v81
	v_xor_b32_e32 v14, 16, v81
	v_xor_b32_e32 v15, 20, v81
	v_xor_b32_e32 v16, 24, v81
	v_xor_b32_e32 v13, 28, v81
	v_xor_b32_e32 v20, 40, v81
	v_xor_b32_e32 v21, 44, v81
	v_xor_b32_e32 v22, 48, v81
	v_xor_b32_e32 v26, 52, v81
	v_xor_b32_e32 v23, 60, v81
	v_dual_mov_b32 v30, v25 :: v_dual_and_b32 v83, 0x5040504, v12
	v_dual_mov_b32 v32, v25 :: v_dual_and_b32 v85, 0x7060706, v18
	v_xor_b32_e32 v8, 16, v82
	v_xor_b32_e32 v12, 32, v82
	v_xor_b32_e32 v18, 48, v82
	v_xor_b32_e32 v24, 16, v84
	v_xor_b32_e32 v28, 32, v84
	v_xor_b32_e32 v29, 48, v84
	v_cmp_gt_i64_e64 s2, s[8:9], v[65:66]
	v_add_nc_u32_e32 v86, 0, v1
	v_add_nc_u32_e32 v87, 0, v2
	v_add_nc_u32_e32 v88, 0, v3
	v_add_nc_u32_e32 v89, 0, v4
	v_add_nc_u32_e32 v90, 0, v5
	v_add_nc_u32_e32 v91, 0, v6
	v_add_nc_u32_e32 v92, 0, v7
	v_add_nc_u32_e32 v93, 0, v9
	v_add_nc_u32_e32 v94, 0, v10
	v_dual_mov_b32 v10, v25 :: v_dual_add_nc_u32 v95, 0, v11
	v_add_nc_u32_e32 v96, 0, v14
	v_add_nc_u32_e32 v97, 0, v15
	v_dual_mov_b32 v1, v25 :: v_dual_add_nc_u32 v98, 0, v16
	v_dual_mov_b32 v14, v25 :: v_dual_add_nc_u32 v99, 0, v13
	v_dual_mov_b32 v5, v25 :: v_dual_add_nc_u32 v102, 0, v20
	v_dual_mov_b32 v2, v25 :: v_dual_add_nc_u32 v103, 0, v21
	v_dual_mov_b32 v7, v25 :: v_dual_add_nc_u32 v104, 0, v22
	v_dual_mov_b32 v4, v25 :: v_dual_add_nc_u32 v105, 0, v26
	v_dual_mov_b32 v6, v25 :: v_dual_add_nc_u32 v107, 0, v23
	v_dual_mov_b32 v119, 0xff800000 :: v_dual_add_nc_u32 v108, 0, v8
	v_dual_mov_b32 v8, v25 :: v_dual_add_nc_u32 v109, 0, v12
	v_add_nc_u32_e32 v110, 0, v18
	v_add_nc_u32_e32 v111, 0, v24
	v_add_nc_u32_e32 v112, 0, v28
	v_dual_mov_b32 v26, v25 :: v_dual_add_nc_u32 v113, 0, v29
	v_mov_b32_e32 v28, v25
	v_mov_b32_e32 v29, v25
	v_mov_b32_e32 v18, v25
	v_mov_b32_e32 v20, v25
	v_mov_b32_e32 v21, v25
	v_mov_b32_e32 v22, v25
	v_mov_b32_e32 v23, v25
	v_mov_b32_e32 v24, v25
	v_mov_b32_e32 v9, v25
	v_mov_b32_e32 v11, v25
	v_mov_b32_e32 v12, v25
	v_mov_b32_e32 v13, v25
	v_mov_b32_e32 v15, v25
	v_mov_b32_e32 v16, v25
	v_mov_b32_e32 v3, v25
	v_mul_f32_e64 v114, 0x3fb8aa3b, s63
	v_cndmask_b16 v115.l, 0, 0x7e00, s31
	v_cndmask_b16 v116.l, 0, 0x7e00, s62
	s_mov_b32 s24, 0
	s_mov_b32 s16, 0x76543210
	s_mov_b32 s25, s24
	s_mov_b32 s26, s24
	s_mov_b32 s27, s24
	s_mov_b32 s28, s24
	s_mov_b32 s29, s24
	s_mov_b32 s30, s24
	s_mov_b32 s31, s24
	s_mov_b32 s17, s24
	v_cmp_gt_i64_e32 vcc_lo, s[20:21], v[65:66]
	s_branch .LBB0_70
.LBB0_69:                               ;   in Loop: Header=BB0_70 Depth=1
	s_or_b32 exec_lo, exec_lo, s8
	v_dual_sub_f32 v119, v119, v120 :: v_dual_add_f32 v118, v118, v137
	v_cvt_f16_f32_e64 v137.l, v121
	v_cvt_f16_f32_e64 v137.h, v122
	v_cvt_f16_f32_e64 v138.l, v123
	s_delay_alu instid0(VALU_DEP_4)
	v_exp_f32_e32 v119, v119
	v_cvt_f16_f32_e64 v138.h, v124
	v_cvt_f16_f32_e64 v185.l, v125
	v_cvt_f16_f32_e64 v186.l, v127
	v_permlanex16_b32 v122, v137, s16, 0xfedcba98 op_sel:[1,0]
	v_cvt_f16_f32_e64 v187.l, v129
	v_permlanex16_b32 v124, v138, s16, 0xfedcba98 op_sel:[1,0]
	v_cvt_f16_f32_e64 v187.h, v130
	v_cvt_f16_f32_e64 v188.l, v131
	v_cvt_f16_f32_e64 v188.h, v132
	v_dual_mul_f32 v26, v26, v119 :: v_dual_add_nc_u32 v125, 0, v82
	v_dual_mul_f32 v28, v28, v119 :: v_dual_add_nc_u32 v127, 0, v84
	v_cvt_f16_f32_e64 v190.l, v133
	v_cvt_f16_f32_e64 v190.h, v134
	v_cvt_f16_f32_e64 v192.l, v135
	v_cvt_f16_f32_e64 v192.h, v136
	v_perm_b32 v121, v122, v137, v83
	v_perm_b32 v122, v122, v137, v85
	v_perm_b32 v123, v124, v138, v83
	v_perm_b32 v124, v124, v138, v85
	s_waitcnt vmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b64 v125, v[66:67]
	ds_store_b64 v108, v[68:69]
	ds_store_b64 v109, v[70:71]
	ds_store_b64 v110, v[72:73]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[66:69], v127
	ds_load_b128 v[129:132], v127 offset:2048
	ds_load_b128 v[70:73], v111
	ds_load_b128 v[133:136], v111 offset:2048
	ds_load_b128 v[137:140], v112
	ds_load_b128 v[145:148], v112 offset:1024
	ds_load_b128 v[153:156], v112 offset:2048
	ds_load_b128 v[161:164], v112 offset:3072
	ds_load_b128 v[141:144], v113
	ds_load_b128 v[149:152], v113 offset:1024
	ds_load_b128 v[157:160], v113 offset:2048
	ds_load_b128 v[165:168], v113 offset:3072
	v_cvt_f16_f32_e64 v185.h, v126
	v_cvt_f16_f32_e64 v186.h, v128
	ds_load_b128 v[169:172], v127 offset:1024
	ds_load_b128 v[173:176], v111 offset:1024
	ds_load_b128 v[177:180], v127 offset:3072
	ds_load_b128 v[181:184], v111 offset:3072
	v_mul_f32_e32 v25, v25, v119
	v_mul_f32_e32 v27, v27, v119
	v_permlanex16_b32 v126, v185, s16, 0xfedcba98 op_sel:[1,0]
	v_permlanex16_b32 v128, v186, s16, 0xfedcba98 op_sel:[1,0]
	v_mul_f32_e32 v29, v29, v119
	v_mul_f32_e32 v30, v30, v119
	v_mul_f32_e32 v31, v31, v119
	v_mul_f32_e32 v17, v17, v119
	v_mul_f32_e32 v18, v18, v119
	v_mul_f32_e32 v19, v19, v119
	v_mul_f32_e32 v20, v20, v119
	v_mul_f32_e32 v21, v21, v119
	v_mul_f32_e32 v22, v22, v119
	v_mul_f32_e32 v23, v23, v119
	v_mul_f32_e32 v24, v24, v119
	v_mul_f32_e32 v9, v9, v119
	v_mul_f32_e32 v10, v10, v119
	v_mul_f32_e32 v11, v11, v119
	v_mul_f32_e32 v12, v12, v119
	v_mul_f32_e32 v13, v13, v119
	v_mul_f32_e32 v14, v14, v119
	v_mul_f32_e32 v15, v15, v119
	v_mul_f32_e32 v16, v16, v119
	v_mul_f32_e32 v1, v1, v119
	v_mul_f32_e32 v2, v2, v119
	v_mul_f32_e32 v3, v3, v119
	v_mul_f32_e32 v4, v4, v119
	v_mul_f32_e32 v5, v5, v119
	v_mul_f32_e32 v6, v6, v119
	v_mul_f32_e32 v7, v7, v119
	v_mul_f32_e32 v8, v8, v119
	v_permlanex16_b32 v189, v187, s16, 0xfedcba98 op_sel:[1,0]
	v_permlanex16_b32 v191, v188, s16, 0xfedcba98 op_sel:[1,0]
	v_permlanex16_b32 v193, v190, s16, 0xfedcba98 op_sel:[1,0]
	v_permlanex16_b32 v194, v192, s16, 0xfedcba98 op_sel:[1,0]
	v_perm_b32 v125, v126, v185, v83
	v_perm_b32 v126, v126, v185, v85
	v_perm_b32 v127, v128, v186, v83
	v_perm_b32 v128, v128, v186, v85
	v_fmac_f32_e32 v118, v117, v119
	v_mul_f32_e32 v32, v32, v119
	v_perm_b32 v185, v189, v187, v83
	v_perm_b32 v186, v189, v187, v85
	v_perm_b32 v187, v191, v188, v83
	v_perm_b32 v188, v191, v188, v85
	v_perm_b32 v189, v193, v190, v83
	v_perm_b32 v190, v193, v190, v85
	v_perm_b32 v191, v194, v192, v83
	v_perm_b32 v192, v194, v192, v85
	s_waitcnt lgkmcnt(6)
	v_wmma_f32_16x16x16_f16 v[17:24], v[145:152], v[121:128], v[17:24]
	v_wmma_f32_16x16x16_f16 v[9:16], v[129:136], v[121:128], v[9:16]
	s_waitcnt lgkmcnt(4)
	v_wmma_f32_16x16x16_f16 v[1:8], v[161:168], v[121:128], v[1:8]
	v_mov_b32_e32 v119, v120
	v_mov_b32_e32 v117, v118
	v_wmma_f32_16x16x16_f16 v[25:32], v[66:73], v[121:128], v[25:32]
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[17:24], v[169:176], v[185:192], v[17:24]
	v_wmma_f32_16x16x16_f16 v[9:16], v[153:160], v[185:192], v[9:16]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[1:8], v[177:184], v[185:192], v[1:8]
	s_add_i32 s17, s17, 32
	v_wmma_f32_16x16x16_f16 v[25:32], v[137:144], v[185:192], v[25:32]
	s_cmp_lt_i32 s17, s40
	s_cbranch_scc0 .LBB0_135
.LBB0_70:                               ; =>This Inner Loop Header: Depth=1
	s_add_i32 s20, s43, s17
	v_mov_b16_e32 v66.l, v116.l
	s_ashr_i32 s21, s20, 31
	s_add_u32 s4, s20, s44
	s_addc_u32 s5, s21, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_lt_i64_e64 s3, s[4:5], s[18:19]
	s_cmp_gt_i32 s5, -1
	s_cselect_b32 s8, -1, 0
	s_and_b32 s3, s8, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, vcc_lo, s3
	s_and_saveexec_b32 s8, s3
	s_cbranch_execz .LBB0_72
; %bb.71:                               ;   in Loop: Header=BB0_70 Depth=1
	s_mul_i32 s3, s4, s23
	s_mul_hi_u32 s9, s4, s22
	s_mul_i32 s62, s4, s22
	s_add_i32 s3, s9, s3
	s_mul_i32 s9, s5, s22
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_i32 s63, s3, s9
	s_lshl_b64 s[62:63], s[62:63], 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v66, s3, v76, s62
	v_add_co_ci_u32_e64 v67, null, s63, v77, s3
	global_load_d16_b16 v66, v[66:67], off
.LBB0_72:                               ;   in Loop: Header=BB0_70 Depth=1
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s8, s4, 2
	s_addc_u32 s9, s5, 0
	v_mov_b16_e32 v67.l, v116.l
	v_cmp_lt_i64_e64 s3, s[8:9], s[18:19]
	s_cmp_gt_i32 s9, -1
	s_cselect_b32 s62, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s62, s3
	s_and_b32 s3, vcc_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s62, s3
	s_cbranch_execz .LBB0_74
; %bb.73:                               ;   in Loop: Header=BB0_70 Depth=1
	s_mul_i32 s3, s8, s23
	s_mul_hi_u32 s63, s8, s22
	s_mul_i32 s9, s9, s22
	s_add_i32 s3, s63, s3
	s_mul_i32 s8, s8, s22
	s_add_i32 s9, s3, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[8:9], s[8:9], 1
	v_add_co_u32 v67, s3, v76, s8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v68, null, s9, v77, s3
	global_load_d16_b16 v67, v[67:68], off
.LBB0_74:                               ;   in Loop: Header=BB0_70 Depth=1
	s_or_b32 exec_lo, exec_lo, s62
	s_add_u32 s8, s4, 4
	s_addc_u32 s9, s5, 0
	v_mov_b16_e32 v68.l, v116.l
	v_cmp_lt_i64_e64 s3, s[8:9], s[18:19]
	s_cmp_gt_i32 s9, -1
	s_cselect_b32 s62, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s62, s3
	s_and_b32 s3, vcc_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s62, s3
	s_cbranch_execz .LBB0_76
; %bb.75:                               ;   in Loop: Header=BB0_70 Depth=1
	s_mul_i32 s3, s8, s23
	s_mul_hi_u32 s63, s8, s22
	s_mul_i32 s9, s9, s22
	s_add_i32 s3, s63, s3
	s_mul_i32 s8, s8, s22
	s_add_i32 s9, s3, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[8:9], s[8:9], 1
	v_add_co_u32 v68, s3, v76, s8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v69, null, s9, v77, s3
	global_load_d16_b16 v68, v[68:69], off
.LBB0_76:                               ;   in Loop: Header=BB0_70 Depth=1
	s_or_b32 exec_lo, exec_lo, s62
	s_add_u32 s8, s4, 6
	s_addc_u32 s9, s5, 0
	v_mov_b16_e32 v69.l, v116.l
	v_cmp_lt_i64_e64 s3, s[8:9], s[18:19]
	s_cmp_gt_i32 s9, -1
	s_cselect_b32 s62, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s62, s3
	s_and_b32 s3, vcc_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s62, s3
	s_cbranch_execz .LBB0_78
; %bb.77:                               ;   in Loop: Header=BB0_70 Depth=1
	s_mul_i32 s3, s8, s23
	s_mul_hi_u32 s63, s8, s22
	s_mul_i32 s9, s9, s22
	s_add_i32 s3, s63, s3
	s_mul_i32 s8, s8, s22
	s_add_i32 s9, s3, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[8:9], s[8:9], 1
	v_add_co_u32 v69, s3, v76, s8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v70, null, s9, v77, s3
	global_load_d16_b16 v69, v[69:70], off
.LBB0_78:                               ;   in Loop: Header=BB0_70 Depth=1
	s_or_b32 exec_lo, exec_lo, s62
	s_add_u32 s8, s4, 8
	s_addc_u32 s9, s5, 0
	v_mov_b16_e32 v70.l, v116.l
	v_cmp_lt_i64_e64 s3, s[8:9], s[18:19]
	s_cmp_gt_i32 s9, -1
	s_cselect_b32 s62, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s62, s3
	s_and_b32 s3, vcc_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s62, s3
	s_cbranch_execz .LBB0_80
; %bb.79:                               ;   in Loop: Header=BB0_70 Depth=1
	s_mul_i32 s3, s8, s23
	s_mul_hi_u32 s63, s8, s22
	s_mul_i32 s9, s9, s22
	s_add_i32 s3, s63, s3
	s_mul_i32 s8, s8, s22
	s_add_i32 s9, s3, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[8:9], s[8:9], 1
	v_add_co_u32 v70, s3, v76, s8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v71, null, s9, v77, s3
	global_load_d16_b16 v70, v[70:71], off
.LBB0_80:                               ;   in Loop: Header=BB0_70 Depth=1
	s_or_b32 exec_lo, exec_lo, s62
	s_add_u32 s8, s4, 10
	s_addc_u32 s9, s5, 0
	v_mov_b16_e32 v71.l, v116.l
	v_cmp_lt_i64_e64 s3, s[8:9], s[18:19]
	s_cmp_gt_i32 s9, -1
	s_cselect_b32 s62, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s62, s3
	s_and_b32 s3, vcc_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s62, s3
	s_cbranch_execz .LBB0_82
; %bb.81:                               ;   in Loop: Header=BB0_70 Depth=1
	s_mul_i32 s3, s8, s23
	s_mul_hi_u32 s63, s8, s22
	s_mul_i32 s9, s9, s22
	s_add_i32 s3, s63, s3
	s_mul_i32 s8, s8, s22
	s_add_i32 s9, s3, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[8:9], s[8:9], 1
	v_add_co_u32 v71, s3, v76, s8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v72, null, s9, v77, s3
	global_load_d16_b16 v71, v[71:72], off
.LBB0_82:                               ;   in Loop: Header=BB0_70 Depth=1
	s_or_b32 exec_lo, exec_lo, s62
	s_add_u32 s8, s4, 12
	s_addc_u32 s9, s5, 0
	v_mov_b16_e32 v72.l, v116.l
	v_cmp_lt_i64_e64 s3, s[8:9], s[18:19]
	s_cmp_gt_i32 s9, -1
	s_cselect_b32 s62, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s62, s3
	s_and_b32 s3, vcc_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s62, s3
	s_cbranch_execz .LBB0_84
; %bb.83:                               ;   in Loop: Header=BB0_70 Depth=1
	s_mul_i32 s3, s8, s23
	s_mul_hi_u32 s63, s8, s22
	s_mul_i32 s9, s9, s22
	s_add_i32 s3, s63, s3
	s_mul_i32 s8, s8, s22
	s_add_i32 s9, s3, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[8:9], s[8:9], 1
	v_add_co_u32 v72, s3, v76, s8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v73, null, s9, v77, s3
	global_load_d16_b16 v72, v[72:73], off
.LBB0_84:                               ;   in Loop: Header=BB0_70 Depth=1
	s_or_b32 exec_lo, exec_lo, s62
	s_add_u32 s8, s4, 14
	s_addc_u32 s9, s5, 0
	v_mov_b16_e32 v73.l, v116.l
	v_cmp_lt_i64_e64 s3, s[8:9], s[18:19]
	s_cmp_gt_i32 s9, -1
	s_cselect_b32 s62, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s62, s3
	s_and_b32 s3, vcc_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s62, s3
	s_cbranch_execz .LBB0_86
; %bb.85:                               ;   in Loop: Header=BB0_70 Depth=1
	s_mul_i32 s3, s8, s23
	s_mul_hi_u32 s63, s8, s22
	s_mul_i32 s9, s9, s22
	s_add_i32 s3, s63, s3
	s_mul_i32 s8, s8, s22
	s_add_i32 s9, s3, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[8:9], s[8:9], 1
	v_add_co_u32 v120, s3, v76, s8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v121, null, s9, v77, s3
	global_load_d16_b16 v73, v[120:121], off
.LBB0_86:                               ;   in Loop: Header=BB0_70 Depth=1
	s_or_b32 exec_lo, exec_lo, s62
	s_add_u32 s8, s4, 16
	s_addc_u32 s9, s5, 0
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v66.h, v116.l
	v_cmp_lt_i64_e64 s3, s[8:9], s[18:19]
	s_cmp_gt_i32 s9, -1
	s_cselect_b32 s62, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s62, s3
	s_and_b32 s3, vcc_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s62, s3
	s_cbranch_execz .LBB0_88
; %bb.87:                               ;   in Loop: Header=BB0_70 Depth=1
	s_mul_i32 s3, s8, s23
	s_mul_hi_u32 s63, s8, s22
	s_mul_i32 s9, s9, s22
	s_add_i32 s3, s63, s3
	s_mul_i32 s8, s8, s22
	s_add_i32 s9, s3, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[8:9], s[8:9], 1
	v_add_co_u32 v120, s3, v76, s8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v121, null, s9, v77, s3
	global_load_d16_hi_b16 v66, v[120:121], off
.LBB0_88:                               ;   in Loop: Header=BB0_70 Depth=1
	s_or_b32 exec_lo, exec_lo, s62
	s_add_u32 s8, s4, 18
	s_addc_u32 s9, s5, 0
	v_mov_b16_e32 v67.h, v116.l
	v_cmp_lt_i64_e64 s3, s[8:9], s[18:19]
	s_cmp_gt_i32 s9, -1
	s_cselect_b32 s62, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s62, s3
	s_and_b32 s3, vcc_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s62, s3
	s_cbranch_execz .LBB0_90
; %bb.89:                               ;   in Loop: Header=BB0_70 Depth=1
	s_mul_i32 s3, s8, s23
	s_mul_hi_u32 s63, s8, s22
	s_mul_i32 s9, s9, s22
	s_add_i32 s3, s63, s3
	s_mul_i32 s8, s8, s22
	s_add_i32 s9, s3, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[8:9], s[8:9], 1
	v_add_co_u32 v120, s3, v76, s8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v121, null, s9, v77, s3
	global_load_d16_hi_b16 v67, v[120:121], off
.LBB0_90:                               ;   in Loop: Header=BB0_70 Depth=1
	s_or_b32 exec_lo, exec_lo, s62
	s_add_u32 s8, s4, 20
	s_addc_u32 s9, s5, 0
	v_mov_b16_e32 v68.h, v116.l
	v_cmp_lt_i64_e64 s3, s[8:9], s[18:19]
	s_cmp_gt_i32 s9, -1
	s_cselect_b32 s62, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s62, s3
	s_and_b32 s3, vcc_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s62, s3
	s_cbranch_execz .LBB0_92
; %bb.91:                               ;   in Loop: Header=BB0_70 Depth=1
	s_mul_i32 s3, s8, s23
	s_mul_hi_u32 s63, s8, s22
	s_mul_i32 s9, s9, s22
	s_add_i32 s3, s63, s3
	s_mul_i32 s8, s8, s22
	s_add_i32 s9, s3, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[8:9], s[8:9], 1
	v_add_co_u32 v120, s3, v76, s8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v121, null, s9, v77, s3
	global_load_d16_hi_b16 v68, v[120:121], off
.LBB0_92:                               ;   in Loop: Header=BB0_70 Depth=1
	s_or_b32 exec_lo, exec_lo, s62
	s_add_u32 s8, s4, 22
	s_addc_u32 s9, s5, 0
	v_mov_b16_e32 v69.h, v116.l
	v_cmp_lt_i64_e64 s3, s[8:9], s[18:19]
	s_cmp_gt_i32 s9, -1
	s_cselect_b32 s62, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s62, s3
	s_and_b32 s3, vcc_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s62, s3
	s_cbranch_execz .LBB0_94
; %bb.93:                               ;   in Loop: Header=BB0_70 Depth=1
	s_mul_i32 s3, s8, s23
	s_mul_hi_u32 s63, s8, s22
	s_mul_i32 s9, s9, s22
	s_add_i32 s3, s63, s3
	s_mul_i32 s8, s8, s22
	s_add_i32 s9, s3, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[8:9], s[8:9], 1
	v_add_co_u32 v120, s3, v76, s8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v121, null, s9, v77, s3
	global_load_d16_hi_b16 v69, v[120:121], off
.LBB0_94:                               ;   in Loop: Header=BB0_70 Depth=1
	s_or_b32 exec_lo, exec_lo, s62
	s_add_u32 s8, s4, 24
	s_addc_u32 s9, s5, 0
	v_mov_b16_e32 v70.h, v116.l
	v_cmp_lt_i64_e64 s3, s[8:9], s[18:19]
	s_cmp_gt_i32 s9, -1
	s_cselect_b32 s62, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s62, s3
	s_and_b32 s3, vcc_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s62, s3
	s_cbranch_execz .LBB0_96
; %bb.95:                               ;   in Loop: Header=BB0_70 Depth=1
	s_mul_i32 s3, s8, s23
	s_mul_hi_u32 s63, s8, s22
	s_mul_i32 s9, s9, s22
	s_add_i32 s3, s63, s3
	s_mul_i32 s8, s8, s22
	s_add_i32 s9, s3, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[8:9], s[8:9], 1
	v_add_co_u32 v120, s3, v76, s8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v121, null, s9, v77, s3
	global_load_d16_hi_b16 v70, v[120:121], off
.LBB0_96:                               ;   in Loop: Header=BB0_70 Depth=1
	s_or_b32 exec_lo, exec_lo, s62
	s_add_u32 s8, s4, 26
	s_addc_u32 s9, s5, 0
	v_mov_b16_e32 v71.h, v116.l
	v_cmp_lt_i64_e64 s3, s[8:9], s[18:19]
	s_cmp_gt_i32 s9, -1
	s_cselect_b32 s62, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s62, s3
	s_and_b32 s3, vcc_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s62, s3
	s_cbranch_execz .LBB0_98
; %bb.97:                               ;   in Loop: Header=BB0_70 Depth=1
	s_mul_i32 s3, s8, s23
	s_mul_hi_u32 s63, s8, s22
	s_mul_i32 s9, s9, s22
	s_add_i32 s3, s63, s3
	s_mul_i32 s8, s8, s22
	s_add_i32 s9, s3, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[8:9], s[8:9], 1
	v_add_co_u32 v120, s3, v76, s8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v121, null, s9, v77, s3
	global_load_d16_hi_b16 v71, v[120:121], off
.LBB0_98:                               ;   in Loop: Header=BB0_70 Depth=1
	s_or_b32 exec_lo, exec_lo, s62
	s_add_u32 s8, s4, 28
	s_addc_u32 s9, s5, 0
	v_mov_b16_e32 v72.h, v116.l
	v_cmp_lt_i64_e64 s3, s[8:9], s[18:19]
	s_cmp_gt_i32 s9, -1
	s_cselect_b32 s62, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s62, s3
	s_and_b32 s3, vcc_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s62, s3
	s_cbranch_execz .LBB0_100
; %bb.99:                               ;   in Loop: Header=BB0_70 Depth=1
	s_mul_i32 s3, s8, s23
	s_mul_hi_u32 s63, s8, s22
	s_mul_i32 s9, s9, s22
	s_add_i32 s3, s63, s3
	s_mul_i32 s8, s8, s22
	s_add_i32 s9, s3, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[8:9], s[8:9], 1
	v_add_co_u32 v120, s3, v76, s8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v121, null, s9, v77, s3
	global_load_d16_hi_b16 v72, v[120:121], off
.LBB0_100:                              ;   in Loop: Header=BB0_70 Depth=1
	s_or_b32 exec_lo, exec_lo, s62
	s_add_u32 s4, s4, 30
	s_addc_u32 s5, s5, 0
	v_mov_b16_e32 v73.h, v116.l
	v_cmp_lt_i64_e64 s3, s[4:5], s[18:19]
	s_cmp_gt_i32 s5, -1
	s_cselect_b32 s8, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s8, s3
	s_and_b32 s3, vcc_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s3
	s_cbranch_execz .LBB0_102
; %bb.101:                              ;   in Loop: Header=BB0_70 Depth=1
	s_mul_i32 s3, s4, s23
	s_mul_hi_u32 s9, s4, s22
	s_mul_i32 s5, s5, s22
	s_add_i32 s3, s9, s3
	s_mul_i32 s4, s4, s22
	s_add_i32 s5, s3, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[4:5], s[4:5], 1
	v_add_co_u32 v120, s3, v76, s4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v121, null, s5, v77, s3
	global_load_d16_hi_b16 v73, v[120:121], off
.LBB0_102:                              ;   in Loop: Header=BB0_70 Depth=1
	s_or_b32 exec_lo, exec_lo, s8
	v_dual_mov_b32 v127, s31 :: v_dual_add_nc_u32 v118, 0, v80
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v86, v67 offset:512
	ds_store_b32 v118, v66
	ds_store_b32 v87, v68 offset:1024
	ds_store_b32 v88, v69 offset:1536
	ds_store_b32 v89, v70 offset:2048
	ds_store_b32 v90, v71 offset:2560
	ds_store_b32 v91, v72 offset:3072
	v_dual_mov_b32 v125, s29 :: v_dual_add_nc_u32 v66, 0, v81
	ds_store_b32 v92, v73 offset:3584
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_2addr_b32 v[143:144], v66 offset1:16
	ds_load_2addr_b32 v[145:146], v66 offset0:32 offset1:48
	ds_load_2addr_b32 v[147:148], v93 offset1:16
	ds_load_2addr_b32 v[149:150], v93 offset0:32 offset1:48
	ds_load_2addr_b32 v[151:152], v94 offset1:16
	ds_load_2addr_b32 v[153:154], v94 offset0:32 offset1:48
	ds_load_2addr_b32 v[155:156], v95 offset1:16
	ds_load_2addr_b32 v[157:158], v95 offset0:32 offset1:48
	ds_load_2addr_b32 v[159:160], v96 offset1:16
	ds_load_2addr_b32 v[161:162], v96 offset0:32 offset1:48
	ds_load_2addr_b32 v[163:164], v97 offset1:16
	ds_load_2addr_b32 v[165:166], v98 offset1:16
	ds_load_2addr_b32 v[167:168], v99 offset1:16
	ds_load_2addr_b32 v[169:170], v100 offset1:16
	ds_load_2addr_b32 v[171:172], v101 offset1:16
	ds_load_2addr_b32 v[173:174], v102 offset1:16
	ds_load_2addr_b32 v[175:176], v103 offset1:16
	ds_load_2addr_b32 v[177:178], v104 offset1:16
	ds_load_2addr_b32 v[179:180], v105 offset1:16
	ds_load_2addr_b32 v[181:182], v106 offset1:16
	ds_load_2addr_b32 v[183:184], v107 offset1:16
	ds_load_2addr_b32 v[185:186], v97 offset0:32 offset1:48
	ds_load_2addr_b32 v[187:188], v98 offset0:32 offset1:48
	ds_load_2addr_b32 v[189:190], v99 offset0:32 offset1:48
	ds_load_2addr_b32 v[191:192], v100 offset0:32 offset1:48
	ds_load_2addr_b32 v[193:194], v101 offset0:32 offset1:48
	ds_load_2addr_b32 v[195:196], v102 offset0:32 offset1:48
	ds_load_2addr_b32 v[197:198], v103 offset0:32 offset1:48
	ds_load_2addr_b32 v[199:200], v104 offset0:32 offset1:48
	ds_load_2addr_b32 v[201:202], v105 offset0:32 offset1:48
	ds_load_2addr_b32 v[203:204], v106 offset0:32 offset1:48
	ds_load_2addr_b32 v[205:206], v107 offset0:32 offset1:48
	s_waitcnt lgkmcnt(29)
	v_lshrrev_b32_e32 v118, 16, v147
	s_waitcnt lgkmcnt(25)
	v_lshrrev_b32_e32 v138, 16, v155
	v_lshrrev_b32_e32 v136, 16, v143
	v_lshrrev_b32_e32 v137, 16, v151
	s_waitcnt lgkmcnt(19)
	v_lshrrev_b32_e32 v140, 16, v167
	v_mov_b16_e64 v136.h, v118.l
	v_lshrrev_b32_e32 v118, 16, v163
	v_mov_b16_e64 v137.h, v138.l
	v_lshrrev_b32_e32 v138, 16, v159
	v_mov_b16_e64 v66.l, v143.l
	v_mov_b16_e64 v66.h, v147.l
	v_mov_b16_e64 v67.l, v151.l
	v_mov_b16_e64 v67.h, v155.l
	v_mov_b16_e64 v68.l, v159.l
	v_mov_b16_e64 v68.h, v163.l
	v_mov_b16_e64 v69.l, v165.l
	v_mov_b16_e64 v69.h, v167.l
	s_waitcnt lgkmcnt(18)
	v_mov_b16_e64 v70.l, v169.l
	s_waitcnt lgkmcnt(17)
	v_mov_b16_e64 v70.h, v171.l
	s_waitcnt lgkmcnt(16)
	v_mov_b16_e64 v71.l, v173.l
	s_waitcnt lgkmcnt(15)
	v_mov_b16_e64 v71.h, v175.l
	s_waitcnt lgkmcnt(14)
	v_mov_b16_e64 v72.l, v177.l
	s_waitcnt lgkmcnt(13)
	v_mov_b16_e64 v72.h, v179.l
	s_waitcnt lgkmcnt(12)
	v_mov_b16_e64 v73.l, v181.l
	s_waitcnt lgkmcnt(11)
	v_mov_b16_e64 v73.h, v183.l
	v_dual_mov_b32 v126, s30 :: v_dual_mov_b32 v123, s27
	v_dual_mov_b32 v124, s28 :: v_dual_mov_b32 v121, s25
	v_mov_b32_e32 v122, s26
	v_mov_b32_e32 v120, s24
	v_mov_b16_e64 v138.h, v118.l
	v_lshrrev_b32_e32 v118, 16, v171
	v_lshrrev_b32_e32 v139, 16, v165
	v_mov_b16_e64 v139.h, v140.l
	v_lshrrev_b32_e32 v140, 16, v169
	v_lshrrev_b32_e32 v142, 16, v175
	v_wmma_f32_16x16x16_f16 v[128:135], v[66:73], v[57:64], v[120:127]
	v_mov_b16_e64 v66.l, v144.l
	v_mov_b16_e64 v66.h, v148.l
	v_mov_b16_e64 v67.l, v152.l
	v_mov_b16_e64 v67.h, v156.l
	v_mov_b16_e64 v68.l, v160.l
	v_mov_b16_e64 v68.h, v164.l
	v_mov_b16_e64 v69.l, v166.l
	v_mov_b16_e64 v69.h, v168.l
	v_mov_b16_e64 v70.l, v170.l
	v_mov_b16_e64 v70.h, v172.l
	v_mov_b16_e64 v71.l, v174.l
	v_mov_b16_e64 v71.h, v176.l
	v_mov_b16_e64 v72.l, v178.l
	v_mov_b16_e64 v72.h, v180.l
	v_mov_b16_e64 v73.l, v182.l
	v_mov_b16_e64 v73.h, v184.l
	v_mov_b16_e64 v140.h, v118.l
	v_lshrrev_b32_e32 v118, 16, v179
	v_lshrrev_b32_e32 v147, 16, v183
	v_lshrrev_b32_e32 v141, 16, v173
	v_mov_b16_e64 v141.h, v142.l
	v_lshrrev_b32_e32 v142, 16, v177
	v_lshrrev_b32_e32 v143, 16, v181
	v_wmma_f32_16x16x16_f16 v[128:135], v[66:73], v[49:56], v[128:135]
	v_mov_b16_e64 v66.l, v145.l
	v_mov_b16_e64 v66.h, v149.l
	v_mov_b16_e64 v67.l, v153.l
	v_mov_b16_e64 v67.h, v157.l
	v_mov_b16_e64 v68.l, v161.l
	s_waitcnt lgkmcnt(10)
	v_mov_b16_e64 v68.h, v185.l
	s_waitcnt lgkmcnt(9)
	v_mov_b16_e64 v69.l, v187.l
	s_waitcnt lgkmcnt(8)
	v_mov_b16_e64 v69.h, v189.l
	s_waitcnt lgkmcnt(7)
	v_mov_b16_e64 v70.l, v191.l
	s_waitcnt lgkmcnt(6)
	v_mov_b16_e64 v70.h, v193.l
	s_waitcnt lgkmcnt(5)
	v_mov_b16_e64 v71.l, v195.l
	s_waitcnt lgkmcnt(4)
	v_mov_b16_e64 v71.h, v197.l
	s_waitcnt lgkmcnt(3)
	v_mov_b16_e64 v72.l, v199.l
	s_waitcnt lgkmcnt(2)
	v_mov_b16_e64 v72.h, v201.l
	s_waitcnt lgkmcnt(1)
	v_mov_b16_e64 v73.l, v203.l
	s_waitcnt lgkmcnt(0)
	v_mov_b16_e64 v73.h, v205.l
	v_mov_b16_e64 v142.h, v118.l
	v_mov_b16_e64 v143.h, v147.l
	v_lshrrev_b32_e32 v118, 16, v148
	v_lshrrev_b32_e32 v147, 16, v156
	v_wmma_f32_16x16x16_f16 v[128:135], v[66:73], v[41:48], v[128:135]
	s_add_u32 s4, s20, s46
	v_wmma_f32_16x16x16_f16 v[66:73], v[136:143], v[57:64], v[120:127]
	v_lshrrev_b32_e32 v120, 16, v144
	v_mov_b16_e32 v120.h, v118.l
	v_lshrrev_b32_e32 v118, 16, v164
	v_lshrrev_b32_e32 v124, 16, v168
	v_lshrrev_b32_e32 v122, 16, v160
	v_lshrrev_b32_e32 v125, 16, v172
	v_lshrrev_b32_e32 v127, 16, v180
	v_mov_b16_e32 v122.h, v118.l
	v_lshrrev_b32_e32 v118, 16, v176
	v_lshrrev_b32_e32 v143, 16, v184
	v_lshrrev_b32_e32 v123, 16, v166
	v_mov_b16_e32 v123.h, v124.l
	v_lshrrev_b32_e32 v124, 16, v170
	v_lshrrev_b32_e32 v126, 16, v178
	v_lshrrev_b32_e32 v121, 16, v152
	v_mov_b16_e32 v124.h, v125.l
	v_lshrrev_b32_e32 v125, 16, v174
	v_mov_b16_e32 v126.h, v127.l
	v_lshrrev_b32_e32 v127, 16, v182
	v_mov_b16_e64 v121.h, v147.l
	v_mov_b16_e32 v125.h, v118.l
	v_mov_b16_e64 v127.h, v143.l
	v_lshrrev_b32_e32 v118, 16, v149
	v_lshrrev_b32_e32 v144, 16, v205
	v_mov_b16_e64 v136.l, v146.l
	v_mov_b16_e64 v136.h, v150.l
	v_wmma_f32_16x16x16_f16 v[66:73], v[120:127], v[49:56], v[66:73]
	v_lshrrev_b32_e32 v122, 16, v157
	v_lshrrev_b32_e32 v120, 16, v145
	v_mov_b16_e32 v120.h, v118.l
	v_lshrrev_b32_e32 v118, 16, v185
	v_lshrrev_b32_e32 v121, 16, v153
	v_mov_b16_e32 v121.h, v122.l
	v_lshrrev_b32_e32 v124, 16, v189
	v_lshrrev_b32_e32 v122, 16, v161
	v_mov_b16_e32 v122.h, v118.l
	v_lshrrev_b32_e32 v118, 16, v193
	v_lshrrev_b32_e32 v123, 16, v187
	v_mov_b16_e32 v123.h, v124.l
	v_lshrrev_b32_e32 v124, 16, v191
	v_lshrrev_b32_e32 v126, 16, v197
	v_mov_b16_e32 v124.h, v118.l
	v_lshrrev_b32_e32 v118, 16, v201
	v_lshrrev_b32_e32 v125, 16, v195
	v_lshrrev_b32_e32 v127, 16, v203
	v_mov_b16_e32 v125.h, v126.l
	v_lshrrev_b32_e32 v126, 16, v199
	v_mov_b16_e32 v126.h, v118.l
	v_mov_b16_e64 v127.h, v144.l
	v_lshrrev_b32_e32 v118, 16, v150
	v_mov_b16_e64 v137.l, v154.l
	v_mov_b16_e64 v137.h, v158.l
	v_mov_b16_e64 v138.l, v162.l
	v_wmma_f32_16x16x16_f16 v[66:73], v[120:127], v[41:48], v[66:73]
	v_lshrrev_b32_e32 v122, 16, v158
	v_lshrrev_b32_e32 v120, 16, v146
	v_mov_b16_e32 v120.h, v118.l
	v_lshrrev_b32_e32 v118, 16, v186
	v_lshrrev_b32_e32 v121, 16, v154
	v_mov_b16_e32 v121.h, v122.l
	v_lshrrev_b32_e32 v124, 16, v190
	v_lshrrev_b32_e32 v122, 16, v162
	v_mov_b16_e64 v138.h, v186.l
	v_mov_b16_e64 v139.l, v188.l
	v_mov_b16_e64 v139.h, v190.l
	v_mov_b16_e64 v140.l, v192.l
	v_mov_b16_e64 v140.h, v194.l
	v_mov_b16_e64 v141.l, v196.l
	v_mov_b16_e64 v141.h, v198.l
	v_mov_b16_e64 v142.l, v200.l
	v_mov_b16_e64 v142.h, v202.l
	v_mov_b16_e64 v143.l, v204.l
	v_mov_b16_e64 v143.h, v206.l
	v_mov_b16_e32 v122.h, v118.l
	v_lshrrev_b32_e32 v118, 16, v194
	v_lshrrev_b32_e32 v123, 16, v188
	v_mov_b16_e32 v123.h, v124.l
	v_lshrrev_b32_e32 v124, 16, v192
	v_lshrrev_b32_e32 v126, 16, v198
	v_wmma_f32_16x16x16_f16 v[128:135], v[136:143], v[33:40], v[128:135]
	v_mov_b16_e32 v124.h, v118.l
	v_lshrrev_b32_e32 v118, 16, v202
	v_lshrrev_b32_e32 v136, 16, v206
	v_lshrrev_b32_e32 v125, 16, v196
	v_mov_b16_e32 v125.h, v126.l
	v_lshrrev_b32_e32 v126, 16, v200
	v_lshrrev_b32_e32 v127, 16, v204
	v_mov_b16_e32 v126.h, v118.l
	v_mov_b16_e64 v127.h, v136.l
	v_max_f32_e32 v118, v129, v129
	v_max_f32_e32 v136, v128, v128
	s_addc_u32 s5, s21, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_wmma_f32_16x16x16_f16 v[66:73], v[120:127], v[33:40], v[66:73]
	v_max3_f32 v120, v131, v132, v133
	v_max_f32_e32 v118, v136, v118
	v_cmp_lt_i64_e64 s3, s[4:5], s[6:7]
	s_cmp_gt_i32 s5, -1
	v_max3_f32 v121, v67, v68, v69
	v_max3_f32 v122, v70, v71, v72
	v_max3_f32 v123, v134, v135, v66
	v_max3_f32 v118, v118, v130, v120
	s_cselect_b32 s8, -1, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_max3_f32 v120, v121, v122, v73
	s_and_b32 s3, s8, s3
	s_and_b32 s3, s2, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_f32 v118, v118, v123, v120
	v_permlanex16_b32 v120, v118, s16, 0xfedcba98 op_sel:[1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_f32_e32 v120, v120, v120
	v_max_f32_e32 v118, v118, v120
	v_max_f32_e32 v120, v119, v119
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v118, v114, v118
	v_max_f32_e32 v120, v120, v118
	s_delay_alu instid0(VALU_DEP_1)
	v_fma_f32 v118, v114, v128, -v120
	v_fma_f32 v122, v114, v129, -v120
	v_fma_f32 v123, v114, v130, -v120
	v_fma_f32 v124, v114, v131, -v120
	v_fma_f32 v125, v114, v132, -v120
	v_fma_f32 v126, v114, v133, -v120
	v_fma_f32 v127, v114, v134, -v120
	v_fma_f32 v128, v114, v135, -v120
	v_fma_f32 v66, v114, v66, -v120
	v_fma_f32 v67, v114, v67, -v120
	v_fma_f32 v68, v114, v68, -v120
	v_fma_f32 v69, v114, v69, -v120
	v_fma_f32 v70, v114, v70, -v120
	v_fma_f32 v71, v114, v71, -v120
	v_fma_f32 v72, v114, v72, -v120
	v_fma_f32 v73, v114, v73, -v120
	v_exp_f32_e32 v121, v118
	v_exp_f32_e32 v122, v122
	v_exp_f32_e32 v123, v123
	v_exp_f32_e32 v124, v124
	v_exp_f32_e32 v125, v125
	v_exp_f32_e32 v126, v126
	v_exp_f32_e32 v127, v127
	v_exp_f32_e32 v128, v128
	v_exp_f32_e32 v129, v66
	v_exp_f32_e32 v130, v67
	v_exp_f32_e32 v131, v68
	v_exp_f32_e32 v132, v69
	v_exp_f32_e32 v133, v70
	v_exp_f32_e32 v134, v71
	v_exp_f32_e32 v135, v72
	v_exp_f32_e32 v136, v73
	v_dual_add_f32 v66, v121, v122 :: v_dual_add_f32 v67, v123, v124
	v_dual_add_f32 v68, v125, v126 :: v_dual_add_f32 v69, v127, v128
	v_dual_add_f32 v70, v129, v130 :: v_dual_add_f32 v71, v131, v132
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f32_e32 v66, v66, v67
	s_delay_alu instid0(TRANS32_DEP_3) | instid1(VALU_DEP_3)
	v_dual_add_f32 v72, v133, v134 :: v_dual_add_f32 v67, v68, v69
	s_waitcnt_depctr depctr_va_vdst(0)
	v_dual_add_f32 v73, v135, v136 :: v_dual_add_f32 v68, v70, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v66, v66, v67 :: v_dual_add_f32 v69, v72, v73
	v_add_f32_e32 v67, v68, v69
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v118, v66, v67
	v_mov_b16_e32 v66.l, v115.l
	v_permlanex16_b32 v137, v118, s16, 0xfedcba98 op_sel:[1,0]
	s_and_saveexec_b32 s8, s3
	s_cbranch_execz .LBB0_104
; %bb.103:                              ;   in Loop: Header=BB0_70 Depth=1
	s_mul_i32 s3, s4, s11
	s_mul_hi_u32 s9, s4, s10
	s_mul_i32 s5, s5, s10
	s_add_i32 s3, s9, s3
	s_mul_i32 s4, s4, s10
	s_add_i32 s5, s3, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[4:5], s[4:5], 1
	v_add_co_u32 v66, s3, v78, s4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v67, null, s5, v79, s3
	global_load_d16_b16 v66, v[66:67], off
.LBB0_104:                              ;   in Loop: Header=BB0_70 Depth=1
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s4, s20, s47
	s_addc_u32 s5, s21, 0
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v66.h, v115.l
	v_cmp_lt_i64_e64 s3, s[4:5], s[6:7]
	s_cmp_gt_i32 s5, -1
	s_cselect_b32 s8, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s8, s3
	s_and_b32 s3, s2, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s3
	s_cbranch_execz .LBB0_106
; %bb.105:                              ;   in Loop: Header=BB0_70 Depth=1
	s_mul_i32 s3, s4, s11
	s_mul_hi_u32 s9, s4, s10
	s_mul_i32 s5, s5, s10
	s_add_i32 s3, s9, s3
	s_mul_i32 s4, s4, s10
	s_add_i32 s5, s3, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[4:5], s[4:5], 1
	v_add_co_u32 v67, s3, v78, s4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v68, null, s5, v79, s3
	global_load_d16_hi_b16 v66, v[67:68], off
.LBB0_106:                              ;   in Loop: Header=BB0_70 Depth=1
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s4, s20, s48
	s_addc_u32 s5, s21, 0
	v_mov_b16_e32 v67.l, v115.l
	v_cmp_lt_i64_e64 s3, s[4:5], s[6:7]
	s_cmp_gt_i32 s5, -1
	s_cselect_b32 s8, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s8, s3
	s_and_b32 s3, s2, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s3
	s_cbranch_execz .LBB0_108
; %bb.107:                              ;   in Loop: Header=BB0_70 Depth=1
	s_mul_i32 s3, s4, s11
	s_mul_hi_u32 s9, s4, s10
	s_mul_i32 s5, s5, s10
	s_add_i32 s3, s9, s3
	s_mul_i32 s4, s4, s10
	s_add_i32 s5, s3, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[4:5], s[4:5], 1
	v_add_co_u32 v67, s3, v78, s4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v68, null, s5, v79, s3
	global_load_d16_b16 v67, v[67:68], off
.LBB0_108:                              ;   in Loop: Header=BB0_70 Depth=1
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s4, s20, s49
	s_addc_u32 s5, s21, 0
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v67.h, v115.l
	v_cmp_lt_i64_e64 s3, s[4:5], s[6:7]
	s_cmp_gt_i32 s5, -1
	s_cselect_b32 s8, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s8, s3
	s_and_b32 s3, s2, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s3
	s_cbranch_execz .LBB0_110
; %bb.109:                              ;   in Loop: Header=BB0_70 Depth=1
	s_mul_i32 s3, s4, s11
	s_mul_hi_u32 s9, s4, s10
	s_mul_i32 s5, s5, s10
	s_add_i32 s3, s9, s3
	s_mul_i32 s4, s4, s10
	s_add_i32 s5, s3, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[4:5], s[4:5], 1
	v_add_co_u32 v68, s3, v78, s4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v69, null, s5, v79, s3
	global_load_d16_hi_b16 v67, v[68:69], off
.LBB0_110:                              ;   in Loop: Header=BB0_70 Depth=1
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s4, s20, s50
	s_addc_u32 s5, s21, 0
	v_mov_b16_e32 v68.l, v115.l
	v_cmp_lt_i64_e64 s3, s[4:5], s[6:7]
	s_cmp_gt_i32 s5, -1
	s_cselect_b32 s8, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s8, s3
	s_and_b32 s3, s2, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s3
	s_cbranch_execz .LBB0_112
; %bb.111:                              ;   in Loop: Header=BB0_70 Depth=1
	s_mul_i32 s3, s4, s11
	s_mul_hi_u32 s9, s4, s10
	s_mul_i32 s5, s5, s10
	s_add_i32 s3, s9, s3
	s_mul_i32 s4, s4, s10
	s_add_i32 s5, s3, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[4:5], s[4:5], 1
	v_add_co_u32 v68, s3, v78, s4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v69, null, s5, v79, s3
	global_load_d16_b16 v68, v[68:69], off
.LBB0_112:                              ;   in Loop: Header=BB0_70 Depth=1
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s4, s20, s51
	s_addc_u32 s5, s21, 0
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v68.h, v115.l
	v_cmp_lt_i64_e64 s3, s[4:5], s[6:7]
	s_cmp_gt_i32 s5, -1
	s_cselect_b32 s8, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s8, s3
	s_and_b32 s3, s2, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s3
	s_cbranch_execz .LBB0_114
; %bb.113:                              ;   in Loop: Header=BB0_70 Depth=1
	s_mul_i32 s3, s4, s11
	s_mul_hi_u32 s9, s4, s10
	s_mul_i32 s5, s5, s10
	s_add_i32 s3, s9, s3
	s_mul_i32 s4, s4, s10
	s_add_i32 s5, s3, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[4:5], s[4:5], 1
	v_add_co_u32 v69, s3, v78, s4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v70, null, s5, v79, s3
	global_load_d16_hi_b16 v68, v[69:70], off
.LBB0_114:                              ;   in Loop: Header=BB0_70 Depth=1
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s4, s20, s52
	s_addc_u32 s5, s21, 0
	v_mov_b16_e32 v69.l, v115.l
	v_cmp_lt_i64_e64 s3, s[4:5], s[6:7]
	s_cmp_gt_i32 s5, -1
	s_cselect_b32 s8, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s8, s3
	s_and_b32 s3, s2, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s3
	s_cbranch_execz .LBB0_116
; %bb.115:                              ;   in Loop: Header=BB0_70 Depth=1
	s_mul_i32 s3, s4, s11
	s_mul_hi_u32 s9, s4, s10
	s_mul_i32 s5, s5, s10
	s_add_i32 s3, s9, s3
	s_mul_i32 s4, s4, s10
	s_add_i32 s5, s3, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[4:5], s[4:5], 1
	v_add_co_u32 v69, s3, v78, s4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v70, null, s5, v79, s3
	global_load_d16_b16 v69, v[69:70], off
.LBB0_116:                              ;   in Loop: Header=BB0_70 Depth=1
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s4, s20, s53
	s_addc_u32 s5, s21, 0
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v69.h, v115.l
	v_cmp_lt_i64_e64 s3, s[4:5], s[6:7]
	s_cmp_gt_i32 s5, -1
	s_cselect_b32 s8, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s8, s3
	s_and_b32 s3, s2, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s3
	s_cbranch_execz .LBB0_118
; %bb.117:                              ;   in Loop: Header=BB0_70 Depth=1
	s_mul_i32 s3, s4, s11
	s_mul_hi_u32 s9, s4, s10
	s_mul_i32 s5, s5, s10
	s_add_i32 s3, s9, s3
	s_mul_i32 s4, s4, s10
	s_add_i32 s5, s3, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[4:5], s[4:5], 1
	v_add_co_u32 v70, s3, v78, s4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v71, null, s5, v79, s3
	global_load_d16_hi_b16 v69, v[70:71], off
.LBB0_118:                              ;   in Loop: Header=BB0_70 Depth=1
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s4, s20, s54
	s_addc_u32 s5, s21, 0
	v_mov_b16_e32 v70.l, v115.l
	v_cmp_lt_i64_e64 s3, s[4:5], s[6:7]
	s_cmp_gt_i32 s5, -1
	s_cselect_b32 s8, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s8, s3
	s_and_b32 s3, s2, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s3
	s_cbranch_execz .LBB0_120
; %bb.119:                              ;   in Loop: Header=BB0_70 Depth=1
	s_mul_i32 s3, s4, s11
	s_mul_hi_u32 s9, s4, s10
	s_mul_i32 s5, s5, s10
	s_add_i32 s3, s9, s3
	s_mul_i32 s4, s4, s10
	s_add_i32 s5, s3, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[4:5], s[4:5], 1
	v_add_co_u32 v70, s3, v78, s4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v71, null, s5, v79, s3
	global_load_d16_b16 v70, v[70:71], off
.LBB0_120:                              ;   in Loop: Header=BB0_70 Depth=1
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s4, s20, s55
	s_addc_u32 s5, s21, 0
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v70.h, v115.l
	v_cmp_lt_i64_e64 s3, s[4:5], s[6:7]
	s_cmp_gt_i32 s5, -1
	s_cselect_b32 s8, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s8, s3
	s_and_b32 s3, s2, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s3
	s_cbranch_execz .LBB0_122
; %bb.121:                              ;   in Loop: Header=BB0_70 Depth=1
	s_mul_i32 s3, s4, s11
	s_mul_hi_u32 s9, s4, s10
	s_mul_i32 s5, s5, s10
	s_add_i32 s3, s9, s3
	s_mul_i32 s4, s4, s10
	s_add_i32 s5, s3, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[4:5], s[4:5], 1
	v_add_co_u32 v71, s3, v78, s4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v72, null, s5, v79, s3
	global_load_d16_hi_b16 v70, v[71:72], off
.LBB0_122:                              ;   in Loop: Header=BB0_70 Depth=1
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s4, s20, s56
	s_addc_u32 s5, s21, 0
	v_mov_b16_e32 v71.l, v115.l
	v_cmp_lt_i64_e64 s3, s[4:5], s[6:7]
	s_cmp_gt_i32 s5, -1
	s_cselect_b32 s8, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s8, s3
	s_and_b32 s3, s2, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s3
	s_cbranch_execz .LBB0_124
; %bb.123:                              ;   in Loop: Header=BB0_70 Depth=1
	s_mul_i32 s3, s4, s11
	s_mul_hi_u32 s9, s4, s10
	s_mul_i32 s5, s5, s10
	s_add_i32 s3, s9, s3
	s_mul_i32 s4, s4, s10
	s_add_i32 s5, s3, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[4:5], s[4:5], 1
	v_add_co_u32 v71, s3, v78, s4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v72, null, s5, v79, s3
	global_load_d16_b16 v71, v[71:72], off
.LBB0_124:                              ;   in Loop: Header=BB0_70 Depth=1
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s4, s20, s57
	s_addc_u32 s5, s21, 0
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v71.h, v115.l
	v_cmp_lt_i64_e64 s3, s[4:5], s[6:7]
	s_cmp_gt_i32 s5, -1
	s_cselect_b32 s8, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s8, s3
	s_and_b32 s3, s2, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s3
	s_cbranch_execz .LBB0_126
; %bb.125:                              ;   in Loop: Header=BB0_70 Depth=1
	s_mul_i32 s3, s4, s11
	s_mul_hi_u32 s9, s4, s10
	s_mul_i32 s5, s5, s10
	s_add_i32 s3, s9, s3
	s_mul_i32 s4, s4, s10
	s_add_i32 s5, s3, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[4:5], s[4:5], 1
	v_add_co_u32 v72, s3, v78, s4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v73, null, s5, v79, s3
	global_load_d16_hi_b16 v71, v[72:73], off
.LBB0_126:                              ;   in Loop: Header=BB0_70 Depth=1
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s4, s20, s58
	s_addc_u32 s5, s21, 0
	v_mov_b16_e32 v72.l, v115.l
	v_cmp_lt_i64_e64 s3, s[4:5], s[6:7]
	s_cmp_gt_i32 s5, -1
	s_cselect_b32 s8, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s8, s3
	s_and_b32 s3, s2, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s3
	s_cbranch_execz .LBB0_128
; %bb.127:                              ;   in Loop: Header=BB0_70 Depth=1
	s_mul_i32 s3, s4, s11
	s_mul_hi_u32 s9, s4, s10
	s_mul_i32 s5, s5, s10
	s_add_i32 s3, s9, s3
	s_mul_i32 s4, s4, s10
	s_add_i32 s5, s3, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[4:5], s[4:5], 1
	v_add_co_u32 v72, s3, v78, s4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v73, null, s5, v79, s3
	global_load_d16_b16 v72, v[72:73], off
.LBB0_128:                              ;   in Loop: Header=BB0_70 Depth=1
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s4, s20, s59
	s_addc_u32 s5, s21, 0
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v72.h, v115.l
	v_cmp_lt_i64_e64 s3, s[4:5], s[6:7]
	s_cmp_gt_i32 s5, -1
	s_cselect_b32 s8, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s8, s3
	s_and_b32 s3, s2, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s3
	s_cbranch_execz .LBB0_130
; %bb.129:                              ;   in Loop: Header=BB0_70 Depth=1
	s_mul_i32 s3, s4, s11
	s_mul_hi_u32 s9, s4, s10
	s_mul_i32 s5, s5, s10
	s_add_i32 s3, s9, s3
	s_mul_i32 s4, s4, s10
	s_add_i32 s5, s3, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[4:5], s[4:5], 1
	v_add_co_u32 v138, s3, v78, s4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v139, null, s5, v79, s3
	global_load_d16_hi_b16 v72, v[138:139], off
.LBB0_130:                              ;   in Loop: Header=BB0_70 Depth=1
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s4, s20, s60
	s_addc_u32 s5, s21, 0
	v_mov_b16_e32 v73.l, v115.l
	v_cmp_lt_i64_e64 s3, s[4:5], s[6:7]
	s_cmp_gt_i32 s5, -1
	s_cselect_b32 s8, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s8, s3
	s_and_b32 s3, s2, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s3
	s_cbranch_execz .LBB0_132
; %bb.131:                              ;   in Loop: Header=BB0_70 Depth=1
	s_mul_i32 s3, s4, s11
	s_mul_hi_u32 s9, s4, s10
	s_mul_i32 s5, s5, s10
	s_add_i32 s3, s9, s3
	s_mul_i32 s4, s4, s10
	s_add_i32 s5, s3, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[4:5], s[4:5], 1
	v_add_co_u32 v138, s3, v78, s4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v139, null, s5, v79, s3
	global_load_d16_b16 v73, v[138:139], off
.LBB0_132:                              ;   in Loop: Header=BB0_70 Depth=1
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s4, s20, s61
	s_addc_u32 s5, s21, 0
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v73.h, v115.l
	v_cmp_lt_i64_e64 s3, s[4:5], s[6:7]
	s_cmp_gt_i32 s5, -1
	s_cselect_b32 s8, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s8, s3
	s_and_b32 s3, s2, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s3
	s_cbranch_execz .LBB0_69
; %bb.133:                              ;   in Loop: Header=BB0_70 Depth=1
	s_mul_i32 s3, s4, s11
	s_mul_hi_u32 s9, s4, s10
	s_mul_i32 s5, s5, s10
	s_add_i32 s3, s9, s3
	s_mul_i32 s4, s4, s10
	s_add_i32 s5, s3, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[4:5], s[4:5], 1
	v_add_co_u32 v138, s3, v78, s4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v139, null, s5, v79, s3
	global_load_d16_hi_b16 v73, v[138:139], off
	s_branch .LBB0_69
.LBB0_134:
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v118, 1.0
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_mov_b32 v120, 0xff800000 :: v_dual_mov_b32 v5, v8
	v_mov_b32_e32 v7, v8
	v_mov_b32_e32 v6, v8
	v_mov_b32_e32 v4, v8
	v_mov_b32_e32 v3, v8
	v_mov_b32_e32 v2, v8
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v16, v8
	v_mov_b32_e32 v15, v8
	v_mov_b32_e32 v14, v8
	v_mov_b32_e32 v13, v8
	v_mov_b32_e32 v12, v8
	v_mov_b32_e32 v11, v8
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v9, v8
	v_mov_b32_e32 v24, v8
	v_mov_b32_e32 v23, v8
	v_mov_b32_e32 v22, v8
	v_mov_b32_e32 v21, v8
	v_mov_b32_e32 v20, v8
	v_mov_b32_e32 v19, v8
	v_mov_b32_e32 v18, v8
	v_mov_b32_e32 v17, v8
	v_mov_b32_e32 v32, v8
	v_mov_b32_e32 v31, v8
	v_mov_b32_e32 v30, v8
	v_mov_b32_e32 v29, v8
	v_mov_b32_e32 v28, v8
	v_mov_b32_e32 v27, v8
	v_mov_b32_e32 v26, v8
	v_mov_b32_e32 v25, v8
	s_branch .LBB0_136
.LBB0_135:                              ; %Flow
	v_mov_b32_e32 v34, v75
.LBB0_136:                              ; %Flow195
	v_cmp_gt_f32_e32 vcc_lo, 0x800000, v118
	v_lshl_or_b32 v38, s45, 4, v74
	s_load_b128 s[4:7], s[0:1], 0xf8
	s_lshl_b32 s1, s45, 6
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v33, 0, 32, vcc_lo
	v_cndmask_b32_e64 v36, 0, 0x42000000, vcc_lo
	s_barrier
	buffer_gl0_inv
	s_mul_i32 s0, s40, s15
	v_ldexp_f32 v33, v118, v33
	s_add_i32 s0, s0, s14
	s_and_b32 s13, s13, 0xffff
	s_bitcmp0_b32 s33, 6
	s_mov_b32 s15, 0x31027000
	v_log_f32_e32 v37, v33
	v_mov_b32_e32 v35, 0
	v_bfe_u32 v33, v0, 4, 1
	s_mov_b32 s14, 0x7ffffffe
	s_waitcnt_depctr depctr_va_vdst(0)
	v_sub_f32_e32 v40, v37, v36
	v_add_co_u32 v36, s2, s41, v38
	v_lshlrev_b32_e32 v39, 2, v74
	v_add_co_ci_u32_e64 v37, null, s42, 0, s2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f32_e32 v40, v120, v40
	v_mul_lo_u32 v44, v36, s37
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add3_u32 v42, s1, 0, v39
	v_mul_lo_u32 v43, v37, s36
	v_mad_u64_u32 v[38:39], null, v36, s36, 0
	v_dual_mov_b32 v34, v35 :: v_dual_add_nc_u32 v41, 0, v34
	ds_store_b32 v42, v40
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v40, v41
	v_add3_u32 v39, v39, v44, v43
	v_add_lshl_u32 v41, s0, v65, 2
	s_cselect_b32 s0, -1, 0
	v_cmp_lt_i32_e32 vcc_lo, -1, v37
	v_cmp_gt_i64_e64 s1, s[6:7], v[33:34]
	v_lshlrev_b64 v[38:39], 1, v[38:39]
	v_cndmask_b32_e64 v41, 0x80000000, v41, s0
	v_cmp_gt_i64_e64 s0, s[4:5], v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v36, s2, s34, v38
	v_add_co_ci_u32_e64 v37, null, s35, v39, s2
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s2, s1, s0
	s_waitcnt lgkmcnt(0)
	buffer_store_b32 v40, v41, s[12:15], 0 offen
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_138
; %bb.137:
	v_div_scale_f32 v34, null, v118, v118, v25
	v_div_scale_f32 v39, vcc_lo, v25, v118, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v40, v34
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v38, -v34, v40, 1.0
	v_fmac_f32_e32 v40, v38, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v41, v39, v40
	v_fma_f32 v38, -v34, v41, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v41, v38, v40
	v_mul_lo_u32 v38, s38, v33
	v_fma_f32 v34, -v34, v41, v39
	v_mul_lo_u32 v39, s39, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v34, v34, v40, v41
	v_lshlrev_b64 v[38:39], 1, v[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v25, v34, v118, v25
	v_add_co_u32 v38, vcc_lo, v36, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v25.l, v25
	v_add_co_ci_u32_e64 v39, null, v37, v39, vcc_lo
	global_store_b16 v[38:39], v25, off
.LBB0_138:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v34, 2, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[34:35]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_140
; %bb.139:
	v_div_scale_f32 v25, null, v118, v118, v26
	v_div_scale_f32 v42, vcc_lo, v26, v118, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v35, v25
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v38, -v25, v35, 1.0
	v_fmac_f32_e32 v35, v38, v35
	v_mad_u64_u32 v[38:39], null, s38, v34, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v43, v42, v35
	v_fma_f32 v40, -v25, v43, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v43, v40, v35
	v_mad_u64_u32 v[40:41], null, s39, v34, v[39:40]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v25, -v25, v43, v42
	v_mov_b32_e32 v39, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v25, v25, v35, v43
	v_lshlrev_b64 v[34:35], 1, v[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v25, v25, v118, v26
	v_add_co_u32 v34, vcc_lo, v36, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v25.l, v25
	v_add_co_ci_u32_e64 v35, null, v37, v35, vcc_lo
	global_store_b16 v[34:35], v25, off
.LBB0_140:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v25, 4, v33
	v_mov_b32_e32 v26, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[25:26]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_142
; %bb.141:
	v_div_scale_f32 v40, null, v118, v118, v27
	v_div_scale_f32 v42, vcc_lo, v27, v118, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v41, v40
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v34, -v40, v41, 1.0
	v_fmac_f32_e32 v41, v34, v41
	v_mad_u64_u32 v[34:35], null, s38, v25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v43, v42, v41
	v_fma_f32 v38, -v40, v43, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v43, v38, v41
	v_mad_u64_u32 v[38:39], null, s39, v25, v[35:36]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v25, -v40, v43, v42
	v_mov_b32_e32 v35, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v25, v25, v41, v43
	v_lshlrev_b64 v[34:35], 1, v[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v25, v25, v118, v27
	v_add_co_u32 v34, vcc_lo, v36, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v25.l, v25
	v_add_co_ci_u32_e64 v35, null, v37, v35, vcc_lo
	global_store_b16 v[34:35], v25, off
.LBB0_142:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v25, 6, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[25:26]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_144
; %bb.143:
	v_div_scale_f32 v38, null, v118, v118, v28
	v_div_scale_f32 v40, vcc_lo, v28, v118, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v39, v38
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v26, -v38, v39, 1.0
	v_fmac_f32_e32 v39, v26, v39
	v_mad_u64_u32 v[26:27], null, s38, v25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v41, v40, v39
	v_fma_f32 v34, -v38, v41, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v41, v34, v39
	v_mad_u64_u32 v[34:35], null, s39, v25, v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v25, -v38, v41, v40
	v_mov_b32_e32 v27, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v25, v25, v39, v41
	v_lshlrev_b64 v[26:27], 1, v[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v25, v25, v118, v28
	v_add_co_u32 v26, vcc_lo, v36, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v25.l, v25
	v_add_co_ci_u32_e64 v27, null, v37, v27, vcc_lo
	global_store_b16 v[26:27], v25, off
.LBB0_144:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v25, 8, v33
	v_mov_b32_e32 v26, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[25:26]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_146
; %bb.145:
	v_div_scale_f32 v38, null, v118, v118, v29
	v_div_scale_f32 v40, vcc_lo, v29, v118, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v39, v38
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v27, -v38, v39, 1.0
	v_fmac_f32_e32 v39, v27, v39
	v_mad_u64_u32 v[27:28], null, s38, v25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v41, v40, v39
	v_fma_f32 v34, -v38, v41, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v41, v34, v39
	v_mad_u64_u32 v[34:35], null, s39, v25, v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v25, -v38, v41, v40
	v_mov_b32_e32 v28, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v25, v25, v39, v41
	v_lshlrev_b64 v[27:28], 1, v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v25, v25, v118, v29
	v_add_co_u32 v27, vcc_lo, v36, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v25.l, v25
	v_add_co_ci_u32_e64 v28, null, v37, v28, vcc_lo
	global_store_b16 v[27:28], v25, off
.LBB0_146:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v25, 10, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[25:26]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_148
; %bb.147:
	v_div_scale_f32 v34, null, v118, v118, v30
	v_div_scale_f32 v38, vcc_lo, v30, v118, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v35, v34
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v26, -v34, v35, 1.0
	v_fmac_f32_e32 v35, v26, v35
	v_mad_u64_u32 v[26:27], null, s38, v25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v39, v38, v35
	v_fma_f32 v28, -v34, v39, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v39, v28, v35
	v_mad_u64_u32 v[28:29], null, s39, v25, v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v25, -v34, v39, v38
	v_mov_b32_e32 v27, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v25, v25, v35, v39
	v_lshlrev_b64 v[26:27], 1, v[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v25, v25, v118, v30
	v_add_co_u32 v26, vcc_lo, v36, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v25.l, v25
	v_add_co_ci_u32_e64 v27, null, v37, v27, vcc_lo
	global_store_b16 v[26:27], v25, off
.LBB0_148:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v25, 12, v33
	v_mov_b32_e32 v26, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[25:26]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_150
; %bb.149:
	v_div_scale_f32 v34, null, v118, v118, v31
	v_div_scale_f32 v38, vcc_lo, v31, v118, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v35, v34
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v27, -v34, v35, 1.0
	v_fmac_f32_e32 v35, v27, v35
	v_mad_u64_u32 v[27:28], null, s38, v25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v39, v38, v35
	v_fma_f32 v29, -v34, v39, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v39, v29, v35
	v_mad_u64_u32 v[29:30], null, s39, v25, v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v25, -v34, v39, v38
	v_mov_b32_e32 v28, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v25, v25, v35, v39
	v_lshlrev_b64 v[27:28], 1, v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v25, v25, v118, v31
	v_add_co_u32 v27, vcc_lo, v36, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v25.l, v25
	v_add_co_ci_u32_e64 v28, null, v37, v28, vcc_lo
	global_store_b16 v[27:28], v25, off
.LBB0_150:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v25, 14, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[25:26]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_152
; %bb.151:
	v_div_scale_f32 v30, null, v118, v118, v32
	v_div_scale_f32 v34, vcc_lo, v32, v118, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v31, v30
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v26, -v30, v31, 1.0
	v_fmac_f32_e32 v31, v26, v31
	v_mad_u64_u32 v[26:27], null, s38, v25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v35, v34, v31
	v_fma_f32 v28, -v30, v35, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v35, v28, v31
	v_mad_u64_u32 v[28:29], null, s39, v25, v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v25, -v30, v35, v34
	v_mov_b32_e32 v27, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v25, v25, v31, v35
	v_lshlrev_b64 v[26:27], 1, v[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v25, v25, v118, v32
	v_add_co_u32 v26, vcc_lo, v36, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v25.l, v25
	v_add_co_ci_u32_e64 v27, null, v37, v27, vcc_lo
	global_store_b16 v[26:27], v25, off
.LBB0_152:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v25, 16, v33
	v_mov_b32_e32 v26, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[25:26]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_154
; %bb.153:
	v_div_scale_f32 v31, null, v118, v118, v17
	v_div_scale_f32 v34, vcc_lo, v17, v118, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v32, v31
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v27, -v31, v32, 1.0
	v_fmac_f32_e32 v32, v27, v32
	v_mad_u64_u32 v[27:28], null, s38, v25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v35, v34, v32
	v_fma_f32 v29, -v31, v35, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v35, v29, v32
	v_mad_u64_u32 v[29:30], null, s39, v25, v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v25, -v31, v35, v34
	v_mov_b32_e32 v28, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v25, v25, v32, v35
	v_lshlrev_b64 v[27:28], 1, v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v17, v25, v118, v17
	v_add_co_u32 v27, vcc_lo, v36, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v17.l, v17
	v_add_co_ci_u32_e64 v28, null, v37, v28, vcc_lo
	global_store_b16 v[27:28], v17, off
.LBB0_154:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v25, 18, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[25:26]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_156
; %bb.155:
	v_div_scale_f32 v17, null, v118, v118, v18
	v_div_scale_f32 v31, vcc_lo, v18, v118, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v30, v17
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v26, -v17, v30, 1.0
	v_fmac_f32_e32 v30, v26, v30
	v_mad_u64_u32 v[26:27], null, s38, v25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v32, v31, v30
	v_fma_f32 v28, -v17, v32, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v32, v28, v30
	v_mad_u64_u32 v[28:29], null, s39, v25, v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v17, -v17, v32, v31
	v_mov_b32_e32 v27, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v17, v17, v30, v32
	v_lshlrev_b64 v[25:26], 1, v[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v17, v17, v118, v18
	v_add_co_u32 v25, vcc_lo, v36, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v17.l, v17
	v_add_co_ci_u32_e64 v26, null, v37, v26, vcc_lo
	global_store_b16 v[25:26], v17, off
.LBB0_156:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v17, 20, v33
	v_mov_b32_e32 v18, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[17:18]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_158
; %bb.157:
	v_div_scale_f32 v29, null, v118, v118, v19
	v_div_scale_f32 v31, vcc_lo, v19, v118, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v30, v29
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v25, -v29, v30, 1.0
	v_fmac_f32_e32 v30, v25, v30
	v_mad_u64_u32 v[25:26], null, s38, v17, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v32, v31, v30
	v_fma_f32 v27, -v29, v32, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v32, v27, v30
	v_mad_u64_u32 v[27:28], null, s39, v17, v[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v17, -v29, v32, v31
	v_mov_b32_e32 v26, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v17, v17, v30, v32
	v_lshlrev_b64 v[25:26], 1, v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v17, v17, v118, v19
	v_add_co_u32 v25, vcc_lo, v36, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v17.l, v17
	v_add_co_ci_u32_e64 v26, null, v37, v26, vcc_lo
	global_store_b16 v[25:26], v17, off
.LBB0_158:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v17, 22, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[17:18]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_160
; %bb.159:
	v_div_scale_f32 v27, null, v118, v118, v20
	v_div_scale_f32 v29, vcc_lo, v20, v118, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v28, v27
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v18, -v27, v28, 1.0
	v_fmac_f32_e32 v28, v18, v28
	v_mad_u64_u32 v[18:19], null, s38, v17, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v30, v29, v28
	v_fma_f32 v25, -v27, v30, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v30, v25, v28
	v_mad_u64_u32 v[25:26], null, s39, v17, v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v17, -v27, v30, v29
	v_mov_b32_e32 v19, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v17, v17, v28, v30
	v_lshlrev_b64 v[18:19], 1, v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v17, v17, v118, v20
	v_add_co_u32 v18, vcc_lo, v36, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v17.l, v17
	v_add_co_ci_u32_e64 v19, null, v37, v19, vcc_lo
	global_store_b16 v[18:19], v17, off
.LBB0_160:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v17, 24, v33
	v_mov_b32_e32 v18, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[17:18]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_162
; %bb.161:
	v_div_scale_f32 v27, null, v118, v118, v21
	v_div_scale_f32 v29, vcc_lo, v21, v118, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v28, v27
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v19, -v27, v28, 1.0
	v_fmac_f32_e32 v28, v19, v28
	v_mad_u64_u32 v[19:20], null, s38, v17, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v30, v29, v28
	v_fma_f32 v25, -v27, v30, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v30, v25, v28
	v_mad_u64_u32 v[25:26], null, s39, v17, v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v17, -v27, v30, v29
	v_mov_b32_e32 v20, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v17, v17, v28, v30
	v_lshlrev_b64 v[19:20], 1, v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v17, v17, v118, v21
	v_add_co_u32 v19, vcc_lo, v36, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v17.l, v17
	v_add_co_ci_u32_e64 v20, null, v37, v20, vcc_lo
	global_store_b16 v[19:20], v17, off
.LBB0_162:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v17, 26, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[17:18]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_164
; %bb.163:
	v_div_scale_f32 v25, null, v118, v118, v22
	v_div_scale_f32 v27, vcc_lo, v22, v118, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v26, v25
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v18, -v25, v26, 1.0
	v_fmac_f32_e32 v26, v18, v26
	v_mad_u64_u32 v[18:19], null, s38, v17, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v28, v27, v26
	v_fma_f32 v20, -v25, v28, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v28, v20, v26
	v_mad_u64_u32 v[20:21], null, s39, v17, v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v17, -v25, v28, v27
	v_mov_b32_e32 v19, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v17, v17, v26, v28
	v_lshlrev_b64 v[18:19], 1, v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v17, v17, v118, v22
	v_add_co_u32 v18, vcc_lo, v36, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v17.l, v17
	v_add_co_ci_u32_e64 v19, null, v37, v19, vcc_lo
	global_store_b16 v[18:19], v17, off
.LBB0_164:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v17, 28, v33
	v_mov_b32_e32 v18, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[17:18]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_166
; %bb.165:
	v_div_scale_f32 v25, null, v118, v118, v23
	v_div_scale_f32 v27, vcc_lo, v23, v118, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v26, v25
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v19, -v25, v26, 1.0
	v_fmac_f32_e32 v26, v19, v26
	v_mad_u64_u32 v[19:20], null, s38, v17, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v28, v27, v26
	v_fma_f32 v21, -v25, v28, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v28, v21, v26
	v_mad_u64_u32 v[21:22], null, s39, v17, v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v17, -v25, v28, v27
	v_mov_b32_e32 v20, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v17, v17, v26, v28
	v_lshlrev_b64 v[19:20], 1, v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v17, v17, v118, v23
	v_add_co_u32 v19, vcc_lo, v36, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v17.l, v17
	v_add_co_ci_u32_e64 v20, null, v37, v20, vcc_lo
	global_store_b16 v[19:20], v17, off
.LBB0_166:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v17, 30, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[17:18]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_168
; %bb.167:
	v_div_scale_f32 v22, null, v118, v118, v24
	v_div_scale_f32 v25, vcc_lo, v24, v118, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v23, v22
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v18, -v22, v23, 1.0
	v_fmac_f32_e32 v23, v18, v23
	v_mad_u64_u32 v[18:19], null, s38, v17, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, v25, v23
	v_fma_f32 v20, -v22, v26, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v26, v20, v23
	v_mad_u64_u32 v[20:21], null, s39, v17, v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v17, -v22, v26, v25
	v_mov_b32_e32 v19, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v17, v17, v23, v26
	v_lshlrev_b64 v[18:19], 1, v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v17, v17, v118, v24
	v_add_co_u32 v18, vcc_lo, v36, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v17.l, v17
	v_add_co_ci_u32_e64 v19, null, v37, v19, vcc_lo
	global_store_b16 v[18:19], v17, off
.LBB0_168:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v17, 32, v33
	v_mov_b32_e32 v18, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[17:18]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_170
; %bb.169:
	v_div_scale_f32 v23, null, v118, v118, v9
	v_div_scale_f32 v25, vcc_lo, v9, v118, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v24, v23
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v19, -v23, v24, 1.0
	v_fmac_f32_e32 v24, v19, v24
	v_mad_u64_u32 v[19:20], null, s38, v17, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, v25, v24
	v_fma_f32 v21, -v23, v26, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v26, v21, v24
	v_mad_u64_u32 v[21:22], null, s39, v17, v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v17, -v23, v26, v25
	v_mov_b32_e32 v20, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v17, v17, v24, v26
	v_lshlrev_b64 v[19:20], 1, v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v9, v17, v118, v9
	v_add_co_u32 v19, vcc_lo, v36, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v9.l, v9
	v_add_co_ci_u32_e64 v20, null, v37, v20, vcc_lo
	global_store_b16 v[19:20], v9, off
.LBB0_170:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v17, 34, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[17:18]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_172
; %bb.171:
	v_div_scale_f32 v9, null, v118, v118, v10
	v_div_scale_f32 v23, vcc_lo, v10, v118, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v22, v9
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v18, -v9, v22, 1.0
	v_fmac_f32_e32 v22, v18, v22
	v_mad_u64_u32 v[18:19], null, s38, v17, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v24, v23, v22
	v_fma_f32 v20, -v9, v24, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v24, v20, v22
	v_mad_u64_u32 v[20:21], null, s39, v17, v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v9, -v9, v24, v23
	v_mov_b32_e32 v19, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v9, v9, v22, v24
	v_lshlrev_b64 v[17:18], 1, v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v9, v9, v118, v10
	v_add_co_u32 v17, vcc_lo, v36, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v9.l, v9
	v_add_co_ci_u32_e64 v18, null, v37, v18, vcc_lo
	global_store_b16 v[17:18], v9, off
.LBB0_172:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v9, 36, v33
	v_mov_b32_e32 v10, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[9:10]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_174
; %bb.173:
	v_div_scale_f32 v21, null, v118, v118, v11
	v_div_scale_f32 v23, vcc_lo, v11, v118, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v22, v21
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v17, -v21, v22, 1.0
	v_fmac_f32_e32 v22, v17, v22
	v_mad_u64_u32 v[17:18], null, s38, v9, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v24, v23, v22
	v_fma_f32 v19, -v21, v24, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v24, v19, v22
	v_mad_u64_u32 v[19:20], null, s39, v9, v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v9, -v21, v24, v23
	v_mov_b32_e32 v18, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v9, v9, v22, v24
	v_lshlrev_b64 v[17:18], 1, v[17:18]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v9, v9, v118, v11
	v_add_co_u32 v17, vcc_lo, v36, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v9.l, v9
	v_add_co_ci_u32_e64 v18, null, v37, v18, vcc_lo
	global_store_b16 v[17:18], v9, off
.LBB0_174:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v9, 38, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[9:10]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_176
; %bb.175:
	v_div_scale_f32 v19, null, v118, v118, v12
	v_div_scale_f32 v21, vcc_lo, v12, v118, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v20, v19
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v10, -v19, v20, 1.0
	v_fmac_f32_e32 v20, v10, v20
	v_mad_u64_u32 v[10:11], null, s38, v9, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, v21, v20
	v_fma_f32 v17, -v19, v22, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v22, v17, v20
	v_mad_u64_u32 v[17:18], null, s39, v9, v[11:12]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v9, -v19, v22, v21
	v_mov_b32_e32 v11, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v9, v9, v20, v22
	v_lshlrev_b64 v[10:11], 1, v[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v9, v9, v118, v12
	v_add_co_u32 v10, vcc_lo, v36, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v9.l, v9
	v_add_co_ci_u32_e64 v11, null, v37, v11, vcc_lo
	global_store_b16 v[10:11], v9, off
.LBB0_176:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v9, 40, v33
	v_mov_b32_e32 v10, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[9:10]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_178
; %bb.177:
	v_div_scale_f32 v19, null, v118, v118, v13
	v_div_scale_f32 v21, vcc_lo, v13, v118, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v20, v19
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v11, -v19, v20, 1.0
	v_fmac_f32_e32 v20, v11, v20
	v_mad_u64_u32 v[11:12], null, s38, v9, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, v21, v20
	v_fma_f32 v17, -v19, v22, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v22, v17, v20
	v_mad_u64_u32 v[17:18], null, s39, v9, v[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v9, -v19, v22, v21
	v_mov_b32_e32 v12, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v9, v9, v20, v22
	v_lshlrev_b64 v[11:12], 1, v[11:12]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v9, v9, v118, v13
	v_add_co_u32 v11, vcc_lo, v36, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v9.l, v9
	v_add_co_ci_u32_e64 v12, null, v37, v12, vcc_lo
	global_store_b16 v[11:12], v9, off
.LBB0_178:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v9, 42, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[9:10]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_180
; %bb.179:
	v_div_scale_f32 v17, null, v118, v118, v14
	v_div_scale_f32 v19, vcc_lo, v14, v118, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v18, v17
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v10, -v17, v18, 1.0
	v_fmac_f32_e32 v18, v10, v18
	v_mad_u64_u32 v[10:11], null, s38, v9, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, v19, v18
	v_fma_f32 v12, -v17, v20, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v20, v12, v18
	v_mad_u64_u32 v[12:13], null, s39, v9, v[11:12]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v9, -v17, v20, v19
	v_mov_b32_e32 v11, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v9, v9, v18, v20
	v_lshlrev_b64 v[10:11], 1, v[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v9, v9, v118, v14
	v_add_co_u32 v10, vcc_lo, v36, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v9.l, v9
	v_add_co_ci_u32_e64 v11, null, v37, v11, vcc_lo
	global_store_b16 v[10:11], v9, off
.LBB0_180:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v9, 44, v33
	v_mov_b32_e32 v10, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[9:10]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_182
; %bb.181:
	v_div_scale_f32 v17, null, v118, v118, v15
	v_div_scale_f32 v19, vcc_lo, v15, v118, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v18, v17
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v11, -v17, v18, 1.0
	v_fmac_f32_e32 v18, v11, v18
	v_mad_u64_u32 v[11:12], null, s38, v9, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, v19, v18
	v_fma_f32 v13, -v17, v20, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v20, v13, v18
	v_mad_u64_u32 v[13:14], null, s39, v9, v[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v9, -v17, v20, v19
	v_mov_b32_e32 v12, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v9, v9, v18, v20
	v_lshlrev_b64 v[11:12], 1, v[11:12]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v9, v9, v118, v15
	v_add_co_u32 v11, vcc_lo, v36, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v9.l, v9
	v_add_co_ci_u32_e64 v12, null, v37, v12, vcc_lo
	global_store_b16 v[11:12], v9, off
.LBB0_182:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v9, 46, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[9:10]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_184
; %bb.183:
	v_div_scale_f32 v14, null, v118, v118, v16
	v_div_scale_f32 v17, vcc_lo, v16, v118, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v15, v14
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v10, -v14, v15, 1.0
	v_fmac_f32_e32 v15, v10, v15
	v_mad_u64_u32 v[10:11], null, s38, v9, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v17, v15
	v_fma_f32 v12, -v14, v18, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v18, v12, v15
	v_mad_u64_u32 v[12:13], null, s39, v9, v[11:12]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v9, -v14, v18, v17
	v_mov_b32_e32 v11, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v9, v9, v15, v18
	v_lshlrev_b64 v[10:11], 1, v[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v9, v9, v118, v16
	v_add_co_u32 v10, vcc_lo, v36, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v9.l, v9
	v_add_co_ci_u32_e64 v11, null, v37, v11, vcc_lo
	global_store_b16 v[10:11], v9, off
.LBB0_184:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v9, 48, v33
	v_mov_b32_e32 v10, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[9:10]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_186
; %bb.185:
	v_div_scale_f32 v15, null, v118, v118, v1
	v_div_scale_f32 v17, vcc_lo, v1, v118, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v16, v15
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v11, -v15, v16, 1.0
	v_fmac_f32_e32 v16, v11, v16
	v_mad_u64_u32 v[11:12], null, s38, v9, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v17, v16
	v_fma_f32 v13, -v15, v18, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v18, v13, v16
	v_mad_u64_u32 v[13:14], null, s39, v9, v[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v9, -v15, v18, v17
	v_mov_b32_e32 v12, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v9, v9, v16, v18
	v_lshlrev_b64 v[11:12], 1, v[11:12]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v1, v9, v118, v1
	v_add_co_u32 v11, vcc_lo, v36, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v1.l, v1
	v_add_co_ci_u32_e64 v12, null, v37, v12, vcc_lo
	global_store_b16 v[11:12], v1, off
.LBB0_186:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v9, 50, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[9:10]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_188
; %bb.187:
	v_div_scale_f32 v1, null, v118, v118, v2
	v_div_scale_f32 v15, vcc_lo, v2, v118, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v14, v1
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v10, -v1, v14, 1.0
	v_fmac_f32_e32 v14, v10, v14
	v_mad_u64_u32 v[10:11], null, s38, v9, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, v15, v14
	v_fma_f32 v12, -v1, v16, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v16, v12, v14
	v_mad_u64_u32 v[12:13], null, s39, v9, v[11:12]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v1, -v1, v16, v15
	v_mov_b32_e32 v11, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v1, v1, v14, v16
	v_lshlrev_b64 v[9:10], 1, v[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v1, v1, v118, v2
	v_add_co_u32 v9, vcc_lo, v36, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v1.l, v1
	v_add_co_ci_u32_e64 v10, null, v37, v10, vcc_lo
	global_store_b16 v[9:10], v1, off
.LBB0_188:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v1, 52, v33
	v_mov_b32_e32 v2, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[1:2]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_190
; %bb.189:
	v_div_scale_f32 v13, null, v118, v118, v3
	v_div_scale_f32 v15, vcc_lo, v3, v118, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v14, v13
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v9, -v13, v14, 1.0
	v_fmac_f32_e32 v14, v9, v14
	v_mad_u64_u32 v[9:10], null, s38, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, v15, v14
	v_fma_f32 v11, -v13, v16, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v16, v11, v14
	v_mad_u64_u32 v[11:12], null, s39, v1, v[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v1, -v13, v16, v15
	v_mov_b32_e32 v10, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v1, v1, v14, v16
	v_lshlrev_b64 v[9:10], 1, v[9:10]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v1, v1, v118, v3
	v_add_co_u32 v9, vcc_lo, v36, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v1.l, v1
	v_add_co_ci_u32_e64 v10, null, v37, v10, vcc_lo
	global_store_b16 v[9:10], v1, off
.LBB0_190:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v1, 54, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[1:2]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_192
; %bb.191:
	v_div_scale_f32 v11, null, v118, v118, v4
	v_div_scale_f32 v13, vcc_lo, v4, v118, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v12, v11
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v2, -v11, v12, 1.0
	v_fmac_f32_e32 v12, v2, v12
	v_mad_u64_u32 v[2:3], null, s38, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v14, v13, v12
	v_fma_f32 v9, -v11, v14, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v14, v9, v12
	v_mad_u64_u32 v[9:10], null, s39, v1, v[3:4]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v1, -v11, v14, v13
	v_mov_b32_e32 v3, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v1, v1, v12, v14
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v1, v1, v118, v4
	v_add_co_u32 v2, vcc_lo, v36, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v1.l, v1
	v_add_co_ci_u32_e64 v3, null, v37, v3, vcc_lo
	global_store_b16 v[2:3], v1, off
.LBB0_192:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v1, 56, v33
	v_mov_b32_e32 v2, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[1:2]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_194
; %bb.193:
	v_div_scale_f32 v11, null, v118, v118, v5
	v_div_scale_f32 v13, vcc_lo, v5, v118, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v12, v11
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v3, -v11, v12, 1.0
	v_fmac_f32_e32 v12, v3, v12
	v_mad_u64_u32 v[3:4], null, s38, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v14, v13, v12
	v_fma_f32 v9, -v11, v14, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v14, v9, v12
	v_mad_u64_u32 v[9:10], null, s39, v1, v[4:5]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v1, -v11, v14, v13
	v_mov_b32_e32 v4, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v1, v1, v12, v14
	v_lshlrev_b64 v[3:4], 1, v[3:4]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v1, v1, v118, v5
	v_add_co_u32 v3, vcc_lo, v36, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v1.l, v1
	v_add_co_ci_u32_e64 v4, null, v37, v4, vcc_lo
	global_store_b16 v[3:4], v1, off
.LBB0_194:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v1, 58, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[1:2]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_196
; %bb.195:
	v_div_scale_f32 v9, null, v118, v118, v6
	v_div_scale_f32 v11, vcc_lo, v6, v118, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v10, v9
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v2, -v9, v10, 1.0
	v_fmac_f32_e32 v10, v2, v10
	v_mad_u64_u32 v[2:3], null, s38, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, v11, v10
	v_fma_f32 v4, -v9, v12, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v12, v4, v10
	v_mad_u64_u32 v[4:5], null, s39, v1, v[3:4]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v1, -v9, v12, v11
	v_mov_b32_e32 v3, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v1, v1, v10, v12
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v1, v1, v118, v6
	v_add_co_u32 v2, vcc_lo, v36, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v1.l, v1
	v_add_co_ci_u32_e64 v3, null, v37, v3, vcc_lo
	global_store_b16 v[2:3], v1, off
.LBB0_196:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v1, 60, v33
	v_mov_b32_e32 v2, 0
	v_lshrrev_b32_e32 v0, 4, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[1:2]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_198
; %bb.197:
	v_div_scale_f32 v9, null, v118, v118, v7
	v_div_scale_f32 v11, vcc_lo, v7, v118, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v10, v9
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v3, -v9, v10, 1.0
	v_fmac_f32_e32 v10, v3, v10
	v_mad_u64_u32 v[3:4], null, s38, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, v11, v10
	v_fma_f32 v5, -v9, v12, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v12, v5, v10
	v_mad_u64_u32 v[5:6], null, s39, v1, v[4:5]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v1, -v9, v12, v11
	v_mov_b32_e32 v4, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v1, v1, v10, v12
	v_lshlrev_b64 v[3:4], 1, v[3:4]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v1, v1, v118, v7
	v_add_co_u32 v3, vcc_lo, v36, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v1.l, v1
	v_add_co_ci_u32_e64 v4, null, v37, v4, vcc_lo
	global_store_b16 v[3:4], v1, off
.LBB0_198:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v1, 62, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[6:7], v[1:2]
	s_and_b32 s0, vcc_lo, s0
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_200
; %bb.199:
	v_div_scale_f32 v0, null, v118, v118, v8
	v_div_scale_f32 v7, vcc_lo, v8, v118, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v6, v0
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v2, -v0, v6, 1.0
	v_fmac_f32_e32 v6, v2, v6
	v_mad_u64_u32 v[2:3], null, s38, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v9, v7, v6
	v_fma_f32 v4, -v0, v9, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v9, v4, v6
	v_mad_u64_u32 v[4:5], null, s39, v1, v[3:4]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v0, -v0, v9, v7
	v_mov_b32_e32 v3, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v0, v0, v6, v9
	v_lshlrev_b64 v[1:2], 1, v[2:3]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v0, v0, v118, v8
	v_add_co_u32 v1, vcc_lo, v36, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v0.l, v0
	v_add_co_ci_u32_e64 v2, null, v37, v2, vcc_lo
	global_store_b16 v[1:2], v0, off
.LBB0_200:
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
		.amdhsa_user_sgpr_count 14
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
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 207
		.amdhsa_next_free_sgpr 64
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_shared_vgpr_count 0
		.amdhsa_inst_pref_size ((instprefsize(.Lfunc_end0-_attn_fwd_tma)<<4)&1008)>>4
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
	.set .L_attn_fwd_tma.num_vgpr, 207
	.set .L_attn_fwd_tma.num_agpr, 0
	.set .L_attn_fwd_tma.numbered_sgpr, 64
	.set .L_attn_fwd_tma.num_named_barrier, 0
	.set .L_attn_fwd_tma.private_seg_size, 0
	.set .L_attn_fwd_tma.uses_vcc, 1
	.set .L_attn_fwd_tma.uses_flat_scratch, 0
	.set .L_attn_fwd_tma.has_dyn_sized_stack, 0
	.set .L_attn_fwd_tma.has_recursion, 0
	.set .L_attn_fwd_tma.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 18784
; TotalNumSgprs: 66
; NumVgprs: 207
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 25
; NumSGPRsForWavesPerEU: 66
; NumVGPRsForWavesPerEU: 207
; Occupancy: 7
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
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
    .sgpr_count:     66
    .sgpr_spill_count: 0
    .symbol:         _attn_fwd_tma.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     207
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgpu11.00-amd-amdhsa-unknown-gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
