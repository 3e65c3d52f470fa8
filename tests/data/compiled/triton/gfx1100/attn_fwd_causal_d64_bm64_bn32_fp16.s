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
	v_mov_b32_e32 v98, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, 1, s2
	s_and_b32 s3, 1, s3
	s_bitcmp1_b32 s4, 0
	s_cselect_b32 s69, -1, 0
	s_cmp_eq_u32 s3, 1
	s_cselect_b32 s70, -1, 0
	s_cmp_eq_u32 s2, 1
	s_cselect_b32 s16, -1, 0
	s_abs_i32 s4, s12
	s_abs_i32 s7, s15
	v_cvt_f32_u32_e32 v1, s4
	s_sub_i32 s2, 0, s4
	v_cndmask_b16 v34.l, 0, 0x7e00, s16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v1, v1
	s_waitcnt_depctr depctr_va_vdst(0)
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_readfirstlane_b32 s5, v1
	v_and_b32_e32 v1, 31, v0
	s_mul_i32 s6, s2, s5
	s_clause 0x1
	s_load_b64 s[2:3], s[0:1], 0x38
	s_load_b32 s42, s[0:1], 0x138
	s_mul_hi_u32 s6, s5, s6
	v_and_or_b32 v97, s33, 32, v1
	s_add_i32 s5, s5, s6
	s_xor_b32 s6, s15, s12
	s_mul_hi_u32 s5, s7, s5
	s_ashr_i32 s63, s6, 31
	s_mul_i32 s8, s5, s4
	v_mov_b16_e32 v1.l, v34.l
	s_sub_i32 s6, s7, s8
	s_add_i32 s7, s5, 1
	s_sub_i32 s8, s6, s4
	s_cmp_ge_u32 s6, s4
	s_cselect_b32 s5, s7, s5
	s_cselect_b32 s6, s8, s6
	s_add_i32 s7, s5, 1
	s_cmp_ge_u32 s6, s4
	s_cselect_b32 s13, s7, s5
	s_load_b256 s[4:11], s[0:1], 0x18
	s_xor_b32 s64, s13, s63
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[2:3], null, s2, v97, 0
	s_sub_i32 s13, s64, s63
	s_lshl_b32 s14, s14, 6
	s_mul_i32 s2, s13, s12
	s_lshr_b32 s45, s33, 6
	s_sub_i32 s65, s15, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_mul_i32 s65, s65, s42
	v_mad_u64_u32 v[4:5], null, s3, v97, v[3:4]
	s_add_i32 s66, s65, s13
	s_add_i32 s43, s66, s14
	s_delay_alu instid0(SALU_CYCLE_1)
	s_ashr_i32 s44, s43, 31
	s_add_u32 s12, s43, s45
	s_addc_u32 s13, s44, 0
	v_mov_b32_e32 v3, v4
	s_cmp_gt_i32 s13, -1
	v_cmp_lt_i64_e64 s2, s[12:13], s[6:7]
	v_cmp_gt_i64_e32 vcc_lo, s[8:9], v[97:98]
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
	v_lshlrev_b64 v[4:5], 1, v[2:3]
	s_lshl_b64 s[8:9], s[8:9], 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_add_u32 s2, s4, s8
	s_addc_u32 s8, s5, s9
	v_add_co_u32 v4, s2, s2, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, s8, v5, s2
	global_load_d16_b16 v1, v[4:5], off
.LBB0_2:
	s_or_b32 exec_lo, exec_lo, s3
	s_add_u32 s2, s12, 2
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v4.l, v34.l
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
	v_lshlrev_b64 v[4:5], 1, v[2:3]
	s_lshl_b64 s[2:3], s[2:3], 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v4, s2, s2, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, s3, v5, s2
	global_load_d16_b16 v4, v[4:5], off
.LBB0_4:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 4
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v5.l, v34.l
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
	v_lshlrev_b64 v[5:6], 1, v[2:3]
	s_lshl_b64 s[2:3], s[2:3], 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v5, s2, s2, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v6, null, s3, v6, s2
	global_load_d16_b16 v5, v[5:6], off
.LBB0_6:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 6
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v6.l, v34.l
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
	v_lshlrev_b64 v[6:7], 1, v[2:3]
	s_lshl_b64 s[2:3], s[2:3], 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v6, s2, s2, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, s3, v7, s2
	global_load_d16_b16 v6, v[6:7], off
.LBB0_8:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 8
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v7.l, v34.l
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
	v_lshlrev_b64 v[7:8], 1, v[2:3]
	s_lshl_b64 s[2:3], s[2:3], 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v7, s2, s2, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v8, null, s3, v8, s2
	global_load_d16_b16 v7, v[7:8], off
.LBB0_10:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 10
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v8.l, v34.l
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
	v_lshlrev_b64 v[8:9], 1, v[2:3]
	s_lshl_b64 s[2:3], s[2:3], 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v8, s2, s2, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, s3, v9, s2
	global_load_d16_b16 v8, v[8:9], off
.LBB0_12:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 12
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v9.l, v34.l
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
	v_lshlrev_b64 v[9:10], 1, v[2:3]
	s_lshl_b64 s[2:3], s[2:3], 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v9, s2, s2, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, s3, v10, s2
	global_load_d16_b16 v9, v[9:10], off
.LBB0_14:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 14
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v10.l, v34.l
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
	v_lshlrev_b64 v[10:11], 1, v[2:3]
	s_lshl_b64 s[2:3], s[2:3], 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v10, s2, s2, v10
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, s3, v11, s2
	global_load_d16_b16 v10, v[10:11], off
.LBB0_16:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 16
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v11.l, v34.l
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
	v_lshlrev_b64 v[11:12], 1, v[2:3]
	s_lshl_b64 s[2:3], s[2:3], 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v11, s2, s2, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v12, null, s3, v12, s2
	global_load_d16_b16 v11, v[11:12], off
.LBB0_18:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 18
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v12.l, v34.l
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
	v_lshlrev_b64 v[12:13], 1, v[2:3]
	s_lshl_b64 s[2:3], s[2:3], 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v12, s2, s2, v12
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, s3, v13, s2
	global_load_d16_b16 v12, v[12:13], off
.LBB0_20:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 20
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v13.l, v34.l
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
	v_lshlrev_b64 v[13:14], 1, v[2:3]
	s_lshl_b64 s[2:3], s[2:3], 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v13, s2, s2, v13
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v14, null, s3, v14, s2
	global_load_d16_b16 v13, v[13:14], off
.LBB0_22:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 22
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v14.l, v34.l
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
	v_lshlrev_b64 v[14:15], 1, v[2:3]
	s_lshl_b64 s[2:3], s[2:3], 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v14, s2, s2, v14
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v15, null, s3, v15, s2
	global_load_d16_b16 v14, v[14:15], off
.LBB0_24:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 24
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v15.l, v34.l
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
	v_lshlrev_b64 v[15:16], 1, v[2:3]
	s_lshl_b64 s[2:3], s[2:3], 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v15, s2, s2, v15
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v16, null, s3, v16, s2
	global_load_d16_b16 v15, v[15:16], off
.LBB0_26:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 26
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v16.l, v34.l
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
	v_lshlrev_b64 v[16:17], 1, v[2:3]
	s_lshl_b64 s[2:3], s[2:3], 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v16, s2, s2, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, null, s3, v17, s2
	global_load_d16_b16 v16, v[16:17], off
.LBB0_28:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 28
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v17.l, v34.l
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
	v_lshlrev_b64 v[17:18], 1, v[2:3]
	s_lshl_b64 s[2:3], s[2:3], 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v17, s2, s2, v17
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v18, null, s3, v18, s2
	global_load_d16_b16 v17, v[17:18], off
.LBB0_30:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 30
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v18.l, v34.l
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
	v_lshlrev_b64 v[18:19], 1, v[2:3]
	s_lshl_b64 s[2:3], s[2:3], 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v18, s2, s2, v18
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v19, null, s3, v19, s2
	global_load_d16_b16 v18, v[18:19], off
.LBB0_32:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 32
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v19.l, v34.l
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
	v_lshlrev_b64 v[19:20], 1, v[2:3]
	s_lshl_b64 s[2:3], s[2:3], 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v19, s2, s2, v19
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v20, null, s3, v20, s2
	global_load_d16_b16 v19, v[19:20], off
.LBB0_34:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 34
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v20.l, v34.l
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
	v_lshlrev_b64 v[20:21], 1, v[2:3]
	s_lshl_b64 s[2:3], s[2:3], 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v20, s2, s2, v20
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v21, null, s3, v21, s2
	global_load_d16_b16 v20, v[20:21], off
.LBB0_36:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 36
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v21.l, v34.l
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
	v_lshlrev_b64 v[21:22], 1, v[2:3]
	s_lshl_b64 s[2:3], s[2:3], 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v21, s2, s2, v21
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v22, null, s3, v22, s2
	global_load_d16_b16 v21, v[21:22], off
.LBB0_38:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 38
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v22.l, v34.l
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
	v_lshlrev_b64 v[22:23], 1, v[2:3]
	s_lshl_b64 s[2:3], s[2:3], 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v22, s2, s2, v22
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v23, null, s3, v23, s2
	global_load_d16_b16 v22, v[22:23], off
.LBB0_40:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 40
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v23.l, v34.l
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
	v_lshlrev_b64 v[23:24], 1, v[2:3]
	s_lshl_b64 s[2:3], s[2:3], 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v23, s2, s2, v23
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v24, null, s3, v24, s2
	global_load_d16_b16 v23, v[23:24], off
.LBB0_42:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 42
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v24.l, v34.l
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
	v_lshlrev_b64 v[24:25], 1, v[2:3]
	s_lshl_b64 s[2:3], s[2:3], 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v24, s2, s2, v24
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v25, null, s3, v25, s2
	global_load_d16_b16 v24, v[24:25], off
.LBB0_44:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 44
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v25.l, v34.l
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
	v_lshlrev_b64 v[25:26], 1, v[2:3]
	s_lshl_b64 s[2:3], s[2:3], 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v25, s2, s2, v25
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v26, null, s3, v26, s2
	global_load_d16_b16 v25, v[25:26], off
.LBB0_46:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 46
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v26.l, v34.l
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
	v_lshlrev_b64 v[26:27], 1, v[2:3]
	s_lshl_b64 s[2:3], s[2:3], 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v26, s2, s2, v26
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v27, null, s3, v27, s2
	global_load_d16_b16 v26, v[26:27], off
.LBB0_48:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 48
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v27.l, v34.l
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
	v_lshlrev_b64 v[27:28], 1, v[2:3]
	s_lshl_b64 s[2:3], s[2:3], 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v27, s2, s2, v27
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v28, null, s3, v28, s2
	global_load_d16_b16 v27, v[27:28], off
.LBB0_50:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 50
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v28.l, v34.l
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
	v_lshlrev_b64 v[28:29], 1, v[2:3]
	s_lshl_b64 s[2:3], s[2:3], 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v28, s2, s2, v28
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v29, null, s3, v29, s2
	global_load_d16_b16 v28, v[28:29], off
.LBB0_52:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 52
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v29.l, v34.l
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
	v_lshlrev_b64 v[29:30], 1, v[2:3]
	s_lshl_b64 s[2:3], s[2:3], 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v29, s2, s2, v29
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v30, null, s3, v30, s2
	global_load_d16_b16 v29, v[29:30], off
.LBB0_54:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 54
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v30.l, v34.l
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
	v_lshlrev_b64 v[30:31], 1, v[2:3]
	s_lshl_b64 s[2:3], s[2:3], 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v30, s2, s2, v30
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v31, null, s3, v31, s2
	global_load_d16_b16 v30, v[30:31], off
.LBB0_56:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 56
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v31.l, v34.l
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
	v_lshlrev_b64 v[31:32], 1, v[2:3]
	s_lshl_b64 s[2:3], s[2:3], 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v31, s2, s2, v31
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v32, null, s3, v32, s2
	global_load_d16_b16 v31, v[31:32], off
.LBB0_58:
	s_or_b32 exec_lo, exec_lo, s8
	s_add_u32 s2, s12, 58
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v32.l, v34.l
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
	v_lshlrev_b64 v[32:33], 1, v[2:3]
	s_lshl_b64 s[2:3], s[2:3], 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v32, s2, s2, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v33, null, s3, v33, s2
	global_load_d16_b16 v32, v[32:33], off
.LBB0_60:
	s_or_b32 exec_lo, exec_lo, s8
	s_clause 0x3
	s_load_b64 s[30:31], s[0:1], 0xc8
	s_load_b64 s[8:9], s[0:1], 0xa8
	s_load_b64 s[40:41], s[0:1], 0x80
	s_load_b64 s[28:29], s[0:1], 0x60
	s_add_u32 s2, s12, 60
	s_addc_u32 s3, s13, 0
	v_mov_b16_e32 v33.l, v34.l
	v_cmp_lt_i64_e64 s16, s[2:3], s[6:7]
	s_cmp_gt_i32 s3, -1
	s_cselect_b32 s17, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s16, s17, s16
	s_and_b32 s17, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s16, s17
	s_cbranch_execz .LBB0_62
; %bb.61:
	s_mul_i32 s17, s2, s11
	s_mul_hi_u32 s18, s2, s10
	s_mul_i32 s3, s3, s10
	s_add_i32 s17, s18, s17
	s_mul_i32 s2, s2, s10
	s_add_i32 s3, s17, s3
	v_lshlrev_b64 v[35:36], 1, v[2:3]
	s_lshl_b64 s[2:3], s[2:3], 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v35, s2, s2, v35
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v36, null, s3, v36, s2
	global_load_d16_b16 v33, v[35:36], off
.LBB0_62:
	s_or_b32 exec_lo, exec_lo, s16
	s_clause 0x2
	s_load_b128 s[20:23], s[0:1], 0xb8
	s_load_b128 s[24:27], s[0:1], 0x70
	s_load_b32 s71, s[0:1], 0x0
	s_lshr_b32 s46, s33, 5
	s_and_b32 s16, s33, 0x60
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
	s_mul_hi_u32 s11, s2, s10
	s_mul_i32 s3, s3, s10
	s_add_i32 s7, s11, s7
	s_mul_i32 s2, s2, s10
	s_add_i32 s3, s7, s3
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	s_lshl_b64 s[2:3], s[2:3], 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_add_co_u32 v2, vcc_lo, s2, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s3, v3, vcc_lo
	global_load_d16_b16 v34, v[2:3], off
.LBB0_64:
	s_or_b32 exec_lo, exec_lo, s6
	s_and_b32 s67, s16, 64
	s_bfe_i32 s2, s16, 0x10006
	s_lshr_b32 s47, s67, 4
	v_lshlrev_b32_e32 v2, 1, v97
	s_or_b32 s48, s47, 1
	s_or_b32 s49, s47, 2
	s_or_b32 s50, s47, 3
	s_or_b32 s51, s47, 8
	s_or_b32 s52, s47, 9
	s_or_b32 s53, s47, 10
	s_or_b32 s54, s47, 11
	s_or_b32 s55, s47, 16
	s_or_b32 s56, s47, 17
	s_or_b32 s57, s47, 18
	s_or_b32 s58, s47, 19
	s_or_b32 s59, s47, 24
	s_or_b32 s60, s47, 25
	s_or_b32 s61, s47, 26
	s_or_b32 s62, s47, 27
	s_cmp_eq_u32 s67, 0
	v_and_b32_e32 v108, 15, v0
	s_cselect_b32 s68, -1, 0
	s_and_b32 s2, s2, 0x90
	s_clause 0x3
	s_load_b64 s[34:35], s[0:1], 0xf0
	s_load_b64 s[12:13], s[0:1], 0x8
	s_load_b64 s[36:37], s[0:1], 0xb0
	s_load_b64 s[38:39], s[0:1], 0x68
	v_xor_b32_e32 v2, s2, v2
	s_lshl_b32 s2, s46, 11
	s_load_b128 s[16:19], s[0:1], 0x108
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e64 v110, 0x3fb8aa3b, s71
	v_cndmask_b16 v111.l, 0, 0x7e00, s70
	v_add_nc_u32_e32 v3, 0, v2
	v_xad_u32 v35, v2, 32, 0
	s_waitcnt vmcnt(0)
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
	v_xad_u32 v1, v2, 64, 0
	v_xad_u32 v2, 0x60, v2, 0
	ds_store_b16 v1, v5 offset:512
	ds_store_b16 v1, v9 offset:1536
	ds_store_b16 v1, v13 offset:2560
	ds_store_b16 v1, v17 offset:3584
	ds_store_b16 v1, v21 offset:4608
	ds_store_b16 v1, v25 offset:5632
	ds_store_b16 v1, v29 offset:6656
	ds_store_b16 v1, v33 offset:7680
	ds_store_b16 v2, v6 offset:768
	ds_store_b16 v2, v10 offset:1792
	ds_store_b16 v2, v14 offset:2816
	ds_store_b16 v2, v18 offset:3840
	ds_store_b16 v2, v22 offset:4864
	ds_store_b16 v2, v26 offset:5888
	ds_store_b16 v2, v30 offset:6912
	ds_store_b16 v2, v34 offset:7936
	v_mad_u64_u32 v[33:34], null, s40, v97, 0
	v_mad_u64_u32 v[35:36], null, s30, v97, 0
	v_lshlrev_b32_e32 v3, 7, v108
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cndmask_b16 v112.l, 0, 0x7e00, s69
	v_lshlrev_b32_e32 v109, 2, v97
	v_mul_u32_u24_e32 v117, 0x104, v108
	v_mad_u64_u32 v[37:38], null, s41, v97, v[34:35]
	v_and_b32_e32 v102, 16, v0
	v_lshlrev_b32_e32 v79, 6, v97
	v_lshlrev_b32_e32 v86, 3, v0
	v_lshlrev_b32_e32 v90, 1, v0
	s_cmp_lt_i32 s14, 1
	s_mov_b32 s4, 0
	v_cmp_gt_i64_e32 vcc_lo, s[24:25], v[97:98]
	v_mad_u64_u32 v[38:39], null, s31, v97, v[36:37]
	v_dual_mov_b32 v34, v37 :: v_dual_and_b32 v73, 7, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshlrev_b64 v[33:34], 1, v[33:34]
	v_mov_b32_e32 v36, v38
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v4, 4, v73
	v_lshlrev_b64 v[35:36], 1, v[35:36]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_or3_b32 v29, s2, v3, v4
	v_add_co_u32 v113, s3, s28, v33
	v_bfe_i32 v33, v0, 3, 1
	v_add_co_ci_u32_e64 v114, null, s29, v34, s3
	v_add_nc_u32_e32 v1, 0, v29
	v_xad_u32 v5, v29, 16, 0
	v_xad_u32 v9, v29, 32, 0
	v_xad_u32 v13, v29, 48, 0
	v_xad_u32 v17, v29, 64, 0
	v_xad_u32 v21, 0x50, v29, 0
	v_xad_u32 v25, 0x60, v29, 0
	v_xad_u32 v29, 0x70, v29, 0
	ds_load_b128 v[1:4], v1
	ds_load_b128 v[5:8], v5
	ds_load_b128 v[9:12], v9
	ds_load_b128 v[13:16], v13
	ds_load_b128 v[17:20], v17
	ds_load_b128 v[21:24], v21
	ds_load_b128 v[25:28], v25
	ds_load_b128 v[29:32], v29
	v_add_co_u32 v115, s3, s8, v35
	v_cmp_gt_i64_e64 s2, s[20:21], v[97:98]
	v_add_co_ci_u32_e64 v116, null, s9, v36, s3
	v_and_b32_e32 v80, 0x210, v33
	s_waitcnt lgkmcnt(7)
	v_lshrrev_b32_e32 v85, 16, v1
	v_lshrrev_b32_e32 v87, 16, v2
	v_lshrrev_b32_e32 v91, 16, v3
	v_lshrrev_b32_e32 v94, 16, v4
	s_waitcnt lgkmcnt(6)
	v_lshrrev_b32_e32 v100, 16, v5
	v_lshrrev_b32_e32 v122, 16, v6
	v_lshrrev_b32_e32 v125, 16, v7
	v_lshrrev_b32_e32 v127, 16, v8
	s_waitcnt lgkmcnt(5)
	v_lshrrev_b32_e32 v89, 16, v9
	v_lshrrev_b32_e32 v93, 16, v10
	v_lshrrev_b32_e32 v96, 16, v11
	v_lshrrev_b32_e32 v103, 16, v12
	s_waitcnt lgkmcnt(4)
	v_lshrrev_b32_e32 v104, 16, v13
	v_lshrrev_b32_e32 v105, 16, v14
	v_lshrrev_b32_e32 v106, 16, v15
	v_lshrrev_b32_e32 v123, 16, v16
	s_waitcnt lgkmcnt(3)
	v_lshrrev_b32_e32 v75, 16, v17
	v_lshrrev_b32_e32 v88, 16, v18
	v_lshrrev_b32_e32 v92, 16, v19
	v_lshrrev_b32_e32 v95, 16, v20
	s_waitcnt lgkmcnt(2)
	v_lshrrev_b32_e32 v101, 16, v21
	v_lshrrev_b32_e32 v107, 16, v22
	v_lshrrev_b32_e32 v124, 16, v23
	v_lshrrev_b32_e32 v126, 16, v24
	s_waitcnt lgkmcnt(1)
	v_lshrrev_b32_e32 v74, 16, v25
	v_lshrrev_b32_e32 v76, 16, v26
	v_lshrrev_b32_e32 v77, 16, v27
	v_lshrrev_b32_e32 v78, 16, v28
	s_waitcnt lgkmcnt(0)
	v_lshrrev_b32_e32 v81, 16, v29
	v_lshrrev_b32_e32 v82, 16, v30
	v_lshrrev_b32_e32 v83, 16, v31
	v_lshrrev_b32_e32 v84, 16, v32
	s_cbranch_scc1 .LBB0_131
; %bb.65:                               ; %.lr.ph
	v_dual_mov_b32 v56, 0x7632 :: v_dual_lshlrev_b32 v33, 2, v97
	s_and_b32 s3, s68, exec_lo
	s_cselect_b32 s3, 0, 0x104
	v_xor_b32_e32 v57, v86, v90
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v98, s3, v33
	v_dual_mov_b32 v33, 0x5410 :: v_dual_and_b32 v58, 48, v86
	v_cmp_eq_u32_e64 s3, 0, v102
	v_xor_b32_e32 v41, 4, v117
	v_xor_b32_e32 v34, 8, v98
	v_xor_b32_e32 v35, 16, v98
	v_lshl_or_b32 v58, v73, 6, v58
	v_cndmask_b32_e64 v33, 0x1054, v33, s3
	v_cndmask_b32_e64 v56, 0x3276, v56, s3
	s_lshr_b32 s3, s67, 3
	v_xor_b32_e32 v36, 24, v98
	v_xor_b32_e32 v121, v58, v80
	v_lshl_or_b32 v33, v33, 8, v33
	v_lshl_or_b32 v56, v56, 8, v56
	v_xor_b32_e32 v37, 32, v98
	v_xor_b32_e32 v38, 40, v98
	v_xor_b32_e32 v39, 48, v98
	v_and_b32_e32 v33, 0x540054, v33
	v_and_b32_e32 v56, 0x760076, v56
	v_xor_b32_e32 v40, 56, v98
	v_xor_b32_e32 v42, 8, v117
	v_xor_b32_e32 v43, 12, v117
	v_lshl_or_b32 v33, v33, 4, v33
	v_xor_b32_e32 v44, 16, v117
	v_xor_b32_e32 v45, 20, v117
	v_xor_b32_e32 v46, 24, v117
	v_xor_b32_e32 v47, 28, v117
	v_dual_mov_b32 v33, 0 :: v_dual_and_b32 v120, 0x5040504, v33
	v_and_b32_e32 v57, 48, v57
	v_lshl_or_b32 v56, v56, 4, v56
	v_add_nc_u32_e32 v129, 0, v34
	v_xor_b32_e32 v48, 32, v117
	v_mov_b32_e32 v34, v33
	v_or3_b32 v99, v79, s3, v57
	v_xor_b32_e32 v49, 36, v117
	v_xor_b32_e32 v50, 40, v117
	v_xor_b32_e32 v51, 44, v117
	v_xor_b32_e32 v52, 48, v117
	v_xor_b32_e32 v53, 52, v117
	v_xor_b32_e32 v54, 56, v117
	v_xor_b32_e32 v55, 60, v117
	v_and_b32_e32 v128, 0x7060706, v56
	v_xor_b32_e32 v56, 16, v99
	v_xor_b32_e32 v57, 32, v99
	v_xor_b32_e32 v58, 48, v99
	v_xor_b32_e32 v59, 16, v121
	v_xor_b32_e32 v60, 32, v121
	v_xor_b32_e32 v61, 48, v121
	v_mov_b16_e32 v8.h, v127.l
	v_mov_b16_e32 v7.h, v125.l
	v_mov_b16_e32 v6.h, v122.l
	v_mov_b16_e32 v5.h, v100.l
	v_mov_b16_e32 v4.h, v94.l
	v_mov_b16_e32 v3.h, v91.l
	v_mov_b16_e32 v2.h, v87.l
	v_mov_b16_e32 v1.h, v85.l
	v_mov_b16_e32 v16.h, v123.l
	v_mov_b16_e32 v15.h, v106.l
	v_mov_b16_e32 v14.h, v105.l
	v_mov_b16_e32 v13.h, v104.l
	v_mov_b16_e32 v12.h, v103.l
	v_mov_b16_e32 v11.h, v96.l
	v_mov_b16_e32 v10.h, v93.l
	v_mov_b16_e32 v9.h, v89.l
	v_mov_b16_e32 v24.h, v126.l
	v_mov_b16_e32 v23.h, v124.l
	v_mov_b16_e32 v22.h, v107.l
	v_mov_b16_e32 v21.h, v101.l
	v_mov_b16_e32 v20.h, v95.l
	v_mov_b16_e32 v19.h, v92.l
	v_mov_b16_e32 v18.h, v88.l
	v_mov_b16_e32 v17.h, v75.l
	v_mov_b16_e32 v32.h, v84.l
	v_mov_b16_e32 v31.h, v83.l
	v_mov_b16_e32 v30.h, v82.l
	v_mov_b16_e32 v29.h, v81.l
	v_mov_b16_e32 v28.h, v78.l
	v_mov_b16_e32 v27.h, v77.l
	v_mov_b16_e32 v26.h, v76.l
	v_mov_b16_e32 v25.h, v74.l
	v_add_nc_u32_e32 v130, 0, v35
	v_add_nc_u32_e32 v131, 0, v36
	v_add_nc_u32_e32 v132, 0, v37
	v_add_nc_u32_e32 v133, 0, v38
	v_add_nc_u32_e32 v134, 0, v39
	v_add_nc_u32_e32 v135, 0, v40
	v_add_nc_u32_e32 v136, 0, v41
	v_add_nc_u32_e32 v137, 0, v42
	v_dual_mov_b32 v63, v33 :: v_dual_add_nc_u32 v138, 0, v43
	v_dual_mov_b32 v62, v33 :: v_dual_add_nc_u32 v139, 0, v44
	v_add_nc_u32_e32 v140, 0, v45
	v_dual_mov_b32 v64, v33 :: v_dual_add_nc_u32 v141, 0, v46
	v_add_nc_u32_e32 v142, 0, v47
	v_add_nc_u32_e32 v143, 0, v48
	v_add_nc_u32_e32 v144, 0, v49
	v_add_nc_u32_e32 v145, 0, v50
	v_add_nc_u32_e32 v146, 0, v51
	v_add_nc_u32_e32 v147, 0, v52
	v_dual_mov_b32 v41, v33 :: v_dual_add_nc_u32 v148, 0, v53
	v_add_nc_u32_e32 v149, 0, v54
	v_dual_mov_b32 v43, v33 :: v_dual_add_nc_u32 v150, 0, v55
	v_dual_mov_b32 v42, v33 :: v_dual_add_nc_u32 v151, 0, v56
	v_dual_mov_b32 v45, v33 :: v_dual_add_nc_u32 v152, 0, v57
	v_dual_mov_b32 v44, v33 :: v_dual_add_nc_u32 v153, 0, v58
	v_dual_mov_b32 v47, v33 :: v_dual_add_nc_u32 v154, 0, v59
	v_dual_mov_b32 v46, v33 :: v_dual_add_nc_u32 v155, 0, v60
	v_dual_mov_b32 v157, 1.0 :: v_dual_add_nc_u32 v156, 0, v61
	v_mov_b32_e32 v35, v33
	v_mov_b32_e32 v36, v33
	v_mov_b32_e32 v37, v33
	v_mov_b32_e32 v38, v33
	v_mov_b32_e32 v39, v33
	v_mov_b32_e32 v40, v33
	v_mov_b32_e32 v57, v33
	v_mov_b32_e32 v58, v33
	v_mov_b32_e32 v59, v33
	v_mov_b32_e32 v60, v33
	v_mov_b32_e32 v61, v33
	v_mov_b32_e32 v49, v33
	v_mov_b32_e32 v50, v33
	v_mov_b32_e32 v51, v33
	v_mov_b32_e32 v52, v33
	v_mov_b32_e32 v53, v33
	v_mov_b32_e32 v54, v33
	v_mov_b32_e32 v55, v33
	v_mov_b32_e32 v56, v33
	v_mov_b32_e32 v48, v33
	v_mov_b32_e32 v158, 0xff800000
	s_mov_b32 s5, s4
	s_mov_b32 s6, s4
	s_mov_b32 s7, s4
	s_mov_b32 s8, s4
	s_mov_b32 s9, s4
	s_mov_b32 s10, s4
	s_mov_b32 s11, s4
	s_mov_b32 s28, 0x76543210
	s_mov_b32 s29, s4
	s_branch .LBB0_67
.LBB0_66:                               ;   in Loop: Header=BB0_67 Depth=1
	s_or_b32 exec_lo, exec_lo, s24
	v_dual_sub_f32 v158, v158, v118 :: v_dual_add_f32 v119, v119, v175
	v_cvt_f16_f32_e64 v165.l, v165
	v_cvt_f16_f32_e64 v165.h, v166
	v_cvt_f16_f32_e64 v223.l, v167
	s_delay_alu instid0(VALU_DEP_4)
	v_exp_f32_e32 v230, v158
	v_cvt_f16_f32_e64 v223.h, v168
	v_cvt_f16_f32_e64 v225.l, v169
	v_cvt_f16_f32_e64 v225.h, v170
	v_cvt_f16_f32_e64 v227.l, v171
	v_cvt_f16_f32_e64 v227.h, v172
	v_cvt_f16_f32_e64 v229.l, v173
	v_cvt_f16_f32_e64 v229.h, v174
	s_waitcnt vmcnt(0)
	s_barrier
	v_dual_mul_f32 v33, v33, v230 :: v_dual_add_nc_u32 v166, 0, v99
	v_dual_mul_f32 v35, v35, v230 :: v_dual_add_nc_u32 v214, 0, v121
	buffer_gl0_inv
	ds_store_b64 v166, v[65:66]
	ds_store_b64 v151, v[67:68]
	ds_store_b64 v152, v[69:70]
	ds_store_b64 v153, v[71:72]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[65:68], v214
	ds_load_b128 v[166:169], v214 offset:2048
	ds_load_b128 v[69:72], v154
	ds_load_b128 v[170:173], v154 offset:2048
	ds_load_b128 v[174:177], v155
	ds_load_b128 v[182:185], v155 offset:1024
	ds_load_b128 v[190:193], v155 offset:2048
	ds_load_b128 v[198:201], v155 offset:3072
	ds_load_b128 v[178:181], v156
	ds_load_b128 v[186:189], v156 offset:1024
	ds_load_b128 v[194:197], v156 offset:2048
	ds_load_b128 v[202:205], v156 offset:3072
	v_cvt_f16_f32_e64 v159.l, v159
	v_cvt_f16_f32_e64 v159.h, v160
	v_cvt_f16_f32_e64 v161.l, v161
	v_cvt_f16_f32_e64 v161.h, v162
	v_cvt_f16_f32_e64 v163.l, v163
	v_cvt_f16_f32_e64 v163.h, v164
	ds_load_b128 v[206:209], v214 offset:1024
	ds_load_b128 v[210:213], v154 offset:1024
	ds_load_b128 v[214:217], v214 offset:3072
	ds_load_b128 v[218:221], v154 offset:3072
	v_permlanex16_b32 v160, v159, s28, 0xfedcba98 op_sel:[1,0]
	v_permlanex16_b32 v162, v161, s28, 0xfedcba98 op_sel:[1,0]
	v_permlanex16_b32 v222, v165, s28, 0xfedcba98 op_sel:[1,0]
	v_permlanex16_b32 v164, v163, s28, 0xfedcba98 op_sel:[1,0]
	v_mul_f32_e32 v36, v36, v230
	v_mul_f32_e32 v37, v37, v230
	v_mul_f32_e32 v38, v38, v230
	v_mul_f32_e32 v39, v39, v230
	v_mul_f32_e32 v40, v40, v230
	v_mul_f32_e32 v57, v57, v230
	v_mul_f32_e32 v58, v58, v230
	v_mul_f32_e32 v59, v59, v230
	v_mul_f32_e32 v60, v60, v230
	v_mul_f32_e32 v61, v61, v230
	v_mul_f32_e32 v62, v62, v230
	v_mul_f32_e32 v63, v63, v230
	v_mul_f32_e32 v64, v64, v230
	v_mul_f32_e32 v49, v49, v230
	v_mul_f32_e32 v50, v50, v230
	v_mul_f32_e32 v51, v51, v230
	v_mul_f32_e32 v52, v52, v230
	v_mul_f32_e32 v53, v53, v230
	v_mul_f32_e32 v54, v54, v230
	v_mul_f32_e32 v55, v55, v230
	v_mul_f32_e32 v56, v56, v230
	v_mul_f32_e32 v41, v41, v230
	v_mul_f32_e32 v42, v42, v230
	v_mul_f32_e32 v43, v43, v230
	v_mul_f32_e32 v44, v44, v230
	v_mul_f32_e32 v45, v45, v230
	v_mul_f32_e32 v46, v46, v230
	v_mul_f32_e32 v47, v47, v230
	v_mul_f32_e32 v48, v48, v230
	v_permlanex16_b32 v224, v223, s28, 0xfedcba98 op_sel:[1,0]
	v_permlanex16_b32 v226, v225, s28, 0xfedcba98 op_sel:[1,0]
	v_permlanex16_b32 v228, v227, s28, 0xfedcba98 op_sel:[1,0]
	v_permlanex16_b32 v231, v229, s28, 0xfedcba98 op_sel:[1,0]
	v_perm_b32 v158, v160, v159, v120
	v_perm_b32 v159, v160, v159, v128
	v_perm_b32 v160, v162, v161, v120
	v_perm_b32 v161, v162, v161, v128
	v_perm_b32 v162, v164, v163, v120
	v_perm_b32 v163, v164, v163, v128
	v_perm_b32 v164, v222, v165, v120
	v_perm_b32 v165, v222, v165, v128
	v_fmac_f32_e32 v119, v157, v230
	v_mul_f32_e32 v34, v34, v230
	v_perm_b32 v222, v224, v223, v120
	v_perm_b32 v223, v224, v223, v128
	v_perm_b32 v224, v226, v225, v120
	v_perm_b32 v225, v226, v225, v128
	v_perm_b32 v226, v228, v227, v120
	v_perm_b32 v227, v228, v227, v128
	v_perm_b32 v228, v231, v229, v120
	v_perm_b32 v229, v231, v229, v128
	s_waitcnt lgkmcnt(6)
	v_wmma_f32_16x16x16_f16 v[57:64], v[182:189], v[158:165], v[57:64]
	v_wmma_f32_16x16x16_f16 v[49:56], v[166:173], v[158:165], v[49:56]
	s_waitcnt lgkmcnt(4)
	v_wmma_f32_16x16x16_f16 v[41:48], v[198:205], v[158:165], v[41:48]
	v_mov_b32_e32 v157, v119
	v_wmma_f32_16x16x16_f16 v[33:40], v[65:72], v[158:165], v[33:40]
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[57:64], v[206:213], v[222:229], v[57:64]
	v_wmma_f32_16x16x16_f16 v[49:56], v[190:197], v[222:229], v[49:56]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[41:48], v[214:221], v[222:229], v[41:48]
	v_mov_b32_e32 v158, v118
	v_wmma_f32_16x16x16_f16 v[33:40], v[174:181], v[222:229], v[33:40]
	s_add_i32 s29, s29, 32
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lt_i32 s29, s14
	s_cbranch_scc0 .LBB0_132
.LBB0_67:                               ; =>This Inner Loop Header: Depth=1
	s_add_i32 s30, s66, s29
	v_mov_b16_e32 v65.l, v111.l
	s_ashr_i32 s31, s30, 31
	s_add_u32 s20, s30, s45
	s_addc_u32 s21, s31, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_lt_i64_e64 s3, s[20:21], s[38:39]
	s_cmp_gt_i32 s21, -1
	s_cselect_b32 s24, -1, 0
	s_and_b32 s3, s24, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, vcc_lo, s3
	s_and_saveexec_b32 s24, s3
	s_cbranch_execz .LBB0_69
; %bb.68:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mul_i32 s3, s20, s27
	s_mul_hi_u32 s25, s20, s26
	s_mul_i32 s40, s20, s26
	s_add_i32 s3, s25, s3
	s_mul_i32 s25, s21, s26
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_i32 s41, s3, s25
	s_lshl_b64 s[40:41], s[40:41], 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v65, s3, v113, s40
	v_add_co_ci_u32_e64 v66, null, s41, v114, s3
	global_load_d16_b16 v65, v[65:66], off
.LBB0_69:                               ;   in Loop: Header=BB0_67 Depth=1
	s_or_b32 exec_lo, exec_lo, s24
	s_add_u32 s24, s20, 2
	s_addc_u32 s25, s21, 0
	v_mov_b16_e32 v66.l, v111.l
	v_cmp_lt_i64_e64 s3, s[24:25], s[38:39]
	s_cmp_gt_i32 s25, -1
	s_cselect_b32 s40, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s40, s3
	s_and_b32 s3, vcc_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s40, s3
	s_cbranch_execz .LBB0_71
; %bb.70:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mul_i32 s3, s24, s27
	s_mul_hi_u32 s41, s24, s26
	s_mul_i32 s25, s25, s26
	s_add_i32 s3, s41, s3
	s_mul_i32 s24, s24, s26
	s_add_i32 s25, s3, s25
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[24:25], s[24:25], 1
	v_add_co_u32 v66, s3, v113, s24
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v67, null, s25, v114, s3
	global_load_d16_b16 v66, v[66:67], off
.LBB0_71:                               ;   in Loop: Header=BB0_67 Depth=1
	s_or_b32 exec_lo, exec_lo, s40
	s_add_u32 s24, s20, 4
	s_addc_u32 s25, s21, 0
	v_mov_b16_e32 v67.l, v111.l
	v_cmp_lt_i64_e64 s3, s[24:25], s[38:39]
	s_cmp_gt_i32 s25, -1
	s_cselect_b32 s40, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s40, s3
	s_and_b32 s3, vcc_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s40, s3
	s_cbranch_execz .LBB0_73
; %bb.72:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mul_i32 s3, s24, s27
	s_mul_hi_u32 s41, s24, s26
	s_mul_i32 s25, s25, s26
	s_add_i32 s3, s41, s3
	s_mul_i32 s24, s24, s26
	s_add_i32 s25, s3, s25
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[24:25], s[24:25], 1
	v_add_co_u32 v67, s3, v113, s24
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v68, null, s25, v114, s3
	global_load_d16_b16 v67, v[67:68], off
.LBB0_73:                               ;   in Loop: Header=BB0_67 Depth=1
	s_or_b32 exec_lo, exec_lo, s40
	s_add_u32 s24, s20, 6
	s_addc_u32 s25, s21, 0
	v_mov_b16_e32 v68.l, v111.l
	v_cmp_lt_i64_e64 s3, s[24:25], s[38:39]
	s_cmp_gt_i32 s25, -1
	s_cselect_b32 s40, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s40, s3
	s_and_b32 s3, vcc_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s40, s3
	s_cbranch_execz .LBB0_75
; %bb.74:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mul_i32 s3, s24, s27
	s_mul_hi_u32 s41, s24, s26
	s_mul_i32 s25, s25, s26
	s_add_i32 s3, s41, s3
	s_mul_i32 s24, s24, s26
	s_add_i32 s25, s3, s25
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[24:25], s[24:25], 1
	v_add_co_u32 v68, s3, v113, s24
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v69, null, s25, v114, s3
	global_load_d16_b16 v68, v[68:69], off
.LBB0_75:                               ;   in Loop: Header=BB0_67 Depth=1
	s_or_b32 exec_lo, exec_lo, s40
	s_add_u32 s24, s20, 8
	s_addc_u32 s25, s21, 0
	v_mov_b16_e32 v69.l, v111.l
	v_cmp_lt_i64_e64 s3, s[24:25], s[38:39]
	s_cmp_gt_i32 s25, -1
	s_cselect_b32 s40, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s40, s3
	s_and_b32 s3, vcc_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s40, s3
	s_cbranch_execz .LBB0_77
; %bb.76:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mul_i32 s3, s24, s27
	s_mul_hi_u32 s41, s24, s26
	s_mul_i32 s25, s25, s26
	s_add_i32 s3, s41, s3
	s_mul_i32 s24, s24, s26
	s_add_i32 s25, s3, s25
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[24:25], s[24:25], 1
	v_add_co_u32 v69, s3, v113, s24
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v70, null, s25, v114, s3
	global_load_d16_b16 v69, v[69:70], off
.LBB0_77:                               ;   in Loop: Header=BB0_67 Depth=1
	s_or_b32 exec_lo, exec_lo, s40
	s_add_u32 s24, s20, 10
	s_addc_u32 s25, s21, 0
	v_mov_b16_e32 v70.l, v111.l
	v_cmp_lt_i64_e64 s3, s[24:25], s[38:39]
	s_cmp_gt_i32 s25, -1
	s_cselect_b32 s40, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s40, s3
	s_and_b32 s3, vcc_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s40, s3
	s_cbranch_execz .LBB0_79
; %bb.78:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mul_i32 s3, s24, s27
	s_mul_hi_u32 s41, s24, s26
	s_mul_i32 s25, s25, s26
	s_add_i32 s3, s41, s3
	s_mul_i32 s24, s24, s26
	s_add_i32 s25, s3, s25
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[24:25], s[24:25], 1
	v_add_co_u32 v70, s3, v113, s24
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v71, null, s25, v114, s3
	global_load_d16_b16 v70, v[70:71], off
.LBB0_79:                               ;   in Loop: Header=BB0_67 Depth=1
	s_or_b32 exec_lo, exec_lo, s40
	s_add_u32 s24, s20, 12
	s_addc_u32 s25, s21, 0
	v_mov_b16_e32 v71.l, v111.l
	v_cmp_lt_i64_e64 s3, s[24:25], s[38:39]
	s_cmp_gt_i32 s25, -1
	s_cselect_b32 s40, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s40, s3
	s_and_b32 s3, vcc_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s40, s3
	s_cbranch_execz .LBB0_81
; %bb.80:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mul_i32 s3, s24, s27
	s_mul_hi_u32 s41, s24, s26
	s_mul_i32 s25, s25, s26
	s_add_i32 s3, s41, s3
	s_mul_i32 s24, s24, s26
	s_add_i32 s25, s3, s25
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[24:25], s[24:25], 1
	v_add_co_u32 v71, s3, v113, s24
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v72, null, s25, v114, s3
	global_load_d16_b16 v71, v[71:72], off
.LBB0_81:                               ;   in Loop: Header=BB0_67 Depth=1
	s_or_b32 exec_lo, exec_lo, s40
	s_add_u32 s24, s20, 14
	s_addc_u32 s25, s21, 0
	v_mov_b16_e32 v72.l, v111.l
	v_cmp_lt_i64_e64 s3, s[24:25], s[38:39]
	s_cmp_gt_i32 s25, -1
	s_cselect_b32 s40, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s40, s3
	s_and_b32 s3, vcc_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s40, s3
	s_cbranch_execz .LBB0_83
; %bb.82:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mul_i32 s3, s24, s27
	s_mul_hi_u32 s41, s24, s26
	s_mul_i32 s25, s25, s26
	s_add_i32 s3, s41, s3
	s_mul_i32 s24, s24, s26
	s_add_i32 s25, s3, s25
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[24:25], s[24:25], 1
	v_add_co_u32 v118, s3, v113, s24
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v119, null, s25, v114, s3
	global_load_d16_b16 v72, v[118:119], off
.LBB0_83:                               ;   in Loop: Header=BB0_67 Depth=1
	s_or_b32 exec_lo, exec_lo, s40
	s_add_u32 s24, s20, 16
	s_addc_u32 s25, s21, 0
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v65.h, v111.l
	v_cmp_lt_i64_e64 s3, s[24:25], s[38:39]
	s_cmp_gt_i32 s25, -1
	s_cselect_b32 s40, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s40, s3
	s_and_b32 s3, vcc_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s40, s3
	s_cbranch_execz .LBB0_85
; %bb.84:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mul_i32 s3, s24, s27
	s_mul_hi_u32 s41, s24, s26
	s_mul_i32 s25, s25, s26
	s_add_i32 s3, s41, s3
	s_mul_i32 s24, s24, s26
	s_add_i32 s25, s3, s25
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[24:25], s[24:25], 1
	v_add_co_u32 v118, s3, v113, s24
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v119, null, s25, v114, s3
	global_load_d16_hi_b16 v65, v[118:119], off
.LBB0_85:                               ;   in Loop: Header=BB0_67 Depth=1
	s_or_b32 exec_lo, exec_lo, s40
	s_add_u32 s24, s20, 18
	s_addc_u32 s25, s21, 0
	v_mov_b16_e32 v66.h, v111.l
	v_cmp_lt_i64_e64 s3, s[24:25], s[38:39]
	s_cmp_gt_i32 s25, -1
	s_cselect_b32 s40, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s40, s3
	s_and_b32 s3, vcc_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s40, s3
	s_cbranch_execz .LBB0_87
; %bb.86:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mul_i32 s3, s24, s27
	s_mul_hi_u32 s41, s24, s26
	s_mul_i32 s25, s25, s26
	s_add_i32 s3, s41, s3
	s_mul_i32 s24, s24, s26
	s_add_i32 s25, s3, s25
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[24:25], s[24:25], 1
	v_add_co_u32 v118, s3, v113, s24
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v119, null, s25, v114, s3
	global_load_d16_hi_b16 v66, v[118:119], off
.LBB0_87:                               ;   in Loop: Header=BB0_67 Depth=1
	s_or_b32 exec_lo, exec_lo, s40
	s_add_u32 s24, s20, 20
	s_addc_u32 s25, s21, 0
	v_mov_b16_e32 v67.h, v111.l
	v_cmp_lt_i64_e64 s3, s[24:25], s[38:39]
	s_cmp_gt_i32 s25, -1
	s_cselect_b32 s40, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s40, s3
	s_and_b32 s3, vcc_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s40, s3
	s_cbranch_execz .LBB0_89
; %bb.88:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mul_i32 s3, s24, s27
	s_mul_hi_u32 s41, s24, s26
	s_mul_i32 s25, s25, s26
	s_add_i32 s3, s41, s3
	s_mul_i32 s24, s24, s26
	s_add_i32 s25, s3, s25
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[24:25], s[24:25], 1
	v_add_co_u32 v118, s3, v113, s24
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v119, null, s25, v114, s3
	global_load_d16_hi_b16 v67, v[118:119], off
.LBB0_89:                               ;   in Loop: Header=BB0_67 Depth=1
	s_or_b32 exec_lo, exec_lo, s40
	s_add_u32 s24, s20, 22
	s_addc_u32 s25, s21, 0
	v_mov_b16_e32 v68.h, v111.l
	v_cmp_lt_i64_e64 s3, s[24:25], s[38:39]
	s_cmp_gt_i32 s25, -1
	s_cselect_b32 s40, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s40, s3
	s_and_b32 s3, vcc_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s40, s3
	s_cbranch_execz .LBB0_91
; %bb.90:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mul_i32 s3, s24, s27
	s_mul_hi_u32 s41, s24, s26
	s_mul_i32 s25, s25, s26
	s_add_i32 s3, s41, s3
	s_mul_i32 s24, s24, s26
	s_add_i32 s25, s3, s25
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[24:25], s[24:25], 1
	v_add_co_u32 v118, s3, v113, s24
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v119, null, s25, v114, s3
	global_load_d16_hi_b16 v68, v[118:119], off
.LBB0_91:                               ;   in Loop: Header=BB0_67 Depth=1
	s_or_b32 exec_lo, exec_lo, s40
	s_add_u32 s24, s20, 24
	s_addc_u32 s25, s21, 0
	v_mov_b16_e32 v69.h, v111.l
	v_cmp_lt_i64_e64 s3, s[24:25], s[38:39]
	s_cmp_gt_i32 s25, -1
	s_cselect_b32 s40, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s40, s3
	s_and_b32 s3, vcc_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s40, s3
	s_cbranch_execz .LBB0_93
; %bb.92:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mul_i32 s3, s24, s27
	s_mul_hi_u32 s41, s24, s26
	s_mul_i32 s25, s25, s26
	s_add_i32 s3, s41, s3
	s_mul_i32 s24, s24, s26
	s_add_i32 s25, s3, s25
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[24:25], s[24:25], 1
	v_add_co_u32 v118, s3, v113, s24
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v119, null, s25, v114, s3
	global_load_d16_hi_b16 v69, v[118:119], off
.LBB0_93:                               ;   in Loop: Header=BB0_67 Depth=1
	s_or_b32 exec_lo, exec_lo, s40
	s_add_u32 s24, s20, 26
	s_addc_u32 s25, s21, 0
	v_mov_b16_e32 v70.h, v111.l
	v_cmp_lt_i64_e64 s3, s[24:25], s[38:39]
	s_cmp_gt_i32 s25, -1
	s_cselect_b32 s40, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s40, s3
	s_and_b32 s3, vcc_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s40, s3
	s_cbranch_execz .LBB0_95
; %bb.94:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mul_i32 s3, s24, s27
	s_mul_hi_u32 s41, s24, s26
	s_mul_i32 s25, s25, s26
	s_add_i32 s3, s41, s3
	s_mul_i32 s24, s24, s26
	s_add_i32 s25, s3, s25
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[24:25], s[24:25], 1
	v_add_co_u32 v118, s3, v113, s24
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v119, null, s25, v114, s3
	global_load_d16_hi_b16 v70, v[118:119], off
.LBB0_95:                               ;   in Loop: Header=BB0_67 Depth=1
	s_or_b32 exec_lo, exec_lo, s40
	s_add_u32 s24, s20, 28
	s_addc_u32 s25, s21, 0
	v_mov_b16_e32 v71.h, v111.l
	v_cmp_lt_i64_e64 s3, s[24:25], s[38:39]
	s_cmp_gt_i32 s25, -1
	s_cselect_b32 s40, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s40, s3
	s_and_b32 s3, vcc_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s40, s3
	s_cbranch_execz .LBB0_97
; %bb.96:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mul_i32 s3, s24, s27
	s_mul_hi_u32 s41, s24, s26
	s_mul_i32 s25, s25, s26
	s_add_i32 s3, s41, s3
	s_mul_i32 s24, s24, s26
	s_add_i32 s25, s3, s25
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[24:25], s[24:25], 1
	v_add_co_u32 v118, s3, v113, s24
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v119, null, s25, v114, s3
	global_load_d16_hi_b16 v71, v[118:119], off
.LBB0_97:                               ;   in Loop: Header=BB0_67 Depth=1
	s_or_b32 exec_lo, exec_lo, s40
	s_add_u32 s20, s20, 30
	s_addc_u32 s21, s21, 0
	v_mov_b16_e32 v72.h, v111.l
	v_cmp_lt_i64_e64 s3, s[20:21], s[38:39]
	s_cmp_gt_i32 s21, -1
	s_cselect_b32 s24, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s24, s3
	s_and_b32 s3, vcc_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s24, s3
	s_cbranch_execz .LBB0_99
; %bb.98:                               ;   in Loop: Header=BB0_67 Depth=1
	s_mul_i32 s3, s20, s27
	s_mul_hi_u32 s25, s20, s26
	s_mul_i32 s21, s21, s26
	s_add_i32 s3, s25, s3
	s_mul_i32 s20, s20, s26
	s_add_i32 s21, s3, s21
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[20:21], s[20:21], 1
	v_add_co_u32 v118, s3, v113, s20
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v119, null, s21, v114, s3
	global_load_d16_hi_b16 v72, v[118:119], off
.LBB0_99:                               ;   in Loop: Header=BB0_67 Depth=1
	s_or_b32 exec_lo, exec_lo, s24
	v_dual_mov_b32 v165, s10 :: v_dual_add_nc_u32 v118, 0, v98
	s_waitcnt vmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v129, v66 offset:512
	ds_store_b32 v118, v65
	ds_store_b32 v130, v67 offset:1024
	ds_store_b32 v131, v68 offset:1536
	ds_store_b32 v132, v69 offset:2048
	ds_store_b32 v133, v70 offset:2560
	ds_store_b32 v134, v71 offset:3072
	v_dual_mov_b32 v166, s11 :: v_dual_add_nc_u32 v65, 0, v117
	ds_store_b32 v135, v72 offset:3584
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_2addr_b32 v[118:119], v65 offset1:16
	ds_load_2addr_b32 v[191:192], v65 offset0:32 offset1:48
	ds_load_2addr_b32 v[182:183], v136 offset1:16
	ds_load_2addr_b32 v[193:194], v136 offset0:32 offset1:48
	ds_load_2addr_b32 v[195:196], v137 offset1:16
	ds_load_2addr_b32 v[197:198], v137 offset0:32 offset1:48
	ds_load_2addr_b32 v[199:200], v138 offset1:16
	ds_load_2addr_b32 v[201:202], v138 offset0:32 offset1:48
	ds_load_2addr_b32 v[203:204], v139 offset1:16
	ds_load_2addr_b32 v[205:206], v139 offset0:32 offset1:48
	ds_load_2addr_b32 v[207:208], v140 offset1:16
	ds_load_2addr_b32 v[209:210], v140 offset0:32 offset1:48
	ds_load_2addr_b32 v[211:212], v141 offset1:16
	ds_load_2addr_b32 v[213:214], v141 offset0:32 offset1:48
	ds_load_2addr_b32 v[215:216], v142 offset1:16
	ds_load_2addr_b32 v[217:218], v142 offset0:32 offset1:48
	ds_load_2addr_b32 v[219:220], v143 offset1:16
	ds_load_2addr_b32 v[221:222], v144 offset1:16
	ds_load_2addr_b32 v[223:224], v145 offset1:16
	ds_load_2addr_b32 v[225:226], v146 offset1:16
	ds_load_2addr_b32 v[227:228], v147 offset1:16
	ds_load_2addr_b32 v[229:230], v148 offset1:16
	ds_load_2addr_b32 v[231:232], v149 offset1:16
	ds_load_2addr_b32 v[233:234], v150 offset1:16
	ds_load_2addr_b32 v[235:236], v143 offset0:32 offset1:48
	ds_load_2addr_b32 v[237:238], v144 offset0:32 offset1:48
	ds_load_2addr_b32 v[239:240], v145 offset0:32 offset1:48
	ds_load_2addr_b32 v[241:242], v146 offset0:32 offset1:48
	ds_load_2addr_b32 v[243:244], v147 offset0:32 offset1:48
	ds_load_2addr_b32 v[245:246], v148 offset0:32 offset1:48
	ds_load_2addr_b32 v[247:248], v149 offset0:32 offset1:48
	ds_load_2addr_b32 v[249:250], v150 offset0:32 offset1:48
	s_waitcnt lgkmcnt(31)
	v_mov_b16_e32 v65.l, v118.l
	s_waitcnt lgkmcnt(29)
	v_mov_b16_e64 v65.h, v182.l
	s_waitcnt lgkmcnt(27)
	v_mov_b16_e64 v66.l, v195.l
	s_waitcnt lgkmcnt(25)
	v_mov_b16_e64 v66.h, v199.l
	s_waitcnt lgkmcnt(23)
	v_mov_b16_e64 v67.l, v203.l
	s_waitcnt lgkmcnt(21)
	v_mov_b16_e64 v67.h, v207.l
	s_waitcnt lgkmcnt(19)
	v_mov_b16_e64 v68.l, v211.l
	s_waitcnt lgkmcnt(17)
	v_mov_b16_e64 v68.h, v215.l
	s_waitcnt lgkmcnt(15)
	v_mov_b16_e64 v69.l, v219.l
	s_waitcnt lgkmcnt(14)
	v_mov_b16_e64 v69.h, v221.l
	s_waitcnt lgkmcnt(13)
	v_mov_b16_e64 v70.l, v223.l
	s_waitcnt lgkmcnt(12)
	v_mov_b16_e64 v70.h, v225.l
	s_waitcnt lgkmcnt(11)
	v_mov_b16_e64 v71.l, v227.l
	s_waitcnt lgkmcnt(10)
	v_mov_b16_e64 v71.h, v229.l
	s_waitcnt lgkmcnt(9)
	v_mov_b16_e64 v72.l, v231.l
	s_waitcnt lgkmcnt(8)
	v_mov_b16_e64 v72.h, v233.l
	v_dual_mov_b32 v164, s9 :: v_dual_mov_b32 v163, s8
	v_dual_mov_b32 v162, s7 :: v_dual_mov_b32 v161, s6
	v_dual_mov_b32 v160, s5 :: v_dual_mov_b32 v159, s4
	v_lshrrev_b32_e32 v175, 16, v118
	v_lshrrev_b32_e32 v176, 16, v195
	v_lshrrev_b32_e32 v177, 16, v203
	v_lshrrev_b32_e32 v178, 16, v211
	v_wmma_f32_16x16x16_f16 v[167:174], v[65:72], v[1:8], v[159:166]
	v_mov_b16_e32 v65.l, v119.l
	v_mov_b16_e64 v65.h, v183.l
	v_mov_b16_e64 v66.l, v196.l
	v_mov_b16_e64 v66.h, v200.l
	v_mov_b16_e64 v67.l, v204.l
	v_mov_b16_e64 v67.h, v208.l
	v_mov_b16_e64 v68.l, v212.l
	v_mov_b16_e64 v68.h, v216.l
	v_mov_b16_e64 v69.l, v220.l
	v_mov_b16_e64 v69.h, v222.l
	v_mov_b16_e64 v70.l, v224.l
	v_mov_b16_e64 v70.h, v226.l
	v_mov_b16_e64 v71.l, v228.l
	v_mov_b16_e64 v71.h, v230.l
	v_mov_b16_e64 v72.l, v232.l
	v_mov_b16_e64 v72.h, v234.l
	v_lshrrev_b32_e32 v179, 16, v219
	v_lshrrev_b32_e32 v118, 16, v233
	v_lshrrev_b32_e32 v180, 16, v223
	v_lshrrev_b32_e32 v181, 16, v227
	v_wmma_f32_16x16x16_f16 v[167:174], v[65:72], v[9:16], v[167:174]
	v_mov_b16_e64 v65.l, v191.l
	v_mov_b16_e64 v65.h, v193.l
	v_mov_b16_e64 v66.l, v197.l
	v_mov_b16_e64 v66.h, v201.l
	v_mov_b16_e64 v67.l, v205.l
	v_mov_b16_e64 v67.h, v209.l
	v_mov_b16_e64 v68.l, v213.l
	v_mov_b16_e64 v68.h, v217.l
	s_waitcnt lgkmcnt(7)
	v_mov_b16_e64 v69.l, v235.l
	s_waitcnt lgkmcnt(6)
	v_mov_b16_e64 v69.h, v237.l
	s_waitcnt lgkmcnt(5)
	v_mov_b16_e64 v70.l, v239.l
	s_waitcnt lgkmcnt(4)
	v_mov_b16_e64 v70.h, v241.l
	s_waitcnt lgkmcnt(3)
	v_mov_b16_e64 v71.l, v243.l
	s_waitcnt lgkmcnt(2)
	v_mov_b16_e64 v71.h, v245.l
	s_waitcnt lgkmcnt(1)
	v_mov_b16_e64 v72.l, v247.l
	s_waitcnt lgkmcnt(0)
	v_mov_b16_e64 v72.h, v249.l
	s_add_u32 s20, s30, s47
	s_addc_u32 s21, s31, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_lt_i64_e64 s3, s[20:21], s[36:37]
	v_wmma_f32_16x16x16_f16 v[167:174], v[65:72], v[17:24], v[167:174]
	v_lshrrev_b32_e32 v71, 16, v182
	v_lshrrev_b32_e32 v72, 16, v199
	v_lshrrev_b32_e32 v182, 16, v231
	v_mov_b16_e64 v182.h, v118.l
	v_lshrrev_b32_e32 v118, 16, v200
	v_mov_b16_e64 v175.h, v71.l
	v_lshrrev_b32_e32 v71, 16, v207
	v_mov_b16_e64 v176.h, v72.l
	v_lshrrev_b32_e32 v72, 16, v215
	v_mov_b16_e64 v65.l, v192.l
	v_mov_b16_e64 v65.h, v194.l
	v_mov_b16_e64 v177.h, v71.l
	v_lshrrev_b32_e32 v71, 16, v221
	v_mov_b16_e64 v178.h, v72.l
	v_lshrrev_b32_e32 v72, 16, v225
	v_mov_b16_e64 v66.l, v198.l
	v_mov_b16_e64 v66.h, v202.l
	v_mov_b16_e64 v179.h, v71.l
	v_lshrrev_b32_e32 v71, 16, v229
	v_mov_b16_e64 v180.h, v72.l
	v_lshrrev_b32_e32 v72, 16, v183
	v_mov_b16_e64 v67.l, v206.l
	v_mov_b16_e64 v67.h, v210.l
	v_mov_b16_e64 v181.h, v71.l
	v_mov_b16_e64 v68.l, v214.l
	v_mov_b16_e64 v68.h, v218.l
	v_mov_b16_e64 v69.l, v236.l
	v_mov_b16_e64 v69.h, v238.l
	v_wmma_f32_16x16x16_f16 v[183:190], v[175:182], v[1:8], v[159:166]
	v_lshrrev_b32_e32 v159, 16, v119
	v_mov_b16_e64 v159.h, v72.l
	v_lshrrev_b32_e32 v72, 16, v208
	v_lshrrev_b32_e32 v160, 16, v196
	v_lshrrev_b32_e32 v161, 16, v204
	v_mov_b16_e64 v160.h, v118.l
	v_lshrrev_b32_e32 v118, 16, v216
	v_mov_b16_e64 v161.h, v72.l
	v_lshrrev_b32_e32 v72, 16, v222
	v_lshrrev_b32_e32 v162, 16, v212
	v_lshrrev_b32_e32 v163, 16, v220
	v_mov_b16_e64 v162.h, v118.l
	v_lshrrev_b32_e32 v118, 16, v226
	v_mov_b16_e64 v163.h, v72.l
	v_lshrrev_b32_e32 v72, 16, v230
	v_lshrrev_b32_e32 v119, 16, v234
	v_lshrrev_b32_e32 v164, 16, v224
	v_lshrrev_b32_e32 v165, 16, v228
	v_lshrrev_b32_e32 v166, 16, v232
	v_mov_b16_e64 v164.h, v118.l
	v_mov_b16_e64 v165.h, v72.l
	v_mov_b16_e64 v166.h, v119.l
	v_lshrrev_b32_e32 v118, 16, v193
	v_lshrrev_b32_e32 v119, 16, v201
	v_mov_b16_e64 v70.l, v240.l
	v_mov_b16_e64 v70.h, v242.l
	v_wmma_f32_16x16x16_f16 v[183:190], v[159:166], v[9:16], v[183:190]
	v_lshrrev_b32_e32 v159, 16, v191
	v_mov_b16_e64 v159.h, v118.l
	v_lshrrev_b32_e32 v118, 16, v209
	v_lshrrev_b32_e32 v161, 16, v205
	v_mov_b16_e64 v71.l, v244.l
	v_mov_b16_e64 v71.h, v246.l
	v_mov_b16_e64 v72.l, v248.l
	v_mov_b16_e64 v161.h, v118.l
	v_lshrrev_b32_e32 v118, 16, v237
	v_mov_b16_e64 v72.h, v250.l
	v_lshrrev_b32_e32 v160, 16, v197
	v_lshrrev_b32_e32 v163, 16, v235
	v_mov_b16_e64 v160.h, v119.l
	v_lshrrev_b32_e32 v119, 16, v217
	v_mov_b16_e64 v163.h, v118.l
	v_lshrrev_b32_e32 v118, 16, v245
	v_lshrrev_b32_e32 v162, 16, v213
	v_lshrrev_b32_e32 v165, 16, v243
	v_wmma_f32_16x16x16_f16 v[167:174], v[65:72], v[25:32], v[167:174]
	v_lshrrev_b32_e32 v67, 16, v202
	v_mov_b16_e64 v162.h, v119.l
	v_lshrrev_b32_e32 v119, 16, v241
	v_lshrrev_b32_e32 v175, 16, v249
	v_mov_b16_e64 v165.h, v118.l
	v_lshrrev_b32_e32 v118, 16, v194
	v_lshrrev_b32_e32 v68, 16, v210
	v_lshrrev_b32_e32 v69, 16, v218
	v_lshrrev_b32_e32 v70, 16, v238
	v_lshrrev_b32_e32 v66, 16, v198
	v_lshrrev_b32_e32 v71, 16, v242
	v_lshrrev_b32_e32 v164, 16, v239
	v_lshrrev_b32_e32 v166, 16, v247
	v_lshrrev_b32_e32 v65, 16, v192
	v_mov_b16_e32 v66.h, v67.l
	v_lshrrev_b32_e32 v67, 16, v206
	v_lshrrev_b32_e32 v72, 16, v246
	v_mov_b16_e64 v164.h, v119.l
	v_mov_b16_e64 v166.h, v175.l
	v_mov_b16_e32 v65.h, v118.l
	v_mov_b16_e32 v67.h, v68.l
	v_lshrrev_b32_e32 v68, 16, v214
	v_lshrrev_b32_e32 v118, 16, v250
	v_mov_b16_e32 v68.h, v69.l
	v_lshrrev_b32_e32 v69, 16, v236
	v_mov_b16_e32 v69.h, v70.l
	v_lshrrev_b32_e32 v70, 16, v240
	v_mov_b16_e32 v70.h, v71.l
	v_lshrrev_b32_e32 v71, 16, v244
	v_mov_b16_e32 v71.h, v72.l
	v_lshrrev_b32_e32 v72, 16, v248
	v_wmma_f32_16x16x16_f16 v[183:190], v[159:166], v[17:24], v[183:190]
	v_mov_b16_e32 v72.h, v118.l
	v_dual_max_f32 v118, v168, v168 :: v_dual_max_f32 v119, v167, v167
	s_cmp_gt_i32 s21, -1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_wmma_f32_16x16x16_f16 v[183:190], v[65:72], v[25:32], v[183:190]
	v_max3_f32 v66, v170, v171, v172
	v_max_f32_e32 v65, v119, v118
	s_cselect_b32 s24, -1, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_max3_f32 v67, v184, v185, v186
	v_max3_f32 v68, v187, v188, v189
	v_max3_f32 v69, v173, v174, v183
	v_max3_f32 v65, v65, v169, v66
	s_and_b32 s3, s24, s3
	v_max3_f32 v66, v67, v68, v190
	s_and_b32 s3, s2, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_f32 v65, v65, v69, v66
	v_permlanex16_b32 v66, v65, s28, 0xfedcba98 op_sel:[1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_f32_e32 v66, v66, v66
	v_max_f32_e32 v65, v65, v66
	v_max_f32_e32 v66, v158, v158
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v65, v110, v65
	v_max_f32_e32 v118, v66, v65
	s_delay_alu instid0(VALU_DEP_1)
	v_fma_f32 v66, v110, v168, -v118
	v_fma_f32 v119, v110, v183, -v118
	v_fma_f32 v168, v110, v184, -v118
	v_fma_f32 v65, v110, v167, -v118
	v_fma_f32 v69, v110, v171, -v118
	v_exp_f32_e32 v160, v66
	v_exp_f32_e32 v167, v119
	v_exp_f32_e32 v168, v168
	v_exp_f32_e32 v159, v65
	v_exp_f32_e32 v163, v69
	s_delay_alu instid0(TRANS32_DEP_3)
	v_add_f32_e32 v69, v167, v168
	v_fma_f32 v67, v110, v169, -v118
	v_fma_f32 v68, v110, v170, -v118
	v_fma_f32 v70, v110, v172, -v118
	v_fma_f32 v71, v110, v173, -v118
	v_fma_f32 v72, v110, v174, -v118
	v_fma_f32 v169, v110, v185, -v118
	v_fma_f32 v170, v110, v186, -v118
	v_fma_f32 v171, v110, v187, -v118
	v_fma_f32 v172, v110, v188, -v118
	v_fma_f32 v173, v110, v189, -v118
	v_fma_f32 v174, v110, v190, -v118
	v_exp_f32_e32 v161, v67
	v_exp_f32_e32 v162, v68
	v_exp_f32_e32 v164, v70
	v_exp_f32_e32 v165, v71
	v_exp_f32_e32 v166, v72
	v_exp_f32_e32 v169, v169
	v_exp_f32_e32 v170, v170
	v_exp_f32_e32 v171, v171
	v_exp_f32_e32 v172, v172
	v_exp_f32_e32 v173, v173
	v_exp_f32_e32 v174, v174
	v_dual_add_f32 v65, v159, v160 :: v_dual_add_f32 v66, v161, v162
	v_dual_add_f32 v67, v163, v164 :: v_dual_add_f32 v68, v165, v166
	s_delay_alu instid0(TRANS32_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_dual_add_f32 v70, v169, v170 :: v_dual_add_f32 v71, v171, v172
	s_waitcnt_depctr depctr_va_vdst(0)
	v_add_f32_e32 v72, v173, v174
	v_dual_add_f32 v65, v65, v66 :: v_dual_add_f32 v66, v67, v68
	v_dual_add_f32 v67, v69, v70 :: v_dual_add_f32 v68, v71, v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v65, v65, v66 :: v_dual_add_f32 v66, v67, v68
	v_add_f32_e32 v119, v65, v66
	v_mov_b16_e32 v65.l, v112.l
	s_delay_alu instid0(VALU_DEP_2)
	v_permlanex16_b32 v175, v119, s28, 0xfedcba98 op_sel:[1,0]
	s_and_saveexec_b32 s24, s3
	s_cbranch_execz .LBB0_101
; %bb.100:                              ;   in Loop: Header=BB0_67 Depth=1
	s_mul_i32 s3, s20, s23
	s_mul_hi_u32 s25, s20, s22
	s_mul_i32 s21, s21, s22
	s_add_i32 s3, s25, s3
	s_mul_i32 s20, s20, s22
	s_add_i32 s21, s3, s21
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[20:21], s[20:21], 1
	v_add_co_u32 v65, s3, v115, s20
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v66, null, s21, v116, s3
	global_load_d16_b16 v65, v[65:66], off
.LBB0_101:                              ;   in Loop: Header=BB0_67 Depth=1
	s_or_b32 exec_lo, exec_lo, s24
	s_add_u32 s20, s30, s48
	s_addc_u32 s21, s31, 0
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v65.h, v112.l
	v_cmp_lt_i64_e64 s3, s[20:21], s[36:37]
	s_cmp_gt_i32 s21, -1
	s_cselect_b32 s24, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s24, s3
	s_and_b32 s3, s2, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s24, s3
	s_cbranch_execz .LBB0_103
; %bb.102:                              ;   in Loop: Header=BB0_67 Depth=1
	s_mul_i32 s3, s20, s23
	s_mul_hi_u32 s25, s20, s22
	s_mul_i32 s21, s21, s22
	s_add_i32 s3, s25, s3
	s_mul_i32 s20, s20, s22
	s_add_i32 s21, s3, s21
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[20:21], s[20:21], 1
	v_add_co_u32 v66, s3, v115, s20
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v67, null, s21, v116, s3
	global_load_d16_hi_b16 v65, v[66:67], off
.LBB0_103:                              ;   in Loop: Header=BB0_67 Depth=1
	s_or_b32 exec_lo, exec_lo, s24
	s_add_u32 s20, s30, s49
	s_addc_u32 s21, s31, 0
	v_mov_b16_e32 v66.l, v112.l
	v_cmp_lt_i64_e64 s3, s[20:21], s[36:37]
	s_cmp_gt_i32 s21, -1
	s_cselect_b32 s24, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s24, s3
	s_and_b32 s3, s2, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s24, s3
	s_cbranch_execz .LBB0_105
; %bb.104:                              ;   in Loop: Header=BB0_67 Depth=1
	s_mul_i32 s3, s20, s23
	s_mul_hi_u32 s25, s20, s22
	s_mul_i32 s21, s21, s22
	s_add_i32 s3, s25, s3
	s_mul_i32 s20, s20, s22
	s_add_i32 s21, s3, s21
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[20:21], s[20:21], 1
	v_add_co_u32 v66, s3, v115, s20
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v67, null, s21, v116, s3
	global_load_d16_b16 v66, v[66:67], off
.LBB0_105:                              ;   in Loop: Header=BB0_67 Depth=1
	s_or_b32 exec_lo, exec_lo, s24
	s_add_u32 s20, s30, s50
	s_addc_u32 s21, s31, 0
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v66.h, v112.l
	v_cmp_lt_i64_e64 s3, s[20:21], s[36:37]
	s_cmp_gt_i32 s21, -1
	s_cselect_b32 s24, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s24, s3
	s_and_b32 s3, s2, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s24, s3
	s_cbranch_execz .LBB0_107
; %bb.106:                              ;   in Loop: Header=BB0_67 Depth=1
	s_mul_i32 s3, s20, s23
	s_mul_hi_u32 s25, s20, s22
	s_mul_i32 s21, s21, s22
	s_add_i32 s3, s25, s3
	s_mul_i32 s20, s20, s22
	s_add_i32 s21, s3, s21
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[20:21], s[20:21], 1
	v_add_co_u32 v67, s3, v115, s20
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v68, null, s21, v116, s3
	global_load_d16_hi_b16 v66, v[67:68], off
.LBB0_107:                              ;   in Loop: Header=BB0_67 Depth=1
	s_or_b32 exec_lo, exec_lo, s24
	s_add_u32 s20, s30, s51
	s_addc_u32 s21, s31, 0
	v_mov_b16_e32 v67.l, v112.l
	v_cmp_lt_i64_e64 s3, s[20:21], s[36:37]
	s_cmp_gt_i32 s21, -1
	s_cselect_b32 s24, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s24, s3
	s_and_b32 s3, s2, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s24, s3
	s_cbranch_execz .LBB0_109
; %bb.108:                              ;   in Loop: Header=BB0_67 Depth=1
	s_mul_i32 s3, s20, s23
	s_mul_hi_u32 s25, s20, s22
	s_mul_i32 s21, s21, s22
	s_add_i32 s3, s25, s3
	s_mul_i32 s20, s20, s22
	s_add_i32 s21, s3, s21
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[20:21], s[20:21], 1
	v_add_co_u32 v67, s3, v115, s20
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v68, null, s21, v116, s3
	global_load_d16_b16 v67, v[67:68], off
.LBB0_109:                              ;   in Loop: Header=BB0_67 Depth=1
	s_or_b32 exec_lo, exec_lo, s24
	s_add_u32 s20, s30, s52
	s_addc_u32 s21, s31, 0
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v67.h, v112.l
	v_cmp_lt_i64_e64 s3, s[20:21], s[36:37]
	s_cmp_gt_i32 s21, -1
	s_cselect_b32 s24, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s24, s3
	s_and_b32 s3, s2, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s24, s3
	s_cbranch_execz .LBB0_111
; %bb.110:                              ;   in Loop: Header=BB0_67 Depth=1
	s_mul_i32 s3, s20, s23
	s_mul_hi_u32 s25, s20, s22
	s_mul_i32 s21, s21, s22
	s_add_i32 s3, s25, s3
	s_mul_i32 s20, s20, s22
	s_add_i32 s21, s3, s21
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[20:21], s[20:21], 1
	v_add_co_u32 v68, s3, v115, s20
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v69, null, s21, v116, s3
	global_load_d16_hi_b16 v67, v[68:69], off
.LBB0_111:                              ;   in Loop: Header=BB0_67 Depth=1
	s_or_b32 exec_lo, exec_lo, s24
	s_add_u32 s20, s30, s53
	s_addc_u32 s21, s31, 0
	v_mov_b16_e32 v68.l, v112.l
	v_cmp_lt_i64_e64 s3, s[20:21], s[36:37]
	s_cmp_gt_i32 s21, -1
	s_cselect_b32 s24, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s24, s3
	s_and_b32 s3, s2, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s24, s3
	s_cbranch_execz .LBB0_113
; %bb.112:                              ;   in Loop: Header=BB0_67 Depth=1
	s_mul_i32 s3, s20, s23
	s_mul_hi_u32 s25, s20, s22
	s_mul_i32 s21, s21, s22
	s_add_i32 s3, s25, s3
	s_mul_i32 s20, s20, s22
	s_add_i32 s21, s3, s21
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[20:21], s[20:21], 1
	v_add_co_u32 v68, s3, v115, s20
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v69, null, s21, v116, s3
	global_load_d16_b16 v68, v[68:69], off
.LBB0_113:                              ;   in Loop: Header=BB0_67 Depth=1
	s_or_b32 exec_lo, exec_lo, s24
	s_add_u32 s20, s30, s54
	s_addc_u32 s21, s31, 0
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v68.h, v112.l
	v_cmp_lt_i64_e64 s3, s[20:21], s[36:37]
	s_cmp_gt_i32 s21, -1
	s_cselect_b32 s24, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s24, s3
	s_and_b32 s3, s2, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s24, s3
	s_cbranch_execz .LBB0_115
; %bb.114:                              ;   in Loop: Header=BB0_67 Depth=1
	s_mul_i32 s3, s20, s23
	s_mul_hi_u32 s25, s20, s22
	s_mul_i32 s21, s21, s22
	s_add_i32 s3, s25, s3
	s_mul_i32 s20, s20, s22
	s_add_i32 s21, s3, s21
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[20:21], s[20:21], 1
	v_add_co_u32 v69, s3, v115, s20
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v70, null, s21, v116, s3
	global_load_d16_hi_b16 v68, v[69:70], off
.LBB0_115:                              ;   in Loop: Header=BB0_67 Depth=1
	s_or_b32 exec_lo, exec_lo, s24
	s_add_u32 s20, s30, s55
	s_addc_u32 s21, s31, 0
	v_mov_b16_e32 v69.l, v112.l
	v_cmp_lt_i64_e64 s3, s[20:21], s[36:37]
	s_cmp_gt_i32 s21, -1
	s_cselect_b32 s24, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s24, s3
	s_and_b32 s3, s2, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s24, s3
	s_cbranch_execz .LBB0_117
; %bb.116:                              ;   in Loop: Header=BB0_67 Depth=1
	s_mul_i32 s3, s20, s23
	s_mul_hi_u32 s25, s20, s22
	s_mul_i32 s21, s21, s22
	s_add_i32 s3, s25, s3
	s_mul_i32 s20, s20, s22
	s_add_i32 s21, s3, s21
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[20:21], s[20:21], 1
	v_add_co_u32 v69, s3, v115, s20
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v70, null, s21, v116, s3
	global_load_d16_b16 v69, v[69:70], off
.LBB0_117:                              ;   in Loop: Header=BB0_67 Depth=1
	s_or_b32 exec_lo, exec_lo, s24
	s_add_u32 s20, s30, s56
	s_addc_u32 s21, s31, 0
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v69.h, v112.l
	v_cmp_lt_i64_e64 s3, s[20:21], s[36:37]
	s_cmp_gt_i32 s21, -1
	s_cselect_b32 s24, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s24, s3
	s_and_b32 s3, s2, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s24, s3
	s_cbranch_execz .LBB0_119
; %bb.118:                              ;   in Loop: Header=BB0_67 Depth=1
	s_mul_i32 s3, s20, s23
	s_mul_hi_u32 s25, s20, s22
	s_mul_i32 s21, s21, s22
	s_add_i32 s3, s25, s3
	s_mul_i32 s20, s20, s22
	s_add_i32 s21, s3, s21
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[20:21], s[20:21], 1
	v_add_co_u32 v70, s3, v115, s20
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v71, null, s21, v116, s3
	global_load_d16_hi_b16 v69, v[70:71], off
.LBB0_119:                              ;   in Loop: Header=BB0_67 Depth=1
	s_or_b32 exec_lo, exec_lo, s24
	s_add_u32 s20, s30, s57
	s_addc_u32 s21, s31, 0
	v_mov_b16_e32 v70.l, v112.l
	v_cmp_lt_i64_e64 s3, s[20:21], s[36:37]
	s_cmp_gt_i32 s21, -1
	s_cselect_b32 s24, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s24, s3
	s_and_b32 s3, s2, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s24, s3
	s_cbranch_execz .LBB0_121
; %bb.120:                              ;   in Loop: Header=BB0_67 Depth=1
	s_mul_i32 s3, s20, s23
	s_mul_hi_u32 s25, s20, s22
	s_mul_i32 s21, s21, s22
	s_add_i32 s3, s25, s3
	s_mul_i32 s20, s20, s22
	s_add_i32 s21, s3, s21
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[20:21], s[20:21], 1
	v_add_co_u32 v70, s3, v115, s20
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v71, null, s21, v116, s3
	global_load_d16_b16 v70, v[70:71], off
.LBB0_121:                              ;   in Loop: Header=BB0_67 Depth=1
	s_or_b32 exec_lo, exec_lo, s24
	s_add_u32 s20, s30, s58
	s_addc_u32 s21, s31, 0
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v70.h, v112.l
	v_cmp_lt_i64_e64 s3, s[20:21], s[36:37]
	s_cmp_gt_i32 s21, -1
	s_cselect_b32 s24, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s24, s3
	s_and_b32 s3, s2, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s24, s3
	s_cbranch_execz .LBB0_123
; %bb.122:                              ;   in Loop: Header=BB0_67 Depth=1
	s_mul_i32 s3, s20, s23
	s_mul_hi_u32 s25, s20, s22
	s_mul_i32 s21, s21, s22
	s_add_i32 s3, s25, s3
	s_mul_i32 s20, s20, s22
	s_add_i32 s21, s3, s21
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[20:21], s[20:21], 1
	v_add_co_u32 v71, s3, v115, s20
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v72, null, s21, v116, s3
	global_load_d16_hi_b16 v70, v[71:72], off
.LBB0_123:                              ;   in Loop: Header=BB0_67 Depth=1
	s_or_b32 exec_lo, exec_lo, s24
	s_add_u32 s20, s30, s59
	s_addc_u32 s21, s31, 0
	v_mov_b16_e32 v71.l, v112.l
	v_cmp_lt_i64_e64 s3, s[20:21], s[36:37]
	s_cmp_gt_i32 s21, -1
	s_cselect_b32 s24, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s24, s3
	s_and_b32 s3, s2, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s24, s3
	s_cbranch_execz .LBB0_125
; %bb.124:                              ;   in Loop: Header=BB0_67 Depth=1
	s_mul_i32 s3, s20, s23
	s_mul_hi_u32 s25, s20, s22
	s_mul_i32 s21, s21, s22
	s_add_i32 s3, s25, s3
	s_mul_i32 s20, s20, s22
	s_add_i32 s21, s3, s21
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[20:21], s[20:21], 1
	v_add_co_u32 v71, s3, v115, s20
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v72, null, s21, v116, s3
	global_load_d16_b16 v71, v[71:72], off
.LBB0_125:                              ;   in Loop: Header=BB0_67 Depth=1
	s_or_b32 exec_lo, exec_lo, s24
	s_add_u32 s20, s30, s60
	s_addc_u32 s21, s31, 0
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v71.h, v112.l
	v_cmp_lt_i64_e64 s3, s[20:21], s[36:37]
	s_cmp_gt_i32 s21, -1
	s_cselect_b32 s24, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s24, s3
	s_and_b32 s3, s2, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s24, s3
	s_cbranch_execz .LBB0_127
; %bb.126:                              ;   in Loop: Header=BB0_67 Depth=1
	s_mul_i32 s3, s20, s23
	s_mul_hi_u32 s25, s20, s22
	s_mul_i32 s21, s21, s22
	s_add_i32 s3, s25, s3
	s_mul_i32 s20, s20, s22
	s_add_i32 s21, s3, s21
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[20:21], s[20:21], 1
	v_add_co_u32 v176, s3, v115, s20
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v177, null, s21, v116, s3
	global_load_d16_hi_b16 v71, v[176:177], off
.LBB0_127:                              ;   in Loop: Header=BB0_67 Depth=1
	s_or_b32 exec_lo, exec_lo, s24
	s_add_u32 s20, s30, s61
	s_addc_u32 s21, s31, 0
	v_mov_b16_e32 v72.l, v112.l
	v_cmp_lt_i64_e64 s3, s[20:21], s[36:37]
	s_cmp_gt_i32 s21, -1
	s_cselect_b32 s24, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s24, s3
	s_and_b32 s3, s2, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s24, s3
	s_cbranch_execz .LBB0_129
; %bb.128:                              ;   in Loop: Header=BB0_67 Depth=1
	s_mul_i32 s3, s20, s23
	s_mul_hi_u32 s25, s20, s22
	s_mul_i32 s21, s21, s22
	s_add_i32 s3, s25, s3
	s_mul_i32 s20, s20, s22
	s_add_i32 s21, s3, s21
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[20:21], s[20:21], 1
	v_add_co_u32 v176, s3, v115, s20
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v177, null, s21, v116, s3
	global_load_d16_b16 v72, v[176:177], off
.LBB0_129:                              ;   in Loop: Header=BB0_67 Depth=1
	s_or_b32 exec_lo, exec_lo, s24
	s_add_u32 s20, s30, s62
	s_addc_u32 s21, s31, 0
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v72.h, v112.l
	v_cmp_lt_i64_e64 s3, s[20:21], s[36:37]
	s_cmp_gt_i32 s21, -1
	s_cselect_b32 s24, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s24, s3
	s_and_b32 s3, s2, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s24, s3
	s_cbranch_execz .LBB0_66
; %bb.130:                              ;   in Loop: Header=BB0_67 Depth=1
	s_mul_i32 s3, s20, s23
	s_mul_hi_u32 s25, s20, s22
	s_mul_i32 s21, s21, s22
	s_add_i32 s3, s25, s3
	s_mul_i32 s20, s20, s22
	s_add_i32 s21, s3, s21
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[20:21], s[20:21], 1
	v_add_co_u32 v176, s3, v115, s20
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v177, null, s21, v116, s3
	global_load_d16_hi_b16 v72, v[176:177], off
	s_branch .LBB0_66
.LBB0_131:
	v_dual_mov_b32 v48, 0 :: v_dual_mov_b32 v119, 1.0
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v118, 0xff800000 :: v_dual_mov_b32 v47, v48
	v_mov_b32_e32 v46, v48
	v_mov_b32_e32 v45, v48
	v_mov_b32_e32 v44, v48
	v_mov_b32_e32 v43, v48
	v_mov_b32_e32 v42, v48
	v_mov_b32_e32 v41, v48
	v_mov_b32_e32 v56, v48
	v_mov_b32_e32 v55, v48
	v_mov_b32_e32 v54, v48
	v_mov_b32_e32 v53, v48
	v_mov_b32_e32 v52, v48
	v_mov_b32_e32 v51, v48
	v_mov_b32_e32 v50, v48
	v_mov_b32_e32 v49, v48
	v_mov_b32_e32 v64, v48
	v_mov_b32_e32 v63, v48
	v_mov_b32_e32 v62, v48
	v_mov_b32_e32 v61, v48
	v_mov_b32_e32 v60, v48
	v_mov_b32_e32 v59, v48
	v_mov_b32_e32 v58, v48
	v_mov_b32_e32 v57, v48
	v_mov_b32_e32 v40, v48
	v_mov_b32_e32 v39, v48
	v_mov_b32_e32 v38, v48
	v_mov_b32_e32 v37, v48
	v_mov_b32_e32 v36, v48
	v_mov_b32_e32 v35, v48
	v_mov_b32_e32 v34, v48
	v_mov_b32_e32 v33, v48
.LBB0_132:                              ; %Flow391
	s_load_b128 s[28:31], s[0:1], 0xf8
	v_lshl_or_b32 v120, s46, 4, v108
	v_bfe_u32 v98, v0, 4, 1
	v_mov_b32_e32 v99, 0
	s_cmp_lg_u32 s14, 0x7fffffc0
	s_cbranch_scc0 .LBB0_199
; %bb.133:                              ; %.lr.ph152
	v_dual_mov_b32 v158, v118 :: v_dual_lshlrev_b32 v121, 2, v97
	s_add_i32 s3, s14, 64
	s_and_b32 s0, s68, exec_lo
	s_cselect_b32 s0, 0, 0x104
	v_mov_b16_e32 v1.h, v85.l
	v_xor_b32_e32 v128, s0, v121
	v_mov_b32_e32 v85, 0x5410
	v_mov_b16_e32 v17.h, v75.l
	v_cmp_eq_u32_e64 s0, 0, v102
	v_mov_b16_e32 v24.h, v126.l
	v_xor_b32_e32 v65, 8, v128
	v_mov_b32_e32 v75, 0x7632
	v_mov_b16_e32 v32.h, v84.l
	v_mov_b16_e32 v26.h, v76.l
	v_and_b32_e32 v76, 48, v86
	v_cndmask_b32_e64 v84, 0x1054, v85, s0
	v_add_nc_u32_e32 v126, 0, v65
	v_cndmask_b32_e64 v75, 0x3276, v75, s0
	v_mov_b16_e32 v29.h, v81.l
	v_mov_b16_e32 v27.h, v77.l
	v_lshl_or_b32 v81, v84, 8, v84
	v_xor_b32_e32 v77, v86, v90
	v_lshl_or_b32 v75, v75, 8, v75
	v_mov_b16_e32 v28.h, v78.l
	v_lshl_or_b32 v73, v73, 6, v76
	v_and_b32_e32 v78, 0x540054, v81
	v_dual_mov_b32 v90, v34 :: v_dual_and_b32 v77, 48, v77
	v_dual_mov_b32 v156, v119 :: v_dual_and_b32 v75, 0x760076, v75
	s_lshr_b32 s0, s67, 3
	v_mov_b16_e32 v6.h, v122.l
	v_mov_b16_e32 v9.h, v89.l
	v_mov_b16_e32 v23.h, v124.l
	v_lshl_or_b32 v75, v75, 4, v75
	v_or3_b32 v122, v79, s0, v77
	v_xor_b32_e32 v124, v73, v80
	v_mov_b32_e32 v89, v33
	v_lshl_or_b32 v78, v78, 4, v78
	v_xor_b32_e32 v66, 16, v128
	v_xor_b32_e32 v67, 24, v128
	v_xor_b32_e32 v68, 32, v128
	v_xor_b32_e32 v69, 40, v128
	v_xor_b32_e32 v70, 48, v128
	v_xor_b32_e32 v71, 56, v128
	v_xor_b32_e32 v72, 4, v117
	v_xor_b32_e32 v136, 8, v117
	v_xor_b32_e32 v137, 12, v117
	v_xor_b32_e32 v138, 16, v117
	v_xor_b32_e32 v139, 20, v117
	v_xor_b32_e32 v140, 24, v117
	v_xor_b32_e32 v141, 28, v117
	v_xor_b32_e32 v142, 32, v117
	v_xor_b32_e32 v143, 36, v117
	v_xor_b32_e32 v144, 40, v117
	v_xor_b32_e32 v145, 44, v117
	v_xor_b32_e32 v146, 48, v117
	v_xor_b32_e32 v147, 52, v117
	v_xor_b32_e32 v148, 56, v117
	v_xor_b32_e32 v149, 60, v117
	v_mov_b16_e32 v7.h, v125.l
	v_mov_b16_e32 v16.h, v123.l
	v_mov_b16_e32 v25.h, v74.l
	v_and_b32_e32 v123, 0x5040504, v78
	v_and_b32_e32 v125, 0x7060706, v75
	v_xor_b32_e32 v73, 16, v122
	v_xor_b32_e32 v74, 32, v122
	v_xor_b32_e32 v75, 48, v122
	v_xor_b32_e32 v76, 16, v124
	v_xor_b32_e32 v77, 32, v124
	v_xor_b32_e32 v78, 48, v124
	v_or_b32_e32 v129, s14, v120
	v_mov_b16_e32 v8.h, v127.l
	v_mov_b16_e32 v5.h, v100.l
	v_mov_b16_e32 v4.h, v94.l
	v_mov_b16_e32 v3.h, v91.l
	v_mov_b16_e32 v2.h, v87.l
	v_mov_b16_e32 v15.h, v106.l
	v_mov_b16_e32 v14.h, v105.l
	v_mov_b16_e32 v13.h, v104.l
	v_mov_b16_e32 v12.h, v103.l
	v_mov_b16_e32 v11.h, v96.l
	v_mov_b16_e32 v10.h, v93.l
	v_mov_b16_e32 v22.h, v107.l
	v_mov_b16_e32 v21.h, v101.l
	v_mov_b16_e32 v20.h, v95.l
	v_mov_b16_e32 v19.h, v92.l
	v_mov_b16_e32 v18.h, v88.l
	v_mov_b16_e32 v31.h, v83.l
	v_mov_b16_e32 v30.h, v82.l
	v_dual_mov_b32 v96, v40 :: v_dual_add_nc_u32 v127, 0, v66
	v_dual_mov_b32 v91, v35 :: v_dual_add_nc_u32 v130, 0, v67
	v_dual_mov_b32 v82, v58 :: v_dual_add_nc_u32 v131, 0, v68
	v_dual_mov_b32 v93, v37 :: v_dual_add_nc_u32 v132, 0, v69
	v_dual_mov_b32 v84, v60 :: v_dual_add_nc_u32 v133, 0, v70
	v_dual_mov_b32 v95, v39 :: v_dual_add_nc_u32 v134, 0, v71
	v_dual_mov_b32 v86, v62 :: v_dual_add_nc_u32 v135, 0, v72
	v_dual_mov_b32 v81, v57 :: v_dual_add_nc_u32 v136, 0, v136
	v_dual_mov_b32 v88, v64 :: v_dual_add_nc_u32 v137, 0, v137
	v_dual_mov_b32 v83, v59 :: v_dual_add_nc_u32 v138, 0, v138
	v_add_nc_u32_e32 v139, 0, v139
	v_dual_mov_b32 v85, v61 :: v_dual_add_nc_u32 v140, 0, v140
	v_add_nc_u32_e32 v141, 0, v141
	v_dual_mov_b32 v87, v63 :: v_dual_add_nc_u32 v142, 0, v142
	v_add_nc_u32_e32 v143, 0, v143
	v_add_nc_u32_e32 v144, 0, v144
	v_dual_mov_b32 v80, v56 :: v_dual_add_nc_u32 v145, 0, v145
	v_add_nc_u32_e32 v146, 0, v146
	v_dual_mov_b32 v66, v42 :: v_dual_add_nc_u32 v147, 0, v147
	v_add_nc_u32_e32 v148, 0, v148
	v_dual_mov_b32 v68, v44 :: v_dual_add_nc_u32 v149, 0, v149
	v_dual_mov_b32 v79, v55 :: v_dual_add_nc_u32 v150, 0, v73
	v_dual_mov_b32 v70, v46 :: v_dual_add_nc_u32 v151, 0, v74
	v_dual_mov_b32 v65, v41 :: v_dual_add_nc_u32 v152, 0, v75
	v_dual_mov_b32 v72, v48 :: v_dual_add_nc_u32 v153, 0, v76
	v_dual_mov_b32 v67, v43 :: v_dual_add_nc_u32 v154, 0, v77
	v_dual_mov_b32 v92, v36 :: v_dual_add_nc_u32 v155, 0, v78
	v_dual_mov_b32 v94, v38 :: v_dual_mov_b32 v73, v49
	v_dual_mov_b32 v74, v50 :: v_dual_mov_b32 v75, v51
	v_dual_mov_b32 v76, v52 :: v_dual_mov_b32 v77, v53
	v_dual_mov_b32 v78, v54 :: v_dual_mov_b32 v69, v45
	v_mov_b32_e32 v71, v47
	s_mov_b32 s4, 0
	s_add_i32 s64, s64, s65
	s_mov_b32 s5, s4
	s_sub_i32 s24, s64, s63
	s_mov_b32 s6, s4
	s_mov_b32 s7, s4
	s_mov_b32 s8, s4
	s_mov_b32 s9, s4
	s_mov_b32 s10, s4
	s_mov_b32 s11, s4
	s_mov_b32 s25, 0x76543210
	s_mov_b32 s40, s14
	s_branch .LBB0_135
.LBB0_134:                              ;   in Loop: Header=BB0_135 Depth=1
	s_or_b32 exec_lo, exec_lo, s20
	v_dual_sub_f32 v158, v158, v159 :: v_dual_add_f32 v157, v157, v176
	v_cvt_f16_f32_e64 v176.l, v160
	v_cvt_f16_f32_e64 v176.h, v161
	v_cvt_f16_f32_e64 v177.l, v162
	s_delay_alu instid0(VALU_DEP_4)
	v_exp_f32_e32 v158, v158
	v_cvt_f16_f32_e64 v177.h, v163
	v_cvt_f16_f32_e64 v224.l, v164
	v_cvt_f16_f32_e64 v225.l, v166
	v_permlanex16_b32 v161, v176, s25, 0xfedcba98 op_sel:[1,0]
	v_add_nc_u32_e32 v164, 0, v122
	v_permlanex16_b32 v163, v177, s25, 0xfedcba98 op_sel:[1,0]
	v_cvt_f16_f32_e64 v226.l, v168
	v_cvt_f16_f32_e64 v226.h, v169
	v_cvt_f16_f32_e64 v227.l, v170
	v_dual_mul_f32 v89, v89, v158 :: v_dual_add_nc_u32 v166, 0, v124
	v_cvt_f16_f32_e64 v227.h, v171
	v_cvt_f16_f32_e64 v229.l, v172
	v_cvt_f16_f32_e64 v229.h, v173
	v_cvt_f16_f32_e64 v231.l, v174
	v_cvt_f16_f32_e64 v231.h, v175
	v_perm_b32 v160, v161, v176, v123
	v_perm_b32 v161, v161, v176, v125
	v_perm_b32 v162, v163, v177, v123
	v_perm_b32 v163, v163, v177, v125
	s_waitcnt vmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b64 v164, v[100:101]
	ds_store_b64 v150, v[102:103]
	ds_store_b64 v151, v[104:105]
	ds_store_b64 v152, v[106:107]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[100:103], v166
	ds_load_b128 v[168:171], v166 offset:2048
	ds_load_b128 v[104:107], v153
	ds_load_b128 v[172:175], v153 offset:2048
	ds_load_b128 v[176:179], v154
	ds_load_b128 v[184:187], v154 offset:1024
	ds_load_b128 v[192:195], v154 offset:2048
	ds_load_b128 v[200:203], v154 offset:3072
	ds_load_b128 v[180:183], v155
	ds_load_b128 v[188:191], v155 offset:1024
	ds_load_b128 v[196:199], v155 offset:2048
	ds_load_b128 v[204:207], v155 offset:3072
	v_cvt_f16_f32_e64 v224.h, v165
	v_cvt_f16_f32_e64 v225.h, v167
	ds_load_b128 v[208:211], v166 offset:1024
	ds_load_b128 v[212:215], v153 offset:1024
	ds_load_b128 v[216:219], v166 offset:3072
	ds_load_b128 v[220:223], v153 offset:3072
	v_mul_f32_e32 v90, v90, v158
	v_mul_f32_e32 v92, v92, v158
	v_permlanex16_b32 v165, v224, s25, 0xfedcba98 op_sel:[1,0]
	v_permlanex16_b32 v167, v225, s25, 0xfedcba98 op_sel:[1,0]
	v_mul_f32_e32 v93, v93, v158
	v_mul_f32_e32 v94, v94, v158
	v_mul_f32_e32 v95, v95, v158
	v_mul_f32_e32 v96, v96, v158
	v_mul_f32_e32 v81, v81, v158
	v_mul_f32_e32 v82, v82, v158
	v_mul_f32_e32 v83, v83, v158
	v_mul_f32_e32 v84, v84, v158
	v_mul_f32_e32 v85, v85, v158
	v_mul_f32_e32 v86, v86, v158
	v_mul_f32_e32 v87, v87, v158
	v_mul_f32_e32 v88, v88, v158
	v_mul_f32_e32 v73, v73, v158
	v_mul_f32_e32 v74, v74, v158
	v_mul_f32_e32 v75, v75, v158
	v_mul_f32_e32 v76, v76, v158
	v_mul_f32_e32 v77, v77, v158
	v_mul_f32_e32 v78, v78, v158
	v_mul_f32_e32 v79, v79, v158
	v_mul_f32_e32 v80, v80, v158
	v_mul_f32_e32 v65, v65, v158
	v_mul_f32_e32 v66, v66, v158
	v_mul_f32_e32 v67, v67, v158
	v_mul_f32_e32 v68, v68, v158
	v_mul_f32_e32 v69, v69, v158
	v_mul_f32_e32 v70, v70, v158
	v_mul_f32_e32 v71, v71, v158
	v_mul_f32_e32 v72, v72, v158
	v_permlanex16_b32 v228, v226, s25, 0xfedcba98 op_sel:[1,0]
	v_permlanex16_b32 v230, v227, s25, 0xfedcba98 op_sel:[1,0]
	v_permlanex16_b32 v232, v229, s25, 0xfedcba98 op_sel:[1,0]
	v_permlanex16_b32 v233, v231, s25, 0xfedcba98 op_sel:[1,0]
	v_perm_b32 v164, v165, v224, v123
	v_perm_b32 v165, v165, v224, v125
	v_perm_b32 v166, v167, v225, v123
	v_perm_b32 v167, v167, v225, v125
	v_fmac_f32_e32 v157, v156, v158
	v_mul_f32_e32 v91, v91, v158
	v_perm_b32 v224, v228, v226, v123
	v_perm_b32 v225, v228, v226, v125
	v_perm_b32 v226, v230, v227, v123
	v_perm_b32 v227, v230, v227, v125
	v_perm_b32 v228, v232, v229, v123
	v_perm_b32 v229, v232, v229, v125
	v_perm_b32 v230, v233, v231, v123
	v_perm_b32 v231, v233, v231, v125
	s_waitcnt lgkmcnt(6)
	v_wmma_f32_16x16x16_f16 v[81:88], v[184:191], v[160:167], v[81:88]
	v_wmma_f32_16x16x16_f16 v[73:80], v[168:175], v[160:167], v[73:80]
	s_waitcnt lgkmcnt(4)
	v_wmma_f32_16x16x16_f16 v[65:72], v[200:207], v[160:167], v[65:72]
	v_mov_b32_e32 v158, v159
	v_mov_b32_e32 v156, v157
	v_wmma_f32_16x16x16_f16 v[89:96], v[100:107], v[160:167], v[89:96]
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[81:88], v[208:215], v[224:231], v[81:88]
	v_wmma_f32_16x16x16_f16 v[73:80], v[192:199], v[224:231], v[73:80]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[65:72], v[216:223], v[224:231], v[65:72]
	s_add_i32 s40, s40, 32
	v_wmma_f32_16x16x16_f16 v[89:96], v[176:183], v[224:231], v[89:96]
	s_cmp_lt_i32 s40, s3
	s_cbranch_scc0 .LBB0_200
.LBB0_135:                              ; =>This Inner Loop Header: Depth=1
	s_add_i32 s41, s24, s40
	v_mov_b16_e32 v100.l, v111.l
	s_ashr_i32 s63, s41, 31
	s_add_u32 s20, s41, s45
	s_addc_u32 s21, s63, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_lt_i64_e64 s0, s[20:21], s[38:39]
	s_cmp_gt_i32 s21, -1
	s_cselect_b32 s1, -1, 0
	s_and_b32 s0, s1, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s0, vcc_lo, s0
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_137
; %bb.136:                              ;   in Loop: Header=BB0_135 Depth=1
	s_mul_i32 s0, s20, s27
	s_mul_hi_u32 s64, s20, s26
	s_mul_i32 s65, s21, s26
	s_add_i32 s0, s64, s0
	s_mul_i32 s64, s20, s26
	s_add_i32 s65, s0, s65
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[64:65], s[64:65], 1
	v_add_co_u32 v100, s0, v113, s64
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v101, null, s65, v114, s0
	global_load_d16_b16 v100, v[100:101], off
.LBB0_137:                              ;   in Loop: Header=BB0_135 Depth=1
	s_or_b32 exec_lo, exec_lo, s1
	s_add_u32 s0, s20, 2
	s_addc_u32 s1, s21, 0
	v_mov_b16_e32 v101.l, v111.l
	v_cmp_lt_i64_e64 s64, s[0:1], s[38:39]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s65, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s64, s65, s64
	s_and_b32 s65, vcc_lo, s64
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s64, s65
	s_cbranch_execz .LBB0_139
; %bb.138:                              ;   in Loop: Header=BB0_135 Depth=1
	s_mul_i32 s65, s0, s27
	s_mul_hi_u32 s66, s0, s26
	s_mul_i32 s1, s1, s26
	s_add_i32 s65, s66, s65
	s_mul_i32 s0, s0, s26
	s_add_i32 s1, s65, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[0:1], s[0:1], 1
	v_add_co_u32 v101, s0, v113, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v102, null, s1, v114, s0
	global_load_d16_b16 v101, v[101:102], off
.LBB0_139:                              ;   in Loop: Header=BB0_135 Depth=1
	s_or_b32 exec_lo, exec_lo, s64
	s_add_u32 s0, s20, 4
	s_addc_u32 s1, s21, 0
	v_mov_b16_e32 v102.l, v111.l
	v_cmp_lt_i64_e64 s64, s[0:1], s[38:39]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s65, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s64, s65, s64
	s_and_b32 s65, vcc_lo, s64
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s64, s65
	s_cbranch_execz .LBB0_141
; %bb.140:                              ;   in Loop: Header=BB0_135 Depth=1
	s_mul_i32 s65, s0, s27
	s_mul_hi_u32 s66, s0, s26
	s_mul_i32 s1, s1, s26
	s_add_i32 s65, s66, s65
	s_mul_i32 s0, s0, s26
	s_add_i32 s1, s65, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[0:1], s[0:1], 1
	v_add_co_u32 v102, s0, v113, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v103, null, s1, v114, s0
	global_load_d16_b16 v102, v[102:103], off
.LBB0_141:                              ;   in Loop: Header=BB0_135 Depth=1
	s_or_b32 exec_lo, exec_lo, s64
	s_add_u32 s0, s20, 6
	s_addc_u32 s1, s21, 0
	v_mov_b16_e32 v103.l, v111.l
	v_cmp_lt_i64_e64 s64, s[0:1], s[38:39]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s65, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s64, s65, s64
	s_and_b32 s65, vcc_lo, s64
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s64, s65
	s_cbranch_execz .LBB0_143
; %bb.142:                              ;   in Loop: Header=BB0_135 Depth=1
	s_mul_i32 s65, s0, s27
	s_mul_hi_u32 s66, s0, s26
	s_mul_i32 s1, s1, s26
	s_add_i32 s65, s66, s65
	s_mul_i32 s0, s0, s26
	s_add_i32 s1, s65, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[0:1], s[0:1], 1
	v_add_co_u32 v103, s0, v113, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v104, null, s1, v114, s0
	global_load_d16_b16 v103, v[103:104], off
.LBB0_143:                              ;   in Loop: Header=BB0_135 Depth=1
	s_or_b32 exec_lo, exec_lo, s64
	s_add_u32 s0, s20, 8
	s_addc_u32 s1, s21, 0
	v_mov_b16_e32 v104.l, v111.l
	v_cmp_lt_i64_e64 s64, s[0:1], s[38:39]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s65, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s64, s65, s64
	s_and_b32 s65, vcc_lo, s64
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s64, s65
	s_cbranch_execz .LBB0_145
; %bb.144:                              ;   in Loop: Header=BB0_135 Depth=1
	s_mul_i32 s65, s0, s27
	s_mul_hi_u32 s66, s0, s26
	s_mul_i32 s1, s1, s26
	s_add_i32 s65, s66, s65
	s_mul_i32 s0, s0, s26
	s_add_i32 s1, s65, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[0:1], s[0:1], 1
	v_add_co_u32 v104, s0, v113, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v105, null, s1, v114, s0
	global_load_d16_b16 v104, v[104:105], off
.LBB0_145:                              ;   in Loop: Header=BB0_135 Depth=1
	s_or_b32 exec_lo, exec_lo, s64
	s_add_u32 s0, s20, 10
	s_addc_u32 s1, s21, 0
	v_mov_b16_e32 v105.l, v111.l
	v_cmp_lt_i64_e64 s64, s[0:1], s[38:39]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s65, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s64, s65, s64
	s_and_b32 s65, vcc_lo, s64
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s64, s65
	s_cbranch_execz .LBB0_147
; %bb.146:                              ;   in Loop: Header=BB0_135 Depth=1
	s_mul_i32 s65, s0, s27
	s_mul_hi_u32 s66, s0, s26
	s_mul_i32 s1, s1, s26
	s_add_i32 s65, s66, s65
	s_mul_i32 s0, s0, s26
	s_add_i32 s1, s65, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[0:1], s[0:1], 1
	v_add_co_u32 v105, s0, v113, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v106, null, s1, v114, s0
	global_load_d16_b16 v105, v[105:106], off
.LBB0_147:                              ;   in Loop: Header=BB0_135 Depth=1
	s_or_b32 exec_lo, exec_lo, s64
	s_add_u32 s0, s20, 12
	s_addc_u32 s1, s21, 0
	v_mov_b16_e32 v106.l, v111.l
	v_cmp_lt_i64_e64 s64, s[0:1], s[38:39]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s65, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s64, s65, s64
	s_and_b32 s65, vcc_lo, s64
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s64, s65
	s_cbranch_execz .LBB0_149
; %bb.148:                              ;   in Loop: Header=BB0_135 Depth=1
	s_mul_i32 s65, s0, s27
	s_mul_hi_u32 s66, s0, s26
	s_mul_i32 s1, s1, s26
	s_add_i32 s65, s66, s65
	s_mul_i32 s0, s0, s26
	s_add_i32 s1, s65, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[0:1], s[0:1], 1
	v_add_co_u32 v106, s0, v113, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v107, null, s1, v114, s0
	global_load_d16_b16 v106, v[106:107], off
.LBB0_149:                              ;   in Loop: Header=BB0_135 Depth=1
	s_or_b32 exec_lo, exec_lo, s64
	s_add_u32 s0, s20, 14
	s_addc_u32 s1, s21, 0
	v_mov_b16_e32 v107.l, v111.l
	v_cmp_lt_i64_e64 s64, s[0:1], s[38:39]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s65, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s64, s65, s64
	s_and_b32 s65, vcc_lo, s64
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s64, s65
	s_cbranch_execz .LBB0_151
; %bb.150:                              ;   in Loop: Header=BB0_135 Depth=1
	s_mul_i32 s65, s0, s27
	s_mul_hi_u32 s66, s0, s26
	s_mul_i32 s1, s1, s26
	s_add_i32 s65, s66, s65
	s_mul_i32 s0, s0, s26
	s_add_i32 s1, s65, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[0:1], s[0:1], 1
	v_add_co_u32 v159, s0, v113, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v160, null, s1, v114, s0
	global_load_d16_b16 v107, v[159:160], off
.LBB0_151:                              ;   in Loop: Header=BB0_135 Depth=1
	s_or_b32 exec_lo, exec_lo, s64
	s_add_u32 s0, s20, 16
	s_addc_u32 s1, s21, 0
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v100.h, v111.l
	v_cmp_lt_i64_e64 s64, s[0:1], s[38:39]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s65, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s64, s65, s64
	s_and_b32 s65, vcc_lo, s64
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s64, s65
	s_cbranch_execz .LBB0_153
; %bb.152:                              ;   in Loop: Header=BB0_135 Depth=1
	s_mul_i32 s65, s0, s27
	s_mul_hi_u32 s66, s0, s26
	s_mul_i32 s1, s1, s26
	s_add_i32 s65, s66, s65
	s_mul_i32 s0, s0, s26
	s_add_i32 s1, s65, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[0:1], s[0:1], 1
	v_add_co_u32 v159, s0, v113, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v160, null, s1, v114, s0
	global_load_d16_hi_b16 v100, v[159:160], off
.LBB0_153:                              ;   in Loop: Header=BB0_135 Depth=1
	s_or_b32 exec_lo, exec_lo, s64
	s_add_u32 s0, s20, 18
	s_addc_u32 s1, s21, 0
	v_mov_b16_e32 v101.h, v111.l
	v_cmp_lt_i64_e64 s64, s[0:1], s[38:39]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s65, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s64, s65, s64
	s_and_b32 s65, vcc_lo, s64
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s64, s65
	s_cbranch_execz .LBB0_155
; %bb.154:                              ;   in Loop: Header=BB0_135 Depth=1
	s_mul_i32 s65, s0, s27
	s_mul_hi_u32 s66, s0, s26
	s_mul_i32 s1, s1, s26
	s_add_i32 s65, s66, s65
	s_mul_i32 s0, s0, s26
	s_add_i32 s1, s65, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[0:1], s[0:1], 1
	v_add_co_u32 v159, s0, v113, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v160, null, s1, v114, s0
	global_load_d16_hi_b16 v101, v[159:160], off
.LBB0_155:                              ;   in Loop: Header=BB0_135 Depth=1
	s_or_b32 exec_lo, exec_lo, s64
	s_add_u32 s0, s20, 20
	s_addc_u32 s1, s21, 0
	v_mov_b16_e32 v102.h, v111.l
	v_cmp_lt_i64_e64 s64, s[0:1], s[38:39]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s65, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s64, s65, s64
	s_and_b32 s65, vcc_lo, s64
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s64, s65
	s_cbranch_execz .LBB0_157
; %bb.156:                              ;   in Loop: Header=BB0_135 Depth=1
	s_mul_i32 s65, s0, s27
	s_mul_hi_u32 s66, s0, s26
	s_mul_i32 s1, s1, s26
	s_add_i32 s65, s66, s65
	s_mul_i32 s0, s0, s26
	s_add_i32 s1, s65, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[0:1], s[0:1], 1
	v_add_co_u32 v159, s0, v113, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v160, null, s1, v114, s0
	global_load_d16_hi_b16 v102, v[159:160], off
.LBB0_157:                              ;   in Loop: Header=BB0_135 Depth=1
	s_or_b32 exec_lo, exec_lo, s64
	s_add_u32 s0, s20, 22
	s_addc_u32 s1, s21, 0
	v_mov_b16_e32 v103.h, v111.l
	v_cmp_lt_i64_e64 s64, s[0:1], s[38:39]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s65, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s64, s65, s64
	s_and_b32 s65, vcc_lo, s64
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s64, s65
	s_cbranch_execz .LBB0_159
; %bb.158:                              ;   in Loop: Header=BB0_135 Depth=1
	s_mul_i32 s65, s0, s27
	s_mul_hi_u32 s66, s0, s26
	s_mul_i32 s1, s1, s26
	s_add_i32 s65, s66, s65
	s_mul_i32 s0, s0, s26
	s_add_i32 s1, s65, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[0:1], s[0:1], 1
	v_add_co_u32 v159, s0, v113, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v160, null, s1, v114, s0
	global_load_d16_hi_b16 v103, v[159:160], off
.LBB0_159:                              ;   in Loop: Header=BB0_135 Depth=1
	s_or_b32 exec_lo, exec_lo, s64
	s_add_u32 s0, s20, 24
	s_addc_u32 s1, s21, 0
	v_mov_b16_e32 v104.h, v111.l
	v_cmp_lt_i64_e64 s64, s[0:1], s[38:39]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s65, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s64, s65, s64
	s_and_b32 s65, vcc_lo, s64
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s64, s65
	s_cbranch_execz .LBB0_161
; %bb.160:                              ;   in Loop: Header=BB0_135 Depth=1
	s_mul_i32 s65, s0, s27
	s_mul_hi_u32 s66, s0, s26
	s_mul_i32 s1, s1, s26
	s_add_i32 s65, s66, s65
	s_mul_i32 s0, s0, s26
	s_add_i32 s1, s65, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[0:1], s[0:1], 1
	v_add_co_u32 v159, s0, v113, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v160, null, s1, v114, s0
	global_load_d16_hi_b16 v104, v[159:160], off
.LBB0_161:                              ;   in Loop: Header=BB0_135 Depth=1
	s_or_b32 exec_lo, exec_lo, s64
	s_add_u32 s0, s20, 26
	s_addc_u32 s1, s21, 0
	v_mov_b16_e32 v105.h, v111.l
	v_cmp_lt_i64_e64 s64, s[0:1], s[38:39]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s65, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s64, s65, s64
	s_and_b32 s65, vcc_lo, s64
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s64, s65
	s_cbranch_execz .LBB0_163
; %bb.162:                              ;   in Loop: Header=BB0_135 Depth=1
	s_mul_i32 s65, s0, s27
	s_mul_hi_u32 s66, s0, s26
	s_mul_i32 s1, s1, s26
	s_add_i32 s65, s66, s65
	s_mul_i32 s0, s0, s26
	s_add_i32 s1, s65, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[0:1], s[0:1], 1
	v_add_co_u32 v159, s0, v113, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v160, null, s1, v114, s0
	global_load_d16_hi_b16 v105, v[159:160], off
.LBB0_163:                              ;   in Loop: Header=BB0_135 Depth=1
	s_or_b32 exec_lo, exec_lo, s64
	s_add_u32 s0, s20, 28
	s_addc_u32 s1, s21, 0
	v_mov_b16_e32 v106.h, v111.l
	v_cmp_lt_i64_e64 s64, s[0:1], s[38:39]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s65, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s64, s65, s64
	s_and_b32 s65, vcc_lo, s64
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s64, s65
	s_cbranch_execz .LBB0_165
; %bb.164:                              ;   in Loop: Header=BB0_135 Depth=1
	s_mul_i32 s65, s0, s27
	s_mul_hi_u32 s66, s0, s26
	s_mul_i32 s1, s1, s26
	s_add_i32 s65, s66, s65
	s_mul_i32 s0, s0, s26
	s_add_i32 s1, s65, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[0:1], s[0:1], 1
	v_add_co_u32 v159, s0, v113, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v160, null, s1, v114, s0
	global_load_d16_hi_b16 v106, v[159:160], off
.LBB0_165:                              ;   in Loop: Header=BB0_135 Depth=1
	s_or_b32 exec_lo, exec_lo, s64
	s_add_u32 s0, s20, 30
	s_addc_u32 s1, s21, 0
	v_mov_b16_e32 v107.h, v111.l
	v_cmp_lt_i64_e64 s20, s[0:1], s[38:39]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s21, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s20, s21, s20
	s_and_b32 s21, vcc_lo, s20
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s20, s21
	s_cbranch_execz .LBB0_167
; %bb.166:                              ;   in Loop: Header=BB0_135 Depth=1
	s_mul_i32 s21, s0, s27
	s_mul_hi_u32 s64, s0, s26
	s_mul_i32 s1, s1, s26
	s_add_i32 s21, s64, s21
	s_mul_i32 s0, s0, s26
	s_add_i32 s1, s21, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[0:1], s[0:1], 1
	v_add_co_u32 v159, s0, v113, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v160, null, s1, v114, s0
	global_load_d16_hi_b16 v107, v[159:160], off
.LBB0_167:                              ;   in Loop: Header=BB0_135 Depth=1
	s_or_b32 exec_lo, exec_lo, s20
	v_dual_mov_b32 v166, s11 :: v_dual_add_nc_u32 v157, 0, v128
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v157, v100
	ds_store_b32 v126, v101 offset:512
	ds_store_b32 v127, v102 offset:1024
	ds_store_b32 v130, v103 offset:1536
	ds_store_b32 v131, v104 offset:2048
	ds_store_b32 v132, v105 offset:2560
	ds_store_b32 v133, v106 offset:3072
	v_dual_mov_b32 v165, s10 :: v_dual_add_nc_u32 v100, 0, v117
	ds_store_b32 v134, v107 offset:3584
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_2addr_b32 v[190:191], v100 offset1:16
	ds_load_2addr_b32 v[192:193], v100 offset0:32 offset1:48
	ds_load_2addr_b32 v[182:183], v135 offset1:16
	ds_load_2addr_b32 v[194:195], v135 offset0:32 offset1:48
	ds_load_2addr_b32 v[196:197], v136 offset1:16
	ds_load_2addr_b32 v[198:199], v136 offset0:32 offset1:48
	ds_load_2addr_b32 v[200:201], v137 offset1:16
	ds_load_2addr_b32 v[202:203], v137 offset0:32 offset1:48
	ds_load_2addr_b32 v[204:205], v138 offset1:16
	ds_load_2addr_b32 v[206:207], v138 offset0:32 offset1:48
	ds_load_2addr_b32 v[208:209], v139 offset1:16
	ds_load_2addr_b32 v[210:211], v139 offset0:32 offset1:48
	ds_load_2addr_b32 v[212:213], v140 offset1:16
	ds_load_2addr_b32 v[214:215], v140 offset0:32 offset1:48
	ds_load_2addr_b32 v[216:217], v141 offset1:16
	ds_load_2addr_b32 v[218:219], v141 offset0:32 offset1:48
	ds_load_2addr_b32 v[220:221], v142 offset1:16
	ds_load_2addr_b32 v[222:223], v143 offset1:16
	ds_load_2addr_b32 v[224:225], v144 offset1:16
	ds_load_2addr_b32 v[226:227], v145 offset1:16
	ds_load_2addr_b32 v[228:229], v146 offset1:16
	ds_load_2addr_b32 v[230:231], v147 offset1:16
	ds_load_2addr_b32 v[232:233], v148 offset1:16
	ds_load_2addr_b32 v[234:235], v149 offset1:16
	ds_load_2addr_b32 v[236:237], v142 offset0:32 offset1:48
	ds_load_2addr_b32 v[238:239], v143 offset0:32 offset1:48
	ds_load_2addr_b32 v[240:241], v144 offset0:32 offset1:48
	ds_load_2addr_b32 v[242:243], v145 offset0:32 offset1:48
	ds_load_2addr_b32 v[244:245], v146 offset0:32 offset1:48
	ds_load_2addr_b32 v[246:247], v147 offset0:32 offset1:48
	ds_load_2addr_b32 v[248:249], v148 offset0:32 offset1:48
	ds_load_2addr_b32 v[250:251], v149 offset0:32 offset1:48
	s_waitcnt lgkmcnt(31)
	v_mov_b16_e64 v100.l, v190.l
	s_waitcnt lgkmcnt(29)
	v_mov_b16_e64 v100.h, v182.l
	s_waitcnt lgkmcnt(27)
	v_mov_b16_e64 v101.l, v196.l
	s_waitcnt lgkmcnt(25)
	v_mov_b16_e64 v101.h, v200.l
	s_waitcnt lgkmcnt(23)
	v_mov_b16_e64 v102.l, v204.l
	s_waitcnt lgkmcnt(21)
	v_mov_b16_e64 v102.h, v208.l
	s_waitcnt lgkmcnt(19)
	v_mov_b16_e64 v103.l, v212.l
	s_waitcnt lgkmcnt(17)
	v_mov_b16_e64 v103.h, v216.l
	s_waitcnt lgkmcnt(15)
	v_mov_b16_e64 v104.l, v220.l
	s_waitcnt lgkmcnt(14)
	v_mov_b16_e64 v104.h, v222.l
	s_waitcnt lgkmcnt(13)
	v_mov_b16_e64 v105.l, v224.l
	s_waitcnt lgkmcnt(12)
	v_mov_b16_e64 v105.h, v226.l
	s_waitcnt lgkmcnt(11)
	v_mov_b16_e64 v106.l, v228.l
	s_waitcnt lgkmcnt(10)
	v_mov_b16_e64 v106.h, v230.l
	s_waitcnt lgkmcnt(9)
	v_mov_b16_e64 v107.l, v232.l
	s_waitcnt lgkmcnt(8)
	v_mov_b16_e64 v107.h, v234.l
	v_dual_mov_b32 v164, s9 :: v_dual_mov_b32 v163, s8
	v_dual_mov_b32 v162, s7 :: v_dual_mov_b32 v161, s6
	v_dual_mov_b32 v160, s5 :: v_dual_mov_b32 v159, s4
	v_lshrrev_b32_e32 v175, 16, v190
	v_lshrrev_b32_e32 v176, 16, v196
	v_lshrrev_b32_e32 v177, 16, v204
	v_lshrrev_b32_e32 v178, 16, v212
	v_wmma_f32_16x16x16_f16 v[167:174], v[100:107], v[1:8], v[159:166]
	v_mov_b16_e64 v100.l, v191.l
	v_mov_b16_e64 v100.h, v183.l
	v_mov_b16_e64 v101.l, v197.l
	v_mov_b16_e64 v101.h, v201.l
	v_mov_b16_e64 v102.l, v205.l
	v_mov_b16_e64 v102.h, v209.l
	v_mov_b16_e64 v103.l, v213.l
	v_mov_b16_e64 v103.h, v217.l
	v_mov_b16_e64 v104.l, v221.l
	v_mov_b16_e64 v104.h, v223.l
	v_mov_b16_e64 v105.l, v225.l
	v_mov_b16_e64 v105.h, v227.l
	v_mov_b16_e64 v106.l, v229.l
	v_mov_b16_e64 v106.h, v231.l
	v_mov_b16_e64 v107.l, v233.l
	v_mov_b16_e64 v107.h, v235.l
	v_lshrrev_b32_e32 v179, 16, v220
	v_lshrrev_b32_e32 v180, 16, v224
	v_lshrrev_b32_e32 v181, 16, v228
	v_lshrrev_b32_e32 v157, 16, v202
	v_wmma_f32_16x16x16_f16 v[167:174], v[100:107], v[9:16], v[167:174]
	v_mov_b16_e64 v100.l, v192.l
	v_mov_b16_e64 v100.h, v194.l
	v_mov_b16_e64 v101.l, v198.l
	v_mov_b16_e64 v101.h, v202.l
	v_mov_b16_e64 v102.l, v206.l
	v_mov_b16_e64 v102.h, v210.l
	v_mov_b16_e64 v103.l, v214.l
	v_mov_b16_e64 v103.h, v218.l
	s_waitcnt lgkmcnt(7)
	v_mov_b16_e64 v104.l, v236.l
	s_waitcnt lgkmcnt(6)
	v_mov_b16_e64 v104.h, v238.l
	s_waitcnt lgkmcnt(5)
	v_mov_b16_e64 v105.l, v240.l
	s_waitcnt lgkmcnt(4)
	v_mov_b16_e64 v105.h, v242.l
	s_waitcnt lgkmcnt(3)
	v_mov_b16_e64 v106.l, v244.l
	s_waitcnt lgkmcnt(2)
	v_mov_b16_e64 v106.h, v246.l
	s_waitcnt lgkmcnt(1)
	v_mov_b16_e64 v107.l, v248.l
	s_waitcnt lgkmcnt(0)
	v_mov_b16_e64 v107.h, v250.l
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[167:174], v[100:107], v[17:24], v[167:174]
	v_lshrrev_b32_e32 v104, 16, v182
	v_lshrrev_b32_e32 v105, 16, v200
	v_lshrrev_b32_e32 v106, 16, v234
	v_lshrrev_b32_e32 v182, 16, v232
	v_lshrrev_b32_e32 v107, 16, v235
	v_mov_b16_e64 v175.h, v104.l
	v_lshrrev_b32_e32 v104, 16, v208
	v_mov_b16_e64 v176.h, v105.l
	v_lshrrev_b32_e32 v105, 16, v216
	v_mov_b16_e64 v182.h, v106.l
	v_lshrrev_b32_e32 v106, 16, v201
	v_mov_b16_e64 v177.h, v104.l
	v_lshrrev_b32_e32 v104, 16, v222
	v_mov_b16_e64 v178.h, v105.l
	v_lshrrev_b32_e32 v105, 16, v226
	v_mov_b16_e64 v100.l, v193.l
	v_mov_b16_e64 v100.h, v195.l
	v_mov_b16_e64 v179.h, v104.l
	v_lshrrev_b32_e32 v104, 16, v230
	v_mov_b16_e64 v180.h, v105.l
	v_lshrrev_b32_e32 v105, 16, v183
	v_mov_b16_e64 v101.l, v199.l
	v_mov_b16_e64 v101.h, v203.l
	v_mov_b16_e64 v181.h, v104.l
	v_mov_b16_e64 v102.l, v207.l
	v_mov_b16_e64 v102.h, v211.l
	v_mov_b16_e64 v103.l, v215.l
	v_mov_b16_e64 v103.h, v219.l
	v_wmma_f32_16x16x16_f16 v[183:190], v[175:182], v[1:8], v[159:166]
	v_lshrrev_b32_e32 v159, 16, v191
	v_mov_b16_e64 v159.h, v105.l
	v_lshrrev_b32_e32 v105, 16, v209
	v_lshrrev_b32_e32 v160, 16, v197
	v_lshrrev_b32_e32 v161, 16, v205
	v_mov_b16_e64 v160.h, v106.l
	v_lshrrev_b32_e32 v106, 16, v217
	v_mov_b16_e64 v161.h, v105.l
	v_lshrrev_b32_e32 v105, 16, v223
	v_lshrrev_b32_e32 v162, 16, v213
	v_lshrrev_b32_e32 v163, 16, v221
	v_mov_b16_e64 v162.h, v106.l
	v_lshrrev_b32_e32 v106, 16, v227
	v_mov_b16_e64 v163.h, v105.l
	v_lshrrev_b32_e32 v105, 16, v231
	v_lshrrev_b32_e32 v164, 16, v225
	v_lshrrev_b32_e32 v165, 16, v229
	v_lshrrev_b32_e32 v166, 16, v233
	v_mov_b16_e64 v164.h, v106.l
	v_mov_b16_e64 v165.h, v105.l
	v_mov_b16_e64 v166.h, v107.l
	v_lshrrev_b32_e32 v107, 16, v194
	v_lshrrev_b32_e32 v175, 16, v250
	v_mov_b16_e64 v104.l, v237.l
	v_mov_b16_e64 v104.h, v239.l
	v_wmma_f32_16x16x16_f16 v[183:190], v[159:166], v[9:16], v[183:190]
	v_lshrrev_b32_e32 v159, 16, v192
	v_mov_b16_e64 v159.h, v107.l
	v_lshrrev_b32_e32 v107, 16, v210
	v_lshrrev_b32_e32 v160, 16, v198
	v_lshrrev_b32_e32 v161, 16, v206
	v_mov_b16_e64 v160.h, v157.l
	v_lshrrev_b32_e32 v157, 16, v218
	v_mov_b16_e64 v161.h, v107.l
	v_lshrrev_b32_e32 v107, 16, v238
	v_lshrrev_b32_e32 v162, 16, v214
	v_lshrrev_b32_e32 v163, 16, v236
	v_mov_b16_e64 v162.h, v157.l
	v_lshrrev_b32_e32 v157, 16, v242
	v_mov_b16_e64 v163.h, v107.l
	v_lshrrev_b32_e32 v107, 16, v246
	v_lshrrev_b32_e32 v164, 16, v240
	v_lshrrev_b32_e32 v165, 16, v244
	v_lshrrev_b32_e32 v166, 16, v248
	v_mov_b16_e64 v164.h, v157.l
	v_mov_b16_e64 v165.h, v107.l
	v_mov_b16_e64 v166.h, v175.l
	v_lshrrev_b32_e32 v157, 16, v195
	v_mov_b16_e64 v105.l, v241.l
	v_mov_b16_e64 v105.h, v243.l
	v_mov_b16_e64 v106.l, v245.l
	v_wmma_f32_16x16x16_f16 v[183:190], v[159:166], v[17:24], v[183:190]
	v_lshrrev_b32_e32 v161, 16, v203
	v_lshrrev_b32_e32 v159, 16, v193
	v_mov_b16_e64 v159.h, v157.l
	v_lshrrev_b32_e32 v157, 16, v211
	v_lshrrev_b32_e32 v160, 16, v199
	v_mov_b16_e64 v160.h, v161.l
	v_lshrrev_b32_e32 v163, 16, v219
	v_lshrrev_b32_e32 v161, 16, v207
	v_mov_b16_e64 v161.h, v157.l
	v_lshrrev_b32_e32 v157, 16, v239
	v_lshrrev_b32_e32 v162, 16, v215
	v_mov_b16_e64 v162.h, v163.l
	v_lshrrev_b32_e32 v163, 16, v237
	v_lshrrev_b32_e32 v165, 16, v243
	v_mov_b16_e64 v106.h, v247.l
	v_mov_b16_e64 v107.l, v249.l
	v_mov_b16_e64 v107.h, v251.l
	v_mov_b16_e64 v163.h, v157.l
	v_lshrrev_b32_e32 v157, 16, v247
	v_lshrrev_b32_e32 v164, 16, v241
	v_mov_b16_e64 v164.h, v165.l
	v_lshrrev_b32_e32 v165, 16, v245
	v_lshrrev_b32_e32 v175, 16, v251
	v_mov_b16_e64 v165.h, v157.l
	v_wmma_f32_16x16x16_f16 v[167:174], v[100:107], v[25:32], v[167:174]
	v_add_nc_u32_e32 v157, s40, v98
	v_lshrrev_b32_e32 v166, 16, v249
	v_mov_b16_e64 v166.h, v175.l
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cmp_lt_i32_e64 s0, v129, v157
	v_add_nc_u32_e32 v100, 2, v157
	v_wmma_f32_16x16x16_f16 v[183:190], v[159:166], v[25:32], v[183:190]
	v_add_nc_u32_e32 v101, 4, v157
	v_add_nc_u32_e32 v102, 6, v157
	v_add_nc_u32_e32 v103, 8, v157
	v_add_nc_u32_e32 v104, 10, v157
	v_add_nc_u32_e32 v105, 12, v157
	v_add_nc_u32_e32 v106, 14, v157
	v_add_nc_u32_e32 v107, 16, v157
	v_add_nc_u32_e32 v159, 18, v157
	v_add_nc_u32_e32 v160, 20, v157
	v_add_nc_u32_e32 v161, 22, v157
	v_add_nc_u32_e32 v162, 24, v157
	v_add_nc_u32_e32 v163, 26, v157
	v_add_nc_u32_e32 v164, 28, v157
	v_add_nc_u32_e32 v165, 30, v157
	v_cndmask_b32_e64 v157, 0, 0xc9742400, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v157, v110, v167
	v_cmp_lt_i32_e64 s0, v129, v100
	v_cndmask_b32_e64 v100, 0, 0xc9742400, s0
	v_cmp_lt_i32_e64 s0, v129, v101
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v100, v110, v168
	v_cndmask_b32_e64 v101, 0, 0xc9742400, s0
	v_cmp_lt_i32_e64 s0, v129, v102
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v102, 0, 0xc9742400, s0
	v_cmp_lt_i32_e64 s0, v129, v103
	v_fmac_f32_e32 v102, v110, v170
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v103, 0, 0xc9742400, s0
	v_cmp_lt_i32_e64 s0, v129, v104
	v_fmac_f32_e32 v103, v110, v171
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v104, 0, 0xc9742400, s0
	v_cmp_lt_i32_e64 s0, v129, v105
	v_fmac_f32_e32 v104, v110, v172
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v105, 0, 0xc9742400, s0
	v_cmp_lt_i32_e64 s0, v129, v106
	v_max3_f32 v167, v102, v103, v104
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v106, 0, 0xc9742400, s0
	v_cmp_lt_i32_e64 s0, v129, v107
	v_fmac_f32_e32 v106, v110, v174
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v107, 0, 0xc9742400, s0
	v_cmp_lt_i32_e64 s0, v129, v159
	v_max_f32_e32 v159, v157, v100
	v_fmac_f32_e32 v107, v110, v183
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v166, 0, 0xc9742400, s0
	v_cmp_lt_i32_e64 s0, v129, v160
	v_fmac_f32_e32 v166, v110, v184
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v160, 0, 0xc9742400, s0
	v_cmp_lt_i32_e64 s0, v129, v161
	v_fmac_f32_e32 v160, v110, v185
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v161, 0, 0xc9742400, s0
	v_cmp_lt_i32_e64 s0, v129, v162
	v_fmac_f32_e32 v101, v110, v169
	v_fmac_f32_e32 v161, v110, v186
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v162, 0, 0xc9742400, s0
	v_cmp_lt_i32_e64 s0, v129, v163
	v_max3_f32 v159, v159, v101, v167
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_max3_f32 v168, v166, v160, v161
	v_fmac_f32_e32 v162, v110, v187
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v163, 0, 0xc9742400, s0
	v_cmp_lt_i32_e64 s0, v129, v164
	v_fmac_f32_e32 v163, v110, v188
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v164, 0, 0xc9742400, s0
	v_cmp_lt_i32_e64 s0, v129, v165
	v_fmac_f32_e32 v164, v110, v189
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e64 v165, 0, 0xc9742400, s0
	v_fmac_f32_e32 v105, v110, v173
	s_add_u32 s0, s41, s47
	s_addc_u32 s1, s63, 0
	v_max3_f32 v169, v162, v163, v164
	v_fmac_f32_e32 v165, v110, v190
	v_max3_f32 v170, v105, v106, v107
	v_cmp_lt_i64_e64 s20, s[0:1], s[36:37]
	s_cmp_gt_i32 s1, -1
	v_max3_f32 v167, v168, v169, v165
	s_cselect_b32 s21, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_and_b32 s20, s21, s20
	v_max3_f32 v159, v159, v170, v167
	s_and_b32 s21, s2, s20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_permlanex16_b32 v167, v159, s25, 0xfedcba98 op_sel:[1,0]
	v_max3_f32 v159, v158, v159, v167
	s_delay_alu instid0(VALU_DEP_1)
	v_sub_f32_e32 v157, v157, v159
	v_sub_f32_e32 v102, v102, v159
	v_sub_f32_e32 v170, v160, v159
	v_sub_f32_e32 v101, v101, v159
	v_sub_f32_e32 v172, v162, v159
	v_sub_f32_e32 v173, v163, v159
	v_exp_f32_e32 v163, v102
	v_sub_f32_e32 v100, v100, v159
	v_exp_f32_e32 v162, v101
	v_exp_f32_e32 v160, v157
	v_sub_f32_e32 v104, v104, v159
	v_sub_f32_e32 v174, v164, v159
	v_sub_f32_e32 v106, v106, v159
	v_exp_f32_e32 v172, v172
	v_exp_f32_e32 v173, v173
	v_sub_f32_e32 v169, v166, v159
	v_exp_f32_e32 v170, v170
	v_exp_f32_e32 v167, v106
	v_add_f32_e32 v101, v162, v163
	v_sub_f32_e32 v171, v161, v159
	v_exp_f32_e32 v161, v100
	v_sub_f32_e32 v103, v103, v159
	v_exp_f32_e32 v174, v174
	v_add_f32_e32 v106, v172, v173
	v_exp_f32_e32 v169, v169
	s_delay_alu instid0(TRANS32_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v107, v107, v159 :: v_dual_add_f32 v100, v160, v161
	v_exp_f32_e32 v164, v103
	v_exp_f32_e32 v168, v107
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(TRANS32_DEP_3)
	v_dual_add_f32 v100, v100, v101 :: v_dual_sub_f32 v175, v165, v159
	v_exp_f32_e32 v165, v104
	v_sub_f32_e32 v105, v105, v159
	v_exp_f32_e32 v171, v171
	v_add_f32_e32 v104, v168, v169
	s_waitcnt_depctr depctr_va_vdst(0)
	v_add_f32_e32 v102, v164, v165
	v_exp_f32_e32 v166, v105
	v_add_f32_e32 v105, v170, v171
	s_waitcnt_depctr depctr_va_vdst(0)
	v_add_f32_e32 v103, v166, v167
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v101, v102, v103 :: v_dual_add_f32 v102, v104, v105
	v_add_f32_e32 v100, v100, v101
	v_exp_f32_e32 v175, v175
	s_waitcnt_depctr depctr_va_vdst(0)
	v_add_f32_e32 v107, v174, v175
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v103, v106, v107
	v_add_f32_e32 v101, v102, v103
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v157, v100, v101
	v_mov_b16_e32 v100.l, v112.l
	v_permlanex16_b32 v176, v157, s25, 0xfedcba98 op_sel:[1,0]
	s_and_saveexec_b32 s20, s21
	s_cbranch_execz .LBB0_169
; %bb.168:                              ;   in Loop: Header=BB0_135 Depth=1
	s_mul_i32 s21, s0, s23
	s_mul_hi_u32 s64, s0, s22
	s_mul_i32 s1, s1, s22
	s_add_i32 s21, s64, s21
	s_mul_i32 s0, s0, s22
	s_add_i32 s1, s21, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[0:1], s[0:1], 1
	v_add_co_u32 v100, s0, v115, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v101, null, s1, v116, s0
	global_load_d16_b16 v100, v[100:101], off
.LBB0_169:                              ;   in Loop: Header=BB0_135 Depth=1
	s_or_b32 exec_lo, exec_lo, s20
	s_add_u32 s0, s41, s48
	s_addc_u32 s1, s63, 0
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v100.h, v112.l
	v_cmp_lt_i64_e64 s20, s[0:1], s[36:37]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s21, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s20, s21, s20
	s_and_b32 s21, s2, s20
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s20, s21
	s_cbranch_execz .LBB0_171
; %bb.170:                              ;   in Loop: Header=BB0_135 Depth=1
	s_mul_i32 s21, s0, s23
	s_mul_hi_u32 s64, s0, s22
	s_mul_i32 s1, s1, s22
	s_add_i32 s21, s64, s21
	s_mul_i32 s0, s0, s22
	s_add_i32 s1, s21, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[0:1], s[0:1], 1
	v_add_co_u32 v101, s0, v115, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v102, null, s1, v116, s0
	global_load_d16_hi_b16 v100, v[101:102], off
.LBB0_171:                              ;   in Loop: Header=BB0_135 Depth=1
	s_or_b32 exec_lo, exec_lo, s20
	s_add_u32 s0, s41, s49
	s_addc_u32 s1, s63, 0
	v_mov_b16_e32 v101.l, v112.l
	v_cmp_lt_i64_e64 s20, s[0:1], s[36:37]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s21, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s20, s21, s20
	s_and_b32 s21, s2, s20
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s20, s21
	s_cbranch_execz .LBB0_173
; %bb.172:                              ;   in Loop: Header=BB0_135 Depth=1
	s_mul_i32 s21, s0, s23
	s_mul_hi_u32 s64, s0, s22
	s_mul_i32 s1, s1, s22
	s_add_i32 s21, s64, s21
	s_mul_i32 s0, s0, s22
	s_add_i32 s1, s21, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[0:1], s[0:1], 1
	v_add_co_u32 v101, s0, v115, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v102, null, s1, v116, s0
	global_load_d16_b16 v101, v[101:102], off
.LBB0_173:                              ;   in Loop: Header=BB0_135 Depth=1
	s_or_b32 exec_lo, exec_lo, s20
	s_add_u32 s0, s41, s50
	s_addc_u32 s1, s63, 0
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v101.h, v112.l
	v_cmp_lt_i64_e64 s20, s[0:1], s[36:37]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s21, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s20, s21, s20
	s_and_b32 s21, s2, s20
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s20, s21
	s_cbranch_execz .LBB0_175
; %bb.174:                              ;   in Loop: Header=BB0_135 Depth=1
	s_mul_i32 s21, s0, s23
	s_mul_hi_u32 s64, s0, s22
	s_mul_i32 s1, s1, s22
	s_add_i32 s21, s64, s21
	s_mul_i32 s0, s0, s22
	s_add_i32 s1, s21, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[0:1], s[0:1], 1
	v_add_co_u32 v102, s0, v115, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v103, null, s1, v116, s0
	global_load_d16_hi_b16 v101, v[102:103], off
.LBB0_175:                              ;   in Loop: Header=BB0_135 Depth=1
	s_or_b32 exec_lo, exec_lo, s20
	s_add_u32 s0, s41, s51
	s_addc_u32 s1, s63, 0
	v_mov_b16_e32 v102.l, v112.l
	v_cmp_lt_i64_e64 s20, s[0:1], s[36:37]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s21, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s20, s21, s20
	s_and_b32 s21, s2, s20
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s20, s21
	s_cbranch_execz .LBB0_177
; %bb.176:                              ;   in Loop: Header=BB0_135 Depth=1
	s_mul_i32 s21, s0, s23
	s_mul_hi_u32 s64, s0, s22
	s_mul_i32 s1, s1, s22
	s_add_i32 s21, s64, s21
	s_mul_i32 s0, s0, s22
	s_add_i32 s1, s21, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[0:1], s[0:1], 1
	v_add_co_u32 v102, s0, v115, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v103, null, s1, v116, s0
	global_load_d16_b16 v102, v[102:103], off
.LBB0_177:                              ;   in Loop: Header=BB0_135 Depth=1
	s_or_b32 exec_lo, exec_lo, s20
	s_add_u32 s0, s41, s52
	s_addc_u32 s1, s63, 0
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v102.h, v112.l
	v_cmp_lt_i64_e64 s20, s[0:1], s[36:37]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s21, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s20, s21, s20
	s_and_b32 s21, s2, s20
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s20, s21
	s_cbranch_execz .LBB0_179
; %bb.178:                              ;   in Loop: Header=BB0_135 Depth=1
	s_mul_i32 s21, s0, s23
	s_mul_hi_u32 s64, s0, s22
	s_mul_i32 s1, s1, s22
	s_add_i32 s21, s64, s21
	s_mul_i32 s0, s0, s22
	s_add_i32 s1, s21, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[0:1], s[0:1], 1
	v_add_co_u32 v103, s0, v115, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v104, null, s1, v116, s0
	global_load_d16_hi_b16 v102, v[103:104], off
.LBB0_179:                              ;   in Loop: Header=BB0_135 Depth=1
	s_or_b32 exec_lo, exec_lo, s20
	s_add_u32 s0, s41, s53
	s_addc_u32 s1, s63, 0
	v_mov_b16_e32 v103.l, v112.l
	v_cmp_lt_i64_e64 s20, s[0:1], s[36:37]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s21, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s20, s21, s20
	s_and_b32 s21, s2, s20
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s20, s21
	s_cbranch_execz .LBB0_181
; %bb.180:                              ;   in Loop: Header=BB0_135 Depth=1
	s_mul_i32 s21, s0, s23
	s_mul_hi_u32 s64, s0, s22
	s_mul_i32 s1, s1, s22
	s_add_i32 s21, s64, s21
	s_mul_i32 s0, s0, s22
	s_add_i32 s1, s21, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[0:1], s[0:1], 1
	v_add_co_u32 v103, s0, v115, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v104, null, s1, v116, s0
	global_load_d16_b16 v103, v[103:104], off
.LBB0_181:                              ;   in Loop: Header=BB0_135 Depth=1
	s_or_b32 exec_lo, exec_lo, s20
	s_add_u32 s0, s41, s54
	s_addc_u32 s1, s63, 0
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v103.h, v112.l
	v_cmp_lt_i64_e64 s20, s[0:1], s[36:37]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s21, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s20, s21, s20
	s_and_b32 s21, s2, s20
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s20, s21
	s_cbranch_execz .LBB0_183
; %bb.182:                              ;   in Loop: Header=BB0_135 Depth=1
	s_mul_i32 s21, s0, s23
	s_mul_hi_u32 s64, s0, s22
	s_mul_i32 s1, s1, s22
	s_add_i32 s21, s64, s21
	s_mul_i32 s0, s0, s22
	s_add_i32 s1, s21, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[0:1], s[0:1], 1
	v_add_co_u32 v104, s0, v115, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v105, null, s1, v116, s0
	global_load_d16_hi_b16 v103, v[104:105], off
.LBB0_183:                              ;   in Loop: Header=BB0_135 Depth=1
	s_or_b32 exec_lo, exec_lo, s20
	s_add_u32 s0, s41, s55
	s_addc_u32 s1, s63, 0
	v_mov_b16_e32 v104.l, v112.l
	v_cmp_lt_i64_e64 s20, s[0:1], s[36:37]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s21, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s20, s21, s20
	s_and_b32 s21, s2, s20
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s20, s21
	s_cbranch_execz .LBB0_185
; %bb.184:                              ;   in Loop: Header=BB0_135 Depth=1
	s_mul_i32 s21, s0, s23
	s_mul_hi_u32 s64, s0, s22
	s_mul_i32 s1, s1, s22
	s_add_i32 s21, s64, s21
	s_mul_i32 s0, s0, s22
	s_add_i32 s1, s21, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[0:1], s[0:1], 1
	v_add_co_u32 v104, s0, v115, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v105, null, s1, v116, s0
	global_load_d16_b16 v104, v[104:105], off
.LBB0_185:                              ;   in Loop: Header=BB0_135 Depth=1
	s_or_b32 exec_lo, exec_lo, s20
	s_add_u32 s0, s41, s56
	s_addc_u32 s1, s63, 0
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v104.h, v112.l
	v_cmp_lt_i64_e64 s20, s[0:1], s[36:37]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s21, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s20, s21, s20
	s_and_b32 s21, s2, s20
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s20, s21
	s_cbranch_execz .LBB0_187
; %bb.186:                              ;   in Loop: Header=BB0_135 Depth=1
	s_mul_i32 s21, s0, s23
	s_mul_hi_u32 s64, s0, s22
	s_mul_i32 s1, s1, s22
	s_add_i32 s21, s64, s21
	s_mul_i32 s0, s0, s22
	s_add_i32 s1, s21, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[0:1], s[0:1], 1
	v_add_co_u32 v105, s0, v115, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v106, null, s1, v116, s0
	global_load_d16_hi_b16 v104, v[105:106], off
.LBB0_187:                              ;   in Loop: Header=BB0_135 Depth=1
	s_or_b32 exec_lo, exec_lo, s20
	s_add_u32 s0, s41, s57
	s_addc_u32 s1, s63, 0
	v_mov_b16_e32 v105.l, v112.l
	v_cmp_lt_i64_e64 s20, s[0:1], s[36:37]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s21, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s20, s21, s20
	s_and_b32 s21, s2, s20
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s20, s21
	s_cbranch_execz .LBB0_189
; %bb.188:                              ;   in Loop: Header=BB0_135 Depth=1
	s_mul_i32 s21, s0, s23
	s_mul_hi_u32 s64, s0, s22
	s_mul_i32 s1, s1, s22
	s_add_i32 s21, s64, s21
	s_mul_i32 s0, s0, s22
	s_add_i32 s1, s21, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[0:1], s[0:1], 1
	v_add_co_u32 v105, s0, v115, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v106, null, s1, v116, s0
	global_load_d16_b16 v105, v[105:106], off
.LBB0_189:                              ;   in Loop: Header=BB0_135 Depth=1
	s_or_b32 exec_lo, exec_lo, s20
	s_add_u32 s0, s41, s58
	s_addc_u32 s1, s63, 0
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v105.h, v112.l
	v_cmp_lt_i64_e64 s20, s[0:1], s[36:37]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s21, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s20, s21, s20
	s_and_b32 s21, s2, s20
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s20, s21
	s_cbranch_execz .LBB0_191
; %bb.190:                              ;   in Loop: Header=BB0_135 Depth=1
	s_mul_i32 s21, s0, s23
	s_mul_hi_u32 s64, s0, s22
	s_mul_i32 s1, s1, s22
	s_add_i32 s21, s64, s21
	s_mul_i32 s0, s0, s22
	s_add_i32 s1, s21, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[0:1], s[0:1], 1
	v_add_co_u32 v106, s0, v115, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v107, null, s1, v116, s0
	global_load_d16_hi_b16 v105, v[106:107], off
.LBB0_191:                              ;   in Loop: Header=BB0_135 Depth=1
	s_or_b32 exec_lo, exec_lo, s20
	s_add_u32 s0, s41, s59
	s_addc_u32 s1, s63, 0
	v_mov_b16_e32 v106.l, v112.l
	v_cmp_lt_i64_e64 s20, s[0:1], s[36:37]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s21, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s20, s21, s20
	s_and_b32 s21, s2, s20
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s20, s21
	s_cbranch_execz .LBB0_193
; %bb.192:                              ;   in Loop: Header=BB0_135 Depth=1
	s_mul_i32 s21, s0, s23
	s_mul_hi_u32 s64, s0, s22
	s_mul_i32 s1, s1, s22
	s_add_i32 s21, s64, s21
	s_mul_i32 s0, s0, s22
	s_add_i32 s1, s21, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[0:1], s[0:1], 1
	v_add_co_u32 v106, s0, v115, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v107, null, s1, v116, s0
	global_load_d16_b16 v106, v[106:107], off
.LBB0_193:                              ;   in Loop: Header=BB0_135 Depth=1
	s_or_b32 exec_lo, exec_lo, s20
	s_add_u32 s0, s41, s60
	s_addc_u32 s1, s63, 0
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v106.h, v112.l
	v_cmp_lt_i64_e64 s20, s[0:1], s[36:37]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s21, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s20, s21, s20
	s_and_b32 s21, s2, s20
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s20, s21
	s_cbranch_execz .LBB0_195
; %bb.194:                              ;   in Loop: Header=BB0_135 Depth=1
	s_mul_i32 s21, s0, s23
	s_mul_hi_u32 s64, s0, s22
	s_mul_i32 s1, s1, s22
	s_add_i32 s21, s64, s21
	s_mul_i32 s0, s0, s22
	s_add_i32 s1, s21, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[0:1], s[0:1], 1
	v_add_co_u32 v177, s0, v115, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v178, null, s1, v116, s0
	global_load_d16_hi_b16 v106, v[177:178], off
.LBB0_195:                              ;   in Loop: Header=BB0_135 Depth=1
	s_or_b32 exec_lo, exec_lo, s20
	s_add_u32 s0, s41, s61
	s_addc_u32 s1, s63, 0
	v_mov_b16_e32 v107.l, v112.l
	v_cmp_lt_i64_e64 s20, s[0:1], s[36:37]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s21, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s20, s21, s20
	s_and_b32 s21, s2, s20
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s20, s21
	s_cbranch_execz .LBB0_197
; %bb.196:                              ;   in Loop: Header=BB0_135 Depth=1
	s_mul_i32 s21, s0, s23
	s_mul_hi_u32 s64, s0, s22
	s_mul_i32 s1, s1, s22
	s_add_i32 s21, s64, s21
	s_mul_i32 s0, s0, s22
	s_add_i32 s1, s21, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[0:1], s[0:1], 1
	v_add_co_u32 v177, s0, v115, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v178, null, s1, v116, s0
	global_load_d16_b16 v107, v[177:178], off
.LBB0_197:                              ;   in Loop: Header=BB0_135 Depth=1
	s_or_b32 exec_lo, exec_lo, s20
	s_add_u32 s0, s41, s62
	s_addc_u32 s1, s63, 0
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v107.h, v112.l
	v_cmp_lt_i64_e64 s20, s[0:1], s[36:37]
	s_cmp_gt_i32 s1, -1
	s_cselect_b32 s21, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s20, s21, s20
	s_and_b32 s21, s2, s20
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s20, s21
	s_cbranch_execz .LBB0_134
; %bb.198:                              ;   in Loop: Header=BB0_135 Depth=1
	s_mul_i32 s21, s0, s23
	s_mul_hi_u32 s41, s0, s22
	s_mul_i32 s1, s1, s22
	s_add_i32 s21, s41, s21
	s_mul_i32 s0, s0, s22
	s_add_i32 s1, s21, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[0:1], s[0:1], 1
	v_add_co_u32 v177, s0, v115, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v178, null, s1, v116, s0
	global_load_d16_hi_b16 v107, v[177:178], off
	s_branch .LBB0_134
.LBB0_199:
                                        ; implicit-def: $vgpr159
                                        ; implicit-def: $vgpr157
                                        ; implicit-def: $vgpr72
                                        ; implicit-def: $vgpr80
                                        ; implicit-def: $vgpr88
                                        ; implicit-def: $vgpr96
                                        ; implicit-def: $vgpr121
	s_cbranch_execnz .LBB0_201
	s_branch .LBB0_202
.LBB0_200:                              ; %Flow
	s_branch .LBB0_202
.LBB0_201:                              ; %._crit_edge.._crit_edge153_crit_edge
	v_dual_mov_b32 v121, v109 :: v_dual_mov_b32 v90, v34
	v_dual_mov_b32 v89, v33 :: v_dual_mov_b32 v92, v36
	v_dual_mov_b32 v91, v35 :: v_dual_mov_b32 v94, v38
	v_dual_mov_b32 v93, v37 :: v_dual_mov_b32 v96, v40
	v_dual_mov_b32 v95, v39 :: v_dual_mov_b32 v82, v58
	v_dual_mov_b32 v81, v57 :: v_dual_mov_b32 v84, v60
	v_dual_mov_b32 v83, v59 :: v_dual_mov_b32 v86, v62
	v_dual_mov_b32 v85, v61 :: v_dual_mov_b32 v88, v64
	v_dual_mov_b32 v87, v63 :: v_dual_mov_b32 v74, v50
	v_dual_mov_b32 v73, v49 :: v_dual_mov_b32 v76, v52
	v_dual_mov_b32 v75, v51 :: v_dual_mov_b32 v78, v54
	v_dual_mov_b32 v77, v53 :: v_dual_mov_b32 v80, v56
	v_dual_mov_b32 v79, v55 :: v_dual_mov_b32 v66, v42
	v_dual_mov_b32 v65, v41 :: v_dual_mov_b32 v68, v44
	v_dual_mov_b32 v67, v43 :: v_dual_mov_b32 v70, v46
	v_dual_mov_b32 v69, v45 :: v_dual_mov_b32 v72, v48
	v_mov_b32_e32 v71, v47
	v_mov_b32_e32 v157, v119
	v_mov_b32_e32 v159, v118
.LBB0_202:                              ; %._crit_edge153
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, 0x800000, v157
	v_add_co_u32 v3, s0, s43, v120
	v_add_co_ci_u32_e64 v4, null, s44, 0, s0
	v_cndmask_b32_e64 v2, 0, 32, vcc_lo
	v_cndmask_b32_e64 v1, 0, 0x42000000, vcc_lo
	s_lshl_b32 s1, s46, 6
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_lo_u32 v9, v4, s16
	v_mul_lo_u32 v10, v3, s17
	v_ldexp_f32 v2, v157, v2
	v_add_nc_u32_e32 v8, 0, v121
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_log_f32_e32 v5, v2
	v_mov_b32_e32 v2, 0
	s_mul_i32 s0, s42, s15
	s_and_b32 s13, s13, 0xffff
	s_add_i32 s0, s0, s14
	s_bitcmp0_b32 s33, 6
	v_cmp_lt_i32_e32 vcc_lo, -1, v4
	s_mov_b32 s15, 0x31027000
	s_mov_b32 s14, 0x7ffffffe
	s_waitcnt_depctr depctr_va_vdst(0)
	v_dual_sub_f32 v1, v5, v1 :: v_dual_lshlrev_b32 v6, 2, v108
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v1, v159, v1
	v_add3_u32 v7, s1, 0, v6
	v_mad_u64_u32 v[5:6], null, v3, s16, 0
	v_cmp_gt_i64_e64 s1, s[30:31], v[98:99]
	ds_store_b32 v7, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v1, v8
	v_add3_u32 v6, v6, v10, v9
	v_add_lshl_u32 v7, s0, v97, 2
	s_cselect_b32 s0, -1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[5:6], 1, v[5:6]
	v_cndmask_b32_e64 v7, 0x80000000, v7, s0
	v_cmp_gt_i64_e64 s0, s[28:29], v[3:4]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v3, s2, s34, v5
	v_add_co_ci_u32_e64 v4, null, s35, v6, s2
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s2, s1, s0
	s_waitcnt lgkmcnt(0)
	buffer_store_b32 v1, v7, s[12:15], 0 offen
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_204
; %bb.203:
	v_div_scale_f32 v1, null, v157, v157, v89
	v_div_scale_f32 v6, vcc_lo, v89, v157, v89
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v7, v1
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v5, -v1, v7, 1.0
	v_fmac_f32_e32 v7, v5, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v8, v6, v7
	v_fma_f32 v5, -v1, v8, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v8, v5, v7
	v_mul_lo_u32 v5, s18, v98
	v_fma_f32 v1, -v1, v8, v6
	v_mul_lo_u32 v6, s19, v98
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v1, v1, v7, v8
	v_lshlrev_b64 v[5:6], 1, v[5:6]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v1, v1, v157, v89
	v_add_co_u32 v5, vcc_lo, v3, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v1.l, v1
	v_add_co_ci_u32_e64 v6, null, v4, v6, vcc_lo
	global_store_b16 v[5:6], v1, off
.LBB0_204:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v1, 2, v98
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[30:31], v[1:2]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_206
; %bb.205:
	v_div_scale_f32 v2, null, v157, v157, v90
	v_div_scale_f32 v10, vcc_lo, v90, v157, v90
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v9, v2
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v5, -v2, v9, 1.0
	v_fmac_f32_e32 v9, v5, v9
	v_mad_u64_u32 v[5:6], null, s18, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, v10, v9
	v_fma_f32 v7, -v2, v11, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v11, v7, v9
	v_mad_u64_u32 v[7:8], null, s19, v1, v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v1, -v2, v11, v10
	v_mov_b32_e32 v6, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v1, v1, v9, v11
	v_lshlrev_b64 v[5:6], 1, v[5:6]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v1, v1, v157, v90
	v_add_co_u32 v5, vcc_lo, v3, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v1.l, v1
	v_add_co_ci_u32_e64 v6, null, v4, v6, vcc_lo
	global_store_b16 v[5:6], v1, off
.LBB0_206:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v1, 4, v98
	v_mov_b32_e32 v2, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[30:31], v[1:2]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_208
; %bb.207:
	v_div_scale_f32 v9, null, v157, v157, v91
	v_div_scale_f32 v11, vcc_lo, v91, v157, v91
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v10, v9
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v5, -v9, v10, 1.0
	v_fmac_f32_e32 v10, v5, v10
	v_mad_u64_u32 v[5:6], null, s18, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, v11, v10
	v_fma_f32 v7, -v9, v12, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v12, v7, v10
	v_mad_u64_u32 v[7:8], null, s19, v1, v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v1, -v9, v12, v11
	v_mov_b32_e32 v6, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v1, v1, v10, v12
	v_lshlrev_b64 v[5:6], 1, v[5:6]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v1, v1, v157, v91
	v_add_co_u32 v5, vcc_lo, v3, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v1.l, v1
	v_add_co_ci_u32_e64 v6, null, v4, v6, vcc_lo
	global_store_b16 v[5:6], v1, off
.LBB0_208:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v1, 6, v98
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[30:31], v[1:2]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_210
; %bb.209:
	v_div_scale_f32 v2, null, v157, v157, v92
	v_div_scale_f32 v10, vcc_lo, v92, v157, v92
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v9, v2
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v5, -v2, v9, 1.0
	v_fmac_f32_e32 v9, v5, v9
	v_mad_u64_u32 v[5:6], null, s18, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, v10, v9
	v_fma_f32 v7, -v2, v11, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v11, v7, v9
	v_mad_u64_u32 v[7:8], null, s19, v1, v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v1, -v2, v11, v10
	v_mov_b32_e32 v6, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v1, v1, v9, v11
	v_lshlrev_b64 v[5:6], 1, v[5:6]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v1, v1, v157, v92
	v_add_co_u32 v5, vcc_lo, v3, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v1.l, v1
	v_add_co_ci_u32_e64 v6, null, v4, v6, vcc_lo
	global_store_b16 v[5:6], v1, off
.LBB0_210:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v1, 8, v98
	v_mov_b32_e32 v2, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[30:31], v[1:2]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_212
; %bb.211:
	v_div_scale_f32 v9, null, v157, v157, v93
	v_div_scale_f32 v11, vcc_lo, v93, v157, v93
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v10, v9
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v5, -v9, v10, 1.0
	v_fmac_f32_e32 v10, v5, v10
	v_mad_u64_u32 v[5:6], null, s18, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, v11, v10
	v_fma_f32 v7, -v9, v12, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v12, v7, v10
	v_mad_u64_u32 v[7:8], null, s19, v1, v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v1, -v9, v12, v11
	v_mov_b32_e32 v6, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v1, v1, v10, v12
	v_lshlrev_b64 v[5:6], 1, v[5:6]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v1, v1, v157, v93
	v_add_co_u32 v5, vcc_lo, v3, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v1.l, v1
	v_add_co_ci_u32_e64 v6, null, v4, v6, vcc_lo
	global_store_b16 v[5:6], v1, off
.LBB0_212:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v1, 10, v98
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[30:31], v[1:2]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_214
; %bb.213:
	v_div_scale_f32 v2, null, v157, v157, v94
	v_div_scale_f32 v10, vcc_lo, v94, v157, v94
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v9, v2
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v5, -v2, v9, 1.0
	v_fmac_f32_e32 v9, v5, v9
	v_mad_u64_u32 v[5:6], null, s18, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, v10, v9
	v_fma_f32 v7, -v2, v11, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v11, v7, v9
	v_mad_u64_u32 v[7:8], null, s19, v1, v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v1, -v2, v11, v10
	v_mov_b32_e32 v6, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v1, v1, v9, v11
	v_lshlrev_b64 v[5:6], 1, v[5:6]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v1, v1, v157, v94
	v_add_co_u32 v5, vcc_lo, v3, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v1.l, v1
	v_add_co_ci_u32_e64 v6, null, v4, v6, vcc_lo
	global_store_b16 v[5:6], v1, off
.LBB0_214:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v1, 12, v98
	v_mov_b32_e32 v2, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[30:31], v[1:2]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_216
; %bb.215:
	v_div_scale_f32 v9, null, v157, v157, v95
	v_div_scale_f32 v11, vcc_lo, v95, v157, v95
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v10, v9
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v5, -v9, v10, 1.0
	v_fmac_f32_e32 v10, v5, v10
	v_mad_u64_u32 v[5:6], null, s18, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, v11, v10
	v_fma_f32 v7, -v9, v12, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v12, v7, v10
	v_mad_u64_u32 v[7:8], null, s19, v1, v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v1, -v9, v12, v11
	v_mov_b32_e32 v6, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v1, v1, v10, v12
	v_lshlrev_b64 v[5:6], 1, v[5:6]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v1, v1, v157, v95
	v_add_co_u32 v5, vcc_lo, v3, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v1.l, v1
	v_add_co_ci_u32_e64 v6, null, v4, v6, vcc_lo
	global_store_b16 v[5:6], v1, off
.LBB0_216:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v1, 14, v98
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[30:31], v[1:2]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_218
; %bb.217:
	v_div_scale_f32 v2, null, v157, v157, v96
	v_div_scale_f32 v10, vcc_lo, v96, v157, v96
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v9, v2
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v5, -v2, v9, 1.0
	v_fmac_f32_e32 v9, v5, v9
	v_mad_u64_u32 v[5:6], null, s18, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, v10, v9
	v_fma_f32 v7, -v2, v11, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v11, v7, v9
	v_mad_u64_u32 v[7:8], null, s19, v1, v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v1, -v2, v11, v10
	v_mov_b32_e32 v6, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v1, v1, v9, v11
	v_lshlrev_b64 v[5:6], 1, v[5:6]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v1, v1, v157, v96
	v_add_co_u32 v5, vcc_lo, v3, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v1.l, v1
	v_add_co_ci_u32_e64 v6, null, v4, v6, vcc_lo
	global_store_b16 v[5:6], v1, off
.LBB0_218:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v1, 16, v98
	v_mov_b32_e32 v2, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[30:31], v[1:2]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_220
; %bb.219:
	v_div_scale_f32 v9, null, v157, v157, v81
	v_div_scale_f32 v11, vcc_lo, v81, v157, v81
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v10, v9
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v5, -v9, v10, 1.0
	v_fmac_f32_e32 v10, v5, v10
	v_mad_u64_u32 v[5:6], null, s18, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, v11, v10
	v_fma_f32 v7, -v9, v12, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v12, v7, v10
	v_mad_u64_u32 v[7:8], null, s19, v1, v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v1, -v9, v12, v11
	v_mov_b32_e32 v6, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v1, v1, v10, v12
	v_lshlrev_b64 v[5:6], 1, v[5:6]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v1, v1, v157, v81
	v_add_co_u32 v5, vcc_lo, v3, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v1.l, v1
	v_add_co_ci_u32_e64 v6, null, v4, v6, vcc_lo
	global_store_b16 v[5:6], v1, off
.LBB0_220:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v1, 18, v98
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[30:31], v[1:2]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_222
; %bb.221:
	v_div_scale_f32 v2, null, v157, v157, v82
	v_div_scale_f32 v10, vcc_lo, v82, v157, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v9, v2
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v5, -v2, v9, 1.0
	v_fmac_f32_e32 v9, v5, v9
	v_mad_u64_u32 v[5:6], null, s18, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, v10, v9
	v_fma_f32 v7, -v2, v11, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v11, v7, v9
	v_mad_u64_u32 v[7:8], null, s19, v1, v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v1, -v2, v11, v10
	v_mov_b32_e32 v6, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v1, v1, v9, v11
	v_lshlrev_b64 v[5:6], 1, v[5:6]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v1, v1, v157, v82
	v_add_co_u32 v5, vcc_lo, v3, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v1.l, v1
	v_add_co_ci_u32_e64 v6, null, v4, v6, vcc_lo
	global_store_b16 v[5:6], v1, off
.LBB0_222:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v1, 20, v98
	v_mov_b32_e32 v2, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[30:31], v[1:2]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_224
; %bb.223:
	v_div_scale_f32 v9, null, v157, v157, v83
	v_div_scale_f32 v11, vcc_lo, v83, v157, v83
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v10, v9
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v5, -v9, v10, 1.0
	v_fmac_f32_e32 v10, v5, v10
	v_mad_u64_u32 v[5:6], null, s18, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, v11, v10
	v_fma_f32 v7, -v9, v12, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v12, v7, v10
	v_mad_u64_u32 v[7:8], null, s19, v1, v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v1, -v9, v12, v11
	v_mov_b32_e32 v6, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v1, v1, v10, v12
	v_lshlrev_b64 v[5:6], 1, v[5:6]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v1, v1, v157, v83
	v_add_co_u32 v5, vcc_lo, v3, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v1.l, v1
	v_add_co_ci_u32_e64 v6, null, v4, v6, vcc_lo
	global_store_b16 v[5:6], v1, off
.LBB0_224:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v1, 22, v98
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[30:31], v[1:2]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_226
; %bb.225:
	v_div_scale_f32 v2, null, v157, v157, v84
	v_div_scale_f32 v10, vcc_lo, v84, v157, v84
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v9, v2
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v5, -v2, v9, 1.0
	v_fmac_f32_e32 v9, v5, v9
	v_mad_u64_u32 v[5:6], null, s18, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, v10, v9
	v_fma_f32 v7, -v2, v11, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v11, v7, v9
	v_mad_u64_u32 v[7:8], null, s19, v1, v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v1, -v2, v11, v10
	v_mov_b32_e32 v6, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v1, v1, v9, v11
	v_lshlrev_b64 v[5:6], 1, v[5:6]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v1, v1, v157, v84
	v_add_co_u32 v5, vcc_lo, v3, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v1.l, v1
	v_add_co_ci_u32_e64 v6, null, v4, v6, vcc_lo
	global_store_b16 v[5:6], v1, off
.LBB0_226:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v1, 24, v98
	v_mov_b32_e32 v2, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[30:31], v[1:2]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_228
; %bb.227:
	v_div_scale_f32 v9, null, v157, v157, v85
	v_div_scale_f32 v11, vcc_lo, v85, v157, v85
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v10, v9
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v5, -v9, v10, 1.0
	v_fmac_f32_e32 v10, v5, v10
	v_mad_u64_u32 v[5:6], null, s18, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, v11, v10
	v_fma_f32 v7, -v9, v12, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v12, v7, v10
	v_mad_u64_u32 v[7:8], null, s19, v1, v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v1, -v9, v12, v11
	v_mov_b32_e32 v6, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v1, v1, v10, v12
	v_lshlrev_b64 v[5:6], 1, v[5:6]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v1, v1, v157, v85
	v_add_co_u32 v5, vcc_lo, v3, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v1.l, v1
	v_add_co_ci_u32_e64 v6, null, v4, v6, vcc_lo
	global_store_b16 v[5:6], v1, off
.LBB0_228:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v1, 26, v98
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[30:31], v[1:2]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_230
; %bb.229:
	v_div_scale_f32 v2, null, v157, v157, v86
	v_div_scale_f32 v10, vcc_lo, v86, v157, v86
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v9, v2
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v5, -v2, v9, 1.0
	v_fmac_f32_e32 v9, v5, v9
	v_mad_u64_u32 v[5:6], null, s18, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, v10, v9
	v_fma_f32 v7, -v2, v11, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v11, v7, v9
	v_mad_u64_u32 v[7:8], null, s19, v1, v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v1, -v2, v11, v10
	v_mov_b32_e32 v6, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v1, v1, v9, v11
	v_lshlrev_b64 v[5:6], 1, v[5:6]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v1, v1, v157, v86
	v_add_co_u32 v5, vcc_lo, v3, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v1.l, v1
	v_add_co_ci_u32_e64 v6, null, v4, v6, vcc_lo
	global_store_b16 v[5:6], v1, off
.LBB0_230:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v1, 28, v98
	v_mov_b32_e32 v2, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[30:31], v[1:2]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_232
; %bb.231:
	v_div_scale_f32 v9, null, v157, v157, v87
	v_div_scale_f32 v11, vcc_lo, v87, v157, v87
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v10, v9
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v5, -v9, v10, 1.0
	v_fmac_f32_e32 v10, v5, v10
	v_mad_u64_u32 v[5:6], null, s18, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, v11, v10
	v_fma_f32 v7, -v9, v12, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v12, v7, v10
	v_mad_u64_u32 v[7:8], null, s19, v1, v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v1, -v9, v12, v11
	v_mov_b32_e32 v6, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v1, v1, v10, v12
	v_lshlrev_b64 v[5:6], 1, v[5:6]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v1, v1, v157, v87
	v_add_co_u32 v5, vcc_lo, v3, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v1.l, v1
	v_add_co_ci_u32_e64 v6, null, v4, v6, vcc_lo
	global_store_b16 v[5:6], v1, off
.LBB0_232:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v1, 30, v98
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[30:31], v[1:2]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_234
; %bb.233:
	v_div_scale_f32 v2, null, v157, v157, v88
	v_div_scale_f32 v10, vcc_lo, v88, v157, v88
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v9, v2
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v5, -v2, v9, 1.0
	v_fmac_f32_e32 v9, v5, v9
	v_mad_u64_u32 v[5:6], null, s18, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, v10, v9
	v_fma_f32 v7, -v2, v11, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v11, v7, v9
	v_mad_u64_u32 v[7:8], null, s19, v1, v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v1, -v2, v11, v10
	v_mov_b32_e32 v6, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v1, v1, v9, v11
	v_lshlrev_b64 v[5:6], 1, v[5:6]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v1, v1, v157, v88
	v_add_co_u32 v5, vcc_lo, v3, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v1.l, v1
	v_add_co_ci_u32_e64 v6, null, v4, v6, vcc_lo
	global_store_b16 v[5:6], v1, off
.LBB0_234:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v1, 32, v98
	v_mov_b32_e32 v2, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[30:31], v[1:2]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_236
; %bb.235:
	v_div_scale_f32 v9, null, v157, v157, v73
	v_div_scale_f32 v11, vcc_lo, v73, v157, v73
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v10, v9
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v5, -v9, v10, 1.0
	v_fmac_f32_e32 v10, v5, v10
	v_mad_u64_u32 v[5:6], null, s18, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, v11, v10
	v_fma_f32 v7, -v9, v12, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v12, v7, v10
	v_mad_u64_u32 v[7:8], null, s19, v1, v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v1, -v9, v12, v11
	v_mov_b32_e32 v6, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v1, v1, v10, v12
	v_lshlrev_b64 v[5:6], 1, v[5:6]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v1, v1, v157, v73
	v_add_co_u32 v5, vcc_lo, v3, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v1.l, v1
	v_add_co_ci_u32_e64 v6, null, v4, v6, vcc_lo
	global_store_b16 v[5:6], v1, off
.LBB0_236:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v1, 34, v98
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[30:31], v[1:2]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_238
; %bb.237:
	v_div_scale_f32 v2, null, v157, v157, v74
	v_div_scale_f32 v10, vcc_lo, v74, v157, v74
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v9, v2
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v5, -v2, v9, 1.0
	v_fmac_f32_e32 v9, v5, v9
	v_mad_u64_u32 v[5:6], null, s18, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, v10, v9
	v_fma_f32 v7, -v2, v11, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v11, v7, v9
	v_mad_u64_u32 v[7:8], null, s19, v1, v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v1, -v2, v11, v10
	v_mov_b32_e32 v6, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v1, v1, v9, v11
	v_lshlrev_b64 v[5:6], 1, v[5:6]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v1, v1, v157, v74
	v_add_co_u32 v5, vcc_lo, v3, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v1.l, v1
	v_add_co_ci_u32_e64 v6, null, v4, v6, vcc_lo
	global_store_b16 v[5:6], v1, off
.LBB0_238:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v1, 36, v98
	v_mov_b32_e32 v2, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[30:31], v[1:2]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_240
; %bb.239:
	v_div_scale_f32 v9, null, v157, v157, v75
	v_div_scale_f32 v11, vcc_lo, v75, v157, v75
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v10, v9
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v5, -v9, v10, 1.0
	v_fmac_f32_e32 v10, v5, v10
	v_mad_u64_u32 v[5:6], null, s18, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, v11, v10
	v_fma_f32 v7, -v9, v12, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v12, v7, v10
	v_mad_u64_u32 v[7:8], null, s19, v1, v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v1, -v9, v12, v11
	v_mov_b32_e32 v6, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v1, v1, v10, v12
	v_lshlrev_b64 v[5:6], 1, v[5:6]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v1, v1, v157, v75
	v_add_co_u32 v5, vcc_lo, v3, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v1.l, v1
	v_add_co_ci_u32_e64 v6, null, v4, v6, vcc_lo
	global_store_b16 v[5:6], v1, off
.LBB0_240:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v1, 38, v98
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[30:31], v[1:2]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_242
; %bb.241:
	v_div_scale_f32 v2, null, v157, v157, v76
	v_div_scale_f32 v10, vcc_lo, v76, v157, v76
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v9, v2
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v5, -v2, v9, 1.0
	v_fmac_f32_e32 v9, v5, v9
	v_mad_u64_u32 v[5:6], null, s18, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, v10, v9
	v_fma_f32 v7, -v2, v11, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v11, v7, v9
	v_mad_u64_u32 v[7:8], null, s19, v1, v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v1, -v2, v11, v10
	v_mov_b32_e32 v6, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v1, v1, v9, v11
	v_lshlrev_b64 v[5:6], 1, v[5:6]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v1, v1, v157, v76
	v_add_co_u32 v5, vcc_lo, v3, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v1.l, v1
	v_add_co_ci_u32_e64 v6, null, v4, v6, vcc_lo
	global_store_b16 v[5:6], v1, off
.LBB0_242:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v1, 40, v98
	v_mov_b32_e32 v2, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[30:31], v[1:2]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_244
; %bb.243:
	v_div_scale_f32 v9, null, v157, v157, v77
	v_div_scale_f32 v11, vcc_lo, v77, v157, v77
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v10, v9
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v5, -v9, v10, 1.0
	v_fmac_f32_e32 v10, v5, v10
	v_mad_u64_u32 v[5:6], null, s18, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, v11, v10
	v_fma_f32 v7, -v9, v12, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v12, v7, v10
	v_mad_u64_u32 v[7:8], null, s19, v1, v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v1, -v9, v12, v11
	v_mov_b32_e32 v6, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v1, v1, v10, v12
	v_lshlrev_b64 v[5:6], 1, v[5:6]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v1, v1, v157, v77
	v_add_co_u32 v5, vcc_lo, v3, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v1.l, v1
	v_add_co_ci_u32_e64 v6, null, v4, v6, vcc_lo
	global_store_b16 v[5:6], v1, off
.LBB0_244:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v1, 42, v98
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[30:31], v[1:2]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_246
; %bb.245:
	v_div_scale_f32 v2, null, v157, v157, v78
	v_div_scale_f32 v10, vcc_lo, v78, v157, v78
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v9, v2
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v5, -v2, v9, 1.0
	v_fmac_f32_e32 v9, v5, v9
	v_mad_u64_u32 v[5:6], null, s18, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, v10, v9
	v_fma_f32 v7, -v2, v11, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v11, v7, v9
	v_mad_u64_u32 v[7:8], null, s19, v1, v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v1, -v2, v11, v10
	v_mov_b32_e32 v6, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v1, v1, v9, v11
	v_lshlrev_b64 v[5:6], 1, v[5:6]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v1, v1, v157, v78
	v_add_co_u32 v5, vcc_lo, v3, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v1.l, v1
	v_add_co_ci_u32_e64 v6, null, v4, v6, vcc_lo
	global_store_b16 v[5:6], v1, off
.LBB0_246:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v1, 44, v98
	v_mov_b32_e32 v2, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[30:31], v[1:2]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_248
; %bb.247:
	v_div_scale_f32 v9, null, v157, v157, v79
	v_div_scale_f32 v11, vcc_lo, v79, v157, v79
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v10, v9
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v5, -v9, v10, 1.0
	v_fmac_f32_e32 v10, v5, v10
	v_mad_u64_u32 v[5:6], null, s18, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, v11, v10
	v_fma_f32 v7, -v9, v12, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v12, v7, v10
	v_mad_u64_u32 v[7:8], null, s19, v1, v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v1, -v9, v12, v11
	v_mov_b32_e32 v6, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v1, v1, v10, v12
	v_lshlrev_b64 v[5:6], 1, v[5:6]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v1, v1, v157, v79
	v_add_co_u32 v5, vcc_lo, v3, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v1.l, v1
	v_add_co_ci_u32_e64 v6, null, v4, v6, vcc_lo
	global_store_b16 v[5:6], v1, off
.LBB0_248:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v1, 46, v98
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[30:31], v[1:2]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_250
; %bb.249:
	v_div_scale_f32 v2, null, v157, v157, v80
	v_div_scale_f32 v10, vcc_lo, v80, v157, v80
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v9, v2
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v5, -v2, v9, 1.0
	v_fmac_f32_e32 v9, v5, v9
	v_mad_u64_u32 v[5:6], null, s18, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, v10, v9
	v_fma_f32 v7, -v2, v11, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v11, v7, v9
	v_mad_u64_u32 v[7:8], null, s19, v1, v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v1, -v2, v11, v10
	v_mov_b32_e32 v6, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v1, v1, v9, v11
	v_lshlrev_b64 v[5:6], 1, v[5:6]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v1, v1, v157, v80
	v_add_co_u32 v5, vcc_lo, v3, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v1.l, v1
	v_add_co_ci_u32_e64 v6, null, v4, v6, vcc_lo
	global_store_b16 v[5:6], v1, off
.LBB0_250:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v1, 48, v98
	v_mov_b32_e32 v2, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[30:31], v[1:2]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_252
; %bb.251:
	v_div_scale_f32 v9, null, v157, v157, v65
	v_div_scale_f32 v11, vcc_lo, v65, v157, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v10, v9
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v5, -v9, v10, 1.0
	v_fmac_f32_e32 v10, v5, v10
	v_mad_u64_u32 v[5:6], null, s18, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, v11, v10
	v_fma_f32 v7, -v9, v12, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v12, v7, v10
	v_mad_u64_u32 v[7:8], null, s19, v1, v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v1, -v9, v12, v11
	v_mov_b32_e32 v6, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v1, v1, v10, v12
	v_lshlrev_b64 v[5:6], 1, v[5:6]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v1, v1, v157, v65
	v_add_co_u32 v5, vcc_lo, v3, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v1.l, v1
	v_add_co_ci_u32_e64 v6, null, v4, v6, vcc_lo
	global_store_b16 v[5:6], v1, off
.LBB0_252:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v1, 50, v98
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[30:31], v[1:2]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_254
; %bb.253:
	v_div_scale_f32 v2, null, v157, v157, v66
	v_div_scale_f32 v10, vcc_lo, v66, v157, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v9, v2
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v5, -v2, v9, 1.0
	v_fmac_f32_e32 v9, v5, v9
	v_mad_u64_u32 v[5:6], null, s18, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, v10, v9
	v_fma_f32 v7, -v2, v11, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v11, v7, v9
	v_mad_u64_u32 v[7:8], null, s19, v1, v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v1, -v2, v11, v10
	v_mov_b32_e32 v6, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v1, v1, v9, v11
	v_lshlrev_b64 v[5:6], 1, v[5:6]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v1, v1, v157, v66
	v_add_co_u32 v5, vcc_lo, v3, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v1.l, v1
	v_add_co_ci_u32_e64 v6, null, v4, v6, vcc_lo
	global_store_b16 v[5:6], v1, off
.LBB0_254:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v1, 52, v98
	v_mov_b32_e32 v2, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[30:31], v[1:2]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_256
; %bb.255:
	v_div_scale_f32 v9, null, v157, v157, v67
	v_div_scale_f32 v11, vcc_lo, v67, v157, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v10, v9
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v5, -v9, v10, 1.0
	v_fmac_f32_e32 v10, v5, v10
	v_mad_u64_u32 v[5:6], null, s18, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, v11, v10
	v_fma_f32 v7, -v9, v12, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v12, v7, v10
	v_mad_u64_u32 v[7:8], null, s19, v1, v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v1, -v9, v12, v11
	v_mov_b32_e32 v6, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v1, v1, v10, v12
	v_lshlrev_b64 v[5:6], 1, v[5:6]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v1, v1, v157, v67
	v_add_co_u32 v5, vcc_lo, v3, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v1.l, v1
	v_add_co_ci_u32_e64 v6, null, v4, v6, vcc_lo
	global_store_b16 v[5:6], v1, off
.LBB0_256:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v1, 54, v98
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[30:31], v[1:2]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_258
; %bb.257:
	v_div_scale_f32 v2, null, v157, v157, v68
	v_div_scale_f32 v10, vcc_lo, v68, v157, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v9, v2
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v5, -v2, v9, 1.0
	v_fmac_f32_e32 v9, v5, v9
	v_mad_u64_u32 v[5:6], null, s18, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, v10, v9
	v_fma_f32 v7, -v2, v11, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v11, v7, v9
	v_mad_u64_u32 v[7:8], null, s19, v1, v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v1, -v2, v11, v10
	v_mov_b32_e32 v6, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v1, v1, v9, v11
	v_lshlrev_b64 v[5:6], 1, v[5:6]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v1, v1, v157, v68
	v_add_co_u32 v5, vcc_lo, v3, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v1.l, v1
	v_add_co_ci_u32_e64 v6, null, v4, v6, vcc_lo
	global_store_b16 v[5:6], v1, off
.LBB0_258:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v1, 56, v98
	v_mov_b32_e32 v2, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[30:31], v[1:2]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_260
; %bb.259:
	v_div_scale_f32 v9, null, v157, v157, v69
	v_div_scale_f32 v11, vcc_lo, v69, v157, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v10, v9
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v5, -v9, v10, 1.0
	v_fmac_f32_e32 v10, v5, v10
	v_mad_u64_u32 v[5:6], null, s18, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, v11, v10
	v_fma_f32 v7, -v9, v12, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v12, v7, v10
	v_mad_u64_u32 v[7:8], null, s19, v1, v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v1, -v9, v12, v11
	v_mov_b32_e32 v6, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v1, v1, v10, v12
	v_lshlrev_b64 v[5:6], 1, v[5:6]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v1, v1, v157, v69
	v_add_co_u32 v5, vcc_lo, v3, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v1.l, v1
	v_add_co_ci_u32_e64 v6, null, v4, v6, vcc_lo
	global_store_b16 v[5:6], v1, off
.LBB0_260:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v1, 58, v98
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[30:31], v[1:2]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_262
; %bb.261:
	v_div_scale_f32 v2, null, v157, v157, v70
	v_div_scale_f32 v10, vcc_lo, v70, v157, v70
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v9, v2
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v5, -v2, v9, 1.0
	v_fmac_f32_e32 v9, v5, v9
	v_mad_u64_u32 v[5:6], null, s18, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, v10, v9
	v_fma_f32 v7, -v2, v11, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v11, v7, v9
	v_mad_u64_u32 v[7:8], null, s19, v1, v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v1, -v2, v11, v10
	v_mov_b32_e32 v6, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v1, v1, v9, v11
	v_lshlrev_b64 v[5:6], 1, v[5:6]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v1, v1, v157, v70
	v_add_co_u32 v5, vcc_lo, v3, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v1.l, v1
	v_add_co_ci_u32_e64 v6, null, v4, v6, vcc_lo
	global_store_b16 v[5:6], v1, off
.LBB0_262:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v1, 60, v98
	v_mov_b32_e32 v2, 0
	v_lshrrev_b32_e32 v0, 4, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[30:31], v[1:2]
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_264
; %bb.263:
	v_div_scale_f32 v9, null, v157, v157, v71
	v_div_scale_f32 v11, vcc_lo, v71, v157, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v10, v9
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v5, -v9, v10, 1.0
	v_fmac_f32_e32 v10, v5, v10
	v_mad_u64_u32 v[5:6], null, s18, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, v11, v10
	v_fma_f32 v7, -v9, v12, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v12, v7, v10
	v_mad_u64_u32 v[7:8], null, s19, v1, v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v1, -v9, v12, v11
	v_mov_b32_e32 v6, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v1, v1, v10, v12
	v_lshlrev_b64 v[5:6], 1, v[5:6]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v1, v1, v157, v71
	v_add_co_u32 v5, vcc_lo, v3, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v1.l, v1
	v_add_co_ci_u32_e64 v6, null, v4, v6, vcc_lo
	global_store_b16 v[5:6], v1, off
.LBB0_264:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v1, 62, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i64_e32 vcc_lo, s[30:31], v[1:2]
	s_and_b32 s0, vcc_lo, s0
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_266
; %bb.265:
	v_div_scale_f32 v0, null, v157, v157, v72
	v_div_scale_f32 v9, vcc_lo, v72, v157, v72
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v2, v0
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v5, -v0, v2, 1.0
	v_fmac_f32_e32 v2, v5, v2
	v_mad_u64_u32 v[5:6], null, s18, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, v9, v2
	v_fma_f32 v7, -v0, v10, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v10, v7, v2
	v_mad_u64_u32 v[7:8], null, s19, v1, v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v0, -v0, v10, v9
	v_mov_b32_e32 v6, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v0, v0, v2, v10
	v_lshlrev_b64 v[1:2], 1, v[5:6]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v0, v0, v157, v72
	v_add_co_u32 v1, vcc_lo, v3, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f16_f32_e32 v0.l, v0
	v_add_co_ci_u32_e64 v2, null, v4, v2, vcc_lo
	global_store_b16 v[1:2], v0, off
.LBB0_266:
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
		.amdhsa_next_free_vgpr 252
		.amdhsa_next_free_sgpr 72
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
	.set .L_attn_fwd_tma.num_vgpr, 252
	.set .L_attn_fwd_tma.num_agpr, 0
	.set .L_attn_fwd_tma.numbered_sgpr, 72
	.set .L_attn_fwd_tma.num_named_barrier, 0
	.set .L_attn_fwd_tma.private_seg_size, 0
	.set .L_attn_fwd_tma.uses_vcc, 1
	.set .L_attn_fwd_tma.uses_flat_scratch, 0
	.set .L_attn_fwd_tma.has_dyn_sized_stack, 0
	.set .L_attn_fwd_tma.has_recursion, 0
	.set .L_attn_fwd_tma.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 27224
; TotalNumSgprs: 74
; NumVgprs: 252
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 31
; NumSGPRsForWavesPerEU: 74
; NumVGPRsForWavesPerEU: 252
; Occupancy: 5
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
    .sgpr_count:     74
    .sgpr_spill_count: 0
    .symbol:         _attn_fwd_tma.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     252
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgpu11.00-amd-amdhsa-unknown-gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
