	.amdgcn_target "amdgpu12.00-amd-amdhsa-unknown-gfx1200"
	.amdhsa_code_object_version 5
	.text
	.globl	matmul_kernel                   ; -- Begin function matmul_kernel
	.p2align	8
	.type	matmul_kernel,@function
matmul_kernel:                          ; @matmul_kernel
; %bb.0:
	s_load_b256 s[16:23], s[0:1], 0x0
	s_abs_i32 s6, ttmp9
	s_bfe_u32 s13, ttmp8, 0x50019
	v_and_b32_e32 v65, 31, v0
	v_bfe_i32 v69, v0, 3, 1
	v_and_b32_e32 v66, 15, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_and_b32_e32 v69, 0x210, v69
	s_wait_kmcnt 0x0
	s_add_co_i32 s2, s23, 0x7f
	s_add_co_i32 s7, s22, 63
	s_ashr_i32 s3, s2, 31
	s_ashr_i32 s9, s7, 31
	s_lshr_b32 s3, s3, 25
	s_lshr_b32 s9, s9, 26
	s_add_co_i32 s2, s2, s3
	s_add_co_i32 s7, s7, s9
	s_ashr_i32 s2, s2, 7
	s_ashr_i32 s7, s7, 6
	s_lshl_b32 s3, s2, 3
	s_xor_b32 s2, ttmp9, s2
	s_abs_i32 s4, s3
	s_ashr_i32 s2, s2, 31
	s_cvt_f32_u32 s5, s4
	s_sub_co_i32 s8, 0, s4
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_s_rcp_f32 s5, s5
	s_mul_f32 s5, s5, 0x4f7ffffe
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_cvt_u32_f32 s5, s5
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s8, s8, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_hi_u32 s8, s5, s8
	s_add_co_i32 s5, s5, s8
	s_wait_alu depctr_sa_sdst(0)
	s_mul_hi_u32 s5, s6, s5
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s8, s5, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s6, s6, s8
	s_add_co_i32 s8, s5, 1
	s_sub_co_i32 s9, s6, s4
	s_cmp_ge_u32 s6, s4
	s_cselect_b32 s5, s8, s5
	s_cselect_b32 s6, s9, s6
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s8, s5, 1
	s_cmp_ge_u32 s6, s4
	s_cselect_b32 s4, s8, s5
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s4, s4, s2
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s2, s4, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b32 s4, s2, 3
	s_mul_i32 s2, s2, s3
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s5, s7, s4
	s_sub_co_i32 s2, ttmp9, s2
	s_wait_alu depctr_sa_sdst(0)
	s_min_i32 s5, s5, 8
	s_wait_alu depctr_sa_sdst(0)
	s_abs_i32 s6, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_cvt_f32_u32 s7, s6
	s_sub_co_i32 s8, 0, s6
	v_s_rcp_f32 s7, s7
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_mul_f32 s7, s7, 0x4f7ffffe
	s_wait_alu depctr_sa_sdst(0)
	s_cvt_u32_f32 s7, s7
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s8, s8, s7
	s_mul_hi_u32 s3, s7, s8
	s_abs_i32 s8, s2
	s_add_co_i32 s7, s7, s3
	s_wait_alu depctr_sa_sdst(0)
	s_mul_hi_u32 s3, s8, s7
	s_xor_b32 s7, s2, s5
	s_mul_i32 s9, s3, s6
	s_wait_alu depctr_sa_sdst(0)
	s_ashr_i32 s7, s7, 31
	s_sub_co_i32 s8, s8, s9
	s_add_co_i32 s9, s3, 1
	s_sub_co_i32 s10, s8, s6
	s_cmp_ge_u32 s8, s6
	s_cselect_b32 s3, s9, s3
	s_cselect_b32 s8, s10, s8
	s_add_co_i32 s9, s3, 1
	s_cmp_ge_u32 s8, s6
	s_cselect_b32 s3, s9, s3
	s_abs_i32 s11, s22
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s3, s3, s7
	s_cvt_f32_u32 s6, s11
	s_sub_co_i32 s14, s3, s7
	s_and_b32 s7, s13, 3
	s_mul_i32 s3, s14, s5
	s_wait_alu depctr_sa_sdst(0)
	v_s_rcp_f32 s6, s6
	s_sub_co_i32 s2, s2, s3
	s_load_b96 s[8:10], s[0:1], 0x20
	s_add_co_i32 s2, s2, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(TRANS32_DEP_1)
	s_lshl_b32 s3, s2, 6
	s_bfe_i32 s2, s2, 0x10019
	s_or_b32 s24, s3, s7
	s_mul_f32 s5, s6, 0x4f7ffffe
	s_sub_co_i32 s6, 0, s11
	s_add_co_i32 s24, s24, s2
	s_lshl_b32 s7, s13, 5
	s_wait_alu depctr_sa_sdst(0)
	s_cvt_u32_f32 s15, s5
	s_xor_b32 s5, s24, s2
	s_and_b32 s12, s7, 0x60
	v_or_b32_e32 v64, s7, v65
	s_mul_i32 s6, s6, s15
	s_wait_alu depctr_sa_sdst(0)
	s_mul_hi_u32 s4, s15, s6
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s15, s15, s4
	v_and_b32_e32 v32, 0x7f, v64
	s_mul_hi_u32 s4, s5, s15
	s_wait_kmcnt 0x0
	v_cmp_gt_i32_e32 vcc_lo, s8, v65
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s4, s4, s11
	v_lshlrev_b32_e32 v72, 1, v64
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s4, s5, s4
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s5, s4, s11
	s_cmp_ge_u32 s4, s11
	v_and_b32_e32 v72, 0x7e, v72
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s5, s4
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s5, s4, s11
	s_cmp_ge_u32 s4, s11
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s5, s4
	s_add_co_i32 s5, s24, 4
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s4, s4, s2
	s_xor_b32 s5, s5, s2
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s68, s4, s2
	s_mul_hi_u32 s6, s5, s15
	s_mul_i32 s68, s68, s9
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s6, s6, s11
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s5, s5, s6
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s4, s5, s11
	s_cmp_ge_u32 s5, s11
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s4, s5
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s5, s4, s11
	s_cmp_ge_u32 s4, s11
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s5, s4
	s_add_co_i32 s5, s24, 8
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s4, s4, s2
	s_xor_b32 s5, s5, s2
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s67, s4, s2
	s_mul_hi_u32 s6, s5, s15
	s_mul_i32 s67, s67, s9
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s6, s6, s11
	v_add_lshl_u32 v2, s67, v65, 1
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s5, s5, s6
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s4, s5, s11
	s_cmp_ge_u32 s5, s11
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s4, s5
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s5, s4, s11
	s_cmp_ge_u32 s4, s11
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s5, s4
	s_add_co_i32 s5, s24, 12
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s4, s4, s2
	s_xor_b32 s5, s5, s2
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s66, s4, s2
	s_mul_hi_u32 s6, s5, s15
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s66, s66, s9
	s_mul_i32 s6, s6, s11
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s5, s5, s6
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s4, s5, s11
	s_cmp_ge_u32 s5, s11
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s4, s5
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s5, s4, s11
	s_cmp_ge_u32 s4, s11
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s5, s4
	s_add_co_i32 s5, s24, 16
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s4, s4, s2
	s_xor_b32 s5, s5, s2
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s65, s4, s2
	s_mul_hi_u32 s6, s5, s15
	s_mul_i32 s65, s65, s9
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s6, s6, s11
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s5, s5, s6
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s4, s5, s11
	s_cmp_ge_u32 s5, s11
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s4, s5
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s5, s4, s11
	s_cmp_ge_u32 s4, s11
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s5, s4
	s_add_co_i32 s5, s24, 20
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s4, s4, s2
	s_xor_b32 s5, s5, s2
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s64, s4, s2
	s_mul_hi_u32 s6, s5, s15
	s_mul_i32 s64, s64, s9
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s6, s6, s11
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s5, s5, s6
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s4, s5, s11
	s_cmp_ge_u32 s5, s11
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s4, s5
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s5, s4, s11
	s_cmp_ge_u32 s4, s11
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s5, s4
	s_add_co_i32 s5, s24, 24
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s4, s4, s2
	s_xor_b32 s5, s5, s2
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s63, s4, s2
	s_mul_hi_u32 s6, s5, s15
	s_mul_i32 s63, s63, s9
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s6, s6, s11
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s5, s5, s6
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s4, s5, s11
	s_cmp_ge_u32 s5, s11
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s4, s5
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s5, s4, s11
	s_cmp_ge_u32 s4, s11
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s5, s4
	s_add_co_i32 s5, s24, 28
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s4, s4, s2
	s_xor_b32 s5, s5, s2
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s62, s4, s2
	s_mul_hi_u32 s6, s5, s15
	s_mul_i32 s62, s62, s9
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s6, s6, s11
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s5, s5, s6
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s4, s5, s11
	s_cmp_ge_u32 s5, s11
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s4, s5
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s5, s4, s11
	s_cmp_ge_u32 s4, s11
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s5, s4
	s_add_co_i32 s5, s24, 32
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s4, s4, s2
	s_xor_b32 s5, s5, s2
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s61, s4, s2
	s_mul_hi_u32 s6, s5, s15
	s_mul_i32 s61, s61, s9
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s6, s6, s11
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s5, s5, s6
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s4, s5, s11
	s_cmp_ge_u32 s5, s11
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s4, s5
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s5, s4, s11
	s_cmp_ge_u32 s4, s11
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s5, s4
	s_add_co_i32 s5, s24, 36
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s4, s4, s2
	s_xor_b32 s5, s5, s2
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s60, s4, s2
	s_mul_hi_u32 s6, s5, s15
	s_mul_i32 s60, s60, s9
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s6, s6, s11
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s5, s5, s6
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s4, s5, s11
	s_cmp_ge_u32 s5, s11
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s4, s5
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s5, s4, s11
	s_cmp_ge_u32 s4, s11
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s5, s4
	s_add_co_i32 s5, s24, 40
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s4, s4, s2
	s_xor_b32 s5, s5, s2
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s59, s4, s2
	s_mul_hi_u32 s6, s5, s15
	s_mul_i32 s59, s59, s9
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s6, s6, s11
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s5, s5, s6
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s4, s5, s11
	s_cmp_ge_u32 s5, s11
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s4, s5
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s5, s4, s11
	s_cmp_ge_u32 s4, s11
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s5, s4
	s_add_co_i32 s5, s24, 44
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s4, s4, s2
	s_xor_b32 s5, s5, s2
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s58, s4, s2
	s_mul_hi_u32 s6, s5, s15
	s_mul_i32 s58, s58, s9
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s6, s6, s11
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s5, s5, s6
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s4, s5, s11
	s_cmp_ge_u32 s5, s11
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s4, s5
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s5, s4, s11
	s_cmp_ge_u32 s4, s11
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s5, s4
	s_add_co_i32 s5, s24, 48
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s4, s4, s2
	s_xor_b32 s5, s5, s2
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s57, s4, s2
	s_mul_hi_u32 s6, s5, s15
	s_mul_i32 s57, s57, s9
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s6, s6, s11
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s5, s5, s6
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s4, s5, s11
	s_cmp_ge_u32 s5, s11
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s4, s5
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s5, s4, s11
	s_cmp_ge_u32 s4, s11
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s5, s4
	s_add_co_i32 s5, s24, 52
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s4, s4, s2
	s_xor_b32 s5, s5, s2
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s56, s4, s2
	s_mul_hi_u32 s6, s5, s15
	s_mul_i32 s56, s56, s9
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s6, s6, s11
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s6, s5, s6
	s_mov_b64 s[4:5], s[18:19]
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s25, s6, s11
	s_cmp_ge_u32 s6, s11
	s_mov_b32 s19, 0x31027000
	s_cselect_b32 s6, s25, s6
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s18, s6, s11
	s_cmp_ge_u32 s6, s11
	s_cselect_b32 s25, s18, s6
	s_add_co_i32 s6, s24, 56
	s_xor_b32 s7, s25, s2
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s26, s6, s2
	s_sub_co_i32 s55, s7, s2
	s_mul_hi_u32 s27, s26, s15
	s_mul_i32 s55, s55, s9
	s_mul_i32 s27, s27, s11
	s_mov_b32 s18, 0x7ffffffe
	s_sub_co_i32 s25, s26, s27
	s_mov_b32 s6, s18
	s_sub_co_i32 s26, s25, s11
	s_cmp_ge_u32 s25, s11
	s_mov_b32 s7, s19
	s_cselect_b32 s25, s26, s25
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s26, s25, s11
	s_cmp_ge_u32 s25, s11
	s_cselect_b32 s25, s26, s25
	s_add_co_i32 s24, s24, 60
	s_xor_b32 s25, s25, s2
	s_xor_b32 s24, s24, s2
	s_sub_co_i32 s54, s25, s2
	s_mul_hi_u32 s15, s24, s15
	s_mul_i32 s54, s54, s9
	s_mul_i32 s15, s15, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s15, s24, s15
	s_sub_co_i32 s24, s15, s11
	s_cmp_ge_u32 s15, s11
	s_cselect_b32 s15, s24, s15
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s24, s15, s11
	s_cmp_ge_u32 s15, s11
	s_cselect_b32 s15, s24, s15
	s_abs_i32 s24, s23
	s_xor_b32 s15, s15, s2
	s_cvt_f32_u32 s11, s24
	s_sub_co_i32 s26, 0, s24
	s_sub_co_i32 s53, s15, s2
	s_add_co_i32 s15, s8, 31
	v_s_rcp_f32 s25, s11
	s_lshl_b32 s11, s14, 7
	s_bfe_i32 s14, s14, 0x10018
	s_wait_alu depctr_sa_sdst(0)
	v_or_b32_e32 v8, s11, v32
	s_mul_i32 s53, s53, s9
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_mul_f32 s25, s25, 0x4f7ffffe
	v_add_nc_u32_e32 v8, s14, v8
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_cvt_u32_f32 s25, s25
	v_xor_b32_e32 v8, s14, v8
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s26, s26, s25
	s_mul_hi_u32 s26, s25, s26
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_co_i32 s25, s25, s26
	s_cmp_gt_i32 s15, 31
	v_mul_hi_u32 v12, v8, s25
	s_cselect_b32 s9, -1, 0
	s_add_co_i32 s2, s8, -1
	s_and_b32 s17, s17, 0xffff
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 vcc_lo, vcc_lo, s9
	s_cmp_lt_u32 s2, 0x7fffffe0
	v_cndmask_b32_e32 v2, 0x80000000, v2, vcc_lo
	v_add_lshl_u32 v1, s68, v65, 1
	v_mul_lo_u32 v12, v12, s24
	v_add_lshl_u32 v9, s61, v65, 1
	v_add_lshl_u32 v11, s59, v65, 1
	v_add_lshl_u32 v15, s56, v65, 1
	v_add_lshl_u32 v16, s55, v65, 1
	v_add_lshl_u32 v17, s54, v65, 1
	v_add_lshl_u32 v3, s66, v65, 1
	v_add_lshl_u32 v4, s65, v65, 1
	v_sub_nc_u32_e32 v8, v8, v12
	v_add_lshl_u32 v5, s64, v65, 1
	v_add_lshl_u32 v6, s63, v65, 1
	v_add_lshl_u32 v7, s62, v65, 1
	v_add_lshl_u32 v10, s60, v65, 1
	v_subrev_nc_u32_e32 v18, s24, v8
	v_cmp_le_u32_e64 s2, s24, v8
	v_add_lshl_u32 v14, s57, v65, 1
	v_dual_cndmask_b32 v1, 0x80000000, v1 :: v_dual_cndmask_b32 v4, 0x80000000, v4
	v_cndmask_b32_e32 v9, 0x80000000, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v8, v8, v18, s2
	v_cndmask_b32_e32 v11, 0x80000000, v11, vcc_lo
	v_dual_cndmask_b32 v3, 0x80000000, v3 :: v_dual_cndmask_b32 v6, 0x80000000, v6
	v_dual_cndmask_b32 v5, 0x80000000, v5 :: v_dual_cndmask_b32 v10, 0x80000000, v10
	v_subrev_nc_u32_e32 v18, s24, v8
	v_cmp_le_u32_e64 s2, s24, v8
	v_dual_cndmask_b32 v7, 0x80000000, v7 :: v_dual_cndmask_b32 v14, 0x80000000, v14
	v_add_lshl_u32 v13, s58, v65, 1
	v_add_lshl_u32 v12, s53, v65, 1
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v8, v8, v18, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v13, 0x80000000, v13 :: v_dual_cndmask_b32 v12, 0x80000000, v12
	v_xor_b32_e32 v78, s14, v8
	v_dual_cndmask_b32 v8, 0x80000000, v15 :: v_dual_cndmask_b32 v15, 0x80000000, v16
	v_cndmask_b32_e32 v16, 0x80000000, v17, vcc_lo
	s_clause 0x7
	buffer_load_u16 v95, v1, s[16:19], null offen
	buffer_load_u16 v96, v2, s[16:19], null offen
	buffer_load_u16 v97, v3, s[16:19], null offen
	buffer_load_u16 v98, v4, s[16:19], null offen
	buffer_load_u16 v99, v5, s[16:19], null offen
	buffer_load_u16 v100, v6, s[16:19], null offen
	buffer_load_u16 v101, v7, s[16:19], null offen
	buffer_load_u16 v102, v9, s[16:19], null offen
	v_subrev_nc_u32_e32 v17, s14, v78
	s_cselect_b32 vcc_lo, -1, 0
	s_add_co_i32 s2, s8, -2
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_u32 s2, 0x7fffffdf
	v_add_nc_u32_e32 v1, s10, v17
	v_lshlrev_b32_e32 v2, 1, v17
	s_clause 0x7
	buffer_load_u16 v103, v10, s[16:19], null offen
	buffer_load_u16 v104, v11, s[16:19], null offen
	buffer_load_u16 v105, v13, s[16:19], null offen
	buffer_load_u16 v106, v14, s[16:19], null offen
	buffer_load_u16 v107, v8, s[16:19], null offen
	buffer_load_u16 v108, v15, s[16:19], null offen
	buffer_load_u16 v109, v16, s[16:19], null offen
	buffer_load_u16 v110, v12, s[16:19], null offen
	s_cselect_b32 s2, -1, 0
	s_add_co_i32 s24, s8, -3
	v_add_nc_u32_e32 v3, s10, v1
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_u32 s24, 0x7fffffde
	v_dual_cndmask_b32 v2, 0x80000000, v2 :: v_dual_lshlrev_b32 v1, 1, v1
	s_cselect_b32 vcc_lo, -1, 0
	v_add_nc_u32_e32 v4, s10, v3
	s_add_co_i32 s24, s8, -4
	v_lshlrev_b32_e32 v3, 1, v3
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_u32 s24, 0x7fffffdd
	v_cndmask_b32_e64 v1, 0x80000000, v1, s2
	v_add_nc_u32_e32 v5, s10, v4
	s_cselect_b32 s2, -1, 0
	s_add_co_i32 s24, s8, -5
	v_dual_cndmask_b32 v3, 0x80000000, v3 :: v_dual_lshlrev_b32 v4, 1, v4
	s_delay_alu instid0(VALU_DEP_2)
	v_add_nc_u32_e32 v6, s10, v5
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_u32 s24, 0x7fffffdc
	v_lshlrev_b32_e32 v5, 1, v5
	s_cselect_b32 vcc_lo, -1, 0
	s_add_co_i32 s24, s8, -6
	v_add_nc_u32_e32 v7, s10, v6
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_u32 s24, 0x7fffffdb
	v_cndmask_b32_e64 v4, 0x80000000, v4, s2
	s_cselect_b32 s2, -1, 0
	s_add_co_i32 s24, s8, -7
	v_add_nc_u32_e32 v8, s10, v7
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_u32 s24, 0x7fffffda
	v_dual_cndmask_b32 v5, 0x80000000, v5 :: v_dual_lshlrev_b32 v6, 1, v6
	s_cselect_b32 vcc_lo, -1, 0
	v_add_nc_u32_e32 v9, s10, v8
	s_add_co_i32 s24, s8, -8
	v_lshlrev_b32_e32 v7, 1, v7
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_u32 s24, 0x7fffffd9
	v_cndmask_b32_e64 v6, 0x80000000, v6, s2
	v_add_nc_u32_e32 v10, s10, v9
	s_cselect_b32 s2, -1, 0
	s_add_co_i32 s24, s8, -9
	v_dual_cndmask_b32 v7, 0x80000000, v7 :: v_dual_lshlrev_b32 v8, 1, v8
	s_delay_alu instid0(VALU_DEP_2)
	v_add_nc_u32_e32 v11, s10, v10
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_u32 s24, 0x7fffffd8
	v_lshlrev_b32_e32 v9, 1, v9
	s_cselect_b32 vcc_lo, -1, 0
	s_add_co_i32 s24, s8, -10
	v_add_nc_u32_e32 v12, s10, v11
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_u32 s24, 0x7fffffd7
	v_cndmask_b32_e64 v8, 0x80000000, v8, s2
	s_cselect_b32 s2, -1, 0
	s_add_co_i32 s24, s8, -11
	v_add_nc_u32_e32 v13, s10, v12
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_u32 s24, 0x7fffffd6
	v_dual_cndmask_b32 v9, 0x80000000, v9 :: v_dual_lshlrev_b32 v10, 1, v10
	s_cselect_b32 vcc_lo, -1, 0
	v_add_nc_u32_e32 v14, s10, v13
	s_add_co_i32 s24, s8, -12
	v_lshlrev_b32_e32 v11, 1, v11
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_u32 s24, 0x7fffffd5
	v_cndmask_b32_e64 v10, 0x80000000, v10, s2
	v_add_nc_u32_e32 v15, s10, v14
	s_cselect_b32 s2, -1, 0
	s_add_co_i32 s24, s8, -13
	v_dual_cndmask_b32 v11, 0x80000000, v11 :: v_dual_lshlrev_b32 v12, 1, v12
	s_delay_alu instid0(VALU_DEP_2)
	v_add_nc_u32_e32 v16, s10, v15
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_u32 s24, 0x7fffffd4
	v_lshlrev_b32_e32 v13, 1, v13
	s_cselect_b32 vcc_lo, -1, 0
	s_add_co_i32 s24, s8, -14
	v_add_nc_u32_e32 v17, s10, v16
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_u32 s24, 0x7fffffd3
	v_cndmask_b32_e64 v12, 0x80000000, v12, s2
	s_cselect_b32 s2, -1, 0
	s_add_co_i32 s24, s8, -15
	v_add_nc_u32_e32 v18, s10, v17
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_u32 s24, 0x7fffffd2
	v_dual_cndmask_b32 v13, 0x80000000, v13 :: v_dual_lshlrev_b32 v14, 1, v14
	s_cselect_b32 vcc_lo, -1, 0
	s_add_co_i32 s24, s8, -16
	v_add_nc_u32_e32 v19, s10, v18
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_u32 s24, 0x7fffffd1
	v_lshlrev_b32_e32 v15, 1, v15
	v_cndmask_b32_e64 v14, 0x80000000, v14, s2
	s_cselect_b32 s2, -1, 0
	s_sub_co_i32 s24, s8, 17
	v_add_nc_u32_e32 v20, s10, v19
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_u32 s24, 0x7fffffd0
	v_dual_cndmask_b32 v15, 0x80000000, v15 :: v_dual_lshlrev_b32 v16, 1, v16
	s_cselect_b32 vcc_lo, -1, 0
	s_sub_co_i32 s24, s8, 18
	v_add_nc_u32_e32 v21, s10, v20
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_u32 s24, 0x7fffffcf
	v_lshlrev_b32_e32 v17, 1, v17
	v_cndmask_b32_e64 v16, 0x80000000, v16, s2
	s_cselect_b32 s2, -1, 0
	s_sub_co_i32 s24, s8, 19
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_cndmask_b32 v17, 0x80000000, v17 :: v_dual_lshlrev_b32 v18, 1, v18
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_u32 s24, 0x7fffffce
	v_add_nc_u32_e32 v22, s10, v21
	s_cselect_b32 vcc_lo, -1, 0
	s_sub_co_i32 s24, s8, 20
	v_lshlrev_b32_e32 v19, 1, v19
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_u32 s24, 0x7fffffcd
	v_cndmask_b32_e64 v18, 0x80000000, v18, s2
	s_cselect_b32 s2, -1, 0
	s_sub_co_i32 s24, s8, 21
	v_add_nc_u32_e32 v23, s10, v22
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_u32 s24, 0x7fffffcc
	v_dual_cndmask_b32 v19, 0x80000000, v19 :: v_dual_lshlrev_b32 v20, 1, v20
	s_cselect_b32 vcc_lo, -1, 0
	s_sub_co_i32 s24, s8, 22
	v_add_nc_u32_e32 v24, s10, v23
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_u32 s24, 0x7fffffcb
	v_lshlrev_b32_e32 v21, 1, v21
	v_cndmask_b32_e64 v20, 0x80000000, v20, s2
	s_cselect_b32 s2, -1, 0
	s_sub_co_i32 s24, s8, 23
	v_add_nc_u32_e32 v25, s10, v24
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_u32 s24, 0x7fffffca
	v_dual_cndmask_b32 v21, 0x80000000, v21 :: v_dual_lshlrev_b32 v22, 1, v22
	s_cselect_b32 vcc_lo, -1, 0
	s_sub_co_i32 s24, s8, 24
	v_lshlrev_b32_e32 v23, 1, v23
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_u32 s24, 0x7fffffc9
	v_add_nc_u32_e32 v26, s10, v25
	v_cndmask_b32_e64 v22, 0x80000000, v22, s2
	s_cselect_b32 s2, -1, 0
	s_sub_co_i32 s24, s8, 25
	v_dual_cndmask_b32 v23, 0x80000000, v23 :: v_dual_lshlrev_b32 v24, 1, v24
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_u32 s24, 0x7fffffc8
	v_add_nc_u32_e32 v27, s10, v26
	s_cselect_b32 vcc_lo, -1, 0
	s_sub_co_i32 s24, s8, 26
	v_lshlrev_b32_e32 v25, 1, v25
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_u32 s24, 0x7fffffc7
	v_cndmask_b32_e64 v24, 0x80000000, v24, s2
	s_cselect_b32 s2, -1, 0
	s_sub_co_i32 s24, s8, 27
	v_add_nc_u32_e32 v28, s10, v27
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_u32 s24, 0x7fffffc6
	v_dual_cndmask_b32 v25, 0x80000000, v25 :: v_dual_lshlrev_b32 v26, 1, v26
	s_cselect_b32 vcc_lo, -1, 0
	s_sub_co_i32 s24, s8, 28
	v_add_nc_u32_e32 v29, s10, v28
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_u32 s24, 0x7fffffc5
	v_lshlrev_b32_e32 v27, 1, v27
	v_cndmask_b32_e64 v26, 0x80000000, v26, s2
	s_cselect_b32 s2, -1, 0
	s_sub_co_i32 s24, s8, 29
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_cndmask_b32 v27, 0x80000000, v27 :: v_dual_lshlrev_b32 v28, 1, v28
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_u32 s24, 0x7fffffc4
	v_add_nc_u32_e32 v30, s10, v29
	s_cselect_b32 vcc_lo, -1, 0
	s_sub_co_i32 s24, s8, 30
	v_lshlrev_b32_e32 v29, 1, v29
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_u32 s24, 0x7fffffc3
	v_cndmask_b32_e64 v28, 0x80000000, v28, s2
	v_add_nc_u32_e32 v31, s10, v30
	s_cselect_b32 s2, -1, 0
	s_sub_co_i32 s24, s8, 31
	v_dual_cndmask_b32 v29, 0x80000000, v29 :: v_dual_lshlrev_b32 v30, 1, v30
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_u32 s24, 0x7fffffc2
	v_lshlrev_b32_e32 v33, 1, v31
	s_cselect_b32 vcc_lo, -1, 0
	s_sub_co_i32 s8, s8, 32
	v_add_lshl_u32 v31, v31, s10, 1
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_u32 s8, 0x7fffffc1
	v_cndmask_b32_e64 v30, 0x80000000, v30, s2
	s_cselect_b32 s2, -1, 0
	s_and_b32 s5, s5, 0xffff
	v_cndmask_b32_e32 v33, 0x80000000, v33, vcc_lo
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v31, 0x80000000, v31, s2
	s_clause 0x1f
	buffer_load_u16 v79, v2, s[4:7], null offen
	buffer_load_u16 v111, v1, s[4:7], null offen
	buffer_load_u16 v80, v3, s[4:7], null offen
	buffer_load_u16 v112, v4, s[4:7], null offen
	buffer_load_u16 v81, v5, s[4:7], null offen
	buffer_load_u16 v113, v6, s[4:7], null offen
	buffer_load_u16 v82, v7, s[4:7], null offen
	buffer_load_u16 v114, v8, s[4:7], null offen
	buffer_load_u16 v83, v9, s[4:7], null offen
	buffer_load_u16 v115, v10, s[4:7], null offen
	buffer_load_u16 v84, v11, s[4:7], null offen
	buffer_load_u16 v116, v12, s[4:7], null offen
	buffer_load_u16 v85, v13, s[4:7], null offen
	buffer_load_u16 v117, v14, s[4:7], null offen
	buffer_load_u16 v86, v15, s[4:7], null offen
	buffer_load_u16 v118, v16, s[4:7], null offen
	buffer_load_u16 v119, v18, s[4:7], null offen
	buffer_load_u16 v120, v20, s[4:7], null offen
	buffer_load_u16 v121, v22, s[4:7], null offen
	buffer_load_u16 v122, v24, s[4:7], null offen
	buffer_load_u16 v123, v26, s[4:7], null offen
	buffer_load_u16 v124, v28, s[4:7], null offen
	buffer_load_u16 v125, v30, s[4:7], null offen
	buffer_load_u16 v126, v31, s[4:7], null offen
	buffer_load_u16 v87, v17, s[4:7], null offen
	buffer_load_u16 v88, v19, s[4:7], null offen
	buffer_load_u16 v89, v21, s[4:7], null offen
	buffer_load_u16 v90, v23, s[4:7], null offen
	buffer_load_u16 v91, v25, s[4:7], null offen
	buffer_load_u16 v92, v27, s[4:7], null offen
	buffer_load_u16 v93, v29, s[4:7], null offen
	buffer_load_u16 v94, v33, s[4:7], null offen
	v_dual_mov_b32 v7, 0 :: v_dual_lshlrev_b32 v70, 3, v0
	v_lshlrev_b32_e32 v33, 1, v0
	s_bfe_i32 s2, s13, 0x10001
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_mov_b32 v34, v7 :: v_dual_and_b32 v67, 16, v0
	v_mov_b32_e32 v47, v7
	v_dual_mov_b32 v43, v7 :: v_dual_mov_b32 v36, v7
	v_xor_b32_e32 v71, v70, v33
	v_mov_b32_e32 v41, v7
	v_and_b32_e32 v73, 48, v70
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s2, s2, 0x90
	v_xor_b32_e32 v74, v64, v70
	v_and_b32_e32 v71, 48, v71
	v_dual_mov_b32 v45, v7 :: v_dual_lshlrev_b32 v68, 6, v0
	v_lshl_or_b32 v70, v66, 6, v73
	s_wait_alu depctr_sa_sdst(0)
	v_xor_b32_e32 v73, s2, v72
	v_lshl_or_b32 v32, v32, 6, v71
	v_mov_b32_e32 v55, v7
	v_dual_mov_b32 v6, v7 :: v_dual_and_b32 v71, 48, v74
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v77, 32, v73
	v_add_nc_u32_e32 v72, 0, v32
	v_xor_b32_e32 v74, 16, v32
	v_xor_b32_e32 v75, 32, v32
	v_xor_b32_e32 v32, 48, v32
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
	v_mov_b32_e32 v46, v7
	v_mov_b32_e32 v44, v7
	v_mov_b32_e32 v42, v7
	v_mov_b32_e32 v40, v7
	v_dual_mov_b32 v54, v7 :: v_dual_mov_b32 v53, v7
	v_add_nc_u32_e32 v74, 0, v74
	v_dual_mov_b32 v52, v7 :: v_dual_mov_b32 v51, v7
	v_add_nc_u32_e32 v76, 0, v32
	v_dual_mov_b32 v50, v7 :: v_dual_mov_b32 v49, v7
	v_mov_b32_e32 v32, v7
	v_dual_mov_b32 v48, v7 :: v_dual_mov_b32 v63, v7
	v_dual_mov_b32 v62, v7 :: v_dual_mov_b32 v61, v7
	v_dual_mov_b32 v60, v7 :: v_dual_mov_b32 v59, v7
	v_dual_mov_b32 v58, v7 :: v_dual_mov_b32 v57, v7
	v_dual_mov_b32 v56, v7 :: v_dual_mov_b32 v39, v7
	v_dual_mov_b32 v38, v7 :: v_dual_mov_b32 v37, v7
	v_mov_b32_e32 v35, v7
	v_mov_b32_e32 v33, v7
	v_add_nc_u32_e32 v73, 0, v73
	v_add_nc_u32_e32 v75, 0, v75
	v_add_nc_u32_e32 v77, 0, v77
	s_cmp_lt_i32 s15, 64
	s_wait_loadcnt 0x2f
	ds_store_b16 v73, v95 offset:8192
	s_wait_loadcnt 0x2d
	ds_store_b16 v73, v97 offset:8704
	s_wait_loadcnt 0x2b
	ds_store_b16 v73, v99 offset:9216
	s_wait_loadcnt 0x29
	ds_store_b16 v73, v101 offset:9728
	s_wait_loadcnt 0x27
	ds_store_b16 v73, v103 offset:10240
	s_wait_loadcnt 0x25
	ds_store_b16 v73, v105 offset:10752
	s_wait_loadcnt 0x23
	ds_store_b16 v73, v107 offset:11264
	s_wait_loadcnt 0x21
	ds_store_b16 v73, v109 offset:11776
	ds_store_b16 v77, v96 offset:8448
	ds_store_b16 v77, v98 offset:8960
	ds_store_b16 v77, v100 offset:9472
	ds_store_b16 v77, v102 offset:9984
	ds_store_b16 v77, v104 offset:10496
	ds_store_b16 v77, v106 offset:11008
	ds_store_b16 v77, v108 offset:11520
	s_wait_loadcnt 0x20
	ds_store_b16 v77, v110 offset:12032
	s_wait_loadcnt 0x1e
	v_mov_b16_e32 v79.h, v111.l
	s_wait_loadcnt 0x1c
	v_mov_b16_e32 v80.h, v112.l
	s_wait_loadcnt 0x1a
	v_mov_b16_e32 v81.h, v113.l
	s_wait_loadcnt 0x18
	v_mov_b16_e32 v82.h, v114.l
	s_wait_loadcnt 0x16
	v_mov_b16_e32 v83.h, v115.l
	s_wait_loadcnt 0x14
	v_mov_b16_e32 v84.h, v116.l
	ds_store_b128 v72, v[79:82]
	s_wait_loadcnt 0x12
	v_mov_b16_e32 v85.h, v117.l
	s_wait_loadcnt 0x10
	v_mov_b16_e32 v86.h, v118.l
	s_wait_loadcnt 0x7
	v_mov_b16_e32 v87.h, v119.l
	s_wait_loadcnt 0x6
	v_mov_b16_e32 v88.h, v120.l
	s_wait_loadcnt 0x5
	v_mov_b16_e32 v89.h, v121.l
	s_wait_loadcnt 0x4
	v_mov_b16_e32 v90.h, v122.l
	s_wait_loadcnt 0x3
	v_mov_b16_e32 v91.h, v123.l
	s_wait_loadcnt 0x2
	v_mov_b16_e32 v92.h, v124.l
	s_wait_loadcnt 0x1
	v_mov_b16_e32 v93.h, v125.l
	s_wait_loadcnt 0x0
	v_mov_b16_e32 v94.h, v126.l
	ds_store_b128 v74, v[83:86]
	ds_store_b128 v75, v[87:90]
	ds_store_b128 v76, v[91:94]
	s_cbranch_scc1 .LBB0_3
; %bb.1:                                ; %.lr.ph
	v_xor_b32_e32 v1, v70, v67
	v_mov_b32_e32 v32, 0
	s_lshl_b32 s6, s12, 5
	v_lshlrev_b32_e64 v3, 1, s14
	s_lshr_b32 s2, s15, 5
	v_add_nc_u32_e32 v79, 0, v1
	v_dual_mov_b32 v33, v32 :: v_dual_and_b32 v0, 0x1c0, v68
	v_dual_mov_b32 v35, v32 :: v_dual_lshlrev_b32 v2, 1, v78
	v_xor_b32_e32 v4, 32, v1
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_or3_b32 v0, s6, v0, v71
	v_dual_mov_b32 v37, v32 :: v_dual_lshlrev_b32 v78, 1, v65
	v_sub_nc_u32_e32 v99, v2, v3
	v_dual_mov_b32 v39, v32 :: v_dual_add_nc_u32 v80, 0, v4
	v_xor_b32_e32 v0, v0, v69
	v_dual_mov_b32 v36, v32 :: v_dual_mov_b32 v59, v32
	v_mov_b32_e32 v34, v32
	v_dual_mov_b32 v38, v32 :: v_dual_mov_b32 v61, v32
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v2, 32, v0
	v_dual_mov_b32 v56, v32 :: v_dual_add_nc_u32 v81, 0, v0
	v_mov_b32_e32 v63, v32
	v_dual_mov_b32 v57, v32 :: v_dual_add_nc_u32 v82, 0, v2
	v_dual_mov_b32 v58, v32 :: v_dual_mov_b32 v49, v32
	v_dual_mov_b32 v60, v32 :: v_dual_mov_b32 v51, v32
	v_dual_mov_b32 v62, v32 :: v_dual_mov_b32 v53, v32
	v_dual_mov_b32 v48, v32 :: v_dual_mov_b32 v55, v32
	v_dual_mov_b32 v50, v32 :: v_dual_mov_b32 v41, v32
	v_dual_mov_b32 v52, v32 :: v_dual_mov_b32 v43, v32
	v_dual_mov_b32 v54, v32 :: v_dual_mov_b32 v45, v32
	v_dual_mov_b32 v40, v32 :: v_dual_mov_b32 v47, v32
	v_dual_mov_b32 v42, v32 :: v_dual_mov_b32 v25, v32
	v_dual_mov_b32 v44, v32 :: v_dual_mov_b32 v27, v32
	v_dual_mov_b32 v46, v32 :: v_dual_mov_b32 v29, v32
	v_dual_mov_b32 v24, v32 :: v_dual_mov_b32 v31, v32
	v_dual_mov_b32 v26, v32 :: v_dual_mov_b32 v17, v32
	v_dual_mov_b32 v28, v32 :: v_dual_mov_b32 v19, v32
	v_dual_mov_b32 v30, v32 :: v_dual_mov_b32 v21, v32
	v_dual_mov_b32 v16, v32 :: v_dual_mov_b32 v23, v32
	v_dual_mov_b32 v18, v32 :: v_dual_mov_b32 v9, v32
	v_dual_mov_b32 v20, v32 :: v_dual_mov_b32 v11, v32
	v_dual_mov_b32 v22, v32 :: v_dual_mov_b32 v13, v32
	v_dual_mov_b32 v8, v32 :: v_dual_mov_b32 v15, v32
	v_dual_mov_b32 v10, v32 :: v_dual_mov_b32 v1, v32
	v_dual_mov_b32 v12, v32 :: v_dual_mov_b32 v3, v32
	v_dual_mov_b32 v14, v32 :: v_dual_mov_b32 v5, v32
	v_dual_mov_b32 v0, v32 :: v_dual_mov_b32 v7, v32
	v_mov_b32_e32 v2, v32
	v_mov_b32_e32 v4, v32
	v_mov_b32_e32 v6, v32
	s_mul_i32 s13, s10, 0x42
	s_lshl_b32 s14, s10, 6
	s_mul_i32 s15, s10, 0x44
	s_mul_i32 s24, s10, 0x46
	s_mul_i32 s25, s10, 0x48
	s_mul_i32 s26, s10, 0x4a
	s_mul_i32 s27, s10, 0x4c
	s_mul_i32 s28, s10, 0x4e
	s_mul_i32 s29, s10, 0x50
	s_mul_i32 s30, s10, 0x52
	s_mul_i32 s31, s10, 0x54
	s_mul_i32 s33, s10, 0x56
	s_mul_i32 s34, s10, 0x58
	s_mul_i32 s35, s10, 0x5a
	s_mul_i32 s36, s10, 0x5c
	s_mul_i32 s37, s10, 0x5e
	s_mul_i32 s38, s10, 0x60
	s_mul_i32 s39, s10, 0x62
	s_mul_i32 s40, s10, 0x64
	s_mul_i32 s41, s10, 0x66
	s_mul_i32 s42, s10, 0x68
	s_mul_i32 s43, s10, 0x6a
	s_mul_i32 s44, s10, 0x6c
	s_mul_i32 s45, s10, 0x6e
	s_mul_i32 s46, s10, 0x70
	s_mul_i32 s47, s10, 0x72
	s_mul_i32 s48, s10, 0x74
	s_mul_i32 s49, s10, 0x76
	s_mul_i32 s50, s10, 0x78
	s_mul_i32 s51, s10, 0x7a
	s_mul_i32 s52, s10, 0x7c
	s_mulk_i32 s10, 0x7e
	s_lshl1_add_u32 s53, s53, 64
	s_lshl1_add_u32 s54, s54, 64
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
	s_add_co_i32 s69, s2, -1
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	s_wait_alu depctr_sa_sdst(0)
	v_add_nc_u32_e32 v83, s68, v78
	v_cmp_gt_i32_e32 vcc_lo, s8, v65
	v_add_nc_u32_e32 v84, s67, v78
	v_add_nc_u32_e32 v85, s66, v78
	v_add_nc_u32_e32 v86, s65, v78
	v_add_nc_u32_e32 v87, s64, v78
	v_add_nc_u32_e32 v88, s63, v78
	v_add_nc_u32_e32 v89, s62, v78
	v_add_nc_u32_e32 v91, s60, v78
	v_add_nc_u32_e32 v90, s61, v78
	v_add_nc_u32_e32 v92, s59, v78
	v_add_nc_u32_e32 v93, s58, v78
	v_add_nc_u32_e32 v94, s57, v78
	v_add_nc_u32_e32 v95, s56, v78
	v_add_nc_u32_e32 v96, s55, v78
	v_add_nc_u32_e32 v97, s54, v78
	v_add_nc_u32_e32 v98, s53, v78
	s_wait_alu depctr_va_vcc(0)
	v_dual_cndmask_b32 v83, 0x80000000, v83 :: v_dual_cndmask_b32 v84, 0x80000000, v84
	v_dual_cndmask_b32 v85, 0x80000000, v85 :: v_dual_cndmask_b32 v86, 0x80000000, v86
	v_dual_cndmask_b32 v87, 0x80000000, v87 :: v_dual_cndmask_b32 v88, 0x80000000, v88
	v_dual_cndmask_b32 v89, 0x80000000, v89 :: v_dual_cndmask_b32 v100, 0x80000000, v90
	v_dual_cndmask_b32 v91, 0x80000000, v91 :: v_dual_cndmask_b32 v102, 0x80000000, v93
	v_dual_cndmask_b32 v101, 0x80000000, v92 :: v_dual_cndmask_b32 v104, 0x80000000, v95
	v_dual_cndmask_b32 v103, 0x80000000, v94 :: v_dual_cndmask_b32 v106, 0x80000000, v97
	v_cndmask_b32_e32 v105, 0x80000000, v96, vcc_lo
	v_cndmask_b32_e32 v107, 0x80000000, v98, vcc_lo
	s_clause 0xf
	buffer_load_u16 v90, v83, s[16:19], null offen
	buffer_load_u16 v83, v84, s[16:19], null offen
	buffer_load_u16 v92, v85, s[16:19], null offen
	buffer_load_u16 v84, v86, s[16:19], null offen
	buffer_load_u16 v93, v87, s[16:19], null offen
	buffer_load_u16 v85, v88, s[16:19], null offen
	buffer_load_u16 v94, v89, s[16:19], null offen
	buffer_load_u16 v86, v100, s[16:19], null offen
	buffer_load_u16 v95, v91, s[16:19], null offen
	buffer_load_u16 v87, v101, s[16:19], null offen
	buffer_load_u16 v96, v102, s[16:19], null offen
	buffer_load_u16 v88, v103, s[16:19], null offen
	buffer_load_u16 v97, v104, s[16:19], null offen
	buffer_load_u16 v89, v105, s[16:19], null offen
	buffer_load_u16 v98, v106, s[16:19], null offen
	buffer_load_u16 v91, v107, s[16:19], null offen
	s_cmp_gt_i32 s8, 0
	v_add_nc_u32_e32 v100, s14, v99
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 1
	v_add_nc_u32_e32 v102, s15, v99
	s_cselect_b32 s2, -1, 0
	s_cmp_gt_i32 s8, 2
	v_add_nc_u32_e32 v103, s24, v99
	v_add_nc_u32_e32 v106, s27, v99
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v131, 0x80000000, v100, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 3
	v_add_nc_u32_e32 v104, s25, v99
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v102, 0x80000000, v102, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 4
	v_add_nc_u32_e32 v105, s26, v99
	v_add_nc_u32_e32 v108, s29, v99
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v103, 0x80000000, v103, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 5
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v104, 0x80000000, v104, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 6
	v_add_nc_u32_e32 v107, s28, v99
	v_add_nc_u32_e32 v110, s31, v99
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v105, 0x80000000, v105, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 7
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v106, 0x80000000, v106, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 8
	v_add_nc_u32_e32 v109, s30, v99
	v_add_nc_u32_e32 v112, s34, v99
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v107, 0x80000000, v107, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 9
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v108, 0x80000000, v108, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 10
	v_add_nc_u32_e32 v111, s33, v99
	v_add_nc_u32_e32 v114, s36, v99
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v109, 0x80000000, v109, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 11
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v110, 0x80000000, v110, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 12
	v_add_nc_u32_e32 v113, s35, v99
	v_add_nc_u32_e32 v116, s38, v99
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v111, 0x80000000, v111, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 13
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v112, 0x80000000, v112, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 14
	v_add_nc_u32_e32 v115, s37, v99
	v_add_nc_u32_e32 v118, s40, v99
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v113, 0x80000000, v113, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 15
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v114, 0x80000000, v114, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 16
	v_add_nc_u32_e32 v117, s39, v99
	v_add_nc_u32_e32 v120, s42, v99
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v115, 0x80000000, v115, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 17
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v116, 0x80000000, v116, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 18
	v_add_nc_u32_e32 v119, s41, v99
	v_add_nc_u32_e32 v122, s44, v99
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v117, 0x80000000, v117, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 19
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v118, 0x80000000, v118, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 20
	v_add_nc_u32_e32 v121, s43, v99
	v_add_nc_u32_e32 v124, s46, v99
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v119, 0x80000000, v119, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 21
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v120, 0x80000000, v120, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 22
	v_add_nc_u32_e32 v123, s45, v99
	v_add_nc_u32_e32 v126, s48, v99
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v121, 0x80000000, v121, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 23
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v122, 0x80000000, v122, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 24
	v_add_nc_u32_e32 v125, s47, v99
	v_add_nc_u32_e32 v128, s50, v99
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v123, 0x80000000, v123, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 25
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v124, 0x80000000, v124, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 26
	v_add_nc_u32_e32 v127, s49, v99
	v_add_nc_u32_e32 v130, s52, v99
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v125, 0x80000000, v125, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 27
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v126, 0x80000000, v126, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 28
	v_add_nc_u32_e32 v101, s13, v99
	v_add_nc_u32_e32 v129, s51, v99
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v127, 0x80000000, v127, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 29
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v128, 0x80000000, v128, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 30
	v_add_nc_u32_e32 v99, s10, v99
	v_cndmask_b32_e64 v132, 0x80000000, v101, s2
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v129, 0x80000000, v129, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s8, 31
	s_mov_b32 s6, s18
	s_mov_b32 s7, s19
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v130, 0x80000000, v130, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_add_co_i32 s69, s69, -1
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v99, 0x80000000, v99, vcc_lo
	s_add_co_i32 s53, s53, 64
	s_add_co_i32 s54, s54, 64
	s_add_co_i32 s55, s55, 64
	s_add_co_i32 s56, s56, 64
	s_add_co_i32 s57, s57, 64
	s_add_co_i32 s58, s58, 64
	s_add_co_i32 s59, s59, 64
	s_add_co_i32 s60, s60, 64
	s_add_co_i32 s61, s61, 64
	s_add_co_i32 s62, s62, 64
	s_add_co_i32 s63, s63, 64
	s_add_co_i32 s64, s64, 64
	s_add_co_i32 s65, s65, 64
	s_add_co_i32 s66, s66, 64
	s_add_co_i32 s67, s67, 64
	s_add_co_i32 s68, s68, 64
	s_sub_co_i32 s8, s8, 32
	s_cmp_lg_u32 s69, 0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_clause 0x1f
	buffer_load_u16 v101, v131, s[4:7], null offen
	buffer_load_u16 v165, v132, s[4:7], null offen
	buffer_load_u16 v102, v102, s[4:7], null offen
	buffer_load_u16 v166, v103, s[4:7], null offen
	buffer_load_u16 v103, v104, s[4:7], null offen
	buffer_load_u16 v167, v105, s[4:7], null offen
	buffer_load_u16 v104, v106, s[4:7], null offen
	buffer_load_u16 v168, v107, s[4:7], null offen
	buffer_load_u16 v105, v108, s[4:7], null offen
	buffer_load_u16 v169, v109, s[4:7], null offen
	buffer_load_u16 v106, v110, s[4:7], null offen
	buffer_load_u16 v170, v111, s[4:7], null offen
	buffer_load_u16 v107, v112, s[4:7], null offen
	buffer_load_u16 v171, v113, s[4:7], null offen
	buffer_load_u16 v108, v114, s[4:7], null offen
	buffer_load_u16 v172, v115, s[4:7], null offen
	buffer_load_u16 v109, v116, s[4:7], null offen
	buffer_load_u16 v173, v117, s[4:7], null offen
	buffer_load_u16 v110, v118, s[4:7], null offen
	buffer_load_u16 v174, v119, s[4:7], null offen
	buffer_load_u16 v111, v120, s[4:7], null offen
	buffer_load_u16 v175, v121, s[4:7], null offen
	buffer_load_u16 v112, v122, s[4:7], null offen
	buffer_load_u16 v176, v123, s[4:7], null offen
	buffer_load_u16 v113, v124, s[4:7], null offen
	buffer_load_u16 v177, v125, s[4:7], null offen
	buffer_load_u16 v114, v126, s[4:7], null offen
	buffer_load_u16 v178, v127, s[4:7], null offen
	buffer_load_u16 v115, v128, s[4:7], null offen
	buffer_load_u16 v179, v129, s[4:7], null offen
	buffer_load_u16 v116, v130, s[4:7], null offen
	buffer_load_u16 v180, v99, s[4:7], null offen
	ds_load_b128 v[117:120], v79 offset:8192
	ds_load_b128 v[121:124], v81
	ds_load_b128 v[125:128], v81 offset:4096
	ds_load_b128 v[129:132], v79 offset:9216
	ds_load_b128 v[133:136], v79 offset:10240
	ds_load_b128 v[137:140], v79 offset:11264
	ds_load_b128 v[141:144], v80 offset:8192
	ds_load_b128 v[145:148], v82
	ds_load_b128 v[149:152], v82 offset:4096
	ds_load_b128 v[153:156], v80 offset:9216
	ds_load_b128 v[157:160], v80 offset:10240
	ds_load_b128 v[161:164], v80 offset:11264
	v_mov_b32_e32 v99, v100
	s_wait_dscnt 0xa
	v_wmma_f32_16x16x16_f16 v[32:39], v[121:124], v[117:120], v[32:39]
	s_wait_dscnt 0x9
	v_wmma_f32_16x16x16_f16 v[56:63], v[125:128], v[117:120], v[56:63]
	s_wait_dscnt 0x8
	v_wmma_f32_16x16x16_f16 v[48:55], v[121:124], v[129:132], v[48:55]
	v_wmma_f32_16x16x16_f16 v[40:47], v[125:128], v[129:132], v[40:47]
	s_wait_dscnt 0x7
	v_wmma_f32_16x16x16_f16 v[24:31], v[121:124], v[133:136], v[24:31]
	v_wmma_f32_16x16x16_f16 v[16:23], v[125:128], v[133:136], v[16:23]
	s_wait_dscnt 0x6
	v_wmma_f32_16x16x16_f16 v[8:15], v[121:124], v[137:140], v[8:15]
	v_wmma_f32_16x16x16_f16 v[0:7], v[125:128], v[137:140], v[0:7]
	s_wait_dscnt 0x4
	v_wmma_f32_16x16x16_f16 v[32:39], v[145:148], v[141:144], v[32:39]
	s_wait_dscnt 0x3
	v_wmma_f32_16x16x16_f16 v[56:63], v[149:152], v[141:144], v[56:63]
	s_wait_dscnt 0x2
	v_wmma_f32_16x16x16_f16 v[48:55], v[145:148], v[153:156], v[48:55]
	v_wmma_f32_16x16x16_f16 v[40:47], v[149:152], v[153:156], v[40:47]
	s_wait_dscnt 0x1
	v_wmma_f32_16x16x16_f16 v[24:31], v[145:148], v[157:160], v[24:31]
	v_wmma_f32_16x16x16_f16 v[16:23], v[149:152], v[157:160], v[16:23]
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x16_f16 v[8:15], v[145:148], v[161:164], v[8:15]
	v_wmma_f32_16x16x16_f16 v[0:7], v[149:152], v[161:164], v[0:7]
	s_wait_loadcnt 0x1e
	v_mov_b16_e64 v101.h, v165.l
	s_wait_loadcnt 0x1c
	v_mov_b16_e64 v102.h, v166.l
	s_wait_loadcnt 0x1a
	v_mov_b16_e64 v103.h, v167.l
	s_wait_loadcnt 0x18
	v_mov_b16_e64 v104.h, v168.l
	s_wait_loadcnt 0x16
	v_mov_b16_e64 v105.h, v169.l
	s_wait_loadcnt 0x14
	v_mov_b16_e64 v106.h, v170.l
	s_wait_loadcnt 0x12
	v_mov_b16_e64 v107.h, v171.l
	s_wait_loadcnt 0x10
	v_mov_b16_e64 v108.h, v172.l
	s_wait_loadcnt 0xe
	v_mov_b16_e64 v109.h, v173.l
	s_wait_loadcnt 0xc
	v_mov_b16_e64 v110.h, v174.l
	s_wait_loadcnt 0xa
	v_mov_b16_e64 v111.h, v175.l
	s_wait_loadcnt 0x8
	v_mov_b16_e64 v112.h, v176.l
	s_wait_loadcnt 0x6
	v_mov_b16_e64 v113.h, v177.l
	s_wait_loadcnt 0x4
	v_mov_b16_e64 v114.h, v178.l
	s_wait_loadcnt 0x2
	v_mov_b16_e64 v115.h, v179.l
	s_wait_loadcnt 0x0
	v_mov_b16_e64 v116.h, v180.l
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b16 v73, v90 offset:8192
	ds_store_b16 v73, v92 offset:8704
	ds_store_b16 v73, v93 offset:9216
	ds_store_b16 v73, v94 offset:9728
	ds_store_b16 v73, v95 offset:10240
	ds_store_b16 v73, v96 offset:10752
	ds_store_b16 v73, v97 offset:11264
	ds_store_b16 v73, v98 offset:11776
	ds_store_b16 v77, v83 offset:8448
	ds_store_b16 v77, v84 offset:8960
	ds_store_b16 v77, v85 offset:9472
	ds_store_b16 v77, v86 offset:9984
	ds_store_b16 v77, v87 offset:10496
	ds_store_b16 v77, v88 offset:11008
	ds_store_b16 v77, v89 offset:11520
	ds_store_b16 v77, v91 offset:12032
	ds_store_b128 v72, v[101:104]
	ds_store_b128 v74, v[105:108]
	ds_store_b128 v75, v[109:112]
	ds_store_b128 v76, v[113:116]
	s_cbranch_scc1 .LBB0_2
.LBB0_3:                                ; %Flow157
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_load_b32 s24, s[0:1], 0x2c
	s_and_b32 s0, s9, exec_lo
	s_cselect_b32 s0, 1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u32 s0, 1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_cbranch_scc1 .LBB0_5
; %bb.4:
	v_and_b32_e32 v65, 0x1c0, v68
	s_lshl_b32 s0, s12, 5
	v_xor_b32_e32 v83, v70, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_or3_b32 v65, s0, v65, v71
	v_add_nc_u32_e32 v87, 0, v83
	v_xad_u32 v111, v83, 32, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v65, v65, v69
	v_add_nc_u32_e32 v79, 0, v65
	v_xad_u32 v65, v65, 32, 0
	ds_load_b128 v[67:70], v87 offset:9216
	ds_load_b128 v[71:74], v87 offset:8192
	ds_load_b128 v[75:78], v79
	ds_load_b128 v[79:82], v79 offset:4096
	ds_load_b128 v[83:86], v87 offset:10240
	ds_load_b128 v[87:90], v87 offset:11264
	ds_load_b128 v[91:94], v111 offset:8192
	ds_load_b128 v[95:98], v65
	ds_load_b128 v[99:102], v65 offset:4096
	ds_load_b128 v[103:106], v111 offset:9216
	ds_load_b128 v[107:110], v111 offset:10240
	ds_load_b128 v[111:114], v111 offset:11264
	s_wait_dscnt 0x9
	v_wmma_f32_16x16x16_f16 v[32:39], v[75:78], v[71:74], v[32:39]
	s_wait_dscnt 0x8
	v_wmma_f32_16x16x16_f16 v[56:63], v[79:82], v[71:74], v[56:63]
	v_wmma_f32_16x16x16_f16 v[48:55], v[75:78], v[67:70], v[48:55]
	v_wmma_f32_16x16x16_f16 v[40:47], v[79:82], v[67:70], v[40:47]
	s_wait_dscnt 0x7
	v_wmma_f32_16x16x16_f16 v[24:31], v[75:78], v[83:86], v[24:31]
	v_wmma_f32_16x16x16_f16 v[16:23], v[79:82], v[83:86], v[16:23]
	s_wait_dscnt 0x6
	v_wmma_f32_16x16x16_f16 v[8:15], v[75:78], v[87:90], v[8:15]
	v_wmma_f32_16x16x16_f16 v[0:7], v[79:82], v[87:90], v[0:7]
	s_wait_dscnt 0x4
	v_wmma_f32_16x16x16_f16 v[32:39], v[95:98], v[91:94], v[32:39]
	s_wait_dscnt 0x3
	v_wmma_f32_16x16x16_f16 v[56:63], v[99:102], v[91:94], v[56:63]
	s_wait_dscnt 0x2
	v_wmma_f32_16x16x16_f16 v[48:55], v[95:98], v[103:106], v[48:55]
	v_wmma_f32_16x16x16_f16 v[40:47], v[99:102], v[103:106], v[40:47]
	s_wait_dscnt 0x1
	v_wmma_f32_16x16x16_f16 v[24:31], v[95:98], v[107:110], v[24:31]
	v_wmma_f32_16x16x16_f16 v[16:23], v[99:102], v[107:110], v[16:23]
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x16_f16 v[8:15], v[95:98], v[111:114], v[8:15]
	v_wmma_f32_16x16x16_f16 v[0:7], v[99:102], v[111:114], v[0:7]
.LBB0_5:                                ; %._crit_edge._crit_edge
	v_lshrrev_b32_e32 v64, 1, v64
	s_delay_alu instid0(VALU_DEP_3)
	v_cvt_f16_f32_e32 v101.l, v8
	s_wait_kmcnt 0x0
	v_mul_lo_u32 v8, s24, v66
	v_or_b32_e32 v93, s3, v66
	s_mul_i32 s3, s3, s24
	v_and_b32_e32 v76, 56, v64
	v_cvt_f16_f32_e32 v66.l, v0
	v_cvt_f16_f32_e32 v0.l, v3
	v_cmp_gt_i32_e64 s18, s22, v93
	v_cvt_f16_f32_e32 v3.l, v5
	v_or_b32_e32 v80, 1, v76
	v_or_b32_e32 v97, s11, v76
	v_or_b32_e32 v79, 2, v76
	v_or_b32_e32 v65, 0x46, v76
	s_wait_alu depctr_sa_sdst(0)
	v_add3_u32 v8, s3, s11, v8
	v_or_b32_e32 v96, s11, v80
	v_or_b32_e32 v64, 0x47, v76
	v_or_b32_e32 v78, 3, v76
	v_or_b32_e32 v67, 0x45, v76
	v_or_b32_e32 v68, 0x44, v76
	v_or_b32_e32 v69, 0x43, v76
	v_or_b32_e32 v70, 0x42, v76
	v_or_b32_e32 v71, 0x41, v76
	v_or_b32_e32 v72, 64, v76
	v_or_b32_e32 v73, 7, v76
	v_or_b32_e32 v74, 6, v76
	v_or_b32_e32 v75, 5, v76
	v_or_b32_e32 v77, 4, v76
	v_cmp_gt_i32_e64 s15, s23, v97
	v_or_b32_e32 v95, s11, v79
	v_or_b32_e32 v82, s11, v65
	v_cmp_gt_i32_e64 s14, s23, v96
	v_add_lshl_u32 v5, v8, v76, 1
	v_or_b32_e32 v81, s11, v64
	v_or_b32_e32 v94, s11, v78
	v_or_b32_e32 v83, s11, v67
	v_cvt_f16_f32_e32 v9.l, v9
	v_cvt_f16_f32_e32 v103.l, v2
	v_cvt_f16_f32_e32 v2.l, v4
	v_cvt_f16_f32_e32 v4.l, v6
	v_add_lshl_u32 v6, v8, v80, 1
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
	v_cvt_f16_f32_e32 v32.l, v32
	v_cmp_gt_i32_e64 s1, s23, v82
	v_cndmask_b32_e64 v82, 0x80000000, v5, s19
	s_and_b32 s19, s18, s14
	v_cmp_gt_i32_e64 s12, s23, v94
	v_cmp_gt_i32_e64 s0, s23, v81
	v_add_lshl_u32 v81, v8, v79, 1
	v_cmp_gt_i32_e64 s2, s23, v83
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v83, 0x80000000, v6, s19
	v_mad_co_u64_u32 v[5:6], null, s24, 48, v[8:9]
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
	v_add_lshl_u32 v6, v8, v78, 1
	s_and_b32 s19, s18, s13
	v_cvt_f16_f32_e32 v33.l, v33
	buffer_store_b16 v32, v82, s[20:23], null offen
	v_add_lshl_u32 v32, v8, v77, 1
	v_cvt_f16_f32_e32 v34.l, v34
	v_cndmask_b32_e64 v81, 0x80000000, v81, s19
	s_and_b32 s19, s18, s12
	v_cvt_f16_f32_e32 v35.l, v35
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v6, 0x80000000, v6, s19
	s_and_b32 s19, s18, s11
	v_cvt_f16_f32_e32 v36.l, v36
	s_clause 0x1
	buffer_store_b16 v33, v83, s[20:23], null offen
	buffer_store_b16 v34, v81, s[20:23], null offen
	v_add_lshl_u32 v33, v8, v75, 1
	v_cndmask_b32_e64 v32, 0x80000000, v32, s19
	v_add_lshl_u32 v34, v8, v74, 1
	s_and_b32 s19, s18, s10
	s_clause 0x1
	buffer_store_b16 v35, v6, s[20:23], null offen
	buffer_store_b16 v36, v32, s[20:23], null offen
	v_add_lshl_u32 v6, v8, v73, 1
	v_cndmask_b32_e64 v33, 0x80000000, v33, s19
	s_and_b32 s19, s18, s9
	v_cvt_f16_f32_e32 v37.l, v37
	v_add_lshl_u32 v32, v8, v72, 1
	v_cvt_f16_f32_e32 v38.l, v38
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v34, 0x80000000, v34, s19
	s_and_b32 s19, s18, s8
	v_cvt_f16_f32_e32 v39.l, v39
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v6, 0x80000000, v6, s19
	s_and_b32 s19, s18, s7
	v_cvt_f16_f32_e32 v56.l, v56
	s_clause 0x1
	buffer_store_b16 v37, v33, s[20:23], null offen
	buffer_store_b16 v38, v34, s[20:23], null offen
	v_add_lshl_u32 v33, v8, v71, 1
	v_cndmask_b32_e64 v32, 0x80000000, v32, s19
	v_add_lshl_u32 v34, v8, v70, 1
	s_and_b32 s19, s18, s6
	s_clause 0x1
	buffer_store_b16 v39, v6, s[20:23], null offen
	buffer_store_b16 v56, v32, s[20:23], null offen
	v_add_lshl_u32 v6, v8, v69, 1
	v_cndmask_b32_e64 v33, 0x80000000, v33, s19
	s_and_b32 s19, s18, s5
	v_add_lshl_u32 v32, v8, v68, 1
	v_cvt_f16_f32_e32 v57.l, v57
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v34, 0x80000000, v34, s19
	s_and_b32 s19, s18, s4
	v_cvt_f16_f32_e32 v58.l, v58
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v6, 0x80000000, v6, s19
	s_and_b32 s19, s18, s3
	v_cvt_f16_f32_e32 v59.l, v59
	v_cvt_f16_f32_e32 v60.l, v60
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v32, 0x80000000, v32, s19
	v_cvt_f16_f32_e32 v102.l, v1
	v_cvt_f16_f32_e32 v1.l, v7
	v_lshl_add_u32 v7, s24, 4, v8
	s_clause 0x1
	buffer_store_b16 v57, v33, s[20:23], null offen
	buffer_store_b16 v58, v34, s[20:23], null offen
	v_add_lshl_u32 v33, v8, v67, 1
	v_add_lshl_u32 v34, v8, v65, 1
	s_and_b32 s19, s18, s2
	s_clause 0x1
	buffer_store_b16 v59, v6, s[20:23], null offen
	buffer_store_b16 v60, v32, s[20:23], null offen
	v_add_lshl_u32 v6, v8, v64, 1
	v_lshl_add_u32 v104, s24, 5, v8
	v_cndmask_b32_e64 v33, 0x80000000, v33, s19
	s_and_b32 s19, s18, s1
	v_add_lshl_u32 v8, v7, v76, 1
	v_cvt_f16_f32_e32 v61.l, v61
	s_and_b32 s18, s18, s0
	v_cvt_f16_f32_e32 v62.l, v62
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v34, 0x80000000, v34, s19
	v_cndmask_b32_e64 v6, 0x80000000, v6, s18
	s_and_b32 s18, s17, s15
	v_cvt_f16_f32_e32 v63.l, v63
	v_add_lshl_u32 v32, v7, v80, 1
	v_cvt_f16_f32_e32 v48.l, v48
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v8, 0x80000000, v8, s18
	s_clause 0x1
	buffer_store_b16 v61, v33, s[20:23], null offen
	buffer_store_b16 v62, v34, s[20:23], null offen
	v_add_lshl_u32 v33, v7, v79, 1
	s_and_b32 s18, s17, s14
	s_clause 0x1
	buffer_store_b16 v63, v6, s[20:23], null offen
	buffer_store_b16 v48, v8, s[20:23], null offen
	v_cndmask_b32_e64 v32, 0x80000000, v32, s18
	s_and_b32 s18, s17, s13
	v_add_lshl_u32 v6, v7, v78, 1
	v_cvt_f16_f32_e32 v49.l, v49
	v_cvt_f16_f32_e32 v50.l, v50
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v33, 0x80000000, v33, s18
	v_add_lshl_u32 v8, v7, v77, 1
	s_and_b32 s18, s17, s12
	v_cvt_f16_f32_e32 v51.l, v51
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v6, 0x80000000, v6, s18
	s_and_b32 s18, s17, s11
	s_clause 0x1
	buffer_store_b16 v49, v32, s[20:23], null offen
	buffer_store_b16 v50, v33, s[20:23], null offen
	v_add_lshl_u32 v32, v7, v75, 1
	v_cvt_f16_f32_e32 v52.l, v52
	v_cndmask_b32_e64 v8, 0x80000000, v8, s18
	v_add_lshl_u32 v33, v7, v74, 1
	s_and_b32 s18, s17, s10
	s_clause 0x1
	buffer_store_b16 v51, v6, s[20:23], null offen
	buffer_store_b16 v52, v8, s[20:23], null offen
	v_cndmask_b32_e64 v32, 0x80000000, v32, s18
	s_and_b32 s18, s17, s9
	v_add_lshl_u32 v6, v7, v73, 1
	v_cvt_f16_f32_e32 v53.l, v53
	v_cvt_f16_f32_e32 v54.l, v54
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v33, 0x80000000, v33, s18
	v_add_lshl_u32 v8, v7, v72, 1
	s_and_b32 s18, s17, s8
	v_cvt_f16_f32_e32 v55.l, v55
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v6, 0x80000000, v6, s18
	s_and_b32 s18, s17, s7
	s_clause 0x1
	buffer_store_b16 v53, v32, s[20:23], null offen
	buffer_store_b16 v54, v33, s[20:23], null offen
	v_add_lshl_u32 v32, v7, v71, 1
	v_cvt_f16_f32_e32 v40.l, v40
	v_cndmask_b32_e64 v8, 0x80000000, v8, s18
	v_add_lshl_u32 v33, v7, v70, 1
	s_and_b32 s18, s17, s6
	s_clause 0x1
	buffer_store_b16 v55, v6, s[20:23], null offen
	buffer_store_b16 v40, v8, s[20:23], null offen
	v_cndmask_b32_e64 v32, 0x80000000, v32, s18
	s_and_b32 s18, s17, s5
	v_add_lshl_u32 v6, v7, v69, 1
	v_cvt_f16_f32_e32 v41.l, v41
	v_cvt_f16_f32_e32 v42.l, v42
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v33, 0x80000000, v33, s18
	v_add_lshl_u32 v8, v7, v68, 1
	s_and_b32 s18, s17, s4
	v_cvt_f16_f32_e32 v43.l, v43
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v6, 0x80000000, v6, s18
	s_and_b32 s18, s17, s3
	s_clause 0x1
	buffer_store_b16 v41, v32, s[20:23], null offen
	buffer_store_b16 v42, v33, s[20:23], null offen
	v_add_lshl_u32 v32, v7, v67, 1
	v_cvt_f16_f32_e32 v44.l, v44
	v_cndmask_b32_e64 v8, 0x80000000, v8, s18
	v_add_lshl_u32 v33, v7, v65, 1
	s_and_b32 s18, s17, s2
	s_clause 0x1
	buffer_store_b16 v43, v6, s[20:23], null offen
	buffer_store_b16 v44, v8, s[20:23], null offen
	v_cndmask_b32_e64 v32, 0x80000000, v32, s18
	s_and_b32 s18, s17, s1
	v_add_lshl_u32 v6, v7, v64, 1
	v_cvt_f16_f32_e32 v45.l, v45
	v_cvt_f16_f32_e32 v46.l, v46
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v33, 0x80000000, v33, s18
	v_add_lshl_u32 v7, v104, v76, 1
	s_and_b32 s17, s17, s0
	v_add_lshl_u32 v8, v104, v80, 1
	v_cndmask_b32_e64 v6, 0x80000000, v6, s17
	s_and_b32 s17, s16, s15
	v_cvt_f16_f32_e32 v47.l, v47
	s_clause 0x1
	buffer_store_b16 v45, v32, s[20:23], null offen
	buffer_store_b16 v46, v33, s[20:23], null offen
	v_add_lshl_u32 v32, v104, v79, 1
	v_cvt_f16_f32_e32 v24.l, v24
	v_cndmask_b32_e64 v7, 0x80000000, v7, s17
	s_and_b32 s17, s16, s14
	v_cvt_f16_f32_e32 v25.l, v25
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v8, 0x80000000, v8, s17
	s_and_b32 s17, s16, s13
	v_cvt_f16_f32_e32 v26.l, v26
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v32, 0x80000000, v32, s17
	s_clause 0x1
	buffer_store_b16 v47, v6, s[20:23], null offen
	buffer_store_b16 v24, v7, s[20:23], null offen
	v_add_lshl_u32 v6, v104, v78, 1
	v_add_lshl_u32 v7, v104, v77, 1
	s_and_b32 s17, s16, s12
	s_clause 0x1
	buffer_store_b16 v25, v8, s[20:23], null offen
	buffer_store_b16 v26, v32, s[20:23], null offen
	v_add_lshl_u32 v8, v104, v75, 1
	v_cndmask_b32_e64 v6, 0x80000000, v6, s17
	s_and_b32 s17, s16, s11
	v_cvt_f16_f32_e32 v27.l, v27
	v_add_lshl_u32 v24, v104, v74, 1
	v_cvt_f16_f32_e32 v28.l, v28
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v7, 0x80000000, v7, s17
	s_and_b32 s17, s16, s10
	v_cvt_f16_f32_e32 v29.l, v29
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v8, 0x80000000, v8, s17
	s_and_b32 s17, s16, s9
	v_cvt_f16_f32_e32 v30.l, v30
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v24, 0x80000000, v24, s17
	s_clause 0x1
	buffer_store_b16 v27, v6, s[20:23], null offen
	buffer_store_b16 v28, v7, s[20:23], null offen
	v_add_lshl_u32 v6, v104, v73, 1
	v_add_lshl_u32 v7, v104, v72, 1
	s_and_b32 s17, s16, s8
	s_clause 0x1
	buffer_store_b16 v29, v8, s[20:23], null offen
	buffer_store_b16 v30, v24, s[20:23], null offen
	v_add_lshl_u32 v8, v104, v71, 1
	v_cndmask_b32_e64 v6, 0x80000000, v6, s17
	s_and_b32 s17, s16, s7
	v_cvt_f16_f32_e32 v31.l, v31
	v_add_lshl_u32 v24, v104, v70, 1
	v_cvt_f16_f32_e32 v16.l, v16
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v7, 0x80000000, v7, s17
	s_and_b32 s17, s16, s6
	v_cvt_f16_f32_e32 v17.l, v17
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v8, 0x80000000, v8, s17
	s_and_b32 s17, s16, s5
	v_cvt_f16_f32_e32 v18.l, v18
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v24, 0x80000000, v24, s17
	s_clause 0x1
	buffer_store_b16 v31, v6, s[20:23], null offen
	buffer_store_b16 v16, v7, s[20:23], null offen
	v_add_lshl_u32 v6, v104, v69, 1
	v_add_lshl_u32 v7, v104, v68, 1
	s_and_b32 s17, s16, s4
	s_clause 0x1
	buffer_store_b16 v17, v8, s[20:23], null offen
	buffer_store_b16 v18, v24, s[20:23], null offen
	v_add_lshl_u32 v8, v104, v67, 1
	v_cndmask_b32_e64 v6, 0x80000000, v6, s17
	s_and_b32 s17, s16, s3
	v_add_lshl_u32 v16, v104, v65, 1
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v7, 0x80000000, v7, s17
	s_and_b32 s17, s16, s2
	v_cvt_f16_f32_e32 v19.l, v19
	v_cvt_f16_f32_e32 v20.l, v20
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v8, 0x80000000, v8, s17
	s_and_b32 s17, s16, s1
	v_cvt_f16_f32_e32 v21.l, v21
	v_cvt_f16_f32_e32 v22.l, v22
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v16, 0x80000000, v16, s17
	s_clause 0x1
	buffer_store_b16 v19, v6, s[20:23], null offen
	buffer_store_b16 v20, v7, s[20:23], null offen
	v_add_lshl_u32 v6, v104, v64, 1
	v_add_lshl_u32 v7, v5, v76, 1
	s_clause 0x1
	buffer_store_b16 v21, v8, s[20:23], null offen
	buffer_store_b16 v22, v16, s[20:23], null offen
	v_add_lshl_u32 v8, v5, v80, 1
	s_and_b32 s16, s16, s0
	v_add_lshl_u32 v16, v5, v79, 1
	s_and_b32 s15, vcc_lo, s15
	v_cvt_f16_f32_e32 v23.l, v23
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v6, 0x80000000, v6, s16
	s_and_b32 s14, vcc_lo, s14
	v_cndmask_b32_e64 v7, 0x80000000, v7, s15
	s_and_b32 s13, vcc_lo, s13
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v8, 0x80000000, v8, s14
	v_cvt_f16_f32_e32 v10.l, v10
	v_cndmask_b32_e64 v16, 0x80000000, v16, s13
	s_clause 0x1
	buffer_store_b16 v23, v6, s[20:23], null offen
	buffer_store_b16 v101, v7, s[20:23], null offen
	v_add_lshl_u32 v6, v5, v78, 1
	v_add_lshl_u32 v7, v5, v77, 1
	s_clause 0x1
	buffer_store_b16 v9, v8, s[20:23], null offen
	buffer_store_b16 v10, v16, s[20:23], null offen
	v_add_lshl_u32 v8, v5, v75, 1
	s_and_b32 s12, vcc_lo, s12
	v_add_lshl_u32 v9, v5, v74, 1
	s_and_b32 s11, vcc_lo, s11
	v_cvt_f16_f32_e32 v11.l, v11
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v6, 0x80000000, v6, s12
	s_and_b32 s10, vcc_lo, s10
	v_cvt_f16_f32_e32 v12.l, v12
	v_cndmask_b32_e64 v7, 0x80000000, v7, s11
	s_and_b32 s9, vcc_lo, s9
	v_cvt_f16_f32_e32 v13.l, v13
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v8, 0x80000000, v8, s10
	v_cvt_f16_f32_e32 v14.l, v14
	v_cndmask_b32_e64 v9, 0x80000000, v9, s9
	s_clause 0x1
	buffer_store_b16 v11, v6, s[20:23], null offen
	buffer_store_b16 v12, v7, s[20:23], null offen
	v_add_lshl_u32 v6, v5, v73, 1
	v_add_lshl_u32 v7, v5, v72, 1
	s_clause 0x1
	buffer_store_b16 v13, v8, s[20:23], null offen
	buffer_store_b16 v14, v9, s[20:23], null offen
	v_add_lshl_u32 v8, v5, v71, 1
	s_and_b32 s8, vcc_lo, s8
	v_add_lshl_u32 v9, v5, v70, 1
	s_and_b32 s7, vcc_lo, s7
	v_cvt_f16_f32_e32 v15.l, v15
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v6, 0x80000000, v6, s8
	s_and_b32 s6, vcc_lo, s6
	v_cndmask_b32_e64 v7, 0x80000000, v7, s7
	s_and_b32 s5, vcc_lo, s5
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v8, 0x80000000, v8, s6
	v_cndmask_b32_e64 v9, 0x80000000, v9, s5
	s_clause 0x1
	buffer_store_b16 v15, v6, s[20:23], null offen
	buffer_store_b16 v66, v7, s[20:23], null offen
	v_add_lshl_u32 v6, v5, v69, 1
	v_add_lshl_u32 v7, v5, v68, 1
	s_clause 0x1
	buffer_store_b16 v102, v8, s[20:23], null offen
	buffer_store_b16 v103, v9, s[20:23], null offen
	v_add_lshl_u32 v8, v5, v67, 1
	s_and_b32 s4, vcc_lo, s4
	v_add_lshl_u32 v9, v5, v65, 1
	s_and_b32 s3, vcc_lo, s3
	v_add_lshl_u32 v5, v5, v64, 1
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v6, 0x80000000, v6, s4
	s_and_b32 s2, vcc_lo, s2
	v_cndmask_b32_e64 v7, 0x80000000, v7, s3
	s_and_b32 s1, vcc_lo, s1
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v8, 0x80000000, v8, s2
	s_and_b32 vcc_lo, vcc_lo, s0
	v_cndmask_b32_e64 v9, 0x80000000, v9, s1
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v5, 0x80000000, v5, vcc_lo
	s_clause 0x4
	buffer_store_b16 v0, v6, s[20:23], null offen
	buffer_store_b16 v2, v7, s[20:23], null offen
	buffer_store_b16 v3, v8, s[20:23], null offen
	buffer_store_b16 v4, v9, s[20:23], null offen
	buffer_store_b16 v1, v5, s[20:23], null offen
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
		.amdhsa_next_free_vgpr 241
		.amdhsa_next_free_sgpr 70
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size ((instprefsize(.Lfunc_end0-matmul_kernel)<<4)&4080)>>4
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
	.set .Lmatmul_kernel.num_vgpr, 181
	.set .Lmatmul_kernel.num_agpr, 0
	.set .Lmatmul_kernel.numbered_sgpr, 70
	.set .Lmatmul_kernel.num_named_barrier, 0
	.set .Lmatmul_kernel.private_seg_size, 0
	.set .Lmatmul_kernel.uses_vcc, 1
	.set .Lmatmul_kernel.uses_flat_scratch, 0
	.set .Lmatmul_kernel.has_dyn_sized_stack, 0
	.set .Lmatmul_kernel.has_recursion, 0
	.set .Lmatmul_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 11472
; TotalNumSgprs: 72
; NumVgprs: 181
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 30
; NumSGPRsForWavesPerEU: 72
; NumVGPRsForWavesPerEU: 241
; Occupancy: 5
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
    .sgpr_count:     72
    .sgpr_spill_count: 0
    .symbol:         matmul_kernel.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     181
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgpu12.00-amd-amdhsa-unknown-gfx1200
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
