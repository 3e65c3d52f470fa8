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
	s_bfe_u32 s8, ttmp8, 0x50019
	s_load_b96 s[12:14], s[0:1], 0x20
	v_and_b32_e32 v64, 31, v0
	v_lshrrev_b32_e32 v67, 1, v0
	v_and_b32_e32 v65, 15, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v69, 5, v65
	s_wait_kmcnt 0x0
	s_add_co_i32 s2, s23, 0x7f
	s_add_co_i32 s7, s22, 63
	s_ashr_i32 s3, s2, 31
	s_ashr_i32 s10, s7, 31
	s_lshr_b32 s3, s3, 25
	s_lshr_b32 s10, s10, 26
	s_add_co_i32 s2, s2, s3
	s_add_co_i32 s7, s7, s10
	s_ashr_i32 s2, s2, 7
	s_ashr_i32 s7, s7, 6
	s_lshl_b32 s3, s2, 3
	s_xor_b32 s2, ttmp9, s2
	s_abs_i32 s4, s3
	s_ashr_i32 s2, s2, 31
	s_cvt_f32_u32 s5, s4
	s_sub_co_i32 s9, 0, s4
	v_cmp_gt_i32_e32 vcc_lo, s12, v64
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_s_rcp_f32 s5, s5
	s_mul_f32 s5, s5, 0x4f7ffffe
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_cvt_u32_f32 s5, s5
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s9, s9, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_hi_u32 s9, s5, s9
	s_add_co_i32 s5, s5, s9
	s_wait_alu depctr_sa_sdst(0)
	s_mul_hi_u32 s5, s6, s5
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s9, s5, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s6, s6, s9
	s_add_co_i32 s9, s5, 1
	s_sub_co_i32 s10, s6, s4
	s_cmp_ge_u32 s6, s4
	s_cselect_b32 s5, s9, s5
	s_cselect_b32 s6, s10, s6
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s9, s5, 1
	s_cmp_ge_u32 s6, s4
	s_cselect_b32 s4, s9, s5
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s4, s4, s2
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s2, s4, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b32 s5, s2, 3
	s_mul_i32 s2, s2, s3
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s4, s7, s5
	s_sub_co_i32 s2, ttmp9, s2
	s_wait_alu depctr_sa_sdst(0)
	s_min_i32 s6, s4, 8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_2)
	s_abs_i32 s4, s6
	s_wait_alu depctr_sa_sdst(0)
	s_cvt_f32_u32 s7, s4
	s_sub_co_i32 s9, 0, s4
	v_s_rcp_f32 s7, s7
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_mul_f32 s7, s7, 0x4f7ffffe
	s_wait_alu depctr_sa_sdst(0)
	s_cvt_u32_f32 s7, s7
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s9, s9, s7
	s_mul_hi_u32 s3, s7, s9
	s_abs_i32 s9, s2
	s_add_co_i32 s7, s7, s3
	s_wait_alu depctr_sa_sdst(0)
	s_mul_hi_u32 s3, s9, s7
	s_xor_b32 s7, s2, s6
	s_mul_i32 s10, s3, s4
	s_wait_alu depctr_sa_sdst(0)
	s_ashr_i32 s7, s7, 31
	s_sub_co_i32 s9, s9, s10
	s_add_co_i32 s10, s3, 1
	s_sub_co_i32 s11, s9, s4
	s_cmp_ge_u32 s9, s4
	s_cselect_b32 s3, s10, s3
	s_cselect_b32 s9, s11, s9
	s_add_co_i32 s10, s3, 1
	s_cmp_ge_u32 s9, s4
	s_cselect_b32 s3, s10, s3
	s_abs_i32 s4, s22
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s3, s3, s7
	s_cvt_f32_u32 s9, s4
	s_sub_co_i32 s3, s3, s7
	s_and_b32 s10, s8, 3
	s_mul_i32 s6, s3, s6
	v_s_rcp_f32 s9, s9
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s2, s2, s6
	s_sub_co_i32 s6, 0, s4
	s_add_co_i32 s2, s2, s5
	s_lshl_b32 s11, s8, 5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	s_and_b32 s24, s11, 0x60
	s_mul_f32 s7, s9, 0x4f7ffffe
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(SALU_CYCLE_2)
	s_cvt_u32_f32 s5, s7
	s_lshl_b32 s7, s2, 6
	s_bfe_i32 s2, s2, 0x10019
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s9, s7, s10
	s_mul_i32 s10, s6, s5
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s6, s9, s2
	s_mul_hi_u32 s9, s5, s10
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s10, s6, s2
	s_add_co_i32 s5, s5, s9
	s_wait_alu depctr_sa_sdst(0)
	s_mul_hi_u32 s9, s10, s5
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s9, s9, s4
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s8, s10, s9
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s9, s8, s4
	s_cmp_ge_u32 s8, s4
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s8, s9, s8
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s9, s8, s4
	s_cmp_ge_u32 s8, s4
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s8, s9, s8
	s_add_co_i32 s9, s6, 4
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s8, s8, s2
	s_xor_b32 s9, s9, s2
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s68, s8, s2
	s_mul_hi_u32 s10, s9, s5
	s_mul_i32 s68, s68, s13
	s_mul_i32 s10, s10, s4
	v_add_nc_u32_e32 v1, s68, v64
	s_sub_co_i32 s9, s9, s10
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s8, s9, s4
	s_cmp_ge_u32 s9, s4
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s8, s8, s9
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s9, s8, s4
	s_cmp_ge_u32 s8, s4
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s8, s9, s8
	s_add_co_i32 s9, s6, 8
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s8, s8, s2
	s_xor_b32 s9, s9, s2
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s67, s8, s2
	s_mul_hi_u32 s10, s9, s5
	s_mul_i32 s67, s67, s13
	s_mul_i32 s10, s10, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s9, s9, s10
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s8, s9, s4
	s_cmp_ge_u32 s9, s4
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s8, s8, s9
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s9, s8, s4
	s_cmp_ge_u32 s8, s4
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s8, s9, s8
	s_add_co_i32 s9, s6, 12
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s8, s8, s2
	s_xor_b32 s9, s9, s2
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s66, s8, s2
	s_mul_hi_u32 s10, s9, s5
	s_mul_i32 s66, s66, s13
	s_mul_i32 s10, s10, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s9, s9, s10
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s8, s9, s4
	s_cmp_ge_u32 s9, s4
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s8, s8, s9
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s9, s8, s4
	s_cmp_ge_u32 s8, s4
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s8, s9, s8
	s_add_co_i32 s9, s6, 16
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s8, s8, s2
	s_xor_b32 s9, s9, s2
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s65, s8, s2
	s_mul_hi_u32 s10, s9, s5
	s_mul_i32 s65, s65, s13
	s_mul_i32 s10, s10, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s9, s9, s10
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s8, s9, s4
	s_cmp_ge_u32 s9, s4
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s8, s8, s9
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s9, s8, s4
	s_cmp_ge_u32 s8, s4
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s8, s9, s8
	s_add_co_i32 s9, s6, 20
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s8, s8, s2
	s_xor_b32 s9, s9, s2
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s64, s8, s2
	s_mul_hi_u32 s10, s9, s5
	s_mul_i32 s64, s64, s13
	s_mul_i32 s10, s10, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s9, s9, s10
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s8, s9, s4
	s_cmp_ge_u32 s9, s4
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s8, s8, s9
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s9, s8, s4
	s_cmp_ge_u32 s8, s4
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s8, s9, s8
	s_add_co_i32 s9, s6, 24
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s8, s8, s2
	s_xor_b32 s9, s9, s2
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s63, s8, s2
	s_mul_hi_u32 s10, s9, s5
	s_mul_i32 s63, s63, s13
	s_mul_i32 s10, s10, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s9, s9, s10
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s8, s9, s4
	s_cmp_ge_u32 s9, s4
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s8, s8, s9
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s9, s8, s4
	s_cmp_ge_u32 s8, s4
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s8, s9, s8
	s_add_co_i32 s9, s6, 28
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s8, s8, s2
	s_xor_b32 s9, s9, s2
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s62, s8, s2
	s_mul_hi_u32 s10, s9, s5
	s_mul_i32 s62, s62, s13
	s_mul_i32 s10, s10, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s9, s9, s10
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s8, s9, s4
	s_cmp_ge_u32 s9, s4
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s8, s8, s9
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s9, s8, s4
	s_cmp_ge_u32 s8, s4
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s8, s9, s8
	s_add_co_i32 s9, s6, 32
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s8, s8, s2
	s_xor_b32 s9, s9, s2
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s61, s8, s2
	s_mul_hi_u32 s10, s9, s5
	s_mul_i32 s61, s61, s13
	s_mul_i32 s10, s10, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s9, s9, s10
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s8, s9, s4
	s_cmp_ge_u32 s9, s4
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s8, s8, s9
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s9, s8, s4
	s_cmp_ge_u32 s8, s4
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s8, s9, s8
	s_add_co_i32 s9, s6, 36
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s8, s8, s2
	s_xor_b32 s9, s9, s2
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s60, s8, s2
	s_mul_hi_u32 s10, s9, s5
	s_mul_i32 s60, s60, s13
	s_mul_i32 s10, s10, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s9, s9, s10
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s8, s9, s4
	s_cmp_ge_u32 s9, s4
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s8, s8, s9
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s9, s8, s4
	s_cmp_ge_u32 s8, s4
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s8, s9, s8
	s_add_co_i32 s9, s6, 40
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s8, s8, s2
	s_xor_b32 s9, s9, s2
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s59, s8, s2
	s_mul_hi_u32 s10, s9, s5
	s_mul_i32 s59, s59, s13
	s_mul_i32 s10, s10, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s9, s9, s10
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s8, s9, s4
	s_cmp_ge_u32 s9, s4
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s8, s8, s9
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s9, s8, s4
	s_cmp_ge_u32 s8, s4
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s8, s9, s8
	s_add_co_i32 s9, s6, 44
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s8, s8, s2
	s_xor_b32 s9, s9, s2
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s58, s8, s2
	s_mul_hi_u32 s10, s9, s5
	s_mul_i32 s58, s58, s13
	s_mul_i32 s10, s10, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s9, s9, s10
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s8, s9, s4
	s_cmp_ge_u32 s9, s4
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s8, s8, s9
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s9, s8, s4
	s_cmp_ge_u32 s8, s4
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s8, s9, s8
	s_add_co_i32 s9, s6, 48
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s8, s8, s2
	s_xor_b32 s9, s9, s2
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s57, s8, s2
	s_mul_hi_u32 s10, s9, s5
	s_mul_i32 s57, s57, s13
	s_mul_i32 s10, s10, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s9, s9, s10
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s8, s9, s4
	s_cmp_ge_u32 s9, s4
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s8, s8, s9
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s9, s8, s4
	s_cmp_ge_u32 s8, s4
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s8, s9, s8
	s_add_co_i32 s9, s6, 52
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s8, s8, s2
	s_xor_b32 s9, s9, s2
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s56, s8, s2
	s_mul_hi_u32 s10, s9, s5
	s_mul_i32 s56, s56, s13
	s_mul_i32 s10, s10, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s9, s9, s10
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s8, s9, s4
	s_cmp_ge_u32 s9, s4
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s8, s8, s9
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s9, s8, s4
	s_cmp_ge_u32 s8, s4
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s10, s9, s8
	s_add_co_i32 s15, s6, 56
	s_mov_b64 s[8:9], s[18:19]
	s_xor_b32 s15, s15, s2
	s_xor_b32 s10, s10, s2
	s_mul_hi_u32 s18, s15, s5
	s_sub_co_i32 s55, s10, s2
	s_mul_i32 s18, s18, s4
	s_mul_i32 s55, s55, s13
	s_sub_co_i32 s15, s15, s18
	s_mov_b32 s19, 0x31027000
	s_sub_co_i32 s10, s15, s4
	s_cmp_ge_u32 s15, s4
	s_mov_b32 s18, 0x7ffffffe
	s_cselect_b32 s15, s10, s15
	s_mov_b32 s10, s18
	s_sub_co_i32 s25, s15, s4
	s_cmp_ge_u32 s15, s4
	s_cselect_b32 s15, s25, s15
	s_add_co_i32 s6, s6, 60
	s_xor_b32 s15, s15, s2
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s6, s6, s2
	s_sub_co_i32 s54, s15, s2
	s_wait_alu depctr_sa_sdst(0)
	s_mul_hi_u32 s5, s6, s5
	s_mul_i32 s54, s54, s13
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s5, s5, s4
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s5, s6, s5
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s6, s5, s4
	s_cmp_ge_u32 s5, s4
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s5, s6, s5
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s6, s5, s4
	s_cmp_ge_u32 s5, s4
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s6, s5
	s_abs_i32 s5, s23
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s4, s4, s2
	s_cvt_f32_u32 s6, s5
	s_sub_co_i32 s25, 0, s5
	s_lshl_b32 s15, s3, 7
	s_bfe_i32 s3, s3, 0x10018
	s_wait_alu depctr_sa_sdst(0)
	v_s_rcp_f32 s6, s6
	s_sub_co_i32 s53, s4, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	s_mul_i32 s53, s53, s13
	s_mul_f32 s6, s6, 0x4f7ffffe
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_cvt_u32_f32 s6, s6
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s25, s25, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_hi_u32 s25, s6, s25
	s_add_co_i32 s6, s6, s25
	s_add_co_i32 s25, s12, 31
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_gt_i32 s25, 31
	s_cselect_b32 s13, -1, 0
	s_and_b32 s17, s17, 0xffff
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 vcc_lo, vcc_lo, s13
	s_add_co_i32 s4, s12, -1
	v_cndmask_b32_e32 v1, 0x80000000, v1, vcc_lo
	v_or_b32_e32 v32, s11, v64
	v_add_nc_u32_e32 v16, s55, v64
	v_add_nc_u32_e32 v2, s67, v64
	v_add_nc_u32_e32 v3, s66, v64
	v_add_nc_u32_e32 v4, s65, v64
	v_and_b32_e32 v33, 0x7f, v32
	v_add_nc_u32_e32 v5, s64, v64
	v_add_nc_u32_e32 v6, s63, v64
	v_add_nc_u32_e32 v8, s62, v64
	v_add_nc_u32_e32 v9, s61, v64
	v_or_b32_e32 v7, s15, v33
	v_add_nc_u32_e32 v11, s60, v64
	v_dual_cndmask_b32 v2, 0x80000000, v2 :: v_dual_cndmask_b32 v3, 0x80000000, v3
	v_dual_cndmask_b32 v4, 0x80000000, v4 :: v_dual_cndmask_b32 v5, 0x80000000, v5
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v7, s3, v7
	v_dual_cndmask_b32 v6, 0x80000000, v6 :: v_dual_cndmask_b32 v9, 0x80000000, v9
	v_dual_cndmask_b32 v8, 0x80000000, v8 :: v_dual_cndmask_b32 v11, 0x80000000, v11
	v_xor_b32_e32 v7, s3, v7
	s_clause 0x7
	buffer_load_u8 v79, v1, s[16:19], null offen
	buffer_load_u8 v80, v2, s[16:19], null offen
	buffer_load_u8 v81, v3, s[16:19], null offen
	buffer_load_u8 v82, v4, s[16:19], null offen
	buffer_load_u8 v83, v5, s[16:19], null offen
	buffer_load_u8 v84, v6, s[16:19], null offen
	buffer_load_u8 v85, v8, s[16:19], null offen
	buffer_load_u8 v86, v9, s[16:19], null offen
	v_add_nc_u32_e32 v12, s59, v64
	v_add_nc_u32_e32 v13, s58, v64
	s_cmp_lt_u32 s4, 0x7fffffe0
	v_mul_hi_u32 v10, v7, s6
	v_add_nc_u32_e32 v14, s57, v64
	v_add_nc_u32_e32 v15, s56, v64
	v_add_nc_u32_e32 v17, s54, v64
	v_dual_cndmask_b32 v12, 0x80000000, v12 :: v_dual_cndmask_b32 v13, 0x80000000, v13
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_dual_cndmask_b32 v14, 0x80000000, v14 :: v_dual_cndmask_b32 v15, 0x80000000, v15
	v_mul_lo_u32 v10, v10, s5
	v_cndmask_b32_e32 v17, 0x80000000, v17, vcc_lo
	s_mov_b32 s11, s19
	v_lshrrev_b32_e32 v66, 1, v32
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v7, v7, v10
	v_add_nc_u32_e32 v10, s53, v64
	v_subrev_nc_u32_e32 v18, s5, v7
	v_cmp_le_u32_e64 s2, s5, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v10, 0x80000000, v10, vcc_lo
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v7, v7, v18, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_subrev_nc_u32_e32 v18, s5, v7
	v_cmp_le_u32_e64 s2, s5, v7
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v7, v7, v18, s2
	s_cselect_b32 s2, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v7, s3, v7
	v_subrev_nc_u32_e32 v78, s3, v7
	v_cndmask_b32_e32 v7, 0x80000000, v16, vcc_lo
	s_add_co_i32 s3, s12, -2
	s_clause 0x7
	buffer_load_u8 v87, v11, s[16:19], null offen
	buffer_load_u8 v88, v12, s[16:19], null offen
	buffer_load_u8 v89, v13, s[16:19], null offen
	buffer_load_u8 v90, v14, s[16:19], null offen
	buffer_load_u8 v91, v15, s[16:19], null offen
	buffer_load_u8 v92, v7, s[16:19], null offen
	buffer_load_u8 v93, v17, s[16:19], null offen
	buffer_load_u8 v94, v10, s[16:19], null offen
	s_cmp_lt_u32 s3, 0x7fffffdf
	v_add_nc_u32_e32 v16, s14, v78
	s_cselect_b32 s3, -1, 0
	s_add_co_i32 s4, s12, -3
	v_cndmask_b32_e64 v3, 0x80000000, v78, s2
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_u32 s4, 0x7fffffde
	v_add_nc_u32_e32 v18, s14, v16
	s_cselect_b32 s4, -1, 0
	s_add_co_i32 s5, s12, -4
	v_cndmask_b32_e64 v5, 0x80000000, v16, s3
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_u32 s5, 0x7fffffdd
	v_add_nc_u32_e32 v19, s14, v18
	s_cselect_b32 vcc_lo, -1, 0
	s_add_co_i32 s5, s12, -5
	v_cndmask_b32_e64 v7, 0x80000000, v18, s4
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_u32 s5, 0x7fffffdc
	v_add_nc_u32_e32 v1, s14, v19
	s_cselect_b32 s5, -1, 0
	s_add_co_i32 s6, s12, -6
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_u32 s6, 0x7fffffdb
	v_add_nc_u32_e32 v2, s14, v1
	s_cselect_b32 s6, -1, 0
	s_add_co_i32 s26, s12, -7
	v_cndmask_b32_e64 v1, 0x80000000, v1, s5
	s_cmp_lt_u32 s26, 0x7fffffda
	v_add_nc_u32_e32 v4, s14, v2
	s_cselect_b32 s2, -1, 0
	s_add_co_i32 s26, s12, -8
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v2, 0x80000000, v2, s6
	s_cmp_lt_u32 s26, 0x7fffffd9
	v_add_nc_u32_e32 v6, s14, v4
	s_cselect_b32 s3, -1, 0
	s_add_co_i32 s26, s12, -9
	v_cndmask_b32_e64 v4, 0x80000000, v4, s2
	s_cmp_lt_u32 s26, 0x7fffffd8
	v_add_nc_u32_e32 v8, s14, v6
	s_cselect_b32 s4, -1, 0
	s_add_co_i32 s26, s12, -10
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v6, 0x80000000, v6, s3
	s_cmp_lt_u32 s26, 0x7fffffd7
	v_add_nc_u32_e32 v10, s14, v8
	v_cndmask_b32_e64 v8, 0x80000000, v8, s4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v11, s14, v10
	v_add_nc_u32_e32 v12, s14, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v13, s14, v12
	v_add_nc_u32_e32 v14, s14, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v15, s14, v14
	v_add_nc_u32_e32 v16, s14, v15
	v_cndmask_b32_e32 v9, 0x80000000, v19, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_add_co_i32 s26, s12, -11
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v10, 0x80000000, v10, vcc_lo
	s_cmp_lt_u32 s26, 0x7fffffd6
	v_add_nc_u32_e32 v17, s14, v16
	s_cselect_b32 s5, -1, 0
	s_add_co_i32 s26, s12, -12
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v11, 0x80000000, v11, s5
	s_cmp_lt_u32 s26, 0x7fffffd5
	v_add_nc_u32_e32 v18, s14, v17
	s_cselect_b32 s6, -1, 0
	s_add_co_i32 s26, s12, -13
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v12, 0x80000000, v12, s6
	s_cmp_lt_u32 s26, 0x7fffffd4
	v_add_nc_u32_e32 v19, s14, v18
	s_cselect_b32 s2, -1, 0
	s_add_co_i32 s26, s12, -14
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v13, 0x80000000, v13, s2
	s_cmp_lt_u32 s26, 0x7fffffd3
	v_add_nc_u32_e32 v20, s14, v19
	s_cselect_b32 s3, -1, 0
	s_add_co_i32 s26, s12, -15
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v14, 0x80000000, v14, s3
	s_cmp_lt_u32 s26, 0x7fffffd2
	v_add_nc_u32_e32 v21, s14, v20
	s_cselect_b32 s4, -1, 0
	s_add_co_i32 s26, s12, -16
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v15, 0x80000000, v15, s4
	s_cmp_lt_u32 s26, 0x7fffffd1
	v_add_nc_u32_e32 v22, s14, v21
	s_cselect_b32 vcc_lo, -1, 0
	s_sub_co_i32 s26, s12, 17
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v16, 0x80000000, v16, vcc_lo
	s_cmp_lt_u32 s26, 0x7fffffd0
	v_add_nc_u32_e32 v23, s14, v22
	s_cselect_b32 s5, -1, 0
	s_sub_co_i32 s26, s12, 18
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v17, 0x80000000, v17, s5
	s_cmp_lt_u32 s26, 0x7fffffcf
	v_add_nc_u32_e32 v24, s14, v23
	s_cselect_b32 s6, -1, 0
	s_sub_co_i32 s26, s12, 19
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v18, 0x80000000, v18, s6
	s_cmp_lt_u32 s26, 0x7fffffce
	v_add_nc_u32_e32 v25, s14, v24
	s_cselect_b32 s2, -1, 0
	s_sub_co_i32 s26, s12, 20
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v19, 0x80000000, v19, s2
	s_cmp_lt_u32 s26, 0x7fffffcd
	v_add_nc_u32_e32 v26, s14, v25
	s_cselect_b32 s3, -1, 0
	s_sub_co_i32 s26, s12, 21
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v20, 0x80000000, v20, s3
	s_cmp_lt_u32 s26, 0x7fffffcc
	v_add_nc_u32_e32 v27, s14, v26
	s_cselect_b32 s4, -1, 0
	s_sub_co_i32 s26, s12, 22
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v21, 0x80000000, v21, s4
	s_cmp_lt_u32 s26, 0x7fffffcb
	v_add_nc_u32_e32 v28, s14, v27
	s_cselect_b32 vcc_lo, -1, 0
	s_sub_co_i32 s26, s12, 23
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v22, 0x80000000, v22, vcc_lo
	s_cmp_lt_u32 s26, 0x7fffffca
	v_add_nc_u32_e32 v29, s14, v28
	s_cselect_b32 s5, -1, 0
	s_sub_co_i32 s26, s12, 24
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v23, 0x80000000, v23, s5
	s_cmp_lt_u32 s26, 0x7fffffc9
	v_add_nc_u32_e32 v30, s14, v29
	s_cselect_b32 s6, -1, 0
	s_sub_co_i32 s26, s12, 25
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v24, 0x80000000, v24, s6
	s_cmp_lt_u32 s26, 0x7fffffc8
	v_add_nc_u32_e32 v31, s14, v30
	s_cselect_b32 s2, -1, 0
	s_sub_co_i32 s26, s12, 26
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lt_u32 s26, 0x7fffffc7
	s_cselect_b32 s3, -1, 0
	s_sub_co_i32 s26, s12, 27
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v26, 0x80000000, v26, s3
	s_cmp_lt_u32 s26, 0x7fffffc6
	s_cselect_b32 s4, -1, 0
	s_sub_co_i32 s26, s12, 28
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lt_u32 s26, 0x7fffffc5
	s_cselect_b32 vcc_lo, -1, 0
	s_sub_co_i32 s26, s12, 29
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v28, 0x80000000, v28, vcc_lo
	s_cmp_lt_u32 s26, 0x7fffffc4
	s_cselect_b32 s5, -1, 0
	s_sub_co_i32 s26, s12, 30
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lt_u32 s26, 0x7fffffc3
	s_cselect_b32 s6, -1, 0
	s_sub_co_i32 s26, s12, 31
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v30, 0x80000000, v30, s6
	s_cmp_lt_u32 s26, 0x7fffffc2
	s_cselect_b32 s3, -1, 0
	s_sub_co_i32 s12, s12, 32
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_u32 s12, 0x7fffffc1
	s_cselect_b32 vcc_lo, -1, 0
	s_and_b32 s9, s9, 0xffff
	s_clause 0x1a
	buffer_load_u8 v95, v3, s[8:11], null offen
	buffer_load_u8 v96, v5, s[8:11], null offen
	buffer_load_u8 v97, v7, s[8:11], null offen
	buffer_load_u8 v98, v9, s[8:11], null offen
	buffer_load_u8 v99, v1, s[8:11], null offen
	buffer_load_u8 v100, v2, s[8:11], null offen
	buffer_load_u8 v101, v4, s[8:11], null offen
	buffer_load_u8 v102, v6, s[8:11], null offen
	buffer_load_u8 v103, v10, s[8:11], null offen
	buffer_load_u8 v104, v12, s[8:11], null offen
	buffer_load_u8 v105, v14, s[8:11], null offen
	buffer_load_u8 v106, v16, s[8:11], null offen
	buffer_load_u8 v107, v18, s[8:11], null offen
	buffer_load_u8 v108, v20, s[8:11], null offen
	buffer_load_u8 v109, v22, s[8:11], null offen
	buffer_load_u8 v110, v24, s[8:11], null offen
	buffer_load_u8 v111, v26, s[8:11], null offen
	buffer_load_u8 v112, v28, s[8:11], null offen
	buffer_load_u8 v113, v30, s[8:11], null offen
	buffer_load_u8 v114, v8, s[8:11], null offen
	buffer_load_u8 v115, v11, s[8:11], null offen
	buffer_load_u8 v116, v13, s[8:11], null offen
	buffer_load_u8 v117, v15, s[8:11], null offen
	buffer_load_u8 v118, v17, s[8:11], null offen
	buffer_load_u8 v119, v19, s[8:11], null offen
	buffer_load_u8 v120, v21, s[8:11], null offen
	buffer_load_u8 v121, v23, s[8:11], null offen
	v_dual_mov_b32 v7, 0 :: v_dual_lshlrev_b32 v68, 1, v0
	s_cmp_lt_i32 s25, 64
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_mov_b32_e32 v52, v7
	v_dual_mov_b32 v61, v7 :: v_dual_add_nc_u32 v34, s14, v31
	v_mov_b32_e32 v42, v7
	v_cndmask_b32_e64 v2, 0x80000000, v25, s2
	v_dual_mov_b32 v40, v7 :: v_dual_cndmask_b32 v1, 0x80000000, v34
	v_cndmask_b32_e64 v3, 0x80000000, v27, s4
	v_mov_b32_e32 v54, v7
	v_cndmask_b32_e64 v4, 0x80000000, v29, s5
	v_cndmask_b32_e64 v5, 0x80000000, v31, s3
	s_clause 0x4
	buffer_load_u8 v122, v1, s[8:11], null offen
	buffer_load_u8 v123, v2, s[8:11], null offen
	buffer_load_u8 v124, v3, s[8:11], null offen
	buffer_load_u8 v125, v4, s[8:11], null offen
	buffer_load_u8 v126, v5, s[8:11], null offen
	v_dual_mov_b32 v6, v7 :: v_dual_mov_b32 v59, v7
	v_lshlrev_b32_e32 v32, 5, v33
	v_xor_b32_e32 v70, v66, v68
	v_xor_b32_e32 v71, 8, v33
	v_xor_b32_e32 v72, 16, v33
	v_dual_mov_b32 v56, v7 :: v_dual_mov_b32 v5, v7
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_and_or_b32 v32, v70, 24, v32
	v_add_nc_u32_e32 v70, 0, v33
	v_xor_b32_e32 v33, 24, v33
	v_dual_mov_b32 v38, v7 :: v_dual_add_nc_u32 v71, 0, v71
	v_xor_b32_e32 v75, 8, v32
	v_xor_b32_e32 v76, 16, v32
	v_xor_b32_e32 v77, 24, v32
	v_add_nc_u32_e32 v74, 0, v32
	v_add_nc_u32_e32 v72, 0, v72
	v_dual_mov_b32 v4, v7 :: v_dual_add_nc_u32 v73, 0, v33
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
	v_dual_mov_b32 v47, v7 :: v_dual_mov_b32 v46, v7
	v_dual_mov_b32 v45, v7 :: v_dual_mov_b32 v44, v7
	v_mov_b32_e32 v43, v7
	v_mov_b32_e32 v41, v7
	v_mov_b32_e32 v55, v7
	v_mov_b32_e32 v53, v7
	v_dual_mov_b32 v51, v7 :: v_dual_mov_b32 v50, v7
	v_mov_b32_e32 v57, v7
	v_dual_mov_b32 v49, v7 :: v_dual_mov_b32 v48, v7
	v_mov_b32_e32 v39, v7
	v_dual_mov_b32 v63, v7 :: v_dual_mov_b32 v62, v7
	v_dual_mov_b32 v37, v7 :: v_dual_mov_b32 v60, v7
	v_dual_mov_b32 v35, v7 :: v_dual_mov_b32 v58, v7
	v_dual_mov_b32 v36, v7 :: v_dual_add_nc_u32 v75, 0, v75
	v_dual_mov_b32 v34, v7 :: v_dual_add_nc_u32 v77, 0, v77
	v_and_b32_e32 v68, 24, v68
	v_add_nc_u32_e32 v76, 0, v76
	s_wait_loadcnt 0x2f
	ds_store_b8 v70, v79 offset:4096
	s_wait_loadcnt 0x2b
	ds_store_b8 v70, v83 offset:4608
	s_wait_loadcnt 0x27
	ds_store_b8 v70, v87 offset:5120
	s_wait_loadcnt 0x23
	ds_store_b8 v70, v91 offset:5632
	ds_store_b8 v71, v80 offset:4224
	ds_store_b8 v71, v84 offset:4736
	ds_store_b8 v71, v88 offset:5248
	s_wait_loadcnt 0x22
	ds_store_b8 v71, v92 offset:5760
	ds_store_b8 v72, v81 offset:4352
	ds_store_b8 v72, v85 offset:4864
	ds_store_b8 v72, v89 offset:5376
	s_wait_loadcnt 0x21
	ds_store_b8 v72, v93 offset:5888
	ds_store_b8 v73, v82 offset:4480
	ds_store_b8 v73, v86 offset:4992
	ds_store_b8 v73, v90 offset:5504
	s_wait_loadcnt 0x20
	ds_store_b8 v73, v94 offset:6016
	s_wait_loadcnt 0x1e
	v_lshlrev_b16 v32.l, 8, v96.l
	s_wait_loadcnt 0x1c
	v_lshlrev_b16 v32.h, 8, v98.l
	s_wait_loadcnt 0x1a
	v_lshlrev_b16 v33.l, 8, v100.l
	v_or_b16 v85.l, v95.l, v32.l
	s_wait_loadcnt 0x18
	v_lshlrev_b16 v33.h, 8, v102.l
	s_wait_loadcnt 0x17
	v_lshlrev_b16 v79.l, 8, v103.l
	s_wait_loadcnt 0x16
	v_lshlrev_b16 v79.h, 8, v104.l
	s_wait_loadcnt 0x15
	v_lshlrev_b16 v80.l, 8, v105.l
	s_wait_loadcnt 0x14
	v_lshlrev_b16 v80.h, 8, v106.l
	s_wait_loadcnt 0x13
	v_lshlrev_b16 v81.l, 8, v107.l
	s_wait_loadcnt 0x12
	v_lshlrev_b16 v81.h, 8, v108.l
	s_wait_loadcnt 0x11
	v_lshlrev_b16 v82.l, 8, v109.l
	s_wait_loadcnt 0x10
	v_lshlrev_b16 v82.h, 8, v110.l
	s_wait_loadcnt 0xf
	v_lshlrev_b16 v83.l, 8, v111.l
	s_wait_loadcnt 0xe
	v_lshlrev_b16 v83.h, 8, v112.l
	s_wait_loadcnt 0xd
	v_lshlrev_b16 v84.l, 8, v113.l
	v_or_b16 v85.h, v97.l, v32.h
	v_or_b16 v86.l, v99.l, v33.l
	v_or_b16 v86.h, v101.l, v33.h
	s_wait_loadcnt 0xc
	v_or_b16 v79.l, v114.l, v79.l
	s_wait_loadcnt 0xb
	v_or_b16 v79.h, v115.l, v79.h
	s_wait_loadcnt 0xa
	v_or_b16 v80.l, v116.l, v80.l
	s_wait_loadcnt 0x9
	v_or_b16 v80.h, v117.l, v80.h
	s_wait_loadcnt 0x8
	v_or_b16 v81.l, v118.l, v81.l
	s_wait_loadcnt 0x7
	v_or_b16 v81.h, v119.l, v81.h
	s_wait_loadcnt 0x6
	v_or_b16 v82.l, v120.l, v82.l
	s_wait_loadcnt 0x5
	v_or_b16 v82.h, v121.l, v82.h
	v_mov_b32_e32 v33, v7
	ds_store_b64 v74, v[85:86]
	ds_store_b64 v75, v[79:80]
	s_wait_loadcnt 0x4
	v_lshlrev_b16 v32.l, 8, v122.l
	s_wait_loadcnt 0x3
	v_or_b16 v83.l, v123.l, v83.l
	s_wait_loadcnt 0x2
	v_or_b16 v83.h, v124.l, v83.h
	s_wait_loadcnt 0x1
	v_or_b16 v84.l, v125.l, v84.l
	s_wait_loadcnt 0x0
	v_or_b16 v84.h, v126.l, v32.l
	v_mov_b32_e32 v32, v7
	ds_store_b64 v76, v[81:82]
	ds_store_b64 v77, v[83:84]
	s_cbranch_scc1 .LBB0_3
; %bb.1:                                ; %.lr.ph
	s_lshr_b32 s2, s24, 2
	s_lshl_b32 s4, s24, 4
	s_wait_alu depctr_sa_sdst(0)
	v_xor_b32_e32 v0, s2, v68
	v_dual_mov_b32 v32, 0 :: v_dual_and_b32 v1, 8, v67
	v_or_b32_e32 v2, v69, v68
	s_lshr_b32 s2, s25, 5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_or3_b32 v0, v0, s4, v69
	s_lshl_b32 s3, s14, 5
	v_dual_mov_b32 v37, v32 :: v_dual_mov_b32 v38, v32
	v_xor_b32_e32 v2, v2, v1
	v_xor_b32_e32 v0, v0, v1
	v_dual_mov_b32 v34, v32 :: v_dual_mov_b32 v39, v32
	v_mov_b32_e32 v56, v32
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v1, 16, v2
	v_xor_b32_e32 v3, 16, v0
	v_add_nc_u32_e32 v79, 0, v2
	v_dual_mov_b32 v36, v32 :: v_dual_add_nc_u32 v81, 0, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_mov_b32 v33, v32 :: v_dual_add_nc_u32 v80, 0, v1
	v_dual_mov_b32 v35, v32 :: v_dual_add_nc_u32 v82, 0, v3
	v_dual_mov_b32 v57, v32 :: v_dual_mov_b32 v58, v32
	v_dual_mov_b32 v59, v32 :: v_dual_mov_b32 v60, v32
	v_dual_mov_b32 v61, v32 :: v_dual_mov_b32 v62, v32
	v_dual_mov_b32 v63, v32 :: v_dual_mov_b32 v48, v32
	v_dual_mov_b32 v49, v32 :: v_dual_mov_b32 v50, v32
	v_dual_mov_b32 v51, v32 :: v_dual_mov_b32 v52, v32
	v_dual_mov_b32 v53, v32 :: v_dual_mov_b32 v54, v32
	v_dual_mov_b32 v55, v32 :: v_dual_mov_b32 v40, v32
	v_dual_mov_b32 v41, v32 :: v_dual_mov_b32 v42, v32
	v_dual_mov_b32 v43, v32 :: v_dual_mov_b32 v44, v32
	v_dual_mov_b32 v45, v32 :: v_dual_mov_b32 v46, v32
	v_dual_mov_b32 v47, v32 :: v_dual_mov_b32 v24, v32
	v_dual_mov_b32 v25, v32 :: v_dual_mov_b32 v26, v32
	v_dual_mov_b32 v27, v32 :: v_dual_mov_b32 v28, v32
	v_dual_mov_b32 v29, v32 :: v_dual_mov_b32 v30, v32
	v_dual_mov_b32 v31, v32 :: v_dual_mov_b32 v16, v32
	v_dual_mov_b32 v17, v32 :: v_dual_mov_b32 v18, v32
	v_dual_mov_b32 v19, v32 :: v_dual_mov_b32 v20, v32
	v_dual_mov_b32 v21, v32 :: v_dual_mov_b32 v22, v32
	v_dual_mov_b32 v23, v32 :: v_dual_mov_b32 v8, v32
	v_dual_mov_b32 v9, v32 :: v_dual_mov_b32 v10, v32
	v_dual_mov_b32 v11, v32 :: v_dual_mov_b32 v12, v32
	v_dual_mov_b32 v13, v32 :: v_dual_mov_b32 v14, v32
	v_dual_mov_b32 v15, v32 :: v_dual_mov_b32 v0, v32
	v_dual_mov_b32 v1, v32 :: v_dual_mov_b32 v2, v32
	v_dual_mov_b32 v3, v32 :: v_dual_mov_b32 v4, v32
	v_dual_mov_b32 v5, v32 :: v_dual_mov_b32 v6, v32
	v_mov_b32_e32 v7, v32
	s_mul_i32 s4, s14, 33
	s_mul_i32 s5, s14, 34
	s_mul_i32 s6, s14, 35
	s_mul_i32 s25, s14, 36
	s_mul_i32 s26, s14, 37
	s_mul_i32 s27, s14, 38
	s_mul_i32 s28, s14, 39
	s_mul_i32 s29, s14, 40
	s_mul_i32 s30, s14, 41
	s_mul_i32 s31, s14, 42
	s_mul_i32 s33, s14, 43
	s_mul_i32 s34, s14, 44
	s_mul_i32 s35, s14, 45
	s_mul_i32 s36, s14, 46
	s_mul_i32 s37, s14, 47
	s_mul_i32 s38, s14, 48
	s_mul_i32 s39, s14, 49
	s_mul_i32 s40, s14, 50
	s_mul_i32 s41, s14, 51
	s_mul_i32 s42, s14, 52
	s_mul_i32 s43, s14, 53
	s_mul_i32 s44, s14, 54
	s_mul_i32 s45, s14, 55
	s_mul_i32 s46, s14, 56
	s_mul_i32 s47, s14, 57
	s_mul_i32 s48, s14, 58
	s_mul_i32 s49, s14, 59
	s_mul_i32 s50, s14, 60
	s_mul_i32 s51, s14, 61
	s_mul_i32 s52, s14, 62
	s_mul_i32 s14, s14, 63
	s_add_co_i32 s53, s53, 32
	s_add_co_i32 s54, s54, 32
	s_add_co_i32 s55, s55, 32
	s_add_co_i32 s56, s56, 32
	s_add_co_i32 s57, s57, 32
	s_add_co_i32 s58, s58, 32
	s_add_co_i32 s59, s59, 32
	s_add_co_i32 s60, s60, 32
	s_add_co_i32 s61, s61, 32
	s_add_co_i32 s62, s62, 32
	s_add_co_i32 s63, s63, 32
	s_add_co_i32 s64, s64, 32
	s_add_co_i32 s65, s65, 32
	s_add_co_i32 s66, s66, 32
	s_add_co_i32 s67, s67, 32
	s_add_co_i32 s68, s68, 32
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s69, s2, -1
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_nc_u32_e32 v83, s68, v64
	v_cmp_gt_i32_e32 vcc_lo, s12, v64
	v_add_nc_u32_e32 v84, s67, v64
	v_add_nc_u32_e32 v85, s66, v64
	v_add_nc_u32_e32 v86, s65, v64
	v_add_nc_u32_e32 v87, s64, v64
	v_add_nc_u32_e32 v88, s63, v64
	v_add_nc_u32_e32 v91, s60, v64
	v_add_nc_u32_e32 v92, s59, v64
	v_add_nc_u32_e32 v95, s56, v64
	v_add_nc_u32_e32 v89, s62, v64
	v_add_nc_u32_e32 v90, s61, v64
	v_add_nc_u32_e32 v93, s58, v64
	v_add_nc_u32_e32 v94, s57, v64
	v_add_nc_u32_e32 v96, s55, v64
	v_add_nc_u32_e32 v97, s54, v64
	v_add_nc_u32_e32 v98, s53, v64
	s_wait_alu depctr_va_vcc(0)
	v_dual_cndmask_b32 v83, 0x80000000, v83 :: v_dual_cndmask_b32 v84, 0x80000000, v84
	v_dual_cndmask_b32 v85, 0x80000000, v85 :: v_dual_cndmask_b32 v88, 0x80000000, v88
	v_dual_cndmask_b32 v99, 0x80000000, v86 :: v_dual_cndmask_b32 v100, 0x80000000, v89
	v_dual_cndmask_b32 v87, 0x80000000, v87 :: v_dual_cndmask_b32 v92, 0x80000000, v92
	v_dual_cndmask_b32 v91, 0x80000000, v91 :: v_dual_cndmask_b32 v104, 0x80000000, v96
	v_dual_cndmask_b32 v95, 0x80000000, v95 :: v_dual_cndmask_b32 v106, 0x80000000, v98
	v_dual_cndmask_b32 v101, 0x80000000, v90 :: v_dual_cndmask_b32 v102, 0x80000000, v93
	v_cndmask_b32_e32 v103, 0x80000000, v94, vcc_lo
	v_cndmask_b32_e32 v105, 0x80000000, v97, vcc_lo
	s_clause 0xf
	buffer_load_u8 v89, v83, s[16:19], null offen
	buffer_load_u8 v86, v84, s[16:19], null offen
	buffer_load_u8 v84, v85, s[16:19], null offen
	buffer_load_u8 v83, v99, s[16:19], null offen
	buffer_load_u8 v93, v87, s[16:19], null offen
	buffer_load_u8 v90, v88, s[16:19], null offen
	buffer_load_u8 v87, v100, s[16:19], null offen
	buffer_load_u8 v85, v101, s[16:19], null offen
	buffer_load_u8 v96, v91, s[16:19], null offen
	buffer_load_u8 v94, v92, s[16:19], null offen
	buffer_load_u8 v91, v102, s[16:19], null offen
	buffer_load_u8 v88, v103, s[16:19], null offen
	buffer_load_u8 v98, v95, s[16:19], null offen
	buffer_load_u8 v97, v104, s[16:19], null offen
	buffer_load_u8 v95, v105, s[16:19], null offen
	buffer_load_u8 v92, v106, s[16:19], null offen
	s_cmp_gt_i32 s12, 0
	v_add_nc_u32_e32 v99, s3, v78
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s12, 1
	v_add_nc_u32_e32 v101, s5, v78
	s_cselect_b32 s2, -1, 0
	s_cmp_gt_i32 s12, 2
	v_add_nc_u32_e32 v102, s6, v78
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v130, 0x80000000, v99, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s12, 3
	v_add_nc_u32_e32 v103, s25, v78
	v_add_nc_u32_e32 v104, s26, v78
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v101, 0x80000000, v101, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s12, 4
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v102, 0x80000000, v102, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s12, 5
	v_add_nc_u32_e32 v105, s27, v78
	v_add_nc_u32_e32 v106, s28, v78
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v103, 0x80000000, v103, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s12, 6
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v104, 0x80000000, v104, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s12, 7
	v_add_nc_u32_e32 v107, s29, v78
	v_add_nc_u32_e32 v108, s30, v78
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v105, 0x80000000, v105, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s12, 8
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v106, 0x80000000, v106, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s12, 9
	v_add_nc_u32_e32 v109, s31, v78
	v_add_nc_u32_e32 v110, s33, v78
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v107, 0x80000000, v107, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s12, 10
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v108, 0x80000000, v108, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s12, 11
	v_add_nc_u32_e32 v111, s34, v78
	v_add_nc_u32_e32 v112, s35, v78
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v109, 0x80000000, v109, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s12, 12
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v110, 0x80000000, v110, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s12, 13
	v_add_nc_u32_e32 v113, s36, v78
	v_add_nc_u32_e32 v114, s37, v78
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v111, 0x80000000, v111, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s12, 14
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v112, 0x80000000, v112, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s12, 15
	v_add_nc_u32_e32 v115, s38, v78
	v_add_nc_u32_e32 v116, s39, v78
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v113, 0x80000000, v113, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s12, 16
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v114, 0x80000000, v114, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s12, 17
	v_add_nc_u32_e32 v117, s40, v78
	v_add_nc_u32_e32 v118, s41, v78
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v115, 0x80000000, v115, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s12, 18
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v116, 0x80000000, v116, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s12, 19
	v_add_nc_u32_e32 v119, s42, v78
	v_add_nc_u32_e32 v120, s43, v78
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v117, 0x80000000, v117, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s12, 20
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v118, 0x80000000, v118, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s12, 21
	v_add_nc_u32_e32 v121, s44, v78
	v_add_nc_u32_e32 v122, s45, v78
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v119, 0x80000000, v119, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s12, 22
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v120, 0x80000000, v120, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s12, 23
	v_add_nc_u32_e32 v123, s46, v78
	v_add_nc_u32_e32 v124, s47, v78
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v121, 0x80000000, v121, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s12, 24
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v122, 0x80000000, v122, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s12, 25
	v_add_nc_u32_e32 v125, s48, v78
	v_add_nc_u32_e32 v126, s49, v78
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v123, 0x80000000, v123, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s12, 26
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v124, 0x80000000, v124, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s12, 27
	v_add_nc_u32_e32 v127, s50, v78
	v_add_nc_u32_e32 v128, s51, v78
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v125, 0x80000000, v125, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s12, 28
	v_add_nc_u32_e32 v100, s4, v78
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v126, 0x80000000, v126, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s12, 29
	v_add_nc_u32_e32 v129, s52, v78
	v_add_nc_u32_e32 v78, s14, v78
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v127, 0x80000000, v127, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s12, 30
	v_cndmask_b32_e64 v100, 0x80000000, v100, s2
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v128, 0x80000000, v128, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s12, 31
	s_mov_b32 s10, s18
	s_mov_b32 s11, s19
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v129, 0x80000000, v129, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_add_co_i32 s69, s69, -1
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v78, 0x80000000, v78, vcc_lo
	s_add_co_i32 s53, s53, 32
	s_add_co_i32 s54, s54, 32
	s_add_co_i32 s55, s55, 32
	s_add_co_i32 s56, s56, 32
	s_add_co_i32 s57, s57, 32
	s_add_co_i32 s58, s58, 32
	s_add_co_i32 s59, s59, 32
	s_add_co_i32 s60, s60, 32
	s_add_co_i32 s61, s61, 32
	s_add_co_i32 s62, s62, 32
	s_add_co_i32 s63, s63, 32
	s_add_co_i32 s64, s64, 32
	s_add_co_i32 s65, s65, 32
	s_add_co_i32 s66, s66, 32
	s_add_co_i32 s67, s67, 32
	s_add_co_i32 s68, s68, 32
	s_sub_co_i32 s12, s12, 32
	s_cmp_lg_u32 s69, 0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_clause 0x1f
	buffer_load_u8 v130, v130, s[8:11], null offen
	buffer_load_u8 v131, v100, s[8:11], null offen
	buffer_load_u8 v132, v101, s[8:11], null offen
	buffer_load_u8 v133, v102, s[8:11], null offen
	buffer_load_u8 v134, v103, s[8:11], null offen
	buffer_load_u8 v135, v104, s[8:11], null offen
	buffer_load_u8 v136, v105, s[8:11], null offen
	buffer_load_u8 v137, v106, s[8:11], null offen
	buffer_load_u8 v138, v107, s[8:11], null offen
	buffer_load_u8 v139, v108, s[8:11], null offen
	buffer_load_u8 v140, v109, s[8:11], null offen
	buffer_load_u8 v141, v110, s[8:11], null offen
	buffer_load_u8 v142, v111, s[8:11], null offen
	buffer_load_u8 v143, v112, s[8:11], null offen
	buffer_load_u8 v144, v113, s[8:11], null offen
	buffer_load_u8 v145, v114, s[8:11], null offen
	buffer_load_u8 v146, v115, s[8:11], null offen
	buffer_load_u8 v147, v116, s[8:11], null offen
	buffer_load_u8 v148, v117, s[8:11], null offen
	buffer_load_u8 v149, v118, s[8:11], null offen
	buffer_load_u8 v150, v119, s[8:11], null offen
	buffer_load_u8 v151, v120, s[8:11], null offen
	buffer_load_u8 v152, v121, s[8:11], null offen
	buffer_load_u8 v153, v122, s[8:11], null offen
	buffer_load_u8 v123, v123, s[8:11], null offen
	buffer_load_u8 v124, v124, s[8:11], null offen
	buffer_load_u8 v125, v125, s[8:11], null offen
	buffer_load_u8 v126, v126, s[8:11], null offen
	buffer_load_u8 v127, v127, s[8:11], null offen
	buffer_load_u8 v128, v128, s[8:11], null offen
	buffer_load_u8 v129, v129, s[8:11], null offen
	buffer_load_u8 v154, v78, s[8:11], null offen
	v_mov_b32_e32 v78, v99
	ds_load_2addr_stride64_b64 v[99:102], v81 offset1:4
	ds_load_2addr_stride64_b64 v[103:106], v79 offset0:8 offset1:9
	ds_load_2addr_stride64_b64 v[107:110], v79 offset0:10 offset1:11
	ds_load_2addr_stride64_b64 v[111:114], v82 offset1:4
	ds_load_2addr_stride64_b64 v[115:118], v80 offset0:8 offset1:9
	ds_load_2addr_stride64_b64 v[119:122], v80 offset0:10 offset1:11
	s_wait_dscnt 0x4
	v_wmma_f32_16x16x16_bf8_bf8 v[32:39], v[99:100], v[103:104], v[32:39]
	v_wmma_f32_16x16x16_bf8_bf8 v[56:63], v[101:102], v[103:104], v[56:63]
	v_wmma_f32_16x16x16_bf8_bf8 v[48:55], v[99:100], v[105:106], v[48:55]
	v_wmma_f32_16x16x16_bf8_bf8 v[40:47], v[101:102], v[105:106], v[40:47]
	s_wait_dscnt 0x3
	v_wmma_f32_16x16x16_bf8_bf8 v[24:31], v[99:100], v[107:108], v[24:31]
	v_wmma_f32_16x16x16_bf8_bf8 v[16:23], v[101:102], v[107:108], v[16:23]
	v_wmma_f32_16x16x16_bf8_bf8 v[8:15], v[99:100], v[109:110], v[8:15]
	v_wmma_f32_16x16x16_bf8_bf8 v[0:7], v[101:102], v[109:110], v[0:7]
	s_wait_dscnt 0x1
	v_wmma_f32_16x16x16_bf8_bf8 v[32:39], v[111:112], v[115:116], v[32:39]
	v_wmma_f32_16x16x16_bf8_bf8 v[56:63], v[113:114], v[115:116], v[56:63]
	v_wmma_f32_16x16x16_bf8_bf8 v[48:55], v[111:112], v[117:118], v[48:55]
	v_wmma_f32_16x16x16_bf8_bf8 v[40:47], v[113:114], v[117:118], v[40:47]
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x16_bf8_bf8 v[24:31], v[111:112], v[119:120], v[24:31]
	v_wmma_f32_16x16x16_bf8_bf8 v[16:23], v[113:114], v[119:120], v[16:23]
	v_wmma_f32_16x16x16_bf8_bf8 v[8:15], v[111:112], v[121:122], v[8:15]
	v_wmma_f32_16x16x16_bf8_bf8 v[0:7], v[113:114], v[121:122], v[0:7]
	s_wait_loadcnt 0x1e
	v_lshlrev_b16 v100.h, 8, v131.l
	s_wait_loadcnt 0x1c
	v_lshlrev_b16 v100.l, 8, v133.l
	s_wait_loadcnt 0x1a
	v_lshlrev_b16 v99.h, 8, v135.l
	v_or_b16 v107.l, v130.l, v100.h
	s_wait_loadcnt 0x18
	v_lshlrev_b16 v99.l, 8, v137.l
	v_or_b16 v107.h, v132.l, v100.l
	s_wait_loadcnt 0x16
	v_lshlrev_b16 v102.h, 8, v139.l
	v_or_b16 v108.l, v134.l, v99.h
	s_wait_loadcnt 0x14
	v_lshlrev_b16 v102.l, 8, v141.l
	v_or_b16 v108.h, v136.l, v99.l
	s_wait_loadcnt 0x12
	v_lshlrev_b16 v101.h, 8, v143.l
	v_or_b16 v99.l, v138.l, v102.h
	s_wait_loadcnt 0x10
	v_lshlrev_b16 v101.l, 8, v145.l
	v_or_b16 v99.h, v140.l, v102.l
	s_wait_loadcnt 0xe
	v_lshlrev_b16 v104.h, 8, v147.l
	v_or_b16 v100.l, v142.l, v101.h
	s_wait_loadcnt 0xc
	v_lshlrev_b16 v104.l, 8, v149.l
	v_or_b16 v100.h, v144.l, v101.l
	s_wait_loadcnt 0xa
	v_lshlrev_b16 v103.h, 8, v151.l
	v_or_b16 v101.l, v146.l, v104.h
	s_wait_loadcnt 0x8
	v_lshlrev_b16 v103.l, 8, v153.l
	v_or_b16 v101.h, v148.l, v104.l
	s_wait_loadcnt 0x6
	v_lshlrev_b16 v106.h, 8, v124.l
	v_or_b16 v102.l, v150.l, v103.h
	s_wait_loadcnt 0x4
	v_lshlrev_b16 v106.l, 8, v126.l
	v_or_b16 v102.h, v152.l, v103.l
	s_wait_loadcnt 0x2
	v_lshlrev_b16 v105.h, 8, v128.l
	v_or_b16 v103.l, v123.l, v106.h
	s_wait_loadcnt 0x0
	v_lshlrev_b16 v105.l, 8, v154.l
	v_or_b16 v103.h, v125.l, v106.l
	v_or_b16 v104.l, v127.l, v105.h
	s_delay_alu instid0(VALU_DEP_3)
	v_or_b16 v104.h, v129.l, v105.l
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b8 v70, v89 offset:4096
	ds_store_b8 v70, v93 offset:4608
	ds_store_b8 v70, v96 offset:5120
	ds_store_b8 v70, v98 offset:5632
	ds_store_b8 v71, v86 offset:4224
	ds_store_b8 v71, v90 offset:4736
	ds_store_b8 v71, v94 offset:5248
	ds_store_b8 v71, v97 offset:5760
	ds_store_b8 v72, v84 offset:4352
	ds_store_b8 v72, v87 offset:4864
	ds_store_b8 v72, v91 offset:5376
	ds_store_b8 v72, v95 offset:5888
	ds_store_b8 v73, v83 offset:4480
	ds_store_b8 v73, v85 offset:4992
	ds_store_b8 v73, v88 offset:5504
	ds_store_b8 v73, v92 offset:6016
	ds_store_b64 v74, v[107:108]
	ds_store_b64 v75, v[99:100]
	ds_store_b64 v76, v[101:102]
	ds_store_b64 v77, v[103:104]
	s_cbranch_scc1 .LBB0_2
.LBB0_3:                                ; %Flow155
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_load_b32 s25, s[0:1], 0x2c
	s_and_b32 s0, s13, exec_lo
	s_cselect_b32 s0, 1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u32 s0, 1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_cbranch_scc1 .LBB0_5
; %bb.4:
	s_lshr_b32 s0, s24, 2
	v_and_b32_e32 v67, 8, v67
	v_xor_b32_e32 v64, s0, v68
	s_lshl_b32 s0, s24, 4
	v_or_b32_e32 v68, v69, v68
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_or3_b32 v64, v64, s0, v69
	v_xor_b32_e32 v75, v68, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v64, v64, v67
	v_add_nc_u32_e32 v76, 0, v75
	v_xad_u32 v87, v75, 16, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_add_nc_u32_e32 v71, 0, v64
	v_xad_u32 v64, v64, 16, 0
	ds_load_2addr_stride64_b64 v[67:70], v76 offset0:8 offset1:9
	ds_load_2addr_stride64_b64 v[71:74], v71 offset1:4
	ds_load_2addr_stride64_b64 v[75:78], v76 offset0:10 offset1:11
	ds_load_2addr_stride64_b64 v[79:82], v64 offset1:4
	ds_load_2addr_stride64_b64 v[83:86], v87 offset0:8 offset1:9
	ds_load_2addr_stride64_b64 v[87:90], v87 offset0:10 offset1:11
	s_wait_dscnt 0x4
	v_wmma_f32_16x16x16_bf8_bf8 v[32:39], v[71:72], v[67:68], v[32:39]
	v_wmma_f32_16x16x16_bf8_bf8 v[56:63], v[73:74], v[67:68], v[56:63]
	v_wmma_f32_16x16x16_bf8_bf8 v[48:55], v[71:72], v[69:70], v[48:55]
	v_wmma_f32_16x16x16_bf8_bf8 v[40:47], v[73:74], v[69:70], v[40:47]
	s_wait_dscnt 0x3
	v_wmma_f32_16x16x16_bf8_bf8 v[24:31], v[71:72], v[75:76], v[24:31]
	v_wmma_f32_16x16x16_bf8_bf8 v[16:23], v[73:74], v[75:76], v[16:23]
	v_wmma_f32_16x16x16_bf8_bf8 v[8:15], v[71:72], v[77:78], v[8:15]
	v_wmma_f32_16x16x16_bf8_bf8 v[0:7], v[73:74], v[77:78], v[0:7]
	s_wait_dscnt 0x1
	v_wmma_f32_16x16x16_bf8_bf8 v[32:39], v[79:80], v[83:84], v[32:39]
	v_wmma_f32_16x16x16_bf8_bf8 v[56:63], v[81:82], v[83:84], v[56:63]
	v_wmma_f32_16x16x16_bf8_bf8 v[48:55], v[79:80], v[85:86], v[48:55]
	v_wmma_f32_16x16x16_bf8_bf8 v[40:47], v[81:82], v[85:86], v[40:47]
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x16_bf8_bf8 v[24:31], v[79:80], v[87:88], v[24:31]
	v_wmma_f32_16x16x16_bf8_bf8 v[16:23], v[81:82], v[87:88], v[16:23]
	v_wmma_f32_16x16x16_bf8_bf8 v[8:15], v[79:80], v[89:90], v[8:15]
	v_wmma_f32_16x16x16_bf8_bf8 v[0:7], v[81:82], v[89:90], v[0:7]
.LBB0_5:                                ; %._crit_edge._crit_edge
	v_and_b32_e32 v76, 56, v66
	s_delay_alu instid0(VALU_DEP_3)
	v_cvt_f16_f32_e32 v101.l, v8
	s_wait_kmcnt 0x0
	v_mul_lo_u32 v8, s25, v65
	v_or_b32_e32 v93, s7, v65
	s_mul_i32 s7, s7, s25
	v_or_b32_e32 v66, 0x46, v76
	v_or_b32_e32 v80, 1, v76
	v_or_b32_e32 v79, 2, v76
	v_or_b32_e32 v64, 0x47, v76
	v_or_b32_e32 v67, 0x45, v76
	v_or_b32_e32 v82, s15, v66
	s_wait_alu depctr_sa_sdst(0)
	v_add3_u32 v8, s7, s15, v8
	v_or_b32_e32 v68, 0x44, v76
	v_or_b32_e32 v69, 0x43, v76
	v_or_b32_e32 v70, 0x42, v76
	v_or_b32_e32 v71, 0x41, v76
	v_or_b32_e32 v72, 64, v76
	v_or_b32_e32 v73, 7, v76
	v_or_b32_e32 v74, 6, v76
	v_or_b32_e32 v75, 5, v76
	v_or_b32_e32 v77, 4, v76
	v_or_b32_e32 v78, 3, v76
	v_or_b32_e32 v97, s15, v76
	v_or_b32_e32 v96, s15, v80
	v_or_b32_e32 v95, s15, v79
	v_cmp_gt_i32_e64 s0, s23, v82
	v_add_lshl_u32 v82, v8, v76, 1
	v_or_b32_e32 v81, s15, v64
	v_or_b32_e32 v83, s15, v67
	v_or_b32_e32 v84, s15, v68
	v_or_b32_e32 v85, s15, v69
	v_or_b32_e32 v86, s15, v70
	v_or_b32_e32 v87, s15, v71
	v_or_b32_e32 v88, s15, v72
	v_or_b32_e32 v89, s15, v73
	v_or_b32_e32 v90, s15, v74
	v_or_b32_e32 v91, s15, v75
	v_or_b32_e32 v92, s15, v77
	v_or_b32_e32 v94, s15, v78
	v_cmp_gt_i32_e64 s18, s22, v93
	v_cmp_gt_i32_e64 s15, s23, v97
	v_cmp_gt_i32_e64 s14, s23, v96
	v_cvt_f16_f32_e32 v65.l, v0
	v_cvt_f16_f32_e32 v0.l, v3
	v_cvt_f16_f32_e32 v3.l, v5
	v_cmp_gt_i32_e64 s13, s23, v95
	v_add_nc_u32_e32 v5, 2, v82
	s_and_b32 s19, s18, s15
	v_cvt_f16_f32_e32 v9.l, v9
	v_cvt_f16_f32_e32 v103.l, v2
	v_cvt_f16_f32_e32 v2.l, v4
	v_cvt_f16_f32_e32 v4.l, v6
	v_add_nc_u32_e32 v6, 4, v82
	v_cmp_gt_i32_e64 s12, s23, v81
	v_cndmask_b32_e64 v81, 0x80000000, v82, s19
	s_and_b32 s19, s18, s14
	v_cmp_gt_i32_e64 s1, s23, v83
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v83, 0x80000000, v5, s19
	s_and_b32 s19, s18, s13
	v_cmp_gt_i32_e64 s11, s23, v94
	v_or_b32_e32 v98, 48, v93
	v_or_b32_e32 v99, 32, v93
	v_or_b32_e32 v100, 16, v93
	v_cmp_gt_i32_e64 s2, s23, v84
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v84, 0x80000000, v6, s19
	v_mad_co_u64_u32 v[5:6], null, s25, 48, v[8:9]
	v_cmp_gt_i32_e64 s10, s23, v92
	v_add_nc_u32_e32 v6, 6, v82
	v_cvt_f16_f32_e32 v32.l, v32
	v_cvt_f16_f32_e32 v102.l, v1
	v_cvt_f16_f32_e32 v1.l, v7
	v_lshl_add_u32 v7, s25, 4, v8
	v_lshl_add_u32 v104, s25, 5, v8
	v_add_nc_u32_e32 v8, 8, v82
	v_cvt_f16_f32_e32 v33.l, v33
	s_and_b32 s19, s18, s11
	v_cvt_f16_f32_e32 v34.l, v34
	v_cmp_gt_i32_e64 s17, s22, v100
	v_cmp_gt_i32_e64 s16, s22, v99
	v_cmp_gt_i32_e32 vcc_lo, s22, v98
	v_cmp_gt_i32_e64 s9, s23, v91
	v_cmp_gt_i32_e64 s8, s23, v90
	v_cmp_gt_i32_e64 s7, s23, v89
	v_cmp_gt_i32_e64 s6, s23, v88
	v_cmp_gt_i32_e64 s5, s23, v87
	v_cmp_gt_i32_e64 s4, s23, v86
	v_cmp_gt_i32_e64 s3, s23, v85
	s_and_b32 s21, s21, 0xffff
	s_mov_b32 s23, 0x31027000
	s_mov_b32 s22, 0x7ffffffe
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v6, 0x80000000, v6, s19
	s_and_b32 s19, s18, s10
	v_cvt_f16_f32_e32 v35.l, v35
	buffer_store_b16 v32, v81, s[20:23], null offen
	v_add_nc_u32_e32 v32, 10, v82
	v_cvt_f16_f32_e32 v36.l, v36
	v_cndmask_b32_e64 v8, 0x80000000, v8, s19
	s_clause 0x1
	buffer_store_b16 v33, v83, s[20:23], null offen
	buffer_store_b16 v34, v84, s[20:23], null offen
	v_add_nc_u32_e32 v33, 12, v82
	s_and_b32 s19, s18, s9
	s_clause 0x1
	buffer_store_b16 v35, v6, s[20:23], null offen
	buffer_store_b16 v36, v8, s[20:23], null offen
	v_cndmask_b32_e64 v32, 0x80000000, v32, s19
	s_and_b32 s19, s18, s8
	v_add_nc_u32_e32 v6, 14, v82
	v_cvt_f16_f32_e32 v37.l, v37
	v_cvt_f16_f32_e32 v38.l, v38
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v33, 0x80000000, v33, s19
	v_add_nc_u32_e32 v8, 0x80, v82
	s_and_b32 s19, s18, s7
	v_cvt_f16_f32_e32 v39.l, v39
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v6, 0x80000000, v6, s19
	s_and_b32 s19, s18, s6
	s_clause 0x1
	buffer_store_b16 v37, v32, s[20:23], null offen
	buffer_store_b16 v38, v33, s[20:23], null offen
	v_add_nc_u32_e32 v32, 0x82, v82
	v_cvt_f16_f32_e32 v56.l, v56
	v_cndmask_b32_e64 v8, 0x80000000, v8, s19
	v_add_nc_u32_e32 v33, 0x84, v82
	s_and_b32 s19, s18, s5
	s_clause 0x1
	buffer_store_b16 v39, v6, s[20:23], null offen
	buffer_store_b16 v56, v8, s[20:23], null offen
	v_cndmask_b32_e64 v32, 0x80000000, v32, s19
	s_and_b32 s19, s18, s4
	v_add_nc_u32_e32 v6, 0x86, v82
	v_cvt_f16_f32_e32 v57.l, v57
	v_cvt_f16_f32_e32 v58.l, v58
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v33, 0x80000000, v33, s19
	v_add_nc_u32_e32 v8, 0x88, v82
	s_and_b32 s19, s18, s3
	v_cvt_f16_f32_e32 v59.l, v59
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v6, 0x80000000, v6, s19
	s_and_b32 s19, s18, s2
	s_clause 0x1
	buffer_store_b16 v57, v32, s[20:23], null offen
	buffer_store_b16 v58, v33, s[20:23], null offen
	v_add_nc_u32_e32 v32, 0x8a, v82
	v_cvt_f16_f32_e32 v60.l, v60
	v_cndmask_b32_e64 v8, 0x80000000, v8, s19
	v_add_nc_u32_e32 v33, 0x8c, v82
	s_and_b32 s19, s18, s1
	s_clause 0x1
	buffer_store_b16 v59, v6, s[20:23], null offen
	buffer_store_b16 v60, v8, s[20:23], null offen
	v_cndmask_b32_e64 v32, 0x80000000, v32, s19
	s_and_b32 s19, s18, s0
	v_add_nc_u32_e32 v6, 0x8e, v82
	v_cvt_f16_f32_e32 v61.l, v61
	v_cvt_f16_f32_e32 v62.l, v62
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v33, 0x80000000, v33, s19
	v_add_lshl_u32 v8, v7, v76, 1
	s_and_b32 s18, s18, s12
	v_cvt_f16_f32_e32 v63.l, v63
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v6, 0x80000000, v6, s18
	s_and_b32 s18, s17, s15
	s_clause 0x1
	buffer_store_b16 v61, v32, s[20:23], null offen
	buffer_store_b16 v62, v33, s[20:23], null offen
	v_add_lshl_u32 v32, v7, v80, 1
	v_cvt_f16_f32_e32 v48.l, v48
	v_cndmask_b32_e64 v8, 0x80000000, v8, s18
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
	s_and_b32 s18, s17, s11
	v_cvt_f16_f32_e32 v51.l, v51
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v6, 0x80000000, v6, s18
	s_and_b32 s18, s17, s10
	s_clause 0x1
	buffer_store_b16 v49, v32, s[20:23], null offen
	buffer_store_b16 v50, v33, s[20:23], null offen
	v_add_lshl_u32 v32, v7, v75, 1
	v_cvt_f16_f32_e32 v52.l, v52
	v_cndmask_b32_e64 v8, 0x80000000, v8, s18
	v_add_lshl_u32 v33, v7, v74, 1
	s_and_b32 s18, s17, s9
	s_clause 0x1
	buffer_store_b16 v51, v6, s[20:23], null offen
	buffer_store_b16 v52, v8, s[20:23], null offen
	v_cndmask_b32_e64 v32, 0x80000000, v32, s18
	s_and_b32 s18, s17, s8
	v_add_lshl_u32 v6, v7, v73, 1
	v_cvt_f16_f32_e32 v53.l, v53
	v_cvt_f16_f32_e32 v54.l, v54
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v33, 0x80000000, v33, s18
	v_add_lshl_u32 v8, v7, v72, 1
	s_and_b32 s18, s17, s7
	v_cvt_f16_f32_e32 v55.l, v55
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v6, 0x80000000, v6, s18
	s_and_b32 s18, s17, s6
	s_clause 0x1
	buffer_store_b16 v53, v32, s[20:23], null offen
	buffer_store_b16 v54, v33, s[20:23], null offen
	v_add_lshl_u32 v32, v7, v71, 1
	v_cvt_f16_f32_e32 v40.l, v40
	v_cndmask_b32_e64 v8, 0x80000000, v8, s18
	v_add_lshl_u32 v33, v7, v70, 1
	s_and_b32 s18, s17, s5
	s_clause 0x1
	buffer_store_b16 v55, v6, s[20:23], null offen
	buffer_store_b16 v40, v8, s[20:23], null offen
	v_cndmask_b32_e64 v32, 0x80000000, v32, s18
	s_and_b32 s18, s17, s4
	v_add_lshl_u32 v6, v7, v69, 1
	v_cvt_f16_f32_e32 v41.l, v41
	v_cvt_f16_f32_e32 v42.l, v42
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v33, 0x80000000, v33, s18
	v_add_lshl_u32 v8, v7, v68, 1
	s_and_b32 s18, s17, s3
	v_cvt_f16_f32_e32 v43.l, v43
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v6, 0x80000000, v6, s18
	s_and_b32 s18, s17, s2
	s_clause 0x1
	buffer_store_b16 v41, v32, s[20:23], null offen
	buffer_store_b16 v42, v33, s[20:23], null offen
	v_add_lshl_u32 v32, v7, v67, 1
	v_cvt_f16_f32_e32 v44.l, v44
	v_cndmask_b32_e64 v8, 0x80000000, v8, s18
	v_add_lshl_u32 v33, v7, v66, 1
	s_and_b32 s18, s17, s1
	s_clause 0x1
	buffer_store_b16 v43, v6, s[20:23], null offen
	buffer_store_b16 v44, v8, s[20:23], null offen
	v_cndmask_b32_e64 v32, 0x80000000, v32, s18
	s_and_b32 s18, s17, s0
	v_add_lshl_u32 v6, v7, v64, 1
	v_cvt_f16_f32_e32 v45.l, v45
	v_cvt_f16_f32_e32 v46.l, v46
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v33, 0x80000000, v33, s18
	v_add_lshl_u32 v7, v104, v76, 1
	s_and_b32 s17, s17, s12
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
	s_and_b32 s17, s16, s11
	s_clause 0x1
	buffer_store_b16 v25, v8, s[20:23], null offen
	buffer_store_b16 v26, v32, s[20:23], null offen
	v_add_lshl_u32 v8, v104, v75, 1
	v_cndmask_b32_e64 v6, 0x80000000, v6, s17
	s_and_b32 s17, s16, s10
	v_cvt_f16_f32_e32 v27.l, v27
	v_add_lshl_u32 v24, v104, v74, 1
	v_cvt_f16_f32_e32 v28.l, v28
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v7, 0x80000000, v7, s17
	s_and_b32 s17, s16, s9
	v_cvt_f16_f32_e32 v29.l, v29
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v8, 0x80000000, v8, s17
	s_and_b32 s17, s16, s8
	v_cvt_f16_f32_e32 v30.l, v30
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v24, 0x80000000, v24, s17
	s_clause 0x1
	buffer_store_b16 v27, v6, s[20:23], null offen
	buffer_store_b16 v28, v7, s[20:23], null offen
	v_add_lshl_u32 v6, v104, v73, 1
	v_add_lshl_u32 v7, v104, v72, 1
	s_and_b32 s17, s16, s7
	s_clause 0x1
	buffer_store_b16 v29, v8, s[20:23], null offen
	buffer_store_b16 v30, v24, s[20:23], null offen
	v_add_lshl_u32 v8, v104, v71, 1
	v_cndmask_b32_e64 v6, 0x80000000, v6, s17
	s_and_b32 s17, s16, s6
	v_cvt_f16_f32_e32 v31.l, v31
	v_add_lshl_u32 v24, v104, v70, 1
	v_cvt_f16_f32_e32 v16.l, v16
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v7, 0x80000000, v7, s17
	s_and_b32 s17, s16, s5
	v_cvt_f16_f32_e32 v17.l, v17
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v8, 0x80000000, v8, s17
	s_and_b32 s17, s16, s4
	v_cvt_f16_f32_e32 v18.l, v18
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v24, 0x80000000, v24, s17
	s_clause 0x1
	buffer_store_b16 v31, v6, s[20:23], null offen
	buffer_store_b16 v16, v7, s[20:23], null offen
	v_add_lshl_u32 v6, v104, v69, 1
	v_add_lshl_u32 v7, v104, v68, 1
	s_and_b32 s17, s16, s3
	s_clause 0x1
	buffer_store_b16 v17, v8, s[20:23], null offen
	buffer_store_b16 v18, v24, s[20:23], null offen
	v_add_lshl_u32 v8, v104, v67, 1
	v_cndmask_b32_e64 v6, 0x80000000, v6, s17
	s_and_b32 s17, s16, s2
	v_add_lshl_u32 v16, v104, v66, 1
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v7, 0x80000000, v7, s17
	s_and_b32 s17, s16, s1
	v_cvt_f16_f32_e32 v19.l, v19
	v_cvt_f16_f32_e32 v20.l, v20
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v8, 0x80000000, v8, s17
	s_and_b32 s17, s16, s0
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
	s_and_b32 s16, s16, s12
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
	s_and_b32 s11, vcc_lo, s11
	v_add_lshl_u32 v9, v5, v74, 1
	s_and_b32 s10, vcc_lo, s10
	v_cvt_f16_f32_e32 v11.l, v11
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v6, 0x80000000, v6, s11
	s_and_b32 s9, vcc_lo, s9
	v_cvt_f16_f32_e32 v12.l, v12
	v_cndmask_b32_e64 v7, 0x80000000, v7, s10
	s_and_b32 s8, vcc_lo, s8
	v_cvt_f16_f32_e32 v13.l, v13
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v8, 0x80000000, v8, s9
	v_cvt_f16_f32_e32 v14.l, v14
	v_cndmask_b32_e64 v9, 0x80000000, v9, s8
	s_clause 0x1
	buffer_store_b16 v11, v6, s[20:23], null offen
	buffer_store_b16 v12, v7, s[20:23], null offen
	v_add_lshl_u32 v6, v5, v73, 1
	v_add_lshl_u32 v7, v5, v72, 1
	s_clause 0x1
	buffer_store_b16 v13, v8, s[20:23], null offen
	buffer_store_b16 v14, v9, s[20:23], null offen
	v_add_lshl_u32 v8, v5, v71, 1
	s_and_b32 s7, vcc_lo, s7
	v_add_lshl_u32 v9, v5, v70, 1
	s_and_b32 s6, vcc_lo, s6
	v_cvt_f16_f32_e32 v15.l, v15
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v6, 0x80000000, v6, s7
	s_and_b32 s5, vcc_lo, s5
	v_cndmask_b32_e64 v7, 0x80000000, v7, s6
	s_and_b32 s4, vcc_lo, s4
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v8, 0x80000000, v8, s5
	v_cndmask_b32_e64 v9, 0x80000000, v9, s4
	s_clause 0x1
	buffer_store_b16 v15, v6, s[20:23], null offen
	buffer_store_b16 v65, v7, s[20:23], null offen
	v_add_lshl_u32 v6, v5, v69, 1
	v_add_lshl_u32 v7, v5, v68, 1
	s_clause 0x1
	buffer_store_b16 v102, v8, s[20:23], null offen
	buffer_store_b16 v103, v9, s[20:23], null offen
	v_add_lshl_u32 v8, v5, v67, 1
	s_and_b32 s3, vcc_lo, s3
	v_add_lshl_u32 v9, v5, v66, 1
	s_and_b32 s2, vcc_lo, s2
	v_add_lshl_u32 v5, v5, v64, 1
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v6, 0x80000000, v6, s3
	s_and_b32 s1, vcc_lo, s1
	v_cndmask_b32_e64 v7, 0x80000000, v7, s2
	s_and_b32 s0, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v8, 0x80000000, v8, s1
	s_and_b32 vcc_lo, vcc_lo, s12
	v_cndmask_b32_e64 v9, 0x80000000, v9, s0
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
	.set .Lmatmul_kernel.num_vgpr, 155
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
; codeLenInByte = 11332
; TotalNumSgprs: 72
; NumVgprs: 155
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
    .vgpr_count:     155
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgpu12.00-amd-amdhsa-unknown-gfx1200
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
