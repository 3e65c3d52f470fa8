	.amdgcn_target "amdgpu12.00-amd-amdhsa-unknown-gfx1200"
	.amdhsa_code_object_version 5
	.text
	.globl	matmul_kernel                   ; -- Begin function matmul_kernel
	.p2align	8
	.type	matmul_kernel,@function
matmul_kernel:                          ; @matmul_kernel
; %bb.0:
	s_load_b256 s[16:23], s[0:1], 0x0
	s_abs_i32 s5, ttmp9
	s_bfe_u32 s12, ttmp8, 0x50019
	v_and_b32_e32 v32, 31, v0
	v_lshrrev_b32_e32 v66, 1, v0
	v_and_b32_e32 v62, 15, v0
	s_wait_kmcnt 0x0
	s_add_co_i32 s2, s23, 63
	s_add_co_i32 s6, s22, 63
	s_ashr_i32 s3, s2, 31
	s_ashr_i32 s8, s6, 31
	s_lshr_b32 s3, s3, 26
	s_lshr_b32 s8, s8, 26
	s_add_co_i32 s2, s2, s3
	s_add_co_i32 s6, s6, s8
	s_ashr_i32 s2, s2, 6
	s_ashr_i32 s6, s6, 6
	s_abs_i32 s3, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_cvt_f32_u32 s4, s3
	s_sub_co_i32 s7, 0, s3
	v_s_rcp_f32 s4, s4
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_mul_f32 s4, s4, 0x4f7ffffe
	s_wait_alu depctr_sa_sdst(0)
	s_cvt_u32_f32 s4, s4
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s7, s7, s4
	s_mul_hi_u32 s7, s4, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_co_i32 s4, s4, s7
	s_xor_b32 s7, ttmp9, s2
	s_wait_alu depctr_sa_sdst(0)
	s_mul_hi_u32 s4, s5, s4
	s_ashr_i32 s7, s7, 31
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s8, s4, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s5, s5, s8
	s_add_co_i32 s8, s4, 1
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s9, s5, s3
	s_cmp_ge_u32 s5, s3
	s_cselect_b32 s4, s8, s4
	s_cselect_b32 s5, s9, s5
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s8, s4, 1
	s_cmp_ge_u32 s5, s3
	s_cselect_b32 s3, s8, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s3, s3, s7
	s_sub_co_i32 s3, s3, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s4, s6, s3
	s_mul_i32 s2, s3, s2
	s_wait_alu depctr_sa_sdst(0)
	s_min_i32 s4, s4, 1
	s_sub_co_i32 s8, ttmp9, s2
	s_wait_alu depctr_sa_sdst(0)
	s_abs_i32 s5, s4
	s_wait_alu depctr_sa_sdst(0)
	s_cvt_f32_u32 s6, s5
	s_sub_co_i32 s7, 0, s5
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_s_rcp_f32 s6, s6
	s_mul_f32 s6, s6, 0x4f7ffffe
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_cvt_u32_f32 s6, s6
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s7, s7, s6
	s_wait_alu depctr_sa_sdst(0)
	s_mul_hi_u32 s2, s6, s7
	s_abs_i32 s7, s8
	s_add_co_i32 s6, s6, s2
	s_wait_alu depctr_sa_sdst(0)
	s_mul_hi_u32 s2, s7, s6
	s_xor_b32 s6, s8, s4
	s_mul_i32 s9, s2, s5
	s_wait_alu depctr_sa_sdst(0)
	s_ashr_i32 s6, s6, 31
	s_sub_co_i32 s7, s7, s9
	s_add_co_i32 s9, s2, 1
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s10, s7, s5
	s_cmp_ge_u32 s7, s5
	s_cselect_b32 s2, s9, s2
	s_cselect_b32 s7, s10, s7
	s_add_co_i32 s9, s2, 1
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_ge_u32 s7, s5
	s_cselect_b32 s2, s9, s2
	s_abs_i32 s13, s22
	s_xor_b32 s2, s2, s6
	s_cvt_f32_u32 s5, s13
	s_sub_co_i32 s2, s2, s6
	s_and_b32 s6, s12, 3
	s_mul_i32 s4, s2, s4
	s_wait_alu depctr_sa_sdst(0)
	v_s_rcp_f32 s5, s5
	s_sub_co_i32 s4, s8, s4
	s_sub_co_i32 s7, 0, s13
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s4, s4, s3
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b32 s3, s4, 6
	s_bfe_i32 s14, s4, 0x10019
	s_or_b32 s34, s3, s6
	s_mul_f32 s5, s5, 0x4f7ffffe
	s_add_co_i32 s34, s34, s14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_2)
	s_xor_b32 s8, s34, s14
	s_wait_alu depctr_sa_sdst(0)
	s_cvt_u32_f32 s5, s5
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s7, s7, s5
	s_wait_alu depctr_sa_sdst(0)
	s_mul_hi_u32 s4, s5, s7
	s_lshl_b32 s7, s12, 5
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s6, s5, s4
	s_and_b32 s11, s7, 64
	s_wait_alu depctr_sa_sdst(0)
	s_mul_hi_u32 s4, s8, s6
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s4, s4, s13
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s4, s8, s4
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s5, s4, s13
	s_cmp_ge_u32 s4, s13
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s5, s4
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s5, s4, s13
	s_cmp_ge_u32 s4, s13
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s5, s4
	s_add_co_i32 s5, s34, 4
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s4, s4, s14
	s_xor_b32 s5, s5, s14
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s15, s4, s14
	s_mul_hi_u32 s8, s5, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s8, s8, s13
	s_sub_co_i32 s5, s5, s8
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s4, s5, s13
	s_cmp_ge_u32 s5, s13
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s4, s5
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s5, s4, s13
	s_cmp_ge_u32 s4, s13
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s5, s4
	s_add_co_i32 s5, s34, 8
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s4, s4, s14
	s_xor_b32 s5, s5, s14
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s24, s4, s14
	s_mul_hi_u32 s8, s5, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s8, s8, s13
	s_sub_co_i32 s5, s5, s8
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s4, s5, s13
	s_cmp_ge_u32 s5, s13
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s4, s5
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s5, s4, s13
	s_cmp_ge_u32 s4, s13
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s5, s4
	s_add_co_i32 s5, s34, 12
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s4, s4, s14
	s_xor_b32 s5, s5, s14
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s25, s4, s14
	s_mul_hi_u32 s8, s5, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s8, s8, s13
	s_sub_co_i32 s5, s5, s8
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s4, s5, s13
	s_cmp_ge_u32 s5, s13
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s4, s5
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s5, s4, s13
	s_cmp_ge_u32 s4, s13
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s5, s4
	s_add_co_i32 s5, s34, 16
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s4, s4, s14
	s_xor_b32 s5, s5, s14
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s26, s4, s14
	s_mul_hi_u32 s8, s5, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s8, s8, s13
	s_sub_co_i32 s5, s5, s8
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s4, s5, s13
	s_cmp_ge_u32 s5, s13
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s4, s5
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s5, s4, s13
	s_cmp_ge_u32 s4, s13
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s5, s4
	s_add_co_i32 s5, s34, 20
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s4, s4, s14
	s_xor_b32 s5, s5, s14
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s27, s4, s14
	s_mul_hi_u32 s8, s5, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s8, s8, s13
	s_sub_co_i32 s5, s5, s8
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s4, s5, s13
	s_cmp_ge_u32 s5, s13
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s4, s5
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s5, s4, s13
	s_cmp_ge_u32 s4, s13
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s5, s4
	s_add_co_i32 s5, s34, 24
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s4, s4, s14
	s_xor_b32 s5, s5, s14
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s28, s4, s14
	s_mul_hi_u32 s8, s5, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s8, s8, s13
	s_sub_co_i32 s5, s5, s8
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s4, s5, s13
	s_cmp_ge_u32 s5, s13
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s4, s5
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s5, s4, s13
	s_cmp_ge_u32 s4, s13
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s5, s4
	s_add_co_i32 s5, s34, 28
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s4, s4, s14
	s_xor_b32 s5, s5, s14
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s29, s4, s14
	s_mul_hi_u32 s8, s5, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s8, s8, s13
	s_sub_co_i32 s5, s5, s8
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s4, s5, s13
	s_cmp_ge_u32 s5, s13
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s4, s5
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s5, s4, s13
	s_cmp_ge_u32 s4, s13
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s5, s4
	s_add_co_i32 s5, s34, 32
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s4, s4, s14
	s_xor_b32 s5, s5, s14
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s30, s4, s14
	s_mul_hi_u32 s8, s5, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s8, s8, s13
	s_sub_co_i32 s5, s5, s8
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s4, s5, s13
	s_cmp_ge_u32 s5, s13
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s4, s5
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s5, s4, s13
	s_cmp_ge_u32 s4, s13
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s5, s4
	s_add_co_i32 s5, s34, 36
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s4, s4, s14
	s_xor_b32 s5, s5, s14
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s31, s4, s14
	s_mul_hi_u32 s8, s5, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s8, s8, s13
	s_sub_co_i32 s5, s5, s8
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s4, s5, s13
	s_cmp_ge_u32 s5, s13
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s4, s5
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s5, s4, s13
	s_cmp_ge_u32 s4, s13
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s5, s4
	s_add_co_i32 s5, s34, 40
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s4, s4, s14
	s_xor_b32 s5, s5, s14
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s33, s4, s14
	s_mul_hi_u32 s8, s5, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s8, s8, s13
	s_sub_co_i32 s5, s5, s8
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s4, s5, s13
	s_cmp_ge_u32 s5, s13
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s4, s5
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s5, s4, s13
	s_cmp_ge_u32 s4, s13
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s5, s4
	s_add_co_i32 s5, s34, 44
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s4, s4, s14
	s_xor_b32 s5, s5, s14
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s35, s4, s14
	s_mul_hi_u32 s8, s5, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s8, s8, s13
	s_sub_co_i32 s5, s5, s8
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s4, s5, s13
	s_cmp_ge_u32 s5, s13
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s4, s5
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s5, s4, s13
	s_cmp_ge_u32 s4, s13
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s5, s4
	s_add_co_i32 s5, s34, 48
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s4, s4, s14
	s_xor_b32 s5, s5, s14
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s40, s4, s14
	s_mul_hi_u32 s8, s5, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s8, s8, s13
	s_sub_co_i32 s5, s5, s8
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s4, s5, s13
	s_cmp_ge_u32 s5, s13
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s4, s5
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s5, s4, s13
	s_cmp_ge_u32 s4, s13
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s5, s4
	s_add_co_i32 s5, s34, 52
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s4, s4, s14
	s_xor_b32 s5, s5, s14
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s42, s4, s14
	s_mul_hi_u32 s8, s5, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s8, s8, s13
	s_sub_co_i32 s5, s5, s8
	s_load_b96 s[8:10], s[0:1], 0x20
	s_sub_co_i32 s4, s5, s13
	s_cmp_ge_u32 s5, s13
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s4, s5
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s5, s4, s13
	s_cmp_ge_u32 s4, s13
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s4, s5, s4
	s_add_co_i32 s5, s34, 56
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s4, s4, s14
	s_xor_b32 s5, s5, s14
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s43, s4, s14
	s_mul_hi_u32 s36, s5, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s36, s36, s13
	s_sub_co_i32 s5, s5, s36
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s4, s5, s13
	s_cmp_ge_u32 s5, s13
	s_wait_kmcnt 0x0
	v_mad_co_u64_u32 v[33:34], null, s15, s9, v[32:33]
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s36, s4, s5
	s_mov_b64 s[4:5], s[18:19]
	s_sub_co_i32 s18, s36, s13
	s_cmp_ge_u32 s36, s13
	v_cmp_gt_i32_e32 vcc_lo, s8, v32
	s_cselect_b32 s36, s18, s36
	s_add_co_i32 s34, s34, 60
	s_xor_b32 s36, s36, s14
	s_xor_b32 s34, s34, s14
	s_sub_co_i32 s44, s36, s14
	s_mul_hi_u32 s37, s34, s6
	v_mad_co_u64_u32 v[34:35], null, s24, s9, v[32:33]
	s_mul_i32 s37, s37, s13
	s_mov_b32 s19, 0x31027000
	s_sub_co_i32 s34, s34, s37
	s_mov_b32 s18, 0x7ffffffe
	s_sub_co_i32 s36, s34, s13
	s_cmp_ge_u32 s34, s13
	s_mov_b32 s6, s18
	s_cselect_b32 s34, s36, s34
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s36, s34, s13
	s_cmp_ge_u32 s34, s13
	s_cselect_b32 s34, s36, s34
	s_abs_i32 s45, s23
	s_bfe_i32 s46, s2, 0x10019
	s_cvt_f32_u32 s13, s45
	s_xor_b32 s24, s34, s14
	s_add_co_i32 s41, s8, 31
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s47, s24, s14
	v_s_rcp_f32 s13, s13
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_mul_f32 s15, s13, 0x4f7ffffe
	s_lshl_b32 s13, s2, 6
	s_wait_alu depctr_sa_sdst(0)
	s_cvt_u32_f32 s2, s15
	s_sub_co_i32 s15, 0, s45
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_i32 s15, s15, s2
	s_wait_alu depctr_sa_sdst(0)
	s_mul_hi_u32 s15, s2, s15
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s2, s2, s15
	s_cmp_gt_i32 s41, 31
	s_cselect_b32 s14, -1, 0
	s_lshr_b32 s15, s11, 3
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 vcc_lo, vcc_lo, s14
	s_and_b32 s17, s17, 0xffff
	v_cndmask_b32_e32 v3, 0x80000000, v33, vcc_lo
	v_mad_co_u64_u32 v[35:36], null, s25, s9, v[32:33]
	v_or_b32_e32 v8, s7, v32
	v_mad_co_u64_u32 v[36:37], null, s26, s9, v[32:33]
	v_mad_co_u64_u32 v[37:38], null, s27, s9, v[32:33]
	v_mad_co_u64_u32 v[38:39], null, s28, s9, v[32:33]
	v_mad_co_u64_u32 v[39:40], null, s29, s9, v[32:33]
	v_mad_co_u64_u32 v[40:41], null, s30, s9, v[32:33]
	v_mad_co_u64_u32 v[41:42], null, s31, s9, v[32:33]
	v_and_b32_e32 v68, 63, v8
	v_mad_co_u64_u32 v[42:43], null, s33, s9, v[32:33]
	v_mad_co_u64_u32 v[43:44], null, s35, s9, v[32:33]
	s_or_b32 s24, s15, 1
	s_or_b32 s25, s15, 2
	v_or_b32_e32 v1, s13, v68
	s_or_b32 s26, s15, 3
	s_or_b32 s27, s15, 4
	s_or_b32 s28, s15, 5
	s_or_b32 s29, s15, 6
	v_add_nc_u32_e32 v1, s46, v1
	s_or_b32 s30, s15, 7
	s_or_b32 s31, s15, 16
	s_or_b32 s33, s15, 17
	s_or_b32 s34, s15, 18
	v_xor_b32_e32 v1, s46, v1
	s_or_b32 s35, s15, 19
	s_or_b32 s36, s15, 20
	s_or_b32 s37, s15, 21
	s_or_b32 s38, s15, 22
	v_mul_hi_u32 v2, v1, s2
	s_or_b32 s39, s15, 23
	s_cmp_lt_i32 s15, s8
	v_mad_co_u64_u32 v[44:45], null, s42, s9, v[32:33]
	s_cselect_b32 s48, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_i32 s24, s8
	v_mad_co_u64_u32 v[45:46], null, s43, s9, v[32:33]
	s_cselect_b32 s42, -1, 0
	v_mul_lo_u32 v2, v2, s45
	s_cmp_lt_i32 s25, s8
	v_cndmask_b32_e32 v9, 0x80000000, v42, vcc_lo
	s_cselect_b32 s43, -1, 0
	s_cmp_lt_i32 s26, s8
	v_cndmask_b32_e32 v4, 0x80000000, v34, vcc_lo
	s_cselect_b32 s49, -1, 0
	s_cmp_lt_i32 s27, s8
	v_sub_nc_u32_e32 v1, v1, v2
	s_cselect_b32 s50, -1, 0
	s_cmp_lt_i32 s28, s8
	v_cndmask_b32_e32 v2, 0x80000000, v37, vcc_lo
	s_cselect_b32 s51, -1, 0
	v_subrev_nc_u32_e32 v5, s45, v1
	v_cmp_le_u32_e64 s2, s45, v1
	s_cmp_lt_i32 s29, s8
	v_cndmask_b32_e32 v6, 0x80000000, v38, vcc_lo
	s_cselect_b32 s52, -1, 0
	s_cmp_lt_i32 s30, s8
	v_cndmask_b32_e64 v1, v1, v5, s2
	s_cselect_b32 s53, -1, 0
	s_cmp_lt_i32 s31, s8
	v_cndmask_b32_e32 v5, 0x80000000, v41, vcc_lo
	s_cselect_b32 s54, -1, 0
	v_subrev_nc_u32_e32 v7, s45, v1
	v_cmp_le_u32_e64 s2, s45, v1
	s_cmp_lt_i32 s33, s8
	v_cndmask_b32_e32 v10, 0x80000000, v45, vcc_lo
	s_cselect_b32 s55, -1, 0
	s_cmp_lt_i32 s34, s8
	v_cndmask_b32_e64 v1, v1, v7, s2
	s_cselect_b32 s56, -1, 0
	s_cmp_lt_i32 s35, s8
	v_cndmask_b32_e32 v7, 0x80000000, v44, vcc_lo
	s_cselect_b32 s45, -1, 0
	v_xor_b32_e32 v1, s46, v1
	s_cmp_lt_i32 s36, s8
	s_clause 0x3
	buffer_load_u8 v74, v3, s[16:19], null offen
	buffer_load_u8 v75, v4, s[16:19], null offen
	buffer_load_u8 v76, v2, s[16:19], null offen
	buffer_load_u8 v77, v6, s[16:19], null offen
	s_cselect_b32 s57, -1, 0
	s_cmp_lt_i32 s37, s8
	v_subrev_nc_u32_e32 v1, s46, v1
	s_cselect_b32 s58, -1, 0
	s_cmp_lt_i32 s38, s8
	s_clause 0x3
	buffer_load_u8 v78, v5, s[16:19], null offen
	buffer_load_u8 v79, v9, s[16:19], null offen
	buffer_load_u8 v80, v7, s[16:19], null offen
	buffer_load_u8 v81, v10, s[16:19], null offen
	s_cselect_b32 s46, -1, 0
	v_mad_co_u64_u32 v[46:47], null, s10, s15, v[1:2]
	s_cmp_lt_i32 s39, s8
	s_mov_b32 s7, s19
	s_cselect_b32 s59, -1, 0
	s_and_b32 s2, s48, s14
	s_and_b32 s5, s5, 0xffff
	v_and_b32_e32 v70, 0x7f, v8
	v_mad_co_u64_u32 v[47:48], null, s10, 3, v[46:47]
	v_add_nc_u32_e32 v1, s10, v46
	v_lshl_add_u32 v63, s10, 1, v46
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v2, 0x80000000, v46, s2
	s_and_b32 s2, s42, s14
	v_lshl_add_u32 v64, s10, 2, v46
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v1, 0x80000000, v1, s2
	s_and_b32 s2, s43, s14
	v_lshl_add_u32 v65, s10, 4, v46
	v_mad_co_u64_u32 v[48:49], null, s10, 5, v[46:47]
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v3, 0x80000000, v63, s2
	s_and_b32 s2, s50, s14
	v_mad_co_u64_u32 v[49:50], null, s10, 6, v[46:47]
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v4, 0x80000000, v64, s2
	s_and_b32 s2, s54, s14
	v_mad_co_u64_u32 v[50:51], null, s10, 7, v[46:47]
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v5, 0x80000000, v65, s2
	s_and_b32 s2, s49, s14
	v_mad_co_u64_u32 v[51:52], null, s10, 17, v[46:47]
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v6, 0x80000000, v47, s2
	s_and_b32 s2, s51, s14
	v_mad_co_u64_u32 v[52:53], null, s10, 18, v[46:47]
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v7, 0x80000000, v48, s2
	s_and_b32 s2, s52, s14
	v_mad_co_u64_u32 v[53:54], null, s10, 19, v[46:47]
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v9, 0x80000000, v49, s2
	s_and_b32 s2, s53, s14
	v_mad_co_u64_u32 v[54:55], null, s10, 20, v[46:47]
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v10, 0x80000000, v50, s2
	s_and_b32 s2, s55, s14
	v_mad_co_u64_u32 v[55:56], null, s10, 21, v[46:47]
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v11, 0x80000000, v51, s2
	s_and_b32 s2, s56, s14
	v_mad_co_u64_u32 v[56:57], null, s10, 22, v[46:47]
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v12, 0x80000000, v52, s2
	s_and_b32 s2, s45, s14
	v_mad_co_u64_u32 v[57:58], null, s10, 23, v[46:47]
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v13, 0x80000000, v53, s2
	s_and_b32 s2, s57, s14
	v_mad_co_u64_u32 v[58:59], null, s40, s9, v[32:33]
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v14, 0x80000000, v54, s2
	s_and_b32 s2, s58, s14
	v_mad_co_u64_u32 v[59:60], null, s44, s9, v[32:33]
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v15, 0x80000000, v55, s2
	s_and_b32 s2, s46, s14
	v_mad_co_u64_u32 v[60:61], null, s47, s9, v[32:33]
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v16, 0x80000000, v56, s2
	s_and_b32 s2, s59, s14
	v_xor_b32_e32 v71, 16, v70
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v17, 0x80000000, v57, s2
	s_clause 0xf
	buffer_load_u8 v82, v2, s[4:7], null offen
	buffer_load_u8 v83, v1, s[4:7], null offen
	buffer_load_u8 v84, v3, s[4:7], null offen
	buffer_load_u8 v85, v6, s[4:7], null offen
	buffer_load_u8 v86, v4, s[4:7], null offen
	buffer_load_u8 v87, v7, s[4:7], null offen
	buffer_load_u8 v88, v9, s[4:7], null offen
	buffer_load_u8 v89, v10, s[4:7], null offen
	buffer_load_u8 v90, v5, s[4:7], null offen
	buffer_load_u8 v91, v11, s[4:7], null offen
	buffer_load_u8 v92, v12, s[4:7], null offen
	buffer_load_u8 v93, v13, s[4:7], null offen
	buffer_load_u8 v94, v14, s[4:7], null offen
	buffer_load_u8 v95, v15, s[4:7], null offen
	buffer_load_u8 v96, v16, s[4:7], null offen
	buffer_load_u8 v97, v17, s[4:7], null offen
	v_cndmask_b32_e32 v1, 0x80000000, v35, vcc_lo
	v_dual_cndmask_b32 v3, 0x80000000, v39 :: v_dual_cndmask_b32 v2, 0x80000000, v36
	v_dual_cndmask_b32 v5, 0x80000000, v43 :: v_dual_cndmask_b32 v4, 0x80000000, v40
	v_dual_cndmask_b32 v7, 0x80000000, v59 :: v_dual_cndmask_b32 v6, 0x80000000, v58
	v_cndmask_b32_e32 v9, 0x80000000, v60, vcc_lo
	s_clause 0x7
	buffer_load_u8 v98, v1, s[16:19], null offen
	buffer_load_u8 v99, v3, s[16:19], null offen
	buffer_load_u8 v100, v5, s[16:19], null offen
	buffer_load_u8 v101, v7, s[16:19], null offen
	buffer_load_u8 v102, v2, s[16:19], null offen
	buffer_load_u8 v103, v4, s[16:19], null offen
	buffer_load_u8 v104, v6, s[16:19], null offen
	buffer_load_u8 v105, v9, s[16:19], null offen
	v_mov_b32_e32 v7, 0
	v_lshlrev_b32_e32 v9, 1, v0
	v_lshrrev_b32_e32 v10, 1, v8
	v_xor_b32_e32 v73, 24, v70
	s_mov_b32 s2, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v2, v7 :: v_dual_and_b32 v67, 24, v9
	v_dual_mov_b32 v8, v7 :: v_dual_and_b32 v61, 24, v10
	v_mov_b32_e32 v13, v7
	v_dual_mov_b32 v11, v7 :: v_dual_mov_b32 v6, v7
	v_dual_mov_b32 v5, v7 :: v_dual_mov_b32 v0, v7
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_xor3_b32 v69, v67, s15, v61
	v_dual_mov_b32 v4, v7 :: v_dual_mov_b32 v3, v7
	v_dual_mov_b32 v22, v7 :: v_dual_mov_b32 v1, v7
	v_mov_b32_e32 v20, v7
	v_lshl_or_b32 v72, v68, 5, v69
	v_xor_b32_e32 v69, 8, v70
	v_dual_mov_b32 v23, v7 :: v_dual_add_nc_u32 v68, 0, v70
	v_mov_b32_e32 v18, v7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v106, 16, v72
	v_add_nc_u32_e32 v69, 0, v69
	v_dual_mov_b32 v21, v7 :: v_dual_mov_b32 v16, v7
	v_dual_mov_b32 v19, v7 :: v_dual_mov_b32 v30, v7
	v_dual_mov_b32 v17, v7 :: v_dual_mov_b32 v28, v7
	v_dual_mov_b32 v31, v7 :: v_dual_mov_b32 v26, v7
	v_dual_mov_b32 v29, v7 :: v_dual_mov_b32 v24, v7
	v_dual_mov_b32 v27, v7 :: v_dual_mov_b32 v14, v7
	v_dual_mov_b32 v25, v7 :: v_dual_mov_b32 v12, v7
	v_dual_mov_b32 v15, v7 :: v_dual_mov_b32 v10, v7
	v_dual_mov_b32 v9, v7 :: v_dual_add_nc_u32 v70, 0, v71
	v_lshl_or_b32 v67, v62, 5, v67
	v_add_nc_u32_e32 v71, 0, v73
	v_add_nc_u32_e32 v72, 0, v72
	v_add_nc_u32_e32 v73, 0, v106
	s_cmp_lt_i32 s41, 64
	s_wait_loadcnt 0x1f
	ds_store_b8 v68, v74
	s_wait_loadcnt 0x1d
	ds_store_b8 v68, v76 offset:512
	s_wait_loadcnt 0x1b
	ds_store_b8 v68, v78 offset:1024
	s_wait_loadcnt 0x19
	ds_store_b8 v68, v80 offset:1536
	ds_store_b8 v69, v75 offset:128
	ds_store_b8 v69, v77 offset:640
	ds_store_b8 v69, v79 offset:1152
	s_wait_loadcnt 0x18
	ds_store_b8 v69, v81 offset:1664
	s_wait_loadcnt 0x16
	v_lshlrev_b16 v74.l, 8, v83.l
	s_wait_loadcnt 0x14
	v_lshlrev_b16 v75.h, 8, v85.l
	s_wait_loadcnt 0x12
	v_lshlrev_b16 v75.l, 8, v87.l
	v_or_b16 v78.l, v82.l, v74.l
	s_wait_loadcnt 0x10
	v_lshlrev_b16 v74.h, 8, v89.l
	v_or_b16 v78.h, v84.l, v75.h
	s_wait_loadcnt 0xe
	v_lshlrev_b16 v77.h, 8, v91.l
	v_or_b16 v79.l, v86.l, v75.l
	s_wait_loadcnt 0xc
	v_lshlrev_b16 v77.l, 8, v93.l
	v_or_b16 v79.h, v88.l, v74.h
	s_wait_loadcnt 0xa
	v_lshlrev_b16 v76.h, 8, v95.l
	v_or_b16 v74.l, v90.l, v77.h
	s_wait_loadcnt 0x8
	v_lshlrev_b16 v76.l, 8, v97.l
	v_or_b16 v74.h, v92.l, v77.l
	v_or_b16 v75.l, v94.l, v76.h
	s_delay_alu instid0(VALU_DEP_3)
	v_or_b16 v75.h, v96.l, v76.l
	s_wait_loadcnt 0x7
	ds_store_b8 v70, v98 offset:256
	s_wait_loadcnt 0x6
	ds_store_b8 v70, v99 offset:768
	s_wait_loadcnt 0x5
	ds_store_b8 v70, v100 offset:1280
	s_wait_loadcnt 0x4
	ds_store_b8 v70, v101 offset:1792
	s_wait_loadcnt 0x3
	ds_store_b8 v71, v102 offset:384
	s_wait_loadcnt 0x2
	ds_store_b8 v71, v103 offset:896
	s_wait_loadcnt 0x1
	ds_store_b8 v71, v104 offset:1408
	s_wait_loadcnt 0x0
	ds_store_b8 v71, v105 offset:1920
	ds_store_b64 v72, v[78:79] offset:2048
	ds_store_b64 v73, v[74:75] offset:2048
	s_cbranch_scc1 .LBB0_3
; %bb.1:                                ; %.lr.ph
	v_mov_b32_e32 v8, 0
	v_and_b32_e32 v0, 8, v66
	s_bfe_i32 s6, s12, 0x10000
	s_lshr_b32 s40, s41, 5
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s6, s6, 0x208
	v_mov_b32_e32 v9, v8
	v_xor_b32_e32 v1, v67, v0
	s_wait_alu depctr_sa_sdst(0)
	v_xor3_b32 v0, v0, s6, v67
	s_lshl_b32 s9, s10, 5
	s_add_co_i32 s40, s40, -2
	v_lshl_or_b32 v1, s11, 3, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v2, 16, v0
	v_xor_b32_e32 v3, 16, v1
	v_dual_mov_b32 v10, v8 :: v_dual_add_nc_u32 v75, 0, v1
	v_dual_mov_b32 v11, v8 :: v_dual_mov_b32 v12, v8
	v_dual_mov_b32 v13, v8 :: v_dual_mov_b32 v14, v8
	v_dual_mov_b32 v15, v8 :: v_dual_mov_b32 v24, v8
	v_add_nc_u32_e32 v77, 0, v3
	v_dual_mov_b32 v25, v8 :: v_dual_add_nc_u32 v74, 0, v0
	v_dual_mov_b32 v27, v8 :: v_dual_add_nc_u32 v76, 0, v2
	v_dual_mov_b32 v26, v8 :: v_dual_mov_b32 v29, v8
	v_dual_mov_b32 v28, v8 :: v_dual_mov_b32 v31, v8
	v_dual_mov_b32 v30, v8 :: v_dual_mov_b32 v17, v8
	v_dual_mov_b32 v16, v8 :: v_dual_mov_b32 v19, v8
	v_dual_mov_b32 v18, v8 :: v_dual_mov_b32 v21, v8
	v_dual_mov_b32 v20, v8 :: v_dual_mov_b32 v23, v8
	v_dual_mov_b32 v22, v8 :: v_dual_mov_b32 v1, v8
	v_dual_mov_b32 v0, v8 :: v_dual_mov_b32 v3, v8
	v_dual_mov_b32 v2, v8 :: v_dual_mov_b32 v5, v8
	v_dual_mov_b32 v4, v8 :: v_dual_mov_b32 v7, v8
	v_mov_b32_e32 v6, v8
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	s_add_co_i32 s41, s2, 1
	v_add_nc_u32_e32 v59, 32, v59
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b32 s6, s41, 5
	v_add_nc_u32_e32 v46, s9, v46
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s42, s8, s6
	v_add_nc_u32_e32 v63, s9, v63
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_gt_i32_e32 vcc_lo, s42, v32
	v_add_nc_u32_e32 v37, 32, v37
	v_add_nc_u32_e32 v35, 32, v35
	v_add_nc_u32_e32 v33, 32, v33
	v_add_nc_u32_e32 v45, 32, v45
	v_add_nc_u32_e32 v42, 32, v42
	s_wait_alu depctr_va_vcc(0)
	v_dual_cndmask_b32 v83, 0x80000000, v37 :: v_dual_add_nc_u32 v34, 32, v34
	v_add_nc_u32_e32 v36, 32, v36
	v_add_nc_u32_e32 v40, 32, v40
	v_add_nc_u32_e32 v38, 32, v38
	v_add_nc_u32_e32 v41, 32, v41
	v_add_nc_u32_e32 v39, 32, v39
	v_add_nc_u32_e32 v60, 32, v60
	v_add_nc_u32_e32 v58, 32, v58
	v_cndmask_b32_e32 v80, 0x80000000, v35, vcc_lo
	v_cndmask_b32_e32 v78, 0x80000000, v33, vcc_lo
	v_dual_cndmask_b32 v93, 0x80000000, v45 :: v_dual_add_nc_u32 v44, 32, v44
	v_cndmask_b32_e32 v89, 0x80000000, v42, vcc_lo
	v_add_nc_u32_e32 v43, 32, v43
	v_dual_cndmask_b32 v79, 0x80000000, v34 :: v_dual_cndmask_b32 v82, 0x80000000, v36
	v_cndmask_b32_e32 v87, 0x80000000, v40, vcc_lo
	v_dual_cndmask_b32 v85, 0x80000000, v38 :: v_dual_cndmask_b32 v88, 0x80000000, v41
	v_cndmask_b32_e32 v86, 0x80000000, v39, vcc_lo
	v_cndmask_b32_e32 v92, 0x80000000, v44, vcc_lo
	v_cndmask_b32_e32 v90, 0x80000000, v43, vcc_lo
	v_dual_cndmask_b32 v94, 0x80000000, v59 :: v_dual_cndmask_b32 v95, 0x80000000, v60
	v_cndmask_b32_e32 v91, 0x80000000, v58, vcc_lo
	s_clause 0xf
	buffer_load_u8 v84, v78, s[16:19], null offen
	buffer_load_u8 v81, v79, s[16:19], null offen
	buffer_load_u8 v79, v80, s[16:19], null offen
	buffer_load_u8 v78, v82, s[16:19], null offen
	buffer_load_u8 v104, v83, s[16:19], null offen
	buffer_load_u8 v85, v85, s[16:19], null offen
	buffer_load_u8 v82, v86, s[16:19], null offen
	buffer_load_u8 v80, v87, s[16:19], null offen
	buffer_load_u8 v105, v88, s[16:19], null offen
	buffer_load_u8 v106, v89, s[16:19], null offen
	buffer_load_u8 v86, v90, s[16:19], null offen
	buffer_load_u8 v83, v91, s[16:19], null offen
	buffer_load_u8 v107, v92, s[16:19], null offen
	buffer_load_u8 v108, v93, s[16:19], null offen
	buffer_load_u8 v109, v94, s[16:19], null offen
	buffer_load_u8 v87, v95, s[16:19], null offen
	s_cmp_lt_i32 s15, s42
	v_add_nc_u32_e32 v88, s10, v46
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s24, s42
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v89, 0x80000000, v46, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s25, s42
	v_add_nc_u32_e32 v47, s9, v47
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v88, 0x80000000, v88, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s26, s42
	v_add_nc_u32_e32 v64, s9, v64
	v_add_nc_u32_e32 v48, s9, v48
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v90, 0x80000000, v63, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s27, s42
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v91, 0x80000000, v47, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s28, s42
	v_add_nc_u32_e32 v49, s9, v49
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v92, 0x80000000, v64, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s29, s42
	v_add_nc_u32_e32 v50, s9, v50
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v93, 0x80000000, v48, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s30, s42
	v_add_nc_u32_e32 v65, s9, v65
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v94, 0x80000000, v49, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s31, s42
	v_add_nc_u32_e32 v51, s9, v51
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v95, 0x80000000, v50, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s33, s42
	v_add_nc_u32_e32 v52, s9, v52
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v96, 0x80000000, v65, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s34, s42
	v_add_nc_u32_e32 v53, s9, v53
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v97, 0x80000000, v51, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s35, s42
	v_add_nc_u32_e32 v54, s9, v54
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v98, 0x80000000, v52, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s36, s42
	v_add_nc_u32_e32 v55, s9, v55
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v99, 0x80000000, v53, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s37, s42
	v_add_nc_u32_e32 v56, s9, v56
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v100, 0x80000000, v54, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s38, s42
	v_add_nc_u32_e32 v57, s9, v57
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v101, 0x80000000, v55, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s39, s42
	s_mov_b32 s6, s18
	s_mov_b32 s7, s19
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v102, 0x80000000, v56, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lg_u32 s2, s40
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v103, 0x80000000, v57, vcc_lo
	s_mov_b32 s2, s41
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_clause 0xf
	buffer_load_u8 v110, v89, s[4:7], null offen
	buffer_load_u8 v111, v88, s[4:7], null offen
	buffer_load_u8 v112, v90, s[4:7], null offen
	buffer_load_u8 v113, v91, s[4:7], null offen
	buffer_load_u8 v114, v92, s[4:7], null offen
	buffer_load_u8 v115, v93, s[4:7], null offen
	buffer_load_u8 v116, v94, s[4:7], null offen
	buffer_load_u8 v117, v95, s[4:7], null offen
	buffer_load_u8 v118, v96, s[4:7], null offen
	buffer_load_u8 v119, v97, s[4:7], null offen
	buffer_load_u8 v120, v98, s[4:7], null offen
	buffer_load_u8 v121, v99, s[4:7], null offen
	buffer_load_u8 v122, v100, s[4:7], null offen
	buffer_load_u8 v123, v101, s[4:7], null offen
	buffer_load_u8 v124, v102, s[4:7], null offen
	buffer_load_u8 v125, v103, s[4:7], null offen
	ds_load_2addr_stride64_b64 v[88:91], v75 offset1:2
	ds_load_2addr_stride64_b64 v[92:95], v74 offset0:4 offset1:6
	ds_load_2addr_stride64_b64 v[96:99], v76 offset0:4 offset1:6
	ds_load_2addr_stride64_b64 v[100:103], v77 offset1:2
	s_wait_dscnt 0x2
	v_wmma_f32_16x16x16_fp8_fp8 v[8:15], v[92:93], v[88:89], v[8:15]
	s_wait_dscnt 0x1
	v_wmma_f32_16x16x16_fp8_fp8 v[24:31], v[98:99], v[88:89], v[24:31]
	v_wmma_f32_16x16x16_fp8_fp8 v[16:23], v[92:93], v[90:91], v[16:23]
	v_wmma_f32_16x16x16_fp8_fp8 v[0:7], v[98:99], v[90:91], v[0:7]
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x16_fp8_fp8 v[8:15], v[96:97], v[100:101], v[8:15]
	v_wmma_f32_16x16x16_fp8_fp8 v[24:31], v[94:95], v[100:101], v[24:31]
	v_wmma_f32_16x16x16_fp8_fp8 v[16:23], v[96:97], v[102:103], v[16:23]
	v_wmma_f32_16x16x16_fp8_fp8 v[0:7], v[94:95], v[102:103], v[0:7]
	s_wait_loadcnt 0xe
	v_lshlrev_b16 v89.h, 8, v111.l
	s_wait_loadcnt 0xc
	v_lshlrev_b16 v89.l, 8, v113.l
	s_wait_loadcnt 0xa
	v_lshlrev_b16 v88.h, 8, v115.l
	v_or_b16 v92.l, v110.l, v89.h
	s_wait_loadcnt 0x8
	v_lshlrev_b16 v88.l, 8, v117.l
	v_or_b16 v92.h, v112.l, v89.l
	s_wait_loadcnt 0x6
	v_lshlrev_b16 v91.h, 8, v119.l
	v_or_b16 v93.l, v114.l, v88.h
	s_wait_loadcnt 0x4
	v_lshlrev_b16 v91.l, 8, v121.l
	v_or_b16 v93.h, v116.l, v88.l
	s_wait_loadcnt 0x2
	v_lshlrev_b16 v90.h, 8, v123.l
	v_or_b16 v88.l, v118.l, v91.h
	s_wait_loadcnt 0x0
	v_lshlrev_b16 v90.l, 8, v125.l
	v_or_b16 v88.h, v120.l, v91.l
	v_or_b16 v89.l, v122.l, v90.h
	s_delay_alu instid0(VALU_DEP_3)
	v_or_b16 v89.h, v124.l, v90.l
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_store_b8 v68, v84
	ds_store_b8 v68, v104 offset:512
	ds_store_b8 v68, v105 offset:1024
	ds_store_b8 v68, v107 offset:1536
	ds_store_b8 v69, v81 offset:128
	ds_store_b8 v69, v85 offset:640
	ds_store_b8 v69, v106 offset:1152
	ds_store_b8 v69, v108 offset:1664
	ds_store_b8 v70, v79 offset:256
	ds_store_b8 v70, v82 offset:768
	ds_store_b8 v70, v86 offset:1280
	ds_store_b8 v70, v109 offset:1792
	ds_store_b8 v71, v78 offset:384
	ds_store_b8 v71, v80 offset:896
	ds_store_b8 v71, v83 offset:1408
	ds_store_b8 v71, v87 offset:1920
	ds_store_b64 v72, v[92:93] offset:2048
	ds_store_b64 v73, v[88:89] offset:2048
	s_cbranch_scc1 .LBB0_2
.LBB0_3:                                ; %Flow80
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_load_b32 s0, s[0:1], 0x2c
	s_and_b32 s1, s14, exec_lo
	s_cselect_b32 s1, 1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u32 s1, 1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_cbranch_scc1 .LBB0_5
; %bb.4:
	v_and_b32_e32 v32, 8, v66
	s_bfe_i32 s1, s12, 0x10000
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_and_b32 s1, s1, 0x208
	v_xor_b32_e32 v33, v67, v32
	v_xor3_b32 v32, v32, s1, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_or_b32 v36, s11, 3, v33
	v_add_nc_u32_e32 v33, 0, v32
	v_xad_u32 v40, v32, 16, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_add_nc_u32_e32 v37, 0, v36
	v_xad_u32 v44, v36, 16, 0
	ds_load_2addr_stride64_b64 v[32:35], v33 offset0:4 offset1:6
	ds_load_2addr_stride64_b64 v[36:39], v37 offset1:2
	ds_load_2addr_stride64_b64 v[40:43], v40 offset0:4 offset1:6
	ds_load_2addr_stride64_b64 v[44:47], v44 offset1:2
	s_wait_dscnt 0x2
	v_wmma_f32_16x16x16_fp8_fp8 v[8:15], v[32:33], v[36:37], v[8:15]
	s_wait_dscnt 0x1
	v_wmma_f32_16x16x16_fp8_fp8 v[24:31], v[42:43], v[36:37], v[24:31]
	v_wmma_f32_16x16x16_fp8_fp8 v[16:23], v[32:33], v[38:39], v[16:23]
	v_wmma_f32_16x16x16_fp8_fp8 v[0:7], v[42:43], v[38:39], v[0:7]
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x16_fp8_fp8 v[8:15], v[40:41], v[44:45], v[8:15]
	v_wmma_f32_16x16x16_fp8_fp8 v[24:31], v[34:35], v[44:45], v[24:31]
	v_wmma_f32_16x16x16_fp8_fp8 v[16:23], v[40:41], v[46:47], v[16:23]
	v_wmma_f32_16x16x16_fp8_fp8 v[0:7], v[34:35], v[46:47], v[0:7]
.LBB0_5:                                ; %._crit_edge._crit_edge
	s_lshr_b32 s1, s11, 2
	v_or_b32_e32 v32, 39, v61
	s_wait_alu depctr_sa_sdst(0)
	v_or_b32_e32 v55, s1, v62
	v_or_b32_e32 v58, 1, v61
	s_wait_kmcnt 0x0
	s_mul_i32 s1, s3, s0
	v_or_b32_e32 v33, 38, v61
	v_or_b32_e32 v57, 2, v61
	v_or_b32_e32 v60, 32, v55
	v_or_b32_e32 v67, s3, v55
	v_mul_lo_u32 v55, s0, v55
	v_or_b32_e32 v65, s13, v61
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s18, s1, s13
	v_or_b32_e32 v34, 37, v61
	v_or_b32_e32 v35, 36, v61
	v_or_b32_e32 v36, 35, v61
	v_or_b32_e32 v37, s13, v32
	v_or_b32_e32 v38, 34, v61
	v_or_b32_e32 v44, 33, v61
	v_or_b32_e32 v45, 32, v61
	v_or_b32_e32 v46, 7, v61
	v_or_b32_e32 v47, 6, v61
	v_or_b32_e32 v48, 5, v61
	v_or_b32_e32 v54, 4, v61
	v_or_b32_e32 v56, 3, v61
	v_or_b32_e32 v64, s13, v58
	v_or_b32_e32 v61, s18, v61
	v_or_b32_e32 v39, s13, v33
	v_or_b32_e32 v63, s13, v57
	v_add_nc_u32_e32 v68, s18, v55
	v_cmp_gt_i32_e64 s8, s22, v67
	v_cmp_gt_i32_e64 s9, s23, v65
	v_or_b32_e32 v40, s13, v34
	v_or_b32_e32 v66, s3, v60
	v_mul_lo_u32 v60, s0, v60
	v_cmp_gt_i32_e64 s10, s23, v64
	v_cmp_gt_i32_e64 s0, s23, v37
	v_add_lshl_u32 v37, v61, v55, 1
	v_cmp_gt_i32_e64 s11, s23, v63
	v_cmp_gt_i32_e64 s1, s23, v39
	v_add_lshl_u32 v39, v68, v58, 1
	s_and_b32 s17, s8, s9
	v_or_b32_e32 v41, s13, v35
	v_or_b32_e32 v42, s13, v36
	v_or_b32_e32 v43, s13, v38
	v_or_b32_e32 v49, s13, v44
	v_or_b32_e32 v50, s13, v45
	v_or_b32_e32 v51, s13, v46
	v_or_b32_e32 v52, s13, v47
	v_or_b32_e32 v53, s13, v48
	v_or_b32_e32 v59, s13, v54
	v_or_b32_e32 v62, s13, v56
	v_cmp_gt_i32_e64 s2, s23, v40
	v_add_lshl_u32 v40, v68, v57, 1
	v_cndmask_b32_e64 v37, 0x80000000, v37, s17
	s_and_b32 s17, s8, s10
	v_cvt_f16_f32_e32 v8.l, v8
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v39, 0x80000000, v39, s17
	s_and_b32 s17, s8, s11
	v_cvt_f16_f32_e32 v9.l, v9
	v_cvt_f16_f32_e32 v10.l, v10
	v_cmp_gt_i32_e32 vcc_lo, s22, v66
	v_cmp_gt_i32_e64 s12, s23, v62
	v_cmp_gt_i32_e64 s13, s23, v59
	v_cmp_gt_i32_e64 s14, s23, v53
	v_cmp_gt_i32_e64 s15, s23, v52
	v_cmp_gt_i32_e64 s16, s23, v51
	v_cmp_gt_i32_e64 s7, s23, v50
	v_cmp_gt_i32_e64 s6, s23, v49
	v_cmp_gt_i32_e64 s5, s23, v43
	v_cmp_gt_i32_e64 s4, s23, v42
	v_cmp_gt_i32_e64 s3, s23, v41
	s_and_b32 s21, s21, 0xffff
	s_mov_b32 s23, 0x31027000
	s_mov_b32 s22, 0x7ffffffe
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v40, 0x80000000, v40, s17
	buffer_store_b16 v8, v37, s[20:23], null offen
	v_add_lshl_u32 v8, v68, v56, 1
	s_clause 0x1
	buffer_store_b16 v9, v39, s[20:23], null offen
	buffer_store_b16 v10, v40, s[20:23], null offen
	v_add_lshl_u32 v9, v68, v54, 1
	s_and_b32 s17, s8, s12
	v_add_lshl_u32 v10, v68, v48, 1
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v8, 0x80000000, v8, s17
	s_and_b32 s17, s8, s13
	v_cvt_f16_f32_e32 v11.l, v11
	v_add_lshl_u32 v37, v68, v47, 1
	v_cvt_f16_f32_e32 v12.l, v12
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v9, 0x80000000, v9, s17
	s_and_b32 s17, s8, s14
	v_cvt_f16_f32_e32 v13.l, v13
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v10, 0x80000000, v10, s17
	s_and_b32 s17, s8, s15
	v_cvt_f16_f32_e32 v14.l, v14
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v37, 0x80000000, v37, s17
	s_clause 0x1
	buffer_store_b16 v11, v8, s[20:23], null offen
	buffer_store_b16 v12, v9, s[20:23], null offen
	v_add_lshl_u32 v8, v68, v46, 1
	v_add_lshl_u32 v9, v68, v45, 1
	s_and_b32 s17, s8, s16
	s_clause 0x1
	buffer_store_b16 v13, v10, s[20:23], null offen
	buffer_store_b16 v14, v37, s[20:23], null offen
	v_add_lshl_u32 v10, v68, v44, 1
	v_cndmask_b32_e64 v8, 0x80000000, v8, s17
	s_and_b32 s17, s8, s7
	v_cvt_f16_f32_e32 v15.l, v15
	v_add_lshl_u32 v11, v68, v38, 1
	v_cvt_f16_f32_e32 v24.l, v24
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v9, 0x80000000, v9, s17
	s_and_b32 s17, s8, s6
	v_cvt_f16_f32_e32 v25.l, v25
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v10, 0x80000000, v10, s17
	s_and_b32 s17, s8, s5
	v_cvt_f16_f32_e32 v26.l, v26
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v11, 0x80000000, v11, s17
	s_clause 0x1
	buffer_store_b16 v15, v8, s[20:23], null offen
	buffer_store_b16 v24, v9, s[20:23], null offen
	v_add_lshl_u32 v8, v68, v36, 1
	v_add_lshl_u32 v9, v68, v35, 1
	s_and_b32 s17, s8, s4
	s_clause 0x1
	buffer_store_b16 v25, v10, s[20:23], null offen
	buffer_store_b16 v26, v11, s[20:23], null offen
	v_add_lshl_u32 v10, v68, v34, 1
	v_cndmask_b32_e64 v8, 0x80000000, v8, s17
	s_and_b32 s17, s8, s3
	v_cvt_f16_f32_e32 v27.l, v27
	v_add_lshl_u32 v11, v68, v33, 1
	v_cvt_f16_f32_e32 v28.l, v28
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v9, 0x80000000, v9, s17
	s_and_b32 s17, s8, s2
	v_cvt_f16_f32_e32 v29.l, v29
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v10, 0x80000000, v10, s17
	s_and_b32 s17, s8, s1
	v_add_nc_u32_e32 v41, s18, v60
	v_cvt_f16_f32_e32 v30.l, v30
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v11, 0x80000000, v11, s17
	s_clause 0x1
	buffer_store_b16 v27, v8, s[20:23], null offen
	buffer_store_b16 v28, v9, s[20:23], null offen
	v_add_lshl_u32 v8, v68, v32, 1
	v_add_lshl_u32 v9, v61, v60, 1
	s_and_b32 s8, s8, s0
	s_clause 0x1
	buffer_store_b16 v29, v10, s[20:23], null offen
	buffer_store_b16 v30, v11, s[20:23], null offen
	v_add_lshl_u32 v10, v41, v58, 1
	v_cndmask_b32_e64 v8, 0x80000000, v8, s8
	s_and_b32 s8, vcc_lo, s9
	v_cvt_f16_f32_e32 v31.l, v31
	v_add_lshl_u32 v11, v41, v57, 1
	v_cvt_f16_f32_e32 v16.l, v16
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v9, 0x80000000, v9, s8
	s_and_b32 s8, vcc_lo, s10
	v_cvt_f16_f32_e32 v17.l, v17
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v10, 0x80000000, v10, s8
	s_and_b32 s8, vcc_lo, s11
	v_cvt_f16_f32_e32 v18.l, v18
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v11, 0x80000000, v11, s8
	s_clause 0x1
	buffer_store_b16 v31, v8, s[20:23], null offen
	buffer_store_b16 v16, v9, s[20:23], null offen
	v_add_lshl_u32 v8, v41, v56, 1
	v_add_lshl_u32 v9, v41, v54, 1
	s_and_b32 s8, vcc_lo, s12
	s_clause 0x1
	buffer_store_b16 v17, v10, s[20:23], null offen
	buffer_store_b16 v18, v11, s[20:23], null offen
	v_add_lshl_u32 v10, v41, v48, 1
	v_cndmask_b32_e64 v8, 0x80000000, v8, s8
	s_and_b32 s8, vcc_lo, s13
	v_add_lshl_u32 v11, v41, v47, 1
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v9, 0x80000000, v9, s8
	s_and_b32 s8, vcc_lo, s14
	v_cvt_f16_f32_e32 v19.l, v19
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v10, 0x80000000, v10, s8
	s_and_b32 s8, vcc_lo, s15
	v_cvt_f16_f32_e32 v20.l, v20
	v_cvt_f16_f32_e32 v21.l, v21
	v_cvt_f16_f32_e32 v22.l, v22
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v11, 0x80000000, v11, s8
	s_clause 0x1
	buffer_store_b16 v19, v8, s[20:23], null offen
	buffer_store_b16 v20, v9, s[20:23], null offen
	v_add_lshl_u32 v8, v41, v46, 1
	s_clause 0x1
	buffer_store_b16 v21, v10, s[20:23], null offen
	buffer_store_b16 v22, v11, s[20:23], null offen
	v_add_lshl_u32 v9, v41, v45, 1
	v_add_lshl_u32 v10, v41, v44, 1
	v_add_lshl_u32 v11, v41, v38, 1
	s_and_b32 s8, vcc_lo, s16
	s_and_b32 s7, vcc_lo, s7
	s_and_b32 s6, vcc_lo, s6
	v_cvt_f16_f32_e32 v23.l, v23
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v8, 0x80000000, v8, s8
	s_and_b32 s5, vcc_lo, s5
	v_cvt_f16_f32_e32 v0.l, v0
	v_cvt_f16_f32_e32 v1.l, v1
	v_cndmask_b32_e64 v9, 0x80000000, v9, s7
	v_cndmask_b32_e64 v10, 0x80000000, v10, s6
	v_cvt_f16_f32_e32 v2.l, v2
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v11, 0x80000000, v11, s5
	s_clause 0x1
	buffer_store_b16 v23, v8, s[20:23], null offen
	buffer_store_b16 v0, v9, s[20:23], null offen
	v_add_lshl_u32 v0, v41, v36, 1
	s_clause 0x1
	buffer_store_b16 v1, v10, s[20:23], null offen
	buffer_store_b16 v2, v11, s[20:23], null offen
	v_add_lshl_u32 v1, v41, v35, 1
	v_add_lshl_u32 v2, v41, v34, 1
	s_and_b32 s4, vcc_lo, s4
	v_add_lshl_u32 v8, v41, v33, 1
	s_and_b32 s3, vcc_lo, s3
	v_add_lshl_u32 v9, v41, v32, 1
	v_cvt_f16_f32_e32 v3.l, v3
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v0, 0x80000000, v0, s4
	s_and_b32 s2, vcc_lo, s2
	v_cvt_f16_f32_e32 v4.l, v4
	v_cndmask_b32_e64 v1, 0x80000000, v1, s3
	s_and_b32 s1, vcc_lo, s1
	v_cvt_f16_f32_e32 v5.l, v5
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v2, 0x80000000, v2, s2
	s_and_b32 vcc_lo, vcc_lo, s0
	v_cvt_f16_f32_e32 v6.l, v6
	v_cndmask_b32_e64 v8, 0x80000000, v8, s1
	v_cvt_f16_f32_e32 v7.l, v7
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v9, 0x80000000, v9, vcc_lo
	s_clause 0x4
	buffer_store_b16 v3, v0, s[20:23], null offen
	buffer_store_b16 v4, v1, s[20:23], null offen
	buffer_store_b16 v5, v2, s[20:23], null offen
	buffer_store_b16 v6, v8, s[20:23], null offen
	buffer_store_b16 v7, v9, s[20:23], null offen
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
		.amdhsa_next_free_vgpr 169
		.amdhsa_next_free_sgpr 60
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
	.set .Lmatmul_kernel.num_vgpr, 126
	.set .Lmatmul_kernel.num_agpr, 0
	.set .Lmatmul_kernel.numbered_sgpr, 60
	.set .Lmatmul_kernel.num_named_barrier, 0
	.set .Lmatmul_kernel.private_seg_size, 0
	.set .Lmatmul_kernel.uses_vcc, 1
	.set .Lmatmul_kernel.uses_flat_scratch, 0
	.set .Lmatmul_kernel.has_dyn_sized_stack, 0
	.set .Lmatmul_kernel.has_recursion, 0
	.set .Lmatmul_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 7612
; TotalNumSgprs: 62
; NumVgprs: 126
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 21
; NumSGPRsForWavesPerEU: 62
; NumVGPRsForWavesPerEU: 169
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
    .sgpr_count:     62
    .sgpr_spill_count: 0
    .symbol:         matmul_kernel.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     126
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgpu12.00-amd-amdhsa-unknown-gfx1200
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
