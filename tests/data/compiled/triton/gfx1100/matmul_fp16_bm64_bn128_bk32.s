	.amdgcn_target "amdgpu11.00-amd-amdhsa-unknown-gfx1100"
	.amdhsa_code_object_version 5
	.text
	.globl	matmul_kernel                   ; -- Begin function matmul_kernel
	.p2align	8
	.type	matmul_kernel,@function
matmul_kernel:                          ; @matmul_kernel
; %bb.0:
	s_load_b256 s[16:23], s[0:1], 0x0
	s_abs_i32 s5, s15
	v_readfirstlane_b32 s12, v0
	v_bfe_i32 v70, v0, 3, 1
	v_and_b32_e32 v66, 31, v0
	s_load_b32 s54, s[0:1], 0x28
	v_lshlrev_b32_e32 v68, 3, v0
	s_and_b32 s10, s12, 0x60
	v_lshlrev_b32_e32 v34, 1, v0
	v_or_b32_e32 v33, s10, v66
	v_and_b32_e32 v70, 0x210, v70
	v_and_b32_e32 v69, 48, v68
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v34, v68, v34
	v_lshlrev_b32_e32 v72, 1, v33
	s_waitcnt lgkmcnt(0)
	s_add_i32 s2, s23, 0x7f
	s_add_i32 s7, s22, 63
	s_ashr_i32 s3, s2, 31
	s_ashr_i32 s9, s7, 31
	s_lshr_b32 s3, s3, 25
	s_lshr_b32 s9, s9, 26
	s_add_i32 s2, s2, s3
	s_add_i32 s7, s7, s9
	s_ashr_i32 s2, s2, 7
	s_ashr_i32 s7, s7, 6
	s_lshl_b32 s3, s2, 3
	s_xor_b32 s2, s15, s2
	s_abs_i32 s4, s3
	s_ashr_i32 s2, s2, 31
	v_cvt_f32_u32_e32 v1, s4
	s_sub_i32 s8, 0, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v1, v1
	s_waitcnt_depctr depctr_va_vdst(0)
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_readfirstlane_b32 s6, v1
	s_mul_i32 s8, s8, s6
	s_mul_hi_u32 s8, s6, s8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_i32 s6, s6, s8
	s_mul_hi_u32 s6, s5, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s8, s6, s4
	s_sub_i32 s5, s5, s8
	s_add_i32 s8, s6, 1
	s_sub_i32 s9, s5, s4
	s_cmp_ge_u32 s5, s4
	s_cselect_b32 s6, s8, s6
	s_cselect_b32 s5, s9, s5
	s_add_i32 s8, s6, 1
	s_cmp_ge_u32 s5, s4
	s_cselect_b32 s4, s8, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s4, s4, s2
	s_sub_i32 s2, s4, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_lshl_b32 s5, s2, 3
	s_mul_i32 s2, s2, s3
	s_sub_i32 s4, s7, s5
	s_sub_i32 s2, s15, s2
	s_min_i32 s6, s4, 8
	s_abs_i32 s4, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v1, s4
	s_sub_i32 s8, 0, s4
	v_rcp_f32_e32 v1, v1
	s_waitcnt_depctr depctr_va_vdst(0)
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v1, v1
	v_readfirstlane_b32 s7, v1
	s_mul_i32 s8, s8, s7
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_mul_hi_u32 s3, s7, s8
	s_abs_i32 s8, s2
	s_add_i32 s7, s7, s3
	s_mul_hi_u32 s3, s8, s7
	s_xor_b32 s7, s2, s6
	s_mul_i32 s9, s3, s4
	s_ashr_i32 s7, s7, 31
	s_sub_i32 s8, s8, s9
	s_add_i32 s9, s3, 1
	s_sub_i32 s11, s8, s4
	s_cmp_ge_u32 s8, s4
	s_cselect_b32 s3, s9, s3
	s_cselect_b32 s8, s11, s8
	s_add_i32 s9, s3, 1
	s_cmp_ge_u32 s8, s4
	s_cselect_b32 s3, s9, s3
	s_abs_i32 s4, s22
	s_xor_b32 s3, s3, s7
	v_cvt_f32_u32_e32 v1, s4
	s_sub_i32 s13, s3, s7
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_mul_i32 s3, s13, s6
	s_lshr_b32 s6, s12, 5
	v_rcp_f32_e32 v1, v1
	s_sub_i32 s2, s2, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_i32 s2, s2, s5
	s_sub_i32 s5, 0, s4
	s_lshl_b32 s3, s2, 6
	s_bfe_i32 s2, s2, 0x10019
	s_or_b32 s6, s3, s6
	s_waitcnt_depctr depctr_va_vdst(0)
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v1, v1
	v_readfirstlane_b32 s7, v1
	s_mul_i32 s8, s5, s7
	s_add_i32 s5, s6, s2
	s_mul_hi_u32 s6, s7, s8
	s_xor_b32 s8, s5, s2
	s_add_i32 s6, s7, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_hi_u32 s7, s8, s6
	s_mul_i32 s7, s7, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_sub_i32 s7, s8, s7
	s_sub_i32 s8, s7, s4
	s_cmp_ge_u32 s7, s4
	s_cselect_b32 s7, s8, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_i32 s8, s7, s4
	s_cmp_ge_u32 s7, s4
	s_cselect_b32 s7, s8, s7
	s_add_i32 s8, s5, 4
	s_xor_b32 s7, s7, s2
	s_xor_b32 s8, s8, s2
	s_sub_i32 s70, s7, s2
	s_mul_hi_u32 s9, s8, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s9, s9, s4
	s_sub_i32 s8, s8, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_i32 s7, s8, s4
	s_cmp_ge_u32 s8, s4
	s_cselect_b32 s7, s7, s8
	s_sub_i32 s8, s7, s4
	s_cmp_ge_u32 s7, s4
	s_cselect_b32 s7, s8, s7
	s_add_i32 s8, s5, 8
	s_xor_b32 s7, s7, s2
	s_xor_b32 s8, s8, s2
	s_sub_i32 s69, s7, s2
	s_mul_hi_u32 s9, s8, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s9, s9, s4
	s_sub_i32 s8, s8, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_i32 s7, s8, s4
	s_cmp_ge_u32 s8, s4
	s_cselect_b32 s7, s7, s8
	s_sub_i32 s8, s7, s4
	s_cmp_ge_u32 s7, s4
	s_cselect_b32 s7, s8, s7
	s_add_i32 s8, s5, 12
	s_xor_b32 s7, s7, s2
	s_xor_b32 s8, s8, s2
	s_sub_i32 s68, s7, s2
	s_mul_hi_u32 s9, s8, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s9, s9, s4
	s_sub_i32 s8, s8, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_i32 s7, s8, s4
	s_cmp_ge_u32 s8, s4
	s_cselect_b32 s7, s7, s8
	s_sub_i32 s8, s7, s4
	s_cmp_ge_u32 s7, s4
	s_cselect_b32 s7, s8, s7
	s_add_i32 s8, s5, 16
	s_xor_b32 s7, s7, s2
	s_xor_b32 s8, s8, s2
	s_sub_i32 s67, s7, s2
	s_mul_hi_u32 s9, s8, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s9, s9, s4
	s_sub_i32 s8, s8, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_i32 s7, s8, s4
	s_cmp_ge_u32 s8, s4
	s_cselect_b32 s7, s7, s8
	s_sub_i32 s8, s7, s4
	s_cmp_ge_u32 s7, s4
	s_cselect_b32 s7, s8, s7
	s_add_i32 s8, s5, 20
	s_xor_b32 s7, s7, s2
	s_xor_b32 s8, s8, s2
	s_sub_i32 s66, s7, s2
	s_mul_hi_u32 s9, s8, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s9, s9, s4
	s_sub_i32 s8, s8, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_i32 s7, s8, s4
	s_cmp_ge_u32 s8, s4
	s_cselect_b32 s7, s7, s8
	s_sub_i32 s8, s7, s4
	s_cmp_ge_u32 s7, s4
	s_cselect_b32 s7, s8, s7
	s_add_i32 s8, s5, 24
	s_xor_b32 s7, s7, s2
	s_xor_b32 s8, s8, s2
	s_sub_i32 s65, s7, s2
	s_mul_hi_u32 s9, s8, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s9, s9, s4
	s_sub_i32 s8, s8, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_i32 s7, s8, s4
	s_cmp_ge_u32 s8, s4
	s_cselect_b32 s7, s7, s8
	s_sub_i32 s8, s7, s4
	s_cmp_ge_u32 s7, s4
	s_cselect_b32 s7, s8, s7
	s_add_i32 s8, s5, 28
	s_xor_b32 s7, s7, s2
	s_xor_b32 s8, s8, s2
	s_sub_i32 s64, s7, s2
	s_mul_hi_u32 s9, s8, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s9, s9, s4
	s_sub_i32 s8, s8, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_i32 s7, s8, s4
	s_cmp_ge_u32 s8, s4
	s_cselect_b32 s7, s7, s8
	s_sub_i32 s8, s7, s4
	s_cmp_ge_u32 s7, s4
	s_cselect_b32 s7, s8, s7
	s_add_i32 s8, s5, 32
	s_xor_b32 s7, s7, s2
	s_xor_b32 s8, s8, s2
	s_sub_i32 s63, s7, s2
	s_mul_hi_u32 s9, s8, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s9, s9, s4
	s_sub_i32 s8, s8, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_i32 s7, s8, s4
	s_cmp_ge_u32 s8, s4
	s_cselect_b32 s7, s7, s8
	s_sub_i32 s8, s7, s4
	s_cmp_ge_u32 s7, s4
	s_cselect_b32 s7, s8, s7
	s_add_i32 s8, s5, 36
	s_xor_b32 s7, s7, s2
	s_xor_b32 s8, s8, s2
	s_sub_i32 s62, s7, s2
	s_mul_hi_u32 s9, s8, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s9, s9, s4
	s_sub_i32 s8, s8, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_i32 s7, s8, s4
	s_cmp_ge_u32 s8, s4
	s_cselect_b32 s7, s7, s8
	s_sub_i32 s8, s7, s4
	s_cmp_ge_u32 s7, s4
	s_cselect_b32 s7, s8, s7
	s_add_i32 s8, s5, 40
	s_xor_b32 s7, s7, s2
	s_xor_b32 s8, s8, s2
	s_sub_i32 s61, s7, s2
	s_mul_hi_u32 s9, s8, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s9, s9, s4
	s_sub_i32 s8, s8, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_i32 s7, s8, s4
	s_cmp_ge_u32 s8, s4
	s_cselect_b32 s7, s7, s8
	s_sub_i32 s8, s7, s4
	s_cmp_ge_u32 s7, s4
	s_cselect_b32 s7, s8, s7
	s_add_i32 s8, s5, 44
	s_xor_b32 s7, s7, s2
	s_xor_b32 s8, s8, s2
	s_sub_i32 s60, s7, s2
	s_mul_hi_u32 s9, s8, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s9, s9, s4
	s_sub_i32 s8, s8, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_i32 s7, s8, s4
	s_cmp_ge_u32 s8, s4
	s_cselect_b32 s7, s7, s8
	s_sub_i32 s8, s7, s4
	s_cmp_ge_u32 s7, s4
	s_cselect_b32 s7, s8, s7
	s_add_i32 s8, s5, 48
	s_xor_b32 s7, s7, s2
	s_xor_b32 s8, s8, s2
	s_sub_i32 s59, s7, s2
	s_mul_hi_u32 s9, s8, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s9, s9, s4
	s_sub_i32 s8, s8, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_i32 s7, s8, s4
	s_cmp_ge_u32 s8, s4
	s_cselect_b32 s7, s7, s8
	s_sub_i32 s8, s7, s4
	s_cmp_ge_u32 s7, s4
	s_cselect_b32 s7, s8, s7
	s_add_i32 s8, s5, 52
	s_xor_b32 s7, s7, s2
	s_xor_b32 s8, s8, s2
	s_sub_i32 s58, s7, s2
	s_mul_hi_u32 s9, s8, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s9, s9, s4
	s_sub_i32 s8, s8, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_i32 s7, s8, s4
	s_cmp_ge_u32 s8, s4
	s_cselect_b32 s7, s7, s8
	s_sub_i32 s8, s7, s4
	s_cmp_ge_u32 s7, s4
	s_cselect_b32 s7, s8, s7
	s_add_i32 s8, s5, 56
	s_xor_b32 s7, s7, s2
	s_xor_b32 s8, s8, s2
	s_sub_i32 s57, s7, s2
	s_mul_hi_u32 s9, s8, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s9, s9, s4
	s_sub_i32 s8, s8, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_i32 s7, s8, s4
	s_cmp_ge_u32 s8, s4
	s_cselect_b32 s7, s7, s8
	s_sub_i32 s8, s7, s4
	s_cmp_ge_u32 s7, s4
	s_cselect_b32 s7, s8, s7
	s_add_i32 s5, s5, 60
	s_xor_b32 s7, s7, s2
	s_xor_b32 s5, s5, s2
	s_sub_i32 s56, s7, s2
	s_mul_hi_u32 s6, s5, s6
	s_load_b64 s[8:9], s[0:1], 0x20
	s_mul_i32 s6, s6, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_sub_i32 s5, s5, s6
	s_sub_i32 s6, s5, s4
	s_cmp_ge_u32 s5, s4
	s_cselect_b32 s5, s6, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_i32 s6, s5, s4
	s_cmp_ge_u32 s5, s4
	s_cselect_b32 s15, s6, s5
	s_abs_i32 s24, s23
	s_bfe_i32 s14, s13, 0x10018
	v_cvt_f32_u32_e32 v1, s24
	s_sub_i32 s11, 0, s24
	s_mov_b64 s[4:5], s[18:19]
	s_mov_b32 s18, 0x7ffffffe
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc_lo, s8, v66
	v_rcp_f32_e32 v1, v1
	s_mul_i32 s70, s70, s9
	s_mul_i32 s69, s69, s9
	s_mul_i32 s68, s68, s9
	s_mul_i32 s67, s67, s9
	s_mul_i32 s66, s66, s9
	s_mul_i32 s65, s65, s9
	s_mul_i32 s64, s64, s9
	s_mul_i32 s63, s63, s9
	s_mul_i32 s62, s62, s9
	s_waitcnt_depctr depctr_va_vdst(0)
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	s_mul_i32 s61, s61, s9
	s_mul_i32 s60, s60, s9
	s_mul_i32 s59, s59, s9
	s_mul_i32 s58, s58, s9
	v_cvt_u32_f32_e32 v1, v1
	s_mul_i32 s57, s57, s9
	s_mul_i32 s56, s56, s9
	v_add_lshl_u32 v2, s70, v66, 1
	v_add_lshl_u32 v15, s58, v66, 1
	v_mul_lo_u32 v5, s11, v1
	s_lshl_b32 s11, s13, 7
	s_xor_b32 s13, s15, s2
	v_or_b32_e32 v8, s11, v33
	s_add_i32 s15, s8, 31
	s_sub_i32 s55, s13, s2
	s_cmp_gt_i32 s15, 31
	s_mul_i32 s55, s55, s9
	v_mul_hi_u32 v5, v1, v5
	v_add_nc_u32_e32 v8, s14, v8
	s_cselect_b32 s9, -1, 0
	s_add_i32 s2, s8, -1
	s_and_b32 vcc_lo, vcc_lo, s9
	s_and_b32 s17, s17, 0xffff
	v_xor_b32_e32 v8, s14, v8
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_cndmask_b32 v2, 0x80000000, v2 :: v_dual_add_nc_u32 v1, v1, v5
	s_cmp_lt_u32 s2, 0x7fffffe0
	v_add_lshl_u32 v16, s57, v66, 1
	v_add_lshl_u32 v17, s56, v66, 1
	v_add_lshl_u32 v3, s69, v66, 1
	v_mul_hi_u32 v1, v8, v1
	v_add_lshl_u32 v4, s68, v66, 1
	v_add_lshl_u32 v6, s67, v66, 1
	v_add_lshl_u32 v7, s66, v66, 1
	v_add_lshl_u32 v9, s65, v66, 1
	v_add_lshl_u32 v10, s64, v66, 1
	v_add_lshl_u32 v11, s63, v66, 1
	v_add_lshl_u32 v5, s62, v66, 1
	v_mul_lo_u32 v1, v1, s24
	v_add_lshl_u32 v12, s61, v66, 1
	v_dual_cndmask_b32 v3, 0x80000000, v3 :: v_dual_cndmask_b32 v4, 0x80000000, v4
	v_add_lshl_u32 v13, s60, v66, 1
	s_mov_b32 s19, 0x31027000
	v_add_lshl_u32 v14, s59, v66, 1
	v_dual_cndmask_b32 v6, 0x80000000, v6 :: v_dual_cndmask_b32 v7, 0x80000000, v7
	v_sub_nc_u32_e32 v1, v8, v1
	v_add_lshl_u32 v8, s55, v66, 1
	v_dual_cndmask_b32 v9, 0x80000000, v9 :: v_dual_cndmask_b32 v10, 0x80000000, v10
	v_dual_cndmask_b32 v11, 0x80000000, v11 :: v_dual_cndmask_b32 v12, 0x80000000, v12
	s_delay_alu instid0(VALU_DEP_4)
	v_subrev_nc_u32_e32 v18, s24, v1
	v_cmp_le_u32_e64 s2, s24, v1
	v_dual_cndmask_b32 v5, 0x80000000, v5 :: v_dual_cndmask_b32 v14, 0x80000000, v14
	s_clause 0x7
	buffer_load_u16 v94, v2, s[16:19], 0 offen
	buffer_load_u16 v95, v3, s[16:19], 0 offen
	buffer_load_u16 v96, v4, s[16:19], 0 offen
	buffer_load_u16 v97, v6, s[16:19], 0 offen
	buffer_load_u16 v98, v7, s[16:19], 0 offen
	buffer_load_u16 v99, v9, s[16:19], 0 offen
	buffer_load_u16 v100, v10, s[16:19], 0 offen
	buffer_load_u16 v101, v11, s[16:19], 0 offen
	v_dual_cndmask_b32 v13, 0x80000000, v13 :: v_dual_cndmask_b32 v8, 0x80000000, v8
	v_cndmask_b32_e64 v1, v1, v18, s2
	s_mov_b32 s6, s18
	s_mov_b32 s7, s19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_subrev_nc_u32_e32 v18, s24, v1
	v_cmp_le_u32_e64 s2, s24, v1
	v_cndmask_b32_e64 v1, v1, v18, s2
	s_delay_alu instid0(VALU_DEP_1)
	v_xor_b32_e32 v77, s14, v1
	v_cndmask_b32_e32 v1, 0x80000000, v15, vcc_lo
	v_dual_cndmask_b32 v15, 0x80000000, v16 :: v_dual_cndmask_b32 v16, 0x80000000, v17
	s_clause 0x7
	buffer_load_u16 v102, v5, s[16:19], 0 offen
	buffer_load_u16 v103, v12, s[16:19], 0 offen
	buffer_load_u16 v104, v13, s[16:19], 0 offen
	buffer_load_u16 v105, v14, s[16:19], 0 offen
	buffer_load_u16 v106, v1, s[16:19], 0 offen
	buffer_load_u16 v107, v15, s[16:19], 0 offen
	buffer_load_u16 v108, v16, s[16:19], 0 offen
	buffer_load_u16 v109, v8, s[16:19], 0 offen
	v_subrev_nc_u32_e32 v17, s14, v77
	s_cselect_b32 vcc_lo, -1, 0
	s_add_i32 s2, s8, -2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_cmp_lt_u32 s2, 0x7fffffdf
	v_add_nc_u32_e32 v2, s54, v17
	v_lshlrev_b32_e32 v3, 1, v17
	s_cselect_b32 s2, -1, 0
	s_add_i32 s13, s8, -3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v1, s54, v2
	s_cmp_lt_u32 s13, 0x7fffffde
	v_lshlrev_b32_e32 v2, 1, v2
	v_add_nc_u32_e32 v4, s54, v1
	v_lshlrev_b32_e32 v1, 1, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v2, 0x80000000, v2, s2
	v_add_nc_u32_e32 v5, s54, v4
	v_lshlrev_b32_e32 v4, 1, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v6, s54, v5
	v_lshlrev_b32_e32 v5, 1, v5
	v_add_nc_u32_e32 v7, s54, v6
	v_lshlrev_b32_e32 v6, 1, v6
	s_delay_alu instid0(VALU_DEP_2)
	v_add_nc_u32_e32 v8, s54, v7
	v_cndmask_b32_e32 v3, 0x80000000, v3, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_add_i32 s13, s8, -4
	v_lshlrev_b32_e32 v7, 1, v7
	v_add_nc_u32_e32 v9, s54, v8
	s_cmp_lt_u32 s13, 0x7fffffdd
	v_lshlrev_b32_e32 v8, 1, v8
	s_cselect_b32 s2, -1, 0
	s_add_i32 s13, s8, -5
	v_add_nc_u32_e32 v10, s54, v9
	s_cmp_lt_u32 s13, 0x7fffffdc
	v_cndmask_b32_e32 v1, 0x80000000, v1, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_add_i32 s13, s8, -6
	v_add_nc_u32_e32 v11, s54, v10
	s_cmp_lt_u32 s13, 0x7fffffdb
	v_cndmask_b32_e64 v4, 0x80000000, v4, s2
	s_cselect_b32 s2, -1, 0
	s_add_i32 s13, s8, -7
	v_add_nc_u32_e32 v12, s54, v11
	s_cmp_lt_u32 s13, 0x7fffffda
	v_cndmask_b32_e32 v5, 0x80000000, v5, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_add_i32 s13, s8, -8
	v_add_nc_u32_e32 v13, s54, v12
	s_cmp_lt_u32 s13, 0x7fffffd9
	v_cndmask_b32_e64 v6, 0x80000000, v6, s2
	s_cselect_b32 s2, -1, 0
	s_add_i32 s13, s8, -9
	v_add_nc_u32_e32 v14, s54, v13
	s_cmp_lt_u32 s13, 0x7fffffd8
	v_cndmask_b32_e32 v7, 0x80000000, v7, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_add_i32 s13, s8, -10
	v_add_nc_u32_e32 v15, s54, v14
	s_cmp_lt_u32 s13, 0x7fffffd7
	v_lshlrev_b32_e32 v9, 1, v9
	v_cndmask_b32_e64 v8, 0x80000000, v8, s2
	s_cselect_b32 s2, -1, 0
	v_add_nc_u32_e32 v16, s54, v15
	s_add_i32 s13, s8, -11
	v_lshlrev_b32_e32 v10, 1, v10
	s_cmp_lt_u32 s13, 0x7fffffd6
	v_cndmask_b32_e32 v9, 0x80000000, v9, vcc_lo
	v_add_nc_u32_e32 v17, s54, v16
	s_cselect_b32 vcc_lo, -1, 0
	s_add_i32 s13, s8, -12
	v_lshlrev_b32_e32 v11, 1, v11
	s_cmp_lt_u32 s13, 0x7fffffd5
	v_add_nc_u32_e32 v18, s54, v17
	v_cndmask_b32_e64 v10, 0x80000000, v10, s2
	s_cselect_b32 s2, -1, 0
	s_add_i32 s13, s8, -13
	v_lshlrev_b32_e32 v12, 1, v12
	v_add_nc_u32_e32 v19, s54, v18
	s_cmp_lt_u32 s13, 0x7fffffd4
	v_dual_cndmask_b32 v11, 0x80000000, v11 :: v_dual_lshlrev_b32 v18, 1, v18
	s_cselect_b32 vcc_lo, -1, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_add_nc_u32_e32 v20, s54, v19
	s_add_i32 s13, s8, -14
	v_lshlrev_b32_e32 v13, 1, v13
	s_cmp_lt_u32 s13, 0x7fffffd3
	v_cndmask_b32_e64 v12, 0x80000000, v12, s2
	v_add_nc_u32_e32 v21, s54, v20
	s_cselect_b32 s2, -1, 0
	s_add_i32 s13, s8, -15
	v_lshlrev_b32_e32 v14, 1, v14
	s_cmp_lt_u32 s13, 0x7fffffd2
	v_dual_cndmask_b32 v13, 0x80000000, v13 :: v_dual_lshlrev_b32 v20, 1, v20
	s_cselect_b32 vcc_lo, -1, 0
	s_add_i32 s13, s8, -16
	v_add_nc_u32_e32 v22, s54, v21
	s_cmp_lt_u32 s13, 0x7fffffd1
	v_lshlrev_b32_e32 v15, 1, v15
	v_cndmask_b32_e64 v14, 0x80000000, v14, s2
	s_cselect_b32 s2, -1, 0
	s_sub_i32 s13, s8, 17
	v_add_nc_u32_e32 v23, s54, v22
	s_cmp_lt_u32 s13, 0x7fffffd0
	v_dual_cndmask_b32 v15, 0x80000000, v15 :: v_dual_lshlrev_b32 v16, 1, v16
	v_lshlrev_b32_e32 v22, 1, v22
	s_cselect_b32 vcc_lo, -1, 0
	s_sub_i32 s13, s8, 18
	v_add_nc_u32_e32 v24, s54, v23
	s_cmp_lt_u32 s13, 0x7fffffcf
	v_lshlrev_b32_e32 v17, 1, v17
	v_cndmask_b32_e64 v16, 0x80000000, v16, s2
	s_cselect_b32 s2, -1, 0
	s_sub_i32 s13, s8, 19
	v_add_nc_u32_e32 v25, s54, v24
	s_cmp_lt_u32 s13, 0x7fffffce
	v_dual_cndmask_b32 v17, 0x80000000, v17 :: v_dual_lshlrev_b32 v24, 1, v24
	s_cselect_b32 vcc_lo, -1, 0
	s_sub_i32 s13, s8, 20
	v_lshlrev_b32_e32 v19, 1, v19
	s_cmp_lt_u32 s13, 0x7fffffcd
	v_cndmask_b32_e64 v18, 0x80000000, v18, s2
	s_cselect_b32 s2, -1, 0
	s_sub_i32 s13, s8, 21
	v_add_nc_u32_e32 v26, s54, v25
	s_cmp_lt_u32 s13, 0x7fffffcc
	v_cndmask_b32_e32 v19, 0x80000000, v19, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_sub_i32 s13, s8, 22
	v_add_nc_u32_e32 v27, s54, v26
	s_cmp_lt_u32 s13, 0x7fffffcb
	v_lshlrev_b32_e32 v21, 1, v21
	v_cndmask_b32_e64 v20, 0x80000000, v20, s2
	s_cselect_b32 s2, -1, 0
	s_sub_i32 s13, s8, 23
	v_add_nc_u32_e32 v28, s54, v27
	s_cmp_lt_u32 s13, 0x7fffffca
	v_cndmask_b32_e32 v21, 0x80000000, v21, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_sub_i32 s13, s8, 24
	v_lshlrev_b32_e32 v23, 1, v23
	s_cmp_lt_u32 s13, 0x7fffffc9
	v_add_nc_u32_e32 v29, s54, v28
	v_cndmask_b32_e64 v22, 0x80000000, v22, s2
	s_cselect_b32 s2, -1, 0
	s_sub_i32 s13, s8, 25
	v_lshlrev_b32_e32 v25, 1, v25
	s_cmp_lt_u32 s13, 0x7fffffc8
	v_add_nc_u32_e32 v30, s54, v29
	v_cndmask_b32_e32 v23, 0x80000000, v23, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_sub_i32 s13, s8, 26
	v_cndmask_b32_e64 v24, 0x80000000, v24, s2
	s_cmp_lt_u32 s13, 0x7fffffc7
	v_lshlrev_b32_e32 v26, 1, v26
	s_cselect_b32 s2, -1, 0
	s_sub_i32 s13, s8, 27
	v_add_nc_u32_e32 v31, s54, v30
	s_cmp_lt_u32 s13, 0x7fffffc6
	v_cndmask_b32_e32 v25, 0x80000000, v25, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_sub_i32 s13, s8, 28
	v_lshlrev_b32_e32 v27, 1, v27
	s_cmp_lt_u32 s13, 0x7fffffc5
	v_cndmask_b32_e64 v26, 0x80000000, v26, s2
	s_cselect_b32 s2, -1, 0
	s_sub_i32 s13, s8, 29
	v_lshlrev_b32_e32 v28, 1, v28
	s_cmp_lt_u32 s13, 0x7fffffc4
	v_cndmask_b32_e32 v27, 0x80000000, v27, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_sub_i32 s13, s8, 30
	v_lshlrev_b32_e32 v29, 1, v29
	s_cmp_lt_u32 s13, 0x7fffffc3
	v_cndmask_b32_e64 v28, 0x80000000, v28, s2
	s_cselect_b32 s2, -1, 0
	s_sub_i32 s13, s8, 31
	v_lshlrev_b32_e32 v30, 1, v30
	s_cmp_lt_u32 s13, 0x7fffffc2
	v_cndmask_b32_e32 v29, 0x80000000, v29, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_sub_i32 s8, s8, 32
	v_lshlrev_b32_e32 v32, 1, v31
	v_add_lshl_u32 v31, v31, s54, 1
	s_cmp_lt_u32 s8, 0x7fffffc1
	v_cndmask_b32_e64 v30, 0x80000000, v30, s2
	s_cselect_b32 s2, -1, 0
	s_and_b32 s5, s5, 0xffff
	v_cndmask_b32_e32 v32, 0x80000000, v32, vcc_lo
	v_cndmask_b32_e64 v31, 0x80000000, v31, s2
	s_clause 0x1f
	buffer_load_u16 v78, v3, s[4:7], 0 offen
	buffer_load_u16 v110, v2, s[4:7], 0 offen
	buffer_load_u16 v79, v1, s[4:7], 0 offen
	buffer_load_u16 v111, v4, s[4:7], 0 offen
	buffer_load_u16 v80, v5, s[4:7], 0 offen
	buffer_load_u16 v112, v6, s[4:7], 0 offen
	buffer_load_u16 v81, v7, s[4:7], 0 offen
	buffer_load_u16 v113, v8, s[4:7], 0 offen
	buffer_load_u16 v82, v9, s[4:7], 0 offen
	buffer_load_u16 v114, v10, s[4:7], 0 offen
	buffer_load_u16 v83, v11, s[4:7], 0 offen
	buffer_load_u16 v115, v12, s[4:7], 0 offen
	buffer_load_u16 v84, v13, s[4:7], 0 offen
	buffer_load_u16 v116, v14, s[4:7], 0 offen
	buffer_load_u16 v85, v15, s[4:7], 0 offen
	buffer_load_u16 v117, v16, s[4:7], 0 offen
	buffer_load_u16 v118, v18, s[4:7], 0 offen
	buffer_load_u16 v119, v20, s[4:7], 0 offen
	buffer_load_u16 v120, v22, s[4:7], 0 offen
	buffer_load_u16 v121, v24, s[4:7], 0 offen
	buffer_load_u16 v122, v26, s[4:7], 0 offen
	buffer_load_u16 v123, v28, s[4:7], 0 offen
	buffer_load_u16 v124, v30, s[4:7], 0 offen
	buffer_load_u16 v125, v31, s[4:7], 0 offen
	buffer_load_u16 v86, v17, s[4:7], 0 offen
	buffer_load_u16 v87, v19, s[4:7], 0 offen
	buffer_load_u16 v88, v21, s[4:7], 0 offen
	buffer_load_u16 v89, v23, s[4:7], 0 offen
	buffer_load_u16 v90, v25, s[4:7], 0 offen
	buffer_load_u16 v91, v27, s[4:7], 0 offen
	buffer_load_u16 v92, v29, s[4:7], 0 offen
	buffer_load_u16 v93, v32, s[4:7], 0 offen
	v_dual_mov_b32 v8, 0 :: v_dual_and_b32 v71, 48, v34
	s_bfe_i32 s2, s12, 0x10006
	v_and_b32_e32 v65, 15, v0
	s_and_b32 s2, s2, 0x90
	s_delay_alu instid0(VALU_DEP_2)
	v_mov_b32_e32 v27, v8
	v_mov_b32_e32 v34, v8
	v_lshl_or_b32 v33, v33, 6, v71
	v_and_b32_e32 v71, 0x7e, v72
	v_dual_mov_b32 v36, v8 :: v_dual_lshlrev_b32 v67, 6, v0
	v_mov_b32_e32 v7, v8
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v72, 16, v33
	v_xor_b32_e32 v73, s2, v71
	v_add_nc_u32_e32 v71, 0, v33
	v_xor_b32_e32 v74, 32, v33
	v_xor_b32_e32 v33, 48, v33
	v_mov_b32_e32 v6, v8
	v_xor_b32_e32 v76, 32, v73
	v_mov_b32_e32 v5, v8
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
	v_mov_b32_e32 v26, v8
	v_mov_b32_e32 v25, v8
	v_mov_b32_e32 v48, v8
	v_dual_mov_b32 v47, v8 :: v_dual_add_nc_u32 v72, 0, v72
	v_mov_b32_e32 v46, v8
	v_dual_mov_b32 v45, v8 :: v_dual_add_nc_u32 v74, 0, v74
	v_mov_b32_e32 v44, v8
	v_dual_mov_b32 v43, v8 :: v_dual_add_nc_u32 v76, 0, v76
	v_mov_b32_e32 v42, v8
	v_mov_b32_e32 v41, v8
	v_mov_b32_e32 v56, v8
	v_mov_b32_e32 v55, v8
	v_mov_b32_e32 v54, v8
	v_mov_b32_e32 v53, v8
	v_mov_b32_e32 v52, v8
	v_mov_b32_e32 v51, v8
	v_mov_b32_e32 v50, v8
	v_mov_b32_e32 v49, v8
	v_mov_b32_e32 v64, v8
	v_mov_b32_e32 v63, v8
	v_mov_b32_e32 v62, v8
	v_mov_b32_e32 v61, v8
	v_mov_b32_e32 v60, v8
	v_mov_b32_e32 v59, v8
	v_mov_b32_e32 v58, v8
	v_mov_b32_e32 v57, v8
	v_mov_b32_e32 v40, v8
	v_mov_b32_e32 v39, v8
	v_mov_b32_e32 v38, v8
	v_mov_b32_e32 v37, v8
	v_mov_b32_e32 v35, v8
	v_lshl_or_b32 v68, v65, 6, v69
	v_add_nc_u32_e32 v73, 0, v73
	v_add_nc_u32_e32 v75, 0, v33
	v_mov_b32_e32 v33, v8
	s_and_b32 s13, s12, 64
	s_cmp_lt_i32 s15, 64
	s_waitcnt vmcnt(47)
	ds_store_b16 v73, v94 offset:8192
	s_waitcnt vmcnt(45)
	ds_store_b16 v73, v96 offset:8704
	s_waitcnt vmcnt(43)
	ds_store_b16 v73, v98 offset:9216
	s_waitcnt vmcnt(41)
	ds_store_b16 v73, v100 offset:9728
	s_waitcnt vmcnt(39)
	ds_store_b16 v73, v102 offset:10240
	s_waitcnt vmcnt(37)
	ds_store_b16 v73, v104 offset:10752
	s_waitcnt vmcnt(35)
	ds_store_b16 v73, v106 offset:11264
	s_waitcnt vmcnt(33)
	ds_store_b16 v73, v108 offset:11776
	ds_store_b16 v76, v95 offset:8448
	ds_store_b16 v76, v97 offset:8960
	ds_store_b16 v76, v99 offset:9472
	ds_store_b16 v76, v101 offset:9984
	ds_store_b16 v76, v103 offset:10496
	ds_store_b16 v76, v105 offset:11008
	ds_store_b16 v76, v107 offset:11520
	s_waitcnt vmcnt(32)
	ds_store_b16 v76, v109 offset:12032
	s_waitcnt vmcnt(30)
	v_mov_b16_e32 v78.h, v110.l
	s_waitcnt vmcnt(28)
	v_mov_b16_e32 v79.h, v111.l
	s_waitcnt vmcnt(26)
	v_mov_b16_e32 v80.h, v112.l
	s_waitcnt vmcnt(24)
	v_mov_b16_e32 v81.h, v113.l
	s_waitcnt vmcnt(22)
	v_mov_b16_e32 v82.h, v114.l
	s_waitcnt vmcnt(20)
	v_mov_b16_e32 v83.h, v115.l
	ds_store_b128 v71, v[78:81]
	s_waitcnt vmcnt(18)
	v_mov_b16_e32 v84.h, v116.l
	s_waitcnt vmcnt(16)
	v_mov_b16_e32 v85.h, v117.l
	s_waitcnt vmcnt(7)
	v_mov_b16_e32 v86.h, v118.l
	s_waitcnt vmcnt(6)
	v_mov_b16_e32 v87.h, v119.l
	s_waitcnt vmcnt(5)
	v_mov_b16_e32 v88.h, v120.l
	s_waitcnt vmcnt(4)
	v_mov_b16_e32 v89.h, v121.l
	s_waitcnt vmcnt(3)
	v_mov_b16_e32 v90.h, v122.l
	s_waitcnt vmcnt(2)
	v_mov_b16_e32 v91.h, v123.l
	s_waitcnt vmcnt(1)
	v_mov_b16_e32 v92.h, v124.l
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v93.h, v125.l
	ds_store_b128 v72, v[82:85]
	ds_store_b128 v74, v[86:89]
	ds_store_b128 v75, v[90:93]
	s_cbranch_scc1 .LBB0_3
; %bb.1:                                ; %.lr.ph
	s_bfe_i32 s2, s12, 0x10005
	v_and_or_b32 v1, 0x1c0, v67, v69
	v_and_or_b32 v2, 0x420, s2, v70
	v_lshlrev_b32_e64 v6, 1, s14
	v_dual_mov_b32 v33, 0 :: v_dual_add_nc_u32 v78, 0, v68
	v_lshlrev_b32_e32 v5, 1, v77
	s_delay_alu instid0(VALU_DEP_4)
	v_xor_b32_e32 v1, v2, v1
	v_xor_b32_e32 v3, 16, v68
	v_xor_b32_e32 v2, 32, v68
	v_xor_b32_e32 v4, 48, v68
	v_mov_b32_e32 v34, v33
	v_lshl_or_b32 v1, s13, 5, v1
	v_sub_nc_u32_e32 v102, v5, v6
	v_dual_mov_b32 v36, v33 :: v_dual_lshlrev_b32 v77, 1, v66
	v_dual_mov_b32 v38, v33 :: v_dual_add_nc_u32 v79, 0, v3
	s_delay_alu instid0(VALU_DEP_4)
	v_xor_b32_e32 v5, 16, v1
	v_xor_b32_e32 v6, 32, v1
	v_xor_b32_e32 v7, 48, v1
	v_dual_mov_b32 v35, v33 :: v_dual_add_nc_u32 v80, 0, v2
	v_dual_mov_b32 v40, v33 :: v_dual_add_nc_u32 v81, 0, v4
	v_dual_mov_b32 v37, v33 :: v_dual_add_nc_u32 v82, 0, v5
	v_dual_mov_b32 v58, v33 :: v_dual_add_nc_u32 v83, 0, v6
	v_dual_mov_b32 v39, v33 :: v_dual_add_nc_u32 v84, 0, v7
	v_dual_mov_b32 v60, v33 :: v_dual_add_nc_u32 v85, 0, v1
	v_mov_b32_e32 v57, v33
	v_mov_b32_e32 v59, v33
	v_mov_b32_e32 v61, v33
	v_mov_b32_e32 v62, v33
	v_mov_b32_e32 v63, v33
	v_mov_b32_e32 v64, v33
	v_mov_b32_e32 v49, v33
	v_mov_b32_e32 v50, v33
	v_mov_b32_e32 v51, v33
	v_mov_b32_e32 v52, v33
	v_mov_b32_e32 v53, v33
	v_mov_b32_e32 v54, v33
	v_mov_b32_e32 v55, v33
	v_mov_b32_e32 v56, v33
	v_mov_b32_e32 v41, v33
	v_mov_b32_e32 v42, v33
	v_mov_b32_e32 v43, v33
	v_mov_b32_e32 v44, v33
	v_mov_b32_e32 v45, v33
	v_mov_b32_e32 v46, v33
	v_mov_b32_e32 v47, v33
	v_mov_b32_e32 v48, v33
	v_mov_b32_e32 v25, v33
	v_mov_b32_e32 v26, v33
	v_mov_b32_e32 v27, v33
	v_mov_b32_e32 v28, v33
	v_mov_b32_e32 v29, v33
	v_mov_b32_e32 v30, v33
	v_mov_b32_e32 v31, v33
	v_mov_b32_e32 v32, v33
	v_mov_b32_e32 v17, v33
	v_mov_b32_e32 v18, v33
	v_mov_b32_e32 v19, v33
	v_mov_b32_e32 v20, v33
	v_mov_b32_e32 v21, v33
	v_mov_b32_e32 v22, v33
	v_mov_b32_e32 v23, v33
	v_mov_b32_e32 v24, v33
	v_mov_b32_e32 v9, v33
	v_mov_b32_e32 v10, v33
	v_mov_b32_e32 v11, v33
	v_mov_b32_e32 v12, v33
	v_mov_b32_e32 v13, v33
	v_mov_b32_e32 v14, v33
	v_mov_b32_e32 v15, v33
	v_mov_b32_e32 v16, v33
	v_mov_b32_e32 v1, v33
	v_mov_b32_e32 v2, v33
	v_mov_b32_e32 v3, v33
	v_mov_b32_e32 v4, v33
	v_mov_b32_e32 v5, v33
	v_mov_b32_e32 v6, v33
	v_mov_b32_e32 v7, v33
	v_mov_b32_e32 v8, v33
	s_lshr_b32 s2, s15, 5
	s_mul_i32 s14, s54, 0x42
	s_lshl_b32 s15, s54, 6
	s_mul_i32 s24, s54, 0x44
	s_mul_i32 s25, s54, 0x46
	s_mul_i32 s26, s54, 0x48
	s_mul_i32 s27, s54, 0x4a
	s_mul_i32 s28, s54, 0x4c
	s_mul_i32 s29, s54, 0x4e
	s_mul_i32 s30, s54, 0x50
	s_mul_i32 s31, s54, 0x52
	s_mul_i32 s33, s54, 0x54
	s_mul_i32 s34, s54, 0x56
	s_mul_i32 s35, s54, 0x58
	s_mul_i32 s36, s54, 0x5a
	s_mul_i32 s37, s54, 0x5c
	s_mul_i32 s38, s54, 0x5e
	s_mul_i32 s39, s54, 0x60
	s_mul_i32 s40, s54, 0x62
	s_mul_i32 s41, s54, 0x64
	s_mul_i32 s42, s54, 0x66
	s_mul_i32 s43, s54, 0x68
	s_mul_i32 s44, s54, 0x6a
	s_mul_i32 s45, s54, 0x6c
	s_mul_i32 s46, s54, 0x6e
	s_mul_i32 s47, s54, 0x70
	s_mul_i32 s48, s54, 0x72
	s_mul_i32 s49, s54, 0x74
	s_mul_i32 s50, s54, 0x76
	s_mul_i32 s51, s54, 0x78
	s_mul_i32 s52, s54, 0x7a
	s_mul_i32 s53, s54, 0x7c
	s_mulk_i32 s54, 0x7e
	s_lshl1_add_u32 s55, s55, 64
	s_lshl1_add_u32 s56, s56, 64
	s_lshl1_add_u32 s57, s57, 64
	s_lshl1_add_u32 s58, s58, 64
	s_lshl1_add_u32 s59, s59, 64
	s_lshl1_add_u32 s60, s60, 64
	s_lshl1_add_u32 s61, s61, 64
	s_lshl1_add_u32 s62, s62, 64
	s_lshl1_add_u32 s63, s63, 64
	s_lshl1_add_u32 s64, s64, 64
	s_lshl1_add_u32 s65, s65, 64
	s_lshl1_add_u32 s66, s66, 64
	s_lshl1_add_u32 s67, s67, 64
	s_lshl1_add_u32 s68, s68, 64
	s_lshl1_add_u32 s69, s69, 64
	s_lshl1_add_u32 s70, s70, 64
	s_add_i32 s71, s2, -1
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_nc_u32_e32 v86, s70, v77
	v_cmp_gt_i32_e32 vcc_lo, s8, v66
	v_add_nc_u32_e32 v87, s69, v77
	v_add_nc_u32_e32 v88, s68, v77
	v_add_nc_u32_e32 v89, s67, v77
	v_add_nc_u32_e32 v90, s66, v77
	v_add_nc_u32_e32 v91, s65, v77
	v_add_nc_u32_e32 v92, s64, v77
	v_add_nc_u32_e32 v93, s63, v77
	v_add_nc_u32_e32 v94, s62, v77
	v_add_nc_u32_e32 v95, s61, v77
	v_add_nc_u32_e32 v96, s60, v77
	v_add_nc_u32_e32 v97, s59, v77
	v_add_nc_u32_e32 v98, s58, v77
	v_add_nc_u32_e32 v99, s57, v77
	v_add_nc_u32_e32 v100, s56, v77
	v_add_nc_u32_e32 v101, s55, v77
	v_dual_cndmask_b32 v86, 0x80000000, v86 :: v_dual_cndmask_b32 v87, 0x80000000, v87
	v_dual_cndmask_b32 v88, 0x80000000, v88 :: v_dual_cndmask_b32 v89, 0x80000000, v89
	v_dual_cndmask_b32 v90, 0x80000000, v90 :: v_dual_cndmask_b32 v91, 0x80000000, v91
	v_dual_cndmask_b32 v92, 0x80000000, v92 :: v_dual_cndmask_b32 v93, 0x80000000, v93
	v_dual_cndmask_b32 v103, 0x80000000, v94 :: v_dual_cndmask_b32 v104, 0x80000000, v95
	v_dual_cndmask_b32 v105, 0x80000000, v96 :: v_dual_cndmask_b32 v106, 0x80000000, v97
	v_dual_cndmask_b32 v107, 0x80000000, v98 :: v_dual_cndmask_b32 v108, 0x80000000, v99
	v_dual_cndmask_b32 v109, 0x80000000, v100 :: v_dual_cndmask_b32 v110, 0x80000000, v101
	s_clause 0xf
	buffer_load_u16 v94, v86, s[16:19], 0 offen
	buffer_load_u16 v86, v87, s[16:19], 0 offen
	buffer_load_u16 v95, v88, s[16:19], 0 offen
	buffer_load_u16 v87, v89, s[16:19], 0 offen
	buffer_load_u16 v96, v90, s[16:19], 0 offen
	buffer_load_u16 v88, v91, s[16:19], 0 offen
	buffer_load_u16 v97, v92, s[16:19], 0 offen
	buffer_load_u16 v89, v93, s[16:19], 0 offen
	buffer_load_u16 v98, v103, s[16:19], 0 offen
	buffer_load_u16 v90, v104, s[16:19], 0 offen
	buffer_load_u16 v99, v105, s[16:19], 0 offen
	buffer_load_u16 v91, v106, s[16:19], 0 offen
	buffer_load_u16 v100, v107, s[16:19], 0 offen
	buffer_load_u16 v92, v108, s[16:19], 0 offen
	buffer_load_u16 v101, v109, s[16:19], 0 offen
	buffer_load_u16 v93, v110, s[16:19], 0 offen
	s_cmp_gt_i32 s8, 0
	v_add_nc_u32_e32 v103, s15, v102
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 1
	v_add_nc_u32_e32 v105, s24, v102
	s_cselect_b32 s2, -1, 0
	s_cmp_gt_i32 s8, 2
	v_add_nc_u32_e32 v106, s25, v102
	v_cndmask_b32_e32 v134, 0x80000000, v103, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 3
	v_add_nc_u32_e32 v107, s26, v102
	v_cndmask_b32_e32 v105, 0x80000000, v105, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 4
	v_add_nc_u32_e32 v108, s27, v102
	v_cndmask_b32_e32 v106, 0x80000000, v106, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 5
	v_add_nc_u32_e32 v109, s28, v102
	v_cndmask_b32_e32 v107, 0x80000000, v107, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 6
	v_add_nc_u32_e32 v110, s29, v102
	v_cndmask_b32_e32 v108, 0x80000000, v108, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 7
	v_add_nc_u32_e32 v111, s30, v102
	v_cndmask_b32_e32 v109, 0x80000000, v109, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 8
	v_add_nc_u32_e32 v112, s31, v102
	v_cndmask_b32_e32 v110, 0x80000000, v110, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 9
	v_add_nc_u32_e32 v113, s33, v102
	v_cndmask_b32_e32 v111, 0x80000000, v111, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 10
	v_add_nc_u32_e32 v114, s34, v102
	v_cndmask_b32_e32 v112, 0x80000000, v112, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 11
	v_add_nc_u32_e32 v115, s35, v102
	v_cndmask_b32_e32 v113, 0x80000000, v113, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 12
	v_add_nc_u32_e32 v116, s36, v102
	v_cndmask_b32_e32 v114, 0x80000000, v114, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 13
	v_add_nc_u32_e32 v117, s37, v102
	v_cndmask_b32_e32 v115, 0x80000000, v115, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 14
	v_add_nc_u32_e32 v118, s38, v102
	v_cndmask_b32_e32 v116, 0x80000000, v116, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 15
	v_add_nc_u32_e32 v119, s39, v102
	v_cndmask_b32_e32 v117, 0x80000000, v117, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 16
	v_add_nc_u32_e32 v120, s40, v102
	v_cndmask_b32_e32 v118, 0x80000000, v118, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 17
	v_add_nc_u32_e32 v121, s41, v102
	v_cndmask_b32_e32 v119, 0x80000000, v119, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 18
	v_add_nc_u32_e32 v122, s42, v102
	v_cndmask_b32_e32 v120, 0x80000000, v120, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 19
	v_add_nc_u32_e32 v123, s43, v102
	v_cndmask_b32_e32 v121, 0x80000000, v121, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 20
	v_add_nc_u32_e32 v124, s44, v102
	v_cndmask_b32_e32 v122, 0x80000000, v122, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 21
	v_add_nc_u32_e32 v125, s45, v102
	v_cndmask_b32_e32 v123, 0x80000000, v123, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 22
	v_add_nc_u32_e32 v126, s46, v102
	v_cndmask_b32_e32 v124, 0x80000000, v124, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 23
	v_add_nc_u32_e32 v127, s47, v102
	v_cndmask_b32_e32 v125, 0x80000000, v125, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 24
	v_add_nc_u32_e32 v128, s48, v102
	v_cndmask_b32_e32 v126, 0x80000000, v126, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 25
	v_add_nc_u32_e32 v129, s49, v102
	v_cndmask_b32_e32 v127, 0x80000000, v127, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 26
	v_add_nc_u32_e32 v130, s50, v102
	v_cndmask_b32_e32 v128, 0x80000000, v128, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 27
	v_add_nc_u32_e32 v131, s51, v102
	v_cndmask_b32_e32 v129, 0x80000000, v129, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 28
	v_add_nc_u32_e32 v104, s14, v102
	v_add_nc_u32_e32 v132, s52, v102
	v_cndmask_b32_e32 v130, 0x80000000, v130, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 29
	v_add_nc_u32_e32 v133, s53, v102
	v_cndmask_b32_e32 v131, 0x80000000, v131, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 30
	v_add_nc_u32_e32 v102, s54, v102
	v_cndmask_b32_e64 v104, 0x80000000, v104, s2
	v_cndmask_b32_e32 v132, 0x80000000, v132, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 31
	s_mov_b32 s6, s18
	s_mov_b32 s7, s19
	v_cndmask_b32_e32 v133, 0x80000000, v133, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_add_i32 s71, s71, -1
	v_cndmask_b32_e32 v102, 0x80000000, v102, vcc_lo
	s_add_i32 s55, s55, 64
	s_add_i32 s56, s56, 64
	s_add_i32 s57, s57, 64
	s_add_i32 s58, s58, 64
	s_add_i32 s59, s59, 64
	s_add_i32 s60, s60, 64
	s_add_i32 s61, s61, 64
	s_add_i32 s62, s62, 64
	s_add_i32 s63, s63, 64
	s_add_i32 s64, s64, 64
	s_add_i32 s65, s65, 64
	s_add_i32 s66, s66, 64
	s_add_i32 s67, s67, 64
	s_add_i32 s68, s68, 64
	s_add_i32 s69, s69, 64
	s_add_i32 s70, s70, 64
	s_sub_i32 s8, s8, 32
	s_cmp_lg_u32 s71, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_clause 0x1f
	buffer_load_u16 v199, v134, s[4:7], 0 offen
	buffer_load_u16 v215, v104, s[4:7], 0 offen
	buffer_load_u16 v200, v105, s[4:7], 0 offen
	buffer_load_u16 v216, v106, s[4:7], 0 offen
	buffer_load_u16 v201, v107, s[4:7], 0 offen
	buffer_load_u16 v217, v108, s[4:7], 0 offen
	buffer_load_u16 v202, v109, s[4:7], 0 offen
	buffer_load_u16 v218, v110, s[4:7], 0 offen
	buffer_load_u16 v203, v111, s[4:7], 0 offen
	buffer_load_u16 v219, v112, s[4:7], 0 offen
	buffer_load_u16 v204, v113, s[4:7], 0 offen
	buffer_load_u16 v220, v114, s[4:7], 0 offen
	buffer_load_u16 v205, v115, s[4:7], 0 offen
	buffer_load_u16 v221, v116, s[4:7], 0 offen
	buffer_load_u16 v206, v117, s[4:7], 0 offen
	buffer_load_u16 v222, v118, s[4:7], 0 offen
	buffer_load_u16 v207, v119, s[4:7], 0 offen
	buffer_load_u16 v223, v120, s[4:7], 0 offen
	buffer_load_u16 v208, v121, s[4:7], 0 offen
	buffer_load_u16 v224, v122, s[4:7], 0 offen
	buffer_load_u16 v209, v123, s[4:7], 0 offen
	buffer_load_u16 v225, v124, s[4:7], 0 offen
	buffer_load_u16 v210, v125, s[4:7], 0 offen
	buffer_load_u16 v226, v126, s[4:7], 0 offen
	buffer_load_u16 v211, v127, s[4:7], 0 offen
	buffer_load_u16 v227, v128, s[4:7], 0 offen
	buffer_load_u16 v212, v129, s[4:7], 0 offen
	buffer_load_u16 v228, v130, s[4:7], 0 offen
	buffer_load_u16 v213, v131, s[4:7], 0 offen
	buffer_load_u16 v229, v132, s[4:7], 0 offen
	buffer_load_u16 v214, v133, s[4:7], 0 offen
	buffer_load_u16 v230, v102, s[4:7], 0 offen
	v_mov_b32_e32 v102, v103
	ds_load_b128 v[103:106], v78 offset:8192
	ds_load_b128 v[111:114], v78 offset:9216
	ds_load_b128 v[119:122], v78 offset:10240
	ds_load_b128 v[127:130], v78 offset:11264
	ds_load_b128 v[107:110], v79 offset:8192
	ds_load_b128 v[115:118], v79 offset:9216
	ds_load_b128 v[135:138], v85
	ds_load_b128 v[143:146], v85 offset:4096
	ds_load_b128 v[139:142], v82
	ds_load_b128 v[147:150], v82 offset:4096
	ds_load_b128 v[123:126], v79 offset:10240
	ds_load_b128 v[131:134], v79 offset:11264
	ds_load_b128 v[151:154], v80 offset:8192
	ds_load_b128 v[159:162], v80 offset:9216
	ds_load_b128 v[155:158], v81 offset:8192
	ds_load_b128 v[167:170], v83
	ds_load_b128 v[175:178], v83 offset:4096
	ds_load_b128 v[171:174], v84
	ds_load_b128 v[179:182], v84 offset:4096
	ds_load_b128 v[163:166], v81 offset:9216
	ds_load_b128 v[187:190], v81 offset:10240
	ds_load_b128 v[183:186], v80 offset:10240
	ds_load_b128 v[191:194], v80 offset:11264
	ds_load_b128 v[195:198], v81 offset:11264
	s_waitcnt lgkmcnt(15)
	v_wmma_f32_16x16x16_f16 v[33:40], v[135:142], v[103:110], v[33:40]
	s_waitcnt lgkmcnt(14)
	v_wmma_f32_16x16x16_f16 v[57:64], v[143:150], v[103:110], v[57:64]
	v_wmma_f32_16x16x16_f16 v[49:56], v[135:142], v[111:118], v[49:56]
	v_wmma_f32_16x16x16_f16 v[41:48], v[143:150], v[111:118], v[41:48]
	s_waitcnt lgkmcnt(13)
	v_wmma_f32_16x16x16_f16 v[25:32], v[135:142], v[119:126], v[25:32]
	v_wmma_f32_16x16x16_f16 v[17:24], v[143:150], v[119:126], v[17:24]
	s_waitcnt lgkmcnt(12)
	v_wmma_f32_16x16x16_f16 v[9:16], v[135:142], v[127:134], v[9:16]
	v_wmma_f32_16x16x16_f16 v[1:8], v[143:150], v[127:134], v[1:8]
	s_waitcnt lgkmcnt(6)
	v_wmma_f32_16x16x16_f16 v[33:40], v[167:174], v[151:158], v[33:40]
	s_waitcnt lgkmcnt(5)
	v_wmma_f32_16x16x16_f16 v[57:64], v[175:182], v[151:158], v[57:64]
	s_waitcnt lgkmcnt(4)
	v_wmma_f32_16x16x16_f16 v[49:56], v[167:174], v[159:166], v[49:56]
	v_wmma_f32_16x16x16_f16 v[41:48], v[175:182], v[159:166], v[41:48]
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[25:32], v[167:174], v[183:190], v[25:32]
	v_wmma_f32_16x16x16_f16 v[17:24], v[175:182], v[183:190], v[17:24]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[9:16], v[167:174], v[191:198], v[9:16]
	v_wmma_f32_16x16x16_f16 v[1:8], v[175:182], v[191:198], v[1:8]
	s_waitcnt vmcnt(30)
	v_mov_b16_e64 v199.h, v215.l
	s_waitcnt vmcnt(28)
	v_mov_b16_e64 v200.h, v216.l
	s_waitcnt vmcnt(26)
	v_mov_b16_e64 v201.h, v217.l
	s_waitcnt vmcnt(24)
	v_mov_b16_e64 v202.h, v218.l
	s_waitcnt vmcnt(22)
	v_mov_b16_e64 v203.h, v219.l
	s_waitcnt vmcnt(20)
	v_mov_b16_e64 v204.h, v220.l
	s_waitcnt vmcnt(18)
	v_mov_b16_e64 v205.h, v221.l
	s_waitcnt vmcnt(16)
	v_mov_b16_e64 v206.h, v222.l
	s_waitcnt vmcnt(14)
	v_mov_b16_e64 v207.h, v223.l
	s_waitcnt vmcnt(12)
	v_mov_b16_e64 v208.h, v224.l
	s_waitcnt vmcnt(10)
	v_mov_b16_e64 v209.h, v225.l
	s_waitcnt vmcnt(8)
	v_mov_b16_e64 v210.h, v226.l
	s_waitcnt vmcnt(6)
	v_mov_b16_e64 v211.h, v227.l
	s_waitcnt vmcnt(4)
	v_mov_b16_e64 v212.h, v228.l
	s_waitcnt vmcnt(2)
	v_mov_b16_e64 v213.h, v229.l
	s_waitcnt vmcnt(0)
	v_mov_b16_e64 v214.h, v230.l
	s_barrier
	buffer_gl0_inv
	ds_store_b16 v73, v94 offset:8192
	ds_store_b16 v73, v95 offset:8704
	ds_store_b16 v73, v96 offset:9216
	ds_store_b16 v73, v97 offset:9728
	ds_store_b16 v73, v98 offset:10240
	ds_store_b16 v73, v99 offset:10752
	ds_store_b16 v73, v100 offset:11264
	ds_store_b16 v73, v101 offset:11776
	ds_store_b16 v76, v86 offset:8448
	ds_store_b16 v76, v87 offset:8960
	ds_store_b16 v76, v88 offset:9472
	ds_store_b16 v76, v89 offset:9984
	ds_store_b16 v76, v90 offset:10496
	ds_store_b16 v76, v91 offset:11008
	ds_store_b16 v76, v92 offset:11520
	ds_store_b16 v76, v93 offset:12032
	ds_store_b128 v71, v[199:202]
	ds_store_b128 v72, v[203:206]
	ds_store_b128 v74, v[207:210]
	ds_store_b128 v75, v[211:214]
	s_cbranch_scc1 .LBB0_2
.LBB0_3:                                ; %Flow179
	s_load_b32 s24, s[0:1], 0x2c
	s_and_b32 s0, s9, exec_lo
	s_cselect_b32 s0, 1, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s0, 1
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB0_5
; %bb.4:
	s_bfe_i32 s0, s12, 0x10005
	v_and_or_b32 v66, 0x1c0, v67, v69
	v_and_or_b32 v67, 0x420, s0, v70
	v_xad_u32 v154, v68, 48, 0
	v_xad_u32 v155, v68, 32, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v66, v67, v66
	v_xad_u32 v67, v68, 16, 0
	v_add_nc_u32_e32 v68, 0, v68
	ds_load_b128 v[70:73], v154 offset:9216
	ds_load_b128 v[78:81], v154 offset:8192
	ds_load_b128 v[86:89], v67 offset:11264
	ds_load_b128 v[94:97], v67 offset:10240
	v_lshl_or_b32 v66, s13, 5, v66
	ds_load_b128 v[102:105], v67 offset:9216
	ds_load_b128 v[110:113], v67 offset:8192
	v_xad_u32 v69, v66, 16, 0
	v_add_nc_u32_e32 v67, 0, v66
	ds_load_b128 v[98:101], v68 offset:9216
	ds_load_b128 v[106:109], v68 offset:8192
	ds_load_b128 v[118:121], v69 offset:4096
	ds_load_b128 v[126:129], v69
	ds_load_b128 v[114:117], v67 offset:4096
	ds_load_b128 v[122:125], v67
	v_xad_u32 v67, v66, 48, 0
	v_xad_u32 v66, v66, 32, 0
	ds_load_b128 v[82:85], v68 offset:11264
	ds_load_b128 v[90:93], v68 offset:10240
	ds_load_b128 v[74:77], v155 offset:8192
	ds_load_b128 v[134:137], v67 offset:4096
	ds_load_b128 v[142:145], v67
	ds_load_b128 v[138:141], v66
	ds_load_b128 v[130:133], v66 offset:4096
	ds_load_b128 v[66:69], v155 offset:9216
	ds_load_b128 v[146:149], v155 offset:10240
	ds_load_b128 v[150:153], v154 offset:10240
	ds_load_b128 v[158:161], v154 offset:11264
	ds_load_b128 v[154:157], v155 offset:11264
	s_waitcnt lgkmcnt(13)
	v_wmma_f32_16x16x16_f16 v[57:64], v[114:121], v[106:113], v[57:64]
	s_waitcnt lgkmcnt(12)
	v_wmma_f32_16x16x16_f16 v[33:40], v[122:129], v[106:113], v[33:40]
	v_wmma_f32_16x16x16_f16 v[49:56], v[122:129], v[98:105], v[49:56]
	v_wmma_f32_16x16x16_f16 v[41:48], v[114:121], v[98:105], v[41:48]
	s_waitcnt lgkmcnt(10)
	v_wmma_f32_16x16x16_f16 v[25:32], v[122:129], v[90:97], v[25:32]
	v_wmma_f32_16x16x16_f16 v[17:24], v[114:121], v[90:97], v[17:24]
	v_wmma_f32_16x16x16_f16 v[9:16], v[122:129], v[82:89], v[9:16]
	v_wmma_f32_16x16x16_f16 v[1:8], v[114:121], v[82:89], v[1:8]
	s_waitcnt lgkmcnt(6)
	v_wmma_f32_16x16x16_f16 v[33:40], v[138:145], v[74:81], v[33:40]
	s_waitcnt lgkmcnt(5)
	v_wmma_f32_16x16x16_f16 v[57:64], v[130:137], v[74:81], v[57:64]
	s_waitcnt lgkmcnt(4)
	v_wmma_f32_16x16x16_f16 v[49:56], v[138:145], v[66:73], v[49:56]
	v_wmma_f32_16x16x16_f16 v[41:48], v[130:137], v[66:73], v[41:48]
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[25:32], v[138:145], v[146:153], v[25:32]
	v_wmma_f32_16x16x16_f16 v[17:24], v[130:137], v[146:153], v[17:24]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[9:16], v[138:145], v[154:161], v[9:16]
	v_wmma_f32_16x16x16_f16 v[1:8], v[130:137], v[154:161], v[1:8]
.LBB0_5:                                ; %._crit_edge._crit_edge
	v_lshrrev_b32_e32 v0, 4, v0
	s_lshr_b32 s0, s10, 1
	s_delay_alu instid0(VALU_DEP_3)
	v_cvt_f16_f32_e32 v101.l, v9
	v_mul_lo_u32 v9, s24, v65
	v_or_b32_e32 v93, s3, v65
	v_and_or_b32 v76, v0, 1, s0
	s_mul_i32 s3, s3, s24
	v_cvt_f16_f32_e32 v65.l, v1
	v_cvt_f16_f32_e32 v1.l, v4
	v_cmp_gt_i32_e64 s18, s22, v93
	v_or_b32_e32 v80, 2, v76
	v_or_b32_e32 v97, s11, v76
	v_or_b32_e32 v79, 4, v76
	v_or_b32_e32 v66, 0x4c, v76
	v_add3_u32 v9, s3, s11, v9
	v_or_b32_e32 v96, s11, v80
	v_or_b32_e32 v0, 0x4e, v76
	v_or_b32_e32 v78, 6, v76
	v_or_b32_e32 v67, 0x4a, v76
	v_or_b32_e32 v68, 0x48, v76
	v_or_b32_e32 v69, 0x46, v76
	v_or_b32_e32 v70, 0x44, v76
	v_or_b32_e32 v71, 0x42, v76
	v_or_b32_e32 v72, 64, v76
	v_or_b32_e32 v73, 14, v76
	v_or_b32_e32 v74, 12, v76
	v_or_b32_e32 v75, 10, v76
	v_or_b32_e32 v77, 8, v76
	v_cmp_gt_i32_e64 s15, s23, v97
	v_or_b32_e32 v95, s11, v79
	v_or_b32_e32 v82, s11, v66
	v_cvt_f16_f32_e32 v4.l, v6
	v_cmp_gt_i32_e64 s14, s23, v96
	v_add_lshl_u32 v6, v9, v76, 1
	v_or_b32_e32 v81, s11, v0
	v_or_b32_e32 v94, s11, v78
	v_or_b32_e32 v83, s11, v67
	v_cvt_f16_f32_e32 v10.l, v10
	v_cvt_f16_f32_e32 v103.l, v3
	v_cvt_f16_f32_e32 v3.l, v5
	v_cvt_f16_f32_e32 v5.l, v7
	v_add_lshl_u32 v7, v9, v80, 1
	v_or_b32_e32 v84, s11, v68
	v_or_b32_e32 v85, s11, v69
	v_or_b32_e32 v86, s11, v70
	v_or_b32_e32 v87, s11, v71
	v_or_b32_e32 v88, s11, v72
	v_or_b32_e32 v89, s11, v73
	v_or_b32_e32 v90, s11, v74
	v_or_b32_e32 v91, s11, v75
	v_or_b32_e32 v92, s11, v77
	v_or_b32_e32 v98, 48, v93
	v_or_b32_e32 v99, 32, v93
	v_or_b32_e32 v100, 16, v93
	s_and_b32 s19, s18, s15
	v_cmp_gt_i32_e64 s13, s23, v95
	v_cvt_f16_f32_e32 v33.l, v33
	v_cmp_gt_i32_e64 s1, s23, v82
	v_cndmask_b32_e64 v82, 0x80000000, v6, s19
	s_and_b32 s19, s18, s14
	v_cmp_gt_i32_e64 s12, s23, v94
	v_cmp_gt_i32_e64 s0, s23, v81
	v_add_lshl_u32 v81, v9, v79, 1
	v_cmp_gt_i32_e64 s2, s23, v83
	v_cndmask_b32_e64 v83, 0x80000000, v7, s19
	v_mad_u64_u32 v[6:7], null, s24, 48, v[9:10]
	v_cmp_gt_i32_e64 s17, s22, v100
	v_cmp_gt_i32_e64 s16, s22, v99
	v_cmp_gt_i32_e32 vcc_lo, s22, v98
	v_cmp_gt_i32_e64 s11, s23, v92
	v_cmp_gt_i32_e64 s10, s23, v91
	v_cmp_gt_i32_e64 s9, s23, v90
	v_cmp_gt_i32_e64 s8, s23, v89
	v_cmp_gt_i32_e64 s7, s23, v88
	v_cmp_gt_i32_e64 s6, s23, v87
	v_cmp_gt_i32_e64 s5, s23, v86
	v_cmp_gt_i32_e64 s4, s23, v85
	v_cmp_gt_i32_e64 s3, s23, v84
	s_and_b32 s21, s21, 0xffff
	s_mov_b32 s23, 0x31027000
	s_mov_b32 s22, 0x7ffffffe
	v_add_lshl_u32 v7, v9, v78, 1
	s_and_b32 s19, s18, s13
	v_cvt_f16_f32_e32 v34.l, v34
	buffer_store_b16 v33, v82, s[20:23], 0 offen
	v_add_lshl_u32 v33, v9, v77, 1
	v_cvt_f16_f32_e32 v35.l, v35
	v_cndmask_b32_e64 v81, 0x80000000, v81, s19
	s_and_b32 s19, s18, s12
	v_cvt_f16_f32_e32 v36.l, v36
	v_cndmask_b32_e64 v7, 0x80000000, v7, s19
	s_and_b32 s19, s18, s11
	v_cvt_f16_f32_e32 v37.l, v37
	s_clause 0x1
	buffer_store_b16 v34, v83, s[20:23], 0 offen
	buffer_store_b16 v35, v81, s[20:23], 0 offen
	v_add_lshl_u32 v34, v9, v75, 1
	v_cndmask_b32_e64 v33, 0x80000000, v33, s19
	v_add_lshl_u32 v35, v9, v74, 1
	s_and_b32 s19, s18, s10
	s_clause 0x1
	buffer_store_b16 v36, v7, s[20:23], 0 offen
	buffer_store_b16 v37, v33, s[20:23], 0 offen
	v_add_lshl_u32 v7, v9, v73, 1
	v_cndmask_b32_e64 v34, 0x80000000, v34, s19
	s_and_b32 s19, s18, s9
	v_cvt_f16_f32_e32 v38.l, v38
	v_add_lshl_u32 v33, v9, v72, 1
	v_cvt_f16_f32_e32 v39.l, v39
	v_cndmask_b32_e64 v35, 0x80000000, v35, s19
	s_and_b32 s19, s18, s8
	v_cvt_f16_f32_e32 v40.l, v40
	v_cndmask_b32_e64 v7, 0x80000000, v7, s19
	s_and_b32 s19, s18, s7
	v_cvt_f16_f32_e32 v57.l, v57
	s_clause 0x1
	buffer_store_b16 v38, v34, s[20:23], 0 offen
	buffer_store_b16 v39, v35, s[20:23], 0 offen
	v_add_lshl_u32 v34, v9, v71, 1
	v_cndmask_b32_e64 v33, 0x80000000, v33, s19
	v_add_lshl_u32 v35, v9, v70, 1
	s_and_b32 s19, s18, s6
	s_clause 0x1
	buffer_store_b16 v40, v7, s[20:23], 0 offen
	buffer_store_b16 v57, v33, s[20:23], 0 offen
	v_add_lshl_u32 v7, v9, v69, 1
	v_cndmask_b32_e64 v34, 0x80000000, v34, s19
	s_and_b32 s19, s18, s5
	v_add_lshl_u32 v33, v9, v68, 1
	v_cvt_f16_f32_e32 v58.l, v58
	v_cndmask_b32_e64 v35, 0x80000000, v35, s19
	s_and_b32 s19, s18, s4
	v_cvt_f16_f32_e32 v59.l, v59
	v_cndmask_b32_e64 v7, 0x80000000, v7, s19
	s_and_b32 s19, s18, s3
	v_cvt_f16_f32_e32 v60.l, v60
	v_cvt_f16_f32_e32 v61.l, v61
	v_cndmask_b32_e64 v33, 0x80000000, v33, s19
	v_cvt_f16_f32_e32 v102.l, v2
	v_cvt_f16_f32_e32 v2.l, v8
	v_lshl_add_u32 v8, s24, 4, v9
	s_clause 0x1
	buffer_store_b16 v58, v34, s[20:23], 0 offen
	buffer_store_b16 v59, v35, s[20:23], 0 offen
	v_add_lshl_u32 v34, v9, v67, 1
	v_add_lshl_u32 v35, v9, v66, 1
	s_and_b32 s19, s18, s2
	s_clause 0x1
	buffer_store_b16 v60, v7, s[20:23], 0 offen
	buffer_store_b16 v61, v33, s[20:23], 0 offen
	v_add_lshl_u32 v7, v9, v0, 1
	v_lshl_add_u32 v104, s24, 5, v9
	v_cndmask_b32_e64 v34, 0x80000000, v34, s19
	s_and_b32 s19, s18, s1
	v_add_lshl_u32 v9, v8, v76, 1
	v_cvt_f16_f32_e32 v62.l, v62
	s_and_b32 s18, s18, s0
	v_cvt_f16_f32_e32 v63.l, v63
	v_cndmask_b32_e64 v35, 0x80000000, v35, s19
	v_cndmask_b32_e64 v7, 0x80000000, v7, s18
	s_and_b32 s18, s17, s15
	v_cvt_f16_f32_e32 v64.l, v64
	v_add_lshl_u32 v33, v8, v80, 1
	v_cvt_f16_f32_e32 v49.l, v49
	v_cndmask_b32_e64 v9, 0x80000000, v9, s18
	s_clause 0x1
	buffer_store_b16 v62, v34, s[20:23], 0 offen
	buffer_store_b16 v63, v35, s[20:23], 0 offen
	v_add_lshl_u32 v34, v8, v79, 1
	s_and_b32 s18, s17, s14
	s_clause 0x1
	buffer_store_b16 v64, v7, s[20:23], 0 offen
	buffer_store_b16 v49, v9, s[20:23], 0 offen
	v_cndmask_b32_e64 v33, 0x80000000, v33, s18
	s_and_b32 s18, s17, s13
	v_add_lshl_u32 v7, v8, v78, 1
	v_cvt_f16_f32_e32 v50.l, v50
	v_cvt_f16_f32_e32 v51.l, v51
	v_cndmask_b32_e64 v34, 0x80000000, v34, s18
	v_add_lshl_u32 v9, v8, v77, 1
	s_and_b32 s18, s17, s12
	v_cvt_f16_f32_e32 v52.l, v52
	v_cndmask_b32_e64 v7, 0x80000000, v7, s18
	s_and_b32 s18, s17, s11
	s_clause 0x1
	buffer_store_b16 v50, v33, s[20:23], 0 offen
	buffer_store_b16 v51, v34, s[20:23], 0 offen
	v_add_lshl_u32 v33, v8, v75, 1
	v_cvt_f16_f32_e32 v53.l, v53
	v_cndmask_b32_e64 v9, 0x80000000, v9, s18
	v_add_lshl_u32 v34, v8, v74, 1
	s_and_b32 s18, s17, s10
	s_clause 0x1
	buffer_store_b16 v52, v7, s[20:23], 0 offen
	buffer_store_b16 v53, v9, s[20:23], 0 offen
	v_cndmask_b32_e64 v33, 0x80000000, v33, s18
	s_and_b32 s18, s17, s9
	v_add_lshl_u32 v7, v8, v73, 1
	v_cvt_f16_f32_e32 v54.l, v54
	v_cvt_f16_f32_e32 v55.l, v55
	v_cndmask_b32_e64 v34, 0x80000000, v34, s18
	v_add_lshl_u32 v9, v8, v72, 1
	s_and_b32 s18, s17, s8
	v_cvt_f16_f32_e32 v56.l, v56
	v_cndmask_b32_e64 v7, 0x80000000, v7, s18
	s_and_b32 s18, s17, s7
	s_clause 0x1
	buffer_store_b16 v54, v33, s[20:23], 0 offen
	buffer_store_b16 v55, v34, s[20:23], 0 offen
	v_add_lshl_u32 v33, v8, v71, 1
	v_cvt_f16_f32_e32 v41.l, v41
	v_cndmask_b32_e64 v9, 0x80000000, v9, s18
	v_add_lshl_u32 v34, v8, v70, 1
	s_and_b32 s18, s17, s6
	s_clause 0x1
	buffer_store_b16 v56, v7, s[20:23], 0 offen
	buffer_store_b16 v41, v9, s[20:23], 0 offen
	v_cndmask_b32_e64 v33, 0x80000000, v33, s18
	s_and_b32 s18, s17, s5
	v_add_lshl_u32 v7, v8, v69, 1
	v_cvt_f16_f32_e32 v42.l, v42
	v_cvt_f16_f32_e32 v43.l, v43
	v_cndmask_b32_e64 v34, 0x80000000, v34, s18
	v_add_lshl_u32 v9, v8, v68, 1
	s_and_b32 s18, s17, s4
	v_cvt_f16_f32_e32 v44.l, v44
	v_cndmask_b32_e64 v7, 0x80000000, v7, s18
	s_and_b32 s18, s17, s3
	s_clause 0x1
	buffer_store_b16 v42, v33, s[20:23], 0 offen
	buffer_store_b16 v43, v34, s[20:23], 0 offen
	v_add_lshl_u32 v33, v8, v67, 1
	v_cvt_f16_f32_e32 v45.l, v45
	v_cndmask_b32_e64 v9, 0x80000000, v9, s18
	v_add_lshl_u32 v34, v8, v66, 1
	s_and_b32 s18, s17, s2
	s_clause 0x1
	buffer_store_b16 v44, v7, s[20:23], 0 offen
	buffer_store_b16 v45, v9, s[20:23], 0 offen
	v_cndmask_b32_e64 v33, 0x80000000, v33, s18
	s_and_b32 s18, s17, s1
	v_add_lshl_u32 v7, v8, v0, 1
	v_cvt_f16_f32_e32 v46.l, v46
	v_cvt_f16_f32_e32 v47.l, v47
	v_cndmask_b32_e64 v34, 0x80000000, v34, s18
	v_add_lshl_u32 v8, v104, v76, 1
	s_and_b32 s17, s17, s0
	v_add_lshl_u32 v9, v104, v80, 1
	v_cndmask_b32_e64 v7, 0x80000000, v7, s17
	s_and_b32 s17, s16, s15
	v_cvt_f16_f32_e32 v48.l, v48
	s_clause 0x1
	buffer_store_b16 v46, v33, s[20:23], 0 offen
	buffer_store_b16 v47, v34, s[20:23], 0 offen
	v_add_lshl_u32 v33, v104, v79, 1
	v_cvt_f16_f32_e32 v25.l, v25
	v_cndmask_b32_e64 v8, 0x80000000, v8, s17
	s_and_b32 s17, s16, s14
	v_cvt_f16_f32_e32 v26.l, v26
	v_cndmask_b32_e64 v9, 0x80000000, v9, s17
	s_and_b32 s17, s16, s13
	v_cvt_f16_f32_e32 v27.l, v27
	v_cndmask_b32_e64 v33, 0x80000000, v33, s17
	s_clause 0x1
	buffer_store_b16 v48, v7, s[20:23], 0 offen
	buffer_store_b16 v25, v8, s[20:23], 0 offen
	v_add_lshl_u32 v7, v104, v78, 1
	v_add_lshl_u32 v8, v104, v77, 1
	s_and_b32 s17, s16, s12
	s_clause 0x1
	buffer_store_b16 v26, v9, s[20:23], 0 offen
	buffer_store_b16 v27, v33, s[20:23], 0 offen
	v_add_lshl_u32 v9, v104, v75, 1
	v_cndmask_b32_e64 v7, 0x80000000, v7, s17
	s_and_b32 s17, s16, s11
	v_cvt_f16_f32_e32 v28.l, v28
	v_add_lshl_u32 v25, v104, v74, 1
	v_cvt_f16_f32_e32 v29.l, v29
	v_cndmask_b32_e64 v8, 0x80000000, v8, s17
	s_and_b32 s17, s16, s10
	v_cvt_f16_f32_e32 v30.l, v30
	v_cndmask_b32_e64 v9, 0x80000000, v9, s17
	s_and_b32 s17, s16, s9
	v_cvt_f16_f32_e32 v31.l, v31
	v_cndmask_b32_e64 v25, 0x80000000, v25, s17
	s_clause 0x1
	buffer_store_b16 v28, v7, s[20:23], 0 offen
	buffer_store_b16 v29, v8, s[20:23], 0 offen
	v_add_lshl_u32 v7, v104, v73, 1
	v_add_lshl_u32 v8, v104, v72, 1
	s_and_b32 s17, s16, s8
	s_clause 0x1
	buffer_store_b16 v30, v9, s[20:23], 0 offen
	buffer_store_b16 v31, v25, s[20:23], 0 offen
	v_add_lshl_u32 v9, v104, v71, 1
	v_cndmask_b32_e64 v7, 0x80000000, v7, s17
	s_and_b32 s17, s16, s7
	v_cvt_f16_f32_e32 v32.l, v32
	v_add_lshl_u32 v25, v104, v70, 1
	v_cvt_f16_f32_e32 v17.l, v17
	v_cndmask_b32_e64 v8, 0x80000000, v8, s17
	s_and_b32 s17, s16, s6
	v_cvt_f16_f32_e32 v18.l, v18
	v_cndmask_b32_e64 v9, 0x80000000, v9, s17
	s_and_b32 s17, s16, s5
	v_cvt_f16_f32_e32 v19.l, v19
	v_cndmask_b32_e64 v25, 0x80000000, v25, s17
	s_clause 0x1
	buffer_store_b16 v32, v7, s[20:23], 0 offen
	buffer_store_b16 v17, v8, s[20:23], 0 offen
	v_add_lshl_u32 v7, v104, v69, 1
	v_add_lshl_u32 v8, v104, v68, 1
	s_and_b32 s17, s16, s4
	s_clause 0x1
	buffer_store_b16 v18, v9, s[20:23], 0 offen
	buffer_store_b16 v19, v25, s[20:23], 0 offen
	v_add_lshl_u32 v9, v104, v67, 1
	v_cndmask_b32_e64 v7, 0x80000000, v7, s17
	s_and_b32 s17, s16, s3
	v_add_lshl_u32 v17, v104, v66, 1
	v_cndmask_b32_e64 v8, 0x80000000, v8, s17
	s_and_b32 s17, s16, s2
	v_cvt_f16_f32_e32 v20.l, v20
	v_cvt_f16_f32_e32 v21.l, v21
	v_cndmask_b32_e64 v9, 0x80000000, v9, s17
	s_and_b32 s17, s16, s1
	v_cvt_f16_f32_e32 v22.l, v22
	v_cvt_f16_f32_e32 v23.l, v23
	v_cndmask_b32_e64 v17, 0x80000000, v17, s17
	s_clause 0x1
	buffer_store_b16 v20, v7, s[20:23], 0 offen
	buffer_store_b16 v21, v8, s[20:23], 0 offen
	v_add_lshl_u32 v7, v104, v0, 1
	v_add_lshl_u32 v8, v6, v76, 1
	s_clause 0x1
	buffer_store_b16 v22, v9, s[20:23], 0 offen
	buffer_store_b16 v23, v17, s[20:23], 0 offen
	v_add_lshl_u32 v9, v6, v80, 1
	s_and_b32 s16, s16, s0
	v_add_lshl_u32 v17, v6, v79, 1
	s_and_b32 s15, vcc_lo, s15
	v_cvt_f16_f32_e32 v24.l, v24
	v_cndmask_b32_e64 v7, 0x80000000, v7, s16
	s_and_b32 s14, vcc_lo, s14
	v_cndmask_b32_e64 v8, 0x80000000, v8, s15
	s_and_b32 s13, vcc_lo, s13
	v_cndmask_b32_e64 v9, 0x80000000, v9, s14
	v_cvt_f16_f32_e32 v11.l, v11
	v_cndmask_b32_e64 v17, 0x80000000, v17, s13
	s_clause 0x1
	buffer_store_b16 v24, v7, s[20:23], 0 offen
	buffer_store_b16 v101, v8, s[20:23], 0 offen
	v_add_lshl_u32 v7, v6, v78, 1
	v_add_lshl_u32 v8, v6, v77, 1
	s_clause 0x1
	buffer_store_b16 v10, v9, s[20:23], 0 offen
	buffer_store_b16 v11, v17, s[20:23], 0 offen
	v_add_lshl_u32 v9, v6, v75, 1
	s_and_b32 s12, vcc_lo, s12
	v_add_lshl_u32 v10, v6, v74, 1
	s_and_b32 s11, vcc_lo, s11
	v_cvt_f16_f32_e32 v12.l, v12
	v_cndmask_b32_e64 v7, 0x80000000, v7, s12
	s_and_b32 s10, vcc_lo, s10
	v_cvt_f16_f32_e32 v13.l, v13
	v_cndmask_b32_e64 v8, 0x80000000, v8, s11
	s_and_b32 s9, vcc_lo, s9
	v_cvt_f16_f32_e32 v14.l, v14
	v_cndmask_b32_e64 v9, 0x80000000, v9, s10
	v_cvt_f16_f32_e32 v15.l, v15
	v_cndmask_b32_e64 v10, 0x80000000, v10, s9
	s_clause 0x1
	buffer_store_b16 v12, v7, s[20:23], 0 offen
	buffer_store_b16 v13, v8, s[20:23], 0 offen
	v_add_lshl_u32 v7, v6, v73, 1
	v_add_lshl_u32 v8, v6, v72, 1
	s_clause 0x1
	buffer_store_b16 v14, v9, s[20:23], 0 offen
	buffer_store_b16 v15, v10, s[20:23], 0 offen
	v_add_lshl_u32 v9, v6, v71, 1
	s_and_b32 s8, vcc_lo, s8
	v_add_lshl_u32 v10, v6, v70, 1
	s_and_b32 s7, vcc_lo, s7
	v_cvt_f16_f32_e32 v16.l, v16
	v_cndmask_b32_e64 v7, 0x80000000, v7, s8
	s_and_b32 s6, vcc_lo, s6
	v_cndmask_b32_e64 v8, 0x80000000, v8, s7
	s_and_b32 s5, vcc_lo, s5
	v_cndmask_b32_e64 v9, 0x80000000, v9, s6
	v_cndmask_b32_e64 v10, 0x80000000, v10, s5
	s_clause 0x1
	buffer_store_b16 v16, v7, s[20:23], 0 offen
	buffer_store_b16 v65, v8, s[20:23], 0 offen
	v_add_lshl_u32 v7, v6, v69, 1
	v_add_lshl_u32 v8, v6, v68, 1
	s_clause 0x1
	buffer_store_b16 v102, v9, s[20:23], 0 offen
	buffer_store_b16 v103, v10, s[20:23], 0 offen
	v_add_lshl_u32 v9, v6, v67, 1
	s_and_b32 s4, vcc_lo, s4
	v_add_lshl_u32 v10, v6, v66, 1
	s_and_b32 s3, vcc_lo, s3
	v_add_lshl_u32 v0, v6, v0, 1
	v_cndmask_b32_e64 v7, 0x80000000, v7, s4
	s_and_b32 s2, vcc_lo, s2
	v_cndmask_b32_e64 v8, 0x80000000, v8, s3
	s_and_b32 s1, vcc_lo, s1
	v_cndmask_b32_e64 v6, 0x80000000, v9, s2
	s_and_b32 vcc_lo, vcc_lo, s0
	v_cndmask_b32_e64 v9, 0x80000000, v10, s1
	v_cndmask_b32_e32 v0, 0x80000000, v0, vcc_lo
	s_clause 0x4
	buffer_store_b16 v1, v7, s[20:23], 0 offen
	buffer_store_b16 v3, v8, s[20:23], 0 offen
	buffer_store_b16 v4, v6, s[20:23], 0 offen
	buffer_store_b16 v5, v9, s[20:23], 0 offen
	buffer_store_b16 v2, v0, s[20:23], 0 offen
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.Lfunc_end0:
	.size	matmul_kernel, .Lfunc_end0-matmul_kernel
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 64
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 241
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
		.amdhsa_inst_pref_size ((instprefsize(.Lfunc_end0-matmul_kernel)<<4)&1008)>>4
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
	.set .Lmatmul_kernel.num_vgpr, 231
	.set .Lmatmul_kernel.num_agpr, 0
	.set .Lmatmul_kernel.numbered_sgpr, 72
	.set .Lmatmul_kernel.num_named_barrier, 0
	.set .Lmatmul_kernel.private_seg_size, 0
	.set .Lmatmul_kernel.uses_vcc, 1
	.set .Lmatmul_kernel.uses_flat_scratch, 0
	.set .Lmatmul_kernel.has_dyn_sized_stack, 0
	.set .Lmatmul_kernel.has_recursion, 0
	.set .Lmatmul_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 10264
; TotalNumSgprs: 74
; NumVgprs: 231
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 30
; NumSGPRsForWavesPerEU: 74
; NumVGPRsForWavesPerEU: 241
; Occupancy: 5
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
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
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 64
    .max_flat_workgroup_size: 128
    .name:           matmul_kernel
    .private_segment_fixed_size: 0
    .sgpr_count:     74
    .sgpr_spill_count: 0
    .symbol:         matmul_kernel.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     231
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgpu11.00-amd-amdhsa-unknown-gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
